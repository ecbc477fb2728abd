import pytest

from kg.atomic import atomic_path, write_text


def test_atomic_write_replaces_target(tmp_path):
    target = tmp_path / "kg.ttl"
    target.write_text("old")
    write_text(target, "new")
    assert target.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["kg.ttl"]


def test_atomic_failure_keeps_previous_file_and_leaves_no_temp(tmp_path):
    target = tmp_path / "kg.ttl"
    target.write_text("previous build")
    with pytest.raises(RuntimeError):
        with atomic_path(target) as tmp:
            tmp.write_text("half written")
            raise RuntimeError("extraction failed")
    assert target.read_text() == "previous build"
    assert [p.name for p in tmp_path.iterdir()] == ["kg.ttl"]


def test_atomic_write_gives_the_usual_file_mode(tmp_path):
    import os

    target = tmp_path / "kg.ttl"
    write_text(target, "x")
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask
