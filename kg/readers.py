"""Read paper records from files and folders, whatever their format.

`read_sources(paths, fmt=None, strict=False, columns=None, report=None)` walks
folders (sorted), detects each file's format by its content (or uses `fmt`),
hands the file to its reader (kg/read_*.py) and yields `Paper` records.

Bad input never becomes a traceback:
- a whole-file problem (empty, binary, unknown format, unreadable XML or JSON
  document, entity-expansion bomb) skips the file with a warning;
- a bad record (invalid JSON line, invalid UTF-8, abstract over the size limit,
  duplicate id within the file, ...) skips that record with a warning;
- with `strict=True` the first problem raises `InputError(path, line, message)`.
Every warning and count lands in the `ReadReport`; `ReadReport.lines()` gives
the per-source lines of the build summary. When nothing at all can be read,
`read_sources` raises `InputError` so that a build never replaces a good graph
with an empty one.
"""
from __future__ import annotations

import codecs
import gzip
import re
import zlib
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from . import comments
from .errors import InputError
from .merge import paper_key
from .model import Paper

MAX_ABSTRACT = 50_000  # characters; real abstracts are under 5,000
MAX_TITLE = 2_000
HEAD_BYTES = 65_536
MAX_WARNINGS_SHOWN = 10  # per source in the summary

# Canonical format names and the aliases `fmt` accepts.
FORMATS = ("seed-listing", "seed-dump", "arxiv-atom", "arxiv-jsonl", "s2", "bibtex", "csv", "tsv")
ALIASES = {
    "listing": "seed-listing", "dump": "seed-dump", "seeds": "seeds", "seed": "seeds",
    "atom": "arxiv-atom", "arxiv": "arxiv-atom", "xml": "arxiv-atom",
    "jsonl": "arxiv-jsonl", "oai": "arxiv-jsonl", "arxiv-oai": "arxiv-jsonl", "ndjson": "arxiv-jsonl",
    "semantic-scholar": "s2", "semanticscholar": "s2", "json": "s2",
    "bib": "bibtex",
}


@dataclass
class SourceStats:
    format: str = "-"
    read: int = 0
    skipped: Counter = field(default_factory=Counter)  # reason -> count
    merged: int = 0
    no_abstract: int = 0
    file_skipped: str | None = None  # reason when the whole file was skipped


class ReadReport:
    """Per-source statistics and warnings of one read."""

    def __init__(self):
        self.sources: dict[str, SourceStats] = {}
        self.warnings: list[str] = []
        self.errors: list[InputError] = []

    def source(self, path) -> SourceStats:
        return self.sources.setdefault(str(path), SourceStats())

    def warn(self, error: InputError) -> None:
        self.errors.append(error)
        self.warnings.append(str(error))

    def skip(self, error: InputError, reason: str) -> None:
        self.source(error.path).skipped[reason] += 1
        self.warn(error)

    def merged(self, path) -> None:
        self.source(path).merged += 1

    @property
    def read(self) -> int:
        return sum(s.read for s in self.sources.values())

    @property
    def skipped(self) -> int:
        return sum(sum(s.skipped.values()) for s in self.sources.values())

    def lines(self) -> list[str]:
        """Summary lines: one per source, then the warnings (the first few per source)."""
        out = []
        for path, s in self.sources.items():
            skipped = sum(s.skipped.values())
            reasons = ", ".join(f"{r} {n}" for r, n in sorted(s.skipped.items()))
            line = f"{path}: {s.format}, read {s.read}, skipped {skipped}"
            if reasons:
                line += f" ({reasons})"
            line += f", merged {s.merged}"
            if s.no_abstract:
                line += f", without abstract {s.no_abstract}"
            out.append(line)
        per_file: Counter = Counter()
        hidden = 0
        for w in self.warnings:
            path = w.split(":", 1)[0]
            per_file[path] += 1
            if per_file[path] <= MAX_WARNINGS_SHOWN:
                out.append(f"skipped: {w}")
            else:
                hidden += 1
        if hidden:
            out.append(f"skipped: ... and {hidden} more")
        return out


