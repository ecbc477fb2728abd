"""Turtle written in one pass from sorted N-Triples lines (kg/turtle.py)."""
from __future__ import annotations

import pyoxigraph as ox
import rdflib
from rdflib import Literal, URIRef
from rdflib.compare import isomorphic
from rdflib.namespace import RDF, RDFS, XSD

from kg import store as kstore
from kg.namespace import ENTITY, KG, PAPER
from kg.turtle import turtle_chunks


def _turtle(triples) -> str:
    lines = kstore.sorted_lines([kstore.to_ntriples(triples)])
    return "".join(turtle_chunks(lines, kstore.PREFIXES))


def _graph(triples) -> rdflib.Graph:
    g = rdflib.Graph()
    for t in triples:
        g.add(t)
    return g


def test_turtle_groups_subjects_and_predicates_with_prefixed_names():
    p = PAPER["arxiv-2401.00001"]
    triples = [(p, RDF.type, KG.Paper), (p, KG.mentions, ENTITY["zero-offload"]), (p, KG.mentions, ENTITY["gpu"]),
               (PAPER["arxiv-2401.00001/s0"], KG.inPaper, p), (p, RDFS.label, Literal("ZeRO-Offload"))]
    text = _turtle(triples)
    assert "paper:arxiv-2401.00001 a kg:Paper ;\n" in text
    assert "\tkg:mentions ent:gpu , ent:zero-offload .\n" in text  # objects sorted, the predicate once
    assert "paper:arxiv-2401.00001\\/s0 kg:inPaper paper:arxiv-2401.00001 .\n" in text  # "/" escaped
    assert isomorphic(rdflib.Graph().parse(data=text, format="turtle"), _graph(triples))


def test_turtle_keeps_full_iris_a_prefixed_name_cannot_write():
    odd = [ENTITY["ends-with-dot."], ENTITY["-starts-with-dash"], URIRef("https://example.org/x"),
           ENTITY["c++"], ENTITY["é-accent"]]
    triples = [(o, RDF.type, KG.Technique) for o in odd]
    text = _turtle(triples)
    for o in odd:
        assert f"<{o}> a kg:Technique" in text
    assert isomorphic(rdflib.Graph().parse(data=text, format="turtle"), _graph(triples))


def test_turtle_writes_numbers_bare_only_when_they_read_back_with_their_datatype():
    r = PAPER["p-1/r0"]
    triples = [(r, KG.value, Literal("2.75", datatype=XSD.decimal)), (r, KG.index, Literal(3)),
               (r, KG.startOffset, Literal(-4)), (r, KG.endOffset, Literal("7", datatype=XSD.decimal)),
               (r, KG.text, Literal("42")), (r, KG.unit, Literal("x", lang="en"))]
    text = _turtle(triples)
    assert "kg:value 2.75" in text and "kg:index 3" in text and "kg:startOffset -4" in text
    assert f'kg:endOffset "7"^^<{XSD.decimal}>' in text  # "7" alone would read back as an integer
    assert 'kg:text "42"' in text and 'kg:unit "x"@en' in text
    assert isomorphic(rdflib.Graph().parse(data=text, format="turtle"), _graph(triples))


def test_turtle_of_the_seed_graph_reads_back_as_the_store(seed_build):
    st = kstore.open_store(seed_build)
    dumped = st.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()).decode("utf-8")
    lines = kstore.sorted_lines([dumped, dumped])  # repeats are written once
    text = "".join(turtle_chunks(lines, kstore.PREFIXES))
    back = ox.serialize(ox.parse(text.encode("utf-8"), format=ox.RdfFormat.TURTLE), format=ox.RdfFormat.N_TRIPLES)
    assert sorted(back.decode("utf-8").split("\n")[:-1]) == lines
    assert (seed_build / "kg.ttl").read_text(encoding="utf-8") == text  # the build wrote the same bytes


def test_sorted_lines_take_texts_and_lists_of_lines_and_drop_repeats(seed_build):
    st = kstore.open_store(seed_build)
    dumped = st.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()).decode("utf-8")
    lines = dumped.split("\n")[:-1]
    half = len(lines) // 2
    expected = sorted(set(lines))
    assert kstore.sorted_lines([dumped]) == expected
    # a list of lines (as read_lines gives them) beside texts, overlapping: each line once
    assert kstore.sorted_lines([sorted(lines[:half]), "".join(x + "\n" for x in lines[half - 5 :])]) == expected
    assert kstore.sorted_lines(["", []]) == []


def test_subject_blocks_merged_from_parts_give_the_files_of_all_the_lines(seed_build, tmp_path):
    """What a build's workers write (each batch's subject blocks) and the build puts in order is the Turtle
    and the sorted N-Triples of the whole graph: a subject split across parts is written again from all its
    lines, once each."""
    st = kstore.open_store(seed_build)
    dumped = st.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()).decode("utf-8")
    lines = kstore.sorted_lines([dumped])
    parts = ["".join(line + "\n" for line in lines[k::3]) for k in range(3)]
    parts.append("".join(line + "\n" for line in lines[::50]))  # lines a part already has
    blocks = kstore.merge_blocks([kstore.subject_blocks(text) for text in parts])
    assert [b[0] for b in blocks] == sorted({line.split(" ", 1)[0] for line in lines})
    assert "".join(b[1] for b in blocks) == "".join(line + "\n" for line in lines)
    whole = "".join(turtle_chunks(lines, kstore.PREFIXES))
    assert (seed_build / "kg.ttl").read_text(encoding="utf-8") == whole
    for fmt, expected in (("ttl", whole), ("nt", "".join(line + "\n" for line in lines))):
        path = kstore.export_blocks(blocks, tmp_path / f"blocks.{fmt}", fmt)
        assert path.read_text(encoding="utf-8") == expected
