"""The two seed formats: the listing (000_*.txt) and the abstract dump (003_*.txt)."""
from __future__ import annotations

import pytest

from kg.read_seeds import split_comment
from kg.readers import ReadReport, read_sources


@pytest.fixture(scope="module")
def listing(seed_paths):
    return next(p for p in seed_paths if p.name.startswith("000_"))


@pytest.fixture(scope="module")
def dump(seed_paths):
    return next(p for p in seed_paths if p.name.startswith("003_"))


def test_listing_yields_18_titled_records(listing):
    report = ReadReport()
    papers = list(read_sources([listing], report=report))
    assert len(papers) == 18
    assert all(p.title and p.abstract for p in papers)
    assert report.sources[str(listing)].format == "seed-listing"


def test_listing_header_names_the_creator_of_every_paper(listing):
    papers = list(read_sources([listing]))
    assert {tuple(p.creators) for p in papers} == {("Minjia Zhang",)}


def test_listing_record_fields_and_line(listing):
    first = list(read_sources([listing]))[0]
    assert first.title == "FedHC: A Scalable Federated Learning Framework for Heterogeneous and Resource-Constrained Clients"
    assert first.year == 2023
    assert first.categories == ["cs.DC"]
    assert first.abstract.startswith("Federated Learning (FL) is a distributed learning paradigm")
    assert first.abstract.endswith("https://github.com/if-lab-repository/FedHC.")
    assert first.sources[0].line == 9  # the "arXiv2023" line
    lines = listing.read_text(encoding="utf-8").splitlines()
    assert lines[first.sources[0].line - 1] == "arXiv2023"


def test_listing_categories_lose_the_arrow(listing):
    cats = {c for p in read_sources([listing]) for c in p.categories}
    assert cats and not any("↗" in c for c in cats)
    assert {"cs.DC", "cs.LG", "cs.CL", "cs.IR"} <= cats


def test_dump_yields_43_abstracts_without_titles(dump):
    papers = list(read_sources([dump]))
    assert len(papers) == 43
    assert all(p.title is None and len(p.abstract) > 200 for p in papers)
    assert papers[0].abstract.startswith("How to efficiently serve LLMs in practice")
    assert papers[0].sources[0].line == 3


def test_dump_comment_is_not_abstract_text(dump):
    papers = list(read_sources([dump]))
    assert not any("Comment:" in p.abstract for p in papers)
    comments = [p.comment for p in papers if p.comment]
    assert len(comments) == 19
    assert papers[1].comment == "70 pages, 27 figures"
    assert papers[1].pages == 70
    assert papers[1].abstract.endswith("across academia, industry, and society.")
    venues = {p.venue for p in papers if p.venue}
    assert {"NSDI 2024", "ICLR 2024", "NeurIPS 2022", "AAAI 2024", "ICML 2022"} <= venues


def test_split_comment_keeps_abstract_and_comment():
    assert split_comment("We propose X., Comment: ICLR 2024") == ("We propose X.", "ICLR 2024")
    assert split_comment("No comment here, really.") == ("No comment here, really.", None)


def test_format_is_found_by_content_not_name(tmp_path, listing, dump):
    renamed = tmp_path / "notes.dat"
    renamed.write_bytes(dump.read_bytes())
    other = tmp_path / "x.csv"
    other.write_bytes(listing.read_bytes())
    report = ReadReport()
    papers = list(read_sources([renamed, other], report=report))
    assert len(papers) == 61
    assert report.sources[str(renamed)].format == "seed-dump"
    assert report.sources[str(other)].format == "seed-listing"


def test_malformed_and_undecodable_listing_records_are_skipped(tmp_path, listing):
    lines = listing.read_bytes().split(b"\n")
    # record 2 (lines 17-23) loses its title and abstract; record 3 gets an invalid byte in its abstract
    assert lines[18].startswith(b"SHARP") and lines[20].startswith(b"The effectiveness")
    lines[18] = lines[20] = b""
    lines[28] = lines[28].replace(b"Continual Learning (CL) is", b"Continual Learning (CL) \xff is")
    text = b"\n".join(lines)
    f = tmp_path / "listing.txt"
    f.write_bytes(text)
    report = ReadReport()
    papers = list(read_sources([f], report=report))
    titles = [p.title for p in papers]
    assert len(papers) == 16
    assert not any(t and t.startswith("Carousel Memory") for t in titles)
    assert report.sources[str(f)].skipped == {"malformed record": 1, "invalid UTF-8": 1}
    assert f"{f}:17: listing record without a title" in report.warnings
    assert any(w.startswith(f"{f}:29: invalid UTF-8") for w in report.warnings)
