"""The SKOS vocabulary data (ontology/vocab/*.ttl): well-formed, one type per
concept, IRIs derived from the preferred label, no label shared by two
concepts, and broad enough to serve abstracts the project has never seen."""
from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict

import pytest
import rdflib
from rdflib.namespace import OWL, RDF, SKOS

from kg.model import ENTITY_TYPES, slugify
from kg.resources import ontology_file, vocab_files

KG = rdflib.Namespace("https://w3id.org/mlsys-kg/ontology#")
ENT = "https://w3id.org/mlsys-kg/entity/"
SCHEME = rdflib.URIRef(ENT + "scheme")
TYPE_FILES = {
    "systems.ttl": "System",
    "techniques.ttl": "Technique",
    "models.ttl": "Model",
    "datasets.ttl": "Dataset",
    "metrics.ttl": "Metric",
    "hardware.ttl": "Hardware",
}
# The data must keep at least this many concepts per type (it holds more).
MIN_SIZE = {"System": 600, "Technique": 450, "Model": 400, "Dataset": 250, "Metric": 180, "Hardware": 200}


def norm(name: str) -> str:
    """The guideline scorer's name normalisation (case, hyphen/space/slash, plural s)."""
    s = unicodedata.normalize("NFKC", name).lower().strip()
    s = re.sub(r"[\u2010-\u2015]", "-", s)
    words = re.sub(r"[-_/\s]+", " ", s).strip().split(" ")
    if len(words[-1]) > 3 and words[-1].endswith("s") and not words[-1].endswith("ss"):
        words[-1] = words[-1][:-1]
    return " ".join(words)


@pytest.fixture(scope="module")
def graphs() -> dict[str, rdflib.Graph]:
    out = {}
    for path in vocab_files():
        g = rdflib.Graph()
        g.parse(path, format="turtle")
        out[path.name] = g
    return out


@pytest.fixture(scope="module")
def vocab(graphs) -> rdflib.Graph:
    g = rdflib.Graph()
    for part in graphs.values():
        g += part
    return g


@pytest.fixture(scope="module")
def concepts(vocab) -> dict[str, dict]:
    """local name -> {type, pref, alts, cs} for every skos:Concept."""
    types = {KG[t]: t for t in ENTITY_TYPES}
    out = {}
    for s in set(vocab.subjects(RDF.type, SKOS.Concept)):
        out[str(s)] = {
            "types": [types[t] for t in vocab.objects(s, RDF.type) if t in types],
            "prefs": [str(p) for p in vocab.objects(s, SKOS.prefLabel)],
            "alts": [str(a) for a in vocab.objects(s, SKOS.altLabel)],
            "cs": any(v.toPython() is True for v in vocab.objects(s, KG.caseSensitive)),
        }
    return out


def by_label(concepts) -> dict[str, str]:
    """Case-folded label -> concept IRI, for the labels matched in any case: all
    labels of ordinary concepts, the lower-case-only labels of case-sensitive ones."""
    return {
        lab.casefold(): iri
        for iri, c in concepts.items()
        for lab in c["prefs"] + c["alts"]
        if not c["cs"] or lab == lab.lower()
    }


def resolve(concepts, surface: str) -> str:
    """The concept a surface form names: exact label first, then case-insensitively."""
    exact = {lab: iri for iri, c in concepts.items() for lab in c["prefs"] + c["alts"]}
    return exact.get(surface) or by_label(concepts)[surface.casefold()]


def test_vocab_data_every_file_parses_and_the_scheme_is_declared(graphs, vocab):
    assert set(TYPE_FILES) | {"scheme.ttl"} <= set(graphs)
    assert (SCHEME, RDF.type, SKOS.ConceptScheme) in vocab
    assert list(vocab.objects(SCHEME, rdflib.URIRef("http://purl.org/dc/terms/title")))


def test_vocab_data_files_parse_with_a_second_parser(graphs):
    """pyoxigraph's strict Turtle parser reads every file to the same triples."""
    import pyoxigraph

    for path in vocab_files():
        quads = list(pyoxigraph.parse(path=str(path), format=pyoxigraph.RdfFormat.TURTLE))
        assert len(quads) == len(graphs[path.name]), path.name


def test_vocab_data_each_file_holds_only_its_own_type(graphs):
    types = {KG[t]: t for t in ENTITY_TYPES}
    for name, typ in TYPE_FILES.items():
        g = graphs[name]
        found = Counter(types[t] for s in g.subjects(RDF.type, SKOS.Concept) for t in g.objects(s, RDF.type) if t in types)
        assert set(found) == {typ}, (name, found)


