"""kg.nlp_roles: what a paper proposes and what it is compared against, on real abstract sentences."""
from __future__ import annotations

import pytest
import spacy

import kg.nlp_results  # noqa: F401  (registers kg_results)
import kg.nlp_roles  # noqa: F401  (registers kg_roles)
from kg.model import slugify
from kg.nlp_roles import is_survey

ENTS = [
    ("System", "FedHC"), ("System", "KVMerger"), ("System", "H2O"), ("System", "CaM"), ("System", "CUDA"),
    ("System", "FlashAttention"), ("System", "NSG"), ("System", "HNSW"), ("System", "Speed-ANN"),
    ("System", "MRNG"), ("System", "PyTorch"), ("System", "DeepSpeed-Chat"), ("System", "DeepSpeed-RLHF"),
    ("System", "ZeRO-Offload"), ("System", "FastGen"), ("Hardware", "SHARP"), ("System", "LayerToken"),
    ("Technique", "KV cache compression"), ("Technique", "KV cache merging"), ("Technique", "model parallelism"),
    ("Technique", "tiled-based dispatching"), ("Technique", "random layerwise token dropping"),
    ("Technique", "prompt engineering"), ("Technique", "fine-tuning"), ("Technique", "checkpointing"),
    ("Technique", "mixture-of-experts"), ("Technique", "adaptive KV cache compression"),
    ("Model", "GPT-3"), ("Model", "TinyBERT"), ("Model", "LLM"), ("Model", "GPT-3.5"),
    ("Hardware", "GPU"), ("Hardware", "FPGA"), ("Hardware", "ASIC"), ("Hardware", "RAM"), ("Hardware", "CPU"),
    ("Metric", "speedup"), ("Metric", "accuracy"), ("Metric", "capacity"), ("Metric", "latency"),
    ("Dataset", "MedQA"),
]


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    ruler = nlp.add_pipe("entity_ruler", config={"phrase_matcher_attr": "LOWER"})
    pats = []
    for t, n in ENTS:
        for form in (n, n + "s"):
            pats.append({"label": t, "pattern": form, "id": slugify(n)})
    ruler.add_patterns(pats)
    nlp.add_pipe("kg_results")
    nlp.add_pipe("kg_roles")
    return nlp


def run(nlp, text, title=None, unknown=()):
    full = f"{title}\n\n{text}" if title else text
    doc = nlp.make_doc(full)
    doc.user_data["abstract_start"] = len(title) + 2 if title else 0
    doc.user_data["kg_entities"] = {slugify(n): {"label": n, "type": t, "aliases": [], "known": n not in unknown}
                                    for t, n in ENTS}
    for _, proc in nlp.pipeline:
        doc = proc(doc)
    return doc


def test_proposes_we_present_name_with_apposition(nlp):
    doc = run(nlp, "In this paper, we present FedHC, a scalable federated learning framework for heterogeneous "
                   "and resource-constrained clients. FedHC achieves a 2.75x speedup.")
    assert doc._.kg_proposes == ["fedhc"]


def test_proposes_a_name_no_vocabulary_knows_becomes_a_system(nlp):
    doc = run(nlp, "We present Quokkaflow, a runtime that overlaps communication with computation.")
    assert doc._.kg_proposes == ["quokkaflow"]
    ent = [e for e in doc.ents if e.ent_id_ == "quokkaflow"]
    assert ent and ent[0].label_ == "System" and ent[0].text == "Quokkaflow"
    assert doc.user_data["kg_entities"]["quokkaflow"]["type"] == "System"


def test_proposes_title_name_before_colon(nlp):
    doc = run(nlp, "We study the scheduling of training jobs. Tessarine cuts the job completion time.",
              title="Tessarine: Elastic Scheduling for Deep Learning Clusters")
    assert doc._.kg_proposes == ["tessarine"]
    assert sum(1 for e in doc.ents if e.ent_id_ == "tessarine") == 2  # title and abstract mention


def test_proposes_nothing_for_a_descriptive_title(nlp):
    doc = run(nlp, "We measure the latency of serving systems.",
              title="The Stability-Efficiency Dilemma: Investigating Sequence Length")
    assert doc._.kg_proposes == []


def test_proposes_called_name_not_the_description(nlp):
    doc = run(nlp, "In this paper, we propose a novel KV cache merging approach, called KVMerger, to achieve "
                   "adaptive KV cache compression for long-context tasks.")
    assert doc._.kg_proposes == ["kvmerger"]


def test_proposes_called_needs_a_proposing_verb(nlp):
    doc = run(nlp, "In this paper, we study a fundamental model of proximity graphs, called MRNG, from a "
                   "theoretical perspective.")
    assert doc._.kg_proposes == []


def test_proposes_not_a_modifier_of_another_noun(nlp):
    doc = run(nlp, "More importantly, we develop specialized CUDA kernels to make it compatible with "
                   "FlashAttention.")
    assert doc._.kg_proposes == []


def test_proposes_novel_technique_only_at_its_first_mention(nlp):
    doc = run(nlp, "We present KVMerger, which drops tokens via a novel random layerwise token dropping technique.")
    assert doc._.kg_proposes == ["kvmerger", "random-layerwise-token-dropping"]
    doc = run(nlp, "Mixture-of-experts models are popular. We present KVMerger, including novel "
                   "mixture-of-experts designs.")
    assert doc._.kg_proposes == ["kvmerger"]


def test_proposes_technique_phrase_with_method_head(nlp):
    doc = run(nlp, "To facilitate merging, we develop an effective yet straightforward merging set "
                   "identification algorithm to identify suitable states.")
    assert doc._.kg_proposes == ["merging-set-identification"]
    assert doc.user_data["kg_entities"]["merging-set-identification"]["type"] == "Technique"


def test_proposes_sibling_system_and_subject_fallback(nlp):
    doc = run(nlp, "This paper introduces DeepSpeed-Chat, a novel system. It offers a robust DeepSpeed-RLHF "
                   "system for training.")
    assert doc._.kg_proposes == ["deepspeed-chat", "deepspeed-rlhf"]
    doc = run(nlp, "ZeRO-Offload changes the large model training landscape. ZeRO-Offload enables large model "
                   "training by offloading data and compute to CPU.")
    assert doc._.kg_proposes == ["zero-offload"]


def test_survey_proposes_nothing(nlp):
    text = ("This survey aims to summarize the emerging challenges. We present FedHC as an example of a "
            "framework.")
    assert is_survey(text, "")
    assert is_survey("We summarize.", "A Survey of Multi-Tenant Deep Learning Inference on GPU")
    assert not is_survey("We present FedHC.", "FedHC: A Scalable Federated Learning Framework")
    assert run(nlp, text)._.kg_proposes == []


def test_baselines_than_and_list(nlp):
    doc = run(nlp, "Based on our insights, we propose Speed-ANN, a parallel similarity search algorithm. We "
                   "evaluate Speed-ANN on a wide range of datasets and show its shorter query latency than NSG "
                   "and HNSW, respectively.")
    assert doc._.kg_proposes == ["speed-ann"]
    assert doc._.kg_baselines == ["nsg", "hnsw"]


def test_baselines_named_techniques_after_outperforms(nlp):
    doc = run(nlp, "Notably, our zero-shot method outperforms all existing prompt engineering and fine-tuning "
                   "methods on GPT-3.5, achieving an accuracy of 69.68% on the MedQA dataset.")
    assert doc._.kg_baselines == ["prompt-engineering", "fine-tuning"]


def test_baselines_compare_with_list_after_including(nlp):
    doc = run(nlp, "We propose KVMerger. Using the LongBench benchmark, we compare our method with other KV "
                   "cache compression techniques, including H2O and CaM, showing that our method achieves superior "
                   "performance.")
    assert doc._.kg_baselines == ["kv-cache-compression", "h2o", "cam"]


def test_baselines_example_after_generic_methods(nlp):
    doc = run(nlp, "We can obtain a 5-layer model while achieving better performance than previous "
                   "state-of-the-art methods, e.g., the TinyBERT.")
    assert doc._.kg_baselines == ["tinybert"]


def test_baselines_skip_modified_names_and_the_proposed_one(nlp):
    doc = run(nlp, "We present FedHC. FedHC retains 99% of the zero-shot accuracy compared to the original "
                   "GPT-3 training recipe and runs faster than FedHC without caching.")
    assert doc._.kg_baselines == []
    doc = run(nlp, "We present KVMerger. It offers significantly larger capacity than the RAMs.")
    assert doc._.kg_baselines == []  # hardware is a baseline only for a paper proposing hardware


def test_baselines_hardware_when_the_paper_proposes_hardware(nlp):
    doc = run(nlp, "We propose SHARP as a hardware accelerator. SHARP achieves 2x, 2.8x, and 82x speedups on "
                   "average compared to the state-of-the-art ASIC, FPGA, and GPU implementations, respectively.",
              title="SHARP: An Adaptable, Energy-Efficient Accelerator for Recurrent Neural Network")
    assert doc._.kg_proposes == ["sharp"]
    assert doc._.kg_baselines == ["asic", "fpga", "gpu"]
    assert [(r["value"], r["metric"], r["system"], r["baseline"]) for r in doc._.kg_results] == [
        ("2", "speedup", "sharp", "asic"), ("2.8", "speedup", "sharp", "fpga"), ("82", "speedup", "sharp", "gpu")]


def test_baselines_setting_where_and_using_alone(nlp):
    doc = run(nlp, "We present ZeRO-Offload. It trains models 4.5x larger compared to using model parallelism "
                   "alone, and 10x larger compared to popular framework such as PyTorch.")
    assert doc._.kg_baselines == ["model-parallelism", "pytorch"]


def test_roles_through_the_extractor_on_a_seed_abstract(seed_paths):
    from kg.extract import Extractor
    from kg.readers import ReadReport, read_sources

    papers = [p for p in read_sources(seed_paths, report=ReadReport())
              if p.title and (p.title.startswith("Speed-ANN:") or p.title.startswith("A Survey of Multi-Tenant"))]
    assert len(papers) == 2
    ex = Extractor()
    by_title = {p.title.split(":")[0]: ex.extract(p) for p in papers}
    speed = by_title["Speed-ANN"]
    labels = {e.key: e.label for e in speed.entities}
    assert [labels[k] for k in speed.proposes] == ["Speed-ANN"]
    assert sorted(labels[k] for k in speed.baselines) == ["HNSW", "NSG"]
    survey = by_title["A Survey of Multi-Tenant Deep Learning Inference on GPU"]
    assert survey.proposes == [] and survey.baselines == []


def test_baselines_a_class_of_unnamed_systems_is_not_a_baseline(nlp):
    doc = run(nlp, "We present FedHC. FedHC outperforms existing KV cache compression systems by 1.5-2.8x.")
    assert doc._.kg_baselines == []
    doc = run(nlp, "We present FedHC. FedHC outperforms existing KV cache compression systems such as H2O in accuracy.")
    assert doc._.kg_baselines == ["h2o"]


def test_proposes_enumerated_components_after_key_mechanisms(nlp):
    doc = run(nlp, "This is achieved using two key mechanisms. First, the universal checkpoint format, which "
                   "consists of a consolidated representation. Second, the universal checkpoint language, a "
                   "simple specification language.")
    assert doc._.kg_proposes == ["universal-checkpoint-format", "universal-checkpoint-language"]


def test_proposes_what_the_proposed_system_proposes(nlp):
    doc = run(nlp, "We present FedHC, a system for federated learning. To reduce fragmentation, FedHC proposes "
                   "Unified Paging.")
    assert doc._.kg_proposes == ["fedhc", "unified-paging"]


def test_proposes_design_and_implementation_of_name(nlp):
    doc = run(nlp, "We present the design and implementation of Drizzle, a serverless inference platform.")
    assert doc._.kg_proposes == ["drizzle"]


def test_a_name_the_system_matches_is_a_baseline():
    # styled on graph-analytics compilers: "and match Gunrock within 8% on an A100 GPU" lost Gunrock (the verb
    # "match" was no comparison, only "matches" and "matching" were)
    rec = _record("SpGraph kernels are 1.9x faster than GraphBLAS on a CPU and match Gunrock within 8% on an A100 "
                  "GPU.")
    assert rec["baselines"] == ["GraphBLAS", "Gunrock"]


def test_a_compared_system_with_what_it_served_is_a_baseline():
    # styled on delta-compressed model serving: "higher throughput than vLLM serving full models" lost vLLM (the
    # participle and its object read as a phrase the name modified)
    rec = _record("DeltaZip achieves 2x to 12x higher throughput than vLLM serving full models and 1.5x over Punica "
                  "with LoRA-style batching.")
    assert rec["baselines"] == ["vLLM", "Punica"]


def test_a_baseline_described_by_its_number_format_and_kind():
    # styled on FP8 training: "75% faster than the widely adopted BF16 framework Megatron-LM" lost Megatron-LM (a
    # number format stopped the description before the name)
    rec = _record("Our framework runs 75% faster than the widely adopted BF16 framework Megatron-LM, surpassing the "
                  "speed of Nvidia Transformer Engine by 37%.")
    assert rec["baselines"] == ["Megatron-LM", "Transformer Engine"]  # (written without its maker's name)


def test_an_implementation_of_a_name_does_not_propose_it():
    # styled on machine-learned potentials: "We describe a strong-scaling implementation of Allegro in LAMMPS"
    # proposed Allegro, a model the abstract names as existing work
    rec = _record("Machine-learned interatomic potentials such as NequIP and Allegro offer near-quantum accuracy. "
                  "We describe a strong-scaling implementation of Allegro in LAMMPS using Kokkos.")
    assert rec["proposes"] == []
    rec = _record("We present the design and implementation of Drizzle, a serverless inference platform.")
    assert rec["proposes"] == ["Drizzle"]


def test_baselines_each_with_its_own_factor(nlp):
    doc = run(nlp, "We design KVMerger. KVMerger outperforms H2O by 1.8x and CaM by 2.3x in accuracy.")
    assert doc._.kg_baselines == ["h2o", "cam"]


def test_proposes_our_system_name(nlp):
    doc = run(nlp, "Serverless inference suffers from cold starts. Our system, Drizzle, keeps models warm.")
    assert doc._.kg_proposes == ["drizzle"]


def test_proposes_a_term_introduced_as_a_novel_metric(nlp):
    doc = run(nlp, "We present FedHC, a system. FedHC optimizes liveput, a novel metric that measures the expected "
                   "training throughput under preemptions.")
    assert doc._.kg_proposes == ["fedhc", "liveput"]
    assert doc.user_data["kg_entities"]["liveput"]["type"] == "Metric"


def test_proposes_an_unknown_term_introduced_as_a_new_mechanism_not_a_known_one():
    # styled on diffusion serving: "... are widened ... by live re-sharding, a new mechanism that ..." proposed no
    # part (no first person, no system in the sentence); a known name so described is another's
    assert _record("We present Skein. Running requests are widened between denoising steps by live re-sharding, a "
                   "new mechanism that migrates activations.")["proposes"] == ["Skein", "live re-sharding"]
    assert _record("We present Skein. Prior systems rely on FlashAttention, a new attention algorithm that tiles."
                   )["proposes"] == ["Skein"]


def test_proposes_title_case_technique_before_colon_is_not_a_name(nlp):
    doc = run(nlp, "We study how to compress caches.", title="KV Cache Compression: What Works and What Does Not")
    assert doc._.kg_proposes == []


def test_proposes_name_in_apposition_after_a_description(nlp):
    doc = run(nlp, "We introduce an efficient KV cache compression scheduler, Sarathon, inspired by paging.")
    assert doc._.kg_proposes == ["sarathon"]


def test_baselines_over_and_against_need_a_comparison(nlp):
    doc = run(nlp, "We present FedHC. FedHC distributes prompt engineering over FlashAttention, and it stays "
                   "robust against fine-tuning.")
    assert doc._.kg_baselines == []
    doc = run(nlp, "We present FedHC. FedHC is faster over FlashAttention, and we evaluated it against PyTorch.")
    assert doc._.kg_baselines == ["flashattention", "pytorch"]


def test_proposes_lowercase_coined_names_and_new_subjects(nlp):
    doc = run(nlp, "In this paper, we present zkServe, a verifiable serving system.")
    assert doc._.kg_proposes == ["zkserve"]
    doc = run(nlp, "Zephyrus is a new scheduling framework for training jobs. It packs jobs onto GPUs.")
    assert doc._.kg_proposes == ["zephyrus"]
    doc = run(nlp, "PyTorch is a popular framework for deep learning. We study its memory use.")
    assert doc._.kg_proposes == []


def test_proposes_coined_name_before_a_technique_phrase_is_one_system(nlp):
    doc = run(nlp, "Besides, a new LayerToken KV cache compression is proposed for pretraining problems.",
              unknown=("LayerToken",))
    assert doc._.kg_proposes == ["layertoken-kv-cache-compression"]
    assert [e.text for e in doc.ents if e.label_ == "System"] == ["LayerToken KV cache compression"]


def test_baselines_names_no_component_found(nlp):
    doc = run(nlp, "We present FedHC. FedHC is 2x faster than Quokka and Zebra-2 on long prompts.")
    assert doc._.kg_baselines == ["quokka", "zebra-2"]
    assert {e.text for e in doc.ents if e.label_ == "System"} >= {"Quokka", "Zebra-2"}


def test_proposes_a_list_of_contributions(nlp):
    doc = run(nlp, "We propose FlashAttention and KVMerger to serve long prompts.")
    assert doc._.kg_proposes == ["flashattention", "kvmerger"]
    doc = run(nlp, "We propose two techniques: adaptive KV cache compression and KV cache merging.")
    assert doc._.kg_proposes == ["adaptive-kv-cache-compression", "kv-cache-merging"]
    doc = run(nlp, "We propose FlashAttention, a kernel, and evaluate it against PyTorch.")
    assert doc._.kg_proposes == ["flashattention"]


def test_baselines_possessive_name(nlp):
    doc = run(nlp, "We present FedHC. FedHC trains 2x faster compared with PyTorch's data parallel engine.")
    assert doc._.kg_baselines == ["pytorch"]


def test_survey_titles_and_vision_names():
    assert is_survey("We argue for open models.", "Position: Open Models Matter")
    assert not is_survey("Vision Transformers split images into patches.", "Vision Transformers: Patches Everywhere")


def test_proposes_not_the_known_kind_of_an_unnamed_method(nlp):
    doc = run(nlp, "We propose a novel checkpointing method that halves memory.")
    assert doc._.kg_proposes == []
    doc = run(nlp, "We propose a method based on checkpointing that halves memory.")
    assert doc._.kg_proposes == ["checkpointing"]


def test_new_name_mentions_keep_their_case(nlp):
    doc = run(nlp, "We present Zoomer, a vector search engine. Zoomer lets users zoomer in; ZOOMER scales.")
    assert [e.text for e in doc.ents if e.ent_id_ == "zoomer"] == ["Zoomer", "Zoomer", "ZOOMER"]


def test_roles_one_key_per_name():
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns([{"label": "Dataset", "pattern": "The Pile", "id": "the-pile"},
                        {"label": "Dataset", "pattern": "Pile", "id": "pile"}])
    nlp.add_pipe("kg_results")
    nlp.add_pipe("kg_roles")
    title = "The Pile: An 800GB Dataset of Diverse Text"
    doc = nlp.make_doc(title + "\n\nWith this in mind, we present the Pile: an English text corpus.")
    doc.user_data["abstract_start"] = len(title) + 2
    doc.user_data["kg_entities"] = {"the-pile": {"label": "The Pile", "type": "Dataset", "aliases": [], "known": False},
                                    "pile": {"label": "Pile", "type": "Dataset", "aliases": [], "known": False}}
    for _, proc in nlp.pipeline:
        doc = proc(doc)
    assert doc._.kg_proposes == ["the-pile"]
    assert doc._.kg_results == []  # "An 800GB Dataset" describes the data, it is not an outcome


def test_baselines_no_names_from_references_to_tables(nlp):
    doc = run(nlp, "We present FedHC. FedHC is 2x faster than Table 3 reports for SOTA systems.")
    assert doc._.kg_baselines == []


def test_proposes_no_names_from_references(nlp):
    doc = run(nlp, "In this paper, we introduce Algorithm 1 and present Table 2 with our measurements.")
    assert doc._.kg_proposes == []


def test_proposes_the_name_set_off_after_a_description(nlp):
    # arXiv 2512.13678 and 2512.13667 (../shared/data/formats/arxiv_atom_page.xml): "a <description> <head>, X,"
    doc = run(nlp, "We present a feedforward method, Steer3D, to add text steerability to image-to-3D models, "
                   "which enables editing of generated 3D assets with language.")
    assert doc._.kg_proposes == ["steer3d"]
    doc = run(nlp, "We introduce a stylometric method, StyloSpeaker, which incorporates character, word, token, "
                   "sentence, and style features from the stylometric literature on authorship.")
    assert doc._.kg_proposes == ["stylospeaker"]
    doc = run(nlp, "We propose a CUDA kernel library, Quokkaflow, that overlaps communication with computation.")
    assert doc._.kg_proposes == ["quokkaflow"]  # not CUDA, which only describes the library


def test_proposes_no_name_after_a_description_without_commas(nlp):
    doc = run(nlp, "We present a feedforward method to add text steerability to Steer3D models.")
    assert doc._.kg_proposes != ["steer3d"]


def test_baselines_a_factor_of_another_systems_metric(nlp):
    # in the style of vector-search abstracts: "2.6x the throughput of X", "41x that of Y" compare with X and Y
    doc = run(nlp, "We present FedHC. FedHC reaches 5,200 queries per second, which is 2.6x the throughput of NSG "
                   "and 41x that of HNSW at equal recall.", unknown=("FedHC",))
    assert doc._.kg_baselines == ["nsg", "hnsw"]
    doc = run(nlp, "We present FedHC. The index takes 40% of the memory of NSG.")
    assert doc._.kg_baselines == ["nsg"]  # a share compares too (test_baselines_whose_measure_a_share_is_of)
    doc = run(nlp, "We present FedHC. The index takes 40% of the memory.")
    assert doc._.kg_baselines == []


def test_proposes_a_released_harness_named_after_a_comma(nlp):
    doc = run(nlp, "We release our measurement harness, EnergyBench, to support reproducible energy studies.")
    assert doc._.kg_proposes == ["energybench"]


def _record(text, title=None):
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    return record_of("p", Extractor().extract(Paper(key="p", title=title, abstract=text)), acronyms=False)


def test_proposes_what_we_crafted():
    # Monolith (ByteDance, 2022): "first, we crafted a collisionless embedding table with optimizations such as ..."
    rec = _record("In this paper, we present Monolith, a system tailored for online training. Our contributions are "
                  "manifold: first, we crafted a collisionless embedding table to reduce its memory footprint.")
    assert rec["proposes"] == ["Monolith", "collisionless embedding table"]


def test_proposes_the_name_set_off_after_a_long_description():
    # NIRVANA (NSDI 2024): "we present an end to end text-to-image system, NIRVANA, that uses the approximate-caching
    # ...": the article stands nine tokens before the description's head
    rec = _record("Based on this idea, we present an end to end text-to-image system, NIRVANA, that uses the "
                  "approximate-caching with a novel cache management-policy.")
    assert rec["proposes"] == ["NIRVANA"]


def test_proposes_a_second_described_name_joined_by_and():
    # styled in the manner of MoE-serving abstracts: two contributions, each set off by its description
    rec = _record("MoE-Lightning introduces CGOPipe, a novel CPU-GPU-I/O pipelining schedule, and HRM, a "
                  "Hierarchical Roofline Model that guides the search for the best policy.")
    assert rec["proposes"] == ["CGOPipe", "HRM"]
    assert not any("I/O" in n or n.endswith("-I") for ns in rec["entities"].values() for n in ns)  # I/O is no name
    # a later "and NAME, a ..." after another verb is no second proposal
    rec = _record("We propose FlexPipe, a pipeline scheduler, and evaluate it on GPT-3 and BERT, a strong baseline.")
    assert rec["proposes"] == ["FlexPipe"]


def test_baselines_the_system_whose_quantity_is_changed_by_a_factor():
    # in the manner of arXiv 2306.10209 (ZeRO++): "reduces communication volume of ZeRO by 4x"
    rec = _record("This paper introduces three techniques, which we collectively refer to as ZeRO++. Collectively, "
                  "ZeRO++ reduces communication volume of ZeRO by 4x, enabling up to 2.16x better throughput at "
                  "384 GPU scale, and forces batch size per GPU to be small.")
    assert rec["proposes"] == ["ZeRO++"] and rec["baselines"] == ["ZeRO"]
    assert "batch size per GPU" in rec["entities"]["Metric"]  # the unit of work keeps its capitals
    # "refer to as" names the contribution; "referred to as" about prior work does not
    rec = _record("Prior work, referred to as FooBar, is slow. This paper introduces three techniques, which we "
                  "collectively refer to as ZeRO++.")
    assert rec["proposes"] == ["ZeRO++"]
    # "of" a name with no factor after it compares nothing
    rec = _record("We present ZeRO++. ZeRO++ reduces the communication volume of ZeRO stages.")
    assert rec["baselines"] == []


def test_baselines_the_model_compressed_by_a_factor():
    # arXiv 1910.06188 (Q8BERT): "compress BERT by 4x"; arXiv 1910.01108 (DistilBERT): "reduce the size of a BERT
    # model by 40%": the smaller model is compared with the one it was made from
    rec = _record("In this work we show how to perform quantization-aware training during the fine-tuning phase of "
                  "BERT in order to compress BERT by 4x with minimal accuracy loss.")
    assert rec["baselines"] == ["BERT"]
    rec = _record("We leverage knowledge distillation during the pre-training phase and show that it is possible to "
                  "reduce the size of a BERT model by 40%, while retaining 97% of its capabilities.")
    assert rec["baselines"] == ["BERT"]
    # any other quantity of a model is the model served, not compared (Deja Vu above)
    assert _record("Our system reduces the inference latency of OPT-175B by 2x.")["baselines"] == []


def test_proposes_a_name_typed_by_the_description_it_names():
    # arXiv 2305.14314 (QLoRA): "Our best model family, which we name Guanaco, ..." names a model
    rec = _record("We present QLoRA, an efficient finetuning approach. Our best model family, which we name Guanaco, "
                  "outperforms all previous openly released models.")
    assert "Guanaco" in rec["entities"]["Model"] and "Guanaco" in rec["proposes"]
    # styled: a benchmark called X is a dataset, a system called Y a system
    rec = _record("We release a benchmark called Tracebench. We build a system called Foobar.")
    assert rec["entities"]["Dataset"] == ["Tracebench"] and rec["entities"]["System"] == ["Foobar"]


def test_proposes_a_capitalised_method_name_set_off_after_its_description():
    # Semantic Scholar sample, record 764a616937a5 (ELMER): the pre-training objective is named, and a named
    # method the paper presents as its own is a System (the guideline's "Sequence Length Warmup")
    rec = _record("In this paper, we propose ELMER: an efficient and effective PLM for NAR text generation. Besides, "
                  "we propose a novel pre-training objective, Layer Permutation Language Modeling, to pre-train "
                  "ELMER by permuting the exit layer for each token in sequences.")
    assert rec["proposes"] == ["ELMER", "Layer Permutation Language Modeling"]
    assert "Layer Permutation Language Modeling" in rec["entities"]["System"]
    # styled: a capitalised name ending in a technique word, proposed, is a System too; "simple but effective"
    # is no technique of its own
    rec = _record("We introduce a new scheduling technique, Chunked Prefill Scheduling, which splits prefills. "
                  "We also design a simple but effective strategy that moves experts.")
    assert rec["proposes"] == ["Chunked Prefill Scheduling"]
    assert rec["entities"]["System"] == ["Chunked Prefill Scheduling"]
    assert "Technique" not in rec["entities"] or "but effective" not in rec["entities"]["Technique"]


def test_proposes_an_unnamed_method_whose_first_word_looks_like_an_adjective():
    # styled: "gradient" ends like an adjective ("-ent") but is the phrase's first noun when one word alone
    # would be left before the head
    rec = _record("We propose a hierarchical gradient sketching algorithm that cuts traffic.")
    assert rec["proposes"] == ["hierarchical gradient sketching"]
    rec = _record("We propose a novel efficient method that cuts traffic.")
    assert rec["proposes"] == []
    # Semantic Scholar sample, record 4b851c426d65: the head keeps its final s where it is no plural
    rec = _record("Therefore, this paper proposes a relational analysis method of industrial data based on "
                  "business context.")
    assert rec["proposes"] == ["relational analysis"]


def test_a_field_or_unit_is_no_proposed_or_compared_name(sample_record):
    # Semantic Scholar sample, record 1d0f7aefd79b: "artificial intelligence (AI) techniques ... we present a
    # new AI approach to automatically design a central processing unit (CPU)" proposes no system "AI"
    rec = sample_record("semantic_scholar_paper.json", "1d0f7aefd79b")
    assert rec["proposes"] == ["Binary Speculation Diagram"]
    assert "AI" not in rec["entities"]["System"]
    # styled: a molecular-communication abstract's "whereby" modifies nothing
    rec = _record("The resulting molecular communication scenario, whereby communication takes place in an "
                  "unconventional manner, is new.")
    assert rec["entities"]["Technique"] == ["molecular communication"]


def test_a_task_acronym_is_no_baseline(sample_record):
    # arXiv 2512.13560 (../shared/data/formats/arxiv_atom_page.xml): "Human-centric anomaly detection (AD)" is a
    # task, so "IADNet outperforms existing Human-centric AD baselines" names no baseline
    rec = sample_record("arxiv_atom_page.xml", "2512.13560")
    assert rec["baselines"] == [] and "AD" not in rec["entities"]["System"]
    assert rec["proposes"][0] == "Interaction Anomaly Detection Network"


def test_semantic_scholar_abstracts_passive_proposal_signals_and_pieces_of_long_forms(sample_record):
    # record b5fe4cd533bd: "a Multi-Domain Model-Agnostic Meta-Learning (MDMAML) approach is proposed", and
    # "Electroencephalogram (EEG)" is a signal, no system
    rec = sample_record("semantic_scholar_paper.json", "b5fe4cd533bd")
    assert rec["proposes"] == ["Multi-Domain Model-Agnostic Meta-Learning"]
    assert rec["entities"]["System"] == ["Multi-Domain Model-Agnostic Meta-Learning"]
    # record 2c5dfc4ca766: "obtains outperformed Return of Investment (ROI)" compares with no "Return"
    rec = sample_record("semantic_scholar_paper.json", "2c5dfc4ca766")
    assert rec["baselines"] == [] and "Return" not in rec["entities"]["System"]
    # record 491a1b8d433e: "in a Q3 2021 Letter to Investors": a quarter of a year
    assert "Q3" not in sample_record("semantic_scholar_paper.json", "491a1b8d433e")["entities"]["System"]


def test_a_number_format_after_a_baseline_name_is_no_part_of_it():
    # in the manner of arXiv 2306.00978 (AWQ): "more than 3x speedup over the Huggingface FP16 implementation on
    # both desktop and mobile GPUs" compares with Huggingface; the 64GB of a named device is no outcome, and an
    # astronomical model size is a model size
    rec = _record("The astronomical model size raises the hardware barrier for serving. Alongside AWQ, we implement "
                  "an inference framework, offering more than 3x speedup over the Huggingface FP16 implementation "
                  "on both desktop and mobile GPUs. It also democratizes the deployment of the 70B Llama-2 model on "
                  "mobile GPU (NVIDIA Jetson Orin 64GB).")
    assert rec["baselines"] == ["Huggingface"] and "Huggingface" in rec["entities"]["System"]
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(3.0, "x")]
    assert "model size" in rec["entities"]["Metric"]


def test_baselines_a_served_model_a_named_schedule_and_a_second_comparison():
    # in the manner of arXiv 2310.17157 (Deja Vu): "reduce the inference latency of OPT-175B by over 2X compared
    # to the state-of-the-art FasterTransformer, and over 6X compared to the widely used Hugging Face
    # implementation": the model is what is served; both values are latencies
    rec = _record("We propose DejaVu, a system that speeds up LLM inference. We validate that DejaVu can reduce the "
                  "inference latency of OPT-175B by over 2X compared to the state-of-the-art FasterTransformer, and "
                  "over 6X compared to the widely used Hugging Face implementation.")
    assert rec["baselines"] == ["FasterTransformer", "Hugging Face"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.0, "inference latency"),
                                                                   (6.0, "inference latency")]
    # in the manner of arXiv 2401.10241 (Zero Bubble): "outperforms the 1F1B schedule up to 15% in throughput"
    rec = _record("We introduce a scheduling strategy that removes pipeline bubbles. Our method outperforms the 1F1B "
                  "schedule up to 15% in throughput under a similar memory limit.")
    assert len(rec["baselines"]) == 1 and rec["baselines"][0].startswith("1F1B")


def test_proposes_a_model_class_describing_an_unnamed_contribution_is_not_proposed():
    # styled: "we build a DNN compiler" proposes no DNN; a name given to it is proposed
    assert _record("We build a DNN compiler for edge devices.")["proposes"] == []
    assert _record("We present FooNet, a new DNN model for vision.")["proposes"] == ["FooNet"]


def test_proposes_a_named_dataflow_and_a_component_named_in_brackets():
    # in the manner of Eyeriss (ISSCC 2016): "using a proposed processing dataflow, called row stationary (RS)";
    # of MCUNet (arXiv 2007.10319): "a framework that jointly designs the efficient neural architecture
    # (TinyNAS) and ...": a coined name given to a part of the proposed system is proposed with it
    rec = _record("Eyeriss is an accelerator for deep convolutional neural networks. Eyeriss achieves these goals "
                  "by using a proposed processing dataflow, called row stationary (RS), on a spatial architecture.")
    assert "row stationary" in rec["proposes"]
    rec = _record("We propose MCUNet, a framework that jointly designs the efficient neural architecture (TinyNAS) "
                  "and the lightweight inference engine, enabling ImageNet-scale inference on microcontrollers.")
    assert rec["proposes"] == ["MCUNet", "TinyNAS"]


def test_baselines_joined_systems_an_edition_word_and_no_contrast():
    # in the manner of RAGCache (arXiv 2404.12457): "compared to vLLM integrated with Faiss" compares with both;
    # of MCUNet: "rather than layer-wise optimization" is no comparison, and "compared to TF-Lite Micro and
    # CMSIS-NN" names two baselines
    rec = _record("We propose RAGCache, a caching system for RAG. RAGCache improves the throughput by up to 2.1x "
                  "compared to vLLM integrated with Faiss.")
    assert [b.lower() for b in rec["baselines"]] == ["vllm", "faiss"]
    rec = _record("We propose MCUNet. TinyEngine adapts the memory scheduling according to the overall network "
                  "topology rather than layer-wise optimization, reducing the memory usage by 3.4x, and "
                  "accelerating the inference by 1.7-3.3x compared to TF-Lite Micro and CMSIS-NN.")
    assert len(rec["baselines"]) == 2 and rec["baselines"][0].startswith("TF-Lite") and \
        rec["baselines"][1] == "CMSIS-NN"


def test_roles_names_after_their_description_are_compared_and_proposed():
    # in the manner of ToCa (arXiv 2410.05317): "outperforming the step-level caching method DeepCache and the
    # layer-level method FORA"; styled: "Compared with the state-of-the-art search method REBASE, ..."; of
    # MoE-Lightning (arXiv 2411.11217): "MoE-Lightning introduces a novel CPU-GPU-I/O pipelining schedule, CGOPipe,"
    rec = _record("We propose ToCa, a token caching method. ToCa achieves 2.36x acceleration, outperforming the "
                  "step-level caching method DeepCache and the layer-level method FORA.")
    assert rec["baselines"] == ["DeepCache", "FORA"]
    rec = _record("We propose SpecVerify. Compared with the state-of-the-art search method REBASE, SpecVerify "
                  "achieves 4.1% higher pass@1 at the same compute budget.")
    assert rec["baselines"] == ["REBASE"]
    rec = _record("In this paper, we propose a high-throughput MoE batch inference system, MoE-Lightning. "
                  "MoE-Lightning introduces a novel CPU-GPU-I/O pipelining schedule, CGOPipe, with paged weights.")
    assert rec["proposes"] == ["MoE-Lightning", "CGOPipe"]


def test_proposes_no_title_phrase_opening_with_a_preposition(sample_record):
    # arXiv 2512.13641 (../shared/data/formats/arxiv_atom_page.xml): "From Code to Field: Evaluating the
    # Robustness of Convolutional Neural Networks ..." names no system
    rec = sample_record("arxiv_atom_page.xml", "2512.13641")
    assert "From Code to Field" not in rec["entities"]["System"] and rec["proposes"] == []


def test_baselines_past_a_bracket_after_a_name_and_a_value_with_its_owner(sample_record):
    # arXiv 2512.13608 (../shared/data/formats/arxiv_atom_page.xml): "outperforming both the MetaAI DINOv2
    # baseline (0.73, 95\% CI: ...) and DenseNet-121 (0.74, ...)": the list goes on past the brackets
    rec = sample_record("arxiv_atom_page.xml", "2512.13608")
    assert "DenseNet-121" in rec["baselines"]
    # styled in the manner of Horovod (arXiv 1802.05799): "compared to 50% for standard distributed TensorFlow"
    # names the baseline after its value; of H2O (arXiv 2306.14048): a hyphenated edition word ends a name
    rec = _record("We present Horovod. Horovod achieves 88% scaling efficiency on 128 Pascal GPUs, compared to 50% "
                  "for standard distributed TensorFlow.")
    assert rec["baselines"] == ["TensorFlow"]
    rec = _record("We propose H2O. H2O improves the throughput over three leading inference systems DeepSpeed "
                  "Zero-Inference, Hugging Face Accelerate, and FlexGen by up to 29x, 29x, and 3x.")
    assert len(rec["baselines"]) == 3 and rec["baselines"][0].startswith("DeepSpeed") and \
        rec["baselines"][2] == "FlexGen"


