"""Extraction: Paper -> kg.model.Extraction through one spaCy pipeline.

One Doc per paper: text = title + "\\n\\n" + abstract (the abstract alone when
there is no title), doc.user_data["abstract_start"] = where the abstract
begins. The pipeline (built once per process, `build_nlp`) is a blank English
tokenizer plus rule components: sentences, entities (kg.nlp_entities,
kg.abbrev), then numeric results and roles (kg.nlp_results, kg.nlp_roles)
when those modules are present. `Extractor.pipe` batches with nlp.pipe.
Sentences that are not in English are blanked out first (kg.language).
"""
from __future__ import annotations

import functools
import gc
import re
from collections.abc import Iterable, Iterator
from itertools import compress

from .language import mask_foreign
from .model import Entity, Extraction, Mention, Paper, Result, Sentence

ENTITY_PIPES = ("kg_sentences", "kg_vocab", "kg_names", "kg_heads", "kg_abbrev", "kg_entities")
# characters the rules read as their plain look-alikes, one for one: Unicode's hyphens ("COVID\u201019",
# "ChatGPT\u20103") and spaces that do not break ("NVIDIA\u00a0A100")
# (and a multiplication sign's look-alikes: "outperform ... by up to 7\u2715"; the tilde operator a range's tilde:
# "by 1 \u223c 4.34\u00d7")
SAME_LENGTH = str.maketrans({"\u2010": "-", "\u2011": "-", "\u00a0": " ", "\u2009": " ", "\u202f": " ",
                             "\u2715": "\u00d7", "\u2716": "\u00d7", "\u2a2f": "\u00d7", "\u223c": "~"})
# (a translate looks up every character, a search skips to the few the table holds: most texts that are not ASCII
# hold none of them, and the translate on all of them cost 1% of the extraction)
_SAME_LENGTH_CHARS = re.compile("[" + "".join(map(chr, SAME_LENGTH)) + "]")
_URL = re.compile(r"https?://[^\s,;()<>\"']+[^\s,;()<>\"'.]")


def _optional(module: str) -> bool:
    import importlib

    try:
        importlib.import_module(module)
        return True
    except ImportError:
        return False


@functools.lru_cache(maxsize=4)
def build_nlp(vocab_paths: tuple[str, ...] | None = None):
    """The extraction pipeline (cached per process and vocabulary)."""
    import spacy

    from . import abbrev, nlp_entities  # noqa: F401  (register the factories)

    nlp = spacy.blank("en")
    add_suffix_rules(nlp)
    cfg = {"vocab_paths": list(vocab_paths)} if vocab_paths else {}
    for name in ENTITY_PIPES:
        nlp.add_pipe(name, config=cfg if name in ("kg_vocab", "kg_entities") else {})
    if _optional("kg.nlp_results"):
        nlp.add_pipe("kg_results")
    if _optional("kg.nlp_roles"):
        nlp.add_pipe("kg_roles")
    return nlp


# A full stop after a capital or digit that follows a letter or digit ends the sentence, not the
# name: "with MoE." -> "MoE" "."; "ViT.", "H2O." (spaCy splits it only after lower case or two capitals).
# "U.S." and "e.g." keep theirs: the character before their last capital is a full stop.
NAME_FULL_STOP = r"\.(?<=[A-Za-z0-9][A-Z0-9]\.)"  # (the character first, then what is behind it: every pattern
# of the tokenizer's one regex is tried at every position, and a literal fails fastest)


# A count of devices glued to the device's name: "8xH100 nodes", "a 4×A100 server" -> "8x" "H100" (and LaTeX's
# "8$\times$L40 PCIe GPUs" -> "8$\times$" "L40")
DEVICE_COUNT = r"\d{1,4}(?:[x×]|\$\\times\$)(?=[A-Z])"
# a count glued to a device class: "on 16GPUs" -> "16" "GPUs" (a piece of its own: spaCy anchors each piece at the
# token's start, not the alternatives inside one)
GLUED_DEVICE_COUNT = r"\d{1,5}(?=GPU|CPU|TPU|NPU|FPGA)"


# An opening bracket glued after a word, before a short form: "Sparse Continual Learning(SparCL)",
# "Large language models(LLMs)" -> "Learning" "(" "SparCL" ")"; after capitals too: "cuBLAS(Lt)" (not "GPU(s)")
GLUED_BRACKET = r"\((?<=[A-Za-z]{2}\()(?=[A-Z][A-Za-z0-9+-]*$)"  # (the closing bracket is a suffix, cut off before)


# A plus between two names: "heterogeneous CPU+GPU execution", "ResNet+LSTM" -> "CPU" "+" "GPU" (still one word
# of kg.nlp_entities, which splits it into its names)
NAME_PLUS = r"\+(?<=[A-Za-z][A-Za-z0-9]\+)(?=[A-Z])"


