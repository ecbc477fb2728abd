"""The interactive HTML view of the graph (pyvis + vis-network, fully offline).

The graph is read with a few SPARQL SELECTs (`kg.engine.select`), so the same
code serves an rdflib Graph and an Oxigraph store. The nodes and edges are
collected in a pyvis `Network`; the page is written from our own template with
pyvis's bundled vis-network inlined, because pyvis's template links Bootstrap
from a CDN and renders some fields as raw HTML. Positions are computed here
(seeded, deterministic) and physics is off, so even large graphs open at once.

Every text from the graph reaches the page as JSON data (with `<`, `>` and `&`
escaped) and is put into the DOM with `textContent` by the page's own script:
an abstract holding `<script>` shows as text and runs nothing. As a second
barrier the page's Content-Security-Policy lets only its two scripts run (by
hash) and fetch nothing at all.
"""
from __future__ import annotations

import base64
import difflib
import hashlib
import json
import math
import re
from collections import defaultdict, deque
from dataclasses import dataclass, field
from pathlib import Path

from .atomic import atomic_path
from .engine import select
from .errors import KGError
from .model import ENTITY_TYPES
from .namespace import KG

PREFIXES = f"""PREFIX kg: <{KG}>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX dcterms: <http://purl.org/dc/terms/>
"""
TYPE_VALUES = " ".join(f"kg:{t}" for t in ENTITY_TYPES)

Q_PAPERS = PREFIXES + """
SELECT ?p ?label ?title ?abstract ?issued WHERE {
  ?p a kg:Paper .
  OPTIONAL { ?p rdfs:label ?label }
  OPTIONAL { ?p dcterms:title ?title }
  OPTIONAL { ?p dcterms:abstract ?abstract }
  OPTIONAL { ?p dcterms:issued ?issued }
}"""
Q_ENTITIES = PREFIXES + f"""
SELECT ?e ?type ?label ?count WHERE {{
  VALUES ?type {{ {TYPE_VALUES} }}
  ?e a ?type .
  OPTIONAL {{ ?e skos:prefLabel ?label }}
  OPTIONAL {{ ?e kg:paperCount ?count }}
}}"""
Q_ALIASES = PREFIXES + f"""
SELECT ?e ?alias WHERE {{
  VALUES ?type {{ {TYPE_VALUES} }}
  ?e a ?type ; skos:altLabel ?alias .
}}"""
Q_PAPER_LINKS = PREFIXES + """
SELECT ?p ?rel ?e WHERE {
  VALUES ?rel { kg:mentions kg:proposes kg:comparedWith }
  ?p a kg:Paper ; ?rel ?e .
}"""
Q_ENTITY_LINKS = PREFIXES + """
SELECT ?a ?rel ?b WHERE {
  VALUES ?rel { kg:uses kg:evaluatedOn kg:runsOn kg:comparedWith }
  ?a ?rel ?b .
  FILTER NOT EXISTS { ?a a kg:Paper }
}"""
Q_CITES = PREFIXES + """
SELECT ?p ?q WHERE { ?p kg:cites ?q . }"""
Q_MENTION_EVIDENCE = PREFIXES + """
SELECT ?e ?s ?text WHERE {
  ?m kg:mentionOf ?e ; kg:inSentence ?s .
  ?s kg:text ?text .
}"""
# An Assertion names its statement with rdf:subject/predicate/object (RDF
# reification terms) and points at its evidence Sentence.
Q_ASSERTION_EVIDENCE = PREFIXES + """
SELECT ?a ?rel ?b ?s ?text WHERE {
  ?x a kg:Assertion ; rdf:subject ?a ; rdf:predicate ?rel ; rdf:object ?b ; kg:evidence ?s .
  ?s kg:text ?text .
}"""

PAPER = "Paper"
# Okabe-Ito colours (told apart with the common colour-vision deficiencies) and a
# shape per type, so type is never told by colour alone.
TYPE_STYLE = {
    PAPER: ("#6b7280", "square"),
    "System": ("#D55E00", "dot"),
    "Technique": ("#0072B2", "diamond"),
    "Model": ("#009E73", "triangle"),
    "Dataset": ("#E69F00", "hexagon"),
    "Metric": ("#CC79A7", "triangleDown"),
    "Hardware": ("#56B4E9", "star"),
}
RELATIONS = {  # local name -> (label shown on the edge, colour)
    "proposes": ("proposes", "#b45309"),
    "comparedWith": ("compared with", "#9333ea"),
    "mentions": ("mentions", "#9ca3af"),
    "uses": ("uses", "#2563eb"),
    "evaluatedOn": ("evaluated on", "#059669"),
    "runsOn": ("runs on", "#0891b2"),
    "cites": ("cites", "#4b5563"),
}
PAPER_RELATION_RANK = ("proposes", "comparedWith", "mentions")  # one edge per paper-entity pair
MAX_TIP_PAPERS = 6
ABSTRACT_CHARS = 320


class ViewError(KGError):
    """The view cannot be made as asked (unknown focus entity or type)."""


@dataclass
class Node:
    id: str  # IRI
    type: str  # "Paper" or one of ENTITY_TYPES
    label: str
    aliases: list[str] = field(default_factory=list)
    papers: set[str] = field(default_factory=set)  # paper IRIs (entities)
    paper_count: int | None = None  # kg:paperCount when the graph has it
    evidence: str | None = None
    title: str | None = None  # papers
    abstract: str | None = None
    issued: str | None = None

    @property
    def key(self) -> str:
        return re.split(r"[/#]", self.id)[-1]

    @property
    def n_papers(self) -> int:
        return self.paper_count if self.paper_count is not None else len(self.papers)


@dataclass(frozen=True, order=True)
class Edge:
    source: str
    target: str
    relation: str  # a key of RELATIONS


@dataclass
class ViewReport:
    path: str
    nodes: int
    edges: int
    left_out: int
    total: int
    focus: str | None = None

    def __str__(self) -> str:
        focus = f" around {self.focus}" if self.focus else ""
        return (f"view{focus}: {self.nodes} nodes, {self.edges} edges, "
                f"{self.left_out} left out (of {self.total}) -> {self.path}")


# ---------------------------------------------------------------- reading

def open_graph_source(source):
    """An rdflib Graph or pyoxigraph Store passes through; a folder or .ttl file is opened."""
    import rdflib

    if isinstance(source, rdflib.Graph) or type(source).__module__.startswith("pyoxigraph"):
        return source
    path = Path(source)
    try:
        from .queries import open_source
    except ImportError:  # the queries module is not there yet: read Turtle ourselves
        open_source = None
    if open_source is not None:
        return open_source(path)
    ttl = path / "kg.ttl" if path.is_dir() else path
    if not ttl.is_file():
        raise ViewError(f"{path}: no graph here (build one with `kg build`)")
    g = rdflib.Graph()
    try:
        g.parse(str(ttl), format="turtle")
    except Exception as e:  # rdflib raises many parser errors
        raise ViewError(f"{ttl}: cannot read the graph: {str(e).splitlines()[0]}") from None
    return g


def _fast_engine(graph):
    """A large rdflib Graph copied into an in-memory Oxigraph store: its SPARQL is far faster."""
    import rdflib

    if not isinstance(graph, rdflib.Graph) or len(graph) < 5_000:
        return graph
    try:
        import pyoxigraph as ox
    except ImportError:  # pragma: no cover
        return graph
    store = ox.Store()
    store.bulk_load(graph.serialize(format="nt", encoding="utf-8"), format=ox.RdfFormat.N_TRIPLES)
    return store


def _local(iri: str) -> str:
    return re.split(r"[/#]", iri)[-1]


def _natural(s: str):
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", s)]


def read_graph(source) -> tuple[dict[str, Node], list[Edge]]:
    """All paper and entity nodes and the edges between them, read with SPARQL."""
    nodes: dict[str, Node] = {}
    _, rows = select(source, Q_PAPERS)
    papers: dict[str, dict] = defaultdict(lambda: defaultdict(set))
    for p, label, title, abstract, issued in rows:
        d = papers[p]
        for k, v in (("label", label), ("title", title), ("abstract", abstract), ("issued", issued)):
            if v:
                d[k].add(v)
    for p, d in papers.items():
        first = {k: min(v) for k, v in d.items()}
        label = first.get("label") or first.get("title") or _local(p)
        nodes[p] = Node(p, PAPER, label, title=first.get("title"), abstract=first.get("abstract"),
                        issued=first.get("issued"))

    _, rows = select(source, Q_ENTITIES)
    ent: dict[str, dict] = {}
    for e, typ, label, count in sorted(rows, key=lambda r: tuple(x or "" for x in r)):
        if e in nodes and nodes[e].type == PAPER:
            continue
        d = ent.setdefault(e, {"type": _local(typ), "label": label, "count": None})
        if label and (not d["label"] or label < d["label"]):
            d["label"] = label
        if count is not None:
            try:
                d["count"] = max(d["count"] or 0, int(float(count)))
            except ValueError:
                pass
    for e, d in ent.items():
        nodes[e] = Node(e, d["type"], d["label"] or _local(e), paper_count=d["count"])
    _, rows = select(source, Q_ALIASES)
    for e, alias in sorted(rows):
        n = nodes.get(e)
        if n and alias != n.label and alias not in n.aliases:
            n.aliases.append(alias)

    pair_rel: dict[tuple[str, str], str] = {}
    _, rows = select(source, Q_PAPER_LINKS)
    for p, rel, e in rows:
        rel = _local(rel)
        if p not in nodes or e not in nodes or nodes[e].type == PAPER:
            continue
        nodes[e].papers.add(p)
        old = pair_rel.get((p, e))
        if old is None or PAPER_RELATION_RANK.index(rel) < PAPER_RELATION_RANK.index(old):
            pair_rel[(p, e)] = rel
    edges = {Edge(p, e, rel) for (p, e), rel in pair_rel.items()}
    _, rows = select(source, Q_ENTITY_LINKS)
    for a, rel, b in rows:
        if a in nodes and b in nodes and a != b and nodes[a].type != PAPER and nodes[b].type != PAPER:
            edges.add(Edge(a, b, _local(rel)))
    _, rows = select(source, Q_CITES)
    for p, q in rows:
        if p in nodes and q in nodes and p != q and nodes[p].type == PAPER and nodes[q].type == PAPER:
            edges.add(Edge(p, q, "cites"))

    # evidence: an entity's first mention sentence, preferring a paper that proposes it
    proposes = {(p, e) for (p, e), rel in pair_rel.items() if rel == "proposes"}
    _, rows = select(source, Q_MENTION_EVIDENCE)
    best: dict[str, tuple] = {}
    for e, s, text in rows:
        if e not in nodes or not text:
            continue
        paper = s.rsplit("/", 1)[0]
        rank = (0 if (paper, e) in proposes else 1, _natural(s))
        if e not in best or rank < best[e][0]:
            best[e] = (rank, text)
    for e, (_, text) in best.items():
        nodes[e].evidence = text

    # entities that take part in nothing (e.g. unused vocabulary concepts) are not drawn
    linked = {x for ed in edges for x in (ed.source, ed.target)}
    nodes = {k: n for k, n in nodes.items() if n.type == PAPER or k in linked or n.papers}
    return nodes, sorted(edges)


def read_edge_evidence(source) -> dict[tuple[str, str, str], str]:
    """Evidence sentence per (subject, relation, object), when the graph records Assertions."""
    out: dict[tuple[str, str, str], tuple] = {}
    _, rows = select(source, Q_ASSERTION_EVIDENCE)
    for a, rel, b, s, text in rows:
        if not text:
            continue
        k = (a, _local(rel), b)
        if k not in out or _natural(s) < out[k][0]:
            out[k] = (_natural(s), text)
    return {k: v[1] for k, v in out.items()}


