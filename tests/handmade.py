"""Hand-made extractions of real seed papers, with real character offsets.

Used by the graph, relation and query tests so they do not depend on the
extractor's quality: the entities are the guideline's annotations of the
abstract, found in the text by exact (word-bounded) search.
"""
from __future__ import annotations

import re
from functools import lru_cache

from kg.model import Entity, Extraction, Mention, Paper, Result, Sentence, slugify

SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")


def split_sentences(paper: Paper) -> list[Sentence]:
    out = []
    if paper.title:
        out.append(Sentence("title", 0, len(paper.title), paper.title))
    text, start = paper.abstract, 0
    for m in list(SPLIT.finditer(text)) + [None]:
        end = m.start() if m else len(text)
        if text[start:end].strip():
            out.append(Sentence("abstract", start, end, text[start:end]))
        start = m.end() if m else len(text)
    return out


def occurrences(sentences: list[Sentence], form: str):
    pat = re.compile(r"(?<![\w-])" + re.escape(form) + r"(?![\w-])")
    for i, s in enumerate(sentences):
        for m in pat.finditer(s.text):
            yield i, s.start + m.start(), s.start + m.end()


def handmade(paper: Paper, names: dict, proposes=(), baselines=(), results=(), known=()) -> Extraction:
    """names: {label: (type, [surface forms])}; results: (value, unit, metric, surface) tuples."""
    sents = split_sentences(paper)
    ex = Extraction(paper.key, sentences=sents)
    for label, (typ, forms) in names.items():
        e = Entity(slugify(label), label, typ, aliases=[f for f in forms if f != label], known=label in known)
        for form in forms:
            for i, a, b in occurrences(sents, form):
                e.mentions.append(Mention(i, a, b, form))
        assert e.mentions, f"{form!r} not in the text"
        ex.entities.append(e)
    ex.proposes = [slugify(x) for x in proposes]
    ex.baselines = [slugify(x) for x in baselines]
    for value, unit, metric, surface in results:
        i, a, b = next(occurrences(sents, surface))
        metric_key = slugify(metric) if metric and metric in names else None
        ex.results.append(Result(value, unit, metric, i, a, b, surface, metric_key=metric_key))
    return ex


@lru_cache(maxsize=1)
def seed_papers() -> tuple[Paper, ...]:
    from kg.merge import merge_papers
    from kg.readers import ReadReport, read_sources
    from kg.resources import corpus_files

    report = ReadReport()
    return tuple(merge_papers(read_sources(corpus_files(), report=report), report))


def find_paper(needle: str) -> Paper:
    return next(p for p in seed_papers() if needle in (p.title or "") or needle in p.abstract)


def zero_offload() -> tuple[Paper, Extraction]:
    paper = find_paper("ZeRO-Offload changes")
    ex = handmade(
        paper,
        {
            "ZeRO-Offload": ("System", ["ZeRO-Offload"]),
            "PyTorch": ("System", ["PyTorch"]),
            "GPU": ("Hardware", ["GPU"]),
            "CPU": ("Hardware", ["CPU"]),
            "V100": ("Hardware", ["V100"]),
            "DGX-2": ("Hardware", ["DGX-2"]),
            "model parallelism": ("Technique", ["model parallelism"]),
            "model size": ("Metric", ["model size"]),
        },
        proposes=["ZeRO-Offload"],
        baselines=["PyTorch"],
        results=[("13", "B", "model size", "13 billion"), ("40", "TFLOPS", "", "40 TFlops"),
                 ("4.5", "x", "model size", "4.5x increase in model size"), ("10", "x", "", "10x increase in size")],
        known=("ZeRO-Offload", "V100", "DGX-2", "GPU", "CPU", "PyTorch"),
    )
    return paper, ex


def fedhc() -> tuple[Paper, Extraction]:
    paper = find_paper("FedHC: A Scalable")
    ex = handmade(
        paper,
        {
            "FedHC": ("System", ["FedHC"]),
            "federated learning": ("Technique", ["Federated Learning", "federated learning", "FL"]),
            "GPU": ("Hardware", ["GPU"]),
            "speedup": ("Metric", ["speedup"]),
        },
        proposes=["FedHC"],
        results=[("2.75", "x", "speedup", "2.75x speedup")],
        known=("FedHC", "GPU", "federated learning", "speedup"),
    )
    return paper, ex


def zeroquant() -> tuple[Paper, Extraction]:
    paper = find_paper("ZeroQuant: Efficient")
    ex = handmade(
        paper,
        {
            "ZeroQuant": ("System", ["ZeroQuant"]),
            "LKD": ("System", ["LKD"]),
            "post-training quantization": ("Technique", ["Post-Training Quantization", "post-training quantization"]),
            "knowledge distillation": ("Technique", ["knowledge distillation"]),
            "quantization": ("Technique", ["quantization"]),
            "BERT": ("Model", ["BERT"]),
            "GPT-J 6B": ("Model", ["GPT-J6B"]),
            "Transformer": ("Model", ["Transformers", "Transformer"]),
            "speedup": ("Metric", ["speedup"]),
        },
        proposes=["ZeroQuant", "LKD"],
        results=[("5.19", "x", "speedup", "5.19x"), ("4.16", "x", "speedup", "4.16x speedup"),
                 ("5.2", "x", "", "5.2x better efficiency")],
        known=("ZeroQuant", "BERT", "knowledge distillation", "quantization", "speedup"),
    )
    return paper, ex


def seed_pairs() -> list[tuple[Paper, Extraction]]:
    return [zero_offload(), fedhc(), zeroquant()]