# spaCy's exceptions that keep a full stop on one lower-case letter ("a.", "s."): in abstracts that letter is a
# unit's last, ending the sentence ("212 frames/s. Against FINN, ..." -> "s" "."), not an abbreviation
_LETTER_FULL_STOP = re.compile(r"[a-z\u00e4\u00f6\u00fc]\.")


def add_suffix_rules(nlp) -> None:
    """The project's tokenizer rules on top of spaCy's English ones: a full stop after a name's capital
    (NAME_FULL_STOP), a device count (DEVICE_COUNT, GLUED_DEVICE_COUNT), a bracket glued before a short form
    (GLUED_BRACKET), a plus between names (NAME_PLUS) and LaTeX's style commands around a name split off, and
    none of spaCy's emoticons that hold a bracket: in abstracts "(RVM):" is a name in brackets and a colon, and
    "(N = 8)" a number in brackets, not "):" and "8)" as one token each."""
    from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

    from .nlp_entities import LATEX_STYLE_CLOSE, LATEX_STYLE_OPEN

    nlp.tokenizer.suffix_search = compile_suffix_regex([*nlp.Defaults.suffixes, NAME_FULL_STOP,
                                                        LATEX_STYLE_CLOSE]).search
    nlp.tokenizer.prefix_search = compile_prefix_regex([*nlp.Defaults.prefixes, DEVICE_COUNT, GLUED_DEVICE_COUNT,
                                                        LATEX_STYLE_OPEN]).search
    nlp.tokenizer.infix_finditer = compile_infix_regex([*nlp.Defaults.infixes, GLUED_BRACKET, NAME_PLUS]).finditer
    nlp.tokenizer.rules = {k: v for k, v in nlp.tokenizer.rules.items() if "(" not in k and ")" not in k and
                           not _LETTER_FULL_STOP.fullmatch(k)}


def paper_text(paper: Paper) -> tuple[str, int]:
    """The Doc text of a paper and the offset where its abstract starts."""
    title = (paper.title or "").strip()
    abstract = paper.abstract or ""
    if title:
        return f"{title}\n\n{abstract}", len(title) + 2
    return abstract, 0


class Extractor:
    """Runs the pipeline on papers; `pipe` for many (a stream), `extract` for one."""

    def __init__(self, vocab_paths=None, keep_going: bool = False):
        """`keep_going`: a paper the pipeline stops on (an exception: a bug in a rule) gives an empty
        Extraction whose `failed` names the error, and the papers after it are extracted; else it raises."""
        self.nlp = build_nlp(tuple(str(p) for p in vocab_paths) if vocab_paths else None)
        self.keep_going = keep_going
        self.names = known_names(self.nlp.get_pipe("kg_vocab").vocab)

    def make_doc(self, paper: Paper):
        text, start = paper_text(paper)
        # sentences not in English become spaces but for the known names, and look-alike characters the plain
        # ones: every offset stays
        masked, foreign = mask_foreign(text, self.names)
        if not masked.isascii() and _SAME_LENGTH_CHARS.search(masked):
            masked = masked.translate(SAME_LENGTH)
        doc = self.nlp.make_doc(masked)
        doc.user_data["abstract_start"] = start
        doc.user_data["kg_text"] = masked  # == doc.text, without walking the tokens
        if foreign:
            doc.user_data["kg_not_english"] = foreign  # (start, end) of each of those sentences
        if masked != text:
            doc.user_data["kg_source_text"] = text  # as written, for sentences and mentions
        return doc

    def pipe(self, papers: Iterable[Paper]) -> Iterator[tuple[Paper, Extraction]]:
        # one document at a time through the components (what nlp.pipe does for these rule components), so
        # that an error is the paper's own
        procs = [proc for _, proc in self.nlp.pipeline]
        # the pipeline's objects (vocabulary, matchers, rules) live as long as the extractor: frozen while it runs,
        # the garbage collector's full collections no longer walk them (2-3% of the extraction's time); a caller
        # that froze them already (kg.build, before forking) keeps them so
        freeze = gc.isenabled() and gc.get_freeze_count() == 0
        if freeze:
            gc.freeze()
        try:
            for paper in papers:
                try:
                    doc = self.make_doc(paper)
                    for proc in procs:
                        doc = proc(doc)
                    ex = doc_to_extraction(doc, paper)
                    # the rules' records refer to the doc (its spans): dropped here, the doc and all they hold go when
                    # the last reference does, not at the garbage collector's next pass
                    doc.user_data.clear()
                except MemoryError:
                    raise
                except Exception as e:
                    if not self.keep_going:
                        raise
                    ex = Extraction(paper_key=paper.key, failed=f"{type(e).__name__}: {e}")
                yield paper, ex
        finally:
            if freeze:
                gc.unfreeze()

    def extract(self, paper: Paper) -> Extraction:
        return next(self.pipe([paper]))[1]


