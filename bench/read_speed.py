"""Speed of the serial front of every build: read the inputs, merge them, hash every paper.

usage: python bench/read_speed.py [FILE_OR_FOLDER ...] [--repeat N] [--profile read|merge|hash]

Times, in one process, `kg.readers.read_sources` over the given paths (default:
the bundled seed documents), `kg.merge.merge_papers` over what was read, and
`kg.cache.paper_hash` of every merged paper (what `kg build` computes before it
knows which papers the extraction cache already holds), then "build": read and
merge as `kg build` calls them, merge_papers(read_sources(...)) (the records are
read while merge_papers holds the cyclic GC paused), plus the hashes. Prints
wall-clock and CPU seconds of each step and papers/s, best of --repeat runs (the
machine is shared, so the best run is the least disturbed one). --profile STEP
prints the cProfile of that step (one run) instead.

    python bench/read_speed.py /tmp/c100k.jsonl --repeat 3
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kg.cache import paper_hash  # noqa: E402
from kg.merge import merge_papers  # noqa: E402
from kg.readers import ReadReport, read_sources  # noqa: E402
from kg.resources import corpus_files  # noqa: E402

STEPS = ("read", "merge", "hash", "build")


def run_once(paths, profile: str | None = None) -> tuple[dict, int, int]:
    """{step: (wall s, cpu s)}, records read, papers after merge."""
    import cProfile
    import pstats

    times: dict[str, tuple[float, float]] = {}
    out: dict = {}
    report = ReadReport()
    steps = {
        "read": lambda: list(read_sources(paths, report=report)),
        "merge": lambda: merge_papers(out["read"], report),
        "hash": lambda: [paper_hash(p, "bench") for p in out["merge"]],
        "build": lambda: [paper_hash(p, "bench") for p in merge_papers(read_sources(paths, report=ReadReport()))],
    }
    for step in STEPS:
        if step == "build":
            out.clear()  # free the records of the steps above first
        prof = cProfile.Profile() if step == profile else None
        w0, c0 = time.perf_counter(), time.process_time()
        if prof:
            prof.enable()
        out[step] = steps[step]()
        if step == "read":
            n_read = len(out["read"])
        if prof:
            prof.disable()
        times[step] = (time.perf_counter() - w0, time.process_time() - c0)
        if prof:
            pstats.Stats(prof).sort_stats("tottime").print_stats(25)
    return times, n_read, len(out["build"])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="*", type=Path, help="input files or folders (default: the seed documents)")
    ap.add_argument("--repeat", type=int, default=3, help="runs; the best of each step is reported (default 3)")
    ap.add_argument("--profile", choices=STEPS, help="print the cProfile of one step (one run)")
    args = ap.parse_args(argv)
    paths = args.paths or corpus_files()
    if args.profile:
        run_once(paths, args.profile)
        return 0
    best: dict[str, tuple[float, float]] = {}
    for i in range(args.repeat):
        times, n_read, n_papers = run_once(paths)
        print(f"run {i + 1}: " + ", ".join(f"{s} {w:.2f} s" for s, (w, _) in times.items()))
        for step, (w, c) in times.items():
            if step not in best or w < best[step][0]:
                best[step] = (w, c)
    print(f"{n_read} records read, {n_papers} papers after merge; best of {args.repeat} (wall / CPU seconds):")
    for step, (w, c) in best.items():
        n = n_read if step in ("read", "merge") else n_papers
        label = "build (read+merge+hash as kg build runs them)" if step == "build" else ""
        print(f"  {step:<6} {w:7.2f} s  {c:7.2f} s CPU  {n / w:>10,.0f} papers/s  {label}")
    sep = sum(best[s][0] for s in ("read", "merge", "hash"))
    print(f"  read + merge + hash, each step on its own: {sep:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
