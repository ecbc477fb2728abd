"""kg: turn ML-systems paper listings and abstracts into a knowledge graph."""

__version__ = "0.1.0"