# ---------------------------------------------------------------- choosing

def resolve_focus(nodes: dict[str, Node], focus: str) -> str:
    """The node whose key, label or alias is `focus` (case-insensitive), else a ViewError."""
    want = focus.strip().casefold()
    names: dict[str, set[str]] = defaultdict(set)
    for iri, n in nodes.items():
        for name in (n.key, n.label, *n.aliases):
            names[name.casefold()].add(iri)
    hits = names.get(want, set())
    if hits:
        # an entity wins over a paper of the same name
        return min(hits, key=lambda i: (nodes[i].type == PAPER, i))
    labels = sorted({n.label for n in nodes.values() if n.type != PAPER})
    by_fold = {lab.casefold(): lab for lab in labels}
    close = difflib.get_close_matches(want, list(by_fold), n=5, cutoff=0.6)
    close += [k for k in sorted(by_fold) if want and want in k and k not in close][:5]
    close = list(dict.fromkeys(by_fold[c] for c in close))[:5]
    hint = f"; close matches: {', '.join(close)}" if close else "; no close match (see `kg query` or `kg stats`)"
    raise ViewError(f"unknown entity {focus!r}{hint}")


def parse_types(types) -> set[str] | None:
    if not types:
        return None
    if isinstance(types, str):
        types = types.split(",")
    valid = {t.casefold(): t for t in (PAPER, *ENTITY_TYPES)}
    out = set()
    for t in types:
        t = t.strip()
        if not t:
            continue
        v = valid.get(t.casefold()) or valid.get(t.casefold().rstrip("s"))
        if v is None:
            raise ViewError(f"unknown type {t!r}; choose from {', '.join((PAPER, *ENTITY_TYPES))}")
        out.add(v)
    return out or None


def choose(nodes, edges, *, focus=None, hops=1, types=None, min_papers=0, max_nodes=2000):
    """Apply the filters, the focus and the node budget.

    Returns (kept node ids in order, kept edges, left_out, total, focus id).
    `total` counts the nodes the filters and focus allow; `left_out` those the
    budget dropped (the best-connected nodes are kept).
    """
    want = parse_types(types)
    focus_id = resolve_focus(nodes, focus) if focus else None
    filtering = want is not None or min_papers > 0

    def entity_ok(n: Node) -> bool:
        return (want is None or n.type in want) and n.n_papers >= min_papers

    allowed = {i for i, n in nodes.items() if n.type != PAPER and entity_ok(n)}
    if want is not None and PAPER in want:
        allowed |= {i for i, n in nodes.items() if n.type == PAPER}
    elif filtering:  # papers stay as the context of the entities kept
        allowed |= {ed.source for ed in edges if nodes[ed.source].type == PAPER and ed.target in allowed}
    else:
        allowed |= {i for i, n in nodes.items() if n.type == PAPER}
    if focus_id:
        allowed.add(focus_id)
    sub = [ed for ed in edges if ed.source in allowed and ed.target in allowed]
    adj: dict[str, set[str]] = defaultdict(set)
    for ed in sub:
        adj[ed.source].add(ed.target)
        adj[ed.target].add(ed.source)

    dist: dict[str, int] = {}
    if focus_id:
        dist[focus_id] = 0
        queue = deque([focus_id])
        while queue:
            x = queue.popleft()
            if dist[x] >= hops:
                continue
            for y in sorted(adj[x]):
                if y not in dist:
                    dist[y] = dist[x] + 1
                    queue.append(y)
        allowed = set(dist)
        sub = [ed for ed in sub if ed.source in allowed and ed.target in allowed]
        adj = defaultdict(set)
        for ed in sub:
            adj[ed.source].add(ed.target)
            adj[ed.target].add(ed.source)

    order = sorted(allowed, key=lambda i: (dist.get(i, 0), -len(adj[i]), -nodes[i].n_papers, i))
    kept = order[:max_nodes]
    keep = set(kept)
    kept_edges = [ed for ed in sub if ed.source in keep and ed.target in keep]
    return kept, kept_edges, len(order) - len(kept), len(order), focus_id


# ---------------------------------------------------------------- layout

UNIT = 38.0  # spacing of the layout in vis-network pixels


def _spring(ids: list[str], pairs: list[tuple[str, str]], seed: int) -> dict[str, tuple[float, float]]:
    import networkx as nx

    g = nx.Graph()
    g.add_nodes_from(ids)
    g.add_edges_from(pairs)
    pos = nx.spring_layout(g, seed=seed, iterations=50)
    return {k: (float(v[0]), float(v[1])) for k, v in pos.items()}


def _spread(pos: dict[str, tuple[float, float]], gap: float, rounds: int = 30) -> dict:
    """Push apart nodes closer than `gap` (spring layouts stack nodes that share neighbours)."""
    import numpy as np

    keys = sorted(pos)
    xy = np.array([pos[k] for k in keys], dtype=float)
    for r in range(rounds):
        d = xy[:, None, :] - xy[None, :, :]
        dist = np.hypot(d[..., 0], d[..., 1])
        np.fill_diagonal(dist, 1e9)
        close = dist < gap
        if not close.any():
            break
        # coincident points: a fixed direction per pair, so the result stays deterministic
        same = dist < 1e-6
        if same.any():
            i, j = np.nonzero(np.triu(same))
            xy[j] += np.stack([np.cos(j + r), np.sin(j + r)], axis=1) * gap * 0.5
            continue
        push = np.where(close, (gap - dist) / dist / 2, 0.0)
        xy += (d * push[:, :, None]).sum(1)
    return {k: (float(x), float(y)) for k, (x, y) in zip(keys, xy)}


