"""Semantic Scholar Graph API JSON: one paper with nested citations/references, lists, search responses."""
from __future__ import annotations

import json

import pytest

from kg.merge import merge_papers
from kg.readers import ReadReport, read_sources

TURING = "2d5673caa9e6af3a7b82a43f19ee920992db07ad"


@pytest.fixture(scope="module")
def slice_papers(data_dir):
    return list(read_sources([data_dir / "s2_slice.json"]))


def test_main_paper_fields(slice_papers):
    main = slice_papers[0]
    assert main.title == "Computing Machinery and Intelligence"
    assert main.ext_id == TURING
    assert main.doi == "10.1093/MIND/LIX.236.433" and main.key == "doi-10.1093-mind-lix-236.433"
    assert main.year == 1950 and main.date == "1950-10-01"
    assert main.creators == ["A. Turing"]
    assert main.venue == "The Philosophy of Artificial Intelligence"
    assert main.abstract.startswith("I propose to consider the question")


def test_nested_citing_papers_cite_the_main_paper(slice_papers):
    citing = slice_papers[1:]
    assert len(citing) == 4
    assert all(TURING in p.cites for p in citing)
    assert [bool(p.abstract) for p in citing] == [True, True, False, True]
    assert citing[0].arxiv_id == "2405.19561" and citing[0].key == "arxiv-2405.19561"
    assert citing[2].title.startswith("The Journey/DAO/TAO of Embodied Intelligence")
    assert citing[2].creators[0] == "Tianyu Shen" and citing[2].date == "2024-06-01"


def test_references_are_cited_identifiers_not_papers(slice_papers):
    main = slice_papers[0]
    assert "348f436fd9a3965f5ff17db031a9f43426f89b8e" in main.cites
    assert "10.2307/3610576" in main.cites  # the reference's DOI, normalised
    assert not any(p.title == "Calculating Instruments and Machines" for p in slice_papers)


def test_merge_resolves_cites_to_keys(slice_papers):
    papers = merge_papers(slice_papers)
    main_key = papers[0].key
    assert papers[0].cites == []  # its references are not in the graph
    assert [p.cites for p in papers[1:]] == [[main_key]] * 4


def test_full_sample_1001_papers_1000_cites(shared_dir):
    report = ReadReport()
    path = shared_dir / "data" / "formats" / "semantic_scholar_paper.json"
    papers = merge_papers(read_sources([path], report=report), report)
    assert len(papers) == 1001
    assert sum(len(p.cites) for p in papers) == 1000
    assert sum(1 for p in papers if p.abstract) == 775  # main + 774 citing papers with abstracts
    assert report.lines()[0] == f"{path}: s2, read 1001, skipped 0, merged 0, without abstract 226"


def test_list_and_search_response_shapes(tmp_path, data_dir):
    doc = json.loads((data_dir / "s2_slice.json").read_text(encoding="utf-8"))
    items = [dict(c) for c in doc["citations"]]
    lst = tmp_path / "batch.json"
    lst.write_text(json.dumps(items), encoding="utf-8")
    search = tmp_path / "search.json"
    search.write_text(json.dumps({"total": 4, "offset": 0, "data": items}), encoding="utf-8")
    cit = tmp_path / "citations.json"
    cit.write_text(json.dumps({"offset": 0, "data": [{"citingPaper": c} for c in items]}), encoding="utf-8")
    for f in (lst, search, cit):
        papers = list(read_sources([f]))
        assert [p.ext_id for p in papers] == [c["paperId"] for c in items], f.name
        assert papers[0].title == "Quo Vadis ChatGPT? From Large Language Models to Large Knowledge Models"
