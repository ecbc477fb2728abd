"""Numeric results of an abstract: "up to 2.75x speedup", "86% ... ratio", "$3.7K".

Plain functions do the surface work on text and are unit-tested directly:
`parse_value` (number as written -> decimal string), `find_numbers` (every
quantitative claim in a text with value, unit, qualifier and offsets, setup
counts left out). The spaCy component `kg_results` runs them over the Doc text
and attaches the metric each result measures (a Metric entity in the right
syntactic window, else a metric phrase from head words, else "") and the
System the sentence is about; `kg_roles` later fills in the proposed system and
the named baseline.

Only numbers that carry a unit of outcome are results (factor, percent,
points, FLOPS, currency, parameter counts, time, memory, throughput units):
bare counts such as "128 GPUs", "17 models", "2-bit", "INT8" or "GPT-3 1.3B"
never are. A factor written as orders of magnitude ("reduces the decoding time by
an order of magnitude") is no result either, as the guideline's annotators have it
(the dev set's two such claims have none): `find_numbers` reads it (10, "x") and
the component's `orders_of_magnitude` option, off by default, keeps it.
A change "from X to Y" after a verb of change ("cuts the gradient size from 97MB
to 0.35MB", "45% MFU, up from 41%") counts Y only: X is where it started, the
baseline's value. Both ends of a range stay ("models ranging from 7B to 65B").
"""
from __future__ import annotations

import bisect
import functools
import re
from itertools import compress
from operator import add

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from spacy.language import Language
from spacy.tokens import Doc

from .nlp_entities import measured_model_word

if not Doc.has_extension("kg_results"):
    Doc.set_extension("kg_results", default=None, force=True)

# ---------------------------------------------------------------- numbers

_WORD_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15,
    "twenty": 20, "fifty": 50, "hundred": 100,
}
_SCALE = {
    "k": Decimal(1000), "thousand": Decimal(1000),
    "m": Decimal(10) ** 6, "million": Decimal(10) ** 6, "mn": Decimal(10) ** 6,
    "b": Decimal(10) ** 9, "bn": Decimal(10) ** 9, "billion": Decimal(10) ** 9,
    "t": Decimal(10) ** 12, "trillion": Decimal(10) ** 12,
}


def _fmt(d: Decimal) -> str:
    s = format(d.normalize(), "f")
    return s


def parse_value(text: str, scale: str | None = None) -> str | None:
    """A number as written -> decimal string: "2.75" -> "2.75", "1,024" -> "1024",
    "3.7", scale "K" -> "3700", "three" -> "3", "two hundred" -> "200", "an order of magnitude" -> "10",
    "two orders of magnitude" -> "100". None when it is not a number."""
    t = text.strip().lower().replace("\u2009", "").replace(" ", " ")
    m = re.fullmatch(r"(an?|one|two|three|four|five|six|\d+)\s+orders?\s+of\s+magnitude", t)
    if m:
        n = m.group(1)
        k = 1 if n in ("a", "an") else (int(n) if n.isdigit() else _WORD_NUMBERS[n])
        return _fmt(Decimal(10) ** k)
    if t in _WORD_NUMBERS:
        d = Decimal(_WORD_NUMBERS[t])
    elif t.endswith(" hundred") and t[:-8].strip() in _WORD_NUMBERS:
        d = Decimal(_WORD_NUMBERS[t[:-8].strip()] * 100)  # "one hundred (thousand ...)"
    elif t == "twice":
        d = Decimal(2)
    else:
        t = t.replace(",", "")
        if not re.fullmatch(r"\d+(?:\.\d+)?|\.\d+", t):
            return None
        try:
            d = Decimal(t)
        except InvalidOperation:
            return None
    if scale:
        d = d * _SCALE.get(scale.strip().lower(), Decimal(1))
    return _fmt(d)


@dataclass
class NumberHit:
    """One quantitative claim found in text (offsets into that text)."""

    value: str
    unit: str
    start: int  # start of the qualifier when there is one, else of the number
    end: int  # end of the unit
    num_start: int
    qualifier: str | None = None
    group: int | None = None  # hits of one range ("2-4x") share a group number
    scale: str | None = None  # a rate's scale word as written: the value is multiplied out, the result writes both


_NUM = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+"
_WNUM = r"one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred"

# after a times sign: "0.6\times 10^{15}", "1.5 × 10^9" are scientific notation, not factors
_NOT_SCIENTIFIC = r"(?!\s?\$?\s?\{?10\}?\s?(?:\^|\*\*|<sup>))"

# unit patterns tried in order right after a number; each gives a canonical unit
# "serves 5000 queries a second": a rate, where the phrase ends there (not "trains 3 models a second time")
_A_SECOND = r" a second(?=\s*(?:[,.;:)]|$|(?:with|and|or|on|in|at|for|while|when|using|under|over|which|that)\b))"
# a rate's period: per second (and "2.9 million environment steps/second"), per minute or per hour ("1.2 million
# frames/min"); read as "/s", "/min", "/h", by how the period's word begins
_PER_PERIOD = r"(?:/s(?:ec(?:ond)?)?\b| per second\b|/min(?:ute)?\b| per minute\b|/h(?:r|our)?\b| per hour\b)"
_PERIODS = {"min": "/min", "hou": "/h", "hr": "/h", "h": "/h"}
_RATE_ENDS = ("/s", "/min", "/h")
# the kind of item a rate counts, a noun before its plural: "12.3 million image classifications per second",
# "100,000 graph updates per second" (no comparison or adjective of the count: "1,000 more queries per second")
_RATE_ITEM_KIND = (r"(?:(?!(?:more|fewer|less|additional|extra|total|concurrent|simultaneous|parallel|unique|"
                   r"individual|different|distinct|average|peak|such|other|the|of|and|or|per|times|bits|bytes)\s)"
                   r"[a-z]{3,}[^s\W]\s(?=[a-z]{2,}s" + _PER_PERIOD + "))?")
_UNIT_RES = [
    ("points", re.compile(r"\s?(?:\\%|%)\s?(?:points?|pts?)\b")),  # "by 6.5% points": percentage points
    ("%", re.compile(r"\+?(?:\s?(?:\\%\$?|\$\\%\$|%|percent\b)|-percent\b)(?!ile\b)")),  # (and "by 10+%": over 10%;
    # "26$\%$" and "84.7-percent accuracy")
    ("points", re.compile(r"[\s-](?:percentage[\s-]|(?:[A-Z][A-Za-z0-9@.-]{0,14}|accuracy|precision|recall|"
                          r"coverage|mAP|mIoU)\s)?points?\b(?![\s-](?:clouds?|to|sets?)\b)|\s?pp\b")),
    # (a score's name between: "0.3 ROUGE-L points", "2 accuracy points", "18.5 precision points and 28.5 coverage
    # points"; not "8 point cloud models", "point-to-point links")
    ("x", re.compile(r"\s?(?:\$\s?\\times\s?\$|\\times\b|×|[xX](?![A-Za-z0-9])(?!\s?\d)(?!-[A-Za-z])|"
                     r"-?fold\b(?![\s-]*(?:[Cc]ross|CV\b)))" + _NOT_SCIENTIFIC)),  # not "5-fold cross-validation"
    ("x", re.compile(r"\s(?:times)\b")),
    ("x", re.compile(r"(?<!\b1):1(?!\d|\.\d|:)")),  # a ratio to one: "compression ratios of 300:1" (not "1:1", "2:4")
    ("params", re.compile(r"[\s-]?(?P<s>[BMKT]|[Bb]illion|[Mm]illion|[Tt]rillion)"
                          r"(?:[\s-]?(?:(?:active|activated|total)\s)?(?:[Pp]arameters?|[Pp]arams?|weights)\b)")),
    # (and "1 Trillion Parameters", "13B active parameters")
    # "SIGMA-MOE, a 200B MoE model", "serving 530B LLM": a size written on the model
    ("params", re.compile(r"(?P<s>[BMT])(?=\s(?:MoE\s|dense\s)?"
                          r"(?:models?|LLMs?|language\smodels?|[Tt]ransformers?)\b)")),
    ("flops", re.compile(r"\s?(?P<p>[KMGTPE])?(?:FLOPS|FLOP/s|FLOPs|Flops|flops|[Ff]lop/s)(?P<w>/(?:Watt|W)\b)?"
                         r"(?:/GPU\b)?")),  # (and "281 Pflop/s", "12 GFlop/s")
    ("TFLOPS", re.compile(r"(?:TF|TFs)(?:/GPU)?\b")),
    ("flops", re.compile(r"\s?(?P<p>[GTPE])F/s(?P<w>)(?![\w/])")),  # "a sustained throughput of 21.0 PF/s"
    ("flopword", re.compile(r"\s?(?P<w>[Ee]xa|[Pp]eta|[Tt]era|[Gg]iga)(?:FLOPS|FLOPs|flops|Flops|FLOP/s)\b(?:/GPU\b)?")),
    ("tops", re.compile(r"\s?(?P<u>[GT]OPS/W(?:att)?|[GT]OPS(?:/s(?:ec(?:ond)?)?)?|[GT]OP/s|TeraOps(?:/s(?:econd)?)?)"
                        r"(?P<per>/(?:mm\^?2|mm\u00b2|W|Watt))?(?![\w])")),  # (and per area or power: "GOPS/s/mm^2")
    ("bw", re.compile(r"\s?(?P<u>[GMT]B/s|[GMT]bps|Gb/s)")),
    ("mem", re.compile(r"\s?(?P<u>[KMGTP]B|[KMGT]iB)\b")),
    # device time: "saves over 20,000 GPU hours per month" (before "GPU" could be read as anything else)
    ("devtime", re.compile(r"\s(?:[A-Z]{1,2}\d{2,4}\s)?(?P<d>GPU|TPU|CPU|node|accelerator)[\s-]"
                           r"(?P<t>hours?|days?|years?)\b")),  # (and the device's model: "32 A100 GPU hours")
    # a time per item written with a slash: "0.60 s/token", "12 ms/image" (with "per" the unit is the time:
    # "17 ms per iteration" is 17 ms, as the helper gold writes 6 of 6 such values)
    ("timeper", re.compile(r"\s?(?P<u>ms|s|us|µs|μs)\s?/\s?"
                           r"(?P<i>token|tok|image|img|query|request|step|iteration|iter|sample|frame|batch)\b")),
    # simulated time per day of computing, a molecular-dynamics code's throughput: "1.2 ns/day", "35 us per day"
    ("simrate", re.compile(r"\s?(?P<u>[fpnu\u00b5\u03bc]s|(?<=\s)(?:femto|pico|nano|micro)seconds?)"
                           r"\s?(?:/\s?day|\s?per\s+day)\b")),  # (or the unit's word: "11.2 nanoseconds per day")
    ("time", re.compile(r"\s?(?P<u>ms|µs|μs|us|ns|msec|(?i:(?:micro|milli|nano)seconds?|seconds?|secs?|minutes?|"
                        r"mins?|hours?|hrs?|days?|weeks?))\b"
                        r"|\s(?P<s>s)(?![\w'-])")),
    # (the unit's word as written: "a power dissipation of 41 Watts")
    ("power", re.compile(r"\s?(?P<u>(?:mW|kW|MW|GW|W)(?![\w/])|(?<=\s)(?:milli|kilo|mega)?[Ww]atts?\b(?!/))")),
    # energy per bit moved or computed: "2.5 pJ/bit", "0.8 pJ per bit"
    ("perbit", re.compile(r"\s?(?P<u>[fpnu\u00b5\u03bcm]?J)\s?(?:/|\s?per\s)\s?(?:bit|b)\b")),
    # energy per operation or item, written with a slash: "63 pJ/MAC", "40 fJ/op", "0.105 uJ/sample", "12 nJ/token"
    ("peritem", re.compile(r"\s?(?P<u>[fpnu\u00b5\u03bcm]J)/(?P<i>[A-Za-z]{1,12})\b(?!/)")),
    # "2.1 mJ per inference", "4.2 J per token", "3 joules per query" (a bare "J" only before what it is per)
    ("energy", re.compile(r"\s?(?P<u>[mun\u00b5\u03bcp]J|kJ|MJ|[kMGT]?Wh)(?![\w/])|\s(?P<j>J)(?=\s?(?:per\s|/[a-z]))|"
                          r"\s(?P<jw>(?P<jp>micro|milli|nano|pico|kilo)?[Jj]oules?)\b")),
    ("db", re.compile(r"\s?(?P<u>dB)(?![\w/])")),  # "improves PSNR by 1.4 dB"
    # a text-generation score written as the unit: "within 0.2 BLEU", "gains 1.1 ROUGE-L" (not "0.3 ROUGE-L points")
    ("score", re.compile(r"\s(?P<u>BLEU|ROUGE(?:-(?:[12L]|Lsum))?|METEOR|CIDEr|chrF(?:\+\+)?)(?![\w+-])"
                         r"(?!\s(?:points?|pts?|scores?)\b)")),
    # a number format's width per stored number: "down to 3 or 4 bits per weight", "2.5 bits/parameter"
    ("bits", re.compile(r"\s(?:bits?\s?(?:per\s|/\s?)(?:weight|parameter|param|value|element|entry)s?\b)")),
    # "raises the control frequency from 4.2 Hz to 15.6 Hz" (a rate named before it: see _unit_at)
    ("freq", re.compile(r"\s?(?P<u>k?Hz)(?![\w/])")),
    ("area", re.compile(r"\s?mm(?:2|\^2|²|\$\^\{?2\}?\$)(?!\w)")),
    # speculative decoding's accepted tokens: "accepts 3.1 tokens per step"
    ("tokens/step", re.compile(r"\s(?:accepted\s+)?tokens?\s+(?:per|/|each)\s+(?:decoding\s+)?(?:step|iteration|"
                               r"forward\s+pass|verification\s+step)\b")),
    # emissions: "emits 5.2 t of CO2e", "12 kg CO2eq", "300 tCO2e"
    ("co2", re.compile(r"\s?(?P<u>t|kg|g|tons?|tonnes?)\s*(?:of\s+)?CO2(?:e|eq|-eq)?\b")),
    # work per unit of energy: "31 tokens per joule", "120 images/J"
    ("perjoule", re.compile(r"\s(?P<u>tokens?|samples?|images?|inferences?|queries|requests?)\s?"
                            r"(?:per\s+joule\b|/J\b)")),
    # a scale may stand before the rate: "1.8 million tasks per second", "25K tokens/s", "2M QPS"
    ("rate", re.compile(r"(?:\s?(?P<s>[KMB]|thousand|million|billion)(?=\s?[a-zQRF])|(?P<k>k)(?=\s[a-zQRF]))?"
                        r"\s?(?P<u>" + _RATE_ITEM_KIND + r"(?:tokens?|tok|samples?|images?|img|sequences?|seqs?|"
                        r"queries|query|requests?|req|frames?|tasks?|inferences?|predictions?|updates?|events?|"
                        r"messages?|transactions?|documents?|words?)(?:" + _PER_PERIOD + "|" + _A_SECOND +
                        r")|QPS\b|RPS\b|FPS\b|fps\b|"
                        # any other items counted per second: "1.9 billion lookups per second", "45,000 reports/s"
                        r"(?!times\b|bits\b|bytes\b)" + _RATE_ITEM_KIND + r"[a-z]{2,}[^s\W]s(?:" + _PER_PERIOD + "|"
                        + _A_SECOND + r"))")),
]
_SCORE_UNITS = {"BLEU", "ROUGE", "ROUGE-1", "ROUGE-2", "ROUGE-L", "ROUGE-Lsum", "METEOR", "CIDEr", "chrF", "chrF++"}
_RATE_HEADS = {"token": "tokens", "tok": "tokens", "sample": "samples", "image": "images", "img": "images",
               "sequence": "sequences", "seq": "sequences", "seqs": "sequences", "request": "requests",
               "req": "requests", "frame": "frames", "query": "queries", "task": "tasks", "inference": "inferences",
               "prediction": "predictions", "update": "updates", "event": "events", "message": "messages",
               "transaction": "transactions", "document": "documents", "word": "words"}
_PARAM_WORD = re.compile(r"param|weight|billion|million|trillion", re.I)
_NAME_BEFORE = re.compile(r"(?<![\w-])(?!(?:Our|A|An|The|Its|Their|This|Each)\s)(?:[A-Z][\w.-]*|[\w.-]*\d[\w.-]*)\s$")
_TRAINED_BEFORE = re.compile(r"\b(?:(?:pre-?)?train(?:s|ed|ing)?|fine-?tun(?:e|es|ed|ing)|scal(?:e|es|ed|ing))\b", re.I)
# a device after its price: "a $4000 GPU", "$10K servers" (not "$4000 per GPU")
_PRICED_DEVICE = re.compile(r"\s*(?:(?!per\s|each\s|for\s|on\s|in\s)[A-Za-z][\w-]*\s+)?(?:GPUs?|CPUs?|TPUs?|servers?|"
                            r"machines?|cards?|devices?|accelerators?|boards?|chips?|workstations?)\b")
# a name, then a description of it opening with its size: "Chinchilla, a 70 billion parameter language model"
_NAMED_THEN_SIZED = re.compile(r"(?<![\w-])(?:[A-Z][\w.-]*|[\w.-]*\d[\w.-]*),\s+an?\s+$")
_SIZED_MODEL_AFTER = re.compile(r"(?:(?:-|\s)parameters?)?\s+(?:[\w-]+\s+){0,2}?"
                                r"(?:models?|LLMs?|transformers?|networks?)\b", re.I)
# a kind of model's usual size, or each one's: "LLMs that often have more than 100 billion parameters", "instances
# of fine-tuned models, each with 175B parameters"
_CLASS_SIZE_BEFORE = re.compile(r"(?:\b(?:that|which)\s+(?:(?:often|typically|usually|commonly|now|already|routinely|"
                                r"can|may)\s+)?(?:have|has|contain|contains|comprise|comprises|exceed|exceeds)|"
                                r"\beach\s+with)\s+(?:(?:more\s+than|over|up\s*to|about|around|nearly|at\s+least|"
                                r"hundreds\s+of|tens\s+of|billions\s+of)\s+)?$", re.I)
_OPEN_BRACKET_BEFORE = re.compile(r"\(\s*(?:(?:exceeding|over|above|more\s+than|up\s*to|with|of)\s+)?$", re.I)
_BRACKETED_SIZE_OF_MODELS = re.compile(r"(?:[-\s]parameters?)?\s*\)\s+(?:[\w-]+\s+){0,2}?"
                                       r"(?:models?|architectures?|LLMs?|networks?|transformers?)\b", re.I)
_PARAM_UNITS = {"b": "B", "billion": "B", "m": "M", "million": "M", "k": "K", "t": "T", "trillion": "T"}
_AREA_UNITS = {"mm2", "mm^2", "mm\u00b2"}
_TIME_UNITS = {"msec": "ms", "sec": "s", "secs": "s",  # ("seconds" as written, as "minutes" and "hours" are, and
               "microsecond": "microseconds", "millisecond": "milliseconds",  # "40 microseconds", "120 milliseconds")
               "nanosecond": "nanoseconds",
               "minute": "minutes", "min": "minutes", "mins": "minutes", "hour": "hours", "hr": "hours",
               "hrs": "hours", "day": "days", "week": "weeks"}

_QUALIFIERS = [
    ("up to", r"up\s*to"), ("over", r"over"), ("more than", r"more\s+than"), ("at least", r"at\s+least"),
    ("nearly", r"nearly|almost"), ("about", r"about|approximately|around|roughly|~|≈|\\sim\s?"),
    ("at most", r"at\s+most"), ("as much as", r"as\s+(?:much|high|many)\s+as"),
    ("over", r"upwards\s+of|in\s+excess\s+of"), ("less than", r"less\s+than|under"),
]
_QUAL_RE = re.compile(
    r"(?:" + "|".join(f"(?P<q{i}>(?<![A-Za-z])(?:{p}))" for i, (_, p) in enumerate(_QUALIFIERS)) + r")\s*\$?\s*$",
    re.I)

# devices a price can describe: "$2500 desktops", "a $250M server pod"
_PRICED_DEVICES = {"desktop", "laptop", "server", "workstation", "machine", "pc", "phone", "smartphone", "gpu", "cpu",
                   "node", "cluster", "device", "board", "chip", "accelerator", "card", "instance"}
# what a "threefold" must qualify to be a factor (not "our objectives are threefold", "a fourfold table")
_CHANGE_WORDS = (r"(?:speedups?|speed-ups?|increases?|improvements?|reductions?|decreases?|gains?|faster|higher|more|"
                 r"less|lower|better|larger|smaller|fewer|boosts?|acceleration|savings?|cheaper)")
_WORD_RE = re.compile(
    rf"(?P<oom>\b(?:an?|one|two|three|four|five|six|\d)\s+orders?\s+of\s+magnitude\b)"
    rf"|(?P<wnum>\b(?:{_WNUM})(?:\s+hundred)?\b(?=[\s-](?:times|fold|percentage\s+points?|percent)\b|"
    # "achieves one million frames per second": a rate in words, its scale read with its unit
    rf"\s+(?:thousand|million|billion)\s+[a-z]+(?:\s+[a-z]+)?\s+per\s+second\b|"
    rf"\s+(?:million|billion|trillion)[\s-]param)|"  # "models with up to one trillion parameters": a size in words
    rf"\b(?:{_WNUM})(?=fold\s+{_CHANGE_WORDS}\b))"  # ("threefold"; "by two percentage points")
    rf"|(?P<twice>\btwice\b)(?=\s+(?:as|faster|higher|more|larger|the)\b)"
    # "in approximately four GPU hours", "takes only two days": how long the work took, in words
    rf"|\b(?:in|within|takes|took|taking|only|approximately|about|roughly|just|under)\s+(?P<wdur>{_WNUM})\b"
    rf"(?=\s+(?:GPU[\s-])?(?:hours|minutes|days)\b)"
    rf"|\bfactor\s+of\s+(?P<fw>{_WNUM})\b(?!\s*(?:-|percent|%))"  # "by a factor of two"
    # "doubles the training throughput", "halves the memory footprint": a factor of two on the quantity named
    rf"|(?P<doubles>\b(?:doubles|doubled|halves|halved)\b)(?=\s+(?:(?:the|its|their)\s+(?:[\w-]+\s+){{0,3}}?|(?:[a-z-]+\s+)?)"
    rf"(?:throughput|speed|capacity|bandwidth|efficiency|memory|footprint|cost|costs|latency|time|overhead|usage|"
    rf"consumption|energy|traffic|volume)\b)",
    re.I)
_DIGIT_RE = re.compile(
    rf"(?P<dollar>\\?\$\s?)(?P<dnum>{_NUM})(?!\d|[.,]\d)"  # (a full stop or comma may follow: "is $0.42.")
    rf"(?P<dscale>\s?(?:[KkMBT](?![A-Za-z])|thousand\b|million\b|billion\b|trillion\b))?(?!\s?\\?%)"
    rf"|(?P<num>{_NUM})"
)


# Where a number can start. The same matches as r"\\?\$(?=\s?\d)|\d+" (the branches cannot both
# match at one place), but every branch opens with a fixed character, which lets the regex
# engine skip ahead to the next digit, "$" or backslash instead of trying each character.
_PRE_RE = re.compile(r"\d+|\$(?=\s?\d)|\\\$(?=\s?\d)")
# Text that _WORD_RE can match at all has one of these (same flags, so the same case folding).
_WORD_NEED_RE = re.compile(r"magnitude|twice|[\s-](?:times|fold|percent|percentage)\b|[a-z]fold\b|doubled?s?\b|"
                           r"halve[sd]\b|factor\s+of\s+[a-z]|[a-z]\s+(?:GPU[\s-])?(?:hours|minutes|days)\b|"
                           r"[a-z]\s+(?:thousand|million|billion)\s+[a-z]+(?:\s+[a-z]+)?\s+per\s+second\b|"
                           r"[a-z]\s+(?:million|billion|trillion)[\s-]param", re.I)


# what machines of one name are grouped into: "a 16x CS-2 cluster", "4x DGX-2 nodes"
_MACHINE_GROUPS = frozenset({"cluster", "clusters", "nodes", "servers", "machines", "pods", "boxes"})
# "by x11.5": a factor written with its sign first
_BY_FACTOR_SIGN = re.compile(r"\bby\s[x\u00d7]$")
# a minus sign that opens a number, after a bracket or a space (not a range's dash: "3 -5%", "by 23 x -86x")
_MINUS_BEFORE = re.compile(r"(?:^|[(\[]|(?<![\d%x\u00d7])\s)[-\u2212]$")
_TEX_MARKS = frozenset("\\^_{}")
# a number's power of ten after its mantissa: "1.88x10^4", "2.5 × 10^5", "$3.2 \\times 10^{-3}$", "4*10**6"
_SCIENTIFIC_RE = re.compile(r"\s?(?:[x\u00d7*\u00b7]|\\times|\\cdot)\s?\{?10\}?\s?(?:\^|\*\*)\s?\{?(?P<e>[-\u2212]?\d{1,2})\}?\$?")


_BITS_AFTER = re.compile(r"\s?bits?\b", re.I)
_MATH_OP_BEFORE = re.compile(r"\$(?:[<>=~]|\\[a-z]+)$")


def _opens_math(text: str, m) -> bool:
    """Whether the unescaped "$" before a number opens LaTeX math rather than a dollar amount: a closing "$"
    follows within a few characters, with nothing between or some TeX between ("$4500\\kms$", "$1/N_c$",
    "$10^{15}$"). A "\\$" is a dollar sign, and so is a "$" whose next one is far ("$5 to $10" is money)."""
    if m.group("dollar").startswith("\\"):
        return False
    if _MATH_OP_BEFORE.search(text, max(0, m.start() - 10), m.start()):
        return True  # the "$" closes math before the number: "($<$600M FLOPs)", "$\\sim$3x"
    end = m.end("dnum")
    close = text.find("$", end, end + 40)
    return close >= 0 and (close == end or not _TEX_MARKS.isdisjoint(text[end:close]) or
                           text[end:close].strip() in ("x", "X", "\u00d7"))  # ("by up to $29.6x$": a factor)


def _candidates(text: str):
    """Number matches in text order: digits and dollar amounts, and the few number words."""
    out = []
    pos = 0
    for p in _PRE_RE.finditer(text):
        if p.start() < pos:
            continue
        m = _DIGIT_RE.match(text, p.start())
        if m and m.group("dnum") and _opens_math(text, m) and not _TEX_TIMES_RE.match(text, m.end("dnum")) and not (
                m.group("dnum") == "10" and (pw := _POWER_OF_TEN.match(text, m.end("dnum"))) and
                _TEX_TIMES_RE.match(text, pw.end())):
            m = _DIGIT_RE.match(text, m.start("dnum"))  # LaTeX math: the number alone ("$2.2\\times$" aside)
        if m:
            out.append(m)
            pos = m.end()
    low = text.lower()
    if ("magnitude" in low or "twice" in low or "times" in low or "fold" in low or "doubl" in low or "halve" in low
            or "percent" in low or "factor of" in low or " hours" in low or " minutes" in low or " days" in low
            or " per second" in low or "illion param" in low) \
            and _WORD_NEED_RE.search(text):
        # (a "runtimes" or "sometimes" alone cannot match; the short test costs far less than a
        # _WORD_RE scan, whose every branch opens with a word boundary the engine cannot skip to)
        out.extend(_WORD_RE.finditer(text))
        out.sort(key=lambda m: (m.start(), m.re is not _WORD_RE))
    return out


_FACTOR_OF_RE = re.compile(r"\b(?:speed-?ups?|improvements?|reductions?|(?:by\s+)?an?\s+factor)\s+of\s+"
                           r"(?:up\s*to\s+|about\s+|over\s+|nearly\s+|almost\s+|roughly\s+)?\$?$",
                           re.I)  # (a LaTeX number too: "by a factor of $134$")
_SCORE_OF_RE = re.compile(r"\b(?:perplexity|bleu|rouge(?:-[l12])?|f1|exact\s+match|em|map|auc|auroc|auprc|fid|wer|"
                          r"accuracy|sensitivity|specificity|recall|precision|"
                          # ranking and retrieval scores, with a cut-off or not: "an NDCG@10 of 0.45", "a pass@1 of"
                          r"(?:ndcg|mrr|map|hit|hits|recall|precision|pass|acc)@\d+|ndcg|mrr|m?iou|psnr|ssim|lpips|fvd|"
                          r"(?:hit|success|win|acceptance|error|pass)\s+(?:rate|ratio)|"
                          r"(?:(?:spearman|pearson|kendall)(?:'s)?\s+)?correlation|kappa|"
                          r"(?:[\w-]+[\s-])?score(?:\s\([A-Z]{1,6}\))?)\s+(?:of|is|was)\s+"
                          r"(?:about\s+|around\s+|only\s+|just\s+)?$", re.I)
_EXAMPLE_RE = re.compile(r"\(\s*e\.g\.?,?[^()]*\)")
_RANGE_TAIL = re.compile(r"(?:\s*(?:to|-|\u2013|or|and)\s*[\d.]+)?\s*[A-Za-z%]*")
_TEX_VALUE_MARKS = {"$", "^", "\\times", "{", "}"}  # a sibling value written in LaTeX: "$10^3\times$"
_POWER_OF_TEN = re.compile(r"\^\{?(\d)\}?")  # "$10^4\times$ energy reduction"
_TEX_TIMES_RE = re.compile(r"\s?\\times" + _NOT_SCIENTIFIC + r"\s?\$?")
# a bare number then a comparative and "than" a few words on: "3.9 higher per-GPU throughput than"
_BARE_COMPARE_RE = re.compile(r"\s(?:higher|faster|lower|better|larger|smaller)\s"
                              r"(?:[\w-]+\s){0,3}?than\b", re.I)
_SCORE_AFTER_RE = re.compile(r"\s(?:recall|precision|hit|ndcg|mrr|map)@\d+\b|\s(?:AUC|AUROC|BLEU|F1|mAP|nDCG|MRR|"
                             r"[a-z]?FID|FVD|SSIM|LPIPS|AP(?:50|75)?|(?:box|mask)\s+AP|"
                             r"(?:NDS|A?MOTA|HOTA|IDF1|EER|R?MSE|MAE|s?MAPE|METEOR|chrF|BERTScore|SPICE|CLIPScore)"
                             r"(?!\s+(?:loss(?:es)?|terms?|objectives?|metrics?|measures?|scores?|regulari[sz]ers?))|"
                             r"EM(?!\s+(?:iterations?|steps?|"
                             r"algorithm|rounds?)))\b"
                             # "78.2 zero-shot accuracy and 0.36 rFID" (not "3 accuracy metrics")
                             r"|\s(?:[A-Z][A-Za-z]*-?\d+\s)?(?:(?:zero-shot|few-shot|top-[15]|average|mean|test|absolute|relative)\s)?"
                             r"(?:accuracy|perplexity|PPL|mIoU|cIoU|gIoU|IoU|PSNR|"
                             r"pass@\d+|CIDEr|WER|CER|ROUGE(?:-[L12])?)\b(?!\s+(?:metrics?|measures?|scores|benchmarks?))")
# a score written after its value, named by its benchmark before it or after it: "a 7.739 score on MT-bench"
_BARE_SCORE_AFTER = re.compile(r"\s(?:[A-Z][\w.-]*\s+)?score\b(?!\s*(?:functions?|matrix|matrices|cards?)\b)")
# a share's change in points, written without a unit: "up to a 20.5 absolute accuracy improvement"
_POINTS_GAIN_AFTER = re.compile(r"\s(?:absolute\s+)?(?:accuracy|top-[15]\s+accuracy)\s+(?:improvement|gain|increase|boost)s?\b",
                                re.I)
# a change of a score, written without a unit: "0.7 better perplexity", "1.2 higher BLEU"
_SCORE_DELTA_RE = re.compile(r"\s(?:higher|lower|better|worse)\s(?:(?:validation|training|test|eval)\s+loss|"
                             r"perplexity|bleu|rouge(?:-[l12])?|f1|wer|fid|accuracy|exact\s+match)\b"
                             # "with only 0.8 perplexity degradation"
                             r"|\s(?:perplexity|ppl|bleu|f1|wer|fid)\s(?:degradation|drop|increase|loss|gain|"
                             r"improvement|reduction)\b"
                             # "with only a 0.05 decline in CLIP Score"
                             r"|\s(?:decline|decrease|drop|increase|degradation|reduction|change|improvement|gain)\s+"
                             r"in\s+(?:the\s+)?(?:[A-Za-z][\w-]*\s+)?(?:perplexity|ppl|bleu|rouge(?:-[l12])?|f1|wer|"
                             r"cer|fid|fvd|psnr|ssim|lpips|score)\b", re.I)
