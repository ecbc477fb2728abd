"""kg.extract: Paper -> Extraction through the pipeline, records, and `kg extract`."""
from __future__ import annotations

import json

import pytest

from kg.extract import Extractor, build_nlp, extract_records, paper_text, record_of
from kg.model import Paper
from kg.readers import read_sources


@pytest.fixture(scope="module")
def extractor():
    return Extractor()


@pytest.fixture(scope="module")
def sample(data_dir):
    return {r["id"]: r for r in map(json.loads, (data_dir / "extract_sample.jsonl").read_text().splitlines())}


def paper_of(rec) -> Paper:
    return Paper(key=rec["id"], title=rec.get("title"), abstract=rec["abstract"], ext_id=rec["id"])


def test_extract_zero_offload_system_and_hardware(extractor, sample):
    ex = extractor.extract(paper_of(sample["seed-37"]))
    by_key = {e.key: e for e in ex.entities}
    assert by_key["zero-offload"].type == "System" and by_key["zero-offload"].known
    assert by_key["v100"].type == "Hardware"
    assert by_key["gpu"].type == "Hardware" and by_key["dgx-2"].type == "Hardware"
    assert by_key["pytorch"].type == "System"
    # every ZeRO-Offload mention is listed, offsets point at the text of its sentence
    zero = by_key["zero-offload"]
    assert len(zero.mentions) >= 5
    abstract = sample["seed-37"]["abstract"]
    for m in zero.mentions:
        assert ex.sentences[m.sentence].field == "abstract"
        assert abstract[m.start:m.end] == m.text == "ZeRO-Offload"


def test_extract_title_sentence_and_field_offsets(extractor, sample):
    rec = sample["seed-34"]
    ex = extractor.extract(paper_of(rec))
    assert ex.sentences[0].field == "title" and ex.sentences[0].text == rec["title"]
    assert ex.sentences[1].field == "abstract" and ex.sentences[1].start == 0
    for s in ex.sentences:
        src = rec["title"] if s.field == "title" else rec["abstract"]
        assert src[s.start:s.end] == s.text
    carm = next(e for e in ex.entities if "CarM" in [e.label, *e.aliases])
    assert carm.type == "System"
    fields = {ex.sentences[m.sentence].field for m in carm.mentions}
    assert fields == {"title", "abstract"}  # "Carousel Memory" in the title, CarM in the abstract


def test_extract_unknown_name_is_found_and_proposed(extractor, sample):
    ex = extractor.extract(paper_of(sample["seed-08"]))
    parcae = ex.entity("parcae")
    assert parcae is not None and parcae.type == "System" and not parcae.known
    assert "parcae" in ex.proposes


def test_extract_printed_size_suffix_resolves_to_the_model(extractor, sample):
    # "GPT-31.3B" as printed in the random-LTD abstract is GPT-3 1.3B
    ex = extractor.extract(paper_of(sample["seed-20"]))
    gpt = ex.entity("gpt-3-1.3b")
    assert gpt is not None and gpt.type == "Model" and "GPT-31.3B" in gpt.aliases


def test_extract_paper_text_without_title():
    p = Paper(key="x", title=None, abstract="We present Foo.")
    assert paper_text(p) == ("We present Foo.", 0)
    p = Paper(key="x", title="Foo: Fast Things", abstract="We present Foo.")
    assert paper_text(p) == ("Foo: Fast Things\n\nWe present Foo.", 18)


def test_extract_pipeline_is_built_once_with_the_components_in_order():
    nlp = build_nlp()
    assert nlp is build_nlp()
    names = nlp.pipe_names
    assert names[:6] == ["kg_sentences", "kg_vocab", "kg_names", "kg_heads", "kg_abbrev", "kg_entities"]


def test_extract_records_keep_input_ids_and_guideline_fields(data_dir):
    recs = extract_records([data_dir / "extract_sample.jsonl"])
    assert sorted(r["id"] for r in recs) == ["seed-08", "seed-20", "seed-29", "seed-34", "seed-37"]
    speed = next(r for r in recs if r["id"] == "seed-29")
    assert set(speed) >= {"id", "entities", "proposes", "baselines", "results"}
    assert "Speed-ANN" in speed["entities"]["System"]
    assert {"NSG", "HNSW"} <= set(speed["entities"]["System"])
    # names are written as the text writes them: singular, no article
    assert "GPU" in speed["entities"]["Hardware"]


def test_extract_cli_jsonl_and_table(runner, data_dir):
    from kg.cli import cli

    res = runner.invoke(cli, ["extract", str(data_dir / "extract_sample.jsonl")])
    assert res.exit_code == 0, res.output
    lines = [json.loads(x) for x in res.output.splitlines()]
    assert len(lines) == 5 and all("entities" in x for x in lines)
    res = runner.invoke(cli, ["extract", str(data_dir / "extract_sample.jsonl"), "--format", "table"])
    assert res.exit_code == 0 and "ZeRO-Offload" in res.output


def test_extract_cli_names_a_paper_the_extractor_fails_on_and_goes_on(runner, data_dir, monkeypatch):
    from kg import extract as kextract
    from kg.cli import cli

    real = kextract.doc_to_extraction

    def failing(doc, paper):
        if paper.key == "seed-20":
            raise IndexError(226)
        return real(doc, paper)

    monkeypatch.setattr(kextract, "doc_to_extraction", failing)
    res = runner.invoke(cli, ["extract", str(data_dir / "extract_sample.jsonl")])
    assert res.exit_code == 0, res.output
    recs = {r["id"]: r for r in map(json.loads, res.stdout.splitlines())}
    assert len(recs) == 5 and recs["seed-08"]["proposes"]
    assert not recs["seed-20"]["proposes"] and not any(recs["seed-20"]["entities"].values())
    assert res.stderr == (f"warning: the extractor failed on paper seed-20 ({data_dir / 'extract_sample.jsonl'}, "
                          "line 2) with IndexError: 226 (a bug in kg: please report it); its record is empty\n")


def _names(extractor, text):
    """{type: written names} of one abstract, as `kg extract` prints them."""
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=text)))
    return {t: set(v) for t, v in rec["entities"].items() if v}


def test_extract_rule_found_name_keeps_case_against_case_sensitive_label(extractor):
    # LoRa (the long-range radio) is not LoRA (low-rank adaptation, kg:caseSensitive)
    text = ("Edge nodes exchange sensor readings over LoRa links, and each node adapts a small "
            "language model with LoRA before uploading the adapters.")
    ex = extractor.extract(Paper(key="t", abstract=text))
    lora = next(e for e in ex.entities if e.key == "low-rank-adaptation")
    assert {m.text for m in lora.mentions} == {"LoRA"}
    assert "LoRA" in _names(extractor, text)["Technique"]


def test_extract_new_name_spelled_with_and_without_a_space_is_one_entity(extractor):
    # the title writes "Big Bird", the abstract "BigBird" (h86-06): one proposed system, in the abstract's form
    ex = extractor.extract(Paper(
        key="t", title="Big Bird: Transformers for Longer Sequences",
        abstract="To remedy this, we propose, BigBird, a sparse attention mechanism that reduces this quadratic "
                 "dependency to linear. We show that BigBird is a universal approximator of sequence functions."))
    rec = record_of("t", ex)
    names = [n for v in rec["entities"].values() for n in v]
    assert "BigBird" in names and "Big Bird" not in names
    assert rec["proposes"] == ["BigBird"]
    big = next(e for e in ex.entities if e.label == "BigBird")
    assert [m.text for m in big.mentions] == ["Big Bird", "BigBird", "BigBird"]


