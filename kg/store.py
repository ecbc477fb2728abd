"""The persistent Oxigraph store under the output folder, and the files exported from it.

`kg build` writes OUT/store (a pyoxigraph RocksDB folder) and OUT/kg.ttl. A
new store is always built in a temporary folder beside the old one (from
scratch by StoreBuilder, or as an updated copy of the old one by
StoreUpdater) and renamed into place only when the whole build succeeded, so
a failed build leaves the previous store and kg.ttl as they were.

Triples go into the store as N-Triples text in batches (`Store.bulk_load`),
and every file is written by Oxigraph's serializer (rdflib's is ~50x slower
at a few million triples). Graphs of up to SORTED_EXPORT_LIMIT triples are
written in one canonical order, their N-Triples lines sorted (subjects
grouped, so Turtle abbreviates them), whether the lines come from the build
that made them (`export_lines`) or from a store (`export`): reading a whole
store back is slow (random reads of every string), so a new build hands its
lines over. Bigger graphs stream out of the store in the order of its SPO
index, which also depends only on the triples themselves.
"""
from __future__ import annotations

import gc
import os
import queue
import shutil
import tempfile
import threading
from bisect import bisect_right
from itertools import islice
from operator import eq
from pathlib import Path

import pyoxigraph as ox

from .atomic import atomic_path
from .errors import GraphError
from .turtle import TurtleWriter, merge_blocks as _merge_blocks, turtle_chunks

STORE_DIR = "store"
TURTLE_FILE = "kg.ttl"

PREFIXES = {
    "kg": "https://w3id.org/mlsys-kg/ontology#",
    "ent": "https://w3id.org/mlsys-kg/entity/",
    "paper": "https://w3id.org/mlsys-kg/paper/",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "dcterms": "http://purl.org/dc/terms/",
    "prov": "http://www.w3.org/ns/prov#",
    "owl": "http://www.w3.org/2002/07/owl#",
}

EXPORT_FORMATS = {
    "nt": ox.RdfFormat.N_TRIPLES,
    "ttl": ox.RdfFormat.TURTLE,
    "jsonld": ox.RdfFormat.JSON_LD,
}

_XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
# Escapes exactly as Oxigraph's N-Triples writer does, so that a build's own lines and a store's dump of the
# same triples are the same text (and sort the same): ECHAR where N-Triples has one, UCHAR for the other
# control characters, DEL and the two BMP non-characters; everything else as is.
_ESCAPE = str.maketrans({
    **{chr(c): f"\\u{c:04X}" for c in [*range(0x20), 0x7F, 0xFFFE, 0xFFFF]},
    "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r", '"': '\\"', "\\": "\\\\",
})
SORTED_EXPORT_LIMIT = 2_000_000  # up to this many triples, nt and ttl files list the triples sorted
LINES_FILE = "kg-lines.nt"  # in the store folder: such a graph's sorted lines, which the next update starts from


def store_path(out_dir) -> Path:
    return Path(out_dir) / STORE_DIR


def has_store(out_dir) -> bool:
    return (store_path(out_dir) / "CURRENT").is_file()


def open_store(out_dir, read_only: bool = True):
    """The store built in `out_dir`, or None when there is none.

    Read-only by default: any number of readers (kg query, kg serve) may open it.
    """
    path = store_path(out_dir)
    if not (path / "CURRENT").is_file():
        return None
    try:
        return ox.Store.read_only(str(path)) if read_only else ox.Store(str(path))
    except OSError as e:
        raise GraphError(f"{path}: cannot open the store: {str(e).splitlines()[0]}") from None


# --- N-Triples text from rdflib terms (bulk_load parses it in Rust) ---------------------

def nt_term(term) -> str:
    """One rdflib term (URIRef, Literal, BNode) as N-Triples."""
    kind = type(term).__name__
    if kind == "URIRef":
        return f"<{term}>"
    if kind == "Literal":
        text = '"' + str(term).translate(_ESCAPE) + '"'
        if term.language:
            return f"{text}@{term.language}"
        if term.datatype is not None and str(term.datatype) != _XSD_STRING:
            return f"{text}^^<{term.datatype}>"
        return text
    if kind == "BNode":
        return f"_:{term}"
    raise GraphError(f"cannot store a {kind} term: {term!r}")


