"""Extraction cache and incremental builds: unchanged papers are not extracted again."""
from __future__ import annotations

import re
import shutil
from dataclasses import replace

import pytest

from kg import cache as kcache
from kg.model import Entity, Extraction, Mention, Paper, Sentence, SourceRef

ABSTRACT = (
    "We present ZeRO-Offload, which enables training of 13B-parameter models on a single "
    "NVIDIA V100 GPU, achieving 40 TFLOPS and up to 10x larger models than PyTorch."
)


def _paper(key="arxiv-2101.06840", abstract=ABSTRACT, path="a.jsonl"):
    return Paper(key=key, title="ZeRO-Offload: Democratizing Billion-Scale Model Training", abstract=abstract,
                 year=2021, sources=[SourceRef(path, 1, "jsonl")])


def _extraction(paper):
    start = paper.abstract.index("ZeRO-Offload")
    return Extraction(
        paper_key=paper.key,
        sentences=[Sentence("abstract", 0, len(paper.abstract), paper.abstract)],
        entities=[Entity("zero-offload", "ZeRO-Offload", "System",
                         mentions=[Mention(0, start, start + 12, "ZeRO-Offload")], known=True)],
        proposes=["zero-offload"],
    )


def test_paper_hash_follows_the_text_not_where_it_was_read():
    v = "0.1.0+abc"
    p = _paper()
    assert kcache.paper_hash(p, v) == kcache.paper_hash(_paper(path="elsewhere.bib"), v)
    assert kcache.paper_hash(p, v) != kcache.paper_hash(_paper(abstract=ABSTRACT.replace("13B", "10B")), v)
    assert kcache.paper_hash(p, v) != kcache.paper_hash(replace(p, title="ZeRO-Offload"), v)
    assert kcache.paper_hash(p, v) != kcache.paper_hash(p, "0.1.0+def")


def test_paper_hash_covers_every_field_but_sources(seed_paths):
    """Changing any one field of a real paper (sources aside) changes its hash; text
    moved from one field to the next does too (the serialisation is unambiguous)."""
    import dataclasses

    from kg.merge import merge_papers
    from kg.readers import read_sources

    v = "0.1.0+abc"
    paper = next(p for p in merge_papers(read_sources(seed_paths)) if p.title and p.creators)
    base = kcache.paper_hash(paper, v)
    changed = {"key": "other-key", "title": paper.title + ".", "abstract": paper.abstract + " ", "year": 1999,
               "date": "1999-01-01", "categories": ["cs.LG"], "creators": paper.creators + ["A. N. Other"],
               "comment": "12 pages", "venue": "OSDI 2024", "pages": 12, "arxiv_id": "2401.00001",
               "doi": "10.1/x", "ext_id": "x-1", "cites": ["arxiv-2401.00001"]}
    fields = [f.name for f in dataclasses.fields(paper)]
    assert sorted(changed) == sorted(f for f in fields if f != "sources")
    hashes = {kcache.paper_hash(replace(paper, **{name: value}), v) for name, value in changed.items()}
    assert len(hashes) == len(changed) and base not in hashes
    moved = replace(paper, title=paper.title + " " + paper.abstract[:20], abstract=paper.abstract[20:])
    assert kcache.paper_hash(moved, v) != base
    assert kcache.paper_hash(replace(paper, sources=[]), v) == base
    assert kcache.paper_hash(replace(paper), v) == base  # a copy hashes alike


def test_pipeline_version_changes_with_the_vocabulary(tmp_path, monkeypatch):
    from kg import resources

    vocab = tmp_path / "vocab"
    shutil.copytree(resources.ontology_dir() / "vocab", vocab)
    monkeypatch.setattr(resources, "vocab_files", lambda: sorted(vocab.glob("*.ttl")))
    before = kcache.pipeline_version()
    assert before == kcache.pipeline_version()  # stable
    first = sorted(vocab.glob("*.ttl"))[0]
    first.write_text(first.read_text(encoding="utf-8") + "\n# a new concept\n", encoding="utf-8")
    assert kcache.pipeline_version() != before


def test_pipeline_version_covers_the_extraction_code():
    names = {p.name for p in kcache.component_files()}
    assert {"model.py", "vocab.py", "abbrev.py", "language.py"} <= names
    # every kg module the extraction code imports is covered too (abbrev.py was not: a change to the
    # abbreviation rules kept serving cached extractions); the readers make the papers, whose text is hashed;
    # errors holds exception classes and resources the paths of the vocabulary files, which are hashed
    imported = set()
    for path in kcache.component_files():
        imported.update(f"{m}.py" for m in re.findall(r"from \.(\w+) import", path.read_text(encoding="utf-8")))
        imported.update(f"{m.strip()}.py" for line in re.findall(r"from \. import ([\w, ]+)", path.read_text(
            encoding="utf-8")) for m in line.split(","))
    assert imported - {"merge.py", "readers.py", "errors.py", "resources.py"} <= names


