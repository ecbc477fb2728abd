"""Run one SPARQL SELECT on either engine: an rdflib Graph or a pyoxigraph Store.

Parameters are always bound by the engine (rdflib `initBindings`, pyoxigraph
`substitutions`), never formatted into the query text.
"""
from __future__ import annotations

from decimal import Decimal

import rdflib
from rdflib.term import BNode, Literal, URIRef

from .errors import QueryError

try:  # pyoxigraph is a dependency, but keep rdflib-only use possible
    import pyoxigraph as ox
except ImportError:  # pragma: no cover
    ox = None


def to_rdflib(value):
    """A binding value as an rdflib term: terms pass through, str becomes a plain literal."""
    if isinstance(value, (URIRef, Literal, BNode)):
        return value
    return Literal(value)


def to_oxigraph(term):
    term = to_rdflib(term)
    if isinstance(term, URIRef):
        return ox.NamedNode(str(term))
    if isinstance(term, BNode):
        return ox.BlankNode(str(term))
    if term.language:
        return ox.Literal(str(term), language=term.language)
    if term.datatype:
        return ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype)))
    return ox.Literal(str(term))


def _py(term):
    if term is None:
        return None
    if ox is not None and isinstance(term, (ox.NamedNode, ox.BlankNode, ox.Literal)):
        return term.value
    return str(term)


def is_oxigraph(source) -> bool:
    return ox is not None and isinstance(source, ox.Store)


def select(source, sparql: str, bindings: dict | None = None):
    """Return (variable names, rows) where each row is a tuple of str or None."""
    bindings = {k.lstrip("?$"): v for k, v in (bindings or {}).items()}
    try:
        if is_oxigraph(source):
            subs = {ox.Variable(k): to_oxigraph(v) for k, v in bindings.items()}
            res = source.query(sparql, substitutions=subs)
            names = [v.value for v in res.variables]
            rows = [tuple(_py(sol[i]) for i in range(len(names))) for sol in res]
            return names, rows
        if isinstance(source, rdflib.Graph):
            res = source.query(sparql, initBindings={k: to_rdflib(v) for k, v in bindings.items()})
            names = [str(v) for v in res.vars]
            rows = [tuple(_py(x) for x in row) for row in res]
            return names, rows
    except (SyntaxError, ValueError) as e:  # both engines' parse errors
        raise QueryError(f"SPARQL error: {str(e).splitlines()[0]}") from None
    except Exception as e:  # rdflib raises pyparsing exceptions
        if type(e).__name__ in ("ParseException", "ParseSyntaxException"):
            raise QueryError(f"SPARQL syntax error: {e}") from None
        raise
    raise TypeError(f"cannot query {type(source).__name__}")


def number(value: str | None):
    """Parse a numeric SPARQL value for sorting or display."""
    return None if value is None else Decimal(value)
