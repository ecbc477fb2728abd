"""`kg build`: read -> merge -> extract -> graph -> store + files, with a summary.

The build streams: papers are processed in batches (in this process, or in
a fork pool with `jobs` > 1): each batch is extracted (papers whose text and
pipeline are unchanged come from the extraction cache, kg.cache), turned into
triples by a GraphBuilder and returned as N-Triples text plus the builder's
corpus-level state (and each paper's own share of it). The build process
loads the text into a new Oxigraph store, merges the states in input order
and, at the end, adds the corpus-level triples (entities, kg:paperCount
aggregates, relation edges). Memory is bounded by the batch, not the corpus
(besides the papers' metadata and the per-entity counters).

Rebuilds update the store in place when they can: the store keeps a record
of its papers (kg.buildstate); a paper whose content, source and graph code
are unchanged is left alone, the triples of a removed or changed paper are
deleted and its share of the state subtracted, new and changed papers are
added, and only the corpus-level triples that changed are rewritten. The
result is the same store a build from scratch gives (tested).

Every output is written to a temporary path and renamed into place, so a
failing build leaves the previous output/ as it was. Up to
kg.store.SORTED_EXPORT_LIMIT triples, kg.ttl and kg.nt list the triples
sorted: a new build's workers return each batch's triples as Turtle and
N-Triples blocks, one per subject, sorted (kg.turtle), and the build puts
the blocks in order; an update sorts the lines it kept beside the store.
Bigger graphs are written from the store by Oxigraph's serializer, in an
order that depends only on the triples. Either way the same input gives
byte-identical files whatever `jobs` is, and whether the store was updated
or built from scratch.
"""
from __future__ import annotations

import gc
import multiprocessing
import os
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from . import resources
from .errors import GraphError, KGError
from .model import ENTITY_TYPES

BATCH_SIZE = 128  # papers per extraction batch (and per pool task)
FAILURES_SHOWN = 5  # papers the extractor failed on, named in the summary


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
    updated: bool = False  # the store was updated in place (else built from scratch)
    removed: int = 0  # papers whose triples were deleted (gone or changed), in an update
    unchanged: int = 0  # papers an update left alone
    not_english: Counter = field(default_factory=Counter)  # papers and sentences left out as not English
    failed: list = field(default_factory=list)  # (Paper, error) the extractor failed on: kept without extraction
    notes: list[str] = field(default_factory=list)

    def summary(self) -> str:
        lines = []
        if self.read is not None:
            lines.extend(self.read.lines())
        ents = ", ".join(f"{t} {self.entities.get(t, 0)}" for t in ENTITY_TYPES)
        lines.append(f"papers: {self.papers} (extracted {self.extracted}, from cache {self.cached}"
                     + (f", unchanged {self.unchanged})" if self.updated else ")"))
        if self.updated:
            lines.append(f"store: updated in place ({self.extracted + self.cached} papers added, "
                         f"{self.removed} removed or replaced)")
        lines.append(f"entities: {sum(self.entities.values())} ({ents})")
        lines.append(f"results: {self.results}  relations: {self.relations}  triples: {self.triples}")
        if self.not_english["papers"]:
            n, k = self.not_english["sentences"], self.not_english["papers"]
            lines.append(f"not in English: {n} sentence{'s' * (n != 1)} of {k} paper{'s' * (k != 1)}, "
                         "left out of the extraction (but for known names)")
        if self.failed:
            from .extract import failure_note

            lines.extend(f"warning: {failure_note(p, error)}; kept without its extraction"
                         for p, error in self.failed[:FAILURES_SHOWN])
            if len(self.failed) > FAILURES_SHOWN:
                lines.append(f"warning: the extractor failed on {len(self.failed) - FAILURES_SHOWN} more papers")
        for o in self.outputs:
            lines.append(f"wrote {o}")
        lines.extend(self.notes)
        if self.pushed:
            lines.append(f"pushed {self.triples} triples to {self.pushed}")
        lines.append(f"time: {self.seconds:.1f} s")
        return "\n".join(lines)


# --- one batch of papers -> triples, in this process or a fork pool -------------------