def test_extract_what_a_result_measures_is_a_metric_of_the_paper(extractor):
    # Themis (h96-03): "can improve fairness by more than 2.25X" measured fairness, but no Metric named it; the
    # result now links to the entity, whose mentions are the sentences writing it. A longer phrase needs a
    # quantity's head ("number of ...", "... time"); a vague word stays the result's alone ("time")
    ex = extractor.extract(Paper(
        key="t", abstract="Our evaluation shows that Themis can improve fairness by more than 2.25X. Fairness "
                          "matters. It saves 30% of the time and reduces the number of training tokens by 2x."))
    rec = record_of("t", ex)
    assert {"fairness", "number of training tokens"} <= set(rec["entities"]["Metric"])
    assert "time" not in rec["entities"]["Metric"]
    fair = next(e for e in ex.entities if e.label == "fairness")
    assert fair.type == "Metric" and [m.text for m in fair.mentions] == ["fairness", "Fairness"]
    assert ex.results[0].metric_key == fair.key


def test_extract_name_before_a_full_stop_is_still_found(extractor):
    # spaCy keeps "MoE." and "ViT." as one token; the project's suffix rule splits the full stop
    nlp = build_nlp()
    assert [t.text for t in nlp.make_doc("sparse models with MoE.")][-2:] == ["MoE", "."]
    assert [t.text for t in nlp.make_doc("in the U.S. market")][2] == "U.S."
    names = _names(extractor, "Most vision backbones in this study are convolutional, except ViT. "
                              "The gating network routes tokens to experts as in MoE.")
    assert "ViT" in names["Model"] and "MoE" in names["Technique"]


def test_extract_sentence_initial_class_adjective_keeps_its_head(extractor):
    # openings of arXiv abstracts outside the dev set: the class, not a name "Autoregressive"
    names = _names(extractor, "Autoregressive models (ARMs) are hindered by slow sequential inference.")
    assert "Autoregressive" not in names.get("Model", set()) and names.get("Model")
    names = _names(extractor, "Native 4K video generation remains a critical challenge. CIT-enhanced models "
                              "achieve 90% accuracy, while Falcon 40B does well.")
    assert "Native 4K" not in names.get("Model", set())
    assert "CIT-enhanced" not in {n for v in names.values() for n in v}
    assert "Falcon-40B" in names["Model"] or "Falcon 40B" in names["Model"]


def test_extract_colleague_reported_cases(extractor):
    # "GLUE score" is a metric and names the GLUE benchmark (guideline: both)
    names = _names(extractor, "We fine-tune RoBERTa and report the GLUE score and SuperGLUE accuracy.")
    assert "GLUE score" in names["Metric"] and {"GLUE", "SuperGLUE"} <= names["Dataset"]
    # a slash between two names is two names
    names = _names(extractor, "We compare GPT-2/ViT fine-tuning with Llama-2/OPT baselines.")
    assert {"GPT-2", "ViT", "OPT"} <= names["Model"]
    # and so is a plus between two names (Halide's "heterogeneous CPU+GPU execution")
    names = _names(extractor, "Halide targets multicores and heterogeneous CPU+GPU execution; we add GPU+FPGA "
                              "nodes and a ResNet+LSTM baseline.")
    assert {"CPU", "GPU", "FPGA"} <= names["Hardware"] and {"ResNet", "LSTM"} <= names["Model"]
    assert not any("+" in n for v in names.values() for n in v)
    # a training phase after a model name leaves the model
    names = _names(extractor, "For BERT pretraining and T5 finetuning we use 8 GPUs.")
    assert {"BERT", "T5"} <= names["Model"] and "pretraining" in names["Technique"]


def test_extract_method_word_before_data_is_no_technique_and_dataset_tail_goes(extractor):
    # sentences written for this test (not from the dev or held-out abstracts)
    names = _names(extractor, "Labelled inference samples and clean training data are scarce, so we "
                              "fine-tune on the SlimPajama dataset with pipeline parallelism.")
    assert not any(n.endswith(("inference", "training")) for n in names.get("Technique", set()))
    assert "pipeline parallelism" in names["Technique"]
    assert "SlimPajama" in names["Dataset"]


def test_extract_generalises_to_the_held_out_check_set(data_dir):
    """tests/data/heldout_*.jsonl (see HELDOUT.md): abstracts the rules were not written from.
    Floors sit a little under the figures reached (typed 0.79, results 0.96, proposes 0.79)."""
    from kg.evaluate import evaluate

    report, _ = evaluate(str(data_dir / "heldout_gold.jsonl"), [str(data_dir / "heldout_input.jsonl")])
    assert report["papers"]["gold"] == report["papers"]["predicted"] == 14
    assert report["typed"]["f1"] >= 0.76
    assert report["results"]["f1"] >= 0.90
    assert report["proposes"]["f1"] >= 0.75
    assert report["baselines"]["f1"] >= 0.75


def test_extract_quoted_modifier_joins_its_head_and_quotes_leave_the_name(extractor):
    names = _names(extractor, "Pages are evicted by a ``score-then-evict'' caching policy and "
                              "a \"bubble-aware\" scheduling pass.")
    assert "score-then-evict caching" in names["Technique"]
    assert "bubble-aware scheduling" in names["Technique"]


def test_extract_new_systems_unknown_means_is_proposed_a_known_one_is_not(extractor):
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "We present Loomis, a serving system that cuts tail latency via slack-aware request batching "
        "and scales out with tensor parallelism."))))
    assert "Loomis" in rec["proposes"] and "slack-aware request batching" in rec["proposes"]
    assert "tensor parallelism" in rec["entities"]["Technique"] and "tensor parallelism" not in rec["proposes"]


def test_extract_metric_names_and_scores_on_arxiv_abstracts(extractor, shared_dir):
    # real arXiv abstracts (../shared/data/formats/arxiv_atom_page.xml): a metric's acronym with a one-letter
    # qualifier and a capitalised "... Score (DS)" are metrics with results, a possessive long form is no name,
    # and "with 6 GB peak memory" measures the memory (where "with 80GB memory" describes a device)
    from kg.readers import read_sources

    papers = {p.arxiv_id: p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])}
    recs = {i: record_of(i, extractor.extract(papers[i]), acronyms=False)
            for i in ("2512.13687", "2512.13636", "2512.13641", "2512.13685", "2512.13680")}

    def results(i):
        return {(float(r["value"]), r["unit"], r["metric"]) for r in recs[i]["results"]}

    assert "rFID" in recs["2512.13687"]["entities"]["Metric"] and (0.36, "", "rfid") in results("2512.13687")
    assert "driving score" in recs["2512.13636"]["entities"]["Metric"]
    assert (78.04, "", "driving score") in results("2512.13636")
    assert "mCE" in recs["2512.13641"]["entities"]["Metric"]
    assert not any(n in v for r in recs.values() for v in r["entities"]["System"]
                   for n in ("rFID", "Driving Score", "mCE", "Alzheimer's Disease"))
    assert (6.0, "GB", "peak memory") in results("2512.13680")
    device = record_of("t", extractor.extract(Paper(key="t", abstract="We train on 8 A100 GPUs with 80GB memory.")))
    assert device["results"] == []


