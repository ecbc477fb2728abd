import pytest

from kg.model import ENTITY_TYPES, Entity, Extraction, Result, slugify


@pytest.mark.parametrize(
    "label,slug",
    [
        ("ZeRO-Offload", "zero-offload"),
        ("ZeRO Offload", "zero-offload"),
        ("0/1 Adam", "0-1-adam"),
        ("GPT-3 1.3B", "gpt-3-1.3b"),
        ("GPT-3.5", "gpt-3.5"),
        ("C++", "c-plus-plus"),
        ("Llama2-7B-chat", "llama2-7b-chat"),
        ("  FlashAttention. ", "flashattention"),
        ("Ünïcode café", "unicode-cafe"),
    ],
)
def test_slugify_is_readable_and_iri_safe(label, slug):
    assert slugify(label) == slug


def test_extraction_record_follows_guideline_shape():
    ex = Extraction(
        paper_key="p1",
        entities=[Entity("fedhc", "FedHC", "System"), Entity("speedup", "speedup", "Metric")],
        proposes=["fedhc"],
        results=[Result("2.75", "x", "speedup", 0, 10, 15, "2.75x speedup")],
    )
    rec = ex.record("seed-07")
    assert rec["id"] == "seed-07"
    assert list(rec["entities"]) == list(ENTITY_TYPES)
    assert rec["entities"]["System"] == ["FedHC"]
    assert rec["proposes"] == ["FedHC"]
    assert rec["results"] == [{"value": 2.75, "unit": "x", "metric": "speedup"}]


def test_papers_are_slotted_and_survive_pickling(seed_paths):
    """Paper and SourceRef use __slots__ (no per-object dict); real papers still pickle
    (parallel builds send them to worker processes), copy and compare as before."""
    import copy
    import dataclasses
    import pickle

    from kg.merge import merge_papers
    from kg.model import Paper, SourceRef
    from kg.readers import read_sources

    papers = merge_papers(read_sources(seed_paths))
    p = next(p for p in papers if p.title and len(p.sources) == 2)
    assert not hasattr(p, "__dict__") and not hasattr(p.sources[0], "__dict__")
    assert pickle.loads(pickle.dumps(papers, protocol=pickle.HIGHEST_PROTOCOL)) == papers
    assert copy.deepcopy(p) == p and dataclasses.replace(p, title="Other") != p
    assert [f.name for f in dataclasses.fields(Paper)] == [
        "key", "title", "abstract", "year", "date", "categories", "creators", "comment", "venue", "pages",
        "arxiv_id", "doi", "ext_id", "cites", "sources"]
    assert [f.name for f in dataclasses.fields(SourceRef)] == ["path", "line", "format"]
    with pytest.raises(AttributeError):
        p.not_a_field = 1
