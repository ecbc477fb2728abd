"""kg.nlp_results: number parsing on real abstract sentences, and the kg_results component."""
from __future__ import annotations

import pytest
import spacy

import kg.nlp_results  # noqa: F401  (registers kg_results)
import kg.nlp_roles  # noqa: F401  (registers kg_roles)
from kg.model import slugify
from kg.nlp_results import find_numbers, parse_value


def _hits(text):
    return [(h.value, h.unit, h.qualifier) for h in find_numbers(text)]


def test_results_orders_of_magnitude_are_no_results_by_default():
    # the dev set's annotators write none for "Zoom achieves an order of magnitude improvements on efficiency" and
    # "FGD reduces the decoding time by an order of magnitude" (its only two); a written factor stays
    rec = _record("Zoom achieves an order of magnitude improvements on efficiency. FGD reduces the decoding time by "
                  "an order of magnitude and the memory by 3x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(3.0, "memory")]


def _record(text):
    """The guideline's record (kg.extract.record_of) of a paper with this abstract, long forms spelled out."""
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    return record_of("p", Extractor().extract(Paper(key="p", abstract=text)), acronyms=False)


@pytest.mark.parametrize("written, scale, value", [
    ("2.75", None, "2.75"),
    ("1,024", None, "1024"),
    ("3.7", "K", "3700"),
    ("46.3", "K", "46300"),
    ("2.1", "M", "2100000"),
    ("three", None, "3"),
    ("an order of magnitude", None, "10"),
    ("two orders of magnitude", None, "100"),
    ("twelve apples", None, None),
])
def test_parse_value(written, scale, value):
    assert parse_value(written, scale) == value


def test_find_numbers_factor_with_up_to_and_capital_x():
    text = "DeepSpeed Inference reduces latency by up to 7.3X over the state-of-the-art for latency-oriented scenarios"
    assert _hits(text) == [("7.3", "x", "up to")]


def test_find_numbers_latex_range_gives_two_results():
    text = "ScaLA attains 2.7--9.8$\\times$ adaptation speedups over the baseline for GLUE on BERT-base"
    assert _hits(text) == [("2.7", "x", None), ("9.8", "x", None)]


def test_find_numbers_dollar_amounts_with_thousands():
    text = ("our work achieves 12.5x less data/time/cost (\\$3.7K if rent on Azure), while still maintaining "
            "95% of model quality compared to baseline with full data and cost (\\$46.3K).")
    assert _hits(text) == [("12.5", "x", None), ("3700", "$", None), ("95", "%", None), ("46300", "$", None)]


def test_dollar_amounts_take_their_scale_word_up_to_trillions():
    # Semantic Scholar sample, record 47663f81e71e (ChatGPT, AI Advertising, ...)
    text = ("AI-enabled advertising spending worldwide in 2022 was estimated to be $370 billion, with "
            "predictions of $1.3 trillion in the next ten years")
    assert _hits(text) == [("370000000000", "$", None), ("1300000000000", "$", None)]


def test_find_numbers_latex_percent_is_not_a_dollar_amount():
    text = "while delivering a high throughput of 84 TFLOPS (over $50\\%$ of A6000 peak)."
    assert _hits(text) == [("84", "TFLOPS", None), ("50", "%", "over")]


def test_find_numbers_slash_pair_and_flops_units():
    assert _hits("which leads to up to 5.19x/4.16x speedup on those models") == [
        ("5.19", "x", "up to"), ("4.16", "x", None)]
    assert _hits("ZeRO-Offload can achieve 40 TFlops/GPU on a single NVIDIA V100 GPU compared to 30TF using "
                 "PyTorch alone") == [("40", "TFLOPS", None), ("30", "TFLOPS", None)]
    assert _hits("due to the low power dissipation of Sharp (321 GFLOPS/Watt).") == [("321", "GFLOPS/Watt", None)]


def test_find_numbers_parameter_counts_are_model_sizes():
    assert _hits("It can train models with over 13 billion parameters on a single GPU") == [("13", "B", "over")]
    assert _hits("we present BLOOM, a 176B-parameter open-access language model") == [("176", "B", None)]
    assert _hits("a compact model with only 2.69M weights") == [("2.69", "M", None)]


def test_find_numbers_words_and_folds():
    assert _hits("FGD reduces the decoding time by an order of magnitude") == [("10", "x", None)]
    assert _hits("the pre-training is 2.5 times faster than the baseline") == [("2.5", "x", None)]
    assert _hits("cuts the serving cost by 3-fold") == [("3", "x", None)]
    assert _hits("it is three times faster than the baseline") == [("3", "x", None)]


def test_find_numbers_points_and_time_units():
    assert _hits("achieve 1.7 points higher accuracy in GLUE score") == [("1.7", "points", None)]
    assert _hits("reduces the latency from 120 ms to 45 ms") == [("120", "ms", None), ("45", "ms", None)]


@pytest.mark.parametrize("text", [
    "we demonstrate on up to 128 GPUs that 0/1 Adam is able to converge",
    "We perform an in-depth evaluation of 17 different models",
    "a large-scale (approximately 4 million editing samples) dataset",
    "via a novel 2-bit layer-discriminative KV cache",
    "reduce the precision for weights and activations to INT8",
    "For GPT-3 1.3B language model pretraining",
    "we skip the pre-training knowledge distillation to obtain a 5-layer BERT",
    "as described in Section 3 of the 2024 report",
])
def test_find_numbers_leaves_setup_counts_out(text):
    assert find_numbers(text) == []


@pytest.mark.parametrize("text", [
    "showing that our method achieves superior performance across tasks with both 50% and 35% KV cache budgets.",
    "Using only 20% of peak memory consumption of DNN models as fast memory size",
    "prunes the model to at least 50% sparsity in one shot",
])
def test_find_numbers_leaves_setup_percentages_out(text):
    assert find_numbers(text) == []


def test_find_numbers_offsets_cover_qualifier_and_unit():
    text = "MiniKV effectively achieves 86% KV cache compression ratio while recovering over 98.5% of accuracy"
    spans = [text[h.start:h.end] for h in find_numbers(text)]
    assert spans == ["86%", "over 98.5%"]


# ---------------------------------------------------------------- the component

ENTS = [
    ("System", "DeepSpeed Inference"), ("System", "Bamboo"), ("Technique", "checkpointing"),
    ("Metric", "latency"), ("Metric", "throughput"), ("Metric", "cost"), ("Metric", "training throughput"),
    ("Metric", "KV cache compression ratio"), ("Metric", "accuracy"), ("Metric", "speedup"),
    ("Metric", "number of training tokens"), ("Metric", "wall clock time"), ("System", "MiniKV"),
    ("Model", "GPT-3 1.3B"), ("Hardware", "A100"), ("Hardware", "GPU"),
]


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    ruler = nlp.add_pipe("entity_ruler", config={"phrase_matcher_attr": "LOWER"})
    ruler.add_patterns([{"label": t, "pattern": n, "id": slugify(n)} for t, n in ENTS]
                       + [{"label": t, "pattern": n + "s", "id": slugify(n)} for t, n in ENTS])
    nlp.add_pipe("kg_results")
    nlp.add_pipe("kg_roles")
    return nlp


def run(nlp, text, title=None):
    full = f"{title}\n\n{text}" if title else text
    doc = nlp.make_doc(full)
    doc.user_data["abstract_start"] = len(title) + 2 if title else 0
    doc.user_data["kg_entities"] = {slugify(n): {"label": n, "type": t, "aliases": [], "known": True}
                                    for t, n in ENTS}
    for _, proc in nlp.pipeline:
        doc = proc(doc)
    return doc


def _rs(doc):
    return [(r["value"], r["unit"], r["metric"]) for r in doc._.kg_results]


def test_results_metric_after_the_number(nlp):
    doc = run(nlp, "Experiments show that MiniKV effectively achieves 86% KV cache compression ratio while "
                   "recovering over 98.5% of accuracy.")
    assert _rs(doc) == [("86", "%", "kv cache compression ratio"), ("98.5", "%", "accuracy")]
    r = doc._.kg_results[1]
    assert r["qualifier"] == "over" and r["metric_key"] == "accuracy"
    assert doc.text[r["start_char"]:r["end_char"]] == "over 98.5%"


def test_results_metric_before_by(nlp):
    doc = run(nlp, "DeepSpeed Inference reduces latency by up to 7.3X over the state-of-the-art and increases "
                   "throughput by over 1.5x for throughput-oriented scenarios.")
    assert _rs(doc) == [("7.3", "x", "latency"), ("1.5", "x", "throughput")]
    assert doc._.kg_results[0]["system"] == "deepspeed-inference"


def test_results_one_factor_for_two_metrics(nlp):
    doc = run(nlp, "A highly optimized inference system provides 7.3x better latency and cost.")
    assert _rs(doc) == [("7.3", "x", "latency"), ("7.3", "x", "cost")]


def test_results_respectively_pairs_metrics_in_order(nlp):
    doc = run(nlp, "Our method reduces the required number of training tokens and wall clock time by up to "
                   "2.2x and 3.7x, respectively.")
    assert _rs(doc) == [("2.2", "x", "number of training tokens"), ("3.7", "x", "wall clock time")]


def test_results_faster_means_speedup_and_no_metric_is_empty(nlp):
    doc = run(nlp, "It trains 2.5x faster. Sentinel outperforms a state-of-the-art solution by 18%.")
    assert _rs(doc) == [("2.5", "x", "speedup"), ("18", "%", "")]


def test_results_hardware_multiplier_and_model_size_in_name_are_not_results(nlp):
    doc = run(nlp, "We train GPT-3 1.3B on 8x A100 GPUs and reach 2x higher throughput.")
    assert _rs(doc) == [("2", "x", "throughput")]


def test_results_title_claims_count_once(nlp):
    doc = run(nlp, "Bamboo trains 10x faster than checkpointing.", title="Training 10x Faster with Bamboo")
    assert _rs(doc) == [("10", "x", "speedup")]
    doc = run(nlp, "Bamboo is fast.", title="Training BERT in 76 Minutes with Bamboo")
    assert _rs(doc) == [("76", "minutes", "training time")]


def test_results_get_system_and_baseline_from_roles(nlp):
    doc = run(nlp, "We present Bamboo, a distributed system. Across a variety of models, Bamboo outperforms "
                   "traditional checkpointing by 3.7x in training throughput.")
    [r] = doc._.kg_results
    assert (r["value"], r["metric"], r["system"], r["baseline"]) == ("3.7", "training throughput", "bamboo",
                                                                     "checkpointing")


def test_results_through_the_extractor_on_a_seed_abstract(seed_paths):
    from kg.extract import Extractor
    from kg.readers import ReadReport, read_sources

    papers = [p for p in read_sources(seed_paths, report=ReadReport())
              if p.title and p.title.startswith("FedHC:")]
    assert papers, "the FedHC seed paper is in the bundled corpus"
    ex = Extractor().extract(papers[0])
    assert [(r.value, r.unit, r.metric) for r in ex.results] == [("2.75", "x", "speedup")]
    assert ex.results[0].system == "fedhc"


def test_find_numbers_hyphenated_parameter_counts():
    text = ("We train a 557-million-parameter AmoebaNet model and attain a top-1 accuracy of 84.4% on ImageNet. "
            "Second, we train a single 6-billion-parameter, 128-layer Transformer model.")
    assert _hits(text) == [("557", "M", None), ("84.4", "%", None), ("6", "B", None)]


def test_find_numbers_flops_words_and_rates():
    assert _hits("sustaining over 25 petaflops on 512 NVIDIA V100 GPUs (40% of peak)") == [
        ("25", "PFLOPS", "over"), ("40", "%", None)]
    assert _hits("reaching a generation throughput of 1 token/s for the first time") == [("1", "tokens/s", None)]


def test_find_numbers_rate_with_a_scale_word():
    # styled on Ray (2018) and LLM serving abstracts: the hit's value is multiplied out (the rules compare it so);
    # the record writes it as written (test_results_a_rate_keeps_its_scale_word_as_written)
    assert _hits("we demonstrate scaling beyond 1.8 million tasks per second") == [("1800000", "tasks/s", None)]
    assert _hits("it serves 25K tokens/s and 2M QPS, or 900 inferences/sec") == [
        ("25000", "tokens/s", None), ("2000000", "QPS", None), ("900", "inferences/s", None)]
    assert _hits("a corpus of 2.5 million tokens") == []  # a count of the data, no rate


def test_results_subject_system_is_not_the_compared_one(nlp):
    doc = run(nlp, "Compared to popular systems such as DeepSpeed Inference, Bamboo improves the throughput by up "
                   "to 4 times.")
    [r] = doc._.kg_results
    assert (r["value"], r["unit"], r["metric"], r["system"]) == ("4", "x", "throughput", "bamboo")


def test_find_numbers_speedup_of_a_bare_number_and_seconds():
    assert _hits("Hexagon achieves a speedup of 3.2 over vLLM") == [("3.2", "x", None)]
    assert _hits("Drizzle cuts cold-start latency from 12 s to 0.8 s") == [("12", "s", None), ("0.8", "s", None)]


def test_results_device_memory_is_setup(nlp):
    doc = run(nlp, "We evaluate Bamboo on 8 NVIDIA A100 GPUs with 80GB memory and a single 16GB GPU; Bamboo "
                   "saves 12 GB of activation memory.")
    assert _rs(doc) == [("12", "GB", "activation memory")]


def test_find_numbers_scores_without_unit():
    text = "we achieve SOTA results on WikiText103 (10.8 compared to SOTA perplexity of 15.8) and a BLEU score of 28.4"
    # the paper's own 10.8 is a score too: the metric named after "compared to" is its metric as well
    assert _hits(text) == [("10.8", "", None), ("15.8", "", None), ("28.4", "", None)]


def test_results_metric_before_needs_a_link_word(nlp):
    # (no latency for the first value: "more requests" counts the requests served)
    doc = run(nlp, "Across latency requirements, Bamboo can serve 7.4x more requests. Bamboo reduces latency by 2x.")
    assert _rs(doc) == [("7.4", "x", "number of requests"), ("2", "x", "latency")]


def test_find_numbers_rates_and_points_are_normalised():
    assert _hits("serves 50.4 tokens/s and 1,200 tok/s, or 900 images/sec at 30 FPS") == [
        ("50.4", "tokens/s", None), ("1200", "tokens/s", None), ("900", "images/s", None), ("30", "FPS", None)]
    assert _hits("a 20-point improvement, or 10 percentage points") == [("20", "points", None), ("10", "points", None)]


def test_find_numbers_tera_ops_and_loose_ranges():
    text = ("a matrix multiply unit that offers a peak throughput of 92 TeraOps/second (TOPS). The TPU is on "
            "average about 15X - 30X faster than its contemporary GPU, with TOPS/Watt about 30X - 80X higher.")
    assert _hits(text) == [("92", "TOPS", None), ("15", "x", "about"), ("30", "x", None), ("30", "x", "about"),
                           ("80", "x", None)]


def test_results_metric_is_not_taken_across_and(nlp):
    doc = run(nlp, "Bamboo can reduce the number of trainable parameters by 10,000 times and the training "
                   "throughput by 3 times.")
    # (the first value counts what the verb changes: the number of trainable parameters)
    assert [(r["value"], r["metric"]) for r in doc._.kg_results] == [("10000", "number of trainable parameters"),
                                                                     ("3", "training throughput")]


def test_find_numbers_latex_math_factor_is_not_a_dollar_amount():
    text = "Our pipeline schedule achieves a $2.2\\times$ speedup over Megatron-LM at a cost of $1.5K"
    assert _hits(text) == [("2.2", "x", None), ("1500", "$", None)]


def test_find_numbers_bare_number_before_comparative_than_is_a_factor():
    text = "Orca delivers up to 36.9 higher throughput than FasterTransformer at the same latency"
    assert _hits(text) == [("36.9", "x", "up to")]
    # a count followed by a comparative without "than" stays out
    assert _hits("we run 4 larger models on one node") == []


def test_find_numbers_score_named_after_the_number():
    text = "The dense retriever reaches 0.92 recall@100 on MS MARCO and 0.89 AUC on the click logs"
    assert _hits(text) == [("0.92", "", None), ("0.89", "", None)]


def test_find_numbers_example_configuration_in_brackets_is_setup():
    text = ("We target a wafer-scale design (e.g., 850,000 cores, 40 GB on-chip SRAM, 20 PB/s bandwidth) "
            "and obtain a 3.1x speedup")
    assert _hits(text) == [("3.1", "x", None)]


def test_find_numbers_image_size_is_not_a_factor():
    # a resolution or tensor shape written "N × M" is a size, whatever times sign it uses
    text = (r"We render 8K frames (4320$\times$7680) and crop 256 × 256 patches from 1024x1024 tiles, "
            r"running 5.1$\times$ faster than the baseline.")
    assert [(h.value, h.unit) for h in find_numbers(text)] == [("5.1", "x")]
    # a list of factors is still read
    assert [(h.value, h.unit) for h in find_numbers("speedups of 2.1× and 3× over PyTorch")] == [("2.1", "x"), ("3", "x")]


def _oai_abstract(shared_dir, arxiv_id):
    import json

    with open(shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl", encoding="utf-8") as f:
        return next(r["abstract"] for r in map(json.loads, f) if r["id"] == arxiv_id)


def test_find_numbers_latex_math_is_not_money_and_scientific_notation_is_not_a_factor(shared_dir):
    # real arXiv abstracts: "$4500\kms$" is a speed in math, "0.6\times 10^{15}" a mass, "$1/N_c$" a fraction
    text = _oai_abstract(shared_dir, "0704.0094")
    flat = " ".join(text.split())  # the record keeps arXiv's line breaks
    assert "a speed of $4500\\kms$" in flat and "0.6\\times 10^{15}\\msun" in flat
    assert [h for h in find_numbers(text) if h.unit in ("$", "x")] == []
    assert find_numbers(_oai_abstract(shared_dir, "0704.0167")) == []  # "Coefficients of $1/N_c$ suppressed ..."
    # what stays: factors in math, escaped and plain dollar amounts, a "$" whose next one is far away
    text = r"a $2.2\times$ speedup and 1.5 × 10^9 tokens, \$2M saved, $100K per month and $5 to $10 per run"
    assert [(h.value, h.unit) for h in find_numbers(text)] == [
        ("2.2", "x"), ("2000000", "$"), ("100000", "$"), ("5", "$"), ("10", "$")]


def test_find_numbers_operations_per_second_written_with_a_slash():
    # Cambricon-X (MICRO 2016): "our accelerator is able to achieve at most 544 GOP/s in a small form factor" gave none
    assert [(h.value, h.unit) for h in find_numbers("our accelerator is able to achieve at most 544 GOP/s in a small "
                                                    "form factor (6.38 mm2 and 954 mW at 65 nm), and 3 TOP/s")] == [
        ("544", "GOP/s"), ("6.38", "mm2"), ("954", "mW"), ("3", "TOP/s")]


def test_find_numbers_bits_per_weight_and_a_list_joined_by_or():
    # GPTQ (ICLR 2023): "reducing the bitwidth down to 3 or 4 bits per weight"
    assert [(h.value, h.unit) for h in find_numbers("reducing the bitwidth down to 3 or 4 bits per weight, with "
                                                    "negligible accuracy degradation")] == [("3", "bits"), ("4", "bits")]
    assert [(h.value, h.unit) for h in find_numbers("compresses weights to 2.5 bits/parameter and is 2 or 3x "
                                                    "faster")] == [("2.5", "bits"), ("2", "x"), ("3", "x")]
    # a bit width alone is a number format, no outcome
    assert find_numbers("at 4 bits, accuracy holds; 2 or 3 GPUs suffice") == []


def test_find_numbers_scientific_notation_before_a_unit_is_one_value():
    # EIE (ISCA 2016): "processes FC layers of AlexNet at 1.88x10^4 frames/sec"; and in LaTeX math
    assert [(h.value, h.unit) for h in find_numbers("processes FC layers of AlexNet at 1.88x10^4 frames/sec with a "
                                                    "power dissipation of only 600mW")] == [
        ("18800", "frames/s"), ("600", "mW")]
    assert [(h.value, h.unit) for h in find_numbers(r"it serves $3.2 \times 10^{5}$ tokens/s")] == [
        ("320000", "tokens/s")]
    # no unit after the power of ten, or a factor's: no result, and the 10 is no number of its own
    assert find_numbers("trained on 1.5 × 10^9 tokens, 3x10^4 x faster") == []


def _atom_abstract(shared_dir, arxiv_id):
    from kg.readers import read_sources

    papers = read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])
    return next(p.abstract for p in papers if p.arxiv_id == arxiv_id)


def test_find_numbers_confidence_levels_are_setup_and_scores_of_are_results(shared_dir):
    # real arXiv abstracts: "0.79 (95\% CI: 0.76--0.81)" is a score with its interval; the 95% is no outcome
    text = _atom_abstract(shared_dir, "2512.13608")
    assert "accuracy of 0.79 (95\\% CI: 0.76--0.81)" in " ".join(text.split())
    hits = [(h.value, h.unit) for h in find_numbers(text)]
    assert ("95", "%") not in hits
    assert [("0.79", ""), ("0.78", ""), ("0.67", "")] == [h for h in hits if h[1] == ""]  # accuracy, AUROC, sensitivity
    hits = [(h.value, h.unit) for h in find_numbers(_atom_abstract(shared_dir, "2512.13600"))]
    assert {("0.84", ""), ("0.71", ""), ("0.91", "")} <= set(hits)  # "accuracy of 0.84, sensitivity of 0.71, ..."
    hits = [(h.value, h.unit) for h in find_numbers(_atom_abstract(shared_dir, "2512.13529"))]
    assert hits == [("0.995", ""), ("0.9951", "")]  # "an accuracy of 0.9950 and an F1-score of 0.9951"
    assert _hits("improves accuracy by 5% with 95% confidence") == [("5", "%", None)]
    assert _hits("an accuracy of 0.79 (95% C.I. 0.76-0.81)") == [("0.79", "", None)]
    assert _hits("a 95% CIFAR accuracy") == [("95", "%", None)]  # a word that starts with CI is no interval


def test_find_numbers_value_with_its_error_and_folds_of_cross_validation(shared_dir):
    # real arXiv abstracts: "98.23+-0.33% at 15 shot" is 98.23%, not 0.33%; "five-fold cross-validation" is setup
    text = _atom_abstract(shared_dir, "2512.13428")
    hits = [(h.value, h.unit) for h in find_numbers(text) if h.unit == "%"]
    assert ("98.23", "%") in hits and ("69.28", "%") in hits
    assert ("0.33", "%") not in hits and ("1.49", "%") not in hits
    hits = [(h.value, h.unit) for h in find_numbers(_atom_abstract(shared_dir, "2512.13600"))]
    assert ("5", "x") not in hits and ("0.77", "") in hits  # "an AUC of 0.77+/-0.04 in five-fold cross-validation"
    assert _hits("an accuracy of 95.3 ± 0.2% and a five-fold reduction in cost") == [("95.3", "%", None), ("5", "x", None)]
    assert _hits("a 10-fold Cross-Validation accuracy of 91%") == [("91", "%", None)]


def test_find_numbers_an_improvement_after_with_a_is_an_outcome(shared_dir):
    # arXiv 2512.13617: "with a 6.6 percent improvement in accuracy on MUTAG and a 2.2 percent improvement"
    hits = [(h.value, h.unit) for h in find_numbers(_atom_abstract(shared_dir, "2512.13617"))]
    assert hits == [("6.6", "%"), ("2.2", "%")]
    assert _hits("we prune the model with a 50% sparsity") == []  # a setting stays setup


def test_find_numbers_power_and_area_of_an_accelerator():
    # in the style of accelerator abstracts: the chip's area and power are outcomes; a rating of the setup is not
    assert [(h.value, h.unit) for h in find_numbers("SparTA occupies 4.2 mm2 and consumes 310 mW at 1 GHz.")] == [
        ("4.2", "mm2"), ("310", "mW")]
    assert [(h.value, h.unit) for h in find_numbers("an area of 1.2 mm$^2$ and 12 TOPS/W")] == [
        ("1.2", "mm2"), ("12", "TOPS/W")]
    assert kg.nlp_results._device_rating("a 250 W GPU", find_numbers("a 250 W GPU")[0])
    text = "under a 300 W power cap"
    assert kg.nlp_results._device_rating(text, find_numbers(text)[0])


def test_find_numbers_a_factor_of_is_a_factor():
    # "by a factor of 3.2" states a factor without an "x" (a share "of 30 GB" keeps its unit)
    assert _hits("GraphMind speeds up epoch time by a factor of 3.2 on ogbn-papers100M") == [("3.2", "x", None)]
    assert _hits("memory shrinks by a factor of 10.") == [("10", "x", None)]
    assert _hits("a reduction of 30 GB") == [("30", "GB", None)]


def test_find_numbers_a_share_that_something_accounts_for_is_a_finding():
    # in the style of measurement studies: "accounts for 27% of total energy" is what was found
    assert _hits("idle power accounts for 27% of total energy") == [("27", "%", None)]
    assert _hits("attention is responsible for up to 60% of latency") == [("60", "%", "up to")]
    assert _hits("we train for 50% of the steps") == []  # "for" alone still sets up


def _s2_paper(shared_dir, title):
    from kg.readers import read_sources

    papers = read_sources([shared_dir / "data" / "formats" / "semantic_scholar_paper.json"])
    return next(p for p in papers if p.title == title)


def test_results_scores_of_ranking_and_image_metrics(shared_dir):
    # Semantic Scholar records: "a PSNR of 28.56, an SSIM of 0.869, and an MSE of 83.27"; "Recall of 93.1"
    from kg.extract import Extractor, record_of

    ex = Extractor()
    gan = record_of("p", ex.extract(_s2_paper(shared_dir, (
        "Contrast-Enhanced Liver Magnetic Resonance Image Synthesis Using Gradient Regularized Multi-Modal "
        "Multi-Discrimination Sparse Attention Fusion GAN"))))
    scores = {(r["value"], r["unit"]) for r in gan["results"]}
    assert {(28.56, ""), (0.869, ""), (83.27, "")} <= scores
    ens = record_of("p", ex.extract(_s2_paper(shared_dir, "Research on Predictive Model Based on Ensemble Learning")))
    assert (93.1, "", "recall") in {(r["value"], r["unit"], r["metric"]) for r in ens["results"]}
    # styled sentence: scores with a cut-off, rates and correlations
    assert [(h.value, h.unit) for h in find_numbers(
        "an NDCG@10 of 0.45, a pass@1 of 67.3, a win rate of 0.62 and a Spearman correlation of 0.78")] == [
        ("0.45", ""), ("67.3", ""), ("0.62", ""), ("0.78", "")]


def test_results_score_of_a_metric_the_paper_names(shared_dir):
    # the EvoGrad record: "we introduce the error depth metric ... an average error depth of 7.2"
    from kg.extract import Extractor, record_of

    rec = record_of("p", Extractor().extract(_s2_paper(
        shared_dir, "EvoGrad: A Dynamic Take on the Winograd Schema Challenge with Human Adversaries")))
    assert "error depth" in rec["entities"]["Metric"]
    assert (7.2, "", "error depth") in {(r["value"], r["unit"], r["metric"]) for r in rec["results"]}
    # a set-up quantity is no score even when named (styled sentence)
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", title="T", abstract=(
        "We train with a sequence length of 2048 and reach a perplexity of 9.1."))))
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(9.1, "")]


def test_results_each_score_takes_the_metric_named_before_it(shared_dir):
    # "with mean absolute error of 0.03, mean squared error of 0.002, and 0.016 loss" (Semantic Scholar record)
    from kg.extract import Extractor, record_of

    rec = record_of("p", Extractor().extract(_s2_paper(
        shared_dir, "Toward Quantum Machine Translation of Syntactically Distinct Languages")))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (0.03, "mean absolute error"), (0.002, "mean squared error"), (0.016, "loss")]


def test_results_share_of_a_quantity_takes_no_metric_from_the_clause_before():
    # in the manner of arXiv 2307.08691 (FlashAttention-2): "reaching 50-73% of the theoretical maximum FLOPs/s"
    # is a share of the peak, not a speedup; a metric in the same clause still names the share
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", title="T", abstract=(
        "These yield around 2x speedup compared to FlashAttention, reaching 50-73% of the theoretical maximum "
        "FLOPs/s on A100. The speedup reaches 95% of the ideal."))))
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2.0, "x", "speedup"), (50.0, "%", ""), (73.0, "%", ""), (95.0, "%", "speedup")]


def test_results_factor_faster_is_a_speedup_whatever_metric_came_before():
    # the last sentence of arXiv 1806.03377 (PipeDream): "trains models to high accuracy up to 5.3X faster than ..."
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", title="T", abstract=(
        "Experiments show that PipeDream trains models to high accuracy up to 5.3X faster than commonly used "
        "intra-batch parallelism techniques."))))
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(5.3, "x", "speedup")]


def test_results_score_compared_with_a_named_score_and_rates_of_operations():
    # the last sentences of arXiv 1909.08053 (Megatron-LM)
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", title="T", abstract=(
        "We sustain 15.1 PetaFLOPs across the entire application with 76% scaling efficiency when compared to a "
        "strong single GPU baseline that sustains 39 TeraFLOPs, which is 30% of peak FLOPs. Using the GPT-2 model "
        "we achieve SOTA results on the WikiText103 (10.8 compared to SOTA perplexity of 15.8) and LAMBADA (66.5% "
        "compared to SOTA accuracy of 63.2%) datasets."))))
    got = [(r["value"], r["unit"], r["metric"]) for r in rec["results"]]
    assert (39.0, "TFLOPS", "") in got  # a rate of operations is no scaling efficiency
    assert {(10.8, "", "perplexity"), (66.5, "%", "accuracy")} <= set(got)
    assert not {"PetaFLOPs", "TeraFLOPs"} & set(rec["entities"]["System"])  # units, not systems


def test_results_value_compared_with_the_one_before_shares_its_metric(shared_dir):
    # arXiv 2512.13478 (../shared/data/formats/arxiv_atom_page.xml): "achieve 90.9% accuracy on ... tasks,
    # compared to 9.1% for transformer baselines"
    from kg.extract import Extractor, record_of

    paper = next(p for p in _atom_papers(shared_dir) if p.arxiv_id == "2512.13478")
    rec = record_of("p", Extractor().extract(paper))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(90.9, "accuracy"), (9.1, "accuracy")]


def _atom_papers(shared_dir):
    from kg.readers import read_sources

    return read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])


def test_results_sensitivity_names_its_score_and_fields_keep_their_s(shared_dir):
    # arXiv 2512.13600 and 2512.13608 (../shared/data/formats/arxiv_atom_page.xml): "sensitivity of 0.71",
    # "a higher average sensitivity of 0.67"
    from kg.extract import Extractor, record_of

    papers = {p.arxiv_id: p for p in _atom_papers(shared_dir)}
    ex = Extractor()
    assert (0.71, "sensitivity") in {(r["value"], r["metric"]) for r in
                                     record_of("p", ex.extract(papers["2512.13600"]))["results"]}
    assert (0.67, "sensitivity") in {(r["value"], r["metric"]) for r in
                                     record_of("p", ex.extract(papers["2512.13608"]))["results"]}
    # arXiv 2512.13635 and 2512.13573: a field and a CamelCase name keep their final s
    spatial = record_of("p", ex.extract(papers["2512.13635"]), acronyms=False)
    assert "Spatial transcriptomics" in spatial["entities"]["Technique"]
    assert "MMhops" in record_of("p", ex.extract(papers["2512.13573"]))["entities"]["Dataset"]


def test_results_hours_of_data_are_setup_and_a_range_with_units_shares_its_metric(shared_dir):
    # arXiv 2512.13644 and 2512.13678 (../shared/data/formats/arxiv_atom_page.xml)
    from kg.extract import Extractor, record_of

    papers = {p.arxiv_id: p for p in _atom_papers(shared_dir)}
    ex = Extractor()
    dex = record_of("p", ex.extract(papers["2512.13644"]))  # "trained on over 900 hours of human ... videos"
    assert 900.0 not in {r["value"] for r in dex["results"]}
    steer = record_of("p", ex.extract(papers["2512.13678"]))  # "while being 2.4x to 28.5x faster"
    assert [(r["value"], r["metric"]) for r in steer["results"]] == [(2.4, "speedup"), (28.5, "speedup")]
    # a time something took stays a result (styled)
    assert [(h.value, h.unit) for h in find_numbers("It finishes in 21 hours of training.")] == [("21", "hours")]
    # styled on low-resource speech recognition: hours of broadcasts are data too
    assert [h.value for h in find_numbers("Pseudo-labeling 1,000 hours of untranscribed radio broadcasts yields a "
                                          "4.7-point WER reduction.")] == ["4.7"]


