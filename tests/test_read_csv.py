"""CSV/TSV tables with title/abstract columns, case-insensitive names, --columns mapping."""
from __future__ import annotations

import pytest

from kg.errors import InputError
from kg.readers import ReadReport, read_sources


def test_csv_columns_case_insensitive(data_dir):
    papers = list(read_sources([data_dir / "sample.csv"]))
    assert [p.title.split(":")[0] for p in papers] == ["Bamboo", "Speed-ANN", "ScaLA"]
    bamboo = papers[0]
    assert bamboo.abstract.startswith("DNN models across many domains continue to grow in size")
    assert bamboo.creators[0] == "John Thorpe" and "Minjia Zhang" in bamboo.creators
    assert bamboo.year == 2022 and bamboo.categories == ["cs.DC"]
    assert [p.sources[0].line for p in papers] == [2, 3, 4]


def test_tsv_needs_columns_when_names_differ(data_dir):
    with pytest.raises(InputError, match=r"sample\.tsv:1: no title or abstract column .*use --columns"):
        list(read_sources([data_dir / "sample.tsv"]))
    papers = list(read_sources([data_dir / "sample.tsv"], columns="title=Name,abstract=Summary,year=Published"))
    assert [p.title.split(":")[0] for p in papers] == ["FedHC", "SHARP"]
    assert papers[0].abstract.startswith("Federated Learning (FL)") and papers[0].year == 2023


def test_columns_override_errors(data_dir):
    with pytest.raises(InputError, match="unknown field 'name'"):
        list(read_sources([data_dir / "sample.tsv"], columns="name=Title"))
    with pytest.raises(InputError, match="column 'Nope' is not in the header"):
        list(read_sources([data_dir / "sample.tsv"], columns="title=Nope", strict=True))


def test_quoted_multiline_field_and_semicolons(tmp_path):
    f = tmp_path / "t.csv"
    f.write_text('TITLE;ABSTRACT\n"ZeRO; memory";"line one\nline two"\nSecond paper here;An abstract.\n', encoding="utf-8")
    papers = list(read_sources([f]))
    assert [(p.title, p.abstract) for p in papers] == [("ZeRO; memory", "line one line two"), ("Second paper here", "An abstract.")]
    assert [p.sources[0].line for p in papers] == [2, 4]


def test_row_without_title_or_abstract_is_skipped(tmp_path):
    f = tmp_path / "t.csv"
    f.write_text("title,abstract,year\nGood paper title,Good abstract,2021\n,,2022\n", encoding="utf-8")
    report = ReadReport()
    papers = list(read_sources([f], report=report))
    assert len(papers) == 1
    assert report.warnings == [f"{f}:3: record has neither title nor abstract"]


def test_a_stray_quote_is_a_bad_row_not_a_swallowed_file(tmp_path):
    from kg.cli import cli
    from click.testing import CliRunner

    f = tmp_path / "q.csv"
    f.write_text('Title,Abstract\nOk,"We present FooNet, a system."\nBad,"We present "BarNet" here"\n'
                 'Fine,We present QuxNet.\n', encoding="utf-8")
    report = ReadReport()
    papers = list(read_sources([f], report=report))
    assert [p.title for p in papers] == ["Ok", "Fine"]
    assert [e.line for e in report.errors] == [3]
    res = CliRunner().invoke(cli, ["build", str(f), "--strict", "-o", str(tmp_path / "out"), "--no-viz"], prog_name="kg")
    assert res.exit_code == 1
    assert f"Error: {f}:3: invalid CSV row" in res.output + getattr(res, "stderr", "")
    assert not (tmp_path / "out").exists()
    open_quote = tmp_path / "open.csv"
    open_quote.write_text('Title,Abstract\n"Foo,We present FooNet.\nBar,We present BarNet.\n', encoding="utf-8")
    with pytest.raises(InputError, match=r"open.csv:2: invalid CSV row \(unexpected end of data\)"):
        list(read_sources([open_quote], strict=True))
