"""Sentences that are not in English, which the extractor leaves out.

The rules of the extractor are written for English. Exports such as
Semantic Scholar's hold abstracts in Spanish, Portuguese, French, German and
other languages, often beside an English version of the same abstract; run
through the English rules they give nonsense ("Inteligencia Artificial" as a
system). A sentence whose function words are mostly those of another language
is blanked out (spaces of the same length, so every offset stays) before the
pipeline sees the text: what is English in a paper is still extracted; of the
rest only the known names the caller keeps (the vocabulary's "ChatGPT",
"ResNet-50"), which read the same in any language, stay for the vocabulary
to find.

Function words decide, not a language model: a sentence of English has
several of ENGLISH; a name list, a formula or a short heading has few words of
either list and is left alone.
"""
from __future__ import annotations

import re

# Function words of English that are no common word of the languages below.
ENGLISH = frozenset("""
the of and to is for that with by this are be we from or it which at these our has have not their its were been
can than such into while both between they there those other when how what only each more most however through
without within where whether should would could may an will them then thus also here
""".split())

# Function words of Spanish, Portuguese, French, German, Italian, Dutch, Polish, Hungarian and the Scandinavian
# languages that are no English words (so no "die", "men", "do", "no", single letters or "a").
OTHER = frozenset("""
el los las del que y una por para con su sus es lo como más pero entre sobre este esta estos estas ser son fue
hay sin muy también desde cuando donde porque se la de en un uno
os da dos das em um uma não ao aos na nas pelo pela pelos pelas são mais seu sua seus suas ou é foi isso esse essa
nos com
le les des et du une est dans pour au aux sur par qui ce cette ces ses pas être été avec mais où leur leurs nous
vous ils elle sont ont
der das und mit für von ist ein eine einen einer zu im auf den dem nicht sich auch werden wird oder bei aus nach
wie über durch zur zum dass können
il della di che per delle degli dei nel nella sono non gli alla anche questo questa
het een van zijn voor niet met dat deze ook wordt naar worden
się jest oraz nie że jak dla przez które który która jako są lub
az egy és hogy nem meg van ami amely mint csak vagy már pedig között
og er det som af av med til ikke och att för på är har kan fra eller jeg
""".split())

_WORD = re.compile(r"[^\W\d_]+")
_TOKEN = re.compile(r"\w(?:[\w.+-]*\w)?")  # a name as the kept ones are written: "ResNet-50", "GPT-4o"
_NOT_NEWLINE = re.compile(r"[^\n]")
# a sentence-like chunk: up to a full stop, question or exclamation mark followed by space, or a line break
_CHUNK = re.compile(r".+?(?:[.!?](?=\s)|\n|$)", re.S)


def _counts(chunk: str) -> tuple[int, int, bool]:
    """(English function words, other languages' function words, a letter English does not write)."""
    eng = other = 0
    accented = False
    for word in _WORD.findall(chunk.lower()):
        if word in ENGLISH:
            eng += 1
        elif word in OTHER:
            other += 1
        elif not accented and not word.isascii():
            accented = True
    return eng, other, accented


def is_foreign(chunk: str) -> bool:
    """True when the function words of `chunk` are mostly those of another language than English."""
    eng, other, _ = _counts(chunk)
    return other >= 3 and other > 2 * eng


def _likely_foreign(chunk: str) -> bool:
    """In a text that has sentences of another language: a short one ("Inteligencia artificial y abogacía",
    "Künstliche Intelligenz in der Radiologie") with no English function word but one of theirs or a letter
    English does not write."""
    eng, other, accented = _counts(chunk)
    return other > eng or (eng == 0 and accented)


def _blank(chunk: str, keep) -> str:
    """`chunk` as spaces (its line breaks stay), but for the words in `keep`."""
    if not keep:
        return _NOT_NEWLINE.sub(" ", chunk)
    out, last = [], 0
    for m in _TOKEN.finditer(chunk):
        if m.group() in keep:
            out += [_NOT_NEWLINE.sub(" ", chunk[last : m.start()]), m.group()]
            last = m.end()
    out.append(_NOT_NEWLINE.sub(" ", chunk[last:]))
    return "".join(out)


def mask_foreign(text: str, keep=frozenset()) -> tuple[str, list[tuple[int, int]]]:
    """`text` with every sentence not in English replaced by spaces (same length) but for the words in `keep`,
    and the (start, end) of each such sentence in `text`, without its outer whitespace."""
    if not text or len(OTHER.intersection(text.lower().split())) < 2:  # a quick look first: most text is English
        return text, []
    chunks = [(m.start(), m.group()) for m in _CHUNK.finditer(text)]
    first = [is_foreign(c) for _, c in chunks]
    if not any(first):
        return text, []
    parts, spans = [], []
    for (start, chunk), foreign in zip(chunks, first):
        if foreign or _likely_foreign(chunk):
            parts.append(_blank(chunk, keep))
            lead = len(chunk) - len(chunk.lstrip())
            spans.append((start + lead, start + len(chunk.rstrip())))
        else:
            parts.append(chunk)
    return "".join(parts), spans
