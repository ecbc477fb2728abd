"""Plain data passed between the stages: readers -> merge -> extract -> graph.

Nothing here imports spaCy or rdflib, so every stage can be used alone and
records can cross process boundaries (pickled) in parallel builds.
"""
from __future__ import annotations

from dataclasses import dataclass, field

ENTITY_TYPES = ("System", "Technique", "Model", "Dataset", "Metric", "Hardware")


# SourceRef and Paper use __slots__: a 100k-paper build holds every record in
# memory, and slots make each smaller and quicker to build (no per-object dict).
@dataclass(slots=True)
class SourceRef:
    """Where a paper record was read: file, line (or 1-based record number) and reader."""

    path: str
    line: int | None
    format: str


@dataclass(slots=True)
class Paper:
    """One paper as read from one or more sources (after merge: all of them)."""

    key: str  # stable, IRI-safe identifier, e.g. "arxiv-2401.01234" or "p-<hash>"
    title: str | None = None
    abstract: str = ""
    year: int | None = None
    date: str | None = None  # ISO date of first version when known
    categories: list[str] = field(default_factory=list)
    creators: list[str] = field(default_factory=list)
    comment: str | None = None  # e.g. "ICLR 2024", "17 pages"
    venue: str | None = None
    pages: int | None = None
    arxiv_id: str | None = None
    doi: str | None = None
    ext_id: str | None = None  # the id the input gave it (JSONL "id", S2 paperId, BibTeX key)
    cites: list[str] = field(default_factory=list)  # cited papers: identifiers as read, keys after merge_papers
    sources: list[SourceRef] = field(default_factory=list)


@dataclass
class Sentence:
    field: str  # "title" or "abstract"
    start: int  # character offsets within that field's text
    end: int
    text: str


@dataclass
class Mention:
    sentence: int  # index into Extraction.sentences
    start: int  # character offsets within the field of that sentence
    end: int
    text: str


@dataclass
class Entity:
    key: str  # slug of the canonical label: the entity IRI's local name
    label: str  # canonical label
    type: str  # one of ENTITY_TYPES
    aliases: list[str] = field(default_factory=list)  # other surface forms seen or known
    mentions: list[Mention] = field(default_factory=list)
    known: bool = False  # found through the vocabulary (else by a rule)


@dataclass
class Result:
    value: str  # decimal number as text, e.g. "2.75"
    unit: str  # "x", "%", "TFLOPS", "$", "B", ...
    metric: str  # lower-case metric name, "" when none stated
    sentence: int
    start: int
    end: int
    text: str  # the surface span, e.g. "up to 2.75x speedup"
    qualifier: str | None = None  # "up to", "over", "at least", ...
    metric_key: str | None = None  # key of the Metric entity when it is one
    system: str | None = None  # key of the System the result belongs to
    baseline: str | None = None  # key of the entity it is measured against


@dataclass
class Relation:
    subject: str  # entity key
    predicate: str  # "uses" | "evaluatedOn" | "runsOn" | "comparedWith"
    object: str  # entity key
    sentence: int


@dataclass
class Extraction:
    paper_key: str
    sentences: list[Sentence] = field(default_factory=list)
    entities: list[Entity] = field(default_factory=list)
    proposes: list[str] = field(default_factory=list)  # entity keys
    baselines: list[str] = field(default_factory=list)  # entity keys
    results: list[Result] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)
    links: list[str] = field(default_factory=list)  # code repository URLs in the text
    not_english: int = 0  # sentences left out because they are not in English (kg.language)
    failed: str = ""  # the pipeline stopped on this paper ("IndexError: 226"): a bug in kg, the paper kept bare

    def entity(self, key: str) -> Entity | None:
        return next((e for e in self.entities if e.key == key), None)

    def record(self, rec_id: str) -> dict:
        """The guideline's JSON record (../shared/eval/GUIDELINE.md)."""
        by_type: dict[str, list[str]] = {t: [] for t in ENTITY_TYPES}
        for e in self.entities:
            by_type[e.type].append(e.label)
        label = {e.key: e.label for e in self.entities}
        return {
            "id": rec_id,
            "entities": by_type,
            "proposes": [label.get(k, k) for k in self.proposes],
            "baselines": [label.get(k, k) for k in self.baselines],
            "results": [
                {"value": float(r.value), "unit": r.unit, "metric": r.metric} for r in self.results
            ],
        }


def slugify(label: str) -> str:
    """Readable, stable IRI-safe key of a canonical name: "ZeRO-Offload" -> "zero-offload"."""
    import re
    import unicodedata

    s = unicodedata.normalize("NFKD", label).encode("ascii", "ignore").decode().lower()
    s = re.sub(r"\+", "-plus", s)
    s = re.sub(r"[^a-z0-9.]+", "-", s)
    s = re.sub(r"\.(?![0-9])|(?<![0-9])\.", "-", s)  # keep dots only inside numbers (gpt-3.5)
    s = re.sub(r"-{2,}", "-", s).strip("-")
    return s or "x"
