"""Venue and page count from arXiv comment strings (the seed dump's comments)."""
from __future__ import annotations

import pytest

from kg.comments import parse_comment, parse_pages, parse_venue


@pytest.mark.parametrize(
    "comment, venue",
    [
        ("ICLR 2024", "ICLR 2024"),
        ("NSDI '24", "NSDI 2024"),
        ("Published in NeurIPS 2022. This paper was previously titled \"Curriculum Learning\"", "NeurIPS 2022"),
        ("This paper is published in the 29th Annual International Conference on Mobile Computing and Networking (ACM MobiCom '23)", "MobiCom 2023"),
        ("Accepted in MLSys'22 Workshop on Cloud Intelligence / AIOps", "MLSys 2022"),
        ("This paper is published at ICML 2022: https://proceedings.mlr.press/v162/rajbhandari22a", "ICML 2022"),
        ("Published in ICLR 2018 ( the Sixth International Conference on Learning Representations)", "ICLR 2018"),
        ("Accepted to PSB 2025", "PSB 2025"),
        ("Acceped by AAAI 2026", "AAAI 2026"),
    ],
)
def test_venue_from_comment(comment, venue):
    assert parse_venue(comment) == venue


@pytest.mark.parametrize(
    "comment",
    [
        "70 pages, 27 figures",
        "v2: Updated with changes from peer review rebuttal. v1: Version under peer review",
        "This paper is the extended version of 'CarM: Hierarchical Episodic Memory for Continual Learning' accepted at DAC 2022",
        "Project page: https://litept.github.io/",
        None,
        "",
    ],
)
def test_no_venue_when_none_is_the_papers_own(comment):
    assert parse_venue(comment) is None


def test_lowercase_word_is_not_an_uppercase_acronym():
    assert parse_venue("we ran on sc 2022 hardware") is None


@pytest.mark.parametrize(
    "comment, pages",
    [("17 pages", 17), ("70 pages, 27 figures", 70), ("14 pages, 7 figures", 14), ("22 pages", 22),
     ("NSDI '24", None), ("1 page abstract", 1), (None, None)],
)
def test_pages_from_comment(comment, pages):
    assert parse_pages(comment) == pages


def test_parse_comment_gives_both():
    assert parse_comment("ICLR 2024, 12 pages") == ("ICLR 2024", 12)


def test_every_seed_comment_is_parsed_consistently(seed_paths):
    from kg.readers import read_sources

    dump = [p for p in read_sources(seed_paths) if p.comment]
    assert len(dump) == 19
    # every comment that mentions pages gives a page count, and venue years are 4 digits
    for p in dump:
        assert (p.pages is not None) == ("pages" in p.comment)
        if p.venue:
            assert p.venue.split()[-1].isdigit() and len(p.venue.split()[-1]) == 4
