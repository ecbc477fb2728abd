"""Merge paper records read from many sources into one Paper per real paper.

Matching (two records are the same paper when any of these holds, in order):
  1. the same arXiv id (version suffix dropped: 2401.01234v2 == 2401.01234);
  2. the same DOI (case-insensitive, "https://doi.org/" prefix dropped);
  3. the same normalised title (NFKD, lower case, only letters and digits,
     whitespace collapsed) of at least 3 words;
  4. a near-identical abstract: the normalised abstracts are equal, or one is a
     prefix of the other and the shorter one has at least 200 characters.
Two groups are never joined when they carry different arXiv ids or different
DOIs (a title or abstract match cannot override a conflicting identifier).

Conflicting fields are resolved by source priority, then input order: the
first non-empty value wins, taking the records in this order of formats:
arXiv (Atom, OAI JSON Lines) > Semantic Scholar > BibTeX > CSV/TSV > seed
listing > seed dump. Creators: the longest author list (ties: that same
order) keeps its order, then names only other sources give are appended
(names compared normalised). Categories and cited identifiers are the union
in source order. Every SourceRef is kept, in input order.

Keys (`paper_key`): stable, readable and IRI-safe, by the first rule that applies:
  "arxiv-<id without version>" (old-style ids: "/" becomes "-"), else
  "doi-<slug of the DOI>", else "s2-<paperId>" for Semantic Scholar records,
  else the slug of the input's own id (e.g. "seed-01", a BibTeX key), else
  "p-" + the first 10 hex digits of the SHA-1 of the normalised title (or of the
  normalised abstract when there is no title). After merging, a paper gets the
  key of its best identifier by that order; if two merged papers would still
  share a key, the later ones get "-2", "-3", ... in input order.

Citations: `Paper.cites` holds identifiers (arXiv ids, DOIs, S2 paper ids, keys).
After merging they are resolved to the keys of merged papers; identifiers of
papers that are not in the result are dropped, and so are self-citations.
"""
from __future__ import annotations

import functools
import gc
import hashlib
import re
import unicodedata
from collections.abc import Iterable

from .model import Paper, slugify

# Lower number = more trusted source.
FORMAT_PRIORITY = {
    "arxiv-atom": 0,
    "arxiv-jsonl": 0,
    "s2": 1,
    "bibtex": 2,
    "csv": 3,
    "tsv": 3,
    "seed-listing": 4,
    "seed-dump": 5,
}
MIN_PREFIX = 200  # characters of normalised abstract for a prefix match
MIN_TITLE_WORDS = 3

_COMBINING = re.compile(r"[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")
_NON_WORD = re.compile(r"[\W_]+")
_ARXIV_NEW = re.compile(r"^(?:arxiv:)?(\d{4}\.\d{4,5})(?:v\d+)?$", re.I)
_ARXIV_OLD = re.compile(r"^(?:arxiv:)?([a-z][a-z.-]*/\d{7})(?:v\d+)?$", re.I)
_ARXIV_URL = re.compile(r"^https?://(export\.)?arxiv\.org/(abs|pdf)/", re.I)
_DOI_PREFIX = re.compile(r"^(https?://(dx\.)?doi\.org/|doi:)", re.I)


