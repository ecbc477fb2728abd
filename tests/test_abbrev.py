"""kg.abbrev: "long form (ACR)" detection (Schwartz & Hearst) and its component."""
from __future__ import annotations

import pytest

from kg.abbrev import detect, find_long_form, is_short_form, long_form_start, strip_plural


def test_abbrev_short_form_shapes():
    assert is_short_form("LLMs") and is_short_form("random-LTD") and is_short_form("CarM")
    assert not is_short_form("2.75") and not is_short_form("e.g., BERT") and not is_short_form("approximately")


def test_abbrev_long_form_start_matches_letters_in_order():
    text = "emerging paradigm called Large Language Models"
    assert text[long_form_start("LLMs", text):] == "Large Language Models"
    assert long_form_start("XYZ", "nothing to see here") is None
    assert strip_plural("DNNs") == "DNN" and strip_plural("CarM") == "CarM"


def test_abbrev_first_letter_is_not_taken_from_a_linking_word():
    # Semantic Scholar record "Reasoning Abilities of Large Language Models: In-Depth Analysis on the Abstraction
    # and Reasoning Corpus" (../shared/data/formats/semantic_scholar_paper.json): the A of ARC is Abstract's
    text = "We introduce a new approach using the Abstract and Reasoning Corpus"
    assert text[long_form_start("ARC", text):] == "Abstract and Reasoning Corpus"
    # a linking word still starts the long form when no word further back can
    text = "so we use and Reasoning Corpus"
    assert text[long_form_start("ARC", text):] == "and Reasoning Corpus"


def test_abbrev_long_form_ignores_a_trailing_generic_noun():
    words = "we propose a novel random and layerwise token dropping method".split()
    first = find_long_form("random-LTD", words)
    assert " ".join(words[first:]) == "random and layerwise token dropping method"


@pytest.fixture(scope="module")
def nlp():
    from kg.extract import build_nlp

    return build_nlp()


def _doc(nlp, text):
    doc = nlp.make_doc(text)
    doc.user_data["abstract_start"] = 0
    return nlp(doc)


def test_abbrev_detects_pairs_in_real_sentences(nlp):
    # seed abstract (Carousel Memory, kg/corpus)
    doc = _doc(nlp, "Continual Learning (CL) is an emerging machine learning paradigm that aims to learn "
                    "from a continuous stream of tasks. To avoid performance decrease caused by forgetting, "
                    "prior studies exploit episodic memory (EM), which stores a subset of the past observed samples.")
    pairs = [(doc[ls:le].text, doc[ss:se].text) for (ls, le), (ss, se) in detect(doc)]
    assert pairs == [("Continual Learning", "CL"), ("episodic memory", "EM")]


def test_abbrev_reversed_order_acronym_first(nlp):
    doc = _doc(nlp, "the current landscape lacks an accessible end-to-end RLHF (Reinforcement Learning with "
                    "Human Feedback) training pipeline.")
    pairs = [(doc[ls:le].text, doc[ss:se].text) for (ls, le), (ss, se) in detect(doc)]
    assert pairs == [("Reinforcement Learning with Human Feedback", "RLHF")]


def test_abbrev_pair_becomes_one_entity_with_the_acronym_as_alias(nlp):
    doc = _doc(nlp, "We propose Carousel Memory (CarM), a 2-tier memory hierarchy design. "
                    "CarM reduces the training time.")
    keys = {e.text: e.ent_id_ for e in doc.ents}
    assert keys["Carousel Memory"] == keys["CarM"] == "carousel-memory"
    ent = doc.user_data["kg_entities"]["carousel-memory"]
    assert ent["type"] == "System" and "CarM" in ent["aliases"]
    # both mentions of the acronym point at the same entity
    assert [e.ent_id_ for e in doc.ents if e.text == "CarM"] == ["carousel-memory", "carousel-memory"]


