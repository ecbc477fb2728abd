"""Reader of CSV and TSV tables with a header row and title/abstract columns.

Column names are matched case-insensitively (surrounding spaces ignored):
title, abstract, authors (or author, creators; split on ";" or " and "),
year, date, doi, arxiv (or arxiv_id, eprint), id, categories (split on
spaces, ";" or ","), comments (or comment, note), venue. The `columns`
option maps fields to other column names: "title=Name,abstract=Summary".
At least a title or an abstract column must be present.

The delimiter is a tab for TSV; for CSV a comma, or a semicolon when the header
has semicolons and no commas. Quoted fields may span lines. SourceRef.line is
the 1-based line where the row starts.
"""
from __future__ import annotations

import csv
import re
from collections.abc import Iterator

from .errors import InputError
from .merge import arxiv_id
from .model import Paper, SourceRef

FIELDS = {
    "title": ("title",),
    "abstract": ("abstract",),
    "authors": ("authors", "author", "creators"),
    "year": ("year",),
    "date": ("date", "published"),
    "doi": ("doi",),
    "arxiv": ("arxiv", "arxiv_id", "arxivid", "eprint"),
    "id": ("id",),
    "categories": ("categories", "category"),
    "comments": ("comments", "comment", "note"),
    "venue": ("venue",),
}
_LIMIT = 64 * 1024 * 1024  # the size limit of a record is kg.readers.MAX_ABSTRACT


def _mapping(header: list[str], columns, path) -> dict[str, int]:
    from .readers import file_error, parse_columns

    lower = {h.strip().lower(): i for i, h in reversed(list(enumerate(header)))}
    out = {}
    for fld, names in FIELDS.items():
        for n in names:
            if n in lower:
                out[fld] = lower[n]
                break
    for fld, col in parse_columns(columns).items():
        if fld not in FIELDS:
            raise InputError("--columns", None, f"unknown field {fld!r} (known: {', '.join(FIELDS)})")
        if col.strip().lower() not in lower:
            raise file_error(path, 1, f"--columns: column {col!r} is not in the header ({', '.join(header)})", "no such column")
        out[fld] = lower[col.strip().lower()]
    return out


def _lines(src, starts: dict):
    for n, text in src.lines():
        starts["last"] = n
        yield text + "\n"


def read_csv(src) -> Iterator[Paper]:
    from .readers import file_error

    if csv.field_size_limit() < _LIMIT:
        csv.field_size_limit(_LIMIT)
    pos: dict = {"last": 0}
    lines = _lines(src, pos)
    header_line = next(lines, "")
    if src.format == "tsv" or "\t" in header_line:
        delimiter = "\t"
    elif ";" in header_line and "," not in header_line:
        delimiter = ";"
    else:
        delimiter = ","
    header = next(csv.reader([header_line], delimiter=delimiter), [])
    col = _mapping(header, src.columns, src.path)
    if "title" not in col and "abstract" not in col:
        shown = ", ".join(header)
        if len(shown) > 120:  # not a table at all (e.g. JSON read as CSV): show its start only
            shown = shown[:120].rstrip() + " …"
        raise file_error(src.path, 1, f"no title or abstract column (header: {shown}); use --columns", "no title/abstract column")
    reader = csv.reader(lines, delimiter=delimiter, strict=True)  # a stray quote is a bad row, not a swallowed file
    while True:
        start = pos["last"] + 1
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as e:
            src.bad(start, f"invalid {src.format.upper()} row ({e})", "invalid row")
            continue
        end = pos["last"]
        if not any(c.strip() for c in row):
            continue
        if not src.clean(start, end):
            continue
        if len(row) > len(header):
            src.bad(start, f"row has {len(row)} fields, the header {len(header)}", "invalid row")
            continue

        def get(fld):
            i = col.get(fld)
            v = row[i].strip() if i is not None and i < len(row) else ""
            return " ".join(v.split()) or None

        authors = get("authors") or ""
        creators = [a.strip() for a in re.split(r";|\s+and\s+", authors) if a.strip()]
        year_m = re.search(r"(?:19|20)\d{2}", get("year") or get("date") or "")
        date = get("date")
        date = date[:10] if date and re.match(r"^\d{4}-\d{2}-\d{2}", date) else None
        cats = [c for c in re.split(r"[\s;,]+", get("categories") or "") if c]
        ext = get("id")
        yield Paper(
            key="",
            title=get("title"),
            abstract=get("abstract") or "",
            year=int(year_m.group(0)) if year_m else None,
            date=date,
            categories=cats,
            creators=creators,
            comment=get("comments"),
            venue=get("venue"),
            arxiv_id=arxiv_id(get("arxiv")) or arxiv_id(ext),
            doi=get("doi"),
            ext_id=ext,
            sources=[SourceRef(src.name, start, src.format)],
        )
