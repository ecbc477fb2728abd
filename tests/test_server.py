"""`kg serve` (Oxigraph's read-only SPARQL server over the built store) and Graph Store pushes."""
from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request

import pytest
from rdflib import Literal
from rdflib.namespace import DCTERMS, RDF

from kg import server as kserver
from kg import store as kstore
from kg.namespace import KG, PAPER

COUNT_PAPERS = "PREFIX kg: <https://w3id.org/mlsys-kg/ontology#> SELECT (COUNT(?p) AS ?n) WHERE { ?p a kg:Paper }"
JSON = "application/sparql-results+json"


@pytest.fixture(scope="module")
def built(tmp_path_factory, shared_dir):
    """An output folder whose store holds 30 real arXiv records (type, title, abstract)."""
    out = tmp_path_factory.mktemp("out")
    triples = []
    with open(shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl", encoding="utf-8") as f:
        for line in list(f)[:30]:
            rec = json.loads(line)
            p = PAPER["arxiv-" + rec["id"].replace("/", "-")]
            triples += [(p, RDF.type, KG.Paper), (p, DCTERMS.title, Literal(rec["title"])),
                        (p, DCTERMS.abstract, Literal(rec["abstract"]))]
    with kstore.StoreBuilder(out) as b:
        b.add(triples)
        b.commit()
    kstore.write_turtle(kstore.open_store(out), out / "kg.ttl")
    return out


@pytest.fixture(scope="module")
def server(built):
    proc = kserver.start_server(built, port=kserver.free_port())
    yield proc
    proc.terminate()
    proc.wait(timeout=10)


def _get(url, query):
    req = urllib.request.Request(url + "?" + urllib.parse.urlencode({"query": query}), headers={"Accept": JSON})
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.load(r)


def test_serve_answers_a_get_query_with_sparql_json(server):
    res = _get(server.url + "/query", COUNT_PAPERS)
    assert res["head"]["vars"] == ["n"]
    assert res["results"]["bindings"][0]["n"]["value"] == "30"


def test_serve_answers_sparqlwrapper_post(server):
    from SPARQLWrapper import JSON as SW_JSON, POST, SPARQLWrapper

    sw = SPARQLWrapper(server.url + "/query")
    sw.setMethod(POST)
    sw.setReturnFormat(SW_JSON)
    sw.setQuery(
        "PREFIX dcterms: <http://purl.org/dc/terms/> SELECT ?t WHERE { ?p dcterms:title ?t "
        "FILTER(CONTAINS(?t, \"Cooper pairs\")) }"
    )
    rows = sw.queryAndConvert()["results"]["bindings"]
    assert [r["t"]["value"] for r in rows] == ["Bosonic characters of atomic Cooper pairs across resonance"]


def test_serve_refuses_updates(server):
    for path, ctype, body in [
        ("/update", "application/sparql-update", "INSERT DATA { <http://x.org/a> <http://x.org/b> 1 }"),
        ("/store?default", "text/turtle", "<http://x.org/a> <http://x.org/b> 1 ."),
    ]:
        req = urllib.request.Request(server.url + path, data=body.encode(), method="POST" if "update" in path else "PUT",
                                     headers={"Content-Type": ctype})
        with pytest.raises(urllib.error.HTTPError) as e:
            urllib.request.urlopen(req, timeout=10)
        assert e.value.code == 403
    assert _get(server.url + "/query", COUNT_PAPERS)["results"]["bindings"][0]["n"]["value"] == "30"


def test_serve_binds_localhost_by_default(built):
    cmd = kserver.server_command(built)
    assert cmd[cmd.index("--bind") + 1] == "127.0.0.1:7878"
    assert "serve-read-only" in cmd


def test_serve_without_a_store_is_an_error(tmp_path):
    with pytest.raises(kserver.ServerError, match="no store here"):
        kserver.server_command(tmp_path)


def test_push_graph_puts_the_graph_into_a_graph_store(built, writable_server):
    url = writable_server
    status = kserver.push_graph(built / "kg.ttl", url + "/store")
    assert status in (200, 201, 204)
    assert _get(url + "/query", COUNT_PAPERS)["results"]["bindings"][0]["n"]["value"] == "30"
    kserver.push_graph(built / "kg.ttl", url + "/store")  # PUT replaces: still 30, not 60
    assert _get(url + "/query", COUNT_PAPERS)["results"]["bindings"][0]["n"]["value"] == "30"


def test_push_graph_to_a_read_only_server_names_the_refusal(server, built):
    with pytest.raises(kserver.ServerError, match="refused the graph: HTTP 403"):
        kserver.push_graph(built / "kg.ttl", server.url + "/store")


def test_push_graph_to_nothing_is_a_one_line_error(built):
    with pytest.raises(kserver.ServerError, match="cannot reach the endpoint"):
        kserver.push_graph(built / "kg.ttl", f"http://127.0.0.1:{kserver.free_port()}/store")


def test_graph_store_url_targets_the_default_graph_unless_a_graph_is_named():
    assert kserver.graph_store_url("http://h:7878/store") == "http://h:7878/store?default"
    assert kserver.graph_store_url("http://h/ds/data?graph=http://g") == "http://h/ds/data?graph=http://g"
    with pytest.raises(kserver.ServerError):
        kserver.graph_store_url("ftp://h/store")


def test_cli_serve_without_a_store_fails_with_one_line(runner, tmp_path):
    from kg.cli import cli

    res = runner.invoke(cli, ["serve", "--out", str(tmp_path)])
    assert res.exit_code == 1
    assert "no store here (build one with `kg build`)" in res.output + (res.stderr if hasattr(res, "stderr") else "")


def test_cli_serve_process_answers_queries(built):
    import subprocess
    import sys
    import time

    port = kserver.free_port()
    proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "serve", "--out", str(built), "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        kserver.wait_until_listening("127.0.0.1", port, proc, timeout=30)
        assert _get(f"http://127.0.0.1:{port}/query", COUNT_PAPERS)["results"]["bindings"][0]["n"]["value"] == "30"
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    time.sleep(0.2)
    with pytest.raises(OSError):  # the oxigraph child went away with it
        urllib.request.urlopen(f"http://127.0.0.1:{port}/query?query=ASK%7B%7D", timeout=2)


def test_build_endpoint_pushes_the_built_graph(tmp_path, shared_dir, writable_server):
    from kg.build import build

    src = tmp_path / "papers.jsonl"
    with open(shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl", encoding="utf-8") as f:
        src.write_text("".join(list(f)[:5]), encoding="utf-8")
    url = writable_server
    report = build([src], tmp_path / "out", viz=False, endpoint=url + "/store")
    assert f"pushed {report.triples} triples to {url}/store" in report.summary()
    res = _get(url + "/query", "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")
    assert int(res["results"]["bindings"][0]["n"]["value"]) == report.triples
    assert _get(url + "/query", COUNT_PAPERS)["results"]["bindings"][0]["n"]["value"] == "5"