def known_names(vocab) -> frozenset[str]:
    """The vocabulary's names that read the same in any language, as written: one word with a capital or a
    digit ("ChatGPT", "ResNet-50", "V100"), of a system, model, dataset, metric or hardware."""
    out = set()
    for form, key, _ in vocab.patterns():
        c = vocab.concepts[key]
        if c.type != "Technique" and " " not in form and any(ch.isupper() or ch.isdigit() for ch in form):
            out.add(form)
    return frozenset(out)


def _ext(doc, name, default):
    from spacy.tokens import Doc

    if Doc.has_extension(name):
        value = getattr(doc._, name)
        return default if value is None else value
    return default


def doc_to_extraction(doc, paper: Paper) -> Extraction:
    """Convert a processed Doc into the plain Extraction record."""
    start_abs = doc.user_data.get("abstract_start", 0)
    foreign = doc.user_data.get("kg_not_english", [])
    ex = Extraction(paper_key=paper.key, not_english=len(foreign))
    from .nlp_entities import ents_of, sent_starts_of, token_table

    texts, _, idx, text = token_table(doc)
    source = doc.user_data.get("kg_source_text", text)  # as written (see Extractor.make_doc)
    starts = sent_starts_of(doc)
    n = len(texts)
    sent_of_token = [0] * n
    sent_bounds = []  # (doc start_char, doc end_char, field offset) per sentence
    cuts = list(compress(range(1, n), starts[1:]))  # sentence starts, without a Python loop per token
    for i, j in zip([0, *cuts], [*cuts, n]):
        a, b = i, j - 1
        while a <= b and texts[a].isspace():
            a += 1
        while b >= a and texts[b].isspace():
            b -= 1
        if a <= b:
            s_char, e_char = idx[a], idx[b] + len(texts[b])
            for fs, fe in foreign:  # a known name kept in a sentence not in English: that whole sentence
                if fs <= s_char < fe:
                    s_char, e_char = fs, max(e_char, fe)
                    break
            fld, off = ("title", 0) if s_char < start_abs else ("abstract", start_abs)
            ex.sentences.append(Sentence(fld, s_char - off, e_char - off, source[s_char:e_char]))
            sent_bounds.append((s_char, e_char, off))
        si = max(len(ex.sentences) - 1, 0)
        sent_of_token[i:j] = [si] * (j - i)

    def sentence_at(char: int) -> int:
        for i, (s, e, _) in enumerate(sent_bounds):
            if char < e or i == len(sent_bounds) - 1:
                return i
        return 0

    info = doc.user_data.get("kg_entities", {})
    ents: dict[str, Entity] = {}
    for s, e, label, key in ents_of(doc):  # doc.ents without a Span object per entity
        a, b = idx[s], idx[e - 1] + len(texts[e - 1])  # no Token objects
        if not key:
            key = doc[s:e].ent_id_  # (Span.ent_id_: the id its root token carries)
        meta = info.get(key)
        if meta is None:
            meta = {"label": text[a:b], "type": label, "aliases": [], "known": False}
        ent = ents.get(key)
        if ent is None:
            ent = ents[key] = Entity(key, meta["label"], meta["type"], list(meta.get("aliases", [])),
                                     known=bool(meta.get("known")))
        si = sent_of_token[s] if sent_bounds else 0
        off = sent_bounds[si][2] if sent_bounds else 0
        ent.mentions.append(Mention(si, a - off, b - off, source[a:b]))
    for s, e, key in doc.user_data.get("kg_nested", []):
        meta = info.get(key)
        if meta is None or s >= n:
            continue
        ent = ents.get(key)
        if ent is None:
            ent = ents[key] = Entity(key, meta["label"], meta["type"], list(meta.get("aliases", [])),
                                     known=bool(meta.get("known")))
        si = sent_of_token[s]
        off = sent_bounds[si][2] if sent_bounds else 0
        a, b = idx[s], idx[e - 1] + len(texts[e - 1])
        ent.mentions.append(Mention(si, a - off, b - off, source[a:b]))
    same = _spelled_alike(ents)
    ex.entities = sorted(ents.values(), key=lambda e: (min((m.sentence, m.start) for m in e.mentions), e.key))
    keys = set(ents)
    proposed, compared = _ext(doc, "kg_proposes", []), _ext(doc, "kg_baselines", [])
    with_role = set(proposed).union(compared)  # (read once: each Doc._ access makes an object)
    for key, meta in info.items():  # entities added by later components without a span
        if key in with_role and key not in keys and key not in same:
            ex.entities.append(Entity(key, meta["label"], meta["type"], list(meta.get("aliases", [])),
                                      known=bool(meta.get("known"))))
            keys.add(key)
    ex.proposes = [k for k in dict.fromkeys(same.get(k, k) for k in proposed) if k in keys]
    ex.baselines = [k for k in dict.fromkeys(same.get(k, k) for k in compared) if k in keys and k not in ex.proposes]
    for r in _ext(doc, "kg_results", []):
        try:
            start, end = int(r["start_char"]), int(r["end_char"])
            si = sentence_at(start) if sent_bounds else 0
            off = sent_bounds[si][2] if sent_bounds else 0
            ex.results.append(Result(
                value=str(r["value"]), unit=str(r.get("unit") or ""), metric=str(r.get("metric") or ""),
                sentence=si, start=start - off, end=end - off, text=r.get("text") or text[start:end],
                qualifier=r.get("qualifier"), metric_key=same.get(r.get("metric_key"), r.get("metric_key")),
                system=same.get(r.get("system"), r.get("system")),
                baseline=same.get(r.get("baseline"), r.get("baseline")),
            ))
        except (KeyError, TypeError, ValueError):
            continue
    if any(r.metric and r.metric_key is None for r in ex.results):
        _metrics_of_results(ex)
    ex.links = sorted(set(_URL.findall(source)))  # as written: a link in a sentence not in English counts too
    try:
        from .relations import derive
    except ImportError:
        derive = None
    if derive is not None:
        ex.relations = list(derive(ex))
    return ex