def test_vocab_data_concepts_are_well_formed(vocab, concepts):
    bad = []
    for iri, c in concepts.items():
        if len(c["types"]) != 1:
            bad.append((iri, "types", c["types"]))
        if len(c["prefs"]) != 1:
            bad.append((iri, "prefLabels", c["prefs"]))
            continue
        if (rdflib.URIRef(iri), SKOS.inScheme, SCHEME) not in vocab:
            bad.append((iri, "not in scheme"))
        if not iri.startswith(ENT) or iri[len(ENT):] != slugify(c["prefs"][0]):
            bad.append((iri, "local name is not slugify(prefLabel)", slugify(c["prefs"][0])))
    assert not bad, bad[:20]


def test_vocab_data_labels_are_english_literals(vocab):
    bad = [
        (str(s), str(o))
        for p in (SKOS.prefLabel, SKOS.altLabel)
        for s, o in vocab.subject_objects(p)
        if not isinstance(o, rdflib.Literal) or o.language != "en" or str(o) != str(o).strip() or not str(o)
    ]
    assert not bad, bad[:20]


def test_vocab_data_no_label_belongs_to_two_concepts(concepts):
    """Labels equal after the scorer's normalisation must name one concept, unless
    both concepts are matched case-sensitively and the labels differ in case
    (YaRN the method, YARN the scheduler)."""
    owners: dict[str, set[tuple[str, str, bool]]] = defaultdict(set)
    for iri, c in concepts.items():
        for lab in c["prefs"] + c["alts"]:
            owners[norm(lab)].add((iri, lab, c["cs"]))
    clashes = []
    for key, entries in owners.items():
        if len({iri for iri, _, _ in entries}) < 2:
            continue
        labels = [lab for _, lab, _ in entries]
        if all(cs for _, _, cs in entries) and len(set(labels)) == len(labels):
            continue
        clashes.append((key, sorted(entries)))
    assert not clashes, clashes[:20]


def test_vocab_data_no_pure_case_variant_alt_labels(concepts):
    """Matching ignores case (except for case-sensitive concepts), so an altLabel
    that only changes case is noise."""
    bad = []
    for iri, c in concepts.items():
        if c["cs"]:
            continue
        folded = Counter(lab.casefold() for lab in c["prefs"] + c["alts"])
        bad += [(iri, lab) for lab, n in folded.items() if n > 1]
    assert not bad, bad[:20]


def test_vocab_data_no_regular_plural_alt_labels(concepts):
    """The matcher derives regular plurals ("GPUs", "large language models")
    itself; only irregular ones belong in the data. "L40S" (capital S) is a name."""
    bad = []
    for iri, c in concepts.items():
        labels = {lab.lower() for lab in c["prefs"] + c["alts"]}
        for alt in c["alts"]:
            if (alt.endswith("s") and alt[:-1].lower() in labels) or (alt.endswith("es") and alt[:-2].lower() in labels):
                bad.append((iri, alt))
    assert not bad, bad[:20]


def test_vocab_data_case_sensitive_concepts_have_a_cased_label(concepts):
    """The flag only means something for a label with capitals in it."""
    bad = [iri for iri, c in concepts.items() if c["cs"] and not any(
        any(ch.isupper() for ch in lab) for lab in c["prefs"] + c["alts"])]
    assert not bad, bad


def test_vocab_data_metric_labels_are_lower_case(concepts):
    """Metrics are lower-case noun phrases; acronyms and cased names inside them
    (KV, GPU, F1, mIoU, SQuAD) keep their capitals."""

    eponyms = {"Pearson", "Spearman", "Kendall", "Kendall's", "Pearson's", "Spearman's", "Bjøntegaard", "Bjontegaard"}

    def cased_word(w: str) -> bool:  # "Accuracy" (a sentence's capital), not "chrF" (the metric's own) nor a name's
        return w[:1].isupper() and bool(re.search(r"[a-z]", w)) and len(re.findall(r"[A-Z]", w)) < 2 and \
            w not in eponyms

    bad = [
        c["prefs"][0]
        for c in concepts.values()
        if c["types"] == ["Metric"] and any(cased_word(w) for w in re.split(r"[\s/@-]+", c["prefs"][0]))
    ]
    assert not bad, bad
    assert "accuracy" in {c["prefs"][0] for c in concepts.values() if c["types"] == ["Metric"]}


def test_vocab_data_meets_minimum_size_per_type(concepts):
    sizes = Counter(c["types"][0] for c in concepts.values() if len(c["types"]) == 1)
    short = {t: (sizes[t], n) for t, n in MIN_SIZE.items() if sizes[t] < n}
    assert not short, short
    assert sum(sizes.values()) >= 2000


def test_vocab_data_types_are_ontology_classes(vocab):
    """Every type the vocabulary uses is an OWL class of ontology/kg.ttl."""
    onto = rdflib.Graph()
    onto.parse(ontology_file(), format="turtle")
    used = {t for t in vocab.objects(None, RDF.type) if str(t).startswith(str(KG))}
    assert used == {KG[t] for t in ENTITY_TYPES}
    assert all((t, RDF.type, OWL.Class) in onto for t in used)
    assert (KG.caseSensitive, None, None) in onto


