"""`kg stats`: counts of a built graph and its most mentioned entities, on either engine."""
from __future__ import annotations

import json

from . import engine, render
from .model import ENTITY_TYPES
from .namespace import KG_NS

PREFIXES = f"""PREFIX kg: <{KG_NS}>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
"""
RELATIONS = ("uses", "evaluatedOn", "runsOn", "comparedWith")
TOP = 5


def _count(source, where: str) -> int:
    _, rows = engine.select(source, PREFIXES + f"SELECT (COUNT(*) AS ?n) WHERE {{ {where} }}")
    return int(rows[0][0]) if rows and rows[0][0] is not None else 0


def _by_key(source, query: str) -> dict[str, int]:
    _, rows = engine.select(source, PREFIXES + query)
    return {str(k).rsplit("#", 1)[-1]: int(n) for k, n in rows if k is not None}


def graph_stats(path, top: int = TOP) -> dict:
    """Counts of papers, entities per type, results, relations, technique hierarchy links
    (skos:broader), and the `top` entities per type.

    `path`: an output folder, an RDF file, or an already open rdflib Graph / Oxigraph Store.
    """
    source = path
    if not (engine.is_oxigraph(path) or hasattr(path, "query")):
        from .queries import open_source

        source = open_source(path)
    classes = " ".join(f"kg:{t}" for t in ENTITY_TYPES)
    per_type = _by_key(source, f"""
        SELECT ?class (COUNT(DISTINCT ?e) AS ?n) WHERE {{
          VALUES ?class {{ {classes} }} ?e a ?class . }} GROUP BY ?class""")
    relations = _by_key(source, f"""
        SELECT ?p (COUNT(*) AS ?n) WHERE {{
          VALUES ?p {{ {' '.join('kg:' + r for r in RELATIONS)} }}
          ?s ?p ?o . ?s kg:paperCount ?c . }} GROUP BY ?p""")
    stats = {
        "papers": _count(source, "?p a kg:Paper"),
        "papers_with_title": _count(source, "?p a kg:Paper . FILTER EXISTS { ?p <http://purl.org/dc/terms/title> ?t }"),
        "entities": {t: per_type.get(t, 0) for t in ENTITY_TYPES},
        "results": _count(source, "?r a kg:Result"),
        "relations": {r: relations.get(r, 0) for r in RELATIONS},
        "assertions": _count(source, "?a a kg:Assertion"),
        "broader": _count(source, "?n skos:broader ?t"),
        "sentences": _count(source, "?s a kg:Sentence"),
        "mentions": _count(source, "?m a kg:Mention"),
        "code_links": _count(source, "?p kg:codeRepository ?r"),
        "triples": _count(source, "?s ?p ?o"),
        "top": {},
    }
    for t in ENTITY_TYPES:
        _, rows = engine.select(source, PREFIXES + f"""
            SELECT ?label ?n WHERE {{ ?e a kg:{t} ; skos:prefLabel ?label ; kg:paperCount ?n . }}
            ORDER BY DESC(?n) ?label LIMIT {int(top)}""")
        stats["top"][t] = [{"label": label, "papers": int(n)} for label, n in rows]
    return stats


def format_stats(stats: dict, fmt: str = "table") -> str:
    if fmt == "json":
        return json.dumps(stats, ensure_ascii=False, indent=1)
    if fmt != "table":
        raise ValueError(f"unknown format {fmt!r}")
    rows = [("papers", stats["papers"]), ("  with a title", stats["papers_with_title"])]
    rows.append(("entities", sum(stats["entities"].values())))
    rows.extend((f"  {t}", n) for t, n in stats["entities"].items())
    rows.append(("results", stats["results"]))
    rows.append(("relations", sum(stats["relations"].values())))
    rows.extend((f"  {r}", n) for r, n in stats["relations"].items())
    for key in ("assertions", "broader", "sentences", "mentions", "code_links", "triples"):
        if key in stats:
            label = {"broader": "broader links", "sentences": "evidence sentences"}.get(key, key.replace("_", " "))
            rows.append((label, stats[key]))
    out = [render.table(("count", "n"), rows)]
    top_rows = [(t, e["label"], e["papers"]) for t in ENTITY_TYPES for e in stats["top"].get(t, [])]
    out.append("")
    out.append(render.table(("type", "top entity", "papers"), top_rows))
    return "\n".join(out)