# words a result can be said to measure that name no quantity of their own (the guideline's "performance",
# "efficiency" alone): "speeds up data/time/cost by 2x", "saves 40% of the time"
_VAGUE_METRICS = frozenset(("performance", "efficiency", "time", "data", "memory", "speed", "quality", "size",
                            "overhead", "resources", "resource", "compute", "usage", "cost", "improvement"))
_METRIC_WORDS = re.compile(r"[a-z][a-z0-9-]*(?: [a-z][a-z0-9-]*){0,4}")


def _metrics_of_results(ex: Extraction) -> None:
    """A result's metric the text writes out is a Metric entity of its paper: "Themis can improve fairness by
    more than 2.25X", "reduces the number of training tokens by 2x" (the quantity a number measures is
    measured, even with no head word that makes a phrase a metric). One word is
    enough unless it is vague; a longer phrase needs a quantity's head ("... size", "number of ..."), as the
    results' phrases can run past the quantity ("the slower memory"). Links the result to the entity."""
    from .model import slugify
    from .nlp_entities import METRIC_HEADS_ALONE, METRIC_HEADS_MOD, singular
    from .nlp_results import _AMOUNT_NOUNS

    by_label = {e.label.lower(): e for e in ex.entities}
    keys = {e.key for e in ex.entities}
    taken = None  # (sentence, start, end) of every entity's mention, when first needed
    added = False
    for r in ex.results:
        m = r.metric
        if not m or r.metric_key is not None or m in _VAGUE_METRICS or not _METRIC_WORDS.fullmatch(m):
            continue
        e = by_label.get(m)
        if e is not None:
            if e.type == "Metric":
                r.metric_key = e.key
            continue
        words = m.split(" ")
        if len(words) > 1:
            head = words[words.index("of") - 1] if "of" in words else words[-1]
            if not (head in _AMOUNT_NOUNS or singular(head) in METRIC_HEADS_MOD or head in METRIC_HEADS_ALONE):
                continue
        find = re.compile(r"(?<![\w-])" + re.escape(m) + r"(?![\w-])", re.I)
        mentions = [Mention(i, sent.start + x.start(), sent.start + x.end(), x.group())
                    for i, sent in enumerate(ex.sentences) for x in find.finditer(sent.text)]
        if taken is None:
            taken = {(x.sentence, x.start, x.end) for e in ex.entities for x in e.mentions}
        mentions = [x for x in mentions if not any(  # not inside a longer name ("average token generation rate")
            s == x.sentence and (a <= x.start and x.end <= b or x.start - 1 <= b <= x.start or
                                 x.end <= a <= x.end + 1) for s, a, b in taken)]  # nor next to one
        # ("lowers the AbsRel error": the AbsRel's error)
        key = slugify(m)
        if not any(x.sentence == r.sentence for x in mentions) or key in keys:
            continue
        e = by_label[m] = Entity(key, m, "Metric", mentions=mentions)
        ex.entities.append(e)
        keys.add(key)
        r.metric_key = key
        added = True
    if added:
        ex.entities.sort(key=lambda e: (min((x.sentence, x.start) for x in e.mentions), e.key) if e.mentions
                         else ((len(ex.sentences), 0), e.key))  # (entities of a role without a mention last)


