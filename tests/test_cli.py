"""The command line as a whole: every command documented, docs/cli.md in step with --help."""
import os
import re

import pytest

from kg.cli import cli

COMMANDS = sorted(cli.commands)


def cli_reference(runner) -> str:
    """docs/cli.md as it should read: the --help of kg and of every command."""
    parts = [
        "# `kg` command reference\n",
        "Generated from `--help`; `KG_UPDATE_DOCS=1 pytest tests/test_cli.py` rewrites it,",
        "and a test fails when it falls behind.\n",
    ]
    for name in [None] + COMMANDS:
        args = ([name] if name else []) + ["--help"]
        result = runner.invoke(cli, args, prog_name="kg", terminal_width=80)
        assert result.exit_code == 0, result.output
        parts.append(f"## kg {name}\n" if name else "## kg\n")
        parts.append("```\n" + result.output.rstrip() + "\n```\n")
    return "\n".join(parts)


def test_cli_every_command_has_help_text():
    for name in COMMANDS:
        help_text = cli.commands[name].help or ""
        assert len(help_text.split()) >= 5, f"kg {name} needs help text"


def test_cli_reference_in_docs_is_up_to_date(runner, repo_root):
    doc = repo_root / "docs" / "cli.md"
    expected = cli_reference(runner)
    if os.environ.get("KG_UPDATE_DOCS"):
        doc.write_text(expected, encoding="utf-8")
    assert doc.read_text(encoding="utf-8") == expected, (
        "docs/cli.md is behind kg --help: run KG_UPDATE_DOCS=1 pytest tests/test_cli.py"
    )


def test_cli_version(runner):
    result = runner.invoke(cli, ["--version"], prog_name="kg")
    assert result.exit_code == 0
    assert re.search(r"kg, version \d+\.\d+", result.output)


def test_cli_build_on_the_seeds_prints_a_summary(runner, tmp_path):
    out = tmp_path / "out"
    result = runner.invoke(cli, ["build", "--out", str(out), "--no-viz"], prog_name="kg")
    assert result.exit_code == 0, result.output
    assert re.search(r"^papers: 43\b", result.output, re.M)
    assert re.search(r"^entities: \d+ \(System \d+, Technique \d+, Model \d+, Dataset \d+, Metric \d+, Hardware \d+\)", result.output, re.M)
    assert re.search(r"seed-dump, read 43, skipped 0, merged 18", result.output)
    assert (out / "kg.ttl").stat().st_size > 0


@pytest.mark.parametrize(
    "args,message",
    [
        (["query", "no-such-query"], "Error: "),
        (["query"], "give a query NAME"),
        (["query", "speedups", "--param", "novalue"], "is not KEY=VALUE"),
    ],
)
def test_cli_usage_and_library_errors_are_one_line_without_traceback(runner, tmp_path, args, message):
    result = runner.invoke(cli, args + ["--graph", str(tmp_path)], prog_name="kg")
    assert result.exit_code != 0
    text = result.output + (result.stderr if hasattr(result, "stderr") else "")
    assert message in text
    assert "Traceback" not in text


def _text(result) -> str:
    """stdout and stderr (click >= 8.2 already mixes both into `output`)."""
    err = getattr(result, "stderr", "") or ""
    return result.output if err in result.output else result.output + err


def _one_line_error(result, *fragments):
    """The command failed with status 1 and a single `Error: ...` line holding every fragment."""
    text = _text(result)
    assert result.exit_code == 1, text
    assert "Traceback" not in text
    errors = [line for line in text.splitlines() if line.startswith("Error: ")]
    assert len(errors) == 1, text
    for fragment in fragments:
        assert fragment in errors[0], text


