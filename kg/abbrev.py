"""Abbreviations written as "long form (ACR)" or "ACR (long form)".

After Schwartz & Hearst (2003), as scispacy's AbbreviationDetector does it:
plain functions for the algorithm and a thin spaCy component that records the
pairs in doc.user_data["kg_abbreviations"] = [((long_start, long_end),
(short_start, short_end)), ...] (token offsets) and proposes both spans as
entity candidates, so the resolver makes one entity of them.
"""
from __future__ import annotations

import re

from spacy.language import Language

_GENERIC_TAIL = {"method", "methods", "approach", "framework", "technique", "algorithm", "scheme", "system",
                 "paradigm", "strategy", "mechanism", "architecture", "process", "procedure", "tool", "library"}


# a kind's noun a long form with counted letters may end with, past its letters
_COUNTED_TAILS = _GENERIC_TAIL | {"model", "models", "network", "networks"}

# acronyms of methods, kept as names when written out: "k-Nearest Neighbors (KNN)"
_METHOD_ACRONYMS = {"knn", "ann", "sgd", "gan", "rl", "jit", "aot", "mpi", "nccl", "rdma", "dag"}

_CLOSING_QUOTES = {'"', "\u201d", "''"}
# the long form does not run back over these: 'we propose "Design in Tiles (DiT)"' starts at Design
_LONG_STOP = {",", ";", ":", "(", ")", ".", '"', "\u201c", "\u201d", "``", "''", "`"}


def is_short_form(text: str) -> bool:
    """A plausible abbreviation: 2-12 characters, one word, a capital letter, not a number."""
    t = text.strip()
    if not 2 <= len(t) <= 12 or " " in t or not t[0].isalnum():
        return False
    if not any(ch.isupper() for ch in t):
        return False
    if len(t) >= 4 and t.isalpha() and t[1:].islower():
        return False  # a capitalised word is no abbreviation: "fast-saturating languages (Rust)"
    if t.replace(".", "").replace(",", "").replace("%", "").isdigit():
        return False
    return sum(ch.isalpha() for ch in counted_letters(t)) >= 2  # (counted: "S4" for four words with an S)


def strip_plural(short: str) -> str:
    """"LLMs" -> "LLM" (the plural s is not a letter of the long form)."""
    if len(short) > 2 and short.endswith("s") and short[-2].isupper():
        return short[:-1]
    return short


def long_form_start(short: str, long: str) -> int | None:
    """Character offset in `long` where the long form of `short` begins, or None.

    Every letter and digit of the short form must appear in order in the long
    form, the first one at the start of a word (Schwartz & Hearst)."""
    s = strip_plural(short)
    s_idx = len(s) - 1
    l_idx = len(long) - 1
    while s_idx >= 0:
        c = s[s_idx].lower()
        if not c.isalnum():
            s_idx -= 1
            continue
        while l_idx >= 0 and (long[l_idx].lower() != c or (s_idx == 0 and l_idx > 0 and long[l_idx - 1].isalnum())):
            l_idx -= 1
        if l_idx < 0:
            return None
        if s_idx == 0 and _FUNCTION_WORD.match(long, l_idx):
            # "Abstraction and Reasoning Corpus (ARC)": the A is Abstraction's, not "and"'s, when a word further
            # back starts with it
            earlier = long_form_start(s[0], long[:l_idx].rstrip())
            if earlier is not None:
                return earlier
        l_idx -= 1
        s_idx -= 1
    start = max(long.rfind(" ", 0, l_idx + 1), long.rfind("(", 0, l_idx + 1)) + 1
    return start


_FUNCTION_WORD = re.compile(r"(?:and|of|the|for|in|on|to|with|a|an|or|at|by)\b", re.IGNORECASE)


def _initials_start(short: str, words: list[str]) -> int | None:
    """Index where a long form starts whose words' initials spell `short` exactly, linking words
    skipped ("International Olympiad in Informatics (IOI)"); None when they do not."""
    letters = [c.lower() for c in strip_plural(short) if c.isalnum()]
    if len(letters) < 2 or not all(c.isalpha() for c in letters):
        return None
    li = len(letters) - 1
    i = len(words) - 1
    while i >= 0 and li >= 0:
        w = words[i]
        if li < len(letters) - 1 and _FUNCTION_WORD.fullmatch(w):
            i -= 1  # a linking word inside the long form
            continue
        initials = [p[0].lower() for p in re.split(r"[-/]", w) if p and p[0].isalpha()]
        if not initials or initials[-1] != letters[li]:
            return None
        for c in reversed(initials):  # "Key-Value (KV)": each part of a hyphenated word gives its letter
            if li >= 0 and c == letters[li]:
                li -= 1
            else:
                break
        i -= 1
    return i + 1 if li < 0 else None