def test_abbrev_acronym_that_modifies_a_head_noun(nlp):
    doc = _doc(nlp, "The key-value (KV) cache grows linearly with the context. "
                    "Mixture-of-Experts (MoE) models scale well.")
    keys = {e.ent_id_ for e in doc.ents}
    assert "kv-cache" in keys and "key-value" not in keys
    types = {doc.user_data["kg_entities"][e.ent_id_]["label"]: e.label_ for e in doc.ents}
    # "(MoE) models" is the MoE model (a Model), resolved to its vocabulary concept
    assert types["Mixture-of-Experts model"] == "Model"


def test_abbrev_quantity_of_something_is_a_metric():
    # "N of/to/per M (ACR)" whose first noun is a metric head names a quantity
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    ex = Extractor()
    paper = Paper(key="t", abstract="We cut the cost of goods sold (COGS) of inference services and the time to "
                                    "solution (TTS) of solvers.")
    rec = record_of("t", ex.extract(paper), acronyms=False)
    from kg.vocab import norm

    assert {norm(n) for n in rec["entities"]["Metric"]} == {"cost of goods sold", "time to solution"}
    assert not rec["entities"]["Technique"] and not rec["entities"]["System"]


def test_abbrev_task_long_form_and_its_acronym_are_not_entities():
    # guideline: tasks and applications are not annotated, nor are their acronyms
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("t", Extractor().extract(Paper(key="t", abstract=(
        "We transcribe audio with automatic speech recognition (ASR) and flag outliers with anomaly "
        "detection (AD). AD runs on CPUs, and feature alignment throughout migration is kept."))), acronyms=False)
    names = {n for v in rec["entities"].values() for n in v}
    assert not names & {"ASR", "AD", "anomaly detection", "automatic speech recognition"}
    assert "CPU" in rec["entities"]["Hardware"] and "feature alignment" in rec["entities"]["Technique"]


def test_abbrev_modeling_task_is_no_name_and_its_acronym_no_language_model():
    # in the style of MoE inference studies: "two MoE workloads, namely Language Modeling (LM) and Machine
    # Translation (MT)"; LM is the task the text defines, not the vocabulary's language model
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    ex = Extractor()
    rec = record_of("t", ex.extract(Paper(key="t", abstract=(
        "We characterize two MoE workloads, namely Language Modeling (LM) and Machine Translation (MT). "
        "Dynamic gating improves throughput by 6.2x for LM and 5.8x for MT."))), acronyms=False)
    names = {n for v in rec["entities"].values() for n in v}
    assert not names & {"Language Modeling", "LM", "Machine Translation", "MT"}
    assert {(r["value"], r["metric"]) for r in rec["results"]} == {(6.2, "throughput"), (5.8, "throughput")}
    # a way of modelling language is a training objective
    rec = record_of("u", ex.extract(Paper(key="u", abstract=(
        "We pre-train BERT with Masked Language Modeling (MLM) and distil it into a small LM."))), acronyms=False)
    assert "masked language modeling" in rec["entities"]["Technique"]
    assert rec["entities"]["Model"] == ["BERT"]  # (an LM alone is no name, as "language model" is not)


def test_abbrev_a_kind_of_fault_is_no_entity():
    # styled on a silent-data-corruption study: a condition the paper studies, like a disease, is no technique
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("t", Extractor().extract(Paper(key="t", abstract=(
        "Silent data corruption (SDC) from faulty processors can corrupt training runs. We find SDCs on GPUs."))),
        acronyms=False)
    names = {n for v in rec["entities"].values() for n in v}
    assert not names & {"Silent data corruption", "silent data corruption", "SDC"} and "GPU" in names


def test_abbrev_events_bodies_and_imaging_modalities_are_no_entities():
    # arXiv 2512.13607 and 2512.13608 (../shared/data/formats/arxiv_atom_page.xml): an olympiad, an imaging
    # modality and a lab's name were systems
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("t", Extractor().extract(Paper(key="t", abstract=(
        "It achieves silver-medal performance in the 2025 International Olympiad in Informatics (IOI). No "
        "foundation model exists for Digital Breast Tomosynthesis (DBT). It outperforms the MetaAI DINOv2 baseline. "
        "We pretrain an Ultrasound Self-Supervised Foundation Model with Masked Autoencoding (USF-MAE)."))),
        acronyms=False)
    assert not rec["entities"]["System"] and rec["baselines"] == ["DINOv2"]
    assert "Ultrasound Self-Supervised Foundation Model with Masked Autoencoding" in rec["entities"]["Model"]