def _spelled_alike(ents: dict) -> dict[str, str]:
    """Merge the new names of one paper written once with and once without a space or hyphen: the title's "Big
    Bird" is the abstract's "BigBird". The form written most often stays (on a tie the later, the abstract's);
    returns {merged key: kept key} and removes the merged entities from `ents`."""
    same = {}
    by_label = {e.label: e for e in ents.values()}
    for e in list(ents.values()):  # a footnote's mark glued on once: "we propose PyramidFL1", the title's "PyramidFL"
        stem = by_label.get(e.label[:-1]) if e.label.endswith("1") and len(e.mentions) == 1 else None
        if stem is not None and not e.known and e.label[-2:-1].isalpha() and stem.type == e.type and \
                e.label[:-1] + "2" not in by_label:  # (not "Mamba1" beside "Mamba2": editions)
            stem.mentions = sorted(stem.mentions + e.mentions, key=lambda m: (m.sentence, m.start))
            same[e.key] = stem.key
            del ents[e.key]
    groups: dict[str, list] = {}
    for e in ents.values():
        if not e.known and not e.label.islower():  # names, not phrases (a key may end in its type: "bigbird-system")
            groups.setdefault(e.key.removesuffix("-" + e.type.lower()).replace("-", ""), []).append(e)
    for group in groups.values():
        if len(group) < 2:
            continue
        keep = max(group, key=lambda e: (len(e.mentions), max((m.sentence, m.start) for m in e.mentions)))
        for e in group:
            if e is not keep:
                keep.mentions = sorted(keep.mentions + e.mentions, key=lambda m: (m.sentence, m.start))
                same[e.key] = keep.key
                del ents[e.key]
    return same


_CLASS_WORDS = {"dl", "ml", "ai", "dnn", "moe", "nn", "cnn", "rnn", "gnn", "llm", "tti", "diffusion", "language"}
_VENDORS = ("nvidia ", "amd ", "intel ", "google ", "apple ", "qualcomm ", "arm ", "huawei ", "xilinx ", "samsung ",
            "mediatek ", "micron ", "graphcore ", "cerebras ", "habana ")
_MAKERS = ("nvidia ", "amd ", "intel ", "google ", "microsoft ", "meta ", "amazon ", "aws ", "alibaba ", "huawei ",
           "facebook ", "baidu ", "tencent ", "bytedance ", "qualcomm ")
_DEVICE_CLASS_WORDS = {"gpu", "cpu", "tpu", "npu", "fpga", "asic", "dsp", "ai", "ml", "dnn", "hardware", "pim",
                       "edge", "mobile", "tensor", "sparse", "dense", "custom", "dedicated", "neural", "reram",
                       "rram", "pcm", "sram", "dram", "mram", "fefet", "flash", "analog", "photonic", "optical"}
_GENERIC_TAILS = (" model", " models", " method", " methods", " framework", " frameworks", " system", " systems")


def _class_adjective(word: str) -> bool:
    """"Autoregressive" or "Large-language" opening a sentence: a model-class adjective, not a name
    (its "models" stays: "Autoregressive models", unlike "Llama models" -> "Llama")."""
    from .nlp_entities import _MODEL_CLASS_MODS

    parts = word.lower().split("-")
    return word[1:].islower() and all(p in _MODEL_CLASS_MODS for p in parts)


def _surface_name(text: str, typ: str) -> str:
    """A mention as the guideline writes names: no leading article, singular, no vendor prefix."""
    from .nlp_entities import _title_hyphened, modifier_form, singular

    # a size in brackets belongs to the name ("GPT-3 (175B)" -> "GPT-3 175B"); a stray ")" goes, a call's "()"
    # stays ("LLM.int8()")
    text = re.sub(r"\s*\((\d+(?:\.\d+)?[BMKT])\)?$", r" \1", text)
    balanced = "(" in text and text.count("(") == text.count(")")  # (a name's own brackets stay: "(IA)^3")
    t = " ".join(re.sub(r"``|''|[\u201c\u201d\"]" if balanced else r"``|''|[\u201c\u201d\"]|(?<!\()\)", " ",
                        text).split()).rstrip(".")
    low = t.lower()
    for a in ("the ", "a ", "an "):
        if low.startswith(a):
            t, low = t[len(a):], low[len(a):]
    if typ == "Hardware":
        for v in _VENDORS:
            if low.startswith(v) and len(t) > len(v) and not (" " not in t[len(v):] and (
                    t[len(v):].islower() or low[len(v):] == "silicon")) and not (
                    v == "samsung " and re.fullmatch(r"[SAZN]\d{1,2}[a-z]?", t[len(v):])):
                t, low = t[len(v):], low[len(v):]  # (not before one common word: "Apple silicon", "Apple Silicon"
                # are no "silicon"; nor a Samsung phone's letter and number: "Samsung S8" is no "S8")
    if typ in ("Model", "System", "Dataset"):
        for g in _GENERIC_TAILS + ((" dataset", " datasets") if typ == "Dataset" else ()):
            rest = t[: len(t) - len(g)]
            if low.endswith(g) and rest and " " not in rest.strip() and any(ch.isupper() or ch.isdigit() for ch in rest) \
                    and rest.strip().lower() not in _CLASS_WORDS and not _class_adjective(rest.strip()) \
                    and not _title_hyphened(rest.strip().translate(SAME_LENGTH)):  # ("the Auto-Tuning Framework
                # (ATF)": capitalised words joined by hyphens make the name with the head; alone, the technique)
                t = t[: len(t) - len(g)]
                low = t.lower()
                break
    if typ == "Metric" and re.search(r" (?:of|per) ", t) or typ == "Technique" and re.search(r" of \S+$", t):
        return t  # "number of parameters": the head is before "of" ("Sparse Mixture of Experts" too)
    head, sep, last = t.rpartition(" ")
    if head and typ != "System":
        head = " ".join(map(modifier_form, head.split(" ")))  # "LLMs serving" is LLM serving
    acronym_plural = last.endswith("s") and len(last) > 2 and last[-2].isupper()  # "GPUs", "LLMs", "ViTs", "NeRFs"
    if acronym_plural or typ != "System" and (last[1:].islower() or not last[1:].isalpha()) and not (
            typ == "Dataset" and head and last[:1].isupper() and head[:1].isupper()):
        last = singular(last)  # not a name's own "s": "MMhops", "PROTEINS", "Google Speech Commands", "Natural
        # Questions" (a data set's name in title case)
    return f"{head}{sep}{last}"


