"""The HTML view's content, read back from the page's own data (no browser needed).

tests/test_browser.py opens the same pages in Chromium.
"""
from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
import rdflib

from kg.namespace import ENTITY, PAPER
from kg.viz import ViewError, write_view


def page_data(path: Path) -> dict:
    html = Path(path).read_text(encoding="utf-8")
    m = re.search(r'<script id="kg-data" type="application/json">(.*?)</script>', html, re.S)
    assert m, "the page carries its data as JSON"
    return json.loads(m.group(1))


@pytest.fixture
def small(data_dir):
    return rdflib.Graph().parse(data_dir / "viz_small.ttl")


@pytest.fixture
def small_dir(tmp_path, data_dir):
    out = tmp_path / "out"
    out.mkdir()
    shutil.copy(data_dir / "viz_small.ttl", out / "kg.ttl")
    return out


def nodes_by_id(data):
    return {n["id"]: n for n in data["nodes"]}


def test_page_loads_nothing_from_the_network_and_writes_no_lib(small, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "view" / "graph.html"
    write_view(small, out)
    html = out.read_text(encoding="utf-8")
    assert re.search(r"<script[^>]*\bsrc=", html, re.I) is None
    assert re.search(r"<link\b", html, re.I) is None
    assert re.search(r"@import|url\(\s*['\"]?(https?:)?//", html, re.I) is None
    assert re.search(r"//[a-z.]*cdn", html, re.I) is None
    assert "vis.Network" in html  # vis-network itself is inlined
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["graph.html", "view"]
    assert oct(out.stat().st_mode & 0o777) == "0o644"


def test_every_paper_and_linked_entity_is_a_node_with_its_type_style(small, tmp_path):
    write_view(small, tmp_path / "g.html")
    data = page_data(tmp_path / "g.html")
    nodes = nodes_by_id(data)
    papers = {str(p) for p in small.subjects(rdflib.RDF.type, rdflib.URIRef(str(PAPER)[:-6] + "ontology#Paper"))}
    assert len(papers) == 4 and papers <= set(nodes)
    assert len(nodes) == 14
    assert str(ENTITY["tpu-v4"]) not in nodes  # a concept no paper mentions
    shapes = {(n["kgType"], n["shape"]) for n in nodes.values()}
    assert len({s for _, s in shapes}) == 7 == len({t for t, _ in shapes})
    colours = {data["types"][t]["color"] for t in data["typeOrder"]}
    assert len(colours) == 7
    assert data["typeOrder"][0] == "Paper"
    assert data["types"]["Hardware"]["count"] == 2


def test_tooltip_holds_label_type_aliases_papers_and_evidence(small, tmp_path):
    write_view(small, tmp_path / "g.html")
    n = nodes_by_id(page_data(tmp_path / "g.html"))[str(ENTITY["zero-offload"])]
    assert n["kgLabel"] == "ZeRO-Offload" and n["kgType"] == "System"
    tip = dict(n["kgTip"])
    assert tip["aliases"] == "ZeRO Offload"
    assert tip["papers"] == "1: ZeRO-Offload: Democratizing Billion-Scale Model Training"
    assert tip["evidence"] == "We present ZeRO-Offload, which offloads data and compute to the CPU."


def test_edges_are_labelled_by_relation_one_per_paper_and_entity(small, tmp_path):
    write_view(small, tmp_path / "g.html")
    data = page_data(tmp_path / "g.html")
    p1, zero = str(PAPER["p1"]), str(ENTITY["zero-offload"])
    between = [e["label"] for e in data["edges"] if (e["from"], e["to"]) == (p1, zero)]
    assert between == ["proposes"]  # also mentioned: the most specific relation is drawn
    labels = {e["label"] for e in data["edges"]}
    assert labels == {"proposes", "mentions", "compared with", "uses", "runs on", "evaluated on", "cites"}
    uses = next(e for e in data["edges"] if e["from"] == zero and e["label"] == "uses")
    assert dict(uses["kgTip"])["evidence"].startswith("We present ZeRO-Offload")


def test_node_size_grows_with_the_number_of_papers(small, tmp_path):
    write_view(small, tmp_path / "g.html")
    nodes = nodes_by_id(page_data(tmp_path / "g.html"))
    size = lambda k: nodes[str(ENTITY[k])]["size"]  # noqa: E731
    assert size("pytorch") > size("gpt-2") > size("flashattention")


def test_markup_from_the_graph_never_reaches_the_page_as_markup(small, tmp_path):
    write_view(small, tmp_path / "g.html")
    html = (tmp_path / "g.html").read_text(encoding="utf-8")
    assert "<script>alert" not in html and "<img src=x" not in html and "<b>markup" not in html
    data = page_data(tmp_path / "g.html")
    tip = dict(nodes_by_id(data)[str(PAPER["p3"])]["kgTip"])
    assert "<script>alert(1)</script>" in tip["abstract"]  # kept as text, put in the DOM as text
    assert "textContent" in html and ".innerHTML" not in html.split("<script id=\"kg-data\"")[1]


def test_same_graph_gives_the_same_bytes(small, data_dir, tmp_path):
    write_view(small, tmp_path / "a.html")
    write_view(rdflib.Graph().parse(data_dir / "viz_small.ttl"), tmp_path / "b.html")
    assert (tmp_path / "a.html").read_bytes() == (tmp_path / "b.html").read_bytes()


def test_focus_keeps_the_entity_and_its_neighbours_within_hops(small, tmp_path):
    rep = write_view(small, tmp_path / "f.html", focus="zero offload", hops=1)  # an alias, any case
    ids = set(nodes_by_id(page_data(tmp_path / "f.html")))
    assert ids == {str(ENTITY[k]) for k in ("zero-offload", "cpu-offloading", "v100")} | {str(PAPER["p1"])}
    assert "around ZeRO-Offload: 4 nodes" in str(rep)
    write_view(small, tmp_path / "f0.html", focus="ZERO-OFFLOAD", hops=0)
    assert set(nodes_by_id(page_data(tmp_path / "f0.html"))) == {str(ENTITY["zero-offload"])}
    write_view(small, tmp_path / "f2.html", focus="zero-offload", hops=2)  # the key
    ids2 = set(nodes_by_id(page_data(tmp_path / "f2.html")))
    assert ids < ids2 and str(PAPER["p3"]) in ids2 and str(ENTITY["a100"]) not in ids2


def test_unknown_focus_names_close_matches(small, tmp_path):
    with pytest.raises(ViewError, match=r"unknown entity 'zero-ofload'; close matches: ZeRO-Offload"):
        write_view(small, tmp_path / "x.html", focus="zero-ofload")
    assert not (tmp_path / "x.html").exists()


def test_types_and_min_papers_filter_entities_and_keep_their_papers(small, tmp_path):
    write_view(small, tmp_path / "t.html", types=["Hardware"])
    data = page_data(tmp_path / "t.html")
    kinds = sorted(n["kgType"] for n in data["nodes"])
    assert kinds == ["Hardware", "Hardware", "Paper", "Paper", "Paper"]
    write_view(small, tmp_path / "m.html", min_papers=2)
    labels = sorted(n["kgLabel"] for n in page_data(tmp_path / "m.html")["nodes"] if n["kgType"] != "Paper")
    assert labels == ["GPT-2", "PyTorch", "V100"]
    with pytest.raises(ViewError, match="unknown type 'Gadget'"):
        write_view(small, tmp_path / "u.html", types=["Gadget"])


def test_node_budget_keeps_the_best_connected_and_says_how_many_were_left_out(small, tmp_path):
    rep = write_view(small, tmp_path / "b.html", max_nodes=3)
    data = page_data(tmp_path / "b.html")
    assert (rep.nodes, rep.left_out, rep.total) == (3, 11, 14)
    assert data["meta"]["leftOut"] == 11 and data["meta"]["total"] == 14
    # links in the full view: p1 8, p2 6, FlashAttention 5, then PyTorch and p3 4 each
    assert set(nodes_by_id(data)) == {str(PAPER["p1"]), str(PAPER["p2"]), str(ENTITY["flashattention"])}
    assert "11 left out (of 14)" in str(rep) and "\n" not in str(rep)


def test_folder_ttl_file_and_oxigraph_store_give_the_same_view(small, small_dir, tmp_path):
    import pyoxigraph as ox

    write_view(small, tmp_path / "a.html")
    write_view(small_dir, tmp_path / "b.html")
    write_view(small_dir / "kg.ttl", tmp_path / "c.html")
    store = ox.Store()
    store.load(path=str(small_dir / "kg.ttl"), format=ox.RdfFormat.TURTLE)
    write_view(store, tmp_path / "d.html")
    pages = [(tmp_path / f"{x}.html").read_bytes() for x in "abcd"]
    assert pages[0] == pages[1] == pages[2] == pages[3]


def test_cli_viz_writes_the_page_and_reports_errors_in_one_line(runner, small_dir, tmp_path):
    from kg.cli import cli

    res = runner.invoke(cli, ["viz", "-g", str(small_dir)])
    assert res.exit_code == 0, res.output
    assert res.output.strip() == f"view: 14 nodes, 22 edges, 0 left out (of 14) -> {small_dir / 'graph.html'}"
    assert (small_dir / "graph.html").is_file()
    res = runner.invoke(cli, ["viz", "-g", str(small_dir), "--focus", "FlashAtention", "-o", str(tmp_path / "f.html")])
    assert res.exit_code == 1
    assert "Error: unknown entity 'FlashAtention'; close matches: FlashAttention" in (res.output + getattr(res, "stderr", ""))
    res = runner.invoke(cli, ["viz", "-g", str(small_dir), "--types", "System,Hardware", "--max-nodes", "4",
                              "-o", str(tmp_path / "t.html")])
    assert res.exit_code == 0 and "4 nodes" in res.output and "left out" in res.output
    assert not os.path.exists(tmp_path / "lib")


def test_empty_graph_gives_an_empty_page_not_an_error(tmp_path):
    rep = write_view(rdflib.Graph(), tmp_path / "e.html")
    assert (rep.nodes, rep.edges, rep.left_out) == (0, 0, 0)
    assert page_data(tmp_path / "e.html")["nodes"] == []


def test_same_bytes_across_processes_with_different_hash_seeds(data_dir, tmp_path):
    import subprocess
    import sys

    code = ("import sys, rdflib; from kg.viz import write_view; g = rdflib.Graph().parse(sys.argv[1]); "
            "write_view(g, sys.argv[2] + '.full.html'); write_view(g, sys.argv[2] + '.focus.html', focus='GPT-2', hops=2)")
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run([sys.executable, "-c", code, str(data_dir / "viz_small.ttl"), str(tmp_path / seed)],
                       check=True, env=env)
    for kind in ("full", "focus"):
        assert (tmp_path / f"1.{kind}.html").read_bytes() == (tmp_path / f"2.{kind}.html").read_bytes()


def test_only_the_pages_own_scripts_may_run(small, tmp_path):
    import base64
    import hashlib

    write_view(small, tmp_path / "g.html")
    html = (tmp_path / "g.html").read_text(encoding="utf-8")
    csp = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', html).group(1)
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
    assert directives["default-src"] == "'none'"
    assert "unsafe" not in directives["script-src"]  # no inline handlers, no eval
    allowed = set(re.findall(r"'sha256-([^']+)'", csp))
    scripts = re.findall(r"<script>(.*?)</script>", html, re.S)
    assert len(scripts) == 2
    assert {base64.b64encode(hashlib.sha256(x.encode()).digest()).decode() for x in scripts} == allowed


def test_cli_viz_unknown_focus_lists_each_close_match_once(runner, data_dir, tmp_path):
    from kg.cli import cli

    res = runner.invoke(cli, ["viz", "-g", str(data_dir / "viz_small.ttl"), "--focus", "zero-off", "-o", str(tmp_path / "f.html")])
    assert res.exit_code == 1
    text = res.output + getattr(res, "stderr", "")
    line = next(x for x in text.splitlines() if x.startswith("Error: unknown entity 'zero-off'; close matches: "))
    matches = line.split("close matches: ", 1)[1].split(", ")
    assert "ZeRO-Offload" in matches
    assert len(matches) == len(set(matches)), line
    assert not (tmp_path / "f.html").exists()


def test_filters_that_leave_nothing_are_an_error_not_an_empty_page(runner, seed_build, tmp_path):
    from kg.cli import cli

    page = tmp_path / "none.html"
    res = runner.invoke(cli, ["viz", "-g", str(seed_build), "--min-papers", "100", "-o", str(page)])
    assert res.exit_code == 1
    assert "Error: nothing to show: no node passes --min-papers 100 (the most papers an entity has here:" in (
        res.output + getattr(res, "stderr", ""))
    assert not page.exists()
