"""RDF triples of papers and their extractions (the terms: ontology/kg.ttl).

`GraphBuilder.add(paper, extraction)` returns the triples of one paper:
metadata, provenance (source files), sentences, mentions, results,
proposes/baselines, kg:cites edges, and the entity-entity relations with
their kg:Assertion evidence nodes. `GraphBuilder.finish()` returns what needs
the whole corpus: the entity nodes (one rdf:type each, labels, kg:paperCount),
the technique hierarchy (skos:broader) and the labels of untitled papers.

Per-paper triples and corpus state. Every triple `add()` returns has the
paper's IRI, or a node under it that has kg:inPaper to the paper, as its
subject, and depends only on that paper and the vocabulary: a paper's
triples can be deleted from a store and made again without touching any
other paper's. Whatever several papers share is corpus-level and made by
`finish()` from the builder's *state*: per entity (type, label and alias
counters, paper counts), the entity-entity relation edges and the source
file nodes (counted, so two papers stating one relation give one edge), and
the display label and key of each *untitled* paper (labels must be unique,
and a collision is only known at the end). The state is a dict of Counters
(or of dicts of Counters): `state()` exports it, `merge(state, sign)` adds
(sign 1) or subtracts (sign -1) another builder's state, so batches built in
worker processes add up to the sequential builder's state, and an
incremental rebuild (kg.build) subtracts a changed paper's contribution and
adds its new one before calling `finish()` again. A new corpus-level
aggregate must follow the same rule: a counter filled by `add()`, turned into
triples by `finish()`. Citations need no state: `Paper.cites` holds the keys
of cited papers of the corpus (kg.merge.merge_papers resolves identifiers to
keys and drops the others), so each paper's kg:cites edges are written with
the paper.

Technique hierarchy: an entity whose label or alias is "<modifiers> <the
label of a technique>" (a label of a vocabulary Technique concept, or the
preferred label of a Technique entity of the graph) gets skos:broader to
that technique (kg.relations.Taxonomy: the longest such ending; a parent
broader than another parent is left out): "layer-by-layer knowledge
distillation" -> "knowledge distillation", "2-bit quantization" ->
"quantization". A broader technique that no paper mentions becomes an
entity node too, with its vocabulary labels and kg:paperCount 0. Relations
to broader techniques (a system using "post-training quantization" uses
"quantization") are derived per paper by kg.relations.derive, with the
narrower fact's sentence.

Sentence, mention, result and assertion nodes are IRIs under the paper IRI
(`<paper/KEY/s3>`, `<paper/KEY/m3-45-zero-offload>`, `<paper/KEY/r0>`,
`<paper/KEY/a2>`): no blank nodes, so builds are deterministic.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from decimal import Decimal, InvalidOperation
from pathlib import PurePath
from urllib.parse import quote

from rdflib import Graph, Literal, URIRef
from rdflib import namespace as rdfns

from .model import ENTITY_TYPES, Entity, Extraction, Paper
from .namespace import COOCCURRENCE, ENTITY, KG, PAPER, RELATION_PREDICATES, SOURCE, bind_prefixes, plain_terms
from .relations import Taxonomy, vocabulary_taxonomy
from .vocab import load_vocabulary

# rdflib's namespaces, their terms read as plain attributes (GraphBuilder.add reads ~100 per paper)
DCTERMS, PROV, RDF, RDFS, SKOS, XSD = map(plain_terms, (rdfns.DCTERMS, rdfns.PROV, rdfns.RDF, rdfns.RDFS,
                                                       rdfns.SKOS, rdfns.XSD))

GITHUB = re.compile(r"https?://(?:www\.)?github\.com/[A-Za-z0-9_.\-]+(?:/[A-Za-z0-9_.\-]+)*")
# characters an IRI may not hold (RFC 3987): a URL written in an abstract with one of them is percent-encoded
_NOT_IN_IRI = re.compile(r'[\x00-\x20<>"{}|\\^`\x7f]')
LABEL_WORDS = 8


def canonical_decimal(value: str) -> str | None:
    """The canonical xsd:decimal lexical form ("2.750" -> "2.75", "10.0" -> "10"), None if not a number.

    Both rdflib and Oxigraph then print the same text for the same value.
    """
    try:
        d = Decimal(str(value).replace(",", "").strip())
    except InvalidOperation:
        return None
    if not d.is_finite():
        return None
    text = format(d, "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    if text in ("-0", ""):
        text = "0"
    return text


def code_links(paper: Paper, ex: Extraction) -> list[str]:
    """Code repository URLs: the extractor's links plus github.com URLs in the abstract."""
    found = list(ex.links) + GITHUB.findall(paper.abstract or "")
    out = []
    for url in found:
        url = url.rstrip(".,;:)")
        if url.endswith(".git"):
            url = url[:-4]
        url = _NOT_IN_IRI.sub(lambda m: f"%{ord(m.group()):02X}", url)  # "https://x.org/{id}" -> ".../%7Bid%7D"
        if url not in out:
            out.append(url)
    return out


