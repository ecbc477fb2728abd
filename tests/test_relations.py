"""kg.relations.derive on hand-made extractions of real seed abstracts."""
import copy

from handmade import fedhc, zero_offload, zeroquant
from kg.relations import derive


def _triples(ex):
    return {(r.subject, r.predicate, r.object): r.sentence for r in derive(ex)}


def test_same_sentence_cooccurrence_with_the_proposed_system():
    _, ex = zero_offload()
    rel = _triples(ex)
    i = rel[("zero-offload", "runsOn", "v100")]
    assert "ZeRO-Offload can achieve 40 TFlops/GPU on a single NVIDIA V100 GPU" in ex.sentences[i].text
    assert ex.sentences[rel[("zero-offload", "runsOn", "cpu")]].text.startswith("ZeRO-Offload enables")


def test_pronoun_sentence_is_attributed_to_the_proposed_system():
    _, ex = zero_offload()
    rel = _triples(ex)
    sentence = ex.sentences[rel[("zero-offload", "runsOn", "dgx-2")]].text
    assert sentence.startswith("Additionally, it can work together with model parallelism")
    assert rel[("zero-offload", "uses", "model-parallelism")] == rel[("zero-offload", "runsOn", "dgx-2")]


def test_explicit_sentence_wins_over_an_earlier_pronoun_sentence():
    _, ex = zero_offload()
    rel = _triples(ex)
    # PyTorch first appears in an "It can train ..." sentence, then beside ZeRO-Offload by name
    first = min(m.sentence for m in ex.entity("pytorch").mentions)
    assert ex.sentences[first].text.startswith("It can train")
    assert rel[("zero-offload", "comparedWith", "pytorch")] != first
    assert "ZeRO-Offload" in ex.sentences[rel[("zero-offload", "comparedWith", "pytorch")]].text


def test_types_give_the_predicate():
    _, ex = zeroquant()
    rel = _triples(ex)
    assert ("zeroquant", "uses", "post-training-quantization") in rel  # Technique, in the title
    assert ("zeroquant", "evaluatedOn", "bert") in rel  # Model
    assert ("zeroquant", "uses", "knowledge-distillation") in rel
    assert not any(p == "runsOn" for _, p, _ in rel)  # no hardware named
    assert not any(o == "speedup" for _, _, o in rel)  # metrics give no relation


def test_sentence_naming_two_proposed_systems_is_about_the_first():
    _, ex = zeroquant()  # "ZeroQuant is ... pipeline with three main components: ... (LKD) ..."
    rel = _triples(ex)
    assert ("zeroquant", "uses", "knowledge-distillation") in rel
    assert ("lkd", "uses", "knowledge-distillation") not in rel
    assert not any(s == "zeroquant" and o == "lkd" for s, _, o in rel)


def test_a_bare_we_sentence_is_not_attributed():
    _, ex = fedhc()
    ex = copy.deepcopy(ex)
    gpu = ex.entity("gpu")
    we = [m for m in gpu.mentions if ex.sentences[m.sentence].text.startswith("Furthermore, we enhance GPU")]
    assert len(we) == 1
    gpu.mentions = we  # GPU only in "Furthermore, we enhance GPU resource utilization ..."
    assert ("fedhc", "runsOn", "gpu") not in _triples(ex)
    # the same sentence with "our framework" refers to FedHC
    i = we[0].sentence
    ex.sentences[i].text = ex.sentences[i].text.replace("we enhance", "our framework enhances")
    assert _triples(ex)[("fedhc", "runsOn", "gpu")] == i


def test_nothing_proposed_nothing_derived():
    _, ex = zero_offload()
    ex = copy.deepcopy(ex)
    ex.proposes = []
    assert derive(ex) == []


def test_every_relation_keeps_a_valid_sentence_and_is_ordered():
    for make in (zero_offload, fedhc, zeroquant):
        _, ex = make()
        rels = derive(ex)
        assert rels
        assert all(0 <= r.sentence < len(ex.sentences) for r in rels)
        assert rels == derive(copy.deepcopy(ex))
        assert [r.sentence for r in rels] == sorted(r.sentence for r in rels)


def test_unpaired_baseline_still_gives_compared_with():
    _, ex = fedhc()
    ex = copy.deepcopy(ex)
    from kg.model import Entity, Mention

    text = ex.sentences[3].text  # "Additionally, they lack flexibility ..." (no FedHC, no pronoun for it)
    start = ex.sentences[3].start
    ex.entities.append(Entity("flexsim", "FlexSim", "System", mentions=[Mention(3, start, start + 5, text[:5])]))
    ex.baselines = ["flexsim"]
    rel = _triples(ex)
    assert rel[("fedhc", "comparedWith", "flexsim")] == 3


def test_comparison_cue_position_decides_between_type_relation_and_compared_with():
    _, ex = zero_offload()
    ex = copy.deepcopy(ex)
    ex.baselines = ["pytorch", "model-parallelism"]
    rel = _triples(ex)
    # "... it can work together with model parallelism ... compared to using model parallelism alone"
    assert rel[("zero-offload", "uses", "model-parallelism")] == rel[("zero-offload", "comparedWith", "model-parallelism")]
    # "... on a single NVIDIA V100 GPU ... compared to 30TF using PyTorch alone": V100 before the cue, PyTorch after
    i = rel[("zero-offload", "runsOn", "v100")]
    assert rel[("zero-offload", "comparedWith", "pytorch")] == i
    assert ("zero-offload", "runsOn", "pytorch") not in rel


