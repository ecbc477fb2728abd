"""Time the canned queries on a built store (and optionally rdflib): p50/p95 per query.

usage: python bench/query_times.py OUT_DIR [--repeats 20] [--budget 10] [--rdflib]
                                   [--rdflib-repeats 3] [--only NAME,NAME] [--json FILE]

OUT_DIR is a `kg build` output folder (its store). Each query runs with its
example parameters through kg.queries.run_query, in a forked child stopped
after --timeout seconds (bench/run.py's time_queries). With --rdflib the
store is dumped to N-Triples and parsed into an rdflib Graph, and the same
queries are timed on it. Prints one Markdown table.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import run  # noqa: E402  (bench/run.py)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out_dir")
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--rdflib", action="store_true")
    ap.add_argument("--rdflib-repeats", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=30.0)
    ap.add_argument("--only", default="", help="comma-separated query names")
    ap.add_argument("--json", default="")
    a = ap.parse_args(argv)
    from kg import queries

    only = {n for n in a.only.split(",") if n}
    if only:
        names = {q.name for q in queries.list_queries()}
        if only - names:
            raise SystemExit(f"unknown queries: {sorted(only - names)}")
        keep = [q for q in queries.list_queries() if q.name in only]
        queries.list_queries = lambda: keep  # time_queries walks list_queries()
    res = {"store": run.time_queries(Path(a.out_dir), a.repeats, a.timeout)}
    if a.rdflib:
        import rdflib

        from kg.store import export, open_store

        nt = export(open_store(a.out_dir), Path(a.out_dir) / "bench-kg.nt", "nt")
        t0 = time.perf_counter()
        g = rdflib.Graph()
        g.parse(str(nt), format="nt")
        res["rdflib_load_s"] = time.perf_counter() - t0
        res["rdflib"] = run.time_queries(g, a.rdflib_repeats, a.timeout)

    def ms(x):
        return f"> {a.timeout * 1000:.0f} (stopped)" if x is None else f"{x * 1000:.1f}"

    head = "| query | rows | store p50 | store p95 |"
    line = "|---|---:|---:|---:|"
    if a.rdflib:
        head += " rdflib p50 | rdflib p95 | rdflib/store (p50) |"
        line += "---:|---:|---:|"
    print(head)
    print(line)
    ratios = []
    for name, s in res["store"].items():
        row = f"| {name} | {s['rows'] if s['rows'] is not None else '-'} | {ms(s['p50'])} | {ms(s['p95'])} |"
        if a.rdflib:
            r = res["rdflib"][name]
            ratio = r["p50"] / s["p50"] if r["p50"] and s["p50"] else None
            if ratio:
                ratios.append(ratio)
            row += f" {ms(r['p50'])} | {ms(r['p95'])} | {'-' if ratio is None else f'{ratio:.1f}x'} |"
        print(row, flush=True)
    if ratios:
        print(f"\nrdflib/store p50 ratio: min {min(ratios):.1f}x, median {statistics.median(ratios):.1f}x")
    if a.json:
        Path(a.json).write_text(json.dumps(res, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
