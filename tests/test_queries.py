"""The query library: files, binding, output formats, both engines, and issue 4's questions on the seed graph."""
import csv
import io
import json
from decimal import Decimal

import pyoxigraph as ox
import pytest
import rdflib
from rdflib.plugins.sparql import prepareQuery

from handmade import seed_pairs
from kg import queries
from kg.cli import cli
from kg.errors import GraphError, QueryError
from kg.graph import build_graph
from kg.resources import queries_dir


def _store(graph: rdflib.Graph) -> ox.Store:
    store = ox.Store()
    store.load(graph.serialize(format="nt").encode("utf-8"), format=ox.RdfFormat.N_TRIPLES)
    return store


@pytest.fixture(scope="module")
def small():
    """A graph of three hand-made seed extractions (no extractor involved)."""
    return build_graph(seed_pairs())


@pytest.fixture(scope="module")
def seed_store(seed_graph):
    """The seed graph's triples in an in-memory pyoxigraph Store."""
    return _store(seed_graph)


@pytest.fixture(scope="module")
def answers(seed_graph, seed_store, seed_build):
    """Every canned query run once with its example parameters on each engine holding the seed graph:
    name -> {"rdflib": Result, "oxigraph": Result (in-memory store), "built": Result (kg build's store)}."""
    built = queries.open_source(seed_build)
    assert isinstance(built, ox.Store)
    sources = {"rdflib": seed_graph, "oxigraph": seed_store, "built": built}
    return {q.name: {k: queries.run_query(q, src, q.examples) for k, src in sources.items()}
            for q in queries.list_queries()}


def _run(name, source, **params):
    return queries.run_query(queries.get_query(name), source, params)


def _example(name, **params):
    """Guard for tests reading `answers`: the parameters they mean are the query's examples."""
    assert queries.get_query(name).examples == params, name


# ------------------------------------------------------------------ the files

def test_at_least_twelve_queries_each_parses_and_has_a_summary():
    qs = queries.list_queries()
    assert len(qs) >= 12
    assert [q.name for q in qs] == sorted(q.name for q in qs)
    empty = ox.Store()
    for q in qs:
        assert q.summary, q.name
        prepareQuery(q.text)  # rdflib parses it
        params = {p: q.choices[p][0] if p in q.choices else "x" for p in q.params}
        queries.run_query(q, empty, params)  # and so does Oxigraph


def test_every_parameter_is_declared_described_exemplified_and_projected():
    for q in queries.list_queries():
        declared = [line for line in q.text.splitlines() if line.startswith("#+ param:")]
        assert len(declared) == len(q.params), q.name
        select = q.text[q.text.index("SELECT"):q.text.index("WHERE")]
        for p in q.params:
            assert q.param_help[p], (q.name, p)
            assert p in q.examples, (q.name, p)
            assert f"?_{p}" in select, f"{q.name}: ?_{p} must be projected for pyoxigraph"


def test_issue_questions_have_a_query():
    names = {q.name for q in queries.list_queries()}
    assert {
        "systems-by-year", "system-techniques", "system-hardware", "metric-leaderboard", "system-baselines",
        "papers-mentioning", "technique-cooccurrence", "system-evaluated-on", "top-entities", "code-links",
        "evidence", "technique-timeline", "speedups",
    } <= names


def test_unknown_query_name_suggests_close_names():
    with pytest.raises(QueryError, match="no query named 'system-hardwre'; did you mean system-hardware"):
        queries.get_query("system-hardwre")


def test_query_file_header_is_parsed(tmp_path):
    f = tmp_path / "mine.rq"
    f.write_text("#+ summary: Mine\n#+ param: who - a name\nSELECT ?_who ?x WHERE { ?x ?p ?_who . ?x ?q ?_other }\n")
    q = queries.load_query_file(f)
    assert (q.name, q.summary, q.params, q.param_help["who"]) == ("mine", "Mine", ("who", "other"), "a name")


# ------------------------------------------------------------------ binding

def test_missing_and_unknown_parameters_are_errors(small):
    q = queries.get_query("system-techniques")
    with pytest.raises(QueryError, match="needs parameter 'system'"):
        queries.run_query(q, small, {})
    with pytest.raises(QueryError, match="has no parameter 'sytem'"):
        queries.run_query(q, small, {"system": "ZeroQuant", "sytem": "x"})