def test_abbrev_long_form_stops_at_an_opening_quote(nlp):
    doc = _doc(nlp, 'We introduce "Sparse Tile Packing (STP)", a layout for irregular tensors.')
    pairs = [(doc[ls:le].text, doc[ss:se].text) for (ls, le), (ss, se) in detect(doc)]
    assert pairs == [("Sparse Tile Packing", "STP")]


def test_abbrev_papers_own_acronym_beats_a_vocabulary_concept_sharing_its_letters(nlp):
    # the vocabulary's SAM is the Segment Anything Model; here SAM is an optimizer the text defines
    doc = _doc(nlp, "We fine-tune with Sharpness-Aware Minimization (SAM) and show that SAM halves the gap.")
    keys = {e.text: e.ent_id_ for e in doc.ents}
    assert keys["Sharpness-Aware Minimization"] == keys["SAM"] != "segment-anything-model"
    ent = doc.user_data["kg_entities"][keys["SAM"]]
    assert ent["label"] == "Sharpness-Aware Minimization" and ent["type"] != "Model"


def test_abbrev_generic_noun_spelled_by_the_acronym_stays_in_the_name(nlp):
    doc = _doc(nlp, "The HELIX SERVING FRAMEWORK (HSF) and the adaptive batching method (AB) are evaluated.")
    pairs = [(doc[ls:le].text, doc[ss:se].text) for (ls, le), (ss, se) in detect(doc)]
    assert pairs == [("HELIX SERVING FRAMEWORK", "HSF"), ("adaptive batching", "AB")]


def test_abbrev_long_form_spelled_by_word_initials_is_taken_first(shared_dir):
    # arXiv 2512.13607 (../shared/data/formats/arxiv_atom_page.xml): "the 2025 International Olympiad in Informatics
    # (IOI)": letters in order alone stop at the "o" of "Informatics"
    words = "silver-medal performance in the 2025 International Olympiad in Informatics".split()
    assert " ".join(words[find_long_form("IOI", words):]) == "International Olympiad in Informatics"
    # hyphenated words give a letter per part; a short form with lower-case or digits falls back to letters in order
    assert find_long_form("KV", ["the", "Key-Value"]) == 1
    words = "we propose a novel random and layerwise token dropping method".split()
    assert " ".join(words[find_long_form("random-LTD", words):]) == "random and layerwise token dropping method"


def test_abbrev_long_form_headed_by_model_before_a_preposition_is_a_model(shared_dir):
    # arXiv 2512.13434 (../shared/data/formats/arxiv_atom_page.xml)
    from kg.extract import Extractor, record_of
    from kg.readers import read_sources

    paper = next(p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])
                 if p.arxiv_id == "2512.13434")
    rec = record_of("p", Extractor().extract(paper), acronyms=False)
    assert "Ultrasound Self-Supervised Foundation Model with Masked Autoencoding" in rec["entities"]["Model"]


def test_abbrev_lower_case_long_form_ending_in_a_known_technique_is_that_technique(shared_dir):
    # arXiv 2512.13573 (../shared/data/formats/arxiv_atom_page.xml): "a novel multi-modal Retrieval-Augmented
    # Generation (mRAG) framework"
    from kg.extract import Extractor, record_of
    from kg.readers import read_sources

    paper = next(p for p in read_sources([shared_dir / "data" / "formats" / "arxiv_atom_page.xml"])
                 if p.arxiv_id == "2512.13573")
    rec = record_of("p", Extractor().extract(paper), acronyms=False)
    assert "multi-modal Retrieval-Augmented Generation" in rec["entities"]["Technique"]
    assert "multi-modal Retrieval-Augmented Generation" not in rec["entities"]["System"]