# a bare number after a noun of change, before the score: "a slight decrease of 0.22 in FID"
_CHANGE_OF_BEFORE = re.compile(r"\b(?:declines?|decreases?|drops?|increases?|degradations?|reductions?|changes?|"
                               r"improvements?|gains?)\s+of\s+(?:only\s+|about\s+|at\s+most\s+|less\s+than\s+)?$",
                               re.I)
_IN_SCORE_AFTER = re.compile(r"\s+in\s+(?:the\s+)?(?:[A-Za-z][\w-]*\s+)?(?:perplexity|ppl|bleu|rouge(?:-[l12])?|f1|"
                             r"wer|cer|fid|fvd|psnr|ssim|lpips|score)\b", re.I)
_SCORE_BEFORE = re.compile(r"\b(?:perplexity|ppl|bleu|rouge(?:-[l12])?|fid|wer|cer|loss)\b(?:[^.;]|\.(?=\d))*$", re.I)
# a score's change by a bare number: "with FID increasing by less than 0.4", "perplexity rises by only 0.2"
_SCORE_CHANGED_BY = re.compile(r"\b(?:perplexity|ppl|bleu|rouge(?:-[l12])?|fid|wer|cer|loss|f1|auc|map)\s+"
                               r"(?:(?:score|only|slightly)\s+)?(?:increas|decreas|ris|rose|drop|grow|grew|degrad|"
                               r"worsen|fall|fell|improv)\w*\s+(?:only\s+)?by\s+(?:less\s+than\s+|only\s+|just\s+|"
                               r"about\s+|up\s*to\s+|at\s+most\s+|under\s+)?$", re.I)
# a verb changing a score, then the bare amount: "raises GPT-2 perplexity by 0.4", "changes final validation perplexity
# on WikiText-103 by less than 0.05"
_VERB_SCORE_BY = re.compile(r"\b(?:rais|increas|chang|reduc|lower|improv|worsen|degrad|hurt|shift|alter)\w*\s+"
                            r"(?:the\s+|its\s+|their\s+)?(?:[\w.-]+\s+){0,3}?(?:perplexity|ppl|bleu|rouge(?:-[l12])?|"
                            r"fid|wer|cer)\s+(?:(?:on|of|for)\s+(?:the\s+)?[\w.'-]+\s+)?by\s+(?:less\s+than\s+|only\s+|"
                            r"just\s+|about\s+|up\s*to\s+|at\s+most\s+|under\s+)?$", re.I)
# the text between a bare score and the contrasted subjects' one: ", whereas FCFS and VTC drop to "
_CONTRASTED_SCORE = re.compile(r"(?:\s+(?:on|in|for|at)\s+[^,;.]{1,40})?\s*,?\s+(?:whereas|while)\s+"
                               r"(?:[^,;.]|,\s+(?=[A-Z])){1,60}?\s(?:drops?|falls?|fall|fell|reach(?:es)?|stays?|"
                               r"remains?|gets?|achieves?|scores?|gives?|yields?)\s+"
                               r"(?:to\s+|only\s+|just\s+|about\s+|around\s+)*")
_COMPARED_BARE = re.compile(r"(?:compared\s+(?:with|to)|versus|vs\.?|against)\s+$", re.I)
_PLUS_MINUS_RE = re.compile(rf"\s?(?:±|\+-|\+/-|\$?\\pm\$?)\s?\$?(?:{_NUM})\$?")
_ELIDED_RATE = re.compile(rf"\s([a-z]+)\s(?:and|or|to)\s(?P<n2>{_NUM})(?=\s?\1\b)")
_RANGE_RE = re.compile(rf"\s?(?:--|–|—|-|~|to|and|or|/)\s?(?:\$\s?)?(?P<n2>{_NUM})")

_SETUP_BEFORE = re.compile(
    r"(?:\b(?:using|uses|use|with\s+only|with\s+just|with\s+both|on\s+only|only\s+using|only\s+with|for|"
    r"section|sec\.|table|figure|fig\.|eq\.|top|with\s+a|of\s+size|batch\s+size\s+of|"
    r"(?:needed|required|necessary)\s+to\s+(?:reach|achieve|attain)(?:\s+an?|\s+the)?(?:\s+target(?:\s+of)?)?)"
    r"\s+(?:only\s+|just\s+|both\s+)?)$",
    re.I)
_SETUP_AFTER = re.compile(
    r"^(?:\s*(?:and|or|,|to|-|\u2013)\s*[\d.]+\s*(?:\\?%\$?|x))*\s*(?:[A-Za-z][\w-]*\s+){0,3}?"
    r"(?:budgets?|sparsity|density|of\s+the\s+(?:training\s+)?(?:data|labels|annotations|training\s+set)\b|"
    r"of\s+(?:the\s+|its\s+)?(?:model\s+)?(?:parameters|weights)\b|"
    r"of\s+(?:the\s+)?(?:labeled|labelled|annotated)\s+(?:data|samples|examples)\b|dropout|targets?\b|thresholds?\b|"
    r"(?<=recall\s)range\b|(?<=accuracy\s)range\b)",  # ("in the 90% to 95% recall range": the operating points)
    re.I)


# "2160$\times$3840", "224 × 224", "1024x1024": a size in two (or more) integer dimensions, not a factor
_DIM_RE = re.compile(r"(?:\s?(?:\$\s?\\times\s?\$?|\\times|×|[xX])\s?\$?\s?\d+"
                     r"(?!\d|[.,]\d|\s?(?:×|\\times|[xX]\b)(?!\s?\$?\s?\d)))+\$?")


def _dimension_end(text: str, m) -> int | None:
    """The end of an "N × M" size written from the integer match m, or None."""
    if "." in m.group(0):
        return None
    d = _DIM_RE.match(text, m.end())
    return d.end() if d else None


# a rate in Hz is an outcome where a frequency of acting or inferring is named before it
_FREQ_CONTEXT = re.compile(r"\b(?:control|inference|action|decision|update|planning|replanning|operating)\s+"
                           r"(?:frequency|frequencies|rate|rates)\b|\breal-time\b", re.I)


def _unit_at(text: str, pos: int):
    """(canonical unit, end) of a unit starting at pos, or None."""
    for kind, rx in _UNIT_RES:
        m = rx.match(text, pos)
        if not m:
            continue
        if kind == "params":
            s = m.group("s").lower()
            return _PARAM_UNITS[s], m.end(), s
        if kind == "flops":
            u = (m.group("p") or "") + "FLOPS" + (m.group("w") or "")  # per watt as written: "/Watt", "/W"
            return u, m.end(), None
        if kind == "flopword":
            return m.group("w")[0].upper() + "FLOPS", m.end(), None
        if kind == "co2":
            u = m.group("u").lower()
            return ("t" if u[0] == "t" else u) + "CO2e", m.end(), None  # (tons, tonnes)
        if kind == "perjoule":
            head = m.group("u").lower()
            return _RATE_HEADS.get(head, head if head.endswith("s") else head + "s") + "/J", m.end(), None
        if kind == "rate":
            u = m.group("u")
            if "/" in u or " per " in u or " a " in u:  # "tok/s", "images/sec", "samples per second", "queries a
                head, _, period = re.split(r"(/| per | a )", u, maxsplit=1)  # second" -> "tokens/s", ...
                u = _RATE_HEADS.get(head.lower(), head.lower()) + _PERIODS.get(period[:3], "/s")
            return u, m.end(), m.group("s") or m.group("k")  # the scale multiplies the value: 1.8 million tasks/s
            # -> 1800000, "3.4k tokens/s" -> 3400
        if kind == "tops":  # "27.8 TOPS/W", "1,872 GOPS", "61.4 GOPS/W"
            u = m.group("u")
            if u in ("GOP/s", "TOP/s"):
                return u, m.end(), None  # (operations per second written with a slash: "544 GOP/s", as written)
            g = "GOPS" if u.startswith("GOPS") else "TOPS"
            per = "/Watt" if "/Watt" in u else "/W" if "/W" in u else "/s" if "/s" in u and not u.startswith("Tera") \
                else ""
            # (as written: "102 GOPS/s" keeps its redundant "/s", "577 GOPS/s/mm^2" its area)
            return g + per + (m.group("per") or ""), m.end(), None
        if kind == "perbit":
            return m.group("u").replace("\u00b5", "u").replace("\u03bc", "u") + "/bit", m.end(), None
        if kind == "peritem":
            return m.group("u").replace("\u00b5", "u").replace("\u03bc", "u") + "/" + m.group("i"), m.end(), None
        if kind == "energy":  # ("0.8 microjoules per inference" -> uJ)
            prefix = {"micro": "u", "milli": "m", "nano": "n", "pico": "p", "kilo": "k"}.get(m.group("jp") or "", "")
            return m.group("u") or prefix + "J", m.end(), None
        if kind == "freq" and not _FREQ_CONTEXT.search(re.split(r"[.;]\s", text[max(0, pos - 80):pos])[-1]):
            continue  # "a 5 kHz sampling clock", "a 60 Hz display": a setting, no outcome
        if kind in ("bw", "mem", "power", "db", "freq", "score"):
            return m.group("u"), m.end(), None
        if kind == "area":  # as written ("mm^2", "mm²"), but not LaTeX's "$^{2}$"
            u = m.group().strip()
            return u if u in _AREA_UNITS else "mm2", m.end(), None
        if kind == "devtime":
            t = m.group("t").lower()
            return f"{m.group('d')} {t if t.endswith('s') else t + 's'}", m.end(), None
        if kind == "timeper":
            u = m.group("u")  # (a micro sign as written: "μs/token")
            item = {"tok": "token", "img": "image", "iter": "iteration"}.get(m.group("i"), m.group("i"))
            return f"{u}/{item}", m.end(), None
        if kind == "simrate":
            return m.group("u") + "/day", m.end(), None
        if kind == "time":
            u = m.group("u") or "s"
            u = u if u in ("ms", "us", "ns", "µs", "μs") else u.lower()
            return _TIME_UNITS.get(u, u), m.end(), None
        return kind, m.end(), None
    return None


def _qualifier(text: str, start: int, floor: int):
    """(qualifier, start) of a qualifier written just before start."""
    seg = text[max(floor, start - 24):start]
    m = _QUAL_RE.search(seg)
    if not m:
        return None, start
    for i, (name, _) in enumerate(_QUALIFIERS):
        if m.group(f"q{i}"):
            return name, start - len(seg) + m.start()
    return None, start


_SLASH_FIRST = re.compile(r"(?<![\w.$\\/-])(\d+\.\d+)/$")
_SLASH_NEXT = re.compile(r"/(\d+\.\d+)(?![\w/%.])")
_DECIMAL_AT = re.compile(r"\d+\.\d+(?![\w/])")


def _slash_siblings(text: str, hits: list) -> None:
    """Add the values set before another by a slash, with its unit: "achieve 1.8/3.3 WER on the clean/other test
    sets", "by 4.2/1.7 BLEU" (the first has no unit of its own)."""
    taken = {h.num_start for h in hits}
    added = False
    for h in list(hits):
        after = _SLASH_NEXT.match(text, h.end)  # "a dev F1 score of 90.0/79.2": the next one has none either
        if after and after.start(1) not in taken and h.unit in ("", "x", "%") and \
                _SLASH_FIRST.search(text, h.num_start, after.start(1)):
            hits.append(NumberHit(parse_value(after.group(1)), h.unit, after.start(1), after.end(1), after.start(1)))
            taken.add(after.start(1))
            added = True
        k = h.num_start
        while (m := _SLASH_FIRST.search(text, max(0, k - 12), k)) and m.start(1) not in taken and \
                _DECIMAL_AT.match(text, k):
            hits.append(NumberHit(parse_value(m.group(1)), h.unit, m.start(1), m.end(1), m.start(1), h.qualifier))
            taken.add(m.start(1))
            added = True
            k = m.start(1)
    if added:
        hits.sort(key=lambda h: h.num_start)


def _blocked_before(text: str, start: int) -> bool:
    """The number is part of a name or identifier: GPT-3, INT8, A100, v2, 3.5."""
    if start == 0:
        return False
    prev = text[start - 1]
    if prev == "/" and start >= 2 and text[start - 2] in "xX%×":
        return False  # "5.19x/4.16x"
    if prev == "/" and _SLASH_FIRST.search(text, max(0, start - 12), start) and _DECIMAL_AT.match(text, start):
        return False  # "1.8/3.3 WER", "a dev F1 score of 90.0/79.2": values paired by a slash (not "1/3", "v1.1/v2")
    if prev.isalnum() or prev in "._/'^@":  # (and an exponent: "10^19 FLOPs"; a cut-off: "pass@1")
        return True
    if text.startswith("10^", start) or text.startswith("10**", start):
        return True  # "at 10^19 FLOPs": a compute budget in powers of ten, no outcome
    if prev in "-–" and start >= 3 and text[start - 2] in "xX×%" and text[start - 3].isdigit():
        return False  # "2x-3x", "35%-50%": the end of a range
    if prev == "-" and start >= 4 and text[start - 2] == "-" and (
            text[start - 3] in "xX×%" and text[start - 4].isdigit() or text.endswith("\\times$", 0, start - 2)):
        return False  # "2.3x--2.9x", "$2.3\\times$--$2.9\\times$": the end of a range (LaTeX's "--", an en dash)
    if prev in "-–" and start >= 2:
        before = text[start - 2]
        # "GPT-3", "Llama--2"; a range end "2.7--9.8" is matched with its start instead
        return before.isalpha() or (before == "-" and start >= 3 and not text[start - 3].isdigit())
    return False


# a change of a score, named as a noun: "FID increases of 0.2 and 0.3", "a perplexity increase of only 0.2"
# a score's own verb of change before where it started: "perplexity rises only from 4.88 to 6.73"
_MOVED = (r"(?:rises|rose|drops|dropped|falls|fell|improves|improved|increases|increased|decreases|decreased|goes|went|"
          r"grows|grew|climbs|climbed|declines|declined|degrades|degraded)")
_CHANGE_NOUNS = r"(?:increases?|decreases?|drops?|gains?|reductions?|improvements?|degradations?|changes?|declines?)"
# how a score's value may be qualified between its name and the number: "an FID increase of less than 0.3"
_SCORE_QUALIFIER = (r"(?:(?:about|around|only|just|up\s*to|less\s+than|more\s+than|at\s+most|at\s+least|nearly|"
                    r"almost)\s+)?")
_SCORE_LINK_RE = re.compile(rf"\)?\s+(?:{_CHANGE_NOUNS}\s+of|of|is|was|reaches|reached|from|at|within|stays\s+within|"
                            rf"above|below|{_MOVED}\s+(?:only\s+|slightly\s+|just\s+)?from)\s+{_SCORE_QUALIFIER}$")
# the benchmark a score is on, between its name and its change: "The FID on MS-COCO rises from 13.4 to 14.1"
_SCORE_ON_MOVED_RE = re.compile(rf"\s+(?:on|for)\s+(?:the\s+)?[A-Z][\w.'-]*\s+{_MOVED}\s+(?:only\s+|slightly\s+)?"
                                rf"from\s+{_SCORE_QUALIFIER}$")
# a bare number a score's gap is narrowed to or left at: "narrows the WikiText-2 perplexity gap to full precision to
# 0.31", "whereas SmoothQuant and QuaRot leave gaps of 2.87 and 0.64" (after such a gap in the sentence)
_SCORE_GAP_TO = re.compile(r"\b(?:perplexity|ppl|bleu|rouge(?:-[l12])?|fid|wer|accuracy|f1)\s+gaps?\b"
                           r"(?:\s+(?:to|with|from|against)\s+[^.;,\d]{1,30}?)?\s+(?:to|of|at)\s+"
                           + _SCORE_QUALIFIER + "$", re.I)
_SCORE_GAP_BEFORE = re.compile(r"\b(?:perplexity|ppl|bleu|fid|wer|accuracy)\s+gaps?\b(?:[^.;]|\.(?=\d))*$", re.I)
_SCORE_GAP_TAIL = re.compile(r"\s*(?:[,.;)]|(?:and|or|on|in|for|across|over|with|while|when|whereas|respectively)\b|$)")
_GAPS_OF = re.compile(r"\bgaps?\s+of\s+" + _SCORE_QUALIFIER + "$")
_SCORE_IN_BRACKETS_RE = re.compile(r"\(\s*(?P<name>[A-Za-z][\w@.-]{0,15})\s*[:=]?\s*$")
_BRACKET_AFTER_SCORE_RE = re.compile(r"\s*\(\s*$")
_SCORE_TO_RE = re.compile(rf"\)?\s+(?:to|by)\s+{_SCORE_QUALIFIER}$")
# a verb of change before a score's name: "reduces ECE to 0.034", "lowers the expected calibration error (ECE)"
_CHANGED_BEFORE_RE = re.compile(r"\b(?:reduc|lower|improv|rais|increas|decreas|boost|drop|cut|degrad|worsen|hurt)\w*"
                                r"\s+[^.;,\d]{1,60}$", re.I)
_FROM_VALUE_RE = re.compile(r"\bfrom\s+(?P<v>\d[\d.,]*)(?:\s+(?:with|under|using|for|in|on|by)\s+[^,;.\d]{1,30}?)?$")
# ("from 6.98 with Wanda to 6.41", "from 14.7 under standard KD to 11.9": the baseline's score, then the new one)


# the words between a value and one compared with it, ending right before the second: ", compared to "
_COMPARED_BEFORE = re.compile(r"[^;]{0,120}?(?:compared\s+(?:to|with)|vs\.?|versus|against)\s+(?:the\s+|only\s+)?"
                              r"(?:[A-Z][\w.+-]*['\u2019]s\s+)?$")  # (and a name's: "compared to Dinov2's 77.3%")
# a margin over a compared method after a value, ending right before the margin: ", surpassing X by "
_MARGIN_OVER = re.compile(r"[^;]{0,80}?,\s+(?:surpassing|outperforming|exceeding|beating|improving\s+(?:on|over|upon))"
                          r"\s+[^;]{1,60}?\s+by\s+(?:up\s*to\s+|about\s+|over\s+|nearly\s+)?")
# a value in a parallel clause after the one before it: "speedups of around 3.25x when using high-end GPUs
# (NVIDIA A100) and 4.5x when using ...", "2x for training and 3x for inference", "1.8x higher throughput
# than vLLM and 2.1x than TGI"
_LIST_BETWEEN = re.compile(r"\s*,?\s*(?:and\s+|or\s+)?(?:up\s*to\s+)?")
# another statistic of the same quantity: "an average token generation rate of 13.20 tokens/s, with a peak of
# 29.08 tokens/s"
_DOWN_FROM = re.compile(r"\s*,?\s*(?:down|up)\s+from\s+(?:about\s+|over\s+|nearly\s+)?")
# the same quantity's average in brackets after a range: "a speedup of 1.4x-2.2x (1.8x on average)"
_AVERAGE_AFTER = re.compile(r"\s*\(\s*(?:about\s+|around\s+)?$")
# (after the first value's setting too: "to upto 2x across 5 state-of-the-art image classification DNNs, with an
# average of 1.8x")
_PEAK_BEFORE = re.compile(r"(?:\s+(?:across|on|for|over|in)\s+[^,;.()]{1,60}?,)?"
                          r"[\s,]*(?:with|and|to)\s+(?:an?\s+|the\s+)?(?:peak|maximum|max|minimum|min|median|best|"
                          r"worst|average|mean)\s+(?:of\s+)?(?:up\s*to\s+)?$", re.I)
_BRACKETED_AFTER = re.compile(r"(?:\s+[A-Za-z@/-]+){0,4}?\s*\(\s*(?:from\s+|i\.e\.,?\s+|or\s+|down\s+from\s+|"
                              r"up\s+from\s+|(?:on\s+)?(?:average|mean|median|avg\.?)(?:\s+of)?:?\s+)?"
                              r"|,?\s+from\s+",  # (and not bracketed: "by 49x from 552MB to 11.3MB")
                              re.I)  # (past the metric's words: "71% accuracy (3% higher"; "by 11-27% (average 18%)")
# the top of the same quantity in a phrase after it: "an average speedup of 1.86x across different models, with up to
# 2.42x in multi-turn chat scenarios"
_UP_TO_WITH = re.compile(r"[^;.\d]{0,60}?,\s*(?:with|and|reaching)\s+(?:up\s*to\s+)?", re.I)
_PARALLEL_BEFORE = re.compile(r"(?:[^;\d]|(?<=[A-Za-z]-)\d){0,30}?\s(?:when|for|on|with|in|using|at|under|than|over|"
                              r"against|versus|vs\.?|"
                              r"compared\s+(?:to|with)|relative\s+to)\s"
                              r"[^;]{0,80}?,?\s+(?:and|but|while|whereas)\s+(?:by\s+|an?\s+|only\s+|just\s+)?"
                              r"(?:up\s*to\s+|over\s+|about\s+|nearly\s+|almost\s+)?$")
# (and a contrast: "88% of the NVLink bus bandwidth for large messages but only 21% for 1 MB messages")
# a value's setting, then the next value with a setting of the same kind: "by 1.2x on A100, 1.4x on L40S"
_SETTING_COMMA = re.compile(r"\s+(on|for|with|in|at|under|using|over|against|versus|vs\.?)\s+[A-Za-z][\w.@-]*"
                            r"(?:\s+[A-Za-z][\w.@-]*){0,8},\s*")  # (or the compared: "7.9x over MKL, 13.0x against
# cuSPARSE and 14.0x against CUSP")
_COMPARED_PREPS = r"(?:over|against|versus|vs\.?)"
# another subject of the same change, its verb and quantity left out: "... on L40S; and Qwen1.5-72B by 2.4x"
_SETTING_AFTER = re.compile(r"\s+(?:for|on)\s+(?:the\s+)?[A-Z][\w.@-]*")  # ("2.3x for Stable Diffusion v1.5")
_ELIDED_BY = re.compile(r"(?:\s+(?:on|for|with|in|at|under|using)\s+[A-Za-z][\w.@-]*(?:\s+[A-Za-z][\w.@-]*){0,2})?"
                        r"\s*[;,]\s*(?:and\s+)?[A-Z][\w.@-]*(?:\s+[\w.@-]+){0,2}\s+by\s+(?:up\s*to\s+)?")
# a compared thing, then the same change by another value: "... by 1-4.34x compared to X, by 1-4.52x ..."
_COMPARED_THEN_BY = re.compile(r"\s+(?:compared\s+(?:to|with)|relative\s+to|over|against|versus|vs\.?)\s+"
                               r"[^;,]{1,80},\s*(?:and\s+)?by\s+(?:up\s*to\s+|about\s+|over\s+)?")
# (the first value of the change right before, or its list: "by 1.2x on A100, 1.4x on L40S; and ...")
_BY_BEFORE_LIST = re.compile(r"\bby\s+(?:up\s*to\s+|about\s+|over\s+)?"
                             r"(?:[\d.]+\s?[x\u00d7%]\s+(?:on|for|with|in|at|under|using)\s+"
                             r"[A-Za-z][\w.@-]*(?:\s+[A-Za-z][\w.@-]*){0,2},\s*)?$")
# a value that says what it changes after it: "an 8x increase in model size and 10x increase in achievable
# performance" (the second is no parallel setting of the first's metric)
_OWN_CHANGE_AFTER = re.compile(r"\s*(?:increase|improvement|reduction|gain|decrease|boost|drop)s?\s+(?:in|of)\s")
# the next setting's change: "improves accuracy on GSM8K from 79.6% to 86.2% and on MATH from 30.0% to 37.5%"
# (or after the first setting: "from 2.1% to 1.8% on test-clean and from 4.3% to 3.6% on test-other")
# (a setting is a few words, each opening with a letter: "on MATH-500", "on the test-other split")
_SETTING = r"(?:on|for|in|with|at|under)\s+[A-Za-z][\w@-]*(?:\s+[A-Za-z][\w@-]*){0,4}?"
_PARALLEL_FROM = re.compile(rf"(?:\s+{_SETTING})?\s*,?\s*and\s+(?:{_SETTING}\s+)?from\s+")
# a share: "50% of the theoretical maximum" (and a range's first end: "50-73% of")
_AT_SHARE = re.compile(r"\b(?:at|for|with)\s+(?:only\s+|just\s+|about\s+|roughly\s+|under\s+|less\s+than\s+)?$")
_FRACTION_OF = re.compile(r"(?:\s?(?:--|–|—|-|~|to)\s?[\d.]+\s?(?:%|\\%|percent))?\s+of\s")


# "(10.8 compared to SOTA perplexity of 15.8)", "66.5% vs. the previous best accuracy of 63.2%"
_COMPARED_SCORE = re.compile(r"\s?(?:%|\\%)?\s*(?:compared\s+(?:to|with)|vs\.?|versus)\s+(?:the\s+)?"
                             r"(?:(?:sota|previous|prior|baseline|best|state-of-the-art)\s+)*"
                             r"(?P<metric>[A-Za-z][\w@-]*(?:\s[A-Za-z][\w@-]*)?)\s+(?:of|is|was)\s+\$?\d", re.I)


def _compared_score(text: str, end: int) -> str | None:
    """The score named after a number it is compared with ("10.8 compared to SOTA perplexity of 15.8"): the
    metric's words, or None."""
    m = _COMPARED_SCORE.match(text, end)
    if m is None:
        return None
    words = m.group("metric") + " of "
    return m.group("metric").lower() if _SCORE_OF_RE.search(words) else None


# a verb reaching a score, or the list going on after one: "achieves 68.1 on MMMU and 83.4 on DocVQA"
_SCORE_VERB_BEFORE = re.compile(r"(?:\b(?:achieves?|achieved|achieving|reach(?:es|ed|ing)?|scores?|scored|scoring|"
                                r"obtains?|obtained|attains?|attained)\s+(?:an?\s+|only\s+)?|\d\s+on\s+[^,;.]{1,30}"
                                r"\s+and\s+)$", re.I)


def _data_starts(doc) -> set[int]:
    """Character offsets where a Dataset entity starts (see find_numbers)."""
    from .nlp_entities import ents_of, token_table

    idx = token_table(doc)[2]
    return {idx[start] for start, _, label, _ in ents_of(doc) if label == "Dataset"}


# a change in a parallel clause before a score's name (which ends the text searched): "by 7.4 and BLEU"
_PARALLEL_CHANGE_BEFORE = re.compile(r"\bby\s+[\d.]+\s*(?:points?|pp|%)?\s*,?\s+and\s+(?:the\s+)?"
                                     r"[\w@+-]+(?:\s[\w@+-]+)?$")


# a score's short name: "AUC", "mAP", "F1", "BLEU", "ROUGE-L"
_SCORE_ACRONYM = re.compile(r"[a-z]?[A-Z]{2,}[A-Za-z0-9@-]*|F1")


# a number counting or measuring the things named after it, no score: "the RMSE of 500 samples", "the RMSE of
# 2 m temperature", "the RMSE of 500 hPa geopotential", "a coverage of 10 different NN benchmarks"
# (a whole number: "a mean accepted length of 4.2 tokens" measures in tokens; nor after a score that counts:
# "an average length of 4 tokens")
_COUNTED_AFTER = re.compile(r"\d{1,3}(?:,\d{3})*\s+(?:(?:(?:[a-z][a-z-]+|[A-Z]{2,5})\s+){0,2}(?!points\b)"
                            r"[a-z]+[^s\W]s\b"
                            r"(?!\s*(?:per\b|/))|(?:m|km|hPa|kPa|Pa|K|mb|mbar)\s+[a-z]{3,}\b)")
_COUNT_SCORE = re.compile(r"(?:length|size|count|number|budget|volume|capacity|steps|depth)\s*$", re.I)


# a score named with whose it is, then the change: "the ROUGE-L of BART-large on XSum by " (a name after "of")
_SCORE_OF_NAME_BY = re.compile(r"\s+of\s+(?:the\s+)?(?:\d+:\d+-\w+\s+)?[A-Z][^.;,()]{0,50}?\s+(?:by|from|to)\s+"
                               r"(?:up\s*to\s+|about\s+|nearly\s+|over\s+|only\s+)?$")
# (and a sparsity pattern before the model: "lowers the perplexity of 2:4-sparse Llama-2-13B to 6.71")


def _named_score(text: str, ns: int, score_names) -> bool:
    """A Metric entity ends right before "of"/"is"/"from"/"at" and the number at `ns` ("an average error depth of
    7.2", "keeping the mean AUROC at 0.861"); or before "to" after a verb of change ("reduces ECE to 0.034"); or
    the number ends "from X to" such a score ("lowers the ECE from 0.087 to 0.021")."""
    if not score_names:
        return False
    m = _SCORE_LINK_RE.search(text, max(0, ns - 26), ns)
    if m is not None and m.start() in score_names() and not (
            _COUNTED_AFTER.match(text, ns) and not _COUNT_SCORE.search(text, max(0, m.start() - 12), m.start())):
        # (not a cut-off: "raises the hit ratio at 10 from 0.02% to 48.7%")
        return not (text[m.start():ns].strip() == "at" and re.match(r"\d+\s+from\b", text[ns:ns + 12]))
    m = _SCORE_ON_MOVED_RE.search(text, max(0, ns - 50), ns) if "from" in text[max(0, ns - 30):ns] else None
    if m is not None and m.start() in score_names():
        return True
    m = _SCORE_IN_BRACKETS_RE.search(text, max(0, ns - 24), ns)  # "(FID 4.85 at one step)", "(mIoU: 77.5)"
    if m is not None and m.end("name") in score_names():
        return True
    m = _BRACKET_AFTER_SCORE_RE.search(text, max(0, ns - 6), ns)  # "on perplexity (10.9 vs. 11.0)"
    if m is not None and m.start() in score_names() and \
            not re.match(r"[\d.]*\s*(?:to|-|\u2013)\s*\d", text[ns:ns + 12]) and \
            not re.match(r"\d\)\s+[a-z]", text[ns:ns + 5]):  # (not a scale: "scores (1 to 5)"; nor the next item of a
        # list: "reduce the number of non-matmul FLOPs (2) parallelize the attention")
        return True
    m = _SCORE_OF_NAME_BY.search(text, max(0, ns - 70), ns)  # "improves the ROUGE-L of BART-large on XSum by 0.9"
    if m is not None and m.start() in score_names() and (
            _CHANGED_BEFORE_RE.search(text, max(0, m.start() - 80), m.start()) is not None or
            _PARALLEL_CHANGE_BEFORE.search(text, max(0, m.start() - 50), m.start()) is not None):
        return True  # (or after a parallel change: "... by 1.1 points and the ROUGE-L of BART-large on XSum by 0.9")
    m = _SCORE_TO_RE.search(text, max(0, ns - 22), ns)
    if m is None:
        return False
    k = m.start()
    if k in score_names():
        # (or a parallel change before it: "improves chrF++ by 7.4 and BLEU by 5.1")
        return _CHANGED_BEFORE_RE.search(text, max(0, k - 80), k) is not None or \
            _PARALLEL_CHANGE_BEFORE.search(text, max(0, k - 50), k) is not None
    f = _FROM_VALUE_RE.search(text, max(0, k - 60), k)
    return f is not None and _named_score(text, f.start("v"), score_names)


# how far studied things differ, before "by an order of magnitude", "by a factor of two": no outcome
_SPREAD_BEFORE = re.compile(r"\b(?:span|spans|spanning|vary|varies|varying|range|ranges|ranging|differ|differs)\s+"
                            r"(?:only\s+)?(?:by\s+)?(?:at\s+least\s+|over\s+|more\s+than\s+|about\s+|up\s*to\s+)?"
                            r"(?:a\s+)?(?:factor\s+of\s+)?$", re.I)


# what a duration must not exceed, said before it: a requirement of the setting
_MUST = r"\b(?:must|should|needs?\s+to|has\s+to|have\s+to|required\s+to)\s+"
_REQUIRED_WITHIN = re.compile(rf"(?:{_MUST}(?:be\s+)?"
                              r"(?:\w+\s+){0,2}?(?:within|in|under|below)|\bdeadlines?\s+(?:is|are|of))\s+"
                              r"(?:about\s+|roughly\s+|only\s+)?$", re.I)


_BRACKETED_BOUND = re.compile(r"\b(?:constraints?|SLOs?|deadlines?|budgets?|requirements?|targets?|limits?)\s*"
                              r"\(\s*(?:e\.g\.,?\s*|i\.e\.,?\s*|about\s+|typically\s+|under\s+|below\s+|within\s+)?$",
                              re.I)
_DIFFERENCE_AFTER = re.compile(r"\s*(?:\s|-)differences?\b")
_REQUIRED_AMOUNT = re.compile(rf"(?:{_MUST}(?:serve|handle|"
                              r"sustain|support|process|deliver|meet|reach|achieve|stay\s+(?:below|under|within))\s+"
                              r"(?:up\s*to\s+|over\s+|at\s+least\s+|more\s+than\s+|about\s+)?"
                              # "deploying policies on drones requires inference under 5 W"
                              r"|\brequir(?:es|e|ed|ing)\s+(?:[a-z-]+\s+){0,3}?(?:under|below|within)\s+)$", re.I)