_EXTRACTOR = None  # built in the parent before forking, inherited by the workers (or built by each: start_pool)
_PAPERS: list = []  # the papers of a pooled stream, set before forking: a task names a range, not its papers
_WORKER_ERROR: BaseException | None = None  # what building the extractor raised in a worker of start_pool


@dataclass
class BatchResult:
    """What a worker returns for one batch: plain picklable data, in paper order."""

    ntriples: str  # the batch's per-paper triples as N-Triples, each paper's without repeats ("" with blocks)
    triples: int  # how many: papers' triples never coincide (their subjects are under the paper's IRI)
    new: list  # (index in batch, encoded Extraction, or None when no cache keeps it) of papers extracted now
    state: dict  # the batch GraphBuilder's corpus-level state (merged by the parent)
    contributions: list  # each paper's own share of that state, packed (kg.buildstate), for the build record
    not_english: tuple = (0, 0)  # papers with sentences not in English, and how many such sentences
    failed: list = field(default_factory=list)  # (index in batch, error) of papers the extractor failed on
    # when asked for: the same triples as (subject, N-Triples, Turtle) blocks sorted by subject (kg.turtle),
    # which the build puts in order for its sorted files instead of sorting every line and writing Turtle
    blocks: list | None = None

    def text(self) -> str:
        """The batch's N-Triples text."""
        return self.ntriples if self.blocks is None else "".join([block[1] for block in self.blocks])


def _process_batch(task) -> BatchResult:
    """Extract the papers that have no cached extraction, then make every paper's triples.

    `task` = (papers, blobs, keep, blocks): blobs[i] is paper i's cached
    extraction (kg.cache encoding) or None; papers may be a (start, stop) range
    of `_PAPERS` (in a worker forked after it was set, which then needs no copy
    of them sent); `keep`: encode the new extractions for the cache; `blocks`:
    return the triples as sorted subject blocks (BatchResult.blocks).
    Runs in a worker of the pool, or in the build process.
    """
    from . import graph as kgraph
    from .buildstate import pack
    from .cache import decode, encode
    from .store import subject_blocks, to_ntriples

    papers, blobs, keep, blocks = task
    if _WORKER_ERROR is not None:
        raise _WORKER_ERROR
    if isinstance(papers, tuple):
        papers = _PAPERS[papers[0] : papers[1]]
    todo = [p for p, b in zip(papers, blobs) if b is None]
    fresh = (ex for _, ex in _EXTRACTOR.pipe(todo)) if todo else iter(())
    gb = kgraph.GraphBuilder()
    out = BatchResult("", 0, [], {}, [])
    parts = []
    foreign = [0, 0]
    for i, (paper, blob) in enumerate(zip(papers, blobs)):
        ex = next(fresh) if blob is None else decode(blob)
        if ex.failed:
            out.failed.append((i, ex.failed))
        if ex.not_english:
            foreign[0] += 1
            foreign[1] += ex.not_english
        own = kgraph.GraphBuilder()  # this paper's contribution alone, so a later build can subtract it
        triples = dict.fromkeys(own.add(paper, ex))  # a paper read twice from one file repeats its source
        parts.append(to_ntriples(triples))
        out.triples += len(triples)
        state = own.state()
        out.contributions.append(pack(state))
        gb.merge(state)
        if blob is None:
            # (encoding cost 3% of a build without a cache; a failed extraction is not kept: a fixed kg tries again)
            out.new.append((i, encode(ex) if keep and not ex.failed else None))
    if blocks:  # sorted and written as Turtle here, in parallel with the other batches, not in the build's tail
        out.blocks = subject_blocks("".join(parts))
    else:
        out.ntriples = "".join(parts)
    out.state = gb.state()
    out.not_english = tuple(foreign)
    return out


def _start_worker() -> None:
    """A worker of start_pool: builds its extractor as soon as it is forked."""
    global _EXTRACTOR, _WORKER_ERROR
    try:
        from .extract import Extractor

        _EXTRACTOR = Extractor(keep_going=True)
        gc.freeze()  # as process_stream does before forking
    except BaseException as e:  # an initializer that raises makes the pool fork worker after worker: each task says
        _WORKER_ERROR = e


