"""IRIs of the graph. The ontology's terms: see ontology/kg.ttl.

`KG` is a closed namespace (`DefinedNamespace` with `_fail = True`): a term
that ontology/kg.ttl does not define is an error (`KG.Sytem` raises), and a
test checks that the two list exactly the same terms.
"""
from types import SimpleNamespace

from rdflib import Namespace, URIRef
from rdflib.namespace import DefinedNamespace

BASE = "https://w3id.org/mlsys-kg/"
KG_NS = Namespace(BASE + "ontology#")  # the open namespace, e.g. for Graph.bind
ONTOLOGY = URIRef(BASE + "ontology")  # the owl:Ontology itself
ENTITY = Namespace(BASE + "entity/")  # entities: ENTITY[slugify(label)]; also the vocabulary's concepts
PAPER = Namespace(BASE + "paper/")  # papers: PAPER[paper.key]; their sentences etc. under PAPER[key + "/..."]
SOURCE = Namespace(BASE + "source/")  # input files: SOURCE[file name]
COOCCURRENCE = Namespace(BASE + "cooccurrence/")  # technique pairs: COOCCURRENCE[f"{key1}/{key2}"], key1 < key2
VOCAB_SCHEME = ENTITY["scheme"]

# Other vocabularies the graph reuses (rdflib has DCTERMS, SKOS, PROV, RDF, RDFS, OWL, XSD).
FABIO = Namespace("http://purl.org/spar/fabio/")
SCHEMA = Namespace("https://schema.org/")


class KG(DefinedNamespace):
    """Classes and properties of https://w3id.org/mlsys-kg/ontology# (ontology/kg.ttl)."""

    _NS = KG_NS
    _fail = True

    # classes
    Paper: URIRef
    Entity: URIRef
    System: URIRef
    Technique: URIRef
    Model: URIRef
    Dataset: URIRef
    Metric: URIRef
    Hardware: URIRef
    Result: URIRef
    Sentence: URIRef
    Mention: URIRef
    Assertion: URIRef
    SourceFile: URIRef

    # paper metadata (besides dcterms:title/abstract/issued/subject/creator, rdfs:label, prov:wasDerivedFrom)
    venue: URIRef
    pageCount: URIRef
    codeRepository: URIRef
    cites: URIRef
    sourceFormat: URIRef
    sourceLine: URIRef

    # paper -> entity / result
    mentions: URIRef
    proposes: URIRef
    comparedWith: URIRef  # also entity -> entity
    reportsResult: URIRef

    # result
    value: URIRef
    unit: URIRef
    measures: URIRef
    metricName: URIRef
    qualifier: URIRef
    forSystem: URIRef
    againstBaseline: URIRef

    # entity -> entity
    uses: URIRef
    evaluatedOn: URIRef
    runsOn: URIRef

    # entity / vocabulary
    paperCount: URIRef
    caseSensitive: URIRef

    # corpus-level aggregates
    TechniquePair: URIRef
    pairOf: URIRef
    pairPaperCount: URIRef

    # sentences, mentions, evidence
    text: URIRef
    field: URIRef
    startOffset: URIRef
    endOffset: URIRef
    index: URIRef
    inPaper: URIRef
    mentionOf: URIRef
    inSentence: URIRef
    evidence: URIRef


# rdflib finds a DefinedNamespace's term through the metaclass's __getattr__ at every use (~1 us); set as
# class attributes, KG's terms are plain reads (the graph builder reads ~100 per paper). `KG.Sytem` still fails.
for _name in KG.__annotations__:
    type.__setattr__(KG, _name, KG[_name])


def plain_terms(ns: type[DefinedNamespace]) -> SimpleNamespace:
    """The terms of one of rdflib's DefinedNamespaces (RDF, DCTERMS, ...) as plain attributes, for hot loops."""
    return SimpleNamespace(**{name: ns[name] for c in ns.__mro__ for name in getattr(c, "__annotations__", {})
                              if not name.startswith("_")})


# Relation predicates by the name kg.model.Relation.predicate uses.
RELATION_PREDICATES = {
    "uses": KG.uses,
    "evaluatedOn": KG.evaluatedOn,
    "runsOn": KG.runsOn,
    "comparedWith": KG.comparedWith,
}


def kg_terms() -> set[str]:
    """Local names of every term of the KG namespace."""
    return {name for name in KG.__annotations__}


def bind_prefixes(graph) -> None:
    """Bind the prefixes every graph written by kg uses."""
    from rdflib.namespace import DCTERMS, OWL, PROV, RDF, RDFS, SKOS, XSD

    for prefix, ns in (
        ("kg", KG_NS), ("ent", ENTITY), ("paper", PAPER), ("src", SOURCE), ("dcterms", DCTERMS),
        ("skos", SKOS), ("prov", PROV), ("rdf", RDF), ("rdfs", RDFS), ("owl", OWL), ("xsd", XSD),
        ("fabio", FABIO), ("schema", SCHEMA),
    ):
        graph.bind(prefix, ns, override=True, replace=True)
