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