def test_abbrev_long_form_in_quotes_and_no_capitalised_word_as_short_form(nlp):
    # arXiv 2512.13530 (../shared/data/formats/arxiv_atom_page.xml): 'We propose a "joint contour location" (jCL)
    # scheme'; arXiv 2512.13472: "fast-saturating languages (Rust)" is an example, no abbreviation
    doc = _doc(nlp, 'We propose a "joint contour location" (jCL) scheme that strikes a strategic balance. We '
                    'reduce allocation to fast-saturating languages (Rust).')
    pairs = [(doc[ls:le].text, doc[ss:se].text) for (ls, le), (ss, se) in detect(doc)]
    assert pairs == [("joint contour location", "jCL")]
    assert doc._.kg_proposes == ["joint-contour-location"]


def test_abbrev_a_letter_with_a_count_spells_that_many_words(sample_record):
    # Semantic Scholar record dcd2d383eb90: "Deep Diffusion Soft Actor-Critic (D2SAC)"; arXiv 2512.13560
    # (../shared/data/formats/arxiv_atom_page.xml): "Human-Human Interaction Anomaly Detection (H2IAD)", a task;
    # styled in the manner of LongLoRA (arXiv 2309.12307): "shifted sparse attention (S2-Attn)"
    words = "we propose Deep Diffusion Soft Actor-Critic".split()
    assert find_long_form("D2SAC", words) == 2
    assert find_long_form("S2-Attn", "The proposed shifted sparse attention".split()) == 2
    assert find_long_form("H2O", "propose Heavy Hitter Oracle".split()) == 1
    assert find_long_form("S2-Attn", "a sparse attention".split()) is None
    rec = sample_record("semantic_scholar_paper.json", "dcd2d383eb90")
    assert "Deep Diffusion Soft Actor-Critic" in rec["proposes"] and "D2SAC" not in rec["entities"]["System"]
    assert "H2IAD" not in sample_record("arxiv_atom_page.xml", "2512.13560")["entities"]["System"]


def test_abbrev_a_mixed_case_name_needs_a_word_per_capital(sample_record):
    # Semantic Scholar: "... to evaluate the proposed approach using a labelled dialogue dataset (MSDialogue)": the
    # letters of MSDialogue are in order in the 11 words before it, but its three capitals do not spell them
    words = "we use transformer base models to evaluate the proposed approach using a labelled dialogue dataset".split()
    assert find_long_form("MSDialogue", words) is None
    assert find_long_form("DBaaS", "the database-as-a-service".split()) == 1
    assert find_long_form("fECG", "the fetal electrocardiogram".split()) == 1
    words = "model family Large Language Model Meta AI".split()
    assert words[find_long_form("LLaMA", words):] == ["Large", "Language", "Model", "Meta", "AI"]
    assert sample_record("semantic_scholar_paper.json", "5c9515ee1c01")["entities"]["Dataset"] == ["MSDialogue"]


def test_abbrev_a_pair_described_as_software_is_software():
    # MNN's abstract (MLSys 2020): the long form ends in "Network", but the paper calls it an inference engine
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    text = ("To deal with these challenges, we propose Mobile Neural Network (MNN), a universal and efficient "
            "inference engine tailored to mobile applications.")
    rec = record_of("p", Extractor().extract(Paper(key="p", abstract=text)), acronyms=False)
    assert rec["entities"]["System"] == ["Mobile Neural Network"]
    assert rec["entities"]["Model"] == []


def test_abbrev_long_form_starts_after_a_slash_it_does_not_need(nlp):
    # Eyeriss' abstract (JSSC 2017): "0.0029 DRAM access/multiply and accumulation (MAC) for AlexNet"
    doc = _doc(nlp, "Eyeriss processes the convolutional layers at 35 frames/s and 0.0029 DRAM access/multiply and "
                    "accumulation (MAC) for AlexNet.")
    pairs = [(doc[ls:le].text, doc[ss:se].text) for (ls, le), (ss, se) in detect(doc)]
    assert pairs == [("multiply and accumulation", "MAC")]
    # a slash the letters need stays: "Key-Value" spells KV, "key/value" too
    doc = _doc(nlp, "It compresses the key/value (KV) cache.")
    pairs = [(doc[ls:le].text, doc[ss:se].text) for (ls, le), (ss, se) in detect(doc)]
    assert pairs == [("key/value", "KV")]


