"""Extraction speed next to the bare spaCy tokenizer, on the same text.

usage: python bench/extract_speed.py [JSONL ...] [--repeat N]

Reads papers (default: the bundled seed documents through kg.readers), then
times (1) spacy.blank("en") tokenizing every title+abstract and (2) the full
extraction (Extractor.pipe, one process, the pipeline built beforehand), and
prints words/s for both and their ratio. Whitespace-separated words.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kg.extract import Extractor, paper_text  # noqa: E402


def load(paths):
    from kg.merge import merge_papers
    from kg.readers import ReadReport, read_sources
    from kg.resources import corpus_files

    report = ReadReport()
    return merge_papers(read_sources([Path(p) for p in paths] or corpus_files(), report=report), report)


def best_of(fn, rounds=3) -> float:
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--repeat", type=int, default=10, help="run over the papers this many times")
    args = ap.parse_args(argv)
    papers = list(load(args.paths)) * args.repeat
    texts = [paper_text(p)[0] for p in papers]
    words = sum(len(t.split()) for t in texts)

    import spacy

    blank = spacy.blank("en")
    tok_s = best_of(lambda: [blank.make_doc(t) for t in texts])
    ex = Extractor()
    ex.extract(papers[0])  # build and warm the pipeline outside the timing
    ext_s = best_of(lambda: list(ex.pipe(papers)))
    tok_wps, ext_wps = words / tok_s, words / ext_s
    print(f"papers: {len(papers)}  words: {words}")
    print(f"tokenizer:  {tok_wps:10,.0f} words/s")
    print(f"extraction: {ext_wps:10,.0f} words/s")
    print(f"ratio: {ext_wps / tok_wps:.3f} (target >= 0.15)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