# Speed: merge normalises every title and abstract (100k abstracts are ~140 MB of text).
# ASCII text goes through one bytes.translate (letters and digits kept, the rest a
# space: the [\W_] class on ASCII); only the runs of non-ASCII characters go through
# NFKD, the combining-mark strip and the regex. Both give exactly what the plain
# definition gives (lower(), NFKD, strip marks, [\W_]+ -> " ", collapse spaces).
_ALNUM = frozenset(b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_KEEP_WORDS = bytes(c if c in _ALNUM or c >= 128 else 32 for c in range(256))
_LOWER_WORDS = bytes(ord(chr(c).lower()) if c in _ALNUM else 32 for c in range(128)) + bytes(range(128, 256))
_NON_ASCII_RUN = re.compile(r"[^\x00-\x7f]+")


@functools.lru_cache(maxsize=8192)
def _non_ascii_words(run: str) -> str:
    # NFKD works character by character and ASCII characters (combining class 0, no
    # decomposition) block mark reordering, so a run can be normalised on its own.
    # The same few runs (quotes, dashes, accented letters) come back all the time.
    run = _COMBINING.sub("", unicodedata.normalize("NFKD", run))
    return _NON_WORD.sub(" ", run)


def _non_ascii_match(m: re.Match) -> str:
    return _non_ascii_words(m.group())


def normalize_text(text: str | None) -> str:
    """Lower case, accents stripped, only letters and digits, single spaces."""
    if not text:
        return ""
    if text.isascii():
        return _collapse(text.encode("ascii").translate(_LOWER_WORDS)).decode("ascii")
    s = text.lower()  # the whole string at once: final sigma depends on the neighbours
    if s.isascii():
        b = s.encode("ascii")
    else:
        b = _NON_ASCII_RUN.sub(_non_ascii_match, s).encode("utf-8", "surrogatepass")
    return _collapse(b.translate(_KEEP_WORDS)).decode("utf-8", "surrogatepass")


# ASCII letters and digits, lower-cased; every other ASCII byte deleted.
_NOT_ALNUM = bytes(c for c in range(128) if c not in _ALNUM)


def _letters(text: str | None) -> bytes:
    """normalize_text(text) without its spaces, in UTF-8 (the same steps, no collapsing)."""
    if not text:
        return b""
    if text.isascii():
        return text.encode("ascii").translate(_LOWER_WORDS, _NOT_ALNUM)
    s = text.lower()
    if not s.isascii():
        s = _NON_ASCII_RUN.sub(_non_ascii_match, s)
    return s.encode("utf-8", "surrogatepass").translate(None, _NOT_ALNUM)


class _Normalized(dict):
    """normalize_text of each distinct text once per merge: the records of one paper
    from several sources (the point of merging) carry the same title and abstract,
    and the same author names recur across papers."""

    def __missing__(self, text):
        value = self[text] = normalize_text(text)
        return value


def _collapse(b: bytes) -> bytes:
    """Runs of spaces to one space, none at the ends: b" ".join(b.split()) for bytes
    whose only whitespace is b" ", without making a bytes object per word."""
    while b"  " in b:
        b = b.replace(b"  ", b" ")
    return b.strip(b" ")


def arxiv_id(text: str | None) -> str | None:
    """The arXiv id without version in `text` ("arXiv:2401.01234v2" -> "2401.01234"), else None."""
    if not text:
        return None
    t = text.strip()
    if "/" in t:
        t = _ARXIV_URL.sub("", t)
    if t.endswith(".pdf"):
        t = t[:-4]
    m = _ARXIV_NEW.match(t) or _ARXIV_OLD.match(t)
    return m.group(1) if m else None


def norm_doi(doi: str | None) -> str | None:
    if not doi:
        return None
    d = _DOI_PREFIX.sub("", doi.strip()).strip().lower()
    return d or None


def _hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:10]


def paper_key(paper: Paper) -> str:
    """The key of one paper record by the rule in the module docstring."""
    if paper.arxiv_id:
        return "arxiv-" + paper.arxiv_id.replace("/", "-")
    if paper.doi:
        return "doi-" + slugify(paper.doi)
    if paper.ext_id:
        fmt = paper.sources[0].format if paper.sources else ""
        if fmt == "s2":
            return "s2-" + slugify(paper.ext_id)
        return slugify(paper.ext_id)
    basis = normalize_text(paper.title) or normalize_text(paper.abstract)
    return "p-" + _hash(basis)


def _priority(paper: Paper) -> int:
    return min((FORMAT_PRIORITY.get(s.format, 9) for s in paper.sources), default=9)


_NO_ID = object()  # a group without an arXiv id (or DOI); norm_doi() itself may give None


class _Groups:
    """Union-find over record indexes that refuses joins with conflicting ids.

    A group carries at most one arXiv id and one DOI: a join needs equal ids or
    one side without, so the joined group keeps the one id there is. (And a group
    always carries the id of each of its records.)"""

    def __init__(self, papers: list[Paper]):
        self.parent = list(range(len(papers)))
        self.arxiv = [p.arxiv_id or _NO_ID for p in papers]
        self.doi = [norm_doi(p.doi) if p.doi else _NO_ID for p in papers]

    def find(self, i: int) -> int:
        while self.parent[i] != i:
            self.parent[i] = self.parent[self.parent[i]]
            i = self.parent[i]
        return i

    def union(self, i: int, j: int) -> bool:
        a, b = self.find(i), self.find(j)
        if a == b:
            return True
        ax, doi = self.arxiv, self.doi
        if (ax[a] is not _NO_ID and ax[b] is not _NO_ID and ax[a] != ax[b]) or (
            doi[a] is not _NO_ID and doi[b] is not _NO_ID and doi[a] != doi[b]
        ):
            return False
        a, b = min(a, b), max(a, b)  # the earlier record is the root: deterministic
        self.parent[b] = a
        if ax[a] is _NO_ID:
            ax[a] = ax[b]
        if doi[a] is _NO_ID:
            doi[a] = doi[b]
        return True


