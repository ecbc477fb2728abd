"""spaCy components that find the six entity types on a blank English pipeline.

Order in the pipeline (see kg.extract.build_nlp):
  kg_sentences  sentence boundaries (abbreviations, numbers, the title alone)
  kg_vocab      the SKOS vocabulary through PhraseMatchers (LOWER and ORTH)
  kg_names      names no vocabulary knows: name shapes, "we present X",
                "called X", the title's "X: subtitle", model size suffixes
  kg_heads      open-class noun phrases by their head word ("... parallelism",
                "... latency", "... model", "... device")
  kg_abbrev     "long form (ACR)" pairs (kg.abbrev)
  kg_entities   resolution: one non-overlapping span per mention in doc.ents
                (label_ = type, ent_id_ = entity key) and
                doc.user_data["kg_entities"] = {key: {label, type, aliases, known}}

Rules work on "words": runs of tokens written without a space between them
and joined by hyphens, slashes or colons ("post-training", "Llama2-7B-chat",
"N:M"), so hyphenated names are one unit whatever the tokenizer does.
Candidates are plain tuples in doc.user_data["kg_candidates"]:
(start_token, end_token, type, label, key or None, priority, source).
"""
from __future__ import annotations

import bisect
import functools
import re
from itertools import accumulate, compress
from operator import attrgetter, itemgetter, not_
from typing import NamedTuple

import numpy
from spacy.attrs import ENT_ID, ENT_IOB, ENT_TYPE, IDX, LENGTH, SENT_START, SPACY
from spacy.language import Language
from spacy.matcher import PhraseMatcher

from .abbrev import _GENERIC_TAIL
from .model import slugify

# ---------------------------------------------------------------- word layer


class Word(NamedTuple):
    """One word: its text, lower case, token span, sentence index, whether it opens its
    sentence, whether it is in the title, and its character offset. A tuple, because
    rules make one per word of every abstract."""

    text: str
    lower: str
    start: int  # token index
    end: int  # token index (exclusive)
    sent: int
    first: bool  # first word of its sentence
    title: bool  # in the title
    char: int = 0  # character offset in the doc


_new_word = tuple.__new__
_M_START, _M_END = re.Match.start, re.Match.end
_LOWER, _TEXT, _CHAR, _END = attrgetter("lower"), attrgetter("text"), attrgetter("char"), attrgetter("end")
_START = attrgetter("start")
# a capitalised word, a comma and an article: where a description may set off a name ("Bao, a bandit-based ...")
# (the capital first, then what precedes it: a pattern opening with a class the engine skips to, not one
# that tries every position)
_APPOSED = re.compile(r"[A-Z](?<![\w.-].)[a-z]+(?=, an? )")
# two surnames joined before the kind of method they name: "the Kuhn-Munkres algorithm", "Reed-Solomon codes"
# (the hyphen first, a literal the regex engine skips to, then the first name before it: a pattern opening with a
# class tries every position)
_NAMED_AFTER_PEOPLE = re.compile(r"-(?=[A-Z][a-z]{2,} (?:algorithms?|method|codes?|transforms?|heuristic|"
                                 r"decomposition|test|bound|inequality|distance)\b)")
_FIRST_PERSON_NAME = re.compile(r"(?<![\w-])[A-Z][a-z]{2,}$")


_WS = ("", " ")


def token_table(doc):
    """(texts, trailing whitespace, char offsets, doc text) of the doc's tokens, read once and cached.

    Read through Doc.to_array, so no Token object is made: a Token per access is
    the main cost of rule code written in Python on spaCy docs."""
    t = doc.user_data.get("kg_tokens")
    if t is None or len(t[0]) != len(doc):
        text = doc.user_data.get("kg_text")
        if text is None:
            text = doc.text
        if len(doc):
            arr = doc.to_array([IDX, LENGTH, SPACY])
            idx = arr[:, 0].tolist()
            # C-level maps: a Python loop per token here costs more than the tokenizer
            texts = list(map(text.__getitem__, map(slice, idx, (arr[:, 0] + arr[:, 1]).tolist())))
            ws = list(map(_WS.__getitem__, arr[:, 2].tolist()))
        else:
            idx, texts, ws = [], [], []
        t = doc.user_data["kg_tokens"] = (texts, ws, idx, text)
    return t


def sent_starts_of(doc) -> list[bool]:
    st = doc.user_data.get("kg_sent_starts")
    if st is None or len(st) != len(doc):
        st = doc.user_data["kg_sent_starts"] = (doc.to_array([SENT_START]) == 1).tolist() if len(doc) else []
    return st


# LaTeX's text-style commands around a name: "\\textsc{HiMoE}", "$\\textbf{T3-Video}$" are tokens "\\textsc{" "HiMoE"
# "}" (kg.extract's tokenizer rules), and the command's tokens are no words
LATEX_STYLE_COMMANDS = ("textsc", "textbf", "texttt", "textit", "textsf", "emph", "mathrm", "mathbf", "mathtt",
                        "mathsf", "text")
LATEX_STYLE_OPEN = r"\\(?:" + "|".join(LATEX_STYLE_COMMANDS) + r")\{"
LATEX_STYLE_CLOSE = r"\}\$?"
LATEX_STYLE_TOKENS = frozenset({*(f"\\{c}{{" for c in LATEX_STYLE_COMMANDS), "}", "}$"})

# (Greek letters and the micro sign are letters of names too: "μ-Serve", "αBench")
# (a hyphen written for a dash joins no words: "several large models-T5, Meena, ..., and GPT-3-and refine ...";
# a plural noun before a name in capitals ("T5", "GPT-3"), or a linking word after one that no hyphen follows as
# in "plug-and-play")
_WORD_RE = re.compile(r"[A-Za-z0-9$\u00b5\u0391-\u03c9]"
                      r"(?:[A-Za-z0-9_.\u00b5\u0391-\u03c9]*[A-Za-z0-9_\u00b5\u0391-\u03c9])?"
                      r"(?:(?:[/:+&\u2010\u2011\u2013]|-(?!(?:and|or|but|which|the)\b(?!-))"
                      r"(?:(?<![a-z]{4}s-)|(?![A-Z0-9][A-Z0-9])))[A-Za-z0-9\u00b5\u0391-\u03c9]"
                      r"(?:[A-Za-z0-9_.\u00b5\u0391-\u03c9]*[A-Za-z0-9_\u00b5\u0391-\u03c9])?)*"
                      r"(?:(?<=[A-Za-z][0-9])\+(?![\w+]))?")  # (a version's plus: "DeepLabv3+")
_WORD_SPLIT = re.compile(f"({_WORD_RE.pattern})")


def _shouted_title_words(text: str, abstract_start: int) -> set[str]:
    """The words of a title written all in capitals ("DIGITAL TRANSFORMATION IN CRISIS MANAGEMENT") that the
    abstract does not write so too: their capitals are the title's style, not an acronym's. A word the
    abstract also writes in capitals ("GPU", "SHARP") keeps its shape. Empty for any other title."""
    title = text[:abstract_start]
    if not title or any(ch.islower() for ch in title):
        return set()
    words = _SHOUT_WORD.findall(title)
    if len(words) < 3:
        return set()  # "GPU" or "BERT: ..." alone is a name, not a style
    abstract = set(_SHOUT_WORD.findall(text[abstract_start:]))
    return {w for w in words if w not in abstract}


_SHOUT_WORD = re.compile(r"[^\W\d_]{2,}")


def _plain_title_word(t: str, plain: set[str]) -> bool:
    """Whether every letter run of the word is a plain word of the capitals title ("BIO-NANO"); no digits
    ("GPT-3" keeps its shape)."""
    if len(t.lower()) != len(t) or any(ch.isdigit() for ch in t):
        return False
    parts = _SHOUT_WORD.findall(t)
    return bool(parts) and all(p in plain for p in parts)


def words_of(doc) -> list[Word]:
    """The doc's words (cached in user_data), each knowing its sentence: runs of
    letters and digits joined by hyphens, slashes, colons ("post-training",
    "Llama2-7B-chat", "N:M"), snapped to token boundaries."""
    cached = doc.user_data.get("kg_words")
    if cached is not None:
        return cached
    abstract_start = doc.user_data.get("abstract_start", 0)
    texts, ws, idx, text = token_table(doc)
    out: list[Word] = []
    # the words and the text between them, alternately: their offsets add up at C level (no Match object per word)
    parts = _WORD_SPLIT.split(text)
    if len(parts) < 2 or not idx:
        doc.user_data["kg_words"] = out
        return out
    starts = sent_starts_of(doc)
    sent_chars = list(compress(idx, starts))
    if not starts[0]:
        sent_chars.insert(0, idx[0])
    # token and sentence of every match at once: the token holding its first character,
    # the first token starting at or after its end, the sentence holding its start
    # (flat lists of ints: numpy reads those much faster than a list of (start, end) tuples)
    offsets = list(accumulate(map(len, parts), initial=0))
    m_a = offsets[1::2]
    m_b = offsets[2::2]
    a_arr = numpy.array(m_a, dtype="int64")
    tok_idx = numpy.array(idx, dtype="int64")
    s_tok = (numpy.searchsorted(tok_idx, a_arr, side="right") - 1).tolist()
    e_tok = numpy.searchsorted(tok_idx, numpy.array(m_b, dtype="int64"), side="left").tolist()
    sents = numpy.searchsorted(numpy.array(sent_chars, dtype="int64"), a_arr, side="right") - 1
    sents = numpy.maximum(sents, 0).tolist()
    prev_sent = -1
    prev_end = -1
    new = _new_word
    plain = _shouted_title_words(text, abstract_start)
    latex = "}" in text  # (every LaTeX style token holds a brace)
    for a, b, s, e, si in zip(m_a, m_b, s_tok, e_tok, sents):
        a0 = idx[s]
        if a0 != a:
            a = a0
        tail = idx[e - 1] + len(texts[e - 1])
        if tail != b and text[b:tail] != ".":  # "Swin-T." keeps its text without the full stop
            b = tail
        if s < prev_end:
            continue
        t = text[a:b]
        if latex and t in LATEX_STYLE_TOKENS:
            continue  # "\\textsc{" of "\\textsc{HiMoE}"
        low = t.lower()
        if plain and a < abstract_start and _plain_title_word(t, plain):
            t = low  # a word of a title in capitals: no name by its shape
        out.append(new(Word, (t, low, s, e, si, si != prev_sent, a < abstract_start, a)))
        prev_sent = si
        prev_end = e
    if "data set" in text.lower() and _DATA_SET_RE.search(text):  # "the Kaggle and Terabyte data sets": one word,
        # as "datasets" (a substring test first: the regex, case-blind, tries every position)
        out = _data_sets_joined(out)
    doc.user_data["kg_words"] = out
    return out


_NAME_SEP = re.compile(r"[/+]")
# a quantization setting by the bit widths of weights, activations and KV cache: "W4A8", "W8A8", "W4A16KV4"
_QUANT_SETTING = re.compile(r"W\d{1,2}A\d{1,2}(?:KV\d{1,2})?s?$")
_DATA_SET_RE = re.compile(r"\bdata sets?\b", re.I)


def _data_sets_joined(words: list[Word]) -> list[Word]:
    out: list[Word] = []
    for w in words:
        if w.lower in ("set", "sets") and out and out[-1].lower == "data" and out[-1].end == w.start and \
                out[-1].sent == w.sent:
            d = out.pop()
            w = _new_word(Word, (f"{d.text} {w.text}", "data" + w.lower, d.start, w.end, d.sent, d.first, d.title,
                                 d.char))
        out.append(w)
    return out


# ---------------------------------------------------------------- sentences

_ABBREV = {
    "e.g.", "i.e.", "etc.", "vs.", "al.", "fig.", "figs.", "eq.", "eqs.", "sec.", "approx.", "resp.",
    "cf.", "no.", "vol.", "dr.", "mr.", "ms.", "prof.", "inc.", "ltd.", "co.", "jr.", "st.", "ca.",
}


@Language.factory("kg_sentences")
def make_sentences(nlp, name):
    return SentenceSplitter()


class SentenceSplitter:
    """Sentence starts after . ! ? followed by a capital, digit or bracket; never after
    "e.g.", "et al.", "vs." and the like; the title is a sentence of its own."""

    def __call__(self, doc):
        abstract_start = doc.user_data.get("abstract_start", 0)
        texts, ws, idx, text = token_table(doc)
        n = len(texts)
        if n == 0:
            return doc
        starts = [False] * n
        starts[0] = True
        ones = [0]
        first = 0
        if abstract_start:
            a = bisect.bisect_left(idx, abstract_start)  # the first token at or after the abstract
            if 0 < a < n:
                starts[a] = True
                ones.append(a)
                first = a
        # only tokens ending in . ! ? can end a sentence: visit those alone, found from the
        # characters (a regex over the text) rather than by a loop over every token
        ends = []
        for p in map(_M_START, _END_RE.finditer(text)):
            i = bisect.bisect_right(idx, p) - 1
            if i >= 0 and idx[i] + len(texts[i]) == p + 1:
                ends.append(i)
        for i in ends:
            if i >= n - 1 or i + 1 == first:
                continue
            t = texts[i]
            if t not in (".", "!", "?"):
                glued = len(t) == 2 and t[0].isupper() and i > 1 and (
                    texts[i - 1] == "-" and not ws[i - 1] and not ws[i - 2] or _NUMBER_TOKEN.fullmatch(texts[i - 1]))
                # ("We present Decima-X. It ...": a letter glued on a name, no initial; "at a board power of 3.8 W.
                # Against FINN, ...": a unit after its number)
                if not ((len(t) > 2 or glued) and t[-1] == "." and t.lower() not in _ABBREV and "." not in t[:-1]
                        and ws[i]):
                    continue  # "Swin-T." ends a sentence; "e.g." and "al." do not
            if i > 0 and (texts[i - 1].lower() + ".") in _ABBREV and not ws[i - 1]:
                continue
            k = i + 1
            while k < n and (texts[k].isspace() or texts[k] in ('"', "\u201d", ")")):
                k += 1
            if k >= n:
                break
            c = texts[k][0]
            if c.isupper() or c.isdigit() or c in "([\u201c\"":
                starts[k] = True
                ones.append(k)
        arr = numpy.full((n, 1), -1, dtype="int64")
        arr[ones, 0] = 1
        doc.from_array([SENT_START], arr.astype("uint64"))  # one call instead of a Token object per token
        doc.user_data["kg_sent_starts"] = starts
        return doc


_END_RE = re.compile(r"[.!?]")
_NUMBER_TOKEN = re.compile(r"\d+(?:[.,]\d+)*")


# ---------------------------------------------------------------- candidates

P_VOCAB, P_ABBREV, P_NAME, P_HEAD = 4, 3, 2, 1


def _cands(doc) -> list:
    c = doc.user_data.get("kg_candidates")
    if c is None:
        c = doc.user_data["kg_candidates"] = []
    return c


_SCALE_WORDS = frozenset(("thousand", "million", "billion", "trillion"))
# what a named device is one of, after its name: "Xeon processors", "Jetson Orin Nano devices" (a chip keeps its
# word: "the hybrid Tianjic chip")
_UNIT_OF_DEVICE = frozenset(("device", "processor", "module", "board", "host", "machine", "card", "system"))
# the kinds of a device class that the annotators name without the class: "mobile GPU", "edge NPU", "Coral Edge TPU"
_NAMED_TYPES = ("System", "Model", "Dataset")
_SPARSE_FORMAT_NAMES = {"csr", "csc", "coo", "bsr", "csf", "ell", "ellpack", "dcsr", "dcsc"}
# what a format that is a technique stores: "checkpoint storage format", "two-level sparse format"
_FORMAT_KINDS = {"storage", "checkpoint", "sparse", "bitmap", "block", "blocked", "on-disk", "tensor", "weight",
                 "matrix", "quantized", "quantization"}
_OWN_DEVICE_KINDS = {"mobile", "edge", "embedded", "integrated"}
_DEVICE_CLASS = {"gpu": "gpu", "gpus": "gpu", "cpu": "cpu", "cpus": "cpu", "tpu": "tpu", "tpus": "tpu",
                 "supercomputer": "supercomputer"}  # ("the Summit supercomputer": Summit, a supercomputer)


# compound adjectives whose second word a vocabulary term may begin with ("real-world models" are no world models)
_COMPOUND_ADJECTIVES = {"real-world", "open-world", "closed-world", "real-time", "long-term", "short-term",
                        "large-scale", "small-scale", "full-scale", "open-source", "closed-source"}
# what may stand before a machine's name written with a capital ("NVIDIA Hopper", "On Frontier"; not "The AI Summit")
_BEFORE_MACHINE = {"nvidia", "amd", "intel", "ibm", "hpe", "cray", "olcf", "ornl", "on", "for", "with", "and", "of",
                   "the", "using", "to", "in", "at"}
# what a capitalised word names before these is no machine: "Frontier models", "Frontier AI"
_NOT_A_MACHINE_NEXT = {"model", "models", "llm", "llms", "ai", "lab", "labs", "language", "research"}
_TIME_WORDS = {"hour", "hours", "day", "days", "year", "years", "minute", "minutes", "second", "seconds"}


@Language.factory("kg_vocab", default_config={"vocab_paths": None})
def make_vocab_ruler(nlp, name, vocab_paths):
    return VocabRuler(nlp, vocab_paths)


def pattern_ids(nlp, forms: list[str]) -> list[tuple[list[int], list[int]]]:
    """(LOWER ids, ORTH ids) of the tokens of each form: PhraseMatcher patterns as the ids
    PhraseMatcher.add would read from a Doc of the form.

    One Doc for all forms, joined by newlines, instead of ~9k Docs (making and checking a Doc
    per form cost more than tokenizing them): the tokenizer cuts text at whitespace and
    tokenizes every piece on its own, so a form gets the same tokens either way. Each form's
    tokens must cover exactly its characters; a form that is empty, has a newline or outer
    whitespace, or fails that check, is tokenized alone."""
    from spacy.attrs import IDX, LENGTH, LOWER, ORTH

    def alone(form):
        if not form:
            return [], []
        arr = nlp.tokenizer(form).to_array([LOWER, ORTH])
        return arr[:, 0].tolist(), arr[:, 1].tolist()

    out: list = [None] * len(forms)
    joint = [k for k, f in enumerate(forms) if f and "\n" not in f and f == f.strip()]
    text = "\n".join(forms[k] for k in joint)
    if joint:
        doc = nlp.tokenizer(text)  # (not nlp.make_doc: no max_length for this long text)
        arr = doc.to_array([LOWER, ORTH, IDX, LENGTH])
        lowers, orths = arr[:, 0].tolist(), arr[:, 1].tolist()
        starts, ends = arr[:, 2].tolist(), (arr[:, 2] + arr[:, 3]).tolist()
        t, off = 0, 0
        for k in joint:
            end = off + len(forms[k])
            first = t
            while t < len(starts) and ends[t] <= end:
                t += 1
            if first < t and starts[first] == off and ends[t - 1] == end:
                out[k] = (lowers[first:t], orths[first:t])
            while t < len(starts) and starts[t] < end + 1:  # the newline after the form
                t += 1
            off = end + 1
    return [o if o is not None else alone(f) for o, f in zip(out, forms)]


class VocabRuler:
    """Known names from the SKOS vocabulary: LOWER matching, ORTH for case-sensitive ones."""

    def __init__(self, nlp, vocab_paths=None):
        from .vocab import load_vocabulary

        self.vocab = load_vocabulary(vocab_paths)
        self.concepts = self.vocab.concepts
        self.lookup = self.vocab.lookup()
        self.lower = PhraseMatcher(nlp.vocab, attr="LOWER")
        self.orth = PhraseMatcher(nlp.vocab, attr="ORTH")
        lower_pats: dict[str, list] = {}
        orth_pats: dict[str, list] = {}
        pats = list(dict.fromkeys(self.vocab.patterns()))
        for (form, key, cs), (lower, orth) in zip(pats, pattern_ids(nlp, [f for f, _, _ in pats])):
            if lower:  # (an empty pattern matches nothing; PhraseMatcher.add skips it too)
                (orth_pats if cs else lower_pats).setdefault(key, []).append(orth if cs else lower)
        for key, docs in sorted(lower_pats.items()):
            self.lower.add(key, docs)
        for key, docs in sorted(orth_pats.items()):
            self.orth.add(key, docs)
        self.strings = nlp.vocab.strings

    def __call__(self, doc):
        cands = _cands(doc)
        texts, ws, idx, _ = token_table(doc)
        hw_text = None
        for matcher in (self.lower, self.orth):
            for match_id, s, e in matcher(doc):
                if s >= 2 and texts[s - 1] == "-" and not ws[s - 1] and not ws[s - 2] and \
                        (texts[s - 2].lower() in _QUALITY_PREFIX or
                         f"{texts[s - 2]}-{texts[s]}".lower() in _COMPOUND_ADJECTIVES or
                         (texts[s - 2].isdigit() or texts[s - 2] == "k") and e - s == 1 and texts[s] in ("NN", "NNs")):
                    continue  # "low-latency", "high-throughput", "real-world models": adjectives (and "10-NN
                    # queries", "k-NN": nearest neighbours, no neural network)
                key = self.strings[match_id]
                c = self.concepts[key]
                if e - s == 1 and c.type == "Hardware" and c.case_sensitive and is_capitalised(texts[s]):
                    if hw_text is None:
                        hw_text = _HW_CUE.search(doc.text) is not None
                    if not hw_text or not _names_the_machine(doc, texts, idx, s, c):
                        continue
                if c.type == "Hardware" and s > 0 and texts[s - 1].lower() == "software":
                    continue  # "DeepX, a software accelerator for deep learning execution": a program
                if c.type == "Metric" and s > 0 and (_NUMERIC.match(texts[s - 1]) or s > 1 and (
                        texts[s - 1].lower() in _SCALE_WORDS and _NUMERIC.match(texts[s - 2]))) and (
                        "/" in "".join(texts[s:e]) or texts[e - 1].lower() in _TIME_WORDS):
                    continue  # "29.08 tokens/s", "4 GPU hours", "1.4 million tokens/s": a unit after its number,
                    # not the metric's name
                last = doc[e - 1].lower_ if e - s > 1 and c.type == "Hardware" else ""
                if last in _DEVICE_CLASS and self.lookup.get(_DEVICE_CLASS[last]) not in (None, key) and \
                        any(ch.isupper() or ch.isdigit() for ch in c.label.rsplit(" ", 1)[0]) and \
                        not c.label.lower().endswith(" " + _DEVICE_CLASS[last]):  # ("Edge TPU" names the TPU)
                    # "V100 GPUs" is the V100 and a GPU (the guideline's two names); a kind of GPU
                    # ("consumer-grade GPU", "commodity GPU") stays one name
                    gkey = self.lookup[_DEVICE_CLASS[last]]
                    g = self.concepts[gkey]
                    cands.append((e - 1, e, g.type, g.label, gkey, P_VOCAB, "vocab"))
                    e -= 1
                cands.append((s, e, c.type, c.label, key, P_VOCAB, "vocab"))
        return doc


def _names_the_machine(doc, texts, idx, s: int, c) -> bool:
    """Whether the capitalised word at s, alone a device's case-sensitive label ("Frontier", "Summit", "Hopper"),
    names the device in a text about devices (the caller's test): written as the label (not "New Frontiers in
    Hardware"), not before "models" or "AI" ("Frontier models" are the best LLMs), not after "new" or another
    capitalised word ("The AI Summit"), and in a Title Case title only where the abstract names it too or the
    title says what runs on it ("... Kernels on Hopper GPUs"; not "Artificial Intelligence in Medicine: A New
    Frontier")."""
    e = s + 1
    word, prev = texts[s], texts[s - 1] if s > 0 else ""
    if word != c.label and word not in c.aliases:
        return False
    if e < len(texts) and texts[e].lower() in _NOT_A_MACHINE_NEXT or prev.lower() in ("new", "next", "final", "last"):
        return False
    if prev[:1].isupper() and prev.lower() not in _BEFORE_MACHINE:
        return False
    start = doc.user_data.get("abstract_start", 0)
    if idx[s] < start and word not in doc.text[start:]:
        return prev.lower() in ("on", "for", "and") or e < len(texts) and texts[e].lower().rstrip("s") in _DEVICE_CLASS
    return True


# ---- name shapes

# microcontrollers' part numbers, devices wherever they stand: "an STM32H7", "ESP32-S3", "nRF52840"
_MCU_NAMES = (r"STM32[A-Z]\d\w*|ESP32(?:-[A-Z]\d)?|nRF\d{4,5}|Cortex-[AMR]\d{1,3}[A-Z]?|"
              r"(?:Arm|ARM)v\d(?:\.\d)?[A-Z]?(?:-[AMR])?")  # (Arm cores, instruction sets: "Cortex-M4F", "Armv7E-M")
_MCU_SHAPE = re.compile(rf"^(?:{_MCU_NAMES})$")
_HW_SHAPE = re.compile(rf"^(?!(?:FP|BF|TF|NF|MX)\d)(?:[A-Z]{{1,2}}\d{{2,4}}[A-Za-z]?|MI\d{{3}}X?|DGX-\d|TPUv\d|"
                       r"(?:LP|G)?DDR\d[A-Z]?X?|"  # memory generations: "GDDR5", "LPDDR5X", "DDR4"
                       rf"{_MCU_NAMES})$")  # (not a number format: "FP64", "BF16")
# a name ending in a memory module or in processing near or in memory: "TensorDIMM", "RecNMP", "NeuPIM", "HBM-PIM"
_MEMORY_SIDE_NAME = re.compile(r"(?<=[a-z-])(?:DIMM|NMP|PIM|NDP)$")
# words of a text about devices, beside the vocabulary's hardware (see NameRules: codes shaped like _HW_SHAPE)
_HW_CUE = re.compile(r"\b(?:chips?|processors?|accelerators?|devices?|hardware|nvidia|amd|intel|apple|qualcomm|"
                     r"arm|gpus?|cpus?|npus?|socs?|boards?|servers?|nodes?|clusters?|supercomputers?|exascale)\b", re.I)
_SIZE = re.compile(r"^\d+(?:\.\d+)?[BMKT]$")
_SIZE_SUFFIX = re.compile(r"(?:[-_]?\d+(?:\.\d+)?[BMKT]|-(?:base|large|big|small|tiny|xl|xxl|medium|mini|chat|"
                          r"instruct|it|pro|flash|turbo|nano|lite|sonnet|opus|haiku|preview|B[0-7]))+"
                          r"(?:-v\d+(?:\.\d+)*)?$", re.I)
# (and a release after the size: "E5-large-v2"; a scaled family's member: "SegFormer-B0", "EfficientNet-B7")
_EDITION_ONLY = re.compile(r"(?:-(?:pro|flash|turbo|nano|lite|mini|preview))+", re.I)
# A capitalised word with a dotted version, or a version and an edition: "Gemini-2.5-Pro", "Claude-3-Opus"
# (not "Top-1", "Stage-2": one number alone is no version)
_WORD_VERSION = re.compile(r"^[A-Z][a-z]{2,}-(?:\d+(?:\.\d+)+[a-z]?(?:-[A-Za-z]+)*|\d+[a-z]?(?:-[A-Z][a-z]+)+)$")
# a module path of a Python ML framework: "torch.distributed.checkpoint", "jax.jit", "tf.data"
_FRAMEWORK_MODULES = (r"(?:torch|tf|jax|keras|transformers|deepspeed|megatron|triton|vllm|ray|sklearn|numpy|cupy|"
                      r"paddle|mxnet|onnx|flax|optax)")
_MODULE_PATH = re.compile(rf"^{_FRAMEWORK_MODULES}(?:\.[a-z_][a-z0-9_]*)+$")
_MODULE_NAMES = frozenset(_FRAMEWORK_MODULES[3:-1].split("|"))
_DOT_BEFORE_LOWER = re.compile(r"\.(?=[a-z_])")


def _may_hold_module_path(text: str) -> bool:
    """Whether a framework's module name and a dot open a lower-case word somewhere in the text ("torch.compile").

    (The engine skips to the few dots a lower-case letter follows, and the word before each is read back: a regex
    that opens with the names tries every position, and 18 substring tests took 0.6% of the extraction.)"""
    for m in _DOT_BEFORE_LOWER.finditer(text):
        j = k = m.start()
        while k > 0 and text[k - 1].isalpha():
            k -= 1
        if text[k:j] in _MODULE_NAMES and not (k and (text[k - 1].isalnum() or text[k - 1] == "_")):
            return True
    return False


_VERSION = re.compile(r"^v\d+(?:\.\d+)*$", re.I)
_CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2,}[a-z]|[A-Za-z]\d|\d[A-Za-z]")
# a heading glued to the sentence it opens ("PurposeThis paper ...", "FindingsThe results ...", as structured
# abstracts lose their line breaks): a word that ends in a sentence's first word is no CamelCase name
_GLUED_OPENING = re.compile(r"[a-z]\.?(?:This|The|These|Those|That|We|Our|Their|However|In|When|Some|Findings|"
                            r"Results|Conclusions?|Methods|Background|Objectives?|Purpose|Design|Setting|Findings(?:In|"
                            r"Some|The|We))$")  # ("approachIn", "references.FindingsIn": words glued in a structured abstract)

# headings of structured abstracts, written in capitals ("ABSTRACT", "METHODS:"): no names
_HEADINGS = {"abstract", "background", "objective", "objectives", "methods", "method", "conclusion", "conclusions",
             "discussion", "introduction", "purpose", "aims", "aim", "design", "setting", "participants",
             "interventions", "measurements", "findings", "limitations", "implications", "registration", "copyright",
             "keywords", "context", "importance", "significance", "summary", "highlights", "editorial", "review",
             "methodology", "approach", "results", "result", "evidence", "sources", "synthesis", "problem",
             "materials", "protocol", "outcomes", "outcome", "measures", "population", "analysis", "study", "trial",
             "data", "funding", "ethics", "recommendations", "applications", "perspectives", "case"}

# Capitalised or acronym words that are never names of the six types.
_NOT_NAMES = {
    "ai", "ml", "nlp", "cv", "dl", "ir", "hpc", "io", "i/o", "api", "apis", "os", "oses", "sota", "us", "usa", "uk",
    "eu",
    "xai", "neuroai", "agi", "genai", "aigc",  # fields and kinds of AI, as AI itself
    "sw", "hw", "sw/hw", "hw/sw",  # software and hardware written short ("the SW/HW co-designed solution")
    "dna", "rna", "mrna", "qcd",  # molecules and theories, not systems
    "np", "np-hard", "np-complete", "p-complete",  # classes of problems ("the problem is NP-hard")
    "kib", "mib", "gib", "tib", "cots",  # binary units of size ("a 28 MiB on-chip memory"); off-the-shelf ("COTS SSDs")
    "ict", "ibm", "uiuc", "eth", "epfl", "cmu", "kaist",  # institutes ("research groups at ETH Zurich")
    "matlab", "fortran", "bsd-licensed",  # a language and a licence ("Python and MATLAB bindings", "BSD-licensed")
    "nvidia", "amd", "intel", "google", "microsoft", "meta", "openai", "amazon", "aws", "azure", "gcp", "ec2",
    "alibaba", "huawei", "apple", "facebook", "baidu", "tencent", "bytedance", "anthropic", "deepmind", "tsmc",
    "samsung", "sensetime", "kuaishou", "meituan", "pinterest", "linkedin", "xiaomi", "globalfoundries", "smic",
    "sambanova", "tenstorrent", "habana", "metaai", "googleai", "mistralai", "mediatek", "qualcomm",
    "wi-fi", "wifi", "bluetooth", "ble", "lte", "5g", "4g",  # network protocols and standards
    "tcp", "udp", "tcp/ip", "quic", "grpc",  # ("commodity systems with limited-bandwidth TCP network")
    "roce", "rocev2",  # RDMA over Converged Ethernet, a protocol ("RDMA over RoCEv2", "a RoCE fabric")
    "p2p",  # peer-to-peer, a way networks connect ("a P2P container registry")
    "ecmwf", "noaa", "nasa", "cern", "darpa", "nsf", "doe", "nist",  # agencies and research centres
    "research", "institute", "university", "lab", "labs", "inc", "corp", "corporation", "team",
    "iclr", "icml", "neurips", "nips", "acl", "emnlp", "naacl", "osdi", "sosp", "nsdi", "atc", "eurosys", "mlsys",
    "isscc", "vlsi", "dac", "iccad", "fccm", "hotchips", "sigcomm", "ppopp", "ipdps", "ics",
    "sc", "isca", "micro", "asplos", "hpca", "kdd", "www", "aaai", "ijcai", "cvpr", "iccv", "eccv", "vldb", "sigmod",
    "ndss", "eprint", "socc", "icde", "icdcs", "infocom", "mobicom", "mobisys", "sensys", "usenix", "acm", "ieee",
    # (venues and publishers: "Chameleon (Crypto Eprint 2017/1164)"; "CCS" below, as it also stands for a phrase)
    "github", "arxiv", "http", "https", "url", "pdf", "qos", "slo", "slos", "sla", "roi", "tco", "faq",
    "we", "our", "in", "the", "a", "an", "this", "these", "however", "moreover", "furthermore", "finally",
    "first", "second", "third", "specifically", "additionally", "besides", "thus", "therefore", "overall",
    "experiments", "experimental", "results", "evaluation", "compared", "unlike", "existing", "recent", "to",
    "for", "with", "by", "on", "as", "at", "from", "while", "when", "although", "since", "because", "based",
    "and", "or", "not", "of",  # in capitals too: a search query's operators ('"symmetry" AND "atherosclerosis"')
    "english", "chinese", "i", "ii", "iii", "iv", "ceo", "phd",
    "state", "states", "united", "america", "european", "asia", "january", "february", "march", "april", "may",
    "june", "july", "august", "september", "october", "november", "december", "bert-style",
    # places, bodies and reporting guidelines, not systems
    "u.s", "u.s.", "a.i", "a.i.", "ieee", "acm", "prisma", "swot", "stem", "jmir", "jel", "xxi", "xx", "xix",
    "covid", "covid-19", "sars-cov-2", "who", "fda", "nih", "nhs",
}

# a kind of language and of formula, a venue: no name by their shape ("a higher-level DSL", "a quantifier-free SMT
# formula", "MiniONN (ACM CCS 2017)"), but what a text spells out is its own: "DNN Surgery Light (DSL) is developed"
_SHORT_KINDS = {"dsl", "dsls", "smt", "ccs"}
_ACRONYM_NOT_SYSTEM = {
    # common acronyms that are tasks, fields or units rather than systems
    "etl", "pde", "pdes", "ode", "odes",  # extract-transform-load, differential equations
    "cad", "eda", "db", "dbs", "dbms", "rdbms", "dbmss",  # design fields ("the CAD and architecture communities");
    # kinds of database system ("the Greenplum parallel DBMS", "ML and DB operators")
    "qa", "mt", "asr", "ocr", "ner", "nlu", "nlg", "tts", "rl", "gan", "flops", "flop", "tflops", "gflops", "pflops",
    "tflop", "gflop", "pflop", "mflop", "mflops", "kev", "mev", "gev", "tev",
    "ops", "tops", "gb", "mb", "kb", "tb", "ghz", "mhz", "ms", "fps", "qps", "rps", "tps", "usd", "sram", "iot",
    "eflops", "exaflops",
    "gpl", "lgpl", "agpl", "gplv2", "gplv3",  # software licences ("licensed under GPL")
    "soc", "pcie", "nvlink", "rdma", "mpi", "nccl", "sgd", "jit", "aot", "ir", "dag", "dags", "ann", "knn",
    "sla", "ddr", "hbm", "dram", "ssd", "nvme", "cpu", "gpu", "tpu", "npu", "fpga", "asic",
    "llm", "llms", "dnn", "dnns", "cnn", "cnns", "rnn", "rnns", "nn", "nns", "moe", "kv", "fp16", "fp32", "bf16",
    "int8", "int4", "fp8", "fp4", "fp64", "tf32", "int16", "int32", "int2", "fp6",
    "cls", "sep", "eos", "bos", "unk", "oom", "e2e", "iid", "slo", "ai",
    "rgb", "rgb-d", "ar", "vr", "xr",  # colour spaces and application fields, not systems
    "mri", "fmri", "ct", "pet", "eeg", "ecg", "emg", "meg", "oct",  # imaging and signal modalities
    "q1", "q2", "q3", "q4",  # quarters of a year
    "nan", "nans", "inf", "n/a",  # values, not names
    "rtl", "hdl", "qkv",  # a hardware design's level and language, attention's projections
    "sdk", "sdks", "api", "apis", "rest", "restful", "gui", "ui", "cli",  # kinds of interface, not names
    "gdpr", "hipaa", "ccpa", "ferpa", "coppa",  # regulations, not systems
    "wan", "wans", "lan", "lans", "vpn", "vpns", "jpeg", "png",  # kinds of network and image format
    "testa", "testb", "testdev", "minival",  # a benchmark's splits: "on RefCOCO+ testB"
    "gps", "gnss", "imu", "imus", "uav", "uavs",  # positioning, sensors and vehicles, not systems ("rFID" is a score)
    "simd", "simt", "mimd", "spmd", "mpmd", "mac", "macs", "isa",  # execution models and operations, not systems
    "e4m3", "e5m2", "e3m4", "e2m5", "e2m1", "e3m2", "e2m3", "e8m0",  # number formats, as FP8
    "mxfp4", "mxfp6", "mxfp8", "nvfp4",
    "fp", "int",  # ("FP-supported hardware like H100")
    "avx", "avx2", "avx-512", "avx512", "amx", "sve", "sve2", "neon", "sse", "vnni",  # instruction-set extensions
    "gcd", "gcds", "dft", "fft", "md",  # a GPU's compute die; density functional theory, transforms, dynamics
    "msb", "msbs", "lsb", "lsbs", "lut", "luts", "alu", "alus",  # bits and circuit parts, not systems
    "csr", "csc", "coo", "bsr", "bcsr", "ell", "dia", "hyb", "dcsr",  # sparse storage formats, not systems
    "cmos", "finfet", "gaafet", "soi", "fdsoi", "fd-soi",  # process technologies, not systems
    "co2", "co2e", "ch4", "nox",  # gases ("CO2 emission"), not systems
    "tco2e", "tco2", "tco2eq", "kgco2e", "kgco2eq", "mtco2e",  # their emission units ("about 1,200 tCO2e")
    "l0", "l1", "l2", "l3", "l4",  # norms and cache levels ("an L2-based distillation loss"), not systems
    "json", "xml", "yaml", "csv", "html", "jsonl",  # file formats
    "lru", "lfu", "fifo", "lifo", "mru",  # replacement orders of a cache or queue ("with LRU replacement"), no systems
    "microvm", "microvms", "vm", "vms", "vcpu", "vcpus",  # virtual machines of any make ("Firecracker microVMs")
}

_INTRO_VERBS = {"present", "presents", "propose", "proposes", "introduce", "introduces", "develop", "develops",
                "design", "designs", "build", "builds", "implement", "implements", "release", "releases",
                "open-source", "describe", "describes", "contribute", "offer", "offers", "unveil", "unveils",
                "create", "creates", "devise", "devises"}
_CALLED = {"called", "named", "termed", "dubbed", "coined", "namely"}
# what a named system does that makes a new thing of its own ("S-LoRA proposes Unified Paging"); it
# implements, builds or offers what exists ("OpenRLHF implements RLHF, DPO, rejection sampling")
NAMING_THIRD = {"proposes", "introduces", "presents", "devises", "unveils"}
_INTRO_ANY = _INTRO_VERBS | _CALLED
_ORG_NEXT = {"institute", "lab", "labs", "laboratory", "university", "research", "center", "centre", "group",
             "inc", "corporation", "corp", "foundation", "company", "team", "academy", "college", "school"}
_PATCH_SIZE = re.compile(r"-[A-Za-z]{1,3}/\d{1,2}$")
_PRESSURE_UNITS = {"hPa", "kPa", "MPa", "GPa"}  # "500 hPa geopotential" (as written: "HPA" is an autoscaler)
_UNIT_WORDS = {"flops", "tflops", "gflops", "pflops", "watt", "w", "gpu", "cpu", "s", "sec", "second", "token",
               "tokens", "byte", "bytes", "gb", "mb", "tb", "kb", "hour", "hr", "day", "iter", "iteration", "node"}
_LOWER_PREFIXES = {"multiple", "multi", "single", "non", "cross", "inter", "intra", "per", "on", "off", "in", "pre", "post",
                   "near", "beyond", "extra", "within",
                   "sub", "semi", "co", "de", "un", "hyper", "ultra", "mixed", "full", "half", "low", "high",
                   "many", "few", "dual", "bi", "tri", "quad", "all", "any", "anti", "out", "over", "under", "self"}
_MODEL_NEXT = {"model", "models", "llm", "llms", "network", "networks", "family", "checkpoint", "checkpoints",
               "encoder", "encoders", "decoder", "decoders", "backbone", "backbones", "detector", "detectors",
               "transformer", "transformers"}
_DATA_NEXT = {"dataset", "datasets", "benchmark", "benchmarks", "corpus", "corpora", "suite", "leaderboard",
              "workload", "workloads", "trace", "traces", "collection", "collections", "graph", "graphs"}
_HW_NEXT = {"gpu", "gpus", "accelerator", "accelerators", "chip", "chips", "cpu", "cpus", "processor",
            "processors", "tpu", "tpus", "npu", "card", "cards", "fpga", "fpgas", "device", "devices",
            "microcontroller", "microcontrollers", "mcu", "mcus", "soc", "socs", "board", "boards", "interconnect",
            "interconnects", "smartnic", "smartnics", "asic", "asics", "dpu", "dpus", "microarchitecture",
            "microarchitectures"}
_SYS_NEXT = {"framework", "frameworks", "system", "systems", "library", "libraries", "compiler", "compilers",
             "engine", "runtime", "tool", "toolkit", "platform", "scheduler", "algorithm", "optimizer",
             "method", "approach", "technique", "kernel", "kernels", "library's", "api", "service", "services",
             "server", "store", "database", "index", "protocol", "planner", "simulator", "profiler", "agent",
             "manager", "controller", "orchestrator", "mechanism", "strategy", "policy", "scheme", "methodology",
             "middleware", "solution", "registry", "registries"}


_ADJ_SUFFIX = re.compile(r"-(?:based|like|style|only|specific|driven|aware|friendly|free|level|scale|native|centric|"
                         r"oriented|powered|enabled|intensive|bound|efficient|compatible|generated|tuned|sized|"
                         r"agnostic|dependent|independent|optimized|accelerated|related|class|grade|ready|wise|"
                         r"enhanced|augmented|guided|assisted|conditioned|empowered|infused|inspired|attached|"
                         r"connected|resident|backed|capable|compliant|equipped|trained|tagged|labeled|labelled|"
                         r"annotated|annotated|supervised|synthesized|derived|sourced|controlled|facing|adapted|heavy|"
                         r"sensitive|supported|representative|critical|relevant|tolerant|compiled|quantized|quantised|"
                         r"pruned|distilled|hosted|managed|sharded|starved|hungry|limited|constrained)$",
                         re.I)


_GLUED_ADJ = re.compile(r"^[A-Z]{2,}s?(?:based|like|style|driven|aware|powered|enabled|oriented|specific|assisted)$")


# a structured abstract's heading run into the next word when the exporter lost the break
_GLUED_HEADING = re.compile(r"(?:^|\.)([A-Za-z][a-z]+)[A-Z][a-z]")
_SECTION_WORDS = {"abstract", "background", "objective", "objectives", "methods", "conclusion", "conclusions",
                  "introduction", "purpose", "aims", "findings", "limitations", "implications", "results", "keywords",
                  "contributions"}
# a name with a two-digit year: a benchmark's edition ("WMT'16") or a venue ("OSDI'22", no name)
_YEAR_TAGGED = re.compile(r"^([A-Za-z][\w-]*)['\u2019]\d{2}$")
_LETTER_TAIL = re.compile(r"[A-Z]\d?")
# words a letter is put before in plain English or science: "Q-Learning", "K-Nearest", "B-Cell", "M-Dwarf", "X-Ray"
_LETTER_HEAD_WORDS = {"learning", "nearest", "means", "dwarf", "dwarfs", "cell", "cells", "rays", "mail", "test",
                      "tests", "commerce", "gram", "grams", "shirt", "book", "books", "shaped", "score", "scores",
                      "value", "values", "wave", "mode", "modes", "tree", "trees", "matrix", "space", "norm", "plane",
                      "field", "ring", "star", "type", "class", "band", "line", "lines", "series", "factor"}
# words that take a letter as a label, not a name: "Type-A", "Plan-B", "Phase-I", "Figure-S1"
_LETTER_TAIL_WORDS = {"type", "plan", "class", "phase", "level", "tier", "stage", "figure", "table", "grade",
                      "vitamin", "section", "part", "version", "mode", "option", "case", "step", "category", "group",
                      "appendix", "zone", "region", "variant", "scenario", "setting", "task", "track", "round",
                      "series", "block", "layer", "site", "lab", "team", "pattern", "protocol", "method", "model",
                      "top", "bottom"}


_RATIO_LETTERS = re.compile(r"[A-Z]:[A-Z]")  # "N:M sparsity": n of every m weights kept
_BIT_CONFIG = re.compile(r"W\d{1,2}A\d{1,2}(?:KV\d{1,2})?", re.I)
# number formats joined: the activations' and the weights' ("FP16xINT4 kernels", "BF16-INT8")
_FORMAT_PAIR = re.compile(r"(?:FP|BF|INT|UINT|TF|MX|NF)\d+(?:[x\u00d7/-](?:FP|BF|INT|UINT|TF|MX|NF)\d+)+", re.I)


# a task between two modalities (not "Cityscapes-to-ACDC", two data sets)
_MODALITIES = r"(?:Text|Image|Speech|Video|Audio|Code|Sequence|Graph|Table|Point|Voice|Sketch|Caption|Scene|Shape|" \
              r"Motion|Music|Language|Query|Document|Question|Label|Layout|Mesh|Pixel|Signal|Trajectory|Program)"
# (in any case: "Text-to-SQL", "text-to-SQL agents", "image-to-3D generation")
_TASK_SHAPE = re.compile(_MODALITIES + r"-to-(?:" + _MODALITIES + r"|SQL|3D|Code|Text|Speech|Image|Video)", re.I)


# the ends of a path between places or devices: "Host-to-PIM", "GPU-to-GPU", "Device-to-Host"
_LINK_ENDS = {"host", "device", "peer", "edge", "cloud", "disk", "memory", "storage", "server", "client", "node",
              "gpu", "cpu", "npu", "tpu", "pim", "dram", "hbm", "nvme", "ssd", "fpga", "chip", "die", "core"}


_GREEK_LETTERS = frozenset("\u00b5" + "".join(map(chr, range(0x3b1, 0x3ca))) + "".join(map(chr, range(0x391, 0x3aa))))
_DIMENSION_CAMEL = re.compile(r"[1-4]D-[A-Z][a-z]+[A-Z][A-Za-z0-9]*")


@functools.lru_cache(maxsize=65536)
def is_name_shape(text: str) -> bool:
    """CamelCase, acronym, digit-bearing or hyphenated-capital name shapes (MiniKV, XTC, H2O, Speed-ANN)."""
    core = text.strip("-/:")
    if core[:1].isdigit() and _DIMENSION_CAMEL.fullmatch(core):
        return is_name_shape(core[3:])  # "3D-HybridEngine": a CamelCase name after a dimension
    if len(core) < 2 or not core[0].isalpha():
        return False
    if any(ch in core for ch in "()[]{}$\\@^_"):
        return False  # LaTeX or glued fragments: "delta)-DP", "\\right)$-DP", "TFLOPS@FP8"
    if core[:6].lower() == "arxiv:" or core[:4].lower() == "doi:":
        return False  # a reference: "arXiv:2407.09572"
    if _BIT_CONFIG.fullmatch(core) or _FORMAT_PAIR.fullmatch(core) or _RATIO_LETTERS.fullmatch(core):
        return False  # a quantization's bit widths: "W4A4", "W4A8KV4", "FP16xINT4"; a sparsity pattern: "N:M"
    if sum(ch.isalpha() for ch in core) < 2 and not (core[0].isupper() and core[1:].replace(".", "").isdigit()):
        return False  # but "T5", "A6000", "L4" are names
    if _ADJ_SUFFIX.search(core) or _GLUED_ADJ.match(core):
        return False  # "LLM-based"; "LLMbased" with the hyphen lost
    if _MODULE_PATH.match(core):
        return True  # "torch.distributed.checkpoint", "jax.jit": a framework's module or function
    if _GLUED_OPENING.search(core):
        return False
    if not any(ch.isupper() for ch in core):
        return False
    if core.replace(".", "").replace(",", "").isdigit():
        return False
    if core.lower() in _NOT_NAMES or core.isupper() and core.lower() in _HEADINGS or core in _PRESSURE_UNITS:
        return False
    if "-" in core and core.split("-", 1)[0].lower() in _NUMBER_WORDS:  # (the count words defined further down)
        return False  # a count written in words: "Ten-Thousand-GPU Scale", "Hundred-GPU Clusters"
    if _TASK_SHAPE.fullmatch(core):
        return False  # a task: "Text-to-SQL", "Image-to-Video" (not annotated)
    if "-to-" in core.lower() and all(p.islower() or p.lower() in _LINK_ENDS or p.lower() in _ACRONYM_NOT_SYSTEM
                                      for p in core.split("-") if p != "to"):
        return False  # a path or a link: "CPU-to-GPU copies", "host-to-PIM transfers" (not "Cityscapes-to-ACDC")
    year = _YEAR_TAGGED.match(core)
    if year and year.group(1).lower() in _NOT_NAMES:
        return False  # a venue and its year: "OSDI'22"
    if _WORD_VERSION.match(core):
        return True
    glued = _GLUED_HEADING.search(core)
    if glued and glued.group(1).lower() in _SECTION_WORDS:
        return False  # a section heading glued on the text: "PurposeWith", "implicationsConcerning"
    parts = re.split(r"[-/]", core)
    if len(parts) > 1 and parts[0].lower() in _LOWER_PREFIXES and (parts[0].islower() or len(parts[0]) > 3
                                                                     and parts[0][1:].islower()):
        return False  # "multi-GPU", "non-IID", "on-GPU" (and in a title: "Multi-LLM Serving")
    if len(parts) > 1 and all(p.lower() in _ACRONYM_NOT_SYSTEM for p in parts):
        return False  # "CPU-GPU", "GPU-NVMe": a link between device classes
    if len(parts) > 1 and parts[0].islower() and all(p.lower() in _ACRONYM_NOT_SYSTEM for p in parts[1:]):
        return False  # "a local-DRAM deployment", "remote-GPU": where, on a class of device
    if len(parts) > 1 and parts[0].lower() in _ACRONYM_NOT_SYSTEM and all(p.islower() for p in parts[1:]):
        return False  # "GPU-hours", "CPU-side", "LLM-powered": a class word with a lower-case tail
    for p in parts:
        if len(p) >= 2 and (p.isupper() or _CAMEL.search(p)):
            return True
    if len(parts) == 2 and _LETTER_TAIL.fullmatch(parts[1]) and len(parts[0]) >= 3 and parts[0].isalpha() and \
            parts[0][0].isupper() and parts[0][1:].islower() and parts[0].lower() not in _LETTER_TAIL_WORDS \
            and "-" in core:
        return True  # a word with a capital letter glued on: "Decima-X", "Orion-S2" (not "Type-A", "Plan-B")
    if len(parts) == 2 and len(parts[0]) == 1 and parts[0] in _GREEK_LETTERS and parts[1][:1].isupper() and \
            parts[1][1:].isalpha() and "-" in core:
        return True  # a Greek letter glued on before a word: "μ-Serve", "α-Diffusion"
    if len(parts) == 2 and len(parts[0]) == 1 and parts[0].isupper() and len(parts[1]) >= 4 and \
            parts[1].isalpha() and parts[1][0].isupper() and parts[1][1:].islower() and "-" in core and \
            parts[1].lower() not in _LETTER_HEAD_WORDS:
        return True  # a capital letter glued on before a word: "V-Weave", "Q-Diffusion" (not "K-Nearest", "X-Ray")
    if len(parts) == 2 and re.fullmatch(r"[1-9]\d{0,2}", parts[1]) and len(parts[0]) >= 2 and parts[0].isalpha() and \
            parts[0][0].isupper() and parts[0][1:].islower() and "-" in core and \
            parts[0].lower() not in _NUMBERED_WORDS | _LETTER_TAIL_WORDS | _NUMBERED_NOT_NAMES:
        return True  # a name and its number: "Aya-23", "Phi-3", "Gemma-2" (not "Step-1", "COVID-19")
    if len(parts) == 2 and parts[1] in _EDITION_TAILS and len(parts[0]) >= 4 and parts[0].isalpha() and \
            parts[0][0].isupper() and parts[0][1:].islower() and parts[0].lower() not in _NOT_NAMES and "-" in core:
        return True  # a name and its edition: "Chronos-Base", "Gemini-Pro"
    if len(parts) == 2 and parts[1] in _DIFFICULTY_TAILS and len(parts[0]) >= 3 and parts[0].isalpha() and \
            parts[0][0].isupper() and parts[0].lower() not in _NOT_NAMES | _LOWER_PREFIXES and "-" in core:
        return True  # a benchmark's harder or checked edition: "Sudoku-Extreme", "Maze-Hard" (name_type: a dataset)
    return len(parts) > 1 and parts[-1] in _BENCH_TAILS and parts[0][:1].isupper()  # "Soul-Bench", "Math-Eval"


_NOT_A_MEASURE_NEXT = {"law", "laws", "grid", "grids", "supply", "supplies", "plant", "plants", "line", "lines",
                       "outage", "outages", "function", "functions", "model", "models", "spectrum", "spectra",
                       # what acts on the quantity: "adaptive power control", "energy management"
                       "control", "controls", "controller", "controllers", "management",
                       # what a quantity's word describes: "safety-critical traffic scenarios"
                       "scenario", "scenarios", "scene", "scenes", "sign", "signs", "participants", "rules",
                       # what a quantity's word names a thing of: "compute resources", "compute nodes"
                       "resource", "resources", "unit", "units", "node", "nodes", "kernel", "kernels", "engine",
                       "engines", "graph", "graphs", "cluster", "clusters", "instance", "instances",
                       "design", "designs",  # ("the uniform compute design of these batches")
                       # what estimates or judges the quantity: "a lightweight cost estimator", "a cost effective
                       # framework" (written without its hyphen)
                       "estimator", "estimators", "predictor", "predictors", "effective", "efficient"}


def _described_title_class(c, ttexts: list[str], tidx: list[int], abstract_start: int) -> bool:
    """Whether a candidate is a device class word alone in the title after "A"/"An" and capitalised words that
    describe it ("An Adaptable, Energy-Efficient Accelerator for ...", "A Small-Footprint High-Throughput
    Accelerator")."""
    s, e = c[0], c[1]
    if c[2] != "Hardware" or e - s != 1 or tidx[s] >= abstract_start or not ttexts[s].istitle() or \
            ttexts[s].lower() not in ("accelerator", "processor", "chip", "device", "coprocessor"):
        return False
    k = s - 1
    while k >= 0 and k > s - 10 and (ttexts[k] in (",", "-") or ttexts[k][:1].isupper() and
                                     ttexts[k] not in ("A", "An", ":")):
        k -= 1
    return k >= 0 and ttexts[k] in ("A", "An") and (k == 0 or ttexts[k - 1] == ":")


# what an efficiency judged, not measured, is of: "model serving efficiency", "search efficiency"
_JUDGED_EFFICIENCY = {"data", "serving", "search", "runtime", "model", "development", "business", "operational",
                      "workflow", "diagnostic", "work", "time", "reasoning", "explainability", "ease-of-use",
                      "production", "overall", "general"}


_FEWER_WORDS = {"fewer", "less", "reduce", "reduces", "reduced", "reducing", "reduction", "minimize", "minimizes",
                "minimizing", "number", "saves", "save", "cuts", "eliminates", "eliminate", "avoids", "avoid",
                "increases", "more", "total", "redundant"}


def _counted_accesses(ttexts: list[str], start: int, end: int) -> bool:
    """Whether accesses are counted: a value after them, or a number or a word of fewer or more shortly before in
    the same clause ("reduces the attention computation and memory access")."""
    before = ttexts[max(0, start - 6):start]
    cut = max((n + 1 for n, t in enumerate(before) if t in (",", ".", ";", ":")), default=0)
    return _valued_after(ttexts, end) or any(t[:1].isdigit() or t.lower() in _FEWER_WORDS for t in before[cut:])


def _valued_after(ttexts: list[str], end: int) -> bool:
    """Whether "by"/"of" and a number follow a phrase ending before token `end` ("efficiency by up to 2x")."""
    if end >= len(ttexts) or ttexts[end].lower() not in ("by", "of"):
        return False
    return any(t[:1].isdigit() for t in ttexts[end + 1:end + 4])


_NUMBERED_NOT_NAMES = {"covid", "sars", "big", "equation", "eq", "experiment", "dataset", "question", "problem", "item",
                       "sample", "test", "trial", "rank", "epoch", "iteration", "batch", "node", "generation", "hop",
                       "chapter", "lesson", "week", "day", "year", "month", "page", "line", "row", "column", "fold",
                       "shot", "bit", "way", "point", "grade", "stage", "wave", "period", "cycle", "unit", "room"}
_EDITION_TAILS = {"Base", "Large", "Small", "Tiny", "Mini", "Lite", "Pro", "XL", "XXL", "Medium", "Nano", "Plus",
                  "Ultra", "Flash", "Turbo", "Instruct", "Chat"}


@functools.lru_cache(maxsize=65536)
def is_capitalised(text: str) -> bool:
    return len(text) > 1 and text[0].isupper() and text[1:].replace("-", "").isalpha() and text[1:] == text[1:].lower()


@functools.lru_cache(maxsize=65536)
def singular(word: str) -> str:
    """Plural last word -> singular ("GPUs" -> "GPU", "devices" -> "device")."""
    if len(word) > 2 and word[-1] == "s" and word[:-1].isupper() and word[:-1].isalnum():
        return word[:-1]
    if word.isupper():
        return word  # an acronym's capital S is its own: "LPIPS", "FLOPS"
    low = word.lower()
    if not word.isalpha() and not re.match(r"^[A-Za-z][\w-]*[a-z]s$", word):
        return word
    if low.endswith(_FIELD_ICS):
        return word  # "transcriptomics", "robotics": a field's name is no plural
    if low.endswith("ies") and len(low) > 4:
        return word[:-3] + "y"
    if low.endswith(("caches", "niches")):
        return word[:-1]  # ("KV caches": a cache, not a "cach")
    if low.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    if low.endswith(("ss", "us", "is", "ys")) or len(low) <= 3 or not low.endswith("s"):
        return word[:-1] if low in _PLURAL_PUS else word  # ("gpus": processing units, not "corpus", "status")
    return word[:-1]


_PLURAL_PUS = frozenset({"gpus", "cpus", "tpus", "npus", "dpus", "ipus", "xpus"})
_FIELD_ICS = ("omics", "robotics", "graphics", "physics", "statistics", "dynamics", "economics", "mathematics",
              "linguistics", "informatics", "mechanics", "electronics", "optics", "kinematics", "semantics",
              "logistics", "ethics", "acoustics", "photonics", "analytics", "diagnostics")


def _type_word(low: str) -> str | None:
    if low in _MODEL_NEXT:
        return "Model"
    if low in _DATA_NEXT:
        return "Dataset"
    if low in _HW_NEXT:
        return "Hardware"
    return None


# what may follow "data" when it names the data of a name: "ERA5 data, ...", "CMIP6 data from ..."
_DATA_BOUNDARY = {"from", "to", "of", "for", "with", "in", "on", "as", "and", "or", "at", "over", "across", "by",
                  "which", "that", "covering", "spanning", "show", "shows"}


def _data_ends(words, k) -> bool:
    """Whether the word "data" at k ends its phrase: the sentence ends, or a preposition or conjunction follows."""
    return k + 1 >= len(words) or words[k + 1].sent != words[k].sent or words[k + 1].lower in _DATA_BOUNDARY or \
        words[k + 1].start > words[k].end  # (punctuation between: "ERA5 data, ...", "(ERA5 data)")


_NET_KIND_MODS = {"neural", "deep", "convolutional", "recurrent"}


def following_type(words, j) -> str | None:
    """Type from the noun after a name or a list of names: "X model", "X and Y benchmarks"."""
    if j >= len(words) or j == 0:
        return None
    sent = words[j - 1].sent
    k = j
    while k < len(words) and words[k].sent == sent and k - j < 6:
        w = words[k]
        typ = _type_word(w.lower)
        if typ:
            return typ
        if k == j and w.lower in ("technique", "techniques"):
            return "Technique"  # "on-die ECC techniques": a method, not a system, of that name
        if w.lower in _NET_KIND_MODS:
            m = k + 1
            while m < len(words) and words[m].sent == sent and words[m].lower in _NET_KIND_MODS and m - k < 3:
                m += 1
            if m < len(words) and words[m].sent == sent and _type_word(words[m].lower) == "Model":
                return "Model"  # "variants of Tiramisu and DeepLabv3+ neural networks": names of networks
        if k == j and w.lower in ("score", "scores") and re.search(r"[A-Z].*[A-Z]|[-\d]", words[j - 1].text):
            return "Dataset"  # "MultiPL-E scores": a benchmark's (not "Elo scores", "the Inception score")
        if k == j and w.start == words[j - 1].end and (w.lower == "tasks" or w.text.isalpha() and w.text.islower()
                                                       and k + 1 < len(words) and words[k + 1].lower == "tasks"
                                                       and words[k + 1].start == w.end and words[k + 1].sent == sent):
            return "Dataset"  # "on 9 of 12 MoleculeNet tasks", "on D4RL locomotion tasks": a benchmark's tasks
        if k == j and (w.lower == "data" and _data_ends(words, k) or
                       w.text.isalpha() and w.text.islower() and k + 1 < len(words) and
                       words[k + 1].lower == "data" and words[k + 1].sent == sent and _data_ends(words, k + 1)):
            return "Dataset"  # "trained on ERA5 data", "on 40 years of ERA5 reanalysis data" (not "X data parallelism")
        if k == j and w.text.isalpha() and w.text.islower() and _task_named(words, k, sent):
            return "Dataset"  # "measured on ImageNet classification, COCO object detection, VOC image segmentation":
            # a benchmark by its task
        if _YEAR.fullmatch(w.text) and (k == j or is_name_shape(words[k - 1].text)):
            k += 1  # "the ISPD 2005 benchmarks", "the IHDP and ACIC 2016 benchmarks": a name's edition year
            continue
        if w.text.isalpha() and w.text.islower() and k + 1 < len(words) and words[k + 1].sent == sent and \
                words[k + 1].lower in _DATA_NEXT and any(x.lower in ("and", "or") for x in words[max(0, j - 2):k]):
            return "Dataset"  # "the Meta-World and LIBERO manipulation benchmarks": a list's benchmarks of a kind
        if k == j and "-" in w.text and w.text.islower() and not w.lower.endswith("ing") and k + 1 < len(words) and \
                words[k + 1].sent == sent and words[k + 1].lower in ("benchmark", "benchmarks", "dataset", "datasets"):
            return "Dataset"  # "the nuPlan closed-loop benchmark": a benchmark of a kind
        if w.lower in ("and", "or") or is_name_shape(w.text) or (w.text[:1].isupper() and k > j):
            k += 1
            continue
        return None
    return None


_YEAR = re.compile(r"(?:19|20)\d\d")


def _task_named(words, k, sent) -> bool:
    """Words from k name a task ("object detection", "question answering"), and the sentence evaluates "on" it
    before the name."""
    for m in range(k, min(k + 3, len(words))):
        w = words[m]
        if w.sent != sent or not (w.text.isalpha() and w.text.islower()):
            return False
        if w.lower in _TASK_HEADS:
            return any(words[n].lower == "on" and words[n].sent == sent for n in range(max(0, k - 14), k - 1))
    return False


# models that compute a system's behaviour, not learned ones: "a roofline model", "an analytical cost model", "an
# end-to-end carbon footprint projection model, LLMCarbon"
_ANALYTIC_MODEL_KINDS = {"roofline", "cost", "performance", "analytical", "analytic", "queueing", "queuing",
                         "latency", "power", "energy", "simulation", "execution", "programming", "memory", "threat",
                         "projection", "footprint", "carbon", "emission", "emissions"}
# the words of training before "on" and what a model learns from: "after fine-tuning on Alpaca"
_TUNED_ON = {"tuning", "tuned", "finetuning", "finetuned", "trained", "training", "pretrained", "distilled"}
# words an amount follows that open a sentence, no name: "After 50B training tokens, ...", "Beyond 13B parameters"
_BEFORE_AMOUNTS = {"after", "before", "beyond", "under", "over", "above", "below", "around", "about", "until", "past",
                   "nearly", "only", "just", "up", "within", "through", "during", "per", "each", "every", "all",
                   "some", "most", "almost", "roughly", "approximately", "even"}
_NP_STOP = {"for", "that", "which", "whose", "to", "of", "with", "on", "in", "by", "where", "who", "and", "or", "is",
            "are", "was", "can", "using", "via", "based", "from", "across", "at", "as", "than"}


# the prepositions after a participle that opens what follows a head ("a system built around ...")
_AFTER_PARTICIPLE = {"around", "on", "upon", "atop", "for", "with", "from", "by", "to", "into", "in"}
# past participles that open what follows a head: "a computer vision model built on ..." (no "model built")
_IRREGULAR_PARTICIPLES = {"built", "made", "written", "known", "shown", "taken", "given", "held", "kept", "done",
                          "grown", "drawn", "brought", "bought", "taught", "sought", "found", "led", "fed", "paid",
                          "sent", "spent", "meant", "seen", "chosen", "driven", "proven", "spoken"}


# what makes an architecture a device's: "a processing-in-memory (PIM) architecture", "a systolic architecture"
_HW_SIDE = re.compile(r"\b(?:architecture|hardware|accelerator)\b")  # the device side of a co-design
_HW_ARCH_MODS = {"pim", "processing-in-memory", "in-memory", "near-memory", "processing-near-memory", "near-data",
                 "in-storage", "hardware", "systolic", "dataflow", "chiplet", "pnm", "ndp", "microarchitecture"}


# what a layer of software does, before "layer": "an adapter management layer", "a communication layer for MoE"
_SOFTWARE_LAYER_MODS = {"management", "abstraction", "caching", "cache", "storage", "communication", "software",
                        "middleware", "orchestration", "scheduling", "coordination", "translation", "compatibility",
                        "runtime", "serving", "control", "virtualization", "virtualisation", "indirection", "routing",
                        "scheduler", "system", "policy", "service", "api"}  # ("Tally, a scheduler layer for SGLang")


# heads of a description that make the named thing a program (beside _SYS_NEXT): "Kindling is a
# compilation-artifact cache that ...", "Spillway, a queue-aware router"
_DESCRIBED_SYSTEMS = frozenset(("cache", "router", "proxy", "broker", "gateway", "allocator", "balancer", "daemon",
                                "emulator"))


# what only a program is: "a training-free inference accelerator", "a plug-and-play accelerator"
_PROGRAM_MODS = {"training-free", "plug-and-play", "drop-in", "tuning-free", "retraining-free", "open-source"}


def _np_head_type(words, k, limit, sent) -> str | None:
    """Type of the noun phrase starting at words[k]: its last word with a type (its head)."""
    found = None
    typed_at = -2
    start = k
    while k < len(words) and words[k].sent == sent and k < limit:
        low = words[k].lower
        if low == "based" and k + 1 < len(words) and words[k + 1].lower != "on":
            found = None  # "an error model based autonomous repair framework": "model based" modifies
            k += 1
            continue
        if low in ("and", "or") and k + 1 < limit and k + 1 < len(words) and words[k + 1].sent == sent and \
                words[k + 1].lower not in ("a", "an", "the") and words[k + 1].lower not in _NP_STOP:
            if found == "System" and typed_at == k - 1 and _type_word(words[k + 1].lower) == "Dataset":
                return "System"  # "FedML, an open research library and benchmark": a library that comes with one
            k += 1  # "a model deployment and scheduling technique": modifiers in a list, the head after them
            continue
        if low in ("collection", "collections", "suite", "suites") and k + 1 < limit and k + 1 < len(words) and \
                words[k + 1].lower == "of":
            # "LLaMA, a collection of foundation language models": what it collects, when that has a type (else
            # a collection: "KernelBench-X, a suite of 300 PyTorch operators")
            return _np_head_type(words, k + 2, limit, sent) or "Dataset"
        if low in ("family", "families") and k + 1 < limit and k + 1 < len(words) and words[k + 1].lower == "of":
            # "QuillGEMM, a family of mixed-precision GEMM kernels": a family of what it holds (of models, a model)
            return _np_head_type(words, k + 2, limit, sent)
        if low in _NP_STOP:
            break
        typ = _type_word(low) or ("System" if singular(low) in _SYS_NEXT or singular(low) in _DESCRIBED_SYSTEMS
                                  else None)
        if typ == "Model" and low in ("model", "models") and k > 0 and words[k - 1].lower in _ANALYTIC_MODEL_KINDS:
            typ = "System"  # "HRM, a Hierarchical Roofline Model for performance estimation": a named method
        if typ == "Hardware" and k > 0 and (words[k - 1].lower == "software" or
                                            any(words[x].lower in _PROGRAM_MODS for x in range(start, k))):
            typ = "System"  # "DeepX, a software accelerator for deep learning execution": a program (and
            # "FrameSkim, a training-free inference accelerator for Video-LLMs")
        if singular(low) == "architecture" and k > 0 and words[k - 1].lower in ("neural", "network", "model", "deep"):
            typ = "Model"  # "XNNTab, a neural architecture that ...": a network's design is a model
        elif singular(low) in ("architecture", "design") and (found == "Hardware" and typed_at == k - 1 or any(
                words[x].lower.removesuffix("-based") in _HW_ARCH_MODS or
                not _HW_ARCH_MODS.isdisjoint(words[x].lower.split("-")) for x in range(start, k))):
            typ = "Hardware"  # "SIGMA, a flexible and scalable accelerator architecture": a device's design (and
            # "AttAcc, a processing-in-memory (PIM) architecture", "AttAcc, a prior PIM-based design")
        elif singular(low) == "array" and k > start and words[k - 1].lower in ("systolic", "crossbar", "pe"):
            typ = "Hardware"  # "Morpheus, a systolic array whose ...": a device the paper designs (and "a GPU-PIM
            # architecture" above)
        elif singular(low) == "layer" and k > start and words[k - 1].lower in _SOFTWARE_LAYER_MODS:
            typ = "System"  # "Marrowgate, an adapter management layer that sits between ...": a program (not a
            # network's layer)
        elif low in ("co-design", "codesign") and any(_HW_SIDE.search(words[x].lower) for x in range(start, k)):
            typ = "Hardware"  # "DOTA, an algorithm-architecture co-design that ...": a device designed with its
            # algorithm (a co-design's framework, approach or method is the noun after it)
        if not typ and k == typed_at + 1 and found not in (None, "Model") and low.endswith("ing") and \
                words[k].text.islower() and low not in _NOT_GERUNDS and not (
                    k + 1 < len(words) and words[k + 1].sent == sent and words[k + 1].start == words[k].end and
                    singular(words[k + 1].lower) in _SYS_NEXT):
            break  # "an inference engine supporting mainstream LLMs": a participle opens what the engine does
            # (but "a model serving system", "a GPU sharing system": the typed word modifies a gerund, the head
            # comes after it)
        if not typ and found and k == typed_at + 1 and (low in _IRREGULAR_PARTICIPLES or low.endswith("ed")) and \
                k + 1 < len(words) and words[k + 1].lower in _AFTER_PARTICIPLE:
            break  # "a serverless inference system built around tiered checkpoint streaming": the participle opens
            # what the head is made of (not "checkpoint", a model's)
        if typ:
            found, typed_at = typ, k
        elif k == typed_at + 1 and words[k].text.isalpha() and words[k].text.islower() and \
                not low.endswith(("ed", "ing", "ble", "ful", "ive", "ous", "ent", "ant", "al")) and \
                low not in _IRREGULAR_PARTICIPLES and words[k].start == words[k - 1].end:
            found = None  # "a checkpoint format and loader": the typed word modified the noun after it
        k += 1
    return found


def _listed_appositive(doc, words, j) -> str | None:
    """The appositive type after the last name of a list that words[j] continues ("ISAAC and PipeLayer, the
    state-of-the-art DNN accelerators"): one-word capitalised names joined by commas or "and", at most four."""
    sent = words[j - 1].sent
    texts = token_table(doc)[0]
    k, names = j, 0
    while k + 1 < len(words) and words[k].sent == sent and names < 4:
        if words[k].lower in ("and", "or"):
            k += 1
        elif not (words[k - 1].end < len(texts) and texts[words[k - 1].end] == ","):
            return None
        nxt = words[k]
        if nxt.sent != sent or not (is_name_shape(nxt.text) or is_capitalised(nxt.text)) or nxt.first:
            return None
        names += 1
        k += 1
        if k < len(words) and words[k - 1].end < len(texts) and texts[words[k - 1].end] == "," and \
                words[k].lower in ("the", "two", "three", "both"):
            # (the names' kind in the plural: not the next item of a longer list, "BCL2 and BCL6, the mutational
            # profile, ...")
            kinds = words[k:k + 7]
            plural = any(x.lower.endswith("s") and _type_word(x.lower) for x in kinds)
            return appositive_type(doc, words, k) if plural else None
        if k >= len(words) or words[k].lower not in ("and", "or") and not (
                words[k - 1].end < len(texts) and texts[words[k - 1].end] == ","):
            return None
    return None


def appositive_type(doc, words, j) -> str | None:
    """"X, a large-scale ... dataset for ...": the head noun of the description after the name."""
    if j >= len(words) or j == 0:
        return None
    texts = token_table(doc)[0]
    end = words[j - 1].end
    if end + 3 < len(texts) and texts[end] == "(":
        # the name's short form in brackets first: "User Preference Question Answering (UPQA), a short-answer
        # QA dataset constructed from ..."
        close = next((m for m in range(end + 2, min(end + 5, len(texts))) if texts[m] == ")"), None)
        if close is None or close + 1 >= len(texts) or texts[close + 1] != ",":
            return None
        j = next((x for x in range(j, min(j + 5, len(words))) if words[x].start > close), len(words))
        if j >= len(words):
            return None
        end = close + 1
    if end < len(texts) and texts[end] == "," and words[j].lower == "to":
        m = j + 1  # "we present ease.ml/ci, to our best knowledge, the first continuous integration system"
        while m < len(words) and m - j < 7 and words[m].lower in ("our", "the", "best", "of", "knowledge") and \
                texts[words[m - 1].end] != ",":
            m += 1
        if m < len(words) and words[m - 1].lower == "knowledge" and texts[words[m - 1].end] == ",":
            j = m
    k = j + 1
    if words[j].lower == "as" and j + 1 < len(words) and words[j + 1].lower in ("a", "an", "the"):
        k = j + 2  # "we propose Sharp as a hardware accelerator"
    elif end < len(texts) and texts[end] == "," and j + 3 < len(words) and words[j].lower == "one" and \
            words[j + 1].lower == "of" and words[j + 2].lower in ("the", "our"):
        k = j + 3  # "we target GreenWaves Technologies GAP8, one of the most advanced ... MCU-class devices"
    elif end < len(texts) and texts[end] == "," and j + 2 < len(words) and words[j].lower == "which" and \
            words[j + 1].lower == "is" and words[j + 2].lower in ("a", "an"):
        k = j + 3  # "we present MAERI, which is a DNN accelerator built with ..."
    elif end < len(texts) and texts[end] == "," and words[j].text.islower() and words[j].lower not in _NP_STOP and \
            words[j].lower not in ("a", "an", "the"):
        # no article: "Its SparseCores, dataflow processors that accelerate models ...": a plural description
        # set off and closed by a relative clause
        stop = next((m for m in range(j, min(j + 4, len(words)))
                     if words[m].sent != words[j - 1].sent or not words[m].text.islower() or
                     words[m].lower in ("that", "which")), None)
        if stop is None or stop == j or stop >= len(words) or words[stop].lower not in ("that", "which") or \
                not words[stop - 1].lower.endswith("s"):
            return None
        return _np_head_type(words, j, stop, words[j - 1].sent)
    elif end >= len(texts) or texts[end] != "," or words[j].lower not in ("a", "an", "the"):
        return None
    limit = k + 12
    for m in range(k, min(limit, len(words))):
        if any(t in (";", ":") for t in texts[words[m - 1].end:words[m].start]):
            limit = m  # the description ends at a semicolon: "(2) FaultLens, a diagnosis tool; and (3) ..."
            break
    return _np_head_type(words, k, limit, words[j - 1].sent)


def _description_type(doc, words, j) -> str | None:
    """The type a description right after a name gives it: "X, a ... simulator", "X is a ... simulator"."""
    typ = appositive_type(doc, words, j)
    if typ is None and j + 2 < len(words) and words[j].lower in ("is", "was") and words[j + 1].lower in ("a", "an"):
        typ = _np_head_type(words, j + 2, j + 14, words[j].sent)
    return typ


def described_type(words, i) -> str | None:
    """"a systolic-array accelerator for sparse inference, called SpARC": the head noun of the
    description the name is given to (the noun phrase after the nearest "a"/"an" before "called")."""
    sent = words[i].sent
    k = i - 1
    while k >= 0 and words[k].sent == sent and i - k <= 12 and words[k].lower not in ("a", "an"):
        k -= 1
    if k < 0 or words[k].sent != sent or words[k].lower not in ("a", "an"):
        return None
    return _np_head_type(words, k + 1, i, sent)


def introduced_type(doc, words, i) -> str | None:
    """"We propose a novel model architecture, Receptance Weighted Key Value (RWKV), that ...": the head noun of
    the description a paper introduces and then names, set off by a comma before the name at word i (Model,
    Dataset or Hardware; the head rules type a system's kinds themselves)."""
    if i < 3 or words[i].start < 1 or token_table(doc)[0][words[i].start - 1] != ",":
        return None
    sent = words[i].sent
    k = i - 1
    while k > 0 and words[k].sent == sent and i - k <= 8 and words[k].lower not in ("a", "an"):
        k -= 1
    if k < 1 or words[k].lower not in ("a", "an") or words[k - 1].sent != sent or \
            words[k - 1].lower not in _INTRO_VERBS:
        return None
    typ = _np_head_type(words, k + 1, i, sent)
    return typ if typ in ("Model", "Dataset", "Hardware") else None


_BENCH_TAILS = {"Bench", "Eval", "Arena"}
_DIFFICULTY_TAILS = {"Hard", "Extreme", "Easy", "Verified"}  # "Maze-Hard", "Sudoku-Extreme": a benchmark's edition
_HOLDING = {"containing", "comprising", "consisting", "contains", "comprises", "consists"}
_COUNT_WORDS = {"thousands", "millions", "billions", "hundreds", "over", "more", "nearly", "about", "approximately"}
_DATASET_SHAPE = re.compile(r"(?:Bench|QA|Eval|GLUE|Corpus|Set)(?:[- ]?v?\d+(?:\.\d+)?)?$")


# a graph made by a generator, by its scale (log2 of its vertices): "Kron32", "RMAT-27", "urand27" (GAP's)
_SYNTHETIC_GRAPH = re.compile(r"(?:Kron|kron|RMAT|R-MAT|rmat|urand|Urand)[-_]?\d{1,2}")
_PERCENTILE = re.compile(r"^[Pp](?:50|75|90|95|99|999|99\.9)$")
# A metric's acronym behind a one-letter qualifier: "rFID" (reconstruction FID), "mCE", "mIoU", "gFID"
_QUALIFIED_METRIC = re.compile(r"^[a-z]?(?:FID|FVD|KID|IoU|AP|AUC|CE|MSE|MAE|RMSE|PSNR|SSIM|LPIPS|WER|CER|NDCG|MRR)"
                               r"(?:-\d+[Kk])?$")  # (and the sample count it is measured on: "gFID-50K")


# endings of a title-cased adjective glued to a name ("Transformer-Based", "Memory-Conditional")
_ADJ_ENDINGS = ("ed", "al", "like", "aware", "style", "free", "specific", "centric", "ing", "ive", "ous", "ic",
                "able", "ible", "less", "ful")
# makers of accelerators only (NVIDIA, Google or Intel also make software: "NVIDIA Triton" is a server)
_EDITION_WORDS = {"Pro", "Max", "Ultra", "Plus", "Mini", "Lite", "Nano", "Air"}
_METRIC_VARIANTS = {"weighted", "balanced", "normalized", "normalised", "relative", "macro-averaged",
                    "micro-averaged", "class-weighted"}
_DATASET_EDITIONS = {"Lite", "Verified", "Hard", "Pro", "Mini", "Full", "Extended", "Plus", "Live", "Multimodal",
                     "MT1", "MT10", "MT50", "ML1", "ML10", "ML45"}  # (Meta-World's task sets: "Meta-World MT10")
# words a model's name takes after a hyphen: "Mistral-Large", "Llama-Guard", "Qwen-Coder", "Gemini-Flash"
_MODEL_EDITION_WORDS = _EDITION_WORDS | {"Large", "Small", "Medium", "Base", "Tiny", "Huge", "Giant", "Guard", "Coder",
                                         "Code", "Math", "Instruct", "Chat", "Vision", "Audio", "Flash", "Turbo",
                                         "Opus", "Sonnet", "Haiku", "Preview", "Reasoner", "Distill", "Omni", "Next"}
# words after a name's hyphen that make no name: what is like the named thing ("TI-variants", "GPT-style")
_LIKENESS_TAILS = {"variant", "variants", "style", "like", "family", "families", "series", "type", "types", "kind",
                   "kinds", "version", "versions", "counterpart", "counterparts", "alike", "esque", "ish"}
# words after a known model's hyphen that name a tool built around it, not a variant of the model: "Mamba-Serve",
# "Llama-Factory", "BERT-Trainer"
_TOOL_TAILS = {"Serve", "Serving", "Server", "Infer", "Inference", "Engine", "Train", "Trainer", "Training", "Factory",
               "Runtime", "Kit", "Toolkit", "Lib", "Sched", "Scheduler", "Compiler", "Offload", "Cache", "Store"}
_CHIP_MAKERS = {"cerebras", "graphcore", "groq", "sambanova", "habana", "tenstorrent", "etched", "d-matrix", "xilinx",
                "altera"}  # ("a Xilinx ZCU104": an FPGA board)


# verbs that change a measured quantity: "reduces the PEHE by 23%"
_CHANGED_BY = {"reduces", "reduce", "reducing", "reduced", "lowers", "lower", "lowering", "lowered", "improves",
               "improve", "improving", "improved", "increases", "increasing", "increased", "decreases", "decreasing",
               "decreased", "cuts", "cutting", "raises", "raising", "raised", "boosts", "boosting", "boosted",
               "halves", "halving", "doubles", "doubling"}


# a singular kind noun right before a name, after an article or an adjective, types it: "the dataset X"
_KIND_BEFORE_NAME = dict.fromkeys(("dataset", "benchmark", "corpus"), "Dataset")
_KIND_BEFORE_NAME.update(dict.fromkeys(("accelerator", "chip", "processor", "npu", "tpu", "fpga", "asic", "soc",
                                        "microcontroller", "mcu"), "Hardware"))
_KIND_BEFORE_NAME.update(dict.fromkeys(("model", "llm"), "Model"))


def _kind_before_name(low: str) -> str | None:
    """The type a kind word (or its plural) gives the name after it: "accelerator(s)" Hardware, "benchmark(s)"
    Dataset."""
    return _KIND_BEFORE_NAME.get(low) or (_KIND_BEFORE_NAME.get(low[:-1]) if low.endswith("s") else None)


_AS_A_SERVICE = re.compile(r"[A-Z][A-Za-z]{0,4}aaS|.+-as-a-[Ss]ervice")


def name_type(words, i, j, text) -> str:
    """Type of an unknown name from its shape and the words after it."""
    if _HW_SHAPE.match(text) or _MEMORY_SIDE_NAME.search(text):
        return "Hardware"  # (and "TensorDIMM", "RecNMP", "HBM-PIM": a memory module or a processor beside memory)
    if _AS_A_SERVICE.fullmatch(text):
        return "Technique"  # a way of offering computing, as the dev set's "database-as-a-service|DBaaS": "FaaS"
    if _YEAR_TAGGED.match(text):
        return "Dataset"  # an edition of a shared task or benchmark: "WMT'16", "SemEval'17" (venues: no names)
    if text.rpartition("-")[2] in _DIFFICULTY_TAILS:
        return "Dataset"  # "Sudoku-Extreme", "Maze-Hard"
    if _QUALIFIED_METRIC.match(text) or i > 0 and _PERCENTILE.match(words[i - 1].text):
        return "Metric"  # (after a percentile: "the P99 TBT SLO")
    if i > 0 and words[i - 1].lower in _CHIP_MAKERS:
        return "Hardware"  # "the Cerebras CS-3", "a Graphcore IPU-M2000": a chip maker's product
    kind = _kind_before_name(words[i - 1].lower) if i >= 2 else None
    if kind and words[i - 2].sent == words[i].sent and \
            (words[i - 2].text.islower() or words[i - 2].text.isupper() and len(words[i - 2].text) > 1) and \
            words[i - 2].lower not in _VERB_BEFORE and words[i].start == words[i - 1].end:
        return kind  # "the sparse accelerator SIGMA", "the benchmark FooBench" (not past a comma:
        # "In the MLPerf HPC v3.0 benchmark, ScaleFold finished ..."), "a state-of-the-art GCN accelerator HyGCN" (a
        # device named after the network it runs), "the recent PIM accelerators AttAcc and NeuPIMs"
    if i >= 4 and words[i - 1].lower in ("and", "or") and words[i - 3].lower.endswith("s") and \
            (kind := _KIND_BEFORE_NAME.get(words[i - 3].lower[:-1])) and words[i - 3].sent == words[i].sent and \
            words[i - 2].text[:1].isupper() and words[i - 2].start == words[i - 3].end and \
            words[i - 1].start == words[i - 2].end:
        return kind  # the second of two: "accelerators AttAcc and NeuPIMs"
    typ = following_type(words, j)
    if typ:
        return typ
    if i > 0 and words[i - 1].lower in ("a", "an") and j < len(words) and words[j].lower in _KIND_METHOD_HEADS and \
            words[j].sent == words[i].sent and text.isupper() and text.isalpha():
        return "Technique"  # "we developed an ABR algorithm": an acronym an article makes a kind of method, no name
    if i >= 2 and words[i - 1].lower in ("the", "its", "their") and words[i - 2].lower in _CHANGED_BY and \
            j + 1 < len(words) and words[j].lower in ("by", "from", "to") and words[j].sent == words[i].sent and \
            (_NUMERIC.match(words[j + 1].text) or words[j + 1].lower in ("up", "over", "about", "nearly")):
        return "Metric"  # "reduces the PEHE by 23%", "lowers the ECE from 0.08 to 0.02": a measured quantity
    if any(w.lower in _HOLDING for w in words[j:j + 2]) and words[j:j + 2] and words[j].sent == words[j - 1].sent \
            and any(w.text[:1].isdigit() or w.lower in _COUNT_WORDS for w in words[j + 1:j + 4]):
        return "Dataset"  # "We construct Soul-1M, containing 1 million finely annotated samples"
    size = _SIZE_SUFFIX.search(text)
    if size and re.search(r"[A-Za-z]\d+[kK]$", text):
        return "Dataset"  # thousands of items: "Pittsburgh30k", "Flickr30K" (a model's size is in B or M)
    if size and re.search(r"[A-Za-z]", text[: size.start()] or "x") and (
            not _EDITION_ONLY.fullmatch(size.group()) or any(ch.isdigit() for ch in text[: size.start()])):
        return "Model"  # (an edition alone, "GNNLab-Lite", names a model only after a version: "Gemini-1.5-Pro")
    if _DATASET_SHAPE.search(text) and len(text) > 4 or _SYNTHETIC_GRAPH.fullmatch(text):
        return "Dataset"  # LongBench, ToolBench, TriviaQA, HumanEval; a generated graph by its scale: "Kron32"
    if _NETWORK_NAME.search(text):
        return "Model"
    return "System"


_WORD_BREAK = re.compile(r"[\s\-]")  # a label of more than one word
_KIND_METHOD_HEADS = {"algorithm", "scheme", "method", "technique", "approach", "policy", "heuristic"}


# the name of a network by its last part (one pattern: name_type runs for every unknown name):
_NETWORK_NAME = re.compile(
    r".-Net(?:\+\+|-?v?\d+)?$|"  # "ClearGrasp-Net", "U-Net" (CamelCase "ScanNet", "ShapeNet" are data sets too)
    r".-(?:CNN|RNN|LSTM|GRU|MLP)$|"  # "DS-CNN", "ResNet-LSTM"
    r"[A-Za-z]-?GCN$|"  # a graph convolutional network: "RGCN", "LightGCN", "Cluster-GCN"
    # a variant of BERT or ViT named on it: "PubMedBERT", "BioClinicalBERT", "EdgeViT-Q-S" (a "-GPT" may be an agent
    # system: "MetaGPT")
    r"[a-z](?:BERT|BERTa|ViT)(?:-?v?\d+)?(?:-[A-Z0-9]{1,2})*$|"
    # a vision-language model named by its kind: "MobileVLM V2", "CogVLM" (not "-LLM": "ServerlessLLM" serves models)
    r"[a-z]VLM(?:[- ]?[vV]?\d+(?:\.\d+)?)?$|"
    # a residual network named on ResNet: "WideResNet-16-4", "PreActResNet-18", "SE-ResNeXt-50"
    r"(?:[a-z]|[A-Za-z]-)(?:ResNet|ResNeXt)(?:-?\d+)*$|"
    # a network named on a well-known family, the family one part of the name: "ResNet-32", "Tiny-YOLOv4",
    # "YOLOX-Nano", "SSD-MobileNetV2", "DLRM-DCNv2", "EVA-CLIP", "RT-DETR" (not a family word inside a longer one:
    # "MetaGPT", an agent system, "CLIPPER")
    r"(?:^|-)(?:ResNet|ResNeXt|VGG|DenseNet|MobileNet|EfficientNet|ShuffleNet|SqueezeNet|YOLO|DETR|CLIP|ViT|DeiT|"
    r"BERT|RoBERTa|DLRM|DCN|UNet|LLaMA|Llama|Mistral|Qwen|Gemma|Vicuna|Falcon|MiniLM|MiniCPM)"
    r"(?:[A-Z]?|-?[vV]?\d+(?:\.\d+)?[A-Za-z]?)(?:-|$)")


_LAYER_PREFIX = re.compile(r"^\d+-(?:layer|block|head)$", re.I)
_URL_RE = re.compile(r"(?:https?://|www\.)\S+")
_LIST_INTRO = {"like", "as", "including", "include", "includes", "e.g", "e.g.", "namely"}


_COLON_HEADS = {"datasets": "Dataset", "benchmarks": "Dataset", "corpora": "Dataset", "workloads": "Dataset",
                "models": "Model", "llms": "Model", "gpus": "Hardware", "devices": "Hardware", "platforms": "Hardware",
                "accelerators": "Hardware"}


def _colon_list(doc, words) -> list:
    """Names listed after a plural head and a colon take its type ("three datasets: Amazon-Book, Yelp2018 and
    Gowalla"); one to three capitalised or name-shaped words each, up to the list's end."""
    texts, _, tidx, dtext = token_table(doc)
    out = []
    for t in compress(range(len(texts)), map(":".__eq__, texts)):
        n = bisect.bisect_left(words, t, key=_END)  # the word ending right before the colon, if any
        if n >= len(words) or words[n].end != t:
            n = None
        if n is not None and words[n].lower in _METHOD_PLURALS and not words[n].title:
            out.extend(_listed_methods(words, n + 1, texts, tidx, dtext))
            continue
        if n is None or words[n].lower not in _COLON_HEADS or words[n].title and words[n].text[:1].isupper():
            continue  # (a title's subtitle in title case is no list: "... for Transformer Models: Latency Speedup,
            # Composability, and Failure Cases")
        items = _listed_names(words, n + 1, texts, tidx, dtext)
        if len(items) < 2:
            continue  # a list: two items at least
        for run in items:
            out.append((run[0].start, run[-1].end, _COLON_HEADS[words[n].lower], " ".join(x.text for x in run), None,
                        P_NAME + 1, "shape"))
    return out


_METHOD_PLURALS = {"methods", "techniques", "mechanisms", "strategies", "optimizations", "optimisations"}


def _listed_methods(words, m, texts, tidx, dtext) -> list:
    """"DGC employs four methods: momentum correction, local gradient clipping, momentum factor masking, and warm-up
    training": lower-case noun phrases of two to four words listed to the sentence's end after a plural of methods
    are methods (none of them a clause: no verb, no article, no gerund opening it)."""
    sent = words[m - 1].sent
    items, run = [], []
    while m < len(words) and words[m].sent == sent:
        w = words[m]
        gap = dtext[tidx[words[m - 1].end - 1] + len(texts[words[m - 1].end - 1]):w.char].strip() if run else ""
        if run and gap == "," or w.lower in ("and", "or") and run:
            items.append(run)
            run = []
            if w.lower in ("and", "or"):
                m += 1
                continue
        if not (w.text.islower() and w.text.replace("-", "").isalpha()) or w.lower in _NP_STOP or \
                w.lower in ("a", "an", "the") or w.lower in _VERBS or len(run) == 4:
            return []
        run.append(w)
        m += 1
    ends = texts[words[m - 1].end:words[m - 1].end + 1] if m - 1 < len(words) else []
    if run:
        items.append(run)
    if len(items) < 2 or ends[:1] != ["."] or any(len(r) < 2 or r[0].lower.endswith("ing") for r in items):
        return []
    return [(r[0].start, r[-1].end, "Technique", " ".join(x.text for x in r), None, P_NAME + 1, "shape")
            for r in items]


# plural kinds whose examples, written in lower case, are methods: "techniques such as an efficient file storage
# format, caching, data pre-loading, ...", "sharing policies such as fairness, prioritization, and packing"
_METHOD_EXAMPLE_KINDS = _METHOD_PLURALS | {"policies", "primitives", "approaches"}
_ACTION_ENDS = ("ing", "ion", "ness", "ism")
# what may open an item and is no part of its name (another judgement or measure ends the list: "equal mixing")
_EXAMPLE_OPENERS = {"a", "an", "the", "efficient", "effective", "simple", "novel", "new", "advanced", "popular",
                    "sophisticated", "well-known", "standard", "classic", "classical", "traditional", "existing"}


def _method_examples(words, n, texts, tidx, dtext) -> list:
    """The lower-case items listed after "<methods> such as" / "including" / "like" (words[n] the last word of the
    opener): noun phrases of one to four words (one word only when it names an action: "caching", "preemption"),
    leading articles and judgements left out, joined by commas, "and" or "or"; every item but the last ends at
    the list's marks, the last at a preposition or a mark; two items at least."""
    sent = words[n].sent
    items, run, m = [], [], n + 1
    while m < len(words) and words[m].sent == sent and len(items) < 12:
        w = words[m]
        gap = dtext[tidx[words[m - 1].end - 1] + len(texts[words[m - 1].end - 1]):w.char].strip()
        if run and (gap == "," or w.lower in ("and", "or")):
            items.append(run)
            run = []
            if w.lower in ("and", "or"):
                m += 1
                continue
        elif gap not in ("", ","):
            break  # (another mark ends the list: "(a)", ";")
        if not run and w.lower in _EXAMPLE_OPENERS:
            m += 1  # "an efficient file storage format"
            continue
        if not (w.text.islower() and w.text.replace("-", "").isalpha()) or w.lower in _NP_STOP or \
                w.lower in _VERBS or w.lower in _STOP_MODS or len(run) == 4:
            break
        run.append(w)
        m += 1
    last_ok = run and (m >= len(words) or words[m].sent != sent or words[m].lower in _NP_STOP or
                       words[m].lower in _VERBS or  # (the list as a subject: "..., and batching aim to")
                       texts[run[-1].end:run[-1].end + 1] in ([","], ["."], [";"], [")"]))
    if run and last_ok:
        items.append(run)
    elif run or not items:
        return []  # (an item that runs into prose: no list of methods)
    if len(items) < 2 or any(len(r) == 1 and not r[0].lower.endswith(_ACTION_ENDS) for r in items):
        return []
    return [(r[0].start, r[-1].end, "Technique", " ".join(x.text for x in r), None, P_NAME, "shape")
            for r in items]


def _listed_names(words, m, texts, tidx, dtext) -> list[list]:
    """The items of a list of names starting at words[m]: runs of one to three capitalised or name-shaped words,
    joined by commas, "and" or "or", up to the list's end (at most 12)."""
    sent = words[m - 1].sent
    items = []
    while m < len(words) and words[m].sent == sent and len(items) < 12:
        run = []
        while m < len(words) and len(run) < 3 and words[m].sent == sent and \
                (is_name_shape(words[m].text) or is_capitalised(words[m].text) or _title_hyphened(words[m].text)
                 or words[m].text[:1].isupper() and any(ch.isdigit() for ch in words[m].text)) and \
                words[m].lower not in _NOT_NAMES and (not run or words[m].start == run[-1].end):
            run.append(words[m])
            m += 1
        if not run:
            break
        items.append(run)
        gap = dtext[tidx[run[-1].end - 1] + len(texts[run[-1].end - 1]):words[m].char].strip() \
            if m < len(words) else ""
        if m < len(words) and words[m].lower in ("and", "or") and gap in ("", ","):
            m += 1
        elif gap != ",":
            break
    return items


# plural kinds whose examples are names of their type: "learned query optimizers such as Neo and Bao", "existing
# schedulers like Chameleon and VideoStorm" (a plain capitalised word has no name's shape)
_EXAMPLE_KINDS = dict.fromkeys(("systems", "frameworks", "libraries", "compilers", "engines", "runtimes", "tools",
                                "toolkits", "schedulers", "optimizers", "simulators", "profilers", "databases",
                                "solvers", "orchestrators", "protocols", "platforms"), "System")
_EXAMPLE_KINDS.update(dict.fromkeys(("accelerators", "chips"), "Hardware"))  # ("accelerators such as F1 and BTS")
_EXAMPLE_KINDS.update(dict.fromkeys(("models", "llms", "architectures"), "Model"))
_EXAMPLE_KINDS.update(dict.fromkeys(("datasets", "benchmarks", "corpora"), "Dataset"))


def _typeset_names(doc, words) -> list:
    """A capitalised word set in small capitals or typewriter type is a name: "\\textsc{Laggard} delivers ...",
    "\\texttt{Recap}" (as authors typeset their systems; a plain word has no name's shape)."""
    texts = token_table(doc)[0]
    out = []
    for i, w in enumerate(words):
        if w.start >= 1 and texts[w.start - 1] in ("\\textsc{", "\\texttt{") and w.end < len(texts) and \
                texts[w.end] in ("}", "}$") and is_capitalised(w.text) and w.lower not in _NOT_NAMES and \
                w.lower not in _ALL_HEADS:
            out.append((w.start, w.end, list_type(words, i) or name_type(words, i, i + 1, w.text), w.text, None,
                        P_NAME, "shape"))
    return out


_EXAMPLE_CUES = frozenset(("including", "like", "such"))


def _kind_examples(doc, words) -> list:
    """The plain capitalised words a plural kind lists as its examples ("optimizers such as Neo and Bao",
    "schedulers like Chameleon", "engines, including Velox") take its type."""
    texts, _, tidx, dtext = token_table(doc)
    out = []
    for n in compress(range(1, len(words) - 1), map(_EXAMPLE_CUES.__contains__, map(_LOWER, words[1:-1]))):
        w = words[n]
        if w.lower in ("including", "like"):
            k = n - 1
        elif w.lower == "such" and words[n + 1].lower == "as" and words[n + 1].sent == w.sent:
            k, n = n - 1, n + 1
        else:
            continue
        if k >= 0 and words[k].sent == w.sent and words[k].lower in _METHOD_EXAMPLE_KINDS and n + 1 < len(words) \
                and not words[k].title:
            out.extend(_method_examples(words, n, texts, tidx, dtext))
            continue
        if k < 0 or words[k].sent != w.sent or words[k].lower not in _EXAMPLE_KINDS or n + 1 >= len(words):
            continue
        typ = _EXAMPLE_KINDS[words[k].lower]
        if typ == "Model" and k > 0 and words[k - 1].lower in _ANALYTIC_MODEL_KINDS:
            continue  # "parallel programming models, including OpenMP, MPI, CUDA and Kokkos"
        for run in _listed_names(words, n + 1, texts, tidx, dtext):
            x = run[0]
            nxt = texts[x.end] if x.end < len(texts) else "."
            if len(run) == 1 and is_capitalised(x.text) and x.lower not in _STOP_MODS and x.lower not in _VERBS \
                    and x.lower not in _ALL_HEADS and (nxt in (",", ".", ";", ")", ":") or nxt.isalpha() and
                                                       nxt.islower() and nxt != "of"):
                out.append((x.start, x.end, typ, x.text, None, P_NAME + 1, "shape"))
                # (an item ends at the list's marks or a verb: not "Web of Science", "Open AI's ChatGPT")
    return out


_ACRONYM_PLURAL = re.compile(r"[A-Z][A-Za-z0-9]*[A-Z]s")


_OPENING_PREPOSITIONS = {"across", "on", "in", "over", "for", "with", "using", "under", "among", "from"}


def _opening_phrase(words, k) -> bool:
    """Whether words[k] ends a short phrase opening its sentence with a preposition ("Across three agent
    benchmarks")."""
    j = k
    while j > 0 and words[j - 1].sent == words[k].sent and k - j < 16:
        j -= 1  # (a long one too: "On GPT-3 6.7B and GPT-3 13B trained on real AWS and GCP spot traces, Phoenix-2 ...")
    return words[j].first and words[j].lower in _OPENING_PREPOSITIONS


def list_type(words, i) -> str | None:
    """Type from a preceding "datasets such as X, Y and Z" / "GPUs like X"."""
    k = i - 1
    steps = 0
    if i >= 3 and words[i - 2].lower in ("and", "or") and words[i].start != words[i - 1].end:
        return None  # "from PubChem and ZINC, MolFormer-G achieves": the list ended before the comma
    while k >= 0 and words[k].sent == words[i].sent and steps < 8:
        low = words[k].lower
        if low in _LIST_INTRO:
            prev = words[k - 1].lower if k > 0 else ""
            at = k - 1
            if prev == "such" and k > 1:
                prev = words[k - 2].lower
                at = k - 2
            if at > 0 and words[at - 1].sent == words[i].sent and _ACRONYM_PLURAL.fullmatch(words[at].text):
                prev = words[at - 1].lower  # "Diffusion transformers (DiTs) such as DiT-XL/2 and PixArt-alpha"
            if prev in _DATA_NEXT:
                return "Dataset"
            if prev in _MODEL_NEXT:
                return "Model"
            if prev in _HW_NEXT:
                return "Hardware"
            return None
        if k < i and (low.endswith("s") or low == "corpora") and _type_word(low):
            if k > 0 and words[k - 1].sent == words[i].sent and words[k - 1].text[:1].isupper():
                return None  # "on the ETTh1, ..., and Electricity benchmarks, ShiftPatch wins": a list's own head
            if k > 0 and words[k - 1].sent == words[i].sent and words[k - 1].text[:1].isdigit():
                return None  # "On 64 GPUs, PipeFill increases ...": how many, in the sentence's opening phrase
            if k == i - 1 and words[i].start > words[k].end and _opening_phrase(words, k) and i + 1 < len(words) and \
                    words[i + 1].sent == words[i].sent and words[i + 1].text.islower() and \
                    words[i + 1].lower not in ("and", "or"):
                return None  # "Across three agent benchmarks, AgentServe increases ...": the subject after the
                # sentence's opening phrase, not an item of the benchmarks
            return _type_word(low)  # "two emotion datasets, SEED and SEED-IV", "the benchmarks MMLU and GSM8K"
        if k == i - 1 and low == "on" and k > 0 and words[k - 1].sent == words[i].sent and (
                _NUMERIC.match(words[k - 1].text) or words[k - 1].lower in _SCORE_WORDS or
                "@" in words[k - 1].text and _AT_CUTOFF_METRIC.match(words[k - 1].text)):
            return "Dataset"  # "137% on BDD100K-Night", "a score of 85.3 on MMLU", "the mean absolute error on QM9"
        if low == "from" and k > 1 and words[k - 2].sent == words[i].sent and \
                words[k - 1].lower.endswith("s") and (_NUMERIC.match(words[k - 2].text) or
                                                      words[k - 2].lower in ("million", "billion", "thousand")):
            return "Dataset"  # "pretrained on 100 million molecules from PubChem and ZINC"
        if low in ("from", "of") and k > 0 and k == i - 1 and words[k - 1].sent == words[i].sent and \
                words[k - 1].lower in ("datasets", "subsets", "subset", "splits", "split", "tasks", "portions",
                                       "workloads", "benchmarks", "traces", "suites"):
            return "Dataset"  # "84 datasets from OpenML", "the selected subsets of Tulu-v2 and Alpaca"
        if low == "on" and k > 0 and words[k - 1].sent == words[i].sent and words[k - 1].lower in _TRAINED_ON:
            return "Dataset"  # "trained on CheXpert and evaluated on MIMIC-CXR", "pre-trained on C4"
        if low == "of" and k == i - 1 and k > 1 and words[k - 2].sent == words[i].sent and \
                words[k - 1].lower in _DURATIONS and _NUMERIC.match(words[k - 2].text):
            return "Dataset"  # "on 40 years of ERA5", "960 hours of LibriSpeech": a span of recorded data
        if low == "on" and k == i - 1 and k > 0 and words[k - 1].sent == words[i].sent and \
                words[k - 1].lower in _TASKS_ON:
            return "Dataset"  # "transfers to part segmentation on ShapeNetPart", "code generation on HumanEval"
        if not (is_name_shape(words[k].text) or low in ("and", "or") or words[k].text[:1].isupper()
                or low == ","):
            return None
        k -= 1
        steps += 1
    return None


_DURATIONS = {"hours", "days", "weeks", "months", "years", "decades"}
_TASKS_ON = {"segmentation", "classification", "detection", "tracking", "retrieval", "recognition", "translation",
             "summarization", "captioning", "reasoning", "estimation", "forecasting", "prediction", "generation",
             "answering"}
_TRAINED_ON = {"trained", "pretrained", "pre-trained", "fine-tuned", "finetuned", "evaluated", "tested",
               "validated", "benchmarked", "train", "evaluate", "test", "finetune", "fine-tune", "pretrain",
               "pre-train", "training", "evaluating", "testing"}


# units of physical quantities written in the case that makes them look like names
_UNITS_ALWAYS = {"eV", "meV", "keV", "MeV", "GeV", "TeV", "PeV", "Hz", "kHz", "MHz", "GHz", "THz", "dBm", "dBi",
                 "kWh", "MWh", "GWh", "TWh", "mAh", "kPa", "MPa", "GPa", "mK", "μK", "nK"}
_UNITS_AFTER_NUMBER = {"mW", "kW", "MW", "GW", "TW", "mV", "kV", "mA", "dB", "Pa", "nm", "mm", "cm", "km", "Wh",
                       "mJ", "uJ", "\u00b5J", "\u03bcJ", "nJ", "pJ",
                       "T", "K", "V", "W", "A", "J", "kJ", "MJ", "N", "Gy", "Sv", "lm", "lx", "mL"}
_NUMERIC = re.compile(r"^[\d.,]+$")
_BY_QUALIFIERS = {"up", "to", "over", "about", "around", "nearly", "almost", "approximately", "roughly", "more", "than",
                  "at", "least", "as", "much"}  # (between "by" and its amount: "by up to 4x")
_OPS_RATE = re.compile(r"^(?:[KkMGTPE]|[Kk]ilo|[Mm]ega|[Gg]iga|[Tt]era|[Pp]eta|[Ee]xa)?(?:FLOP|OP|Flop)[Ss]?(?:/s)?$")  # ("15 PetaFlops")


def is_physical_unit(words, i) -> bool:
    """words[i] is a unit of a physical quantity: "TeV", "GHz" anywhere; "mW", "dB" after a number;
    rates of operations ("PetaFLOPs", "TeraFLOPS", "TOPS") anywhere."""
    t = words[i].text
    if t in _UNITS_ALWAYS or _OPS_RATE.match(t):
        return True
    return t in _UNITS_AFTER_NUMBER and i > 0 and words[i - 1].sent == words[i].sent and \
        bool(_NUMERIC.match(words[i - 1].text))


def _defined_short(text: str, short: str) -> bool:
    """The text writes short with its long form: "Long Form (LF)", "LF (Long Form)", "(LFs)"."""
    return f"({short})" in text or f"({short}s)" in text or f"({short}," in text or f"({short};" in text \
        or f"{short} (" in text


_TITLE_NOT_NAME = {
    "a", "an", "the", "towards", "toward", "on", "rethinking", "revisiting", "understanding", "beyond",
    "efficient", "scalable", "fast", "faster", "accelerating", "scaling", "learning", "training", "serving",
    "optimizing", "improving", "exploring", "benchmarking", "characterizing", "demystifying", "why", "what",
    "how", "when", "is", "are", "do", "does", "can", "survey", "position", "sok", "tutorial", "only", "large",
    "deep", "machine", "neural", "distributed", "parallel", "federated", "sparse", "dynamic", "adaptive",
    "automatic", "automated", "practical", "principled", "compressing", "quantizing", "pruning", "making",
    "taming", "unleashing", "unlocking", "enabling", "breaking", "bridging", "mitigating", "reducing",
    "attention", "data", "model", "memory", "energy", "green", "responsible", "trustworthy", "secure",
    "from", "to", "in", "for", "with", "into", "through", "not", "all", "less", "more", "no", "evaluating",
}
# a verb in a title's words before its colon makes them a claim, no name: "Agents Are Not Chatbots: ..."; so does
# a word setting two things against each other: "Random Access Without Regret: ...", "Speed Versus Accuracy: ..."
_SLOGAN_VERBS = {"is", "are", "was", "were", "not", "isn't", "aren't", "do", "does", "don't", "can", "can't", "should",
                 "need", "needs", "meet", "meets", "matter", "matters", "be", "has", "have", "without", "versus", "vs",
                 "vs.", "despite"}
# a person in a title's words before its colon makes them an address, no name: "Refurbish Your Training Data: ..."
_SLOGAN_PRONOUNS = {"you", "your", "we", "our", "us", "my", "me", "i", "they", "their"}
# what kind of text it is, before a title's colon ("Editorial: Artificial intelligence for education"): no name
TEXT_KINDS = {"editorial", "guest", "commentary", "preface", "foreword", "erratum", "corrigendum", "correction",
              "retraction", "viewpoint", "opinion", "keynote", "interview", "obituary", "letter", "introduction"}
_TITLE_NOT_NAME |= TEXT_KINDS
# a title's words before its colon that say the paper looks again at something: "Gradient Compression Revisited: ..."
TITLE_STUDY_LAST = {"revisited", "reconsidered", "rethought", "re-examined", "reexamined", "demystified", "explained",
                    "unveiled", "reloaded", "redux",
                    "wild", "practice"}  # ("MLaaS in the Wild: Workload Analysis ...": a study of a field in use)


_TITLE_LINKS = {"in", "of", "for", "and", "the", "to", "on", "a"}  # (not "as": "Superposition as Lossy Compression:"
# states a claim)


_QUOTES_BRACKETS = set("\"'`()[]{}\u201c\u201d\u2018\u2019")
# function words of other languages: a title with two of them (or with accented words) is not English
_FOREIGN_WORDS = {"e", "da", "das", "do", "dos", "em", "para", "com", "uma", "um", "la", "las", "los", "el", "y",
                  "del", "con", "une", "des", "du", "et", "le", "les", "der", "die", "das", "und", "mit", "für",
                  "von", "zur", "il", "di", "della", "per", "una"}


_VERSION_WORD = re.compile(r"^v?\d+(?:\.\d+)*$")
_NUMBERED_WORDS = {"top", "part", "chapter", "step", "phase", "day", "round", "level", "stage", "version", "volume",
                   "section", "lesson", "figure", "table", "episode", "season", "week", "year", "type", "tier", "class"}
_EDITIONS = {"pro", "mini", "max", "plus", "lite", "flash", "turbo", "ultra", "nano", "preview"}
# description heads a name can follow, set off by commas, with the type they give it
_APPOSITION_HEADS = {
    "system": "System", "framework": "System", "engine": "System", "library": "System", "compiler": "System",
    "runtime": "System", "tool": "System", "toolkit": "System", "platform": "System", "scheduler": "System",
    "algorithm": "System", "method": "System", "accelerator": "Hardware", "chip": "Hardware",
    "microarchitecture": "Hardware",  # ("a novel reduction tree microarchitecture named Forwarding Adder Network")
    "benchmark": "Dataset", "dataset": "Dataset", "corpus": "Dataset", "model": "Model", "llm": "Model",
    # a named method, as the guideline has it ("Sequence Length Warmup"): "a novel pre-training objective,
    # Layer Permutation Language Modeling, to ..."
    "technique": "System", "strategy": "System", "scheme": "System", "objective": "System",
    "mechanism": "System", "approach": "System", "policy": "System", "protocol": "System",
    "component": "System", "module": "System",  # ("Our first component, Athos, is an end-to-end compiler")
}
# plurals too: "reasoning models, Nemotron-Cascade,"
_APPOSITION_HEADS.update({k + "s": v for k, v in list(_APPOSITION_HEADS.items())})
_PART_RANKS = {"first", "second", "third", "fourth", "fifth", "final", "last", "main", "core", "key"}
_SYSTEM_GERUNDS = {
    "accelerating", "serving", "compressing", "scaling", "training", "deploying", "running", "fine-tuning",
    "finetuning", "quantizing", "pruning", "benchmarking", "evaluating", "optimizing", "democratizing", "distilling",
    "sparsifying", "offloading", "parallelizing", "orchestrating", "scheduling", "caching", "profiling", "debugging",
    "characterizing", "automating", "taming", "unleashing", "enabling", "supporting", "speeding", "executing",
    "managing", "partitioning", "checkpointing", "compiling", "hosting", "operating", "monitoring", "testing",
}
_DATASET_NAME_HEADS = {"Dataset", "Corpus", "Benchmark"}  # capitalised after a name: part of it
# heads after which a capitalised word names the system ("the storage engine Kraken"), and "on top of"
_NAME_AFTER_HEADS = {"service", "engine", "system", "framework", "library", "compiler", "runtime", "scheduler",
                     "toolkit", "platform", "database", "simulator", "profiler", "orchestrator", "middleware", "of",
                     "tool", "aligner", "solver"}
# heads a capitalised word before them names ("the Lava framework"); not "system", "service", "platform", which
# follow the names of places, peoples and products as often ("the Android platform" is one, "the Chinese system" not);
# "library" only after a preposition ("the Jstore library" of a list of data sources is a digital library)
_LIBRARY_PREPS = {"from", "in", "using", "with", "of", "on", "into", "via", "atop"}
_NAME_BEFORE_HEADS = {"library", "framework", "compiler", "runtime", "toolkit", "simulator", "profiler", "engine",
                      "middleware", "orchestrator", "solver"}
# capitalised adjectives of languages, places and peoples
_ADJ_WORDS_CAPITALISED = {"english", "chinese", "european", "american", "japanese", "german", "french", "korean",
                          "indian", "african", "asian", "russian", "spanish", "arabic", "western", "eastern",
                          "bayesian", "gaussian", "markovian", "boolean", "euclidean", "newtonian", "lagrangian",
                          "hamiltonian", "riemannian", "hessian", "jacobian", "laplacian", "monte", "carlo"}
# a lower-case name with a digit in it, after such a head: "the CPU tool minimap2", "the aligner bowtie2" (or after
# a naming verb: "a package called hls4ml")
_LOWER_DIGIT_NAME = re.compile(r"[a-z]{2,}\d[a-z0-9]*")
# a lower-case name written as a file or module is ("llm.npu", "whisper.cpp"), taken where the paper says what it is:
# "we present llm.npu, an inference engine"
_LOWER_DOTTED_NAME = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+(?:/[a-z][a-z0-9_]*)?")  # ("ease.ml/ci")


def _title_hyphened(t: str) -> bool:
    """Capitalised words joined by hyphens: "Nemotron-Cascade", "Quantization-Aware"."""
    return "-" in t and all(map(is_capitalised, t.split("-")))


def occurrences(words, parts: list[str], key=_TEXT):
    """Every run of adjacent words in one sentence whose `key` (text or lower) reads `parts` in order."""
    n = len(parts)
    for i in compress(range(len(words)), map(parts[0].__eq__, map(key, words))):
        span = words[i:i + n]
        if len(span) == n and list(map(key, span)) == parts and \
                all(a.end == b.start and a.sent == b.sent for a, b in zip(span, span[1:])):
            yield span


def _bare_version(doc, words, j) -> int:
    """How many words after a name are its release, ending a list item: a bare number ("(ChatGPT 3.5, ChatGPT 4,
    Bard)"), a number and a tier ("Claude 4.1 Opus and ...") or a tier alone ("Qwen3 Max,"); 0 if none."""
    texts, spaces, _, _ = token_table(doc)
    if spaces[words[j - 1].end - 1] != " ":
        return 0
    n = 1 if _BARE_VERSION.match(words[j].text) else 0
    if j + n < len(words) and words[j + n].text in _MODEL_TIERS and words[j + n].sent == words[j].sent and \
            (n == 0 or spaces[words[j].end - 1] == " "):
        n += 1
    if n == 0:
        return 0
    end = words[j + n - 1].end
    nxt = texts[end] if end < len(texts) else "."
    return n if nxt in (",", ")", ";", ":", ".", "and", "or", "model", "models", "checkpoint", "backbone", "with", "on",
                        "in", "as", "for", "via", "using", "by", "than", "across", "while") else 0


# the tiers of a model's release
_MODEL_TIERS = {"Opus", "Sonnet", "Haiku", "Pro", "Flash", "Ultra", "Nano", "Mini", "Max", "Turbo", "Plus", "Lite"}


_NOUN_GERUND = re.compile(r"^[a-z]{2,}ing$")
GENERIC_METHOD_NOUNS = {"methods", "techniques", "approaches", "schemes", "strategies", "algorithms", "frameworks",
                        "tools", "systems", "mechanisms", "models"}
# words after an -ing word that make it a verb: "latency increasing with load", "accuracy dropping to 60%"
# what a hardware "unit" does: "Neural Processing Unit", "Vector Processing Unit", "Matrix Multiply Unit"
_UNIT_KINDS = {"processing", "compute", "computing", "arithmetic", "logic", "vector", "matrix", "tensor", "multiply",
               "execution", "functional", "floating-point", "memory", "storage", "multiply-accumulate", "mac",
               "acceleration", "inference", "graphics", "control", "load-store", "special-function", "sfu"}
_GERUND_OBJECT_WORDS = {"with", "to", "by", "from", "of", "below", "above", "at", "on", "in", "the", "a", "an", "over",
                        "under", "as", "beyond", "up", "down", "linearly", "sharply", "significantly"}
_NOT_GERUNDS = {"during", "using", "including", "according", "being", "regarding", "concerning", "following",
                "spring", "string", "thing", "nothing", "something", "bring", "king"}
# a hyphened word whose last part is a capitalised abstract noun: "IO-Awareness", "Hardware-Friendliness"
_ABSTRACT_NOUN = re.compile(r"-[A-Z][a-z]+(?:ness|ity|ism|ment)$")
_IO = re.compile(r"(?:^|[^A-Za-z])I/O(?:$|[^A-Za-z])")
_BARE_VERSION = re.compile(r"^\d(?:\.\d)?$")
_DOTTED_VERSION = re.compile(r"^\d\.\d$")  # (not a score: "ImageNet 76.1 top-1")


def _title_version(span, n: int) -> bool:
    """A version after the name, and an edition after the version: "LongVie 2: ...", "Seedance 1.5 pro: ..."."""
    if n == 0:
        return False
    if _VERSION_WORD.match(span[n].text):
        return span[n - 1].text[:1].isupper() and span[n - 1].lower not in _NUMBERED_WORDS
    return n > 1 and span[n].lower in _EDITIONS and bool(_VERSION_WORD.match(span[n - 1].text))


def _title_word_ok(w) -> bool:
    """A title word that can be part of a name: no quote or bracket in it ("(Ir)rationality", '"A')."""
    return not any(c in _QUOTES_BRACKETS for c in w.text)


def _foreign_title(words) -> bool:
    """Whether the title reads as another language than English ("A Nova Eletricidade: Aplicações, Riscos e ...")."""
    return _foreign_words([w.text for w in words if w.title])


def foreign_title(title: str) -> bool:
    """`_foreign_title` on a title string."""
    return _foreign_words(re.findall(r"\w+", title))


def _foreign_words(texts) -> bool:
    signals = sum(1 for t in texts if t.lower() in _FOREIGN_WORDS or not t.isascii())
    return signals >= 2


_STUDY_HEADS = {"study", "survey", "analysis", "characterization", "characterisation", "review", "perspective",
                "look", "comparison", "evaluation", "investigation", "examination", "exploration", "assessment"}


def _study_subtitle(words, k) -> bool:
    """"Parity Without Pretraining: A Study of Small Code Models": the words before a study's subtitle are a
    slogan, not the name of anything."""
    if k >= len(words) or not words[k].title or words[k].lower not in ("a", "an"):
        return False
    for w in words[k + 1:k + 4]:
        if not w.title:
            return False
        if w.lower in _STUDY_HEADS:
            return True
    return False


# the kinds of device a subtitle may name ("Darwin: A Genomics Co-processor Provides ...")
_SUBTITLE_DEVICES = {"accelerator", "chip", "processor", "architecture", "hardware", "device", "co-processor",
                     "coprocessor"}
_SUBTITLE_HEADS = _SUBTITLE_DEVICES | {"dataset", "benchmark", "corpus", "suite", "model", "llm", "transformer",
                                       "network", "system", "framework", "engine", "compiler", "library",
                                       "language", "runtime", "approach", "method", "algorithm", "tool"}


def _subtitle_type(words, k) -> str | None:
    """"SHARP: An ... Accelerator for ...": the subtitle's first head noun types the name (not when the
    subtitle opens with what a system does to models: "Tender: Accelerating Large Language Models via ..."
    is no model; "LightTopoGAT: Enhancing Graph Attention Networks ..." is one)."""
    if k < len(words) and words[k].lower in _SYSTEM_GERUNDS:
        return None
    last = prev = None
    while k < len(words) and words[k].title:
        low = words[k].lower
        if low in ("for", "of", "via", "with", "to", "in", "on", "and", "that", "using", "at", "by", "between",
                   "across", "from", "over", "under", "beyond", "into", "through", "without", "within", "among",
                   "against", "toward", "towards"):
            if low == "and" and last is not None and singular(last) not in _SUBTITLE_HEADS:
                k += 1  # two modifiers of one head: "SIGMA: A Sparse and Irregular GEMM Accelerator with ..."
                continue
            break  # (the head comes before the preposition: "Speculative Decoding Between Edge Devices ...")
        if last is not None and singular(last) in _SUBTITLE_DEVICES and low.endswith("s") and \
                low not in ("design", "designs") and singular(low) not in _SUBTITLE_HEADS:
            break  # a verb after the device: "Darwin: A Genomics Co-processor Provides up to 15,000X Acceleration"
        prev, last = last, low
        k += 1
    if last is None:
        return None
    last = singular(last)
    if last in ("design", "designs") and prev is not None and singular(prev) in _SUBTITLE_DEVICES:
        last, prev = singular(prev), None  # "Sieve: Scalable In-situ DRAM-based Accelerator Designs for ...": designs
        # of the device
    if last in _SUBTITLE_DEVICES and prev != "software":
        # (not "DeepX: A Software Accelerator for Low-Power Deep Learning Inference": a program)
        return "Hardware"
    if last in ("dataset", "benchmark", "corpus", "suite", "workload"):
        return "Dataset"  # (and "Fathom: Reference Workloads for Modern Deep Learning Methods")
    if last == "network" and prev in _NET_INFRA:
        return None  # "Jupiter Evolving: Transforming Google's Datacenter Network via ...": a computer network
    if last in ("model", "llm", "transformer", "network") and k < len(words):
        return "Model"
    return None


# what a title says of the name before its colon ("Jupiter Evolving: Transforming ...")
_TITLE_TAIL_PARTICIPLES = {"evolving", "evolved", "unleashed", "unbound", "unchained", "reborn", "rising", "strikes",
                           "returns"}
# an adverb between "we" and the verb that introduces a name ("we first propose X", "we then present Y")
_INTRO_ADVERBS = {"first", "further", "then", "thus", "therefore", "hence", "finally", "additionally", "subsequently",
                  "next", "now", "here", "instead", "hereby"}


@Language.factory("kg_names")
def make_names(nlp, name):
    return NameRules()


class NameRules:
    """Names no vocabulary knows, by shape and by the phrases that introduce them."""

    def __call__(self, doc):
        words = words_of(doc)
        tt_texts, tt_ws, tt_idx, tt_text = token_table(doc)  # (read once: the rules below slice them)
        cands = _cands(doc)
        introduced: set[str] = set()
        intro_types: dict[str, str] = {}
        nw = len(words)
        lows = list(map(_LOWER, words))  # (read once: the rules below each look for a few words among them)
        # 1. the title's "Name: subtitle"
        if words and words[0].title:
            k = 0
            while k < nw and words[k].title and k < 5:
                w = words[k]
                texts, idx = tt_texts, tt_idx
                if w.end < len(texts) and texts[w.end] == ":" and idx[w.end] < doc.user_data.get("abstract_start", 0):
                    span = words[0:k + 1]
                    if k == 1 and span[1].lower in _TITLE_TAIL_PARTICIPLES and (is_name_shape(span[0].text) or
                                                                                 span[0].text[1:].islower()):
                        span = span[:1]  # "Jupiter Evolving: Transforming Google's Datacenter Network ...": the name,
                        # then how it fares
                    if span[0].lower not in _TITLE_NOT_NAME and span[-1].lower not in TITLE_STUDY_LAST and \
                            not (k > 0 and len(span[0].text) > 5 and span[0].lower.endswith("ing")) and \
                            all(map(_title_word_ok, span)) and \
                            not any(t in (",", ";") for t in texts[span[0].end:span[-1].start]) and \
                            (k == 0 or not _foreign_title(words) and not _study_subtitle(words, k + 1)) and \
                            not (k > 0 and _ADJ_SUFFIX.search(span[0].text)) and \
                            not (k > 0 and any(x.lower in _SLOGAN_VERBS for x in span[1:])) and \
                            not (k > 0 and any(x.lower in _SLOGAN_PRONOUNS for x in span)) and \
                            not any(x.lower in ("on", "for") and (y.lower in _HW_VENDORS or y.lower in HW_HEADS_ALONE
                                                                  or y.lower.rstrip("s") in HW_HEADS_ALONE)
                                    for x, y in zip(span, span[1:])) and \
                            (k == 0 or (all(x.text[:1].isupper() or (0 < n < k and x.lower in _TITLE_LINKS)
                                            or _title_version(span, n) for n, x in enumerate(span)) and k < 4)):
                        # "Design in Tiles: ...": lower-case linking words inside a capitalised name (not a gerund's
                        # phrase: "Curating Clinical Dialogues: The MedDialog-R Corpus")
                        introduced.add(" ".join(x.text for x in span))
                        # (the words after the colon are the subtitle's, no noun after the name: "Glow: Graph
                        # Lowering ..." is no graph)
                        cands.append((span[0].start, span[-1].end, _subtitle_type(words, k + 1) or
                                      name_type(words[:k + 1], 0, k + 1, span[-1].text),
                                      " ".join(x.text for x in span), None, P_NAME + 1, "title"))
                    break
                k += 1
        # 2. introducers: "we present X", "called X"
        for i in compress(range(nw), map(_INTRO_ANY.__contains__, lows)):
            w = words[i]
            lw = w.lower
            if lw in _CALLED or (lw in _INTRO_VERBS and i > 0 and (
                    words[i - 1].lower in ("we", "paper", "work", "study", "also")
                    # "we first propose AttAcc, a processing-in-memory (PIM) architecture"
                    or (words[i - 1].lower in _INTRO_ADVERBS and i > 1 and words[i - 2].lower == "we")
                    # "S-LoRA proposes Unified Paging": a name proposing its part (third person only)
                    or (lw in NAMING_THIRD and is_name_shape(words[i - 1].text)
                        and words[i - 1].sent == w.sent))):
                j = i + 1
                # "we present our Machine Learning Emissions Calculator, a tool ...": past "our" or "the" only
                # where a description sets the name off (checked below)
                article = j + 1 < nw and words[j].lower in ("our", "the") and words[j].sent == w.sent and \
                    lw not in _CALLED and words[j + 1].text[:1].isupper()
                if article:
                    j += 1
                # skip "a new/novel ... called" descriptions: only take a name right here
                run = []
                dtext_ = tt_text
                while j < nw and words[j].sent == w.sent and len(run) < 7:
                    t = words[j].text
                    if run and not dtext_[run[-1].char + len(run[-1].text):words[j].char].isspace():
                        break  # a name does not run over brackets or commas: "Video Autoencoders (RVM)"
                    if run and t in ("and", "of", "for") and j + 1 < nw and words[j + 1].sent == w.sent and \
                            is_capitalised(words[j + 1].text) and not words[j + 1].first:
                        run.append(words[j])  # "Subject and Camera Motion Decoupled CFG, a novel guidance strategy"
                        j += 1
                        continue
                    if len(run) >= 5 and not any(x.text in ("and", "of", "for") for x in run):
                        break
                    if is_name_shape(t) or (is_capitalised(t) and t.lower() not in _NOT_NAMES) or \
                            _title_hyphened(t) or \
                            (not run and _LOWER_DOTTED_NAME.fullmatch(t) and appositive_type(doc, words, j + 1)) or \
                            (not run and lw in _CALLED and _LOWER_DIGIT_NAME.fullmatch(t)) or \
                            (run and t[:1].isupper() and t.lower() not in _NOT_NAMES) or \
                            (run and _title_version([*run, words[j]], len(run))):  # "Seedance 1.5 pro"
                        run.append(words[j])
                        j += 1
                    else:
                        break
                if len(run) == 1 and run[0].lower.endswith("ing") and run[0].text[1:].islower() and j < nw and \
                        words[j].sent == w.sent and words[j].text.islower() and \
                        dtext_[run[0].char + len(run[0].text):words[j].char] == " ":  # (not "Lightning, an ...")
                    # a name in sentence case that opens with a gerund: "We introduce Distilling step-by-step, a new
                    # mechanism that ..." (the words up to the description; a gerund alone names nothing)
                    k = j
                    while k < nw and k - j < 3 and words[k].sent == w.sent and words[k].text.islower() and \
                            words[k].lower not in _NP_STOP and \
                            dtext_[words[k - 1].char + len(words[k - 1].text):words[k].char] == " ":
                        k += 1
                    if k > j and appositive_type(doc, words, k):
                        run = [run[0], *words[j:k]]
                        j = k
                    else:
                        run = []
                if run and j < nw and words[j].sent == w.sent and words[j].text[:1].isupper() and \
                        not run[-1].text[:1].isdigit() and \
                        dtext_[run[-1].char + len(run[-1].text):words[j].char] == " ":
                    run = []  # a capitalised phrase going on in common words: "We present Holistic Evaluation of
                    # Language Models (HELM)" names no "Holistic" (the abbreviation pairs the whole)
                cut = next((n for n, x in enumerate(run) if x.text == "and"), None)
                second = []
                if cut is not None and not appositive_type(doc, words, j):
                    second = run[cut + 1:]
                    j -= len(run) - cut  # "we propose Unified Paging and Chunked Prefill": two names, unless a
                    run = run[:cut]  # description follows the whole ("Subject and Camera ... CFG, a novel ...")
                if second and run and not article and second[-1].text not in ("and", "of", "for") and \
                        not is_task(" ".join(x.lower for x in second)) and \
                        (len(second) > 1 or is_name_shape(second[0].text)):
                    # the second name: "We propose Dynamic Axial Parallelism and Duality Async Operations"
                    label2 = tt_text[second[0].char:second[-1].char + len(second[-1].text)]
                    introduced.add(label2)
                    a2 = j + 1  # (j is at the "and")
                    typ2 = intro_types[label2] = name_type(words, a2, a2 + len(second), second[-1].text)
                    cands.append((second[0].start, second[-1].end, typ2, label2, None, P_NAME + 1, "intro"))
                while run and run[-1].text in ("and", "of", "for"):
                    run.pop()
                    j -= 1
                if run and article and (len(run) < 2 or not appositive_type(doc, words, j)):
                    run = []  # ("we present the Transformer", "we present our Findings")
                if run and is_task(" ".join(x.lower for x in run)) and not appositive_type(doc, words, j):
                    run = []  # "two MoE workloads, namely Language Modeling and ...": tasks, no names (but "User
                    # Preference Question Answering (UPQA), a short-answer QA dataset" is the dataset it says)
                if run:
                    label = tt_text[run[0].char:run[-1].char + len(run[-1].text)]
                    introduced.add(label)
                    described = appositive_type(doc, words, j) or \
                        (described_type(words, i) if lw in _CALLED else None)
                    typ = described or name_type(words, i + 1, j, run[-1].text)
                    intro_types[label] = typ
                    # the paper's own description outranks a known name's type: "We present Gemini, a
                    # distributed training system" is no Gemini model (the resolver keeps the two apart)
                    cands.append((run[0].start, run[-1].end, typ, label, None,
                                  P_VOCAB + 1 if described else P_NAME + 1, "described" if described else "intro"))
        # 2b. a capitalised name set off after a description's head noun: "a lightweight training system, Tiny
        # Training Engine, which ..."
        ttexts_ = tt_texts
        for i in compress(range(nw - 2), map(_APPOSITION_HEADS.__contains__, lows)):
            j = i + 1
            if ttexts_[words[i].end] != "," or words[j].start != words[i].end + 1 or not words[j].text[:1].isupper():
                continue  # (cheap tests first: most such heads are no description of a name)
            typ = _APPOSITION_HEADS[words[i].lower]
            if typ == "Model" and words[i - 1].lower in _ANALYTIC_MODEL_KINDS and words[i].lower.startswith("model"):
                typ = "System"  # "an end-to-end carbon footprint projection model, LLMCarbon,": a model of a quantity
            dtext_ = tt_text
            run = []
            while j < nw and words[j].sent == words[i].sent and len(run) < 4:
                t = words[j].text
                if not (is_capitalised(t) or is_name_shape(t) or _title_hyphened(t)) or words[j].lower in _NOT_NAMES \
                        or run and dtext_[run[-1].char + len(run[-1].text):words[j].char] != " " \
                        or run and words[j].lower in HW_HEADS_ALONE:
                    break  # (a device's class ends no name: "over MNNFast accelerator, TITAN Xp GPU, Xeon CPU")
                run.append(words[j])
                j += 1
            if not run or j >= nw:
                continue
            after = dtext_[run[-1].char + len(run[-1].text):words[j].char].strip()
            if len(run) == 1 and not (is_name_shape(run[0].text) or _title_hyphened(run[0].text)) and not (
                    after == "," and words[j].lower in ("that", "which", "whose", "where")
                    and any(words[k].lower in ("a", "an") and words[k].sent == words[i].sent
                            for k in range(max(0, i - 3), i))) and not (
                    after == "," and j + 1 < nw and words[j].lower in ("is", "was") and
                    words[j + 1].lower in ("a", "an") and i >= 2 and words[i - 1].lower in _PART_RANKS and
                    words[i - 2].lower in ("our", "the", "its")) and not (
                    after == "," and any(words[k].lower in ("our", "its") and words[k].first and
                                         words[k].sent == words[i].sent for k in range(max(0, i - 4), i))):
                continue  # one word with a name's shape; or any one word set off as what a new thing is called:
                # "and a compiler, Weft, that searches ...", "Our first component, Athos, is an end-to-end compiler",
                # "Its parameter server framework, AgileML, efficiently adapts to ..."

            if after[:1] in (",", "(") and not any(x.first for x in run):
                label = " ".join(x.text for x in run)
                introduced.add(label)
                intro_types[label] = typ
                cands.append((run[0].start, run[-1].end, typ, label, None, P_NAME + 1, "described"))
        # 2b'. a name in brackets right after a new thing's description: "we propose a novel scheduler (Gandalf)
        # that ...", "the lightweight inference engine (TinyEngine)" (not a description's own short form: "a
        # dynamic scheduling algorithm (DSA)" is the abbreviations' to pair)
        opening = list(map("(".__eq__, ttexts_)) + [False]  # (the few words before a bracket: no loop over every word)
        for i in compress(range(nw - 1), map(opening.__getitem__, map(_END, words))):
            j = i + 1
            if words[j].start != words[i].end + 1 or \
                    not words[j].text[:1].isupper() or words[j].sent != words[i].sent or not words[i].text.islower():
                continue
            head = next((k for k in range(i, max(-1, i - 5), -1) if words[k].lower in _APPOSITION_HEADS and
                         words[k].sent == words[i].sent and (k == i or words[k + 1].lower in ("for", "of", "on", "in",
                                                                                             "with"))), None)
            if head is None or not any(words[k].lower in ("a", "an", "the", "our") and words[k].sent == words[i].sent
                                       for k in range(max(0, head - 5), head)):
                continue
            run = [words[j]]
            while j + 1 < nw and len(run) < 3 and words[j + 1].start == words[j].end and \
                    words[j + 1].text[:1].isupper():
                j += 1
                run.append(words[j])
            end_tok = run[-1].end
            if end_tok + 2 < len(ttexts_) and ttexts_[end_tok] == "," and ttexts_[end_tok + 2] == ")" and \
                    is_name_shape(ttexts_[end_tok + 1]):
                end_tok += 2  # (and its short form: "(Hierarchical NSW, HNSW)")
            if end_tok >= len(ttexts_) or ttexts_[end_tok] != ")" or any(x.lower in _NOT_NAMES for x in run):
                continue
            label = tt_text[run[0].char:run[-1].char + len(run[-1].text)]
            if label.isupper() and any(words[k].text[:1].upper() == label[0] for k in range(max(0, i - 4), i + 1)):
                continue  # (an acronym of the words before it)
            if not (is_name_shape(label) or _title_hyphened(label) or all(is_capitalised(x.text) for x in run)):
                continue
            if "+" in label and all(len(p) > 1 and is_name_shape(p) for p in label.split("+")):
                continue  # "the separate optimization approach (ProxylessNAS+AMC+HAQ)": names combined, each its own
            typ = _APPOSITION_HEADS[words[head].lower]
            introduced.add(label)
            intro_types[label] = typ
            cands.append((run[0].start, run[-1].end, typ, label, None, P_NAME + 1, "described"))
        # 2c. a capitalised word right after a system's head noun: "the coordination service Chubbify", "the storage
        # engine Kraken"; and what a system is built on: "on top of Kraken"
        for i in compress(range(nw - 1), map(_NAME_AFTER_HEADS.__contains__, lows)):
            nxt, sent = words[i + 1], words[i].sent
            lower_name = words[i].lower != "of" and _LOWER_DIGIT_NAME.fullmatch(nxt.text) is not None
            if nxt.sent != sent or nxt.start != words[i].end or not (is_capitalised(nxt.text) or lower_name) or \
                    nxt.first or \
                    nxt.title or nxt.lower in _NOT_NAMES or nxt.lower in _STOP_MODS or nxt.lower in _VERBS or \
                    singular(nxt.lower) in _ALL_HEADS or singular(nxt.lower) in _NAME_AFTER_HEADS or \
                    nxt.lower in _APPOSITION_HEADS:
                continue  # (not in the title's capitalised words: "An Adaptive and Efficient Runtime System")
            if words[i].lower == "of" and not (i >= 2 and words[i - 1].lower == "top" and words[i - 2].lower == "on"):
                continue
            if words[i].lower != "of" and not any(words[k].lower in ("the", "a", "an", "its", "our", "their")
                                                  for k in range(max(0, i - 4), i) if words[k].sent == sent):
                continue  # (a description first: "the ... service X")
            if i + 2 < nw and words[i + 2].sent == sent and words[i + 2].start == nxt.end and \
                    words[i + 2].text[:1].isupper():
                continue  # several capitalised words: not this rule's
            introduced.add(nxt.text)
            cands.append((nxt.start, nxt.end, "System", nxt.text, None, P_NAME + 1, "described"))
        # 2d. a capitalised word between an article and a system's head noun: "using the Lava framework", "in the
        # Kraken engine" (one word, itself no head, verb or common word written capitalised)
        for i in compress(range(nw), map(_NAME_BEFORE_HEADS.__contains__, lows)):
            if i < 2:
                continue
            name, sent = words[i - 1], words[i].sent
            if words[i].lower == "library" and not (i >= 3 and words[i - 3].sent == sent and
                                                     words[i - 3].lower in _LIBRARY_PREPS):
                continue  # "from the Crystal library" (not a list's "and the Jstore library", a digital library)
            if name.sent != sent or words[i - 2].sent != sent or words[i - 2].lower not in ("the", "a", "an") or \
                    not is_capitalised(name.text) or name.first or name.title or name.lower in _NOT_NAMES or \
                    name.lower in _STOP_MODS or name.lower in _VERBS or _maybe_head(name.lower) or \
                    name.lower in _APPOSITION_HEADS or name.lower in _ADJ_WORDS_CAPITALISED:
                continue
            introduced.add(name.text)
            cands.append((name.start, name.end, "System", name.text, None, P_NAME + 1, "described"))
        # 2e. capitalised words between an article and "supercomputer" or "HPC system": "on 2,048 nodes of the Piz
        # Daint supercomputer", "on the Lassen HPC system" name a machine (one or two words, none of them a head,
        # verb or common word)
        if "supercomputer" in tt_text or "HPC" in tt_text:
            for i in range(2, nw):
                if words[i].lower in ("supercomputer", "supercomputers"):
                    e = i
                elif words[i].lower in ("system", "systems", "cluster", "clusters") and words[i - 1].text == "HPC":
                    e = i - 1
                else:
                    continue
                sent, k, i = words[i].sent, e, e
                while k > 0 and i - k < 2 and words[k - 1].sent == sent and (
                        is_capitalised(words[k - 1].text) or is_name_shape(words[k - 1].text)) and \
                        not words[k - 1].first and not words[k - 1].title and words[k - 1].lower not in _NOT_NAMES \
                        and words[k - 1].lower not in _STOP_MODS and words[k - 1].lower not in _VERBS and \
                        not (_maybe_head(words[k - 1].lower) and not is_name_shape(words[k - 1].text)):
                    k -= 1
                if k == i or k < 1 or words[k - 1].sent != sent or words[k - 1].lower != "the":
                    continue  # (not "a Cray supercomputer": a kind, by its maker)
                label = " ".join(w.text for w in words[k:i])
                cands.append((words[k].start, words[i - 1].end, "Hardware", label, None, P_NAME + 1, "described"))
        dtext = tt_text
        # 2f. a plain capitalised word, inside a sentence, as the subject of a measured gain: "shows that Decima
        # improves the average job completion time over hand-tuned heuristics by at least 21%" (no introducer
        # named it; a word the text also writes in lower case is a common word)
        for i in compress(range(2, nw), map(_GAIN_VERBS.__contains__, lows[2:])):
            name, sent = words[i - 1], words[i].sent
            if name.sent != sent or name.first or name.title or words[i - 2].lower not in _GAIN_SUBJECT_AFTER or \
                    not is_capitalised(name.text) or name.text in introduced or name.lower in _NOT_NAMES or \
                    name.lower in _STOP_MODS or name.lower in _VERBS or _maybe_head(name.lower) or \
                    name.lower in _ADJ_WORDS_CAPITALISED or name.text in _ORG_WORDS:
                continue
            k = i + 1
            while k < nw and words[k].sent == sent and not (words[k].lower in _GAIN_MEASURED or
                                                             words[k].text[:1].isdigit()):
                k += 1
            if k == nw or words[k].sent != sent or \
                    re.search(rf"(?<![\w-]){re.escape(name.lower)}(?![\w-])", dtext):
                continue
            introduced.add(name.text)
            cands.append((name.start, name.end, "System", name.text, None, P_NAME + 1, "described"))
        # 3. name shapes anywhere (not in the title's running title-case text unless name-shaped)
        urls = [(m.start(), m.end()) for m in _URL_RE.finditer(dtext)] if "//" in dtext or "www." in dtext else []
        # words without a capital are neither name shapes nor capitalised words: not visited
        for i in compress(range(nw), map(not_, map(str.islower, map(_TEXT, words)))):
            w = words[i]
            t = w.text
            if urls and any(a <= w.char < b for a, b in urls):
                continue
            m = _ADJ_SUFFIX.search(t)
            if m and is_name_shape(t[:m.start()]) and not re.search(r"-[a-z]{4,}$", t[:m.start()]):
                # (not a compound ending in a common word: "GNN-computation-aware partition")
                # "LLM-based", "ChatGPT-like": the name before the suffix
                pre = t[:m.start()]
                ttexts, tidx = tt_texts, tt_idx
                ntok = next((k for k in range(w.start, w.end) if tidx[k] + len(ttexts[k]) - w.char == len(pre)), None)
                if ntok is not None:
                    base = singular(pre) if pre.endswith("s") and pre[:-1].isupper() else pre
                    if base.lower() not in _ACRONYM_NOT_SYSTEM and base.lower() not in _NOT_NAMES and \
                            base.lower() not in _HW_VENDORS:  # (a maker's: "an ARM-based embedded processing core")
                        cands.append((w.start, ntok + 1, name_type(words, i, i + 1, base), base, None, P_NAME, "shape"))
                continue
            plus_word = "-plus-" in t
            if (plus_word or "/" in t or "+" in t and all(len(p) > 1 for p in t.split("+"))) and is_name_shape(t) and \
                    not _PATCH_SIZE.search(t):
                # "GPT-2/ViT", "CPU+GPU", "a JanusGraph-plus-PyG pipeline": two names ("RecNMP+", "IVFOADC+G+P": one);
                # "TFlops/GPU", "GFLOPS/Watt": units (but "DiT-XL/2", "ViT-L/14": a model's size and patch size)
                parts = t.split("-plus-") if plus_word else _NAME_SEP.split(t)
                if any(p.lower() in _UNIT_WORDS for p in parts) or _IO.search(t):
                    continue  # (and "CPU-GPU-I/O pipelining": I/O is no name)
                if parts[0] in _UNITS_AFTER_NUMBER and i > 0 and _NUMERIC.match(words[i - 1].text):
                    continue  # "2.5 pJ/bit": a unit per thing
                ttexts, tidx = tt_texts, tt_idx
                pos = w.char
                for part in parts:
                    ps = next((k for k in range(w.start, w.end) if tidx[k] == pos), None)
                    pe = next((k + 1 for k in range(w.start, w.end) if tidx[k] + len(ttexts[k]) == pos + len(part)), None)
                    if ps is not None and pe is not None and is_name_shape(part) and \
                            part.lower() not in _ACRONYM_NOT_SYSTEM and part.lower() not in _NOT_NAMES:
                        cands.append((ps, pe, name_type(words, i, i + 1, part), part, None, P_NAME, "shape"))
                    pos += len(part) + (6 if plus_word else 1)
                continue
            if is_name_shape(t):
                base = singular(t) if t.endswith("s") and t[:-1].isupper() else t
                if "-" in t and (_ABSTRACT_NOUN.search(t) or t.partition("-")[0].lower() in _NOT_NAMES
                                 and t.partition("-")[2].islower()) and t not in introduced:
                    continue  # "Exact Attention with IO-Awareness": a property; "ML-system performance": a field's
                if base.lower() in _ACRONYM_NOT_SYSTEM or base.lower() in _NOT_NAMES or _PERCENTILE.match(base) or \
                        base.lower() in _SHORT_KINDS:
                    continue  # (a percentile, "P99 latency", is no P100-like device)
                if _QUANT_SETTING.match(t) or "-and-" in t and not t.istitle():
                    continue  # bit widths of weights and activations: "W4A8", "INT4-weight-and-INT8-activation"
                if is_physical_unit(words, i):
                    continue  # "13 TeV", "5 GHz", "10 mW": a unit, not a name
                if len(base) == 2 and base.isupper() and base.isalpha() and base not in introduced and \
                        not _defined_short(dtext, base):
                    continue  # "95% CI", "CI pipeline": two capitals with no long form are no name by shape
                if i + 1 < nw and (words[i + 1].lower in _ORG_NEXT or words[i + 1].text == "Technologies"):
                    continue  # "IIDAI Institute", "FAIR Lab", "GreenWaves Technologies" (a maker's)
                j = i + 1
                label = base
                sized = False
                # model size / version suffixes written as the next word: "GPT-3 1.3B", "Llama 2", "v2"
                longer = [x for x in introduced if x.startswith(base + " ")] if introduced else None
                named = next((x for x in longer if " ".join(v.text for v in words[i:i + x.count(" ") + 1]) == x),
                             None) if longer else None
                if named:  # "LongVie 2" as the title or an introducer named it
                    label = named
                    j = i + named.count(" ") + 1
                elif j < nw and words[j].sent == w.sent and words[j].start == w.end and (
                        _SIZE.match(words[j].text) or _VERSION.match(words[j].text) and
                        not _HW_SHAPE.match(words[j].text)):  # (not over a comma, nor a device: "A100, V100")
                    label = f"{base} {words[j].text}"
                    j += 1
                elif j < nw and words[j].sent == w.sent and (rel := _bare_version(doc, words, j)) and \
                        any(c[0] == w.start and c[1] == w.end and c[2] == "Model" and c[4] is not None for c in cands):
                    # a known model's release: "ChatGPT 3.5", "Gemini 1.5", "Claude 4.1 Opus", "Qwen3 Max"
                    label = " ".join([base, *(x.text for x in words[j:j + rel])])
                    j += rel
                    sized = True
                elif j < nw and words[j].sent == w.sent and words[j].text[:1].isdigit() and \
                        _bare_version(doc, words, j) == 1 and words[j].end < len(tt_texts) and \
                        tt_texts[words[j].end] in (",", "and", "or", ")") and \
                        not any(c[0] == w.start and c[1] == w.end and c[4] is not None and c[2] != "System"
                                for c in cands):
                    label = f"{base} {words[j].text}"  # a system's version in a list: "Compared with Neo4j 5 and
                    j += 1  # Memgraph", "(Spark 3.3, Flink 1.17)"
                elif j < nw and words[j].sent == w.sent and _DOTTED_VERSION.match(words[j].text) and \
                        tt_ws[w.end - 1] == " " and (
                            words[j].end >= len(doc) or tt_texts[words[j].end].lower() not in (
                                "times", "x", "\u00d7", "%", "fold", "points", "pp", "-", "percent")) and \
                        any(c[0] == w.start and c[1] == w.end and c[2] == "Dataset" and c[4] is not None for c in cands):
                    label = f"{base} {words[j].text}"  # a known benchmark's dotted edition: "the MLPerf 1.1 training
                    j += 1  # speed record"
                elif j < nw and words[j].sent == w.sent and _DATASET_SHAPE.search(base) and \
                        words[j].text[:1].isdigit() and _bare_version(doc, words, j) == 1:
                    label = f"{base} {words[j].text}"  # a benchmark's edition: "WeatherBench 2", "LongBench 2"
                    j += 1
                elif j + 1 < nw and words[j].text == "MoE" and words[j + 1].lower in ("model", "models") and \
                        words[j + 1].sent == w.sent:
                    label = f"{base} MoE"  # "GPT-3 MoE model": the mixture-of-experts variant of a model
                    j += 1
                    sized = True  # a model name, before the vocabulary's "MoE model"
                else:
                    # "GPT-3 model (125M)": the size in brackets belongs to the name
                    ttexts = tt_texts
                    q = j + 1 if j < nw and words[j].lower == "model" else j
                    if q < nw and words[q].sent == w.sent and _SIZE.match(words[q].text) and \
                            ttexts[words[q].start - 1] == "(" and words[q].end < len(ttexts) and \
                            ttexts[words[q].end] == ")":
                        label = f"{base} {words[q].text}"
                        sized = True
                typ = intro_types.get(label) or list_type(words, i) or name_type(words, i, j, label)
                if typ in ("System", "Model"):  # "SIGMA-MOE, a 200B MoE model, ...": the description's head types
                    app = appositive_type(doc, words, j)  # the name (also one its size suffix made a model:
                    if app is None:  # "MedServe-1K, a dataset of 1,000 queries"); or a list's last name's: "as
                        app = _listed_appositive(doc, words, j)  # compared to ISAAC and PipeLayer, the ..."
                    if app in ("Model", "Dataset", "Hardware"):
                        typ = app
                    elif (pre := introduced_type(doc, words, i)) is not None:
                        typ = pre
                start = w.start
                if i > 0 and words[i - 1].end == w.start - 0 and _LAYER_PREFIX.match(words[i - 1].text) and \
                        words[i - 1].sent == w.sent:
                    start = words[i - 1].start  # "6-layer TinyBERT"
                    label = f"{words[i - 1].text} {label}"
                    typ = "Model"
                cands.append((start, words[j - 1].end, "Model" if sized else typ, label, None,
                              P_VOCAB + 1 if sized else P_NAME, "shape"))
            elif is_capitalised(t) and i + 1 < nw and words[i + 1].sent == w.sent and _SIZE.match(words[i + 1].text) \
                    and not words[i + 1].text.endswith(("K", "k")) \
                    and t.lower() not in _NOT_NAMES and t.lower() not in _VERBS and \
                    t.lower() not in _NP_STOP and t.lower() not in _BEFORE_AMOUNTS and \
                    not (len(t) > 5 and t.endswith("ing")):
                # "Falcon 180B", "Mistral 7B": a capitalised name with a parameter count is a model (not a title's
                # verb: "Running 7B Language Models on Phones", "Serve 70B Models")
                label = f"{t} {words[i + 1].text}"
                cands.append((w.start, words[i + 1].end, "Model", label, None, P_NAME, "shape"))
            elif is_capitalised(t) and i + 1 < nw and words[i + 1].sent == w.sent and \
                    (words[i + 1].text[:1].isdigit() or words[i + 1].text in _MODEL_TIERS) and \
                    (rel := _bare_version(doc, words, i + 1)) and \
                    (known := next((c for c in cands if c[0] <= w.start and c[1] == w.end and c[2] == "Model" and
                                    c[4] is not None and c[0] >= words[max(0, i - 2)].start), None)):
                # a known model's release, the name plain words: "Claude 4.1 Opus", "Gemini 2.5 Flash,", "a frozen
                # Stable Diffusion 2.1 model"
                start = next(k for k in range(max(0, i - 2), i + 1) if words[k].start == known[0])
                label = " ".join(x.text for x in words[start:i + 1 + rel])
                cands.append((known[0], words[i + rel].end, "Model", label, None, P_VOCAB + 1, "shape"))
            elif is_capitalised(t) and i + 1 < nw and words[i + 1].sent == w.sent and \
                    _VERSION.match(words[i + 1].text) and t.lower() not in _NOT_NAMES and \
                    words[i + 1].start == w.end:  # (not past a bracket: "Summit (V100)" is a machine and its GPU)
                # "Point Transformer V3", "Transformer v2": a version suffix names one release of a name,
                # with the capitalised words written before it
                k = i
                while k > 0 and i - k < 2 and words[k - 1].sent == w.sent and words[k - 1].end == words[k].start \
                        and (is_capitalised(words[k - 1].text) or is_name_shape(words[k - 1].text)) \
                        and not words[k - 1].first and words[k - 1].lower not in _NOT_NAMES:
                    # (a name-shaped word too: "MLPerf Inference v3.1")
                    k -= 1
                label = " ".join(x.text for x in words[k:i + 2])
                typ = "Model" if singular(w.lower) in MODEL_HEADS_MOD else None  # "... Transformer V3"
                cands.append((words[k].start, words[i + 1].end,
                              typ or intro_types.get(label) or name_type(words, k, i + 2, label),
                              label, None, P_VOCAB + 1, "shape"))
            elif is_capitalised(t) and not w.first and not w.title and t.lower() not in _NOT_NAMES:
                # a capitalised word inside a sentence that a name introducer or the title named
                if t in _DATASET_NAME_HEADS:  # "the novel Cipher Dataset", "the Massive Text Corpus"
                    k = i
                    while k > 0 and i - k < 4 and words[k - 1].sent == w.sent and \
                            (is_capitalised(words[k - 1].text) or is_name_shape(words[k - 1].text)) and \
                            (words[k - 1].lower not in _STOP_MODS or words[k - 1].text[:1].isupper() and
                             words[k - 1].lower not in ("novel", "new", "proposed", "first")) and \
                            words[k - 1].lower not in _NOT_NAMES and not words[k - 1].title:
                        # (a capitalised word is the name's, even one that is mostly an adjective: "the Long
                        # Range Graph Benchmark", "the Large Movie Review Dataset")
                        k -= 1
                    if k < i:
                        label = " ".join(x.text for x in words[k:i + 1])
                        cands.append((words[k].start, w.end, "Dataset", label, None, P_NAME, "shape"))
                        continue
                if t in introduced:
                    cands.append((w.start, w.end, intro_types.get(t) or name_type(words, i, i + 1, t), t, None, P_NAME,
                                  "intro-again"))
        # a plain capitalised word set off by a description of what it is: "We integrate Bao, a bandit-based
        # optimizer that ..." (a word no shape makes a name)
        appos = _APPOSED.finditer(dtext) if ", a" in dtext else ()
        chars = None
        for m in appos:  # (a regex finds the few places: a loop over every word cost 2.6% of the extraction)
            if chars is None:
                chars = list(map(_CHAR, words))
                ttexts_a = tt_texts
            i = bisect.bisect_left(chars, m.start())
            if i >= len(words) - 2 or chars[i] != m.start():
                continue
            w = words[i]
            if w.first or w.title or not is_capitalised(w.text) or not w.text.isalpha() or \
                    w.lower in _NOT_NAMES or w.lower in _TITLE_NOT_NAME or w.text in introduced or \
                    w.end + 1 >= len(ttexts_a) or ttexts_a[w.end] != "," or \
                    words[i + 1].lower not in ("a", "an") or words[i + 1].start != w.end + 1 or \
                    (i > 0 and words[i - 1].sent == w.sent and is_capitalised(words[i - 1].text)):
                continue
            typ = appositive_type(doc, words, i + 1)
            if typ in ("System", "Dataset", "Model"):
                cands.append((w.start, w.end, typ, w.text, None, P_NAME, "shape"))
                # and its other mentions, one opening a sentence too: "We realize WTA in Tally, a scheduler layer
                # for SGLang. Tally keeps ..."
                cands.extend((x.start, x.end, typ, w.text, None, P_NAME, "intro-again") for x in words
                             if x.text == w.text and x is not w and not x.title)
        if " is a" in dtext or ", a" in dtext:
            cands.extend(_defined_openers(doc, words, introduced, intro_types))
        cands.extend(_named_after_kind(words))
        # a method named after the people who found it: "the Kuhn-Munkres algorithm", "Reed-Solomon codes"
        for h in _NAMED_AFTER_PEOPLE.finditer(dtext) if "-" in dtext else ():
            m = _FIRST_PERSON_NAME.search(dtext, max(0, h.start() - 40), h.start())
            if m is None:
                continue
            if chars is None:
                chars = list(map(_CHAR, words))
            i = bisect.bisect_left(chars, m.start())
            if i < len(words) and chars[i] == m.start() and not words[i].first and not words[i].title:
                cands.append((words[i].start, words[i].end, "System", words[i].text, None, P_NAME, "shape"))
        # plain capitalised words between a chip maker and a device's class name the device: "an Intel Haswell
        # CPU", "NVIDIA Kepler GPUs" (neither the maker nor the class is part of the name)
        for i in compress(range(nw - 2), map(_HW_VENDORS.__contains__, lows)):
            j = i + 1
            while j < nw and j - i <= 2 and words[j].sent == words[i].sent and (
                    words[j].text.isalpha() and is_capitalised(words[j].text) or
                    _PART_CODE.fullmatch(words[j].text)) and words[j].lower not in _NOT_NAMES and \
                    singular(words[j].text).lower() not in _VENDOR_DEVICE_CLASSES:
                # (and a part number: "a Samsung PM9A3 SSD")
                j += 1
            if i + 1 < j < nw and singular(words[j].text).lower() in _VENDOR_DEVICE_CLASSES:
                label = " ".join(x.text for x in words[i + 1:j])
                cands.append((words[i + 1].start, words[j - 1].end, "Hardware", label, None, P_NAME, "shape"))
        # a list after a plural head and a colon: "on three datasets: Amazon-Book, Yelp2018 and Gowalla"
        if ":" in dtext:
            cands.extend(_colon_list(doc, words))
        if " such as " in dtext or " including " in dtext or " like " in dtext:
            cands.extend(_kind_examples(doc, words))
        if "\\textsc{" in dtext or "\\texttt{" in dtext:
            cands.extend(_typeset_names(doc, words))
        # module paths of ML frameworks are lower case, which the loop above does not visit
        if _may_hold_module_path(dtext):
            for i, w in enumerate(words):
                if w.text.islower() and _MODULE_PATH.match(w.text):
                    cands.append((w.start, w.end, list_type(words, i) or "System", w.text, None, P_NAME, "shape"))
        # sentence-initial or title occurrences of introduced single words
        if introduced:
            for i in compress(range(len(words)), map(introduced.__contains__, map(_TEXT, words))):
                w = words[i]  # (only the words an introducer named: C-level maps, no loop over every word)
                if w.first or w.title or is_capitalised(w.text):  # (mid-sentence: ", Orrery lowers")
                    cands.append((w.start, w.end, intro_types.get(w.text) or name_type(words, i, i + 1, w.text), w.text,
                                  None, P_NAME, "intro-again"))
            # every occurrence of an introduced name of several words: "Unified Paging uses ..."
            for label in (x for x in introduced if " " in x):
                for span in occurrences(words, label.split(" "), _TEXT):
                    cands.append((span[0].start, span[-1].end, intro_types.get(label) or "System", label, None,
                                  P_NAME + 1, "intro-again"))
        # a name typed by its shape alone, listed with a known dataset, is a dataset too: "On WebShop and HotpotQA"
        data_at = {c[0]: c for c in cands if c[6] == "vocab" and c[2] == "Dataset"}
        if data_at:
            ttexts_d = tt_texts
            data_end = {c[1] for c in data_at.values()}
            data_start = {c[1]: c[0] for c in data_at.values()}
            n_d = len(ttexts_d)
            for n, c in enumerate(cands):
                if c[6] == "shape" and c[2] == "System" and c[4] is None and (
                        c[1] + 1 in data_at and ttexts_d[c[1]] in ("and", "or", ",")
                        or c[0] - 1 in data_end and c[0] >= 1 and ttexts_d[c[0] - 1] in ("and", "or") or
                        c[0] - 1 in data_end and c[0] >= 1 and ttexts_d[c[0] - 1] == "," and (
                            c[1] < n_d and ttexts_d[c[1]] in ("and", "or", ",") or
                            data_start[c[0] - 1] >= 1 and ttexts_d[data_start[c[0] - 1] - 1] == ",")):
                    # (after a comma, only inside a list: not "On Pascal VOC, Edge-YOLO-S attains ...")
                    cands[n] = (c[0], c[1], "Dataset", *c[3:])
        # a code shaped like a device's ("A11", "CD19") is hardware only in a text that names some: a list of
        # JEL codes or of gene markers is none
        if any(c[2] == "Hardware" and c[6] != "vocab" and _HW_SHAPE.match(c[3]) for c in cands) and \
                not any(c[2] == "Hardware" and c[6] == "vocab" for c in cands) and not _HW_CUE.search(dtext):
            cands[:] = [c for c in cands if not (c[2] == "Hardware" and c[6] != "vocab" and _HW_SHAPE.match(c[3])
                                                 and not _MCU_SHAPE.match(c[3]))]
        doc.user_data["kg_introduced"] = sorted(introduced)
        return doc


# ---- head words of open classes

TECH_HEADS_ALONE = {
    "quantization", "pruning", "distillation", "offloading", "sparsification", "checkpointing", "sharding",
    "fine-tuning", "finetuning", "pre-training", "pretraining", "pipelining", "compression",
    "rematerialization", "recomputation", "batching", "tiling", "vectorization", "autoscaling", "quantisation",
    "encryption",
}
TECH_HEADS_MOD = {
    "freezing", "skipping", "exiting",  # ("progressive layer freezing", "layer skipping", "early exiting")
    "softmax",  # ("asynchronous softmax", "online softmax", "full softmax")
    "parallelism", "scheduling", "quantization", "compression", "pruning", "distillation", "caching",
    "offloading", "sparsity", "sparsification", "partitioning", "batching", "checkpointing", "learning",
    "training", "inference", "optimization", "fine-tuning", "finetuning", "tuning", "pre-training",
    "pretraining", "search", "attention", "dropping", "merging", "eviction", "sharding", "replay", "migration",
    "profiling", "management", "sampling", "routing", "regularization", "approximation", "decoding",
    "computing", "co-design", "codesign", "augmentation", "alignment", "engineering", "embedding",
    "traversal", "dispatching", "communication", "fusion", "recomputation", "rematerialization", "precision",
    "parallelization", "vectorization", "tiling", "blending", "aggregation", "scaling", "graph", "cache",
    "allocation", "placement", "prefetching", "swapping", "paging", "speculation", "serving", "encoding",
    "initialization", "normalization", "dropout", "descent", "averaging", "instance",
    "instances", "decomposition", "factorization", "hashing", "indexing", "retrieval", "synchronization",
    "pipelining", "overlapping", "streaming", "multiplexing", "warmup", "sparsification",
    "accumulation", "balancing", "adaptation", "compilation", "autotuning", "randomization", "labeling", "labelling",
    "replication", "colocation", "co-location", "disaggregation", "orchestration", "autoscaling",
    "consolidation", "deduplication", "interleaving", "chunking", "rematerialisation", "quantisation",
    "parallelisation", "optimisation", "projection", "propagation", "retraining", "planning", "infilling",
    "reuse", "selection", "modulation", "mixing", "prefill", "schedule",
    "ordering",  # ("frontier-aware join ordering", "operator ordering")
    "format", "layout", "protocol",  # ("checkpoint storage format", "bank-aware KV layout", "write-back protocol")
    "encryption", "clipping",  # ("homomorphic encryption", "ghost clipping"; not "coding": "thirteen coding")
    "interpolation",  # ("bilinear interpolation")
    "splitting",  # ("phase splitting", "batch-splitting pipelining")
    "loading",  # ("multi-tier checkpoint loading", "lazy loading")
    "recovery",  # ("failure recovery", "stateful inference recovery")
    "coding",  # ("Huffman coding", "erasure coding"; only after a kind of code: not "thirteen coding")
    "optimizers",  # ("paged optimizers"; the plural only: "the Adam optimizer" is Adam)
    "clustering", "prompting", "virtualization", "tokenization", "watermarking", "re-ranking",
    "reranking",  # ("hierarchical balanced clustering", "few-shot prompting", "GPU virtualization")
    "reordering", "rewriting", "substitution", "unrolling", "coalescing", "bucketing", "stealing",
    "convolution", "convolutions", "shuffle",  # ("depthwise convolution", "pointwise group convolution",
    # "channel shuffle")
    "calibration", "correction", "denoising",  # ("timestep-aware calibration", "off-policy correction", "iterative
    # denoising")
    "oversubscription", "over-subscription", "overprovisioning", "over-provisioning",  # ("power oversubscription")
    "preprocessing", "pre-processing",  # ("coordinated pre-processing", "disaggregated data preprocessing")
    "packing", "multiplication", "modeling", "modelling", "hiding", "separation", "switching",  # ("compute-aware weight reordering", "graph
    # substitution", "work stealing", "sequence packing", "Int8 matrix multiplication", "learning-based cost
    # modeling", "memory latency hiding")
}
METRIC_HEADS_ALONE = {"latency", "throughput", "speedup", "accuracy", "perplexity", "cost", "costs", "goodput",
                      "liveput", "bandwidth", "slowdown", "makespan", "downtime"}
METRIC_HEADS_MOD = {
    "delay", "delays",  # ("network delay", "context-loading delay", "end-to-end delay")
    "latency", "throughput", "speedup", "accuracy", "perplexity", "cost", "time", "overhead", "utilization",
    "ratio", "footprint", "consumption", "efficiency", "speed", "size", "volume", "bandwidth", "capacity",
    "rate", "score", "quality", "expense", "dissipation", "savings", "rounds", "length", "variance",
    "usage", "power", "energy", "goodput", "recall", "precision", "cost-effectiveness", "error",
    "scalability", "occupancy", "traffic", "attainment", "slowdown", "makespan", "price", "downtime", "count",
    "compute", "fidelity", "coverage", "emissions", "footprints",
    "density",  # ("computational density", "compute density": _DENSITY_KINDS only)
    "misses",  # ("last-level cache misses")
    "access", "accesses",  # ("reduces DRAM access by 10.0x")
    "frequency", "frequencies",  # ("tunes checkpointing frequency at runtime", "communication frequency")
    "requirement", "requirements",  # (only where a result changes it: HeadRules)
    "effort",  # ("significantly less human effort", "engineering effort": _EFFORT_KINDS only)
}
MODEL_HEADS_MOD = {"model", "network", "transformer", "llm", "autoencoder", "emulator", "encoder", "decoder"}
HW_HEADS_ALONE = {"gpu", "cpu", "tpu", "npu", "fpga", "asic", "accelerator", "ssd", "nvme", "dram", "hbm"}
# what a processor that is software processes: "stream processors such as Apache Flink", "a query processor"
# (not "signal", "image", "packet": DSPs, ISPs and network processors are chips)
_SOFTWARE_PROCESSORS = {"stream", "query", "event", "transaction", "language", "text", "log", "batch", "request",
                        "document", "message", "workflow"}
HW_HEADS_MOD = {"device", "processor", "accelerator", "server", "core", "memory", "gpu", "cpu", "npu", "soc", "storage",
                "chip", "hierarchy", "supercomputer", "interconnect"}
HW_MEMORY_MODS = {"heterogeneous", "fast", "slow", "persistent", "non-volatile", "nonvolatile", "high-bandwidth",
                  "main", "on-chip", "off-chip", "disaggregated", "tiered", "cxl", "flash", "optane"}

# heads that name a practice of any domain, and the words that make one outside ML ("project management")
_FIELD_HEADS = {"management", "engineering", "planning", "communication", "learning", "speculation", "selection",
                "modeling", "modelling", "recovery"}  # ("language modeling", a task; "climate modeling", a science;
# "post-war economic recovery")
_FIELD_MODS = {"chemical", "civil", "mechanical", "electrical", "software", "process", "risk", "project", "asset",
               "strategic", "business", "behavior", "behaviour", "financial", "human", "scientific", "language",
               "personalized", "personalised", "conscious", "self-regulated", "subject-specific", "treatment",
               "orthodontic", "secular", "spiritual", "religious", "geopolitical", "supply", "disaster",
               "crisis", "customer", "talent", "public", "classroom", "student", "teacher", "sexual", "social",
               "emotional", "organizational", "organisational", "political", "legal", "clinical", "patient",
               "climate", "weather", "earth", "ocean", "protein", "disease", "epidemic", "economic", "post-war",
               "postwar", "ecological", "market"}
# how fast a network is: a computer network's ("connected by a slow heterogeneous network")
_NET_SPEEDS = {"slow", "slower", "fast", "faster", "high-speed", "low-speed", "high-bandwidth", "low-bandwidth",
               "unreliable", "congested", "lossy", "shared"}
# words that make "network" a computer network, not a neural one
_NET_INFRA = {"center", "centre", "datacenter", "datacentre", "data-center", "wireless", "ethernet", "cellular", "5g",
              "4g", "lte", "wifi", "wi-fi", "wide-area", "local-area", "backbone", "optical", "interconnection",
              "infiniband", "datacenter-scale", "home", "campus", "satellite", "vehicular", "telecommunication",
              "packet-level", "flow-level", "packet", "fat-tree", "leaf-spine", "rail-optimized", "multi-rail",
              "scale-out", "scale-up", "rdma", "roce", "torus", "dragonfly",  # ("a dedicated scale-out network")
              "federated",  # ("heterogeneity in federated networks": the clients' network)
              # its design or use: "the state-of-the-art electrical networks", "a dedicated network infrastructure",
              # "an any-to-any full-bisection network", "Meta's backend networks", "Datacenter Network" in a title
              "electrical", "electronic", "photonic", "dedicated", "full-bisection", "bisection", "any-to-any",
              "rail-only", "packet-switched", "circuit-switched", "switched", "lossless", "spine-leaf", "multi-tier",
              "two-tier", "three-tier", "low-diameter", "direct-connect", "backend", "back-end", "frontend",
              "computer", "communication", "cluster"}
_STOP_MODS = {"once", "whenever", "unless", 
    "below", "above", "beneath",  # prepositions: "22% below provisioned power" measures no "below provisioned power"
    "otherwise",  # ("the otherwise black-box denoising process")
    "facto", "ever", "rich", "predictable", "guaranteed", "rest", "real-world",  # ("the de facto parameter tuning",
    # "ever longer sequence lengths", "a rich scheduling language", "predictable execution time", "guaranteed
    # goodput", "the rest neural network", "real-world MoE-based models")
    "enough", "sufficient", "insufficient", "seemingly", "judicious", "usable",
    "reusable", "shareable", "cacheable",  # what may be done with it, no kind: "reusable KV cache entries"
    "profiled", "calibrated",  # how it was found, no kind: "the profiled link bandwidth"
    "millisecond", "microsecond", "nanosecond", "sub-millisecond", "sub-second", "submillisecond",  # a scale, no
    # kind: "Serving Graph Neural Networks at Millisecond Latency"
    "decreased", "substantive",  # how it changed or how much there is: "decreased model accuracy", "substantive
    # training overhead"
    "generated", "produced", "resulting", "obtained", "found", "discovered", "searched",  # a product of the work,
    # no kind: "more efficient generated schedules", "TE-CCL produced schedules", "the candidate generated
    # substitutions"
    "scarce", "inconsistent", "long-tailed", "heavy-tailed", "first-class", "equivalent",  # ("scarce bandwidth")
    "abundant", "plentiful", "volatile",  # how much or how lasting: "abundant INT8 compute", "volatile spot
    # instances" ("opportunistic" names a kind: "opportunistic training while charging")
    "moderate", "medium", "order-of-magnitude", "orders-of-magnitude",  # how much, no kind: "at moderate batch sizes"
    "reported", "published", "estimated", "observed", "claimed",  # who says so: "the reported speedup"
    "required", "needed",  # how much is asked of it: "required communication rounds", no kind of communication
    "separate", "respective", "particular", "optional",  # which ones: "on separate accelerators", no kind of one
    "before", "after", "possible", "predicted", "frequent", "so-called", "intelligent", "smart", "elegant", "clever", "principled", "careful", "billion-edge", "billion-scale", "million-scale", "trillion-scale", "web-scale", "near", "chosen", "level", "real", "long", "short", "massive", "giant", "newest", "latest", "plus", "versus",
    "per", "fundamental", "common", "why", "toward", "towards", "cannot", "greater", "impressive", "accurate",
    "notable", "outstanding", "exceptional", "favorable", "favourable", "satisfactory", "six", "seven", "eight",
    "nine", "ten", "eleven", "twelve", "sixteen", "twenty", "hundreds", "thousands", "dozens", "millions",
    "poor", "strict", "ample", "finite", "reliable", "unreliable", "consistent", "meticulous", "precise", "well-studied", "mere",
    "detailed",  # how closely a quantity is looked at: "detailed execution time breakdown"
    "redundant", "adjacent", "neighboring", "neighbouring", "consecutive", "remaining",  # which ones, no kind:
    # "discarding redundant convolution layers", "fuses adjacent attention layers"
    "dimensional",  # the tail of an unhyphenated "high dimensional" ("high-dimensional convolution" is one word)
    "hot", "cold",  # how often data is used: "caches hot embeddings" (data, no kind of embedding)
    "beyond", "far", "like", "established", "diverse", "exact", "adjust", "contain", "contains", "setup",
    "throughout", "upon", "along", "despite", "whereas", "unless", "until", "whether", "quality-equivalent", "even",
    "linear", "near-linear", "whereby", "wherein", "thereby", "hence", "known",
    "fine-tune", "fine-tunes", "finetune", "finetunes", "pre-train", "pre-trains", "pretrain", "pretrains",  # verbs
    "unique", "mainstream", "off-the-shelf", "widely-adopted", "performant", "alongside", "besides",
    "include", "includes", "included", "involve", "involves", "comprise", "comprises",  # verbs before a list
    "receive", "receives", "attract", "attracts", "deserve", "deserves",  # verbs before what is given: "tokens
    # receive meaningful attention"
    "a", "an", "the", "this", "that", "these", "those", "our", "its", "their", "his", "her", "your", "my",
    "of", "in", "for", "on", "with", "by", "to", "from", "via", "as", "at", "over", "than", "into", "onto",
    "under", "through", "across", "between", "among", "within", "without", "about", "against", "during",
    "inside", "outside", "beneath", "behind", "amid",  # ("hangs inside collective communication")
    "and", "or", "but", "nor", "is", "are", "was", "were", "be", "been", "being", "can", "could", "may",
    "might", "will", "would", "should", "must", "has", "have", "had", "do", "does", "did", "not", "no",
    "novel", "new", "proposed", "existing", "efficient", "effective", "simple", "such", "various", "different",
    "significant", "specialized", "state-of-the-art", "popular", "standard", "traditional", "conventional",
    "next-generation", "next-gen", "current-generation", "previous-generation", "last-generation", "new-generation",
    "latest-generation", "newer", "older",  # ("the next-generation supercomputer", "newer hardware
    # accelerators": when it comes, no kind of it)
    "classical", "classic", "prevalent", "premier", "associated", "contemporary", "basic",
    "current", "prior", "previous", "typical", "recent", "modern", "same", "high", "higher", "highest", "low",
    "regular", "ordinary", "plain",  # as "standard": "the performance of regular finetuning"
    "tailored", "bespoke",  # as "specialized": "a tailored search algorithm" names no kind of search
    "successful", "subsequent", "preceding", "essential",  # which ones: "the subsequent attention layer", "the
    # essential KV cache", "recently successful neural network models"
    "equal", "matched", "iso",  # ("at equal latency": a condition, not a kind of latency)
    "added",  # ("the added scheduling overhead")
    "severe", "mild", "slight", "modest", "noticeable", "steep", "perfect", "near-perfect", "configurable",
    "lose", "loses", "losing",  # ("severe accuracy drops", "near-perfect accuracy", "schemes lose accuracy")
    "own",  # ("for its own latency objective")
    "another", "available",  # which one, or that it is there: "another LLM input", "available network resources"
    # who made it or how good it is, no kind of one: "production-grade recommendation models", "our in-house
    # developed GNN model", "eight industry-representative recommendation models"
    "production-grade", "production-quality", "industrial-grade", "industry-grade", "industry-representative",
    "in-house", "developed",
    "related", "closely", "unrelated",  # ("two closely related language models")
    "wider", "deeper", "bigger", "shallower", "narrower",  # how one model compares: "deeper and wider neural networks"
    "already", "previously",  # ("versions of already trained models")

    "lower", "lowest", "better", "best", "worse", "excellent", "good", "great", "huge", "large", "larger", "largest",
    "small", "smaller", "smallest", "many", "more", "most", "much", "less", "least", "few", "fewer", "several",
    "other", "each", "every", "all", "both", "any", "some", "only", "also", "very", "further", "overall",
    "total", "significantly", "substantially", "improved", "reduced", "increased", "comparable", "compatible",
    "provable", "provably",  # ("while maintaining compatible accuracy", "with provable accuracy")
    "intricate", "harmful",  # ("intricate parallelization strategies", "potentially harmful resource allocation")
    "pivotal", "streamlined", "pre-implemented",  # ("a pivotal post-training technique")
    "insignificant", "inherent", "brittle", "manageable",  # ("with an insignificant area overhead", "or brittle
    # metrics", "at a manageable cost")
    "adequate", "inadequate",  # ("how adequate pre-training ...")
    "unusual", "usual",  # ("unusual programming approaches")
    "cutting-edge", "leading-edge", "bleeding-edge",  # ("to deliver cutting-edge power consumption")
    "valid", "invalid", "unseen",  # ("generates a valid chip", "transfers to unseen chips")
    "simplified", "simplistic",  # ("a simplified end-to-end neural network architecture")
    "necessary", "special", "uninterrupted", "production-ready", "complete",  # ("the necessary training", "a special
    # training", "uninterrupted training", "production-ready online training", "the complete inference")
    "independent", "combined", "required", "proprietary", "full-fledged", "compact",  # ("independent resource
    # scheduling", "combined optimization", "the required capacity", "a proprietary model", "a full-fledged
    # accelerator", "thin and compact models")
    "right", "wrong", "imprecise", "inaccurate",  # ("selecting the right compute and storage configuration",
    # "resulting in imprecise carbon footprint estimations")
    "versatile", "convenient", "user-friendly", "easy-to-use", "easy-to-manage", "easy-to-deploy",  # ("a versatile
    # cross-platform compilation toolchain", "fast and easy-to-manage inference")
    # what the study did to it, no kind of it: "the tested DL models", "the studied systems", "a crafted network"
    "tested", "untested", "evaluated", "studied", "examined", "considered", "benchmarked", "investigated",
    "analyzed", "analysed", "crafted", "well-crafted",
    "familiar", "unfamiliar",  # ("familiar deep convolutional neural networks")
    "unlimited", "boundless",  # ("virtually unlimited storage capacity", as "limited memory bandwidth")
    "art",  # the end of "state-of-the art" written with a space: "state-of-the art attention kernels"
    "competitive", "superior", "similar", "strong", "stronger", "weak", "weaker", "either", "neither", "involved",
    "hand-tuned", "hand-written", "hand-crafted", "handcrafted", "hand-designed", "manually-designed",
    "enormous", "immense", "vast", "sheer", "ever-growing", "ever-increasing", "appropriate", "suitable", "proper",
    "tremendous", "nontrivial", "non-negligible", "nonnegligible", "negligible", "marginal", "unnecessary", "satisfied",
    "overlooked", "neglected", "ignored",  # ("the often overlooked pre-processing")
    "realistic", "unrealistic",  # ("under realistic network bandwidth")
    "astronomical", "colossal", "exorbitant", "staggering", "overwhelming", "skyrocketing", "excessive", "soaring",
    "little", "in-depth", "unpredictable", "doubled", "tripled", "quadrupled", "halved", "well-established",
    "assume", "assumes", "assumed", "multiply", "multiplies", "dominant", "predominant", "fixed", "default",
    "inflexible", "rigid", "inefficient", "sub-optimal", "suboptimal", "optimal", "ideal", "optimized", "target", "distinct", "power-hungry", "energy-hungry",
    "memory-hungry", "data-hungry", "compute-hungry", "well-suited",
    "key", "main", "major", "critical", "important", "above", "aforementioned", "following", "mature", "immature",
    "promising", "practical", "affordable", "scalable", "flexible", "robust", "fast", "faster", "fastest",
    "slow", "slower", "extra", "additional", "whole", "entire", "full", "given", "certain", "specific",
    "which", "what", "where", "who", "whose", "how", "it", "they", "we", "them", "us", "one", "two", "three",
    "four", "five", "first", "second", "third", "last", "next", "up", "down", "out", "off", "then", "there",
    "here", "while", "when", "if", "so", "yet", "still", "even", "just", "often", "usually", "i.e", "e.g",
    "etc", "e.g.", "i.e.", "etc.", "vs", "vs.", "unprecedented", "drastic", "dramatic", "remarkable",
    "theoretical", "actual", "real", "true", "novelty", "powerful", "capable", "competent", "identical",
    "individual", "emerging", "emergent", "growing",
    "increasing", "rapid", "limited", "expensive", "costly", "cheap", "cheaper", "lossless", "seamless",
    "labor-intensive", "labour-intensive", "time-consuming", "error-prone", "cumbersome", "tedious", "laborious",
    "burdensome",  # what a method costs its users: "labor-intensive manual prompting" is manual prompting
    "unified", "general", "generic", "holistic", "systematic", "advanced",
    "superb", "up-to", "better-performing", "stable", "unstable", "competing", "leading", "comprehensive",
    "innovative", "representative", "aggressive", "complicated", "complex", "sophisticated", "naive", "vanilla",
    "baseline", "prohibitive", "formidable", "considerable", "reasonable", "acceptable", "desired", "desirable",
    "negligible", "trivial", "counterpart", "minimal", "minimum", "optimal", "near-optimal", "suboptimal", "peak?",
    "well-known", "widely-used", "widely", "commonly", "used", "commonly-used", "open-source", "measured",
    "achieved", "achieves", "achieve", "yields", "yield", "provides", "provide", "enables", "enable", "reduces",
    "reduce", "improves", "improve", "incurs", "incur", "offers", "requires", "require", "uses", "use",
    "supports", "support", "shows", "show", "demonstrates", "demonstrate", "outperforms", "outperform",
    "delivers", "deliver", "maintains", "maintain", "preserves", "preserve", "obtains", "obtain", "attains",
    "boosts", "boost", "lowers", "lower", "saves", "save", "cuts", "cut", "brings", "bring", "makes", "make",
    "allows", "allow", "leads", "lead", "results", "result", "remains", "remain", "becomes", "become",
    "approximately", "roughly", "nearly", "almost", "around", "about", "upto", "potential", "key-value",
}
_VERBS = {
    "compare",  # ("we ... compare SWARM parallelism with existing ... approaches")
    "treat", "treats", "evict", "evicts",  # ("engines treat speculation and memory management as separate concerns")
    "simulate", "simulates",  # ("to simulate collective communication")
    "establish", "formulate", "formalize", "formalise", "regard", "consider", "define",  # ("We formally establish
    # filter pruning as an optimization problem")
    "necessitate", "necessitates", "requires",  # ("low-bit LLMs necessitate mixed precision matrix multiplication")
    "empower", "empowers", "understand", "understands",  # ("Multimodal LLMs empower LLMs to ingest inputs", "to
    # Understand Reuse")
    "underpin", "rely", "struggle", "remain", "pose",  # ("Vector databases underpin retrieval-augmented LLM ...")
    "aim", "seek", "seeks", "strive", "strives",  # ("approaches such as model placement, replication, and batching aim
    # to optimize ...")
    "leave", "crash", "abort",  # ("RLlib leave accelerators idle", "crash multi-day training jobs")
    "draw", "draws",  # ("clusters draw power close to their provisioned capacity")
    "raise", "raises", "decouple", "decouples", "keep", "keeps", "waste", "wastes", "beat", "beats", "shorten",
    "shortens", "shortened",  # ("engines keep recall above 0.9", "duplicates waste compute", "plans match or beat
    # expert-written shardings", "selection shortened wall-clock time", "GEMMs raise training throughput")
    "entail", "entails",  # ("methods ... under the TensorFlow library entail non-negligible communication overhead")
    "constrain", "constrains", "limit", "limits", "restrict", "restricts", "throttle", "throttles",  # ("the DSI
    # pipeline ... will dominate and constrain training capacity")
    "favor", "favors", "favour", "favours", "prefer", "prefers", "hinder", "hinders", "dominate", "dominates",
    "mispredict", "mispredicts", "overestimate", "overestimates", "underestimate", "underestimates",
    "introduce", "enhance", "minimize", "maximize", "evaluate", "serve", "facilitate", "mitigate", "conduct",
    "accelerate", "exploit", "employ", "propose", "achieve", "reduce", "improve", "enable", "support", "provide",
    "democratize", "bring", "brought", "perform", "train", "increase", "decrease", "boost", "optimize", "leverage",
    "automate", "automates", "simplify", "simplifies", "streamline", "streamlines",
    "utilize", "apply", "adopt", "exhibit", "incur", "avoid", "preserve", "retain", "allow", "address", "tackle",
    "study", "investigate", "analyze", "analyse", "explore", "demonstrate", "present", "design", "develop", "build",
    "implement", "use", "require", "need", "make", "offer", "deliver", "attain", "obtain", "sacrifice", "compromise",
    "hinder", "affect", "impact", "dominate", "surpass", "outperform", "underperform", "outpace", "rival", "match",
    "easier", "simpler", "harder", "exceed", "reach", "approach", "shrink", "cause", "steal", "steals", "expose",
    "exposes", "reveal", "reveals", "promise", "promises", "overwhelm", "overwhelms", "saturate", "saturates",
    "underutilize", "underutilizes", "underutilise", "underutilises", "hamper", "hampers", "impede", "impedes",
    "plague", "plagues", "exacerbate", "exacerbates", "preclude", "precludes", "prevent", "prevents", "consume",
    "consumes", "occupy", "occupies", "outgrow", "outgrows", "outstrip", "outstrips", "introduced", "pioneered",
    "popularized", "popularised", "adapt", "complicate", "complicates",
    "replace", "substitute", "swap",  # ("we ... and replace dense attention layers")
    "compress", "accelerates", "lack", "suffer", "face", "ensure", "guarantee", "predict", "estimate", "measure",
    "stabilize", "stabilise", "calibrate", "emphasize", "emphasise", "prioritize", "prioritise", "harm", "hurt",
    "degrade", "interfere", "ignore", "neglect", "overlook", "possess", "show", "display", "gain", "yield", "attract",
    "lower", "cut", "save", "speed", "scale", "run", "execute", "deploy", "handle", "manage", "exploit", "combine",
    "hide", "amortize", "amortise", "overlap", "absorb", "tolerate", "influence", "determine", "govern",
    "overstate", "understate", "overestimate", "underestimate", "inflate", "exaggerate",
    "integrate", "extend", "generalize", "outline", "discuss", "review", "survey", "summarize", "highlight",
    "identify", "characterize", "quantify", "eliminate", "remove", "overcome", "alleviate", "relieve", "avoid",
    "core", "whether", "thorough", "future", "extensive", "lightweight", "straightforward", "renewed", "ever-larger",
    "highly", "original", "heavy", "substantial", "unparalleled", "record", "expected", "end-task",
    "shorter", "longer", "hidden", "multiple", "numerous", "single", "arbitrary", "continued", "constant",
    "targeted", "conventional", "open-access", "open-sourced", "trained", "resource-intensive", "enhanced",
    "simultaneous", "accessible", "cost-effective", "easy-to-use", "emerging", "explicit", "implicit",
}
# verbs a share of things does, right after it: "only 9% report energy consumption", "80% use GPUs"
_SHARE_WORDS = {"none", "most", "few", "many", "all", "half", "some", "several", "majority", "minority", "others"}
_SHARE_VERBS = {"report", "use", "show", "need", "prefer", "require", "see", "experience", "exhibit", "have"}
_VERB_BEFORE = {"to", "we", "can", "could", "may", "might", "will", "would", "should", "must", "they", "it", "cannot",
                "which", "that", "also", "not", "does", "do", "who", "further", "significantly", "largely"}
_ING_MODS = {"training", "serving", "learning", "computing", "processing", "sampling", "routing", "scheduling",
             "batching", "caching", "offloading", "pruning", "decoding", "encoding", "search", "indexing",
             "clustering", "hashing", "programming", "engineering", "reasoning", "fine-tuning", "finetuning",
             "pre-training", "pretraining", "tuning", "streaming", "checkpointing", "profiling", "embedding",
             "rendering", "matching", "dropping", "computing", "modeling", "modelling", "recurring", "pooling",
             "messaging", "merging", "filtering", "sharding", "building", "thinking", "planning", "sliding",
             "rolling", "backtracking",  # ("a cost-based backtracking search")
             "queuing", "queueing", "provisioning", "loading", "waiting", "switching", "pending",
             "blocking"}  # ("batch queuing time", "the provisioning latency", "checkpoint loading time", "context
# switching overhead", "job pending time")
# ways of running a field's training that make a method of it: "distributed deep learning", "tiny machine learning"
_FIELD_WAYS = frozenset(("distributed", "federated", "decentralized", "parallel", "tiny"))
_FIELD_PHRASES = {"machine learning", "deep learning", "artificial intelligence",
                  "representation learning", "natural language processing", "computer vision",
                  "data science", "high performance computing", "high-performance computing", "scientific computing",
                  "cloud computing", "edge computing", "information retrieval", "data mining",
                  "operating systems", "computer architecture", "distributed systems", "high performance computing",
                  "software engineering", "requirements engineering", "programming languages"}
# (models of a system's behaviour, _ANALYTIC_MODEL_KINDS, are no learned models either)
_BAD_MODEL_MODS = _ANALYTIC_MODEL_KINDS - {"roofline", "analytic"} | {
                   "data", "system", "business", "mental", "consistency", "computational", "computation",
                   "communication", "process", "service", "security", "pricing", "scaling", "cache", "parallel",
                   "serving",
                   "training", "inference", "target", "draft", "reward", "teacher", "student", "base", "original",
                   "trained", "pre-trained", "pretrained", "fine-tuned", "finetuned", "full", "single",
                   "underlying", "resulting", "compressed", "uncompressed", "quantized", "sparse", "dense", "distilled",
                   "pruned",
                   # networks that carry traffic or people, not learned models
                   "wireless", "cellular", "social", "road", "optical", "telecommunication", "transportation",
                   "supply", "overlay", "peer-to-peer", "p2p", "5g", "6g", "commodity", "datacenter", "data-center",
                   "ethernet", "interconnection",
                   "real-world"}  # ("enables real-world networks to be trained": any network in use, no kind)
_BAD_MODEL_MODS -= {"pre-trained", "pretrained", "dense"}
_ADVERB = re.compile(r"^[a-z]+ly$")
# words that are verbs as often as nouns, read as verbs right after a plural noun
_CHANGE_VERBS = {"drops", "increases", "decreases", "rises", "falls", "grows", "degrades", "improves", "declines"}
_CHANGE_VERB_NEXT = {"from", "to", "by", "below", "above", "sharply", "significantly", "substantially", "steeply",
                     "rapidly", "when", "as", "with", "linearly", "only"}
_COST_VERB_BEFORE = {"which", "that", "they", "can", "could", "would", "may", "might", "will", "often",
                     "typically", "usually"}
# (after "and" only an amount's opening makes "cost" a verb: not "latency and cost at scale", "... and cost more")
_AND_COST_NEXT = {"up", "nearly", "roughly", "just", "approximately", "almost", "only"}
_COSTS_NEXT = {"less", "more", "only", "about", "up", "at", "over", "under", "nearly", "roughly", "just", "$", "us",
               "them", "it", "as", "little", "much", "around", "approximately", "almost", "significant",
               "substantial", "considerable", "a", "an", "the", "hours", "days", "time", "money", "millions"}
_NOUN_VERBS = {"store", "hold", "stress", "need", "use", "run", "support", "power", "drive", "host", "share", "access",
               "limit", "face", "lack", "exhibit", "offer", "require", "outperform", "demand", "fuel", "bottleneck",
               "shard", "replicate", "compress", "quantize", "offload", "prefetch", "report", "claim", "suggest",
               "indicate"}
# -ly words that are adjectives ("costly retraining") or nouns, not adverbs before a verb
_LY_NOT_ADVERBS = {"early", "only", "daily", "weekly", "monthly", "hourly", "yearly", "elderly", "costly", "friendly",
                   "timely", "likely", "unlikely", "lonely", "lovely", "deadly", "orderly", "family", "anomaly",
                   "assembly", "italy", "poly", "july"}


def _co_design_verb(c, ttexts) -> bool:
    """Whether the technique candidate c is the verb "co-design": "an accelerator that co-designs token reduction
    with ...", "the component to co-design when running LLMs locally"."""
    s, e = c[0], c[1]
    words = "".join(ttexts[s:e]).lower()
    if words not in ("co-design", "co-designs", "codesign", "codesigns"):
        return False
    nxt = ttexts[e] if e < len(ttexts) else "."
    return words.endswith("s") and (nxt[:1].isalpha() and nxt not in ("and", "or")) or \
        s >= 1 and ttexts[s - 1].lower() == "to"


def _cost_as_verb(c, ttexts) -> bool:
    """Whether the metric candidate c ends in the verb "to cost", not the noun: "quantization to 4 bits costs less
    than 0.5 points", and "cost" after a word that makes it a verb ("the decode requests piggyback and cost up to
    ...", "requests that cost less")."""
    s, e = c[0], c[1]
    if e >= len(ttexts):
        return False
    last, nxt = ttexts[e - 1], ttexts[e].lower()
    if not (nxt in _COSTS_NEXT or nxt[:1].isdigit()):
        return False
    if last == "costs":
        return True
    if last != "cost" or e - s != 1 or s < 1:
        return False
    before = ttexts[s - 1].lower()
    return before in _COST_VERB_BEFORE or before == "and" and nxt in _AND_COST_NEXT


# adverbs that make a method's name with the adjective after them: "differentially private fine-tuning",
# "fully sharded data parallelism", "locally differentially private aggregation"
_NAME_ADVERBS = {"differentially", "fully", "locally", "partially", "sparsely", "densely"}


# adverbs of how often, how widely or how recently (not of a kind: "fully connected", "sparsely activated")
_STATE_ADVERBS = {"frequently", "rarely", "infrequently", "commonly", "widely", "newly", "recently", "previously",
                  "heavily", "often", "seldom", "repeatedly", "currently", "initially", "originally", "already"}


def _is_adverb(low: str) -> bool:
    """Whether a lower-case word is an adverb in -ly ("increasingly"; not "costly", "daily", "supply", "butterfly")."""
    return bool(_ADVERB.match(low)) and low not in _LY_NOT_ADVERBS and (
        not low.endswith(("ply", "fly")) or low in ("simply", "deeply", "sharply", "steeply", "cheaply", "amply"))
_ALNUM_MOD = re.compile(r"^(?:\d+(?:\.\d+)?-?(?:bit|bits|way|stage|layer|level|d|gpu|node|shot|step)|[A-Z]{2,6}\d*|"
                        r"[A-Za-z]:[A-Za-z]|N:M|NxM|\d{1,2}:\d{1,2}|[A-Z]{1,2}\d{1,3}|FP\d+|INT\d+|BF16|"
                        r"[A-Z][a-z]+[A-Z][A-Za-z]*|"
                        r"(?:u?int|fp|bf|U?Int|Fp|Bf)\d{1,2})$")  # (number formats written in lower case too:
# "int8", "fp16"; and as a word: "Int8 matrix multiplication")


_DATA_HEADS = {"benchmark", "dataset", "corpus", "leaderboard", "datasets", "benchmarks", "corpora", "suite", "challenge"}
_DATA_OPENERS = {"the", "a", "an", "on", "of", "in", "from", "and", ","}


_SIZE_TOKEN = re.compile(r"^\d+(?:\.\d+)?[BMK]$|^parameters?$")


def _sized_before(ttexts, t: int) -> bool:
    """Whether a size stands shortly before token t, in the same phrase: "a 3B language model", "a 176B-parameter
    open-access language model". A model class with a size is one model, not the class."""
    for k in range(t - 1, max(-1, t - 7), -1):
        if ttexts[k] in (",", ".", ";", ":", "(", ")", "and", "or", "of", "with", "than") or ttexts[k].isspace():
            return False  # (nor across the title's end)
        if _SIZE_TOKEN.match(ttexts[k]):
            return True
    return False


def _after_comma(doc, t: int) -> bool:
    """Whether token t comes right after a comma that follows a name: "TinyServe, an ..." (an apposition)."""
    ttexts = token_table(doc)[0]
    return t >= 2 and ttexts[t - 1] == "," and ttexts[t - 2][:1].isupper()


def _data_head_follows(ttexts, k: int) -> bool:
    """Whether a dataset head ends the list of names that starts at token k: "and HyperNeRF benchmarks"."""
    for t in ttexts[k:k + 6]:
        low = t.lower()
        if low in _DATA_HEADS:
            return True
        if not (low in ("and", ",", "-") or t[:1].isupper() or t[:1].isdigit()):
            return False
    return False


def _listed_after_kind(words, n, taken, texts) -> list:
    """The names of several words listed right after a plural data head: "on five real-world datasets UCI Adult, UCI
    EEG, MNIST, IMDB, and Dollars For Docs" (each item its capitalised words up to a comma or "and"; one-word items
    are left to the other rules)."""
    items, k, sent = [], n + 1, words[n].sent
    while k < len(words) and words[k].sent == sent and words[k].text[:1].isupper() and len(items) < 12:
        j = k
        while j + 1 < len(words) and words[j + 1].sent == sent and words[j + 1].start == words[j].end and \
                words[j + 1].text[:1].isupper() and j - k < 3:
            j += 1  # (the words of one item follow each other with no comma between)
        items.append((k, j + 1))
        k = j + 1
        if k < len(words) and words[k].lower in ("and", "or") and words[k].sent == sent:
            k += 1  # "..., and Dollars For Docs"
        if k >= len(words) or words[k - 1].lower not in ("and", "or") and (
                words[k].start != words[k - 1].end + 1 or texts[words[k - 1].end] != ","):
            break  # no comma or "and" before the next word: the list ended
    if len(items) < 2:
        return []  # (a list shows the names: "the datasets MNIST and CIFAR-10", not "benchmarks Our Method ...")
    out = []
    for a, b in items:
        span = words[a:b]
        if b - a >= 2 and span[0].lower not in _NOT_NAMES and span[-1].lower not in _NOT_NAMES and \
                not any(w.start in taken or w.first for w in span):
            out.append((span[0].start, span[-1].end, "Dataset", " ".join(w.text for w in span), None, P_NAME, "name"))
    return out


def _named_datasets(words, known, texts) -> list:
    """Candidates for 1-4 capitalised words between an article (or preposition) and a dataset head, inside a
    sentence of the abstract: "the Visual Wake Words dataset", "the Quokka benchmark". Known terms win."""
    out = []
    heads = list(compress(range(len(words)), map(_DATA_HEADS.__contains__, map(_LOWER, words))))
    if not heads:
        return out  # (most abstracts name no data set by its head word: no set of known tokens to build)
    taken = {t for c in known for t in range(c[0], c[1])}

    def run_start(m, sent, loose=False):  # the first of up to 4 capitalised words ending at m (m + 1 when there
        # are none); `loose`: the last may stand before a comma
        top = m
        while m >= 0 and top - m < 4 and words[m].sent == sent and (
                words[m].end == words[m + 1].start or m == top and loose) and \
                words[m].text[:1].isupper() and words[m].text.replace("-", "").isalnum() and not words[m].first \
                and words[m].lower not in _STOP_MODS and words[m].lower not in _NOT_NAMES and \
                words[m].start not in taken:
            m -= 1
        return m + 1

    for n in heads:
        x = words[n]
        if n < 2 or x.title:
            continue
        if x.lower in ("datasets", "benchmarks", "corpora"):
            out.extend(_listed_after_kind(words, n, taken, texts))
        m = run_start(n - 1, x.sent) - 1
        if m == n - 1:  # a known name before the head: "the Visual Wake Words and Flowers102 datasets"
            while m >= 0 and words[m].start in taken and words[m].sent == x.sent:
                m -= 1
            if m == n - 1 or m < 1 or words[m].lower not in ("and", ","):
                continue
        else:
            if m < 0 or words[m].sent != x.sent or words[m].lower not in _DATA_OPENERS or \
                    words[m].end != words[m + 1].start:
                continue
            span = words[m + 1:n]
            if any(w.lower in _ACRONYM_NOT_SYSTEM for w in span):
                continue  # "the GLUE suite of NLU benchmarks": a task's benchmarks
            out.append((span[0].start, span[-1].end, "Dataset", " ".join(w.text for w in span), None, P_NAME,
                        "name"))
        # names listed before it share the head: "on the Ubuntu and Opensubtitles datasets", "on the Adult, Census
        # and Covertype datasets" (items after a comma count when the list's first opens it)
        pending = []
        while m >= 2:
            if words[m].lower == "and":
                r = run_start(m - 1, x.sent)
            elif pending and words[m].end + 1 == words[m + 1].start and words[m].sent == x.sent:
                r = run_start(m, x.sent, loose=True)  # the item before a comma: "the Adult, Census and ..."
                m += 1
            else:
                break
            span = words[r:m]
            if not span or r < 1 or any(w.lower in _ACRONYM_NOT_SYSTEM for w in span):
                break
            pending.append((span[0].start, span[-1].end, "Dataset", " ".join(w.text for w in span), None, P_NAME,
                            "name"))
            if words[r - 1].lower in _DATA_OPENERS:
                out.extend(pending)  # (the list's first item opens it)
                break
            m = r - 1
    return out


_MODEL_LIST_HEADS = {"models", "llms"}
_MODEL_LIST_OPENERS = {"on", "for", "the", "of", "with", "to", "across", "using", "including", "like", "as", "from",
                       "over", "and"}


def _model_lists(words, known, ttexts) -> list:
    """Names listed before a plural model head share it: "on 8xL40 GPUs for Pixart, Stable-Diffusion 3 and Flux.1
    models" names three models. Two items at least, each one to three capitalised words (a version number may
    follow: "Stable-Diffusion 3"), joined by commas, "and" or "or", after a preposition or an article; known names
    are items too and keep their own candidates."""
    out = []
    taken = None
    for n in compress(range(2, len(words)), map(_MODEL_LIST_HEADS.__contains__, map(_LOWER, words[2:]))):
        sent = words[n].sent
        items, run, m = [], [], n - 1
        while m >= 0 and words[m].sent == sent and len(items) < 8:
            w = words[m]
            gap = ttexts[w.end:words[m + 1].start]
            if gap and gap != [","]:
                break
            if run and gap == [","] or w.lower in ("and", "or"):
                if run:
                    items.append(run)
                    run = []
                if w.lower in ("and", "or"):
                    m -= 1
                    continue
            if not (w.text[:1].isupper() or w.text.isdigit() and not run) or w.first or w.title or len(run) == 3 \
                    or w.lower in _NOT_NAMES or w.lower in _ACRONYM_NOT_SYSTEM or w.lower in _STOP_MODS:
                break
            run.insert(0, w)
            m -= 1
        if run:
            items.append(run)
        if len(items) < 2 or m < 0 or words[m].lower not in _MODEL_LIST_OPENERS or words[m].sent != sent or \
                items[-1][-1].end != words[m + 1].end or any(r[0].text.isdigit() for r in items):
            continue  # (the list's first item right after its opener: "for Pixart, ...")
        if taken is None:
            taken = {t for c in known for t in range(c[0], c[1])}
        out.extend((r[0].start, r[-1].end, "Model", " ".join(x.text for x in r), None, P_NAME, "name")
                   for r in items if not any(t in taken for t in range(r[0].start, r[-1].end)))
    return out


def _bracketed_names(doc, known) -> list:
    """A name in brackets right after a noun of its kind: "the most accurate model (Voyage)" is a Model,
    "an open-source engine (Quokka)" a System. Not an acronym of the words before (kg.abbrev pairs those)."""
    ttexts, ws, tidx, dtext = token_table(doc)
    if "(" not in dtext:
        return []
    taken = None  # (the tokens of known names: built for the first bracket after a head noun of a kind)
    abstract_start = doc.user_data.get("abstract_start", 0)
    shorts = {tuple(short) for _, short in doc.user_data.get("kg_abbreviations", [])}
    out = []
    for t in compress(range(2, len(ttexts) - 2), map("(".__eq__, ttexts[2:len(ttexts) - 2])):
        if tidx[t] < abstract_start:
            continue
        head = ttexts[t - 1].lower()
        typ = _type_word(head) or ("System" if head in _SYS_NEXT else None)
        if typ is None:
            continue
        close = next((x for x in range(t + 1, min(len(ttexts), t + 5)) if ttexts[x] == ")"), None)
        if close is None or close == t + 1:
            continue
        if taken is None:
            taken = {t for c in known for t in range(c[0], c[1])}
        if any(x in taken for x in range(t + 1, close)):
            continue
        inner = ttexts[t + 1:close]
        if not all(w[:1].isupper() and w.replace("-", "").replace(".", "").isalnum() for w in inner if w != "-"):
            continue
        text = dtext[tidx[t + 1]:tidx[close - 1] + len(ttexts[close - 1])]
        low = text.lower()
        if (t + 1, close) in shorts or low in _NOT_NAMES or low in _ACRONYM_NOT_SYSTEM or low in _STOP_MODS or \
                not any(ch.isalpha() for ch in text) or _initials_of(text, strip_plural(ttexts[t - 1])):
            continue  # an acronym ("large language model (LLM)", "LLM (Large Language Module)") is kg.abbrev's
        out.append((t + 1, close, typ, text, None, P_NAME, "name"))
    return out


def _mod_ok(w: Word, head_kind: str) -> bool:
    return _mod_ok_cached(w.text, w.first, w.title)


_NUMBER_WORDS = {"hundred", "hundreds", "thousand", "thousands", "million", "millions", "billion", "billions",
                 "trillion", "trillions", "dozen", "dozens", "one", "two", "three", "four", "five", "six", "seven",
                 "eight", "nine", "ten", "twelve", "twenty", "fifty"}


def _plural_subject(s: Word, doc, start: int) -> bool:
    """Whether `s`, the word before the token `start`, is a plural noun that can be a verb's subject there:
    "models", "Models" opening the sentence, "LLMs", or an acronym's plural in brackets, "(DLRMs)"."""
    if s.end != start:
        texts = token_table(doc)[0]
        if not (s.end + 1 == start and texts[s.end] == ")" and s.start > 0 and texts[s.start - 1] == "("):
            return False
    t = s.text
    if re.match(r"^[A-Z][A-Z0-9-]*[A-Z]s$", t):
        return True  # "LLMs", "DLRMs", "GPUs"
    if not (t.islower() or s.first and t[:1].isupper() and t[1:].islower()):
        return False
    low = s.lower
    return low.endswith("s") and not low.endswith(("ss", "us", "is")) and low not in _VERBS


_LOAD_ADJ = {"intensive", "sensitive", "critical", "bound", "hungry", "heavy"}
_LOADED_RESOURCES = {"latency", "throughput", "memory", "compute", "computation", "resource", "energy", "bandwidth",
                     "io", "i/o", "communication", "power", "time", "network", "storage", "cpu", "gpu"}


@functools.lru_cache(maxsize=65536)
def _mod_ok_cached(t: str, first: bool, title: bool) -> bool:
    low = t.lower()
    if low in _NAME_ADVERBS:
        return True  # (even opening a sentence: "Differentially private fine-tuning eliminates ...")
    if low in ("i/o", "io"):
        return True  # input and output: "reduces I/O times", "I/O overheads"
    if low in _STOP_MODS or low in _VERBS or low.rstrip("s") in ("way",):
        return False
    if re.fullmatch(r"\d+(?:\.\d+)?[x\u00d7]", low):
        return False  # a factor, no kind: "to achieve up to 20X compression"
    if low.startswith("non-") and low[4:] in _STOP_MODS:
        return False  # a judgement denied is one still: "non-negligible", "non-trivial" overhead
    if low in ("called", "termed", "dubbed", "coined", "codenamed", "nicknamed"):
        return False  # "an attention mechanism called sliding-chunk attention": the name follows (but "named entity")
    if low in _NUMBER_WORDS or low.endswith("fold") and (low[:-4].rstrip("-") in _NUMBER_WORDS or
                                                           low[:-4].rstrip("-").replace(".", "").isdigit()):
        return False  # "one hundred million devices", "a two-fold speedup": how many or how much, not a kind
    if low in ("kb", "mb", "gb", "tb", "pb", "kib", "mib", "gib", "tib"):
        return False  # "a 10 TB edge cache": its size, not a kind of cache
    if low.startswith("re-") and not low.endswith(("ing", "ed", "er")):
        return False  # "we port and re-design block-sparse attention": a verb (but "re-ranking", "re-weighted")
    if "-" in low and re.match(r"^[a-z]+ly-", low) and not low.startswith(("sparsely-", "densely-")):
        return False  # "highly-optimized" (but "sparsely-activated" is a kind)
    if "-" in low and low.rpartition("-")[2] in ("with", "of", "to", "in", "on", "for", "and", "the", "by"):
        return False  # "optimal results-with mean absolute error": a dash for a pause, no compound
    if "-" in low and low.rpartition("-")[2] in _LOAD_ADJ and low.partition("-")[0] in _LOADED_RESOURCES:
        return False  # "latency-sensitive inference", "throughput-intensive training", "compute-bound prefill": how
        # the work loads a resource (the dev set's "resource-intensive fine-tuning" is fine-tuning)
    if low in ("class", "grade") or "-" in low and low.rpartition("-")[2] in ("scarce", "operated", "constrained",
                                                                              "starved"):
        return False  # "a Cortex-M class embedded device", "memory-scarce battery-operated edge devices": what a
        # device is like, no kind of it
    if re.match(r"^\d+(?:\.\d+)?-(?:billion|million|thousand|trillion)-|"
                r"^(?:billion|million|thousand|trillion)-(?!param)", low) or \
            re.match(r"^\d+-(?:dimensional|dim)$", low) or \
            re.match(r"^(?:\d+(?:\.\d+)?-(?:second|minute|hour|day|week|month|year)s?|"
                     r"(?:second|minute|hour|day|week|month|year)-long)$", low):
        return False  # "a 10-billion-edge industrial graph", "billion-node graphs" (not "trillion-parameter models"),
        # "768-dimensional embeddings", "a 30-day trace replay":
        # a size or a duration, not a kind
    if "-" in low:
        first_part, _, rest = low.partition("-")
        if first_part in _QUALITY_PREFIX and (rest in METRIC_HEADS_MOD or rest in ("performance", "fidelity")):
            return False  # "high-accuracy", "low-latency": evaluative, not part of a name
        if low.rpartition("-")[2] in ("efficient", "effective", "inefficient", "ineffective"):
            return False  # "memory-efficient", "cost-effective": a judgement, not part of a name
        if low.rpartition("-")[2] in ("comparable", "equivalent"):
            return False  # "software-comparable accuracy", "near software-equivalent inference accuracy": as good as
        if first_part == "top" and rest in ("quality", "tier", "notch", "performing", "ranked", "level"):
            return False  # "top-quality LLMs", "top-tier GPUs": a judgement (not "top-k", "top-1")
    if low.endswith("s") and not low.endswith(("ss", "us", "is", "ous")) and not t.isupper() and \
            not (t[:-1].isupper() and len(t) > 2):
        return False  # plural nouns rarely modify; -s words here are mostly verbs ("empowers", "trains")
    if low in _NOT_NAMES and low not in ("ai", "dl", "ml", "slo", "qos"):  # ("SLO goodput")
        return False
    if _ADVERB.match(low) and low not in ("early", "only", "hourly", "daily", "weekly", "monthly", "yearly") and \
            not low.endswith(("ply", "fly")) and low not in _NAME_ADVERBS:
        return False  # (but "hourly price", "daily active users")
    if len(t) <= 5 and sum(ch.isupper() for ch in t) >= 2 and t.isalpha() and not first:
        return True  # short mixed-case acronyms: "IoT devices", "LoRA inference"
    if re.match(r"^[a-z]+-[A-Z0-9]{2,5}s?$", t):
        return True  # "multi-GPU inference", "non-IID data"
    if "-" in t and all(p.lower() in HW_HEADS_ALONE for p in t.split("-")) and t.count("-") < 3:
        return True  # two devices working together: "a GPU-CPU hybrid inference engine", "CPU-GPU pipelining"
    if any(ch.isdigit() for ch in t) or (t.isupper() and len(t) > 1) or ":" in t:
        return bool(_ALNUM_MOD.match(t)) or bool(re.match(r"^\d+(\.\d+)?-[a-z][a-z-]*$", t)) or \
            bool(re.match(r"^(?=.*[A-Z])[A-Z0-9]{2,6}s?$", t))
    if not re.match(r"^[A-Za-z][A-Za-z-]*$", t):
        return False
    if not first and _ADJ_SUFFIX.search(low) and re.match(r"^[A-Za-z][A-Za-z]*-[a-z]+$", t):
        return True  # "STE-based QAT", "Transformer-based language model": a name made an adjective
    if t[0].isupper() and not title:
        # capitalised modifiers only inside a sentence ("Gaussian kernel"), never a CamelCase system name (but a
        # model class's common word opening the sentence: "Graph transformers scale poorly")
        if first:
            return t[1:].islower() and (low in _MODEL_CLASS_MODS or bool(_OPENING_ADJ.match(low)))
        if any(ch.isupper() for ch in t[1:]) and not t.isupper():
            return False
    if low.endswith("ing") and low not in _ING_MODS and not low.endswith(("-tuning", "-training", "-sharing")) and \
            not (low.endswith(_KIND_ING_TAILS) and low.count("-") == 1 and not low.startswith("time-")) and \
            not ("-" in low and low.rpartition("-")[2] in TECH_HEADS_MOD):  # ("post-scheduling fusion")
        return False
    return True


# the power a class of devices runs on, right before the device's kind: "low-power devices", "energy-constrained
# sensors" (a kind of device, as the dev set's "resource-constraint device"; before anything else a judgement:
# "low-power inference")
_POWER_CLASSES = {"low-power", "ultra-low-power", "low-energy", "power-constrained", "energy-constrained"}


# a method's gerund before a measured quantity names the quantity's cost: "the partitioning overhead", "reduces
# the data loading time", "their swapping overhead" (after a determiner or a noun: "while hiding latency", "by
# skipping latency-critical ..." are verbs and their objects)
_METHOD_GERUNDS = frozenset(w for w in TECH_HEADS_MOD | TECH_HEADS_ALONE if w.endswith("ing")) | {
    "preprocessing", "pre-processing", "postprocessing", "post-processing"}


def _method_gerund_before(words: list[Word], j: int) -> bool:
    """Whether words[j] is a method's gerund that modifies the measured quantity after it: it follows a
    determiner or a modifier of its own in the same sentence, with no gap."""
    g = words[j]
    if g.lower not in _METHOD_GERUNDS or j == 0:
        return False
    b = words[j - 1]
    return b.sent == g.sent and b.end == g.start and (b.lower in _DETERMINER_WORDS or _mod_ok(b, ""))


_DETERMINER_WORDS = frozenset(("the", "a", "an", "this", "that", "these", "those", "our", "its", "their", "each"))

# how a measure compares, before a task's gerund that names what is measured: "higher editing accuracy", "better
# ranking accuracy", "lower parsing error"
_COMPARED_MEASURE = frozenset(("higher", "lower", "better", "worse", "improved", "superior", "greater", "best",
                               "highest", "lowest", "competitive", "comparable", "similar"))


def _task_gerund_before(words: list[Word], j: int) -> bool:
    """Whether words[j] is a task's gerund naming the measured quantity after it: it follows a word saying how
    the measure compares, with no gap, and is no judgement of its own ("higher editing accuracy"; not "higher
    resulting accuracy")."""
    g = words[j]
    if not (g.lower.endswith("ing") and len(g.lower) > 5 and g.text.islower()) or j == 0 or \
            g.lower in _STOP_MODS or g.lower in _VERBS:
        return False
    b = words[j - 1]
    return b.sent == g.sent and b.end == g.start and b.lower in _COMPARED_MEASURE


# a noun and one of these gerunds make a kind of method: "a congestion-avoiding expert selection strategy",
# "communication-avoiding algorithms", "privacy-preserving federated learning" (not "time-consuming")
_KIND_ING_TAILS = ("-avoiding", "-preserving", "-saving", "-reducing", "-balancing", "-minimizing", "-minimising")

# the words that make "error" a measured quantity ("absolute relative error", "top-1 error", "test error")
_ERROR_MEASURES = {"absolute", "relative", "squared", "prediction", "estimation", "test", "top-1", "top-5",
                   "localization", "validation", "classification", "percentage", "calibration", "reconstruction",
                   "scaled"}

_PRECISION_KINDS = {"mixed", "half", "low", "lower", "reduced", "full", "single", "double", "arbitrary", "variable",
                    "adaptive", "multi", "multiple", "high", "higher", "numerical", "numeric", "limited", "ultra-low",
                    "mixed-precision", "fixed", "floating-point", "quadruple", "extended", "bit"}
# judgement words that a noun after them makes one compound modifier, written without its hyphen: "large batch
# stochastic optimization", "full parameter fine-tuning", "fixed point INT8 quantization", "shifted critical path
# pipeline schedule" (a kind, where "large" alone would only say how big)
_BOUND_BEFORE = {"batch": {"large", "small", "full"}, "parameter": {"full"}, "point": {"fixed"},
                 "path": {"critical"}}

def _precision_kind(mod: str) -> bool:
    """Whether a modifier makes "precision" a number format ("mixed", "FP8", "4-bit"), not a measure."""
    return mod in _PRECISION_KINDS or bool(re.match(r"^(?:\d+-bit|fp\d+|int\d+|bf16)$", mod))


_DATA_GRAPHS = {"social", "web", "citation", "road", "co-purchase", "copurchase", "user-item", "interaction",
                "transaction", "follower", "friendship", "power-law", "real-world", "synthetic", "input", "e-commerce",
                "sparse", "dense", "large", "massive", "billion-edge", "billion-scale", "directed", "undirected",
                "large-scale", "web-scale", "network"}  # ("for large-scale graphs", "large social network graphs")
_PROGRAM_GRAPHS = {"backward", "forward", "computation", "computational", "dataflow", "data-flow", "execution",
                   "operator", "dependency", "call", "control-flow", "task"}

# nouns of a quality that a list puts beside a metric, never a kind of it ("complexity efficiency")
_QUALITY_NOUNS = {"performance", "complexity", "quality", "scalability", "robustness", "generality", "usability",
                  "flexibility", "reliability", "fairness", "privacy", "security", "accuracy", "latency",
                  "simplicity", "portability", "safety", "interpretability", "expressiveness", "productivity"}
_MEASURE_NOUNS = {"resolution", "dimensionality", "dimension", "dimensions", "size", "depth", "width", "height",
                  "length", "precision", "bandwidth", "duration"}
_FACTOR_WORD = re.compile(r"\d+(?:\.\d+)?x|\d+\.\d+X")  # (not a model number: "Threadripper 3970X")
# a device's model number after its product line: "Stratix 10", "Xeon Gold 6248", "Zynq XC7Z045", "Xeon E5-2680"
_MODEL_NUMBER = re.compile(r"[A-Za-z0-9]{1,6}|[A-Z]{2}\d[A-Z0-9]{4}|[A-Z]\d-\d{4}[A-Za-z0-9]{0,3}")
_PART_NUMBER = re.compile(r"\d{3,5}[A-Z]{0,2}")  # a part after its tier: "7840U" in "Ryzen 7 7840U"
_SIZE_SPEC = re.compile(r"\d+(?:\.\d+)?(?:[KMGT]i?B|[GM]Hz|W|nm|TOPS|TFLOPS)$")
# words after which "to" is a preposition: "compared to pipelined execution"
# nouns that modify a device after "to", never an infinitive: "transferring data to hardware accelerators"
_NEVER_VERBS = {"hardware", "memory", "edge", "mobile", "embedded", "remote", "neural", "language", "cloud", "gpu",
                "cpu", "commodity", "consumer", "heterogeneous", "specialized", "dedicated", "custom"}
_TO_PREPOSITION = {"compared", "relative", "due", "according", "similar", "close", "applied", "contrast",
                   "comparable", "equivalent", "orthogonal", "complementary", "superior", "inferior", "prior",
                   # adjectives of how a thing bears something: "robust to estimation errors"
                   "robust", "resilient", "tolerant", "sensitive", "insensitive", "immune", "vulnerable",
                   "susceptible", "agnostic", "invariant"}
# a measured quantity's words before "on X": X is what it is measured on
_SCORE_WORDS = {"error", "accuracy", "score", "scores", "perplexity", "f1", "auc", "bleu", "loss", "mae", "rmse",
                "ciou", "giou", "dice", "ap", "ap50", "ap75", "nds", "map50",
                "map", "miou", "iou", "psnr", "ssim", "ndcg", "mrr", "wer", "fid", "auroc", "rouge-l", "f1-score",
                "rate", "ratio", "precision", "recall"}  # ("a 76.5% average success rate on LIBERO")
_BIT_WIDTH = re.compile(r"^\d+(?:\.\d+)?-bit$")
_BIT_OPTIMIZERS = {"adam", "adamw", "lamb", "sgd", "lion", "adafactor", "muon", "adagrad", "rmsprop", "lars", "galore"}
_NAMED_DATA = {"benchmark", "dataset", "corpus", "leaderboard"}
_HYPHEN_LINKS = {"a", "an", "at", "in", "of", "the", "to", "on", "by", "for", "and", "or"}
_MORE_WORDS = {"higher", "lower", "better", "faster", "slower", "larger", "smaller", "less", "more", "fewer", "longer",
               "shorter", "greater", "bigger", "cheaper", "as"}


@Language.factory("kg_heads")
def make_heads(nlp, name):
    return HeadRules()


# quantities named alone only in a list with a metric or measured by a value (alone, "energy" and "power" name a
# resource or a field, "runtime" a program)
_LISTED_METRICS = {"energy", "area", "power", "runtime", "runtimes", "computation", "overhead", "overheads"}
# (an overhead alone is measured only after its value: "adds 38% overhead", not "between profiling accuracy and
# overhead", as the dev set's seed-40 leaves it)
_VALUED_ONLY = {"overhead", "overheads"}
_LIST_GAP = {",", "and", "or", "&"}


def _measured_alone(doc, words, i) -> bool:
    """Whether a quantity's word alone (_LISTED_METRICS) names one: listed beside a metric ("(i.e. device, latency,
    energy, memory)"), right after a value ("save 22.5%-44% energy"), or after a verb of change with a value after
    "by" ("reducing runtimes by up to 37%")."""
    return _beside_a_metric(doc, words, i) and words[i].lower not in _VALUED_ONLY or _after_a_value(doc, words[i]) or \
        i >= 1 and words[i - 1].lower in _CHANGED_BY and _requirement_changed_by(words, i, i)


def _after_a_value(doc, w) -> bool:
    """Whether the token right before word w closes a value ("22.5%", "3x", "3 x")."""
    texts = token_table(doc)[0]
    return w.start > 0 and bool(_VALUE_END.match(texts[w.start - 1])) and (
        texts[w.start - 1][:1].isdigit() or w.start > 1 and texts[w.start - 2][-1:].isdigit())


def _beside_a_metric(doc, words, i) -> bool:
    """Whether words[i] is listed right beside a metric that is named alone ("latency, energy", "energy and
    throughput")."""
    texts = token_table(doc)[0]
    w = words[i]
    for j in (i - 1, i - 2, i + 1, i + 2):
        if not 0 <= j < len(words) or words[j].sent != w.sent or words[j].lower not in METRIC_HEADS_ALONE:
            continue
        a, b = (words[j], w) if j < i else (w, words[j])
        gap = [texts[t].lower() for t in range(a.end, b.start)]
        if gap and all(g in _LIST_GAP for g in gap):
            return True
    return False


def head_kind(w: Word, has_mod: bool) -> str | None:
    low = w.lower
    if "-" in low and low.rsplit("-", 1)[1] in _ALL_HEADS and low not in _ALL_HEADS:
        if low.partition("-")[0] in _QUALITY_PREFIX:
            return None  # "a low-profiling-overhead approach", "very-high-energy": how much, no name
        low, has_mod = low.rsplit("-", 1)[1], True
    sing = singular(low) if low.endswith("s") else low
    if has_mod:
        if sing in METRIC_HEADS_MOD or low in METRIC_HEADS_MOD:
            return "Metric"
        if sing in TECH_HEADS_MOD or low in TECH_HEADS_MOD:
            return "Technique"
        if sing in MODEL_HEADS_MOD:
            return "Model"
        if sing in HW_HEADS_MOD:
            return "Hardware"
    else:
        if sing in METRIC_HEADS_ALONE or low in METRIC_HEADS_ALONE:
            return "Metric"
        if sing in TECH_HEADS_ALONE or low in TECH_HEADS_ALONE:
            return "Technique"
        if sing in HW_HEADS_ALONE:
            return "Hardware"
    return None


_DATA_PARTS = {"row", "rows", "column", "columns", "vector", "vectors", "entry", "entries", "dimension",
               "dimensions", "matrix", "matrices", "values", "shards", "partitions", "chunks", "blocks"}
_BIG_COUNTS = {"millions", "billions", "thousands", "hundreds", "dozens", "million", "billion", "thousand",
               "hundred", "trillion", "trillions"}
_COUNT_HEDGES = {"over", "more", "than", "up", "to", "nearly", "about", "roughly", "almost", "around", "a"}


def _count_follows(words: list, j: int) -> bool:
    """Whether a count starts at word j of its sentence: "40 models", "millions of users", "over a billion"."""
    start = j

    def next_to(k):  # the next word, with no punctuation between: not "online profiling, (2) ..."
        return k < len(words) and words[k].start == words[k - 1].end and words[k].sent == words[k - 1].sent

    while next_to(j) and j - start < 3 and words[j].lower in _COUNT_HEDGES:
        j += 1
    return next_to(j) and (words[j].lower in _BIG_COUNTS or _NUMERIC.match(words[j].text) is not None)


def _maybe_head(low: str) -> bool:
    """Whether a word (lower case) can head a phrase: itself or its last hyphen part is a head word."""
    return _HEAD_WORDS[low]


class _HeadMemo(dict):
    """_maybe_head of each word seen, read as a dict (C-level lookups: an lru_cache's bookkeeping on every word
    of every abstract cost twice as much); emptied when it grows past `limit` words, so memory stays bounded."""

    limit = 100_000

    def __missing__(self, low: str) -> bool:
        if len(self) >= self.limit:
            self.clear()
        word = low
        if "-" in low and low not in _ALL_HEADS:
            low = low.rpartition("-")[2]
        sing = singular(low) if low.endswith("s") else low
        value = self[word] = sing in _ALL_HEADS or low in _ALL_HEADS or low in _LISTED_METRICS
        return value


_HEAD_WORDS = _HeadMemo()


_AT_CUTOFF_METRIC = re.compile(r"^(?:m?AP|AR|NDCG|nDCG|MRR|HR|Hits?|P|R|Recall|Precision|Acc|pass|mIoU|F1|IoU)"
                               r"@(?:\d+(?:\.\d+)?(?::\d+(?:\.\d+)?)?|k|K)$", re.I)


# (substring tests: a regex alternation of words tries every position)
_PHONE_NEED = ("Pixel", "Galaxy", "iPhone", "OnePlus", "Redmi", "Xperia", "Xiaomi", "Samsung")
_PHONE = re.compile(r"\b(?:(?:Google\s)?Pixel|(?:Samsung\s)?Galaxy\s[SAZN]|Samsung\s[SAZN]|iPhone|OnePlus|"
                    r"(?:Xiaomi\s)?Redmi(?:\sNote)?|"
                    r"Xiaomi|Xperia\s\d)\s?\d{1,2}[a-z]?(?:\s(?:Pro|Ultra|Plus|Max|Mini|XL|FE|Lite)){0,2}\b|"
                    r"\biPhone[\s-](?:X[SR]?|SE)\b")  # ("a Samsung S8", "an iPhone X")
_CARD_NEED = ("RTX", "GTX", "Quadro", "Radeon")
# a graphics card by its line and number, known or not: "Quadro RTX 5000", "GeForce GTX 1650", "RTX A5500",
# "Radeon RX 7900 XTX", "RTX 2080-Ti" and "RTX 2080Ti" as "RTX 2080 Ti"
_CARD = re.compile(r"\b(?:(?:GeForce|Quadro|Titan)\s)?(?:RTX|GTX)\s(?:A|PRO\s)?\d{3,4}(?:[\s-]?Ti|\s(?:SUPER|Ada))?\b|"
                   r"\bQuadro\s[A-Z]{1,2}\d{3,4}\b|\bRadeon\s(?:RX|Pro)\s\d{3,4}(?:\sXTX?)?\b")


def _devices_by_pattern(doc, dtext: str, pattern, cands: list) -> None:
    """A Hardware candidate for each match of pattern that begins and ends on token edges."""
    idx = token_table(doc)[2]
    for m in pattern.finditer(dtext):
        a, b = bisect.bisect_left(idx, m.start()), bisect.bisect_left(idx, m.end())
        if a < len(idx) and idx[a] == m.start() and (b >= len(idx) or idx[b] >= m.end()):
            cands.append((a, b, "Hardware", m.group(0), None, P_VOCAB + 1, "shape"))


_COST_TO_GOAL = re.compile(r"(?:time|energy|cost|tokens|steps|samples|compute|epochs|iterations|gpu-hours|flops|"
                           r"wall-clock-time)-to-(?:solution|accuracy|target|train|quality|convergence|first-token|"
                           r"completion|insight|result|answer|loss|target-loss|quality-target)")


_GOAL_COSTS = {"time", "cost", "energy", "hours", "gpu-hours", "steps", "epochs", "iterations", "rounds"}
_GOALS = {"accuracy", "quality", "convergence", "loss", "solution"}


def _cost_to_goal_phrases(doc, cands) -> None:
    """What it takes to reach a goal, written in words: "wall-clock time to target accuracy", "the energy to
    convergence" (as "time-to-accuracy" is one metric); else a result after it measures the goal ("accuracy")."""
    ttexts = token_table(doc)[0]
    n = len(ttexts)
    for c in [c for c in cands if c[2] == "Metric" and c[3].rpartition(" ")[2].lower() in _GOAL_COSTS]:
        e = c[1]
        if e + 1 >= n or ttexts[e].lower() != "to":
            continue
        m = e + 1
        if ttexts[m].lower() in ("a", "the") and m + 1 < n:
            m += 1
        if ttexts[m].lower() == "target" and m + 1 < n:
            m += 1
        if ttexts[m].lower() in _GOALS and (m + 1 >= n or ttexts[m + 1] != "-"):
            cands.append((c[0], m + 1, "Metric", " ".join([c[3]] + [t.lower() for t in ttexts[e:m + 1]]), None,
                          P_HEAD, "head"))


# the techniques a sentence lists by what they do: "several techniques to accelerate distributed data parallel,
# including bucketing gradients, overlapping computation with communication, and skipping gradient synchronization"
_TECHNIQUE_LIST_NOUNS = {"techniques", "optimizations", "optimisations", "strategies", "mechanisms", "methods",
                         "approaches", "tricks"}
_NOT_GERUND_VERBS = _NOT_GERUNDS | {"making", "having", "anything", "everything", "things", "strings", "ring",
                                    "ping", "sing", "wing", "evening", "morning", "ceiling"}
_GERUND_ITEM_WORDS = {"with", "of", "to", "across", "from", "into", "and"}


_COLLECTIVES = {"all-reduce", "all-gather", "reduce-scatter", "all-to-all"}
# what a collective moves or how it runs, right before it: "gradient all-reduce", "parameter all-gathers",
# "bucketed all-gather", "hierarchical all-to-all", "FP16 all-reduce" (not who runs it or what is left out of it:
# "NCCL all-reduce", "uncompressed all-reduce", "per-layer all-gather")
_COLLECTIVE_KINDS = {"gradient", "parameter", "weight", "activation", "hierarchical", "bucketed", "ring", "tree",
                     "recursive", "two-level", "multi-level", "2d", "in-network", "sparse", "dense"}
# (a number format before it: _NUMBER_FORMAT, with the formats compared below)


def _kinds_of_collective(words) -> list:
    """Kinds of a collective operation, by the word right before it (Techniques)."""
    out = []
    for k in range(1, len(words)):
        w, p = words[k], words[k - 1]
        if singular(w.lower) in _COLLECTIVES and p.sent == w.sent and p.end == w.start and (
                p.lower in _COLLECTIVE_KINDS or _NUMBER_FORMAT.fullmatch(p.text)):
            out.append((p.start, w.end, "Technique", _phrase_label([p, w], "Technique"), None, P_HEAD, "head"))
    return out


def _gerund_techniques(ttexts) -> list:
    """Items of a list after "techniques ... including" (or "such as") that are verb phrases of a gerund and its
    object, when the list has two of them at least."""
    low = list(map(str.lower, ttexts))
    n = len(ttexts)
    out = []
    for i in range(1, n - 3):
        if low[i] == "including" or low[i] == "as" and low[i - 1] == "such":
            intro = i - 1 if low[i] == "as" else i
        else:
            continue
        if not any(low[k] in _TECHNIQUE_LIST_NOUNS for k in range(max(0, intro - 10), intro)) or \
                any(low[k] in (".", ";") for k in range(max(0, intro - 10), intro)):
            continue
        items = []
        j = i + 1
        while j < n:
            if low[j] in (",", "and", "or"):
                j += 1
                continue
            k = j
            while k < n and k - j < 6 and ttexts[k].isalpha() and ttexts[k].islower() and \
                    (k == j or low[k] not in ("and", "or") or k + 1 < n and not low[k + 1].endswith("ing")):
                k += 1
            first = low[j]
            if k == j or not (first.endswith("ing") and len(first) > 5 and first not in _NOT_GERUND_VERBS) or \
                    k - j < 2 or low[k - 1] in _GERUND_ITEM_WORDS or \
                    k < n and low[k] not in (",", "and", "or", ".", ";", ")"):
                break
            items.append((j, k))
            j = k
            if k < n and low[k] in (".", ";", ")"):
                break
        if len(items) >= 2:
            out.extend((a, b, "Technique", " ".join(low[a:b]), None, P_HEAD, "head") for a, b in items)
    return out


# a method noun after a gerund that acts on a noun names the action as the method: "a new online graph restructuring
# algorithm", "a load rebalancing strategy" (the head dropped, as the dev set drops "algorithm" and "strategy")
_GERUND_METHOD_HEADS = frozenset(("algorithm", "algorithms", "technique", "techniques", "scheme", "schemes", "strategy",
                                  "strategies", "method", "methods", "mechanism", "mechanisms", "approach"))
# -ing words that make an adjective of the noun before them: "a time consuming approach", "a record breaking method"
_ING_ADJ = frozenset(("consuming", "performing", "looking", "lasting", "running", "sounding", "breaking", "cutting",
                      "leading", "bearing", "seeking", "making", "taking", "offering", "providing", "enabling",
                      "allowing", "requiring", "achieving", "supporting", "including", "containing", "involving"))
# words before a verb's object: "we aim to learn workload-specific scheduling policies", "have begun developing"
_BEFORE_A_VERB = frozenset(_VERB_BEFORE | {"have", "has", "had", "be", "been", "being", "i"})


# where such a phrase may stand: "ing " and a method noun (found with str.find: a regex tries every position)
_GERUND_METHOD_FINDS = tuple(f"ing {h}" for h in ("algorithm", "technique", "scheme", "strateg", "method",
                                                   "mechanism", "approach"))


def _gerund_method_at(dtext: str):
    """The character offsets of the method nouns that follow an -ing word, in text order."""
    found = []
    for pat in _GERUND_METHOD_FINDS:
        p = dtext.find(pat)
        while p != -1:
            found.append(p + 4)
            p = dtext.find(pat, p + 4)
    return sorted(found)


def _gerund_method_phrases(words, dtext: str) -> list:
    """"<modifiers> <noun> <gerund> <method noun>": the modifiers, noun and gerund as a Technique."""
    out = []
    for at in _gerund_method_at(dtext):
        i = bisect.bisect_left(words, at, key=_CHAR)
        if i < 2 or i >= len(words) or words[i].char != at or words[i].lower not in _GERUND_METHOD_HEADS:
            continue
        g, n = words[i - 1], words[i - 2]
        gerund = g.lower.rsplit("-", 1)[-1]  # also the noun and gerund joined: "block-wise weight-sharing approach"
        if not (gerund.endswith("ing") and len(gerund) > 5 and g.text.islower() and
                (g.text.isalpha() or g.text.count("-") == 1 and g.text.replace("-", "").isalpha())) or \
                gerund in _NOT_GERUND_VERBS or g.lower in _STOP_MODS or gerund in _VERBS or gerund in _ING_ADJ or \
                g.lower.replace("-", " ") in _FIELD_PHRASES or \
                not (n.text.islower() and n.text.replace("-", "").isalpha()) or n.lower.endswith(("ing", "ly")) or \
                n.lower in _DETERMINER_WORDS or not _mod_ok(n, "") or \
                not (n.sent == g.sent == words[i].sent and n.end == g.start and g.end == words[i].start):
            continue
        k = i - 2
        while k > 0 and i - 2 - k < 2 and words[k - 1].sent == g.sent and words[k - 1].end == words[k].start and \
                words[k - 1].text.islower() and words[k - 1].lower not in _DETERMINER_WORDS and \
                not words[k - 1].lower.endswith("ing") and _mod_ok(words[k - 1], ""):
            k -= 1
        if k > 0 and words[k - 1].lower in _BEFORE_A_VERB:
            continue
        out.append((words[k].start, g.end, "Technique", " ".join(x.text for x in words[k:i]), None, P_HEAD, "head"))
    return out


class HeadRules:
    """Open-class noun phrases recognised by their head word, with their modifiers."""

    max_mods = 4

    def __call__(self, doc):
        words = words_of(doc)
        cands = _cands(doc)
        dtext = token_table(doc)[3]  # (doc.text joins every token again: 12% of the extraction at each call)
        if "@" in dtext:  # a ranking or detection score at a cut-off: "mAP@0.5", "NDCG@10", "Hits@1"
            cands.extend((w.start, w.end, "Metric", w.text, None, P_HEAD, "head") for w in words
                         if "@" in w.text and _AT_CUTOFF_METRIC.match(w.text))
        if any(map(dtext.__contains__, _PHONE_NEED)):  # a phone by its line and number: "a Pixel 8 Pro", "an iPhone 15"
            _devices_by_pattern(doc, dtext, _PHONE, cands)
        if any(map(dtext.__contains__, _CARD_NEED)):
            _devices_by_pattern(doc, dtext, _CARD, cands)
        if "all-" in dtext or "reduce-scatter" in dtext:
            cands.extend(_kinds_of_collective(words))
        if "-to-" in dtext:  # what it takes to reach a goal: "energy-to-solution", "cost-to-accuracy"
            cands.extend((w.start, w.end, "Metric", w.lower, None, P_HEAD, "head") for w in words
                         if "-to-" in w.lower and _COST_TO_GOAL.fullmatch(w.lower))
        named = [self._named_by_metric(words, i, cands)
                 for i in compress(range(len(words)), map(_METRIC_NOUNS.__contains__, map(_LOWER, words)))]
        for phrase in filter(None, named):  # its other mentions: "... an average error depth of 7.2"
            for span in occurrences(words, list(phrase), _LOWER):
                cands.append((span[0].start, span[-1].end, "Metric", _phrase_label(span, "Metric"), None,
                              P_HEAD, "head"))
        # two known terms of one type that share words make one phrase: "block-sparse attention" holds
        # "block-sparse" and "sparse attention" (the longer candidate wins in the resolver)
        known = sorted(c for c in cands if c[4] is not None)
        for a, b in zip(known, known[1:]):
            if a[0] < b[0] < a[1] < b[1] and a[2] == b[2] and a[2] in ("Technique", "Metric") and \
                    b[3].rpartition(" ")[2].lower() not in _GENERIC_TAIL:  # ("multi-head attention mechanism")
                span = [x for x in words if a[0] <= x.start and x.end <= b[1]]
                if span and span[0].start == a[0] and span[-1].end == b[1] and len({x.sent for x in span}) == 1:
                    cands.append((a[0], b[1], a[2], _phrase_label(span, a[2]), None, P_HEAD, "head"))
        # a model's or system's name naming a benchmark: "on the Vicuna benchmark" (the model Vicuna's questions)
        named_data = [c for c in known if c[2] in ("Model", "System")]
        if named_data:
            at = dict(zip(map(_START, words), range(len(words))))
            for c in named_data:
                n = next((at[x] for x in range(c[1] - 1, c[0] - 1, -1) if x in at), None)
                if n is None or words[n].end != c[1] or n + 1 >= len(words):
                    continue
                nxt = words[n + 1]
                if nxt.lower in _NAMED_DATA and nxt.sent == words[n].sent and at.get(c[0]) is not None:
                    span = words[at[c[0]]:n + 2]
                    cands.append((c[0], nxt.end, "Dataset", " ".join(x.text for x in span), None, P_HEAD, "head"))
        # capitalised words before "dataset" or "benchmark" name it: "on the Visual Wake Words dataset"
        cands.extend(_named_datasets(words, known, token_table(doc)[0]))
        if " models" in dtext or " LLMs" in dtext:
            cands.extend(_model_lists(words, known, token_table(doc)[0]))
        cands.extend(_bracketed_names(doc, known))
        cands.extend(_gerund_method_phrases(words, dtext))
        if (" including " in dtext or " such as " in dtext) and any(map(dtext.__contains__, _TECHNIQUE_LIST_NOUNS)):
            cands.extend(_gerund_techniques(token_table(doc)[0]))
        # a word before a known term that makes a name of its own: a "-based" compound before a technique ("STE-based
        # QAT", "replay-based CL"), a bit width before an optimizer ("4-bit Adam", as "1-bit Adam" is; a library or a
        # quantizer at a bit width stays itself: "the 8-bit CMSIS-NN kernels", "4-bit GPTQ")
        ttexts_b = token_table(doc)[0]
        glued = [c for c in known if c[0] > 2 and (
            c[2] == "Technique" and ttexts_b[c[0] - 2] == "-" and ttexts_b[c[0] - 1].lower() == "based"
            and c[3].rpartition(" ")[2].lower() not in _GENERIC_TAIL  # ("tree-based attention mechanism": the
            # phrase by its head, "tree-based attention", is the name)
            or c[2] == "System" and ttexts_b[c[0] - 1].lower() == "bit" and c[3].lower() in _BIT_OPTIMIZERS)]
        if glued:
            ends = {x.end: n for n, x in enumerate(words)}
            for c in glued:
                n = ends.get(c[0])
                if n is None or n + 1 >= len(words) or words[n].sent != words[n + 1].sent:
                    continue
                if c[2] == "Technique" and not words[n].first and \
                        re.match(r"^[A-Za-z][A-Za-z-]*-[a-z]+$", words[n].text) and \
                        not _QUALITY_PREFIX.intersection(words[n].lower.split("-")) or \
                        c[2] == "System" and _BIT_WIDTH.match(words[n].text):
                    cands.append((words[n].start, c[1], c[2], f"{words[n].text} {c[3]}", None, P_HEAD, "head"))
        # a known name with a letter glued on makes another name: "Falcon-S", "Bamboo-R", "ViT-L" (of the same kind)
        tidx_b = token_table(doc)[2]
        word_at = dict(zip(map(_START, words), range(len(words))))
        for c in known:
            e = c[1]
            tail = r"[A-Z]{1,2}\d?|[A-Z][a-z]{2,}" if c[2] == "System" else r"[A-Z]{1,2}\d?" if c[2] != "Model" \
                else r"[A-Z]{1,2}\d?|[A-Z][a-z]+(?:-\d+(?:\.\d+)?)?|[nsmlx]"  # (a system's variant: "Sequoia-Spec")
            # (a model's size letter may be lower case: "YOLOv8-n", "YOLOv8-x")
            if e + 1 < len(ttexts_b) and ttexts_b[e] == "-" and re.fullmatch(tail, ttexts_b[e + 1]) and \
                    tidx_b[e] == tidx_b[e - 1] + len(ttexts_b[e - 1]) and tidx_b[e + 1] == tidx_b[e] + 1 and \
                    not ttexts_b[e + 1].lower().endswith(_ADJ_ENDINGS) and \
                    not _ADJ_SUFFIX.search("-" + ttexts_b[e + 1]):  # (not "Transformer-Based", "LLM-Driven")
                # (a known model's edition too: "Mistral-Large-2", "Llama-Guard-3")
                stop = tidx_b[e + 1] + len(ttexts_b[e + 1])
                start = tidx_b[c[0]]
                if stop < len(dtext) and not (dtext[stop].isspace() or dtext[stop] in ",.;:)") or \
                        start > 0 and not (dtext[start - 1].isspace() or dtext[start - 1] in "(\"'"):
                    continue  # part of a longer compound: "CPU-GPU-I/O"
                text_c = dtext[start:stop]
                word = ttexts_b[e + 1].split("-")[0]
                typ_c = "Dataset" if _data_head_follows(ttexts_b, e + 2) else c[2]  # ("the NeRF-DS and X benchmarks")
                if typ_c == "Technique":
                    typ_c = "System"  # a method's named variant: "TEE-FA", "LoRA-FA" (as the guideline's named methods)
                if typ_c == "Model" and len(word) > 2 and word[1:].islower() and word not in _MODEL_EDITION_WORDS:
                    # a word of another kind than a model's edition: what the text says it is decides
                    # ("DeepSeek-Sim is a discrete-event simulator"), else the known model's type ("Whisper-Edge")
                    k_after = word_at.get(e + 2)
                    typ_c = (_description_type(doc, words, k_after) if k_after is not None else None) or (
                        "System" if word in _TOOL_TAILS else typ_c)  # ("Mamba-Serve", "LLaMA-Factory": a tool)
                cands.append((c[0], e + 2, typ_c, text_c, None, P_VOCAB + 1, "shape"))
        # a known score with the way it is averaged or scaled before it: "a weighted F1-score", "relative mCE"
        for c in known:
            if c[2] == "Metric" and c[0] >= 1 and ttexts_b[c[0] - 1].lower() in _METRIC_VARIANTS and \
                    tidx_b[c[0]] == tidx_b[c[0] - 1] + len(ttexts_b[c[0] - 1]) + 1 and not (
                    ttexts_b[c[0] - 1].lower() == "balanced" and c[3].rsplit(" ", 1)[-1].lower() not in _SCORE_WORDS):
                # ("balanced accuracy" is a score; "balanced memory consumption" a state of the memory used)
                v = c[0] - 1
                if v >= 2 and ttexts_b[v - 1] == "-" and ttexts_b[v - 2].isalpha() and ttexts_b[v - 2].islower() and \
                        tidx_b[v] == tidx_b[v - 1] + 1 == tidx_b[v - 2] + len(ttexts_b[v - 2]) + 1:
                    v -= 2  # and by what: "latitude-weighted RMSE"
                variant = dtext[tidx_b[v]:tidx_b[c[0] - 1] + len(ttexts_b[c[0] - 1])].lower()
                cands.append((v, c[1], "Metric", f"{variant} {c[3]}", None, P_VOCAB + 1, "head"))
            elif c[2] == "Metric" and c[0] >= 1 and _PERCENTILE.match(ttexts_b[c[0] - 1]) and \
                    tidx_b[c[0]] == tidx_b[c[0] - 1] + len(ttexts_b[c[0] - 1]) + 1 and \
                    not ttexts_b[c[1] - 1].isupper():
                # and its percentile: "the P99 tail latency" (as "P99 decode latency" is one; an acronym stays
                # itself, known or not: "the P99 TBT SLO", "the P99 TTLT")
                written = dtext[tidx_b[c[0] - 1]:tidx_b[c[1] - 1] + len(ttexts_b[c[1] - 1])]
                cands.append((c[0] - 1, c[1], "Metric", written, None, P_VOCAB + 1, "head"))
        # a known benchmark's edition: "SWE-bench Lite", "SWE-bench Verified", "BIG-Bench Hard"
        for c in known:
            if c[2] == "Dataset" and c[1] < len(ttexts_b) and ttexts_b[c[1]] in _DATASET_EDITIONS and \
                    tidx_b[c[1]] == tidx_b[c[1] - 1] + len(ttexts_b[c[1] - 1]) + 1:
                start = tidx_b[c[0]]
                cands.append((c[0], c[1] + 1, "Dataset", dtext[start:tidx_b[c[1]] + len(ttexts_b[c[1]])], None,
                              P_VOCAB + 1, "shape"))
        # a known product line and its model number: "EPYC 9334", "Xeon Gold 6248", "Jetson Tegra X2"
        lines = [c for c in known if c[2] == "Hardware" and (c[3][:1].isupper() or c[3][1:2].isupper())
                 and not _HW_SHAPE.match(c[3]) and not any(w.isalpha() and w.islower() for w in c[3].split())]
        # (and "iPhone 15 Pro", "Intel Core i9"; not a kind: "DNN accelerator", in "Benchmarking DNN Accelerators
        # Across 14 Commodity Smartphones")
        if lines:
            at = dict(zip(map(_START, words), range(len(words))))
            for c in lines:
                n = at.get(c[1] - 1)  # the line's last word
                if n is None or at.get(c[0]) is None:
                    continue
                first = at[c[0]]
                while first < n and words[first].lower in _NOT_NAMES:
                    first += 1  # no vendor in the name ("NVIDIA V100" is "V100"), but in the span it covers
                if words[n].end != c[1]:
                    if _GLUED_PART.fullmatch(words[n].text[len(ttexts_b[c[1] - 1]):]):
                        # the tier's part number glued by a hyphen: "Intel Core i9-13900K", "Core i7-1185G7"
                        cands.append((c[0], words[n].end, "Hardware", " ".join(x.text for x in words[first:n + 1]),
                                      None, P_HEAD, "head"))
                    continue
                m = n + 1
                while m < len(words) and m - n <= 3 and words[m].sent == words[n].sent and \
                        words[m].text[:1].isupper() and words[m].text.isalnum() and \
                        not any(ch.isdigit() for ch in words[m].text) and words[m].start == words[m - 1].end:
                    m += 1  # (not over a comma: "Apple M2 Ultra, Qualcomm Snapdragon 8 Gen 3" are two)
                if m < len(words) and m - n <= 3 and words[m].sent == words[n].sent and \
                        _MODEL_NUMBER.fullmatch(words[m].text) and any(ch.isdigit() for ch in words[m].text):
                    if words[m].start == words[m - 1].end and not _SIZE_SPEC.match(words[m].text) and \
                            not _FACTOR_WORD.fullmatch(words[m].text):  # (not "gives EIE 120x energy saving")
                        last = m  # and a generation after the number: "Snapdragon 8 Gen 3"
                        if m + 2 < len(words) and words[m + 1].lower in ("gen", "generation") and \
                                words[m + 2].text.isdigit() and words[m + 1].start == words[m].end and \
                                words[m + 2].start == words[m + 1].end:
                            last = m + 2
                        if last + 1 < len(words) and words[last + 1].text in _EDITION_WORDS and \
                                words[last + 1].start == words[last].end:
                            last += 1  # "iPhone 15 Pro", "Pixel 8 Pro", "Galaxy S24 Ultra"
                        elif last == m and len(words[m].text) <= 2 and words[m].text.isdigit():
                            last = _part_number(words, m)  # a tier's part: "Ryzen 7 7840U", "Ryzen AI 9 HX 370"
                        label = " ".join(x.text for x in words[first:last + 1])
                        if re.search(r"\ds$", label):
                            label = label[:-1]  # a plural: "TPU v4s are ..." (the TPU v4)
                        end = words[last].end
                        tt, _, ti, _ = token_table(doc)
                        if end < len(tt) and tt[end] == "+" and ti[end] == ti[end - 1] + len(tt[end - 1]) and \
                                (end + 1 == len(tt) or ti[end + 1] > ti[end] + 1 or not tt[end + 1][:1].isalnum()):
                            end += 1  # the plus of the model number: "Xeon Platinum 8480+"
                            label += "+"
                        cands.append((c[0], end, "Hardware", label, None, P_HEAD, "head"))
                    elif m > n + 1 and all(words[x].lower not in HW_HEADS_ALONE for x in range(n + 1, m)):
                        # "Jetson Orin 64GB": the memory size is a spec, "Orin" still names the device
                        cands.append((c[0], words[m - 1].end, "Hardware",
                                      " ".join(x.text for x in words[first:m]), None, P_HEAD, "head"))
                else:
                    if m > n + 2 and singular(words[m - 1].lower) in HW_HEADS_ALONE:
                        m -= 1  # the model's words before a head: "Xeon Sapphire Rapids CPUs"
                    if m in (n + 2, n + 3) and not c[3].isupper() and words[n].text == c[3].rpartition(" ")[2] and \
                            token_table(doc)[2][words[n + 1].start] >= doc.user_data.get("abstract_start", 0) and \
                            all(map(_edition_word, words[n + 1:m])) and \
                            (m == n + 2 or words[n + 1].text[1:].islower() or words[n + 2].text[1:].islower()):
                        # a model's words alone after the line's name in the abstract: "an NVIDIA Jetson Orin", "a
                        # Jetson Nano", "a Snapdragon X Elite", "Xeon Sapphire Rapids" (a title's capitals name
                        # nothing more: "... on Jetson Devices Using ...")
                        cands.append((c[0], words[m - 1].end, "Hardware",
                                      " ".join(x.text for x in words[first:m]), None, P_HEAD, "head"))
                    # (and "T4 GPU (16GB)": no number in brackets names a model)
        # the known names by where they start, in their order (the tests below asked every candidate at every head
        # word: a long text's time grew with its square)
        known_at: dict[int, list] = {}
        for c in cands:
            if c[4] is not None:
                known_at.setdefault(c[0], []).append(c)
        # visit only words that can head a phrase (C-level maps over a memoised test)
        for i in compress(range(len(words)), map(_HEAD_WORDS.__getitem__, map(_LOWER, words))):
            w = words[i]
            low = w.lower
            if "-" in low and low not in _ALL_HEADS:
                pre, _, low = low.rpartition("-")  # "resource-utilization": its last part is the head
                if (not _mod_ok_cached(pre, False, False) or pre in _QUALITY_PREFIX or
                        pre.rpartition("-")[2] in _QUALITY_PREFIX) and not any(  # (and "ultra-high-bandwidth")
                        c[1] == w.end and c[2] == "Technique" for c in known_at.get(w.start, ())):
                    continue  # "high-quality", "low-latency": adjectives, not names of quantities (but a known
                    # method takes modifiers as a whole: "ping-pong micro-batching")
                if not _HYPHEN_LINKS.isdisjoint(pre.split("-")):
                    continue  # "one-at-a-time", "out-of-memory": an adverb or adjective made of a phrase
                if i + 1 < len(words) and words[i + 1].start == w.end and words[i + 1].sent == w.sent and \
                        words[i + 1].text.isalpha() and words[i + 1].lower not in _STOP_MODS and \
                        words[i + 1].lower not in _NP_STOP and words[i + 1].lower not in _VERBS and \
                        not (w.text.islower() and head_kind(w, True) == "Technique" and pre not in _ALL_HEADS):
                    continue  # "the Stability-Efficiency Dilemma": a modifier of the next noun
                    # (but a lower-case method is one still: "spot-instance training systems")
            sing = singular(low) if low.endswith("s") else low
            if not (sing in _ALL_HEADS or low in _ALL_HEADS):
                if low in _LISTED_METRICS and _measured_alone(doc, words, i):
                    cands.append((w.start, w.end, "Metric", _phrase_label([w], "Metric"), None, P_HEAD, "head"))
                continue  # (a word that heads no phrase: the modifier walk below is for heads only)
            if low == "times" and i + 1 < len(words) and (words[i + 1].lower in _MORE_WORDS or
                                                           words[i + 1].lower == "out"):
                continue  # "up to device count times longer": a multiplier, no time ("Blazegraph times out": a verb)
            if i + 1 < len(words) and words[i + 1].lower in ("a", "an", "the") and words[i + 1].sent == w.sent \
                    and words[i + 1].start == w.end:
                continue  # "LLMs power a new generation of applications": a verb before its object
            if low.endswith("ing") and _count_follows(words, i + 1):
                continue  # "a production cluster serving over a billion users": a verb before what it counts
            if low.endswith("ing") and i + 1 < len(words) and words[i + 1].lower in _DATA_PARTS and \
                    words[i + 1].start == w.end and words[i + 1].sent == w.sent:
                continue  # "pins hot embedding rows": the rows are the noun, the -ing word describes them
            if sing == "graph" and i + 1 < len(words) and words[i + 1].lower in _GRAPH_WORK and \
                    words[i + 1].start == w.end and words[i + 1].sent == w.sent:
                continue  # "iterative graph algorithms", "a composable graph abstraction": what works on graphs, no
                # kind of graph
            if sing == "speed" and i + 1 < len(words) and words[i + 1].lower == "up":
                continue  # "to speed up the search": a verb
            if sing in ("power", "energy") and i + 1 < len(words) and words[i + 1].start == w.end and \
                    singular(words[i + 1].lower) in _POWER_DEVICES:
                continue  # "on-board power sensors", "an external power meter": a device, no quantity measured
            if low == "computes":
                continue  # "while the current layer computes": a verb (the noun "compute" has no plural)
            if sing == "cost" and i >= 2 and words[i - 1].lower == "the" and words[i - 2].lower == "at" and \
                    i + 1 < len(words) and words[i + 1].lower == "of":
                continue  # "at the cost of memory": an idiom, no measured cost
            # modifiers to the left in the same sentence
            k = i
            mods = 0
            while k > 0 and mods < self.max_mods:
                p = words[k - 1]
                if p.lower == "based" and k >= 2 and words[k - 2].sent == w.sent and \
                        not words[k - 2].first and (is_name_shape(words[k - 2].text) or
                                                    is_capitalised(words[k - 2].text)) and \
                        words[k - 2].lower not in _NOT_NAMES:
                    k -= 2  # "Transformer based language models": "X-based" written without its hyphen
                    mods += 1
                    continue
                if p.sent != w.sent or not (_mod_ok(p, "") or (
                        p.lower in _METRIC_QUALIFIERS and head_kind(w, True) == "Metric") or (
                        k == i and p.first and not p.title and p.text[1:].islower() and
                        _mod_ok_cached(p.lower, False, False) and head_kind(w, True) == "Metric") or (
                        k == i and p.lower in _POWER_CLASSES and head_kind(w, True) == "Hardware") or (
                        k == i and (_method_gerund_before(words, k - 1) or _task_gerund_before(words, k - 1))
                        and head_kind(w, True) == "Metric") or (
                        k < i and p.end == words[k].start and (
                            words[k].lower == "precision" and p.lower in _PRECISION_KINDS or
                            p.lower in _BOUND_BEFORE.get(words[k].lower, ()) and head_kind(w, True) != "Metric"))):
                    break  # (a number format's kind stays: "reduced precision communication", "low precision
                    # training", not "precision communication")
                if k < i and p.text.islower() and not p.title and words[k].text[:1].isupper() and \
                        not words[k].text.isupper() and \
                        any(ch.islower() for ch in words[k].text) and head_kind(w, True) == "Hardware":
                    break  # a product's name before its kind ends the phrase: "the hybrid Tianjic chip", "a sparse
                    # Loihi chip" (no kind of Tianjic)
                if p.lower == "world" and k >= 2 and words[k - 2].lower == "real":
                    break  # "for real world compiler optimization tasks": "real-world" without its hyphen, a judgement
                if p.lower == "time" and k >= 2 and words[k - 2].lower in ("first", "same", "last", "second"):
                    break  # "enables for the first time near-lossless compression": an idiom, no kind of it
                if p.lower in ("time", "hours", "seconds", "minutes") and k == i and w.lower.endswith("ing") and \
                        any(x.lower in ("spend", "spends", "spent", "spending") for x in words[max(0, k - 8):k]):
                    break  # "spend much of their inference time encoding images": how the time goes, no kind of it
                if p.lower in _NOUN_VERBS and k >= 2 and words[k - 2].sent == w.sent and \
                        _plural_subject(words[k - 2], doc, p.start):
                    break  # "vector databases store embeddings", "models hold embedding tables", "LLMs hold KV
                    # caches", "recommendation models (DLRMs) hold ...": after its plural subject the word is a verb
                if (p.lower in METRIC_HEADS_ALONE or p.lower in ("performance", "quality", "fidelity")) and k >= 2 \
                        and words[k - 2].sent == w.sent and words[k - 2].lower in ("high", "low", "higher", "lower") \
                        and head_kind(w, True) in ("Technique", "Hardware"):
                    break  # "high throughput serving of LLMs": serving that has a high throughput, no kind of serving
                    # ("high throughput accelerators like GPU": accelerators)
                    # ("a high performance distributed training system": no "performance distributed training")
                if p.lower in _WORK_KINDS and _work_after_bracket(doc, w.end, i - k + 2) and \
                        head_kind(w, True) == "Model":
                    break  # "distributed deep neural network (DNN) training": the training is distributed (as
                    # without the bracket), no kind of network (but "(DDNN) training" names one)
                if p.lower in ("absolute", "relative") and low == "accuracy":
                    break  # "a 20.5 absolute accuracy improvement": how the change is counted, no kind of accuracy
                if p.title and k < i and p.lower.endswith("ing") and p.start > 0 and \
                        token_table(doc)[0][p.start - 1] == ":":
                    break  # "Welder: Scheduling Deep Learning Memory Access via ...": the subtitle's verb before its
                    # object, no kind of memory access
                if p.title and p.first and p.lower.endswith("ing") and p.text[:1].isupper() and \
                        words[k].lower not in ("rate", "rates"):
                    break  # "Learning Scheduling Algorithms for Data Processing Clusters": the title's opening verb
                    # (not "Learning Rate Warmup ...")
                if p.lower in _COMPARING_PARTICIPLES and p.start > 0 and token_table(doc)[0][p.start - 1] == ",":
                    break  # "Hyena improves accuracy by 50 points, matching attention-based models": a participle
                    # that compares, opening its clause, no kind of model
                if p.lower == "account" and k >= 2 and words[k - 2].lower == "into":
                    break  # "takes into account graph structural information": an idiom, no "account graph"
                if (p.lower in _NAME_ADVERBS or _is_adverb(p.lower)) and words[k].lower.endswith("ing"):
                    break  # "locally fine-tuning large language models": an adverb of the verb, no kind of method
                if p.lower in _SAID_OF_A_QUANTITY and head_kind(w, True) == "Metric":
                    break  # "the added scheduling overhead", "heterogeneous network bandwidth" (a technique keeps it:
                    # "heterogeneous inference")
                if p.text in _UNITS_AFTER_NUMBER and k >= 2 and _NUMERIC.match(words[k - 2].text):
                    break  # "within a 1.8 W power budget": the unit of the number before, no kind of power
                # do not run over a gap of punctuation, except "Deep Learning (DL) models" -> "DL model"
                # and a closing quote: "an iterative ``plan-and-infill'' decoding" (the opening one stops)
                if p.end != words[k].start and k == i and all(
                        t in _CLOSE_QUOTES for t in token_table(doc)[0][p.end:words[k].start]):
                    k -= 1
                    mods += 1
                    continue
                if p.end != words[k].start:
                    ttexts = token_table(doc)[0]
                    if k == i and p.end + 1 == words[k].start and ttexts[p.end] == ")" and p.start > 0 and \
                            ttexts[p.start - 1] == "(" and sum(ch.isupper() for ch in p.text) >= 2 and len(p.text) <= 6:
                        typ = head_kind(w, True)
                        if typ and not (typ == "Technique" and p.lower in _BAD_TRAIN_MODS and
                                        w.lower in _MODEL_WORK_HEADS):  # (no "large language model (LLM)
                            # serving": a model's work is a task; "(ASA) optimization" is ASA's)
                            cands.append((p.start, w.end, typ, f"{_phrase_label([p, w], typ)}", None, P_HEAD,
                                          "head"))
                    break
                if k >= 2 and words[k - 2].sent == w.sent and (words[k - 2].lower in _VERB_BEFORE or (
                        k >= 3 and words[k - 2].lower.endswith("ly") and words[k - 3].lower == "to")) and \
                        not any(ch.isupper() for ch in p.text) and not any(ch.isdigit() for ch in p.text) and \
                        not _ADJ_SUFFIX.search(p.lower) and not (
                            words[k - 2].lower == "to" and k >= 3 and words[k - 3].lower in _TO_PREPOSITION) and \
                        not (words[k - 2].lower == "to" and p.lower in _NEVER_VERBS):
                    break  # "to minimize latency", "we introduce ...", "to optimally allocate training tokens"
                    # (not "compared to hashing-based compression": "to" is a preposition, the word an adjective)
                if k >= 2 and words[k - 2].sent == w.sent and _is_adverb(words[k - 2].lower) and p.text.islower() \
                        and p.lower.endswith("ed") and words[k - 2].lower in _STATE_ADVERBS and \
                        words[k - 2].end == p.start:  # (not "Recently, pipelined training has been proposed")
                    break  # "frequently accessed embeddings", "newly released hardware": how the thing is used or
                    # when it came, no kind of it
                if k >= 2 and words[k - 2].sent == w.sent and _is_adverb(words[k - 2].lower) and p.text.islower() \
                        and words[k - 2].lower not in _NAME_ADVERBS \
                        and "-" not in p.lower and not p.lower.endswith(("ed", "ing")) and \
                        not _ADJECTIVE_END.search(p.lower) and p.lower not in _ING_MODS:
                    break  # "pipelines increasingly bottleneck ML training": a verb after its adverb (not "highly
                    # optimized kernels", "a fully connected layer", "statistically significant speedups")
                if k >= 2 and words[k - 2].lower in ("have", "has", "had", "been") and p.lower.endswith("ed"):
                    break  # "recent works have leveraged vision foundation models": a verb
                if p.lower == "magnitude" and k >= 3 and words[k - 2].lower == "of" and \
                        words[k - 3].lower in ("order", "orders"):
                    break  # "an order of magnitude speedup": how much, no kind of speedup (but "magnitude pruning")
                if p.lower in _SHARE_VERBS and p.start >= 1 and (token_table(doc)[0][p.start - 1] == "%" or
                                                                 token_table(doc)[0][p.start - 1].lower() in
                                                                 _SHARE_WORDS):
                    break  # "only 9% report energy consumption", "almost none report variance": what a share do
                if k >= 2 and words[k - 2].lower in ("are", "is", "was", "were", "be") and p.lower.endswith("ing"):
                    break  # "organizations are building ML inference chips": a verb
                k -= 1
                mods += 1
            if k < i and k >= 1 and words[k - 1].first and words[k - 1].sent == w.sent and \
                    words[k - 1].end == words[k].start and f"{words[k - 1].lower} {words[k].lower}" in _FIELD_PHRASES:
                k -= 1  # "Machine learning inference is ...": the field's first word opens the sentence
            elif k < i and k >= 1 and words[k - 1].first and words[k - 1].sent == w.sent and \
                    words[k - 1].lower in _FIELD_WAYS and words[k - 1].end == words[k].start and \
                    " ".join(x.lower for x in words[k:i + 1]) in _FIELD_PHRASES:
                k -= 1  # "Distributed deep learning is ...": a way of the field opens the sentence
            if k < i and words[k].lower in _INPUT_NOUNS and k >= 1 and words[k - 1].lower in ("long", "short") \
                    and words[k - 1].sent == w.sent and head_kind(w, True) != "Metric":
                k += 1  # "long sequence LLM": "long sequence" describes the input, not a kind of model
                # (but "long sequence lengths" are sequence lengths)
            # the following word may also be a head ("KV cache compression ratio"): let the longer win later
            typ = None
            while k <= i:
                typ = head_kind(w, k < i)
                if typ == "Hardware" and sing == "server" and i >= 1 and words[i - 1].lower == "parameter" and k < i - 1:
                    typ = "Technique"  # "a hierarchical parameter server": a kind of parameter server, no machine
                if typ and (k == i or " ".join(x.lower for x in words[k:i + 1]) not in _FIELD_PHRASES) and \
                        _phrase_ok(words[k:i + 1], typ):
                    break
                if typ == "Metric" and k < i and sing in TECH_HEADS_MOD and _phrase_ok(words[k:i + 1], "Technique"):
                    typ = "Technique"  # a head of both kinds: "citation precision" measures, "FP8 precision" is
                    break  # a number format
                typ = None
                k += 1
            per = _per_unit(words, i)
            if typ is None and low in _LISTED_METRICS and _measured_alone(doc, words, i):
                typ, k = "Metric", i  # "in throughput, energy, and computational density": a quantity listed with one
            if typ is None and low in ("precision", "coverage") and i >= 1 and _NUMERIC.match(words[i - 1].text) and \
                    i + 1 < len(words) and words[i + 1].lower in ("points", "point") and words[i + 1].sent == w.sent:
                typ, k = "Metric", i  # "gains of 18.5 precision points": a score counted in points (alone the word
                # is a number format too)
            if typ is None and per is not None and (sing in METRIC_HEADS_MOD or low in METRIC_HEADS_MOD) and \
                    not (low == "time" and i >= 2 and words[i - 2].lower == "at" and words[i - 1].lower in ("a", "one")):
                typ, k = "Metric", i  # "energy per query": a head with its unit of work names the quantity (not
                # "one token at a time per request": an idiom, how the work goes)
            if typ is None or typ == "Hardware" and i >= 1 and words[i - 1].lower == "software":
                continue  # ("a software accelerator": a program, no device)
            if typ == "Metric" and k < i and sing not in ("score", "scores"):
                name_end = max((c[1] for c in known_at.get(words[k].start, ()) if c[2] in _NAMED_TYPES or
                                c[2] == "Hardware" and any(ch.isdigit() for ch in c[3])), default=None)
                if name_end is not None:  # "92% of cuBLAS throughput", "MMLU accuracy", "H100 throughput": the
                    # quantity of a named thing is the quantity (a benchmark's score is its own: "GLUE score")
                    k = next((m for m in range(k + 1, i) if words[m].start == name_end), i)
                    if k == i or not _phrase_ok(words[k:i + 1], typ):
                        continue
            if typ == "Model" and k >= 1 and words[k].lower.endswith("-parameter") and words[k - 1].lower[:1].isdigit():
                continue  # "an 175 billion-parameter model": one model's size, as "10B parameter model" (but
                # "trillion-parameter models" are a class of model)
            if typ == "Metric" and sing == "requirement" and not (
                    i + 2 < len(words) and words[i + 1].lower == "by" and
                    next((x.text for x in words[i + 2:i + 5] if x.lower not in _BY_QUALIFIERS), "")[:1].isdigit()) \
                    and not _requirement_changed_by(words, k, i):
                continue  # "prohibitive memory and computation requirements": what the work needs, said in passing
                # (the dev set's annotators leave it); "reduce ... the GPU memory requirement by 3 times" measures it
                # (and "reduces the storage requirement of neural networks by 35x")
            if typ == "Metric" and k >= 1 and words[k - 1].sent == w.sent and _COUNT.match(words[k - 1].lower) \
                    and singular(w.lower) != w.lower:
                continue  # "from 487,975 DBT volumes", "393 annotated volumes": counted things, not a quantity
            if typ == "Technique" and i + 1 < len(words) and words[i + 1].start == w.end and \
                    words[i + 1].sent == w.sent and words[i + 1].lower in _DATA_NOUNS:
                continue  # "normal training data", "inference samples": the method word describes data
            if typ == "Metric" and i + 1 < len(words) and words[i + 1].start == w.end and \
                    words[i + 1].sent == w.sent and _NOUN_GERUND.match(words[i + 1].text) and \
                    words[i + 1].lower not in _NOT_GERUNDS:
                continue  # "a learning-based cost modeling method", "memory latency hiding": what is done to it
            if typ == "Hardware" and k < i and sing in _UNIT_OF_DEVICE and any(
                    c[2] == "Hardware" and (c[1] == words[i - 1].end or i - k >= 2 and c[1] == words[i - 2].end and any(
                        x[2] == "Hardware" and x[1] == w.end for x in known_at.get(words[i - 1].start, ())))
                    for m in range(k, i) for c in known_at.get(words[m].start, ())):
                continue  # "Xeon processors", "64 Jetson Orin Nano devices", "a Jetson AGX Orin edge device": the
                # named device ("edge device" a class of its own)
            if typ == "Hardware" and sing == "server" and k >= 1 and words[k - 1].lower in ("a", "an") and \
                    words[k - 1].sent == w.sent and _after_comma(doc, words[k - 1].start):
                continue  # "TinyServe, an inference server for CPUs": what the named software is
            if typ == "Model" and singular(low) == "network" and (any(
                    x.lower in _NET_INFRA or x.lower.startswith(("inter-", "intra-")) for x in words[k:i]) or
                    k >= 2 and words[k - 1].lower in _NET_SPEEDS and words[k - 2].lower in ("a", "the", "by", "over")
                    or k >= 2 and words[k - 1].lower in ("a", "the") and words[k - 2].lower in ("over", "via")):
                continue  # "compared with data center networks", "wireless networks", "devices connected by a slow
                # heterogeneous network", "training ... over a heterogeneous network": computer networks
            if typ == "Model" and i + 1 < len(words) and words[i + 1].sent == w.sent and \
                    singular(words[i + 1].lower) in _SYS_NEXT:
                continue  # "optimized network libraries", "a neural network compiler": the model word modifies
            if typ == "Model" and k < i and i + 1 < len(words) and words[i + 1].sent == w.sent and (
                    words[i + 1].lower in _MODEL_PROCESS_NOUNS or words[i + 1].lower in ("application", "applications")
                    and not any("-" in x.text for x in words[k:i])):
                k = i  # "distributed LLM inference": the words before describe the inference, the model is "LLM"
                # (and "many interactive LLM applications"; but "retrieval-augmented LLM applications" are a kind's)
            elif typ == "Model" and k < i and words[k].lower in _ING_MODS and k >= 1 and \
                    (words[k - 1].lower in _GERUND_BEFORE or words[k - 1].lower == "on"):
                k += 1  # "for serving generative LLMs", "we focus on checkpointing recommendation models": a verb, not
                # a kind of model
            elif typ in ("Metric", "Technique") and k < i and words[k].lower in _ING_MODS and k >= 1 and \
                    words[k - 1].lower in ("when", "while", "by", "after", "before", "without"):
                k += 1  # "when computing attention scores": a verb, not a kind of score or of attention
            if typ == "Metric" and k < i and not all(words[m].text.islower() for m in range(k, i)):
                names = [c for c in cands if c[2] == "System" and c[0] >= words[k].start and c[1] <= w.start and
                         (c[4] is not None or not c[3].isupper() and dtext.count(c[3]) >= 2)]
                # "decreases Hydragen throughput": the system's throughput, a quantity named "throughput" (a known
                # system, or a name the abstract uses alone too; not "chrF score", "PE utilization")
                if names:
                    last = max(c[1] for c in names)
                    k = next(m for m in range(k, i + 1) if words[m].start >= last)
            if typ == "Technique" and low == "recovery" and any(
                    words[m].lower in ("quality", "accuracy", "performance", "loss", "perplexity") for m in range(k, i)):
                continue  # "for model quality recovery": getting a measure back, no method
            if typ == "Technique" and k < i and singular(low) in _FIELD_HEADS and words[k].lower in _FIELD_MODS:
                continue  # "risk management", "chemical engineering", "language learning": fields and practices of
                # other domains, not methods ("memory management", "feature engineering" stay)
            if typ == "Technique" and k == i - 1 and any(
                    c[2] == "System" and c[1] == words[k].end for c in known_at.get(words[k].start, ())):
                continue  # "the vLLM serving engine": a known system's engine, no kind of serving
            if k < i and typ == "Metric" and i + 1 < len(words) and words[i + 1].sent == w.sent and any(
                    c[1] > w.end and c[2] == "Technique" for c in known_at.get(w.start, ())):
                continue  # "a profiler-guided cost model": the head word opens a known method, no quantity
            if typ == "Technique" and k == i and low == "attention" and i + 1 < len(words) and \
                    words[i + 1].start == w.end and words[i + 1].lower in _ATTENTION_PARTS:
                continue  # "when computing attention scores": a part or value of the model's attention, no method
            span_words = words[k:i + 1]
            label = _phrase_label(span_words, typ)
            if not label or typ == "Model" and label.lower() in ("model", "models"):
                continue  # ("a cost effective ensembling-based model serving framework": the modifier dropped, the
                # generic word is left)
            # (not a head or a generic noun after it: "attention mechanism" is attention written longer)
            known = next((c for c in known_at.get(w.start, ()) if c[1] > w.end
                          and not _maybe_head(last := c[3].rpartition(" ")[2].lower())
                          and last not in _GENERIC_TAIL), None) \
                if k < i and i + 1 < len(words) and words[i + 1].sent == w.sent else None
            if known is not None:
                # the head word opens a known term: "multilingual scaling law" is a kind of scaling law
                # (of its type), not a "multilingual scaling" beside a "scaling law"
                if known[2] == typ:
                    more = [x for x in words[i + 1:] if x.end <= known[1]]
                    cands.append((span_words[0].start, known[1], typ,
                                  " ".join([_phrase_label(span_words, typ).rpartition(" ")[0], w.lower,
                                            _phrase_label(more, typ)]), None, P_HEAD, "head"))
                continue
            cands.append((span_words[0].start, w.end, typ, label, None, P_HEAD, "head"))
            if typ == "Metric" and per is not None and not (sing in _TIME_HEADS and (k < i or sing != "time")):
                # "energy per query", "cost per token": for each unit of work (a time per item is the time: "2 ms of
                # prediction overhead per request", "scheduling overhead per round"; but a bare "time per request")
                unit = singular(per.text if per.text.isupper() else per.lower)  # "per GPU", "per token"
                if words[i + 2] is not per:  # "per million tokens": a count of units, written as it is
                    unit = f"{words[i + 2].text} {per.text if per.text.isupper() else per.lower}"
                cands.append((span_words[0].start, per.end, typ, f"{label} per {unit}", None,
                              P_HEAD, "head"))
            # "mobile or IoT devices": the first conjunct shares the head ("mobile device")
            # and "data, tensor and pipeline parallelism": every conjunct of the list
            two = i - k == 2 and typ in ("Model", "Technique") and words[k].text.isalpha() and \
                words[k].text.islower() and words[k + 1].start == words[k].end and any(
                    c[1] == w.end for c in known_at.get(words[k + 1].start, ()))
            # ("convolutional and recurrent neural networks": the conjunct shares the known "neural network"; not
            # "activation and KV cache quantization")
            if k >= 2 and typ in ("Hardware", "Technique", "Metric", "Model") and (i - k == 1 or two) and \
                    words[k - 1].lower in ("or", "and") and words[k - 1].sent == w.sent and not (
                        i + 1 < len(words) and words[i + 1].sent == w.sent and words[i + 1].start == w.end and
                        words[i + 1].lower in _ALL_HEADS):  # ("weight, activation and KV cache quantization": the
                # list shares "quantization", the head of the longer phrase, not "cache")
                ttexts = token_table(doc)[0]
                head = _phrase_label(words[k + 1:i + 1], typ)
                j = k - 2
                gap = words[k - 1].start - words[j].end  # 0, or 1 for an Oxford comma
                if gap == 1 and ttexts[words[j].end] != ",":
                    gap = -1
                if gap == 1 and not (j >= 1 and words[j - 1].end + 1 == words[j].start and
                                     ttexts[words[j - 1].end] == ","):
                    gap = -1  # "retraining from scratch, and membership inference attacks": two clauses, a comma
                    # before "and" with one word before it is no list of two modifiers
                while j >= 0 and 0 <= gap <= 1 and len(cands) < 100000:
                    c = words[j]
                    if c.sent != w.sent or not _mod_ok(c, "") or c.first or \
                            (j >= 1 and words[j - 1].lower in _VERB_BEFORE) or \
                            (j >= 1 and words[j - 1].end == c.start and _is_adverb(words[j - 1].lower)):
                        break  # ("poorly connected, heterogeneous ... devices": a quality, no kind of device)
                    if j >= 1 and words[j - 1].end == c.start and words[j - 1].sent == w.sent and \
                            words[j - 1].lower not in _STOP_MODS and words[j - 1].lower not in _NP_STOP and \
                            _mod_ok(words[j - 1], "") and not c.lower.endswith("-") and \
                            not (j >= 2 and words[j - 2].lower in _VERB_BEFORE):
                        break  # "semi-automated error resolution, and data-driven optimisation": its own phrase
                        # (but "plans that unify data, operator, and pipeline parallelism": a verb before it)
                    if typ == "Metric" and (c.lower in _QUALITY_NOUNS or c.lower in _MEASURE_NOUNS or
                                            "-to-" in c.lower):
                        break  # "trade-offs between performance, complexity, and energy efficiency": nouns
                        # ("energy-to-solution and carbon footprint": a quantity of its own)
                        # ("the resolution and frame rate": a quantity of its own, no rate)
                    if singular(c.lower) == singular(w.lower) or \
                            singular(c.lower.rpartition("-")[2]) == singular(w.lower) or (
                            (c.lower in _ALL_HEADS or singular(c.lower) in _ALL_HEADS) and head_kind(c, True) == typ):
                        break  # "efficiency management and risk management", "Better Parallelism and Work
                        # Partitioning": a conjunct that is a head of the same kind is a phrase of its own (so is
                        # one that ends in the head: "deep-learning and kernel-based learning problems")
                    if (c.lower in _ALL_HEADS or singular(c.lower) in _ALL_HEADS) and j >= 1 and \
                            words[j - 1].sent == w.sent and words[j - 1].end == c.start and \
                            words[j - 1].lower not in _STOP_MODS and words[j - 1].lower not in _NP_STOP and \
                            head_kind(c, True) != typ:
                        break  # "hidden size and pipeline parallelism": "size" heads its own phrase
                    if c.start > 0 and ttexts[c.start - 1] in ("'s", "\u2019s", "'", "\u2019") or \
                            c.lower in ("half", "twice", "double", "triple", "quarter", "third"):
                        break  # "Moore's law and Dennard scaling": a thing of someone's is a phrase of its own;
                        # "reducing costs by half and energy consumption by 40%": an amount, no conjunct
                    first = c.lower
                    if first.endswith("-") and "-" in words[k].lower:
                        first += words[k].lower.split("-", 1)[1]  # "inter- and intra-operator" -> inter-operator
                    cands.append((c.start, c.end, typ, f"{first} {head}", None, P_HEAD, "coord"))
                    # one more conjunct before a comma: "data, tensor and ..."
                    if j >= 1 and words[j - 1].end + 1 == c.start and ttexts[words[j - 1].end] == "," and k - j < 6:
                        j -= 1
                        gap = 1
                    else:
                        break
        if " to " in dtext:
            _cost_to_goal_phrases(doc, cands)
        return doc


    @staticmethod
    def _named_by_metric(words, i, cands) -> tuple | None:
        """"the error depth metric", "a fairness metric": the words before "metric" name a quantity (written
        without the generic noun, as the guideline writes names)."""
        w = words[i]
        if i + 1 < len(words) and words[i + 1].sent == w.sent and words[i + 1].start == w.end and \
                words[i + 1].lower.endswith(("ion", "ment")) and words[i + 1].text.islower():
            return None  # "for efficient job metric collection": the metric names what is collected, no quantity
        k = i
        while k > 0 and i - k < 3:
            p = words[k - 1]
            if p.sent != w.sent or p.end != words[k].start or not p.text.islower() or not _mod_ok(p, "") or \
                    p.lower in _GENERIC_METRIC_MODS or p.lower in _NP_STOP:
                break
            if _ADJECTIVE_END.search(p.lower) or p.lower in _VERBS:
                break  # "computational metrics", "a left invariant metric": an adjective, no quantity's name
            if k >= 2 and words[k - 2].lower in _VERB_BEFORE:
                break  # "to define fidelity metrics": a verb
            k -= 1
        if k == i:
            return None
        span = words[k:i]
        cands.append((span[0].start, span[-1].end, "Metric", _phrase_label(span, "Metric"), None, P_HEAD, "head"))
        return tuple(x.lower for x in span)


_METRIC_NOUNS = {"metric", "metrics"}
_ADJECTIVE_END = re.compile(r"(?:al|ic|ive|ous|ible|able|ed|ful|less|ian|ary|ory|ant|ish|like|wise|world|ward|"
                            r"[^m]ent|^flat|^static|^smooth|^conformal)$")
_GENERIC_METRIC_MODS = {
    "evaluation", "performance", "quality", "efficiency", "assessment", "success", "standard", "common", "automatic",
    "automated", "human", "quantitative", "qualitative", "objective", "subjective", "composite", "custom",
    "primary", "secondary", "alternative", "task-specific", "reference-based", "reference-free", "system-level",
    "proxy", "surrogate", "benchmark", "existing", "traditional", "popular", "widely-used", "well-known", "distance",
    "hardware", "direct", "indirect", "system", "software",  # what is measured on, no quantity: "for hardware with
    # direct hardware metrics (e.g. latency)"
    "clear", "good", "new", "single", "simple", "key", "unified", "useful", "meaningful", "proper", "right", "fair",
    "reliable", "robust", "holistic", "novel", "better", "suitable", "appropriate",  # judgements of the metric:
    # "there has not been a clear metric to compare different methods"
}
# what a model phrase can modify ("distributed LLM inference", "offloading-based LLM serving")
_MODEL_PROCESS_NOUNS = {"inference", "serving", "training", "fine-tuning", "finetuning", "deployment", "workloads",
                        "workload", "pre-training", "pretraining", "decoding", "generation", "execution", "computation"}
# words before a gerund that make it a verb ("for serving generative LLMs", "by training small models")
_GERUND_BEFORE = {"for", "by", "when", "while", "of", "in", "after", "before", "without", "from", "to"}
_PER_UNITS = {"token", "tokens", "query", "queries", "request", "requests", "sample", "samples", "image", "images",
              "inference", "iteration", "iterations", "epoch", "step", "steps", "batch", "user", "users", "gpu",
              "node", "device", "operation", "flop", "byte", "parameter", "example", "sequence", "frame", "word",
              "round", "rounds", "client", "clients", "job", "jobs", "run", "runs", "watt", "joule", "dollar",
              "preemption", "preemptions", "checkpoint", "task", "tasks"}
_TIME_HEADS = {"time", "latency", "overhead", "delay", "duration"}
# what a unit of work may be said to be before it: "energy per generated token", "cost per completed job"
_PER_UNIT_KINDS = {"output", "input", "training", "inference", "decoding", "prefill", "generated", "completed",
                   "trained", "processed", "served", "decoded", "finished", "successful"}
# parts and values of an attention computation, after "attention" ("attention scores", "attention heads")
_ATTENTION_PARTS = {"window", "windows", "layer", "layers", "score", "scores", "head", "heads", "map", "maps",
                    "weight", "weights", "matrix", "matrices", "logits", "pattern", "patterns", "mask", "masks"}


def _per_unit(words, i):
    """The unit of work in "<head> per <unit>" after words[i] ("energy per query", "cost per million tokens"),
    or None."""
    if i + 2 < len(words) and words[i + 1].lower == "per" and words[i + 2].sent == words[i].sent:
        if words[i + 2].lower in _PER_UNITS:
            return words[i + 2]
        if (words[i + 2].lower in _PER_SCALES or words[i + 2].lower in _PER_UNIT_KINDS) and i + 3 < len(words) and \
                words[i + 3].lower in _PER_UNITS and words[i + 3].sent == words[i].sent:
            return words[i + 3]
    return None


_PER_SCALES = {"thousand", "million", "billion", "1k", "1m", "1b", "1,000", "1000", "1,000,000", "100", "10"}


_COUNT = re.compile(r"^(?:\d{1,3}(?:,\d{3})+|\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                    r"dozens|hundreds|thousands|millions|billions|million|billion|thousand|hundred)$")
# nouns that "long"/"short" turn into an adjective of the input ("long sequence", "short context")
_INPUT_NOUNS = {"sequence", "context", "range", "input", "prompt", "document", "video", "horizon", "term", "tail"}
_CLOSE_QUOTES = {"''", "\u201d", '"'}
_DATA_NOUNS = {"data", "dataset", "datasets", "sample", "samples", "example", "examples", "set", "sets", "corpus",
               "instances", "records", "logs", "traces", "context", "contexts", "rows", "tokens"}
_QUALITY_PREFIX = {"high", "low", "higher", "lower", "highest", "lowest", "so", "well", "ill", "best", "better",
                   "state-of-the", "ultra", "super", "near", "extremely", "very", "fixed", "variable", "min",
                   "max"}  # (and "min-cost flow")
_ALL_HEADS = (TECH_HEADS_ALONE | TECH_HEADS_MOD | METRIC_HEADS_ALONE | METRIC_HEADS_MOD | MODEL_HEADS_MOD
              | HW_HEADS_ALONE | HW_HEADS_MOD)


def _keep_case(w: Word) -> bool:
    return _keep_case_cached(w.text, w.title, w.first)


@functools.lru_cache(maxsize=65536)
def _keep_case_cached(t: str, title: bool, first: bool) -> bool:
    if title:  # Title Case says nothing: keep only names and acronyms ("Intra-Operator" is Title Case too)
        if "-" in t and all(is_capitalised(p) or p.islower() for p in t.split("-") if p):
            return False
        return is_name_shape(t) or (t.isupper() and len(t) > 1)
    return any(ch.isupper() for ch in t[1:]) or (t[:1].isupper() and not first)


# a hyphenated adjective opening a sentence keeps its phrase: "Straggler-aware client selection shortened ..."
_OPENING_ADJ = re.compile(r"^[a-z]+-(?:aware|based|driven|guided|centric|oriented|free|level|grained|wise|parallel)$")

_MODEL_CLASS_MODS = {
    "foundation", "diffusion", "generative", "language", "learning", "pre-trained", "pretrained", "dense", "sparse",
    "encoder-decoder", "encoder-only", "decoder-only", "multi-modal", "multimodal", "text-to-image", "text-to-video",
    "vision", "vision-language", "autoregressive", "auto-regressive", "neural", "recommendation", "sequence",
    "seq2seq", "embedding", "reward", "chat", "instruction-tuned", "conversational", "causal", "masked",
    "ai", "dl", "ml", "dnn", "moe", "mixture-of-experts", "speech", "acoustic", "recommender", "graph",
    "convolutional", "recurrent", "transformer", "attention", "draft", "teacher", "student", "world", "surrogate",
    "open-source", "open-weight", "proprietary", "visual", "image", "video", "audio", "code", "reasoning",
    "instruction-following", "vision-and-language", "large", "small", "compact", "quantized", "distilled",
    "billion-parameter", "trillion-parameter", "state-space", "ssm", "cnn", "rnn", "lstm", "gnn", "llm",
    # the task a model class does: "video generation models", "object detection models"
    "generation", "detection", "segmentation", "classification", "recognition", "translation", "forecasting",
    "captioning", "retrieval", "ranking",
}


# what a text says of a quantity where it stands, not part of the quantity's name
_SAID_OF_A_QUANTITY = {"added", "available", "idle", "intrinsic", "heterogeneous", "variable", "excessive", "huge",
                       "limited", "required", "needed", "necessary", "consumed", "incurred", "resulting"}
_BAD_METRIC_ANY = {"task", "context", "end-task", "technique", "boosted", "em", "linear",
                   "near-linear", "super-linear", "superlinear", "chosen", "certain",
                   # how a quantity grows: "quadratic time complexity"
                   "quadratic", "sub-quadratic", "subquadratic", "cubic", "logarithmic", "sublinear", "sub-linear",
                   # how large a value is, or the condition it is met under, is no part of the quantity's name
                   "extreme", "real-time", "realtime", "tail", "worst-case", "average-case", "extended", "prolonged",
                   # how demanding a requirement on it is: "stringent latency requirements", "tight memory budgets"
                   "stringent", "strict", "tight", "tighter", "loose", "relaxed", "individual",
                   "continuous", "discrete",  # ("representing continuous time" names no measured time)
                   "zero", "negligible", "minimal", "marginal",  # how much of it ("at zero cost"), no kind of it
                   "elastic",  # ("exploitation of elastic capacity": capacity to be had, no measured quantity)
                   "quantifiable", "measurable",  # (that it can be measured: no kind of it)
                   "learnable", "trainable", "learned", "tunable",  # ("learnable step sizes": parameters, not measured)
                   "synchronous", "asynchronous",  # ("assume synchronous rounds": how rounds run, no count of them)
                   # the shape of a load ("under bursty traffic"): a setting, no measured quantity
                   "bursty", "fluctuating", "diurnal", "skewed",
                   # how it stands, a state of it: "balanced memory utilization"
                   "balanced", "unbalanced", "imbalanced"}


# the object right after a verb: "recalls them", "scores each answer"
_VERB_OBJECTS = {"them", "it", "these", "those", "each", "every", "their", "its", "our"}
# the opening of a verb's object: "we co-design the switch processing"
_OBJECT_OPENERS = _VERB_OBJECTS | {"the", "a", "an", "this", "all", "both", "multiple", "several", "many"}
# what makes "speedup" a verb before it: "to speedup DT jobs", "can speedup training"
_SPEEDUP_VERB_BEFORE = {"to", "can", "could", "will", "would", "may", "might", "we", "they", "also", "further",
                        "greatly", "significantly", "substantially", "largely", "dramatically"}
# what a measured volume is of: "communication volume", "I/O volume" (not "3D medical volumes", "CT volumes")
_VOLUME_MODS = {"communication", "data", "traffic", "transfer", "i/o", "io", "query", "request", "write", "read",
                "message", "token", "network", "memory", "storage", "compute", "computation", "gradient",
                "parameter", "activation", "shuffle", "checkpoint", "cache", "kv", "transmission", "exchange",
                "inference", "training", "total", "overall", "sample", "trading", "search", "interaction"}
_TIME_ADJECTIVES = {"just-in-time", "ahead-of-time", "real-time", "on-time", "compile-time", "run-time", "one-time",
                    "part-time", "full-time", "first-time"}
_BAD_TRAIN_MODS = {"large-scale", "efficient", "focused", "focussed", "dedicated", "targeted", "intensive",
                   "model", "language", "foundation", "subsequent", "continued", "original",
                   "end-to-end", "highly", "optimized", "generative", "dnn", "llm", "gpt", "bert", "easy-to-use",
                   "sequence", "length", "time", "system", "rlhf", "network", "transformer", "data", "task"}


_POWER_DEVICES = {"sensor", "meter", "monitor", "supply", "rail", "outlet", "plant", "grid", "line", "cable",
                  "harvester", "source"}
_EXTENT_WORDS = {"wide", "broad", "full", "complete", "limited", "good", "poor", "extensive", "comprehensive",
                 "wider", "broader", "partial", "sufficient", "insufficient"}


_VALUE_END = re.compile(r"^(?:%|x|\u00d7|\d+(?:\.\d+)?(?:x|\u00d7|%))$")
_EFFORT_KINDS = frozenset(("human", "engineering", "manual", "programming", "developer", "development", "tuning",
                           "implementation", "porting", "annotation", "labeling", "labelling"))
_DENSITY_KINDS = frozenset(("compute", "computational", "computing", "computation", "performance", "function",
                            "power", "memory", "storage", "transistor", "integration", "bandwidth", "throughput"))
_SAVED_QUANTITIES = frozenset(("cost", "costs", "energy", "power", "memory", "time", "compute", "bandwidth", "storage"))


# a citation's key: authors' initials and a year ("SVK20", "BFH+18", "XLA17")
_CITATION_KEY = re.compile(r"[A-Z][A-Za-z]{1,5}\+?\d{2}[a-z]?")


def _in_square_brackets(ttexts, k: int) -> bool:
    """Whether token k stands inside square brackets, with only keys and commas around it ("[BFH+18, FJL18]")."""
    a = k - 1
    while a >= 0 and k - a <= 8 and (ttexts[a] in (",", ";", "+") or _CITATION_KEY.fullmatch(ttexts[a])):
        a -= 1
    b = k + 1
    while b < len(ttexts) and b - k <= 8 and (ttexts[b] in (",", ";", "+") or _CITATION_KEY.fullmatch(ttexts[b])):
        b += 1
    return a >= 0 and ttexts[a] == "[" and b < len(ttexts) and ttexts[b] == "]"


# how a cost grows with the input ("polynomial time", "linear time")
_COMPLEXITY_CLASSES = {"polynomial", "linear", "quadratic", "cubic", "constant", "logarithmic", "exponential",
                       "sublinear", "superlinear", "log-linear", "near-linear", "pseudo-polynomial", "sub-linear"}
# a span of time before a noun: "six-month", "24-hour" (but "multi-day training" is a kind)
_TIME_SPAN_MOD = re.compile(r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)-"
                            r"(?:second|minute|hour|day|week|month|year)s?")


# nouns after "graph" that name what works on graphs: "graph algorithms", "a graph abstraction", "graph workloads"
_GRAPH_WORK = {"algorithm", "algorithms", "abstraction", "abstractions", "operator", "operators", "primitive",
               "primitives", "workload", "workloads", "application", "applications", "problem", "problems", "task",
               "tasks", "kernel", "kernels", "api", "apis", "engine", "engines", "system", "systems", "framework",
               "frameworks", "library", "libraries", "query", "queries", "analytics", "program", "programs"}
def _requirement_changed_by(words: list[Word], k: int, i: int) -> bool:
    """A requirement (words k..i) a verb of change right before it changes by a value of its own a few words on:
    "reduces the storage requirement of neural networks by 35x"."""
    sent = words[i].sent
    if not any(x.lower in _CHANGED_BY and x.sent == sent for x in words[max(0, k - 3):k]):
        return False
    for n in range(i + 1, min(len(words) - 1, i + 9)):
        if words[n].sent != sent or words[n].lower in ("while", "whereas", "but", "and", "which", "that"):
            return False  # (another clause's change: "... the memory requirements while the speed improves by 2x")
        if words[n].lower == "by":
            return next((x.text for x in words[n + 1:n + 4] if x.lower not in _BY_QUALIFIERS), "")[:1].isdigit()
    return False


# participles that compare the work with something, opening a clause after a comma
_COMPARING_PARTICIPLES = {"matching", "rivaling", "rivalling", "surpassing", "outperforming", "exceeding", "beating"}
# what media streaming sends, before "streaming": an application, not a method
_STREAMED_MEDIA = {"video", "audio", "media", "music", "text", "live", "bitrate", "360-degree", "volumetric"}


def _phrase_ok(ws: list[Word], typ: str) -> bool:
    if typ == "Metric" and ws[-1].lower in _TIME_ADJECTIVES:
        return False  # "a just-in-time (JIT) compiler": when it compiles, no measured time
    mods = [x.lower for x in ws[:-1]]
    head = singular(ws[-1].lower)
    prev_text = ws[-2].text if len(ws) > 1 else ""
    if "-" in head and head not in _ALL_HEADS:
        pre, _, head = head.rpartition("-")
        mods.append(pre)
        prev_text = ws[-1].text.rpartition("-")[0]
    hyphened = [m for m in mods if "-" in m]  # (the tests below read only these: most modifiers have no hyphen)
    if hyphened and any("-the-" in m or "-a-" in m or m.startswith(("of-", "ever-")) for m in hyphened):
        return False  # an idiom, no kind: "push-the-button compression", "out-of-the-box quantization", "state
        # of-the-art batching", "ever-longer sequence lengths"
    if typ == "Metric" and head in ("time", "times") and mods and (mods[-1] in _COMPLEXITY_CLASSES or
                                                                  len(mods[-1]) == 1):
        return False  # how the cost grows, no measured time: "runs in strongly polynomial time", "instead of N times"
    if typ == "Metric" and mods and mods[0].endswith("-scale"):
        return False  # "with millisecond-scale switching overhead": the quantity after how large it is
    if typ == "Technique" and head in ("format", "layout", "protocol") and (
            head == "format" and (_FORMAT_KINDS.isdisjoint(mods) or any(m[:1].isdigit() for m in mods)) or
            head != "format" and not any("-" in m and not m.endswith(("-host", "-side")) for m in mods) or
            mods[-1] in _SPARSE_FORMAT_NAMES):
        return False  # a kind of one no work coins: "the number format", "a data layout", "a common protocol",
        # "16-bit formats", "a question-and-answer format", "the end-host protocols" (where it runs), "a
        # delta-compressed CSR layout" (the format named) (but "storage format", "a two-tier layout")
    if typ == "Technique" and head == "streaming" and mods and mods[-1] in _STREAMED_MEDIA:
        return False  # "neural adaptive video streaming", "adaptive bitrate streaming": an application, as a task
    if typ == "Model" and mods[:1] in (["automated"], ["automatic"]):
        return False  # "automated network operations": how a method works, no kind of network (a method keeps it:
        # "automatic batching", "automated fleet management")
    if typ == "Model" and mods[:1] == ["general-purpose"]:
        return False  # "general-purpose convolutional neural networks": the kind of model after it (but
        # "general-purpose computing" is a way of computing)
    if hyphened and any(_TIME_SPAN_MOD.fullmatch(m) for m in hyphened):
        return False  # "a six-month LLM development workload trace": how long something ran, no kind
    if typ == "Metric" and head == "speedup" and mods[-1:] == ["performance"]:
        return False  # "up to 4.8X performance speedup": a speedup ("performance" alone names no quantity)
    if typ == "Metric" and head == "effort" and (not mods or mods[-1] not in _EFFORT_KINDS):
        return False  # (a "research effort", "community efforts": work done, no measure)
    if typ == "Metric" and head == "density" and (not mods or mods[-1] not in _DENSITY_KINDS):
        return False  # (a "probability density", "breast density": no measure of computing)
    if typ == "Metric" and head == "emission" and any(m in ("net-zero", "zero", "low", "lower") for m in mods):
        return False  # "to enable net-zero carbon emissions": a goal, the quantity is the carbon emissions
    if typ == "Metric" and head == "coverage" and mods and mods[-1] in _EXTENT_WORDS:
        return False  # "a wide coverage taxonomy": how far it reaches, no coverage measured
    if typ == "Metric" and head == "volume" and mods and mods[-1] not in _VOLUME_MODS:
        return False  # "3D medical volumes": a volume of data, no quantity measured
    if typ == "Metric" and head == "compute" and mods and mods[-1].rstrip("s") in HW_HEADS_ALONE:
        return False  # "the prefill phase saturates GPU compute": the device's compute power, a resource (but
        # "training compute", "inference compute" are amounts of work)
    if typ == "Metric" and head == "frequency" and any("frequency" in m or m in ("term", "document") for m in mods):
        return False  # "term frequency-inverse document frequency": a weighting of words (TF-IDF), no measure
    if typ == "Metric" and head == "score" and mods and mods[-1] == "attention":
        return False  # "the strong attention scores towards initial tokens": values inside the model, no measure
    if typ == "Metric" and head == "count" and (not mods or not all(x.text.islower() for x in ws[:-1])):
        return False  # "kernel launch counts", "the parameter count" (not "a Borda count": a voting method)
    if typ == "Model":
        if not mods or any(m in _BAD_MODEL_MODS for m in mods[-1:]) and not (
                mods[-1] == "sparse" and head == "autoencoder"):  # (a class: "sparse autoencoders")
            return False
        if mods == ["language"] and head == "model":
            return False  # "we train language models": the field's word for any model of text, as the guideline's
            # annotators have it (never a name in the dev set's 20 abstracts writing it); "masked language
            # model", "Transformer-based language model" are kinds
        if len(ws) > 2 and mods[0] in ("pre-trained", "pretrained", "fine-tuned", "finetuned") and \
                ws[1].text[:1].isupper() and not ws[1].title:
            return False  # "pre-trained Transformer-based language model": the described model class
        if mods[-1] in MODEL_HEADS_MOD or all(
                any(ch.isupper() for ch in (x.text[1:] if x.first and not x.title else x.text)) for x in ws[:-1]):
            return False  # "Transformer model", "BERT model": the name alone (not a sentence's capital)
        if prev_text.isupper() and len(prev_text) > 1 and prev_text.isalpha() and mods[-1] not in _MODEL_CLASS_MODS:
            return False  # "the physics-based HRRR model": the named model alone (but "a lightweight CNN model")
        if head == "model" and mods[-1] not in _MODEL_CLASS_MODS and not mods[-1].endswith(("-based", "-trained", "-tuned")) \
                and not (prev_text.isupper() and len(prev_text) <= 5):
            return False
        if any(m in ("large-scale", "pre-training", "pretraining", "fine-tuning", "training", "parameter")
               or m[:1].isdigit() or m.startswith(("already-", "previously-"))
               for m in mods):  # ("versions of already-trained models")
            return False
        if head in ("encoder", "decoder", "transformer") and mods[-1] not in ("autoregressive", "decoder-only",
                                                                                "encoder-decoder", "vision", "sparse") \
                and not (mods[-1] in ("graph", "video", "diffusion") and (
                    prev_text.islower() or ws[-2].first and prev_text[1:].islower())):
            return False  # (but "graph transformers", also opening a sentence; "a dual-branch Diffusion
            # Transformer" is the named one)
    if typ == "Hardware":
        if mods[:1] in (["simulated"], ["emulated"]):
            return False  # "100 simulated edge devices": the edge device, stood in for
        if any(any(ch.isdigit() for ch in x.text) and any(ch.isupper() for ch in x.text) for x in ws[:-1]):
            return False  # "MI250X accelerators": the named device alone
        if any(m.endswith("-efficient") for m in mods) or (head in ("accelerator", "device", "chip") and
                                                           any(m in HW_HEADS_ALONE for m in mods) and
                                                           not (head == "accelerator" and mods[-1] == "fpga")):
            return False  # "energy-efficient accelerator", "GPU accelerators": GPU and accelerator (but an
            # accelerator built on an FPGA is a kind of accelerator: "fast and flexible FPGA accelerators")
        if head == "hierarchy" and (not mods or mods[-1] not in ("memory", "storage", "cache")):
            return False
        if head == "supercomputer" and any(x.text[:1].isupper() and not x.title and not x.first and
                                           x.lower not in HW_HEADS_ALONE for x in ws[:-1]):
            return False  # "the Frontier supercomputer": the named one (but "TPU supercomputers" are a kind)
        if head == "memory" and (not mods or mods[-1] not in HW_MEMORY_MODS):
            return False
        if head in ("device", "cluster") and mods and mods[0] in ("heterogeneous", "distributed", "diverse"):
            return False  # "heterogeneous edge devices", "across distributed devices": a set of devices, the kind
            # (if any) after it
        if head in ("gpu", "cpu", "npu", "soc") and mods and mods[-1] not in ("edge", "mobile", "consumer", "commodity",
                                                                 "multi-core", "datacenter", "data-center",
                                                                 "server", "desktop", "embedded", "integrated",
                                                                 "server-class", "low-power", "cloud"):
            return len(mods) == 0
        if head == "core" and mods[-1] not in ("cpu", "gpu", "tensor", "cuda", "processor", "compute"):
            return False
        if head == "core" and len(mods) >= 2 and mods[-1] in ("tensor", "cuda") and (
                mods[-2] in HW_HEADS_ALONE or mods[-2] in ("dense", "sparse")):
            return False  # "GPU Tensor Cores": the GPU and its tensor cores; "Dense Tensor Cores": what they compute
        if head == "processor" and mods and mods[-1] in _SOFTWARE_PROCESSORS:
            return False  # "stateful stream processors", "a query processor": software that processes those
        if head == "storage" and mods[-1] not in ("flash", "persistent", "ssd", "nvme", "disaggregated", "remote"):
            return False
        if head == "server" and mods[-1] not in ("cloud", "gpu", "cpu", "edge", "commodity", "multi-gpu", "inference",
                                                 "datacenter", "data-center") and mods[-2:] != ["data", "center"]:
            return False
    if typ == "Metric":
        if any(m[:1].isdigit() for m in mods):
            return False  # "70B-parameter model size", "4x longer sequence length": quantities
        if any(m in _BAD_METRIC_ANY for m in mods) or any(m in ("model", "dnn", "llm", "gpt", "bert", "em", "moe",
                                                                "language", "parameter", "transformer",
                                                                "hardware", "statistical")
                                                           # ("hardware memory capacity", "statistical convergence
                                                           # speed"; but "statistical efficiency")
                                                           for m in mods[:-1]):
            return False
        if head in ("access", "accesses") and (not mods or mods[-1] not in _ACCESS_MODS):
            return False  # what is accessed, counted: "DRAM access", "off-chip memory accesses" (not "random
            # access", "broader access")
        if head == "usage" and mods and mods[-1] not in _USAGE_MODS:
            return False  # what is used up, measured: "memory usage", "energy usage" (not "dataset and model usage",
            # "tool usages", "for production usage")
        if head == "compute" and mods and mods[-1] in _COMPUTE_PLACES:
            return False  # where computing happens: "the distributed compute environment", "edge compute boxes"
        if head == "precision" and mods and _precision_kind(mods[-1]):
            return False  # "FP8 precision", "mixed precision": a number format, no measure
        if head == "precision" and mods and re.search(r"(?:al|ive|ic|ed)$", mods[-1]):
            return False  # "surgical precision", "cognitive precision": how precise, no measure
        if head == "error" and (not mods or mods[-1] not in _ERROR_MEASURES):
            return False  # "human error", "programming errors": mistakes; "absolute relative error" a measure
        if head in ("time", "length", "rate", "size", "rounds", "power", "energy", "error", "loss", "usage",
                    "precision", "recall", "score", "quality", "variance", "traffic", "occupancy", "capacity",
                    "volume", "speed", "overhead") and not mods:
            return False
        if mods and mods[-1] in ("real", "same", "long", "short", "run", "compile", "wall", "at",
                                 "learning", "mixed", "half", "full", "single", "double"):
            return mods[-1] in ("learning",) and head == "rate"
        if head == "energy" and mods:
            return False
    if typ == "Technique":
        if head == "coding" and not (mods and (mods[-1] in _CODES or prev_text[:1].isupper() and
                                              prev_text[1:].islower())):
            return False  # a kind of code: "Huffman coding", "erasure coding" (not "thirteen coding", "vibe coding")
        if head == "cache" and any(m in _CACHE_DEVICES for m in mods):
            return False  # "on-chip SRAM cache", "the L2 cache": a memory of the chip, no caching method
        if any(m.endswith("-scale") and m != "large-scale" and m.partition("-")[0] not in _SCALE_COUNTS for m in mods):
            return False  # "terabyte-scale embedding" (a size; but "twin-scale quantization", "multi-scale attention"
            # are kinds of the method, by how many scales it keeps)
        if head in ("modeling", "modelling") and not (mods and (mods[-1] in _MODELED_QUANTITIES or
                                                                mods[-1].endswith("-based"))):
            return False  # a systems method models a quantity: "learning-based cost modeling", "performance
            # modeling" (not "a novel end-to-end modeling infrastructure", "temporal modeling", a task)
        if any(modifier_form(w.text).lower() in ("llm", "dnn", "cnn", "rnn", "gnn", "lm", "vlm", "mllm")
               for w in ws[:-2]):
            return False  # "LLM low-bit weight-only quantization": what the method is applied to, no kind of it
        if len(ws) > 1 and _HW_SHAPE.match(ws[0].text):
            return False  # "H100 confidential computing mode": the device's feature, the device named apart
        if head in ("learning",) and (not mods or mods[-1] in ("deep", "machine", "statistical", "representation")) \
                and not (len(mods) == 2 and mods[0] in _FIELD_WAYS):
            return False  # fields of study, also inside longer phrases ("large-scale deep learning"); but a way of
            # running the field's training is a method: "distributed deep learning" (as "distributed learning")
        if head in ("instance",) and mods[-1:] not in (["spot"], ["preemptible"], ["on-demand"], ["reserved"]):
            return False
        if head in ("gradient", "reduction", "generation", "graph", "cache", "search", "attention",
                    "communication", "management", "embedding") and len(mods) == 0:
            return False
        if head == "precision" and not _precision_kind(mods[-1]):
            return False  # "mixed precision", "FP8 precision" are number formats; "citation precision" a measure
        if head == "graph" and (mods[-1] in _PROGRAM_GRAPHS or mods[-1] in _DATA_GRAPHS or (
                prev_text[:1].isupper() and prev_text[1:].islower() and not ws[max(0, len(ws) - 2)].first and
                ws[-1].text.rpartition("-")[2].islower())):
            return False  # "compiles the backward graph", "a dependency graph of operators": what a program is, no
            # method (as "proximity graph", an index, is); "a billion-edge social graph": data
        if len(mods) > 1 and mods[0] == "large-scale":
            return False  # "large-scale distributed training", "large-scale customized fine-tuning": how big, no
            # kind (the words after it are: the shorter phrase is tried next)
        if head == "attention" and (mods[-1] in _ATTENTION_IDIOM or mods[-1] == "attention"):
            return False  # "has garnered widespread attention": interest, not a mechanism
        if head == "inference" and mods and mods[-1] in ("fast", "batch"):
            return False  # (a model's inference, "LLM inference", is a task: below)
        if head in _MODEL_WORK_HEADS and mods:
            if prev_text in ("AI", "DL", "ML") and len(mods) == 1 or " ".join(mods) in _FIELD_PHRASES or \
                    mods == ["learning"]:  # (and the field's last word left alone: no "learning training")
                return False  # "systems for DL training", "deep learning training jobs": the field's work, a task
                # (as the dev set's "DNN training", "deep learning inference")
            if mods[-1] in _BAD_TRAIN_MODS or prev_text[:1].isupper() and head != "decoding" and not re.match(
                    r"^(?:FP|INT|BF)\d+$", prev_text) and prev_text not in ("AI", "DL", "ML", "LoRA"):
                # (a capitalised word before "decoding" is often the method's own: "DSR decoding", "MBR decoding")
                # a model's work is a task ("LLM inference", "DNN training"), but a kind of it the words before the
                # model name is a method: "distributed LLM inference", "sampling-based GNN training" (as the dev
                # set's "multi-tenant DL inference")
                if not (len(mods) >= 2 and (prev_text.isupper() or mods[-1] in ("llm", "dnn")) and
                        _kind_of_work(mods[-2])):
                    return False
    return True


_SCALE_COUNTS = {"twin", "dual", "multi", "single", "two", "three", "double", "mixed", "cross", "fine", "coarse"}


# what a model goes through (its training, serving, decoding: the task, unless a kind of it is named)
_MODEL_WORK_HEADS = frozenset(("training", "pre-training", "pretraining", "fine-tuning", "finetuning", "inference",
                               "optimization", "serving", "decoding"))


def _kind_of_work(m: str) -> bool:
    """A word before a model's name that says how its training or inference runs: "distributed", "multi-GPU",
    "sampling-based", "offloading-based" (not "efficient", "large-scale": a judgement or a size)."""
    return m not in _BAD_TRAIN_MODS and (m in _WORK_KINDS or "-" in m and m.rpartition("-")[2] in (
        "based", "gpu", "node", "tenant", "device", "aware", "parallel", "level"))


def _work_after_bracket(doc, end: int, nwords: int) -> bool:
    """A short form of fewer letters than `nwords` in brackets, then a model's work: "... (DNN) training"."""
    texts = token_table(doc)[0]
    return end + 3 < len(texts) and texts[end] == "(" and texts[end + 2] == ")" and \
        texts[end + 3].lower() in _MODEL_WORK_HEADS and sum(c.isalpha() for c in texts[end + 1]) < nwords


_WORK_KINDS = {"distributed", "parallel", "batched", "heterogeneous", "federated", "decentralized", "collaborative",
               "elastic", "speculative", "offline", "online", "serverless", "disaggregated", "pipelined"}


_ATTENTION_IDIOM = {
    "widespread", "considerable", "tremendous", "enormous", "substantial", "extensive", "wide", "broad", "public",
    "little", "scant", "special", "particular", "close", "careful", "renewed", "lots", "research", "academic",
    "industrial", "media", "worldwide", "attracted", "garnered", "received", "drawn", "gained",
}


def modifier_form(word: str) -> str:
    """A plural acronym modifies as a singular: "LLMs serving" is LLM serving (FLOPs and TOPS are no plurals)."""
    if len(word) > 2 and word.endswith("s") and word[:-1].isupper() and not word.endswith(("OPs", "OPS")):
        return word[:-1]
    return word


def _title_word_lowered(t: str) -> str:
    """A Title Case word lowered, its acronym parts kept: "LLM-Based" -> "LLM-based", "Multi-GPU" -> "multi-GPU"."""
    return "-".join(p if len(p) > 1 and p.isupper() else p.lower() for p in t.split("-"))


def _phrase_label(ws: list[Word], typ: str) -> str:
    parts = [x.text if _keep_case(x) or (x.text.isupper() and len(x.text) > 1) else
             _title_word_lowered(x.text) if x.title and "-" in x.text else x.lower for x in ws]
    parts[:-1] = list(map(modifier_form, parts[:-1]))
    parts[-1] = singular(parts[-1]) if typ != "System" else parts[-1]
    return " ".join(parts)


# ---------------------------------------------------------------- resolution

@Language.factory("kg_entities", default_config={"vocab_paths": None})
def make_entities(nlp, name, vocab_paths):
    return EntityResolver(vocab_paths)


_ARTICLES = ("the ", "a ", "an ")
# what a data set holds, after its name: "Alpaca instructions", "ShareGPT conversations"
_DATA_ITEMS = {"instructions", "prompts", "conversations", "requests", "samples", "examples", "queries"}
_CAMEL_NAME = re.compile(r"[a-z][A-Z]|[A-Z]{2,}[a-z]")
_VERSIONED = re.compile(r"^(.*?[A-Za-z])[- ]?(?:v|V)?\d+(?:\.\d+)*[a-z]?$")  # (lazy: "MLPerf v1.0" -> MLPerf)


# a name that ends in a size ("Deep1B", "LAION-400M", "SIFT 1M"), and the name without it and without its marks
_SIZED_LABEL = re.compile(r"^(.*?[A-Za-z])[-_ ]?\d+(?:\.\d+)?[KMB]$")


def _squashed(name: str) -> str:
    return re.sub(r"[\W_]+", "", name).lower()


_NESTABLE = {"Hardware", "Dataset", "Model", "System"}
_ATTENTION_OUTPUTS = {"matrix", "matrices", "map", "maps", "score", "scores", "weights", "probabilities", "logits"}
# (only the verbs of a reader's attention: "our sparse attention", "requires sparse attention", "Given sparse
# attention" name the method)
_ATTENTION_GIVEN = {"deserve", "deserves", "deserved", "deserving", "merit", "merits", "merited", "pay", "pays", "paid",
                    "paying", "receive", "receives", "received", "draw", "draws", "drew", "drawn", "attract",
                    "attracts", "attracted", "devote", "devotes", "devoted", "undivided"}
_PEOPLE_NOUNS = {"practitioner", "practitioners", "researcher", "researchers", "developer", "developers", "engineer",
                 "engineers", "community", "communities", "expert", "experts", "user", "users"}
_SCOPE_NOUNS = {"space", "spaces", "capability", "capabilities", "landscape",
                "opportunity", "opportunities", "challenge", "challenges", "community", "communities",
                "literature", "practitioner", "practitioners", "researcher", "researchers",
                # an attribute or a measure of the thing: "global graph properties", "local clustering coefficient",
                # "by prompt embedding similarity"
                "property", "properties", "coefficient", "coefficients", "characteristics", "similarity",
                "similarities", "distance", "distances",
                # what a course or a project aims at: "intended learning outcomes"
                "outcome", "outcomes", "goals"}

# before a measured quantity these name a different quantity, not a judgement: "effective
# utilization" (of the useful work only), "peak memory" (the maximum, not the mean)
_METRIC_QUALIFIERS = {"effective", "peak", "wasted", "idle"}

# a measured gain and its subject: "that Decima improves ... over ... by 21%" (rule 2f of NameRules)
_GAIN_VERBS = {"improves", "outperforms", "reduces", "achieves", "accelerates", "speeds", "surpasses", "beats",
               "delivers", "attains", "cuts", "lowers", "boosts", "increases", "reaches", "yields", "saves",
               "shortens"}
_GAIN_SUBJECT_AFTER = {"that", "and", "while", "whereas", "where"}
_GAIN_MEASURED = {"over", "than", "compared", "versus", "vs", "vs."}

# Heads of the names of organisations and venues (capitalised), which the guideline does not annotate
_ORG_WORDS = {
    "Academy", "Institute", "Institution", "Foundation", "University", "Association", "Society", "Journal",
    "Conference", "Council", "Agency", "Ministry", "Department", "Administration", "Organization", "Organisation",
    "Laboratory", "Laboratories", "College", "School", "Hospital", "Committee", "Consortium", "Commission",
    "Bureau", "Corporation", "Symposium", "Workshop", "Proceedings", "Government", "Federation", "Court",
    "Facility", "Facilities", "Center", "Centre",  # ("at Argonne Leadership Computing Facility")
}


def _drop_organisations(chosen, abbrevs, ttexts):
    """Unknown names of organisations and venues, and their short forms wherever they stand: "American
    Academy of Advertising (AAA)", "The Journal of Advertising (JA)", "the Allen Institute for AI (AI2)",
    "AAA-ANA Educational Foundation" (a name followed by the rest of an organisation's name)."""
    n = len(ttexts)

    def head(k):  # an organisation's word ends its run of capitals ("Foundation Model" is no foundation)
        return ttexts[k] in _ORG_WORDS and (k + 1 >= n or not ttexts[k + 1][:1].isupper())

    org = set()
    for c in chosen:
        if c[4] is not None:
            continue
        if any(map(head, range(c[0], c[1]))) or c[0] > 1 and ttexts[c[0] - 1] == "(" and \
                any(map(head, range(max(0, c[0] - 6), c[0] - 1))):
            org.add((c[0], c[1]))
            continue
        k = c[1]  # the name's run of capitals goes on to an organisation's word
        while k < n and k - c[1] < 3 and ttexts[k][:1].isupper() and not head(k):
            k += 1
        if k < n and head(k):
            org.add((c[0], c[1]))
    if not org:
        return chosen
    for (ls, le), (ss, se) in abbrevs:
        if any(s < le and ls < e for s, e in org):
            org.add((ss, se))
    names = {" ".join(ttexts[s:e]) for s, e in org}
    return [c for c in chosen if c[4] is not None or (c[0], c[1]) not in org and " ".join(ttexts[c[0]:c[1]])
            not in names]


_FIELD_NORMS = {" ".join(f.replace("-", " ").split()) for f in _FIELD_PHRASES} | {
    "ai", "artificial intelligence", "machine learning", "deep learning", "nlp", "computer vision"}


@functools.lru_cache(maxsize=65536)
def _alias_form(surface: str, typ: str) -> str:
    """A mention as an alternative label: one line, no brackets, singular ("LLMs" -> "LLM")."""
    t = " ".join(surface.replace(")", " ").replace("(", " ").split()).rstrip(".")
    if not t or t.islower() and typ == "System":
        return t
    head, sep, last = t.rpartition(" ")
    if typ != "System" or (last.endswith("s") and last[:-1].isupper()):
        last = singular(last)
    return f"{head}{sep}{last}"


def _right_heads_win(cands: list) -> list:
    """"MoE model size": a metric phrase whose first word ends a model name is the head of
    the compound (English compounds are right-headed), so the model candidate it cuts is dropped."""
    reach: dict[int, int] = {}  # start token -> furthest end of a multi-word metric phrase starting there
    for c in cands:
        if c[2] == "Metric" and c[6] == "head" and c[1] - c[0] > 1 and c[1] > reach.get(c[0], -1):
            reach[c[0]] = c[1]
    if not reach:
        return cands
    return [c for c in cands if not (c[2] == "Model" and any(reach.get(s, -1) > c[1] for s in range(c[0] + 1, c[1])))]


def _names_not_cut(cands: list, ttexts) -> list:
    """A phrase by its head that starts inside a known system's name misread its words: "a TensorFlow Lite model
    graph" is no technique "Lite model graph" (unlike a metric's head, which wins: "MoE model size"; and not a
    name glued into a compound: "AWS Lambda-style container reuse")."""
    inner = {}  # token -> end of the known system name it is inside of, not its first word
    for c in cands:
        if c[2] == "System" and c[4] is not None and c[1] - c[0] > 1 and (c[1] >= len(ttexts) or ttexts[c[1]] != "-"):
            for k in range(c[0] + 1, c[1]):
                inner[k] = max(inner.get(k, 0), c[1])
    if not inner:
        return cands
    return [c for c in cands if not (c[6] == "head" and c[2] != "Metric" and inner.get(c[0], 0) > c[0] and
                                     c[1] > inner[c[0]])]


_MODELED_QUANTITIES = {"cost", "performance", "latency", "energy", "power", "throughput", "memory", "resource",
                       "workload", "analytical", "analytic", "roofline", "queueing", "queuing", "runtime", "time",
                       "traffic", "failure", "reliability", "bandwidth", "contention", "interference"}
_CODES = {"huffman", "entropy", "erasure", "arithmetic", "delta", "run-length", "predictive", "polar", "network",
          "source", "channel", "sparse", "gradient", "lattice", "product", "residual"}
_CACHE_DEVICES = {"sram", "dram", "on-chip", "off-chip", "l1", "l2", "l3", "last-level", "hbm", "cpu", "llc", "sram-based"}
# what a usage measures: a resource used up ("memory usage", "GPU usage", "energy usage")
_USAGE_MODS = {"memory", "resource", "resources", "energy", "power", "gpu", "cpu", "bandwidth", "network", "disk",
               "storage", "cache", "hbm", "dram", "sram", "compute", "battery", "hardware", "kv", "water", "carbon",
               "accelerator", "tpu", "npu", "core", "processor", "host", "device", "data", "link", "i/o"}
# where computing happens, no amount of it: "the distributed compute environment", "interconnected compute"
_COMPUTE_PLACES = {"distributed", "interconnected", "edge", "decentralized", "heterogeneous", "cloud", "function",
                   "serverless", "elastic", "shared", "on-premise", "on-premises"}
_ACCESS_MODS = {"dram", "memory", "hbm", "sram", "off-chip", "on-chip", "cache", "disk", "ssd", "storage",
                "main-memory", "global-memory", "i/o"}
_MODEL_PARTS = {"layer", "layers", "matrix", "matrices", "weights", "weight", "head", "heads", "module", "modules"}


def _projection_of_a_model(ttexts, c) -> bool:
    """A method phrase whose "projection" (its own last word, or the head its conjunct shares: "feed-forward and
    attention projection layers") is followed by a part of a model."""
    k = next((k for k in range(c[1] - 1, min(len(ttexts) - 1, c[1] + 5)) if ttexts[k].lower() == "projection"),
             None)
    return k is not None and ttexts[k + 1].lower() in _MODEL_PARTS


_DEVICE_HEADS = {"GPU", "CPU", "TPU", "NPU", "FPGA", "device", "processor", "accelerator", "chip", "SoC"}


def _shared_device_heads(chosen: list, ttexts) -> list:
    """A known kind of computer as the first conjunct of devices shares their head: "on both desktop and mobile
    GPUs" names desktop GPUs, not desktops."""
    at = {c[0]: c for c in chosen}
    out = []
    for c in chosen:
        nxt = at.get(c[1] + 1)
        if c[2] == "Hardware" and c[1] - c[0] == 1 and ttexts[c[0]].islower() and c[1] + 1 < len(ttexts) and \
                ttexts[c[1]].lower() in ("and", "or") and nxt is not None and nxt[2] == "Hardware" and \
                nxt[1] - nxt[0] == 2 and ttexts[nxt[0]].islower():
            head = nxt[3].rpartition(" ")[2]
            if head in _DEVICE_HEADS:
                c = (c[0], c[1], c[2], f"{ttexts[c[0]]} {head}", None, P_HEAD, "coord")
        out.append(c)
    return out


_FORMAT_NEED = re.compile(r"(?:FP|BF|INT|TF|MX)(?:4|8|16|32|64)\b")
_NUMBER_FORMAT = re.compile(r"^(?:FP|BF|INT|TF|MX)(?:4|8|16|32|64)$")


def measured_model_word(word: str) -> bool:
    """A word before a quantity that says which model it was measured on, no kind of the quantity: a number format
    or the dense model ("within 1.8 points of FP16 accuracy", "96% of the dense accuracy")."""
    return bool(_NUMBER_FORMAT.match(word)) or word.lower() in ("dense", "uncompressed")
_FORMAT_COMPARED_AFTER = {"over", "than", "versus", "vs", "vs.", "against"}


def _compared_formats(ttexts) -> list:
    """A number format compared with alone is the way of running at that precision: "speedups over FP16" (the FP16
    inference it is faster than), "compared to FP32"."""
    out = []
    for k in range(1, len(ttexts)):
        if _NUMBER_FORMAT.match(ttexts[k]) and (
                ttexts[k - 1].lower() in _FORMAT_COMPARED_AFTER or
                k >= 2 and ttexts[k - 1].lower() in ("to", "with") and ttexts[k - 2].lower() == "compared") and \
                (k + 1 >= len(ttexts) or not ttexts[k + 1][:1].isalnum() or ttexts[k + 1].lower() in ("and", "or")):
            out.append((k, k + 1, "Technique", ttexts[k], None, P_HEAD, "head"))
    return out


def _no_system_openers(cands: list, ttexts) -> list:
    """A method's phrase by its head does not open with a known system's name: "the DALI data loading library" is
    DALI and "data loading", "TVM operator fusion" is TVM's fusion, not a method of that name (but a name glued
    into a compound stays: "AWS Lambda-style container reuse")."""
    ends = {}  # first token of a known system's name -> its end
    for c in cands:
        if c[2] == "System" and c[4] is not None and (c[1] >= len(ttexts) or ttexts[c[1]] != "-"):
            ends[c[0]] = max(ends.get(c[0], 0), c[1])
    hits = [n for n, c in enumerate(cands) if c[0] in ends and c[2] == "Technique" and c[6] == "head" and
            c[4] is None and c[0] < ends[c[0]] < c[1] - 1] if ends else ()
    if not hits:
        return cands
    out = list(cands)
    for n in hits:
        c = cands[n]
        e0 = ends[c[0]]
        name = " ".join(ttexts[c[0]:e0]) + " "
        if c[3].startswith(name):  # (the rest as the phrase wrote it)
            out[n] = (e0, c[1], c[2], c[3][len(name):], *c[4:])
    return out


def _cost_idiom(texts, s, e) -> bool:
    """"at the cost of X" is an idiom: its "cost" measures nothing; so is "at a cost of 6% longer ..." (but "at a
    cost of $5" is an amount of money)."""
    if not (e - s == 1 and texts[s].lower() == "cost" and s >= 2 and e < len(texts) and
            texts[s - 1].lower() in ("the", "a") and texts[s - 2].lower() == "at" and texts[e].lower() == "of"):
        return False
    return texts[s - 1].lower() == "the" or not (e + 1 < len(texts) and (
        texts[e + 1][:1] in "$\u20ac\u00a3" or texts[e + 1].upper() in ("USD", "EUR")))


_UNDEFINED_ACRONYM = re.compile(r"[A-Z]{2,6}s?")


def _merge_entity(entities: dict, spans: list, by_norm: dict, drop: str, keep: str) -> None:
    """Entity `drop` is `keep`: its label and aliases become keep's aliases, its spans and spellings point to keep."""
    k_ent, d_ent = entities[keep], entities.pop(drop)
    for al in [d_ent["label"], *d_ent["aliases"]]:
        if al != k_ent["label"] and al not in k_ent["aliases"]:
            k_ent["aliases"].append(al)
    for sp in spans:
        if sp[2] == drop:
            sp[2] = keep
    for nrm, k in list(by_norm.items()):
        if k == drop:
            by_norm[nrm] = keep


def _initials_of(long: str, short: str) -> bool:
    """Whether short is spelled by the initials of long's words: "Design in Tiles" / "DiT"."""
    ws = [w for w in re.split(r"[\s\-]+", long) if w]
    return len(ws) > 1 and "".join(w[0] for w in ws).lower() == short.lower()


def strip_plural(short: str) -> str:
    """"LLMs" -> "LLM" (as kg.abbrev.strip_plural)."""
    if len(short) > 2 and short.endswith("s") and short[-2].isupper():
        return short[:-1]
    return short


_HW_VENDORS = {"nvidia", "amd", "intel", "arm", "google", "apple", "qualcomm", "huawei", "graphcore", "cerebras",
               "samsung", "micron", "kioxia", "seagate", "hynix"}
_PART_CODE = re.compile(r"[A-Z]{1,4}\d+[A-Z0-9]*")  # a device's part number: "PM9A3", "P5800X"
_VENDOR_DEVICE_CLASSES = {"gpu", "cpu", "tpu", "npu", "dsp", "fpga", "soc", "processor", "accelerator", "chip", "ssd"}
_HYPHEN_ADJ = {"sensitive", "oriented", "effective", "aware", "bound", "critical", "efficient", "intensive",
               "optimal", "constrained", "friendly", "free", "centric", "driven", "saving", "hungry", "heavy",
               "agnostic", "conscious", "limited", "optimized", "optimised"}


def _drop_modifier_words(chosen: list, ttexts, tidx) -> list:
    """Drop spans that only modify the next word: a vendor before a device ("ARM Cortex-A78" ->
    the device), a quantity in a hyphenated adjective ("cost-effective", "latency-sensitive")."""
    out = []
    n = len(ttexts)
    for i, c in enumerate(chosen):
        s, e, typ = c[0], c[1], c[2]
        if typ == "Hardware" and e - s == 1 and ttexts[s].lower() in _HW_VENDORS and i + 1 < len(chosen) and \
                chosen[i + 1][0] == e and chosen[i + 1][2] == "Hardware":
            continue  # (a vendor typed a System by its shape: see the resolver, once devices are typed)
        if typ == "Metric" and e + 1 < n and ttexts[e] == "-" and ttexts[e + 1].lower() in _HYPHEN_ADJ and \
                tidx[e] == tidx[e - 1] + len(ttexts[e - 1]) and tidx[e + 1] == tidx[e] + 1:
            continue
        if typ == "Hardware" and ttexts[e - 1].lower() == "camera" and e < n and ttexts[e].isalpha() and \
                ttexts[e].islower() and ttexts[e] not in _AFTER_A_DEVICE:
            continue  # a camera's setting or part, no device: "camera pose estimation", "a dense multi-view camera
            # setup", "camera movement control" (but "on 40 cameras", "a smart camera with an NPU")
        out.append(c)
    return out


# words after a device's name that leave it a device (not a noun it modifies)
_AFTER_A_DEVICE = frozenset(("and", "or", "with", "to", "in", "on", "at", "of", "for", "that", "which", "is", "are",
                             "was", "were", "can", "as", "by", "from", "per", "each", "while", "where", "when",
                             "running", "equipped", "deployed", "attached", "connected", "alone", "only"))


# a word of a long form written with its acronym's letters in capitals: "ONline", "LINear", "PREDictive" (three
# lower-case letters at least: not a plural, "OCSes", nor a name's own case, "QMon")
_CAPS_THEN_WORD = re.compile(r"([A-Z]{2,})[a-z]{3,}")


def cand_order(c) -> tuple:
    """The order in which overlapping candidates claim their tokens: a pair's long or short form first, then the
    longer, the higher priority, the earlier; ties broken on every field, so that the order is the same in every
    run (a set's order of the candidates is not: their tuples hold None, whose hash is its address)."""
    return c[6] != "abbrev", -(c[1] - c[0]), -c[5], c[0], c[2], c[3], c[4] or "", c[6]


class EntityResolver:
    """Choose non-overlapping spans (longest first, vocabulary before rules), give each
    a canonical entity (vocabulary concept, else the normalised surface form), merge
    spelling variants and "long form (ACR)" pairs into one entity."""

    def __init__(self, vocab_paths=None):
        from .vocab import load_vocabulary, norm

        self.vocab = load_vocabulary(vocab_paths)
        self.lookup = self.vocab.lookup()
        self.norm = norm
        self._canon: dict = {}
        self._data_bases: frozenset | None = None

    def _data_named_as_models(self, cands: list, ttexts) -> list:
        """"fine-tuned on Alpaca and GSM8K", "on HumanEval, XSum and Dolly", "Alpaca instructions", "after
        fine-tuning on Alpaca": a known model that the vocabulary also knows as a data set ("Alpaca dataset"),
        listed with a known data set, before what data sets hold or what a model is trained on, is the data set."""
        data = [c for c in cands if c[2] == "Dataset" and c[4] is not None]
        starts, ends = {c[0] for c in data}, {c[1] for c in data}
        out = []
        for c in cands:
            s, e = c[0], c[1]
            if c[2] == "Model" and c[4] is not None and (
                    _listed_beside(s, e, ttexts, starts, ends) or e < len(ttexts) and ttexts[e].lower() in _DATA_ITEMS
                    or s >= 2 and ttexts[s - 1].lower() == "on" and ttexts[s - 2].lower() in _TUNED_ON):
                key = self.vocab.resolve(" ".join(ttexts[s:e]) + " dataset")
                if key is not None and self.vocab.concepts[key].type == "Dataset":
                    c = (s, e, "Dataset", c[3], key, c[5], c[6])
            out.append(c)
        return out

    def _adaptation_pairs(self, chosen: list, ttexts) -> list:
        """"Cityscapes-to-ACDC", "GTA5-to-Cityscapes": a domain-adaptation pair of data sets, one of them known,
        is two data sets, not one name."""
        out = []
        for c in chosen:
            s, e = c[0], c[1]
            if c[2] in ("System", "Dataset") and c[4] is None and e - s == 5 and ttexts[s + 1] == "-" and \
                    ttexts[s + 2] == "to" and ttexts[s + 3] == "-":
                keys = [self.vocab.resolve(ttexts[x]) for x in (s, e - 1)]
                if any(k is not None and self.vocab.concepts[k].type == "Dataset" for k in keys):
                    out.extend((x, x + 1, "Dataset", ttexts[x], k, c[5], "pair") for x, k in zip((s, e - 1), keys))
                    continue
            out.append(c)
        return out

    def data_bases(self) -> frozenset:
        """The vocabulary's data set names without their size and without spaces or marks, lower case ("deep" of
        "Deep1B", "msspacev" of "MS SPACEV"), save those that also name something else ("Alpaca")."""
        if self._data_bases is None:
            bases: dict[str, set] = {}
            for c in self.vocab.concepts.values():
                for label in (c.label, *c.aliases):
                    m = _SIZED_LABEL.match(label)
                    bases.setdefault(_squashed(m.group(1) if m else label), set()).add(c.type == "Dataset")
            self._data_bases = frozenset(b for b, kinds in bases.items() if kinds == {True} and len(b) > 2)
        return self._data_bases

    def canonical(self, label: str, typ: str):
        """(key, label, type, known) of a surface label (memoised)."""
        k = (label, typ)
        hit = self._canon.get(k)
        if hit is None:
            hit = self._canon[k] = self._canonical(label, typ)
        return hit

    def _canonical(self, label: str, typ: str):
        resolve = self.vocab.resolve
        whole = resolve(label) if label.startswith("The ") else None  # a name with its article: "The Stack v2"
        low = label.lower()
        for a in _ARTICLES:
            if low.startswith(a):
                label = label[len(a):]
                low = low[len(a):]
        key = whole if whole is not None else resolve(label)
        if key is None and " " in label and typ in ("Model", "Technique", "Hardware", "Metric"):
            words = label.split(" ")
            inner = [singular(w) if w[1:].islower() else w for w in words[:-1]]
            if inner != words[:-1]:
                key = resolve(" ".join(inner + words[-1:]))  # a plural inside a known phrase: "Large Languages
                # Models (LLMs)" (as Wanda's abstract writes it) are large language models
        if key is None:
            m = re.match(r"^(.*\D)(\d+(?:\.\d+)?[BMKT])$", label)
            if m:  # "GPT-31.3B" as printed: known model + size
                for cut in range(len(m.group(1)), 0, -1):
                    pre, size = label[:cut], label[cut:]
                    if _SIZE.match(size) and resolve(pre):
                        c = self.vocab.concepts[resolve(pre)]
                        if c.type == "Dataset":
                            if typ == "Model":
                                typ = "Dataset"  # (a size is no model's here: "LAION-5M", "Text2Image-100M")
                            break  # a data set's size is its own name's: "LAION-440M" (no "LAION 440M")
                        label = f"{c.label} {size}"
                        key = resolve(label)
                        break
                else:
                    if typ == "Model" and _squashed(m.group(1)) in self.data_bases():
                        typ = "Dataset"  # a known data set's name at another size: "DEEP-100M" (Deep1B),
                        # "MSSPACEV-1B" (MS SPACEV), "YFCC-10M" (YFCC100M)
        if key is not None:
            c = self.vocab.concepts[key]
            return c.key, c.label, c.type, True
        if typ in ("System", "Model"):
            m = _VERSIONED.match(label)
            base = resolve(m.group(1)) if m else None
            if base is None and re.fullmatch(r".+-\d{2,}", label):
                base = resolve(label.rsplit("-", 1)[0])  # "DeepSeek-R1-0528": a dated release of a known model
            if base is None and "-" in label and re.match(r"(?:large|base|small|tiny|medium|mini|xl|xxl|turbo|moe)\b",
                                                          label.split("-", 1)[1], re.I):
                base = resolve(label.split("-", 1)[0])  # "Whisper-large-v3": a size of a known model
            base_type = self.vocab.concepts[base].type if base is not None else None
            if base_type in ("Model", "Hardware") and typ == "System" or base_type == "Dataset":
                typ = base_type  # "ChatGPT-4", "Gemma-2": a version of a known model is a model; "Trainium2" a
                # device; "MLPerf v1.0" (typed by the words after it) a benchmark
        if typ == "Metric":
            label = " ".join(w if any(ch.isupper() for ch in w[1:]) or w.isupper() else w.lower() for w in label.split(" "))
        if typ in ("Model", "Hardware", "Technique", "Metric", "Dataset") and " " in label:
            if typ == "Metric" and re.search(r" (?:of|per) ", label):
                return slugify(label), label, typ, False  # "number of parameters": the head is before "of"
            head, _, last = label.rpartition(" ")
            if typ != "Hardware" or not last[:1].isupper() or singular(last.lower()) in _ALL_HEADS:
                label = f"{head} {singular(last)}"  # (a device's own name keeps its s: "Xeon Sapphire Rapids")
        elif (typ != "System" and not _CAMEL_NAME.search(label) and not (typ == "Dataset" and label[:1].isupper())) \
                or (label.endswith("s") and label[:-1].isupper()):  # (a dataset's name keeps its s: "Higgs")
            label = singular(label)  # (a CamelCase name keeps its own final s: "MMhops")
        return slugify(label), label, typ, False

    def __call__(self, doc):
        cands = doc.user_data.pop("kg_candidates", [])
        abbrevs = doc.user_data.get("kg_abbreviations", [])
        ttexts, _, tidx, dtext = token_table(doc)
        # longest first; at equal length the higher priority; then earliest
        if "at the cost of" in dtext or "at a cost of" in dtext:
            cands = [c for c in cands if not _cost_idiom(ttexts, c[0], c[1])]
        not_names = doc.user_data.get("kg_not_names")
        if not_names:  # acronyms of tasks and fields, unless the vocabulary knows them
            tasks = doc.user_data.get("kg_task_acronyms", ())
            cands = [c for c in cands if (c[1] - c[0] != 1 or
                     (c[4] is not None and strip_plural(ttexts[c[0]]) not in tasks) or
                     strip_plural(ttexts[c[0]]) not in not_names) and
                     (c[1] - c[0] == 1 or c[4] is not None or c[3] not in not_names)]  # (and "ED-ICU")
        cands = [c for c in cands if not (c[2] == "Model" and c[3].islower() and _sized_before(ttexts, c[0]))]
        if any(c[2] == "Model" and c[4] is not None for c in cands):
            cands = self._data_named_as_models(cands, ttexts)
        if any(c[4] == "adapter" for c in cands):
            cands = _adapter_weights(cands, ttexts)
        spelling = [c for c in cands if c[2] == "System" and c[4] is None and _CAPS_THEN_WORD.fullmatch(c[3])]
        if spelling:  # "ONES, an ONline Evolutionary Scheduler", "MARLIN, ... Auto-Regressive LINear kernel": a word of
            # a long form with the letters of its acronym in capitals, no name (the acronym in the text holds them);
            # a name whose capitals are a whole acronym is named after it: "MADlib" of "MAD Skills"
            acronyms = [t for t in ttexts if len(t) >= 3 and t.isupper() and t.isalpha()]
            drop = {c for c in spelling if any((g := _CAPS_THEN_WORD.fullmatch(c[3]).group(1)) in a and g != a
                                               for a in acronyms)}
            cands = [c for c in cands if c not in drop]
        # "over TI and TI-variants", "BERT-style models": a name and what is like it, no name of its own
        cands = [c for c in cands if c[4] is not None or c[1] - c[0] < 3 or ttexts[c[1] - 2] != "-" or
                 ttexts[c[1] - 1].lower() not in _LIKENESS_TAILS]
        # "compared with Orca-style iteration-level scheduling": the technique done in a named system's style is
        # the technique (and the system is named beside it)
        cands = [(c[0] + 3, c[1], c[2], c[3].split(" ", 1)[1], *c[4:])
                 if c[4] is None and c[2] == "Technique" and c[1] - c[0] > 3 and ttexts[c[0] + 1] == "-" and
                 ttexts[c[0] + 2].lower() in ("style", "like") and not ttexts[c[0]].islower() and
                 c[3].split(" ", 1)[0].lower().endswith(("-style", "-like")) and " " in c[3] else c for c in cands]
        if "licen" in dtext:  # "available ... under Apache-2 license", "the MIT License": a licence, no system
            cands = [c for c in cands if c[2] != "System" or c[1] >= len(ttexts) or
                     ttexts[c[1]].lower() not in ("license", "licence", "licenses", "licences", "licensed")]
        # "recalls them when ...", "scores the outputs": a quantity's word as a verb before its object
        cands = [c for c in cands if not (c[2] == "Metric" and c[1] - c[0] == 1 and c[1] < len(ttexts) and
                                          ttexts[c[0]].endswith("s") and ttexts[c[0]].islower() and
                                          ttexts[c[1]] in _VERB_OBJECTS)]
        # "We co-design the switch processing with ...", "they checkpoint the model": a method's one word as the
        # verb of "we"/"they", before its object
        cands = [c for c in cands if not (c[2] == "Technique" and c[0] > 0 and c[1] < len(ttexts) and
                                          (c[1] - c[0] == 1 or c[1] - c[0] == 3 and ttexts[c[0] + 1] == "-") and
                                          ttexts[c[0]].islower() and
                                          ttexts[c[0] - 1].lower() in ("we", "they") and
                                          ttexts[c[1]].lower() in _OBJECT_OPENERS)]
        if "speedup" in dtext or "speed-up" in dtext:  # "switches in a cluster to speedup DT jobs": the verb
            cands = [c for c in cands if not (c[2] == "Metric" and c[0] > 0 and c[1] < len(ttexts) and
                                              "".join(ttexts[c[0]:c[1]]) in ("speedup", "speed-up") and
                                              ttexts[c[0] - 1].lower() in _SPEEDUP_VERB_BEFORE and
                                              ttexts[c[1]].isalpha() and ttexts[c[1]].lower() not in _STOP_MODS and
                                              "by" not in ttexts[c[1]:c[1] + 8])]  # ("speed-up training by 2x": a
            # speedup's size, which the result measures)
        # "generate high fidelity images": a quantity's word made an adjective with "high", no measured quantity
        cands = [c for c in cands if not (c[2] == "Metric" and c[1] - c[0] == 1 and c[0] > 0 and
                                          ttexts[c[0] - 1].lower() in ("high", "low") and c[1] < len(ttexts) and
                                          ttexts[c[1]].isalpha() and ttexts[c[1]].islower() and
                                          ttexts[c[1]].endswith("s") and ttexts[c[1]] not in _STOP_MODS)]
        # "attention projection layers", "the output projection matrix": parts of a model, no method
        if "projection" in dtext:
            cands = [c for c in cands if not (c[2] == "Technique" and c[3].endswith(" projection") and
                                              _projection_of_a_model(ttexts, c))]
        # "the full attention matrix", "sparse attention maps": what attention computes, no method; "questions which
        # have not deserved full attention": a reader's attention
        cands = [c for c in cands if not (c[2] == "Technique" and ttexts[c[1] - 1].lower() == "attention" and (
            c[1] < len(ttexts) and ttexts[c[1]].lower() in _ATTENTION_OUTPUTS or
            c[0] > 0 and ttexts[c[0] - 1].lower() in _ATTENTION_GIVEN))]
        # "on 5 OGB graphs": counted graphs are data, no method
        cands = [c for c in cands if not (c[2] == "Technique" and ttexts[c[1] - 1].lower() == "graphs" and c[0] > 0
                                          and ttexts[c[0] - 1].isdigit())]
        if _FORMAT_NEED.search(dtext):  # (a substring test skips the token loop in most texts)
            cands += _compared_formats(ttexts)
        cands += _sparse_editions(cands, ttexts, tidx)
        cands += _prefixed_known(cands, ttexts, tidx) + _suffixed_known(cands, ttexts, tidx) + \
            _umbrella_editions(cands, ttexts, tidx) + _qualified_acronyms(cands, ttexts, tidx) + \
            _qualified_metrics(cands, ttexts, tidx)
        cands = _known_variants(cands, ttexts, tidx)
        cands += _device_editions(cands, ttexts, tidx) + _full_methods(cands, ttexts, tidx)
        cands += _data_versions(cands, ttexts, tidx) + _split_data(cands, ttexts, tidx)
        cands = _right_heads_win(cands)
        cands = _names_not_cut(cands, ttexts)
        cands = _no_system_openers(cands, ttexts)
        # "Accuracy drops from 90% to 20%": a quantity and its verb, no "accuracy drop"
        cands = [c for c in cands if c[2] != "Metric" or c[1] - c[0] < 2 or c[1] >= len(ttexts) or
                 ttexts[c[1] - 1].lower() not in _CHANGE_VERBS or ttexts[c[1]].lower() not in _CHANGE_VERB_NEXT]
        cands = [c for c in cands if c[2] != "Metric" or not _cost_as_verb(c, ttexts)]
        if "co-design" in dtext or "codesign" in dtext:
            cands = [c for c in cands if c[2] != "Technique" or not _co_design_verb(c, ttexts)]
        # "36% cost savings", "150x energy savings": the value measures the quantity saved (as the dev set's "a 5x
        # saving" of the training cost); "maximizing memory savings" names the savings
        cands = [c for c in cands if c[2] != "Metric" or c[1] - c[0] < 2 or c[0] < 1 or
                 ttexts[c[1] - 1].lower() not in ("saving", "savings") or
                 ttexts[c[1] - 2].lower() not in _SAVED_QUANTITIES or not _VALUE_END.search(ttexts[c[0] - 1])]
        order = sorted(set(cands), key=cand_order)
        taken = [False] * len(doc)
        chosen = []
        for c in order:
            s, e = c[0], c[1]
            if s >= e or any(taken[s:e]):
                continue
            for k in range(s, e):
                taken[k] = True
            chosen.append(c)
        chosen.sort()
        coords = {(c[0], c[1], c[2]): c[3] for c in cands if c[6] == "coord"}
        if coords:
            # "data-parallel and tensor-parallel training": the vocabulary's "data-parallel" there is the conjunct
            # of a shared head, written whole when the whole phrase names the same concept
            # (or a known concept of its own, narrower than the conjunct's: "a novel mixed-precision and
            # fine-grained quantization process" names mixed-precision quantization, not mixed precision)
            chosen = [(s, e, typ, coords[(s, e, typ)], whole, prio, "coord")
                      if src != "coord" and key is not None and (s, e, typ) in coords and
                      (whole := self.vocab.resolve(coords[(s, e, typ)])) is not None and
                      (whole == key or self.vocab.concepts[whole].type == typ) else (s, e, typ, label, key, prio, src)
                      for s, e, typ, label, key, prio, src in chosen]
        chosen = _drop_modifier_words(chosen, ttexts, tidx)
        chosen = _shared_device_heads(chosen, ttexts)
        # a version of a known data set or model is one already, for the lists it stands in: "On ScanNet200 and
        # Replica, ..." (the resolver below types it so too)
        data_bases = {c[3].split("-")[0] for c in chosen if c[2] == "Dataset" and "-" in c[3]}
        for n, c in enumerate(chosen):
            if c[2] in ("System", "Dataset") and c[4] is None and (m := _VERSIONED.match(c[3])) is not None and \
                    (base := self.vocab.resolve(m.group(1))) is not None and \
                    self.vocab.concepts[base].type == "Dataset":
                chosen[n] = (c[0], c[1], "Dataset", *c[3:6], "version")
            elif c[2] == "System" and c[4] is None and "-" in c[3] and c[3].split("-")[0] in data_bases:
                chosen[n] = (c[0], c[1], "Dataset", *c[3:6], "version")  # "Path-X ... and Path-256": a sibling
        chosen = self._adaptation_pairs(chosen, ttexts)
        chosen = _list_mates(doc, chosen, taken)
        chosen = _system_list_goes_on(doc, chosen, taken)
        # known names inside a chosen phrase of another type: "GLUE score" holds GLUE, "GPU memory
        # consumption" holds GPU; they are mentions too (not doc.ents, which cannot nest)
        nested = []
        inner = [c for c in cands if c[4] is not None and c[2] in _NESTABLE]
        if inner:
            order = sorted(range(len(inner)), key=lambda n: inner[n][0])  # (by start, for bisection: a scan of
            starts = [inner[n][0] for n in order]  # every known name per phrase grew with the square of a text)
            for c in chosen:
                if c[2] in ("Metric", "Technique"):
                    within = sorted(order[bisect.bisect_left(starts, c[0]):bisect.bisect_left(starts, c[1])])
                    held = [d for d in map(inner.__getitem__, within) if d[1] <= c[1] and (d[0], d[1]) != (c[0], c[1])]
                    # (the longest of one type: "graph neural network training" holds a graph neural network, not
                    # also a neural network)
                    nested.extend(d for d in held if not any(
                        x[2] == d[2] and x[0] <= d[0] and d[1] <= x[1] and (x[0], x[1]) != (d[0], d[1]) for x in held))
                elif c[2] == "Hardware" and c[1] - c[0] > 1 and ttexts[c[1] - 2].lower() not in _OWN_DEVICE_KINDS:
                    # "consumer-grade GPU" is a GPU too (but a mobile GPU is a kind of its own)
                    nested.extend(d for d in inner if d[1] == c[1] and d[0] == c[1] - 1 and d[2] == "Hardware"
                                  and ttexts[d[0]].lower().rstrip("s") in _DEVICE_CLASS)
        entities: dict[str, dict] = {}
        by_norm: dict[str, str] = {}
        spans = []
        span_norm = {}
        chosen = [c for c in chosen if self.norm(c[3]) not in _FIELD_NORMS and not (
            "/" in c[3] and all(self.norm(f) in _FIELD_NORMS or f.lower() in ("ml", "dl") for f in c[3].split("/")))]  # ("Artificial
        # Intelligence/Machine Learning (AI/ML) workloads": two fields)
        # a known quantity that names what a gerund acts on: "memory latency hiding", "a learning-based cost modeling
        # method" (the head rules' phrases already leave these out); not a verb's subject: "latency increasing with"
        n_t = len(ttexts)
        chosen = [c for c in chosen if c[2] != "Metric" or c[4] is None or c[1] >= n_t or
                  not _NOUN_GERUND.match(ttexts[c[1]]) or ttexts[c[1]] in _NOT_GERUNDS or
                  ttexts[c[1]] in ("saving", "savings") or c[1] + 1 < n_t and (
                      ttexts[c[1] + 1].lower() in _GERUND_OBJECT_WORDS or  # ("time encoding images": an object)
                      ttexts[c[1] + 1].endswith("s") and ttexts[c[1] + 1].isalpha() and
                      ttexts[c[1] + 1].lower() not in GENERIC_METHOD_NOUNS)]
        # "the cost function", "a latency model", "power laws", "power control": a known quantity's word naming
        # another thing
        chosen = [c for c in chosen if c[2] != "Metric" or c[1] >= n_t or
                  ttexts[c[1]].lower() not in _NOT_A_MEASURE_NEXT]
        # "to boost DNN model serving efficiency", "the runtime efficiency of structured approaches", "data
        # efficiency techniques": the efficiency of a task or a thing, a judgement; the efficiency of a resource or
        # of training is measured ("energy efficiency", "memory efficiency", "training efficiency"); one a value
        # measures stays ("improves search efficiency by 2x")
        chosen = [c for c in chosen if c[2] != "Metric" or not c[3].lower().endswith(" efficiency") or
                  c[3].lower().rsplit(" ", 2)[-2] not in _JUDGED_EFFICIENCY or _valued_after(ttexts, c[1])]
        # "irregular memory access patterns", "to optimize memory access": how data is read, no measure; counted
        # accesses are one ("reduces the DRAM accesses by 2.1x", "fewer off-chip memory accesses")
        chosen = [c for c in chosen if c[2] != "Metric" or c[4] is not None or
                  ttexts[c[1] - 1].lower() not in ("access", "accesses") or _counted_accesses(ttexts, c[0], c[1])]
        # "SHARP: An Adaptable, Energy-Efficient Accelerator for Recurrent Neural Network": the title's class of
        # the paper's own device, described; no device named
        a_start = doc.user_data.get("abstract_start", 0)
        if a_start:
            chosen = [c for c in chosen if not _described_title_class(c, ttexts, tidx, a_start)]
        # "compared to similar-cost Fat-Tree interconnects": a quantity's word closing a hyphenated adjective
        # before a noun describes that noun, no quantity measured
        chosen = [c for c in chosen if c[2] != "Metric" or c[0] < 2 or c[1] >= n_t or ttexts[c[0] - 1] != "-" or
                  tidx[c[0] - 1] + 1 != tidx[c[0]] or tidx[c[0] - 2] + len(ttexts[c[0] - 2]) != tidx[c[0] - 1] or
                  not ttexts[c[0] - 2].isalpha() or not ttexts[c[1]].isalpha() or
                  ttexts[c[1]].lower() in _NP_STOP or ttexts[c[1]].lower() in _VERBS]
        # "a flexible resource-accuracy trade-off": two quantities weighed against each other, neither measured
        chosen = [c for c in chosen if c[2] != "Metric" or c[1] >= n_t or "-" not in ttexts[c[0]:c[1]] or
                  ttexts[c[1]].lower() not in ("trade", "tradeoff", "tradeoffs")]
        # "[SVK20]", "JAX [BFH+18, FJL18] primitives": a citation's key in square brackets names nothing
        if "[" in dtext:
            chosen = [c for c in chosen if not (c[1] - c[0] == 1 and _CITATION_KEY.fullmatch(ttexts[c[0]]) and
                                                _in_square_brackets(ttexts, c[0]))]
        # "ignored at inference time", "at deployment time": when something happens, no measured time
        chosen = [c for c in chosen if c[2] != "Metric" or c[0] == 0 or ttexts[c[0] - 1].lower() != "at" or
                  ttexts[c[1] - 1].lower() not in ("time", "times")]
        if not _ORG_WORDS.isdisjoint(ttexts):
            chosen = _drop_organisations(chosen, abbrevs, ttexts)
        # "within 1.8 points of FP16 accuracy", "96% of the dense accuracy": the model a quantity was measured on
        # (its number format, or the dense one), no kind of the quantity
        chosen = [(c[0] + 1, c[1], c[2], c[3].split(" ", 1)[1], *c[4:])
                  if c[2] == "Metric" and c[4] is None and c[1] - c[0] >= 2 and " " in c[3] and
                  measured_model_word(ttexts[c[0]]) and
                  c[3].split(" ", 1)[0] == ttexts[c[0]] else c for c in chosen]
        if "generation" in dtext:
            chosen = [c for c in chosen if c[2] != "Technique" or not _MODALITY_GENERATION.search(c[3]) or
                      not _listed_with_tasks(ttexts, c[0], c[1])]
        # "fine-tuning-based defenses", "latency-aware scheduling": a technique or metric that ends
        # inside a hyphenated word only modifies the word's head; it is not named there
        n_tok = len(ttexts)
        # "heterogeneous computing capabilities", "the schedule search space": a technique phrase
        # that modifies a noun of scope or attribute names no method there
        chosen = [c for c in chosen if c[2] != "Technique" or c[1] >= n_tok or
                  ttexts[c[1]].lower() not in _SCOPE_NOUNS]
        # "many neural network practitioners", "the LLM research community": the people of a kind of model
        chosen = [c for c in chosen if c[2] != "Model" or c[1] >= n_tok or ttexts[c[1]].lower() not in _PEOPLE_NOUNS]
        chosen = [c for c in chosen if c[2] not in ("Technique", "Metric") or c[1] + 1 >= n_tok or not (
            ttexts[c[1]] == "-" and tidx[c[1]] == tidx[c[1] - 1] + len(ttexts[c[1] - 1])
            and tidx[c[1] + 1] == tidx[c[1]] + 1 and ttexts[c[1] + 1][:1].isalpha())]
        # a name the paper introduces with a description of another type than the vocabulary's concept of
        # that name: its own entity (key suffixed with its type), and so are its other mentions
        own = {}
        title_typed = set()
        head_typed = set()
        for s, e, typ, label, key, prio, src in chosen:
            if src == "described":
                known_key = self.vocab.resolve(label)
                if known_key is not None and self.vocab.concepts[known_key].type != typ:
                    own[label] = (f"{slugify(label)}-{typ.lower()}", label, typ, False)
            elif key is not None and e < n_tok and ttexts[e].lower() in ("dataset", "datasets", "corpus") and \
                    self.vocab.concepts[key].type in ("Hardware", "System", "Model"):
                # "on the iPhone dataset": a data set named after a known device (or system, or model)
                surface = dtext[tidx[s]:tidx[e - 1] + len(ttexts[e - 1])]
                own[surface] = (f"{slugify(surface)}-dataset", surface, "Dataset", False)
        for s, e, typ, label, key, prio, src in chosen:
            if own and dtext[tidx[s]:tidx[e - 1] + len(ttexts[e - 1])] in own:
                ckey, clabel, ctype, known = own[dtext[tidx[s]:tidx[e - 1] + len(ttexts[e - 1])]]
            elif key is not None:
                c = self.vocab.concepts[key]
                ckey, clabel, ctype, known = c.key, c.label, c.type, True
            else:
                ckey, clabel, ctype, known = self.canonical(label, typ)
            n = self.norm(clabel)
            if n in by_norm:
                ckey = by_norm[n]
            else:
                by_norm[n] = ckey
            ent = entities.setdefault(ckey, {"label": clabel, "type": ctype, "aliases": [], "known": known})
            if src == "head" and ckey not in head_typed and len(ent["aliases"]) == 0 and not known:
                head_typed.add(ckey)  # typed by a phrase's head word at its first mention
            if src == "abbrev" and ckey in head_typed and not known and ent["type"] != ctype:
                # "TARA: ... Time Aware Retrieval Adaptation of MLLMs" then "dubbed TARA (Time Aware Retrieval
                # Adaptation)": the name its acronym defines types it, not the title's phrase
                ent["type"], ent["label"] = ctype, clabel
                head_typed.discard(ckey)
            if src == "title":
                title_typed.add(ckey)
            elif ckey in title_typed and not known and ent["type"] != ctype and (
                    src == "described" or src == "shape" and ent["type"] == "System"):
                ent["type"] = ctype  # the abstract's description of the name types it, not the title's shape (nor
                title_typed.discard(ckey)  # the title's default: "DBT-DINO: Towards ..." is the model DBT-DINO)
            surface = _alias_form(dtext[tidx[s]:tidx[e - 1] + len(ttexts[e - 1])], ent["type"])
            if surface and surface != ent["label"] and surface not in ent["aliases"]:
                ent["aliases"].append(surface)
            if src == "coord" and label != ent["label"] and label not in ent["aliases"]:
                ent["aliases"].append(label)  # "inter-operator parallelism" of "inter- and intra-operator ..."
            spans.append([s, e, ckey])
            span_norm[(s, e)] = n
        # a chip maker's acronym typed by its shape before a device the vocabulary types by its family ("an ARM
        # Cortex-A72"): the maker only tells whose device it is
        vendors = [sp for sp, nxt in zip(spans, spans[1:]) if sp[1] - sp[0] == 1 and nxt[0] == sp[1] and
                   ttexts[sp[0]].lower() in _HW_VENDORS and not entities[sp[2]]["known"] and
                   entities[sp[2]]["type"] == "System" and entities[nxt[2]]["type"] == "Hardware"]
        if vendors:
            spans = [sp for sp in spans if sp not in vendors]
            for key in {sp[2] for sp in vendors} - {sp[2] for sp in spans}:
                del entities[key]
        # "long form (ACR)": one entity
        for (ls, le), (ss, se) in abbrevs:
            long_key = next((k for s, e, k in spans if s <= ls and e >= le), None) or \
                next((k for s, e, k in spans if s == ls or e == le), None)
            short_key = next((k for s, e, k in spans if s == ss and e == se), None)
            if long_key is None and short_key is None:
                continue
            if long_key is None or short_key is None or long_key == short_key:
                continue
            a, b = entities[long_key], entities[short_key]
            # keep the known one, else the long form
            keep, drop = (short_key, long_key) if b["known"] and not a["known"] else (long_key, short_key)
            short_text = strip_plural(ttexts[ss]) if se == ss + 1 else None
            if keep == short_key and short_text and _initials_of(a["label"], short_text):
                # "Design in Tiles (DiT)": the paper defines its own acronym; a vocabulary concept
                # that merely shares the letters (DiT, the Diffusion Transformer) is another thing
                keep, drop = long_key, short_key
                b = entities[short_key] = {"label": short_text, "type": a["type"], "aliases": [], "known": False}
            if keep == long_key and not a["known"] and b["known"] is False and a["type"] != b["type"]:
                # the long form decides the type unless it is a generic phrase and the acronym a name
                pass
            _merge_entity(entities, spans, by_norm, drop, keep)
        # an acronym the paper uses without defining it, spelled by the initials of a name it writes out
        # elsewhere: "leveraged vision foundation models ... distills the semantics in VFMs"
        longs = [(k, v) for k, v in entities.items() if _WORD_BREAK.search(v["label"])]
        title_end = int(doc.user_data.get("abstract_start", 0) or 0)
        for skey in [k for k, v in entities.items() if not v["known"] and _UNDEFINED_ACRONYM.fullmatch(v["label"])]:
            short = strip_plural(entities[skey]["label"])
            lkey = next((k for k, v in longs if k != skey and k in entities and _initials_of(v["label"], short)), None)
            if lkey is None:
                continue
            if entities[lkey]["type"] in ("Technique", "System") and entities[skey]["type"] == "System" and \
                    any(sp[2] == lkey and tidx[sp[0]] < title_end for sp in spans):
                # "... with Temporal Token Pruning" (the title) and "We propose TTP, which ...": the method the
                # title names, by the name the abstract gives it
                _merge_entity(entities, spans, by_norm, lkey, skey)
                continue
            _merge_entity(entities, spans, by_norm, skey, lkey)
        # an acronym no rule could type but by its shape, listed with a score or a device, is one of those: "RMSE and
        # ACC", "on GPU and ARM architectures" (a chip maker's name, for a device)
        for (s1, e1, k1), (s2, e2, k2) in zip(spans, spans[1:]):
            if s2 != e1 + 1 or ttexts[e1] not in ("and", "or", "/"):
                continue  # (not across a comma: "to achieve the same PSNR, SRVC requires ...")
            for (s, e, k), o in (((s2, e2, k2), k1), ((s1, e1, k1), k2)):
                ent, other = entities.get(k), entities.get(o)
                if ent is None or other is None or ent["known"] or ent["type"] != "System" or e - s != 1:
                    continue
                word = ttexts[s]
                if other["type"] == "Metric" and word.isupper() and word.isalpha() and 2 <= len(word) <= 5:
                    ent["type"] = "Metric"
                elif other["type"] == "Hardware" and word.lower() in _HW_VENDORS:
                    ent["type"] = "Hardware"
        # a variant of a name the paper types is of that type: "Edge-YOLO, a family of detectors ... Edge-YOLO-S"
        by_label = {v["label"]: v for v in entities.values()}
        for v in entities.values():
            base, dash, tail = v["label"].rpartition("-")
            if not v["known"] and dash and base in by_label and \
                    by_label[base]["type"] in ("Model", "System", "Dataset") and \
                    v["type"] in ("Model", "System") and re.fullmatch(r"[A-Z]{1,2}\d?|[nsmlx]", tail) and \
                    (by_label[base]["type"] != "Dataset" or re.fullmatch(r"[A-Z]", tail)):
                # (a data set's one-letter variant too: "MangoLeafDB ... MangoLeafDB-C", as ImageNet-C; not the
                # model or framework named after its benchmark: "MMhops ... MMhops-R1, a RAG framework")
                v["type"] = by_label[base]["type"]
        # a known name's last word alone names it too: "On the Pascal VOC and COCO datasets, ... 52.3% on VOC"
        tails = {}
        for k, v in entities.items():
            parts = v["label"].split(" ")
            if v["known"] and len(parts) > 1 and v["type"] in ("Dataset", "Model", "Hardware", "System"):
                tails.setdefault(parts[-1], []).append(k)
        if tails:
            for skey in [k for k, v in entities.items() if not v["known"] and v["label"] in tails and
                         " " not in v["label"] and sum(ch.isupper() for ch in v["label"]) >= 2]:
                if len(tails[entities[skey]["label"]]) == 1:
                    _merge_entity(entities, spans, by_norm, skey, tails[entities[skey]["label"]][0])
        # "Mixture-of-Experts (MoE) models ... MoE inference": a paper that writes of "X models"
        # means the model class by a bare "X" too, not a separate technique
        model_of = {self.norm(v["label"]): k for k, v in entities.items() if v["type"] == "Model"}
        for tkey in [k for k, v in entities.items() if v["type"] == "Technique" or not v["known"] and
                     v["type"] in ("System", "Model") and _UNDEFINED_ACRONYM.fullmatch(v["label"])]:
            # (and an acronym alone: "Text-to-Image (TTI) models ... TTI" is the TTI model)
            mkey = model_of.get(self.norm(entities[tkey]["label"] + " model"))
            if mkey is None:
                continue
            if entities[tkey]["type"] == "Technique" and any(
                    k == tkey and e + 2 < len(ttexts) and ttexts[e] == "(" and ttexts[e + 2] == ")" and
                    (e + 3 >= len(ttexts) or ttexts[e + 3].lower() not in ("model", "models")) for _, e, k in spans):
                continue  # defined as itself, not as a kind of model: "Mixture-of-experts (MoE) lets model capacity
                # grow ...", "every mixture-of-experts (MoE) layer" (a technique, beside "MoE models")
            if entities[tkey]["type"] == "Technique":
                spans = [sp for sp in spans if sp[2] != tkey]  # the name is written with "model"
            # (an acronym's mentions are the model's: "during NAR generation")
            _merge_entity(entities, spans, by_norm, tkey, mkey)
        nested_spans = []
        for s, e, typ, label, key, prio, src in sorted(set(nested)):
            c = self.vocab.concepts[key]
            ckey = by_norm.setdefault(self.norm(c.label), c.key)
            ent = entities.setdefault(ckey, {"label": c.label, "type": c.type, "aliases": [], "known": True})
            nested_spans.append((s, e, ckey))
        doc.user_data["kg_nested"] = nested_spans
        # acronym mentions elsewhere follow their long form
        set_ents(doc, [(s, e, entities[k]["type"], k) for s, e, k in spans])
        for ent in entities.values():
            ent["aliases"] = sorted(set(ent["aliases"]) - {ent["label"]})
        doc.user_data["kg_entities"] = entities
        return doc


_LIST_LINKS = {",", "and", "or"}


def _adapter_weights(cands: list, ttexts) -> list:
    """"thousands of small adapters must be served side by side", "keeps adapter weights in a paged pool": the
    adapters a fine-tuning method trains, no method. "adapter" alone is the method only listed with other methods
    ("LoRA, adapters and prefix tuning")."""
    methods = {(c[0], c[1]) for c in cands if c[2] in ("Technique", "System") and c[4] != "adapter"}
    starts, ends = {s for s, _ in methods}, {e for _, e in methods}
    return [c for c in cands if not (c[4] == "adapter" and c[1] - c[0] == 1 and
                                     not _listed_beside(c[0], c[1], ttexts, starts, ends))]


def _listed_beside(s: int, e: int, ttexts, starts, ends) -> bool:
    """Whether tokens s..e stand in a list (",", "and", "or", ", and") next to a span that starts at one of
    `starts` or ends at one of `ends`."""
    return e + 1 < len(ttexts) and ttexts[e] in _LIST_LINKS and e + 1 in starts or \
        s >= 1 and ttexts[s - 1] in _LIST_LINKS and s - 1 in ends or \
        s >= 2 and ttexts[s - 1] == "and" and ttexts[s - 2] == "," and s - 2 in ends


# making a kind of content is a task when listed with tasks: "in reasoning, mathematics, and code generation", "on
# mathematics, code generation, and multilingual benchmarks" (not "machine-specific code generation" in a compiler)
_MODALITY_GENERATION = re.compile(r"(?:^|\s)(?:code|text|image|video|music|speech|story|response) generation$", re.I)
_LISTED_TASK_WORDS = {"reasoning", "mathematics", "math", "dialogue", "dialog", "tasks", "task", "benchmarks",
                      "summarization", "summarisation", "translation", "following", "answering", "coding", "writing",
                      "multilingual", "commonsense"}


def _listed_with_tasks(ttexts, s: int, e: int) -> bool:
    """Whether the phrase at tokens s..e is an item of a list ("X, Y, and Z", "X and Y") with a task in it (the
    item may have one more word before it: "multilingual tasks and source code generation")."""
    n = len(ttexts)
    if s > 1 and ttexts[s - 1].isalpha() and ttexts[s - 1].islower() and ttexts[s - 1] not in _LIST_LINKS:
        s -= 1
    if not (s > 0 and ttexts[s - 1].lower() in _LIST_LINKS or e < n and ttexts[e].lower() in _LIST_LINKS):
        return False
    around = []
    for k in range(s - 1, max(-1, s - 7), -1):
        if ttexts[k] in (".", ";", ":"):
            break
        around.append(ttexts[k].lower())
    for k in range(e, min(n, e + 6)):
        if ttexts[k] in (".", ";", ":"):
            break
        around.append(ttexts[k].lower())
    return not _LISTED_TASK_WORDS.isdisjoint(around)


_LIST_ENDS = {",", ".", "and", "or", ")", ";", ":", "with", "on", "for", "in", "as", "to", "using", "datasets",
              "benchmarks", "models", "respectively", "under", "across", "against", "at", "from", "over", "via"}


# endings of common nouns, gerunds and adverbs, which a capital in a list does not make names ("Training",
# "Recently")
_COMMON_NOUN_END = re.compile(r"(?:ing|ly|tion|sion|ment|ness|ity|ence|ance|ics|ogy|er)$")


def _name_like(c) -> bool:
    """A chosen candidate that is a name, not a phrase: one word with a name's shape, or a known name (not a
    known class written in lower case: "Convolutional and Deep Neural Networks" lists no name "Convolutional")."""
    return is_name_shape(c[3].split(" ", 1)[0]) or c[4] is not None and not (" " in c[3] and c[3].islower())


_DEVICE_NOUNS = HW_HEADS_ALONE | HW_HEADS_MOD | {"laptop", "phone", "smartphone", "desktop", "board", "workstation",
                                                 "soc", "machine", "node", "instance", "card", "module"}


def _list_mates(doc, chosen: list, taken: list) -> list:
    """A plain capitalised word listed with dataset or model names takes their type: "on CIFAR-10, FEMNIST
    and Shakespeare" (a word alone, no name by its shape, that the list makes one). So does an unknown name
    the shape rules typed a System inside such a list: "fine-tuning LLaMA, LLaVA, and VL-BART", "on the ETTh1,
    ETTm2, Weather, and Electricity benchmarks"."""
    ttexts, tws, tidx, dtext = token_table(doc)
    n = len(ttexts)
    # (and known systems: "the filtering of Reducto and NoScope")
    typed = {c[1]: c for c in chosen if c[2] in ("Dataset", "Model") or c[2] == "System" and c[4] is not None}
    starts = {c[0]: c for c in chosen if c[2] in ("Dataset", "Model") or c[2] == "System" and c[4] is not None}
    devices = {c[1]: c for c in chosen if c[2] == "Hardware" and c[4] is not None}  # ("Apple M2 and M3 laptops")
    # two examples of a kind show their type with one name: "weather models such as GraphCast and Pangu-Weather"
    cue = " such as " in dtext or " including " in dtext or " like " in dtext
    if len(typed) < 2 and not any(c[4] is not None or c[6] == "version" or c[2] == "Dataset" and
                                  _DATASET_SHAPE.search(c[3]) for c in typed.values()) and not devices and not cue:
        return chosen  # a list needs names to show its type (two, or one the vocabulary knows, or a version of one,
        # or one shaped as a benchmark's name: "LongVideoBench")

    def prev_item(c, among=typed, plain=0):
        """The typed name before c in its list, past at most `plain` plain capitalised words ("PopQA, Biography,
        and PubHealth")."""
        p = c[0] - 1
        while True:
            if p >= 1 and ttexts[p].lower() in ("and", "or") and ttexts[p - 1] == ",":
                p -= 1
            if p < 1 or ttexts[p].lower() not in _LIST_LINKS:
                return None
            if among.get(p) is not None or not plain or not is_capitalised(ttexts[p - 1]) or \
                    ttexts[p - 1].lower() in _NOT_NAMES or p - 1 < 1 or ttexts[p - 2].lower() not in _LIST_LINKS:
                return among.get(p)
            p -= 2
            plain -= 1

    def next_item(c):  # the next typed name of the list, past plain capitalised words ("ETTm2, Weather, and X")
        q = c[1]
        while q < n and q - c[1] < 8 and ttexts[q].lower() in _LIST_LINKS:
            q += 1
            if q < n and ttexts[q].lower() in ("and", "or"):
                q += 1
            if starts.get(q) is not None:
                return starts[q]
            if q < n and ttexts[q][:1].isupper():
                q += 1
        return None

    def retype(chosen):
        out = []
        for c in chosen:
            if c[2] == "System" and c[4] is None and c[5] == P_NAME and c[0] >= 1 and c[1] < n:
                before, after = prev_item(c, plain=2), next_item(c)
                device = prev_item(c, devices)
                shared_head = device is not None and singular(ttexts[c[1]].lower()) in _DEVICE_NOUNS
                if shared_head and before is None:
                    before = device  # ("M2 and M3 laptops": the device's type, by the head they share)
                elif device is not None and before is None and any(ch.isdigit() for ch in c[3]) and \
                        ttexts[c[0] - 1].lower() in ("and", "or"):
                    before = device  # a model number listed last after a device: "two hardware topologies: DGX-2
                    # and NDv2"
                if not (ttexts[c[1]].lower() in _LIST_ENDS or ttexts[c[1]] == "(" or shared_head or
                        before is not None and before[2] == "Dataset" and before[4] is not None and
                        ttexts[c[0] - 1].lower() in ("and", "or") and
                        ttexts[c[1]].isalpha() and ttexts[c[1]].islower()):  # ("ScanNet and S3DIS segmentation";
                    # not "On Pascal VOC, Edge-YOLO-S attains": the sentence's subject after its opening phrase)
                    out.append(c)
                    continue
                if before is not None and ttexts[c[0] - 1] == "," and before[0] >= 1 and \
                        ttexts[before[0] - 1].lower() in ("and", "or"):
                    before = None  # the list ended at "and": "On RepoBench and CrossCodeEval, CodeSmith with ..."
                if before is None and after is not None and after[2] == "Dataset" and \
                        ttexts[c[0] - 1].lower() in ("on", "across") and ttexts[c[1]] == ",":
                    before = after  # a list's first name after "On": "On Video-MME, MLVU and LongVideoBench"
                if before is not None and (after is not None and after[2] == before[2] or before[4] is not None or
                                           prev_item(before) is not None and prev_item(before)[2] == before[2]):
                    # (or one known name before it: "On ScanNet and S3DIS semantic segmentation")
                    c = (c[0], c[1], before[2], *c[3:])
                    if c[2] != "Hardware":  # (the plain words below join lists of names, not of devices)
                        typed[c[1]] = c
                        starts[c[0]] = c
            out.append(c)
        return out

    chosen = retype(chosen)
    few = len(typed) < 2 and not any(c[6] == "version" for c in typed.values())
    if few and not cue:
        return chosen
    sent_starts = sent_starts_of(doc)
    abstract_start = doc.user_data.get("abstract_start", 0)
    shaped_ends = {c[1]: c for c in chosen if c[2] == "System" and c[4] is None and c[1] - c[0] == 1}
    shaped_starts = {c[0]: c for c in chosen if c[2] == "System" and c[4] is None and c[1] - c[0] == 1}
    added = []
    for t in compress(range(n), map(str.isupper, map(itemgetter(0), ttexts))):  # (C-level maps: only words with
        w = ttexts[t]  # a capital first are visited)
        if not is_capitalised(w):
            continue
        low = w.lower()
        if t == 0 or taken[t] or sent_starts[t] or tidx[t] < abstract_start or \
                low in _NOT_NAMES or low in _STOP_MODS or low in _VERBS or low in _ALL_HEADS:
            continue
        if ttexts[t - 1] == "," and t + 2 < n and ttexts[t + 1] == "," and \
                shaped_ends.get(t - 1) is not None and \
                shaped_starts.get(t + 3 if ttexts[t + 2].lower() in ("and", "or") else t + 2) is not None:
            # between two names of systems it is one too (even ending as a common noun): "GraphGPS, Exphormer,
            # and SAN"
            added.append((t, t + 1, "System", w, None, P_NAME, "list"))
            taken[t] = True
            continue
        if _COMMON_NOUN_END.search(low):
            continue
        u = t + 1  # the item's end: past capitalised words glued by hyphens ("GraphCast and Pangu-Weather")
        while u + 1 < n and ttexts[u] == "-" and not tws[u - 1] and not tws[u] and is_capitalised(ttexts[u + 1]) \
                and not taken[u + 1] and u - t < 5:
            u += 2
        if u > t + 1 and ttexts[u - 1].lower() in _ALL_HEADS:
            continue  # ("Llama-Adapter"-like words ending in a kind's head noun name no item here)
        p = t - 1
        before = None
        if ttexts[p].lower() in _LIST_LINKS:
            if ttexts[p].lower() in ("and", "or") and p > 0 and ttexts[p - 1] == ",":
                p -= 1
            before = typed.get(p)
        after = None
        q = None
        if u < n and ttexts[u] == ",":
            q = u + 1
            if q < n and ttexts[q].lower() in ("and", "or"):
                q += 1
            after = starts.get(q)
        elif u + 1 < n and ttexts[u].lower() in ("and", "or"):
            q = u + 1
            after = starts.get(q)
        if q is not None and (after is None or after[4] is None) and _after_example_cue(ttexts, t):
            # the first of the examples: "systems such as Infiniswap and AIFM", "structures such as Hornet,
            # faimGraph and SlabGraph" (a name by its shape after it)
            after = shaped_starts.get(q)
            if after is not None and not (after[1] - after[0] == 1 and is_name_shape(ttexts[after[0]])):
                after = None
            elif after is not None:
                after = (*after[:4], "example", *after[5:])  # (lends its type: a name, not a known one)
        if after is not None and not (ttexts[t - 1] in _LIST_LINKS or ttexts[t - 1].islower()):
            after = None  # "Large Vision and Language Models", "PaLM 2 Chat, ...": the word ends another name
        mate = before or after
        example = _after_example_cue(ttexts, t) or before is not None and _after_example_cue(ttexts, before[0])
        if mate is None or not _name_like(mate) or mate[2] == "System" and mate[4] is None or \
                u < n and ttexts[u].lower() not in _LIST_ENDS and not (
                    example and before is not None and ttexts[t - 1].lower() in ("and", "or") and
                    ttexts[u].isalpha() and ttexts[u].islower() and ttexts[u] != "of"):
            continue  # (the last of the examples may end the phrase: "such as GraphCast and Pangu-Weather now ...")
        if few and not example:
            continue  # (one name and a plain word show a type only as the examples of a kind)
        added.append((t, u, mate[2], "".join(ttexts[t:u]), None, P_NAME, "list"))
        taken[t:u] = [True] * (u - t)
    if not added:
        return chosen
    for c in added:  # the words just typed are list items for the names after them ("Biography, and PubHealth")
        typed[c[1]] = c
        starts[c[0]] = c
    return retype(sorted(chosen + added))


_SENTENCE_ADVERBS = {"finally", "lastly", "moreover", "furthermore", "additionally", "second", "third", "next", "then",
                     "here", "specifically", "also", "further", "besides", "first"}


def _subject_again(words, n, x) -> bool:
    """Whether the sentence-opening word x (at n) is the subject of a verb in the third person: "Tollgate cuts ..."."""
    return x.first and n + 1 < len(words) and words[n + 1].sent == x.sent and words[n + 1].start == x.end and \
        words[n + 1].text.islower() and words[n + 1].text.isalpha() and words[n + 1].lower.endswith("s") and \
        not words[n + 1].lower.endswith(("ss", "us"))


def _defined_openers(doc, words, introduced, intro_types) -> list:
    """A plain capitalised word opening a sentence that defines it: "Project Brainwave is a production-scale system
    for real-time AI" (no name by its shape), when the text writes it as a name again: in the title, or capitalised
    inside a sentence ("... the Brainwave NPU ..."). Its type is the definition's head."""
    out = []
    ttexts = token_table(doc)[0]
    for i in compress(range(len(words)), map(attrgetter("first"), words)):
        k = i + 1 if words[i].lower == "project" and i + 1 < len(words) and words[i + 1].sent == words[i].sent else i
        if words[i].lower in _SENTENCE_ADVERBS and i + 1 < len(words) and words[i + 1].sent == words[i].sent and \
                ttexts[words[i].end] == ",":
            k = i + 1  # after an adverb opening the sentence: "Finally, Aramis is a novel technique that ..."
        w = words[k]
        if k + 3 >= len(words) or w.title or not is_capitalised(w.text) or not w.text.isalpha() or \
                w.lower in _NOT_NAMES or w.lower in _TITLE_NOT_NAME or w.lower in _STOP_MODS or w.text in introduced:
            continue
        # "Orrery, an automatic parallelization planner that ..., addresses both limitations": set off by a
        # description, when the text goes on to use the word as a subject ("Orrery partitions ...")
        appos = k == i and ttexts[w.end] == "," and words[k + 1].lower in ("a", "an") and \
            words[k + 1].start == w.end + 1 and not w.lower.endswith(("ing", "ly"))
        if not appos and (words[k + 1].lower not in ("is", "was") or words[k + 2].lower not in ("a", "an")):
            continue
        named = any(x.text == w.text and x.start != w.start and (x.title or not x.first) for x in words)
        # "Kindling is a compilation-artifact cache that ... Kindling validates each entry ...": defined, then a
        # subject again (as "Orrery, an ..., ... Orrery partitions ...")
        again = named or any(x.text == w.text and x.start != w.start and _subject_again(words, n, x)
                             for n, x in enumerate(words))
        if not again:
            continue  # (a word written as a name only where a sentence opens is as likely an English word)
        if (appos or not named) and any(x.lower == w.lower and x.text.islower() for x in words):
            continue  # (a common noun: "memory" in the text)
        typ = appositive_type(doc, words, k + 1) if appos else _description_type(doc, words, k + 1)
        if typ in ("System", "Dataset", "Model", "Hardware") and (named or typ in ("System", "Hardware")):
            out.append((w.start, w.end, typ, w.text, None, P_NAME, "shape"))
            if appos or typ in ("System", "Hardware"):
                introduced.add(w.text)  # (its other mentions are the name's too: "Orrery partitions ...")
                intro_types[w.text] = typ
    return out


_KIND_BEFORE_PLAIN_NAME = {k: v for k, v in _KIND_BEFORE_NAME.items() if v in ("Dataset", "Hardware")}
_KIND_BEFORE_PLAIN_NAME.update(dict.fromkeys(("system", "framework", "compiler", "scheduler", "simulator", "library"),
                                             "System"))


def _named_after_kind(words) -> list:
    """A plain capitalised word inside a sentence, right after a kind and a word describing it: "than the A100 and
    the photonic accelerator Albireo", "the dataflow compiler Tangram" (no name by its shape)."""
    out = []
    # (the words after a kind, found in one comprehension: the rule's loop over every word cost more than its tests)
    for i in [j + 1 for j in range(1, len(words) - 1) if words[j].lower in _KIND_BEFORE_PLAIN_NAME]:
        w = words[i]
        kind = words[i - 1].lower
        if w.first or w.title or not w.text.isalpha() or \
                not w.text[1:].islower() or not w.text[:1].isupper() or w.lower in _NOT_NAMES or \
                w.lower in _STOP_MODS or words[i - 2].sent != w.sent or w.sent != words[i - 1].sent or \
                not words[i - 2].text.islower() or words[i - 2].lower in _VERB_BEFORE or \
                any(x.lower == w.lower and x.text.islower() for x in words):
            continue
        if i + 1 < len(words) and words[i + 1].sent == w.sent and words[i + 1].text[:1].isupper():
            continue  # (a name of several words goes on: the other rules read it)
        out.append((w.start, w.end, _KIND_BEFORE_PLAIN_NAME[kind], w.text, None, P_NAME, "shape"))
    return out


def _after_example_cue(ttexts, t) -> bool:
    """Whether token t opens the examples of a kind: "... such as X", "... including X", "... like X"."""
    return t >= 2 and ttexts[t - 1].lower() == "as" and ttexts[t - 2].lower() == "such" or \
        t >= 1 and ttexts[t - 1].lower() in ("including", "like")


_PAIR_VERBS = {"are", "were", "have", "had", "can", "cannot", "could", "do", "did", "both", "all", "also", "only",
               "still", "fail", "focus", "target", "treat", "assume", "ignore", "tune", "scale", "work", "perform"}


def _system_list_goes_on(doc, chosen: list, taken: list) -> list:
    """A plain capitalised word after two names of systems in a list is one more: "We benchmark Neo4j,
    JanusGraph, Virtuoso and ..." (names by their shape, which "Virtuoso" has not), also known names and the
    list's last item: "including ASTRA-sim, Calculon, Proteus, dPRO and Daydream"; and the second of a pair with a
    known system, before a verb or a mark: "Zeus and Perseus showed that ..."."""
    named = {c[1]: c for c in chosen if c[2] == "System" and c[5] in (P_NAME, P_VOCAB)}
    if not named:
        return chosen
    ttexts, _, tidx, _ = token_table(doc)
    n = len(ttexts)
    abstract_start = doc.user_data.get("abstract_start", 0)
    added = []
    for end, c in sorted(named.items()):  # a pair with a known system: "Zeus and Perseus showed that ..."
        t = end + 1
        if c[5] != P_VOCAB or t + 1 >= n or ttexts[end].lower() not in ("and", "or") or taken[t] or \
                tidx[t] < abstract_start or not is_capitalised(ttexts[t]) or c[0] > 0 and ttexts[c[0] - 1] == "," or \
                ttexts[t].lower() in _NOT_NAMES or ttexts[t].lower() in _ALL_HEADS or \
                ttexts[t].lower() in _STOP_MODS or ttexts[t].lower() in _VERBS or \
                not (ttexts[t + 1] in (".", ",", ";", ")") or ttexts[t + 1] in _VERBS or
                     ttexts[t + 1] in _PAIR_VERBS or ttexts[t + 1].endswith("ed") and ttexts[t + 1].isalpha()):
            continue  # (a verb or a mark after the pair, not a noun: "PyTorch and Python scripts")
        added.append((t, t + 1, "System", ttexts[t], None, P_NAME, "list"))
        taken[t] = True
    if len(named) < 2:
        return sorted(chosen + added) if added else chosen
    ends = sorted(named)
    for end in ends:  # in text order: a word added is the name before the next one (and visited in turn)
        c = named[end]
        last = end < n and ttexts[end].lower() in ("and", "or") or \
            end + 1 < n and ttexts[end] == "," and ttexts[end + 1].lower() in ("and", "or")
        t = end + 1 + (end + 1 < n and ttexts[end] == ",") if last else end + 1  # "Name , Word and|or|,"
        first = named.get(c[0] - 1)
        if t >= n or not _list_word(ttexts, t, taken):
            continue
        u = t + 1  # (two or three capitalised words: "IMPALA, Apex, Seed RL, Sample Factory, and others")
        while u < n and u - t < 3 and _list_word(ttexts, u, taken) and tidx[u - 1] + len(ttexts[u - 1]) + 1 == tidx[u]:
            u += 1
        if not last and (u >= n or ttexts[end] != "," or ttexts[u].lower() not in ("and", "or", ",")) \
                or last and u < n and ttexts[u] not in (".", ",", ";", ")") or \
                first is None or ttexts[c[0] - 1] != "," or tidx[t] < abstract_start:
            continue
        added.append((t, u, "System", " ".join(ttexts[t:u]), None, P_NAME, "list"))
        named[u] = added[-1]
        bisect.insort(ends, u)
        for k in range(t, u):
            taken[k] = True
    return sorted(chosen + added) if added else chosen


def _list_word(ttexts, t: int, taken: list) -> bool:
    """Whether token t may be (a word of) one more name in a list of systems: capitalised, free, no common word."""
    return not taken[t] and is_capitalised(ttexts[t]) and ttexts[t].lower() not in _NOT_NAMES and \
        ttexts[t].lower() not in _ALL_HEADS


# prefixes of English words, not names: "Multi-LLM serving", "Non-LLM baselines"
_WORD_PREFIXES = {"multi", "non", "pre", "post", "semi", "sub", "cross", "inter", "intra", "co", "re", "un", "self",
                  "anti", "over", "under", "super", "meta", "hyper", "ultra", "pseudo", "quasi", "auto", "de", "mis"}


def _prefixed_known(cands, ttexts, tidx) -> list:
    """A capitalised word glued by a hyphen before a known model or system names another one of its kind:
    "Open-Sora", "Mini-Gemini" (not Sora, not Gemini). Not a vendor's or a field's word ("NVIDIA-", "AI-"). So does
    a capitalised "Deep" before a system's name inside a sentence: "Deep SVDD"."""
    out = []
    for c in cands:
        s = c[0]
        if c[2] == "System" and s >= 2 and ttexts[s - 1] == "Deep" and \
                tidx[s - 1] + 5 == tidx[s] and ttexts[s - 2] not in (".", "!", "?", ":", "\n") and c[1] - s == 1:
            # "compared with Deep SVDD": a capitalised "Deep" inside a sentence names a deep variant of a name
            out.append((s - 1, c[1], c[2], f"Deep {ttexts[s]}", None, P_NAME, "shape"))
            continue
        if c[4] is None or c[2] not in ("Model", "System") or s < 2 or ttexts[s - 1] != "-" or \
                tidx[s - 1] + 1 != tidx[s] or tidx[s - 2] + len(ttexts[s - 2]) != tidx[s - 1]:
            continue
        w = ttexts[s - 2]
        if not (w[:1].isupper() and w[1:].islower() and w.isalpha()) or w.lower() in _NOT_NAMES or \
                w.lower() in _WORD_PREFIXES or \
                w.lower() in _STOP_MODS and w.lower() not in ("open", "mini", "tiny", "long", "fast", "big", "small"):
            continue
        if s >= 3 and ttexts[s - 3] == "-" and tidx[s - 3] + 1 == tidx[s - 2]:
            continue  # a longer hyphenated word: its shape decides
        label = f"{w}-{' '.join(ttexts[s:c[1]])}" if c[1] - s == 1 else None
        if label is None:
            continue
        typ = c[2]
        if c[1] < len(ttexts) and ttexts[c[1]].lower() in ("tasks", "benchmark", "benchmarks", "suite", "dataset",
                                                             "datasets"):
            typ = "Dataset"  # "on Safety-Gymnasium tasks": a benchmark built on the known system (Gymnasium)
        out.append((s - 2, c[1], typ, label, None, P_NAME, "shape"))
    return out


# the size or edition words a model's name may end in: "Whisper-small", "ViT-huge", "Qwen2-VL-instruct"
_SIZE_TAILS = {"tiny", "mini", "small", "base", "medium", "large", "big", "huge", "giant", "xl", "xxl", "nano", "lite",
               "instruct", "chat"}


def _suffixed_known(cands, ttexts, tidx) -> list:
    """A known model and a size word glued by a hyphen after it name that size of the model: "Whisper-small"
    (the vocabulary knows Whisper, as it knows "T5-small"); a known system and a capitalised word after its
    hyphen name a new system: "Zeus-Sched" (as "Open-Sora" before a known name, `_prefixed_known`)."""
    out = []
    n = len(ttexts)
    for c in cands:
        e = c[1]
        if c[4] is None or c[2] not in ("Model", "System") or e + 1 >= n or ttexts[e] != "-" or \
                tidx[e - 1] + len(ttexts[e - 1]) != tidx[e] or tidx[e] + 1 != tidx[e + 1]:
            continue
        w = ttexts[e + 1]
        if c[2] == "Model" and w.lower() not in _SIZE_TAILS or c[2] == "System" and (
                not (w[:1].isupper() and w.isalpha() and len(w) > 1) or w.lower() in _NOT_NAMES or
                _ADJ_SUFFIX.fullmatch("-" + w)):
            continue
        if e + 2 < n and ttexts[e + 2] == "-" and tidx[e + 1] + len(w) == tidx[e + 2]:
            continue  # a longer hyphenated word: its shape decides
        out.append((c[0], e + 2, c[2], f"{c[3]}-{w}", None, P_NAME, "shape"))
    return out


# the shape of a word that says what kind of a method it is: "synchronous", "hierarchical", "personalized"
_KIND_ADJECTIVE = re.compile(r"[a-z]{3,}(?:ous|al|ic|ive|ized|ised|ary)")
_SIZE_WORDS = {"large", "small", "big", "huge", "massive", "full", "long", "short", "medium", "tiny", "giant"}


def _qualified_acronyms(cands, ttexts, tidx) -> list:
    """A known method written as its acronym after a word that says which kind of it: one method, as the
    words written out would be ("synchronous FL" as "synchronous federated learning", "4-bit PTQ",
    "cross-device FL")."""
    out = []
    for c in cands:
        s = c[0]
        if c[4] is None or c[2] != "Technique" or c[1] - s != 1 or s < 1 or not ttexts[s].isupper() or \
                len(ttexts[s]) < 2 or tidx[s - 1] + len(ttexts[s - 1]) + 1 != tidx[s]:
            continue
        a = s - 1
        while a >= 2 and ttexts[a - 1] == "-" and tidx[a - 1] + 1 == tidx[a] and \
                tidx[a - 2] + len(ttexts[a - 2]) == tidx[a - 1]:
            a -= 2  # "cross-device", "4-bit"
        mod = "".join(ttexts[a:s])
        low = mod.lower()
        if a < s - 1:
            parts = low.split("-")
            if a < s - 5 or not (mod.islower() or re.fullmatch(r"\d+-bit", mod)) or \
                    not _mod_ok_cached(mod, False, False) or parts[0] in _QUALITY_PREFIX or \
                    parts[0] in _SIZE_WORDS or not _HYPHEN_LINKS.isdisjoint(parts) or _ADJ_SUFFIX.search(low):
                continue  # ("high-quality", "low-latency": how good; "large-scale": how big, no kind; and
                # "state-of-the-art")
        elif not (mod.islower() and _KIND_ADJECTIVE.fullmatch(mod)) or low in _STOP_MODS or low in _VERBS or \
                low in _NOT_NAMES or not _mod_ok_cached(mod, False, False):
            continue
        out.append((a, c[1], "Technique", f"{mod} {ttexts[s]}", None, P_NAME, "shape"))
    return out


def _qualified_metrics(cands, ttexts, tidx) -> list:
    """A known quantity after "peak" or "effective" is another quantity, the maximum or the useful share of it, as
    the words around a quantity the vocabulary does not know make one: "peak activation memory", "effective memory
    bandwidth" (the vocabulary knows "activation memory" and "memory bandwidth")."""
    out = []
    for c in cands:
        s = c[0]
        if c[4] is None or c[2] != "Metric" or s < 1 or ttexts[s - 1].lower() not in _METRIC_QUALIFIERS or \
                c[3].lower().startswith(ttexts[s - 1].lower() + " ") or \
                tidx[s - 1] + len(ttexts[s - 1]) + 1 != tidx[s]:
            continue
        # (the tokens as written: "wasted GPU-hours" is no "GPU - hours")
        words = "".join(t + " " * (k + 1 < c[1] and tidx[k + 1] > tidx[k] + len(t))
                        for k, t in enumerate(ttexts[s:c[1]], s))
        out.append((s - 1, c[1], "Metric", f"{ttexts[s - 1].lower()} {words}", None, P_HEAD, "head"))
    # the memory of a device is no quantity alone, its peak is: "peak GPU memory" (a list scan at C level first)
    peaks = "peak" in ttexts or "Peak" in ttexts or "PEAK" in ttexts
    for i in range(len(ttexts) - 2) if peaks else ():
        if ttexts[i].lower() == "peak" and ttexts[i + 1].lower() in _MEMORY_PLACES and ttexts[i + 2].lower() == "memory":
            e = i + 3 + (i + 3 < len(ttexts) and ttexts[i + 3].lower() in _MEMORY_MEASURES)
            out.append((i, e, "Metric", " ".join(["peak", *ttexts[i + 1:e]]), None, P_HEAD, "head"))
    return out


_MEMORY_PLACES = {"gpu", "device", "host", "cpu", "accelerator", "hbm", "resident"}
_MEMORY_MEASURES = {"usage", "footprint", "consumption", "use", "utilization", "requirement", "demand"}


_EDITION_ADJECTIVE = re.compile(r"^[a-z]+-(?:sparse|dense|quantized|quantised|parallel)$")


def _sparse_editions(cands, ttexts, tidx) -> list:
    """A known system after a hyphened kind of it names that edition of the system, not the method the kind
    words name: "block-sparse FlashAttention" (not "block sparsity" beside FlashAttention)."""
    systems = {c[0]: c for c in cands if c[2] == "System" and c[4] is not None}
    out = []
    for c in cands:
        nxt = systems.get(c[1])
        if nxt is None or c[2] != "Technique" or c[4] is None or c[1] - c[0] != 3 or \
                tidx[c[1] - 1] + len(ttexts[c[1] - 1]) + 1 != tidx[c[1]]:
            continue
        mod = "".join(ttexts[c[0]:c[1]])
        if _EDITION_ADJECTIVE.fullmatch(mod):
            out.append((c[0], nxt[1], "System", f"{mod} {' '.join(ttexts[nxt[0]:nxt[1]])}", None, P_NAME, "shape"))
    return out


# software suites whose parts are named with the suite's name and a space: "DeepSpeed Zero-Inference",
# "HuggingFace PEFT" (as the vocabulary's "DeepSpeed Inference", "PyTorch FSDP")
_UMBRELLA_SYSTEMS = {"deepspeed", "huggingface", "hugging face", "pytorch", "tensorflow", "megatron", "apache",
                     "mosaicml", "nemo"}


# what runs on or is written for a software suite, capitalised in a title after its name: "TensorFlow Applications"
_WORK_ON_A_SUITE = {"application", "program", "workload", "model", "job", "task", "user", "developer", "code",
                    "project", "ecosystem", "community", "script", "notebook"}


def _umbrella_editions(cands, ttexts, tidx) -> list:
    """A known software suite and, after a space, a name the vocabulary does not know as a system: one name,
    a part of the suite ("DeepSpeed Zero-Inference", "HuggingFace PEFT"; a known system after it stays its
    own: "DeepSpeed ZeRO-Offload")."""
    out = []
    n = len(ttexts)
    starts = {}
    for c in cands:
        starts.setdefault(c[0], []).append(c)
    for c in cands:
        e = c[1]
        if c[2] != "System" or c[3].lower() not in _UMBRELLA_SYSTEMS or e >= n or \
                tidx[e - 1] + len(ttexts[e - 1]) + 1 != tidx[e]:
            continue
        w = ttexts[e]
        stop = e + 1
        while stop + 1 < n and ttexts[stop] == "-" and tidx[stop - 1] + len(ttexts[stop - 1]) == tidx[stop] and \
                tidx[stop] + 1 == tidx[stop + 1]:
            w += "-" + ttexts[stop + 1]
            stop += 2
        plain = w.isalpha() and w[1:].islower() and stop < n and not ttexts[stop][:1].isupper() and \
            w.lower() not in _STOP_MODS and w.lower() not in _VERBS and w.lower() not in _ALL_HEADS
        # (a plain capitalised word in running text: "PyTorch Elastic", "PyTorch Lightning"; not in a title's run of
        # capitals)
        if not w[:1].isupper() or w.lower() in _NOT_NAMES or not (is_name_shape(w) or _title_hyphened(w) or plain):
            continue
        if singular(w.lower()) in _WORK_ON_A_SUITE:
            continue  # "... Framework for TensorFlow Applications": what runs on the suite, no part of it
        if any(x[4] is not None and x[2] != "Technique" and x[1] >= stop for x in starts.get(e, ())):
            continue  # (a known system, model or device of its own)
        out.append((c[0], stop, "System", f"{c[3]} {w}", None, P_NAME, "shape"))
    return out


# what a known model's variant is named for after a hyphen: its domain, modality or edition ("SAM-Med3D",
# "LLaVA-Med", "Qwen2.5-Math", "YOLOv8-X"); a tool built around a model has another word ("LLaMA-Factory")
_VARIANT_WORD = re.compile(r"(?:Med|Math|Code|Coder|Vision|VL|Audio|Video|Chat|Instruct|Base|Large|Small|Mini|"
                           r"Tiny|Pro|Plus|Ultra|Lite|Turbo|Flash|Nano|Omni|Long|R1|Distill)(?:\d+[A-Za-z]?)?|"
                           r"[A-Z]{1,2}\d*|\d+(?:\.\d+)?[BMK]?", re.I)


def _known_variants(cands, ttexts, tidx) -> list:
    """A name by its shape that opens with a known model or data set and a hyphen, then a variant word, is a
    Model or a Dataset (else a System by default): "a SAM-Med3D teacher", "MMLU-Pro"; so is one that ends in a
    known data set after a hyphen: "Video-MME"."""
    known = {(c[0], c[1]): c[2] for c in cands if c[4] is not None and c[2] in ("Model", "Dataset")}
    if not known:
        return cands
    ends = {s: (e, t) for (s, e), t in known.items()}
    starts = {e: (s, t) for (s, e), t in known.items() if t == "Dataset"}
    out = []
    for c in cands:
        e, typ = ends.get(c[0], (None, None))
        s, _ = starts.get(c[1], (None, None))
        if c[2] == "System" and c[4] is None:  # a name typed by its shape alone
            if e is not None and e + 1 < c[1] and ttexts[e] == "-" and tidx[e - 1] + len(ttexts[e - 1]) == tidx[e] \
                    and _VARIANT_WORD.fullmatch("".join(ttexts[e + 1:c[1]]).rstrip(".")):  # (a sentence's end may be
                # glued on: "YOLOv8-X.")
                c = (c[0], c[1], typ, *c[3:])  # "SAM-Med3D", "MMLU-Pro"
            elif s is not None and s - 2 >= c[0] and ttexts[s - 1] == "-" and tidx[s - 1] + 1 == tidx[s]:
                c = (c[0], c[1], "Dataset", *c[3:])  # "Video-MME": a known benchmark's variant by a prefix
        out.append(c)
    return out


# words after a product line's name that end its model's name, not part of it: "Jetson Nano Developer Kit"
_NOT_EDITION_WORDS = {"developer", "kit", "board", "boards", "series", "family", "edition", "platform", "module",
                      "cluster", "server", "servers", "node", "nodes", "machine", "machines", "laptop", "phone"}
_SPEC_UNITS = {"gb", "mb", "tb", "kb", "ghz", "mhz", "w", "cores", "core", "threads", "nm"}


def _edition_word(w: Word) -> bool:
    """A word of a device model's name after its product line: "Orin", "Elite", "NX" (not a head: "Xeon CPU")."""
    t = w.text
    return t[:1].isupper() and (t[1:].islower() or t.isalpha() and t.isupper() and len(t) <= 3) and \
        w.lower not in _NOT_NAMES and w.lower not in HW_HEADS_ALONE and w.lower not in _VERBS and \
        w.lower not in _NP_STOP and w.lower not in _STOP_MODS and w.lower not in _NOT_EDITION_WORDS


# a part number glued to a device tier by a hyphen: "i9-13900K" -> "-13900K", "i7-1185G7" -> "-1185G7"
_GLUED_PART = re.compile("-" + _PART_NUMBER.pattern + r"\d?")


def _part_number(words: list[Word], m: int) -> int:
    """The last word of a device's part number after its tier number at m: "Ryzen 7 7840U", "Core Ultra 7 155H",
    "Ryzen AI 9 HX 370" (not a size: "Ryzen 9 128 GB"); m when there is none."""
    k = m + 1
    if k + 1 < len(words) and words[k].text.isalpha() and words[k].text.isupper() and len(words[k].text) <= 3 and \
            words[k].start == words[m].end:
        k += 1  # the part's letters before its number: "HX 370"
    if k < len(words) and words[k].start == words[k - 1].end and _PART_NUMBER.fullmatch(words[k].text) and \
            (k + 1 == len(words) or words[k + 1].lower not in _SPEC_UNITS):
        return k
    return m


def _device_editions(cands, ttexts, tidx) -> list:
    """A device code and its edition word after it name one device: "Apple A17 Pro", "an M4 Max" (the code
    alone is a device by its shape)."""
    out = []
    n = len(ttexts)
    for c in cands:
        e = c[1]
        if c[2] == "Hardware" and e < n and ttexts[e] in _EDITION_WORDS and _HW_SHAPE.match(c[3]) and \
                tidx[e] == tidx[e - 1] + len(ttexts[e - 1]) + 1:
            out.append((c[0], e + 1, "Hardware", f"{c[3]} {ttexts[e]}", None, c[5], c[6]))
    return out


def _full_methods(cands, ttexts, tidx) -> list:
    """"full" before a known method names the method done whole, the usual baseline of a partial one: "the full
    softmax baseline", "full recomputation", "the full KV cache" (the dev set's seed-42 writes "full softmax").
    Elsewhere "full" is no kind ("the full model", "full accuracy")."""
    out = []
    for c in cands:
        s = c[0]
        if c[2] == "Technique" and c[4] is not None and s >= 1 and ttexts[s - 1].lower() == "full" and \
                tidx[s] == tidx[s - 1] + 5 and not (s >= 2 and ttexts[s - 2] == "-") and \
                not any(d[0] <= s < d[1] and d[1] > c[1] for d in cands):  # (the longest method: "full KV cache
            out.append((s - 1, c[1], "Technique", f"full {c[3]}", None, P_VOCAB + 1, c[6]))  # reuse" is reuse)
    return out


_DATA_VERSION = re.compile(r"v?\d\.\d{1,2}|v\d{1,2}")
_SYSTEM_VERSION_NEXT = {"on", "in", "with", "for", "as", "to", "from", "under"}
_DATA_VERSION_NEXT = {",", ".", ";", ")", "and", "or", "benchmark", "benchmarks", "dataset", "datasets", "leaderboard",
                      "suite", "test", "dev", "split", "splits"}


_SPLIT_WORDS = {"Split", "Permuted", "Rotated", "Sequential", "Corrupted"}


def _split_data(cands, ttexts, tidx) -> list:
    """A benchmark made from a known data set: "Split CIFAR-100", "Permuted MNIST" (but "GPT3-style models" stay
    GPT3, as the dev set's annotators write them)."""
    return [(c[0] - 1, c[1], "Dataset", f"{ttexts[c[0] - 1]} {c[3]}", None, c[5], c[6]) for c in cands
            if c[4] is not None and c[2] == "Dataset" and c[0] >= 1 and ttexts[c[0] - 1] in _SPLIT_WORDS and
            tidx[c[0]] == tidx[c[0] - 1] + len(ttexts[c[0] - 1]) + 1]


_LANGUAGES = ("en|de|fr|ro|zh|ja|cs|ru|es|it|fi|tr|et|english|german|french|romanian|chinese|japanese|czech|russian|"
              "spanish|italian|finnish|turkish|estonian")
_LANGUAGE_PAIR = re.compile(rf"(?:{_LANGUAGES})(?:-to-|-|\u2192)(?:{_LANGUAGES})", re.I)


def _language_pair(ttexts, tidx, e: int) -> int:
    """The end of a translation direction written at token e ("English-to-French", "En-De"), or 0."""
    k = e + 1
    while k < len(ttexts) and tidx[k] == tidx[k - 1] + len(ttexts[k - 1]) and k - e < 6 and \
            (ttexts[k].isalpha() or ttexts[k] in ("-", "\u2192")):
        k += 1  # the tokens glued to token e (not a full stop after them)
    return k if ttexts[e][:1].isupper() and _LANGUAGE_PAIR.fullmatch("".join(ttexts[e:k])) else 0


def _data_versions(cands, ttexts, tidx) -> list:
    """A known data set or system and a version after it name one of its kind: "the BIRD and Spider 2.0 benchmarks",
    "MS MARCO v2", "with Ramulator 2.0" (not a score after it: "MMLU 5.2 points higher"); a known model of two words
    and a size after it, one model: "Llama 3 405B" (the shape rule sizes one word: "GPT-3 1.3B")."""
    out = []
    n = len(ttexts)
    for c in cands:
        e = c[1]
        if c[4] is None or e + 1 >= n or tidx[e] != tidx[e - 1] + len(ttexts[e - 1]) + 1:
            continue
        if c[2] in ("Dataset", "System") and _DATA_VERSION.fullmatch(ttexts[e]) and (
                ttexts[e + 1].lower() in _DATA_VERSION_NEXT or c[2] == "System" and ttexts[e + 1] in _SYSTEM_VERSION_NEXT):
            out.append((c[0], e + 1, c[2], f"{c[3]} {ttexts[e]}", None, c[5], c[6]))  # (and "Ramulator 2.0")
        elif c[2] == "Dataset" and (pair := _language_pair(ttexts, tidx, e)):
            out.append((c[0], pair, c[2], f"{c[3]} {''.join(ttexts[e:pair])}", None, c[5], c[6]))  # "WMT'14
            # English-to-French", "WMT16 En-De": the translation direction names the benchmark
        elif c[2] == "Dataset" and re.fullmatch(r"(?:19|20)\d\d", ttexts[e]) and ttexts[e + 1] not in ("%", "x"):
            out.append((c[0], e + 1, c[2], f"{c[3]} {ttexts[e]}", None, c[5], c[6]))  # "AIME 2024", "WMT 2014"
        elif c[2] == "Dataset" and len(ttexts[e]) == 1 and ttexts[e] in "123456789" and _DATASET_SHAPE.search(c[3]) \
                and (ttexts[e + 1].lower() in _DATA_VERSION_NEXT or ttexts[e + 1] in _SYSTEM_VERSION_NEXT):
            out.append((c[0], e + 1, c[2], f"{c[3]} {ttexts[e]}", None, c[5], c[6]))  # "on WeatherBench 2, ..."
        elif c[2] == "Model" and (" " in c[3] or any(tidx[k] != tidx[k - 1] + len(ttexts[k - 1])
                                                     for k in range(c[0] + 1, e))) and \
                _SIZE.match(ttexts[e]) and ttexts[e + 1] != "-":
            out.append((c[0], e + 1, "Model", f"{c[3]} {ttexts[e]}", None, c[5], c[6]))  # "Llama 3 405B" (and
            # "Megatron GPT 8.3B", its label "Megatron-GPT")
        elif c[2] == "Model" and ttexts[e] in _MODEL_EDITION_WORDS and ttexts[e] not in _EDITION_WORDS and \
                any(ch.isdigit() for ch in ttexts[e - 1]) and ttexts[e + 1] != "-":
            out.append((c[0], e + 1, "Model", f"{c[3]} {ttexts[e]}", None, c[5], c[6]))  # "Mixtral 8x7B Instruct"
    return out


def set_ents(doc, spans) -> None:
    """doc.ents = non-overlapping (start, end, label, id) spans, written as token attributes in one
    from_array call (no Span objects); the same doc.ents as assigning Spans with label and id_."""
    n = len(doc)
    if not n:
        return
    add = doc.vocab.strings.add
    arr = numpy.zeros((n, 3), dtype="uint64")
    arr[:, 0] = 2  # O
    for s, e, label, key in spans:
        arr[s, 0] = 3  # B
        if e - s > 1:
            arr[s + 1:e, 0] = 1  # I
        arr[s:e, 1] = add(label)
        arr[s:e, 2] = add(key)
    doc.from_array([ENT_IOB, ENT_TYPE, ENT_ID], arr)
    # what ents_of would read back, kept: the later stages read the entities again and again (a writer of doc.ents
    # other than this one drops it: forget_ents)
    doc.user_data["kg_ents"] = sorted((s, e, label, key) for s, e, label, key in spans if label)


def forget_ents(doc) -> None:
    """Drop the entities set_ents kept: doc.ents was written another way."""
    doc.user_data.pop("kg_ents", None)


def ents_of(doc) -> list[tuple[int, int, str, str]]:
    """(start, end, label, id) of every span of doc.ents, read from the token arrays in one
    to_array call instead of making a Span object per entity (the inverse of set_ents).

    As doc.ents reads them: a B token with a label opens a span that runs over the I tokens
    after it; the id is the opening token's ENT_ID ("" when it has none)."""
    kept = doc.user_data.get("kg_ents")
    if kept is not None:
        return kept
    n = len(doc)
    if not n:
        return []
    arr = doc.to_array([ENT_IOB, ENT_TYPE, ENT_ID])
    iob, typ = arr[:, 0], arr[:, 1]
    begins = numpy.flatnonzero((iob == 3) & (typ != 0))
    if not len(begins):
        return []
    stops = numpy.append(numpy.flatnonzero(iob != 1), n)  # any token but I ends the open span
    ends = stops[numpy.searchsorted(stops, begins, side="right")]
    strings = doc.vocab.strings
    labels = [strings[t] for t in typ[begins].tolist()]
    keys = [strings[k] if k else "" for k in arr[begins, 2].tolist()]
    return list(zip(begins.tolist(), ends.tolist(), labels, keys))


_TASK_HEADS = {"recognition", "detection", "answering", "classification", "segmentation", "translation",
               "summarization", "summarisation", "captioning", "forecasting", "tracking",
               "localization", "parsing", "tagging", "diagnosis"}


# modelling a kind of data is a task; a way of modelling it (masked, causal ...) is a training objective
_MODELING_TASK = re.compile(r"^(?:(?:statistical|neural|large-scale)\s+)?(?:language|sequence|climate|weather|"
                            r"protein|molecular|user|topic|time[\s-]series)\s+modell?ing$")


def is_task(low: str) -> bool:
    """Whether a lower-case phrase names a task or application, which is not annotated: "automatic speech
    recognition", "language modeling" (but "masked language modeling" is a training objective)."""
    return re.split(r"[\s\-]+", low)[-1] in _TASK_HEADS or _MODELING_TASK.search(low) is not None


_NOT_ENTITY_HEADS = {"disease", "diseases", "disorder", "disorders", "syndrome", "cancer", "cancers", "tumor",
                     "tumour", "infection", "agreement", "regulation", "corruption", "corruptions",
                     # imaging modalities, like MRI and CT
                     "tomosynthesis", "tomography", "mammography", "radiography", "microscopy", "spectroscopy",
                     "sonography", "ultrasonography", "angiography", "endoscopy",
                     # a vehicle: "autonomous vehicle (AV) research", "unmanned aerial vehicles (UAVs)"
                     "vehicle", "vehicles", "car", "cars", "drone", "drones", "aircraft",
                     # a person's role: "the database administrator (DBA)", "site reliability engineers (SREs)"
                     "administrator", "administrators", "engineer", "engineers", "developer", "developers",
                     "scientist", "scientists", "analyst", "analysts", "programmer", "programmers"}
# words of the name of an event or a body, which are not annotated: "International Olympiad in Informatics (IOI)"
_BODY_WORDS = {"olympiad", "conference", "symposium", "university", "institute", "association", "society", "council",
               "agency", "organization", "organisation", "committee", "consortium", "ministry",
               "academy", "federation", "administration", "commission",
               "center", "centre", "laboratory", "department", "college"}  # ("the Berkeley Vision and
# Learning Center (BVLC)")
# heads that name a measured quantity even in a capitalised long form (unlike "Adaptive Computation Time")
_MEASURE_HEADS = {"score", "rate", "accuracy", "error", "distance", "divergence", "precision", "recall",
                  "similarity", "perplexity"}


# (not "system", "framework", "platform": "information systems (IS)", "distributed deep learning systems (DDLS)" are
# kinds of system with an acronym, no names)
_SYSTEM_KIND_HEADS = {"engine", "compiler", "runtime", "library", "simulator", "scheduler", "toolkit", "server",
                      "optimizer", "profiler", "emulator"}


def abbrev_type(doc, long_span, short: str) -> str | None:
    """Type of an abbreviation pair, from the long form's head word or its shape;
    None for fields of study ("machine learning (ML)") and non-names."""
    text = long_span.text
    low = text.lower()
    if low in _FIELD_PHRASES or short.lower() in _NOT_NAMES or low in _NOT_NAMES or low in _TIME_ADJECTIVES:
        return None  # (and "just-in-time (JIT) compiler": when it compiles)
    if re.split(r"[\s\-]+", low)[-1] in _NOT_ENTITY_HEADS:
        return None  # "Inflammatory Bowel Disease (IBD)": a condition, not a system
    if not _BODY_WORDS.isdisjoint(low.split()):
        return None  # an event or a body: "International Olympiad in Informatics (IOI)"
    if low.isalpha() and text[1:].islower() and re.search(r"(?:ic|al|ive|ous)$", low):
        return None  # an adjective, not a name: "Electroencephalographic (EEG) signals"
    if re.search(r"\w['\u2019]s\b", text):
        return None  # a possessive names a disease or a law, not a system: "Alzheimer's Disease (AD)"
    if is_task(low):
        return None  # tasks and applications are not annotated: "automatic speech recognition (ASR)"
    toks = [t for t in re.split(r"[\s]+", text) if t]
    if not toks:
        return None
    cut = next((n for n, t in enumerate(toks) if n > 0 and t.lower() in ("with", "for", "via", "using")), None)
    if cut is not None and singular(toks[cut - 1].lower()) in ("model", "network", "transformer", "llm"):
        return "Model"  # "Ultrasound Self-Supervised Foundation Model with Masked Autoencoding (USF-MAE)"
    last = Word(toks[-1], toks[-1].lower(), 0, 1, 0, False, False)
    typ = head_kind(last, len(toks) > 1)
    if typ == "Metric" and singular(last.lower) == "error" and \
            any(t.lower() in ("with", "of", "for", "in") for t in toks):
        typ = None  # ("learning with errors (LWE)": a problem, not a measure; see below)
    if typ == "Hardware" and singular(last.lower) == "memory" and (len(toks) < 2 or toks[-2].lower() not in HW_MEMORY_MODS):
        typ = "Technique"  # "episodic memory (EM)" is a method; "heterogeneous memory (HM)" a device
    parts = re.split(r"[\s\-\u2010\u2011]+", low)
    if typ is None and len(parts) > 2 and parts[1] in ("of", "to", "per") and \
            (singular(parts[0]) in METRIC_HEADS_MOD or parts[0] in METRIC_HEADS_ALONE):
        typ = "Metric"  # "costs-of-goods-sold (COGS)", "time to first token": a quantity of something
    if typ is None and singular(last.lower) in ("model", "network", "transformer", "llm"):
        typ = "Model"
    if typ is None and singular(last.lower) == "error" and len(toks) > 1 and \
            not any(t.lower() in ("with", "of", "for", "in") for t in toks):  # ("learning with errors (LWE)")
        typ = "Metric"  # an error measure with its acronym: "expected calibration error (ECE)", "mean absolute error (MAE)"
    if typ is None and singular(last.lower) in ("dataset", "benchmark", "corpus", "examination", "understanding",
                                                "leaderboard"):  # ("Berkeley Function Calling Leaderboard (BFCL)")
        typ = "Dataset"
    if singular(last.lower) == "unit" and (len(toks) < 2 or toks[-2].lower() not in _UNIT_KINDS):
        return None if typ in (None, "Hardware") else typ  # "Intensive Care Unit (ICU)": no processing unit
    if typ is None and singular(last.lower) in ("device", "memory", "accelerator", "processor", "unit"):
        typ = "Hardware"
    titled = all(t[:1].isupper() for t in toks if t.lower() not in ("of", "for", "and", "the", "with", "as", "an", "a", "in", "to", "on"))
    if typ == "Metric" and singular(last.lower) in _MEASURE_HEADS:
        return "Metric"  # capitalised or not: "Word Error Rate (WER)", "Driving Score (DS)"
    device_kind = typ == "Hardware" and singular(last.lower) in ("accelerator", "processor", "chip", "device", "gpu",
                                                                 "unit")
    if titled and len(toks) > 1 and typ not in ("Model", "Dataset") and not device_kind \
            and not (typ == "Technique" and last.lower.endswith("ing") and
                     not re.search(r"(?<![\w-])" + re.escape(short) + r"(?![\w-])",
                                   doc.text[:doc.user_data.get("abstract_start", 0)])):  # (a word of the title:
            # "GACT: Activation Compressed Training for ..." names GACT, not "ACT")
        typ = "System"  # a capitalised multi-word name: "Fast Graph Decoder (FGD)" (but a way of doing, written
        # capitalised where its initials are given, stays one: "Software-Defined Networking (SDN)", "Self-Play
        # Fine-Tuning (SPIN)"; the paper's own is proposed, and a proposed capitalised method is a System; so is
        # one whose initials the title names: "REGAL: Transfer Learning For ...")
    elif titled and typ == "Model" and singular(last.lower) not in ("model", "network", "llm"):
        typ = "System"
    if typ is None and len(toks) > 1 and singular(last.lower) in _SYSTEM_KIND_HEADS:
        typ = "System"  # software of a kind, named by its initials: "an energy efficient inference engine (EIE)"
    if typ is None and len(toks) == 1 and len(parts) > 2 and not {"of", "as", "from"}.isdisjoint(parts[1:-1]):
        typ = "Technique"  # a concept's words joined into one: "Proof-of-Work (PoW)", "Chain-of-Thought (CoT)" (a
        # paper's own is proposed, and a proposed capitalised method is a System)
    if typ is None:
        typ = "System" if titled or any(ch.isupper() for ch in text[1:]) else "Technique"
    elif titled and typ == "Technique" and len(toks) > 1 and not _tech_phrase_common(toks):
        # a capitalised method name that is not a generic phrase: "Fast Graph Decoder"
        typ = "Technique"
    return typ


def _tech_phrase_common(toks) -> bool:
    return True