def find_long_form(short: str, words: list[str]) -> int | None:
    """Index into `words` (the words before the parenthesis) where the long form starts.

    A long form whose word initials spell the short form is taken first; else
    letters in order (Schwartz & Hearst), looking back at most min(len+5, 2*len)
    words; a trailing generic noun ("method", "framework") is tried without.
    Failing both, a letter with a count ("S2-Attn") is read as the letters it counts (with or without a kind's
    noun after them: "Structured State Space sequence model (S4)")."""
    first = _find_long_form(short, words)
    if first is None and counted_letters(short) != short:
        first = _counted_start(short, words)
        if first is None and len(words) > 2 and words[-1].lower() in _COUNTED_TAILS:
            first = _counted_start(short, words[:-1])  # "Structured State Space sequence model (S4)"
    if first is not None and first + 1 < len(words) and words[first].lower() in _COMPARATIVE_FIRST:
        return None  # "ever larger language models (LLMs)": a comparison made with the letter, not the long form
    return first


# comparatives whose initial may stand in for a long form's first word ("larger" for "large")
_COMPARATIVE_FIRST = {"larger", "smaller", "bigger", "deeper", "wider", "faster", "better", "stronger", "longer",
                      "newer", "cheaper", "lighter", "heavier"}


def _counted_start(short: str, words: list[str]) -> int | None:
    """The long form of a short form with counted letters: each letter a word's initial ("Heavy Hitter Oracle
    (H2O)"), and a word cut short after a hyphen the last word ("shifted sparse attention (S2-Attn)")."""
    m = re.fullmatch(r"([A-Za-z0-9]+?)(?:-([A-Za-z]{2,}))?", strip_plural(short))
    if not m or not words:
        return None
    head, cut = counted_letters(m.group(1)), m.group(2)
    if cut:
        last = words[-1].lower()
        it = iter(last)
        if not last.startswith(cut[0].lower()) or not all(c in it for c in cut.lower()):
            return None  # "Attn": the letters of "attention" in order
        return _initials_start(head, words[:-1])
    return _initials_start(head, words)


def _find_long_form(short: str, words: list[str]) -> int | None:
    n = len(strip_plural(short).replace("-", ""))
    window = min(n + 5, 2 * n)
    first = _initials_start(short, words[-window:] if window < len(words) else words)
    if first is not None:
        return first + max(0, len(words) - window)
    cands = [words]
    if words and words[-1].lower() in _GENERIC_TAIL:
        cands.insert(0, words[:-1])
    for ws in cands:
        part = ws[-window:] if window < len(ws) else ws
        if not part:
            continue
        text = " ".join(part)
        start = long_form_start(short, text)
        if start is None:
            continue
        long = text[start:]
        if not long or len(long) <= len(short) or long.lower().startswith(short.lower()):
            continue
        nwords = len(long.split(" "))
        if nwords > window or not _mixed_case_fits(short, long):
            continue
        first = len(part) - nwords + (len(ws) - len(part))
        return first
    return None


def _mixed_case_fits(short: str, long: str) -> bool:
    """A short form written in mixed case spells its long form by its capitals and digits: at most two words of
    the long form for each, and one more ("DBaaS": database-as-a-service, "LLaMA"; not "MSDialogue": "models to
    evaluate the proposed approach using a labelled dialogue dataset", whose letters are there in order)."""
    s = strip_plural(short)
    if not any(c.islower() for c in s):
        return True  # an acronym in capitals: the letter window of find_long_form
    return len(long.split()) <= 2 * sum(c.isupper() or c.isdigit() for c in s) + 1


_COUNTED_LETTER = re.compile(r"(?<![A-Za-z0-9])([A-Za-z])([2-4])(?=[A-Za-z-]|$)")


