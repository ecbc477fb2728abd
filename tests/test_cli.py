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
