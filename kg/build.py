"""`kg build`: read -> merge -> extract -> graph -> store + files, with a summary.

The build streams: papers are processed in batches (in this process, or in
a fork pool with `jobs` > 1): each batch is extracted (papers whose text and
pipeline are unchanged come from the extraction cache, kg.cache), turned into
triples by a batch GraphBuilder and returned as N-Triples text plus the
builder's corpus-level counters. The build process loads the text into a new
Oxigraph store, merges the counters in input order and, at the end, adds the
corpus-level triples (entities, kg:paperCount aggregates, citations). Memory
is bounded by the batch, not the corpus (besides the papers' metadata and the
per-entity counters).

Every output is written to a temporary path and renamed into place, so a
failing build leaves the previous output/ as it was. kg.ttl (and the
--export files) are written from the store by Oxigraph's serializer; the
store returns triples in an order that depends only on the triples, so the
same input gives byte-identical files whatever `jobs` is.
"""
from __future__ import annotations

import multiprocessing
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from . import resources
from .atomic import atomic_path
from .errors import GraphError, KGError
from .model import ENTITY_TYPES

BATCH_SIZE = 128  # papers per extraction batch (and per pool task)


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
    extracted: int = 0  # papers run through the extractor
    cached: int = 0  # papers whose extraction came from the cache
    jobs: int = 1
    pushed: str | None = None  # endpoint the graph was sent to

    def summary(self) -> str:
        lines = []
        if self.read is not None:
            lines.extend(self.read.lines())
        ents = ", ".join(f"{t} {self.entities.get(t, 0)}" for t in ENTITY_TYPES)
        lines.append(f"papers: {self.papers} (extracted {self.extracted}, from cache {self.cached})")
        lines.append(f"entities: {sum(self.entities.values())} ({ents})")
        lines.append(f"results: {self.results}  relations: {self.relations}  triples: {self.triples}")
        for o in self.outputs:
            lines.append(f"wrote {o}")
        if self.pushed:
            lines.append(f"pushed {self.triples} triples to {self.pushed}")
        lines.append(f"time: {self.seconds:.1f} s")
        return "\n".join(lines)


# --- one batch of papers -> triples, in this process or a fork pool -------------------

_EXTRACTOR = None  # built in the parent before forking, inherited by the workers


@dataclass
class BatchResult:
    """What a worker returns for one batch: plain picklable data, in paper order."""

    ntriples: str  # the batch's per-paper triples as N-Triples
    new: list  # (index in batch, encoded Extraction) of papers extracted now
    state: dict  # the batch GraphBuilder's corpus-level state (merged by the parent)
    entities: list  # (entity key, type) in order of appearance
    results: int = 0
    relations: int = 0


def _process_batch(task) -> BatchResult:
    """Extract the papers that have no cached extraction, then make every paper's triples.

    `task` = (papers, blobs): blobs[i] is paper i's cached extraction (kg.cache
    encoding) or None. Runs in a worker of the pool, or in the build process.
    """
    from . import graph as kgraph
    from .cache import decode, encode
    from .store import to_ntriples

    papers, blobs = task
    todo = [p for p, b in zip(papers, blobs) if b is None]
    fresh = (ex for _, ex in _EXTRACTOR.pipe(todo)) if todo else iter(())
    gb = kgraph.GraphBuilder()
    out = BatchResult("", [], {}, [])
    parts = []
    for i, (paper, blob) in enumerate(zip(papers, blobs)):
        ex = next(fresh) if blob is None else decode(blob)
        parts.append(to_ntriples(gb.add(paper, ex)))
        if blob is None:
            out.new.append((i, encode(ex)))
        out.entities.extend((e.key, e.type) for e in ex.entities)
        out.results += len(ex.results)
        out.relations += len(ex.relations)
    out.ntriples = "".join(parts)
    out.state = gb.state()
    return out


def _entity_counts(store) -> Counter:
    """Entities per type in the finished graph (it also holds entities only finish() adds)."""
    from .namespace import KG

    values = " ".join(f"<{KG[t]}>" for t in ENTITY_TYPES)
    res = store.query(f"SELECT ?t (COUNT(DISTINCT ?e) AS ?n) WHERE {{ VALUES ?t {{ {values} }} ?e a ?t }} GROUP BY ?t")
    return Counter({sol[0].value.rsplit("#", 1)[-1]: int(sol[1].value) for sol in res})


