"""`kg build`: read -> merge -> extract -> graph -> store + files, with a summary.

The build streams: papers go through the extractor in batches (in this
process, or in a fork pool with `jobs` > 1), each batch's triples go into a
new Oxigraph store in batches, and only the graph builder's corpus-level
state is kept for the end. Extractions are cached by paper content and
pipeline version (kg.cache), so a rebuild only extracts new or changed papers.

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


# --- extraction, in batches, in this process or a fork pool ---------------------------

_EXTRACTOR = None  # set in the parent before forking, inherited by the workers


def _extract_batch(papers):
    """Worker task: plain picklable Extractions of one batch, in order."""
    return [ex for _, ex in _EXTRACTOR.pipe(papers)]


def _batches(items, size):
    for i in range(0, len(items), size):
        yield items[i : i + size]


def extract_stream(papers, *, jobs=1, cache=None, keys=None, batch_size=BATCH_SIZE, report=None, progress=None):
    """Yield (Paper, Extraction) for every paper, in input order.

    Cached extractions are reused; the others are extracted in batches by
    `jobs` processes (a fork pool; at most 2 batches per worker in flight,
    so memory stays bounded by the batch size). The extractor is only built
    (and the pool only started) when some paper is not in the cache.
    `keys`: the papers' cache keys when the caller already has them.
    """
    global _EXTRACTOR
    if cache is not None and keys is None:
        keys = [cache.key(p) for p in papers]
    missing = cache.missing(keys) if cache is not None else None
    todo_count = len(missing) if missing is not None else len(papers)
    if todo_count and _EXTRACTOR is None:
        from .extract import Extractor

        _EXTRACTOR = Extractor()
    jobs = max(1, int(jobs or 1))
    if todo_count <= batch_size or "fork" not in multiprocessing.get_all_start_methods():
        jobs = 1  # one batch (or no fork on this platform): a pool would only add start-up time

    def plan():
        """(batch, hashes, cached extractions by hash, papers to extract) per batch."""
        for start in range(0, len(papers), batch_size):
            batch = papers[start : start + batch_size]
            if cache is None:
                yield batch, [None] * len(batch), {}, batch
                continue
            hashes = keys[start : start + batch_size]
            cached = [h for h in hashes if h not in missing]
            found = cache.get_many(cached) if cached else {}
            todo = [p for p, h in zip(batch, hashes) if h not in found]
            yield batch, hashes, found, todo

    def merge(batch, hashes, found, extracted):
        fresh = iter(extracted)
        new = []
        for paper, h in zip(batch, hashes):
            if h in found:
                ex = found[h]
                if report is not None:
                    report.cached += 1
            else:
                ex = next(fresh)
                new.append((h, ex))
                if report is not None:
                    report.extracted += 1
            yield paper, ex
        if cache is not None and new:
            cache.put_many(new)
        if progress is not None:
            progress.update(len(batch))

    if jobs == 1:
        for batch, hashes, found, todo in plan():
            yield from merge(batch, hashes, found, _extract_batch(todo) if todo else [])
        return

    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(jobs) as pool:
        pending = []  # (batch, hashes, found, AsyncResult or None) in input order
        for batch, hashes, found, todo in plan():
            pending.append((batch, hashes, found, pool.apply_async(_extract_batch, (todo,)) if todo else None))
            while len(pending) > 2 * jobs:
                b, h, f, res = pending.pop(0)
                yield from merge(b, h, f, res.get() if res else [])
        for b, h, f, res in pending:
            yield from merge(b, h, f, res.get() if res else [])


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
            add_triples = _graph_stream(sb)
            for paper, ex in extract_stream(papers, jobs=jobs, cache=ex_cache, keys=keys, batch_size=batch_size, report=report, progress=bar):
                report.papers += 1
                for e in ex.entities:
                    seen.setdefault(e.key, e.type)
                report.results += len(ex.results)
                report.relations += len(ex.relations)
                add_triples.send((paper, ex))
            add_triples.send(None)  # corpus-level triples
            sb.flush()
            report.triples = len(sb.store)
            report.entities = Counter(seen.values())

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


def _graph_stream(sb):
    """A coroutine: send (paper, extraction) pairs, then None; triples go to the store builder.

    Uses kg.graph.GraphBuilder (per-paper triples, then corpus-level ones);
    falls back to kg.graph.build_graph over all pairs when it is absent.
    """
    from . import graph as kgraph

    def run():
        builder = kgraph.GraphBuilder() if hasattr(kgraph, "GraphBuilder") else None
        pairs = []
        while True:
            item = yield
            if item is None:
                break
            if builder is not None:
                sb.add(builder.add(*item))
            else:
                pairs.append(item)
        if builder is not None:
            sb.add(builder.finish())
        else:
            sb.add(kgraph.build_graph(pairs))
        yield

    gen = run()
    next(gen)
    return gen


__all__ = ["BuildReport", "build", "extract_stream", "KGError"]
