"""The canned SPARQL queries (queries/*.rq), running them and printing their results.

A query file carries its metadata in header lines:

    #+ summary: Techniques a given system uses
    #+ param: system - the system's name or alias
    #+ example: system=ZeroQuant
    #+ choices: type=System,Technique   (optional: the values a parameter may take)
    #+ order: system, paper             (optional: rows sorted by these columns)

`#+ order:` sorts the rows after the engine: each named column alphabetically
ignoring case, ties by case, then the other columns so (unbound first). It
replaces an ORDER BY over labels in the listings: Oxigraph reads a stored
label from disk for each sort key it computes, and the listings at 100k papers
have 25k rows (proposed-systems 493 -> 371 ms, systems-by-year 464 -> 315 ms).

`?_name` marks a required parameter, bound by the engine (rdflib
`initBindings`, pyoxigraph `substitutions`) as a plain literal, never pasted
into the query text. pyoxigraph only substitutes projected variables, so a
query projects each `?_name` it uses; `run_query` drops those columns from
the result (their value is the parameter the user gave).
"""
from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import rdflib
from rdflib.term import BNode, Literal, URIRef

from . import engine, render, resources
from .errors import GraphError, QueryError

PARAM_VAR = re.compile(r"[?$]_([A-Za-z][A-Za-z0-9_]*)")
HEADER = re.compile(r"^#\+\s*([A-Za-z_]+)\s*:\s*(.*?)\s*$")
XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
RDF_FORMATS = {".ttl": "turtle", ".nt": "nt", ".n3": "n3", ".rdf": "xml", ".owl": "xml", ".xml": "xml",
               ".jsonld": "json-ld", ".nq": "nquads", ".trig": "trig"}


@dataclass(frozen=True)
class Query:
    name: str
    summary: str
    params: tuple[str, ...]  # parameter names, without "?_"
    text: str
    path: Path | None = None
    param_help: dict = field(default_factory=dict, compare=False)  # name -> description
    examples: dict = field(default_factory=dict, compare=False)  # name -> an example value
    choices: dict = field(default_factory=dict, compare=False)  # name -> the values allowed (case-insensitive)
    order: tuple[str, ...] = field(default=(), compare=False)  # columns the rows are sorted by (#+ order:)


@dataclass
class Result:
    """Rows of a SELECT: `header` names, `rows` of str/None, `terms` of W3C JSON term dicts/None."""

    header: list[str]
    rows: list[tuple]
    terms: list[tuple] = field(default_factory=list)

    def __len__(self):
        return len(self.rows)


# ------------------------------------------------------------------ loading

def parse_query(text: str, name: str, path: Path | None = None) -> Query:
    summary, declared, helps, examples, choices, order = "", [], {}, {}, {}, ()
    for line in text.splitlines():
        m = HEADER.match(line.strip())
        if not m:
            continue
        key, value = m.group(1).lower(), m.group(2)
        if key == "summary":
            summary = value
        elif key == "param":
            pname, _, desc = value.partition(" - ")
            pname = pname.strip().lstrip("?$").lstrip("_")
            if pname and pname not in declared:
                declared.append(pname)
                helps[pname] = desc.strip()
        elif key == "choices":  # `#+ choices: type=System,Technique,...`
            k, sep, v = value.partition("=")
            if sep:
                choices[k.strip()] = tuple(c.strip() for c in v.split(",") if c.strip())
        elif key == "order":  # `#+ order: system, paper`
            order = tuple(c.strip().lstrip("?$") for c in value.split(",") if c.strip())
        elif key == "example":
            for pair in value.split():
                k, sep, v = pair.partition("=")
                if sep:
                    examples[k.strip()] = v
    used = [m.group(1) for m in PARAM_VAR.finditer(_strip_comments(text))]
    params = list(declared)
    for p in used:
        if p not in params:
            params.append(p)
    return Query(name, summary, tuple(params), text, path, helps, examples, choices, order)


def _strip_comments(text: str) -> str:
    """The query without comment lines (enough for finding ?_name: header lines are comments)."""
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))


def load_query_file(path) -> Query:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise QueryError(f"{path}: cannot read the query: {e}") from None
    return parse_query(text, path.stem, path)


def list_queries() -> list[Query]:
    """Every canned query, sorted by name."""
    return sorted((load_query_file(p) for p in resources.queries_dir().glob("*.rq")), key=lambda q: q.name)


def get_query(name: str) -> Query:
    path = resources.queries_dir() / f"{name}.rq"
    if path.is_file():
        return load_query_file(path)
    names = [q.name for q in list_queries()]
    close = difflib.get_close_matches(name, names, n=3, cutoff=0.5)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise QueryError(f"no query named {name!r}{hint} (`kg query --list` shows them all)")


# ------------------------------------------------------------------ the graph

