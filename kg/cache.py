"""Extraction cache: a paper whose text and pipeline are unchanged is not extracted again.

An entry is keyed by a SHA-256 of the pipeline version and the paper's content
(key, title, abstract and the rest of its metadata, not where it was read
from). The pipeline version hashes the kg version, the vocabulary files and
the code of the extraction components, so editing the vocabulary or a rule
invalidates every entry; a cache written by another pipeline version is
emptied when opened. Entries are pickled `kg.model.Extraction`s, compressed,
in one SQLite file (OUT/cache.sqlite).
"""
from __future__ import annotations

import dataclasses
import functools
import hashlib
import operator
import pickle
import sqlite3
import zlib
from pathlib import Path

from . import __version__, resources
from .errors import GraphError

CACHE_FILE = "cache.sqlite"

# Code whose change alters what the extractor returns.
_COMPONENT_PATTERNS = ("extract.py", "abbrev.py", "language.py", "vocab.py", "relations.py", "model.py", "nlp_*.py")


def component_files() -> list[Path]:
    pkg = Path(__file__).resolve().parent
    files = set()
    for pattern in _COMPONENT_PATTERNS:
        files.update(pkg.glob(pattern))
    return sorted(files)


def pipeline_version() -> str:
    """kg version + hash of the vocabulary files and of the extraction code."""
    h = hashlib.sha256()
    h.update(__version__.encode())
    for path in list(resources.vocab_files()) + component_files():
        h.update(path.name.encode() + b"\0")
        h.update(path.read_bytes())
        h.update(b"\0")
    return f"{__version__}+{h.hexdigest()[:16]}"


def paper_hash(paper, version: str) -> str:
    """Content hash of one paper under one pipeline version.

    Every field of the Paper dataclass except `sources` goes in (and the field
    names, so a new field changes every hash): the repr() of a tuple of all those
    fields but the abstract, its length first, then the abstract as it is. So two
    papers hash alike only when every one of those fields is equal. The abstract,
    the only long field, is not passed through repr(): scanning it for characters
    to escape made hashing twice as slow. One encode and one SHA-256 per paper.
    """
    head_fields, prefix = _hash_layout(type(paper), version)
    head = repr(head_fields(paper))
    abstract = paper.abstract
    tail = "s" + abstract if type(abstract) is str else "r" + repr(abstract)
    data = f"{prefix}{len(head)}:{head}{tail}"
    return hashlib.sha256(data.encode("utf-8", "surrogatepass")).hexdigest()


@functools.lru_cache(maxsize=16)
def _hash_layout(cls, version: str):
    """(getter of the hashed fields but the abstract, as a tuple; the text before them)."""
    names = tuple(f.name for f in dataclasses.fields(cls) if f.name not in ("sources", "abstract"))
    header = f"{version}\0{','.join(names)},abstract\0"
    return operator.attrgetter(*names), f"{len(header)}:{header}"


def encode(extraction) -> bytes:
    return zlib.compress(pickle.dumps(extraction, protocol=pickle.HIGHEST_PROTOCOL), 1)


def decode(data: bytes):
    return pickle.loads(zlib.decompress(data))


class SQLiteFile:
    """An SQLite database held open in `self.db`: a context manager that commits and closes it on exit
    (the extraction cache and kg.buildstate's build record)."""

    db = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def close(self) -> None:
        if self.db is not None:
            self.db.commit()
            self.db.close()
            self.db = None


class ExtractionCache(SQLiteFile):
    """SQLite-backed map paper hash -> Extraction. Use as a context manager."""

    def __init__(self, path, version: str | None = None):
        self.path = Path(path)
        self.version = version or pipeline_version()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.db = sqlite3.connect(str(self.path))
            self.db.execute("CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT)")
            self.db.execute("CREATE TABLE IF NOT EXISTS extraction (h TEXT PRIMARY KEY, data BLOB)")
            row = self.db.execute("SELECT v FROM meta WHERE k = 'pipeline'").fetchone()
            if row is None or row[0] != self.version:
                self.db.execute("DELETE FROM extraction")
                self.db.execute("INSERT OR REPLACE INTO meta VALUES ('pipeline', ?)", (self.version,))
            self.db.commit()
        except sqlite3.DatabaseError as e:
            raise GraphError(f"{self.path}: cannot use the extraction cache: {e}") from None
        self.hits = 0
        self.misses = 0
        self._pending = 0  # entries put since the last commit

    def key(self, paper) -> str:
        return paper_hash(paper, self.version)

    def get_many(self, keys: list[str]) -> dict:
        """Cached extractions of the given hashes (absent ones are left out)."""
        return {h: decode(data) for h, data in self.get_blobs(keys).items()}

    def get_blobs(self, keys: list[str]) -> dict:
        """Like get_many, but the stored bytes (decode with `decode`), e.g. to unpickle in a worker."""
        found = {}
        for i in range(0, len(keys), 500):
            chunk = keys[i : i + 500]
            marks = ",".join("?" * len(chunk))
            found.update(self.db.execute(f"SELECT h, data FROM extraction WHERE h IN ({marks})", chunk))
        self.hits += len(found)
        self.misses += len(set(keys)) - len(found)
        return found

    COMMIT_EVERY = 2000  # entries: a commit waits for the disk (~50 ms on a busy machine), once per batch was too often

    def put_blobs(self, items) -> None:
        """Store (hash, bytes from `encode`) pairs (committed every COMMIT_EVERY entries and on close)."""
        rows = list(items)
        self.db.executemany("INSERT OR REPLACE INTO extraction VALUES (?, ?)", rows)
        self._pending += len(rows)
        if self._pending >= self.COMMIT_EVERY:
            self.db.commit()
            self._pending = 0

    def missing(self, keys: list[str]) -> set[str]:
        """The hashes among `keys` that have no entry (without loading any entry)."""
        present = set()
        for i in range(0, len(keys), 500):
            chunk = keys[i : i + 500]
            marks = ",".join("?" * len(chunk))
            present.update(h for (h,) in self.db.execute(f"SELECT h FROM extraction WHERE h IN ({marks})", chunk))
        return set(keys) - present

    def put_many(self, items) -> None:
        """Store (hash, Extraction) pairs."""
        self.put_blobs((h, encode(ex)) for h, ex in items)

    def prune(self, keep) -> int:
        """Delete entries whose hash is not in `keep` (papers gone or changed); return how many."""
        self.db.execute("CREATE TEMP TABLE IF NOT EXISTS keep (h TEXT PRIMARY KEY)")
        self.db.execute("DELETE FROM keep")
        self.db.executemany("INSERT OR IGNORE INTO keep VALUES (?)", ((h,) for h in keep))
        cur = self.db.execute("DELETE FROM extraction WHERE h NOT IN (SELECT h FROM keep)")
        self.db.commit()
        return cur.rowcount

    def __len__(self) -> int:
        return self.db.execute("SELECT COUNT(*) FROM extraction").fetchone()[0]
