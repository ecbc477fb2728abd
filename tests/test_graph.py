"""GraphBuilder on hand-made extractions of real seed papers (tests/handmade.py) and on the built seed graph."""
import copy
from decimal import Decimal

import pytest
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.compare import isomorphic
from rdflib.namespace import DCTERMS, PROV, RDF, RDFS, SKOS

XSD_DECIMAL = URIRef("http://www.w3.org/2001/XMLSchema#decimal")
XSD_GYEAR = URIRef("http://www.w3.org/2001/XMLSchema#gYear")

from handmade import fedhc, seed_pairs, zero_offload, zeroquant
from kg.graph import GraphBuilder, build_graph, canonical_decimal, display_label
from kg.model import Entity, Extraction, Mention, Paper, Relation, Sentence, SourceRef
from kg.namespace import ENTITY, KG, PAPER


@pytest.fixture(scope="module")
def graph():
    return build_graph(seed_pairs())


def test_paper_metadata_title_year_and_sources(graph):
    paper, _ = fedhc()
    p = PAPER[paper.key]
    assert (p, RDF.type, KG.Paper) in graph
    assert str(graph.value(p, DCTERMS.title)).startswith("FedHC: A Scalable Federated Learning Framework")
    assert graph.value(p, DCTERMS.issued) == Literal("2023", datatype=XSD_GYEAR)
    assert Literal("cs.DC") in set(graph.objects(p, DCTERMS.subject))
    assert Literal("Minjia Zhang") in set(graph.objects(p, DCTERMS.creator))
    # read from both seed files: both recorded as provenance
    files = {str(graph.value(f, RDFS.label)) for f in graph.objects(p, PROV.wasDerivedFrom)}
    assert files == {"000_044559ad6df1f4ab.txt", "003_73121da224f71d98.txt"}
    for f in graph.objects(p, PROV.wasDerivedFrom):
        assert (f, RDF.type, KG.SourceFile) in graph
    lines = {str(x) for x in graph.objects(p, KG.sourceLine)}
    assert any(x.startswith("000_044559ad6df1f4ab.txt:") for x in lines)


def test_code_link_in_abstract_becomes_code_repository(graph):
    paper, _ = fedhc()
    assert set(graph.objects(PAPER[paper.key], KG.codeRepository)) == {
        URIRef("https://github.com/if-lab-repository/FedHC")
    }


def test_untitled_paper_is_labelled_by_its_proposed_system(graph):
    paper, ex = zero_offload()
    assert paper.title is None
    assert graph.value(PAPER[paper.key], RDFS.label) == Literal("ZeRO-Offload")
    assert graph.value(PAPER[paper.key], DCTERMS.title) is None


def test_untitled_paper_without_proposal_is_labelled_by_its_opening_words():
    paper, ex = zero_offload()
    ex = copy.deepcopy(ex)
    ex.proposes = []
    label = display_label(paper, ex)
    assert label == "Large-scale model training has been a playing ground …"
    assert display_label(Paper("k", abstract="Short text."), Extraction("k")) == "Short text."


def test_sentences_carry_text_field_and_offsets_within_the_abstract(graph):
    paper, ex = zero_offload()
    sentences = list(graph.subjects(KG.inPaper, PAPER[paper.key]))
    sentences = [s for s in sentences if (s, RDF.type, KG.Sentence) in graph]
    assert sentences
    for s in sentences:
        assert str(s).startswith(str(PAPER[paper.key]) + "/s")
        start, end = int(graph.value(s, KG.startOffset)), int(graph.value(s, KG.endOffset))
        assert str(graph.value(s, KG.field)) == "abstract"
        assert str(graph.value(s, KG.text)) == paper.abstract[start:end]


def test_only_sentences_that_are_evidence_of_a_fact_are_in_the_graph():
    text = "Training is slow. We present Thing here."
    paper = Paper("k", abstract=text, sources=[SourceRef("x.txt", 1, "test")])
    ex = Extraction("k", sentences=[Sentence("abstract", 0, 17, text[:17]), Sentence("abstract", 18, len(text), text[18:])])
    ex.entities.append(Entity("thing", "Thing", "System", [], [Mention(1, 11, 16, "Thing")]))
    g = build_graph([(paper, ex)])
    assert set(g.subjects(RDF.type, KG.Sentence)) == {PAPER["k/s1"]}
    assert g.value(PAPER["k/s1"], KG.text) == Literal("We present Thing here.")
    assert g.value(PAPER["k/s1"], KG.index) == Literal(1)
    assert g.value(PAPER["k"], DCTERMS.abstract) == Literal(text)  # the factless sentence stays in the abstract


