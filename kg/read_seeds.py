"""Readers of the two seed formats (see kg/corpus/).

The listing (`000_*.txt`), a profile page saved as text:

    Publications and source records attributed to Minjia Zhang.
    ...
    arXiv2023                      <- a record starts: year
    FedHC: A Scalable ...          <- title
    Federated Learning (FL) is ... <- abstract (one or more paragraphs)
    cs.DC↗                         <- arXiv category with a trailing arrow

NAME in the header is a creator of every paper in the file.

The abstract dump (`003_*.txt`): a first line `Search`, then one abstract per
paragraph (paragraphs are separated by blank lines). A trailing
", Comment: ..." is the arXiv comment, not abstract text.

SourceRef.line is the 1-based line where the record starts (the `arXivYYYY`
line of a listing record, the first line of a dump paragraph).
"""
from __future__ import annotations

import re
from collections.abc import Iterator

from .model import Paper, SourceRef

_HEADER = re.compile(r"^Publications and source records attributed to (.+?)\.?$")
_YEAR = re.compile(r"^arXiv\s*((?:19|20)\d{2})$")
_CATEGORY = re.compile(r"^([a-z-]+(?:\.[A-Za-z-]+)?)\s*↗$")
COMMENT_MARK = ", Comment: "


def paragraphs(lines) -> Iterator[tuple[int, int, str]]:
    """(first line, last line, text) of each run of non-blank lines; lines joined by a space."""
    start = None
    buf: list[str] = []
    last = 0
    for n, text in lines:
        if text.strip():
            if start is None:
                start = n
            buf.append(text.strip())
            last = n
        elif start is not None:
            yield start, last, " ".join(buf)
            start, buf = None, []
    if start is not None:
        yield start, last, " ".join(buf)


def read_listing(src) -> Iterator[Paper]:
    creator = None
    record: dict | None = None

    def finish(rec) -> Iterator[Paper]:
        if not src.clean(rec["first"], rec["last"]):
            return
        if rec["title"] is None:
            src.bad(rec["first"], "listing record without a title", "malformed record")
            return
        yield Paper(
            key="",
            title=rec["title"],
            abstract=" ".join(rec["abstract"]),
            year=rec["year"],
            categories=rec["categories"],
            creators=[creator] if creator else [],
            sources=[SourceRef(src.name, rec["first"], src.format)],
        )

    for first, last, text in paragraphs(src.lines()):
        if creator is None and record is None:
            m = _HEADER.match(text)
            if m:
                creator = m.group(1).strip()
                continue
        m = _YEAR.match(text)
        if m:
            if record is not None:
                yield from finish(record)
            record = {"first": first, "last": last, "year": int(m.group(1)), "title": None,
                      "abstract": [], "categories": []}
            continue
        if record is None:
            continue  # page furniture before the first record
        record["last"] = last
        c = _CATEGORY.match(text)
        if c:
            record["categories"].append(c.group(1))
            yield from finish(record)
            record = None
        elif record["title"] is None:
            record["title"] = text
        else:
            record["abstract"].append(text)
    if record is not None:
        yield from finish(record)


def split_comment(text: str) -> tuple[str, str | None]:
    """("abstract", "comment") of a dump paragraph."""
    abstract, sep, comment = text.partition(COMMENT_MARK)
    if not sep:
        return text.strip(), None
    return abstract.strip(), comment.strip() or None


def read_dump(src) -> Iterator[Paper]:
    started = False
    for first, last, text in paragraphs(src.lines()):
        if not started:
            started = True
            if text.strip() == "Search":
                continue
        if not src.clean(first, last):
            continue
        abstract, comment = split_comment(text)
        yield Paper(
            key="",
            abstract=abstract,
            comment=comment,
            sources=[SourceRef(src.name, first, src.format)],
        )