def test_roles_the_proposed_technique_with_its_short_form_and_a_common_kind_compared():
    # styled in the manner of LongLoRA (arXiv 2309.12307): "The proposed shifted sparse attention (S2-Attn)" is
    # the paper's own; of GaLore (arXiv 2403.03507): "than common low-rank adaptation methods such as LoRA"
    rec = _record("We present LongLoRA, an efficient fine-tuning approach. The proposed shifted sparse attention "
                  "(S2-Attn) effectively enables context extension.")
    assert rec["proposes"] == ["LongLoRA", "shifted sparse attention"]
    rec = _record("We propose Gradient Low-Rank Projection (GaLore), a training strategy that is more "
                  "memory-efficient than common low-rank adaptation methods such as LoRA.")
    assert rec["baselines"] == ["low-rank adaptation"]


def test_roles_a_survey_of_techniques_that_proposes_a_novel_one_and_systems_listed_after_their_kind():
    # in the manner of Megatron-LM (arXiv 2104.04473): "We survey techniques for pipeline parallelism and propose
    # a novel interleaved pipeline parallelism schedule" is no survey; of FasterMoE (PPoPP 2022): "compared with
    # state-of-the-art systems for large models, including ZeRO, GShard, and BASE Layer"
    rec = _record("We survey techniques for pipeline parallelism and propose a novel interleaved pipeline "
                  "parallelism schedule that can improve throughput by 10+%.")
    assert rec["proposes"] == ["interleaved pipeline parallelism schedule"]
    rec = _record("We propose FasterMoE. It achieves 1.37x - 17.87x speedup compared with state-of-the-art systems "
                  "for large models, including ZeRO, GShard, and BASE Layer.")
    assert rec["baselines"][:2] == ["ZeRO", "GShard"] and rec["baselines"][2].startswith("BASE Layer")
    assert _record("This paper surveys pipeline parallelism. We survey techniques for it.")["proposes"] == []


def test_proposes_a_method_invented_with_the_adjective_naming_its_kind():
    # in the manner of FasterMoE (PPoPP 2022): "we invent a dynamic shadowing approach to cope with load imbalance"
    rec = _record("We propose FasterMoE. Then, guided by this model, we invent a dynamic shadowing approach to "
                  "cope with load imbalance.")
    assert rec["proposes"] == ["FasterMoE", "dynamic shadowing"]


def test_baselines_after_their_values_against_them():
    # styled in the manner of speculative-decoding and autoscaling papers: ", against 2.2 for Medusa and 2.6 for
    # EAGLE", ", against 81.2% for HPA"
    rec = _record("We present CodeDraft. CodeDraft accepts 3.1 tokens per step on HumanEval and MBPP, against 2.2 "
                  "for Medusa and 2.6 for EAGLE.")
    assert rec["baselines"] == ["Medusa", "EAGLE"]
    rec = _record("We present Forecaster. Forecaster keeps P99 time-to-first-token under 2 s for 98.7% of minutes, "
                  "against 81.2% for HPA.")
    assert rec["baselines"] == ["HPA"]


def test_baselines_a_plain_word_inside_a_list_and_a_parallel_share(sample_record):
    # arXiv 2512.13617 (../shared/data/formats/arxiv_atom_page.xml): "baselines including GCN, GraphSAGE, and
    # standard GAT, with a 6.6 percent improvement in accuracy on MUTAG and a 2.2 percent improvement on PROTEINS"
    rec = sample_record("arxiv_atom_page.xml", "2512.13617")
    assert rec["baselines"] == ["GCN", "GraphSAGE", "graph attention network"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(6.6, "accuracy"), (2.2, "accuracy")]


def test_roles_an_opening_subject_presented_and_a_previously_proposed_baseline(sample_record):
    # arXiv 2512.13532 (../shared/data/formats/arxiv_atom_page.xml): "An adaptive sampling approach for efficient
    # detection of bifurcation boundaries ... is presented herein"; 2512.13576: "outperforms the previously
    # proposed DSR decoding method"; "has been proposed" stays background
    assert "adaptive sampling" in sample_record("arxiv_atom_page.xml", "2512.13532")["proposes"]
    assert "DSR decoding" in sample_record("arxiv_atom_page.xml", "2512.13576")["baselines"]
    assert _record("A pruning method has been proposed before. It is slow.")["proposes"] == []


def test_proposes_a_lower_case_method_defined_by_the_clause_after_it(sample_record):
    # arXiv 2512.13680 (../shared/data/formats/arxiv_atom_page.xml): "we introduce layer-wise scale alignment,
    # which segments depth predictions into discrete layers"; "cannot process streaming videos" names no
    # "process streaming"; a generic head stays unnamed ("We propose two methods, which ...")
    rec = sample_record("arxiv_atom_page.xml", "2512.13680")
    assert "layer-wise scale alignment" in rec["proposes"]
    assert "process streaming" not in rec["entities"]["Technique"]
    assert _record("We propose two methods, which help. We introduce a new perspective, which helps.")["proposes"] == []


def test_proposes_the_numbered_components_of_the_proposed_system(sample_record):
    # arXiv 2512.13478 (../shared/data/formats/arxiv_atom_page.xml): "NRR integrates three components: (1)
    # Multi-Vector Embeddings that ..., (2) Non-Collapsing Attention that ..., and (3) Contextual Identity
    # Tracking (CIT), which ..."; Semantic Scholar record d3088d8aad33: "(ii) Tutor Response Generation (TRG)"
    props = sample_record("arxiv_atom_page.xml", "2512.13478")["proposes"]
    assert {"Multi-Vector Embeddings", "Non-Collapsing Attention", "Contextual Identity Tracking"} <= set(props)
    assert "Tutor Response Generation" in sample_record("semantic_scholar_paper.json", "d3088d8aad33")["proposes"]


def test_baselines_listed_after_a_plural_kind_and_no_platform_introduced(sample_record):
    # styled in the manner of Roller (OSDI 2022): "compared to existing compilers like TVM and Ansor"; Semantic
    # Scholar record 9be96dfc894b: "introduces the ethical concerns associated with introducing platforms such as
    # ChatGPT" proposes no ChatGPT
    rec = _record("We present ROLLER. ROLLER gives a speedup of 3 orders of magnitude compared to existing "
                  "compilers like TVM and Ansor.")
    assert "Ansor" in rec["baselines"]
    assert sample_record("semantic_scholar_paper.json", "9be96dfc894b")["proposes"] == []


def test_roles_competitive_with_named_methods_and_a_released_model():
    # styled in the manner of offline-RL papers: "PEVI-Lin is competitive with CQL and IQL"; of Segment Anything
    # (arXiv 2304.02643): "We are releasing the Segment Anything Model (SAM)"
    assert _record("We propose PEVI-Lin. PEVI-Lin is competitive with CQL and IQL.")["baselines"] == ["CQL", "IQL"]
    rec = _record("We introduce the Segment Anything (SA) project. We are releasing the Segment Anything Model "
                  "(SAM) and corresponding dataset (SA-1B).")
    assert "Segment Anything Model" in rec["proposes"]


def test_proposes_released_checkpoints_of_a_model():
    # in the manner of Flan (arXiv 2210.11416): "We also publicly release Flan-T5 checkpoints"
    assert _record("We also publicly release Flan-T5 checkpoints, which achieve strong few-shot performance."
                   )["proposes"] == ["Flan-T5"]


def test_proposes_a_lower_case_model_family():
    # in the manner of Consistency Models (arXiv 2303.01469): "we propose consistency models, a new family of
    # models that generate high quality samples"
    rec = _record("To overcome this limitation, we propose consistency models, a new family of models that generate "
                  "high quality samples by directly mapping noise to data.")
    assert rec["proposes"] == ["consistency model"] and rec["entities"]["Model"] == ["consistency model"]


def test_proposes_no_means_that_describes_the_input(sample_record):
    # arXiv 2512.13440 (../shared/data/formats/arxiv_atom_page.xml): "IBD digitized slides stained with hematoxylin
    # and eosin (H&E)" describes the slides; the stain is no means of the proposed IMILIA
    assert "hematoxylin and eosin" not in sample_record("arxiv_atom_page.xml", "2512.13440")["proposes"]


def test_baselines_a_method_that_performs_as_well_as_named_ones():
    # in the manner of arXiv 2512.13524 (../shared/data/formats/arxiv_atom_page.xml): "perform just as well as more
    # state-of-the-art optimizers like SMAC, TPE, DEHB"; "GPUs as well as CPUs" compares nothing
    rec = _record("We propose FooOpt. Our method performs just as well as state-of-the-art optimizers like SMAC, TPE, "
                  "and DEHB.")
    assert rec["baselines"] == ["SMAC", "TPE", "DEHB"]
    assert _record("We propose FooOpt. Our method uses GPUs as well as CPUs and performs well.")["baselines"] == []


def test_baselines_whose_kernels_are_compared():
    # in the manner of vAttention (arXiv 2405.04437): "compared to the use of PagedAttention-based kernels of
    # FlashAttention and FlashInfer"; "the CUDA kernels of our system" names no baseline
    rec = _record("We present vAttention. It improves LLM serving throughput by up to 1.23x compared to the use of "
                  "PagedAttention-based kernels of FlashAttention and FlashInfer.")
    assert rec["baselines"] == ["FlashAttention", "FlashInfer"]
    assert _record("We present FooBar. It beats the CUDA kernels of our system.")["baselines"] == []


def test_baselines_the_system_a_compared_technique_runs_in():
    # styled in the manner of MoE-offloading papers: "two orders of magnitude faster than naive offloading with
    # Hugging Face Accelerate" compares with Accelerate
    rec = _record("We present ExpertCache. It is 2.1x faster than llama.cpp with partial offloading and two orders "
                  "of magnitude faster than naive offloading with Hugging Face Accelerate.")
    # (and the technique it runs: helper gold names both in 8 of 8 records, "to ring all-reduce in NCCL")
    assert rec["baselines"] == ["llama.cpp", "offloading", "Hugging Face Accelerate"]


def test_baselines_a_name_after_its_description(sample_record):
    # arXiv 2512.13607 (../shared/data/formats/arxiv_atom_page.xml): "Our 14B model, after RL, outperforms its SFT
    # teacher, DeepSeek-R1-0528, on LiveCodeBench"
    assert sample_record("arxiv_atom_page.xml", "2512.13607")["baselines"] == ["DeepSeek-R1-0528"]


def test_baselines_a_name_before_a_described_baseline():
    # in the manner of arXiv 2512.13434 (../shared/data/formats/arxiv_atom_page.xml): "a DenseNet-169 convolutional
    # baseline"; "the CUDA kernel library" is what is compared, not CUDA
    assert _record("We present USF-MAE. USF-MAE outperforms a DenseNet-169 convolutional baseline by 2%."
                   )["baselines"] == ["DenseNet-169"]
    assert _record("We present USF-MAE. USF-MAE outperforms the CUDA kernel library.")["baselines"] == []


def test_baselines_the_name_a_based_modifier_describes():
    # styled on FFCV (2023): "the DALI-based PyTorch baseline" is PyTorch's pipeline (built with DALI)
    rec = _record("We present FFCV, a library for fast training. Using FFCV, we train ResNet-50 in 20 minutes on "
                  "8 A100 GPUs, 3x faster than the DALI-based PyTorch baseline.")
    assert rec["baselines"] == ["PyTorch"]


def test_baselines_a_device_model_before_its_class_and_no_venue():
    # styled in the manner of accelerator papers: "than an NVIDIA V100 GPU" compares with the V100; "the digital
    # PIM design in ISSCC 2023" names a venue, no system
    rec = _record("We present CirTrans, an FPGA accelerator. CirTrans achieves a 5.6x higher energy efficiency than an "
                  "NVIDIA V100 GPU and 2.3x higher throughput than the prior FPGA accelerator FTRANS.")
    assert rec["baselines"] == ["V100", "FTRANS"]
    rec = _record("We present a PIM macro. Compared with the digital PIM design in ISSCC 2023, it improves energy "
                  "efficiency by 2.1x.")
    assert "ISSCC" not in rec["entities"]["System"]


def test_proposes_no_device_the_contribution_runs_on():
    # styled on GPU gradient boosting (XGBoost, 2017): "We present a GPU algorithm for gradient boosting" proposed
    # the GPU; a named device before another noun describes the contribution too ("a Jetson framework"), but a
    # named accelerator is one ("the SHARP accelerator")
    assert _record("We present a GPU algorithm for gradient boosting that builds histograms.")["proposes"] == []
    assert _record("We present an FPGA design for attention.")["proposes"] == []
    assert _record("We present a Jetson framework for drones.")["proposes"] == []
    assert _record("We present the SHARP accelerator for RNNs.")["proposes"] == ["SHARP accelerator"]


def test_proposes_a_name_we_term_or_dub(sample_record):
    # styled on sparse fine-tuning (SquareHead, 2023): "an L2-based distillation approach we term SquareHead";
    # the Semantic Scholar sample: "which we dub an agent-in-context" made a name "agent-" cut at its hyphen
    assert _record("To address this, we determine an L2-based distillation approach we term SquareHead which "
                   "enables accurate recovery.")["proposes"] == ["SquareHead"]
    rec = sample_record("semantic_scholar_paper.json", "b5cbf377f8fb")
    assert rec["proposes"] == [] and "agent-" not in rec["entities"]["Technique"]


def test_baselines_a_system_equipped_with_a_described_one():
    # styled on Hidet (2023): "the compiler TVM equipped with scheduler AutoTVM and Ansor" (TVM and its schedulers
    # were no baselines: a description stood between "with" and the name)
    rec = _record("We propose Hidet. Hidet outperforms ONNX Runtime and the compiler TVM equipped with scheduler "
                  "AutoTVM and Ansor, by up to 1.48x.")
    assert rec["baselines"] == ["ONNX Runtime", "TVM", "AutoTVM", "Ansor"]


def test_baselines_a_model_matched_or_at_parity_with():
    # styled on small code models (2023): "achieves parity with StarCoderBase-1B ..., and it matches CodeGen-2B"
    rec = _record("We design TinyCoder, a code model. TinyCoder achieves parity with StarCoderBase-1B on HumanEval "
                  "and MBPP, and it matches CodeGen-2B on MultiPL-E.")
    assert rec["baselines"] == ["StarCoderBase-1B", "CodeGen 2B"]


def test_proposes_the_name_a_proposal_is_implemented_as():
    # styled on unified sequence parallelism (USP, 2024): "We propose a hybrid of ring attention and all-to-all
    # sequence parallelism, implemented as USP in Megatron-LM"; a plugin is no name
    assert _record("We propose a hybrid of ring attention and all-to-all sequence parallelism, implemented as USP "
                   "in Megatron-LM.")["proposes"] == ["USP"]
    assert _record("We propose a new scheduler, implemented as a plugin for Kubernetes.")["proposes"] == []


def test_baselines_the_subjects_of_a_contrast_that_do_worse():
    # styled on diffusion quantization (EdgeDiff-like): "..., where Q-Diffusion and PTQ4DM lose 3.1 and 5.6";
    # a clause that only contrasts names no baseline
    rec = _record("We propose EdgeDiff. With 4-bit weights, EdgeDiff keeps the FID of Stable Diffusion v1.5 within "
                  "0.4 of the FP16 model, where Q-Diffusion and PTQ4DM lose 3.1 and 5.6.")
    assert rec["baselines"] == ["Q-Diffusion", "PTQ4DM"]
    rec = _record("We propose EdgeDiff. EdgeDiff runs on phones, while Q-Diffusion targets servers and falls "
                  "back to FP16.")
    assert rec["baselines"] == []


def test_proposes_a_named_system_a_paper_describes():
    # styled on industry system papers: "This paper describes the design of PaLM-Serve, our production inference
    # system"; a described method is no proposal (dev seed-09: "we describe an AI-native computing paradigm")
    assert _record("This paper describes the design of PaLM-Serve, our production inference system.")[
        "proposes"] == ["PaLM-Serve"]
    assert _record("We describe an AI-native computing paradigm for serving models.")["proposes"] == []


def test_proposes_a_dataset_we_construct_collect_or_curate(sample_record):
    # arXiv 2512.13495 (the Atom page): "We construct Soul-1M, ... and we carefully curate Soul-Bench"; styled:
    # "We collect TraceHub, a corpus of ..."; a thing a method constructs is no proposal (dev seed-12: "we then
    # construct the KV cache in an adaptive manner")
    assert sample_record("arxiv_atom_page.xml", "2512.13495")["proposes"] == ["Soul", "Soul-1M", "Soul-Bench"]
    assert _record("We collect TraceHub, a corpus of 1.2 million GPU kernel traces.")["proposes"] == ["TraceHub"]
    assert _record("We then construct the KV cache in an adaptive manner.")["proposes"] == []


def test_proposes_the_name_given_before_a_passive_proposal():
    # styled on memory-efficient fine-tuning papers: "A gradient projection method, named ProjFT, is proposed"
    # proposed the method's description, not its name
    assert _record("Full fine-tuning needs memory. A gradient projection method, named ProjFT, is proposed to keep "
                   "optimizer states in a low-rank subspace.")["proposes"] == ["ProjFT"]
    assert _record("An adaptive sampling approach for efficient detection is presented herein.")["proposes"] == [
        "adaptive sampling"]


def test_proposes_a_novel_thing_named_with_called(sample_record):
    # styled: "Zap uses a novel memory allocator, called SlabMem"; the Semantic Scholar sample: "I favour a novel
    # solution called the Anti-Turing Test"
    assert _record("We present Zap, a system that co-locates training and inference. Zap uses a novel memory "
                   "allocator, called SlabMem, and a preemptive scheduler.")["proposes"] == ["Zap", "SlabMem"]
    assert "Anti-Turing Test" in sample_record("semantic_scholar_paper.json", "9c134bfcb5ed")["proposes"]


def test_proposes_names_in_an_enumeration_of_contributions():
    # styled on failure-study papers: "Our contributions are: (1) ...; (2) FaultLens, a diagnosis tool; and (3) ..."
    # (FaultLens was typed a dataset by the next item's head, and not proposed)
    rec = _record("Our contributions are: (1) a characterization of GPU failures; (2) FaultLens, a diagnosis tool; "
                  "and (3) an open dataset of 2,000 incidents.")
    assert rec["proposes"] == ["FaultLens"] and rec["entities"]["System"] == ["FaultLens"]


def test_baselines_listed_after_the_word_baselines_or_in_brackets():
    # styled on serving papers: "We compare against three baselines: Orca, vLLM, and TGI", "Baselines include
    # FasterTransformer and DeepSpeed-Inference", "compared with state-of-the-art systems (Alpa, Megatron-LM)"
    assert _record("We present Zap. We compare against three baselines: Orca, vLLM, and TGI.")["baselines"] == [
        "Orca", "vLLM", "TGI"]
    assert _record("We present Zap. Baselines include FasterTransformer and DeepSpeed-Inference.")["baselines"] == [
        "FasterTransformer", "DeepSpeed-Inference"]
    assert _record("We present Zap. Zap is compared with state-of-the-art systems (Alpa, Megatron-LM) and shows "
                   "gains.")["baselines"] == ["Alpa", "Megatron-LM"]


def test_baselines_a_second_compared_thing_after_a_margin():
    # styled: "outperforms the best prior method by 12% and the widely used vLLM by 2x" (the unnamed first
    # compared thing ended the scan before vLLM)
    assert _record("We present Zap. Zap outperforms the best prior method by 12% and the widely used vLLM by 2x.")[
        "baselines"] == ["vLLM"]


def test_proposes_what_we_open_source():
    # styled on federated fine-tuning frameworks: "We open-source Nimbus, our framework for ..." (three tokens);
    # weights we open-source, or what another open-sources, are no proposal
    assert _record("We open-source Nimbus, our framework for federated fine-tuning.")["proposes"] == ["Nimbus"]
    assert _record("Meta open-sources Llama 2.")["proposes"] == []


def test_baselines_whose_compared_thing_is_named_after_of():
    # styled: "Zap outperforms the kernels of FlashAttention" (the unnamed kernels ended the scan)
    assert _record("We present Zap. Zap outperforms the kernels of FlashAttention.")["baselines"] == ["FlashAttention"]
    assert _record("We present Zap. Zap is faster than the state of the art.")["baselines"] == []


def test_baselines_the_subject_of_a_contrast_that_needs_more():
    # styled on memory-efficient fine-tuning: "..., while GaLore needs 31 GB"; a need without an amount compares
    # nothing
    assert _record("We propose ProjFT. ProjFT fine-tunes Llama-2-13B on a single 24 GB GPU, while GaLore needs "
                   "31 GB.")["baselines"] == ["GaLore"]
    assert _record("We propose Zap. Zap runs fast, while vLLM needs more memory.")["baselines"] == []


def test_baselines_a_compared_name_with_a_participle_of_how_it_ran():
    # styled: "2x faster than vLLM running on A100 GPUs", "than the CPU tool minimap2 running on 64 cores" (the
    # participle made the name a modifier)
    assert _record("We present Zap. Zap is 2x faster than vLLM running on A100 GPUs.")["baselines"] == ["vLLM"]
    assert _record("We present GASAL3. GASAL3 aligns reads 21x faster than the CPU tool minimap2 running on 64 "
                   "cores.")["baselines"] == ["minimap2"]


def test_proposes_a_method_set_off_after_our_approach():
    # styled: "Our approach, cache-aware speculative decoding, reduces latency" (a lower-case method, no name)
    assert _record("Our approach, cache-aware speculative decoding, reduces latency.")["proposes"] == [
        "cache-aware speculative decoding"]
    assert _record("Our system uses quantization, pruning and caching.")["proposes"] == []


def test_an_editorial_proposes_nothing_and_is_no_name(sample_record):
    # Semantic Scholar: "Editorial: Artificial intelligence for education" made "Editorial" a proposed system
    for paper in ("3514935db9e1", "cb2bb61a484d", "98e596cd4a49"):
        rec = sample_record("semantic_scholar_paper.json", paper)
        assert "Editorial" not in rec["entities"]["System"] and rec["proposes"] == [], paper


def test_the_names_a_compared_class_of_methods_is_shown_by_are_baselines_with_it():
    # styled on Shockwave and QuIP#: the class and its named examples, as the dev gold has "other KV cache
    # compression techniques, including H2O and CaM"
    rec = _record("We design Shockwave, a scheduler with future planning. Results show that Shockwave improves "
                  "makespan by 1.3x and fairness by 2x when compared with existing fair scheduling schemes such as "
                  "Themis and Gavel.")
    assert rec["proposes"] == ["Shockwave"] and rec["baselines"] == ["fair scheduling", "Themis", "Gavel"]
    rec = _record("In this work, we introduce QuIP#, a weight-only PTQ method. Our experiments show that QuIP# "
                  "outperforms existing PTQ methods such as AWQ and OmniQuant.")
    assert set(rec["baselines"]) == {"PTQ", "AWQ", "OmniQuant"}


def test_a_compared_name_and_the_network_it_ran_over():
    # styled on SwitchML: "over 100 Gbps RDMA" is how NCCL ran, not a second compared thing, and no result
    rec = _record("Our approach, SwitchML, reduces the volume of exchanged data by aggregating the model updates "
                  "in the network. Compared to NCCL over 100 Gbps RDMA, SwitchML delivers 2.27x higher aggregation "
                  "throughput on a Tofino switch.")
    assert rec["proposes"] == ["SwitchML"] and rec["baselines"] == ["NCCL"]
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(2.27, "x", "aggregation throughput")]


def test_a_problem_the_paper_names_is_no_proposal():
    # styled on Perseus: "which we call energy bloat" names what the paper removes; a named method is proposed
    rec = _record("We observe that a significant portion of the energy can be removed without slowing down "
                  "training, which we call energy bloat. We propose Perseus, a unified optimization framework.")
    assert rec["proposes"] == ["Perseus"]
    rec = _record("We propose a new scheduling technique, which we call lazy batching.")
    assert rec["proposes"] == ["lazy batching"]
    rec = _record("We show that index structures can be replaced with other types of models, including "
                  "deep-learning models, which we term learned indexes.")
    assert rec["proposes"] == ["learned index"]


def test_the_subject_of_a_contrast_that_reaches_a_lower_score_is_a_baseline():
    # styled on a KV-cache distillation paper and a fault-tolerant pipeline paper
    rec = _record("We introduce DistilKV, which compresses evicted keys and values into summary tokens. DistilKV "
                  "keeps 10% of the KV cache while retaining 97.8% of the full-cache accuracy on LongBench, whereas "
                  "SnapKV retains 91.2% at the same budget.")
    assert rec["proposes"] == ["DistilKV"] and rec["baselines"] == ["SnapKV"]
    rec = _record("We present Bamboo-R. Bamboo-R keeps 91% of the failure-free throughput, while checkpoint-restart "
                  "with CheckFreq keeps 54%.")
    assert rec["baselines"] == ["checkpoint-restart", "CheckFreq"]  # (the technique and the system that runs it)


def test_the_system_an_unnamed_compared_thing_is_in_is_the_baseline():
    # styled on a tensor-parallel overlap paper: "over the hand-written overlap in TransformerEngine"
    rec = _record("We present Loom, a compiler pass. Loom improves the training throughput of GPT-3 175B by 1.24x "
                  "over Megatron-LM's default schedule and by 1.09x over the hand-written overlap in "
                  "TransformerEngine.")
    assert rec["baselines"] == ["Megatron-LM", "TransformerEngine"]
    # a model the compared setting was run on is no baseline
    rec = _record("We present Loom, a compiler pass. Loom improves throughput by 1.2x over the default setting "
                  "in GPT-3.")
    assert rec["baselines"] == []


def test_a_known_name_of_another_kind_set_off_after_a_described_contribution_is_proposed():
    # styled on a straggler study: the vocabulary knows Falcon as a model
    rec = _record("We design a lightweight straggler mitigation scheme, Falcon, that reassigns data loading work "
                  "and throttles co-located jobs.")
    assert rec["proposes"] == ["Falcon"]


def test_a_title_slogan_of_phrases_before_its_colon_is_no_name(sample_record):
    # styled on a prompt-compression paper, and the S2 sample's "Gathering Strength, Gathering Storms: ..."
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    ex = Extractor().extract(Paper(key="p", title="Fewer Tokens, Same Answers: Prompt Compression for RAG",
                                   abstract="We propose CompRAG, a query-aware prompt compressor."))
    assert record_of("p", ex)["proposes"] == ["CompRAG"]
    rec = sample_record("semantic_scholar_paper.json", "f67e3225d115")
    assert rec["proposes"] == [] and "Gathering Strength, Gathering Storms" not in rec["entities"]["System"]


def test_a_second_contrasted_subject_whose_verb_is_elided_is_a_baseline():
    rec = _record("We introduce StreamPipe, a data loader. StreamPipe keeps 512 H100 GPUs above 95% utilization, "
                  "whereas PyTorch's DataLoader reaches 61% and FFCV 83%.")
    assert rec["proposes"] == ["StreamPipe"] and "FFCV" in rec["baselines"]


def test_whose_level_a_contribution_reaches_is_a_baseline():
    # styled on an auto-scheduler paper: "reaches the performance of Ansor's schedules"
    rec = _record("We present AutoKernel. On ResNet-50, AutoKernel reaches the performance of Ansor's schedules with "
                  "8.3x fewer hardware measurements.")
    assert "Ansor" in rec["baselines"]
    rec = _record("We present AutoKernel. AutoKernel matches the accuracy of TVM with 8x fewer measurements.")
    assert rec["baselines"] == ["TVM"]
    rec = _record("We present QKV. QKV retains the accuracy of the full model.")
    assert rec["baselines"] == []


def test_the_system_a_compared_part_belongs_to_and_a_later_value_for_a_name_are_baselines():
    # styled on a diffusion-serving cache and a speculative decoding paper
    rec = _record("We present NIRVANA, an approximate cache. NIRVANA outperforms the exact-match cache of GPTCache, "
                  "which hits only 4% of requests.")
    assert rec["baselines"] == ["GPTCache"]
    rec = _record("We propose MoD, a mixture of drafters. MoD achieves a 2.9x speedup over autoregressive decoding "
                  "on MT-Bench, versus 2.2x for a single general drafter and 2.6x for Medusa.")
    assert rec["baselines"] == ["autoregressive decoding", "Medusa"]


def test_the_setting_whose_quantity_a_verb_changes_is_no_baseline():
    # styled on a serverless tensor-sharing paper; a named system there still is ("communication volume of ZeRO")
    rec = _record("We present Tetris. Tetris reduces the memory footprint of serverless inference by up to 93% and "
                  "increases the number of functions per machine by 4.3x.")
    assert rec["baselines"] == []
    rec = _record("We present ZeRO++. ZeRO++ reduces the communication volume of ZeRO by 4x.")
    assert rec["baselines"] == ["ZeRO"]


def test_a_task_whose_latency_is_cut_is_no_baseline():
    # styled on a structured-generation runtime: "reduces the latency of JSON decoding by 1.6x"
    rec = _record("We present StructGen. StructGen improves throughput by up to 5.1x over vLLM, and reduces the "
                  "latency of JSON decoding by 1.6x.")
    assert rec["baselines"] == ["vLLM"]


def test_techniques_enumerated_after_we_propose_n_optimization_techniques_are_proposed():
    # styled on an MoE inference paper: items in sentence case, one a known technique, one a capitalised name
    rec = _record("We propose three optimization techniques to mitigate sources of inefficiencies, namely (1) "
                  "Dynamic gating, (2) Expert Buffering, and (3) Expert load balancing.")
    assert rec["proposes"] == ["Dynamic gating", "Expert Buffering", "Expert load balancing"]


def test_systems_run_one_after_the_other_after_a_compared_score_are_baselines():
    rec = _record("We present JSQ. On WikiText-2, JSQ reaches a perplexity of 4.78 on LLaMA-65B, compared with 5.32 "
                  "for SparseGPT followed by GPTQ.")
    assert rec["baselines"] == ["SparseGPT", "GPTQ"]


def test_the_system_a_compared_technique_is_used_by_is_a_baseline_with_it():
    # styled on a GNN feature-caching paper: "2.2x over a per-GPU cache as used by PaGraph"
    rec = _record("We present FeatCache. FeatCache improves inference throughput by 4.1x over DGL and 2.2x over a "
                  "per-GPU cache as used by PaGraph.")
    assert rec["baselines"] == ["DGL", "per-GPU cache", "PaGraph"]


def test_a_plain_name_set_off_after_a_described_head_in_a_proposal_is_proposed():
    # styled on a tile-graph compiler paper: the name comes after a first contribution's relative clause
    rec = _record("We propose a tile-graph abstraction that exposes the tiles each operator reads and writes, and a "
                  "compiler, Weft, that searches tile shapes jointly across operators. Weft outperforms TensorRT by "
                  "up to 3.1x.")
    assert "Weft" in rec["entities"]["System"]
    assert rec["proposes"] == ["Weft"] and rec["baselines"] == ["TensorRT"]
    # the same set-off name before the paper's own proposal is prior work
    rec = _record("Prior work uses a compiler, Weft, that searches tile shapes; we propose TileX, which fuses them.")
    assert "Weft" in rec["entities"]["System"] and rec["proposes"] == ["TileX"]


def test_a_name_before_a_planner_or_dispatcher_head_is_a_baseline():
    # styled on an embedding-sharding paper: "by 2.3x over the recent RecShard planner"
    rec = _record("We present Shard-Lab. Shard-Lab improves training throughput by 6.6x over a greedy heuristic and "
                  "by 2.3x over the recent RecShard planner, and cuts tail latency by 2x over the Clockwork dispatcher.")
    assert rec["baselines"] == ["RecShard", "Clockwork"]


def test_a_second_compared_name_after_a_hedged_margin_is_a_baseline():
    # styled on a tile-graph compiler paper: the first margin is "by up to 3.1x", one token
    rec = _record("We present Weft. Weft outperforms TensorRT by up to 3.1x and PyTorch by 2.9x on average.")
    assert rec["baselines"] == ["TensorRT", "PyTorch"]
    rec = _record("We present Weft. Weft outperforms TensorRT by an average of 31% and PyTorch by 29%.")
    assert rec["baselines"] == ["TensorRT", "PyTorch"]
    # a second verb's object is no compared name
    rec = _record("We present Weft. Weft outperforms TensorRT by up to 3.1x and reduces memory by 2x.")
    assert rec["baselines"] == ["TensorRT"]


def test_the_model_whose_level_a_share_is_reached_of_is_a_baseline():
    # styled on QLoRA: "reaches 99.3% of the performance level of ChatGPT"
    rec = _record("We present Guanaco. Guanaco reaches 99.3% of the performance level of ChatGPT on the Vicuna "
                  "benchmark, and Foo reaches 90% of the accuracy of GPT-4.")
    assert rec["baselines"] == ["ChatGPT", "GPT-4"]


def test_a_name_before_heuristic_is_a_baseline():
    rec = _record("We present Decima-X. Decima-X improves average job completion time by 17% over the Graphene "
                  "heuristic.")
    assert rec["proposes"] == ["Decima-X"] and rec["baselines"] == ["Graphene"]


def test_a_makers_product_is_a_baseline_after_its_possessive():
    rec = _record("We present RecFast. RecFast achieves 2.6x higher throughput than Intel's IPEX and NVIDIA's "
                  "TensorRT.")
    assert rec["baselines"] == ["IPEX", "TensorRT"]


def test_a_name_followed_by_a_preposition_of_place_is_proposed():
    # styled on a heterogeneous-GPU serving paper: "and build HexServe around it"
    rec = _record("We formulate placement over heterogeneous GPUs as a mixed-integer linear program, and build "
                  "HexServe around it.")
    assert rec["proposes"] == ["HexServe"]
    assert _record("We present HexServe atop Ray.")["proposes"] == ["HexServe"]


def test_a_systems_named_part_after_its_possessive_is_the_baseline():
    # styled on a learned cost-model paper: "the learned cost model of TVM's Ansor"
    rec = _record("We present TLP. TLP outperforms the learned cost model of TVM's Ansor by 2x.")
    assert "Ansor" in rec["baselines"]


def test_baselines_against_opening_a_result_sentence_and_the_level_of_those_of():
    # styled (on-device LLM compilation, tensor-program autotuning): "Against X, ..." opening a sentence of results
    # compares; "match those of X" reaches X's level. "Against" in other sentences still compares nothing.
    assert _record("We present MLC-Edge. Against llama.cpp on the same phones, MLC-Edge decodes 1.7x faster.")[
        "baselines"] == ["llama.cpp"]
    assert _record("We introduce Tessel. Tessel finds schedules that match those of Ansor while using 7.3x fewer "
                   "measurement trials.")["baselines"] == ["Ansor"]
    assert _record("We present Zap. Against Byzantine workers, Zap keeps training.")["baselines"] == []


def test_baselines_against_a_prior_design_or_a_state_of_the_art_system_opening_a_sentence():
    # styled on PIM attention and diffusion accelerators: "Against AttAcc, a prior PIM design ..., Riverbank
    # delivers" (a named design, compared by a system), "Against the recent Cambricon-D accelerator", "Against the
    # state-of-the-art xDiT" compared nothing; a device class still is no baseline of a system
    rec = _record("We present Riverbank, a heterogeneous inference system. Against AttAcc, a prior PIM design for "
                  "batched attention, Riverbank delivers up to 1.6x higher throughput.")
    assert rec["entities"]["Hardware"] == ["AttAcc"] and rec["baselines"] == ["AttAcc"]
    assert _record("We present QUILT, a sparse accelerator for diffusion. Against the recent Cambricon-D accelerator, "
                   "QUILT provides a further 1.8x speedup.")["baselines"] == ["Cambricon-D"]
    assert _record("We present QUILT, a system for diffusion. Against the state-of-the-art xDiT, QUILT provides a "
                   "further 1.8x speedup.")["baselines"] == ["xDiT"]
    assert _record("We present QUILT, a system for diffusion. Against the GPU, QUILT provides a further 1.8x "
                   "speedup.")["baselines"] == []


def test_baselines_whose_outcome_is_compared_and_a_named_tool_of_two_kind_words():
    # styled on tensor compilers and checkpointing: "a 2.3x speedup over those produced by TVM with AutoTVM
    # templates", "over the schedules found by Ansor" and "the default DeepSpeed checkpoint engine" compared nothing
    assert _record("We present Lantern, a compiler. Lantern achieves a 2.3x speedup over those produced by TVM with "
                   "AutoTVM templates, while keeping compile time low.")["baselines"] == ["TVM", "AutoTVM"]
    assert _record("We present Lantern, a compiler. Lantern achieves a 2.3x speedup over the schedules found by "
                   "Ansor.")["baselines"] == ["Ansor"]
    assert _record("We present Tidewater. Compared with CheckFreq and the default DeepSpeed checkpoint engine, "
                   "Tidewater delivers up to 2.7x higher throughput.")["baselines"] == ["CheckFreq", "DeepSpeed"]


