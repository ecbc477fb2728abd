"""kg.build's rebuilds: the store updated in place equals a store built from scratch; what is written or removed."""
import json
import shutil

import pyoxigraph as ox
import pytest

from kg import build as kbuild
from kg import buildstate
from kg import store as kstore
from kg.build import build
from kg.cli import cli


def _records(shared_dir, n):
    with open(shared_dir / "data" / "formats" / "arxiv_oai_snapshot_head200.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in list(f)[:n]]


def _write(path, records):
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def _store_lines(out):
    store = kstore.open_store(out)
    data = store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()).decode("utf-8")
    return sorted(data.splitlines())


def _same_as_scratch(tmp_path, src, out, report):
    """The updated store and kg.ttl equal those of a build from scratch of the same input."""
    scratch = build([src], tmp_path / "scratch", viz=False, full=True)
    assert not scratch.updated
    assert (out / "kg.ttl").read_bytes() == (tmp_path / "scratch" / "kg.ttl").read_bytes()
    assert _store_lines(out) == _store_lines(tmp_path / "scratch")
    assert report.triples == scratch.triples == len(_store_lines(out))
    dumped = kstore.open_store(out).dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()).decode("utf-8")
    assert kstore.read_lines(kstore.store_path(out)) == sorted(dumped.split("\n")[:-1])  # what the next update uses
    assert (report.entities, report.results, report.relations) == (scratch.entities, scratch.results, scratch.relations)
    shutil.rmtree(tmp_path / "scratch")


@pytest.fixture(scope="module")
def records(shared_dir):
    return _records(shared_dir, 24)


def test_update_adds_changes_and_removes_papers_like_a_build_from_scratch(tmp_path, records):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    first = build([_write(src, records[:20])], out, viz=False)
    assert not first.updated and first.extracted == 20

    changed = [dict(r) for r in records]
    changed[3]["abstract"] = changed[3]["abstract"].replace(".", ". We also benchmark on a TPU v4 cluster.", 1)
    del changed[7]  # removed; later records move up a line, so their source line changes too
    _write(src, changed[:19] + changed[20:])  # records 0-19 minus 7, + 21-23: 22 papers
    report = build([src], out, viz=False)
    assert report.updated and report.papers == 22
    assert report.extracted == 4  # the changed abstract and three new papers; moved ones come from the cache
    assert report.unchanged == 6  # the records before the removed one, but the changed one
    assert "store: updated in place" in report.summary()
    assert b"We also benchmark on a TPU v4 cluster." in (out / "kg.ttl").read_bytes()
    assert records[7]["id"].encode() not in (out / "kg.ttl").read_bytes()
    _same_as_scratch(tmp_path, src, out, report)


def test_appending_papers_touches_only_them(tmp_path, records):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:12])], out, viz=False)
    extra = _write(tmp_path / "extra.jsonl", records[12:15])
    report = build([src, extra], out, viz=False)
    assert (report.updated, report.extracted, report.cached, report.unchanged, report.removed) == (True, 3, 0, 12, 0)
    scratch = build([src, extra], tmp_path / "scratch", viz=False, full=True)
    assert (out / "kg.ttl").read_bytes() == (tmp_path / "scratch" / "kg.ttl").read_bytes()
    assert report.triples == scratch.triples


def test_seed_listing_then_both_seed_documents_then_the_dump_alone(tmp_path, seed_paths):
    """Untitled papers (the dump) take corpus-level labels; merging the listing changes 18 of them."""
    listing, dump = sorted(seed_paths)
    out = tmp_path / "out"
    build([listing], out, viz=False)
    both = build([listing, dump], out, viz=False)
    assert both.updated and both.papers == 43 and both.removed == 18
    scratch = build([listing, dump], tmp_path / "scratch", viz=False, cache=False)
    assert (out / "kg.ttl").read_bytes() == (tmp_path / "scratch" / "kg.ttl").read_bytes()
    alone = build([dump], out, viz=False)
    assert alone.updated and alone.removed == 18
    build([dump], tmp_path / "scratch2", viz=False, cache=False)
    assert (out / "kg.ttl").read_bytes() == (tmp_path / "scratch2" / "kg.ttl").read_bytes()


def test_many_changed_papers_build_the_store_from_scratch(tmp_path, records, monkeypatch):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:10])], out, viz=False)
    monkeypatch.setattr(kbuild, "UPDATE_MIN", 0)
    monkeypatch.setattr(kbuild, "UPDATE_MAX_SHARE", 0.2)
    report = build([_write(src, records[:10] + records[10:13])], out, viz=False)  # 3 of 13 new: > 20%
    assert not report.updated and (report.extracted, report.cached) == (3, 10)


def test_changed_graph_code_builds_the_store_from_scratch(tmp_path, records, monkeypatch):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:4])], out, viz=False)
    assert build([src], out, viz=False).updated
    monkeypatch.setattr(buildstate, "graph_version", lambda pipeline: "graph code edited")
    report = build([src], out, viz=False)
    assert not report.updated and report.cached == 4


def test_failed_update_leaves_the_previous_store_and_files(tmp_path, records, monkeypatch):
    from kg.graph import GraphBuilder

    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:6])], out, viz=False)
    ttl, lines = (out / "kg.ttl").read_bytes(), _store_lines(out)
    _write(src, records[:8])

    def broken(self):
        raise RuntimeError("finish failed")

    monkeypatch.setattr(GraphBuilder, "finish", broken)
    with pytest.raises(RuntimeError):
        build([src], out, viz=False)
    assert (out / "kg.ttl").read_bytes() == ttl and _store_lines(out) == lines
    assert sorted(p.name for p in out.iterdir()) == ["cache.sqlite", "kg.ttl", "store"]  # no temporary left
    monkeypatch.undo()
    report = build([src], out, viz=False)  # the record was not touched either: the next update works
    assert report.updated and (report.extracted, report.cached) == (0, 2)  # the failed build's extractions were kept
    _same_as_scratch(tmp_path, src, out, report)