def test_mentions_link_entity_sentence_and_exact_span(graph):
    paper, _ = zero_offload()
    mentions = [m for m in graph.subjects(KG.mentionOf, ENTITY["v100"])]
    assert len(mentions) == 1
    m = mentions[0]
    start, end = int(graph.value(m, KG.startOffset)), int(graph.value(m, KG.endOffset))
    assert paper.abstract[start:end] == "V100"
    sentence = graph.value(m, KG.inSentence)
    assert "NVIDIA V100 GPU" in str(graph.value(sentence, KG.text))
    assert (PAPER[paper.key], KG.mentions, ENTITY["v100"]) in graph


def test_result_is_a_node_with_decimal_value_unit_metric_system_and_sentence(graph):
    paper, _ = fedhc()
    results = list(graph.objects(PAPER[paper.key], KG.reportsResult))
    assert len(results) == 1
    r = results[0]
    value = graph.value(r, KG.value)
    assert value.datatype == XSD_DECIMAL and value.toPython() == Decimal("2.75")
    assert graph.value(r, KG.unit) == Literal("x")
    assert graph.value(r, KG.measures) == ENTITY["speedup"]
    assert graph.value(r, KG.forSystem) == ENTITY["fedhc"]
    evidence = graph.value(r, KG.evidence)
    assert str(graph.value(evidence, KG.text)).startswith("When subjecting existing frameworks")
    assert "2.75x speedup" in str(graph.value(evidence, KG.text))


def test_result_without_named_system_goes_to_the_proposed_system_its_sentence_names(graph):
    paper, _ = zeroquant()  # proposes ZeroQuant and LKD; the result sentence names ZeroQuant first
    systems = {graph.value(r, KG.forSystem) for r in graph.objects(PAPER[paper.key], KG.reportsResult)}
    assert systems == {ENTITY["zeroquant"]}


def test_relations_are_triples_and_assertions_with_evidence(graph):
    assert (ENTITY["zero-offload"], KG.runsOn, ENTITY["v100"]) in graph
    assert (ENTITY["zero-offload"], KG.runsOn, ENTITY["dgx-2"]) in graph
    found = {}
    for a in graph.subjects(RDF.type, KG.Assertion):
        key = (graph.value(a, RDF.subject), graph.value(a, RDF.predicate), graph.value(a, RDF.object))
        found[key] = str(graph.value(graph.value(a, KG.evidence), KG.text))
    why = found[(ENTITY["zero-offload"], KG.runsOn, ENTITY["dgx-2"])]
    assert why.startswith("Additionally, it can work together with model parallelism")
    assert "single NVIDIA V100 GPU" in found[(ENTITY["zero-offload"], KG.runsOn, ENTITY["v100"])]


def test_entities_have_one_type_labels_and_paper_count(graph):
    assert set(graph.objects(ENTITY["gpu"], RDF.type)) == {KG.Hardware}
    assert graph.value(ENTITY["gpu"], SKOS.prefLabel) == Literal("GPU", lang="en")
    assert graph.value(ENTITY["gpu"], KG.paperCount) == Literal(2)  # ZeRO-Offload and FedHC
    assert graph.value(ENTITY["v100"], KG.paperCount) == Literal(1)
    assert Literal("FL", lang="en") in set(graph.objects(ENTITY["federated-learning"], SKOS.altLabel))


def _pair(key, label, typ, known=False, aliases=()):
    text = f"We present {label} here."
    start = text.index(label)
    ex = Extraction(key, sentences=[Sentence("abstract", 0, len(text), text)])
    ex.entities.append(Entity("thing", label, typ, list(aliases), [Mention(0, start, start + len(label), label)], known))
    return Paper(key, abstract=text, sources=[SourceRef("x.txt", 1, "test")]), ex


def test_entity_type_vocabulary_wins_over_majority():
    pairs = [_pair("a", "Thing", "Technique"), _pair("b", "Thing", "Technique"), _pair("c", "Thing", "System", known=True)]
    g = build_graph(pairs)
    assert set(g.objects(ENTITY["thing"], RDF.type)) == {KG.System}
    assert g.value(ENTITY["thing"], KG.paperCount) == Literal(3)


