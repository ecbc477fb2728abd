"""kg stats: counts on both engines, and the CLI."""
import json

import pyoxigraph as ox
import pytest
from rdflib.namespace import SKOS

from handmade import seed_pairs
from kg.cli import cli
from kg.errors import GraphError
from kg.graph import build_graph
from kg.model import ENTITY_TYPES
from kg.relations import derive
from kg.stats import format_stats, graph_stats


@pytest.fixture(scope="module")
def small():
    return build_graph(seed_pairs())


def test_counts_of_a_hand_made_graph(small):
    s = graph_stats(small)
    assert s["papers"] == 3 and s["papers_with_title"] == 2
    pairs = seed_pairs()
    keys = {}
    for _, ex in pairs:
        for e in ex.entities:
            keys.setdefault(e.key, e.type)
    assert sum(s["entities"].values()) == len(keys)
    assert s["entities"]["Hardware"] == sum(1 for t in keys.values() if t == "Hardware")
    assert s["results"] == sum(len(ex.results) for _, ex in pairs)
    assert s["assertions"] == sum(len(derive(ex)) for _, ex in pairs)
    assert s["relations"]["runsOn"] >= 4
    assert s["code_links"] == 1
    # a sentence is in the graph when some mention, result or assertion points at it
    assert 0 < s["sentences"] < sum(len(ex.sentences) for _, ex in pairs)
    assert s["broader"] == len(set(small.triples((None, SKOS.broader, None)))) >= 2  # LKD, post-training q.
    assert s["triples"] == len(small)
    assert s["top"]["Hardware"][0] == {"label": "GPU", "papers": 2}


def test_same_stats_from_rdflib_and_oxigraph(small):
    store = ox.Store()
    store.load(small.serialize(format="nt").encode(), format=ox.RdfFormat.N_TRIPLES)
    assert graph_stats(small) == graph_stats(store)


def test_seed_graph_stats(seed_build):
    s = graph_stats(seed_build)
    assert s["papers"] == 43 and s["papers_with_title"] == 18
    assert set(s["entities"]) == set(ENTITY_TYPES)
    assert all(len(s["top"][t]) <= 5 for t in ENTITY_TYPES)
    counts = [e["papers"] for e in s["top"]["Hardware"]]
    assert counts == sorted(counts, reverse=True) and counts[0] >= 2


def test_format_table_and_json(small):
    s = graph_stats(small)
    table = format_stats(s, "table")
    assert table.splitlines()[2].split() == ["papers", "3"]
    assert "  Hardware" in table and "GPU" in table
    assert any(line.split()[:3] == ["broader", "links", str(s["broader"])] for line in table.splitlines())
    assert any(line.split()[:3] == ["evidence", "sentences", str(s["sentences"])] for line in table.splitlines())
    assert json.loads(format_stats(s, "json")) == s


def test_missing_graph_is_an_error(tmp_path):
    with pytest.raises(GraphError, match="run `kg build` first"):
        graph_stats(tmp_path / "none")


def test_cli_stats(runner, seed_build, tmp_path):
    res = runner.invoke(cli, ["stats", "-g", str(seed_build), "-f", "json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["papers"] == 43
    res = runner.invoke(cli, ["stats", "-g", str(seed_build)])
    assert res.exit_code == 0 and "papers" in res.output
    res = runner.invoke(cli, ["stats", "-g", str(tmp_path / "none")])
    assert res.exit_code == 1 and "run `kg build` first" in (res.output + res.stderr)