class Source:
    """One input file as a reader sees it: its path, options and bad-input handling."""

    def __init__(self, path: Path, fmt: str, *, strict: bool, report: ReadReport, columns=None):
        self.path = path
        self.name = str(path)  # SourceRef.path of its records
        self.format = fmt
        self.strict = strict
        self.report = report
        self.columns = columns
        self.stats = report.source(path)
        self.bad_lines: set[int] = set()

    # -- bad input -------------------------------------------------------
    def bad(self, line: int | None, message: str, reason: str) -> None:
        """A bad record: raise in strict mode, else skip it with a warning."""
        err = InputError(self.path, line, message)
        if self.strict:
            raise err
        self.report.skip(err, reason)

    # -- reading -----------------------------------------------------------
    def open_binary(self):
        f = open(self.path, "rb")
        if f.read(2) == b"\x1f\x8b":
            f.seek(0)
            return gzip.open(f, "rb")
        f.seek(0)
        return f

    def binary_lines(self) -> Iterator[tuple[int, bytes]]:
        with self.open_binary() as f:
            for n, raw in enumerate(f, 1):
                yield n, raw

    def lines(self) -> Iterator[tuple[int, str]]:
        """(1-based line number, text without the line end). A line with invalid UTF-8
        is decoded with U+FFFD and its number goes to `bad_lines` (strict: raises)."""
        first = True
        for n, raw in self.binary_lines():
            if first and raw.startswith(codecs.BOM_UTF8):
                raw = raw[len(codecs.BOM_UTF8):]
            first = False
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as e:
                if self.strict:
                    raise InputError(self.path, n, f"invalid UTF-8 (byte 0x{raw[e.start]:02x} at column {e.start + 1})") from None
                self.bad_lines.add(n)
                text = raw.decode("utf-8", errors="replace")
            yield n, text.rstrip("\r\n")

    def clean(self, first: int, last: int) -> bool:
        """True when lines first..last decoded cleanly; else the record is reported and skipped."""
        bad = sorted(n for n in self.bad_lines if first <= n <= last)
        if not bad:
            return True
        self.bad(bad[0], "invalid UTF-8 in this record", "invalid UTF-8")
        return False

    def text(self) -> str:
        """The whole file decoded; invalid UTF-8 raises InputError naming the line."""
        with self.open_binary() as f:
            data = f.read()
        if data.startswith(codecs.BOM_UTF8):
            data = data[len(codecs.BOM_UTF8):]
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as e:
            line = data.count(b"\n", 0, e.start) + 1
            raise file_error(self.path, line, f"invalid UTF-8 (byte 0x{data[e.start]:02x})", "invalid UTF-8") from None


# What `kg build` writes into its output folder: never read back as input when a folder is walked
OUTPUT_NAMES = frozenset({"store", "cache.sqlite", "graph.html", "kg.ttl", "kg.nt", "kg.jsonld"})


def _is_output_folder(d: Path) -> bool:
    return (d / "kg.ttl").is_file() and (d / "store").is_dir()


def _walk(paths: Iterable) -> Iterator[Path]:
    """Files given, and the files under folders given (sorted; hidden ones and kg's own outputs left out)."""
    for p in paths:
        p = Path(p)
        if p.is_dir():
            outputs: dict[Path, bool] = {}
            for f in sorted(p.rglob("*")):
                rel = f.relative_to(p)
                if not f.is_file() or any(part.startswith(".") for part in rel.parts):
                    continue
                skip = False
                for i in range(len(rel.parts)):  # each folder from p down to f's, with the name below it
                    d = p.joinpath(*rel.parts[:i])
                    if d not in outputs:
                        outputs[d] = _is_output_folder(d)
                    if outputs[d] and rel.parts[i] in OUTPUT_NAMES:
                        skip = True
                        break
                if not skip:
                    yield f
        else:
            yield p


def _head(path: Path) -> bytes:
    with open(path, "rb") as f:
        data = f.read(HEAD_BYTES)
    if data[:2] == b"\x1f\x8b":
        try:
            with gzip.open(path, "rb") as g:
                data = g.read(HEAD_BYTES)
        except (OSError, EOFError) as e:
            raise InputError(path, None, f"unreadable gzip file ({e})") from None
    return data


def detect(head: bytes, columns=None) -> str | None:
    """The format of a file from its first bytes, or None when unknown."""
    if head.startswith(codecs.BOM_UTF8):
        head = head[len(codecs.BOM_UTF8):]
    text = head.decode("utf-8", errors="replace")
    stripped = text.lstrip()
    lines = [ln.strip() for ln in text.splitlines()]
    nonempty = [ln for ln in lines if ln]
    if not nonempty:
        return None
    if stripped.startswith("<"):
        if re.search(r"<feed[\s>]", text) and ("arxiv" in text.lower() or "http://www.w3.org/2005/Atom" in text):
            return "arxiv-atom"
        return None
    if stripped.startswith("{") or stripped.startswith("["):
        return _detect_json(stripped)
    if nonempty[0] == "Search":
        return "seed-dump"
    if any(ln.startswith("Publications and source records attributed to") for ln in nonempty[:20]):
        return "seed-listing"
    if re.search(r"^\s*@\s*[A-Za-z]+\s*[{(]", text, re.M):
        return "bibtex"
    header = nonempty[0]
    wanted = {"title", "abstract"}
    if columns:
        wanted |= {v.strip().lower() for v in parse_columns(columns).values()}
    for delim, name in (("\t", "tsv"), (",", "csv"), (";", "csv")):
        if delim in header:
            cols = [c.strip().strip('"').strip().lower() for c in header.split(delim)]
            if set(cols) & wanted:
                return name
            # A header row of short names without title/abstract: the CSV reader
            # then asks for --columns, which says more than "unknown format".
            if len(cols) >= 2 and all(0 < len(c) <= 40 and not c.endswith(".") for c in cols):
                return name
    return None