def test_entity_type_majority_then_deterministic_tie_break():
    g = build_graph([_pair("a", "Thing", "Model"), _pair("b", "Thing", "Technique"), _pair("c", "Thing", "Model")])
    assert set(g.objects(ENTITY["thing"], RDF.type)) == {KG.Model}
    # a tie: the first in ENTITY_TYPES order (System, Technique, Model, ...), whatever the paper order
    tie1 = build_graph([_pair("a", "Thing", "Model"), _pair("b", "Thing", "Technique")])
    tie2 = build_graph([_pair("b", "Thing", "Technique"), _pair("a", "Thing", "Model")])
    assert set(tie1.objects(ENTITY["thing"], RDF.type)) == {KG.Technique}
    assert isomorphic(tie1, tie2)


def test_other_canonical_labels_become_alt_labels():
    g = build_graph([_pair("a", "Thing", "System"), _pair("b", "THING", "System"), _pair("c", "Thing", "System")])
    assert g.value(ENTITY["thing"], SKOS.prefLabel) == Literal("Thing", lang="en")
    assert set(g.objects(ENTITY["thing"], SKOS.altLabel)) == {Literal("THING", lang="en")}


def test_s2_citations_become_cites_edges_between_papers_of_the_graph(data_dir):
    from kg.merge import merge_papers
    from kg.readers import ReadReport, read_sources

    rep = ReadReport()
    papers = merge_papers(read_sources([data_dir / "s2_slice.json"], report=rep), rep)
    main = papers[0]  # Turing 1950, cited by the four others; its own references are not in the slice
    g = build_graph((p, Extraction(p.key)) for p in papers)
    edges = set(g.subject_objects(KG.cites))
    assert edges == {(PAPER[p.key], PAPER[main.key]) for p in papers[1:]}
    assert all((o, RDF.type, KG.Paper) in g for _, o in edges)


def test_cites_are_written_with_the_paper_without_builder_state():
    a, ex_a = _pair("a", "Thing", "System")
    a.cites = ["b", "a", "b"]  # keys, as kg.merge resolves them: a self-citation and a repeat are dropped
    builder = GraphBuilder()
    assert [o for s, p, o in builder.add(a, ex_a) if p == KG.cites] == [PAPER["b"]]
    assert not [t for t in builder.finish() if t[1] == KG.cites]


def test_no_blank_nodes_and_every_node_is_under_its_paper_or_entity(graph):
    for triple in graph:
        assert not any(isinstance(t, BNode) for t in triple)
    for node in graph.subjects(RDF.type, KG.Result):
        assert str(graph.value(node, KG.inPaper)) + "/r" in str(node)


def test_builds_are_deterministic():
    a, b = build_graph(seed_pairs()), build_graph(list(reversed(seed_pairs())))
    assert isomorphic(a, b)
    assert build_graph(seed_pairs()).serialize(format="turtle") == build_graph(seed_pairs()).serialize(format="turtle")


def test_streaming_add_then_finish_equals_build_graph():
    builder = GraphBuilder()
    g = Graph()
    for paper, ex in seed_pairs():
        for t in builder.add(paper, ex):
            g.add(t)
    for t in builder.finish():
        g.add(t)
    assert isomorphic(g, build_graph(seed_pairs()))


def test_builder_entity_state_grows_with_entities_not_papers():
    builder = GraphBuilder()
    paper, ex = fedhc()
    for i in range(200):
        p = copy.deepcopy(paper)
        p.key = f"copy-{i}"
        builder.add(p, copy.deepcopy(ex))
    n_entities = len(ex.entities)
    assert len(builder._types) == len(builder._labels) == len(builder._papers) == n_entities
    finish = builder.finish()
    assert (ENTITY["fedhc"], KG.paperCount, Literal(200)) in finish


def test_extractor_relations_are_used_when_present():
    paper, ex = zero_offload()
    ex = copy.deepcopy(ex)
    ex.relations = [Relation("zero-offload", "uses", "model-parallelism", 7)]
    g = build_graph([(paper, ex)])
    assert set(g.subject_objects(KG.runsOn)) == set()
    assert (ENTITY["zero-offload"], KG.uses, ENTITY["model-parallelism"]) in g


def test_relations_are_derived_and_stored_when_missing():
    paper, ex = zero_offload()
    ex = copy.deepcopy(ex)
    assert ex.relations == []
    GraphBuilder().add(paper, ex)
    assert ("zero-offload", "runsOn", "v100") in {(r.subject, r.predicate, r.object) for r in ex.relations}


