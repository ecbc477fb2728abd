import csv
import io
import json

import pytest

from kg.render import render

HEADER = ("system", "speedup")
ROWS = [("FedHC", "2.75"), ('Say "hi", ok', None)]


def test_render_table_aligns_columns_and_blanks_none():
    lines = render(HEADER, ROWS, "table").splitlines()
    assert lines[0].split() == ["system", "speedup"]
    assert set(lines[1]) <= {"-", " "}
    assert lines[2].startswith("FedHC") and lines[2].endswith("2.75")
    assert lines[3] == 'Say "hi", ok'


@pytest.mark.parametrize("fmt,delim", [("csv", ","), ("tsv", "\t")])
def test_render_delimited_round_trips_through_csv_reader(fmt, delim):
    back = list(csv.reader(io.StringIO(render(HEADER, ROWS, fmt)), delimiter=delim))
    assert back == [list(HEADER), ["FedHC", "2.75"], ['Say "hi", ok', ""]]


def test_render_json_is_list_of_objects():
    assert json.loads(render(HEADER, ROWS, "json")) == [
        {"system": "FedHC", "speedup": "2.75"},
        {"system": 'Say "hi", ok', "speedup": None},
    ]


def test_render_unknown_format_raises():
    with pytest.raises(ValueError):
        render(HEADER, ROWS, "xml")