def test_baselines_the_maker_of_a_compared_outcome_and_a_name_before_a_conjunction():
    # styled on edge video analytics and embedding compression: "compared with INT8 kernels tuned by Apache TVM" and
    # "relative to DHE because decompression is nearly free" compared nothing; a maker named by its class is none
    assert _record("We present Ember. It reduces tail latency by 58% compared with INT8 kernels tuned by Apache "
                   "TVM.")["baselines"] == ["Apache TVM"]
    assert _record("We present Ember. It is 2x faster than kernels generated by Triton.")["baselines"] == ["Triton"]
    assert _record("We present Sparrow. Latency improves by 35% relative to DHE because decompression is nearly "
                   "free.")["baselines"] == ["DHE"]
    assert _record("We present Ember. It is 2x faster than kernels generated by large language models.")[
        "baselines"] == []


def test_baselines_a_system_named_before_its_index():
    # styled on billion-scale vector search: "a 5.1x smaller memory footprint than an in-memory HNSW index" compared
    # nothing (a name before "index" modified another noun)
    rec = _record("We present Lodestar. Relative to SPANN, it cuts I/O amplification by 47%, and it requires a 5.1x "
                  "smaller memory footprint than an in-memory HNSW index.")
    assert rec["baselines"] == ["SPANN", "HNSW"]


def test_baselines_a_named_device_and_the_system_it_runs():
    # styled on on-device training accelerators and kernel generators: "than an STM32H7 microcontroller running
    # TinyEngine" and "Compared with an NVIDIA L40S running vLLM" compare both (the device read as a description
    # of the system); a class of device running a system is no baseline of a system's paper
    rec = _record("We present TALON, a training accelerator. TALON reaches 412 GOPS/W, 9.7x higher than an STM32H7 "
                  "microcontroller running TinyEngine.")
    assert rec["baselines"] == ["STM32H7", "TinyEngine"]
    rec = _record("We present Ember, a kernel generator. Compared with an NVIDIA L40S running vLLM, Ember achieves "
                  "1.4x better throughput per dollar.")
    assert rec["entities"]["Hardware"] == ["L40S"] and rec["baselines"] == ["L40S", "vLLM"]
    assert _record("We present Ember, a kernel generator. Ember is 1.4x faster than a GPU running vLLM.")[
        "baselines"] == ["vLLM"]


def test_baselines_a_systems_technique_names_the_system():
    # styled (speculative decoding with offloading; in-network aggregation): "DeepSpeed-Inference's ZeRO
    # offloading", "NCCL ring all-reduce" compare with the named systems, not the techniques they use
    assert _record("We present Zap. Zap is 8.1x faster than DeepSpeed-Inference's ZeRO offloading.")["baselines"] == [
        "DeepSpeed-Inference", "ZeRO"]
    assert _record("We present Zap. Zap speeds up training by 2.3x over NCCL ring all-reduce.")["baselines"] == [
        "NCCL"]


def test_baselines_a_value_for_each_name_and_a_described_baseline():
    # styled (4-bit weight quantization; sparse tensor compilation): "compared with a gap of 0.38 for AWQ and 0.62
    # for GPTQ" names both; "the dense cuBLAS baseline" names cuBLAS
    assert _record("We propose Zap. Its perplexity is within 0.1 of the FP16 model, compared with a gap of 0.38 for "
                   "AWQ and 0.62 for GPTQ.")["baselines"] == ["AWQ", "GPTQ"]
    assert _record("We introduce Zap. For pruned BERT inference, it is 1.7x faster than the dense cuBLAS "
                   "baseline.")["baselines"] == ["cuBLAS"]
    # (the dev set's FGD abstract: "close to the full softmax baseline accuracy" compares with full softmax, not
    # with softmax)
    assert _record("We propose Zap. Zap attains close to the full softmax baseline accuracy.")["baselines"] == [
        "full softmax"]


def test_baselines_a_described_baseline_named_after_i_e():
    # the FP8-LM abstract (arXiv 2310.18313): "ran 75% faster than the widely adopted BF16 framework (i.e.,
    # Megatron-LM)"; and "(e.g. X and Y)"
    assert _record("We propose FooLM. FooLM ran 75% faster than the widely adopted BF16 framework (i.e., "
                   "Megatron-LM).")["baselines"] == ["Megatron-LM"]
    assert _record("We propose FooLM. FooLM is faster than popular libraries (e.g. DeepSpeed and "
                   "Megatron-LM).")["baselines"] == ["DeepSpeed", "Megatron-LM"]


def test_proposes_what_we_suggest():
    # the Orca abstract (OSDI'22): "we suggest selective batching, which applies batching only to ..." is its second
    # technique; "our results suggest that ..." proposes nothing
    assert _record("We propose iteration-level scheduling. In addition, we suggest selective batching, which "
                   "applies batching only to a selected set of operations.")["proposes"] == [
        "iteration-level scheduling", "selective batching"]
    assert _record("Our results suggest that vLLM is fast.")["proposes"] == []


def test_baselines_how_close_it_comes_to_a_named_system():
    # styled on LLM-guided tensor program tuning: "within 5% of MetaSchedule's best", "within 1% of the accuracy
    # of GPT-4" compare with the named thing; "within 2% of full generation" names none
    assert _record("Tunex finds schedules within 5% of MetaSchedule's best after 64 trials.")["baselines"] == [
        "MetaSchedule"]
    assert _record("Its accuracy stays within 1% of the accuracy of GPT-4.")["baselines"] == ["GPT-4"]
    assert _record("Its FID stays within 2% of full generation.")["baselines"] == []


def test_baselines_a_compared_name_with_a_verb_of_its_own():
    # "16 times fewer than MetaSchedule needs": the name is the subject of the compared clause
    assert _record("The tuner finds good schedules after 64 trials, 16 times fewer than MetaSchedule needs.")[
        "baselines"] == ["MetaSchedule"]


def test_baselines_the_system_a_device_implementation_is_built_on():
    # styled on filtered vector search on GPUs: "12x that of a CPU implementation built on Faiss" compares with
    # Faiss (the device is where it ran); "a CPU baseline" names nothing
    assert _record("We present FiltIVF. FiltIVF reaches 6.8x the throughput of filtered CAGRA and 12x that of a CPU "
                   "implementation built on Faiss.")["baselines"] == ["CAGRA", "Faiss"]
    assert _record("We present FiltIVF. FiltIVF is 12x faster than a CPU baseline.")["baselines"] == []


def test_proposes_our_noun_set_off_before_a_new_name():
    # styled on federated-recommendation attacks: "Our attack, PIECK-B, mines ..." introduces it; "In our
    # experiments, GPT-4 ..." and "In our setting, GPT-4 ..." do not
    assert _record("Our attack, PIECK-B, mines popular items locally.")["proposes"] == ["PIECK-B"]
    assert _record("In our experiments, GPT-4 wins. In our setting, GPT-4 wins.")["proposes"] == []


def test_proposes_no_subject_after_a_phrase_of_means_with_our():
    # styled on DORY (2020): "Using our tool, GAP-8 can perform end-to-end inference" made the device the paper's
    # own; a name set off by commas after such a phrase is one ("Using our framework, FooBar, we ...")
    assert _record("Using our tool, GAP-8 can perform end-to-end inference of a network.")["proposes"] == []
    assert _record("Using our framework, FooBar, we reduce latency by 2x.")["proposes"] == ["FooBar"]


def test_baselines_a_compared_system_and_how_it_was_trained():
    # styled on medical segmentation: "Compared with nnU-Net trained per task" compares with nnU-Net; the LoRA
    # abstract's "Compared to GPT-3 175B fine-tuned with Adam" compares a way of training, not the model
    assert _record("We propose MedSAM-Lite. Compared with nnU-Net trained per task, MedSAM-Lite needs a single "
                   "prompt.")["baselines"] == ["nnU-Net"]
    assert "GPT-3 175B" not in _record("Compared to GPT-3 175B fine-tuned with Adam, LoRA can reduce the number "
                                       "of trainable parameters by 10,000 times.")["baselines"]


def test_baselines_named_after_such_as_in_a_lagging_clause():
    # styled on federated-recommendation attacks: "whereas prior attacks such as FedRecAttack reach at most
    # 12.4%"; but ", while MPS achieves up to 1.5x higher aggregate throughput" says MPS does better
    assert _record("We propose PIECK-B. PIECK-B raises the hit ratio to 48.7%, whereas prior attacks such as "
                   "FedRecAttack reach at most 12.4%.")["baselines"] == ["FedRecAttack"]
    assert _record("MIG wastes up to 40% of memory, while MPS achieves up to 1.5x higher aggregate throughput.")[
        "baselines"] == []


def test_baselines_each_value_for_a_name_past_how_the_first_ran():
    # styled on language-derived reward shaping: "compared with 54% for PPO with sparse rewards and 69% for
    # RL-VLM-F" names both
    assert _record("We propose LaRS. On 12 tasks, PPO with LaRS reaches an 81% average success rate, compared "
                   "with 54% for PPO with sparse rewards and 69% for RL-VLM-F.")["baselines"] == ["PPO", "RL-VLM-F"]


def test_baselines_a_compared_name_and_how_it_was_applied_or_prompted():
    # styled on video diffusion and clinical summarization: "outperforms ToMe applied per frame", "relative to
    # GPT-4 prompted without retrieval"
    assert _record("We propose TempMerge. TempMerge outperforms ToMe applied per frame.")["baselines"] == ["ToMe"]
    assert _record("We propose CiteSum. CiteSum reduces unsupported statements by 61% relative to GPT-4 prompted "
                   "without retrieval.")["baselines"] == ["GPT-4"]


def test_baselines_a_technique_kernel_in_a_named_system():
    # styled on AMD attention kernels: "over the dense attention kernel in vLLM's ROCm backend" compares with vLLM
    assert _record("Our kernels accelerate prefill by 2.3x over the dense attention kernel in vLLM's ROCm "
                   "backend.")["baselines"] == ["vLLM"]


def test_proposes_the_method_termed_after_a_comma():
    # styled on test-time calibration: "The method, termed TTA-Cal, also improves ..." names the paper's method;
    # "A prior method, termed FooBar, fails" does not
    assert _record("We show that a simple scheme works. The method, termed TTA-Cal, also improves selective "
                   "classification.")["proposes"] == ["TTA-Cal"]
    assert _record("A prior method, termed FooBar, fails.")["proposes"] == []


def test_proposes_no_technique_already_named_as_others_before_the_proposal(sample_record):
    # arXiv 2512.13666 (SEDULity): "previous studies have proposed various PoLs ... we propose a PoL framework":
    # the framework is new (named SEDULity), Proof-of-Learning is not
    rec = sample_record("arxiv_atom_page.xml", "2512.13666")
    assert rec["proposes"] == ["SEDULity"]


def test_proposes_a_new_name_the_paper_trains_and_describes():
    # styled on time-series foundation models: "pretrain TSFM-Syn, a 200M-parameter encoder, with ..."; "We train
    # GPT-2, a small model" trains a known one
    assert _record("We generate synthetic series and pretrain TSFM-Syn, a 200M-parameter encoder, with a "
                   "contrastive objective.")["proposes"] == ["TSFM-Syn"]
    assert _record("We train GPT-2, a small model, on it.")["proposes"] == []


def test_a_compared_sibling_name_is_a_baseline_not_proposed():
    # styled on heterogeneous-memory fine-tuning: "ZeRO-Infinity-Lite ... a 6x larger model than what ZeRO-Offload
    # supports": a sibling name (same prefix) the paper compares with
    rec = _record("We present ZeRO-Infinity-Lite, a heterogeneous memory system. ZeRO-Infinity-Lite enables "
                  "fine-tuning of a 65B-parameter model on a single server, a 6x larger model than what ZeRO-Offload "
                  "supports on the same hardware.")
    assert rec["proposes"] == ["ZeRO-Infinity-Lite"] and rec["baselines"] == ["ZeRO-Offload"]


def test_baselines_a_time_for_a_named_systems_own_way():
    # styled on fault-tolerant RLHF: "compared with 2.5 hours for DeepSpeed-Chat's restart-based recovery"
    assert _record("We design SpecCkpt. SpecCkpt recovers from failures in less than 10 minutes, compared with 2.5 "
                   "hours for DeepSpeed-Chat's restart-based recovery.")["baselines"] == ["DeepSpeed-Chat"]


def test_proposes_no_technique_the_paper_implements(sample_record):
    # arXiv 2512.13507 (Seedance 1.5 pro): "we implement meticulous post-training optimizations, including SFT
    # ... and RLHF": known methods put to use, not the paper's own
    assert sample_record("arxiv_atom_page.xml", "2512.13507")["proposes"] == ["Seedance 1.5 pro"]


def test_baselines_a_list_goes_on_past_an_unnamed_item():
    # styled on gradient-based data selection: "outperforms random selection, perplexity filtering and LESS"
    assert _record("We propose GradSelect. GradSelect outperforms random selection, perplexity filtering and LESS by "
                   "1.1 to 3.4 points in average accuracy.")["baselines"] == ["random selection", "LESS"]


def test_proposes_a_new_thing_the_sentence_says_is_proposed():
    # TurboTransformers (PPoPP 2021): "A memory allocation algorithm, which better balances ..., is designed for
    # variable-length input situations"; a scaling-law abstract of the bench corpus: "Finally, a proportion-dependent
    # multilingual scaling law is proposed to ..."; someone else's is not
    rec = _record("A memory allocation algorithm, which better balances the memory footprint and allocation/free "
                  "efficiency, is designed for variable-length input situations. Finally, a sharded key-value cache "
                  "is proposed to cut memory. A dynamic batching scheme was proposed by earlier work.")
    assert rec["proposes"] == ["memory allocation", "key-value cache"]


def test_proposes_a_gerund_of_proposing_needs_the_papers_work():
    # Halide (PLDI 2013): "a fundamental tension between parallelism, locality, and introducing redundant
    # recomputation" proposed the recomputation; so did prior work's "by introducing"
    assert _record("Efficient implementations require optimization of both parallelism and locality, but there is a "
                   "fundamental tension between parallelism, locality, and introducing redundant recomputation of "
                   "shared values.")["proposes"] == []
    assert _record("Prior work trades accuracy for speed by introducing random pruning.")["proposes"] == []
    # the paper's own system doing it by that means, or a sentence opening with it, still propose
    assert _record("We present Foo. Foo reduces latency by introducing speculative prefetching.")["proposes"] == [
        "Foo", "speculative prefetching"]


def test_baselines_a_list_goes_on_past_a_capitalised_word_that_is_no_name():
    # Halide (PLDI 2013): "up to 5x faster than hand-tuned C, intrinsics, and CUDA implementations"
    assert _record("We present an optimizing compiler for image processing pipelines. We demonstrate performance up "
                   "to 5x faster than hand-tuned C, intrinsics, and CUDA implementations optimized by experts."
                   )["baselines"] == ["CUDA"]
    # a list that ends before any name gives none
    assert _record("We present Foo. Foo is 2x faster than C, and it runs on CUDA GPUs.")["baselines"] == []


def test_baselines_a_list_goes_on_past_how_an_item_ran():
    # styled on SLO-aware LLM serving: "such as vLLM with priority scheduling, Sarathi-Serve and VTC"
    assert _record("We present Tempo. Tempo achieves up to 10.3x SLO goodput compared to state-of-the-art designs "
                   "such as vLLM with priority scheduling, Sarathi-Serve and VTC.")["baselines"] == [
        "vLLM", "Sarathi-Serve", "VTC"]


def test_a_designed_interconnect_is_hardware_compared_with_a_named_network():
    # styled on photonic interconnects: "We design LightLink, a silicon-photonic interconnect" (a device the paper
    # designs); "relative to a 400 Gbps InfiniBand fat-tree" compares with InfiniBand
    rec = _record("We design LightLink, a silicon-photonic interconnect that provides 3.2 Tbps per node. LightLink "
                  "reduces all-reduce time by 2.7x relative to a 400 Gbps InfiniBand fat-tree.")
    assert "LightLink" in rec["entities"]["Hardware"]
    assert rec["proposes"] == ["LightLink"] and rec["baselines"] == ["InfiniBand"]


def test_baselines_a_systems_default_configuration():
    # styled on dynamic-shape operator fusion: "over the PyTorch 2 default" compares with PyTorch 2
    assert _record("We introduce DynFuse. DynFuse speeds up BERT inference by 1.29x to 1.74x over the PyTorch 2 "
                   "default, and by up to 2.3x over TensorRT.")["baselines"] == ["PyTorch 2", "TensorRT"]


def test_a_techniques_named_variant_is_a_system_and_matching_a_value_of_x():
    # styled on federated analytics and mixture-of-depths ViTs: "We present TEE-FA" (a named variant of the TEE
    # acronym, a system); "matches the 81.8% top-1 accuracy of DeiT-B" compares with DeiT-B
    rec = _record("Trusted execution environments (TEEs) isolate code. We present TEE-FA, which aggregates client "
                  "reports inside enclaves. On ImageNet-1k, TEE-FA matches the 81.8% top-1 accuracy of DeiT-B.")
    assert "TEE-FA" in rec["entities"]["System"] and rec["proposes"] == ["TEE-FA"]
    assert rec["baselines"] == ["DeiT-B"]


def test_baselines_a_unit_after_by_and_a_number_is_no_name():
    # styled on monocular dynamic reconstruction: "outperforms ShapeMo by 2 dB" made "dB" a system and a baseline;
    # the list goes on past the unit: "and DynGauss by 3 dB"
    rec = _record("We introduce MoPrior. MoPrior outperforms ShapeMo by 2 dB and DynGauss by 3 dB in PSNR.")
    assert rec["baselines"] == ["ShapeMo", "DynGauss"] and "dB" not in rec["entities"]["System"]


def test_a_capitalised_compound_with_a_link_word_is_a_name():
    # styled on monocular dynamic reconstruction: "6 dB higher than the optimization-based Shape-of-Motion" compares
    # with Shape-of-Motion (a hyphenated compound was skipped as an adjective like "state-of-the-art"); one of
    # English stays none
    rec = _record("We introduce MoPrior. MoPrior reaches a PSNR 1.6 dB higher than the optimization-based "
                  "Shape-of-Motion, and outperforms State-of-the-Art methods by 2 dB.")
    assert rec["baselines"] == ["Shape-of-Motion"] and rec["entities"]["System"] == ["MoPrior", "Shape-of-Motion"]
    rec = _record("We present Look-Ahead-of-Time, a compiler for sparse tensor programs.")
    assert rec["proposes"] == ["Look-Ahead-of-Time"]


def test_baselines_a_systems_deployment():
    # styled on serving tabular foundation models: "14x higher throughput than a naive PyTorch deployment"
    # compares with PyTorch, as "the vanilla PyTorch implementation" does
    assert _record("We present TabServe. TabServe reaches 14x higher throughput than a naive PyTorch "
                   "deployment.")["baselines"] == ["PyTorch"]


def test_baselines_a_margin_above_or_below_a_named_one():
    # styled on generalist robot policies: "reaches 81.2% accuracy on ImageNet, 3.1 points above ResNet-50" compares
    # with ResNet-50 and the margin measures the accuracy
    rec = _record("We present FooNet. FooNet reaches 81.2% accuracy on ImageNet, 3.1 points above ResNet-50.")
    assert rec["baselines"] == ["ResNet-50"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(81.2, "accuracy"), (3.1, "accuracy")]


def test_baselines_a_name_after_its_description():
    # styled on GPU learned indexes: "1.6x higher than the state-of-the-art GPU hash table SlabHash" compares with
    # SlabHash (the device and the lower-case words describe it)
    rec = _record("We design GLIDE. GLIDE reaches 1.9 billion lookups per second, 1.6x higher than the "
                  "state-of-the-art GPU hash table SlabHash.")
    assert rec["baselines"] == ["SlabHash"]


def test_baselines_a_makers_word_between_the_description_and_the_name():
    # styled on GPU homomorphic encryption: "257x faster than the CPU library Microsoft SEAL" compared with nothing
    rec = _record("We present CheetahFHE. CheetahFHE bootstraps 257x faster than the CPU library Microsoft SEAL.")
    assert rec["baselines"] == ["SEAL"]


def test_baselines_more_than_an_amount_compares_with_nothing():
    # styled on sparse kernels: "on 73% of matrices with more than 90% sparsity" made sparsity a baseline
    rec = _record("We present SpKern. SpKern outperforms cuSPARSE on 73% of matrices with more than 90% sparsity.")
    assert rec["baselines"] == ["cuSPARSE"]


def test_baselines_the_system_a_compared_technique_ran_in():
    # styled on CXL memory for inference: "1.7x higher throughput than offloading to NVMe with FlexGen" named only
    # the technique
    rec = _record("We present CXLInfer. CXLInfer serves OPT-66B with 1.7x higher throughput than offloading to NVMe "
                  "with FlexGen.")
    assert rec["baselines"] == ["offloading", "FlexGen"]
    # (past how many devices: "on 512 A100 GPUs with DeepSpeed-MoE"; or in brackets: "quantization (QSGD)")
    rec = _record("We design WaferMoE. WaferMoE trains 2.2x faster than expert parallelism on 512 A100 GPUs with "
                  "DeepSpeed-MoE and cuts traffic by 1.7x relative to fixed 8-bit quantization (QSGD).")
    assert rec["baselines"] == ["expert parallelism", "DeepSpeed-MoE", "8-bit quantization", "QSGD"]


def test_baselines_the_device_version_of_a_named_system():
    # styled on GPU learning-to-rank: "14.2x faster than the CPU version of LightGBM" compared with nothing; so did
    # a system named in brackets after a device ("relative to running both phases on the GPU (MLC-LLM)")
    rec = _record("We present QuickRank. QuickRank trains 14.2x faster than the CPU version of LightGBM and 2.8x "
                  "faster than the GPU version of XGBoost on an A100.")
    assert rec["baselines"] == ["LightGBM", "XGBoost"]
    rec = _record("We propose SplitEdge. SplitEdge lowers time-to-first-token by 3.2x relative to running both "
                  "phases on the GPU (MLC-LLM).")
    assert rec["baselines"] == ["MLC LLM"]
    # (and a device's thing from a named library or run with a named system: "than the state-of-the-art GPU join
    # from the Crystal library", "relative to GPU-only execution with MLC LLM")
    rec = _record("We design DuoRun. DuoRun saves 36% energy per query relative to GPU-only execution with MLC LLM.")
    assert rec["baselines"] == ["MLC LLM"]
    rec = _record("We present RadixJoin. RadixJoin is 1.8x faster than the state-of-the-art GPU join from the "
                  "Crystal library.")
    assert rec["baselines"] == ["Crystal"]


def test_baselines_a_named_systems_snapshots_or_forecast():
    # styled on serverless snapshots: "outperforming Firecracker snapshots by 3.1x" compared with nothing (as "CUDA
    # kernels" of a name are the name's)
    rec = _record("We present SnapInfer. SnapInfer outperforms Firecracker snapshots by 3.1x on average.")
    assert rec["baselines"] == ["Firecracker"]
    # (and a named model's forecast: "outperforms the ECMWF HRES forecast")
    rec = _record("We present WeatherMesh-2. WeatherMesh-2 outperforms the ECMWF HRES forecast on 90% of targets.")
    assert rec["baselines"] == ["HRES"]


def test_baselines_a_name_restricted_or_limited_as_it_ran():
    # styled on heterogeneous auto-parallelism: "than Alpa restricted to the A100s" compared with nothing (a
    # participle after the name, as "configured with" was)
    rec = _record("We present HetAlpa. HetAlpa trains GPT-3 6.7B with 1.52x higher throughput than Alpa restricted "
                  "to the A100s and 2.08x higher than Megatron-LM with a uniform partition.")
    assert rec["baselines"] == ["Alpa", "Megatron-LM"]


def test_baselines_what_an_attack_is_run_against_is_no_baseline():
    # styled on federated-recommendation privacy: "Against FedNCF and FedGNN ..., our attack reaches an AUC of 0.91"
    # made the attacked systems baselines
    rec = _record("In this work, we demonstrate a membership inference attack. Against FedNCF and FedGNN trained on "
                  "MovieLens-1M, our attack reaches an AUC of 0.91.")
    assert rec["baselines"] == []


def test_baselines_the_same_quality_as_a_name():
    # styled on hyperparameter tuning: "finds configurations of the same quality as ASHA while using threefold less
    # compute" compared with nothing; the same parts as a name compare nothing
    rec = _record("We propose PASHA-X. On NAS-Bench-201, PASHA-X finds configurations of the same quality as ASHA "
                  "while using threefold less compute. It uses the same backbone as Llama-2-7B.")
    assert rec["baselines"] == ["ASHA"]


def test_baselines_on_par_with():
    # arXiv 2512.13592 (../shared/data/formats/arxiv_atom_page.xml): "achieves FID scores on-par with Multistep
    # DPM-Solver using 47% fewer steps" compares with DPM-Solver; PowerSGD's "test performance on par with SGD"
    assert _record("We present FooSolver. FooSolver achieves FID scores on-par with Multistep DPM-Solver using 47% "
                   "fewer steps, and test performance on par with SGD.")["baselines"] == ["DPM-Solver", "SGD"]


def test_baselines_over_a_number_is_more_than():
    # styled on sparse-autoencoder scaling laws: "We train over 300 SAEs on the residual stream of CLIP" compared
    # nothing ("Sparse autoencoders" became a baseline)
    rec = _record("Sparse autoencoders (SAEs) decompose activations. We train over 300 SAEs on the residual stream of "
                  "CLIP with up to 1M latents. FooNet is 2x faster over 8 GPUs than BarNet.")
    assert rec["baselines"] == ["BarNet"]


def test_baselines_the_previous_state_of_the_art_named_after_a_comma():
    # styled on homomorphic-encryption transformers: "4.6x faster than the previous state of the art, THE-X, with
    # an accuracy drop of 0.9%"; the time of "runs BERT-base inference in 38 seconds" is an inference latency
    rec = _record("We design HE-Former. HE-Former runs BERT-base inference in 38 seconds on a 64-core CPU, 4.6x faster "
                  "than the previous state of the art, THE-X, with an accuracy drop of 0.9% on GLUE.")
    assert rec["baselines"] == ["THE-X"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (38.0, "inference latency"), (4.6, "speedup"), (0.9, "accuracy")]


def test_baselines_a_technique_class_then_such_as_names():
    # styled on unified multimodal tokenizers: "matching or exceeding modality-specific tokenizers such as
    # MAGVIT-v2 and EnCodec": the class and the names that show it (as "existing PTQ methods such as AWQ")
    assert _record("We present OmniTok. OmniTok reaches a PSNR of 30 dB, matching or exceeding modality-specific "
                   "tokenizers such as MAGVIT-v2 and EnCodec.")["baselines"] == ["tokenizer", "MAGVIT-v2", "EnCodec"]


def test_baselines_a_cue_word_inside_a_name_compares_nothing():
    # styled on image generation: "trained with flow matching and rectified flow" made rectified flow a baseline
    # ("matching" read as "matching X"); "matching the accuracy of DDIM" still compares
    rec = _record("We propose FastFlow, trained with flow matching and rectified flow. FastFlow samples 4x faster "
                  "while matching the accuracy of DDIM.")
    assert rec["entities"]["Technique"] == ["flow matching", "rectified flow"]
    assert rec["baselines"] == ["DDIM"]


def test_baselines_two_capitalised_words_joined_inside_a_sentence_are_a_name():
    # styled on process reward models: "surpassing Math-Shepherd and a step-level PRM" found no Math-Shepherd
    # (a hyphenated compound was skipped as English); "the Kullback-Leibler divergence" stays no name
    rec = _record("We propose TokenPRM. TokenPRM improves accuracy on MATH from 48.2% to 57.9%, surpassing "
                  "Math-Shepherd and a step-level PRM. Compared to Self-Refine, it lowers the Kullback-Leibler "
                  "divergence.")
    assert rec["baselines"][:1] == ["Math-Shepherd"] and "Self-Refine" in rec["baselines"]
    assert rec["entities"]["System"][:2] == ["TokenPRM", "Math-Shepherd"]
    assert "Kullback-Leibler" not in rec["entities"]["System"]


def test_proposes_a_technique_given_as_a_recipe():
    # styled on long-context fine-tuning: "We present a position-aware fine-tuning recipe that ..." proposed nothing
    # (a recipe is a method's word, as "approach"); arXiv 2512.13678: "develop a two-stage training recipe"
    rec = _record("We present a position-aware fine-tuning recipe that synthesizes retrieval tasks.")
    assert rec["proposes"] == ["position-aware fine-tuning"]


def test_proposes_after_put_forward_and_the_concept_of():
    # styled on sequence-parallel training and attention modules: "We introduce the concept of elastic sequence
    # parallelism, which ..." proposed the known "sequence parallelism" (or nothing), "We put forward FooNet, a
    # lightweight network" nothing; dev seed-07's "exploitation of elastic capacity" stays no metric
    rec = _record("We introduce the concept of elastic sequence parallelism, which adapts the degree at runtime. We "
                  "put forward FooNet, a lightweight network. It exploits elastic capacity.")
    assert rec["proposes"] == ["elastic sequence parallelism", "FooNet"]
    assert rec["entities"]["Metric"] == []


def test_baselines_the_next_value_for_a_name_after_an_unnamed_one():
    # styled on tactile diffusion policies: "compared with 49% for a vision-only diffusion policy and 35% for
    # behavior cloning with an MLP policy" named no baseline (its first item has no name); CTC and activation
    # patching are known methods
    rec = _record("We present TactDP. TactDP achieves an average success rate of 78%, compared with 49% for a "
                  "vision-only policy and 35% for behavior cloning with an MLP policy. We add a CTC loss and use "
                  "activation patching.")
    assert rec["baselines"] == ["behavior cloning"]
    assert rec["entities"]["Technique"] == ["behavior cloning", "CTC", "activation patching"]


def test_proposes_what_a_new_system_pairs_with_is_no_means():
    # styled on open-vocabulary detection: "RegionCLIP-X, which aligns region features with text embeddings through
    # region-level contrastive learning" proposed "text embedding" (what is aligned), beside its means
    rec = _record("We propose RegionCLIP-X, which aligns region features with text embeddings through region-level "
                  "contrastive learning.")
    assert rec["proposes"] == ["RegionCLIP-X", "region-level contrastive learning"]


def test_proposes_a_method_noun_phrase_defined_by_that():
    # arXiv 2512.13559 (../shared/data/formats/arxiv_atom_page.xml): "we propose a stance-aware structural modeling
    # that encodes each post ..." proposed nothing; "a new framework that learns" names nothing
    rec = _record("In this work, we propose a stance-aware structural modeling that encodes each post with its stance "
                  "signal. We also propose a new framework that learns.")
    assert rec["proposes"] == ["stance-aware structural modeling"]


def test_proposes_a_lower_case_name_set_off_after_the_new_things_description():
    # arXiv 2512.13506 (../shared/data/formats/arxiv_atom_page.xml): "We introduce a new statistical primitive, the
    # reproducibility budget $C_T$, which quantifies ..." proposed nothing
    rec = _record("We introduce a new statistical primitive, the reproducibility budget $C_T$, which quantifies a "
                  "system's capacity. We propose a new technique, gradient sketching, that reduces memory.")
    assert rec["proposes"] == ["reproducibility budget", "gradient sketching"]


def test_baselines_of_an_attack_paper():
    # styled on membership inference against fine-tuned LLMs: "Against Llama-2-7B fine-tuned on clinical notes, our
    # attack achieves ..." made the attacked model a baseline; "whereas the LiRA and MinK attacks reach AUCs of 0.74
    # and 0.69" named none (a score's name before its values; "attacks" no method's word)
    rec = _record("We propose a reference-free membership inference attack that calibrates token-level losses. "
                  "Against Llama-2-7B fine-tuned on clinical notes, our attack achieves an AUC of 0.91, whereas the "
                  "LiRA and MinK attacks reach AUCs of 0.74 and 0.69.")
    assert rec["proposes"] == ["reference-free membership inference"]
    assert rec["baselines"] == ["LiRA", "MinK"]


def test_baselines_a_named_agent():
    # styled on notebook agents: "compared with 27.9% for a ReAct agent built on the same GPT-4o backbone" named no
    # baseline ("agent" was no method's word after a name)
    rec = _record("We propose NoteAgent, an agent that edits notebooks. NoteAgent solves 41.3% of tasks, compared "
                  "with 27.9% for a ReAct agent built on the same GPT-4o backbone.")
    assert rec["proposes"] == ["NoteAgent"] and rec["baselines"] == ["ReAct"]


def test_baselines_a_plain_name_after_an_unnamed_hyphenated_item():
    # styled on learned spatial indexes: "Compared to R*-trees, k-d trees and Flood, FLOOD-X answers range queries up
    # to 3.8x faster" lost Flood (the list stopped at the hyphenated "k-d trees")
    rec = _record("We propose FLOOD-X. Compared to R*-trees, k-d trees and Flood, FLOOD-X answers range queries up to "
                  "3.8x faster.")
    assert "Flood" in rec["baselines"]


def test_nlp_roles_a_compared_names_kernels_are_the_name_compared():
    # styled on attention kernels for AMD GPUs: "1.2x faster than Triton kernels" compared nothing (a name then a
    # noun it modifies); the kernels a paper writes itself propose no CUDA
    rec = _record("FlexAttn-Sched reaches 610 TFLOPS, 1.4x faster than FlashAttention-2 and 1.2x faster than "
                  "Triton kernels.")
    assert rec["baselines"] == ["FlashAttention-2", "Triton"]
    rec = _record("We propose MiniKV and develop specialized CUDA kernels for it.")
    assert rec["proposes"] == ["MiniKV"]


def test_nlp_roles_a_name_reported_released_or_set_off_as_ours_is_proposed():
    # styled on pipeline systems: "Here we report FlexPipe, which ...", "We open-source FlexPipe, a library" (three
    # tokens) and "FlexPipe, our proposed system, adapts ..." proposed nothing
    for text in ("Here we report FlexPipe, which adapts pipeline stages.",
                 "We open-source FlexPipe, a pipeline library.",
                 "FlexPipe, our proposed system, adapts pipeline stages.",
                 "Unlike vLLM, our system, FlexPipe, adapts pipeline stages."):
        assert _record(text)["proposes"] == ["FlexPipe"], text
    # what is reported of a known system is no proposal, nor is a baseline set off as ours
    assert _record("We report vLLM's throughput on A100 GPUs.")["proposes"] == []
    assert _record("We compare vLLM, our baseline, with TGI.")["proposes"] == []


def test_nlp_roles_what_a_system_improves_upon_is_a_baseline():
    # styled on pipeline systems: "FlexPipe improves upon GPipe by 1.5x" compared nothing; what it builds upon, or
    # improves on in general, is no baseline
    head = "We present FlexPipe, a pipeline system. "
    assert _record(head + "FlexPipe improves upon GPipe by 1.5x.")["baselines"] == ["GPipe"]
    assert _record(head + "FlexPipe improves on PipeDream by 20%.")["baselines"] == ["PipeDream"]
    assert _record(head + "FlexPipe builds upon GPipe and improves on accuracy by 2%.")["baselines"] == []


def test_nlp_roles_a_comma_after_the_lists_and_ends_the_compared_names():
    # styled on pipeline systems: "Compared to GPipe and PipeDream, FlexPipe is 1.5x and 1.2x faster" made FlexPipe
    # (not yet proposed) a baseline too; a list with commas before its "and" goes on
    rec = _record("Compared to GPipe and PipeDream, FlexPipe is 1.5x and 1.2x faster, respectively.")
    assert rec["baselines"] == ["GPipe", "PipeDream"]
    rec = _record("We present FlexPipe, a pipeline system. FlexPipe outperforms GPipe, PipeDream, and Alpa, while "
                  "using less memory.")
    assert rec["baselines"] == ["GPipe", "PipeDream", "Alpa"]


def test_nlp_roles_a_name_set_off_after_a_generator_before_a_participle_is_proposed():
    # styled on SpMM code generation: "implement it in a code generator, SpTile, targeting tensor cores" proposed
    # nothing; a generator compared with is not proposed
    rec = _record("We introduce a tiling scheme and implement it in a code generator, SpTile, targeting tensor cores.")
    assert rec["proposes"] == ["SpTile"]
    assert _record("It is compared with a code generator, TACO, using the same inputs.")["proposes"] == []


def test_nlp_roles_steal_after_a_plural_subject_is_a_verb():
    # styled on model-extraction attacks: "attacks steal proprietary models" gave a model "steal proprietary model"
    rec = _record("Model extraction attacks steal proprietary models through prediction APIs.")
    assert all("steal" not in m for m in rec["entities"]["Model"])


def test_nlp_roles_a_release_number_after_a_compared_name():
    # styled on ML-guided placement: "compared to DREAMPlace 4.0" compared nothing (a number after the name); the
    # release in a list is the name's, as the helper sets' gold writes "Ramulator 2.0" and "Neo4j 5"
    rec = _record("We present DREAMPlace-GNN, a placer. It reduces overflow by 37% compared to DREAMPlace 4.0 and "
                  "runs 30x faster than Innovus.")
    assert rec["baselines"] == ["DREAMPlace 4.0", "Innovus"]


