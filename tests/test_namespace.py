import pytest
from rdflib import Graph, URIRef
from rdflib.namespace import OWL, RDF

from kg.model import slugify
from kg.namespace import ENTITY, KG, KG_NS, PAPER, RELATION_PREDICATES, bind_prefixes, kg_terms
from kg.resources import ontology_file


def test_namespace_terms_are_iris_in_the_ontology_namespace():
    assert KG.Paper == URIRef("https://w3id.org/mlsys-kg/ontology#Paper")
    assert KG["System"] == KG_NS.System
    assert str(KG) == "https://w3id.org/mlsys-kg/ontology#"


def test_namespace_is_closed_a_typo_is_an_error():
    with pytest.raises(AttributeError, match="Sytem"):
        KG.Sytem  # noqa: B018
    with pytest.raises(AttributeError):
        KG["paperCounts"]


def test_namespace_terms_equal_the_terms_defined_in_the_ontology():
    g = Graph().parse(str(ontology_file()), format="turtle")
    defined = {
        str(s)[len(str(KG_NS)):]
        for t in (OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty)
        for s in g.subjects(RDF.type, t)
        if isinstance(s, URIRef) and str(s).startswith(str(KG_NS))
    }
    assert defined == kg_terms()


def test_terms_read_as_attributes_are_the_namespaces_own():
    from rdflib.namespace import DCTERMS, XSD

    from kg.namespace import plain_terms

    assert all(getattr(KG, name) == KG_NS[name] for name in kg_terms())  # also as class attributes
    dc, rdf, xsd = plain_terms(DCTERMS), plain_terms(RDF), plain_terms(XSD)
    assert (dc.title, dc.issued, rdf.type, xsd.gYear) == (DCTERMS.title, DCTERMS.issued, RDF.type, XSD.gYear)
    with pytest.raises(AttributeError):
        dc.titel  # noqa: B018


def test_relation_predicates_are_kg_terms():
    assert set(RELATION_PREDICATES) == {"uses", "evaluatedOn", "runsOn", "comparedWith"}
    assert all(p in KG for p in RELATION_PREDICATES.values())


def test_entity_and_paper_iris_are_readable_slugs():
    assert ENTITY[slugify("ZeRO-Offload")] == URIRef("https://w3id.org/mlsys-kg/entity/zero-offload")
    assert PAPER["p-abc"] == URIRef("https://w3id.org/mlsys-kg/paper/p-abc")


def test_bind_prefixes_gives_short_turtle():
    g = Graph()
    bind_prefixes(g)
    g.add((ENTITY["v100"], RDF.type, KG.Hardware))
    text = g.serialize(format="turtle")
    assert "ent:v100 a kg:Hardware" in text