@pytest.mark.parametrize(
    "surface, label, typ",
    [
        ("NVIDIA V100", "V100", "Hardware"),
        ("Tesla V100", "V100", "Hardware"),
        ("NVIDIA A100", "A100", "Hardware"),
        ("ZeRO Offload", "ZeRO-Offload", "System"),
        ("RAG", "retrieval-augmented generation", "Technique"),
        ("MoE", "mixture-of-experts", "Technique"),
        ("MoE model", "Mixture-of-Experts model", "Model"),
        ("LLM", "large language model", "Model"),
        ("DNN", "deep neural network", "Model"),
        ("activation checkpointing", "gradient checkpointing", "Technique"),
        ("TTFT", "time to first token", "Metric"),
        ("QPS", "queries per second", "Metric"),
        ("Llama2-7B", "Llama 2 7B", "Model"),
        ("GPT3 1.3B", "GPT-3 1.3B", "Model"),
        ("ANN search", "approximate nearest neighbor search", "Technique"),
        ("MMLU", "MMLU", "Dataset"),
        ("retrieval augmented generation", "retrieval-augmented generation", "Technique"),
        ("LoRA", "low-rank adaptation", "Technique"),
        ("Massive Multitask Language Understanding", "MMLU", "Dataset"),
        ("zstd", "Zstandard", "System"),
    ],
)
def test_vocab_data_aliases_resolve_to_one_concept(concepts, surface, label, typ):
    """Acronym and long form, vendor-prefixed and spelling variants: one concept."""
    iri = resolve(concepts, surface)
    assert concepts[iri]["prefs"] == [label]
    assert concepts[iri]["types"] == [typ]


def test_vocab_data_english_words_are_matched_case_sensitively(concepts):
    """Names that are ordinary English words when lower-cased carry the flag."""
    flagged = {c["prefs"][0] for c in concepts.values() if c["cs"]}
    for name in ("Ray", "Orca", "Bamboo", "Triton", "Adam", "ZeRO", "BLOOM", "OPT", "GLUE", "SQuAD", "Apache Spark",
                 "Flower"):
        assert name in flagged, name
    lower = by_label(concepts)  # the labels matched in any case
    for word in ("ray", "orca", "spark", "bloom", "glue", "squad", "opt", "adam", "zero", "flash", "arrow",
                 "rag", "rope", "lora", "map", "amp", "swarm", "yarn", "react", "alibi", "tome", "flower"):
        assert word not in lower, word


def label_hits(concepts, text: str) -> int:
    """Whole-word occurrences of all labels in a text (a crude stand-in for the
    matcher: case-sensitive labels keep their case, a plural s may follow)."""
    low = text.lower()
    words = set(re.findall(r"\w+", text)) | set(re.findall(r"\w+", low))
    hits = 0
    for c in concepts.values():
        for lab in c["prefs"] + c["alts"]:
            cased = c["cs"] and lab != lab.lower()
            hay, needle = (text, lab) if cased else (low, lab.lower())
            first = re.match(r"\w+", needle)
            if (first is None or first.group() in words) and needle in hay:
                hits += len(re.findall(r"(?<![\w-])" + re.escape(needle) + r"s?(?![\w-])", hay))
    return hits


def test_vocab_data_stays_quiet_on_off_domain_abstracts(shared_dir, seed_paths, concepts):
    """On 200 physics and mathematics abstracts (the arXiv snapshot sample) the
    labels hit rarely: no generic English word is a label. On the seed abstracts
    of the field they hit many times more often per character."""
    import json

    sample = shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl"
    off_text = "\n".join(
        json.loads(line)["abstract"] for line in sample.read_text(encoding="utf-8").splitlines() if line.strip()
    )
    on_text = "\n".join(p.read_text(encoding="utf-8") for p in seed_paths)
    off = 1000 * label_hits(concepts, off_text) / len(off_text)  # hits per 1,000 characters
    on = 1000 * label_hits(concepts, on_text) / len(on_text)
    assert off < 0.5, off
    assert on > 20 * off, (on, off)


def test_vocab_data_finds_the_known_names_of_the_seed_abstracts(seed_paths, concepts):
    """A plain whole-word label search over the bundled seed text finds names of
    every type: the vocabulary speaks the corpus' language."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in seed_paths)
    low = text.lower()
    found: dict[str, set[str]] = defaultdict(set)
    for c in concepts.values():
        for lab in c["prefs"] + c["alts"]:
            hay, needle = (text, lab) if c["cs"] else (low, lab.lower())
            if needle in hay and re.search(r"(?<![\w-])" + re.escape(needle) + r"(?![\w-])", hay):
                found[c["types"][0]].add(c["prefs"][0])
                break
    assert set(found) == set(ENTITY_TYPES), {t: len(v) for t, v in found.items()}
    assert sum(len(v) for v in found.values()) >= 60, {t: sorted(v) for t, v in found.items()}
    assert {"DeepSpeed", "ZeRO-Offload", "GPU", "large language model"} <= set().union(*found.values())