def test_nlp_roles_a_contrasted_system_that_runs_out_or_fails_is_a_baseline():
    # styled on memory-light LoRA: "whereas QLoRA runs out of memory beyond 4K" named no baseline
    head = "We present LoRA-FA+, a method. "
    assert _record(head + "LoRA-FA+ fits sequences of 8K tokens, whereas QLoRA runs out of memory beyond 4K."
                   )["baselines"] == ["QLoRA"]
    assert _record(head + "It trains fast, while PyTorch fails to scale beyond 8 GPUs.")["baselines"] == ["PyTorch"]
    assert _record(head + "It trains fast, while PyTorch runs on GPUs.")["baselines"] == []


def test_nlp_roles_a_mode_after_a_compared_name_and_computes_as_a_verb():
    # styled on LLM-written kernels and MoE prefetching: "beat PyTorch eager" compared nothing (a word after the
    # name), and "while the current layer computes" gave a metric "layer compute"
    rec = _record("We present KernelBench-X, a suite. Only 18% of its kernels beat PyTorch eager, and fewer than 5% "
                  "beat torch.compile. It prefetches experts while the current layer computes.")
    assert rec["baselines"] == ["PyTorch", "torch.compile"]
    assert rec["entities"]["Metric"] == []


def test_nlp_roles_a_models_own_technique_compared_names_the_model():
    # styled on multilingual tokenizers: "Compared with the Llama 3 tokenizer" made the technique "tokenization" the
    # baseline (two names in a row: the last one was taken as the head)
    rec = _record("We train a tokenizer, PolyTok. Compared with the Llama 3 tokenizer, PolyTok shortens sequences by "
                  "28%.")
    assert rec["baselines"] == ["Llama 3"]


def test_baselines_a_name_after_a_based_modifier():
    # styled on GPU graph pattern mining: "29x over the CPU-based Peregrine" named no baseline (nor the system)
    rec = _record("G2Turbo achieves a 29x speedup over the CPU-based Peregrine on 48 cores.")
    assert rec["baselines"] == ["Peregrine"]
    assert _record("G2Turbo outperforms the CUDA-based Implementation.")["baselines"] == []


def test_proposes_nothing_in_a_title_describing_a_kind_of_thing():
    # styled on optimizer states: "Memory-Efficient Optimizers: Eight-Bit States and Beyond" proposed the title's
    # description (also the S2 sample's "AI-Driven Productivity Gains: ..." and "Delphi-Based Visual Scenarios: ...")
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", title="Memory-Efficient Optimizers: Eight-Bit States and "
                                                   "Beyond", abstract="We propose 4-bit AdamW.")))
    assert rec["proposes"] == ["4-bit AdamW"]


def test_proposes_nothing_in_a_tutorial_cum_survey():
    # the S2 sample's "Semantics-Empowered Communication: A Tutorial-cum-Survey" proposed its subject
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(
        key="p", title="Semantics-Empowered Communication: A Tutorial-cum-Survey",
        abstract="Semantics-empowered communication is a new paradigm. We introduce its enabling techniques.")))
    assert rec["proposes"] == []


def test_baselines_a_technique_listed_before_a_system():
    # styled on pipeline schedules: "Compared with 1F1B and GPipe, ..." named only GPipe (the technique and "and"
    # read as a description of the system)
    rec = _record("Compared with 1F1B and GPipe, ZeroPP improves throughput by 23%.")
    assert rec["baselines"] == ["1F1B", "GPipe"]


def test_baselines_two_parts_of_the_measured_work_contrasted_are_none():
    # styled on a roofline study: "decode is bound by memory bandwidth, while prefill reaches only 38% of peak
    # FLOPS" named prefill a baseline; a method contrasted with the paper's own system stays one
    assert _record("We find that decode is bound by memory bandwidth, while prefill reaches only 38% of peak "
                   "FLOPS.")["baselines"] == []
    rec = _record("We present Orca. Orca reaches 90% utilization, whereas static batching drops to 40%.")
    assert rec["baselines"] == ["static batching"]


def test_proposes_a_name_set_off_after_two_words_of_ours():
    # styled on learned joins: "our learned join, LIJ, processes ..." proposed nothing (one noun after "our" only);
    # the S2 sample's "developed our own application, AIDoctor, utilizing ..." likewise
    assert _record("On an A100, our learned join, LIJ, processes 4.1 billion tuples per second.")["proposes"] == \
        ["LIJ"]
    assert _record("Compared to our previous work, Orca, it is faster.")["proposes"] == []


def test_baselines_a_value_for_a_described_name():
    # styled on homomorphic encryption: "compared with 2,271 seconds for the CPU library SEAL" named no baseline
    rec = _record("We present CheetahFHE. CheetahFHE runs inference in 8.6 seconds per image, compared with 2,271 "
                  "seconds for the CPU library SEAL.")
    assert rec["baselines"] == ["SEAL"]


def test_proposes_no_long_form_that_with_its_short_form_modifies_the_head():
    # styled on transformer accelerators: "proposes a field-programmable gate array (FPGA) accelerator for vision
    # transformers" proposed the long form, a device the paper does not introduce
    rec = _record("This paper proposes a field-programmable gate array (FPGA) accelerator for vision transformers. "
                  "The accelerator achieves 5.2x higher energy efficiency than an NVIDIA Jetson AGX Orin GPU.")
    assert rec["proposes"] == []
    assert rec["baselines"] == ["Jetson AGX Orin"]  # the device an unnamed accelerator is compared with
    assert _record("We propose Elastic Resource Sharing (ERS), a framework for GPU clusters.")["proposes"] == \
        ["Elastic Resource Sharing"]


def test_baselines_a_name_after_a_hyphenated_description_in_a_list():
    # styled on serverless GPU snapshots: "outperforming Orca and the state-of-the-art system ServerlessLLM" lost
    # ServerlessLLM ("state-of-the-art" counted as four words of a description)
    rec = _record("We present SnapGPU. SnapGPU cuts cold-start latency by 5x, outperforming Orca and the "
                  "state-of-the-art system ServerlessLLM.")
    assert rec["baselines"] == ["Orca", "ServerlessLLM"]


def test_baselines_the_level_of_what_a_name_found():
    # styled on LLM-guided sharding: "finds plans within 8% of the throughput of those found by Alpa" named no
    # baseline ("those" read as the compared thing)
    rec = _record("Our tool, ShardGPT, finds plans within 8% of the throughput of those found by Alpa.")
    assert rec["baselines"] == ["Alpa"]


def test_proposes_no_bracketed_tool_the_new_system_works_with():
    # styled on quantum circuit simulation: "compresses amplitudes with a lossy error-bounded compressor (SZ)"
    # proposed SZ, an existing compressor it uses
    rec = _record("We present QSim-X, a state-vector simulator that compresses amplitudes with a lossy error-bounded "
                  "compressor (SZ) and overlaps decompression with gate application.")
    assert rec["proposes"] == ["QSim-X"]
    rec = _record("We present MCUNet, a framework that jointly designs the efficient neural architecture (TinyNAS) "
                  "and the inference engine.")
    assert rec["proposes"] == ["MCUNet", "TinyNAS"]  # a part it designs is its own


def test_proposes_a_name_after_our_and_two_words_opening_with_a_generic_one():
    # styled on photonic scheduling: "Our heuristic scheduler, LightSched, reduces ..." proposed nothing
    # ("heuristic" read as the head of "our heuristic")
    rec = _record("We formulate a scheduling problem. Our heuristic scheduler, LightSched, reduces inference energy "
                  "by 3.4x.")
    assert rec["proposes"] == ["LightSched"]


def test_baselines_a_named_device_of_a_kind_for_a_device_of_ours():
    # styled on RISC-V co-design: "6.8x faster than a baseline RISC-V core" named no baseline ("core" read as a noun
    # the device modifies)
    rec = _record("We co-design a RISC-V vector processor and its compiler for transformer inference at the edge. "
                  "It runs BERT-Tiny inference in 4.1 ms, 6.8x faster than a baseline RISC-V core without vector "
                  "extensions.")
    assert rec["baselines"] == ["RISC-V"]


def test_proposes_the_name_after_namely():
    # styled on transfer tuning: "We propose a transfer-tuning approach, namely TLP-X, which ..." proposed the
    # technique, not its name
    rec = _record("Tensor program tuning is costly. We propose a transfer-tuning approach, namely TLP-X, which "
                  "reuses schedules tuned on one model for another.")
    assert rec["proposes"] == ["TLP-X"]


def test_proposes_a_name_shown_for_novel_kinds_of_things():
    # styled on SGLang: "The runtime accelerates execution with novel optimizations like RadixAttention for KV cache
    # reuse" proposed SGLang alone
    rec = _record("We introduce SGLang, a system for efficient execution of complex language model programs. The "
                  "runtime accelerates execution with novel optimizations like RadixAttention for KV cache reuse.")
    assert rec["proposes"] == ["SGLang", "RadixAttention"]
    assert _record("Existing systems use novel optimizations like PagedAttention.")["proposes"] == []


def test_baselines_the_name_in_brackets_after_a_described_method():
    # styled on quantization-aware training: "1.2 lower than the best post-training method (AQLM)" gave the
    # baseline "post-training"
    rec = _record("We present EfficientQAT-2. With 2-bit weights, EfficientQAT-2 obtains a WikiText-2 perplexity of "
                  "6.4 for Llama-2-70B, 1.2 lower than the best post-training method (AQLM).")
    assert rec["baselines"] == ["AQLM"]
    assert _record("FooBar is 2x faster than the pruning method (SparseGPT) and Wanda.")["baselines"] == \
        ["SparseGPT", "Wanda"]


def test_proposes_a_name_given_by_building_or_as_the_resulting_system():
    # probing phrasings: "The resulting system, ZipServe, ..." and "We implement these ideas in ZipServe and ..."
    # proposed nothing; a known system built into stays unproposed
    assert _record("The resulting system, ZipServe, compresses KV caches by 4x.")["proposes"] == ["ZipServe"]
    assert _record("We implement these ideas in ZipServe and evaluate it on A100 GPUs.")["proposes"] == ["ZipServe"]
    assert _record("We integrate our technique into vLLM.")["proposes"] == []
    assert _record("We implement the solver in MAGMA and evaluate it on matrices.")["proposes"] == []


def test_proposes_a_title_name_with_a_greek_letter():
    # probing titles: "μ-Serve: Power-Aware Deep Learning Model Serving" proposed nothing (the words stopped at the
    # Greek letter, leaving a system "Serve")
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    paper = Paper(key="p", title="μ-Serve: Power-Aware Deep Learning Model Serving",
                  abstract="We evaluate the system on real traces.")
    assert record_of("p", Extractor().extract(paper))["proposes"] == ["μ-Serve"]


def test_proposes_every_name_of_a_plural_head_or_of_the_contributions():
    # probing proposals: "This paper presents two systems, FlexSched and MemPool." proposed FlexSched alone, and
    # "Our contributions include FlexSched, a scheduler, and MemPool, a memory manager." nothing
    assert _record("This paper presents two systems, FlexSched and MemPool.")["proposes"] == ["FlexSched", "MemPool"]
    assert _record("Our contributions include FlexSched, a scheduler, and MemPool, a memory manager.")["proposes"] \
        == ["FlexSched", "MemPool"]


def test_proposes_what_the_work_yields_named_and_described():
    # styled on pipeline schedules: "..., yielding ZB-V, a schedule with near-zero bubbles" proposed nothing; a
    # sentence not in the first person does not propose
    rec = _record("We split the backward pass in two and schedule its halves to fill bubbles, yielding ZB-V, a "
                  "schedule with near-zero bubbles.")
    assert rec["proposes"] == ["ZB-V"]
    rec = _record("Prior work tuned the schedule, yielding ZB-H, a schedule with fewer bubbles.")
    assert rec["proposes"] == []


def test_proposes_no_means_that_only_modifies_the_noun_after_it():
    # styled on streaming LLMs and learned hashing: "with a compact retrieval index", "with a shared embedding
    # pool" proposed the techniques "compact retrieval" and "shared embedding"; a kind of means still names one
    rec = _record("We propose SinkRetrieve, which complements the window with a compact retrieval index over evicted "
                  "keys. Our method, LHash, learns a hash function jointly with a shared embedding pool.")
    assert rec["proposes"] == ["SinkRetrieve", "LHash"]
    rec = _record("We design Tabi, an inference system with a multi-level inference engine that serves queries.")
    assert rec["proposes"] == ["Tabi", "multi-level inference"]


def test_proposes_no_known_sibling_the_work_builds_on():
    # styled on edge offloading: "Building on ZeRO-Infinity, we propose ZeRO-Edge" proposed ZeRO-Infinity too (a
    # sibling name by its prefix, as DeepSpeed-RLHF is DeepSpeed-Chat's; but the work builds on it)
    rec = _record("Building on ZeRO-Infinity, we propose ZeRO-Edge, which offloads optimizer states to NVMe drives.")
    assert rec["proposes"] == ["ZeRO-Edge"]


def test_proposes_and_call_the_result_a_name():
    # styled on attention-mask kernels: "We extend FlashAttention ... and call the result FlexMask" proposed nothing;
    # "and call them often" names nothing
    assert _record("We extend FlashAttention to support arbitrary attention masks and call the result "
                   "FlexMask.")["proposes"] == ["FlexMask"]
    assert _record("We run the jobs and call them often.")["proposes"] == []


def test_baselines_a_compared_list_goes_on_past_an_adjective_before_a_name():
    # written on generative downscaling: "Compared with bilinear interpolation, a deterministic U-Net and a conditional
    # GAN" gave no baseline (the list stopped at "conditional"; "interpolation" was no technique); a past participle
    # is no adjective here ("faster than vLLM and a distributed Ray cluster")
    rec = _record("Compared with bilinear interpolation, a deterministic U-Net and a conditional GAN, the LDM lowers "
                  "the CRPS by 24%. It is faster than vLLM and a distributed Ray cluster.")
    assert rec["baselines"] == ["bilinear interpolation", "U-Net", "GAN", "vLLM"]


def test_baselines_a_system_in_a_named_setup_or_deployment():
    # written on CXL-memory GNN training: "1.5x faster than an SSD-based MariusGNN setup" gave no baseline; a style
    # is not the system ("using llama.cpp-style kernels")
    assert _record("CXLG trains 1.5x faster than an SSD-based MariusGNN setup.")["baselines"] == ["MariusGNN"]
    assert _record("It is 2x cheaper than a vLLM-based deployment.")["baselines"] == ["vLLM"]
    assert _record("It runs 2.3x faster than the FP16 model on a phone using llama.cpp-style kernels.")[
        "baselines"] == []


def test_proposes_a_letter_glued_before_a_word_and_a_coined_name_opening_lower_case():
    # written on pipeline schedules and compressed collectives: "we present V-Weave, a scheduler" found no name
    # (a capital letter before a word had no name's shape), "Our collective, cZ-AR, is ..." proposed nothing
    assert _record("Building on this observation, we present V-Weave, a scheduler that fills idle slots.")[
        "proposes"] == ["V-Weave"]
    assert _record("Our collective, cZ-AR, is a drop-in replacement for MPICH.")["proposes"] == ["cZ-AR"]
    rec = _record("It beats Q-Learning and K-Nearest neighbour search.")
    assert rec["entities"]["System"] == []


def test_proposes_no_known_step_on_a_device_as_a_means():
    # written on mobile LLM inference: "overlaps NPU prefill with CPU decoding" proposed "CPU decoding"
    rec = _record("We present NPUFlow, an inference engine that overlaps NPU prefill with CPU decoding across "
                  "requests.")
    assert rec["proposes"] == ["NPUFlow"]


def test_proposes_no_claim_before_a_titles_colon():
    # written on agent serving: "Agents Are Not Chatbots: Serving Implications of ..." made the claim a proposed
    # system (a verb in the words before the colon makes a sentence, no name)
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(
        key="p", title="Agents Are Not Chatbots: Serving Implications of Tool-Using LLM Workloads",
        abstract="We study agent workloads on vLLM.")))
    assert rec["proposes"] == [] and rec["entities"]["System"] == ["vLLM"]


def test_baselines_latex_factors_and_percents_before_for_name():
    # written on sparse prefill and low-rank compression: "compared with 3.1$\times$ for MInference and 4.4$\times$
    # for FlexPrefill" and "against 84\% for ASVD" gave no baseline (the tokens "3.1$\times$", "84\%" were no values)
    assert _record(r"BlockSieve accelerates prefill by 7.9$\times$, compared with 3.1$\times$ for MInference and "
                   r"4.4$\times$ for FlexPrefill.")["baselines"] == ["MInference", "FlexPrefill"]
    assert _record(r"ABLR retains 91\% of the accuracy, against 84\% for ASVD.")["baselines"] == ["ASVD"]


def test_proposes_a_new_hyphenated_heuristic_or_policy_with_its_head():
    # written on accelerator mapping: "prunes the search space with a new systolic-wave heuristic" proposed nothing
    # (the adjective before the hyphen was skipped, and "novel"/"new" needed a known entity after it)
    rec = _record("We present TileWeave, a mapping framework. TileWeave prunes the search space with a new "
                  "systolic-wave heuristic, keeping mapping time under a second.")
    assert rec["proposes"] == ["TileWeave", "systolic-wave heuristic"]
    assert _record("We propose a novel cache-aware policy for serving.")["proposes"] == ["cache-aware policy"]
    # a method head still drops ("a heuristic-driven search algorithm"), and an adjective alone names nothing
    assert _record("We develop a heuristic-driven search algorithm.")["proposes"] == ["heuristic-driven search"]
    assert _record("We propose a novel data-driven approach to placement.")["proposes"] == []


def test_proposes_no_novel_kind_that_describes_a_name_after_a_colon():
    # from the arXiv listing sample: "We present Recurrent Video Masked-Autoencoders (RVM): a novel video
    # representation learning approach" must not propose the description as well as the name
    rec = _record("We present Recurrent Video Masked-Autoencoders (RVM): a novel video representation learning "
                  "approach that aggregates image features over time.")
    assert "video representation learning" not in rec["proposes"]


def test_proposes_a_found_phrase_set_off_after_a_new_kind():
    # from a recalled LoongServe abstract: "we propose a new parallelism paradigm, elastic sequence parallelism
    # (ESP), to ..." proposed nothing (the phrase set off was already an entity, so none could be added)
    rec = _record("We propose a new parallelism paradigm, elastic sequence parallelism (ESP), to elastically adapt "
                  "to the variance between requests.")
    assert rec["proposes"] == ["elastic sequence parallelism"]


def test_proposes_what_the_paper_defines_and_names():
    # from a recalled FlexFlow abstract: "we define a more comprehensive search space ... called SOAP" proposed
    # nothing ("define" was no proposing verb); a name others called stays theirs
    rec = _record("In this paper, we define a more comprehensive search space of parallelization strategies for "
                  "DNNs called SOAP, which includes strategies in four dimensions.")
    assert rec["proposes"] == ["SOAP"]
    assert _record("Prior systems use a search space called OptCNN.")["proposes"] == []


def test_proposes_items_of_a_number_of_innovations_with_their_clauses():
    # from a recalled QLoRA abstract: "QLoRA introduces a number of innovations ...: (a) 4-bit NormalFloat (NF4), a
    # new data type ... (b) double quantization to reduce ..." proposed neither item
    rec = _record("We present QLoRA, an efficient finetuning approach. QLoRA introduces a number of innovations to "
                  "save memory: (a) 4-bit NormalFloat (NF4), a new data type that is optimal for normally "
                  "distributed weights (b) double quantization to reduce the average memory footprint, and (c) "
                  "paged optimizers to manage memory spikes.")
    assert rec["proposes"] == ["QLoRA", "4-bit NormalFloat", "double quantization", "paged optimizer"]
    # an optimizer by its name is that name, no method
    rec = _record("We train with the Adam optimizer.")
    assert rec["entities"]["Technique"] == []


def test_proposes_no_technique_phrase_across_an_article():
    # from a recalled Decima abstract: "since developing and tuning a scheduling policy for each workload is
    # infeasible" proposed the technique "tuning a scheduling"
    rec = _record("Current systems use simple heuristics, since developing and tuning a scheduling policy for each "
                  "workload is infeasible.")
    assert rec["proposes"] == [] and rec["entities"]["Technique"] == []


def test_baselines_no_model_before_the_systems_that_serve_it_and_past_open_source():
    # from recalled Punica and BytePS abstracts: "compared to state-of-the-art LLM serving systems" made the LLM a
    # baseline; "outperforms the state-of-the-art open source all-reduce and PS" named none
    assert _record("Punica achieves 12x higher throughput compared to state-of-the-art LLM serving "
                   "systems.")["baselines"] == []
    # a list after the kind names them (from a recalled SmartMoE abstract: none was a baseline)
    assert _record("SmartMoE achieves up to 1.88x speedup in end-to-end training over state-of-the-art MoE training "
                   "systems such as DeepSpeed-MoE and FasterMoE.")["baselines"] == ["DeepSpeed-MoE", "FasterMoE"]
    assert _record("It outperforms existing LLM serving systems such as vLLM and Orca.")["baselines"] == [
        "vLLM", "Orca"]
    rec = _record("BytePS outperforms the state-of-the-art open source all-reduce by up to 84%. It is faster than "
                  "GPT-3.")
    assert rec["baselines"] == ["all-reduce", "GPT-3"]


def test_baselines_a_model_smaller_by_a_factor_than_another_is_compared_with_it():
    # SqueezeNet (2016): "compress SqueezeNet to less than 0.5MB (510x smaller than AlexNet)": a factor makes it a
    # comparison, where "larger than GPT-3" alone tells a size
    rec = _record("We propose a small DNN architecture called SqueezeNet. With model compression techniques we are "
                  "able to compress SqueezeNet to less than 0.5MB (510x smaller than AlexNet).")
    assert rec["baselines"] == ["AlexNet"]


def test_baselines_no_model_a_size_is_compared_with():
    # from a recalled ZeRO abstract: "models of up to 13B parameters (e.g., larger than Megatron GPT 8.3B and T5 11B)"
    # made both models baselines once the size was part of the name
    rec = _record("ZeRO can train large models of up to 13B parameters (e.g., larger than Megatron GPT 8.3B and T5 "
                  "11B) without model parallelism. Our model is larger than GPT-3 and 2x faster than PyTorch.")
    assert rec["baselines"] == ["PyTorch"]


def test_proposes_items_enumerated_without_an_opening_bracket_and_after_a_counted_kind_and_colon():
    # from recalled SwiftKV and DeepCompile abstracts: "three key mechanisms: i) SingleInputKV, which ..., ii)
    # AcrossKV, ..." and "we implement three optimizations: proactive prefetching, selective unsharding, and adaptive
    # offloading" proposed none of the items; methods studied, or known ones a work uses, stay unproposed
    rec = _record("We present SwiftKV. SwiftKV combines three key mechanisms: i) SingleInputKV, which prefills later "
                  "layers, ii) AcrossKV, which merges the KV caches, and iii) a knowledge-preserving distillation "
                  "procedure.")
    assert rec["proposes"] == ["SwiftKV", "SingleInputKV", "AcrossKV"]
    rec = _record("We present DeepCompile. On top of this design, we implement three optimizations: proactive "
                  "prefetching, selective unsharding, and adaptive offloading.")
    assert rec["proposes"] == ["DeepCompile", "proactive prefetching", "selective unsharding", "adaptive offloading"]
    assert _record("We study two techniques: pruning and quantization.")["proposes"] == []


def test_proposes_a_name_after_a_long_novel_description_and_no_sibling_the_work_leverages():
    # from recalled DeepSpeed-FastGen and 1-bit LAMB abstracts: "employs Dynamic SplitFuse, a novel prompt and
    # generation composition strategy" and "a new communication-efficient algorithm, 1-bit LAMB, which" proposed
    # neither name; "We leverage ... DeepSpeed-MII and DeepSpeed-Inference" proposed both as siblings, and the bit
    # width "1" made 1-bit Adam a sibling of 1-bit LAMB
    rec = _record("This paper introduces DeepSpeed-FastGen, a system that employs Dynamic SplitFuse, a novel prompt "
                  "and generation composition strategy, to deliver higher throughput. We leverage a synergistic "
                  "combination of DeepSpeed-MII and DeepSpeed-Inference.")
    assert rec["proposes"] == ["DeepSpeed-FastGen", "Dynamic SplitFuse"]
    rec = _record("Compression algorithms such as 1-bit Adam reduce the volume. To this end, we design a new "
                  "communication-efficient algorithm, 1-bit LAMB, which supports layerwise learning rates.")
    assert rec["proposes"] == ["1-bit LAMB"]


def test_proposes_enumerated_capitalised_names_over_the_known_words_they_hold():
    # from a recalled KVQuant abstract: "incorporating novel methods ..., including: (i) Per-Channel Key Quantization,
    # where ...; (ii) Pre-RoPE Key Quantization, where ..." proposed none ("novel methods" was no cue, the names held
    # the known "Quantization", and "Pre-RoPE" alone was taken)
    rec = _record("We present KVQuant, which incorporates novel methods for quantizing cached KV activations, "
                  "including: (i) Per-Channel Key Quantization, where we adjust the dimension; (ii) Pre-RoPE Key "
                  "Quantization, where we quantize keys before the rotary positional embedding; and (iii) Non-Uniform "
                  "KV Cache Quantization, where we derive per-layer datatypes.")
    assert rec["proposes"] == ["KVQuant", "Per-Channel Key Quantization", "Pre-RoPE Key Quantization",
                               "Non-Uniform KV Cache Quantization"]


def test_baselines_hardware_of_a_co_designed_architecture_or_a_chip_measured_in_milliwatts():
    # SpAtten's and EIE's abstracts (HPCA 2021, ISCA 2016): the work is a design of hardware, named as a system
    rec = _record("In this paper, we present SpAtten, an efficient algorithm-architecture co-design that leverages "
                  "token sparsity. SpAtten achieves 1.6x, 3.0x, 162x, 347x speedup over A3 accelerator, MNNFast "
                  "accelerator, TITAN Xp GPU, Xeon CPU, respectively.")
    assert rec["proposes"] == ["SpAtten"]
    assert rec["baselines"] == ["A3", "MNNFast", "Titan Xp", "Xeon"]
    rec = _record("We propose an energy efficient inference engine (EIE) that performs inference on this compressed "
                  "network model. EIE is 189x and 13x faster when compared to CPU and GPU implementations of the "
                  "same DNN without compression. It processes FC layers of AlexNet at 18,800 frames/sec with a "
                  "power dissipation of only 600mW.")
    assert rec["baselines"] == ["CPU", "GPU"]
    # software compared on a class of devices: no hardware baseline (a device model is one, as the held-out and
    # h268-5 have it: test_baselines_the_device_run_on_and_whose_outcome_after_than)
    rec = _record("We present Blitz, a training system. Blitz trains 2.7x faster than CPU training and 1.6x "
                  "faster than on a GPU.")
    assert rec["proposes"] == ["Blitz"] and rec["baselines"] == []


@pytest.mark.parametrize("text, chip", [
    ("The chip occupies 1.5 mm2 and draws 45 mW.", True),
    ("It draws 45mW at 1 GHz.", True),
    ("an area of 0.6 mm² in 28 nm", True),
    ("It improves area efficiency by 2x.", True),
    ("The mW range and the mm2 figure are not measured here.", False),  # a unit without a number
    ("We study research areas and heat dissipation.", False),
])
def test_chip_figures_are_milliwatts_or_square_millimetres_after_a_number(text, chip):
    from kg.nlp_roles import _chip_figures

    assert _chip_figures(text) is chip


def test_proposes_a_name_set_off_after_an_infrastructure_and_the_subject_of_a_passive_proposal():
    # DeepRecSys's abstract (ISCA 2020)
    rec = _record("In this paper, we devise a novel end-to-end modeling infrastructure, DeepRecInfra, that adopts an "
                  "algorithm and system co-design methodology. Leveraging the insights from the characterization, a "
                  "new dynamic scheduler, DeepRecSched, is proposed to maximize latency-bounded throughput.")
    assert rec["proposes"] == ["DeepRecInfra", "DeepRecSched"]
    # a name set off after an old thing's description, passive, is no proposal
    rec = _record("A widely used scheduler, Slurm, is adopted to run the jobs.")
    assert rec["proposes"] == []


def test_proposes_the_methods_enumerated_after_this_paper_proposes_and_a_colon():
    # Gemini's abstract (SOSP 2023): each item opens with an article and what the method is like
    rec = _record("To address these two challenges, this paper proposes: 1) a provably near-optimal checkpoint "
                  "placement strategy to maximize the probability of failure recovery; and 2) a checkpoint traffic "
                  "scheduling algorithm to minimize the interference of checkpoint traffic on model training.")
    assert rec["proposes"] == ["checkpoint placement", "checkpoint traffic scheduling"]
    # components the work has are not proposed unless it says so (ZeroQuant, seed-24)
    rec = _record("ZeroQuant is an end-to-end quantization and inference pipeline with three main components: (1) a "
                  "fine-grained hardware-friendly quantization scheme for both weight and activations; (2) a highly-"
                  "optimized quantization system backend support.")
    assert "fine-grained hardware-friendly quantization" not in rec["proposes"]


def test_baselines_the_names_listed_after_an_unnamed_kind_compared_with():
    # Stream-K's abstract (PPoPP 2023)
    rec = _record("We present Stream-K. Stream-K achieves a response that is higher across 32,824 GEMM problem "
                  "geometries than state-of-the-art math libraries such as CUTLASS and cuBLAS.")
    assert rec["baselines"] == ["CUTLASS", "cuBLAS"]
    rec = _record("We present Stream-K. Stream-K is faster than state-of-the-art math libraries on 32 GPUs.")
    assert rec["baselines"] == []


def test_baselines_no_model_before_the_frameworks_that_run_it_but_the_frameworks_listed():
    # Roc's and TASO's abstracts (MLSys 2020, SOSP 2019)
    rec = _record("We present Roc. Roc improves model accuracy compared to existing GNN frameworks.")
    assert rec["baselines"] == []
    rec = _record("We present TASO. TASO outperforms existing DNN frameworks such as TensorFlow and TVM by up to 2.8x.")
    assert rec["baselines"] == ["TensorFlow", "TVM"]


def test_proposes_the_resulting_thing_denoted_as_a_name():
    # MobileLLM's abstract (ICML 2024)
    rec = _record("We establish a strong baseline network denoted as MobileLLM. The resultant models, denoted as "
                  "MobileLLM-LS, demonstrate a further accuracy enhancement of 0.7%.")
    assert rec["proposes"] == ["MobileLLM-LS"]
    # what a symbol denotes is no proposal
    rec = _record("The latency, denoted as T, grows with the batch size B.")
    assert rec["proposes"] == []


def test_a_text_cut_after_smaller_than_the_extracts():
    # seed-42's abstract cut mid-sentence (the crash sweep's prefix cut): "K is often much smaller than the"
    rec = _record("We observe that only the probabilities of the top-K hypotheses need to be calculated and K is "
                  "often much smaller than the")
    assert rec["baselines"] == []


def test_proposes_the_new_parts_a_new_system_is_said_to_have():
    # CheckFreq's and RAGCache's abstracts (FAST 2021, 2024): the system's own unknown methods
    rec = _record("We present CheckFreq, a checkpointing framework for DNN training. CheckFreq uses a two-phase "
                  "checkpointing scheme that pipelines snapshot operations with computation. CheckFreq also "
                  "provides an iteration-level resumption mechanism for data pipelines.")
    assert rec["proposes"] == ["CheckFreq", "two-phase checkpointing", "iteration-level resumption"]
    rec = _record("We present RAGCache, a caching system for RAG. It adopts a prefix-aware replacement policy, and "
                  "it introduces dynamic speculative pipelining, which overlaps retrieval with inference.")
    assert rec["proposes"] == ["RAGCache", "prefix-aware replacement", "dynamic speculative pipelining"]
    # a known method a system uses is no part of its own
    rec = _record("We present FastServe, a serving system. FastServe uses fine-tuning and adopts a checkpointing "
                  "scheme.")
    assert rec["proposes"] == ["FastServe"]


def test_proposes_a_part_set_off_by_what_it_is_after_an_opening_phrase_and_not_what_a_system_applies():
    # styled on MoE dispatch, federated learning and disaggregated serving: "On top of this mechanism, HiDE
    # introduces locality-biased gating, a drop-in replacement ..." and "EdgeSieve also introduces charge-state
    # forecasting, a lightweight on-device estimator ..." proposed no part (no method's head, an opening phrase);
    # a method a system applies is most often one that exists
    rec = _record("We propose HiDE, which restructures dispatch. On top of this mechanism, HiDE introduces "
                  "locality-biased gating, a drop-in replacement for top-2 gating that adds a penalty.")
    assert rec["proposes"] == ["HiDE", "locality-biased gating"]
    rec = _record("We present EdgeSieve, a federated learning system. EdgeSieve also introduces charge-state "
                  "forecasting, a lightweight on-device estimator that predicts when a phone is plugged in.")
    assert rec["proposes"] == ["EdgeSieve", "charge-state forecasting"]
    rec = _record("We present Ferry. On the prefill side, Ferry applies per-head 4-bit quantization to keys and "
                  "values.")
    assert rec["proposes"] == ["Ferry"]


def test_proposes_the_parts_of_a_system_proposed_only_as_the_texts_subject():
    # styled on distributed sparse tensor compilers: "Tributary is a compiler ... Tributary also introduces
    # nonzero-balanced partitioning, which splits ..." proposed Tributary (the subject of the abstract) but not its
    # part, read only for what the sentences had proposed before
    rec = _record("Tributary is a compiler for distributed sparse tensor algebra. Tributary also introduces "
                  "nonzero-balanced partitioning, which splits tensors by nonzero count. Tributary reduces "
                  "communication volume by 41%.")
    assert rec["proposes"] == ["Tributary", "nonzero-balanced partitioning"]


def test_proposes_a_method_set_off_by_its_kind_in_a_sentence_about_the_system():
    # styled on sparse tensor compilers and edge accelerators: "through iteration-space coarsening, a transformation
    # that ...", "built around format-aware operator fusion, a technique we propose ...", "Quill is paired with
    # range-balanced fine-tuning, a ... recipe that ..." and "TAPIR's scheduler, called PatchFlow, ..." proposed no
    # part; a known method so described, or one in a sentence without the system, is none
    rec = _record("We present Loom, a compiler for sparse tensor algebra that decouples iteration order from storage "
                  "through iteration-space coarsening, a transformation that groups nonzeros into dense blocks.")
    assert rec["proposes"] == ["Loom", "iteration-space coarsening"]
    assert _record("This paper introduces Harbor, a compiler built around format-aware operator fusion, a technique "
                   "we propose for fusing chains of sparse operators.")["proposes"] == [
        "Harbor", "format-aware operator fusion"]
    assert _record("We present Quill, an accelerator. To preserve accuracy, Quill is paired with range-balanced "
                   "fine-tuning, a quantization-aware training recipe that equalizes activation ranges.")[
        "proposes"] == ["Quill", "range-balanced fine-tuning"]
    assert _record("We present TAPIR, a runtime. TAPIR's scheduler, called PatchFlow, executes the first layers.")[
        "proposes"] == ["TAPIR", "PatchFlow"]
    assert _record("We present Quill, an accelerator. Quill is paired with quantization-aware training, a technique "
                   "that learns scales. Others rely on range-balanced fine-tuning, a recipe that equalizes ranges.")[
        "proposes"] == ["Quill"]


def test_baselines_the_names_after_an_unnamed_plural_kind():
    # H2O's, DNNFusion's, Hidet's and Pollux's abstracts: set off by a comma, right after the kind, after "such as"
    rec = _record("We present H2O. Our implementation improves throughput over three leading inference systems, "
                  "DeepSpeed Zero-Inference, Hugging Face Accelerate and FlexGen, by up to 29x, 29x and 3x.")
    assert rec["baselines"] == ["DeepSpeed Zero-Inference", "Hugging Face Accelerate", "FlexGen"]
    rec = _record("We present DNNFusion. DNNFusion outperforms four state-of-the-art DNN execution frameworks, "
                  "TensorFlow Lite, TVM, MNN and PyTorch Mobile, with up to 9.3x speedup.")
    assert rec["baselines"] == ["TensorFlow Lite", "TVM", "MNN", "PyTorch Mobile"]
    rec = _record("We present Hidet. Hidet outperforms state-of-the-art DNN inference frameworks ONNX Runtime and "
                  "the compiler TVM by up to 1.48x.")
    assert rec["baselines"] == ["ONNX Runtime", "TVM"]
    rec = _record("We present Pollux. Pollux reduces average job completion times by 37-50% relative to "
                  "state-of-the-art DL schedulers such as Tiresias and Optimus, even when they are tuned.")
    assert rec["baselines"] == ["Tiresias", "Optimus"]
    # one name after the kind and a comma opens a clause: no baseline
    rec = _record("We present Tessel. Compared to prior systems, Tessel is 2x faster.")
    assert rec["baselines"] == []


