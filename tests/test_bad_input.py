"""Bad input through `kg build`: one-line messages naming file and line, skip or --strict,
and a failed build leaves the previous OUT/kg.ttl byte-identical."""
from __future__ import annotations

import gzip
import json
import shutil

import pytest
from click.testing import CliRunner

from kg.cli import cli

BOMB = b"""<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom">
<entry><id>http://arxiv.org/abs/2401.00001v1</id><title>&lol4;</title><summary>x</summary></entry>
</feed>
"""


def output(res) -> str:
    text = res.output
    try:
        if res.stderr and res.stderr not in text:
            text += res.stderr
    except ValueError:  # stderr not captured separately
        pass
    return text


def build(out, *args):
    return CliRunner().invoke(cli, ["build", *map(str, args), "--out", str(out), "--no-viz"])


@pytest.fixture(scope="module")
def good_build(tmp_path_factory, data_dir):
    """A successful build of a tiny valid file: the output a failing build must not touch."""
    out = tmp_path_factory.mktemp("good") / "out"
    res = build(out, data_dir / "arxiv_oai_slice.jsonl")
    assert res.exit_code == 0, output(res)
    assert (out / "kg.ttl").stat().st_size > 0
    return out


@pytest.fixture
def prev(good_build, tmp_path):
    out = tmp_path / "out"
    shutil.copytree(good_build, out)
    return out


def oai_lines(data_dir, n=2):
    return (data_dir / "arxiv_oai_slice.jsonl").read_bytes().splitlines()[:n]


def assert_failed(res, prev, before: bytes, message: str):
    text = output(res)
    assert res.exit_code == 1, text
    assert "Traceback" not in text
    error_lines = [ln for ln in text.splitlines() if ln.startswith("Error: ")]
    assert error_lines == [message] or (len(error_lines) == 1 and error_lines[0].startswith(message)), text
    assert (prev / "kg.ttl").read_bytes() == before


WHOLE_FILE = {
    "empty": (b"", "empty file"),
    "blank": (b"\n \n\t\n", "empty file"),
    "binary": (bytes(range(256)) * 8, "binary file (not text)"),
    "unknown": (b"Hello there.\nThis is just a note, nothing more to see.\n", "unknown format"),
    "bomb": (BOMB, "refused unsafe XML (EntitiesForbidden: entity declarations are not allowed)"),
    "truncated-gzip": (gzip.compress(b'{"id": "a", "title": "A title", "abstract": "Text."}\n' * 50)[:60],
                       "unreadable gzip file (Compressed file ended before the end-of-stream marker was reached)"),
}


@pytest.mark.parametrize("strict", [False, True], ids=["skip", "strict"])
@pytest.mark.parametrize("case", sorted(WHOLE_FILE))
def test_whole_file_problem_fails_and_keeps_output(prev, tmp_path, case, strict):
    data, message = WHOLE_FILE[case]
    f = tmp_path / f"{case}.in"
    f.write_bytes(data)
    before = (prev / "kg.ttl").read_bytes()
    res = build(prev, f, *(["--strict"] if strict else []))
    assert_failed(res, prev, before, f"Error: {f}: {message}")


def record_cases(data_dir):
    good1, good2 = oai_lines(data_dir)
    big = json.dumps({"id": "big-1", "title": "Huge", "abstract": "word " * 210_000}).encode()
    return {
        "invalid-utf8": (good1 + b"\n" + b'{"id": "x", "title": "Bad \xff\xfe byte", "abstract": "a"}\n',
                         2, "invalid UTF-8 (byte 0xff at column 27)"),
        "truncated-json": (good1 + b"\n" + good2[:120], 2, "invalid JSON: Unterminated string"),
        "invalid-json": (good1 + b"\n{'id': 1}\n" + good2 + b"\n", 2, "invalid JSON: Expecting property name"),
        "not-an-object": (good1 + b"\n[1, 2]\n", 2, "expected a JSON object, found list"),
        "huge-abstract": (good1 + b"\n" + big + b"\n", 2, "abstract too long (1049999 characters, limit 50000)"),
        "duplicate-id": (good1 + b"\n" + good2 + b"\n" + good1 + b"\n", 3, "duplicate id 0704.0001 (first at line 1)"),
    }


@pytest.mark.parametrize("case", ["invalid-utf8", "truncated-json", "invalid-json", "not-an-object", "huge-abstract", "duplicate-id"])
def test_bad_record_strict_stops_with_file_and_line(prev, tmp_path, data_dir, case):
    data, line, message = record_cases(data_dir)[case]
    f = tmp_path / f"{case}.jsonl"
    f.write_bytes(data)
    before = (prev / "kg.ttl").read_bytes()
    res = build(prev, f, "--strict")
    assert_failed(res, prev, before, f"Error: {f}:{line}: {message}")