def test_large_graph_gets_no_turtle_unless_asked_and_an_old_one_is_removed(tmp_path, records, monkeypatch):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:3])], out, viz=False)
    assert (out / "kg.ttl").is_file()
    monkeypatch.setattr(kbuild, "TURTLE_LIMIT", 100)
    report = build([src], out, viz=False)
    assert not (out / "kg.ttl").exists()
    text = report.summary()
    assert f"kg.ttl not written: {report.triples:,} triples is more than 100" in text
    assert f"removed {out / 'kg.ttl'} (from an earlier build)" in text
    assert kstore.open_store(out) is not None
    build([src], out, viz=False, export=("ttl",))
    assert (out / "kg.ttl").is_file()


def test_files_an_earlier_build_wrote_and_this_one_did_not_are_removed(tmp_path, records):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:3])], out, export=("nt", "jsonld"))
    assert {"kg.nt", "kg.jsonld", "graph.html"} <= {p.name for p in out.iterdir()}
    report = build([src], out, viz=False, export=("nt",))
    names = {p.name for p in out.iterdir()}
    assert "kg.nt" in names and "kg.jsonld" not in names and "graph.html" not in names
    assert f"removed {out / 'graph.html'} (from an earlier build)" in report.summary()


def test_endpoint_gets_a_dump_of_the_store_when_no_file_was_written(tmp_path, records, monkeypatch, writable_server):
    import urllib.parse
    import urllib.request

    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    monkeypatch.setattr(kbuild, "TURTLE_LIMIT", 100)
    report = build([_write(src, records[:3])], out, viz=False, endpoint=writable_server + "/store")
    assert report.pushed and not list(out.glob("*.nt")) and not (out / "kg.ttl").exists()
    query = urllib.parse.urlencode({"query": "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"})
    req = urllib.request.Request(f"{writable_server}/query?{query}",
                                 headers={"Accept": "application/sparql-results+json"})
    with urllib.request.urlopen(req, timeout=30) as resp:
        n = json.load(resp)["results"]["bindings"][0]["n"]["value"]
    assert int(n) == report.triples


def test_cli_full_builds_from_scratch_and_the_default_updates(runner, tmp_path, records):
    src, out = _write(tmp_path / "papers.jsonl", records[:3]), tmp_path / "out"
    first = runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz"])
    assert first.exit_code == 0 and "updated in place" not in first.output
    again = runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz"])
    assert again.exit_code == 0
    assert "papers: 3 (extracted 0, from cache 0, unchanged 3)" in again.output
    assert "store: updated in place (0 papers added, 0 removed or replaced)" in again.output
    full = runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz", "--full"])
    assert full.exit_code == 0 and "papers: 3 (extracted 0, from cache 3)" in full.output
    assert "updated in place" not in full.output


def test_a_store_without_a_readable_record_is_built_from_scratch(tmp_path, records):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:3])], out, viz=False)
    record = kstore.store_path(out) / buildstate.STATE_FILE
    record.write_bytes(b"not a database")
    report = build([src], out, viz=False)
    assert not report.updated and report.cached == 3
    assert build([src], out, viz=False).updated  # the new store has a good record again


def test_untitled_paper_that_changes_but_keeps_its_label_keeps_it(tmp_path, records):
    """An untitled paper's label is corpus-level: deleting the changed paper's triples must not lose it."""
    untitled = [{k: v for k, v in r.items() if k != "title"} for r in records[:4]]
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, untitled)], out, viz=False)
    label_of = {line.split(" ", 1)[0]: line for line in _store_lines(out) if "rdf-schema#label" in line}
    untitled[1] = dict(untitled[1], abstract=untitled[1]["abstract"] + " We release the code.")
    report = build([_write(src, untitled)], out, viz=False)
    assert report.updated and report.removed == 1 and report.extracted == 1
    assert {line.split(" ", 1)[0]: line for line in _store_lines(out) if "rdf-schema#label" in line} == label_of
    _same_as_scratch(tmp_path, src, out, report)


# --- incremental updates under stress: every update must equal a build from scratch ---------------------------

def _like_scratch(tmp_path, paths, out, report, **kw):
    """The updated store, kg.ttl and summary counts equal those of a full build of the same inputs (kept cache)."""
    scratch = build(paths, tmp_path / "scratch", viz=False, full=True, **kw)
    assert not scratch.updated
    assert _store_lines(out) == _store_lines(tmp_path / "scratch")
    assert (out / "kg.ttl").read_bytes() == (tmp_path / "scratch" / "kg.ttl").read_bytes()
    assert report.triples == scratch.triples == len(_store_lines(out))
    dumped = kstore.open_store(out).dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()).decode("utf-8")
    assert kstore.read_lines(kstore.store_path(out)) == sorted(dumped.split("\n")[:-1])  # what the next update uses
    assert (report.papers, report.entities, report.results, report.relations) == (
        scratch.papers, scratch.entities, scratch.results, scratch.relations)
    return scratch


def _cites(out):
    return sorted(line for line in _store_lines(out) if "#cites>" in line or "/cites>" in line)


def _s2_paper(record, refs=()):
    return {"paperId": f"s2{record['id'].replace('.', '')}", "title": record.get("title"),
            "abstract": record["abstract"], "externalIds": {"ArXiv": record["id"]},
            "references": [{"paperId": f"s2{r['id'].replace('.', '')}"} for r in refs]}


def test_cites_edges_follow_a_cited_paper_added_then_removed(tmp_path, records):
    citing = _s2_paper(records[0], refs=records[1:4])
    others = [_s2_paper(r) for r in records[1:6]]
    src, out = tmp_path / "s2.json", tmp_path / "out"
    src.write_text(json.dumps([citing] + [o for o in others if o["paperId"] != others[1]["paperId"]]))
    build([src], out, viz=False)
    assert len(_cites(out)) == 2  # records 1 and 3 are in the corpus, 2 is not
    src.write_text(json.dumps([citing] + others))  # the cited record 2 arrives
    report = build([src], out, viz=False)
    assert report.updated and len(_cites(out)) == 3
    _like_scratch(tmp_path, [src], out, report)
    src.write_text(json.dumps([citing] + others[1:]))  # the cited record 1 goes
    report = build([src], out, viz=False)
    assert report.updated and len(_cites(out)) == 2
    _like_scratch(tmp_path, [src], out, report)