def find_numbers(text: str, score_names=None, data_starts=None) -> list[NumberHit]:
    """Every quantitative claim in text, in order: value, canonical unit, qualifier, offsets.

    Ranges ("2.7--9.8x", "2-3x") give one hit per end. Counts without an
    outcome unit and setup percentages ("with 50% budget") are left out.
    `score_names`: a function giving where names of measured quantities end in the text
    (the Metric entities; asked only when needed); a bare number after one ("an average
    error depth of 7.2") is its score."""
    hits: list[NumberHit] = []
    pos = 0
    score_next = None  # where a list of bare scores goes on ("of 0.99 and 0.84")
    parallel = None  # the preposition after the last bare score, and where it stands ("3.55 on CIFAR-10 and ...")
    examples = [(e.start(), e.end()) for e in _EXAMPLE_RE.finditer(text)
                if not _OUTCOME_BEFORE.search(text, max(0, e.start() - 60), e.start())] if "e.g" in text else ()
    for m in _candidates(text):
        if m.start() < pos:
            continue
        if examples and any(a < m.start() < b for a, b in examples):
            continue  # "(e.g., 32x32 tiles, 1979 TFLOPS@FP8)": an example configuration, not an outcome
        if text.endswith("such as ", max(0, m.start() - 8), m.start()):
            pos = _RANGE_TAIL.match(text, m.end()).end()  # "extremely low bit counts, such as 2 to 3 bits per
            continue  # parameter": an example of what is meant, no outcome (and the range's other end)
        pos = m.end()
        groups = m.groupdict()
        if groups.get("fw"):
            if _SPREAD_BEFORE.search(text[max(0, m.start() - 40):m.start()]):
                continue  # "the two only differ by a factor of two": how far the studied things differ
            hits.append(NumberHit(parse_value(m.group("fw")), "x", m.start("fw"), m.end(), m.start("fw"), None))
            continue
        if groups.get("oom"):
            if _SPREAD_BEFORE.search(text[max(0, m.start() - 40):m.start()]) or \
                    re.search(r"\bspan\w*\b[^.;]{0,80}\band\s+$", text[max(0, m.start() - 100):m.start()]):
                continue  # "span at least three orders of magnitude in power consumption and five orders of
                # magnitude in performance": how far the studied systems differ, no outcome
            val = parse_value(m.group("oom"))
            q, qs = _qualifier(text, m.start(), 0)
            hits.append(NumberHit(val, "x", qs, m.end(), m.start(), q))
            continue
        if groups.get("wdur"):
            u = _unit_at(text, m.end("wdur"))
            if u and u[0] in _DURATIONS | {"GPU hours", "GPU days"}:
                q, qs = _qualifier(text, m.start("wdur"), 0)
                hits.append(NumberHit(parse_value(m.group("wdur")), u[0], qs, u[1], m.start("wdur"), q))
                pos = u[1]
            continue
        if groups.get("twice") or groups.get("doubles"):
            hits.append(NumberHit("2", "x", m.start(), m.end(), m.start(), None))
            continue
        if groups.get("wnum"):
            u = _unit_at(text, m.end())
            if u:
                q, qs = _qualifier(text, m.start(), 0)
                if u[0].endswith(_RATE_ENDS) and u[2]:  # "one million frames per second": the scale multiplies the value
                    hits.append(NumberHit(parse_value(m.group("wnum"), u[2]), u[0], qs, u[1], m.start(), q))
                elif u[0] in ("M", "B", "T") and u[2]:
                    if q in ("up to", "over", "more than"):  # "models with up to one trillion parameters": a size
                        # reached, the scale its unit (a size in words without it is the setup's: "a model with
                        # one billion parameters")
                        hits.append(NumberHit(parse_value(m.group("wnum")), u[0], qs, u[1], m.start(), q))
                else:
                    hits.append(NumberHit(parse_value(m.group("wnum")), u[0] if u[0] in ("%", "points") else "x", qs,
                                          u[1], m.start(), q))
                pos = u[1]
            continue
        if groups.get("dollar") is not None and groups.get("dnum"):
            ns = m.start("dnum")
            if _blocked_before(text, m.start()) and text[m.start() - 1] != " ":
                continue
            dim = _dimension_end(text, m)
            if dim is not None:
                pos = dim  # "$224\times 224$": an image size
                continue
            pw = _POWER_OF_TEN.match(text, m.end("dnum")) if m.group("dnum") == "10" else None
            tx = _TEX_TIMES_RE.match(text, pw.end() if pw else m.end("dnum"))
            if tx:  # "$3.6\times$": LaTeX math for a factor, not a dollar amount (and "$10^4\times$": a power of ten)
                q, qs = _qualifier(text, m.start(), 0)
                hits.append(NumberHit(str(10 ** int(pw.group(1))) if pw else parse_value(m.group("dnum")), "x", qs,
                                      tx.end(), ns, q))
                pos = tx.end()
                continue
            if _PRICED_DEVICE.match(text, m.end()):
                continue  # "requires a $4000 GPU": the price of a device, no outcome
            scale = (m.group("dscale") or "").strip() or None
            val = parse_value(m.group("dnum"), scale)
            q, qs = _qualifier(text, m.start(), 0)
            hits.append(NumberHit(val, "$", qs, m.end(), ns, q))
            continue
        ns = m.start("num")
        # a factor's sign before it: "improves the processing throughput by x11.5", "by \u00d75"
        factor_first = text[ns - 1:ns] in ("x", "\u00d7") and _BY_FACTOR_SIGN.search(text, max(0, ns - 5), ns)
        if _blocked_before(text, ns) and not factor_first:
            continue
        if text.startswith(("%ile", "th percentile"), m.end()):
            continue  # "the 95%ile inference time": which latency, no outcome
        sci = _SCIENTIFIC_RE.match(text, m.end())
        if sci:  # "1.88x10^4 frames/sec", "$2.5 \\times 10^{5}$ queries per second": scientific notation, then the
            u = _unit_at(text, sci.end())  # unit (a factor or share is none: "3x10^4 x" is no way to write one)
            if not u or u[0] in ("x", "%", "points"):
                pos = sci.end()
                continue
        dim = None if sci else _dimension_end(text, m)
        if dim is not None:
            pos = dim  # "(2160$\times$3840)", "224 × 224 images": a size, not a speedup
            continue
        u = u if sci else _unit_at(text, m.end())
        if factor_first and not u and not text[m.end():m.end() + 1].isalnum():
            u = ("x", m.end(), None)
        rng = None
        if not u and text.startswith("$", m.end()) and ns > 0 and text[ns - 1] == "$":
            # LaTeX math around the number alone: "within $0.3$ points", "$2.1$--$4.7\\times$"
            u = _unit_at(text, m.end() + 1)
            r = None if u else _RANGE_RE.match(text, m.end() + 1)
            u2 = _unit_at(text, r.end()) if r else None
            if u2 and u2[0] in ("x", "%", "points"):
                rng, u = r, u2
        pm = None if u else _PLUS_MINUS_RE.match(text, m.end())
        if pm:  # "98.23+-0.33%", "95.3 ± 0.2 %": the value, its error, then the unit of both
            u = _unit_at(text, pm.end())
            pos = pm.end()
        if not u:
            r = _RANGE_RE.match(text, m.end())
            if r is None and text[m.end():m.end() + 1] in ("k", "K", "M") and \
                    not text[m.end() + 1:m.end() + 2].isalnum():  # "from 1.2K to 3.4K tokens/s"
                r = _RANGE_RE.match(text, m.end() + 1)
            if r:
                u2 = _unit_at(text, r.end())
                if u2 and (u2[0] in ("x", "%", "points", "bits") or u2[0].endswith(_RATE_ENDS) and (
                        r.start() == m.end() or u2[2]) or u2[0] in _DURATIONS and r.start() == m.end() or
                        u2[0].endswith(("/J", "/W", "/Watt", "/kWh", "bps")) and r.start() == m.end() or  # ("from
                        # 2.1 to 3.0 tokens/J": work per energy; "to 0.9-2.4 Mbps per camera": a link's rate)
                        u2[0].endswith("FLOPS") and r.start() == m.end() and not (
                            m.group(0) == "1" and "/" in r.group(0))):  # (but "at 1/10 FLOPS", a fraction)
                    # ("11.3 and 17.9 tokens/s", "3.6-6.6 ms", "162/275 PFLOPS in mixed-single/half precision")
                    rng = r
                    u = u2
                elif re.match(r"\s?(?:and|,)\s", r.group(0)) and _SCORE_AFTER_RE.match(text, r.end()):
                    u = ("", m.end(), None)  # "28.4 and 33.1 AP": the first of two scores (the second is read next)
        if not u and (r := _ELIDED_RATE.match(text, m.end())):
            u2 = _unit_at(text, r.end())  # "performance of 21.5 tokens and 65.3 tokens per second": the first's
            if u2 and u2[0].endswith(_RATE_ENDS) and not u2[2]:  # "per second" left to the next value
                u = (u2[0], r.end(1), None)
        if not u:  # "by 7.2, 5.9, and 3.4 points": a list of numbers written with the unit of its last
            tail = _NUM_LIST_TAIL.match(text, m.end())
            if tail:
                last = _unit_at(text, tail.end())
                if last and last[0] in ("x", "%", "points"):
                    u = (last[0], m.end(), None)
        if not u and _FACTOR_OF_RE.search(text, max(0, ns - 40), ns) and not text[m.end():m.end() + 1].isalnum() \
                and not _IN_SCORE_AFTER.match(text, m.end()):  # (not "a slight reduction of 0.38 in CLIP Score")
            # "a speedup of 3.2 over vLLM": a factor written without x
            before = text[max(0, ns - 40):ns].lower()
            if not re.match(r"\s?(?:%|\\%|percent)", text[m.end():m.end() + 9]) and (
                    "speed" in before or "factor" in before):  # "by a factor of 3.2"
                u = ("x", m.end(), None)
        if not u and hits and hits[-1].unit == "x" and _FACTOR_OF_RE.search(text, max(0, hits[-1].start - 40),
                                                                         hits[-1].start) and \
                re.fullmatch(r"\s*(?:,\s*(?:and\s+)?|and\s+)", text[hits[-1].end:ns]) and \
                re.match(r"\s*(?:[,.;)]|respectively\b|$)", text[m.end():]):
            u = ("x", m.end(), None)  # "by a factor of 3.2 and 1.9 respectively": the list's next factor
        if not u and hits and hits[-1].unit == "x" and _FACTOR_OF_RE.search(text, max(0, hits[-1].start - 40),
                                                                         hits[-1].start) and \
                re.fullmatch(r"\s?[-\u2013\u2014~]\s?", text[hits[-1].end:ns]) and \
                not text[m.end():m.end() + 1].isalnum():
            u = ("x", m.end(), None)  # "by a factor of 2\u20134.5": the range's other end
        if not u and not text[m.end():m.end() + 1].isalnum():
            if _POINTS_GAIN_AFTER.match(text, m.end()):
                u = ("points", m.end(), None)  # "a 20.5 absolute accuracy improvement": points of a share
            elif _SCORE_AFTER_RE.match(text, m.end()) or _SCORE_DELTA_RE.match(text, m.end()) or \
                    "." in m.group(0) and _BARE_SCORE_AFTER.match(text, m.end()) and \
                    re.search(r"\b(?:a|an|the)\s+$", text[max(0, ns - 5):ns]):
                u = ("", m.end(), None)  # "0.95 recall@10", "0.89 AUC", "0.7 better perplexity": no unit (and "a
                # 7.739 score on MT-bench", "a 7.74 MT-bench score")
            elif _BARE_COMPARE_RE.match(text, m.end()):
                # "up to 3.9 higher throughput than": a factor written without x; but "24.6 BLEU, 1.9 higher than
                # X", "a GLUE score of 77.7 (0.6 lower than BERT-base)": a difference of the bare score just before
                score_delta = hits and hits[-1].unit == "" and re.fullmatch(  # (past values set off by slashes:
                    # "a dev F1 score of 90.0/79.2 (1.5/2.1 higher than BERTBASE)")
                    r"(?:/\d+\.\d+)?\s*(?:[A-Za-z][\w@-]{0,11}\s*)?[,(]\s*(?:\d+\.\d+/)?", text[hits[-1].end:ns]) and \
                    re.match(r"\s\w+\s+than\b", text[m.end():]) or \
                    _SCORE_BEFORE.search(text, max(0, ns - 80), ns) and re.match(r"\s(?:higher|lower|better)\s+than\b",
                                                                          text[m.end():])
                # ("its validation perplexity is within 0.3 of full-rank Adam and 1.1 lower than GaLore": a score's)
                u = ("" if score_delta else "x", m.end(), None)
        if not u and _CHANGE_OF_BEFORE.search(text, max(0, ns - 40), ns) and _IN_SCORE_AFTER.match(text, m.end()):
            u = ("", m.end(), None)  # "a slight decrease of 0.22 in FID": the score's change, no unit
        if not u and "by" in text[max(0, ns - 22):ns] and (_SCORE_CHANGED_BY.search(text, max(0, ns - 60), ns) or
                                                          _VERB_SCORE_BY.search(text, max(0, ns - 90), ns)) and \
                re.match(r"\s*(?:[,.;)]|and\s|on\s|in\s|while\s|when\s|$)", text[m.end():]):
            u = ("", m.end(), None)  # "with FID increasing by less than 0.4": the score's change, no unit
        if not u and "gap" in text[max(0, ns - 80):ns] and _SCORE_GAP_TAIL.match(text, m.end()) and (
                _SCORE_GAP_TO.search(text, max(0, ns - 80), ns) or _GAPS_OF.search(text, max(0, ns - 16), ns) and
                _SCORE_GAP_BEFORE.search(text[max(0, ns - 240):ns])) and not _blocked_before(text, ns):
            u = ("", m.end(), None)  # "narrows the perplexity gap to full precision to 0.31": the score's gap
        if not u and (_SCORE_OF_RE.search(text, max(0, ns - 30), ns) or _named_score(text, ns, score_names)
                      or _compared_score(text, m.end())) \
                and not text[m.end():m.end() + 1].isalpha() and not _blocked_before(text, ns) \
                and not re.match(r"-[A-Za-z]|:\d", text[m.end():m.end() + 2]) \
                and not _BITS_AFTER.match(text, m.end()):  # ("the accuracy of 32-bit AdamW", "bitwidth (8 bits)")
            u = ("", m.end(), None)  # "a perplexity of 15.8", "a BLEU score of 28.4": a score has no unit
        if not u and data_starts is not None and "." in m.group(0) and \
                (on := re.match(r"\s+on\s+(?:the\s+)?", text[m.end():m.end() + 9])) and \
                m.end() + on.end() in data_starts() and _SCORE_VERB_BEFORE.search(text, max(0, ns - 40), ns):
            u = ("", m.end(), None)  # "achieves 68.1 on MMMU and 83.4 on DocVQA": a score on a benchmark
        if not u and hits and hits[-1].unit == "" and "." in m.group(0) and ("whereas" in text[hits[-1].end:ns] or
                                                                           "while" in text[hits[-1].end:ns]) and \
                _CONTRASTED_SCORE.fullmatch(text, hits[-1].end, ns) and _SCORE_LIST_END.match(text, m.end()):
            u = ("", m.end(), None)  # "keeps Jain's fairness index above 0.97, whereas FCFS and VTC drop to 0.61":
            # the contrasted subjects' score
        if not u and ns == score_next and not text[m.end():m.end() + 1].isalnum() and \
                _SCORE_LIST_END.match(text, m.end()):
            u = ("", m.end(), None)  # "a ROC-AUC of 0.99 and 0.84": the list's next score
        if not u and parallel is not None and ("." in m.group(0) or not parallel[2]) and \
                re.search(r"\band\s+$", text[max(0, ns - 6):ns]) and \
                re.match(r"\s+" + parallel[0] + r"\b", text[m.end():]) and \
                not re.search(r"[.;]\s", text[parallel[1]:ns]):
            u = ("", m.end(), None)  # "an FID of 3.55 on CIFAR-10 and 6.20 on ImageNet": a score in a parallel clause
        if not u and hits and hits[-1].unit == "" and "." in m.group(0) and ns - hits[-1].end < 40 and \
                _COMPARED_BARE.search(text, hits[-1].end, ns) and \
                re.match(r"\s+(?:for|by|of|with|from)\s|\s*\)", text[m.end():m.end() + 7]):
            u = ("", m.end(), None)  # "a perplexity of 4.78 ..., compared with 5.32 for SparseGPT": the baseline's score
        if not u:
            continue
        unit, uend, scale = u
        if _GROWN_BY.search(text, max(0, ns - 50), ns):
            span = _GROWN_SPAN.match(text, uend)
            pos = span.end() if span else uend  # "models have grown over 1000x", "GPU memory has only grown by 5x
            continue  # (16 GB to 80 GB)": the field's growth, background to the paper, no outcome of it
        if _GROWTH_FROM.search(text, max(0, ns - 200), ns):
            pos = uend  # "witnessed an exponential growth of model scale ... from Google's 2016 model with 1 billion
            continue  # parameters to ... 12 trillion parameters": the field's growth again
        if unit in ("B", "M", "T") and ns >= 2 and text[ns - 1] == "-" and text[ns - 2].isalnum():
            pos = uend  # "shrinks Llama-3-70B weights": the size glued into the model's name
            continue
        if unit in ("B", "M", "T") and _NAMED_THEN_SIZED.search(text, max(0, ns - 40), ns) and \
                _SIZED_MODEL_AFTER.match(text, uend) and not _CAN_AFTER.match(text, uend) and \
                not _RELEASED.search(text, max(0, text.rfind(". ", 0, ns)), ns) and \
                not _TRAINED_BEFORE.search(text, max(0, ns - 60, text.rfind(". ", 0, ns)), ns):
            pos = uend  # "with Chinchilla, a 70 billion parameter language model, ...": what the named model is (but
            continue  # "We introduce Foo, a 7B model": the size of what the paper releases; "LTF trained SIGMA-MOE,
            # a 200B MoE model": what the system trained)
        if unit in ("B", "M", "T", "MB", "GB", "TB") and _CLASS_SIZE_BEFORE.search(text, max(0, ns - 60), ns) and \
                not _TRAINED_BEFORE.search(text, max(0, text.rfind(". ", 0, ns)), ns):
            pos = uend  # "LLMs that often have more than 100 billion parameters", "fine-tuned models, each with 175B
            continue  # parameters": how large such models are, no outcome (but "trains models that have 13B ...");
            # so too in bytes: "the Mixtral-8x7B model, which exceeds 90GB in parameters"
        if unit in ("B", "M", "T") and _OPEN_BRACKET_BEFORE.search(text, max(0, ns - 25), ns) and \
                _BRACKETED_SIZE_OF_MODELS.match(text, uend):
            pos = uend  # "modern large scale (exceeding 100 million parameters) model architectures": the models
            continue  # the method was tried on, described
        if unit in ("B", "M", "T") and not _PARAM_WORD.search(text, ns, uend) and \
                _NAME_BEFORE.search(text, max(0, ns - 40), ns):
            pos = uend  # "GPT-3 1.3B language model", "Llama 70B models": the size is part of the model's name
            continue
        if unit in ("B", "M", "T") and re.search(r"\bthe\s+(?:distilled\s+|compressed\s+|pruned\s+|quantized\s+|"
                                                r"resulting\s+|fine-tuned\s+|trained\s+)?$",
                                                text[max(0, ns - 16):ns], re.I) and \
                re.match(r"(?:-parameter)?\s+(?:[A-Z][\w.-]*\s+)?(?:models?|students?|teachers?)\b",
                         text[uend:uend + 40]):
            pos = uend  # "on the 70B model", "the distilled 1B model gains ...": one of the models studied, named
            continue  # by its size
        if unit in ("B", "M", "T") and re.search(r"\d[\d.]*\s?[BMT](?:,\s*|\s+and\s+|\s+or\s+|,\s+and\s+)$",
                                                text[max(0, ns - 16):ns]) and \
                re.match(r"(?:-parameter)?\s+(?:[A-Z][\w.-]*\s+|(?:language|base|chat|dense|vision)\s+)?"
                         r"(?:models?|LLMs?|variants?|versions?)\b", text[uend:uend + 40]):
            pos = uend  # "GPT-3 13B and 30B models", "7B and 13B language models": the sizes studied, no outcome
            continue
        if unit in ("B", "M", "T") and re.search(
                r"\b(?:throughput|latency|time|speed|utili[sz]ation|performance|cost)\s+of\s+(?:an?|the)\s+$",
                text[max(0, ns - 30):ns], re.I):
            pos = uend  # "improves the training throughput of a 1.2-trillion-parameter MoE model by 1.8x"
            continue
        if unit in ("B", "M", "T") and re.search(r"\b(?i:for|on)\s+(?i:an?\s+|the\s+)?(?:[A-Z][\w.-]*\s+)?$",
                                                text[max(0, ns - 24):ns]) and \
                re.match(r"(?:[\s-]?param(?:eter)?s?)?\s+models?\b(?!,\s+the\s+(?:largest|biggest))",
                         text[uend:uend + 30]):
            pos = uend  # "40 TFlops/GPU on a single V100 for 10B parameter model": the setting of the rate (but "for
            continue  # a 1.4B parameter model, the largest that can be trained": how far it goes)
        if unit in ("B", "M", "T") and _FOR_A_MODEL_WITH.search(text, max(0, ns - 70), ns):
            pos = uend  # "For a GPT-2 model with 1.3 billion parameters running on 2,048 GPU nodes, Chimera improves
            continue  # the training throughput by ...": the model a result was measured on
        if unit in ("B", "M", "T") and (run := _RUN_OF_MODEL.search(text, max(0, ns - 40), ns)) and \
                not _ENABLES.search(text, max(0, run.start() - 40), run.start()):
            pos = uend  # "power draw during pre-training of a 70B-parameter model": the model the runs were of (but
            continue  # "enables training of a 13B-parameter model on one GPU" is how far it goes)
        if unit in ("B", "M", "T") and _MODEL_TRAINED_ON.match(text, uend):
            pos = uend  # "A 1.3B model trained on the deduplicated corpus improves ...": the model an experiment
            continue  # trained, no outcome
        if unit in ("B", "M", "T") and re.search(r"\b(?:their|its|whose|these|those|such)\s+$", text[max(0, ns - 8):ns],
                                                re.I):
            pos = uend  # "their 7B-parameter backbones run at 3-5 Hz": the size of the models discussed, no outcome
            continue
        if unit in ("B", "M", "T") and _OTHERS_SIZE_BEFORE.search(text, max(0, ns - 48), ns):
            pos = uend  # "better performance against existing 7B models such as LLaVA-1.5", "language models at the
            continue  # scale of 1.4B and 2.7B parameters": the size of others' models, or of those studied
        if _BRACKETED_BOUND.search(text, max(0, ns - 40), ns):
            pos = uend  # "very tight latency constraints (10-500 ms)", "a latency SLO (200 ms)": a bound given, no
            continue  # outcome
        if unit == "x" and _DIFFERENCE_AFTER.match(text, uend):
            pos = uend  # "their nearest mobile counterparts exhibit at least a 100 -- 1,000x difference in compute
            continue  # capability": how far the classes of device differ, no outcome
        a_time = unit.partition("/")[0] in _DURATIONS  # a duration, or a time per item ("30 ms per frame")
        if a_time and _REQUIRED_WITHIN.search(text, max(0, ns - 70), ns) or \
                _REQUIRED_AMOUNT.search(text, max(0, ns - 50), ns):
            pos = uend  # "detection must finish within 50 ms", "the deadline is 30 ms", "search must serve 100k
            continue  # queries per second": a requirement, no outcome
        if unit == "%" and text.startswith(("-tile", "tile", "-ile", "ile"), uend):
            pos = uend  # "the mean and 99%-tile completion time": a percentile, no value
            continue
        if unit in ("B", "M", "T") and _SIZE_CLASS.search(text, max(0, ns - 40), ns):
            pos = uend  # "open-weight models below 10B parameters fail in over 40% of cases": a class of models
            continue
        if unit in ("B", "M", "T") and _MANY_MODELS.search(text, max(0, ns - 50), ns):
            pos = uend  # "Training over 400 models with up to 1.4B parameters": the models a study trained
            continue
        if unit in ("B", "M", "T") and not _SIZE_REACHED.search(
                text, _sentence_start(text, ns), (text.find(". ", uend) + 1 or len(text) + 1) - 1) and \
                not re.search(r"\b(?:our|its)\s+$", text[max(0, ns - 5):ns], re.I):
            pos = uend  # "We evaluate Lantern with Llama 3 8B and a 30B-parameter MoE model", "training Switch-C (1.6T
            continue  # parameters)": the models of the set-up, in a sentence that claims no size reached
        studied = _SIZES_STUDIED.search(text, max(0, ns - 60), ns) if unit in ("B", "M", "T") else None
        # (released in the same sentence: "We train SAEs on Pythia models. Across 9 model sizes from ..." is a study)
        if studied and not _RELEASED.search(text, max(0, ns - 200, text.rfind(". ", 0, studied.start())),
                                            studied.start()):
            pos = uend  # "12 open models ranging from 0.5B to 8B parameters": the models studied, no outcome
            continue
        if studied and _SCALE_UNIT.get(studied.group("first_unit") or unit, "") == unit:
            # "We introduce LLaMA, a collection of foundation language models ranging from 7B to 65B parameters":
            # the sizes of what the paper releases, both ends
            hits.append(NumberHit(parse_value(studied.group("first")), unit, studied.start("first"),
                                  studied.end("first_unit"), studied.start("first"), None, group=ns))
        if unit in ("%", "points") and _setup(text, ns, uend) and (
                not _named_score(text, ns, score_names) or re.match(r"\s*(?:structured\s+|unstructured\s+)?"
                                                                    r"(?:sparsity|density)\b", text[uend:uend + 30])):
            # (the set-up's sparsity even after a score's "at": "92% of dense throughput at 50% sparsity")
            # (but "a median utilization of 62% of the power budget" is what was measured)
            pos = uend
            continue
        if _REQUIRED_AT.search(text, max(0, ns - 60), ns):
            tail = _VALUE_LIST_TAIL.match(text, uend)  # (and the list's other values: "... and 20 tok/s")
            pos = tail.end() if tail else uend  # "conversations require generation at about 30 tok/s": what a use
            continue  # needs, no outcome
        if _BUDGET_OF.search(text, max(0, ns - 40), ns) or _BUDGET_AFTER.match(text, uend):
            pos = uend  # "under the computation budget of 40 MFLOPs", "at a 600M-FLOPs budget": what was allowed
            continue
        if a_time and (_SLO_BEFORE.search(text, max(0, ns - 60), ns) or _SLO_AFTER.match(text, uend)):
            pos = uend  # "when the P99 time-between-tokens SLO is relaxed from 100 ms to 150 ms", "under a 200 ms
            # time-per-output-token SLO": a target set
            continue
        if (unit in _DURATIONS or unit[-2:] in ("ps", "/s") and unit[:1] in "KMGT") and \
                _LINKS_WITH.search(text, max(0, ns - 70), ns):
            pos = uend  # "wide-area links with 100 to 400 Gbps of bandwidth and 10 to 60 ms of latency": set-up
            continue
        if unit in ("KB", "MB", "GB", "TB") and (
                (swept := _SIZES_SWEPT.search(text, max(0, ns - 48), ns)) and
                not _SHRUNK_SIZE.search(text, max(0, swept.start() - 40), swept.end()) or
                _SIZED_ITEMS.match(text, uend)):
            pos = uend  # "for message sizes from 1 KB to 4 GB", "for 1 MB messages": the workload's sizes (not
            continue  # "cuts model size from 3.4 GB to 0.9 GB": what changed)
        if unit in _DURATIONS and _AMOUNT_OF_DATA.match(text, uend):
            pos = uend
            continue  # "trained on over 900 hours of human videos": how much data, not how long anything took
        if unit in ("days", "hours") and _COLLECTED_OVER.search(text, max(0, ns - 90), ns):
            pos = uend
            continue  # "10.31 million traces from regional Azure OpenAI GPT services over 213 days": how long the
            # data was collected, no outcome
        if unit in ("days", "hours") and _HORIZON_AFTER.match(text, uend):
            pos = uend
            continue  # "for 1-10 day forecasts", "10-day lead global z500 prediction": how far ahead, a setting
        if unit[-2:] in ("ps", "/s") and unit[:1] in "KMGT" and (
                _LINK_AFTER.match(text, _RATE_LIST_TAIL.match(text, uend).end()) or
                unit[1:] in ("bps", "b/s") and _AT_RATE.search(text, max(0, ns - 12), ns)):
            pos = uend
            continue  # "on a 500Mbps network", "over 100 Gbps InfiniBand links", "over 100 Gbps RDMA": the set-up's
            # (and "with 100 Gbps and 400 Gbps networks", "speeds it up by 1.08x at 100 Gbps": a link's rate)
        if re.search(r"\bevery\s+$", text[max(0, ns - 7):ns], re.I):
            pos = uend
            continue  # "under a failure every 30 minutes": how often something happens in the set-up
        if unit == "bits" and _AT_WIDTH.search(text, max(0, ns - 30), ns):
            pos = uend
            continue  # "GrainQuant at roughly 3 bits per weight raises perplexity by 2%": the width it runs at
        q, qs = _qualifier(text, ns, 0)
        if rng:
            rate_scale = scale if unit.endswith(_RATE_ENDS) else None  # ("from 1.2K to 3.4K tokens/s": thousands each)
            hits.append(NumberHit(parse_value(m.group("num"), rate_scale), unit, qs, rng.start(), ns, q, group=ns,
                                  scale=rate_scale))
            hits.append(NumberHit(parse_value(rng.group("n2"), rate_scale), unit, rng.start("n2"), uend,
                                  rng.start("n2"), q, group=ns, scale=rate_scale))
            pos = uend
            continue
        rate_scale = scale if unit.endswith(_RATE_ENDS) or unit in ("QPS", "RPS", "FPS") else None
        value = parse_value(m.group("num"), rate_scale)
        if sci:
            value = _fmt(Decimal(value) * Decimal(10) ** int(sci.group("e").replace("\u2212", "-")))
        elif unit in ("%", "points") and _MINUS_BEFORE.search(text, max(0, ns - 16), ns):
            value = "-" + value  # "retaining the accuracy (-0.9% loss to 1.2% gains)": a change written with its sign
        hits.append(NumberHit(value, unit, qs, uend, ns, q, scale=rate_scale))
        pos = uend
        if unit == "":
            nxt = _SCORE_LIST_NEXT.match(text, uend)
            score_next = nxt.end() if nxt else None
            # (past the score's short name: "91.4 mAP on DocLayNet and 88.2 on PubLayNet")
            prep = re.match(r"\s+(?:[A-Za-z][\w@.-]{0,11}\s+)?(on|with|at|for|under)\b", text[uend:uend + 22])
            parallel = (prep.group(1), uend, "." in m.group(0)) if prep else None  # (and whether it had decimals)
        # "5.19x/4.16x", "2.7x--9.8x": the second value is matched on the next turn
    if "/" in text:
        _slash_siblings(text, hits)
    if ("ontext" in text or "equence" in text) and _SCALED_NUMBER.search(text):  # (substring tests first: a
        # regex search over every text cost a fifth of find_numbers)
        taken = {h.num_start for h in hits}
        hits.extend(h for h in _context_lengths(text) if h.num_start not in taken)
        hits.sort(key=lambda h: h.num_start)
    # a number pattern that held no number: "models ranging from . to 65B parameters" (a range's first value lost
    # in a PDF's text) is the 65B only
    return [h for h in hits if h.value is not None]


# a sequence or context length a contribution reaches, as a model size is one ("trains models with over 13 billion
# parameters"): "train 8B LLM with 2 million sequence length", "can process up to 380K context tokens", "with a
# context length of up to 1 million ... and up to 10 million on an 8-GPU system"
_LENGTH_CUE = re.compile(r"\b(?:context|sequence)s?\b", re.I)
_SCALED_NUMBER = re.compile(r"\d\s?(?:[KkM]\b|million\b|thousand\b)")
_LEN_NUM = r"(?P<num>\d+(?:\.\d+)?)\s?(?P<s>[Kk]|M|million|thousand)\b"
_LENGTH_AFTER = re.compile(r"\b(?:up\s*to|to|with|of|over|beyond|reach(?:es|ed|ing)?|supports?|handles?|enables?)\s+"
                           r"(?:over\s+)?(?:an?\s+)?" +
                           _LEN_NUM + r"(?P<post>\s+(?:(?:context|sequence|input)\s+)?(?:lengths?|tokens|context(?:\s+"
                           r"(?:length|window))?)|-tokens?\s+(?:context|sequence)s?(?:\s+(?:length|window)s?)?\b)",
                           re.I)  # (and "with a 4M-token context", "reaches a 2M-token context")
