"""Readers of arXiv metadata: the export API's Atom pages and the OAI snapshot in JSON Lines.

Atom (`http://export.arxiv.org/api/query?...`): one <entry> per paper with
title, summary, authors, categories (primary first), published date,
arxiv:comment, arxiv:journal_ref, arxiv:doi and links. Parsed with defusedxml
(entity-expansion bombs and external entities are refused), streamed entry by
entry. SourceRef.line is the 1-based entry number.

JSON Lines, one JSON object per line, read line by line (gzip accepted):
- the OAI metadata snapshot (id, submitter, authors, title, comments,
  journal-ref, doi, report-no, categories, license, abstract, versions,
  update_date, authors_parsed): creators from authors_parsed, the date from
  the first version, else update_date;
- the lighter shape of ../shared/eval/dev_input.jsonl: id, title (may be
  null), abstract, categories, comments, authors (a string).
The input's id is kept as Paper.ext_id; it is the arXiv id when it looks like one.
SourceRef.line is the 1-based line number.
"""
from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator
from email.utils import parsedate_to_datetime

from .comments import parse_comment
from .merge import arxiv_id
from .model import Paper, SourceRef

ATOM = "{http://www.w3.org/2005/Atom}"
ARXIV = "{http://arxiv.org/schemas/atom}"


_ASCII_SPACES = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f"  # what str.split() splits ASCII text on, but " "
_DOUBLE_SPACE = re.compile("  ")  # a regex finds "  " faster than `in` in text full of single spaces


def clean(text: str | None) -> str:
    """Whitespace collapsed (arXiv hard-wraps titles and abstracts): " ".join(text.split())."""
    if not text:
        return ""
    if len(text) < 80:  # a name, a short title: splitting is cheaper than checking
        return " ".join(text.split())
    # Fast path: most text is already clean, and then it is returned as it is, which
    # is what splitting and joining would give back. ASCII text is clean when it has
    # no whitespace but single spaces inside. So is any printable text: every other
    # character str.split() splits on is a control character or a Unicode separator,
    # and those are not printable.
    if text[0] != " " and text[-1] != " " and not _DOUBLE_SPACE.search(text):
        if text.isascii():
            for c in _ASCII_SPACES:
                if c in text:
                    break
            else:
                return text
        elif text.isprintable():
            return text
    return " ".join(text.split())


_TEXTTT = re.compile(r"\\(?:texttt|textsf|textbf|emph)\{([^{}]*)\}")
_HREF = re.compile(r"\\href\{([^{}\s]+)\}\{([^{}]*)\}")
_URL = re.compile(r"\\url\{([^{}\s]+)\}")
_FOOTNOTE = re.compile(r"\s*\\footnote\{([^{}]*)\}")
_MATH_URL = re.compile(r"\$(https?://[^\s$]+)\$")


def clean_links(text: str) -> str:
    """LaTeX link markup in abstracts to plain text, so a URL reads as a URL:
    "\\url{U}" -> "U"; "\\href{U}{\\texttt{U}}" -> "U"; "\\href{U}{T}" -> "T (U)";
    "$U$" -> "U" for a URL; "\\footnote{T}" -> " (T)".
    Math and other LaTeX stay as written."""
    if "\\" not in text:
        return text

    def href(m):
        url, label = m.group(1), m.group(2).strip()
        return url if not label or label == url else f"{label} ({url})"

    if "\\href" in text:
        text = _HREF.sub(href, _TEXTTT.sub(r"\1", text))
    text = _URL.sub(r"\1", text)
    text = _FOOTNOTE.sub(r" (\1)", text)
    return _MATH_URL.sub(r"\1", text)


@functools.lru_cache(maxsize=1)
def _latex_converter():
    from pylatexenc.latex2text import LatexNodes2Text

    return LatexNodes2Text(math_mode="verbatim")


def latex_to_text(text: str) -> str:
    """Decode LaTeX accents and braces in names and titles ("Bal\\'azs" -> "Balázs")."""
    if not text or ("\\" not in text and "{" not in text):
        return text
    return _decode_latex(text)


@functools.lru_cache(maxsize=4096)  # only text with LaTeX in it: plain names do not crowd it out
def _decode_latex(text: str) -> str:
    try:
        return _latex_converter().latex_to_text(text)
    except Exception:  # noqa: BLE001 - malformed LaTeX: keep the text as written
        return text


