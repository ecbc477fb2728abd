"""Cross-source merging: one Paper per paper, provenance kept, fields by source priority."""
from __future__ import annotations

import re

import pytest

from kg.merge import arxiv_id, merge_papers, normalize_text, paper_key
from kg.model import Paper, SourceRef
from kg.readers import ReadReport, read_sources


def rec(fmt, line=1, path="x", **kw):
    return Paper(key="", sources=[SourceRef(path, line, fmt)], **kw)


def test_seeds_merge_to_43_papers_18_with_titles(seed_paths):
    report = ReadReport()
    papers = merge_papers(read_sources(seed_paths, report=report), report)
    assert len(papers) == 43
    assert sum(1 for p in papers if p.title) == 18
    titled = [p for p in papers if p.title]
    assert all({s.format for s in p.sources} == {"seed-listing", "seed-dump"} for p in titled)
    assert all(len(p.sources) == 1 for p in papers if not p.title)
    dump = next(p for p in seed_paths if p.name.startswith("003_"))
    assert report.sources[str(dump)].merged == 18
    assert any(line.endswith("merged 18") for line in report.lines())


def test_merged_seed_paper_has_listing_and_dump_fields(seed_paths):
    papers = merge_papers(read_sources(seed_paths))
    moe = next(p for p in papers if p.title and p.title.startswith("DeepSpeed-MoE"))
    assert moe.year == 2022 and moe.creators == ["Minjia Zhang"]
    assert moe.venue == "ICML 2022"  # from the dump's comment
    assert moe.comment.startswith("This paper is published at ICML 2022")


def test_keys_are_unique_iri_safe_and_stable(seed_paths):
    a = merge_papers(read_sources(seed_paths))
    b = merge_papers(read_sources(seed_paths))
    keys = [p.key for p in a]
    assert keys == [p.key for p in b]
    assert len(set(keys)) == 43
    assert all(re.fullmatch(r"p-[0-9a-f]{10}", k) for k in keys)


def test_key_rule_order():
    assert paper_key(rec("csv", arxiv_id="2206.01861", doi="10.1/x", ext_id="a")) == "arxiv-2206.01861"
    assert paper_key(rec("csv", arxiv_id="hep-th/9901001")) == "arxiv-hep-th-9901001"
    assert paper_key(rec("csv", doi="10.1103/PhysRevD.76.013009", ext_id="a")) == "doi-10.1103-physrevd-76.013009"
    assert paper_key(rec("arxiv-jsonl", ext_id="seed-01", abstract="x")) == "seed-01"
    assert paper_key(rec("s2", ext_id="2d5673caa9e6af3a7b82a43f19ee920992db07ad")).startswith("s2-2d5673")
    k = paper_key(rec("seed-dump", abstract="Some  abstract."))
    assert k == paper_key(rec("csv", abstract="some abstract")) and k.startswith("p-")


def test_arxiv_id_forms():
    assert arxiv_id("http://arxiv.org/abs/2512.13690v1") == "2512.13690"
    assert arxiv_id("arXiv:2201.05596") == "2201.05596"
    assert arxiv_id("math/0701001v2") == "math/0701001"
    assert arxiv_id("seed-01") is None


def test_match_by_arxiv_id_and_priority_rule():
    a = rec("seed-listing", title="Old Title From Listing", creators=["Minjia Zhang"], year=2022)
    b = rec("bibtex", title="ZeroQuant: Efficient and Affordable", arxiv_id="2206.01861",
            creators=["Zhewei Yao", "Minjia Zhang", "Yuxiong He"], venue="NeurIPS")
    c = rec("arxiv-atom", title="ZeroQuant: Efficient and Affordable Post-Training Quantization",
            arxiv_id="2206.01861", abstract="How to efficiently serve...", date="2022-06-04")
    out = merge_papers([a, b, c])
    assert len(out) == 2  # a has no identifier and a different title
    z = out[1]
    assert z.key == "arxiv-2206.01861"
    assert z.title == "ZeroQuant: Efficient and Affordable Post-Training Quantization"  # arXiv beats BibTeX
    assert z.venue == "NeurIPS" and z.date == "2022-06-04"
    assert z.creators == ["Zhewei Yao", "Minjia Zhang", "Yuxiong He"]
    assert [s.format for s in z.sources] == ["bibtex", "arxiv-atom"]