def open_source(path):
    """An RDF file -> rdflib Graph; an output folder -> its Oxigraph store, else its kg.ttl."""
    p = Path(path)
    if p.is_dir():
        try:
            from .store import open_store
        except ImportError:
            open_store = None
        if open_store is not None:
            store = open_store(p)
            if store is not None:
                return store
        ttl = p / "kg.ttl"
        if ttl.is_file():
            return _parse(ttl)
        raise GraphError(f"no graph at {p}: run `kg build` first")
    if p.is_file():
        return _parse(p)
    raise GraphError(f"no graph at {p}: run `kg build` first")


def _parse(path: Path) -> rdflib.Graph:
    fmt = RDF_FORMATS.get(path.suffix.lower()) or rdflib.util.guess_format(str(path)) or "turtle"
    g = rdflib.Graph()
    try:
        g.parse(str(path), format=fmt)
    except Exception as e:  # rdflib's parsers raise many types
        why = getattr(e, "_why", None)  # notation3.BadSyntax: the reason and the lines before the error
        lines = getattr(e, "lines", None)
        if why and isinstance(lines, int):
            line = min(lines + 1, _count_lines(path))
            raise GraphError(f"{path}:{line}: cannot read the graph: bad Turtle syntax ({why})") from None
        first = str(e).splitlines()[0] if str(e) else type(e).__name__
        raise GraphError(f"{path}: cannot read the graph: {first}") from None
    return g


def _count_lines(path: Path) -> int:
    with open(path, "rb") as f:
        return max(1, sum(1 for _ in f))


# ------------------------------------------------------------------ running

def _term_json(term) -> dict | None:
    """A result term as a W3C SPARQL 1.1 JSON results binding."""
    if term is None:
        return None
    if engine.ox is not None and isinstance(term, engine.ox.NamedNode):
        return {"type": "uri", "value": term.value}
    if engine.ox is not None and isinstance(term, engine.ox.BlankNode):
        return {"type": "bnode", "value": term.value}
    if engine.ox is not None and isinstance(term, engine.ox.Literal):
        out = {"type": "literal", "value": term.value}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype is not None and term.datatype.value != XSD_STRING:
            out["datatype"] = term.datatype.value
        return out
    if isinstance(term, URIRef):
        return {"type": "uri", "value": str(term)}
    if isinstance(term, BNode):
        return {"type": "bnode", "value": str(term)}
    if isinstance(term, Literal):
        out = {"type": "literal", "value": str(term)}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype is not None and str(term.datatype) != XSD_STRING:
            out["datatype"] = str(term.datatype)
        return out
    return {"type": "literal", "value": str(term)}


def _term_converter():
    """A `_term_json` for one result, memoised by term: rows repeat labels, types and years, and at 100k
    papers a listing query has tens of thousands of rows. The same term gives the same (shared) dict."""
    ox = engine.ox
    kinds = {ox.Literal: "literal", ox.NamedNode: "uri", ox.BlankNode: "bnode"} if ox is not None else {}
    cache: dict = {}

    def convert(term):
        if term is None:
            return None
        try:
            return cache[term]
        except KeyError:
            pass
        except TypeError:  # not hashable: no memo
            return _term_json(term)
        kind = kinds.get(type(term))
        if kind == "literal":
            out = {"type": "literal", "value": term.value}
            if term.language:
                out["xml:lang"] = term.language
            else:
                datatype = term.datatype.value
                if datatype != XSD_STRING:
                    out["datatype"] = datatype
        elif kind is not None:
            out = {"type": kind, "value": term.value}
        else:
            out = _term_json(term)
        cache[term] = out
        return out

    return convert


def _select(source, sparql: str, bindings: dict):
    """(names, rows of result terms): the engine binds the parameters (see kg.engine)."""
    ox = engine.ox
    try:
        if engine.is_oxigraph(source):
            subs = {ox.Variable(k): engine.to_oxigraph(v) for k, v in bindings.items()}
            res = source.query(sparql, substitutions=subs)
            if not isinstance(res, ox.QuerySolutions):
                raise QueryError("not a SELECT query; only SELECT queries can be run")
            names = [v.value for v in res.variables]
            return names, [tuple(sol[i] for i in range(len(names))) for sol in res]
        if isinstance(source, rdflib.Graph):
            res = source.query(sparql, initBindings={k: engine.to_rdflib(v) for k, v in bindings.items()})
            if res.type != "SELECT":
                raise QueryError("not a SELECT query; only SELECT queries can be run")
            names = [str(v) for v in res.vars]
            return names, [tuple(row) for row in res]
    except (SyntaxError, ValueError) as e:
        raise QueryError(f"SPARQL error: {str(e).splitlines()[0]}") from None
    except RuntimeError as e:  # pyoxigraph: e.g. a substituted variable that is not projected
        raise QueryError(f"SPARQL error: {str(e).splitlines()[0]}") from None
    except Exception as e:
        if type(e).__name__ in ("ParseException", "ParseSyntaxException"):
            line, col = getattr(e, "lineno", None), getattr(e, "col", None)
            if line is not None and col is not None:
                raise QueryError(f"SPARQL error: error at {line}:{col}: {getattr(e, 'msg', e)}") from None
            raise QueryError(f"SPARQL syntax error: {e}") from None
        raise
    raise TypeError(f"cannot query {type(source).__name__}")


