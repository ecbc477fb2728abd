"""Extraction speed next to the bare spaCy tokenizer, on the same text.

usage: python bench/extract_speed.py [JSONL ...] [--repeat N] [--rounds R] [--components]

Reads papers (default: the bundled seed documents through kg.readers), then
times, in one process and interleaved round by round (the machine is shared and
noisy), (1) spacy.blank("en") tokenizing every title+abstract and (2) the full
extraction (Extractor.pipe, the pipeline built beforehand), and prints words/s
for both, best-of and median over the rounds, and their ratios; then the same from
the process's CPU time (time.process_time), which other processes on a shared,
loaded machine disturb much less than the wall clock. Whitespace-separated words. --components adds each pipeline component's share
(and the Doc -> Extraction conversion, which includes kg.relations.derive).
"""
from __future__ import annotations

import argparse
import statistics
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


def timed(fn) -> tuple[float, float]:
    """(wall seconds, CPU seconds of this process) of one call."""
    t0, c0 = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - t0, time.process_time() - c0


def report(label: str, words: int, tok: list[float], ext: list[float]) -> None:
    tok_best, ext_best = words / min(tok), words / min(ext)
    tok_med, ext_med = words / statistics.median(tok), words / statistics.median(ext)
    print(f"{label}tokenizer:  best {tok_best:10,.0f} words/s  median {tok_med:10,.0f} words/s")
    print(f"{label}extraction: best {ext_best:10,.0f} words/s  median {ext_med:10,.0f} words/s")
    print(f"{label}ratio: best/best {ext_best / tok_best:.3f}  median/median {ext_med / tok_med:.3f} (target >= 0.15)")


def components(ex, papers, rounds: int) -> dict[str, float]:
    """Best-of seconds per pipeline component, Doc -> Extraction and make_doc."""
    from kg.extract import doc_to_extraction

    best: dict[str, float] = {}
    for _ in range(rounds):
        tot: dict[str, float] = {}
        t0 = time.perf_counter()
        docs = [ex.make_doc(p) for p in papers]
        tot["make_doc (tokenizer)"] = time.perf_counter() - t0
        for d in docs:
            for name, proc in ex.nlp.pipeline:
                t0 = time.perf_counter()
                proc(d)
                tot[name] = tot.get(name, 0.0) + time.perf_counter() - t0
        t0 = time.perf_counter()
        for d, p in zip(docs, papers):
            doc_to_extraction(d, p)
        tot["doc_to_extraction"] = time.perf_counter() - t0
        for k, v in tot.items():
            best[k] = min(best.get(k, v), v)
    return best


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--repeat", type=int, default=10, help="run over the papers this many times")
    ap.add_argument("--rounds", type=int, default=5, help="timed rounds (best-of and median)")
    ap.add_argument("--components", action="store_true", help="also time each pipeline component")
    args = ap.parse_args(argv)
    papers = list(load(args.paths)) * args.repeat
    texts = [paper_text(p)[0] for p in papers]
    words = sum(len(t.split()) for t in texts)

    import spacy

    blank = spacy.blank("en")
    ex = Extractor()
    ex.extract(papers[0])  # build and warm the pipeline outside the timing
    [blank.make_doc(t) for t in texts]  # warm the tokenizer's cache as the pipeline's is
    tok, ext = [], []
    for _ in range(args.rounds):
        tok.append(timed(lambda: [blank.make_doc(t) for t in texts]))
        ext.append(timed(lambda: list(ex.pipe(papers))))
    print(f"papers: {len(papers)}  words: {words}  rounds: {args.rounds}")
    report("", words, [w for w, _ in tok], [w for w, _ in ext])
    report("cpu ", words, [c for _, c in tok], [c for _, c in ext])
    if args.components:
        best = components(ex, papers, args.rounds)
        total = sum(best.values())
        for name, sec in sorted(best.items(), key=lambda kv: -kv[1]):
            print(f"  {name:22s} {1000 * sec:8.1f} ms  {100 * sec / total:5.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