def test_baselines_an_unnamed_kind_stands_for_the_names_listed_with_it_before():
    # DNNFusion's abstract (PLDI 2021): the frameworks are named in the introduction, compared at the end
    rec = _record("Operator fusion is a key optimization in many state-of-the-art DNN execution frameworks, such as "
                  "TensorFlow, TVM, and MNN. However, these frameworks adopt fusion approaches based on fixed "
                  "patterns. This paper proposes a loop fusion framework called DNNFusion. DNNFusion outperforms "
                  "four state-of-the-art DNN execution frameworks with a 9.3x speedup.")
    assert rec["baselines"] == ["TensorFlow", "TVM", "MNN"]
    # the kind's own words must match: other frameworks listed before are not the compared ones
    rec = _record("Training runs on deep learning frameworks such as PyTorch and JAX. This paper proposes a "
                  "compiler called Fuser. Fuser outperforms four state-of-the-art DNN execution frameworks with a "
                  "9.3x speedup.")
    assert rec["baselines"] == []


def test_proposes_a_name_in_brackets_after_the_new_things_description():
    rec = _record("Training jobs share GPU clusters. We propose a novel scheduler for GPU clusters (Gandalf) that "
                  "packs jobs onto fewer servers. Gandalf improves utilization by 20%.")
    assert rec["proposes"] == ["Gandalf"]
    assert rec["entities"]["System"] == ["Gandalf"]
    # the description's own short form is the abbreviation's, not a second name
    rec = _record("We propose a dynamic scheduling algorithm (DSA) that packs jobs.")
    assert rec["entities"]["System"] == []


def test_proposes_what_we_call_the_proposed_method():
    # Hidet's abstract (ASPLOS 2023)
    rec = _record("We propose to embed the scheduling process into tensor programs and use dedicated mappings, "
                  "called task mappings, to define the computation assignment. We call the proposed method the "
                  "task-mapping programming paradigm.")
    assert "task-mapping programming paradigm" in rec["proposes"]
    assert not any("proposed method" in n for n in rec["proposes"])


def test_baselines_what_the_new_system_is_used_instead_of_in_a_measured_sentence():
    # CoorDL's abstract (VLDB 2021): the name set off after a library, then "to" and its purpose
    rec = _record("We design and implement three simple but effective techniques in a data-loading library, "
                  "CoorDL, to mitigate data stalls. Our experiments show that when PyTorch uses CoorDL instead of "
                  "the state-of-the-art DALI data loading library, DNN training time is reduced by as much as 5x.")
    assert rec["proposes"] == ["CoorDL"]
    assert rec["baselines"] == ["DALI"]
    # "instead of" with no measured change is a design choice, not a comparison
    rec = _record("We present CoorDL. CoorDL caches decoded samples instead of raw files.")
    assert rec["baselines"] == []


def test_proposes_nothing_that_recent_work_proposes():
    # the gradient-compression study's abstract (MLSys 2022): what "a long line of recent work proposes" is theirs
    rec = _record("To alleviate these bottlenecks, a long line of recent work proposes gradient and model "
                  "compression methods. In this work, we evaluate the efficacy of gradient compression methods.")
    assert rec["proposes"] == []


def test_baselines_named_after_a_singular_description_with_a_model_class_in_it():
    # Hidet's abstract (ASPLOS 2023) as written: "the state-of-the-art DNN inference framework ONNX Runtime and the
    # compiler TVM equipped with the schedulers AutoTVM and Ansor"
    rec = _record("We present Hidet. Experiments on modern convolutional neural networks and Transformers show that "
                  "Hidet outperforms the state-of-the-art DNN inference framework ONNX Runtime and the compiler TVM "
                  "equipped with the schedulers AutoTVM and Ansor by up to 1.48x (1.22x on average).")
    assert rec["baselines"] == ["ONNX Runtime", "TVM", "AutoTVM", "Ansor"]


def test_baselines_a_long_subject_that_plateaus_after_where():
    # DiskANN's abstract (NeurIPS 2019): the contrasted algorithms, named after "like", plateau
    rec = _record("We present DiskANN. On the SIFT1B dataset, DiskANN serves > 5000 queries a second with < 3ms "
                  "mean latency and 95%+ 1-recall@1 on a 16 core machine, where state-of-the-art billion-point ANNS "
                  "algorithms with similar memory footprint like FAISS and IVFOADC+G+P plateau at around 50% "
                  "1-recall@1.")
    assert [n.lower() for n in rec["baselines"]] == ["faiss", "ivfoadc+g+p"]  # (the vocabulary writes Faiss)


def test_proposes_our_low_precision_edition_of_the_new_system():
    # GaLore's abstract (ICML 2024): "Our 8-bit GaLore further reduces optimizer memory"
    rec = _record("In this work, we propose Gradient Low-Rank Projection (GaLore), a training strategy that allows "
                  "full-parameter learning. Our 8-bit GaLore further reduces optimizer memory by up to 82.5% and "
                  "total training memory by 63.3%, compared to a BF16 baseline.")
    assert "8-bit GaLore" in rec["proposes"]
    assert "8-bit GaLore" in rec["entities"]["System"]
    # an optimizer's edition compared with is no proposal
    rec = _record("We propose FooNet. FooNet converges faster than 8-bit Adam and 1-bit Adam.")
    assert rec["proposes"] == ["FooNet"]
    assert rec["baselines"] == ["8-bit Adam", "1-bit Adam"]


def test_proposes_a_novel_technique_after_the_paper_named_its_system():
    # SpecInfer's abstract (ASPLOS 2024): no "we" in the sentence, but the system was introduced before it
    rec = _record("This paper introduces SpecInfer, a system that accelerates generative LLM serving with "
                  "speculative inference. The correctness of all candidate token sequences represented by a token "
                  "tree is verified against the LLM in parallel using a novel tree-based parallel decoding "
                  "mechanism.")
    assert "tree-based parallel decoding" in rec["proposes"]
    # a novel thing of earlier work is not the paper's
    rec = _record("This paper introduces SpecInfer, a serving system. Previous systems verify tokens with a novel "
                  "sequence-based decoding mechanism.")
    assert rec["proposes"] == ["SpecInfer"]


def test_proposes_lower_case_method_items_after_what_they_are_like():
    # ServerlessLLM's abstract (OSDI 2024): "three core contributions: (i) fast multi-tier checkpoint loading, ...
    # (ii) efficient live migration of LLM inference, which ..."
    rec = _record("We present ServerlessLLM, a distributed system designed to support low-latency serverless "
                  "inference for LLMs. ServerlessLLM has three core contributions: (i) fast multi-tier checkpoint "
                  "loading that fully utilizes the bandwidth of storage hierarchies, (ii) efficient live migration "
                  "of LLM inference, which enables newly initiated inferences to use local checkpoint storage, and "
                  "(iii) startup-time-optimized model scheduling.")
    assert rec["proposes"] == ["ServerlessLLM", "multi-tier checkpoint loading", "live migration",
                               "startup-time-optimized model scheduling"]
    # an item that is no method stays out
    rec = _record("We present FooServe. FooServe has three core contributions: (i) fast recovery of the cost "
                  "model, (ii) efficient live migration of LLM inference.")
    assert rec["proposes"] == ["FooServe", "live migration"]


def test_proposes_the_numbered_editions_of_the_new_system():
    # Medusa's abstract (ICML 2024): "two levels of fine-tuning procedures for Medusa ...: Medusa-1: ... Medusa-2: ..."
    rec = _record("In this paper, we present Medusa, an efficient method that augments LLM inference by adding extra "
                  "decoding heads. Our experiments demonstrate that Medusa-1 can achieve over 2.2x speedup, while "
                  "Medusa-2 further improves the speedup to 2.3-3.6x.")
    assert rec["proposes"] == ["Medusa", "Medusa-1", "Medusa-2"]
    # an edition compared with is none of the paper's
    rec = _record("We present Zephyr, a new scheduler. Zephyr is 2x faster than Zephyr-1.")
    assert rec["proposes"] == ["Zephyr"]


def test_proposes_a_novel_technique_set_off_by_a_comma():
    # TVM's abstract (OSDI 2018): "by employing a novel, learning-based cost modeling method"
    rec = _record("We propose TVM, a compiler that exposes graph-level optimizations. It also automates optimization of "
                  "low-level programs by employing a novel, learning-based cost modeling method for rapid exploration "
                  "of code optimizations.")
    assert rec["proposes"] == ["TVM", "learning-based cost modeling"]


def test_baselines_the_name_a_compared_system_is_based_on():
    # Tiresias' abstract (NSDI 2019): "improves the average JCT by up to 5.5x over an Apache YARN-based resource
    # manager used in production"
    rec = _record("We present Tiresias, a GPU cluster manager. Tiresias improves the average JCT by up to 5.5x over an "
                  "Apache YARN-based resource manager used in production.")
    assert rec["baselines"] == ["Apache YARN"]
    rec = _record("We present FooSched, a scheduler. FooSched is 2x faster than a PyTorch-based implementation.")
    assert rec["baselines"] == ["PyTorch"]


def test_baselines_a_number_format_compared_with_alone():
    # GPTQ's abstract (ICLR 2023): "end-to-end inference speedups over FP16, of around 3.25x when using high-end GPUs"
    rec = _record("We propose GPTQ, a one-shot weight quantization method. We show end-to-end inference speedups over "
                  "FP16, of around 3.25x when using high-end GPUs (NVIDIA A100).")
    assert rec["baselines"] == ["FP16"]
    assert "FP16" in rec["entities"]["Technique"]
    # a format the work runs in is none
    rec = _record("We propose FooQuant. We train in BF16 and FP16 is common.")
    assert rec["baselines"] == [] and rec["entities"]["Technique"] == []


def test_proposes_a_bracketed_name_joined_to_a_proposed_one():
    # MCUNet's abstract (NeurIPS 2020): "jointly designs the efficient neural architecture (TinyNAS) and the
    # lightweight inference engine (TinyEngine)"
    rec = _record("We propose MCUNet, a framework that jointly designs the efficient neural architecture (TinyNAS) and "
                  "the lightweight inference engine (TinyEngine), enabling ImageNet-scale inference on "
                  "microcontrollers.")
    assert rec["proposes"] == ["MCUNet", "TinyNAS", "TinyEngine"]
    # a used one is not the paper's
    rec = _record("We propose FooNet, which combines a new scheduler (Alpha) and the existing runtime (PyTorch).")
    assert "PyTorch" not in rec["proposes"]



def test_proposes_the_sparse_edition_of_the_new_system():
    # FlashAttention's abstract (NeurIPS 2022): "FlashAttention and block-sparse FlashAttention enable longer context"
    rec = _record("We propose FlashAttention, an IO-aware exact attention algorithm. FlashAttention and block-sparse "
                  "FlashAttention enable longer context in Transformers.")
    assert rec["proposes"] == ["FlashAttention", "block-sparse FlashAttention"]
    # (no "block sparsity" beside FlashAttention; the kind of method it is, "exact attention", is one)
    assert rec["entities"]["Technique"] == ["exact attention"]


def test_proposes_the_method_the_key_insight_is():
    # Dorylus' abstract (OSDI 2021): "The key insight guiding our design is computation separation."
    rec = _record("This paper presents Dorylus: a distributed system for training GNNs. The key insight guiding our "
                  "design is computation separation.")
    assert rec["proposes"] == ["Dorylus", "computation separation"]
    # a known method the idea uses is no new one
    rec = _record("This paper presents Dorylus: a distributed system for training GNNs. Our key idea is to use "
                  "pipelining.")
    assert rec["proposes"] == ["Dorylus"]


def test_baselines_the_name_in_brackets_after_the_state_of_the_art():
    rec = _record("We present Foo, a training system. Foo outperforms the state of the art (Megatron-LM) by 20% on "
                  "GPT-3.")
    assert rec["baselines"] == ["Megatron-LM"]
    # a system built on it is no comparison
    rec = _record("We present Foo, a training system built on the state of the art (Megatron-LM).")
    assert rec["baselines"] == []


def test_baselines_what_an_evaluation_runs_against_before_a_reporting_verb():
    rec = _record("We present Foo, an inference engine. Our evaluation against TensorRT-LLM shows 1.4x lower latency.")
    assert rec["baselines"] == ["TensorRT-LLM"]
    # what a system is robust against is no baseline
    rec = _record("We present Foo, an inference engine. Foo is robust against adversarial attacks from Bar.")
    assert rec["baselines"] == []


def test_baselines_the_subject_that_is_slower_than_the_new_system():
    rec = _record("We present Foo, a training system. DeepSpeed and Megatron-LM, the state-of-the-art systems, are 2x "
                  "slower than Foo.")
    assert rec["baselines"] == ["DeepSpeed", "Megatron-LM"]
    # slower than another system: no comparison with the paper's
    rec = _record("We present Foo, a training system. DeepSpeed is 2x slower than Megatron-LM on small models.")
    assert "DeepSpeed" not in rec["baselines"]


def test_pipeswitch_proposes_its_switching_and_compares_with_nvidia_mps():
    # PipeSwitch's abstract (OSDI 2020): "We achieve so by introducing pipelined context switching", "a total overhead
    # of 5.4-34.6 ms (10-50x better than NVIDIA MPS)"
    rec = _record("We present PipeSwitch, a system that enables unused cycles of an inference application to be filled "
                  "by training. We achieve so by introducing pipelined context switching. PipeSwitch incurs a total "
                  "overhead of 5.4-34.6 ms (10-50x better than NVIDIA MPS).")
    assert rec["proposes"] == ["PipeSwitch", "pipelined context switching"]
    assert rec["baselines"] == ["MPS"] and "MPS" in rec["entities"]["System"]  # (no vendor: "NVIDIA DALI" is DALI)
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (5.4, "total overhead"), (34.6, "total overhead"), (10, "total overhead"), (50, "total overhead")]


def test_llama_sizes_compare_the_paper_with_models_named_with_their_sizes():
    # LLaMA (2023): "LLaMA-13B outperforms GPT-3 (175B) on most benchmarks, and LLaMA-65B is competitive with the best
    # models, Chinchilla-70B and PaLM-540B" compared nothing (a size of the proposed model is the paper's); Chinchilla
    # (2022): "outperforms Gopher (280B), GPT-3 (175B), Jurassic-1 (178B), and Megatron-Turing NLG (530B)" stopped at
    # the first bracketed size
    rec = _record("We introduce LLaMA, a collection of foundation language models ranging from 7B to 65B parameters. "
                  "In particular, LLaMA-13B outperforms GPT-3 (175B) on most benchmarks, and LLaMA-65B is competitive "
                  "with the best models, Chinchilla-70B and PaLM-540B.")
    assert rec["proposes"] == ["LLaMA", "LLaMA-13B", "LLaMA-65B"]  # (the sizes are the paper's models too)
    assert rec["baselines"] == ["GPT-3 175B", "Chinchilla 70B", "PaLM-540B"]
    rec = _record("We present Chinchilla, a compute-optimal model. Chinchilla uniformly and significantly outperforms "
                  "Gopher (280B), GPT-3 "
                  "(175B), Jurassic-1 (178B), and Megatron-Turing NLG (530B) on a large range of downstream tasks.")
    assert rec["baselines"] == ["Gopher 280B", "GPT-3 175B", "Jurassic-1 178B", "Megatron-Turing NLG"]


def test_palm_a_new_system_it_was_trained_with_is_not_proposed():
    # PaLM (2022): "We trained PaLM on 6144 TPU v4 chips using Pathways, a new ML system which enables highly
    # efficient training across multiple TPU Pods" proposed Pathways (its own 2022 paper); "a novel metric" the
    # paper names stays proposed
    rec = _record("We trained PaLM on 6144 TPU v4 chips using Pathways, a new ML system which enables highly efficient "
                  "training across multiple TPU Pods.", title="PaLM: Scaling Language Modeling with Pathways")
    assert rec["proposes"] == ["PaLM"]
    rec = _record("We present Parcae, a system. Parcae optimizes liveput, a novel metric that measures the expected "
                  "training throughput.")
    assert "liveput" in rec["proposes"]


def test_medrag_a_name_introduced_in_this_work_is_proposed_and_a_benchmark_pair_is_data():
    # MIRAGE/MedRAG (ACL Findings 2024): "through the MedRAG toolkit introduced in this work" proposed nothing, and
    # "the Medical Information Retrieval-Augmented Generation Evaluation (MIRAGE), a first-of-its-kind benchmark" was
    # a System; Adam "introduced in 2014" is no proposal
    rec = _record("We propose the Medical Information Retrieval-Augmented Generation Evaluation (MIRAGE), a "
                  "first-of-its-kind benchmark including 7,663 questions. Using MIRAGE, we conducted large-scale "
                  "experiments through the MedRAG toolkit introduced in this work. The Adam optimizer, introduced in "
                  "2014, is used.")
    assert rec["entities"]["Dataset"] == ["Medical Information Retrieval-Augmented Generation Evaluation"]
    assert "MedRAG" in rec["proposes"] and "Adam" not in rec["proposes"]


def test_dgc_the_methods_a_new_system_lists_after_a_colon_are_its_own():
    # Deep Gradient Compression (ICLR 2018): "To preserve accuracy during compression, DGC employs four methods:
    # momentum correction, local gradient clipping, momentum factor masking, and warm-up training" found two of the
    # four methods and proposed none
    rec = _record("We propose Deep Gradient Compression (DGC) to greatly reduce the communication bandwidth. To "
                  "preserve accuracy during compression, DGC employs four methods: momentum correction, local "
                  "gradient clipping, momentum factor masking, and warm-up training.",
                  title="Deep Gradient Compression")
    methods = ["momentum correction", "local gradient clipping", "momentum factor masking", "warm-up training"]
    assert set(methods) <= set(rec["entities"]["Technique"])
    assert rec["proposes"] == ["Deep Gradient Compression"] + methods


def test_the_parts_a_new_system_delivers_and_those_after_a_which_clause_are_its_own():
    # Tutel (MLSys 2023): "Tutel delivers adaptive parallelism switching and adaptive pipelining at runtime";
    # SARATHI (2023): "SARATHI employs chunked-prefills, which splits a prefill request into equal sized chunks, and
    # decode-maximal batching, which constructs a batch ..."
    rec = _record("We present Tutel, a highly scalable stack design for MoE. Tutel delivers adaptive parallelism "
                  "switching and adaptive pipelining at runtime, which achieves up to 1.74x speedup.",
                  title="Tutel: Adaptive Mixture-of-Experts at Scale")
    assert rec["proposes"] == ["Tutel", "adaptive parallelism switching", "adaptive pipelining"]
    rec = _record("We present Sarathi to address these challenges. Sarathi employs sliced prefills, which splits a "
                  "prefill request into equal sized chunks, and decode-maximal batching, which constructs a batch "
                  "using a single prefill chunk.", title="Sarathi: Efficient LLM Inference")
    assert rec["proposes"] == ["Sarathi", "sliced prefill", "decode-maximal batching"]
    # a number delivered is no part: "Tutel delivers 4.96x speedup"
    assert _record("We present Tutel. Tutel delivers 4.96x speedup over Fairseq.")["proposes"] == ["Tutel"]


def test_the_parts_a_new_system_employs_after_an_opening_phrase_are_its_own():
    # DySR (ICLR 2023): "During the training stage, DySR employs an adaptation-aware one-shot Neural Architecture
    # Search ..."; TiFL (HPDC 2020): "To further tame the heterogeneity caused by non-IID (...) data and resources,
    # TiFL employs an adaptive tier selection approach ..."; GNNAdvisor (OSDI 2021): "GNNAdvisor implements a novel
    # and highly-efficient 2D workload management": none was proposed. Parcae (dev seed-08) "supports lightweight
    # instance migration": the dev set proposes no such part.
    def proposes(title, abstract):
        return _record(abstract, title=title)["proposes"]

    assert proposes("DySR: Adaptive Super-Resolution", "We present DySR. During the training stage, DySR employs an "
                    "adaptation-aware one-shot Neural Architecture Search to produce sub-graphs.") == [
        "DySR", "adaptation-aware one-shot Neural Architecture Search"]
    assert proposes("TiFL: A Tier-based Federated Learning System", "We present TiFL. To further tame the "
                    "heterogeneity caused by non-IID (Independent and Identical Distribution) data and resources, "
                    "TiFL employs an adaptive tier selection approach to update the tiering on-the-fly.") == [
        "TiFL", "adaptive tier selection"]
    assert proposes("GNNAdvisor: An Adaptive Runtime", "We present GNNAdvisor. Second, GNNAdvisor implements a novel "
                    "and highly-efficient 2D workload management, tailored for GNN computation.") == [
        "GNNAdvisor", "2D workload management"]
    assert proposes("Parcae: Proactive, Liveput-Optimized DNN Training on Preemptible Instances", "We present "
                    "Parcae. To optimize liveput, Parcae supports lightweight instance migration.") == ["Parcae"]


def test_omniquant_the_named_components_a_new_system_comprises_are_its_own():
    # OmniQuant (ICLR 2024): "OmniQuant comprises two innovative components including Learnable Weight Clipping (LWC)
    # and Learnable Equivalent Transformation (LET)" proposed only the first
    rec = _record("We introduce OmniQuant for LLMs. OmniQuant comprises two innovative components including Learnable "
                  "Weight Clipping (LWC) and Learnable Equivalent Transformation (LET). LWC modulates the extreme "
                  "values of weights.", title="OmniQuant: Omnidirectionally Calibrated Quantization for Large "
                                              "Language Models")
    assert rec["proposes"] == ["OmniQuant", "Learnable Weight Clipping", "Learnable Equivalent Transformation"]


def test_heat_a_new_method_a_sentence_opens_with_our_is_proposed():
    # HEAT (DAC 2022): "Our two-stage knowledge distillation flow resolves the trainability bottleneck" proposed
    # nothing; Deep Compression's "Our compression method also facilitates ..." names a field's method, no new one
    rec = _record("We propose HEAT, a hardware-efficient tensor decomposition framework. Our two-stage knowledge "
                  "distillation flow resolves the trainability bottleneck. Our compression method also facilitates "
                  "the use of complex neural networks.")
    assert rec["proposes"] == ["HEAT", "two-stage knowledge distillation"]


def test_roles_the_system_shown_to_gain_is_proposed():
    # Decima (SIGCOMM 2019): "Decima uses reinforcement learning ..." and "... shows that Decima improves ... over
    # hand-tuned scheduling heuristics by at least 21%": no "we present", the abstract's subject twice; "demonstrates
    # that EFL learners should ..." (arXiv 2401.00475) has no verb after the name
    rec = _record("Decima uses reinforcement learning to learn scheduling algorithms. Our prototype integration with "
                  "Spark shows that Decima improves the average job completion time over hand-tuned scheduling "
                  "heuristics by at least 21%.", title="Learning Scheduling Algorithms for Data Processing Clusters")
    assert rec["proposes"] == ["Decima"]
    rec = _record("To achieve this, EFL learners were asked to make questionnaires. This finding demonstrates that "
                  "EFL learners should make the most use of ChatGPT.")
    assert rec["proposes"] == []


def test_roles_our_proposed_name_inside_a_sentence_is_proposed():
    # DeepThings (2018): "DeepThings employs a scalable Fused Tile Partitioning (FTP) of convolutional layers ...
    # Results show that our proposed FTP method can reduce memory footprint by more than 68%" (the rule read "the
    # proposed X" only at a sentence's start)
    rec = _record("In this paper, we propose DeepThings, a framework for distributed CNN inference. DeepThings employs "
                  "a scalable Fused Tile Partitioning (FTP) of convolutional layers to minimize memory footprint. "
                  "Results show that our proposed FTP method can reduce memory footprint by more than 68%.")
    assert rec["proposes"] == ["DeepThings", "Fused Tile Partitioning"]


def test_roles_a_part_named_after_its_description_is_the_name():
    # TopoOpt (NSDI 2023): "TopoOpt then uses an alternating optimization technique and a group theory-inspired
    # algorithm called TotientPerms" proposed "group theory-inspired" (the description) and stopped at the known
    # method before it; the name is the part, the known method none
    rec = _record("We propose TopoOpt, a novel direct-connect fabric for DNN training. TopoOpt then uses an "
                  "alternating optimization technique and a group theory-inspired algorithm called TotientPerms to "
                  "find the best network topology.")
    assert rec["proposes"] == ["TopoOpt", "TotientPerms"]
    assert rec["entities"]["Technique"] == ["alternating optimization"]


def test_roles_a_baseline_before_w_r_t_is_compared():
    # Once-for-All (ICLR 2020): "1.5x faster than MobileNetV3, 2.6x faster than EfficientNet w.r.t measured
    # latency" lost EfficientNet (a name followed by "w.r.t" read as a modifier of the next noun)
    rec = _record("We propose OFA. OFA is 1.5x faster than MobileNetV3, 2.6x faster than EfficientNet w.r.t measured "
                  "latency.")
    assert rec["baselines"] == ["MobileNetV3", "EfficientNet"]


def test_roles_a_baseline_named_by_its_training_regime_is_compared():
    # Adafactor (ICML 2018): "we achieve comparable results to the published Adam regime" (the name read as a
    # modifier of "regime")
    rec = _record("We propose Adafactor. Combining these methods and dropping momentum, we achieve comparable results "
                  "to the published Adam regime in training the Transformer model.",
                  title="Adafactor: Adaptive Learning Rates with Sublinear Memory Cost")
    assert rec["baselines"] == ["Adam"]


def test_roles_a_known_kind_set_off_after_the_name_is_no_proposal():
    # Performers (ICLR 2021): "We introduce Performers, Transformer architectures which can estimate ..." proposed
    # the Transformer (read as a list of two names); a list of new names stays one
    assert _record("We introduce Performers, Transformer architectures which can estimate regular full-rank "
                   "attention.")["proposes"] == ["Performer"]
    assert _record("We propose PagedAttention, vLLM and FooServe.")["proposes"] == ["PagedAttention", "vLLM",
                                                                                   "FooServe"]


def test_roles_a_name_called_over_a_known_name_inside_it_is_proposed():
    # MobileNetV2 (CVPR 2018): "we demonstrate how to build mobile semantic segmentation models through a reduced
    # form of DeepLabv3 which we call Mobile DeepLabv3" proposed the models' class (the name held DeepLabv3)
    rec = _record("Additionally, we demonstrate how to build mobile semantic segmentation models through a reduced "
                  "form of DeepLabv3 which we call Mobile DeepLabv3.")
    assert rec["proposes"] == ["Mobile DeepLabv3"]
    assert "DeepLabv3" in rec["entities"]["System"]


def test_roles_new_operations_of_the_new_architecture_are_proposed():
    # ShuffleNet (CVPR 2018): "The new architecture utilizes two new operations, pointwise group convolution and
    # channel shuffle, to ..." (the subject names the proposed model by its kind; the list is set off by a comma);
    # MobileNetV2: "MobileNetV2 uses lightweight depthwise convolutions" is a known method, no part of its own;
    # TensorFlow Lite Micro: "The framework adopts a unique interpreter-based approach" proposes no adjective
    rec = _record("We introduce an extremely computation-efficient CNN architecture named ShuffleNet, which is "
                  "designed specially for mobile devices. The new architecture utilizes two new operations, pointwise "
                  "group convolution and channel shuffle, to greatly reduce computation cost while maintaining "
                  "accuracy. ShuffleNet uses lightweight depthwise convolutions to filter features.",
                  title="ShuffleNet: An Extremely Efficient Convolutional Neural Network for Mobile Devices")
    assert rec["proposes"] == ["ShuffleNet", "pointwise group convolution", "channel shuffle"]
    rec = _record("We present TFLM, a framework for embedded devices. The framework adopts a unique interpreter-based "
                  "approach that provides flexibility.")
    assert rec["proposes"] == ["TFLM"]


def test_baselines_a_network_topology_of_a_device_class():
    # TopoOpt (h83-01): "compared to similar-cost Fat-Tree interconnects" compares with the fat-tree topology, a
    # design (Technique), not with the interconnects
    rec = _record("We propose TopoOpt, a novel direct-connect fabric for DNN training workloads. Large-scale "
                  "simulations show that, compared to similar-cost Fat-Tree interconnects, TopoOpt reduces DNN "
                  "training time by up to 3.4x.")
    assert "fat-tree" in rec["entities"]["Technique"]
    assert "fat-tree" not in rec["entities"]["Hardware"]
    assert rec["proposes"] == ["TopoOpt"] and rec["baselines"] == ["fat-tree"]


def test_proposes_a_known_model_named_with_its_release():
    # Mistral 7B (h94-01): "We introduce Mistral 7B v0.1, a ... language model": the release after the name
    rec = _record("We introduce Mistral 7B v0.1, a 7-billion-parameter language model engineered for superior "
                  "performance and efficiency.", title="Mistral 7B")
    assert rec["proposes"] == ["Mistral 7B"]


def test_baselines_a_second_name_after_where_the_first_was_beaten():
    # Mistral 7B (h94-01): "outperforms Llama 2 13B across all evaluated benchmarks, and Llama 1 34B in reasoning"
    rec = _record("We introduce Mistral 7B, a 7-billion-parameter language model. Mistral 7B outperforms Llama 2 13B "
                  "across all evaluated benchmarks, and Llama 1 34B in reasoning and mathematics.")
    assert rec["baselines"] == ["Llama 2 13B", "Llama 1 34B"]
    # a name that goes on with a verb starts a new clause, no baseline
    rec = _record("We introduce Mistral 7B, a 7-billion-parameter language model. Mistral 7B outperforms Llama 2 13B "
                  "across all evaluated benchmarks, and Llama 1 34B remains strong in reasoning.")
    assert rec["baselines"] == ["Llama 2 13B"]


def test_proposes_the_sizes_of_a_proposed_model_named_on_their_own():
    # LLaMA (h72-06) and OPT (h72-02): the sizes the paper names are its models too; the compared ones are not
    rec = _record("We introduce LLaMA, a collection of foundation language models ranging from 7B to 65B parameters. "
                  "In particular, LLaMA-13B outperforms GPT-3 (175B) on most benchmarks, and LLaMA-65B is competitive "
                  "with the best models, Chinchilla-70B and PaLM-540B.",
                  title="LLaMA: Open and Efficient Foundation Language Models")
    assert rec["proposes"] == ["LLaMA", "LLaMA-13B", "LLaMA-65B"]
    rec = _record("We present Open Pre-trained Transformers (OPT), a suite of decoder-only pre-trained transformers "
                  "ranging from 125M to 175B parameters. We show that OPT-175B is comparable to GPT-3.")
    assert "OPT-175B" in rec["proposes"] and "GPT-3" not in rec["proposes"]


def test_proposes_after_we_and_an_earlier_verb_in_the_past():
    # Sequence Parallelism (h102-03): "we integrated ... and proposed Ring Self-Attention (RSA)" proposed nothing
    # (a past form needed "we" right before it); prior or baseline methods "and proposed" ones are no proposal
    rec = _record("To compute the attention output, we integrated ring-style communication with self-attention "
                  "calculation and proposed Ring Self-Attention (RSA).")
    assert rec["proposes"] == ["Ring Self-Attention"]
    assert _record("We compare existing and proposed FooNet variants.")["proposes"] == []


def test_proposes_a_method_described_by_adjectives_with_its_head():
    # Tutel (h103-04): "a novel two-dimensional hierarchical algorithm" proposed "two-dimensional hierarchical",
    # which names nothing; the algorithm keeps its head. An approach so described names no method
    rec = _record("We also propose a novel two-dimensional hierarchical algorithm for MoE communication speedup.")
    assert rec["proposes"] == ["two-dimensional hierarchical algorithm"]
    assert _record("We propose a novel distributed hierarchical approach.")["proposes"] == []
    assert _record("We present a dynamic shadowing approach.")["proposes"] == ["dynamic shadowing"]


def test_proposes_a_method_in_a_clause_before_a_named_system():
    # Persia (h101-03): "we design a novel hybrid training algorithm, ...; then we build a system called Persia":
    # the semicolon parts two contributions; "a framework called X" is one
    rec = _record("Specifically, we design a novel hybrid training algorithm, where the embedding layer and the dense "
                  "neural network are handled by different synchronization mechanisms; then we build a system "
                  "called Persia to support this hybrid training algorithm.")
    assert rec["proposes"] == ["hybrid training", "Persia"]
    assert _record("We propose a novel serving framework called FooServe.")["proposes"] == ["FooServe"]


def test_proposes_the_listed_means_of_the_papers_solution(sample_record):
    # arXiv 2512.13632 (StutterFuse): "We mitigate this using: (1) SetCon, a Jaccard-Weighted Metric Learning
    # objective ..., and (2) a Gated Mixture-of-Experts fusion strategy ..."
    rec = sample_record("arxiv_atom_page.xml", "2512.13632")
    assert rec["proposes"] == ["StutterFuse", "SetCon"]


def test_proposes_the_use_of_a_method():
    # Movement Pruning (h119-05): "We propose the use of movement pruning, a simple, deterministic first-order weight
    # pruning method": a generic method (a Technique, written lower case in the text) the paper proposes
    rec = _record("We propose the use of movement pruning, a simple, deterministic first-order weight pruning method "
                  "that is more adaptive to pretrained model fine-tuning.",
                  title="Movement Pruning: Adaptive Sparsity by Fine-Tuning")
    assert rec["proposes"] == ["movement pruning"]
    assert "movement pruning" in rec["entities"]["Technique"]


def test_proposes_what_the_papers_system_develops():
    # HiveD (OSDI 2020): "HiveD develops an elegant buddy cell allocation algorithm to ensure sharing safety": the
    # new system's own part, as with "uses", "introduces"; a word describing the method before it is skipped
    rec = _record("We present HiveD, a cluster scheduler for sharing GPU clusters. HiveD develops an elegant buddy "
                  "cell allocation algorithm to ensure sharing safety.")
    assert rec["proposes"] == ["HiveD", "buddy cell allocation"]


def test_proposes_nothing_in_a_problem_the_paper_names():
    # Perseus (SOSP 2024): "a significant portion can be removed without slowing down training. We call this portion
    # energy bloat.": a problem named, not the paper's contribution
    rec = _record("Not all energy consumed during training contributes to throughput; a significant portion can be "
                  "removed without slowing down training. We call this portion energy bloat.")
    assert rec["proposes"] == []
    assert "portion energy bloat" not in rec["entities"]["Technique"]


def test_proposes_the_name_not_the_description_it_names():
    # IMPALA (ICML 2018): "with a novel off-policy correction method called V-trace": V-trace is the contribution
    rec = _record("We achieve stable learning at high throughput by combining decoupled acting and learning with a "
                  "novel off-policy correction method called V-trace.")
    assert rec["proposes"] == ["V-trace"]
    assert "off-policy correction" in rec["entities"]["Technique"]


def test_proposes_the_new_means_a_problem_is_solved_with():
    # Q-Diffusion (ICCV 2023): "We tackle these challenges with timestep-aware calibration and split shortcut
    # quantization in this work."; known methods are only used: "with quantization and pruning"
    rec = _record("We tackle these challenges with timestep-aware calibration and split shortcut quantization in this "
                  "work. We address the remaining problem with quantization and pruning.")
    assert rec["proposes"] == ["timestep-aware calibration", "split shortcut quantization"]


def test_baselines_a_factors_speedup_to_a_name():
    # AMOS (ISCA 2022): "1.37x speedup to TVM on vector units of Intel CPU ..., and up to 25.04x speedup to AutoTVM";
    # not the work sped up: "a 2x speedup to Llama-70B inference"
    rec = _record("We propose AMOS, a compiler. AMOS achieves 1.37x speedup to TVM on vector units of Intel CPU, and "
                  "up to 25.04x speedup to AutoTVM on dot units of Mali GPU. It brings a 2x speedup to Llama-70B "
                  "inference.")
    assert rec["baselines"] == ["TVM", "AutoTVM"]


def test_baselines_the_examples_a_bracket_gives_for_a_kind():
    # FedBuff (AISTATS 2022): "converges up to 3.8x faster than previous proposals for synchronous FL (e.g.,
    # FedAvgM), and up to 2.5x faster than previous proposals for asynchronous FL (e.g., FedAsync)"
    rec = _record("Empirically, FedBuff converges up to 3.8x faster than previous proposals for synchronous FL (e.g., "
                  "FedAvgM), and up to 2.5x faster than previous proposals for asynchronous FL (e.g., FedAsync).")
    assert rec["baselines"] == ["FedAvgM", "FedAsync"]


def test_baselines_a_system_run_on_a_device():
    # FAE (VLDB 2022): "reduces the overall training time by 2.3x and 1.52x in comparison to XDL CPU-only and XDL
    # CPU-GPU execution"; the device describes the run, the system is compared
    rec = _record("FAE reduces the overall training time by 2.3x and 1.52x in comparison to XDL CPU-only and XDL "
                  "CPU-GPU execution. Foo is 3x faster than the PyTorch GPU implementation.")
    assert rec["baselines"] == ["XDL", "PyTorch"]


def test_proposes_an_algorithm_its_adjectives_describe_with_its_head():
    # Synergy (OSDI 2022): "a near-optimal online algorithm for multi-resource workload-aware assignment": the
    # adjectives name no method without the head
    rec = _record("We design a near-optimal online algorithm for multi-resource workload-aware assignment.")
    assert rec["proposes"] == ["near-optimal online algorithm"]


def test_baselines_a_list_with_numbered_citations():
    # MCUNet (NeurIPS 2020): "accelerating the inference by 1.7-3.3x compared to TF-Lite Micro [3] and CMSIS-NN [28]"
    rec = _record("MCUNet accelerates the inference by 1.7-3.3x compared to TF-Lite Micro [3] and CMSIS-NN [28].")
    assert rec["baselines"] == ["TF-Lite Micro", "CMSIS-NN"]