_ISO_DATE = re.compile(r"^(\d{4}-\d{2}-\d{2})")
_AUTHOR_SEP = re.compile(r",\s*(?:and\s+)?|\s+and\s+")
_INITIAL_HYPHEN = re.compile(r"(?<=\.) -(?=\w)")
_ABS_URL = re.compile(r"^https?://arxiv\.org/abs/")
_DOI_URL = re.compile(r"^https?://(dx\.)?doi\.org/")


def _date(value: str | None) -> str | None:
    """ISO date from an RFC 2822 ("Mon, 2 Apr 2007 19:18:42 GMT") or ISO timestamp."""
    if not value:
        return None
    v = value.strip()
    m = _ISO_DATE.match(v)
    if m:
        return m.group(1)
    try:
        return parsedate_to_datetime(v).date().isoformat()
    except (TypeError, ValueError, IndexError):
        return None


def _split_authors(authors: str) -> list[str]:
    s = clean(authors)
    if not s:
        return []
    parts = _AUTHOR_SEP.split(s)
    return [latex_to_text(p).strip() for p in parts if p.strip()]


def _parsed_authors(parsed) -> list[str]:
    names = []
    for item in parsed or []:
        if not isinstance(item, list) or not item:
            continue
        last = item[0] if len(item) > 0 else ""
        first = item[1] if len(item) > 1 else ""
        suffix = item[2] if len(item) > 2 else ""
        name = " ".join(x.strip() for x in (first, last, suffix) if x and x.strip())
        if " -" in name:
            name = _INITIAL_HYPHEN.sub("-", name)  # arXiv parses "C.-P." as "C. -P."
        if name:
            names.append(latex_to_text(name))
    return names


def _str(value) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)):
        return str(value)
    return None


def paper_from_json(obj: dict, src, line: int) -> Paper:
    """A Paper from one OAI snapshot record or one light record (id, title, abstract, ...).

    A record without "abstract" may give it as "text": the annotation guideline's record
    shape (../shared/eval/GUIDELINE.md), so a gold file reads as the papers it annotates."""
    ext = _str(obj.get("id"))
    ext = ext.strip() if ext else None
    title = clean(_str(obj.get("title")))
    abstract = clean_links(clean(_str(obj.get("abstract") if "abstract" in obj else obj.get("text"))))
    cats = obj.get("categories")
    if isinstance(cats, str):
        categories = cats.split()
    elif isinstance(cats, list):
        categories = [c for c in cats if isinstance(c, str)]
    else:
        categories = []
    creators = _parsed_authors(obj.get("authors_parsed"))
    if not creators:
        a = obj.get("authors")
        if isinstance(a, str):
            creators = _split_authors(a)
        elif isinstance(a, list):
            creators = [clean(x if isinstance(x, str) else (x or {}).get("name", "")) for x in a]
            creators = [c for c in creators if c]
    date = None
    versions = obj.get("versions")
    if isinstance(versions, list) and versions and isinstance(versions[0], dict):
        date = _date(versions[0].get("created"))
    date = date or _date(_str(obj.get("update_date")))
    year = obj.get("year") if isinstance(obj.get("year"), int) else None
    comment = clean_links(clean(_str(obj.get("comments")) or _str(obj.get("comment")))) or None
    journal = clean(_str(obj.get("journal-ref"))) or None
    venue, pages = _venue_pages(comment, journal)
    return Paper(
        key="",
        title=latex_to_text(title) or None,
        abstract=abstract,
        year=year or (int(date[:4]) if date else None),
        date=date,
        categories=categories,
        creators=creators,
        comment=comment,
        venue=venue,
        pages=pages,
        arxiv_id=arxiv_id(ext),
        doi=clean(_str(obj.get("doi"))).split(" ")[0] or None,
        ext_id=ext,
        sources=[SourceRef(src.name, line, src.format)],
    )


def _venue_pages(comment: str | None, journal: str | None) -> tuple[str | None, int | None]:
    """Venue named by the comment, else the journal reference; page count from the comment."""
    if not comment:
        return journal, None
    venue, pages = parse_comment(comment)
    return venue or journal, pages


