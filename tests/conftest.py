"""Shared fixtures. Add fixtures with small edits; keep each documented."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture
def runner():
    """A click CliRunner (stderr kept apart from stdout)."""
    try:
        return CliRunner(mix_stderr=False)
    except TypeError:  # click >= 8.2 always separates them
        return CliRunner()


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return REPO


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """tests/data: tiny inputs."""
    return DATA


@pytest.fixture(scope="session")
def seed_paths() -> list[Path]:
    """The two bundled seed documents (listing and abstract dump)."""
    from kg.resources import corpus_files

    return corpus_files()


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """../shared (eval set and format samples); tests needing it skip when it is absent."""
    if not SHARED.is_dir():
        pytest.skip("../shared is not beside the checkout")
    return SHARED


@pytest.fixture(scope="session")
def sample_record(shared_dir):
    """sample_record(file, paper_id): the extracted record (kg.extract.record_of) of one paper of a format
    sample in ../shared/data/formats, found by its arXiv id or the start of its external id; a name with a
    short form is spelled out (acronyms=False), as the graph labels it."""
    from kg.extract import Extractor, record_of
    from kg.readers import read_sources

    extractor = Extractor()
    papers: dict[str, list] = {}

    def get(name: str, paper_id: str) -> dict:
        if name not in papers:
            papers[name] = list(read_sources([shared_dir / "data" / "formats" / name]))
        paper = next(p for p in papers[name] if p.arxiv_id == paper_id or (p.ext_id or "").startswith(paper_id))
        return record_of(paper_id, extractor.extract(paper), acronyms=False)

    return get


@pytest.fixture(scope="session")
def seed_build(tmp_path_factory) -> Path:
    """An output folder with the seed graph built once by `kg.build` (store + kg.ttl, no view, no cache)."""
    from kg.build import build

    out = tmp_path_factory.mktemp("seed-build") / "output"
    build(None, out, viz=False, cache=False)
    return out


@pytest.fixture(scope="session")
def seed_graph(seed_build):
    """The built seed graph (seed_build's kg.ttl) as an rdflib Graph. Do not modify it."""
    import rdflib

    return rdflib.Graph().parse(str(seed_build / "kg.ttl"), format="turtle")


@pytest.fixture
def writable_server(tmp_path):
    """A read-write Oxigraph server (the package's binary) on a free localhost port: its base URL."""
    import subprocess

    from kg import server as kserver

    port = kserver.free_port()
    proc = subprocess.Popen([kserver.oxigraph_binary(), "serve", "--location", str(tmp_path / "remote"),
                             "--bind", f"127.0.0.1:{port}"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        kserver.wait_until_listening("127.0.0.1", port, proc)
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture
def magnitudes_read(monkeypatch):
    """The results component with its option on (off by default): orders of magnitude are read as results."""
    from kg.extract import Extractor

    monkeypatch.setattr(Extractor().nlp.get_pipe("kg_results"), "orders_of_magnitude", True)
