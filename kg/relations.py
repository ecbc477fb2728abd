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
"""
from __future__ import annotations

import re

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


def derive(ex: Extraction) -> list[Relation]:
    """Relations a paper's text states about the systems it proposes (see the module doc)."""
    proposed = [k for k in ex.proposes if ex.entity(k) is not None]
    if not proposed:
        return []
    types = {e.key: e.type for e in ex.entities}
    baselines = set(ex.baselines)
    per_sentence = _mentions_by_sentence(ex)

    explicit: dict[tuple[str, str, str], int] = {}
    anaphoric: dict[tuple[str, str, str], int] = {}
    last = proposed[0]
    for i in _sentence_order(ex):
        items = per_sentence.get(i, [])
        named = [k for k, _ in items if k in proposed]
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
            if k == subject or k in proposed:
                continue
            for pred in _predicates(types.get(k, ""), k in baselines, positions, cue_at):
                found.setdefault((subject, pred, k), i)

    relations = dict(anaphoric)
    relations.update(explicit)  # an explicit sentence wins over an anaphoric one
    for b in ex.baselines:
        if b in proposed or ex.entity(b) is None:
            continue
        if any(key[1] == "comparedWith" and key[2] == b for key in relations):
            continue
        first = min((m.sentence for m in ex.entity(b).mentions), default=None)
        if first is not None:
            relations.setdefault((proposed[0], "comparedWith", b), first)
    return [Relation(s, p, o, i) for (s, p, o), i in sorted(relations.items(), key=lambda kv: (kv[1], kv[0]))]
