"""The persistent Oxigraph store: atomic replacement, batch loading, exports, agreement with rdflib."""
from __future__ import annotations

import json
import random

import pyoxigraph as ox
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


def test_ntriples_text_is_the_text_the_store_writes(tmp_path):
    # the sorted files come from the build's own lines or from a store dump: the two must be the same text
    every_odd_char = "".join(chr(c) for c in range(0x100)) + "\u2028\ufffe\uffff\U0010ffff é"
    triples = [(PAPER["p-1"], RDFS.label, Literal(every_odd_char)),
               (PAPER["p-1"], KG.text, Literal(every_odd_char, lang="en")),
               (PAPER["p-1"], KG.value, Literal("2.75", datatype=XSD.decimal)),
               (PAPER["p-1"], KG.index, Literal(7))]
    ours = kstore.to_ntriples(triples)
    _build(tmp_path, triples)
    dumped = kstore.open_store(tmp_path).dump(format=kstore.ox.RdfFormat.N_TRIPLES, from_graph=kstore.ox.DefaultGraph())
    assert sorted(ours.split("\n")) == sorted(dumped.decode("utf-8").split("\n"))
    assert "\\u0001" in ours and "\\t" in ours and "\\u007F" in ours and "\u2028" in ours


def test_small_graph_files_list_the_triples_sorted(tmp_path, real_triples):
    _build(tmp_path, real_triples)
    st = kstore.open_store(tmp_path)
    nt = kstore.export(st, tmp_path / "kg.nt", "nt").read_text(encoding="utf-8")
    lines = nt.split("\n")[:-1]
    assert lines == sorted(set(kstore.to_ntriples(real_triples).split("\n")[:-1]))
    ttl = kstore.export(st, tmp_path / "kg.ttl", "ttl").read_text(encoding="utf-8")
    body = [line for line in ttl.splitlines() if line.startswith("paper:")]
    assert body == sorted(body) and len(body) == 40  # one block per paper, subjects in order
    from_lines = kstore.export_lines(lines, tmp_path / "again.ttl", "ttl").read_text(encoding="utf-8")
    assert from_lines == ttl


def test_graph_over_the_sorted_limit_streams_in_store_order(tmp_path, real_triples, monkeypatch):
    _build(tmp_path, real_triples)
    st = kstore.open_store(tmp_path)
    monkeypatch.setattr(kstore, "SORTED_EXPORT_LIMIT", 10)
    lines = kstore.export(st, tmp_path / "kg.nt", "nt").read_text(encoding="utf-8").split("\n")[:-1]
    assert lines != sorted(lines)  # the SPO index's order (term hashes), not the text's
    assert sorted(lines) == sorted(set(kstore.to_ntriples(real_triples).split("\n")[:-1]))


def test_unknown_export_format_is_an_error(tmp_path, real_triples):
    from kg.errors import GraphError

    _build(tmp_path, real_triples[:5])
    with pytest.raises(GraphError, match="unknown export format"):
        kstore.export(kstore.open_store(tmp_path), tmp_path / "kg.xml", "xml")


# --- the build's store: agreement with rdflib, determinism, atomicity -------------------