def test_extract_counted_things_are_no_metrics_and_a_score_takes_its_own_name(extractor, shared_dir):
    # arXiv 2512.13608: "from 487,975 DBT volumes" counts volumes; 2512.13600: "an external test accuracy of
    # 0.84, sensitivity of 0.71, and specificity of 0.91": each score is named by the words before it
    from kg.readers import read_sources

    papers = {p.arxiv_id: p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])}
    rec = record_of("a", extractor.extract(papers["2512.13608"]))
    assert not any("volume" in m for m in rec["entities"]["Metric"])
    assert "AUROC" in rec["entities"]["Metric"]  # what stays
    rec = record_of("b", extractor.extract(papers["2512.13600"]))
    scores = [(float(r["value"]), r["metric"]) for r in rec["results"] if r["unit"] == ""]
    assert scores == [(0.77, "auc"), (0.84, "external test accuracy"), (0.71, "sensitivity"), (0.91, "specificity")]


def test_extract_names_keep_their_own_final_s_and_participles_do_not_hide_a_proposal(extractor, shared_dir):
    # arXiv 2512.13617: the datasets "MUTAG, ENZYMES, and PROTEINS" are names, not plurals (where "GPUs" is);
    # 2512.13592: "We propose ConsistencySolver derived from general linear multistep methods, ..."
    from kg.readers import read_sources

    papers = {p.arxiv_id: p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])}
    rec = record_of("a", extractor.extract(papers["2512.13617"]))
    assert {"MUTAG", "ENZYMES", "PROTEINS"} <= set(rec["entities"]["Dataset"])
    assert "GPU" in _names(extractor, "We train on eight GPUs.")["Hardware"]
    rec = record_of("b", extractor.extract(papers["2512.13592"]))
    assert "ConsistencySolver" in rec["proposes"]
    # a class of models with a participle stays no proposal: "a geometry-aware transformer equipped with ..."
    rec = record_of("c", extractor.extract(papers["2512.13665"]))
    assert rec["proposes"] == ["Grab-3D"]


def test_extract_a_title_name_keeps_its_version_and_edition(extractor, shared_dir):
    # arXiv 2512.13604 "LongVie 2: Multimodal Controllable ..." and 2512.13507 "Seedance 1.5 pro: A Native ..."
    from kg.readers import read_sources

    papers = {p.arxiv_id: p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])}
    for arxiv_id, name in (("2512.13604", "LongVie 2"), ("2512.13507", "Seedance 1.5 pro")):
        rec = record_of(arxiv_id, extractor.extract(papers[arxiv_id]))
        names = {n for v in rec["entities"].values() for n in v}
        assert name in names and name in rec["proposes"]
        assert name.split()[0] not in names  # not also the bare word
    # a numbered part is no versioned name
    rec = record_of("t", extractor.extract(Paper(key="t", title="Part 2: Lessons from Serving LLMs",
                                                 abstract="We report lessons from serving LLMs.")))
    assert "Part 2" not in {n for v in rec["entities"].values() for n in v}


def test_extract_datasets_from_their_list_and_their_scores(extractor, shared_dir):
    # arXiv 2512.13454: "relative gains: 137% on BDD100K-Night, 68% on ImageNet-R, and 62% on DarkZurich";
    # 2512.13458: "two EEG-based emotion datasets, SEED and SEED-IV"; "Electroencephalographic (EEG)" is an adjective
    from kg.readers import read_sources

    papers = {p.arxiv_id: p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])}
    rec = record_of("a", extractor.extract(papers["2512.13454"]))
    assert {"BDD100K-Night", "ImageNet-R", "DarkZurich"} <= set(rec["entities"]["Dataset"])
    rec = record_of("b", extractor.extract(papers["2512.13458"]))
    assert {"SEED", "SEED-IV"} <= set(rec["entities"]["Dataset"])
    assert "Electroencephalographic" not in {n for v in rec["entities"].values() for n in v}
    # a device after "on" stays hardware, a benchmark verb no dataset
    names = _names(extractor, "It reaches 91% on A100 GPUs. We benchmark FlashAttention against xFormers.")
    assert "A100" in names["Hardware"] and "FlashAttention" in names["System"]


def test_extract_medical_conditions_and_verbs_make_no_entities(extractor, shared_dir):
    # arXiv 2512.13440 "Inflammatory Bowel Disease (IBD)", 2512.13600 "muscle-invasive bladder cancer (MIBC)":
    # conditions, not systems or techniques; 2512.13421 "recent works have leveraged vision foundation models"
    from kg.readers import read_sources

    papers = {p.arxiv_id: p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])}
    names = set()
    for arxiv_id in ("2512.13440", "2512.13600", "2512.13421"):
        rec = record_of(arxiv_id, extractor.extract(papers[arxiv_id]))
        names |= {n for v in rec["entities"].values() for n in v}
    assert not names & {"Inflammatory Bowel Disease", "muscle-invasive bladder cancer",
                        "transurethral resection of bladder tumor", "leveraged vision foundation model"}
    assert {"vision foundation model", "HistoPLUS", "DA-SSL"} <= names  # what stays


def test_extract_accelerator_power_and_area_are_results_and_a_foundry_is_no_system(extractor):
    # in the style of accelerator abstracts (like the seeds' SHARP): "4.2 mm2", "310 mW" are the chip's outcomes
    text = ("We propose SparTA, an ASIC accelerator for sparse attention. Implemented in TSMC 28nm, SparTA occupies "
            "4.2 mm2 and consumes 310 mW at 1 GHz, and draws 1.9x less power than a 15 W Jetson GPU.")
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=text)))
    results = {(float(r["value"]), r["unit"], r["metric"]) for r in rec["results"]}
    assert {(4.2, "mm2", "area"), (310.0, "mW", "power")} <= results
    assert not any(r["unit"] == "W" for r in rec["results"])  # the GPU's rating
    assert "TSMC" not in {n for v in rec["entities"].values() for n in v}


def test_extract_a_link_between_device_classes_is_no_system(extractor, shared_dir):
    # arXiv 2512.13591: "heterogeneous CPU-FPGA design-space exploration" names two devices, not a system
    from kg.readers import read_sources

    papers = {p.arxiv_id: p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])}
    rec = record_of("a", extractor.extract(papers["2512.13591"]))
    assert "CPU-FPGA" not in rec["entities"]["System"]
    assert {"CPU", "FPGA"} <= set(rec["entities"]["Hardware"])


def test_extract_a_framework_module_path_is_a_system_and_a_baseline(extractor):
    # in the style of checkpointing abstracts: "torch.distributed.checkpoint" is lower case, yet a named system
    text = ("We present CkptZero, an in-memory checkpointing system. Compared with torch.distributed.checkpoint and "
            "CheckFreq, CkptZero cuts checkpoint stall time from 320 seconds to 4.1 seconds, e.g. for model.py runs.")
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=text)))
    assert {"torch.distributed.checkpoint", "CheckFreq"} <= set(rec["baselines"])
    assert "torch.distributed.checkpoint" in rec["entities"]["System"]
    assert not any(n in ("model.py", "e.g") for v in rec["entities"].values() for n in v)