def _without_maker(form: str, label: str) -> str:
    """A known program or model written with its maker's name first, as its label is not: "NVIDIA Apex", "Intel
    oneDNN", "NVIDIA cuDNN" are Apex, oneDNN, cuDNN (the maker is an organisation, as "NVIDIA V100" is a V100);
    a label with the maker keeps it ("Intel Neural Compressor")."""
    low = form.lower()
    for v in _MAKERS:
        if low.startswith(v) and len(form) > len(v) and not label.lower().startswith(v):
            return form[len(v):]
    return form


def _named_design(name: str, typ: str) -> str:
    """"the Gemmini accelerator", "the Eyeriss accelerator": the named design, written without its kind (not a class
    of device: "TPU accelerator", "FPGA accelerator")."""
    head, _, tail = name.rpartition(" ")
    if typ == "Hardware" and tail.lower() in ("accelerator", "accelerators") and head and " " not in head and \
            head[:1].isupper() and head[1:2].islower() and head.lower() not in _DEVICE_CLASS_WORDS:
        return head
    return name


def written_name(ent: Entity, sentences=(), acronym: bool = True) -> str:
    """The name as the guideline writes it (see _written_name), a named design without its kind."""
    return _named_design(_written_name(ent, sentences, acronym), ent.type)


def _written_name(ent: Entity, sentences=(), acronym: bool = True) -> str:
    """The name as the text writes it: the canonical label when the text uses it, else the
    first mention's form (the guideline records names "in the form it has in the text"):
    one inside an abstract sentence before one opening a sentence, before one in the title
    (the two last are capitalised by their place). `sentences`: the Extraction's."""
    from .vocab import norm

    if not ent.mentions:
        return ent.label
    title_sentences = {i for i, s in enumerate(sentences) if s.field == "title"}

    def place(m):
        if m.sentence in title_sentences:
            return 2
        return 1 if m.sentence < len(sentences) and m.start == sentences[m.sentence].start else 0

    mentions = sorted(ent.mentions, key=place)  # stable: in text order within each place
    short = _short_form(ent, sentences) if acronym else ""
    if short:
        return short
    forms = [ent.label if ent.label.startswith("The ") and m.text.startswith("The ") and not place(m) or
             ent.known and ent.type != "Hardware" and m.text == ent.label else _surface_name(m.text, ent.type)
             for m in mentions]
    # (and a known name written as its label keeps a head word that is part of it: "Nsight Systems")
    # (a capital "The" inside a sentence is part of a name whose label has it: "on The Pile"; "the Pile" is Pile)
    # a form that is the end of the label is written as the label writes it: "Sapphire Rapids" (of "Intel Sapphire
    # Rapids") is no plural to make singular
    words = ent.label.split(" ")
    tails = {norm(" ".join(words[k:])): " ".join(words[k:]) for k in range(1, len(words))}
    forms = [tails.get(norm(f), f) if m.text.endswith(tails.get(norm(f), "\0")) else f
             for f, m in zip(forms, mentions)]
    if ent.known and ent.type in ("System", "Model"):
        forms = [_without_maker(f, ent.label) for f in forms]
    norms = {norm(f) for f in forms} | {f.lower() for f in forms if f.lower().endswith("ous") and not f.isupper()}
    # (the raw form too: norm's plural s is a lone adjective's own, "homogeneous" of "homogeneous and heterogeneous
    # inference clusters")
    # (a short form beside a one-word conjunct is no other writing of the phrase: "convolutional and deep neural
    # networks (CNNs and DNNs)")
    spelled = {norm(f) for f in forms if not f[1:].isupper()}
    lone_conjunct = spelled != norms and bool(spelled) and all(
        " " not in n and norm(ent.label).startswith(n + " ") for n in spelled)
    named = ent.known and ent.type == "Metric" and all(any(ch.isupper() or ch.isdigit() for ch in f) and " " not in f
                                                       for f in forms)
    if norm(ent.label) in norms or " " in ent.label and ent.type != "System" and not named and (
            all(norm(ent.label).startswith(n + " ") for n in norms) or lone_conjunct or any(
            norm(ent.label).startswith(n + " ") and " " not in n and norm(ent.label).count(" ") == 1 for n in norms)):
        return ent.label  # also a shared-head conjunct: "mobile" of "mobile or IoT devices" (written whole there,
        # whatever other forms say: "data, pipeline and tensor parallelism ... data-parallel ranks"; but "Megatron"
        # of "Megatron-LM" is a name as written, no conjunct)
    first = forms[0]
    if mentions[0].sentence in title_sentences and ent.type in ("Technique", "Metric"):
        first = _title_style_lowered(first)  # "Intra-Operator Parallelism" -> "intra-operator parallelism"
    return _whole_conjunct(first, ent.aliases) if ent.type in ("Technique", "Metric", "Hardware", "Model") else first


