"""Turtle from sorted N-Triples lines, in one pass.

A build keeps its triples as N-Triples lines and writes kg.ttl from them
sorted (kg.store.sorted_lines). Sorted lines put each subject's triples, and
each subject-predicate pair's objects, next to each other, so Turtle is the
same lines with the repeats left out (`;` for the next predicate, `,` for the
next object) and the IRIs of known namespaces written as prefixed names. The
terms themselves stay in their N-Triples form, which is Turtle too; integers
and decimals are written bare (`70`, `2.75`), as Turtle reads them back with
the same datatype. Parsing the lines into terms and handing them to a
serializer costs twice as long at a million triples.
"""
from __future__ import annotations

import re

# a safe subset of Turtle's PN_LOCAL: "/" is written escaped, "." never last
_LOCAL = re.compile(r"[A-Za-z0-9_](?:[A-Za-z0-9_./-]*[A-Za-z0-9_/-])?\Z")
_XSD = "http://www.w3.org/2001/XMLSchema#"
_INTEGER_SUFFIX = f'"^^<{_XSD}integer>'
_DECIMAL_SUFFIX = f'"^^<{_XSD}decimal>'
_INTEGER = re.compile(r"[+-]?[0-9]+\Z")
_DECIMAL = re.compile(r"[+-]?[0-9]*\.[0-9]+\Z")
_RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


class _Names:
    """Writes an N-Triples IRI `<...>` as a prefixed name when a namespace and a safe local name allow."""

    def __init__(self, prefixes: dict):
        self.namespaces = sorted(((iri, name) for name, iri in prefixes.items()), key=lambda x: -len(x[0]))

    def __call__(self, term: str) -> str:
        for ns, name in self.namespaces:
            if term.startswith(ns, 1):
                local = term[1 + len(ns) : -1]
                if _LOCAL.match(local):
                    return name + ":" + local.replace("/", "\\/")
                break
        return term


def turtle_chunks(lines, prefixes: dict):
    """Yield the Turtle text of sorted N-Triples `lines` (without "\\n"), in pieces."""
    names = _Names(prefixes)
    predicates, objects = {_RDF_TYPE: "a"}, {}
    yield "".join(f"@prefix {name}: <{iri}> .\n" for name, iri in prefixes.items())
    out = []
    prev = prev_s = prev_p = None
    for line in lines:
        if line == prev:  # sorted: a repeat is the line before
            continue
        prev = line
        s, p, o = line.split(" ", 2)
        o = o[:-2]  # " ."
        if o[0] == "<":
            name = objects.get(o)
            if name is None:
                name = objects[o] = names(o) if len(objects) < 200_000 else o
            o = name
        elif o.endswith(_INTEGER_SUFFIX):
            if _INTEGER.match(o, 1, len(o) - len(_INTEGER_SUFFIX)):
                o = o[1 : -len(_INTEGER_SUFFIX)]
        elif o.endswith(_DECIMAL_SUFFIX):
            if _DECIMAL.match(o, 1, len(o) - len(_DECIMAL_SUFFIX)):
                o = o[1 : -len(_DECIMAL_SUFFIX)]
        if s != prev_s:
            pname = predicates.get(p) or predicates.setdefault(p, names(p))
            out.append(f" .\n{names(s)} {pname} {o}" if prev_s is not None else f"{names(s)} {pname} {o}")
            prev_s, prev_p = s, p
        elif p != prev_p:
            pname = predicates.get(p) or predicates.setdefault(p, names(p))
            out.append(f" ;\n\t{pname} {o}")
            prev_p = p
        else:
            out.append(f" , {o}")
        if len(out) >= 50_000:
            yield "".join(out)
            out.clear()
    if prev_s is not None:
        out.append(" .\n")
    yield "".join(out)