def test_written_name_prefers_the_abstract_form_and_drops_title_capitals():
    # the title of arXiv 2201.12023 (Alpa): "Inter- and Intra-Operator Parallelism" is Title Case, and the shared
    # head belongs to both conjuncts
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    ex = Extractor()
    title = "Alpa: Automating Inter- and Intra-Operator Parallelism for Distributed Deep Learning"
    rec = record_of("p", ex.extract(Paper(key="p", title=title, abstract="Alpa is fast.")))
    assert {"inter-operator parallelism", "intra-operator parallelism"} <= set(rec["entities"]["Technique"])
    # a sentence's first word is capitalised by its place: a later mention inside a sentence gives the form
    rec = record_of("p", ex.extract(Paper(key="p", title="T", abstract=(
        "Ensemble learning is popular. We apply ensemble learning to tabular data."))))
    assert "ensemble learning" in rec["entities"]["Technique"]


def test_extract_atom_abstracts_name_model_releases_sizes_and_no_court(extractor, sample_record):
    # ../shared/data/formats/arxiv_atom_page.xml: 2512.13526 "an agent based on Claude 4.1 Opus", 2512.13689
    # (LitePT) "$3.6\\times$ fewer parameters", 2512.13654 "United States Supreme Court (SCOTUS) decisions"
    rec = sample_record("arxiv_atom_page.xml", "2512.13526")
    assert "Claude 4.1 Opus" in rec["entities"]["Model"] and "Claude" not in rec["entities"]["Model"]
    rec = sample_record("arxiv_atom_page.xml", "2512.13689")
    assert (3.6, "x", "model size") in [(r["value"], r["unit"], r["metric"]) for r in rec["results"]]
    rec = sample_record("arxiv_atom_page.xml", "2512.13654")
    assert rec["entities"]["System"] == []
    # styled: releases with a tier, of a known name written as a plain word or as a coined one
    rec = record_of("p", extractor.extract(Paper(key="s", abstract="We compare against Gemini 2.5 Flash, "
                                                                 "Claude 3.5 and Qwen3 Max.")))
    assert rec["entities"]["Model"] == ["Gemini 2.5 Flash", "Claude 3.5", "Qwen3 Max"]


def test_extract_an_abstract_in_the_manner_of_flashattention(extractor):
    # in the manner of arXiv 2205.14135 (FlashAttention): "IO-Awareness" in the title is a property; two
    # known terms that share a word make one phrase; a score's change has no unit
    paper = Paper(key="fa", title="FlashAttention: Fast and Memory-Efficient Exact Attention with IO-Awareness",
                  abstract="We propose FlashAttention, an IO-aware exact attention algorithm that uses tiling. We "
                           "also extend FlashAttention to block-sparse attention, yielding an approximate attention "
                           "algorithm. FlashAttention yields higher quality models (0.7 better perplexity on GPT-2 "
                           "and 6.4 points of lift on long-document classification).")
    rec = record_of("fa", extractor.extract(paper))
    assert rec["entities"]["System"] == ["FlashAttention"] and rec["proposes"] == ["FlashAttention"]
    assert "block-sparse attention" in rec["entities"]["Technique"]
    assert (0.7, "", "perplexity") in [(r["value"], r["unit"], r["metric"]) for r in rec["results"]]
    # a factor stays a factor: "3.9 higher throughput than"
    rec = record_of("s", extractor.extract(Paper(key="s", abstract="It gets 1.2 higher BLEU than Foo, and 3.9 "
                                                                   "higher throughput than vLLM.")))
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(1.2, ""), (3.9, "x")]


def test_extract_abstracts_in_the_manner_of_powerinfer_and_tvm(extractor):
    # arXiv 2312.12456 (PowerInfer): the peak is a statistic of the same rate; arXiv 1802.04799 (TVM): what is
    # done to a quantity ("cost modeling", "latency hiding") names no metric of it
    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "Evaluation shows that PowerInfer attains an average token generation rate of 13.20 tokens/s, with a "
        "peak of 29.08 tokens/s, across various LLMs. It employs a novel, learning-based cost modeling method "
        "and memory latency hiding."))))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (13.2, "average token generation rate"), (29.08, "token generation rate")]
    assert not any(m.startswith(("learning-based", "memory latency")) for m in rec["entities"]["Metric"])


def test_extract_abstracts_in_the_manner_of_edgebert_and_openrlhf(extractor):
    # arXiv 2011.14203 (EdgeBERT): values listed before the metric they share; arXiv 2405.11143 (OpenRLHF): a
    # system that implements known techniques proposes none of them
    rec = record_of("e", extractor.extract(Paper(key="e", abstract=(
        "Inference on the EdgeBERT hardware system generates up to 7x, 2.5x, and 53x lower energy compared to the "
        "conventional inference, the early exit approach, and CUDA adaptations, respectively."))))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(7.0, "energy"), (2.5, "energy"), (53.0, "energy")]
    rec = record_of("o", extractor.extract(Paper(key="o", abstract=(
        "We present OpenRLHF, an open-source framework enabling efficient RLHF scaling. OpenRLHF implements RLHF, "
        "DPO, rejection sampling, and other alignment techniques."))))
    assert rec["proposes"] == ["OpenRLHF"]


def test_extract_abstracts_in_the_manner_of_megatron_eyeriss_and_mlperf(extractor):
    # arXiv 2205.05198: "two novel yet very simple techniques: X and Y" proposes both; arXiv 1807.07928
    # (Eyeriss): a power takes no metric from the brackets after it; arXiv 1911.02549 (MLPerf Inference): a
    # verb before a phrase ("are building") and a field's compound ("ML-system") name nothing
    rec = record_of("m", extractor.extract(Paper(key="m", abstract=(
        "We present two novel yet very simple techniques: sequence parallelism and selective activation "
        "recomputation."))))
    assert rec["proposes"] == ["sequence parallelism", "selective activation recomputation"]
    rec = record_of("e", extractor.extract(Paper(key="e", abstract=(
        "Eyeriss processes the convolutional layers at 35 frames/s for AlexNet at 278 mW (batch size N = 4)."))))
    assert (278.0, "mW", "") in [(r["value"], r["unit"], r["metric"]) for r in rec["results"]]
    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "Over 100 organizations are building ML inference chips. The combinations make assessing ML-system "
        "performance challenging."))))
    assert rec["entities"]["Hardware"] == ["ML inference chip"] and rec["entities"]["System"] == []


def test_extract_when_time_is_no_metric_and_a_coined_example_of_novel_techniques(extractor):
    # in the manner of arXiv 2301.00774 (SparseGPT): "can be ignored at inference time" measures no time;
    # styled: a coined name given as an example of the paper's "novel techniques" is proposed, a known one
    # in "existing systems use new techniques such as ..." is not
    rec = record_of("s", extractor.extract(Paper(key="s", abstract=(
        "More than 100 billion weights can be ignored at inference time. Inference time drops by 2x."))))
    assert rec["entities"]["Metric"] == ["inference time"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(100.0, "model size"), (2.0, "inference time")]
    rec = record_of("f", extractor.extract(Paper(key="f", abstract=(
        "We present FooSys. It uses novel techniques such as BarCache. Existing systems use new techniques "
        "such as FlashAttention."))))
    assert rec["proposes"] == ["FooSys", "BarCache"]