def display_label(paper: Paper, ex: Extraction | None = None) -> str:
    """The title; else the name of the system the paper proposes; else its opening words."""
    if paper.title and paper.title.strip():
        return " ".join(paper.title.split())
    if ex is not None:
        for key in ex.proposes:
            e = ex.entity(key)
            if e is not None:
                return e.label
    words = (paper.abstract or "").split()
    if words:
        head = " ".join(words[:LABEL_WORDS])
        return head + (" …" if len(words) > LABEL_WORDS else "")
    return paper.key


_INTEGERS: dict[int, Literal] = {}


def _integer(n: int) -> Literal:
    """Literal(n), made once per value: offsets and indexes repeat across papers, and rdflib's Literal() is the
    graph builder's costliest call (a third of its time at 1k papers)."""
    lit = _INTEGERS.get(n)
    if lit is None:
        lit = Literal(n)
        if len(_INTEGERS) < 100_000:
            _INTEGERS[n] = lit
    return lit


def _result_system(ex: Extraction, proposed: list[str], sentence: int) -> str | None:
    """A result's system when the extractor did not say: the proposed system its sentence names, else the only one."""
    named = sorted(
        (m.start, e.key) for e in ex.entities if e.key in proposed for m in e.mentions if m.sentence == sentence
    )
    if named:
        return named[0][1]
    return proposed[0] if len(proposed) == 1 else None


