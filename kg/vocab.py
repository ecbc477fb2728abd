"""The SKOS vocabulary (ontology/vocab/*.ttl) as phrase patterns for the extractor.

Each concept gives one `Concept` (key = IRI local name, canonical label, type,
alternative labels, case-sensitivity). `surface_forms` expands every label into
the spellings met in abstracts (hyphen or space, plural of the last word), so a
PhraseMatcher finds them without any fuzzy matching at run time.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

from .errors import KGError
from .model import ENTITY_TYPES, slugify

_KG = "https://w3id.org/mlsys-kg/ontology#"
_SKOS = "http://www.w3.org/2004/02/skos/core#"


@dataclass(frozen=True)
class Concept:
    key: str
    label: str
    type: str
    aliases: tuple[str, ...] = ()
    case_sensitive: bool = False


@dataclass
class Vocabulary:
    concepts: dict[str, Concept] = field(default_factory=dict)  # key -> concept

    def __len__(self) -> int:
        return len(self.concepts)

    def patterns(self):
        """(surface text, key, case_sensitive) for every label and spelling variant."""
        for c in self.concepts.values():
            for label in (c.label, *c.aliases):
                # acronyms match only as written: "NNS" is not the plural of "NN", "IT" is not "it"
                cs = (c.case_sensitive and _needs_case(label)) or _is_acronym(label)
                for form in surface_forms(label, c.type):
                    yield form, c.key, cs

    def lookup(self) -> dict[str, str]:
        """Normalised surface form -> key, for resolving names found by rules.

        Labels of a kg:caseSensitive concept that carry capitals ("LoRA") are left
        out: they resolve only as written, through `resolve`."""
        return self._maps()[0]

    def _maps(self) -> tuple[dict[str, str], dict[str, str]]:
        maps = self.__dict__.get("_lookup_maps")
        if maps is None:
            ci: dict[str, str] = {}
            cs: dict[str, str] = {}
            for c in sorted(self.concepts.values(), key=lambda c: c.key):
                for label in (c.label, *c.aliases):
                    if c.case_sensitive and _needs_case(label):
                        cs.setdefault(norm_cased(label), c.key)
                    else:
                        ci.setdefault(norm(label), c.key)
            maps = self.__dict__["_lookup_maps"] = (ci, cs)
        return maps

    def resolve(self, name: str) -> str | None:
        """The key of the concept a name found by rules stands for, or None.

        Case-sensitive labels match only with their capitals ("LoRa", the radio
        protocol, is not "LoRA", low-rank adaptation); the others by `norm`."""
        ci, cs = self._maps()
        if cs:
            key = cs.get(norm_cased(name))
            if key is not None:
                return key
        return ci.get(norm(name))


def _is_acronym(label: str) -> bool:
    core = label.replace("-", "").replace(" ", "")
    return 2 <= len(core) <= 6 and core.isalnum() and core.isupper() and " " not in label


def _needs_case(label: str) -> bool:
    """A case-sensitive concept's lower-case-only labels still match in any case."""
    return any(ch.isupper() for ch in label)


_PLURAL_TYPES = {"Technique", "Model", "Dataset", "Metric", "Hardware", "System"}


