"""Score the extractor against gold records (the guideline's JSON Lines).

The matching rules are those of the shared scorer: names compared after
normalisation (case, hyphens/underscores/slashes as spaces, a trailing plural
s), gold alternatives joined by "|", a second name matching an already
matched gold entry counted as an unmerged alias (neither right nor wrong);
results matched on value and unit, then checked for the metric.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

from .errors import InputError
from .model import ENTITY_TYPES
from .vocab import norm  # the scorer's name normalisation, shared with the vocabulary

UNITS = {"x": "x", "\u00d7": "x", "times": "x", "fold": "x", "%": "%", "percent": "%"}
ROWS = (*ENTITY_TYPES, "typed", "untyped", "proposes", "baselines", "results")


def norm_unit(u) -> str:
    u = str(u or "").strip()
    return UNITS.get(u.lower(), u.lower())


def load_records(path) -> dict[str, dict]:
    """id -> record of a JSON Lines file; a bad line is an InputError naming file and line."""
    out: dict[str, dict] = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                raise InputError(path, n, f"not JSON: {e.msg}") from None
            if not isinstance(rec, dict) or "id" not in rec:
                raise InputError(path, n, "a gold record needs an \"id\"")
            out[str(rec["id"])] = rec
    return out


def match_names(gold: list, pred: list):
    """(tp, fp, fn, duplicates, missed gold names, extra predicted names)."""
    alts = [{norm(a) for a in str(g).split("|")} for g in gold]
    used = [False] * len(alts)
    tp = fp = dup = 0
    extras = []
    for p in dict.fromkeys(norm(x) for x in pred):
        hit = [i for i, a in enumerate(alts) if p in a]
        free = [i for i in hit if not used[i]]
        if free:
            used[free[0]] = True
            tp += 1
        elif hit:
            dup += 1
        else:
            fp += 1
            extras.append(p)
    misses = [gold[i] for i, u in enumerate(used) if not u]
    return tp, fp, len(misses), dup, misses, extras


def prf(tp: int, fp: int, fn: int) -> tuple[float, float, float]:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return round(p, 4), round(r, 4), round(f, 4)


def _results(rs) -> list[tuple[float, str, str]]:
    out = []
    for r in rs or []:
        try:
            out.append((float(r["value"]), norm_unit(r.get("unit")), norm(r.get("metric") or "")))
        except (KeyError, TypeError, ValueError):
            out.append((math.nan, "", ""))
    return out


def score(gold: dict[str, dict], pred: dict[str, dict]) -> tuple[dict, list[str]]:
    """The scorer's report (per row: precision, recall, f1, tp, fp, fn, unmerged_aliases) and error lines."""
    c = {k: [0, 0, 0, 0] for k in (*ENTITY_TYPES, "untyped", "proposes", "baselines", "results")}
    metric_ok = 0
    errors: list[str] = []
    for pid, g in gold.items():
        p = pred.get(pid, {})
        ge, pe = g.get("entities", {}) or {}, p.get("entities", {}) or {}
        for t in ENTITY_TYPES:
            tp, fp, fn, dup, miss, extra = match_names(ge.get(t, []), pe.get(t, []))
            for i, v in enumerate((tp, fp, fn, dup)):
                c[t][i] += v
            if miss or extra:
                errors.append(f"{pid} {t}: missed {miss} extra {extra}")
        allg = [n for t in ENTITY_TYPES for n in ge.get(t, [])]
        allp = [n for t in ENTITY_TYPES for n in pe.get(t, [])]
        for i, v in enumerate(match_names(allg, allp)[:4]):
            c["untyped"][i] += v
        for rel in ("proposes", "baselines"):
            tp, fp, fn, dup, miss, extra = match_names(g.get(rel, []), p.get(rel, []))
            for i, v in enumerate((tp, fp, fn, dup)):
                c[rel][i] += v
            if miss or extra:
                errors.append(f"{pid} {rel}: missed {miss} extra {extra}")
        gr, pr = _results(g.get("results")), _results(p.get("results"))
        used = [False] * len(gr)
        for v, u, m in pr:
            k = next((i for i, (gv, gu, gm) in enumerate(gr)
                      if not used[i] and gu == u and abs(gv - v) <= 1e-9 * max(1.0, abs(gv))), None)
            if k is None:
                c["results"][1] += 1
                errors.append(f"{pid} results: extra {v:g}{u} {m}".rstrip())
            else:
                used[k] = True
                c["results"][0] += 1
                gm = gr[k][2]
                metric_ok += bool(gm and m and (gm in m or m in gm)) or (not gm and not m)
        for i, u in enumerate(used):
            if not u:
                c["results"][2] += 1
                gv, gu, gm = gr[i]
                errors.append(f"{pid} results: missed {gv:g}{gu} {gm}".rstrip())
    typed = [sum(c[t][i] for t in ENTITY_TYPES) for i in range(4)]
    report: dict = {}
    for k, v in {**c, "typed": typed}.items():
        p_, r_, f_ = prf(*v[:3])
        report[k] = {"precision": p_, "recall": r_, "f1": f_, "tp": v[0], "fp": v[1], "fn": v[2],
                     "unmerged_aliases": v[3]}
    report["results"]["metric_named_right"] = round(metric_ok / c["results"][0], 4) if c["results"][0] else 0.0
    report["papers"] = {"gold": len(gold), "predicted": sum(1 for k in gold if k in pred)}
    return report, errors


def evaluate(gold_path, input_paths) -> tuple[dict, list[str]]:
    """Run the extractor on `input_paths` and score it against the gold file."""
    from .extract import extract_records

    gold = load_records(Path(gold_path))
    pred = {str(r["id"]): r for r in extract_records([Path(p) for p in input_paths])}
    return score(gold, pred)


def format_report(report: dict) -> str:
    lines = [f"{'':11} {'P':>6} {'R':>6} {'F1':>6} {'tp':>5} {'fp':>5} {'fn':>5}"]
    for k in ROWS:
        r = report[k]
        lines.append(f"{k:11} {r['precision']:6.3f} {r['recall']:6.3f} {r['f1']:6.3f} {r['tp']:5} {r['fp']:5} {r['fn']:5}")
    lines.append(f"papers scored: {report['papers']['predicted']}/{report['papers']['gold']}; "
                 f"results with right metric: {report['results']['metric_named_right']:.3f}")
    lines.append(f"typed F1 {report['typed']['f1']:.3f} results F1 {report['results']['f1']:.3f} "
                 f"proposes F1 {report['proposes']['f1']:.3f}")
    return "\n".join(lines)