def test_only_bad_records_fail_without_strict_too(prev, tmp_path):
    f = tmp_path / "all-bad.jsonl"
    f.write_bytes(b'{"id": "a", "title": "Trunc')
    before = (prev / "kg.ttl").read_bytes()
    res = build(prev, f)
    assert_failed(res, prev, before, f"Error: {f}:1: invalid JSON: Unterminated string")


def test_invalid_utf8_in_a_text_format_names_the_line(prev, tmp_path, seed_paths):
    dump = seed_paths[1].read_bytes().replace(b"MiniKV, a KV cache", b"MiniKV, a \xff KV cache", 1)
    f = tmp_path / "dump.txt"
    f.write_bytes(dump)
    before = (prev / "kg.ttl").read_bytes()
    assert_failed(build(prev, f, "--strict"), prev, before, f"Error: {f}:3: invalid UTF-8 (byte 0xff at column")


def test_truncated_json_document_names_the_line(prev, tmp_path, data_dir):
    f = tmp_path / "s2.json"
    f.write_bytes((data_dir / "s2_slice.json").read_bytes()[:5000])
    before = (prev / "kg.ttl").read_bytes()
    assert_failed(build(prev, f), prev, before, f"Error: {f}:")
    assert "invalid JSON" in output(build(prev, f))


def test_broken_bibtex_entry_strict(prev, tmp_path, data_dir):
    f = tmp_path / "b.bib"
    f.write_text((data_dir / "sample.bib").read_text(encoding="utf-8") + "\n@article{broken,\n  title = {Unclosed\n",
                 encoding="utf-8")
    before = (prev / "kg.ttl").read_bytes()
    res = build(prev, f, "--strict")
    line = (data_dir / "sample.bib").read_text(encoding="utf-8").count("\n") + 2
    assert_failed(res, prev, before, f"Error: {f}:{line}: invalid BibTeX entry")


def test_unknown_input_format_option(prev, data_dir):
    before = (prev / "kg.ttl").read_bytes()
    res = build(prev, data_dir / "sample.csv", "--input-format", "yaml")
    assert_failed(res, prev, before, "Error: --input-format: unknown format 'yaml'")


def test_bad_records_and_files_are_skipped_with_warnings(tmp_path, data_dir, seed_paths):
    """Default mode: every bad record and bad file is skipped, named and counted; the rest builds."""
    cases = record_cases(data_dir)
    good1, good2 = oai_lines(data_dir)
    big = cases["huge-abstract"][0].splitlines()[1]
    no_abstract = b'{"id": "2401.99999", "title": "A paper known only by its title", "abstract": null}'
    jl = tmp_path / "mixed.jsonl"
    jl.write_bytes(b"\n".join([
        good1,
        b'{"id": "x", "title": "Bad \xff\xfe byte", "abstract": "a"}',
        b"{'id': 1}",
        big,
        good1,
        no_abstract,
        good2[:120],
    ]))
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    binary = tmp_path / "blob.bin"
    binary.write_bytes(bytes(range(256)) * 8)
    bomb = tmp_path / "bomb.xml"
    bomb.write_bytes(BOMB)
    out = tmp_path / "out"
    res = build(out, jl, empty, binary, bomb)
    text = output(res)
    assert res.exit_code == 0, text
    assert "Traceback" not in text
    assert (f"{jl}: arxiv-jsonl, read 2, skipped 5 (duplicate id 1, invalid JSON 2, invalid UTF-8 1, too long 1), "
            "merged 0, without abstract 1") in text
    assert f"{empty}: -, read 0, skipped 1 (empty file 1), merged 0" in text
    assert f"{binary}: -, read 0, skipped 1 (binary file 1), merged 0" in text
    assert f"{bomb}: arxiv-atom, read 0, skipped 1 (unsafe XML 1), merged 0" in text
    for warning in [
        f"skipped: {jl}:2: invalid UTF-8",
        f"skipped: {jl}:3: invalid JSON",
        f"skipped: {jl}:4: abstract too long",
        f"skipped: {jl}:5: duplicate id 0704.0001 (first at line 1)",
        f"skipped: {jl}:7: invalid JSON",
        f"skipped: {empty}: empty file",
        f"skipped: {binary}: binary file",
        f"skipped: {bomb}: refused unsafe XML",
    ]:
        assert warning in text, warning
    assert "papers: 2" in text
    ttl = (out / "kg.ttl").read_text(encoding="utf-8")
    assert "0704.0001" in ttl and "A paper known only by its title" in ttl