@pytest.mark.parametrize("graph", ["store", "turtle"])
def test_cli_query_file_with_a_syntax_error_names_the_file_and_line(runner, tmp_path, seed_build, graph):
    rq = tmp_path / "bad.rq"
    rq.write_text("# my query\nSELECT ?s WHERE { ?s ?p\n", encoding="utf-8")
    g = seed_build if graph == "store" else seed_build / "kg.ttl"
    result = runner.invoke(cli, ["query", "--file", str(rq), "--graph", str(g)], prog_name="kg")
    _one_line_error(result, f"{rq}:", "SPARQL syntax error")
    assert len(_text(result).splitlines()[-1]) < 300  # the engine's list of expected tokens is cut short


@pytest.mark.parametrize("body,message", [
    ("# only a comment\n\n", "no query in the file"),
    ("PREFIX x: <http://x/>\nINSERT DATA { x:a x:b x:c }\n", "only SELECT queries can be run"),
    ("ASK { ?s ?p ?o }\n", "not a SELECT query"),
])
def test_cli_query_file_that_is_not_a_select_names_the_file(runner, tmp_path, data_dir, body, message):
    rq = tmp_path / "q.rq"
    rq.write_text(body, encoding="utf-8")
    result = runner.invoke(cli, ["query", "--file", str(rq), "-g", str(data_dir / "viz_small.ttl")], prog_name="kg")
    _one_line_error(result, f"{rq}: ", message)


def test_cli_graph_with_bad_turtle_names_the_file_and_line(runner, tmp_path):
    ttl = tmp_path / "broken.ttl"
    ttl.write_text("@prefix x: <http://x/> .\nx:a x:b x:c .\nx:a x:b \nx:d x:e x:f .\n", encoding="utf-8")
    for args in (["stats", "-g", str(ttl)], ["validate", str(ttl)], ["query", "top-entities", "-g", str(ttl)]):
        result = runner.invoke(cli, args, prog_name="kg")
        _one_line_error(result, f"{ttl}:4: cannot read the graph: bad Turtle syntax")


def test_cli_viz_to_an_unwritable_path_is_one_line(runner, tmp_path, data_dir):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    target = blocker / "view.html"
    result = runner.invoke(cli, ["viz", "-g", str(data_dir / "viz_small.ttl"), "-o", str(target)], prog_name="kg")
    _one_line_error(result, f"{target}: cannot write the view", "is not a folder")
    assert blocker.read_text(encoding="utf-8") == "not a folder"


@pytest.mark.parametrize("option", ["--graph", "-g", "--out", "-o"])
def test_cli_serve_takes_the_graph_folder_as_graph_or_out(runner, tmp_path, option):
    folder = tmp_path / "nothing-built"
    folder.mkdir()
    result = runner.invoke(cli, ["serve", option, str(folder), "--port", "0"], prog_name="kg")
    _one_line_error(result, str(folder), "no store")


def test_cli_evaluate_rejects_empty_binary_and_unmatched_gold(runner, tmp_path, data_dir):
    inputs = str(data_dir / "arxiv_oai_slice.jsonl")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n", encoding="utf-8")
    _one_line_error(runner.invoke(cli, ["evaluate", str(empty), inputs], prog_name="kg"), f"{empty}: no gold records")
    binary = tmp_path / "gold.bin"
    binary.write_bytes(b'{"id": "a"}\n\xd0\x00\xff\xfe\n')
    _one_line_error(runner.invoke(cli, ["evaluate", str(binary), inputs], prog_name="kg"), f"{binary}: not UTF-8 text")
    other = tmp_path / "other.jsonl"
    other.write_text('{"id": "no-such-paper", "entities": {}}\n', encoding="utf-8")
    _one_line_error(runner.invoke(cli, ["evaluate", str(other), inputs], prog_name="kg"),
                    f"{other}: none of its 1 gold ids")


def test_cli_unknown_input_format_lists_every_accepted_name(runner, data_dir):
    result = runner.invoke(cli, ["extract", "--input-format", "nope", str(data_dir / "sample.bib")], prog_name="kg")
    _one_line_error(result, "unknown format 'nope'", "bibtex", "seeds")