def test_citing_paper_removed_takes_its_cites_edges(tmp_path, records):
    papers = [_s2_paper(records[0], refs=records[1:3]), _s2_paper(records[1]), _s2_paper(records[2], refs=records[1:2])]
    src, out = tmp_path / "s2.json", tmp_path / "out"
    src.write_text(json.dumps(papers))
    build([src], out, viz=False)
    assert len(_cites(out)) == 3
    src.write_text(json.dumps(papers[1:]))
    report = build([src], out, viz=False)
    assert report.updated and len(_cites(out)) == 1
    _like_scratch(tmp_path, [src], out, report)


def test_paper_in_two_files_then_either_file_dropped(tmp_path, records):
    a = _write(tmp_path / "a.jsonl", records[:6])
    b = _write(tmp_path / "b.jsonl", records[4:9])  # records 4 and 5 are in both: merged
    out = tmp_path / "out"
    first = build([a, b], out, viz=False)
    assert first.papers == 9
    report = build([a], out, viz=False)
    assert report.updated and report.papers == 6
    _like_scratch(tmp_path, [a], out, report)
    report = build([a, b], out, viz=False)
    assert report.updated and report.papers == 9
    _like_scratch(tmp_path, [a, b], out, report)
    report = build([b], out, viz=False)
    assert report.updated and report.papers == 5
    _like_scratch(tmp_path, [b], out, report)


def test_paper_moving_to_another_file(tmp_path, records):
    a, b, out = tmp_path / "a.jsonl", tmp_path / "b.jsonl", tmp_path / "out"
    build([_write(a, records[:5]), _write(b, records[5:8])], out, viz=False)
    report = build([_write(a, records[:4]), _write(b, records[4:8])], out, viz=False)
    assert report.updated and report.removed == 4 and report.extracted == 0  # the moved ones' source changed
    _like_scratch(tmp_path, [a, b], out, report)
    # the same file name in another folder: the same source node and lines, so nothing changes
    (tmp_path / "elsewhere").mkdir()
    a2 = shutil.copy(a, tmp_path / "elsewhere" / "a.jsonl")
    report = build([a2, b], out, viz=False)
    assert report.updated and report.removed == 0
    _like_scratch(tmp_path, [a2, b], out, report)


def test_changing_input_format_and_csv_columns(tmp_path, data_dir, records):
    out = tmp_path / "out"
    src = _write(tmp_path / "papers.jsonl", records[:5])
    build([src], out, viz=False)
    report = build([src], out, viz=False, fmt="s2")  # the same lines read as Semantic Scholar records
    assert report.updated and report.removed == 5
    _like_scratch(tmp_path, [src], out, report, fmt="s2")
    report = build([src], out, viz=False)
    assert report.updated
    _like_scratch(tmp_path, [src], out, report)

    csv = shutil.copy(data_dir / "sample.csv", tmp_path / "t.csv")
    build([csv], out, viz=False)
    report = build([csv], out, viz=False, columns="authors=Categories")
    assert report.updated and report.removed > 0
    _like_scratch(tmp_path, [csv], out, report, columns="authors=Categories")
    report = build([csv], out, viz=False)
    assert report.updated
    _like_scratch(tmp_path, [csv], out, report)


def _labels(out):
    return {line.split(" ", 1)[0]: line for line in _store_lines(out) if "rdf-schema#label" in line and "/paper/" in line}


def test_title_given_then_taken_away_under_the_same_key(tmp_path, records):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    rows = [dict(r) for r in records[:4]]
    build([_write(src, rows)], out, viz=False)
    rows[2] = {k: v for k, v in rows[2].items() if k != "title"}  # titled -> untitled
    report = build([_write(src, rows)], out, viz=False)
    assert report.updated and report.removed == 1
    _like_scratch(tmp_path, [src], out, report)
    rows[2] = dict(rows[2], title="A New Title For An Old Paper")  # untitled -> titled
    report = build([_write(src, rows)], out, viz=False)
    assert report.updated and report.removed == 1
    assert any('"A New Title For An Old Paper"' in line for line in _labels(out).values())
    _like_scratch(tmp_path, [src], out, report)


def test_twin_untitled_labels_get_and_lose_the_key_suffix(tmp_path, records):
    """Two untitled papers with one display label: both get "(key)"; when one goes, the other loses it."""
    base = {k: v for k, v in records[0].items() if k != "title"}
    words = base["abstract"].split()
    twin = dict(records[1], abstract=" ".join(words[:12]) + " " + records[1]["abstract"])
    twin = {k: v for k, v in twin.items() if k != "title"}
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, [base] + records[2:5])], out, viz=False)
    alone = _labels(out)
    report = build([_write(src, [base] + records[2:5] + [twin])], out, viz=False)
    assert report.updated and report.removed == 0
    both = _labels(out)
    suffixed = [line for line in both.values() if " (arxiv-" in line or " (p-" in line]
    assert len(suffixed) == 2, both
    _like_scratch(tmp_path, [src], out, report)
    report = build([_write(src, [base] + records[2:5])], out, viz=False)
    assert report.updated and _labels(out) == alone
    _like_scratch(tmp_path, [src], out, report)
    report = build([_write(src, records[2:5] + [twin])], out, viz=False)  # the other twin stays, on line 4
    assert report.updated
    _like_scratch(tmp_path, [src], out, report)


def test_removing_every_paper_fails_and_leaves_the_output(tmp_path, records):
    from kg.errors import InputError

    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:4])], out, viz=False)
    ttl, lines = (out / "kg.ttl").read_bytes(), _store_lines(out)
    with pytest.raises(InputError, match="empty file"):
        build([_write(src, [])], out, viz=False)
    assert (out / "kg.ttl").read_bytes() == ttl and _store_lines(out) == lines
    report = build([_write(src, records[:5])], out, viz=False)
    assert report.updated and (report.unchanged, report.extracted) == (4, 1)
    _like_scratch(tmp_path, [src], out, report)


def _record_rows(out):
    import sqlite3

    db = sqlite3.connect(kstore.store_path(out) / buildstate.STATE_FILE)
    try:
        return (sorted(db.execute("SELECT key, tkey FROM papers")), sorted(db.execute("SELECT k, v FROM meta")))
    finally:
        db.close()


