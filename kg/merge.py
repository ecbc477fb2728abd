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


def normalize_text(text: str | None) -> str:
    """Lower case, accents stripped, only letters and digits, single spaces."""
    if not text:
        return ""
    s = text.lower()
    if not s.isascii():
        s = _COMBINING.sub("", unicodedata.normalize("NFKD", s))
    return " ".join(_NON_WORD.sub(" ", s).split())


def arxiv_id(text: str | None) -> str | None:
    """The arXiv id without version in `text` ("arXiv:2401.01234v2" -> "2401.01234"), else None."""
    if not text:
        return None
    t = text.strip()
    t = re.sub(r"^https?://(export\.)?arxiv\.org/(abs|pdf)/", "", t, flags=re.I)
    t = re.sub(r"\.pdf$", "", t)
    m = _ARXIV_NEW.match(t) or _ARXIV_OLD.match(t)
    return m.group(1) if m else None


def norm_doi(doi: str | None) -> str | None:
    if not doi:
        return None
    d = re.sub(r"^(https?://(dx\.)?doi\.org/|doi:)", "", doi.strip(), flags=re.I).strip().lower()
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


class _Groups:
    """Union-find over record indexes that refuses joins with conflicting ids."""

    def __init__(self, papers: list[Paper]):
        self.parent = list(range(len(papers)))
        self.arxiv = [{p.arxiv_id} if p.arxiv_id else set() for p in papers]
        self.doi = [{norm_doi(p.doi)} if p.doi else set() for p in papers]

    def find(self, i: int) -> int:
        while self.parent[i] != i:
            self.parent[i] = self.parent[self.parent[i]]
            i = self.parent[i]
        return i

    def union(self, i: int, j: int) -> bool:
        a, b = self.find(i), self.find(j)
        if a == b:
            return True
        if (self.arxiv[a] and self.arxiv[b] and self.arxiv[a] != self.arxiv[b]) or (
            self.doi[a] and self.doi[b] and self.doi[a] != self.doi[b]
        ):
            return False
        a, b = min(a, b), max(a, b)  # the earlier record is the root: deterministic
        self.parent[b] = a
        self.arxiv[a] |= self.arxiv[b]
        self.doi[a] |= self.doi[b]
        return True


def _match(papers: list[Paper]) -> _Groups:
    groups = _Groups(papers)
    by_arxiv: dict[str, int] = {}
    by_doi: dict[str, int] = {}
    by_title: dict[str, int] = {}
    by_abstract: dict[str, int] = {}
    by_prefix: dict[str, list[int]] = {}
    norm_abs = [normalize_text(p.abstract) for p in papers]

    def join(index: dict, key, i: int) -> None:
        if not key:
            return
        if key in index:
            groups.union(index[key], i)
        else:
            index[key] = i

    for i, p in enumerate(papers):
        join(by_arxiv, p.arxiv_id, i)
    for i, p in enumerate(papers):
        join(by_doi, norm_doi(p.doi), i)
    for i, p in enumerate(papers):
        t = normalize_text(p.title)
        if len(t.split()) >= MIN_TITLE_WORDS:
            join(by_title, t, i)
    for i, a in enumerate(norm_abs):
        if not a:
            continue
        join(by_abstract, a, i)
        if len(a) >= MIN_PREFIX:
            by_prefix.setdefault(a[:MIN_PREFIX], []).append(i)
    for members in by_prefix.values():
        for x in range(len(members)):
            for y in range(x + 1, len(members)):
                i, j = members[x], members[y]
                a, b = norm_abs[i], norm_abs[j]
                short, long_ = (a, b) if len(a) <= len(b) else (b, a)
                if long_.startswith(short):
                    groups.union(i, j)
    return groups


def _combine(records: list[Paper]) -> Paper:
    """One Paper from records of the same paper (records in input order)."""
    ranked = sorted(range(len(records)), key=lambda i: (_priority(records[i]), i))
    ordered = [records[i] for i in ranked]

    def first(attr):
        for r in ordered:
            v = getattr(r, attr)
            if v not in (None, "", []):
                return v
        return None

    merged = Paper(key="")
    for attr in ("title", "year", "date", "comment", "venue", "pages", "arxiv_id", "doi", "ext_id"):
        setattr(merged, attr, first(attr))
    merged.abstract = first("abstract") or ""
    seen_names: set[str] = set()
    # The fullest author list keeps its order (first author first); others add missing names.
    by_length = sorted(ordered, key=lambda r: -len(r.creators))
    for r in by_length:
        for name in r.creators:
            n = normalize_text(name)
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
    # The best key: the merged identifiers decide; the ext_id of the best source.
    best = min(ordered, key=lambda r: _key_rank(paper_key(r)))
    merged.key = paper_key(merged) if (merged.arxiv_id or merged.doi) else paper_key(best)
    return merged


def _key_rank(key: str) -> int:
    for rank, prefix in enumerate(("arxiv-", "doi-")):
        if key.startswith(prefix):
            return rank
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
    records = list(papers)
    groups = _match(records)
    members: dict[int, list[int]] = {}
    for i in range(len(records)):
        members.setdefault(groups.find(i), []).append(i)
    result: list[Paper] = []
    id_to_key: dict[str, str] = {}
    used: dict[str, int] = {}
    for root in sorted(members):
        idx = members[root]
        recs = [records[i] for i in idx]
        paper = _combine(recs)
        if paper.key in used:
            used[paper.key] += 1
            paper.key = f"{paper.key}-{used[paper.key]}"
        else:
            used[paper.key] = 1
        for ident in sorted(_identifiers(paper, recs)):
            id_to_key.setdefault(ident, paper.key)
            id_to_key.setdefault(ident.lower(), paper.key)
        if report is not None:
            for r in recs[1:]:
                for s in r.sources:
                    report.merged(s.path)
        result.append(paper)
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
    return result