def test_cli_build_with_a_format_that_finds_nothing_says_so(runner, tmp_path, data_dir):
    out = tmp_path / "out"
    jsonl = data_dir / "arxiv_oai_slice.jsonl"
    result = runner.invoke(cli, ["build", str(jsonl), "--input-format", "bibtex", "-o", str(out), "--no-viz"], prog_name="kg")
    _one_line_error(result, f"{jsonl}: no paper found as bibtex")
    assert not out.exists()
    result = runner.invoke(cli, ["build", str(jsonl), "--input-format", "csv", "-o", str(out), "--no-viz"], prog_name="kg")
    _one_line_error(result, f"{jsonl}:1: no title or abstract column", " …); use --columns")
    assert len(_text(result).strip()) < 300


def test_cli_build_out_over_a_file_is_one_line(runner, tmp_path, data_dir):
    blocker = tmp_path / "a-file"
    blocker.write_text("keep me", encoding="utf-8")
    result = runner.invoke(cli, ["build", str(data_dir / "sample.bib"), "-o", str(blocker), "--no-viz"], prog_name="kg")
    _one_line_error(result, f"{blocker}: exists and is not a folder")
    assert blocker.read_text(encoding="utf-8") == "keep me"


def test_cli_query_param_around_spaces_are_ignored(runner, data_dir):
    g = str(data_dir / "viz_small.ttl")
    plain = runner.invoke(cli, ["query", "papers-mentioning", "-p", "entity=V100", "-f", "csv", "-g", g], prog_name="kg")
    spaced = runner.invoke(cli, ["query", "papers-mentioning", "-p", " ?_entity = V100 ", "-f", "csv", "-g", g], prog_name="kg")
    assert plain.exit_code == 0 and spaced.exit_code == 0, spaced.output
    assert len(plain.output.splitlines()) > 1
    assert spaced.output == plain.output


def test_cli_extract_warns_about_skipped_records_and_strict_stops(runner, tmp_path):
    bad = tmp_path / "papers.jsonl"
    bad.write_text(
        '{"id": "a1", "title": "FedHC: A Scalable Federated Learning Framework", '
        '"abstract": "We present FedHC, which achieves a 2.75x speedup on GPU."}\n'
        '{"id": "a2", "title": broken\n',
        encoding="utf-8",
    )
    result = runner.invoke(cli, ["extract", str(bad)], prog_name="kg")
    assert result.exit_code == 0
    assert '"id": "a1"' in result.stdout and '"proposes": ["FedHC"]' in result.stdout
    assert f"warning: {bad}:2: invalid JSON" in result.stderr

    result = runner.invoke(cli, ["extract", "--strict", str(bad)], prog_name="kg")
    assert result.exit_code == 1
    assert f"Error: {bad}:2: invalid JSON" in result.stderr
    assert "Traceback" not in result.output


def test_cli_extract_notes_records_merged_into_one_paper(runner, tmp_path):
    # the same paper under two ids (two exports of one listing) comes out once; the note says why fewer records came
    # out than went in
    papers = tmp_path / "papers.jsonl"
    record = ('{{"id": "{}", "title": "FedHC: A Scalable Federated Learning Framework", '
              '"abstract": "We present FedHC, which achieves a 2.75x speedup on GPU."}}\n')
    papers.write_text(record.format("a1") + record.format("b7"), encoding="utf-8")
    result = runner.invoke(cli, ["extract", str(papers)], prog_name="kg")
    assert result.exit_code == 0
    assert len(result.stdout.splitlines()) == 1
    assert "note: 1 record merged into papers read before them (the same DOI, arXiv id or title)" in result.stderr
    papers.write_text(record.format("a1"), encoding="utf-8")
    assert "note:" not in runner.invoke(cli, ["extract", str(papers)], prog_name="kg").stderr