def test_bad_line_in_a_strict_update_leaves_store_ttl_and_record(tmp_path, records):
    from kg.errors import InputError

    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:5])], out, viz=False)
    before = ((out / "kg.ttl").read_bytes(), _store_lines(out), _record_rows(out))
    _write(src, records[:3] + records[4:7])
    with src.open("a", encoding="utf-8") as f:
        f.write('{"id": "broken", "title": \n')
    with pytest.raises(InputError):
        build([src], out, viz=False, strict=True)
    assert ((out / "kg.ttl").read_bytes(), _store_lines(out), _record_rows(out)) == before
    report = build([src], out, viz=False)  # not strict: the broken line is skipped
    assert report.updated and report.papers == 6
    _like_scratch(tmp_path, [src], out, report)


@pytest.mark.parametrize("where", ["add_nt", "remove_nt", "delete_subjects_in", "graph_add", "commit"])
def test_exception_inside_an_update_leaves_everything_then_the_next_build_is_right(tmp_path, records, monkeypatch,
                                                                                where):
    from kg.graph import GraphBuilder

    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    rows = [dict(r) for r in records[:6]]
    build([_write(src, rows)], out, viz=False)
    before = ((out / "kg.ttl").read_bytes(), _store_lines(out), _record_rows(out))
    rows[1] = {k: v for k, v in rows[1].items() if k != "title"}  # changed
    del rows[4]  # removed
    _write(src, rows + records[6:8])  # two new

    def boom(*a, **kw):
        raise RuntimeError(f"{where} failed")

    if where == "graph_add":
        real = GraphBuilder.add
        seen = []

        def add(self, paper, ex):
            seen.append(paper.key)
            if len(seen) == 2:
                raise RuntimeError("graph_add failed")
            return real(self, paper, ex)

        monkeypatch.setattr(GraphBuilder, "add", add)
    elif where == "commit":
        monkeypatch.setattr(kstore.StoreUpdater, "commit", boom)
    else:
        monkeypatch.setattr(kstore.StoreUpdater, where, boom)
    with pytest.raises(RuntimeError, match=f"{where} failed"):
        build([src], out, viz=False)
    monkeypatch.undo()
    assert ((out / "kg.ttl").read_bytes(), _store_lines(out), _record_rows(out)) == before
    assert not [p.name for p in out.iterdir() if p.name.startswith(".")]  # no temporary left
    report = build([src], out, viz=False)
    assert report.updated and report.papers == 7
    _like_scratch(tmp_path, [src], out, report)


def test_update_through_the_pool_equals_one_process(tmp_path, records):
    """batch_size 3 so that 14 changed papers take the fork-pool path, as > 128 would by default."""
    src, out1, out2 = tmp_path / "papers.jsonl", tmp_path / "one", tmp_path / "two"
    first = records[:8]
    build([_write(src, first)], out1, viz=False, jobs=1)
    build([src], out2, viz=False, jobs=2, batch_size=3)
    rows = [dict(r) for r in records[:22]]
    for r in rows[2:6]:
        r["title"] = r["title"] + " (revised)"
    _write(src, rows)
    one = build([src], out1, viz=False, jobs=1)
    two = build([src], out2, viz=False, jobs=2, batch_size=3)
    assert one.updated and two.updated and two.removed == one.removed == 4
    assert (out1 / "kg.ttl").read_bytes() == (out2 / "kg.ttl").read_bytes()
    assert _record_rows(out1) == _record_rows(out2)
    _like_scratch(tmp_path, [src], out2, two)


def test_full_and_no_cache_after_updates_then_an_update_after_full(tmp_path, records):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:5])], out, viz=False)
    build([_write(src, records[1:7])], out, viz=False)
    updated = (out / "kg.ttl").read_bytes()
    full = build([src], out, viz=False, full=True)
    assert not full.updated and (out / "kg.ttl").read_bytes() == updated
    report = build([_write(src, records[2:8])], out, viz=False)
    assert report.updated and report.unchanged == 0  # every line moved up one
    _like_scratch(tmp_path, [src], out, report)
    nocache = build([src], out, viz=False, cache=False)
    assert not nocache.updated and nocache.extracted == 6 and (out / "kg.ttl").read_bytes() == (
        tmp_path / "scratch" / "kg.ttl").read_bytes()
    report = build([_write(src, records[2:9])], out, viz=False)
    assert report.updated and (report.unchanged, report.extracted) == (6, 1)
    _like_scratch(tmp_path, [src], out, report)


def _summary_counts(text):
    return [line for line in text.splitlines() if line.startswith(("entities:", "results:"))] + [
        line.split(" (", 1)[0] for line in text.splitlines() if line.startswith("papers:")]


def test_cli_summary_of_an_update_counts_the_whole_corpus(runner, tmp_path, records):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    _write(src, records[:6])
    assert runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz"]).exit_code == 0
    _write(src, records[:3] + records[4:9])
    upd = runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz"])
    assert upd.exit_code == 0 and "store: updated in place (5 papers added, 3 removed or replaced)" in upd.output
    full = runner.invoke(cli, ["build", str(src), "-o", str(tmp_path / "scratch"), "--no-viz", "--full"])
    assert full.exit_code == 0
    assert _summary_counts(upd.output) == _summary_counts(full.output)
    assert "papers: 8" in upd.output


@pytest.fixture(scope="module")
def seed_rows(seed_paths):
    """The seed papers as JSON Lines records (ML-systems abstracts: many shared entities, types and techniques)."""
    from kg.readers import read_sources

    return [{"id": f"seed-{i:02d}", "abstract": p.abstract, **({"title": p.title} if p.title else {})}
            for i, p in enumerate(read_sources(seed_paths))]


def test_random_sequence_of_seed_subsets_updates_like_full_builds(tmp_path, seed_rows):
    """Papers come, go, move, lose or get titles: entity types, labels, aliases, broader techniques and
    technique pairs shift with the corpus; every update must still give the store of a full build."""
    import random

    rng = random.Random(20261129)
    pool = seed_rows[:30]
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, pool[:12])], out, viz=False)
    for _ in range(5):
        rows = [dict(r) for r in rng.sample(pool, rng.randint(8, 16))]
        for r in rows:
            if "title" in r and rng.random() < 0.2:
                del r["title"]
        report = build([_write(src, rows)], out, viz=False)
        assert report.updated
        _like_scratch(tmp_path, [src], out, report)