def _detect_json(text: str) -> str | None:
    import json

    first = text.split("\n", 1)[0].strip()
    try:
        obj = json.loads(first)
    except (ValueError, RecursionError):
        obj = None
    if isinstance(obj, dict):
        if "paperId" in obj or ("data" in obj and isinstance(obj.get("data"), list)):
            return "s2"
        return "arxiv-jsonl"
    # A pretty-printed document or a list: Semantic Scholar if it says so.
    if re.search(r'"paperId"\s*:', text) or re.search(r'"data"\s*:\s*\[', text):
        return "s2"
    if obj is None and re.match(r'\{\s*"(id|abstract|title)"\s*:', first):
        return "arxiv-jsonl"  # a JSON Lines file whose first line is broken
    return None


def parse_columns(spec) -> dict[str, str]:
    """"title=Name,abstract=Summary" -> {"title": "Name", "abstract": "Summary"}."""
    if isinstance(spec, dict):
        return dict(spec)
    out = {}
    for part in (spec or "").split(","):
        if not part.strip():
            continue
        field_, sep, col = part.partition("=")
        if not sep or not field_.strip() or not col.strip():
            raise InputError("--columns", None, f"{part.strip()!r} is not FIELD=COLUMN")
        out[field_.strip().lower()] = col.strip()
    return out


def _reader(fmt: str):
    if fmt in ("seed-listing", "seed-dump"):
        from . import read_seeds

        return read_seeds.read_listing if fmt == "seed-listing" else read_seeds.read_dump
    if fmt == "arxiv-atom":
        from . import read_arxiv

        return read_arxiv.read_atom
    if fmt == "arxiv-jsonl":
        from . import read_arxiv

        return read_arxiv.read_jsonl
    if fmt == "s2":
        from . import read_s2

        return read_s2.read_s2
    if fmt == "bibtex":
        from . import read_bibtex

        return read_bibtex.read_bibtex
    if fmt in ("csv", "tsv"):
        from . import read_csv

        return read_csv.read_csv
    raise ValueError(fmt)


def normalize_format(fmt: str | None) -> str | None:
    if fmt is None:
        return None
    f = fmt.strip().lower()
    f = ALIASES.get(f, f)
    if f != "seeds" and f not in FORMATS:
        raise InputError("--input-format", None, f"unknown format {fmt!r} (known: {', '.join(FORMATS)}, seeds)")
    return f


def _check(src: Source, paper: Paper, seen: dict) -> bool:
    """Record-level checks common to all formats: size limits and duplicate ids."""
    line = paper.sources[0].line if paper.sources else None
    if len(paper.abstract) > MAX_ABSTRACT:
        src.bad(line, f"abstract too long ({len(paper.abstract)} characters, limit {MAX_ABSTRACT})", "too long")
        return False
    if paper.title and len(paper.title) > MAX_TITLE:
        src.bad(line, f"title too long ({len(paper.title)} characters, limit {MAX_TITLE})", "too long")
        return False
    for ident in (paper.ext_id, paper.arxiv_id):
        if not ident:
            continue
        if ident in seen:
            where = f"line {seen[ident]}" if src.format not in ("arxiv-atom", "s2") else f"record {seen[ident]}"
            src.bad(line, f"duplicate id {ident} (first at {where})", "duplicate id")
            return False
    for ident in (paper.ext_id, paper.arxiv_id):
        if ident:
            seen[ident] = line
    if not paper.title and not paper.abstract:
        src.bad(line, "record has neither title nor abstract", "empty record")
        return False
    return True


def _finish(paper: Paper) -> Paper:
    if paper.comment and (paper.venue is None or paper.pages is None):
        venue, pages = comments.parse_comment(paper.comment)
        paper.venue = paper.venue or venue
        paper.pages = paper.pages or pages
    if paper.date and not paper.year:
        paper.year = int(paper.date[:4])
    if not paper.key:
        paper.key = paper_key(paper)
    return paper