def test_cache_returns_what_was_stored_and_counts_hits(tmp_path):
    p, q = _paper(), _paper(key="arxiv-2104.07857", abstract=ABSTRACT.replace("V100", "A100"))
    with kcache.ExtractionCache(tmp_path / "c.sqlite", version="v1") as c:
        c.put_many([(c.key(p), _extraction(p))])
    with kcache.ExtractionCache(tmp_path / "c.sqlite", version="v1") as c:
        found = c.get_many([c.key(p), c.key(q)])
        assert list(found) == [c.key(p)]
        assert found[c.key(p)] == _extraction(p)
        assert (c.hits, c.misses) == (1, 1)


def test_another_pipeline_version_empties_the_cache(tmp_path):
    p = _paper()
    with kcache.ExtractionCache(tmp_path / "c.sqlite", version="v1") as c:
        c.put_many([(c.key(p), _extraction(p))])
        assert len(c) == 1
    with kcache.ExtractionCache(tmp_path / "c.sqlite", version="v2") as c:
        assert len(c) == 0
        assert c.get_many([c.key(p)]) == {}


def test_prune_drops_entries_of_papers_no_longer_built(tmp_path):
    p, q = _paper(), _paper(key="arxiv-2104.07857")
    with kcache.ExtractionCache(tmp_path / "c.sqlite", version="v1") as c:
        c.put_many([(c.key(p), _extraction(p)), (c.key(q), _extraction(q))])
        assert c.prune([c.key(q)]) == 1
        assert list(c.get_many([c.key(p), c.key(q)])) == [c.key(q)]


def test_corrupt_cache_file_is_a_one_line_error(tmp_path):
    from kg.errors import GraphError

    bad = tmp_path / "c.sqlite"
    bad.write_bytes(b"this is not sqlite, just text " * 100)
    with pytest.raises(GraphError, match="c.sqlite: cannot use the extraction cache"):
        kcache.ExtractionCache(bad, version="v1")


# --- incremental builds ------------------------------------------------------------------

def _write_records(path, records):
    import json

    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


@pytest.fixture(scope="module")
def oai_records(shared_dir):
    import json

    path = shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl"
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in list(f)[:12]]


def test_rebuild_extracts_only_new_or_changed_papers(tmp_path, oai_records):
    from kg.build import build

    src = tmp_path / "papers.jsonl"
    out = tmp_path / "out"
    _write_records(src, oai_records[:10])
    first = build([src], out, viz=False)
    assert (first.papers, first.extracted, first.cached) == (10, 10, 0)
    ttl = (out / "kg.ttl").read_bytes()

    again = build([src], out, viz=False)
    assert (again.extracted, again.cached, again.unchanged) == (0, 0, 10)  # an update that touches nothing
    assert (out / "kg.ttl").read_bytes() == ttl
    scratch = build([src], out, viz=False, full=True)
    assert (scratch.extracted, scratch.cached) == (0, 10)
    assert (out / "kg.ttl").read_bytes() == ttl  # the cached extractions give the same graph

    changed = [dict(r) for r in oai_records]
    changed[3]["abstract"] = changed[3]["abstract"].replace(".", ". We also benchmark on a TPU v4 cluster.", 1)
    _write_records(src, changed)  # one abstract changed, two papers added
    third = build([src], out, viz=False)
    assert (third.papers, third.extracted, third.cached, third.unchanged) == (12, 3, 0, 9)
    assert b"We also benchmark on a TPU v4 cluster." in (out / "kg.ttl").read_bytes()


def test_changed_pipeline_version_re_extracts_everything(tmp_path, oai_records, monkeypatch):
    from kg import cache as cache_module
    from kg.build import build

    src = tmp_path / "papers.jsonl"
    _write_records(src, oai_records[:4])
    build([src], tmp_path / "out", viz=False)
    monkeypatch.setattr(cache_module, "pipeline_version", lambda: "0.1.0+vocabulary-edited")
    report = build([src], tmp_path / "out", viz=False)
    assert (report.extracted, report.cached) == (4, 0)


def test_no_cache_build_extracts_everything_and_writes_no_cache(tmp_path, oai_records):
    from kg.build import build

    src = tmp_path / "papers.jsonl"
    _write_records(src, oai_records[:3])
    report = build([src], tmp_path / "out", viz=False, cache=False)
    assert (report.extracted, report.cached) == (3, 0)
    assert not (tmp_path / "out" / kcache.CACHE_FILE).exists()
