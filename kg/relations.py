"""Entity-entity relations derived from an extraction, each with its evidence sentence.

The rule (kept deliberately simple and explainable):

- Only a system the paper *proposes* is a subject. Relations are read from the
  sentences that talk about it: a sentence that mentions it by name
  ("explicit"), or a sentence that refers to it by a pronoun or by the
  paper's own voice ("It can train...", "its design", "our system",
  "this framework"; a bare "we" is not enough) - an "anaphoric" sentence.
  A sentence naming proposed systems is attributed to the one it names first
  (usually its grammatical subject: "ZeroQuant ... with components ... (LKD)"
  is about ZeroQuant); an anaphoric sentence to the proposed system that was
  the subject of the latest explicit sentence before it (else the first one
  proposed).
- In such a sentence, every other entity mentioned gives a relation by its type:
  Technique -> ``uses``; Model or Dataset -> ``evaluatedOn``; Hardware -> ``runsOn``;
  Metrics and Systems give none - except around a comparison cue ("compared
  to", "than", "outperforms", "over" (not "over 13 billion"), "vs"): a baseline
  or a System named *after* the cue -> ``comparedWith`` instead ("Bamboo
  outperforms traditional checkpointing", "... on a single V100 GPU ...
  compared to 30TF using PyTorch" gives runsOn V100 and comparedWith
  PyTorch). A baseline named only before a cue or in a sentence without one
  gets its type's relation, or ``comparedWith`` when its type has none.
- Each (subject, predicate, object) is kept once, with the first explicit
  sentence that evidences it, else the first anaphoric one.
- Baselines the extractor found but that no sentence pairs with a proposed
  system still give ``comparedWith``, evidenced by the first sentence
  mentioning the baseline.
- Broader techniques (a technique hierarchy by head phrase, see `Taxonomy`):
  a system that uses a technique also ``uses`` every broader technique of it
  ("post-training quantization" -> "quantization"), and a system also
  ``uses`` the broader techniques of another entity the paper proposes that
  a sentence about the system names ("ZeroQuant ... (2) a novel affordable
  layer-by-layer knowledge distillation algorithm (LKD)": LKD, alias
  "layer-by-layer knowledge distillation", gives ZeroQuant ``uses``
  knowledge distillation). Each such relation keeps the evidence sentence
  of the narrower fact (the earliest one); a relation the text states
  directly keeps its own sentence. The hierarchy used here is the
  vocabulary's techniques plus the paper's own Technique entities, so a
  paper's relations depend on nothing but the paper and the vocabulary.
"""
from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from .model import Extraction, Relation

BY_TYPE = {"Technique": "uses", "Model": "evaluatedOn", "Dataset": "evaluatedOn", "Hardware": "runsOn"}

ANAPHORA = re.compile(
    r"\b(?:it|its"
    r"|(?:our|this|the proposed|the resulting|the new)\s+(?:system|framework|approach|method|design|tool|library|"
    r"engine|technique|pipeline|scheme|solution|accelerator|algorithm|optimizer|work|paper))\b",
    re.IGNORECASE,
)
COMPARISON = re.compile(
    r"\b(?:compared (?:to|with)|comparison (?:to|with)|than|outperform\w*|over(?!\s+(?:\$?\d|a |an |the ))|"
    r"vs\.?|versus|against|relative to)\b",
    re.IGNORECASE,
)