def test_record_a_result_names_its_metric_as_the_text_writes_it(extractor, sample_record):
    # arXiv 2512.13608 (../shared/data/formats/arxiv_atom_page.xml): "DBT-DINO achieved an AUROC of 0.78": the
    # vocabulary files AUROC under its concept's label (AUC); the record writes the metric as the text does
    rec = sample_record("arxiv_atom_page.xml", "2512.13608")
    assert (0.78, "auroc") in [(r["value"], r["metric"]) for r in rec["results"]]
    assert "AUROC" in rec["entities"]["Metric"]
    # in the manner of MCUNet (arXiv 2007.10319): "reducing the memory usage by 3.4x"
    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "TinyEngine adapts the memory scheduling to the network topology, reducing the memory usage by 3.4x."))))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(3.4, "memory usage")]


def test_tokenizer_keeps_brackets_apart_from_colons_and_numbers(sample_record):
    # arXiv 2512.13684 (../shared/data/formats/arxiv_atom_page.xml): "Recurrent Video Masked-Autoencoders (RVM): a
    # novel ..." defines RVM (spaCy's emoticon "):" hid the bracket), and RVM is then compared "with state-of-the-art
    # video models (e.g. VideoMAE, V-JEPA)" and "favorably against image models (e.g. DINOv2)"
    from kg.extract import build_nlp

    assert [t.text for t in build_nlp().make_doc("(RVM): a (N = 8) b")] == [
        "(", "RVM", ")", ":", "a", "(", "N", "=", "8", ")", "b"]
    rec = sample_record("arxiv_atom_page.xml", "2512.13684")
    assert "RVM" not in rec["entities"]["System"]
    assert rec["baselines"] == ["VideoMAE", "V-JEPA", "DINOv2"]


def test_extract_survives_an_abstract_cut_at_any_word(extractor, shared_dir):
    # The 10k-paper bench corpus holds abstracts cut mid-sentence, one ending "with state-of-the-art video models
    # (e.g." (arXiv 2512.13684): a list rule read the token past the sentence's end and the whole build stopped
    # with an IndexError. Every prefix and suffix of that abstract, cut at each word, must extract.
    from kg.readers import read_sources

    paper = next(p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])
                 if p.arxiv_id == "2512.13684")
    doc = extractor.nlp.make_doc(paper.abstract)
    cuts = [paper.abstract[: t.idx + len(t.text)] for t in doc] + [paper.abstract[t.idx :] for t in doc]
    assert any(c.endswith("video models (e.g.") for c in cuts)
    for text in cuts:
        ex = extractor.extract(Paper(key="p", abstract=text))
        assert all(text[s.start : s.end] == s.text for s in ex.sentences)


def test_written_name_keeps_a_size_written_in_brackets(sample_record):
    # the Semantic Scholar sample (LLaMA): "LLaMA-13B outperforms GPT-3 (175B)" was written "GPT-3 (175B", its
    # bracket cut
    rec = sample_record("semantic_scholar_paper.json", "57e849d0de13")
    assert "GPT-3 175B" in rec["entities"]["Model"] and not any("(" in m for m in rec["entities"]["Model"])
    rec = record_of("p", Extractor().extract(Paper(key="p", abstract="We use the GPT-3 model (125M).")))
    assert rec["entities"]["Model"] == ["GPT-3 125M"]


def test_extract_sentences_not_in_english_give_only_known_names(extractor, data_dir):
    # Semantic Scholar: "Uso de ChatGPT como herramienta en las aulas de clase" (Spanish) gave "ChatGPT" but also
    # nonsense from the English rules; a Portuguese abstract with an English version keeps what the English says
    papers = {p.ext_id[:8]: p for p in read_sources([data_dir / "s2_languages.json"])}
    spanish = extractor.extract(papers["b09cc17d"])
    rec = record_of("es", spanish)
    assert rec["entities"]["Model"] == ["ChatGPT"]
    assert sum(len(v) for v in rec["entities"].values()) == 1 and not rec["results"]
    assert spanish.not_english >= 3
    # the provenance of a name kept is its whole sentence, as written
    title = spanish.sentences[spanish.entities[0].mentions[0].sentence]
    assert (title.field, title.start, title.text) == ("title", 0, papers["b09cc17d"].title)
    bilingual = extractor.extract(papers["e2017c8f"])
    texts = [s.text for s in bilingual.sentences]
    assert "This chapter presents an overview of the ever-evolving landscape of AI, written in Portuguese." in texts
    assert not any("Analisamos" in t for t in texts)
    english = extractor.extract(papers["207d6ce8"])
    assert english.not_english == 0
    assert "large language model" in record_of("en", english, acronyms=False)["entities"]["Model"]


def test_extract_a_link_in_a_sentence_not_in_english_is_kept(extractor):
    # a link reads the same in any language: it was lost when the sentence holding it was blanked
    text = ("Presentamos una herramienta para la gestión de los datos de las aulas de la universidad, y el código "
            "está disponible en https://gitlab.com/grupo/herramienta para todos los usuarios de la comunidad.")
    ex = extractor.extract(Paper(key="es", abstract=text))
    assert ex.not_english == 1
    assert ex.links == ["https://gitlab.com/grupo/herramienta"]


def test_extract_reads_unicode_hyphens_and_no_break_spaces_as_plain_ones(extractor, sample_record):
    # Semantic Scholar writes U+2010 hyphens: "COVID‐19" was a system, "McCulloch‐Pitts" a name unlike its
    # plain-hyphen spelling
    assert "COVID\u201019" not in sample_record("semantic_scholar_paper.json", "1ef56e5e03e3")["entities"]["System"]
    assert "McCulloch-Pitts" in sample_record("semantic_scholar_paper.json", "5141a593d93d")["entities"]["System"]
    text = "During the pandemic we ran ChatGPT\u20103 and GPT\u20104 on an NVIDIA\u00a0A100 GPU."
    ex = extractor.extract(Paper(key="p", abstract=text))
    rec = record_of("p", ex)
    assert rec["entities"]["Model"] == ["ChatGPT-3", "GPT-4"] and rec["entities"]["Hardware"] == ["A100", "GPU"]
    # mentions and sentences stay as written: their offsets point at the text as given
    for e in ex.entities:
        for m in e.mentions:
            assert text[m.start:m.end] == m.text
    assert ex.sentences[0].text == text


def test_record_lists_a_name_once_when_two_concepts_are_written_alike(extractor):
    # styled on a dynamic-model compiler paper: "Intel CPUs ... ARM CPUs" gave the name CPU twice (the CPU class
    # and the vocabulary's ARM CPU, written without its maker as the guideline writes "NVIDIA V100 GPU" -> V100)
    ex = extractor.extract(Paper(key="t", abstract="DynaComp is faster than TensorFlow on Intel CPUs, NVIDIA GPUs "
                                                   "and ARM CPUs."))
    assert {e.key for e in ex.entities if e.type == "Hardware"} >= {"cpu", "arm-cpu"}
    hw = record_of("t", ex)["entities"]["Hardware"]
    assert sorted(hw) == sorted(set(hw)) and "CPU" in hw