def test_match_by_doi_case_insensitive():
    a = rec("bibtex", doi="10.1103/PhysRevD.76.013009", title="A")
    b = rec("s2", doi="https://doi.org/10.1103/physrevd.76.013009", title="B")
    out = merge_papers([a, b])
    assert len(out) == 1 and out[0].title == "B"  # S2 ranks above BibTeX


def test_match_by_normalised_title():
    a = rec("csv", title="Bamboo: Making Preemptible Instances Resilient")
    b = rec("seed-listing", title="BAMBOO -- making preemptible instances, resilient!")
    assert len(merge_papers([a, b])) == 1
    short_a, short_b = rec("csv", title="Introduction"), rec("bibtex", title="introduction")
    assert len(merge_papers([short_a, short_b])) == 2  # too short to identify a paper


def test_match_by_abstract_prefix_only_above_threshold():
    long_text = "Nearest Neighbor Search (NNS) has recently drawn a rapid increase of interest " * 4
    full = rec("seed-dump", abstract=long_text + "Tail sentence.")
    cut = rec("csv", abstract=long_text.upper())
    assert len(merge_papers([full, cut])) == 1
    assert len(merge_papers([rec("a", abstract="We propose X."), rec("b", abstract="We propose X. And Y.")])) == 2


def test_conflicting_arxiv_ids_are_never_merged():
    a = rec("arxiv-atom", arxiv_id="2401.00001", title="A Survey of Large Language Models")
    b = rec("arxiv-jsonl", arxiv_id="2303.18223", title="A Survey of Large Language Models")
    assert len(merge_papers([a, b])) == 2


def test_normalize_text():
    assert normalize_text("  Ünïcode—Title:  A  B ") == "unicode title a b"


def _plain_normalize(text):
    """normalize_text as the module docstring defines it, without the fast paths."""
    import unicodedata

    from kg.merge import _COMBINING, _NON_WORD

    s = unicodedata.normalize("NFKD", text.lower()) if text else ""
    return " ".join(_NON_WORD.sub(" ", _COMBINING.sub("", s)).split())


@pytest.mark.parametrize("text", [
    "ZeRO-Offload: Democratizing Billion-Scale  Model_Training (2021)",
    "Dmitrii Ustiugov and Plamen Petrov, Marios Kogias",
    "Ψ-Net: ΣΥΣΤΗΜΑ ΑΒΓΣ ΑΣ. Σ",  # final sigma depends on the letters around it
    "ℌilbert spaces™ and ﬁne-tuning ½ · 10³",  # NFKD gives upper-case ASCII and digits
    "Ünïcode—Title: “quoted” ‘text’ – naïve café São Paulo, İstanbul, Kelvin K",
    "日本語の論文 mixed with ASCII, Ωmega and ß",
    "combining e\u0301 and a\u0308\u0323 marks, and \u0301 alone",
    "\ud800 lone surrogate, tab\tand\nnew line\x1c\x85\xa0\u3000end",
])
def test_normalize_text_fast_paths_agree_with_the_definition(text):
    from kg.merge import _letters

    assert normalize_text(text) == _plain_normalize(text)
    assert _letters(text) == _plain_normalize(text).replace(" ", "").encode("utf-8", "surrogatepass")


def test_normalize_text_agrees_with_the_definition_on_every_sample(seed_paths, shared_dir, data_dir):
    paths = [*seed_paths, shared_dir / "data" / "formats", data_dir / "sample.bib", data_dir / "s2_slice.json"]
    papers = list(read_sources(paths))
    texts = [t for p in papers for t in (p.title, p.abstract, *p.creators) if t]
    assert len(texts) > 2000 and any(not t.isascii() for t in texts)
    assert [normalize_text(t) for t in texts] == [_plain_normalize(t) for t in texts]


def test_cites_resolve_to_keys_of_present_papers():
    cited = rec("arxiv-atom", arxiv_id="2206.01861", title="ZeroQuant paper title here")
    citing = rec("s2", ext_id="abc", doi="10.1/citing", title="A paper citing ZeroQuant",
                 cites=["2206.01861", "10.9/absent", "abc"])
    out = merge_papers([cited, citing])
    assert out[1].cites == ["arxiv-2206.01861"]  # absent dropped, self-citation dropped