@pytest.mark.parametrize("engine", ["rdflib", "oxigraph"])
@pytest.mark.parametrize("value", [
    'ZeroQuant") || true || ("',
    'x" } UNION { ?s ?p ?o } #',
    "ZeroQuant' } ; DROP ALL ; SELECT * { ?s ?p ?o",
    "} } SELECT * WHERE { ?a ?b ?c } #",
])
def test_parameter_values_cannot_change_the_query(small, engine, value):
    source = small if engine == "rdflib" else _store(small)
    assert _run("system-techniques", source, system=value).rows == []
    assert len(small) == (len(source) if engine == "rdflib" else len(source))
    # the same query with an honest value still answers
    assert _run("system-techniques", source, system="ZeroQuant").rows


@pytest.mark.parametrize("engine", ["rdflib", "oxigraph"])
def test_values_with_quotes_and_braces_match_literally(engine):
    from rdflib import Literal
    from rdflib.namespace import RDF, SKOS

    from kg.namespace import ENTITY, KG

    g = build_graph(seed_pairs())
    odd = 'Q"uo}te SELECT'
    g.add((ENTITY["gpu"], SKOS.altLabel, Literal(odd, lang="en")))
    source = g if engine == "rdflib" else _store(g)
    rows = _run("papers-mentioning", source, entity=odd).rows
    assert len(rows) == 2 and (ENTITY["gpu"], RDF.type, KG.Hardware) in g


def test_labels_match_case_insensitively_and_by_alias(small):
    a = _run("system-hardware", small).rows
    assert a
    rows = _run("papers-mentioning", small, entity="fl").rows  # alias of federated learning
    assert [r[0] for r in rows] == [next(r[0] for r in rows if r[0].startswith("FedHC"))]


# ------------------------------------------------------------------ formats

def test_formats_table_csv_tsv(small):
    r = _run("speedups", small)
    table = queries.format_result(r, "table")
    assert table.splitlines()[0].split() == ["value", "unit", "qualifier", "system", "paper", "sentence"]
    rows = list(csv.reader(io.StringIO(queries.format_result(r, "csv"))))
    assert rows[0] == r.header and len(rows) == len(r.rows) + 1
    assert ["2.75", "x"] == rows[-1][:2] or any(row[:2] == ["2.75", "x"] for row in rows)
    tsv = queries.format_result(r, "tsv").splitlines()
    assert tsv[0].split("\t") == r.header


def test_json_is_w3c_sparql_results(small):
    r = _run("code-links", small)
    doc = json.loads(queries.format_result(r, "json"))
    assert doc["head"]["vars"] == ["paper", "year", "repository"]
    (b,) = doc["results"]["bindings"]
    assert b["repository"] == {"type": "literal", "value": "https://github.com/if-lab-repository/FedHC"}
    lb = json.loads(queries.format_result(_run("metric-leaderboard", small, metric="speedup"), "json"))
    first = lb["results"]["bindings"][0]
    assert first["value"]["datatype"] == "http://www.w3.org/2001/XMLSchema#decimal"
    assert "_metric" not in first and "_metric" not in lb["head"]["vars"]


def test_json_is_identical_from_both_engines(small):
    q = queries.get_query("metric-leaderboard")
    a = queries.format_result(queries.run_query(q, small, {"metric": "speedup"}), "json")
    b = queries.format_result(queries.run_query(q, _store(small), {"metric": "speedup"}), "json")
    assert json.loads(a) == json.loads(b)


# ------------------------------------------------------------------ sources

def test_open_source_missing_path_says_build_first(tmp_path):
    with pytest.raises(GraphError, match=r"no graph at .*nothing: run `kg build` first"):
        queries.open_source(tmp_path / "nothing")
    with pytest.raises(GraphError, match="run `kg build` first"):
        queries.open_source(tmp_path)  # an empty folder


def test_open_source_file_folder_and_store(tmp_path, small, seed_build):
    ttl = tmp_path / "g.ttl"
    small.serialize(destination=str(ttl), format="turtle")
    assert isinstance(queries.open_source(ttl), rdflib.Graph)
    only_ttl = tmp_path / "out"
    only_ttl.mkdir()
    small.serialize(destination=str(only_ttl / "kg.ttl"), format="turtle")
    assert len(queries.open_source(only_ttl)) == len(small)
    assert isinstance(queries.open_source(seed_build), ox.Store)  # the built store


