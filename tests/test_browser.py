"""The HTML view in a real browser: Debian's Chromium driven by playwright, network cut off.

Each page is opened from file:// in an offline context where every http(s)
request is also routed to a handler that records and aborts it; a test fails
on any such request, console error, page error or dialog (alert).
"""
from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest
import rdflib
from rdflib import Literal
from rdflib.namespace import DCTERMS, RDF, RDFS, SKOS, XSD

from kg.model import ENTITY_TYPES, slugify
from kg.namespace import ENTITY, KG, PAPER
from kg.viz import write_view

pytestmark = pytest.mark.browser

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
REPO = Path(__file__).resolve().parent.parent
SHOTS = REPO / "output"




@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        if os.environ.get("KG_REQUIRE_BROWSER"):
            pytest.fail("KG_REQUIRE_BROWSER is set but /usr/bin/chromium is missing")
        pytest.skip("/usr/bin/chromium is absent (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


class Page:
    """An offline page that records console errors, page errors, dialogs and network attempts."""

    def __init__(self, browser, path: Path, width=1400, height=900):
        self.ctx = browser.new_context(viewport={"width": width, "height": height}, offline=True)
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.dialogs: list[str] = []

        def block(route):
            self.requests.append(route.request.url)
            route.abort()

        self.ctx.route("http://**/*", block)
        self.ctx.route("https://**/*", block)
        self.page = self.ctx.new_page()
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))
        self.page.on("request", lambda r: r.url.startswith(("http:", "https:")) and self.requests.append(r.url))
        t0 = time.perf_counter()
        self.page.goto(path.resolve().as_uri())
        # the page's Content-Security-Policy forbids eval, so wait on the DOM, not with a JS predicate
        self.page.wait_for_selector("body[data-ready='1']", state="attached", timeout=60_000)
        self.seconds = time.perf_counter() - t0

    def eval(self, js):
        return self.page.evaluate(js)

    def shot(self, name: str):
        SHOTS.mkdir(exist_ok=True)
        self.page.screenshot(path=str(SHOTS / name))

    def hover_node(self, node_id: str) -> str:
        """Move the mouse over a node; return the text of the tooltip vis-network shows."""
        pos = self.page.evaluate(
            "id => kgView.network.canvasToDOM(kgView.network.getPositions([id])[id])", node_id)
        box = self.page.locator("#graph").bounding_box()
        self.page.mouse.move(box["x"] + pos["x"], box["y"] + pos["y"])
        for _ in range(50):
            text = self.page.evaluate(
                "(() => { const t = document.querySelector('div.vis-tooltip');"
                " return t && getComputedStyle(t).visibility === 'visible' ? t.textContent : '' })()")
            if text:
                return text
            self.page.wait_for_timeout(100)
        raise AssertionError(f"no tooltip over {node_id}")

    def check_clean(self):
        assert self.requests == [], f"the page tried the network: {self.requests[:5]}"
        assert self.errors == [], f"console errors: {self.errors[:5]}"
        assert self.dialogs == [], f"a dialog fired: {self.dialogs}"

    def close(self):
        self.ctx.close()


def graph_node_count(graph: rdflib.Graph) -> int:
    """Papers plus the entities (six classes) that a paper or another entity links to."""
    papers = set(graph.subjects(RDF.type, KG.Paper))
    typed = {e for t in ENTITY_TYPES for e in graph.subjects(RDF.type, KG[t])}
    linked = set()
    for p in (KG.mentions, KG.proposes, KG.comparedWith):
        linked |= {o for s, o in graph.subject_objects(p) if s in papers}
    for p in (KG.uses, KG.evaluatedOn, KG.runsOn, KG.comparedWith):
        for s, o in graph.subject_objects(p):
            if s in typed and o in typed and s != o:
                linked |= {s, o}
    return len(papers) + len(typed & linked - papers)


