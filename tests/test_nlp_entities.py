"""kg.nlp_entities: sentence splitting, vocabulary, unknown names, head words, resolution."""
from __future__ import annotations

import pytest

from kg.nlp_entities import is_name_shape, singular


@pytest.fixture(scope="module")
def nlp():
    from kg.extract import build_nlp

    return build_nlp()


def run(nlp, text, abstract_start=0):
    doc = nlp.make_doc(text)
    doc.user_data["abstract_start"] = abstract_start
    return nlp(doc)


def ents(doc):
    return {(e.text, e.label_) for e in doc.ents}


def test_nlp_entities_sentences_keep_abbreviations_and_numbers(nlp):
    doc = run(nlp, "It runs 2.75x faster, e.g. on GPUs, as Rasley et al. show vs. prior work. "
                   "A second sentence follows. (A third.)")
    assert [s.text.strip() for s in doc.sents] == [
        "It runs 2.75x faster, e.g. on GPUs, as Rasley et al. show vs. prior work.",
        "A second sentence follows.", "(A third.)"]


def test_nlp_entities_a_unit_ending_a_sentence_ends_it(nlp):
    # styled on an FPGA compiler's abstract: "... at a board power of 3.8 W. Against FINN, they achieve ..." and
    # "... 212 frames/s. Against ..." were one sentence (spaCy keeps "s." whole, and "W." read as an initial), so
    # the comparison after it lost its result sentence and FINN its place as the baseline
    doc = run(nlp, "Designs reach 212 frames/s. Against FINN, they are faster. They draw 3.8 W. Against the DPU, "
                   "they win. As J. Dean showed, it works.")
    assert [s.text.strip() for s in doc.sents] == [
        "Designs reach 212 frames/s.", "Against FINN, they are faster.", "They draw 3.8 W.",
        "Against the DPU, they win.", "As J. Dean showed, it works."]
    assert [t.text for t in doc[3:7]] == ["frames", "/", "s", "."]


def test_nlp_entities_title_is_its_own_sentence(nlp):
    text = "FedHC: A Scalable Federated Learning Framework\n\nFederated Learning (FL) is a paradigm."
    doc = run(nlp, text, abstract_start=text.index("Federated Learning (FL)"))
    sents = [s.text.strip() for s in doc.sents]
    assert sents[0] == "FedHC: A Scalable Federated Learning Framework"
    assert ("FedHC", "System") in ents(doc)


def test_nlp_entities_unknown_name_after_we_present(nlp):
    # seed abstract (Parcae); "Parcae" is a name no vocabulary holds
    doc = run(nlp, "We present Parcae, a system that enables cheap, fast, and scalable DNN training on "
                   "preemptible instances by proactively adjusting the parallelization strategy.")
    assert ("Parcae", "System") in ents(doc)
    assert doc.user_data["kg_entities"]["parcae"]["known"] is False
    doc = run(nlp, "To address this, we introduce Quokkaflow, which schedules requests. Quokkaflow is fast.")
    assert [e.text for e in doc.ents if e.ent_id_ == "quokkaflow"] == ["Quokkaflow", "Quokkaflow"]


def test_nlp_entities_called_and_name_shapes(nlp):
    doc = run(nlp, "We design a new serving engine called TurboNexus that runs ZQ-Serve kernels on XPU9000 chips.")
    found = ents(doc)
    assert ("TurboNexus", "System") in found
    assert ("ZQ-Serve", "System") in found


def test_nlp_entities_type_from_the_next_word(nlp):
    doc = run(nlp, "We evaluate on the WikiQuux benchmark with the Zorblat-7B model on XR90 GPUs.")
    found = ents(doc)
    assert ("WikiQuux", "Dataset") in found
    assert ("Zorblat-7B", "Model") in found


def test_nlp_entities_head_words_keep_specific_modifiers(nlp):
    # seed abstract (MiniKV) and made-up phrases with the same heads
    doc = run(nlp, "We introduce MiniKV, which reduces KV cache size via a novel 2-bit layer-discriminative KV cache. "
                   "It combines post-training quantization with hierarchical gradient sharding and "
                   "lowers the p50 decode latency and end-to-end training time.")
    found = ents(doc)
    assert ("2-bit layer-discriminative KV cache", "Technique") in found
    assert ("post-training quantization", "Technique") in found
    assert ("hierarchical gradient sharding", "Technique") in found
    assert ("end-to-end training time", "Metric") in found
    assert ("KV cache size", "Metric") in found
    # "novel" and the verb before the phrase stay out of it
    assert not any(t.startswith(("novel", "reduces", "introduce")) for t, _ in found)


def test_nlp_entities_model_size_suffixes(nlp):
    doc = run(nlp, "We fine-tune GPT-3 1.3B and Llama2-7B-chat and also the Frobnic-13B model.")
    found = ents(doc)
    assert ("GPT-3 1.3B", "Model") in found
    assert ("Llama2-7B-chat", "Model") in found
    assert ("Frobnic-13B", "Model") in found


def test_nlp_entities_vendor_and_device_class_are_two_names(nlp):
    # seed abstract (ZeRO-Offload): "NVIDIA V100 GPU" -> V100 and GPU
    doc = run(nlp, "ZeRO-Offload can achieve 40 TFlops/GPU on a single NVIDIA V100 GPU for 10B parameter model.")
    keys = {e.ent_id_: e.label_ for e in doc.ents}
    assert keys.get("v100") == "Hardware" and keys.get("gpu") == "Hardware"
    assert keys.get("zero-offload") == "System"


def test_nlp_entities_spelling_variants_are_one_entity(nlp):
    doc = run(nlp, "ZeRO-Offload extends ZeRO Offload ideas; Mixture-of-Experts (MoE) layers use MoE routing.")
    zero = {e.text for e in doc.ents if e.ent_id_ == "zero-offload"}
    assert zero == {"ZeRO-Offload", "ZeRO Offload"}
    moe_keys = {e.ent_id_ for e in doc.ents if e.text in ("Mixture-of-Experts", "MoE")}
    assert len(moe_keys) == 1


def test_nlp_entities_not_annotated_words_are_skipped(nlp):
    doc = run(nlp, "This work from IBM Research and UIUC applies machine learning and AI to NLP tasks; "
                   "code at https://github.com/Foo-Lab/FooBar.")
    assert {t for t, _ in ents(doc)} & {"IBM", "UIUC", "machine learning", "AI", "NLP", "FooBar", "Foo-Lab"} == set()


def test_nlp_entities_ents_do_not_overlap_and_carry_keys(nlp):
    doc = run(nlp, "Speed-ANN exploits intra-query parallelism for nearest neighbor search on multi-core CPUs.")
    spans = sorted((e.start, e.end) for e in doc.ents)
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:]))
    assert all(e.ent_id_ in doc.user_data["kg_entities"] for e in doc.ents)
    assert ("Speed-ANN", "System") in ents(doc)


def test_nlp_entities_shape_helpers():
    assert is_name_shape("MiniKV") and is_name_shape("XTC") and is_name_shape("Speed-ANN")
    assert not is_name_shape("Transformer") and not is_name_shape("2.75X") and not is_name_shape("LLM-based")
    assert singular("GPUs") == "GPU" and singular("devices") == "device" and singular("corpus") == "corpus"


def test_nlp_entities_shared_head_conjuncts_and_hyphenated_heads(nlp):
    # seed abstracts (Carousel Memory, SHARP)
    doc = run(nlp, "Since CL is often assumed to execute on mobile or IoT devices, the EM size is bounded. "
                   "We show the problem of low resource-utilization on GPU, FPGA and ASIC architectures.")
    keys = {e.ent_id_ for e in doc.ents}
    labels = {v["label"] for k, v in doc.user_data["kg_entities"].items() if k in keys}
    assert {"mobile device", "IoT device"} <= labels
    assert ("resource-utilization", "Metric") in ents(doc)
    # adjective compounds are not quantities
    doc = run(nlp, "It offers high-quality answers with low-latency responses.")
    assert not any(label == "Metric" for _, label in ents(doc))


def test_nlp_entities_appositive_types_an_introduced_name(nlp):
    # seed abstract (UltraEdit): the description after the name says it is a dataset
    doc = run(nlp, "This paper presents UltraEdit, a large-scale (approximately 4 million editing samples), "
                   "automatically generated dataset for instruction-based image editing.")
    assert ("UltraEdit", "Dataset") in ents(doc)
    doc = run(nlp, "To do so, we propose Sharp as a hardware accelerator, which pipelines RNN computation.")
    assert ("Sharp", "Hardware") in ents(doc)


def test_nlp_entities_called_name_takes_the_type_of_its_description(nlp):
    doc = run(nlp, "We present a systolic-array accelerator for sparse transformer inference, called SpARC, "
                   "and evaluate it on the ToolBench and AgentBench workloads against MI250X accelerators.")
    found = ents(doc)
    assert ("SpARC", "Hardware") in found
    assert ("ToolBench", "Dataset") in found and ("AgentBench", "Dataset") in found
    assert ("MI250X", "Hardware") in found and ("MI250X accelerators", "Hardware") not in found


def test_nlp_entities_every_conjunct_of_a_list_shares_the_head(nlp):
    doc = run(nlp, "Training requires choosing among data, tensor, and pipeline parallelism degrees.")
    labels = {doc.user_data["kg_entities"][e.ent_id_]["label"] for e in doc.ents}
    assert {"data parallelism", "tensor parallelism", "pipeline parallelism"} <= labels


def test_nlp_entities_size_in_brackets_belongs_to_the_model(nlp):
    # seed abstract (Sequence Length Warmup)
    doc = run(nlp, "Experiments replicating GPT-3 model (125M) show that our approach enables stable training.")
    labels = {doc.user_data["kg_entities"][e.ent_id_]["label"]: e.label_ for e in doc.ents}
    assert labels.get("GPT-3 125M") == "Model"


def test_nlp_entities_title_case_phrases_are_lower_cased(nlp):
    # seed title (NxMTransformer)
    text = "NxMTransformer: Semi-Structured Sparsification for Natural Language Understanding via ADMM\n\nWe study it."
    doc = run(nlp, text, abstract_start=text.index("We study"))
    labels = {doc.user_data["kg_entities"][e.ent_id_]["label"]: e.label_ for e in doc.ents}
    assert labels["NxMTransformer"] == "System" and labels["ADMM"] == "System"
    assert labels.get("semi-structured sparsification") == "Technique"


def test_nlp_entities_capitalised_name_with_a_parameter_count_is_a_model(nlp):
    doc = run(nlp, "We evaluate Zephyrine 7B and Quillon 180B on a single GPU. Table 2 shows 4 GPUs suffice.")
    labels = {doc.user_data["kg_entities"][e.ent_id_]["label"]: e.label_ for e in doc.ents}
    assert labels.get("Zephyrine 7B") == "Model" and labels.get("Quillon 180B") == "Model"
    assert "Table 2" not in labels


def test_nlp_entities_metric_names_leave_out_how_large_or_when(nlp):
    # evaluative or conditional modifiers describe the value, not the quantity
    found = ents(run(nlp, "Long sequences cause extreme gradient variance early in training, and the "
                          "scheduler must meet real-time latency constraints."))
    assert ("gradient variance", "Metric") in found and ("latency", "Metric") in found
    assert not {t for t, _ in found} & {"extreme gradient variance", "real-time latency"}


def test_nlp_entities_speed_up_and_at_the_cost_of_are_no_metrics(nlp):
    found = ents(run(nlp, "Multiple walkers speed up graph traversal at the cost of extra memory, "
                          "while the wall-clock time stays flat."))
    assert ("wall-clock time", "Metric") in found
    assert not {t for t, typ in found if typ == "Metric"} & {"speed", "cost"}


def test_nlp_entities_lower_case_hyphenated_method_before_a_noun(nlp):
    # "spot-instance" names the technique even as a modifier of "DNN serving";
    # "memory-communication" (two head nouns) does not
    found = ents(run(nlp, "Training is cheap when we build spot-instance DNN serving on top, "
                          "despite a memory-communication imbalance."))
    assert ("spot-instance", "Technique") in found
    assert not any("communication" in t for t, _ in found)


def test_nlp_entities_extreme_compression_is_a_technique_not_xtc(nlp):
    # XTC's written-out name "eXTreme Compression" matches only with its capitals
    found = ents(run(nlp, "Extreme compression of vision backbones, and extreme compression of speech models."))
    assert ("extreme compression", "Technique") in found
    assert not any(typ == "System" for _, typ in found)


def test_nlp_entities_conjunct_with_its_own_head_does_not_share_the_next_head(nlp):
    found = ents(run(nlp, "Prior systems shard the hidden size and pipeline parallelism splits layers, "
                          "while data and tensor parallelism split batches."))
    techs = {t for t, typ in found if typ == "Technique"}
    assert {"pipeline parallelism", "tensor parallelism"} <= techs
    assert ("data", "Technique") in found  # the conjunct "data" shares "parallelism"
    assert not any("size" in t for t in techs)


def test_nlp_entities_long_input_adjective_is_not_a_model_modifier(nlp):
    found = ents(run(nlp, "Serving long context LLMs is hard because memory grows with long sequence lengths, "
                          "unlike common CNN models."))
    assert ("LLMs", "Model") in found and ("sequence lengths", "Metric") in found
    assert not any(t.startswith(("context", "common")) for t, _ in found)


def test_nlp_entities_glued_suffix_is_not_a_name(nlp):
    # "LLMbased" (a hyphen lost in conversion) is an adjective like "LLM-based"
    found = ents(run(nlp, "We study LLMbased validators and GPTlike assistants for configuration checks."))
    assert not any(t in ("LLMbased", "GPTlike") for t, _ in found)


def test_nlp_entities_pretrained_before_a_named_class_is_dropped(nlp):
    found = ents(run(nlp, "Adapting large pre-trained Transformer-based language models to new domains is costly, "
                          "unlike a small pre-trained model."))
    assert ("Transformer-based language models", "Model") in found
    assert ("pre-trained model", "Model") in found


def test_nlp_entities_model_class_words_do_not_modify_a_metric(nlp):
    found = ents(run(nlp, "Expert pruning cuts the MoE model size by 3x, and the parameter language model size "
                          "of the dense baseline fits one GPU."))
    metrics = {t for t, typ in found if typ == "Metric"}
    assert "model size" in metrics and not any("moe" in m.lower() or "language" in m for m in metrics)


def test_nlp_entities_model_name_with_moe_variant(nlp):
    found = ents(run(nlp, "We train a T5 MoE model on the C4 corpus."))
    assert ("T5 MoE", "Model") in found


# sentences from arXiv abstracts outside the dev set (../shared/data/formats/arxiv_atom_page.xml)

def test_nlp_entities_evaluative_and_counting_words_are_not_modifiers(nlp):
    found = ents(run(nlp, "Notably, RVM achieves strong performance in the small-model regime without requiring "
                          "knowledge distillation, exhibiting up to 30x greater parameter efficiency than competing "
                          "video masked autoencoders. Recent feed-forward reconstruction models like VGGT achieve "
                          "impressive reconstruction quality. This study evaluates four abliteration tools across "
                          "sixteen instruction-tuned models, pointing toward foundation models."))
    assert {("parameter efficiency", "Metric"), ("reconstruction quality", "Metric"),
            ("instruction-tuned models", "Model"), ("foundation models", "Model")} <= found
    assert not any(t.split()[0] in ("greater", "impressive", "sixteen", "toward") for t, _ in found)


def test_nlp_entities_introduced_name_stops_at_a_bracket(nlp):
    found = ents(run(nlp, "We present Recurrent Video Masked-Autoencoders (RVM): a novel video representation "
                          "learning approach."))
    assert not any("(" in t for t, _ in found)
    assert ("RVM", "System") in found


def test_nlp_entities_colour_space_and_sgd_are_not_systems(nlp):
    found = ents(run(nlp, "In addition to high-fidelity RGB images, we train with stochastic gradient descent."))
    assert not any(t == "RGB" for t, _ in found)
    assert ("stochastic gradient descent", "Technique") in found


def test_nlp_entities_qualitative_adjectives_are_not_modifiers(nlp):
    found = ents(run(nlp, "Current radio-interferometric pipelines utilize only a small fraction of hardware peak "
                          "performance, resulting in poor energy efficiency. This architecture reduces the trainable "
                          "parameter count while retaining reliable accuracy. Contour location is a well-studied "
                          "active learning problem."))
    assert {("energy efficiency", "Metric"), ("accuracy", "Metric"), ("active learning", "Technique")} <= found
    assert not any(t.split()[0] in ("poor", "reliable", "well-studied") for t, _ in found)


def test_nlp_entities_workload_is_not_a_technique_but_a_method_is(nlp):
    # "LLM inference" is the workload (the model is the entity); "batched LoRA inference" is a method
    found = ents(run(nlp, "The KV cache is a bottleneck in LLM inference, unlike batched LoRA inference."))
    assert ("LLM", "Model") in found and ("batched LoRA inference", "Technique") in found
    assert ("LLM inference", "Technique") not in found


def test_nlp_entities_new_technique_heads(nlp):
    # sentences in the style of other abstracts (not the held-out ones the heads came from)
    doc = run(nlp, "We apply gradient projection to avoid forgetting and use error feedback propagation. "
                   "Instead of incremental retraining, the server performs greedy client selection.")
    found = ents(doc)
    assert ("gradient projection", "Technique") in found
    assert ("greedy client selection", "Technique") in found
    assert ("incremental retraining", "Technique") in found


def test_nlp_entities_version_suffix_joins_the_capitalised_name(nlp):
    doc = run(nlp, "Our detector is 2x faster than the widely used Swin Transformer V2 on COCO.")
    found = ents(doc)
    assert ("Swin Transformer V2", "Model") in found
    assert not any(t == "V2" for t, _ in found)


def test_nlp_entities_title_name_with_lower_case_linking_word(nlp):
    text = "Flow of Tensors: Dataflow Scheduling for Spatial Accelerators\n\nWe map DNN layers onto tiles."
    doc = run(nlp, text, abstract_start=text.index("We map"))
    assert ("Flow of Tensors", "System") in ents(doc)


def test_nlp_entities_latex_and_glued_fragments_are_not_names(nlp):
    assert not is_name_shape("delta)-DP") and not is_name_shape("\\right)$-DP") and not is_name_shape("TOPS@INT8")
    doc = run(nlp, "The mechanism satisfies $(\\epsilon, \\delta)$-DP for every client and runs at 250 TOPS@INT8.")
    assert not any(("$" in t or "@" in t or ")" in t) for t, _ in ents(doc))


def test_nlp_entities_appositive_description_types_an_unknown_name(nlp):
    doc = run(nlp, "With this stack we trained ORCA-MOE, a 52B MoE model, on a Petals-Empowered cluster.")
    found = ents(doc)
    assert ("ORCA-MOE", "Model") in found
    assert not any(t.startswith("Petals-Empowered") for t, _ in found)


def test_nlp_entities_one_of_a_kind_in_apposition_types_the_name(nlp):
    # styled on DORY (2020): "we target GreenWaves Technologies GAP8, one of the most advanced parallel ultra-low
    # power MCU-class devices" typed the maker and the device Systems
    doc = run(nlp, "As a case study for DORY, we target GreenWaves Technologies GAP8, one of the most advanced "
                   "parallel ultra-low power MCU-class devices on the market.")
    found = ents(doc)
    assert ("GAP8", "Hardware") in found
    assert not any(t.startswith("GreenWaves") for t, _ in found)


def test_nlp_entities_names_of_several_words_listed_after_a_plural_data_head():
    # styled on ActiveClean (VLDB 2016): "on five real-world datasets UCI Adult, UCI EEG, MNIST, IMDB, and Dollars
    # For Docs" gave "UCI" and "Dollars"; an item not set off by a comma ends the list
    rec = _record("", "We evaluate ActiveClean on five real-world datasets UCI Adult, UCI EEG, MNIST, IMDB, and "
                      "Dollars For Docs with real errors.")
    assert {"UCI Adult", "UCI EEG", "Dollars For Doc"} <= set(rec["entities"]["Dataset"])
    assert "UCI" not in rec["entities"]["Dataset"]
    rec = _record("", "We use the datasets UCI Adult (UCI) and Big Data Bench.")
    assert "UCI Adult" not in rec["entities"]["Dataset"]


def test_nlp_entities_vendor_and_hyphenated_adjective_are_modifiers(nlp):
    doc = run(nlp, "A latency-sensitive, cost-effective service runs on Intel Xeon CPUs and reports its latency.")
    found = ents(doc)
    assert ("Intel", "Hardware") not in found and ("CPUs", "Hardware") in found
    # the quantity inside an adjective is no metric mention; the noun at the end is one
    metric_spans = [e for e in doc.ents if e.label_ == "Metric"]
    assert [e.text for e in metric_spans] == ["latency"] and metric_spans[0].start > 10


def _record(title, abstract):
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    return record_of("p", Extractor().extract(Paper(key="p", title=title, abstract=abstract)), acronyms=False)


def test_nlp_entities_title_name_is_not_a_split_bracket_or_quote_phrase():
    # "(Un)fairness in ML: ...": the title words before the colon are a bracketed prefix, not a name
    rec = _record("(Un)fairness in ML: Definitions, Pitfalls and Open Problems",
                  "The notion of fairness is central to machine learning.")
    names = [n for ns in rec["entities"].values() for n in ns]
    assert not any("un" in n.lower().split("fairness")[0] or "(" in n for n in names), names
    assert rec["proposes"] == []
    # a title opening with a quote
    rec = _record('"The Hidden Cost": Energy Use of Model Training', "We measure the energy use of training.")
    assert not any("Hidden Cost" in n for ns in rec["entities"].values() for n in ns)
    assert rec["proposes"] == []


def test_nlp_entities_title_name_not_taken_from_a_title_in_another_language():
    rec = _record("Uma Nova Abordagem: Desafios e Tendências da Aprendizagem Profunda",
                  "This chapter reviews deep learning in Brazil.")
    assert rec["proposes"] == []
    assert not any("Nova" in n for ns in rec["entities"].values() for n in ns)
    # an English title with one name before the colon still proposes it
    rec = _record("TileFlow: Scheduling Tiles for Fast Inference", "We present TileFlow, a compiler.")
    assert rec["proposes"] == ["TileFlow"]


def test_nlp_entities_physical_unit_is_not_a_name():
    # units in name-like case next to numbers: "8 TeV", "3.5 GHz", "20 mW" are not Systems
    rec = _record("Fast Detector Simulation",
                  "We simulate jets at 8 TeV and 120 GeV with a surrogate that runs 50x faster than Geant4 "
                  "on a 3.5 GHz CPU drawing 20 mW.")
    systems = rec["entities"]["System"]
    assert not {"TeV", "GeV", "GHz", "mW"} & set(systems), systems
    assert "Geant4" in systems
    assert rec["results"][0]["value"] == 50.0


def test_nlp_entities_two_capitals_without_long_form_are_not_a_name():
    # "CI" (confidence interval), "QA" team: two capitals the text never spells out are no System
    rec = _record("Screening with Deep Learning",
                  "Sensitivity was 91% (95% CI 88-94%) and the tool ran 3x faster than the manual QA review. "
                  "It outperforms the CI checks used before.")
    names = {n for ns in rec["entities"].values() for n in ns}
    assert not {"CI", "QA"} & names, names
    assert rec["baselines"] == []
    # written with its long form, the pair is still one entity and keeps its roles
    rec = _record("Faster Search", "We present Vector Quantized Search (VQ), a library. VQ runs 2x faster than "
                                    "Product Search (PS). We compare VQ with PS on SIFT1M.")
    assert rec["proposes"] == ["Vector Quantized Search"] and rec["baselines"] == ["Product Search"]


def test_nlp_entities_bare_class_name_beside_its_model_is_not_a_technique(nlp):
    text = ("Scaling Mixture-of-Experts Training. Sparse Mixture-of-Experts (MoE) models grow capacity "
            "at constant compute, but MoE training is limited by all-to-all communication.")
    doc = run(nlp, text)
    types = {v["type"] for v in doc.user_data["kg_entities"].values()}
    labels = {v["label"].lower(): v["type"] for v in doc.user_data["kg_entities"].values()}
    assert labels.get("mixture-of-experts model") == "Model"
    assert "mixture-of-experts" not in labels
    assert "Technique" in types  # all-to-all communication stays a technique
    # without the model phrase, the bare name is still the technique
    doc = run(nlp, "We study mixture-of-experts for efficient training of transformers.")
    labels = {v["label"].lower(): v["type"] for v in doc.user_data["kg_entities"].values()}
    assert labels.get("mixture-of-experts") == "Technique"


def test_nlp_entities_technique_inside_a_hyphenated_modifier_is_not_named(nlp):
    doc = run(nlp, "We show that pruning-based defenses fail, and propose latency-aware scheduling "
                   "that keeps pruning cheap while cutting latency.")
    spans = {(e.text, e.label_) for e in doc.ents}
    assert ("pruning", "Technique") in spans  # the bare mention later in the sentence
    assert ("latency", "Metric") in spans
    starts = {e.start_char for e in doc.ents if e.text in ("pruning", "latency")}
    assert doc.text.index("pruning-based") not in starts
    assert doc.text.index("latency-aware") not in starts


def test_nlp_entities_technique_modifying_a_scope_noun_is_not_named(nlp):
    doc = run(nlp, "Edge clusters differ in their heterogeneous computing capabilities, so we prune the "
                   "kernel fusion search space and apply kernel fusion online.")
    fusion = [e for e in doc.ents if e.text == "kernel fusion"]
    assert len(fusion) == 1 and doc.text[fusion[0].end_char:].startswith(" online")
    assert not any(e.text == "heterogeneous computing" for e in doc.ents)


def test_nlp_entities_effective_and_peak_stay_on_a_metric(nlp):
    doc = run(nlp, "Our scheduler raises the effective GPU utilization to 91% and lowers peak memory "
                   "consumption, an effective scheduling scheme for shared clusters.")
    spans = {(e.text, e.label_) for e in doc.ents}
    assert ("effective GPU utilization", "Metric") in spans
    assert ("peak memory consumption", "Metric") in spans
    assert not any(e.text.startswith("effective scheduling") for e in doc.ents)


def test_nlp_entities_efficient_compound_is_a_judgement_not_a_name(nlp):
    doc = run(nlp, "The runtime enables memory-efficient tensor rematerialization and cost-effective "
                   "gradient compression for on-device training.")
    spans = {e.text for e in doc.ents}
    assert "tensor rematerialization" in spans and "gradient compression" in spans
    assert not any(t.startswith(("memory-efficient", "cost-effective")) for t in spans)


def test_nlp_entities_trainable_parameter_count_is_not_swallowed_by_model_size(nlp):
    doc = run(nlp, "Adapters cut the trainable parameter count by 100x, while the parameter count of "
                   "the frozen backbone stays the same.")
    keys = {e.text: e.ent_id_ for e in doc.ents if e.label_ == "Metric"}
    assert keys["trainable parameter count"] != keys["parameter count"]
    assert keys["parameter count"] == "model-size"


def test_nlp_entities_pattern_ids_match_one_doc_per_form(nlp):
    """The vocabulary's patterns, tokenized together, get the ids a Doc per form would give."""
    from spacy.attrs import LOWER, ORTH

    from kg.nlp_entities import pattern_ids
    from kg.vocab import load_vocabulary

    forms = [f for f, _, _ in dict.fromkeys(load_vocabulary().patterns())]
    forms += ["", " padded ", "two\nlines", "U.S. GPUs", "e.g. ViT.", "a  b", "KV-cache", "H100s"]
    got = pattern_ids(nlp, forms)
    assert len(got) == len(forms)
    for form, (lower, orth) in zip(forms, got):
        doc = nlp.tokenizer(form)
        assert lower == [t.lower for t in doc], form
        assert orth == [t.orth for t in doc], form


def test_nlp_entities_ents_of_reads_doc_ents(nlp, seed_paths):
    """ents_of gives doc.ents as (start, end, label, id) on the seed abstracts."""
    from kg.nlp_entities import ents_of

    text = seed_paths[0].read_text(encoding="utf-8")
    doc = run(nlp, text)
    expected = [(e.start, e.end, e.label_, e.id_) for e in doc.ents]
    assert len(expected) > 5
    assert ents_of(doc) == expected
    assert ents_of(nlp.make_doc("")) == []


def test_nlp_entities_ents_of_follows_every_writer_of_doc_ents(nlp, seed_paths):
    """The entities set_ents kept are read back until another writer changes doc.ents: then it reads them anew."""
    from spacy.tokens import Span

    from kg.nlp_entities import ents_of, set_ents
    from kg.nlp_results import TokenView

    doc = run(nlp, seed_paths[0].read_text(encoding="utf-8"))
    spans = [(e.start, e.end, e.label_, e.id_) for e in doc.ents]
    set_ents(doc, spans)
    assert doc.user_data["kg_ents"] == spans == ents_of(doc)
    free = next(i for i in range(len(doc)) if doc[i].ent_iob_ == "O" and doc[i].is_alpha)
    view = TokenView(doc)
    assert view.add_ent(Span(doc, free, free + 1, label="Technique", span_id="k"))
    assert (free, free + 1, "Technique", "k") in ents_of(doc)
    assert ents_of(doc) == [(e.start, e.end, e.label_, e.id_) for e in doc.ents] == \
        [(e.start, e.end, e.label_, e.ent_id_) for e in view.ents]
    assert view.replace_ents(Span(doc, free, free + 2, label="System", span_id="k2"))
    assert (free, free + 2, "System", "k2") in ents_of(doc)
    assert ents_of(doc) == [(e.start, e.end, e.label_, e.id_) for e in doc.ents]


def test_nlp_entities_tex_fragments_and_vague_modifiers_make_no_names(nlp, shared_dir):
    # real arXiv abstracts: "$M_{TO}$" and "$G-C^*$" are math; "enough time", "a judicious selection" and
    # "usable devices" are not a metric, technique or hardware
    import json

    with open(shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl", encoding="utf-8") as f:
        abstracts = {r["id"]: r["abstract"] for r in map(json.loads, f)}
    found = {i: ents(run(nlp, abstracts[i])) for i in ("0704.0080", "0704.0110", "0704.0094", "0704.0001", "0704.0067")}
    names = {text for pairs in found.values() for text, _ in pairs}
    assert not {"M_TO", "G-C^", "enough time", "judicious selection", "usable device", "usable devices"} & names
    assert ("hubble time", "Metric") in {(t.lower(), label) for t, label in found["0704.0094"]}  # what stays
    assert not is_name_shape("M_TO") and not is_name_shape("G-C^") and is_name_shape("BERT-Large")


def test_nlp_entities_references_and_units_are_not_systems(nlp, shared_dir):
    # real arXiv abstracts: "(..., arXiv:2407.09572)" is a reference, "1.12 GFLOPs" a unit
    from kg.readers import read_sources

    papers = {p.arxiv_id: p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])}
    found = set()
    for arxiv_id in ("2512.13532", "2512.13428"):
        found |= ents(run(nlp, papers[arxiv_id].abstract))
    names = {text for text, _ in found}
    assert not names & {"arXiv:2407.09572", "GFLOP", "GFLOPs"}
    assert {("KRnet", "System"), ("MobileNetV2", "Model"), ("PlantVillage", "Dataset")} <= found  # what stays
    assert not is_name_shape("arXiv:2407.09572") and not is_name_shape("doi:10.1145/3600006")


def test_nlp_entities_word_with_a_dotted_version_is_a_model_name(nlp):
    # arXiv 2512.13660 (../shared/data/formats/arxiv_atom_page.xml)
    found = ents(run(nlp, "Experimental results show that RoboTracer achieves SOTA performance on TraceSpatial-Bench "
                          "by a large margin, exceeding Gemini-2.5-Pro by 36% accuracy."))
    assert ("Gemini-2.5-Pro", "Model") in found
    assert is_name_shape("Claude-3-Opus") and is_name_shape("Gemini-1.5")
    # one number alone is no version: a rank, a stage
    assert not is_name_shape("Top-1") and not is_name_shape("Stage-2") and not is_name_shape("Figure-3")


def test_nlp_entities_percentiles_are_no_devices_and_prefill_heads_a_technique(nlp):
    # sentences in the style of LLM-serving abstracts: "P99" is a percentile (P100 and P40 are GPUs)
    found = ents(run(nlp, "TurboServe keeps P99 latency under 50 ms and P95 TTFT low with speculative prefill, "
                          "unlike systems built for P100 and P40 GPUs."))
    assert not any(t in ("P99", "P95") and label == "Hardware" for t, label in found)
    assert ("P100", "Hardware") in found and ("P40", "Hardware") in found
    assert ("speculative prefill", "Technique") in found


def test_nlp_entities_a_quantity_per_unit_of_work_and_attached_adjectives(nlp):
    # in the style of recommendation and serving abstracts
    found = ents(run(nlp, "We propose EmbedCache, a CXL-attached near-memory processing unit that reduces energy "
                          "per query by 62% and cost per token by 2x."))
    assert {("energy per query", "Metric"), ("cost per token", "Metric")} <= found
    assert not any(t == "CXL-attached" for t, _ in found)
    assert not is_name_shape("CXL-attached") and not is_name_shape("GPU-resident")


def _s2_papers(shared_dir) -> dict:
    from kg.readers import read_sources

    return {p.title: p for p in read_sources([shared_dir / "data" / "formats" / "semantic_scholar_paper.json"])}


def test_nlp_entities_title_in_capitals_is_no_row_of_names(shared_dir):
    # real Semantic Scholar records (../shared/data/formats/semantic_scholar_paper.json) with titles in capitals
    from kg.extract import Extractor, record_of

    papers = _s2_papers(shared_dir)
    ex = Extractor()
    crisis = record_of("p", ex.extract(papers["DIGITAL TRANSFORMATION IN CRISIS MANAGEMENT: THE KEY ROLE OF "
                                              "ARTIFICIAL INTELLIGENCE"]))
    assert crisis["entities"]["System"] == []
    # no row of capitals as a name ("crisis management", another field's practice, is no technique either)
    assert not any(t.isupper() for ts in crisis["entities"].values() for t in ts)
    vessels = record_of("p", ex.extract(papers["SYMMETRY AND ASYMMETRY IN ATHEROSCLEROSIS"]))
    assert not {"SYMMETRY", "AND", "ASYMMETRY", "ATHEROSCLEROSIS"} & set(vessels["entities"]["System"])
    # the abstract's own capitals stay a name (a database, listed with PubMed: a dataset)
    assert "MEDLINE" in vessels["entities"]["System"] + vessels["entities"]["Dataset"]
    # a title in capitals keeps the names its abstract also writes in capitals (styled sentences)
    rec = _record("SHARP: AN ADAPTIVE GPU ACCELERATOR FOR LSTM INFERENCE",
                  "We present SHARP, an accelerator for LSTM inference on the GPU that is 2x faster than cuDNN.")
    assert rec["proposes"] == ["SHARP"] and "GPU" in rec["entities"]["Hardware"]
    assert "LSTM" in rec["entities"]["Model"]
    assert not {"ADAPTIVE", "ACCELERATOR", "INFERENCE"} & {n for ns in rec["entities"].values() for n in ns}


def test_nlp_entities_heading_glued_to_its_sentence_is_no_name(shared_dir):
    # a structured abstract that lost its line breaks: "PurposeThis paper ...", "approachThis argument ..."
    from kg.extract import Extractor, record_of

    rec = record_of("p", Extractor().extract(_s2_papers(shared_dir)["The mediocrity of AI"]))
    assert rec["entities"]["System"] == []
    assert not is_name_shape("PurposeThis") and not is_name_shape("implicationsThe")
    assert is_name_shape("FlexGen") and is_name_shape("DeepSpeed")  # CamelCase names stay


def test_nlp_entities_capitalised_dataset_head_ends_a_dataset_name(shared_dir):
    # real Semantic Scholar records: "the novel Cipher Dataset", "the Human ChatGPT Comparison Corpus (HC3)"
    from kg.extract import Extractor, record_of

    papers = _s2_papers(shared_dir)
    ex = Extractor()
    ciphers = record_of("p", ex.extract(papers["LARGE LANGUAGE MODELS FOR CIPHERS"]))
    assert "Cipher Dataset" in ciphers["entities"]["Dataset"]
    hc3 = record_of("p", ex.extract(papers["How Close is ChatGPT to Human Experts? Comparison Corpus, Evaluation, "
                                           "and Detection"]))
    assert "Human ChatGPT Comparison Corpus" in hc3["entities"]["Dataset"]
    assert "Comparison Corpus" not in hc3["entities"]["Dataset"]
    # a describing adjective is not part of the name; a lower-case head is no name (styled sentences)
    rec = _record("", "We evaluate on the novel Puzzle Benchmark and on a new dataset of forum posts.")
    assert rec["entities"]["Dataset"] == ["Puzzle Benchmark"]


def test_nlp_entities_attention_as_interest_is_no_technique(nlp, shared_dir):
    # "has garnered widespread attention" (the HC3 abstract): interest, not an attention mechanism
    from kg.extract import Extractor, record_of

    rec = record_of("p", Extractor().extract(_s2_papers(shared_dir)[
        "How Close is ChatGPT to Human Experts? Comparison Corpus, Evaluation, and Detection"]))
    assert not any("attention" in t for t in rec["entities"]["Technique"])
    found = ents(run(nlp, "It drew considerable attention. We combine global attention with "
                                           "sparse attention and multi-head attention."))
    techniques = {t for t, label in found if label == "Technique"}
    assert {"global attention", "sparse attention", "multi-head attention"} <= techniques
    assert "considerable attention" not in techniques


def test_nlp_entities_phrases_of_their_own_heads_and_verbs_are_not_modifiers(shared_dir):
    # Semantic Scholar records: "Efficiency management and risk management" (two phrases, not "management
    # management"), "large language models possess weak inference abilities" (a verb and a judgement)
    from kg.extract import Extractor, record_of

    papers = _s2_papers(shared_dir)
    ex = Extractor()
    mgmt = record_of("p", ex.extract(papers["Application of Artificial Intelligence System Based on Wireless Sensor "
                                            "Network in Enterprise Management"]))
    assert "management management" not in mgmt["entities"]["Technique"]
    assert "risk management" not in mgmt["entities"]["Technique"]  # (another field's practice: no technique)
    arc = record_of("p", ex.extract(papers["Reasoning Abilities of Large Language Models: In-Depth Analysis on the "
                                           "Abstraction and Reasoning Corpus"]))
    assert not any("inference" in t for t in arc["entities"]["Technique"])
    assert arc["entities"]["Dataset"] in (["ARC"], ["Abstract and Reasoning Corpus"])
    # a list sharing one head still gives every conjunct (styled sentence)
    rec = _record("", "We study data, tensor and pipeline parallelism.")
    assert rec["entities"]["Technique"] == ["data parallelism", "tensor parallelism", "pipeline parallelism"]


def test_nlp_entities_words_before_metric_name_a_quantity(nlp, shared_dir):
    # "Additionally, we introduce the error depth metric" (the EvoGrad record), "trust metrics"
    found = ents(run(nlp, "Additionally, we introduce the error depth metric, assessing model stability. "
                          "We tune trust metrics. GPT-3.5 achieves an average error depth of 7.2."))
    assert {t for t, label in found if label == "Metric"} == {"error depth", "trust"}
    # adjectives and generic words before "metric" name nothing (arXiv 0704.0095: "a left invariant metric")
    found = ents(run(nlp, "We use computational metrics, standard evaluation metrics and a left invariant metric."))
    assert not [t for t, label in found if label == "Metric"]


def test_nlp_entities_version_of_a_known_model_is_a_model_and_quantity_of_keeps_its_plural(shared_dir):
    # "a dialogue with ChatGPT-4", "their huge number of parameters" (Semantic Scholar record)
    from kg.extract import Extractor, record_of

    rec = record_of("p", Extractor().extract(_s2_papers(shared_dir)[
        "Language Writ Large: LLMs, ChatGPT, Grounding, Meaning and Understanding"]))
    assert "ChatGPT-4" in rec["entities"]["Model"] and "ChatGPT-4" not in rec["entities"]["System"]
    assert "number of parameters" in rec["entities"]["Metric"]
    # a version of a name the vocabulary does not know as a model stays what its shape says (styled)
    rec = _record("", "We compare DeepSpeed-2 with Gemma-2.")
    assert rec["entities"]["System"] == ["DeepSpeed-2"] and "DeepSpeed-2" not in rec["entities"]["Model"]


def test_nlp_entities_plain_word_listed_with_names_takes_their_type(shared_dir):
    # Semantic Scholar record: "... such as ChatGPT, Bard ..." lists a plain capitalised word with model names
    from kg.extract import Extractor, record_of

    papers = [p for p in _s2_papers(shared_dir).values() if p.abstract and ", Bard" in p.abstract]
    assert len(papers) == 4  # "(ChatGPT 3.5, ChatGPT 4, Bard)", "like ChatGPT, Bard, DALL-E", ...
    ex = Extractor()
    for paper in papers:
        assert "Bard" in record_of("p", ex.extract(paper))["entities"]["Model"], paper.title
    urology = next(p for p in papers if p.title.startswith("Urology consultants"))
    models = record_of("p", ex.extract(urology))["entities"]["Model"]
    assert {"ChatGPT 3.5", "ChatGPT 4"} <= set(models)  # a known model's release number is part of its name
    # styled sentences in the manner of federated-learning abstracts: a dataset list, in either order
    rec = _record("", "Experiments on CIFAR-10, FEMNIST and Shakespeare with ResNet-18 show gains.")
    assert rec["entities"]["Dataset"] == ["CIFAR-10", "FEMNIST", "Shakespeare"]
    rec = _record("", "We use Shakespeare, CIFAR-10 and FEMNIST.")
    assert "Shakespeare" in rec["entities"]["Dataset"]
    # not: a word of a longer name, a common noun, people, an adverb after a comma
    rec = _record("", "We study Large Vision and Language Models. The model has Seq2seq Model, Training and Tuning. "
                      "We thank Alice, Bob and Carol.")
    names = {n for ns in rec["entities"].values() for n in ns}
    assert not {"Vision", "Training", "Tuning", "Alice", "Bob", "Carol"} & names


def test_nlp_entities_paper_description_outranks_a_known_name_type():
    # styled in the manner of a fault-tolerance abstract: the paper's Gemini is a system, not Google's model
    rec = _record("", "We present Gemini, a distributed training system that enables fast failure recovery. "
                      "Gemini achieves a faster failure recovery by more than 13x than existing solutions.")
    assert rec["entities"]["System"] == ["Gemini"] and "Gemini" not in rec["entities"]["Model"]
    assert rec["proposes"] == ["Gemini"]
    # without such a description the vocabulary's type stands
    rec = _record("", "We compare Gemini with GPT-4 on reasoning tasks.")
    assert "Gemini" in rec["entities"]["Model"]


def test_nlp_entities_participles_and_verbs_are_not_modifiers():
    # styled in the manner of a fault-tolerance abstract
    rec = _record("", "Failures are frequent due to the large-scale resources involved and extended training time. "
                      "Checkpoint traffic can interfere with training traffic and harm training throughput.")
    assert {"training time", "training throughput"} <= set(rec["entities"]["Metric"])
    names = {n for ns in rec["entities"].values() for n in ns}
    assert not {"involved training", "extended training time", "harm training throughput"} & names


def test_nlp_entities_model_phrase_before_a_process_noun_or_after_a_gerund():
    # styled in the manner of LLM-serving abstracts: "distributed LLM inference" is no "distributed LLM",
    # "for serving generative LLMs" no "serving generative LLM"
    rec = _record("", "It reduces latency for serving generative LLMs. SpecInfer is 2.8x faster for distributed LLM "
                      "inference and for offloading-based LLM inference.")
    models = rec["entities"]["Model"]
    assert "generative LLM" in models
    assert not {"serving generative LLM", "distributed LLM", "offloading-based LLM"} & set(models)


def test_nlp_entities_conjunct_that_is_a_head_itself_takes_no_other_head():
    # the title of arXiv 2307.08691 (FlashAttention-2): "Parallelism" is a phrase of its own, no
    # "parallelism partitioning"; a modifier conjunct still shares the head
    rec = _record("FlashAttention-2: Faster Attention with Better Parallelism and Work Partitioning",
                  "We propose FlashAttention-2 and study data and pipeline parallelism.")
    techniques = rec["entities"]["Technique"]
    assert "parallelism partitioning" not in techniques
    assert {"work partitioning", "data parallelism", "pipeline parallelism"} <= set(techniques)


def test_nlp_entities_subtitle_about_what_a_system_does_to_models_types_no_model(shared_dir):
    # the title of arXiv 2406.12930 (Tender): the subtitle's models are what Tender accelerates
    rec = _record("Tender: Accelerating Large Language Models via Tensor Decomposition and Runtime Requantization",
                  "In this paper, we present Tender, an algorithm-hardware co-design solution.")
    assert rec["entities"]["System"] == ["Tender"] and "Tender" not in rec["entities"]["Model"]
    # "LightTopoGAT: Enhancing Graph Attention Networks ..." (../shared/data/formats/arxiv_atom_page.xml) stays one
    from kg.extract import Extractor, record_of
    from kg.readers import read_sources

    paper = next(p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])
                 if p.title.startswith("LightTopoGAT"))
    assert "LightTopoGAT" in record_of("p", Extractor().extract(paper))["entities"]["Model"]


def test_nlp_entities_kind_of_gpu_stays_one_name_and_a_pc_is_hardware():
    # arXiv 2312.12456 (PowerInfer): "on a personal computer (PC) equipped with a single consumer-grade GPU"
    rec = _record("", "This paper introduces PowerInfer, an LLM inference engine on a personal computer (PC) equipped "
                      "with a single consumer-grade GPU, and compares it on NVIDIA V100 GPUs.")
    hardware = rec["entities"]["Hardware"]
    assert {"personal computer", "consumer-grade GPU", "V100", "GPU"} <= set(hardware)
    assert "consumer-grade" not in hardware and not rec["entities"]["Technique"]


def test_nlp_entities_unit_after_its_number_is_no_metric():
    # arXiv 2312.12456 (PowerInfer): "13.20 tokens/s, with a peak of 29.08 tokens/s"
    rec = _record("", "Evaluation shows that PowerInfer attains an average token generation rate of 13.20 tokens/s, "
                      "with a peak of 29.08 tokens/s, on a single NVIDIA RTX 4090 GPU.")
    assert rec["entities"]["Metric"] == ["average token generation rate"]
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(13.2, "tokens/s"), (29.08, "tokens/s")]


def test_nlp_entities_requirement_adjectives_verbs_and_plural_acronym_modifiers():
    # arXiv 2401.09670 (DistServe)
    rec = _record("", "DistServe improves the performance of large language models (LLMs) serving. LLM applications "
                      "often emphasize individual latency for each phase. In the presence of stringent latency "
                      "requirements, existing systems over-provision compute resources.")
    assert rec["entities"]["Technique"] == ["LLM serving"]
    assert rec["entities"]["Metric"] == ["latency"]


def test_nlp_entities_name_proposing_its_part_and_later_mentions_of_it():
    # arXiv 2311.03285 (S-LoRA): "S-LoRA proposes Unified Paging. Unified Paging uses a unified memory pool"
    rec = _record("", "To efficiently use the GPU memory and reduce fragmentation, S-LoRA proposes Unified Paging. "
                      "Unified Paging uses a unified memory pool to manage dynamic adapter weights.")
    assert "Unified Paging" in rec["entities"]["System"] and rec["proposes"] == ["Unified Paging"]
    assert "paging" not in rec["entities"]["Technique"]  # the sentence-initial mention is the name too


def test_nlp_entities_lower_case_number_formats_modify_and_appropriate_does_not():
    # arXiv 2211.05102 (Efficiently Scaling Transformer Inference): "(using int8 weight quantization)",
    # "with appropriate partitioning"
    rec = _record("", "Finally, we achieve a low-batch-size latency of 29ms per token during generation (using int8 "
                      "weight quantization). We further show that with appropriate partitioning, the lower memory "
                      "requirements of multiquery attention enable longer contexts.")
    techniques = set(rec["entities"]["Technique"])
    assert {"int8 weight quantization", "multiquery attention"} <= techniques
    assert "appropriate partitioning" not in techniques


def test_nlp_entities_title_cased_hyphen_names_and_names_set_off_after_a_description():
    # arXiv 2206.15472 (On-Device Training Under 256KB Memory)
    rec = _record("", "To cope with the optimization difficulty, we propose Quantization-Aware Scaling to calibrate the "
                      "gradient scales and stabilize 8-bit quantized training. The algorithm innovation is implemented "
                      "by a lightweight training system, Tiny Training Engine, which prunes the backward computation "
                      "graph.")
    assert {"Quantization-Aware Scaling", "Tiny Training Engine"} <= set(rec["entities"]["System"])
    assert "Quantization-Aware Scaling" in rec["proposes"]
    assert "8-bit quantized training" in rec["entities"]["Technique"]  # "stabilize" is a verb
    # a kind of GPU is a GPU too: the guideline's class name stays (tests/data/heldout_gold.jsonl synth-02)
    rec = _record("", "It serves models on commodity GPUs.")
    assert "GPU" in rec["entities"]["Hardware"]


def test_nlp_entities_built_datasets_and_conjuncts_with_their_own_modifiers(nlp, shared_dir):
    # arXiv 2512.13495 (../shared/data/formats/arxiv_atom_page.xml): "We construct Soul-1M, containing 1 million
    # finely annotated samples ... we carefully curate Soul-Bench"
    from kg.extract import Extractor, record_of
    from kg.readers import read_sources

    papers = {p.arxiv_id: p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])}
    ex = Extractor()
    soul = record_of("p", ex.extract(papers["2512.13495"]))
    assert {"Soul-1M", "Soul-Bench"} <= set(soul["entities"]["Dataset"]) and "Soul-1M" not in soul["entities"]["Model"]
    # "Superposition as Lossy Compression: ..." states a claim, it names nothing
    assert record_of("p", ex.extract(papers["2512.13568"]))["proposes"] == []
    # "semi-automated error resolution, and data-driven optimisation": no "resolution optimisation"; a title's
    # "LLM-based" keeps its acronym
    mig = record_of("p", ex.extract(papers["2512.13515"]))
    assert "resolution optimisation" not in mig["entities"]["Technique"]
    assert "fine-tuned LLM-based code migration" in mig["entities"]["Technique"]
    # an "ILD-board consisting of radiologists" holds no data (Semantic Scholar record)
    found = ents(run(nlp, "Interstitial lung disease is now diagnosed by an ILD-board consisting of radiologists."))
    assert not any(label == "Dataset" for _, label in found)


def test_nlp_entities_description_types_a_name_over_its_title(shared_dir):
    # arXiv 2512.13607 (../shared/data/formats/arxiv_atom_page.xml): "to develop general-purpose reasoning models,
    # Nemotron-Cascade, ...", "outperforms its SFT teacher, DeepSeek-R1-0528"; arXiv 2512.13460: "a differentially
    # private, error model based autonomous repair framework" is a framework
    from kg.extract import Extractor, record_of
    from kg.readers import read_sources

    papers = {p.arxiv_id: p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])}
    ex = Extractor()
    cascade = record_of("p", ex.extract(papers["2512.13607"]))
    assert {"Nemotron-Cascade", "DeepSeek-R1-0528"} <= set(cascade["entities"]["Model"])
    assert "Nemotron" not in cascade["entities"]["Model"]  # a part of the name is no model of its own
    repair = record_of("p", ex.extract(papers["2512.13460"]))
    assert "DP-EMAR" in repair["entities"]["System"]


def test_nlp_entities_distinct_and_continuous_describe_no_method_or_quantity(shared_dir):
    # arXiv 2512.13618 (../shared/data/formats/arxiv_atom_page.xml): "Representing continuous time is ...",
    # "comparing distinct encoding strategies"
    from kg.extract import Extractor, record_of
    from kg.readers import read_sources

    paper = next(p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])
                 if p.arxiv_id == "2512.13618")
    rec = record_of("p", Extractor().extract(paper))
    assert "continuous time" not in rec["entities"]["Metric"]
    assert "distinct encoding" not in rec["entities"]["Technique"]
    assert "adaptive residual scalar quantization" in rec["entities"]["Technique"]


def test_nlp_entities_hungry_adjectives_judge_and_do_not_name():
    # arXiv 2311.18677 (Splitwise): "using complex, expensive, and power-hungry AI accelerators, most commonly GPUs"
    rec = _record("", "This has led to large-scale deployments of these models, using complex, expensive, and "
                      "power-hungry AI accelerators, most commonly GPUs.")
    assert rec["entities"]["Hardware"] == ["AI accelerator", "GPU"]


def test_nlp_entities_imaging_modalities_are_no_systems(shared_dir):
    # arXiv 2512.13534 (../shared/data/formats/arxiv_atom_page.xml): "a brain MRI can be segmented ..."
    from kg.extract import Extractor, record_of
    from kg.readers import read_sources

    paper = next(p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])
                 if p.arxiv_id == "2512.13534")
    rec = record_of("p", Extractor().extract(paper))
    assert rec["entities"]["System"] == ["Pancakes"]


def test_nlp_entities_organisations_and_venues_are_no_names(sample_record):
    # Semantic Scholar sample, record 47663f81e71e: an academy, a journal and a panel of two associations
    rec = sample_record("semantic_scholar_paper.json", "47663f81e71e")
    assert rec["entities"]["System"] == []  # "American Academy of Advertising (AAA)", "Journal of Advertising"
    assert rec["entities"]["Model"] == ["ChatGPT"]
    # styled: a short form in brackets after an organisation goes with it, wherever it stands; a
    # "Foundation Model" is no foundation, and a dataset's name is kept
    rec = _record("", "We thank the Allen Institute for AI (AI2) and the National Science Foundation (NSF). NSF "
                      "funds AI2. We pre-train an Ultrasound Foundation Model (UFM) on the Stanford Question "
                      "Answering Dataset (SQuAD).")
    assert rec["entities"]["Dataset"] == ["SQuAD"]
    assert rec["entities"]["System"] == [] and rec["entities"]["Model"] == ["Ultrasound Foundation Model"]


def test_nlp_entities_a_head_that_opens_a_known_term_takes_the_term(sample_record):
    # arXiv 2512.13472 (../shared/data/formats/arxiv_atom_page.xml): "a proportion-dependent multilingual scaling
    # law is proposed to optimally allocate training tokens by ..., and reducing allocation to fast-saturating
    # languages (Rust)": a kind of scaling law; "allocate" is a verb; a capitalised word in brackets is no
    # abbreviation of the words before it
    techniques = sample_record("arxiv_atom_page.xml", "2512.13472")["entities"]["Technique"]
    assert "proportion-dependent multilingual scaling law" in techniques
    assert not any(t.startswith(("allocate", "reducing")) or t.endswith(" scaling") for t in techniques)
    # styled: a generic noun after the known term does not lengthen the phrase
    rec = _record("", "We use a multi-head attention mechanism and a neural scaling law.")
    assert rec["entities"]["Technique"] == ["multi-head attention", "neural scaling law"]


def test_nlp_entities_a_description_after_the_short_form_types_the_name(sample_record):
    # arXiv 2512.13676 (../shared/data/formats/arxiv_atom_page.xml): "We introduce User Preference Question
    # Answering (UPQA), a short-answer QA dataset constructed from in-situ user queries"
    rec = sample_record("arxiv_atom_page.xml", "2512.13676")
    assert rec["entities"]["Dataset"] == ["User Preference Question Answering"]
    assert "User Preference Question Answering" in rec["proposes"]
    assert "User Preference Question Answering" not in rec["entities"]["System"]


def test_nlp_entities_a_verb_before_a_list_of_modifiers_is_none_of_them():
    # in the manner of arXiv 2201.12023 (Alpa): "execution plans that unify data, operator, and pipeline
    # parallelism" names three kinds of parallelism; "unify" is a verb after "that"
    rec = _record("", "Alpa generates execution plans that unify data, operator, and pipeline parallelism.")
    assert rec["entities"]["Technique"] == ["data parallelism", "operator parallelism", "pipeline parallelism"]


def test_nlp_entities_a_product_line_takes_its_model_number(sample_record):
    # arXiv 2512.13591 (../shared/data/formats/arxiv_atom_page.xml): "on an AMD EPYC 9334 processor and an
    # NVIDIA H100 GPU": the model number is part of the device's name, the vendor is not
    hardware = sample_record("arxiv_atom_page.xml", "2512.13591")["entities"]["Hardware"]
    assert "EPYC 9334" in hardware and "H100" in hardware and "EPYC" not in hardware
    # styled: a line, a tier word and a number; a year or a count after a device is none of it
    rec = _record("", "We use an Intel Xeon Gold 6248 CPU and an Nvidia Jetson Tegra X2 board with 8 GPUs in 2023.")
    assert rec["entities"]["Hardware"][:2] == ["Xeon Gold 6248", "CPU"] and "Jetson Tegra X2" in \
        rec["entities"]["Hardware"]
    assert rec["entities"]["System"] == []


def test_nlp_entities_phrases_of_adverbs_and_multipliers_name_no_time():
    # in the manner of arXiv 2403.02310 (Sarathi-Serve) and 2310.01889 (Ring Attention): "generates the rest of
    # output tokens, one-at-a-time" and "sequences that are up to device count times longer" measure nothing
    rec = _record("", "The decode phase generates the rest of output tokens, one-at-a-time. Our approach enables "
                      "sequences that are up to device count times longer than those of prior Transformers.")
    assert rec["entities"]["Metric"] == []
    # styled: a hyphened metric keeps its name
    assert _record("", "It lowers the time-to-first-token latency.")["entities"]["Metric"] == [
        "time-to-first-token latency"]


def test_nlp_entities_known_compounds_written_joined_and_a_model_naming_a_benchmark():
    # in the manner of Sarathi-Serve: "introduces chunked-prefills" is the technique chunked prefill; of Mooncake
    # (arXiv 2407.00079): "a disaggregated cache of KVCache" is the KV cache, no system; of QLoRA (arXiv
    # 2305.14314): "on the Vicuna benchmark" is a benchmark, not the model Vicuna; of StreamingLLM (arXiv
    # 2309.17453): "the sliding window recomputation baseline" keeps its "sliding"
    rec = _record("", "Sarathi-Serve introduces chunked-prefills. Mooncake builds a disaggregated cache of KVCache. "
                      "Guanaco outperforms all previous openly released models on the Vicuna benchmark. "
                      "StreamingLLM outperforms the sliding window recomputation baseline by up to 22.2x speedup.")
    assert {"chunked prefill", "KVCache", "sliding window recomputation"} <= set(rec["entities"]["Technique"])
    assert rec["entities"]["System"] == ["Sarathi-Serve", "Mooncake", "StreamingLLM"]
    assert rec["entities"]["Dataset"] == ["Vicuna benchmark"] and "Vicuna" not in rec["entities"]["Model"]
    assert "sliding window recomputation" in rec["baselines"]


def test_nlp_entities_the_head_of_a_description_types_the_name_before_it():
    # in the manner of arXiv 2311.18677 (Splitwise): "Splitwise, a model deployment and scheduling technique" is
    # a method (a System), not a model; of Tiresias (NSDI 2019): "Tiresias, a GPU cluster manager" is no device
    rec = _record("", "Based on these insights, we propose Splitwise, a model deployment and scheduling technique "
                      "that splits the two phases of LLM inference requests on to separate machines. We present "
                      "Tiresias, a GPU cluster manager tailored for distributed DL training jobs. Request state is "
                      "transferred using optimized network libraries.")
    assert rec["entities"]["System"] == ["Splitwise", "Tiresias"]
    assert rec["entities"]["Model"] == ["LLM"] and "Tiresias" not in rec["entities"]["Hardware"]


def test_nlp_entities_a_metric_is_named_without_its_system_or_a_verb_before_it():
    # in the manner of arXiv 2402.05099 (Hydragen): "decreases Hydragen throughput by less than 15%" measures
    # throughput; of EAGLE (arXiv 2401.15077): "a latency speedup ratio of 2.7x-3.5x, doubled throughput"
    rec = _record("", "We introduce Hydragen, an exact implementation of attention. A longer prefix decreases "
                      "Hydragen throughput by less than 15%. For LLaMA2-Chat 70B, EAGLE achieved a latency speedup "
                      "ratio of 2.7x-3.5x, doubled throughput, while maintaining the distribution of the text.")
    assert rec["entities"]["Metric"] == ["throughput", "latency speedup ratio"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (15.0, "throughput"), (2.7, "latency speedup ratio"), (3.5, "latency speedup ratio"), (2.0, "throughput")]
    # a name used only before the quantity, or an acronym, stays in it (arXiv 2512.13685, 2512.13638)
    assert "chrF score" in _record("", "It raises the chrF score by 3 points.")["entities"]["Metric"]


def test_nlp_entities_a_name_ending_in_a_call_keeps_its_brackets():
    # arXiv 2208.07339 (LLM.int8()): "we develop a two-part quantization procedure, LLM.int8()"
    rec = _record("", "To cope with these features, we develop a two-part quantization procedure, LLM.int8(). "
                      "Using LLM.int8(), we show it is possible to run inference without degradation.")
    assert rec["entities"]["System"] == ["LLM.int8()"] and rec["proposes"] == ["LLM.int8()"]


def test_nlp_entities_adjective_compounds_and_lists_of_qualities_make_no_names():
    # in the manner of ServerlessLLM (arXiv 2401.14351): "the substantial near-GPU storage" names no system; of
    # MLPerf Power (arXiv 2410.12032): "trade-offs between performance, complexity, and energy efficiency" has
    # one metric; of EdgeMoE (arXiv 2308.14352): "well-established MoE LLMs" are MoE LLMs
    rec = _record("", "By harnessing the substantial near-GPU storage of inference servers, it loads checkpoints "
                      "fast. Our analysis reveals trade-offs between performance, complexity, and energy "
                      "efficiency. Evaluations on well-established MoE LLMs show large memory savings.")
    assert rec["entities"]["System"] == []
    assert "energy efficiency" in rec["entities"]["Metric"] and not any(
        m in rec["entities"]["Metric"] for m in ("performance efficiency", "complexity efficiency"))
    assert "MoE LLM" in rec["entities"]["Model"] and "well-established MoE LLM" not in rec["entities"]["Model"]


def test_nlp_entities_a_memory_size_in_brackets_verbs_and_values_are_no_names():
    # in the manner of MoE-Lightning (arXiv 2411.11217): "on a single T4 GPU (16GB)"; styled: "systems such as
    # Megatron-LM and DeepSpeed assume homogeneous devices", "multiply inference cost", "loss spikes or NaNs"
    rec = _record("", "It runs Mixtral 8x7B on a single T4 GPU (16GB). Existing systems such as Megatron-LM and "
                      "DeepSpeed assume homogeneous devices. Test-time scaling methods multiply inference cost. "
                      "Silent errors manifest as loss spikes or NaNs.")
    assert rec["entities"]["Hardware"][-1] == "homogeneous device" and "T4" in rec["entities"]["Hardware"]
    assert not any("16GB" in h for h in rec["entities"]["Hardware"])
    # in the manner of AWQ (arXiv 2306.00978): "mobile GPU (NVIDIA Jetson Orin 64GB)": the size is a spec, the
    # line and its model name the device
    assert "Jetson Orin" in _record("", "It runs the 70B Llama-2 model on mobile GPU (NVIDIA Jetson Orin 64GB).")[
        "entities"]["Hardware"]
    assert rec["entities"]["System"] == ["Megatron-LM", "DeepSpeed"]
    assert "inference cost" in rec["entities"]["Metric"]


def test_nlp_entities_based_compounds_and_to_as_a_preposition():
    # in the manner of TT-Rec (arXiv 2101.11714): "Compared to hashing-based compression" names the technique
    # with its kind; dev seed-22 "STE-based QAT" and seed-38 "Transformer-based language models" keep theirs;
    # "to accelerate model training" is still a verb
    rec = _record("", "Compared to hashing-based compression, TT-Rec achieves 0.3% higher AUC. Typical "
                      "Transformer-based language models are large. We aim to accelerate model training.")
    assert rec["entities"]["Technique"] == ["hashing-based compression"]
    assert rec["baselines"] == ["hashing-based compression"]
    assert "Transformer-based language model" in rec["entities"]["Model"]
    # styled: an adjective made of a quality is no metric, nor a judgement word ("the dominant cost")
    rec = _record("", "It integrates 384 NPUs via an ultra-high-bandwidth Unified Bus network. Embedding tables "
                      "are the dominant cost of training.")
    assert rec["entities"]["Metric"] == ["cost"]


def test_nlp_entities_datasets_by_what_is_drawn_or_measured_on_them():
    # in the manner of molecular-property papers: "100 million molecules from PubChem and ZINC", "12 MoleculeNet
    # tasks" and "the mean absolute error on QM9" name datasets; the system after the list does not join it;
    # "structured outputs such as JSON" names a format, no system
    rec = _record("", "Pretrained on 100 million molecules from PubChem and ZINC, MolFormer-G achieves "
                      "state-of-the-art results on 9 of 12 MoleculeNet tasks, reducing the mean absolute error on QM9 "
                      "by 18% relative to Graphormer. LLMs must produce structured outputs such as JSON.")
    assert rec["entities"]["Dataset"] == ["PubChem", "ZINC", "MoleculeNet", "QM9"]
    assert rec["entities"]["System"] == ["MolFormer-G", "Graphormer"]


def test_nlp_entities_a_name_with_linking_words_and_a_qualified_metric(sample_record):
    # arXiv 2512.13465 (../shared/data/formats/arxiv_atom_page.xml): "we propose Subject and Camera Motion
    # Decoupled CFG, a novel guidance strategy": one name, proposed; arXiv 2512.13421: "gFID-50K" is a metric
    rec = sample_record("arxiv_atom_page.xml", "2512.13465")
    assert "Subject and Camera Motion Decoupled CFG" in rec["proposes"] and "Subject" not in rec["entities"]["System"]
    assert "gFID-50K" in sample_record("arxiv_atom_page.xml", "2512.13421")["entities"]["Metric"]
    # styled: two names joined by "and" with no description after them stay two
    rec = _record("", "We propose Unified Paging and Chunked Prefill for serving.")
    assert "Unified Paging" in rec["entities"]["System"] and not any(" and " in s for s in rec["entities"]["System"])


def test_nlp_entities_a_head_before_an_article_is_a_verb_and_sizes_and_defaults_modify_nothing():
    # in the manner of FastServe (arXiv 2305.05920): "Large language models (LLMs) power a new generation of
    # interactive AI applications" has no metric; Semantic Scholar record 270221e3ddd6: "Our ... VADER framework
    # scores the coverage of premises"; styled: "a 10-billion-edge industrial graph", "Megatron-Core's default
    # expert parallelism"
    rec = _record("", "Large language models (LLMs) power a new generation of interactive AI applications. "
                      "We compare with Megatron-Core's default expert parallelism on a 10-billion-edge graph.")
    assert rec["entities"]["Metric"] == []
    assert "expert parallelism" in rec["entities"]["Technique"]
    assert not any(t.startswith(("default", "10-billion")) for t in rec["entities"]["Technique"])


def test_nlp_entities_a_bit_width_names_a_method_and_is_no_score():
    # in the manner of arXiv 2309.01507 (4-bit optimizer states): "We propose 4-bit Adam" names a method as
    # "1-bit Adam" does; "the accuracy of 32-bit AdamW" is no accuracy of 32
    rec = _record("", "We propose 4-bit Adam, which quantizes the first and second moments. 4-bit Adam matches "
                      "the accuracy of 32-bit AdamW, reaching 26.8 BLEU on WMT14.")
    assert rec["proposes"] == ["4-bit Adam"] and "Adam" not in rec["entities"]["System"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(26.8, "bleu")]


def test_nlp_entities_a_based_compound_before_a_known_technique_is_a_kind_of_it():
    # dev seed-22: "performs simultaneous sparsification and quantization using ADMM and STE-based QAT" names
    # STE-based QAT; a judgement before a technique is no kind of it ("resource-intensive fine-tuning")
    rec = _record("", "We propose a framework that performs quantization using ADMM and STE-based QAT. It avoids "
                      "resource-intensive fine-tuning.")
    assert "STE-based QAT" in rec["entities"]["Technique"] and "QAT" not in rec["entities"]["Technique"]
    assert "fine-tuning" in rec["entities"]["Technique"]


def test_nlp_entities_a_generation_of_a_known_device_is_a_device():
    # styled in the manner of accelerator comparisons: "AWS Trainium2" is a generation of the known Trainium,
    # as "ChatGPT-4" is a version of a known model
    rec = _record("", "We compare Google TPU v5p pods, Intel Gaudi 3 and AWS Trainium2 against ChatGPT-4.")
    assert "Trainium2" in rec["entities"]["Hardware"] and "Trainium2" not in rec["entities"]["System"]
    assert "ChatGPT-4" in rec["entities"]["Model"]


def test_nlp_entities_kinds_of_interface_and_judgements_are_no_names_and_a_field_may_open_a_sentence(
        sample_record):
    # arXiv 2512.13438 (../shared/data/formats/arxiv_atom_page.xml): "automated UI navigation" names no UI
    # system; styled in the manner of Milvus (SIGMOD 2021): "SDKs and RESTful APIs" are interfaces; of
    # Horovod and GaLore: "easier distributed training", "underperform training" are no techniques; of
    # Varuna: "NV-Link and Infiniband" are devices; a field opening a sentence stays whole
    assert "UI" not in sample_record("arxiv_atom_page.xml", "2512.13438")["entities"]["System"]
    rec = _record("", "Milvus supports application interfaces (including SDKs and RESTful APIs). It enables faster, "
                      "easier distributed training. Such approaches typically underperform training with full-rank "
                      "weights. Clusters use inter-connects such as NV-Link and Infiniband. Machine learning "
                      "inference is a core building block. Jobs receive their ideal allocation given the target "
                      "scheduling policy and an optimized communication backend.")
    assert rec["entities"]["System"] == ["Milvus"]
    # (a field opening a sentence stays whole, and the field's inference is a task, as the dev set's "DNN
    # training" and h104-03's "machine learning inference": no "learning inference" either)
    assert rec["entities"]["Technique"] == ["distributed training"]
    assert rec["entities"]["Hardware"] == ["NV-Link", "InfiniBand"]


def test_nlp_entities_a_name_before_a_board_or_microcontroller_is_a_device():
    # styled in the manner of TinyML papers: "an STM32F746 microcontroller", "a Cortex-M7 MCU"
    rec = _record("", "We evaluate it on an STM32F746 microcontroller and a Cortex-M7 MCU.")
    assert "STM32F746" in rec["entities"]["Hardware"] and rec["entities"]["System"] == []


def test_nlp_entities_capitalised_words_before_a_dataset_head_name_a_dataset(sample_record):
    # arXiv 2512.13632 (../shared/data/formats/arxiv_atom_page.xml): "On the SEP-28k dataset"; Semantic Scholar
    # record e0fab2fdb749: "on the Ubuntu and Opensubtitles datasets"; styled in the manner of TinyML papers:
    # "the Visual Wake Words dataset"; "the GLUE suite of NLU benchmarks" names no NLU dataset
    assert "SEP-28k" in sample_record("arxiv_atom_page.xml", "2512.13632")["entities"]["Dataset"]
    data = sample_record("semantic_scholar_paper.json", "e0fab2fdb749")["entities"]["Dataset"]
    assert "Ubuntu" in data and any(d.startswith("Opensubtitle") for d in data)
    rec = _record("", "On the Visual Wake Words dataset, MicroNAS reaches 89.7% accuracy. When evaluated across "
                      "the GLUE suite of NLU benchmarks, it wins. We release the Cloud Incident dataset.")
    assert [d.rstrip("s") for d in rec["entities"]["Dataset"]] == ["Visual Wake Word", "GLUE", "Cloud Incident"]
    assert rec["entities"]["System"] == ["MicroNAS"]
    # a list of names sharing the head, the last one known: "the Visual Wake Words and Flowers102 datasets"
    rec = _record("", "SparseBP fine-tunes MobileNetV2 on the Visual Wake Words and Flowers102 datasets.")
    assert [d.rstrip("s") for d in rec["entities"]["Dataset"]] == ["Visual Wake Word", "Flowers102"]


def test_nlp_entities_an_unknown_name_ending_a_list_of_models_is_a_model():
    # styled in the manner of DoRA (arXiv 2402.09353): "fine-tuning LLaMA, LLaVA, and VL-BART"
    rec = _record("", "DoRA consistently outperforms LoRA on fine-tuning LLaMA, LLaVA, and VL-BART on various "
                      "downstream tasks. We implement the above optimizations in DoRA.")
    assert rec["entities"]["Model"] == ["LLaMA", "LLaVA", "VL-BART"]
    assert not any("above" in t for t in rec["entities"]["Technique"])


def test_nlp_entities_networks_that_carry_traffic_are_no_models_and_a_resolution_is_no_rate(sample_record):
    # Semantic Scholar record dcd2d383eb90 ("wireless networks"); styled in the manner of Chameleon (SIGCOMM
    # 2018): "the resolution and frame rate of the input video"
    assert "wireless network" not in sample_record("semantic_scholar_paper.json", "dcd2d383eb90")["entities"]["Model"]
    rec = _record("", "Chameleon picks a suitable NN configuration (e.g., the resolution and frame rate of the "
                      "input video) and adapts to wireless networks and social networks.")
    assert rec["entities"]["Metric"] == ["frame rate"] and rec["entities"]["Model"] == ["NN"]


def test_nlp_entities_an_undefined_acronym_spelled_by_a_written_out_name_is_that_name(sample_record):
    # arXiv 2512.13421 (../shared/data/formats/arxiv_atom_page.xml): "leveraged vision foundation models ... the
    # semantic information in VFMs" (no system VFM); "between dimensionality and generation quality" names no
    # "dimensionality quality"
    rec = sample_record("arxiv_atom_page.xml", "2512.13421")
    assert "VFM" not in rec["entities"]["System"] and "vision foundation model" in rec["entities"]["Model"]
    assert "dimensionality quality" not in rec["entities"]["Metric"]


def test_nlp_entities_a_name_in_brackets_after_a_noun_of_its_kind(sample_record):
    # arXiv 2512.13658 (../shared/data/formats/arxiv_atom_page.xml): "the most accurate model (Voyage)"; Semantic
    # Scholar record 9e51103c1447: "LLM (Large Language Module)" is an acronym's long form, no model of its own;
    # styled: "an open-source serving engine (Quokka)"
    assert "Voyage" in sample_record("arxiv_atom_page.xml", "2512.13658")["entities"]["Model"]
    assert "Large Language Module" not in sample_record("semantic_scholar_paper.json", "9e51103c1447")["entities"]["Model"]
    rec = _record("", "We use a large language model (LLM) and an open-source serving engine (Quokka) on a GPU (A100).")
    assert rec["entities"]["System"] == ["Quokka"] and "A100" in rec["entities"]["Hardware"]


def test_nlp_entities_an_acronym_alone_is_the_model_class_it_abbreviates(sample_record):
    # arXiv 2512.13427 (../shared/data/formats/arxiv_atom_page.xml): "Text-to-Image (TTI) models ... a TTI model"
    # is one model class, not a TTI model and a TTI; Semantic Scholar record 764a616937a5: "non-autoregressive
    # (NAR) models ... NAR generation" stays the NAR model
    assert sample_record("arxiv_atom_page.xml", "2512.13427")["entities"]["Model"].count("TTI") == 0
    rec = sample_record("semantic_scholar_paper.json", "764a616937a5")
    assert "NAR" not in rec["entities"]["System"] + rec["entities"]["Model"] and "NAR model" in rec["entities"]["Model"]


def test_nlp_entities_compound_adjectives_execution_models_and_times_of_compiling_are_no_names():
    # styled in the manner of PyTorch 2 (ASPLOS 2024): "180+ real-world models" are no world models, "a
    # just-in-time (JIT) compiler" has no metric; of VectorSparse (SC 2019): "SIMD (...)-friendly" is no system;
    # of Roller (OSDI 2022): "less mature accelerators"
    rec = _record("", "TorchDynamo is a Python-level just-in-time (JIT) compiler. It gives a 2.27x speedup across 180+ "
                      "real-world models. We propose VectorSparse, a SIMD-friendly sparsifying method, for less mature "
                      "accelerators like IPUs.")
    assert rec["entities"]["Model"] == [] and rec["entities"]["Metric"] == ["speedup"]
    assert rec["entities"]["System"] == ["TorchDynamo", "VectorSparse"]
    assert rec["entities"]["Hardware"] == ["accelerator", "IPU"]


def test_nlp_entities_what_models_are_trained_on_and_names_inside_lists_of_their_kind():
    # styled in the manner of medical-imaging and time-series abstracts: "trained on CheXpert and evaluated on
    # MIMIC-CXR"; "On the ETTh1, ETTm2, Weather, and Electricity benchmarks, ShiftPatch ..." (the proposed method
    # after the list is no benchmark); "on D4RL locomotion tasks"; "including GPT-4o, Claude 3.5 Sonnet,
    # DeepSeek-Coder-V2, and Qwen2.5-Coder-32B"; "the corresponding dataset (SA-1B)"; "RevIN-equipped baselines"
    rec = _record("", "We study DenseNet-121 classifiers trained on CheXpert and evaluated on MIMIC-CXR. On the ETTh1, "
                      "ETTm2, Weather, and Electricity benchmarks, ShiftPatch wins over RevIN-equipped baselines. "
                      "Experiments on D4RL locomotion tasks follow. We evaluate models including GPT-4o, Claude 3.5 "
                      "Sonnet, DeepSeek-Coder-V2, and Qwen2.5-Coder-32B. We release the corresponding dataset (SA-1B).")
    assert rec["entities"]["Dataset"] == ["CheXpert", "MIMIC-CXR", "ETTh1", "ETTm2", "Electricity", "D4RL", "SA-1B"]
    assert rec["entities"]["System"] == ["ShiftPatch", "RevIN"]
    assert "DeepSeek-Coder-V2" in rec["entities"]["Model"]


def test_nlp_entities_an_error_measure_with_its_acronym_is_a_metric():
    # styled in the manner of calibration studies: "the expected calibration error (ECE)"; arXiv-style
    # cryptography: "learning with errors (LWE)" is no measure
    rec = _record("", "Label smoothing lowers the expected calibration error (ECE) from 0.087 to 0.021. Security "
                      "rests on learning with errors (LWE).")
    assert rec["entities"]["Metric"] == ["expected calibration error"]


def test_nlp_entities_an_architecture_listed_last_before_a_bracket(sample_record):
    # arXiv 2512.13641 (../shared/data/formats/arxiv_atom_page.xml): "ResNet-50, ResNet-101, VGG-16, Xception, and
    # LCNN (the latter being a lightweight architecture ...)"
    assert "LCNN" in sample_record("arxiv_atom_page.xml", "2512.13641")["entities"]["Model"]


def test_nlp_entities_headings_glued_words_and_bodies_are_no_systems(sample_record):
    # Semantic Scholar records of structured abstracts: ecc59e13006f ("METHODS", "CONCLUSION", "REGISTRATION"),
    # 63c304ffb26b ("approachIn", "references.FindingsIn": words glued where a heading was), a6bba91e0f2e ("IEEE",
    # "PRISMA"); a lower-case word of a heading still modifies a technique ("context engineering")
    systems = sample_record("semantic_scholar_paper.json", "ecc59e13006f")["entities"]["System"]
    assert not {"METHODS", "CONCLUSION", "REGISTRATION", "MATERIALS", "PROTOCOL", "OBJECTIVES"} & set(systems)
    assert sample_record("semantic_scholar_paper.json", "63c304ffb26b")["entities"]["System"] == []
    assert not {"IEEE", "PRISMA"} & set(sample_record("semantic_scholar_paper.json", "a6bba91e0f2e")["entities"]["System"])
    assert "context engineering" in _record("", "We study context engineering for agents.")["entities"]["Technique"]


def test_nlp_entities_a_name_beside_a_known_dataset_or_model(sample_record):
    # styled in the manner of point-cloud papers: "On ScanNet and S3DIS semantic segmentation"; Semantic Scholar
    # record 842e92b8a17e: "the existing word embeddings word2vec and FastTest"
    rec = _record("", "On ScanNet and S3DIS semantic segmentation, PointFlash wins.")
    assert rec["entities"]["Dataset"] == ["ScanNet", "S3DIS"] and rec["entities"]["System"] == ["PointFlash"]
    assert "FastTest" in sample_record("semantic_scholar_paper.json", "842e92b8a17e")["entities"]["Model"]


def test_nlp_entities_a_description_whose_typed_word_modifies_its_head(sample_record):
    # styled in the manner of checkpoint-loading papers: "QuickLoad, a checkpoint format and loader" is no model;
    # arXiv 2512.13465 (../shared/data/formats/arxiv_atom_page.xml): "XPose, a high-quality public dataset
    # containing 50,000 non-human pose-video pairs" stays a dataset; 2512.13668: "QFANG, a scientific reasoning
    # language model capable of ..." stays a model
    rec = _record("", "We present QuickLoad, a checkpoint format and loader that streams tensors into GPU memory.")
    assert rec["entities"]["System"] == ["QuickLoad"] and rec["entities"]["Model"] == []
    assert "XPose" in sample_record("arxiv_atom_page.xml", "2512.13465")["entities"]["Dataset"]
    assert "QFANG" in sample_record("arxiv_atom_page.xml", "2512.13668")["entities"]["Model"]


def test_nlp_entities_a_list_typed_by_a_word_the_list_itself_typed():
    # styled in the manner of RAG papers: "On PopQA, Biography, and PubHealth, ..." (Biography is typed by the list,
    # PubHealth after it then too)
    rec = _record("", "On PopQA, Biography, and PubHealth, CRAG-Lite improves accuracy by 7.2, 5.9, and 3.4 points.")
    assert rec["entities"]["Dataset"] == ["PopQA", "Biography", "PubHealth"]
    # the known name before the plain word types the list (no other typed name needed after it)
    rec = _record("", "On PopQA, Biography, and PubHealth, FooServe improves accuracy by 7.2 points.")
    assert rec["entities"]["Dataset"] == ["PopQA", "Biography", "PubHealth"]


def test_nlp_entities_a_name_before_encoder_decoder_or_backbone_is_a_model():
    # styled in the manner of speech-translation papers: "a frozen Whisper-large-v3 encoder"; "the FooNet backbone"
    rec = _record("", "We present MoA-ST, which augments a frozen Whisper-large-v3 encoder and an mBART-50 decoder "
                      "with adapters. We use the FooNet backbone.")
    assert rec["entities"]["Model"] == ["Whisper-large-v3", "mBART-50", "FooNet"]


def test_nlp_entities_an_acronym_after_a_percentile_is_a_metric():
    # styled on Sarathi-Serve (2024): "the same P99 TBT SLO" (TBT: time between tokens, in the vocabulary);
    # an acronym the vocabulary does not know is a metric there too (it was typed a system)
    rec = _record("", "Sarathi-Serve improves serving capacity by 2.6x compared to vLLM while meeting the same "
                      "P99 TBT SLO. It keeps the P99 TTLT under 2 s.")
    assert rec["entities"]["Metric"] == ["serving capacity", "TBT", "TTLT"]
    assert rec["entities"]["System"] == ["Sarathi-Serve", "vLLM"]


def test_nlp_entities_bits_and_circuit_parts_are_no_names():
    # styled on SpAtten (2021): "progressive quantization that first fetches the MSBs only" (MSB was a system)
    rec = _record("", "We propose progressive quantization that first fetches the MSBs only, and a top-k engine "
                      "built from LUTs and ALUs.")
    assert rec["entities"]["System"] == []


def test_nlp_entities_a_verb_before_a_model_phrase_is_not_part_of_it():
    # styled on ZeRO-Infinity (2021): "and fine-tune trillion-parameter models on a single DGX-2 node"
    rec = _record("", "It can fit models with tens of trillions of parameters and fine-tune trillion-parameter "
                      "models on a single NVIDIA DGX-2 node.")
    assert rec["entities"]["Model"] == ["trillion-parameter model"]


def test_nlp_entities_a_version_of_a_known_benchmark_is_a_benchmark():
    # styled on Merlin HugeCTR (2022): "In the MLPerf v1.0 DLRM model training benchmark" (it was a model, the
    # words after it typing it); a name of two words keeps both ("MLPerf Inference v3.1" was "Inference v3.1")
    rec = _record("", "In the MLPerf v1.0 DLRM model training benchmark, HugeCTR achieves a speedup of up to "
                      "24.6x. We also evaluate on MLPerf Inference v3.1.")
    assert rec["entities"]["Dataset"] == ["MLPerf v1.0", "MLPerf Inference v3.1"]
    assert rec["entities"]["Model"] == ["DLRM"]


def test_nlp_entities_a_known_system_before_a_method_word_is_no_technique():
    # styled on MARLIN (2024): "integrated into the vLLM serving engine" ("vLLM serving" was a technique, as
    # "LoRA inference" is one: LoRA is a technique, vLLM a system)
    rec = _record("", "When integrated into the vLLM serving engine, MARLIN yields end-to-end speedups of up to "
                      "2.8x. We also study LoRA inference.")
    assert rec["entities"]["Technique"] == ["LoRA inference"]
    assert rec["entities"]["System"] == ["vLLM", "MARLIN"]


def test_nlp_entities_a_description_ends_at_a_participle_after_its_head(sample_record):
    # styled on FlashDecoding++ (2024): "a fast inference engine supporting mainstream LLMs" is an engine (the
    # participle's object typed it a model); arXiv 2512.13636: "a VLA framework comprising a large language model"
    rec = _record("", "We present FlashDecoding++, a fast LLM inference engine supporting mainstream LLMs.")
    assert rec["entities"]["System"] == ["FlashDecoding++"]
    assert "MindDrive" in sample_record("arxiv_atom_page.xml", "2512.13636")["entities"]["System"]
    assert _record("", "We present FooBar, a model serving system.")["entities"]["System"] == ["FooBar"]


def test_nlp_entities_a_dataset_name_keeps_its_final_s(sample_record):
    # styled on GPU gradient boosting (2017): "the Higgs dataset" was "Higg"; plural acronyms still lose their s;
    # the Semantic Scholar sample: "using the Spokes corpus" (was "Spoke")
    rec = _record("", "It trains on the Higgs dataset and the Epsilon and Airlines datasets, and on SQuADs.")
    assert rec["entities"]["Dataset"] == ["Higgs", "Epsilon", "Airlines", "SQuAD"]
    assert "Spokes" in sample_record("semantic_scholar_paper.json", "d4b21d8d5e2d")["entities"]["Dataset"]


def test_nlp_entities_norm_and_cache_levels_are_no_names():
    # styled on sparse fine-tuning (SquareHead, 2023): "an L2-based distillation approach" made a system "L2"
    rec = _record("", "We determine an L2-based distillation approach we term SquareHead. Data stays in the L2 "
                      "cache.")
    assert rec["entities"]["System"] == ["SquareHead"]
    assert rec["entities"]["Hardware"] == ["L2 cache"]


def test_nlp_entities_a_hyphenated_method_word_modifies_a_method_head():
    # styled on Hidet (2023): "We further propose post-scheduling fusion" was "post-scheduling" alone
    rec = _record("", "We further propose post-scheduling fusion to fuse operators automatically.")
    assert rec["entities"]["Technique"] == ["post-scheduling fusion"]
    assert rec["proposes"] == ["post-scheduling fusion"]


def test_nlp_entities_judging_words_are_no_part_of_a_model_class():
    # styled on the Edge TPU study (2021) and FlashDecoding++ (2024): "423K unique convolutional neural networks",
    # "mainstream LLMs"
    rec = _record("", "We evaluate across 423K unique convolutional neural networks and mainstream LLMs.")
    assert rec["entities"]["Model"] == ["convolutional neural network", "LLM"]


def test_nlp_entities_the_words_before_a_study_subtitle_are_no_name(sample_record):
    # styled on small code models: "Parity Without Pretraining: A Study of Small Code Models" made a proposed
    # system; the Semantic Scholar sample: "Decentralized Federated Learning: A Comprehensive Survey and ..."
    rec = _record("Parity Without Pretraining: A Study of Small Code Models", "We design TinyCoder, a code model.")
    assert rec["proposes"] == ["TinyCoder"] and rec["entities"]["System"] == []
    rec = sample_record("semantic_scholar_paper.json", "c8f6e01bbc2f")
    assert rec["entities"]["System"] == [] and "decentralized federated learning" in rec["entities"]["Technique"]


def test_nlp_entities_process_technologies_are_no_names():
    # styled on accelerator papers (ISSCC-like): "fabricated in 7nm CMOS" made a system "CMOS"
    rec = _record("", "We present NeuroCore, a sparse transformer accelerator fabricated in 7nm CMOS and 22nm FD-SOI.")
    assert rec["entities"]["System"] == [] and "NeuroCore" in rec["entities"]["Hardware"]


def test_nlp_entities_a_lower_case_word_joined_to_a_class_word_is_no_name(sample_record):
    # styled on disaggregated-memory serving: "within 5% of a local-DRAM deployment" made a system "local-DRAM";
    # arXiv 2512.13676 (the Atom page): "user-LLM" was a system; Semantic Scholar: "human-AI" six times
    rec = _record("", "It keeps p99 latency within 5% of a local-DRAM deployment and a remote-GPU setup.")
    assert rec["entities"]["System"] == [] and rec["entities"]["Hardware"] == ["DRAM", "GPU"]
    assert "user-LLM" not in sample_record("arxiv_atom_page.xml", "2512.13676")["entities"]["System"]


def test_nlp_entities_a_product_line_name_stops_at_punctuation_and_takes_its_generation():
    # styled on on-device inference abstracts: "Apple M2 Ultra, Qualcomm Snapdragon 8 Gen 3 and ..." made one device
    # "M2 Ultra Qualcomm Snapdragon 8" across the comma; styled GPTQ (2023): "a single GPU (NVIDIA A100 ..." made
    # "GPU (NVIDIA A100"
    rec = _record("", "Zap runs on Apple M2 Ultra, Qualcomm Snapdragon 8 Gen 3 and Google Tensor G3 chips.")
    assert "Snapdragon 8 Gen 3" in rec["entities"]["Hardware"]
    assert not any("," in h or "Qualcomm" in h for h in rec["entities"]["Hardware"])


def test_nlp_entities_gases_and_listing_verbs_make_no_names():
    # styled on Once-for-All (2020): "GPU hours and CO2 emission" made a system "CO2"; styled PipeSwitch (2020):
    # "workloads include throughput-intensive training tasks" made a technique "include throughput-intensive training"
    rec = _record("", "OFA reduces GPU hours and CO2 emission by orders of magnitude. Deep learning workloads include "
                      "throughput-intensive training tasks and latency-sensitive inference tasks.")
    assert "CO2" not in rec["entities"]["System"] and "CO2 emission" in rec["entities"]["Metric"]
    assert not any(t.startswith("include") for t in rec["entities"]["Technique"])
    assert rec["entities"]["Technique"] == []  # (how the work loads a resource is no kind of training either)


def test_nlp_entities_a_known_name_with_a_letter_glued_on_is_another_name():
    # styled on straggler studies: "we build Falcon-S, a straggler detector" was the LLM Falcon; the letters of a
    # longer compound stay apart ("a CPU-GPU-I/O pipelining schedule" made a device "GPU-I")
    rec = _record("", "Based on these findings we build Falcon-S, a straggler detector. It drives a CPU-GPU-I/O "
                      "schedule.")
    assert rec["proposes"] == ["Falcon-S"] and "Falcon" not in rec["entities"]["Model"]
    assert rec["entities"]["Hardware"] == ["CPU", "GPU"]


def test_nlp_entities_a_capitalised_word_after_a_system_head_names_it(sample_record):
    # styled on systems abstracts: "on top of Kraken", "the ZooKeeper-like coordination service Chubbify" (both
    # were missed: one capitalised word has no name's shape); Semantic Scholar: "the well-known chess engine
    # Stockfish"; a title's capitalised head words are no name ("An Adaptive and Efficient Runtime System for ...")
    rec = _record("", "We implement Zap on top of Kraken. We evaluate Zap with the ZooKeeper-like coordination "
                      "service Chubbify, as in the Introduction to Database Systems course.")
    assert rec["entities"]["System"] == ["Zap", "Kraken", "ZooKeeper", "Chubbify"]
    assert "Stockfish" in sample_record("semantic_scholar_paper.json", "adcb00d44ed3")["entities"]["System"]
    rec = _record("GNNAdvisor: An Adaptive and Efficient Runtime System for GNN Acceleration on GPUs", "It is fast.")
    assert rec["entities"]["System"] == ["GNNAdvisor"]


def test_nlp_entities_names_listed_after_a_plural_head_and_a_colon():
    # styled on recommender papers: "three datasets: Amazon-Book, Yelp2018 and Gowalla" (Gowalla was missed: one
    # capitalised word has no name's shape); one item alone makes no list
    rec = _record("", "We evaluate on three datasets: Amazon-Book, Yelp2018 and Gowalla. We use two models: "
                      "Llama-2-7B and Falcon. The datasets: Foo.")
    assert rec["entities"]["Dataset"] == ["Amazon Books", "Yelp2018", "Gowalla"]
    assert rec["entities"]["Model"] == ["Llama 2 7B", "Falcon"]


def test_nlp_entities_a_chip_makers_product_is_hardware():
    # styled on accelerator comparisons: "the Cerebras CS-3" was a system, and so was the maker "SambaNova"
    rec = _record("", "We run on the Cerebras CS-3, a Graphcore IPU-M2000 and SambaNova SN40L.")
    assert rec["entities"]["Hardware"] == ["CS-3", "IPU-M2000", "SN40L"] and rec["entities"]["System"] == []


def test_nlp_entities_practices_of_other_fields_are_no_techniques(sample_record):
    # the Semantic Scholar sample's commonest false techniques ("risk management", "chemical engineering",
    # "language learning"); the Atom page's cs.SE papers: "software engineering" is a field; ML practices stay
    rec = _record("", "We study risk management, chemical engineering, language learning, memory management, "
                      "feature engineering and natural language reinforcement learning.")
    assert rec["entities"]["Technique"] == ["memory management", "feature engineering",
                                            "natural language reinforcement learning"]
    assert "software engineering" not in sample_record("arxiv_atom_page.xml", "2512.13526")["entities"]["Technique"]


def test_nlp_entities_a_title_list_before_the_colon_is_no_name(sample_record):
    # the Semantic Scholar sample: "Now, Later, and Lasting: Ten Priorities for AI Research, ..." made a proposed
    # system "Now, Later, and Lasting"; a name before the colon still is one
    rec = sample_record("semantic_scholar_paper.json", "b4d04149c133")
    assert rec["proposes"] == [] and not any("," in x for x in rec["entities"]["System"])
    assert _record("Megatron-LM: Training Multi-Billion Parameter Models", "It works.")["proposes"] == ["Megatron-LM"]


def test_nlp_entities_memory_modules_are_hardware():
    # styled on near-memory processing (RecNMP-like): "the buffer chips of DDR5 DIMMs" made a system "DIMM"
    rec = _record("", "RecNMP+ places lookup units in the buffer chips of DDR5 DIMMs.")
    assert "DIMM" in rec["entities"]["Hardware"] and rec["entities"]["System"] == ["RecNMP+"]


def test_nlp_entities_a_device_named_with_its_class_keeps_the_name():
    # styled on edge inference: "On a Coral Edge TPU" was written "Coral Edge" (the class word split off, as for
    # "NVIDIA V100 GPUs", where it still is)
    rec = _record("", "On a Coral Edge TPU and NVIDIA V100 GPUs, AdaBatch keeps latency under 20 ms.")
    assert "Coral Edge TPU" in rec["entities"]["Hardware"] and "Coral Edge" not in rec["entities"]["Hardware"]
    assert {"V100", "GPU"} <= set(rec["entities"]["Hardware"])


def test_nlp_entities_a_title_cased_prefix_compound_is_no_name(sample_record):
    # styled on Prism (2025): "... for Cost-Efficient Multi-LLM Serving" made a system "Multi-LLM"; a short first
    # part still makes a name (the Semantic Scholar sample's "Bi-LSTM-CRF")
    rec = _record("Prism: Unleashing GPU Sharing for Cost-Efficient Multi-LLM Serving", "We present Prism.")
    assert rec["entities"]["System"] == ["Prism"]
    assert "Bi-LSTM-CRF" in sample_record("semantic_scholar_paper.json", "fa5c9c3cabac")["entities"]["Model"]


def test_nlp_entities_a_capitalised_word_listed_with_a_known_system(sample_record):
    # the Semantic Scholar sample: "... CHAID, C&R tree, tree-AS, Quest, and XGBoost linear" (Quest was missed);
    # styled federated learning: "On FEMNIST and Shakespeare with realistic dropout traces" (one dataset known)
    assert "Quest" in sample_record("semantic_scholar_paper.json", "979b0964dd60")["entities"]["System"]
    rec = _record("", "We propose FedRobust. On FEMNIST and Shakespeare with realistic dropout traces, FedRobust "
                      "beats FedAvg and FedProx.")
    assert rec["entities"]["Dataset"] == ["FEMNIST", "Shakespeare"]


def test_nlp_entities_a_known_models_edition_glued_on_is_one_name():
    # styled on LLM evaluations: "Mistral-Large-2", "Llama-Guard-3" were "Mistral" and "Llama"; a title-cased
    # adjective is no edition (dev seed-30's title: "Transformer-Based")
    rec = _record("", "We evaluate Mistral-Large-2 and Llama-Guard-3 against Transformer-Based models.")
    assert rec["entities"]["Model"] == ["Mistral-Large-2", "Llama-Guard-3", "Transformer"]


def test_nlp_entities_a_lower_case_name_with_a_digit_after_a_tool_head():
    # styled on GPU sequence alignment (GASAL-like): "the CPU tool minimap2" was missed (no capital); a version
    # after the head is no name ("the tool v2")
    rec = _record("", "GASAL3 aligns reads 21x faster than the CPU tool minimap2. We also try the tool v2.")
    assert rec["entities"]["System"] == ["GASAL3", "minimap2"]


def test_nlp_entities_freezing_skipping_and_exiting_head_methods():
    # styled on efficient-training abstracts: "progressive layer freezing" was "layer freezing" (the vocabulary's
    # term, no head to take the adjective); "dynamic layer skipping", "early exiting"
    rec = _record("", "We introduce progressive layer freezing, and use dynamic layer skipping and early exiting.")
    assert rec["entities"]["Technique"] == ["progressive layer freezing", "dynamic layer skipping", "early exiting"]


def test_codes_shaped_like_devices_are_no_hardware_in_a_text_without_any(sample_record):
    # Semantic Scholar: "(JEL A11, C45, D83, I23, O33)" and the markers "CD19, CD79A, MS4A1 (CD20)" were hardware
    assert sample_record("semantic_scholar_paper.json", "1332261d94c1")["entities"]["Hardware"] == []
    assert sample_record("semantic_scholar_paper.json", "08266538a1c2")["entities"]["Hardware"] == []
    rec = _record("", "We run inference on the MI325X and the Gaudi3 at 2x the speed of the A6000.")
    assert {"MI325X", "Gaudi3", "A6000"} <= set(rec["entities"]["Hardware"])


def test_a_number_word_is_no_modifier_of_a_device():
    # styled on PAPAYA: "across nearly one hundred million devices" made the hardware "hundred million device"
    rec = _record("", "Asynchronous FL converges faster than synchronous FL when training across nearly one hundred "
                      "million devices and thousands of edge devices.")
    assert rec["entities"]["Hardware"] == ["edge device"]
    # hyphenated counts stay: "one-shot pruning"
    assert "one-shot pruning" in _record("", "We propose one-shot pruning for LLMs.")["entities"]["Technique"]


def test_an_acronym_before_techniques_is_a_technique():
    # styled on Cambricon-LLM: "our innovative in-flash computing and on-die ECC techniques"
    rec = _record("", "The NAND flash chip, enhanced by our innovative in-flash computing and on-die ECC techniques, "
                      "excels at on-die processing.")
    assert "ECC" in rec["entities"]["Technique"] and "ECC" not in rec["entities"]["System"]


def test_a_name_listed_with_a_known_dataset_is_a_dataset():
    # styled on a speculative-retrieval paper: "On WebShop and HotpotQA" made WebShop a system
    rec = _record("", "On WebShop and HotpotQA with Qwen2.5-7B, SpecRet reduces task latency by 32%.")
    assert rec["entities"]["Dataset"] == ["WebShop", "HotpotQA"] and "WebShop" not in rec["entities"]["System"]
    rec = _record("", "We compare against vLLM and FooServe on ShareGPT.")
    assert "FooServe" in rec["entities"]["System"]


def test_a_re_verb_is_no_modifier_of_a_technique():
    # styled on an AMD sparse-attention paper: "We port and re-design block-sparse attention"
    rec = _record("", "We port and re-design block-sparse attention for the CDNA3 architecture, and use re-ranking "
                      "models.")
    assert "block-sparse attention" in rec["entities"]["Technique"] and "re-ranking" in rec["entities"]["Technique"]
    assert not any(t.startswith("re-design") for t in rec["entities"]["Technique"])


def test_networks_and_image_formats_are_no_systems():
    # styled on an edge-cloud video analytics paper and a data loader
    rec = _record("", "EdgeCoop sends 7.5x fewer frames over the WAN, and StreamPipe decodes JPEG images on the GPU.")
    assert "WAN" not in rec["entities"]["System"] and "JPEG" not in rec["entities"]["System"]


def test_a_verb_of_hiding_is_no_modifier_and_a_revisited_title_is_no_name():
    # styled on a cross-datacenter training paper and a gradient-compression study
    rec = _record("", "We hide WAN latency with a delayed-gradient variant of 1F1B scheduling.")
    assert "WAN latency" in rec["entities"]["Metric"] and "hide WAN latency" not in rec["entities"]["Metric"]
    rec = _record("Gradient Compression Revisited: When Does It Help Data-Parallel Training?",
                  "We benchmark eight compression methods such as PowerSGD.")
    assert rec["proposes"] == [] and "Gradient Compression Revisited" not in rec["entities"]["System"]


def test_verbs_of_influence_are_no_modifiers():
    # styled on a GPU-allocation paper
    rec = _record("", "Three key characteristics (request size, request rate, SLO) strongly influence GPU cost "
                      "efficiency.")
    assert "GPU cost efficiency" in rec["entities"]["Metric"]
    assert not any(m.startswith("influence") for m in rec["entities"]["Metric"])


def test_what_a_text_says_of_a_quantity_is_no_part_of_the_metric():
    # styled on MiCS, CacheGen and a DVFS serving paper; a technique keeps such a word ("heterogeneous inference")
    rec = _record("", "MiCS utilizes heterogeneous network bandwidth. CacheGen adapts to the available bandwidth. The "
                      "added scheduling overhead is below 0.2 ms per iteration. We study heterogeneous inference.")
    assert {"network bandwidth", "bandwidth", "scheduling overhead"} <= set(rec["entities"]["Metric"])
    assert not any(m.startswith(("heterogeneous", "available", "added")) for m in rec["entities"]["Metric"])
    assert "heterogeneous inference" in rec["entities"]["Technique"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(0.2, "scheduling overhead")]
    # styled on an embedding-checkpoint paper: what the quantity is needed for is no part of its name either
    rec = _record("", "Snap reduces the required write bandwidth by 6x and the incurred communication overhead by 2x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(6.0, "write bandwidth"),
                                                                   (2.0, "communication overhead")]


def test_a_phone_with_its_number_and_edition_is_one_device():
    # styled on an on-device training paper: "On an iPhone 15 Pro" was the device "iPhone"
    rec = _record("", "On an iPhone 15 Pro, MeBP fine-tunes a Qwen2 model with a peak memory of 1.1 GB.")
    assert rec["entities"]["Hardware"] == ["iPhone 15 Pro"]


def test_a_dimension_count_is_no_modifier():
    # styled on a tiered vector-search paper: "768-dimensional embeddings" was a technique
    rec = _record("", "We use 768-dimensional embeddings and 4-bit quantization.")
    assert rec["entities"]["Technique"] == ["4-bit quantization"]


def test_the_time_spent_doing_something_is_no_technique():
    # styled on a VLM serving paper and a GNN sampling engine
    rec = _record("", "Vision-language models spend a large part of their inference time encoding images. Mini-batch "
                      "training spends much of its time sampling neighbourhoods.")
    assert rec["entities"]["Technique"] == ["mini-batch training"]
    assert rec["entities"]["Metric"] == ["inference time"]


def test_an_ing_word_before_a_count_is_a_verb_not_a_head():
    # styled on an on-device recommendation paper: "a production cluster serving over a billion users"
    rec = _record("", "Deployed in a production cluster serving over a billion users, Ripple pushes updates. A GPU "
                      "cluster serving 40 models runs multi-tenant serving on GPUs.")
    assert rec["entities"]["Technique"] == ["multi-tenant serving"]
    # an enumeration's number after a comma is no count: "using online profiling, (2) ..."
    rec = _record("", "CheckFreq uses online profiling, (2) adaptive rate tuning.")
    assert rec["entities"]["Technique"] == ["online profiling", "adaptive rate tuning"]


def test_a_word_with_a_capital_letter_glued_on_is_a_name_shape():
    # styled on a learned cluster scheduler: "We present Decima-X, a scheduler ..." found no name at all
    assert is_name_shape("Decima-X") and is_name_shape("Orion-S2")
    assert not any(map(is_name_shape, ("Type-A", "Plan-B", "Top-K", "Phase-I", "X-ray")))
    rec = _record("", "We present Decima-X, a scheduler that learns policies. Decima-X cuts job completion time by "
                      "21% on Type-A jobs, loading the Top-K pages.")
    assert rec["entities"]["System"] == ["Decima-X"] and rec["proposes"] == ["Decima-X"]
    # the letter and a full stop end the sentence: no initial of a person's name
    from kg.extract import Extractor
    from kg.model import Paper

    ex = Extractor().extract(Paper(key="d", abstract="We present Decima-X. Decima-X cuts job completion time."))
    assert [s.text for s in ex.sentences] == ["We present Decima-X.", "Decima-X cuts job completion time."]


def test_capitalised_words_before_challenge_name_a_dataset():
    # FlashAttention's abstract: "better-than-chance performance on the Path-X challenge"
    rec = _record("", "Transformers reach better-than-chance performance on the Path-X challenge (61.4% accuracy).")
    assert rec["entities"]["Dataset"] == ["Path-X"] and not rec["entities"]["System"]


def test_degree_words_and_verbs_are_no_part_of_a_metric():
    # styled on a small-model quantization paper and a long-context benchmark
    rec = _record("", "Quantization causes severe accuracy drops. Models reach near-perfect accuracy with configurable "
                      "sequence length. Existing schemes lose accuracy.")
    # (a drop of accuracy measures accuracy, as the dev set's "negligible generation quality loss" does quality)
    assert rec["entities"]["Metric"] == ["accuracy", "sequence length"]
    rec = _record("", "FlexGen compresses the weights to 4 bits with negligible accuracy loss.")  # (FlexGen, ICML 2023)
    assert rec["entities"]["Metric"] == ["accuracy"]
    rec = _record("", "SplitServe optimizes each phase for its own latency objective.")
    assert rec["entities"]["Metric"] == ["latency"]


def test_number_formats_and_instruction_sets_are_no_names():
    # styled on an FP8 training recipe and a CPU recommendation runtime: E4M3 and AVX-512 were systems
    rec = _record("", "We assign E4M3 to activations and E5M2 to gradients, as FP8 and BF16 are, and fuse layers with "
                      "AVX-512 kernels on a Xeon Platinum 8380.")
    assert not rec["entities"]["System"] and rec["entities"]["Hardware"] == ["Xeon Platinum 8380"]
    # styled on an exascale surrogate-model paper: a GPU's compute dies and a physics method are no systems
    rec = _record("", "We scale training to 8,192 AMD MI250X GCDs. The surrogate reproduces DFT energies.")
    assert not rec["entities"]["System"] and rec["entities"]["Hardware"] == ["MI250X"]


def test_an_ing_word_before_the_rows_it_describes_is_no_head():
    rec = _record("", "RecFast pins hot embedding rows in the last-level cache and batches embedding lookups.")
    assert rec["entities"]["Technique"] == ["embedding lookup"]


def test_a_name_listed_with_a_known_device_before_their_shared_head_is_a_device():
    # styled on an on-device fine-tuning library: "Apple M2 and M3 laptops" made M3 a system
    rec = _record("", "We target Apple M2 and M3 laptops and a MacBook Air. Its on-chip SRAM and caches favor "
                      "unstructured sparsity.")
    assert rec["entities"]["Hardware"][:3] == ["M2", "M3", "laptop"] and "MacBook Air" in rec["entities"]["Hardware"]
    assert not rec["entities"]["System"] and rec["entities"]["Technique"] == ["unstructured sparsity"]
    # a plain capitalised word in a list with a device stays what it was: no device
    rec = _record("", "Projects include quantum computers, Metaverse, and planet-scale computers on GPUs.")
    assert "Metaverse" not in rec["entities"]["Hardware"]


def test_a_section_heading_run_into_the_next_word_is_no_name():
    # Semantic Scholar abstracts whose structure was lost: "PurposeWith the rise of ...", "implicationsConcerning"
    assert not any(map(is_name_shape, ("PurposeWith", "implicationsConcerning", "contributions.FindingsSix")))
    assert is_name_shape("ContextNet") and is_name_shape("FlashAttention")


def test_a_known_models_lower_case_size_letter_keeps_it_a_model():
    # styled on an adaptive video-analytics paper: "YOLOv8-n, YOLOv8-x" were systems
    rec = _record("", "We profile candidate detectors such as YOLOv8-n, YOLOv8-x and Faster R-CNN. Chameleon-V matches "
                      "YOLOv8-x at 62% less GPU time.")
    assert rec["entities"]["Model"] == ["YOLOv8-n", "YOLOv8-x", "Faster R-CNN"]
    assert rec["entities"]["System"] == ["Chameleon-V"]


def test_a_known_models_edition_listed_before_a_benchmark_head_is_a_dataset():
    # styled on a dynamic-scene reconstruction paper: NeRF-DS (a dataset) was a model, from NeRF
    rec = _record("", "On the NeRF-DS and HyperNeRF benchmarks, SplatFlow wins. It compares two closely related "
                      "language models, Falcon-7B and Falcon-7B-Instruct, and we fine-tune ViT-L.")
    assert rec["entities"]["Dataset"] == ["NeRF-DS", "HyperNeRF"]
    assert rec["entities"]["Model"] == ["Falcon-7B", "Falcon-7B-Instruct", "ViT-L"]


def test_a_server_that_describes_a_named_system_is_no_device():
    # styled on a CPU inference engine: "We present TinyServe, an inference server for CPUs"
    rec = _record("", "We present TinyServe, an inference server for CPUs. Requests are routed to GPU inference "
                      "servers in the cluster.")
    assert rec["entities"]["Hardware"] == ["CPU", "GPU inference server"]


def test_a_name_with_a_two_digit_year_is_a_benchmark_edition_and_a_venue_is_none():
    # styled on a gradient-compression paper: "a Transformer on WMT'16" made WMT'16 a system
    rec = _record("", "PowerComp trains a Transformer on WMT'16 and SemEval'17, unlike our OSDI'22 paper.")
    assert rec["entities"]["Dataset"] == ["WMT'16", "SemEval'17"]
    assert rec["entities"]["System"] == ["PowerComp"]


def test_a_model_class_with_a_size_is_one_model_not_the_class():
    # the dev set's BLOOM abstract writes "a 176B-parameter open-access language model" and the gold lists BLOOM
    # only; so "a 3B language model" (styled) names no class. Names keep their size, and a title's size does not
    # reach into the abstract.
    rec = _record("On-Device Inference of 70B LLMs", "Large language models grow. We train a 3B language model. BLOOM is a "
                                     "176B-parameter open-access language model. We run LLaMA 7B models.")
    assert rec["entities"]["Model"] == ["large language model", "BLOOM", "LLaMA-7B"]


def test_gpu_memory_is_the_gpu():
    # the dev gold writes "GPU memory" as the device GPU in all three abstracts that use it (FastGen's "GPU memory
    # consumption", DeepSpeed Inference's "aggregate GPU memory"); a kind of memory keeps its own name
    rec = _record("", "Models that do not fit in aggregate GPU memory run with heterogeneous memory and host memory.")
    assert rec["entities"]["Hardware"] == ["GPU", "heterogeneous memory", "host memory"]
    # and the CPU's memory is the CPU, as the dev gold writes DeepSpeed Inference's "CPU and NVMe memory" (SwapAdvisor,
    # vDNN in h106 wrote "CPU memory", which was a device of its own)
    rec = _record("", "SwapAdvisor swaps tensors between GPU memory and CPU memory.")
    assert rec["entities"]["Hardware"] == ["GPU", "CPU"]


def test_multi_tenant_describing_a_workload_is_no_technique():
    # the dev gold's survey of multi-tenant inference lists the named techniques ("multi-tenant computing",
    # "multi-tenant DL inference"), never the adjective alone; the noun stays a technique
    rec = _record("", "A scheduler consolidates multi-tenant workloads onto as few GPUs as possible.")
    assert rec["entities"]["Technique"] == []
    assert _record("", "Multi-tenancy raises utilization.")["entities"]["Technique"] == ["multi-tenancy"]


def test_a_word_after_an_adverb_is_a_verb_not_a_modifier():
    # "increasingly bottleneck": the adverb marks a verb; a -ly adjective ("costly") still describes the noun
    rec = _record("", "Input pipelines increasingly bottleneck ML training jobs. Edge devices avoid costly cloud "
                      "retraining.")
    # ("ML training" alone is the field's work, a task, as the dev set's "DNN training": no technique either; the
    # input pipeline is a known technique)
    assert rec["entities"]["Technique"] == ["input pipeline", "cloud retraining"]


def test_an_edition_word_after_a_plain_name_is_no_model():
    # styled (a GNN training system): "GNNLab-Lite" is a lighter edition of a system; after a version the edition
    # names a model ("Gemini-1.5-Pro", "GPT-4o-mini")
    rec = _record("", "GNNLab-Lite dedicates some GPUs to sampling. We compare with Gemini-1.5-Pro and GPT-4o-mini.")
    assert rec["entities"]["System"] == ["GNNLab-Lite"]
    assert rec["entities"]["Model"] == ["Gemini 1.5 Pro", "GPT-4o mini"]


def test_a_technique_holds_the_longest_known_model_not_its_parts():
    # styled (a GNN training system): "graph neural network training" holds a graph neural network, and no
    # neural network besides
    rec = _record("", "Multi-GPU graph neural network training is slow.")
    assert rec["entities"]["Model"] == ["graph neural network"]


def test_a_chip_makers_acronym_before_a_device_and_a_model_word_after_a_product_line():
    # styled (tensor-program autotuning across devices): "an ARM Cortex-A72" is a device of ARM's, no system ARM;
    # "an NVIDIA Jetson Orin" names the Orin; a title's capitals after the line name nothing more
    rec = _record("Fast Jetson Inference", "We tune on an ARM Cortex-A72 and an NVIDIA Jetson Orin. On a Jetson "
                                           "Nano, it runs.")
    assert rec["entities"]["System"] == []
    assert rec["entities"]["Hardware"] == ["Jetson", "Cortex-A72", "Jetson Orin", "Jetson Nano"]


def test_a_product_lines_edition_words_and_part_number_name_one_device():
    # styled on on-device inference abstracts: an edition in words ("Snapdragon X Elite"), a code name after the
    # line ("Xeon Sapphire Rapids CPUs", the name keeps its s), a tier's part ("Ryzen 7 7840U", "Ryzen AI 9 HX
    # 370"); a kit's words and a memory size are no part of the name
    rec = _record("", "We run on a Snapdragon X Elite laptop, an AMD Ryzen 7 7840U, a Ryzen AI 9 HX 370, Intel Xeon "
                      "Sapphire Rapids CPUs, a Jetson Orin NX and a Jetson Nano Developer Kit with a Ryzen 9 128 GB.")
    assert rec["entities"]["Hardware"] == ["Snapdragon X Elite", "laptop", "Ryzen 7 7840U", "Ryzen AI 9 HX 370",
                                           "Xeon Sapphire Rapids", "CPU", "Jetson Orin NX", "Jetson Nano", "Ryzen 9"]


def test_a_known_system_with_a_capitalised_word_glued_on_is_another_system():
    # styled (tree-based speculative decoding): "Sequoia-Spec" is the paper's system, not the known Sequoia; an
    # adjective glued on is no part of a name ("PyTorch-Native")
    rec = _record("", "On HumanEval, Sequoia-Spec improves decoding speed by 3.2x over PyTorch-Native code.")
    assert rec["entities"]["System"] == ["Sequoia-Spec", "PyTorch"]


def test_more_companies_are_no_names():
    # styled (cluster scheduling on production traces): "SenseTime Helios traces" is SenseTime's trace Helios
    rec = _record("", "Simulation on the Alibaba PAI and SenseTime Helios traces shows that Lucid is fast.")
    assert "SenseTime" not in rec["entities"]["System"]
    assert rec["entities"]["Dataset"] == ["PAI", "Helios trace"]


def test_a_conjunct_sharing_its_head_writes_the_whole_name_beside_other_forms():
    # styled (a study of stragglers): "data, pipeline and tensor parallelism ... data-parallel ranks" writes data
    # parallelism whole, not "data"
    rec = _record("", "Jobs use data, pipeline and tensor parallelism. Imbalance across data-parallel ranks hurts.")
    assert rec["entities"]["Technique"] == ["data parallelism", "pipeline parallelism", "tensor parallelism"]


def test_sparse_storage_formats_are_no_systems():
    # styled (sparse tensor compilation): CSR, BSR and ELL are ways to store a matrix, like FP8 a number format
    rec = _record("", "SparseTIR-X lets users compose multiple formats (CSR, BSR and ELL) within one operator.")
    assert rec["entities"]["System"] == ["SparseTIR-X"]


def test_a_name_after_a_known_dataset_and_a_comma_is_a_dataset_only_inside_a_list():
    # styled (object detection on microcontrollers): "On Pascal VOC, Edge-YOLO-S attains ...": the comma ends the
    # opening phrase (the name, a YOLO variant, is a model); "On ImageNet, FooSet, and BarSet" is a list
    assert _record("", "On Pascal VOC, Edge-YOLO-S attains 52.3% mAP@0.5.")["entities"]["Model"] == ["Edge-YOLO-S"]
    assert _record("", "On ImageNet, FooSet, and BarSet, it wins.")["entities"]["Dataset"] == [
        "ImageNet", "FooSet", "BarSet"]


def test_a_known_names_last_word_alone_names_it():
    # styled (object detection on microcontrollers): "the Pascal VOC and COCO datasets ... 52.3% mAP@0.5 on VOC"
    rec = _record("", "On the Pascal VOC and COCO datasets, Edge-YOLO-S attains 52.3% mAP@0.5 on VOC.")
    assert rec["entities"]["Dataset"] == ["PASCAL VOC", "COCO"]


def test_a_lettered_variant_of_a_typed_name_takes_its_type():
    # styled (detectors for microcontrollers): "Edge-YOLO, a family of detectors ... Edge-YOLO-S" is a model too;
    # a size makes a model of a recipe's name ("ToolMath, a training recipe ... ToolMath-1.5B")
    rec = _record("", "We present Edge-YOLO, a family of detectors derived from YOLOv5. Edge-YOLO-S attains 52.3% "
                      "mAP@0.5 on VOC.")
    assert rec["entities"]["Model"] == ["Edge-YOLO", "YOLOv5", "Edge-YOLO-S"]
    rec = _record("", "We introduce ToolMath, a training recipe for small models. ToolMath-1.5B reaches 71.2% on GSM8K.")
    assert (rec["entities"]["System"], rec["entities"]["Model"]) == (["ToolMath"], ["ToolMath-1.5B"])


def test_a_known_models_name_with_a_word_glued_on_is_what_its_description_says():
    # styled (LLM training simulation): "DeepSeek-Sim is a discrete-event simulator" is a system; with no description
    # of another kind, or an edition word, it stays a model ("Whisper-Edge, a streaming conformer", "Llama-Guard")
    rec = _record("", "DeepSeek-Sim is a discrete-event simulator. We present Whisper-Edge, a streaming conformer. "
                      "We also use Mistral-Large-2 and Llama-Guard.")
    assert rec["entities"]["System"] == ["DeepSeek-Sim"]
    assert rec["entities"]["Model"] == ["Whisper-Edge", "Mistral-Large-2", "Llama Guard"]


def test_a_packet_level_network_is_a_computer_network():
    # styled (LLM training simulation): "a packet-level network model" models a computer network, no neural one
    rec = _record("", "It models communication with a packet-level network model calibrated on real clusters.")
    assert rec["entities"]["Model"] == []


def test_a_known_benchmark_with_an_edition_word_is_one_data_set():
    # styled (serving LLM agents): "SWE-bench Lite" is one benchmark, not SWE-bench and a data set "Lite"
    rec = _record("", "On agentic benchmarks including SWE-bench Lite, WebArena and ToolBench, it wins. On BIG-Bench "
                      "Hard it wins too.")
    assert rec["entities"]["Dataset"] == ["SWE-bench Lite", "WebArena", "ToolBench", "BIG-Bench Hard"]


def test_a_known_devices_name_ending_in_s_is_written_as_the_vocabulary_writes_it():
    # styled (embedding compression for CPU inference): "an Intel Sapphire Rapids CPU" is Sapphire Rapids, not a
    # plural made singular; Intel's other generations are known by their code names too
    rec = _record("", "It saves energy on an Intel Sapphire Rapids CPU and on Ice Lake and Skylake servers.")
    assert rec["entities"]["Hardware"] == ["Sapphire Rapids", "CPU", "Ice Lake", "Skylake"]


def test_how_much_of_a_quantity_and_verbs_of_misjudging_are_no_part_of_a_metric():
    # styled (MoE parallelism switching; LLM training simulation): "with zero cost", "simulators mispredict iteration
    # time"
    rec = _record("", "It switches strategies at every iteration with zero cost. Other simulators mispredict iteration "
                      "time by 18%.")
    assert rec["entities"]["Metric"] == ["cost", "iteration time"]


def test_an_attribute_or_measure_after_a_technique_word_names_no_technique():
    # in the manner of arXiv 2512.13617 (a graph attention network): "global graph properties", "local clustering
    # coefficient" are attributes of graphs and nodes
    rec = _record("", "GNNs struggle to capture global graph properties. It adds node degree and local clustering "
                      "coefficient.")
    assert rec["entities"]["Technique"] == []
    # how long the setup ran is no kind of method: "In a 30-day trace replay"
    rec = _record("", "In a 30-day trace replay of a 2,048-GPU cluster, Phoenix raises effective training time.")
    assert not any("day" in t for t in rec["entities"]["Technique"])
    # what a program is: "compiles the backward graph", "a dependency graph of operators"
    rec = _record("", "SparseBP compiles the backward graph ahead of time. Spindle builds a dependency graph of "
                      "operators and a proximity graph.")
    assert rec["entities"]["Technique"] == ["proximity graph"]
    # a measure between two things: "by prompt embedding similarity" names no method (nor is one proposed)
    rec = _record("", "We propose StepReuse, an approximate caching system that retrieves a cached latent by prompt "
                      "embedding similarity.")
    assert rec["entities"]["Technique"] == ["approximate caching"] and rec["proposes"] == ["StepReuse"]


def test_a_data_sets_one_letter_variant_is_a_data_set_and_ict_is_a_field():
    # in the manner of arXiv 2512.13641 (mango leaf diagnosis) and 2512.13573 (MMhops): "MangoLeafDB-C" is the
    # corrupted MangoLeafDB, as ImageNet-C; "MMhops-R1, a ... framework" is no data set. ICT is a field.
    rec = _record("", "We adapted the MangoLeafDB dataset, generating MangoLeafDB-C with 19 types of corruptions. "
                      "The ICT sector emits.")
    assert rec["entities"]["Dataset"] == ["MangoLeafDB", "MangoLeafDB-C"]
    assert rec["entities"]["System"] == []
    rec = _record("", "We introduce MMhops, a large-scale benchmark. We propose MMhops-R1, a novel retrieval-augmented "
                      "generation framework.")
    assert rec["entities"]["System"] == ["MMhops-R1"]


def test_the_abstracts_typing_of_a_name_outranks_the_titles_default():
    # in the manner of arXiv 2512.13608 (DBT-DINO): the title's "DBT-DINO: Towards ..." types it a system only by
    # default; the abstract's "we developed DBT-DINO, the first foundation model for DBT" makes it a model
    rec = _record("DBT-DINO: Towards Foundation Model Based Analysis of Tomosynthesis",
                  "Using a dataset of unprecedented size, we developed DBT-DINO, the first foundation model for DBT.")
    assert "DBT-DINO" in rec["entities"]["Model"]


def test_a_dimension_listed_with_a_size_is_a_quantity_of_its_own():
    # in the manner of arXiv 2512.13634 (scaling limits of SGD): "as the dimension and sample size go to infinity"
    rec = _record("", "It converges as the dimension and sample size go to infinity.")
    assert rec["entities"]["Metric"] == ["sample size"]


def test_a_high_quantity_before_a_method_names_no_kind_of_it():
    # the vLLM abstract (arXiv 2309.06180): "High throughput serving of large language models" is serving with a
    # high throughput, no technique "throughput serving"
    rec = _record("", "High throughput serving of large language models (LLMs) requires batching.")
    assert rec["entities"]["Technique"] == ["batching"]


def test_what_a_device_is_like_is_no_kind_of_it_and_spmd_is_no_system():
    # the POET abstract (arXiv 2207.07697): "a Cortex-M class embedded device", "memory-scarce battery-operated edge
    # devices"; Pathways (arXiv 2203.12533): "SPMD computations over 2048 TPUs" (an execution model, as SIMD)
    rec = _record("", "It runs SPMD computations over 2048 TPUs. It fine-tunes BERT within the memory constraints of a "
                      "Cortex-M class embedded device on memory-scarce battery-operated edge devices.")
    assert rec["entities"]["System"] == []
    assert rec["entities"]["Hardware"] == ["TPU", "Cortex-M", "embedded device", "edge device"]


def test_a_known_quantity_a_gerund_acts_on_is_no_metric_mention():
    # the TVM abstract (arXiv 1802.04799): "memory latency hiding", "a learning-based cost modeling method"; a verb's
    # subject ("latency increasing with load") or a saving of it stays
    rec = _record("", "It solves operator fusion and memory latency hiding. It uses a learning-based cost modeling method.")
    assert rec["entities"]["Metric"] == []
    rec = _record("", "Latency increasing with load hurts. Its training cost saving is 5x.")
    assert rec["entities"]["Metric"] == ["latency", "training cost"]


def test_which_ones_is_no_kind_of_device():
    # the GPipe abstract (arXiv 1811.06965): "pipelining different sub-sequences of layers on separate accelerators"
    rec = _record("", "By pipelining different sub-sequences of layers on separate accelerators, GPipe scales.")
    assert rec["entities"]["Hardware"] == ["accelerator"]


def test_kinds_of_ai_are_fields_not_systems():
    # Semantic Scholar sample: "XAI methods", "NeuroAI", "AGI" (as AI itself, fields are not annotated)
    rec = _record("", "XAI methods and NeuroAI and AGI research grow. GenAI tools spread.")
    assert rec["entities"]["System"] == []


def test_a_unit_that_processes_nothing_is_no_device_nor_is_its_acronym():
    # Semantic Scholar sample: "Emergency Department Intensive Care Unit (ED-ICU) design"; a processing unit stays
    rec = _record("", "We redesign rooms and Emergency Department Intensive Care Unit (ED-ICU) design. It runs on a "
                      "Vector Processing Unit (VPU).")
    assert rec["entities"]["Hardware"] == ["Vector Processing Unit"]
    assert rec["entities"]["System"] == []


def test_a_name_described_as_a_neural_architecture_is_a_model():
    # in the manner of arXiv 2512.13442 (XNNTab): "we present XNNTab, a neural architecture that combines ..."
    rec = _record("", "In this work, we present XNNTab, a neural architecture that combines the expressiveness of "
                      "neural networks and interpretability.")
    assert rec["entities"]["Model"] == ["XNNTab", "neural network"]


def test_a_word_as_often_a_verb_right_after_a_plural_noun_is_a_verb():
    # styled (vector databases, embedding sharding, long-context serving): "databases store embeddings", "models
    # hold embedding tables", "applications stress serving systems"
    rec = _record("", "Vector databases store embeddings. Industrial recommendation models hold embedding tables of "
                      "terabytes. Long-context applications stress serving systems.")
    assert rec["entities"]["Technique"] == ["vector database", "embedding table"]


def test_a_quantity_word_opening_a_known_method_names_no_metric():
    # styled (multimodal multi-task training): "A profiler-guided cost model predicts each operator's time" names the
    # cost model, no metric "profiler-guided cost"; the cost itself still is one
    rec = _record("", "A profiler-guided cost model predicts each operator's time. It cuts the training cost by 2x.")
    assert rec["entities"]["Technique"] == ["cost model"]
    assert rec["entities"]["Metric"] == ["training cost"]


def test_nlp_entities_list_mates_between_names_and_before_a_preposition():
    # styled on graph-learning benchmark studies: "Exphormer" between two names of systems is one too (though
    # it ends as a common noun would); "GatedGCN" after two known models, ending the list before "under", is a
    # model; capitalised adjectives belong to a benchmark's name; "once" is no modifier
    rec = _record("", "We re-evaluate GraphGPS, Exphormer, and SAN against GCN, GIN and GatedGCN under a common "
                      "protocol on datasets from the Long Range Graph Benchmark. The gains shrink on average once "
                      "random-walk structural encodings are added.")
    assert rec["entities"]["System"] == ["GraphGPS", "Exphormer", "SAN"]
    assert "GatedGCN" in rec["entities"]["Model"]
    assert rec["entities"]["Dataset"] == ["Long Range Graph Benchmark"]
    assert rec["entities"]["Technique"] == ["random-walk structural encoding"]


def test_nlp_entities_names_built_on_known_ones_and_their_releases():
    # styled on video generation and speech papers: "Open-Sora" is not Sora; "a frozen Stable Diffusion 2.1
    # model" is that release; "Whisper-large-v3" a size of Whisper (a model); "ClearGrasp-Net" a network;
    # "Multi-LLM serving" keeps its prefix a prefix
    rec = _record("", "Applied to Open-Sora and Mini-Gemini, it injects features into a frozen Stable Diffusion 2.1 "
                      "model. We fine-tune Whisper-large-v3 and propose ClearGrasp-Net, which completes depth.")
    assert rec["entities"]["Model"] == ["Open-Sora", "Mini-Gemini", "Stable Diffusion 2.1", "Whisper-large-v3",
                                        "ClearGrasp-Net"]
    assert "Multi-LLM" not in _record("", "We study Multi-LLM serving.")["entities"]["Model"]


def test_nlp_entities_a_quantity_and_its_verb_and_words_of_two_kinds():
    # styled on VLM counting benchmarks: "Accuracy drops from 90% to 20%" is accuracy and its verb; "LPIPS"
    # keeps its S; "citation precision" is measured, "FP8 precision" a number format, "surgical precision" neither;
    # "differentially private fine-tuning" is one method
    rec = _record("", "Accuracy drops from over 90% to below 20%. It improves the LPIPS by 0.09. CiteSum raises "
                      "citation precision to 92.4% in FP8 precision with surgical precision. Differentially private "
                      "fine-tuning eliminates extraction.")
    assert rec["entities"]["Metric"] == ["accuracy", "LPIPS", "citation precision"]
    assert rec["entities"]["Technique"] == ["FP8 precision", "differentially private fine-tuning"]


def test_nlp_entities_randomization_and_labeling_are_method_heads():
    # styled on sim-to-real grasping and speech recognition: "domain randomization", "pseudo-labeling"
    rec = _record("", "Trained only in simulation with domain randomization, it works. We apply pseudo-labeling "
                      "to radio broadcasts.")
    assert rec["entities"]["Technique"] == ["domain randomization", "pseudo-labeling"]


def test_nlp_entities_a_plain_word_listed_with_a_version_of_a_known_data_set():
    # styled on open-vocabulary 3D segmentation: "On ScanNet200 and Replica" (ScanNet200 a version of ScanNet);
    # "Chronos-Base" is a name and its edition
    rec = _record("", "On ScanNet200 and Replica, OmniSeg3D-X achieves 28.4 AP. It beats Chronos-Base.")
    assert rec["entities"]["Dataset"] == ["ScanNet200", "Replica"]
    assert rec["entities"]["Model"] == ["Chronos-Base"]


def test_nlp_entities_a_gerunds_phrase_opening_a_title_is_no_name():
    # "Curating Clinical Dialogues: The MedDialog-R Corpus" (and Semantic Scholar titles such as "Assessing Deep
    # Learning: ...", "Advancing Patient Care: ...")
    rec = _record("Curating Clinical Dialogues: The MedDialog-R Corpus",
                  "We curate MedDialog-R, a dataset of 52,000 conversations.")
    assert rec["entities"]["Dataset"] == ["MedDialog-R"] and rec["entities"]["System"] == []
    assert rec["proposes"] == ["MedDialog-R"]


def test_nlp_entities_an_acronym_defined_name_types_the_titles_phrase(sample_record):
    # arXiv 2512.13511 (TARA): the title's "Time Aware Retrieval Adaptation of MLLMs" reads as a method phrase;
    # "dubbed TARA (Time Aware Retrieval Adaptation)" makes it the paper's named method
    rec = sample_record("arxiv_atom_page.xml", "2512.13511")
    assert "Time Aware Retrieval Adaptation" in rec["entities"]["System"]
    assert rec["proposes"] == ["Time Aware Retrieval Adaptation"]


def test_nlp_entities_molecules_and_theories_are_no_systems():
    # Semantic Scholar sample records 8c0ac9096850 ("DNA") and ebb565152270 ("mRNA"); the arXiv snapshot's "QCD"
    rec = _record("", "We model DNA, RNA and mRNA sequences with QCD-inspired tools.")
    assert rec["entities"]["System"] == []


def test_nlp_entities_an_opening_count_of_devices_types_no_name():
    # styled on pipeline-bubble filling: "On 64 GPUs, PipeFill increases ..." (PipeFill is no device); a
    # "month-long training run" is no method
    rec = _record("", "On 64 GPUs, PipeFill increases GPU utilization by 45% over a month-long training run.")
    assert rec["entities"]["System"] == ["PipeFill"] and rec["entities"]["Hardware"] == ["GPU"]
    assert rec["entities"]["Technique"] == []


def test_nlp_entities_caches_are_caches():
    # "recompute the documents' KV caches": a cache, not a "cach" (nor are batches "batche")
    from kg.nlp_entities import singular

    assert [singular(w) for w in ("caches", "niches", "batches", "approaches")] == [
        "cache", "niche", "batch", "approach"]
    rec = _record("", "Serving systems recompute the documents' KV caches for every request.")
    assert rec["entities"]["Technique"] == ["KV cache"]


def test_nlp_entities_a_list_shares_the_head_of_the_longer_phrase_and_costs_can_be_a_verb():
    # styled on quantization-error studies: "weight, activation and KV cache quantization" shares "quantization"
    # (no "weight cache"); "costs less than 0.5 points" is the verb; "data, tensor and pipeline parallelism" still
    # distributes
    rec = _record("", "We analyze weight, activation and KV cache quantization. KV cache quantization to 4 bits costs "
                      "less than 0.5 points of accuracy. We use data, tensor and pipeline parallelism.")
    assert not any("cache" in t and t != "KV cache quantization" for t in rec["entities"]["Technique"])
    assert {"data parallelism", "tensor parallelism", "pipeline parallelism"} <= set(rec["entities"]["Technique"])
    assert rec["entities"]["Metric"] == ["accuracy"]


def test_nlp_entities_a_known_models_release_before_a_preposition():
    # styled on agent benchmarks: "built on Claude 3.7 Sonnet with a ReAct-style scaffold"
    assert _record("", "The best agent, built on Claude 3.7 Sonnet with a ReAct-style scaffold, solves 38.9% of the "
                       "tasks.")["entities"]["Model"] == ["Claude 3.7 Sonnet"]


def test_nlp_entities_a_list_after_on_ending_in_a_benchmark_shaped_name():
    # styled on video token pruning: "On Video-MME, MLVU and LongVideoBench" are three data sets; "On Pascal VOC,
    # Edge-YOLO-S attains" keeps the detector, no data set
    assert _record("", "On Video-MME, MLVU and LongVideoBench, FrameSkim retains 98.7% of the accuracy.")[
        "entities"]["Dataset"] == ["Video-MME", "MLVU", "LongVideoBench"]
    assert _record("", "On Pascal VOC, Edge-YOLO-S attains 80%.")["entities"]["Model"] == ["Edge-YOLO-S"]


def test_nlp_entities_names_data_sets_come_from_or_are_subsets_of():
    # styled on data selection and tabular benchmarks: "the selected subsets of Tulu-v2", "84 classification and
    # regression datasets from OpenML"
    rec = _record("", "Fine-tuning on the selected subsets of Tulu-v2 helps. We use 84 classification and regression "
                      "datasets from OpenML.")
    assert rec["entities"]["Dataset"] == ["Tulu-v2", "OpenML"] and rec["entities"]["System"] == []


def test_nlp_entities_a_subtitles_head_comes_before_its_preposition():
    # "SpecEdge: Speculative Decoding Between Edge Devices and the Cloud" is no device: the subtitle's head is
    # "Decoding"
    rec = _record("SpecEdge: Speculative Decoding Between Edge Devices and the Cloud",
                  "SpecEdge splits speculative decoding across the two.")
    assert rec["entities"]["System"] == ["SpecEdge"] and "SpecEdge" not in rec["entities"]["Hardware"]


def test_nlp_entities_a_title_name_takes_no_type_from_a_noun_past_its_colon():
    # styled on the Glow compiler paper (CGO-style title): "Glow: Graph Lowering ..." named a data set, as if
    # "Glow graph" were a graph like "the Twitter graph"
    rec = _record("Glow: Graph Lowering Compiler Techniques for Neural Networks",
                  "This paper presents the design of Glow, a machine learning compiler for heterogeneous hardware.")
    assert rec["entities"]["System"] == ["Glow"] and rec["entities"]["Dataset"] == []


def test_nlp_entities_an_acronyms_long_form_ending_in_a_known_method_is_no_machine():
    # Merlin HugeCTR (RecSys 2022): "a hierarchical parameter server (HPS)" is a kind of parameter server (a method
    # the vocabulary knows), not a server machine; "a GPU server" still is one
    rec = _record("", "Merlin HugeCTR additionally features a hierarchical parameter server (HPS) for inference on "
                      "a GPU server.")
    assert "hierarchical parameter server" in rec["entities"]["Technique"]
    assert rec["entities"]["Hardware"] == ["GPU server"]


def test_nlp_entities_software_and_hardware_written_short_and_a_scale_out_network_are_no_names():
    # Meta's ZionEX paper (ISCA 2022): "the SW/HW co-designed solution" names no system SW or HW, and "dedicated
    # scale-out network" is the machines' network, not a neural one
    rec = _record("", "In this paper we discuss the SW/HW co-designed solution for distributed training of DLRMs. We "
                      "design the ZionEX platform with dedicated scale-out network, provisioned with high bandwidth.")
    assert rec["entities"]["System"] == ["ZionEX"] and rec["entities"]["Model"] == ["DLRM"]


def test_nlp_entities_a_subtitles_opening_verb_is_no_modifier_of_its_object():
    # "Welder: Scheduling Deep Learning Memory Access via Tile-graph" (OSDI 2023): the subtitle schedules memory
    # access; there is no "scheduling ... memory access" to measure (nor, uncounted, a measure of memory access)
    rec = _record("Welder: Scheduling Deep Learning Memory Access via Tile-graph", "We propose Welder.")
    assert not any(m.lower().startswith("scheduling") for m in rec["entities"]["Metric"])
    assert rec["entities"]["System"] == ["Welder"]


def test_nlp_entities_a_camel_case_name_after_a_dimension_is_a_name():
    # HybridFlow (EuroSys 2025): "We further design a 3D-HybridEngine for efficient actor model resharding"; a
    # dimension before a plain word is still no name ("3D parallelism")
    rec = _record("", "We propose HybridFlow. We further design a 3D-HybridEngine for efficient actor model "
                      "resharding with 3D parallelism.")
    assert rec["entities"]["System"] == ["HybridFlow", "3D-HybridEngine"]
    assert rec["proposes"] == ["HybridFlow", "3D-HybridEngine"]


def test_nlp_entities_k_nearest_neighbours_are_no_neural_network():
    # styled on billion-scale vector search: "answers 10-NN queries", "a k-NN classifier" name no NN model; a
    # "256-GPU trace" still mentions GPUs
    rec = _record("", "FastRAG-Index answers 10-NN queries at 90% recall. We use a k-NN classifier on a 256-GPU trace.")
    assert rec["entities"]["Model"] == [] and rec["entities"]["Hardware"] == ["GPU"]


def test_nlp_entities_name_with_a_bracket_at_the_end_of_the_text(nlp, shared_dir):
    # arXiv 0704.0170 (../shared/data/formats/arxiv_oai_snapshot_head200.jsonl), cut after "the low-dimensional
    # inorganic spin-Peierls system TiOX (TiOBr and TiOCl)": the check for "NAME (SHORT), a ..." read the token
    # after the closing bracket, past the end of the text (IndexError)
    import json

    with open(shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl", encoding="utf-8") as f:
        abstract = next(r for r in map(json.loads, f) if r["id"] == "0704.0170")["abstract"]
    cut = abstract[: abstract.index("(TiOBr and TiOCl)") + len("(TiOBr and TiOCl)")]
    doc = run(nlp, " ".join(cut.split()))
    assert doc.text.endswith("system TiOX (TiOBr and TiOCl)") and len(list(doc.sents)) >= 1


def test_nlp_entities_slo_modifies_a_metric():
    # styled on mixed-workload LLM serving: "achieves up to 10.3x SLO goodput" measures the SLO goodput, not any
    # goodput (SLO alone is no name, but it names a kind of metric)
    rec = _record(None, "Tempo achieves up to 10.3x SLO goodput compared to vLLM. The SLO violation rate drops by "
                        "40%.")
    assert rec["entities"]["Metric"] == ["SLO goodput", "SLO violation rate"]
    assert [r["metric"] for r in rec["results"]] == ["slo goodput", "slo violation rate"]


def test_nlp_entities_a_known_device_before_dataset_names_a_data_set():
    # styled on monocular dynamic reconstruction: "On the iPhone dataset" is a data set named after the device
    # (the vocabulary's Hardware concept); "Reddit dataset" likewise after a known name
    rec = _record(None, "On the iPhone dataset, MoPrior improves PSNR by 1.4 dB. We also use the Reddit dataset.")
    assert rec["entities"]["Dataset"] == ["iPhone", "Reddit"] and rec["entities"]["Hardware"] == []


def test_nlp_entities_a_method_word_before_context_or_rows_describes_the_data():
    # styled on serving tabular foundation models: "caches the encoded training context across requests" named a
    # technique "encoded training"; the method word describes the context, as in "normal training data"
    rec = _record(None, "TabServe caches the encoded training context across requests and skips padded inference "
                        "rows.")
    assert rec["entities"]["Technique"] == []


def test_nlp_entities_a_name_after_a_rate_on_is_a_data_set():
    # styled on generalist robot policies: "reaches a 76.5% average success rate on LIBERO" measures on a data set
    # (as "a score of 85.3 on MMLU" does), no system
    rec = _record(None, "Fine-tuned OpenVLA reaches a 76.5% average success rate on LIBERO.")
    assert rec["entities"]["Dataset"] == ["LIBERO"] and "LIBERO" not in rec["entities"]["System"]


def test_nlp_entities_the_titles_method_by_the_acronym_the_abstract_proposes():
    # styled on video diffusion token pruning: the title's "Temporal Token Pruning" and the abstract's "We propose
    # TTP, which ..." are one method, a System named TTP (as the guideline's "layer-by-layer knowledge
    # distillation|LKD"), not the technique "temporal token pruning"
    rec = _record("Efficient Video Diffusion with Temporal Token Pruning",
                  "We propose TTP, which prunes temporally redundant tokens. Applied to Open-Sora, TTP reduces "
                  "generation time by 41%.")
    assert rec["entities"]["System"] == ["TTP"] and rec["entities"]["Technique"] == [] and rec["proposes"] == ["TTP"]


def test_nlp_entities_benchmarks_after_a_year_or_a_lists_kind_word():
    # styled on chip placement and generalist robot policies: "On the ISPD 2005 benchmarks" and "the Meta-World
    # and LIBERO manipulation benchmarks" name data sets (the year and the kind word stood between name and head)
    rec = _record(None, "On the ISPD 2005 benchmarks, PlaceGNN reduces wirelength by 7.9%. Policies transfer to the "
                        "FooBench and LIBERO manipulation benchmarks. We use the SGLang serving benchmark.")
    assert rec["entities"]["Dataset"] == ["ISPD", "FooBench", "LIBERO"] and "SGLang" in rec["entities"]["System"]


def test_nlp_entities_a_word_and_its_number_is_a_name_and_a_data_sets_sibling_is_one():
    # styled on multilingual reasoning: "including GPT-4o, Llama-3.1-70B and Aya-23" (a name and its number, as
    # Phi-3; not "Step-1", "COVID-19"); the FlashAttention abstract: "the Path-X challenge ... and Path-256" is a
    # data set as Path-X is
    assert [is_name_shape(w) for w in ("Aya-23", "Phi-3", "Step-1", "COVID-19", "Table-2", "Big-5")] == [
        True, True, False, False, False, False]
    rec = _record(None, "We evaluate 14 LLMs, including GPT-4o, Llama-3.1-70B and Aya-23. It is the first to solve "
                        "the Path-X challenge (61.4% accuracy) and Path-256 (63.1% accuracy).")
    assert "Aya-23" in rec["entities"]["Model"] and rec["entities"]["Dataset"] == ["Path-X", "Path-256"]


def test_nlp_entities_benchmarks_of_vision_robotics_and_vlms_are_known():
    # styled on open-vocabulary segmentation, robot policies and VLM papers: well-known data sets the vocabulary
    # lacked; the case-sensitive ones stay words in lower case ("the droid", "zinc")
    rec = _record(None, "PFSeg reaches 58.9 mIoU on Pascal Context and COCO-Stuff. Policies are tested on LIBERO, "
                        "CALVIN and Meta-World, and the VLM on DocVQA, ChartQA and MathVista. A droid binds zinc.")
    assert rec["entities"]["Dataset"] == ["PASCAL-Context", "COCO-Stuff", "LIBERO", "CALVIN", "Meta-World",
                                          "DocVQA", "ChartQA", "MathVista"]


def test_nlp_entities_a_comma_and_one_word_before_and_is_no_list_of_modifiers():
    # styled on federated unlearning: "retraining from scratch, and membership inference attacks fall" made a
    # technique "scratch inference"; "data, tensor, and pipeline parallelism" is still a list
    rec = _record(None, "FedForget beats retraining from scratch, and membership inference attacks fail. It "
                        "combines data, tensor, and pipeline parallelism.")
    assert rec["entities"]["Technique"] == ["retraining", "membership inference attack", "data parallelism",
                                            "tensor parallelism", "pipeline parallelism"]


def test_nlp_entities_depth_errors_are_metrics_and_regulations_no_systems():
    # styled on high-resolution depth estimation and federated unlearning: "lowers the AbsRel error"; arXiv
    # 2512.13430 (../shared/data/formats/arxiv_atom_page.xml) and "Regulations such as the GDPR": no system
    rec = _record(None, "HiRes-Depth lowers the AbsRel error by 18% compared to PatchFusion. Regulations such as the "
                        "GDPR require that data can be removed.")
    assert rec["entities"]["Metric"] == ["AbsRel"] and rec["entities"]["System"] == ["HiRes-Depth", "PatchFusion"]


def test_nlp_entities_lidar_is_a_device():
    # the Semantic Scholar sample: "Light Detection and Ranging (LiDAR)" was a system; styled on robust 3D
    # detection: "when the LiDAR fails"
    rec = _record(None, "We fuse cameras with Light Detection and Ranging (LiDAR). The detector works when the LiDAR "
                        "fails.")
    assert rec["entities"]["Hardware"] == ["camera", "LiDAR"] and rec["entities"]["System"] == []


def test_nlp_entities_a_method_verb_after_its_plural_subject():
    # styled on elastic vector-database sharding: "Distributed vector databases shard embeddings across nodes" made
    # a technique "shard embedding" (the verb, as "vector databases store embeddings")
    rec = _record(None, "Distributed vector databases shard embeddings across nodes, and accelerators offload "
                        "embedding tables to the host.")
    assert "shard embedding" not in rec["entities"]["Technique"]
    assert "offload embedding table" not in rec["entities"]["Technique"]


def test_nlp_entities_at_a_cost_of_is_an_idiom_unless_money_follows():
    # styled on carbon-aware scheduling: "reduces carbon emissions by 37% at a cost of 6% longer average job
    # completion time" names no cost (as "at the cost of"); "at a cost of $4.6M" is an amount of money
    rec = _record(None, "GreenSched reduces carbon emissions by 37% at a cost of 6% longer average job completion "
                        "time.")
    assert rec["entities"]["Metric"] == ["carbon emissions", "average job completion time"]
    rec = _record(None, "It trains GPT-3 at a cost of $4.6M.")
    assert rec["entities"]["Metric"] == ["cost"]


def test_nlp_entities_a_name_after_a_task_on_is_a_data_set():
    # styled on point-cloud pretraining: "transfers to part segmentation on ShapeNetPart" (a task on a data set, as
    # "code generation on HumanEval"); "runs inference on JetsonX" stays no data set
    rec = _record(None, "It transfers to part segmentation on ShapeNetPart with 87.9% instance mIoU. We test link "
                        "prediction on FooGraph and run inference on JetsonX.")
    assert rec["entities"]["Dataset"] == ["ShapeNetPart", "FooGraph"] and rec["entities"]["System"] == ["JetsonX"]


def test_nlp_entities_a_domain_adaptation_pair_is_two_data_sets():
    # styled on test-time adaptation: "On Cityscapes-to-ACDC adaptation" and "GTA5-to-Cityscapes" name two data
    # sets each (Cityscapes is known), not one system; a name built the same way stays one
    rec = _record(None, "On Cityscapes-to-ACDC adaptation, TTA-Seg improves mIoU from 56.7% to 63.2%. We present "
                        "Look-Ahead-to-Act, a planner.")
    assert rec["entities"]["Dataset"] == ["Cityscapes", "ACDC"]
    assert rec["entities"]["System"] == ["TTA-Seg", "Look-Ahead-to-Act"]


def test_nlp_entities_model_classes_named_by_their_kind_of_data_or_sparsity():
    # styled on interpretability and tensor-compiler abstracts: "sparse autoencoders", "a graph transformer" and
    # "denoising diffusion models" are model classes ("consistency models" too, known); "both dense and sparse
    # transformer models" (dev seed-23) stay the Transformer, and "a dual-branch Diffusion Transformer"
    # (arXiv 2512.13507) the named one
    rec = _record(None, "We train sparse autoencoders and a graph transformer, and compare denoising diffusion models "
                        "with consistency models. It serves both dense and sparse transformer models.")
    assert rec["entities"]["Model"] == ["sparse autoencoder", "graph transformer", "denoising diffusion model",
                                        "consistency model", "Transformer"]


def test_nlp_entities_a_quantity_under_control_or_management_is_no_metric():
    # styled on over-the-air federated aggregation: "with adaptive power control" made a metric "adaptive power";
    # "lowers power by 20%" still measures power
    rec = _record(None, "The scheme uses adaptive power control and energy management. It lowers the transmit power "
                        "by 20%.")
    assert rec["entities"]["Metric"] == ["transmit power"]
    assert rec["entities"]["Technique"] == ["energy management"]


def test_nlp_entities_simulated_devices_are_the_devices_and_a_names_scores_a_benchmarks():
    # styled on wireless federated learning and code-model continual pre-training: "100 simulated edge devices" is
    # the edge device; "MultiPL-E scores" are a benchmark's (a system before), "Elo scores" name no data set
    rec = _record(None, "We evaluate on 100 simulated edge devices. It improves MultiPL-E scores on Rust by 6.2 "
                        "points and Elo scores by 12.")
    assert rec["entities"]["Hardware"] == ["edge device"]
    assert rec["entities"]["Dataset"] == ["MultiPL-E"] and rec["entities"]["System"] == []


def test_nlp_entities_a_known_model_and_its_size_word_are_one_name():
    # styled on low-resource speech recognition: "Applied to Whisper-small" gave Whisper alone (T5-small and
    # BERT-base the vocabulary knows whole)
    rec = _record(None, "We fine-tune Whisper-small and Whisper-medium, and compare with T5-small.")
    assert rec["entities"]["Model"] == ["Whisper-small", "Whisper-medium", "T5-small"]


def test_nlp_entities_the_big_transformer_is_one_name():
    # helper set h467: "On ResNet-50/ImageNet and Transformer-big/WMT'14 En-De" gave the model "Transformer" (the
    # size word of the translation Transformer, beside its "-base")
    rec = _record(None, "We train Transformer-big and Transformer-base on WMT'14 En-De.")
    assert rec["entities"]["Model"] == ["Transformer-big", "Transformer-base"]


def test_nlp_entities_a_known_models_variant_by_domain_is_a_model():
    # styled on 3D medical segmentation: "distilled from a SAM-Med3D teacher" and "We fine-tune LLaVA-Med" gave
    # systems (an unknown name's default); a tool built around a model stays a system
    rec = _record(None, "It is distilled from a SAM-Med3D teacher. We fine-tune LLaVA-Med with LLaMA-Factory. Frames "
                        "go to a cloud-hosted YOLOv8-X.")
    assert rec["entities"]["Model"] == ["SAM-Med3D", "LLaVA-Med", "YOLOv8-X"]  # (its "X." glued to the full stop)
    assert rec["entities"]["System"] == ["LLaMA-Factory"]


def test_nlp_entities_a_volume_of_images_is_no_metric():
    # styled on 3D medical segmentation: "for 3D medical volumes" made a metric "medical volume" (and the
    # Semantic Scholar sample's "segmentation of ... lung volumes"); "communication volume" is measured
    rec = _record(None, "It segments 3D medical volumes and lung volumes, and halves the communication volume.")
    assert rec["entities"]["Metric"] == ["communication volume"]


def test_nlp_entities_well_known_training_and_robustness_methods_are_known():
    # styled on certified robustness of GNNs and offline RL: "randomized smoothing", "label smoothing", "behavior
    # cloning" and "conformal prediction" were not found; "boosting accuracy" stays a verb
    rec = _record(None, "We derive a bound based on randomized smoothing and train with label smoothing, behavior "
                        "cloning and conformal prediction, boosting accuracy by 3%.")
    assert rec["entities"]["Technique"] == ["randomized smoothing", "label smoothing", "behavior cloning",
                                            "conformal prediction"]


def test_nlp_entities_a_verb_cause_names_no_technique():
    # styled on fault-tolerant collectives: "Link failures in large GPU clusters cause training jobs to stall" made
    # a technique "cause training"
    rec = _record(None, "Link failures in large GPU clusters cause training jobs to stall.")
    assert rec["entities"]["Technique"] == []


def test_nlp_entities_a_device_code_and_its_edition_word_are_one_device():
    # styled on on-device LLM energy: "Apple A17 Pro chips" gave "A17" and a device "Pro chip"; Firecracker (the
    # microVM monitor) is known
    rec = _record(None, "We measure Apple A17 Pro chips and an M4 Max, serving from Firecracker microVMs.")
    assert rec["entities"]["Hardware"][:2] == ["A17 Pro", "M4 Max"]
    assert "Firecracker" in rec["entities"]["System"]


def test_nlp_entities_a_count_of_things_is_a_metric():
    # styled on dynamic-shape operator fusion: "reduces kernel launch counts by 46%" had no metric; the Semantic
    # Scholar sample's "a higher character count" is measured too, its "Borda count" (a voting method) is not
    rec = _record(None, "ShapeFuse reduces kernel launch counts by 46%. Votes are merged by a Borda count.")
    assert rec["entities"]["Metric"] == ["kernel launch count"]
    assert rec["results"][0]["metric"] == "kernel launch count"


def test_nlp_entities_unknown_acronyms_typed_by_their_context():
    # styled on causal inference, long-video understanding and place recognition: "On the IHDP and ACIC 2016
    # benchmarks" (a list's edition year), "reduces the PEHE by 23%" (a changed quantity), "on LongVideoBench and
    # Video-MME" (a known benchmark's variant), "Pittsburgh30k" (thousands of items) were systems or a model;
    # "GPS-tagged" was a system
    rec = _record(None, "On the IHDP and ACIC 2016 benchmarks, our estimator reduces the PEHE by 23%. FrameSkim runs "
                        "5.2x faster on LongVideoBench and Video-MME. We train over GPS-tagged sequences and test on "
                        "Pittsburgh30k. Our codec saves 35% BD-rate over VVC.")
    assert rec["entities"]["Dataset"] == ["IHDP", "ACIC", "LongVideoBench", "Video-MME", "Pittsburgh30k"]
    assert rec["entities"]["Metric"] == ["PEHE", "BD-rate"]
    assert rec["entities"]["System"] == ["FrameSkim", "VVC"]


def test_nlp_entities_a_known_system_and_a_capitalised_word_after_its_hyphen_name_a_new_one():
    # styled on energy-aware GPU scheduling: "and propose Zeus-Sched, a heuristic" gave the known Zeus (and
    # proposed nothing); "5 OGB graphs" made a technique "OGB graph"
    rec = _record(None, "We formulate scheduling as a mixed-integer program and propose Zeus-Sched, a heuristic that "
                        "co-optimizes GPU frequency. On 5 OGB graphs, it is fast.")
    assert rec["entities"]["System"] == ["Zeus-Sched"] and rec["proposes"] == ["Zeus-Sched"]
    assert rec["entities"]["Technique"] == ["mixed-integer program"]  # (no "OGB graph")


def test_nlp_entities_a_benchmark_of_a_kind_and_traffic_that_is_no_quantity():
    # styled on driving-scenario generation and recommendation debiasing: "on the nuPlan closed-loop benchmark" was a
    # system, "safety-critical traffic scenarios" a metric, "Amazon-Book" was lost
    rec = _record(None, "DriveGen synthesizes safety-critical traffic scenarios and lowers the collision rate on the "
                        "nuPlan closed-loop benchmark. On Yelp and Amazon-Book, it improves NDCG@20.")
    assert rec["entities"]["Dataset"] == ["nuPlan", "Yelp", "Amazon Books"]
    assert rec["entities"]["Metric"] == ["collision rate", "NDCG@20"]


def test_nlp_entities_a_number_format_is_no_device():
    # styled on mixed-precision iterative refinement: "backward errors comparable to FP64" gave a device "FP64" (a
    # device code's shape); "on NVIDIA H100 GPUs" stays
    rec = _record(None, "The solver reaches backward errors comparable to FP64 on NVIDIA H100 GPUs, with TF32 inputs.")
    assert rec["entities"]["Hardware"] == ["H100", "GPU"] and rec["entities"]["System"] == []


def test_nlp_entities_fidelity_is_measured_unless_it_makes_an_adjective():
    # styled on distributed quantum-circuit simulation: "while keeping fidelity above 0.999" had no metric; arXiv
    # 2512.13604's "visual fidelity" is one; dev seed-15's "generate high fidelity images" is not
    rec = _record(None, "QSim-Dist reduces memory usage by 8x while keeping fidelity above 0.999. Models generate high "
                        "fidelity images with better visual fidelity.")
    assert rec["entities"]["Metric"] == ["memory usage", "fidelity", "visual fidelity"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(8.0, "memory usage"), (0.999, "fidelity")]


def test_nlp_entities_a_comma_list_of_plain_names_before_a_data_head():
    # styled on tabular learning: "on the Adult, Census and Covertype datasets" gave only Covertype (the list
    # was followed over "and" alone); "Using Foo, Bar and Baz datasets" has no opener and names only Baz
    rec = _record(None, "We evaluate on the Adult, Census and Covertype datasets. Using Foo, Bar and Baz datasets.")
    assert rec["entities"]["Dataset"] == ["Adult", "Census", "Covertype", "Baz"]


def test_nlp_entities_fields_of_engineering_and_learning_outcomes_are_no_methods():
    # arXiv 2512.13524, 2512.13444, 2512.13472 and 2512.13658 (../shared/data/formats/arxiv_atom_page.xml): "software
    # engineering", "requirements engineering" and "programming languages" are fields; "intended learning
    # outcomes" are a course's aims ("prompt engineering" stays a method)
    rec = _record(None, "We align resources with intended learning outcomes. Software engineering and requirements "
                        "engineering benefit from programming languages research and prompt engineering.")
    assert rec["entities"]["Technique"] == ["prompt engineering"]


def test_nlp_entities_a_quantitys_word_as_a_verb_or_of_how_rounds_run():
    # styled on reversible KV-cache eviction and asynchronous federated learning: "recalls them when needed" and
    # "assume synchronous rounds" were metrics ("recall", "synchronous round")
    assert _record(None, "It offloads evicted entries to CPU memory and recalls them when needed.")["entities"][
        "Metric"] == []
    assert _record(None, "Most systems assume synchronous rounds.")["entities"]["Metric"] == []
    assert _record(None, "Recall is 0.9.")["entities"]["Metric"] == ["recall"]


def test_nlp_entities_a_described_acronym_before_model_is_the_models_name():
    # styled on diffusion weather emulators: "faster than the physics-based HRRR model" gave a model "physics-based
    # HRRR model" (the name alone is the model) and "CRPS" a system (a forecast score)
    rec = _record(None, "StormCast-L is about 1,000x faster than the physics-based HRRR model while matching its CRPS.")
    assert rec["entities"]["Model"] == ["HRRR"] and rec["entities"]["Metric"] == ["CRPS"]


def test_nlp_entities_a_name_described_as_an_analytic_model_is_a_system():
    # styled on MoE offloading (MoE-Lightning): "introduces CGOPipe, a novel CPU-GPU-I/O pipelining schedule, and
    # HRM, a Hierarchical Roofline Model for performance estimation" typed both names as ML models
    rec = _record(None, "MoE-Lightning introduces CGOPipe, a novel CPU-GPU-I/O pipelining schedule, and HRM, a "
                        "Hierarchical Roofline Model for performance estimation.")
    assert rec["entities"]["System"] == ["MoE-Lightning", "CGOPipe", "HRM"] and rec["entities"]["Model"] == []


def test_nlp_entities_an_instruction_set_extension_is_no_system():
    # styled on CPU LLM inference: "weight-only INT4 quantization with AVX-512 VNNI kernels" made VNNI a system
    rec = _record(None, "CPU-Infer applies weight-only INT4 quantization with AVX-512 VNNI kernels.")
    assert rec["entities"]["System"] == ["CPU-Infer"]


def test_nlp_entities_a_storage_engines_amplification_is_a_metric():
    # styled on LSM-tree compaction: "cuts write amplification by 1.6x and read amplification by 22%" found no
    # metric, and the results were left without one
    rec = _record(None, "Implemented in RocksDB, Sieve cuts write amplification by 1.6x and read amplification "
                        "by 22% on YCSB.")
    assert sorted(rec["entities"]["Metric"]) == ["read amplification", "write amplification"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.6, "write amplification"),
                                                                   (22.0, "read amplification")]


def test_nlp_entities_q_error_is_a_metric():
    # styled on learned cardinality estimation: "reduces the median q-error from 3.1 to 1.4" found no metric and no
    # result ("q" and "error" apart)
    rec = _record(None, "On the JOB-light benchmark, Zebra reduces the median q-error from 3.1 to 1.4 compared to "
                        "PostgreSQL, and its 99th-percentile Q-error by 12x.")
    assert rec["entities"]["Metric"] == ["q-error"]
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (3.1, "", "q-error"), (1.4, "", "q-error"), (12.0, "x", "q-error")]


def test_nlp_entities_a_device_code_before_a_technique_is_the_device():
    # styled on confidential GPU inference: "on NVIDIA H100 confidential computing mode" gave a technique "H100
    # confidential computing"
    rec = _record(None, "Harbor overlaps encryption with kernel execution on NVIDIA H100 confidential computing mode "
                        "and applies A100 structured sparsity.")
    assert sorted(rec["entities"]["Technique"]) == ["confidential computing", "encryption", "structured sparsity"]
    assert sorted(rec["entities"]["Hardware"]) == ["A100", "H100"]


def test_nlp_entities_a_models_release_before_by_stays_in_its_name():
    # styled on prompt-injection detectors: "outperforming PromptGuard and Llama Guard 3 by 11 and 17 F1 points"
    # cut the release off ("Llama Guard") and lost the model as a baseline
    rec = _record("Aegis: Detecting Prompt Injection", "We introduce Aegis, a prompt injection detector. Aegis "
                  "outperforms PromptGuard and Llama Guard 3 by 11 and 17 F1 points.")
    assert "Llama Guard 3" in rec["entities"]["Model"]
    assert rec["baselines"] == ["PromptGuard", "Llama Guard 3"]
    assert [r["value"] for r in rec["results"]] == [11.0, 17.0]


def test_nlp_entities_a_benchmarks_hard_or_extreme_edition_is_a_dataset():
    # styled on tiny recursive reasoning models: "87.4% accuracy on Sudoku-Extreme and 85% on Maze-Hard" found
    # neither benchmark
    rec = _record(None, "Our TRM reaches 87.4% accuracy on Sudoku-Extreme and 85% on Maze-Hard, and 45% on ARC-AGI.")
    assert sorted(rec["entities"]["Dataset"]) == ["ARC-AGI", "Maze-Hard", "Sudoku-Extreme"]
    # a prefix word before the hyphen makes no name: "semi-hard negatives"
    assert _record(None, "It mines Semi-Hard negatives for the contrastive loss.")["entities"]["Dataset"] == []


def test_nlp_entities_a_pair_of_number_formats_is_no_name():
    # styled on mixed-precision MoE kernels: "FP16xINT4 GPU kernels" gave a device "FP16xINT4", and "FP8×FP8" a system
    rec = _record(None, "We introduce Marlin-MoE, a set of FP16xINT4 GPU kernels for mixture-of-experts inference on "
                        "an A10 GPU. It also supports FP8×FP8 and BF16/INT8 GEMMs.")
    assert sorted(rec["entities"]["Hardware"]) == ["A10", "GPU"]
    assert rec["entities"]["System"] == ["Marlin-MoE"]


def test_nlp_entities_a_verb_after_a_capitalised_or_acronym_plural_subject_is_a_verb():
    # styled on tiered-memory DLRM training: "Deep learning recommendation models (DLRMs) hold embedding tables"
    # gave a technique "hold embedding table"; so did a sentence's first word or an acronym's plural as subject
    rec = _record(None, "Deep learning recommendation models (DLRMs) hold embedding tables of several terabytes. "
                        "Models hold KV caches in HBM. LLMs store activations in host memory.")
    assert sorted(rec["entities"]["Technique"]) == ["KV cache", "embedding table"]
    # after an acronym that is no plural the word still modifies
    assert _record(None, "GPU offloading cuts cost.")["entities"]["Technique"] == ["GPU offloading"]


def test_nlp_entities_a_known_conjunct_of_a_shared_head_is_written_whole():
    # styled on topology-aware collectives: "data-parallel and tensor-parallel training" wrote the first conjunct as
    # the vocabulary matched it, "data-parallel" (whose concept, data parallelism, has "data-parallel training")
    rec = _record(None, "Collective communication dominates data-parallel and tensor-parallel training.")
    assert sorted(rec["entities"]["Technique"]) == ["collective communication", "data-parallel training",
                                                    "tensor-parallel training"]


def test_nlp_entities_a_lower_case_dotted_name_the_paper_describes_is_a_system():
    # styled on smartphone-NPU inference: "We present llm.npu, an inference engine" found no name, so nothing was
    # proposed; without a description the word is left alone
    rec = _record(None, "We present llm.npu, an inference engine for phones. llm.npu is 7.3x faster than llama.cpp.")
    assert rec["entities"]["System"] == ["llm.npu", "llama.cpp"]
    assert rec["proposes"] == ["llm.npu"] and rec["baselines"] == ["llama.cpp"]
    assert _record(None, "We present foo.bar for phones.")["entities"]["System"] == []


def test_nlp_entities_a_title_verb_before_a_parameter_count_is_no_model():
    # styled on the same: the title "Running 7B Language Models on Smartphone ..." gave a model "Running 7B"
    for title in ("Running 7B Language Models on Phones", "Serve 70B Models Fast"):
        assert _record(title, "We run models on phones.")["entities"]["Model"] == []
    assert _record(None, "We use Mistral 7B.")["entities"]["Model"] == ["Mistral 7B"]


def test_nlp_entities_a_preposition_opening_a_sentence_before_an_amount_is_no_model():
    # styled on MoE training: "After 50B training tokens, validation perplexity ..." gave a model "After 50B"
    assert _record(None, "After 50B training tokens, perplexity on C4 stays within 0.2% of the baselines. Beyond 13B "
                         "parameters, training diverges.")["entities"]["Model"] == []
    assert _record(None, "We use Falcon 180B.")["entities"]["Model"] == ["Falcon-180B"]


def test_nlp_entities_a_known_models_moe_variant_and_a_data_set_it_is_tuned_on():
    # styled on MoE training: "GPT-MoE" was a system (as "DeepSeek-MoE" the vocabulary knows is not), and "after
    # fine-tuning on Alpaca" a model (the vocabulary knows the Alpaca data set too)
    rec = _record(None, "We evaluate it with GPT-MoE and LLaMA-MoE. Accuracy on GSM8K after fine-tuning on Alpaca "
                        "matches that of a full run.")
    assert rec["entities"]["Model"] == ["GPT-MoE", "LLaMA-MoE"] and rec["entities"]["System"] == []
    assert rec["entities"]["Dataset"] == ["GSM8K", "Alpaca"]
    assert _record(None, "We compare with Alpaca trained on LLaMA outputs.")["entities"]["Model"] == ["Alpaca", "LLaMA"]


def test_nlp_entities_open_source_serverless_platforms_are_systems():
    # styled on serverless cold starts: "OpenFaaS" was a technique (after "FaaS") and "Knative" nothing
    rec = _record(None, "We measure cold starts on three open-source serverless platforms, Apache OpenWhisk, OpenFaaS "
                        "and Knative.")
    assert rec["entities"]["System"] == ["Apache OpenWhisk", "OpenFaaS", "Knative"]


def test_nlp_entities_a_variant_of_bert_named_on_it_is_a_model():
    # styled on clinical-note distillation: "a 350M-parameter BioClinicalBERT student" was a system, as were
    # "PubMedBERT" and "SciBERT" (the guideline's TinyBERT is a model)
    rec = _record(None, "We distill GPT-4 into a BioClinicalBERT student and compare it with PubMedBERT and SciBERT.")
    assert sorted(rec["entities"]["Model"]) == ["BioClinicalBERT", "GPT-4", "PubMedBERT", "SciBERT"]
    assert rec["entities"]["System"] == []


def test_nlp_entities_a_quantized_bert_the_vocabulary_knows_is_a_model():
    # Q8BERT (arXiv 1910.06188), Q-BERT (AAAI 2020), TernaryBERT, BinaryBERT: the quantized models the papers release,
    # named as TinyBERT (the guideline's model) is
    rec = _record("Q8BERT: Quantized 8Bit BERT", "We compare Q-BERT, TernaryBERT and BinaryBERT with TinyBERT.")
    assert sorted(rec["entities"]["Model"]) == ["BERT", "BinaryBERT", "Q-BERT", "Q8BERT", "TernaryBERT", "TinyBERT"]
    assert rec["entities"]["System"] == []


def test_nlp_entities_approach_before_a_quantity_is_a_verb():
    # styled on machine-learned interatomic potentials: "Allegro and MACE approach quantum accuracy" gave a metric
    # "approach quantum accuracy"
    rec = _record(None, "Potentials such as Allegro and MACE approach quantum accuracy at a fraction of the cost.")
    assert all("approach" not in m for m in rec["entities"]["Metric"])


def test_nlp_entities_a_tool_word_after_a_known_models_hyphen_names_a_system():
    # styled on state-space-model serving: the title "Mamba-Serve: Efficient Serving of State Space Models" made
    # Mamba-Serve a model (a known model and a capitalised word after its hyphen); a model's own variant stays one
    rec = _record("Mamba-Serve: Efficient Serving of State Space Models",
                  "We design Mamba-Serve, which manages recurrent states. We fine-tune with LLaMA-Factory and compare "
                  "Whisper-Edge.")
    assert sorted(rec["entities"]["System"]) == ["LLaMA-Factory", "Mamba-Serve"]
    assert "Whisper-Edge" in rec["entities"]["Model"]
    assert rec["proposes"] == ["Mamba-Serve"]


def test_nlp_entities_a_name_in_a_latex_style_command(shared_dir):
    # styled on MoE all-to-all: "We present \textsc{HiMoE}, a hierarchical all-to-all" found no name and proposed
    # nothing; the Atom sample's arXiv 2512.13492 writes "$\textbf{T3-Video}$ introduces ..."
    rec = _record(None, r"We present \textsc{HiMoE}, a hierarchical all-to-all. \textsc{HiMoE} is 1.7x faster than "
                        r"Tutel. We also use \emph{FlexInfer}.")
    assert rec["entities"]["System"] == ["HiMoE", "Tutel", "FlexInfer"]
    assert rec["proposes"] == ["HiMoE"] and rec["baselines"] == ["Tutel"]
    from kg.extract import Extractor, record_of
    from kg.readers import read_sources

    paper = next(p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])
                 if p.arxiv_id == "2512.13492")
    assert "T3-Video" in record_of("p", Extractor().extract(paper))["entities"]["System"]


def test_nlp_entities_a_graph_of_data_is_no_technique():
    # styled on GNN graph partitioning: "a 3.1 billion-edge social graph" was a technique "social graph"; an index's
    # or a knowledge graph stays one
    rec = _record(None, "On Reddit and a 3.1 billion-edge social graph, BGL-Part beats METIS. We search a proximity "
                        "graph and build a knowledge graph from web graphs.")
    assert sorted(rec["entities"]["Technique"]) == ["knowledge graph", "proximity graph"]


def test_nlp_entities_called_is_no_modifier_of_the_name_it_gives():
    # styled on attention variants: "a novel attention mechanism called sliding-chunk attention" was one technique
    # "attention mechanism called sliding-chunk attention", proposed whole
    rec = _record(None, "We propose a novel attention mechanism called sliding-chunk attention. We design a pruning "
                        "method termed block-wise pruning.")
    assert "sliding-chunk attention" in rec["entities"]["Technique"]
    assert rec["proposes"] == ["sliding-chunk attention", "block-wise pruning"]


def test_nlp_entities_what_it_takes_to_reach_a_goal_is_a_metric():
    # styled on HPC energy studies: "time-to-accuracy, energy-to-solution and carbon footprint" gave a metric
    # "energy-to-solution footprint" (a shared head); such a word is a quantity of its own
    rec = _record(None, "We report time-to-accuracy, energy-to-solution and carbon footprint. It cuts the "
                        "cost-to-accuracy by 30%.")
    assert sorted(rec["entities"]["Metric"]) == ["carbon footprint", "cost-to-accuracy", "energy-to-solution",
                                                 "time-to-accuracy"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(30.0, "cost-to-accuracy")]


def test_nlp_entities_a_sized_name_described_as_a_dataset_is_one():
    # styled on clinical serving benchmarks: "We construct MedServe-1K, a dataset of 1,000 clinical queries" typed
    # the name a model by its size suffix
    rec = _record(None, "We construct MedServe-1K, a dataset of 1,000 clinical queries. We also use Llama-3-8B, a "
                        "dense model.")
    assert rec["entities"]["Dataset"] == ["MedServe-1K"] and rec["proposes"] == ["MedServe-1K"]


def test_nlp_entities_a_device_code_after_a_comma_is_no_version_suffix():
    # styled on heterogeneous-cluster planners: "clusters of A100, V100 and T4 GPUs" gave one device "A100, V100"
    # ("V100" read as a version, as "v2"); a size or version right after a name still belongs to it
    rec = _record(None, "Metis plans for heterogeneous clusters of A100, V100 and T4 GPUs. It trains GPT-3 1.3B and "
                        "YOLO v8.")
    assert sorted(rec["entities"]["Hardware"]) == ["A100", "GPU", "T4", "V100", "heterogeneous cluster"]
    assert sorted(rec["entities"]["Model"]) == ["GPT-3 1.3B", "YOLO v8"]


def test_nlp_entities_a_benchmark_named_on_a_known_system_before_tasks_is_a_dataset():
    # styled on safe RL: "on Safety-Gymnasium tasks" was a system (a capitalised word before the known Gymnasium);
    # "Open-Sora" stays a model as Sora is one
    rec = _record(None, "We evaluate on Safety-Gymnasium tasks and compare Open-Sora with Mini-Gemini.")
    assert rec["entities"]["Dataset"] == ["Safety-Gymnasium"]
    assert sorted(rec["entities"]["Model"]) == ["Mini-Gemini", "Open-Sora"]


def test_nlp_entities_a_phone_by_its_line_and_number_is_hardware():
    # styled on on-device ViTs: "runs at 8.2 ms on a Pixel 8 Pro" found no device (a known gap: phones); "pixel" as
    # a picture's element is none; a ViT variant named on it is a model
    rec = _record(None, "We present EdgeViT-Q. EdgeViT-Q-S runs at 8.2 ms on a Pixel 8 Pro, a Galaxy S24 Ultra and an "
                        "iPhone 15. Pixel shuffle upsamples each pixel 4 times.")
    assert sorted(rec["entities"]["Hardware"]) == ["Galaxy S24 Ultra", "Pixel 8 Pro", "iPhone 15"]
    assert sorted(rec["entities"]["Model"]) == ["EdgeViT-Q", "EdgeViT-Q-S"]
    assert [(r["value"], r["metric"]) for r in rec["results"]][:1] == [(8.2, "latency")]


def test_nlp_entities_a_model_class_named_by_its_task():
    # styled on streaming video generation: "Autoregressive video generation models produce frames" found no model;
    # the Atom sample's "existing automatic segmentation models" (arXiv 2512.13534) is one too
    rec = _record(None, "Autoregressive video generation models produce frames. We compare object detection models "
                        "and existing automatic segmentation models.")
    assert sorted(rec["entities"]["Model"]) == ["autoregressive video generation model", "object detection model",
                                                "segmentation model"]


def test_nlp_entities_a_model_class_word_opening_a_sentence_modifies():
    # styled on linear graph attention: "Graph transformers scale poorly" found only "Transformer" (a sentence's
    # capital read as a name's); the Atom sample's "Video diffusion models ..." (arXiv 2512.13690) likewise
    rec = _record(None, "Graph transformers scale poorly. Video diffusion models are costly. BERT models are large.")
    assert sorted(rec["entities"]["Model"]) == ["BERT", "graph transformer", "video diffusion model"]


def test_nlp_entities_the_shape_of_a_load_is_no_metric():
    # styled on recommendation serving: "under bursty traffic" gave a metric "bursty traffic" (the load the system
    # meets, not a quantity it measures); network traffic cut is one
    rec = _record(None, "Inference must meet strict latency SLOs under bursty traffic. It cuts network traffic by 20%.")
    assert sorted(rec["entities"]["Metric"]) == ["latency", "network traffic"]


def test_nlp_entities_a_board_after_an_fpga_maker_is_hardware():
    # styled on FPGA policy accelerators: "implemented on a Xilinx ZCU104" typed the board a system
    rec = _record(None, "BinPilot is implemented on a Xilinx ZCU104.")
    assert rec["entities"]["Hardware"] == ["ZCU104"] and rec["entities"]["System"] == ["BinPilot"]


def test_nlp_entities_a_verb_of_burden_or_promise_is_no_modifier():
    # styled on video analytics and optical interconnects: "detectors on every frame overwhelm edge devices" gave
    # the device "frame overwhelm edge device", "circuit switches promise terabit bandwidth" a metric with the verb
    rec = _record(None, "Pipelines that run detectors on every frame overwhelm edge devices. Optical circuit "
                        "switches promise high bandwidth.")
    assert rec["entities"]["Hardware"] == ["edge device", "optical circuit switch"]  # (a device the vocabulary knows)
    assert rec["entities"]["Metric"] == ["bandwidth"]


def test_nlp_entities_a_gerund_before_a_system_word_is_no_participle():
    # styled on GPU sharing: "We design Tetris, a GPU sharing system that ..." typed Tetris hardware (the
    # description read as "a GPU" doing the sharing); "a GPU supporting sparse tensors" stays one
    rec = _record(None, "We design Tetris, a GPU sharing system for inference. We present Hydra, an FPGA scheduling "
                        "framework. We present Zeus, a GPU supporting sparse tensors.")
    assert sorted(rec["entities"]["System"]) == ["Hydra", "Tetris"]
    assert "Zeus" in rec["entities"]["Hardware"]


def test_nlp_entities_a_residual_network_named_on_resnet_is_a_model():
    # styled on differentially private training: "on CIFAR-10 with a WideResNet-16-4" typed it a system
    rec = _record(None, "On CIFAR-10 with a WideResNet-16-4 and a PreActResNet-18, FastDP is fast.")
    assert sorted(rec["entities"]["Model"]) == ["PreActResNet-18", "WideResNet-16-4"]
    assert rec["entities"]["System"] == ["FastDP"]


def test_nlp_entities_a_named_graph_is_data_not_a_technique():
    # styled on graph pattern mining: "mines 5-cliques on the Friendster graph" gave the technique "Friendster
    # graph" beside the data set; "a proximity graph" (an index) and "Monotonic Proximity Graph" (a name) stay
    rec = _record(None, "It mines 5-cliques on the Friendster graph using a proximity graph.")
    assert rec["entities"]["Technique"] == ["proximity graph"]
    assert rec["entities"]["Dataset"] == ["Friendster"]


def test_nlp_entities_a_title_naming_a_port_to_hardware_is_no_name():
    # styled on kernel ports: "FlashAttention on AMD: Porting Fused Attention Kernels ..." named and proposed the
    # system "FlashAttention on AMD"; "Design in Tiles: ..." keeps its linking word
    rec = _record("FlashAttention on AMD: Porting Fused Attention Kernels to the MI300X",
                  "We describe our port of FlashAttention-2 to the AMD Instinct MI300X.")
    assert "FlashAttention on AMD" not in rec["entities"]["System"] and rec["proposes"] == []
    assert _record("Design in Tiles: A Compiler", "We present it.")["proposes"] == ["Design in Tiles"]


def test_nlp_entities_a_name_described_as_a_transformer_is_a_model():
    # styled on weather foundation models: "AtmoGPT, a vision transformer for forecasting" typed AtmoGPT a system
    rec = _record(None, "We present AtmoGPT, a vision transformer for medium-range forecasting.")
    assert sorted(rec["entities"]["Model"]) == ["AtmoGPT", "vision transformer"] and rec["proposes"] == ["AtmoGPT"]


def test_nlp_entities_a_model_with_its_patch_size_is_one_name():
    # styled on diffusion transformers: "6.2x faster than DiT-XL/2" found only DiT (a slash read as two names);
    # "GPT-2/ViT" stays two
    rec = _record(None, "FastDiT generates images 6.2x faster than DiT-XL/2. We also tune ViT-L/14, unlike GPT-2/ViT.")
    assert sorted(rec["entities"]["Model"]) == ["DiT-XL/2", "GPT-2", "ViT", "ViT-L/14"]
    assert rec["baselines"] == ["DiT-XL/2"]


def test_nlp_entities_a_coverage_is_a_metric():
    # styled on compiler fuzzing: "achieved 37% higher branch coverage than NNSmith" named no metric; the Atom
    # sample's "evaluates Node Coverage, ..." (arXiv 2512.13510) is one; "a wide coverage taxonomy" is none
    rec = _record(None, "FuzzGPT-C achieved 37% higher branch coverage than NNSmith. We build a wide coverage "
                        "taxonomy.")
    assert rec["entities"]["Metric"] == ["branch coverage"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(37.0, "branch coverage")]


def test_nlp_entities_verbs_of_reporting_and_introducing_are_no_modifiers():
    # styled on a position paper and cluster scheduling: "papers report mean latency" gave the metric "report mean
    # latency", "Gavel introduced heterogeneity-aware scheduling policies" the technique "introduced ..." (and the
    # OAI sample's 0704.0043 "introduced artificial dissipation"); "report generation latency" keeps its noun
    rec = _record(None, "Many systems papers report mean latency. Gavel introduced heterogeneity-aware scheduling "
                        "policies. We measure report generation latency.")
    assert sorted(rec["entities"]["Metric"]) == ["mean latency", "report generation latency"]
    assert rec["entities"]["Technique"] == ["heterogeneity-aware scheduling"]


def test_nlp_entities_an_adjective_made_on_a_model_is_no_variant():
    # styled on compiler fuzzing: the title "LLM-Driven Compiler Fuzzing ..." gave the model "LLM-Driven"
    rec = _record("LLM-Driven Compiler Fuzzing for Deep Learning Compilers", "We fuzz compilers with Falcon-S.")
    assert sorted(rec["entities"]["Model"]) == ["Falcon-S", "LLM"]


def test_nlp_entities_a_power_device_is_no_power_metric():
    # styled on an energy benchmark: "on-board power sensors", "an external power meter" gave power metrics
    rec = _record(None, "Using on-board power sensors validated against an external power meter, we find that power "
                        "consumption differs.")
    assert rec["entities"]["Metric"] == ["power consumption"]


def test_nlp_entities_names_listed_after_a_class_and_its_acronym_take_its_type():
    # styled on diffusion transformers: "Diffusion transformers (DiTs) such as DiT-XL/2 and PixArt-alpha" typed
    # PixArt-alpha a system (the bracketed acronym stood between the class and "such as")
    rec = _record(None, "Diffusion transformers (DiTs) such as DiT-XL/2 and PixArt-alpha generate images.")
    assert "PixArt-alpha" in rec["entities"]["Model"]


def test_nlp_entities_times_out_is_no_time():
    # styled on a graph-store benchmark: "while Blazegraph times out on 7% of the queries" gave "blazegraph time"
    assert _record(None, "While Blazegraph times out on 7% of the queries, QLever is fast.")["entities"]["Metric"] \
        == []


def test_nlp_entities_a_name_after_workloads_of_is_a_dataset():
    # styled on a graph-store benchmark: "the KGQA workloads of LC-QuAD" typed LC-QuAD a system
    rec = _record(None, "We run the question answering workloads of LC-QuAD on four graph stores.")
    assert rec["entities"]["Dataset"] == ["LC-QuAD"]


def test_nlp_entities_an_adapted_name_is_an_adjective():
    # styled on LLMs for networking: "NetLLM-adapted Llama2-7B outperforms Pensieve" gave a system "NetLLM-adapted"
    rec = _record(None, "We present NetLLM. NetLLM-adapted Llama2-7B outperforms Pensieve.")
    assert sorted(rec["entities"]["System"]) == ["NetLLM", "Pensieve"]


def test_nlp_entities_a_comparative_is_no_long_form_or_kind():
    # styled on multi-level inference: "ever larger language models (LLMs)" read the comparative as the long form
    # ("larger language model"); "optional LLMs" gave the model "optional LLM"
    rec = _record(None, "Building ever larger language models (LLMs) adds latency. Tabi serves queries using small "
                        "models and optional LLMs.")
    assert not [m for m in rec["entities"]["Model"] if m.startswith(("larger", "optional"))]


def test_nlp_entities_an_infiniband_generation_is_part_of_the_network():
    # styled on training clusters: "connected by InfiniBand NDR" gave a system "NDR"
    rec = _record(None, "We train on 256 GPUs connected by InfiniBand NDR.")
    assert rec["entities"]["System"] == [] and "InfiniBand NDR" in rec["entities"]["Hardware"]


def test_nlp_entities_a_word_set_off_by_what_it_is_is_a_name():
    # styled on learned query optimizers: "We integrate Bao, a bandit-based optimizer that ..." found no Bao (a
    # plain capitalised word); "We visit Paris, a city" names nothing of ours
    rec = _record(None, "We integrate Bao, a bandit-based optimizer that steers the native one. We visit Paris, a "
                        "city in France.")
    assert rec["entities"]["System"] == ["Bao"]


def test_nlp_entities_auto_sklearn_and_the_verb_adapt():
    # styled on AutoML and fine-tuning audits: "Auto-sklearn" gave "sklearn"; "let customers adapt proprietary
    # models" the model "adapt proprietary model"
    rec = _record(None, "We compare AutoGluon and Auto-sklearn. APIs let customers adapt proprietary models.")
    assert sorted(rec["entities"]["System"]) == ["Auto-sklearn", "AutoGluon"]
    assert rec["entities"]["Model"] == []  # (not "adapt proprietary model"; "proprietary" is a judgement too)


def test_nlp_entities_a_hyphenated_graph_word_alone():
    # the crash sweep: an abstract cut to "Knowledge-graph" (one word, its own modifier) raised IndexError in the
    # named-graph rule
    rec = _record("Benchmarking Graph Databases for Knowledge-Graph Question Answering", "Knowledge-graph")
    assert rec["entities"]["Technique"] == ["knowledge-graph"]


def test_a_plain_word_after_two_system_names_in_a_list_is_one_more():
    # styled on graph-database benchmarks: "We benchmark Neo4j, JanusGraph, Virtuoso and ..." lost Virtuoso, an
    # English word by its shape
    rec = _record("", "We benchmark Neo4j, JanusGraph, Virtuoso and Apache Jena Fuseki on Wikidata.")
    assert rec["entities"]["System"][:3] == ["Neo4j", "JanusGraph", "Virtuoso"]
    # one name no vocabulary knows before it is no list of systems (Neo4j, known since d1c4ad9, would be)
    rec = _record("", "We benchmark ArangoDB, Virtuoso and JanusGraph.")
    assert "Virtuoso" not in rec["entities"]["System"]


def test_a_system_list_goes_on_past_known_names_to_its_last_item():
    # styled on a performance-modelling survey: Proteus (after the known Calculon) and Daydream (the last item,
    # after "and") were lost
    rec = _record("", "This survey reviews learned predictors, including ASTRA-sim, Calculon, Proteus, dPRO and "
                      "Daydream.")
    assert rec["entities"]["System"] == ["ASTRA-sim", "Calculon", "Proteus", "dPRO", "Daydream"]
    rec = _record("", "We benchmark Neo4j, JanusGraph and Virtuoso graph stores.")  # the last item ends a phrase
    assert "Virtuoso" not in rec["entities"]["System"]


def test_plain_words_a_plural_kind_gives_as_examples_take_its_type():
    # styled on learned query optimisers: "such as Neo and Bao" lost both, plain capitalised words; a kind the
    # examples do not share ("programming models"), and an item running on ("Web of Science", "Open AI's") do not
    rec = _record("", "Learned query optimizers such as Neo and Bao can outperform the native optimizer. Existing "
                      "schedulers like Chameleon adapt configurations.")
    assert rec["entities"]["System"] == ["Neo", "Bao", "Chameleon"]
    rec = _record("", "It covers parallel programming models, including OpenMP, MPI, CUDA and Kokkos. We searched "
                      "databases such as Pubmed, Web of Science and Scopus. Models such as Open AI's ChatGPT help.")
    assert rec["entities"]["Model"] == ["ChatGPT"] and "Kokkos" in rec["entities"]["System"]
    assert not {"Web", "Open"} & {n for v in rec["entities"].values() for n in v}


def test_the_examples_of_a_kind_share_the_type_of_a_name_among_them():
    # styled on weather models and disaggregated memory: the second example, a hyphenated pair of capitalised
    # words, and the first, a plain capitalised word, were no names
    rec = _record("", "Data-driven weather models such as GraphCast and Pangu-Weather now rival numerical weather "
                      "prediction.")
    assert rec["entities"]["Model"] == ["GraphCast", "Pangu-Weather"]
    rec = _record("", "This survey reviews far-memory swapping systems such as Infiniswap and AIFM.")
    assert rec["entities"]["System"] == ["Infiniswap", "AIFM"]
    # not a word followed by "of" (the 1k bench papers: "databases such as Pubmed, Web of Sciences, and Scopus")
    rec = _record("", "Searches were conducted on databases such as Pubmed, Web of Sciences, and Scopus.")
    assert "Web" not in [x for v in rec["entities"].values() for x in v]
    # and without the examples' cue one name does not make a plain word a name
    rec = _record("", "We compare GraphCast and Weather on three tasks.")
    assert "Weather" not in [x for v in rec["entities"].values() for x in v]


def test_a_benchmark_is_named_as_written_not_with_benchmark_added():
    # styled on text-to-SQL agents: the vocabulary's labels "BIRD benchmark" and "Spider benchmark" were the
    # names the record gave (the guideline names a benchmark alone: GLUE, MMLU, LongBench)
    rec = _record("", "We evaluate Tabula with GPT-4o agents on the BIRD and Spider benchmarks and on DROP.")
    assert rec["entities"]["Dataset"] == ["BIRD", "Spider", "DROP"]


def test_a_name_before_data_is_a_dataset():
    # styled on weather forecasting: "trained on 40 years of ERA5 reanalysis data" typed ERA5 a system
    rec = _record("", "ClimaCast is a sparse graph transformer trained on 40 years of ERA5 reanalysis data. We also "
                      "use CMIP6 data from 20 climate models.")
    assert rec["entities"]["Dataset"] == ["ERA5", "CMIP6"]
    # not before a word that makes "data" a modifier: "FooBar data parallelism"
    rec = _record("", "FooBar data parallelism scales to 1,024 GPUs.")
    assert rec["entities"]["Dataset"] == []


def test_an_emission_unit_and_a_verb_after_a_plural_subject_make_no_names():
    # styled on the carbon cost of diffusion serving and on vector-database benchmarks: "emits about 1,200 tCO2e"
    # typed the unit a system; "Vector databases underpin retrieval-augmented LLM applications" made the model
    # "underpin retrieval-augmented LLM"
    rec = _record("", "We estimate that serving one billion images emits about 1,200 tCO2e.")
    assert rec["entities"]["System"] == []
    rec = _record("", "Vector databases underpin retrieval-augmented LLM applications.")
    assert rec["entities"]["Model"] == ["retrieval-augmented LLM"]


def test_a_kind_of_softmax_keeps_its_modifiers():
    # styled on asynchronous-softmax decoding kernels: "We propose a unified-maximum asynchronous softmax" proposed
    # "softmax", the vocabulary's bare concept
    rec = _record("", "We propose a unified-maximum asynchronous softmax that uses a statistically chosen scaling "
                      "factor. FlashAttention computes an online softmax.")
    assert rec["entities"]["Technique"] == ["unified-maximum asynchronous softmax", "online softmax"]
    assert rec["proposes"] == ["unified-maximum asynchronous softmax"]


def test_a_cache_replacement_order_is_no_system():
    # styled on MoE offloading on consumer GPUs: "an expert-caching policy with LRU replacement" typed LRU a system
    rec = _record("", "An expert-caching policy with LRU replacement recovers most of the loss. LRU eviction and FIFO "
                      "scheduling are common.")
    assert rec["entities"]["System"] == []
    assert rec["entities"]["Technique"] == ["expert caching", "LRU eviction", "FIFO scheduling"]


def test_a_size_word_or_a_judgement_does_not_modify_a_kind():
    # styled on LLM cascades and distributed GNN inference: "the most capable LLM" made the model "capable LLM",
    # "on billion-node graphs" the technique "billion-node graph"
    rec = _record("", "Querying the most capable LLM for every request is expensive. Full-graph GNN inference on "
                      "billion-node graphs is dominated by feature communication.")
    assert rec["entities"]["Model"] == ["LLM", "GNN"]
    assert rec["entities"]["Technique"] == ["feature communication"]
    # (a model's size class stays: "trillion-parameter models")
    rec = _record("", "Training trillion-parameter models requires thousands of GPUs.")
    assert rec["entities"]["Model"] == ["trillion-parameter model"]
    # nor does "identical" or "individual" (styled on heterogeneous MoE training)
    rec = _record("", "Expert parallelism assumes identical devices, so slower GPUs determine the step time. Each "
                      "individual LLM runs alone.")
    assert rec["entities"]["Hardware"] == ["GPU"] and rec["entities"]["Model"] == ["LLM"]


def test_a_stream_or_query_processor_is_software():
    # styled on skew-aware streaming joins: "Stateful stream processors such as Apache Flink" made the hardware
    # "stream processor"
    rec = _record("", "Stateful stream processors such as Apache Flink partition join state by key hash. A query "
                      "processor runs on a digital signal processor.")
    assert rec["entities"]["Hardware"] == ["digital signal processor"]


def test_stream_processors_and_etcd_are_known_systems():
    # styled on streaming joins and erasure-coded consensus: "Kafka Streams" was the system "Kafka", and "etcd" (a
    # name in lower case) was lost
    rec = _record("", "Stream processors such as Apache Flink, Apache Storm and Kafka Streams partition state by key. "
                      "Implemented in etcd, Raft-X reduces commit latency.")
    assert rec["entities"]["System"] == ["Apache Flink", "Apache Storm", "Kafka Streams", "etcd", "Raft-X"]


def test_virtual_machines_are_no_names():
    # styled on serverless cold starts: "built on Firecracker microVMs" typed "microVMs" a system
    rec = _record("", "Prewarm is built on Firecracker microVMs and gVisor sandboxes and runs in VMs with 2 vCPUs.")
    assert rec["entities"]["System"] == ["Firecracker", "gVisor"]


def test_a_name_after_a_closed_list_of_datasets_is_not_one_of_them():
    # styled on repository-level code completion: "On RepoBench and CrossCodeEval, CodeSmith with StarCoder2-7B
    # improves ..." typed the system a dataset, a third item of the list
    rec = _record("CodeSmith: Repository-Level Code Completion with Retrieval",
                  "On RepoBench and CrossCodeEval, CodeSmith with StarCoder2-7B improves exact match by 8.4 points.")
    assert rec["entities"]["Dataset"] == ["RepoBench", "CrossCodeEval"]
    assert rec["entities"]["System"] == ["CodeSmith"]


def test_a_benchmark_keeps_its_edition_number():
    # styled on weather forecasting: "On WeatherBench 2, ClimaCast improves ..." lost the edition ("WeatherBench")
    rec = _record("", "On WeatherBench 2, ClimaCast improves RMSE by 7.2% over GraphCast. We test on LongBench 2 and "
                      "HotpotQA.")
    assert rec["entities"]["Dataset"] == ["WeatherBench 2", "LongBench 2", "HotpotQA"]
    # not a count after it: "improves HotpotQA 2 points"
    rec = _record("", "It improves HotpotQA 2 points and scores LongBench 3 times higher.")
    assert rec["entities"]["Dataset"] == ["HotpotQA", "LongBench"]


def test_a_sentence_opening_word_defined_as_a_system_and_named_again_is_a_name():
    # styled on FPGA serving at datacenter scale: "Project Brainwave is a production-scale system for real-time AI"
    # lost Brainwave, a plain capitalised word (no name by its shape)
    rec = _record("Serving DNNs in Real Time at Datacenter Scale with Project Brainwave",
                  "Project Brainwave is a production-scale system for real-time AI that serves DNN models on FPGAs. "
                  "Compared to a GPU, Brainwave delivers over 10x lower latency.")
    assert rec["entities"]["System"] == ["Brainwave"]
    # not an English word the text never writes as a name again
    rec = _record("", "Memory is a scarce resource. Training is a costly system process.")
    assert rec["entities"]["System"] == []


def test_a_name_before_collection_is_data():
    # styled on sparse tensor-core compilers: "1,200 matrices from the SuiteSparse collection" typed a system
    rec = _record("", "On 1,200 matrices from the SuiteSparse collection, SparseTC outperforms cuSPARSE by 2.7x.")
    assert rec["entities"]["Dataset"] == ["SuiteSparse"]
    # and before "collections", two of them (styled on graph analytics compilers)
    rec = _record("", "On 20 graphs from the SNAP and SuiteSparse collections, SpGraph kernels are 1.9x faster "
                      "than GraphBLAS.")
    assert rec["entities"]["Dataset"] == ["SNAP", "SuiteSparse"]
    # but a collection of things is of their type: the S2 sample's "We introduce LLaMA, a collection of foundation
    # language models"
    rec = _record("LLaMA: Open and Efficient Foundation Language Models",
                  "We introduce LLaMA, a collection of foundation language models ranging from 7B to 65B parameters.")
    assert "LLaMA" in rec["entities"]["Model"]
    rec = _record("", "We build KernelBench-X, a suite of 300 PyTorch operators with reference implementations.")
    assert rec["entities"]["Dataset"] == ["KernelBench-X"]  # a suite of untyped things is a suite


def test_a_cloud_provider_is_no_name():
    # styled on spot-instance training: "Across traces from AWS and GCP" typed GCP a system (an organisation's
    # cloud, which the guideline leaves out, as AWS and Azure)
    rec = _record("", "Across traces from AWS and GCP, Bamboo-X achieves 3.7x higher training throughput.")
    assert rec["entities"]["System"] == ["Bamboo-X"]
    rec = _record("", "With 16 workers on Amazon EC2, GradCode reduces iteration time by 36%.")
    assert rec["entities"]["System"] == ["GradCode"]  # (a cloud offering, not a device)


def test_complicate_is_a_verb_not_a_modifier():
    # styled on photonic scheduling: "reconfiguration latency complicate scheduling" was one technique
    rec = _record("", "Their limited precision and reconfiguration latency complicate scheduling.")
    assert rec["entities"]["Metric"] == ["reconfiguration latency"] and rec["entities"]["Technique"] == []


def test_the_subject_after_an_opening_phrase_of_benchmarks_is_no_benchmark():
    # styled on agent serving: "Across three agent benchmarks, AgentServe increases ..." typed the proposed system a
    # dataset; a list set off after such a phrase still takes its type
    rec = _record("AgentServe: Efficient Serving of LLM Agents with Tool Calls",
                  "AgentServe swaps out the KV cache of requests waiting on tools. Across three agent benchmarks, "
                  "AgentServe increases the number of concurrently served agents by 3.4x.")
    assert rec["entities"]["System"] == ["AgentServe"] and rec["entities"]["Dataset"] == []
    rec = _record("", "On two emotion datasets, SEED and SEED-IV, our model is more accurate.")
    assert rec["entities"]["Dataset"] == ["SEED", "SEED-IV"]


def test_mixed_precision_alone_is_no_training():
    # styled on FPGA transformer accelerators: "4-bit and 8-bit mixed-precision weights" read as mixed precision
    # training (the vocabulary's one concept held both)
    assert _record("", "The design supports 4-bit and 8-bit mixed-precision weights.")["entities"]["Technique"] == \
        ["mixed precision"]
    assert _record("", "We use mixed-precision training with FP16.")["entities"]["Technique"] == \
        ["mixed precision training"]


def test_performant_and_alongside_make_no_names():
    # styled on vision MoEs and an energy position paper: "performant networks" was a model, "energy alongside
    # throughput" a metric
    assert _record("", "Almost all performant networks are dense.")["entities"]["Model"] == []
    assert _record("", "Papers should report energy alongside throughput.")["entities"]["Metric"] == ["throughput"]


def test_a_task_shaped_x_to_y_is_no_name():
    # styled on text-to-SQL agents: "Text-to-SQL with LLMs requires schema linking" typed the task a system (tasks
    # are not annotated)
    rec = _record("", "Text-to-SQL with LLMs requires schema linking over large databases.")
    assert rec["entities"]["System"] == []
    # nor in lower case (this session's text-to-SQL serving abstract; the Atom sample's "image-to-3D")
    rec = _record("", "LLM-based text-to-SQL agents issue many exploratory queries against production databases.")
    assert rec["entities"]["System"] == []


def test_a_kind_of_parameter_server_keeps_its_modifier():
    # probing proposals: "We develop a hierarchical parameter server that ..." found the parameter server alone
    # (the phrase was read as a machine, a server, and dropped)
    rec = _record("", "We develop a hierarchical parameter server that caches embeddings in GPU memory.")
    assert "hierarchical parameter server" in rec["entities"]["Technique"]
    assert rec["proposes"] == ["hierarchical parameter server"]


def test_the_pile_with_a_lower_case_article_is_the_known_data_set(nlp):
    # probing data sets: "We pretrain on the Pile" found "Pile" by its list or shape rules, no vocabulary concept
    # (the case-sensitive label is "The Pile")
    doc = run(nlp, "We pretrain on C4 and the Pile.")
    assert [(e.text, e.ent_id_) for e in doc.ents if e.label_ == "Dataset"][-1] == ("the Pile", "the-pile")


def test_nlp_entities_a_phrase_by_its_head_does_not_cut_a_known_name():
    # styled on mobile NPU compilers: "a TensorFlow Lite model graph" gave the system TensorFlow and the technique
    # "Lite model graph"; a name glued into a compound modifier still gives its phrase
    rec = _record("", "We partition a TensorFlow Lite model graph across NPU, GPU and CPU.")
    assert rec["entities"]["System"] == ["TensorFlow Lite"] and rec["entities"]["Technique"] == []
    rec = _record("", "SnapGPU outperforms AWS Lambda-style container reuse.")
    assert rec["entities"]["Technique"] == ["container reuse"]  # (done in a named system's style: the technique)


def test_nlp_entities_verbs_of_failure_are_no_modifiers():
    # styled on RL frameworks and fault-tolerant collectives: "RLlib leave accelerators" was one device (RLlib
    # lost), "crash multi-day training" a technique
    rec = _record("", "Frameworks such as RLlib leave accelerators idle. NIC failures abort NCCL collectives and "
                      "crash multi-day training jobs.")
    assert rec["entities"]["System"] == ["RLlib", "NCCL"]
    assert rec["entities"]["Hardware"] == ["accelerator", "NIC"]
    assert rec["entities"]["Technique"] == ["multi-day training"]


def test_nlp_entities_phone_chip_makers_are_no_systems():
    # styled on mobile benchmark suites: "MediaTek Dimensity" gave the system MediaTek; the chips are hardware
    rec = _record("", "We report results on Qualcomm Snapdragon, MediaTek Dimensity and Samsung Exynos chips, "
                      "compiled with MediaTek NeuroPilot.")
    assert rec["entities"]["Hardware"] == ["Snapdragon", "Dimensity", "Exynos"]
    assert rec["entities"]["System"] == ["NeuroPilot"]


def test_nlp_entities_a_plain_word_before_a_systems_head_noun_names_it():
    # styled on neuromorphic deployment: "using the Lava framework" lost Lava (a plain capitalised word); a
    # capitalised adjective, a digital library are no systems
    rec = _record("", "We map the network to Loihi 2 using the Lava framework and tune it in the Kraken engine.")
    assert rec["entities"]["System"] == ["Lava", "Kraken"]
    rec = _record("", "We use a Bayesian framework and the English compiler. The Jstore library is a data source.")
    assert rec["entities"]["System"] == []


def test_nlp_entities_cache_misses_are_measured_and_wifi_is_no_name():
    # styled on embedding prefetching and split computing: "last-level cache misses" was a device with no metric;
    # "over Wi-Fi" gave the system (and baseline) Wi-Fi, a network standard the guideline leaves out
    rec = _record("", "EmbPrefetch reduces last-level cache misses by 43%. The Raspberry Pi 4 reaches the edge server "
                      "over Wi-Fi.")
    assert rec["entities"]["Metric"] == ["last-level cache miss"]
    assert rec["entities"]["System"] == ["EmbPrefetch"] and rec["results"][0]["metric"] == "last-level cache miss"


def test_nlp_entities_a_known_data_set_keeps_its_version():
    # styled on text-to-SQL serving: "the BIRD and Spider 2.0 benchmarks" gave Spider; a score after a data set's
    # name is no version of it
    rec = _record("", "We evaluate on the BIRD and Spider 2.0 benchmarks and on MS MARCO v2. It scores on MMLU 5.2 "
                      "points higher.")
    assert rec["entities"]["Dataset"] == ["BIRD", "Spider 2.0", "MS MARCO v2", "MMLU"]


def test_nlp_entities_below_and_draw_are_no_modifiers():
    # styled on datacenter power capping: "22% below provisioned power" gave the metric "below provisioned power",
    # "clusters draw power" the metric "draw power" (and the S2 sample's "draw attention" was a technique)
    rec = _record("", "AI clusters draw power close to their provisioned capacity. The 99th percentile of rack power "
                      "is 22% below provisioned power. These results draw attention to power.")
    assert rec["entities"]["Metric"] == ["provisioned capacity", "rack power", "provisioned power"]
    assert rec["entities"]["Technique"] == [] and rec["results"][0]["metric"] == "rack power"


def test_nlp_entities_a_plain_word_before_library_after_a_preposition():
    # styled on GPU joins: "from the Crystal library" lost Crystal ("library" alone names digital libraries too: the
    # S2 sample's "Scopus, emerald, and the Jstore library are used as data sources")
    rec = _record("", "Our join is faster than the GPU join from the Crystal library. Scopus, emerald, and the Jstore "
                      "library are used as data sources.")
    assert rec["entities"]["System"] == ["Crystal"]


def test_nlp_entities_agencies_are_no_systems():
    # styled on weather models: "the ECMWF HRES forecast" gave the system ECMWF (a European centre); the S2 sample's
    # DARPA was one too
    rec = _record("", "WeatherMesh-2 outperforms the ECMWF HRES forecast. The work was funded by DARPA and NASA.")
    assert rec["entities"]["System"] == ["WeatherMesh-2", "HRES"]


def test_nlp_entities_what_a_share_does_is_no_modifier():
    # styled on a reporting-practice position paper: "only 9% report energy consumption" gave the metric "report
    # energy consumption" (and measured it); "report" is a noun elsewhere ("radiology report quality")
    rec = _record("", "We find that only 9% report energy consumption. We score radiology report quality.")
    assert rec["entities"]["Metric"] == ["energy consumption", "radiology report quality"]
    assert rec["results"][0]["metric"] == ""


def test_nlp_entities_papers100m_is_a_data_set_by_its_short_name():
    # styled on multi-GPU GNN training: "On papers100M and friendster" typed papers100M a model (its size suffix)
    rec = _record("", "On papers100M and friendster, DSP achieves up to 26x speedup over DGL-UVA.")
    assert rec["entities"]["Dataset"] == ["papers100M", "Friendster"] and rec["entities"]["Model"] == []


def test_nlp_entities_a_count_in_words_is_no_name():
    # styled on fault-tolerant training: the title's "at Ten-Thousand-GPU Scale" gave the system "Ten-Thousand-GPU"
    rec = _record("Megatron-Elastic: Fault-Tolerant Training at Ten-Thousand-GPU Scale", "We serve it with "
                  "Hundred-GPU clusters.")
    assert rec["entities"]["System"] == ["Megatron-Elastic"] and rec["entities"]["Hardware"] == ["GPU"]


def test_nlp_entities_deep_before_a_systems_name_is_part_of_it():
    # styled on tabular anomaly detection: "compared with Deep SVDD and Isolation Forest" gave SVDD; a model class
    # keeps its name ("Deep CNN models" is the CNN)
    rec = _record("", "We compare with Deep SVDD and Isolation Forest on Deep CNN models.")
    assert rec["entities"]["System"] == ["Deep SVDD", "Isolation Forest"] and rec["entities"]["Model"] == ["CNN"]


def test_nlp_entities_time_to_loss_is_one_metric():
    # styled on stale-synchronous training: "reduces time-to-loss by 23%" measured "loss"
    rec = _record("", "A staleness bound of 2 steps reduces time-to-loss by 23%.")
    assert rec["entities"]["Metric"] == ["time-to-loss"] and rec["results"][0]["metric"] == "time-to-loss"


def test_nlp_entities_verbs_before_a_quantity_are_no_kind_of_it():
    # written on vector-database and data-deduplication abstracts: "keep recall" and "waste compute" were metrics,
    # "match or beat expert-written shardings" a technique
    rec = _record("", "Engines that use pre-filtering keep recall above 0.9. Near-duplicate documents inflate "
                      "pretraining corpora, waste compute and encourage memorization. The plans match or beat "
                      "expert-written shardings.")
    assert rec["entities"]["Metric"] == ["recall"]
    assert rec["entities"]["Technique"] == ["pretraining", "expert-written sharding"]
    assert rec["results"] == [{"value": 0.9, "unit": "", "metric": "recall"}]


def test_nlp_entities_time_to_target_accuracy_in_words_is_one_metric():
    # written on an FL deployment study: "shortened wall-clock time to target accuracy by 2.2x" measured accuracy
    # (and lost the sentence's opening "Straggler-aware")
    rec = _record("", "Straggler-aware client selection shortened wall-clock time to target accuracy by 2.2x.")
    assert rec["entities"]["Metric"] == ["wall-clock time to target accuracy"]
    assert rec["entities"]["Technique"] == ["straggler-aware client selection"]
    assert rec["results"] == [{"value": 2.2, "unit": "x", "metric": "wall-clock time to target accuracy"}]


def test_nlp_entities_a_known_system_keeps_its_version_and_a_two_word_model_its_size():
    # written on near-memory and chiplet abstracts: "Ramulator 2.0" gave Ramulator, "Llama 3 405B" gave Llama 3
    # (one-word names were sized already: "GPT-3 6.7B"); not a number that is a result ("TVM 0.8 seconds")
    rec = _record("", "Simulation with Ramulator 2.0 on Criteo Terabyte shows it. We serve Llama 3 405B, Llama 2 34B "
                      "and GPT-3 6.7B. TVM takes 0.8 seconds.")
    assert rec["entities"]["System"] == ["Ramulator 2.0", "TVM"]
    assert rec["entities"]["Model"] == ["Llama 3 405B", "Llama 2 34B", "GPT-3 6.7B"]


def test_nlp_entities_a_plain_word_paired_with_a_known_system_is_one_before_a_verb():
    # written on GPU energy abstracts: "Zeus and Perseus showed that ..." lost Perseus; not a noun after the pair
    rec = _record("", "Zeus and Perseus showed that lowering the frequency saves energy. Our tool is faster than "
                      "DeepSpeed and Lithops. We use PyTorch and Python scripts.")
    assert rec["entities"]["System"] == ["Zeus", "Perseus", "DeepSpeed", "Lithops", "PyTorch"]
    assert rec["baselines"] == ["DeepSpeed", "Lithops"]


def test_nlp_entities_arm_cores_and_instruction_sets_are_hardware():
    # written on microcontroller abstracts: "Cortex-M4F" and "Armv7E-M" were systems, "BLE" (Bluetooth Low Energy)
    # one too
    rec = _record("", "It runs on an Arduino Nano 33 BLE Sense (Cortex-M4F, 256 KB SRAM) and uses the SIMD "
                      "instructions of Armv7E-M over BLE links.")
    assert rec["entities"]["Hardware"] == ["Arduino Nano 33 BLE Sense", "Cortex-M4F", "SRAM", "Armv7E-M"]
    assert rec["entities"]["System"] == []


def test_nlp_entities_generic_acronyms_and_links_are_no_systems():
    # written on HPC abstracts: "ETL" jobs, "PDE" discretisations, "GEMV-heavy" layers and "host-to-PIM" transfers
    # were systems
    rec = _record("", "On 30 production ETL jobs it helps. It arises from PDE discretisations. GEMV-heavy projection layers are fast. Host-to-PIM transfers and CPU-to-GPU "
                      "copies are slow.")
    assert rec["entities"]["System"] == []


def test_nlp_entities_a_bit_width_names_only_an_optimizer():
    # written on microcontroller kernels: "the 8-bit CMSIS-NN model" named a system "8-bit CMSIS-NN" (as "1-bit
    # Adam" is one); a library or a quantizer at a bit width stays itself, and the compared list goes on past it
    rec = _record("", "It is faster than the 8-bit CMSIS-NN kernels, the 4-bit GPTQ model and 2-bit QuIP#. We train "
                      "with 4-bit Adam.")
    assert rec["entities"]["System"] == ["CMSIS-NN", "GPTQ", "QuIP#", "4-bit Adam"]
    assert rec["baselines"] == ["CMSIS-NN", "GPTQ", "QuIP#"]


def test_nlp_entities_a_span_of_recorded_data_and_a_bench_edition_are_data_sets():
    # written on weather-emulator abstracts: "on 40 years of ERA5" made ERA5 a system; "On WeatherBench 2" lost its 2
    rec = _record("", "We train the model on 40 years of ERA5 at 0.25 degree resolution. On WeatherBench 2, it "
                      "improves RMSE by 7.4%. It is 5 points better on MMLU.")
    assert rec["entities"]["Dataset"] == ["ERA5", "WeatherBench 2", "MMLU"]
    assert rec["entities"]["System"] == []


def test_nlp_entities_scientific_models_and_earth_data_are_known():
    # written on weather and interatomic-potential abstracts: FourCastNet, NequIP were systems, ERA5 one too, and
    # "Visual Wake Words" (a TinyML benchmark) was missed outside "the ... dataset"
    rec = _record("", "Potentials such as NequIP remain slow. We compare with FourCastNet and a Fourier neural "
                      "operator (FNO) trained on ERA5 and CMIP6, and run Visual Wake Words on a Cortex-M7.")
    assert rec["entities"]["Model"] == ["NequIP", "FourCastNet", "Fourier neural operator"]
    assert rec["entities"]["Dataset"] == ["ERA5", "CMIP6", "Visual Wake Words"]
    assert rec["entities"]["System"] == []


def test_nlp_entities_a_name_after_a_long_opening_phrase_and_a_repeated_preposition_in_a_compared_list():
    # written on LLM-training abstracts: "On GPT-3 6.7B and GPT-3 13B trained on real AWS and GCP spot traces,
    # Phoenix-2 attains ..." typed Phoenix-2 a data set (an item of "traces"); "Compared to ... DeepSpeed and to
    # CheckFreq" lost CheckFreq as a baseline
    rec = _record("", "On GPT-3 6.7B and GPT-3 13B trained on real AWS and GCP spot traces, Phoenix-2 attains 1.6x the "
                      "training throughput of Oobleck. Compared to asynchronous checkpointing in DeepSpeed and to "
                      "CheckFreq, MemSnap lowers the wasted GPU time by 92%.")
    assert rec["entities"]["System"] == ["Phoenix-2", "Oobleck", "DeepSpeed", "CheckFreq", "MemSnap"]
    assert rec["entities"]["Dataset"] == []
    assert rec["baselines"] == ["Oobleck", "asynchronous checkpointing", "DeepSpeed", "CheckFreq"]


def test_nlp_entities_a_gpu_architecture_and_a_drive_interface_are_written_apart_from_the_device_class():
    # as the guideline writes "NVIDIA V100 GPU" as V100 and GPU: "Hopper GPUs" gave "Hopper GPU", "NVMe SSDs" one
    # "NVMe SSD"
    rec = _record("", "BlockSkim runs on NVIDIA Hopper GPUs and spills the KV cache to NVMe SSDs; Ampere GPUs lack "
                      "the TMA unit.")
    assert rec["entities"]["Hardware"] == ["Hopper", "GPU", "NVMe", "SSD", "Ampere"]


def test_nlp_entities_encryption_clipping_and_integer_programs_are_techniques():
    # written on confidential-computing, DP-training and scheduling abstracts: "encryption", "ghost clipping", "a
    # mixed-integer program", "erasure coding", "checkpoint-restart" and "grouped GEMM" were missed
    rec = _record("", "MemSnap applies erasure coding to replicas. Under confidential computing, the H100 adds encryption. "
                      "Tessera solves a mixed-integer program. PrivFast runs 1.7x faster than ghost clipping. Jobs "
                      "use checkpoint-restart and grouped GEMM kernels.")
    assert rec["entities"]["Technique"] == ["erasure coding", "confidential computing", "encryption",
                                            "mixed-integer program", "ghost clipping", "checkpoint-restart",
                                            "grouped GEMM"]
    assert rec["baselines"] == ["ghost clipping"]


def test_nlp_entities_a_kind_noun_before_an_unknown_name_types_it():
    # written on a sparse-accelerator abstract: "the sparse accelerator SIGMA" was a system; so was "the dataset X"
    rec = _record("", "We present SPARTA, an accelerator for sparse workloads. SPARTA is 1.6x faster than the sparse "
                      "accelerator SIGMA. We also test on the dataset FooBar and the open model OLMoX.")
    assert rec["entities"]["Hardware"] == ["SPARTA", "accelerator", "sparse accelerator", "SIGMA"]
    assert rec["entities"]["Dataset"] == ["FooBar"] and rec["entities"]["Model"] == ["OLMoX"]
    assert rec["baselines"] == ["SIGMA"]


def test_nlp_entities_latex_style_commands_are_no_words_of_a_name_and_small_capitals_make_one():
    # written on pipeline schedules and GNN training: "\emph{interleaved backward splitting} (IBS)" kept "\emph{" in
    # the long form; "\textsc{Laggard} delivers ..." found no name (a plain word in small capitals)
    rec = _record("", r"We propose \emph{interleaved backward splitting} (IBS), a pipeline schedule. On ogbn-products, "
                      r"\textsc{Laggard} is 2x faster than GCN training in DistGNN.")
    assert rec["entities"]["Technique"] == ["interleaved backward splitting", "pipeline schedule"]
    assert rec["entities"]["System"] == ["Laggard", "DistGNN"]
    assert rec["baselines"] == ["DistGNN"]


def test_nlp_entities_an_n_to_m_pattern_in_digits_modifies_a_technique():
    # written on one-shot pruning: "at 2:4 semi-structured sparsity" lost its "2:4" ("2:4 sparsity" is known)
    rec = _record("", "At 2:4 semi-structured sparsity, Winnow lowers perplexity; it also supports 1:2 structured "
                      "pruning.")
    assert rec["entities"]["Technique"] == ["2:4 semi-structured sparsity", "1:2 structured pruning"]


def test_nlp_entities_how_much_and_who_says_so_are_no_kind_of_a_quantity():
    # written on benchmark and survey abstracts: "an order of magnitude speedup", "at moderate batch sizes", "the
    # reported speedup", "almost none report variance" and "We decouple parameter count" were metrics of their own
    # (not "uniform magnitude pruning", a technique)
    rec = _record("", "It brings an order of magnitude speedup over uniform magnitude pruning at moderate batch "
                      "sizes. The reported speedup is 2x. Almost none report variance. We decouple parameter count "
                      "from compute.")
    assert rec["entities"]["Metric"] == ["speedup", "batch size", "parameter count"]
    assert rec["entities"]["Technique"] == ["uniform magnitude pruning"]


def test_nlp_entities_pixart_with_its_greek_letter_is_a_model():
    # written on diffusion serving: "the latency of PixArt-α" made a system of the diffusion transformer
    rec = _record("", "PatchPipe reduces the latency of PixArt-α at 4K resolution.")
    assert rec["entities"]["Model"] == ["PixArt-α"] and rec["entities"]["System"] == ["PatchPipe"]


def test_nlp_entities_a_gpu_cluster_is_no_device():
    # the dev set's annotators write "prohibitively expensive GPU clusters" (seed-37) as no hardware of its own (a
    # cluster is a set of machines, not a device class); the GPU stays
    rec = _record("", "Training needs prohibitively expensive GPU clusters and heterogeneous GPU clusters.")
    assert rec["entities"]["Hardware"] == ["GPU"]


def test_nlp_entities_a_split_benchmark_a_cnn_named_by_suffix_and_phones():
    # written on on-device continual learning and keyword spotting: "Split CIFAR-100" gave CIFAR-100, "a DS-CNN" a
    # system, "mid-range phones" nothing
    rec = _record("", "On Split CIFAR-100 and Permuted MNIST, a DS-CNN runs on mid-range phones.")
    assert rec["entities"]["Dataset"] == ["Split CIFAR-100", "Permuted MNIST"]
    assert rec["entities"]["Model"] == ["DS-CNN"] and rec["entities"]["Hardware"] == ["phone"]


def test_nlp_entities_judging_adjectives_and_raise_are_no_kind_of_a_quantity():
    # written on December-2025-style abstracts: "scarce bandwidth", "inconsistent batch sizes", "long-tailed response
    # lengths", "a first-class cost", "equivalent HBM capacity" and "GEMMs raise end-to-end training throughput" were
    # metrics of their own
    rec = _record("", "Over scarce bandwidth, with inconsistent batch sizes and long-tailed response lengths, fused "
                      "GEMMs raise end-to-end training throughput by 12% and treat energy as a first-class cost at "
                      "equivalent HBM capacity.")
    assert rec["entities"]["Metric"] == ["bandwidth", "batch size", "response length",
                                         "end-to-end training throughput", "cost", "HBM capacity"]


def test_nlp_entities_a_known_data_set_keeps_its_year_and_a_name_before_graph_is_data():
    # written on RL post-training and GNN partitioning: "the same AIME 2024 accuracy" gave AIME and a result 2024;
    # "the ... IGB-Heterogeneous graph" was a system
    rec = _record("", "On the 1.7-billion-edge IGB-Heterogeneous graph, HopShard cuts traffic by 5x. It reaches the "
                      "same AIME 2024 accuracy (43.1%) and wins on WMT 2014.")
    assert rec["entities"]["Dataset"] == ["IGB-Heterogeneous", "AIME 2024", "WMT 2014"]
    assert [r["value"] for r in rec["results"]] == [5.0, 43.1]


def test_nlp_entities_a_known_hyphenated_method_takes_modifiers_and_splitting_heads_a_method():
    # from recalled abstracts of GPipe and Splitwise and a pipeline-serving abstract: "ping-pong micro-batching" gave
    # the known "micro-batching" alone ("micro" is no modifier of its own), "a novel batch-splitting pipelining
    # algorithm" gave "pipelining", and "phase splitting" was no technique
    rec = _record("", "MegaSplit introduces ping-pong micro-batching to hide transfers. GPipe utilizes a novel "
                      "batch-splitting pipelining algorithm. Splitwise relies on phase splitting.")
    assert rec["entities"]["Technique"] == ["ping-pong micro-batching", "batch-splitting pipelining",
                                            "phase splitting"]
    assert _record("", "We rely on micro-batching and high-quality data.")["entities"]["Technique"] == [
        "micro-batching"]


def test_nlp_entities_an_engine_named_by_its_initials_is_a_system():
    # from a recalled EIE abstract: "an energy efficient inference engine (EIE)" was a technique, so the title's
    # "EIE: ..." proposed nothing; a kind of system with an acronym stays no system ("information systems (IS)")
    rec = _record("EIE: Efficient Inference Engine on Compressed Deep Neural Network",
                  "We propose an energy efficient inference engine (EIE) that performs inference on this compressed "
                  "network model.")
    assert rec["entities"]["System"] == ["efficient inference engine"]
    assert rec["proposes"] == ["efficient inference engine"]
    rec = _record("", "We study information systems (IS) in hospitals.")
    assert rec["entities"]["System"] == []


def test_nlp_entities_a_known_metric_keeps_its_percentile():
    # from a recalled SpotServe abstract: "reduce the P99 tail latency by 2.4 - 9.1x" gave "tail latency" (a known
    # metric took no percentile, though "P99 decode latency" is one phrase)
    rec = _record("", "SpotServe can reduce the P99 tail latency by 2.4x and the p95 time-to-first-token by 3x, and "
                      "the tail latency of batch jobs by 10%.")
    assert rec["entities"]["Metric"] == ["P99 tail latency", "p95 time-to-first-token", "tail latency"]
    assert [r["metric"] for r in rec["results"]] == ["p99 tail latency", "p95 time-to-first-token", "tail latency"]


def test_nlp_entities_entail_and_a_denied_judgement_are_no_kind_of_a_quantity():
    # from a recalled Horovod abstract: "under the TensorFlow library entail non-negligible communication overhead"
    # gave the metric "library entail non-negligible communication overhead"
    rec = _record("", "Existing methods under the TensorFlow library entail non-negligible communication overhead. "
                      "Others incur non-trivial device placements.")
    assert rec["entities"]["Metric"] == ["communication overhead"]
    assert rec["entities"]["Technique"] == ["device placement"]


def test_nlp_entities_serving_a_model_is_no_technique():
    # the dev set leaves "model serving" out (seed-22), as "LLM inference" and "DNN training"; the vocabulary had
    # "LLM serving" and "model serving" as techniques (13 extras in three recalled and written sets)
    rec = _record("", "LLM serving is costly. We study model serving and LLM inference. In LLM serving, continuous "
                      "batching matters.")
    assert rec["entities"]["Technique"] == ["continuous batching"]
    assert rec["entities"]["Model"] == ["LLM"]


def test_nlp_entities_a_factor_is_no_model_number_and_a_plural_version_is_the_device():
    # from recalled EIE and TPU v4 abstracts: "gives EIE 120x energy saving" made the device "EIE 120x" (and lost the
    # result); "TPU v4s are ..." beside "TPU v4" made a second device
    rec = _record("", "Going from DRAM to SRAM gives EIE 120x energy saving. TPU v4s are faster. The TPU v4 uses "
                      "optical switches, unlike the Ryzen Threadripper 3970X.")
    assert rec["entities"]["Hardware"] == ["DRAM", "SRAM", "EIE", "TPU v4", "Ryzen Threadripper 3970X"]
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(120.0, "x")]


def test_nlp_entities_a_models_size_and_edition_and_a_translation_direction_name_one_thing():
    # from recalled ZeRO, SGLang-era and GShard abstracts: "Megatron GPT 8.3B" lost its size (the label is
    # "Megatron-GPT", one word), "Mixtral 8x7B Instruct" its edition, "WMT'14 English-to-French" its direction, and
    # "the counterpart dense model" kept "counterpart"
    rec = _record("", "We scale past Megatron GPT 8.3B and serve Mixtral 8x7B Instruct. It reaches 41.0 BLEU on WMT'14 "
                      "English-to-French. It beats the counterpart dense model.")
    assert rec["entities"]["Model"] == ["Megatron-GPT 8.3B", "Mixtral 8x7B Instruct", "dense model"]
    assert rec["entities"]["Dataset"] == ["WMT'14 English-to-French"]


def test_nlp_entities_a_factor_and_for_the_first_time_are_no_modifiers():
    # from recalled Scissorhands and SpQR abstracts: "to achieve up to 20X compression" gave the technique "20X
    # compression" (and no result); "enables for the first time near-lossless compression" gave "time near-lossless
    # compression"
    rec = _record("", "Scissorhands can be combined with 4-bit quantization to achieve up to 20X compression. SpQR "
                      "enables for the first time near-lossless compression of LLMs.")
    assert rec["entities"]["Technique"] == ["4-bit quantization", "compression", "near-lossless compression"]
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(20.0, "x")]


def test_nlp_entities_binary_size_units_and_cots_are_no_names_and_memory_generations_are_hardware():
    # from recalled TPU and RecSSD abstracts: "a 28 MiB software-managed on-chip memory" made "MiB" a system, "GDDR5
    # memory" a system, and "COTS SSDs" the system "COTS"
    rec = _record("", "The TPU has a 28 MiB software-managed on-chip memory and uses GDDR5 memory. RecSSD reduces "
                      "latency by 2X compared to using COTS SSDs.")
    assert rec["entities"]["System"] == ["RecSSD"]
    assert "GDDR5" in rec["entities"]["Hardware"]


def test_nlp_entities_a_short_form_in_a_bracket_glued_to_its_long_form():
    # from a recalled SparCL abstract: "We propose Sparse Continual Learning(SparCL), a novel framework" made the
    # system "Sparse Continual Learning(SparCL" (the bracket stayed inside the token)
    rec = _record("SparCL: Sparse Continual Learning on the Edge",
                  "We propose Sparse Continual Learning(SparCL), a novel framework.")
    assert rec["entities"]["System"] == ["Sparse Continual Learning"]
    assert rec["proposes"] == ["Sparse Continual Learning"]
    # after a name that ends in capitals too (h228-6: "match or outperform the performance of cuBLAS(Lt), cuDNN, and
    # custom handwritten kernels" compared with nothing: "cuBLAS(Lt" was one token); not before lower case ("GPU(s)")
    rec = _record("", "Our kernels match or outperform the performance of cuBLAS(Lt), cuDNN, and custom handwritten "
                      "kernels on 8 GPU(s).")
    assert rec["baselines"] == ["cuBLAS", "cuDNN"]


def test_a_plain_word_between_a_chip_maker_and_a_device_class_names_the_device():
    rec = _record(None, "We compare the TPU to a server-class Intel Haswell CPU and NVIDIA Kepler GPUs.")
    assert rec["entities"]["Hardware"] == ["TPU", "Haswell", "CPU", "Kepler", "GPU"]
    # a device's class ends the capitalised name set off after a head noun
    rec = _record(None, "It achieves 162x speedup over MNNFast accelerator, TITAN Xp GPU, Xeon CPU, respectively.")
    assert "TITAN Xp GPU" not in rec["entities"]["Hardware"]
    assert {"Titan Xp", "GPU", "Xeon", "CPU"} <= set(rec["entities"]["Hardware"])


def test_who_made_a_model_or_how_good_it_is_is_no_kind_of_model():
    # RecNMP's and DeepRecSys's abstracts: "production-grade", "industry-representative" rate the models
    rec = _record(None, "We evaluate eight industry-representative recommendation models and production-grade "
                        "recommendation models, and our in-house developed GNN model.")
    assert rec["entities"]["Model"] == ["recommendation model", "GNN"]


def test_a_supercomputer_is_named_as_a_device_is_and_only_where_the_text_is_about_devices():
    # Dash et al., "Optimizing Distributed Training on Frontier for Large Language Models" (2023)
    rec = _record("Optimizing Distributed Training on Frontier for Large Language Models",
                  "We extract this computation from Frontier, the world's first exascale supercomputer, using "
                  "AMD MI250X GPUs. Our code also scales to the entire Summit supercomputer.")
    # (an exascale supercomputer is a kind of one; "the Summit supercomputer" is Summit, a supercomputer)
    assert rec["entities"]["Hardware"] == ["Frontier", "exascale supercomputer", "supercomputer", "MI250X", "GPU",
                                           "Summit"]
    # no machine: a title's style, a new frontier, the frontier models
    rec = _record("Artificial Intelligence in Medicine: A New Frontier",
                  "Deep learning algorithms expose these processors to many examples. Frontier models such as "
                  "GPT-4 also help, as do New Frontiers in Hardware. The AI Summit discussed it.")
    assert not {"Frontier", "Summit"} & set(rec["entities"]["Hardware"])


def test_capitalised_words_between_the_and_supercomputer_name_the_machine():
    # Chimera (SC 2021): "running on 2,048 GPU nodes of the Piz Daint supercomputer" gave only "supercomputer"; a
    # maker's kind ("a Cray supercomputer") names no machine
    rec = _record(None, "For a GPT-2 model running on 2,048 GPU nodes of the Piz Daint supercomputer, Chimera "
                        "improves the training throughput by 1.16x. The baseline ran on a Cray supercomputer.")
    assert rec["entities"]["Hardware"] == ["GPU node", "Piz Daint", "supercomputer"]


def test_a_named_hpc_system_is_a_machine():
    # MCR-DL (2023): "on 256 V100 GPUs on the Lassen HPC system", "on 32 A100 GPUs with the Theta-GPU HPC system"
    # gave no Lassen, and Theta-GPU as a System
    rec = _record(None, "We demonstrate a 31% improvement on 256 V100 GPUs on the Lassen HPC system, and a 20% "
                        "throughput improvement on 32 A100 GPUs with the Theta-GPU HPC system.")
    assert rec["entities"]["Hardware"] == ["V100", "GPU", "Lassen", "A100", "Theta-GPU"]
    assert rec["entities"]["System"] == []


def test_licences_fields_joined_by_a_slash_and_inter_device_networks_are_no_names_or_models():
    # FastMoE (2021): "available at https://github.com/laekov/fastmoe under Apache-2 license" gave the System
    # "Apache-2"; the Graphcore IPU report (2019): "aimed at Artificial Intelligence/Machine Learning (AI/ML)
    # workloads" a System; SN40L (2024): "A dedicated inter-RDU network" a Model
    rec = _record(None, "The source of FastMoE is available at https://github.com/laekov/fastmoe under Apache-2 "
                        "license, and FooLib is licensed under GPL. The IPU is a massively parallel platform aimed "
                        "at Artificial Intelligence/Machine Learning (AI/ML) workloads. A dedicated inter-RDU "
                        "network enables scaling up and out over multiple sockets.")
    assert rec["entities"]["System"] == ["FastMoE", "FooLib"]
    assert rec["entities"]["Model"] == []


def test_high_performance_before_a_method_is_no_part_of_its_name():
    # FastMoE (2021): "a well-tuned high performance distributed training system" gave "performance distributed
    # training"
    rec = _record(None, "Training trillion-scale MoE requires a well-tuned high performance distributed training "
                        "system and high quality data parallelism, unlike low precision training.")
    assert rec["entities"]["Technique"] == ["MoE", "distributed training", "data parallelism", "low-precision training"]


def test_a_noun_with_a_gerund_of_avoiding_or_preserving_makes_a_kind_of_method():
    # FasterMoE (2022): "We design a congestion-avoiding expert selection strategy" gave "expert selection"; the
    # paper's own method, so proposed whole
    rec = _record("FasterMoE: Modeling and Optimizing Training of Large-Scale Dynamic Pre-Trained Models",
                  "We design a congestion-avoiding expert selection strategy that relieves network congestion, and "
                  "we use memory-saving recomputation, which is less time-consuming training.")
    assert rec["entities"]["Technique"] == ["congestion-avoiding expert selection", "memory-saving recomputation"]
    assert "congestion-avoiding expert selection" in rec["proposes"]


def test_a_gerund_after_on_or_when_is_a_verb_not_a_kind():
    # Check-N-Run (NSDI 2022): "we focus on checkpointing recommendation models" gave the Model "checkpointing
    # recommendation model"; H2O (2023): "when computing attention scores" the Metric "computing attention score"
    rec = _record(None, "While Check-N-Run is applicable to long running ML jobs, we focus on checkpointing "
                        "recommendation models. A small portion of tokens contributes most of the value when "
                        "computing attention scores, as training throughput shows.")
    assert rec["entities"]["Model"] == ["recommendation model"]
    assert rec["entities"]["Metric"] == ["training throughput"]  # (attention scores are the model's values, no
    # measure: test_nlp_entities_attention_scores_and_which_layer_are_no_entities)


def test_an_adverb_before_a_gerund_is_no_part_of_a_method_and_an_fpu_is_hardware():
    # PockEngine (MICRO 2023): "(e.g., locally fine-tuning large language models on personalized data)" gave the
    # method "locally fine-tuning"; TensorFlow Lite Micro (MLSys 2021): "instruction-set architecture and FPU
    # support" a System FPU
    rec = _record(None, "On-device learning enables customization (e.g., locally fine-tuning large language models "
                        "on personalized data). The hardware comes in many flavors (e.g., instruction-set "
                        "architecture and FPU support, or lack thereof).")
    assert "fine-tuning" in rec["entities"]["Technique"] and "locally fine-tuning" not in rec["entities"]["Technique"]
    assert rec["entities"]["Hardware"] == ["FPU"] and rec["entities"]["System"] == []
    # (and "simply": "even without malicious intent, simply fine-tuning with benign datasets can degrade the safety
    # alignment of LLMs", Qi et al. 2023)
    rec = _record(None, "Even without malicious intent, simply fine-tuning with benign datasets can degrade the "
                        "safety alignment of LLMs.")
    assert rec["entities"]["Technique"] == ["fine-tuning", "safety alignment"]


def test_an_idiom_an_evaluative_classical_and_a_models_computation_make_no_kinds():
    # PaGraph (SoCC 2020): "a caching policy that takes into account graph structural information" gave the method
    # "account graph"; P3 (OSDI 2021): "training classical deep neural networks" the model "classical deep neural
    # network"; NeuGraph (ATC 2019): "parallel neural network computation on graphs" the model "parallel neural
    # network"
    rec = _record(None, "PaGraph develops a caching policy that takes into account graph structural information. "
                        "Training GNNs differs from training classical deep neural networks. We support efficient "
                        "and scalable parallel neural network computation on graphs.")
    assert rec["entities"]["Technique"] == ["caching"]
    assert rec["entities"]["Model"] == ["GNN", "deep neural network", "neural network"]


def test_recovery_heads_a_method_and_a_compound_ending_in_a_common_word_is_no_name():
    # SpotServe (ASPLOS 2024): "stateful inference recovery" gave "stateful inference"; PaGraph (SoCC 2020): "a
    # GNN-computation-aware partition" the System "GNN-computation"; Atom (2023): "prevalent quantization methods"
    # the method "prevalent quantization". Getting a measure back, or an economy, is no method.
    rec = _record(None, "SpotServe introduces stateful inference recovery. PaGraph designs a GNN-computation-aware "
                        "partition, unlike prevalent quantization methods. It helps model quality recovery, unlike "
                        "the post-war economic recovery.")
    assert rec["entities"]["Technique"] == ["stateful inference recovery", "quantization"]
    assert rec["entities"]["System"] == ["SpotServe", "PaGraph"]


def test_a_bare_model_word_left_by_a_dropped_modifier_is_no_model():
    # Cocktail (SoCC 2022): "a cost effective ensembling-based model serving framework" gave the Model "model";
    # SCNN (ISCA 2017): "contemporary neural networks" the Model "contemporary neural network"
    rec = _record(None, "Towards this, we propose Cocktail, a cost effective ensembling-based model serving "
                        "framework. SCNN speeds up contemporary neural networks.")
    assert rec["entities"]["Model"] == ["neural network"]


def test_a_plural_description_without_article_set_off_by_a_relative_clause_types_the_name():
    # TPU v4 (ISCA 2023): "Its SparseCores, dataflow processors that accelerate models that rely on embeddings by
    # 5x-7x, ..." typed SparseCores a System
    rec = _record("TPU v4: An Optically Reconfigurable Supercomputer",
                  "Its SparseCores, dataflow processors that accelerate models that rely on embeddings by 5x-7x, use "
                  "only 5% of die area and power.")
    assert "SparseCores" in rec["entities"]["Hardware"] and rec["entities"]["System"] == []


def test_a_library_and_benchmark_is_a_library():
    # FedML (2020): "we introduce FedML, an open research library and benchmark to facilitate FL algorithm
    # development" typed FedML a data set by the last of the two heads
    rec = _record("FedML: A Research Library and Benchmark for Federated Machine Learning",
                  "In this work, we introduce FedML, an open research library and benchmark to facilitate FL "
                  "algorithm development. FedML supports on-device training.")
    assert rec["entities"]["System"] == ["FedML"] and rec["entities"]["Dataset"] == []


def test_delays_are_measures_and_sparsely_activated_models_a_kind():
    # CacheGen (SIGCOMM 2024): "high extra network delays", "low context-loading delay" were no metrics; Kim et al.
    # (2021): "an emerging class of sparsely activated deep learning models" gave "activated deep learning model"
    rec = _record(None, "Fetching the KV cache can cause high extra network delays. CacheGen maintains low "
                        "context-loading delay. MoE models are an emerging class of sparsely activated deep learning "
                        "models.")
    assert {"network delays", "context-loading delay"} <= set(rec["entities"]["Metric"])
    assert "sparsely activated deep learning model" in rec["entities"]["Model"]


def test_language_model_alone_is_no_model_name_but_its_kinds_are():
    # the dev set's abstracts write "language model(s)" 20 times and never annotate it alone (seed-24, seed-30)
    rec = _record(None, "It was applied to two of the largest open-sourced language models, including GPT-J6B. "
                        "Large pre-trained Transformer-based language models and masked language models are "
                        "popular, as are large language models (LLMs).")
    assert "language model" not in rec["entities"]["Model"]
    assert {"GPT-J6B", "Transformer-based language model", "large language model"} <= set(rec["entities"]["Model"])


def test_the_people_of_a_kind_of_model_name_no_model():
    # seed-30: "many neural network practitioners attempt ..." (the dev gold lists no neural network there)
    rec = _record(None, "Many neural network practitioners and LLM developers use it. The neural network runs on "
                        "GPUs.")
    assert rec["entities"]["Model"] == ["neural network"]
    rec = _record(None, "Many neural network practitioners and LLM developers use it.")
    assert rec["entities"]["Model"] == []


def test_a_capitalised_name_after_present_our_and_set_off_by_its_description_is_introduced():
    # Lacoste et al., "Quantifying the Carbon Emissions of Machine Learning" (2019)
    rec = _record(None, "In order to approach these issues, we present our Machine Learning Emissions Calculator, a "
                        "tool for our community to better understand the environmental impact of training ML models.")
    assert rec["entities"]["System"] == ["Machine Learning Emissions Calculator"]
    assert rec["proposes"] == ["Machine Learning Emissions Calculator"]
    # one capitalised word after "the" is no name set off so ("the Transformer, a model" is the known one)
    rec = _record(None, "We present the Results, a summary of our study of ML models.")
    assert rec["entities"]["System"] == [] and rec["proposes"] == []


def test_full_before_a_known_method_names_the_method_done_whole():
    # seed-42: "... 10x faster than the full softmax baseline" (the dev gold: "full softmax", a baseline)
    rec = _record(None, "We present FGD. FGD is 10x faster than the full softmax baseline. It avoids full "
                        "recomputation and reaches full accuracy on the full dataset with full KV cache reuse.")
    assert rec["entities"]["Technique"] == ["full softmax", "full recomputation", "KV cache reuse"]
    assert rec["baselines"] == ["full softmax"]


def test_one_adjective_of_two_before_a_shared_head_is_written_with_the_head():
    # Splitwise's abstract (ISCA 2024): "heterogeneous" loses no plural s, "homogeneous" keeps its head
    rec = _record(None, "With Splitwise we design homogeneous and heterogeneous inference clusters built from "
                        "NVIDIA DGX-A100 machines.")
    assert "homogeneous inference" in rec["entities"]["Technique"]
    assert "homogeneous" not in rec["entities"]["Technique"]


def test_devices_described_by_qualities_are_no_kinds_of_device():
    # SWARM parallelism's abstract (ICML 2023): "poorly connected", "unreliable" say how the devices behave
    rec = _record(None, "We propose SWARM parallelism, a model-parallel training algorithm designed for poorly "
                        "connected, heterogeneous and unreliable devices.")
    assert rec["entities"]["Hardware"] == []


def test_a_rate_of_operations_in_mixed_case_is_a_unit_not_a_name():
    # ZeRO's abstract (SC 2020): "15 PetaFlops"
    rec = _record(None, "We train models with over 100B parameters on 400 NVIDIA V100 GPUs, sustaining a "
                        "throughput of 15 PetaFlops.")
    assert rec["entities"]["System"] == []
    assert {"value": 15.0, "unit": "PFLOPS", "metric": "throughput"} in rec["results"]


def test_a_graphics_card_is_named_by_its_line_and_number_known_or_not():
    # CheckFreq's abstract (FAST 2021): the Quadro RTX 5000 is in no vocabulary
    rec = _record(None, "We evaluate CheckFreq on V100 and Quadro RTX 5000 GPUs, an RTX A5500 and a GTX 1650.")
    assert rec["entities"]["Hardware"] == ["V100", "Quadro RTX 5000", "GPU", "RTX A5500", "GTX 1650"]
    assert rec["entities"]["System"] == ["CheckFreq"]


def test_a_description_with_an_irregular_participle_still_types_the_name():
    # Tutel's abstract (MLSys 2023): "built" opens what follows the head, "model"
    rec = _record(None, "We further integrate Tutel into SwinV2-MoE, a computer vision model built on Swin "
                        "Transformer V2, and obtain up to 1.55x speedups in training over Fairseq.")
    assert "SwinV2-MoE" in rec["entities"]["Model"]
    assert "SwinV2-MoE" not in rec["entities"]["System"]


def test_a_name_described_as_an_accelerator_architecture_is_hardware():
    # SIGMA's abstract (HPCA 2020): the architecture of an accelerator is a device's design, not software
    rec = _record(None, "This paper proposes SIGMA, a flexible and scalable accelerator architecture that keeps all "
                        "of its processing elements highly utilized regardless of GEMM shape and sparsity.")
    assert "SIGMA" in rec["entities"]["Hardware"]
    assert rec["entities"]["System"] == []
    # a network's architecture is still a model's design
    rec = _record(None, "We present XNNTab, a neural architecture that uses a sequence of MLPs.")
    assert "XNNTab" in rec["entities"]["Model"]


def test_a_known_data_set_with_a_size_keeps_its_written_name():
    # a data set's size is part of its name as written (a known model's size is written after a space: "GPT-3 1.3B")
    rec = _record(None, "We pretrain on LAION-440M, a filtered subset of LAION, and evaluate GPT-31.3B.")
    assert "LAION-440M" in rec["entities"]["Dataset"]
    assert "LAION 440M" not in rec["entities"]["Dataset"]


def test_a_software_suite_and_a_new_part_after_it_are_one_name():
    # H2O's abstract (NeurIPS 2023), no comma before the list; S-LoRA's (MLSys 2024)
    rec = _record(None, "Our implementation of H2O improves the throughput over three leading inference systems "
                        "DeepSpeed Zero-Inference, Hugging Face Accelerate, and FlexGen by up to 29x.")
    assert "DeepSpeed Zero-Inference" in rec["entities"]["System"]
    assert "DeepSpeed" not in rec["entities"]["System"]
    rec = _record(None, "Compared to state-of-the-art libraries such as HuggingFace PEFT and vLLM, S-LoRA improves "
                        "the throughput by up to 4 times.")
    assert "HuggingFace PEFT" in rec["entities"]["System"]
    # a known system after the suite's name stays its own
    rec = _record(None, "We compare with DeepSpeed ZeRO-Offload on one GPU.")
    assert {"DeepSpeed", "ZeRO-Offload"} <= set(rec["entities"]["System"])


def test_a_name_described_as_a_processing_in_memory_architecture_is_hardware():
    # AttAcc's abstract (ASPLOS 2024): a PIM architecture is a device's design
    rec = _record(None, "To address this inefficiency, we first propose AttAcc, a processing-in-memory (PIM) "
                        "architecture for the efficient execution of the attention layer.")
    assert rec["entities"]["Hardware"] == ["AttAcc"]
    assert rec["entities"]["System"] == []


def test_tf_lite_micro_written_with_a_hyphen_is_tensorflow_lite_micro():
    # MCUNet's abstract (NeurIPS 2020)
    rec = _record(None, "TinyEngine reduces memory usage by 3.4x compared to TF-Lite Micro and CMSIS-NN.")
    assert "TF-Lite Micro" in rec["entities"]["System"]
    assert "TF-Lite" not in rec["entities"]["System"]


def test_names_before_data_sets_written_as_two_words_are_data_sets():
    # TT-Rec's abstract (MLSys 2021): "data sets" as "datasets"
    rec = _record(None, "We evaluate TT-Rec by training DLRM with the Kaggle and Terabyte data sets.")
    assert rec["entities"]["Dataset"] == ["Kaggle", "Terabyte"]
    rec = _record(None, "We collect a data set of 4 million samples.")
    assert rec["entities"]["Dataset"] == []


def test_a_design_level_and_attention_projections_are_no_systems():
    # DNNBuilder's and NeuPIMs' abstracts (ICCAD 2018, ASPLOS 2024)
    rec = _record(None, "Building a high-performance FPGA accelerator often requires RTL programming and hardware "
                        "verification. QKV generation and the feed-forward networks involve compute-intensive GEMM.")
    assert rec["entities"]["System"] == []


def test_a_known_acronym_after_a_word_of_its_kind_is_the_specific_method():
    # PAPAYA's abstract (MLSys 2022): "synchronous FL" as "synchronous federated learning" would be
    rec = _record(None, "Scaling synchronous FL is challenging, and stragglers hinder it. We also compare 4-bit PTQ "
                        "with cross-device FL.")
    assert {"synchronous FL", "4-bit PTQ", "cross-device FL"} <= set(rec["entities"]["Technique"])
    # how big, how good or what it is based on is no kind of it
    rec = _record(None, "We study large-scale FL, high-quality PTQ and traditional FL.")
    assert sorted(rec["entities"]["Technique"]) == ["FL", "PTQ"]


def test_a_known_system_opening_a_method_phrase_is_no_part_of_the_method():
    # CoorDL's abstract (VLDB 2021): "the state-of-the-art DALI data loading library"
    rec = _record(None, "When PyTorch uses CoorDL instead of the state-of-the-art DALI data loading library, DNN "
                        "training time is reduced by as much as 5x. We also tried TVM operator fusion and the DALI "
                        "data scheduling library.")
    assert sorted(rec["entities"]["Technique"]) == ["data loading", "data scheduling", "operator fusion"]
    assert {"DALI", "TVM"} <= set(rec["entities"]["System"])
    # a name glued into a compound is no part of the method: what is done in its style is the method
    rec = _record(None, "We exploit AWS Lambda-style container reuse.")
    assert rec["entities"]["Technique"] == ["container reuse"]


def test_heads_of_program_and_schedule_rewrites_name_methods():
    # QServe's abstract (2024): "compute-aware weight reordering"; TASO's (SOSP 2019): "graph substitutions"
    rec = _record(None, "QServe uses progressive group quantization and compute-aware weight reordering. TASO "
                        "automatically generates graph substitutions. Schedulers use work stealing and sequence "
                        "packing.")
    assert {"compute-aware weight reordering", "graph substitution", "work stealing",
            "sequence packing"} <= set(rec["entities"]["Technique"])
    # a preemption is an event, no method: "before instance preemptions and allocations really happen"
    rec = _record(None, "Parcae adapts before instance preemptions and allocations really happen.")
    assert rec["entities"]["Technique"] == []


def test_hardware_right_before_a_measure_names_the_measure():
    # SmoothQuant's abstract (ICML 2023): "cannot maintain accuracy and hardware efficiency", "reduces hardware costs"
    rec = _record(None, "Existing methods cannot maintain accuracy and hardware efficiency at the same time. Our work "
                        "reduces hardware costs.")
    assert rec["entities"]["Metric"] == ["accuracy", "hardware efficiency", "hardware cost"]
    # further from the head it says where the quantity is: Carousel Memory's "hardware memory capacity"
    rec = _record(None, "Edge devices have limited hardware memory capacity.")
    assert rec["entities"]["Metric"] == ["memory capacity"]


def test_a_model_class_before_other_modifiers_is_no_kind_of_the_method():
    # AWQ's abstract (MLSys 2024): "a hardware-friendly approach for LLM low-bit weight-only quantization", "the
    # hardware-inefficient mix-precision quantization"
    rec = _record(None, "We propose a hardware-friendly approach for LLM low-bit weight-only quantization. To avoid the "
                        "hardware-inefficient mix-precision quantization, we scale salient channels.")
    assert rec["entities"]["Technique"] == ["low-bit weight-only quantization", "mix-precision quantization"]


def test_a_based_compound_before_a_known_term_with_a_generic_tail_drops_the_tail():
    # Medusa's abstract (ICML 2024): "Using a tree-based attention mechanism, Medusa constructs ..."
    rec = _record(None, "Using a tree-based attention mechanism, Medusa constructs multiple candidate continuations.")
    assert rec["entities"]["Technique"] == ["tree-based attention"]


def test_number_formats_written_as_words_and_multiplications_make_methods():
    # LLM.int8()'s abstract (NeurIPS 2022): "a procedure for Int8 matrix multiplication for feed-forward and attention
    # projection layers in transformers"
    rec = _record(None, "We develop a procedure for Int8 matrix multiplication for feed-forward and attention "
                        "projection layers in transformers. We also use random projection.")
    assert rec["entities"]["Technique"] == ["Int8 matrix multiplication", "random projection"]


def test_statistical_makes_a_method_and_a_measure_right_before_the_head():
    # AlpaServe's abstract (OSDI 2023): "the opportunity to exploit statistical multiplexing"; Pollux's "statistical
    # efficiency"; the dev set's "statistical convergence speed" is a convergence speed
    rec = _record(None, "We exploit statistical multiplexing to reduce serving latency. Pollux improves statistical "
                        "efficiency and the statistical convergence speed.")
    assert rec["entities"]["Technique"] == ["statistical multiplexing"]
    assert rec["entities"]["Metric"] == ["serving latency", "statistical efficiency", "convergence speed"]
    rec = _record(None, "A statistical analysis shows statistical significance.")
    assert rec["entities"]["Technique"] == [] and rec["entities"]["Metric"] == []


def test_a_kind_of_computer_before_and_devices_shares_their_head():
    # AWQ's abstract (MLSys 2024): "TinyChat offers more than 3x speedup ... on both desktop and mobile GPUs"
    rec = _record(None, "TinyChat offers more than 3x speedup on both desktop and mobile GPUs.")
    assert rec["entities"]["Hardware"] == ["desktop GPU", "mobile GPU"]
    rec = _record(None, "It runs on a desktop and a server.")
    assert "desktop" in rec["entities"]["Hardware"]


def test_modeling_and_hiding_head_methods_but_not_tasks_or_sciences():
    # TVM's abstract (OSDI 2018): "memory latency hiding", "a novel, learning-based cost modeling method"
    rec = _record(None, "TVM solves challenges such as high-level operator fusion and memory latency hiding. It employs "
                        "a novel, learning-based cost modeling method.")
    assert {"memory latency hiding", "learning-based cost modeling"} <= set(rec["entities"]["Technique"])
    # language modeling is a task, climate modeling a science ("masked language modeling" is a method)
    rec = _record(None, "We study language modeling, climate modeling and masked language modeling.")
    assert rec["entities"]["Technique"] == ["masked language modeling"]


def test_memory_accesses_are_measured_other_accesses_are_not():
    # SpAtten's abstract (HPCA 2021): "reduce the attention computation and memory access", "reduces DRAM access by
    # 10.0x with no accuracy loss"
    rec = _record(None, "SpAtten reduces the attention computation and memory access. SpAtten reduces DRAM access by "
                        "10.0x with no accuracy loss.")
    assert rec["entities"]["Metric"] == ["memory access", "DRAM access", "accuracy"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(10, "dram access")]
    rec = _record(None, "We study random access patterns and broader access to models.")
    assert rec["entities"]["Metric"] == []


def test_a_hyphened_kind_opening_a_sentence_modifies_a_method():
    # Sarathi-Serve's abstract (OSDI 2024): "Stall-free scheduling unlocks the opportunity to improve throughput"
    rec = _record(None, "We present Sarathi-Serve. Stall-free scheduling unlocks the opportunity to improve throughput. "
                        "Layer-wise quantization helps too.")
    assert [t.lower() for t in rec["entities"]["Technique"]] == ["stall-free scheduling", "layer-wise quantization"]


def test_a_noun_after_to_that_is_never_a_verb_modifies_the_device():
    # tf.data's abstract (VLDB 2021): "transferring data to hardware accelerators while overlapping computation"
    rec = _record(None, "Input pipelines require transferring data to hardware accelerators while overlapping "
                        "computation and communication.")
    assert rec["entities"]["Hardware"] == ["hardware accelerator"]
    # an infinitive stays a verb: "to minimize latency"
    rec = _record(None, "We schedule requests to minimize latency.")
    assert rec["entities"]["Metric"] == ["latency"]


def test_codes_head_methods_and_a_chips_cache_is_no_method():
    # Deep Compression's abstract (ICLR 2016): "pruning, trained quantization and Huffman coding", "fitting the model
    # into on-chip SRAM cache rather than off-chip DRAM memory"
    rec = _record(None, "We introduce deep compression, a three stage pipeline: pruning, trained quantization and "
                        "Huffman coding. This allows fitting the model into on-chip SRAM cache rather than off-chip "
                        "DRAM memory.")
    assert "Huffman coding" in rec["entities"]["Technique"]
    assert not any("cache" in t for t in rec["entities"]["Technique"])
    assert "on-chip SRAM" in rec["entities"]["Hardware"]
    rec = _record(None, "We hired thirteen coding agents and use a KV cache.")
    assert rec["entities"]["Technique"] == ["KV cache"]


def test_a_resources_requirement_is_no_metric():
    # as the dev set leaves "prohibitive memory and computation requirements" (MiniKV) unannotated
    rec = _record(None, "Large language model inference has high memory requirements and GPU memory requirements.")
    assert rec["entities"]["Metric"] == []


def test_detailed_is_how_closely_a_quantity_is_looked_at():
    # Alibaba-PAI's characterization (IISWC 2019): "investigate detailed execution time breakdown of various workloads"
    rec = _record(None, "We establish an analytical framework to investigate detailed execution time breakdown of "
                        "various workloads.")
    assert rec["entities"]["Metric"] == ["execution time"]


def test_clustering_prompting_and_virtualization_head_methods():
    # SPANN's abstract (NeurIPS 2021): "we adopt a hierarchical balanced clustering algorithm"
    rec = _record(None, "In the index-building stage, we adopt a hierarchical balanced clustering algorithm to balance "
                        "the length of posting lists. We also use chain-of-thought prompting and GPU virtualization.")
    assert {"hierarchical balanced clustering", "chain-of-thought prompting",
            "GPU virtualization"} <= set(rec["entities"]["Technique"])


def test_a_plain_capitalised_word_after_a_software_suite_names_its_part():
    # as Elan's abstract (USENIX ATC 2020) compares with "PyTorch Elastic"
    rec = _record(None, "This work introduces an elastic training system called Elan that is 2x faster than PyTorch "
                        "Elastic. We also compare with PyTorch Lightning.")
    assert {"PyTorch Elastic", "PyTorch Lightning"} <= set(rec["entities"]["System"])
    assert "PyTorch" not in rec["entities"]["System"]
    # a title's run of capitals is no part's name
    rec = _record("Efficient Training in PyTorch With Elastic Scheduling", "We train models.")
    assert rec["entities"]["System"] == ["PyTorch"]


def test_modeling_is_a_method_only_of_a_quantity():
    # arXiv listings (../shared/data/formats/arxiv_atom_page.xml) hold "temporal modeling" and "spatial modeling"
    # (tasks); performance modeling is a systems method
    rec = _record(None, "We study temporal modeling, spatial modeling and performance modeling.")
    assert rec["entities"]["Technique"] == ["performance modeling"]


def test_the_criteo_data_sets_are_two():
    # TT-Rec's and DLRM papers evaluate on "the Criteo Kaggle and Criteo Terabyte datasets": two data sets
    rec = _record(None, "We evaluate on the Criteo Kaggle and Criteo Terabyte datasets.")
    assert sorted(rec["entities"]["Dataset"]) == ["Criteo Kaggle", "Criteo Terabyte"]


def test_versions_of_a_family_are_names_of_their_own():
    # a paper comparing two editions lists both: "MovieLens-1M and MovieLens-20M", "ConnectX-5 and ConnectX-6 NICs"
    rec = _record(None, "We evaluate on MovieLens-1M and MovieLens-20M and on VOC2007 and VOC2012, with ConnectX-5 "
                        "and ConnectX-6 NICs and Cortex-M4 and Cortex-M7 MCUs.")
    assert rec["entities"]["Dataset"] == ["MovieLens-1M", "MovieLens-20M", "VOC2007", "VOC2012"]
    assert {"ConnectX-5", "ConnectX-6", "Cortex-M4", "Cortex-M7"} <= set(rec["entities"]["Hardware"])


def test_hot_and_cold_say_how_often_data_is_used():
    # styled on embedding-cache papers (HugeCTR, FAE): "caches hot embeddings in HBM"
    rec = _record(None, "EmbedX caches hot embeddings in HBM and evicts cold embeddings to host memory.")
    assert rec["entities"]["Technique"] == []


def test_separation_heads_a_method_and_a_sparse_graph_is_data():
    # Dorylus' abstract (OSDI 2021): "The key insight guiding our design is computation separation", "for massive
    # sparse graphs"
    rec = _record(None, "The key insight guiding our design is computation separation. Dorylus is 1.22x faster than GPU "
                        "servers for massive sparse graphs, and uses a proximity graph.")
    assert rec["entities"]["Technique"] == ["computation separation", "proximity graph"]


def test_reinforcement_learning_is_a_paradigm_not_a_field():
    # Ray's abstract (OSDI 2018): "better performance than existing specialized systems for several challenging
    # reinforcement learning applications" (a paradigm, as the guideline's federated and continual learning)
    rec = _record(None, "We demonstrate better performance than existing specialized systems for several challenging "
                        "reinforcement learning applications in machine learning.")
    assert rec["entities"]["Technique"] == ["reinforcement learning"]


def test_nlp_entities_backtracking_describes_a_search():
    # TASO (SOSP 2019): "TASO performs a cost-based backtracking search, applying the substitutions ..."
    rec = _record("", "To optimize a given DNN computation graph, TASO performs a cost-based backtracking search, "
                      "applying the substitutions to find an optimized graph.")
    assert "cost-based backtracking search" in rec["entities"]["Technique"]


def test_nlp_entities_simd_and_simt_are_execution_techniques():
    # Halide (PLDI 2013): "across different hardware architectures, including multicores with SIMD, and heterogeneous
    # CPU+GPU execution"; Eyeriss compares with "SIMD/SIMT" architectures
    rec = _record("", "Halide runs on multicores with SIMD and on GPUs with SIMT execution under an SPMD model.")
    assert {"SIMD", "SIMT", "SPMD"} <= set(rec["entities"]["Technique"])
    assert not {"SIMD", "SIMT", "SPMD"} & set(rec["entities"]["System"])


def test_nlp_entities_a_designed_accelerator_named_in_a_title_with_two_modifiers_or_after_which_is():
    # SIGMA (HPCA 2020): "SIGMA: A Sparse and Irregular GEMM Accelerator with ..." then "a flexible and scalable
    # architecture" made a system; MAERI (ASPLOS 2018): "we present MAERI, which is a DNN accelerator built with ..."
    rec = _record("SIGMA: A Sparse and Irregular GEMM Accelerator with Flexible Interconnects for DNN Training",
                  "This paper proposes SIGMA, a flexible and scalable architecture that offers high utilization of all "
                  "its processing elements (PEs) regardless of kernel shape and sparsity.")
    assert "SIGMA" in rec["entities"]["Hardware"] and rec["entities"]["System"] == []
    rec = _record("", "To address this need, we present MAERI, which is a DNN accelerator built with a set of modular "
                      "and configurable building blocks.")
    assert "MAERI" in rec["entities"]["Hardware"] and rec["entities"]["System"] == []


def test_nlp_entities_processing_elements_are_hardware():
    # SIGMA (HPCA 2020): "high utilization of all its processing elements (PEs)" made a technique and a system "PE"
    rec = _record("", "SIGMA offers high utilization of all its processing elements (PEs) regardless of kernel shape.")
    assert rec["entities"]["Hardware"] == ["processing element"]
    assert rec["entities"]["Technique"] == [] and rec["entities"]["System"] == ["SIGMA"]


def test_nlp_entities_two_devices_joined_by_a_hyphen_describe_a_method():
    # PowerInfer (2023): "to design a GPU-CPU hybrid inference engine" gave "hybrid inference" alone
    rec = _record("", "PowerInfer exploits such an insight to design a GPU-CPU hybrid inference engine. It also uses "
                      "CPU-GPU pipelining.")
    assert rec["entities"]["Technique"] == ["GPU-CPU hybrid inference", "CPU-GPU pipelining"]
    assert set(rec["entities"]["Hardware"]) == {"GPU", "CPU"}


def test_nlp_entities_a_network_protocol_and_quantization_settings_are_no_names():
    # 1-bit LAMB (2021): "commodity systems with limited-bandwidth TCP network" made a model "TCP"; ZeroQuant-V2 and
    # ZeroQuant-FP (2023): "INT4-weight-and-INT8-activation", "FP-supported hardware", "the standard W4A8 model" made
    # systems (and W4A8 a baseline)
    rec = _record("", "Communication has become a major bottleneck, especially on commodity systems with "
                      "limited-bandwidth TCP network. No method reaches the original quality with "
                      "INT4-weight-and-INT8-activation, which complicates deployment on FP-supported hardware like "
                      "H100. We propose two scaling constraints that barely change accuracy compared to the standard "
                      "W4A8 model.")
    names = {n for v in rec["entities"].values() for n in v}
    assert not {"TCP", "W4A8", "FP", "FP-supported", "INT4-weight-and-INT8-activation"} & names
    assert rec["baselines"] == [] and rec["entities"]["Hardware"] == ["H100"]


def test_nlp_entities_a_title_case_subtitle_after_a_plural_head_is_no_list_of_names():
    # "Understanding INT4 Quantization for Transformer Models: Latency Speedup, Composability, and Failure Cases"
    # (ICML 2023) made three models of the subtitle's words; a colon list in the abstract still names its items
    rec = _record("Understanding INT4 Quantization for Transformer Models: Latency Speedup, Composability, and "
                  "Failure Cases", "We evaluate on three datasets: Amazon-Book, Yelp2018 and Gowalla.")
    assert rec["entities"]["Model"] == ["Transformer"]
    assert {"Yelp2018", "Gowalla"} <= set(rec["entities"]["Dataset"])


def test_nlp_entities_a_plain_capitalised_subject_of_a_measured_gain_is_a_system():
    # Decima (SIGCOMM 2019): "shows that Decima improves the average job completion time over hand-tuned
    # scheduling heuristics by at least 21%" named no system (no introducer, no name shape); a word the text also
    # writes in lower case, or with no comparison after it, is none
    rec = _record("Learning Scheduling Algorithms for Data Processing Clusters",
                  "Decima uses reinforcement learning to learn scheduling algorithms. Our prototype integration with "
                  "Spark shows that Decima improves the average job completion time over hand-tuned scheduling "
                  "heuristics by at least 21%.")
    assert rec["entities"]["System"] == ["Decima", "Spark"]
    rec = _record(None, "The study shows that Quokka improves fairness. We find that Caching improves latency "
                        "over prior caching by 21%.")
    assert rec["entities"]["System"] == []


def test_nlp_entities_a_name_before_a_task_it_is_measured_on_is_a_data_set():
    # MobileNetV2 (CVPR 2018): "We measure our performance on Imagenet classification, COCO object detection, VOC
    # image segmentation" made VOC a system; a tool before a task with no "on" stays one
    rec = _record(None, "We measure our performance on Imagenet classification, COCO object detection, VOC image "
                        "segmentation. We use TensorRT object detection pipelines.")
    assert rec["entities"]["Dataset"] == ["ImageNet", "COCO", "VOC"]
    assert rec["entities"]["System"] == ["TensorRT"]


def test_nlp_entities_a_kind_of_convolution_is_the_technique():
    # ShuffleNet (CVPR 2018): "two new operations, pointwise group convolution and channel shuffle" found only
    # "convolution"; MobileNetV2: "lightweight depthwise convolutions"; which layers a text means is no kind of
    # convolution: "discarding redundant convolution layers"
    rec = _record(None, "The new architecture utilizes two new operations, pointwise group convolution and channel "
                        "shuffle, to greatly reduce computation cost. MobileNetV2 uses lightweight depthwise "
                        "convolutions to filter features.")
    assert rec["entities"]["Technique"] == ["pointwise group convolution", "channel shuffle", "depthwise convolution"]
    rec = _record(None, "To avoid the loss of spatial layout information when discarding redundant convolution "
                        "layers, we add positional encodings.")
    assert rec["entities"]["Technique"] == ["convolution", "positional encoding"]


def test_nlp_entities_a_model_number_listed_after_a_device_is_a_device():
    # TACCL (NSDI 2023): "two hardware topologies: DGX-2 and NDv2" made NDv2 (Azure's GPU server) a system
    rec = _record(None, "We use TACCL to synthesize algorithms for three collectives and two hardware topologies: "
                        "DGX-2 and NDv2.")
    assert rec["entities"]["Hardware"] == ["DGX-2", "NDv2"]
    assert rec["entities"]["System"] == ["TACCL"]


def test_making_code_listed_with_tasks_is_a_task():
    # Mistral 7B (h94-01) and EAGLE (h54-05): "code generation" listed with tasks is a task, not annotated; a
    # compiler's code generation is a technique (Glow, h79)
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    def techniques(text):
        return record_of("p", Extractor().extract(Paper(key="p", abstract=text)))["entities"]["Technique"]

    assert "code generation" not in techniques(
        "Mistral 7B outperforms Llama 2 13B across all evaluated benchmarks, and Llama 1 34B in reasoning, "
        "mathematics, and code generation.")
    assert "code generation" not in techniques(
        "We evaluate EAGLE on tasks in dialogue, code generation, mathematical reasoning, and instruction following.")
    assert "code generation" not in techniques(
        "PaLM also has strong capabilities in multilingual tasks and source code generation.")
    assert "code generation" in techniques(
        "At the lowest level, the optimizer performs machine-specific code generation and instruction scheduling.")


def test_techniques_listed_by_what_they_do():
    # PyTorch Distributed (h91-01): the techniques after "several techniques ..., including" are gerund phrases
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    def techniques(text):
        return record_of("p", Extractor().extract(Paper(key="p", abstract=text)))["entities"]["Technique"]

    found = techniques("As of v1.5, PyTorch natively provides several techniques to accelerate distributed data "
                       "parallel, including bucketing gradients, overlapping computation with communication, and "
                       "skipping gradient synchronization.")
    assert {"overlapping computation with communication", "skipping gradient synchronization"} <= set(found)
    assert any(t.startswith("bucketing gradient") for t in found)
    # one such phrase is no list of techniques: "including reading the logs" names none
    assert not any(t.startswith("reading") for t in techniques(
        "The study covers several methods, including reading the logs of the cluster."))


def test_a_methods_gerund_names_the_cost_it_measures():
    # PaGraph (h100-06): "reduces the data loading time" was the technique "data loading" and no metric; a method's
    # gerund after a determiner or a noun names the quantity ("the graph partitioning overhead"), but after a verb
    # word it is the verb ("while hiding latency": latency alone)
    rec = _record(None, "PaGraph significantly reduces the data loading time by exploiting available GPU resources. "
                        "It also cuts the graph partitioning overhead, while hiding latency.")
    assert {"data loading time", "graph partitioning overhead", "latency"} <= set(rec["entities"]["Metric"])
    assert "hiding latency" not in rec["entities"]["Metric"]
    assert "data loading" not in rec["entities"]["Technique"]


def test_a_models_work_is_a_task_and_a_kind_of_it_a_method():
    # the dev set leaves "LLM inference", "DNN training" unannotated and has "multi-tenant DL inference"; SpecInfer
    # (h95-03) and the GNN training papers (h100) write "distributed LLM inference", "offloading-based LLM
    # inference", "sampling-based GNN training", "distributed GNN training" as methods, "GNN training" alone not,
    # nor the field's "deep learning training" (Optimus, h96-06)
    rec = _record("", "We support distributed LLM inference, offloading-based LLM inference and sampling-based GNN "
                      "training. The KV cache is a bottleneck in LLM inference. GNN training is slow, and so is DL "
                      "training. Optimus schedules deep learning training jobs.")
    assert rec["entities"]["Technique"] == ["distributed LLM inference", "offloading-based LLM inference",
                                            "sampling-based GNN training", "KV cache"]
    assert rec["entities"]["Model"] == ["LLM", "GNN"]


def test_a_models_decoding_or_serving_is_a_task_a_named_decoding_a_method():
    # SpecInfer (h95-03), SARATHI (h95-06), speculative sampling (h99-02) and lookahead decoding (h99-05) wrote
    # "large language model (LLM) serving", "LLM inference", "transformer decoding", "LLM decoding" as techniques;
    # the dev set leaves a model's work unannotated. A method's own decoding stays one ("DSR decoding")
    rec = _record("", "It accelerates generative large language model (LLM) serving. LLM decoding and Transformer "
                      "decoding are slow. We use speculative decoding and DSR decoding.")
    assert rec["entities"]["Technique"] == ["speculative decoding", "DSR decoding"]


def test_program_representations_and_auto_differentiation_are_techniques():
    # TensorFlow's, SwapAdvisor's and MXNet's abstracts (h115-01, h106-04, h115-03) name these as methods
    rec = _record("", "TensorFlow uses dataflow graphs to represent computation, shared state, and the operations "
                      "that mutate that state. MXNet provides a superset programming interface with auto "
                      "differentiation. The computational graph of a DNN is scheduled in whole.")
    assert rec["entities"]["Technique"] == ["dataflow graph", "auto differentiation", "computational graph"]


def test_a_number_formats_kind_stays_on_a_method_it_modifies():
    # ZionEX's abstract (h101-06) "leveraging reduced precision communications" was "precision communication"
    rec = _record("", "It leverages reduced precision communications, multi-level memory hierarchy and pipelining. "
                      "We also study low precision communication.")
    assert rec["entities"]["Technique"] == ["reduced precision communication", "pipelining",
                                            "low precision communication"]


def test_memory_efficient_attention_is_one_name():
    # Lookahead Decoding's abstract (h99-05): "compatible with concurrent memory-efficient attention" gave the
    # vocabulary's "efficient attention", a word cut from its compound
    rec = _record("", "It is compatible with concurrent memory-efficient attention (e.g., FlashAttention).")
    assert rec["entities"]["Technique"] == ["memory-efficient attention"]


def test_a_schedule_named_by_its_kind_is_a_technique():
    # Megatron-LM (SC 2021, h112-04), FasterMoE (h103-03), Rammer (h105-04) propose or use schedules of a kind
    rec = _record("", "We survey techniques for pipeline parallelism and propose a novel interleaved pipeline "
                      "parallelism schedule that can improve throughput by 10+%. FasterMoE uses a smart fine-grained "
                      "schedule.")
    assert rec["entities"]["Technique"] == ["pipeline parallelism", "interleaved pipeline parallelism schedule",
                                            "fine-grained schedule"]
    assert rec["proposes"] == ["interleaved pipeline parallelism schedule"]


def test_intra_layer_model_parallel_is_tensor_parallelism_as_written():
    # Megatron-LM (h112-03): "a simple, efficient intra-layer model parallel approach" gave "model parallel"
    rec = _record("", "We implement a simple, efficient intra-layer model parallel approach that enables training "
                      "transformer models with billions of parameters.")
    assert rec["entities"]["Technique"] == ["intra-layer model parallel"]


def test_a_titles_opening_gerund_is_its_verb():
    # Decima's title (h114-06) gave the technique "learning scheduling"; a learning rate stays one
    rec = _record("Learning Scheduling Algorithms for Data Processing Clusters",
                  "Decima uses reinforcement learning (RL) to learn workload-specific scheduling algorithms.")
    assert "learning scheduling" not in rec["entities"]["Technique"]
    rec = _record("Learning Rate Warmup for Large-Batch Training", "We study learning rate warmup.")
    assert rec["entities"]["Technique"][0].lower() == "learning rate warmup"


def test_a_known_benchmarks_dotted_edition_is_part_of_its_name():
    # FlashAttention (h111-01): "compared to the MLPerf 1.1 training speed record" gave "MLPerf"; a score or a
    # factor after a data set is no edition
    rec = _record("", "FlashAttention trains BERT-large 15% faster than the MLPerf 1.1 training speed record. It "
                      "reaches ImageNet 76.1 top-1 accuracy and runs GLUE 2.5 times faster.")
    assert rec["entities"]["Dataset"] == ["MLPerf 1.1", "ImageNet", "GLUE"]


def test_basic_names_no_kind():
    # 1-bit Adam (h109-04): "error compensation techniques only work with basic optimizers like SGD" gave the
    # technique "basic optimizer", as "simple" and "standard" give none
    rec = _record("", "State-of-the-art error compensation techniques only work with basic optimizers like SGD "
                      "and momentum SGD.")
    assert "basic optimizer" not in rec["entities"]["Technique"]
    assert "SGD" in rec["entities"]["Technique"]


def test_a_conjunct_shares_a_two_word_head():
    # in the manner of DianNao (h116-03, in title case there): network kinds that share "neural network"; a head
    # the vocabulary does not know is not split ("weight, activation and KV cache quantization": no "activation
    # cache")
    rec = _record("", "It supports convolutional and recurrent neural networks and applies static and dynamic "
                      "weight quantization. We analyze weight, activation and KV cache quantization.")
    assert rec["entities"]["Model"] == ["convolutional neural network", "recurrent neural network"]
    assert rec["entities"]["Technique"] == ["static weight quantization", "dynamic weight quantization",
                                            "KV cache quantization"]


def test_an_uncompressed_network_is_no_model_name():
    # EIE (h116-04): "corresponding to 3 TOPS/s on an uncompressed network", as "a compressed network" is none
    rec = _record("", "EIE has a processing power of 102 GOPS/s working directly on a compressed network, "
                      "corresponding to 3 TOPS/s on an uncompressed network.")
    assert rec["entities"]["Model"] == []


def test_nlp_entities_what_a_method_costs_its_users_is_no_kind_of_it(sample_record):
    # arXiv 2512.13534 (Pancakes): "require labor-intensive manual prompting" is manual prompting
    rec = sample_record("arxiv_atom_page.xml", "2512.13534")
    assert "manual prompting" in rec["entities"]["Technique"]
    assert not any("labor" in n for names in rec["entities"].values() for n in names)


def test_nlp_entities_a_tasks_gerund_after_a_comparison_names_the_measure(sample_record):
    # arXiv 2512.13676: "Personalization Editing achieves higher editing accuracy and greater computational
    # efficiency than fine-tuning"
    rec = sample_record("arxiv_atom_page.xml", "2512.13676")
    assert "editing accuracy" in rec["entities"]["Metric"]
    # a judgement between the comparison and the measure is none
    assert _record(None, "It achieves higher resulting accuracy.")["entities"]["Metric"] == ["accuracy"]


def test_nlp_entities_a_name_and_what_is_like_it_make_no_name(sample_record):
    # arXiv 2512.13672: "DTI improves text fidelity over TI and TI-variants"; 0704.0082 (OAI sample): "DW-type
    # and PS-type" solitons
    rec = sample_record("arxiv_atom_page.xml", "2512.13672")
    assert rec["baselines"] == ["Textual Inversion"]
    assert not any(n.endswith("-variants") for n in rec["entities"]["System"])
    rec = sample_record("arxiv_oai_snapshot_head200.jsonl", "0704.0082")
    assert not any(n.endswith("-type") for names in rec["entities"].values() for n in names)


def test_nlp_entities_a_concepts_words_joined_by_hyphens_are_a_technique(sample_record):
    # arXiv 2512.13666: "The security ... of Proof-of-Work (PoW)", "Proof-of-Useful-Work (PoUW)": consensus methods,
    # no named systems; a paper's own such name, proposed, is a System as the guideline's named methods
    rec = sample_record("arxiv_atom_page.xml", "2512.13666")
    assert {"Proof-of-Work", "Proof-of-Useful-Work"} <= set(rec["entities"]["Technique"])
    assert rec["entities"]["System"] == ["SEDULity"]
    rec = _record(None, "We propose Skeleton-of-Thought (SoT), which guides LLMs to generate the skeleton first.")
    assert rec["entities"]["System"] == ["Skeleton-of-Thought"] and rec["proposes"] == ["Skeleton-of-Thought"]


def test_nlp_entities_a_name_made_an_adjective_names_no_data_set(sample_record):
    # arXiv 2512.13591 (astroCAMP): "standardised SKA-representative datasets" are data like SKA's, no named set
    rec = sample_record("arxiv_atom_page.xml", "2512.13591")
    assert rec["entities"]["Dataset"] == []


def test_nlp_entities_a_plural_inside_a_known_phrase_and_a_pruned_model():
    # Wanda (h119-02): "Large Languages Models (LLMs)" are large language models; "the pruned LLM can be used as
    # is" names no model of its own, as a compressed or quantized one does not
    rec = _record("A Simple and Effective Pruning Approach for Large Language Models",
                  "As their size increases, Large Languages Models (LLMs) are natural candidates for network pruning "
                  "methods. Notably, Wanda requires no retraining or weight update, and the pruned LLM can be used "
                  "as is.")
    assert rec["entities"]["Model"] == ["large language model"]


def test_nlp_entities_complexities_are_metrics_without_how_they_grow():
    # in the manner of the efficient-attention papers (Linformer, Reformer): "quadratic time complexity"
    rec = _record("", "Attention has quadratic time complexity and linear memory complexity in the sequence length.")
    assert {"time complexity", "memory complexity"} <= set(rec["entities"]["Metric"])
    assert "quadratic time complexity" not in rec["entities"]["Metric"]  # how it grows is no part of its name


def test_nlp_entities_a_kind_of_accelerator_keeps_its_name_beside_a_bare_accelerator():
    # MAERI (ASPLOS 2018): "most DNN accelerators are spatial in nature ... dataflow patterns within the accelerator
    # substrate": the DNN accelerator is written as such, not folded into the bare head
    rec = _record("", "To reduce the energy costs of accessing DRAM, most DNN accelerators are spatial in nature. "
                      "This leads to different dataflow patterns within the accelerator substrate.")
    assert "DNN accelerator" in rec["entities"]["Hardware"]
    rec = _record("", "We build AI accelerators and ML accelerators.")
    assert rec["entities"]["Hardware"] == ["AI accelerator"]  # two spellings of one kind


def test_nlp_entities_a_kind_of_supercomputer_is_named_as_one():
    # "A Domain-Specific Supercomputer for Training Deep Neural Networks" (CACM 2020): "Google's TPU supercomputers
    # train deep neural networks 50x faster than general-purpose supercomputers"
    rec = _record("A Domain-Specific Supercomputer for Training Deep Neural Networks",
                  "Google's TPU supercomputers train deep neural networks 50x faster than general-purpose "
                  "supercomputers. We also ran on the Frontier supercomputer.")
    assert {"domain-specific supercomputer", "TPU supercomputer", "general-purpose supercomputer"} <= set(
        rec["entities"]["Hardware"])
    assert "Frontier supercomputer" not in rec["entities"]["Hardware"]  # a named one is no kind


def test_nlp_entities_torch_beside_pytorch_and_a_verb_before_a_method():
    # Tensor Comprehensions (arXiv 1802.04730): "frameworks ... such as TensorFlow, Chainer, CNTK, Torch/PyTorch" lost
    # Torch; "They ... automate memory allocation" gave a method "automate memory allocation"
    rec = _record(None, "Competing frameworks such as TensorFlow, Chainer, CNTK, Torch/PyTorch, MXNet and Theano "
                        "differ. They wrap libraries and automate memory allocation.")
    assert {"Torch", "PyTorch"} <= set(rec["entities"]["System"])
    assert rec["entities"]["Technique"] == ["memory allocation"]
    assert _record(None, "The Olympic torch was lit.")["entities"]["System"] == []


def test_nlp_entities_what_is_required_is_no_kind_of_method():
    # FedAvg (McMahan et al., AISTATS 2017): "a reduction in required communication rounds by 10-100x" gave a method
    # "required communication" and a result measuring "rounds"
    rec = _record(None, "Communication costs are the principal constraint, and we show a reduction in required "
                        "communication rounds by 10-100x as compared to synchronized stochastic gradient descent.")
    assert "required communication" not in rec["entities"]["Technique"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(10.0, "communication round"),
                                                                   (100.0, "communication round")]


def test_nlp_entities_eight_bit_optimizers_are_a_kind_of_method_not_8_bit_adam():
    # 8-bit Optimizers via Block-wise Quantization (ICLR 2022): "our 8-bit optimizers maintain 32-bit performance"
    # were the system 8-bit Adam (a vocabulary spelling), where the text names a kind of optimizer
    rec = _record("8-bit Optimizers via Block-wise Quantization", "Our 8-bit optimizers maintain 32-bit performance. "
                  "We compare with 8-bit Adam.")
    assert "8-bit optimizer" in rec["entities"]["Technique"] and rec["entities"]["System"] == ["8-bit Adam"]


def test_nlp_entities_a_devices_compute_and_a_token_at_a_time_are_no_metrics():
    # written on a chunked-prefill serving abstract: "saturates GPU compute", "one token at a time per request" and
    # "the uniform compute design" were metrics; the utilization, a time per request and training compute stay
    rec = _record("", "While the prefill phase saturates GPU compute at small batch sizes, the decode phase results "
                      "in low compute utilization as it generates one token at a time per request. The uniform "
                      "compute design of these batches ameliorates the imbalance. We report the time per request "
                      "and use 40% of the training compute.")
    assert rec["entities"]["Metric"] == ["batch size", "compute utilization", "time per request", "training compute"]


def test_nlp_entities_how_a_network_compares_or_where_it_runs_is_no_kind_of_model():
    # written on memory-saving training, federated and quantization abstracts: each of these was a model of its own
    rec = _record("", "It is known that deeper and wider neural networks can achieve better accuracy. Checkmate "
                      "enables real-world networks to be trained with larger inputs. We tackle heterogeneity in "
                      "federated networks. We execute an 175 billion-parameter model inside a single GPU. Developers "
                      "search through versions of already-trained models.")
    assert rec["entities"]["Model"] == ["neural network"]


def test_nlp_entities_an_adjective_before_a_listed_class_is_no_name():
    # written on an accelerator survey: "Convolutional and Deep Neural Networks" made a model "Convolutional" (a
    # plain word listed with a known name takes its type, but a known class in lower case is no name)
    rec = _record("", "A small set of algorithms (especially Convolutional and Deep Neural Networks, i.e., CNNs and "
                      "DNNs) are proving to be state of the art. We train on CIFAR-10, FEMNIST and Shakespeare.")
    assert rec["entities"]["Model"] == ["deep neural network", "CNN"]
    assert rec["entities"]["Dataset"] == ["CIFAR-10", "FEMNIST", "Shakespeare"]


def test_nlp_entities_cost_as_a_verb_is_no_metric():
    # written on a chunked-prefill serving abstract: "the decode requests piggyback and cost up to an order of
    # magnitude less" made "cost" a metric; the noun stays after "and" before other words
    rec = _record("", "The decode requests piggyback and cost up to an order of magnitude less compared to a "
                      "decode-only batch. Requests that cost less are admitted first.")
    assert rec["entities"]["Metric"] == []
    rec = _record("", "We care about latency and cost at scale.")
    assert rec["entities"]["Metric"] == ["latency", "cost"]


def test_nlp_entities_attention_scores_and_which_layer_are_no_entities():
    # written on KV-cache eviction and offloading abstracts: "computing attention scores" made a metric "attention
    # score", "the subsequent attention layer" and "the essential KV cache entries" kinds of their own
    rec = _record("", "A small portion of tokens contributes most of the value when computing attention scores. "
                      "A few tokens are essential for computing the subsequent attention layer. We prefetch only "
                      "the essential KV cache entries and replace dense attention layers.")
    assert rec["entities"]["Metric"] == []
    assert rec["entities"]["Technique"] == ["KV cache", "dense attention"]


def test_nlp_entities_a_frequency_of_work_is_a_metric_but_tf_idf_is_none():
    # written on DNN checkpointing abstracts: "tunes checkpointing frequency at runtime" measured nothing
    rec = _record("", "CheckFreq dynamically tunes checkpointing frequency at runtime. We reduce the communication "
                      "frequency by 4x. We work in the frequency domain.")
    assert rec["entities"]["Metric"] == ["checkpointing frequency", "communication frequency"]
    rec = _record("", "Documents are weighted by term frequency-inverse document frequency.")
    assert rec["entities"]["Metric"] == []


def test_nlp_entities_a_hyphen_written_for_a_dash_joins_no_names():
    # Patterson et al. (2021), as arXiv has it: "several recent large models-T5, Meena, GShard, Switch Transformer,
    # and GPT-3-and refine earlier estimates" made the systems "models-T5" and "GPT-3-and"
    rec = _record("", "We calculate the energy use of several recent large models-T5, Meena, Switch Transformer, and "
                      "GPT-3-and refine earlier estimates. A plug-and-play module serves Llama-2-7B-chat.")
    assert rec["entities"]["System"] == []
    assert rec["entities"]["Model"] == ["T5", "Meena", "Switch Transformer", "GPT-3", "Llama-2-7B-chat"]


def test_nlp_entities_a_models_applications_and_a_judgement_are_no_kind_of_model():
    # written on Petals and on the energy cost of NLP: "interactive LLM applications" and "recently successful
    # neural network models" were models of their own
    rec = _record("", "This is enough for many interactive LLM applications. We quantify the costs of training "
                      "recently successful neural network models.")
    assert rec["entities"]["Model"] == ["LLM", "neural network"]


def test_nlp_entities_a_requirement_a_result_changes_is_a_metric():
    # LoRA (2022): "reduce the number of trainable parameters by 10,000 times and the GPU memory requirement by 3
    # times" left the 3x with no metric; a requirement said in passing stays none
    # (test_a_resources_requirement_is_no_metric)
    rec = _record("", "LoRA can reduce the number of trainable parameters by 10,000 times and the GPU memory "
                      "requirement by 3 times. It cuts memory requirements by up to 4x. Serving is hard due to "
                      "prohibitive memory requirements.")
    assert rec["entities"]["Metric"] == ["number of trainable parameters", "GPU memory requirement",
                                         "memory requirement"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (10000.0, "number of trainable parameters"), (3.0, "gpu memory requirement"), (4.0, "memory requirement")]


def test_nlp_entities_large_scale_says_how_big_not_which_kind():
    # S-LoRA (2024) and Zero Bubble (2024): "large-scale customized fine-tuning services", "large-scale distributed
    # training" were methods of their own; the dev set writes "large-scale pre-training experiments" as pre-training
    rec = _record("", "It offers the potential for large-scale customized fine-tuning services. Pipeline parallelism "
                      "is a key component of large-scale distributed training.")
    assert rec["entities"]["Technique"] == ["customized fine-tuning", "pipeline parallelism", "distributed training"]


def test_nlp_entities_regular_or_plain_is_no_kind():
    # QLoRA (2023) and 8-bit optimizers (2022): "regular finetuning", "plain stochastic gradient descent" were
    # methods of their own, as "standard" and "vanilla" ones are not
    rec = _record("", "QLoRA matches the performance of regular finetuning. We compare with plain stochastic "
                      "gradient descent.")
    assert rec["entities"]["Technique"] == ["finetuning", "stochastic gradient descent"]


def test_nlp_entities_a_tailored_method_is_no_kind_of_it():
    # ReaLHF (2024): "we develop a tailored search algorithm" proposed a technique "tailored search"; tailored, as
    # specialized, says what it was made for, not what kind of search it is
    rec = _record("", "To find an efficient execution plan, we develop a tailored search algorithm and a lightweight "
                      "profiler. Experiments use a bespoke prefetching scheme.")
    assert rec["entities"]["Technique"] == ["prefetching"]
    assert rec["proposes"] == []


def test_nlp_entities_a_method_word_as_the_verb_of_we_is_no_method():
    # SwitchML (NSDI 2021): "We co-design the switch processing with the end-host protocols" made a technique
    # "co-design" of the verb; "we study co-design" keeps the noun
    rec = _record("", "We co-design the switch processing with the end-host protocols and ML frameworks.")
    assert rec["entities"]["Technique"] == []
    rec = _record("", "We study hardware-software co-design for sparse training.")
    assert rec["entities"]["Technique"] == ["hardware-software co-design", "sparse training"]


def test_nlp_entities_another_or_available_is_no_kind():
    # CacheBlend (2025): "the prefix of another LLM input" made a model "another LLM"; Blink (MLSys 2020):
    # "leverage available network resources" a model "available network"
    rec = _record("", "The KV cache is reused when the context is the prefix of another LLM input. Existing "
                      "protocols cannot leverage available network resources.")
    assert rec["entities"]["Model"] == ["LLM"]


def test_nlp_entities_speedup_as_a_verb_is_no_metric():
    # ATP (NSDI 2021): "in-network aggregation at multiple rack switches in a cluster to speedup DT jobs" made a
    # metric "speedup" of the verb; "leads to speedup of 2x" and "speed-up training by 2x" keep their metric
    rec = _record("", "ATP uses programmable switch hardware in a cluster to speedup DT jobs.")
    assert rec["entities"]["Metric"] == []
    rec = _record("", "This leads to speedup of 2x. We can speed-up training by 3x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.0, "speedup"), (3.0, "speedup")]


def test_nlp_entities_a_graded_compound_or_a_worse_one_is_no_metric():
    # Sia (SOSP 2023): "a low-profiling-overhead approach" made a metric of the adjective; HiveD (OSDI 2020): "jobs
    # in some tenants experience worse queuing delay" one of "experience worse queuing delay"; Lucid (ASPLOS 2023):
    # "efficient job metric collection" one of "job"
    rec = _record("", "Sia also introduces a low-profiling-overhead approach to bootstrapping throughput models. "
                      "Jobs in some tenants experience worse queuing delay than they would have in a private cluster. "
                      "A profiler is introduced for efficient job metric collection.")
    assert rec["entities"]["Metric"] == ["queuing delay"]
    assert rec["entities"]["Technique"] == []
    # (a quantity named before "metric" stays one)
    assert _record("", "We report the error depth metric.")["entities"]["Metric"] == ["error depth"]


def test_nlp_entities_lower_case_examples_of_methods_are_methods():
    # FFCV (CVPR 2023) and Salus (MLSys 2020): the lower-case items listed after "techniques such as" and "policies
    # such as" are methods, the article and a judgement before one left out
    rec = _record("", "We combine techniques such as an efficient file storage format, caching, data pre-loading, "
                      "asynchronous data transfer, and just-in-time compilation to make data loading efficient. The "
                      "primitives implement sharing policies such as fairness, prioritization, and packing.")
    tech = rec["entities"]["Technique"]
    for name in ("file storage format", "asynchronous data transfer", "prioritization", "packing"):
        assert name in tech
    assert rec["entities"]["Metric"] == ["fairness"]  # (the vocabulary's measure, whatever a policy aims at)
    # (a list whose item another measure opens is no clean list: "equal mixing" gives no method "mixing")
    rec = _record("", "We compare with methods such as temperature sampling and equal mixing.")
    assert "mixing" not in rec["entities"]["Technique"]


def test_nlp_entities_a_known_conjunct_of_a_shared_head_names_the_whole_known_method():
    # Atom (MLSys 2024): "a novel mixed-precision and fine-grained quantization process" gave "mixed precision";
    # the conjunct shares "quantization", and mixed-precision quantization is a method of its own
    rec = _record("", "It attains high accuracy by applying a novel mixed-precision and fine-grained quantization "
                      "process.")
    assert rec["entities"]["Technique"] == ["mixed-precision quantization", "fine-grained quantization"]


def test_nlp_entities_a_quantity_word_describing_a_thing_is_no_metric():
    # ReaLHF (2024): "a lightweight cost estimator"; Cocktail (NSDI 2022): "a cost effective ... framework"; TopoOpt
    # (NSDI 2023): "similar-cost Fat-Tree interconnects"; Gist (ISCA 2018): "the full-fidelity feature maps": the
    # word describes another thing, no quantity is measured
    rec = _record("", "ReaLHF employs a search algorithm with a lightweight cost estimator. We propose Cocktail, a "
                      "cost effective ensembling-based model serving framework. Compared to similar-cost Fat-Tree "
                      "interconnects, TopoOpt reduces DNN training time by up to 3.4x. The full-fidelity feature maps "
                      "are used in the forward pass.")
    assert rec["entities"]["Metric"] == ["training time"]


def test_nlp_entities_the_efficiency_of_a_task_is_a_judgement_not_a_metric():
    # "to boost DNN model serving efficiency", "the runtime efficiency of structured approaches": no measured
    # quantity, as the annotators of the seed abstracts read them; the efficiency of a resource or of training is
    # one, and so is any efficiency a value measures
    rec = _record("", "Sparsity is a promising solution to boost DNN model serving efficiency. NxM sparsity combines "
                      "the flexibility of unstructured pruning with the runtime efficiency of structured approaches. "
                      "It improves energy efficiency and training efficiency, and search efficiency by up to 2x.")
    assert rec["entities"]["Metric"] == ["energy efficiency", "training efficiency", "search efficiency"]


def test_nlp_entities_the_titles_described_class_of_the_papers_device_is_no_device():
    # SHARP (MICRO 2018) and SCNN (ISCA 2017): "An Adaptable, Energy-Efficient Accelerator for ..." describes the
    # paper's own device by its class; the annotators of the seed abstracts list no "accelerator" for it
    rec = _record("SHARP: An Adaptable, Energy-Efficient Accelerator for Recurrent Neural Network",
                  "We propose Sharp as a hardware accelerator, which pipelines RNN computation on GPUs.")
    assert rec["entities"]["Hardware"] == ["SHARP", "hardware accelerator", "GPU"]
    # (the class named in the abstract stays one)
    rec = _record("SCNN: An Accelerator for Compressed-sparse Convolutional Neural Networks",
                  "Accelerators exploit sparsity.")
    assert rec["entities"]["Hardware"] == ["SCNN", "accelerator"]


def test_nlp_entities_a_maximum_is_a_quantity_of_its_own():
    # Blockwise Parallel Transformer (2023), QServe (2024): "the maximum batch size", "the maximum achievable serving
    # throughput" name the measured quantity whole, as "peak throughput" does; "maximum likelihood decoding" is one
    # method
    rec = _record("", "QServe improves the maximum achievable serving throughput by 1.2x and supports a 2x larger "
                      "maximum batch size. We use maximum likelihood decoding.")
    assert rec["entities"]["Metric"] == ["maximum achievable serving throughput", "maximum batch size"]
    assert rec["entities"]["Technique"] == ["maximum likelihood decoding"]


def test_nlp_entities_the_time_of_waiting_or_provisioning_is_a_metric():
    # MArk (ATC 2019): "to hide the provisioning latency"; INFless (ASPLOS 2022): "coordinated management of batch
    # queuing time, execution time and resource usage": the gerund names what the time is spent on
    rec = _record("", "MArk employs predictive autoscaling to hide the provisioning latency. It manages batch queuing "
                      "time, execution time and resource usage.")
    assert rec["entities"]["Metric"] == ["provisioning latency", "batch queuing time", "execution time",
                                         "resource usage"]


def test_nlp_entities_a_greek_letter_glued_on_a_capitalised_word_is_a_name():
    # mu-Serve (ATC 2024): "present a novel power-aware model-serving system, \u03bc-Serve"
    rec = _record("", "We present a novel power-aware model-serving system, \u03bc-Serve. \u03bc-Serve optimizes the "
                      "power consumption of serving multiple ML models.")
    assert rec["entities"]["System"] == ["\u03bc-Serve"]
    assert rec["proposes"] == ["\u03bc-Serve"]


def test_nlp_entities_a_conjunct_ending_in_the_shared_head_keeps_its_own_words():
    # Hyperband (JMLR 2018): "on a variety of deep-learning and kernel-based learning problems" names no
    # "deep-learning learning"
    rec = _record("", "Hyperband can provide a speedup over our competitor set on a variety of deep-learning and "
                      "kernel-based learning problems.")
    assert rec["entities"]["Technique"] == ["kernel-based learning"]


def test_nlp_entities_listed_methods_before_their_verb():
    # mu-Serve (ATC 2024): "approaches such as model parallelism, model placement, replication, and batching aim to
    # optimize ...": the last item ends at the verb
    rec = _record("", "Model multiplexing approaches such as model parallelism, model placement, replication, and "
                      "batching aim to optimize the model-serving performance.")
    assert rec["entities"]["Technique"] == ["model multiplexing", "model parallelism", "model placement",
                                            "replication", "batching"]


def test_nlp_entities_calibration_correction_and_denoising_head_methods():
    # Q-Diffusion (ICCV 2023) "timestep-aware calibration", IMPALA (ICML 2018) "off-policy correction", NIRVANA
    # (NSDI 2024) "iterative denoising"; "otherwise" describes no kind of denoising
    rec = _record("", "We propose a timestep-aware calibration for the otherwise iterative denoising process. "
                      "Learners apply an off-policy correction.")
    assert rec["entities"]["Technique"] == ["timestep-aware calibration", "iterative denoising",
                                            "off-policy correction"]


def test_nlp_entities_names_listed_before_models_are_models():
    # PipeFusion (2024): "on 8xL40 PCIe GPUs for Pixart, Stable-Diffusion 3 and Flux.1 models"; one name before
    # "models" is no list
    rec = _record("", "PipeFusion achieves state-of-the-art performance on 8xL40 PCIe GPUs for Pixart, "
                      "Stable-Diffusion 3 and Flux.1 models. We also test the Kandinsky model.")
    assert rec["entities"]["Model"] == ["Pixart", "Stable Diffusion 3", "Flux.1"]


def test_nlp_entities_an_intensity_is_no_kind_of_overhead():
    # DistriFusion (CVPR 2024): "incurs tremendous communication overhead"
    rec = _record("", "Naive patch parallelism incurs tremendous communication overhead and nontrivial latency.")
    assert rec["entities"]["Metric"] == ["communication overhead", "latency"]


def test_nlp_entities_a_list_of_systems_goes_on_with_two_word_and_last_names():
    # EnvPool (NeurIPS 2022): "Past works such as IMPALA, Apex, Seed RL, Sample Factory, and others"; a plain word
    # after the one a list added is one more: "Neo4j, JanusGraph, Virtuoso and Blazegraph"
    rec = _record("", "Past works such as IMPALA, Apex, Seed RL, Sample Factory, and others, aim to improve the "
                      "overall throughput. We benchmark Neo4j, JanusGraph, Virtuoso and Blazegraph.")
    assert rec["entities"]["System"] == ["IMPALA", "Apex", "SEED RL", "Sample Factory", "Neo4j", "JanusGraph",
                                         "Virtuoso", "Blazegraph"]


def test_nlp_entities_a_name_based_compound_without_its_hyphen():
    # Chimera (SC 2021): "Evaluations are conducted on Transformer based language models"; "based on" is no compound
    rec = _record("", "Evaluations are conducted on Transformer based language models. The design is based on "
                      "pipeline parallelism.")
    assert rec["entities"]["Model"] == ["Transformer based language model"]
    assert rec["entities"]["Technique"] == ["pipeline parallelism"]


def test_nlp_entities_judging_words_before_a_head_are_no_kind():
    # Google Vizier (KDD 2017): "the de facto parameter tuning engine"; Tiramisu (CGO 2019): "a rich scheduling
    # language"; "guaranteed" and "predictable" say how good a quantity is, not which
    rec = _record("", "Vizier has become the de facto parameter tuning engine. Tiramisu introduces a rich scheduling "
                      "language. It ensures guaranteed goodput and predictable execution time.")
    assert rec["entities"]["Technique"] == ["parameter tuning"]
    assert rec["entities"]["Metric"] == ["goodput", "execution time"]


def test_nlp_entities_the_rest_of_a_model_is_no_kind_of_it():
    # Persia (KDD 2022): "while the rest neural network is increasingly computation-intensive"
    rec = _record("", "The embedding layer is memory-intensive, while the rest neural network is "
                      "computation-intensive.")
    assert rec["entities"]["Model"] == ["neural network"]


def test_nlp_entities_oversubscription_heads_a_method():
    # POLCA (2023): "we propose a framework for power oversubscription in LLM clusters"
    rec = _record("", "We propose a robust framework for power oversubscription in LLM inference clusters.")
    assert rec["entities"]["Technique"] == ["power oversubscription"]


def test_nlp_entities_a_distributed_way_of_the_field_is_a_method():
    # TernGrad (NeurIPS 2017): "communication ... in distributed deep learning"; Oort (OSDI 2021): "distributed
    # machine learning"; the field alone, or only larger, stays out ("large-scale deep learning")
    rec = _record("", "Communication is the bottleneck of distributed deep learning and of distributed machine "
                      "learning. Large-scale deep learning needs GPUs.")
    assert rec["entities"]["Technique"] == ["distributed deep learning", "distributed machine learning"]


def test_nlp_entities_an_idiom_before_a_head_is_no_kind():
    # AMC (ECCV 2018): "this automated, push-the-button compression pipeline"; Splitwise (ISCA 2024): "Despite state
    # of-the-art batching and scheduling"
    rec = _record("", "We applied this automated, push-the-button compression pipeline to MobileNet. Despite state "
                      "of-the-art batching and scheduling, the token generation phase underutilizes compute.")
    assert "push-the-button compression" not in rec["entities"]["Technique"]
    assert "of-the-art batching" not in rec["entities"]["Technique"]
    assert "batching" in rec["entities"]["Technique"]


def test_nlp_entities_tiny_machine_learning_is_a_method():
    # MCUNet (NeurIPS 2020): "tiny machine learning (tinyML)"; MCUNetV2 (NeurIPS 2021): "Tiny deep learning on
    # microcontroller units (MCUs) is challenging"
    rec = _record("", "Tiny deep learning on microcontroller units (MCUs) is challenging. Tiny machine learning needs "
                      "small models.")
    assert rec["entities"]["Technique"] == ["tiny deep learning", "tiny machine learning"]
    assert rec["entities"]["Hardware"] == ["microcontroller unit"]


def test_nlp_entities_a_set_of_devices_is_of_the_kind_named_after():
    # Flower (2020): "on heterogeneous edge devices"; FedBuff (AISTATS 2022): "trains a shared model across
    # distributed devices"; heterogeneous memory is a kind of memory
    rec = _record("", "Flower runs on heterogeneous edge devices. FL trains a model across distributed devices. "
                      "Software-managed heterogeneous memory provides a large capacity.")
    assert rec["entities"]["Hardware"] == ["edge device", "heterogeneous memory"]


def test_nlp_entities_how_real_or_how_growing_is_no_kind():
    # Striped Attention (2023): "the growing demand for ever-longer sequence lengths"; P3 (SysML 2019): "under
    # realistic network bandwidth"
    rec = _record("", "To address the demand for ever-longer sequence lengths, it trains well under realistic network "
                      "bandwidth.")
    assert rec["entities"]["Metric"] == ["sequence length", "network bandwidth"]


def test_nlp_entities_the_effort_of_people_is_measured():
    # TASO (SOSP 2019): "while requiring significantly less human effort"; Ansor (OSDI 2020): "engineering effort";
    # a research effort is work done, no measure
    rec = _record("", "TASO outperforms existing DNN frameworks by up to 2.8X, while requiring significantly less "
                      "human effort. Earlier compilers need engineering effort. This is a research effort.")
    assert rec["entities"]["Metric"] == ["human effort", "engineering effort"]


def test_nlp_entities_sparsely_activated_models_are_a_class_of_model():
    # SmartMoE (ATC 2023): "Efficiently Training Sparsely-Activated Models"; Lina (ATC 2023): "sparsely activated
    # models"
    rec = _record("", "Training sparsely activated models needs expert parallelism. Sparsely-gated models scale well.")
    assert rec["entities"]["Model"] == ["sparsely activated model"]


def test_nlp_entities_fairness_is_measured():
    # Pollux (OSDI 2021): "Pollux promotes fairness among DL jobs competing for resources"; Sia (SOSP 2023):
    # "provides improved fairness"
    rec = _record("", "Pollux promotes fairness among DL jobs competing for resources. Sia provides improved "
                      "fairness.")
    assert rec["entities"]["Metric"] == ["fairness"]


def test_nlp_entities_a_graph_convolutional_network_is_a_model():
    # SparseTIR (ASPLOS 2023): "4.20-40.18x for RGCN inference"
    rec = _record("", "SparseTIR accelerates end-to-end GNNs by 1.08-1.52x for GraphSAGE training, and 4.20-40.18x "
                      "for RGCN inference.")
    assert rec["entities"]["Model"] == ["GNN", "GraphSAGE", "RGCN"]


def test_nlp_entities_operating_systems_and_a_registry_named_in_brackets():
    # FaaSNet (ATC 2021): "better control over OSes, versioning, and tooling"; "a state-of-the-art P2P container
    # registry (Kraken)"
    rec = _record("", "It enables better control over OSes, versioning, and tooling. It is 16.3x faster than a "
                      "state-of-the-art P2P container registry (Kraken).")
    assert "OSes" not in rec["entities"]["System"]
    assert "Kraken" in rec["entities"]["System"]


def test_nlp_entities_a_software_accelerator_is_a_program():
    # DeepX (IPSN 2016): "DeepX: A Software Accelerator for Low-Power Deep Learning Inference on Mobile Devices";
    # "DeepX, a software accelerator for deep learning execution"
    rec = _record("DeepX: A Software Accelerator for Low-Power Deep Learning Inference on Mobile Devices",
                  "We present DeepX, a software accelerator for deep learning execution. Others use hardware "
                  "accelerators.")
    assert rec["entities"]["System"] == ["DeepX"]
    assert rec["entities"]["Hardware"] == ["mobile device", "hardware accelerator"]


def test_nlp_entities_computing_offered_as_a_service_is_a_method():
    # LambdaML (SIGMOD 2021): "distributed ML training over FaaS and IaaS"; MArk (ATC 2019): "ML-as-a-Service"
    rec = _record("", "We study distributed ML training over FaaS and IaaS. Industrial ML-as-a-Service grows.")
    assert {"FaaS", "IaaS", "ML-as-a-Service"} <= set(rec["entities"]["Technique"])
    assert rec["entities"]["System"] == []


def test_nlp_entities_gpu_tensor_cores_are_the_gpu_and_its_tensor_cores():
    # TC-GNN (ATC 2023): "based on GPU Tensor Core Units (TCUs)", "Bridging Sparse GNN Computation and Dense Tensor
    # Cores on GPUs"
    rec = _record("TC-GNN: Bridging Sparse GNN Computation and Dense Tensor Cores on GPUs",
                  "We propose TC-GNN, the first GNN acceleration framework based on GPU Tensor Core Units (TCUs). It "
                  "also uses CUDA cores and 16 CPU cores.")
    assert rec["entities"]["Hardware"] == ["tensor core", "GPU", "CUDA core", "CPU core"]


def test_nlp_entities_a_class_of_problems_is_no_name():
    # DADS (INFOCOM 2019): "However, the problem is NP-hard so that DSH resorts an approximation method"
    rec = _record("", "However, the problem is NP-hard so that DSH resorts to an approximation method. Another is "
                      "NP-complete.")
    assert rec["entities"]["System"] == ["DSH"]


def test_nlp_entities_a_state_or_change_of_a_measure_is_no_kind_of_it():
    # BPipe (ICML 2023): "balanced memory utilization"; Chimera (SC 2021): "balanced activation memory consumption";
    # SwapNet (2024): "decreased model accuracy"; Bao (SIGMOD 2021): "substantive training overhead"; a balanced
    # accuracy is a score of its own
    rec = _record("", "BPipe achieves balanced memory utilization and balanced activation memory consumption, "
                      "despite decreased model accuracy and substantive training overhead. We report balanced "
                      "accuracy.")
    assert rec["entities"]["Metric"] == ["memory utilization", "activation memory consumption", "model accuracy",
                                         "training overhead", "balanced accuracy"]


def test_nlp_entities_pending_time_and_what_a_method_is_robust_to_are_measured():
    # Elan (2023): "job pending time is reduced by 43%+"; Neo (VLDB 2019): "is robust to estimation errors"
    rec = _record("", "With Elan, job pending time is reduced by 43%. Neo naturally adapts to underlying data patterns "
                      "and is robust to estimation errors.")
    assert rec["entities"]["Metric"] == ["job pending time", "estimation error"]
    assert rec["results"] == [{"value": 43.0, "unit": "%", "metric": "job pending time"}]


def test_nlp_entities_venues_and_kinds_of_language_are_no_names():
    # Gazelle (USENIX Security 2018): "MiniONN (ACM CCS 2017)", "Chameleon (Crypto Eprint 2017/1164)"; MSCCL++
    # (2025): "a higher-level DSL"; SCCL (PPoPP 2021): "a quantifier-free SMT formula"; a spelled-out pair stays, as
    # DADS' "DNN Surgery Light (DSL)"
    rec = _record("", "Gazelle outperforms MiniONN (ACM CCS 2017) and Chameleon (Crypto Eprint 2017/1164). It offers a "
                      "higher-level DSL and a quantifier-free SMT formula. Under light load, DNN Surgery Light (DSL) "
                      "is developed.")
    assert rec["entities"]["System"] == ["MiniONN", "DNN Surgery Light"]


def test_nlp_entities_components_named_in_apposition_after_an_ordinal():
    # CrypTFlow (S&P 2020): "Our first component, Athos, is an end-to-end compiler ... The second component, Porthos,
    # is an improved semi-honest 3-party protocol ... our third component, Aramis, is a novel technique"
    rec = _record("CrypTFlow: Secure TensorFlow Inference",
                  "We build three components. Our first component, Athos, is an end-to-end compiler from TensorFlow "
                  "to MPC protocols. The second component, Porthos, is an improved semi-honest 3-party protocol. "
                  "Finally, Aramis is a novel technique that uses hardware. Security relies on Aramis.")
    assert {"Athos", "Porthos", "Aramis"} <= set(rec["entities"]["System"])


def test_nlp_entities_a_product_of_the_work_is_no_kind():
    # ForestColl (2024): "up to 61% more efficient generated schedules"; TE-CCL (SIGCOMM 2024): "TE-CCL produced
    # schedules with 2x better performance"; pipeline schedules stay a method
    rec = _record("", "ForestColl gives up to 61% more efficient generated schedules. Compared to TACCL, TE-CCL produced "
                      "schedules with 2x better performance. It uses pipeline schedules.")
    assert rec["entities"]["Technique"] == ["pipeline schedule"]


def test_nlp_entities_reference_workloads_in_a_title_are_a_benchmark():
    # Fathom (IISWC 2016): "Fathom: Reference Workloads for Modern Deep Learning Methods"
    rec = _record("Fathom: Reference Workloads for Modern Deep Learning Methods",
                  "We assemble Fathom: a collection of eight archetypal deep learning workloads.")
    assert rec["entities"]["Dataset"] == ["Fathom"]


def test_nlp_entities_a_plain_word_set_off_after_our_kind_is_a_name():
    # a plain capitalised word, set off after the paper's own kind of thing, as Proteus' "Its parameter server
    # framework, AgileML, efficiently adapts" (not after another's: "The scheduler, Fast, is slow")
    rec = _record("", "We build a serving system. Its framework, Grumbel, adapts to change. The scheduler, Fast, is "
                      "slow.")
    assert rec["entities"]["System"] == ["Grumbel"]


def test_nlp_entities_a_method_named_after_two_people():
    # SpotServe (ASPLOS 2024): "which uses the Kuhn-Munkres algorithm to identify an optimal migration plan"; title-case
    # compounds of English are no names: "a Multi-Head Attention layer", "the Cross-Entropy loss"
    rec = _record("", "Migration is a bipartite graph matching problem, which uses the Kuhn-Munkres algorithm to "
                      "identify an optimal migration plan. It adds Reed-Solomon codes, a Multi-Head Attention layer and "
                      "the Cross-Entropy loss.")
    assert rec["entities"]["System"] == ["Kuhn-Munkres", "Reed-Solomon"]


def test_nlp_entities_a_way_of_training_before_a_bracketed_short_form_is_no_kind_of_model():
    # P3 (MLSys 2019): "Data parallel training is widely used for scaling distributed deep neural network (DNN)
    # training"; the training is distributed, the model a deep neural network (as without the bracket), unless the
    # short form spells the way too (Cynthia's "distributed deep neural network (DDNN) training")
    rec = _record("", "Data parallel training is widely used for scaling distributed deep neural network (DNN) "
                      "training.")
    assert rec["entities"]["Model"] == ["deep neural network"]
    rec = _record("", "We study distributed deep neural network (DDNN) training on clusters.")
    assert rec["entities"]["Model"] == ["distributed deep neural network"]


def test_nlp_entities_how_often_a_thing_is_used_is_no_kind_of_it():
    # ScratchPipe (MICRO 2022): "Prior work proposed to cache frequently accessed embeddings inside GPU memory"; a
    # kind stays: "a fully connected layer"; a sentence adverb set off by a comma is no modifier ("Recently,
    # pipelined training has been proposed")
    rec = _record("", "Prior work proposed to cache frequently accessed embeddings inside GPU memory. Recently, "
                      "pipelined training has been proposed.")
    assert "accessed embedding" not in rec["entities"]["Technique"]
    assert "pipelined training" in rec["entities"]["Technique"]


def test_nlp_entities_a_top_judgement_and_a_verb_are_no_kinds():
    # MobileLLM (ICML 2024): "designing top-quality LLMs"; SWARM (ICML 2023): "we ... compare SWARM parallelism with
    # existing large-scale training approaches"; "top-k" stays a kind
    rec = _record("", "We focus on designing top-quality LLMs. We empirically validate our findings and compare SWARM "
                      "parallelism with existing approaches. We use top-k sampling.")
    assert "top-quality LLM" not in rec["entities"]["Model"]
    assert not any(t.startswith("compare") for t in rec["entities"]["Technique"])
    assert "top-k sampling" in rec["entities"]["Technique"]


def test_nlp_entities_a_network_data_moves_over_is_no_model():
    # Decentralized Training of Foundation Models (NeurIPS 2022): "training large foundation models with model
    # parallelism in a decentralized regime over a heterogeneous network", "GPU devices connected by a slow
    # heterogeneous network"; a model stays one ("a graph neural network over a heterogeneous graph")
    rec = _record("", "We study training with model parallelism in a decentralized regime over a heterogeneous "
                      "network. Devices are connected by a slow heterogeneous network. We train a graph neural network.")
    assert rec["entities"]["Model"] == ["graph neural network"]


def test_nlp_entities_a_dotted_name_described_after_to_our_knowledge():
    # ease.ml/ci (MLSys 2019): "In this paper, we present ease.ml/ci, to our best knowledge, the first continuous
    # integration system for machine learning."
    rec = _record("", "In this paper, we present ease.ml/ci, to our best knowledge, the first continuous integration "
                      "system for machine learning.")
    assert rec["entities"]["System"] == ["ease.ml/ci"]
    assert rec["proposes"] == ["ease.ml/ci"]


def test_nlp_entities_a_use_of_no_resource_and_a_place_of_computing_are_no_metrics():
    # FedML (2020): "inconsistent dataset and model usage"; Tune (2018): "the distributed compute environment";
    # NestDNN (MobiCom 2018): "flexible resource-accuracy trade-offs"; CAGRA (ICDE 2024): "while maintaining
    # compatible accuracy"; Performers (ICLR 2021): "with provable accuracy"
    rec = _record("", "Inconsistent dataset and model usage make comparison hard. Their adaptation to the distributed "
                      "compute environment is ad-hoc. NestDNN offers flexible resource-accuracy trade-offs, while "
                      "maintaining compatible accuracy. Performers estimate attention with provable accuracy and "
                      "reduce memory usage and GPU usage.")
    assert sorted(rec["entities"]["Metric"]) == ["GPU usage", "accuracy", "memory usage"]


def test_nlp_entities_data_graphs_time_spans_and_judgements_are_no_kinds():
    # MariusGNN (EuroSys 2023): "for large-scale graphs"; PyTorch-BigGraph (SysML 2019): "several large social network
    # graphs"; Acme (NSDI 2024): "a six-month LLM development workload trace", "intricate parallelization strategies";
    # AIOS (2024): "potentially harmful resource allocation"
    rec = _record("", "We study training of GNNs for large-scale graphs and train embeddings on several large social "
                      "network graphs. We present a study of a six-month LLM development workload trace. Agents face "
                      "intricate parallelization strategies and potentially harmful resource allocation.")
    assert rec["entities"]["Technique"] == ["resource allocation"]
    assert rec["entities"]["Model"] == ["GNN", "LLM"]


def test_nlp_entities_a_title_on_a_field_in_the_wild_names_no_system():
    # MLaaS in the Wild (NSDI 2022); a name before the colon stays one ("Marius: Learning Massive Graph Embeddings")
    rec = _record("MLaaS in the Wild: Workload Analysis and Scheduling in Large-Scale Heterogeneous GPU Clusters",
                  "We present a characterization study.")
    assert rec["entities"]["System"] == []
    rec = _record("Marius: Learning Massive Graph Embeddings on a Single Machine", "We present a system.")
    assert rec["entities"]["System"] == ["Marius"]


def test_nlp_entities_a_name_after_an_opening_phrase_on_a_benchmark_is_no_benchmark():
    # ScaleFold (2024): "In the MLPerf HPC v3.0 benchmark, ScaleFold finished the OpenFold benchmark in 7.51 minutes."
    rec = _record("ScaleFold: Reducing AlphaFold Initial Training Time to 10 Hours",
                  "We introduced ScaleFold, a systematic training method. In the MLPerf HPC v3.0 benchmark, ScaleFold "
                  "finished the OpenFold benchmark in 7.51 minutes.")
    assert rec["entities"]["System"] == ["ScaleFold"]
    assert "ScaleFold" not in rec["entities"]["Dataset"]


def test_nlp_entities_a_capitalised_phrase_going_on_in_common_words_is_no_name_of_its_first_word():
    # HELM (TMLR 2023): "We present Holistic Evaluation of Language Models (HELM) to improve the transparency ..."
    rec = _record("Holistic Evaluation of Language Models",
                  "We present Holistic Evaluation of Language Models (HELM) to improve the transparency of language "
                  "models.")
    assert rec["entities"]["System"] == []
    assert rec["proposes"] == ["HELM"]


def test_nlp_entities_a_general_purpose_model_is_the_kind_after_it():
    # Caffe (MM 2014): "to train and deploy general-purpose convolutional neural networks"; "general-purpose
    # computing" stays a way of computing (CAGRA, ICDE 2024)
    rec = _record("", "Caffe trains and deploys general-purpose convolutional neural networks. CAGRA uses "
                      "general-purpose computing on GPUs.")
    assert rec["entities"]["Model"] == ["convolutional neural network"]
    assert rec["entities"]["Technique"] == ["general-purpose computing"]


def test_nlp_entities_a_name_introduced_after_an_adverb_takes_its_description():
    # AttAcc (ASPLOS 2024): "we first propose AttAcc, a processing-in-memory (PIM) architecture for ..."
    rec = _record("AttAcc! Unleashing the Power of PIM for Batched Transformer-based Generative Model Inference",
                  "To address this inefficiency, we first propose AttAcc, a processing-in-memory (PIM) architecture "
                  "for efficient execution of the attention layer. It leverages the high memory bandwidth of AttAcc "
                  "for the attention layer.")
    assert rec["entities"]["Hardware"] == ["AttAcc"]
    assert rec["proposes"] == ["AttAcc"]


def test_nlp_entities_a_capitalised_way_of_doing_given_initials_stays_a_technique():
    # NeMo-Aligner (2024): "Self-Play Fine-Tuning (SPIN)"; a paper's own is proposed and so a System ("We propose
    # ..."), and so is one whose initials the title names (REGAL, ICLR 2020)
    rec = _record("", "NeMo-Aligner supports Self-Play Fine-Tuning (SPIN).")
    assert rec["entities"]["Technique"] == ["Self-Play Fine-Tuning"]
    rec = _record("", "We propose Self-Play Fine-Tuning (SPIN), a new method.")
    assert rec["entities"]["System"] == ["Self-Play Fine-Tuning"]
    rec = _record("REGAL: Transfer Learning For Fast Optimization of Computation Graphs",
                  "Our approach, \"REINFORCE-based Genetic Algorithm Learning\" (REGAL), uses the policy's ability.")
    assert rec["entities"]["System"] == ["REINFORCE-based Genetic Algorithm Learning"]


def test_nlp_entities_a_sentence_case_name_opening_with_a_gerund_and_a_title_name_before_a_participle():
    # Distilling step-by-step (ACL 2023): "We introduce Distilling step-by-step, a new mechanism that ..."; Jupiter
    # Evolving (SIGCOMM 2022): the name before what the title says of it, and its datacenter network no model
    rec = _record("", "We introduce Distilling step-by-step, a new mechanism that trains smaller models.")
    assert rec["proposes"] == ["Distilling step-by-step"]
    rec = _record("", "We present Training frameworks for all.")
    assert rec["entities"]["System"] == []
    rec = _record("Jupiter Evolving: Transforming Google's Datacenter Network via Optical Circuit Switches and "
                  "Software-Defined Networking", "We present a decade of evolution.")
    assert rec["entities"]["System"] == ["Jupiter"]
    assert rec["proposes"] == ["Jupiter"]


def test_nlp_entities_a_network_of_computers_a_verb_and_judgements_are_no_kinds():
    # SiP-ML (SIGCOMM 2021): "compared to the state-of-the-art electrical networks"; RoCE at Meta (SIGCOMM 2024):
    # "a dedicated network infrastructure"; T-MAC (2024): "low-bit LLMs necessitate mixed precision matrix
    # multiplication"; RLHFuse (2024): "a pivotal post-training technique"; DistiLLM (ICML 2024): "streamlined
    # distillation"; a network that is a model stays one
    rec = _record("", "Compared to the state-of-the-art electrical networks, our approach improves training time. We "
                      "build a dedicated network infrastructure. Low-bit LLMs necessitate mixed precision matrix "
                      "multiplication. RLHF stands as a pivotal post-training technique. We study streamlined "
                      "distillation with a recurrent network.")
    assert rec["entities"]["Model"] == ["LLM", "recurrent network"]
    assert sorted(rec["entities"]["Technique"]) == ["RLHF", "distillation", "mixed precision matrix multiplication",
                                                    "post-training"]


def test_nlp_entities_a_complexity_class_and_a_scale_are_no_measured_quantity():
    # ForestColl (2024): "runs in strongly polynomial time"; Reformer (ICLR 2020): "instead of N times"; PipeSwitch
    # (OSDI 2020): "with ... millisecond-scale switching overhead" (the overhead stays)
    rec = _record("", "Its schedule generation runs in strongly polynomial time. It stores activations only once "
                      "instead of N times. It time-shares the GPU with millisecond-scale switching overhead.")
    assert rec["entities"]["Metric"] == ["switching overhead"]


def test_nlp_entities_insignificant_inherent_and_brittle_are_judgements():
    # PRIME (ISCA 2016): "with an insignificant area overhead"; BIG-bench (2022): "or brittle metrics"; HFP8 (NeurIPS
    # 2019): "the inherent precision requirement"
    rec = _record("", "We enable the functions with an insignificant area overhead. Such tasks involve brittle "
                      "metrics. This is due to the inherent precision requirement.")
    assert rec["entities"]["Metric"] == ["area overhead"]


def test_nlp_entities_a_language_a_licence_and_a_centre_are_no_systems():
    # Caffe (MM 2014): "Python and MATLAB bindings", "developed by the Berkeley Vision and Learning Center (BVLC)",
    # "BSD-licensed"
    rec = _record("", "Caffe provides Python and MATLAB bindings and is developed by the Berkeley Vision and Learning "
                      "Center (BVLC). It is BSD-licensed.")
    assert rec["entities"]["System"] == ["Caffe"]


def test_nlp_entities_a_citation_key_in_square_brackets_names_nothing():
    # Large-Scale Differentially Private BERT (2021): "builds on the recent work of [SVK20], ... JAX [BFH+18, FJL18]
    # primitives in conjunction with the XLA compiler [XLA17]"; a name with digits outside brackets stays one
    rec = _record("", "Our implementation builds on the recent work of [SVK20], using JAX [BFH+18, FJL18] primitives "
                      "with the XLA compiler [XLA17]. We fine-tune Llama2.")
    assert rec["entities"]["System"] == ["JAX", "XLA"]
    assert rec["entities"]["Model"] == ["Llama2"]


def test_nlp_entities_empower_and_understand_are_verbs_and_manageable_a_judgement():
    # DistTrain (2024): "Multimodal large language models (LLMs) empower LLMs to ingest inputs"; MAESTRO (MICRO 2019):
    # "A Data-Centric Approach to Understand Reuse"; DP-SGD (CCS 2016): "at a manageable cost in software complexity"
    rec = _record("MAESTRO: A Data-Centric Approach to Understand Reuse, Performance, and Hardware Cost of DNN Mappings",
                  "Multimodal large language models (LLMs) empower LLMs to ingest inputs. We train with a modest privacy "
                  "budget, and at a manageable cost in software complexity.")
    assert "empower LLM" not in rec["entities"]["Model"]
    assert not any(t.startswith("understand") for t in rec["entities"]["Technique"])
    assert "cost" in rec["entities"]["Metric"] and "manageable cost" not in rec["entities"]["Metric"]


def test_nlp_entities_a_product_line_takes_a_longer_part_number():
    # Angel-Eye (TCAD 2018): "Evaluated on Zynq XC7Z045 platform, ..." gave a dataset "XC7Z045" (after "evaluated
    # on") and "Zynq" alone; a Xeon's model number with a hyphen was cut off too
    rec = _record("", "Evaluated on Zynq XC7Z045 platform, Angel-Eye is 6x faster than peer FPGA implementation. "
                      "We also run VGG on Zynq XC7Z020 and on an Intel Xeon E5-2680 CPU.")
    assert rec["entities"]["Dataset"] == [] and rec["entities"]["System"] == []
    assert ["Zynq XC7Z045", "Zynq XC7Z020", "Xeon E5-2680"] == [h for h in rec["entities"]["Hardware"]
                                                               if h[-1].isdigit()]


def test_nlp_entities_a_lower_case_name_with_a_digit_after_a_naming_verb():
    # hls4ml (JINST 2018): "We develop a package based on High-Level Synthesis (HLS) called hls4ml to build machine
    # learning models in FPGAs" missed the name (no capital); a plain lower-case word after "called" stays none
    rec = _record("", "We develop a package based on High-Level Synthesis (HLS) called hls4ml to build machine "
                      "learning models in FPGAs. The system called later is slower.")
    assert "hls4ml" in rec["entities"]["System"] and rec["proposes"] == ["hls4ml"]
    assert "later" not in rec["entities"]["System"]


def test_nlp_entities_adequate_is_a_judgement_and_an_adaptive_learning_rate_a_method():
    # MeZO (2023): "how adequate pre-training ... " gave the technique "adequate pre-training"; AdaLomo (2024):
    # "the adaptive learning rate" was a metric (as "learning rate" is one: "a 4x larger learning rate")
    rec = _record("", "We study how adequate pre-training helps. AdaLomo uses an adaptive learning rate for each "
                      "parameter and allows a 4x larger learning rate.")
    techniques = rec["entities"]["Technique"]
    assert "pre-training" in techniques and "adequate pre-training" not in techniques
    assert "adaptive learning rate" in rec["entities"]["Technique"]
    assert rec["entities"]["Metric"] == ["learning rate"]


def test_nlp_entities_familiar_and_the_art_of_state_of_the_art_are_no_kinds():
    # Fathom (IISWC 2016): "familiar deep convolutional neural networks"; vAttention (2024): "use state-of-the art
    # attention kernels out-of-the-box" gave the technique "art attention"
    rec = _record("", "We study familiar deep convolutional neural networks. vAttention lets one use state-of-the art "
                      "attention kernels out-of-the-box.")
    assert rec["entities"]["Model"] == ["deep convolutional neural network"]
    assert not any("art" in t.split() for t in rec["entities"]["Technique"])
    # CXL-ANNS (ATC 2023): "virtually unlimited storage capacity", as "limited memory bandwidth"
    rec = _record("", "CXL offers virtually unlimited storage capacity and limited memory bandwidth.")
    assert rec["entities"]["Metric"] == ["storage capacity", "memory bandwidth"]


def test_nlp_entities_fpga_families_and_their_parts_are_devices():
    # Caffeine (TCAD 2019): "on a Virtex7 690t FPGA" gave a system "Virtex7"; the FPGA families are in the
    # vocabulary, and a part number after one is the device's name
    rec = _record("", "We present Caffeine, a framework. Caffeine achieves 365 GOPS on a Virtex7 690t FPGA and runs on "
                      "a Kintex-7 KC705 board.")
    assert rec["entities"]["System"] == ["Caffeine"]
    assert {"Virtex7 690t", "Kintex-7 KC705"} <= set(rec["entities"]["Hardware"])


def test_nlp_entities_high_level_synthesis_is_a_technique():
    # hls4ml (JINST 2018): "a package based on High-Level Synthesis (HLS) called hls4ml" typed the long form a system
    rec = _record("", "We develop a package based on High-Level Synthesis (HLS) called hls4ml to build machine "
                      "learning models in FPGAs. The use of HLS increases accessibility.")
    assert rec["entities"]["System"] == ["hls4ml"]
    assert "high-level synthesis" in rec["entities"]["Technique"]


def test_nlp_entities_torch_inductor_written_apart_is_torchinductor():
    # BladeDISC (SIGMOD 2024): "outperforms PyTorch, TorchScript, ..., Torch Inductor (dynamic shape), and TensorRT"
    # gave a system "Torch"
    rec = _record("", "BladeDISC outperforms PyTorch, XLA, Torch Inductor (dynamic shape), and TensorRT by up to "
                      "6.95x.")
    assert "Torch Inductor" in rec["entities"]["System"] and "Torch" not in rec["entities"]["System"]


def test_nlp_entities_edram_is_a_device():
    # ISAAC (ISCA 2016): "eDRAM buffers" gave a system "eDRAM"
    rec = _record("", "ISAAC keeps its inputs in eDRAM buffers next to the crossbars.")
    assert rec["entities"]["Hardware"] == ["eDRAM"] and rec["entities"]["System"] == ["ISAAC"]


def test_nlp_entities_a_name_ending_in_ing_set_off_by_a_comma_and_a_smartnic_device():
    # Lightning (SIGCOMM 2023): "We propose Lightning, the first reconfigurable photonic-electronic smartNIC to
    # serve ..." typed Lightning a system: "Lightning, an ..." was read as a gerund opening a name in sentence case
    # (as "Distilling step-by-step, a new mechanism"), and a smartNIC was no kind of device
    rec = _record("", "We propose Lightning, the first reconfigurable photonic-electronic smartNIC to serve real-time "
                      "deep neural network inference requests.")
    assert "Lightning" in rec["entities"]["Hardware"] and rec["entities"]["System"] == []
    rec = _record("", "We propose Lightning, an accelerator to serve requests. We introduce Distilling step-by-step, "
                      "a new mechanism that trains smaller models.")
    assert "Lightning" in rec["entities"]["Hardware"] and rec["entities"]["System"] == ["Distilling step-by-step"]


def test_nlp_entities_a_superlative_quality_is_no_kind():
    # Lightning (SIGCOMM 2023): "our prototype is the highest-frequency photonic computing system" gave the technique
    # "highest-frequency photonic computing" (as "high-frequency" already gave "photonic computing")
    rec = _record("", "Our prototype is the highest-frequency photonic computing system. It is also the lowest-latency "
                      "photonic computing system.")
    assert rec["entities"]["Technique"] == ["photonic computing"]


def test_nlp_entities_a_word_spelling_an_acronym_in_capitals_is_no_name():
    # ONES (2022): "we propose ONES, an ONline Evolutionary Scheduler" gave a system "ONline"; MARLIN (PPoPP 2025):
    # "a Mixed-precision Auto-Regressive LINear kernel" gave "LINear"; a plural acronym or a name's own case stays
    rec = _record("", "To address the problem, we propose ONES, an ONline Evolutionary Scheduler for elastic batch "
                      "size orchestration. We present MARLIN, a Mixed-precision Auto-Regressive LINear kernel.")
    assert rec["entities"]["System"] == ["ONES", "MARLIN"]
    rec = _record("", "We build QMon on optical circuit switches (OCSes) and compare QMon with OCSes from QMonitor.")
    assert "QMon" in rec["entities"]["System"]


def test_nlp_entities_a_judgement_word_bound_to_the_next_noun_stays():
    # LAMB (ICLR 2020): "using large batch stochastic optimization methods" gave "batch stochastic optimization";
    # LoRA-FA: "compared to full parameter fine-tuning" gave "parameter fine-tuning"; the same for "fixed point
    # int8 quantization" and "shifted critical path pipeline schedule". "large" alone still says only how big.
    rec = _record("", "There is interest in using large batch stochastic optimization methods and fixed point int8 "
                      "quantization. LoRA-FA is compared to full parameter fine-tuning and a shifted critical path "
                      "pipeline schedule.")
    assert rec["entities"]["Technique"] == ["large batch stochastic optimization", "fixed point int8 quantization",
                                            "full parameter fine-tuning", "shifted critical path pipeline schedule"]
    rec = _record("", "The full parameter count is 7B. A large batch size hurts large language model training.")
    assert rec["entities"]["Metric"] == ["parameter count", "batch size"]


def test_nlp_entities_trusted_hardware_and_accelerator_parts_are_devices():
    # Slalom, Occlumency, Privado (h245): "Intel SGX" was a system; Graviton: "the MMU" a system; EnGN: "the RER
    # PE-array" a system; GNNerator: "an NVIDIA RTX 2080-Ti" was cut to "RTX 2080"
    rec = _record("", "The code runs in Intel SGX enclaves and on ARM TrustZone. The MMU and the memory controller are "
                      "trusted. We propose the RER PE-array. It runs 5.7x faster than an NVIDIA RTX 2080-Ti and an "
                      "RTX 2080Ti.")
    assert rec["entities"]["System"] == ["RER"]
    assert rec["entities"]["Hardware"] == ["SGX", "TrustZone", "MMU", "memory controller", "PE array",
                                           "RTX 2080 Ti", "RTX 2080Ti"]


def test_nlp_entities_a_name_after_an_accelerator_of_a_network_is_a_device():
    # EnGN (h242-3): "a state-of-the-art GCN accelerator HyGCN" typed HyGCN a model by its "-GCN" ending; the kind
    # before a name types it when an acronym opens the kind, as a lower-case word does ("the sparse accelerator")
    rec = _record("", "Existing designs include the FPGA accelerator ZedGCN and a GCN accelerator HyGCN.")
    assert rec["entities"]["Hardware"] == ["FPGA accelerator", "ZedGCN", "GCN accelerator", "HyGCN"]
    assert rec["entities"]["Model"] == []


def test_nlp_entities_a_gerund_on_a_noun_before_a_method_noun_names_the_method():
    # I-GCN (MICRO 2021): "a new online graph restructuring algorithm" gave "online graph"; "loop blocking",
    # "resource provisioning", "load rebalancing" are no known heads either. Not a verb's object ("to learn
    # workload-specific scheduling policies") nor an adjective ("a time consuming approach")
    rec = _record("", "The mechanism is a new online graph restructuring algorithm. We use a load rebalancing "
                      "strategy and the loop blocking technique. We aim to learn workload-specific scheduling "
                      "policies. It is a time consuming approach. Quantum computing is a technology offering "
                      "algorithms for that problem.")
    assert rec["entities"]["Technique"] == ["online graph restructuring", "load rebalancing", "loop blocking",
                                            "workload-specific scheduling"]


def test_nlp_entities_a_noun_and_gerund_joined_by_a_hyphen_before_a_method_noun_name_the_method():
    # MobileLLM: "an immediate block-wise weight-sharing approach" gave the known "weight sharing" alone, where
    # "block-wise weight sharing approach" kept its modifiers; SecureBoost: "non-federated gradient tree-boosting
    # algorithms". Not a field ("computer-science-based machine-learning algorithms"), nor a lone known method
    rec = _record("", "Additionally, we propose an immediate block-wise weight-sharing approach with no increase in "
                      "model size. It is as accurate as other non-federated gradient tree-boosting algorithms. The "
                      "chip can not only accommodate computer-science-based machine-learning algorithms. We propose "
                      "a novel weight-sharing approach.")
    assert rec["entities"]["Technique"] == ["immediate block-wise weight-sharing",
                                            "non-federated gradient tree-boosting", "weight sharing"]
    assert rec["proposes"] == ["immediate block-wise weight-sharing"]


def test_nlp_entities_judgements_and_roles_are_no_part_of_a_name():
    # SpiNNaker 2: "to deliver cutting-edge power consumption"; HETEE: "CDI requires high throughput accelerators
    # like GPU and TPU" gave a "throughput accelerator"; CDBTune: "the database administrator (DBA)" a technique
    rec = _record("", "We deliver cutting-edge power consumption. CDI requires high throughput accelerators like "
                      "GPU and TPU. These workloads make the database administrator (DBA) incompetent.")
    assert rec["entities"]["Metric"] == ["power consumption"]
    assert rec["entities"]["Hardware"] == ["accelerator", "GPU", "TPU"]
    assert rec["entities"]["Technique"] == []


def test_nlp_entities_a_microarchitecture_is_a_device_and_lasso_a_method():
    # SIGMA (HPCA 2020): "a novel reduction tree microarchitecture named Forwarding Adder Network (FAN)" was a model
    # by its last word; Loihi: "Loihi can solve LASSO optimization problems" made LASSO a system by its capitals
    rec = _record("", "SIGMA includes a novel reduction tree microarchitecture named Forwarding Adder Network (FAN). "
                      "Loihi can solve LASSO optimization problems.")
    assert "Forwarding Adder Network" in rec["entities"]["Hardware"] and rec["entities"]["Model"] == []
    assert rec["entities"]["Technique"] == ["LASSO"] and "LASSO" not in rec["entities"]["System"]


def test_nlp_entities_memory_accesses_are_a_measure_only_when_counted():
    # GRIP, GNNerator, I-GCN (h242): "the irregularity in memory accesses", "irregular memory accesses during
    # aggregation", "to optimize memory access" gave the metric "memory access" in 13 helper records, which no
    # annotator wrote; counted accesses stay ("reduces the DRAM accesses by 2.1x", "fewer off-chip memory accesses")
    rec = _record("", "It has irregular memory access patterns. We optimize memory access. It reduces the DRAM "
                      "accesses by 2.1x and leaves fewer off-chip memory accesses.")
    assert rec["entities"]["Metric"] == ["DRAM access", "off-chip memory access"]


def test_nlp_entities_quantum_simulators_and_the_evolved_transformer_are_known():
    # "A Case Study with IBM Qiskit Aer, Nvidia Thrust & cuQuantum" (h252-4) found none of the three; the Carbon
    # Emissions paper's "Evolved Transformer" was the model "Transformer"
    rec = _record("Quantum Computer Simulations: A Case Study with IBM Qiskit Aer, Nvidia Thrust & cuQuantum",
                  "We compare the Thrust backend of Qiskit with cuQuantum. The thrust of this work is the Evolved "
                  "Transformer.")
    assert rec["entities"]["System"] == ["Qiskit Aer", "Thrust", "cuQuantum", "Qiskit"]
    assert rec["entities"]["Model"] == ["Evolved Transformer"]


def test_nlp_entities_a_projection_model_set_off_before_a_name_is_no_network():
    # LLMCarbon (ICLR 2024): "we present an end-to-end carbon footprint projection model, LLMCarbon, designed for
    # both dense and MoE LLMs" typed LLMCarbon (and the mlco2 it is compared with) a model
    rec = _record("LLMCarbon: Modeling the End-to-End Carbon Footprint of Large Language Models",
                  "Only one prior tool, mlco2, can predict the carbon footprint. We present an end-to-end carbon "
                  "footprint projection model, LLMCarbon, designed for both dense and MoE LLMs. Compared to mlco2, "
                  "LLMCarbon greatly improves the estimation accuracy.")
    assert rec["entities"]["System"] == ["LLMCarbon", "mlco2"]


def test_nlp_entities_what_a_study_did_to_a_thing_is_no_kind_of_it():
    # DeepXplore (SOSP 2017): "the tested DL models"; DeepGauge (ASE 2018): "a crafted neuron network"
    rec = _record("", "DeepXplore found errors in the tested DL models and in a crafted neuron network.")
    assert rec["entities"]["Model"] == ["DL model", "neuron network"]


def test_nlp_entities_a_vehicle_with_its_acronym_is_no_entity():
    # Pylot (ICRA 2021): "a platform for autonomous vehicle (AV) research" made "autonomous vehicle" a technique
    rec = _record("", "We present Pylot, a platform for autonomous vehicle (AV) research and development. Unmanned "
                      "aerial vehicles (UAVs) fly.")
    assert rec["entities"]["Technique"] == [] and rec["entities"]["System"] == ["Pylot"]


def test_nlp_entities_a_products_name_before_its_kind_ends_the_device_phrase():
    # Tianjic (Nature 2019), Loihi: "the hybrid Tianjic chip" and "a sparse Loihi chip" were kinds of Tianjic and of
    # Loihi; "a tiny IoT device" is an IoT device
    rec = _record("", "We use the hybrid Tianjic chip, a sparse Loihi chip and a tiny IoT device.")
    assert rec["entities"]["Hardware"] == ["Tianjic chip", "Loihi chip", "IoT device"]


def test_nlp_entities_a_samsung_phone_and_an_iphone_by_letter():
    # FBNet (CVPR 2019): "on a Samsung S8 phone" gave a system "S8", "an iPhone X" a model
    rec = _record("", "FBNet-B achieves 23.1 ms latency on a Samsung S8 phone and a 1.4x speedup on an iPhone X.")
    assert rec["entities"]["Hardware"][0] == "Samsung S8" and "iPhone X" in rec["entities"]["Hardware"]  # (the
    # maker stays before a Samsung phone's letter and number, as the gold writes it)
    assert rec["entities"]["System"] == ["FBNet-B"] and rec["entities"]["Model"] == []


def test_nlp_entities_real_world_without_its_hyphen_is_a_judgement():
    # CompilerGym (CGO 2022): "a set of environments for real world compiler optimization tasks" gave "world
    # compiler optimization"
    rec = _record("", "We introduce CompilerGym, a set of environments for real world compiler optimization tasks.")
    assert rec["entities"]["Technique"] == ["compiler optimization"]


def test_nlp_entities_a_transducer_haq_and_the_decision_transformer_are_known():
    # "building an E2E speech recognizer using a recurrent neural network transducer" gave "recurrent neural
    # network"; "an offline Decision Transformer" gave "Transformer"; HAQ was unknown
    rec = _record("", "We build an E2E speech recognizer using a recurrent neural network transducer and an offline "
                      "Decision Transformer, and compare with MobileNetV2+HAQ and HAQ.")
    assert rec["entities"]["Model"][:2] == ["recurrent neural network transducer", "Decision Transformer"]
    assert "HAQ" in rec["entities"]["System"]


def test_nlp_entities_how_work_loads_a_resource_is_no_kind_of_it():
    # PipeSwitch (OSDI 2020): "throughput-intensive training and latency-sensitive inference"; Tetris: "memory-
    # intensive deep learning inference"; the dev set's "resource-intensive fine-tuning" is fine-tuning
    rec = _record("", "It supports throughput-intensive training, compute-bound fine-tuning and the "
                      "communication-heavy parameter synchronization step, and uses locality-sensitive hashing.")
    assert rec["entities"]["Technique"] == ["fine-tuning", "parameter synchronization", "locality-sensitive hashing"]


def test_nlp_entities_the_phases_of_llm_inference_are_no_techniques():
    # the helper sets' gold (25 records that say "prefill", 5 "prompt processing" or "decode phase") leaves the
    # phases of inference out in all but one; the methods named after them stay ("chunked prefill")
    rec = _record("", "Prefill is compute-bound while the decode phase is memory-bound. During prompt processing, "
                      "Zap uses chunked prefill, and the prefill phase dominates time to first token.")
    assert rec["entities"]["Technique"] == ["chunked prefill"]


def test_nlp_entities_bitnet_is_a_model_and_jetson_boards_and_knl_are_devices():
    # T-MAC, BitNet b1.58: "Recent research, such as BitNet" and "a 1-bit LLM variant, namely BitNet b1.58" were
    # systems; an FPGA paper's "NIVIDA TK1 and TX1 platforms" and "on 2048 KNLs" were systems by their capitals
    rec = _record("", "NVIDIA TK1 and TX1 platforms are used for comparison. We train ResNet-50 in 20 minutes on "
                      "2048 KNLs. Recent research, such as BitNet, is paving the way. We introduce BitNet b1.58.")
    assert rec["entities"]["Model"] == ["ResNet-50", "BitNet", "BitNet b1.58"]
    assert rec["entities"]["Hardware"] == ["TK1", "TX1", "KNL"] and rec["entities"]["System"] == []


def test_nlp_entities_a_plural_apposition_types_every_listed_name():
    # RAPIDNN (2018): "as compared to ISAAC and PipeLayer, the state-of-the-art DNN accelerators" typed PipeLayer a
    # device and ISAAC a system; the next item of a longer list is no apposition ("BCL2 and BCL6, the mutational
    # profile, ...")
    rec = _record("", "It achieves 10.9x speedup as compared to ISAAC and PipeLayer, the state-of-the-art DNN "
                      "accelerators. It covers FooX and FooY, the mutational profile, and the rest.")
    assert rec["entities"]["Hardware"][:2] == ["ISAAC", "PipeLayer"]
    assert rec["entities"]["System"] == ["FooX", "FooY"]


def test_nlp_entities_hardware_metrics_name_no_quantity():
    # ProxylessNAS (ICLR 2019), twice among the helper records: "to specialize neural architectures for hardware
    # with direct hardware metrics (e.g. latency)" gave the metric "direct hardware"
    rec = _record("", "We specialize neural architectures for hardware with direct hardware metrics (e.g. latency). "
                      "We report the error depth metric.")
    assert rec["entities"]["Metric"] == ["latency", "error depth"]


def test_nlp_entities_versatile_and_easy_to_manage_are_judgements():
    # CAST (2025): "Versatile Cross-platform Compilation Toolchain" gave "versatile cross-platform compilation";
    # Optimus (EuroSys 2024): "fast and easy-to-manage inference" a technique
    rec = _record("", "It offers versatile cross-platform compilation and fast and easy-to-manage inference.")
    assert rec["entities"]["Technique"] == ["cross-platform compilation"]


def test_nlp_entities_drive_px2_tegra_a_hyphened_pi_and_valid_or_unseen_chips():
    # Autoware on Board: "NVIDIA DRIVE PX2" gave the systems "DRIVE" and "PX2"; HAT: "Raspberry Pi-4" a system
    # "Pi-4"; MaskPlace, ChiPFormer: "a valid chip", "unseen chips" were devices
    rec = _record("", "It runs on NVIDIA DRIVE PX2 with a Tegra core, and on a Raspberry Pi-4. We generate a valid "
                      "chip and transfer to unseen chips.")
    assert rec["entities"]["Hardware"] == ["DRIVE PX2", "Tegra", "Raspberry Pi-4"]
    assert rec["entities"]["System"] == []


def test_nlp_entities_a_makers_name_before_based_is_no_system():
    # Autoware on Board (2018): "on ARM-based embedded processing cores" made ARM a system, as "PyTorch-based" makes
    # PyTorch one
    rec = _record("", "It uses ARM-based embedded processing cores and a PyTorch-based framework.")
    assert rec["entities"]["System"] == ["PyTorch"]


def test_nlp_entities_right_and_imprecise_are_judgements():
    # Selecta (ATC 2018): "selecting the right compute and storage configuration" gave the metric "right compute";
    # LLMCarbon: "resulting in imprecise carbon footprint estimations" gave "imprecise carbon footprint"
    rec = _record("", "Selecting the right compute and storage configuration is hard, resulting in imprecise carbon "
                      "footprint estimations.")
    assert rec["entities"]["Metric"] == ["carbon footprint"]


def test_nlp_entities_a_name_whose_capitals_are_a_whole_acronym_is_named_after_it():
    # MADlib (VLDB 2012): the title's "MAD Skills" dropped every "MADlib" as the capitals of a long form
    # ("ONES, an ONline Evolutionary Scheduler" keeps that rule)
    rec = _record("The MADlib Analytics Library or MAD Skills, the SQL",
                  "MADlib is a free, open-source library of in-database analytic methods. The goal is for MADlib to "
                  "serve a role for scalable database systems.")
    assert "MADlib" in rec["entities"]["System"]


def test_nlp_entities_what_a_paper_introduces_and_then_names_types_the_name():
    # RWKV (2023): "a novel model architecture, Receptance Weighted Key Value (RWKV)" was a system
    rec = _record("", "We propose a novel model architecture, Receptance Weighted Key Value (RWKV), that combines the "
                      "efficient parallelizable training of Transformers with the efficient inference of RNNs. We "
                      "present a new benchmark, FooBar, that covers ten tasks.")
    assert rec["entities"]["Model"] == ["Receptance Weighted Key Value", "Transformer", "RNN"]
    assert rec["entities"]["Dataset"] == ["FooBar"]
    assert rec["entities"]["System"] == []


def test_nlp_entities_design_fields_and_kinds_of_database_system_are_no_names():
    # Ares (DAC 2018): "the CAD and architecture communities"; MADlib: "the Greenplum parallel DBMS"; Raven (CIDR
    # 2021): "The RDBMS provides ...", "between ML and DB operators"; Lero (VLDB 2023): "on top of any existing DBMS"
    rec = _record("", "This has led the CAD and architecture communities to build DNN hardware. We run it over the "
                      "Greenplum parallel DBMS. The RDBMS provides a natural starting point between ML and DB "
                      "operators. It revisits classical EDA problems.")
    assert rec["entities"]["System"] == []


def test_nlp_entities_a_pc_is_a_computer_and_the_pile_in_capitals_the_data_set():
    # GraphChi (OSDI 2012): "available to anyone with a modern PC"; FlashFFTConv (2023): "better perplexity on the
    # PILE" was a system
    rec = _record("", "It achieves 2.3 points better perplexity on the PILE and runs on a modern PC.")
    assert rec["entities"]["Hardware"] == ["PC"]
    assert rec["entities"]["Dataset"] == ["PILE"]
    assert rec["entities"]["System"] == []


def test_nlp_entities_a_verb_that_casts_a_method_as_a_problem_is_no_modifier():
    # ThiNet (ICCV 2017): "We formally establish filter pruning as an optimization problem" gave "establish filter
    # pruning"
    rec = _record("", "We formally establish filter pruning as an optimization problem. We formulate expert placement "
                      "as an integer program.")
    assert rec["entities"]["Technique"][:2] == ["filter pruning", "expert placement"]


def test_nlp_entities_the_power_a_device_class_runs_on_is_its_kind():
    # BinaryConnect (NeurIPS 2015): "for consumer applications on low-power devices" found no device ("low-power"
    # was a judgement, as in "low-power inference")
    rec = _record("", "Faster computation is crucial for consumer applications on low-power devices. It runs on "
                      "energy-constrained devices. We enable low-power inference.")
    assert rec["entities"]["Hardware"] == ["low-power device", "energy-constrained device"]
    assert rec["entities"]["Technique"] == []


def test_nlp_entities_fast_fourier_transform_and_matrix_multiply_unit_are_known():
    # FlashFFTConv (2023): "the Fast Fourier Transform (FFT) ... does not effectively use specialized matrix multiply
    # units"; TPU (ISCA 2017): "a 65,536 8-bit MAC matrix multiply unit"
    rec = _record("", "A major bottleneck is the Fast Fourier Transform (FFT), which allows long convolutions to run "
                      "fast. The FFT does not effectively use specialized matrix multiply units.")
    assert rec["entities"]["Technique"][0] == "fast Fourier transform"
    assert rec["entities"]["Hardware"] == ["matrix multiply unit"]


def test_nlp_entities_streaming_media_is_an_application():
    # Pensieve (SIGCOMM 2017): "Neural Adaptive Video Streaming with Pensieve"; NetLLM (SIGCOMM 2024): "adaptive
    # bitrate streaming" were techniques, as no annotator has them; a method that streams data stays one
    rec = _record("", "We present Pensieve for neural adaptive video streaming. It uses adaptive bitrate streaming "
                      "and KV cache streaming.")
    assert rec["entities"]["Technique"] == ["KV cache streaming"]


def test_nlp_entities_a_comparing_participle_and_simplified_are_no_modifiers():
    # Hyena (ICML 2023): "improves accuracy by more than 50 points ..., matching attention-based models" gave the model
    # "matching attention-based model"; Mamba (2023): "a simplified end-to-end neural network architecture"
    rec = _record("", "Hyena improves accuracy by 50 points, matching attention-based models. We integrate them into a "
                      "simplified end-to-end neural network architecture. It uses a graph matching network.")
    assert rec["entities"]["Model"] == ["Hyena", "attention-based model", "end-to-end neural network",
                                        "graph matching network"]


def test_nlp_entities_graph_algorithms_are_known():
    # Ligra (PPoPP 2013): "breadth-first search, betweenness centrality, ..., PageRank and single-source shortest
    # paths" found only what a bracket defined
    rec = _record("", "Ligra runs breadth-first search, betweenness centrality, graph radii estimation, PageRank and "
                      "single-source shortest paths.")
    assert rec["entities"]["Technique"] == ["breadth-first search", "betweenness centrality",
                                            "single-source shortest path"]
    assert rec["entities"]["System"] == ["Ligra", "PageRank"]  # (Ligra itself, known since d1c4ad9)


def test_nlp_entities_an_interconnect_keeps_its_kind():
    # Horovod-era abstracts: "the fast back-plane interconnects"; DirectCXL (ATC 2022): "New cache coherent
    # interconnects such as CXL"; "the high-speed NVLink for GPU interconnect" gave a bare "interconnect"
    rec = _record("", "It runs on the fast back-plane interconnects available today. New cache coherent interconnects "
                      "such as CXL have emerged. It uses NVLink for GPU interconnect.")
    assert rec["entities"]["Hardware"] == ["back-plane interconnect", "cache coherent interconnect", "CXL", "NVLink",
                                           "GPU interconnect"]


def test_nlp_entities_what_works_on_graphs_is_no_kind_of_graph():
    # GraphX (OSDI 2014): "iterative graph algorithms", "a composable graph abstraction"; GraphChi (OSDI 2012):
    # "developing distributed graph algorithms" gave "iterative graph", "composable graph", "distributed graph"
    rec = _record("", "GraphX recasts iterative graph algorithms as dataflow operators and offers a composable graph "
                      "abstraction. Developing distributed graph algorithms is hard. It builds a dataflow graph.")
    assert rec["entities"]["Technique"] == ["dataflow graph"]


def test_nlp_entities_an_fpga_accelerator_is_a_kind_of_accelerator():
    # FlexCNN-era abstracts: "a framework for building fast and flexible FPGA accelerators" gave FPGA and a bare
    # accelerator (three annotators write "FPGA accelerator"); GPU accelerators stay GPUs
    rec = _record("", "We build fast and flexible FPGA accelerators. By leveraging GPU accelerators, frameworks train "
                      "fast.")
    assert rec["entities"]["Hardware"] == ["FPGA accelerator", "GPU", "accelerator"]


def test_nlp_entities_necessary_special_complete_and_production_ready_are_judgements():
    # Monolith (2022): "an production-ready online training architecture"; Oobleck-era abstracts: "uninterrupted
    # training"; "the necessary training", "a special training", "the complete inference" were kinds of methods
    rec = _record("", "We provide a production-ready online training architecture for uninterrupted training. It "
                      "skips the necessary training and a special training, and runs the complete inference.")
    assert rec["entities"]["Technique"] == ["online training"]


def test_nlp_entities_a_requirement_a_verb_changes_by_a_value_is_a_metric():
    # Deep Compression (ICLR 2016): "reduce the storage requirement of neural networks by 35x to 49x" found no metric
    # (only "the requirement by 3x" counted); what the work needs said in passing stays none
    rec = _record("", "Deep compression reduces the storage requirement of neural networks by 35x to 49x. Training "
                      "LLMs has prohibitive memory requirements. We reduce the compute requirements while the speed "
                      "improves by 2x.")
    assert rec["entities"]["Metric"] == ["storage requirement"]
    assert [(r["value"], r["metric"]) for r in rec["results"]][:2] == [(35.0, "storage requirement"),
                                                                     (49.0, "storage requirement")]


def test_nlp_entities_independent_combined_proprietary_compact_are_judgements_and_simulate_a_verb():
    # Infinite-LLM (h237-3): "independent resource scheduling"; Camel (h235-4): "independent data management";
    # Network Slimming (ICCV 2017): "thin and compact models"; TACCL-era abstracts: "to simulate collective
    # communication"; the dev set's seed-43 leaves "a compact model with only 2.69M weights" unannotated
    rec = _record("", "It decouples independent resource scheduling from data management. Training yields thin and "
                      "compact models, and a proprietary model. We simulate collective communication.")
    assert rec["entities"]["Technique"] == ["resource scheduling", "data management", "collective communication"]
    assert rec["entities"]["Model"] == []


def test_nlp_entities_what_runs_on_a_suite_is_no_part_of_it():
    # TensorFI (ISSRE 2020): "A Flexible Fault Injection Framework for TensorFlow Applications" gave the system
    # "TensorFlow Applications"; a part of a suite ("PyTorch Lightning") stays one name
    rec = _record("TensorFI: A Flexible Fault Injection Framework for TensorFlow Applications",
                  "We present TensorFI, a fault injector for TensorFlow programs. We use PyTorch Lightning.")
    assert rec["entities"]["System"] == ["TensorFI", "TensorFlow", "PyTorch Lightning"]


def test_nlp_entities_a_names_own_brackets_stay():
    # T-Few (NeurIPS 2022): "we introduce a new PEFT method called (IA)^3" wrote the name "(IA ^3" (the tokenizer
    # gives "(" "IA)^3", and the record dropped the closing bracket as a stray one)
    rec = _record("", "Along the way, we introduce a new PEFT method called (IA)^3 that scales activations by learned "
                      "vectors.")
    assert rec["entities"]["System"] == ["(IA)^3"] and rec["proposes"] == ["(IA)^3"]


def test_nlp_entities_automatic_and_automated_make_a_kind_of_method():
    # Understanding SDC in LLM training (h262-5): "automated fleet management"; OtterTune-era abstracts: "automatic
    # DBMS configuration tuning"; Tutel (h158-4): "automatic sharding" lost their first word (a judgement since the
    # first extractor); no network is automated ("automated network operations")
    rec = _record("", "It relies on automated fleet management and automatic sharding. Prior work studies automatic "
                      "DBMS configuration tuning and automated network operations.")
    assert rec["entities"]["Technique"][:3] == ["automated fleet management", "automatic sharding",
                                                "automatic DBMS configuration tuning"]
    assert rec["entities"]["Model"] == []


def test_nlp_entities_hls_is_high_level_synthesis_and_no_factor_is_zero():
    # minimap2 on FPGA and GPU (FCCM 2019): "on FPGA using HLS" made HLS a system; Darwin (ASPLOS 2018): "up to 15,
    # 000x speedup" (a PDF's thousands comma and space) gave a 0x speedup
    rec = _record("", "Darwin provides up to 15, 000x speedup over the state-of-the-art software. We map it to a fully "
                      "pipelined streaming architecture on FPGA using HLS.")
    assert "HLS" in rec["entities"]["Technique"] and rec["entities"]["System"] == []
    assert rec["results"] == []


def test_nlp_entities_a_subtitle_co_processor_or_accelerator_designs_type_a_device():
    # Darwin (ASPLOS 2018): "Darwin: A Genomics Co-processor Provides up to 15,000X Acceleration ..."; Sieve (ISCA
    # 2021): "Sieve: Scalable In-situ DRAM-based Accelerator Designs for ..." were systems
    assert _record("Darwin: A Genomics Co-processor Provides up to 15,000X Acceleration on Long Read Assembly",
                   "We present Darwin for genome analysis.")["entities"]["Hardware"][0] == "Darwin"
    assert _record("Sieve: Scalable In-situ DRAM-based Accelerator Designs for Massively Parallel k-mer Matching",
                   "We propose Sieve.")["entities"]["Hardware"][0] == "Sieve"


def test_nlp_entities_a_versions_plus_is_part_of_the_name():
    # Exascale Deep Learning for Climate Analytics (SC 2018): "variants of Tiramisu and DeepLabv3+ neural networks"
    # named "DeepLabv3" (spaCy splits a plus after a digit, for "10+"); "10+ GPUs" keeps its number alone
    rec = _record("", "We compare DeepLabv3+ and PointNet++ on 10+ GPUs. DeepLabv3+ scales.")
    assert rec["entities"]["System"] == ["DeepLabv3+", "PointNet++"]


def test_nlp_entities_video_delivery_terms_from_the_vocabulary():
    # Gemino (h274-5): "achieves 2.2-5x lower bitrate than traditional video codecs" had no metric; SRVC (h274-3):
    # "requires 16% of the bits-per-pixel of H.265"; super-resolution was no technique
    rec = _record("", "We design Gemino, a neural compression system based on a novel high-frequency-conditional "
                      "super-resolution pipeline. Gemino achieves 2.2-5x lower bitrate than traditional video codecs. "
                      "SRVC requires 16% of the bits-per-pixel of H.265.")
    assert rec["entities"]["Metric"] == ["bitrate", "bits-per-pixel"]
    assert "super-resolution" in rec["entities"]["Technique"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.2, "bitrate"), (5.0, "bitrate"),
                                                                   (16.0, "bits-per-pixel")]


def test_nlp_entities_an_algorithm_architecture_co_design_is_a_device():
    # DOTA (h275-5): "we present DOTA, an algorithm-architecture co-design that effectively addresses ..." was a
    # system; an algorithm-system co-design and a co-design's framework stay systems
    rec = _record("", "In this paper, we present DOTA, an algorithm-architecture co-design that effectively addresses "
                      "the challenges of scalable Transformer inference.")
    assert rec["entities"]["Hardware"] == ["DOTA"] and rec["proposes"] == ["DOTA"]
    assert _record("", "We present Zork, an algorithm-system co-design that improves "
                       "training.")["entities"]["System"] == ["Zork"]
    assert _record("", "We present Zork, a hardware-software co-design framework for "
                       "training.")["entities"]["System"] == ["Zork"]


def test_nlp_entities_weak_supervision_and_data_programming_are_techniques():
    # Snorkel (h266-3): "Users therefore turn to weak supervision, relying on imperfect sources of labels" named no
    # technique; Data Programming (h266-4): "a paradigm for the programmatic creation of training sets called data
    # programming" neither
    rec = _record("", "Users therefore turn to weak supervision, relying on imperfect sources of labels. We propose a "
                      "paradigm for the programmatic creation of training sets called data programming.")
    assert rec["entities"]["Technique"] == ["weak supervision", "data programming"]


def test_nlp_entities_names_listed_before_neural_networks_are_models():
    # Exascale Deep Learning for Climate Analytics (h270-1): "variants of Tiramisu and DeepLabv3+ neural networks"
    # typed DeepLabv3+ a system ("neural" before the model head ended the look for a kind); a known name keeps its
    # own type (Tiramisu, the polyhedral compiler)
    rec = _record("", "We train variants of FooSeg and DeepLabv3+ neural networks on climate data.")
    assert rec["entities"]["Model"] == ["FooSeg", "DeepLabv3+", "neural network"]
    rec = _record("", "We train FooSeg and BarSeg deep convolutional networks, and run FooSeg and BarSeg on GPUs.")
    assert rec["entities"]["Model"][:2] == ["FooSeg", "BarSeg"]


def test_nlp_entities_a_hyphenated_learning_model_is_the_known_model():
    # Fonduer (h266-5): "Fonduer uses a new deep-learning model to automatically capture ..." named no model (the
    # vocabulary's "deep learning model" has no hyphen; spaCy splits the hyphen into a token of its own)
    rec = _record("", "Fonduer uses a new deep-learning model to capture the representation. Other machine-learning "
                      "models are slower.")
    assert rec["entities"]["Model"] == ["deep learning model", "machine learning model"]


def test_nlp_entities_fp8_formats_are_no_names_and_neural_compressor_is_a_system():
    # FP8 post-training quantization (h289-5): "E5M2, E4M3, and E3M4" made E3M4 a system (number formats are no
    # entities, as the dev set leaves FP16 and INT8); "available in Intel Neural Compressor" named nothing
    rec = _record("", "We study three FP8 formats, E5M2, E4M3, and E3M4. The code is publicly available in Intel "
                      "Neural Compressor.")
    assert rec["entities"]["System"] == ["Intel Neural Compressor"]


def test_nlp_entities_zero_written_out_in_lower_case():
    # Colossal-AI (h287-5): "heterogeneous training methods integrated with zero redundancy optimizer" named no
    # system (ZeRO's labels match with their case, as "ZeRO" collides with "zero")
    rec = _record("", "It supports heterogeneous training methods integrated with zero redundancy optimizer. The loss "
                      "reached zero.")
    assert rec["entities"]["System"] == ["zero redundancy optimizer"]


def test_nlp_entities_mobile_operating_systems_are_systems():
    # TFLite GPU (h283-6): "in real-time for both Android and iOS devices" made iOS a device and named no Android
    rec = _record("", "It runs neural networks in real-time for both Android and iOS devices.")
    assert rec["entities"]["System"] == ["Android", "iOS"] and rec["entities"]["Hardware"] == []


def test_nlp_entities_a_short_form_inside_a_titles_name_is_no_title_word():
    # GACT (h286-2): "GACT: Activation Compressed Training for Generic Network Architectures" made "Activation
    # Compressed Training (ACT)" a System: the title was searched for "ACT" as text, and found it inside "GACT"
    rec = _record("GACT: Activation Compressed Training for Generic Network Architectures",
                  "Activation Compressed Training (ACT) is a promising approach to reduce training memory footprint. "
                  "This paper presents GACT, an ACT framework.")
    assert rec["entities"]["Technique"] == ["Activation Compressed Training"]
    assert rec["entities"]["System"] == ["GACT"]


def test_a_device_class_after_a_kind_of_deployment_names_that_kind():
    # Ansor and TVM (h197-1, h197-2): "from server-class GPUs to low-power CPUs", EfficientViT (h207-1): "mobile CPU,
    # edge GPU, and cloud GPU", AIFM (h294-1): "datacenter servers": the kinds the annotators name, as the dev set
    # names "cloud servers" and "edge devices" (but "high-end GPUs" are GPUs, seed-09). A plural class in lower case
    # ("gpus") headed no phrase at all: singular() keeps a word ending in "us" ("corpus")
    rec = _record(None, "TVM is competitive with hand-tuned libraries for low-power CPU, mobile GPU, and server-class "
                        "GPUs. It runs on a cloud GPU, on datacenter servers and on data center servers, and on "
                        "high-end GPUs.")
    assert rec["entities"]["Hardware"] == ["low-power CPU", "CPU", "mobile GPU", "server-class GPU", "GPU",
                                           "cloud GPU", "datacenter server", "data center server"]
    assert _record(None, "DL inference on mobile CPUs suffers from two common issues.")["entities"][
        "Hardware"] == ["mobile CPU"]


def test_a_mobile_or_edge_device_class_is_its_own_kind_not_also_the_class():
    # the helper gold names "mobile GPU", "edge GPU", "embedded GPU", "integrated GPU", "mobile SoC" and "Coral Edge
    # TPU" without the bare class in 8 of 8 records that write the class only inside them (a commodity GPU is still
    # a GPU, tests/data/heldout_gold.jsonl synth-02); NPUs and SoCs take these kinds as GPUs do
    rec = _record(None, "On-device LLM inference increasingly targets the edge NPUs built into mobile SoCs, such as "
                        "the Hexagon NPU. We run the draft model on mobile NPUs and on embedded GPUs such as the "
                        "Coral Edge TPU.")
    assert rec["entities"]["Hardware"] == ["edge NPU", "mobile SoC", "Hexagon", "NPU", "mobile NPU", "embedded GPU",
                                           "Coral Edge TPU"]
    assert "GPU" in _record(None, "It serves models on commodity GPUs.")["entities"]["Hardware"]


def test_nlp_entities_overlapping_candidates_claim_tokens_in_one_order_in_every_run():
    # "Asynchronous RLHF: Faster and More Efficient Off-Policy RL for Language Models" (arXiv 2410.18252): the
    # title's name is a candidate twice, of the title and of its mention again, alike but for the rule; the order
    # of such a pair was a set's, which changes from run to run, and so did the name's type and its proposal
    from kg.extract import build_nlp
    from kg.nlp_entities import cand_order

    nlp = build_nlp()
    title = "Asynchronous RLHF: Faster and More Efficient Off-Policy RL for Language Models"
    doc = nlp.make_doc(title + "\n\nWe study further compute optimizations for asynchronous RLHF but find that they "
                       "come at a performance cost. We verify the scalability of asynchronous RLHF by training a "
                       "general-purpose chatbot ~40% faster than a synchronous run.")
    doc.user_data["abstract_start"] = len(title) + 2
    for name, proc in nlp.pipeline:
        if name == "kg_entities":
            break
        doc = proc(doc)
    cands = set(doc.user_data["kg_candidates"])
    assert {c[6] for c in cands if c[:2] == (0, 2)} >= {"title", "intro-again"}
    assert len({cand_order(c) for c in cands}) == len(cands)


def test_nlp_entities_a_verb_that_limits_a_quantity_is_no_part_of_its_name():
    # Meta's DSI pipeline (arXiv 2108.09373): "will dominate and constrain training capacity" gave the metric
    # "constrain training capacity"
    rec = _record("", "As innovations in DSAs continue to increase training efficiency and throughput, the data "
                      "storage and ingestion (DSI) pipeline will dominate and constrain training capacity. Stalls "
                      "limit training throughput.")
    assert {"training capacity", "training throughput"} <= set(rec["entities"]["Metric"])
    assert not any(m.startswith(("constrain", "limit")) for m in rec["entities"]["Metric"])


def test_nlp_entities_a_score_weighted_by_something_and_a_quantity_as_good_as_another():
    # Pangu-Weather (arXiv 2211.02556): "(latitude-weighted RMSE and ACC)" gave "weighted RMSE"; NeuRRAM and the
    # IBM HERMES chip: "software-comparable accuracy", "near software-equivalent inference accuracy" kept the
    # judgement in the name
    rec = _record("", "Pangu-Weather outperforms NWP methods in terms of accuracy (latitude-weighted RMSE and ACC). "
                      "The chip delivers high energy efficiency and software-comparable accuracy. We demonstrate near "
                      "software-equivalent inference accuracy with ResNet.")
    metrics = set(rec["entities"]["Metric"])
    assert {"latitude-weighted RMSE", "accuracy", "inference accuracy", "energy efficiency"} <= metrics
    assert not any(m.startswith(("weighted", "software")) for m in metrics)


def test_nlp_entities_a_computing_facility_and_someones_law_are_no_methods():
    # Ex-NNQMD (IPDPS 2021): "at Argonne Leadership Computing Facility" gave the technique "Argonne Leadership
    # Computing"; Lightmatter (Nature 2025): "a post-Moore's law and Dennard scaling era" gave "law scaling"
    rec = _record("", "It sustains 6.4 nanoseconds/day on 262,144 cores of the Theta supercomputer at Argonne "
                      "Leadership Computing Facility. Photonics may extend computational progress in a post-Moore's "
                      "law and Dennard scaling era.")
    assert rec["entities"]["Technique"] == ["Dennard scaling"]
    assert "Theta" in rec["entities"]["Hardware"]


def test_nlp_entities_a_device_of_the_next_generation_is_that_device():
    # DeePMD-kit on Summit (SC 2020): "new challenges to the next-generation supercomputer" gave the device
    # "next-generation supercomputer"
    rec = _record("", "It also poses new challenges to the next-generation supercomputer for a better integration of "
                      "machine learning and physical modeling. We target current-generation GPUs.")
    assert rec["entities"]["Hardware"] == ["supercomputer", "GPU"]


def test_nlp_entities_judgements_of_a_metric_a_newer_device_and_an_amount_in_a_list_name_nothing():
    # Towards Streaming Perception: "there has not been a clear metric" gave the metric "clear"; Welder: "in newer
    # hardware accelerators"; Fire-Flyer AI-HPC: "reducing costs by half and energy consumption by 40%" gave the
    # conjunct "half consumption" (and its result twice)
    rec = _record("", "There has not been a clear metric to compare different methods. Faster computing cores are "
                      "used in newer hardware accelerators. Fire-Flyer 2 achieved performance approximating the "
                      "DGX-A100 while reducing costs by half and energy consumption by 40%. We propose a fairness "
                      "metric.")
    assert rec["entities"]["Metric"] == ["cost", "energy consumption", "fairness"]
    assert "hardware accelerator" in rec["entities"]["Hardware"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(40.0, "energy consumption")]


def test_nlp_entities_input_and_output_written_i_o_modify_a_quantity_or_a_method():
    # NoPFS (IPDPS 2021): "reduces I/O times" and Lobster: "reduces both I/O overheads and end-to-end training
    # times" named no I/O quantity; EdgeMoE: "expert I/O swapping" gave "swapping"
    rec = _record("", "NoPFS reduces I/O times and improves end-to-end training by up to 5.4x. Lobster reduces both "
                      "I/O overheads and end-to-end training times. The overhead associated with expert I/O swapping "
                      "is mitigated.")
    assert {"I/O time", "I/O overhead", "end-to-end training time"} <= set(rec["entities"]["Metric"])
    assert "expert I/O swapping" in rec["entities"]["Technique"]


def test_nlp_entities_local_and_persistent_storage_are_devices():
    # MONARCH: "the training dataset can only be partially stored at local storage"; FastPersist: "checkpoints
    # ... to persistent storage" (the vocabulary's device classes, as "secondary storage" was)
    rec = _record("", "Even when the training dataset can only be partially stored at local storage, MONARCH reduces "
                      "training time. FastPersist writes checkpoints to persistent storage.")
    assert rec["entities"]["Hardware"] == ["local storage", "persistent storage"]


def test_nlp_entities_an_acronym_listed_with_a_score_or_a_device_is_one_of_those():
    # Pangu-Weather: "(latitude-weighted RMSE and ACC)" typed ACC a system by its shape; DeePMD on Fugaku:
    # "implemented on GPU and ARM architectures" typed ARM a system. Not across a comma: "to achieve the same
    # PSNR, SRVC requires 16% of the bits-per-pixel" (SRVC is the paper's method)
    rec = _record("", "Pangu-Weather outperforms NWP methods in terms of accuracy (latitude-weighted RMSE and ACC). "
                      "The optimizations are implemented on GPU and ARM architectures. Our results show that to "
                      "achieve the same PSNR, SRVC requires 16% of the bits-per-pixel of H.265.")
    assert {"ACC", "latitude-weighted RMSE", "PSNR"} <= set(rec["entities"]["Metric"])
    assert {"GPU", "ARM"} <= set(rec["entities"]["Hardware"])
    assert "SRVC" in rec["entities"]["System"]


def test_nlp_entities_an_analytical_model_of_a_system_is_a_technique():
    # spotDNN: "we first build an analytical performance model of DDNN training" gave "performance model"; the
    # FPGA spatial-acceleration study: "We introduce a comprehensive analytical model for estimating the
    # performance" gave nothing (a model of a system's behaviour, no learned model)
    rec = _record("", "We first build an analytical performance model of DDNN training in heterogeneous clusters.")
    assert rec["entities"]["Technique"] == ["analytical performance model"]
    rec = _record("", "We introduce a comprehensive analytical model for estimating the performance of a spatial LLM "
                      "accelerator.")
    assert rec["entities"]["Technique"] == ["analytical model"] and rec["entities"]["Model"] == []


def test_nlp_entities_a_sentence_opening_word_set_off_by_a_description_and_then_a_subject_is_a_name():
    # styled on cost-aware parallelization planners: "Orrery, an automatic parallelization planner that ...,
    # addresses both limitations. Orrery partitions ..." found no Orrery (an English word, no name by its shape)
    text = ("Orrery, an automatic parallelization planner that jointly optimizes training time and dollar cost, "
            "addresses both limitations. Orrery partitions the layer graph into pipeline stages. On a mixed V100/A100 "
            "cluster, Orrery lowers the training cost by 32%.")
    rec = _record(None, text)
    assert rec["entities"]["System"] == ["Orrery"] and rec["proposes"] == ["Orrery"]
    # not a word the text also writes in lower case, nor one it never uses as a subject again
    rec = _record(None, "Memory, a scarce resource that limits batch size, dominates cost. Memory grows with the "
                        "context, and the memory of a GPU is small.")
    assert rec["entities"]["System"] == []
    rec = _record(None, "Instead, a lightweight planner that reads profiles decides the plan. Instead of search, "
                        "it uses rules.")
    assert rec["entities"]["System"] == []


def test_nlp_entities_a_technique_defined_by_its_acronym_stays_beside_its_models():
    # styled on MoE training systems: "Mixture-of-experts (MoE) lets model capacity grow ..., but training MoE
    # models at scale ..." lost the technique to the model class, as DeepSpeed-MoE's (seed) "Mixture-of-Experts
    # (MoE) models ... MoE inference" rightly does
    rec = _record(None, "Mixture-of-experts (MoE) lets model capacity grow without more computation, but training "
                        "MoE models at scale is dominated by all-to-all communication.")
    assert rec["entities"]["Technique"][:1] == ["mixture-of-experts"] and rec["entities"]["Model"] == ["MoE model"]
    rec = _record(None, "Every mixture-of-experts (MoE) layer needs two all-to-all collectives when training MoE "
                        "models.")
    assert "mixture-of-experts" in rec["entities"]["Technique"]
    rec = _record(None, "Mixture-of-Experts (MoE) models become promising. We advance MoE inference.")
    assert rec["entities"]["Technique"] == [] and rec["entities"]["Model"] == ["MoE model"]


def test_nlp_entities_a_technique_of_several_scales_keeps_its_count():
    # styled on NPU-aware ViT quantization: "introduce twin-scale quantization, which stores activation outliers
    # in a separate 8-bit channel" gave "quantization" (a "-scale" word read as a size, as "terabyte-scale")
    rec = _record(None, "We introduce twin-scale quantization, which stores activation outliers in a separate "
                        "channel, and multi-scale attention. It keeps a terabyte-scale embedding table.")
    assert rec["entities"]["Technique"] == ["twin-scale quantization", "multi-scale attention", "embedding table"]
    assert rec["proposes"][:1] == ["twin-scale quantization"]


def test_nlp_entities_a_name_before_a_participle_of_what_it_did_is_the_name():
    # styled on video-model batch inference: "overlaps video decoding on host CPUs with XLA-compiled execution"
    # typed "XLA-compiled" a system (as "TVM-generated kernels" gives TVM)
    rec = _record(None, "It overlaps video decoding with XLA-compiled execution and serves GPTQ-quantized models.")
    assert rec["entities"]["System"] == ["XLA", "GPTQ"]


def test_nlp_entities_a_part_of_the_nemo_suite_is_one_name():
    # styled on LLM-data deduplication: "Against NeMo Curator and the MinHash implementation in datatrove" compared
    # NeMo (as "HuggingFace PEFT", a suite's part after its name, is one name)
    rec = _record(None, "Against NeMo Curator and the MinHash implementation in datatrove, BandJoin speeds up "
                        "deduplication by 1.5x.")
    assert "NeMo Curator" in rec["entities"]["System"] and "NeMo Curator" in rec["baselines"]


def test_nlp_entities_a_model_name_listed_with_data_sets_is_its_data_set():
    # styled on LoRA fine-tuning and speculative decoding: "fine-tuning Llama-2-13B on Alpaca and GSM8K", "on
    # HumanEval, XSum and Dolly", "Alpaca instructions" typed the chat models Alpaca and Dolly; the vocabulary knows
    # both names as data sets too ("Alpaca dataset", "Dolly dataset")
    rec = _record(None, "We fine-tune Llama-2-13B on Alpaca and GSM8K, and evaluate CodeLlama-13B on HumanEval, XSum "
                        "and Dolly.")
    assert rec["entities"]["Dataset"] == ["Alpaca", "GSM8K", "HumanEval", "XSum", "Dolly"]
    rec = _record(None, "We evaluate it on Alpaca instructions.")
    assert rec["entities"]["Dataset"] == ["Alpaca"]
    rec = _record(None, "Alpaca and Vicuna are chat models.")  # (the models, listed with no data set)
    assert rec["entities"]["Dataset"] == [] and rec["entities"]["Model"][:2] == ["Alpaca", "Vicuna"]


def test_nlp_entities_the_target_model_of_speculative_decoding_is_a_model():
    # styled on speculative decoding: "producing outputs identical to the target model" found no model (the draft
    # model was the vocabulary's, its verifier not)
    rec = _record(None, "A small draft model proposes tokens that the target model verifies in one pass, producing "
                        "outputs identical to the target LLM.")
    assert rec["entities"]["Model"] == ["draft model", "target model"]


def test_nlp_entities_a_model_number_keeps_its_plus():
    # styled on LLM inference energy studies: "Intel Xeon Platinum 8480+ CPUs" gave "Xeon Platinum 8480", another
    # processor; a plus joining two devices is no part of the number
    rec = _record(None, "It runs on Intel Xeon Platinum 8480+ CPUs and on an EPYC 9654+. A Xeon Gold 6248+GPU node.")
    assert rec["entities"]["Hardware"][:3] == ["Xeon Platinum 8480+", "CPU", "EPYC 9654+"]
    assert not any(h.startswith("Xeon Gold") and h.endswith("+") for h in rec["entities"]["Hardware"])


def test_nlp_entities_a_name_described_as_a_memory_side_design_is_hardware():
    # styled on PIM-assisted LLM decoding: "1.7x higher than AttAcc, a prior PIM-based design" typed AttAcc a
    # system (an "architecture" so described was a device already)
    rec = _record(None, "Lanternfish is 1.7x faster than AttAcc, a prior PIM-based design. We present Zorn, a "
                        "near-memory design for recommendation.")
    assert rec["entities"]["Hardware"] == ["AttAcc", "Zorn"] and rec["entities"]["System"] == []


def test_nlp_entities_personal_devices_are_hardware():
    # styled on on-device speech models and elastic model deployment: "on an Apple Watch Series 9 ... a smartwatch
    # and earbuds", "tablets and embedded boards" found no device (the vocabulary knew phones and wearables only)
    rec = _record(None, "The student runs on smartwatches and wireless earbuds, and the sub-networks serve phones, "
                        "tablets and embedded boards.")
    assert rec["entities"]["Hardware"] == ["smartwatch", "wireless earbud", "phone", "tablet",
                                           "embedded board"]


def test_nlp_entities_adapters_served_are_no_method_but_listed_with_methods_are():
    # styled on multi-LoRA serving: "the resulting thousands of small adapters must then be served side by side",
    # "keeps adapter weights ... in a single paged memory pool" typed the fine-tuning method "adapter" in every
    # abstract of the kind (the adapters a method trains); listed with other methods it is the method
    rec = _record(None, "The resulting thousands of small adapters must be served. It keeps adapter weights in a pool.")
    assert rec["entities"]["Technique"] == []
    rec = _record(None, "We compare LoRA, adapters and prefix tuning. Methods such as prompt tuning and adapters fall "
                        "short.")
    assert rec["entities"]["Technique"] == ["LoRA", "adapter", "prefix tuning", "prompt tuning"]


def test_nlp_entities_a_name_ending_in_a_memory_module_or_near_memory_processing_is_hardware():
    # styled on near-memory recommendation accelerators: "Brackwater outperforms RecNMP and TensorDIMM" typed both
    # designs systems (RecNMP was the vocabulary's system); a name's "+" edition stays the paper's system
    rec = _record(None, "Brackwater outperforms RecNMP and TensorDIMM, and PoolDIMM is slower. Samsung HBM-PIM and "
                        "NeuPIM exist. RecNMP+ places lookup units in the buffer chips of DDR5 DIMMs.")
    assert rec["entities"]["Hardware"][:5] == ["RecNMP", "TensorDIMM", "PoolDIMM", "HBM-PIM", "NeuPIM"]
    assert rec["entities"]["System"][-1:] == ["RecNMP+"]


def test_nlp_entities_a_leaderboard_with_its_acronym_is_a_data_set():
    # styled on tool-calling agent runtimes: "traces from ToolBench and the Berkeley Function Calling Leaderboard
    # (BFCL)" typed BFCL a system by its shape (a "leaderboard" alone was a data set's word already)
    rec = _record(None, "We replay traces from ToolBench and the Berkeley Function Calling Leaderboard (BFCL).")
    assert rec["entities"]["Dataset"] == ["ToolBench", "Berkeley Function Calling Leaderboard"]
    assert rec["entities"]["System"] == []


def test_nlp_entities_a_known_data_set_at_another_size_is_a_data_set():
    # styled on billion-scale vector search: "on DEEP-100M, Text2Image-100M and MSSPACEV-1B" typed the three models
    # by their "-100M" (a model's size); a known data set's name at another size is that kind of data set, a known
    # model's name at a size stays a model
    rec = _record(None, "Experiments on DEEP-100M, Text2Image-100M and MSSPACEV-1B show high recall. On YFCC-10M, "
                        "filtered search is fast, and LAION-5M queries are cheap. We also run Alpaca-7B and "
                        "Pythia-410M.")
    assert rec["entities"]["Dataset"] == ["DEEP-100M", "Text2Image-100M", "MSSPACEV-1B", "YFCC-10M", "LAION-5M"]
    assert rec["entities"]["Model"] == ["Alpaca-7B", "Pythia-410M"]


def test_nlp_entities_a_unit_after_a_count_in_words_is_no_metric():
    # styled on speculative decoding at scale: "an aggregate throughput of 1.4 million tokens/s" gave the metric
    # "tokens/s" beside the throughput ("42 tokens/s" did not)
    rec = _record(None, "It reaches an aggregate throughput of 1.4 million tokens/s on 32 nodes.")
    assert rec["entities"]["Metric"] == ["aggregate throughput"]


def test_nlp_entities_a_named_device_before_the_word_for_its_kind_is_the_device():
    # styled on CPU inference and edge video: "recent Xeon processors", "64 Jetson Orin Nano devices" and "a Jetson
    # AGX Orin edge device" each gave one long name (the guideline's "edge device" is a class of its own)
    rec = _record(None, "It uses the AMX units of recent Xeon processors. We run 64 Jetson Orin Nano devices and a "
                        "Jetson AGX Orin edge device.")
    assert rec["entities"]["Hardware"] == ["AMX", "Xeon", "Jetson Orin Nano", "Jetson AGX Orin", "edge device"]


def test_nlp_entities_a_plain_word_after_a_described_kind_is_a_name():
    # styled on photonic accelerators: "than the A100 and the photonic accelerator Albireo" found no Albireo (no
    # name by its shape; "the sparse accelerator SIGMA" was typed by the kind already)
    rec = _record(None, "It is 2.3x faster than the photonic accelerator Albireo and the dataflow compiler Tangram.")
    assert rec["entities"]["Hardware"][-1:] == ["Albireo"]
    assert rec["entities"]["System"] == ["Tangram"]


def test_nlp_entities_a_system_version_in_a_list_is_part_of_its_name():
    # helper set h397 (GPU graph engines): "Compared with Neo4j 5 and Memgraph" gave "Neo4j", and no baseline
    rec = _record(None, "We present GraphFuse, a GPU query engine. Compared with Neo4j 5 and TigerGraph, GraphFuse "
                        "improves query throughput by 14.6x and 8.9x, respectively.")
    assert "Neo4j 5" in rec["entities"]["System"] and rec["baselines"] == ["Neo4j 5", "TigerGraph"]
    # a number that is no version stays out: a count, a factor
    rec = _record(None, "GraphFuse runs Neo4j 5 times faster than TigerGraph on 8 GPUs.")
    assert "Neo4j" in rec["entities"]["System"] and "Neo4j 5" not in rec["entities"]["System"]


def test_nlp_entities_first_example_before_names_of_unknown_systems():
    # helper set h397: "GPU dynamic graph data structures such as Hornet, faimGraph and SlabGraph" lost Hornet
    # (a plain capitalised word first, the names after it no vocabulary knows)
    rec = _record(None, "GPU dynamic graph data structures such as Hornet, faimGraph and SlabGraph handle batched "
                        "updates quickly.")
    assert rec["entities"]["System"] == ["Hornet", "faimGraph", "SlabGraph"]


def test_nlp_entities_a_tier_s_part_number_glued_by_a_hyphen():
    # helper set h394 (LLM inference on CPUs): "Intel Core i9-13900K" was a model "i9-13900K"
    rec = _record(None, "We measure four processors: Intel Xeon Platinum 8480+, AMD EPYC 9654, Intel Core i9-13900K "
                        "and a laptop's Core i7-1185G7.")
    assert rec["entities"]["Hardware"] == ["Xeon Platinum 8480+", "EPYC 9654", "Core i9-13900K", "laptop",
                                           "Core i7-1185G7"]
    assert rec["entities"]["Model"] == []


def test_nlp_entities_roce_is_a_protocol_not_a_device():
    # helper set h396 (datacenter networks for ML): the gold leaves RoCE out in 3 of 3 records, as the guideline
    # leaves out network protocols; InfiniBand, a fabric, stays a device
    rec = _record(None, "Tally aggregates gradients in the switch over a 400 Gbps RoCEv2 fabric, and on RoCE and "
                        "InfiniBand clusters.")
    assert "Hardware" not in {t for t, names in rec["entities"].items() for n in names if "RoCE" in n}
    assert "InfiniBand" in rec["entities"]["Hardware"]


def test_nlp_entities_sparsity_alone_is_no_technique():
    # the dev set's gold leaves "the sparsity introduced by the Mixture-of-Experts" out and keeps "KV cache
    # sparsity" and "N:M semi-structured sparsity"; no helper set's gold has "sparsity" alone
    rec = _record("", "The model characteristics differ due to the sparsity introduced by the Mixture-of-Experts. KV "
                      "cache sparsity helps, and new hardware supports N:M semi-structured sparsity.")
    assert rec["entities"]["Technique"] == ["mixture-of-experts", "KV cache sparsity", "N:M semi-structured sparsity"]


def test_nlp_entities_a_micro_batch_is_no_technique():
    # helper sets h371, h378, h383, h395, h396: "the forward pass of the next micro-batch" was the technique
    # micro-batching; no gold of 10 records that say "micro-batch" annotates it alone
    rec = _record("", "It overlaps the forward pass of the next micro-batch with the backward pass, hides CPU expert "
                      "computation through micro-batch pipelining and admits a larger micro-batch size.")
    assert rec["entities"]["Technique"] == ["micro-batch pipelining"]
    assert rec["entities"]["Metric"] == ["micro-batch size"]


def test_nlp_entities_matrix_collections_are_data_and_nvidia_is_no_part_of_a_tool():
    # helper sets h391 (sparse tensor compilers) and h377, h392: "the SuiteSparse Matrix Collection" and "FROSTT"
    # were systems; "NVIDIA DALI" kept the vendor the gold drops (as for NVIDIA DeepStream and NVIDIA Triton)
    rec = _record("", "We evaluate on all 2,893 matrices of the SuiteSparse Matrix Collection, plus tensors from "
                      "FROSTT. The input pipeline uses NVIDIA DALI.")
    assert rec["entities"]["Dataset"] == ["SuiteSparse Matrix Collection", "FROSTT"]
    assert rec["entities"]["System"] == ["DALI"]


def test_nlp_entities_graph_engines_and_databases_are_known_systems():
    # helper sets h372 and h397 (GPU graph analytics): "Neo4j 5 and Memgraph running on a 48-core CPU server" lost
    # Memgraph, and "METIS graph partitioning" was one technique
    rec = _record("", "We present GraphFuse. Compared with Neo4j 5 and Memgraph running on a 48-core CPU server, "
                      "GraphFuse improves query throughput by 14.6x. It combines feature replication with METIS graph "
                      "partitioning.")
    assert rec["entities"]["System"] == ["GraphFuse", "Neo4j 5", "Memgraph", "METIS"]
    assert rec["baselines"] == ["Neo4j 5", "Memgraph"] and rec["entities"]["Technique"] == [
        "feature replication", "graph partitioning"]


def test_nlp_entities_peak_before_a_known_quantity_names_its_maximum():
    # helper set h402 (pipeline-parallel training) writes "peak activation memory" in 4 records, and h395
    # "peak GPU memory": the vocabulary's "activation memory" lost its "peak", and "peak device" was a device
    rec = _record("", "HALO cuts peak activation memory on the first stage by 58%. It lowers peak device memory "
                      "from 8 GB to 3.2 GB and keeps peak GPU memory within 3% of the lower bound.")
    assert rec["entities"]["Metric"] == ["peak activation memory", "peak device memory", "peak GPU memory"]
    assert rec["entities"]["Hardware"] == ["GPU"]
    assert [r["metric"] for r in rec["results"]] == ["peak activation memory", "peak device memory",
                                                       "peak device memory", "peak gpu memory"]


def test_nlp_entities_1f1b_is_named_as_written():
    # helper set h402: the schedule "1F1B" came out under the vocabulary's label "1F1B scheduling", and "interleaved
    # 1F1B" as "interleaved pipeline schedule"
    rec = _record("", "Synchronous schedules such as GPipe and one-forward-one-backward (1F1B) leave bubbles. Ripple "
                      "delivers up to 1.37x higher throughput than interleaved 1F1B.")
    assert "1F1B" in rec["entities"]["Technique"] and "interleaved 1F1B" in rec["entities"]["Technique"]
    assert rec["baselines"] == ["interleaved 1F1B"]


def test_nlp_entities_full_attention_is_a_method_but_not_its_matrix_or_a_readers():
    # helper sets h362, h382, h385 and h404 (long-context attention) compare with "full attention" in 4 records and
    # leave out "the full attention matrix"; the arXiv sample 0704.0174 (physics) writes "questions which have not
    # deserved full attention"
    rec = _record("", "At 128K tokens, Tide delivers up to 3.1x higher decoding throughput than full attention, and "
                      "it never materializes the full attention matrix.")
    assert rec["entities"]["Technique"] == ["full attention"] and rec["baselines"] == ["full attention"]
    rec = _record("", "We analyse several relevant questions which have not deserved full attention.")
    assert rec["entities"]["Technique"] == []
    # (a possessive or another verb before a method keeps it: "our sparse attention", "requires sparse attention")
    rec = _record("", "We compare our sparse attention with FlashAttention. The model requires sparse attention.")
    assert rec["entities"]["Technique"] == ["sparse attention"]
    rec = _record("", "Kernels for dense attention and sliding-window attention differ.")
    assert rec["entities"]["Technique"] == ["dense attention", "sliding window attention"]


def test_nlp_entities_a_quantity_per_job_run_watt_or_dollar_and_per_a_described_unit():
    # helper sets h354, h367, h381, h385 and h405: "cost per trained token", "cost per training step", "throughput
    # per dollar", "emissions per completed job" lost what they are per
    rec = _record("", "It achieves 1.8x lower emissions per completed job at equal deadlines, cuts the cost per "
                      "trained token by 47% and reaches 2.1x higher throughput per watt.")
    assert rec["entities"]["Metric"] == ["emissions per completed job", "cost per trained token",
                                         "throughput per watt"]
    assert [r["metric"] for r in rec["results"]] == ["emissions per completed job", "cost per trained token",
                                                      "throughput per watt"]


def test_nlp_entities_pipeline_schedules_chimera_and_zero_bubble_are_systems_named_as_written():
    # helper set h402: "from GPipe and PipeDream to interleaved 1F1B, Chimera, and the recent Zero Bubble family" found
    # neither; the vocabulary's "Zero Bubble Pipeline" is written as the text shortens it, not as its label (a
    # system's shorter name is no conjunct sharing a head)
    rec = _record("", "Pipeline schedules have multiplied, from GPipe and PipeDream to interleaved 1F1B, Chimera, and "
                      "the recent Zero Bubble family. Zero Bubble schedules achieve the highest throughput, and "
                      "bubbles shrink to a chimera of idle slots.")
    assert rec["entities"]["System"] == ["GPipe", "PipeDream", "Chimera", "Zero Bubble"]


def test_nlp_entities_threadripper_hailo_8_and_a_vendors_zynq_ultrascale_plus_are_devices():
    # helper sets h362, h365, h379: "a 32-core Threadripper CPU" found no device, "the Hailo-8" was a system, and
    # "a Xilinx Zynq UltraScale+ FPGA" two devices ("Xilinx Zynq", the label, took the word "Zynq" first)
    rec = _record("", "We prototype TALON on a Xilinx Zynq UltraScale+ FPGA and compare it with the Hailo-8 and a "
                      "32-core Threadripper CPU.")
    assert rec["entities"]["Hardware"][:3] == ["Zynq UltraScale+", "FPGA", "Hailo-8"]
    assert "Threadripper" in rec["entities"]["Hardware"] and rec["entities"]["System"] == ["TALON"]


def test_nlp_entities_a_kind_of_collective_is_named_with_its_kind():
    # helper sets h368, h373, h378, h403: "gradient all-reduce", "bucketed all-gather", "FP16 all-reduce" and
    # "hierarchical all-to-all" gave the bare collective; who runs it and what it leaves out are no kind of it
    rec = _record("", "Gradient all-reduce dominates the step, so we replace the NCCL all-reduce with FP16 all-reduce "
                      "and bucketed all-gathers of parameters, and discuss hierarchical all-to-all; the uncompressed "
                      "all-reduce stays as a fallback.")
    assert rec["entities"]["Technique"] == ["gradient all-reduce", "all-reduce", "FP16 all-reduce",
                                            "bucketed all-gather", "hierarchical all-to-all"]


def test_nlp_entities_storage_formats_of_sparse_matrices_are_techniques_named_as_written():
    # helper sets h391, h397, h413: "seven formats (CSR, COO, ELLPACK, SELL-C-σ, BSR, Blocked-ELL and ...)" found
    # no CSR, COO or BSR and typed the other three as systems
    rec = _record("", "This paper reports a measurement study of seven formats (CSR, COO, ELLPACK, SELL-C-σ, BSR, "
                      "Blocked-ELL and a bitmap format) for SpMM on A100 GPUs. We present Lantern, a PageRank engine "
                      "that stores the graph in a delta-compressed CSR layout.")
    assert rec["entities"]["Technique"][:6] == ["CSR", "COO", "ELLPACK", "SELL-C-σ", "BSR", "Blocked-ELL"]
    assert "delta-compressed CSR" in rec["entities"]["Technique"] and "Lantern" in rec["entities"]["System"]


def test_nlp_entities_an_ordering_with_its_kind_is_a_technique():
    # helper set h397: "a novel frontier-aware join ordering bounds the number of live bindings" found no technique
    rec = _record("", "Operators are merged into one kernel, and a novel frontier-aware join ordering bounds the number "
                      "of live bindings per warp.")
    assert rec["entities"]["Technique"] == ["frontier-aware join ordering"]


def test_nlp_entities_protocols_and_accelerators_named_as_examples():
    # helper sets h412, h363: "Hybrid private inference protocols such as Delphi and Cheetah" found neither, nor
    # "accelerators such as Sanger" the device
    rec = _record("", "Hybrid private inference protocols such as Delphi and Cheetah evaluate linear layers with "
                      "homomorphic encryption. Prior accelerators such as Sanger and Caldera are fixed-function "
                      "designs.")
    assert rec["entities"]["System"] == ["Delphi", "Cheetah"]
    assert {"Sanger", "Caldera"} <= set(rec["entities"]["Hardware"])


def test_nlp_entities_a_network_named_on_a_known_family_is_a_model():
    # helper sets h364, h369, h377, h393: "YOLOX-Nano", "RT-DETR", "DLRM-DCNv2", "EVA-CLIP", "Tiny-YOLOv4" and
    # "SSD-MobileNetV2" were typed systems (no vocabulary knows them); the family is a part of the name
    rec = _record("", "We deploy YOLOX-Nano, Tiny-YOLOv4 and SSD-MobileNetV2 on a Jetson Nano and serve RT-DETR "
                      "with EVA-CLIP features; MetaGPT orchestrates the agents.")
    assert rec["entities"]["Model"] == ["YOLOX-Nano", "Tiny-YOLOv4", "SSD-MobileNetV2", "RT-DETR", "EVA-CLIP"]
    assert "MetaGPT" in rec["entities"]["System"]


def test_nlp_entities_mcunet_is_a_model_unless_described_as_a_framework():
    # helper sets h371, h393: "fine-tunes MCUNet and a quantized MobileNetV2", "Across MobileNetV2-0.35 and MCUNet
    # models" typed the networks a system; MCUNet's own abstract calls it a framework
    rec = _record("", "SparseMote fine-tunes MCUNet and a quantized MobileNetV2 on Visual Wake Words.")
    assert rec["entities"]["Model"] == ["MCUNet", "MobileNetV2"]
    rec = _record("", "We propose MCUNet, a framework that jointly designs the efficient neural architecture (TinyNAS) "
                      "and the lightweight inference engine (TinyEngine).")
    assert "MCUNet" in rec["entities"]["System"]


def test_kinds_of_tensor_compiler_and_a_search_time_are_their_own_names():
    # the helper gold names "tensor compiler" and "deep learning compiler" as techniques wherever the text writes
    # them (7 of 7 records, g87 and g97); "search time" is no other writing of "tuning time" (8 gold records name
    # it as written, one beside "tuning time"); "Monte Carlo dropout" is more than dropout
    rec = _record(None, "Modern tensor compilers such as Apache TVM spend most of their tuning time measuring "
                        "candidates, and existing deep learning compilers such as XLA fuse operators greedily. Kestrel "
                        "cuts search time by 11.4x using Monte Carlo dropout samples.")
    assert {"tensor compiler", "deep learning compiler", "Monte Carlo dropout"} <= set(rec["entities"]["Technique"])
    assert "dropout" not in rec["entities"]["Technique"]
    assert {"tuning time", "search time"} <= set(rec["entities"]["Metric"])
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(11.4, "search time")]


def test_a_quantity_written_with_a_named_thing_is_the_quantity():
    # helper gold: "MMLU accuracy", "GSM8K accuracy", "C4 perplexity", "H100 throughput", "cuBLAS throughput" are
    # accuracy, perplexity and throughput (9 of 9 such phrases); a benchmark's score is its own ("GLUE score", 4 of 4)
    # and so is a class of device's quantity ("GPU utilization")
    rec = _record(None, "It raises MMLU accuracy by 0.6 points and the GLUE score by 1.2 points at higher GPU "
                        "utilization, and lowers C4 perplexity by 7%.")
    assert rec["entities"]["Metric"] == ["accuracy", "GLUE score", "GPU utilization", "perplexity"]
    assert [r["metric"] for r in rec["results"]] == ["accuracy", "glue score", "perplexity"]
    rec = _record(None, "It delivers 3.1x the H100 throughput, which is 92% of cuBLAS throughput.")
    assert rec["entities"]["Metric"] == ["throughput"]
    assert [r["metric"] for r in rec["results"]] == ["throughput", "throughput"]


def test_a_preposition_opens_no_method_and_co_design_as_a_verb_is_none():
    # helper sets: "hangs inside collective communication" gave "inside collective communication"; "an accelerator
    # that co-designs token reduction with ..." and "the component to co-design when ..." gave co-design (4 records
    # whose gold has none); "mean time to recovery" gave "mean time"
    rec = _record(None, "Silent failures, such as hangs inside collective communication, are costly. We present "
                        "LUMEN, an accelerator that co-designs token reduction with the on-chip memory hierarchy. "
                        "Storage is the component to co-design when running LLMs locally. LATCH shortens mean time "
                        "to recovery by 5.2x.")
    assert "collective communication" in rec["entities"]["Technique"]
    assert not any("design" in t or t.startswith("inside") for t in rec["entities"]["Technique"])
    assert "mean time to recovery" in rec["entities"]["Metric"]
    rec = _record(None, "We present Conduit, a hardware-software co-design that offloads KV cache transfer.")
    assert "hardware-software co-design" in rec["entities"]["Technique"]


def test_a_coined_format_layout_or_protocol_is_a_technique():
    # the helper gold names storage formats, coined layouts and protocols as techniques (23 phrases, none found):
    # "checkpoint storage format", "a bank-aware KV layout", "a write-back protocol"; not a format of no stored
    # data ("a question-and-answer format", "the number format"), nor a layout or protocol with no coined
    # modifier ("a data layout", "a common protocol")
    rec = _record(None, "Existing checkpoint formats load slowly, so Thaw writes a load-optimized checkpoint layout "
                        "and a bank-aware KV layout and commits with a write-back protocol.")
    assert {"checkpoint format", "load-optimized checkpoint layout", "bank-aware KV layout",
            "write-back protocol"} <= set(rec["entities"]["Technique"])
    rec = _record(None, "Answers come in a question-and-answer format over the number format, a data layout and a "
                        "common protocol.")
    assert rec["entities"]["Technique"] == []


def test_an_ivf_index_is_named_with_its_head():
    # helper set h419: "approximate search over an IVF index" gave "IVF" (the gold: "IVF index")
    rec = _record(None, "It launches approximate search over an IVF index ahead of time.")
    assert "IVF index" in rec["entities"]["Technique"] and "IVF" not in rec["entities"]["Technique"]


def test_nlp_entities_a_verb_or_what_may_be_done_with_it_is_no_kind_and_a_family_is_of_what_it_holds():
    # helper set h426 (LLM serving): "engines treat speculation and memory management as separate concerns" gave
    # the technique "treat speculation"; "keep reusable KV cache entries" a "reusable KV cache" (the gold: KV cache);
    # h429: "QuillGEMM, a family of mixed-precision GEMM kernels" was typed a model by "family"
    rec = _record("", "Existing serving engines treat speculation and memory management as separate concerns. "
                      "Current implementations keep reusable KV cache entries only in GPU HBM.")
    assert sorted(rec["entities"]["Technique"]) == ["KV cache", "memory management"]
    rec = _record("", "We present QuillGEMM, a family of mixed-precision GEMM kernels that multiply FP16 "
                      "activations with INT4 weights. We also release Pythia, a family of open language models.")
    assert "QuillGEMM" in rec["entities"]["System"] and "QuillGEMM" not in rec["entities"]["Model"]
    assert "Pythia" in rec["entities"]["Model"]


def test_nlp_entities_a_time_scale_is_no_kind_of_latency():
    # helper set h428: "Glint: Serving Graph Neural Networks at Millisecond Latency" gave "millisecond latency"
    rec = _record("Glint: Serving Graph Neural Networks at Millisecond Latency",
                  "Glint keeps sub-millisecond latency for every request.")
    assert rec["entities"]["Metric"] == ["latency"]


def test_nlp_entities_storage_devices_by_maker_part_or_kind_and_a_sized_release_is_a_model():
    # helper set h434 (vector search): "a single Samsung PM9A3 SSD", "a cheaper SATA SSD" and "stored on eMMC flash"
    # gave the systems PM9A3, SATA and eMMC; "Relative to hnswlib, Lumen ..." was HNSW (the library is its own
    # name); "E5-large-v2 embeddings" a system (a size tier before a release names a model)
    rec = _record("", "We present Lumen, an on-device vector search engine. Lumen runs on a single Samsung PM9A3 SSD "
                      "and on a cheaper SATA SSD, with the base layer stored on eMMC flash. Relative to hnswlib, Lumen "
                      "lowers median query latency by 2x on HNSW graphs built from E5-large-v2 embeddings.")
    assert {"PM9A3", "SATA SSD", "eMMC flash"} <= set(rec["entities"]["Hardware"])
    assert rec["entities"]["System"] == ["Lumen", "hnswlib", "HNSW"] and rec["baselines"] == ["hnswlib"]
    assert rec["entities"]["Model"] == ["E5-large-v2"]
    # h436: "with SegFormer-B0 on Cityscapes" (a scaled family's member, as EfficientNet-B7)
    assert _record("", "We evaluate EdgeJoule with SegFormer-B0 on Cityscapes.")["entities"]["Model"] == [
        "SegFormer-B0"]


def test_nlp_entities_a_time_per_unit_of_work_is_the_time():
    # helper sets h426, h436: "adds only 2 ms of prediction overhead per request", "less than 2 seconds of
    # scheduling overhead per round" name the overhead (the gold writes a time per item as the time, its unit a
    # time), where an energy or a cost per item stays one ("energy per token")
    rec = _record("", "The predictor adds only 2 ms of prediction overhead per request and 2 seconds of scheduling "
                      "overhead per round, and cuts energy per token by 2x.")
    assert sorted(rec["entities"]["Metric"]) == ["energy per token", "prediction overhead", "scheduling overhead"]


def test_nlp_entities_gpudirect_storage_is_a_named_program():
    # helper sets h428, h437: "issues directly from the GPU through GPUDirect Storage" names NVIDIA's program (as
    # GPUDirect RDMA is one), no generic technique: 2 of 2 records type it a system
    rec = _record("", "Tidal issues reads directly from the GPU through GPUDirect Storage (GDS), bypassing the CPU.")
    assert rec["entities"]["System"] == ["GPUDirect Storage"] and rec["entities"]["Technique"] == []


def test_nlp_entities_a_systolic_array_or_a_pim_architecture_the_paper_designs_is_hardware():
    # helper set h441: "We present Morpheus, a systolic array whose ...", "We present SpArc, a sparsity-aware systolic
    # array that ...", "PIMformer, a heterogeneous GPU-PIM architecture" were systems; a systolic array is a
    # device's structure (the guideline: a named accelerator the paper designs is hardware)
    rec = _record("", "We present Morpheus, a systolic array whose grid of processing elements can be split at run "
                      "time. This paper also introduces PIMformer, a heterogeneous GPU-PIM architecture for LLM "
                      "inference.")
    assert {"Morpheus", "PIMformer", "systolic array"} <= set(rec["entities"]["Hardware"])
    assert rec["entities"]["System"] == [] and rec["entities"]["Technique"] == []


def test_a_resource_and_how_short_of_it_something_is_no_name():
    # helper set h445: the title "Disaggregated Data Preprocessing for CPU-Starved Training Clusters" named a system
    # "CPU-Starved" (as "LLM-based" names none); how many devices were provisioned compares none
    assert not is_name_shape("CPU-Starved") and not is_name_shape("Memory-Constrained")
    assert is_name_shape("Speed-ANN") and is_name_shape("HBM-PIM")
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(
        key="p", title="Disaggregated Data Preprocessing for CPU-Starved Training Clusters",
        abstract="We present Sluice, a preprocessing service. Sluice cuts the number of provisioned CPU cores by 38%.")))
    assert rec["entities"]["System"] == ["Sluice"]
    assert rec["baselines"] == []


def test_a_sparsity_pattern_is_no_name_and_an_apu_is_a_device():
    # helper set h450: the title "SparNPU: Compiling N:M Sparse Transformers for Mobile ..." named a system "N:M";
    # "the APU of the Dimensity 9200" was a system
    assert not is_name_shape("N:M") and is_name_shape("SparNPU")
    rec = _record("SparNPU: Compiling N:M Sparse Transformers for Mobile Neural Processing Units",
                  "We present SparNPU, a compiler. We implement SparNPU for the APU of the Dimensity 9200.")
    assert rec["entities"]["System"] == ["SparNPU"]
    assert "APU" in rec["entities"]["Hardware"]


def test_a_device_code_in_brackets_is_no_version_of_the_name_before():
    # helper set h460: "Summit (V100), Perlmutter (A100)" made a name "Summit (V100" of the machine and its GPU
    # (read as "Point Transformer V3", a release)
    rec = _record(None, "We run on Summit (V100), Perlmutter (A100) and Frontier (MI250X). We compare Point Transformer "
                        "V3.")
    assert "V100" in rec["entities"]["Hardware"] and not any("(" in h for h in rec["entities"]["Hardware"])
    assert rec["entities"]["Model"] == ["Point Transformer V3"]


def test_known_scientific_ml_names_from_the_vocabulary():
    # helper set h460: "a Fourier Neural Operator (FNO) surrogate" was a system FNO (the long form, matched with its
    # case, missed title case); "against IFS HRES" two systems IFS and HRES; MLPerf HPC's CosmoFlow, DeepCAM and
    # OpenCatalyst systems
    rec = _record(None, "We train a Fourier Neural Operator (FNO) surrogate that beats IFS HRES. We run the MLPerf HPC "
                        "benchmarks CosmoFlow, DeepCAM and OpenCatalyst with Parsl.")
    assert rec["entities"]["Model"] == ["Fourier neural operator"] and rec["entities"]["System"] == ["IFS HRES", "Parsl"]
    assert rec["entities"]["Dataset"] == ["MLPerf HPC", "CosmoFlow", "DeepCAM", "OpenCatalyst"]


def test_how_a_quantity_was_found_is_no_part_of_its_name():
    # helper sets h454, h461, h451: "the profiled link bandwidth", "profiled per-device throughput", "calibrated
    # throughput" named metrics with the step that measured them
    rec = _record(None, "The planner reads the profiled link bandwidth, the profiled per-device throughput and the "
                        "calibrated throughput.")
    assert rec["entities"]["Metric"] == ["link bandwidth", "per-device throughput", "throughput"]


def test_wasted_or_idle_before_a_known_quantity_names_another():
    # helper sets h452, h461: "cuts wasted GPU hours by 71%", "14% of idle GPU hours" measured GPU hours (as "peak
    # memory" is another quantity than memory)
    rec = _record(None, "We present X. X cuts wasted GPU hours by 71%.")
    assert [r["metric"].rstrip("s") for r in rec["results"]] == ["wasted gpu hour"]
    assert rec["entities"]["Metric"][0].lower().startswith("wasted gpu hour")


def test_a_participle_after_a_descriptions_head_ends_it():
    # helper set h466: "FlashBoot, a serverless inference system built around tiered checkpoint streaming" was a
    # model (the description's head read on past "built around" to "checkpoint"); "wasted GPU-hours" kept its hyphen
    # apart; Intel TDX and AMD SEV-SNP are the trusted-execution hardware SGX is
    rec = _record(None, "We present FlashBoot, a serverless inference system built around tiered checkpoint streaming. "
                        "FlashBoot cuts wasted GPU-hours by 27% and runs in Intel TDX and AMD SEV-SNP confidential VMs.")
    assert rec["entities"]["System"] == ["FlashBoot"] and rec["entities"]["Model"] == []
    assert rec["results"][0]["metric"].replace("-", " ").rstrip("s") == "wasted gpu hour"
    assert {"TDX", "SEV-SNP"} <= set(rec["entities"]["Hardware"])
    rec = _record(None, "We present FooBar, a vision model trained on ImageNet.")
    assert rec["entities"]["Model"][0] == "FooBar"


def test_nlp_entities_a_vision_language_model_by_its_kind_and_a_verb_before_attention():
    # helper set h471: "in LLaVA-1.5 and MobileVLM V2 only a small fraction of visual tokens receive meaningful
    # attention" gave the system "MobileVLM V2" and the technique "receive meaningful attention"
    rec = _record(None, "We observe that in LLaVA-1.5 and MobileVLM V2 only a small fraction of visual tokens "
                        "receive meaningful attention after the second decoder layer.")
    assert rec["entities"]["Model"] == ["LLaVA-1.5", "MobileVLM V2"]
    assert rec["entities"]["System"] == [] and rec["entities"]["Technique"] == []


def test_nlp_entities_a_kind_of_device_is_no_product_line_and_a_program_accelerator_is_a_system():
    # helper set h485: "Benchmarking DNN Accelerators Across 14 Commodity Smartphones" made the device "DNN
    # Accelerators Across 14" (a known kind read as a product line before its model number); h483: "FrameSkim, a
    # training-free inference accelerator for Video-LLMs" made FrameSkim a device
    rec = _record("Benchmarking DNN Accelerators Across 14 Commodity Smartphones",
                  "We run on an Intel Core i9-13900K and a Jetson AGX Orin.")
    assert "DNN accelerator" in rec["entities"]["Hardware"]
    assert not any("Across" in h for h in rec["entities"]["Hardware"])
    assert {"Core i9-13900K", "Jetson AGX Orin"} <= set(rec["entities"]["Hardware"])
    rec = _record(None, "This paper proposes FrameSkim, a training-free inference accelerator for Video-LLMs.")
    assert rec["entities"]["System"] == ["FrameSkim"]


def test_nlp_entities_how_much_or_how_lasting_is_no_kind():
    # helper sets h471, h481: "abundant INT8 compute" was a metric, "volatile spot instances" a technique of its
    # own; "opportunistic training while charging" (h444) is a technique
    rec = _record(None, "We exploit abundant INT8 compute on volatile spot instances, and opportunistic training "
                        "while charging.")
    assert "abundant INT8 compute" not in rec["entities"]["Metric"]
    assert set(rec["entities"]["Technique"]) == {"spot instance", "opportunistic training"}


def test_nlp_entities_an_overhead_after_its_value_is_a_metric():
    # helper sets h468, h473, h485, h487: "HCOP adds 38% overhead", "at less than 2% overhead" gave results measuring
    # "overhead" but no such metric; beside another quantity alone it stays none ("the dilemma between profiling
    # accuracy and overhead", the dev set's seed-40)
    rec = _record(None, "HCOP adds 38% overhead while leaving AUC unchanged.")
    assert rec["entities"]["Metric"] == ["overhead", "AUC"]
    rec = _record(None, "It breaks the dilemma between profiling accuracy and overhead.")
    assert rec["entities"]["Metric"] == ["profiling accuracy"]
