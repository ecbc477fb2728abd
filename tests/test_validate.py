"""SHACL validation: the seed graph conforms; graphs breaking each shape do not, with a readable report."""
import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import DCTERMS, PROV, RDF, RDFS, SKOS

from handmade import seed_pairs
from kg.cli import cli
from kg.errors import GraphError
from kg.graph import build_graph
from kg.namespace import ENTITY, KG
from kg.validate import validate


@pytest.fixture(scope="module")
def base():
    return build_graph(seed_pairs())


@pytest.fixture
def g(base):
    copy = Graph()
    for t in base:
        copy.add(t)
    return copy


def _first(g, cls):
    return sorted(g.subjects(RDF.type, cls))[0]


def test_hand_made_graph_conforms(base):
    ok, text = validate(base)
    assert ok, text
    assert "conforms to the shapes" in text


def test_seed_graph_conforms(seed_build):
    ok, text = validate(seed_build)
    assert ok, text
    assert "43 papers" in text


def _broken(g, expect_focus, expect_message):
    ok, text = validate(g)
    assert not ok
    lines = text.splitlines()
    assert "violation(s) of the shapes" in lines[0]
    tail = expect_focus.split("/paper/")[-1]  # paper:KEY or <.../paper/KEY/r0>
    hits = [line for line in lines[1:] if tail in line and expect_message in line]
    assert hits, text
    return text


def test_paper_without_label_or_sources_fails(g):
    p = _first(g, KG.Paper)
    g.remove((p, RDFS.label, None))
    g.remove((p, PROV.wasDerivedFrom, None))
    text = _broken(g, str(p), "exactly one non-empty display label")
    assert "records the source file(s)" in text


def test_paper_with_bad_year_fails(g):
    p = _first(g, KG.Paper)
    g.set((p, DCTERMS.issued, Literal("twenty")))
    _broken(g, str(p), "xsd:gYear")


def test_entity_with_two_types_fails(g):
    g.add((ENTITY["v100"], RDF.type, KG.System))
    _broken(g, "ent:v100", "exactly one of the types")


def test_entity_without_label_or_count_fails(g):
    g.remove((ENTITY["gpu"], SKOS.prefLabel, None))
    g.remove((ENTITY["gpu"], KG.paperCount, None))
    text = _broken(g, "ent:gpu", "preferred label")
    assert "kg:paperCount" in text


def test_result_value_must_be_decimal_with_unit_and_evidence(g):
    r = _first(g, KG.Result)
    g.set((r, KG.value, Literal("2.75x")))
    g.set((r, KG.unit, Literal("")))
    g.remove((r, KG.evidence, None))
    text = _broken(g, str(r), "an xsd:decimal")
    assert "non-empty unit" in text and "evidence sentence" in text


def test_result_measuring_a_non_metric_fails(g):
    r = _first(g, KG.Result)
    g.set((r, KG.measures, ENTITY["gpu"]))
    _broken(g, str(r), "kg:Metric")


def test_sentence_text_must_match_its_offsets(g):
    s = _first(g, KG.Sentence)
    g.set((s, KG.text, Literal("a different text")))
    _broken(g, str(s), "not endOffset - startOffset characters long")


def test_sentence_field_and_offsets_are_checked(g):
    s = _first(g, KG.Sentence)
    g.set((s, KG.field, Literal("body")))
    g.set((s, KG.startOffset, Literal(10 ** 6)))
    text = _broken(g, str(s), '"title" or "abstract"')
    assert "before its end offset" in text


def test_mention_of_a_non_entity_fails(g):
    m = _first(g, KG.Mention)
    g.set((m, KG.mentionOf, URIRef("https://example.org/nothing")))
    _broken(g, str(m), "exactly one entity")


def test_assertion_must_have_its_triple_and_a_known_predicate(g):
    a = _first(g, KG.Assertion)
    s, p, o = g.value(a, RDF.subject), g.value(a, RDF.predicate), g.value(a, RDF.object)
    g.remove((s, p, o))
    text = _broken(g, str(a), "reifies is missing from the graph")
    g.add((s, p, o))
    g.set((a, RDF.predicate, KG.mentions))
    _broken(g, str(a), "kg:uses, kg:evaluatedOn")
    assert text


def test_validate_turtle_file_and_missing_path(tmp_path, base):
    f = tmp_path / "g.ttl"
    base.serialize(destination=str(f), format="turtle")
    ok, text = validate(f)
    assert ok and text.startswith(str(f))
    with pytest.raises(GraphError, match="run `kg build` first"):
        validate(tmp_path / "missing")


def test_cli_validate_exit_codes(runner, tmp_path, base):
    good = tmp_path / "good.ttl"
    base.serialize(destination=str(good), format="turtle")
    res = runner.invoke(cli, ["validate", str(good)])
    assert res.exit_code == 0, res.output
    assert "conforms to the shapes" in res.output
    bad = Graph()
    for t in base:
        bad.add(t)
    bad.add((ENTITY["v100"], RDF.type, KG.System))
    bad_file = tmp_path / "bad.ttl"
    bad.serialize(destination=str(bad_file), format="turtle")
    res = runner.invoke(cli, ["validate", str(bad_file)])
    assert res.exit_code == 1
    err = res.stderr if hasattr(res, "stderr") else res.output
    assert "ent:v100 rdf:type: an entity has exactly one of the types" in err
    assert "does not conform to the shapes" in err


def test_cli_validate_built_output_folder(runner, seed_build):
    res = runner.invoke(cli, ["validate", str(seed_build)])
    assert res.exit_code == 0, res.output
    assert res.output.startswith(f"{seed_build}: conforms to the shapes")


def test_entity_and_paper_iris_must_follow_the_iri_scheme(g):
    odd = URIRef("https://example.org/Some Thing")
    g.add((odd, RDF.type, KG.Technique))
    g.add((odd, SKOS.prefLabel, Literal("thing", lang="en")))
    g.add((odd, KG.paperCount, Literal(1)))
    text = _broken(g, "https://example.org/Some Thing", "lower-case slug")
    assert text.count("lower-case slug") == 1


def test_broader_must_be_a_technique_and_an_unmentioned_entity_must_be_a_broader_one(g):
    g.add((ENTITY["v100"], SKOS.broader, ENTITY["gpu"]))  # a Hardware entity is no technique
    _broken(g, "ent:v100", "is a kg:Technique")


def test_entity_no_paper_mentions_fails_unless_it_is_a_broader_technique(g):
    fl = ENTITY["federated-learning"]
    assert (ENTITY["lkd"], SKOS.broader, ENTITY["knowledge-distillation"]) in g  # LKD: the vocabulary's alias
    g.set((fl, KG.paperCount, Literal(0)))
    _broken(g, "ent:federated-learning", "must be the skos:broader technique of another entity")
    g.add((ENTITY["fedhc"], SKOS.broader, fl))
    ok, text = validate(g)
    assert ok, text
    g.set((ENTITY["gpu"], KG.paperCount, Literal(-1)))
    _broken(g, "ent:gpu", "an xsd:integer >= 0")
