"""arXiv readers: export API Atom pages and OAI snapshot JSON Lines (and the eval input shape)."""
from __future__ import annotations

import pytest

from kg.errors import InputError
from kg.readers import ReadReport, read_sources


@pytest.fixture(scope="module")
def atom(data_dir):
    return list(read_sources([data_dir / "arxiv_atom_slice.xml"]))


@pytest.fixture(scope="module")
def oai(data_dir):
    return list(read_sources([data_dir / "arxiv_oai_slice.jsonl"]))


def test_atom_entry_fields(atom):
    assert len(atom) == 4
    p = atom[0]
    assert p.key == "arxiv-2512.13690" and p.arxiv_id == "2512.13690" and p.ext_id == "2512.13690v1"
    assert p.title == "DiffusionBrowser: Interactive Diffusion Previews via Multi-Branch Decoders"
    assert p.abstract.startswith("Video diffusion models have revolutionized generative video synthesis")
    assert "\n" not in p.abstract
    assert p.creators == ["Susung Hong", "Chongjian Ge", "Zhifei Zhang", "Jui-Hsien Wang"]
    assert p.categories == ["cs.CV", "cs.AI", "cs.GR", "cs.LG"]  # primary first
    assert p.date == "2025-12-15" and p.year == 2025
    assert p.comment == "Project page: https://susunghong.github.io/DiffusionBrowser"
    assert [s.line for s in (a.sources[0] for a in atom)] == [1, 2, 3, 4]


def test_atom_primary_category_comes_first(atom):
    sae = atom[3]
    assert sae.categories[0] == "cs.LG"


def test_atom_venue_from_comment_then_journal_ref(atom):
    assert atom[2].comment == "Acceped by AAAI 2026" and atom[2].venue == "AAAI 2026"
    assert atom[3].venue == "Transactions on Machine Learning Research, 2025"  # arxiv:journal_ref