def _component_layout(ids, adj, seed) -> dict[str, tuple[float, float]]:
    """Positions of one connected component, centred on 0, in layout units."""
    n = len(ids)
    if n == 1:
        return {ids[0]: (0.0, 0.0)}
    radius = UNIT * (3.0 + 2.4 * math.sqrt(n))
    if n <= 600:
        pairs = sorted({tuple(sorted((a, b))) for a in ids for b in adj[a]})
        pos = _spring(ids, pairs, seed)
        return _spread({k: (x * radius, y * radius) for k, (x, y) in pos.items()}, UNIT * 2.0)
    # large: spring layout of the best-connected backbone, then every other node
    # beside the centroid of its placed neighbours (breadth first), on a spiral
    backbone = sorted(ids, key=lambda i: (-len(adj[i]), i))[:300]
    inside = set(backbone)
    pairs = sorted({tuple(sorted((a, b))) for a in backbone for b in adj[a] if b in inside})
    spread = UNIT * 1.4 * math.sqrt(n)
    pos = {k: (x * spread, y * spread) for k, (x, y) in _spring(backbone, pairs, seed).items()}
    slots: dict[tuple, int] = defaultdict(int)
    queue = deque(backbone)
    golden = math.pi * (3 - math.sqrt(5))
    seen = set(backbone)
    while queue:
        x = queue.popleft()
        for y in sorted(adj[x]):
            if y in seen:
                continue
            seen.add(y)
            placed = [pos[z] for z in sorted(adj[y]) if z in pos]
            cx = sum(p[0] for p in placed) / len(placed)
            cy = sum(p[1] for p in placed) / len(placed)
            cell = (round(cx / UNIT), round(cy / UNIT))
            i = slots[cell]
            slots[cell] += 1
            r = UNIT * (1.1 + 0.55 * math.sqrt(i))
            a = i * golden
            pos[y] = (cx + r * math.cos(a), cy + r * math.sin(a))
            queue.append(y)
    return pos


def radial_layout(ids: list[str], edges: list[Edge], centre: str, seed: int = 7) -> dict[str, tuple[int, int]]:
    """A focus view: the focus in the middle, each hop on its own ring.

    Around a ring, nodes keep the angular order a spring layout gives them (so
    related nodes sit together) but are spaced evenly, so none overlap.
    """
    adj: dict[str, set[str]] = {i: set() for i in ids}
    for ed in edges:
        adj[ed.source].add(ed.target)
        adj[ed.target].add(ed.source)
    dist = {centre: 0}
    queue = deque([centre])
    while queue:
        x = queue.popleft()
        for y in sorted(adj[x]):
            if y not in dist:
                dist[y] = dist[x] + 1
                queue.append(y)
    far = max(dist.values()) + 1
    for i in ids:  # not reached (cannot happen in a focus view, but stay total)
        dist.setdefault(i, far)
    pairs = sorted({tuple(sorted((a, b))) for a in ids for b in adj[a]})
    spring = _spring(sorted(ids), pairs, seed) if len(ids) > 1 else {centre: (0.0, 0.0)}
    cx, cy = spring[centre]
    out = {centre: (0, 0)}
    radius = 0.0
    gap = UNIT * 1.5
    for h in range(1, max(dist.values()) + 1):
        ring = [i for i in ids if dist[i] == h]
        if not ring:
            continue
        radius += max(UNIT * 5, len(ring) * gap / (2 * math.pi) - radius)
        angle = {i: math.atan2(spring[i][1] - cy, spring[i][0] - cx) for i in ring}
        ring.sort(key=lambda i: (angle[i], i))
        start = angle[ring[0]]
        for k, i in enumerate(ring):
            a = start + 2 * math.pi * k / len(ring)
            out[i] = (round(radius * math.cos(a)), round(radius * math.sin(a)))
    return out


def layout(ids: list[str], edges: list[Edge], seed: int = 7) -> dict[str, tuple[int, int]]:
    """Deterministic positions: each connected component laid out, then packed in rows."""
    if not ids:
        return {}
    adj: dict[str, set[str]] = {i: set() for i in ids}
    for ed in edges:
        adj[ed.source].add(ed.target)
        adj[ed.target].add(ed.source)
    comps, seen = [], set()
    for i in sorted(ids):
        if i in seen:
            continue
        comp, stack = [], [i]
        seen.add(i)
        while stack:
            x = stack.pop()
            comp.append(x)
            for y in adj[x]:
                if y not in seen:
                    seen.add(y)
                    stack.append(y)
        comps.append(sorted(comp))
    comps.sort(key=lambda c: (-len(c), c[0]))
    placed = []
    for comp in comps:
        pos = _component_layout(comp, adj, seed)
        xs = [p[0] for p in pos.values()]
        ys = [p[1] for p in pos.values()]
        placed.append((pos, min(xs), max(xs), min(ys), max(ys)))
    # shelf packing: rows of components, about as wide as the biggest or sqrt of the area
    area = sum((x1 - x0 + 2 * UNIT) * (y1 - y0 + 2 * UNIT) for _, x0, x1, y0, y1 in placed)
    width = max(max(x1 - x0 for _, x0, x1, _, _ in placed) + 2 * UNIT, math.sqrt(area) * 1.3)
    out: dict[str, tuple[int, int]] = {}
    cx = cy = row_h = 0.0
    for pos, x0, x1, y0, y1 in placed:
        w, h = x1 - x0 + 2 * UNIT, y1 - y0 + 2 * UNIT
        if cx > 0 and cx + w > width:
            cx, cy, row_h = 0.0, cy + row_h, 0.0
        for k, (x, y) in pos.items():
            out[k] = (round(cx + UNIT + x - x0), round(cy + UNIT + y - y0))
        cx += w
        row_h = max(row_h, h)
    return out


# ---------------------------------------------------------------- page

def _short(text: str, n: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1].rstrip() + "\u2026"