def test_canonical_decimal_matches_oxigraph_forms():
    assert canonical_decimal("2.750") == "2.75"
    assert canonical_decimal("10.0") == "10"
    assert canonical_decimal("1,000") == "1000"
    assert canonical_decimal("0.50") == "0.5"
    assert canonical_decimal("n/a") is None


def test_bad_result_value_is_left_out():
    paper, ex = fedhc()
    ex = copy.deepcopy(ex)
    ex.results[0].value = "two"
    g = build_graph([(paper, ex)])
    assert list(g.subjects(RDF.type, KG.Result)) == []


def test_seed_graph_has_43_papers_and_every_paper_a_label(seed_graph):
    papers = set(seed_graph.subjects(RDF.type, KG.Paper))
    assert len(papers) == 43
    labels = {p: seed_graph.value(p, RDFS.label) for p in papers}
    assert all(label is not None and str(label).strip() for label in labels.values())
    titled = [p for p in papers if seed_graph.value(p, DCTERMS.title) is not None]
    assert len(titled) == 18


def test_two_builds_of_the_seeds_write_identical_turtle(seed_build, tmp_path):
    from kg.build import build

    build(None, tmp_path / "again", viz=False, cache=False)
    assert (tmp_path / "again" / "kg.ttl").read_bytes() == (seed_build / "kg.ttl").read_bytes()


# ------------------------------------------------------------------ technique hierarchy, untitled labels

def _zeroquant_as_extracted():
    """ZeroQuant as the extractor keeps it: LKD names "layer-by-layer knowledge distillation"; no KD entity."""
    paper, ex = zeroquant()
    ex = copy.deepcopy(ex)
    ex.entities = [e for e in ex.entities if e.key != "knowledge-distillation"]
    ex.entity("lkd").aliases = ["layer-by-layer knowledge distillation"]
    return paper, ex


def test_named_kind_of_a_technique_gets_skos_broader_and_the_technique_node():
    g = build_graph([_zeroquant_as_extracted()])
    kd = ENTITY["knowledge-distillation"]
    assert (ENTITY["lkd"], SKOS.broader, kd) in g
    assert set(g.objects(kd, RDF.type)) == {KG.Technique}
    assert g.value(kd, SKOS.prefLabel) == Literal("knowledge distillation", lang="en")
    assert g.value(kd, KG.paperCount) == Literal(0)  # no paper names it by itself
    assert (PAPER[_zeroquant_as_extracted()[0].key], KG.mentions, kd) not in g
    # the system uses it, evidenced by the sentence naming LKD
    assert (ENTITY["zeroquant"], KG.uses, kd) in g
    (a,) = [a for a in g.subjects(RDF.object, kd) if g.value(a, RDF.subject) == ENTITY["zeroquant"]]
    assert "layer-by-layer knowledge distillation algorithm (LKD)" in str(g.value(g.value(a, KG.evidence), KG.text))
    assert set(g.objects(ENTITY["post-training-quantization"], SKOS.broader)) == {ENTITY["quantization"]}
    assert set(g.objects(ENTITY["quantization"], SKOS.broader)) == set()


def test_technique_entity_of_the_graph_is_a_head_phrase_too():
    a, ex_a = _pair("a", "speculative frobnication", "Technique")
    b, ex_b = _pair("b", "frobnication", "Technique")
    alone = build_graph([(a, ex_a)])
    assert list(alone.objects(ENTITY["thing"], SKOS.broader)) == []
    ex_a.entities[0].key, ex_b.entities[0].key = "speculative-frobnication", "frobnication"
    g = build_graph([(a, ex_a), (b, ex_b)])
    assert set(g.objects(ENTITY["speculative-frobnication"], SKOS.broader)) == {ENTITY["frobnication"]}
    assert g.value(ENTITY["frobnication"], KG.paperCount) == Literal(1)


def test_the_hierarchy_state_is_per_entity_and_builds_stay_deterministic():
    builder = GraphBuilder()
    paper, ex = _zeroquant_as_extracted()
    for i in range(50):
        p = copy.deepcopy(paper)
        p.key = f"copy-{i}"
        builder.add(p, copy.deepcopy(ex))
    assert set(vars(builder)) == {"_types", "_known_types", "_labels", "_known_labels", "_aliases", "_papers",
                                  "_untitled", "_relations", "_sources", "_totals", "_cooccur"}
    assert len(builder._types) == len(ex.entities) + 1  # + knowledge distillation, reached by a relation
    assert builder._papers["knowledge-distillation"] == 0 and builder._papers["lkd"] == 50
    pairs = [_zeroquant_as_extracted(), fedhc(), zero_offload()]
    assert isomorphic(build_graph(pairs), build_graph(list(reversed(pairs))))


