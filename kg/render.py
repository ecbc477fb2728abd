"""Render rows (a header and tuples of plain values) as a table, CSV, TSV or JSON.

One renderer for every command that prints rows (`kg query`, `kg extract`,
`kg stats`), so they share the same `--format` choices.
"""
from __future__ import annotations

import csv
import io
import json

FORMATS = ("table", "csv", "tsv", "json")


def _cell(v) -> str:
    return "" if v is None else str(v)


def table(header, rows, max_width: int = 60) -> str:
    cols = [list(map(_cell, c)) for c in zip(header, *rows)] if rows else [[h] for h in header]

    def clip(s):
        s = s.replace("\n", " ")
        return s if len(s) <= max_width else s[: max_width - 1] + "…"

    widths = [max(len(clip(x)) for x in col) for col in cols]
    lines = ["  ".join(clip(_cell(h)).ljust(w) for h, w in zip(header, widths)).rstrip()]
    lines.append("  ".join("-" * w for w in widths))
    for r in rows:
        lines.append("  ".join(clip(_cell(v)).ljust(w) for v, w in zip(r, widths)).rstrip())
    return "\n".join(lines)


def delimited(header, rows, delimiter=",") -> str:
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, lineterminator="\n")
    w.writerow(header)
    w.writerows([[_cell(v) for v in r] for r in rows])
    return buf.getvalue().rstrip("\n")


def as_json(header, rows) -> str:
    return json.dumps([dict(zip(header, r)) for r in rows], ensure_ascii=False, indent=1)


def render(header, rows, fmt: str = "table") -> str:
    if fmt == "table":
        return table(header, rows)
    if fmt == "csv":
        return delimited(header, rows, ",")
    if fmt == "tsv":
        return delimited(header, rows, "\t")
    if fmt == "json":
        return as_json(header, rows)
    raise ValueError(f"unknown format {fmt!r}")