def test_proposes_a_new_phrase_then_what_it_is_for():
    # MCUNetV2 (NeurIPS 2021): "We further propose network redistribution to shift the receptive field and FLOPs to
    # the later stage"; no phrase: "We propose adding noise to the gradients", "We present simulation results to"
    rec = _record("We further propose network redistribution to shift the receptive field and FLOPs to the later "
                  "stage. We propose adding noise to the gradients. We present simulation results to show this.")
    assert rec["proposes"] == ["network redistribution"]


def test_proposes_the_techniques_the_papers_system_introduces_in_a_list():
    # CoorDL (VLDB 2021): "CoorDL introduces three core techniques: coordinated pre-processing, partitioned caching,
    # and DNN-aware software caching policy (MinIO)"
    rec = _record("We build CoorDL, a novel data-loading library. CoorDL introduces three core techniques: "
                  "coordinated pre-processing, partitioned caching, and DNN-aware software caching policy (MinIO).")
    assert {"CoorDL", "coordinated pre-processing", "partitioned caching"} <= set(rec["proposes"])


def test_proposes_a_name_after_an_unnamed_first_item():
    # ByteScheduler (SOSP 2019): "we introduce a unified abstraction and a Dependency Proxy mechanism to enable
    # communication scheduling"
    rec = _record("We present ByteScheduler. To make it work generally, we introduce a unified abstraction and a "
                  "Dependency Proxy mechanism to enable communication scheduling.")
    assert rec["proposes"] == ["ByteScheduler", "Dependency Proxy"]


def test_proposes_a_new_name_the_papers_system_introduces_as_it():
    # BytePS (OSDI 2020): "BytePS further splits the functionalities of a parameter optimizer. It introduces a
    # Summation Service abstraction for aggregating gradients"; a known thing it introduces is no contribution
    rec = _record("We present BytePS. BytePS further splits the functionalities of a parameter optimizer. It "
                  "introduces a Summation Service abstraction for aggregating gradients. It introduces GPU "
                  "contention.")
    assert rec["proposes"] == ["BytePS", "Summation Service"]


def test_baselines_the_systems_a_speed_up_names_with_their_amounts():
    # Fluid (MLSys 2021): "Fluid can speed up synchronous BOHB by 200%, and BOHB and ASHA by 30%"; the work sped up
    # is no baseline: "accelerates DNN training by 2x"
    rec = _record("Our experiments show that Fluid can speed up synchronous BOHB by 200%, and BOHB and ASHA by 30% "
                  "while having similar final accuracy. Fluid accelerates DNN training by 2x.")
    assert rec["baselines"] == ["BOHB", "ASHA"]


def test_proposes_no_class_of_device_part_an_unnamed_design_uses():
    # TC-GNN (ATC 2023): "We implement an effective CUDA core and TCU collaboration design to fully utilize GPU
    # resources"
    rec = _record("We propose TC-GNN. We implement an effective CUDA core and TCU collaboration design to fully "
                  "utilize GPU resources.")
    assert rec["proposes"] == ["TC-GNN"]


def test_baselines_the_one_whose_time_a_share_is_of():
    # ASHA (MLSys 2020): "converging to a high quality configuration in half the time taken by Vizier (Google's
    # internal hyperparameter optimization service)"; the paper's own needs are no comparison
    rec = _record("We propose ASHA. ASHA converges to a high quality configuration in half the time taken by Vizier "
                  "in an experiment with 500 workers. The operator specifications needed by ASHA are short.")
    assert rec["baselines"] == ["Vizier"]


def test_baselines_the_examples_of_a_kind_with_what_it_is_for():
    # ReCycle (SOSP 2024): "outperforming recent proposals for fault-tolerant training such as Oobleck and Bamboo by
    # up to $1.46\times$ and $1.64\times$"
    rec = _record("We present ReCycle. ReCycle achieves high training throughput under multiple failures, "
                  "outperforming recent proposals for fault-tolerant training such as Oobleck and Bamboo by up to "
                  "$1.46\\times$ and $1.64\\times$, respectively.")
    assert rec["baselines"] == ["Oobleck", "Bamboo"]


def test_proposes_no_method_a_judgement_ends_before_its_head():
    # JointDNN (2018): "JointDNN not only provides an energy and performance efficient method of querying DNNs"
    rec = _record("We present JointDNN. JointDNN not only provides an energy and performance efficient method of "
                  "querying DNNs for the mobile side but also benefits the cloud server.")
    assert rec["proposes"] == ["JointDNN"]
    assert rec["entities"]["Technique"] == []


def test_proposes_nothing_a_title_says_it_studies():
    # "Demystifying NCCL: An In-depth Analysis of GPU Communication Protocols and Algorithms" (2025): NCCL is studied
    rec = _record("The NVIDIA Collective Communication Library (NCCL) is a critical software layer. This paper "
                  "presents a comprehensive analysis of NCCL.",
                  title="Demystifying NCCL: An In-depth Analysis of GPU Communication Protocols and Algorithms")
    assert rec["proposes"] == []


def test_baselines_named_examples_of_a_kind_of_a_size():
    # Sheared LLaMA (ICLR 2024): "Sheared-LLaMA models outperform state-of-the-art open-source models of equivalent
    # sizes, such as Pythia, INCITE, and OpenLLaMA models"
    rec = _record("We present the Sheared-LLaMA series. Sheared-LLaMA models outperform state-of-the-art open-source "
                  "models of equivalent sizes, such as Pythia, INCITE, and OpenLLaMA models, on a wide range of "
                  "downstream evaluations.", title="Sheared LLaMA: Accelerating Language Model Pre-training")
    assert rec["baselines"] == ["Pythia", "INCITE", "OpenLLaMA"]


def test_baselines_a_benchmark_compared_with_a_benchmark():
    # AIBench (2020): "The evaluations show AIBench outperforms MLPerf in terms of the diversity and
    # representativeness of model complexity"; a data set a system is run on is no baseline
    rec = _record("We contribute by far the most comprehensive AI benchmark suite, AIBench. The evaluations show "
                  "AIBench outperforms MLPerf in terms of the diversity and representativeness of model complexity.",
                  title="AIBench: An Industry Standard AI Benchmark Suite from Internet Services")
    assert rec["baselines"] == ["MLPerf"]
    rec = _record("We present FooNet. FooNet outperforms ResNet-50 on ImageNet by 2%.")
    assert rec["baselines"] == ["ResNet-50"]


def test_proposes_the_named_parts_a_sentence_opens_with_its():
    # Proteus (EuroSys 2017): "Its parameter server framework, AgileML, efficiently adapts to bulk additions ...
    # Its BidBrain component adaptively allocates resources from multiple EC2 spot markets"
    rec = _record("We present Proteus. Its parameter server framework, AgileML, efficiently adapts to bulk additions "
                  "and revocations of transient machines. Its BidBrain component adaptively allocates resources from "
                  "multiple EC2 spot markets. At its core, it uses caching.",
                  title="Proteus: Agile ML Elasticity through Tiered Reliability in Dynamic Resource Markets")
    assert rec["proposes"] == ["Proteus", "AgileML", "BidBrain"]


def test_proposes_the_technique_a_sentence_names_after_the_technique_of():
    # BatchMaker (EuroSys 2018): "We propose the technique of cellular batching, which improves both the latency and
    # throughput of RNN inference."; a technique merely used is still no proposal
    rec = _record("We propose the technique of cellular batching, which improves both the latency and throughput of "
                  "RNN inference.", title="Low Latency RNN Inference with Cellular Batching")
    assert rec["proposes"] == ["cellular batching"]
    rec = _record("We study the technique of gradient checkpointing on large models.")
    assert rec["proposes"] == []


def test_baselines_the_one_whose_like_outcome_a_described_name_has():
    # TGS (NSDI 2023): "TGS provides similar throughput for opportunistic jobs as the state-of-the-art
    # application-layer solution AntMan"; a part shared with a model is no comparison
    rec = _record("We present TGS. TGS provides similar throughput for opportunistic jobs as the state-of-the-art "
                  "application-layer solution AntMan, and improves their throughput by up to 15x compared to the "
                  "existing OS-layer solution MPS.", title="Transparent GPU Sharing in Container Clouds")
    assert rec["baselines"] == ["AntMan", "MPS"]
    rec = _record("We present FooNet. FooNet uses the same backbone as Llama-2-7B.")
    assert rec["baselines"] == []


def test_baselines_the_kinds_a_superiority_is_over():
    # DeepCache (CVPR 2024): "Our experiments also demonstrate DeepCache's superiority over existing pruning and
    # distillation methods that necessitate retraining"
    rec = _record("We present DeepCache. Our experiments also demonstrate DeepCache's superiority over existing pruning "
                  "and distillation methods that necessitate retraining.", title="DeepCache: Accelerating Diffusion "
                  "Models for Free")
    assert rec["baselines"] == ["pruning", "distillation"]


def test_proposes_a_second_method_of_the_same_kind_after_what_the_first_is_for():
    # dLoRA (OSDI 2024): "We design a credit-based batching algorithm to decide when to merge and unmerge, and a
    # request-adapter co-migration algorithm to decide when to migrate."; another head is another kind of thing
    rec = _record("We design a credit-based batching algorithm to decide when to merge and unmerge, and a "
                  "request-adapter co-migration algorithm to decide when to migrate.")
    assert rec["proposes"] == ["credit-based batching", "request-adapter co-migration"]
    rec = _record("We design a credit-based batching algorithm to decide when to merge and unmerge, and a "
                  "request-adapter co-migration benchmark to test it.")
    assert rec["proposes"] == ["credit-based batching"]


def test_baselines_a_kind_named_in_brackets_after_a_companys_unnamed_product():
    # FaaSNet (ATC 2021): "scales 13.4x and 16.3x faster than Alibaba Cloud's current FaaS platform and a
    # state-of-the-art P2P container registry (Kraken), respectively": a company's cloud and a way of networking are
    # no systems; the registry is named in the bracket
    rec = _record("We present FaaSNet. FaaSNet scales 13.4x and 16.3x faster than Alibaba Cloud's current FaaS "
                  "platform and a state-of-the-art P2P container registry (Kraken), respectively.")
    assert rec["baselines"] == ["Kraken"]
    assert rec["entities"]["System"] == ["FaaSNet", "Kraken"]


def test_baselines_the_unchanged_release_and_a_named_ones_extension():
    # CrypTFlow (S&P 2020): "our system matches the inference accuracy of plaintext TensorFlow"; FLAP (AAAI 2024):
    # "outperforms the state-of-the-art methods, including LLM-Pruner and the extension of Wanda in structured pruning"
    rec = _record("We present CrypTFlow. Moreover, our system matches the inference accuracy of plaintext TensorFlow.")
    assert rec["baselines"] == ["TensorFlow"]
    rec = _record("We present FLAP. Without any retraining, our method significantly outperforms the state-of-the-art "
                  "methods, including LLM-Pruner and the extension of Wanda in structured pruning.")
    assert rec["baselines"] == ["LLM-Pruner", "Wanda"]
    rec = _record("We present X1. X1 is 2x faster than stock PyTorch.")
    assert rec["baselines"] == ["PyTorch"]
    # HTVM (h271-6): "at 120x improved performance over plain TVM deployment" compared with nothing
    rec = _record("We present HTVM, a compiler. It runs at 120x improved performance over plain TVM deployment.")
    assert rec["baselines"] == ["TVM"]


def test_baselines_the_names_set_off_after_a_possessed_kind():
    # ForestColl (2024): "ForestColl's schedules achieved up to 52% higher performance compared to the vendors' own
    # optimized communication libraries, RCCL and NCCL."
    rec = _record("We present ForestColl. ForestColl\u2019s schedules achieved up to 52% higher performance compared to "
                  "the vendors\u2019 own optimized communication libraries, RCCL and NCCL.")
    assert rec["baselines"] == ["RCCL", "NCCL"]


def test_baselines_what_a_factor_is_measured_against():
    # Cambricon-X (MICRO 2016): "our accelerator achieves, on average, 7.23x speedup and 6.43x energy saving against
    # the state-of-the-art NN accelerator"; "robust against adversarial attacks" compares nothing
    rec = _record("We propose Cambricon-X. Experimental results show that our accelerator achieves, on average, 7.23x "
                  "speedup and 6.43x energy saving against the state-of-the-art NN accelerator.",
                  title="Cambricon-X: An Accelerator for Sparse Neural Networks")
    assert rec["baselines"] == ["NN accelerator"]
    rec = _record("We present FooGuard. FooGuard is robust against adversarial attacks such as PGD.")
    assert rec["baselines"] == []


def test_baselines_a_device_described_by_its_figures_not_the_subject_after_it():
    # DianNao (ASPLOS 2014): "compared to a 128-bit 2GHz SIMD processor, the accelerator is 117.87x faster"
    rec = _record("We design an accelerator. Compared to a 128-bit 2GHz SIMD processor, the accelerator is 117.87x "
                  "faster.", title="DianNao: A Small-Footprint High-Throughput Accelerator for Ubiquitous "
                  "Machine-Learning")
    assert rec["baselines"] == ["SIMD processor"]


def test_proposes_no_term_said_so_called_nor_an_approach_described_by_an_adverb():
    # ScratchPipe (MICRO 2022): "In RecSys, the so-called embedding layers account for the majority of memory usage
    # ... In this work, we present a fundamentally different approach in designing embedding caches for RecSys."
    rec = _record("In RecSys, the so-called embedding layers account for the majority of memory usage. In this work, "
                  "we present a fundamentally different approach in designing embedding caches for RecSys.")
    assert "fundamentally different" not in rec["proposes"] + rec["entities"]["Technique"]
    assert not any("account" in t for t in rec["proposes"] + rec["entities"]["Technique"])


def test_proposes_no_known_model_class_in_the_plural():
    # MobileLLM (ICML 2024): "We focus on designing top-quality LLMs with fewer than a billion parameters"; a name in
    # the plural is still one: "We introduce Performers, Transformer architectures which can estimate ..."
    rec = _record("We focus on designing top-quality LLMs with fewer than a billion parameters, a practical choice "
                  "for mobile deployment.")
    assert rec["proposes"] == []
    assert rec["entities"]["Model"] == ["LLM"]
    rec = _record("We introduce Performers, Transformer architectures which can estimate regular attention.")
    assert rec["proposes"] == ["Performer"]


def test_proposes_the_parts_its_subject_incorporates_listed_over_two_sentences():
    # EdgeMoE (2023): "To further mitigate the overhead associated with expert I/O swapping, EdgeMoE incorporates two
    # innovative techniques: (1) Expert-wise bitwidth adaptation: This method reduces ... (2) Expert management: It
    # predicts the experts ..."
    rec = _record("We present EdgeMoE. To further mitigate the overhead associated with expert I/O swapping, EdgeMoE "
                  "incorporates two innovative techniques: (1) Expert-wise bitwidth adaptation: This method reduces "
                  "the size of expert weights with an acceptable level of accuracy loss. (2) Expert management: It "
                  "predicts the experts that will be activated in advance and preloads it into the pipeline.")
    assert rec["proposes"] == ["EdgeMoE", "Expert-wise bitwidth adaptation", "Expert management"]


def test_proposes_after_and_further_and_a_time_opening_the_sentence():
    # Decentralized Training of Foundation Models (NeurIPS 2022): "We provide a formal cost model and further propose
    # an efficient evolutionary algorithm to find the optimal allocation strategy."; Merlin HugeCTR (RecSys 2022):
    # "Since late 2021, Merlin HugeCTR additionally features a hierarchical parameter server (HPS)"
    rec = _record("We provide a formal cost model and further propose an efficient evolutionary algorithm to find the "
                  "optimal allocation strategy.")
    assert rec["proposes"] == ["evolutionary algorithm"]
    rec = _record("In this talk, we introduce Merlin HugeCTR. Since late 2021, Merlin HugeCTR additionally features a "
                  "hierarchical parameter server (HPS) and supports deployment via the NVIDIA Triton server framework.")
    assert rec["proposes"] == ["Merlin HugeCTR", "hierarchical parameter server"]


def test_proposes_techniques_named_in_quotes_after_ordinals_it_announced():
    # LLM in a flash (ACL 2024): "we introduce two principal techniques. First, "windowing" strategically reduces
    # data transfer ..., and second, "row-column bundling", tailored to ... flash memory, increases ..."; quotes with
    # no announcement before name nothing new
    rec = _record("Within this hardware-informed framework, we introduce two principal techniques. First, \"windowing\" "
                  "strategically reduces data transfer by reusing previously activated neurons, and second, "
                  "\"row-column bundling\", tailored to the sequential data access strengths of flash memory, increases "
                  "the size of data chunks read from flash memory.")
    assert rec["proposes"] == ["windowing", "row-column bundling"]
    rec = _record("Prior systems differ. First, \"windowing\" reduces data transfer in those systems.")
    assert rec["proposes"] == []


def test_proposes_named_components_after_their_article_in_an_enumeration():
    # LLMCompiler (ICML 2024): the subject after an opening phrase lists three components, two with names; a single
    # capitalised word ("an Executor") stays a common noun
    rec = _record("To address this, we introduce LLMCompiler, which executes functions in parallel. Drawing "
                  "inspiration from the principles of classical compilers, LLMCompiler enables parallel function "
                  "calling with three components: (i) a Function Calling Planner, formulating execution plans for "
                  "function calling; (ii) a Task Fetching Unit, dispatching function calling tasks; and (iii) an "
                  "Executor, executing these tasks in parallel.")
    assert rec["proposes"] == ["LLMCompiler", "Function Calling Planner", "Task Fetching Unit"]


def test_baselines_whose_engines_or_measure_are_compared():
    # Mandheling (MobiCom 2022): "compared to the state-of-the-art DNN engines from TFLite and MNN, Mandheling
    # reduces the per-batch training time by 5.5x"; the measure of a named system: "compared to the latency of X"
    rec = _record("This paper proposes Mandheling, the first system for on-device training. The results show that, "
                  "compared to the state-of-the-art DNN engines from TFLite and MNN, Mandheling reduces the per-batch "
                  "training time by 5.5x on average.")
    assert rec["baselines"] == ["TFLite", "MNN"]
    rec = _record("We propose Mandheling. Compared to the training time of TFLite, Mandheling is 5.5x faster.")
    assert rec["baselines"] == ["TFLite"]


def test_proposes_both_names_joined_and_a_coined_name_proposed_in_the_passive():
    # FastFold (PPoPP 2024): "We propose Dynamic Axial Parallelism and Duality Async Operations to improve the scaling
    # efficiency of model parallelism. Besides, AutoChunk is proposed to reduce memory cost by over 80% during
    # inference."; a known name in the passive is no proposal ("PagedAttention is proposed" by others)
    rec = _record("In this work, we present FastFold, an efficient implementation of AlphaFold. We propose Dynamic Axial "
                  "Parallelism and Duality Async Operations to improve the scaling efficiency of model parallelism. "
                  "Besides, AutoChunk is proposed to reduce memory cost by over 80% during inference.")
    assert rec["proposes"] == ["FastFold", "Dynamic Axial Parallelism", "Duality Async Operations", "AutoChunk"]
    rec = _record("We present FooServe. PagedAttention is proposed to reduce memory waste.")
    assert rec["proposes"] == ["FooServe"]


def test_proposes_not_what_the_abstract_calls_the_original():
    # HelixFold (2022): "We implement AlphaFold2 using PaddlePaddle, namely HelixFold ... Compared with the original
    # AlphaFold2 (implemented by Jax) and OpenFold (implemented by PyTorch), HelixFold needs only 7.5 days"
    rec = _record("We implement AlphaFold2 using PaddlePaddle, namely HelixFold, to improve training and inference "
                  "speed. Compared with the original AlphaFold2 (implemented by Jax) and OpenFold (implemented by "
                  "PyTorch), HelixFold needs only 7.5 days to complete the full end-to-end training.",
                  title="HelixFold: An Efficient Implementation of AlphaFold2 using PaddlePaddle")
    assert rec["proposes"] == ["HelixFold"]
    assert rec["baselines"] == ["AlphaFold2", "OpenFold"]


def test_proposes_described_names_the_work_introduces_in_a_list():
    # MT-Bench and Chatbot Arena (NeurIPS 2023): names the vocabulary knows, introduced by the paper that made them;
    # DistBelief (NeurIPS 2012): "(ii) Sandblaster, a framework that supports ..."
    rec = _record("We then verify the agreement between LLM judges and human preferences by introducing two "
                  "benchmarks: MT-bench, a multi-turn question set; and Chatbot Arena, a crowdsourced battle platform.")
    assert rec["proposes"] == ["MT-Bench", "Chatbot Arena"]
    rec = _record("We have developed a software framework called DistBelief. Within this framework, we have developed "
                  "two algorithms for large-scale distributed training: (i) Downpour SGD, an asynchronous stochastic "
                  "gradient descent procedure, and (ii) Sandblaster, a framework that supports a variety of "
                  "distributed batch optimization procedures.")
    assert rec["proposes"] == ["DistBelief", "Downpour SGD", "Sandblaster"]
    rec = _record("We evaluate on two benchmarks: MT-bench, a multi-turn question set; and Chatbot Arena, a "
                  "crowdsourced battle platform.")
    assert rec["proposes"] == []


def test_unknown_names_compared_with_a_proposed_model_are_models():
    # EfficientViT (ICCV 2023): "our EfficientViT provides up to 13.9x and 6.2x GPU latency reduction over SegFormer and
    # SegNeXt"; a name listed after a kind of system stays a system (ByteTransformer, IPDPS 2023: "transformer
    # frameworks, such as PyTorch JIT")
    rec = _record("This work presents EfficientViT, a new family of high-resolution vision models. Our EfficientViT "
                  "provides up to 13.9x and 6.2x GPU latency reduction over SegFormer and SegNeXt, respectively.")
    assert rec["entities"]["Model"] == ["EfficientViT", "high-resolution vision model", "SegFormer", "SegNeXt"]
    assert rec["entities"]["System"] == []
    rec = _record("This work presents EfficientViT, a new family of vision models. EfficientViT surpasses transformer "
                  "frameworks, such as PyTorch JIT, by 2x.")
    assert rec["entities"]["System"] == ["PyTorch JIT"]


def test_a_models_size_before_its_name_keeps_it_a_baseline():
    # Distilling step-by-step (ACL 2023): "our finetuned 770M T5 model outperforms the few-shot prompted 540B PaLM
    # model" lost PaLM (a size token stopped the phrase); a size alone names no baseline
    rec = _record("We introduce Distilling step-by-step, a new mechanism. Our finetuned 770M T5 model outperforms the "
                  "few-shot prompted 540B PaLM model using only 80% of available data, and beats 175B GPT-3 and 70B.")
    assert rec["baselines"] == ["PaLM", "GPT-3"]


def test_a_pair_of_devices_before_a_named_baseline_describes_it():
    # Hotline (2023): "reducing average end-to-end training time by 2.2x compared to Intel-optimized CPU-GPU DLRM
    # baseline" lost DLRM (the devices stopped the phrase); devices alone are no baseline (dev's seed-29)
    rec = _record("We introduce Hotline, a new system. Hotline reduces average end-to-end training time by 2.2x "
                  "compared to Intel-optimized CPU-GPU DLRM baseline, and is 2x faster than CPU-GPU execution.")
    assert rec["baselines"] == ["DLRM"]


def test_kernels_based_on_a_method_of_named_systems_are_theirs():
    # vAttention (2024): "compared to using the state-of-the-art PagedAttention based kernels of FlashAttention and
    # FlashInfer" gave PagedAttention alone, where "PagedAttention-based kernels of ..." gave the two systems
    rec = _record("We propose vAttention, a new approach. vAttention improves serving throughput by up to 1.22x and "
                  "1.29x, compared to using the state-of-the-art PagedAttention based kernels of FlashAttention and "
                  "FlashInfer.")
    assert rec["baselines"] == ["FlashAttention", "FlashInfer"]


def test_a_well_known_method_and_training_with_a_method_are_compared():
    # Regularized evolution (AAAI 2019): "In a controlled comparison against a well known reinforcement learning
    # algorithm"; Pecan (ATC 2024): "compared to training with state-of-the-art disaggregated data preprocessing"
    rec = _record("We propose Pecan, a new approach. Pecan reduces preprocessing costs by 87% compared to training "
                  "with state-of-the-art disaggregated data preprocessing. In a controlled comparison against a well "
                  "known reinforcement learning algorithm, we give evidence that evolution can obtain results faster.")
    assert rec["baselines"] == ["disaggregated data preprocessing", "reinforcement learning"]


def test_proposes_a_new_thing_called_a_name_and_a_part_set_off():
    # SparTA (OSDI 2022): "We advocate an end-to-end approach ... via a new abstraction called
    # Tensor-with-Sparsity-Attribute (TeSA)"; CrypTFlow (S&P 2020): "The second component, Porthos, is ..."; Routing
    # Transformer (TACL 2021): "Our model, the Routing Transformer, endows ..."; "a new paradigm called federated
    # learning has emerged" is the field's
    rec = _record("We present CrypTFlow, a system. Our first component, Athos, is a compiler. The second component, "
                  "Porthos, is a protocol. We advocate an end-to-end approach via a new abstraction called TeSA.")
    assert rec["proposes"] == ["CrypTFlow", "Athos", "Porthos", "TeSA"]
    rec = _record("Recently, a new paradigm called federated learning has emerged. Our model, the Routing "
                  "Transformer, endows self-attention with routing.")
    assert rec["proposes"] == ["Routing Transformer"]
    assert _record("The second component, Porthos, is a protocol.")["proposes"] == []


def test_proposes_the_main_component_of_the_proposed_system():
    # Smart-Infinity (HPCA 2024): "The main component of Smart-Infinity is SmartUpdate, which performs parameter
    # updates on custom near-storage accelerators"; without the proposal before, no part is the paper's
    text = "The main component of Smart-Infinity is SmartUpdate, which performs parameter updates on accelerators."
    assert _record("We propose Smart-Infinity, a new system. " + text)["proposes"] == ["Smart-Infinity", "SmartUpdate"]
    assert _record(text)["proposes"] == []
    # a text cut after the ordinal (the crash sweep's cut abstracts) is read without error
    assert _record("We propose Smart-Infinity, a new system. The first")["proposes"] == ["Smart-Infinity"]


def test_proposes_the_short_form_of_a_long_form_opening_with_a_kind_of_model():
    # N3IC (NSDI 2022): "We then introduce Neural Networks on the NIC (N3IC), a system that compiles binary neural
    # network models ..." proposed "neural network" (the long form's known opening words)
    rec = _record("We then introduce Neural Networks on the NIC (N3IC), a system that compiles binary neural network "
                  "models into implementations for SmartNICs.")
    assert rec["proposes"] == ["N3IC"]


def test_proposes_past_a_joined_verb_and_a_named_variant():
    # DP-FTRL (ICML 2021): "We design and analyze a DP variant of Follow-The-Regularized-Leader (DP-FTRL) that
    # compares favorably ... to amplified DP-SGD" proposed nothing ("and analyze" stood between); a variant's short
    # form names it, a bare variant of a known method names nothing new
    rec = _record("We design and analyze a DP variant of Follow-The-Regularized-Leader (DP-FTRL) that compares "
                  "favorably to amplified DP-SGD.")
    assert rec["proposes"] == ["DP variant of Follow-The-Regularized-Leader"] and rec["baselines"] == ["DP-SGD"]
    # (and past an aside: "compares favorably (both theoretically and empirically) to amplified DP-SGD")
    rec = _record("We design and analyze a DP variant of Follow-The-Regularized-Leader (DP-FTRL) that compares "
                  "favorably (both theoretically and empirically) to amplified DP-SGD.")
    assert rec["baselines"] == ["DP-SGD"]
    assert _record("We propose a memory-efficient variant of Adam (AdamX) that converges faster.")["proposes"] == \
        ["AdamX"]
    assert _record("We propose a variant of Adam that converges faster.")["proposes"] == []


def test_proposes_not_the_owner_in_a_possessive_description():
    # MLlib (JMLR 2016): "In this paper we present MLlib, Spark's open-source distributed machine learning library"
    # proposed Apache Spark too (a second item of a list, by the comma)
    rec = _record("Apache Spark is a popular open-source platform. In this paper we present MLlib, Spark's open-source "
                  "distributed machine learning library.")
    assert rec["proposes"] == ["MLlib"]


def test_proposes_nothing_by_a_gerund_opening_a_sentence():
    # ease.ml/ci (SysML 2019): "Developing a machine learning model is no difference"; ForestColl (2024): "Designing
    # efficient communication schedules is challenging": a gerund as the subject proposes nothing
    rec = _record("Developing a machine learning model is no difference. Designing efficient communication "
                  "schedules is challenging. In this paper, we present ease.ml/ci, a continuous integration system.")
    assert rec["proposes"] == ["ease.ml/ci"]


def test_proposes_no_method_named_by_what_an_approach_is_based_on():
    # Product Quantization for Nearest Neighbor Search (TPAMI 2011): "This paper introduces a product
    # quantization-based approach for approximate nearest neighbor search" proposed "product quantization-based"
    rec = _record("This paper introduces a product quantization-based approach for approximate nearest neighbor "
                  "search.")
    assert rec["proposes"] == [] and not any(t.endswith("-based") for t in rec["entities"]["Technique"])


def test_a_named_accelerator_compared_with_is_a_baseline():
    # RAPIDNN (2018): "as compared to ISAAC and PipeLayer, the state-of-the-art DNN accelerators" gave ISAAC alone
    # (PipeLayer, typed Hardware by the apposition, was dropped as a device); a device class stays no baseline of a
    # system (dev's seed-29: "faster search latency than highly-optimized GPU implementation")
    rec = _record("We present RAPIDNN, a framework. RAPIDNN achieves 48.1x and 10.9x speedup as compared to ISAAC and "
                  "PipeLayer, the state-of-the-art DNN accelerators, and is faster than a GPU implementation.")
    assert rec["baselines"] == ["ISAAC", "PipeLayer"]


def test_proposes_past_an_adverb_before_an_adjective():
    # DirectCXL (ATC 2022): "we propose directly accessible memory disaggregation, DirectCXL that straight connects
    # a host processor ..." proposed nothing ("directly" stopped the phrase)
    rec = _record("In this paper, we propose directly accessible memory disaggregation, DirectCXL that straight "
                  "connects a host processor complex and remote memory resources.")
    assert "DirectCXL" in rec["proposes"]


def test_baselines_a_listed_device_named_after_its_kind():
    # EnGN (h242-3): "compared to CPU, GPU, and a state-of-the-art GCN accelerator HyGCN, respectively" ended the
    # list at the described item; the name after its kind is the compared device
    rec = _record("We propose EnGN, an accelerator for graph neural networks. EnGN improves energy efficiency by "
                  "6.2X on average compared to CPU, GPU, and a state-of-the-art GCN accelerator HyGCN, respectively.",
                  "EnGN: A High-Throughput Accelerator for Large Graph Neural Networks")
    assert rec["baselines"] == ["CPU", "GPU", "HyGCN"]


def test_baselines_over_a_count_in_words_is_no_comparison():
    # Selecta (ATC 2018): "We evaluate Selecta with over one hundred Spark SQL and ML applications" compared Selecta
    # with "SQL": the token view read only digits as numbers, so "over one hundred" was "over X" (as "over 100"
    # already was not); Spark SQL is one system
    rec = _record("We present Selecta, a tool that recommends near-optimal configurations. We evaluate Selecta with "
                  "over one hundred Spark SQL and ML applications, showing that Selecta chooses a near-optimal "
                  "performance configuration (within 10% of optimal) with 94% probability.",
                  "Selecta: Heterogeneous Cloud Storage Configuration for Data Analytics")
    assert rec["baselines"] == [] and "Spark SQL" in rec["entities"]["System"]
    rec = _record("SpArch achieves a mean speedup of 7.9x over Intel Math Kernel Library on a Xeon CPU.")
    assert rec["baselines"] == ["Intel Math Kernel Library"]


def test_proposes_the_name_set_off_after_a_known_kind_not_the_kind():
    # HyGCN (HPCA 2020): "we design a GCN accelerator, HyGCN, using a hybrid architecture" proposed the kind "GCN
    # accelerator" too (the dev set's SHARP proposes SHARP, not "hardware accelerator")
    rec = _record("Guided by the characterization, we design a GCN accelerator, HyGCN, using a hybrid architecture to "
                  "efficiently perform GCNs.", "HyGCN: A GCN Accelerator with Hybrid Architecture")
    assert rec["proposes"] == ["HyGCN"]
    rec = _record("We propose quantization, pruning, and FooBar.")
    assert rec["proposes"] == ["quantization", "pruning", "FooBar"]


def test_baselines_the_devices_an_unnamed_compared_thing_ran_on_for_a_device():
    # HyGCN (HPCA 2020): "Compared to the state-of-the-art software framework running on Intel Xeon CPU and NVIDIA
    # V100 GPU" and Loihi: "compared to conventional solvers running on a CPU" compared a chip with no baseline; a
    # device's paper is measured against the devices (as the dev set's SHARP is against ASIC, FPGA and GPU)
    rec = _record("We design a GCN accelerator, HyGCN. Compared to the state-of-the-art software framework running on "
                  "Intel Xeon CPU and NVIDIA V100 GPU, our work achieves on average 1509x speedup.",
                  "HyGCN: A GCN Accelerator with Hybrid Architecture")
    assert rec["baselines"] == ["Xeon", "CPU", "V100", "GPU"]
    rec = _record("We present FooServe, a serving system. Compared to the state-of-the-art software framework running "
                  "on a CPU, FooServe achieves 3x speedup.")
    assert rec["baselines"] == []


def test_baselines_a_second_kind_with_its_name_in_brackets_and_a_described_device():
    # ExTensor (MICRO 2019): "relative to industry libraries (Intel MKL) and state-of-the-art tensor algebra
    # compilers (TACO)" ended the list at the first bracket; "an average speedup of 3.4x ... over a server class
    # CPU" compared the accelerator with nothing
    rec = _record("We propose ExTensor, an accelerator. We evaluate ExTensor on several kernels relative to industry "
                  "libraries (Intel MKL) and state-of-the-art tensor algebra compilers (TACO). We demonstrate an "
                  "average speedup of 3.4x, 1.3x, and 2.7x on SpMSpM, TTV, and SDDMM kernels respectively over a "
                  "server class CPU.", "ExTensor: An Accelerator for Sparse Tensor Algebra")
    assert rec["baselines"] == ["Intel MKL", "TACO", "CPU"]
    assert rec["entities"]["Technique"][-3:] == ["SpMSpM", "TTV", "SDDMM"]


def test_proposes_after_we_an_adverb_and_a_past_form():
    # CIEL (NSDI 2011): "We have also developed Skywriting, a Turing-complete scripting language that runs directly
    # on CIEL" proposed nothing: only "we developed" and "we have developed" were read
    rec = _record("We have also developed Skywriting, a Turing-complete scripting language that runs directly on "
                  "CIEL. Methods also proposed by others, such as FooBar, fail.")
    assert rec["proposes"] == ["Skywriting"]


def test_baselines_a_name_before_a_vectorizer_or_a_backend():
    # NeuroVectorizer (CGO 2020): "against the currently used LLVM vectorizer and loop polyhedral optimization
    # techniques" compared with nothing: "vectorizer" was no kind that a name may stand before
    rec = _record("We propose FooOpt. We evaluate our approaches against the currently used LLVM vectorizer and loop "
                  "polyhedral optimization techniques.")
    assert rec["baselines"] == ["LLVM", "loop polyhedral optimization"]


def test_proposes_nothing_a_system_is_based_on_without_a_hyphen():
    # Mitchell & Frank (2017): "We present a CUDA based implementation of a decision tree construction algorithm"
    # proposed CUDA, as "a CUDA-based implementation" does not
    assert _record("We present a CUDA based implementation of a decision tree construction algorithm.")[
        "proposes"] == []
    assert _record("We present FooBar based on Spark.")["proposes"] == ["FooBar"]


def test_baselines_names_joined_by_a_plus_are_each_compared():
    # APQ (CVPR 2020): "reduces the latency/energy by 2x/1.3x over MobileNetV2+HAQ" kept "MobileNetV2+HAQ" one token
    # (a digit before the plus) and one system; "the separate optimization approach (ProxylessNAS+AMC+HAQ)" made the
    # bracket one name
    rec = _record("With the same accuracy, APQ reduces the latency by 2x over MobileNetV2+HAQ. Compared to the "
                  "separate optimization approach (ProxylessNAS+AMC+HAQ), APQ achieves 2.3% higher ImageNet accuracy.",
                  "APQ: Joint Search for Network Architecture, Pruning and Quantization Policy")
    assert rec["entities"]["System"] == ["APQ", "HAQ", "ProxylessNAS", "AMC"]
    assert rec["baselines"] == ["MobileNetV2", "HAQ", "ProxylessNAS", "AMC"]


def test_proposes_no_acronym_an_article_makes_a_kind_of_method():
    # Puffer (NSDI 2020): "We then developed an ABR algorithm that robustly outperformed other schemes" proposed the
    # system "ABR", the kind of algorithm (adaptive bitrate) the paper's is
    rec = _record("We then developed an ABR algorithm that robustly outperformed other schemes. The system uses "
                  "supervised learning in situ.")
    assert rec["entities"]["Technique"] == ["ABR", "supervised learning"]
    assert rec["entities"]["System"] == []
    assert rec["proposes"] == []