def test_over_a_number_is_not_a_comparison():
    from kg.relations import COMPARISON

    assert COMPARISON.search("train models with over 13 billion parameters") is None
    assert COMPARISON.search("a 3.7x speedup over DeepSpeed") is not None
    assert COMPARISON.search("Bamboo outperforms traditional checkpointing") is not None


# ------------------------------------------------------------------ technique hierarchy

def _as_the_extractor_sees_zeroquant():
    """ZeroQuant as the extractor keeps it: LKD names "layer-by-layer knowledge distillation"; no separate KD."""
    _, ex = zeroquant()
    ex = copy.deepcopy(ex)
    ex.entities = [e for e in ex.entities if e.key != "knowledge-distillation"]
    lkd = ex.entity("lkd")
    lkd.aliases = ["layer-by-layer knowledge distillation"]
    return ex


def _kinds(name, named=True):
    """The parents of an entity named `name` (its key: the slug of its name, as kg.model makes keys)."""
    from kg.model import slugify
    from kg.relations import vocabulary_taxonomy

    return vocabulary_taxonomy().parents(slugify(name), [name], named)


def test_taxonomy_parents_by_head_phrase_of_vocabulary_techniques():
    from kg.relations import vocabulary_taxonomy

    tax = vocabulary_taxonomy()
    assert _kinds("layer-by-layer knowledge distillation") == ["knowledge-distillation"]
    assert _kinds("2-bit quantization") == ["quantization"]
    assert _kinds("7-bit quantization") == ["quantization"]
    assert _kinds("4-bit post-training quantization") == ["post-training-quantization"]
    assert tax.ancestors("x", ["4-bit post-training quantization"]) == ["post-training-quantization", "quantization"]
    # the whole name is no modifier of itself, and an unrelated ending gives nothing
    assert _kinds("quantization") == []
    assert _kinds("ZeroQuant") == _kinds("knowledge distillation loss") == []


def test_taxonomy_labels_with_capitals_match_only_with_them():
    from kg.relations import Taxonomy

    tax = Taxonomy()
    tax.add("sgd", ["SGD"])
    tax.add("pruning", ["pruning"])
    assert tax.parents("x", ["local SGD"]) == ["sgd"]
    assert tax.parents("x", ["local sgd"]) == []
    assert tax.parents("x", ["Structured Pruning"]) == ["pruning"]


def test_system_uses_broader_technique_of_a_proposed_component_with_its_sentence():
    ex = _as_the_extractor_sees_zeroquant()
    rel = _triples(ex)
    i = rel[("zeroquant", "uses", "knowledge-distillation")]
    assert "layer-by-layer knowledge distillation algorithm (LKD)" in ex.sentences[i].text
    assert ("lkd", "uses", "knowledge-distillation") not in rel  # LKD *is* one (skos:broader), it does not use it


def test_system_uses_broader_technique_of_what_it_uses_and_direct_statements_keep_their_sentence():
    _, ex = zeroquant()
    ex = copy.deepcopy(ex)
    quant = ex.entity("quantization")
    direct = _triples(ex)[("zeroquant", "uses", "quantization")]
    assert ex.sentences[direct].field == "abstract"  # the text names quantization beside ZeroQuant
    ex.entities.remove(quant)  # without that mention, post-training quantization (title) gives it
    rel = _triples(ex)
    assert rel[("zeroquant", "uses", "quantization")] == rel[("zeroquant", "uses", "post-training-quantization")] == 0
    assert ex.sentences[0].field == "title"


def test_broader_techniques_need_a_vocabulary_or_paper_technique():
    from kg.relations import Taxonomy

    ex = _as_the_extractor_sees_zeroquant()
    assert ("zeroquant", "uses", "knowledge-distillation") not in _triples_with(ex, Taxonomy())


def _triples_with(ex, taxonomy):
    return {(r.subject, r.predicate, r.object): r.sentence for r in derive(ex, taxonomy)}


def test_taxonomy_direct_parents_leave_out_a_parent_broader_than_another():
    from kg.relations import Taxonomy

    tax = Taxonomy()
    tax.add("sparsity", ["sparsity"])
    tax.add("structured-sparsity", ["structured sparsity"])
    names = ["N:M sparsity", "N:M structured sparsity"]
    assert tax.parents("nm", names) == ["sparsity", "structured-sparsity"]
    assert tax.direct("nm", names) == ["structured-sparsity"]
    assert tax.ancestors("nm", names) == ["sparsity", "structured-sparsity"]


def test_a_name_with_a_proper_name_modifier_is_no_kind_of_technique_unless_it_is_a_technique():
    assert _kinds("DeepSpeed-MoE") and _kinds("DeepSpeed-MoE", named=False) == []
    assert _kinds("GPT-3 MoE", named=False) == []
    assert _kinds("layer-by-layer knowledge distillation", named=False) == ["knowledge-distillation"]
    assert _kinds("Universal Checkpointing", named=False) == ["checkpointing"]


def test_a_name_that_is_another_techniques_label_is_no_kind_of_its_ending():
    from kg.relations import vocabulary_taxonomy

    tax = vocabulary_taxonomy()
    # "ANN" made the extractor give "neural network" this alias: a clash of names, not a hyponym
    assert tax.parents("neural-network", ["neural network", "approximate nearest neighbor search"]) == []
    assert _kinds("filtered approximate nearest neighbor search") == ["approximate-nearest-neighbor-search"]