def read_file(path, *, fmt=None, strict=False, columns=None, report: ReadReport) -> Iterator[Paper]:
    """Papers of one file (see read_sources)."""
    path = Path(path)
    stats = report.source(path)

    def whole_file(message: str, reason: str) -> None:
        err = InputError(path, None, message)
        if strict:
            raise err
        stats.file_skipped = reason
        report.skip(err, reason)

    try:
        head = _head(path)
    except OSError as e:
        whole_file(f"cannot read file ({e.strerror or e})", "unreadable")
        return
    except InputError as e:
        whole_file(e.message, "unreadable")
        return
    if not head.strip():
        whole_file("empty file", "empty file")
        return
    if b"\x00" in head:
        whole_file("binary file (not text)", "binary file")
        return
    fmt = normalize_format(fmt)
    if fmt == "seeds":
        fmt = detect(head, columns)
        if fmt not in ("seed-listing", "seed-dump"):
            whole_file("not a seed listing or abstract dump", "unknown format")
            return
    if fmt is None:
        fmt = detect(head, columns)
    if fmt is None:
        whole_file("unknown format (expected an arXiv Atom or JSON Lines export, Semantic Scholar JSON, "
                   "BibTeX, CSV/TSV with title/abstract columns, or a seed listing/dump)", "unknown format")
        return
    stats.format = fmt
    src = Source(path, fmt, strict=strict, report=report, columns=columns)
    seen: dict = {}
    try:
        for paper in _reader(fmt)(src):
            if not _check(src, paper, seen):
                continue
            stats.read += 1
            if not paper.abstract:
                stats.no_abstract += 1
            yield _finish(paper)
    except InputError as e:
        if strict:
            raise
        stats.file_skipped = getattr(e, "reason", "unreadable")
        report.skip(e, stats.file_skipped)
    except (OSError, EOFError, zlib.error) as e:  # e.g. a truncated or corrupt .gz file
        err = file_error(path, None, f"cannot read file ({e})", "unreadable")
        if strict:
            raise err from None
        stats.file_skipped = err.reason
        report.skip(err, err.reason)


def read_sources(paths, *, fmt=None, strict=False, columns=None, report: ReadReport | None = None) -> Iterator[Paper]:
    """Papers from every file in `paths` (files or folders), in a stable order."""
    report = report if report is not None else ReadReport()
    normalize_format(fmt)  # an unknown --input-format fails before anything is read
    if columns:
        from .read_csv import FIELDS

        unknown = sorted(set(parse_columns(columns)) - set(FIELDS))
        if unknown:
            raise InputError("--columns", None, f"unknown field {unknown[0]!r} (known: {', '.join(FIELDS)})")
    total = 0
    files = list(_walk(paths))
    if not files:
        raise InputError(", ".join(str(p) for p in paths) or ".", None, "no input files")
    for f in files:
        for paper in read_file(f, fmt=fmt, strict=strict, columns=columns, report=report):
            total += 1
            _repair_surrogates(paper, report)
            yield paper
    if total == 0:
        if len(report.errors) == 1:
            raise report.errors[0]
        where = str(files[0]) if len(files) == 1 else f"{len(files)} input files"
        if not report.errors:
            as_fmt = f" as {fmt}" if fmt else ""
            raise InputError(where, None, f"no paper found{as_fmt} (is the input format right?)")
        first = f"; first: {report.errors[0]}"
        raise InputError(where, None, f"no paper could be read ({len(report.errors)} problems{first})")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _repair_surrogates(paper: Paper, report: ReadReport) -> None:
    """Replace lone surrogates (valid in JSON as escapes, never in UTF-8 text) by U+FFFD, with a warning."""
    for name in ("title", "abstract", "comment", "venue"):
        text = getattr(paper, name)
        if text and not text.isascii() and _SURROGATE.search(text):
            setattr(paper, name, _SURROGATE.sub("\ufffd", text))
            src = paper.sources[0] if paper.sources else None
            report.warn(InputError(src.path if src else paper.key, src.line if src else None,
                                   f"replaced an invalid character (a lone surrogate) in the {name}"))
    for name in ("creators", "categories"):
        values = getattr(paper, name)
        if any(not v.isascii() and _SURROGATE.search(v) for v in values):
            setattr(paper, name, [_SURROGATE.sub("\ufffd", v) for v in values])


def file_error(path, line, message: str, reason: str) -> InputError:
    """An InputError that ends a file, with the reason counted in the summary."""
    err = InputError(path, line, message)
    err.reason = reason
    return err