def start_pool(jobs: int):
    """A fork pool of `jobs` workers that build their extractor right away, before the papers are known.

    A build from scratch starts it before reading its input: the two cores then
    read the papers and build the extractors side by side, where a pool forked
    after both (process_stream's own) leaves one core idle for the 1.5-2 s they
    take. The papers then travel to the workers with each task. Give it to
    process_stream (`pool`); terminate() it when done. None when it would not
    help (one job, or no fork here).
    """
    if jobs <= 1 or "fork" not in multiprocessing.get_all_start_methods():
        return None
    return multiprocessing.get_context("fork").Pool(jobs, initializer=_start_worker)


def process_stream(papers, *, jobs=1, cache=None, keys=None, batch_size=BATCH_SIZE, blocks=None, pool=None):
    """Yield (batch papers, BatchResult) for every batch, in input order.

    Cached extractions are reused; the other papers are extracted. With
    `jobs` > 1 a fork pool processes the batches (at most 4 per worker in
    flight, so memory stays bounded by the batch size): `pool`, from
    start_pool(jobs), or one forked here. The extractor is only built when some
    paper is not in the cache. `blocks`: a function telling, when a batch is
    handed out, whether its result should carry sorted subject blocks
    (BatchResult.blocks).
    """
    global _EXTRACTOR
    if cache is not None and keys is None:
        keys = [cache.key(p) for p in papers]
    missing = cache.missing(keys) if cache is not None else None
    jobs = max(1, int(jobs or 1))
    if len(papers) <= batch_size or "fork" not in multiprocessing.get_all_start_methods():
        jobs = 1  # one batch (or no fork here): a pool would only add start-up time
    if jobs == 1:
        pool = None
    if ((missing is None and papers) or missing) and pool is None:  # (start_pool's workers have their own)
        if _EXTRACTOR is None:
            from .extract import Extractor

            _EXTRACTOR = Extractor(keep_going=True)  # a paper it fails on is reported, the build goes on
    # The extractor's millions of objects live as long as the stream: frozen, the garbage collector no longer
    # walks them at each full collection (nor, in a forked worker, writes to their pages)
    gc.freeze()
    try:
        yield from _stream(papers, jobs, cache, keys, missing, batch_size, blocks or (lambda: False), pool)
    finally:
        gc.unfreeze()


def _stream(papers, jobs, cache, keys, missing, batch_size, blocks, pool):
    """process_stream's batches, in this process or a fork pool of `jobs` workers (`pool`, or one forked here)."""
    global _PAPERS

    def tasks():  # (batch, blobs, keep, blocks) per batch
        for start in range(0, len(papers), batch_size):
            batch = papers[start : start + batch_size]
            if cache is None:
                yield batch, [None] * len(batch), False, blocks()
                continue
            hashes = keys[start : start + batch_size]
            found = cache.get_blobs([h for h in hashes if h not in missing])
            yield batch, [found.get(h) for h in hashes], True, blocks()

    if jobs == 1:
        for task in tasks():
            yield task[0], _process_batch(task)
        return
    own = pool is None
    if own:
        _PAPERS = papers  # the workers are forked with it: a task names a range of them, no papers are sent
        pool = multiprocessing.get_context("fork").Pool(jobs)
    try:
        pending = []
        start = 0
        for batch, blobs, keep, want in tasks():
            task = ((start, start + len(batch)) if own else batch, blobs, keep, want)
            start += len(batch)
            pending.append((batch, pool.apply_async(_process_batch, (task,))))
            while len(pending) > 4 * jobs:
                batch, res = pending.pop(0)
                yield batch, res.get()
        for batch, res in pending:
            yield batch, res.get()
    finally:
        if own:
            pool.terminate()
            _PAPERS = []


# --- the build -------------------------------------------------------------------------

def _progress_bar(total, enabled):
    if enabled is False or (enabled is None and not sys.stderr.isatty()):
        return None
    from tqdm import tqdm

    return tqdm(total=total, unit="paper", desc="build", delay=2.0, file=sys.stderr, leave=False)