class Taxonomy:
    """A technique hierarchy by head phrase (the hyponym rule of scispacy's kind).

    A name is a kind of technique T when its last words are one of T's labels
    and at least one word comes before them ("layer-by-layer knowledge
    distillation", "2-bit quantization", "self-distillation"; words compared
    after `kg.vocab.norm`: case, hyphens, a plural s). A label with capitals
    ("SGD", "LoRA") matches only with its capitals. The *parents* of a name are
    the techniques of its longest such ending; a technique is never its own
    parent, and a name that is itself another technique's label says nothing
    (an entity whose alias is "approximate nearest neighbor search" is no
    kind of "nearest neighbor search": the alias is a clash of names). Lookups
    cost one dictionary probe per word of the name.
    """

    def __init__(self, base: "Taxonomy | None" = None):
        self._base = base
        self._heads: dict[tuple, set[str]] = {}
        self._labels: dict[str, list[str]] = {}

    def add(self, key: str, labels: Iterable[str]) -> None:
        """Make `key` a technique with these labels (a head phrase each)."""
        mine = self._labels.setdefault(key, [])
        for label in labels:
            if not label or label in mine:
                continue
            mine.append(label)
            cased = any(ch.isupper() for ch in label)
            words = _words(label, cased)
            if words:
                self._heads.setdefault((cased, words), set()).add(key)

    def __contains__(self, key: str) -> bool:
        return key in self._labels or (self._base is not None and key in self._base)

    def labels(self, key: str) -> list[str]:
        out = list(self._base.labels(key)) if self._base is not None else []
        return out + [x for x in self._labels.get(key, ()) if x not in out]

    def _head(self, cased: bool, words: tuple) -> set[str]:
        found = self._heads.get((cased, words), set())
        if self._base is not None:
            found = found | self._base._head(cased, words)
        return found

    def parents(self, key: str, labels: Iterable[str] | None = None, named: bool = True) -> list[str]:
        """The techniques `key` (named by `labels`, default its own) is directly a kind of, sorted.

        `named=False` (for a system, model, ... rather than a technique): only a common-noun name counts,
        one whose modifiers are no proper names ("DeepSpeed-MoE", "GPT-3 MoE" are not kinds of MoE;
        "layer-by-layer knowledge distillation" is a kind of knowledge distillation)."""
        out: set[str] = set()
        for label in self.labels(key) if labels is None else labels:
            lower, cased = _words(label, False), _words(label, True)
            if (self._head(False, lower) | self._head(True, cased)) - {key}:
                continue  # the name *is* another technique's label: a clash of names, not a kind of it
            for n in range(len(lower) - 1, 0, -1):
                if not named and any(_proper(w) for w in cased[:-n]):
                    break
                found = (self._head(False, lower[-n:]) | self._head(True, cased[-n:])) - {key}
                if found:
                    out |= found
                    break
        return sorted(out)

    def direct(self, key: str, labels: Iterable[str] | None = None, named: bool = True) -> list[str]:
        """`parents` without those that are broader than another parent (N:M sparsity -> semi-structured
        sparsity, not also -> sparsity): the skos:broader links."""
        parents = self.parents(key, labels, named)
        above = {a for p in parents for a in self.ancestors(p)}
        return [p for p in parents if p not in above]

    def ancestors(self, key: str, labels: Iterable[str] | None = None, named: bool = True) -> list[str]:
        """Every broader technique of `key`: parents, their parents, ... (sorted, without `key`)."""
        seen: set[str] = set()
        todo = self.parents(key, labels, named)
        while todo:
            k = todo.pop()
            if k in seen or k == key:
                continue
            seen.add(k)
            todo.extend(self.parents(k))
        return sorted(seen)


def _proper(word: str) -> bool:
    """A word that is a name: a capital after its first letter (DeepSpeed, GPT, LoRA)."""
    return any(ch.isupper() for ch in word[1:])


@functools.lru_cache(maxsize=65536)
def _words(label: str, cased: bool) -> tuple[str, ...]:
    """The normalised words of a label (memoised: a pure function of the string)."""
    from .vocab import norm, norm_cased

    return tuple((norm_cased(label) if cased else norm(label)).split())


@functools.lru_cache(maxsize=1)
def vocabulary_taxonomy() -> Taxonomy:
    """The hierarchy of the vocabulary's Technique concepts (ontology/vocab/techniques.ttl)."""
    from .vocab import load_vocabulary

    tax = Taxonomy()
    for c in sorted(load_vocabulary().concepts.values(), key=lambda c: c.key):
        if c.type == "Technique":
            tax.add(c.key, (c.label, *c.aliases))
    return tax


def paper_taxonomy(ex: Extraction, base: Taxonomy | None = None) -> Taxonomy:
    """The vocabulary's hierarchy plus the paper's own Technique entities (by their labels)."""
    tax = Taxonomy(base or vocabulary_taxonomy())
    for e in ex.entities:
        if e.type == "Technique":
            tax.add(e.key, (e.label,))  # its canonical label only: a rule-found alias is no head phrase
    return tax