class GraphBuilder:
    """Turn (Paper, Extraction) pairs into triples, one paper at a time (see the module doc)."""

    def __init__(self):
        self._types: dict[str, Counter] = defaultdict(Counter)
        self._known_types: dict[str, Counter] = defaultdict(Counter)
        self._labels: dict[str, Counter] = defaultdict(Counter)
        self._known_labels: dict[str, Counter] = defaultdict(Counter)
        self._aliases: dict[str, Counter] = defaultdict(Counter)
        self._papers: Counter = Counter()  # entity key -> number of papers
        self._untitled: dict[str, Counter] = defaultdict(Counter)  # display label of untitled papers -> their keys
        self._relations: Counter = Counter()  # (subject key, predicate name, object key) -> papers stating it
        self._sources: Counter = Counter()  # (file name, format or "") -> papers read from it
        self._totals: Counter = Counter()  # "papers", "results", "relations": what the build summary reports
        self._cooccur: Counter = Counter()  # (technique key, technique key), in code-point order -> papers naming both

    # ------------------------------------------------------------ state
    def totals(self) -> Counter:
        """Papers, results and relations added so far (of the extractions: before any is left out)."""
        return Counter(self._totals)

    def state(self) -> dict:
        """The corpus-level state: attribute name -> Counter, or dict of Counters (the builder's own objects)."""
        return dict(vars(self))

    def merge(self, state: dict, sign: int = 1) -> None:
        """Add (sign 1) or subtract (sign -1) another builder's `state()`.

        Counts that fall to zero are dropped, so subtracting a paper's own
        contribution leaves exactly the state of the corpus without it.
        """
        for name, value in state.items():
            cur = getattr(self, name)
            if isinstance(cur, defaultdict):
                for key, counts in value.items():
                    _add_counts(cur[key], counts, sign)
                    if not cur[key]:
                        del cur[key]
            else:
                _add_counts(cur, value, sign)

    # ------------------------------------------------------------ one paper
    def add(self, paper: Paper, ex: Extraction) -> list[tuple]:
        """The triples of one paper. Fills `ex.relations` (kg.relations.derive) when empty."""
        from .relations import derive

        if not ex.relations:
            ex.relations = derive(ex)
        p = PAPER[paper.key]
        t: list[tuple] = []
        add = t.append

        # metadata
        add((p, RDF.type, KG.Paper))
        if paper.title and paper.title.strip():
            title = " ".join(paper.title.split())
            add((p, RDFS.label, Literal(title)))
            add((p, DCTERMS.title, Literal(title)))
        else:  # labelled in finish(), where a label two untitled papers share gets disambiguated
            self._untitled[display_label(paper, ex)][paper.key] += 1
        if paper.abstract:
            add((p, DCTERMS.abstract, Literal(paper.abstract)))
        if paper.year:
            add((p, DCTERMS.issued, Literal(f"{int(paper.year):04d}", datatype=XSD.gYear)))
        if paper.date and re.fullmatch(r"\d{4}-\d{2}-\d{2}", paper.date):
            add((p, DCTERMS.date, Literal(paper.date, datatype=XSD.date)))
        for c in paper.categories:
            add((p, DCTERMS.subject, Literal(c)))
        for c in paper.creators:
            add((p, DCTERMS.creator, Literal(c)))
        if paper.arxiv_id:
            add((p, DCTERMS.identifier, Literal(f"arXiv:{paper.arxiv_id}")))
        if paper.doi:
            add((p, DCTERMS.identifier, Literal(f"doi:{paper.doi}")))
        if paper.comment:
            add((p, RDFS.comment, Literal(paper.comment)))
        if paper.venue:
            add((p, KG.venue, Literal(paper.venue)))
        if paper.pages:
            add((p, KG.pageCount, Literal(int(paper.pages))))
        for url in code_links(paper, ex):
            add((p, KG.codeRepository, URIRef(url)))
        for key in dict.fromkeys(paper.cites):  # keys of papers of the corpus (kg.merge resolved them)
            if key and key != paper.key:
                add((p, KG.cites, PAPER[key]))

        # provenance: the files (and lines) the paper was read from
        for src in paper.sources:
            name = PurePath(src.path).name
            add((p, PROV.wasDerivedFrom, SOURCE[quote(name, safe="")]))  # a file name may hold spaces
            self._sources[(name, src.format or "")] += 1  # the file's node: finish()
            if src.line is not None:
                add((p, KG.sourceLine, Literal(f"{name}:{src.line}")))

        # sentences: those that are the evidence of some fact (a sentence without any would only repeat the
        # title or abstract, and made 27% of a 10k-paper graph's triples)
        def sent(i: int) -> URIRef:
            return PAPER[f"{paper.key}/s{i}"]

        evidence = {m.sentence for e in ex.entities for m in e.mentions}
        evidence.update(r.sentence for r in ex.results)
        evidence.update(r.sentence for r in ex.relations)
        for i, s in enumerate(ex.sentences):
            if i not in evidence:
                continue
            n = sent(i)
            add((n, RDF.type, KG.Sentence))
            add((n, KG.inPaper, p))
            add((n, KG.index, _integer(i)))
            add((n, KG.field, Literal(s.field)))
            add((n, KG.startOffset, _integer(s.start)))
            add((n, KG.endOffset, _integer(s.end)))
            add((n, KG.text, Literal(s.text)))

        # entities and their mentions
        present = {e.key for e in ex.entities}
        for e in ex.entities:
            self._note_entity(e)
            ent = ENTITY[e.key]
            add((p, KG.mentions, ent))
            for m in e.mentions:
                if not 0 <= m.sentence < len(ex.sentences):
                    continue
                mn = PAPER[f"{paper.key}/m{m.sentence}-{m.start}-{e.key}"]
                add((mn, RDF.type, KG.Mention))
                add((mn, KG.mentionOf, ent))
                add((mn, KG.inSentence, sent(m.sentence)))
                add((mn, KG.inPaper, p))
                add((mn, KG.startOffset, _integer(m.start)))
                add((mn, KG.endOffset, _integer(m.end)))
                add((mn, KG.text, Literal(m.text)))
        for key in ex.proposes:
            if key in present:
                add((p, KG.proposes, ENTITY[key]))
        for key in ex.baselines:
            if key in present:
                add((p, KG.comparedWith, ENTITY[key]))

        # results
        proposed = [k for k in ex.proposes if k in present]
        for n_r, r in enumerate(ex.results):
            value = canonical_decimal(r.value)
            if value is None or not 0 <= r.sentence < len(ex.sentences):
                continue
            rn = PAPER[f"{paper.key}/r{n_r}"]
            add((p, KG.reportsResult, rn))
            add((rn, RDF.type, KG.Result))
            add((rn, KG.inPaper, p))
            add((rn, KG.value, Literal(value, datatype=XSD.decimal)))
            if r.unit:  # none for a dimensionless value (an AUC of 0.89)
                add((rn, KG.unit, Literal(r.unit)))
            if r.metric:
                add((rn, KG.metricName, Literal(r.metric)))
            if r.metric_key:
                if r.metric_key not in present:  # a metric named only in the result: make it an entity
                    self._note_entity(Entity(r.metric_key, r.metric or r.metric_key, "Metric"))
                    present.add(r.metric_key)
                    add((p, KG.mentions, ENTITY[r.metric_key]))
                add((rn, KG.measures, ENTITY[r.metric_key]))
            if r.qualifier:
                add((rn, KG.qualifier, Literal(r.qualifier)))
            system = r.system if r.system in present else _result_system(ex, proposed, r.sentence)
            if system:
                add((rn, KG.forSystem, ENTITY[system]))
            if r.baseline and r.baseline in present:
                add((rn, KG.againstBaseline, ENTITY[r.baseline]))
            add((rn, KG.evidence, sent(r.sentence)))
            add((rn, KG.text, Literal(r.text)))
            add((rn, KG.startOffset, _integer(r.start)))
            add((rn, KG.endOffset, _integer(r.end)))

        # entity-entity relations, each with an assertion node as evidence
        vocab = load_vocabulary().concepts
        for n_a, rel in enumerate(ex.relations):
            pred = RELATION_PREDICATES.get(rel.predicate)
            if pred is None or rel.subject not in present:
                continue
            if rel.object not in present:
                c = vocab.get(rel.object)
                if rel.predicate != "uses" or c is None or c.type != "Technique":
                    continue
                # a broader technique the paper does not name (kg.relations): its vocabulary node
                self._note_entity(Entity(c.key, c.label, c.type, list(c.aliases), known=True))
            if not 0 <= rel.sentence < len(ex.sentences):
                continue
            s_, o_ = ENTITY[rel.subject], ENTITY[rel.object]
            an = PAPER[f"{paper.key}/a{n_a}"]
            self._relations[(rel.subject, rel.predicate, rel.object)] += 1  # the direct edge: finish()
            add((an, RDF.type, KG.Assertion))
            add((an, RDF.subject, s_))
            add((an, RDF.predicate, pred))
            add((an, RDF.object, o_))
            add((an, KG.evidence, sent(rel.sentence)))
            add((an, KG.inPaper, p))

        # what finish() needs
        for e in present:
            self._papers[e] += 1
        # technique co-occurrence (a corpus-level aggregate, kg:TechniquePair): pairs of the entities this
        # paper mentions as techniques; only techniques, so a paper adds a few pairs, not all its entities'
        techniques = sorted({e.key for e in ex.entities if e.type == "Technique"})
        for i, a in enumerate(techniques):
            for b in techniques[i + 1:]:
                self._cooccur[(a, b)] += 1
        self._totals.update(papers=1, results=len(ex.results), relations=len(ex.relations))
        return t

    def _note_entity(self, e: Entity) -> None:
        if e.type not in ENTITY_TYPES:
            return
        self._types[e.key][e.type] += 1
        self._labels[e.key][e.label] += 1
        if e.known:
            self._known_types[e.key][e.type] += 1
            self._known_labels[e.key][e.label] += 1
        self._aliases[e.key].update(a for a in e.aliases if a)

    # ------------------------------------------------------------ whole corpus
    @staticmethod
    def _pick(counts: Counter, order=None) -> str:
        """Most frequent; ties broken by `order` (a sequence) or alphabetically."""
        rank = (lambda k: order.index(k)) if order else (lambda k: k)
        return min(counts, key=lambda k: (-counts[k], rank(k)))

    def entity_type(self, key: str) -> str:
        """The one type of an entity: the vocabulary's, else the majority, ties by ENTITY_TYPES order."""
        counts = self._known_types.get(key) or self._types[key]
        return self._pick(counts, ENTITY_TYPES)

    def entity_label(self, key: str) -> str:
        counts = self._known_labels.get(key) or self._labels[key]
        return self._pick(counts)

    def names(self, key: str) -> list[str]:
        """Every label and alias of an entity (the vocabulary's too), the preferred label first."""
        c = load_vocabulary().concepts.get(key)
        vocab = (c.label, *c.aliases) if c is not None else ()
        return list(dict.fromkeys([self.entity_label(key), *sorted(self._labels.get(key, ())),
                                   *sorted(self._aliases.get(key, ())), *vocab]))

    def broader(self) -> dict[str, list[str]]:
        """Entity key -> the techniques it is directly a kind of (see the module doc), for every entity
        and every broader technique reached; keys of the vocabulary missing from the graph included."""
        vocab = load_vocabulary().concepts
        types = {key: self.entity_type(key) for key in self._types}
        tax = Taxonomy(vocabulary_taxonomy())
        for key in sorted(types):
            if types[key] == "Technique":
                tax.add(key, (self.entity_label(key),))  # a rule-found alias is no head phrase
        out: dict[str, list[str]] = {}
        todo = sorted(types, reverse=True)
        while todo:
            key = todo.pop()
            if key in out:
                continue
            names = self.names(key) if key in types else [vocab[key].label, *vocab[key].aliases]
            named = types.get(key, "Technique") == "Technique"
            parents = [t for t in tax.direct(key, names, named)
                       if types.get(t, vocab[t].type if t in vocab else None) == "Technique"]
            out[key] = parents
            todo.extend(t for t in reversed(parents) if t not in out)
        return out

    def finish(self) -> list[tuple]:
        """Entity nodes, the technique hierarchy and untitled papers' labels: what needs the whole corpus."""
        t: list[tuple] = []
        vocab = load_vocabulary().concepts
        broader = self.broader()
        for key in sorted(set(self._types) | set(broader)):
            ent = ENTITY[key]
            if key in self._types:
                label, typ = self.entity_label(key), self.entity_type(key)
                others = (set(self._aliases.get(key, ())) | set(self._labels[key])) - {label}
            else:  # a broader technique only the vocabulary knows
                c = vocab[key]
                label, typ, others = c.label, c.type, set(c.aliases) - {c.label}
            t.append((ent, RDF.type, KG[typ]))
            t.append((ent, SKOS.prefLabel, Literal(label, lang="en")))
            for alias in sorted(others):
                t.append((ent, SKOS.altLabel, Literal(alias, lang="en")))
            t.append((ent, KG.paperCount, Literal(self._papers[key])))
            for parent in broader.get(key, ()):
                t.append((ent, SKOS.broader, ENTITY[parent]))
        for label in sorted(self._untitled):
            keys = sorted(self._untitled[label])
            for key in keys:
                shown = label if len(keys) == 1 else f"{label} ({key})"
                t.append((PAPER[key], RDFS.label, Literal(shown)))
        for subject, predicate, obj in sorted(self._relations):
            t.append((ENTITY[subject], RELATION_PREDICATES[predicate], ENTITY[obj]))
        for name, fmt in sorted(self._sources):
            f = SOURCE[quote(name, safe="")]
            t.append((f, RDF.type, KG.SourceFile))
            t.append((f, RDFS.label, Literal(name)))
            if fmt:
                t.append((f, KG.sourceFormat, Literal(fmt)))
        for (a, b), n in sorted(self._cooccur.items()):
            if self.entity_type(a) != "Technique" or self.entity_type(b) != "Technique":
                continue  # extracted as a technique here, but another type by the corpus's majority
            c = COOCCURRENCE[f"{a}/{b}"]
            t.append((c, RDF.type, KG.TechniquePair))
            t.append((c, KG.pairOf, ENTITY[a]))
            t.append((c, KG.pairOf, ENTITY[b]))
            t.append((c, KG.pairPaperCount, Literal(n)))
        return t


def _add_counts(counter: Counter, counts, sign: int) -> None:
    """counter += sign * counts, dropping keys whose count is no longer positive."""
    if sign > 0:
        counter.update(counts)
        return
    counter.subtract(counts)
    for key in counts:
        if counter[key] <= 0:
            del counter[key]


def new_graph() -> Graph:
    g = Graph()
    bind_prefixes(g)
    return g


def build_graph(pairs) -> Graph:
    """All the triples of (Paper, Extraction) pairs in one rdflib Graph, prefixes bound."""
    g = new_graph()
    builder = GraphBuilder()
    for paper, ex in pairs:
        for triple in builder.add(paper, ex):
            g.add(triple)
    for triple in builder.finish():
        g.add(triple)
    return g