def to_ntriples(triples) -> str:
    """N-Triples text of an iterable of rdflib (s, p, o) triples."""
    return "".join(f"{nt_term(s)} {nt_term(p)} {nt_term(o)} .\n" for s, p, o in triples)


# --- building a new store ------------------------------------------------------------

class _StoreInTheMaking:
    """A store in a temporary folder beside OUT/store (self.tmp_dir, self.store).

    Use as a context manager: `commit()` puts it in place of OUT/store,
    leaving the block without commit (or with an exception) deletes it.
    """

    out_dir: Path
    tmp_dir: Path
    committed = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if not self.committed:
            self.abort()
        return False

    def _close(self) -> None:
        self.store = None  # pyoxigraph closes RocksDB when the Store object is freed
        gc.collect()

    def commit(self) -> Path:
        self._close()
        _usual_mode(self.tmp_dir, 0o777)
        target = store_path(self.out_dir)
        replace_dir(self.tmp_dir, target)
        self.committed = True
        return target

    def abort(self) -> None:
        self._close()
        shutil.rmtree(self.tmp_dir, ignore_errors=True)


class StoreBuilder(_StoreInTheMaking):
    """A new store filled in batches (bulk loads, in a background thread)."""

    def __init__(self, out_dir, batch_lines: int = 200_000, background: bool = True):
        self.out_dir = Path(out_dir)
        self.out_dir.mkdir(parents=True, exist_ok=True)
        self.tmp_dir = Path(tempfile.mkdtemp(prefix=".store.", suffix=".tmp", dir=self.out_dir))
        self.store = ox.Store(str(self.tmp_dir))
        self.batch_lines = batch_lines
        self._buf: list[str] = []
        self._buffered = 0
        self.committed = False
        # bulk_load releases the GIL: a loader thread overlaps loading with extraction
        self._queue = queue.Queue(maxsize=2) if background else None
        self._error: BaseException | None = None
        self._thread = None
        if background:
            self._thread = threading.Thread(target=self._loader, name="kg-store-loader", daemon=True)
            self._thread.start()

    def add(self, triples) -> None:
        """Queue rdflib triples; they are loaded when the batch is full."""
        self.add_nt(to_ntriples(triples))

    def add_nt(self, text: str) -> None:
        if not text:
            return
        self._buf.append(text)
        self._buffered += text.count("\n")
        if self._buffered >= self.batch_lines:
            self._send()

    def _load(self, data: str) -> None:
        # lenient: the IRIs are not checked again. Every IRI a build makes is valid by construction (the
        # namespaces', and local names that are slugs, kg.model.slugify, or percent-encoded URLs, kg.graph), and
        # checking them took a quarter of the bulk load's CPU (10k bench papers: 3.2 s against 3.8-4.4 s),
        # which a build with --jobs 2 takes from its workers. A line that is not N-Triples still fails.
        try:
            self.store.bulk_load(data, format=ox.RdfFormat.N_TRIPLES, lenient=True)
        except SyntaxError as e:
            raise GraphError(f"invalid triple for the store: {e}") from None

    def _loader(self) -> None:
        while True:
            data = self._queue.get()
            try:
                if data is None:
                    return
                if self._error is None:
                    self._load(data)
            except BaseException as e:  # reported to the building thread
                self._error = e
            finally:
                self._queue.task_done()

    def _check(self) -> None:
        if self._error is not None:
            err, self._error = self._error, None
            raise err

    def _send(self) -> None:
        """Hand the buffered text to the loader (or load it now without one)."""
        if self._buf:
            data = "".join(self._buf)
            self._buf, self._buffered = [], 0
            if self._queue is None:
                self._load(data)
            else:
                self._check()
                self._queue.put(data)

    def flush(self, wait: bool = True) -> None:
        """Load everything added so far, and wait for the loader (unless not `wait`: then it goes on loading
        in the background, and a later flush() or optimize() waits)."""
        self._send()
        if not wait:
            return
        if self._queue is not None:
            self._queue.join()
            self._check()
        self.store.flush()

    def __len__(self) -> int:
        self.flush()
        return len(self.store)

    def optimize(self) -> None:
        """Compact the finished store (RocksDB); reading it meanwhile, e.g. to export it, is fine."""
        self.flush()
        self.store.optimize()
        self._optimized = True

    def commit(self) -> Path:
        """Optimize the finished store (unless done) and put it in place of OUT/store."""
        if not getattr(self, "_optimized", False):
            self.optimize()
        return super().commit()

    def _close(self) -> None:
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join()
            self._thread = None
        super()._close()