def _where(query: Query) -> str:
    """A user's query file by its path, a canned query by its name."""
    if query.path is not None and Path(query.path).parent.resolve() != resources.queries_dir().resolve():
        return str(query.path)
    return f"query {query.name}"


SPARQL_AT = re.compile(r"^SPARQL error: error at (\d+):(\d+): (.*)$")
MAX_DETAIL = 160
UPDATE = re.compile(r"\s*(?:(?:PREFIX|BASE)\b[^\n]*\n\s*)*(?:INSERT|DELETE|LOAD|CLEAR|DROP|CREATE|ADD|MOVE|COPY|WITH)\b",
                    re.IGNORECASE)


def _locate(query: Query, message: str) -> str:
    """An engine error as one line naming the query file and line: `file:LINE: SPARQL syntax error ...`."""
    m = SPARQL_AT.match(message)
    if m:
        line, col, detail = m.groups()
        if len(detail) > MAX_DETAIL:
            detail = detail[:MAX_DETAIL].rstrip() + " …"
        return f"{_where(query)}:{line}: SPARQL syntax error at column {col}: {detail}"
    return f"{_where(query)}: {message}"


def run_query(query: Query, source, bindings: dict | None = None) -> Result:
    """Run `query` on a graph or store with parameter values `bindings` ({name: value})."""
    given = {}
    for k, v in (bindings or {}).items():
        given[str(k).lstrip("?$").lstrip("_")] = v
    unknown = sorted(set(given) - set(query.params))
    if unknown:
        known = ", ".join(query.params) or "none"
        raise QueryError(f"query {query.name} has no parameter {unknown[0]!r} (parameters: {known})")
    missing = [p for p in query.params if p not in given]
    if missing:
        raise QueryError(f"query {query.name} needs parameter {missing[0]!r}: --param {missing[0]}=VALUE")
    for k, allowed in query.choices.items():
        if k in given and str(given[k]).casefold() not in {a.casefold() for a in allowed}:
            raise QueryError(f"query {query.name}: {k} {str(given[k])!r} is not one of {', '.join(allowed)}")
    engine_bindings = {f"_{k}": Literal(str(v)) if not isinstance(v, (URIRef, Literal)) else v
                       for k, v in given.items()}
    if not _strip_comments(query.text).strip():
        raise QueryError(f"{_where(query)}: no query in the file (only comments or blank lines)")
    if UPDATE.match(_strip_comments(query.text)):
        raise QueryError(f"{_where(query)}: a SPARQL update; only SELECT queries can be run (the graph is read-only)")
    try:
        names, rows = _select(source, query.text, engine_bindings)
    except QueryError as e:
        raise QueryError(_locate(query, str(e))) from None
    keep = [i for i, n in enumerate(names) if not n.startswith("_")]
    header = [names[i] for i in keep]
    convert = _term_converter()
    if len(keep) == len(names):  # map and list comprehensions: a listing at 100k papers has 25k rows
        terms = [tuple(map(convert, row)) for row in rows]
    else:
        terms = [tuple([convert(row[i]) for i in keep]) for row in rows]
    values = [tuple([None if t is None else t["value"] for t in row]) for row in terms]
    if query.order:
        values, terms = _ordered(query, header, values, terms)
    return Result(header, values, terms)


def _ordered(query: Query, header: list[str], values: list[tuple], terms: list[tuple]):
    """The rows sorted as the query's `#+ order:` says: its columns, then the others, each alphabetically
    ignoring case, then by case; an unbound value first. A total order: the same rows from either engine
    come out the same."""
    unknown = [c for c in query.order if c not in header]
    if unknown:
        raise QueryError(f"{_where(query)}: #+ order: names {unknown[0]!r}, which the query does not select "
                         f"(columns: {', '.join(header)})")
    cols = [header.index(c) for c in query.order]
    cols += [i for i in range(len(header)) if i not in cols]

    def key(i):
        row = values[i]
        return [k for c in cols for k in ((row[c] is not None, (row[c] or "").lower(), row[c] or ""))]

    order = sorted(range(len(values)), key=key)
    return [values[i] for i in order], [terms[i] for i in order]


# ------------------------------------------------------------------ output

def sparql_json(result: Result) -> dict:
    """The W3C SPARQL 1.1 Query Results JSON document of a result."""
    bindings = []
    for row in result.terms:
        bindings.append({n: t for n, t in zip(result.header, row) if t is not None})
    return {"head": {"vars": list(result.header)}, "results": {"bindings": bindings}}


def format_result(result: Result, fmt: str = "table") -> str:
    if fmt == "json":
        return json.dumps(sparql_json(result), ensure_ascii=False, indent=1)
    if fmt not in render.FORMATS:
        raise QueryError(f"unknown format {fmt!r} (choose from {', '.join(render.FORMATS)})")
    if fmt == "table" and not result.rows:
        return render.table(result.header, []) + "\n(no rows)"
    return render.render(result.header, result.rows, fmt)