def process_stream(papers, *, jobs=1, cache=None, keys=None, batch_size=BATCH_SIZE):
    """Yield (batch papers, BatchResult) for every batch, in input order.

    Cached extractions are reused; the other papers are extracted. With
    `jobs` > 1 a fork pool processes the batches (at most 4 per worker in
    flight, so memory stays bounded by the batch size). The extractor is only
    built when some paper is not in the cache.
    """
    global _EXTRACTOR
    if cache is not None and keys is None:
        keys = [cache.key(p) for p in papers]
    missing = cache.missing(keys) if cache is not None else None
    if (missing is None and papers) or missing:
        if _EXTRACTOR is None:
            from .extract import Extractor

            _EXTRACTOR = Extractor()
    jobs = max(1, int(jobs or 1))
    if len(papers) <= batch_size or "fork" not in multiprocessing.get_all_start_methods():
        jobs = 1  # one batch (or no fork here): a pool would only add start-up time

    def tasks():
        for start in range(0, len(papers), batch_size):
            batch = papers[start : start + batch_size]
            if cache is None:
                yield batch, [None] * len(batch)
                continue
            hashes = keys[start : start + batch_size]
            found = cache.get_blobs([h for h in hashes if h not in missing])
            yield batch, [found.get(h) for h in hashes]

    if jobs == 1:
        for task in tasks():
            yield task[0], _process_batch(task)
        return
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(jobs) as pool:
        pending = []
        for task in tasks():
            pending.append((task[0], pool.apply_async(_process_batch, (task,))))
            while len(pending) > 4 * jobs:
                batch, res = pending.pop(0)
                yield batch, res.get()
        for batch, res in pending:
            yield batch, res.get()


# --- the build -------------------------------------------------------------------------

def _progress_bar(total, enabled):
    if enabled is False or (enabled is None and not sys.stderr.isatty()):
        return None
    from tqdm import tqdm

    return tqdm(total=total, unit="paper", desc="build", delay=2.0, file=sys.stderr, leave=False)


def build(
    paths=None,
    out_dir="output",
    *,
    fmt=None,
    strict=False,
    viz=True,
    columns=None,
    jobs=1,
    export=(),
    endpoint=None,
    progress=None,
    cache=True,
    batch_size=BATCH_SIZE,
) -> BuildReport:
    """Build the graph of `paths` (default: the bundled seeds) into `out_dir`.

    Writes OUT/store (Oxigraph), OUT/kg.ttl, OUT/kg.<fmt> for each `export`
    format (nt, ttl, jsonld), OUT/graph.html unless `viz` is false, and keeps
    the extraction cache in OUT/cache.sqlite unless `cache` is false. With
    `endpoint`, the graph is also pushed to that SPARQL Graph Store.
    `progress`: None = a bar when stderr is a terminal, True/False to force.
    """
    from . import store as kstore
    from .cache import CACHE_FILE, ExtractionCache
    from .merge import merge_papers
    from .readers import ReadReport, read_sources

    t0 = time.perf_counter()
    out = Path(out_dir)
    paths = [Path(p) for p in paths] if paths else resources.corpus_files()
    for f in export:
        if f not in kstore.EXPORT_FORMATS:
            raise GraphError(f"unknown export format {f!r} (choose from {', '.join(kstore.EXPORT_FORMATS)})")
    report = BuildReport(read=ReadReport(), jobs=jobs)
    papers = merge_papers(read_sources(paths, fmt=fmt, strict=strict, columns=columns, report=report.read), report.read)

    out.mkdir(parents=True, exist_ok=True)
    ex_cache = ExtractionCache(out / CACHE_FILE) if cache else None
    keys = [ex_cache.key(p) for p in papers] if ex_cache is not None else None
    bar = _progress_bar(len(papers), progress)
    seen: dict[str, str] = {}
    try:
        with kstore.StoreBuilder(out) as sb:
            from .graph import GraphBuilder

            builder = GraphBuilder()
            done = 0
            for batch, res in process_stream(papers, jobs=jobs, cache=ex_cache, keys=keys, batch_size=batch_size):
                sb.add_nt(res.ntriples)
                builder.merge(res.state)
                if ex_cache is not None and res.new:
                    ex_cache.put_blobs((keys[done + i], blob) for i, blob in res.new)
                report.papers += len(batch)
                report.extracted += len(res.new)
                report.cached += len(batch) - len(res.new)
                for key, typ in res.entities:
                    seen.setdefault(key, typ)
                report.results += res.results
                report.relations += res.relations
                done += len(batch)
                if bar is not None:
                    bar.update(len(batch))
            sb.add(builder.finish())  # corpus-level triples: entities, aggregates, citations
            sb.flush()
            report.triples = len(sb.store)
            report.entities = _entity_counts(sb.store) or Counter(seen.values())

            # files from the new store first, then swap everything in
            files = [(out / kstore.TURTLE_FILE, "ttl")] + [(out / f"kg.{f}", f) for f in export if f != "ttl"]
            staged = []
            try:
                for target, f in files:
                    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
                    staged.append((tmp, target))
                    kstore.export(sb.store, tmp, f)
                sb.commit()
                for tmp, target in staged:
                    os.replace(tmp, target)
                    report.outputs.append(str(target))
            finally:
                for tmp, _ in staged:
                    if tmp.exists():
                        tmp.unlink()
        report.outputs.insert(0, str(kstore.store_path(out)))
        if ex_cache is not None:
            ex_cache.prune(keys)
    finally:
        if bar is not None:
            bar.close()
        if ex_cache is not None:
            ex_cache.close()

    if viz:
        from .viz import write_view

        html = out / "graph.html"
        write_view(out, html)
        report.outputs.append(str(html))
    if endpoint:
        from .server import push_graph

        push_graph(out / ("kg.nt" if "nt" in export else kstore.TURTLE_FILE), endpoint)
        report.pushed = endpoint
    report.seconds = time.perf_counter() - t0
    return report


__all__ = ["BuildReport", "build", "process_stream", "KGError"]
