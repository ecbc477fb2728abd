"""Turtle from sorted N-Triples lines, in one pass, subject by subject.

A build keeps its triples as N-Triples lines and writes kg.ttl from them
sorted (kg.store.sorted_lines). Sorted lines put each subject's triples, and
each subject-predicate pair's objects, next to each other, so Turtle is the
same lines with the repeats left out (`;` for the next predicate, `,` for the
next object) and the IRIs of known namespaces written as prefixed names. The
terms themselves stay in their N-Triples form, which is Turtle too; integers
and decimals are written bare (`70`, `2.75`), as Turtle reads them back with
the same datatype. Parsing the lines into terms and handing them to a
serializer costs twice as long at a million triples.

Each subject's statement depends on its own lines only, so the text of a
graph is the statements of its subjects in the order of the subjects: a
build's workers write the statements of their papers' subjects (`blocks`)
and the build puts them in order (`merge_blocks`), which gives the same
bytes as one pass over all the sorted lines (`turtle_chunks`).
"""
from __future__ import annotations

import re
from operator import itemgetter

# a safe subset of Turtle's PN_LOCAL: "/" is written escaped, "." never last
_LOCAL = re.compile(r"[A-Za-z0-9_](?:[A-Za-z0-9_./-]*[A-Za-z0-9_/-])?\Z")
_XSD = "http://www.w3.org/2001/XMLSchema#"
_INTEGER_SUFFIX = f'"^^<{_XSD}integer>'
_DECIMAL_SUFFIX = f'"^^<{_XSD}decimal>'
_INTEGER = re.compile(r"[+-]?[0-9]+\Z")
_DECIMAL = re.compile(r"[+-]?[0-9]*\.[0-9]+\Z")
_RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
_CACHED_OBJECTS = 200_000  # object IRIs whose prefixed names are kept (the names are the same without)


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


class TurtleWriter:
    """Turtle statements of sorted N-Triples lines, one per subject, with the `prefixes` (name -> IRI)."""

    def __init__(self, prefixes: dict):
        self.prefixes = dict(prefixes)
        self.names = _Names(prefixes)
        self.predicates = {_RDF_TYPE: "a"}
        self.objects: dict[str, str] = {}

    def header(self) -> str:
        return "".join(f"@prefix {name}: <{iri}> .\n" for name, iri in self.prefixes.items())

    def _object(self, o: str) -> str:
        if o[0] == "<":
            name = self.objects.get(o)
            if name is None:
                name = self.names(o)
                if len(self.objects) < _CACHED_OBJECTS:
                    self.objects[o] = name
            return name
        if o.endswith(_INTEGER_SUFFIX):
            if _INTEGER.match(o, 1, len(o) - len(_INTEGER_SUFFIX)):
                return o[1 : -len(_INTEGER_SUFFIX)]
        elif o.endswith(_DECIMAL_SUFFIX):
            if _DECIMAL.match(o, 1, len(o) - len(_DECIMAL_SUFFIX)):
                return o[1 : -len(_DECIMAL_SUFFIX)]
        return o

    def _predicate(self, p: str) -> str:
        name = self.predicates.get(p)
        if name is None:
            name = self.predicates[p] = self.names(p)
        return name

    def blocks(self, lines):
        """Yield (subject, its N-Triples text, its Turtle statement) for each subject of sorted N-Triples
        `lines` (without "\\n"), a line repeated next to itself written once."""
        names, obj, objects, predicates = self.names, self._object, self.objects, self.predicates
        ttl: list[str] = []
        prev = prev_s = prev_p = None
        start = 0  # the subject's first line
        repeats = False
        for i, line in enumerate(lines):
            if line == prev:  # sorted: a repeat is the line before
                repeats = True
                continue
            prev = line
            s, p, o = line.split(" ", 2)
            o = o[:-2]  # " ."
            if o[0] == "<":
                o = objects.get(o) or obj(o)
            elif o[-1] == ">":  # a typed literal: a number may be written bare
                o = obj(o)
            if s != prev_s:
                if prev_s is not None:
                    ttl.append(" .\n")
                    yield prev_s, _nt(lines, start, i, repeats), "".join(ttl)
                    ttl.clear()
                    start, repeats = i, False
                ttl.append(f"{names(s)} {predicates.get(p) or self._predicate(p)} {o}")
                prev_s, prev_p = s, p
            elif p != prev_p:
                ttl.append(f" ;\n\t{predicates.get(p) or self._predicate(p)} {o}")
                prev_p = p
            else:
                ttl.append(f" , {o}")
        if prev_s is not None:
            ttl.append(" .\n")
            yield prev_s, _nt(lines, start, len(lines), repeats), "".join(ttl)


def _nt(lines, start: int, stop: int, repeats: bool) -> str:
    """N-Triples text of sorted lines[start:stop], each line once."""
    part = lines[start:stop]
    if repeats:
        part = [line for line, prev in zip(part, [None, *part]) if line != prev]
    return "\n".join(part) + "\n"


def merge_blocks(parts, writer: TurtleWriter) -> list:
    """One list of (subject, N-Triples, Turtle) blocks sorted by subject, from lists of such blocks each
    sorted by subject (`TurtleWriter.blocks` of sorted lines): a subject found in more than one list gets
    one block made again from all its lines. The same blocks as `writer.blocks` of all the lines sorted:
    sorting lines sorts their subjects (an IRI ends with ">", so none is the start of another)."""
    merged = [block for part in parts for block in part]
    merged.sort(key=itemgetter(0))  # runs already sorted: the sort merges them
    subjects = [block[0] for block in merged]
    if len(set(subjects)) == len(subjects):
        return merged
    out, i = [], 0
    while i < len(merged):
        j = i + 1
        while j < len(merged) and subjects[j] == subjects[i]:
            j += 1
        if j - i == 1:
            out.append(merged[i])
        else:
            lines = sorted(line for block in merged[i:j] for line in block[1].split("\n")[:-1])
            out.extend(writer.blocks(lines))
        i = j
    return out


def turtle_chunks(lines, prefixes: dict):
    """Yield the Turtle text of sorted N-Triples `lines` (without "\\n"), in pieces."""
    writer = TurtleWriter(prefixes)
    yield writer.header()
    out = []
    for _, _, statement in writer.blocks(lines):
        out.append(statement)
        if len(out) >= 10_000:
            yield "".join(out)
            out.clear()
    yield "".join(out)