def test_failing_view_in_an_update_leaves_the_previous_store_and_files(tmp_path, records, monkeypatch):
    import kg.viz

    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:4])], out)
    before = ((out / "kg.ttl").read_bytes(), (out / "graph.html").read_bytes(), _store_lines(out))
    _write(src, records[:6])

    def broken(*args, **kwargs):
        raise RuntimeError("view failed")

    monkeypatch.setattr(kg.viz, "write_view", broken)
    with pytest.raises(RuntimeError, match="view failed"):
        build([src], out)
    assert ((out / "kg.ttl").read_bytes(), (out / "graph.html").read_bytes(), _store_lines(out)) == before


_CRAFTED = {  # one made-up name extracted as a System in one paper and as a Dataset in others
    "x-system": "We present Quokka, a distributed training system for large language models. Quokka reduces "
                "training time by 2.1x over Megatron-LM on 64 GPUs.",
    "x-data1": "We release Quokka, a new benchmark dataset of 10k programs. Models fine-tuned on the Quokka dataset "
               "reach 71% accuracy.",
    "x-data2": "We release Quokka, a large benchmark dataset of 5k training traces. Schedulers tuned on the Quokka "
               "dataset reach 93% accuracy.",
    "x-quant": "We propose Wombat, which applies sparse quantization to attention layers. Wombat lowers latency by 30% "
               "on A100 GPUs.",
    "x-narrow": "Quokka-style sparse quantization compresses weights to 4 bits. We propose Numbat, an inference engine "
                "using wombat quantization.",
}


def _quokka_type(out):
    return [line.split()[2] for line in _store_lines(out)
            if line.startswith("<") and "/entity/quokka>" in line.split()[0] and "rdf-syntax-ns#type" in line]


def test_majority_type_flips_and_twin_labels_follow_papers_added_and_removed(tmp_path, seed_rows):
    rows = {k: {"id": k, "abstract": v} for k, v in _CRAFTED.items()}
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    steps = [["x-system", "x-quant"], ["x-system", "x-data1", "x-data2", "x-quant", "x-narrow"],
             ["x-system", "x-data1", "x-narrow"], ["x-data2", "x-narrow"], ["x-system", "x-quant", "x-data2"]]
    build([_write(src, seed_rows[:3] + [rows[k] for k in steps[0]])], out, viz=False)
    types = [_quokka_type(out)]
    for step in steps[1:]:
        report = build([_write(src, seed_rows[:3] + [rows[k] for k in step])], out, viz=False)
        assert report.updated
        types.append(_quokka_type(out))
        _like_scratch(tmp_path, [src], out, report)
    assert len({tuple(t) for t in types}) > 1, types  # the type did flip along the way


def test_a_record_read_twice_then_once_and_exports_equal_a_full_build(tmp_path, records):
    """A record without id twice in one file is one paper with two sources (its file node counted twice)."""
    anonymous = {k: v for k, v in records[2].items() if k != "id"}
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    exports = ("nt", "jsonld")
    build([_write(src, records[:2] + [anonymous, anonymous])], out, viz=False, export=exports)
    report = build([_write(src, records[:2] + [anonymous] + records[3:5])], out, viz=False, export=exports)
    assert report.updated and report.removed == 1 and report.extracted == 2 and report.papers == 5
    _like_scratch(tmp_path, [src], out, report, export=exports)
    for name in ("kg.nt", "kg.jsonld"):
        assert (out / name).read_bytes() == (tmp_path / "scratch" / name).read_bytes()
    report = build([_write(src, [anonymous] + records[:2] + [anonymous])], out, viz=False, export=exports)
    assert report.updated and report.papers == 3
    _like_scratch(tmp_path, [src], out, report, export=exports)
    for name in ("kg.nt", "kg.jsonld"):
        assert (out / name).read_bytes() == (tmp_path / "scratch" / name).read_bytes()


def test_dropping_a_file_whose_name_has_a_line_separator_character(tmp_path, records):
    odd, plain, out = tmp_path / "papers\u2028v2.jsonl", tmp_path / "plain.jsonl", tmp_path / "out"
    build([_write(odd, records[:2]), _write(plain, records[2:4])], out, viz=False)
    report = build([plain], out, viz=False)  # the odd file's source node (a corpus-level triple) must go
    assert report.updated
    _like_scratch(tmp_path, [plain], out, report)


def test_swapping_the_order_of_input_files_with_a_merged_paper_and_the_view(tmp_path, records):
    a = _write(tmp_path / "a.jsonl", records[:4])
    b_rows = [dict(records[3], title=records[3]["title"] + " (journal version)")] + records[4:6]
    b = _write(tmp_path / "b.jsonl", b_rows)  # record 3 again, under another title: merged, the first file wins
    out = tmp_path / "out"
    build([a, b], out)
    report = build([b, a], out)
    assert report.updated
    scratch = _like_scratch(tmp_path, [b, a], out, report)
    assert scratch.papers == 6
    build([b, a], tmp_path / "scratch", full=True)
    assert (out / "graph.html").read_bytes() == (tmp_path / "scratch" / "graph.html").read_bytes()


def test_update_of_more_than_a_batch_with_jobs_2_equals_jobs_1(tmp_path, shared_dir):
    rows = _records(shared_dir, 150)
    src, one, two = tmp_path / "papers.jsonl", tmp_path / "one", tmp_path / "two"
    build([_write(src, rows[:10])], two, viz=False)
    shutil.copytree(two, one)
    _write(src, rows[:4] + rows[5:150])  # one removed, five moved up, 140 new: 145 papers to add
    report2 = build([src], two, viz=False, jobs=2)
    assert report2.updated and report2.jobs == 2 and report2.extracted + report2.cached == 145 > kbuild.BATCH_SIZE
    shutil.copy(two / "cache.sqlite", one / "cache.sqlite")  # the same extractions, without doing them again
    report1 = build([src], one, viz=False, jobs=1)
    assert report1.updated and report1.cached == 145
    assert (one / "kg.ttl").read_bytes() == (two / "kg.ttl").read_bytes()
    assert _record_rows(one) == _record_rows(two)
    assert (report1.triples, report1.entities, report1.results, report1.relations) == (
        report2.triples, report2.entities, report2.results, report2.relations)
    _like_scratch(tmp_path, [src], two, report2)