_LENGTH_BEFORE = re.compile(r"\b(?:(?:sequence|context)\s+lengths?\s+(?:of\s+)?(?:up\s*to\s+|over\s+)?|"
                            r"context\s+to\s+)" + _LEN_NUM, re.I)
_LENGTH_NEXT = re.compile(r"(?:\s+on\s+[^,;.]{1,40}?)?(?:,\s*(?:and\s+|or\s+)?|\s+and\s+)(?:over\s+|up\s*to\s+)?" +
                          _LEN_NUM + r"(?!\s*(?:parameters?|params?|tokens/s|samples|examples|data)\b)")
_CAPABLE = re.compile(r"\b(?:enabl\w*|support\w*|process\w*|extend\w*|scal\w*|handl\w*|can|able)\b",
                      re.I)  # (not "speeds up training of a 1.3B model with 32K context length by 1.45x": a setting)
_LENGTH_SETUP = re.compile(r"\b(?:inputs?|prompts?|documents?|requests?|baselines?)\s+(?:of\s+)?$|"
                           r"\bat\s+(?:an?\s+|the\s+)?$", re.I)  # ("1.45x ... at a sequence length of 256k": where)


_AT_WIDTH = re.compile(r"\b(?:at|with|using|under)\s+(?:only\s+|just\s+|roughly\s+|about\s+|approximately\s+|"
                       r"around\s+|~\s?)?$", re.I)  # (before a width a number format runs at)
_PERCENTAGE_POINTS = re.compile(r"percentage[\s-]points?\b", re.I)
_VALUES_BETWEEN = re.compile(r"\s*(?:,\s*)?(?:to|and|or|-|\u2013|\u2014)?\s*")
# a context or sequence length counted in tokens by a scale word (see `_context_lengths`): "1 million tokens" (the
# scale's letter is the unit, as "B" of a parameter count: "2M tokens", "a 256K-token context" are M and K)
_TOKEN_COUNT = re.compile(r"\d\s?(million|thousand)\s+tokens$")


def _context_lengths(text: str) -> list[NumberHit]:
    """Sequence and context lengths reached (value as written, unit K or M), each after a verb of capability in its
    sentence (not "when processing inputs of 16K tokens", a setting). Scans only near the few scaled numbers."""
    found = {}
    for p in (n.start() for n in _SCALED_NUMBER.finditer(text)):
        for rx in (_LENGTH_AFTER, _LENGTH_BEFORE):
            m = next((m for m in rx.finditer(text, max(0, p - 60), min(len(text), p + 60))
                      if m.start("num") <= p < m.end("num")), None)
            if m is None or m.start("num") in found:
                continue
            start = max(text.rfind(". ", 0, m.start()), text.rfind("; ", 0, m.start())) + 1
            if not (_CAPABLE.search(text, start, m.start("num")) or m.group(0).lower().startswith(("up", "reach"))) or \
                    _LENGTH_SETUP.search(text[max(start, m.start() - 20):m.start()]):
                continue
            listed = [m]
            while (nxt := _LENGTH_NEXT.match(text, listed[-1].end())) is not None:
                listed.append(nxt)  # "... 500K sequence length on a single H100 GPU, 3.7M on a node, and over 15M"
            for f in listed:
                unit = "M" if f.group("s") in ("M", "million") else "K"
                found.setdefault(f.start("num"), NumberHit(f.group("num"), unit, f.start("num"), f.end(),
                                                           f.start("num")))
    return list(found.values())


# the same quantity of another thing: "reduces the cold-start latency of OPT-30B from 41.2 s to 6.8 s and that of
# Llama-2-70B from 96 s to 14.5 s" (or "and of BERT-large from 14.1 s to 0.91 s")
_THAT_OF = re.compile(r"[\s,]*and\s+(?:(?:that|those)\s+)?of\s+[^;.]{1,60}?\s(?:from|to|by|at)\s+$")
_NUM_LIST_TAIL = re.compile(r"(?:\s*,\s*\d+(?:\.\d+)?)*\s*,?\s*(?:and|or)\s+\d+(?:\.\d+)?"
                            r"(?=\s?(?:%|(?:percentage\s)?points?\b|pp\b|x\b|\u00d7))")
_SCORE_LIST_NEXT = re.compile(r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?=\d)")
# what may follow a list's next bare score: the end of the list, or what it was measured on ("0.84 on two
# external cohorts", "0.016 loss"), not a count ("3 of 4 tasks")
_SCORE_LIST_END = re.compile(r"\s*(?:[,.;)]|(?:on|in|for|and|at|respectively|loss|accuracy)\b)")


_DEVICE_AFTER = re.compile(r"\s*(?:of\s+)?(?:(?:on-chip|off-chip|on-package|on-board|onboard|host|unified)\s+)?"
                           r"(?:GPU|HBM|DRAM|SRAM|RAM|VRAM|SSD|NVMe|[Ff]lash|disk|storage|memory|cards?|devices?|"
                           r"A100|H100|V100|A6000|RTX|GPUs)\b", re.I)


# a bracketed size, then the device it describes: "a large (28 MiB) software-managed on-chip memory"
_BRACKETED_DEVICE = re.compile(r"\s*\)\s*(?:[\w-]+\s+){0,3}?(?:memory|buffers?|caches?|scratchpads?|SRAM|DRAM|HBM|"
                               r"storage|SSDs?|disks?)\b", re.I)


# what a memory size measures: "with 6 GB peak memory", "12 GB of GPU memory usage"
_MEASURED_MEMORY = re.compile(r"\s*(?:of\s+)?(?:peak\b|(?:GPU\s+|CPU\s+|device\s+)?memory\s+(?:usage|footprint|"
                              r"consumption|overhead|cost|savings?|reduction)\b)", re.I)


# a device's memory given, then another ("with 16 GB of GPU memory and ")
_DEVICE_MEMORY_BEFORE = re.compile(r"\bwith\s+(?:only\s+)?[\d.]+\s?[KMGT]i?B\s+(?:of\s+)?(?:[\w-]+\s+){0,2}?"
                                   r"(?:memory|DRAM|HBM|RAM|storage)\s*(?:,|and|,\s*and)\s*$", re.I)


def _device_memory(text: str, h: NumberHit) -> bool:
    """A memory size that describes a device ("with 80GB memory", "a single 16GB GPU"), not an outcome."""
    if _MEASURED_MEMORY.match(text, h.end):
        return False
    before = text[max(0, h.start - 16):h.start].lower()
    if re.search(r"\b(?:fits?\s+(?:in|into|within)|occupies|occupy)\s*$", before):
        return False  # "the design fits in 43 MB of on-chip memory": what it takes, an outcome
    if re.search(r"\b(?:saves?|saving|saved|frees?|freeing|freed|reclaims?|reclaimed)\s+(?:up\s*to\s+|over\s+|about\s+|"
                 r"nearly\s+|as\s+much\s+as\s+)?$", text[max(0, h.start - 24):h.start].lower()):
        return False  # "saves up to 33 GB of GPU memory": memory saved, an outcome
    if re.search(r"\b(?:with|single|one|a|an|each|per)\s*$", before):
        return True
    if _DEVICE_MEMORY_BEFORE.search(text, max(0, h.start - 60), h.start):
        return True  # "a single machine with 16 GB of GPU memory and 64 GB of CPU memory": the list goes on
    if re.search(r"\b(?:larger|bigger)\s+than\s*$", before):
        return True  # "for models larger than 1 GB": a size that sorts what was studied
    if before.endswith("(") and _BRACKETED_DEVICE.match(text, h.end):
        return True  # "a large (28 MiB) software-managed on-chip memory": the size of a device described
    if re.search(r"\bthe\s*$", before) and re.match(r"\s*of\s+(?:the|a|an|its)\s+[A-Z]", text[h.end:h.end + 12]):
        return True  # "into the 8 GB of the Raspberry Pi 5": a named device's memory
    return bool(_DEVICE_AFTER.match(text, h.end))


_RATING_AFTER = re.compile(r"[\s-]*(?:TDP|GPUs?|CPUs?|devices?|chips?|SoCs?|boards?|servers?|nodes?|lasers?|"
                           r"(?:power\s+)?(?:budgets?|caps?|envelopes?|limits?|constraints?))\b", re.I)


_CAPPED_BEFORE = re.compile(r"\b(?:cap|caps|capped|capping|limit|limits|limited|limiting)\b[^.;]{0,40}?"
                            r"(?:from|to|at)\s+(?:[\d.]+\s?[mk]?W\s+to\s+)?$", re.I)


def _device_rating(text: str, h: NumberHit) -> bool:
    """A power, energy or area that rates a device or bounds the setup ("a 15 W TDP", "within a 300 W budget")."""
    before = text[max(0, h.start - 10):h.start].lower()
    return bool(re.search(r"\b(?:a|an|per|each|under|within|below)\s*$", before) or _RATING_AFTER.match(text, h.end)
                or _CAPPED_BEFORE.search(text, max(0, h.start - 50), h.start))  # "Capping GPUs from 700 W to 500 W"


_CONFIDENCE_AFTER = re.compile(r"\s?(?:CI\b|C\.I\.|confidence\b)")


# after the value, what makes it an outcome even where _SETUP_BEFORE matched: "with a 6.6 percent improvement"
_OUTCOME_AFTER = re.compile(r"\s*(?:(?:to|--?|\u2013|~)\s*[\d.]+\s?%\s*)?"  # (a range's end first: "with only 8.2% to
                            # 11.2% completion time overhead")
                            r"(?:(?:relative|absolute|average|overall)\s+)?(?:improvements?|gains?|increases?|"
                            r"reductions?|decreases?|boosts?|speedups?|higher|lower|better|faster|fewer|less|"
                            r"smaller|cheaper|drops?|degradations?|penalty|overheads?|slowdowns?|"
                            r"loss(?:es)?\s+(?:in|of)(?=\s)|"  # "with a 0.1% loss in accuracy"
                            # what the method costs on top: "with only 30 percent additional running time cost"
                            r"(?:additional|extra)\s+(?:[a-z][\w-]*\s+){0,2}?(?:cost|overheads?|time|latency|"
                            r"memory|computation|storage|energy)|"
                            # a rate reached: "climbs stairs with a 92% success rate" (not a target's)
                            r"(?:[a-z][\w-]*\s+)?(?:success|hit|win|pass|completion|acceptance)\s+rates?"
                            r"(?!\s+(?:targets?|goals?|thresholds?|budgets?|constraints?|requirements?)\b)|"
                            # a quantity, then how it changed: "with a 1.2% accuracy drop", "with only 0.52% top-5
                            # accuracy drop"
                            r"(?:[a-z][\w-]*\s+){1,2}?(?:drops?|degradations?|slowdowns?|"
                            r"loss(?:es)?(?!\s+rates?\b)|penalty|"
                            r"reductions?|increases?|improvements?|gains?|"
                            r"overheads?))\b", re.I)  # ("with only 4% performance overhead")


_ACCOUNTS_FOR = re.compile(r"\b(?:accounts?|accounted|accounting|responsible)\s+for\s+(?:up\s*to\s+|about\s+|only\s+|"
                           r"over\s+|nearly\s+|almost\s+)?$", re.I)


# the sizes of the models a study covers: "models ranging from 0.5B to 8B parameters", "GPT-style models with
# 7B to 30B parameters", "across 9 model sizes from 70M to 12B parameters", "model sizes (0.2B to 14B parameters)",
# "the Llama 3.1 family of LLMs, spanning 8 billion to 405 billion parameters", "MoE variants of GPT-3 with 13B to
# 1.1T parameters", "decoder-only Transformers with 410M and 1.4B parameters"
# (the value is the range's second end)
_SIZES_STUDIED = re.compile(r"(?i:\b(?:ranging|ranges?|varying|vary)\s+(?:in\s+size\s+)?(?:from|between)|"
                            r"\b(?:spanning|spans?)(?:\s+from)?|"
                            r"\b(?:sizes|scales)\s+(?:ranging\s+)?(?:from|between|\()|"
                            r"\b(?:models?|LLMs?|variants?)\s+(?:with|of|from)|\b(?i:with))(?:\s+|(?<=\())"
                            r"(?i:about\s+|around\s+)?"
                            r"(?P<first>[\d.]+)\s?(?P<first_unit>[BMT]|billion|million|trillion)?"
                            # (more sizes listed: "models with 1.5, 2.5, 8.3, and 20 billion parameters")
                            r"(?:\s*,\s*[\d.]+\s?(?:[BMT]|billion|million|trillion)?)*\s*,?\s+(?:to|and|-)\s+$")
_REQUIRED_AT = re.compile(r"(?<![\w-])(?:require|requires|required|requiring|need|needs|demand|demands|"
                          r"(?:must|should|need\s+to|needs\s+to|have\s+to|has\s+to)\s+(?:run|process|render|serve|"
                          r"operate|execute|respond|sustain|deliver|handle|achieve|meet))\s+"
                          r"(?:[\w-]+\s+){0,3}?"
                          r"(?:at|of)\s+(?:about\s+|around\s+|least\s+|at\s+least\s+)?$", re.I)
_VALUE_LIST_TAIL = re.compile(r"(?:\s*,?\s*(?:and|or)\s+(?:about\s+|around\s+)?\d[\d.,]*\s?[^\s,.;]+)+")
_BUDGET_OF = re.compile(r"\bbudgets?\s+(?:is\s+|was\s+|of\s+|at\s+|under\s+|below\s+|within\s+)+"
                        r"(?:about\s+|around\s+|roughly\s+|only\s+)?$", re.I)
_BUDGET_AFTER = re.compile(r"[\s-]*(?:[A-Za-z]+[\s-]+)?budgets?\b", re.I)
_SLO_BEFORE = re.compile(r"\b(?:SLOs?|deadlines?|budgets?|(?:latency|time)\s+targets?|target\s+(?:latency|time))"
                         r"(?:\s+(?:is|are|was|were|being|been|relaxed|tightened|set|fixed|varied|varies|ranging|"
                         r"ranges))*\s+(?:from|to|of|at|under|below|within)\s+"
                         r"(?:[\d.]+\s*(?:ms|s|seconds)\s+to\s+)?$")
_SLO_AFTER = re.compile(r"\s*(?:(?!(?:and|or|but|while|whereas)\b)[\w-]+\s+){0,4}?"
                        r"(?:SLOs?|deadlines?|timeouts?|budgets?|(?:latency|time)\s+targets?)\b", re.I)
# (and "meeting 100 ms latency targets"; not "to 45 ms and raises SLO attainment": the next clause measures the SLO)
_LINKS_WITH = re.compile(r"\b(?:links?|networks?|interconnects?|connections?|fabrics?)\s+(?:with|of|offering|"
                         r"providing)\s+(?:[^.;]|\.(?=\d))*$", re.I)
_SIZES_SWEPT = re.compile(r"\b(?:(?:sizes?|lengths?)\s+(?:ranging\s+)?(?:from|between)\s+(?:[\d.,]+\s?[KMGT]?B\s+"
                          r"(?:to|and|-)\s+)?|(?:tables?|datasets?|models?|files?|checkpoints?|indexes|indices|"
                          r"graphs?|corpora|corpus)\s+of\s+(?:up\s*to\s+|over\s+|about\s+)?)$", re.I)
_SHRUNK_SIZE = re.compile(r"\b(?:reduc|lower|shrink|shrunk|cut|decreas|compress|increas|grow|grew)\w*\s+"
                          r"(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+)?sizes?\s+from\s", re.I)
_SIZED_ITEMS = re.compile(r"\s+(?:messages?|payloads?|files?|objects?|requests?|tensors?|buffers?|blocks?|chunks?|"
                          r"pages?|transfers?|packets?|records?)\b", re.I)
_MODEL_TRAINED_ON = re.compile(r"(?:[\s-]?param(?:eter)?s?)?\s+(?:[\w-]+\s+)?(?:models?|LLMs?|transformers?)\s+"
                               r"(?:(?:is|was|are|were)\s+)?(?:trained|pre-?trained|fine-?tuned)\s+(?:on|with)\b", re.I)
_SCALE_UNIT = {"B": "B", "M": "M", "T": "T", "billion": "B", "million": "M", "trillion": "T"}
# (a class of small models: the large direction is how a capability is claimed, "trains models with more than
# 100B parameters on one GPU")
_SIZE_CLASS = re.compile(r"\b(?:models?|LLMs?)\s+(?:of\s+)?(?:below|under|at\s+most|(?:with\s+)?(?:fewer|less)\s+than|"
                         r"smaller\s+than)\s+$", re.I)
# many models of sizes up to one: "over 400 models with up to 1.4B parameters", "30 LLMs of up to 70B"
_MANY_MODELS = re.compile(r"\b\d[\d,]*\s+(?:[\w-]+\s+)?(?:models|LLMs|networks|checkpoints)\s+(?:with|of)\s+"
                          r"(?:up\s*to|at\s+most)\s+$", re.I)
# what a sentence says of a model size it counts as an outcome: how far the work goes ("can train models with over
# 13 billion parameters", "scalability up to 70B", "the largest that can be trained", "lets a single GPU fine-tune
# models with up to 13B parameters", "successfully trained SIGMA-MOE, a 200B MoE model") or the size of what the
# paper releases ("we present BLOOM, a 176B-parameter ...", "a compact model with only 2.69M weights", "Our 14B
# model")
# the sized model is the subject of what the work makes possible: "With Mosaic, a 30B-parameter model can even be
# fine-tuned on eight RTX 3090 GPUs" (no appositive naming the system before it)
_CAN_AFTER = re.compile(r"[^,.;:()]{0,40}?\b(?:can|could)\s+(?:now\s+|even\s+|still\s+|also\s+)?be\b", re.I)
_SIZE_REACHED = re.compile(r"\b(?:can|could|able|enabl\w*|possible|lets?|allow\w*|support\w*|scal\w*|largest|"
                           r"train|trains|trained|fine-?tunes?|finetuned|fits?|up\s+to|only|reach\w*|serves?|served|"
                           r"runs|hosts?|handles?|deploys|introduce[sd]?|present(?:s|ed)?|"
                           r"release[sd]?|open-source[sd]?)\b", re.I)
_SENTENCE_END = re.compile(r"[.!?]\s+(?=[A-Z(\"'])")


def _sentence_start(text: str, pos: int) -> int:
    """Where the sentence holding `pos` starts: after the last full stop before it that a capital follows (not the
    ". " of a lost value: "ranging from . to 65B parameters")."""
    start = 0
    for m in _SENTENCE_END.finditer(text, max(0, pos - 600), pos):
        start = m.end()
    return start


# a sentence whose own models they are: "We introduce LLaMA, a collection of ... models ranging from 7B to 65B"
_RELEASED = re.compile(r"\b(?:we|this\s+paper|this\s+work)\s+(?:introduce|present|release|open-source|train)\b"
                       r"(?![^.]*\b(?:study|studies|evaluate|evaluates|benchmark|analy[sz]e|characteri[sz]e|compare)\b)",
                       re.I)
# the network a rate is that of (but "153 GB/s of NVLink bandwidth" is what a system achieves)
_LINK_AFTER = re.compile(r"\s*(?:(?!(?:per|each|every|on|in|across)\s)[\w-]+\s+)?"
                         r"(?:networks?|links?|interconnects?|connections?|ethernet|"
                         r"infiniband|nics?|fabrics?|rdma|roce|tcp|nvlink|pcie|"
                         # the machines it links: "on eight 100 Gbps workers"
                         r"workers?|servers?|nodes?|machines?|hosts?)\b"
                         r"(?!\s+(?:bandwidth|throughput|utili[sz]ation|speed))", re.I)
# the rest of a list of link rates: "with 100 Gbps and 400 Gbps networks"
_RATE_LIST_TAIL = re.compile(r"(?:\s*(?:,|and|or|to)\s*(?:and\s+)?[\d.]+\s*[KMGT]b(?:ps|/s))*")
# a link rate that sets the scene: "at 100 Gbps", "with 10 Gbps", "over 25 Gb/s"
_AT_RATE = re.compile(r"\b(?:at|with|over|under|on)\s+(?:an?\s+|only\s+)?$", re.I)
# a verb and, within its clause, "in" a duration: the time the action took ("trains BERT-large in 76 minutes",
# "recovers from a link failure in 1.8 seconds")
# (not across a new clause with its own subject: "trained on 128 GPUs, EmbShard rescales the job in 41 seconds")
_DONE_IN = r"\b(?:(?!,\s+[A-Z][\w.+-]*\s+[a-z]+s\b)[^.;]){0,70}?\s(?:in|within)\s+" \
           r"(?:only\s+|just\s+|about\s+|under\s+|less\s+than\s+)?$"
_TIME_TAKEN = (
    (re.compile(r"(?<!resumes )(?<!resume )(?<!resuming )(?<!restores )(?<!restore )(?<!restoring )(?<!restored )"
                r"\b(?:train|trains|trained|training|pre-?trains?|"
                r"pre-?trained)(?!\s+(?:memory|jobs?|data|clusters?|sets?|samples?|state|workers?|nodes?|GPUs?|"
                r"traffic|processes|process)\b)" + _DONE_IN, re.I), "training time"),
    (re.compile(r"\b(?:recover|recovers|recovered|recovering|recovery|restores?|restored|restoring)" + _DONE_IN, re.I),
     "recovery time"),
    (re.compile(r"\b(?:detect|detects|detected|detecting|detection)" + _DONE_IN, re.I), "detection time"),
    # (a model's name may stand before "inference": "runs BERT-base inference in 38 seconds")
    (re.compile(r"\b(?i:run|runs|ran|running|perform|performs|performed|complete|completes|completed)\s+"
                r"(?i:an?\s+|the\s+|one\s+)?(?:[A-Z][\w.-]*\s+){0,2}(?i:inference)" + _DONE_IN),
     "inference latency"),
)
_APPOSED_COMPARISON = re.compile(r"\s*(?:(?:higher|lower|better|worse|more|less|greater|smaller|larger)\s+than|"
                                 r"above|below)\b", re.I)
_SET_OFF_AFTER = re.compile(r"(?:(?!\b(?:while|whereas|but|and|or|which|that|when|where|although|though|"
                            r"\w+ing)\b)[^;.()]){0,100}?,\s*", re.I)  # (not ", while using a 512-dimensional
# embedding, 8x smaller than NetVLAD": the margin of what the new clause names)
# a value in a parallel clause: ", and 1.5x more than INFaaS", "and by 1.3x over Starling"
_AND_BEFORE = re.compile(r"(?:,\s*|\s)and\s+(?:by\s+)?(?:up\s*to\s+|about\s+|nearly\s+|over\s+)?$", re.I)
_COMPARED_NEXT = re.compile(r"\s*(?:(?:more|less|higher|lower|faster|better|fewer|greater|smaller|larger)\s+)?"
                            r"(?:than|over|compared\s+(?:to|with)|relative\s+to|against|versus|vs\.?)\s", re.I)
_COMPARED_SOON = re.compile(r"[^;]{0,60}?\b(?:than|over|compared\s+(?:to|with)|relative\s+to|against|versus)\s", re.I)
# quantities never measured in units of time
# (by the metric's last word: "request-to-score latency" and "time-to-accuracy" are durations)
_NOT_A_DURATION = re.compile(r"(?<!-to-)(?:throughput|accuracy|bandwidth|utilization|perplexity|memory|efficiency|"
                             r"score|speed)$")
# quantities never measured in points: "reduces latency by 3.1x, and it outperforms FastV by 2.4 points"
_NOT_IN_POINTS = re.compile(r"(?:latency|time|throughput|memory|speedup|flops?|operations|energy|power|bandwidth|size)$")
# a model made smaller "to" a size: "compresses DeiT-Tiny to 1.1 MB"
_SHRUNK_TO = re.compile(r"\b(?:compress(?:es|ed|ing)?|shrinks?|shrunk|shrinking|quantiz(?:es|ed|ing)|"
                        r"reduc(?:es|ed|ing)\s+(?:the\s+)?(?:model|its\s+size))\b[^.;]{0,40}?\s+to\s+"
                        r"(?:only\s+|just\s+|about\s+|under\s+|less\s+than\s+|below\s+)?$", re.I)
_RUN_IN = re.compile(r"\b(?:run|runs|ran)\s+(?:in|at)\s+(?:only\s+|just\s+|under\s+)?$", re.I)
_DURATIONS = {"hours", "minutes", "seconds", "days", "ms", "s"}
_HORIZON_AFTER = re.compile(r"\s*(?:-\s*)?(?:ahead\b|lead\b|(?:[\w-]+\s+)?(?:forecasts?|predictions?|horizons?)\b)",
                            re.I)
# the span a trace or log was collected over ("traces from ... over 213 days", "logs collected during 30 days")
_COLLECTED_OVER = re.compile(r"\b(?:traces?|logs?|collected|recorded|gathered)\b[^.;]*?\b(?:over|spanning|across|"
                             r"during|covering|for)\s+(?:a\s+period\s+of\s+|the\s+(?:past|last)\s+)?$", re.I)
_AMOUNT_OF_DATA = re.compile(r"\s+of\s+(?:[\w-]+\s+){0,4}?(?:videos?|audio|speech|recordings?|footage|data|"
                             r"gameplay|transcripts?|conversations?|clips?|demonstrations?|trajectories|"
                             r"broadcasts?|podcasts?|lectures?|interviews?|calls?)\b", re.I)


# a share of memory or cache a run is given (not "25% less memory": an outcome)
_MEMORY_GIVEN = re.compile(r"\s+(?:of\s+(?:the\s+|its\s+)?)?(?:(?:local|remote|host|device|GPU|CPU|fast|on-chip|"
                           r"off-chip|far|near)\s+)?(?:memory|DRAM|cache|capacity)\b", re.I)


_SPARSITY_SET = re.compile(r"\b(?:sparsit(?:y|ies)|densit(?:y|ies)|pruning\s+ratios?)\s+(?:levels?\s+|ratios?\s+)?"
                           r"(?:between|from|of|at|up\s*to|ranging\s+from)\s+(?:[\d.]+\s*%?\s*(?:and|to|-)\s+)?$",
                           re.I)


# a perfect tense of growing just before the value: a trend the paper starts from ("the largest models have grown over
# 1000x", "GPU memory has only grown by 5x"), and the span it grew over written after ("(16 GB to 80 GB)")
_GROWN_BY = re.compile(r"\b(?:ha(?:ve|s|d)|having)\s+(?:only\s+|just\s+|already\s+|also\s+)?"
                       r"(?:grown|increased|risen|expanded|exploded|surged|multiplied)\s+(?:(?:only|just)\s+)?(?:by\s+)?"
                       r"(?:(?:over|more\s+than|about|nearly|almost|roughly|around|some)\s+)?$", re.I)
# a growth the sentence traces "from" one value "to" another, no "we" or "our" in between: the field's trend
_GROWTH_FROM = re.compile(r"\b(?:growth|grew|grown|explosion|exploded|surged?)\b(?:(?!\b(?:we|our|us)\b|[.;!?]\s).)*?"
                          r"\bfrom\b(?:(?!\b(?:we|our|us)\b|[.;!?]\s).)*$", re.I | re.S)
_GROWN_SPAN = re.compile(r"\s*\(\s*(?:from\s+)?[\d.,]+\s*[A-Za-z]*\s*(?:to|->|\u2192|-)\s*[\d.,]+\s*[A-Za-z]*\s*\)")


def _setup(text: str, ns: int, uend: int) -> bool:
    if _OUTCOME_AFTER.match(text, uend):
        return False
    if (_SLO_SHARE.match(text, uend) or _OF_THE_TIME.match(text, uend)) and \
            _KEPT_WITHIN.search(text, max(0, ns - 80), ns):
        return True  # "while staying within latency constraints for more than 99% of requests": the bound the
        # results were held to (not "meets the SLO for 99% of requests")
    if _SLO_SHARE.match(text, uend) and _SLO_FOR.search(text, max(0, ns - 60), ns):
        return False  # "meets the end-to-end SLO for 99% of requests": how many met it
    before = text[max(0, ns - 30):ns]
    if _SETUP_BEFORE.search(before) and not _ACCOUNTS_FOR.search(before):
        return True  # (but "idle power accounts for 27% of total energy" is a finding)
    if re.search(r"\b(?:under|with|at)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:dropout|failure|churn|loss|noise|"
                 r"sparsity|straggler|packet\s+loss|poisoning|masking|mask|corruption|label\s+noise)\s+"
                 r"(?:rates?\s+|ratios?\s+)?(?:of\s+)?(?:only\s+|just\s+)?$", text[max(0, ns - 50):ns], re.I):
        return True  # "under client dropout of 30%": the condition set, not an outcome
    if _SPARSITY_SET.search(text, max(0, ns - 40), ns):
        return True  # "for sparsity between 50% and 90%": the levels studied, no outcome
    if re.search(r"\bat\s+(?:an?\s+)?$", before, re.I) and re.match(r"\s*(?:coverage|recall)\b", text[uend:uend + 12]):
        return True  # "at 80% coverage, accuracy rises", "3.4x faster than HNSW at 95% recall": the operating point
        # chosen (not "reaches 85% coverage")
    if _CONFIDENCE_AFTER.match(text, uend):
        return True  # "0.79 (95% CI: 0.76--0.81)": the interval's level, not an outcome
    if re.search(r"\bwith\s+(?:only\s+)?$", before, re.I) and _MEMORY_GIVEN.match(text, uend):
        return True  # "over Fastswap and AIFM with 25% local memory": the share of memory the runs were given
    if _SPARSITY_REACHED.search(text, max(0, ns - 40), ns) and _SPARSITY_AFTER.match(text, uend):
        return False  # "can be pruned to at least 50% sparsity", "can reach 60% unstructured sparsity": how far the
        # method goes, an outcome
    return bool(_SETUP_AFTER.match(text[uend:uend + 60]))


# a level of sparsity reached by what the paper does, not a level it was run at
_SPARSITY_REACHED = re.compile(r"\b(?:(?:pruned|sparsified)\s+(?:down\s+)?to|reach(?:es|ed|ing)?|achiev(?:e|es|ed|ing)|"
                               r"attain(?:s|ed|ing)?)\s+(?:an?\s+)?(?:at\s+least\s+|over\s+|more\s+than\s+|nearly\s+|"
                               r"about\s+|around\s+|up\s*to\s+)?$", re.I)
_SPARSITY_AFTER = re.compile(r"\s*(?:(?:unstructured|structured|weight|activation|model)\s+)?sparsity\b", re.I)


# ---------------------------------------------------------------- metrics

_FILLER = {
    "higher", "lower", "better", "faster", "larger", "smaller", "less", "more", "fewer", "longer", "shorter",
    "greater", "bigger", "cheaper", "improvement", "improvements", "improved", "increase", "increases", "reduction",
    "reductions", "reduced", "saving", "savings", "gain", "gains", "boost", "in", "of", "on", "the", "its", "their",
    "average", "overall", "original", "baseline", "full", "peak", "end", "to", "-", "model", "relative", "absolute",
    "total", "aggregate", "top", "measured", "theoretical", "a", "an", "(", ")", "per", "decrease", "drop",
    "enhancement", "enhancements", "box", "mask", "optimal", "ideal", "additional", "extra",
    "decline", "declines", "change", "changes", "degradation", "degradations", "decreases", "drops",
    "respectively",  # ("by 2x and 21% respectively in training throughput")
}
_LONGER_WHAT = re.compile(r"\b(sequences?|contexts?)\b(?![^.;]*\b(?:sequences?|contexts?)\b)", re.I)
_ADJ_METRIC = {
    "faster": "speedup", "speedup": "speedup", "speedups": "speedup", "speed-up": "speedup", "speed": "speedup",
    "acceleration": "speedup", "accelerations": "speedup",
    "cheaper": "cost", "costlier": "cost", "larger models": "model size", "bigger models": "model size",
    "larger model": "model size", "bigger model": "model size",
    "longer contexts": "context length", "longer context": "context length", "longer sequences": "sequence length",
    "longer context windows": "context length",
}
_HEAD_WORDS = {
    "speedup", "speedups", "latency", "throughput", "time", "overhead", "utilization", "accuracy", "cost", "costs",
    "size", "ratio", "efficiency", "bandwidth", "consumption", "footprint", "memory", "energy", "power", "quality",
    "score", "rate", "length", "volume", "rounds", "data", "perplexity", "usage", "traffic", "error", "loss",
    "recall", "precision", "f1", "bleu", "speed", "capacity", "compression", "tokens", "communication",
    "sensitivity", "specificity", "compute", "coverage", "emissions", "makespan", "goodput", "slowdown", "downtime",
    "sparsity",  # ("can reach 60% unstructured sparsity": how far the weights were pruned)
    "delay",  # ("the total delay in fetching and processing contexts by 3.2-3.7x")
}
_STOP_METRIC = {"than", "over", "compared", "with", "while", "but", "whereas", "using", "for", "by", ",", ";", ".",
                "at", "on", "when", "which", "that", "without", "under", "across", "via", "per", "between", "among",
                "due", "because", "beyond", "below", "above", "past", "until", "after", "before", "during", "within"}