def test_a_device_count_glued_to_the_device_splits_off():
    # styled (tensor-parallel inference): "on 8xH100 nodes", "a 4×A100 server": the count is no part of the name,
    # and no result
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "We present Zap. Zap reduces latency by 29% on 8xH100 nodes and a 4\u00d7A100 server."))))
    assert rec["entities"]["Hardware"] == ["H100", "A100"]
    assert [r["value"] for r in rec["results"]] == [29.0]
    # PipeFusion (2024), in LaTeX: "achieves state-of-the-art performance on 8$\times$L40 PCIe GPUs"
    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "PipeFusion achieves state-of-the-art performance on 8$\\times$L40 PCIe GPUs for Pixart."))))
    assert "L40" in rec["entities"]["Hardware"] and rec["results"] == []
    # QSGD (NeurIPS 2017): "For example, on 16GPUs, we can train the ResNet152 network ... 1.8x faster"
    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "For example, on 16GPUs, we can train the ResNet152 network to full accuracy 1.8x faster."))))
    assert rec["entities"]["Hardware"] == ["GPU"]
    assert [r["value"] for r in rec["results"]] == [1.8]


def test_written_name_keeps_a_makers_name_before_a_common_word(extractor):
    # local-inference benchmarks: "Apple silicon" is no "silicon" (but "NVIDIA GPUs" is the GPU, "Intel Xeon" Xeon)
    from kg.extract import record_of
    from kg.model import Paper

    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "We benchmark them on Apple silicon and NVIDIA GPUs and Intel Xeon CPUs."))))
    assert rec["entities"]["Hardware"] == ["Apple Silicon", "GPU", "Xeon", "CPU"]


def test_written_name_of_software_drops_its_makers_name(extractor):
    # "the ASP workflow from NVIDIA Apex", "a 1.3x speedup over NVIDIA Transformer Engine": the maker is an
    # organisation (as "NVIDIA V100 GPU" is V100); the helper gold writes Apex and Transformer Engine, and keeps a
    # foundation's project name whole ("Apache TVM")
    from kg.extract import record_of
    from kg.model import Paper

    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "We compare with the ASP workflow from NVIDIA Apex, NVIDIA Transformer Engine, Intel oneDNN and "
        "Apache TVM."))))
    assert {"Apex", "Transformer Engine", "oneDNN", "Apache TVM"} <= set(rec["entities"]["System"])
    assert not any(n.startswith(("NVIDIA", "Intel")) for n in rec["entities"]["System"])


def test_written_name_of_a_known_metric_is_its_short_name_as_written(extractor):
    # "F1" is one of the F1 score's own names, no conjunct sharing "score" with another: the helper gold writes
    # "F1" where the text does (7 of 7 records), "F1 score" where it says that; a short result metric follows it
    from kg.extract import record_of
    from kg.model import Paper

    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "For BERT-large on SQuAD, F1 changes by less than 0.1 points."))))
    assert rec["entities"]["Metric"] == ["F1"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(0.1, "f1")]
    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "ViewSift keeps F1 score within 1% of a full-frame oracle."))))
    assert rec["entities"]["Metric"] == ["F1 score"]


def test_written_name_keeps_a_capital_article_that_is_part_of_the_name(extractor):
    # "on The Pile" names the data set The Pile (as helper gold writes it, 2 of 2); "on the Pile" is Pile, as the
    # guideline drops a leading article; "The Stack v2" was no concept once its article was cut ("Stack v2")
    from kg.extract import record_of
    from kg.model import Paper

    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "We pretrain decoder-only Transformers on The Pile and StarCoder 2 on The Stack v2."))))
    assert rec["entities"]["Dataset"] == ["The Pile", "The Stack v2"]
    rec = record_of("p", extractor.extract(Paper(key="p", abstract="We pretrain GPT-2 XL on the Pile.")))
    assert rec["entities"]["Dataset"] == ["Pile"]


def test_a_mixed_case_acronyms_plural_is_written_singular():
    # the Semantic Scholar sample and styled CV abstracts: "ViTs" was written plural (only all-capital "GPUs" was
    # made singular); a data set's own capital S stays ("PROTEINS")
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract="We train ViTs and NeRFs on PROTEINS.")))
    assert rec["entities"]["Model"] == ["ViT", "NeRF"] and rec["entities"]["Dataset"] == ["PROTEINS"]


def test_a_data_sets_title_case_name_keeps_its_plural(extractor):
    # styled on neuromorphic keyword spotting: "the Google Speech Commands dataset" was written "Google Speech
    # Command"
    from kg.extract import record_of
    from kg.model import Paper

    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "On the Google Speech Commands dataset the network reaches 92.7% accuracy."))))
    assert rec["entities"]["Dataset"] == ["Google Speech Commands"]


def test_extract_hardware_written_without_more_makers_names(extractor):
    # styled on FPGA and phone deployments: "a Xilinx Alveo U280", "a Samsung Galaxy S23", "a Cerebras CS-2" kept
    # their makers (as the guideline writes "NVIDIA V100 GPU" -> V100)
    names = _names(extractor, "Our FPGA prototype runs on a Xilinx Alveo U280. We also use a Samsung Galaxy S23 and "
                              "a Cerebras CS-2.")
    assert names["Hardware"] == {"FPGA", "Alveo U280", "Galaxy S23", "CS-2"}


def test_extract_apple_silicon_keeps_its_maker():
    # styled on a roofline study: the title's "on Apple Silicon" gave the device "Silicon" (the maker stripped as
    # from "Apple M2"); "Apple M2 Ultra" still writes "M2 Ultra"
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", title="A Roofline Analysis of LLM Inference on Apple "
                                                   "Silicon", abstract="We test the Apple M2 Ultra.")))
    assert sorted(rec["entities"]["Hardware"]) == ["Apple Silicon", "M2 Ultra"]


def test_extract_pipe_freezes_the_collector_only_while_it_runs():
    # the pipeline's long-lived objects are frozen while Extractor.pipe runs (the collector's full passes skip
    # them), and thawed after; a caller that froze them first (kg.build, before forking) keeps them frozen
    import gc

    from kg.extract import Extractor
    from kg.model import Paper

    ex = Extractor()
    papers = [Paper(key=f"p{n}", title="FlexPipe", abstract="FlexPipe is 2x faster than GPipe.") for n in range(2)]
    assert gc.get_freeze_count() == 0
    stream = ex.pipe(papers)
    next(stream)
    assert gc.get_freeze_count() > 0
    assert len(list(stream)) == 1 and gc.get_freeze_count() == 0
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        assert len(list(ex.pipe(papers))) == 2 and gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()


def test_record_writes_a_device_without_its_memory_size(extractor):
    # from recalled SnapKV, KVQuant and OmniQuant abstracts: "on a single A100-80GB GPU" gave the name "A100-80GB",
    # where the guideline writes a device by its model ("NVIDIA V100 GPU" -> "V100")
    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "SnapKV can process up to 380K context tokens on a single A100-80GB GPU. It also runs on H100 80GB GPUs "
        "and on the A100."))))
    assert rec["entities"]["Hardware"] == ["A100", "GPU", "H100"]