def test_cli_strict_update_with_a_broken_line_fails_in_one_line_and_keeps_the_output(runner, tmp_path, records):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    _write(src, records[:4])
    assert runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz"]).exit_code == 0
    before = ((out / "kg.ttl").read_bytes(), _store_lines(out), _record_rows(out))
    src.write_text(src.read_text(encoding="utf-8") + "{not json\n" + json.dumps(records[5]) + "\n", encoding="utf-8")
    res = runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz", "--strict"])
    assert res.exit_code == 1 and res.output.startswith(f"Error: {src}:5") and len(res.output.splitlines()) == 1
    assert ((out / "kg.ttl").read_bytes(), _store_lines(out), _record_rows(out)) == before
    res = runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz"])
    assert res.exit_code == 0 and "store: updated in place (1 papers added, 0 removed or replaced)" in res.output


def test_worker_failure_in_a_pool_update_leaves_everything(tmp_path, records, monkeypatch):
    from kg.graph import GraphBuilder

    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:4])], out, viz=False)
    before = ((out / "kg.ttl").read_bytes(), _store_lines(out), _record_rows(out))
    _write(src, records[:12])
    real, bad = GraphBuilder.add, records[9]["id"]

    def add(self, paper, ex):  # inherited by the forked workers
        if paper.arxiv_id == bad:
            raise RuntimeError("worker failed")
        return real(self, paper, ex)

    monkeypatch.setattr(GraphBuilder, "add", add)
    with pytest.raises(RuntimeError, match="worker failed"):
        build([src], out, viz=False, jobs=2, batch_size=2)
    monkeypatch.undo()
    assert ((out / "kg.ttl").read_bytes(), _store_lines(out), _record_rows(out)) == before
    report = build([src], out, viz=False, jobs=2, batch_size=2)
    assert report.updated and report.papers == 12
    _like_scratch(tmp_path, [src], out, report)


_TECHNIQUES = {
    "t-narrow": "We propose layer-wise sparse quantization for transformer inference. Like other sparse quantization, "
                "it cuts memory use by 4x on A100 GPUs.",
    "t-alias": "We propose Wombat, which applies block sparse quantization (BSQ) to attention layers. BSQ lowers "
               "latency by 30% on A100 GPUs.",
    "t-plain": "We present Numbat, a serving system using block sparse quantization. Numbat improves throughput by "
               "2x over vLLM.",
}


def test_broader_techniques_and_aliases_follow_the_papers_that_need_them(tmp_path):
    """sparse quantization is a graph technique only while t-narrow names it: block sparse quantization's broader
    goes from it to the vocabulary's quantization; the alias BSQ lives as long as t-alias."""
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    bsq = "/entity/block-sparse-quantization>"

    def facts():
        lines = _store_lines(out)
        return ({line.split()[2].rsplit("/", 1)[1] for line in lines if line.startswith("<") and bsq in line.split()[0]
                 and "#broader>" in line},
                any(bsq in line and '"BSQ"@en' in line for line in lines),
                any("/entity/sparse-quantization> " in line and "#broader>" in line for line in lines))

    expected = [(["t-narrow"], (set(), False, True)),
                (["t-narrow", "t-alias"], ({"sparse-quantization>"}, True, True)),
                (["t-alias", "t-plain"], ({"quantization>"}, True, False)),
                (["t-plain"], ({"quantization>"}, False, False))]
    for n, (keys, want) in enumerate(expected):
        report = build([_write(src, [{"id": k, "abstract": _TECHNIQUES[k]} for k in keys])], out, viz=False)
        assert report.updated == (n > 0)
        assert facts() == want
        if n:
            _like_scratch(tmp_path, [src], out, report)


def test_a_paper_merged_across_formats_then_each_source_dropped(tmp_path, data_dir, records):
    """An arXiv Atom entry and a JSON Lines record of the same arXiv id are one paper; BibTeX and CSV beside them."""
    from kg.readers import read_sources

    atom = shutil.copy(data_dir / "arxiv_atom_slice.xml", tmp_path / "feed.xml")
    bib = shutil.copy(data_dir / "sample.bib", tmp_path / "refs.bib")
    first = next(iter(read_sources([atom])))
    assert first.arxiv_id
    twin = {"id": first.arxiv_id, "title": first.title, "abstract": first.abstract + " We also release the code."}
    jsonl = _write(tmp_path / "more.jsonl", [twin] + records[:2])
    out = tmp_path / "out"
    full = build([atom, bib, jsonl], out, viz=False)
    steps = [[bib, jsonl], [atom, jsonl], [jsonl], [atom, bib, jsonl]]
    for paths in steps:
        report = build(paths, out, viz=False)
        assert report.updated
        _like_scratch(tmp_path, paths, out, report)
    assert report.papers == full.papers


def test_an_input_file_name_with_a_space_builds_and_updates(tmp_path, records):
    src, out = tmp_path / "my papers.jsonl", tmp_path / "out"
    first = build([_write(src, records[:2])], out, viz=False)
    assert first.papers == 2
    report = build([_write(src, records[:3])], out, viz=False)
    assert report.updated
    _like_scratch(tmp_path, [src], out, report)


def test_cli_update_with_a_lone_surrogate_in_a_record_reports_it(runner, tmp_path, records):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    _write(src, records[:2])
    assert runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz"]).exit_code == 0
    before = ((out / "kg.ttl").read_bytes(), _store_lines(out))
    with src.open("a", encoding="utf-8") as f:  # json.dumps escapes the surrogate: the line is valid JSON
        f.write(json.dumps({"id": "x-1", "abstract": "We present Quo\ud800kka, a distributed training system."}) + "\n")
    res = runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz"])
    assert not isinstance(res.exception, UnicodeError)
    if res.exit_code == 0:  # the record skipped (or its text repaired), and said so
        assert f"{src.name}" in res.output and "papers: " in res.output
    else:
        assert res.output.startswith(f"Error: {src}:3")
        assert ((out / "kg.ttl").read_bytes(), _store_lines(out)) == before


def test_a_record_without_its_corpus_state_means_a_build_from_scratch(tmp_path, records):
    import sqlite3

    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:3])], out, viz=False)
    db = sqlite3.connect(kstore.store_path(out) / buildstate.STATE_FILE)
    db.execute("DELETE FROM state WHERE k = 'corpus'")
    db.commit()
    db.close()
    report = build([src], out, viz=False)
    assert not report.updated and report.cached == 3
    assert build([src], out, viz=False).updated