def counted_letters(short: str) -> str:
    """A letter with a count written out: "S2-Attn" (shifted sparse attention) -> "SS-Attn", "H2O" (Heavy Hitter
    Oracle) -> "HHO", "A3C" -> "AAAC"; the short form unchanged when it has none."""
    return _COUNTED_LETTER.sub(lambda m: m.group(1) * int(m.group(2)), short)


@Language.factory("kg_abbrev")
def make_abbrev(nlp, name):
    return AbbreviationDetector()


def detect(doc) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(long form, short form) token spans of every "long form (ACR)" / "ACR (long form)"."""
    from .nlp_entities import LATEX_STYLE_TOKENS, sent_starts_of, token_table

    texts, ws, idx, text = token_table(doc)
    if "(" not in text:
        return []
    starts = sent_starts_of(doc)
    pairs = []
    n = len(texts)
    sent_start = 0
    for i in range(n):
        if starts[i]:
            sent_start = i
        if texts[i] != "(":
            continue
        j = i + 1
        while j < n and texts[j] != ")" and j - i <= 12 and texts[j] != "(":
            j += 1
        if j >= n or texts[j] != ")" or j == i + 1:
            continue
        inner_text = text[idx[i + 1]:idx[j]].strip()
        if "/" in inner_text and all(map(is_short_form, inner_text.rstrip("'\u2019").split("/"))):
            continue  # two short forms, each its own ("Convolutional/Deep Neural Networks' (CNNs/DNNs')")
        if is_short_form(inner_text):
            # words before the parenthesis, within the sentence, up to a comma/colon; a long form in quotes
            # ends at its closing quote: 'a "joint contour location" (jCL) scheme'
            last = i - 1 if i - 1 > sent_start and texts[i - 1] in _CLOSING_QUOTES else i
            k = last
            while k > sent_start and texts[k - 1] not in _LONG_STOP and last - k < 20:
                k -= 1
            words, wstarts = [], []
            for t in range(k, last):
                if texts[t].isspace():
                    continue
                if words and not ws[t - 1]:
                    words[-1] += texts[t]
                else:
                    words.append(texts[t])
                    wstarts.append(t)
            first = find_long_form(inner_text, words)
            if first is None:
                continue
            ls = wstarts[first]
            le = last
            w = words[first]
            if "/" in w and w.rsplit("/", 1)[1] and \
                    find_long_form(inner_text, words[:first] + [w.rsplit("/", 1)[1]] + words[first + 1:]) == first:
                # "0.0029 DRAM access/multiply and accumulation (MAC)": the long form starts after the slash
                while ls < le - 1 and texts[ls] != "/":
                    ls += 1
                ls += 1
            while ls < le - 1 and texts[ls] in LATEX_STYLE_TOKENS:
                ls += 1  # "\\emph{interleaved backward splitting} (IBS)": the command is no word of the long form
            while le > ls + 1 and texts[le - 1] in LATEX_STYLE_TOKENS:
                le -= 1
            # drop a trailing generic noun kept out of the match
            if texts[le - 1].lower() in _GENERIC_TAIL and le - 1 > ls and \
                    long_form_start(inner_text, text[idx[ls]:idx[le - 1]].rstrip()) is not None:
                le -= 1  # (but "LUCIA TRAINING FRAMEWORK (LTF)": the acronym spells the noun, it is the name's)
            pairs.append(((ls, le), (i + 1, j)))
        elif i > sent_start and " " in inner_text and is_short_form(texts[i - 1]):
            # "RLHF (Reinforcement Learning with Human Feedback)"
            words = inner_text.split()
            first = find_long_form(texts[i - 1], words)
            if first == 0:
                pairs.append(((i + 1, j), (i - 1, i)))
    return pairs


class AbbreviationDetector:
    """Records abbreviation pairs and adds the long form and short form as candidates."""

    def __call__(self, doc):
        from .nlp_entities import P_ABBREV, _cands, abbrev_type, is_task

        from .nlp_entities import (_ACRONYM_NOT_SYSTEM, _ALL_HEADS, appositive_type, introduced_type, singular,
                                   token_table, words_of)

        pairs = detect(doc)
        doc.user_data["kg_abbreviations"] = pairs
        cands = _cands(doc)
        texts = token_table(doc)[0]
        for (ls, le), (ss, se) in pairs:
            nxt = texts[se + 1].lower() if se + 1 < len(texts) and texts[se] == ")" else ""
            if nxt in _ALL_HEADS or singular(nxt) in _ALL_HEADS:
                continue  # "key-value (KV) cache": the acronym modifies a head noun; the head rules take it
            long_span = doc[ls:le]
            typ = abbrev_type(doc, long_span, doc[ss:se].text)
            if typ == "System" and texts[ls][:1].islower():
                # "multi-modal Retrieval-Augmented Generation (mRAG)": a kind of the known thing it ends with
                known = next((c[2] for c in cands if c[4] is not None and c[1] == le and ls < c[0]
                              and c[2] in ("Technique", "Model")), None)
                typ = known or typ
            elif typ == "Hardware":
                # "a hierarchical parameter server (HPS)": a kind of the method of several words it ends with, which
                # the last word alone ("server") took for a machine
                known = next((c[2] for c in cands if c[4] is not None and c[1] == le and ls < c[0] < le - 1
                              and c[2] in ("Technique", "Model", "System")), None)
                typ = known or typ
            elif typ == "Technique":
                # "resistive random-access memory (RRAM)": a kind of the device of several words it ends with (not
                # "episodic memory (EM)", one word of a device)
                known = next((c[2] for c in cands if c[4] is not None and c[1] == le and ls < c[0] < le - 1
                              and c[2] == "Hardware"), None)
                typ = known or typ
            known = next((c[2] for c in cands if c[4] is not None and c[0] == ls and c[1] == le), None)
            if typ is not None and known is not None:
                typ = known  # the vocabulary's type for the whole long form outranks its last word: "optical
                # circuit switches (OCSes)" are devices, not a method
            if typ is not None and texts[se:se + 2] == [")", ","] and se + 2 < len(texts) and \
                    texts[se + 2].lower() in ("a", "an"):
                # "the Medical Information Retrieval-Augmented Generation Evaluation (MIRAGE), a first-of-its-kind
                # benchmark including ...": the description set off after the pair says what it is
                words = words_of(doc)
                at = next((n for n, w in enumerate(words) if w.end == le), None)
                app = appositive_type(doc, words, at + 1) if at is not None and at + 1 < len(words) else None
                typ = app or typ
            described = next((c[2] for c in cands if c[6] == "described" and c[0] == ls and c[1] == le), None)
            if typ is not None and described in ("System", "Hardware"):
                typ = described  # what the paper calls it outranks its last word: "Mobile Neural Network (MNN), a
                # universal and efficient inference engine" is an engine (a "model of proximity graphs" may be a
                # theory's: "Monotonic Relative Neighborhood Graph (MRNG)" stays as its words type it)
            if typ == "System" and ls > 0 and texts[ls - 1] == ",":
                # "a novel model architecture, Receptance Weighted Key Value (RWKV), that ...": what the paper
                # introduces and then names
                words = words_of(doc)
                at = next((n for n, w in enumerate(words) if w.start == ls), None)
                typ = (introduced_type(doc, words, at) if at is not None else None) or typ
            titled = next((c[2] for c in cands if c[6] == "title" and c[3] == doc[ss:se].text), None)
            if typ is not None and titled in ("Hardware", "Dataset"):
                typ = titled  # what the title calls the short form outranks the long form's words: "AWB-GCN: A
                # Graph Convolutional Network Accelerator ..." proposes "Autotuning-Workload-Balancing GCN (AWB-GCN)"
            short = strip_plural(doc[ss:se].text).lower()
            if typ == "System" and short in _ACRONYM_NOT_SYSTEM and short not in _METHOD_ACRONYMS:
                typ = None  # "Electroencephalogram (EEG)", "Internet of Things (IoT)": no name, as the acronym says
            if typ is None:
                # a task or field of study ("anomaly detection (AD)"): its acronym is no name either
                doc.user_data.setdefault("kg_not_names", set()).add(strip_plural(doc[ss:se].text))
                if is_task(long_span.text.lower()):  # what the paper says it stands for outranks the vocabulary:
                    doc.user_data.setdefault("kg_task_acronyms", set()).add(strip_plural(doc[ss:se].text))
                continue  # "Language Modeling (LM)" is no language model
            cands.append((ls, le, typ, long_span.text, None, P_ABBREV, "abbrev"))
            cands.append((ss, se, typ, strip_plural(doc[ss:se].text), None, P_ABBREV, "abbrev"))
        return doc