def test_small_graph_view_offline_with_legend_and_filter(browser, tmp_path, data_dir):
    g = rdflib.Graph().parse(data_dir / "viz_small.ttl")
    out = tmp_path / "graph.html"
    write_view(g, out)
    page = Page(browser, out)
    try:
        page.check_clean()
        assert page.eval("kgView.data.nodes.length") == graph_node_count(g) == 14
        assert page.eval("kgView.visibleNodeCount()") == 14
        legend = page.eval("[...document.querySelectorAll('#legend label')].map(l => l.textContent)")
        assert legend[0].startswith("Paper") and len(legend) == 7
        assert page.eval("document.getElementById('legend').textContent").count("runs on") == 1
        page.page.click("#legend label[data-type='Paper'] input")
        assert page.eval("kgView.visibleNodeCount()") == 10
        assert page.eval("kgView.network.body.nodeIndices.length") == 10
        page.page.fill("#search", "nvidia v100")  # an alias
        assert page.eval("kgView.network.getSelectedNodes()") == [str(ENTITY["v100"])]
        assert page.page.text_content("#hits") == "1 match"
        page.shot("viz_test_small.png")
        page.check_clean()
    finally:
        page.close()


def test_script_in_abstract_and_evidence_shows_as_text(browser, tmp_path, data_dir):
    g = rdflib.Graph().parse(data_dir / "viz_small.ttl")
    out = tmp_path / "graph.html"
    write_view(g, out)
    page = Page(browser, out)
    try:
        text = page.hover_node(str(PAPER["p3"]))
        assert "<script>alert(1)</script><img src=x onerror=alert(2)>" in text
        assert "Escaping <b>markup</b> & friends" in text
        assert page.eval("document.querySelectorAll('div.vis-tooltip script, div.vis-tooltip img, div.vis-tooltip b').length") == 0
        page.shot("viz_test_tooltip.png")
        text = page.hover_node(str(ENTITY["gpt-2"]))
        assert "GPT-2 <script>alert(3)</script> runs on V100." in text
        page.page.wait_for_timeout(300)
        page.check_clean()  # no dialog fired, nothing fetched
    finally:
        page.close()


@pytest.fixture(scope="module")
def seed_out(tmp_path_factory):
    """An output folder built from the bundled seeds by the whole pipeline (kg.ttl, graph.html)."""
    from kg.build import build

    out = tmp_path_factory.mktemp("seed")
    build(None, out)
    return out


def test_seed_graph_view_has_every_paper_and_entity(browser, seed_out):
    out = seed_out
    g = rdflib.Graph().parse(out / "kg.ttl")
    n = graph_node_count(g)
    page = Page(browser, out / "graph.html")
    try:
        page.check_clean()
        assert page.eval("kgView.data.nodes.length") == n
        counts = page.eval("Object.fromEntries(kgView.data.typeOrder.map(t => [t, kgView.data.types[t].count]))")
        assert counts["Paper"] == 43
        page.page.click("#legend label[data-type='Paper'] input")
        assert page.eval("kgView.visibleNodeCount()") == n - 43
        page.page.click("#legend label[data-type='Paper'] input")
        page.shot("viz_test.png")
        page.check_clean()
    finally:
        page.close()


def test_focus_view_holds_the_entity_its_papers_and_neighbours(browser, seed_out, tmp_path):
    out = seed_out
    from click.testing import CliRunner

    from kg.cli import cli

    target = tmp_path / "focus.html"
    res = CliRunner().invoke(cli, ["viz", "-g", str(out), "--focus", "ZeRO-Offload", "--hops", "1", "-o", str(target)])
    assert res.exit_code == 0, res.output
    g = rdflib.Graph().parse(out / "kg.ttl")
    zero = ENTITY["zero-offload"]
    neighbours = {str(zero)}
    for p, o in g.predicate_objects(zero):
        if p in (KG.uses, KG.evaluatedOn, KG.runsOn, KG.comparedWith):
            neighbours.add(str(o))
    for s, p in g.subject_predicates(zero):
        if p in (KG.mentions, KG.proposes, KG.comparedWith, KG.uses, KG.evaluatedOn, KG.runsOn):
            neighbours.add(str(s))
    page = Page(browser, target)
    try:
        page.check_clean()
        ids = set(page.eval("kgView.data.nodes.map(n => n.id)"))
        assert ids == neighbours
        assert any(page.eval(f"kgView.nodes.get('{i}').kgType") == "Paper" for i in ids)
        page.shot("viz_test_focus.png")
    finally:
        page.close()


