"""Reader of Semantic Scholar Graph API JSON.

Accepted shapes:
- one paper (`/paper/{id}`): an object with "paperId";
- a list of papers (`/paper/batch`);
- a search or listing response: {"data": [...]} whose items are papers, or
  {"citingPaper": {...}} / {"citedPaper": {...}} (the /citations and
  /references endpoints);
- JSON Lines with one paper object per line.

Each paper's nested "citations" (papers citing it) become Papers of their own
that cite it; its nested "references" (papers it cites) are recorded in its
`cites` as identifiers (S2 paperId, DOI, arXiv id) and become `cites` edges
when the graph holds those papers (they are not added as papers: the API's
reference lists are often footnotes and fragments). A paper without an
abstract is still a paper (the extractor works from its title).

Fields: title, abstract, year, publicationDate, authors[].name, venue
(venue, publicationVenue.name or journal.name), externalIds.ArXiv / DOI.
Paper.ext_id is the S2 paperId. SourceRef.line is the 1-based record number
in document order (the main paper first, then its citing papers).
"""
from __future__ import annotations

import json
from collections.abc import Iterator

from .merge import arxiv_id, norm_doi
from .read_arxiv import clean_links
from .model import Paper, SourceRef


def _ids(obj: dict) -> list[str]:
    """Identifiers of a paper object, best first: paperId, arXiv id, DOI."""
    ext = obj.get("externalIds") or {}
    out = []
    if isinstance(obj.get("paperId"), str):
        out.append(obj["paperId"])
    if isinstance(ext, dict):
        a = arxiv_id(str(ext.get("ArXiv") or ""))
        if a:
            out.append(a)
        d = norm_doi(str(ext.get("DOI") or ""))
        if d:
            out.append(d)
    return out


def _venue(obj: dict) -> str | None:
    for v in (obj.get("venue"), (obj.get("publicationVenue") or {}).get("name"), (obj.get("journal") or {}).get("name")):
        if isinstance(v, str) and v.strip():
            return " ".join(v.split())
    return None


def paper_from_s2(obj: dict, src, number: int, cites: list[str] | None = None) -> Paper:
    ext = obj.get("externalIds") if isinstance(obj.get("externalIds"), dict) else {}
    date = obj.get("publicationDate") if isinstance(obj.get("publicationDate"), str) else None
    year = obj.get("year") if isinstance(obj.get("year"), int) else None
    creators = []
    for a in obj.get("authors") or []:
        name = a.get("name") if isinstance(a, dict) else a if isinstance(a, str) else None
        if name and name.strip():
            creators.append(" ".join(name.split()))
    refs = []
    for r in obj.get("references") or []:
        if isinstance(r, dict):
            r = r.get("citedPaper", r)
            refs.extend(i for i in _ids(r) if i not in refs)
    return Paper(
        key="",
        title=" ".join(obj["title"].split()) if isinstance(obj.get("title"), str) and obj["title"].strip() else None,
        abstract=clean_links(" ".join(obj["abstract"].split())) if isinstance(obj.get("abstract"), str) else "",
        year=year or (int(date[:4]) if date else None),
        date=date[:10] if date and len(date) >= 10 else None,
        creators=creators,
        venue=_venue(obj),
        arxiv_id=arxiv_id(str(ext.get("ArXiv") or "")) if ext else None,
        doi=(ext.get("DOI") or None) if ext else None,
        ext_id=obj.get("paperId") if isinstance(obj.get("paperId"), str) else None,
        cites=list(cites or []) + refs,
        sources=[SourceRef(src.name, number, src.format)],
    )


def _papers(doc) -> Iterator[dict]:
    """The top-level paper objects of a document."""
    if isinstance(doc, list):
        yield from doc
    elif isinstance(doc, dict) and "paperId" not in doc and isinstance(doc.get("data"), list):
        for item in doc["data"]:
            if isinstance(item, dict) and ("citingPaper" in item or "citedPaper" in item):
                yield item.get("citingPaper") or item.get("citedPaper")
            else:
                yield item
    else:
        yield doc


def _load(src):
    from .readers import file_error

    text = src.text()
    try:
        return [json.loads(text)]
    except RecursionError:
        raise file_error(src.path, None, "invalid JSON: nested too deeply", "invalid JSON") from None
    except json.JSONDecodeError as e:
        if e.msg != "Extra data":
            raise file_error(src.path, e.lineno, f"invalid JSON: {e.msg} (column {e.colno})", "invalid JSON") from None
    # JSON Lines of paper objects
    docs = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            docs.append(json.loads(line))
        except json.JSONDecodeError as e:
            src.bad(n, f"invalid JSON: {e.msg} (column {e.colno})", "invalid JSON")
    return docs


def read_s2(src) -> Iterator[Paper]:
    number = 0
    for doc in _load(src):
        for obj in _papers(doc):
            number += 1
            if not isinstance(obj, dict) or not (obj.get("paperId") or obj.get("title")):
                src.bad(number, f"record {number} is not a paper object (no paperId or title)", "invalid record")
                continue
            main = paper_from_s2(obj, src, number)
            yield main
            main_ids = _ids(obj)
            for c in obj.get("citations") or []:
                number += 1
                if isinstance(c, dict):
                    c = c.get("citingPaper", c)
                if not isinstance(c, dict) or not (c.get("paperId") or c.get("title")):
                    src.bad(number, f"record {number} (a citing paper) has no paperId or title", "invalid record")
                    continue
                yield paper_from_s2(c, src, number, cites=main_ids)