def test_abbrev_a_known_long_form_keeps_the_vocabularys_type():
    # TPU v4 (ISCA 2023): "optical circuit switches (OCSes)" and Simba (MICRO 2019): "multi-chip-modules (MCMs)"
    # were typed by their last word as methods; the vocabulary knows both as devices
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("t", Extractor().extract(Paper(key="t", abstract=(
        "TPU v4 uses optical circuit switches (OCSes) to dynamically reconfigure its interconnect topology. "
        "Package-level integration using multi-chip-modules (MCMs) is a promising approach."))), acronyms=False)
    assert rec["entities"]["Hardware"] == ["TPU v4", "optical circuit switch", "interconnect", "multi-chip module"]
    assert rec["entities"]["Technique"] == []


def test_abbrev_two_short_forms_joined_by_a_slash_pair_no_long_form():
    # TIMELY (ISCA 2020): "between Internet of Thing devices' constrained resources and Convolutional/Deep Neural
    # Networks' (CNNs/DNNs') prohibitive energy cost" gave a system "constrained resources and Convolutional/Deep
    # Neural Networks'" (the letters of both short forms found across the phrase)
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    text = ("ReRAM based accelerators show promise in bridging the gap between Internet of Thing devices' constrained "
            "resources and Convolutional/Deep Neural Networks' (CNNs/DNNs') prohibitive energy cost.")
    rec = record_of("t", Extractor().extract(Paper(key="t", abstract=text)), acronyms=False)
    assert rec["entities"]["System"] == []
    assert "deep neural network" in rec["entities"]["Model"]


def test_abbrev_the_titles_kind_types_a_pair_whose_short_form_it_names():
    # AWB-GCN (MICRO 2020): "we propose Autotuning-Workload-Balancing GCN (AWB-GCN)" under the title "AWB-GCN: A
    # Graph Convolutional Network Accelerator ..." was a system by its long form; the title says it is a device
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    paper = Paper(key="t", title="AWB-GCN: A Graph Convolutional Network Accelerator with Runtime Workload "
                                 "Rebalancing",
                  abstract="In this paper, we propose Autotuning-Workload-Balancing GCN (AWB-GCN) to accelerate GCN "
                           "inference. AWB-GCN runs 7.7x faster than CPU and GPU baselines.")
    rec = record_of("t", Extractor().extract(paper), acronyms=False)
    assert "Autotuning-Workload-Balancing GCN" in rec["entities"]["Hardware"] and not rec["entities"]["System"]
    assert rec["proposes"] == ["Autotuning-Workload-Balancing GCN"]


def test_abbrev_one_counted_letter_is_a_short_form_and_may_leave_a_kind_after_its_words(nlp):
    # S4 (ICLR 2022): "the Structured State Space sequence model (S4)": "S4" (one letter, counted) was no short form,
    # and the kind's noun after the four S words spelled none
    assert is_short_form("S4")
    assert find_long_form("S4", "We propose the Structured State Space sequence model".split()) == 3
    assert find_long_form("S4", "We propose the new sequence model".split()) is None
    doc = _doc(nlp, "We propose the Structured State Space sequence model (S4) based on a new parameterization.")
    pairs = [(doc[ls:le].text, doc[ss:se].text) for (ls, le), (ss, se) in detect(doc)]
    assert pairs == [("Structured State Space sequence model", "S4")]


def test_abbrev_a_long_form_ending_in_a_known_device_of_several_words_is_that_kind_of_device():
    # NeuRRAM (Nature 2022): "resistive random-access memory (RRAM)" was a technique beside the device
    # "random-access memory"; "episodic memory (EM)" (seed abstract of Carousel Memory) stays a technique
    from kg.extract import Extractor, record_of
    from kg.model import Paper

    rec = record_of("t", Extractor().extract(Paper(key="t", abstract=(
        "Compute-in-memory (CIM) based on resistive random-access memory (RRAM) promises to meet such demand. "
        "Prior studies exploit episodic memory (EM), which stores a subset of the past samples."))), acronyms=False)
    assert rec["entities"]["Hardware"] == ["resistive random-access memory"]
    assert "episodic memory" in rec["entities"]["Technique"]