class StoreUpdater(_StoreInTheMaking):
    """A copy of OUT/store, updated in place and swapped in on `commit()` (what an incremental build uses).

    The copy is a RocksDB checkpoint (`Store.backup`): hard links to the old
    store's immutable files, so making it costs little whatever the store's
    size, and the old store stays untouched (and readable) until the swap.
    Files named in `keep` (e.g. the build record) are copied along. Counts the
    triples it really adds and removes. Use as a context manager, like
    StoreBuilder.
    """

    def __init__(self, out_dir, keep=()):
        self.out_dir = Path(out_dir)
        source = store_path(self.out_dir)
        self.tmp_dir = Path(tempfile.mkdtemp(prefix=".store.", suffix=".tmp", dir=self.out_dir))
        os.rmdir(self.tmp_dir)  # backup() makes the folder itself
        try:
            ox.Store.read_only(str(source)).backup(str(self.tmp_dir))
            gc.collect()  # frees the read-only handle
            for name in keep:
                if (source / name).is_file():
                    shutil.copy2(source / name, self.tmp_dir / name)
            self.store = ox.Store(str(self.tmp_dir))
        except OSError as e:
            shutil.rmtree(self.tmp_dir, ignore_errors=True)
            raise GraphError(f"{source}: cannot copy the store to update it: {str(e).splitlines()[0]}") from None
        self.added = 0
        self.removed = 0

    def _quads(self, text: str):
        try:
            return list(dict.fromkeys(ox.parse(text, format=ox.RdfFormat.N_TRIPLES)))
        except SyntaxError as e:
            raise GraphError(f"invalid triple for the store: {e}") from None

    def add_nt(self, text: str) -> None:
        """Add N-Triples text; triples already in the store are not counted again."""
        new = [q for q in self._quads(text) if q not in self.store]
        self.store.extend(new)
        self.added += len(new)

    def remove_nt(self, text: str) -> None:
        for q in self._quads(text):
            if q in self.store:
                self.store.remove(q)
                self.removed += 1

    def delete_subjects_in(self, node: str, in_paper: str) -> None:
        """Remove every triple whose subject is `node` or a node with `in_paper` to it (a paper's triples)."""
        top = ox.NamedNode(node)
        graph = ox.DefaultGraph()
        subjects = [top] + [q.subject for q in self.store.quads_for_pattern(None, ox.NamedNode(in_paper), top, graph)]
        for subject in subjects:
            for q in list(self.store.quads_for_pattern(subject, None, None, graph)):
                self.store.remove(q)
                self.removed += 1

    def flush(self) -> None:
        self.store.flush()

    def optimize(self) -> None:
        """Compact the updated store: merges the updates' files into the store's levels (kg.build says when)."""
        self.store.flush()
        self.store.optimize()

    def commit(self) -> Path:
        self.store.flush()
        return super().commit()


def replace_dir(new: Path, target: Path) -> None:
    """Put folder `new` at `target`, removing the old one only once the new one is there."""
    new, target = Path(new), Path(target)
    if not target.exists():
        os.replace(new, target)
        return
    old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old.", dir=target.parent))
    os.rmdir(old)
    os.replace(target, old)
    try:
        os.replace(new, target)
    except OSError:
        os.replace(old, target)
        raise
    shutil.rmtree(old, ignore_errors=True)


# --- files written from the store -----------------------------------------------------

def export(store, path, fmt: str, triples: int | None = None) -> Path:
    """Write the store's default graph to `path` as nt, ttl or jsonld (atomically).

    nt and ttl list the triples sorted (`sorted_lines`) when the store has at
    most SORTED_EXPORT_LIMIT of them (`triples`, when the caller knows, saves
    counting them), in the store's order otherwise.
    """
    _check_format(fmt)
    path = Path(path)
    if fmt in ("nt", "ttl"):
        if triples is None:
            triples = len(store)
        if triples <= SORTED_EXPORT_LIMIT:
            return export_lines(sorted_lines([dump_ntriples(store)]), path, fmt)
    kwargs = {"prefixes": PREFIXES} if fmt == "ttl" else {}
    with atomic_path(path) as tmp:
        store.dump(str(tmp), format=EXPORT_FORMATS[fmt], from_graph=ox.DefaultGraph(), **kwargs)
        _usual_mode(tmp, 0o666)
    return path