def test_a_method_named_with_of_keeps_its_plural():
    # Mixtral's abstract (2024): "a Sparse Mixture of Experts (SMoE) language model" (no "Mixture of Expert")
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "We introduce Mixtral 8x7B, a Sparse Mixture of Experts (SMoE) language model. Mixtral has the same "
        "architecture as Mistral 7B."))), acronyms=False)
    assert rec["entities"]["Technique"] == ["Sparse Mixture of Experts"]


def test_extract_a_models_turbo_edition_is_its_own_model(extractor):
    # Mixtral (h94-02) compares with GPT-3.5 and then with GPT-3.5 Turbo, two models (as GPT-4 and GPT-4 Turbo)
    names = _names(extractor, "Mixtral matches GPT-3.5 across all evaluated benchmarks. The instruct model surpasses "
                              "GPT-3.5 Turbo, Claude-2.1 and Gemini Pro on human benchmarks.")
    assert {"GPT-3.5", "GPT-3.5 Turbo"} <= set(names["Model"])


def test_record_lists_each_term_the_text_uses_for_one_concept(extractor):
    # the vocabulary files synonyms under one concept; the guideline's record lists every name in the form the
    # text has: Capuchin (h106-05) writes "recomputation" and "gradient checkpointing", MobileNetV2 (h107-04)
    # "model size" and "number of parameters". Spellings, acronyms and a form inside the other stay one name
    ex = extractor.extract(Paper(key="t", abstract=(
        "We evaluate the trade-offs between accuracy and the number of parameters. Our model halves the model size. "
        "Capuchin uses recomputation, also called gradient checkpointing. ZeRO shards the key-value (KV) cache; "
        "the KV caches are large.")))
    assert [e.label for e in ex.entities if e.type == "Metric"] == ["accuracy", "model size"]
    rec = record_of("t", ex)
    assert rec["entities"]["Metric"] == ["accuracy", "model size", "number of parameters"]
    assert rec["entities"]["Technique"] == ["gradient checkpointing", "recomputation", "KV cache"]


def test_record_drops_a_footnote_mark_glued_on_a_name(extractor):
    # PyramidFL (MobiCom 2022): every stored copy reads "we propose PyramidFL1", the 1 a footnote's mark; the title
    # writes "PyramidFL". Two editions ("FedSys1", "FedSys2") stay names of their own
    rec = record_of("p", extractor.extract(Paper(key="p", title="PyramidFL: A Fine-grained Client Selection Framework",
                                                 abstract="In this paper, we propose PyramidFL1, a client selection "
                                                          "framework. We compare FedSys1 and FedSys2 with FedSys.")))
    assert rec["entities"]["System"] == ["PyramidFL", "FedSys1", "FedSys2", "FedSys"]
    assert rec["proposes"][0] == "PyramidFL"


def test_record_writes_a_name_the_text_abbreviates_as_its_acronym(extractor, seed_paths, shared_dir):
    # the guideline writes such a pair "long form|ACRONYM": the acronym matches whichever words a reader counts
    # into the long form ("a weighted bi-directional feature pyramid network (BiFPN)"); a result's metric and
    # the graph's label stay spelled out. Seed abstract of Carousel Memory, arXiv abstracts of the format sample
    seeds = {p.title: p for p in read_sources(seed_paths)}
    carm = extractor.extract(seeds["Carousel Memory: Rethinking the Design of Episodic Memory for Continual Learning"])
    rec = record_of("carm", carm)
    assert "CarM" in rec["entities"]["System"] and rec["proposes"] == ["CarM", "hierarchical EM management"]
    assert {"CL", "EM"} <= set(rec["entities"]["Technique"])
    assert "Carousel Memory" in record_of("carm", carm, acronyms=False)["entities"]["System"]
    assert next(e for e in carm.entities if e.label == "Carousel Memory").aliases == ["CarM"]

    papers = {p.arxiv_id: p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])}
    driving = record_of("d", extractor.extract(papers["2512.13636"]))
    assert {"DS", "SR"} <= set(driving["entities"]["Metric"]) and "LLM" in driving["entities"]["Model"]
    results = {(r["value"], r["metric"]) for r in driving["results"]}
    assert results >= {(78.04, "driving score"), (55.09, "success rate")}
    scrl = record_of("s", extractor.extract(papers["2512.13635"]))
    assert scrl["proposes"] == ["SCR2-ST", "SCRL"]  # (was "single-cell guided reinforcement learning-based")

    # plural short forms are written singular, a final capital S is the acronym's own; a capitalised English word
    # and an adjective in brackets are no acronyms
    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "We build optical circuit switches (OCSes), Micro-Electro-Mechanical Systems (MEMS) and convolutional "
        "networks (ConvNets) for large language models (LLMs), with an inference function (IF) and an Information "
        "Retrieval-based (IR-based) index. A weighted bi-directional feature pyramid network (BiFPN) fuses them."))))
    names = {n for v in rec["entities"].values() for n in v}
    assert {"OCS", "MEMS", "ConvNet", "LLM", "BiFPN"} <= names
    assert not names & {"IF", "IR-based", "OCSe", "MEM", "ConvNets", "LLMs"}


def test_written_name_is_a_short_name_as_written_not_the_vocabularys_longer_one(extractor):
    # Decentralized Training of Foundation Models in Heterogeneous Environments (NeurIPS 2022): "... 4.8X faster
    # than prior state-of-the-art training systems (Megatron)": the text's "Megatron", not the label "Megatron-LM";
    # a shared-head conjunct is still written whole ("mobile or IoT devices")
    from kg.extract import record_of
    from kg.model import Paper

    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "Our system is 4.8X faster than prior state-of-the-art training systems (Megatron). It runs on mobile or IoT "
        "devices. The platform was built for research groups at ETH Zurich."))))
    assert rec["entities"]["System"] == ["Megatron"]
    assert "mobile device" in rec["entities"]["Hardware"]


def test_extract_a_conjunct_beside_short_forms_is_written_whole(extractor):
    # ISAAC (ISCA 2016): "design accelerators for ... algorithms, such as those involving convolutional and deep neural
    # networks (CNNs and DNNs)" wrote the first conjunct "convolutional" (its short form CNN counted as another writing)
    text = "Efforts design accelerators for convolutional and deep neural networks (CNNs and DNNs)."
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=text)))
    assert rec["entities"]["Model"] == ["convolutional neural network", "deep neural network"]


def test_a_name_of_capitalised_common_words_keeps_its_generic_head(extractor):
    # ATF (h300-3): "We describe the Auto‐Tuning Framework (ATF)" wrote the system "Auto‐Tuning", the technique's
    # name, dropping "Framework" as after a name ("the Ray framework" is Ray)
    ex = extractor.extract(Paper(key="p", title="ATF: A Generic Directive-Based Auto-Tuning Framework",
                                 abstract="We describe the Auto\u2010Tuning Framework (ATF) \u2014 a simple\u2010to"
                                          "\u2010use, generic approach and its implementation."))
    rec = record_of("x", ex, acronyms=False)
    assert rec["proposes"] == ["Auto-Tuning Framework"]
    assert rec["entities"]["Technique"] == ["auto-tuning"]