def plural(word: str) -> str | None:
    if not word or not word[-1].isalpha():
        return None
    if word.isupper():
        return word + "s"  # GPUs, LLMs, DNNs
    if word[-1].isupper() or any(ch.isdigit() for ch in word):
        return None
    low = word.lower()
    if low.endswith("s") and not low.endswith(("ss", "us", "is")):
        return None  # already plural: "GPU hours" (was "GPU hourses")
    if low.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if low.endswith("y") and len(low) > 2 and low[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def surface_forms(label: str, typ: str) -> list[str]:
    """Spelling variants of one label: as written, hyphens as spaces, plural last word."""
    forms = [label]
    if "-" in label and label.rsplit("-", 1)[1].lower() not in ("up", "out", "in", "off", "on", "down", "over"):
        forms.append(label.replace("-", " "))
    words = label.split(" ")
    if typ == "Technique" and len(words) == 2 and all(w.isalpha() and w.islower() for w in words):
        forms.append("-".join(words))  # "chunked-prefills", "speculative-decoding": a compound written joined
    if typ == "Metric" and len(words) == 3 and words[1] == "per" and all(w.isalpha() for w in words):
        forms.append("-".join(words))  # "performance-per-dollar", "tokens-per-second": a rate written joined
    if typ in ("Technique", "Metric") and len(words) == 2 and 2 <= len(words[0]) <= 5 and words[0].isupper() and \
            words[0].isalpha() and words[1].isalpha() and words[1].islower():
        forms.append(words[0] + words[1].capitalize())  # "KVCache" is the KV cache
    if typ in _PLURAL_TYPES:
        for f in list(forms):
            head, _, last = f.rpartition(" ")
            p = plural(last)
            if p and not (typ == "System" and not last.isupper()):
                forms.append(f"{head} {p}".strip())
            if typ in ("Metric", "Technique") and head and last.islower() and last.isalpha() and len(last) > 3 \
                    and last.endswith("s") and not last.endswith(("ss", "us", "is")):
                # a label written in the plural matches the singular too: "CO2 emissions" -> "CO2 emission"
                one = last[:-3] + "y" if last.endswith("ies") else (
                    last[:-2] if last.endswith(("ches", "shes", "xes")) else last[:-1])
                forms.append(f"{head} {one}")
    return list(dict.fromkeys(forms))


@functools.lru_cache(maxsize=65536)
def norm_cased(name: str) -> str:
    """`norm` keeping the case: hyphens/spaces and a trailing plural s only ("LoRAs" -> "LoRA")."""
    import unicodedata

    s = unicodedata.normalize("NFKC", str(name)).strip()
    s = re.sub(r"[\u2010-\u2015]", "-", s)
    s = re.sub(r"[-_/\s]+", " ", s).strip()
    words = s.split(" ")
    last = words[-1]
    if len(last) > 3 and last.endswith("s") and not last.endswith("ss"):
        words[-1] = last[:-1]
    return " ".join(words)


@functools.lru_cache(maxsize=65536)
def norm(name: str) -> str:
    """The shared scorer's name normalisation: case, hyphens/spaces, a trailing plural s."""
    return norm_cased(str(name).lower())


def load_vocabulary(paths: list[Path] | None = None) -> Vocabulary:
    """Read the SKOS concepts of the given Turtle files (default: the bundled vocabulary)."""
    return _load(_default_paths() if paths is None else tuple(str(p) for p in paths))


@functools.lru_cache(maxsize=1)
def _default_paths() -> tuple[str, ...]:
    """The bundled vocabulary's files, listed once: the graph builder asks for the vocabulary per paper,
    and listing the folder every time cost ~1.4 ms a call (140 s of CPU in a 100k-paper build)."""
    from .resources import vocab_files

    return tuple(str(p) for p in vocab_files())


@functools.lru_cache(maxsize=8)
def _load(paths: tuple[str, ...]) -> Vocabulary:
    """Parse with pyoxigraph (fast, strict Turtle); concepts sorted by IRI for a stable order."""
    import pyoxigraph as ox

    rdf_type = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
    concept = ox.NamedNode(_SKOS + "Concept")
    pref, alt = ox.NamedNode(_SKOS + "prefLabel"), ox.NamedNode(_SKOS + "altLabel")
    case = ox.NamedNode(_KG + "caseSensitive")
    types = {ox.NamedNode(_KG + t): t for t in ENTITY_TYPES}
    vocab = Vocabulary()
    for path in paths:
        subjects: dict[str, dict] = {}
        try:
            triples = list(ox.parse(path=path, format=ox.RdfFormat.TURTLE))
        except (SyntaxError, ValueError, OSError) as e:
            msg = str(e).splitlines()[0] if str(e) else type(e).__name__
            raise KGError(f"{path}: not valid Turtle: {msg}") from None
        for t in triples:
            if not isinstance(t.subject, ox.NamedNode):
                continue
            d = subjects.setdefault(t.subject.value, {"types": set(), "pref": [], "alt": [], "cs": False})
            p, o = t.predicate, t.object
            if p == rdf_type:
                d["types"].add(o)
            elif p == pref and isinstance(o, ox.Literal):
                d["pref"].append(o)
            elif p == alt and isinstance(o, ox.Literal):
                d["alt"].append(o.value.strip())
            elif p == case and isinstance(o, ox.Literal):
                d["cs"] = d["cs"] or o.value.lower() == "true"
        for iri in sorted(subjects):
            d = subjects[iri]
            if concept not in d["types"]:
                continue
            typ = next((types[t] for t in sorted(d["types"], key=str) if t in types), None)
            label = _label(d["pref"])
            if typ is None or not label:
                continue
            alts = sorted({a for a in d["alt"] if a} - {label})
            local = iri.rsplit("/", 1)[-1].rsplit("#", 1)[-1] or slugify(label)
            cs = d["cs"]
            if local in vocab.concepts:  # the same concept described in two files: merge labels
                old = vocab.concepts[local]
                alts = sorted(set(old.aliases) | set(alts) | ({label} - {old.label}))
                label, typ, cs = old.label, old.type, old.case_sensitive or cs
            vocab.concepts[local] = Concept(local, label, typ, tuple(alts), cs)
    return vocab


def _label(values) -> str | None:
    """The English (or untagged) label among several, deterministically."""
    vals = sorted(values, key=lambda v: (getattr(v, "language", None) not in (None, "en"), v.value))
    return vals[0].value.strip() if vals else None