def test_results_a_value_in_a_parallel_clause_shares_the_metric(nlp):
    # in the manner of arXiv 2210.17323 (GPTQ): "speedups over FP16, of around 3.25x when using high-end GPUs
    # (NVIDIA A100) and 4.5x when using more cost-effective ones (NVIDIA A6000)"
    doc = run(nlp, "These improvements give end-to-end inference speedups over FP16, of around 3.25x when using "
                   "high-end GPUs (NVIDIA A100) and 4.5x when using more cost-effective ones (NVIDIA A6000).")
    assert [(v, u) for v, u, _m in _rs(doc)] == [("3.25", "x"), ("4.5", "x")]
    assert _rs(doc)[0][2] == _rs(doc)[1][2] != ""
    # styled: a clause with its own measure keeps it
    doc = run(nlp, "It improves throughput by 2x on GPUs and reduces memory by 3x.")
    assert [m for _v, _u, m in _rs(doc)] == ["throughput", "memory"]


def test_find_numbers_a_size_written_on_a_model_is_its_model_size(shared_dir):
    # arXiv 2512.13607 (../shared/data/formats/arxiv_atom_page.xml): "Our 14B model, after RL, outperforms ..."
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    ex = Extractor()
    text = _atom_abstract(shared_dir, "2512.13607")
    rec = record_of("p", ex.extract(Paper(key="p", abstract=text)))
    assert (14.0, "B", "model size") in [(r["value"], r["unit"], r["metric"]) for r in rec["results"]]
    # styled in the manner of SmoothQuant ("serving 530B LLM"); a size after a model's name is part of the name
    rec = record_of("s", ex.extract(Paper(key="s", abstract="It enables serving 530B LLM within a single node. "
                                                            "For GPT-3 1.3B language model pretraining and Llama "
                                                            "70B models, it helps.")))
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(530.0, "B")]


def test_results_a_second_comparison_and_a_count_of_devices(nlp):
    # styled: "1.8x higher throughput than vLLM and 2.1x than TGI" measures throughput twice; "4x fewer GPUs"
    # counts devices and takes no metric from the clause before it
    doc = run(nlp, "It achieves 1.8x higher throughput than vLLM and 2.1x than TGI.")
    assert [m for _v, _u, m in _rs(doc)] == ["throughput", "throughput"]
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "Our method achieves 95% of the accuracy of the full model while using 4x fewer GPUs."))))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(95.0, "accuracy"), (4.0, "number of GPUs")]


def test_results_per_a_count_of_units_and_a_second_baseline_after_over():
    # styled LLM-serving and training sentences: "cost per million tokens" is one metric; "by 1.7x over X and
    # by 1.4x over Y" measures the same quantity twice
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "HeteroServe reduces cost per million tokens by 37% under the same SLOs. On 64 V100 GPUs, it reduces "
        "iteration time by 1.7x over PyTorch DDP and by 1.4x over Horovod."))))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (37.0, "cost per million tokens"), (1.7, "iteration time"), (1.4, "iteration time")]
    assert rec["baselines"] == ["PyTorch DDP", "Horovod"]


def test_results_respectively_over_devices_measures_none_of_them():
    # in the manner of arXiv 2006.06762 (Ansor): the values "on the Intel CPU, ARM CPU, and NVIDIA GPU by up to
    # 3.8x, 2.6x, and 1.7x, respectively" measure something on three devices; the devices are no metrics
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "Ansor improves the execution performance of deep neural networks relative to the state-of-the-art on "
        "the Intel CPU, ARM CPU, and NVIDIA GPU by up to 3.8x, 2.6x, and 1.7x, respectively."))))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(3.8, ""), (2.6, ""), (1.7, "")]
    # styled: a list of metrics is still paired in order
    rec = record_of("q", Extractor().extract(Paper(key="q", abstract=(
        "It reduces latency and memory footprint by 2.2x and 3.7x, respectively."))))
    assert [r["metric"] for r in rec["results"]] == ["latency", "memory footprint"]


def test_results_respectively_over_modifiers_of_one_quantity_of_something():
    # CASSINI (NSDI 2024): "improves the average and tail completion time of jobs by up to 1.6x and 2.5x,
    # respectively": both values measure the completion time; "average" alone is no metric, and "of jobs" is what
    # the time is of, no part of its name
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "Experiments with 13 common ML models on a 24-server testbed demonstrate that compared to the "
        "state-of-the-art ML schedulers, CASSINI improves the average and tail completion time of jobs by up to "
        "1.6x and 2.5x, respectively."))))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.6, "completion time"), (2.5, "completion time")]
    assert rec["entities"]["Metric"] == ["completion time"]


def test_results_a_factor_of_speeding_up_is_a_speedup(magnitudes_read):
    # in the manner of Gandiva (OSDI 2018): "Gandiva can speed up hyper-parameter searches during deep learning
    # by up to an order of magnitude"; styled: "accelerates training by 2.3x"; a metric named between the verb
    # and "by" is what the value measures (orders of magnitude read as results: kg_results' option)
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    def metrics(text):
        rec = record_of("p", Extractor().extract(Paper(key="p", abstract=text)))
        return [(r["value"], r["metric"]) for r in rec["results"]]

    assert metrics("Gandiva can speed up hyper-parameter searches during deep learning by up to an order of "
                   "magnitude.") == [(10.0, "speedup")]
    assert metrics("Our compiler accelerates training by 2.3x.") == [(2.3, "speedup")]
    assert metrics("Our compiler accelerates the training time by 2.3x.") == [(2.3, "training time")]


def test_results_a_percentage_and_a_factor_in_parallel_clauses_share_the_metric():
    # in the manner of arXiv 2211.15841 (MegaBlocks): "end-to-end training speedups of up to 40% over MoEs
    # trained with the state-of-the-art Tutel library and 2.4x over DNNs trained with the highly-optimized
    # Megatron-LM framework": both values are speedups, against the two named systems
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "We present MegaBlocks, a system for efficient Mixture-of-Experts (MoE) training on GPUs. Our approach "
        "never drops tokens, enabling end-to-end training speedups of up to 40% over MoEs trained with the "
        "state-of-the-art Tutel library and 2.4x over DNNs trained with the highly-optimized Megatron-LM "
        "framework."))))
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (40.0, "%", "end-to-end training speedup"), (2.4, "x", "end-to-end training speedup")]
    assert rec["baselines"] == ["Tutel", "Megatron-LM"]


def test_results_counts_costs_and_the_sizes_of_models_studied(sample_record):
    # styled in the manner of 2025 LLM-serving abstracts: "reducing the number of generated tokens by 62%" counts
    # tokens; "the average cost per incident is $0.42." ends a sentence; a study's "models ranging from 0.5B to
    # 8B parameters" are no outcome
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "We study 12 open models ranging from 0.5B to 8B parameters. Our method reduces the number of generated "
        "tokens by 62%, while the average cost per incident is $0.42."))))
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (62.0, "%", "number of generated tokens"), (0.42, "$", "average cost")]
    # Semantic Scholar record 57e849d0de13 (LLaMA): "We introduce LLaMA, a collection of foundation language
    # models ranging from 7B to 65B parameters": the sizes of what the paper releases, both ends
    rec = sample_record("semantic_scholar_paper.json", "57e849d0de13")
    assert [(r["value"], r["unit"]) for r in rec["results"]][:2] == [(7.0, "B"), (65.0, "B")]


def test_results_a_metric_changed_across_a_long_of_phrase_and_acceleration():
    # in the manner of heterogeneous pipeline training papers: "improves training throughput of GPT-style models
    # with 7B to 30B parameters by 1.46x on average and up to 2.05x over Megatron-LM"; of ToCa (arXiv
    # 2410.05317): "achieves 2.36x, 1.93x and 1.51x acceleration"
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "FlexPipe improves training throughput of GPT-style models with 7B to 30B parameters by 1.46x on average "
        "and up to 2.05x over Megatron-LM. ToCa achieves 2.36x, 1.93x and 1.51x acceleration respectively."))))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (1.46, "training throughput"), (2.05, "training throughput"), (2.36, "speedup"), (1.93, "speedup"),
        (1.51, "speedup")]


def test_results_a_target_reached_is_set_up_and_a_compression_by_a_factor():
    # in the manner of federated-learning papers: "reduces the communication rounds needed to reach 80% accuracy
    # by 35%": 80% is the target, 35% the rounds saved; of TT-Rec (arXiv 2101.11714): "compresses the embedding
    # tables by 117x and 112x respectively" are compression ratios
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "AdaClip-FL improves test accuracy by 2.1 to 6.4 percentage points over DP-FedAvg, and reduces the "
        "communication rounds needed to reach 80% accuracy by 35%. TT-Rec compresses the embedding tables by "
        "117x and 112x respectively, with no loss in normalized entropy and a 13.9% training time overhead."))))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (2.1, "test accuracy"), (6.4, "test accuracy"), (35.0, "communication round"),
        (117.0, "compression ratio"), (112.0, "compression ratio"), (13.9, "training time overhead")]


def test_results_one_list_per_respectively_and_a_plural_metric(sample_record):
    # styled in the manner of diagnostic-accuracy abstracts: two lists, each closed by "respectively", both
    # measuring the two metrics named before the first
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "The average latency and energy efficiency for task A was 95.72 ms and 98.15%, respectively, and for task "
        "B was 91.13 ms and 95.92%, respectively."))))
    assert [r["metric"] for r in rec["results"]] == ["average latency", "energy efficiency"] * 2
    # Semantic Scholar record 86f542329730: "Human baseline accuracies for these applications are 99.1% and
    # 97.8%, respectively": a metric named in the plural measures every value of the list
    rec = sample_record("semantic_scholar_paper.json", "86f542329730")
    assert [(r["value"], r["metric"]) for r in rec["results"]][:2] == [(99.1, "accuracy"), (97.8, "accuracy")]
    # record f8cf58361f8d: "The average sensitivity and specificity ... was 95.72% and 98.15%, respectively":
    # the second value takes no metric from the first (it is the specificity, the first the sensitivity)
    rec = sample_record("semantic_scholar_paper.json", "f8cf58361f8d")
    assert (98.15, "specificity") not in [(r["value"], r["metric"]) for r in rec["results"]][:2] or \
        (95.72, "specificity") not in [(r["value"], r["metric"]) for r in rec["results"]][:2]


def test_results_points_of_a_named_score_a_class_of_small_models_and_an_amount_changed():
    # styled in the manner of self-supervised remote-sensing and LLM-evaluation abstracts: "improving over SeCo by
    # 2.4 and 3.1 points" are points of the F1 score named before; "models below 10B parameters" is a class of
    # models, not an outcome (but "trains models with more than 100B parameters on one GPU" is); "reduces the
    # number of simulation steps required for training by 40%" counts steps
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    def results(text):
        rec = record_of("p", Extractor().extract(Paper(key="p", abstract=text)))
        return [(r["value"], r["unit"], r["metric"]) for r in rec["results"]]

    assert results("SatMAE++ reaches F1 scores of 91.8% and 93.2%, improving over the strongest self-supervised "
                   "baseline, SeCo, by 2.4 and 3.1 points.") == [
        (91.8, "%", "f1 score"), (93.2, "%", "f1 score"), (2.4, "points", "f1 score"), (3.1, "points", "f1 score")]
    # in the manner of FlashAttention (arXiv 2205.14135): "6.4 points of lift on long-document classification" is
    # no perplexity, though perplexity is named before it
    assert results("It yields higher quality models (0.7 better perplexity on GPT-2 and 6.4 points of lift on "
                   "long-document classification).") == [(0.7, "", "perplexity"), (6.4, "points", "")]
    assert results("Open-weight models below 10B parameters fail in over 40% of cases.") == [(40.0, "%", "")]
    assert results("It trains models with more than 100B parameters on one GPU.") == [(100.0, "B", "model size")]
    assert results("Our curriculum reduces the number of simulation steps required for training by 40%.") == [
        (40.0, "%", "number of simulation steps")]


def test_results_a_target_after_the_value_is_set_up_and_a_count_of_devices_changed():
    # styled in the manner of LLM-serving schedulers: "under a 95% SLO target" is the setting; "reduces the
    # number of GPUs needed by 31%" counts GPUs
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=(
        "SLOServe sustains 2.2x higher request rates than vLLM under a 95% SLO target, and reduces the number of "
        "GPUs needed by 31%."))))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.2, "request rate"), (31.0, "number of gpus")]


def test_find_numbers_device_time_is_a_unit():
    # styled in the manner of large-scale training papers: "saves over 20,000 GPU hours per month", "took 1,000
    # GPU-days"; a plain duration stays hours
    assert [(h.value, h.unit) for h in find_numbers("GraphScale saves over 20,000 GPU hours per month.")] == [
        ("20000", "GPU hours")]
    assert [(h.value, h.unit) for h in find_numbers("Training took 1,000 GPU-days.")] == [("1000", "GPU days")]
    assert [(h.value, h.unit) for h in find_numbers("It finished in 3 hours.")] == [("3", "hours")]


def test_results_a_power_cap_is_set_up():
    # styled in the manner of power-capping studies: "Capping H100 GPUs from 700 W to 500 W" sets the cap; what
    # it changes are the outcomes; a power the design draws stays one
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    def results(text):
        rec = record_of("p", Extractor().extract(Paper(key="p", abstract=text)))
        return [(r["value"], r["unit"]) for r in rec["results"]]

    assert results("Capping H100 GPUs from 700 W to 500 W reduces energy per iteration by 21% while increasing "
                   "iteration time by only 6%.") == [(21.0, "%"), (6.0, "%")]
    assert results("Our accelerator consumes 278 mW and reduces power by 30%.") == [(278.0, "mW"), (30.0, "%")]


def test_results_lists_of_metrics_and_values_pair_and_a_share_of_the_setting_is_none():
    # styled in the manner of Gavel (arXiv 2008.09213): "improve ... makespan and average job completion time by
    # 1.4x and 3.5x" pairs without "respectively"; of H2O (arXiv 2306.14048): "with 20% heavy hitters" is the
    # setting, and its throughput is measured over a list of named systems; "with 34% performance gains" (arXiv
    # 2512.13586) and "compared with 52% for ..." stay outcomes
    def results(text):
        rec = _record(text)
        return [(r["value"], r["unit"], r["metric"]) for r in rec["results"]]

    assert results("Gavel improves end objectives such as makespan and average job completion time by 1.4x and "
                   "3.5x compared to heterogeneity-agnostic policies.") == [
        (1.4, "x", "makespan"), (3.5, "x", "average job completion time")]
    assert results("Our implementation of H2O with 20% heavy hitters improves the throughput over DeepSpeed and "
                   "FlexGen by up to 29x and 3x.") == [(29.0, "x", "throughput"), (3.0, "x", "throughput")]
    assert results("ReFusion surpasses prior MDMs with 34% performance gains.") == [(34.0, "%", "")]
    assert results("Our policy achieves a success rate of 81%, compared with 52% for uniform domain "
                   "randomization.") == [(81.0, "%", "success rate"), (52.0, "%", "success rate")]


def test_results_a_share_with_a_measure_or_of_people_is_an_outcome(sample_record):
    # Semantic Scholar records 7d4b09091d4d ("with 96.9% normalized importance") and 6cc7470c8cdf ("with 90% of
    # the players reporting high game enjoyment"): outcomes, unlike "with 20% heavy hitters"; f158e70e9ead:
    # "(53% mean acc.).Human experts rate the quality" names no metric "... experts rate"
    rec = sample_record("semantic_scholar_paper.json", "7d4b09091d4d")
    assert (96.9, "%") in [(r["value"], r["unit"]) for r in rec["results"]]
    rec = sample_record("semantic_scholar_paper.json", "6cc7470c8cdf")
    assert (90.0, "%") in [(r["value"], r["unit"]) for r in rec["results"]]
    rec = sample_record("semantic_scholar_paper.json", "f158e70e9ead")
    assert not any("rate" in r["metric"] for r in rec["results"])


def test_results_device_memory_points_over_a_model_and_device_time_as_a_unit():
    # styled in the manner of MCUNet-like NAS papers: "a typical MCU has only 256KB of SRAM" describes the device;
    # "3.2 points higher than MobileNetV2" measures the accuracy named before; "4 GPU hours" is a unit, no
    # metric of its own; of Megatron-LM (arXiv 2104.04473): "improve throughput by 10+%"; of AlpaServe and
    # SnapKV: "10x higher rates", "an 8.2x enhancement in memory efficiency"
    rec = _record(
        "A typical MCU has only 256KB of SRAM and 1MB of Flash storage. MicroNAS reaches 89.7% top-1 accuracy "
        "within 256KB of SRAM, 3.2 points higher than MobileNetV2, and cuts the search cost to 4 GPU hours. "
        "The schedule can improve throughput by 10+%. AlpaServe can process requests at up to 10x higher rates. "
        "SnapKV achieves an 8.2x enhancement in memory efficiency.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (89.7, "%", "top-1 accuracy"), (3.2, "points", "top-1 accuracy"), (4.0, "GPU hours", "search cost"),
        (10.0, "%", "throughput"), (10.0, "x", "rate"), (8.2, "x", "memory efficiency")]
    assert "GPU hours" not in rec["entities"]["Metric"]