# An update in place is worth it while it touches few papers: deleting a paper's triples one by one costs
# more per triple than loading a new store in bulk.
UPDATE_MAX_SHARE = 0.05  # at most this share of the corpus changed ...
UPDATE_MIN = 500  # ... or at most this many papers, whichever is larger
# a new build keeps its N-Triples lines for the sorted files unless its first batches foretell a graph this
# many times larger than kg.store.SORTED_EXPORT_LIMIT (the files then come from a dump of the store)
KEEP_LINES_MARGIN = 2
TURTLE_LIMIT = 2_000_000  # above this many triples kg.ttl is only written on request (--export ttl)
# An update leaves its changes in new RocksDB files beside the compacted ones, and reads slow down: after three
# updates the canned queries took up to 40% longer at 10k papers, 34% at 100k. An update compacts the store
# when it is small enough to do so beside the writing of kg.ttl (0.9 s at 1.3M triples), and a bigger store
# at every COMPACT_EVERY-th update since its last compaction (8.7 s at 12.6M triples), so that updates stay
# quick and reads stay fast.
COMPACT_LIMIT = 2_000_000
COMPACT_EVERY = 4
OUTPUT_FILES = ("kg.ttl", "kg.nt", "kg.jsonld", "graph.html")


def _entity_counts(corpus) -> Counter:
    """Entities per type, from the corpus-level triples (each entity has its one rdf:type there)."""
    from rdflib.namespace import RDF

    from .namespace import ENTITY, KG

    types = {KG[t]: t for t in ENTITY_TYPES}
    return Counter(types[o] for s, p, o in corpus if p == RDF.type and o in types and str(s).startswith(str(ENTITY)))


def _plan_update(out: Path, keys, tkeys, version, enabled: bool):
    """The update plan when the store can be updated in place (kg.buildstate), else None."""
    from . import store as kstore
    from .buildstate import BuildState

    if not enabled or not kstore.has_store(out):
        return None
    record = BuildState.open(kstore.store_path(out), version)
    if record is None:
        return None
    with record:
        plan = record.plan(keys, tkeys)
    changed = len(plan.removed) + len(plan.added)
    return plan if changed <= max(UPDATE_MIN, UPDATE_MAX_SHARE * len(keys)) else None


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
    full=False,
) -> BuildReport:
    """Build the graph of `paths` (default: the bundled seeds) into `out_dir`.

    Writes OUT/store (Oxigraph), OUT/kg.ttl (up to TURTLE_LIMIT triples, or
    when `export` has "ttl"), OUT/kg.<fmt> for each `export` format (nt, ttl,
    jsonld), OUT/graph.html unless `viz` is false, and keeps the extraction
    cache in OUT/cache.sqlite unless `cache` is false. Files of an earlier
    build that this one does not write are removed (they would describe
    another graph). With `endpoint`, the graph is also pushed to that SPARQL
    Graph Store. When a store built by the same code exists and few papers
    changed, it is updated in place (only removed, changed and new papers are
    touched); `full` (or `cache` false) builds it from scratch instead.
    `progress`: None = a bar when stderr is a terminal, True/False to force.
    """
    from .cache import CACHE_FILE

    out = Path(out_dir)
    # every paper will be extracted (no extraction cache to take one from): the workers build their extractors
    # while this process reads the papers
    early = (jobs or 1) > 1 and (not cache or not (out / CACHE_FILE).exists())
    pool = start_pool(jobs) if early else None
    try:
        return _build(paths, out, fmt=fmt, strict=strict, viz=viz, columns=columns, jobs=jobs, export=export,
                      endpoint=endpoint, progress=progress, cache=cache, batch_size=batch_size, full=full, pool=pool)
    finally:
        if pool is not None:
            pool.terminate()