def test_written_name_of_a_named_accelerator_design_drops_its_kind(extractor):
    # helper set h441 (accelerators): "1.7x speedup over the Gemmini accelerator" names Gemmini (a class of device or
    # a memory technology keeps the word: "FPGA accelerators", "prior ReRAM accelerators")
    from kg.extract import record_of
    from kg.model import Paper

    rec = record_of("p", extractor.extract(Paper(key="p", abstract=(
        "Morpheus achieves 1.7x speedup over the Gemmini accelerator, FPGA accelerators and prior ReRAM "
        "accelerators."))))
    assert rec["entities"]["Hardware"] == ["Gemmini", "FPGA accelerator", "ReRAM accelerator"]


def test_a_paper_with_no_words_extracts_nothing(extractor):
    # the crash sweep's first cut of every text: a Paper given through the library with neither title nor abstract
    # raised an IndexError in the proposal scan (the readers skip such records with a warning before it)
    from kg.extract import record_of
    from kg.model import Paper

    for title, abstract in ((None, ""), ("", ""), ("", " ")):
        rec = record_of("p", extractor.extract(Paper(key="p", title=title, abstract=abstract)))
        assert rec["proposes"] == [] and rec["results"] == [] and not any(rec["entities"].values())


def test_extract_known_compression_io_and_federated_learning_programs(extractor):
    # helper sets h452, h445, h444: "generic zstd compression", "built on io_uring", "with Flower" were no names
    # (a well-known tool whose name has no name's shape); "Flower" in a sentence's English stays a word
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "We propose Zest. Zest is 2x faster than LZ4 and 3x faster than gzip, and we build its reader on io_uring. "
        "We deploy it with Flower on 100 phones."))))
    assert {"Zest", "LZ4", "gzip", "io_uring", "Flower"} <= set(rec["entities"]["System"])
    assert rec["baselines"] == ["LZ4", "gzip"]
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "Each flower image is resized before training. We compress the shards with zstd."))))
    assert rec["entities"]["System"] == ["zstd"]


def test_extract_a_camera_is_a_device_unless_it_modifies_a_noun(extractor):
    # helper set h455 (video analytics): "streams from 40 cameras", "a smart camera with an NPU" name devices, as the
    # guideline's IoT and edge devices; the Atom sample's "camera pose estimation" and "a dense multi-view camera
    # setup" name none
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "We present Lens, which analyzes video streams from 40 cameras on a shared edge server. Each smart camera "
        "with an NPU filters frames. We evaluate Lens on UA-DETRAC and compare it with Ekya."))))
    assert "camera" in rec["entities"]["Hardware"] and rec["entities"]["Dataset"] == ["UA-DETRAC"]
    assert rec["baselines"] == ["Ekya"]
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "LASER improves camera pose estimation. We test a dense multi-view camera setup."))))
    assert rec["entities"]["Hardware"] == []


def test_extract_known_agent_benchmarks_agent_frameworks_and_oram(extractor):
    # helper set h469, h468: "On API-Bank and tau-bench" (API-Bank a system, tau-bench nothing), "SWE-agent and
    # OpenHands" (datasets, by the "-bench"-like shape of their neighbours), "Path ORAM" written "ORAM"
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "We present Cachet. On API-Bank and tau-bench, Cachet runs under SWE-agent and OpenHands. It is 3x faster "
        "than Path ORAM."))))
    assert rec["entities"]["Dataset"] == ["API-Bank", "tau-bench"]
    assert {"SWE-agent", "OpenHands", "Path ORAM"} <= set(rec["entities"]["System"])
    assert rec["baselines"] == ["Path ORAM"]


def test_extract_known_database_benchmarks(extractor):
    # styled on learned query optimizers and learned indexes: "40 minutes on STATS-CEB" made STATS-CEB a system;
    # the Join Order Benchmark's short form matches only in capitals ("each job runs")
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "We present Lumen. Its training time is 40 minutes on STATS-CEB and JOB-light, and it is evaluated on the "
        "Join Order Benchmark (JOB), SSB, TPC-C and SOSD. Each job runs on one GPU."))))
    assert rec["entities"]["Dataset"] == ["STATS-CEB", "JOB-light", "JOB", "SSB", "TPC-C", "SOSD"]
    assert rec["entities"]["System"] == ["Lumen"]


def test_extract_known_video_generation_models_datasets_and_a_profiler_keeps_its_name(extractor):
    # helper set h483, h485: "profile each stage with Nsight Systems" was written "Nsight" (the known name's head
    # read as a kind), HunyuanVideo was a system and ShareGPT-4V a system
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "We profile HunyuanVideo and CogVideoX with Nsight Systems and Nsight Compute, and train on ShareGPT-4V and "
        "LLaVA-Video-178K."))))
    assert rec["entities"]["System"] == ["Nsight Systems", "Nsight Compute"]
    assert rec["entities"]["Model"] == ["HunyuanVideo", "CogVideoX"]
    assert rec["entities"]["Dataset"] == ["ShareGPT-4V", "LLaVA-Video-178K"]


def test_extract_scheduling_policies_are_techniques(extractor):
    # helper sets h478, h469: "FCFS", "SJF" were systems by their shape; "first-come-first-served (FCFS)" named
    # nothing (FIFO was tried and left out: a blind set lost by it)
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "Unlike first-come-first-served (FCFS) scheduling, SJF and EDF reorder requests."))))
    assert rec["entities"]["System"] == []
    assert {"first-come-first-served", "SJF", "EDF"} <= set(rec["entities"]["Technique"])


def test_extract_known_rl_benchmarks_hls_tools_and_a_benchmark_task_set(extractor):
    # helper set h487, h488, h489: RL benchmarks were no names, "Meta-World MT10" made the device "MT10", "Vitis HLS"
    # and "V-trace" no names, "NVDLA" a system, "tf.data service" was "tf.data" (SMAC alone stays the tuner)
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "We evaluate on DeepMind Lab, the DeepMind Control Suite, Google Research Football, Meta-World MT10 and the "
        "StarCraft Multi-Agent Challenge, using V-trace, the tf.data service and an NVDLA core built with "
        "Vitis HLS."))))
    assert rec["entities"]["Dataset"] == ["DeepMind Lab", "DeepMind Control Suite", "Google Research Football",
                                          "Meta-World MT10", "StarCraft Multi-Agent Challenge"]
    assert rec["entities"]["System"] == ["V-trace", "tf.data service", "Vitis HLS"]
    assert rec["entities"]["Hardware"] == ["NVDLA"]
    # (h481, h487: "Horovod Elastic" was Horovod, "the Ray Autoscaler" Ray)
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "We compare against Horovod Elastic and the Ray Autoscaler."))))
    assert rec["entities"]["System"] == ["Horovod Elastic", "Ray Autoscaler"]


def test_extract_an_input_pipeline_is_a_technique_a_fused_kernel_or_matrix_multiplication_none(extractor):
    # helper sets g103-g115: "input pipeline" is a technique in 4 of 4 texts that name it; "fused kernel" (0 of 2)
    # and "matrix multiplication" (0 of 7) in none, so the vocabulary no longer knows them as names of kernel fusion
    # and GEMM (GEMM keeps its name)
    rec = record_of("t", extractor.extract(Paper(key="t", abstract=(
        "The input pipeline stalls training. Our fused kernel speeds up attention and multiplies matrices with "
        "GEMM."))))
    assert rec["entities"]["Technique"] == ["input pipeline", "GEMM"]