def _mentions_by_sentence(ex: Extraction) -> dict[int, list[tuple[str, list[int]]]]:
    """Sentence index -> [(entity key, its start offsets within the sentence)], in text order."""
    spans: dict[int, list[tuple[int, str]]] = {}
    for e in ex.entities:
        for m in e.mentions:
            if 0 <= m.sentence < len(ex.sentences):
                spans.setdefault(m.sentence, []).append((m.start - ex.sentences[m.sentence].start, e.key))
    out = {}
    for i, items in spans.items():
        keys: dict[str, list[int]] = {}
        for pos, k in sorted(items):
            keys.setdefault(k, []).append(pos)
        out[i] = list(keys.items())
    return out


def _predicates(typ: str, baseline: bool, positions: list[int], cue: int | None) -> list[str]:
    """The relations one entity of a sentence gets, given where the comparison cue is (see the module doc)."""
    by_type = BY_TYPE.get(typ)
    after = cue is not None and any(p >= cue for p in positions)
    before = cue is None or any(p < cue for p in positions)
    preds = []
    if after and (baseline or typ == "System"):
        preds.append("comparedWith")
    elif after and by_type:
        preds.append(by_type)
    if before:
        if by_type:
            preds.append(by_type)
        elif baseline:
            preds.append("comparedWith")
    return list(dict.fromkeys(preds))


def _sentence_order(ex: Extraction) -> list[int]:
    """Sentence indices in reading order (title first, then abstract)."""
    return list(range(len(ex.sentences)))


def derive(ex: Extraction, taxonomy: Taxonomy | None = None) -> list[Relation]:
    """Relations a paper's text states about the systems it proposes (see the module doc).

    `taxonomy`: the technique hierarchy (default: `paper_taxonomy(ex)`)."""
    proposed = [k for k in ex.proposes if ex.entity(k) is not None]
    if not proposed:
        return []
    types = {e.key: e.type for e in ex.entities}
    baselines = set(ex.baselines)
    is_proposed = set(proposed)  # membership tests (the list keeps the order)
    per_sentence = _mentions_by_sentence(ex)

    explicit: dict[tuple[str, str, str], int] = {}
    anaphoric: dict[tuple[str, str, str], int] = {}
    components: dict[tuple[str, str], int] = {}  # (system, another proposed entity its sentence names)
    last = proposed[0]
    for i in _sentence_order(ex):
        items = per_sentence.get(i, [])
        named = [k for k, _ in items if k in is_proposed]
        text = ex.sentences[i].text
        if named:
            subject, found = named[0], explicit
            last = named[0]
        elif ANAPHORA.search(text):
            subject, found = last, anaphoric
        else:
            continue
        cue = COMPARISON.search(text)
        cue_at = cue.start() if cue else None
        for k, positions in items:
            if k in is_proposed and k != subject:
                components.setdefault((subject, k), i)
            if k == subject or k in is_proposed:
                continue
            for pred in _predicates(types.get(k, ""), k in baselines, positions, cue_at):
                found.setdefault((subject, pred, k), i)

    relations = dict(anaphoric)
    relations.update(explicit)  # an explicit sentence wins over an anaphoric one
    tax = taxonomy if taxonomy is not None else paper_taxonomy(ex)
    names = {e.key: [e.label, *e.aliases] for e in ex.entities}
    techniques = {e.key for e in ex.entities if e.type == "Technique"}
    narrower = [((s, o), i) for (s, p, o), i in relations.items() if p == "uses"] + list(components.items())
    for (s, o), i in sorted(narrower, key=lambda kv: (kv[1], kv[0])):
        for t in tax.ancestors(o, names.get(o), named=o in techniques or o not in names):
            if t != s:
                relations.setdefault((s, "uses", t), i)  # a direct statement keeps its own sentence
    for b in ex.baselines:
        if b in proposed or ex.entity(b) is None:
            continue
        if any(key[1] == "comparedWith" and key[2] == b for key in relations):
            continue
        first = min((m.sentence for m in ex.entity(b).mentions), default=None)
        if first is not None:
            relations.setdefault((proposed[0], "comparedWith", b), first)
    return [Relation(s, p, o, i) for (s, p, o), i in sorted(relations.items(), key=lambda kv: (kv[1], kv[0]))]
