"""The persistent Oxigraph store: atomic replacement, batch loading, exports, agreement with rdflib."""
from __future__ import annotations

import json
import random

import pytest
import rdflib
from rdflib import Literal, URIRef
from rdflib.compare import isomorphic
from rdflib.namespace import DCTERMS, RDF, RDFS, XSD

from kg import store as kstore
from kg.engine import select
from kg.namespace import KG, PAPER


@pytest.fixture(scope="module")
def real_triples(shared_dir):
    """Paper triples made from the first 40 real arXiv OAI records (titles, abstracts, years)."""
    triples = []
    path = shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl"
    with open(path, encoding="utf-8") as f:
        for line in list(f)[:40]:
            rec = json.loads(line)
            p = PAPER["arxiv-" + rec["id"].replace("/", "-")]
            triples.append((p, RDF.type, KG.Paper))
            triples.append((p, DCTERMS.title, Literal(rec["title"])))
            triples.append((p, RDFS.label, Literal(" ".join(rec["title"].split()), lang="en")))
            triples.append((p, DCTERMS.abstract, Literal(rec["abstract"])))
            triples.append((p, DCTERMS.issued, Literal(rec["update_date"][:4], datatype=XSD.gYear)))
            triples.append((p, KG.pageCount, Literal(len(rec["abstract"]) % 20 + 1)))
            for c in rec["categories"].split():
                triples.append((p, DCTERMS.subject, Literal(c)))
    return triples


def _graph(triples):
    g = rdflib.Graph()
    for t in triples:
        g.add(t)
    return g


def _build(out, triples, batch_lines=50):
    with kstore.StoreBuilder(out, batch_lines=batch_lines) as b:
        b.add(triples)
        b.commit()


def test_open_store_without_a_store_returns_none(tmp_path):
    assert kstore.open_store(tmp_path) is None


def test_store_holds_the_triples_loaded_in_batches(tmp_path, real_triples):
    _build(tmp_path, real_triples, batch_lines=37)  # many small batches
    st = kstore.open_store(tmp_path)
    assert len(st) == len(set(real_triples))
    _, rows = select(st, "PREFIX kg: <%s> SELECT (COUNT(?p) AS ?n) WHERE { ?p a kg:Paper }" % KG)
    assert rows == [("40",)]
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".store.")]  # no temporary left


def test_store_agrees_with_rdflib(tmp_path, real_triples):
    _build(tmp_path, real_triples)
    st = kstore.open_store(tmp_path)
    assert isomorphic(kstore.to_rdflib(st), _graph(real_triples))
    q = (
        "PREFIX dcterms: <http://purl.org/dc/terms/> "
        "SELECT ?c (COUNT(?p) AS ?n) WHERE { ?p dcterms:subject ?c } GROUP BY ?c ORDER BY DESC(?n) ?c LIMIT 5"
    )
    assert select(st, q)[1] == select(_graph(real_triples), q)[1]


def test_failed_build_leaves_the_previous_store(tmp_path, real_triples):
    _build(tmp_path, real_triples[:50])
    with pytest.raises(RuntimeError):
        with kstore.StoreBuilder(tmp_path, batch_lines=10) as b:
            b.add(real_triples)
            b.flush()
            raise RuntimeError("extractor crashed")
    st = kstore.open_store(tmp_path)
    assert len(st) == len(set(real_triples[:50]))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["store"]


def test_rebuild_replaces_the_store(tmp_path, real_triples):
    _build(tmp_path, real_triples[:50])
    _build(tmp_path, real_triples)
    assert len(kstore.open_store(tmp_path)) == len(set(real_triples))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["store"]


def test_turtle_is_byte_identical_whatever_the_load_order(tmp_path, real_triples):
    shuffled = list(real_triples)
    random.Random(3).shuffle(shuffled)
    _build(tmp_path / "a", real_triples)
    _build(tmp_path / "b", shuffled, batch_lines=7)
    a = kstore.write_turtle(kstore.open_store(tmp_path / "a"), tmp_path / "a" / "kg.ttl").read_bytes()
    b = kstore.write_turtle(kstore.open_store(tmp_path / "b"), tmp_path / "b" / "kg.ttl").read_bytes()
    assert a == b
    assert b"@prefix kg: <https://w3id.org/mlsys-kg/ontology#> .\n" in a
    assert b"a kg:Paper" in a
    g = rdflib.Graph().parse(data=a.decode("utf-8"), format="turtle")
    assert isomorphic(g, _graph(real_triples))


@pytest.mark.parametrize("fmt,rdflib_format", [("nt", "nt"), ("ttl", "turtle"), ("jsonld", "json-ld")])
def test_export_formats_parse_back_to_the_same_graph(tmp_path, real_triples, fmt, rdflib_format):
    _build(tmp_path, real_triples)
    path = kstore.export(kstore.open_store(tmp_path), tmp_path / f"kg.{fmt}", fmt)
    g = rdflib.Graph().parse(str(path), format=rdflib_format)
    assert isomorphic(g, _graph(real_triples))


def test_nt_term_escapes_quotes_newlines_and_keeps_language_and_datatype():
    lit = Literal('A "fast"\nkernel \\ é', lang="en")
    assert kstore.nt_term(lit) == '"A \\"fast\\"\\nkernel \\\\ é"@en'
    assert kstore.nt_term(Literal("2.75", datatype=XSD.decimal)) == '"2.75"^^<http://www.w3.org/2001/XMLSchema#decimal>'
    assert kstore.nt_term(Literal("plain")) == '"plain"'
    assert kstore.nt_term(URIRef("https://w3id.org/mlsys-kg/entity/zero-offload")) == "<https://w3id.org/mlsys-kg/entity/zero-offload>"


def test_unknown_export_format_is_an_error(tmp_path, real_triples):
    from kg.errors import GraphError

    _build(tmp_path, real_triples[:5])
    with pytest.raises(GraphError, match="unknown export format"):
        kstore.export(kstore.open_store(tmp_path), tmp_path / "kg.xml", "xml")