_GAIN_NOUNS = {"improvement", "improvements", "gain", "gains", "reduction", "reductions", "increase", "increases"}
# verbs, judgements and articles before a change's noun, no part of what changes ("we achieve significant gains")
_GAIN_VERBS_BEFORE = {"achieve", "achieves", "obtain", "obtains", "yield", "yields", "deliver", "delivers", "provide",
                      "provides", "see", "sees", "show", "shows", "bring", "brings", "offer", "offers", "attain",
                      "attains", "reach", "reaches", "enable", "enables", "give", "gives", "lead", "leads", "get",
                      "gets", "the", "a", "an", "its", "their", "our", "and", "or", "further", "significant", "large",
                      "huge", "substantial", "average", "overall", "total", "additional", "similar", "notable",
                      "considerable", "dramatic", "major", "modest", "marginal", "consistent", "impressive", "massive"}
_PER_UNITS = {"joule", "watt", "second", "dollar", "token", "query", "request", "inference", "iteration", "step",
              "gpu", "chip", "node", "sample", "image", "user"}
_MONEY_METRIC = re.compile(r"cost|price|spend|expens|budget|revenue|saving|dollar|fee|bill|profit|income", re.I)
# operations per watt, as written: "321 GFLOPS/Watt", "3.4 TFLOPS/W", "27.8 TOPS/W", "310 GOPS/Watt"
_PER_WATT_UNITS = tuple(f"{p}{per}" for p in ("FLOPS", "KFLOPS", "MFLOPS", "GFLOPS", "TFLOPS", "PFLOPS", "EFLOPS",
                                               "TOPS", "GOPS") for per in ("/W", "/Watt"))
_PER_JOULE_UNITS = ("tokens/J", "samples/J", "images/J", "inferences/J", "queries/J", "requests/J")
_CO2_UNITS = ("tCO2e", "kgCO2e", "gCO2e")
_DEFINING_UNITS = {*_PER_WATT_UNITS, *_PER_JOULE_UNITS, *_CO2_UNITS,
                   *(u + "J/bit" for u in ("", "f", "p", "n", "u", "m"))}
# rates of operations, and the metrics that are no rate (a share, a score): such a metric does not measure one
_OPS_RATE_UNITS = {"FLOPS", "KFLOPS", "MFLOPS", "GFLOPS", "TFLOPS", "PFLOPS", "EFLOPS", "TOPS", "GOPS"}
_NOT_A_RATE = re.compile(r"efficiency|accuracy|ratio|error|loss|score|utilization|perplexity")
_NOT_AN_ITEM_RATE = re.compile(r"\b(?:accuracy|ratio|error|loss|score|perplexity)\b")
_COMPARATIVES = {"higher", "lower", "better", "faster", "larger", "smaller", "less", "more", "fewer", "longer",
                 "shorter", "greater", "bigger", "cheaper", "improved", "reduced", "increased"}
_COMPARE_WORDS = {"than", "over", "to", "with", "against", "vs", "vs.", "versus", "compared", "such", "including",
                  "like", "outperforms", "outperform", "outperforming", "e.g.", "unlike"}
# "Medusa (" before a bracketed value (or a described compared thing: "and a prior GCN accelerator (5.1x)")
_NAMED_BRACKET_BEFORE = re.compile(r"[A-Z][\w.+-]*\s*\(\s*$|\b(?:a|an|the)\s[^,;()]{1,40}\s\(\s*$")
_LIST_UNITS = {"", "x", "%", "points"}  # units of values listed before the metric they share ("9% and 5% overheads")
_ENERGY_UNITS = {"J", "mJ", "uJ", "\u00b5J", "\u03bcJ", "nJ", "pJ", "kJ", "MJ", "Wh", "kWh", "MWh", "GWh", "TWh"}
_POWER_UNITS = {"mW", "W", "kW", "MW", "GW", "watt", "watts", "Watt", "Watts", "milliwatt", "milliwatts", "kilowatt",
                "kilowatts", "megawatt", "megawatts"}
_UNIT_METRIC = {"B": "model size", "M": "model size", "T": "model size", "K": "model size",
                **dict.fromkeys(_PER_WATT_UNITS, "energy efficiency"),
                **dict.fromkeys(_PER_JOULE_UNITS, "energy efficiency"),
                **dict.fromkeys(_CO2_UNITS, "carbon emissions"),
                "$": "cost", "mm2": "area", "mm^2": "area", "mm\u00b2": "area",
                **{u + "J/bit": "energy per bit" for u in ("", "f", "p", "n", "u", "m")},
                **dict.fromkeys(_POWER_UNITS, "power"),
                **dict.fromkeys(_ENERGY_UNITS, "energy")}


# quantities that set up an experiment more often than they measure its outcome ("a sequence length of 2048",
# "a learning rate of 0.001"), and ratios, which are factors ("a compression ratio of 4.2")
_SETUP_QUANTITY_HEADS = {"size", "length", "rate", "ratio", "capacity", "bandwidth", "budget", "window", "rounds",
                         "dimension", "count", "number", "time", "interval", "frequency", "temperature"}


def _score_name_ends(doc) -> set[int]:
    """Character offsets where a Metric entity ends whose score a bare number can be (see find_numbers)."""
    from .nlp_entities import ents_of, token_table

    ends = set()
    texts, _, idx, text = token_table(doc)
    for start, end, label, _ in ents_of(doc):
        if label != "Metric":
            continue
        last = texts[end - 1].lower()
        stop = idx[end - 1] + len(texts[end - 1])
        if (last.rstrip("s") in _SETUP_QUANTITY_HEADS or last in _SETUP_QUANTITY_HEADS) and not (
                last.rstrip("s") in ("ratio", "rate") and
                _CHANGED_BEFORE_RE.search(text, max(0, stop - 80), stop)) and not (
                end - start > 1 and texts[end - 2].lower() in ("acceptance", "accepted")):
            continue  # (but a ratio the paper changes: "reduces the finish-time fairness ratio from 3.4 to 1.2";
            # and what speculative decoding achieves: "an average acceptance length of 4.1 tokens")
        ends.add(stop)
    return ends


def _metric_label(doc, span) -> str:
    info = (span.doc.user_data.get("kg_entities") or {}).get(span.ent_id_) or {}
    return (info.get("label") or span.text).lower()


_NUMLIKE = re.compile(r"[+-]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)%?")


_PERCENTILES = {90, 95, 99, 99.9, 99.99}
_TAIL_AFTER = re.compile(r"\s+tail\b")
# recorded media or labels measured in time: "680,000 hours of multilingual and multitask supervision", "960 hours of
# labeled speech"
_HOURS_OF_DATA = re.compile(r"\s+of\s+(?:[\w-]+\s+){0,4}?(?:audio|speech|video|videos|data|recordings?|transcripts?|"
                            r"supervision|footage|labeled|unlabeled|unlabelled|labelled|transcribed)\b")
# verbs that count how often a thing happens: "repeated over 60,000 times", "each layer is executed 12 times"
_REPEAT_VERBS = {"repeated", "invoked", "called", "executed", "run", "accessed", "occurs", "occur", "occurred",
                 "appears", "appear", "appeared", "visited", "read", "written", "iterated", "performed", "sampled",
                 "queried", "retried", "restarted", "replicated", "launched", "reused", "copied", "loaded"}
_FACTOR_NEXT = {"faster", "slower", "more", "less", "fewer", "higher", "lower", "larger", "smaller", "better", "worse",
                "cheaper", "greater", "longer", "shorter", "as", "the", "speedup", "speed-up", "improvement",
                "reduction", "increase", "over", "than", "compared"}


def _repeat_count(idx, ti: int, te: int) -> bool:
    """Whether "N times" counts repetitions: a verb of repeating shortly before the number, and no comparison after
    "times"."""
    lows = idx.lowers
    if te + 1 < idx.n and lows[te + 1] in _FACTOR_NEXT:
        return False
    return any(w in _REPEAT_VERBS for w in lows[max(0, ti - 3):ti])


def doc_text(doc: Doc) -> str:
    """doc.text, from the token table the entity stage caches when it is there (doc.text walks every token)."""
    cached = doc.user_data.get("kg_tokens")
    if cached is not None and len(cached) > 3 and len(cached[0]) == len(doc):
        return cached[3]
    return doc.text


class Tok:
    """A cheap stand-in for a spaCy Token (text, lower_, i, whitespace_ and the shape tests used here)."""

    __slots__ = ("i", "text", "lower_", "whitespace_", "idx")

    def __init__(self, i, text, ws, idx):
        self.i, self.text, self.lower_, self.whitespace_, self.idx = i, text, text.lower(), ws, idx

    @property
    def is_lower(self):
        return self.text.islower()

    @property
    def is_alpha(self):
        return self.text.isalpha()

    @property
    def is_punct(self):
        return not any(c.isalnum() for c in self.text)

    @property
    def is_space(self):
        return not self.text.strip()

    @property
    def like_num(self):
        return bool(_NUMLIKE.fullmatch(self.text))


class Piece:
    """A token range of a TokenView (sentence or slice): start, end, start_char, end_char, text, ents."""

    __slots__ = ("view", "start", "end", "_lowers")

    def __init__(self, view, start, end):
        self.view, self.start, self.end = view, start, end
        self._lowers = None

    @property
    def start_char(self):
        v = self.view
        return v.starts[self.start] if self.start < v.n else len(v.text)

    @property
    def end_char(self):
        v = self.view
        if self.end <= self.start:
            return self.start_char
        return v.ends[self.end - 1]

    @property
    def lowers(self):
        """The tokens in lower case (one list, read again and again by the rules: not to be changed)."""
        if self._lowers is None:
            self._lowers = self.view.lowers[self.start:self.end]
        return self._lowers

    @property
    def text(self):
        return self.view.text[self.start_char:self.end_char]

    @property
    def ents(self):
        v = self.view  # (the entities in token order: a slice between two bisections, not a scan of all of them
        # per sentence, which grew with the square of a long text's length)
        return v.ents[bisect.bisect_left(v.ent_starts, self.start):bisect.bisect_left(v.ent_starts, self.end)]

    def __iter__(self):
        v = self.view
        return (v[i] for i in range(self.start, self.end))

    def __len__(self):
        return self.end - self.start


class Ent:
    """An entity span read from the Doc's token arrays (start, end, label_, ent_id_, offsets, text)."""

    __slots__ = ("doc", "start", "end", "label_", "ent_id_", "start_char", "end_char", "text")

    def __init__(self, doc, start, end, label, key, start_char, end_char, text):
        self.doc, self.start, self.end, self.label_, self.ent_id_ = doc, start, end, label, key
        self.start_char, self.end_char = start_char, end_char
        self.text = text[start_char:end_char]

    @property
    def id_(self):
        return self.ent_id_


class TokenView:
    """Token texts, sentences and entity spans of a Doc read once into plain Python lists:
    rule code over it avoids creating spaCy Token and Span objects again and again."""

    def __init__(self, doc: Doc, text: str | None = None):
        from spacy.attrs import IDX, LENGTH, SENT_START

        self.doc = doc
        n = self.n = len(doc)
        cached = doc.user_data.get("kg_tokens")  # (texts, whitespace, offsets, text) read by the entity stage
        if cached is not None and len(cached[0]) == n and len(cached) > 3:
            self.words, self.starts, text = cached[0], cached[2], cached[3]
            self.ends = list(map(add, self.starts, map(len, self.words)))  # C-level maps, no loop per token
            self.text = text
        else:
            text = self.text = doc.text if text is None else text
            if n:
                arr = doc.to_array([IDX, LENGTH]).astype("int64")
                self.starts = arr[:, 0].tolist()
                self.ends = (arr[:, 0] + arr[:, 1]).tolist()
            else:
                self.starts, self.ends = [], []
            self.words = [text[a:b] for a, b in zip(self.starts, self.ends)]
        starts = [0]
        cached_ss = doc.user_data.get("kg_sent_starts")
        if cached_ss is not None and len(cached_ss) == n:
            starts += [i for i in compress(range(1, n), cached_ss[1:])]
        elif n:
            ss = doc.to_array([SENT_START]).astype("int64").tolist()
            starts += [i for i in range(1, n) if ss[i] == 1]
        low = text.lower()
        if len(low) == len(text):
            self.lowers = list(map(low.__getitem__, map(slice, self.starts, self.ends)))
            self.low_text = low  # (the text in lower case, at the same offsets)
        else:  # a character whose lower case is longer: per token
            self.lowers = [w.lower() for w in self.words]
            self.low_text = None
        self._toks: dict[int, Tok] = {}
        self.sents = [Piece(self, a, b) for a, b in zip(starts, starts[1:] + [n])] if n else []
        self.sent_starts = starts
        self._read_ents()

    @property
    def toks(self):
        return [self[i] for i in range(self.n)]

    def _read_ents(self):
        from .nlp_entities import ents_of  # doc.ents as (start, end, label, id), no Span objects

        doc = self.doc
        ents = []
        self.ent_of = ent_of = [None] * self.n
        starts, ends, text = self.starts, self.ends, self.text
        for i, j, label, key in ents_of(doc):
            e = Ent(doc, i, j, label, key, starts[i], ends[j - 1], text)
            ents.append(e)
            ent_of[i:j] = [e] * (j - i)
        self.ents = ents
        self.ent_starts = [e.start for e in ents]

    def add_ent(self, span) -> bool:
        """Add one entity span to the Doc (no overlap allowed) and re-read the entities."""
        if any(self.ent_of[i] is not None for i in range(span.start, span.end)):
            return False
        from .nlp_entities import forget_ents

        forget_ents(self.doc)
        try:
            self.doc.set_ents([span], default="unmodified")
        except ValueError:
            return False
        self._read_ents()
        return True

    def replace_ents(self, span) -> bool:
        """Add one entity span over the ones it overlaps (they go: the longer name holds them) and re-read."""
        from .nlp_entities import forget_ents

        over = [e for e in self.doc.ents if e.start < span.end and span.start < e.end]
        forget_ents(self.doc)
        try:
            if over:
                self.doc.set_ents([], missing=over, default="unmodified")
            self.doc.set_ents([span], default="unmodified")
        except ValueError:
            return False
        self._read_ents()
        return True

    def __len__(self):
        return self.n

    def __getitem__(self, k):
        try:
            return self._toks[k]  # (a token read before: most reads are)
        except (KeyError, TypeError):
            pass
        if isinstance(k, slice):
            a, b, _ = k.indices(self.n)
            return Piece(self, a, b)
        if k < 0:
            k += self.n
        t = self._toks.get(k)
        if t is None:
            if not 0 <= k < self.n:
                raise IndexError(k)
            e = self.ends[k]
            ws = " " if (k + 1 < self.n and self.starts[k + 1] > e) or (k + 1 == self.n and len(self.text) > e) else ""
            t = self._toks[k] = Tok(k, self.words[k], ws, self.starts[k])
        return t

    def tok(self, char: int) -> int:
        """Index of the token containing char (or the one just before it)."""
        return max(0, bisect.bisect_right(self.starts, char) - 1)


_LAST_VIEW: list = [None, None, None]  # (doc, view, text) kg_results last read, for kg_roles to reuse


def view_of(doc: Doc) -> TokenView:
    """The TokenView of doc: the one kg_results just built when it is for this very Doc."""
    d, v, text = _LAST_VIEW
    _LAST_VIEW[:] = [None, None, None]
    if d is doc:
        return v if v is not None else TokenView(doc, text)
    return TokenView(doc)


_DocIndex = TokenView


def _share_of(idx: _DocIndex, start: int, sent_start: int) -> bool:
    """The words before token `start` are a share's: "92% of (the|its) " it."""
    k = start - 1
    if k >= sent_start and idx.lowers[k] in ("the", "its", "their"):
        k -= 1
    return k - 2 >= sent_start and idx.lowers[k] == "of" and idx.lowers[k - 1] in ("%", "percent")


def _right_metrics(idx: _DocIndex, doc: Doc, i: int, sent_end: int, siblings: bool = True,
                   comparatives: bool = False):
    """Metric entities right after token i (past comparatives and fillers); coordinated ones too. `siblings`:
    past the list's other values ("2x, 2.8x, and 82x speedups"), which a value with a unit of its own does not
    have ("at an average lagging of 1.2 seconds, 1.9 BLEU higher than ...": the BLEU is the next value's).
    `comparatives`: a coordinated metric may have a comparative of its own, for a list of values ("1.5x and 2x
    higher throughput and lower latency, respectively"; for one value it is a change with no size: "2x speedup
    and lower memory usage")."""
    out = []
    steps = 0
    start = i
    while i < sent_end and steps < 9:
        e = idx.ent_of[i]
        if e is not None and e.label_ == "Metric":
            out.append(e)
            i = e.end
            # "latency and cost", "throughput and end-to-end training time reduction"
            if i + 1 < sent_end and doc[i].lower_ in ("and", "/") and idx.ent_of[i + 1] is not None \
                    and idx.ent_of[i + 1].label_ == "Metric":
                i += 1
                steps = 0
                continue
            if comparatives and i + 2 < sent_end and doc[i].lower_ == "and" and doc[i + 1].lower_ in _COMPARATIVES and \
                    idx.ent_of[i + 2] is not None and idx.ent_of[i + 2].label_ == "Metric":
                i += 2  # "1.5x and 2x higher throughput and lower latency": each with its comparative
                steps = 0
                continue
            break
        if e is not None and e.label_ == "Dataset" and e.end < sent_end and idx.ent_of[e.end] is not None and \
                idx.ent_of[e.end].label_ == "Metric" and idx.ent_of[e.end].start == e.end:
            i = e.end  # "80% ImageNet top-1 accuracy": the data set says where the metric is measured
            continue
        if e is not None:
            break
        w = doc[i].lower_
        if not siblings and doc[i].text[:1].isdigit():
            break
        if w == "," and not (i + 1 < sent_end and (doc[i + 1].text[:1].isdigit() or doc[i + 1].lower_ in (
                "and", "or", "up") and i + 2 < sent_end and doc[i + 2].text[:1].isdigit() or
                doc[i + 1].lower_ in ("and", "up") and i + 3 < sent_end and doc[i + 3].text[:1].isdigit())):
            break  # a comma before a new clause, not a sibling's: "P99 latency by 4.7x, p95 latency by 2x"
        if w not in _FILLER and i > start and doc[i - 1].lower_ == "the" and doc[i].is_lower:
            m = i + 1  # "94% of the cloud-only mAP": a hyphenated word that says whose the metric is
            while m < sent_end and m - i < 5 and not doc[m - 1].whitespace_ and (doc[m].text == "-" or doc[m].is_lower):
                m += 1
            if m - i >= 3 and m < sent_end and idx.ent_of[m] is not None and idx.ent_of[m].label_ == "Metric" and \
                    idx.ent_of[m].start == m:
                i = m
                continue
        if w in ("maximum", "minimum") and i == start:
            i += 1  # "13.7x and 3.0x maximum batch size and sequence length" (but "50% of the theoretical
            steps += 1  # maximum FLOPs/s" is a share of the peak)
            continue
        if w not in _FILLER and not (w == "," or doc[i].text[:1].isdigit() or w == "and" and i + 1 < sent_end
                                     and (doc[i + 1].text[:1].isdigit() or doc[i + 1].text == "$")
                                     or siblings and w in _TEX_VALUE_MARKS
                                     or w == "%" and doc[i - 1].text[:1].isdigit()
                                     or w in ("loss", "losses") and i + 1 < sent_end and
                                     doc[i + 1].lower_ in ("of", "in")):  # ("0.1% loss of top-1 accuracy")
            break  # siblings of a list ("2x, 2.8x, and 82x speedups", "9% and 5% overheads") are skipped
        if _in_terms_of(idx, i):
            i += 3  # "by 2x in terms of throughput": what the value measures follows
            steps += 1
            continue
        if w in ("in", "of", "on", "to", "per") and (doc[i - 1].text == "%" or doc[i - 1].text[:1].isdigit()) and \
                i > start:
            break  # the last sibling's own metric: "the improvement in AUC was 16.28% and 46.15% in F1-score"
        i += 1
        steps += 1
    return out


def _head_phrase(doc: Doc, i: int, sent_end: int, past_list: bool = False) -> str:
    """A metric phrase after the number from head words: "8x larger batch size" -> "batch size"."""
    words = []
    j = i
    # (`past_list`, right after the value) past the list's other values: "9% and 5% overheads" measure both
    while past_list and j < sent_end and doc[j].lower_ in (",", "and", "or"):
        k = j + 1 + (doc[j].text == "," and j + 1 < sent_end and doc[j + 1].lower_ in ("and", "or"))
        if k >= sent_end or not doc[k].text[:1].isdigit():
            break
        if doc[k].text[-1:].isdigit() and not (k + 1 < sent_end and doc[k + 1].text == "%"):
            j = i  # a bare number: the unit follows the list ("11.3 and 17.9 tokens/s"), no metric
            break
        j = k + 1 + (doc[k].text[-1:].isdigit())
    if j > i and (j >= sent_end or doc[j].lower_ in (",", "and", "or")):
        j = i  # a list that goes on, or ends the sentence: no metric after it here
    while j < sent_end and len(words) < 6:
        t = doc[j]
        w = t.lower_
        if w == "on" and len(words) == 1 and words[0].lower_ in _GAIN_NOUNS:
            words.append(t)  # "an order of magnitude improvements on efficiency": what improves
            j += 1
            continue
        if w in _STOP_METRIC or t.is_punct and w not in ("-", "/") or t.like_num or ")" in w or \
                t.text.lstrip("-\u2013\u2014~$")[:1].isdigit():
            break  # (a bracket glued to words ends it too: "(53% mean acc.).Human experts rate"; and a range's
            # other end: "4.62-19.74x prefilling speedups")
        words.append(t)
        j += 1
    # drop leading comparatives/fillers, keep up to the last head word
    k = 0
    while k < len(words) and (words[k].lower_ in _FILLER | {"of", "less", "more"} or
                              (words[k].lower_ in ("as", "much", "many") or measured_model_word(words[k].text)) and
                              k + 1 < len(words)):
        k += 1  # (and "takes twice as much memory as"; "within 1.8 points of FP16 accuracy", "96% of the dense
        # accuracy": the model it was measured on, no kind of the quantity)
    words = words[k:]
    named = doc.ent_of[words[0].i] if words and hasattr(doc, "ent_of") else None
    if named is not None and named.start == words[0].i and (named.label_ in ("System", "Model", "Dataset") or (
            named.label_ == "Hardware" and any(ch.isdigit() for ch in named.text))) and \
            not any(t.lower_ in ("score", "scores") for t in words):
        words = [t for t in words if t.i >= named.end]  # "92% of cuBLAS throughput", "1.3x the H100 throughput":
        # the quantity of a named thing is the quantity (a benchmark's score is its own: "GLUE score")
    if len(words) >= 2 and words[0].lower_ in _GAIN_NOUNS and words[1].lower_ == "on":
        words = words[2:]  # ("improvements on efficiency": "on", which ends a phrase, after a word of change)
    if len(words) >= 3 and words[0].lower_ in ("loss", "losses", "degradation") and words[1].lower_ in ("in", "of"):
        words = words[2:]  # "with a 0.1% loss in accuracy": the quantity that is lost
        if _SCORE_ACRONYM.fullmatch(words[0].text) and not any(t.lower_ in _HEAD_WORDS for t in words[:2]):
            return words[0].lower_  # "with less than 0.02% loss in AUC"
    last = None
    for n, t in enumerate(words):
        if t.lower_ == "compute" and t.i > 0 and doc[t.i - 1].lower_ == "to":
            break  # "80x cheaper to compute": the verb
        if t.lower_ == "time" and n >= 2 and words[n - 1].text == "-" and words[n - 2].lower_ in ("real", "run",
                                                                                                "compile"):
            continue  # "to maintain real-time interactivity": when, no measured time
        if t.lower_ in ("savings", "saving") and last == n - 1:
            continue  # "150x cost savings": the quantity saved (as "training cost saving" is the training cost)
        if t.lower_ in _HEAD_WORDS or t.lower_.endswith("s") and t.lower_[:-1] in _HEAD_WORDS:
            last = n  # (plural too: "10x higher rates")
        elif t.lower_ in ("while", "and", "or", "but", "whereas") or t.lower_ in _PHRASE_STOP:
            break  # (a verb ends the phrase: "with 20% heavy hitters improves the throughput")
    if last is None:
        eff = next((n for n, t in enumerate(words) if t.lower_ == "efficient"), None)
        if eff and eff <= 2 and all(t.is_alpha and t.is_lower and t.lower_ not in _PHRASE_STOP for t in words[:eff]):
            # "5% to 250% more cluster efficient": the efficiency of what the words before name (an adverb as its
            # adjective: "27X more computationally efficient" is computational efficiency)
            return " ".join(t.lower_[:-2] if t.lower_.endswith("ally") else t.lower_ for t in words[:eff]) + \
                " efficiency"
        return ""
    phrase = words[: last + 1]
    if len(phrase) == 2 and phrase[0].lower_ == "performance" and phrase[1].lower_ in ("speedup", "speedups"):
        phrase = phrase[1:]  # "up to 4.8X performance speedup": a speedup ("performance" alone measures nothing)
    owner = max((n for n, t in enumerate(phrase[:-1]) if t.lower_ in ("'s", "\u2019s")), default=None)
    if owner is not None:
        phrase = phrase[owner + 1:]  # "71% of the A100's peak throughput": the owner's quantity
    if phrase[0].i >= 2 and doc[phrase[0].i - 1].text == "-" and doc[phrase[0].i - 2].lower_ == "top":
        return ""  # "keeps 20% top-k tokens": which items are kept, no quantity
    if phrase[-1].lower_ == "precision" and len(phrase) >= 2:
        from .nlp_entities import _precision_kind  # (the entity rules' test: "mixed", "half", "FP8", "4-bit")

        mod = phrase[-3] if phrase[-2].text == "-" and len(phrase) >= 3 else phrase[-2]
        if _precision_kind(mod.lower_):
            return ""  # "sustains 1.2 EFLOPS in mixed precision": the arithmetic used, no precision measured
    if len(phrase) > 4:
        cut = len(phrase) - 4
        # a hyphenated word stays whole: "29% inter-token-latency reduction", not "-token-latency"
        while cut > 0 and (phrase[cut].lower_ in ("-", "/") or phrase[cut - 1].lower_ in ("-", "/")):
            cut -= 1
        phrase = phrase[cut:]
    text = doc[phrase[0].i: phrase[-1].i + 1].text.lower()
    head = phrase[-1].lower_
    if head.endswith("s") and head[:-1] in _HEAD_WORDS:
        text = text[:-1]  # "19.74x prefilling speedups": a metric is named in the singular
    nxt = phrase[-1].i + 1
    if nxt + 1 < sent_end and doc[nxt].lower_ == "per" and doc[nxt + 1].lower_ in _PER_UNITS:
        return f"{text} per {doc[nxt + 1].lower_}"  # "1.9x higher tokens per joule": a rate, its unit of work
    after = words[last + 1].lower_ if last + 1 < len(words) else ""
    if after in ("efficient", "-efficient") or (after == "-" and last + 2 < len(words)
                                                and words[last + 2].lower_ == "efficient"):
        return text + " efficiency"  # "1.4x more energy efficient": the quantity is energy efficiency
    return text


# a comparative a value is written with, before "than": "20.5x less than PyTorch", "45% lower than S-LoRA"
_COMPARATIVE_WORDS = (r"(?:lower|higher|less|more|fewer|smaller|larger|greater|faster|slower|better|worse|shorter|"
                      r"longer|cheaper)")
_CONTRASTED_AMOUNT = re.compile(r",\s*(?:whereas|while|but)\s+[^.;,]{1,60}?\b(?:drops?|falls?|reach(?:es)?|achieves?|"
                                r"gets?|attains?|stays?|remains?|sustains?|keeps?)\s+(?:to\s+|at\s+|only\s+|just\s+)?$",
                                re.I)
_LIST_AND = re.compile(r"\s?%?\s*,?\s*and\s+")
_UP_FROM = re.compile(r"(?:\s?%|\s?x)?\s*(?:[A-Za-z][\w.-]*\s*){0,3},?\s*(?:up|down)\s+from\s+", re.I)
# (a name with a version's dots among the words: "24 tokens/s on Llama-3.2-3B, up from 9.6 tokens/s")
_COMPARED_THEN_AND = re.compile(rf"\s?{_COMPARATIVE_WORDS}\s+than\s+[^,;.\d]{{1,40}}?(?:,\s*|\s+)(?:and\s+)?")
# "81.0% top-1", "(81.2% vs. 81.0% top-1)": the accuracy written short (not "top-1 accuracy", "top-5 error")
_TOP_K_AFTER = re.compile(r"(?:\s?(?:vs\.?|versus|and|or|/)\s?\d+(?:\.\d+)?\s?%)?"
                          r"\s?top-(\d)\b(?![\s-]*(?:accuracy|acc\b|error|err\b|retrieval|recall|precision|tokens?|"
                          r"experts?|candidates?|results?|hit|match))", re.I)
# an example of the outcome compared before it: "can achieve higher recognition performance (e.g. 75.7% top-1
# accuracy) than MobileNetV3"
_OUTCOME_BEFORE = re.compile(rf"\b{_COMPARATIVE_WORDS}\s+[\w-]+(?:\s+[\w-]+)?\s*$", re.I)


def _compared_after_value(text: str, results: list) -> None:
    """A factor compared right after a measured value is that value's quantity: "with 124 KB of peak memory, 20.5x
    less than PyTorch", "2.4 ms latency, 3x lower than DiskANN" (results in text order, changed in place)."""
    for prev, r in zip(results, results[1:]):
        between = text[prev["end_char"]:r["start_char"]]
        if r["unit"] == "x" and not r["metric"] and prev["metric"] and prev["unit"] not in ("x", "%", "") and \
                prev["sentence"] == r["sentence"] and between.rstrip().endswith(",") and \
                len(between.split()) <= 5 and not re.search(r"\d|\b(?:and|but|while|whereas)\b", between) and \
                _COMPARATIVE_AFTER.match(text, r["end_char"]):  # (a few words between the two: its metric)
            r["metric"], r["metric_key"] = prev["metric"], prev["metric_key"]
        elif not r["metric"] and prev["metric"] and prev["sentence"] == r["sentence"] and (
                r["unit"] == "x" and between.strip() == "(" and prev["unit"] not in ("x", "") or
                r["unit"] == prev["unit"] and r["unit"] in ("%", "x") and (
                    _UP_FROM.fullmatch(between) or between.strip() == "(" and r.get("qualifier"))):
            # "from 10.2 hours to 4.1 hours (2.5x)": the change restated as a factor; "reaches 45% MFU, up from 32%
            # for Megatron-LM": the value before
            r["metric"], r["metric_key"] = prev["metric"], prev["metric_key"]
        elif not r["metric"] and prev["metric"] and prev["sentence"] == r["sentence"] and \
                r["unit"] == prev["unit"] and r["unit"] in ("%", "x", "") and not re.search(r"\d", between) and (
                    _CONTRASTED_AMOUNT.search(between) or _LIST_AND.fullmatch(between) and prev.get("contrasted")):
            # "sustains 92% of fault-free throughput ..., whereas Bamboo and Varuna drop to 61% and 48%": the
            # baselines' amounts of the same quantity
            r["metric"], r["metric_key"], r["contrasted"] = prev["metric"], prev["metric_key"], True
        elif r["unit"] == "x" and not r["metric"] and prev["unit"] == "x" and prev["metric"] and \
                prev["sentence"] == r["sentence"] and _COMPARATIVE_AFTER.match(text, r["end_char"]) and \
                _COMPARED_THEN_AND.fullmatch(between):
            r["metric"], r["metric_key"] = prev["metric"], prev["metric_key"]  # "..., 20.5x less than PyTorch and 2.3x
            # less than TFLite Micro": the list goes on
    for a, b in zip(results, results[1:]):  # a range's second end, after its first took a metric here: "a total
        # overhead of 5.4-34.6 ms (10-50x better than NVIDIA MPS)"
        if a["metric"] and not b["metric"] and _one_range(text, a, b):
            b["metric"], b["metric_key"] = a["metric"], a["metric_key"]


_TARGET_WORDS = {"slo", "slos", "deadline", "deadlines", "constraint", "constraints", "target", "targets"}
_SIZE_UNIT_WORDS = {"KB", "MB", "GB", "TB", "PB", "GiB", "TiB"}


_RESOLUTION = re.compile(r"\d{3,4}[pP]")  # a video's resolution, no value: "a 720p video"