def test_proposes_what_we_do_something_by_building():
    # Raven (CIDR 2021): "We answer the above positively by building Raven, a system that leverages native integration
    # of ML runtimes" proposed nothing; what a work builds on, and a gerund subject, are no contribution
    assert _record("We answer the above positively by building Raven, a system that leverages native integration of "
                   "ML runtimes (i.e., ONNX Runtime) deep within SQL Server.")["proposes"] == ["Raven"]
    assert _record("We address this by building on FlashAttention, and get faster kernels.")["proposes"] == []
    assert _record("Building Raven is hard, so we use ONNX Runtime.")["proposes"] == []


def test_baselines_past_a_relative_clause_and_of_what_the_proposed_system_made():
    # Remy (SIGCOMM 2013): "Remy-generated algorithms outperformed human-designed end-to-end techniques, including
    # TCP Cubic, Compound, and Vegas" was about nothing of the paper's (the name only inside a compound); "Remy's
    # algorithms also outperformed methods that require intrusive in-network changes, including XCP and
    # Cubic-over-sfqCoDel" stopped at the relative clause
    rec = _record("We developed a program called Remy. Remy-generated algorithms outperformed human-designed "
                  "end-to-end techniques, including TCP Cubic, Compound, and Vegas. Remy's algorithms also "
                  "outperformed methods that require intrusive in-network changes, including XCP and "
                  "Cubic-over-sfqCoDel.")
    assert rec["baselines"] == ["TCP Cubic", "Compound", "Vegas", "XCP", "Cubic-over-sfqCoDel"]
    # BlitzScale (h255-2): past a kind with its modifier too ("serving systems that ...")
    rec = _record("We present BlitzScale. It reduces the GPU time used for serving by 49% when compared with serving "
                  "systems that do not support autoscaling like DistServe and vLLM.")
    assert rec["baselines"] == ["DistServe", "vLLM"]


def test_baselines_a_name_before_backend():
    # Qiskit GPU simulation study (h252-4): "1.5-3x speedup over the default Thrust backend"; CAST (h252-6): "up to
    # 39.3x speedup than Nvidia cuQuantum backend" compared with nothing ("backend" was no kind a name may stand
    # before); the platform of a compared system's backend is no baseline of its own
    rec = _record("We present CAST. CAST is able to achieve up to 39.3x speedup than Nvidia cuQuantum backend, and "
                  "1.5x over the default Thrust backend.")
    assert rec["baselines"] == ["cuQuantum", "Thrust"]
    assert _record("We present Foo. Foo is 1.5x faster than the dense attention kernel in vLLM's ROCm "
                   "backend.")["baselines"] == ["vLLM"]


def test_baselines_a_system_named_after_a_possessive_is_the_compared_part():
    # GPU-GenASM (h269-5): "a 62x speedup over minimap2's CPU-based KSW2" compared with minimap2; the owner of a
    # backend stays the compared one ("vLLM's ROCm backend")
    rec = _record("We present GenASM-GPU. It achieves a 62x speedup over minimap2's CPU-based KSW2 and a 7.2x speedup "
                  "over the CPU-based Edlib. Foo is 2x faster than DeepSpeed's ZeRO-Offload.")
    assert rec["baselines"] == ["KSW2", "Edlib", "ZeRO-Offload"]


def test_baselines_a_named_tool_before_its_kind_with_one_word():
    # GenAx (ISCA 2018): "31.7x speedup over the standard BWA-MEM sequence aligner running on a ... Xeon E5 server
    # processor" compared with nothing (the name modified "sequence")
    rec = _record("We present GenAx. GenAx achieves 31.7x speedup over the standard BWA-MEM sequence aligner running "
                  "on a 14-core Xeon E5 server processor. It uses the BWA-MEM sequence model.")
    assert rec["baselines"] == ["BWA-MEM"]


def test_baselines_a_device_model_for_a_contribution_of_any_kind():
    # SIAM (h268-4), a simulator: "130x and 72x improvement in energy-efficiency ... compared to Nvidia V100 and T4
    # GPUs" compared with nothing (devices were compared only with a device of the paper's own); a class of devices
    # stays no baseline of a system
    rec = _record("We present SIAM, a benchmarking simulator. The chiplet-based architecture obtained through SIAM "
                  "shows 130x and 72x improvement in energy-efficiency for ResNet-50 compared to Nvidia V100 and T4 "
                  "GPUs.")
    assert rec["baselines"] == ["V100", "T4"]
    assert _record("We present Foo, a library. Foo is 3x faster than an Nvidia K80 GPU.")["baselines"] == ["K80"]
    assert _record("We present Foo. Foo is 3x faster than a GPU.")["baselines"] == []


def test_baselines_the_device_run_on_and_whose_outcome_after_than():
    # WaferLLM (h268-5): "606x faster ... than on an NVIDIA A100 GPU"; PowerInfer (h194-1): "only 18% lower than
    # that achieved by a top-tier server-grade A100 GPU": both compared with nothing
    rec = _record("We present WaferLLM, an LLM inference system. WaferLLM delivers GEMV operations 606x faster and 16x "
                  "more energy-efficient than on an NVIDIA A100 GPU.")
    assert rec["baselines"] == ["A100"]
    rec = _record("We present PowerInfer, an inference engine. PowerInfer attains a token generation rate of 13.20 "
                  "tokens/s on a single NVIDIA RTX 4090 GPU, only 18% lower than that achieved by a top-tier "
                  "server-grade A100 GPU.")
    assert rec["baselines"] == ["A100"]
    assert _record("We present Foo. Foo is 3x faster than that obtained by DeepSpeed.")["baselines"] == ["DeepSpeed"]


def test_baselines_whose_measure_a_share_is_of():
    # SRVC (h274-3): "requires only 16% of the bits-per-pixel of H.265 in slow mode, and 2% of the bits-per-pixel of
    # DVC"; Ithemal (h258-3): "less than half the error of state-of-the-art analytical models (... Intel's IACA)";
    # SliceGPT (h186-3): "maintaining 99% ... zero-shot task performance of the dense model": only a factor ("2.6x
    # the throughput of DiskANN") compared with the one after "of"
    rec = _record("We present SRVC, a video compression method. SRVC requires only 16% of the bits-per-pixel of H.265 "
                  "in slow mode, and 2% of the bits-per-pixel of DVC.")
    assert rec["baselines"] == ["H.265", "DVC"]
    assert _record("We present Ithemal. Ithemal has half the error of IACA.")["baselines"] == ["IACA"]
    rec = _record("We present SliceGPT. SliceGPT can remove up to 25% of the model parameters for LLAMA-2 70B while "
                  "maintaining 99% of the zero-shot task performance of the dense model.")
    assert rec["baselines"] == ["dense model"]
    assert _record("We present Foo. Foo uses the weights of GPT-3.")["baselines"] == []


def test_baselines_against_after_a_comparative_and_past_a_size():
    # TinyLLaVA (h291-2): "achieves better overall performance against existing 7B models such as LLaVA-1.5 and
    # Qwen-VL" compared with nothing: "against" counted only after a word of evaluation or a factor, and a size in
    # the kind ended the kind ("than existing 7B models such as ..." too)
    rec = _record("We present TinyLLaVA. Our best model, TinyLLaVA-3.1B, achieves better overall performance against "
                  "existing 7B models such as LLaVA-1.5 and Qwen-VL.")
    assert rec["baselines"] == ["LLaVA-1.5", "Qwen-VL"]
    rec = _record("We present Foo. Foo achieves higher accuracy than existing 7B models such as LLaVA-1.5.")
    assert rec["baselines"] == ["LLaVA-1.5"]
    assert _record("We present Foo. Foo is robust against adversarial attacks like PGD.")["baselines"] == []


def test_baselines_of_a_member_of_the_proposed_family():
    # MiniCPM-V (h291-5): "the latest MiniCPM-Llama3-V 2.5 has several notable features: (1) Strong performance,
    # outperforming GPT-4V-1106, Gemini Pro and Claude 3 on OpenCompass" was about nothing of the paper's
    rec = _record("In this work, we present MiniCPM-V, a series of efficient MLLMs. The latest MiniCPM-Llama3-V 2.5 "
                  "has several notable features: (1) Strong performance, outperforming GPT-4V-1106, Gemini Pro and "
                  "Claude 3 on OpenCompass.")
    assert rec["baselines"] == ["GPT-4V-1106", "Gemini Pro", "Claude 3"]
    # a name's first part alone makes no family
    rec = _record("We present Mini-V, a model. Mini-Foo outperforms GPT-4V-1106.")
    assert rec["baselines"] == []


def test_proposes_a_titles_name_that_opens_with_a_known_systems():
    # Snorkel DryBell (h266-2): "Snorkel DryBell: A Case Study in Deploying Weak Supervision at Industrial Scale"
    # proposed "DryBell" alone (the known Snorkel split the title's name)
    rec = _record("We present a first-of-its-kind study, and introduce Snorkel DryBell, a new weak supervision "
                  "management system. Snorkel DryBell builds on the Snorkel framework.",
                  title="Snorkel DryBell: A Case Study in Deploying Weak Supervision at Industrial Scale")
    assert rec["proposes"] == ["Snorkel DryBell"]
    assert rec["entities"]["System"] == ["Snorkel DryBell", "Snorkel"]


def test_proposes_the_name_set_off_after_a_new_described_thing():
    # AlphaDev (h280-4): "We then trained a new deep reinforcement learning agent, AlphaDev, to play this game"
    # proposed deep reinforcement learning, the kind of the agent, not the agent
    rec = _record("We then trained a new deep reinforcement learning agent, AlphaDev, to play this game. AlphaDev "
                  "discovered small sorting algorithms from scratch.")
    assert rec["proposes"] == ["AlphaDev"]


def test_proposes_the_system_the_titles_named_work_is_built_in():
    # LOTUS (h285-3): "Semantic Operators: A Declarative Model for ..." then "We implement semantic operators in the
    # LOTUS system" proposed nothing of LOTUS (only ideas or designs were built into a name)
    rec = _record("We implement semantic operators in the LOTUS system and demonstrate LOTUS' effectiveness on real "
                  "applications.", title="Semantic Operators: A Declarative Model for Rich, AI-based Data Processing")
    assert "LOTUS" in rec["proposes"]
    assert _record("We implement the solver in the MAGMA library and run it.")["proposes"] == []


def test_baselines_a_known_name_ending_in_another_baselines_name():
    # HAT (ACL 2020): "3x speedup, 3.7x smaller size over baseline Transformer; 2.7x speedup, 3.6x smaller size
    # over Evolved Transformer" dropped Evolved Transformer as a qualified variant of Transformer
    rec = _record("We propose Hardware-Aware Transformers (HAT). On Raspberry Pi-4, HAT can achieve 3x speedup, 3.7x "
                  "smaller size over baseline Transformer; 2.7x speedup, 3.6x smaller size over Evolved Transformer.")
    assert rec["baselines"] == ["Transformer", "Evolved Transformer"]


def test_baselines_devices_named_after_a_kind_then_another_kinds_names():
    # ViTCoD (HPCA 2023): "speedups of up to 235.3x, 142.9x, 86.0x, 10.1x, and 6.8x over general computing platforms
    # CPUs, EdgeGPUs, GPUs, and prior-art Transformer accelerators SpAtten and Sanger" compared with nothing: the
    # names after a kind had to be systems or models
    rec = _record("On the hardware level, we develop a dedicated accelerator for ViTs. ViTCoD achieves speedups of up "
                  "to 235.3x, 142.9x, 86.0x, 10.1x, and 6.8x over general computing platforms CPUs, EdgeGPUs, GPUs, "
                  "and prior-art Transformer accelerators SpAtten and Sanger, respectively.")
    assert rec["baselines"] == ["CPU", "EdgeGPUs", "GPU", "SpAtten", "Sanger"]


@pytest.mark.parametrize("sentence", [
    # Hoard (h279-2): "a 2.1x speed-up over a 10Gb/s NFS central storage system on a 16 GPU (4 node) cluster" compared
    # with nothing: a name before two words of its kind, after a rate written in one word
    "Hoard achieves a 2.1x speed-up over a 10Gb/s NFS central storage system on a 16 GPU cluster.",
    "Hoard achieves a 2.1x speed-up over the NFS storage system.",
])
def test_baselines_a_name_before_words_of_its_kind(sentence):
    rec = _record("We present Hoard, a distributed data caching system for deep learning training. " + sentence)
    assert rec["baselines"] == ["NFS"]


def test_proposes_a_name_in_lower_case_before_capitals_set_off_after_its_description():
    # nnJIT (h278-4): "this paper presents the pioneering inbrowser inference system, nnJIT, which enables
    # just-in-time (JIT) auto-generation of optimized computing kernels" proposed nothing: the name set off after a
    # description had to open with a capital
    rec = _record("To address this issue, this paper presents the pioneering inbrowser inference system, nnJIT, which "
                  "enables just-in-time (JIT) auto-generation of optimized computing kernels for edge devices.")
    assert rec["proposes"] == ["nnJIT"]


def test_proposes_a_second_name_after_the_first_names_description():
    # OpenFold (h206-4): "Here we report OpenFold, a fast, memory-efficient, and trainable implementation of
    # AlphaFold2, and OpenProteinSet, the largest public database of ..." proposed only OpenFold
    rec = _record("Here we report OpenFold, a fast, memory-efficient, and trainable implementation of AlphaFold2, and "
                  "OpenProteinSet, the largest public database of protein multiple sequence alignments.")
    assert rec["proposes"] == ["OpenFold", "OpenProteinSet"]
    rec = _record("We present OpenFold, a fast implementation of AlphaFold2, and show that it matches AlphaFold2.")
    assert rec["proposes"] == ["OpenFold"]


def test_proposes_a_list_of_names_that_ends_the_text():
    # an abstract ending in proposed names set off by a comma ("We propose FooNet, BarNet") raised IndexError: the
    # word after the second name was read past the end of the text
    assert _record("We propose FooNet, BarNet")["proposes"] == ["FooNet", "BarNet"]
    assert _record("We propose two new models: FooNet-L and FooNet-S.")["proposes"] == ["FooNet-L", "FooNet-S"]


def test_baselines_a_list_that_ends_the_text_after_an_article():
    # "... 48.1x, 10.9x speedup as compared to ISAAC and PipeLayer, the" (an abstract cut off) raised IndexError:
    # the token after the article was read past the text's end
    rec = _record("Our design achieves 48.1x, 10.9x speedup as compared to ISAAC and PipeLayer, the")
    assert rec["baselines"] == ["ISAAC", "PipeLayer"]


def test_proposes_the_names_after_a_colon_not_the_family_before_the_kind():
    # MobileNetV3 (h281-3): "we create two new MobileNet models for release: MobileNetV3-Large and MobileNetV3-Small"
    # proposed MobileNet, the family the new models belong to
    rec = _record("Through this process we create two new MobileNet models for release: MobileNetV3-Large and "
                  "MobileNetV3-Small which are targeted for high and low resource use cases.")
    assert rec["proposes"] == ["MobileNetV3-Large", "MobileNetV3-Small"]


def test_a_known_model_the_paper_implements_to_test_its_own_work_is_not_proposed():
    # "Understanding the Potential of FPGA-Based Spatial Acceleration for LLM Inference": BERT and GPT2 were
    # proposed; a new model implemented still is
    rec = _record("We introduce a comprehensive analytical model for estimating the performance of a spatial LLM "
                  "accelerator. To validate the effectiveness of both our analytical model and HLS library, we have "
                  "implemented BERT and GPT2 on an AMD Alveo U280 FPGA device.")
    assert {"BERT", "GPT2"} <= set(rec["entities"]["Model"]) and rec["proposes"] == ["analytical model"]
    rec = _record("We have implemented FlexNet, a new convolutional network, on an AMD Alveo U280 FPGA device.")
    assert rec["proposes"] == ["FlexNet"]


def test_proposes_a_lower_case_method_named_before_what_it_is_and_no_title_address():
    # Revamper (ATC 2021): "Refurbish Your Training Data: ..." was a proposed system, and "we propose data
    # refurbishing, a novel sample reuse mechanism" proposed the sample reuse it describes
    rec = _record("Data augmentation often suffers from heavy CPU overhead. To solve this problem, we propose data "
                  "refurbishing, a novel sample reuse mechanism that accelerates deep neural network training. We "
                  "design and implement a new data loading system, Revamper, to realize data refurbishing.",
                  title="Refurbish Your Training Data: Reusing Partially Augmented Samples for Faster Deep Neural "
                        "Network Training")
    assert rec["proposes"] == ["data refurbishing", "Revamper"]
    assert "sample reuse" in rec["entities"]["Technique"] and rec["entities"]["System"] == ["Revamper"]
    # not a quantity of things set off so ("we present several positivity results, a ...")
    rec = _record("We present several positivity results, a classification of the cases, and a conjecture.")
    assert rec["proposes"] == []


def test_a_field_is_no_proposal_and_systems_built_on_a_name_compare_that_name():
    # Chase (ICLR 2023 workshop): "we propose a lightweight machine learning algorithm that predicts the carbon
    # intensity" proposed machine learning; RAGDoll: "compared to serial RAG systems based on vLLM" named no baseline
    rec = _record("In order to proactively adapt to shifting carbon intensity, we propose a lightweight machine "
                  "learning algorithm that predicts the carbon intensity of the upcoming time slot.")
    assert "machine learning" in rec["entities"]["Technique"] and rec["proposes"] == []
    rec = _record("We present RAGDoll, a resource-efficient RAG system. RAGDoll achieves up to 3.6 times speedup in "
                  "average latency compared to serial RAG systems based on vLLM.")
    assert rec["proposes"] == ["RAGDoll"] and "vLLM" in rec["baselines"]


def test_a_name_made_by_a_capital_before_another_baselines_name_is_a_baseline_of_its_own():
    # Hyper-Tune (VLDB 2022): "Compared with the state-of-the-art BOHB and A-BOHB" lost A-BOHB as a variant of BOHB;
    # a lower-case qualifier still makes a variant ("vanilla-Transformer" of Transformer)
    rec = _record("Compared with the state-of-the-art BOHB and A-BOHB, Hyper-Tune achieves up to 11.2x and 5.1x "
                  "speedups, respectively.")
    assert rec["baselines"] == ["BOHB", "A-BOHB"]
    rec = _record("FooNet outperforms Transformer and vanilla-Transformer by 2x.")
    assert rec["baselines"] == ["Transformer"]


def test_the_systems_whose_quantity_the_new_one_changes_are_its_baselines():
    # MONARCH (IPDPS 2022): "MONARCH reduces TensorFlow's and PyTorch's training time by up to 28% and 37%" named
    # no baseline
    rec = _record("We present MONARCH, a framework-agnostic storage middleware. Results show that MONARCH reduces "
                  "TensorFlow's and PyTorch's training time by up to 28% and 37% for I/O-intensive models, "
                  "respectively.")
    assert rec["proposes"] == ["MONARCH"] and rec["baselines"] == ["TensorFlow", "PyTorch"]


def test_baselines_a_system_run_for_comparison_after_than():
    # styled on offloaded LLM serving: "costs only $3.10 with Lumbra, 67% less than running vLLM on a rented A100
    # instance" compared nothing (a gerund between "than" and the name); a place it runs on is still none
    rec = _record("Summarizing XSum costs only $3.10 with Lumbra, 67% less than running vLLM on a rented A100 "
                  "instance. Lumbra is 2x faster than running on CPUs.")
    assert rec["baselines"] == ["vLLM"]


def test_proposes_a_name_set_off_by_a_software_layer_description_then_its_subject():
    # styled on multi-LoRA adapter serving: "Marrowgate, an adapter management layer that sits between ..., treats
    # adapters as first-class cached objects. Marrowgate organizes ..." found no Marrowgate (a "layer" was no
    # program's head noun) and, once found, proposed it not (one subject use besides its introduction)
    rec = _record("Marrowgate, an adapter management layer that sits between the registry and the engines, treats "
                  "adapters as cached objects. Marrowgate organizes storage as three tiers. We integrate Marrowgate "
                  "with vLLM.")
    assert rec["entities"]["System"] == ["Marrowgate", "vLLM"] and rec["proposes"] == ["Marrowgate"]
    # a network's layer is none: "Lumen, a new attention layer for transformers, ..." names no program
    rec = _record("Lumen, a new attention layer for transformers, cuts memory. Lumen uses tiles. We test Lumen.")
    assert "Lumen" not in rec["entities"]["System"]


def test_proposes_a_new_thing_given_its_name_with_an_article():
    # styled on compound-AI serving: "At run time, a feedback controller named Tiller re-splits the end-to-end SLO"
    # proposed no Tiller (no "we" in the sentence); a known name, a prior one or a member of a collection is none
    rec = _record("We build Halyard. At run time, a feedback controller named Tiller re-splits the SLO across stages.")
    assert rec["proposes"] == ["Halyard", "Tiller"]
    rec = _record("Google runs a cluster manager named Borg. A prior system named Foozle used locks. It is an ensemble "
                  "of vertex figures called Kites.")
    assert rec["proposes"] == []
    # (a conventional one neither: the words of earlier work were shadowed by a second set of the same name)
    assert _record("We present Zap. At run time, Zap replaces a conventional feedback controller named Tiller.")[
        "proposes"] == ["Zap"]


def test_baselines_a_named_sampler_compared_against():
    # styled on adaptive diffusion sampling: "Relative to a 50-step DDIM sampler, EarlyBird lowers ..." compared
    # nothing ("sampler" was no kind a name may stand before, as "solver" is)
    rec = _record("Relative to a 50-step DDIM sampler, EarlyBird lowers latency by 2.4x.")
    assert rec["baselines"] == ["DDIM"]


def test_proposes_the_parts_a_sentence_announces_by_their_count():
    # styled on elastic spot training and RAG serving: "SpotWeave rests on three ideas. Preemption-aware planning
    # re-solves ... Layer-granular re-sharding then migrates ... Finally, activation shadowing keeps ..." proposed
    # none of the three parts (only "First, X, which ..." was read as one); the count bounds the sentences read
    rec = _record("We present SpotWeave, an elastic training system. SpotWeave rests on three ideas. Preemption-aware "
                  "planning re-solves the assignment when instances leave. Layer-granular re-sharding then migrates "
                  "only the affected stages. Finally, activation shadowing keeps a copy of boundary activations.")
    assert rec["proposes"] == ["SpotWeave", "preemption-aware planning", "layer-granular re-sharding",
                               "activation shadowing"]
    rec = _record("We present Tessera, a serving system. Tessera introduces two mechanisms. First, streaming retrieval "
                  "breaks each search into steps. Second, stage-aware batching packs prefill chunks with decode "
                  "steps. Request routing balances the load.")
    assert rec["proposes"] == ["Tessera", "streaming retrieval", "stage-aware batching"]
    rec = _record("We present Tessera, a serving system. Existing systems use two mechanisms. Static batching "
                  "groups requests.")
    assert rec["proposes"] == ["Tessera"]


def test_proposes_the_announced_parts_that_are_things_after_an_ordinal_and_an_article():
    # styled on multi-adapter diffusion serving: "Lantern is a serving system built around three new mechanisms.
    # First, it keeps ... Second, a tiered adapter cache spanning ... prefetches ... Third, a deadline-aware
    # scheduler reorders ..." proposed no part (an article after the ordinal; the first part not found ended the
    # count); a thing with no coined modifier is still no part ("Second, a scheduler reorders ...")
    rec = _record("Lantern is a serving system built around three new mechanisms. First, it keeps one copy of the "
                  "base U-Net resident and applies adapters with a batched LoRA kernel. Second, a tiered adapter cache "
                  "spanning GPU memory and NVMe SSD prefetches adapters. Third, a deadline-aware scheduler reorders "
                  "requests at step boundaries. Lantern improves SLO attainment by 41%.",
                  title="Lantern: SLO-Aware Multi-Adapter Serving")
    assert rec["proposes"] == ["Lantern", "tiered adapter cache", "deadline-aware scheduler"]
    rec = _record("Lantern is a serving system built around two new mechanisms. First, it keeps one copy of the "
                  "model. Second, a scheduler reorders requests at step boundaries.",
                  title="Lantern: SLO-Aware Multi-Adapter Serving")
    assert rec["proposes"] == ["Lantern"]


def test_proposes_a_part_set_off_after_a_second_or_companion_kind():
    # styled on video analytics and a delta accelerator: "A second mechanism, budget-aware frame scheduling,
    # assigns ..." and "A companion compiler, KestrelC, maps ..." proposed neither (only "Our first component, X"
    # and "The second component, X" were read)
    rec = _record("We present Foo, a system for video analytics. A second mechanism, budget-aware frame scheduling, "
                  "assigns frames to detectors. A companion compiler, KestrelC, maps ResNet-50 onto Foo.")
    assert rec["proposes"] == ["Foo", "budget-aware frame scheduling", "KestrelC"]
    rec = _record("A second mechanism, budget-aware frame scheduling, assigns frames to detectors.")
    assert rec["proposes"] == []


def test_proposes_a_hyphenated_lower_case_method_set_off_before_what_it_is():
    # styled on multi-turn RL post-training: "we also propose turn-level advantage estimation, a GRPO variant that
    # assigns credit ..." found no method ("data refurbishing, a novel ... mechanism" was read, with no hyphen)
    rec = _record("We present Foo, a system for agent training. On the learning side, we also propose turn-level "
                  "advantage estimation, a GRPO variant that assigns credit to individual turns.")
    assert rec["proposes"] == ["Foo", "turn-level advantage estimation"]


def test_baselines_a_design_matched_to_the_new_one_is_compared():
    # styled on sparse and near-memory accelerators: "Against SIGMA scaled to the same area, Marrow delivers ...",
    # "Against the HyGCN and AWB-GCN accelerators scaled to ...", "Relative to the better of RecNMP and TensorDIMM
    # extended for training" compared none of them (or RecNMP only): how a compared design was matched
    rec = _record("We present Marrow, a new accelerator for sparse models. Prior sparse accelerators such as SIGMA, "
                  "HyGCN and AWB-GCN are limited. Against SIGMA scaled to the same area, Marrow delivers 2.2x speedup. "
                  "Against the HyGCN and AWB-GCN accelerators scaled to the same area, it achieves 7.3x and 5.1x "
                  "speedup, respectively.")
    assert rec["baselines"] == ["SIGMA", "HyGCN", "AWB-GCN"]
    rec = _record("We present Trace, a new accelerator for embedding training. Relative to the better of RecNMP and "
                  "TensorDIMM extended for training, Trace achieves a speedup of 4.7x.")
    assert rec["baselines"] == ["RecNMP", "TensorDIMM"]


def test_baselines_the_systems_named_after_what_they_do():
    # styled on LLM pruning: "Against block-wise variants of Wanda and SparseGPT restricted to the same tile
    # pattern, TAPER lowers ..." compared nothing (the opening "Against" wanted a name right after it), and "Compared
    # with static layer pruning by SLEB and LaCo" only the technique
    rec = _record("We present Taper, a new pruning system. Against block-wise variants of Wanda and SparseGPT "
                  "restricted to the same tile pattern, Taper lowers perplexity by 22%.")
    assert rec["baselines"] == ["Wanda", "SparseGPT"]
    rec = _record("We present DepthDial, a new serving system. Compared with static layer pruning by SLEB and LaCo at "
                  "a fixed pruning ratio of 40%, it achieves an 11% higher win rate.")
    assert rec["baselines"] == ["static layer pruning", "SLEB", "LaCo"]


def test_proposes_a_method_introduced_before_so_that():
    # styled on protein-simulation surrogates: "DRIFT co-schedules ..., uses equivariant Transformer layers ..., and
    # introduces trajectory-aware data sharding so that correlated frames never straddle workers" proposed no
    # sharding ("so" was no word a name may stand before)
    rec = _record("We present Drift, a system for training surrogates. Drift uses equivariant Transformer layers, and "
                  "introduces trajectory-aware data sharding so that correlated frames never straddle workers.")
    assert rec["proposes"] == ["Drift", "trajectory-aware data sharding"]


def test_proposes_a_coined_method_of_what_the_sentence_before_proposed():
    # styled on edge video adaptation: "This paper describes TAPER (Targeted Adaptation with Parameter-Efficient
    # Retraining), which exploits ... Its drift-aware camera grouping clusters cameras ..." proposed neither (a
    # described technique was taken for the field's, and "Its" opened no part); a known method after "Its", a
    # study, or what a compared system does is none
    rec = _record("Systems such as Ekya retrain models. This paper describes TAPER (Targeted Adaptation with "
                  "Parameter-Efficient Retraining), which exploits the observation that cameras drift together. Its "
                  "drift-aware camera grouping clusters cameras by confidence statistics.")
    assert rec["proposes"] == ["Targeted Adaptation with Parameter-Efficient Retraining",
                               "drift-aware camera grouping"]
    rec = _record("We present Foo, a system for video analytics. Foo keeps activations on chip. Its low-rank "
                  "adaptation helps. Our large-scale study reveals two findings.")
    assert rec["proposes"] == ["Foo"]
    rec = _record("We present Foo, a system for video analytics. Prior work such as Ekya is slow. Its drift-aware "
                  "camera grouping clusters cameras.")
    assert rec["proposes"] == ["Foo"]
    rec = _record("We describe an AI-native computing paradigm.")
    assert rec["proposes"] == []


def test_proposes_a_plain_word_defined_then_used_as_a_subject():
    # styled on serving cold starts: "Kindling is a compilation-artifact cache that ... At startup, Kindling
    # validates ... Kindling reduces ..." found no name (an English word, written capitalised only where sentences
    # open, or after an opening phrase); "Sharding is a common technique" stays a method
    rec = _record("Compiler stacks such as TensorRT are slow to start. Kindling is a compilation-artifact cache that "
                  "lets compiled models start warm. At startup, Kindling validates each entry. Kindling reduces "
                  "time-to-first-request by 22x.")
    assert rec["proposes"] == ["Kindling"]
    assert rec["entities"]["System"] == ["TensorRT", "Kindling"]
    rec = _record("Sharding is a common technique that splits tables. Sharding reduces memory.")
    assert rec["entities"]["System"] == [] and rec["proposes"] == []


def test_proposes_a_plain_word_defined_as_a_device_beside_a_part_it_names():
    # styled on processing-in-memory for LLMs: "Lantern is a PIM architecture that ... a compiler pass called
    # TileWeave ... Lantern reaches ..." found no Lantern (a device's description, and a part proposed besides)
    rec = _record("Lantern is a PIM architecture that performs lookup-table-based multiplication inside each bank. On "
                  "the software side, a compiler pass called TileWeave reorders weights. Lantern reaches a decoding "
                  "speed of 28.4 tokens/s, a 3.7x improvement over llama.cpp.")
    assert rec["entities"]["Hardware"] == ["Lantern"]
    assert rec["proposes"] == ["Lantern", "TileWeave"] and rec["baselines"] == ["llama.cpp"]


def test_proposes_a_plain_word_that_names_a_part_or_is_called_after_a_long_description():
    # styled on LLM routing and photonic accelerators: "A second component, Spillway, re-routes ...", "A companion
    # planner, Dock, ..." and "a noise-aware quantization scheme called PhaseQuant maps ..." proposed none (the
    # first two no name by shape, the article five words before "called")
    rec = _record("We present Ferry, a system for model serving. A second component, Spillway, re-routes queries at "
                  "run time. A companion planner, Dock, periodically re-partitions GPUs. The second step, Sampling, "
                  "draws tokens.")
    assert rec["proposes"] == ["Ferry", "Spillway", "Dock"]
    rec = _record("We present Lumen, a photonic accelerator. A noise-aware quantization scheme called PhaseQuant maps "
                  "8-bit weights onto each resonator. Google runs a large cluster manager named Borg.")
    assert rec["proposes"] == ["Lumen", "PhaseQuant"]


def test_baselines_a_system_or_model_run_for_comparison_and_its_loader_or_checkpoint():
    # styled on serving and data loading: "Compared with running SmoothQuant entirely on the digital unit",
    # "relative to always calling GPT-4o", "Relative to the default PyTorch data loader" and "relative to an
    # uncompressed Safetensors checkpoint" compared nothing
    rec = _record("We present Foo, a new system. Compared with running SmoothQuant entirely on the digital unit, Foo "
                  "lowers energy per token by 58%. Foo cuts cost by 11.7x relative to always calling GPT-4o.")
    assert rec["baselines"] == ["SmoothQuant", "GPT-4o"]
    rec = _record("We present Foo, a new system. Relative to the default PyTorch data loader, Foo increases GPU "
                  "utilization by 2x. Foo is 1.6x faster relative to an uncompressed Safetensors checkpoint. Foo is "
                  "2x faster than running on CPUs.")
    assert rec["baselines"] == ["PyTorch", "safetensors"]


def test_baselines_a_list_goes_on_past_as_well_as_a_comparative_and_with_a_system():
    # styled on kernel-writing LLMs and communication-efficient training: "outperforming supervised fine-tuning as
    # well as the far larger DeepSeek-V3", "than Megatron-LM with ZeRO-1" and "than running LoRA entirely on the
    # phone with MNN" missed DeepSeek-V3, ZeRO-1 and MNN
    rec = _record("We present Foo, a new system. Foo reaches 78.4% accuracy, outperforming supervised fine-tuning as "
                  "well as the far larger DeepSeek-V3. Foo outperforms vLLM and the much larger Llama-3-70B.")
    assert rec["baselines"] == ["supervised fine-tuning", "DeepSeek-V3", "vLLM", "Llama 3 70B"]
    rec = _record("We present Foo, a new system. Foo delivers 3.1x higher throughput than Megatron-LM with ZeRO-1. "
                  "Foo is 2.6x faster than running LoRA entirely on the phone with MNN.")
    assert rec["baselines"] == ["Megatron-LM", "ZeRO-1", "LoRA", "MNN"]


def test_baselines_a_measurement_study_compares_nothing_of_its_own():
    # styled on measurement studies of kernel generation and mobile training: "We conduct a systematic measurement
    # study of ...", "MNN delivers 3.1x higher training throughput than TensorFlow Lite" gave TensorFlow Lite as a
    # baseline of a paper that proposes nothing (the dev set's studies have none); a paper that proposes a model
    # keeps its comparisons
    rec = _record("We conduct a systematic measurement study of four mobile training engines. MNN delivers 3.1x "
                  "higher training throughput than TensorFlow Lite.")
    assert rec["proposes"] == [] and rec["baselines"] == []
    rec = _record("MNN delivers 3.1x higher training throughput than TensorFlow Lite.",
                  title="On-Device Training in the Wild: A Measurement Study of Mobile Training Frameworks")
    assert rec["baselines"] == []
    rec = _record("This paper proposes a novel model for question answering, with an empirical analysis of its parts. "
                  "It answers 2x faster than GPT.")
    assert rec["baselines"] == ["GPT"]


def test_proposes_the_short_form_after_a_long_form_that_holds_a_known_name():
    # a Semantic Scholar sample (ExtGPT-QA): "this paper proposes a novel Extended Generative Pretrained
    # Transformers-based Question Answering (ExtGPT-QA) model" proposed nothing (the long form holds the known
    # "Transformers", so it was no new name's)
    rec = _record("To address these issues, this paper proposes a novel Extended Generative Pretrained "
                  "Transformers-based Question Answering (ExtGPT-QA) model to generate precise answers.")
    assert rec["proposes"] == ["ExtGPT-QA"]


def test_roles_comparison_after_a_sentence_ending_in_a_unit():
    # helper set h393 (an FPGA compiler): the sentence before ended "at a board power of 3.8 W." and the
    # comparison was read as part of it
    rec = _record("This paper introduces Lantern, a compiler framework that turns convolutional detectors into "
                  "streaming FPGA designs. On a Xilinx ZCU104 board, Lantern-generated designs for YOLOv5n reach a "
                  "throughput of 212 frames/s at a board power of 3.8 W. Against FINN, they achieve up to 2.7x "
                  "higher frame rate with 31% lower LUT utilization.")
    assert rec["proposes"] == ["Lantern"] and rec["baselines"] == ["FINN"]


def test_roles_a_method_set_off_after_what_it_is_is_proposed():
    # helper sets h395 and h397: the method named after "a new technique," or "Its central mechanism," or "Its key
    # contribution is the" was no entity or not proposed
    rec = _record("We present Ripple, a multi-GPU BFS engine built around a new technique, speculative frontier "
                  "exchange: each GPU pushes partially built frontiers to its peers over NVLink.")
    assert rec["proposes"] == ["Ripple", "speculative frontier exchange"]
    rec = _record("We present Ferry, a fine-tuning runtime for one GPU. Its central mechanism, layer-wise gradient "
                  "streaming, ships each layer's gradients to the host as soon as backpropagation produces them.")
    assert rec["proposes"] == ["Ferry", "layer-wise gradient streaming"]
    rec = _record("We present HALO, a subgraph matching engine for GPUs. Its key contribution is the candidate edge "
                  "sketch, a per-label hash summary of each vertex's neighborhood that prunes candidates.")
    assert rec["proposes"] == ["HALO", "candidate edge sketch"]
    # a known method so set off is one the work uses, and a word like "however" names nothing
    rec = _record("We present Ferry, a fine-tuning runtime. Its central mechanism, however, is simple.")
    assert rec["proposes"] == ["Ferry"]