def read_jsonl(src) -> Iterator[Paper]:
    with src.open_binary() as f:
        for n, raw in enumerate(f, 1):
            if n == 1 and raw.startswith(b"\xef\xbb\xbf"):
                raw = raw[3:]
            if raw.isspace() or not raw:
                continue
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as e:
                src.bad(n, f"invalid UTF-8 (byte 0x{raw[e.start]:02x} at column {e.start + 1})", "invalid UTF-8")
                continue
            try:
                obj = json.loads(text)
            except json.JSONDecodeError as e:
                src.bad(n, f"invalid JSON: {e.msg} (column {e.colno})", "invalid JSON")
                continue
            except RecursionError:
                src.bad(n, "invalid JSON: nested too deeply", "invalid JSON")
                continue
            if not isinstance(obj, dict):
                src.bad(n, f"expected a JSON object, found {type(obj).__name__}", "invalid JSON")
                continue
            if not any(k in obj for k in ("id", "title", "abstract", "text")):
                src.bad(n, "record has none of the fields id, title, abstract (or text)", "invalid record")
                continue
            yield paper_from_json(obj, src, n)


def _text(el, tag: str) -> str:
    child = el.find(tag)
    return clean(child.text) if child is not None and child.text else ""


def paper_from_entry(entry, src, number: int) -> Paper:
    ident = _text(entry, f"{ATOM}id")
    aid = arxiv_id(ident)
    ext = _ABS_URL.sub("", ident) or None
    categories = []
    primary = entry.find(f"{ARXIV}primary_category")
    if primary is not None and primary.get("term"):
        categories.append(primary.get("term"))
    for c in entry.findall(f"{ATOM}category"):
        term = c.get("term")
        if term and term not in categories:
            categories.append(term)
    creators = [_text(a, f"{ATOM}name") for a in entry.findall(f"{ATOM}author")]
    date = _date(_text(entry, f"{ATOM}published")) or _date(_text(entry, f"{ATOM}updated"))
    doi = _text(entry, f"{ARXIV}doi") or None
    if doi is None:
        for link in entry.findall(f"{ATOM}link"):
            if link.get("title") == "doi" and link.get("href"):
                doi = _DOI_URL.sub("", link.get("href"))
    comment = clean_links(_text(entry, f"{ARXIV}comment")) or None
    journal = _text(entry, f"{ARXIV}journal_ref") or None
    venue, pages = _venue_pages(comment, journal)
    return Paper(
        key="",
        title=_text(entry, f"{ATOM}title") or None,
        abstract=clean_links(_text(entry, f"{ATOM}summary")),
        year=int(date[:4]) if date else None,
        date=date,
        categories=categories,
        creators=[c for c in creators if c],
        comment=comment,
        venue=venue,
        pages=pages,
        arxiv_id=aid,
        doi=doi,
        ext_id=ext,
        sources=[SourceRef(src.name, number, src.format)],
    )


def read_atom(src) -> Iterator[Paper]:
    from .readers import file_error
    from xml.etree.ElementTree import ParseError

    from defusedxml import DefusedXmlException
    from defusedxml.ElementTree import iterparse

    number = 0
    with src.open_binary() as f:
        try:
            root = None
            for event, el in iterparse(f, events=("start", "end")):
                if event == "start":
                    if root is None:
                        root = el
                        if el.tag != f"{ATOM}feed":
                            raise file_error(src.path, None, f"XML root is <{el.tag}>, not an Atom <feed>", "unknown format")
                    continue
                if el.tag == f"{ATOM}entry":
                    number += 1
                    ident = _text(el, f"{ATOM}id")
                    if "/api/errors" in ident:  # the API reports a bad query as an entry
                        message = _text(el, f"{ATOM}summary") or _text(el, f"{ATOM}title")
                        src.bad(number, f"arXiv API error entry: {message}", "API error")
                        el.clear()
                        continue
                    paper = paper_from_entry(el, src, number)
                    root.remove(el) if el in list(root) else el.clear()
                    if not paper.arxiv_id and not paper.title and not paper.abstract:
                        src.bad(number, "entry without id, title or summary", "invalid record")
                        continue
                    yield paper
        except DefusedXmlException as e:
            raise file_error(src.path, None, f"refused unsafe XML ({type(e).__name__}: entity declarations are not allowed)", "unsafe XML") from None
        except ParseError as e:
            line = e.position[0] if getattr(e, "position", None) else None
            raise file_error(src.path, line, f"invalid XML ({e})", "invalid XML") from None