def _left_metric(idx: _DocIndex, doc: Doc, i: int, sent_start: int):
    """The nearest Metric entity before token i in the same clause ("reduces latency by up to 7.3x")."""
    j = i - 1
    if j >= sent_start and doc[j].lower_ in ("and", "or", ","):
        return None  # "8x increase in model size and 10x increase in ...": a new item
    seen = 0
    linked = False  # a word tying the metric to the number: "latency by", "throughput of", "accuracy (up to"
    which_value = None  # "ahead" past ", which is": the value before it is passed over
    while j >= sent_start and seen < 12:
        e = idx.ent_of[j]
        if e is not None and e.label_ == "Metric":
            if e.start > sent_start and (doc[e.start - 1].text in ("%", "x") or doc[e.start - 1].like_num):
                return None  # "the rounds needed to reach 80% accuracy by 35%": that value's metric
            if _held_equal(doc, e):
                return None
            if e.end < i and doc[e.end].lower_ in _TARGET_WORDS and e.start > sent_start and (
                    doc[e.start - 1].like_num or doc[e.start - 1].lower_ in ("ms", "s", "%")):
                # "overstate goodput under a 200 ms time-per-output-token SLO by up to 2.8x": the SLO's metric and
                # value set a target, the value measures another
                j = e.start - 1
                while j >= sent_start and (doc[j].like_num or doc[j].text[:1].isdigit() or
                                           doc[j].lower_ in ("ms", "s", "a", "an", "the", "%")):
                    j -= 1
                seen += 1
                continue
            if not linked and e.end == i and _COMPARATIVE_AFTER.match(idx.text, _value_end(doc, i)):
                return e  # "with 99th-percentile latency 45% lower than S-LoRA": the metric, then how it compares
            if not linked and e.end == i and e.start > sent_start and (
                    doc[e.start - 1].lower_ in _CHANGED or doc[e.start - 1].lower_ in ("the", "its", "their")
                    and e.start - 1 > sent_start and doc[e.start - 2].lower_ in _CHANGED):
                return e  # "reduces latency 2.1 times", "cuts the error rate 3x": the verb's object, then its change
            return e if linked else None
        if e is not None and e.start < j:
            j = e.start - 1  # a name read whole, its digits too: "RAG latency with Llama-3-8B drops by 38%"
            seen += 1
            continue
        t = doc[j]
        if t.like_num and j >= sent_start + 2 and doc[j - 1].lower_ in ("at", "@") and idx.ent_of[j - 2] is not None \
                and idx.ent_of[j - 2].label_ == "Metric":
            j -= 2  # the metric's cutoff: "raises the hit ratio at 10 from 0.02% to 48.7%"
            seen += 2
            continue
        if t.text[:1].isdigit() and j + 1 < i and (doc[j + 1].lower_ in ("percentile", "percentiles") and
                                                   _ORDINAL.fullmatch(t.text) or
                                                   j > sent_start and doc[j - 1].lower_ in _SETUP_PREPS and
                                                   idx.ent_of[j + 1] is not None and
                                                   idx.ent_of[j + 1].label_ == "Hardware"):
            j -= 1  # the metric's percentile, the devices it is measured on: "tail latency at the 99th percentile
            seen += 1  # from 18 ms to 3.2 ms", "Training throughput on 8 V100 GPUs improves by 2.3x"
            continue
        if j > sent_start and len(t.text) == 4 and t.text[:2] in ("19", "20") and t.text.isdigit() and (
                idx.ent_of[j - 1] is not None or doc[j - 1].text[:1].isupper()):
            j -= 1  # a data set's year: "the accuracy of Qwen on AIME 2024 from 3.3% to 16.7%"
            seen += 1
            continue
        if t.text == ")" and j - 2 > sent_start and doc[j - 2].text == "(" and idx.ent_of[j - 1] is not None:
            j -= 3  # a short form in brackets: "on the Join Order Benchmark (JOB), TPC-DS and Stack by 23%"
            seen += 1
            continue
        if which_value == "ahead" and t.like_num:
            which_value = "passed"  # "a training throughput of 1.9 million samples/s, which is 2.2x higher than
            j -= 1  # ...": the value the clause is about, and the metric before it
            seen += 1
            continue
        if t.text == "," and which_value is None and j + 2 < i and doc[j + 1].lower_ == "which" and \
                doc[j + 2].lower_ in ("is", "was"):
            which_value = "ahead"
        if t.text in (";", ":") or ((t.like_num or t.text[:1].isdigit()) and j < i - 1 and not (
                j + 1 < i and doc[j + 1].text == "-" and not t.whitespace_) and not (
                j + 1 < i and doc[j + 1].text in _SIZE_UNIT_WORDS) and not _RESOLUTION.fullmatch(t.text)):
            return None  # (not "per 1-second audio chunk", "the byte hit ratio of a 10 TB edge cache from 61%")
        if t.lower_ == "and" and j + 1 < i and doc[j + 1].lower_ in ("is", "are", "was", "were", "runs", "run"):
            return None  # a new clause with its own verb: "..., and is 19% faster than full checkpointing"
        if t.lower_ in ("while", "whereas", "but", "and", ",") and seen > 3 and not _names_list_at(idx, j) and \
                not (t.text == "," and doc[j + 1].lower_ == "which"):
            return None  # (but "the throughput over DeepSpeed and FlexGen by 29x and 3x": a list of names; and
            # "near-linear scaling efficiency, which is up to 1.27x that of DeepSpeed": the clause is the metric's)
        if t.lower_ in _LINK_WORDS or t.lower_ == "than" and j >= sent_start + 2 and doc[j - 2].lower_ in ("no", "not"):
            linked = True  # (and "an average accuracy drop no greater than 0.5%")
        # a list of names costs no more than one: "improves the decoding speed of Llama2-7B, Llama2-13B, and
        # Vicuna-33B on an A100 GPU by up to 4.04x"
        seen += 0 if t.lower_ in (",", "and", "or") and _names_list_at(idx, j) else 1
        j -= 1
    return None


# a comparative after a value, then "than" or the end of its clause ("to serve batch sizes 4x larger, ...")
_COMPARATIVE_AFTER = re.compile(rf"\s*{_COMPARATIVE_WORDS}(?:\s+than\b|\s*[,;)]|\.(?!\d))")


_ORDINAL = re.compile(r"\d+(?:\.\d+)?(?:st|nd|rd|th)")
_SETUP_PREPS = {"on", "with", "across", "using", "over"}


def _value_end(doc: Doc, i: int) -> int:
    """The character offset after the value at token i and its unit token ("45", "%")."""
    k = i + 1 if i + 1 < len(doc) and doc[i + 1].text in ("%", "x", "\u00d7") else i
    return doc[k].idx + len(doc[k].text)


def _held_equal(doc: Doc, e) -> bool:
    """A metric held equal as the condition of a comparison: "outperforms X at equal latency by 1.1 points" (the
    points measure something else)."""
    if e.start < 2 or doc[e.start - 1].lower_ not in ("equal", "same", "matched", "iso", "comparable", "similar",
                                                      "fixed"):
        return False
    k = e.start - 2
    if k >= 1 and doc[k].lower_ in ("the", "a"):
        k -= 1  # "With the same number of trainable parameters as LoRA, X improves ... by 1.1 points"
    return doc[k].lower_ in ("at", "under", "with")


def _names_list_at(idx: _DocIndex, j: int) -> bool:
    """Token j ("and", ",") joins two names that are no metrics: "DeepSpeed, Hugging Face Accelerate, and FlexGen"."""
    k = j + 1 if j + 1 < idx.n and idx.lowers[j + 1] != "and" else j + 2
    a = idx.ent_of[j - 1] if j > 0 else None
    if a is None and j > 0 and idx.lowers[j - 1] == ",":
        a = idx.ent_of[j - 2] if j > 1 else None
    if a is None and j > 2 and idx.lowers[j - 1] == ")" and idx.lowers[j - 3] == "(":
        a = idx.ent_of[j - 2]  # a short form in brackets: "the Join Order Benchmark (JOB), TPC-DS and Stack"
    b = idx.ent_of[k] if k < idx.n else None
    return a is not None and b is not None and a.label_ in _SETTING_LABELS and b.label_ in _SETTING_LABELS


_FACTOR_TEXT = re.compile(r"\d+(?:\.\d+)?(?:x|\u00d7|%)")
_CHANGED = {"improves", "improve", "improved", "improving", "increases", "increase", "increasing", "reduces", "reduce",
            "reduced", "reducing", "boosts", "boost", "lowers", "lower", "cuts", "cut", "raises", "raise",
            "surpassing", "surpasses", "exceeding", "exceeds"}


def _coordinated_left(idx: _DocIndex, doc: Doc, left, i: int, sent_start: int) -> list:
    """The metric found before "by" and the ones it is listed with: "improve average job completion time and
    makespan by up to 3.5x" measures both, as "7.3x better latency and cost" does."""
    if _by_before(doc, i, sent_start) != left.end:
        return [left]
    out = [left]
    k = left.start - 1
    while k > sent_start and len(out) < 4 and idx.lowers[k] in ("and", ",", "or"):
        if idx.lowers[k] != "," and idx.lowers[k - 1] == ",":
            k -= 1  # "A, B, and C"
        e = idx.ent_of[k - 1]
        if e is None or e.label_ != "Metric" or e.end != k:
            break
        out.insert(0, e)
        k = e.start - 1
    return out


def _changed_metric_of(idx: _DocIndex, doc: Doc, i: int, sent_start: int):
    """The metric a verb of change names before "... by N", however long what stands between (up to 16 tokens,
    within one clause): "improves training throughput of GPT-style models with 7B to 30B parameters by 1.46x",
    "reduces the communication rounds needed to reach 80% accuracy by 35%"."""
    j = _by_before(doc, i, sent_start)
    v = _changed_object(doc, j, sent_start) if j is not None else None
    e = idx.ent_of[v] if v is not None else None
    return e if e is not None and e.label_ == "Metric" and e.start == v and not _held_equal(doc, e) else None


def _by_before(doc: Doc, i: int, sent_start: int) -> int | None:
    """Where the "by" before the value at token i stands ("by up to 2x"), or None."""
    j = i - 1
    while j >= sent_start and doc[j].lower_ in ("up", "to", "upto", "over", "about", "nearly", "almost", "around",
                                                "than", "more", "less", "least", "at"):
        j -= 1  # (and "by more than 2.25X", "by at least 30%")
    return j if j >= sent_start and doc[j].lower_ == "by" else None


def _changed_object(doc: Doc, by: int, sent_start: int) -> int | None:
    """Where the object of the verb of change before "by" (at `by`) starts, within one clause."""
    for k in range(by - 1, max(sent_start - 1, by - 17), -1):
        if doc[k].lower_ == "and" and k - 2 >= sent_start and k + 1 < by and (
                doc[k - 1].text in ("x", "%", "\u00d7", "times") and doc[k - 2].like_num or _FACTOR_TEXT.fullmatch(
                    doc[k - 1].text)) and any(doc[x].lower_ == "by" for x in range(max(sent_start, k - 4), k)):
            v = k + 1  # the verb's next object: "reduces the p99 latency by 2.1x and the number of required
            while v < by and doc[v].lower_ in ("the", "its", "their", "overall", "average"):  # servers by 35%"
                v += 1
            return v if v < by else None
        if doc[k].lower_ in ("and", "or") and sent_start < k < by - 1 and all(
                doc[x].is_alpha and doc[x].is_lower and doc[x].lower_.endswith("ing") for x in (k - 1, k + 1)):
            continue  # two actions inside the object: "the total delay in fetching and processing contexts by"
        if doc[k].text in (",", ";", ":") or doc[k].lower_ in ("and", "or", "while", "whereas"):
            return None  # (a new conjunct: "... by 10,000 times and the training throughput by 3 times")
        if doc[k].lower_ in _CHANGED:
            v = k + 1
            while v < by and doc[v].lower_ in ("the", "its", "their", "overall", "average"):
                v += 1
            return v if v < by else None
    return None


def _changed_amount(doc: Doc, i: int, sent_start: int) -> str:
    """"reduces the number of simulation steps required for training by 40%" -> "number of simulation steps";
    "surpassing the speed of vLLM by 37%" -> "speed" (a quantity word of something)."""
    j = _by_before(doc, i, sent_start)
    v = _changed_object(doc, j, sent_start) if j is not None else None
    if v is not None and v + 1 < j and doc[v].lower_ in _HEAD_WORDS and doc[v + 1].lower_ == "of":
        return doc[v].lower_
    if v is not None and v + 2 < j and doc[v + 1].lower_ in _HEAD_WORDS and doc[v + 2].lower_ in ("of", "in") and \
            doc[v].is_alpha and doc[v].is_lower and doc[v].lower_ not in _AMOUNT_STOP:
        return doc[v:v + 2].text.lower()  # "reduces inference energy of BERT-base by 3.4x", "the total delay in
        # fetching and processing contexts by 3.2-3.7x"
    if v is not None and v + 1 == j and doc[v].is_alpha and doc[v].is_lower and \
            doc[v].lower_.endswith(("ness", "ity")) and len(doc[v].lower_) > 6:
        return doc[v].lower_  # "can improve fairness by more than 2.25X": a quality, measured
    if v is None or v + 2 >= j or doc[v].lower_ not in ("number", "amount") or doc[v + 1].lower_ != "of":
        return ""
    w = v + 2
    if w + 1 < j and doc[w].lower_ in ("required", "needed", "used") and doc[w + 1].is_alpha and \
            doc[w + 1].lower_ not in _AMOUNT_STOP:
        w += 1  # "the number of required servers": before its noun the word describes it
    while w < j and w - v < 6 and doc[w].is_alpha and doc[w].lower_ not in _AMOUNT_STOP:  # ("number of GPUs")
        w += 1
    return doc[v:w].text.lower() if w > v + 2 else ""


_AMOUNT_STOP = {"required", "needed", "necessary", "for", "to", "by", "in", "that", "which", "used", "per", "when"}


# "can speed up hyper-parameter searches during deep learning by up to an order of magnitude", "accelerates
# training by 2.3x": the factor is a speedup (unless a metric stands between the verb and "by")
_SPED_UP = re.compile(r"\b(?:(?P<speed>speeds?\s+up|speeding\s+up|sped\s+up|accelerat(?:es?|ed|ing)|an?\s+faster|"
                      r"(?<=can\s)speedup|(?<=to\s)speedup)|"  # ("Merak can speedup the training performance ... by")
                      r"(?P<compress>compress(?:es|ed|ing)?|shrinks?|shrinking|shrunk)|"
                      r"(?P<slow>slows?\s+down|slowing\s+down|slowed\s+down|slow\s+down))\b"
                      r"(?P<what>(?:[^.;]|\.(?=\w)){0,140}?)"
                      r"\s+(?:by\s+(?:up\s*to\s+|about\s+|around\s+|over\s+|nearly\s+|almost\s+|roughly\s+|"
                      r"approximately\s+|more\s+than\s+|a\s+factor\s+of\s+|at\s+most\s+|at\s+least\s+|only\s+|"
                      r"just\s+|merely\s+|on\s+average\s+|an\s+average\s+of\s+)?|up\s*to\s+)$", re.I)
# (or "up to" alone: "NetReduce accelerates the training up to 1.7x and 1.5x")
_SPED_UP_BARE = re.compile(r"\b(?:accelerated|sped\s+up)\s+$", re.I)  # (a passive verb, then the factor)


# a verb of another change (or a contrast) between a speed-up verb and a value: the value is that verb's
# (inflected verbs only: "saving and loading", "at lower cost" are what was sped up)
_OTHER_CHANGE = re.compile(r"\b(?:reduc(?:es|ed|ing)|lower(?:s|ed|ing)|improv(?:es|ed|ing)|increas(?:es|ed|ing)|"
                           r"decreas(?:es|ed|ing)|cuts|cutting|rais(?:es|ed|ing)|boost(?:s|ed|ing)|while|whereas)\b",
                           re.I)


def _counted_noun(idx, doc: Doc, k: int, sent_end: int) -> str:
    """After "fewer"/"more": a plural noun, with up to one lower-case word before it, that ends its phrase ("steps",
    "optimizer steps", "steps and uses ..."; not "fewer parameters updates" or a metric's head word)."""
    for m in (k, k + 1):
        if m >= sent_end or not all(doc[x].is_lower and doc[x].is_alpha for x in range(k, m + 1)):
            return ""
        low = idx.lowers[m]
        if low.endswith("s") and not low.endswith(("ness", "ss", "ous", "sis")) and low not in _HEAD_WORDS and (
                m + 1 >= sent_end or not (doc[m + 1].is_alpha and doc[m + 1].is_lower)
                or idx.lowers[m + 1] in _STOP_METRIC or idx.lowers[m + 1] in ("in", "on", "to", "from", "and", "or",
                                                                               "while", "but", "whereas")):
            return " ".join(idx.lowers[k:m + 1])
    return ""


def _past_best_case(doc: Doc, idx, text: str, te: int, h) -> int:
    """The last token of a value with the best case bracketed after it, or of that best case: what follows the
    bracket is both values' ("Focus is 48x (up to 92x) cheaper", "125x (up to 607x) lower query latency")."""
    if te + 1 < idx.n and doc[te + 1].text == ")" and h.qualifier and "(" in text[max(0, h.start - 2):h.start]:
        return te + 1  # the best case itself
    if te + 3 < idx.n and doc[te + 1].text == "(" and idx.lowers[te + 2] in ("up", "upto"):
        close = next((x for x in range(te + 3, min(idx.n, te + 9)) if doc[x].text == ")"), None)
        if close is not None and any(t.like_num or t.text[:1].isdigit() for t in doc[te + 3:close]):
            return close
    return te


def _in_name(idx, char: int) -> bool:
    """Whether the character is in a name other than a measure's ("Hugging Face Accelerate"; the verb "speedup",
    read as the measure, is still a verb: "Merak can speedup the training performance ... by up to 1.42X")."""
    e = idx.ent_of[idx.tok(char)]
    return e is not None and e.label_ != "Metric"


def _sped_up(idx, text: str, num_start: int, sent_start_tok: int, unit: str) -> str:
    """The metric a verb of the value's sentence gives it: a speedup, or a compression ratio ("compresses the
    embedding tables by 117x"); what is sped up may hold a version's dot ("the prefill of Llama-3.1-70B")."""
    if unit == "x" and (bare := _SPED_UP_BARE.search(text, max(0, num_start - 40), num_start)) is not None and \
            not _in_name(idx, bare.start()):
        return "speedup"  # "the training of deep SNNs can be accelerated 11x": the factor right after the verb
    m = _SPED_UP.search(text, idx.starts[sent_start_tok] if sent_start_tok < idx.n else 0, num_start)
    while m is not None and _in_name(idx, m.start()):
        m = _SPED_UP.search(text, m.start() + 1, num_start)  # a name's word is no verb: "Hugging Face Accelerate"
    while m is not None:  # the verb nearest the value: "shrinks weights by 29% and speeds up decoding by 1.25x"
        nearer = _SPED_UP.search(text, m.start() + 1, num_start)
        while nearer is not None and _in_name(idx, nearer.start()):
            nearer = _SPED_UP.search(text, nearer.start() + 1, num_start)
        if nearer is None:
            break
        m = nearer
    if m is None or m.group("compress") and unit != "x":
        return ""
    if _OTHER_CHANGE.search(m.group("what")):
        return ""  # "speeds up ... by 9.8x ..., while reducing memory energy by 45%": the later verb's value
    a, b = idx.tok(m.start("what")), idx.tok(max(m.start("what"), m.end("what") - 1))
    if any(e is not None and e.label_ == "Metric" for e in idx.ent_of[a:b + 1]):
        return ""  # "accelerates the training time by 2x": that metric's own value
    return "speedup" if m.group("speed") else "slowdown" if m.group("slow") else "compression ratio"


# a sentence opening with the quantity its values measure: "In graph construction time, ...", "In large-batch query
# throughput in the 90% to 95% recall range, ...", "In terms of training throughput and scalability, ..."
_OPENING_MEASURE = re.compile(r"In\s+(?:terms\s+of\s+)?(?:the\s+)?(?:[\w-]+\s+){0,3}?(?P<m>(?:[a-z]+\s+){0,2}?[a-z]+)"
                              r"(?=\s*,|\s+(?:and|in|at|on|for|with|under)\s)")


_OPENING_SETTING = re.compile(r"\b(?:\w+ing|scenarios?|settings?|cases?|experiments?|workloads?|situations?|"
                              r"regimes?|environments?)\b", re.I)


# words that point at a thing named before: "In that time, ..." opens with no measure
_POINTING_WORDS = {"that", "this", "these", "those", "which", "such", "each", "any", "some", "all", "our", "its",
                   "their"}


def _opening_measure(sentence: str) -> str:
    """The measure a sentence opens with ("In graph construction time, CAGRA is 2.2~27x faster"), or ""."""
    opened = _OPENING_MEASURE.match(sentence)
    if opened and _OPENING_SETTING.search(sentence, 0, opened.start("m")):
        return ""  # "In scenarios emphasizing memory efficiency, where only 0.7% of the KV cache is kept": a setting
    m = opened.group("m").lower() if opened else ""
    return m if m and m.split()[-1] in _HEAD_WORDS and m not in ("real time", "time", "the meantime", "meantime") \
        and m.split()[0] not in _POINTING_WORDS else ""  # (not "In that time, ...": a time of the story)


def _model_compared_in_size(idx, k: int, sent_end: int) -> bool:
    """Whether a size comparative and a model follow a factor at token k: "510x smaller than AlexNet"."""
    if k + 2 >= sent_end or idx.lowers[k] not in ("smaller", "larger", "bigger") or idx.lowers[k + 1] != "than":
        return False
    m = k + 2 + (idx.lowers[k + 2] in ("the", "a", "an"))
    return m < sent_end and idx.ent_of[m] is not None and idx.ent_of[m].label_ == "Model"


def _model_smaller(idx, k: int, sent_start: int, sent_end: int) -> bool:
    """Whether "smaller" alone follows a factor at token k in a sentence about a model: "MobileBERT is 4.3x smaller
    and 5.5x faster than BERT-base", "EfficientNet-B7 ... while being 8.4x smaller and 6.1x faster"."""
    if k >= sent_end or idx.lowers[k] != "smaller" or k + 1 < sent_end and idx.lowers[k + 1] not in (
            "and", ",", ".", ";", ")", "than", "while", "with"):
        return False
    return any(idx.ent_of[j] is not None and idx.ent_of[j].label_ == "Model" for j in range(sent_start, k))


_SPEED_VERBS = {"speeds", "speed", "sped", "speeding", "accelerates", "accelerate", "accelerated", "accelerating"}


def _in_terms_of(idx, k: int) -> bool:
    """Whether "in terms of" stands at token k: what the values before measure follows it."""
    return idx.lowers[k:k + 3] == ["in", "terms", "of"]


def _metric_list_after(idx, k: int, sent_end: int) -> list:
    """The metrics listed right after token k, past one comparative ("better throughput, energy efficiency and area
    efficiency"): two or more, each set off by a comma or "and", or none."""
    if k < sent_end and idx.lowers[k] in _LIST_COMPARATIVES:
        k += 1
    if _in_terms_of(idx, k):
        k += 3  # "by about 139% and 63% in terms of job completion time and makespan"
    elif k < sent_end and idx.lowers[k] == "in":
        k += 1  # "improvements of 14.8x, 5.5x, and 7.5x in throughput, energy, and computational density"
    out = []
    while k < sent_end:
        e = idx.ent_of[k]
        if e is None or e.start != k or e.label_ != "Metric":
            return []
        out.append(e)
        k = e.end
        if k < sent_end and idx.lowers[k] == ",":
            k += 1
        if k < sent_end and idx.lowers[k] == "and" and len(out) >= 1:
            k += 1
        elif not (k < sent_end and idx.lowers[k - 1] == ","):
            break
    return out if len(out) >= 2 else []


_LIST_COMPARATIVES = {"better", "higher", "lower", "faster", "greater", "less", "fewer", "more", "smaller", "larger",
                      "improved", "reduced"}


def _coordinated_before_by(idx, start: int, first: int) -> list[tuple[int, int]]:
    """Token ranges of "A and B" in "... A and B by 2.2x and 3.7x": the phrases a list of values measures."""
    j = first - 1
    while j >= start and idx.lowers[j] in ("up", "to", "upto", "over", "about", "nearly", "almost"):
        j -= 1
    if j < start or idx.lowers[j] != "by":
        return []
    end = j
    k = end - 1
    while k >= start and idx.lowers[k] not in _PHRASE_STOP and not idx.lowers[k][:1].isdigit():
        k -= 1
    if k >= start and idx.lowers[k] in _SPEED_VERBS:
        return []  # "speeds up saving and loading by 9.96x and 8.80x": what was sped up, the values speedups
    items, a = [], k + 1
    for m in range(k + 1, end + 1):
        if m == end or idx.lowers[m] in ("and", ",", "or"):
            if m > a:
                items.append((a, m))
            a = m + 1
    while items and idx.lowers[items[0][0]] in ("the", "a", "an", "their", "its"):
        items[0] = (items[0][0] + 1, items[0][1])
    if items:  # "the average and tail completion time of jobs by 1.6x and 2.5x": what the quantity is of, no part
        # of either phrase ("average" shares the quantity the last phrase names)
        a, b = items[-1]
        cut = next((x for x in range(a + 1, b - 1) if idx.lowers[x] == "of" and idx.ent_of[x - 1] is not None and
                    idx.ent_of[x - 1].label_ == "Metric" and idx.ent_of[x - 1].end == x and
                    all(idx.ent_of[y] is None for y in range(x + 1, b))), None)
        if cut is not None:
            items[-1] = (a, cut)
    return [(a, b) for a, b in items if b > a]


_OTHERS_SIZE_BEFORE = re.compile(r"\b(?:existing|other|previous|prior|competing|comparable|larger|bigger|"
                                 r"(?:at|of)\s+the\s+scales?\s+of)\s+"
                                 r"(?:\d[\d.]*\s?[BMT](?:\s*,\s*|\s+and\s+|\s+or\s+|,\s+and\s+))*$", re.I)
_FOR_A_MODEL_WITH = re.compile(r"\b(?i:for|on)\s+(?i:an?|the|each)\s+(?:[\w.-]+\s+){0,3}?"
                               r"(?i:models?|LLMs?|networks?|transformers?)\s+(?i:with|of)\s+"
                               r"(?i:about\s+|around\s+|roughly\s+|nearly\s+)?$")
_RUN_OF_MODEL = re.compile(r"\b(?:(?:pre-?training|training|fine-?tuning|inference|serving)(?:\s+(?:of|on))?|"
                           r"(?:evaluated|tested|measured|validated|experiments?)\s+(?:with|on|using))\s+(?:an?|the)\s+"
                           r"(?:(?:dense|sparse|single|decoder-only|encoder-only)\s+)?$",
                           re.I)  # (and "evaluated with a 1.3B-parameter model": the model the runs used; "pre-training
# a dense 405B-parameter Transformer": its kind)
_ENABLES = re.compile(r"\b(?:enabl(?:e|es|ed|ing)|allow(?:s|ed|ing)?|support(?:s|ed|ing)?|permit(?:s|ted|ting)?|"
                      r"scal(?:e|es|ed|ing)\s+to|make(?:s)?\s+possible|capable\s+of)\b", re.I)
# points of the score named before: "narrows the gap to 9 points", "loses 5.1 points"
_MARGIN_BEFORE = re.compile(r"\b(?:(?:gap|difference|margin|lead)\s+(?:to|of)|loses|lose|lost|losing|gains|gained|"
                            r"gaining|drops|dropped)\s+(?:only\s+|just\s+|about\s+|up\s*to\s+|over\s+)?$", re.I)
_POINTS_COMPARED = re.compile(r"\s+(?:(?:higher|lower|better|worse)\s+(?:than|over)|above|below)\b")
# a plural noun, with up to one word before it: "salient weights", "heavy hitters"
_PLURAL_ITEMS = r"(?:[a-z][\w-]*\s+)?[a-z][\w-]*[^s\W]s\b"
_KEEPING_SHARE = re.compile(r"\b(?:protect|keep|retain|preserv|select)ing\s+(?:only\s+|just\s+|the\s+top\s+)?$",
                            re.I)
_OF_ITEMS = re.compile(r"\s+of\s+(?:the\s+)?" + _PLURAL_ITEMS)
_WITH_SHARE = re.compile(r"(?<!compared )(?<!compare )(?<!comparison )(?<!comparable )\bwith\s+(?:only\s+|just\s+)?$",
                         re.I)
_SHARE_OF_ITEMS = re.compile(r"\s+" + _PLURAL_ITEMS + r"(?!\s+of\b)")
_OUTCOME_NEAR = re.compile(r"(?:\s*[\w-]+){0,2}?\s*(?:improvements?|gains?|increases?|reductions?|decreases?|"
                           r"boosts?|speedups?|savings?|higher|lower|better|faster|less|more|fewer)\b", re.I)
_SETTING_LABELS = {"Hardware", "Model", "Dataset", "System"}  # what a value is measured on, never what it measures
_PHRASE_STOP = {"reduces", "reduce", "reducing", "improves", "improve", "improving", "increases", "increase",
                "increasing", "cuts", "cut", "lowers", "lower", "boosts", "boost", "decreases", "decrease", "saves",
                "save", "speeds", "accelerates", "shrinks", "required", "the", "our", "its", "their", ";", ":", "(",
                # an article or a verb of reporting opens a clause: "72.7% of studies reported a quality improvement"
                "a", "an", "reported", "report", "showed", "found", "observed", "experienced",
                # a pronoun or a verb of spending after "X% of": "30% of them spend more time waiting for data"
                "them", "they", "these", "those", "it", "we", "spend", "spends", "spent", "take", "takes", "took",
                "need", "needs", "have", "has", "had", "use", "uses", "run", "runs"}
_LINK_WORDS = {"by", "of", "to", "(", "from", "is", "was", "are", "reaches", "reach", "achieves", "achieve",
               "achieving", "at", "as", "with", "under", "below", "within", "about", "around", "above", "exceeds",
               "exceed", "exceeding", "surpasses", "surpass", "attains", "attain", "remains", "stays", "hits"}


@functools.lru_cache(maxsize=1)
def _gain_stop_words() -> frozenset:
    """Words that are no part of what a noun of change is of: marks, comparatives, verbs (the entity rules' too),
    judgements; one set, made once on first use (the entity rules imported where needed, as elsewhere here)."""
    from .nlp_entities import _VERBS

    return frozenset(_STOP_METRIC | _COMPARATIVES | _CHANGED | _GAIN_VERBS_BEFORE | _VERBS)


# a duration, then the unit of work it takes: "13 seconds to complete a training epoch" (not "0.2 ms per
# iteration", the unit of a quantity named before)
_TO_COMPLETE_A = re.compile(r"\s+to\s+(?:complete|finish|run|process)\s+(?:an?\s+|one\s+|each\s+)?"
                            r"(?:training\s+)?(epoch|iteration|step)\b", re.I)
# a duration then the training it took: "7.5 days to complete the full end-to-end training", "24 hours of finetuning"
_TRAINING_AFTER = re.compile(r"\s+(?:of\s+|to\s+(?:complete|finish)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,3}?)"
                             r"(training|fine-?tuning|pre-?training)\b(?!\s+(?:data|sets?|samples?|examples?|corpus|"
                             r"tokens?|jobs?|runs?|steps?)\b)", re.I)
_RATE_WORDS = {"rate", "rates", "speed", "speeds"}
_MEMORY_DEVICES = {"sram", "dram", "hbm", "flash", "nvm", "ram", "vram"}
# a comparative after a value, a range's other end between: "1.8-12.7x higher", "2x faster"
_COMPARATIVE_NEXT = re.compile(rf"(?:\s*[-\u2013]\s*\d+(?:\.\d+)?\s*(?:x|\u00d7))?\s+{_COMPARATIVE_WORDS}\b")


