"""`kg validate`: check a built graph against the SHACL shapes (ontology/shapes.ttl) with pyshacl.

The ontology (ontology/kg.ttl) is mixed into the data for validation, so a
shape asking for `sh:class kg:Entity` accepts the six entity classes.
"""
from __future__ import annotations

from pathlib import Path

import rdflib
from rdflib.namespace import RDF, SH

from . import resources
from .errors import GraphError
from .namespace import bind_prefixes


def load_graph(path) -> rdflib.Graph:
    """An rdflib Graph of `path`: a Graph, an RDF file, or an output folder (kg.ttl, else its store)."""
    if isinstance(path, rdflib.Graph):
        return path
    from .queries import open_source

    p = Path(path)
    if p.is_dir() and (p / "kg.ttl").is_file():
        return open_source(p / "kg.ttl")
    source = open_source(p)
    if isinstance(source, rdflib.Graph):
        return source
    from .store import to_rdflib  # an Oxigraph store without kg.ttl beside it

    return to_rdflib(source)


def _shapes() -> rdflib.Graph:
    g = rdflib.Graph()
    g.parse(str(resources.shapes_file()), format="turtle")
    return g


def _ontology() -> rdflib.Graph:
    g = rdflib.Graph()
    g.parse(str(resources.ontology_file()), format="turtle")
    return g


def violations(results: rdflib.Graph, data: rdflib.Graph) -> list[dict]:
    """The validation results as dicts (focus, path, value, message, severity), sorted."""
    ns = data.namespace_manager

    def short(term):
        if term is None:
            return ""
        if isinstance(term, rdflib.URIRef):
            try:
                return term.n3(ns)
            except Exception:  # noqa: BLE001 - fall back to the full IRI
                return f"<{term}>"
        if isinstance(term, rdflib.BNode):
            path = _path_text(results, term, short)
            return path or "[]"
        return str(term)

    out = []
    for r in results.subjects(RDF.type, SH.ValidationResult):
        msgs = sorted(str(m) for m in results.objects(r, SH.resultMessage))
        out.append({
            "focus": short(results.value(r, SH.focusNode)),
            "path": short(results.value(r, SH.resultPath)),
            "value": short(results.value(r, SH.value)),
            "message": msgs[0] if msgs else "",
            "severity": short(results.value(r, SH.resultSeverity)).split(":")[-1].split("#")[-1].rstrip(">"),
        })
    out.sort(key=lambda v: (v["focus"], v["path"], v["message"], v["value"]))
    return out


def _path_text(results, node, short) -> str:
    inv = results.value(node, SH.inversePath)
    return f"^{short(inv)}" if inv is not None else ""


def validate(path) -> tuple[bool, str]:
    """(conforms, readable report): one line per violation naming focus node, path and message."""
    import pyshacl

    data = load_graph(path)
    bind_prefixes(data)
    name = "graph" if isinstance(path, rdflib.Graph) else str(path)
    try:
        conforms, results, _ = pyshacl.validate(
            data, shacl_graph=_shapes(), ont_graph=_ontology(), inference="none", advanced=True,
            abort_on_first=False, allow_warnings=False, meta_shacl=False,
        )
    except Exception as e:  # noqa: BLE001 - pyshacl reports shape errors with many types
        raise GraphError(f"{name}: cannot validate: {str(e).splitlines()[0]}") from None
    papers = len(set(data.subjects(RDF.type, rdflib.URIRef("https://w3id.org/mlsys-kg/ontology#Paper"))))
    if conforms:
        return True, f"{name}: conforms to the shapes ({len(data)} triples, {papers} papers)"
    found = violations(results, data)
    lines = [f"{name}: {len(found)} violation(s) of the shapes ({len(data)} triples, {papers} papers)"]
    for v in found:
        where = f" {v['path']}" if v["path"] else ""
        value = f" (value: {v['value']})" if v["value"] else ""
        lines.append(f"- {v['focus']}{where}: {v['message']}{value}")
    return False, "\n".join(lines)
