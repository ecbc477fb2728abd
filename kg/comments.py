"""Read an arXiv-style comment string: the venue it names and the page count.

    >>> parse_comment("Published in NeurIPS 2022. This paper was previously titled ...")
    ('NeurIPS 2022', None)
    >>> parse_comment("NSDI '24")
    ('NSDI 2024', None)
    >>> parse_comment("17 pages, 5 figures")
    (None, 17)

The venue is a known conference or workshop acronym followed by a year
("ICLR 2024", "MLSys'22", "ACM MobiCom '23"); two-digit years are expanded
(`'24` -> 2024, `'98` -> 1998), so one venue has one spelling in the graph.
When a comment names several venues, the first one wins, except that a venue
introduced as an earlier version ("extended version of ... accepted at DAC 2022")
is not taken as the paper's own venue.
"""
from __future__ import annotations

import re

# Conference / workshop acronyms as they are usually spelled (display form).
VENUES = (
    "AAAI", "ACL", "AISTATS", "ASPLOS", "ATC", "CCGrid", "CIKM", "CLUSTER", "COLING", "COLM",
    "CoNEXT", "CVPR", "DAC", "DATE", "ECCV", "EMNLP", "EuroMLSys", "EuroSys", "FAST", "FPGA",
    "HotOS", "HPCA", "HPDC", "ICCV", "ICDE", "ICDM", "ICLR", "ICML", "ICPP", "ICS", "IJCAI",
    "Interspeech", "INFOCOM", "IPDPS", "ISCA", "KDD", "MICRO", "Middleware", "MLSys", "MobiCom",
    "MobiSys", "NAACL", "NeurIPS", "NIPS", "NSDI", "OSDI", "PACT", "PLDI", "PODC", "PPoPP", "PSB",
    "SC", "SenSys", "SIGCOMM", "SIGIR", "SIGMOD", "SoCC", "SOSP", "SPAA", "SysML", "TACL", "UAI",
    "VLDB", "WACV", "WSDM", "WWW",
)
_BY_LOWER = {v.lower(): v for v in VENUES}
# A word, then a year: "ICLR 2024", "NSDI '24", "MLSys'22", "ACM MobiCom '23", "NeurIPS-2022".
# The word is then looked up in VENUES (a regex alternation of ~70 names is much slower).
_VENUE_RE = re.compile(r"(?<![A-Za-z])([A-Za-z]{2,12})\s*[-']?\s*'?\s*((?:19|20)\d{2}|\d{2})(?![0-9])")
_DIGIT = re.compile(r"\d")
_EARLIER = re.compile(r"(extended|earlier|previous|preliminary|short|journal)\s+version\s+of|previously", re.I)
_PAGES_RE = re.compile(r"(?<![0-9])(\d{1,4})\s*(?:pages|pp\.?|page)(?![a-z])", re.IGNORECASE)


def _year(text: str) -> int:
    y = int(text)
    if y < 100:
        y += 2000 if y < 70 else 1900
    return y


def parse_venue(comment: str | None) -> str | None:
    """The venue a comment names, normalised as "ACRONYM YYYY", or None."""
    if not comment or not _DIGIT.search(comment):
        return None
    for m in _VENUE_RE.finditer(comment):
        # Skip a venue that belongs to an earlier version named in the same sentence.
        sentence_start = max(comment.rfind(".", 0, m.start()), comment.rfind(";", 0, m.start())) + 1
        if _EARLIER.search(comment[sentence_start:m.start()]):
            continue
        name = _BY_LOWER.get(m.group(1).lower())
        if name is None:
            continue
        # Upper-case acronyms must be written in capitals ("sc 2022" is not SC).
        if name.isupper() and not m.group(1).isupper():
            continue
        return f"{name} {_year(m.group(2))}"
    return None


def parse_pages(comment: str | None) -> int | None:
    """The page count a comment states ("17 pages" -> 17), or None."""
    if not comment:
        return None
    m = _PAGES_RE.search(comment)
    if not m:
        return None
    n = int(m.group(1))
    return n if n > 0 else None


def parse_comment(comment: str | None) -> tuple[str | None, int | None]:
    """(venue, pages) of a comment string."""
    return parse_venue(comment), parse_pages(comment)
