"""BibTeX with abstracts (bibtexparser 2): fields, LaTeX accents and braces decoded."""
from __future__ import annotations

import pytest

from kg.readers import ReadReport, read_sources


@pytest.fixture(scope="module")
def bib(data_dir):
    return list(read_sources([data_dir / "sample.bib"]))


def test_entries_and_lines(bib, data_dir):
    assert [p.ext_id for p in bib] == ["yao2022zeroquant", "rajbhandari2022deepspeedmoe", "balazs2007diphoton", "goedel1931"]
    lines = (data_dir / "sample.bib").read_text(encoding="utf-8").splitlines()
    assert all(lines[p.sources[0].line - 1].startswith("@") for p in bib)


def test_braces_removed_from_title_and_abstract(bib):
    zq = bib[0]
    assert zq.title == "ZeroQuant: Efficient and Affordable Post-Training Quantization for Large-Scale Transformers"
    assert "for both BERT and GPT3-style models" in zq.abstract
    assert "{" not in zq.abstract and "}" not in zq.abstract


def test_authors_last_first_and_accents(bib):
    assert bib[0].creators[:3] == ["Zhewei Yao", "Reza Yazdani Aminabadi", "Minjia Zhang"]
    assert bib[1].creators[0] == "Samyam Rajbhandari" and len(bib[1].creators) == 8
    assert bib[2].creators == ["C. Balázs", "E. L. Berger", "P. M. Nadolsky", "C.-P. Yuan"]
    assert bib[3].creators == ["Kurt Gödel"]
    assert bib[3].title == "Über formal unentscheidbare Sätze der Principia Mathematica und verwandter Systeme I"
    assert bib[3].venue == "Monatshefte für Mathematik und Physik"


def test_identifiers_from_eprint_url_and_doi(bib):
    assert bib[0].arxiv_id == "2206.01861" and bib[0].categories == ["cs.CL"]
    assert bib[1].arxiv_id == "2201.05596"  # from the arxiv.org url
    assert bib[2].doi == "10.1103/PhysRevD.76.013009" and bib[2].key == "doi-10.1103-physrevd-76.013009"
    assert [p.year for p in bib] == [2022, 2022, 2007, 1931]


def test_entry_without_abstract_is_a_paper(data_dir):
    report = ReadReport()
    papers = list(read_sources([data_dir / "sample.bib"], report=report))
    assert papers[3].abstract == "" and papers[3].title
    assert report.lines()[0].endswith("read 4, skipped 0, merged 0, without abstract 1")


def test_latex_math_stays_as_written(tmp_path):
    f = tmp_path / "m.bib"
    f.write_text("@article{k, title={Fast $O(n)$ Attention}, abstract={We get 2.5$\\times$ speedup, 10\\% less memory \\& time.}}\n", encoding="utf-8")
    (p,) = read_sources([f])
    assert p.title == "Fast $O(n)$ Attention"
    assert p.abstract == "We get 2.5$\\times$ speedup, 10% less memory & time."


@pytest.mark.parametrize(
    "latex_text, plain",
    [
        (r"\emph{two words} and \textit{it}", "two words and it"),
        (r"Fran\c{c}ois", "François"),
        (r"\{set\} of {GPUs}", "{set} of GPUs"),
        (r"costs \$5 with $O(n \log n)$ time", r"costs $5 with $O(n \log n)$ time"),
        (r"\emph{{GPU} kernels}~now", "GPU kernels now"),
    ],
)
def test_latex_decoding(latex_text, plain):
    from kg.read_bibtex import latex

    assert latex(latex_text) == plain