def test_formats_samples_merge_with_seeds_and_dev_input(seed_paths, shared_dir, data_dir):
    report = ReadReport()
    paths = [*seed_paths, shared_dir / "eval" / "dev_input.jsonl", data_dir / "sample.bib", data_dir / "sample.csv"]
    papers = merge_papers(read_sources(paths, report=report), report)
    # 43 seed papers; the BibTeX sample adds arXiv 0704.0001 and Goedel 1931
    assert len(papers) == 45
    zq = next(p for p in papers if p.arxiv_id == "2206.01861")
    assert zq.key == "arxiv-2206.01861"
    assert zq.ext_id == "seed-24"  # the evaluation id survives the merge
    assert {s.format for s in zq.sources} == {"seed-listing", "seed-dump", "arxiv-jsonl", "bibtex"}
    assert zq.creators[:3] == ["Zhewei Yao", "Reza Yazdani Aminabadi", "Minjia Zhang"]
    dev = shared_dir / "eval" / "dev_input.jsonl"
    assert report.sources[str(dev)].merged == 43
    assert report.sources[str(data_dir / "sample.csv")].merged == 3


@pytest.mark.slow
def test_build_merges_every_format_into_one_graph(tmp_path, data_dir, seed_paths, runner):
    """`kg build` on the seeds and a slice of every format: each paper once, with
    creators, dates and provenance; the Semantic Scholar citations become kg:cites."""
    import rdflib
    from rdflib.namespace import DCTERMS, PROV, RDF

    from kg.cli import cli
    from kg.namespace import KG

    inputs = [*seed_paths, data_dir / "arxiv_atom_slice.xml", data_dir / "arxiv_oai_slice.jsonl",
              data_dir / "s2_slice.json", data_dir / "sample.bib", data_dir / "sample.csv"]
    out = tmp_path / "out"
    res = runner.invoke(cli, ["build", *map(str, inputs), "--out", str(out), "--no-viz"])
    assert res.exit_code == 0, res.output
    assert f"{data_dir / 'sample.bib'}: bibtex, read 4, skipped 0, merged 3, without abstract 1" in res.output
    g = rdflib.Graph().parse(out / "kg.ttl", format="turtle")
    papers = set(g.subjects(RDF.type, KG.Paper))
    # 43 seeds + 4 Atom + 5 OAI + 5 S2 + Goedel (BibTeX); 0704.0001 is in OAI and BibTeX,
    # ZeroQuant and DeepSpeed-MoE (BibTeX) and the 3 CSV rows are seed papers
    assert len(papers) == 43 + 4 + 5 + 5 + 1
    non_seed = [p for p in papers if not str(p).rsplit("/", 1)[1].startswith("p-")]
    assert all(set(g.objects(p, DCTERMS.creator)) for p in non_seed)
    assert all(set(g.objects(p, DCTERMS.issued)) for p in non_seed)
    zq = next(p for p in papers if str(p).endswith("/arxiv-2206.01861"))
    assert len(set(g.objects(zq, PROV.wasDerivedFrom))) == 3  # listing, dump, BibTeX
    cites = set(g.subject_objects(KG.cites))
    turing = next(p for p in papers if str(p).endswith("/doi-10.1093-mind-lix-236.433"))
    assert len(cites) == 4 and {o for _, o in cites} == {turing}


def test_abstract_match_ignores_accents_and_case_among_many_others(seed_paths):
    """Abstracts are first compared by a cheap key (their letters and digits); an
    accented, upper-case copy still merges, and a real abstract cut after 200 normalised
    characters still prefix-matches its full version, among the 43 seed abstracts."""
    seeds = merge_papers(read_sources(seed_paths))
    text = next(p.abstract for p in seeds if len(p.abstract) > 600)
    accented = text.upper().replace("E", "\u00c9").replace("A", "\u00c4")
    cut = text[: text.index(" ", 260)]
    extra = [rec("csv", line=1, abstract=accented), rec("bibtex", line=2, abstract=cut)]
    out = merge_papers(seeds + extra)
    assert len(out) == len(seeds)
    original = next(p for p in seeds if p.abstract == text)
    merged = next(p for p in out if any(s.format == "csv" for s in p.sources))
    assert [s.format for s in merged.sources] == [s.format for s in original.sources] + ["csv", "bibtex"]
    assert merged.abstract == cut  # BibTeX ranks above CSV and the seed files