def _match(papers: list[Paper], norm: _Normalized) -> _Groups:
    groups = _Groups(papers)
    by_arxiv: dict[str, int] = {}
    by_doi: dict[str, int] = {}
    by_title: dict[str, int] = {}
    by_abstract: dict[str, int] = {}
    by_prefix: dict[str, list[int]] = {}

    union = groups.union
    # A group's arXiv id set never holds more than one id (a join needs equal ids or
    # one side without), and it always holds the id of each of its records. So two
    # records with different arXiv ids can never be joined, whatever happened before:
    # trying is skipped without changing the result (e.g. one title or abstract under
    # many arXiv ids: a survey's versions, a benchmark corpus).
    ax = [p.arxiv_id for p in papers]

    # Each index maps a key to the first record that had it; a later record with the
    # same key is joined to that one (index.setdefault gives the first or records i).
    for i, p in enumerate(papers):
        if p.arxiv_id and (j := by_arxiv.setdefault(p.arxiv_id, i)) != i:
            union(j, i)
    for i, p in enumerate(papers):
        d = norm_doi(p.doi)
        if d and (j := by_doi.setdefault(d, i)) != i:
            union(j, i)
    for i, p in enumerate(papers):
        t = norm[p.title]
        # words of a normalised text: single spaces
        if t.count(" ") + 1 >= MIN_TITLE_WORDS and (j := by_title.setdefault(t, i)) != i:
            if not (ax[i] and ax[j] and ax[i] != ax[j]):
                union(j, i)
    # Abstracts. Normalising every abstract costs more than the rest of the merge, and
    # most abstracts match nothing. So each gets a cheap key first: its letters and
    # digits, lower case (the normalised abstract without its spaces). Equal normalised
    # abstracts have equal keys, and a normalised prefix of MIN_PREFIX characters holds
    # at least MIN_PREFIX // 2 letters or digits (no two spaces in a row), so two
    # abstracts in one prefix bucket share the first MIN_PREFIX // 2 of them. Only
    # abstracts whose key (or key prefix) another abstract shares are normalised and
    # indexed; the others would be alone in their entry. The joins are the same, in the
    # same order (records in input order; buckets in order of their first record).
    letters: dict[str, bytes] = {}  # of non-ASCII abstracts, the costly ones: once per text
    keys = [
        _letters(t) if not t or t.isascii() else letters.get(t) or letters.setdefault(t, _letters(t))
        for t in (p.abstract for p in papers)
    ]
    seen_keys: dict[bytes, int] = {}
    for k in keys:
        seen_keys[k] = seen_keys.get(k, 0) + 1
    half = MIN_PREFIX // 2
    seen_heads: dict[bytes, int] = {}
    for k in keys:
        if len(k) >= half:
            seen_heads[k[:half]] = seen_heads.get(k[:half], 0) + 1
    for i, k in enumerate(keys):
        if not k or seen_keys[k] < 2:
            continue
        a = norm[papers[i].abstract]
        if (j := by_abstract.setdefault(a, i)) != i:
            if not (ax[i] and ax[j] and ax[i] != ax[j]):
                union(j, i)
    for i, k in enumerate(keys):
        if len(k) >= half and seen_heads[k[:half]] >= 2:
            a = norm[papers[i].abstract]
            if len(a) >= MIN_PREFIX:
                by_prefix.setdefault(a[:MIN_PREFIX], []).append(i)
    for members in by_prefix.values():
        if len(members) < 2:
            continue
        ids = [ax[i] for i in members]
        if all(ids) and len(set(ids)) == len(ids):
            continue  # no pair in this bucket can be joined
        for x in range(len(members)):
            i = members[x]
            for y in range(x + 1, len(members)):
                j = members[y]
                if ax[i] and ax[j] and ax[i] != ax[j]:
                    continue
                a, b = norm[papers[i].abstract], norm[papers[j].abstract]
                short, long_ = (a, b) if len(a) <= len(b) else (b, a)
                if long_.startswith(short):
                    union(i, j)
    return groups


_EMPTY = (None, "", [])  # "no value": the first record with another value wins


def _value(v):
    return None if v in _EMPTY else v