def _build(paths, out: Path, *, fmt, strict, viz, columns, jobs, export, endpoint, progress, cache, batch_size,
           full, pool) -> BuildReport:
    """build(), with the fork pool `pool` (start_pool) when started before the papers are read."""
    from . import store as kstore
    from .buildstate import STATE_FILE, BuildState, graph_version, triples_key
    from .cache import CACHE_FILE, ExtractionCache, paper_hash, pipeline_version
    from .graph import GraphBuilder
    from .merge import merge_papers
    from .namespace import KG, PAPER
    from .readers import ReadReport, read_sources

    t0 = time.perf_counter()
    paths = [Path(p) for p in paths] if paths else resources.corpus_files()
    for f in export:
        if f not in kstore.EXPORT_FORMATS:
            raise GraphError(f"unknown export format {f!r} (choose from {', '.join(kstore.EXPORT_FORMATS)})")
    report = BuildReport(read=ReadReport(), jobs=jobs)
    papers = merge_papers(read_sources(paths, fmt=fmt, strict=strict, columns=columns, report=report.read), report.read)

    out.mkdir(parents=True, exist_ok=True)
    pipeline = pipeline_version()
    version = graph_version(pipeline)
    keys = [paper_hash(p, pipeline) for p in papers]  # the extraction cache's keys
    tkeys = [triples_key(h, p) for h, p in zip(keys, papers)]
    plan = _plan_update(out, [p.key for p in papers], tkeys, version, enabled=cache and not full)
    todo = list(range(len(papers))) if plan is None else plan.added
    if pool is not None and len(todo) <= batch_size:  # one batch: extracted here, the workers are not needed
        pool.terminate()
        pool = None
    ex_cache = ExtractionCache(out / CACHE_FILE, pipeline) if cache else None
    bar = _progress_bar(len(todo), progress)
    try:
        store_cm = kstore.StoreBuilder(out) if plan is None else kstore.StoreUpdater(out, keep=(STATE_FILE,))
        with store_cm as sb:
            compact = plan is None  # a new store is always compacted; an update: see COMPACT_LIMIT
            if plan is None:
                record = BuildState.create(sb.tmp_dir, version)
                builder = GraphBuilder()
                old_corpus = ""
            else:
                record = BuildState(sb.tmp_dir / STATE_FILE)
                builder = GraphBuilder()
                state, old_corpus = record.corpus()
                builder.merge(state)
                gone = record.contributions(plan.removed)
                for key in plan.removed:  # gone or changed: its triples and its share of the state go
                    builder.merge(gone[key], sign=-1)
                    sb.delete_subjects_in(str(PAPER[key]), str(KG.inPaper))
                record.delete_papers(plan.removed)
                report.removed, report.updated = len(plan.removed), True
            pending = []  # an update adds the new papers' triples after the stale corpus-level triples are gone
            # a new graph small enough for the sorted files keeps its triples for them, as the batches' sorted
            # subject blocks (N-Triples and Turtle, written by the workers): reading them back out of the store
            # took 7-9 s at 10k papers (random reads of every string), and sorting every line and writing
            # the Turtle in this process, after the last batch, 1.6 s (serial, whatever `jobs` is)
            blocks_kept = [] if plan is None else None
            lines_kept = None  # an update's N-Triples texts for the sorted files
            papers_todo = [papers[i] for i in todo]
            keys_todo = [keys[i] for i in todo]
            done = paper_triples = 0
            with record:
                for batch, res in process_stream(papers_todo, jobs=jobs, cache=ex_cache, keys=keys_todo,
                                                 batch_size=batch_size, blocks=lambda: blocks_kept is not None,
                                                 pool=pool):
                    paper_triples += res.triples
                    if plan is None:
                        sb.add_nt(res.text())
                        if blocks_kept is not None:
                            blocks_kept.append(res.blocks)
                            # let go as soon as the corpus looks too big for them (from its first batches)
                            expected = paper_triples * len(papers_todo) / (done + len(batch))
                            if (paper_triples > kstore.SORTED_EXPORT_LIMIT
                                    or expected > KEEP_LINES_MARGIN * kstore.SORTED_EXPORT_LIMIT):
                                blocks_kept = None
                    else:
                        pending.append(res.text())
                    builder.merge(res.state)
                    idx = todo[done : done + len(batch)]
                    record.put_papers((papers[i].key, tkeys[i], c) for i, c in zip(idx, res.contributions))
                    if ex_cache is not None and res.new:
                        ex_cache.put_blobs((keys_todo[done + i], blob) for i, blob in res.new if blob is not None)
                    report.failed.extend((batch[i], error) for i, error in res.failed)
                    report.extracted += len(res.new)
                    report.cached += len(batch) - len(res.new)
                    report.not_english.update(papers=res.not_english[0], sentences=res.not_english[1])
                    done += len(batch)
                    if bar is not None:
                        bar.update(len(batch))
                corpus = builder.finish()  # corpus-level triples: entities, aggregates, relation edges
                corpus = list(dict.fromkeys(corpus))
                corpus_nt = kstore.to_ntriples(corpus)
                if plan is None:  # counted, not asked of the store: len() reads every triple
                    sb.add_nt(corpus_nt)
                    sb.flush(wait=False)  # the loader finishes while the sorted files are made (below)
                    report.triples = paper_triples + len(corpus)
                else:
                    # split at "\n" only: N-Triples escapes it, but U+2028 and the like may stand inside a term
                    new_lines, old_lines = corpus_nt.split("\n")[:-1], set(old_corpus.split("\n")[:-1])
                    kept = set(new_lines)
                    sb.remove_nt("".join(line + "\n" for line in old_lines if line not in kept))
                    sb.add_nt("".join(pending))
                    # new corpus-level triples, and those about a paper whose triples were just deleted (the
                    # label of an untitled paper that changed but kept its label)
                    redo = {f"<{PAPER[key]}>" for key in plan.removed}
                    sb.add_nt("".join(line + "\n" for line in new_lines
                                      if line not in old_lines or line.split(" ", 1)[0] in redo))
                    sb.flush()
                    meta = record.meta()
                    report.triples = int(meta["triples"]) + sb.added - sb.removed
                    updates = int(meta.get("updates", 0)) + (1 if sb.added or sb.removed else 0)
                    compact = report.triples <= COMPACT_LIMIT or updates >= COMPACT_EVERY
                    record.set_meta(updates=0 if compact else updates)
                    if report.triples <= kstore.SORTED_EXPORT_LIMIT:  # the last build's sorted lines, updated
                        lines_kept = _updated_lines(kstore.store_path(out), plan.removed,
                                                    old_lines - kept, pending, corpus_nt)
                report.papers = len(papers)
                totals = builder.totals()
                report.results, report.relations = totals["results"], totals["relations"]
                report.unchanged = len(papers) - len(todo)
                report.entities = _entity_counts(corpus)
                record.save_corpus(builder.state(), corpus_nt, report.triples)

            # files from the new store first, then swap everything in
            wanted = list(export)
            if "ttl" not in wanted and report.triples <= TURTLE_LIMIT:
                wanted.insert(0, "ttl")
            elif "ttl" not in wanted:
                report.notes.append(f"kg.ttl not written: {report.triples:,} triples is more than {TURTLE_LIMIT:,} "
                                    "(query the store, or ask for it with --export ttl)")
            files = [(out / f"kg.{f}", f) for f in wanted]
            staged = [(target.with_name(f".{target.name}.{os.getpid()}.tmp"), target, f) for target, f in files]
            try:
                # Oxigraph releases the GIL while it writes a file or compacts: the exports and the compaction
                # of a new store run side by side
                sorted_files = report.triples <= kstore.SORTED_EXPORT_LIMIT
                if not sorted_files:
                    blocks_kept = lines_kept = None
                elif blocks_kept is not None:
                    blocks_kept.append(kstore.subject_blocks(corpus_nt))
                # the sorted files come from the lines, which are also kept beside the store for the next update
                from_lines = [(tmp, f) for tmp, _, f in staged if sorted_files and f in ("nt", "ttl")]
                with ThreadPoolExecutor(max_workers=len(staged) + 1) as pool:
                    writing = []
                    if sorted_files:  # the kept lines need no store: writing them overlaps the last loads
                        from_lines.append((sb.tmp_dir / kstore.LINES_FILE, "nt"))
                        if blocks_kept is not None:
                            writing.append(pool.submit(_export_blocks, blocks_kept, from_lines))
                        elif lines_kept is not None:
                            writing.append(pool.submit(_export_lines, lines_kept, from_lines, None))
                    sb.flush()
                    writing += [pool.submit(kstore.export, sb.store, tmp, f, report.triples)
                                for tmp, _, f in staged if (tmp, f) not in from_lines]
                    if sorted_files and lines_kept is None and blocks_kept is None:  # read back out of the store
                        writing.append(pool.submit(_export_lines, None, from_lines, sb.store))
                    blocks_kept = lines_kept = None
                    if compact:
                        sb.optimize()
                    for job in writing:
                        job.result()
                if viz:  # from the new store, before anything is swapped in: a failing view leaves all as it was
                    from .viz import write_view

                    html = out / "graph.html"
                    staged.append((html.with_name(f".{html.name}.{os.getpid()}.tmp"), html, "html"))
                    write_view(sb.store, staged[-1][0])
                sb.commit()
                for tmp, target, _ in staged:
                    os.replace(tmp, target)
                    report.outputs.append(str(target))
            finally:
                for tmp, _, _ in staged:
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

    for name in OUTPUT_FILES:  # what an earlier build wrote and this one did not: it shows another graph
        stale = out / name
        if stale.is_file() and str(stale) not in report.outputs:
            stale.unlink()
            report.notes.append(f"removed {stale} (from an earlier build)")
    if endpoint:
        _push(out, endpoint, report)
    report.seconds = time.perf_counter() - t0
    return report


