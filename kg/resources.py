"""Paths of the data shipped with kg: ontology, vocabulary, queries, default corpus.

In a checkout the top-level folders are used; in an installed package the
same files live inside the package (pyproject maps them to kg.ontology,
kg.queries). Either way callers get real filesystem paths.
"""
from __future__ import annotations

from pathlib import Path

_PKG = Path(__file__).resolve().parent
_CHECKOUT = _PKG.parent


def _dir(name: str) -> Path:
    local = _CHECKOUT / name
    if local.is_dir() and (_CHECKOUT / "pyproject.toml").is_file():
        return local
    return _PKG / name  # installed: pyproject maps the folder into the package


def ontology_dir() -> Path:
    return _dir("ontology")


def ontology_file() -> Path:
    return ontology_dir() / "kg.ttl"


def shapes_file() -> Path:
    return ontology_dir() / "shapes.ttl"


def vocab_files() -> list[Path]:
    """The SKOS vocabulary, one Turtle file per part, in a stable order."""
    return sorted((ontology_dir() / "vocab").glob("*.ttl"))


def queries_dir() -> Path:
    return _dir("queries")


def corpus_files() -> list[Path]:
    """The bundled seed documents, the default input of `kg build`."""
    return sorted((_PKG / "corpus").glob("*.txt"))
