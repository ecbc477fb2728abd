"""`kg build`: read -> merge -> extract -> graph -> write, with a summary.

Every output is written to a temporary path and renamed into place, so a
failing build leaves the previous output/ as it was.
"""
from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from . import resources
from .atomic import atomic_path
from .model import ENTITY_TYPES


@dataclass
class BuildReport:
    papers: int = 0
    entities: Counter = field(default_factory=Counter)  # distinct entities per type
    results: int = 0
    relations: int = 0
    triples: int = 0
    seconds: float = 0.0
    read: object = None  # kg.readers.ReadReport
    outputs: list[str] = field(default_factory=list)

    def summary(self) -> str:
        lines = []
        if self.read is not None:
            lines.extend(self.read.lines())
        ents = ", ".join(f"{t} {self.entities.get(t, 0)}" for t in ENTITY_TYPES)
        lines.append(f"papers: {self.papers}")
        lines.append(f"entities: {sum(self.entities.values())} ({ents})")
        lines.append(f"results: {self.results}  relations: {self.relations}  triples: {self.triples}")
        for o in self.outputs:
            lines.append(f"wrote {o}")
        lines.append(f"time: {self.seconds:.1f} s")
        return "\n".join(lines)


def build(paths=None, out_dir="output", *, fmt=None, strict=False, viz=True, columns=None) -> BuildReport:
    from .extract import Extractor
    from .graph import build_graph
    from .merge import merge_papers
    from .readers import ReadReport, read_sources

    t0 = time.perf_counter()
    out = Path(out_dir)
    paths = [Path(p) for p in paths] if paths else resources.corpus_files()
    report = BuildReport(read=ReadReport())
    papers = merge_papers(read_sources(paths, fmt=fmt, strict=strict, columns=columns, report=report.read), report.read)
    extractor = Extractor()
    pairs = list(extractor.pipe(papers))
    graph = build_graph(pairs)

    report.papers = len(pairs)
    seen = {}
    for _, ex in pairs:
        for e in ex.entities:
            seen.setdefault(e.key, e.type)
        report.results += len(ex.results)
        report.relations += len(ex.relations)
    report.entities = Counter(seen.values())
    report.triples = len(graph)

    out.mkdir(parents=True, exist_ok=True)
    ttl = out / "kg.ttl"
    with atomic_path(ttl) as tmp:
        graph.serialize(destination=str(tmp), format="turtle")
    report.outputs.append(str(ttl))
    if viz:
        from .viz import write_view

        html = out / "graph.html"
        write_view(graph, html)
        report.outputs.append(str(html))
    report.seconds = time.perf_counter() - t0
    return report