def test_results_outcomes_of_fewer_things_accepted_tokens_and_a_faster_recovery(sample_record):
    # arXiv 2512.13592 (../shared/data/formats/arxiv_atom_page.xml): "FID scores on-par with Multistep DPM-Solver
    # using 47% fewer steps" counts steps; styled: "uses 23% fewer GPU hours" (an outcome, not a set-up "uses");
    # in the manner of EAGLE/Medusa: "accepts 3.1 tokens per step"; of Gemini (SOSP 2023): "achieves a faster
    # failure recovery by more than 13x"
    rec = sample_record("arxiv_atom_page.xml", "2512.13592")
    assert (47.0, "%", "number of steps") in [(r["value"], r["unit"], r["metric"]) for r in rec["results"]]
    rec = _record(
        "Forecaster uses 23% fewer GPU hours than static over-provisioning. CodeDraft accepts 3.1 tokens per step "
        "on HumanEval. Overall Gemini achieves a faster failure recovery by more than 13x than existing "
        "solutions.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (23.0, "%", "gpu hours"), (3.1, "tokens/step", ""), (13.0, "x", "speedup")]


def test_results_a_bare_score_before_its_name(sample_record):
    # arXiv 2512.13687 (../shared/data/formats/arxiv_atom_page.xml): "(78.2 zero-shot accuracy and 0.36 rFID on
    # ImageNet)"; "3 accuracy metrics" counts metrics
    got = [(r["value"], r["metric"]) for r in sample_record("arxiv_atom_page.xml", "2512.13687")["results"]]
    assert (78.2, "zero-shot accuracy") in got and (0.36, "rfid") in got
    assert find_numbers("We report 3 accuracy metrics.") == []


def test_results_a_range_written_with_its_unit_twice_and_performance_per_watt():
    # styled in the manner of TPU v4 (ISCA 2023): "accelerate models that rely on embeddings by 5x-7x", "improves
    # performance/Watt by 2.7x", "1.2x-1.7x faster and uses 1.3x-1.9x less power"
    rec = _record(
        "SparseCores accelerate models that rely on embeddings by 5x-7x. TPU v4 improves performance/Watt by 2.7x. "
        "It is 1.2x-1.7x faster and uses 1.3x-1.9x less power than the Nvidia A100.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (5.0, "speedup"), (7.0, "speedup"), (2.7, "performance/watt"), (1.2, "speedup"), (1.7, "speedup"),
        (1.3, "power"), (1.9, "power")]


def test_results_bare_scores_from_to_and_at_a_named_score():
    # styled in the manner of calibration studies: "lowers the ECE from 0.087 to 0.021 while keeping the mean
    # AUROC at 0.861", "reduces ECE to 0.034"; "scale the batch from 32 to 64" names no score
    rec = _record(
        "Label smoothing lowers the expected calibration error (ECE) from 0.087 to 0.021 while keeping the mean "
        "AUROC at 0.861. Temperature scaling alone reduces ECE to 0.034. We scale the batch from 32 to 64.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (0.087, "expected calibration error"), (0.021, "expected calibration error"), (0.861, "auroc"),
        (0.034, "expected calibration error")]


def test_results_one_metric_after_a_respectively_list_and_a_share_of_labels_is_set_up():
    # styled in the manner of graph fraud-detection papers: "outperforms DGI and GraphCL by 4.1 and 2.7 points in
    # AUC-PR, respectively" (the respectively pairs the baselines; one metric follows the values); "fine-tuning
    # with 1% of the labels" is the set-up
    rec = _record(
        "FraudGCL is fine-tuned with 1% of the labels. It raises the AUC-PR from 0.61 to 0.74 and the F1 score by "
        "9.3 points over supervised GAT, and outperforms DGI and GraphCL by 4.1 and 2.7 points in AUC-PR, "
        "respectively.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (0.61, "auc-pr"), (0.74, "auc-pr"), (9.3, "f1 score"), (4.1, "auc-pr"), (2.7, "auc-pr")]


def test_results_energy_per_inference_and_a_latency_per_hyphenated_chunk():
    # styled in the manner of on-device speech papers: "End-to-end latency per 1-second audio chunk is 87 ms at
    # 2.1 mJ per inference" (mJ is a unit of energy, no system)
    rec = _record(
        "End-to-end latency per 1-second audio chunk is 87 ms at 2.1 mJ per inference.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (87.0, "ms", "end-to-end latency"), (2.1, "mJ", "energy")]
    assert rec["entities"]["System"] == []


def test_results_a_list_of_bare_scores(sample_record):
    # arXiv 2512.13440 (../shared/data/formats/arxiv_atom_page.xml): "a ROC-AUC of 0.99 and 0.84 on two external
    # validation cohorts" (and test_results_each_score_takes_the_metric_named_before_it: "and 0.016 loss");
    # "a perplexity of 10.2 and 3 of 4 tasks" counts tasks
    got = [(r["value"], r["metric"]) for r in sample_record("arxiv_atom_page.xml", "2512.13440")["results"]]
    assert got == [(0.83, "roc-auc"), (0.99, "roc-auc"), (0.84, "roc-auc")]
    assert [h.value for h in find_numbers("It reaches a perplexity of 10.2 and 3 of 4 tasks improve.")] == ["10.2"]


def test_results_that_of_another_model_rate_ranges_and_a_clause_after_respectively():
    # styled in the manner of serverless-loading papers: "reduces the cold-start latency of OPT-30B from 41.2 s to
    # 6.8 s and that of Llama-2-70B from 96 s to 14.5 s"; of offloading papers: "decodes at 11.3 and 17.9 tokens/s,
    # respectively"; of point-cloud papers: a "respectively" in brackets pairs nothing after it ("(77.5 and 73.4,
    # respectively) while reducing peak memory by 62% and training time by 41%")
    def results(text):
        return [(r["value"], r["unit"], r["metric"])
                for r in _record(text)["results"]]

    assert [m for _, _, m in results("QuickLoad reduces the cold-start latency of OPT-30B from 41.2 s to 6.8 s and "
                                     "that of Llama-2-70B from 96 s to 14.5 s.")] == ["cold-start latency"] * 4
    assert results("ExpertCache decodes at 11.3 and 17.9 tokens/s, respectively.") == [
        (11.3, "tokens/s", ""), (17.9, "tokens/s", "")]
    assert results("PointFlash matches the mIoU of Point Transformer V3 (77.5 and 73.4, respectively) while reducing "
                   "peak memory by 62% and training time by 41%.") == [
        (62.0, "%", "peak memory"), (41.0, "%", "training time")]


def test_results_more_things_are_counted_and_between_rounds_is_no_metric():
    # styled in the manner of POLCA (arXiv 2308.12908): "deploy 30% more servers"; of Mooncake (arXiv 2407.00079):
    # "handle 75% more requests"; of MLPerf Training: "improved performance by up to 1.3x between rounds";
    # "2x more accurate" counts nothing
    rec = _record(
        "We can deploy 30% more servers in the same GPU cluster. Mooncake enables Kimi to handle 75% more requests. "
        "Submitters improved performance by up to 1.3x between rounds. It is 2x more accurate.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (30.0, "number of servers"), (75.0, "number of requests"), (1.3, ""), (2.0, "")]


def test_results_a_list_of_numbers_with_the_unit_of_its_last_and_no_powers_of_ten():
    # styled in the manner of RAG papers: "improves accuracy by 7.2, 5.9, and 3.4 points over standard RAG"; of
    # scaling-law papers: "at 10^19 FLOPs" is a compute budget, no value of 19
    rec = _record(
        "CRAG-Lite improves accuracy by 7.2, 5.9, and 3.4 points over standard RAG. The optimal ratio falls from "
        "10% of the pool at 10^19 FLOPs. We train on 2, 4, and 8 GPUs.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (7.2, "points", "accuracy"), (5.9, "points", "accuracy"), (3.4, "points", "accuracy"), (10.0, "%", "")]


def test_results_operations_per_second_and_per_watt_and_a_power_budget():
    # styled in the manner of FPGA and PIM accelerator papers: "achieves 1,872 GOPS and 61.4 GOPS/W"; "within a
    # 1.8 W power budget" names no metric "W power"
    rec = _record(
        "CirTrans achieves 1,872 GOPS and 61.4 GOPS/W for BERT-base inference. A chip decodes LLaMA-7B at 14.2 "
        "tokens/s within a 1.8 W power budget.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (1872.0, "GOPS", ""), (61.4, "GOPS/W", "energy efficiency"), (14.2, "tokens/s", "")]
    assert rec["entities"]["Metric"] == []


def test_results_a_size_in_a_model_name_is_no_result_and_the_nearest_verb_names_the_factor():
    # styled on lossless weight compression: "shrinks Llama-3-70B weights by 29%" read 70B as a model size; "...
    # and speeds up batch-1 decoding by 1.25x" took the compression ratio of the earlier "shrinks"
    rec = _record("ZipServe shrinks Llama-3-70B weights by 29% and speeds up batch-1 decoding by 1.25x on H100 GPUs "
                  "relative to cuBLAS.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(29.0, "%", ""), (1.25, "x", "speedup")]
    # one verb over two values keeps them both ("speeds up the training of X by 1.24x and the prefill of Y by 1.66x")
    rec = _record("Flux-TP speeds up the training of Llama-2-70B by 1.24x and the prefill of Mixtral-8x22B by 1.66x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.24, "speedup"), (1.66, "speedup")]


def test_results_a_later_verb_of_change_takes_its_value_from_the_speed_up_verb():
    # styled on near-memory recommendation inference: "speeds up ... by 9.8x and ... by 4.2x, while reducing memory
    # energy by 45%" made the 45% a speedup
    rec = _record("Simulation shows that RecNMP speeds up embedding operations by 9.8x and end-to-end inference by "
                  "4.2x, while reducing memory energy by 45% compared to a Skylake server baseline.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(9.8, "speedup"), (4.2, "speedup"),
                                                                   (45.0, "memory energy")]
    # (what was sped up may be a noun in -ing: "speeds up saving and loading by 9.96x and 8.80x")
    rec = _record("ByteCheckpoint speeds up saving and loading by 9.96x and 8.80x respectively.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(9.96, "speedup"), (8.8, "speedup")]


def test_results_weak_and_strong_scaling_efficiency_are_two_metrics():
    # styled on exascale training: "Weak scaling efficiency is 100% and strong scaling efficiency is 89%" gave both
    # values the metric "strong scaling efficiency" (one vocabulary concept had both as its names)
    rec = _record("Weak scaling efficiency is 100% and strong scaling efficiency is 89% for the 175B model.")
    assert [(r["value"], r["metric"]) for r in rec["results"] if r["unit"] == "%"] == [
        (100.0, "weak scaling efficiency"), (89.0, "strong scaling efficiency")]


def test_results_a_real_time_factor_and_a_fairness_index_are_measured():
    # styled on on-device speech recognition and fair LLM serving: "with a real-time factor of 0.4" and "a Jain's
    # fairness index of 0.98, compared with 0.71 for FCFS" were dropped (no metric known by those names)
    rec = _record("It achieves a 9.8% word error rate with a real-time factor of 0.4. FairServe achieves a Jain's "
                  "fairness index of 0.98, compared with 0.71 for FCFS.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (9.8, "word error rate"), (0.4, "real-time factor"), (0.98, "jain's fairness index"),
        (0.71, "jain's fairness index")]


def test_results_a_metric_held_the_same_in_an_opening_phrase_is_not_the_points_measure():
    # styled on adaptive-rank LoRA: "With the same number of trainable parameters as LoRA, AdaRank improves the GLUE
    # average ... by 1.1 points" gave the points the metric "number of trainable parameters"
    rec = _record("With the same number of trainable parameters as LoRA, AdaRank improves the GLUE average of "
                  "DeBERTa-v3-base by 1.1 points.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(1.1, "points", "")]


def test_results_a_score_of_a_named_model_changed_by_a_bare_number():
    # styled on adaptive-rank LoRA: "... and the ROUGE-L of BART-large on XSum by 0.9" was dropped (the score's
    # name stands before whose score it is, then the change)
    rec = _record("AdaRank improves the GLUE average of DeBERTa-v3-base by 1.1 points and the ROUGE-L of BART-large "
                  "on XSum by 0.9. It improves the BLEU of Transformer-Big on WMT14 by 1.3.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (1.1, "points", ""), (0.9, "", "rouge-l"), (1.3, "", "bleu")]


def test_results_simulated_time_per_day_is_its_own_unit():
    # styled on molecular dynamics with learned potentials: "simulates 44 million atoms at 1.2 ns/day" read the
    # unit "ns", a duration
    rec = _record("Our implementation simulates 44 million atoms at 1.2 ns/day on 4,096 MI250X GPUs and reaches "
                  "35 us per day for small systems, 2.1x faster than GROMACS.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(1.2, "ns/day"), (35.0, "us/day"), (2.1, "x")]


def test_results_a_score_change_by_a_bare_number_and_a_difference_after_a_score():
    # styled in the manner of speech-translation papers: "On CoVoST 2 X-to-English" has no factor 2 ("X-to" is no
    # times sign); "improves the average BLEU by 2.8"; "reaches 24.6 BLEU, 1.9 higher than SeamlessM4T-medium" (a
    # difference of BLEU, no factor); "training only 3.1% of the parameters" is the set-up; "24.6 BLEU" writes the
    # score as its unit
    rec = _record(
        "On CoVoST 2 X-to-English, MoA-ST improves the average BLEU by 2.8 over full fine-tuning while training only "
        "3.1% of the parameters, and on FLEURS it reaches 24.6 BLEU, 1.9 higher than SeamlessM4T-medium.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2.8, "", "bleu"), (24.6, "BLEU", "bleu"), (1.9, "", "bleu")]


def test_results_a_score_named_first_in_brackets():
    # styled in the manner of one-step generation papers: "outperforming Rectified Flow (FID 4.85 at one step) and
    # InstaFlow (FID 13.1)"; "(mIoU: 77.5)"; "(Section 3)" is no score
    rec = _record(
        "OT-Flow++ outperforms Rectified Flow (FID 4.85 at one step) and InstaFlow (FID 13.1). Our model (mIoU: "
        "77.5) wins, as shown (Section 3).")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(4.85, "fid"), (13.1, "fid"), (77.5, "miou")]


def test_results_a_bare_score_in_a_parallel_clause():
    # in the manner of Consistency Models (arXiv 2303.01469): "the new state-of-the-art FID of 3.55 on CIFAR-10 and
    # 6.20 on ImageNet 64x64"; styled: "an FID of 2.31 with 4 sampling steps and 3.87 with a single step"; an
    # integer after a decimal score is no score of it ("91.2 on MMLU and 3 on the other tasks")
    def results(text):
        return [(r["value"], r["metric"]) for r in _record(text)["results"]]

    assert results("Consistency models achieve the new state-of-the-art FID of 3.55 on CIFAR-10 and 6.20 on ImageNet "
                   "64x64 for one-step generation.") == [(3.55, "fid"), (6.2, "fid")]
    assert results("OT-Flow++ reaches an FID of 2.31 with 4 sampling steps and 3.87 with a single step.") == [
        (2.31, "fid"), (3.87, "fid")]
    assert results("It reaches an accuracy of 91.2 on MMLU and 3 on the other tasks.") == [(91.2, "accuracy")]


def test_results_a_value_after_every_is_set_up(sample_record):
    # styled on fault-tolerant pipeline training: "under a failure every 30 minutes" is how often failures come;
    # the Semantic Scholar sample: "every 1% increase in artificial intelligence penetration can lead to a 14.2% ..."
    assert _record("Bamboo-R keeps 91% of the failure-free throughput under a failure every 30 minutes.")[
        "results"] == [{"value": 91.0, "unit": "%", "metric": "failure-free throughput"}]
    assert [r["value"] for r in sample_record("semantic_scholar_paper.json", "d6106f1149e2")["results"]] == [14.2]


def test_results_an_amount_of_money_is_a_cost_whatever_metric_stands_near():
    # styled on Vidur (2024): "would require 42K GPU hours, costing around $218K" (the metric was "gpu hours");
    # a money metric named with it stays
    assert _record("A deployment-based exploration would require 42K GPU hours, costing around $218K.")[
        "results"] == [{"value": 218000.0, "unit": "$", "metric": "cost"}]
    assert _record("It cuts the training cost to $3.7K.")["results"] == [
        {"value": 3700.0, "unit": "$", "metric": "training cost"}]


def test_results_a_network_speed_of_the_set_up_is_no_outcome():
    # styled on CocktailSGD (2023): "On a 500Mbps network, ... about 1.2x slowdown compared with data center
    # networks" (500 Mbps was a result, and the data center networks a model)
    rec = _record("On a 500Mbps network, CocktailSGD only incurs about 1.2x slowdown compared with data center "
                  "networks.")
    assert rec["results"] == [{"value": 1.2, "unit": "x", "metric": "slowdown"}]
    assert rec["entities"]["Model"] == [] and rec["baselines"] == []
    assert _hits("Nodes use 100 Gbps InfiniBand links and reach 900 GB/s.") == [("900", "GB/s", None)]


def test_results_the_size_naming_a_studied_model_is_no_result():
    # styled on LLM energy studies: "on the 70B model" names one of the models measured (it was a 70 B result);
    # a size the contribution reaches still counts
    assert [r["unit"] for r in _record("Gaudi2 is 1.4x more energy efficient than MI250 on the 70B model.")[
        "results"]] == ["x"]
    assert _record("We train a 13B model on one GPU.")["results"] == [
        {"value": 13.0, "unit": "B", "metric": "model size"}]
    # a list of sizes before "models" names the models studied: "With GPT-3 13B and 30B models on 64 H100 GPUs"
    assert _record("With GPT-3 13B and 30B models on 64 H100 GPUs, CXLCkpt lowers the stall to 0.9 s.")[
        "results"] == [{"value": 0.9, "unit": "s", "metric": ""}]
    assert _record("We evaluate OPT 6.7B, 13B and 30B models.")["results"] == []


def test_results_more_x_efficient_measures_x_efficiency():
    # styled on LLM energy studies: "1.4x more energy efficient" measured "energy"
    assert _record("Gaudi2 is 1.4x more energy efficient than MI250, and 2x more power-efficient than A100.")[
        "results"] == [{"value": 1.4, "unit": "x", "metric": "energy efficiency"},
                       {"value": 2.0, "unit": "x", "metric": "power efficiency"}]


def test_results_a_margin_after_a_score_measures_the_score():
    # styled on vision papers: "95.2% top-1 accuracy on ImageNet, 1.2% higher than EfficientNet-B7" (no metric)
    assert _record("We present Zap. Zap achieves 95.2% top-1 accuracy on ImageNet, 1.2% higher than "
                   "EfficientNet-B7.")["results"] == [{"value": 95.2, "unit": "%", "metric": "top-1 accuracy"},
                                                      {"value": 1.2, "unit": "%", "metric": "top-1 accuracy"}]


def test_results_cheaper_measures_cost_not_the_clause_before(magnitudes_read):
    # "lowers energy consumption by an order of magnitude and is 2x cheaper": the 2x was energy consumption
    assert _record("We present Zap. Zap lowers energy consumption by an order of magnitude and is 2x cheaper than "
                   "TPUs.")["results"] == [{"value": 10.0, "unit": "x", "metric": "energy consumption"},
                                           {"value": 2.0, "unit": "x", "metric": "cost"}]


def test_results_an_average_in_brackets_measures_the_range_metric():
    # styled on Hidet-like abstracts: "an end-to-end speedup of 1.4x-2.2x (1.8x on average)" (the 1.8x had none)
    assert [r["metric"] for r in _record("Zap achieves an end-to-end speedup of 1.4x-2.2x (1.8x on average).")[
        "results"]] == ["end-to-end speedup"] * 3


def test_results_a_time_to_train_is_training_time():
    # styled on FFCV (2023) and large-batch training: "trains BERT-large in 76 minutes, down from 3 days";
    # styled GShard (2020): "... in 4 days to achieve far superior quality" (that phrase was its metric)
    assert _record("On 8 GPUs, Zap trains BERT-large in 76 minutes, down from 3 days.")["results"] == [
        {"value": 76.0, "unit": "minutes", "metric": "training time"},
        {"value": 3.0, "unit": "days", "metric": "training time"}]  # (3 days: where it came down from)
    assert _record("Using FFCV, we train ResNet-50 to 75% top-1 accuracy in 20 minutes on a single machine.")[
        "results"][1] == {"value": 20.0, "unit": "minutes", "metric": "training time"}


def test_results_a_change_from_one_value_to_another_counts_both_ends():
    # Deep Gradient Compression (ICLR 2018): "cutting the gradient size of ResNet-50 from 97MB to 0.35MB, and for
    # DeepSpeech from 488MB to 0.74MB" (97MB and 488MB are where the change started, the baseline's sizes: results
    # too, as the dev gold keeps ZeRO-Offload's "compared to 30TF using PyTorch alone"); LAMB
    # (ICLR 2020): "reduced from 3 days to just 76 minutes" (the metric moves on past "just"); the ends of a range
    # stay two results: "a gradient compression ratio from 270x to 600x", "models ranging from 7B to 65B"
    rec = _record("Deep Gradient Compression achieves a gradient compression ratio from 270x to 600x without losing "
                  "accuracy, cutting the gradient size of ResNet-50 from 97MB to 0.35MB, and for DeepSpeech from "
                  "488MB to 0.74MB. BERT training time can be reduced from 3 days to just 76 minutes.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (270.0, "x", "gradient compression ratio"), (600.0, "x", "gradient compression ratio"),
        (97.0, "MB", "gradient size"), (0.35, "MB", "gradient size"), (488.0, "MB", "gradient size"),
        (0.74, "MB", "gradient size"), (3.0, "days", "training time"), (76.0, "minutes", "training time")]
    rec = _record("We introduce LLaMA, a collection of foundation language models ranging from 7B to 65B parameters.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(7.0, "B"), (65.0, "B")]


def test_results_a_list_items_number_after_a_metric_is_no_score():
    # FlashAttention-2 (2023): "we (1) tweak the algorithm to reduce the number of non-matmul FLOPs (2) parallelize
    # the attention computation" read the item's number as a FLOPs score; a score in brackets stays ("on perplexity
    # (10.9 vs. 11.0)")
    rec = _record("In particular, we (1) tweak the algorithm to reduce the number of non-matmul FLOPs (2) parallelize "
                  "the attention computation, and (3) distribute the work. It improves on perplexity (10.9 vs. 11.0).")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(10.9, "perplexity"), (11.0, "perplexity")]


def test_results_a_budget_the_comparison_ran_under_is_set_up():
    # ShuffleNet (CVPR 2018): "lower top-1 error (absolute 7.8%) than recent MobileNet ..., under the computation
    # budget of 40 MFLOPs" read the budget as a result; "At a 600M-FLOPs budget" the same; a gain under a budget stays
    rec = _record("ShuffleNet has lower top-1 error (absolute 7.8%) than recent MobileNet on ImageNet classification "
                  "task, under the computation budget of 40 MFLOPs. At a 600M-FLOPs budget it reaches 75% accuracy. It "
                  "achieves 2x speedup under the same budget.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (7.8, "%", "top-1 error"), (75.0, "%", "accuracy"), (2.0, "x", "speedup")]


def test_results_a_range_of_durations_is_two_results():
    # styled on PipeSwitch (2020): "only 3.6-6.6 ms task startup overhead" (the 3.6 was lost)
    assert _record("PipeSwitch has only 3.6-6.6 ms task startup overhead.")["results"] == [
        {"value": 3.6, "unit": "ms", "metric": "task startup overhead"},
        {"value": 6.6, "unit": "ms", "metric": "task startup overhead"}]



def test_results_resuming_training_is_no_training_time():
    # styled on elastic training: "resumes training within 12 seconds after a resize" is no time to train
    assert _record("ElasTrain resumes training within 12 seconds after a resize.")["results"] == [
        {"value": 12.0, "unit": "seconds", "metric": ""}]


def test_results_seconds_and_square_millimetres_as_written():
    # styled on checkpoint recovery and near-memory search: "41 seconds" was written "s" and "3.2 mm^2", "148 mm²"
    # were written "mm2" (a time's unit is as written, as "minutes" and "hours" were; "s" stays "s")
    assert [(r["value"], r["unit"]) for r in _record(
        "Lantern recovers in 41 seconds, 13.6x faster than Oobleck, and cuts TTFT from 1.2 s to 0.4 s; its logic adds "
        "3.2 mm^2 of area per stack and the die is 148 mm\u00b2.")["results"]] == [
        (41.0, "seconds"), (13.6, "x"), (1.2, "s"), (0.4, "s"), (3.2, "mm^2"), (148.0, "mm\u00b2")]


def test_results_the_quantity_of_a_baseline_surpassed_by_a_margin():
    # styled on Zeus-like abstracts (sty8-1): "surpassing the speed of vLLM by 37%" had no metric
    assert _record("We present Zap. Zap runs at 120 tokens/s, surpassing the speed of vLLM by 37%.")["results"] == [
        {"value": 120.0, "unit": "tokens/s", "metric": ""}, {"value": 37.0, "unit": "%", "metric": "speed"}]


def test_results_a_margin_below_a_counterpart_measures_the_score():
    # styled on microcontroller speech recognition: "reaches 96.1% accuracy, 0.3% below its FP32 counterpart"
    assert _record("We present TinySpeech-QAT. Our 4-bit model reaches 96.1% accuracy, 0.3% below its FP32 "
                   "counterpart.")["results"] == [{"value": 96.1, "unit": "%", "metric": "accuracy"},
                                                 {"value": 0.3, "unit": "%", "metric": "accuracy"}]


def test_results_longer_contexts_and_a_perplexity_degradation():
    # styled on long-context serving and compression abstracts: "supports 8x longer contexts" had no metric,
    # "with only 0.8 perplexity degradation" was no result
    assert _record("We present Zap. Zap supports 8x longer contexts.")["results"] == [
        {"value": 8.0, "unit": "x", "metric": "context length"}]
    assert _record("We present Zap. Zap shrinks model size by 3.5x with only 0.8 perplexity degradation on "
                   "WikiText-2.")["results"] == [{"value": 3.5, "unit": "x", "metric": "model size"},
                                                 {"value": 0.8, "unit": "", "metric": "perplexity"}]


def test_results_a_rate_per_unit_of_work_keeps_its_unit():
    # styled on inference-efficiency abstracts: "1.9x higher tokens per joule" measured "tokens"
    assert _record("We present Zap. Zap achieves 1.9x higher tokens per joule.")["results"] == [
        {"value": 1.9, "unit": "x", "metric": "tokens per joule"}]


def test_range_ends_share_their_own_metric_before_a_clause_before_them():
    # styled on FlashInfer: "13-17% speedup" after "28-30% latency reduction" measures speedup; a hyphenated metric
    # stays whole
    rec = _record("Compared to state-of-the-art LLM serving solutions, FlashInfer achieves 29-69% "
                  "inter-token-latency reduction compared to compiler backends, 28-30% latency reduction for "
                  "long-context inference, and 13-17% speedup for LLM serving with parallel generation.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (29, "inter-token-latency"), (69, "inter-token-latency"), (28, "latency"), (30, "latency"),
        (13, "speedup"), (17, "speedup")]


def test_a_link_rate_is_set_up_unless_it_is_the_bandwidth_achieved():
    rec = _record("FlashComm achieves 153 GB/s of NVLink bandwidth and 43 GB/s of RDMA bandwidth on H800 GPUs, "
                  "1.4x faster than NCCL over 100 Gbps RDMA.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(153, "GB/s"), (43, "GB/s"), (1.4, "x")]


def test_a_verbs_second_object_by_a_value_is_its_metric_or_what_it_speeds_up():
    # styled on Shockwave: "fairness" is no metric of the vocabulary, but measured as makespan is
    rec = _record("Shockwave improves makespan by 1.3x and fairness by 2x when compared with Themis.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.3, "makespan"), (2, "fairness")]
    # a styled RecNMP: the objects are what is sped up, both values speedups
    rec = _record("RecNMP+ accelerates embedding operations by 4.2x and end-to-end inference by 2.1x over a CPU "
                  "baseline.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(4.2, "speedup"), (2.1, "speedup")]


def test_a_relative_clause_after_a_metric_keeps_it_for_its_value():
    # styled on MiCS: "near-linear scaling efficiency, which is up to 1.27x that of DeepSpeed"
    rec = _record("MiCS achieves near-linear scaling efficiency, which is up to 1.27x that of DeepSpeed.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.27, "scaling efficiency")]


def test_a_conjoined_metric_with_a_value_of_its_own_takes_none_of_the_first():
    # styled on QGTC: "11.5x better energy efficiency and an accuracy loss under 0.3%" gave 11.5x twice, once as
    # "an accuracy loss"
    rec = _record("QGTC trains GraphSAGE 4.6x faster than PyG, with 11.5x better energy efficiency and an accuracy "
                  "loss under 0.3%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (4.6, "speedup"), (11.5, "energy efficiency"), (0.3, "accuracy")]


def test_values_for_other_models_or_baselines_of_one_verb_share_its_metric():
    # styled on a tensor-parallel overlap paper: "and Llama-3 70B by 1.18x", "and by 1.09x over X"
    rec = _record("On 64 H100 GPUs, Loom improves the training throughput of GPT-3 175B by 1.24x and Llama-3 70B by "
                  "1.18x over Megatron-LM's default schedule and by 1.09x over the hand-written overlap in "
                  "TransformerEngine.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (1.24, "training throughput"), (1.18, "training throughput"), (1.09, "training throughput")]


def test_a_metric_held_equal_is_not_what_the_margin_measures():
    # styled on a token-merging paper: "outperforms ToMe and EViT at equal latency by 1.1 and 0.8 percentage points,
    # respectively" gave the metric "equal latency", then "mergelite outperforms tome" (the compared names)
    rec = _record("On ImageNet, MergeLite reaches 81.2% top-1 accuracy and outperforms ToMe and EViT at equal latency "
                  "by 1.1 and 0.8 percentage points, respectively.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (81.2, "top-1 accuracy"), (1.1, "top-1 accuracy"), (0.8, "top-1 accuracy")]
    assert "equal latency" not in rec["entities"]["Metric"]
    rec = _record("MergeLite outperforms ToMe and EViT at equal latency by 1.1 and 0.8 percentage points, "
                  "respectively.")
    assert [r["metric"] for r in rec["results"]] == ["", ""]


def test_memory_sizes_of_a_named_device_or_of_what_was_studied_are_set_up():
    # styled on a PEFT-on-edge study and a serverless cold-start study
    rec = _record("QLoRA cuts peak memory by 58%, but none of the methods fits Gemma-2B into the 8 GB of the "
                  "Raspberry Pi 5 without gradient checkpointing. Model weight loading dominates for models larger "
                  "than 1 GB.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(58, "%", "peak memory")]


def test_speed_up_a_version_fewer_compound_nouns_and_that_of_a_second_baseline():
    # styled on an AMD sparse-attention paper, a large-batch schedule paper and an elastic expert-parallel paper
    rec = _record("Our kernels speed up the prefill of Llama-3.1-70B by 2.2x at a context length of 256K.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.2, "speedup")]
    rec = _record("The model matches the perplexity of the baseline while using 3.1x fewer optimizer steps.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(3.1, "number of optimizer steps")]
    rec = _record("FlexEP achieves 1.47x the throughput of DeepSpeed-MoE and 1.29x that of Tutel.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.47, "throughput"), (1.29, "throughput")]


def test_an_apposed_factor_over_a_baseline_measures_the_value_before_it():
    # styled on a weight-streaming paper
    rec = _record("On an RTX 3090, Hermes runs OPT-30B with a time per output token of 0.41 s, a 4.3x improvement "
                  "over Hugging Face Accelerate and 1.6x over DeepSpeed-Inference.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (0.41, "time per output token"), (4.3, "time per output token"), (1.6, "time per output token")]


def test_workload_sizes_are_set_up_and_a_contrasted_value_shares_the_metric():
    # styled on a collective-communication study
    rec = _record("We measure all-reduce in NCCL on DGX H100 nodes for message sizes from 1 KB to 4 GB. NCCL "
                  "reaches 88% of the NVLink bus bandwidth for large messages but only 21% for 1 MB messages.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (88, "%", "nvlink bus bandwidth"), (21, "%", "nvlink bus bandwidth")]


def test_a_metric_right_before_a_value_that_compares_is_its_metric():
    # styled on a multi-LoRA serving paper: "with 99th-percentile latency 45% lower than S-LoRA"
    rec = _record("LoRA-Switch achieves 2.4x lower per-token latency, with 99th-percentile latency 45% lower than "
                  "S-LoRA.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (2.4, "per-token latency"), (45, "99th-percentile latency")]
    # and the vocabulary's mean absolute percentage error, styled on a kernel-runtime predictor
    rec = _record("The model predicts kernel runtime with a mean absolute percentage error of 6.8%, compared with "
                  "23.5% for the roofline model.")
    assert [r["metric"] for r in rec["results"]] == ["mean absolute percentage error"] * 2


def test_a_recovery_time_and_what_contrasted_subjects_reach():
    # styled on a fault-tolerant collective library and a streaming data loader
    rec = _record("On a 1,024-GPU cluster, ResCCL recovers from a link failure in 1.8 seconds on average, compared "
                  "with 12 minutes for checkpoint-based restart.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.8, "recovery time"), (12, "recovery time")]
    rec = _record("StreamPipe keeps 512 H100 GPUs above 95% utilization when training a CLIP ViT-L/14 model on "
                  "LAION-2B, whereas PyTorch's DataLoader reaches 61% and FFCV 83%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (95, "utilization"), (61, "utilization"), (83, "utilization")]


def test_the_size_of_the_things_studied_is_set_up():
    # styled on a recommendation-training carbon study: "embedding tables of up to 1 TB"
    rec = _record("We profile training DLRM-style models with embedding tables of up to 1 TB on CPU-GPU clusters; "
                  "sharding lowers energy per epoch by 27%.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(27, "%")]


def test_a_score_difference_a_bound_on_a_speedup_and_a_links_set_up():
    # styled on a low-rank optimizer, a gradient-compression study and a cross-datacenter training paper
    rec = _record("Its validation perplexity is within 0.3 of full-rank Adam and 1.1 lower than GaLore at the same "
                  "rank.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(1.1, "", "validation perplexity")]
    rec = _record("Compression speeds up training only on the 10 Gbps network, by at most 1.6x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.6, "speedup")]
    rec = _record("We train across datacenters connected by wide-area links with 100 to 400 Gbps of bandwidth and 10 "
                  "to 60 ms of latency. Our design loses less than 5% throughput compared with a single site, whereas "
                  "naive data parallelism across sites loses 46%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(5, "throughput"), (46, "throughput")]


def test_fold_words_are_factors_and_no_part_of_a_metric():
    # "a two-fold speedup" measured "two-fold speedup", and "a threefold reduction" was read as the first value's
    rec = _record("It achieves a two-fold speedup and a threefold reduction in memory.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(2, "x", "speedup"), (3, "x", "memory")]
    assert rec["entities"]["Metric"] == ["speedup"]
    # (Semantic Scholar: "Our objectives are threefold: ..." is no result)
    assert _record("Our objectives are threefold: to provide a study of RLHF.")["results"] == []


def test_a_ranges_first_end_per_setting_lists_and_bounded_drops_take_their_metric():
    # styled on a CPU/GPU hybrid MoE engine and a GPU-allocation paper; the dev set's ScaLA has the same range form
    rec = _record("KTransformers achieves 4.62-19.74x prefilling speedups and 1.25-4.09x decoding speedups, with an "
                  "average accuracy drop no greater than 0.5%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (4.62, "prefilling speedup"), (19.74, "prefilling speedup"), (1.25, "decoding speedup"),
        (4.09, "decoding speedup"), (0.5, "average accuracy")]
    rec = _record("Melange reduces deployment costs by up to 77% in conversational settings, 33% in document-based "
                  "settings, and 51% in a mixed setting.")
    assert [r["metric"] for r in rec["results"]] == ["deployment cost"] * 3
    rec = _record("It serves requests at up to 10x higher rates while staying within latency constraints for more "
                  "than 99% of requests.")  # (the 99% is the bound it stays within, as h95-04, h104-04/06 annotate)
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(10, "rate")]
    rec = _record("Photon outperforms the wall-time of baseline distributed training methods by 35%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(35, "wall-time")]


def test_a_cache_size_in_the_metrics_phrase_a_baselines_value_and_slo_targets():
    # styled on a learned model-weight cache and a DVFS serving paper
    rec = _record("WeightCache raises the byte hit ratio of a 10 TB edge cache from 61% under LRU to 74%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(61, "byte hit ratio"), (74, "byte hit ratio")]
    assert "edge cache" in rec["entities"]["Technique"] and "TB edge cache" not in rec["entities"]["Technique"]
    rec = _record("DynaFreq saves 23% of GPU energy at the same throughput, and 31% when the P99 time-between-tokens "
                  "SLO is relaxed from 100 ms to 150 ms. It meets a 200 ms latency SLO while reducing latency to 80 ms.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(23, "%"), (31, "%"), (80, "ms")]  # (a 200 ms SLO
    # is a target set)


def test_an_slo_set_around_a_value_is_set_up_and_not_the_values_metric():
    # styled on a serving benchmark: the SLO's 200 ms is a target, and 2.8x measures goodput
    rec = _record("We also find that reported throughput numbers overstate goodput under a 200 ms "
                  "time-per-output-token SLO by up to 2.8x.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(2.8, "x", "goodput")]
    assert "overstate goodput" not in rec["entities"]["Metric"]


def test_a_baselines_bare_score_after_compared_with_is_a_result():
    # styled on a joint sparsification and quantization paper, and GeoFold's "compared with 0.71 for ESMFold"
    rec = _record("On WikiText-2, JSQ reaches a perplexity of 4.78 on LLaMA-65B, compared with 5.32 for SparseGPT "
                  "followed by GPTQ.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (4.78, "", "perplexity"), (5.32, "", "perplexity")]


def test_doubles_and_halves_a_named_quantity_are_factors_of_two():
    rec = _record("Falcon doubles the training throughput and halves the memory footprint of KV caches.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2, "x", "training throughput"), (2, "x", "memory footprint")]
    # a noun, or a change of the set-up, is none
    assert _record("We split the model into two halves and doubled the batch size. It doubles as a scheduler.")[
        "results"] == []


def test_a_rate_of_dropout_set_as_the_condition_is_set_up():
    # styled on an asynchronous federated learning paper
    rec = _record("Under client dropout of 30%, TierFL's time-to-accuracy degrades by only 12%, compared with 48% for "
                  "FedAvg.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(12, "time-to-accuracy"), (48, "time-to-accuracy")]


def test_a_name_with_digits_between_a_metric_and_its_value_is_read_whole():
    # styled on a tiered vector-search paper (the dev set's seed-31, "Its training cost saving is demonstrated from
    # encoder-decoder models (prior works) to a 5x saving", gains the gold's metric the same way)
    rec = _record("End-to-end RAG latency with Llama-3-8B drops by 38%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(38, "rag latency")]


def test_a_bare_score_a_metric_stays_within_is_a_result():
    # styled on KV-cache quantization and sparse-attention papers: "keeps perplexity within 0.1 of the FP16 baseline"
    rec = _record("With 3-bit keys, KVQuant-2 keeps perplexity within 0.1 of the FP16 baseline on WikiText-2.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(0.1, "", "perplexity")]


def test_decibels_are_a_unit():
    rec = _record("SplatFlow improves PSNR by 1.4 dB over HyperNeRF.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(1.4, "dB", "psnr")]


def test_a_named_metrics_share_of_a_budget_is_a_result():
    # styled on a power-characterization study: "with a median utilization of 62% of the power budget"
    rec = _record("Inference clusters rarely reach their provisioned power, with a median utilization of 62% of the "
                  "power budget. We prune with a 30% budget.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(62.0, "%", "median utilization")]


def test_memory_a_device_has_is_set_up_and_memory_a_design_fits_in_is_an_outcome():
    # styled on a wafer-scale training study and an FPGA accelerator: "whose ... 40 GB of on-chip SRAM favor"
    rec = _record("Its 850,000 cores and 40 GB of on-chip SRAM favor unstructured sparsity. The design fits in 43 MB "
                  "of on-chip memory.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(43.0, "MB")]


def test_results_respectively_over_compared_systems_all_measure_the_one_metric():
    # styled: "respectively" pairs the values with the systems compared; the one quantity named is what both
    # measure. Quantities in a list, some not recognised, still pair in order or not at all.
    rec = _record("Compared with Vearch and Vald, Manu cuts p99 search latency by 62% and 71% respectively under "
                  "a mixed read/write workload.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(62.0, "p99 search latency"),
                                                                   (71.0, "p99 search latency")]
    rec = _record("The sensitivity, specificity, positive predictive value, and negative predictive value of the "
                  "trained model were 85%, 99%, 99.6%, and 67%, respectively.")
    assert [r["metric"] for r in rec["results"]] == ["", "", "", ""]


def test_results_a_metric_that_exceeds_or_stays_above_a_value_measures_it():
    # styled (GNN training with a feature cache): "exceeds", "stays above", "remains at" tie the quantity to it
    rec = _record("Its feature cache hit rate exceeds 90% with only 10% of the features cached. Accuracy stays "
                  "above 76.1% and its top-1 accuracy remains at 81.2%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (90.0, "feature cache hit rate"), (76.1, "accuracy"), (81.2, "top-1 accuracy")]


def test_results_a_price_is_a_metric():
    # styled (an LLM serving cost study): "1.6x the hourly price" measures the price, not the throughput before it
    rec = _record("We find that the H100 delivers 2.5x the throughput of the A100 at only 1.6x the hourly price.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.5, "throughput"), (1.6, "hourly price")]


def test_results_a_score_at_a_cut_off_is_a_metric():
    # styled (object detection on microcontrollers): "52.3% mAP@0.5 on VOC"; the data set after it is one too
    rec = _record("Edge-YOLO-S attains 52.3% mAP@0.5 on VOC, 11.6 points higher than the best prior detector.")
    assert rec["entities"]["Metric"] == ["mAP@0.5"]
    assert rec["entities"]["Dataset"] == ["VOC"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(52.3, "map@0.5"), (11.6, "map@0.5")]


def test_results_a_verb_of_speed_reaches_a_long_list_of_what_it_speeds_up():
    # styled (sparse tensor compilation): the third value of "accelerates SpMM by 1.2-2.4x and SDDMM by 1.5-3.1x over
    # cuSPARSE, and end-to-end GraphSAGE training by 1.4x over DGL" is a speedup too
    rec = _record("On A100 GPUs, Zap accelerates SpMM by 1.2-2.4x and SDDMM by 1.5-3.1x over cuSPARSE, and "
                  "end-to-end GraphSAGE training by 1.4x over DGL.")
    assert [r["metric"] for r in rec["results"]] == ["speedup"] * 5


def test_results_a_share_of_another_quantity_measures_the_one_named_before():
    # styled (universal checkpoints): "the checkpointing overhead is less than 2% of the training time" measures the
    # overhead, as a share of the training time
    rec = _record("The checkpointing overhead is less than 2% of the training time.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.0, "checkpointing overhead")]


def test_results_a_value_restated_after_or_measures_the_same_metric():
    # styled (prefix caching for hybrid models): "reducing P95 time-to-first-token by up to 71.1%, or 617 ms"
    rec = _record("Marconi reduces P95 time-to-first-token by up to 71.1%, or 617 ms.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (71.1, "p95 time-to-first-token"), (617.0, "p95 time-to-first-token")]


def test_results_shrinking_a_table_by_a_factor_is_a_compression_ratio():
    # styled (embedding-table compression): "shrinks the embedding tables by 11x"; a named metric shrunk keeps it
    rec = _record("Prism shrinks the embedding tables by 11x. It shrinks latency by 2x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(11.0, "compression ratio"), (2.0, "latency")]


def test_results_a_known_score_weighted_or_balanced_is_its_own_metric():
    # in the manner of arXiv 2512.13632 (stuttering detection): "a weighted F1-score of 0.65" is the weighted F1
    rec = _record("StutterFuse achieves a weighted F1-score of 0.65. We also report balanced accuracy.")
    assert rec["entities"]["Metric"] == ["weighted F1 score", "balanced accuracy"]
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(0.65, "weighted f1 score")]


def test_results_a_value_compared_to_a_names_value_measures_the_same_metric():
    # in the manner of arXiv 2512.13608: "a detection rate of 78.8% compared to Dinov2's 77.3%"
    rec = _record("DBT-DINO reaches a detection rate of 78.8% compared to Dinov2's 77.3%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(78.8, "detection rate"), (77.3, "detection rate")]


def test_results_a_share_of_the_time_is_how_often_not_a_time():
    # styled (SLO-aware serving): "meets the latency SLO 99% of the time" is its SLO attainment; "87% of the time"
    # alone measures no time
    assert [(r["value"], r["metric"]) for r in _record("It meets the latency SLO 99% of the time.")["results"]] == [
        (99.0, "slo attainment")]
    assert [(r["value"], r["metric"]) for r in _record("The cache serves hits 87% of the time.")["results"]] == [
        (87.0, "")]


def test_results_a_bare_count_of_devices_is_no_result():
    # styled on ZeRO++ (arXiv 2306.10209): "2.16x better throughput at 384 GPU scale": 384 is how many GPUs
    rec = _record("ZeRO++ reduces communication volume of ZeRO by 4x, enabling up to 2.16x better throughput at 384 "
                  "GPU scale.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(4.0, "communication volume"), (2.16, "throughput")]


def test_results_a_count_of_named_machines_in_a_cluster_is_no_result():
    # styled on SlimPajama-DC (2023): "trained on Cerebras 16$\\times$ CS-2 cluster" read 16x as a factor (CS-2 is
    # typed by its shape, not as a device); a factor of a result stays one
    rec = _record("All our models are trained on Cerebras 16$\\times$ CS-2 cluster. We train on a 4x FooBar-2 "
                  "cluster and reach 3x speedup.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(3.0, "x")]


def test_results_a_time_taken_belongs_to_the_clause_of_its_verb():
    # styled (elastic embedding sharding): "trained on 128 A100 GPUs, EmbShard rescales the job in 41 seconds" is no
    # training time; "trains BERT-large, a 340M model, in 76 minutes" is
    rec = _record("On a DLRM trained on 128 A100 GPUs, EmbShard rescales the job in 41 seconds instead of 19 minutes.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(41.0, ""), (19.0, "")]
    rec = _record("It trains BERT-large, a large model, in 76 minutes.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(76.0, "training time")]


def test_results_a_list_of_percentages_before_its_metric_all_measure_it():
    # "CheckFreq and Gemini incur 9% and 5% overheads": both are overheads, as "2.1x and 3.4x speedups" both
    # speedups; with no metric after the list, none is guessed
    assert [(r["value"], r["metric"]) for r in _record(
        "CheckFreq and Gemini incur 9% and 5% overheads. They add 9%, 7%, and 5% latency.")["results"]] == [
        (9.0, "overhead"), (5.0, "overhead"), (9.0, "latency"), (7.0, "latency"), (5.0, "latency")]
    assert [r["metric"] for r in _record("Its overheads are 9% and 5%.")["results"]] == ["", ""]
    # a list whose last value has a metric of its own after a preposition (an Atom abstract, 2512.13434), and
    # metrics paired by "respectively" (a Semantic Scholar sample abstract)
    assert [(r["value"], r["metric"]) for r in _record(
        "The improvement in AUC was 16.28% and 46.15% in F1-score. ExtGPT-QA obtained 93.25% and 90.52% F1-score "
        "and exact match, respectively.")["results"]] == [
        (16.28, "auc"), (46.15, "f1 score"), (93.25, "f1 score"), (90.52, "exact match")]


def test_results_a_drop_after_a_with_is_an_outcome_and_a_metric_cutoff_is_skipped():
    # styled on federated-recommendation attacks: "with a 0.4% drop in NDCG@10" is what the defense costs (not a
    # setting like "with a 10% dropout"); "the hit ratio at 10 from 0.02% to 48.7%" measures the hit ratio
    assert [(r["value"], r["metric"]) for r in _record(
        "The defense cuts the attack's success to 3.1% with a 0.4% drop in NDCG@10. PIECK-B raises the target "
        "item's hit ratio at 10 from 0.02% to 48.7%.")["results"]] == [
        (3.1, ""), (0.4, "ndcg@10"), (0.02, "hit ratio"), (48.7, "hit ratio")]
    assert _record("It trains with a 10% dropout.")["results"] == []


def test_results_an_error_measure_and_the_next_settings_change():
    # styled on depth estimation and math reasoning: "an absolute relative error of 0.112 and 0.094,
    # respectively"; "on GSM8K from 79.6% to 86.2% and on MATH from 30.0% to 37.5%" (both accuracies);
    # "human errors" are mistakes, and "learning with errors (LWE)" a problem, not measures
    assert [(r["value"], r["metric"]) for r in _record(
        "FlyDepth reaches an absolute relative error of 0.112 and 0.094, respectively.")["results"]] == [
        (0.112, "absolute relative error"), (0.094, "absolute relative error")]
    assert [r["metric"] for r in _record(
        "VtR improves accuracy on GSM8K from 79.6% to 86.2% and on MATH from 30.0% to 37.5%.")["results"]] == [
        "accuracy"] * 4
    rec = _record("Human errors happen. It rests on the learning with errors (LWE) assumption.")
    assert rec["entities"]["Metric"] == []
    # a dash for a pause glues no modifier (Semantic Scholar record e8fb4f024e35)
    assert _record("Notably, we achieved optimal results-with mean absolute error of 0.03.")["results"] == [
        {"value": 0.03, "unit": "", "metric": "mean absolute error"}]


def test_results_link_rates_of_the_setting_and_a_hedged_speedup():
    # styled on gradient-compression studies: "with 100 Gbps and 400 Gbps networks", "at 100 Gbps" set the
    # scene; "speeds up ... by only 1.08x" is a speedup; a rate reached stays one
    assert [(r["value"], r["unit"], r["metric"]) for r in _record(
        "We test on clusters with 100 Gbps and 400 Gbps networks. The best scheme speeds up BERT-large "
        "pre-training by only 1.08x at 100 Gbps. It sustains a throughput of 94 Gbps.")["results"]] == [
        (1.08, "x", "speedup"), (94.0, "Gbps", "throughput")]


def test_results_slo_met_for_a_share_of_requests_and_training_as_a_noun():
    # styled on compound-AI serving and co-location: "meets the end-to-end SLO for 99% of requests" is SLO
    # attainment; "reclaims training memory within 50 ms" took no training time
    assert [(r["value"], r["metric"]) for r in _record(
        "Hummingbird meets the end-to-end SLO for 99% of requests while using 37% fewer GPUs.")["results"]] == [
        (99.0, "slo attainment"), (37.0, "number of GPUs")]
    assert _record("A memory manager reclaims training memory within 50 ms.")["results"] == [
        {"value": 50.0, "unit": "ms", "metric": ""}]


def test_results_scores_on_parallel_data_sets_and_an_operating_point():
    # styled on document layout agents and calibration: "91.4 mAP on DocLayNet and 88.2 on PubLayNet" (both mAP,
    # both data sets); "At 80% coverage" is the operating point; "reduces the expected calibration error by 58%"
    rec = _record("DocLayout-Agent achieves 91.4 mAP on DocLayNet and 88.2 on PubLayNet. At 80% coverage, accuracy "
                  "rises from 71.2% to 79.5%. It reduces the expected calibration error of CLIP by 58%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (91.4, "map"), (88.2, "map"), (71.2, "accuracy"), (79.5, "accuracy"), (58.0, "expected calibration error")]
    assert rec["entities"]["Dataset"] == ["DocLayNet", "PubLayNet"]
    assert _record("It achieves 85% branch coverage.")["results"][0]["value"] == 85.0


def test_results_a_model_compressed_to_a_size_and_inference_run_in_a_time():
    # styled on microcontroller quantization: "compresses DeiT-Tiny to 1.1 MB" is its size, "runs inference in
    # 310 ms" its latency; an STM32 microcontroller is a device; "a min-cost flow problem" measures no cost
    rec = _record("QuantEdge compresses DeiT-Tiny to 1.1 MB with 68.9% top-1 accuracy and runs inference in 310 ms "
                  "on an STM32H7. It solves a min-cost flow problem.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (1.1, "model size"), (68.9, "top-1 accuracy"), (310.0, "inference latency")]
    assert rec["entities"]["Hardware"] == ["STM32H7"] and rec["entities"]["Metric"] == ["top-1 accuracy"]


def test_results_two_scores_before_average_precision_and_the_next_range():
    # styled on 3D segmentation and household planning: "28.4 and 33.1 AP respectively"; "from 34.6% to 52.1% and
    # from 11.2% to 24.7%" all measure the success rate
    assert [(r["value"], r["metric"]) for r in _record(
        "OmniSeg3D-X achieves 28.4 and 33.1 AP respectively, improving over Open3DIS by +3.2 AP.")["results"]] == [
        (28.4, "ap"), (33.1, "ap"), (3.2, "ap")]
    assert [r["metric"] for r in _record(
        "HiPlan raises the task success rate from 34.6% to 52.1% and from 11.2% to 24.7%.")["results"]] == [
        "success rate"] * 4


def test_results_the_model_size_a_rate_or_a_time_is_for_is_the_setting():
    # in the manner of ZeRO-Offload (dev seed-37): "40 TFlops/GPU ... for 10B parameter model" measures the rate
    # for that size; "for a 1.4B parameter model, the largest that can be trained" says how far it goes; styled:
    # "completes in under 20 minutes for a 70B model"
    assert [(r["value"], r["unit"]) for r in _record(
        "ZeRO-Offload can achieve 40 TFlops/GPU on a single NVIDIA V100 GPU for 10B parameter model compared to 30TF "
        "using PyTorch alone for a 1.4B parameter model, the largest that can be trained without running out of "
        "memory.")["results"]] == [(40.0, "TFLOPS"), (30.0, "TFLOPS"), (1.4, "B")]
    assert [r["value"] for r in _record("It completes in under 20 minutes for a 70B model on one A100.")[
        "results"]] == [20.0]


def test_results_size_alone_in_a_sentence_about_models_is_model_size():
    # in the manner of ZeRO-Offload (dev seed-37): "a 10x increase in size" of the models trained
    assert [(r["value"], r["metric"]) for r in _record(
        "It can train models with over 13 billion parameters on a single GPU, a 10x increase in size compared to "
        "popular framework such as PyTorch.")["results"]] == [(13.0, "model size"), (10.0, "model size")]


def test_results_the_size_of_the_model_a_throughput_is_of_and_what_it_is_better_in():
    # styled on MoE training and low-bit optimizers: "training throughput of a 1.2-trillion-parameter MoE model by
    # 1.8x" (the size is the setting); "outperforms 8-bit Adam in memory by 1.7x" measures memory
    assert [(r["value"], r["metric"]) for r in _record(
        "HAll2All improves end-to-end training throughput of a 1.2-trillion-parameter MoE model by 1.8x compared "
        "with DeepSpeed-MoE. It outperforms 8-bit Adam from bitsandbytes in memory by 1.7x at equal accuracy.")[
        "results"]] == [(1.8, "end-to-end training throughput"), (1.7, "memory")]


def test_results_orders_of_magnitude_the_setting_model_and_a_span_of_systems(magnitudes_read):
    # styled on embedding sharding: "four orders of magnitude faster" (10,000x); "On a 1.3-trillion-parameter
    # model" is the setting; in the manner of MLPerf Inference (arXiv 1911.02549): systems that "span at least
    # three orders of magnitude in power consumption and five orders of magnitude in performance" (no outcome)
    assert [(r["value"], r["metric"]) for r in _record(
        "On a 1.3-trillion-parameter model trained on 256 GPUs, AutoShard improves training throughput by 1.4x, and "
        "the planner runs four orders of magnitude faster than exhaustive search.")["results"]] == [
        (1.4, "training throughput"), (10000.0, "speedup")]
    assert _record("The systems span at least three orders of magnitude in power consumption and five orders of "
                   "magnitude in performance.")["results"] == []


def test_results_a_ratio_changed_from_to_work_per_joule_and_a_share_of_tokens():
    # styled on heterogeneity-aware fair scheduling, edge LLM energy and RAG KV-cache reuse: "reduces the
    # worst-case finish-time fairness ratio from 3.4 to 1.2"; "at 31 tokens per joule" (energy efficiency); "a
    # recomputation of 15% of the tokens" (a share of the items, no quantity); a batch size set is no result
    assert [(r["value"], r["unit"], r["metric"]) for r in _record(
        "It reduces the worst-case finish-time fairness ratio from 3.4 to 1.2 compared with Themis. The Apple M3 "
        "delivers the highest efficiency at 31 tokens per joule. It recomputes 15% of the tokens. We set the batch "
        "size to 32.")["results"]] == [
        (3.4, "", "finish-time fairness ratio"), (1.2, "", "finish-time fairness ratio"),
        (31.0, "tokens/J", "energy efficiency"), (15.0, "%", "")]


def test_results_the_sizes_of_the_llms_studied_are_no_outcome():
    # styled on quantization studies: "11 open LLMs from 1.3B to 70B parameters"
    assert _record("We analyze 11 open LLMs from 1.3B to 70B parameters under INT8.")["results"] == []


def test_results_scores_on_benchmarks_training_compute_and_absolute_wer():
    # styled on open VLM families and upcycled speech MoEs: "achieves 68.1 on MMMU and 83.4 on DocVQA" (scores on
    # benchmarks, no metric named); "55% less training compute"; "by 0.3 absolute WER"; "80x cheaper to compute"
    # is a cost
    assert [(r["value"], r["metric"]) for r in _record(
        "Aurora-VL-8B achieves 68.1 on MMMU and 83.4 on DocVQA. It matches an MoE trained from scratch while using "
        "55% less training compute. Upcycling beats dense training by 0.3 absolute WER on test-other. It is 80x "
        "cheaper to compute.")["results"]] == [
        (68.1, ""), (83.4, ""), (55.0, "training compute"), (0.3, "wer"), (80.0, "cost")]
    assert _record("It was evaluated with 2.5 on ImageNet.")["results"] == []


def test_results_points_of_no_latency_and_a_model_run_in_milliseconds():
    # styled on video token pruning and keyword-spotting NAS: "by 2.4 and 1.6 points" after a latency clause
    # measure no latency; "run in 12 ms on an Arm Cortex-M4" is its latency; "a 2.1-point accuracy cost" stays
    assert [(r["value"], r["metric"]) for r in _record(
        "FrameSkim reduces end-to-end latency by 3.1x, and it outperforms FastV and VisionZip at the same token "
        "budget by 2.4 and 1.6 points on average. The discovered models reach 96.3% accuracy and run in 12 ms on an "
        "Arm Cortex-M4.")["results"]] == [
        (3.1, "end-to-end latency"), (2.4, ""), (1.6, ""), (96.3, "accuracy"), (12.0, "latency")]


def test_results_emissions_in_tonnes_of_co2e():
    # styled on carbon-footprint studies: "emits 5.2 t of CO2e", "12 kg CO2eq" (a mass alone is no emission)
    assert [(r["value"], r["unit"], r["metric"]) for r in _record(
        "Training ViT-H/14 emits 5.2 t of CO2e on A100s. Fine-tuning emits 12 kg CO2eq. It weighs 5 t.")[
        "results"]] == [(5.2, "tCO2e", "carbon emissions"), (12.0, "kgCO2e", "carbon emissions")]


def test_results_a_new_clause_with_its_own_verb_names_its_own_metric():
    # styled on selective checkpointing: "at 2.3x the sequence length of the default configuration, and is 19%
    # faster than full checkpointing" (the 19% is a speed-up, not a sequence length)
    assert [(r["value"], r["metric"]) for r in _record(
        "SelCkpt fine-tunes Llama-2-7B at 2.3x the sequence length of the default configuration, and is 19% faster "
        "than full checkpointing at the same memory budget.")["results"]] == [
        (2.3, "sequence length"), (19.0, "speedup")]


def test_results_what_the_ap_lost_at_a_cost():
    # styled on mixture-of-depths ViTs: "reduces backbone latency by 27% at a cost of 0.4 box AP"; "a training
    # cost of 1.2" is the cost's own value
    assert [(r["value"], r["metric"]) for r in _record(
        "It reduces backbone latency by 27% at a cost of 0.4 box AP. It has a training cost of 1.2 dollars.")[
        "results"]] == [(27.0, "backbone latency"), (0.4, "ap"), (1.2, "training cost")]


def test_results_a_share_of_a_metric_after_another_share():
    # styled on elastic pipeline training on spot instances: "keeps 92% of the throughput of an on-demand cluster
    # at 38% of its cost": the throughput is the first share's, the cost the second's
    assert [(r["value"], r["metric"]) for r in _record(
        "FlexPipe keeps 92% of the throughput of an on-demand cluster at 38% of its cost.")["results"]] == [
        (92.0, "throughput"), (38.0, "cost")]


def test_results_the_size_of_the_model_a_run_was_of_is_setup():
    # styled on LLM-training power studies: "during pre-training of a 70B-parameter model" and "accelerates the
    # training of a 236B-parameter MoE model by 1.4x" say what ran; "enables training of a 13B-parameter model on
    # a single GPU" is how far the system goes
    assert [(r["value"], r["metric"]) for r in _record(
        "We measure power draw during pre-training of a 70B-parameter model. FlashComm accelerates the training of "
        "a 236B-parameter MoE model by 1.4x. ZeRO-Offload enables training of a 13B-parameter model on a single "
        "GPU.")["results"]] == [(1.4, "speedup"), (13.0, "model size")]


def test_results_any_items_per_second_are_a_rate_and_measure_no_error():
    # styled on GPU learned indexes and federated analytics: "1.9 billion lookups per second" is a rate like
    # "2.3 million queries per second"; "12x lower mean squared error ... and sustains 45,000 reports per second"
    # gives the rate no error metric
    assert [(r["value"], r["unit"], r["metric"]) for r in _record(
        "GLIDE achieves 1.9 billion lookups per second. TEE-FA achieves 12x lower mean squared error than local "
        "differential privacy alone and sustains 45,000 reports per second per enclave.")["results"]] == [
        (1.9, "billion lookups per second", ""), (12.0, "x", "mean squared error"),
        (45000.0, "reports per second", "")]


def test_results_with_a_share_of_slowdown_or_loss_is_an_outcome():
    # styled on LLM-training power studies: "reduces ... by 73% with a 1.2% slowdown in training throughput" costs a
    # slowdown (an outcome, where "with a 20% dropout" or "with a 10% packet loss rate" is the set-up)
    assert [(r["value"], r["metric"]) for r in _record(
        "It reduces latency by 73% with a 1.2% slowdown. It reduces latency by 61%, with a 0.4% accuracy loss. "
        "We train with a 20% dropout and with a 10% packet loss rate.")["results"]] == [
        (73.0, "latency"), (1.2, "slowdown"), (61.0, "latency"), (0.4, "accuracy")]


def test_results_megawatts_are_power():
    # styled on LLM-training power studies: "power swings of up to 15 MW" (a facility's power, in megawatts)
    assert [(r["value"], r["unit"], r["metric"]) for r in _record(
        "At peak the cluster draws 15 MW, and the chip 278 mW.")["results"]] == [
        (15.0, "MW", "power"), (278.0, "mW", "power")]


def test_results_chip_placement_wirelength():
    # styled on chip placement: "reduces half-perimeter wirelength (HPWL) by 7.9% compared with DREAMPlace" (the
    # vocabulary's chip-design metrics)
    rec = _record("PlaceGNN reduces half-perimeter wirelength (HPWL) by 7.9% compared with DREAMPlace. It cuts total "
                  "wirelength by 5%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(7.9, "hpwl"), (5.0, "wirelength")]


def test_results_points_a_gap_narrows_to_measure_the_score_before():
    # styled on multilingual reasoning: "Accuracy drops by 21 points ..., and chain-of-thought prompting narrows
    # the gap to 9 points": the gap is in accuracy
    assert [(r["value"], r["metric"]) for r in _record(
        "Accuracy drops by 21 points from English to low-resource languages, and chain-of-thought prompting in "
        "English narrows the gap to 9 points.")["results"]] == [(21.0, "accuracy"), (9.0, "accuracy")]


def test_results_energy_units_measure_energy_and_downtime_is_a_metric():
    # styled on ViTs on microcontrollers and fault-tolerant collectives: "using 3.5x less peak memory ... and
    # consuming 42 mJ per inference" (an energy, whatever metric stands before); "reduced failure-induced downtime
    # by 91%"
    assert [(r["value"], r["metric"]) for r in _record(
        "TinyViT-MCU uses 3.5x less peak memory than a layer-by-layer baseline and consumes 42 mJ per inference. "
        "ResiComm reduced failure-induced downtime by 91%.")["results"]] == [
        (3.5, "peak memory"), (42.0, "energy"), (91.0, "failure-induced downtime")]


def test_results_time_to_detect_is_detection_time():
    # styled on fault-tolerant collectives: "detects failed links within 100 ms"; the Semantic Scholar sample: "All
    # test nodes were detected in less than 10 minutes"
    assert [(r["value"], r["metric"]) for r in _record(
        "ResiComm detects failed links within 100 ms. All test nodes were detected in less than 10 minutes.")[
        "results"]] == [(100.0, "detection time"), (10.0, "detection time")]


def test_results_a_second_change_after_the_first_ones_setting():
    # styled on MoE speech recognition: "reduces word error rate from 2.1% to 1.8% on test-clean and from 4.3% to
    # 3.6% on test-other": the second change is of the same rate
    assert [(r["value"], r["metric"]) for r in _record(
        "SpeechMoE-L reduces word error rate from 2.1% to 1.8% on test-clean and from 4.3% to 3.6% on "
        "test-other.")["results"]] == [(2.1, "word error rate"), (1.8, "word error rate"), (4.3, "word error rate"),
                                      (3.6, "word error rate")]


def test_results_the_number_of_required_things():
    # styled on DLRM embedding sharding: "reduces the p99 latency by 2.1x and the number of required servers by 35%"
    assert [(r["value"], r["metric"]) for r in _record(
        "RecShard reduces the number of required servers by 35%. It reduces the number of GPUs required for "
        "training by 40%. It cuts the p99 latency by 2.1x and the number of GPUs by 30%.")["results"]] == [
        (35.0, "number of required servers"), (40.0, "number of gpus"), (2.1, "p99 latency"), (30.0, "number of gpus")]


def test_results_a_latency_budget_is_setup_and_a_cost_function_no_metric():
    # styled on edge video analytics: "improves accuracy by 9.4% over fixed batching at the same 100 ms latency
    # budget" (the budget is set); the Semantic Scholar sample: "depending on the method and cost function used",
    # and "fit power laws": no cost, no power
    rec = _record("AdaBatch improves accuracy by 9.4% over fixed batching at the same 100 ms latency budget. The "
                  "gain depends on the cost function used. We fit power laws to the losses.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(9.4, "accuracy")]
    assert rec["entities"]["Metric"] == ["accuracy", "latency"]


def test_results_a_cut_off_is_no_value_and_a_data_sets_year_no_barrier():
    # styled on reasoning distillation: "raises the pass@1 accuracy of Qwen2.5-1.5B on AIME 2024 from 3.3% to 16.7%
    # and on MATH-500 from 54.6% to 71.2%": no value 1 (the cut-off of pass@1); the year of AIME 2024 and the
    # digits of MATH-500 stand between the accuracy and its values
    assert [(r["value"], r["metric"]) for r in _record(
        "StepDistill raises the pass@1 accuracy of Qwen2.5-1.5B on AIME 2024 from 3.3% to 16.7% and on MATH-500 "
        "from 54.6% to 71.2%.")["results"]] == [(3.3, "accuracy"), (16.7, "accuracy"), (54.6, "accuracy"),
                                                (71.2, "accuracy")]


def test_results_speech_flow_and_perception_metrics_are_known():
    # styled on unified tokenizers and dynamic reconstruction: "with a PESQ of 3.9 and a STOI of 0.95"; "reduces
    # the end-point error of 3D tracking by 22%"
    assert [(r["value"], r["metric"]) for r in _record(
        "OmniTok reconstructs audio with a PESQ of 3.9 and a STOI of 0.95. MoPrior reduces the end-point error of 3D "
        "tracking by 22%.")["results"]] == [(3.9, "pesq"), (0.95, "stoi"), (22.0, "end-point error")]


def test_results_a_value_with_a_unit_takes_no_metric_of_the_next_value():
    # styled on simultaneous speech translation: "26.8 BLEU at an average lagging of 1.2 seconds, 1.9 BLEU higher
    # than ...": the seconds measure the lagging (the next value's BLEU is its own); "2x, 2.8x, and 82x speedups"
    # still share theirs
    rec = _record("On MuST-C English-German, StreamST achieves 26.8 BLEU at an average lagging of 1.2 seconds, 1.9 "
                  "BLEU higher than the previous best model. It achieves 2x, 2.8x, and 82x speedups.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (26.8, "bleu"), (1.2, "average lagging"), (1.9, "bleu"), (2.0, "speedup"), (2.8, "speedup"), (82.0, "speedup")]
    assert rec["entities"]["Dataset"] == ["MuST-C English-German"]  # (its translation direction names it)


def test_results_a_compared_systems_bracketed_value_shares_the_metric():
    # styled on tree-structured speculative decoding: "speedups of 3.0x over autoregressive decoding, outperforming
    # SpecInfer (2.4x) and Medusa (2.2x)": the baselines' own speedups
    assert [(r["value"], r["metric"]) for r in _record(
        "TreeSpec achieves end-to-end speedups of 3.0x over autoregressive decoding, outperforming SpecInfer (2.4x) "
        "and Medusa (2.2x).")["results"]] == [(3.0, "end-to-end speedup"), (2.4, "end-to-end speedup"),
                                               (2.2, "end-to-end speedup")]


def test_results_an_acceptance_length_is_an_outcome():
    # styled on speculative decoding: "achieves average acceptance lengths of 4.1 tokens", "increases the mean
    # accepted length from 2.3 to 3.1" (where "a sequence length of 4096" is the set-up)
    assert [(r["value"], r["metric"]) for r in _record(
        "TreeSpec achieves an average acceptance length of 4.1 tokens. MoD increases the mean accepted length from "
        "2.3 to 3.1. We use a sequence length of 4096.")["results"]] == [
        (4.1, "average acceptance length"), (2.3, "mean accepted length"), (3.1, "mean accepted length")]


def test_results_restoring_training_takes_recovery_time_and_costs_is_a_verb():
    # styled on checkpoint-free fault tolerance: "restores training after a node failure in 45 seconds" is a
    # recovery time, not a training time; "Checkpointing ... costs significant I/O bandwidth" and "it often costs
    # hours to generate a kernel" name no cost
    rec = _record("Phoenix restores training after a node failure in 45 seconds on average. Checkpointing large "
                  "models every few minutes costs significant I/O bandwidth, and it often costs hours to tune.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(45.0, "recovery time")]
    assert rec["entities"]["Metric"] == ["I/O bandwidth"]


def test_results_a_score_kept_above_a_value():
    # styled on elastic vector-database sharding: "while keeping recall@10 above 0.95"
    assert [(r["value"], r["unit"], r["metric"]) for r in _record(
        "ShardKV sustains 41,000 queries per second on 16 nodes, while keeping recall@10 above 0.95.")["results"]] == [
        (41000.0, "queries per second", ""), (0.95, "", "recall@10")]


def test_results_a_scores_change_of_a_bare_value_and_a_compound_baseline():
    # styled on diffusion step caching: "with FID increases of 0.2 and 0.3, respectively, outperforming FORA and
    # Learning-to-Cache" (a named compound though "learning" opens titles); "a perplexity increase of only 0.2"
    rec = _record("We propose DeltaCache. DeltaCache accelerates sampling by 2.4x and 1.9x with FID increases of 0.2 "
                  "and 0.3, respectively, outperforming FORA and Learning-to-Cache at matched speedups. It keeps a "
                  "perplexity increase of only 0.2 on PG-19.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (2.4, "speedup"), (1.9, "speedup"), (0.2, "fid"), (0.3, "fid"), (0.2, "perplexity")]
    assert rec["baselines"] == ["FORA", "Learning-to-Cache"]


def test_results_points_lost_measure_the_score_before():
    # styled on sparse video attention: "keeps accuracy on Video-MME within 0.4 points of dense attention, while
    # FlashAttention-2 with random blocks loses 5.1 points"
    assert [(r["value"], r["metric"]) for r in _record(
        "STAK reduces prefill latency for 64-frame inputs from 11.2 s to 3.9 s on an H100 and keeps accuracy on "
        "Video-MME within 0.4 points of dense attention, while FlashAttention-2 with the same sparsity budget of random "
        "blocks loses 5.1 points.")["results"]] == [
        (11.2, "prefill latency"), (3.9, "prefill latency"), (0.4, "accuracy"), (5.1, "accuracy")]


def test_results_the_model_sizes_a_study_spans_are_no_result():
    # styled on sparse-autoencoder scaling: "Across 9 model sizes from 70M to 12B parameters, we find ..." (the
    # models studied, as "models ranging from 0.5B to 8B parameters"); the outcome after it stays
    rec = _record("We train sparse autoencoders on Pythia models. Across 9 model sizes from 70M to 12B parameters, we "
                  "find that a resampling schedule reduces dead latents from 31% to 4%.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(31.0, "%"), (4.0, "%")]
    # and the sizes after "with" or "variants from", whatever the models are called: "training MoE variants of
    # GPT-3 with 13B to 1.1T parameters", "decoder-only Transformers with 410M and 1.4B parameters", "BLOOM
    # variants from 7B to 176B parameters" each gave its last size as a result
    rec = _record("We evaluate it on 256 GPUs, training MoE variants of GPT-3 with 13B to 1.1T parameters. We pretrain "
                  "decoder-only Transformers with 410M and 1.4B parameters on The Pile. We profile Llama 2 and BLOOM "
                  "variants from 7B to 176B parameters. The runtime improves throughput by 2.1x.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(2.1, "x")]


def test_results_memory_given_to_a_run_is_set_up_and_energy_in_joules_per_token():
    # styled on disaggregated memory and on-device LLM energy: "over Fastswap and AIFM with 25% local memory" is
    # the share the runs were given ("with 25% less memory" is an outcome); "4.2 J per token" was no result
    rec = _record("FarCache improves throughput by 2.2x over AIFM with 25% local memory, with 25% less memory. "
                  "Decoding consumes 4.2 J per token.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2.2, "x", "throughput"), (25.0, "%", "memory"), (4.2, "J", "energy")]


def test_results_a_parallel_change_from_seconds_to_seconds_measures_the_same():
    # styled on serverless cold starts: "from 9.8 s to 410 ms for a ResNet-50 function and from 31 s to 1.2 s for
    # BERT-large": the second pair had no metric (its units differ from the first's end)
    rec = _record("SnapStart-ML cuts cold-start latency from 9.8 s to 410 ms for a ResNet-50 function and from 31 s "
                  "to 1.2 s for BERT-large.")
    assert {r["metric"] for r in rec["results"]} == {"cold-start latency"} and len(rec["results"]) == 4


def test_results_a_lower_loss_is_a_score_delta_and_parallel_score_changes_keep_their_names():
    # styled on Adam under heavy-tailed noise and low-resource MT: "2.1 lower validation loss than vanilla Adam" was
    # a factor; "improves chrF++ by 7.4 and BLEU by 5.1" lost BLEU's value (chrF++ was a system)
    rec = _record("Clipped Adam reaches 2.1 lower validation loss than vanilla Adam. Fine-tuning NLLB-200 improves "
                  "chrF++ by 7.4 and BLEU by 5.1 on FLORES-200.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2.1, "", "validation loss"), (7.4, "", "chrf++"), (5.1, "", "bleu")]
    assert rec["entities"]["Metric"] == ["validation loss", "chrF++", "BLEU"]


def test_results_a_metric_before_by_is_not_read_across_and():
    # styled on memory-disaggregation abstracts: "cuts latency by 3 ms and memory by 2 GB" gave a metric
    # "ms and memory"
    rec = _record("It cuts latency by 3 ms and memory by 2 GB.")
    assert [r["metric"] for r in rec["results"]] == ["latency", "memory"]


def test_results_a_scores_parallel_setting_and_margins_over_a_baseline():
    # styled on sign-language recognition: "94.2% top-1 accuracy on WLASL100 and 62.8% on WLASL2000, surpassing
    # the previous best pose-based method by 3.5% and 4.1%, respectively": all four measure top-1 accuracy
    rec = _record("Our model achieves 94.2% top-1 accuracy on WLASL100 and 62.8% on WLASL2000, surpassing the "
                  "previous best pose-based method by 3.5% and 4.1%, respectively.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (94.2, "top-1 accuracy"), (62.8, "top-1 accuracy"), (3.5, "top-1 accuracy"), (4.1, "top-1 accuracy")]


def test_results_energy_per_bit():
    # styled on photonic interconnects: "4 Tbps of bandwidth per chip at 2.5 pJ/bit" gave a system "pJ" and no
    # energy result
    rec = _record("Photon provides 4 Tbps of bandwidth per chip at 2.5 pJ/bit.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (4.0, "Tbps", "bandwidth"), (2.5, "pJ/bit", "energy per bit")]
    assert "pJ" not in rec["entities"]["System"]


def test_results_each_changed_quantity_of_a_comma_list_keeps_its_own_metric():
    # styled on preemptive LLM scheduling: "reduces P99 time-to-first-token by 4.7x, p95 end-to-end latency by 2x"
    # gave the first value the second metric (a comma before a new clause was read as a list of values); the
    # Semantic Scholar sample's "Precision of 85.91, Recall of 93.10" read 85.91 as recall
    rec = _record("Tailor reduces P99 time-to-first-token by 4.7x, p95 end-to-end latency by 2x and P50 latency by "
                  "3x. It reaches a Precision of 85.91, Recall of 93.10.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (4.7, "p99 time-to-first-token"), (2.0, "p95 end-to-end latency"), (3.0, "p50 latency"),
        (85.91, "precision"), (93.1, "recall")]


def test_results_a_study_of_many_models_and_a_share_of_a_resource():
    # styled on data-filtering scaling laws and sparse upcycling: "Training over 400 models with up to 1.4B
    # parameters" is the study's set-up (not a model size reached); "84.1% ImageNet accuracy with 40% of the
    # training compute" is a share of compute (it measured accuracy); "driving score" is a metric
    rec = _record("Training over 400 models with up to 1.4B parameters, we fit scaling laws. Upcycling reaches 84.1% "
                  "ImageNet accuracy with 40% of the training compute. It improves the driving score by 6.1 points.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (84.1, "accuracy"), (40.0, "training compute"), (6.1, "driving score")]  # (ImageNet: where it is measured)


def test_results_a_rate_range_in_thousands():
    # styled on LLM serving: "raises throughput from 1.2K to 3.4K tokens/s" lost the first value and the metric
    # (the K between the first number and "to"), and "3.4k tokens/s" (a lower-case k) was no rate
    rec = _record("It raises throughput from 1.2K to 3.4K tokens/s. It also serves 2.5k requests per second.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (1.2, "K tokens/s", "throughput"), (3.4, "K tokens/s", "throughput"), (2.5, "k requests per second", "")]


def test_results_a_change_written_with_a_minus_sign_keeps_it(sample_record):
    # arXiv 2512.13655 (../shared/data/formats/arxiv_atom_page.xml): "avg GSM8K change across three models:
    # ErisForge -0.28 pp; DECCP -0.13 pp", "ranging from +1.51 pp to -18.81 pp (-26.5% relative)" lost their signs
    got = [(r["value"], r["unit"]) for r in sample_record("arxiv_atom_page.xml", "2512.13655")["results"]]
    assert (-0.28, "points") in got and (-0.13, "points") in got and (-18.81, "points") in got
    assert (-26.5, "%") in got
    # styled on point-cloud accelerators: a sign after a bracket; a range's dash after a number or a factor is none
    rec = _record("It retains the accuracy (-0.9% loss to 1.2% gains). It improves accuracy by 3 -5% over SGD. "
                  "It cuts load by 23 x -86x on two datasets.")
    assert [r["value"] for r in rec["results"]] == [-0.9, 1.2, 3.0, 5.0, 23.0, 86.0]


def test_results_a_range_of_signed_changes_shares_its_metric():
    # styled on abliteration studies (arXiv 2512.13655): a range whose second end is negative, "changes range from
    # +1.2% to -3.4%", left the second end without the metric; "ranging from" opens a range, where "from ... to"
    # alone is a change (its first value the old one, also a result)
    rec = _record("Accuracy changes range from +1.2% to -3.4% across models. Accuracy gains ranging from 1.2% to "
                  "3.4% across models. It raises accuracy from 70% to 75%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (1.2, "accuracy"), (-3.4, "accuracy"), (1.2, "accuracy"), (3.4, "accuracy"), (70.0, "accuracy"),
        (75.0, "accuracy")]


def test_results_a_factor_written_sign_first():
    # styled on NEMO (MobiCom 2020) and LLM-agent cost studies: "improves the overall processing throughput by
    # x11.5", "reducing the number of LLM tokens by x5" had no result; "x86" stays a name
    rec = _record("NEMO improves the overall processing throughput by x11.5 on x86 CPUs. It reduces the number of "
                  "LLM tokens by \u00d75 while boosting accuracy.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (11.5, "x", "processing throughput"), (5.0, "x", "number of llm tokens")]


def test_results_a_rate_keeps_its_scale_word_as_written():
    # styled on Ray (2018), FINN and read-mapping abstracts: the value as written, the scale with the unit ("1.8
    # million tasks per second" was 1800000 tasks/s)
    rec = _record("Ray scales beyond 1.8 million tasks per second. GenAx reaches 4,058K reads/s and 2M QPS.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [
        (1.8, "million tasks per second"), (4058.0, "K reads/s"), (2.0, "M QPS")]


def test_results_a_rate_of_items_named_by_two_words():
    # styled on FINN (2017) and WarpDrive (2021): "12.3 million image classifications per second", "2.9 million
    # environment steps/second" had no result (the rate's item was one word, and "/second" no way to write it)
    rec = _record("We demonstrate up to 12.3 million image classifications per second with 0.31 us latency, and "
                  "21906 image classifications per second on CIFAR-10. WarpDrive yields 2.9 million environment "
                  "steps/second. It serves 1,000 more queries per second than vLLM.")
    assert [(r["value"], r["unit"]) for r in rec["results"] if "/s" in r["unit"] or "per second" in r["unit"]] == [
        (12.3, "million image classifications per second"), (21906.0, "image classifications per second"),
        (2.9, "million environment steps/s")]


def test_results_a_number_word_before_percent_or_percentage_points():
    # styled: "Accuracy improves by two percentage points", "cuts latency by five percent" had no value (number
    # words were read only before "times" and "fold")
    rec = _record("Accuracy improves by two percentage points. It cuts latency by five percent.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2.0, "percentage points", "accuracy"), (5.0, "%", "latency")]


def test_results_what_a_use_requires_is_no_outcome_and_no_clause_names_a_metric():
    # the Semantic Scholar sample: "spoken conversations, which require generation at about 30 tok/s and 20 tok/s
    # respectively to maintain real-time interactivity" gave two results, one measuring "maintain real-time";
    # "72.7% of studies reported a quality improvement" measured "studies reported a quality"
    rec = _record("Spoken conversations require generation at about 30 tok/s and 20 tok/s respectively to maintain "
                  "real-time interactivity. Where KBP was used, 72.7% of studies reported a quality improvement. Our "
                  "system decodes at 45 tok/s.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(72.7, ""), (45.0, "")]


def test_results_a_poisoning_rate_and_a_distilled_models_size_are_set_up():
    # styled on code backdoors and capacity-matched distillation: "With a poisoning rate of only 0.5%" and "the
    # distilled 1B model gains 4.2 points" gave a result 0.5% and a model size 1B; OpenAI's "o1-mini" is a model
    rec = _record("With a poisoning rate of only 0.5%, CodePoison achieves an attack success rate above 95%. The "
                  "distilled 1B model gains 4.2 points, matching o1-mini.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(95.0, "attack success rate"), (4.2, "")]
    assert rec["entities"]["Model"] == ["o1-mini"]


def test_results_scores_of_grounding_correlation_and_verification():
    # styled on referring segmentation, factuality evaluation and voice anonymization: "74.1 cIoU on RefCOCO val
    # and 63.5 on RefCOCO+ testB" gave no values (and systems RefCOCO, testB); "a Pearson r of 0.87, compared with
    # 0.81 for FActScore" no values; "the equal error rate" was an "error rate"
    rec = _record("Our model reaches 74.1 cIoU on RefCOCO val and 63.5 on RefCOCO+ testB. It correlates with human "
                  "judgments at a Pearson r of 0.87, compared with 0.81 for FActScore. It raises the equal error rate "
                  "from 2.1% to 47.5%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (74.1, "ciou"), (63.5, "ciou"), (0.87, "pearson r"), (0.81, "pearson r"), (2.1, "equal error rate"),
        (47.5, "equal error rate")]
    assert rec["entities"]["Dataset"] == ["RefCOCO", "RefCOCO+"]


def test_results_sparsity_after_a_scores_at_is_set_up():
    # styled on block-sparse attention kernels: "92% of dense FlashAttention-2 throughput at 50% sparsity" read the
    # sparsity as a throughput; "commodity networks" were a model
    rec = _record("BlockSparse-FA achieves up to 92% of dense FlashAttention-2 throughput at 50% sparsity over "
                  "commodity networks.")
    assert [r["value"] for r in rec["results"]] == [92.0]
    assert rec["entities"]["Model"] == []


def test_results_a_sparsity_the_method_reaches_is_an_outcome():
    # SparseGPT (ICML 2023): "can be pruned to at least 50% sparsity in one-shot", "can reach 60% unstructured
    # sparsity with negligible increase in perplexity": how far it prunes (a level it runs at stays set-up)
    rec = _record("We show that GPT family models can be pruned to at least 50% sparsity in one-shot, without any "
                  "retraining. SparseGPT can reach 60% unstructured sparsity with negligible increase in perplexity. "
                  "At 50% sparsity, our kernels are 2x faster than dense ones.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (50.0, "%", "sparsity"), (60.0, "%", "unstructured sparsity"), (2.0, "x", "speedup")]


def test_results_in_terms_of_names_what_the_values_measure():
    # Optimus (EuroSys 2018): "outperforms representative cluster schedulers by about 139% and 63% in terms of job
    # completion time and makespan, respectively" read "of job completion time" for both
    rec = _record("Results show that Optimus outperforms representative cluster schedulers by about 139% and 63% in "
                  "terms of job completion time and makespan, respectively. Bar is 2x better in terms of "
                  "throughput, and 3x and 4x better in terms of latency and cost.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (139.0, "job completion time"), (63.0, "makespan"), (2.0, "throughput"), (3.0, "latency"), (4.0, "cost")]


def test_results_a_quality_changed_by_a_value_and_what_is_more_efficient():
    # Themis (NSDI 2020): "can improve fairness by more than 2.25X and is ~5% to 250% more cluster efficient"
    rec = _record("Our evaluation on a production trace shows that Themis can improve fairness by more than 2.25X and "
                  "is ~5% to 250% more cluster efficient in comparison to state-of-the-art schedulers. It reduces "
                  "latency by at least 30% and is 3x more efficient.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (2.25, "fairness"), (5.0, "cluster efficiency"), (250.0, "cluster efficiency"), (30.0, "latency"), (3.0, "")]


def test_results_a_name_that_reads_as_a_speed_verb_gives_no_speedup():
    # H2O (NeurIPS 2023): "improves the throughput over ... DeepSpeed Zero-Inference, Hugging Face Accelerate, and
    # FlexGen by up to 29x, 29x, and 3x" read the library Accelerate as "accelerate ... by": a speedup
    rec = _record("Our implementation of H2O with 20% heavy hitters improves the throughput over three leading "
                  "inference systems DeepSpeed Zero-Inference, Hugging Face Accelerate, and FlexGen by up to 29x, 29x, "
                  "and 3x on OPT-6.7B and OPT-30B.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (29.0, "throughput"), (29.0, "throughput"), (3.0, "throughput")]


def test_results_a_value_in_bold_latex_math_takes_the_metric_after_it():
    # KIVI (ICML 2024): "while using $\mathbf{2.6\times}$ less peak memory", "bringing $\mathbf{2.35\times \sim
    # 3.47\times}$ throughput" gave no metric: the closing "}$" ended the phrase
    rec = _record(r"KIVI can enable Llama, Falcon, and Mistral models to maintain almost the same quality while using "
                  r"$\mathbf{2.6\times}$ less peak memory. This reduction in memory usage enables up to "
                  r"$\mathbf{4\times}$ larger batch size, bringing $\mathbf{2.35\times \sim 3.47\times}$ throughput.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (2.6, "peak memory"), (4.0, "batch size"), (2.35, "throughput"), (3.47, "throughput")]


def test_results_a_model_compressed_to_a_size_or_smaller_by_a_factor_measures_model_size():
    # SqueezeNet (2016): "compress SqueezeNet to less than 0.5MB (510x smaller than AlexNet)" had no metric
    rec = _record("With model compression techniques we are able to compress SqueezeNet to less than 0.5MB (510x "
                  "smaller than AlexNet). Our cache is 2x smaller than the default one.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (0.5, "MB", "model size"), (510.0, "x", "model size"), (2.0, "x", "")]


def test_results_a_model_smaller_by_a_factor_measures_model_size():
    # MobileBERT (ACL 2020): "MobileBERT is 4.3x smaller and 5.5x faster than BERT-base"; EfficientNet (ICML 2019):
    # "EfficientNet-B7 achieves 84.3% top-1 accuracy on ImageNet, while being 8.4x smaller and 6.1x faster"
    rec = _record("Empirical studies show that MobileBERT is 4.3x smaller and 5.5x faster than BERT-base. "
                  "EfficientNet-B7 achieves 84.3% top-1 accuracy on ImageNet, while being 8.4x smaller and 6.1x "
                  "faster on inference. Our index is 3x smaller.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (4.3, "model size"), (5.5, "speedup"), (84.3, "top-1 accuracy"), (8.4, "model size"), (6.1, "speedup"),
        (3.0, "")]  # (no model in the sentence: what is smaller is no model)


def test_results_a_bracketed_size_of_the_models_tried_is_setup():
    # Mixed Precision Training (ICLR 2018): "works across ... modern large scale (exceeding 100 million parameters)
    # model architectures" gave a result of 100M parameters
    rec = _record("We demonstrate that the proposed methodology works across a wide variety of tasks and modern large "
                  "scale (exceeding 100 million parameters) model architectures. We train a 13B model on one GPU.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(13.0, "B", "model size")]


def test_results_doubled_throughput_without_an_article_and_two_verbs_of_factors():
    # EAGLE (ICML 2024): "achieved a latency speedup ratio of 2.7x-3.5x, doubled throughput"; "halves ... and doubles
    # ..." made a third result measuring "doubles the training throughput"
    rec = _record("For LLaMA2-Chat 70B, EAGLE achieved a latency speedup ratio of 2.7x-3.5x, doubled throughput, while "
                  "maintaining the distribution of the generated text. It halves the memory usage and doubles the "
                  "training throughput.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (2.7, "latency speedup ratio"), (3.5, "latency speedup ratio"), (2.0, "throughput"), (2.0, "memory usage"),
        (2.0, "training throughput")]


def test_results_a_sentence_opening_with_a_measure_and_recall_operating_points():
    # CAGRA (2023): "In graph construction time, our method, CAGRA, is 2.2~27x faster than HNSW", "In large-batch query
    # throughput in the 90% to 95% recall range, our method is 33~77x faster than HNSW", "3.4~53x faster than HNSW at
    # 95% recall": the opening names the measure; the recalls are where it was measured
    rec = _record("In graph construction time, our method, CAGRA, is 2.2~27x faster than HNSW. In large-batch query "
                  "throughput in the 90% to 95% recall range, our method is 33~77x faster than HNSW. For a single "
                  "query, our method is 3.4~53x faster than HNSW at 95% recall. In real time, it is 2x faster. It "
                  "reaches 97% recall.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (2.2, "graph construction time"), (27.0, "graph construction time"), (33.0, "query throughput"),
        (77.0, "query throughput"), (3.4, "speedup"), (53.0, "speedup"), (2.0, "speedup"), (97.0, "recall")]


def test_results_the_title_factor_stays_when_the_abstract_says_an_order_of_magnitude_and_respectively_in():
    # DeepCPU (ATC 2018): "Serving RNN-based Deep Learning Models 10x Faster" in the title was dropped as a restated
    # result of the abstract's "an order of magnitude", itself no result; Sentinel (HPCA 2021): "by 2x and 21%
    # respectively in training throughput" measured "respectively in training throughput"
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("p", Extractor().extract(Paper(
        key="p", title="DeepCPU: Serving RNN-based Deep Learning Models 10x Faster",
        abstract="We present DeepCPU, which serves RNNs an order of magnitude faster than TensorFlow.")))
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(10.0, "speedup")]
    rec = _record("Sentinel outperforms two state-of-the-art solutions on GPU by 2x and 21% respectively in training "
                  "throughput.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.0, "training throughput"),
                                                                   (21.0, "training throughput")]


def test_results_a_sentence_opening_in_terms_of_a_measure_names_its_values_metric():
    # ZeRO-Infinity (SC 2021): "In terms of training throughput and scalability, it sustains over 25 petaflops on 512
    # NVIDIA V100 GPUs (40% of peak)" gave both values no metric
    rec = _record("In terms of training throughput and scalability, it sustains over 25 petaflops on 512 NVIDIA V100 "
                  "GPUs (40% of peak), while also demonstrating super linear scalability.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (25.0, "PFLOPS", "training throughput"), (40.0, "%", "training throughput")]


def test_results_time_and_energy_units_spelled_out():
    # styled on an FPGA hyperdimensional-computing accelerator: "at 2.3 microseconds per sample and 0.8 microjoules
    # per inference" gave no result; BRAM is a device
    rec = _record("HDC-Edge packs hypervectors into BRAM and classifies samples at 2.3 microseconds per sample and 0.8 "
                  "microjoules per inference.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2.3, "microseconds", ""), (0.8, "uJ", "energy")]
    assert rec["entities"]["Hardware"] == ["BRAM"]
    # helper set h439: a time's unit is as written, as "seconds", "minutes" and "hours" are ("adds less than 40
    # microseconds of overhead per iteration")
    assert [(r["value"], r["unit"]) for r in _record(
        "Runtime specialization adds less than 40 microseconds of overhead per iteration, or 0.12 milliseconds per "
        "request.")["results"]] == [(40.0, "microseconds"), (0.12, "milliseconds")]


def test_results_a_list_of_factors_then_faster_in_a_metric_respectively():
    # styled on buffered asynchronous federated learning: "reaches target accuracy on FEMNIST 1.9x and 2.6x faster
    # in wall-clock time, respectively" measured accuracy (the metric before, for a list paired by "respectively")
    rec = _record("Compared to FedBuff and FedAsync, AsyncFL-Buf reaches target accuracy on FEMNIST 1.9x and 2.6x "
                  "faster in wall-clock time, respectively.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.9, "wall-clock time"), (2.6, "wall-clock time")]


def test_results_scores_in_brackets_after_their_name_and_baselines_that_degrade():
    # styled on hybrid state-space models and ViT quantization: "on language modeling perplexity (10.9 vs. 11.0)"
    # gave no values; "while PTQ4ViT and RepQ-ViT degrade by more than 5%" named no baselines, and "W4A4" was a
    # system; the Semantic Scholar sample's "efficacy scores (1 to 5)" is a scale, no score
    rec = _record("HybridSSM matches Transformer++ on perplexity (10.9 vs. 11.0). We present OmniQuant-V. OmniQuant-V "
                  "quantizes DeiT-B to W4A4 with a top-1 accuracy drop of 1.2%, while PTQ4ViT and RepQ-ViT degrade by "
                  "more than 5%. Raters gave efficacy scores (1 to 5).")
    assert [(r["value"], r["metric"]) for r in rec["results"]][:3] == [
        (10.9, "perplexity"), (11.0, "perplexity"), (1.2, "top-1 accuracy")]
    assert rec["baselines"][-2:] == ["PTQ4ViT", "RepQ-ViT"] and "W4A4" not in rec["entities"]["System"]
    assert 1.0 not in [r["value"] for r in rec["results"]]


def test_results_a_qualified_score_after_its_name():
    # styled on diffusion-inference caching: "with an FID increase of less than 0.3" and "raises perplexity by at
    # most 0.1" gave no result ("up to" and "about" did)
    rec = _record("StepCache reduces latency by 1.9x with an FID increase of less than 0.3 on MS-COCO. Pruning raises "
                  "perplexity by at most 0.1.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (1.9, "x", "latency"), (0.3, "", "fid"), (0.1, "", "perplexity")]


def test_results_a_perplexity_written_after_its_number():
    # styled on KV-cache quantization: "loses less than 0.1 perplexity on WikiText-2" gave no result ("0.89 AUC" and
    # "78.2 accuracy" did); a count of perplexity metrics is none
    rec = _record("It loses less than 0.1 perplexity on WikiText-2. It reaches 5.6 PPL on C4. We report 3 perplexity "
                  "metrics.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(0.1, "perplexity"), (5.6, "perplexity")]


def test_results_a_control_frequency_in_hz():
    # styled on vision-language-action models: "raises the control frequency of OpenVLA from 4.2 Hz to 15.6 Hz" gave
    # no result, and "their 7B-parameter backbones" a model size; a device's clock or a band in Hz is none
    rec = _record("Their 7B-parameter backbones are slow. TinyVLA-Act raises the control frequency of OpenVLA from "
                  "4.2 Hz to 15.6 Hz on a Jetson AGX Orin. The 5 Hz band and a 60 Hz display are used.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (4.2, "Hz", "control frequency"), (15.6, "Hz", "control frequency")]


def test_results_a_share_of_them_that_spend_names_no_metric():
    # styled on input-pipeline characterisation: "30% of them spend more time waiting for data" gave the metric
    # "them spend more time"
    rec = _record("We find that 30% of them spend more time waiting for data than computing, and 12% of jobs take "
                  "longer. It reduces training time by 2.2x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(30.0, ""), (12.0, ""), (2.2, "training time")]


def test_results_a_factor_compared_right_after_a_value_measures_its_quantity():
    # styled on on-device training: "with 124 KB of peak memory, 20.5x less than PyTorch and 2.3x less than TFLite
    # Micro" gave the factors no metric
    rec = _record("TinyTrain-S fine-tunes MCUNet with 124 KB of peak memory, 20.5x less than PyTorch and 2.3x less "
                  "than TFLite Micro. StarANN reaches 2.4 ms latency, 3x lower than DiskANN. It reaches 90% accuracy, "
                  "2x faster than HNSW.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (124.0, "peak memory"), (20.5, "peak memory"), (2.3, "peak memory"), (2.4, "latency"), (3.0, "latency"),
        (90.0, "accuracy"), (2.0, "speedup")]


def test_results_memory_saved_is_an_outcome_not_a_devices_size():
    # styled on GPU memory stitching: "saves up to 33 GB of GPU memory" was read as a device's memory (as "a GPU with
    # 80 GB of memory" is)
    rec = _record("GMLake saves up to 33 GB of GPU memory for GPT-NeoX-20B training on A100-80GB GPUs. We use a GPU "
                  "with 80 GB of memory.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(33.0, "GB")]


def test_results_a_top_1_shorthand_is_accuracy_and_no_baseline():
    # styled on memory-light optimizers: "(81.2% vs. 81.0% top-1)" made "top-1" a system and a baseline, the values
    # with no metric; "in 28% fewer steps and uses ..." took the validation loss before it for the steps
    rec = _record("Lion-M reaches the same validation loss as AdamW in 28% fewer steps and uses 45% less optimizer "
                  "memory. Lion-M matches AdamW on ImageNet-1K with ViT-B/16 (81.2% vs. 81.0% top-1).")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (28.0, "number of steps"), (45.0, "optimizer memory"), (81.2, "top-1 accuracy"), (81.0, "top-1 accuracy")]
    assert rec["baselines"] == ["AdamW"] and "top-1" not in rec["entities"]["System"]


def test_results_top_k_errors_are_metrics_and_top_k_items_none():
    # styled on the same: "cuts the top-5 error by 3%" measured an "error", and "keeps 20% top-k tokens" a "k tokens"
    rec = _record("It cuts the top-5 error by 3% and reaches a top-1 error rate of 21.3%. It keeps 20% top-k tokens.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (3.0, "top-5 error"), (21.3, "top-1 error rate"), (20.0, "")]


def test_results_a_factor_written_in_words():
    # styled on pipeline systems: "cuts the memory footprint by a factor of two" and "faster by a factor of three"
    # gave no result; the OAI sample's "the two only differs by a factor of two" (arXiv 0704.0148) is how far two
    # studied quantities differ
    rec = _record("FlexPipe cuts the memory footprint by a factor of two. It is faster by a factor of three than "
                  "GPipe. The two only differs by a factor of two at low temperature.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2.0, "x", "memory footprint"), (3.0, "x", "speedup")]


def test_results_an_exact_match_score_after_its_number():
    # styled on reading comprehension: "92.1 F1 and 88.0 EM on SQuAD" lost the second score; EM iterations are none
    rec = _record("FlexQA reaches 92.1 F1 and 88.0 EM on SQuAD. We run 10 EM iterations.")
    assert [r["value"] for r in rec["results"]] == [92.1, 88.0]


def test_results_a_restated_factor_and_an_earlier_value_keep_the_metric():
    # styled on pipeline schedules: "from 10.2 hours to 4.1 hours (2.5x)" gave the factor no metric, and "reaches
    # 45% MFU, up from 41% with 1F1B" the earlier value none (and no baseline)
    rec = _record("We present FlexPipe, a pipeline system. FlexPipe reduces the training time from 10.2 hours to "
                  "4.1 hours (2.5x). FlexPipe reaches 45% MFU, up from 41% with 1F1B.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (10.2, "training time"), (4.1, "training time"), (2.5, "training time"), (45.0, "mfu"), (41.0, "mfu")]
    assert rec["baselines"] == ["1F1B"]


def test_results_a_factor_after_a_value_named_by_another_label_of_its_metric():
    # "3.2 ms median latency, 2.6x lower than DiskANN": the metric's concept is labelled "p50 latency", so the factor
    # after it found no metric when the rule looked for the label between the two
    rec = _record("We present StarANN, an index. StarANN reaches 3.2 ms median latency, 2.6x lower than DiskANN.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(3.2, "median latency"), (2.6, "median latency")]


def test_results_a_duration_required_of_the_setting_is_no_outcome():
    # styled on on-vehicle 3D detection: "must finish within 50 ms on embedded hardware" was a result (a detection
    # time); what the system reaches still is one
    rec = _record("Detection must finish within 50 ms on embedded hardware, and the deadline is 30 ms per frame for "
                  "tracking. Our pipeline runs at 38 ms per frame.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(38.0, "ms")]


def test_results_baselines_amounts_in_a_contrast_and_required_rates():
    # styled on fault-tolerant training and GPU retrieval: "whereas Bamboo and Varuna drop to 61% and 48%" gave no
    # metric (nor baselines: "drop to" was no lagging verb), and "must serve 100k queries per second" was a result
    rec = _record("We design Oobleck, a system. Oobleck sustains 92% of fault-free throughput under one failure per "
                  "hour, whereas Bamboo and Varuna drop to 61% and 48%. Retrieval must serve 100k queries per second.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (92.0, "fault-free throughput"), (61.0, "fault-free throughput"), (48.0, "fault-free throughput")]
    assert rec["baselines"] == ["Bamboo", "Varuna"]


def test_results_a_list_of_names_between_a_metric_and_its_values():
    # styled on the Sequoia abstract: "improves the decoding speed of Llama2-7B, Llama2-13B, and Vicuna-33B on an
    # A100 GPU by up to 4.04x, 3.73x, and 2.27x" gave the factors no metric (the names ran the search out)
    rec = _record("Sequoia improves the decoding speed of Llama2-7B, Llama2-13B, and Vicuna-33B on an A100 GPU by up "
                  "to 4.04x, 3.73x, and 2.27x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (4.04, "decoding speed"), (3.73, "decoding speed"), (2.27, "decoding speed")]


def test_results_a_time_per_item_is_its_own_unit():
    # the Sequoia abstract: "reduces the per-token decoding latency to 0.60 s/token" read the unit as seconds;
    # written with "per" the unit is the time alone (the helper gold's "17 ms per iteration" is 17 ms)
    rec = _record("Sequoia reduces the per-token decoding latency to 0.60 s/token. It takes 3 s per step.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(0.6, "s/token"), (3.0, "s")]
    assert rec["results"][0]["metric"] == "per-token decoding latency"


def test_results_an_amount_a_deployment_requires_under_is_no_outcome():
    # styled on drone policies on FPGAs: "requires inference under 5 W" was a power result; "requires only 5 W" is one
    assert _record("Deploying policies on drones requires inference under 5 W.")["results"] == []
    assert [(r["value"], r["unit"]) for r in _record("Our design requires only 5 W.")["results"]] == [(5.0, "W")]


def test_results_exaflops_and_the_arithmetic_precision_is_no_metric():
    # styled on weather-model training: "sustains 1.2 ExaFLOPS in mixed precision" found no value, then (with the
    # unit) the metric "mixed precision"; a precision measured stays one
    rec = _record("AtmoGPT training sustains 1.2 ExaFLOPS in mixed precision. It achieves 2% higher precision than "
                  "BM25.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(1.2, "EFLOPS", ""),
                                                                           (2.0, "%", "precision")]


def test_results_a_whole_number_of_things_after_a_score_is_no_value_of_it():
    # styled on weather models: "reduces the 5-day RMSE of 500 hPa geopotential by 8%" gave the RMSE the value 500
    # (and "hPa" was a system); "an RMSE of 0.82" and "a mean accepted length of 4.2 tokens" are values
    rec = _record("The model reduces the 5-day RMSE of 500 hPa geopotential by 8% and the RMSE of 500 samples by 3%.")
    assert [r["value"] for r in rec["results"]] == [8.0, 3.0]
    assert "hPa" not in rec["entities"]["System"]
    rec = _record("It reaches an RMSE of 0.82 on ERA5 and a mean accepted length of 4.2 tokens.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(0.82, "rmse"), (4.2, "mean accepted length")]


def test_results_a_count_changed_before_a_metric_named_after_it():
    # styled on GPU sharing: "reduces the number of GPUs needed to meet latency SLOs by 43%" gave the value the
    # metric latency (the SLO's), which the sentence does not change
    rec = _record("Tetris reduces the number of GPUs needed to meet latency SLOs by 43% compared to exclusive "
                  "allocation.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(43.0, "number of gpus")]


def test_results_a_loss_in_a_score_is_an_outcome_of_that_score():
    # styled on embedding compression: "with a 0.1% loss in accuracy" was read as a setting ("with a ..."), and
    # "with less than 0.02% loss in AUC" took the metric "loss"
    rec = _record("MixHash shrinks tables with a 0.1% loss in accuracy. It compresses them by 16x with less than "
                  "0.02% loss in AUC.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(0.1, "accuracy"), (16.0, "compression ratio"),
                                                                  (0.02, "auc")]


def test_results_as_much_as_names_the_quantity_after_it():
    # styled on optimizer states: "take twice as much memory as the model parameters" gave "as much memory"
    rec = _record("Optimizer states of Adam take twice as much memory as the model parameters.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.0, "memory")]


def test_results_emissions_are_a_metric():
    # styled on carbon-aware scheduling: "cuts emissions by 31%" named no metric (then "scheduler cuts emissions")
    rec = _record("Our scheduler cuts emissions by 31% and carbon emissions by 47%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(31.0, "emissions"), (47.0, "carbon emissions")]


def test_results_modifiers_listed_before_a_shared_metric_take_it():
    # styled on preemptive LLM serving: "improves the average and tail JCT by up to 5.1x and 6.4x, respectively"
    # gave the first value the metric "average"
    rec = _record("FastServe improves the average and tail JCT by up to 5.1x and 6.4x, respectively.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(5.1, "jct"), (6.4, "jct")]


def test_results_more_score_names_after_their_value():
    # styled on 3D detection: "0.6 mAP and 0.4 NDS" found only the first (NDS was no known score); "3 MSE losses"
    # counts losses
    rec = _record("It improves by 0.6 mAP and 0.4 NDS over BEVFormer, and reaches 0.32 RMSE. We use 3 MSE losses.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(0.6, "map"), (0.4, "nds"), (0.32, "rmse")]


def test_results_a_share_of_a_makespan_or_goodput_measures_it():
    # styled on cluster scheduling: "within 5% of the optimal makespan" named no metric; goodput, downtime and
    # slowdown are quantities the results module did not know as heads
    rec = _record("Our schedules are within 5% of the optimal makespan. It improves goodput by 2x and cuts downtime "
                  "by 40%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(5.0, "makespan"), (2.0, "goodput"),
                                                                  (40.0, "downtime")]


def test_results_watt_hours_are_energy():
    # styled on code-assistant energy: "consumes 0.46 Wh on average" found no value; "a 50 kWh battery pack" is
    # what a device stores
    rec = _record("Serving a completion consumes 0.46 Wh on average. A 50 kWh battery pack powers the robot.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(0.46, "Wh", "energy")]


def test_results_a_video_resolution_is_no_value_between_metric_and_values():
    # styled on video diffusion serving: "reduces the latency of generating a 720p video ... from 180 s to 27 s"
    # named no metric ("720p" read as another value)
    rec = _record("VidServe reduces the latency of generating a 720p video from 180 s to 27 s.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(180.0, "latency"), (27.0, "latency")]


def test_results_a_list_of_factors_after_a_factor_of():
    # styled on disaggregated GNN training: "reduces epoch time by a factor of 3.2 and 1.9 respectively" found only
    # the first; "by a factor of 3.2 and uses 5 GPUs" counts GPUs
    rec = _record("Compared to DistDGL and PaGraph, DisaggGNN reduces epoch time by a factor of 3.2 and 1.9 "
                  "respectively. It is faster by a factor of 3.2 and uses 5 GPUs.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(3.2, "x"), (1.9, "x"), (3.2, "x")]


def test_results_sparsity_levels_studied_are_no_outcome():
    # styled on sparse tensor-core kernels: "For sparsity between 50% and 90%, BitTC outperforms cuSPARSE by 4.2x"
    # gave 50% and 90% as results
    rec = _record("For sparsity between 50% and 90%, BitTC outperforms cuSPARSE by 4.2x.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(4.2, "x")]


def test_results_a_described_count_after_a_score_is_no_value_of_it():
    # styled on LLM latency prediction: "predicts the latency of 1,000 convolutional networks" gave a latency of 1000
    rec = _record("GPT-4 predicts the latency of 1,000 convolutional networks with a mean absolute percentage error "
                  "of 23.4%.")
    assert [r["value"] for r in rec["results"]] == [23.4]


def test_results_a_rate_of_operations_listed_before_another_value_keeps_its_own_unit():
    # styled on FPGA accelerators: "achieves 762 GOPS and 5.2x higher energy efficiency" measured energy efficiency
    # in GOPS
    rec = _record("Implemented on a Xilinx Alveo U250, the accelerator achieves 762 GOPS and 5.2x higher energy "
                  "efficiency than an NVIDIA Jetson AGX Orin GPU.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == \
        [(762.0, "GOPS", ""), (5.2, "x", "energy efficiency")]


def test_results_a_duration_measures_no_throughput_named_before_it():
    # styled on LLM-guided sharding: "within 8% of the throughput of Alpa, while taking 5 minutes" measured a
    # throughput in minutes
    rec = _record("ShardGPT finds plans within 8% of the throughput of Alpa, while taking 5 minutes instead of "
                  "2 hours of search.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == \
        [(8.0, "%", "throughput"), (5.0, "minutes", ""), (2.0, "hours", "")]


def test_results_a_score_changed_by_a_bare_number():
    # styled on diffusion step caching: "with FID increasing by less than 0.4" was no result (a bare number)
    rec = _record("DeepCache-X accelerates sampling by 2.3x and 4.1x respectively, with FID increasing by less "
                  "than 0.4.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == \
        [(2.3, "x", "speedup"), (4.1, "x", "speedup"), (0.4, "", "fid")]
    rec = _record("SlimGPT prunes 25% of the weights, while perplexity rises by only 0.2 on WikiText-2.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(0.2, "perplexity")]


def test_results_the_link_rate_of_the_machines_used_is_set_up():
    # styled on in-network aggregation: "on eight 100 Gbps workers" gave a result of 100 Gbps; a rate reached per
    # server or per link is one
    rec = _record("NetReduce-2 speeds up training by up to 1.6x over SwitchML on eight 100 Gbps workers.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(1.6, "x")]
    assert [(r["value"], r["unit"]) for r in _record("It reaches 90 Gbps per server.")["results"]] == [(90.0, "Gbps")]
    assert [(r["value"], r["unit"]) for r in _record("It reaches 90 Gbps per link.")["results"]] == [(90.0, "Gbps")]


def test_results_a_share_of_a_metric_described_by_a_hyphenated_word():
    # styled on edge-cloud video analytics: "achieves 94% of the cloud-only mAP" named no metric
    rec = _record("EdgeVision achieves 94% of the cloud-only mAP while reducing bandwidth usage by 72%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(94.0, "map"), (72.0, "bandwidth usage")]


def test_results_points_never_measure_operations():
    # styled on visual token pruning: "reduces FLOPs by 45% ..., and outperforms ToMe and FastV by 1.8 and 1.1
    # points" gave the points to FLOPs (the label "floating point operations" escaped the check)
    rec = _record("Applied to LLaVA-1.5-13B, FastV-2 reduces FLOPs by 45% without sacrificing performance on MME, "
                  "and outperforms ToMe and FastV by 1.8 and 1.1 points on average at the same FLOPs.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == \
        [(45.0, "%", "flop"), (1.8, "points", ""), (1.1, "points", "")]


def test_results_a_two_word_quantity_of_something_changed_by_a_value():
    # styled on photonic scheduling: "reduces inference energy of BERT-base by 3.4x" named no metric
    rec = _record("LightSched reduces inference energy of BERT-base by 3.4x compared to an A100 GPU.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(3.4, "inference energy")]


def test_results_a_count_changed_comes_before_the_quantity_it_is_needed_for():
    # styled on critical batch sizes: "increases the number of tokens needed to reach a given loss by 1.7x"
    # measured "given loss"
    rec = _record("Doubling the batch size beyond the critical value increases the number of tokens needed to reach "
                  "a given loss by 1.7x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.7, "number of tokens")]


def test_results_a_parallel_comparison_after_another_value_shares_the_metric():
    # styled on interference-aware serving and disk-based vector search: the value of a parallel clause after
    # another value ("below 1%", "at 95% recall@10") named no metric
    rec = _record("Shepherd-2 sustains 2.1x more requests per GPU than Clockwork while keeping SLO violations below "
                  "1%, and 1.5x more than INFaaS.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == \
        [(2.1, "number of requests"), (1.0, "slo violation"), (1.5, "number of requests")]
    rec = _record("DiskANN++ improves queries per second (QPS) by 2.2x at 95% recall@10 over DiskANN and by 1.3x "
                  "over Starling.")
    assert [(r["value"], r["metric"]) for r in rec["results"]][-1] == (1.3, "queries per second")


def test_results_coordinated_modifiers_of_a_metric_each_keep_their_own():
    # styled on heterogeneous LLM serving: "reduces prompting and decoding latency by up to 66% and 24%,
    # respectively" gave both values the decoding latency
    rec = _record("Helix reduces prompting and decoding latency by up to 66% and 24%, respectively.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == \
        [(66.0, "prompting latency"), (24.0, "decoding latency")]
    rec = _record("Helix improves serving throughput by up to 3.3x and reduces prompting and decoding latency by up to "
                  "66% and 24%, respectively, compared to existing approaches.")  # (a value with its metric first)
    assert [(r["value"], r["metric"]) for r in rec["results"]] == \
        [(3.3, "serving throughput"), (66.0, "prompting latency"), (24.0, "decoding latency")]
    rec = _record("AdaTree achieves a mean accepted length of 4.2 tokens and end-to-end speedups of 3.1x over "
                  "autoregressive decoding, outperforming Medusa and EAGLE by 12% and 7% respectively.")
    # (the names compared, not what is measured: no pairing with the metrics named before)
    assert [r["metric"] for r in rec["results"] if r["unit"] == "%"] not in \
        (["mean accepted length", "end-to-end speedup"], ["medusa", "eagle"])
    rec = _record("Helix reduces average and tail latency by up to 66% and 24%, respectively.")
    assert [r["metric"] for r in rec["results"]] == ["average latency", "tail latency"]


def test_results_a_rate_an_application_must_run_at_is_no_outcome():
    # styled on mobile neural rendering: "Mobile AR applications must run neural rendering at 60 FPS" gave 60 FPS
    rec = _record("Mobile AR applications must run neural rendering at 60 FPS within a few watts. On an iPhone 15 "
                  "Pro, MobileNeRF-Lite renders unbounded scenes at 72 FPS.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(72.0, "FPS")]


def test_results_a_margin_set_off_after_a_value_measures_its_metric():
    # styled on sparse CNN accelerators and microcontroller NAS: "..., 3.1x higher than Eyeriss v2" after a value
    # and its setting named no metric
    rec = _record("The chip achieves an energy efficiency of 12.3 TOPS/W on ResNet-50 with 70% weight sparsity, "
                  "3.1x higher than Eyeriss v2.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(12.3, "energy efficiency"),
                                                                  (3.1, "energy efficiency")]
    rec = _record("MicroNAS reaches 74.2% top-1 accuracy on ImageNet within 320 KB of SRAM on an STM32H7 "
                  "microcontroller, 3.1% higher than MCUNet under the same memory budget.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(74.2, "top-1 accuracy"), (3.1, "top-1 accuracy")]
    rec = _record("Our descriptor improves Recall@1 on Nordland from 58.3% to 71.9%, while using a 512-dimensional "
                  "embedding, 8x smaller than NetVLAD.")  # (the margin of what a new clause names)
    assert [(r["value"], r["metric"]) for r in rec["results"]][-1] == (8.0, "")


def test_results_slowing_down_by_a_value_is_a_slowdown():
    # styled on deterministic training: "deterministic algorithms slow down training by 6% to 38%" named no metric
    rec = _record("We find that deterministic algorithms slow down training by 6% to 38%, with scatter-add "
                  "operations being the main cost.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(6.0, "slowdown"), (38.0, "slowdown")]


def test_results_the_top_of_an_average_after_it_measures_the_same():
    # styled on virtual tensor serving: "an average speedup of 1.86x across different models, with up to 2.42x in
    # multi-turn chat scenarios" named no metric for the top
    rec = _record("Evaluation shows that vTensor achieves an average speedup of 1.86x across different models, with "
                  "up to 2.42x in multi-turn chat scenarios, compared to vLLM.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.86, "average speedup"), (2.42, "speedup")]


def test_results_values_in_brackets_after_a_value_measure_its_metric():
    # probing restatements: "reduces memory footprint by 4x (from 80 GB to 20 GB)" and "71% accuracy (3% higher
    # than Orca)" named no metric for the bracketed values
    rec = _record("ZipServe reduces memory footprint by 4x (from 80 GB to 20 GB).")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == \
        [(4.0, "memory footprint"), (80.0, "memory footprint"), (20.0, "memory footprint")]
    rec = _record("ZipServe reaches 71% accuracy (3% higher than Orca).")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(71.0, "accuracy"), (3.0, "accuracy")]


def test_results_a_ratio_to_one_is_a_factor():
    # styled on climate-data compression: "compression ratios of 300:1" was no result; "1:1" and "2:4" are none
    rec = _record("We achieve compression ratios of 300:1 on ERA5 reanalysis data. The ratio reaches 12:1.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(300.0, "x"), (12.0, "x")]
    assert rec["results"][0]["metric"] == "compression ratio"
    assert _record("We use a 1:1 mapping and 2:4 sparsity.")["results"] == []


def test_results_a_percentile_or_the_devices_between_a_metric_and_its_value():
    # styled on RDMA parameter servers and embedding compression: "at the 99th percentile" and "on 8 V100 GPUs"
    # stood between the metric and its values, which named none
    rec = _record("RaPS lowers tail latency at the 99th percentile from 18 ms to 3.2 ms. Training throughput on "
                  "8 V100 GPUs improves by 2.3x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == \
        [(18.0, "tail latency"), (3.2, "tail latency"), (2.3, "training throughput")]
    rec = _record("It reaches 80% accuracy on 8 GPUs by 35%.")  # a value between them is still a wall
    assert rec["results"][-1]["metric"] != "accuracy"


def test_results_a_metric_after_the_value_ends_at_on():
    # styled on LLM energy studies: "saves 29-47% energy on memory-bound workloads" measured "energy on memory";
    # a word of change before "on" still names what changed
    rec = _record("4-bit quantization saves 29-47% energy on memory-bound workloads.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(29.0, "energy"), (47.0, "energy")]
    rec = _record("Zoom achieves 10x improvements on efficiency.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(10.0, "efficiency")]


def test_results_the_size_of_a_model_an_experiment_trained_is_no_outcome():
    # styled on corpus deduplication: "A 1.3B model trained on the deduplicated corpus improves ..." gave a model
    # size of 1.3B; how large a model a system can train still counts
    rec = _record("A 1.3B model trained on the deduplicated corpus improves average accuracy on HellaSwag by "
                  "1.4 points. FooTrain enables training a 13B model on a single GPU.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == \
        [(1.4, "points", "average accuracy"), (13.0, "B", "model size")]


def test_results_and_by_after_a_setting_keeps_the_metric():
    # styled on vector search: "by 37% ... on SIFT1B, and by 52% on MS MARCO" measured the metric "and" (the digit
    # of a data set's name stopped the shared verb; ", and" was taken for the verb's second object)
    rec = _record("Early termination reduces average query latency by 37% on the SIFT1B dataset, and by 52% on "
                  "MS MARCO.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == \
        [(37.0, "average query latency"), (52.0, "average query latency")]


def test_results_and_of_another_thing_from_to_keeps_the_metric():
    # styled on serverless snapshots: "the cold-start latency of ResNet-50 from 6.2 s to 0.38 s and of BERT-large
    # from 14.1 s to 0.91 s" left the second pair without a metric ("and that of" had it)
    rec = _record("SnapInfer reduces the cold-start latency of ResNet-50 from 6.2 s to 0.38 s and of BERT-large "
                  "from 14.1 s to 0.91 s.")
    assert [r["metric"] for r in rec["results"]] == ["cold-start latency"] * 4


def test_results_a_factor_of_compression_is_a_compression_ratio():
    # styled on prompt compression: "achieves 6x compression" measured "compression" (the guideline's metric is the
    # compression ratio)
    rec = _record("SqueezePrompt achieves 6x compression with a 1.2-point accuracy drop.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(6.0, "compression ratio"), (1.2, "accuracy")]


def test_results_a_margin_after_a_longer_setting_or_which_is():
    # styled on MCU vision transformers: "71.4% top-1 accuracy on an STM32H743 with 512 KB SRAM, which is 4.6%
    # higher than MCUNetV2" gave the margin no metric
    rec = _record("TinyViT-MCU achieves 71.4% top-1 accuracy on an STM32H743 with 512 KB SRAM, which is 4.6% higher "
                  "than MCUNetV2.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(71.4, "top-1 accuracy"), (4.6, "top-1 accuracy")]


def test_results_a_cause_ends_the_metric_and_an_evaluated_model_is_no_outcome():
    # styled on gradient-compression studies and pipelined RAG: "slows training by up to 17% due to encoding
    # overhead" measured "due to encoding overhead"; "evaluated with a 1.3B-parameter model" gave a model size
    rec = _record("Compression often slows training by up to 17% due to encoding overhead. PipeRAG is evaluated with "
                  "a 1.3B-parameter model on the C4 corpus.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(17.0, "")]


def test_results_the_model_a_run_trains_is_no_outcome_and_an_owner_is_no_metric():
    # styled on carbon-aware training and sparse kernels: "the carbon emissions of training a 7B-parameter model by
    # a factor of 2.1" gave a model size of 7B; "71% of the A100's peak throughput" measured "a100's peak throughput"
    rec = _record("CarbonShift reduces the carbon emissions of training a 7B-parameter model by a factor of 2.1. "
                  "SparseFlash reaches 71% of the A100's peak throughput. FooTrain enables training a 13B model on "
                  "a single GPU.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == \
        [(2.1, "x", "carbon emissions"), (71.0, "%", "peak throughput"), (13.0, "B", "model size")]


def test_results_model_sizes_studied_in_brackets_are_no_outcome(sample_record):
    # arXiv 2512.13472 (../shared/data/formats/arxiv_atom_page.xml): "across multiple PLs, model sizes (0.2B to 14B
    # parameters)" gave a model size of 14B
    assert sample_record("arxiv_atom_page.xml", "2512.13472")["results"] == []
    rec = _record("We conduct 1000 experiments across model sizes (0.2B to 14B parameters).")
    assert rec["results"] == []


def test_results_a_named_models_size_it_ran_on_is_no_outcome():
    # styled on the PaLM inference paper: "a long 2048-token context length on the PaLM 540B parameter model" gave
    # a model size of 540B (as "for a 10B parameter model" gives none)
    rec = _record("We achieve a low-batch-size latency of 29 ms per token while supporting a long 2048-token context "
                  "length on the PaLM 540B parameter model. For a 30B-parameter model, LowDiff cuts size by 7x.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(29.0, "ms"), (7.0, "x")]


def test_results_a_size_cut_from_to_and_a_score_degraded_by():
    # styled on diffusion quantization: "cuts model size from 3.4 GB to 0.9 GB" was taken for sizes swept ("message
    # sizes from 1 KB to 4 GB"), "Q-Diffusion degrades FID by 4.6" was no result
    rec = _record("QuaDiff cuts model size from 3.4 GB to 0.9 GB, whereas Q-Diffusion degrades FID by 4.6. We test "
                  "message sizes from 1 KB to 4 GB.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == \
        [(3.4, "GB", "model size"), (0.9, "GB", "model size"), (4.6, "", "fid")]


def test_results_an_average_in_brackets_measures_the_range_before():
    # styled on congestion control: "by 11-27% (average 18%)" gave the average no metric
    rec = _record("FlowPilot reduces the iteration time of ResNet-152 by 11-27% (average 18%) relative to DCQCN.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == \
        [(11.0, "iteration time"), (27.0, "iteration time"), (18.0, "iteration time")]


def test_results_a_metric_then_a_factor_and_a_comparative_ending_the_clause():
    # styled on KV cache quantisation: "to serve batch sizes 4x larger, bringing ..." named no metric for 4x ("than"
    # after the comparative was needed)
    rec = _record("KIVI-2 allows Llama-2-13B to serve batch sizes 4x larger, bringing a 2.35x throughput improvement.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(4.0, "batch size"), (2.35, "throughput")]


def test_results_a_latex_range_of_factors_and_the_factor_of_a_baseline():
    # written on speculative decoding: "$2.3\times$--$2.9\times$" lost its second end, and "versus $1.7\times$ for
    # Medusa" its baseline (plain "versus 1.7x for Medusa" had it)
    rec = _record(r"SpecLite yields $2.3\times$--$2.9\times$ end-to-end speedup over standard autoregressive decoding "
                  r"on MT-Bench, versus $1.7\times$ for Medusa. It also gives 2x--3x higher throughput.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(2.3, "x"), (2.9, "x"), (1.7, "x"), (2.0, "x"),
                                                                 (3.0, "x")]
    assert "Medusa" in rec["baselines"]


def test_results_the_size_of_a_dense_model_a_study_pretrains_is_setup():
    # written on a fault-tolerance study: "pre-training a dense 405B-parameter Transformer" gave a model-size result
    # (the kind word between the article and the size hid the run); what a system enables stays one
    rec = _record("We report a 54-day study of pre-training a dense 405B-parameter Transformer on 16,384 H100 GPUs. "
                  "ZeRO enables training a dense 13B-parameter model on one GPU.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(13.0, "B", "model size")]


def test_results_numbers_alone_in_latex_math_keep_the_unit_after_the_math():
    # written on GNN training: "$2.1$--$4.7\times$ faster" and "within $0.3$ points" gave no result (the closing "$"
    # stood between the number and its unit); a dollar amount stays one
    rec = _record(r"Laggard delivers $2.1$--$4.7\times$ faster epochs than PipeGCN, with test accuracy within $0.3$ "
                  r"points of the synchronous baseline. A run costs $5 per hour.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(2.1, "x"), (4.7, "x"), (0.3, "points"), (5.0, "$")]


def test_results_points_with_the_scores_name_between():
    # written on early-exit decoding: "a drop of at most 0.3 ROUGE-L points" had no unit ("0.3 points" had)
    rec = _record("Overpass improves throughput by 34% over CALM, with a drop of at most 0.3 ROUGE-L points on "
                  "CNN/DailyMail. It loses only 2 accuracy points on MMLU.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == \
        [(34.0, "%", "throughput"), (0.3, "points", "rouge-l"), (2.0, "points", "accuracy")]


def test_results_ops_per_second_keep_the_written_unit_and_a_count_of_named_things_is_setup():
    # from a recalled EIE abstract and a Cambricon abstract: "102 GOPS/s" lost its "/s" and the metric read
    # "/s of processing power"; "a versatile coverage of 10 different NN benchmarks" was a result
    rec = _record("EIE has a processing power of 102 GOPS/s, corresponding to 3 TOPS/s on an uncompressed network. "
                  "It reaches 27.8 TOPS/W. It has a versatile coverage of 10 different NN benchmarks.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (102.0, "GOPS/s", "processing power"), (3.0, "TOPS/s", ""), (27.8, "TOPS/W", "energy efficiency")]


def test_results_percent_points_are_points_and_a_percentile_is_no_outcome():
    # from recalled DoReMi and Lina abstracts: "by 6.5% points" was 6.5%, and "reduces the 95%ile inference time by
    # ... 1.63x" gave a result 95% as well
    rec = _record("DoReMi improves average few-shot downstream accuracy by 6.5% points over a baseline. Lina reduces "
                  "the 95%ile inference time by an average of 1.63x.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(6.5, "points"), (1.63, "x")]


def test_results_a_sequence_or_context_length_reached_is_a_result_a_setting_is_not():
    # from recalled DeepSpeed long-sequence abstracts (FPDT, ALST) and KVQuant, SnapKV: "train 8B LLM with 2 million
    # sequence length", "500K sequence length on a single H100 GPU, 3.7M on a node, and over 15M", "a context length
    # of up to 1 million" were no results (a capability, as "trains models with 13 billion parameters" is one)
    rec = _record("With our design, we can now train 8B LLM with 2 million sequence length on only 4 GPUs. ALST "
                  "supports training Llama 8B with 500K sequence length on a single H100 GPU, 3.7M on a single node, "
                  "and over 15M on a 4 node cluster. KVQuant enables serving LLaMA-7B with a context length of up to "
                  "1 million on one GPU.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"] if r["unit"] != "B"] == [
        (2.0, "M", "sequence length"), (500.0, "K", "sequence length"), (3.7, "M", "sequence length"),
        (15.0, "M", "sequence length"), (1.0, "M", "context length")]
    # one result when the length is read from both sides ("a sequence length of up to 10 million tokens")
    assert [(r["value"], r["unit"]) for r in _record("Llama 4 Scout can support a max sequence length of up to 10 "
                                                     "million tokens.")["results"]] == [(10.0, "million tokens")]
    # a setting is none: "when processing inputs of 16K tokens", "speeds up training ... with 32K context length"
    rec = _record("SnapKV improves memory by 8.2x when processing inputs of 16K tokens. BlockSparse-FA reaches 610 "
                  "TFLOPS and speeds up training of a GPT model with 32K context length by 1.45x.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(8.2, "x"), (610.0, "TFLOPS"), (1.45, "x")]


def test_results_read_pf_per_second_as_pflops_and_no_forecast_horizon():
    # Kurth et al., "Exascale Deep Learning for Climate Analytics" (SC 2018)
    rec = _record("The Tiramisu network scales to 5300 P100 GPUs with a sustained throughput of 21.0 PF/s and "
                  "parallel efficiency of 79.0%. The network achieves a peak throughput of 1.13 EF/s.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(21.0, "PFLOPS"), (79.0, "%"), (1.13, "EFLOPS")]
    # how far ahead a weather model forecasts is its setting (NeuralGCM, FengWu); how long it ran is a result
    rec = _record("NeuralGCM is competitive with ML models for 1-10 day forecasts. FengWu reduces the error of "
                  "10-day lead global z500 prediction. It was trained in 10 days.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(10.0, "days")]


def test_a_value_that_names_its_own_change_takes_no_metric_from_the_one_before():
    # ZeRO's abstract (SC 2020): "an 8x increase in model size and 10x increase in achievable performance"
    rec = _record("This represents an 8x increase in model size and 10x increase in achievable performance over "
                  "state-of-the-art.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(8, "model size"), (10, "")]


def test_a_model_size_in_capitalised_words_is_a_result():
    # ZeRO's abstract: "the potential to scale beyond 1 Trillion parameters using today's hardware"
    rec = _record("ZeRO has the potential to scale beyond 1 Trillion parameters using today's hardware.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(1, "T", "model size")]


def test_values_listed_before_as_many_metrics_pair_in_order():
    # EIE's abstract (ISCA 2016): "EIE has 2.9x, 19x and 3x better throughput, energy efficiency and area efficiency"
    rec = _record("Compared with DaDianNao, EIE has 2.9x, 19x and 3x better throughput, energy efficiency and area "
                  "efficiency.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (2.9, "throughput"), (19, "energy efficiency"), (3, "area efficiency")]
    # a value read once per metric keeps one reading
    rec = _record("It gives 2x and 3x lower latency and cost.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2, "latency"), (3, "cost")]
    # two values of one metric share it
    rec = _record("It gives 2x and 3x lower latency on A100 and H100.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2, "latency"), (3, "latency")]


def test_a_conjoined_metric_with_a_comparative_of_its_own_takes_no_value():
    # "a 2x speedup and lower memory usage": the usage's change has no size
    rec = _record("Our method achieves 2x speedup and lower memory usage.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2, "speedup")]
    rec = _record("It gives 2x higher training throughput and end-to-end training time reduction.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2, "training throughput"),
                                                                   (2, "end-to-end training time")]


def test_a_latency_target_is_set_and_the_share_of_requests_meeting_it_is_the_result():
    # Clockwork's abstract (OSDI 2020): "meeting 100 ms latency targets for 99.9999% of requests"
    rec = _record("Clockwork can support thousands of models while simultaneously meeting 100 ms latency targets for "
                  "99.9999% of requests.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(99.9999, "%", "slo attainment")]


def test_a_share_of_peak_flops_measures_peak_flops_once():
    # Megatron-LM's abstract (2019): "a strong single GPU baseline that sustains 39 TeraFLOPs, which is 30% of peak
    # FLOPs"
    rec = _record("We compare to a strong single GPU baseline that sustains 39 TeraFLOPs, which is 30% of peak FLOPs.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (39, "TFLOPS", ""), (30, "%", "peak flops")]
    rec = _record("We reach 50% of peak FLOPS and peak FLOP/s.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(50, "peak flops")]


def test_the_size_of_a_named_model_and_its_ends_after_the_factor():
    # Deep Compression's abstract (ICLR 2016): "reduced the size of VGG-16 by 49x from 552MB to 11.3MB"
    rec = _record("Our method reduced the size of VGG-16 by 49x from 552MB to 11.3MB, again with no loss of accuracy.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (49, "x", "model size"), (552, "MB", "model size"), (11.3, "MB", "model size")]


def test_a_data_set_between_a_value_and_its_metric_says_where_it_is_measured():
    # MCUNet's abstract (NeurIPS 2020): "achieves >70% ImageNet top1 accuracy on an off-the-shelf commercial
    # microcontroller" (the metric is the top-1 accuracy the record lists)
    rec = _record("MCUNet is the first to achieve >70% ImageNet top1 accuracy on an off-the-shelf commercial "
                  "microcontroller.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(70, "top1 accuracy")]


def test_more_of_an_uncountable_quality_is_no_count():
    # AlpaServe's abstract (OSDI 2023): "process requests at up to 10x higher rates or 6x more burstiness"
    rec = _record("AlpaServe can process requests at up to 10x higher rates or 6x more burstiness while staying "
                  "within latency constraints. It uses 47% fewer steps.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(10, "rate"), (6, "burstiness"),
                                                                   (47, "number of steps")]


def test_results_the_fields_growth_before_the_paper_is_no_outcome():
    # ZeRO-Infinity (SC 2021) opens "In the last three years, the largest dense deep learning models have grown over
    # 1000x ..., while the GPU memory has only grown by 5x (16 GB to 32 GB)": four results of nobody's method; what a
    # method itself increased stays
    rec = _record("In the last three years, the largest dense deep learning models have grown over 1000x to reach "
                  "hundreds of billions of parameters, while the GPU memory has only grown by 5x (16 GB to 32 GB). "
                  "Memory bandwidth has increased only 10x in the same period. ZeRO-Infinity has increased the "
                  "training throughput by 2x over ZeRO-Offload.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(2.0, "x", "training throughput")]


def test_results_a_growth_traced_from_one_size_to_another_is_the_fields():
    # Persia (KDD 2022) opens "witnessed an exponential growth of model scale ... from Google's 2016 model with 1
    # billion parameters to the latest Facebook's model with 12 trillion parameters": nobody's result; the paper's
    # own size after "we" stays
    rec = _record("Recent years have witnessed an exponential growth of model scale in deep learning-based "
                  "recommender systems---from Google's 2016 model with 1 billion parameters to the latest Facebook's "
                  "model with 12 trillion parameters. We train models with up to 100 trillion parameters, growing "
                  "from there.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(100.0, "T")]


def test_results_a_share_of_additional_cost_is_an_outcome():
    # "Training Deep Nets with Sublinear Memory Cost" (Chen et al., 2016): "with only 30 percent additional running
    # time cost" is what the method costs, not a setting ("with only 10% of the labels" stays one)
    rec = _record("Our experiments show that we can reduce the memory cost of a 1,000-layer deep residual network "
                  "from 48GB to 7GB with only 30 percent additional running time cost on ImageNet problems. We "
                  "train with only 10% of the labels.")
    got = [(r["value"], r["unit"], r["metric"]) for r in rec["results"]]
    assert (30.0, "%", "running time cost") in got and not any(unit == "%" and value == 10 for value, unit, _ in got)


def test_results_the_size_describing_a_named_model_is_setup():
    # Speculative sampling (DeepMind, 2023): "with Chinchilla, a 70 billion parameter language model, achieving a
    # 2-2.5x decoding speedup": the model measured, no outcome; what a system trained or the paper releases stays
    rec = _record("We benchmark speculative sampling with Chinchilla, a 70 billion parameter language model, "
                  "achieving a 2-2.5x decoding speedup. LTF successfully trained SIGMA-MOE, a 200B MoE model. We "
                  "release Foo-7B, a 7B model.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(2.0, "x"), (2.5, "x"), (200.0, "B"), (7.0, "B")]


def test_results_the_price_of_a_device_is_no_outcome():
    # NoScope (VLDB 2017): "applying a state-of-the-art object detector in real time ... requires a $4000 GPU"; what
    # a system saves per GPU stays
    rec = _record("Applying a detector in real time requires a $4000 GPU. Our system saves $300 per GPU.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(300.0, "$")]


def test_results_model_sizes_a_family_spans_and_the_model_a_result_was_measured_for_are_setup():
    # TorchTitan (2024): "on the Llama 3.1 family of LLMs, spanning 8 billion to 405 billion parameters" and
    # Chimera (SC 2021): "For a GPT-2 model with 1.3 billion parameters running on 2,048 GPU nodes" each gave a model
    # size; a capability the method reaches stays one
    rec = _record("We thoroughly assess TorchTitan on the Llama 3.1 family of LLMs, spanning 8 billion to 405 billion "
                  "parameters. For a GPT-2 model with 1.3 billion parameters running on 2,048 GPU nodes, Chimera "
                  "improves the training throughput by 1.16x-2.34x. ZeRO-Offload can train a model with 13 billion "
                  "parameters on a single GPU.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (1.16, "x", "training throughput"), (2.34, "x", "training throughput"), (13.0, "B", "model size")]


def test_results_accelerations_of_a_share_are_speedups():
    # TorchTitan (2024): "we demonstrate accelerations of 65.08% with 1D parallelism at the 128-GPU scale" had no
    # metric
    rec = _record("By stacking training optimizations, we demonstrate accelerations of 65.08% with 1D parallelism at "
                  "the 128-GPU scale (Llama 3.1 8B) on NVIDIA H100 GPUs over optimized baselines.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(65.08, "%", "speedup")]


def test_results_a_bound_in_brackets_after_its_constraint_and_a_difference_between_kinds_are_no_outcomes():
    # Shepherd (NSDI 2023): "inference requests have very tight latency constraints (10-500 ms)"; TensorFlow Lite
    # Micro (MLSys 2021): "Their nearest mobile counterparts exhibit at least a 100 -- 1,000x difference in compute
    # capability" gave results; what the method reaches stays one
    rec = _record("Inference requests have very tight latency constraints (10-500 ms). Their nearest mobile "
                  "counterparts exhibit at least a 100 -- 1,000x difference in compute capability. Shepherd cuts "
                  "latency to 20 ms.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(20.0, "ms", "latency")]


def test_results_a_duration_written_in_words_is_a_result():
    # GPTQ (ICLR 2023): "can quantize GPT models with 175 billion parameters in approximately four GPU hours" gave
    # only the model size; a run's length after "for" is no outcome
    rec = _record("GPTQ can quantize GPT models with 175 billion parameters in approximately four GPU hours. "
                  "Training takes only two days on one GPU. We run each job for two hours.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(175.0, "B"), (4.0, "GPU hours"), (2.0, "days")]


def test_results_an_accuracy_gain_in_points_and_a_score_named_with_its_data_set():
    # PyramidKV (2024): "achieving up to a 20.5 absolute accuracy improvement on TREC dataset" had no unit and the
    # metric "absolute accuracy"; QuaRot (2024): "losses of at most 0.29 WikiText-2 perplexity" was no result
    rec = _record("PyramidKV achieves up to a 20.5 absolute accuracy improvement on TREC dataset. Our quantized "
                  "LLaMa2-70B model has losses of at most 0.29 WikiText-2 perplexity.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (20.5, "points", "accuracy"), (0.29, "", "perplexity")]


def test_results_a_sentence_opening_with_a_setting_names_no_measure():
    # PyramidKV (2024): "In scenarios emphasizing memory efficiency, where only 0.7% of the KV cache is maintained"
    # gave the metric "emphasizing memory efficiency"; "In graph construction time, ..." still names one
    rec = _record("In scenarios emphasizing memory efficiency, where only 0.7% of the KV cache is maintained, "
                  "PyramidKV surpasses other techniques. In graph construction time, CAGRA is 2.2~27x faster than "
                  "HNSW.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (0.7, ""), (2.2, "graph construction time"), (27.0, "graph construction time")]


def test_results_active_parameters_of_a_mixture_of_experts():
    # Mixtral (h94-02): "each token has access to 47B parameters, but only uses 13B active parameters"
    rec = _record("We introduce Mixtral 8x7B, a Sparse Mixture of Experts (SMoE) language model. As a result, each token "
                  "has access to 47B parameters, but only uses 13B active parameters during inference.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (47.0, "B", "model size"), (13.0, "B", "active parameters")]


def test_results_a_bracketed_difference_of_a_bare_score_has_no_unit():
    # MobileBERT (h90-03): "a GLUEscore of 77.7 (0.6 lower than BERT_BASE)" is 0.6 of the score, no factor
    rec = _record("On the natural language inference tasks of GLUE, MobileBERT achieves a GLUEscore of 77.7 (0.6 lower "
                  "than BERT_BASE), and 62 ms latency on a Pixel 4 phone.")
    assert (0.6, "") in [(r["value"], r["unit"]) for r in rec["results"]]
    assert (0.6, "x") not in [(r["value"], r["unit"]) for r in rec["results"]]


def test_respectively_pairs_values_with_metrics_each_with_its_own_comparative_or_qualifier():
    # Sequence Parallelism (h102-03): "13.7x and 3.0x maximum batch size and sequence length respectively" gave
    # both values the maximum batch size ("maximum" stopped the list of metrics); "higher throughput and lower
    # latency" gave both the throughput
    rec = _record("Compared with tensor parallelism, our approach achieved 13.7× and 3.0× maximum batch size and "
                  "sequence length respectively when scaling up to 64 NVIDIA P100 GPUs.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(13.7, "maximum batch size"),
                                                                   (3.0, "sequence length")]
    rec = _record("Our approach achieved 13.7x and 3.0x higher throughput and lower latency, respectively.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(13.7, "throughput"), (3.0, "latency")]


def test_a_sequence_length_a_result_is_measured_at_is_no_result():
    # Striped Attention (h102-04): "able to achieve up to 1.45x ... at a sequence length of 256k" read the length as
    # one the contribution reaches ("able"); "at" makes it where the result was measured. A length it can process
    # stays a result
    rec = _record("We are able to achieve up to 1.45x end-to-end throughput improvements over the original Ring "
                  "Attention algorithm on causal transformer training at a sequence length of 256k. We were able to "
                  "achieve 1.65x speedups at sequence lengths of 786k. It can process sequence lengths of up to 1M.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(1.45, "x"), (1.65, "x"), (1.0, "M")]


def test_with_only_a_share_of_overhead_is_an_outcome():
    # Gist (h106-06): "with only 4% performance overhead" was a setup ("with only 10% of the data" is one); an
    # overhead after the share is what the method cost
    rec = _record("It reduces the memory footprint by 2x, with only 4% performance overhead. We train with only 10% "
                  "of the data.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2.0, "x", "memory footprint"), (4.0, "%", "performance overhead")]


def test_a_share_of_requests_a_result_stays_within_is_its_bound():
    # AlpaServe (h104-06), Nexus (h104-04), DistServe (h95-04): "while staying within latency constraints for more
    # than 99% of requests", "required to stay within latency constraints at least 99% of the time" are the bound
    # the results were held to; "meets the SLO for 99% of requests" stays an outcome
    rec = _record("AlpaServe can process requests at up to 10x higher rates or 6x more burstiness while staying "
                  "within latency constraints for more than 99% of requests.")
    assert [r["value"] for r in rec["results"]] == [10.0, 6.0]
    rec = _record("When required to stay within latency constraints at least 99% of the time, Nexus can process "
                  "requests at rates 1.8-12.7x higher.")
    assert [r["value"] for r in rec["results"]] == [1.8, 12.7]
    assert [r["value"] for r in _record("It meets the SLO for 99% of requests.")["results"]] == [99.0]


def test_times_longer_after_a_sequence_is_its_length():
    # Blockwise Parallel Transformer (h102-05) and Sequence Parallelism (h102-03): "sequences 32 times longer than
    # vanilla Transformers", "sequence with over 114K tokens, which is over 27x longer than ..." had no metric
    rec = _record("BPT enables training sequences 32 times longer than vanilla Transformers and up to 4 times longer "
                  "than previous memory-efficient methods. It runs 3x longer than before.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (32.0, "sequence length"), (4.0, "sequence length"), (3.0, "")]


def test_a_hyphenated_word_before_a_metric_stays_whole():
    # the metric named before "of" keeps its hyphenated first word: "real-time speed", not "time speed"
    rec = _record("FooNet runs at a real-time speed of 30 FPS on a Jetson TX2 and reduces the end-to-end latency "
                  "by 2.1x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(30.0, "real-time speed"),
                                                                    (2.1, "end-to-end latency")]


def test_a_bracketed_size_before_the_memory_it_describes_is_setup():
    # "a large (28 MiB) software-managed on-chip memory" (the TPU paper) describes the chip; a bracketed
    # measured memory stays a result
    rec = _record("The heart of the TPU is a matrix unit and a large (28 MiB) software-managed on-chip memory. "
                  "FooSys cuts the peak memory (12 GB) of training by 2x.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(12.0, "GB"), (2.0, "x")]


def test_a_model_size_said_again_is_one_result_a_factor_said_again_two():
    # "up to 100 trillion parameters" and "at the scale of 100 trillion parameters" (Persia) are one capability;
    # "8x larger batch size" in two experiments (dev seed-35) are two outcomes
    rec = _record("We build FooRec, which trains recommender models of up to 100 trillion parameters. Anyone can "
                  "train a recommender model at the scale of 100 trillion parameters with FooRec. Experiments with "
                  "GPT-2 show 8x larger batch size. Experiments with GPT-3 show 8x larger batch size.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (100.0, "T", "model size"), (8.0, "x", "batch size"), (8.0, "x", "batch size")]


def test_a_kinds_usual_size_or_each_ones_is_no_result():
    # Petals (2023) and LoRA (2022): "LLMs that often have more than 100 billion parameters" and "instances of
    # fine-tuned models, each with 175B parameters, is prohibitively expensive" were model sizes reached
    rec = _record("Many NLP tasks benefit from using large language models (LLMs) that often have more than 100 "
                  "billion parameters. Deploying independent instances of fine-tuned models, each with 175B "
                  "parameters, is prohibitively expensive.")
    assert rec["results"] == []
    # (what a system trains stays its outcome)
    rec = _record("ZeRO-Offload can train models that have over 13 billion parameters on a single GPU.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(13.0, "B", "model size")]


def test_a_models_size_in_bytes_after_which_is_no_result():
    # Fiddler (2024): "run the uncompressed Mixtral-8x7B model, which exceeds 90GB in parameters, to generate over
    # 3 tokens per second": how large the model is, not an outcome; the rate stays one
    rec = _record("Our evaluation shows that Fiddler can run the uncompressed Mixtral-8x7B model, which exceeds 90GB "
                  "in parameters, to generate over 3 tokens per second on a single GPU with 24GB memory.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(3.0, "tokens per second")]


def test_two_actions_inside_a_changed_quantity_keep_its_metric():
    # CacheGen (2024): "reduces the KV cache size by 3.5-4.3x and the total delay in fetching and processing contexts
    # by 3.2-3.7x": the "and" between the two actions is no new conjunct, the second pair measures the total delay
    rec = _record("CacheGen reduces the KV cache size by 3.5-4.3x and the total delay in fetching and processing "
                  "contexts by 3.2-3.7x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (3.5, "kv cache size"), (4.3, "kv cache size"), (3.2, "total delay"), (3.7, "total delay")]


def test_a_verb_and_its_object_after_and_is_no_second_metric():
    # Cocktail (NSDI 2022): "providing 2x reduction in latency and satisfying the target accuracy for up to 96% of
    # the requests" gave the factor a second result measuring "satisfying the target accuracy"
    rec = _record("Cocktail can reduce deployment cost by 1.45x, while providing 2x reduction in latency and "
                  "satisfying the target accuracy for up to 96% of the requests.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (1.45, "deployment cost"), (2.0, "latency"), (96.0, "accuracy")]
    assert "satisfying the target accuracy" not in rec["entities"]["Metric"]
    # (a noun phrase conjoined keeps its share: "2x higher throughput and energy efficiency")
    rec = _record("FooServe achieves 2x higher throughput and energy efficiency.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.0, "throughput"), (2.0, "energy efficiency")]


def test_the_same_change_in_other_settings_shares_its_metric():
    # QServe (2024): "improves the maximum achievable serving throughput of Llama-3-8B by 1.2x on A100, 1.4x on
    # L40S; and Qwen1.5-72B by 2.4x on A100, 3.5x on L40S": the values after the first leave the verb and its
    # quantity out
    rec = _record("QServe improves the serving throughput of Llama-3-8B by 1.2x on A100, 1.4x on L40S; and "
                  "Qwen1.5-72B by 2.4x on A100, 3.5x on L40S, compared to TensorRT-LLM.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (1.2, "serving throughput"), (1.4, "serving throughput"), (2.4, "serving throughput"),
        (3.5, "serving throughput")]


def test_the_quantity_named_before_a_gain_of_a_value_is_its_metric():
    # Blockwise Parallel Decoding (NeurIPS 2018): "achieving iteration reductions of up to 2x"; SpQR (ICLR 2024):
    # "reaching memory compression gains of more than 4x": what changes, named before the noun of change
    rec = _record("We achieve iteration reductions of up to 2x over a baseline greedy decoder.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.0, "iteration reduction")]
    rec = _record("SpQR yields faster inference at similar accuracy, while reaching memory compression gains of "
                  "more than 4x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(4.0, "memory compression gain")]
    # (a metric's own name stays the metric; a verb or a judgement names nothing)
    assert [r["metric"] for r in _record("We achieve throughput improvements of 2x.")["results"]] == ["throughput"]
    assert [r["metric"] for r in _record("We see significant gains of 2x.")["results"]] == [""]


def test_an_average_after_the_first_values_setting_shares_its_metric():
    # Gist (ISCA 2018): "reduces the memory footprint to upto 2x across 5 state-of-the-art image classification
    # DNNs, with an average of 1.8x": the average of the same reduction, after the setting of the first value
    rec = _record("Gist reduces the memory footprint to upto 2x across 5 state-of-the-art image classification "
                  "DNNs, with an average of 1.8x with only 4% performance overhead.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (2.0, "memory footprint"), (1.8, "memory footprint"), (4.0, "performance overhead")]


def test_a_scores_change_written_as_a_noun_before_or_after_the_number():
    # DeepCache (CVPR 2024): "a speedup factor of 2.3x for Stable Diffusion v1.5 with only a 0.05 decline in CLIP
    # Score, and 4.1x for LDM-4-G with a slight decrease of 0.22 in FID"; Q-Diffusion (ICCV 2023): "small FID change
    # of at most 2.34"; the second factor, in a parallel clause for another model, is a speedup too
    rec = _record("DeepCache enables a speedup factor of 2.3x for Stable Diffusion v1.5 with only a 0.05 decline in "
                  "CLIP Score, and 4.1x for LDM-4-G with a slight decrease of 0.22 in FID on ImageNet. It keeps a "
                  "small FID change of at most 2.34.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2.3, "x", "speedup"), (0.05, "", "clip score"), (4.1, "x", "speedup"), (0.22, "", "fid"), (2.34, "", "fid")]


def test_a_rate_written_in_words_with_its_scale():
    # EnvPool (NeurIPS 2022): "EnvPool achieves one million frames per second ... and three million frames per second
    # on MuJoCo environments"; a number word alone before a rate is no factor
    rec = _record("On a high-end machine, EnvPool achieves one million frames per second for the environment "
                  "execution on Atari environments and three million frames per second on MuJoCo environments.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(1000000.0, "frames per second"),
                                                                       (3000000.0, "frames per second")]


def test_metrics_listed_before_by_share_its_value():
    # Gavel (OSDI 2020): "improve end objectives such as average job completion time and makespan by up to 3.5x";
    # Sia (SOSP 2023): "99th percentile JCT and makespan by 28-95%"; a metric of another verb stays out
    rec = _record("Gavel's policies improve end objectives such as average job completion time and makespan by up to "
                  "3.5x. Foo improves accuracy and reduces latency by 2x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (3.5, "average job completion time"), (3.5, "makespan"), (2.0, "latency")]


def test_sizes_of_the_language_models_studied_are_no_result():
    # REST (NAACL 2024): "When benchmarked on 7B and 13B language models in a single-batch setting, REST achieves a
    # significant speedup of 1.62x to 2.36x"
    rec = _record("When benchmarked on 7B and 13B language models in a single-batch setting, REST achieves a "
                  "significant speedup of 1.62x to 2.36x on code or text generation.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(1.62, "x"), (2.36, "x")]


def test_a_multiplication_signs_look_alike_writes_a_factor():
    # P3 (OSDI 2021): "P3 is able to outperform existing state-of-the-art distributed GNN frameworks by up to 7✕"
    rec = _record("Our evaluation shows that P3 is able to outperform existing distributed GNN frameworks by up to "
                  "7\u2715.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(7.0, "x")]


def test_a_dollar_sign_closing_math_before_a_number_is_no_price():
    # Once-for-All (ICLR 2020): "under the mobile setting ($<$600M FLOPs)"; money stays money ("~$5 per hour")
    assert [(h.value, h.unit) for h in find_numbers("80.0% ImageNet top1 accuracy under the mobile setting "
                                                    "($<$600M FLOPs).")] == [("80", "%")]
    assert [(h.value, h.unit) for h in find_numbers("It costs ~$5 per hour.")] == [("5", "$")]


def test_a_bit_width_in_brackets_after_a_metric_is_no_score():
    # HAQ (CVPR 2019): "compared with the fixed bitwidth (8 bits) quantization"
    rec = _record("Our framework reduced the latency by 1.4x with negligible loss of accuracy compared with the fixed "
                  "bitwidth (8 bits) quantization.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(1.4, "x")]


def test_a_rate_written_with_a_second():
    # DiskANN (NeurIPS 2019): "DiskANN serves > 5000 queries a second with < 3ms mean latency"; "a second time" is
    # no rate
    assert [(h.value, h.unit) for h in find_numbers("DiskANN serves > 5000 queries a second with < 3ms mean "
                                                    "latency.")] == [("5000", "queries/s"), ("3", "ms")]
    assert find_numbers("It trains 3 models a second time.") == []


def test_a_value_of_savings_measures_the_quantity_saved():
    # Llumnix (OSDI 2024): "delivers up to 36% cost savings"; INFaaS (2019): "achieves up to 150x cost savings", as
    # the dev set's DeepSpeed-MoE "a 5x saving" measures the training cost; savings no value measures stay a metric
    # (ZeRO-Offload: "while maximizing memory savings on GPU")
    rec = _record("Llumnix delivers up to 36% cost savings. INFaaS achieves up to 150x cost savings, 1.5x higher "
                  "throughput. It maximizes memory savings on GPU.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(36.0, "cost"), (150.0, "cost"),
                                                                    (1.5, "throughput")]
    assert "memory savings" in rec["entities"]["Metric"]


def test_up_to_written_as_one_word_qualifies_a_sped_up_value():
    # CoorDL (VLDB 2021): "CoorDL accelerates hyperparameter search by upto 5.7x, single-server training by upto 2x"
    rec = _record("CoorDL accelerates hyperparameter search by upto 5.7x, single-server training by upto 2x compared "
                  "to DALI.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(5.7, "speedup"), (2.0, "speedup")]


def test_a_loss_of_a_score_measures_that_score():
    # AMC (ECCV 2018): "1.43x speedup on the Titan XP GPU, with only 0.1% loss of ImageNet Top-1 accuracy"; a loss
    # valued alone is the loss ("0.016 loss")
    rec = _record("It achieved 1.43x speedup on the Titan XP GPU, with only 0.1% loss of ImageNet Top-1 accuracy.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.43, "speedup"), (0.1, "top-1 accuracy")]


def test_a_share_of_items_a_method_keeps_is_no_result():
    # AWQ (MLSys 2024): "protecting only 1% of salient weights can greatly reduce quantization error"
    rec = _record("Our method is based on the observation that protecting only 1% of salient weights can greatly "
                  "reduce quantization error. It reduces the latency by 20%.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(20.0, "%")]


def test_a_performance_speedup_is_a_speedup():
    # PaGraph (SoCC 2020): "up to 96.8% data loading time reductions and up to 4.8X performance speedup"
    rec = _record("PaGraph achieves up to 96.8% data loading time reductions and up to 4.8X performance speedup over "
                  "the state-of-the-art baselines.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(96.8, "data loading time"), (4.8, "speedup")]
    assert rec["entities"]["Metric"] == ["data loading time", "speedup"]


def test_a_rate_named_before_a_compared_factor_is_its_metric():
    # Nexus (SOSP 2019): "Nexus can process requests at rates 1.8-12.7x higher than state of the art systems can"
    rec = _record("Nexus can process requests at rates 1.8-12.7x higher than state of the art systems can. It serves "
                  "requests at a rate 2x higher than vLLM.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(1.8, "rate"), (12.7, "rate"), (2.0, "rate")]


def test_a_factor_of_less_memory_of_a_kind_measures_that_memory():
    # MCUNet (NeurIPS 2020): "using 3.5x less SRAM and 5.7x less Flash compared to quantized MobileNetV2"; fewer
    # devices are a count of them
    rec = _record("MCUNet runs on a microcontroller, using 3.5x less SRAM than MobileNetV2, while using 4x fewer GPUs.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(3.5, "sram"), (4.0, "number of GPUs")]


def test_a_duration_to_complete_a_unit_of_work_is_its_time():
    # DistDGL (IA3 2020): "requires only 13 seconds to complete a training epoch for a graph with 100 million nodes"
    rec = _record("DistDGL requires only 13 seconds to complete a training epoch for a graph with 100 million nodes. "
                  "It takes 2 s to finish one iteration.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(13.0, "epoch time"), (2.0, "iteration time")]


def test_a_factor_written_in_math_is_no_dollar_amount():
    # Oobleck (SOSP 2023): "outperforms state-of-the-art fault tolerance solutions like Bamboo and Varuna by up to
    # $29.6x$"; a dollar amount stays one: "$5 to $10"
    rec = _record("Oobleck outperforms state-of-the-art fault tolerance solutions like Bamboo and Varuna by up to "
                  "$29.6x$. A run costs $5 to $10.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(29.6, "x"), (5.0, "$"), (10.0, "$")]


def test_a_speed_up_verb_names_its_values_after_listed_sizes_and_an_average():
    # Merak (TPDS 2023): "Merak can speedup the training performance over the state-of-the-art 3D parallelism
    # frameworks of models with 1.5, 2.5, 8.3, and 20 billion parameters by up to 1.42X, 1.39X, 1.43X, and 1.61X";
    # ED-Batch (ICML 2023): "speeds up state-of-the-art frameworks by on average 1.15x, 1.39x, and 2.45x"
    rec = _record("Merak can speedup the training performance over the state-of-the-art 3D parallelism frameworks "
                  "of models with 1.5, 2.5, 8.3, and 20 billion parameters by up to 1.42X, 1.39X, 1.43X, and 1.61X, "
                  "respectively. Our framework speeds up state-of-the-art frameworks by on average 1.15x, 1.39x, and "
                  "2.45x for chain-based, tree-based, and lattice-based DNNs.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (1.42, "speedup"), (1.39, "speedup"), (1.43, "speedup"), (1.61, "speedup"),
        (1.15, "speedup"), (1.39, "speedup"), (2.45, "speedup")]


def test_the_best_case_in_brackets_measures_what_the_mean_does():
    # MSCCL++ (2025): "geomean speedups of $1.7\times$ (up to $5.4\times$) for collective communication and
    # $1.2\times$ (up to $1.38\times$) for AI inference workloads"
    rec = _record("MSCCL++ achieves geomean speedups of $1.7\\times$ (up to $5.4\\times$) for collective "
                  "communication and $1.2\\times$ (up to $1.38\\times$) for AI inference workloads.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (1.7, "geomean speedup"), (5.4, "geomean speedup"), (1.2, "geomean speedup"), (1.38, "geomean speedup")]


def test_a_range_after_a_factor_of_and_no_percentile_value():
    # PANAMA (MLSys 2021): "improves the mean and 99%-tile completion time of latency-sensitive short flows by a
    # factor of 2\u20134.5"
    rec = _record("PANAMA improves the mean and 99%-tile completion time of latency-sensitive short flows by a factor "
                  "of 2\u20134.5 while reducing the average training time of large jobs by a factor of 1.25.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(2.0, "x"), (4.5, "x"), (1.25, "x")]


def test_the_words_after_a_bracketed_best_case_name_both_values():
    # Focus (OSDI 2018): "Focus is 48x (up to 92x) cheaper than using expensive CNNs for ingestion, and provides
    # 125x (up to 607x) lower query latency"; NetReduce (2020): "accelerates the training up to 1.7x and 1.5x"
    rec = _record("Focus is 48\u00d7 (up to 92\u00d7) cheaper than using expensive CNNs for ingestion, and provides "
                  "125\u00d7 (up to 607\u00d7) lower query latency than a state-of-the-art system. NetReduce "
                  "accelerates the training up to 1.7x and 1.5x for CV and NLP tasks, respectively.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (48.0, "cost"), (92.0, "cost"), (125.0, "query latency"), (607.0, "query latency"), (1.7, "speedup"),
        (1.5, "speedup")]


def test_a_model_size_reached_in_words():
    # GSPMD (2021): "allowing GSPMD to achieve 50% to 62% compute utilization on up to 2048 Cloud TPUv3 cores for
    # models with up to one trillion parameters"; a size in words with no "up to" is the setup's
    rec = _record("It allows GSPMD to achieve 50% to 62% compute utilization on up to 2048 Cloud TPUv3 cores for "
                  "models with up to one trillion parameters.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (50.0, "%", "compute utilization"), (62.0, "%", "compute utilization"), (1.0, "T", "model size")]
    rec = _record("We study five models with one billion parameters each.")
    assert rec["results"] == []


def test_a_devices_price_is_no_result():
    # Learning@home (NeurIPS 2020): "The raw computing power of a hundred thousand $2500 desktops dwarfs that of a
    # $250M server pod"; a cost the work reaches is one ("reduces the training cost of the model to $300")
    rec = _record("The raw computing power of a hundred thousand $2500 desktops dwarfs that of a $250M server pod.")
    assert rec["results"] == []
    rec = _record("Our method reduces the training cost of the model to $300.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(300.0, "$")]


def test_a_sentence_opened_by_a_time_of_the_story_names_no_measure():
    # Overton (2019): "In that time, Overton-based applications have answered billions of queries ... reducing errors
    # 1.7-2.9 times versus production systems"; "In graph construction time, CAGRA is 2.2x faster" still measures
    rec = _record("In that time, Overton-based applications have answered billions of queries and processed trillions "
                  "of records reducing errors 1.7-2.9 times versus production systems.")
    assert [r["metric"] for r in rec["results"]] == ["", ""]
    assert rec["entities"]["Metric"] == []
    rec = _record("In graph construction time, CAGRA is 2.2x faster than HNSW.")
    assert [r["metric"] for r in rec["results"]] == ["graph construction time"]


def test_a_change_verbs_object_is_the_measure_of_the_value_right_after_it():
    # "reducing errors 1.7-2.9 times" (Overton, 2019) written of a measure: the verb's object, then its change,
    # without "by"
    rec = _record("Our system reduces latency 2.1 times versus production systems and cuts the error rate 3x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.1, "latency"), (3.0, "error rate")]


def test_a_latency_target_a_second_device_memory_and_a_trace_span_are_no_results():
    # ALTO (2024): "increasing throughput by up to 3x for a fixed latency target of 4 seconds / request"; Marius
    # (OSDI 2021): "on a single machine with 16 GB of GPU memory and 64 GB of CPU memory"; BurstGPT (2024): "10.31
    # million traces from regional Azure OpenAI GPT services over 213 days"
    rec = _record("ALTO increases throughput by up to 3x for a fixed latency target of 4 seconds / request.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(3.0, "x")]
    rec = _record("Marius trains 550 GB of total parameters on a single machine with 16 GB of GPU memory and 64 GB of "
                  "CPU memory, and cuts CPU memory by 8 GB.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(550.0, "GB"), (8.0, "GB")]
    rec = _record("BurstGPT is a workload with 10.31 million traces from Azure OpenAI GPT services over 213 days. "
                  "Training took 3 days.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(3.0, "days")]


def test_performance_coordinated_with_a_metric_names_no_quantity_of_its_own():
    # after AttAcc (ASPLOS 2024): "improving performance and energy efficiency ... by up to 2.81x and 2.67x,
    # respectively": "performance" alone names no metric, nor does it share the next one's head
    rec = _record("FooX improves performance and energy efficiency by 2.81x and 2.67x, respectively.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(2.81, ""), (2.67, "energy efficiency")]


def test_a_value_given_as_an_example_is_no_result():
    # AQLM (ICML 2024): "extremely low bit counts, such as 2 to 3 bits per parameter"
    rec = _record("We target extremely low bit counts, such as 2 to 3 bits per parameter. AQLM improves accuracy by "
                  "3%.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(3.0, "%")]


def test_results_a_time_per_item_in_words_is_the_time_and_a_micro_sign_as_written():
    # "a low-batch-size latency of 29ms per token" (Efficiently Scaling Transformer Inference, 2022) is 29 ms: the
    # helper gold writes the time alone in 14 of 14 values of a time "per" item ("17 ms per iteration", "20
    # minutes per model"), unlike a slash ("0.6 s/token"); FINN (FPGA 2017): "with 0.31 μs latency" gave "us",
    # which the scorer does not read as the "μs" written
    rec = _record("We achieve a low-batch-size latency of 29ms per token during generation, 2.5 ms per image on "
                  "ResNet-50, and 0.31 μs latency on MNIST.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(29.0, "ms"), (2.5, "ms"), (0.31, "\u03bcs")]
    # helper set h376: the change's start is read past its "per token" ("from 120 ms per token on a Jetson AGX
    # Orin to 45 ms")
    rec = _record("Zap reduces decoding latency from 120 ms per token on a Jetson AGX Orin to 45 ms.")
    assert rec["results"] == [{"value": 120.0, "unit": "ms", "metric": "decoding latency"},
                              {"value": 45.0, "unit": "ms", "metric": "decoding latency"}]


def test_results_a_factor_of_device_hours_is_no_count_of_devices():
    # MeZO (NeurIPS 2023): "with up to 12x memory reduction and up to 2x GPU-hour reduction" lost the 2x (read as
    # "8x A100", a count of devices); such a count stays none
    rec = _record("MeZO achieves comparable performance, with up to 12x memory reduction and up to 2x GPU-hour "
                  "reduction in our implementation. We train on 8x A100 GPUs.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(12.0, "x"), (2.0, "x")]


def test_results_an_ops_rate_per_area_or_power_keeps_its_tail():
    # PUMA (ASPLOS 2019): "can reach area and power efficiency of 577 GOPS/s/mm^2 and 837 GOPS/s/W, respectively"
    # gave both as "GOPS/s"; a rate alone keeps its written unit
    rec = _record("A PUMA accelerator running at 1 GHz can reach area and power efficiency of 577 GOPS/s/mm^2 and "
                  "837 GOPS/s/W, respectively, and sustains 1,872 GOPS.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(577.0, "GOPS/s/mm^2"), (837.0, "GOPS/s/W"),
                                                                 (1872.0, "GOPS")]


def test_results_a_count_of_repetitions_is_no_factor():
    # Deduplicating Training Data (ACL 2022): "a single 61 word English sentence that is repeated over 60,000 times"
    # gave a 60000x result; a comparison after "times" still makes a factor
    rec = _record("We remove from C4 a single 61 word English sentence that is repeated over 60,000 times. Each kernel "
                  "is invoked 1,000 times per second. The model is run 3 times faster than before.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(3.0, "x")]


def test_results_a_flop_rate_written_in_lower_case():
    # qFlex (SC 2019): "sustaining an average performance of 281 Pflop/s (true single precision) on Summit" gave no
    # result: only "PFLOPS", "PFLOP/s" and "PFLOPs" were read
    rec = _record("It sustains an average performance of 281 Pflop/s on Summit, and 12 GFlop/s on a laptop.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(281.0, "PFLOPS"), (12.0, "GFLOPS")]


def test_results_a_percentile_hours_of_data_and_what_did_not_change_are_no_outcomes():
    # DeepPlan (EuroSys 2023): "stable 99% tail latency" gave a 99% tail latency; Whisper: "scaled to 680,000 hours of
    # multilingual and multitask supervision" and wav2vec 2.0: "ten minutes of labeled data" are how much data; HAT
    # (ACL 2020): "12,041x less search cost and no performance loss" gave the factor to "no performance loss" too
    rec = _record("DeepPlan shows stable 99% tail latency. When scaled to 680,000 hours of multilingual and multitask "
                  "supervision, the models generalize. Using just ten minutes of labeled data it still works. HAT "
                  "reaches 12,041x less search cost and no performance loss. It reduces the 99% tail latency by 2x.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (12041.0, "x", "search cost"), (2.0, "x", "")]


def test_results_a_factor_right_after_accelerated_and_an_adverb_before_efficient():
    # SpikingJelly (2023): "the training of deep SNNs can be accelerated 11x" had no metric; CompilerGym (CGO 2022):
    # "is 27X more computationally efficient" gave "computationally efficiency"
    rec = _record("Compared to existing methods, the training of deep SNNs can be accelerated 11x. CompilerGym is "
                  "27X more computationally efficient.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (11.0, "speedup"), (27.0, "computational efficiency")]


def test_results_a_bracketed_value_after_a_described_compared_thing_shares_the_metric():
    # AWB-GCN (MICRO 2020): "performance speedups over CPUs (3255x), GPUs (80.3x), and a prior GCN accelerator
    # (5.1x)" left the last factor without its metric
    rec = _record("It demonstrates considerable performance speedups over CPUs (3255x), GPUs (80.3x), and a prior "
                  "GCN accelerator (5.1x).")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (3255.0, "speedup"), (80.3, "speedup"), (5.1, "speedup")]


def test_results_values_over_several_compared_share_the_metric():
    # OuterSPACE (HPCA 2018): "a mean speedup of 7.9x over Intel Math Kernel Library on a Xeon CPU, 13.0x against
    # cuSPARSE and 14.0x against CUSP" left 13.0x without a metric
    rec = _record("We show a mean speedup of 7.9x over Intel Math Kernel Library on a Xeon CPU, 13.0x against "
                  "cuSPARSE and 14.0x against CUSP. It improves throughput by 1.2x on A100, 1.4x on L40S.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (7.9, "mean speedup"), (13.0, "mean speedup"), (14.0, "mean speedup"), (1.2, "throughput"),
        (1.4, "throughput")]


def test_find_numbers_hundreds_in_words():
    # GraphChi (OSDI 2012): "can process over one hundred thousand graph updates per second" gave no number
    assert _hits("GraphChi can process over one hundred thousand updates per second") == [
        ("100000", "updates/s", "over")]
    assert _hits("it is two hundred times faster than the baseline") == [("200", "x", None)]


def test_results_a_change_of_a_two_word_quantity_after_with_is_an_outcome(nlp):
    # ThiNet (ICCV 2017): "with only 0.52% top-5 accuracy drop" read as a condition of the setup ("with only ..."),
    # as "with a 1.2% accuracy drop" is not
    doc = run(nlp, "We propose ThiNet. ThiNet reduces FLOPs by 3.31x, with only 0.52% top-5 accuracy drop.")
    assert [(r["value"], r["unit"], r["metric"]) for r in doc._.kg_results][1:] == [("0.52", "%", "top-5 accuracy")]


def test_results_factors_listed_after_a_colon_and_a_range_of_two_units_share_the_metric(nlp):
    # SparseTIR (ASPLOS 2023): "performance speedups vs vendor libraries ... for single operators: 1.20-2.34x for GNN
    # operators, 1.05-2.98x for sparse attention operators"; TACCL (NSDI 2023): "speed up end-to-end training ... by
    # 11%-2.3x" gave the factors no metric
    doc = run(nlp, "SparseTIR obtains consistent performance speedups vs vendor libraries on GPUs for single "
                   "operators: 1.20-2.34x for GNN operators, 1.05-2.98x for sparse attention operators. TACCL can "
                   "speed up end-to-end training of BERT models by 11%-2.3x for different batch sizes.")
    assert [(r["value"], r["unit"], r["metric"]) for r in doc._.kg_results] == [
        ("1.2", "x", "speedup"), ("2.34", "x", "speedup"), ("1.05", "x", "speedup"), ("2.98", "x", "speedup"),
        ("11", "%", "speedup"), ("2.3", "x", "speedup")]


def test_results_a_duration_then_the_training_it_took_is_a_training_time(nlp):
    # HelixFold (2022): "needs only 7.5 days to complete the full end-to-end training"; QLoRA (NeurIPS 2023): "while
    # only requiring 24 hours of finetuning on a single GPU" gave durations without a metric
    doc = run(nlp, "HelixFold needs only 7.5 days to complete the full end-to-end training. Guanaco reaches 99.3% of "
                   "ChatGPT while only requiring 24 hours of finetuning on a single GPU. We use 680,000 hours of "
                   "training data.")
    assert [(r["value"], r["unit"], r["metric"]) for r in doc._.kg_results if r["unit"] != "%"] == [
        ("7.5", "days", "training time"), ("24", "hours", "finetuning time")]


def test_results_a_score_named_inside_points_before_the_next_one():
    # Osprey (h266-6): "we achieve gains of 18.5 precision points and 28.5 coverage points over prior traditionally
    # supervised and rule-based approaches" gave no result (no lower-case score but accuracy inside "points")
    rec = _record("We present Osprey. With a fraction of the cost, we achieve gains of 18.5 precision points and 28.5 "
                  "coverage points over prior traditionally supervised and rule-based approaches.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (18.5, "points", "precision"), (28.5, "points", "coverage")]
    assert rec["entities"]["Metric"] == ["cost", "precision", "coverage"]


def test_results_a_list_of_metrics_set_off_by_commas_pairs_with_the_values():
    # ISAAC (h239-1, h210-2): "improvements of 14.8x, 5.5x, and 7.5x in throughput, energy, and computational density
    # (respectively)" measured throughput three times: energy alone and a density were no metric, and only "and"
    # joined the metrics of a list
    rec = _record("We present ISAAC. ISAAC achieves improvements of 14.8x, 5.5x, and 7.5x in throughput, energy, and "
                  "computational density (respectively), relative to the DaDianNao architecture.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (14.8, "throughput"), (5.5, "energy"), (7.5, "computational density")]
    rec = _record("We present Foo. It handles diverse constraints (i.e. device, latency, energy, memory) at a low "
                  "search cost, and its renewable energy and probability density stay unmeasured.")
    assert rec["entities"]["Metric"] == ["latency", "energy", "search cost"]


def test_results_energy_runtime_and_area_alone_measured_by_a_value():
    # NN-Baton (h268-3): "save 22.5%~44% energy"; RL scheduler study (h184-6): "while simultaneously reducing runtimes
    # by up to 37%"; Taurus (h187-4): "while increasing area by 3.8%": the values had no metric (alone the words name
    # a resource, a program or a field); a modifier keeps its phrase ("reduce the total energy by 21.08x")
    rec = _record("We present Foo. Foo generates mappings that save 22.5%~44% energy, while reducing runtimes by up "
                  "to 37% and increasing area by 3.8%. It can reduce the total energy by 21.08x.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (22.5, "energy"), (44.0, "energy"), (37.0, "runtime"), (3.8, "area"), (21.08, "total energy")]
    rec = _record("We present Foo. Foo ships a runtime that uses renewable energy, a topic of a research area.")
    assert rec["entities"]["Metric"] == []
    # SkipNet (h273-2): "SkipNet reduces computation by 30-90%"; Melon (h205-4): "reduces 78.59% computation"
    rec = _record("We show SkipNet reduces computation by 30-90% while preserving the accuracy. Melon reduces 78.59% "
                  "computation on average. Computation and communication overlap.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (30.0, "computation"), (90.0, "computation"), (78.59, "computation")]


def test_results_a_power_of_ten_factor_and_latex_siblings():
    # Energon (h275-4): "up to $10^4\times$ and $10^3\times$ energy reduction" gave no result (the power of ten
    # was an exponent's base); "$1.6 \times, 1.5\times $ higher energy efficiency" had no metric (the LaTeX of the
    # next value ended the look for it)
    rec = _record(r"We present Energon. Energon achieves up to $10^4\times$ and $10^3\times$ energy reduction. It "
                  r"also achieves $1.6 \times, 1.5\times $ higher energy efficiency.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (10000.0, "x", "energy"), (1000.0, "x", "energy"), (1.6, "x", "energy efficiency"),
        (1.5, "x", "energy efficiency")]
    assert _record(r"We train at $10^{19}$ FLOPs on 8 GPUs.")["results"] == []


def test_results_respectively_after_a_value_of_its_own_with_a_value_read_twice():
    # TetriInfer (h288-2): "it uses 38% less resources all the while lowering average TTFT and average JCT by 97%
    # and 47%, respectively" paired the four readings (97% once per phrase before "by") with the four metrics of
    # the sentence's first clause
    rec = _record("Results show that TetriInfer improves time-to-first-token (TTFT), job completion time (JCT), and "
                  "inference efficiency in turns of performance per dollar by a large margin, e.g., it uses 38% less "
                  "resources all the while lowering average TTFT and average JCT by 97% and 47%, respectively.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (38.0, ""), (97.0, "time to first token"), (47.0, "average jct")]


def test_results_no_size_of_others_models_or_of_the_scales_studied():
    # TinyLLaVA (h291-2): "better overall performance against existing 7B models such as LLaVA-1.5"; MobileVLM
    # (h291-1): "a set of language models at the scale of 1.4B and 2.7B parameters": sizes of the compared or studied
    # models, no capability reached ("trains models of 13B parameters on one GPU" is one)
    assert _record("Our best model, TinyLLaVA-3.1B, achieves better overall performance against existing 7B models "
                   "such as LLaVA-1.5.")["results"] == []
    assert _record("MobileVLM comprises a set of language models at the scale of 1.4B and 2.7B parameters, trained "
                   "from scratch.")["results"] == []
    rec = _record("We present Foo. Foo trains models of 13B parameters on one GPU.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(13.0, "B")]


def test_results_a_range_opened_after_with_only_before_an_overhead():
    # Rail-only (h290-4): "with only 8.2% to 11.2% completion time overhead for all-to-all traffic"; Mandheling
    # (h205-6): "with only 1.9%-2.7% accuracy loss": the range's first end was read as a setup ("with only 10% of
    # the data")
    rec = _record("We present Rail-only. It supports all-to-all communication through forwarding, with only 8.2% to "
                  "11.2% completion time overhead for all-to-all traffic.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (8.2, "completion time overhead"), (11.2, "completion time overhead")]
    assert _record("We fine-tune Foo with only 10% of the data.")["results"] == []


def test_results_ap50_is_a_metric_of_its_own():
    # YOLOv4 (h281-1): "43.5% AP (65.7% AP50) for the MS COCO dataset" measured AP twice (AP50 was AP's label)
    rec = _record("We present YOLOv4. It achieves state-of-the-art results: 43.5% AP (65.7% AP50) for the MS COCO "
                  "dataset.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(43.5, "ap"), (65.7, "ap50")]


def test_results_a_factor_before_a_metric_named_by_a_device():
    # EfficientViT (ICCV 2023): "up to 13.9x and 6.2x GPU latency reduction over SegFormer and SegNeXt,
    # respectively" lost the 6.2x, read as "8x A100", a count of devices; the device opens the metric's name
    rec = _record("Without performance loss on Cityscapes, our EfficientViT provides up to 13.9\u00d7 and "
                  "6.2\u00d7 GPU latency reduction over SegFormer and SegNeXt, respectively. We train on 8x A100 GPUs.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (13.9, "x", "gpu latency"), (6.2, "x", "gpu latency")]


def test_results_a_range_whose_ends_have_units_at_two_scales():
    # ORBIT (SC 2024): "achieves 684 petaFLOPS to 1.6 exaFLOPS sustained throughput" left the first end without its
    # metric: a range's ends had to be written in one unit
    rec = _record("Performance scaling tests conducted on the Frontier supercomputer have demonstrated that ORBIT "
                  "achieves 684 petaFLOPS to 1.6 exaFLOPS sustained throughput. It keeps 500MB-2GB of state per node.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]][:2] == [
        (684.0, "PFLOPS", "sustained throughput"), (1.6, "EFLOPS", "sustained throughput")]


def test_results_an_example_of_the_outcome_compared_before_it():
    # GhostNet (CVPR 2020): "can achieve higher recognition performance (e.g. 75.7% top-1 accuracy) than
    # MobileNetV3" lost its result, read as an example configuration ("(e.g., 32x32 tiles, 1979 TFLOPS@FP8)")
    rec = _record("Experiments demonstrate that our GhostNet can achieve higher recognition performance (e.g. 75.7% "
                  "top-1 accuracy) than MobileNetV3 with similar computational cost on the ImageNet dataset. We "
                  "target a large configuration (e.g., 32x32 tiles, 1979 TFLOPS@FP8).")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(75.7, "%", "top-1 accuracy")]


@pytest.mark.parametrize("text, expected", [
    # wav2vec 2.0 (NeurIPS 2020): "achieve 1.8/3.3 WER on the clean/other test sets" gave no result: a number after
    # a slash was read as part of an identifier, and the one before it had no unit of its own
    ("Experiments using all labeled data of Librispeech achieve 1.8/3.3 WER on the clean/other test sets.",
     [(1.8, "", "wer"), (3.3, "", "wer")]),
    # MobileBERT (ACL 2020): the second value of a score written "90.0/79.2", and the differences after it
    ("On the SQuAD v1.1/v2.0 question answering task, MobileBERT achieves a dev F1 score of 90.0/79.2 (1.5/2.1 "
     "higher than BERTBASE).", [(90.0, "", "dev f1 score"), (79.2, "", "dev f1 score"), (1.5, "", "dev f1 score"),
                                (2.1, "", "dev f1 score")]),
    # a fraction, versions and setup values stay none
    ("It keeps 1/3 of the memory and runs SQuAD v1.1/v2.0 with Adam betas of 0.9/0.95.", []),
])
def test_results_values_paired_by_a_slash(text, expected):
    rec = _record(text)
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == expected


def test_results_a_rate_whose_per_second_is_left_to_the_next_value():
    # MobileVLM (h291-1): "we obtain state-of-the-art performance of 21.5 tokens and 65.3 tokens per second,
    # respectively" lost the 21.5 (no unit of its own) and the metric of both
    rec = _record("We measure the inference speed on both a Qualcomm Snapdragon 888 CPU and an NVIDIA Jetson Orin GPU, "
                  "and we obtain state-of-the-art performance of 21.5 tokens and 65.3 tokens per second, respectively. "
                  "It trains 3 models and 5 models per GPU.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (21.5, "tokens per second", "inference speed"), (65.3, "tokens per second", "inference speed")]


@pytest.mark.parametrize("text, expected", [
    # DORY (h271-4): "consuming just 63 pJ/MAC on average"; ICARUS (h295-5): "0.105 uJ/sample"; MAGNet (h299-6):
    # "40 fJ/op": energy per operation or item written with a slash gave no result (a unit followed by "/" was none)
    ("Using our tool, GAP-8 can perform end-to-end inference consuming just 63 pJ/MAC on average.", [(63.0, "pJ/MAC")]),
    ("The design consumes 0.105 uJ/sample and achieves 40 fJ/op at 2.1 pJ/bit.",
     [(0.105, "uJ/sample"), (40.0, "fJ/op"), (2.1, "pJ/bit")]),
])
def test_results_energy_per_item_written_with_a_slash(text, expected):
    assert [(r["value"], r["unit"]) for r in _record(text)["results"]] == expected


@pytest.mark.parametrize("text", [
    # Instant-NGP (h295-4): "rendering in tens of milliseconds at a resolution of 1920×1080." gave a 1920x factor:
    # a size was read only when no full stop followed it
    "It enables rendering in tens of milliseconds at a resolution of 1920\u00d71080.",
    # PointAcc (h295-2): "Evaluated on 8 point cloud models across 4 applications" gave 8 points
    "Evaluated on 8 point cloud models across 4 applications, it uses 16 point-to-point links.",
])
def test_results_no_value_in_a_size_before_a_full_stop_or_in_point_clouds(text):
    assert _record(text)["results"] == []


def test_results_a_power_written_as_a_word_keeps_the_word_as_its_unit():
    # ESE (FPGA 2017): "processes a full LSTM for speech recognition with a power dissipation of 41 Watts" gave
    # 41 with no unit; a rating of the setup stays none ("a 250 watt GPU")
    rec = _record("It processes a full LSTM for speech recognition with a power dissipation of 41 Watts. The "
                  "board draws 30 watts and 2.5 milliwatts in sleep. A 250 watt GPU runs the baseline.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(41.0, "Watts"), (30.0, "watts"),
                                                                 (2.5, "milliwatts")]
    assert rec["results"][0]["metric"] == "power dissipation"


def test_results_a_range_written_with_the_tilde_operator_and_the_change_again_by_other_values():
    # FastFlow (VLDB 2023): "by 1 \u223c 4.34\u00d7" (the tilde operator, U+223C) gave 1 with no unit and 4.34x with
    # no metric; the same change against the next baselines ("..., by 1 \u223c 4.52\u00d7 compared to ...") measures
    # the same throughput
    rec = _record("Our evaluations show that FastFlow improves the training throughput by 1 \u223c 4.34\u00d7 "
                  "compared to TensorFlow without offloading, by 1 \u223c 4.52\u00d7 compared to TensorFlow with "
                  "manual CPU offloading (tf.data.service), and by 0.63 \u223c 2.06\u00d7 compared to GPU offloading "
                  "(DALI).")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (v, "x", "training throughput") for v in (1.0, 4.34, 1.0, 4.52, 0.63, 2.06)]


def test_results_a_score_written_after_its_value_with_its_benchmark():
    # ReMax (ICML 2024): "resulted in a 94.78% win rate on the AlpacaEval leaderboard and a 7.739 score on
    # MT-bench" gave the win rate alone; "a 7.74 MT-bench score" gave none. Not "a 0.5 score function"
    rec = _record("Applying ReMax to a Mistral-7B model resulted in a 94.78% win rate on the AlpacaEval leaderboard "
                  "and a 7.739 score on MT-bench. The small model obtains a 7.74 MT-bench score and an 80.1 GLUE "
                  "score. It learns a 0.5 score function.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (94.78, "%", "win rate"), (7.739, "", "score"), (7.74, "", "mt-bench score"), (80.1, "", "glue score")]


def test_results_two_rates_of_operations_paired_by_a_slash_are_both_results():
    # DeePMD-kit on Summit (SC 2020): "attaining 91 PFLOPS in double precision (45.5% of the peak) and 162/275
    # PFLOPS in mixed-single/half precision" gave 91 and 45.5 alone; "at 1/10 FLOPS" is a fraction, no result
    rec = _record("Our code can efficiently scale up to the entire Summit supercomputer, attaining 91 PFLOPS in "
                  "double precision (45.5% of the peak) and 162/275 PFLOPS in mixed-single/half precision. The "
                  "conventional autoencoder stagnates very early at 1/10 FLOPS.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(91.0, "PFLOPS"), (45.5, "%"), (162.0, "PFLOPS"),
                                                                 (275.0, "PFLOPS")]


def test_results_simulated_time_per_day_written_in_words():
    # DeePMD on Fugaku (SC 2022) and Ex-NNQMD (IPDPS 2021): "reaching $11.2$ nanoseconds per day", "a sustained
    # performance of 6.4 nanoseconds/day" gave a time in ns
    rec = _record("The time-to-solution can be 7 times faster, reaching $11.2$ nanoseconds per day. We attain a "
                  "sustained performance of 6.4 nanoseconds/day for a 10-million atom system.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(7.0, "x"), (11.2, "nanoseconds/day"),
                                                                 (6.4, "nanoseconds/day")]


def test_results_a_percent_sign_in_latex_math_or_a_hyphened_percent_and_a_latex_factor():
    # MuxFlow (arXiv 2303.13803): "from 26$\%$ to 76$\%$" gave 26 with no unit (the start of a change is read as
    # "from 26% to 76%" is); NeuRRAM (Nature 2022): "84.7-percent accuracy"; DeePMD on Fugaku: "by a factor of
    # $134$"
    rec = _record("The deployment results indicate that MuxFlow substantially improves the GPU utilization from "
                  "26$\\%$ to 76$\\%$. The chip reaches 84.7-percent accuracy on Google speech command recognition. "
                  "The system size can be extended by a factor of $134$ to an unprecedented $17$ billion atoms.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (26.0, "%", "gpu utilization"), (76.0, "%", "gpu utilization"), (84.7, "%", "accuracy"),
        (134.0, "x", "system size")]


def test_results_a_change_of_a_score_is_unitless_and_device_time_names_its_device():
    # AsyncDiff (NeurIPS 2024): "a slight reduction of 0.38 in CLIP Score" was a factor of 0.38; Latent Consistency
    # Models: "only 32 A100 GPU hours for training" gave no result
    rec = _record("AsyncDiff achieves a 2.7x speedup with only a slight reduction of 0.38 in CLIP Score. A "
                  "high-quality 768 x 768 2~4-step LCM takes only 32 A100 GPU hours for training.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2.7, "x", "speedup"), (0.38, "", "clip score"), (32.0, "GPU hours", "")]


def test_results_a_comparison_in_a_which_clause_measures_the_metric_before_the_value():
    # styled on recommendation training: "a training throughput of 1.9 million samples/s, which is 2.2x and 1.6x
    # higher than TorchRec and HugeCTR" gave the two factors no metric (the walk back stopped at 1.9)
    rec = _record("It reaches a training throughput of 1.9 million samples/s, which is 2.2x and 1.6x higher than "
                  "TorchRec and HugeCTR, respectively.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (1.9, "million samples/s", "training throughput"), (2.2, "x", "training throughput"),
        (1.6, "x", "training throughput")]


def test_results_a_number_pattern_that_holds_no_number_gives_no_value():
    # found by the mutation sweep on LLaMA's abstract: "ranging from . to 65B parameters" (a range whose first
    # value is lost) made a hit with no value, and the extraction failed on it
    text = "We introduce LLaMA, a collection of foundation language models ranging from . to 65B parameters."
    assert [(h.value, h.unit) for h in find_numbers(text)] == [("65", "B")]
    rec = _record(text)
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(65.0, "B")]


def test_results_a_metric_opening_the_sentence_keeps_its_modifier():
    # helper set h394 (phone LLM inference): "Decode speed reaches 23 tokens/s" had no metric once the sentence
    # before ("... from 4.8 s to 0.62 s.") ended where it does
    rec = _record("Tandem cuts time to first token from 4.8 s to 0.62 s. Decode speed reaches 23 tokens/s on "
                  "Gemma 2B. Prefill throughput grows by 20%.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (4.8, "s", "time to first token"), (0.62, "s", "time to first token"), (23.0, "tokens/s", "decode speed"),
        (20.0, "%", "prefill throughput")]


def test_results_a_duration_is_read_by_the_metric_s_last_word():
    # helper sets h392 and h367: "request-to-score latency" holds "score" and "time-to-accuracy" holds
    # "accuracy", and neither was taken for a metric measured in time
    rec = _record("With it, the request-to-score latency drops to 0.9 ms. For the 7B model, time-to-accuracy on "
                  "AIME 2024 drops from 65 hours to 31 hours.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (0.9, "ms", "request-to-score latency"), (65.0, "hours", "time-to-accuracy"),
        (31.0, "hours", "time-to-accuracy")]


def test_results_a_value_before_and_then_a_clause_on_the_slo_is_no_target():
    # helper set h405 (power capping): "reduces P99 time-to-first-token from 120 ms to 45 ms and raises SLO attainment
    # by 17%" read 45 ms as an SLO's target (an SLO within four words after it), so the change kept 120 ms
    rec = _record("We present PACER. Relative to static capping, it reduces P99 time-to-first-token from 120 ms to "
                  "45 ms and raises SLO attainment by 17%. Under a 200 ms time-per-output-token SLO, it serves 2.1x "
                  "more requests.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(120.0, "ms"), (45.0, "ms"), (17.0, "%"), (2.1, "x")]


def test_results_operations_per_watt_and_items_per_second_keep_their_unit_as_written():
    # helper sets h364, h384, h385, h391 (accelerators) and h373, h384, h397 (rates): "3.4 TFLOPS/W" was written
    # "TFLOPS/Watt" and "310 GOPS/Watt" "GOPS/W"; "18,500 queries per second" was "queries/s" (the helper gold keeps
    # every unit as the text writes it, 4 of 4 rates per second)
    rec = _record("Kestrel reaches an energy efficiency of 3.4 TFLOPS/W. The engine reaches 310 GOPS/Watt. It "
                  "sustains 18,500 queries per second and 1.2 billion matches per second, and decodes 3,400 tokens/s.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [
        (3.4, "TFLOPS/W"), (310.0, "GOPS/Watt"), (18500.0, "queries per second"),
        (1.2, "billion matches per second"), (3400.0, "tokens/s")]
    assert [r["metric"] for r in rec["results"][:2]] == ["energy efficiency", "energy efficiency"]
    # (h362-5: a context length counted in "million tokens" keeps "tokens"; "2M tokens" is M, as h442-1, h454-5 and
    # h473-6 write it, against h404-2's "M tokens"; and a value that borrowed its rate's unit follows it:
    # MobileVLM's "21.5 tokens and 65.3 tokens per second")
    rec = _record("TideServe extends the maximum context length to 1 million tokens. Relay extends the context length "
                  "from 256K to 2M tokens. It can train 8B LLM with 2 million sequence length.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(1.0, "million tokens"), (2.0, "M"),
                                                                  (8.0, "B"), (2.0, "M")]
    # (and the maximum length the sentence names: "extends the maximum context length to 1 million tokens")
    assert [r["metric"] for r in rec["results"]] == ["maximum context length", "context length", "model size",
                                                      "sequence length"]


def test_results_a_rate_per_minute_or_per_hour_keeps_its_period():
    # helper sets h364, h390, h393: "1.2 million frames/min", "1.3 million inferences/min" and "0.9 million frames per
    # hour" had no unit (a rate was read per second only) and the value alone was left
    rec = _record("Ferry sustains a throughput of 1.2 million frames/min. The cluster sustains a throughput of 1.3 "
                  "million inferences/min. It reaches an aggregate throughput of 0.9 million frames per hour, and "
                  "serves 3,400 tokens/s.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (1.2, "million frames/min", "throughput"), (1.3, "million inferences/min", "throughput"),
        (0.9, "million frames per hour", "aggregate throughput"), (3400.0, "tokens/s", "")]


def test_results_a_model_size_counts_only_where_the_sentence_claims_it_reached():
    # helper sets h383, h403, h357: "We evaluate Lantern on 256 H100 GPUs with Llama 3 8B and a 30B-parameter MoE
    # model", "training Switch-C (1.6T parameters)", "cannot hold the weights of a 13-billion-parameter LLM" gave
    # model sizes; the helper gold counts a size only where the work reaches it (7 of 7 such records) or releases it
    assert _record("We present Lantern. We evaluate Lantern on 256 H100 GPUs with Llama 3 8B and a 30B-parameter MoE "
                   "model.")["results"] == []
    rec = _record("We present WaveShard. On 1,024 TPU v5p chips training Switch-C (1.6T parameters), WaveShard "
                  "reduces step time from 2.41 s to 1.37 s.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(2.41, "s"), (1.37, "s")]
    assert _record("Laptops cannot hold the weights of a 13-billion-parameter LLM. We present Ferry.")["results"] == []
    # still a size reached: "can fine-tune", "successfully trained X, a 200B MoE model", "Our 14B model"
    for text, value in (("This lets a single RTX 4090 with 24 GB of memory fine-tune models with up to 13B "
                         "parameters.", 13.0),
                        ("LTF successfully trained SIGMA-MOE, a 200B MoE model, using 2,048 AI accelerators.", 200.0),
                        ("Our 14B model, after RL, outperforms its SFT teacher on LiveCodeBench.", 14.0)):
        assert [(r["value"], r["metric"]) for r in _record(text)["results"]] == [(value, "model size")], text


def test_results_a_size_the_work_makes_possible_and_a_change_across_settings():
    # helper set g99 (h427, h429): "With Mosaic, a 30B-parameter model can even be fine-tuned on eight RTX 3090
    # GPUs" is a size reached (no appositive of the system before it, as "with Chinchilla, a 70 billion parameter
    # language model," is); "their speedup ... shrinks from 3.4x at batch size 1 to below 1.0x beyond batch size 64"
    # is one change of the speedup ("beyond batch size" was the second value's metric)
    rec = _record("We present Mosaic. With Mosaic, a 30B-parameter model can even be fine-tuned on eight RTX 3090 "
                  "GPUs. We compare with Chinchilla, a 70 billion parameter language model.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(30.0, "B", "model size")]
    rec = _record("On A100 their speedup over cuBLAS shrinks from 3.4x at batch size 1 to below 1.0x beyond batch "
                  "size 64.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(3.4, "speedup"), (1.0, "speedup")]
    assert "beyond batch size" not in rec["entities"]["Metric"]


def test_results_a_bare_score_changed_from_a_baselines_value_and_work_per_energy():
    # helper set g101 (LLM compression, energy): "lowers the perplexity of LLaMA-65B on C4 from 6.98 with Wanda to
    # 6.41", "perplexity rises only from 4.88 to 6.73", "raises recall@100 from 0.83 with OPQ to 0.91" and "energy
    # efficiency improves from 2.1 to 3.0 tokens/J" lost one or both values
    def results(text):
        return [(r["value"], r["unit"], r["metric"]) for r in _record(text)["results"]]

    assert results("CascadePrune lowers the perplexity of LLaMA-65B on C4 from 6.98 with Wanda to 6.41.") == [
        (6.98, "", "perplexity"), (6.41, "", "perplexity")]
    assert results("PruneFlow keeps accuracy, while WikiText-2 perplexity rises only from 4.88 to 6.73.") == [
        (4.88, "", "perplexity"), (6.73, "", "perplexity")]
    assert results("RankPQ raises recall@100 from 0.83 with OPQ to 0.91.") == [
        (0.83, "", "recall@100"), (0.91, "", "recall@100")]
    assert results("On H100, energy efficiency improves from 2.1 to 3.0 tokens/J.") == [
        (2.1, "tokens/J", "energy efficiency"), (3.0, "tokens/J", "energy efficiency")]


def test_results_a_metric_of_the_fp16_or_dense_model_is_the_metric():
    # helper sets h435, h429: "within 1.8 points of FP16 accuracy", "96% of the dense accuracy", "within 0.4% of the
    # dense top-1 accuracy" named the model measured (its number format, or the dense one) in the metric
    rec = _record("RotaQuant stays within 1.8 points of FP16 accuracy. Wanda keeps 96% of the dense accuracy on "
                  "commonsense tasks. Sparse ResNet-50 stays within 0.4% of the dense top-1 accuracy.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (1.8, "accuracy"), (96.0, "accuracy"), (0.4, "top-1 accuracy")]
    assert sorted(rec["entities"]["Metric"]) == ["accuracy", "top-1 accuracy"]


def test_results_the_size_of_a_model_a_work_fine_tunes():
    # helper set h437: "MoLoRA-Stream fine-tunes Mixtral-8x22B, a 141B-parameter model, on one A6000" is a size
    # reached, as "LTF trained SIGMA-MOE, a 200B MoE model" (not "with Chinchilla, a 70 billion parameter ...")
    rec = _record("With these techniques, MoLoRA-Stream fine-tunes Mixtral-8x22B, a 141B-parameter model, on one "
                  "A6000 with 128 GB of host DRAM.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(141.0, "B", "model size")]


def test_a_contrasted_lists_amounts_take_the_metric_they_are_set_against():
    # helper set h442: "retains 97.3% of full-cache accuracy ..., whereas H2O, StreamingLLM and SnapKV retain between
    # 71% and 88%" left the two values without a metric (a plural verb, a list's commas, "between")
    rec = _record("We propose EchoKV. It retains 97.3% of full-cache accuracy on LongBench, whereas H2O, StreamingLLM "
                  "and SnapKV retain between 71% and 88%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (97.3, "full-cache accuracy"), (71.0, "full-cache accuracy"), (88.0, "full-cache accuracy")]
    rec = _record("We propose EchoKV. It reaches 97.3% accuracy on LongBench, whereas prior methods have 88%.")
    assert [r["metric"] for r in rec["results"]] == ["accuracy", "accuracy"]


def test_a_range_of_link_rates_shares_its_unit():
    # helper set h455: "lowers uplink traffic to 0.9-2.4 Mbps per camera" left 0.9 without a unit (a range of
    # bytes per second, "0.9-2.4 GB/s", already shared it)
    rec = _record("We present SkimCam. SkimCam lowers uplink traffic to 0.9-2.4 Mbps per camera.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(0.9, "Mbps"), (2.4, "Mbps")]


def test_percentage_points_are_written_as_the_text_writes_them():
    # helper sets h451, h461: "raising the top-1 score by 9 to 14 percentage points", "by 11 percentage points" (the
    # unit as written, as "1.7 points" in the dev set's seed-33 is "points"); a list's first values borrow it
    rec = _record("X raises the top-1 score by 9 to 14 percentage points and accuracy by 2 points. It improves "
                  "accuracy by 7.2, 5.9, and 3.4 percentage points on A, B and C.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [
        (9.0, "percentage points"), (14.0, "percentage points"), (2.0, "points"), (7.2, "percentage points"),
        (5.9, "percentage points"), (3.4, "percentage points")]


def test_the_width_a_number_format_runs_at_is_set_up():
    # helper set h458: "GrainQuant at roughly 3 bits per weight raises WikiText-2 perplexity by less than 2%" gave a
    # result 3 bits measuring "raises wikitext-2 perplexity" (the width is the setting the change is measured at);
    # "down to 3 or 4 bits per weight" is what the work reaches
    rec = _record("On Llama 2 7B, GrainQuant at roughly 3 bits per weight raises WikiText-2 perplexity by less than 2%.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(2.0, "%", "perplexity")]
    rec = _record("GrainQuant compresses weights down to 3 or 4 bits per weight.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(3.0, "bits"), (4.0, "bits")]


def test_a_text_generation_score_written_as_the_unit():
    # helper set h467: "within 0.1% and 0.2 BLEU, respectively, whereas dynamic loss scaling loses 0.6 BLEU" gave
    # 0.2 and 0.6 without a unit (the score is the unit word, as "points"; "0.3 ROUGE-L points" stays in points)
    rec = _record("ScaleSense loses only 0.2 BLEU, whereas dynamic loss scaling loses 0.6 BLEU on WMT'14 En-De. "
                  "On XSum it gains 0.3 ROUGE-L points.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (0.2, "BLEU", "bleu"), (0.6, "BLEU", "bleu"), (0.3, "points", "rouge-l")]


def test_a_score_on_a_benchmark_moves_from_one_bare_value_to_another():
    # helper set h471: "The FID on MS-COCO rises from 13.4 to 14.1" gave no result (a benchmark between the score's
    # name and its change)
    rec = _record("We propose Stitch, a compiler pass. The FID on MS-COCO rises from 13.4 to 14.1.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [(13.4, "", "fid"), (14.1, "", "fid")]


def test_a_score_gap_narrowed_to_and_left_at_bare_values():
    # helper set h471: "narrows the WikiText-2 perplexity gap to full precision to 0.31 on average, whereas SmoothQuant
    # and QuaRot leave gaps of 2.87 and 0.64, respectively" gave no result and QuaRot no baseline; a gap of things
    # counted is no score ("the gap of 12 layers")
    rec = _record("We propose R2Q, a scheme. R2Q narrows the WikiText-2 perplexity gap to full precision to 0.31 on "
                  "average, whereas SmoothQuant and QuaRot leave gaps of 2.87 and 0.64, respectively.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (0.31, "", "perplexity"), (2.87, "", "perplexity"), (0.64, "", "perplexity")]
    assert rec["baselines"] == ["SmoothQuant", "QuaRot"]
    rec = _record("Foo closes the accuracy gap with FP16 to 0.4 points, and the gap of 12 layers remains.")
    assert [(r["value"], r["unit"]) for r in rec["results"]] == [(0.4, "points")]


def test_a_context_length_written_on_the_token_is_reached():
    # helper sets h473, h454: "it reaches a 2M-token context for Llama-3 70B", "supports 256K-token contexts" were no
    # results (the length written with a hyphen on "token"); a context a training run only uses is a setting
    rec = _record("We propose COST. It reaches a 2M-token context for Llama-3 70B on 32 GPUs, and Foo supports "
                  "256K-token contexts. Bar speeds up training of a GPT model with 32K-token contexts by 1.45x.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (2.0, "M", "context length"), (256.0, "K", "context length"), (1.45, "x", "speedup")]


def test_a_share_a_result_is_reached_at_measures_what_it_is_a_share_of():
    # styled on hyperparameter tuning: "matches the accuracy of Hyperband at 40% of the search cost" gave the share
    # the metric "accuracy" (read as "overhead stays below 1% of iteration time", where the share is the overhead)
    rec = _record("TuneFast matches the accuracy of Hyperband at 40% of the search cost. Checkpoint loading overhead "
                  "stays below 1% of iteration time.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(40.0, "search cost"), (1.0, "loading overhead")]


def test_the_metric_changed_on_a_list_of_benchmarks_with_a_short_form():
    # styled on learned query optimizers: "reduces total workload latency on the Join Order Benchmark (JOB), TPC-DS
    # and Stack by 23%" left the value without its metric (the bracketed short form broke the list of benchmarks)
    rec = _record("Lumen reduces total workload latency on the Join Order Benchmark (JOB), TPC-DS and Stack by 23%.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(23.0, "workload latency")]


def test_a_verb_changes_a_score_by_a_bare_amount():
    # helper sets h468, h484: "raises GPT-2 perplexity by 0.4", "changes final validation perplexity on WikiText-103
    # by less than 0.05" gave no result (a score's change without a unit, after the verb and the score)
    rec = _record("It raises GPT-2 perplexity by 0.4. Resuming changes final validation perplexity on WikiText-103 by "
                  "less than 0.05.")
    assert [(r["value"], r["unit"], r["metric"]) for r in rec["results"]] == [
        (0.4, "", "perplexity"), (0.05, "", "final validation perplexity")]


def test_a_score_of_a_sparse_model_lowered_to_bare_values():
    # helper set h480: "lowers the perplexity of 2:4-sparse Llama-2-13B to 6.71, compared with 8.26 for Wanda and
    # 7.89 for SparseGPT" gave one result, 2 (of the sparsity pattern "2:4"), and none of the scores
    rec = _record("We propose CoupleMask. On WikiText-2, CoupleMask lowers the perplexity of 2:4-sparse Llama-2-13B to "
                  "6.71, compared with 8.26 for Wanda and 7.89 for SparseGPT.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (6.71, "perplexity"), (8.26, "perplexity"), (7.89, "perplexity")]


def test_a_rate_reached_with_an_article_is_an_outcome():
    # helper set h487: "climbs stairs with a 92% success rate" gave no result ("with a" read as a setting, as
    # "with a 10% budget"); a target's rate is still a setting
    rec = _record("It climbs stairs with a 92% success rate. The cache is tuned with a 90% hit rate target.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [(92.0, "success rate")]


def test_the_contrasted_subjects_bare_scores_after_the_papers():
    # helper set h478: "Tally keeps Jain's fairness index above 0.97, whereas FCFS and VTC drop to 0.61 and 0.84,
    # respectively" gave 0.97 alone (the contrasted values had no unit and no score named before them)
    rec = _record("We propose Tally, a scheduler. Tally keeps Jain's fairness index above 0.97, whereas FCFS and VTC "
                  "drop to 0.61 and 0.84, respectively, when heavy tenants flood the system. Our model reaches an F1 "
                  "of 0.91 on CoNLL, while BERT gets 0.88.")
    assert [(r["value"], r["metric"]) for r in rec["results"]] == [
        (0.97, "jain's fairness index"), (0.61, "jain's fairness index"), (0.84, "jain's fairness index"),
        (0.91, "f1"), (0.88, "f1")]