def _export_blocks(parts: list, files) -> None:
    """Write the sorted lines of the batches' subject blocks (`parts`, lists of BatchResult.blocks) to each
    (path, nt|ttl) of `files`; empties `parts`."""
    from . import store as kstore

    blocks = kstore.merge_blocks(parts)
    parts.clear()
    for path, fmt in files:
        kstore.export_blocks(blocks, path, fmt)


def _export_lines(texts: list | None, files, store) -> None:
    """Write the sorted lines of N-Triples `texts` to each (path, nt|ttl) of `files`; empties `texts`.
    Without `texts` (an update whose last build kept no lines), the lines are read back out of `store`."""
    from . import store as kstore

    if texts is None:
        texts = [kstore.dump_ntriples(store)]

    def drain():  # each text is let go once split: the lines alone are as big as the texts
        while texts:
            yield texts.pop()

    lines = kstore.sorted_lines(drain())
    for path, fmt in files:
        kstore.export_lines(lines, path, fmt)


def _updated_lines(store_dir: Path, removed, stale: set, added: list, corpus_nt: str) -> list | None:
    """N-Triples texts (the first as a list of lines) of the updated graph, from the sorted lines the last
    build kept beside its store:
    without the removed papers' lines (their subjects are the paper or under its IRI, so each is a range of
    the sorted lines) and the corpus-level lines no longer made, with the added papers' and the corpus's.
    None when the last build kept none (its graph was larger)."""
    from bisect import bisect_left

    from . import store as kstore
    from .namespace import PAPER

    lines = kstore.read_lines(store_dir)
    if lines is None:
        return None
    cuts = []
    for key in removed:
        for prefix in (f"<{PAPER[key]}>", f"<{PAPER[key]}/"):
            lo = bisect_left(lines, prefix)
            hi = bisect_left(lines, prefix[:-1] + chr(ord(prefix[-1]) + 1), lo)
            if lo < hi:
                cuts.append((lo, hi))
    kept, at = [], 0
    for lo, hi in sorted(cuts):
        kept.extend(lines[at:lo])
        at = max(at, hi)
    kept.extend(lines[at:])
    if stale:
        kept = [line for line in kept if line not in stale]
    return [kept, *added, corpus_nt]  # the kept lines as a list: joining them to split again cost 0.6 s at 10k


def _push(out: Path, endpoint: str, report: BuildReport) -> None:
    """Send the graph to a SPARQL Graph Store: the N-Triples or Turtle file written, else a dump of the store."""
    from .server import ServerError

    try:
        _push_files(out, endpoint, report)
    except ServerError as e:  # the local build is done and in place; say so, since the command fails
        raise ServerError(f"{out} was built, but the push failed: {e}") from None
    report.pushed = endpoint


def _push_files(out: Path, endpoint: str, report: BuildReport) -> None:
    from . import store as kstore
    from .server import push_graph

    for name in ("kg.nt", kstore.TURTLE_FILE):
        if str(out / name) in report.outputs:
            push_graph(out / name, endpoint)
            break
    else:  # no file of the graph was written (a large graph): a dump of the store feeds the push, then goes
        dump = out / f".push.{os.getpid()}.nt"
        try:
            kstore.export(kstore.open_store(out), dump, "nt")
            push_graph(dump, endpoint)
        finally:
            dump.unlink(missing_ok=True)


__all__ = ["BuildReport", "build", "process_stream", "KGError"]