def test_untitled_papers_sharing_a_label_get_their_key_as_disambiguator():
    paper, ex = zero_offload()
    twin = copy.deepcopy(paper)
    twin.key = "arxiv-2101.99999"
    g = build_graph([(paper, ex), (twin, copy.deepcopy(ex)), fedhc()])
    assert g.value(PAPER[paper.key], RDFS.label) == Literal(f"ZeRO-Offload ({paper.key})")
    assert g.value(PAPER["arxiv-2101.99999"], RDFS.label) == Literal("ZeRO-Offload (arxiv-2101.99999)")
    assert str(g.value(PAPER[fedhc()[0].key], RDFS.label)).startswith("FedHC: A Scalable")  # titles unchanged
    labels = [str(o) for o in g.objects(None, RDFS.label) if str(o).startswith("ZeRO")]
    assert len(labels) == len(set(labels)) == 2


def test_seed_graph_paper_labels_are_unique(seed_graph):
    labels = [str(seed_graph.value(p, RDFS.label)) for p in seed_graph.subjects(RDF.type, KG.Paper)]
    assert len(labels) == len(set(labels)) == 43


def test_dimensionless_result_has_no_unit_conforms_and_is_listed_with_an_empty_unit():
    from kg import queries
    from kg.model import Result
    from kg.validate import validate

    paper, ex = fedhc()
    ex = copy.deepcopy(ex)
    s = ex.sentences[-1]
    ex.results.append(Result("0.8906", "", "speedup", len(ex.sentences) - 1, s.start, s.start + 6, s.text[:6]))
    g = build_graph([(paper, ex)])
    (r,) = [r for r in g.subjects(KG.value, Literal("0.8906", datatype=XSD_DECIMAL))]
    assert g.value(r, KG.unit) is None
    ok, text = validate(g)
    assert ok, text
    rows = queries.run_query(queries.get_query("metric-leaderboard"), g, {"metric": "speedup"}).rows
    assert ("0.8906", "") in {row[:2] for row in rows} and ("2.75", "x") in {row[:2] for row in rows}


# ------------------------------------------------------------------ per-paper triples, additive state

def test_every_paper_triple_is_about_the_paper_or_a_node_in_it():
    """What incremental rebuilds rely on: a paper's triples can be found (kg:inPaper) and deleted alone."""
    for paper, ex in seed_pairs():
        triples = GraphBuilder().add(paper, ex)
        p = PAPER[paper.key]
        inside = {s for s, pred, o in triples if pred == KG.inPaper and o == p}
        assert {s for s, _, _ in triples} <= inside | {p}
        assert all(str(s).startswith(str(p) + "/") for s in inside)


def test_relation_edges_and_source_files_are_counted_once_per_corpus():
    paper, ex = zero_offload()
    twin = copy.deepcopy(paper)
    twin.key = "arxiv-2101.99999"
    builder = GraphBuilder()
    per_paper = builder.add(paper, copy.deepcopy(ex)) + builder.add(twin, copy.deepcopy(ex))
    edge = (ENTITY["zero-offload"], KG.runsOn, ENTITY["v100"])
    assert edge not in per_paper
    assert builder._relations[("zero-offload", "runsOn", "v100")] == 2
    corpus = builder.finish()
    assert corpus.count(edge) == 1
    (source,) = {o for s, p, o in per_paper if p == PROV.wasDerivedFrom}
    assert corpus.count((source, RDF.type, KG.SourceFile)) == 1


def test_subtracting_a_papers_state_gives_the_corpus_without_it():
    pairs = [_zeroquant_as_extracted(), fedhc(), zero_offload()]
    whole = GraphBuilder()
    for paper, ex in pairs:
        whole.add(paper, copy.deepcopy(ex))
    one = GraphBuilder()
    one.add(*_zeroquant_as_extracted())
    whole.merge(one.state(), sign=-1)
    rest = GraphBuilder()
    for paper, ex in pairs[1:]:
        rest.add(paper, copy.deepcopy(ex))
    assert sorted(whole.finish()) == sorted(rest.finish())
    assert "lkd" not in whole._types and "lkd" not in whole._papers
    whole.merge(one.state())
    again = GraphBuilder()
    for paper, ex in pairs:
        again.add(paper, copy.deepcopy(ex))
    assert sorted(whole.finish()) == sorted(again.finish())