def _short_form(ent: Entity, sentences) -> str:
    """The short form the text defines for the entity, singular: "BiFPN" of "a weighted bi-directional feature
    pyramid network (BiFPN)", "OCS" of "optical circuit switches (OCSes)"; "" when none. The guideline writes such
    a pair "long form|ACRONYM", so the acronym matches whichever words a reader counts into the long form. Only
    an acronym of two capitals or more, beside a mention of several words in brackets ("long (ACR)" or
    "ACR (long)"): not "A100" of "NVIDIA A100", not "IF" of "inference function (IF)"."""
    for m in ent.mentions:
        if not _DEFINED_SHORT.fullmatch(m.text) or m.text.upper() in _SHORT_WORDS or m.sentence >= len(sentences) \
                or re.search(r"-[a-z]{3,}$", m.text):  # "Information Retrieval-based (IR-based)": an adjective
            continue
        sent = sentences[m.sentence]
        text, at = sent.text, m.start - sent.start
        for other in ent.mentions:
            if other.sentence != m.sentence or " " not in other.text:
                continue
            o_at = other.start - sent.start
            after = text[at + len(m.text):].lstrip()[:1]
            if _OPENING.fullmatch(text[o_at + len(other.text):at]) and after == ")" \
                    or _OPENING.fullmatch(text[at + len(m.text):o_at]):
                from .abbrev import strip_plural

                word = m.text
                if word.endswith("es") and word[-3] in "SXH":
                    return word[:-2]  # "OCSes"
                if word.endswith("s") and word[-2].islower() and word[-2] != "s" and other.text.endswith("s"):
                    return word[:-1]  # "ConvNets" of "convolutional networks"
                return strip_plural(word)  # "LLMs"; "MEMS" stays
    return ""


_OPENING = re.compile(r"\s*\(\s*")
# an acronym: one word of letters, digits and hyphens with two capitals or more ("LLM", "BiFPN", "i-MedRAG")
_DEFINED_SHORT = re.compile(r"(?=(?:[^A-Z]*[A-Z]){2})[A-Za-z][A-Za-z0-9-]{1,11}")
# English words a writer may put in capitals as a short form ("inference function (IF)")
_SHORT_WORDS = {"IF", "IT", "IS", "AS", "AT", "BE", "BY", "DO", "GO", "IN", "NO", "OF", "ON", "OR", "SO", "TO",
                "UP", "US", "WE", "AN", "AM", "MY", "ME", "HE", "ALL", "AND", "ANY", "ARE", "BUT", "CAN", "FOR",
                "NOT", "OUR", "THE", "USE", "WAS", "ONE", "TWO", "NEW", "NOW"}


def _whole_conjunct(form: str, aliases) -> str:
    """The whole phrase for a conjunct that shares a head, as the entity's aliases have it: "inter-operator
    parallelism" for "inter-" of "inter- and intra-operator parallelism", or for "inter-operator" of "inter-operator
    and intra-operator parallelisms"; else the form."""
    low = form.lower()
    return next((a for a in aliases if a.lower().startswith(low) and len(a) > len(form) and " " in a[len(low):]
                 and (low.endswith("-") or a[len(low)] in " -")), form)


def other_terms(ent: Entity, name: str, sentences=()) -> list[str]:
    """Other terms the text uses for the entity written `name`: a synonym the vocabulary files
    under one concept ("recomputation" of gradient checkpointing, "number of parameters" of
    model size) is a name of its own in the guideline's record. Not other terms: spellings
    (plural, hyphen, case), a form inside the other ("approximate nearest neighbor" of "...
    search"), one with the same head word or its stem ("compute efficiency" of "computational
    efficiency", "jailbreak" of "jailbreaking"), or an acronym or coined word ("ANNS", "FedAvg")."""
    if ent.type not in ("Technique", "Metric", "Model", "Hardware"):
        return []
    title_sentences = {i for i, s in enumerate(sentences) if s.field == "title"}
    seen, out = [name], []
    for m in ent.mentions:
        form = _surface_name(m.text, ent.type)
        if m.sentence in title_sentences and ent.type in ("Technique", "Metric"):
            form = _title_style_lowered(form)
        form = _whole_conjunct(form, ent.aliases)
        if all(_other_term(form, s) for s in seen):
            seen.append(form)
            out.append(form)
    return out


