"""read_sources: walking, detection by content, --input-format, and the per-source report."""
from __future__ import annotations

import gzip
import shutil

import pytest

from kg.errors import InputError
from kg.readers import ReadReport, detect, read_sources


@pytest.mark.parametrize(
    "name, fmt",
    [
        ("arxiv_atom_slice.xml", "arxiv-atom"),
        ("arxiv_oai_slice.jsonl", "arxiv-jsonl"),
        ("s2_slice.json", "s2"),
        ("sample.bib", "bibtex"),
        ("sample.csv", "csv"),
        ("sample.tsv", "tsv"),
    ],
)
def test_detect_each_sample_by_content(data_dir, name, fmt):
    assert detect((data_dir / name).read_bytes()[:65536]) == fmt


def test_detect_seed_formats(seed_paths):
    assert [detect(p.read_bytes()) for p in seed_paths] == ["seed-listing", "seed-dump"]


def test_detect_dev_input_as_json_lines(shared_dir):
    assert detect((shared_dir / "eval" / "dev_input.jsonl").read_bytes()) == "arxiv-jsonl"


def test_detect_rejects_plain_prose_and_other_xml():
    assert detect(b"Hello there.\nThis is just a note, nothing more to see.\n") is None
    assert detect(b"<?xml version='1.0'?><rss><channel/></rss>") is None


def test_folders_are_walked_sorted_and_hidden_files_ignored(tmp_path, data_dir, seed_paths):
    (tmp_path / "b").mkdir()
    shutil.copy(seed_paths[1], tmp_path / "b" / "z_dump.txt")
    shutil.copy(seed_paths[0], tmp_path / "a_listing.txt")
    (tmp_path / ".hidden.csv").write_text("title,abstract\nX,Y\n")
    report = ReadReport()
    papers = list(read_sources([tmp_path], report=report))
    assert len(papers) == 61
    assert list(report.sources) == [str(tmp_path / "a_listing.txt"), str(tmp_path / "b" / "z_dump.txt")]


def test_forced_format_reads_what_detection_cannot(tmp_path):
    f = tmp_path / "abstracts.txt"
    f.write_text('abstract\n"We present ZeRO-Offload, which offloads data to the CPU."\n', encoding="utf-8")
    with pytest.raises(InputError, match="unknown format"):
        list(read_sources([f]))
    papers = list(read_sources([f], fmt="csv"))
    assert [p.abstract for p in papers] == ["We present ZeRO-Offload, which offloads data to the CPU."]


def test_unknown_format_name_is_an_error(data_dir):
    with pytest.raises(InputError, match="unknown format 'yaml'"):
        list(read_sources([data_dir / "sample.csv"], fmt="yaml"))


def test_gzip_json_lines_are_read(tmp_path, data_dir):
    gz = tmp_path / "snap.jsonl.gz"
    gz.write_bytes(gzip.compress((data_dir / "arxiv_oai_slice.jsonl").read_bytes()))
    papers = list(read_sources([gz]))
    assert [p.arxiv_id for p in papers] == ["0704.0001", "0704.0002", "0704.0003", "0704.0004", "0704.0005"]


def test_report_lines_per_source(tmp_path, data_dir):
    f = tmp_path / "mixed.jsonl"
    good = (data_dir / "arxiv_oai_slice.jsonl").read_text(encoding="utf-8").splitlines()[:2]
    f.write_text(good[0] + "\n{\"id\": \"9999.0001\", \"title\": \"Trunc\n" + good[1] + "\n", encoding="utf-8")
    report = ReadReport()
    papers = list(read_sources([f, data_dir / "s2_slice.json"], report=report))
    assert len(papers) == 2 + 5
    lines = report.lines()
    assert lines[0] == f"{f}: arxiv-jsonl, read 2, skipped 1 (invalid JSON 1), merged 0"
    assert lines[1] == f"{data_dir / 's2_slice.json'}: s2, read 5, skipped 0, merged 0, without abstract 1"
    assert lines[2].startswith(f"skipped: {f}:2: invalid JSON")
    assert report.read == 7 and report.skipped == 1


def test_papers_get_keys_and_comment_fields(data_dir):
    papers = list(read_sources([data_dir / "arxiv_oai_slice.jsonl"]))
    assert [p.key for p in papers][:2] == ["arxiv-0704.0001", "arxiv-0704.0002"]
    assert papers[0].pages == 37  # "37 pages, 15 figures; published version"


def test_forced_seeds_format_picks_listing_or_dump(seed_paths, data_dir):
    report = ReadReport()
    assert len(list(read_sources(seed_paths, fmt="seeds", report=report))) == 61
    assert [s.format for s in report.sources.values()] == ["seed-listing", "seed-dump"]
    with pytest.raises(InputError, match="not a seed listing or abstract dump"):
        list(read_sources([data_dir / "sample.csv"], fmt="seeds"))


def test_summary_shows_the_first_warnings_and_counts_the_rest(tmp_path, data_dir):
    good = (data_dir / "arxiv_oai_slice.jsonl").read_text(encoding="utf-8").splitlines()[0]
    f = tmp_path / "many.jsonl"
    f.write_text(good + "\n" + "{oops\n" * 15, encoding="utf-8")
    report = ReadReport()
    assert len(list(read_sources([f], report=report))) == 1
    lines = report.lines()
    assert lines[0] == f"{f}: arxiv-jsonl, read 1, skipped 15 (invalid JSON 15), merged 0"
    shown = [ln for ln in lines if ln.startswith(f"skipped: {f}:")]
    assert [ln.split(":")[2] for ln in shown] == [str(n) for n in range(2, 12)]
    assert lines[-1] == "skipped: ... and 5 more"
    assert len(report.warnings) == 15


def test_a_walked_folder_leaves_out_kgs_own_output(tmp_path, data_dir):
    import re

    from click.testing import CliRunner

    from kg.cli import cli
    from kg.readers import _walk

    folder = tmp_path / "work"
    folder.mkdir()
    shutil.copy(data_dir / "sample.bib", folder / "sample.bib")
    out = folder / "out"
    runner = CliRunner()
    first = runner.invoke(cli, ["build", str(folder / "sample.bib"), "-o", str(out), "--no-viz"], prog_name="kg")
    assert first.exit_code == 0, first.output
    assert (out / "store").is_dir() and (out / "cache.sqlite").is_file()
    (out / "notes.csv").write_text("Title,Abstract\nA paper,We present FooNet: a system.\n", encoding="utf-8")
    walked = [p.relative_to(folder).as_posix() for p in _walk([folder])]
    assert walked == ["out/notes.csv", "sample.bib"]  # not out/kg.ttl, out/cache.sqlite nor out/store/*
    again = runner.invoke(cli, ["build", str(folder), "-o", str(out), "--no-viz"], prog_name="kg")
    assert again.exit_code == 0, again.output
    assert "skipped: " not in again.output
    assert re.search(r"^papers: 5\b", again.output, re.M), again.output