def synthetic_graph(n_papers=5000, n_entities=3000, seed=5000) -> rdflib.Graph:
    """A deterministic graph of many papers and entities in the core terms."""
    r = random.Random(seed)
    g = rdflib.Graph()
    ents = []
    for i in range(n_entities):
        typ = ENTITY_TYPES[i % 6] if i >= 600 else "System"
        label = f"{typ} {i:04d}"
        e = ENTITY[slugify(label)]
        ents.append((e, typ))
        g.add((e, RDF.type, KG[typ]))
        g.add((e, SKOS.prefLabel, Literal(label, lang="en")))
        if i % 5 == 0:
            g.add((e, SKOS.altLabel, Literal(f"alias {i}", lang="en")))
    systems = [i for i, (_, t) in enumerate(ents) if t == "System"]
    weights = [1.0 / (i + 1) ** 0.8 for i in range(n_entities)]
    count = [0] * n_entities
    papers = []
    for k in range(n_papers):
        p = PAPER[f"syn-{k:05d}"]
        papers.append(p)
        g.add((p, RDF.type, KG.Paper))
        g.add((p, RDFS.label, Literal(f"Synthetic paper {k} on scaling things")))
        g.add((p, DCTERMS.issued, Literal(str(2015 + k % 10), datatype=XSD.gYear)))
        g.add((p, DCTERMS.abstract, Literal(f"Abstract {k}: we study <systems> & training at scale.")))
        chosen = set(r.choices(range(n_entities), weights=weights, k=r.randint(3, 8)))
        for j in sorted(chosen):
            g.add((p, KG.mentions, ents[j][0]))
            count[j] += 1
        if k % 2 == 0:  # proposes a system
            j = systems[(k // 2) % len(systems)]
            g.add((p, KG.proposes, ents[j][0]))
            g.add((p, KG.mentions, ents[j][0]))
            count[j] += 1
        for _ in range(r.randint(0, 2) if k else 0):
            g.add((p, KG.cites, papers[r.randrange(k)]))
    for i in range(0, n_entities, 3):
        a, b = ents[i][0], ents[r.randrange(n_entities)][0]
        if a != b:
            g.add((a, r.choice([KG.uses, KG.evaluatedOn, KG.runsOn, KG.comparedWith]), b))
    for (e, _), c in zip(ents, count):
        g.add((e, KG.paperCount, Literal(c)))
    return g


@pytest.mark.slow
def test_page_of_5000_papers_opens_and_settles_quickly(browser, tmp_path):
    g = synthetic_graph()
    total = graph_node_count(g)
    out = tmp_path / "big.html"
    t0 = time.perf_counter()
    report = write_view(g, out, max_nodes=total)  # every node, no budget
    written = time.perf_counter() - t0
    assert report.nodes == total and report.left_out == 0
    page = Page(browser, out)
    try:
        page.check_clean()
        assert page.seconds < 30, f"took {page.seconds:.1f} s to open and settle"
        assert page.eval("kgView.data.nodes.length") == total
        assert page.eval("kgView.network.physics.options.enabled") is False
        page.shot("viz_test_big.png")
        print(f"5000 papers, {total} nodes, {report.edges} edges: written in {written:.1f} s, "
              f"opened in {page.seconds:.1f} s")
    finally:
        page.close()
    # the default budget keeps the best-connected nodes and says how many were left out
    out2 = tmp_path / "budget.html"
    report = write_view(g, out2)
    assert report.nodes == 2000 and report.left_out == total - 2000
    page = Page(browser, out2)
    try:
        page.check_clean()
        assert f"{total - 2000} of {total} nodes left out" in page.page.text_content("#summary")
        assert page.seconds < 30
    finally:
        page.close()