def _left_head_phrase(idx, doc: Doc, i: int, sent_start: int) -> str:
    """"reduce MoE model size by up to 3.7x" -> "model size": lower-case words ending in a head
    word just before by/of/to in front of the number."""
    j = i - 1
    if j - 1 >= sent_start and doc[j].lower_ in _RATE_WORDS and idx.ent_of[j] is None and (
            doc[j - 1].lower_ == "at" or doc[j - 1].lower_ in ("a", "an") and j - 2 >= sent_start and
            doc[j - 2].lower_ == "at") and _COMPARATIVE_NEXT.match(idx.text, _value_end(doc, i)):
        return doc[j].lower_.rstrip("s")  # "process requests at rates 1.8-12.7x higher than ...": the rate
    while j >= sent_start and doc[j].lower_ in ("up", "to", "upto", "over", "about", "nearly", "than", "more", "least",
                                                "at", "almost", "around", "approximately", "roughly", "$", "~"):
        j -= 1
    if j < sent_start or doc[j].lower_ not in ("by", "of"):
        return ""
    j -= 1
    if j >= sent_start and doc[j].lower_ in ("acceleration", "accelerations") and idx.ent_of[j] is None:
        return "speedup"  # "we demonstrate accelerations of 65.08% with 1D parallelism"
    if j - 1 >= sent_start and doc[j].lower_ in _GAIN_NOUNS and doc[j + 1].lower_ == "of" and idx.ent_of[j] is None:
        k = j
        held = idx.ent_of[j - 1]
        if held is not None and held.label_ == "Metric":
            return ""  # (a metric's own name: "throughput improvements of 2x" measure throughput)
        if held is not None and held.end == j and held.label_ == "Technique" and held.text.islower() and \
                held.start >= sent_start:
            k = held.start  # (a method's name: "memory compression gains of more than 4x")
        while held is None and k - 1 >= sent_start and j - (k - 1) <= 2 and doc[k - 1].is_lower and \
                doc[k - 1].is_alpha and idx.ent_of[k - 1] is None and doc[k - 1].lower_ not in _gain_stop_words() \
                and not doc[k - 1].lower_.endswith(("ly", "ed", "ing")):
            k -= 1
        if k < j:  # "memory compression gains of more than 4x", "iteration reductions of up to 2x": what changes
            text = doc[k:j + 1].text.lower()
            return text[:-1] if text.endswith("s") else text
    if j < sent_start or doc[j].lower_ not in _HEAD_WORDS or idx.ent_of[j] is not None:
        return ""
    k = j
    while k - 1 >= sent_start and j - (k - 1) < 3 and doc[k - 1].is_lower and doc[k - 1].is_alpha \
            and idx.ent_of[k - 1] is None and not doc[k - 1].lower_.endswith("ing") \
            and doc[k - 1].lower_ not in _STOP_METRIC | _COMPARATIVES | {
                "the", "a", "an", "its", "their", "reduce", "reduces", "improve", "improves", "increase", "increases",
                "average", "mean", "overall", "highest", "lowest", "best", "median", "and", "or"} | _CHANGED:
        k -= 1  # (not "a higher average sensitivity of 0.67": the sensitivity; not "by 3 ms and memory by 2 GB")
    if k - 2 >= sent_start and doc[k - 1].text == "-" and not doc[k - 2].whitespace_ and not doc[k - 1].whitespace_ \
            and doc[k - 2].is_alpha and doc[k - 2].is_lower and idx.ent_of[k - 2] is None:
        k -= 2  # a hyphenated word whole: "real-time speed of 30 FPS", not "time speed"
    if doc[k].lower_ == "of":  # "reducing the number of generated tokens by 62%": the count is the quantity
        k = k - 1 if k - 1 >= sent_start and doc[k - 1].lower_ in _AMOUNT_NOUNS else k + 1
    while k < j and doc[k].lower_ in ("in", "on", "for", "with", "at"):
        k += 1  # "outperforms 8-bit Adam in memory by 1.7x": what it is better in
    return doc[k: j + 1].text.lower()


def _plural_named(text: str, r: dict) -> bool:
    """Whether the sentence before result r names its metric in the plural ("Human baseline accuracies ... are
    99.1% and 97.8%, respectively"): then every value of the list measures it."""
    from .vocab import plural

    head, _, last = r["metric"].rpartition(" ")
    before = text[max(0, r["start_char"] - 200):r["start_char"]].lower()
    if re.search(r"\b" + re.escape(r["metric"]) + rf"\s+{_CHANGE_NOUNS}\s+of\s+$", before):
        return True  # "with FID increases of 0.2 and 0.3, respectively": changes of the one metric
    many = plural(last)
    if not many:
        return False
    return re.search(r"\b" + re.escape(f"{head} {many}".strip()) + r"\b", before) is not None


def _in_a_list(idx, e) -> bool:
    """Whether entity e stands in a list ("the sensitivity, specificity, and ...": other quantities, maybe unnamed)."""
    return (e.start > 0 and idx.lowers[e.start - 1] in (",", "and", "or")) or \
        (e.end < len(idx.lowers) and idx.lowers[e.end] in (",", "and", "or"))


_AMOUNT_NOUNS = {"number", "amount", "fraction", "share", "percentage", "proportion", "count", "volume", "rate"}


_OF_THE_TIME = re.compile(r"\s+of\s+the\s+time\b")
# "meets the end-to-end SLO for 99% of requests": how many requests met it
_SLO_SHARE = re.compile(r"\s+of\s+(?:all\s+|the\s+)?(?:requests|queries|jobs|tasks|inferences|calls)\b")
_KEPT_WITHIN = re.compile(r"\b(?:stay|stays|staying|stayed|remain|remains|remaining|kept|keeping)\s+(?:within|under|"
                          r"below)\b[^.;]{0,50}?(?:\bfor\s+|\s)(?:(?:more\s+than|over|at\s+least|>|≥)\s*)?$", re.I)
_SLO_FOR = re.compile(r"\b(?:SLOs?|(?:latency|time)\s+targets?)\b[^.;]{0,40}\bfor\s+$")
_RESTATED = re.compile(r"\s*,\s*or\s+(?:about\s+|roughly\s+|nearly\s+|almost\s+|over\s+)?")  # "71.1%, or 617 ms"
_FOLD_WORD = re.compile(r"(?:\w+-?fold|twice|half|double|triple)$")


_FACTOR_VERBS = {"doubles", "doubled", "doubling", "halves", "halved", "halving", "triples", "tripled", "quadruples",
                 "quadrupled"}


def _conjoined_phrase(idx, doc: Doc, i: int, sent_end: int) -> str:
    """After "2x higher training throughput", the metric of "and end-to-end training time reduction"."""
    if i >= sent_end or doc[i].lower_ != "and":
        return ""
    words = []
    j = i + 1
    while j < sent_end and len(words) < 9:
        t = doc[j]
        if t.like_num or t.text[:1].isdigit() or t.lower_ in _STOP_METRIC or \
                t.lower_ in ("compared", "respectively") or (t.is_punct and t.text != "-"):
            break
        words.append(t)
        j += 1
    while words and words[-1].lower_ in ("reduction", "reductions", "improvement", "improvements", "increase",
                                         "gain", "gains", "savings", "saving"):
        words.pop()
    if not words or words[-1].lower_ not in _HEAD_WORDS:
        return ""
    if any(w.lower_ in _CHANGED or w.lower_ in _FACTOR_VERBS for w in words):
        return ""  # "halves the memory usage and doubles the training throughput": a verb with a value of its own
    if j < sent_end and (doc[j].like_num or doc[j].text[:1].isdigit() or j + 1 < sent_end and (
            doc[j + 1].like_num or doc[j + 1].text[:1].isdigit())) or any(_FOLD_WORD.match(w.lower_) for w in words):
        return ""  # "11.5x better energy efficiency and an accuracy loss under 0.3%", "and a threefold reduction
        # in memory": a value of its own
    while words and words[0].lower_ in ("a", "an", "the"):
        words.pop(0)
    if words and words[0].lower_ in ("no", "zero", "without", "negligible", "minimal", "little"):
        return ""  # "12,041x less search cost and no performance loss": what did not change
    if any(w.lower_ in ("a", "an", "the", "its", "their") for w in words):
        return ""  # "2x reduction in latency and satisfying the target accuracy": a verb and its object, no metric
    if words and words[0].lower_ in _LIST_COMPARATIVES:
        return ""  # "2x speedup and lower memory usage": a change of its own, no size given
    return doc[words[0].i: words[-1].i + 1].text.lower() if words else ""


@Language.factory("kg_results", default_config={"orders_of_magnitude": False})
def make_results(nlp: Language, name: str, orders_of_magnitude: bool):
    return ResultsComponent(orders_of_magnitude=orders_of_magnitude)


_BY_BEFORE = re.compile(r"\bby\s+(?:up\s*to\s+|about\s+|over\s+|nearly\s+|almost\s+)?$", re.I)
_AND_OBJECT_BY = re.compile(r"(?:,|\band)\s+(?:the\s+|its\s+|their\s+)?([A-Za-z][\w.-]*(?:\s+[\w.-]+){0,2})\s+by\s+"
                            r"(?:up\s*to\s+|about\s+|over\s+|nearly\s+|almost\s+)?$")
_COMPARED_WORDS = {"outperforms", "outperform", "outperformed", "beats", "beat", "surpasses", "than", "over",
                   "versus", "vs", "vs."}
_APPOSED_FACTOR = re.compile(r"\s*,\s*(?:an?\s+)?(?:up\s*to\s+|about\s+|nearly\s+)?")
_FACTOR_OVER = re.compile(r"\s*(?:improvement|reduction|speedup|speed-up|decrease|increase|gain|better|lower|higher|"
                          r"less|faster|smaller)?\s*(?:over|than|compared|relative|versus|vs\.?)\b")
_CONTRAST_REACHES = re.compile(r",?\s+(?:whereas|while|but)\s+(?:[^,;]|,\s+(?=[A-Z])){1,60}?\s"
                               r"(?:(?:reache|achieve|get|attain|retain|keep|obtain|score|sustain|lose|drop|incur)s?|"
                               r"reach|has|have|(?:degrade|raise|increase|reduce|lower)s?\s+(?:it|them)\s+by|"
                               r"leaves?\s+(?:gaps?|margins?)\s+of)\s+"
                               r"(?:only\s+|just\s+|about\s+|between\s+|around\s+|roughly\s+|approximately\s+)?$")
# the next contrasted subject with a verb of its own: "..., whereas Zstandard achieves 1.6x and the quantization-based
# Check-N-Run achieves 3.2x"
_AND_SUBJECT_REACHES = re.compile(r"\s*,?\s+and\s+(?:the\s+)?(?:[^,;.]|\.(?=\w)){1,50}?\s(?:reache|achieve|get|attain|"
                                  r"retain|obtain|score|sustain)s\s+(?:only\s+|just\s+|about\s+|around\s+)?$")
_ELIDED_VERB = re.compile(r"\s*,?\s+and\s+(?:the\s+)?[A-Z][\w.+-]*(?:'s)?\s+")  # "... reaches 61% and FFCV 83%"
_PER_SETTING = re.compile(r"\s+(?:in|on|for|with|at|under)\s+[^.;,\d]{1,60},\s*(?:and\s+)?")
_RESPECTIVELY = re.compile(r"\s*,?\s*respectively\b")
_AND_BY = re.compile(r"\band\s+(?:also\s+)?by\s+(?:up\s*to\s+|about\s+|over\s+|nearly\s+|almost\s+)?$")
_NOT_MEASURED = {"it", "them", "this", "that", "which", "we", "our", "performance", "up", "down", "further", "more",
                 "less", "others", "other", "baselines", "baseline", "and", "or"}


def _parallel_metric(text: str, a: dict, b: dict) -> tuple[str, str | None] | None:
    """The metric (and key) value b takes from value a before it in its sentence, or None:
    - the objects of one verb: "improves makespan by 1.3x and fairness by 2x" (the second object is the second
      metric, one the vocabulary does not know); "accelerates embedding operations by 4.2x and end-to-end
      inference by 2.1x" (what it speeds up: both values have the verb's metric); "improves the training throughput
      of GPT-3 175B by 1.24x and Llama-3 70B by 1.18x over Megatron-LM and by 1.09x over TransformerEngine";
    - a factor set off after it: "a time per output token of 0.41 s, a 4.3x improvement over Accelerate";
    - what a contrasted subject reaches and an elided next one: "95% utilization ..., whereas PyTorch's DataLoader
      reaches 61% and FFCV 83%";
    - values listed per setting: "by up to 77% in conversational settings, 33% in document-based settings, ...".
    """
    span = (a["end_char"], b["start_char"])
    same = (a["metric"], a["metric_key"])
    first = _BY_BEFORE.search(text, max(0, a["start_char"] - 40), a["start_char"])
    if first is not None:
        if _AND_BY.search(text, *span) and not re.search(r"(?<![A-Za-z])\d", text[span[0]:span[1]]):
            return same
        m = _AND_OBJECT_BY.search(text, *span)
        if m is not None and not set(m.group(1).lower().split()) & _NOT_MEASURED:
            if not text[: first.start()].rstrip().lower().endswith(a["metric"].lower()):
                return same
            if m.group(1).islower():
                return m.group(1), None
    if b["unit"] in ("x", "%") and _APPOSED_FACTOR.fullmatch(text, *span) and _FACTOR_OVER.match(text, b["end_char"]):
        return same
    if a["unit"] == b["unit"] and (_CONTRAST_REACHES.search(text, *span) or _ELIDED_VERB.fullmatch(text, *span)
                                   or _AND_SUBJECT_REACHES.fullmatch(text, *span) and
                                   _CONTRAST_REACHES.search(text, max(0, a["start_char"] - 90), a["start_char"])
                                   or _PER_SETTING.fullmatch(text, *span) or
                                   (first is not None or
                                    _CONTRAST_REACHES.search(text, max(0, a["start_char"] - 90), a["start_char"])) and
                                   _VALUES_BETWEEN.fullmatch(text, *span) and
                                   _RESPECTIVELY.match(text, b["end_char"])):
        return same  # (and changes listed for a list of names: "degrade it by 9% and 6%, respectively", "leave gaps of
        # 2.87 and 0.64, respectively")
    return None


# "from X to Y": the two values of one change (their metric is one)
_FROM_BEFORE = re.compile(r"(?:(?P<w>[\w-]+)\s+)?\bfrom\s+\$?\s*$", re.I)
_TO_AFTER = re.compile(r"\s*(?:per\s+[\w-]+\s+)?(?:(?:under|with|for|on|in|using|at)\s+[^,;.]{1,30}?\s+)?"
                       r"(?:down\s+|up\s+)?to\s+"
                       r"(?:(?:just|only|merely|below|under|above|over|about|around|nearly|almost)\s+)?\$?\s*",
                       re.I)  # ("from 3.4x at batch size 1 to below 1.0x")


_SI_PREFIX = re.compile(r"[kKMGTPE](?=[A-Z])|[mµu](?=[sWA]$)")


def _one_dimension(u: str, v: str) -> bool:
    """Two units of one quantity, maybe at scales of their own: "684 petaFLOPS to 1.6 exaFLOPS", "500MB-2GB"."""
    if not u or u == v:
        return bool(u)
    return _SI_PREFIX.sub("", u, 1) == _SI_PREFIX.sub("", v, 1) and not {u, v} & _SCALE_UNIT.keys()


# "from" before a value changed to another (not a range's "ranging from")
_CHANGE_FROM = re.compile(r"(?<!range\s)(?<!ranges\s)(?<!ranged\s)(?<!ranging\s)\bfrom\s*[+-]?$", re.I)


def _one_range(text: str, a: dict, b: dict) -> bool:
    """Two results that are the ends of one range: one hit ("2-4x"), or written with the unit twice ("2.4x to 28.5x
    faster", "by 5x-7x", "changes ranging from +1.2% to -3.4%"; not "from 10% to 20%", a change)."""
    if a.get("group") is not None and a.get("group") == b.get("group"):
        return True
    between = text[a["end_char"]:b["start_char"]].strip().lower()
    if str(b["value"]).startswith("-") and between[-1:] in ("-", "\u2212"):
        between = between[:-1].strip()  # "from +1.2% to -3.4%": the second end's sign
    return between in ("to", "-", "--", "\u2013", "\u2014", "~") and _one_dimension(a["unit"], b["unit"]) and \
        not (between == "to" and _CHANGE_FROM.search(text, max(0, a["start_char"] - 16), a["start_char"]))


