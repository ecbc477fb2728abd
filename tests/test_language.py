"""kg.language: sentences not in English are blanked out (offsets kept), English text is left alone."""
from __future__ import annotations

import json

import pytest

from kg.extract import paper_text
from kg.language import is_foreign, mask_foreign
from kg.readers import read_sources


@pytest.fixture(scope="module")
def s2_languages(data_dir):
    """Three Semantic Scholar records citing the shared sample: Spanish, Portuguese with an English
    version, English."""
    return {r["paperId"][:8]: r for r in json.loads((data_dir / "s2_languages.json").read_text(encoding="utf-8"))}


@pytest.mark.parametrize("sample", ["arxiv_atom_page.xml", "arxiv_oai_snapshot_head200.jsonl"])
def test_english_abstracts_are_left_as_they_are(shared_dir, sample):
    papers = list(read_sources([shared_dir / "data" / "formats" / sample]))
    assert len(papers) >= 100
    for paper in papers:
        text, _ = paper_text(paper)
        assert mask_foreign(text) == (text, []), paper.title


def test_english_dev_abstracts_and_seeds_are_left_as_they_are(shared_dir, seed_paths):
    papers = list(read_sources([shared_dir / "eval" / "dev_input.jsonl", *seed_paths]))
    for paper in papers:
        text, _ = paper_text(paper)
        assert mask_foreign(text)[1] == [], paper.title


def test_a_title_with_a_dutch_name_is_english():
    # two Dutch function words in a physicist's name ("van der Waals") do not make a sentence Dutch
    assert not is_foreign("Potassium intercalation in graphite: A van der Waals density-functional study")
    assert not is_foreign("Building on work by Alsing et al.")


def test_a_spanish_abstract_is_blanked_but_for_the_names_kept(s2_languages):
    rec = s2_languages["b09cc17d"]
    text = f"{rec['title']}\n\n{rec['abstract']}"
    masked, spans = mask_foreign(text, keep=frozenset({"ChatGPT"}))
    assert len(masked) == len(text)  # every offset stays
    assert "herramienta" not in masked and "aulas" not in masked
    assert masked.split() == ["ChatGPT"] * text.count("ChatGPT")
    assert masked.index("ChatGPT") == text.index("ChatGPT")
    assert text[slice(*spans[0])] == rec["title"]
    assert all(not text[a:b].startswith(" ") and not text[a:b].endswith(" ") for a, b in spans)


def test_a_bilingual_abstract_keeps_its_english_sentences(s2_languages):
    rec = s2_languages["e2017c8f"]
    masked, spans = mask_foreign(rec["abstract"])
    assert "This chapter presents an overview of the ever-evolving landscape of AI, written in Portuguese." in masked
    assert "We analyze the risks that may come along with rapid technological progress" in masked
    assert "Analisamos os riscos" in rec["abstract"] and "Analisamos os riscos" not in masked
    assert len(spans) >= 3


def test_english_with_chatgpt_is_left_as_it_is(s2_languages):
    rec = s2_languages["207d6ce8"]
    assert mask_foreign(rec["abstract"]) == (rec["abstract"], [])