def test_open_source_bad_file_is_a_graph_error(tmp_path):
    bad = tmp_path / "bad.ttl"
    bad.write_text("this is not turtle .\n")
    with pytest.raises(GraphError, match=r"bad.ttl:1: cannot read the graph: bad Turtle syntax"):
        queries.open_source(bad)


# ------------------------------------------------------------------ the seed graph (issue 4, done when)

def test_hardware_query_lists_v100_and_dgx2_for_zero_offload(answers):
    rows = answers["system-hardware"]["built"].rows
    hw = {r[1] for r in rows if r[0] == "ZeRO-Offload"}
    assert {"V100", "DGX-2"} <= hw
    why = {r[1]: r[3] for r in rows if r[0] == "ZeRO-Offload"}
    assert "NVIDIA V100 GPU" in why["V100"] and "DGX-2" in why["DGX-2"]


def test_speedup_leaderboard_has_fedhc_2_75x_with_its_sentence(answers):
    for name, params in (("speedups", {}), ("metric-leaderboard", {"metric": "speedup"})):
        _example(name, **params)
        r = answers[name]["rdflib"]
        h = r.header
        fedhc = [row for row in r.rows if row[h.index("paper")].startswith("FedHC")]
        assert any(
            Decimal(row[h.index("value")]) == Decimal("2.75") and row[h.index("unit")] == "x"
            and "FedHC achieves a 2.75x speedup" in row[h.index("sentence")]
            for row in fedhc
        ), name
        values = [Decimal(row[h.index("value")]) for row in r.rows]
        assert values == sorted(values, reverse=True)


def test_code_links_query_returns_fedhc_repository(answers):
    rows = answers["code-links"]["rdflib"].rows
    assert any(r[0].startswith("FedHC") and r[2] == "https://github.com/if-lab-repository/FedHC" for r in rows)


def test_zeroquant_uses_knowledge_distillation(answers):
    """Issue 4: via the technique hierarchy (LKD, "layer-by-layer knowledge distillation", is a kind of it)."""
    _example("system-techniques", system="ZeroQuant")
    rows = answers["system-techniques"]["rdflib"].rows
    why = {r[0]: r[2] for r in rows}
    assert "knowledge distillation" in why
    assert "layer-by-layer knowledge distillation" in why["knowledge distillation"]  # the narrower fact's sentence


def test_zeroquant_techniques_on_the_seed_graph(seed_graph):
    rows = _run("system-techniques", seed_graph, system="zeroquant").rows
    assert {"post-training quantization", "quantization"} <= {r[0] for r in rows}


def test_evidence_query_explains_why_zero_offload_runs_on_v100(answers, seed_graph):
    _example("evidence", subject="ZeRO-Offload", object="V100")
    rows = answers["evidence"]["rdflib"].rows
    runs = [r for r in rows if r[0] == "runsOn"]
    assert runs and "single NVIDIA V100 GPU" in runs[0][2]
    inverse = _run("evidence", seed_graph, subject="V100", object="ZeRO-Offload").rows
    assert any(r[0] == "inverse runsOn" for r in inverse)


def test_every_canned_query_answers_on_the_seed_graph(answers):
    assert sorted(answers) == [q.name for q in queries.list_queries()]
    for name, by_engine in answers.items():
        assert by_engine["rdflib"].rows, name


def test_every_canned_query_gives_the_same_rows_in_rdflib_and_oxigraph(answers):
    for name, by_engine in answers.items():
        a, b, c = by_engine["rdflib"], by_engine["oxigraph"], by_engine["built"]
        assert a.header == b.header == c.header, name
        # identical rows, lexical forms included (decimals are written canonically by kg.graph)
        assert sorted(a.rows, key=repr) == sorted(b.rows, key=repr) == sorted(c.rows, key=repr), name
        assert a.rows, name


@pytest.mark.parametrize("engine", ["rdflib", "oxigraph"])
def test_order_header_sorts_rows_ignoring_case_then_by_case(small, engine):
    source = small if engine == "rdflib" else _store(small)
    q = queries.parse_query('#+ summary: Sorted\n#+ order: name\nSELECT ?name ?n WHERE {\n'
                            '  VALUES (?name ?n) { ("beta" 1) ("alpha" 2) ("Alpha" 3) (UNDEF 5) ("Alpha" 0) } }\n', "sorted")
    assert q.order == ("name",)
    # unbound first, then alphabetically ignoring case, ties by case, then by the other columns
    assert queries.run_query(q, source, {}).rows == [(None, "5"), ("Alpha", "0"), ("Alpha", "3"), ("alpha", "2"),
                                                     ("beta", "1")]