def test_atom_full_sample_reads_100_entries(shared_dir):
    papers = list(read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"]))
    assert len(papers) == 100
    assert len({p.arxiv_id for p in papers}) == 100
    assert all(p.creators and p.date and p.abstract and p.title for p in papers)


def test_oai_fields(oai):
    p = oai[0]
    assert p.arxiv_id == "0704.0001" and p.ext_id == "0704.0001"
    assert p.title == "Calculation of prompt diphoton production cross sections at Tevatron and LHC energies"
    assert p.creators == ["C. Balázs", "E. L. Berger", "P. M. Nadolsky", "C.-P. Yuan"]  # authors_parsed, LaTeX decoded
    assert p.date == "2007-04-02"  # first version
    assert p.doi == "10.1103/PhysRevD.76.013009"
    assert p.venue == "Phys.Rev.D76:013009,2007"
    assert p.pages == 37
    assert p.abstract.startswith("A fully differential calculation") and "  " not in p.abstract
    assert oai[1].categories == ["math.CO", "cs.CG"]
    assert oai[1].creators == ["Ileana Streinu", "Louis Theran"]


def test_oai_full_sample_reads_200_records(shared_dir):
    papers = list(read_sources([shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl"]))
    assert len(papers) == 200
    assert all(p.creators and p.date and p.year for p in papers)


def test_dev_input_light_shape_keeps_ids(shared_dir):
    report = ReadReport()
    papers = list(read_sources([shared_dir / "eval" / "dev_input.jsonl"], report=report))
    assert len(papers) == 43
    assert [p.ext_id for p in papers] == [f"seed-{i:02d}" for i in range(1, 44)]
    assert [p.key for p in papers][:2] == ["seed-01", "seed-02"]
    assert all(p.arxiv_id is None for p in papers)
    assert papers[0].title is None and papers[0].creators == ["Minjia Zhang"]
    fedhc = papers[17]
    assert fedhc.title.startswith("FedHC") and fedhc.categories == ["cs.DC"]
    assert papers[7].comment == "NSDI '24" and papers[7].venue == "NSDI 2024"
    assert report.lines()[0].endswith("arxiv-jsonl, read 43, skipped 0, merged 0")


def test_gold_record_shape_reads_text_as_the_abstract(shared_dir):
    """The guideline's record gives the abstract as "text": the dev gold file reads as the dev input."""
    gold = list(read_sources([shared_dir / "eval" / "dev_gold.jsonl"]))
    inp = list(read_sources([shared_dir / "eval" / "dev_input.jsonl"]))
    assert len(gold) == 43 and all(p.abstract for p in gold)
    assert [(p.key, p.abstract) for p in gold] == [(p.key, p.abstract) for p in inp]


def test_json_lines_are_streamed(tmp_path, data_dir):
    """The first record comes out before a later broken line is even parsed."""
    f = tmp_path / "s.jsonl"
    first = (data_dir / "arxiv_oai_slice.jsonl").read_text(encoding="utf-8").splitlines()[0]
    f.write_text(first + "\n{broken\n", encoding="utf-8")
    it = read_sources([f], strict=True)
    assert next(it).arxiv_id == "0704.0001"
    with pytest.raises(InputError, match=r"s\.jsonl:2: invalid JSON"):
        next(it)


def test_atom_is_streamed(tmp_path, data_dir):
    text = (data_dir / "arxiv_atom_slice.xml").read_text(encoding="utf-8")
    cut = text[: text.index("<entry>", text.index("</entry>"))] + "<entry><title>Trunc"
    f = tmp_path / "trunc.xml"
    f.write_text(cut, encoding="utf-8")
    report = ReadReport()
    papers = list(read_sources([f], report=report))
    assert [p.arxiv_id for p in papers] == ["2512.13690"]
    assert report.sources[str(f)].skipped["invalid XML"] == 1
    assert "invalid XML" in report.warnings[0]


def test_latex_link_markup_becomes_plain_urls(shared_dir):
    from kg.read_arxiv import clean_links

    assert clean_links(r"Project website: $\href{https://neu-vi.github.io/LASER/}{\texttt{https://neu-vi.github.io/LASER/}}$.") == \
        "Project website: https://neu-vi.github.io/LASER/."
    assert clean_links(r"Code at \href{https://x.io/a}{our page}, 4$\times$ faster") == "Code at our page (https://x.io/a), 4$\\times$ faster"
    papers = list(read_sources([shared_dir / "data" / "formats"]))
    laser = next(p for p in papers if "neu-vi.github.io/LASER" in p.abstract)
    assert laser.abstract.endswith("Project website: https://neu-vi.github.io/LASER/")
    jova = next(p for p in papers if p.comment and "jova" in p.comment)
    assert jova.comment == "Project page: https://visual-ai.github.io/jova"
    assert not any("\\url{" in p.abstract or "\\href{" in p.abstract for p in papers)


def test_atom_api_error_entry_is_reported_not_read(tmp_path):
    # The shape the arXiv API returns for a malformed query.
    f = tmp_path / "err.xml"
    f.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<feed xmlns="http://www.w3.org/2005/Atom">\n'
        "  <title>arXiv Query: search_query=&amp;id_list=1234.12345</title>\n"
        "  <entry>\n    <id>http://arxiv.org/api/errors#incorrect_id_format_for_1234.12345</id>\n"
        "    <title>Error</title>\n    <summary>incorrect id format for 1234.12345</summary>\n  </entry>\n</feed>\n",
        encoding="utf-8",
    )
    with pytest.raises(InputError, match=r"err\.xml:1: arXiv API error entry: incorrect id format for 1234\.12345"):
        list(read_sources([f], strict=True))
    report = ReadReport()
    with pytest.raises(InputError):
        list(read_sources([f], report=report))  # nothing left to read
    assert report.sources[str(f)].skipped["API error"] == 1


def test_clean_collapses_whitespace_exactly_like_split_and_join(shared_dir):
    """clean() skips the split for text that is already clean; the result must be what
    " ".join(text.split()) gives, for real abstracts and for every kind of whitespace."""
    import json

    from kg.read_arxiv import clean

    lines = (shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl").read_text().splitlines()
    texts = [v for line in lines for k, v in json.loads(line).items() if k in ("title", "abstract", "comments") and v]
    assert any(" ".join(t.split()) != t for t in texts) and any(" ".join(t.split()) == t for t in texts)
    spaces = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
    tricky = ["  lead", "trail ", "a  b", "\u00e9t\u00e9 caf\u00e9", "zero\u200bwidth", "\ufeffbom"]
    tricky += [f"a{s}b" for s in spaces] + [f"\u00e9{s}b" for s in spaces]
    for text in texts + tricky:
        assert clean(text) == " ".join(text.split()), text


def test_only_the_ascii_space_is_both_whitespace_and_printable():
    """The assumption behind clean()'s fast path, over every code point."""
    from kg.read_arxiv import _ASCII_SPACES

    spaces = [chr(c) for c in range(0x110000) if chr(c).isspace()]
    assert [c for c in spaces if c.isprintable()] == [" "]
    assert "".join(c for c in spaces if c.isascii() and c != " ") == _ASCII_SPACES
