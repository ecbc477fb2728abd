"""IRIs of the graph. The ontology's terms: see ontology/kg.ttl."""
from rdflib import Namespace

BASE = "https://w3id.org/mlsys-kg/"
KG = Namespace(BASE + "ontology#")  # classes and properties
ENTITY = Namespace(BASE + "entity/")  # entities: ENTITY[slugify(label)]; also the vocabulary's concepts
PAPER = Namespace(BASE + "paper/")  # papers: PAPER[paper.key]
VOCAB_SCHEME = ENTITY["scheme"]
