"""kg.evaluate: the shared scorer's matching rules as library code, and `kg evaluate`."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from kg.errors import InputError
from kg.evaluate import evaluate, format_report, load_records, match_names, norm, score


@pytest.fixture(scope="module")
def scored(data_dir):
    return score(load_records(data_dir / "eval_gold.jsonl"), load_records(data_dir / "eval_pred.jsonl"))


def test_evaluate_match_names_alternatives_plurals_and_unmerged_aliases():
    tp, fp, fn, dup, miss, extra = match_names(["Carousel Memory|CarM", "GPU"], ["CarM", "Carousel Memory", "GPUs", "TPU"])
    assert (tp, fp, fn, dup) == (2, 1, 0, 1)
    assert extra == ["tpu"] and miss == []
    assert norm("Mixture-of-Experts") == "mixture of expert"


def test_evaluate_counts_on_a_crafted_pair(scored):
    report, errors = scored
    # p1: System tp1 (ZeRO Offload) fp1 (DeepSpeed) fn1 (PyTorch); p2: CarM tp, Carousel Memory an alias
    assert (report["System"]["tp"], report["System"]["fp"], report["System"]["fn"]) == (2, 1, 1)
    assert report["System"]["unmerged_aliases"] == 1
    # Metric: speedups ~ speedup, compute efficiency hits, computational efficiency is an alias; accuracy missed
    assert (report["Metric"]["tp"], report["Metric"]["fp"], report["Metric"]["fn"]) == (2, 0, 1)
    assert (report["Hardware"]["tp"], report["Hardware"]["fp"], report["Hardware"]["fn"]) == (3, 1, 0)
    # p3 predicted nothing: BERT and GLUE missed
    assert report["Model"]["fn"] == 1 and report["Dataset"]["fn"] == 1
    assert report["typed"]["tp"] == sum(report[t]["tp"] for t in ("System", "Technique", "Model", "Dataset", "Metric", "Hardware"))
    # results: 10x ("times") and 40 TFLOPS and 28.4% ("percent") match; 3x is extra; 2 of 3 metrics right
    assert (report["results"]["tp"], report["results"]["fp"], report["results"]["fn"]) == (3, 1, 0)
    assert report["results"]["metric_named_right"] == round(2 / 3, 4)
    assert (report["baselines"]["tp"], report["baselines"]["fp"], report["baselines"]["fn"]) == (0, 1, 1)
    assert report["papers"] == {"gold": 3, "predicted": 2}
    assert "p1 System: missed ['PyTorch'] extra ['deepspeed']" in errors


def test_evaluate_agrees_with_the_shared_scorer(scored, data_dir, shared_dir):
    script = shared_dir / "eval" / "score.py"
    out = subprocess.run([sys.executable, str(script), str(data_dir / "eval_gold.jsonl"),
                          str(data_dir / "eval_pred.jsonl"), "--json"], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == scored[0]


def test_evaluate_format_report_rows(scored):
    text = format_report(scored[0])
    lines = text.splitlines()
    assert lines[0].split() == ["P", "R", "F1", "tp", "fp", "fn"]
    assert lines[1].startswith("System") and "typed F1" in lines[-1]


def test_evaluate_bad_gold_line_names_file_and_line(tmp_path):
    bad = tmp_path / "gold.jsonl"
    bad.write_text('{"id": "a", "entities": {}}\n{not json\n', encoding="utf-8")
    with pytest.raises(InputError, match=r"gold.jsonl:2: not JSON"):
        load_records(bad)


def test_evaluate_runs_the_extractor_on_inputs(data_dir, tmp_path):
    # gold for one real seed abstract, written by hand from the guideline
    gold = tmp_path / "gold.jsonl"
    gold.write_text(json.dumps({"id": "seed-37", "entities": {
        "System": ["ZeRO-Offload", "PyTorch"], "Technique": [], "Model": [], "Dataset": [], "Metric": [],
        "Hardware": ["V100", "GPU", "CPU", "DGX-2"]}, "proposes": ["ZeRO-Offload"], "baselines": [],
        "results": []}) + "\n", encoding="utf-8")
    report, errors = evaluate(gold, [data_dir / "extract_sample.jsonl"])
    assert report["papers"]["predicted"] == 1
    assert report["System"]["recall"] == 1.0 and report["Hardware"]["recall"] == 1.0
    assert report["proposes"]["tp"] == 1


def test_evaluate_cli_prints_the_table(runner, data_dir, tmp_path):
    from kg.cli import cli

    gold = tmp_path / "gold.jsonl"
    gold.write_text(json.dumps({"id": "seed-08", "entities": {"System": ["Parcae"]}, "proposes": ["Parcae"],
                                "baselines": [], "results": []}) + "\n", encoding="utf-8")
    res = runner.invoke(cli, ["evaluate", str(gold), str(data_dir / "extract_sample.jsonl")])
    assert res.exit_code == 0, res.output
    assert "typed F1" in res.output and "proposes" in res.output
    bad = runner.invoke(cli, ["evaluate", str(data_dir / "sample.csv"), str(data_dir / "extract_sample.jsonl")])
    assert bad.exit_code == 1 and "Error:" in (bad.output + (bad.stderr if hasattr(bad, "stderr") else ""))


def test_evaluate_json_with_show_errors_lists_them(runner, data_dir, tmp_path):
    from kg.cli import cli

    gold = tmp_path / "gold.jsonl"
    gold.write_text(json.dumps({"id": "seed-08", "entities": {"System": ["Parcae", "Nonesuch"]}, "proposes": ["Parcae"],
                                "baselines": [], "results": []}) + "\n", encoding="utf-8")
    args = ["evaluate", str(gold), str(data_dir / "extract_sample.jsonl"), "--format", "json"]
    plain = runner.invoke(cli, args)
    shown = runner.invoke(cli, args + ["--show-errors"])
    assert plain.exit_code == shown.exit_code == 0
    assert "errors" not in json.loads(plain.output)  # the shared scorer's JSON as it is
    report = json.loads(shown.output)
    assert {k: v for k, v in report.items() if k != "errors"} == json.loads(plain.output)
    assert any("Nonesuch" in line for line in report["errors"])