def test_order_header_naming_a_column_not_selected_is_an_error(small):
    q = queries.parse_query("#+ order: paper\nSELECT ?s WHERE { ?s ?p ?o } LIMIT 1\n", "unsorted")
    with pytest.raises(QueryError, match="#\\+ order: names 'paper', which the query does not select"):
        queries.run_query(q, small, {})


def test_listings_come_in_their_order_from_every_engine(answers):
    listings = [q for q in queries.list_queries() if q.order]
    assert {q.name for q in listings} >= {"proposed-systems", "systems-by-year", "system-baselines", "code-links"}
    for q in listings:
        a, b, c = (answers[q.name][k] for k in ("rdflib", "oxigraph", "built"))
        assert a.rows == b.rows == c.rows, q.name  # the same order, not only the same rows
        first = a.header.index(q.order[0])
        column = [row[first] for row in a.rows]
        assert column == sorted(column, key=lambda v: ((v or "").lower(), v or "")), q.name
        assert len(set(column)) > 1, q.name


# ------------------------------------------------------------------ CLI

def test_cli_query_list(runner):
    res = runner.invoke(cli, ["query", "--list"])
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert len(lines) >= 2 + 12
    assert any(line.startswith("system-techniques") and "system" in line for line in lines)


def test_cli_query_formats(runner, seed_build):
    res = runner.invoke(cli, ["query", "system-hardware", "-g", str(seed_build), "--format", "csv"])
    assert res.exit_code == 0, res.output
    assert res.output.splitlines()[0] == "system,hardware,paper,sentence"
    res = runner.invoke(cli, ["query", "system-techniques", "-g", str(seed_build), "-p", "system=ZeroQuant", "-f", "json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["head"]["vars"] == ["technique", "paper", "sentence"]
    res = runner.invoke(cli, ["query", "top-entities", "-g", str(seed_build), "-f", "tsv"])
    assert res.exit_code == 0 and res.output.splitlines()[0] == "type\tentity\tpapers"


def test_cli_query_errors(runner, seed_build, tmp_path):
    res = runner.invoke(cli, ["query", "nope", "-g", str(seed_build)])
    assert res.exit_code == 1 and "Error: no query named 'nope'" in res.output + res.stderr
    res = runner.invoke(cli, ["query", "system-techniques", "-g", str(seed_build)])
    assert res.exit_code == 1 and "needs parameter 'system'" in res.output + res.stderr
    res = runner.invoke(cli, ["query", "code-links", "-g", str(tmp_path / "none")])
    assert res.exit_code == 1 and "run `kg build` first" in res.output + res.stderr


def test_cli_query_file(runner, seed_build, tmp_path):
    f = tmp_path / "count.rq"
    f.write_text("#+ summary: count papers\nPREFIX kg: <https://w3id.org/mlsys-kg/ontology#>\n"
                 "SELECT (COUNT(?p) AS ?n) WHERE { ?p a kg:Paper }\n")
    res = runner.invoke(cli, ["query", "--file", str(f), "-g", str(seed_build), "-f", "csv"])
    assert res.exit_code == 0, res.output
    assert res.output.split() == ["n", "43"]


def test_queries_dir_ships_rq_files():
    assert sorted(p.stem for p in queries_dir().glob("*.rq")) == [q.name for q in queries.list_queries()]


def test_cli_query_list_json_has_examples(runner):
    res = runner.invoke(cli, ["query", "--list", "--format", "json"])
    assert res.exit_code == 0, res.output
    rows = {r["name"]: r for r in json.loads(res.output)}
    assert rows["system-techniques"]["parameters (example)"] == "system=ZeroQuant"
    assert all(len(r["summary"]) <= 60 for r in rows.values())  # fits the table column


@pytest.mark.parametrize("engine", ["rdflib", "oxigraph"])
def test_only_select_and_syntax_errors_are_query_errors(small, engine):
    source = small if engine == "rdflib" else _store(small)
    ask = queries.parse_query("ASK { ?s ?p ?o }", "ask")
    with pytest.raises(QueryError, match="only SELECT queries"):
        queries.run_query(ask, source, {})
    bad = queries.parse_query("SELECT ?s WHERE { ?s ?p }", "bad")
    with pytest.raises(QueryError, match="SPARQL"):
        queries.run_query(bad, source, {})


def test_a_parameter_with_choices_refuses_other_values(runner, seed_build):
    res = runner.invoke(cli, ["query", "top-entities-of-type", "-p", "type=Bogus", "-g", str(seed_build)], prog_name="kg")
    assert res.exit_code == 1
    assert "Error: query top-entities-of-type: type 'Bogus' is not one of System, Technique, Model" in res.output + getattr(res, "stderr", "")
    res = runner.invoke(cli, ["query", "top-entities-of-type", "-p", "type=hardware", "-f", "csv", "-g", str(seed_build)], prog_name="kg")
    assert res.exit_code == 0, res.output
    rows = list(csv.reader(io.StringIO(res.output)))
    assert rows[0] == ["entity", "papers"] and len(rows) > 2
    assert "GPU" in {r[0] for r in rows[1:]}


# ------------------------------------------------------------------ precomputed aggregates (issue 6)

COOCCURRENCE_BY_JOIN = """
PREFIX kg: <https://w3id.org/mlsys-kg/ontology#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
SELECT ?technique1 ?technique2 (COUNT(DISTINCT ?p) AS ?papers) WHERE {
  ?a a kg:Technique . ?p kg:mentions ?a . ?p kg:mentions ?b . ?b a kg:Technique .
  FILTER(STR(?a) < STR(?b))
  ?a skos:prefLabel ?technique1 . ?b skos:prefLabel ?technique2 .
}
GROUP BY ?technique1 ?technique2
ORDER BY DESC(?papers) ?technique1 ?technique2
LIMIT 50
"""


def test_technique_cooccurrence_counts_equal_the_join_over_mentions(answers, seed_graph):
    """The build-time kg:TechniquePair counts give what joining every paper's technique mentions gives."""
    by_join = queries.run_query(queries.parse_query(COOCCURRENCE_BY_JOIN, "by-join"), seed_graph, {})
    assert len(by_join.rows) == 50 and int(by_join.rows[0][2]) >= 2
    for engine in ("rdflib", "built"):
        assert answers["technique-cooccurrence"][engine].rows == by_join.rows, engine


def test_technique_pair_state_adds_and_subtracts():
    """Two batches merged give the one-builder pairs; subtracting a batch gives the other's pairs again."""
    from kg.graph import GraphBuilder
    from kg.namespace import KG

    pairs = list(seed_pairs())

    def pair_triples(builder):
        return sorted(t for t in builder.finish() if "/cooccurrence/" in str(t[0]))

    whole, first, second = GraphBuilder(), GraphBuilder(), GraphBuilder()
    for paper, ex in pairs:
        whole.add(paper, ex)
    for paper, ex in pairs[:1]:
        first.add(paper, ex)
    for paper, ex in pairs[1:]:
        second.add(paper, ex)
    merged = GraphBuilder()
    merged.merge(first.state())
    merged.merge(second.state())
    assert pair_triples(merged) == pair_triples(whole)
    assert any(p == KG.pairPaperCount for _, p, _ in pair_triples(whole))
    merged.merge(first.state(), sign=-1)
    assert pair_triples(merged) == pair_triples(second)


@pytest.mark.parametrize("engine", ["rdflib", "oxigraph"])
def test_result_terms_are_each_terms_w3c_json(small, engine):
    """run_query converts repeated terms once (memoised); every cell is still its own term's JSON."""
    source = small if engine == "rdflib" else _store(small)
    q = queries.parse_query(
        "PREFIX kg: <https://w3id.org/mlsys-kg/ontology#>\n"
        "SELECT ?s ?p ?o ?u WHERE { ?s ?p ?o OPTIONAL { ?s kg:unit ?u } } ORDER BY ?s ?p ?o", "all")
    r = queries.run_query(q, source, {})
    names, raw = queries._select(source, q.text, {})
    assert len(r.rows) == len(raw) == len(small) and len({row[0] for row in r.rows}) < len(r.rows)
    assert r.terms == [tuple(queries._term_json(t) for t in row) for row in raw]
    kinds = {(t or {}).get("type") for row in r.terms for t in row}
    assert {"uri", "literal", None} <= kinds
    assert any("xml:lang" in t for row in r.terms for t in row if t)
    assert any(t.get("datatype", "").endswith("#decimal") for row in r.terms for t in row if t)