def _combine(records: list[Paper], norm: _Normalized) -> Paper:
    """One Paper from records of the same paper (records in input order)."""
    if len(records) == 1:  # most papers: nothing to rank, each field is the record's own
        ordered = records
        r = records[0]
        merged = Paper(
            key="", title=_value(r.title), abstract=_value(r.abstract) or "", year=_value(r.year),
            date=_value(r.date), comment=_value(r.comment), venue=_value(r.venue), pages=_value(r.pages),
            arxiv_id=_value(r.arxiv_id), doi=_value(r.doi), ext_id=_value(r.ext_id),
        )
    else:
        ranked = sorted(range(len(records)), key=lambda i: (_priority(records[i]), i))
        ordered = [records[i] for i in ranked]

        def first(attr):
            for r in ordered:
                v = getattr(r, attr)
                if v not in _EMPTY:
                    return v
            return None

        merged = Paper(
            key="", title=first("title"), abstract=first("abstract") or "", year=first("year"), date=first("date"),
            comment=first("comment"), venue=first("venue"), pages=first("pages"), arxiv_id=first("arxiv_id"),
            doi=first("doi"), ext_id=first("ext_id"),
        )
    seen_names: set[str] = set()
    # The fullest author list keeps its order (first author first); others add missing names.
    by_length = ordered if len(ordered) == 1 else sorted(ordered, key=lambda r: -len(r.creators))
    for r in by_length:
        for name in r.creators:
            n = norm[name]
            if n and n not in seen_names:
                seen_names.add(n)
                merged.creators.append(name)
    for r in ordered:
        for c in r.categories:
            if c not in merged.categories:
                merged.categories.append(c)
        for c in r.cites:
            if c not in merged.cites:
                merged.cites.append(c)
    for r in records:
        merged.sources.extend(r.sources)
    # The best key: the merged identifiers decide; else the ext_id of the best source.
    if merged.arxiv_id or merged.doi:
        merged.key = paper_key(merged)
    else:
        merged.key = paper_key(min(ordered, key=lambda r: _key_rank(paper_key(r))))
    return merged


def _key_rank(key: str) -> int:
    if key.startswith("arxiv-"):
        return 0
    if key.startswith("doi-"):
        return 1
    return 3 if key.startswith("p-") else 2


def _identifiers(paper: Paper, records: list[Paper]) -> set[str]:
    ids = {paper.key}
    for r in records:
        if r.arxiv_id:
            ids.add(r.arxiv_id)
        if r.doi:
            ids.add(norm_doi(r.doi))
        if r.ext_id:
            ids.add(r.ext_id)
        ids.add(r.key)
    return {i for i in ids if i}


def merge_papers(papers: Iterable[Paper], report=None) -> list[Paper]:
    """One Paper per real paper, in order of first appearance; cites resolved to keys.

    `report` (a kg.readers.ReadReport) gets one "merged" count per source path
    for every record folded into a paper seen earlier.
    """
    was_enabled = gc.isenabled()
    gc.disable()  # see _merge
    try:
        return _merge(papers, report)
    finally:
        if was_enabled:
            gc.enable()


def _merge(papers: Iterable[Paper], report) -> list[Paper]:
    # merge_papers runs this with the cyclic garbage collector paused: reading and
    # merging 100k papers makes a million long-lived objects (records, lists, merged
    # papers) and no garbage cycles, and the collector's repeated passes over the
    # growing heap cost about a fifth of the time. Memory is still freed by reference
    # counting as usual.
    records = list(papers)
    norm = _Normalized()
    groups = _match(records, norm)
    members: dict[int, list[int]] = {}
    for i in range(len(records)):
        members.setdefault(groups.find(i), []).append(i)
    result: list[Paper] = []
    combined: list[list[Paper]] = []  # the records of each paper in result
    used: dict[str, int] = {}
    for root in sorted(members):
        idx = members[root]
        recs = [records[i] for i in idx]
        paper = _combine(recs, norm)
        if paper.key in used:
            used[paper.key] += 1
            paper.key = f"{paper.key}-{used[paper.key]}"
        else:
            used[paper.key] = 1
        if report is not None:
            for r in recs[1:]:
                for s in r.sources:
                    report.merged(s.path)
        result.append(paper)
        combined.append(recs)
    if any(paper.cites for paper in result):
        _resolve_cites(result, combined)
    return result


def _resolve_cites(result: list[Paper], combined: list[list[Paper]]) -> None:
    """Cited identifiers -> keys of merged papers (absent papers and self-citations dropped)."""
    id_to_key: dict[str, str] = {}
    for paper, recs in zip(result, combined):
        for ident in sorted(_identifiers(paper, recs)):
            id_to_key.setdefault(ident, paper.key)
            id_to_key.setdefault(ident.lower(), paper.key)
    for paper in result:
        cites: list[str] = []
        for ident in paper.cites:
            key = id_to_key.get(ident) or id_to_key.get(ident.lower())
            if key is None:
                a = arxiv_id(ident)
                key = id_to_key.get(a) if a else None
            if key and key != paper.key and key not in cites:
                cites.append(key)
        paper.cites = cites
