"""What a built store holds, kept inside it, so that a rebuild can update the store in place.

`kg build` writes OUT/store/kg-build.sqlite beside Oxigraph's own files (it
is swapped in and out with the store folder, so the two always agree):

- `meta`: the format of this file, the graph version (kg version, extraction
  pipeline version and the code that turns extractions into triples), the
  number of triples in the store;
- `state`: the corpus-level state of the kg.graph.GraphBuilder that built it,
  and the corpus-level triples its `finish()` gave, as N-Triples;
- `papers`: for each paper, its *triples key* (a hash of its content, where
  it was read from and the graph version: the same key means the same
  per-paper triples) and its contribution to the builder's state.

A rebuild compares the papers it read with this record (`plan`): a paper
whose triples key is unchanged is left alone; a removed or changed paper has
its triples deleted and its contribution subtracted; a new or changed paper
is extracted (or taken from the extraction cache) and added; then the
corpus-level triples are made again and only the difference is written.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import sqlite3
import zlib
from dataclasses import dataclass
from pathlib import Path

from . import __version__
from .cache import SQLiteFile
from .errors import GraphError

STATE_FILE = "kg-build.sqlite"
FORMAT = "1"

# Code whose change alters the triples made from an extraction (the extraction code is in the pipeline version).
_GRAPH_CODE = ("graph.py", "namespace.py", "store.py", "buildstate.py", "build.py", "model.py")


def graph_version(pipeline: str) -> str:
    """The extraction pipeline version + a hash of the code that makes and stores triples."""
    h = hashlib.sha256(pipeline.encode() + b"\0" + __version__.encode())
    pkg = Path(__file__).resolve().parent
    for name in _GRAPH_CODE:
        h.update(name.encode() + b"\0" + (pkg / name).read_bytes() + b"\0")
    return h.hexdigest()[:32]


def triples_key(content_hash: str, paper) -> str:
    """Same key, same per-paper triples: the paper's content hash plus where it was read from."""
    where = "\0".join(f"{os.path.basename(s.path)}\t{s.line}\t{s.format or ''}" for s in paper.sources)
    return hashlib.sha256(f"{content_hash}\0{where}".encode("utf-8")).hexdigest()


def pack(obj) -> bytes:
    return zlib.compress(pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL), 1)


def unpack(data: bytes):
    return pickle.loads(zlib.decompress(data))


@dataclass
class Plan:
    """How to turn the recorded store into the store of the papers just read."""

    removed: list[str]  # keys of papers whose triples go (gone or changed), in key order
    added: list[int]  # indexes (in the papers just read) of papers to add (new or changed)
    unchanged: int


class BuildState(SQLiteFile):
    """The record in a store folder (see the module doc). Use as a context manager."""

    def __init__(self, path, create: bool = False, read_only: bool = False):
        self.path = Path(path)
        if not create and not self.path.is_file():
            raise GraphError(f"{self.path}: no build record")
        try:
            if read_only:  # the record of the store in place: never written, whoever else reads it
                self.db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True)
                return
            self.db = sqlite3.connect(str(self.path))
            self.db.execute("CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT)")
            self.db.execute("CREATE TABLE IF NOT EXISTS state (k TEXT PRIMARY KEY, v BLOB)")
            self.db.execute("CREATE TABLE IF NOT EXISTS papers (key TEXT PRIMARY KEY, tkey TEXT, contrib BLOB)")
        except sqlite3.DatabaseError as e:
            raise GraphError(f"{self.path}: cannot read the build record: {e}") from None

    @classmethod
    def create(cls, store_dir, version: str) -> "BuildState":
        bs = cls(Path(store_dir) / STATE_FILE, create=True)
        bs.set_meta(format=FORMAT, version=version)
        return bs

    @classmethod
    def open(cls, store_dir, version: str) -> "BuildState | None":
        """The record of the store in `store_dir` if it was built by this graph version, else None."""
        path = Path(store_dir) / STATE_FILE
        if not path.is_file():
            return None
        try:
            bs = cls(path, read_only=True)
            meta = bs.meta()
        except (GraphError, sqlite3.DatabaseError):
            return None
        if meta.get("format") != FORMAT or meta.get("version") != version or "triples" not in meta or \
                bs.db.execute("SELECT COUNT(*) FROM state WHERE k IN ('builder', 'corpus')").fetchone()[0] != 2:
            bs.close()  # another version, or a record a failed write left incomplete: build from scratch
            return None
        return bs

    # ------------------------------------------------------------ meta and corpus state
    def meta(self) -> dict:
        return dict(self.db.execute("SELECT k, v FROM meta"))

    def set_meta(self, **values) -> None:
        self.db.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)", [(k, str(v)) for k, v in values.items()])

    def save_corpus(self, state: dict, corpus_nt: str, triples: int) -> None:
        """The builder's merged state, its finish() triples (N-Triples) and the store's triple count."""
        self.db.executemany("INSERT OR REPLACE INTO state VALUES (?, ?)",
                            [("builder", pack(state)), ("corpus", zlib.compress(corpus_nt.encode("utf-8"), 1))])
        self.set_meta(triples=triples)
        self.db.commit()

    def corpus(self) -> tuple[dict, str]:
        rows = dict(self.db.execute("SELECT k, v FROM state"))
        if "builder" not in rows or "corpus" not in rows:
            raise GraphError(f"{self.path}: the build record has no corpus state")
        return unpack(rows["builder"]), zlib.decompress(rows["corpus"]).decode("utf-8")

    # ------------------------------------------------------------ papers
    def put_papers(self, rows) -> None:
        """(key, triples key, packed contribution) rows."""
        self.db.executemany("INSERT OR REPLACE INTO papers VALUES (?, ?, ?)", rows)

    def delete_papers(self, keys) -> None:
        self.db.executemany("DELETE FROM papers WHERE key = ?", ((k,) for k in keys))

    def contributions(self, keys) -> dict:
        """Paper key -> its contribution to the builder state."""
        out = {}
        keys = list(keys)
        for i in range(0, len(keys), 500):
            chunk = keys[i : i + 500]
            marks = ",".join("?" * len(chunk))
            for key, blob in self.db.execute(f"SELECT key, contrib FROM papers WHERE key IN ({marks})", chunk):
                out[key] = unpack(blob)
        return out

    def plan(self, keys: list[str], tkeys: list[str]) -> Plan:
        """Compare the papers just read (their keys and triples keys, in input order) with the record."""
        recorded = dict(self.db.execute("SELECT key, tkey FROM papers"))
        now = dict(zip(keys, tkeys))
        removed = sorted(k for k, t in recorded.items() if now.get(k) != t)
        added = [i for i, k in enumerate(keys) if recorded.get(k) != now[k]]
        return Plan(removed, added, len(keys) - len(added))