def _tip(n: Node, nodes: dict[str, Node], degree: int) -> list[list[str]]:
    rows: list[list[str]] = []
    if n.type == PAPER:
        if n.title and n.title != n.label:
            rows.append(["title", n.title])
        if n.issued:
            rows.append(["year", n.issued[:4]])
        rows.append(["links", f"{degree} in this view"])
        if n.abstract:
            rows.append(["abstract", _short(n.abstract, ABSTRACT_CHARS)])
        rows.append(["key", n.key])
        return rows
    if n.aliases:
        rows.append(["aliases", ", ".join(n.aliases[:8]) + (" \u2026" if len(n.aliases) > 8 else "")])
    titles = sorted(nodes[p].label for p in n.papers if p in nodes)
    count = n.n_papers
    shown = "; ".join(_short(t, 70) for t in titles[:MAX_TIP_PAPERS])
    more = f" (+{count - MAX_TIP_PAPERS} more)" if count > MAX_TIP_PAPERS else ""
    rows.append(["papers", f"{count}: {shown}{more}" if shown else str(count)])
    if n.evidence:
        rows.append(["evidence", _short(n.evidence, ABSTRACT_CHARS)])
    rows.append(["key", n.key])
    return rows


def _size(n: Node) -> float:
    if n.type == PAPER:
        return 9.0
    return round(min(11.0 + 5.0 * math.sqrt(max(n.n_papers, 0)), 60.0), 1)


def _json(data) -> str:
    """JSON safe inside a <script> element: no `<`, `>`, `&` or line separators as such."""
    s = json.dumps(data, ensure_ascii=True, sort_keys=True, separators=(",", ":"))
    for a, b in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"),
                 ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        s = s.replace(a, b)
    return s


def _vis_assets() -> tuple[str, str]:
    import pyvis

    lib = Path(pyvis.__file__).parent / "templates" / "lib" / "vis-9.1.2"
    js = (lib / "vis-network.min.js").read_text(encoding="utf-8")
    css = (lib / "vis-network.css").read_text(encoding="utf-8")
    if re.search(r"</script", js, re.I) or re.search(r"</style", css, re.I):  # pragma: no cover
        raise ViewError("the bundled vis-network cannot be inlined safely")
    return js, css


def build_network(nodes, kept, kept_edges, positions, edge_evidence):
    """The pyvis Network of the view (nodes with positions, edges with relation labels)."""
    from pyvis.edge import Edge as PyvisEdge
    from pyvis.network import Network

    net = Network(directed=True, cdn_resources="in_line")
    degree: dict[str, int] = defaultdict(int)
    for ed in kept_edges:
        degree[ed.source] += 1
        degree[ed.target] += 1
    # label size by papers relative to the view's busiest entity: its hubs stay legible zoomed out
    top = max([nodes[i].n_papers for i in kept if nodes[i].type != PAPER] + [1])
    for i in kept:
        n = nodes[i]
        colour, shape = TYPE_STYLE[n.type]
        x, y = positions[i]
        net.add_node(
            i, label=_short(n.label, 42), shape=shape, x=x, y=y, size=_size(n),
            font={"size": 11 if n.type == PAPER else round(12 + 18 * math.sqrt(max(n.n_papers, 0) / top))},
            color={"background": colour, "border": "#1f2937" if n.type == PAPER else colour,
                   "highlight": {"background": colour, "border": "#111827"},
                   "hover": {"background": colour, "border": "#111827"}},
            kgType=n.type, kgLabel=n.label, kgPapers=n.n_papers,
            kgSearch=" ".join([n.label, n.key, *n.aliases]).casefold(),
            kgTip=_tip(n, nodes, degree[i]),
        )
    for k, ed in enumerate(kept_edges):
        label, colour = RELATIONS[ed.relation]
        tip = [["from", nodes[ed.source].label], ["to", nodes[ed.target].label]]
        ev = edge_evidence.get((ed.source, ed.relation, ed.target))
        if ev:
            tip.append(["evidence", _short(ev, ABSTRACT_CHARS)])
        # pyvis's add_edge scans every node per edge; the ids are known to exist
        net.edges.append(PyvisEdge(ed.source, ed.target, True, id=f"e{k}", label=label,
                                   kgRelation=ed.relation, kgTip=tip,
                                   color={"color": colour, "highlight": colour, "hover": colour}).options)
    return net


def _options(n_nodes: int, n_edges: int) -> dict:
    big = n_nodes + n_edges > 1500
    return {
        "autoResize": True,
        "physics": {"enabled": False},
        "layout": {"improvedLayout": False, "randomSeed": 7},
        "interaction": {"hover": True, "tooltipDelay": 120, "navigationButtons": False,
                        "hideEdgesOnDrag": big, "hideEdgesOnZoom": big, "multiselect": True},
        "nodes": {"borderWidth": 1, "borderWidthSelected": 3,
                  "font": {"size": 13, "face": "system-ui, sans-serif", "color": "#111827",
                           "strokeWidth": 3, "strokeColor": "#ffffff"},
                  "scaling": {"label": {"drawThreshold": 6, "maxVisible": 18}}},
        "edges": {"arrows": {"to": {"enabled": True, "scaleFactor": 0.45}},
                  "width": 1.2, "selectionWidth": 2, "hoverWidth": 1.5,
                  "smooth": False if big else {"type": "continuous", "roundness": 0.15},
                  "font": {"size": 9, "color": "#4b5563", "strokeWidth": 3, "strokeColor": "#ffffff",
                           "align": "middle", "face": "system-ui, sans-serif"},
                  "scaling": {"label": {"drawThreshold": 6, "maxVisible": 12}}},
    }