def test_roles_against_a_system_named_after_the_device_it_runs_on():
    # helper set h397: "Against the CPU-based RapidMatch running on a 32-core Xeon Gold 6338" gave no baseline
    rec = _record("We present HALO, a subgraph matching engine for GPUs. Against the CPU-based RapidMatch running "
                  "on a 32-core Xeon Gold 6338, HALO achieves a 26x speedup.")
    assert rec["proposes"] == ["HALO"] and rec["baselines"] == ["RapidMatch"]


def test_roles_a_value_for_a_system_s_thing_and_a_device_running_it_through_one():
    # helper sets h357 and h393: "compared with 1.9 s for the NPU pipeline of OpenVINO and 2.7 s for ONNX Runtime
    # with DirectML" and "Relative to an NVIDIA Jetson Orin Nano executing the same networks through TensorRT"
    # compared nothing
    rec = _record("We present TileForge, a compiler for laptop NPUs. TileForge reduces prefill latency to 0.38 s, "
                  "compared with 1.9 s for the NPU pipeline of OpenVINO and 2.7 s for ONNX Runtime with DirectML.")
    assert rec["baselines"] == ["OpenVINO", "ONNX Runtime", "DirectML"]
    rec = _record("We present Quill, a vision transformer accelerator. Relative to an NVIDIA Jetson Orin Nano "
                  "executing the same networks through TensorRT with INT8 quantization, Quill delivers 3.4x higher "
                  "throughput.")
    assert "TensorRT" in rec["baselines"]


def test_roles_an_announced_part_with_its_kind_after_it():
    # helper set h385 (near-memory MoE serving): "SPADE rests on two ideas. First, a popularity-aware expert
    # placement algorithm replicates ..." lost the first part (its kind, "algorithm", stood before the verb)
    rec = _record("We present SPADE, a serving system for MoE models. SPADE rests on two ideas. First, a "
                  "popularity-aware expert placement algorithm replicates frequently selected experts across DIMMs. "
                  "Second, speculative expert prefetching predicts the next layer's expert choice.")
    assert rec["proposes"] == ["SPADE", "popularity-aware expert placement", "speculative expert prefetching"]


def test_roles_a_counted_list_of_described_methods_after_a_colon():
    # helper set h390 (serverless LoRA serving): "Pantry relies on two mechanisms: a tiered adapter cache that spans
    # GPU HBM, host DRAM and local SSD, and popularity-aware prefetching that predicts ..." proposed neither (the
    # commas inside a description broke the list, and "relies" was no verb of making)
    rec = _record("We present Pantry, a serverless LoRA server. Pantry relies on two mechanisms: a tiered adapter "
                  "cache that spans GPU HBM, host DRAM and local SSD, and popularity-aware prefetching that predicts "
                  "upcoming invocations.")
    assert rec["proposes"] == ["Pantry", "tiered adapter cache", "popularity-aware prefetching"]
    rec = _record("We present Zap. Zap combines two techniques: warp-level merging, which stores KV blocks, and "
                  "shard-aware fetching, which drafts tokens.")
    assert rec["proposes"] == ["Zap", "warp-level merging", "shard-aware fetching"]
    # known methods are used, and a study makes nothing
    rec = _record("We present Zap. Zap combines two techniques: paged attention, which stores KV blocks, and "
                  "speculative decoding, which drafts tokens.")
    assert rec["proposes"] == ["Zap"]
    rec = _record("We study two techniques: low-rank merging, which stores KV blocks, and shard-aware fetching, "
                  "which drafts tokens.")
    assert rec["proposes"] == []


def test_roles_a_compared_system_s_part_then_the_list_goes_on():
    # helper sets h362 and h394 (LLM inference on CPUs): "Compared with vLLM's CPU backend and Intel Extension for
    # PyTorch" gave one baseline, "Intel Extension" (the possessive's walk ran past "and"; the name has "for" in it)
    rec = _record("We present CoreServe, a CPU serving engine. Compared with vLLM's CPU backend and Intel Extension "
                  "for PyTorch, it achieves 2.3x and 1.6x higher throughput, respectively.")
    assert rec["baselines"] == ["vLLM", "Intel Extension for PyTorch"]
    rec = _record("We present Zap. It gives a 62x speedup over minimap2's CPU-based KSW2.")
    assert rec["baselines"] == ["KSW2"]


def test_roles_a_system_s_transport_and_a_technique_built_into_a_system():
    # helper set h396 (datacenter networks for ML): "2.3x that of the default NCCL transport" and "Compared with the
    # adaptive routing built into Spectrum-X" compared nothing
    rec = _record("We present NetStripe, a multipath transport for MoE training. NetStripe raises all-to-all bus "
                  "bandwidth to 41.7 GB/s, 2.3x that of the default NCCL transport. Compared with the adaptive "
                  "routing built into Spectrum-X, NetStripe matches tail latency while using commodity switches.")
    assert rec["baselines"] == ["NCCL", "adaptive routing", "Spectrum-X"]


def test_baselines_against_a_technique_in_a_system_and_a_system_based_deployment():
    # helper sets h366 and h356 (disaggregated serving, vector databases): "Against colocated serving in vLLM, ..."
    # named no baseline, "Against Milvus with its default sharding policy and a Qdrant-based deployment" lost Qdrant,
    # and "Compared with a Qdrant-based deployment, ShardWeaver ..." read the paper's own system as the one described
    rec = _record("We present KVPipe. Against colocated serving in vLLM, it lowers time-per-output-token by 38%.")
    assert rec["baselines"] == ["colocated serving", "vLLM"]
    rec = _record("We present ShardWeaver. Against Milvus with its default sharding policy and a Qdrant-based "
                  "deployment, ShardWeaver reduces P99 retrieval latency by 63%.")
    assert rec["baselines"] == ["Milvus", "Qdrant"]
    rec = _record("We present ShardWeaver. Compared with a Qdrant-based deployment, ShardWeaver reduces P99 latency "
                  "by 63%.")
    assert rec["baselines"] == ["Qdrant"]


def test_baselines_a_system_recovering_from_and_the_part_of_a_named_device():
    # helper sets h354 and h377: "higher goodput than TorchElastic restarting from checkpoints" named none, and
    # "2.2x better than the NPU of a Snapdragon 8 Gen 3" the NPU (a class) instead of the phone chip it is part of
    rec = _record("We present PhoenixMoE. It delivers 2.7--4.4x higher goodput than TorchElastic restarting from "
                  "checkpoints.")
    assert rec["baselines"] == ["TorchElastic"]
    rec = _record("We present LUMEN, an accelerator. LUMEN has 4.6x better energy efficiency than an NVIDIA Jetson "
                  "Orin NX and 2.2x better than the NPU of a Snapdragon 8 Gen 3 running the same INT8 models.")
    assert rec["baselines"] == ["Jetson Orin NX", "Snapdragon 8 Gen 3"]


def test_proposes_methods_called_in_a_pair_or_in_a_format_and_the_method_a_system_is_built_around():
    # helper sets h355, h403, h364 and h395: "two techniques we call offline channel reordering and two-path
    # accumulation" proposed the first only; "a scheme we call FP8 dispatch" nothing (and "called FP8 dispatch" the
    # format as a system); "Ferry, a streaming runtime built around adaptive pipeline partitioning:" the system only
    rec = _record("We present SPARQ. SPARQ addresses this with two techniques we call offline channel reordering and "
                  "two-path accumulation: the first permutes each weight matrix.")
    assert rec["proposes"] == ["SPARQ", "offline channel reordering", "two-path accumulation"]
    rec = _record("We present Ember. It casts activations to FP8 on the communication path only, a scheme called FP8 "
                  "dispatch. FP8 dispatch alone shrinks the communication volume by 44%.")
    assert rec["proposes"] == ["Ember", "FP8 dispatch"] and rec["entities"]["Technique"] == ["FP8 dispatch"]
    rec = _record("This paper introduces Ferry, a streaming runtime built around adaptive pipeline partitioning: "
                  "Ferry profiles every operator. We present Loom, a compiler built on data parallelism.")
    assert rec["proposes"] == ["Ferry", "adaptive pipeline partitioning", "Loom"]


def test_baselines_a_technique_and_the_system_it_runs_in_are_both_compared():
    # helper sets h366 and h396: "3.1x that of colocated serving with vLLM", "Compared to ring all-reduce in NCCL"
    # named the system only; the helper gold names the technique too in 8 of 8 such records (not a system's part:
    # "the dense attention kernel in vLLM's ROCm backend")
    rec = _record("We present Tally. Compared to ring all-reduce in NCCL, Tally delivers a 1.8x speedup for BERT-large.")
    assert rec["baselines"] == ["ring all-reduce", "NCCL"]
    rec = _record("We present RatioFlow. RatioFlow sustains 3.1x the request rate of colocated serving with vLLM.")
    assert rec["baselines"] == ["colocated serving", "vLLM"]
    rec = _record("We present X. X is 1.5x faster than the dense attention kernel in vLLM's ROCm backend.")
    assert rec["baselines"] == ["vLLM"]


def test_baselines_the_work_left_without_an_operation_is_no_named_baseline():
    # helper sets h362, h366, h379, h382, h383: "than uncompressed training", "over the unquantized dense model",
    # "versus an unprotected run" are the paper's own work without its method; the helper gold names none of them
    # as baselines (5 of 5), but keeps the named ones beside them
    rec = _record("We present Zip. Zip trains 2.1x faster than uncompressed training and 1.4x faster than PowerSGD, "
                  "and serves 3x faster than the unquantized dense model.")
    assert rec["baselines"] == ["PowerSGD"]
    assert "uncompressed training" in rec["entities"]["Technique"]


def test_proposes_a_new_kind_of_thing_termed_by_its_name():
    # helper set h356: "A co-designed partitioning scheme, termed bandwidth-balanced sharding, spreads ..." proposed
    # nothing; not a part of something ("a restricted set of field configurations, called universal sector", arXiv
    # 0704.0085) nor a prior or popular scheme
    rec = _record("We present Graphite, a GPU graph query engine. A co-designed partitioning scheme, termed "
                  "bandwidth-balanced sharding, spreads each index partition across DIMMs. A popular scheme, termed "
                  "round-robin sharding, is the default. The density on a restricted set of field configurations, "
                  "called universal sector, is the same.")
    assert rec["proposes"] == ["Graphite", "bandwidth-balanced sharding"]


def test_proposes_a_novel_method_before_its_verb():
    # helper set h397: "a novel frontier-aware join ordering bounds the number of live bindings" proposed nothing (a
    # novel technique counted only when a boundary followed it)
    rec = _record("We present Graphite, a GPU graph query engine. Operators are merged into a single kernel, and a "
                  "novel frontier-aware join ordering bounds the number of live bindings per warp.")
    assert rec["proposes"] == ["Graphite", "frontier-aware join ordering"]


def test_proposes_announced_ideas_opening_sentences_with_an_acronym_in_them():
    # helper set h410: "Relay combines three ideas. Tool-aware KV cache retention predicts ... Critical-path
    # scheduling prioritizes ... Finally, cross-agent prefix sharing deduplicates ..." proposed none: the walk over
    # the opening words stopped at "KV", and the first part not found ended the parts
    rec = _record("We present Relay, a serving system for LLM agents. Relay combines three ideas. Tool-aware KV cache "
                  "retention predicts the duration of each tool call. Critical-path scheduling prioritizes agents by "
                  "the length of their remaining workflow. Finally, cross-agent prefix sharing deduplicates the "
                  "prompt prefixes of concurrent agents.")
    assert rec["proposes"] == ["Relay", "tool-aware KV cache retention", "critical-path scheduling",
                               "cross-agent prefix sharing"]


def test_baselines_a_system_ported_and_a_technique_in_a_systems_style():
    # helper set h411: "Against HAT and AutoFormer ported to the same cluster" named HAT only; "compared to Tiresias
    # and to Gandiva-style time slicing" named Tiresias only (the helper gold names Gandiva and time slicing)
    rec = _record("We present SuperFleet. Against HAT and AutoFormer ported to the same cluster, it shortens supernet "
                  "training time by 4.2x and 5.7x, respectively.")
    assert rec["baselines"] == ["HAT", "AutoFormer"]
    rec = _record("We present KITE. KITE cuts average job completion time by 58% compared to Tiresias and to "
                  "Gandiva-style time slicing.")
    assert rec["baselines"] == ["Tiresias", "Gandiva", "time slicing"]


def test_baselines_within_a_share_of_a_named_quantity_of_a_plain_system():
    # helper sets h413, h411: "stays within 0.3% accuracy of dense FlashAttention-2" and "within 0.2% accuracy of
    # an exhaustive grid search" named no baseline: the quantity's name stood between the share and "of", and
    # "dense" before a system's name stopped the phrase (as "vanilla" did not)
    rec = _record("We present Lattice. Fine-tuning with Lattice stays within 0.3% accuracy of dense FlashAttention-2 "
                  "while using 58% less activation memory.")
    assert rec["baselines"] == ["FlashAttention-2"]
    assert _record("We present Lattice. Lattice is 2x faster than dense FlashAttention-2.")["baselines"] == [
        "FlashAttention-2"]


def test_baselines_a_named_systems_path_or_implementation_compared():
    # helper set h366: "compared with a CPU-driven NCCL transfer path" named no baseline: a system naming a compared
    # way of doing the work ("transfer path", "implementation", "deployment") is the baseline
    rec = _record("We present Conduit. Conduit increases decode throughput by up to 1.6x compared with a CPU-driven "
                  "NCCL transfer path.")
    assert rec["baselines"] == ["NCCL"]


def test_proposes_a_listed_method_with_its_own_noun_before_what_it_does():
    # helper set h419: "Pantry contributes two mechanisms: deviation-guided recomputation, which restores ..., and a
    # cost-aware eviction policy that moves chunks ..." proposed neither: "policy" stood between the method found
    # and its "that"
    rec = _record("This paper introduces Pantry, a RAG serving system. Pantry contributes two mechanisms: "
                  "deviation-guided recomputation, which restores cross-chunk dependencies by recomputing only some "
                  "tokens, and a cost-aware eviction policy that moves chunks between tiers.")
    assert rec["proposes"] == ["Pantry", "deviation-guided recomputation", "cost-aware eviction"]


def test_proposes_a_step_told_after_a_sentence_on_what_the_work_does_and_a_next_step():
    # helper set h420: "Rebound combines three ideas. It ranks candidate configurations ... Live resharding then
    # moves ..." (a sentence on what "it" does ended the parts), h419: "We present Ferry, ... Ferry introduces
    # speculative retrieval: ... Slack-aware scheduling then interleaves ..." (no parts announced: "then" tells
    # of the next step of the work's own)
    rec = _record("This paper describes Rebound, an elastic training runtime. Rebound combines three ideas. It ranks "
                  "candidate configurations by predicted throughput. Live resharding then moves model state directly "
                  "between GPUs.")
    assert rec["proposes"] == ["Rebound", "live resharding"]
    rec = _record("We present Ferry, a serving system that hides retrieval latency behind generation. Slack-aware "
                  "scheduling then interleaves the retrieval of one request with the decoding of others.")
    assert rec["proposes"] == ["Ferry", "slack-aware scheduling"]
    rec = _record("We present Ferry, a serving system for RAG. Speculative decoding then verifies the drafted tokens.")
    assert rec["proposes"] == ["Ferry"]  # a method the vocabulary knows is one the work uses


def test_proposes_a_part_named_after_its_rank_and_kind_and_what_a_work_rests_on():
    # helper set h420: "A second mechanism, gradient fingerprinting, compares ..."; h419: "QuiverDB is a multi-tenant
    # vector database ... At its core is Compass, a learned cost model ..." proposed neither
    rec = _record("We present LATCH, a hang detector for training jobs. A second mechanism, gradient fingerprinting, "
                  "compares compact hashes of gradients across data-parallel replicas.")
    assert rec["proposes"] == ["LATCH", "gradient fingerprinting"]
    rec = _record("We present QuiverDB, a multi-tenant vector database that picks a search strategy per query. At its "
                  "core is Compass, a learned cost model trained on query logs.")
    assert rec["proposes"] == ["QuiverDB", "Compass"]
    rec = _record("QuiverDB is a multi-tenant vector database. At the heart of QuiverDB lies Compass, a learned cost "
                  "model. QuiverDB cuts P99 latency by 41%.")
    assert rec["proposes"] == ["QuiverDB", "Compass"]  # (the subject of the text, with its part)
    rec = _record("Training jobs hang when one rank fails. A second mechanism, gradient fingerprinting, compares "
                  "hashes of gradients.")
    assert rec["proposes"] == []  # (no work of the paper's own before it)


def test_baselines_whose_outcome_or_measure_a_share_or_multiple_is():
    # helper set h421: "achieves 2.3x the energy efficiency of mappings found by CoSA", "which is 92% of cuBLAS
    # throughput for the same shapes" named no baseline; "1.3x the TensorRT throughput" neither
    rec = _record("We introduce TileForge, an auto-scheduling framework. TileForge achieves 2.3x the energy "
                  "efficiency of mappings found by CoSA, reaching 412 GFLOPS/Watt. Its mappings are within 3% of "
                  "the latency of the best schedules found by Ansor.")
    assert rec["baselines"] == ["CoSA", "Ansor"]
    rec = _record("We present VIST. Its kernels sustain 8.2 TFLOPS, which is 92% of cuBLAS throughput for the same "
                  "shapes, and VIST delivers 1.3x the TensorRT throughput.")
    assert rec["baselines"] == ["cuBLAS", "TensorRT"]
    rec = _record("We present VIST. It delivers 1.3x the H100 throughput.")
    assert rec["baselines"] == []  # (a device it ran on is no compared system)


def test_a_value_risen_from_and_what_gave_it_is_the_baseline():
    # helper set h418: "reaches a decoding speed of 24 tokens/s on Llama-3.2-3B, up from 9.6 tokens/s with
    # autoregressive decoding" gave no baseline (a unit of two words stood between the value and "with"); 9.6
    # tokens/s is the baseline's outcome, a result as a change's start is
    rec = _record("We propose BitDraft, a self-speculative decoding scheme for mobile NPUs. BitDraft reaches a "
                  "decoding speed of 24 tokens/s on Llama-3.2-3B, up from 9.6 tokens/s with autoregressive decoding.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(24.0, "tokens/s"), (9.6, "tokens/s")]
    assert rec["baselines"] == ["autoregressive decoding"]


def test_baselines_whose_value_a_result_changed_from_is():
    # helper sets h395, h411: "raises accuracy on GSM8K from 35.2% with LoRA to 41.8%", "cuts the end-to-end search
    # time of Once-for-All from 41 hours to 9.5 hours" named no baseline; what it ran on then is none ("with 8
    # GPUs")
    rec = _record("We present Ferry. When Llama 2 13B is fine-tuned on MetaMathQA, Ferry raises accuracy on GSM8K "
                  "from 35.2% with LoRA to 41.8%. Loom also cuts the end-to-end search time of Once-for-All from 41 "
                  "hours to 9.5 hours.")
    assert rec["baselines"] == ["LoRA", "Once-for-All"]
    rec = _record("We present Loom. Loom cuts the iteration time from 41 ms with 8 GPUs to 9 ms, and the iteration "
                  "time of Llama 2 70B from 9.8 s to 5.1 s.")
    assert rec["baselines"] == []


def test_a_measurement_study_proposes_no_method_it_tells_a_finding_of():
    # helper set h413: "This paper reports a systematic measurement study of seven formats ... Second, block formats
    # that map onto Tensor Cores pay off only when nonzeros cluster" proposed block formats (as "Second, block
    # sparsity that maps ..." did)
    rec = _record("This paper reports a systematic measurement study of seven formats for SpMM. Second, block "
                  "formats that map onto Tensor Cores pay off only when nonzeros cluster.")
    assert rec["proposes"] == [] and "block format" in rec["entities"]["Technique"]


def test_baselines_run_in_a_number_format_or_named_by_their_workflow_or_server():
    # helper set h429 (GEMM kernels and sparse training): "than cuBLAS FP16 GEMM", "compared with TensorRT FP16",
    # "the ASP workflow from NVIDIA Apex"; h428: "Compared with DGL served through Triton Inference Server"
    rec = _record("We present QuillGEMM, a family of kernels. QuillGEMM delivers up to 3.1x higher throughput than "
                  "cuBLAS FP16 GEMM and 1.4x higher throughput than the Marlin kernel.")
    assert rec["baselines"] == ["cuBLAS", "Marlin"]
    rec = _record("We present Kestrel. It lowers inference latency from 21.4 ms to 7.9 ms compared with TensorRT "
                  "FP16 while losing only 0.8% top-1 accuracy.")
    assert rec["baselines"] == ["TensorRT"]
    rec = _record("We present SparTile. Compared with the ASP workflow from NVIDIA Apex, which sparsifies only "
                  "after dense pre-training, it shortens time-to-accuracy by 2.1x.")
    assert rec["baselines"] == ["ASP"]
    rec = _record("We present Glint. Compared with DGL served through Triton Inference Server, Glint reduces p99 "
                  "latency by 41%.")
    assert rec["baselines"] == ["DGL"]


def test_baselines_a_technique_in_a_named_systems_style_and_the_system():
    # helper set h426: "lowers p99 latency by 41% compared with Orca-style iteration-level scheduling" (the
    # technique is iteration-level scheduling, done as Orca does it)
    rec = _record("We present Skipper. Skipper reduces average job completion time by 1.9x over vLLM, and lowers "
                  "p99 latency by 41% compared with Orca-style iteration-level scheduling.")
    assert set(rec["baselines"]) == {"vLLM", "Orca", "iteration-level scheduling"}
    assert "iteration-level scheduling" in rec["entities"]["Technique"] and "Orca" in rec["entities"]["System"]


def test_a_share_of_a_models_parameters_names_no_baseline():
    # helper set h435: "After removing 40% of the parameters of Llama-2-13B, PruneFlow retains ..." made the model
    # a baseline, as "2.6x the throughput of DiskANN" names one (a share of its parts is what was pruned)
    rec = _record("We present PruneFlow. After removing 40% of the parameters of Llama-2-13B, PruneFlow retains 94.1% "
                  "of the accuracy, compared with 85.7% for LLM-Pruner.")
    assert rec["baselines"] == ["LLM-Pruner"]


def test_proposes_a_novel_method_whose_verb_follows_an_adverb():
    # helper set h434: "A novel predicate-guided beam search further skips neighbors that fail the filter" (the verb
    # after "further", its object a plural the clause describes); the dev gold proposes a "novel" method it names
    rec = _record("We present FilterANN, a filtered vector search engine. A novel predicate-guided beam search "
                  "further skips neighbors that fail the filter.")
    assert rec["proposes"] == ["FilterANN", "predicate-guided beam search"]


def test_baselines_before_a_pronouns_clause_or_described_by_what_they_are_based_on():
    # helper sets h439, h427: "; against TensorRT it delivers up to 2.3x higher throughput", "compared with Metis it
    # cuts planning time" (no comma before the clause) and "Against a bucketing-based TensorRT-LLM deployment, it
    # lowers ..." named no baseline
    rec = _record("We present FuseForge. Compared with TorchInductor, FuseForge reduces latency by 18%; against "
                  "TensorRT it delivers up to 2.3x higher throughput, and compared with Metis it cuts planning time.")
    assert rec["baselines"] == ["TorchInductor", "TensorRT", "Metis"]
    rec = _record("We present Morph. Against a bucketing-based TensorRT-LLM deployment, it lowers GPU memory usage "
                  "by 23%.")
    assert rec["baselines"] == ["TensorRT-LLM"]


def test_baselines_two_systems_joined_by_plus_or_backed_by_another():
    # helper set h443: "relative to a JanusGraph-plus-PyG pipeline and delivers 4.1 times the throughput of DGL backed
    # by a separate Neo4j instance" (one name "JanusGraph-plus-PyG", and DGL stopped at "backed")
    rec = _record("We introduce GraphFuse, a distributed graph engine. GraphFuse reduces end-to-end latency by 63% "
                  "relative to a JanusGraph-plus-PyG pipeline and delivers 4.1 times the throughput of DGL backed by "
                  "a separate Neo4j instance.")
    assert rec["baselines"] == ["JanusGraph", "PyG", "DGL", "Neo4j"]
    assert "JanusGraph-plus-PyG" not in rec["entities"]["System"]
    rec = _record("We introduce GraphFuse. GraphFuse is 2x faster than a JanusGraph plus PyG pipeline and 3x faster "
                  "than a single Neo4j instance.")
    assert rec["baselines"] == ["JanusGraph", "PyG", "Neo4j"]


def test_baselines_a_contrasted_subject_whose_name_holds_a_verb():
    # helper set h452: "whereas Check-N-Run and generic zstd compression reach only 2.2x and 1.4x" (the "run" of
    # the name read as the contrasted clause's verb, "runs out of memory")
    rec = _record("We propose DeltaPack, a compression scheme. DeltaPack shrinks checkpoint size by 11.3x on average, "
                  "whereas Check-N-Run reaches only 2.2x.")
    assert rec["baselines"] == ["Check-N-Run"]


def test_a_titles_words_set_against_each_other_name_nothing():
    # helper set h445: "Random Access Without Regret: A Chunked Record Format ..." was a proposed system (as the
    # S2 sample's "ChatGPT Versus Consultants: Blinded Evaluation ..."); a companion loader named after a comma is
    # the paper's own, as a companion compiler is
    rec = _record("We propose QuillRec, a storage format that groups samples into chunks. A companion loader, "
                  "QuillLoad, issues asynchronous reads.",
                  title="Random Access Without Regret: A Chunked Record Format for Shuffled Training Data")
    assert rec["proposes"] == ["QuillRec", "QuillLoad"]
    assert "Random Access Without Regret" not in rec["entities"]["System"]


def test_baselines_named_after_a_plural_kind_of_device():
    # helper set h453: "outperforms the recent PIM accelerators AttAcc and NeuPIMs by 1.4x and 1.27x" typed both
    # systems and, once typed devices, read "PIM accelerators" as the compared thing and AttAcc as its kind
    rec = _record("We present AttnPIM, a PIM architecture. AttnPIM outperforms the recent PIM accelerators AttAcc and "
                  "NeuPIMs by 1.4x and 1.27x, respectively.")
    assert rec["baselines"] == ["AttAcc", "NeuPIMs"]
    assert {"AttAcc", "NeuPIMs"} <= set(rec["entities"]["Hardware"])


def test_known_workloads_implemented_on_the_papers_system_are_not_proposed():
    # helper set h443: "We implement BFS, SSSP and PageRank on Sandpiper and run them on ClueWeb12, UK-2014 and
    # Kron32" proposed PageRank (and typed the three graphs systems)
    rec = _record("In this work we build Sandpiper, which lets GPU threads fetch adjacency lists from NVMe SSDs. We "
                  "implement BFS, SSSP and PageRank on Sandpiper and run them on ClueWeb12, UK-2014 and Kron32.")
    assert rec["proposes"] == ["Sandpiper"]
    assert rec["entities"]["Dataset"] == ["ClueWeb12", "UK-2014", "Kron32"]
    rec = _record("We present Foo, a runtime. We implement a novel scheduler BarSched on Foo.")
    assert rec["proposes"] == ["Foo", "BarSched"]


def test_proposes_the_parts_a_system_combines_and_baselines_listed_before_a_contrasted_amount():
    # helper set h442: "TierKV combines block-granular KV paging, which extends PagedAttention ..., with
    # attention-score-guided prefetching" proposed neither part; "whereas H2O, StreamingLLM and SnapKV retain between
    # 71% and 88%" named no baseline (the list's commas ended the subject, "between" no amount)
    rec = _record("We present TierKV, an inference engine. TierKV combines block-granular KV paging, which extends "
                  "PagedAttention across memory tiers, with attention-score-guided prefetching.")
    assert rec["proposes"] == ["TierKV", "block-granular KV paging", "attention-score-guided prefetching"]
    rec = _record("We propose EchoKV, an eviction policy. It retains 97.3% of full-cache accuracy on LongBench, whereas "
                  "H2O, StreamingLLM and SnapKV retain between 71% and 88%.")
    assert rec["baselines"] == ["H2O", "StreamingLLM", "SnapKV"]
    assert [r["metric"] for r in rec["results"]] == ["full-cache accuracy"] * 3


def test_baselines_whose_measure_a_share_is_of():
    # helper set h454: "Its plans come within 2% of the optimal recomputation cost found by Checkmate" named no
    # baseline (as "92% of cuBLAS throughput" names cuBLAS)
    rec = _record("We present Lazarus, a rematerialization planner. Its plans come within 2% of the optimal "
                  "recomputation cost found by Checkmate.")
    assert rec["baselines"] == ["Checkmate"]


def test_baselines_a_contrasted_list_that_degrades_it_by_amounts():
    # helper set h458: "while GPTQ and AWQ at the same budget degrade it by 9% and 6%, respectively" named no
    # baseline ("degrade" read only before "by" or "to") and left the values without the metric they change
    rec = _record("We present GrainQuant, a quantization scheme. GrainQuant raises perplexity by less than 2%, while "
                  "GPTQ and AWQ at the same budget degrade it by 9% and 6%, respectively.")
    assert rec["baselines"] == ["GPTQ", "AWQ"]
    assert [r["metric"] for r in rec["results"]] == ["perplexity"] * 3


def test_proposes_the_named_object_and_the_part_called_later():
    # helper set h468: "We introduce PolyFormer, a 2PC inference framework that ... evaluates it with a new batched
    # comparison protocol, termed BatchCmp, ..." proposed BatchCmp alone (a name given later in the sentence made the
    # verb's object the named thing)
    rec = _record("We introduce PolyFormer, a 2PC inference framework that distills each nonlinearity into a "
                  "polynomial and evaluates it with a new batched comparison protocol, termed BatchCmp.")
    assert rec["proposes"] == ["PolyFormer", "BatchCmp"]


def test_proposes_the_named_part_after_its_kind():
    # helper set h469: "This work describes Tandem, a serving system ..., and its scheduling policy, Workflow-Aware
    # Least-Attained Service (WA-LAS), which ..." proposed Tandem alone; the part of a compared system is no proposal
    rec = _record("This work describes Tandem, a serving system for agent programs, and its scheduling policy, "
                  "Workflow-Aware Least-Attained Service (WA-LAS), which prioritizes calls.")
    assert rec["proposes"] == ["Tandem", "Workflow-Aware Least-Attained Service"]
    rec = _record("We compare against Parrot and its scheduler, ParSched, which balances load.")
    assert rec["proposes"] == []


def test_baselines_a_method_applied_in_a_manner():
    # helper set h472: "Relative to applying PowerSGD uniformly to all buckets, Tandem raises scaling efficiency"
    # named no baseline (an adverb after the name was read as more of a phrase the name modifies)
    rec = _record("We present Tandem, a runtime. Relative to applying PowerSGD uniformly to all buckets, Tandem "
                  "raises scaling efficiency from 71% to 92%.")
    assert rec["baselines"] == ["PowerSGD"]


def test_proposes_the_methods_a_new_system_relies_on_or_is_based_on():
    # helper set h470: "Kestrel relies on predictive expert prefetching, which ..., and on frequency-aware expert
    # caching, which ..." and "build Tidal, a serving runtime based on load-adaptive expert replication" proposed the
    # system alone (as the dev set's seed-41, "Zoom, a new vector search solution ... based on a multiview approach");
    # a known method it relies on is none of its own
    rec = _record("This paper introduces Kestrel, an inference engine. Kestrel relies on predictive expert "
                  "prefetching, which feeds the hidden state to the router, and on frequency-aware expert caching, "
                  "which keeps hot experts resident.")
    assert rec["proposes"] == ["Kestrel", "predictive expert prefetching", "frequency-aware expert caching"]
    rec = _record("We build Tidal, a serving runtime based on load-adaptive expert replication.")
    assert sorted(rec["proposes"]) == ["Tidal", "load-adaptive expert replication"]
    rec = _record("We present Foo, a runtime based on pipeline parallelism. Foo relies on tensor parallelism.")
    assert rec["proposes"] == ["Foo"]


def test_baselines_named_after_their_kind_of_method_or_as_those_of():
    # helper set h483: "Against the prior token pruning methods FastV and VisionZip at the same token budget,
    # FrameSkim is 3.2 points more accurate" named no baseline; h482: "1.21x faster than those of Roller" (a name no
    # vocabulary knows after "those of")
    rec = _record("We propose FrameSkim. Against the prior token pruning methods FastV and VisionZip at the same "
                  "token budget, FrameSkim is 3.2 points more accurate on Video-MME.")
    assert rec["baselines"] == ["FastV", "VisionZip"]
    rec = _record("We propose Cadenza. Cadenza's programs run 17% faster than those of MetaSchedule, and 1.21x faster "
                  "than those of Roller.")
    assert rec["baselines"] == ["MetaSchedule", "Roller"]


def test_baselines_an_unnamed_method_listed_before_a_name_and_a_second_contrasted_subject():
    # helper set h485: "outperforming threshold-based detection and Greyhound by 23 and 9 points of F1" named no
    # baseline (a method no vocabulary knows opened the list); h484: "whereas Zstandard achieves 1.6x and the
    # quantization-based Check-N-Run achieves 3.2x" named Zstandard alone
    rec = _record("We design Sleuth, a tool. Sleuth outperforms threshold-based detection and Greyhound by 23 and 9 "
                  "points of F1, respectively.")
    assert rec["baselines"] == ["threshold-based detection", "Greyhound"]
    rec = _record("We propose Quill. Quill reduces checkpoint size by 8.4x, whereas Zstandard achieves 1.6x and the "
                  "quantization-based Check-N-Run achieves 3.2x.")
    assert rec["baselines"] == ["Zstandard", "Check-N-Run"]
    assert [r["metric"] for r in rec["results"]] == ["checkpoint size"] * 3


def test_proposes_the_system_a_method_is_realized_in_and_its_later_mentions():
    # helper set h478: "We realize WTA in Tally, a scheduler layer for SGLang. Tally keeps Jain's fairness index
    # above 0.97, whereas FCFS and VTC drop to ..." found no Tally (a plain word, set off by a description after "in")
    # and so no FCFS baseline (a technique contrasted in a sentence about no proposal); an implementation in a
    # known framework proposes nothing more
    rec = _record("This work proposes WTA, a fair queuing discipline. We realize WTA in Tally, a scheduler layer for "
                  "SGLang. Tally keeps Jain's fairness index above 0.97, whereas FCFS and VTC drop to 0.61 and 0.84, "
                  "respectively.")
    assert rec["proposes"] == ["WTA", "Tally"]
    assert rec["baselines"] == ["FCFS", "VTC"]
    rec = _record("We propose Foo, a method. We implement Foo in PyTorch, a framework.")
    assert rec["proposes"] == ["Foo"]


def test_baselines_a_rate_for_a_name_after_compared_with():
    # helper set h480: "compared with 1.9 tokens/s for FlexGen and 3.4 tokens/s for llama.cpp" named no baseline (a
    # rate in three tokens); "a decoding throughput of 11.3 tokens/s for Mixtral 8x7B" names the model measured
    rec = _record("We present ThinServe. ThinServe sustains a generation speed of 9.8 tokens/s, compared with 1.9 "
                  "tokens/s for FlexGen and 3.4 tokens/s for llama.cpp. It reaches a decoding throughput of 11.3 "
                  "tokens/s for Mixtral 8x7B, 3.2x faster than vLLM.")
    assert rec["baselines"] == ["FlexGen", "llama.cpp", "vLLM"]


def test_baselines_whose_level_is_reached_and_a_method_trained_under_a_budget():
    # helper set h486: "ZipZO reaches MeZO's final accuracy with a 3.5x shorter wall-clock time" named no baseline;
    # "beats LoRA and prefix tuning trained under the same memory budget" named LoRA alone
    rec = _record("In this work we describe ZipZO, a method. On OPT-13B, ZipZO reaches MeZO's final accuracy with a "
                  "3.5x shorter wall-clock time. It beats LoRA and prefix tuning trained under the same memory budget "
                  "by 2.4 and 4.1 points on average, respectively.")
    assert rec["baselines"] == ["MeZO", "LoRA", "prefix tuning"]


def test_proposes_announced_parts_opening_with_an_article_and_the_next_in_the_sentence():
    # helper set h480: "ThinServe contributes two mechanisms. A column-balanced bitmap encoding gives ..., and
    # layer-ahead prefetching streams ..." proposed ThinServe alone (announced by a new name before any proposal was
    # found; a part opening with "A"; the second part in the same sentence); unannounced, "A per-layer cost model
    # then decides ..." (h450) is no part
    rec = _record("ThinServe is an inference engine that keeps pruned weights compressed. ThinServe contributes two "
                  "mechanisms. A column-balanced bitmap encoding gives every thread block an equal share of "
                  "non-zeros, and layer-ahead prefetching streams sparse layers to the GPU before they are needed.")
    assert rec["proposes"] == ["ThinServe", "column-balanced bitmap encoding", "layer-ahead prefetching"]
    rec = _record("We present SparNPU, a compiler. A per-layer cost model then decides whether each layer is sparse.")
    assert rec["proposes"] == ["SparNPU"]


def test_baselines_unnamed_runs_of_a_named_system():
    # helper set h486: "improves aggregate training throughput by 2.2-3.1x over isolated jobs under Hugging Face PEFT"
    # named no baseline (the runs compared are the system's)
    rec = _record("We present Medley. Medley improves aggregate training throughput by 2.2-3.1x over isolated jobs "
                  "under Hugging Face PEFT and by 1.45x over mLoRA.")
    assert rec["baselines"] == ["Hugging Face PEFT", "mLoRA"]