@pytest.fixture(scope="module")
def oai_input(tmp_path_factory, shared_dir):
    """60 real arXiv OAI records as a JSON Lines input file."""
    src = shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl"
    path = tmp_path_factory.mktemp("in") / "papers.jsonl"
    with open(src, encoding="utf-8") as f:
        path.write_text("".join(list(f)[:60]), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def built_j1(tmp_path_factory, oai_input):
    from kg.build import build

    out = tmp_path_factory.mktemp("j1")
    return out, build([oai_input], out, viz=False, jobs=1, batch_size=8, export=("nt",))


def test_build_store_agrees_with_turtle_and_the_in_memory_graph(built_j1, oai_input):
    from kg.extract import Extractor
    from kg.graph import build_graph
    from kg.merge import merge_papers
    from kg.readers import ReadReport, read_sources

    out, report = built_j1
    st = kstore.open_store(out)
    assert len(st) == report.triples > 0
    from_ttl = rdflib.Graph().parse(str(out / "kg.ttl"), format="turtle")
    from_nt = rdflib.Graph().parse(str(out / "kg.nt"), format="nt")
    rep = ReadReport()
    in_memory = build_graph(Extractor().pipe(merge_papers(read_sources([oai_input], report=rep), rep)))
    assert isomorphic(from_ttl, kstore.to_rdflib(st))
    assert isomorphic(from_nt, from_ttl)
    assert isomorphic(from_ttl, in_memory)  # streamed batches + finish() == the whole-corpus graph


def test_build_files_are_the_store_exported(built_j1, tmp_path):
    # the build writes kg.ttl and kg.nt from its own lines; an export of the store it made must be the same bytes
    out, _ = built_j1
    st = kstore.open_store(out)
    for fmt in ("ttl", "nt"):
        assert kstore.export(st, tmp_path / f"x.{fmt}", fmt).read_bytes() == (out / f"kg.{fmt}").read_bytes()


def test_build_over_the_sorted_limit_writes_files_in_store_order(tmp_path, oai_input, monkeypatch):
    from kg.build import build

    monkeypatch.setattr(kstore, "SORTED_EXPORT_LIMIT", 500)  # the build's lines are let go past it
    report = build([oai_input], tmp_path, viz=False, batch_size=8, export=("nt",), cache=False)
    assert report.triples > 500
    lines = (tmp_path / "kg.nt").read_text(encoding="utf-8").split("\n")[:-1]
    assert len(lines) == report.triples and lines != sorted(lines)
    st = kstore.open_store(tmp_path)
    assert kstore.export(st, tmp_path / "x.ttl", "ttl").read_bytes() == (tmp_path / "kg.ttl").read_bytes()


def test_canned_queries_agree_on_store_and_turtle(built_j1):
    from kg import queries

    out, _ = built_j1
    st, g = queries.open_source(out), queries.open_source(out / "kg.ttl")
    assert not isinstance(st, rdflib.Graph) and isinstance(g, rdflib.Graph)
    q = queries.get_query("top-entities")
    a, b = queries.run_query(q, st, {}), queries.run_query(q, g, {})
    assert a.rows and a.rows == b.rows


def test_build_output_is_byte_identical_with_two_jobs(tmp_path, built_j1, oai_input):
    from kg.build import build

    out1, _ = built_j1
    report = build([oai_input], tmp_path, viz=False, jobs=2, batch_size=8, cache=False)
    assert report.jobs == 2 and report.extracted == 60
    assert (tmp_path / "kg.ttl").read_bytes() == (out1 / "kg.ttl").read_bytes()


def test_failed_build_leaves_previous_store_and_turtle(tmp_path, oai_input, monkeypatch):
    from kg import graph as kgraph
    from kg.build import build

    build([oai_input], tmp_path, viz=False)
    ttl = (tmp_path / "kg.ttl").read_bytes()
    count = len(kstore.open_store(tmp_path))

    def broken(self):
        raise RuntimeError("disk full while finishing")

    monkeypatch.setattr(kgraph.GraphBuilder, "finish", broken)
    with pytest.raises(RuntimeError, match="disk full"):
        build([oai_input], tmp_path, viz=False, export=("nt",))
    assert (tmp_path / "kg.ttl").read_bytes() == ttl
    assert len(kstore.open_store(tmp_path)) == count
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache.sqlite", "kg.ttl", "store"]


def test_store_error_on_the_last_load_leaves_previous_store_and_turtle(tmp_path, oai_input, monkeypatch):
    # the corpus-level triples are the last load, which finishes while the sorted files are being written
    from rdflib import URIRef

    from kg import graph as kgraph
    from kg.build import build
    from kg.errors import GraphError
    from kg.namespace import KG

    build([oai_input], tmp_path, viz=False)
    ttl = (tmp_path / "kg.ttl").read_bytes()
    count = len(kstore.open_store(tmp_path))
    finish = kgraph.GraphBuilder.finish

    def with_a_bad_triple(self):  # a literal as subject: no N-Triples (an IRI is not checked: the load is lenient)
        return [*finish(self), (Literal("bad subject"), KG.paperCount, URIRef("x:y"))]

    monkeypatch.setattr(kgraph.GraphBuilder, "finish", with_a_bad_triple)
    with pytest.raises(GraphError, match="invalid triple for the store"):
        build([oai_input], tmp_path, viz=False, export=("nt",), cache=False)
    assert (tmp_path / "kg.ttl").read_bytes() == ttl
    assert len(kstore.open_store(tmp_path)) == count
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache.sqlite", "kg.ttl", "store"]


def test_cli_build_exports_and_query_reads_the_store(runner, tmp_path, oai_input):
    from kg.cli import cli

    res = runner.invoke(cli, ["build", str(oai_input), "-o", str(tmp_path), "--no-viz", "-j", "2", "--export", "nt", "--export", "jsonld"])
    assert res.exit_code == 0, res.output
    assert f"wrote {tmp_path / 'store'}" in res.output
    assert f"wrote {tmp_path / 'kg.nt'}" in res.output and f"wrote {tmp_path / 'kg.jsonld'}" in res.output
    assert "papers: 60 (extracted 60, from cache 0)" in res.output
    (tmp_path / "kg.ttl").unlink()  # the query must come from the store, not Turtle
    res = runner.invoke(cli, ["query", "top-entities", "-g", str(tmp_path), "-f", "csv"])
    assert res.exit_code == 0, res.output
    assert len(res.output.splitlines()) > 1


def test_cli_build_with_unreachable_endpoint_fails_with_one_line(runner, tmp_path, oai_input):
    from kg.cli import cli
    from kg.server import free_port

    url = f"http://127.0.0.1:{free_port()}/store"
    res = runner.invoke(cli, ["build", str(oai_input), "-o", str(tmp_path), "--no-viz", "--endpoint", url])
    assert res.exit_code == 1
    assert (f"Error: {tmp_path} was built, but the push failed: {url}?default: cannot reach the endpoint"
            in (res.output + getattr(res, "stderr", "")))


def test_progress_bar_is_quiet_when_stderr_is_not_a_terminal(capsys):
    from kg.build import _progress_bar

    assert _progress_bar(5000, None) is None  # pytest's captured stderr is not a terminal
    bar = _progress_bar(5000, True)
    bar.update(5000)
    bar.close()
    assert _progress_bar(5000, False) is None


@pytest.mark.parametrize("background", [True, False])
def test_invalid_ntriples_fail_the_build_and_leave_nothing(tmp_path, background):
    from kg.errors import GraphError

    with pytest.raises(GraphError, match="invalid triple for the store"):
        with kstore.StoreBuilder(tmp_path, background=background) as b:
            b.add_nt('<https://w3id.org/mlsys-kg/paper/x> <https://w3id.org/mlsys-kg/ontology#venue> "ICLR" .\n')
            b.add_nt("<https://w3id.org/mlsys-kg/paper/x> missing-object .\n")
            b.flush()
    assert list(tmp_path.iterdir()) == []


def test_graph_of_every_sample_format_holds_only_valid_iris(tmp_path, shared_dir, data_dir):
    """The store loads a build's triples leniently (IRIs unchecked, for speed): every IRI the build makes must
    be valid by construction. The strict parser reads back the graph of real inputs of every format."""
    formats = shared_dir / "data" / "formats"
    odd = tmp_path / "odd.jsonl"  # characters no IRI may hold, in a URL and in an id
    odd.write_text('{"id": "2401.0000{1} x|y", "title": "FooNet: fast", "abstract": "We present FooNet. '
                   'Code: https://example.com/{id}/x|y^z and https://github.com/a/b`c ."}\n', encoding="utf-8")
    inputs = [formats / "arxiv_atom_page.xml", formats / "semantic_scholar_paper.json",
              formats / "arxiv_oai_snapshot_head200.jsonl", *sorted(data_dir.glob("*.bib")), odd]
    from kg.build import build

    report = build(inputs, tmp_path / "out", viz=False, cache=False, export=("nt",))
    assert report.papers > 1000
    text = (tmp_path / "out" / "kg.nt").read_bytes()
    triples = list(ox.parse(text, format=ox.RdfFormat.N_TRIPLES))  # (not lenient: raises on an invalid IRI)
    assert len(triples) == report.triples
    iris = {t.object.value for t in triples if isinstance(t.object, ox.NamedNode)}
    assert any(i.startswith("https://github.com/") for i in iris)  # URLs from the abstracts are among them