def test_update_starts_from_the_lines_kept_beside_the_store(tmp_path, records, monkeypatch):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:12])], out, viz=False, export=("nt",))
    assert kstore.read_lines(kstore.store_path(out)) == (out / "kg.nt").read_text(encoding="utf-8").split("\n")[:-1]

    def no_dump(*args, **kwargs):
        raise AssertionError("the update read the store back instead of its kept lines")

    monkeypatch.setattr(kstore, "export", no_dump)
    changed = [dict(r) for r in records[:14]]
    changed[2]["abstract"] = changed[2]["abstract"].replace(".", ". It runs on 8 A100 GPUs.", 1)
    del changed[5]
    report = build([_write(src, changed)], out, viz=False)
    assert report.updated and report.removed >= 2  # the changed paper, the removed one and those moved up a line
    monkeypatch.undo()
    _same_as_scratch(tmp_path, src, out, report)


def test_update_without_kept_lines_reads_the_store_and_keeps_them_again(tmp_path, records):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:12])], out, viz=False)
    (kstore.store_path(out) / kstore.LINES_FILE).unlink()
    report = build([_write(src, records[:13])], out, viz=False)
    assert report.updated and report.extracted == 1
    _same_as_scratch(tmp_path, src, out, report)


def test_large_graph_keeps_no_lines_beside_its_store(tmp_path, records, monkeypatch):
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    build([_write(src, records[:12])], out, viz=False)
    assert (kstore.store_path(out) / kstore.LINES_FILE).is_file()
    monkeypatch.setattr(kstore, "SORTED_EXPORT_LIMIT", 100)
    report = build([_write(src, records[:13])], out, viz=False)
    assert report.updated and report.triples > 100
    assert not (kstore.store_path(out) / kstore.LINES_FILE).exists()
    monkeypatch.undo()
    report = build([_write(src, records[:14])], out, viz=False)  # no lines to start from: the store is read
    _same_as_scratch(tmp_path, src, out, report)


def test_lines_let_go_early_on_a_wrong_forecast_still_give_the_same_files(tmp_path, records, monkeypatch):
    src = _write(tmp_path / "papers.jsonl", records[:16])
    build([src], tmp_path / "kept", viz=False, export=("nt",), batch_size=4)
    monkeypatch.setattr(kbuild, "KEEP_LINES_MARGIN", 0.5)  # every forecast says "too big": the store is read back
    report = build([src], tmp_path / "dumped", viz=False, export=("nt",), batch_size=4)
    assert report.triples <= kstore.SORTED_EXPORT_LIMIT
    for name in ("kg.ttl", "kg.nt", "store/" + kstore.LINES_FILE):
        assert (tmp_path / "dumped" / name).read_bytes() == (tmp_path / "kept" / name).read_bytes()


def test_updates_compact_a_small_store_each_time_and_a_large_one_every_few_updates(tmp_path, records, monkeypatch):
    compacted = []
    real = kstore.StoreUpdater.optimize

    def counting(self):
        compacted.append(len(self.store))
        real(self)

    monkeypatch.setattr(kstore.StoreUpdater, "optimize", counting)
    src, out = tmp_path / "papers.jsonl", tmp_path / "out"
    def sst_files():
        return len([p for p in kstore.store_path(out).iterdir() if p.suffix == ".sst"])

    build([_write(src, records[:12])], out, viz=False)
    fresh = sst_files()
    build([_write(src, records[:13])], out, viz=False)
    assert len(compacted) == 1  # a small store: every update compacts it ...
    assert sst_files() == fresh  # ... into as many files as a new store (not compacted: RocksDB adds files)

    monkeypatch.setattr(kbuild, "COMPACT_LIMIT", 0)  # as if the store were large
    done = []
    for n in (14, 14, 15, 16, 17, 18):  # the second build changes nothing: it does not count
        build([_write(src, records[:n])], out, viz=False)
        done.append(len(compacted) - 1)
    assert done == [0, 0, 0, 0, 1, 1]  # the 4th update that changed the store compacted it
    _same_as_scratch(tmp_path, src, out, build([src], out, viz=False))


def test_build_a_url_with_characters_no_iri_may_hold_is_percent_encoded(tmp_path):
    # "https://example.com/{id}" in an abstract made the store refuse the whole build ("Invalid IRI code point")
    src = tmp_path / "in.jsonl"
    src.write_text('{"id": "2401.00001", "title": "FooNet: fast", "abstract": "We present FooNet. '
                   'Code: https://example.com/{id}/x|y^z and https://github.com/a/b`c ."}\n', encoding="utf-8")
    report = build([src], tmp_path / "out", viz=False, cache=False)
    assert report.triples > 0
    store = kstore.open_store(tmp_path / "out")
    code = ox.NamedNode("https://w3id.org/mlsys-kg/ontology#codeRepository")
    repos = {q.object.value for q in store.quads_for_pattern(None, code, None)}
    assert "https://example.com/%7Bid%7D/x%7Cy%5Ez" in repos and "https://github.com/a/b%60c" in repos


def test_summary_counts_the_sentences_left_out_as_not_english(tmp_path, data_dir):
    out = tmp_path / "out"
    report = build([data_dir / "s2_languages.json"], out, viz=False)
    # the Spanish paper and the Portuguese one with an English version; the English paper has none
    assert report.not_english["papers"] == 2
    n = report.not_english["sentences"]
    assert f"not in English: {n} sentences of 2 papers, left out of the extraction (but for known names)" \
        in report.summary()
    again = build([data_dir / "s2_languages.json"], out, viz=False, full=True)  # from the extraction cache
    assert again.cached == 3 and again.not_english == report.not_english


def test_extractions_are_encoded_only_for_a_cache(tmp_path, seed_paths):
    from kg.cache import ExtractionCache, decode, paper_hash, pipeline_version
    from kg.merge import merge_papers
    from kg.readers import read_sources

    papers = merge_papers(read_sources(seed_paths))[:6]
    without = [new for _, res in kbuild.process_stream(papers, batch_size=4) for new in res.new]
    assert [blob for _, blob in without] == [None] * 6  # a build without a cache has no use for them
    cache = ExtractionCache(tmp_path / "cache.sqlite", pipeline_version())
    try:
        keys = [paper_hash(p, pipeline_version()) for p in papers]
        kept = [res.new for _, res in kbuild.process_stream(papers, cache=cache, keys=keys, batch_size=4)]
    finally:
        cache.close()
    assert [i for new in kept for i, _ in new] == [0, 1, 2, 3, 0, 1]
    assert decode(kept[0][0][1]).paper_key == papers[0].key