def dump_ntriples(store) -> str:
    """The store's default graph as N-Triples text (in store order)."""
    return store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()).decode("utf-8")


def sorted_lines(texts) -> list[str]:
    """The distinct lines of N-Triples texts (as `to_ntriples` or Oxigraph write them), sorted. A text may
    also be given as a list of its lines (without "\\n"), as `read_lines` returns them.

    Sorted first, then repeats dropped: a set of the lines cost twice the sort (1.0 s of 1.8 s for 1.3M
    lines), and a build's texts rarely repeat a line, which one pass of C-level comparisons tells."""
    lines: list[str] = []
    for text in texts:  # split at "\n" only: U+2028 and the like may stand inside a literal
        lines += text if isinstance(text, list) else text.split("\n")
    lines.sort()
    start = bisect_right(lines, "")  # the empty strings (after each text's last "\n") sort first
    if start:
        del lines[:start]
    if any(map(eq, lines, islice(lines, 1, None))):  # a repeat is next to its twin
        lines = [line for line, prev in zip(lines, [None, *lines]) if line != prev]
    return lines


_WRITER: TurtleWriter | None = None


def _turtle_writer() -> TurtleWriter:
    """This process's writer of Turtle statements (it keeps the prefixed names it made)."""
    global _WRITER
    if _WRITER is None:
        _WRITER = TurtleWriter(PREFIXES)
    return _WRITER


def subject_blocks(text: str) -> list:
    """The (subject, N-Triples, Turtle) blocks of an N-Triples text's distinct lines, sorted by subject."""
    return list(_turtle_writer().blocks(sorted_lines([text])))


def merge_blocks(parts) -> list:
    """One sorted list of the subject blocks of `parts` (lists of `subject_blocks`), one block per subject."""
    return _merge_blocks(parts, _turtle_writer())


def export_blocks(blocks, path, fmt: str) -> Path:
    """Write merged subject blocks (`merge_blocks`) to `path` as nt or ttl (atomically): the same bytes as
    `export_lines` of their lines."""
    if fmt == "ttl":
        return _write_sorted(path, fmt, [_turtle_writer().header(), *(block[2] for block in blocks)])
    return _write_sorted(path, fmt, (block[1] for block in blocks))


def read_lines(store_dir) -> list[str] | None:
    """The sorted N-Triples lines a build kept in `store_dir` (LINES_FILE), or None when it kept none."""
    path = Path(store_dir) / LINES_FILE
    try:
        with open(path, encoding="utf-8", newline="") as f:
            return f.read().split("\n")[:-1]
    except FileNotFoundError:
        return None


def export_lines(lines, path, fmt: str) -> Path:
    """Write sorted N-Triples lines (`sorted_lines`) to `path` as nt or ttl (atomically)."""
    if fmt == "ttl":
        return _write_sorted(path, fmt, turtle_chunks(lines, PREFIXES))
    return _write_sorted(path, fmt, (line + "\n" for line in lines))


def _write_sorted(path, fmt: str, pieces) -> Path:
    """Write the text `pieces` of a sorted nt or ttl file to `path` (atomically)."""
    _check_format(fmt)
    if fmt not in ("nt", "ttl"):
        raise GraphError(f"cannot write {fmt} from N-Triples lines")
    path = Path(path)
    with atomic_path(path) as tmp:
        with open(tmp, "w", encoding="utf-8", newline="") as f:
            f.writelines(pieces)
        _usual_mode(tmp, 0o666)
    return path


def _check_format(fmt: str) -> None:
    if fmt not in EXPORT_FORMATS:
        raise GraphError(f"unknown export format {fmt!r} (choose from {', '.join(EXPORT_FORMATS)})")


def _usual_mode(path, mode) -> None:
    """Temporary files and folders are private (0600/0700); give outputs the usual umask mode."""
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(path, mode & ~umask)


def write_turtle(store, path) -> Path:
    return export(store, path, "ttl")


def to_rdflib(store):
    """An rdflib Graph with the store's default-graph triples (for small graphs and tests)."""
    import rdflib

    g = rdflib.Graph()
    data = store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
    g.parse(data=data.decode("utf-8"), format="nt")
    return g
