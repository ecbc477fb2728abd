"""Reader of BibTeX files with `abstract` fields (bibtexparser 2).

Each entry becomes a Paper: title, abstract, author (split on "and", "Last,
First" turned into "First Last"), year (and an ISO `date`), doi, the arXiv id (from
`eprint` with archivePrefix arXiv, `arxiv`, or an arxiv.org `url`),
`primaryclass` as category, venue from booktitle/journal, `note` as comment.
LaTeX accents, escapes and braces are decoded with pylatexenc ("M{\\"u}ller" ->
"Müller", "{GPUs}" -> "GPUs", "10\\%" -> "10%"); math stays as written.
Paper.ext_id is the citation key. SourceRef.line is the 1-based line where the
entry starts. A block bibtexparser cannot parse, or a key repeated within the
file, is a bad record.
"""
from __future__ import annotations

import functools
import logging
import re
from collections.abc import Iterator

from .merge import arxiv_id
from .model import Paper, SourceRef

_MATH = re.compile(r"((?<!\\)\$[^$]*(?<!\\)\$)")  # $...$, not escaped \$
_PLAIN_GROUP = re.compile(r"\{([^{}\\]*)\}")  # {GPUs}: case protection, no command inside
_ESCAPE = re.compile(r"\\([&%$#_])")
# One command with its argument and an optional enclosing group: {\"u}, \'a, \emph{x}, \c{c}
_COMMAND = re.compile(r"\{?\\(?:[A-Za-z]+\*?|[^A-Za-z\s])\s*(?:\{[^{}]*\}|(?<=[^A-Za-z])[A-Za-z])?\}?")


def _decode_command(m: re.Match) -> str:
    return _decode_span(m.group(0))


@functools.lru_cache(maxsize=4096)
def _decode_span(span: str) -> str:
    from .read_arxiv import _latex_converter

    try:
        return _latex_converter().latex_to_text(span)
    except Exception:  # noqa: BLE001 - malformed LaTeX: keep the letters
        return re.sub(r"[{}\\]", "", span)


_LBRACE, _RBRACE = "\ue000", "\ue001"  # escaped braces, kept through brace removal


def _text_part(text: str) -> str:
    text = text.replace("\\{", _LBRACE).replace("\\}", _RBRACE)
    text = _ESCAPE.sub(r"\1", text)  # \& \% \$ \# \_
    if "\\" in text:
        text = _COMMAND.sub(_decode_command, text)
    while True:
        new = _PLAIN_GROUP.sub(r"\1", text)
        if new == text:
            break
        text = new
    text = text.replace("~", " ").replace("{", "").replace("}", "")
    return text.replace(_LBRACE, "{").replace(_RBRACE, "}")


def latex(text: str | None) -> str:
    """LaTeX to plain text, whitespace collapsed; `$...$` math kept verbatim.

    Case-protecting braces and escapes are handled directly; only the spans
    holding a command (accents, \\emph{...}) go through pylatexenc, which is
    slow on long text."""
    if not text:
        return ""
    if "\\" in text or "{" in text or "~" in text:
        parts = _MATH.split(text)
        text = "".join(p if i % 2 else _text_part(p) for i, p in enumerate(parts))
    return " ".join(text.split())


def person(name: str) -> str:
    """"Rajbhandari, Samyam" -> "Samyam Rajbhandari" (after LaTeX decoding)."""
    n = latex(name)
    parts = [p.strip() for p in n.split(",")]
    if len(parts) == 2 and parts[0] and parts[1]:
        return f"{parts[1]} {parts[0]}"
    if len(parts) == 3 and parts[0] and parts[2]:  # "von Last, Jr, First"
        return f"{parts[2]} {parts[0]} {parts[1]}".strip()
    return n


def _field(entry, *names) -> str | None:
    fields = {k.lower(): f.value for k, f in entry.fields_dict.items()}
    for n in names:
        v = fields.get(n)
        if isinstance(v, str) and v.strip():
            return v
    return None


def paper_from_entry(entry, src, line: int) -> Paper:
    authors = _field(entry, "author") or ""
    creators = [person(a) for a in re.split(r"\s+and\s+", " ".join(authors.split())) if a.strip()]
    year_text = _field(entry, "year") or ""
    m = re.search(r"(?:19|20)\d{2}", year_text)
    year = int(m.group(0)) if m else None
    d = (_field(entry, "date") or "").strip()
    date = d[:10] if re.match(r"^\d{4}-\d{2}-\d{2}", d) else None
    if date and not year:
        year = int(date[:4])
    eprint = _field(entry, "eprint", "arxiv", "arxivid")
    aid = None
    if eprint and (_field(entry, "archiveprefix", "eprinttype") or "arxiv").lower() == "arxiv":
        aid = arxiv_id(eprint.strip())
    if not aid:
        url = _field(entry, "url") or ""
        um = re.search(r"arxiv\.org/(?:abs|pdf)/([^\s}]+?)(?:\.pdf)?$", url.strip())
        aid = arxiv_id(um.group(1)) if um else None
    primary = _field(entry, "primaryclass")
    venue = latex(_field(entry, "booktitle", "journal", "journaltitle", "venue")) or None
    return Paper(
        key="",
        title=latex(_field(entry, "title")) or None,
        abstract=latex(_field(entry, "abstract")),
        year=year,
        date=date,
        categories=[primary.strip()] if primary else [],
        creators=[c for c in creators if c],
        comment=latex(_field(entry, "note", "comment", "comments")) or None,
        venue=venue,
        arxiv_id=aid,
        doi=(_field(entry, "doi") or "").strip() or None,
        ext_id=entry.key,
        sources=[SourceRef(src.name, line, src.format)],
    )


def read_bibtex(src) -> Iterator[Paper]:
    import bibtexparser
    from bibtexparser.model import DuplicateBlockKeyBlock, Entry, ParsingFailedBlock

    text = "\n".join(t for _, t in src.lines())
    log = logging.getLogger("bibtexparser")
    level = log.level
    log.setLevel(logging.ERROR)  # failed blocks are reported here, one line each
    try:
        library = bibtexparser.parse_string(text)
    except Exception as e:  # noqa: BLE001 - the parser's own failure: one line, not a traceback
        from .readers import file_error

        raise file_error(src.path, None, f"invalid BibTeX ({type(e).__name__}: {e})".splitlines()[0], "invalid BibTeX") from None
    finally:
        log.setLevel(level)
    blocks = sorted(library.blocks, key=lambda b: b.start_line or 0)
    for block in blocks:
        first = (block.start_line or 0) + 1
        last = first + (block.raw or "").count("\n")
        if isinstance(block, DuplicateBlockKeyBlock):
            if src.clean(first, last):
                key = getattr(block, "key", None) or getattr(block.ignore_error_block, "key", "?")
                src.bad(first, f"duplicate id {key} (BibTeX key repeated in this file)", "duplicate id")
            continue
        if isinstance(block, ParsingFailedBlock):
            if src.clean(first, last):
                reason = str(getattr(block.error, "abort_reason", "") or block.error).strip().splitlines()[0]
                src.bad(first, f"invalid BibTeX entry ({reason})", "invalid BibTeX")
            continue
        if not isinstance(block, Entry):
            continue
        if not src.clean(first, last):
            continue
        yield paper_from_entry(block, src, first)