def test_the_stream_freezes_the_extractor_for_the_garbage_collector_and_thaws_it_after(seed_paths):
    import gc

    from kg.merge import merge_papers
    from kg.readers import read_sources

    papers = merge_papers(read_sources(seed_paths))[:3]
    before = gc.get_freeze_count()
    stream = kbuild.process_stream(papers)
    next(stream)
    assert gc.get_freeze_count() > before + 100_000  # the pipeline's objects, which live as long as the stream
    stream.close()
    assert gc.get_freeze_count() == before


def test_a_paper_the_extractor_fails_on_is_named_kept_bare_and_extracted_again_next_time(runner, tmp_path, records,
                                                                                          monkeypatch):
    # a bug in a rule (an IndexError like the one an abstract cut after "(e.g." raised) stopped a build of 10k
    # papers; now the paper is named with its file and line, kept without its extraction, not cached, and the
    # build goes on
    from kg import extract as kextract

    src, out = _write(tmp_path / "papers.jsonl", records[:3]), tmp_path / "out"
    bad = records[1]["abstract"].split()[:6]
    real = kextract.doc_to_extraction

    def failing(doc, paper):
        if paper.abstract.split()[:6] == bad:
            raise IndexError(226)
        return real(doc, paper)

    monkeypatch.setattr(kextract, "doc_to_extraction", failing)
    result = runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz"])
    assert result.exit_code == 0, result.output
    key = f"arxiv-{records[1]['id']}"
    assert (f"warning: the extractor failed on paper {key} ({src}, line 2) with IndexError: 226 (a bug in kg: "
            "please report it); kept without its extraction") in result.output
    assert "papers: 3 (extracted 3, from cache 0)" in result.output
    ttl = (out / "kg.ttl").read_text(encoding="utf-8")
    assert records[1]["title"].split()[0] in ttl  # the paper, bare
    monkeypatch.setattr(kextract, "doc_to_extraction", real)
    again = runner.invoke(cli, ["build", str(src), "-o", str(out), "--no-viz", "--full"])
    assert again.exit_code == 0 and "papers: 3 (extracted 1, from cache 2)" in again.output
    assert "warning" not in again.output


def test_extractor_raises_unless_told_to_keep_going(monkeypatch, seed_paths):
    from kg import extract as kextract
    from kg.merge import merge_papers
    from kg.readers import read_sources

    papers = merge_papers(read_sources(seed_paths))[:2]
    monkeypatch.setattr(kextract, "doc_to_extraction", lambda doc, paper: [][0])
    with pytest.raises(IndexError):
        list(kextract.Extractor().pipe(papers))
    assert [ex.failed for _, ex in kextract.Extractor(keep_going=True).pipe(papers)] == [
        "IndexError: list index out of range"] * 2


def test_batches_asked_for_blocks_return_their_triples_sorted_by_subject(seed_paths):
    from kg.merge import merge_papers
    from kg.readers import read_sources

    papers = merge_papers(read_sources(seed_paths))[:9]
    asked = iter([True, False, True])  # asked batch by batch, when each is handed out
    results = [res for _, res in kbuild.process_stream(papers, batch_size=3, blocks=lambda: next(asked))]
    assert [res.blocks is not None for res in results] == [True, False, True]
    plain = [res for _, res in kbuild.process_stream(papers, batch_size=3)]
    for res, bare in zip(results, plain):
        assert sorted(res.text().split("\n")) == sorted(bare.ntriples.split("\n"))
        if res.blocks is not None:
            assert res.ntriples == ""
            subjects = [block[0] for block in res.blocks]
            assert subjects == sorted(set(subjects))
            assert all(line.startswith(s + " ") for s, nt, _ in res.blocks for line in nt.split("\n")[:-1])


def test_a_new_build_with_two_jobs_has_its_workers_ready_before_reading_the_papers(tmp_path, records, monkeypatch):
    """With no extraction cache to take papers from, the workers are forked and build their extractors while
    the build reads its input; the graph is the one a single process makes."""
    import multiprocessing

    from kg import readers

    src = _write(tmp_path / "papers.jsonl", records[:12])
    seen = []
    real = readers.read_sources

    def read_sources(*args, **kwargs):
        seen.append(len(multiprocessing.active_children()))
        return real(*args, **kwargs)

    monkeypatch.setattr(readers, "read_sources", read_sources)
    one = build([src], tmp_path / "one", viz=False, jobs=1, batch_size=3)
    two = build([src], tmp_path / "two", viz=False, jobs=2, batch_size=3)
    again = build([src], tmp_path / "two", viz=False, jobs=2, batch_size=3, full=True)  # a cache: no early pool
    assert seen == [0, 2, 0]
    assert two.extracted == 12 and again.cached == 12
    assert (tmp_path / "one" / "kg.ttl").read_bytes() == (tmp_path / "two" / "kg.ttl").read_bytes()
    assert one.triples == two.triples == again.triples
    assert multiprocessing.active_children() == []  # the pool is gone


def test_workers_that_cannot_build_their_extractor_fail_the_build_and_leave_the_output(tmp_path, records,
                                                                                        monkeypatch):
    import signal

    from kg import extract

    src, out = _write(tmp_path / "papers.jsonl", records[:12]), tmp_path / "out"
    build([_write(tmp_path / "first.jsonl", records[:2])], out, viz=False, cache=False)
    before = (out / "kg.ttl").read_bytes()

    def broken(self, *args, **kwargs):  # inherited by the workers, forked before the input is read
        raise RuntimeError("no extractor here")

    def too_long(*_):
        raise TimeoutError("the build hung")

    monkeypatch.setattr(extract.Extractor, "__init__", broken)
    previous = signal.signal(signal.SIGALRM, too_long)
    signal.alarm(120)  # a pool whose workers die as they start would fork new ones for ever
    try:
        with pytest.raises(RuntimeError, match="no extractor here"):
            build([src], out, viz=False, jobs=2, batch_size=3, cache=False)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert (out / "kg.ttl").read_bytes() == before