APP_JS = """\
(function () {
  "use strict";
  var DATA = JSON.parse(document.getElementById("kg-data").textContent);
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function tip(head, type, rows) {
    var d = el("div", "kg-tip");
    d.appendChild(el("div", "head", head));
    if (type) {
      var t = el("span", "type", type);
      t.style.background = (DATA.types[type] || DATA.relations[type] || {color: "#6b7280"}).color;
      d.appendChild(t);
    }
    (rows || []).forEach(function (r) {
      var row = el("div", "row");
      row.appendChild(el("span", "k", r[0]));
      row.appendChild(el("span", "v", r[1]));
      d.appendChild(row);
    });
    return d;
  }
  // titles become DOM elements built with textContent: never parsed as HTML
  DATA.nodes.forEach(function (n) { n.title = tip(n.kgLabel, n.kgType, n.kgTip); });
  DATA.edges.forEach(function (e) { e.title = tip(e.label, e.kgRelation, e.kgTip); });

  var nodes = new vis.DataSet(DATA.nodes);
  var edges = new vis.DataSet(DATA.edges);
  var hidden = {};
  var view = new vis.DataView(nodes, {filter: function (n) { return !hidden[n.kgType]; }});
  var container = document.getElementById("graph");
  var network = new vis.Network(container, {nodes: view, edges: edges}, DATA.options);

  var m = DATA.meta;
  var summary = document.getElementById("summary");
  summary.appendChild(document.createTextNode(m.nodes + " nodes \u00b7 " + m.edges + " edges" + (m.focus ? " \u00b7 around " + m.focus + " (" + m.hops + " hop" + (m.hops === 1 ? "" : "s") + ")" : "") + (m.filters ? " \u00b7 " + m.filters : "")));
  if (m.leftOut > 0) {
    summary.appendChild(document.createTextNode(" \u00b7 "));
    summary.appendChild(el("span", "warn", m.leftOut + " of " + m.total + " nodes left out (max " + m.maxNodes + ")"));
    summary.title = "Only the " + m.maxNodes + " best-connected nodes are drawn; raise --max-nodes or filter with --types, --min-papers or --focus.";
  }

  var legend = document.getElementById("legend");
  legend.appendChild(el("h2", "", "Node types"));
  DATA.typeOrder.forEach(function (name) {
    var t = DATA.types[name];
    var lab = el("label");
    lab.setAttribute("data-type", name);
    var box = el("input"); box.type = "checkbox"; box.checked = true; box.value = name;
    box.addEventListener("change", function () { setTypeVisible(name, box.checked); });
    lab.appendChild(box);
    var c = document.createElement("canvas");
    c.width = 18; c.height = 18; c.className = "swatch";
    drawShape(c.getContext("2d"), t.shape, t.color);
    lab.appendChild(c);
    lab.appendChild(el("span", "name", name));
    lab.appendChild(el("span", "count", t.count));
    if (!t.count) lab.className = "empty";
    legend.appendChild(lab);
  });
  var btns = el("div", "buttons");
  var all = el("button", "", "all"), none = el("button", "", "none");
  all.addEventListener("click", function () { setAll(true); });
  none.addEventListener("click", function () { setAll(false); });
  btns.appendChild(all); btns.appendChild(none); legend.appendChild(btns);
  var rels = DATA.relationOrder;
  if (rels.length) {
    legend.appendChild(el("h2", "rel", "Relations"));
    rels.forEach(function (r) {
      var row = el("div", "rel-row");
      var line = el("span", "line"); line.style.borderColor = DATA.relations[r].color;
      row.appendChild(line);
      row.appendChild(el("span", "", DATA.relations[r].label));
      row.appendChild(el("span", "count", DATA.relations[r].count));
      legend.appendChild(row);
    });
  }
  function drawShape(g, shape, color) {
    var x = 9, y = 9, r = 6.5;
    g.fillStyle = color; g.strokeStyle = "#1f2937"; g.lineWidth = 1;
    g.beginPath();
    if (shape === "square") { g.rect(x - r + 1, y - r + 1, 2 * r - 2, 2 * r - 2); }
    else if (shape === "diamond") { g.moveTo(x, y - r - 1); g.lineTo(x + r + 1, y); g.lineTo(x, y + r + 1); g.lineTo(x - r - 1, y); g.closePath(); }
    else if (shape === "triangle") { g.moveTo(x, y - r - 1); g.lineTo(x + r + 1, y + r); g.lineTo(x - r - 1, y + r); g.closePath(); }
    else if (shape === "triangleDown") { g.moveTo(x, y + r + 1); g.lineTo(x + r + 1, y - r); g.lineTo(x - r - 1, y - r); g.closePath(); }
    else if (shape === "hexagon") { for (var i = 0; i < 6; i++) { var a = Math.PI / 3 * i; g[i ? "lineTo" : "moveTo"](x + (r + 1) * Math.cos(a), y + (r + 1) * Math.sin(a)); } g.closePath(); }
    else if (shape === "star") { for (var j = 0; j < 10; j++) { var b = Math.PI / 5 * j - Math.PI / 2, rr = j % 2 ? r * 0.45 : r + 1.5; g[j ? "lineTo" : "moveTo"](x + rr * Math.cos(b), y + rr * Math.sin(b)); } g.closePath(); }
    else { g.arc(x, y, r, 0, 2 * Math.PI); }
    g.fill(); if (shape === "square") g.stroke();
  }
  function setTypeVisible(name, on) {
    if (on) delete hidden[name]; else hidden[name] = true;
    var box = legend.querySelector('label[data-type="' + name + '"] input');
    if (box) box.checked = !!on;
    view.refresh();
    runSearch();
  }
  function setAll(on) { DATA.typeOrder.forEach(function (n) { setTypeVisible(n, on); }); }

  var search = document.getElementById("search"), hits = document.getElementById("hits");
  var matches = [];
  function runSearch() {
    var q = search.value.trim().toLowerCase();
    matches = [];
    if (q) {
      view.forEach(function (n) { if (n.kgSearch.indexOf(q) >= 0) matches.push(n.id); });
      matches.sort(function (a, b) {
        var na = nodes.get(a), nb = nodes.get(b);
        var ea = na.kgSearch.split(" ")[0] === q ? 0 : 1, eb = nb.kgSearch.split(" ")[0] === q ? 0 : 1;
        return ea - eb || nb.kgPapers - na.kgPapers || (a < b ? -1 : a > b ? 1 : 0);
      });
    }
    network.selectNodes(matches, false);
    hits.textContent = q ? matches.length + " match" + (matches.length === 1 ? "" : "es") : "";
  }
  search.addEventListener("input", runSearch);
  search.addEventListener("keydown", function (ev) {
    if (ev.key === "Enter" && matches.length) {
      network.focus(matches[0], {scale: 0.9, animation: false});
      fitLabels();
      network.selectNodes(matches, false);
      pin(matches[0]);
    }
  });

  var panel = document.getElementById("panel");
  function pin(id) {
    var n = nodes.get(id);
    panel.textContent = "";
    if (!n) { panel.style.display = "none"; return; }
    var close = el("button", "close", "\u00d7");
    close.addEventListener("click", function () { panel.style.display = "none"; });
    panel.appendChild(close);
    panel.appendChild(tip(n.kgLabel, n.kgType, n.kgTip));
    panel.style.display = "block";
  }
  network.on("click", function (p) { if (p.nodes.length) pin(p.nodes[0]); });

  // big labels (busy entities) are legible zoomed out, but capped on screen when zoomed in
  var bigLabels = DATA.nodes.filter(function (n) { return n.font && n.font.size > 14; })
    .map(function (n) { return {id: n.id, base: n.font.size, now: n.font.size}; });
  var fontTimer = null;
  function fitLabels() {
    var scale = network.getScale(), changes = [];
    bigLabels.forEach(function (b) {
      var size = Math.round(Math.max(12, Math.min(b.base, 18 / scale)));
      if (size !== b.now) { b.now = size; changes.push({id: b.id, font: {size: size}}); }
    });
    if (changes.length) nodes.update(changes);
  }
  network.on("zoom", function () { clearTimeout(fontTimer); fontTimer = setTimeout(fitLabels, 120); });

  window.kgView = {
    network: network, nodes: nodes, edges: edges, view: view, data: DATA, ready: false,
    visibleNodeCount: function () { return view.length; },
    setTypeVisible: setTypeVisible
  };
  network.once("afterDrawing", function () {
    window.kgView.ready = true;
    document.body.setAttribute("data-ready", "1");
  });
  network.fit({animation: false});
  fitLabels();
})();
"""

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src __SCRIPT_HASHES__; style-src 'unsafe-inline'; img-src data:">
<title>__TITLE__</title>
<style>__VIS_CSS__</style>
<style>
html, body { margin: 0; height: 100%; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #111827; background: #f8fafc; }
#bar { position: fixed; top: 0; left: 0; right: 0; height: 52px; display: flex; align-items: center; gap: 14px; padding: 0 16px; background: #ffffff; border-bottom: 1px solid #e5e7eb; box-shadow: 0 1px 3px rgba(0,0,0,.05); z-index: 10; }
#bar h1 { font-size: 16px; margin: 0; font-weight: 650; white-space: nowrap; }
#summary { color: #4b5563; font-size: 13px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
#summary .warn { color: #b45309; font-weight: 600; }
#search { margin-left: auto; width: 230px; flex: none; padding: 7px 10px; border: 1px solid #d1d5db; border-radius: 6px; font: inherit; }
#search:focus { outline: 2px solid #93c5fd; border-color: #60a5fa; }
#hits { color: #4b5563; font-size: 12px; min-width: 70px; }
#graph { position: fixed; top: 53px; left: 0; right: 0; bottom: 0; }
#legend { position: fixed; top: 66px; left: 12px; background: rgba(255,255,255,.95); border: 1px solid #e5e7eb; border-radius: 8px; padding: 10px 12px; box-shadow: 0 2px 8px rgba(0,0,0,.08); z-index: 5; font-size: 13px; max-height: calc(100% - 90px); overflow: auto; }
#legend h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: #6b7280; margin: 0 0 6px; }
#legend h2.rel { margin-top: 10px; }
#legend label { display: flex; align-items: center; gap: 7px; padding: 2px 0; cursor: pointer; user-select: none; }
#legend label.empty { opacity: .45; }
#legend .count { margin-left: auto; padding-left: 10px; color: #6b7280; font-variant-numeric: tabular-nums; }
#legend .rel-row { display: flex; align-items: center; gap: 7px; padding: 1px 0; }
#legend .line { width: 22px; height: 0; border-top: 2px solid; }
#legend .buttons { display: flex; gap: 6px; margin-top: 6px; }
#legend button, #panel button { font: inherit; font-size: 12px; padding: 2px 8px; border: 1px solid #d1d5db; background: #fff; border-radius: 5px; cursor: pointer; }
#panel { position: fixed; top: 66px; right: 12px; width: 340px; max-height: calc(100% - 90px); overflow: auto; background: rgba(255,255,255,.97); border: 1px solid #e5e7eb; border-radius: 8px; padding: 10px 12px; box-shadow: 0 2px 8px rgba(0,0,0,.08); z-index: 5; display: none; }
#panel .close { float: right; }
#help { position: fixed; bottom: 10px; left: 12px; color: #6b7280; font-size: 12px; z-index: 5; background: rgba(248,250,252,.85); padding: 2px 6px; border-radius: 4px; }
div.vis-tooltip { font: 13px/1.4 system-ui, sans-serif; color: #111827; background: #ffffff; border: 1px solid #d1d5db; border-radius: 6px; box-shadow: 0 4px 14px rgba(0,0,0,.15); padding: 8px 10px; max-width: 380px; white-space: normal; }
.kg-tip .head { font-weight: 650; font-size: 14px; margin-bottom: 2px; }
.kg-tip .type { display: inline-block; font-size: 11px; font-weight: 600; color: #fff; border-radius: 4px; padding: 0 6px; margin-bottom: 4px; }
.kg-tip .row { margin-top: 3px; overflow-wrap: anywhere; }
.kg-tip .k { color: #6b7280; font-size: 11px; text-transform: uppercase; letter-spacing: .04em; margin-right: 6px; }
</style>
<script>__VIS_JS__</script>
</head>
<body>
<div id="bar">
  <h1>__HEADING__</h1>
  <span id="summary"></span>
  <input id="search" type="search" placeholder="Search label, alias or key\u2026" autocomplete="off" aria-label="Search nodes">
  <span id="hits"></span>
</div>
<div id="graph"></div>
<div id="legend" aria-label="Legend and type filter"></div>
<div id="panel" aria-live="polite"></div>
<div id="help">Hover for details \u00b7 click to pin \u00b7 scroll to zoom \u00b7 drag to pan \u00b7 Enter in search to jump</div>
<script id="kg-data" type="application/json">__DATA__</script>
<script>__APP_JS__</script>
</body>
</html>
"""


def render_page(nodes, kept, kept_edges, *, left_out, total, focus_id=None, hops=1,
                types=None, min_papers=0, max_nodes=2000, edge_evidence=None) -> str:
    positions = radial_layout(kept, kept_edges, focus_id) if focus_id else layout(kept, kept_edges)
    net = build_network(nodes, kept, kept_edges, positions, edge_evidence or {})
    net.options = _options(len(kept), len(kept_edges))
    vis_nodes, vis_edges, _, _, _, options = net.get_network_data()
    type_counts: dict[str, int] = defaultdict(int)
    for i in kept:
        type_counts[nodes[i].type] += 1
    rel_counts: dict[str, int] = defaultdict(int)
    for ed in kept_edges:
        rel_counts[ed.relation] += 1
    filters = []
    if types:
        filters.append("types: " + ", ".join(sorted(parse_types(types) or ())))
    if min_papers:
        filters.append(f"\u2265 {min_papers} papers")
    data = {
        "nodes": vis_nodes,
        "edges": vis_edges,
        "options": json.loads(options),
        "types": {t: {"color": TYPE_STYLE[t][0], "shape": TYPE_STYLE[t][1], "count": type_counts.get(t, 0)}
                  for t in (PAPER, *ENTITY_TYPES)},
        "relations": {r: {"label": lab, "color": col, "count": rel_counts[r]}
                      for r, (lab, col) in RELATIONS.items() if rel_counts.get(r)},
        "typeOrder": [PAPER, *ENTITY_TYPES],
        "relationOrder": [r for r in RELATIONS if rel_counts.get(r)],
        "meta": {"nodes": len(kept), "edges": len(kept_edges), "leftOut": left_out, "total": total,
                 "maxNodes": max_nodes, "focus": nodes[focus_id].label if focus_id else None,
                 "hops": hops, "filters": "; ".join(filters)},
    }
    js, css = _vis_assets()
    heading = "Knowledge graph of ML-systems papers"
    title = heading + (f" \u2014 {nodes[focus_id].label}" if focus_id else "")
    from html import escape

    # only these two scripts may run (Content-Security-Policy hashes): no inline handler, no eval
    hashes = " ".join("'sha256-%s'" % base64.b64encode(hashlib.sha256(x.encode("utf-8")).digest()).decode()
                      for x in (js, APP_JS))
    values = {"TITLE": escape(title), "HEADING": escape(heading), "DATA": _json(data),
              "VIS_CSS": css, "VIS_JS": js, "APP_JS": APP_JS, "SCRIPT_HASHES": hashes}
    # one pass, so that no inserted text is ever taken for a placeholder
    return re.sub(r"__(TITLE|HEADING|DATA|VIS_CSS|VIS_JS|APP_JS|SCRIPT_HASHES)__",
                  lambda m: values[m.group(1)], PAGE)


def write_view(source, path, focus=None, hops=1, types=None, min_papers=0, max_nodes=2000) -> ViewReport:
    """Write the HTML view of `source` (Graph, store, output folder or .ttl file) to `path`."""
    if hops < 0:
        raise ViewError("--hops must be 0 or more")
    if max_nodes < 1:
        raise ViewError("--max-nodes must be at least 1")
    graph = _fast_engine(open_graph_source(source))
    nodes, edges = read_graph(graph)
    kept, kept_edges, left_out, total, focus_id = choose(
        nodes, edges, focus=focus, hops=hops, types=types, min_papers=min_papers, max_nodes=max_nodes)
    if not kept and nodes and (types or min_papers):  # filters left nothing: an empty page would look broken
        asked = [f"--types {types}" if types else "", f"--min-papers {min_papers}" if min_papers else ""]
        most = max((n.n_papers for n in nodes.values() if n.type != PAPER), default=0)
        raise ViewError(f"nothing to show: no node passes {' '.join(a for a in asked if a) or 'the filters'} "
                        f"(the most papers an entity has here: {most})")
    page = render_page(nodes, kept, kept_edges, left_out=left_out, total=total, focus_id=focus_id,
                       hops=hops, types=types, min_papers=min_papers, max_nodes=max_nodes,
                       edge_evidence=read_edge_evidence(graph))
    path = Path(path)
    try:
        with atomic_path(path) as tmp:
            tmp.write_text(page, encoding="utf-8")
            tmp.chmod(0o644)  # a page to share, not a private temporary file
    except OSError as e:
        reason = f"{e.filename} is not a folder" if isinstance(e, FileExistsError) else (e.strerror or str(e))
        raise ViewError(f"{path}: cannot write the view: {reason}") from None
    return ViewReport(str(path), len(kept), len(kept_edges), left_out, total,
                      nodes[focus_id].label if focus_id else None)
