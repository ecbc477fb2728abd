"""The ontology file: documented terms, reuse of standard vocabularies, consistency with data."""
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import DCTERMS, OWL, RDF, RDFS, SKOS

from kg.model import ENTITY_TYPES
from kg.namespace import KG, KG_NS, ONTOLOGY, kg_terms
from kg.resources import ontology_file, vocab_files


def _onto():
    return Graph().parse(str(ontology_file()), format="turtle")


def test_ontology_has_version_and_description():
    g = _onto()
    assert (ONTOLOGY, RDF.type, OWL.Ontology) in g
    assert g.value(ONTOLOGY, OWL.versionInfo) is not None
    assert g.value(ONTOLOGY, RDFS.comment) is not None


def test_every_term_has_label_comment_version_domain_and_range():
    g = _onto()
    missing = []
    for name in sorted(kg_terms()):
        term = KG[name]
        kinds = set(g.objects(term, RDF.type))
        needs = [RDFS.label, RDFS.comment, OWL.versionInfo]
        if kinds & {OWL.ObjectProperty, OWL.DatatypeProperty}:
            needs += [RDFS.domain, RDFS.range]
        for p in needs:
            if g.value(term, p) is None:
                missing.append(f"{name} {p.n3(g.namespace_manager)}")
    assert missing == []


def test_six_entity_classes_are_subclasses_of_entity():
    g = _onto()
    for t in ENTITY_TYPES:
        assert (KG[t], RDFS.subClassOf, KG.Entity) in g


def test_standard_vocabularies_are_reused_not_redefined():
    g = _onto()
    local = {str(s)[len(str(KG_NS)):].lower() for s in g.subjects() if str(s).startswith(str(KG_NS))}
    # dcterms / skos / prov terms must not have kg: synonyms
    for name in ("title", "abstract", "issued", "creator", "subject", "preflabel", "altlabel", "wasderivedfrom"):
        assert name not in local
    # and the kg: terms that specialise a standard one say so
    assert (KG.evidence, RDFS.subPropertyOf, URIRef("http://www.w3.org/ns/prov#wasDerivedFrom")) in g
    assert (KG.cites, RDFS.subPropertyOf, DCTERMS.references) in g
    assert (KG.Paper, RDFS.subClassOf, URIRef("http://purl.org/spar/fabio/ResearchPaper")) in g


def test_every_vocabulary_concept_type_is_an_ontology_class():
    g = _onto()
    classes = set(g.subjects(RDF.type, OWL.Class))
    vocab = Graph()
    for f in vocab_files():
        vocab.parse(str(f), format="turtle")
    concepts = set(vocab.subjects(RDF.type, SKOS.Concept))
    assert len(concepts) > 50
    bad = []
    for c in concepts:
        types = {t for t in vocab.objects(c, RDF.type) if t != SKOS.Concept}
        if len(types) != 1 or not types <= classes or not next(iter(types)) in {KG[t] for t in ENTITY_TYPES}:
            bad.append((str(c), sorted(map(str, types))))
    assert bad == []


def test_vocabulary_uses_only_defined_kg_terms():
    used = set()
    for f in vocab_files():
        g = Graph().parse(str(f), format="turtle")
        for triple in g:
            used |= {t for t in triple if isinstance(t, URIRef) and str(t).startswith(str(KG_NS))}
    assert used, "the vocabulary types its concepts with kg: classes"
    assert {str(t)[len(str(KG_NS)):] for t in used} <= kg_terms()


def test_built_graph_uses_only_defined_kg_terms(seed_graph):
    used = {t for triple in seed_graph for t in triple
            if isinstance(t, URIRef) and str(t).startswith(str(KG_NS))}
    assert {str(t)[len(str(KG_NS)):] for t in used} <= kg_terms()
    assert KG.Paper in used and KG.evidence in used


def test_labels_are_english_literals():
    g = _onto()
    for name in kg_terms():
        label = g.value(KG[name], RDFS.label)
        assert isinstance(label, Literal) and label.language == "en", name


def test_entity_classes_are_pairwise_disjoint():
    from rdflib.collection import Collection

    g = _onto()
    groups = [set(Collection(g, g.value(d, OWL.members))) for d in g.subjects(RDF.type, OWL.AllDisjointClasses)]
    assert {KG[t] for t in ENTITY_TYPES} in groups