class ResultsComponent:
    """Sets doc._.kg_results (see the module docstring)."""

    def __init__(self, orders_of_magnitude: bool = False):
        self.orders_of_magnitude = orders_of_magnitude

    def __call__(self, doc: Doc) -> Doc:
        text = doc_text(doc)
        abstract_start = int(doc.user_data.get("abstract_start", 0) or 0)
        results = []
        score_ends = functools.cache(functools.partial(_score_name_ends, doc))
        hits = find_numbers(text, score_ends, functools.cache(functools.partial(_data_starts, doc)))
        if not hits:
            _LAST_VIEW[:] = [doc, None, text]
            doc._.kg_results = results
            return doc
        real_doc = doc
        idx = doc = TokenView(real_doc, text)
        _LAST_VIEW[:] = [real_doc, idx, text]
        sents = idx.sents or [idx[:]]
        sent_starts = [s.start_char for s in sents]
        for h in hits:
            if h.num_start < abstract_start and any(
                    o.value == h.value and o.unit == h.unit for o in hits if o.num_start >= abstract_start and (
                        self.orders_of_magnitude or "magnitude" not in text[o.num_start:o.end])):
                continue  # the title restates a result of the abstract: count it once (but "10x Faster" in the
                # title and "an order of magnitude" in the abstract are one result, the title's)
            if not self.orders_of_magnitude and "magnitude" in text[h.num_start:h.end]:
                continue
            ti = idx.tok(h.num_start)
            te = idx.tok(max(h.end - 1, h.num_start))
            while te + 1 < idx.n and doc[te + 1].text.strip("}$") == "" and "}" in doc[te + 1].text:
                te += 1  # LaTeX around the value closed: "$\mathbf{2.6\times}$ less peak memory"
            te = _past_best_case(doc, idx, text, te, h)  # "48x (up to 92x) cheaper", "2.1x (up to 3.4x) speedup"
            ent = idx.ent_of[ti]
            if ent is not None and ent.label_ != "Metric" and ent.start_char <= h.num_start < ent.end_char \
                    and h.unit not in ("B", "M", "T", "K"):
                continue  # a size inside a model name: "GPT-3 1.3B", "6-layer TinyBERT"
            if h.unit in ("x", "") and self._hardware_next(idx, te + 1):
                continue  # "8x A100", "at 384 GPU scale": how many devices
            if h.unit == "%" and float(h.value) in _PERCENTILES and _TAIL_AFTER.match(text, h.end):
                continue  # "stable 99% tail latency": the percentile the latency is read at, no outcome
            if h.unit in _DURATIONS and _HOURS_OF_DATA.match(text, h.end):
                continue  # "scaled to 680,000 hours of multilingual and multitask supervision": how much data
            if h.unit == "x" and text[h.num_start:h.end].endswith("times") and _repeat_count(idx, ti, te):
                continue  # "a sentence that is repeated over 60,000 times", "invoked 1,000 times per second": how
                # often, no factor
            if h.unit == "$" and te + 1 < idx.n and (self._hardware_next(idx, te + 1) or
                                                     idx.lowers[te + 1].removesuffix("s") in _PRICED_DEVICES):
                continue  # "a hundred thousand $2500 desktops", "a $250M server pod": what a device costs
            if (h.unit in _POWER_UNITS or h.unit in _AREA_UNITS or h.unit.endswith("Wh")) and _device_rating(text, h):
                continue  # "a 250 W GPU", "under a 300 W power cap", "a 50 kWh battery": the setup's rating, not an
                # outcome
            if h.unit in ("KB", "MB", "GB", "TB", "PB", "GiB", "MiB", "TiB") and _device_memory(text, h):
                continue  # "8 A100 GPUs with 80GB memory", "a 16GB GPU"
            if h.unit in ("KB", "MB", "GB", "TB", "PB", "GiB", "MiB", "TiB") and (
                    self._hardware_next(idx, te + 1) or self._hardware_before(doc, idx, ti)):
                continue  # "80GB A100", "A100 80GB", "A100 (40GB)", "NVIDIA Jetson Orin 64GB"
            si = bisect.bisect_right(sent_starts, h.num_start) - 1
            sent = sents[si]
            metrics = _right_metrics(idx, doc, te + 1, sent.end, siblings=h.unit in _LIST_UNITS)
            if h.unit == "points" or h.unit in _SCORE_UNITS:  # "0.3 ROUGE-L points", "0.2 BLEU": the score named
                # inside the unit (before one after it: "18.5 precision points and 28.5 coverage points")
                metrics = [e for e in (idx.ent_of[k] for k in range(ti + 1, te + (h.unit != "points")))
                           if e is not None and e.label_ == "Metric"][:1] or metrics
            if h.unit == "" and not metrics and ti >= 2:  # "(FID 4.85 at one step)": the score named before it
                named = idx.ent_of[ti - 2] if idx.lowers[ti - 1] in (":", "=") else idx.ent_of[ti - 1]
                if named is not None and named.label_ == "Metric" and named.start >= 1 and \
                        idx.lowers[named.start - 1] == "(":
                    metrics = [named]
            if h.unit == "" and metrics and (_SCORE_OF_RE.search(text, max(0, h.num_start - 30), h.num_start)
                                             or _named_score(text, h.num_start, score_ends)):
                left = _left_metric(idx, doc, ti, sent.start)  # "accuracy of 0.84, specificity of 0.91"
                if left is not None and not (_metric_label(doc, left) == "cost" and doc[left.start - 1].lower_ == "a"):
                    metrics = [left]  # (but "at a cost of 0.4 box AP" is what the AP lost)
            if h.unit == "%" and metrics and _FRACTION_OF.match(text, h.end) and \
                    not _AT_SHARE.search(text, max(0, h.start - 24), h.start):
                # (not a condition: "matches the accuracy of Hyperband at 40% of the search cost" is the cost's)
                left = _left_metric(idx, doc, ti, sent.start)
                if left is not None and not _share_of(idx, left.start, sent.start) and \
                        not any(t.like_num for t in doc[max(sent.start, left.start - 3):ti]):  # (not another
                    # value's: "84.1% ImageNet accuracy with 40% of the training compute")
                    # "checkpoint loading overhead stays below 1% of iteration time": the quantity named before is
                    # the share; the one after "of" is its measure (but in "92% of the throughput ... at 38% of
                    # its cost" the throughput is the other share's)
                    metrics = [left]
            phrase = ""
            if h.unit in ("B", "M", "T", "K") and not metrics:
                phrase = "model size"  # "13 billion parameters", "a 176B-parameter model"
                if " activ" in text[h.num_start:h.end]:
                    phrase = "active parameters"  # "only uses 13B active parameters": a mixture of experts' share
                before = text[sent.start_char:h.end + 1]
                if h.unit in ("K", "M") and (_LENGTH_CUE.search(before) or "tokens" in text[h.num_start:h.end]) and \
                        not re.match(r"[\s-]*(?:param|model|LLM|weight)", text[h.end:h.end + 14], re.I):
                    # (and the next of a list: "500K sequence length on a single H100 GPU, 3.7M on a node")
                    phrase = "sequence length" if "sequence" in before.lower() else "context length"
                    if re.search(rf"\bmaximum\s+{phrase}\b", before, re.I):
                        phrase = f"maximum {phrase}"  # "extends the maximum context length to 1 million tokens"
            extra_phrase = ""
            if metrics:
                extra_phrase = _conjoined_phrase(idx, doc, metrics[-1].end, sent.end) if h.unit in ("x", "%") else ""
            if not metrics and not phrase:
                phrase = _UNIT_METRIC.get(h.unit, "") if h.unit in _DEFINING_UNITS else ""
            if not metrics and not phrase and h.unit in ("x", "%"):
                k = te + 1  # "up to 5.2x better efficiency": a metric phrase right after the comparative
                while k < sent.end and k - te <= 2 and idx.lowers[k] in _COMPARATIVES:
                    k += 1
                if k > te + 1 and k < sent.end and idx.lowers[k] in ("parameters", "params", "weights"):
                    phrase = "model size"  # "$3.6\times$ fewer parameters": how large the model is
                elif k > te + 1 and k < sent.end and idx.lowers[k - 1] in ("fewer", "more") and \
                        idx.ent_of[k] is not None and idx.ent_of[k].label_ == "Hardware" and \
                        doc[k].text.endswith("s"):
                    phrase = f"number of {doc[k].text}"  # "while using 4x fewer GPUs": a count of devices
                elif k > te + 1 and k < sent.end and idx.lowers[k - 1] in ("less", "more") and \
                        idx.ent_of[k] is not None and idx.ent_of[k].label_ == "Hardware" and \
                        idx.ent_of[k].start == k and idx.ent_of[k].end == k + 1 and idx.lowers[k] in _MEMORY_DEVICES:
                    phrase = idx.lowers[k]  # "using 3.5x less SRAM and 5.7x less Flash": how much of that memory
                elif k > te + 1 and k < sent.end and idx.lowers[k - 1] in ("fewer", "more") and \
                        (counted := _counted_noun(idx, doc, k, sent.end)):
                    phrase = f"number of {counted}"  # "using 47% fewer steps", "3.1x fewer optimizer steps"
                elif k > te + 1 and k < sent.end and idx.lowers[k - 1] in ("more", "less") and \
                        idx.lowers[k].endswith(("ness", "ity")) and doc[k].is_alpha and doc[k].is_lower:
                    phrase = idx.lowers[k]  # "6x more burstiness": the quality itself, no count
                elif k > te + 1:
                    phrase = _head_phrase(doc, k, sent.end)
            left_from = sent.start
            if h.unit == "%" and _FRACTION_OF.match(text, h.end):
                # "2x speedup ..., reaching 50-73% of the theoretical maximum FLOPs/s": a share of something
                # else, whose name the clause before does not give
                left_from = max(sent.start, next((k + 1 for k in range(ti - 1, sent.start - 1, -1)
                                                  if idx.lowers[k] in (",", ";")), sent.start))
            if not metrics and not phrase and h.unit in ("", "%"):
                phrase = _compared_score(text, h.end) or ""  # "(66.5% compared to SOTA accuracy of 63.2%)"
            if not metrics and not phrase and h.unit == "%" and (top := _TOP_K_AFTER.match(text, h.end)):
                phrase = f"top-{top.group(1)} accuracy"  # "(81.2% vs. 81.0% top-1)": the accuracy's shorthand
            if not metrics and not phrase and h.unit == "x" and te + 1 < sent.end:
                k = te + 1
                while k + 1 < sent.end and idx.lowers[k] in ("and", ",", "or", "x", "\u00d7") or \
                        k + 1 < sent.end and doc[k].like_num:
                    k += 1  # (past the list's other factors: "1.9x and 2.6x faster")
                if idx.lowers[k] in ("faster", "speedup", "speedups", "speed-up") or re.search(
                        r"\bfaster\s+by\s+(?:up\s*to\s+|about\s+|over\s+)?(?:a\s+factor\s+of\s+)?$",
                        text[max(0, h.start - 40):h.start], re.I):
                    phrase = "speedup"  # "trains models to high accuracy up to 5.3X faster than ...": the factor is
                    # speed (also "faster by a factor of three")
                    phrase = _opening_measure(sent.text) or phrase  # "In graph construction time, CAGRA is
                    # 2.2~27x faster than HNSW": the sentence opens with what it measures
            if not metrics and not phrase and h.unit in ("KB", "MB", "GB", "TB", "KiB", "MiB", "GiB") and \
                    _SHRUNK_TO.search(text, max(sent.start_char, h.num_start - 60), h.num_start):
                phrase = "model size"  # "compresses DeiT-Tiny to 1.1 MB"
            if not metrics and not phrase and h.unit in _DURATIONS:
                # "trains BERT-large in 76 minutes", "train ResNet-50 to 75% ... in 20 min", "recovers ... in 1.8 s"
                phrase = next((name for rx, name in _TIME_TAKEN
                               if rx.search(text, max(sent.start_char, h.num_start - 90), h.num_start)), "")
                if not phrase and h.unit == "ms" and _RUN_IN.search(text, max(sent.start_char, h.num_start - 24),
                                                                    h.num_start):
                    phrase = "latency"  # "the discovered models ... run in 12 ms on an Arm Cortex-M4"
                if not phrase and (per := _TO_COMPLETE_A.match(text, h.end)):
                    phrase = f"{per.group(1).lower()} time"  # "requires only 13 seconds to complete a training
                    # epoch": the time of one epoch
                if not phrase and (work := _TRAINING_AFTER.match(text, h.end)):
                    phrase = f"{work.group(1).lower()} time"  # "needs only 7.5 days to complete the full end-to-end
                    # training", "requiring 24 hours of finetuning on a single GPU": the time the training took
            if not metrics and not phrase and h.unit in ("x", "%") and te + 1 < sent.end and \
                    idx.lowers[te + 1] in ("cheaper", "costlier"):
                phrase = "cost"  # "... energy consumption by 10x and is 2x cheaper": not the clause before's metric
            if not metrics and not phrase and h.unit == "x" and (_model_compared_in_size(idx, te + 1, sent.end) or
                                                                  _model_smaller(idx, te + 1, sent.start, sent.end)):
                phrase = "model size"  # "(510x smaller than AlexNet)" (and "compress SqueezeNet to less than 0.5MB":
                # _SHRUNK_TO below)
            if not metrics and not phrase and h.unit in ("x", "%"):
                phrase = _sped_up(idx, text, h.num_start, max(left_from, sent.start), h.unit)
            if not metrics and not phrase and (counted := _changed_amount(doc, ti, left_from)).startswith(
                    ("number of", "amount of")):
                phrase = counted  # "increases the number of tokens needed to reach a given loss by 1.7x"
            if not metrics and not phrase:
                phrase = _left_head_phrase(idx, doc, ti, left_from)
            if not metrics and not phrase:
                amount = _changed_amount(doc, ti, left_from)
                # (a count changed comes first: "reduces the number of GPUs needed to meet latency SLOs by 43%"
                # changes no latency)
                left = None if amount.startswith(("number of", "amount of")) else (
                    _left_metric(idx, doc, ti, left_from) or _changed_metric_of(idx, doc, ti, left_from))
                if left is not None:
                    metrics = _coordinated_left(idx, doc, left, ti, left_from)
                else:
                    phrase = amount
            if not metrics and not phrase:
                after = idx.lowers[te + 1: min(sent.end, te + 3)]
                for k, v in _ADJ_METRIC.items():
                    kw = k.split()
                    if after[:len(kw)] == kw:
                        phrase = v
                        break
                if not phrase and h.unit == "x" and after[:1] == ["longer"] and \
                        (m := _LONGER_WHAT.search(text, max(sent.start_char, h.num_start - 70), h.num_start)):
                    # "training sequences 32 times longer than vanilla Transformers", "sequence with over 114K
                    # tokens, which is over 27x longer than ...": the sequence's length
                    phrase = "context length" if m.group(1).lower().startswith("context") else "sequence length"
                if not phrase:
                    # (but "achieves 762 GOPS and 5.2x higher energy efficiency": the rate's unit says what it is)
                    phrase = _head_phrase(doc, te + 1, sent.end, past_list=h.unit not in _OPS_RATE_UNITS)
                    if phrase in ("tokens", "data") and re.match(r"\s+of\s", text[h.end:h.end + 4]):
                        phrase = ""  # "a recomputation of 15% of the tokens": a share of the items, no quantity
                if not phrase:
                    phrase = _opening_measure(sent.text)  # "In terms of training throughput and scalability, it
                    # sustains over 25 petaflops": the sentence opens with what its values measure
                if not phrase:
                    phrase = _UNIT_METRIC.get(h.unit, "")
            if not metrics and not phrase and (h.unit == "points" or h.unit == "" and re.match(
                    r"\s(?:higher|lower|better)\s+than\b", text[h.end:h.end + 14])) and (
                    re.search(r"\bby\s+(?:up\s*to\s+|about\s+)?$", text[max(0, h.start - 12):h.start])
                    or _POINTS_COMPARED.match(text, h.end) or h.unit == "points" and _MARGIN_BEFORE.search(
                        text, max(0, h.start - 30), h.start)):
                # "reaches F1 scores of 91.8% and 93.2%, improving over SeCo by 2.4 and 3.1 points": points of the
                # score the sentence names before
                named = [e for e in idx.ents if sent.start <= e.start and e.end <= ti and e.label_ == "Metric"
                         and not _held_equal(doc, e)]
                if named:
                    metrics = [named[-1]]
            if not metrics and not phrase and h.unit == "%" and _WITH_SHARE.search(
                    text, max(0, h.start - 24), h.start) and not _OUTCOME_NEAR.match(text, h.end) and \
                    _SHARE_OF_ITEMS.match(text, h.end):
                continue  # "H2O with 20% heavy hitters": a share of items the setting keeps (not "with 34% gains",
                # "with 96.9% normalized importance", "with 90% of the players reporting ...")
            if not metrics and not phrase and h.unit == "%" and _KEEPING_SHARE.search(
                    text, max(0, h.start - 30), h.start) and _OF_ITEMS.match(text, h.end):
                continue  # "protecting only 1% of salient weights can greatly reduce quantization error": the share
                # of items a method keeps, no outcome
            if h.unit in _POWER_UNITS and metrics and not any(
                    re.search(r"power|energy|watt", _metric_label(doc, m)) for m in metrics):
                metrics = []  # "278 mW (batch size N = 4)": a power, whatever stands next to it
                phrase = ""
            if h.unit in _ENERGY_UNITS and metrics and not any(
                    re.search(r"energy|joule", _metric_label(doc, m)) for m in metrics):
                metrics, phrase = [], "energy"  # "3.5x less peak memory ... and consuming 42 mJ per inference"
            if h.unit in _DURATIONS and metrics and all(_NOT_A_DURATION.search(_metric_label(doc, m)) for m in metrics):
                metrics = []  # "finds plans within 8% of the throughput of Alpa, while taking 5 minutes": no throughput
                phrase = next((name for rx, name in _TIME_TAKEN
                               if rx.search(text, max(sent.start_char, h.num_start - 90), h.num_start)), "")
            if h.unit == "$" and metrics and not any(_MONEY_METRIC.search(_metric_label(doc, m)) for m in metrics):
                metrics, phrase = [], "cost"  # "42K GPU hours, costing around $218K": an amount of money is a cost
            if metrics and h.unit in _OPS_RATE_UNITS and all(
                    _NOT_A_RATE.search(_metric_label(doc, m)) for m in metrics):
                metrics = []  # "76% scaling efficiency ... a baseline that sustains 39 TeraFLOPs": no rate
            if h.unit == "%" and _SLO_SHARE.match(text, h.end) and \
                    _SLO_FOR.search(text, max(sent.start_char, h.start - 60), h.start):
                metrics, phrase = [], "slo attainment"  # "meets the end-to-end SLO for 99% of requests"
            elif h.unit == "%" and _OF_THE_TIME.match(text, h.end):
                # "meets the latency SLO 99% of the time": how often, no time measured; of an SLO, its attainment
                metrics = []
                phrase = "slo attainment" if re.search(r"\bSLOs?\b", text[sent.start_char:h.start]) else ""
            base = {
                "value": h.value, "unit": h.unit, "qualifier": h.qualifier,
                "start_char": h.start, "end_char": h.end,
                "system": self._subject_system(idx, doc, sent.start, ti), "baseline": None,
                "sentence": si, "group": h.group, "scale": h.scale,
            }
            if metrics:
                for mspan in metrics:
                    results.append(dict(base, metric=_metric_label(doc, mspan), metric_key=mspan.ent_id_ or None))
                if extra_phrase:
                    results.append(dict(base, metric=extra_phrase, metric_key=None))
            else:
                results.append(dict(base, metric=phrase, metric_key=None))
        self._respectively(doc, idx, sents, sent_starts, results)
        results = [r for r in results if not r.get("drop")]
        self._share_metrics(text, results)
        _compared_after_value(text, results)
        for r in results:
            if r.pop("unnamed", False):
                r["metric"], r["metric_key"] = "", None  # (no list's other metric shared with it)
        for r in results:  # "performance speedups vs vendor libraries ...: 1.20-2.34x for GNN operators, 1.05-2.98x
            # for sparse attention operators": factors listed after a colon, of the quantity named before it
            if r["metric"] or r["unit"] != "x":
                continue
            sent_r = sents[r["sentence"]]
            colon = text.rfind(":", sent_r.start_char, r["start_char"])
            if colon < 0:
                continue
            before = [e for e in idx.ents if e.label_ == "Metric" and sent_r.start_char <= e.start_char and
                      e.end_char <= r["start_char"]]
            if before and before[-1].end_char <= colon and \
                    not any(ch.isdigit() for ch in text[before[-1].end_char:colon]):
                r["metric"], r["metric_key"] = _metric_label(doc, before[-1]), before[-1].ent_id_ or None
        for r in results:  # "train models with over 13 billion parameters ..., a 10x increase in size": of the model
            sent_r = sents[r["sentence"]]
            if r["metric"] == "size" and (re.search(r"\bparameters?\b|\bmodels?\b", sent_r.text) or any(
                    e.label_ == "Model" and sent_r.start <= e.start < sent_r.end for e in idx.ents)):
                # (and "reduced the size of VGG-16 by 49x": a model's size)
                r["metric"], r["metric_key"] = "model size", None
            elif r["metric"].lower() == "compression" and r["unit"] == "x":
                r["metric"], r["metric_key"] = "compression ratio", None  # "achieves 6x compression": a factor of it
            elif r["unit"] == "points" and _NOT_IN_POINTS.search(r["metric"].lower()):
                r["metric"], r["metric_key"] = "", None  # points of a score, never of a latency or a rate
            elif r["unit"].endswith(_RATE_ENDS) and r["unit"][:1].islower() and _NOT_AN_ITEM_RATE.search(r["metric"]):
                r["metric"], r["metric_key"] = "", None  # "... lower mean squared error and sustains 45,000 reports
                # per second": items per second are no error (nor accuracy, nor a ratio)
        # (a change's start is a result too: "cuts planning time from 42 minutes to 95 seconds", "45% MFU, up from
        # 41%" state the baseline's outcome, as the dev gold keeps "compared to 30TF using PyTorch alone")
        results = [r for r in results if not (r["unit"] == "x" and not r["value"].strip("0."))]
        # (no factor of zero: "up to 15, 000x speedup", a thousands comma and a space from a PDF, left "000x")
        seen = set()
        for r in list(results):  # one value read twice for one metric ("50% of peak FLOPS and peak FLOP/s") is one
            key = (r["start_char"], r["unit"], r["metric"].lower())
            # a model size said again is the one capability ("... up to 100 Trillion Parameters" in the title, "...
            # at the scale of 100 trillion parameters"); a factor or a percentage said twice may be two experiments
            size = ("model size", float(r["value"]), r["unit"]) if r["metric"] == "model size" else None
            if key in seen or size and size in seen:
                results.remove(r)
            seen.update((key, size) if size else (key,))
        for r in results:  # a rate as written: "18,500 queries per second" (the rules above read every rate as "/s")
            per = next((p for p in (" per second", " per minute", " per hour") if
                        text[r["start_char"]:r["end_char"]].endswith(p)), None)
            if per and r["unit"].endswith(_RATE_ENDS):
                r["unit"] = r["unit"].rsplit("/", 1)[0] + per
        for a, b in zip(results, results[1:]):
            if a["unit"].endswith("/s") and b["unit"] == a["unit"][:-2] + " per second" and \
                    "/" not in text[a["start_char"]:a["end_char"]]:
                a["unit"] = b["unit"]  # (and the value that borrowed it: "21.5 tokens and 65.3 tokens per second")
        for r in results:
            r.pop("group", None)
            r.pop("contrasted", None)
            r.pop("margin", None)
            scale = r.pop("scale", None)
            if r["unit"] in ("K", "M") and (m := _TOKEN_COUNT.search(text, r["start_char"], r["end_char"])):
                r["unit"] = f"{m.group(1)} tokens"  # a length in tokens as written: "to 1 million tokens"
            elif r["unit"] == "points" and _PERCENTAGE_POINTS.search(text, r["start_char"], r["end_char"]):
                r["unit"] = "percentage points"  # as written (the rules above read them as points)
            if scale:  # a rate as written, its scale with its unit: "1.8 million tasks per second" is 1.8 "million
                # tasks per second", "25K tokens/s" 25 "K tokens/s" (the rules above compared the values multiplied out)
                r["value"] = _fmt(Decimal(r["value"]) / _SCALE[scale.lower()])
                r["unit"] = f"{scale} {r['unit']}"
        for a, b in zip(reversed(results[:-1]), reversed(results[1:])):  # (from the last: a list's values borrow
            if b["unit"] == "percentage points" and a["unit"] == "points" and \
                    _VALUES_BETWEEN.fullmatch(text, a["end_char"], b["start_char"]):  # the unit after its last)
                a["unit"] = b["unit"]  # "by 9 to 14 percentage points", "by 7.2, 5.9 and 3.4 percentage points"
        real_doc._.kg_results = results
        return real_doc

    @staticmethod
    def _hardware_next(idx: _DocIndex, i: int) -> bool:
        doc = idx.doc
        if i >= len(doc):
            return False
        e = idx.ent_of[i]
        if e is not None and e.label_ == "Metric":
            return False  # the device names the measure: "13.9x and 6.2x GPU latency reduction"
        after = i + 2 if i + 2 < len(doc) and doc[i + 1].text == "-" else i + 1
        if after < len(doc) and doc[after].lower_ in ("hour", "hours", "day", "days"):
            return False  # "up to 2x GPU-hour reduction": device time saved, no count of devices
        if e is not None and e.label_ == "System" and e.end < len(doc) and doc[e.end].lower_ in _MACHINE_GROUPS:
            return True  # "trained on Cerebras 16x CS-2 cluster": a count of machines of that name
        return (e is not None and e.label_ == "Hardware") or doc[i].lower_ in ("gpus", "gpu", "nodes", "machines")

    @staticmethod
    def _subject_system(idx, doc, start: int, ti: int):
        """The System the sentence is about: the first one before the number outside a comparison."""
        compared = False
        for j in range(start, ti):
            w = idx.lowers[j]
            if w in _COMPARE_WORDS:
                compared = True
            elif w == "," and compared:
                compared = False  # "Compared to X such as Y, S-LoRA improves ..."
            e = idx.ent_of[j]
            if e is not None and e.start == j and e.label_ == "System" and not compared:
                return e.ent_id_ or None
        return None

    @staticmethod
    def _hardware_before(doc, idx, ti: int) -> bool:
        """A device just before the value, past an opening bracket or a word of its name: "A100 80GB",
        "A100 (40GB)", "Jetson Orin 64GB"."""
        k = ti - 1
        while k >= 0 and ti - k <= 3:
            e = idx.ent_of[k]
            if e is not None:
                return e.label_ == "Hardware"
            if not (doc[k].text == "(" or doc[k].text[:1].isupper() and doc[k].text.isalnum()):
                return False
            k -= 1
        return False

    @staticmethod
    def _share_metrics(text: str, results: list[dict]):
        """Both ends of a range, and "from X to Y", measure the same metric; so does a value compared with
        the one before it ("90.9% accuracy on ... tasks, compared to 9.1% for transformer baselines") and one
        in a parallel clause after it ("3.25x when using A100 GPUs and 4.5x when using A6000 GPUs") or another
        statistic of it ("an average token generation rate of 13.20 tokens/s, with a peak of 29.08 tokens/s")."""
        for a, b in zip(results, results[1:]):
            if a["metric"] and not b["metric"] and a["sentence"] == b["sentence"] and \
                    _BRACKETED_AFTER.fullmatch(text, a["end_char"], b["start_char"]) and \
                    not (b["unit"] in _DURATIONS and _NOT_A_DURATION.search(a["metric"].lower())):
                # "reduces memory footprint by 4x (from 80 GB to 20 GB)": the same change, as the values themselves
                b["metric"], b["metric_key"] = a["metric"], a["metric_key"]
        for a, b in zip(results, results[1:]):
            if a["metric"] and not b["metric"] and a["sentence"] == b["sentence"]:
                shared = _parallel_metric(text, a, b)
                if shared is not None:
                    b["metric"], b["metric_key"] = shared
        for a, b in zip(results, results[1:]):
            # the ends of a range first: "28-30% latency reduction ..., and 13-17% speedup" (13 is a speedup, not
            # a latency like the value before it)
            if bool(a["metric"]) != bool(b["metric"]) and _one_range(text, a, b):
                src = a if a["metric"] else b
                for r in (a, b):
                    r["metric"], r["metric_key"] = src["metric"], src["metric_key"]
        for a, b in zip(results, results[1:]):
            # the change again against another baseline, its verb and quantity left out: "improves the training
            # throughput by 1-4.34x compared to TensorFlow without offloading, by 1-4.52x compared to ..." (and the
            # range it opens)
            if a["metric"] and not b["metric"] and a["sentence"] == b["sentence"] and a["unit"] == b["unit"] and (
                    _COMPARED_THEN_BY.fullmatch(text, a["end_char"], b["start_char"]) or _one_range(text, a, b)):
                b["metric"], b["metric_key"] = a["metric"], a["metric_key"]
        for a, b in reversed(list(zip(results, results[1:]))):
            # a list of values before the metric they share: "up to 7x, 2.5x, and 53x lower energy"
            if not a["metric"] and b["metric"] and a["unit"] == b["unit"] == "x" and a["sentence"] == b["sentence"] \
                    and _LIST_BETWEEN.fullmatch(text, a["end_char"], b["start_char"]):
                a["metric"], a["metric_key"] = b["metric"], b["metric_key"]
        for a, b in zip(results, results[1:]):
            if a["metric"] and not b["metric"] and a["sentence"] == b["sentence"] and \
                    _RESTATED.fullmatch(text, a["end_char"], b["start_char"]):
                b["metric"], b["metric_key"] = a["metric"], a["metric_key"]  # "by up to 71.1%, or 617 ms"
        for a, b in zip(results, results[1:]):
            # a compared system's own value in brackets after its name: "speedups of 3.0x over autoregressive
            # decoding, outperforming SpecInfer (2.4x) and Medusa (2.2x)"
            if a["metric"] and not b["metric"] and a["sentence"] == b["sentence"] and a["unit"] == b["unit"] and \
                    _NAMED_BRACKET_BEFORE.search(text, max(0, b["start_char"] - 40), b["start_char"]) and \
                    re.match(r"\s*\)", text[b["end_char"]:b["end_char"] + 3]):
                b["metric"], b["metric_key"] = a["metric"], a["metric_key"]
        for a, b in zip(results, results[1:]):
            peak = _PEAK_BEFORE.match(text, a["end_char"], b["start_char"]) or \
                _UP_TO_WITH.fullmatch(text, a["end_char"], b["start_char"]) or (
                _AVERAGE_AFTER.fullmatch(text, a["end_char"], b["start_char"]) and
                re.match(r"\s+on\s+average\b|\s+in\s+average\b", text[b["end_char"]:b["end_char"] + 12]))
            # a relative change may be written as a factor in one clause and a percentage in the next ("speedups
            # of up to 40% over X and 2.4x over Y")
            units = a["unit"] == b["unit"] or {a["unit"], b["unit"]} == {"x", "%"} or \
                a["unit"] in _DURATIONS and b["unit"] in _DURATIONS
            if not b["metric"] and a["metric"] and a["unit"] == b["unit"] and a["sentence"] == b["sentence"] and (
                    _MARGIN_OVER.fullmatch(text, a["end_char"], b["start_char"]) or a.get("margin") and
                    _LIST_BETWEEN.fullmatch(text, a["end_char"], b["start_char"])):
                # "94.2% top-1 accuracy on WLASL100 ..., surpassing the previous best by 3.5% and 4.1%,
                # respectively": the margins of the same quantity
                b["metric"], b["metric_key"], b["margin"] = a["metric"], a["metric_key"], True
                continue
            if not b["metric"] and a["metric"] and units and a["sentence"] == b["sentence"] and \
                    (peak and a["unit"] == b["unit"] or _COMPARED_BEFORE.match(text, a["end_char"], b["start_char"])
                     or _DOWN_FROM.fullmatch(text, a["end_char"], b["start_char"])  # "in 76 minutes, down from 3 days"
                     or a["unit"] == b["unit"] and _LIST_BETWEEN.fullmatch(text, a["end_char"], b["start_char"])
                     and (a["metric_key"] is None or "respectively" not in text[b["end_char"]:b["end_char"] + 20]
                          or _plural_named(text, a))
                     or (a["unit"] or a["metric_key"]) and _PARALLEL_BEFORE.match(text, a["end_char"], b["start_char"])
                     and not _OWN_CHANGE_AFTER.match(text, b["end_char"])
                     or (a["unit"] == b["unit"] or a["unit"] in _DURATIONS and b["unit"] in _DURATIONS)
                     and _PARALLEL_FROM.fullmatch(text, a["end_char"], b["start_char"])):  # ("from 9.8 s to 410 ms
                # for X and from 31 s to 1.2 s for Y")
                b["metric"], b["metric_key"] = a["metric"], a["metric_key"]
                if peak and a["metric"].startswith(("average ", "mean ")):  # the peak of an average rate is the rate's
                    b["metric"], b["metric_key"] = a["metric"].split(" ", 1)[1], None
                continue
            if not b["metric"] and a["metric"] and a["unit"] == b["unit"] == "" and a["sentence"] == b["sentence"] \
                    and re.fullmatch(r"\s*(?:[A-Za-z][\w@-]{0,11}\s*)?,\s*", text[a["end_char"]:b["start_char"]]) and \
                    re.match(r"\s\w+\s+than\b", text[b["end_char"]:]):
                b["metric"], b["metric_key"] = a["metric"], a["metric_key"]  # "24.6 BLEU, 1.9 higher than X"
            if not b["metric"] and a["metric"] and a["unit"] == b["unit"] and a["unit"] in ("%", "points") and \
                    a["sentence"] == b["sentence"] and \
                    re.fullmatch(r"\s*(?:[\w@./-]+\s+){0,9}[\w@./-]*,\s*(?:(?:which|that)\s+(?:is|was)\s+)?",
                                 text[a["end_char"]:b["start_char"]]) and \
                    re.match(r"\s*(?:\w+\s+than|below|above|short\s+of)\b", text[b["end_char"]:]):
                # "95.2% top-1 accuracy on ImageNet, 1.2% higher than EfficientNet-B7": the same score's margin
                # (and "96.1% accuracy, 0.3% below its FP32 counterpart", "71.4% top-1 accuracy on an STM32H743 with
                # 512 KB SRAM, which is 4.6% higher than MCUNetV2")
                b["metric"], b["metric_key"] = a["metric"], a["metric_key"]
            if not b["metric"] and a["metric"] and a["unit"] == b["unit"] and a["sentence"] == b["sentence"] and \
                    (_THAT_OF.match(text, a["end_char"], b["start_char"]) or
                     re.match(r"\s+(?:that|those)\s+of\b", text[b["end_char"]:b["end_char"] + 12]) and
                     re.search(r"\band\s+$", text[a["end_char"]:b["start_char"]])):
                # "... and that of X from 96 s to ...", "1.47x the throughput of DeepSpeed-MoE and 1.29x that of Tutel"
                b["metric"], b["metric_key"] = a["metric"], a["metric_key"]
            from_to = _TO_AFTER.fullmatch(text, a["end_char"], b["start_char"]) and \
                _FROM_BEFORE.search(text, max(0, a["start_char"] - 12), a["start_char"])
            # ("from 61% under LRU to 74%": the baseline's value, then the paper's)
            # a range whose ends have units of their own: "speed up ... training by 11%–2.3x"
            mixed = a["sentence"] == b["sentence"] and {a["unit"], b["unit"]} == {"%", "x"} and \
                text[a["end_char"]:b["start_char"]].strip() in ("-", "--", "\u2013", "\u2014")
            if _one_range(text, a, b) or from_to or mixed:
                src = a if a["metric"] else b
                for r in (a, b):
                    if not r["metric"] or r is not src and from_to:
                        r["metric"], r["metric_key"] = src["metric"], src["metric_key"]
        for a, b in zip(results, results[1:]):
            # the same change in another setting, the verb and its quantity left out: "improves the serving
            # throughput of Llama-3-8B by 1.2x on A100, 1.4x on L40S; and Qwen1.5-72B by 2.4x on A100, ..."
            if a["metric"] and not b["metric"] and a["sentence"] == b["sentence"] and a["unit"] == b["unit"]:
                m = _SETTING_COMMA.fullmatch(text, a["end_char"], b["start_char"])
                prep = _COMPARED_PREPS if m is not None and re.fullmatch(_COMPARED_PREPS, m.group(1)) else \
                    re.escape(m.group(1)) if m is not None else ""
                if m is not None and re.match(rf"\s+{prep}\s", text[b["end_char"]:b["end_char"] + 10]) or \
                        _ELIDED_BY.fullmatch(text, a["end_char"], b["start_char"]) and \
                        _BY_BEFORE_LIST.search(text, max(0, a["start_char"] - 40), a["start_char"]):
                    b["metric"], b["metric_key"] = a["metric"], a["metric_key"]
        for a, b in zip(results, results[1:]):
            # "an energy efficiency of 12.3 TOPS/W on ResNet-50 with 70% weight sparsity, 3.1x higher than Eyeriss
            # v2", "74.2% top-1 accuracy on ImageNet within 320 KB of SRAM ..., 3.1% higher than MCUNet": the value's
            # margin over a compared one, set off after it
            if a["metric"] and not b["metric"] and a["sentence"] == b["sentence"] and \
                    b["unit"] in ("x", "%", "points") and _APPOSED_COMPARISON.match(text, b["end_char"]) and \
                    _SET_OFF_AFTER.fullmatch(text, a["end_char"], b["start_char"]):
                b["metric"], b["metric_key"] = a["metric"], a["metric_key"]
        for n, b in enumerate(results):
            # a comparison in a parallel clause, with another value between: "2.1x more requests per GPU than
            # Clockwork while keeping SLO violations below 1%, and 1.5x more than INFaaS"
            if b["metric"] or b["unit"] not in ("x", "%") or \
                    not _AND_BEFORE.search(text, max(0, b["start_char"] - 16), b["start_char"]) or \
                    not _COMPARED_NEXT.match(text, b["end_char"]):
                continue
            a = next((r for r in reversed(results[:n]) if r["sentence"] == b["sentence"] and r["unit"] == b["unit"]
                      and r["metric"]), None)
            if a is not None and _COMPARED_SOON.match(text, a["end_char"]):
                b["metric"], b["metric_key"] = a["metric"], a["metric_key"]
        for n, b in enumerate(results):
            # the same change in a parallel clause for another setting, with another value between: "a speedup
            # factor of 2.3x for Stable Diffusion v1.5 with only a 0.05 decline in CLIP Score, and 4.1x for LDM-4-G"
            if b["metric"] or b["unit"] not in ("x", "%") or \
                    not _AND_BEFORE.search(text, max(0, b["start_char"] - 16), b["start_char"]) or \
                    not _SETTING_AFTER.match(text, b["end_char"]):
                continue
            a = next((r for r in reversed(results[:n]) if r["sentence"] == b["sentence"] and r["unit"] == b["unit"]),
                     None)
            if a is not None and a["metric"] and _SETTING_AFTER.match(text, a["end_char"]):
                b["metric"], b["metric_key"] = a["metric"], a["metric_key"]

    @staticmethod
    def _respectively(doc, idx, sents, sent_starts, results):
        """"reduces A and B by 2.2x and 3.7x, respectively": pair metrics with values in order."""
        by_sent: dict[int, list[dict]] = {}
        for r in results:
            by_sent.setdefault(r["sentence"], []).append(r)
        for si, all_rs in by_sent.items():
            sent = sents[si]
            low = sent.text.lower()
            if len(all_rs) < 2:
                continue
            if "respectively" not in low:
                ResultsComponent._paired_lists(idx, sent, all_rs)
                continue
            # one list per "respectively": "sensitivity and specificity ... was 95.72% and 98.15%, respectively,
            # and for detecting plus disease was 91.13% and 95.92%, respectively" (the later lists refer back)
            ends = [sent.start_char + m.start() for m in re.finditer(r"respectively", low)]
            segments: list[list[dict]] = [[] for _ in ends]
            for r in all_rs:
                n = next((k for k, e in enumerate(ends) if r["end_char"] <= e), None)
                if n is not None:  # (a value after the last "respectively" is no part of its lists)
                    segments[n].append(r)
            segments = [seg for seg in segments if seg]
            before = [r for r in all_rs if r["end_char"] <= ends[-1]]
            if not before:  # "..., respectively, 2x and 3x": the word right before its list
                if all_rs[0]["start_char"] - ends[-1] > 30:
                    continue  # "(77.5 and 73.4, respectively) while reducing peak memory by 62%": another clause
                segments = [all_rs]
            elif len(segments) == 1 or any(len(seg) < 2 for seg in segments):
                segments = [before]  # (a clause after the last "respectively" has lists of its own)
            for rs in segments:
                ResultsComponent._respectively_list(doc, idx, sent, rs)

    @staticmethod
    def _paired_lists(idx, sent, rs):
        """"improve makespan and average job completion time by 1.4x and 3.5x" (no "respectively"): a list of
        values right after "by" pairs with as many metrics coordinated before it, each named by a Metric."""
        lists, cur = [], [rs[0]]
        for a, b in zip(rs, rs[1:]):
            if a["unit"] == b["unit"] and _LIST_BETWEEN.fullmatch(idx.text, a["end_char"], b["start_char"]):
                cur.append(b)
            else:
                lists.append(cur)
                cur = [b]
        lists.append(cur)
        for vals in lists:
            if len(vals) < 2:
                continue
            phrases = _coordinated_before_by(idx, sent.start, idx.tok(vals[0]["start_char"]))
            if len(phrases) != len(vals):
                after = _metric_list_after(idx, idx.tok(max(vals[-1]["start_char"], vals[-1]["end_char"] - 1)) + 1,
                                           sent.end)
                starts = list(dict.fromkeys(r["start_char"] for r in vals))
                copies = [r for r in rs if r["start_char"] in starts]  # (a value read once per metric, each)
                if len(after) == len(starts):  # "2.9x, 19x and 3x better throughput, energy efficiency and area
                    # efficiency": as many metrics after, in the same order (a value read once per metric keeps
                    # its own)
                    for r in copies:
                        label = _metric_label(idx.doc, after[starts.index(r["start_char"])])
                        if r["metric"] != label and any(x is not r and x["start_char"] == r["start_char"] and
                                                        x["metric"] == label for x in copies):
                            r["drop"] = True
                        else:
                            r["metric"] = label
                            r["metric_key"] = after[starts.index(r["start_char"])].ent_id_ or None
                continue
            named = []
            for a, b in phrases:
                ents = [e for e in idx.ents if a <= e.start and e.end == b and e.label_ == "Metric"]
                named.append(ents[-1] if ents else None)
            if all(named):
                for r, m in zip(vals, named):
                    r["metric"], r["metric_key"] = _metric_label(idx.doc, m), m.ent_id_ or None

    @staticmethod
    def _respectively_list(doc, idx, sent, rs):
        """Pair one list of values with the metrics named before it (or the phrases before its "by")."""
        run = [rs[-1]]
        for a in reversed(rs[:-1]):
            if a["start_char"] != run[0]["start_char"] and \
                    not _LIST_BETWEEN.fullmatch(idx.text, a["end_char"], run[0]["start_char"]):
                break  # (a value read once per metric stands in the list as often)
            run.insert(0, a)
        starts = list(dict.fromkeys(r["start_char"] for r in run))
        if 2 <= len(starts):
            phrases = _coordinated_before_by(idx, sent.start, idx.tok(run[0]["start_char"]))
            if len(run) < len(rs) and len(phrases) == len(starts) and all(
                    idx.lowers[x] not in ("on", "in", "for", "with", "over", "than") and
                    (idx.ent_of[x] is None or idx.ent_of[x].label_ in ("Metric", "Technique"))
                    for a, b in phrases for x in range(a, b)) and all(r["metric"] for r in rs[:len(rs) - len(run)]):
                rs = run  # "improves serving throughput by up to 3.3x and reduces prompting and decoding latency by
                # up to 66% and 24%, respectively": the list is the last values, each measuring a phrase before "by"
                # (not "outperforming Medusa and EAGLE by 12% and 7%", "scores on Rust and Kotlin by 6.2 and 4.8")
            elif len(phrases) == len(starts) < len(run):
                # "it uses 38% less resources all the while lowering average TTFT and average JCT by 97% and 47%,
                # respectively": a value read once per phrase before "by" is one value of the list (and the value
                # before the list has no metric of its own)
                for n, r in enumerate(run):
                    if any(x["start_char"] == r["start_char"] for x in run[:n]):
                        r["drop"] = True
                rs = [r for r in run if not r.get("drop")]
        last = idx.tok(max(rs[-1]["start_char"], rs[-1]["end_char"] - 1)) + 1
        k = last
        while k < sent.end and k - last < 3 and idx.lowers[k] in ("points", "point", "pp", "in", "of", "on") or \
                _in_terms_of(idx, k):
            k += 3 if _in_terms_of(idx, k) else 1
        after = _right_metrics(idx, doc, k, sent.end, comparatives=True) if k > last else []
        values = list(dict.fromkeys(r["start_char"] for r in rs))
        named = after if k > last else _right_metrics(idx, doc, last, sent.end, comparatives=True)
        if len(values) > 2 and len(named) != len(values):
            listed = _metric_list_after(idx, last, sent.end)  # "14.8x, 5.5x, and 7.5x in throughput, energy, and
            if len(listed) == len(values):  # computational density (respectively)": a list set off by commas
                named = listed
        if len(named) > 1 and len(values) == len(named):
            # "obtained 93.25% and 90.52% F1-score and exact match, respectively": each value its own metric
            for r in rs:
                m = named[values.index(r["start_char"])]
                if r.get("metric_key") == (m.ent_id_ or None) and r["metric"] == _metric_label(doc, m):
                    continue
                if any(x is not r and x["start_char"] == r["start_char"] and x["metric"] == _metric_label(doc, m)
                       for x in rs):
                    r["drop"] = True  # the value's pairing with another metric of the list
                else:
                    r["metric"], r["metric_key"] = _metric_label(doc, m), m.ent_id_ or None
            return
        if not after and len(named) == 1 and named[0].start - last <= 4:
            after = named  # "1.9x and 2.6x faster in wall-clock time, respectively": the one metric after the list
        if len(after) == 1:  # "outperforms DGI and GraphCL by 4.1 and 2.7 points in AUC-PR, respectively": one metric
            run = [rs[-1]]
            for a in reversed(rs[:-1]):
                if a["unit"] != run[0]["unit"] or not _LIST_BETWEEN.fullmatch(idx.text, a["end_char"],
                                                                              run[0]["start_char"]):
                    break
                run.insert(0, a)
            for r in run:
                r["metric"], r["metric_key"] = _metric_label(doc, after[0]), after[0].ent_id_ or None
            return
        first = idx.tok(rs[0]["start_char"])
        metrics = []
        seen = set()
        for j in range(sent.start, first):
            e = idx.ent_of[j]
            if e is not None and e.label_ == "Metric" and e.start not in seen and not _held_equal(doc, e):
                seen.add(e.start)
                metrics.append(e)
        phrases = _coordinated_before_by(idx, sent.start, first)
        if any(idx.ent_of[b - 1] is not None and idx.ent_of[b - 1].label_ in _SETTING_LABELS for a, b in phrases):
            phrases = []  # "on the Intel CPU, ARM CPU, and NVIDIA GPU by up to 3.8x, 2.6x, and 1.7x": settings
        if any(_COMPARED_WORDS.intersection(idx.lowers[a:b]) for a, b in phrases):
            phrases = []  # "MergeLite outperforms ToMe and EViT at equal latency by 1.1 and 0.8 points": the
            # compared names, not what is measured
        if len(phrases) == len(rs):
            # "reduces the number of training tokens and wall clock time by up to 2.2x and 3.7x"
            last_a, last_b = phrases[-1]
            shared = [e for e in idx.ents if last_a <= e.start and e.end <= last_b and e.label_ == "Metric"]
            for r, (a, b) in zip(rs, phrases):
                ents = [e for e in idx.ents if a <= e.start and e.end <= b and e.label_ == "Metric"]
                if not ents and all(x in ("performance", "the", "its", "their") for x in idx.lowers[a:b]):
                    r["metric"], r["metric_key"], r["unnamed"] = "", None, True  # "improving performance and energy
                    continue  # efficiency ... by up to 2.81x and 2.67x": no quantity named for the first
                if not ents and shared and shared[-1].end == last_b and \
                        not any(x in _HEAD_WORDS or x.rstrip("s") in _HEAD_WORDS for x in idx.lowers[a:b]):
                    if shared[-1].start == last_a and last_b - last_a >= 2 and b < last_a:
                        # "reduces prompting and decoding latency by 66% and 24%": this phrase's words, then the
                        # head the last phrase's metric ends with
                        r["metric"], r["metric_key"] = f"{idx[a:b].text.lower()} {idx.lowers[last_b - 1]}", None
                        continue
                    ents = shared  # "improves the average and tail JCT by 5.1x and 6.4x": the head they share
                    b = last_b
                if ents and ents[-1].end == b:
                    r["metric"], r["metric_key"] = _metric_label(doc, ents[-1]), ents[-1].ent_id_ or None
                else:
                    r["metric"], r["metric_key"] = idx[a:b].text.lower(), None
        elif len(metrics) >= len(rs):
            for r, m in zip(rs, metrics[-len(rs):]):
                r["metric"] = _metric_label(doc, m)
                r["metric_key"] = m.ent_id_ or None
        elif len({_metric_label(doc, m) for m in metrics}) == 1 and not _in_a_list(idx, metrics[-1]) and all(
                a["unit"] == b["unit"] and _LIST_BETWEEN.fullmatch(idx.text, a["end_char"], b["start_char"])
                for a, b in zip(rs, rs[1:])):
            # "Compared with Vearch and Vald, Manu cuts p99 search latency by 62% and 71% respectively": one
            # quantity named, so the list tells apart what it is compared with, and every value measures it
            for r in rs:
                r["metric"], r["metric_key"] = _metric_label(doc, metrics[-1]), metrics[-1].ent_id_ or None