def _other_term(a: str, b: str) -> bool:
    """Whether the names a and b are two terms, not two ways of writing one (see `other_terms`)."""
    from .vocab import norm

    if _ABBREVIATION_LIKE.search(a) or _ABBREVIATION_LIKE.search(b) or not _PLAIN_WORDS.fullmatch(a):
        return False
    na, nb = norm(a), norm(b)
    if na.replace(" ", "") == nb.replace(" ", "") or any(f" {x} " in f" {y} " for x, y in (
            (na, nb), (nb, na), (a.lower(), b.lower()), (b.lower(), a.lower()))):
        return False  # (the plain form too: "homogeneous" of "homogeneous inference", which norm reads as a plural)
    return na.rsplit(" ", 1)[-1][:5] != nb.rsplit(" ", 1)[-1][:5]


# words of letters, joined by hyphens or spaces: not a cut conjunct ("inter-"), nor "R&D"
_PLAIN_WORDS = re.compile(r"[A-Za-z]+(?:[- ][A-Za-z]+)*")
# a word with two capitals, a capital inside it or a digit: an acronym or a coined name ("ANNS", "FedAvg", "GPT-3")
_ABBREVIATION_LIKE = re.compile(r"\b\w*[A-Z]\w*[A-Z]|\b\w+[A-Z]|\d")


def _title_style_lowered(name: str) -> str:
    """A phrase from a Title Case title with its style's capitals dropped; acronyms and names keep theirs."""
    from .nlp_entities import is_capitalised

    def word(w):
        parts = w.split("-")
        return "-".join(p.lower() if is_capitalised(p) else p for p in parts)

    return " ".join(map(word, name.split(" ")))


_MEMORY_SIZE = re.compile(r"(?<=\d)[\s-]\d{1,3}\s?(?:GB|G|GiB)$")


def record_of(rec_id: str, ex: Extraction, acronyms: bool = True) -> dict:
    """The guideline's JSON record, names written as in the text (see `written_name`); a name the text gives a
    short form is written as that acronym, or with `acronyms=False` spelled out as the graph labels it."""
    rec = ex.record(rec_id)
    names = {e.key: written_name(e, ex.sentences, acronyms) for e in ex.entities}
    for e in ex.entities:  # a device's memory size is no part of its name: "A100-80GB" is an A100 (as "NVIDIA V100
        if e.type == "Hardware":  # GPU" is a V100; the graph keeps the concept's own label)
            names[e.key] = _MEMORY_SIZE.sub("", names[e.key])
    rec["entities"] = {t: [] for t in rec["entities"]}
    for e in ex.entities:
        for name in [names[e.key], *other_terms(e, names[e.key], ex.sentences)]:
            if name not in rec["entities"][e.type]:  # two concepts written alike: "CPUs", "ARM CPUs" -> "CPU"
                rec["entities"][e.type].append(name)
    rec["proposes"] = list(dict.fromkeys(names.get(k, k) for k in ex.proposes))
    rec["baselines"] = list(dict.fromkeys(names.get(k, k) for k in ex.baselines))
    by_key = {e.key: e for e in ex.entities}
    spelled: dict[str, str] = {}  # a result's metric spelled out: "model FLOPS utilization" of "... (MFU)"
    for r, out in zip(ex.results, rec["results"]):
        ent = by_key.get(r.metric_key)
        if ent is not None and r.metric == ent.label.lower():  # "reducing the memory usage by 3.4x", as written
            if ent.key not in spelled:
                spelled[ent.key] = written_name(ent, ex.sentences, acronym=False).lower()
            out["metric"] = spelled[ent.key]
    return rec


def extract_records(paths, fmt=None, *, strict=False, report=None) -> list[dict]:
    """The guideline's record for every paper read from `paths` (one code path with `kg build`).

    Skipped records are listed in `report` (a kg.readers.ReadReport) when one is given;
    with `strict` the first bad record raises InputError instead.
    """
    from .merge import merge_papers
    from .readers import ReadReport, read_sources

    report = report if report is not None else ReadReport()
    papers = merge_papers(read_sources(list(paths), fmt=fmt, strict=strict, report=report), report)
    records = []
    for paper, ex in Extractor(keep_going=True).pipe(papers):
        if ex.failed:
            report.warnings.append(failure_note(paper, ex.failed) + "; its record is empty")
        records.append(record_of(paper.ext_id or paper.key, ex))
    return records


def failure_note(paper: Paper, error: str) -> str:
    """One line on a paper the pipeline stopped on: where it was read, and the error."""
    src = paper.sources[0] if paper.sources else None
    where = f" ({src.path}, line {src.line})" if src is not None and src.line else (f" ({src.path})" if src else "")
    return f"the extractor failed on paper {paper.key}{where} with {error} (a bug in kg: please report it)"
