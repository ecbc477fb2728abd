"""The paper's roles: what it proposes and what it is compared against.

`kg_roles` runs after the entity components and `kg_results`. It reads the
final entity spans (doc.ents, ent_id_ = entity key) and sets

- doc._.kg_proposes: keys of the entities the paper introduces as its own
  contribution: the title's "Name: subtitle", "we present / propose /
  introduce / develop / design Name", "called / named / termed / dubbed Name",
  "Name is proposed", "a novel <technique>", sibling names of a proposed
  system (DeepSpeed-Chat -> DeepSpeed-RLHF), and, failing a statement, the
  System the abstract keeps as its subject. Surveys and position papers
  propose nothing.
- doc._.kg_baselines: keys of the named entities it is compared against
  ("outperforms X", "compared to/with X", "than X", "over X", "vs. X",
  "against X", "the X baseline"), never the proposed ones, never metrics or
  datasets, and hardware only when the paper proposes hardware.

A name the paper clearly proposes or compares against that no entity component
found is added to doc.ents, with an entry (known=False) in
doc.user_data["kg_entities"]: a System for "we present FooBar", "FooBar: ..."
as the title, "outperforms Quokka"; a Technique for a lower-case phrase it
names or develops ("a structure called conflicting nodes", "we develop a
merging set identification algorithm", "First, the universal checkpoint
format, which ..."); a Metric for "liveput, a novel metric". A coined unknown
name right before a proposed technique phrase becomes one System with it
("LayerToken learning rate schedule"). Spans never overlap existing ones.

Results from `kg_results` without a system get the proposed one; a baseline
named in the result's sentence becomes the result's baseline (in order under
"respectively").

Both components read the Doc through `kg.nlp_results.TokenView` (plain lists of
token texts, sentences and entity spans), built once per Doc.
"""
from __future__ import annotations

import re
from itertools import compress

from spacy.language import Language
from spacy.tokens import Doc, Span

from .abbrev import is_short_form, strip_plural
from .model import slugify
from .nlp_entities import (_ADJ_SUFFIX, NAMING_THIRD, TEXT_KINDS, TITLE_STUDY_LAST, _ACRONYM_NOT_SYSTEM,
                           _NUMBER_WORDS, _NUMBERED_WORDS, _UNITS_AFTER_NUMBER, _UNITS_ALWAYS, _defined_short,
                           foreign_title, forget_ents, singular)
from .nlp_entities import (_DEVICE_NOUNS, _GAIN_VERBS, _MODEL_PROCESS_NOUNS, _SLOGAN_PRONOUNS, _SLOGAN_VERBS, _SYS_NEXT,
                           LATEX_STYLE_TOKENS)
from .nlp_entities import _FIELD_PHRASES, _HW_VENDORS
from .nlp_entities import _NOT_NAMES as _ENTITY_NOT_NAMES
from .nlp_results import view_of

for _name in ("kg_proposes", "kg_baselines"):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=None, force=True)

PROPOSE_VERBS = {
    "propose", "proposes", "present", "presents", "introduce", "introduces", "introducing", "develop",
    "develops", "design", "designs", "devise", "devises", "build", "builds", "create", "creates", "discover",
    "unveil", "unveils", "release", "releases", "contribute", "contributes", "offer", "offers",
    "proposing", "presenting", "developing", "designing", "implement", "implements", "implemented",
    "developed", "designed", "built", "created", "introduced", "proposed", "presented", "invent", "invents",
    "releasing", "describe", "describes", "construct", "constructs", "curate", "curates", "collect", "collects",
    "open-source", "open-sources", "suggest", "suggests", "report", "reports",
    "craft", "crafts", "crafted",  # ("first, we crafted a collisionless embedding table")
}
# what may stand before a gerund of proposing that says how the paper's work does something ("by introducing")
_MEANS_BEFORE = {"by", "through", "via", "thereby", "while", "after", "when"}
_PRIOR_WORDS = {"prior", "existing", "previous", "traditional", "conventional", "earlier", "current"}
_PAST_FORMS = {"implemented", "developed", "designed", "built", "created", "introduced", "proposed", "presented"}
_SUBJECTS = {"we", "paper", "work", "study", "article", "i", "letter", "report", "here"}
NAMING = {"called", "named", "termed", "dubbed", "coined", "codenamed", "nicknamed", "denoted"}
_REALIZED = {"implemented", "realized", "realised", "instantiated", "embodied", "packaged"}
_CALL_WORDS = {"call", "name", "term", "dub", "refer", "referred"}
# what a paper may name that is no contribution of its own ("We call this portion energy bloat")
_NAMED_PROBLEMS = {"portion", "part", "fraction", "phenomenon", "phenomena", "problem", "problems", "issue", "issues",
                   "effect", "effects", "overhead", "gap", "waste", "inefficiency", "bottleneck", "behavior",
                   "behaviour", "challenge", "limitation", "pathology", "anomaly"}
# what a paper's named contribution is
_CONTRIBUTION_NOUNS = {"approach", "method", "technique", "system", "framework", "algorithm", "design", "scheme",
                       "mechanism", "strategy", "policy", "tool", "library", "architecture", "model", "paradigm",
                       "abstraction", "primitive", "engine", "scheduler", "protocol", "format", "kernel", "optimization",
                       "structure", "index"}
_CONTRIBUTION_NOUNS |= {w + "s" for w in _CONTRIBUTION_NOUNS} | {"approaches", "strategies", "policies", "indexes",
                                                                  "indices"}
GENERIC_HEADS = {
    "approach", "approaches", "method", "methods", "framework", "frameworks", "system", "systems", "technique",
    "techniques", "algorithm", "algorithms", "mechanism", "mechanisms", "strategy", "strategies", "scheme",
    "schemes", "objective", "objectives", "model", "models", "library", "libraries", "tool", "tools", "toolkit",
    "runtime", "pipeline", "pipelines", "solution", "solutions", "architecture", "architectures", "initiative",
    "design", "designs",
    "implementation", "implementations", "baseline", "baselines", "default", "defaults", "engine", "platform",
    "compiler", "protocol",
    "module", "paradigm", "methodology", "policy", "optimizer", "accelerator", "counterpart", "counterparts",
    "variant", "variants", "family", "series", "suite", "benchmark", "dataset", "service", "scheduler",
    "procedure", "process", "network", "networks", "setting", "settings", "configuration", "configurations",
    "methodologies", "stack", "version", "versions", "harness", "testbed", "simulator", "profiler", "emulator",
    "schedule", "schedules", "manager", "controller", "orchestrator", "middleware", "checkpoints",
    "planner", "planners", "dispatcher", "allocator", "partitioner", "autotuner", "tuner", "solver",
    "heuristic", "heuristics", "deployment", "deployments", "recipe", "recipes", "attack", "attacks", "defense",
    "defenses", "agent", "agents", "generator", "generators", "infrastructure", "schedulers", "compilers", "engines",
    "runtimes", "optimizers", "accelerators", "simulators", "tuners", "solvers",
    "sampler", "samplers",  # ("relative to a 50-step DDIM sampler")
    "vectorizer", "vectorizers", "analyzer", "analyzers", "backend", "backends",  # ("against the currently used LLVM
    # vectorizer", "up to 39.3x speedup than Nvidia cuQuantum backend")
}
# generic heads after a model's name that still name a model ("the GPT-3 family", "a BERT variant")
_MODEL_KIND_HEADS = {"model", "models", "family", "series", "variant", "variants", "version", "versions",
                     "architecture", "architectures", "network", "networks", "counterpart", "counterparts",
                     "checkpoint", "checkpoints", "weights"}
SKIP_WORDS = {
    "a", "an", "the", "our", "its", "their", "this", "these", "that", "new", "novel", "simple", "efficient",
    "effective", "first", "two", "three", "several", "both", "all", "existing", "other", "previous", "prior",
    "current", "traditional", "conventional", "popular", "standard", "original", "state-of-the-art", "sota",
    "widely", "used", "commonly", "strong", "competitive", "recent", "leading", "highly", "optimized",
    "highly-optimized", "and", "yet", "but", "or", ",", "very", "extremely", "surprisingly", "remarkably", "-",
    "lightweight", "general", "generic", "unified", "scalable",
    "flexible", "robust", "fast", "practical", "principled", "end-to-end", "open-source", "comprehensive",
    "innovative", "intelligent", "affordable", "inexpensive", "straightforward", "powerful", "portable",
    "adaptive", "automatic", "automated", "dedicated", "specialized", "dynamic", "static", "hybrid", "holistic",
    "tailored", "bespoke",  # (as "specialized": "a tailored search algorithm" names no kind of search)
    "systematic", "generalized", "improved", "enhanced", "advanced", "modern", "plug-and-play", "distributed",
    "parallel", "various", "many", "multiple", "several", "some", "such", "respective", "strongest", "best",
    "same", "single", "alone", "only", "quality-equivalent", "well-known", "mainstream", "classic", "classical",
    "well", "known",  # (written apart: "a well known reinforcement learning algorithm")
    "vanilla", "naive", "baseline", "baselines", "emerging", "theoretical", "called", "named",
    "common", "typical", "prevalent", "representative", "prominent",
    "stock", "plaintext", "upstream", "plain",  # the unchanged release: "than stock PyTorch", "over plain TVM"
}
_STOP = {
    "of", "on", "in", "for", "to", "with", "by", "from", "at", "into", "about", "that", "which", "how", "whether",
    "what", "when", "where", "while", "is", "are", "was", "were", "be", "can", "will", ".", ";", ":", "!", "?",
    "as", "under", "across", "between", "without", "through", "via", "using",
}
_LIST_INTRO = {"such", "including", "like", "e.g.", "e.g", "namely", "i.e.", "especially", "particularly"}
# (matched on the text in lower case: a case-blind search costs more)
_SURVEY_RE = re.compile(
    r"\b(?:this|our|the present)\s+(?:survey|white\s+paper|position\s+paper|review|overview|tutorial|"
    r"perspective|vision\s+paper|systematization|sok|book\s+chapter)\b|\bwe\s+survey\b|\bin\s+this\s+survey\b")
_TITLE_SURVEY_RE = re.compile(r"\b(?:survey|review|overview|tutorial|sok)\b|^\s*(?:position|perspectives?|vision"
                              r"|(?:guest\s+)?editorial|commentary|viewpoint|opinion|preface|foreword)\s*$",
                              re.I)
_TITLE_NOT_NAME = {
    "a", "an", "the", "on", "towards", "toward", "understanding", "rethinking", "revisiting", "when", "why",
    "how", "what", "is", "are", "do", "does", "can", "beyond", "learning", "deep", "efficient", "scalable",
    "large", "accelerating", "training", "inference", "improving", "optimizing", "making", "scaling",
    "exploring", "characterizing", "demystifying", "benchmarking", "position", "survey", "sok", "machine",
    "neural", "federated", "distributed", "fast", "faster", "better", "extreme", "compressing", "enabling",
    "not", "all", "one", "less", "more", "no", "from", "to", "in", "of", "for", "with", "and", "or",
} | TEXT_KINDS
_NOVEL_CUES = {"novel", "new", "innovative"}
# a title's verbs of studying what they name: "Demystifying NCCL: ...", "Understanding Llama: ..."
_STUDY_GERUNDS = {"demystifying", "understanding", "characterizing", "characterising", "benchmarking", "analyzing",
                  "analysing", "evaluating", "exploring", "revisiting", "rethinking", "dissecting", "profiling",
                  "measuring", "examining", "investigating", "studying"}
_EDITION_NOUNS = {"extension", "extensions", "variant", "variants", "version", "versions", "adaptation"}
_PLAIN_WORDS = {"standard", "vanilla", "original", "naive", "plain", "conventional", "default", "classic",
                "classical", "basic", "full", "dense"}
_COMPARATIVE_CUES = {"speedup", "speedups", "speed-up", "faster", "slower", "better", "higher", "lower", "improves",
                     "improve", "outperform", "outperforming", "beats", "surpasses", "superior", "superiority",
                     "advantages", "improvement", "improvements", "improving", "improved", "outperforms", "gains",
                     "gain", "reduces", "reduction", "advantage", "cheaper", "more", "less", "fewer", "larger",
                     "smaller", "up"}
_EVAL_VERBS = {"compared", "compare", "evaluated", "evaluate", "benchmarked", "benchmark", "tested", "test",
               "measured", "validated", "comparing", "evaluating", "benchmarking", "testing",
               "favorably", "favourably", "competitively"}  # ("performing favorably against image models")
# (and LaTeX's style commands around a name: "we present \\textsc{HiMoE}")
_QUOTES = {'"', "'", "\u201c", "\u201d", "\u2018", "\u2019", "`", "``", "''", *LATEX_STYLE_TOKENS}
# the kinds of the paper's own parts a count names before listing them ("three key mechanisms: ...")
_LISTED_KINDS = {"optimizations", "techniques", "mechanisms", "components", "ideas", "innovations", "designs",
                 "strategies", "methods", "modules", "operations", "operators", "schemes", "algorithms", "policies"}
# "this paper proposes: 1) ..., and 2) ...": the items are what the paper proposes
_VERB_COLON = r"\b(?:we|paper|work)\s+(?:propose|proposes|present|presents|introduce|introduces):"
_VERB_COLON_RE = re.compile(_VERB_COLON, re.I)
_ENUM_CUE = re.compile(r"\b(?:two|three|four|five|several|multiple|a\s+number\s+of|novel|new)\s+(?:[\w-]+\s+){0,2}?"
                       rf"(?:{'|'.join(sorted(_LISTED_KINDS | {'contributions', 'parts'}))})\b"
                       r"|\bcontributions\s+(?:are|include)\b"  # ("Our contributions are: (1) ...")
                       # "We mitigate this using: (1) SetCon, ..., and (2) ...": the means of the paper's own solution
                       r"|\bwe\s+(?:address|mitigate|solve|tackle|overcome|resolve|handle)\s+(?:[\w-]+\s+){0,3}?"
                       r"(?:using|with|through|via|by)\s*:"
                       r"|" + _VERB_COLON, re.I)
_ENUM_CUE_LOW = re.compile(_ENUM_CUE.pattern)  # (on text in lower case: a case-blind search costs twice as much)


def _enum_cue(view, start: int, end: int) -> bool:
    """Whether _ENUM_CUE matches in the view's text between two offsets."""
    if view.low_text is None:
        return _ENUM_CUE.search(view.text, start, end) is not None
    return _ENUM_CUE_LOW.search(view.low_text, start, end) is not None
# what a compared name's code is called, after it: "1.2x faster than Triton kernels" (but "we develop CUDA kernels"
# proposes no CUDA)
# what an attack paper attacks is no baseline: "Against FedNCF and FedGNN ..., our attack reaches an AUC of 0.91"
_ATTACK_WORDS = {"attack", "attacks", "attacker", "attackers", "adversary", "adversaries", "exploit", "exploits"}
_BUILT_ON = {"on", "upon", "atop", "extends", "extend", "extending", "extended"}
# what a work does with a sibling it uses: "We leverage a synergistic combination of DeepSpeed-MII and ..."
_LEVERAGE_VERBS = {"leverage", "leverages", "leveraging", "reuse", "reuses", "combination", "combining", "integrates",
                   "integrating", "using", "uses", "via"}
_SAME_MEASURES = {"quality", "performance", "accuracy", "speed", "level", "results", "perplexity", "loss", "score",
                  "scores", "throughput", "latency"}
_COMPARED_HEADS = {"kernel", "kernels", "snapshot", "snapshots", "forecast", "forecasts", "setup", "setups",
                   "deployment", "deployments", "configuration",  # ("than an SSD-based MariusGNN setup")
                   "implementation", "implementations", "manager", "managers", "scheduler", "schedulers", "system",
                   "systems", "solution", "solutions", "engine", "engines", "pipeline", "pipelines", "stack",
                   "regime", "regimes", "recipe", "recipes",  # ("comparable results to the published Adam regime")
                   "checkpoint", "checkpoints", "template", "templates", "index", "indexes", "indices",
                   "transport", "transports", "backend", "backends",  # ("2.3x that of the default NCCL transport")
                   "workflow", "workflows",  # ("compared with the ASP workflow from NVIDIA Apex")
                   "instance", "instances"}  # ("than a separate Neo4j instance")
# the kind of tool a compared name may stand before with one word of what it works on ("the BWA-MEM sequence aligner")
_TOOL_KINDS = {"aligner", "aligners", "library", "framework", "compiler", "engine", "runtime", "simulator", "solver",
               "database", "server", "scheduler", "profiler", "toolkit", "loader"}
# what a compared system or model was run by: "than running vLLM on ...", "relative to always calling GPT-4o"
_RUNNING_IT = {"running", "calling", "invoking", "querying", "prompting", "applying", "deploying"}
# (after a name and "-based": "over an Apache YARN-based resource manager")
_SYSTEM_HEADS = {"system", "systems", "framework", "frameworks", "solution", "solutions", "library", "libraries",
                 "engine", "engines", "platform", "platforms", "tool", "tools", "stack", "stacks", "runtime",
                 "runtimes", "implementation", "implementations", "service", "services"}
# plural heads of a class of methods a list of named ones may follow
_METHOD_HEADS = {"methods", "approaches", "techniques", "schemes", "algorithms", "schedulers", "policies",
                 "strategies", "mechanisms", "designs", "works", "baselines", "kernels", "compilers", "optimizers"}
COMPARE_VERBS = {"outperform", "outperforms", "outperforming", "outperformed", "surpass", "surpasses",
                 "surpassing", "surpassed", "beat", "beats", "beating", "exceeds", "exceeding", "exceed", "rivals",
                 "rivaling", "rivalling", "matches", "matching", "match"}
COMPARE_PREP = {"than", "over", "vs", "vs.", "versus", "against"}
_FACTOR_TOKEN = re.compile(r"\d+(?:\.\d+)?(?:[x\u00d7]|\$?\\times\$?|\\%)")  # "2.2x" as one token (or "$2.2\\times$",
# "3.1$\\times$", LaTeX's "84\\%")
_LINK_RATE = re.compile(r"[GMT]b(?:ps|it/s)|[GMT]B/s", re.I)  # a network's or a bus's rate: "100 Gbps"
_GLUED_RATE = re.compile(rf"\d+(?:{_LINK_RATE.pattern})", re.I)  # the same in one word: "10Gb/s" (split in three)
COMPARE_NOUNS = {"compared", "compare", "comparing", "comparison", "comparisons", "relative", "respect",
                 "comparable", "compares", "competitive", "parity"}
# verbs of reaching another's level: "reaches the performance of X" (its level is X's)
_REACH_VERBS = {"reaches", "reach", "reaching", "attains", "attaining", "matches", "matching", "match", "approaches",
                "approaching", "recovers", "recovering", "retains", "retaining", "preserves", "preserving"}
# the level reached: "reaches the performance of X", "match those of X"
_LEVEL_WORDS = {"performance", "quality", "level", "levels", "speed", "efficiency", "that", "those"}
# an outcome equal to another's: "the same quality as X", "similar throughput as X"
_LIKE_WORDS = {"same", "similar", "comparable"}
# the amount of another's work a share is of: "in half the time taken by Vizier", "a fraction of the memory needed by X"
_TAKEN_BY = {"taken", "needed", "required", "used", "spent", "consumed"}
_SHARE_OF_WORDS = {"half", "third", "quarter", "tenth", "of", "fraction", "twice", "double"}
_SHARES = frozenset(_SHARE_OF_WORDS - {"of"})  # (a share with no number: "half the error of IACA")
# the words find_baselines' cue scan acts on (prefilter: the others are skipped by C-level maps)
_BASELINE_CUES = frozenset(COMPARE_VERBS | COMPARE_PREP | COMPARE_NOUNS | _REACH_VERBS | _TAKEN_BY |
                           {"over", "against", "baseline", "baselines", "as", "within", "above", "below", "par", "on",
                            "upon", "from", "instead", "speedup", "speedups", "speed-up"})
_SPED_UP_WORK = {"training", "inference", "serving", "fine-tuning", "finetuning", "decoding", "generation", "model",
                 "models", "workload", "workloads", "job", "jobs", "queries", "pipelines"}
_PERFORM = {"perform", "performs", "performed", "performing", "works", "work", "does", "do", "did"}
_NOVEL = frozenset(("novel", "new", "innovative"))
_WE = frozenset(("we", "our", "us"))
_PAPER_WORK = frozenset(("paper", "work"))
def _device_part(ctx: _Ctx, e: Span) -> bool:
    """Whether a known device is a class of part, named by a lower-case noun last: "CUDA core" ("We implement an
    effective CUDA core and TCU collaboration design": the parts the unnamed design uses)."""
    label = (ctx.kg_entities.get(e.ent_id_) or {}).get("label", e.text)
    return label.rpartition(" ")[2] in _PART_NOUNS


_PART_NOUNS = {"core", "unit", "memory", "cache", "register", "bus", "link", "switch", "port"}
_DEVICE_CLASSES = {"gpu", "cpu", "tpu", "npu", "fpga", "asic", "dsp", "mcu", "soc", "accelerator", "microcontroller",
                   "edge device", "mobile device", "iot device", "processor", "chip"}
# what a named device is ("the SHARP accelerator"): with another word after it, the device describes the contribution
_HW_KIND_HEADS = {"accelerator", "accelerators", "chip", "chips", "processor", "processors", "architecture",
                  "architectures", "design", "hardware", "device", "devices", "macro", "soc", "unit", "units"}


_SURVEY_WORDS = ("survey", "review", "overview", "tutorial", "perspective", "position", "vision", "sok",
                 "white paper", "systematization", "book chapter", "editorial", "commentary", "viewpoint", "opinion",
                 "preface", "foreword")


def is_survey(text: str, title: str) -> bool:
    """A survey, review or position paper (proposes nothing)."""
    low = (title + " " + text).lower()
    if not any(w in low for w in _SURVEY_WORDS):
        return False
    if title and _TITLE_SURVEY_RE.search(title.split(":")[0]) and not re.search(
            r"\bwe\s+(?:propose|present|introduce|develop|design)\b", text, re.I):
        return True
    if title and re.search(r"\bAn?\s+(?:[A-Z][\w-]*\s+){0,2}(?:[\w-]*-)?(?:Survey|Review)\b", title):
        # ("A Survey", "A Systematic Review", "A Tutorial-cum-Survey")
        return True
    m = _SURVEY_RE.search(text.lower())
    if m and m.group(0).startswith("we") and _OWN_NOVELTY_RE.search(text):
        return False  # "We survey techniques for pipeline parallelism and propose a novel ... schedule"
    return bool(m)


# a measurement or characterization study: "We conduct a systematic measurement study of ...", "A Measurement
# Study of Generated CUDA and Triton Code", "This paper presents an empirical characterization of ..."
_STUDY_RE = re.compile(r"\b(?:a|an|this|our)\s+(?:[\w-]+\s+){0,3}?(?:measurement|characteri[sz]ation|empirical|"
                       r"benchmarking)\s+(?:study|analysis)\b|\b(?:a|an|this|our)\s+(?:[\w-]+\s+){0,2}?"
                       r"(?:empirical\s+)?characteri[sz]ation\s+of\b", re.I)


def _a_study(title: str, text: str) -> bool:
    """A paper that measures what exists and proposes nothing of its own (checked when nothing was proposed)."""
    # (a substring test first: the case-blind regex tries every word of the abstract)
    low = f"{title}\n{text}".lower()
    if not any(w in low for w in _STUDY_KEYS):
        return False
    return bool(_STUDY_RE.search(title) or _STUDY_RE.search(text)) and not _PROPOSING_RE.search(text)


# (one of them is in every match of _STUDY_RE)
_STUDY_KEYS = ("measurement", "characterization", "characterisation", "empirical", "benchmarking")


_PROPOSING_RE = re.compile(r"\b(?:we|paper|work|study)\s+(?:also\s+|further\s+)?(?:propose|present|introduce|"
                           r"develop|design)s?\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:novel|new|system|framework|"
                           r"method|technique|tool|model|approach|algorithm)\b", re.I)


_OWN_NOVELTY_RE = re.compile(r"\b(?:we|and)\s+(?:propose|present|introduce|develop|design)\s+(?:a|an)\s+"
                             r"(?:novel|new)\b", re.I)


_QUOTES_BRACKETS = set("\"'`()[]{}\u201c\u201d\u2018\u2019")


def _name_shaped(text: str) -> bool:
    """Looks like a proper name: CamelCase, acronym, digits or Capitalised words, not a phrase of English."""
    words = text.split()
    if not words or len(words) > 4:
        return False
    if words[0].lower() in _TITLE_NOT_NAME and len(words) > 1:
        return False
    if words[0].lower() in _NUMBERED_WORDS and all(w.replace(".", "").isdigit() for w in words[1:]):
        return False  # "Part 2", "Top 10": a numbered part, no name
    if any(w.endswith((",", ";")) for w in words[:-1]):
        return False  # "Fewer Tokens, Same Answers: ...": a slogan of phrases, not a name
    if len(words) > 1 and words[-1].lower() in TITLE_STUDY_LAST:
        return False  # "Gradient Compression Revisited: ...": a study of a known thing
    if len(words) > 1 and any(w.lower() in _SLOGAN_VERBS for w in words[1:]):
        return False  # "Agents Are Not Chatbots: ...", "Attention Is Not All": a claim, no name
    if len(words) > 1 and any(w.lower() in _SLOGAN_PRONOUNS for w in words):
        return False  # "Refurbish Your Training Data: ...": an address, no name
    if len(words) > 1 and _ADJ_SUFFIX.search(words[0]):
        return False  # "Memory-Efficient Optimizers: ...": a kind of thing described, no name
    for w in words:
        if any(c in _QUOTES_BRACKETS for c in w):
            return False  # "(Ir)rationality", '"A Nova': a split title phrase, not a name
        core = w
        if not core or not (core[0].isupper() or core[0].isdigit() or _coined(core)):
            return False
    if len(words) == 1:
        w = words[0]
        if w.lower() in _PHRASE_COMPOUNDS:
            return False
        return (any(c.isupper() for c in w[1:]) or any(c.isdigit() for c in w) or "-" in w
                or (w[0].isupper() and w.lower() not in _TITLE_NOT_NAME and len(w) > 2))
    return True


_REFERENCES = {"table", "tables", "figure", "fig", "fig.", "section", "sec", "sec.", "appendix", "eq", "eq.",
               "equation", "algorithm", "theorem", "lemma"}
_NOT_NAMES = _REFERENCES | {"we", "our", "it", "they", "this", "these", "those", "existing", "prior", "previous",
                            "sota", "baseline", "baselines", "human", "humans", "experts"}
_RELEASE_RE = re.compile(r"v?\d+(?:\.\d+)+")  # a release number after a name: "DREAMPlace 4.0", "vLLM v0.4.2"
_FORMAT_RE = re.compile(r"(?:FP|BF|INT|UINT|TF|MX|NF)\d+|W\d{1,2}A\d{1,2}(?:KV\d{1,2})?",
                        re.I)  # number formats and bit-width settings ("W4A8"), not systems
# a score's cut-off, not a name: "(81.2% vs. 81.0% top-1)", "pass@1", "recall@10"
_CUTOFF_RE = re.compile(r"(?:top|pass|recall|precision|hit|hits|ndcg|mrr|map|acc)[-@]?\d+", re.I)


def _coined(text: str) -> bool:
    """A coined name rather than a title-cased phrase: inner capitals or digits (FlashAttention, GPT-4, LoRA)."""
    return any((any(c.isupper() for c in w[1:]) and any(c.islower() for c in w))
               or (any(c.isdigit() for c in w) and any(c.isalpha() for c in w)) for w in text.split())


class _Ctx:
    def __init__(self, doc: Doc):
        self.real = doc
        self.doc = view_of(doc)
        self.abstract_start = int(doc.user_data.get("abstract_start", 0) or 0)
        self.kg_entities = doc.user_data.setdefault("kg_entities", {})
        self.proposed: set[str] = set()  # keys proposed in the sentences before the one at hand

    @property
    def ent_of(self):
        return self.doc.ent_of

    def add_span(self, span: Span) -> bool:
        return self.doc.add_ent(span)

    def replace_spans(self, span: Span) -> bool:
        return self.doc.replace_ents(span)

    def etype(self, e: Span) -> str:
        info = self.kg_entities.get(e.ent_id_) or {}
        return info.get("type") or e.label_


_MODEL_KIND = {"model", "models", "family", "llm", "llms", "network", "networks", "transformer", "checkpoint"}
_DATASET_KIND = {"dataset", "datasets", "benchmark", "benchmarks", "corpus", "suite", "collection"}


def _named_kind(before: list[str]) -> str:
    """The type of a name given by "<description> called/which we name X" from the description's last
    noun: "our best model family, which we name Guanaco" names a model, "a benchmark called X" a dataset."""
    for w in reversed(before):
        if w in _MODEL_KIND:
            return "Model"
        if w in _DATASET_KIND:
            return "Dataset"
        if w in ("system", "framework", "method", "approach", "algorithm", "tool", "library", "engine"):
            return "System"
    return "System"


def _lower_phrase_end(doc, ctx: _Ctx, j: int, end: int) -> int:
    """The end of a named lower-case phrase from j, of four words at most (a hyphened one counts once: "task-mapping
    programming paradigm"), that ends the clause; j when there is none (nor a word cut at its hyphen: "which we dub
    an agent-in-context")."""
    stop = j
    while stop < end and stop - j - 2 * sum(doc[k].text == "-" for k in range(j, stop)) < 4 and \
            ctx.ent_of[stop] is None and (
            doc[stop].is_lower and doc[stop].is_alpha and doc[stop].lower_ not in _STOP
            and doc[stop].lower_ not in ("and", "or")
            or doc[stop].text == "-" and not doc[stop].whitespace_):
        stop += 1
    if stop > j and (stop >= end or doc[stop].is_punct or doc[stop].lower_ in _STOP | {"and"}) and \
            doc[stop - 1].text != "-":
        return stop
    return j


def _add_system(ctx: _Ctx, start: int, end: int, typ: str = "System", *, over: bool = False) -> Span | None:
    """Add a System (or Technique) span over tokens [start, end) when it overlaps no entity (`over`: when the
    entities it overlaps lie inside it, which it replaces: "Per-Channel Key Quantization" holds "Quantization")."""
    doc = ctx.doc
    inside = over and all(e is None or start <= e.start and e.end <= end for e in ctx.ent_of[start:end])
    if start >= end or not inside and any(ctx.ent_of[i] is not None for i in range(start, end)):
        return None
    text = doc[start:end].text
    first, _, last = text.lower().partition(" ")
    if last == "cloud" and first in _ENTITY_NOT_NAMES:
        return None  # "than Alibaba Cloud's current FaaS platform": a company's cloud, no system
    if text.lower() in _ENTITY_NOT_NAMES or text.lower() in _ACRONYM_NOT_SYSTEM or \
            strip_plural(text) in ctx.real.user_data.get("kg_not_names", ()):
        # "a new AI approach", even with "artificial intelligence (AI)" before it; "outperforms existing
        # Human-centric AD baselines" after "anomaly detection (AD)", a task
        return None
    if any(ls <= start and end <= le and (ls, le) != (start, end)
           for (ls, le), _ in ctx.real.user_data.get("kg_abbreviations", ())):
        return None  # a piece of an abbreviation's long form: "outperformed Return of Investment (ROI)"
    if len(text) == 2 and text.isupper() and text.isalpha() and \
            text not in ctx.real.user_data.get("kg_introduced", ()) and not _defined_short(ctx.real.text, text):
        return None  # "95% CI", "the CI pipeline": two capitals with no long form are no name by shape
    key = slugify(text)
    # a key can already exist under another type: then reuse it with that label
    info = ctx.kg_entities.get(key)
    label = info.get("type", typ) if info else typ
    span = Span(ctx.real, start, end, label=label, span_id=key)
    if not (ctx.replace_spans(span) if over else ctx.add_span(span)):
        return None
    if not info:
        label_text = text if typ == "System" else _singular_phrase(text)
        ctx.kg_entities[key] = {"label": label_text, "type": typ, "aliases": [], "known": False}
    return span


def _singular_phrase(text: str) -> str:
    head, sep, last = text.rpartition(" ")
    return head + sep + (singular(last) if len(last) > 3 else last)  # ("relational analysis" stays)


_PHRASE_HEADS = {"algorithm", "mechanism", "technique", "strategy", "method", "scheme", "approach", "policy",
                 "procedure", "heuristic", "heuristics"}


# adjectives that name a kind of method (and stand in SKIP_WORDS as judgements elsewhere)
_KIND_ADJECTIVES = {"dynamic", "adaptive", "hybrid", "static", "hierarchical", "distributed", "parallel",
                    "automatic", "automated", "speculative", "selective", "incremental", "asynchronous",
                    "synchronous", "elastic", "online", "offline"}


def _defined_phrase(ctx: _Ctx, i: int, end: int, verb: str = ""):
    """"we introduce layer-wise scale alignment, which segments ...": a lower-case phrase of two to four words
    right after the verb, defined by the clause after it."""
    doc = ctx.doc
    article = i < end and doc[i].lower_ in ("a", "an")
    if article:  # "we propose a stance-aware structural modeling that encodes ...": a method's noun
        i += 1
        while i < end and doc[i].lower_ in _NOVEL_CUES:
            i += 1
    k = i
    while k < end and k - i < 6 and ctx.ent_of[k] is None and (
            doc[k].is_lower and doc[k].is_alpha and doc[k].lower_ not in _STOP and doc[k].lower_ not in SKIP_WORDS
            or doc[k].text == "-" and not doc[k].whitespace_ and k > i):
        k += 1
    words = [t for t in doc[i:k] if t.text != "-"]
    if article:  # (then only a method's noun ends it, right before "that" or "which")
        if 2 <= len(words) <= 4 and k < end and doc[k].lower_ in ("that", "which") and \
                words[-1].lower_.endswith(("modeling", "modelling", "learning", "encoding", "prompting", "tuning",
                                           "decoding", "sampling", "alignment", "distillation", "regularization")):
            return i, k
        return None
    if verb in _NEW_MEANS_VERBS and 2 <= len(words) <= 3 and k + 1 < end and doc[k].lower_ == "to" and \
            doc[k + 1].is_lower and doc[k + 1].is_alpha and doc[k + 1].lower_ not in _NOT_VERBS_AFTER_TO and \
            not doc[k - 1].lower_.endswith(("ing", "ed")) and doc[k - 1].lower_ not in GENERIC_HEADS and \
            not _adjective_like(doc[k - 1].lower_):
        return i, k  # "We further propose network redistribution to shift the receptive field": the means, then
        # what it is for
    if not 2 <= len(words) <= 4 or k + 1 >= end or doc[k].text != "," or doc[k - 1].lower_ in GENERIC_HEADS - {
            "models", "networks"}:
        return None
    if doc[k + 1].lower_ in ("which", "that"):
        return i, k
    if [t.lower_ for t in doc[k + 1:k + 5]][:1] == ["a"] and k + 4 < end and doc[k + 2].lower_ in _NOVEL_CUES and \
            doc[k + 3].lower_ in ("family", "class", "type", "kind") and doc[k + 4].lower_ == "of":
        return i, k  # "we propose consistency models, a new family of models that ..."
    return None


# the verbs that give a new means before what it is for (not "present", "provide": "we present simulation results
# to show ...")
_NEW_MEANS_VERBS = {"propose", "proposes", "introduce", "introduces", "devise", "devises"}
_NOT_VERBS_AFTER_TO = {"the", "a", "an", "be", "this", "these", "its", "their"}
_APPOSED_HEADS = {"primitive", "metric", "measure", "quantity", "notion", "concept", "objective", "principle",
                  "technique", "method", "approach", "algorithm", "mechanism", "strategy", "scheme", "paradigm"}


def _an_implementation(doc, i: int, k: int) -> bool:
    """Whether the noun at k is "implementation" with "a"/"an" before it: "We describe a strong-scaling
    implementation of Allegro in LAMMPS" implements a model that exists (not "the design and implementation of
    Drizzle", the paper's own)."""
    if doc[k].lower_ != "implementation":
        return False
    for x in range(k - 1, max(i, k - 5) - 1, -1):
        low = doc[x].lower_
        if low in ("a", "an", "the", "our", "its", "this", ",", "of"):
            return low in ("a", "an")
    return False


def _appositive_phrase(ctx: _Ctx, i: int, end: int):
    """"a new statistical primitive, the reproducibility budget, which ...": the lower-case name set off after
    the description of the new thing: (start, end, type), the entity already there, or None."""
    doc = ctx.doc
    if i >= end or doc[i].lower_ not in ("a", "an"):
        return None
    k = i + 1
    while k < end and k - i < 6 and ctx.ent_of[k] is None and doc[k].is_lower and \
            (doc[k].is_alpha or doc[k].text == "-") and doc[k].lower_ not in _STOP:
        k += 1
    if k - i < 2 or k + 2 >= end or doc[k].text != "," or doc[k - 1].lower_ not in _APPOSED_HEADS:
        return None
    head = doc[k - 1].lower_
    s = k + 1 + (doc[k + 1].lower_ in ("the", "namely", "called", "termed"))
    known = ctx.ent_of[s] if s < end else None
    if known is not None and known.start == s and known.end < end and ctx.etype(known) in ("Technique", "System") \
            and (doc[known.end].text in (",", "(") or doc[known.end].lower_ in ("which", "that")):
        return known  # "a new parallelism paradigm, elastic sequence parallelism (ESP), to ...": a phrase found
    e = s
    while e < end and e - s < 4 and ctx.ent_of[e] is None and (doc[e].is_lower and doc[e].is_alpha and
                                                              doc[e].lower_ not in _STOP or doc[e].text == "-"):
        e += 1
    if not 2 <= e - s <= 4 or e >= end or doc[e].text not in (",", "(", "$") and doc[e].lower_ not in (
            "which", "that") or doc[e - 1].text == "-":
        return None
    return s, e, "Metric" if head in ("metric", "measure", "quantity") else "Technique"


# last parts of a hyphenated adjective: "data-driven", "layer-wise", "hardware-agnostic"
_COMPOUND_ADJ_ENDS = {"driven", "based", "aware", "oriented", "centric", "guided", "agnostic", "free", "friendly",
                      "efficient", "intensive", "bound", "level", "wise", "grained", "specific", "like", "style"}


def _technique_phrase(ctx: _Ctx, i: int, end: int):
    """"an effective yet straightforward merging set identification algorithm" -> the token range of
    "merging set identification": lower-case words before a method head, after skippable adjectives."""
    doc = ctx.doc
    j = i
    while j < end and (doc[j].lower_ in SKIP_WORDS or _adjective_like(doc[j].lower_)) and ctx.ent_of[j] is None \
            and not (j + 1 < end and doc[j + 1].text == "-" and not doc[j].whitespace_):
        j += 1  # (an adjective glued to a hyphen opens a compound: "a new systolic-wave heuristic")
    k = j
    while k < end and k - j < 5 and ctx.ent_of[k] is None and (doc[k].is_lower and doc[k].is_alpha or
                                                                 doc[k].text == "-" and not doc[k].whitespace_):
        if doc[k].lower_ in _PHRASE_HEADS or doc[k].lower_ in _STOP or doc[k].lower_ in ("a", "an", "the"):
            break  # (an article opens another phrase: "developing and tuning a scheduling policy")
        k += 1
    if k < end and doc[k].lower_ in _PHRASE_HEADS and k - j < 2 and k > j and not _adjective_like(doc[k - 1].lower_):
        # an adjective-like noun is the phrase's first word when one word alone is left: "a hierarchical
        # gradient sketching method" -> "hierarchical gradient sketching", not "sketching"
        b = next((x for x in range(i, j) if doc[x].lower_ not in SKIP_WORDS and doc[x].is_alpha), j)
        if k - b >= 2 and all(doc[x].is_lower and doc[x].is_alpha for x in range(b, j)):
            j = b
        elif k - j == 1 and j > i and doc[j - 1].lower_ in _KIND_ADJECTIVES:
            j -= 1  # "a dynamic shadowing approach": the adjective names the kind of shadowing
    if k < end and doc[k].lower_ in _PHRASE_HEADS and k - j >= 2 and doc[j].text != "-" and doc[k - 1].text != "-":
        if doc[k - 1].lower_ in SKIP_WORDS or doc[j].lower_.endswith("ly") and len(doc[j].text) > 4 and \
                _adjective_like(doc[j + 1].lower_):
            return None  # "an energy and performance efficient method of querying DNNs", "a fundamentally
            # different approach": how it is, no name
        if k - j >= 4 and doc[k - 2].text == "-" and doc[k - 1].lower_ in _COMPOUND_ADJ_ENDS and \
                any(doc[x].whitespace_ for x in range(j, k - 3)):
            return None  # "a knowledge distillation-based approach": what it builds on, no method's name (one
            # hyphenated word before a policy names it: "a novel cache-aware policy")
        if all(not doc[x].whitespace_ for x in range(j, k - 1)):  # one hyphenated word before the head
            if doc[k].lower_ in ("heuristic", "heuristics", "policy"):
                return j, k + 1  # it names no method without its head: "a systolic-wave heuristic"
            if _adjective_like(doc[k - 1].lower_) or doc[k - 1].lower_ in _COMPOUND_ADJ_ENDS or \
                    doc[j].lower_ in ("low", "high", "lower", "higher", "ultra", "very"):
                return None  # "a data-driven approach", "an optimization-driven mechanism", "a
                # low-profiling-overhead approach": how the method is, no method's name
        if doc[k - 1].lower_ in _KIND_ADJECTIVES or doc[k - 1].lower_.endswith(("ical", "onal", "tial", "ive")):
            # the words before the head describe it, they name nothing alone: "a novel two-dimensional
            # hierarchical algorithm" is that algorithm (not "two-dimensional hierarchical"); an approach or a
            # method so described names no method
            return (j, k + 1) if doc[k].lower_ in _NAMED_BY_HEAD else None
        return j, k
    return None


# heads that a describing phrase names a method with ("a two-dimensional hierarchical algorithm")
_NAMED_BY_HEAD = {"algorithm", "mechanism", "scheme", "policy", "heuristic", "procedure", "strategy"}


_COMPOUND_LINKS = {"of", "the", "a", "an", "and", "or", "to", "in", "on", "for", "at", "by", "as", "with"}
# capitalised compounds of English that name no system
_PHRASE_COMPOUNDS = {"state-of-the-art", "end-to-end", "out-of-the-box", "off-the-shelf", "mixture-of-experts",
                     "chain-of-thought", "tree-of-thought", "tree-of-thoughts", "point-to-point", "peer-to-peer",
                     "sequence-to-sequence", "text-to-image", "image-to-image", "text-to-speech", "speech-to-text",
                     "text-to-video", "image-to-text", "all-to-all", "one-to-one", "many-to-many", "up-to-date",
                     "first-of-its-kind", "out-of-distribution", "in-the-wild", "human-in-the-loop",
                     "plug-and-play", "mixture-of-depths", "product-of-experts"}


def _name_tokens(doc: Doc, i: int, limit: int) -> int:
    """End of a run of name-shaped tokens starting at i ("Sequence Length Warmup", "FooBar-2")."""
    j = i
    hyphens = 0
    while j < limit and j - i - hyphens < 4:  # four words (and the hyphens between them)
        t = doc[j]
        w = t.text
        if t.is_punct and w not in ("-",):
            break
        if w == "-" and j > i and j + 1 < limit and not doc[j + 1].is_punct:
            j += 1
            hyphens += 1
            continue
        if j > i and w in _COMPOUND_LINKS and doc[j - 1].text == "-" and not doc[j - 1].whitespace_ and \
                not t.whitespace_ and j + 2 < limit and doc[j + 1].text == "-" and doc[j + 2].text[:1].isupper():
            j += 1  # a capitalised compound: "Shape-of-Motion", "Look-Before-You-Leap"
            continue
        if not (w[0].isupper() or w[0].isdigit() and j > i or _coined(w)):
            break
        if j > i and (w.lower() in _STOP or _FORMAT_RE.fullmatch(w)):
            break  # (a number format is no part of a name: "the Huggingface FP16 implementation")
        j += 1
    return j


_ADJ_SUFFIXES = ("ive", "al", "ent", "ant", "ble", "ful", "ous", "ic", "ed", "less", "ary", "ized", "ised", "est", "er")


def _adjective_like(w: str) -> bool:
    return len(w) > 3 and w.endswith(_ADJ_SUFFIXES) and w not in _STOP


def _named_compound(doc: Doc, j: int, end: int) -> bool:
    """Token j opens a capitalised compound with a link word, a name: "Shape-of-Motion", "Look-Before-You-Leap"
    (not "State-of-the-Art"), or of two capitalised words inside a sentence: "Math-Shepherd"."""
    if not doc[j].text[:1].isupper() or j > 0 and doc[j - 1].text == "-" and not doc[j - 1].whitespace_:
        return False
    stop = _name_tokens(doc, j, end)
    parts = [doc[x].text for x in range(j, stop) if doc[x].text != "-"]
    if "".join(doc[x].text for x in range(j, stop)).lower() in _PHRASE_COMPOUNDS:
        return False
    if len(parts) == 2 and stop - j == 3 and j > 0 and doc[j - 1].is_lower and doc[j - 1].is_alpha and \
            all(p[:1].isupper() and p[1:2].islower() for p in parts) and not doc[j].whitespace_ and \
            not doc[j + 1].whitespace_ and parts[0].lower() not in _NOT_NAMES:
        return True  # two capitalised words joined inside a sentence: "surpassing Math-Shepherd", "Self-Refine"
    return len(parts) >= 3 and any(p in _COMPOUND_LINKS for p in parts[1:-1])


def _in_compound(doc: Doc, j: int, end: int) -> bool:
    """Token j is part of a hyphenated compound written without spaces ("state-of-the-art")."""
    t = doc[j]
    if t.text == "-" and not t.whitespace_ and j > 0 and not doc[j - 1].whitespace_:
        return True
    if j + 1 < end and doc[j + 1].text == "-" and not t.whitespace_ and not doc[j + 1].whitespace_:
        return True
    return j > 0 and doc[j - 1].text == "-" and not doc[j - 1].whitespace_ and j > 1 and not doc[j - 2].whitespace_


# the verb of a compared name's own clause: "16 times fewer trials than MetaSchedule needs"
_CLAUSE_VERBS = {"needs", "requires", "uses", "takes", "does", "did", "achieves", "achieved", "incurs", "consumes",
                 "spends", "attains", "attained", "reaches", "reached", "delivers", "delivered", "yields", "obtains",
                 "obtained", "offers", "provides", "supports"}
_AFTER_ENTITY_OK = {",", "(", ")", "and", "or", "/", "alone", "only", '"', "respectively", "e.g.", "e.g", "which",
                    "that", "to", "for", "in", "as", "on", "with", "by", "using", "via", "is", "are", "was", "were",
                    "can", "will", "while", "from", "at", "under", "across", "of", "without", "through", "when",
                    "where", "based", "into", "'s", "\u2019s", "alone", "only", "up", "significantly", "substantially",
                    "consistently", "considerably", "dramatically", "around", "atop", "upon", "over", "within",
                    "inside", "beyond", "against", "between", "among", "per", "than", "w.r.t", "w.r.t.", "wrt",
                    # a conjunction opens a clause, never more of the name: "relative to DHE because ..."
                    "because", "since", "although", "though", "whereas", "despite", "thanks", "unless",
                    # a pronoun opens the clause after the name: "compared with Metis it cuts planning time"
                    "it", "they", "we"}


_LY_NOUNS = {"family", "families", "assembly", "anomaly", "supply", "reply", "poly", "ally", "rally", "italy",
             "july", "monopoly", "butterfly", "jelly"}


def _manner_adverb(t) -> bool:
    """A lower-case word in -ly that is no noun: how a compared name is run ("relative to applying PowerSGD
    uniformly to all buckets")."""
    w = t.lower_
    return len(w) > 4 and w.endswith("ly") and t.is_lower and t.is_alpha and w not in _LY_NOUNS


def _edition_word(doc: Doc, k: int) -> bool:
    """A capitalised word that may end a product's name: "Micro" in "TF-Lite Micro" (not "NVIDIA", "GPU")."""
    t = doc[k]
    return t.text[:1].isupper() and t.is_alpha and not t.text.isupper()


def _participle_phrase(doc: Doc, k: int, end: int) -> bool:
    """A past participle and its preposition after a name: "we propose ConsistencySolver derived from ..."."""
    w = doc[k].lower_
    return (len(w) > 4 and w.endswith("ed") and doc[k].is_lower and k + 1 < end
            and doc[k + 1].lower_ in ("from", "by", "on", "upon", "for", "via", "with", "in", "to", "through"))


def _short_form_ahead(ctx: _Ctx, j: int, end: int) -> Span | None:
    """The entity in brackets after a run of capitalised words from j (some of them a known name's, or joined by
    "-based"), when the run holds a known name: "Extended Generative Pretrained Transformers-based Question
    Answering (ExtGPT-QA)"."""
    doc = ctx.doc
    k, inner = j, False
    while k < end and k - j < 12 and (doc[k].text[:1].isupper() or doc[k].text == "-" or
                                      doc[k].lower_ in ("based", "of", "for", "with", "and")):
        inner = inner or ctx.ent_of[k] is not None
        k += 1
    if not inner or k + 2 >= end or doc[k].text != "(" or k - j < 3:
        return None
    e = ctx.ent_of[k + 1]
    if e is None or e.start != k + 1 or e.end >= end or doc[e.end].text != ")" or \
            ctx.etype(e) not in ("System", "Model", "Technique"):
        return None
    return e


def _running_on(doc: Doc, k: int, end: int, typ: str = "System") -> bool:
    """A present participle and its preposition after a compared name: "than the CPU tool minimap2 running on
    64 cores" (the name is complete; the participle says how it ran), or the link it ran over."""
    w = doc[k].lower_
    if w == "over" and k + 2 < end and doc[k + 1].like_num and _LINK_RATE.fullmatch(doc[k + 2].text):
        return True  # "compared to NCCL over 100 Gbps RDMA": the network it ran over
    if w in ("fine", "pre") and k + 3 < end and doc[k + 1].text == "-" and doc[k + 2].lower_ in ("tuned", "trained"):
        k, w = k + 2, "tuned"
    if k + 1 < end and typ == "Model" and doc[k + 1].lower_ in ("per", "on", "from", "for", "in") and (
            w in _MADE_BY or w in ("tuned", "finetuned", "pretrained", "adapted")):
        return True  # "nnU-Net trained per task", "LLaMA fine-tuned on Alpaca" (but "fine-tuned with Adam" below)
    if w in ("prompted", "applied", "used") or typ == "System" and (
            w in _MADE_BY or w in ("tuned", "finetuned", "configured", "pretrained", "adapted", "restricted",
                                   "limited", "confined", "set", "deployed", "launched", "modified", "extended",
                                   "ported", "reimplemented")) or \
            typ in ("System", "Hardware") and w in _SIZED_ALIKE or typ == "Hardware" and w in ("extended", "modified"):
        # "Compared with nnU-Net trained per task": how the compared system was made (a model "fine-tuned with
        # Adam" is compared for how it was trained); "Against SIGMA scaled to the same area", "RecNMP and TensorDIMM
        # extended for training": how the compared design was matched to the new one
        return k + 1 < end and doc[k + 1].lower_ in ("on", "with", "in", "at", "under", "per", "for", "from",
                                                     "using", "via", "by", "without", "to", "through", "behind")
    if w in ("serving", "running", "executing", "hosting") and k + 1 < end and not doc[k + 1].is_punct:
        return True  # "than vLLM serving full models": what the compared system ran
    if w in ("entirely", "fully", "solely", "natively", "directly") and k + 1 < end and \
            doc[k + 1].lower_ in ("on", "in", "with", "inside", "within"):
        return True  # "Compared with running SmoothQuant entirely on the digital unit": where it ran
    return (len(w) > 5 and w.endswith("ing") and doc[k].is_lower and k + 1 < end
            and doc[k + 1].lower_ in ("on", "with", "in", "at", "under", "over", "across", "from", "after", "via",
                                      "through", "without"))  # ("than TorchElastic restarting from checkpoints")


def _opening_compared(ctx: _Ctx, j: int, end: int) -> Span | None:
    """The name right after a sentence's opening "Against": "Against llama.cpp", "Against the HyGCN and AWB-GCN
    accelerators", "Against block-wise variants of Wanda and SparseGPT" (after up to four lower-case words and
    "of")."""
    doc = ctx.doc
    if j < end and doc[j].lower_ == "the":
        j += 1
    if j + 3 < end and (d := ctx.ent_of[j]) is not None and d.start == j and d.end == j + 1 and \
            ctx.etype(d) == "Hardware" and doc[j + 1].text == "-" and doc[j + 2].lower_ in _ON_DEVICE_TAILS:
        j += 3  # the device it runs on: "Against the CPU-based RapidMatch running on a 32-core Xeon, ..."
    if j < end and doc[j].lower_ in ("a", "an"):
        j += 1
    k = j
    while k < end and k - j < 8 and ctx.ent_of[k] is None and (doc[k].is_lower and doc[k].is_alpha or
                                                                 doc[k].text == "-"):
        k += 1
    if k > j and not (k + 1 < end and doc[k - 1].lower_ == "of" and k - j >= 2) and \
            not _EARLIER_WORK_WORDS.issuperset(doc[j:k].text.lower().split()) and \
            not (k - j >= 3 and doc[k - 2].text == "-" and doc[k - 1].lower_ in ("based", "style", "backed")):
        return None  # (but "Against the recent Cambricon-D accelerator", "Against a bucketing-based TensorRT-LLM
        # deployment")
    e = ctx.ent_of[k] if k < end else None
    if e is not None and ctx.etype(e) == "Technique" and e.end + 1 < end and doc[e.end].lower_ in _METHOD_HEADS and \
            (f := ctx.ent_of[e.end + 1]) is not None and f.start == e.end + 1:
        return f  # the kind of method, then the names: "Against the prior token pruning methods FastV and VisionZip"
    return e


# what a device before a hyphen says of the name after it: "the CPU-based RapidMatch", "the GPU-accelerated cuGraph"
_ON_DEVICE_TAILS = {"based", "only", "accelerated", "resident", "side", "optimized", "native"}
# words that call a compared thing earlier work: "Against the recent Cambricon-D accelerator"
_EARLIER_WORK_WORDS = {"recent", "prior", "previous", "existing", "popular", "leading", "strong", "widely-used",
                       "state-of-the-art", "commercial", "open-source", "best", "latest", "original"}


_SIZED_ALIKE = {"scaled", "sized", "resized", "provisioned", "normalized", "normalised", "matched", "calibrated"}
_NETWORK_WORDS = {"network", "networks", "fabric", "fabrics", "tree", "topology", "topologies", "cluster", "clusters",
                  "switch", "switches", "link", "links"}
_MODEL_RUNS = {"training", "inference", "serving", "fine-tuning", "finetuning", "pre-training", "pretraining"}
# what ties a compared thing to the system it belongs to: "the DNN engines from TFLite", "the memory of PyTorch"
_WHOSE = {"from", "of", "in", "by"}
_MADE_BY = {"trained", "served", "implemented", "run", "built", "optimized", "executed", "compiled", "deployed"}
_JOINED = {"integrated", "combined", "paired", "equipped", "coupled", "augmented", "enhanced", "extended"}
_MADE_WITH = {"with", "using", "in", "on", "by", "via", "through"}




_LIST_OPENERS = frozenset({",", "the", "a", "an", "as"} | _LIST_INTRO)


def _past_list_opener(doc: Doc, k: int, end: int) -> int:
    """The first token from k past the words that open a list of names (", such as the", "including")."""
    while k < end and doc[k].lower_ in _LIST_OPENERS:
        k += 1
    return k


def _listed_name_at(ctx: _Ctx, k: int, end: int) -> int | None:
    """Where the first name listed after an unnamed kind ending at k stands ("LLM serving systems such as vLLM",
    "existing DNN frameworks such as TensorFlow"), or the system they are built on ("serial RAG systems based on
    vLLM"); None when no list of names follows."""
    doc = ctx.doc
    if k + 2 < end and doc[k].lower_ in ("based", "built") and doc[k + 1].lower_ in ("on", "upon") and \
            (e := ctx.ent_of[k + 2]) is not None and e.start == k + 2 and ctx.etype(e) == "System":
        return k + 2
    x = _past_list_opener(doc, k, end)
    return x if k < x < end and ctx.ent_of[x] is not None else None


def _next_listed(ctx: _Ctx, k: int, end: int) -> int | None:
    """Where the next name of a list stands when the item ending at k is none ("C, intrinsics, and CUDA": from
    after "C", CUDA's first token): past list separators and unnamed items of plain words, up to the name that
    follows a separator; None when the list ends first."""
    doc = ctx.doc
    if k >= end or doc[k].lower_ not in (",", "and", "or"):
        return None
    x = k
    while x < end and x - k < 12:
        w = doc[x].lower_
        if w in (",", "and", "or"):
            x += 1
            e = ctx.ent_of[x] if x < end else None
            if e is not None and e.start == x:
                return x
            continue
        if ctx.ent_of[x] is not None or w in _STOP or not (doc[x].is_alpha or doc[x].text == "-"):
            return None
        x += 1
    return None


# after a new name, what it names besides the generic heads: "a Summation Service abstraction"
_NAMED_PARTS = frozenset((",", "(", ")", "abstraction", "abstractions", "primitive", "primitives", "interface"))


def _after_unnamed_item(ctx: _Ctx, j: int, end: int) -> int | None:
    """Where the second item of "a unified abstraction and a Dependency Proxy mechanism" starts: past a first item
    of plain lower-case words (no name) and "and"; None when no such list stands at j."""
    doc = ctx.doc
    x = j + (j < end and doc[j].lower_ in ("a", "an", "the"))
    start = x
    while x < end and x - start < 5 and ctx.ent_of[x] is None and (doc[x].is_lower and doc[x].is_alpha or
                                                                     doc[x].text == "-") and doc[x].lower_ != "and":
        if doc[x].lower_ in _STOP:
            return None
        x += 1
    if x == start or x + 1 >= end or doc[x].lower_ != "and":
        return None
    return x + 1


def _past_citation(doc, k: int, end: int) -> int:
    """Past a numbered citation at token k ("[3]", "[3, 28]", "[12-14]"), or k when none stands there."""
    if k + 2 < end and doc[k].text == "[":
        for x in range(k + 1, min(end, k + 10)):
            if doc[x].text == "]":
                return x + 1 if x > k + 1 else k
            if not (doc[x].text.isdigit() or doc[x].text in (",", "-", "\u2013")):
                break
    return k


_SPEC_RE = re.compile(r"\d+(?:\.\d+)?(?:[GMK]Hz|nm|mW|GB|MB|TB)")  # a device's figure glued to its unit: "2GHz"
_BRACKET_SIZE = re.compile(r"\d+(?:\.\d+)?[BMKT]")


# verbs joined to a proposing one before the object they share ("we design and analyze X")
_CO_VERBS = frozenset(("analyze", "analyse", "evaluate", "study", "characterize", "characterise", "prototype",
                       "deploy", "test", "validate", "verify", "benchmark", "open-source"))


def _scan_np(ctx: _Ctx, i: int, end: int, *, propose: bool):
    """Entities of the noun phrase starting at token i: returns (entities, new_name_token_range_or_None).

    Skips determiners and adjectives; an entity counts when what follows it is a generic
    head ("framework"), a boundary or a list separator, not another noun it modifies."""
    doc = ctx.doc
    found: list[Span] = []
    skipped = 0
    j = i
    while j < end and skipped < 10:
        e = ctx.ent_of[j]
        t = doc[j]
        w = t.lower_
        if not propose and j == i and i > 0 and doc[i - 1].lower_ in _COMPARED_OUTCOME and e is None and \
                j + 1 < end and (w == "on" and doc[i - 1].lower_ == "than" or w in ("that", "those") and
                                 j + 3 < end and doc[j + 1].lower_ in _FOUND_BY and doc[j + 2].lower_ == "by" or
                                 w in ("that", "those") and j + 2 < end and doc[j + 1].lower_ == "of"):
            j += 1 if w == "on" else 2 if doc[j + 1].lower_ == "of" else 3  # "606x faster than on an NVIDIA A100
            skipped += 1  # GPU": the device it ran on; "18% lower than that achieved by a top-tier server-grade A100
            continue  # GPU": whose outcome it was (and "a 2.3x speedup over those produced by TVM", "faster than
            # those of Roller")
        if not propose and j == i and i > 0 and doc[i - 1].lower_ in _COMPARED_OUTCOME and \
                (by := _outcome_made_by(doc, j, end)) is not None:
            j = by  # "a 2.3x speedup over the schedules found by Ansor", "compared with INT8 kernels tuned by Apache
            skipped += 1  # TVM": whose outcome it was
            continue
        if e is not None:
            if not propose and found and e.start > 0 and doc[e.start - 1].text in ("'s", "\u2019s") and \
                    e.end < end and doc[e.end].lower_ in ("backend", "backends"):
                return found, None  # "than vLLM's ROCm backend": the platform of the compared system's backend
            if not propose and e.end + 2 < end and doc[e.end].text in ("'s", "\u2019s") and \
                    doc[e.end + 1].lower_ in ("and", ",", "or") and ctx.etype(e) == "System" and \
                    (f := ctx.ent_of[e.end + 2]) is not None and f.start == e.end + 2 and f.end < end and \
                    doc[f.end].text in ("'s", "\u2019s"):
                found.append(e)  # "reduces TensorFlow's and PyTorch's training time": each owner compared
                j = f.start
                continue
            if not propose and e.end + 1 < end and doc[e.end].text in ("'s", "\u2019s") and \
                    (part := _owned_system(ctx, e.end + 1, end)) is not None:
                j = part  # "a 62x speedup over minimap2's CPU-based KSW2": the named part is what was compared
                continue
            if not propose and e.end + 1 < end and doc[e.end].text in ("'s", "\u2019s") and \
                    (x := _owned_part_end(ctx, e.end + 1, end)) > e.end + 1 and x + 1 < end and \
                    doc[x].lower_ in ("and", "or") and ctx.ent_of[x + 1] is not None:
                found.append(e)  # the owner of a part, then the list goes on: "Compared with vLLM's CPU backend and
                j = x + 1  # Intel Extension for PyTorch"
                continue
            k = _past_citation(doc, e.end, end)  # "compared to TF-Lite Micro [3] and CMSIS-NN [28]"
            if k + 3 < end and doc[k].text == "(" and doc[k + 2].text == ")" and doc[k + 3].lower_ in GENERIC_HEADS:
                k += 3  # "a field-programmable gate array (FPGA) accelerator": the short form, then the head
            if k + 1 < end and _FORMAT_RE.fullmatch(doc[k].text) and doc[k + 1].lower_ in GENERIC_HEADS:
                k += 1  # "the Huggingface FP16 implementation": the number format describes the implementation
            elif not propose and k == e.end and k < end and _FORMAT_RE.fullmatch(doc[k].text) and \
                    ctx.etype(e) == "System":
                m = k + 1  # "compared with TensorRT FP16", "than cuBLAS FP16 GEMM": the system run in a number
                if m < end and (f := ctx.ent_of[m]) is not None and f.start == m and ctx.etype(f) == "Technique":
                    m = f.end  # format (and the kernel it ran)
                if m >= end or doc[m].lower_ in _AFTER_ENTITY_OK | {".", ";"}:
                    k = m
            if not propose and k + 1 < end and ctx.ent_of[k] is None and _edition_word(doc, k) and \
                    doc[k].lower_ not in SKIP_WORDS:
                # "compared to TF-Lite Micro and CMSIS-NN", "DeepSpeed Zero-Inference": a name's edition word
                m = k + 1
                while m + 1 < end and doc[m].text == "-" and not doc[m - 1].whitespace_ and not doc[m].whitespace_ \
                        and ctx.ent_of[m + 1] is None and _edition_word(doc, m + 1):
                    m += 2
                if m < end and doc[m].lower_ in _AFTER_ENTITY_OK | {"."}:
                    k = m
            if k < end and k == e.end and (_RELEASE_RE.fullmatch(doc[k].text) or
                                           not propose and doc[k].lower_ in ("eager", "nightly", "stable")):
                k += 1  # "compared to DREAMPlace 4.0", "than vLLM v0.4.2", "beat PyTorch eager": a release or mode
                # (and "We introduce Mistral 7B v0.1, a 7-billion-parameter language model")
            if not propose and k == e.end and k < end:
                if doc[k].text == ")" and "(" in e.text and ")" not in e.text:
                    k += 1  # the size the name took in: "Gopher (280B" + ")"
                elif k + 2 < end and doc[k].text == "(" and _BRACKET_SIZE.fullmatch(doc[k + 1].text) and \
                        doc[k + 2].text == ")":
                    k += 3  # "outperforms Gopher (280B), GPT-3 (175B), Jurassic-1 (178B), and ...": each one's size
            if propose and k == e.end and k + 1 < end and doc[k].lower_ == "based" and doc[k + 1].lower_ != "on":
                j = k + 1  # "We present a CUDA based implementation of ...": what it is built with, written without
                continue  # the hyphen of "CUDA-based"
            while k < end and doc[k].lower_ in GENERIC_HEADS:
                k += 1
            if not propose and k > e.end and k + 2 < end and doc[k].text == "(" and ctx.ent_of[k + 1] is not None \
                    and ctx.ent_of[k + 1].start == k + 1 and ctx.etype(ctx.ent_of[k + 1]) in ("System", "Model") \
                    and ctx.ent_of[k + 1].end < end and doc[ctx.ent_of[k + 1].end].text == ")":
                found.append(ctx.ent_of[k + 1])  # "1.2 lower than the best post-training method (AQLM)": the
                j = ctx.ent_of[k + 1].end + 1  # method the bracket names (then the list may go on)
                continue
            if not propose and k == e.end and k + 1 < end and ctx.etype(e) == "Hardware" and \
                    doc[k].text in ("-", "/") and not doc[k - 1].whitespace_ and not doc[k].whitespace_ and \
                    (f := ctx.ent_of[k + 1]) is not None and f.start == k + 1 and ctx.etype(f) == "Hardware":
                j = k + 1  # "compared to the CPU-GPU DLRM baseline": the pair of devices describes what follows
                continue
            if not propose and k == e.end and k < end and ctx.etype(e) == "Hardware" and \
                    singular(doc[k].lower_) in _DEVICE_NOUNS:
                k += 1  # "6.8x faster than a baseline RISC-V core": the device of that kind
            if not propose and k == e.end and k + 2 < end and ctx.etype(e) == "System":
                m = k  # "over the standard BWA-MEM sequence aligner running on ...": the named tool of a kind (and
                # "over a 10Gb/s NFS central storage system on a 16 GPU cluster")
                while m < k + 2 and m + 2 < end and doc[m].is_lower and doc[m].is_alpha and doc[m].lower_ not in _STOP \
                        and doc[m].lower_ not in _COMPARED_HEADS and doc[m].lower_ not in GENERIC_HEADS and \
                        doc[m].lower_ not in _TOOL_KINDS:
                    m += 1
                if m > k and doc[m].lower_ in _TOOL_KINDS | {"system"} and (
                        doc[m + 1].lower_ in _AFTER_ENTITY_OK | {".", ";"} or _running_on(doc, m + 1, end, "System")):
                    k = m + 1
            if not propose and k < end and doc[k].lower_ in _COMPARED_HEADS and (
                    k + 1 >= end or doc[k + 1].lower_ in (_AFTER_ENTITY_OK - {"of"}) | {".", ";"}):
                k += 1  # (but "the CUDA kernels of our system" are the system's, "the CUDA kernel library" a library)
            elif not propose and k + 1 < end and doc[k].lower_ in _COMPARED_HEADS and \
                    doc[k + 1].lower_ in _COMPARED_HEADS and \
                    (k + 2 >= end or doc[k + 2].lower_ in (_AFTER_ENTITY_OK - {"of"}) | {".", ";"}):
                k += 2  # "the default DeepSpeed checkpoint engine"
            nxt = doc[k].lower_ if k < end else "."
            if propose and k == e.end and ctx.etype(e) in ("Model", "Technique") and doc[e.start].text[:1].isupper():
                # "We introduce Neural Networks on the NIC (N3IC), a system that ...": a long form that opens with a
                # kind of model, and the system its short form names
                b = next((x for x in range(k, min(end, k + 6)) if doc[x].text == "("), None)
                if b is not None and b > k and b + 2 < end and (f := ctx.ent_of[b + 1]) is not None and \
                        f.start == b + 1 and f.end < end and doc[f.end].text == ")" and \
                        ctx.etype(f) == "System" and all(doc[x].text[:1].isupper() or doc[x].lower_ in _COMPOUND_LINKS
                                                         for x in range(k, b)):
                    found.append(f)
                    return found, None
            # "compression framework NxMiFormer": the name after the heads wins
            if k > e.end and k < end and ctx.ent_of[k] is not None and ctx.ent_of[k] is not e:
                j = k
                continue
            if propose and k > e.end and ctx.etype(e) in ("Model", "System"):
                c = next((x for x in range(k, min(end - 1, k + 4)) if doc[x].text == ":"), None)
                if c is not None and all(doc[x].is_lower for x in range(k, c)) and \
                        (f := ctx.ent_of[c + 1]) is not None and f.start == c + 1 and ctx.etype(f) == ctx.etype(e):
                    j = c + 1  # "we create two new MobileNet models for release: MobileNetV3-Large and
                    continue  # MobileNetV3-Small": the names after the colon, not the family before the kind
            # "an efficient LLM inference scheduler, Sarathi-Serve, inspired by ...": the appositive name wins (and
            # after a kind the entity ends with: "we design a GCN accelerator, HyGCN, using ...")
            if propose and (k > e.end or k == e.end and k < end and doc[k].text == "," and doc[k - 1].is_lower and
                            doc[k - 1].lower_ in _APPOSED_KINDS and ctx.etype(e) in ("Hardware", "Technique")):
                named = _appositive_name(ctx, k, end)
                if named is not None:
                    return named
                if ctx.etype(e) == "Model" and any(doc[x].lower_ not in _MODEL_KIND_HEADS and
                                                   not _RELEASE_RE.fullmatch(doc[x].text) for x in range(e.end, k)):
                    return found, None  # "we build a DNN compiler": the model describes the unnamed contribution
                if ctx.etype(e) == "Hardware" and any(doc[x].lower_ not in _HW_KIND_HEADS for x in range(e.end, k)):
                    return found, None  # "we present a GPU algorithm": the device it runs on, not the contribution
            if not propose and k == e.end and k < end and ctx.ent_of[k] is not None:
                if ctx.etype(e) == "Hardware" and ctx.etype(ctx.ent_of[k]) == "Hardware" and (
                        e.text.islower() or doc[e.end - 1].lower_ in _HW_KIND_HEADS) and \
                        not ctx.ent_of[k].text.islower():
                    j = k  # "than the sparse accelerator SIGMA": a class of device, then the named one (and "the
                    continue  # recent PIM accelerators AttAcc and NeuPIMs")
                pair = (ctx.etype(e), ctx.etype(ctx.ent_of[k]))
                if pair == ("Hardware", "Hardware") or \
                        pair == ("Technique", "Hardware") and ctx.ent_of[k].end - k == 1 and doc[k].is_lower or \
                        pair == ("Hardware", "Technique") and not e.text.islower():
                    # the first names what is compared, the second is its kind or design: "an NVIDIA V100 GPU" is
                    # the V100 (the device class follows its model); "similar-cost Fat-Tree interconnects" the
                    # fat-tree (a design of the device class); "a 400 Gbps InfiniBand fat-tree" the named network
                    k = ctx.ent_of[k].end
                    nxt = doc[k].lower_ if k < end else "."
                elif pair == ("System", "Hardware") and (ran := _on_device_run(ctx, k, end)) is not None:
                    # "than TensorFlow CPU-only training", "the PyTorch GPU implementation", "XDL CPU-GPU execution":
                    # the named system, run on that device
                    k = ran
                    nxt = doc[k].lower_ if k < end else "."
                elif ctx.etype(e) in ("System", "Model") and ctx.etype(ctx.ent_of[k]) == "Technique":
                    # "than DeepSpeed-Inference's ZeRO offloading": the named system's way of doing it, no technique
                    # compared on its own (and "compared with the Llama 3 tokenizer": the named model's)
                    k = ctx.ent_of[k].end
                    nxt = doc[k].lower_ if k < end else "."
                else:
                    j = k  # two names in a row ("HuggingFace PEFT"): the last one is the head
                    continue
            if not propose and k == e.end and nxt == "based":
                x = k + 1  # "the PagedAttention based kernels of FlashAttention and FlashInfer": whose they are
                while x < end and x - k < 4 and doc[x].is_lower and doc[x].is_alpha and doc[x].lower_ not in _STOP:
                    x += 1  # follows (as after "PagedAttention-based", below)
                if x > k + 1 and x + 1 < end and doc[x].lower_ == "of" and (f := ctx.ent_of[x + 1]) is not None and \
                        f.start == x + 1:
                    j = x + 1
                    continue
            if not propose and k == e.end and nxt in _BUILT_INTO and ctx.etype(e) == "Technique" and \
                    k + 2 < end and doc[k + 1].lower_ in ("into", "in", "inside", "by", "with") and \
                    (f := ctx.ent_of[k + 2]) is not None and f.start == k + 2 and ctx.etype(f) == "System":
                found.append(e)  # "Compared with the adaptive routing built into Spectrum-X": the technique and the
                j = k + 2  # system that holds it
                continue
            if not propose and k == e.end and nxt == "as" and ctx.etype(e) == "Technique":
                m = k + 1  # "over a per-GPU cache as used by PaGraph": the technique and the system that uses it
                if m < end and doc[m].lower_ in ("used", "implemented", "adopted", "employed", "done"):
                    m += 1
                if m + 1 < end and doc[m].lower_ in ("by", "in") and ctx.ent_of[m + 1] is not None and \
                        ctx.etype(ctx.ent_of[m + 1]) == "System":
                    found.append(e)
                    j = m + 1
                    continue
            if not propose and k == e.end and k + 1 < end and nxt in ("'s", "\u2019s") and \
                    ctx.ent_of[k + 1] is not None and ctx.etype(e) == "System" and \
                    ctx.etype(ctx.ent_of[k + 1]) == "System":
                found.append(e)  # "the learned cost model of TVM's Ansor": the system and its named part
                j = k + 1
                continue
            if not propose and k == e.end and k + 1 < end and nxt == "of" and ctx.etype(e) == "Technique" and \
                    ctx.ent_of[k + 1] is not None and ctx.etype(ctx.ent_of[k + 1]) == "System":
                j = k + 1  # "outperforms the exact-match cache of GPTCache": the system whose part it is
                continue
            if not propose and k + 1 < end and nxt in _WHOSE and (ctx.etype(e) == "Metric" or k > e.end and
                                                                  ctx.etype(e) in ("Model", "Hardware")) and \
                    (f := ctx.ent_of[k + 1]) is not None and f.start == k + 1 and ctx.etype(f) == "System":
                j = k + 1  # "compared to the DNN engines from TFLite and MNN", "than the latency of vLLM": whose
                continue  # engines or measure they are (the model or device only describes them)
            if not propose and k + 1 < end and nxt in _MADE_BY and doc[k + 1].lower_ in _MADE_WITH \
                    and (ctx.etype(e) in ("Model", "Technique") and k == e.end or
                         ctx.etype(e) == "Hardware" and k > e.end):
                j = k + 2  # "over MoEs trained with the Tutel library": the compared thing is the named system
                continue  # (and "12x that of a CPU implementation built on Faiss")
            if not propose and k == e.end and k + 2 < end and ctx.etype(e) == "Model" and nxt in _MODEL_RUNS and \
                    doc[k + 1].lower_ in ("in", "with", "using", "via", "on") and ctx.ent_of[k + 2] is not None and \
                    ctx.ent_of[k + 2].start == k + 2 and ctx.etype(ctx.ent_of[k + 2]) == "System":
                j = k + 2  # "than GCN training in DistGNN": the system the model's runs were made with
                continue
            if not propose and k + 1 < end and nxt in ("with", "in", "via", "using") and \
                    ctx.etype(e) == "Technique" and ctx.ent_of[k + 1] is not None and \
                    ctx.etype(ctx.ent_of[k + 1]) == "System":
                if not _KERNEL_WORDS.intersection(w.lower_ for w in doc[e.start:k]):
                    found.append(e)  # "to ring all-reduce in NCCL": the technique and the system that does it
                j = k + 1  # (and "than naive offloading with Hugging Face Accelerate"; but "over the dense attention
                continue  # kernel in vLLM's ROCm backend" names the system's part)
            joined_at = None
            if not propose and k == e.end and k + 2 < end and ctx.etype(e) == "System" and (
                    nxt in _JOINED and doc[k + 1].lower_ == "with" or
                    nxt in ("followed", "backed") and doc[k + 1].lower_ == "by"):
                # (or a description first: "the compiler TVM equipped with scheduler AutoTVM and Ansor"; "DGL backed by
                # a separate Neo4j instance")
                joined_at = k + 2 if ctx.ent_of[k + 2] is not None else _name_after_description(ctx, k + 2, end)
                if joined_at is None:
                    joined_at = _system_after_article(ctx, k + 2, end)
            elif not propose and k == e.end and ctx.etype(e) == "System" and (x := _after_plus(doc, k, end)) and \
                    (f := ctx.ent_of[x]) is not None and f.start == x and ctx.etype(f) == "System":
                joined_at = x  # "than a JanusGraph plus PyG pipeline", "a JanusGraph-plus-PyG pipeline"
            if joined_at is not None:
                found.append(e)  # "compared to vLLM integrated with Faiss": both systems make the baseline
                j = joined_at
                continue
            if not propose and k == e.end and nxt == "such" and k + 2 < end and doc[k + 1].lower_ == "as" and \
                    ctx.ent_of[k + 2] is not None and ctx.etype(e) == "Technique":
                found.append(e)  # "exceeding modality-specific tokenizers such as MAGVIT-v2 and EnCodec": the class
                j = k + 2  # and the names that show it (as "methods such as AWQ" above)
                continue
            if not propose and k > e.end and ctx.etype(e) == "Model" and doc[e.end].lower_ in _SYSTEM_HEADS:
                # "compared to existing GNN frameworks": the unnamed frameworks for a model, no model compared;
                # a list may follow ("DNN frameworks such as TensorFlow")
                x = _listed_name_at(ctx, k, end)
                if x is not None:
                    j = x
                    continue
                return found, None
            if not propose and k == e.end and ctx.etype(e) in ("Model", "Technique") and k + 1 < end and \
                    doc[k].lower_ in _MODEL_PROCESS_NOUNS and doc[k + 1].lower_ in _SYSTEM_HEADS:
                # "compared to state-of-the-art LLM serving systems": unnamed systems of a kind; a list may follow
                # ("over MoE training systems such as DeepSpeed-MoE and FasterMoE")
                x = _listed_name_at(ctx, k + 2, end)
                if x is not None:
                    j = x
                    continue
                return found, None
            if k == e.end and k < end and (nxt not in _AFTER_ENTITY_OK and not doc[k].is_punct
                                          and not (nxt == "so" and k + 1 < end and doc[k + 1].lower_ == "that")
                                          and not (propose and ctx.etype(e) == "System"
                                                   and _participle_phrase(doc, k, end))
                                          and not (not propose and nxt in _CLAUSE_VERBS
                                                   and (doc[e.start - 1].lower_ == "than" or
                                                        doc[e.start - 1].lower_ == "what" and
                                                        doc[e.start - 2].lower_ == "than"))
                                          and not (not propose and _running_on(doc, k, end, ctx.etype(e)))
                                          and not (not propose and nxt in _REPORT_VERBS)
                                          and not (not propose and _manner_adverb(doc[k]))
                                          and not (not propose and nxt in _MADE_BY and k + 1 < end and
                                                   doc[k + 1].lower_ in ("under", "at", "for", "to"))
                                          or nxt == "-" and not doc[k - 1].whitespace_):
                # the entity modifies a noun: "CUDA kernels", "LLM-based", "GPT-3 training recipe"; a name may
                # stand after the described thing: "an efficient LLM inference scheduler, Sarathi-Serve, ..."
                named = _described_then_named(ctx, k, end) if propose else None
                if named is None and not propose:
                    # "the PagedAttention-based kernels of FlashAttention and FlashInfer": whose they are follows;
                    # "its SFT teacher, DeepSeek-R1-0528": the name after the description
                    x = k
                    while x < end and x - k < 7 and (doc[x].text == "-" or doc[x].is_lower and doc[x].is_alpha
                                                     and doc[x].lower_ not in _STOP):
                        x += 1
                    if x + 1 < end and x > k and (doc[x].lower_ in ("of", ",") or doc[x].lower_ == "in" and
                                                  ctx.ent_of[x + 1] is not None and
                                                  ctx.etype(ctx.ent_of[x + 1]) == "System") and \
                            ctx.ent_of[x + 1] is not None and ctx.ent_of[x + 1].start == x + 1 and \
                            not (doc[x].text == "," and ctx.ent_of[x + 1].ent_id_ in ctx.proposed):
                        j = x + 1  # (and "over the dense attention kernel in vLLM's ROCm backend"; but "Compared
                        continue  # with a Qdrant-based deployment, ShardWeaver ...": the paper's own system follows
                    if x < end and x > k + 1 and doc[k].text == "-" and (
                            ctx.ent_of[x] is not None and ctx.ent_of[x].start == x or
                            ctx.ent_of[x] is None and doc[x].text[:1].isupper() and doc[x].is_alpha and
                            doc[x].lower_ not in GENERIC_HEADS):
                        j = x  # "the DALI-based PyTorch baseline": the named thing the modifier describes (or a
                        continue  # name no component found: "over the CPU-based Peregrine")
                    if x > k and (doc[x - 1].lower_ in ("baseline", "baselines") or
                                  any(doc[y].lower_ in _COMPARED_HEADS for y in range(k + 2, x)) and
                                  doc[k].text == "-" and
                                  doc[k + 1].lower_ in ("based", "only", "backed", "hosted")) and \
                            ctx.etype(e) != "Metric":
                        found.append(e)  # "compared with a DenseNet-169 convolutional baseline" (and "than a
                        # vLLM-based deployment")
                        return found, None
                    if x > k + 2 and doc[k].text == "-" and doc[k + 1].lower_ in ("style", "like") and \
                            ctx.etype(e) in ("System", "Model") and e.start > 0 and \
                            doc[e.start - 1].lower_ in _STYLE_COMPARED_AFTER:
                        # "compared to Tiresias and to Gandiva-style time slicing": the named system and, when
                        # the text names it, the technique done in its style (the compared thing itself, not
                        # what it uses: "than the FP16 model on a phone using llama.cpp-style kernels")
                        f = ctx.ent_of[x - 1]
                        found.extend([e, f] if f is not None and f.start >= k + 2 and f.end == x and
                                     ctx.etype(f) == "Technique" else [e])
                        return found, None
                    if x > k and doc[k].text != "-" and ctx.etype(e) == "System" and \
                            doc[x - 1].lower_ in _COMPARED_HEADS | {"path", "paths"} and \
                            (x >= end or doc[x].is_punct or doc[x].lower_ in _PHRASE_AFTER):
                        found.append(e)  # "compared with a CPU-driven NCCL transfer path": the named system's
                        return found, None  # way of doing the work
                    if x > k and ctx.etype(e) == "Hardware" and doc[x - 1].lower_ in _NETWORK_WORDS:
                        found.append(e)  # "relative to a 400 Gbps InfiniBand fat-tree": the network of that kind
                        return found, None
                return named if named is not None else (found, None)
            if not propose and k > e.end and ctx.etype(e) == "Technique" and doc[k - 1].lower_ in _SYSTEM_HEADS:
                # "existing LLM serving systems": a class of unnamed systems, not a named baseline;
                # a list may follow ("offloading systems such as FlexGen"), or a named item ("than the current FaaS
                # platform and a state-of-the-art container registry (Kraken)")
                x = _listed_name_at(ctx, k, end)
                if x is None and k + 2 < end and doc[k].lower_ == "and" and doc[k + 1].lower_ in ("a", "an", "the"):
                    x = _name_after_description(ctx, k + 2, end) or _bracketed_examples(ctx, k + 2, end)
                if x is not None:
                    j = x
                    continue
                return found, None
            if not propose and k > e.end and ctx.etype(e) == "Technique" and doc[k - 1].lower_ in _METHOD_HEADS:
                # "existing PTQ methods such as AWQ and OmniQuant", "fair scheduling schemes such as Themis and
                # Gavel": the class and the names it is shown by are the baselines (as the guideline's annotators
                # have it: "other KV cache compression techniques, including H2O and CaM")
                j = _past_list_opener(doc, k, end)
                if j > k and j < end and doc[j - 1].lower_ in _LIST_INTRO | {"as"} and (
                        ctx.ent_of[j] is not None or doc[j].text[:1].isupper() or _coined(doc[j].text)):
                    found.append(e)
                    continue
            if not (not propose and k + 2 < end and doc[k].text == "(" and doc[k + 1].lower_ in _LIST_INTRO
                    and ctx.etype(e) in ("Model", "Technique") and e.text.islower()):
                found.append(e)  # (not "video models (e.g. VideoMAE, V-JEPA)": the class its examples name)
            if propose:
                # "we propose PagedAttention and vLLM", "two techniques: X and Y": a list of names
                j = k
                second = _named_after_apposition(ctx, k, end)
                if second is not None:
                    j = second  # "we report OpenFold, a fast ... implementation of AlphaFold2, and OpenProteinSet, the
                    continue  # largest public database of ...": the second name after the first's description
                if j + 1 < end and doc[j].lower_ in (",", "and") and not (doc[j].text == "," and
                                                                         doc[j + 1].lower_ in ("a", "an", "which")):
                    j += 1
                    if j < end and doc[j].lower_ == "and":
                        j += 1
                    nxt_e = ctx.ent_of[j] if j < end else None
                    if nxt_e is not None and nxt_e.start == j and j == k + 1 and doc[k].text == "," and \
                            nxt_e.end < end and doc[nxt_e.end].lower_ in GENERIC_HEADS and \
                            (ctx.kg_entities.get(nxt_e.ent_id_) or {}).get("known", True):
                        return found, None  # "We introduce Performers, Transformer architectures which ...": a
                        # known kind set off after the name describes it, no second proposal
                    if nxt_e is not None and nxt_e.start == j and (
                            ctx.etype(nxt_e) == ctx.etype(e) or ctx.etype(nxt_e) == "System") and (
                            nxt_e.end >= end or doc[nxt_e.end].lower_ in _AFTER_ENTITY_OK | GENERIC_HEADS | {"."}) and \
                            not (j == k + 1 and nxt_e.end < end and doc[nxt_e.end].lower_ in ("'s", "\u2019s")):
                        continue  # (but "we present MLlib, Spark's open-source ... library": whose it is)
                return found, None
            j = k  # a list: "X, Y, and Z", "X and Y", "methods, e.g., the X", "X by 1.8x and Y by 2.3x"
            if not propose and j + 2 < end and doc[j].lower_ == "by" and doc[j + 1].text[:1].isdigit():
                j += 2
                if j < end and (doc[j].text in _UNITS_AFTER_NUMBER or doc[j].text in _UNITS_ALWAYS):
                    j += 1  # "ShapeMo by 2 dB and DynGauss by 3 dB"
            if not propose and j + 2 < end and doc[j].lower_ in ("with", "using") and ctx.ent_of[j + 1] is not None \
                    and ctx.ent_of[j + 1].start == j + 1 and ctx.etype(ctx.ent_of[j + 1]) == "Technique" and \
                    ctx.ent_of[j + 1].end < end and doc[ctx.ent_of[j + 1].end].lower_ in (",", "and"):
                j = ctx.ent_of[j + 1].end  # how the item ran, then the list goes on: "such as vLLM with priority
                # scheduling, Sarathi-Serve and VTC"
            if not propose and j + 2 < end and doc[j].text == "(" and doc[j + 1].lower_ not in _LIST_INTRO:
                # "Deep Graph Library (3.02x faster) and PyG" (but "video models (e.g. VideoMAE, V-JEPA)" lists them)
                close = next((x for x in range(j + 1, min(end, j + 16)) if doc[x].text in ("(", ")")), None)
                if close is not None and doc[close].text == ")":
                    j = close + 1
            if not propose and j == e.end and j + 1 < end and doc[j].text == ")" and e.start > 0 and \
                    doc[e.start - 1].text == "(" and doc[j + 1].lower_ in ("and", ","):
                j += 1  # the name in a kind's brackets, then the list goes on: "relative to industry libraries
                # (Intel MKL) and state-of-the-art tensor algebra compilers (TACO)"
            if not propose and j + 2 < end and doc[j].lower_ == "with" and (f := ctx.ent_of[j + 1]) is not None and \
                    f.start == j + 1 and ctx.etype(e) == "System" and ctx.etype(f) == "System" and \
                    (f.end >= end or doc[f.end].lower_ in (",", ".", ";", "and", "on", "in", "at", "for", "while") or
                     doc[f.end].lower_ in _COMPARED_HEADS and f.end + 1 < end and
                     doc[f.end + 1].lower_ in (",", ".", ";", "and", "while")):
                found.append(f)  # "than Megatron-LM with ZeRO-1": the system and the one it ran with (and "TVM
                j = f.end  # with AutoTVM templates")
            if not propose and j + 3 < end and doc[j].lower_ == "as" and doc[j + 1].lower_ == "well" and \
                    doc[j + 2].lower_ == "as":
                j += 3  # "outperforming supervised fine-tuning as well as the far larger DeepSeek-V3"
            while j < end and (doc[j].lower_ in {",", "and", "or", "/", "+", "the", "a", "an"} | _LIST_INTRO or
                               doc[j].text == "(" and j + 1 < end and doc[j + 1].lower_ in _LIST_INTRO or
                               not propose and doc[j].lower_ in ("to", "with", "against") and j > k and
                               doc[j - 1].lower_ in ("and", "or")):  # "compared to X and to CheckFreq"
                j += 1
            if not propose and j > k and doc[k].text == "," and all(doc[x].text == "," for x in range(k, j)) and \
                    e.start >= 1 and doc[e.start - 1].lower_ in ("and", "or"):
                return found, None  # "Compared to GPipe and PipeDream, FlexPipe is ...": the list ended at "and"
            if not propose and j == k + 2 and j < end and doc[k].text == "," and \
                    doc[k + 1].lower_ in ("the", "our", "this") and (nx := ctx.ent_of[j]) is not None and \
                    nx.start == j and nx.end < end and \
                    doc[nx.end].lower_ in _CLAUSE_VERBS | {"is", "are", "was", "were", "can", "runs", "performs"}:
                return found, None  # "Compared to a SIMD processor, the accelerator is 117.87x faster": the subject
            while j > k and j + 1 < end and doc[j].lower_ in _PLAIN_WORDS and ctx.ent_of[j + 1] is not None:
                j += 1  # "GCN, GraphSAGE, and standard GAT"
            if not propose and j > k and j + 2 < end and doc[j].lower_ in _EDITION_NOUNS and \
                    doc[j + 1].lower_ == "of" and ctx.ent_of[j + 2] is not None and ctx.ent_of[j + 2].start == j + 2:
                j += 2  # "outperforms LLM-Pruner and the extension of Wanda in structured pruning": the named one's
            m = j  # "a deterministic U-Net and a conditional GAN": adjectives, then the next item's name
            while not propose and j > k and m < end and m - j < 2 and doc[m].is_lower and \
                    (_adjective_like(doc[m].lower_) and not doc[m].lower_.endswith("ed") or
                     doc[m].lower_ in ("far", "much") and m + 1 < end and doc[m + 1].lower_ in _SIZE_COMPARATIVES or
                     doc[m].lower_ in _SIZE_COMPARATIVES):  # ("and the much larger DeepSeek-V3")
                m += 1
            if m > j and m < end and ctx.ent_of[m] is not None and ctx.ent_of[m].start == m and \
                    ctx.etype(ctx.ent_of[m]) in ("System", "Model"):
                j = m
            if not propose and j > k and j + 3 < end and doc[j].like_num and doc[j + 1].text == "-" and \
                    doc[j + 2].lower_ == "bit" and ctx.ent_of[j + 3] is not None:
                j += 3  # "than the 8-bit CMSIS-NN kernels and the 4-bit GPTQ model": a bit width, then the name
            if not propose and j > k and j + 2 < end and doc[j].like_num:  # "2.2 for Medusa and 2.6 for EAGLE"
                v = j + 2 if doc[j + 1].text in ("%", "x", "\u00d7") else j + 1
                if v + 1 < end and doc[v].lower_ == "for":
                    j = v + 1
            if j < end and (ctx.ent_of[j] is not None or j > k and (doc[j].text[:1].isupper() or _coined(doc[j].text))):
                continue
            if not propose and k < j < end and doc[j].is_lower:  # an unnamed item, then the list goes on: "outperforms
                x = j  # random selection, perplexity filtering and LESS"
                while x < end and x - j < 4 and (doc[x].is_lower and doc[x].is_alpha or doc[x].text == "-" and
                                                 not doc[x].whitespace_) and doc[x].lower_ != "and":
                    x += 1  # (a hyphenated item too: "compared to R*-trees, k-d trees and Flood")
                nxt = ctx.ent_of[x + 1] if x + 1 < end else None
                if x > j and x + 1 < end and doc[x].lower_ in ("and", ",") and (
                        nxt is not None and nxt.start == x + 1 or nxt is None and doc[x].lower_ == "and" and
                        doc[x + 1].text[:1].isupper() and doc[x + 1].is_alpha):
                    j = x + 1
                    continue
            if not propose and j > k:  # "the step-level caching method DeepCache and the layer-level method FORA"
                # (or past a device: "CPU, GPU, and a state-of-the-art GCN accelerator HyGCN")
                named_at = _name_after_description(ctx, j, end) or _bracketed_examples(ctx, j, end) or \
                    _system_after_description(ctx, j, end)
                if named_at is not None:
                    j = named_at
                    continue
            return found, None
        if _in_compound(doc, j, end) and not _named_compound(doc, j, end) or t.is_space or \
                w in _QUOTES:
            j += 1
            continue
        if w in _LIST_INTRO or (w == "as" and j > i):
            j += 1
            continue
        if w == "based" or (w == "on" and j > 0 and doc[j - 1].lower_ == "based"):
            j += 1
            continue
        if propose and w in _EDITION_NOUNS and j + 4 < end and doc[j + 1].lower_ == "of" and \
                (y := ctx.ent_of[j + 2]) is not None and y.start == j + 2 and y.end + 2 < end and \
                doc[y.end].text == "(" and (x := ctx.ent_of[y.end + 1]) is not None and x.start == y.end + 1 and \
                x.end < end and doc[x.end].text == ")":
            found.append(x)  # "We propose a variant of Adam (AdamX) that ...": the variant the short form names
            return found, None
        if propose and w == "of" and j > i and doc[j - 1].lower_ in ("design", "implementation", "designs",
                                                                      "prototype", "release") and \
                not _an_implementation(doc, i, j - 1):
            j += 1  # "we present the design and implementation of Drizzle"
            continue
        if not propose and t.text[:1].isupper() and j + 1 < end and ctx.ent_of[j + 1] is not None \
                and ctx.ent_of[j] is None:
            j += 1  # "NVIDIA FasterTransformer"
            continue
        if not propose and t.text[:1].isupper() and j + 2 < end and doc[j + 1].text in ("'s", "\u2019s") and \
                ctx.ent_of[j + 2] is not None:
            j += 2  # "NVIDIA's TensorRT": the maker's product
            continue
        if not propose and j > i and doc[j - 1].is_lower and _FORMAT_RE.fullmatch(t.text) and \
                (named_at := _name_after_description(ctx, j + 1, end)) is not None:
            j = named_at  # "than the BF16 framework Megatron-LM": a number format and a kind describe the name
            continue
        if not propose and not t.is_lower and w in _ENTITY_NOT_NAMES and j > i and j + 1 < end and \
                doc[j + 1].is_lower and doc[j + 1].is_alpha:
            j += 1  # "than a state-of-the-art P2P container registry (Kraken)": a word of the description, no name
            skipped += 1
            continue
        if not propose and (t.text[:1].isupper() or _coined(t.text)) and (
                w not in SKIP_WORDS and w not in _TITLE_NOT_NAME or _named_compound(doc, j, end)) \
                and w not in _NOT_NAMES and not t.text[:1].isdigit() \
                and not _FORMAT_RE.match(t.text) and t.text not in _UNITS_ALWAYS and not _CUTOFF_RE.fullmatch(w) \
                and not (t.text in _UNITS_AFTER_NUMBER and j > 0 and doc[j - 1].like_num):  # "by 2 dB"
            # a name no component found, where a baseline is named: "outperforms Quokka and Zebra"
            stop = _name_tokens(doc, j, end)
            after = stop + 1 if stop < end and _FORMAT_RE.fullmatch(doc[stop].text) else stop  # "X FP16 kernels"
            if stop > j and _name_shaped(doc[j:stop].text) and (
                    after >= end or doc[after].lower_ in _AFTER_ENTITY_OK | GENERIC_HEADS | {".", ";"}) \
                    and _add_system(ctx, j, stop) is not None:
                continue  # now an entity: taken by the branch above
            if stop + 1 < end and doc[stop].text in ("'s", "\u2019s") and doc[stop + 1].is_lower:
                j = stop + 1  # "than Alibaba Cloud's current FaaS platform and ...": a maker's unnamed product
                skipped += 1
                continue
            listed = _next_listed(ctx, stop, end)
            if listed is not None:
                j = listed  # "than hand-tuned C, intrinsics, and CUDA implementations": a word that is no name,
                continue  # then the list goes on to the names
            return found, None
        if not propose and (w in ("setting", "case", "scenario", "where", "using", "use", "used", "when", "with",
                                  "are", "is", "of") or
                            w in ("training", "running", "serving") and j + 1 < end and
                            doc[j + 1].lower_ in ("with", "using") or  # ("compared to training with X")
                            w in _RUNNING_IT and j + 1 < end and ctx.ent_of[j + 1] is not None and
                            ctx.etype(ctx.ent_of[j + 1]) in ("System", "Model", "Technique") and
                            (w in ("running", "applying", "deploying") or ctx.etype(ctx.ent_of[j + 1]) == "Model") or
                            w == "always" and j + 1 < end and doc[j + 1].lower_ in _RUNNING_IT):
            # ("67% less than running vLLM on ...", "relative to always calling GPT-4o", "relative to applying
            # PowerSGD uniformly to all buckets")
            j += 1
            skipped += 1
            continue
        if propose and e is None and t.text[:1].isupper() and (short := _short_form_ahead(ctx, j, end)) is not None:
            found.append(short)  # "a novel Extended Generative Pretrained Transformers-based Question Answering
            return found, None  # (ExtGPT-QA) model": the long form holds a known name, its short form is the new one
        if propose and t.text[:1].isalpha() and (t.text[:1].isupper() or _coined(t.text)) and w not in _STOP \
                and w not in _NOT_NAMES and (
                w not in SKIP_WORDS or _name_tokens(doc, j, end) - j >= 2):
            stop = _name_tokens(doc, j, end)
            if any(ctx.ent_of[x] is not None for x in range(j + 1, stop)):
                j += 1  # "Unified Paging" with "Paging" known: the entity is taken next
                continue
            if stop > j and (stop >= end or doc[stop].lower_ in GENERIC_HEADS | _STOP | _NAMED_PARTS):
                if _name_shaped(doc[j:stop].text):
                    return found, (j, stop)
            return found, None
        if propose and j > i and doc[j - 1].lower_ in GENERIC_HEADS:
            named = _appositive_name(ctx, j, end)  # "a new method, Steer3D, to add ..."
            if named is not None:
                return named
        if propose and w == ":" and j > i and doc[j - 1].lower_ in GENERIC_HEADS and doc[j - 1].lower_.endswith("s"):
            j += 1  # "we propose two techniques: X and Y"
            continue
        if not propose and w in ("for", "by", "of") and j > i and (doc[j - 1].text in ("%", "x", "\u00d7") or
                                                                  doc[j - 1].like_num):
            j += 1  # "compared to 50% for standard distributed TensorFlow": the value's owner follows
            skipped += 1
            continue
        if not propose and w in ("for", "of", "on", "in", "that", "which") and j > i and \
                doc[j - 1].lower_ in GENERIC_HEADS:
            # "state-of-the-art systems for large models, including ZeRO, GShard, and BASE Layer": the list names them
            # (also past a relative clause: "methods that require intrusive in-network changes, including XCP")
            intro = next((x for x in range(j + 1, min(end, j + (9 if w not in ("that", "which") else 12)))
                          if doc[x].lower_ in ("including", "such", "like")
                          or doc[x].lower_ in _STOP and doc[x].lower_ not in ("of", "for", "on", "in")), None)
            if intro is not None and doc[intro].lower_ in ("including", "such", "like"):
                j = intro
                continue
        if w in _STOP:
            return found, None
        if not propose and j > i and (_SPEC_RE.fullmatch(t.text) or w in ("bit", "core") and j >= 2 and
                                      doc[j - 1].text == "-" and doc[j - 2].like_num):
            j += 1  # "than a 128-bit 2GHz SIMD processor": the device's figures describe it
            skipped += 1
            continue
        if not propose and _BRACKET_SIZE.fullmatch(t.text) and j + 1 < end and ctx.ent_of[j + 1] is not None and \
                ctx.ent_of[j + 1].start == j + 1 and ctx.etype(ctx.ent_of[j + 1]) == "Model":
            j += 1  # "outperforms the few-shot prompted 540B PaLM model", "than 175B GPT-3": the model's size
            skipped += 1
            continue
        if not propose and (t.like_num or w in ("%", "x", "\u00d7") and j > i and doc[j - 1].like_num):
            j += 1
            skipped += 1
            continue
        if not propose and j == i and t.is_lower and t.is_alpha and w not in _STOP and \
                (run_by := _unnamed_runs_of(ctx, j, end)) is not None:
            j = run_by  # "over isolated jobs under Hugging Face PEFT": unnamed runs of the named system
            skipped += 1
            continue
        if (w in SKIP_WORDS or w in GENERIC_HEADS or not propose and w[-1:] == "s" and w[:-1] in GENERIC_HEADS
                or _adjective_like(w) or not propose and w in ("open", "source") and j > i  # ("than the
                # state-of-the-art open source all-reduce")
                or not propose and w in _PLAIN_WORDS and j + 1 < end and (nx := ctx.ent_of[j + 1]) is not None and
                nx.start == j + 1 and ctx.etype(nx) in ("System", "Model")  # ("than dense FlashAttention-2")
                or t.is_lower and len(w) > 4 and w.endswith("ly") and (
                    not propose or j + 1 < end and _adjective_like(doc[j + 1].lower_))) and \
                w not in _REFERENCES:  # ("the previously proposed X"; "we propose directly accessible memory
            # disaggregation, DirectCXL")
            j += 1
            skipped += 1
            continue
        if not propose and t.is_lower and t.is_alpha and w not in _STOP:
            # "than state-of-the-art math libraries such as CUTLASS and cuBLAS": an unnamed kind, then the names
            # that show it
            x = j
            while x < end and x - j < 3 and ctx.ent_of[x] is None and doc[x].is_lower and doc[x].is_alpha and \
                    doc[x].lower_ not in _STOP and doc[x].lower_ not in GENERIC_HEADS:
                x += 1
            if x + 2 < end and doc[x].lower_ in GENERIC_HEADS and doc[x].lower_.endswith("s") and \
                    ctx.ent_of[x] is None and (doc[x + 1].lower_ in ("including", "like", "that", "which") or
                                               doc[x + 1].lower_ == "such" and doc[x + 2].lower_ == "as"):
                j = x + 1  # (a relative clause is passed as after a kind alone: "serving systems that do not
                continue  # support autoscaling like DistServe and vLLM")
        if not propose and t.is_lower and t.is_alpha and w not in _STOP and \
                (item := _unnamed_listed_method(ctx, i, j, end)) is not None:
            found.append(item)  # "outperforming threshold-based detection and Greyhound by 23 and 9 points": a
            j = item.end + 1  # method no vocabulary knows, listed before a name
            continue
        if not propose:  # "compared with the state-of-the-art search method REBASE"
            named_at = _name_after_description(ctx, j, end)
            if named_at is None:  # "than previous proposals for synchronous FL (e.g., FedAvgM)"
                named_at = _bracketed_examples(ctx, j, end)
            if named_at is not None:
                j = named_at
                continue
        named = _described_then_named(ctx, j, end) if propose else None  # "a feedforward method, Steer3D, ..."
        return named if named is not None else (found, None)
    return found, None


def _unnamed_runs_of(ctx: _Ctx, j: int, end: int) -> int | None:
    """Where the named system starts in "isolated jobs under Hugging Face PEFT": up to three lower-case words, a
    preposition of running and a system no proposal names; None for anything else."""
    doc = ctx.doc
    x = j
    while x < end and x - j < 3 and ctx.ent_of[x] is None and doc[x].is_lower and doc[x].is_alpha and \
            doc[x].lower_ not in _STOP:
        x += 1
    if x + 1 < end and x > j and doc[x].lower_ in ("under", "with", "using", "in", "on") and \
            (f := ctx.ent_of[x + 1]) is not None and f.start == x + 1 and ctx.etype(f) == "System" and \
            f.ent_id_ not in ctx.proposed:
        return x + 1
    return None


def _unnamed_listed_method(ctx: _Ctx, i: int, j: int, end: int) -> Span | None:
    """A compared method no vocabulary knows, written in lower-case words with a hyphenated compound and listed
    before a name: "threshold-based detection and Greyhound" (made a technique; the scan from i reached its word at
    j past the words it skips); None for anything else."""
    doc = ctx.doc
    while j > i and ctx.ent_of[j - 1] is None and (doc[j - 1].is_lower and doc[j - 1].is_alpha and
                                                   doc[j - 1].lower_ not in SKIP_WORDS or doc[j - 1].text == "-"):
        j -= 1
    x = j
    while x < end and x - j < 6 and ctx.ent_of[x] is None and (
            doc[x].is_lower and doc[x].is_alpha and doc[x].lower_ not in _STOP and doc[x].lower_ not in ("and", "or") or
            doc[x].text == "-" and not doc[x].whitespace_ and x > j and not doc[x - 1].whitespace_):
        x += 1
    if x + 1 >= end or x - j < 3 or doc[x].lower_ not in ("and", ",") or doc[x - 1].text == "-" or \
            "-" not in (doc[y].text for y in range(j, x)) or _adjective_like(doc[x - 1].lower_) or \
            doc[x - 1].lower_ in GENERIC_HEADS:
        return None
    nxt = x + 1 + (doc[x].text == "," and doc[x + 1].lower_ == "and")
    if nxt >= end or not (ctx.ent_of[nxt] is not None and ctx.ent_of[nxt].start == nxt or doc[nxt].text[:1].isupper()):
        return None
    return _add_system(ctx, j, x, "Technique")


_KIND_LIST_INTRO = {"such", "including", "like", "e.g.", "e.g", "namely", "i.e.", "i.e", "viz"}


def _kind_then_names(ctx: _Ctx, s: int, end: int) -> int | None:
    """Where the names begin after an unnamed plural kind: "state-of-the-art DL schedulers such as Tiresias and
    Optimus", "three leading inference systems, DeepSpeed Zero-Inference, Hugging Face Accelerate and FlexGen",
    "DNN inference frameworks ONNX Runtime and TVM", "general computing platforms CPUs, EdgeGPUs, GPUs, and ...".
    None when the words at s are no such kind, or when a method class opens it ("PTQ methods such as AWQ": the class
    is compared too, as find_baselines has it)."""
    doc = ctx.doc
    x, head = s, None
    while x < end and x - s < 14:  # ("four state-of-the-art DNN execution frameworks": 11 tokens)
        t = doc[x]
        e = ctx.ent_of[x]
        glued = t.text == "-" or (x + 1 < end and doc[x + 1].text == "-" and not t.whitespace_) or \
            (x > s and doc[x - 1].text == "-" and not doc[x - 1].whitespace_)
        if e is not None:
            if head is not None and head == x - 1:
                break  # the names right after the kind: "DNN inference frameworks ONNX Runtime and TVM"
            if e.start != x or ctx.etype(e) not in ("Model", "Technique", "Hardware") or e.end >= end or \
                    not doc[e.end].is_lower or ctx.etype(e) == "Technique" and doc[e.end].lower_ in _METHOD_HEADS:
                return None  # (a name: the walk takes it; a method class: the class is compared too)
            x = e.end
            continue
        if t.lower_ in _KIND_LIST_INTRO and not glued:
            break
        if glued or t.is_lower and t.is_alpha and t.lower_ not in _STOP or t.like_num and t.is_alpha or \
                t.is_alpha and t.text.isupper() and len(t.text) <= 5 and x + 1 < end and doc[x + 1].is_lower or \
                _BRACKET_SIZE.fullmatch(t.text) and x + 1 < end and doc[x + 1].is_lower:  # ("existing 7B models")
            if t.is_lower and t.lower_.endswith("s") and not t.lower_.endswith("ss") and not glued and \
                    t.lower_ not in SKIP_WORDS:
                head = x
            x += 1
            continue
        break
    if head is None or head != x - 1 or x >= end:
        return None
    k = x
    if doc[k].lower_ in ("for", "in", "on", "of") and head is not None:
        # what the kind is for, then its examples: "recent proposals for fault-tolerant training such as Oobleck"
        k = next((y for y in range(k + 1, min(end, k + 7)) if doc[y].lower_ in _KIND_LIST_INTRO), k)
    if doc[k].text == ",":
        k += 1
    if k < end and doc[k].lower_ in _KIND_LIST_INTRO:
        k += 2 if doc[k].lower_ == "such" and k + 1 < end and doc[k + 1].lower_ == "as" else 1
        if k < end and doc[k].text == ",":
            k += 1
        return k if k < end and ctx.ent_of[k] is not None and ctx.ent_of[k].start == k else None
    e = ctx.ent_of[k] if k < end else None
    if e is None or e.start != k or ctx.etype(e) not in ("System", "Model", "Hardware"):
        return None
    if k > x and not (e.end < end and doc[e.end].lower_ in (",", "and")):
        return None  # ("Compared to prior systems, X is ...": one name after a comma opens a clause)
    return k


def _system_running_it(ctx: _Ctx, m: int, end: int) -> list:
    """The system a compared technique ran in, named right after it: "than offloading to NVMe with FlexGen", "than
    tensor parallelism in Megatron-LM" (past lower-case words and devices, at most eight tokens), or in brackets."""
    doc = ctx.doc
    if m + 2 < end and doc[m].text == "(" and (e := ctx.ent_of[m + 1]) is not None and e.start == m + 1 and \
            ctx.etype(e) == "System" and e.end < end and doc[e.end].text == ")":
        return [e]  # "relative to fixed 8-bit quantization (QSGD)": the system that is the technique here
    k = m
    while k < min(end - 1, m + 8):
        e = ctx.ent_of[k]
        if doc[k].lower_ in ("with", "in", "using", "via", "of", "by") and ctx.ent_of[k + 1] is not None and \
                ctx.ent_of[k + 1].start == k + 1 and ctx.etype(ctx.ent_of[k + 1]) == "System":
            out = [ctx.ent_of[k + 1]]  # (and each system listed: "static layer pruning by SLEB and LaCo")
            while out[-1].end + 1 < end and doc[out[-1].end].lower_ in ("and", ",") and \
                    (f := ctx.ent_of[out[-1].end + 1]) is not None and f.start == out[-1].end + 1 and \
                    ctx.etype(f) == "System" and (doc[out[-1].end].lower_ == "and" or f.end >= end or
                                                  doc[f.end].lower_ in (",", "and")):
                out.append(f)
            return out
        if e is not None and ctx.etype(e) == "Hardware":
            k = e.end
        elif e is None and doc[k].like_num and k + 1 < end and ctx.ent_of[k + 1] is not None and \
                ctx.etype(ctx.ent_of[k + 1]) == "Hardware":
            k += 1  # how many devices: "than expert parallelism on 512 A100 GPUs with DeepSpeed-MoE"
        elif e is None and doc[k].is_lower and doc[k].is_alpha and doc[k].lower_ not in ("and", "or", "while",
                                                                                          "which", "that"):
            k += 1
        else:
            break
    return []


_DEVICE_KIND_HEADS = {"accelerator", "chip", "processor"}
# a kind that a known entity ends with, before the contribution's name: "we design a GCN accelerator, HyGCN, ..."
_APPOSED_KINDS = _DEVICE_KIND_HEADS | {"architecture", "engine", "framework", "system", "compiler", "library",
                                       "scheduler", "runtime"}


def _device_running(ctx: _Ctx, e: Span, end: int) -> Span | None:
    """The system a device runs, named right after it and its kind: "an STM32H7 microcontroller running
    TinyEngine", "an NVIDIA L40S running vLLM"."""
    doc = ctx.doc
    x = e.end
    while x < end and (f := ctx.ent_of[x]) is not None and f.start == x and ctx.etype(f) == "Hardware":
        x = f.end
    if x + 1 >= end or doc[x].lower_ not in ("running", "serving", "executing", "hosting"):
        return None
    y = x + 1
    if doc[y].lower_ in ("the", "its", "their"):  # what it runs, then the system it runs it through: "a Jetson
        z = y + 1  # Orin Nano executing the same networks through TensorRT"
        while z < end and z - y <= 4 and ctx.ent_of[z] is None and doc[z].is_lower and doc[z].is_alpha and \
                doc[z].lower_ not in _RUN_THROUGH:
            z += 1
        if z + 1 < end and doc[z].lower_ in _RUN_THROUGH:
            y = z + 1
    if (f := ctx.ent_of[y]) is not None and f.start == y and ctx.etype(f) == "System":
        return f
    return None


# words that make a technique's name a part of a system's code: "the dense attention kernel in vLLM"
_KERNEL_WORDS = {"kernel", "kernels", "implementation", "implementations", "trainer", "trainers", "backend"}
_RUN_THROUGH = {"through", "with", "using", "via", "on", "under", "in"}


def _system_after_description(ctx: _Ctx, s: int, end: int) -> int | None:
    """Where a System starts right after a description of lower-case words, compounds and device or technique
    names: "the state-of-the-art GPU hash table SlabHash"; None when the words from s are not such."""
    doc = ctx.doc
    m = s
    low = [doc[x].lower_ for x in range(s, min(end, s + 8))]
    for k in range(min(3, len(low))):  # "4.6x faster than the previous state of the art, THE-X": the best so far,
        if low[k:k + 5] == ["state", "of", "the", "art", ","] and s + k + 5 < end:  # then its name
            e = ctx.ent_of[s + k + 5]
            if e is not None and e.start == s + k + 5 and ctx.etype(e) in ("System", "Model"):
                return s + k + 5
        if low[k] not in ("the", "previous", "prior", "current", "existing"):
            break
    while m < min(end - 1, s + 14):  # (a compound counts its hyphens: "state-of-the-art" is seven tokens)
        e = ctx.ent_of[m]
        if e is not None and e.start == m and m > s + 1 and ctx.etype(e) == "Hardware" and \
                doc[m - 1].lower_ in _DEVICE_KIND_HEADS and ctx.ent_of[m - 1] is not None and \
                ctx.etype(ctx.ent_of[m - 1]) == "Hardware" and _name_shaped(e.text):
            return m  # a device's name after its kind: "a state-of-the-art GCN accelerator HyGCN"
        if e is not None and e.start == m and ctx.etype(e) == "Hardware" and _named_device(ctx, e) and \
                _device_running(ctx, e, end) is not None:
            return None  # a named device is compared with what it runs: "than an STM32H7 running TinyEngine"
        if e is not None and e.start == m and (ctx.etype(e) in ("Hardware", "Technique") or ctx.etype(e) == "Model"
                                               and e.end < end and doc[e.end].is_lower and doc[e.end].is_alpha):
            m = e.end  # (a model class modifying the head: "the state-of-the-art DNN inference framework ONNX Runtime")
        elif e is None and (doc[m].is_lower and doc[m].is_alpha and doc[m].lower_ not in _STOP and
                            doc[m].lower_ not in ("and", "or") or
                            _in_compound(doc, m, end) and not _named_compound(doc, m, end)):
            m += 1  # (a list is no description: "compared with 1F1B and GPipe")
        elif e is None and m > s + 1 and doc[m].lower_ in _ENTITY_NOT_NAMES and doc[m].text[:1].isupper() and \
                m + 1 < end and ctx.ent_of[m + 1] is not None and ctx.ent_of[m + 1].start == m + 1 and \
                ctx.etype(ctx.ent_of[m + 1]) == "System":
            return m + 1  # the maker's word before the name: "than the CPU library Microsoft SEAL"
        else:
            break
    e = ctx.ent_of[m] if m < end else None
    if m > s + 1 and doc[m - 1].is_lower and doc[m - 1].is_alpha and e is not None and e.start == m and \
            ctx.etype(e) == "System":
        return m
    return None


def _names_its_object(ctx: _Ctx, k: int) -> bool:
    """Whether a name (no lower-case phrase) starts at token k, right after a verb."""
    e = ctx.ent_of[k] if k < len(ctx.ent_of) else None
    return e is not None and e.start == k and not e.text.islower() and \
        ctx.etype(e) in ("System", "Model", "Dataset", "Hardware")


def _on_own_system(ctx: _Ctx, k: int, end: int) -> bool:
    """Whether "on", "atop" or "in" and a system the paper proposed (in a sentence before) follow token k."""
    doc = ctx.doc
    if k + 1 >= end or doc[k].lower_ not in ("on", "atop", "in"):
        return False
    e = ctx.ent_of[k + 1]
    return e is not None and e.start == k + 1 and e.ent_id_ in ctx.proposed


def _after_plus(doc: Doc, k: int, end: int) -> int:
    """The token after "plus" or "-plus-" at k (0 when there is none)."""
    if k + 1 < end and doc[k].lower_ == "plus":
        return k + 1
    if k + 3 < end and doc[k].text == "-" and doc[k + 1].lower_ == "plus" and doc[k + 2].text == "-":
        return k + 3
    return 0


def _system_after_article(ctx: _Ctx, j: int, end: int) -> int | None:
    """Where a system's name starts after an article and up to two plain adjectives: "a separate Neo4j
    instance", "the stock vLLM"; None when the words from j are not such."""
    doc = ctx.doc
    if j >= end or doc[j].lower_ not in ("a", "an", "the"):
        return None
    x = j + 1
    while x < end and x - j <= 2 and doc[x].is_lower and doc[x].is_alpha and ctx.ent_of[x] is None and \
            doc[x].lower_ not in _STOP:
        x += 1
    e = ctx.ent_of[x] if x < end else None
    return x if e is not None and e.start == x and ctx.etype(e) == "System" else None


def _name_after_description(ctx: _Ctx, j: int, end: int) -> int | None:
    """Where the name starts in "[the] layer-level method FORA": a few lower-case words up to a generic head,
    then an entity; None when the words from j are not such a description."""
    doc = ctx.doc
    h, words = None, 0
    for x in range(j, end - 1):  # up to five words ("state-of-the-art" is one)
        words += x == j or bool(doc[x - 1].whitespace_)
        if words > 5:
            break
        if doc[x].lower_ in GENERIC_HEADS:
            h = x
            break
    if h is None or not all((doc[x].is_lower or doc[x].text in ("-", "'", "\u2019")) and ctx.ent_of[x] is None and (
            doc[x].lower_ not in _STOP or x > j and not doc[x - 1].whitespace_)  # ("the state-of-the-art system")
            for x in range(j, h)):
        return None
    if ctx.ent_of[h + 1] is not None:
        return h + 1
    if h + 2 < end and doc[h].lower_.endswith("s") and doc[h + 1].text == "," and ctx.ent_of[h + 2] is not None and \
            ctx.ent_of[h + 2].start == h + 2 and ctx.etype(ctx.ent_of[h + 2]) == "System":
        return h + 2  # "the vendors' own optimized communication libraries, RCCL and NCCL": the kind, then its names
    return None


_DEVICE_RUN_WORDS = _MODEL_RUNS | {"execution", "mode", "run", "runs", "backend", "port", "only", "based"}


def _on_device_run(ctx: _Ctx, k: int, end: int) -> int | None:
    """Past the device a named system ran on, from its entity at k: "CPU-only", "CPU-GPU execution", "GPU
    implementation" (the device, a "-only" or another device, then a word of running or a generic head); None when
    no such word follows the device."""
    doc = ctx.doc
    x = ctx.ent_of[k].end
    while x + 1 < end and doc[x].text in ("-", "/") and not doc[x - 1].whitespace_ and not doc[x].whitespace_:
        nxt = ctx.ent_of[x + 1]
        if nxt is not None and nxt.start == x + 1 and ctx.etype(nxt) == "Hardware":
            x = nxt.end  # "CPU-GPU"
        elif doc[x + 1].lower_ in _DEVICE_RUN_WORDS:
            x += 2  # "CPU-only", "GPU-based"
        else:
            return None
    m = x
    while m < end and (doc[m].lower_ in _DEVICE_RUN_WORDS or doc[m].lower_ in GENERIC_HEADS or
                       doc[m].lower_ in _COMPARED_HEADS):
        m += 1
    if m == x and not (x > ctx.ent_of[k].end and doc[x - 1].lower_ in _DEVICE_RUN_WORDS) and \
            x < end and doc[x].lower_ not in (",", ".", ";", ")", "and", "or", "on", "in", "by", "with", "for"):
        return None  # the device describes what follows: "than PyTorch GPU memory management"
    return m


def _bracketed_examples(ctx: _Ctx, j: int, end: int) -> int | None:
    """Where the first name stands in "[previous proposals for] synchronous FL (e.g., FedAvgM)": unnamed words,
    then a bracket that opens with "e.g." or "such as" and names what they mean, or that holds just the name of the
    kind they describe ("a state-of-the-art P2P container registry (Kraken)"); None when no such bracket follows
    within a few words."""
    doc = ctx.doc
    x = j
    while x < end and x - j < 16 and sum(bool(doc[y].whitespace_) for y in range(j, x)) < 8 and doc[x].text != "(":
        if not (doc[x].is_alpha or doc[x].text == "-" or doc[x].text.isalnum() and ctx.ent_of[x] is None) or \
                doc[x].lower_ in _STOP and doc[x].lower_ not in ("for", "of", "in", "on", "with") and \
                not (x > j and doc[x - 1].text == "-" and not doc[x - 1].whitespace_):
            return None  # (a word inside a compound goes on: "state-of-the-art tensor algebra compilers (TACO)")
        x += 1
    if x + 2 < end and x > j and doc[x].text == "(" and doc[x - 1].is_lower and doc[x - 1].is_alpha and \
            (e := ctx.ent_of[x + 1]) is not None and e.start == x + 1 and e.end < end and doc[e.end].text == ")" and \
            ctx.etype(e) == "System":
        return x + 1  # "than a state-of-the-art P2P container registry (Kraken)": the kind, then its name
    if x + 2 >= end or doc[x].text != "(" or doc[x + 1].lower_ not in _KIND_LIST_INTRO:
        return None
    x = x + 3 if doc[x + 1].lower_ == "such" and doc[x + 2].lower_ == "as" else x + 2
    while x < end and doc[x].text in (",", ":"):
        x += 1
    e = ctx.ent_of[x] if x < end else None
    return x if e is not None and e.start == x and ctx.etype(e) in ("System", "Model") else None


def _named_after_apposition(ctx: _Ctx, k: int, end: int) -> int | None:
    """Where a second name starts after the first name's description set off at k: ", a <description>, and
    <Name>," followed by a comma, a bracket or the sentence's end (the description's own "and"s are passed)."""
    doc = ctx.doc
    if not (k + 2 < end and doc[k].text == "," and doc[k + 1].lower_ in ("a", "an", "the")):
        return None
    for m in range(k + 2, min(end - 3, k + 30)):
        if doc[m].text == "," and doc[m + 1].lower_ == "and" and (e := ctx.ent_of[m + 2]) is not None and \
                e.start == m + 2 and ctx.etype(e) in ("System", "Dataset", "Model") and \
                (e.end >= end or doc[e.end].text in (",", "(", ".")):
            return m + 2
        if doc[m].text in (";", ":", "(") or doc[m].lower_ in ("which", "that", "we", "to"):
            return None
    return None


def _described_then_named(ctx: _Ctx, m: int, end: int):
    """A few lower-case words from m up to a generic head, then the name set off by commas (`_appositive_name`)."""
    doc = ctx.doc
    words = 0
    while m < end and words < 4:
        if m > 0 and not doc[m - 1].whitespace_ and doc[m - 1].text not in ("(", "\"", "'"):
            m += 1  # the rest of a compound: "CPU-GPU-I/O pipelining schedule"
            continue
        if not ((ctx.ent_of[m] is None or ctx.etype(ctx.ent_of[m]) == "Technique") and doc[m].is_lower
                and doc[m].is_alpha and doc[m].lower_ not in GENERIC_HEADS and doc[m].lower_ not in _STOP):
            break  # (a technique may describe it: "a novel CPU-GPU-I/O pipelining schedule, CGOPipe")
        m += 1
        words += 1
    if m < end and doc[m].lower_ in GENERIC_HEADS and ctx.ent_of[m] is None:
        return _appositive_name(ctx, m + 1, end)
    return None


def _appositive_name(ctx: _Ctx, k: int, end: int):
    """After a description's generic head at k - 1, the name set off by a comma: "an efficient LLM inference
    scheduler, Sarathi-Serve, inspired by ..." -> ([the System], None) or ([], the new name's token range)."""
    doc = ctx.doc
    if not (k + 1 < end and doc[k].text == ","):
        return None
    j = k + 1
    if j + 1 < end and doc[j].lower_ in ("namely", "called", "termed", "dubbed", "named"):
        j += 1  # "a transfer-tuning approach, namely TLP-X, which ..."
    if not (doc[j].text[:1].isupper() or ctx.ent_of[j] is not None and (
            doc[j].text[:1].isdigit() or doc[j].text[:1].islower() and not doc[j].text.islower())):
        return None  # (a name may open with its bit width: "a new communication-efficient algorithm, 1-bit LAMB"; or
        # in lower case before capitals: "the pioneering inbrowser inference system, nnJIT, which ...")
    n2 = ctx.ent_of[j]
    if n2 is not None and n2.start == j and (ctx.etype(n2) in ("System", "Model", "Hardware") or
                                             ctx.etype(n2) == "Technique" and _capitalised_phrase(n2.text)):
        # "a new scheduling technique, Chunked Prefill Scheduling, ..." (a System once proposed); a name the
        # vocabulary knows as another kind's: "a lightweight straggler mitigation scheme, Falcon, that ..."
        names = [n2]
        if doc[k - 1].lower_.endswith("s"):  # "two systems, FlexSched and MemPool": the names of a plural head
            m = n2.end
            while m + 1 < end and doc[m].lower_ in (",", "and"):
                m += 1 + (doc[m].text == "," and doc[m + 1].lower_ == "and")
                nxt = ctx.ent_of[m] if m < end else None
                if nxt is None or nxt.start != m or ctx.etype(nxt) != ctx.etype(n2):
                    break
                names.append(nxt)
                m = nxt.end
        return names, None
    stop = _name_tokens(doc, j, end)
    if n2 is None and stop > j and _name_shaped(doc[j:stop].text) and \
            (stop >= end or doc[stop].text in (",", ".", "(")):
        return [], (j, stop)
    return None


def _capitalised_phrase(text: str) -> bool:
    """Two or more words, each content word capitalised: "Layer Permutation Language Modeling", "Skeleton-of-Thought"
    (words joined by hyphens count, when a linking word shows they are a phrase)."""
    words = text.split()
    if len(words) == 1 and "-" in text and not _LINKING.isdisjoint(text.split("-")):
        words = text.split("-")
    return len(words) >= 2 and words[0][:1].isupper() and all(
        w[:1].isupper() or w[:1].isdigit() or w in _LINKING for w in words[1:])


_LINKING = {"of", "for", "and", "with", "in", "on", "the", "to", "via", "by"}


def _sentences(doc):
    return doc.sents or [doc[:]]


_PROPOSE_CUES = PROPOSE_VERBS | NAMING | {"call", "name", "term", "dub", "proposed", "introduced", "presented",
                                          "based", "first", "is", "forward",
                                          "second", "third", "fourth", "finally", "our", "novel", "new",
                                          "companion",
                                          "source", "sources", "resulting", "yielding",
                                          "producing", "building"}  # ("open-source" is three tokens)
_COMPARE_CUES = COMPARE_VERBS | COMPARE_PREP | COMPARE_NOUNS | _REACH_VERBS | {"baseline", "baselines", "well",
                                                                               "upon", "up", "improves", "improve",
                                                                               "improved", "improving",
                                                                               "within", "above", "below", "par",
                                                                               "same", "instead", "speedup",
                                                                               "speedups", "speed-up"} | _TAKEN_BY


def find_proposes(ctx: _Ctx, text_title: str) -> list[Span]:
    doc = ctx.doc
    out: list[Span] = []
    sents = _sentences(doc)
    # title "Name: subtitle"
    if ctx.abstract_start > 0 and ":" in text_title:
        pre = text_title.split(":", 1)[0].strip()
        pstart = doc.text.find(pre)
        span = ctx.real.char_span(pstart, pstart + len(pre), alignment_mode="expand") if pstart >= 0 else None
        if span is not None and pre:
            ents = [e for e in doc.ents if e.start >= span.start and e.end <= span.end]
            typ = ctx.etype(ents[0]) if len(ents) == 1 else ""
            if len(ents) == 1 and ents[0].end - ents[0].start >= len(span) - 1 and (
                    typ in ("System", "Model", "Dataset", "Hardware")
                    or typ == "Technique" and _coined(pre)) and not (  # "Speculative Decoding: ..." is title case
                    ents[0].start > span.start and doc[span.start].lower_ in _STUDY_GERUNDS):
                out.append(ents[0])  # (not "Demystifying NCCL: An In-depth Analysis of ...": what it studies)
            elif len(pre.split()) == 2 and ents and all(ctx.etype(e) == "System" for e in ents) and \
                    ents[0].start == span.start and _coined(pre.split()[1]) and pre.split()[1][:1].isupper() and \
                    (new := _add_system(ctx, span.start, span.end, over=True)) is not None:
                out.append(new)  # "Snorkel DryBell: A Case Study in ...": a known system's name, then the new one's
                _tag_mentions(ctx, pre, new.ent_id_, over=True)
            elif not ents and _name_shaped(pre) and (len(pre.split()) == 1 or not foreign_title(text_title) and not (
                    len(pre.split()[0]) > 5 and pre.split()[0].lower().endswith("ing"))):  # ("Curating Clinical
                # Dialogues: The MedDialog-R Corpus" is a gerund's phrase)
                new = _add_system(ctx, span.start, span.end)
                if new is not None:
                    out.append(new)
                    _tag_mentions(ctx, pre, new.ent_id_)
    body = [s for s in sents if s.start_char >= ctx.abstract_start]
    seen: set[str] = set()  # entities the abstract named before the sentence at hand
    enumerating = False  # the sentence before listed the new parts: "(1) ..."
    announced = False  # the sentence before announced them without listing them: "we introduce two techniques."
    parts_left = 0  # how many announced parts may still open the sentences to come ("Tessera introduces two
    # mechanisms. First, streaming retrieval breaks ...")
    owner_before = False  # the sentence before opened with what the paper proposes
    for sent in body:
        if not sent.lowers:
            continue  # (no words: a paper given through the library with neither title nor abstract)
        if parts_left:
            part = _part_opening(ctx, sent, announced=True)
            # (a part not found where an ordinal opens the sentence is still one of them: "First, it keeps ...
            # with a batched LoRA kernel, ... Second, a tiered adapter cache ...")
            parts_left = parts_left - 1 if part is not None or sent.lowers[0] in _ORDINAL_OPENERS or (
                sent.lowers[0] == "it" and len(sent.lowers) > 2 and _present_verb(sent.lowers[1])) else 0
            # (a sentence on what the work itself does tells of one part too: "Rebound combines three ideas. It
            # ranks candidate configurations ... Live resharding then moves ...")
            if part is not None:
                out.append(part)
                nxt = next((x for x in range(part.end, sent.end - 3) if doc[x].text == "," and
                            doc[x + 1].lower_ == "and"), None)
                e = ctx.ent_of[nxt + 2] if nxt is not None else None
                if parts_left and e is not None and e.start == nxt + 2 and e.end < sent.end and \
                        ctx.etype(e) == "Technique" and _present_verb(doc[e.end].lower_) and \
                        not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
                    out.append(e)  # the next part in the same sentence: "A column-balanced bitmap encoding gives
                    parts_left -= 1  # ..., and layer-ahead prefetching streams sparse layers ..."
        elif out and sent.lowers[0] in ("a", "another") and (part := _ranked_part(ctx, sent)) is not None:
            out.append(part)  # "A second mechanism, gradient fingerprinting, compares ..."
        elif out and "then" in sent.lowers[2:7] and (part := _part_opening(ctx, sent)) is not None and \
                part.end < sent.end and doc[part.end].lower_ == "then" and \
                not (ctx.kg_entities.get(part.ent_id_) or {}).get("known", True):
            out.append(part)  # "We present Ferry, ... Slack-aware scheduling then interleaves ...": the next step of
            # what the paper proposes, a method no vocabulary knows
        elif sent.lowers[0] in ("its", "our") and owner_before and \
                (part := _part_opening(ctx, sent, owned=True)) is not None:
            out.append(part)  # "This paper describes TAPER, ... Its drift-aware camera grouping clusters cameras by
            # ...": a part of what the sentence before proposed
        if not _PROPOSE_CUES.isdisjoint(sent.lowers):
            ctx.proposed = _proposed_keys(out)
            found = _sentence_proposes(ctx, sent)
            found += [e for e in _built_into(ctx, sent) if e not in found]
            # "we propose a lightweight machine learning algorithm that ...": a field is no one's contribution
            found = [e for e in found if e.text.lower().replace("-", " ") not in _FIELD_PHRASES]
            # "previous studies have proposed various PoLs ... we propose a PoL framework": a technique the abstract
            # already named as others' is the kind of the new thing, not the new thing
            found = [e for e in found if not (ctx.etype(e) == "Technique" and e.ent_id_ in seen and
                                              e.end < sent.end and doc[e.end].lower_ in GENERIC_HEADS)]
            out.extend(found)
            if any(ctx.etype(e) in ("System", "Model") for e in found):
                out.extend(_means_of(ctx, sent, found))
        seen.update(e.ent_id_ for e in sent.ents)
        owner_before = bool(out) and any(e.start < sent.start + 4 and e.ent_id_ in _proposed_keys(out)
                                         for e in sent.ents)
        if announced and ('"' in sent.lowers or "\u201c" in sent.lowers):
            out.extend(_quoted_after_ordinals(ctx, sent))  # "we introduce two principal techniques. First,
            # "windowing" ..., and second, "row-column bundling", ...": the techniques named in quotes
        announced = not _COUNT_WORDS.isdisjoint(sent.lowers) and _first_person(sent.lowers) and \
            _enum_cue(ctx.doc, sent.start_char, sent.end_char) and not (")" in sent.lowers or ":" in sent.lowers)
        if not parts_left:
            parts_left = _parts_announced(ctx, sent, out)
        if enumerating and sent.end - sent.start > 3 and ctx.doc[sent.start].text == "(" and \
                ctx.doc[sent.start + 2].text == ")":
            out.extend(_enumerated_names(ctx, sent))  # "... two innovative techniques: (1) X: ... . (2) Y: It ...": the
            continue  # list goes on in the next sentence
        enumerating = False
        if (")" in sent.lowers or ":" in sent.lowers) and _enum_cue(ctx.doc, sent.start_char, sent.end_char) and (
                _first_person(sent.lowers) or any(e.ent_id_ in _proposed_keys(out) and (
                    e.start < sent.start + 4 or e.end < sent.end and (ctx.doc[e.end].lower_ in _FEATURE_VERBS or
                                                                      _subject_after_opening(ctx.doc, e)))
                    for e in sent.ents)):  # (or its subject: "To further mitigate ..., EdgeMoE incorporates ...",
            # "Drawing inspiration from ..., LLMCompiler enables parallel function calling with three components:")
            listed = _enumerated_names(ctx, sent)  # "NRR integrates three components: (1) ..., (2) ..."
            out.extend(listed)
            enumerating = bool(listed)
            out.extend(e for e in _colon_listed(ctx, sent) if e not in out)  # "three optimizations: X, Y and Z"
        if ";" in sent.lowers and ":" in sent.lowers and _first_person(sent.lowers):
            out.extend(e for e in _described_items(ctx, sent) if e not in out)  # "two benchmarks: X, a ...; and Y"
    keys = {e.ent_id_ for e in out}
    out.extend(_parts_of_owners(ctx, body, out, keys))
    owners = {e.ent_id_ for e in out if ctx.etype(e) in ("System", "Hardware")}
    for sent in body:
        if owners and (", a" in sent.text or "called" in sent.lowers or " and its " in sent.text or
                       ", its " in sent.text):
            found = [e for e in _described_own_methods(ctx, sent, owners) if e.ent_id_ not in keys]
            out.extend(found)
            keys.update(e.ent_id_ for e in found)
        if not _REALIZE_VERBS.isdisjoint(sent.lowers) and "we" in sent.lowers:
            found = [e for e in _realized_in_named(ctx, sent, keys) if e.ent_id_ not in keys]
            out.extend(found)
            keys.update(e.ent_id_ for e in found)
        if not _NOVEL_CUES.isdisjoint(sent.lowers):
            out.extend(_novel_proposes(ctx, sent, keys))
        if not _TRAIN_VERBS.isdisjoint(sent.lowers) and _first_person(sent.lowers):
            out.extend(e for e in _trained_and_described(ctx, sent) if e.ent_id_ not in keys)
    out.extend(_bracketed_siblings(ctx, out))
    for sent in body:
        if not _IDEA_NOUNS.isdisjoint(sent.lowers) and not _IDEA_ADJS.isdisjoint(sent.lowers):
            out.extend(e for e in _key_idea(ctx, sent) if e.ent_id_ not in keys)
        if not _SOLVE_VERBS.isdisjoint(sent.lowers) and "we" in sent.lowers:
            out.extend(e for e in _solved_with(ctx, sent) if e.ent_id_ not in keys)
    return out


_SOLVE_VERBS = frozenset(("address", "tackle", "solve", "overcome", "mitigate", "resolve", "handle", "alleviate"))
_PROBLEM_WORDS = frozenset(("challenge", "challenges", "problem", "problems", "issue", "issues", "limitation",
                            "limitations", "bottleneck", "bottlenecks", "this", "these", "them", "it", "both"))
_MEANS_PREPS = frozenset(("with", "using", "through", "via", "by"))


def _solved_with(ctx: _Ctx, sent: Span) -> list[Span]:
    """"We tackle these challenges with timestep-aware calibration and split shortcut quantization": the means the
    paper solves its problem with, when no vocabulary knows them (a known method is one it uses: "we address this
    with quantization")."""
    words = sent.lowers
    base, end = sent.start, sent.end
    out: list[Span] = []
    for n in compress(range(1, len(words)), map(_SOLVE_VERBS.__contains__, words[1:])):
        if "we" not in words[max(0, n - 3):n]:
            continue
        p = next((k for k in range(n + 1, min(len(words), n + 7)) if words[k] in _MEANS_PREPS), None)
        if p is None or _PROBLEM_WORDS.isdisjoint(words[n + 1:p]) or p + 1 >= len(words):
            continue
        ents, _ = _scan_np(ctx, base + p + 1, end, propose=True)
        out.extend(e for e in ents if ctx.etype(e) in ("Technique", "System") and
                   not (ctx.kg_entities.get(e.ent_id_) or {}).get("known"))
    return out


_IDEA_NOUNS = frozenset(("insight", "idea", "principle", "contribution", "mechanism", "technique"))
_IDEA_ADJS = frozenset(("key", "core", "main", "central", "our"))


def _key_idea(ctx: _Ctx, sent: Span) -> list[Span]:
    """"The key insight guiding our design is computation separation": the method the paper's key idea is (a
    technique no vocabulary knows, right after "is"); or set off after it: "Its central mechanism, layer-wise
    gradient streaming, ships ...", "Its key contribution is the candidate edge sketch, a per-label hash ..."."""
    doc = ctx.doc
    words = sent.lowers
    n = next((k for k, w in enumerate(words) if w in _IDEA_NOUNS and k >= 1 and words[k - 1] in _IDEA_ADJS), None)
    if n is None or not (_first_person(words) or words[n - 1] == "key" or
                         n >= 2 and words[n - 2] == "its" and words[n - 1] != "our"):
        return []
    if n + 2 < len(words) and words[n + 1] == ",":
        found = _set_off_method(ctx, sent.start + n + 2, sent.end)
        return [found] if found is not None else []
    k = next((k for k in range(n + 1, min(len(words), n + 8)) if words[k] in ("is", "are")), None)
    if k is None or k + 1 >= len(words):
        return []
    j = sent.start + k + 1
    while j < sent.end and doc[j].lower_ in ("a", "an", "the", "to", "use", "using"):
        j += 1
    e = ctx.ent_of[j] if j < sent.end else None
    if e is None and j < sent.end:
        e = _set_off_method(ctx, j, sent.end)
    if e is None or e.start != j or ctx.etype(e) != "Technique" or \
            (ctx.kg_entities.get(e.ent_id_) or {}).get("known", False):
        return []
    return [e]


def _set_off_method(ctx: _Ctx, i: int, end: int) -> Span | None:
    """The method named from token i to the punctuation that closes it, after words that say what it is: "built
    around a new technique, speculative frontier exchange: ...", "Its central mechanism, layer-wise gradient
    streaming, ships ...": a technique no vocabulary knows found there, or two to four lower-case words made one."""
    doc = ctx.doc
    e = ctx.ent_of[i] if i < end else None
    if e is not None:
        if e.start == i and e.end < end and doc[e.end].text in _SET_OFF_CLOSE and ctx.etype(e) == "Technique" and \
                not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
            return e
        return None
    k = i
    while k < end and k - i < 8 and ctx.ent_of[k] is None and (
            doc[k].is_lower and doc[k].is_alpha and doc[k].lower_ not in _STOP and doc[k].lower_ not in SKIP_WORDS or
            doc[k].text == "-" and k > i and not doc[k].whitespace_ and not doc[k - 1].whitespace_):
        k += 1
    if k >= end or doc[k].text not in _SET_OFF_CLOSE or doc[k - 1].text == "-" or \
            not 2 <= sum(doc[x].text != "-" for x in range(i, k)) <= 4:
        return None
    return _add_system(ctx, i, k, "Technique")


_SET_OFF_CLOSE = {":", ",", ";", ".", "("}


# what a work uses, said of a named thing ("the off-the-shelf runtime (PyTorch)")
_USED_WORDS = {"off-the-shelf", "standard", "popular", "widely", "used", "underlying", "native", "default", "vanilla",
               "commodity", "baseline", "original"}


def _bracketed_siblings(ctx: _Ctx, out: list[Span]) -> list[Span]:
    """A new name in brackets after a description joined by "and" to a proposed one in brackets is proposed too:
    "jointly designs the efficient neural architecture (TinyNAS) and the lightweight inference engine
    (TinyEngine)" (a name the vocabulary may know: a paper's own names get known)."""
    doc = ctx.doc
    found = []
    keys = {e.ent_id_ for e in out}
    for e in out:
        if not (e.start > 0 and doc[e.start - 1].text == "(" and e.end + 2 < len(doc) and doc[e.end].text == ")"
                and doc[e.end + 1].lower_ == "and"):
            continue
        k = e.end + 2
        if doc[k].lower_ not in ("the", "a", "an", "its", "our"):
            continue
        k += 1
        while k < len(doc) and k - e.end < 10 and (doc[k].is_lower and doc[k].is_alpha or doc[k].text == "-"):
            k += 1
        f = ctx.ent_of[k + 1] if k + 1 < len(doc) and doc[k].text == "(" else None
        if f is not None and f.start == k + 1 and f.end < len(doc) and doc[f.end].text == ")" and \
                ctx.etype(f) == ctx.etype(e) and f.ent_id_ not in keys and k > e.end + 3 and \
                not any(doc[x].lower_ in _BACKGROUND_WORDS or doc[x].lower_ in _USED_WORDS for x in range(e.end, k)):
            found.append(f)
            keys.add(f.ent_id_)
    return found


_TRAIN_VERBS = frozenset(("train", "pretrain", "pre-train", "trained", "pretrained"))
# what a new system is said to have: "CheckFreq uses a two-phase checkpointing scheme", "It introduces dynamic
# speculative pipelining"
_FEATURE_VERBS = frozenset(("uses", "adopts", "introduces", "features", "employs", "incorporates", "provides",
                            "includes", "implements", "contains", "comprises", "integrates", "utilizes",
                            "utilises", "devises", "exploits", "delivers", "offers", "develops", "designs",
                            "combines", "couples"))
# (not "supports": "Parcae supports lightweight instance migration" in the dev set proposes only Parcae and liveput)
_RELIES = frozenset(("relies", "rely", "builds", "build"))  # (before "on": what a new system is built on)
_ADJECTIVE_TAIL = re.compile(r"-(?:based|driven|aware|inspired|like|oriented|free|specific|centric|friendly)$")
_OWN_KIND_HEADS = {"architecture", "system", "framework", "design", "method", "approach", "engine", "accelerator",
                   "algorithm", "model", "library", "compiler", "scheduler", "runtime"}
_OPENING_ADVERBS = {"specifically", "moreover", "furthermore", "additionally", "also", "further", "first", "second",
                    "third", "finally", "then", "internally", "concretely", "in", "addition", "particular", "to",
                    "this", "end", ",", "next", "besides", "at", "its", "core"}
_PART_OPENERS = {"a", "an", "its", "novel", "new", "two", "three", "and", "efficient", "highly", "-", "effective",
                 "lightweight", "simple", "on"}  # ("relies on X, which ..., and on Y")
# words opening a phrase set off before a sentence's subject ("To ...", "During ...", "Instead of ...")
_OPENING_PHRASES = {"to", "during", "instead", "unlike", "for", "with", "after", "before", "under", "by", "given",
                    "based", "leveraging", "building", "since", "on", "atop", "besides", "beyond", "in"}
# ("Since late 2021, Merlin HugeCTR additionally features a hierarchical parameter server (HPS)", "On top of this
# mechanism, HiDE introduces ...")


# what a method the paper describes as its own is: "through iteration-space coarsening, a transformation that ..."
_OWN_METHOD_KINDS = _APPOSED_HEADS | {"transformation", "recipe", "policy", "procedure", "optimization",
                                     "optimisation", "heuristic", "protocol", "pass", "layout"}
# the kinds of method a new one is said to be before it is named (not "a new metric, effective goodput, ...")
_METHOD_KINDS = _OWN_METHOD_KINDS - {"metric", "measure", "quantity", "notion", "concept", "objective", "layout"}


def _described_own_methods(ctx: _Ctx, sent: Span, owners: set) -> list[Span]:
    """Methods no vocabulary knows, set off by what they are in a sentence about what the paper proposes: "Loom
    ... decouples iteration order from storage through iteration-space coarsening, a transformation that ...",
    "Harbor, a compiler built around format-aware operator fusion, a technique we propose for ...", "Quill is
    paired with range-balanced fine-tuning, a quantization-aware training recipe that ..."; and a part called by
    its name after the system's kind: "TAPIR's scheduler, called PatchFlow, executes ..."."""
    doc = ctx.doc
    start, end = sent.start, sent.end
    own = [e for e in sent.ents if e.ent_id_ in owners]
    if not own:
        return []
    out: list[Span] = []
    for k in range(start + 2, end - 3):
        if doc[k].text != "," or k < own[0].end:
            continue
        if doc[k + 1].lower_ in ("called", "named") and doc[k - 2].text in ("'s", "\u2019s") and \
                (o := ctx.ent_of[k - 3]) is not None and o.ent_id_ in owners and doc[k - 1].is_lower and \
                (e := ctx.ent_of[k + 2]) is not None and e.start == k + 2 and ctx.etype(e) == "System" and \
                e.end < end and doc[e.end].text == "," and \
                not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
            out.append(e)  # "TAPIR's scheduler, called PatchFlow, ..."
            continue
        if (e := ctx.ent_of[k + 1]) is not None and e.start == k + 1 and ctx.etype(e) == "System" and \
                (e.end >= end or doc[e.end].text in (",", "(", ".", ";")) and \
                not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True) and \
                (its := next((x for x in range(k - 2, max(start, k - 6), -1) if not doc[x].is_lower or
                              not doc[x].is_alpha or doc[x].lower_ == "its"), None)) is not None and \
                doc[its].lower_ == "its" and doc[its + 1:k].text.islower() and \
                its > own[0].start and doc[its - 1].lower_ in ("and", ","):
            out.append(e)  # "Tandem, a serving system ..., and its scheduling policy, WA-LAS, which ...": the named
            continue  # part of the system the sentence proposes
        if doc[k + 1].lower_ not in ("a", "an"):
            continue
        built = next((x for x in range(k + 3, min(end - 2, k + 9)) if doc[x].lower_ == "built"), None)
        if built is not None and (o := ctx.ent_of[k - 1]) is not None and o.ent_id_ in owners and \
                all(doc[x].is_lower or doc[x].text == "-" for x in range(k + 2, built)) and \
                doc[built + 1].lower_ in ("around", "on", "upon") and (e := ctx.ent_of[built + 2]) is not None and \
                e.start == built + 2 and ctx.etype(e) == "Technique" and \
                not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True) and \
                (e.end >= end or doc[e.end].text in _SET_OFF_CLOSE):
            out.append(e)  # "Ferry, a streaming runtime built around adaptive pipeline partitioning: ...": the new
            continue  # method the paper's system is built on
        head = next((x for x in range(k + 2, min(end, k + 8)) if doc[x].lower_ in _OWN_METHOD_KINDS), None)
        if head is None or not all(doc[x].is_lower or doc[x].text == "-" for x in range(k + 2, head)) or \
                head + 1 >= end or doc[head + 1].lower_ not in ("that", "which", "we", "for", "to"):
            continue
        e = ctx.ent_of[k - 1]
        if e is not None and e.end == k:
            if ctx.etype(e) == "Technique" and not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True) and \
                    e.start > start and doc[e.start - 1].lower_ in _MEANS_BEFORE_OWN:
                out.append(e)
            continue
        if e is None:  # a phrase no rule found: "through iteration-space coarsening, a transformation"
            b = k
            while b > start and k - b < 6 and ctx.ent_of[b - 1] is None and (
                    doc[b - 1].is_lower and doc[b - 1].is_alpha and doc[b - 1].lower_ not in _STOP or
                    doc[b - 1].text == "-" and not doc[b - 1].whitespace_):
                b -= 1
            if b > start and doc[b - 1].lower_ in _MEANS_BEFORE_OWN and doc[b].text != "-" and \
                    2 <= sum(doc[x].text != "-" for x in range(b, k)) <= 4 and "-" in doc[b:k].text:
                new = _add_system(ctx, b, k, "Technique")
                if new is not None:
                    out.append(new)
    return out


_REALIZE_VERBS = frozenset(("realize", "realise", "implement", "embody", "build", "integrate", "incorporate",
                            "instantiate", "deploy", "package"))


def _realized_in_named(ctx: _Ctx, sent: Span, proposed: set) -> list[Span]:
    """The new system the paper builds its proposed method into, named and described there: "We realize WTA in
    Tally, a scheduler layer for SGLang" (a name no vocabulary knows, set off by its description; `proposed`: the
    keys proposed so far, of any type)."""
    doc, words, base = ctx.doc, sent.lowers, sent.start
    out = []
    for n, w in enumerate(words[:-4]):
        if w not in _REALIZE_VERBS or n == 0 or words[n - 1] not in ("we", "also", "then", "further") or \
                not any(ctx.ent_of[base + x] is not None and ctx.ent_of[base + x].ent_id_ in proposed
                        for x in range(n + 1, min(len(words), n + 5))):
            continue
        k = next((x for x in range(n + 2, min(len(words) - 3, n + 8)) if words[x] in ("in", "into", "as", "inside")),
                 None)
        e = ctx.ent_of[base + k + 1] if k is not None else None
        if e is not None and e.start == base + k + 1 and ctx.etype(e) == "System" and e.ent_id_ not in proposed and \
                not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True) and e.end + 1 < sent.end and \
                doc[e.end].text == "," and doc[e.end + 1].lower_ in ("a", "an"):
            out.append(e)
    return out


# what a sentence about the paper's system says it does a method with: "through", "around", "with"
_MEANS_BEFORE_OWN = {"through", "via", "around", "with", "using", "by", "on"}


def _parts_of_owners(ctx: _Ctx, body: list, proposed: list[Span], keys: set) -> list[Span]:
    """The new parts of the systems, devices and models proposed, over the abstract's sentences (keys: the
    proposed keys so far, updated)."""
    owners = {e.ent_id_ for e in proposed if ctx.etype(e) in ("System", "Hardware", "Model")}
    out: list[Span] = []
    if owners:
        for sent in body:
            found = []
            if not _FEATURE_VERBS.isdisjoint(sent.lowers) or "its" in sent.lowers or \
                    not _RELIES.isdisjoint(sent.lowers):
                found = [e for e in _parts_of_proposed(ctx, sent, owners) if e.ent_id_ not in keys]
            if sent.lowers[0] == "at" and (core := _at_core(ctx, sent)) is not None and core.ent_id_ not in keys:
                found.append(core)  # "At its core is Compass, a learned cost model ..."
            out.extend(found)
            keys.update(e.ent_id_ for e in found)
    return out


def _parts_of_proposed(ctx: _Ctx, sent: Span, owners: set) -> list[Span]:
    """The new parts of a new system, in a sentence whose subject it is: "CheckFreq also provides an
    iteration-level resumption mechanism", "It adopts a prefix-aware replacement policy, and it introduces
    dynamic speculative pipelining", "... thanks to its infinity offload engine and memory-centric tiling". Only
    phrases no vocabulary knows: a known method a system uses is no part of its own ("vLLM uses continuous
    batching")."""
    doc = ctx.doc
    start, end = sent.start, sent.end
    k = start
    while k < end and doc[k].lower_ in _OPENING_ADVERBS and k - start < 5:
        k += 1
    e = ctx.ent_of[k] if k < end else None
    if (e is None or e.ent_id_ not in owners) and doc[start].lower_ in _OPENING_PHRASES:
        k = start  # ("To further tame ...": "to" and "further" are no adverbs opening the sentence here)
    if (e is None or e.ent_id_ not in owners) and k < end and doc[k].lower_ in _OPENING_PHRASES:
        # a purpose or a setting first: "To preserve accuracy during compression, DGC employs four methods: ...",
        # "During the training stage, DySR employs ...", "Second, instead of relying on ..., MArk employs ..."
        comma = next((x for x in range(k + 2, min(end, k + 30)) if doc[x].text == ","), None)
        if comma is not None:
            k = comma + 1
            while k < end and doc[k].lower_ in _OPENING_ADVERBS and k - start < 35:
                k += 1
            e = ctx.ent_of[k] if k < end else None
    if e is not None and e.ent_id_ in owners:
        k = e.end
    elif k < end and doc[k].lower_ == "it" and len(owners) == 1:
        k += 1
    elif k + 2 < end and doc[k].lower_ in ("the", "this", "our") and len(owners) == 1 and \
            (head := next((x for x in range(k + 1, min(end, k + 4)) if doc[x].lower_ in _OWN_KIND_HEADS), None)) \
            is not None and all(doc[x].is_lower and doc[x].is_alpha for x in range(k + 1, head)):
        k = head + 1  # "The new architecture utilizes ...": the one system the paper proposes, by its kind
    elif doc[start].lower_ == "its" and len(owners) == 1:
        # the part a sentence opens with: "Its parameter server framework, AgileML, efficiently adapts to ...",
        # "Its BidBrain component adaptively allocates ..." (a name no vocabulary knows)
        for x in range(start + 1, min(end, start + 7)):
            part = ctx.ent_of[x]
            if part is not None and part.start == x and ctx.etype(part) == "System" and \
                    not (ctx.kg_entities.get(part.ent_id_) or {}).get("known", True):
                return [part]
            if part is None and not (doc[x].is_lower and doc[x].is_alpha or doc[x].text == ","):
                break
        return []
    else:
        return []
    out: list[Span] = []
    n = k
    while n < end:
        low = doc[n].lower_
        if low in _FEATURE_VERBS and n - k <= 3:
            m = n + 1  # (after "also", "further", "then": "CheckFreq also provides ...")
        elif low in _RELIES and n - k <= 3 and n + 1 < end and \
                doc[n + 1].lower_ in ("on", "upon"):
            m = n + 2  # "Kestrel relies on predictive expert prefetching, which ..., and on frequency-aware ..."
        elif low == "its" and n > k:
            m = n  # "... thanks to its infinity offload engine and memory-centric tiling"
        elif low == "it" and n + 1 < end and doc[n + 1].lower_ in _FEATURE_VERBS and n > k and \
                doc[n - 1].lower_ in ("and", ","):
            k = n + 1  # "It adopts ..., and it introduces ..."
            n += 1
            continue
        else:
            n += 1
            continue
        out.extend(_new_parts_at(ctx, m, end))
        n = m + 1
    return out


def _outcome_made_by(doc: Doc, j: int, end: int) -> int | None:
    """Where the maker's name starts in "[the] <one to three words> found/tuned/generated by X" from j: "the
    schedules found by Ansor", "INT8 kernels tuned by Apache TVM", "kernels generated by Triton"; None if not such."""
    k = j + (doc[j].lower_ == "the")
    m = k
    while m < end and m - k < 3 and doc[m].lower_ not in _FOUND_BY and (
            doc[m].is_lower and doc[m].is_alpha and doc[m].lower_ not in _STOP or
            doc[m].text[:1].isupper() and doc[m].text.isalnum() and any(c.isdigit() for c in doc[m].text) and
            len(doc[m].text) <= 5):
        m += 1  # (a precision before the noun: "INT8", "FP16")
    if m > k and m + 2 < end and doc[m].lower_ in _FOUND_BY and \
            doc[m + 1].lower_ == "by" and doc[m - 1].is_lower and doc[m + 2].text[:1].isupper():
        return m + 2  # (a maker by its name: not "datasets solely generated by text-to-image models")
    return None


def _set_off_phrase(ctx: _Ctx, i: int, end: int):
    """"HiDE introduces locality-biased gating, a drop-in replacement for ...": a lower-case phrase of two to four
    words with no method's head, set off by what it is (its token range, or None)."""
    doc = ctx.doc
    k = i
    while k < end and k - i < 7 and ctx.ent_of[k] is None and (
            doc[k].is_lower and doc[k].is_alpha and doc[k].lower_ not in _STOP and doc[k].lower_ not in SKIP_WORDS
            or doc[k].text == "-" and not doc[k].whitespace_ and k > i):
        k += 1
    n = sum(doc[x].text != "-" for x in range(i, k))
    if 2 <= n <= 4 and k + 2 < end and doc[k].text == "," and doc[k + 1].lower_ in ("a", "an", "which") and \
            doc[k - 1].text != "-" and doc[k - 1].lower_ not in GENERIC_HEADS and \
            not _adjective_like(doc[k - 1].lower_) and doc[k + 2].is_lower:
        return i, k  # (or by what it does: "Tributary also introduces nonzero-balanced partitioning, which splits")
    return None


def _new_parts_at(ctx: _Ctx, m: int, end: int) -> list[Span]:
    """Unknown techniques right after an opener at m, and those joined to them by "and"."""
    doc = ctx.doc
    out: list[Span] = []
    listed = False
    # "combines X with Y", "couples X, which ..., with Y": "with" joins the parts as "and" does
    joiners = ("and", "with") if m > 0 and doc[m - 1].lower_ in ("combines", "couples") else ("and",)
    if m + 2 < end and (doc[m].text.isdigit() or doc[m].lower_ in _COUNT_WORDS):
        # "DGC employs four methods: momentum correction, local gradient clipping, ...", "OmniQuant comprises two
        # innovative components including Learnable Weight Clipping (LWC) and Learnable Equivalent Transformation
        # (LET)": each item its own
        kind = next((x for x in range(m + 1, min(end - 1, m + 4)) if doc[x].lower_ in _LISTED_KINDS), None)
        if kind is not None and all(doc[x].is_lower and doc[x].is_alpha for x in range(m + 1, kind)):
            after = doc[kind + 1].lower_
            if after in (":", "including") or after == "such" and kind + 2 < end and doc[kind + 2].lower_ == "as" or \
                    after == "," and "new" in (doc[x].lower_ for x in range(m + 1, kind)):
                # (or set off by a comma after "new": "utilizes two new operations, pointwise group convolution and
                # channel shuffle, to ...")
                listed = True
                m = kind + (3 if after == "such" else 2)
    while m < end:
        j = m
        while j < end and j - m < 6 and ctx.ent_of[j] is None and (doc[j].lower_ in _PART_OPENERS or (
                j + 1 < end and _adjective_like(doc[j].lower_) and doc[j].is_lower and
                (nxt := ctx.ent_of[j + 1]) is not None and nxt.start == j + 1)):
            j += 1  # (and a word describing the entity after it: "develops an elegant buddy cell allocation ...")
        e = ctx.ent_of[j] if j < end else None
        named = _called_after(ctx, j, end) if e is None else None  # "an algorithm called TotientPerms"
        if e is None and named is None and j < end and doc[j].is_lower and doc[j].is_alpha:
            rng = _technique_phrase(ctx, j, end) or _set_off_phrase(ctx, j, end)
            # (the description of a name given after it is no part of its own: "a group theory-inspired
            # algorithm called TotientPerms")
            named = _called_after(ctx, rng[1], end) if rng is not None and rng[0] == j else None
            if rng is not None and _ADJECTIVE_TAIL.search(doc[rng[0]:rng[1]].text):
                rng = None  # an adjective heads no method: "a unique interpreter-based approach"
            e = _add_system(ctx, *rng, "Technique") if rng is not None and rng[0] == j and named is None else None
        if named is not None:
            if not (ctx.kg_entities.get(named.ent_id_) or {}).get("known", True):
                out.append(named)
            break
        if e is None or e.start != j or ctx.etype(e) != "Technique" and not (listed and ctx.etype(e) == "System"):
            break
        if not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
            out.append(e)  # (a known method the system uses is no part of its own, but the others joined to it go
            # on: "uses an alternating optimization technique and a group theory-inspired algorithm called X")
        m = e.end
        while m < end and doc[m].lower_ in GENERIC_HEADS:
            m += 1  # "a two-phase checkpointing scheme that ...": the head the entity leaves out
        if listed and m + 2 < end and doc[m].text == "(" and doc[m + 2].text == ")":
            m += 3  # its short form: "Learnable Weight Clipping (LWC) and ..."
        if m + 1 < end and doc[m].text == "," and doc[m + 1].lower_ == "which":
            # what it does, set off: "employs chunked-prefills, which splits a prefill request into equal sized
            # chunks, and decode-maximal batching, which ..."
            m = next((x for x in range(m + 2, end - 1) if doc[x].text == "," and doc[x + 1].lower_ in joiners), m)
        if m + 1 < end and doc[m].lower_ in joiners or \
                m + 2 < end and doc[m].text == "," and doc[m + 1].lower_ in joiners:
            m += 1 if doc[m].lower_ in joiners else 2
            continue
        if listed and m + 1 < end and doc[m].text == ",":
            m += 1
            continue
        break
    return out


_COUNT_WORDS = frozenset(("two", "three", "four", "five", "six", "seven", "eight", "several", "multiple"))


def _called_after(ctx: _Ctx, k: int, end: int) -> Span | None:
    """The name given right after a description ending before k: "(algorithm) called TotientPerms"."""
    doc = ctx.doc
    while k < end and doc[k].lower_ in GENERIC_HEADS:
        k += 1
    if k + 1 < end and doc[k].lower_ in ("called", "named", "termed", "dubbed"):
        e = ctx.ent_of[k + 1]
        if e is not None and e.start == k + 1 and ctx.etype(e) in ("System", "Technique"):
            return e
    return None


def _trained_and_described(ctx: _Ctx, sent: Span) -> list[Span]:
    """"We ... pretrain TSFM-Syn, a 200M-parameter encoder, with ...": a new name the paper trains and describes."""
    doc, out = ctx.doc, []
    for e in sent.ents:
        if e.start - 1 <= sent.start or e.end + 2 >= sent.end or ctx.etype(e) not in ("System", "Model"):
            continue
        if doc[e.start - 1].lower_ in _TRAIN_VERBS and doc[e.end].text == "," and \
                doc[e.end + 1].lower_ in ("a", "an") and \
                not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
            out.append(e)
    return out


_MEANS = {"through", "via", "with", "using", "by"}


def _means_of(ctx: _Ctx, sent: Span, found: list[Span]) -> list[Span]:
    """"We propose Tessera, a system that ... through bubble-aware scheduling": in the sentence that
    introduces a new system, a technique no vocabulary knows, named as its means, is proposed too."""
    doc = ctx.doc
    first = min(e.start for e in found if ctx.etype(e) in ("System", "Model"))
    out = []
    for e in sent.ents:
        if e.start > first and ctx.etype(e) == "System" and e.start > sent.start + 1 and e.end < sent.end and \
                doc[e.start - 1].text == "(" and doc[e.end].text == ")" and doc[e.start - 2].is_lower and \
                not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
            # "MCUNet, a framework that designs ... the lightweight inference engine (TinyEngine)": a part of its own
            # (not "compresses amplitudes with a lossy error-bounded compressor (SZ)": a tool it uses)
            j = e.start - 2
            while j > sent.start and e.start - j < 8 and (doc[j].is_lower and doc[j].is_alpha or doc[j].text == "-") \
                    and doc[j].lower_ not in _USING_WORDS:
                j -= 1
            if doc[j].lower_ not in _USING_WORDS:
                out.append(e)
            continue
        if e.start <= first or ctx.etype(e) != "Technique" or e.end - e.start < 2:
            continue
        if e.end < sent.end and doc[e.end].is_lower and doc[e.end].is_alpha and doc[e.end].lower_ not in _STOP and \
                doc[e.end].lower_ not in _NOT_A_COMPOUND and not doc[e.end].lower_.endswith(("ing", "ed")) and \
                doc[e.end].lower_ not in GENERIC_HEADS:
            continue  # the phrase modifies the noun after it: "with a compact retrieval index", "a shared embedding
            # pool" (the means is the index, the pool: no technique the words name; but "with a multi-level
            # inference engine", "through a KV eviction mechanism" name it)
        info = ctx.kg_entities.get(e.ent_id_) or {}
        if info.get("known", True):
            continue
        if doc[e.start].lower_ in _DEVICE_CLASS_WORDS:
            continue  # "overlaps NPU prefill with CPU decoding": where a known step runs, no new technique
        j = e.start - 1
        while j > sent.start and doc[j].lower_ in ("a", "an", "the", "our", "novel", "new"):
            j -= 1
        if doc[j].lower_ == "with" and any(t.lower_ in _PAIRING_VERBS for t in doc[max(sent.start, j - 5):j]):
            continue  # "aligns region features with text embeddings": what is paired, no means
        if doc[j].lower_ in _MEANS and not (j > sent.start and doc[j - 1].lower_.endswith("ed") and
                                            doc[j - 1].lower_ not in _MEANS_VERBS):
            out.append(e)  # (not "slides stained with hematoxylin and eosin (H&E)": what the slides are)
    return out


_DEVICE_CLASS_WORDS = {"cpu", "gpu", "npu", "tpu", "fpga", "dsp", "host", "device", "cpu-side", "gpu-side"}
_USING_WORDS = _MEANS | {"leveraging", "employing", "adopting", "atop", "upon"}
# comparatives of a model's size: "larger than GPT-3" measures, it compares no contribution
_SIZE_COMPARATIVES = {"larger", "bigger", "smaller", "deeper", "wider"}
_NOT_A_COMPOUND = {"and", "or", "over", "than", "per", "so", "since", "because", "after", "before", "upon", "atop",
                   "within", "against", "toward", "towards", "instead", "rather", "alone", "only", "together"}
_PAIRING_VERBS = {"align", "aligns", "aligning", "combine", "combines", "combining", "pair", "pairs", "pairing",
                  "match", "matches", "matching", "fuse", "fuses", "fusing", "replace", "replaces", "replacing",
                  "compare", "compares", "comparing", "associate", "associates", "associating"}
_MEANS_VERBS = {"achieved", "enabled", "realized", "implemented", "accomplished", "powered", "accelerated",
                "improved", "optimized", "designed", "built", "developed", "obtained", "attained"}


def _tag_mentions(ctx: _Ctx, name: str, key: str, *, over: bool = False):
    """Other mentions of a newly added name (any case) become spans of that entity (`over`: replacing the entities
    inside them)."""
    doc = ctx.doc
    forms = {name, name.upper()} | ({name.capitalize()} if name.isupper() else set())  # SHARP / Sharp
    alts = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    for m in re.finditer(r"(?<![\w-])(?:" + alts + r")(?![\w-])", doc.text):
        sp = ctx.real.char_span(m.start(), m.end())
        if sp is None or any(ctx.ent_of[i] is not None and not (
                over and sp.start <= ctx.ent_of[i].start and ctx.ent_of[i].end <= sp.end)
                for i in range(sp.start, sp.end)):
            continue
        span = Span(ctx.real, sp.start, sp.end, label=ctx.kg_entities[key]["type"], span_id=key)
        if over:
            ctx.replace_spans(span)
        else:
            ctx.add_span(span)


# the words a scan for a proposing verb stops at: the verbs, "forward" of "put forward", "source" of "open-source"
_PROPOSE_SCAN = frozenset(PROPOSE_VERBS | {"forward", "source", "sources", "building"})


# what stands between "we" and a past form of proposing: "we have developed", "We have also developed Skywriting"
_WE_PAST_BEFORE = frozenset(("we", "have", "also", "then", "further", "additionally", "finally", "first", "next",
                             "subsequently", "thus", "therefore", "hence", "recently"))


def _we_and_past(words: list[str], n: int) -> bool:
    """words[n], a past form of proposing, is the second verb of "we": "we integrated ring-style communication
    with self-attention calculation and proposed Ring Self-Attention (RSA)"."""
    return n > 1 and words[n - 1] == "and" and "we" in words[max(0, n - 15):n - 1] and \
        words[n - 2] not in _PRIOR_WORDS and words[n - 2] not in ("baseline", "baselines", "the", "both")


def _put_forward(words: list[str], n: int) -> bool:
    """words[n] is the "forward" of "we put forward X" (a proposing verb in two words)."""
    return words[n] == "forward" and n > 0 and words[n - 1] in ("put", "puts")


def _by_building(words: list[str], n: int) -> bool:
    """words[n] is the "building" of "we ... by building X": the means of the paper's own work (not what it starts
    from, "by building on FlashAttention", nor "building blocks")."""
    return words[n] == "building" and n > 0 and words[n - 1] in _MEANS_BEFORE and "we" in words[:n] and \
        (n + 1 >= len(words) or words[n + 1] not in ("on", "upon", "atop", "off", "blocks"))


def _has_trigger(sent: Span) -> bool:
    words = sent.lowers
    if PROPOSE_VERBS.isdisjoint(words) and "forward" not in words and "building" not in words:
        return False
    for n in compress(range(len(words)), map(_PROPOSE_SCAN.__contains__, words)):
        w = words[n]
        if (w in PROPOSE_VERBS or _put_forward(words, n) or _by_building(words, n)) and not _background(words, n):
            if w in _PAST_FORMS and "we" not in words[max(0, n - 3):n] and not _we_and_past(words, n):
                continue
            return True
    return False


def _proposed_before(words: list[str], n: int) -> bool:
    """"a proposed processing dataflow, called row stationary": the paper's own thing, named."""
    return any((words[m] in ("proposed", "novel", "resulting", "resultant") or words[m] == "new" and
                _first_person(words)) and m > 0 and  # ("we ... via a new abstraction called TeSA")
               words[m - 1] in ("a", "an", "our", "the", "newly")  # ("The resultant models, denoted as MobileLLM-LS")
               for m in range(max(1, n - 6), n)) or any(  # (and "uses a novel memory allocator, called SlabMem")
        words[m] in _DEFINE_VERBS and words[m - 1] == "we" for m in range(max(1, n - 15), n))
    # (or what the paper defines: "we define a more comprehensive search space ... called SOAP")


_DEFINE_VERBS = {"define", "formulate", "formalize", "formalise"}
_PART_ORDINALS = frozenset(("first", "second", "third", "fourth", "fifth", "final", "last", "main", "key", "core"))


def _own_part_set_off(ctx: _Ctx, words: list[str], base: int, end: int) -> list[Span]:
    """A name set off after the kind of thing the paper's own is, opening the sentence: "Our model, the Routing
    Transformer, endows ...", "Our first component, Athos, is ...", "The second component, Porthos, is ..." (after
    a sentence that proposed the whole)."""
    doc = ctx.doc
    comma = words.index(",")
    if comma < 2 or words[comma - 1] not in GENERIC_HEADS and words[comma - 1] not in _PART_KINDS_NAMED | {"pass"} or \
            not all(doc[base + m].is_lower and doc[base + m].is_alpha for m in range(1, comma)):
        return []
    j = base + comma + 1
    if j < end and doc[j].lower_ == "the":
        j += 1
    e = ctx.ent_of[j] if j < end else None
    if e is None and j + 1 < end and doc[j + 1].text == "," and doc[j].is_alpha and doc[j].text[1:].islower() and \
            doc[j].text[:1].isupper() and words[0] != "our" and words[comma - 1] in _PART_KINDS_NAMED:
        # "A second component, Spillway, re-routes ...", "A companion planner, Dock, ...": a word the kind names
        new = _add_system(ctx, j, j + 1)
        if new is not None:
            _tag_mentions(ctx, new.text, new.ent_id_)
        return [new] if new is not None else []
    if e is None or e.start != j or e.end >= end or doc[e.end].text != "," or \
            ctx.etype(e) not in ("System", "Model", "Technique"):
        return []
    return [e]


# kinds of a program's part that a plain word set off after them names (not "the second step, Sampling, ...")
_PART_KINDS_NAMED = {"component", "module", "planner", "scheduler", "compiler", "controller", "runtime", "engine",
                     "router", "allocator", "manager", "profiler", "tool", "service", "library", "system", "loader"}


def _background(words: list[str], n: int) -> bool:
    """A proposing verb about prior work: "has been proposed", "previous works introduce"."""
    before = words[max(0, n - 4):n]
    return any(b in ("been", "previously", "prior", "existing", "recently", "recent", "others", "previous", "past",
                     "related") for b in before)  # ("a long line of recent work proposes ...")


def _first_person(words: list[str]) -> bool:
    return not _WE.isdisjoint(words) or (not _PAPER_WORK.isdisjoint(words) and any(
        w in ("paper", "work") and n > 0 and words[n - 1] == "this" for n, w in enumerate(words)))


_OBJECT_ENDS = {",", "with", "using", "that", "which", "by", "via", "to", "from", "and", "atop", "over"}


_PASSIVE_PROPOSED = {"proposed", "presented", "introduced", "designed", "developed", "devised"}
_PAPER_OPENERS = (["in", "this", "paper", ","], ["in", "this", "work", ","], ["in", "this", "article", ","],
                  ["in", "this", "study", ","], ["here", ","], ["furthermore", ","], ["moreover", ","],
                  ["then", ","], ["finally", ","], ["first", ","], ["second", ","], ["third", ","],
                  ["additionally", ","], ["also", ","])


def _passive_proposal(ctx: _Ctx, sent, words: list[str], base: int, end: int) -> list:
    """"An efficient parallel algorithm is proposed for GPU-based batch reduction operations", "In this paper, a
    memory allocation algorithm, which ..., is designed for ...": a new thing, indefinite, that the sentence says is
    proposed (in the present tense: "was proposed" is mostly someone else's)."""
    k = next((len(o) for o in _PAPER_OPENERS if words[:len(o)] == o), 0)
    if k >= len(words) or words[k] not in ("a", "an"):
        return []
    v = next((n for n in range(k + 2, min(len(words) - 1, k + 30))
              if words[n] in ("is", "are") and words[n + 1] in _PASSIVE_PROPOSED), None)
    if v is None or (v + 2 < len(words) and words[v + 2] == "by") or \
            any(w in (";", ":") or w in PROPOSE_VERBS and n < v for n, w in enumerate(words[k:v], start=k)):
        return []  # ("A scheduler is proposed by ...": someone's; a verb before it: another clause's subject)
    ents, _ = _scan_np(ctx, base + k, end, propose=True)
    return [e for e in ents if ctx.etype(e) in ("System", "Technique", "Model", "Hardware")]


_HERE_VERBS = frozenset(("introduced", "proposed", "presented", "developed", "described"))


def _introduced_here(ctx: _Ctx, words: list[str], base: int) -> list:
    """"through the MedRAG toolkit introduced in this work", "FooNet, proposed in this paper, ...": a name the
    sentence says this work introduces (its generic head noun and a comma may stand between)."""
    out = []
    for n in compress(range(1, len(words) - 1), map(_HERE_VERBS.__contains__, words[1:-1])):
        here = words[n + 1] == "here" or words[n + 1:n + 3] == ["in", "this"] and n + 3 < len(words) and \
            words[n + 3] in ("work", "paper", "study", "article")
        if not here:
            continue
        j = base + n - 1
        if words[j - base] == ",":
            j -= 1
        while j > base and words[j - base] in GENERIC_HEADS and ctx.ent_of[j] is None:
            j -= 1
        e = ctx.ent_of[j]
        if e is not None and e.end == j + 1 and ctx.etype(e) != "Metric":
            out.append(e)
    return out


_IDEA_KINDS = {"concept", "notion", "idea", "use", "technique", "paradigm", "abstraction", "principle", "method"}


# the words that open a phrase of means: "Using our tool, ...", "Through our design, ..."
_MEANS_OPENERS = frozenset({"using", "via", "through", "leveraging", "employing", "applying"})


def _lower_name_set_off(ctx: _Ctx, j: int, end: int) -> Span | None:
    """A method named in lower-case words right after the verb and set off by a comma before what it is: "we
    propose data refurbishing, a novel sample reuse mechanism that ..." proposes data refurbishing, not the sample
    reuse it describes. One to four words, none of them an entity's, the last a noun of action (-ing, -tion, ...);
    a Technique."""
    doc = ctx.doc
    k, words = j, 0
    while k < end and words < 4 and ctx.ent_of[k] is None and doc[k].is_lower and doc[k].is_alpha and \
            doc[k].lower_ not in _STOP and doc[k].lower_ not in ("and", "or", "a", "an", "the", "our", "this", "its"):
        k += 1
        words += 1
        if k + 1 < end and doc[k].text == "-" and not doc[k - 1].whitespace_ and not doc[k].whitespace_:
            k += 1  # "turn-level advantage estimation, a GRPO variant that ..."
    if k == j or k + 2 >= end or doc[k].text != "," or doc[k + 1].lower_ not in ("a", "an"):
        return None
    last = doc[k - 1].lower_
    if not last.endswith(_METHOD_NOUN_ENDS) or len(last) < 7 or doc[j].lower_ in _QUANTIFIERS:
        return None  # ("we present several positivity results, a ...")
    return _add_system(ctx, j, k, "Technique")


_METHOD_NOUN_ENDS = ("ing", "tion", "sion", "ism", "ment")  # nouns of what a method does
_QUANTIFIERS = {"several", "some", "many", "few", "various", "multiple", "two", "three", "four", "five", "new",
                "novel", "preliminary", "initial", "first", "further", "more", "other", "these", "those", "such",
                "both", "each", "all"}


def _sentence_proposes(ctx: _Ctx, sent: Span) -> list[Span]:
    """Proposals stated in one sentence (naming, proposing verbs, passive, enumerations)."""
    doc = ctx.doc
    out: list[Span] = []
    words = sent.lowers
    wset = set(words)
    base, end = sent.start, sent.end
    trigger = _has_trigger(sent)
    named: list[int] = []  # where the sentence names its contribution ("called X")
    # "called X", "named X", "termed as X", "we call it X"
    for n, w in enumerate(words if not wset.isdisjoint(NAMING | _CALL_WORDS | _REALIZED) else ()):
        i = base + n
        we_call = w in ("call", "name", "term", "dub") and n > 0 and (words[n - 1] == "we" or words[n - 1] == "and" and (
            "we" in words[max(0, n - 15):n]))  # ("an approach we term X", "We extend X ... and call the result Y")
        refer = w in ("refer", "referred") and words[n + 1:n + 3] == ["to", "as"] and (
            "we" in words[max(0, n - 3):n] or (w == "referred" and trigger))
        # "we propose a hybrid of ring attention and ..., implemented as USP in Megatron-LM"
        realized = w in _REALIZED and trigger and n + 2 < len(words) and words[n + 1] == "as" and \
            doc[i + 2].text[:1].isupper() and words[n + 2] not in ("a", "an", "the")  # (a name: not "as a plugin")
        if w == "called" and n >= 2 and words[n - 1] == "-" and words[n - 2] == "so":
            continue  # "the so-called embedding layers account for ...": a term in use, no name given here
        # "At run time, a feedback controller named Tiller re-splits ...": a new thing given its name (a name the
        # vocabulary does not know, not someone's earlier work: checked below)
        article_named = w in ("named", "called", "dubbed") and not (trigger or _proposed_before(words, n)) and \
            any(words[m] in ("a", "an") and "of" not in words[m:n] for m in range(max(0, n - 7), n)) and \
            _PRIOR_WORDS.isdisjoint(words[max(0, n - 8):n]) and "popular" not in words[max(0, n - 8):n]
        if realized:
            i += 1
        elif not (we_call or refer or article_named or (w in NAMING and (trigger or _proposed_before(words, n) or (
                # "The method, termed TTA-Cal, also improves ...": the paper's method, named
                n >= 3 and words[n - 1] == "," and words[n - 2] in GENERIC_HEADS and
                words[n - 3] in ("the", "this", "our", "resulting")) or (
                # "A co-designed partitioning scheme, termed bandwidth-balanced sharding, spreads ...": a new kind
                # of thing given its name (not a prior or popular one, nor a part of something: "a restricted set of
                # field configurations, called universal sector")
                n >= 3 and words[n - 1] == "," and words[n - 2] in GENERIC_HEADS and any(
                    words[m] in ("a", "an") and "of" not in words[m:n] for m in range(max(0, n - 9), n - 2)) and
                _PRIOR_WORDS.isdisjoint(words[max(0, n - 8):n]) and "popular" not in words[max(0, n - 8):n]) or any(
                words[k] in ("is", "are", "was", "were") and words[k + 1] in _PAST_FORMS
                for k in range(n + 1, min(len(words) - 1, n + 6)))))):
            continue  # (a passive proposal after the name: "A gradient projection method, named ProjFT, is proposed")
        j = i + 3 if refer else i + 1  # "which we collectively refer to as ZeRO++"
        if we_call and j + 2 < end and doc[j].lower_ in ("this", "these", "that") and \
                doc[j + 1].lower_ in _NAMED_PROBLEMS:
            continue  # "We call this portion energy bloat": a problem the paper names, not its contribution
        if we_call and j + 2 < end and doc[j].lower_ in ("the", "this", "our", "these"):
            # "We call the proposed method the task-mapping programming paradigm": past what is named
            head = next((k for k in range(j + 1, min(end - 1, j + 5)) if doc[k].lower_ in GENERIC_HEADS), None)
            if head is not None and all(doc[k].is_lower and doc[k].is_alpha for k in range(j + 1, head)):
                j = head + 1
        while j < end and (doc[j].is_space or doc[j].lower_ in _QUOTES) or j < end and doc[j].lower_ in (
                "as", "it", "them", "our", "this", "the", "'", '"', "\u201c", "`", "``", "result",
                                            "approach", "method", "system", "framework", "technique", "algorithm"):
            j += 1
        if j >= end:
            continue
        e = ctx.ent_of[j]
        if we_call and words[n - 1] == "and" and e is None and not doc[j].text[:1].isupper():
            continue  # (a name after "and call": not "We run the jobs and call them often")
        if we_call and n > 1 and words[n - 2] in ("which", "what") and not doc[j].text[:1].isupper() and \
                (e is None or e.text.islower()) and _CONTRIBUTION_NOUNS.isdisjoint(words[max(0, n - 12):n - 2]):
            continue  # "... can be removed without slowing down training, which we call energy bloat": a problem
            # the paper names, not its contribution
        if article_named and (e is None or (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True) or
                              ctx.etype(e) != "System"):
            continue
        if (e is None or e.start == j and e.end == j + 1) and _FORMAT_RE.fullmatch(doc[j].text) and \
                (stop := _lower_phrase_end(doc, ctx, j + 1, end)) > j + 1 and \
                (new := _add_system(ctx, j, stop, "Technique", over=True)) is not None:
            out.append(new)  # a number format and what is done in it: "a scheme we call FP8 dispatch"
            named.append(n)
        elif e is not None:
            out.append(e)
            named.append(n)
            while we_call and e.end + 1 < end and doc[e.end].lower_ == "and" and \
                    (f := ctx.ent_of[e.end + 1]) is not None and f.start == e.end + 1 and \
                    ctx.etype(f) == ctx.etype(e) == "Technique" and (f.end >= end or doc[f.end].is_punct):
                out.append(f)  # "two techniques we call offline channel reordering and two-path accumulation"
                e = f
        elif doc[j].text[:1].isupper():
            stop = _name_tokens(doc, j, end)
            if stop > j and _name_shaped(doc[j:stop].text):
                # (over a name inside it: "a reduced form of DeepLabv3 which we call Mobile DeepLabv3")
                new = _add_system(ctx, j, stop, _named_kind(words[max(0, n - 6):n]), over=True)
                if new is not None:
                    out.append(new)
                    named.append(n)
                    _tag_mentions(ctx, new.text, new.ent_id_)
        elif doc[j].is_lower and doc[j].is_alpha:
            # "a hidden structure called conflicting nodes": a lower-case technique phrase
            stop = _lower_phrase_end(doc, ctx, j, end)
            if stop - j >= 1 and not (stop - j == 1 and len(doc[j].text) < 4):
                new = _add_system(ctx, j, stop, "Technique")
                if new is not None:
                    out.append(new)
                    named.append(n)
    first_person = _first_person(words)
    we_propose = next((n for n, w in enumerate(words) if w in PROPOSE_VERBS and "we" in words[max(0, n - 3):n]),
                      None) if trigger and first_person else None
    for n, w in enumerate(words[we_propose + 2:-3] if we_propose is not None else (), start=(we_propose or 0) + 2):
        # "we propose an abstraction that ..., and a compiler, Weft, that searches ...": what the new thing is
        # called, set off after its description
        # (an article up to ten tokens back: "an end to end text-to-image system, NIRVANA, that")
        if w == "," and words[n - 1] in GENERIC_HEADS and not {"a", "an"}.isdisjoint(words[max(0, n - 10):n - 1]):
            e = ctx.ent_of[base + n + 1]
            if e is not None and e.start == base + n + 1 and e.end + 1 < end and doc[e.end].text == "," and \
                    (doc[e.end + 1].lower_ in ("that", "which", "whose") or
                     doc[e.end + 1].lower_ == "to" and e.end + 2 < end and doc[e.end + 2].is_lower or  # (a purpose)
                     doc[e.end + 1].lower_.endswith("ing") and
                     doc[e.end + 1].is_lower and len(doc[e.end + 1].text) > 5) and ctx.etype(e) == "System":
                out.append(e)  # (or a participle: "implement it in a code generator, SpTile, targeting tensor cores")
        # "we propose a novel scheduler for GPU clusters (Gandalf) that ...": the name in brackets after it
        if w == "(" and doc[base + n - 1].is_lower and doc[base + n - 1].is_alpha and n - we_propose <= 10 and \
                words[we_propose + 1] in ("a", "an") and _OBJECT_ENDS.isdisjoint(words[we_propose + 1:n]):
            # (the verb's object itself: not "We present QSim-X, ... with a lossy compressor (SZ)")
            e = ctx.ent_of[base + n + 1]
            f = ctx.ent_of[e.end + 1] if e is not None and e.end + 2 < end and doc[e.end].text == "," else None
            if f is not None and f.start == e.end + 1 and doc[f.end].text == ")" and ctx.etype(f) == "System":
                out.append(f)  # (its short form too: "(Hierarchical NSW, HNSW)")
                close = f.end
            else:
                close = e.end if e is not None else end
            if e is not None and e.start == base + n + 1 and close < end and doc[close].text == ")" and \
                    ctx.etype(e) == "System":
                out.append(e)
    for n in (k for k, w in enumerate(words[:-3]) if w in ("yielding", "producing")) \
            if first_person and ("yielding" in wset or "producing" in wset) else ():
        # "We split the backward pass ..., yielding ZB-V, a schedule with near-zero bubbles": what the work made
        e = ctx.ent_of[base + n + 1]
        if e is not None and e.start == base + n + 1 and e.end + 1 < end and doc[e.end].text == "," and \
                doc[e.end + 1].lower_ in ("a", "an") and ctx.etype(e) == "System":
            out.append(e)
    for n, w in enumerate(words[:-2] if "our" in wset else ()):
        if w == "our" and (e := ctx.ent_of[base + n + 1]) is not None and e.start == base + n + 1 and \
                ctx.etype(e) == "System" and doc[e.start].like_num and e.end < end and doc[e.end].is_lower and \
                not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
            out.append(e)  # "Our 8-bit GaLore further reduces ...": the paper's own variant of its system
            continue
        # "Our system, Drizzle, is ...", "our framework FooBar"
        # (a generic word may describe the head after it: "Our heuristic scheduler, LightSched, ...")
        generic = words[n + 1] in GENERIC_HEADS and not (
            n + 3 < len(words) and words[n + 3] == "," and words[n + 2].isalpha() and doc[base + n + 2].is_lower)
        after_prep = n > 0 and words[n - 1] in ("in", "for", "of", "on", "with", "to", "from", "by", "at", "under",
                                                "across")
        if w == "our" and n >= 2 and words[n - 1] == "," and (
                generic or words[n + 1] in ("proposed", "new", "novel") and n + 2 < len(words) and
                words[n + 2] in GENERIC_HEADS):
            # "FlexPipe, our proposed system, adapts ...": the name set off before what it is
            e = ctx.ent_of[base + n - 2]
            k = n + 2 if generic else n + 3
            if e is not None and e.end == base + n - 1 and ctx.etype(e) in ("System", "Model", "Technique") and \
                    k < len(words) and words[k] in (",", "is", "which", "that") and \
                    (e.start == base or doc[e.start - 1].lower_ in ("the", ",", "(", "and")) and \
                    not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", False):
                out.append(e)
                continue
        described = 0  # "our learned join, LIJ, processes ...": two words describing the name set off by commas
        if w == "our" and not after_prep and not generic and n + 3 < len(words) and words[n + 3] == "," and \
                all(words[x].isalpha() and doc[base + x].is_lower for x in (n + 1, n + 2)) and \
                not words[n + 2].endswith(("ly", "ing")) and words[n + 2] not in _STOP:
            described = 1
        if w == "our" and not after_prep and (
                generic or described or words[n + 2] == "," and words[n + 1].isalpha() and doc[base + n + 1].is_lower
                and not words[n + 1].endswith(("ly", "ing", "s"))):
            # (any noun set off by a comma before a new name: "Our attack, PIECK-B, mines ...")
            j = base + n + 2 + described
            if j < end and doc[j].text == ",":
                j += 1
            e = ctx.ent_of[j] if j < end else None
            if (described or n > 0 and words[n - 1] in _MEANS_OPENERS) and (
                    e is None or e.end >= end or doc[e.end].text != ","):
                continue  # "Using our tool, GAP8 can perform ...": the subject after a phrase of means, no
                # apposition (but "Using our framework, FooBar, we ...")
            if e is not None and not generic and (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
                continue
            if e is not None and e.start == j and ctx.etype(e) != "Metric" and (doc[j].text[:1].isupper() or
                                                                            _coined(doc[j].text)):
                out.append(e)  # (a coined name may open lower-case: "Our collective, cZ-AR, ...", "vAttention")
            elif e is not None and e.start == j and ctx.etype(e) == "Technique" and doc[j - 1].text == "," and \
                    e.end < end and doc[e.end].text == ",":
                out.append(e)  # "Our approach, cache-aware speculative decoding, reduces latency": set off by commas
            elif e is None and j < end and doc[j].text[:1].isupper():
                stop = _name_tokens(doc, j, end)
                if stop > j and _name_shaped(doc[j:stop].text) and (stop >= end or doc[stop].text in (",", ")")
                                                                     or doc[stop].lower_ in _STOP):
                    new = _add_system(ctx, j, stop)
                    if new is not None:
                        out.append(new)
                        _tag_mentions(ctx, new.text, new.ent_id_)
    for n, w in enumerate(words[:-3] if not wset.isdisjoint(_NOVEL_CUES) else ()):
        # "Parcae optimizes liveput, a novel metric that ...": a name introduced with "a novel <head>"
        if w == "," and words[n + 1] in ("a", "an") and words[n + 2] in ("novel", "new") and n > 0 \
                and (first_person or trigger or any(e.ent_id_ in _proposed_keys(out) for e in sent.ents)
                     or any(ctx.etype(e) == "System" for e in sent.ents if e.end <= base + n)
                     or ctx.proposed and (pe := ctx.ent_of[base + n - 1]) is not None and
                     not (ctx.kg_entities.get(pe.ent_id_) or {}).get("known", True)):
            # (or a name no vocabulary knows, after the paper's proposal: "Running requests are widened ... by live
            # re-sharding, a new mechanism that ...")
            j = base + n - 1
            e = ctx.ent_of[j]
            head = next((words[k] for k in range(n + 3, min(len(words), n + 9)) if words[k] in GENERIC_HEADS
                         or words[k] in ("metric", "measure", "abstraction", "primitive", "format", "representation")),
                        None)
            if head is None:
                continue
            if e is not None and e.end == j + 1:
                if e.start > base and doc[e.start - 1].lower_ in ("using", "via", "through", "atop", "leveraging"):
                    continue  # "We trained PaLM ... using Pathways, a new ML system which ...": what the paper ran
                    # on, another's new system
                if (ctx.etype(e) != "Metric" or head == "metric") and (
                        first_person or trigger or not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True)):
                    out.append(e)  # (not a known name: "Prior systems rely on FlashAttention, a new ...")
            elif doc[j].is_alpha and len(doc[j].text) > 3 and (j == base or doc[j - 1].lower_ in (
                    "optimizes", "optimize", "introduces", "uses", "proposes", "defines", "define", "introduce",
                    "call", "calls", "named", "called", "termed", "adopts")):
                typ = "Metric" if head in ("metric", "measure") else ("System" if doc[j].text[:1].isupper()
                                                                       else "Technique")
                new = _add_system(ctx, j, j + 1, typ)
                if new is not None:
                    out.append(new)
    for n in (n for n, w in enumerate(words[1:-2] if "proposed" in wset else (), 1)
              if w == "proposed" and words[n - 1] in ("the", "our")):
        # "The proposed shifted sparse attention (S2-Attn) enables ...": the paper's own, named with its short form;
        # inside a sentence too: "Results show that our proposed FTP method can reduce memory footprint by 68%"
        e = ctx.ent_of[base + n + 1]
        if e is None or e.start != base + n + 1:
            continue
        close = next((k for k in range(e.end + 1, min(end, e.end + 6)) if doc[k].text == ")"), None)
        if ctx.etype(e) == "System" or ctx.etype(e) == "Technique" and close is not None and \
                doc[e.end].text == "(" and is_short_form(doc[e.end + 1:close].text):
            out.append(e)
    if len(words) > 5 and words[1:3] in (["is", "a"], ["is", "an"]) and not wset.isdisjoint(_NOVEL_CUES) \
            and (doc[base].text[:1].isupper() or _coined(doc[base].text)):
        # "Zeus is a new framework for ...": the sentence's subject is introduced as new
        k = base + 3
        while k < end and k - base < 8 and (doc[k].lower_ in SKIP_WORDS or _adjective_like(doc[k].lower_)
                                            or doc[k].is_lower and doc[k].lower_ not in _STOP):
            if doc[k].lower_ in GENERIC_HEADS and any(x in _NOVEL_CUES for x in words[3:k - base]):
                e = ctx.ent_of[base]
                if e is not None and e.start == base and e.end == base + 1 and ctx.etype(e) != "Metric":
                    out.append(e)
                elif e is None and _name_shaped(doc[base].text):
                    new = _add_system(ctx, base, base + 1)
                    if new is not None:
                        out.append(new)
                        _tag_mentions(ctx, new.text, new.ent_id_)
                break
            k += 1
    if not wset.isdisjoint(_PASSIVE_PROPOSED) and ("a" in wset or "an" in wset):
        out.extend(_passive_proposal(ctx, sent, words, base, end))
    if not wset.isdisjoint(_HERE_VERBS):
        out.extend(_introduced_here(ctx, words, base))
    if (words[0] == "our" or words[0] in ("the", "a", "another") and words[1:2] and
            words[1] in _PART_ORDINALS | {"companion"} and ctx.proposed) and "," in words[:6]:
        # (and "A second mechanism, budget-aware frame scheduling, assigns ...", "A companion compiler, KestrelC,
        # maps ...")
        out.extend(_own_part_set_off(ctx, words, base, end))
    elif words[0] == "the" and len(words) > 5 and words[1] in _PART_ORDINALS and words[2] in ("component", "part") and \
            words[3] == "of" and ctx.proposed:
        # "The main component of Smart-Infinity is SmartUpdate, which ...": a part of what the paper proposed (the
        # whole's later mentions are no entity spans yet: read by its key)
        n = next((m for m in range(5, min(len(words) - 1, 10)) if words[m] == "is"), None)
        if n is not None and slugify(doc[base + 4:base + n].text) in ctx.proposed and \
                (e := ctx.ent_of[base + n + 1]) is not None and e.start == base + n + 1 and \
                ctx.etype(e) in ("System", "Technique"):
            out.append(e)
    if words[0] == "our" and len(words) > 3:
        # "Our two-stage knowledge distillation flow resolves the trainability bottleneck": a method no vocabulary
        # knows, the subject of a sentence that calls it the paper's own
        j = base + 1
        while j < end and j - base < 4 and doc[j].lower_ in ("proposed", "new", "novel") and ctx.ent_of[j] is None:
            j += 1
        e = ctx.ent_of[j] if j < end else None
        if e is not None and e.start == j and ctx.etype(e) == "Technique" and e.end - e.start > 1 and \
                not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
            out.append(e)  # (a kind of method in one word is the field's: "Our compression method ...")
    if not wset.isdisjoint(PROPOSE_VERBS) or "open" in wset and not wset.isdisjoint(("source", "sources")) \
            or "forward" in wset or "building" in wset:
        for n in compress(range(len(words)), map(_PROPOSE_SCAN.__contains__, words)):  # (other words do nothing)
            if any(";" not in words[min(n, m):max(n, m)] for m in named) and \
                    not _names_its_object(ctx, base + n + 1):
                continue  # what the verb proposes is the thing named ("a framework called X"), but not across a
                # semicolon ("we design a novel hybrid training algorithm, ...; then we build a system called Persia"),
                # nor when the verb's object is a name itself ("We introduce PolyFormer, a framework that ... with a
                # new protocol, termed BatchCmp, ...": both are the paper's)
            w = words[n]
            i = base + n
            if w in ("source", "sources") and n >= 2 and words[n - 2:n] == ["open", "-"]:
                w = "open-" + w  # "We open-source Nimbus, our framework for ...": one verb in three tokens
            elif _put_forward(words, n):
                w = "propose"  # "We put forward a lightweight attention module, termed LAM"
            elif w == "building":
                if not _by_building(words, n):
                    continue
                w = "developing"  # "We answer the above positively by building Raven, a system that ..."
            if w not in PROPOSE_VERBS or _background(words, n):
                continue
            if w in ("offer", "offers", "build", "builds", "create", "creates", "release", "releases",
                     "contribute", "contributes", "discover", "construct", "constructs", "curate", "curates",
                     "collect", "collects", "open-source", "open-sources", "report", "reports") and not first_person:
                continue
            subj_ent = ctx.ent_of[i - 1] if n > 0 else None
            if w.endswith("ing") and n == 0 and not first_person:
                continue  # "Developing a machine learning model is no different ...": a gerund as the subject
            if w.endswith("ing") and n > 0 and not first_person and (
                    words[n - 1] not in _MEANS_BEFORE or not _PRIOR_WORDS.isdisjoint(words[:n])):
                continue  # "a tension between parallelism, locality, and introducing redundant recomputation", "prior
                # work trades accuracy by introducing pruning": no contribution (but "..., by introducing X")
            it_subject = n > 0 and words[n - 1] == "it" and w in NAMING_THIRD and bool(ctx.proposed)
            if not (w.endswith("ing") or any(s in _SUBJECTS for s in words[max(0, n - 4):n])
                    or (n > 0 and words[n - 1] in ("and", ","))
                    or (n > 1 and words[n - 1] in ("further", "also", "then") and words[n - 2] in ("and", ",") and
                        first_person)  # ("We provide a formal cost model and further propose an ... algorithm")
                    or (subj_ent is not None and ctx.etype(subj_ent) == "System" and w in NAMING_THIRD)
                    or it_subject):  # ("We present BytePS ... It introduces a Summation Service abstraction")
                continue
            if w in _PAST_FORMS and not (n > 0 and words[n - 1] in _WE_PAST_BEFORE and "we" in words[max(0, n - 3):n]) \
                    and not _we_and_past(words, n):
                continue  # "methods proposed by ...", "is proposed": only "we (have) (also) implemented" (or "we did
                # ... and proposed")
            j = i + 1
            if j < end and doc[j].lower_ == ",":
                j += 1  # "We develop, Zoom, a new ..."
            elif j + 2 < end and doc[j].lower_ == "and" and doc[j + 1].lower_ in _CO_VERBS:
                j += 2  # "We design and analyze a DP variant of ...": the object both verbs share
            if j < end and doc[j].lower_ in ("to", "that", "how", "whether", "what", "why"):
                continue  # "we propose to exploit ...", "we present that ..."
            if j + 3 < end and doc[j].lower_ == "the" and doc[j + 1].lower_ in _IDEA_KINDS and \
                    doc[j + 2].lower_ == "of":
                j += 3  # "We introduce the concept of elastic sequence parallelism, which ...", "We propose the use
                # of movement pruning, a simple ... method", "We propose the technique of cellular batching"
            named_first = _lower_name_set_off(ctx, j, end)
            if named_first is not None:
                out.append(named_first)  # "we propose data refurbishing, a novel sample reuse mechanism that ..."
                continue
            ents, newname = _scan_np(ctx, j, end, propose=True)
            ents = [_with_name_prefix(ctx, _paren_name(ctx, e, end)) for e in ents]
            ents = [e for e in ents if not _kind_of_method(ctx, e, end) and not (
                ctx.etype(e) == "Model" and re.fullmatch(r"[a-z -]+[^s]s|[A-Z]{2,}s", e.text) and
                (ctx.kg_entities.get(e.ent_id_) or {}).get("known", False))]  # ("We focus on designing
            # top-quality LLMs with fewer than a billion parameters": a known class, in the plural, is no new model)
            if it_subject:  # (a new name only: "it introduces GPU contention" proposes nothing)
                ents = [e for e in ents if not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True)
                        and ctx.etype(e) == "System"]
            if w in ("report", "reports"):
                # "Here we report FlexPipe, which ...": a name reported with what it is (not "we report vLLM's
                # throughput")
                ents = [e for e in ents if e.end + 1 < end and doc[e.end].lower_ == "," and
                        doc[e.end + 1].lower_ in ("a", "an", "which", "our", "that", "the", "namely")]
            if w.startswith(("describ", "construct", "curate", "collect", "implement")):
                # a described method is often the field's ("we describe an AI-native computing paradigm"), a
                # constructed one a thing the method builds ("we then construct the KV cache"), an implemented one
                # a known one ("we implement meticulous post-training optimizations, including SFT"); a name is not
                # (but a known model implemented is the test of the paper's own: "To validate ... our analytical model
                # and HLS library, we have implemented BERT and GPT2 on an AMD Alveo U280 FPGA device"; and a new
                # method's one-word name is described as the paper's: "This paper describes TAPER (Targeted ...)")
                ents = [e for e in ents if (ctx.etype(e) != "Technique" or w.startswith("describ") and
                                            " " not in e.text and e.text[:1].isupper() and not e.text.islower() and
                                            not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True)) and not (
                    w.startswith("implement") and ctx.etype(e) == "Model" and
                    (ctx.kg_entities.get(e.ent_id_) or {}).get("known", False))]
            if w.startswith("implement") and ents and _on_own_system(ctx, ents[-1].end, end):
                # "We implement BFS, SSSP and PageRank on Sandpiper": known workloads run on the paper's system
                ents = [e for e in ents if not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", False)]
            out.extend(e for e in ents if ctx.etype(e) != "Metric")
            second = (_second_described(ctx, ents[-1].end, end) or _second_of_kind(ctx, ents[-1], end)) if ents \
                else None
            if second is not None:  # "introduces CGOPipe, a ... schedule, and HRM, a Hierarchical Roofline Model"
                out.append(second)
            if not ents and newname:
                new = _add_system(ctx, *newname)
                if new is not None:
                    out.append(new)
                    _tag_mentions(ctx, new.text, new.ent_id_)
            elif not ents and (app := _appositive_phrase(ctx, j, end)) is not None:
                # "a new statistical primitive, the reproducibility budget, which"
                new = _add_system(ctx, *app) if isinstance(app, tuple) else app
                if new is not None:
                    out.append(new)
            elif not ents:
                rng = _technique_phrase(ctx, j, end) or _defined_phrase(ctx, j, end, w)
                if rng is not None:
                    new = _add_system(ctx, *rng, "Model" if doc[rng[1] - 1].lower_ in ("models", "networks")
                                      else "Technique")
                    if new is not None:
                        out.append(new)
                else:  # "we introduce a unified abstraction and a Dependency Proxy mechanism": a name after an
                    # unnamed first item
                    k = _after_unnamed_item(ctx, j, end)
                    if k is not None:
                        ents2, newname2 = _scan_np(ctx, k, end, propose=True)
                        out.extend(e for e in ents2 if ctx.etype(e) == "System")
                        if not ents2 and newname2:
                            new = _add_system(ctx, *newname2)
                            if new is not None:
                                out.append(new)
                                _tag_mentions(ctx, new.text, new.ent_id_)
    # "with novel optimizations like RadixAttention for KV cache reuse": a coined name given as an example of
    # the paper's own new techniques
    for n, w in enumerate(words[:-3] if not wset.isdisjoint(("novel", "new")) else ()):
        if w not in ("novel", "new") or words[n + 1] not in GENERIC_HEADS | {"optimizations", "designs"} \
                or not words[n + 1].endswith("s"):
            continue
        j = base + n + 2
        while j < end and doc[j].lower_ in {"such", "as", "like", "including", ",", "namely"}:
            j += 1
        e = ctx.ent_of[j] if j < end and j > base + n + 2 else None
        info = ctx.kg_entities.get(e.ent_id_) or {} if e is not None else {}
        if e is not None and e.start == j and ctx.etype(e) == "System" and not info.get("known", True) \
                and _coined(e.text):
            out.append(e)
    # "a new X is proposed", "our X is introduced"
    for n, w in enumerate(words if not wset.isdisjoint(("proposed", "introduced", "presented")) else ()):
        if w in ("proposed", "introduced", "presented") and n > 1 and words[n - 1] in ("is", "are") \
                and "been" not in words[max(0, n - 3):n]:
            j = base + n - 2
            if doc[j].lower_ in GENERIC_HEADS and j - 1 >= base:
                j -= 1
            if doc[j].text == ")" and j - 3 >= base and doc[j - 2].text == "(":
                j -= 3  # "a Multi-Domain Model-Agnostic Meta-Learning (MDMAML) approach is proposed"
            e = ctx.ent_of[j]
            if e is not None and ctx.etype(e) != "Metric":
                e = _with_name_prefix(ctx, e)
                pre = words[max(0, e.start - base - 3):e.start - base]
                if first_person or any(p in ("new", "novel", "our") for p in pre) or (
                        ctx.etype(e) == "System" and _coined(e.text) and
                        not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True)):
                    out.append(e)  # (or a coined name no vocabulary knows: "Besides, AutoChunk is proposed to ...")
    if not named and words[0] in ("a", "an") and not wset.isdisjoint(("proposed", "introduced", "presented",
                                                                       "developed")):  # (a name given wins)
        # "An adaptive sampling approach for efficient detection of ... is presented herein": the subject opens
        # the sentence, its head ("approach") before the rest of the phrase
        k = base + 1
        while k < end and k - base < 4 and doc[k].lower_ in _NOVEL_CUES | SKIP_WORDS and ctx.ent_of[k] is None:
            k += 1
        e = ctx.ent_of[k] if k < end else None
        passive = any(words[m] in ("proposed", "introduced", "presented", "developed") and words[m - 1] in ("is", "are")
                      and "been" not in words[max(0, m - 3):m] for m in range(2, len(words)))
        if e is not None and e.start == k and passive and ctx.etype(e) in ("Technique", "System") and \
                e.end < end and doc[e.end].lower_ in GENERIC_HEADS:
            out.append(e)
    if not wset.isdisjoint(_PAST_FORMS) and not wset.isdisjoint(("is", "are")):
        # "Leveraging the insights ..., a new dynamic scheduler, DeepRecSched, is proposed to ...": the name set
        # off after a new thing's description, the subject of a passive proposal
        for n in range(3, len(words) - 4):
            if words[n] == "," and words[n - 1] in GENERIC_HEADS and not _NOVEL.isdisjoint(words[max(0, n - 4):n]):
                e = ctx.ent_of[base + n + 1]
                m = e.end - base if e is not None and e.start == base + n + 1 else 0
                if m and m + 2 < len(words) and words[m] == "," and words[m + 1] in ("is", "are") and \
                        words[m + 2] in _PAST_FORMS and ctx.etype(e) in ("System", "Model"):
                    out.append(e)
    if trigger and not named and "based" in wset:
        # "... based on a multiview approach"; "build Tidal, a serving runtime based on load-adaptive expert
        # replication" (no article: a method no vocabulary knows)
        for n, w in enumerate(words[:-2]):
            if w == "based" and words[n + 1] == "on":
                article = words[n + 2] in ("a", "an")
                j = base + n + 2 + article
                while j < end and doc[j].lower_ in {"new", "novel"} | SKIP_WORDS and ctx.ent_of[j] is None:
                    j += 1
                e = ctx.ent_of[j] if j < end else None
                if e is not None and e.start == j and ctx.etype(e) in ("Technique", "System") and (
                        e.end >= end or doc[e.end].lower_ in _AFTER_ENTITY_OK | GENERIC_HEADS | {"."}) and (
                        article or j == base + n + 2 and ctx.etype(e) == "Technique" and e.text.islower() and
                        not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True)):
                    out.append(e)
    # "First, the universal checkpoint format, ..." enumerating components
    if len(words) > 2 and words[0] in ("first", "second", "third", "fourth", "finally") and words[1] == ",":
        j = base + 2
        if j < end and doc[j].lower_ in ("the", "a", "an", "our"):
            j += 1
        e = ctx.ent_of[j] if j < end else None
        if e is not None and e.start == j and ctx.etype(e) in ("Technique", "System") and \
                e.end < end and doc[e.end].lower_ in (",", "which", "that"):
            out.append(e)
        elif e is None and (trigger or first_person or _enum_cue(ctx.doc, ctx.abstract_start, sent.start_char)):
            # "First, the universal checkpoint format, which consists of ...": a new component's name
            k = j
            while k < end and k - j < 5 and ctx.ent_of[k] is None and (
                    doc[k].is_lower and doc[k].is_alpha or doc[k].text == "-" and not doc[k].whitespace_):
                k += 1
            if 2 <= k - j <= 4 and k + 1 < end and doc[k].text == "," and \
                    doc[k + 1].lower_ in ("which", "a", "an", "that") and doc[k - 1].lower_ not in _STOP:
                new = _add_system(ctx, j, k, "Technique")
                if new is not None:
                    out.append(new)
    return out


# what may follow an enumerated item's method: its short form or a clause on what it does ("(a) 4-bit NormalFloat
# (NF4), a new data type", "(b) double quantization to reduce ...")
_ITEM_CLAUSE = {"(", "that", "which", "to"}


def _item_ends(doc, k: int, end: int) -> bool:
    """An enumerated item ends at k: "(1) Dynamic gating, (2) ..., and (3) Expert load balancing.", or heads what
    follows: "(1) Expert-wise bitwidth adaptation: This method reduces ..."."""
    return k >= end or doc[k].text in (",", ";", ".", ")", ":") or doc[k].lower_ == "and"


def _past_qualities(ctx: _Ctx, m: int, end: int) -> int:
    """The first token from m on past up to six words of what a method is like ("provably near-optimal", "fast"),
    or end when none follows inside the sentence."""
    doc = ctx.doc
    start = m
    while m < end and m - start <= 6 and ctx.ent_of[m] is None and \
            (doc[m].is_lower and (doc[m].lower_ in SKIP_WORDS or _adjective_like(doc[m].lower_) or
                                  doc[m].lower_.endswith("ly")) or doc[m].text == "-" or
             m + 1 < end and doc[m + 1].text == "-" and not doc[m].whitespace_):
        m += 1
    return m if m < end else end - 1


_ORDINAL_OPENERS = frozenset(("first", "second", "third", "fourth", "finally", "lastly"))


def _quoted_after_ordinals(ctx: _Ctx, sent) -> list[Span]:
    """"First, "windowing" strategically reduces data transfer ..., and second, "row-column bundling", ...": a
    lower-case phrase of up to four words in quotes after an ordinal and its comma, made a technique."""
    doc = ctx.doc
    out = []
    for k in range(sent.start, sent.end - 4):
        if doc[k].lower_ not in _ORDINAL_OPENERS or doc[k + 1].text != "," or doc[k + 2].text not in _QUOTES:
            continue
        a = k + 3
        b = next((x for x in range(a, min(sent.end, a + 8)) if doc[x].text in _QUOTES), None)
        if b is None or b == a or not all(doc[x].is_lower and doc[x].is_alpha or doc[x].text == "-"
                                          for x in range(a, b)) or sum(doc[x].is_alpha for x in range(a, b)) > 4:
            continue
        e = ctx.ent_of[a]
        if e is not None and e.start == a and e.end == b:
            out.append(e)
        elif (new := _add_system(ctx, a, b, "Technique")) is not None:
            out.append(new)
    return out


def _enumerated_names(ctx: _Ctx, sent) -> list[Span]:
    """"NRR integrates three components: (1) Multi-Vector Embeddings that ..., (2) Non-Collapsing Attention
    that ..., and (3) Contextual Identity Tracking (CIT), which ...": the named components."""
    doc = ctx.doc
    out = []
    verb_colon = ":" in sent.text and _VERB_COLON_RE.search(sent.text) is not None
    for k in range(sent.start, sent.end - 4):
        if doc[k].text == "(" and doc[k + 2].text == ")" and re.fullmatch(r"\d|[ivx]{1,3}|[a-e]", doc[k + 1].lower_):
            j = k + 3
        elif doc[k + 1].text == ")" and re.fullmatch(r"\d|[ivx]{1,3}|[a-e]", doc[k].lower_) and k > sent.start and \
                doc[k - 1].lower_ in (":", ",", ";", "and") and not doc[k].whitespace_:
            j = k + 2  # without the opening bracket: "three key mechanisms: i) SingleInputKV, which ..., ii) ..."
        else:
            continue
        e = ctx.ent_of[j]
        if doc[j].lower_ in ("a", "an") and doc[j + 1].text[:1].isupper() and \
                (named := _capitalised_item(ctx, j + 1, sent.end)) is not None:
            out.append(named)  # "with three components: (i) a Function Calling Planner, formulating ...; (ii) a Task
            continue  # Fetching Unit, dispatching ...": a named component after its article
        if e is None and doc[j].lower_ in ("a", "an") and verb_colon:
            # "this paper proposes: 1) a provably near-optimal checkpoint placement strategy to ...; and 2) a
            # checkpoint traffic scheduling algorithm to ...": the method before its kind, past what it is like
            e = ctx.ent_of[_past_qualities(ctx, j + 1, sent.end)]
            if e is not None and e.start > j and ctx.etype(e) == "Technique" and e.end < sent.end and \
                    doc[e.end].lower_ in _PHRASE_HEADS:
                out.append(e)
            continue
        if e is None and doc[j].is_lower and doc[j].lower_ not in _STOP:
            # "(i) fast multi-tier checkpoint loading that ..., (ii) efficient live migration of LLM inference,
            # which ...": a method item after what it is like
            e = ctx.ent_of[_past_qualities(ctx, j, sent.end)]
            if e is not None and e.start > j and ctx.etype(e) == "Technique" and \
                    (_item_ends(doc, e.end, sent.end) or doc[e.end].lower_ in _ITEM_CLAUSE or
                     doc[e.end].lower_ == "of" and e.end + 1 < sent.end and ctx.ent_of[e.end + 1] is not None):
                out.append(e)
            continue
        if e is not None and e.start == j and doc[j].text[:1].isupper():
            stop = _name_tokens(doc, j, sent.end)
            while stop < sent.end and stop - j < 6 and doc[stop].text[:1].isupper() and doc[stop].is_alpha:
                stop = _name_tokens(doc, stop, sent.end)
            if stop > e.end and stop < sent.end and _capitalised_phrase(doc[j:stop].text) and \
                    doc[stop].lower_ in ("that", "which", ",", "(", "to", "for", "and", "where", ";"):
                new = _add_system(ctx, j, stop, over=True)  # "(ii) Pre-RoPE Key Quantization, where ...": the
                if new is not None:                         # whole name, not the known word opening it
                    out.append(new)
                    continue
        if e is not None:
            if e.start == j and (ctx.etype(e) in ("System", "Technique") and _capitalised_phrase(e.text)
                                 or ctx.etype(e) in ("System", "Dataset", "Model") and (
                                     _coined(e.text) or e.end + 1 < sent.end and doc[e.end].text == "," and
                                     doc[e.end + 1].lower_ in ("a", "an"))
                                 or ctx.etype(e) == "Technique" and (_item_ends(doc, e.end, sent.end) or
                                                                     doc[e.end].lower_ in _ITEM_CLAUSE)):
                out.append(e)  # (or a coined name: "(2) FaultLens, a diagnosis tool", or any name so described:
                # "(ii) Sandblaster, a framework that ..."; or a technique named alone as an item: "(3) Expert load
                # balancing")
            continue
        stop = j + 1
        while stop < sent.end and stop - j < 4 and doc[stop].is_lower and doc[stop].is_alpha and \
                doc[stop].lower_ not in _STOP and doc[stop].lower_ != "and":
            stop += 1
        if stop - j >= 2 and doc[j].text[:1].isupper() and doc[j].text[1:].islower() and doc[j].is_alpha and \
                _item_ends(doc, stop, sent.end) and all(ctx.ent_of[x] is None for x in range(j, stop)):
            new = _add_system(ctx, j, stop, "Technique")  # "(1) Dynamic gating, (2) ...": a method named in
            if new is not None:                            # sentence case
                out.append(new)
            continue
        stop = _name_tokens(doc, j, sent.end)
        while stop < sent.end and stop - j < 6 and doc[stop].text[:1].isupper() and doc[stop].is_alpha:
            stop = _name_tokens(doc, stop, sent.end)  # a name longer than four words
        if stop - j >= 2 and stop < sent.end and _capitalised_phrase(doc[j:stop].text) and \
                doc[stop].lower_ in ("that", "which", ",", "(", "to", "for", "and", "where", ";"):
            new = _add_system(ctx, j, stop, over=True)  # (over the known words it holds: "Key Quantization")
            if new is not None:
                out.append(new)
    return out


_PART_COUNTS = {"two": 2, "three": 3, "four": 4, "several": 4, "multiple": 4}
# a sentence that ends on the count of a contribution's parts: "SpotWeave rests on three ideas.", "Tessera introduces
# two mechanisms."
_PARTS_ANNOUNCED = re.compile(rf"\b(two|three|four|several|multiple)\s+(?:[a-z-]+\s+){{0,2}}?"
                              rf"(?:{'|'.join(sorted(_LISTED_KINDS))})\s*\.$", re.I)
_NOT_PRESENT_VERBS = {"this", "these", "those", "its", "his", "is", "was", "has", "does", "as", "us", "thus", "less",
                      "across", "always", "perhaps", "whereas", "unless", "besides", "sometimes"}


def _parts_announced(ctx: _Ctx, sent, proposals) -> int:
    """How many parts a sentence announces that ends on their count, said by "we" or by what the paper proposes
    ("We build on two ideas.", "SpotWeave rests on three ideas."): 0 when it announces none."""
    if sent.end - sent.start > 16 or _COUNT_WORDS.isdisjoint(sent.lowers):
        return 0
    m = _PARTS_ANNOUNCED.search(ctx.doc.text, sent.start_char, sent.end_char)
    if m is None or not (_first_person(sent.lowers) or any(
            e.start == sent.start and (e.ent_id_ in _proposed_keys(proposals) or ctx.etype(e) == "System" and
                                       not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True))
            for e in sent.ents)):
        return 0  # (or a new name, the paper's before any proposal is found: "ThinServe contributes two mechanisms.")
    return _PART_COUNTS[m.group(1).lower()]


def _part_opening(ctx: _Ctx, sent, owned: bool = False, announced: bool = False) -> Span | None:
    """The method a sentence opens with, before its verb in the present, after the parts were announced ("First,
    streaming retrieval breaks ...", "Layer-granular re-sharding then migrates ...", "Finally, activation
    shadowing keeps ..."): two to four words, found as a technique or added as one. `owned`: after "Its"/"Our",
    a method no vocabulary knows ("Its drift-aware camera grouping clusters cameras ..."); `announced`: the parts
    were announced, and one may open with an article ("A column-balanced bitmap encoding gives ...")."""
    doc = ctx.doc
    j, end = sent.start + owned, sent.end
    article = False
    if end - j > 4 and doc[j].lower_ in _ORDINAL_OPENERS and doc[j + 1].text == ",":
        j += 2
        if doc[j].lower_ in ("a", "an") and j + 3 < end:
            j += 1  # a part that is a thing: "Second, a tiered adapter cache spanning ... prefetches ...", "Third, a
            article = True  # deadline-aware scheduler reorders ..."
            e = ctx.ent_of[j]
            h = e.end if e is not None else end
            while h < end - 1 and h - e.end < 2 and doc[h].lower_ in GENERIC_HEADS:
                h += 1  # its kind after it: "First, a popularity-aware expert placement algorithm replicates ..."
            if e is not None and e.start == j and h < end and ctx.etype(e) in ("Technique", "System") and \
                    not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True) and (
                    _present_verb(doc[h].lower_) or doc[h].lower_ in ("that", "which") or
                    doc[h].is_lower and doc[h].lower_.endswith("ing") and len(doc[h].text) > 5):
                return e
    if announced and j == sent.start and doc[j].lower_ in ("a", "an") and j + 4 < end:
        j += 1  # a part that is a thing, opening the sentence: "A column-balanced bitmap encoding gives every ..."
        article = True
    k, words = j, 0
    while k < end and words < 6 and doc[k].is_alpha and (
            doc[k].is_lower or k == sent.start and doc[k].text[1:].islower() or
            k > j and doc[k].text.isupper() and len(doc[k].text) <= 4) and \
            not _present_verb(doc[k].lower_) and doc[k].lower_ not in ("then", "also", "further") and not (
                k + 2 < end and doc[k + 1].text == "-" and _present_verb(doc[k + 2].lower_)):  # (a verb: "re-solves")
        words += 1
        k += 1
        if k + 1 < end and doc[k].text == "-" and not doc[k - 1].whitespace_ and not doc[k].whitespace_:
            k += 1  # "stage-aware", "re-sharding"
    if not 2 <= words <= 4 + any(t.text.isupper() for t in doc[j + 1:k]) or k >= end:
        return None  # (an acronym is one more word: "Tool-aware KV cache retention predicts ...")
    v = k + 1 if doc[k].lower_ in ("then", "also", "further") else k
    if v + 2 < end and doc[v + 1].text == "-" and not doc[v].whitespace_:
        v += 2  # "re-solves"
    if v >= end or not _present_verb(doc[v].lower_) or doc[k - 1].lower_ in _STOP or doc[j].lower_ in _STOP or \
            doc[j].lower_ in _POINTING_OPENERS or \
            doc[k - 1].lower_ in GENERIC_HEADS and not (article and k - j >= 2 and "-" in doc[j:k].text) or \
            doc[k - 1].lower_ in _STUDY_WORDS:
        return None  # (not "The scheduler assigns ...", "Our large-scale study reveals ...")
    e = ctx.ent_of[j]
    if owned and ("-" not in doc[j:k].text or e is not None and (ctx.kg_entities.get(e.ent_id_) or {}).get(
            "known", True)):
        return None  # (a new method's coined modifier: not "Its memory footprint grows", "Its data parallelism")
    if e is not None and e.start == j and e.end == k:
        return e if ctx.etype(e) in ("Technique", "System") else None
    known = slugify(doc[j:k].text) in ctx.kg_entities
    new = _add_system(ctx, j, k, "Technique", over=True)
    info = ctx.kg_entities.get(new.ent_id_) if new is not None and not known else None
    if info and j == sent.start and info["label"][1:2].islower():
        info["label"] = info["label"][:1].lower() + info["label"][1:]  # the sentence's capital: "Layer-granular ..."
    return new


# a part of the work named by its rank and kind: "A second mechanism, gradient fingerprinting, compares ..."
_RANKED_PART = re.compile(r"(?:An?\s+(?:first|second|third|fourth|final|further|complementary)|Another)\s+"
                          r"(?:key\s+)?(?:mechanism|technique|component|idea|optimization|optimisation|innovation|"
                          r"strategy|method|module|scheme|algorithm|policy)\s*,\s*")


# what a work rests on, named: "At its core is Compass, a learned cost model ...", "At the heart of Ferry lies ..."
_AT_CORE = re.compile(r"At\s+(?:its|the)\s+(?:core|heart)(?:\s+of\s+[\w-]+)?\s*,?\s+(?:is|lies)\s+")


def _at_core(ctx: _Ctx, sent) -> Span | None:
    """What a work rests on, named after "At its core is" ("At its core is Compass, a learned cost model ..."): a
    system or method no vocabulary knows."""
    m = _AT_CORE.match(ctx.doc.text, sent.start_char, sent.end_char)
    e = next((e for e in sent.ents if e.start_char == m.end()), None) if m is not None else None
    if e is None or (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
        return None
    return e if ctx.etype(e) in ("Technique", "System") else None


def _ranked_part(ctx: _Ctx, sent) -> Span | None:
    """The method named between commas after a part's rank and kind, before a verb in the present: "A second
    mechanism, gradient fingerprinting, compares compact hashes ...": two to four lower-case words, found as a
    technique no vocabulary knows or added as one."""
    doc = ctx.doc
    m = _RANKED_PART.match(doc.text, sent.start_char, sent.end_char)
    if m is None:
        return None
    j = next((t.i for t in doc[sent.start:sent.end] if t.idx >= m.end()), sent.end)
    comma = next((k for k in range(j + 1, min(sent.end - 1, j + 9)) if doc[k].text == ","), None)
    if comma is None or not _present_verb(doc[comma + 1].lower_):
        return None  # (checked first: _set_off_method adds the phrase it reads)
    part = _set_off_method(ctx, j, sent.end)
    return part if part is not None and part.end == comma else None


_POINTING_OPENERS = {"the", "a", "an", "this", "these", "that", "those", "its", "our", "their", "each", "every",
                     "both", "all", "such", "any", "some"}
_STUDY_WORDS = {"study", "studies", "analysis", "evaluation", "experiment", "experiments", "result", "results",
                "finding", "findings", "investigation", "survey", "observation", "insight", "work", "paper"}


def _present_verb(word: str) -> bool:
    """A verb in the third person of the present by its ending ("keeps", "migrates", "re-solves")."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "ics")) and \
        word not in _NOT_PRESENT_VERBS


def _subject_after_opening(doc, e: Span) -> bool:
    """Whether the name is the subject of a verb in the present after an opening phrase and its comma ("Drawing
    inspiration from ..., LLMCompiler enables ...")."""
    v = doc[e.end]
    return e.start > 0 and doc[e.start - 1].text == "," and v.is_lower and v.is_alpha and len(v.text) > 3 and \
        v.text.endswith("s") and not v.text.endswith("ss")


def _capitalised_item(ctx: _Ctx, j: int, end: int) -> Span | None:
    """The name of two to six capitalised words at j that an enumerated item opens with, ended by a comma or a
    clause ("Function Calling Planner, formulating ..."); a name found whole is kept as it is."""
    doc = ctx.doc
    stop = _name_tokens(doc, j, end)
    while stop < end and stop - j < 6 and doc[stop].text[:1].isupper() and doc[stop].is_alpha:
        stop = _name_tokens(doc, stop, end)
    if stop - j < 2 or stop >= end or not _capitalised_phrase(doc[j:stop].text) or \
            doc[stop].lower_ not in ("that", "which", ",", "(", "to", "for", "where", ";"):
        return None
    e = ctx.ent_of[j]
    if e is not None and e.start == j and e.end == stop:
        return e if ctx.etype(e) in ("System", "Technique") else None
    return _add_system(ctx, j, stop, over=True)


def _colon_listed(ctx: _Ctx, sent) -> list[Span]:
    """"we implement three optimizations: proactive prefetching, selective unsharding, and adaptive offloading": the
    items after a counted kind of the paper's own and a colon, each a method found or a lower-case phrase of two to
    four words."""
    doc = ctx.doc
    end = sent.end
    colon = next((k for k in range(sent.start + 2, end - 2) if doc[k].text == ":" and
                  doc[k - 1].lower_ in _LISTED_KINDS and doc[k - 2].lower_ in _NUMBER_HEADS), None)
    if colon is not None and _MAKING_VERBS.isdisjoint(t.lower_ for t in doc[sent.start:colon]):
        return []  # "We study two techniques: pruning and quantization": others' methods, studied
    if colon is None or doc[colon + 1].text in ("(",):
        return []  # (a bracketed enumeration is read by _enumerated_names)
    if ";" in sent.lowers or any(doc[x].text == "," and doc[x + 1].lower_ == "and" for x in range(colon + 2, end - 1)):
        described = _described_list(ctx, colon, end)  # "two mechanisms: a tiered adapter cache that spans GPU
        if described:  # HBM, host DRAM and local SSD, and popularity-aware prefetching that predicts ..."
            return described
    if re.fullmatch(r"\d|[ivx]{1,3}|[a-e]", doc[colon + 1].lower_):
        return []
    items, j = [], colon + 1
    while j < end:
        k = j
        while k < end and doc[k].text not in (",", ";", ".") and doc[k].lower_ != "and":
            k += 1
        items.append((j, k))
        while k < end and (doc[k].text in (",", ";") or doc[k].lower_ == "and"):
            k += 1
        if k >= end or doc[k].text == ".":
            break
        j = k
    if len(items) < 2:
        return []
    out = []
    for a, b in items:
        e = ctx.ent_of[a]
        if e is not None and e.start == a and e.end == b and ctx.etype(e) in ("Technique", "System"):
            if not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", False):
                out.append(e)  # (a method the vocabulary knows is one the work uses: "speculative execution")
        elif e is None and 2 <= b - a <= 4 and all((doc[x].is_lower and doc[x].is_alpha or doc[x].text == "-")
                                                    and ctx.ent_of[x] is None for x in range(a, b)) and \
                doc[a].lower_ not in SKIP_WORDS and doc[b - 1].lower_ not in _STOP:
            new = _add_system(ctx, a, b, "Technique")
            if new is not None:
                out.append(new)
        else:
            return []  # an item of another shape: no list of methods
    return out


def _described_list(ctx: _Ctx, colon: int, end: int) -> list[Span]:
    """The methods a list after a colon names, each with what it does after it, the items parted by ", and", ";"
    or "; and": "relies on two mechanisms: a tiered adapter cache that spans GPU HBM, host DRAM and local SSD, and
    popularity-aware prefetching that predicts ...". Each item opens with a method no vocabulary knows (after "a",
    "an" or "the") and goes on with "that", "which", a comma or a verb's -ing; every item must, or none counts."""
    doc = ctx.doc
    starts = [colon + 1]
    for x in range(colon + 2, end - 1):
        if doc[x].text == ";" or doc[x].text == "," and doc[x + 1].lower_ == "and":
            starts.append(x + 1 + (doc[x + 1].lower_ == "and"))
        elif doc[x].lower_ == "and" and doc[x - 1].text == ";":
            starts[-1] = x + 1
    items: list = []
    for a in starts:
        a += a < end and doc[a].lower_ in ("a", "an", "the")
        e = ctx.ent_of[a] if a < end else None
        stop = e.end if e is not None and e.start == a else a
        if e is None:  # a phrase no rule found: "and shard-aware fetching, which ..."
            while stop < end and stop - a < 6 and ctx.ent_of[stop] is None and (
                    doc[stop].is_lower and doc[stop].is_alpha and doc[stop].lower_ not in _STOP or
                    doc[stop].text == "-" and stop > a and not doc[stop].whitespace_):
                stop += 1
            if "-" not in doc[a:stop].text or not 2 <= sum(doc[x].text != "-" for x in range(a, stop)) <= 4:
                return []
        elif e.start != a or ctx.etype(e) not in ("Technique", "System") or \
                (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
            return []
        elif stop < end and doc[stop].lower_ in _NAMED_BY_HEAD:
            stop += 1  # "and a cost-aware eviction policy that moves ...": the method's own noun after it
        if stop >= end or not (doc[stop].lower_ in ("that", "which", ",") or doc[stop].lower_.endswith("ing") and
                               doc[stop].is_lower and len(doc[stop].text) > 5):
            return []
        items.append(e if e is not None else (a, stop))
    if len(items) < 2:
        return []
    out = [_add_system(ctx, *x, "Technique") if isinstance(x, tuple) else x for x in items]
    return [x for x in out if x is not None]


# verbs of a work that makes the things it lists
_INTRODUCING = {"introduce", "introduces", "introducing", "propose", "proposes", "proposing", "present", "presents",
                "presenting", "release", "releases", "releasing", "construct", "constructs", "constructing", "build",
                "builds", "building", "create", "creates", "creating"}


def _described_items(ctx: _Ctx, sent) -> list[Span]:
    """"by introducing two benchmarks: MT-bench, a multi-turn question set; and Chatbot Arena, a crowdsourced battle
    platform": after a counted kind the work introduces and a colon, names each set off by a description and
    listed with semicolons (a name the vocabulary knows too: the paper that made it)."""
    doc = ctx.doc
    end = sent.end
    colon = next((k for k in range(sent.start + 2, end - 2) if doc[k].text == ":" and
                  doc[k - 2].lower_ in _NUMBER_HEADS and doc[k - 1].lower_.endswith("s")), None)
    if colon is None or _INTRODUCING.isdisjoint(t.lower_ for t in doc[sent.start:colon]):
        return []
    out: list[Span] = []
    j = colon + 1
    while j < end and doc[j].text != ".":
        if doc[j].lower_ == "and":
            j += 1
        e = ctx.ent_of[j] if j < end else None
        if e is None or e.start != j or ctx.etype(e) not in ("System", "Dataset", "Model") or e.end + 1 >= end or \
                doc[e.end].text != "," or doc[e.end + 1].lower_ not in ("a", "an"):
            break
        out.append(e)
        j = next((k for k in range(e.end, end) if doc[k].text in (";", ".")), end) + 1
    return out if len(out) >= 2 else []


# verbs before the colon that make the listed methods the work's own
_MAKING_VERBS = {"implement", "implements", "introduce", "introduces", "propose", "proposes", "design", "designs",
                 "develop", "develops", "combines", "combine", "integrates", "comprises", "features", "contribute",
                 "contributes", "devise", "devises", "build", "builds", "employs", "incorporates",
                 "relies", "rests", "uses", "leverages"}  # ("Pantry relies on two mechanisms: ...")
_NUMBER_HEADS = {"two", "three", "four", "five", "several", "multiple", "key", "main", "novel", "new"}


def _with_name_prefix(ctx: _Ctx, e: Span) -> Span:
    """"a new LayerToken learning rate schedule": a coined name no vocabulary knows, written right
    before a technique phrase, names that technique; the two spans become one System."""
    if ctx.etype(e) != "Technique" or e.start == 0:
        return e
    p = ctx.ent_of[e.start - 1]
    if p is None or p.end != e.start or ctx.etype(p) != "System" or not _coined(p.text) \
            or (ctx.kg_entities.get(p.ent_id_) or {}).get("known"):
        return e
    text = ctx.real[p.start:e.end].text
    key = slugify(text)
    span = Span(ctx.real, p.start, e.end, label="System", span_id=key)
    forget_ents(ctx.real)
    try:
        ctx.real.set_ents([span], default="unmodified")
    except ValueError:
        return e
    ctx.doc._read_ents()
    ctx.kg_entities.setdefault(key, {"label": text, "type": "System", "aliases": [], "known": False})
    return ctx.ent_of[p.start] or e


def _kind_of_method(ctx: _Ctx, e: Span, end: int) -> bool:
    """"we propose a novel quantization method": a known technique naming the kind of the
    contribution, not the contribution itself; so is an acronym after an article ("we developed an ABR
    algorithm")."""
    doc = ctx.doc
    info = ctx.kg_entities.get(e.ent_id_) or {}
    return (ctx.etype(e) == "Technique" and len(e.text.split()) <= 2 and e.end < end and
            doc[e.end].lower_ in GENERIC_HEADS and (bool(info.get("known")) or e.text.isupper() and e.start > 0 and
                                                    doc[e.start - 1].lower_ in ("a", "an")))


def _owned_part_end(ctx: _Ctx, x: int, end: int) -> int:
    """Where the walk from after a possessive past devices, hyphens and lower-case words stops (at most six tokens,
    never past "and"/"or"): at a system, the owner's named part ("minimap2's CPU-based KSW2"), or at what ends the
    owner's part ("vLLM's CPU backend and Intel Extension for PyTorch")."""
    doc = ctx.doc
    stop = min(end, x + 6)
    while x < stop:
        e = ctx.ent_of[x]
        if e is not None and e.start == x and ctx.etype(e) == "System":
            return x
        if e is not None and ctx.etype(e) == "Hardware" or doc[x].text == "-" or doc[x].is_lower and doc[x].is_alpha \
                and doc[x].lower_ not in ("and", "or"):  # (no further name in a list: "vLLM's CPU backend and IPEX")
            x = e.end if e is not None else x + 1
            continue
        return x
    return x


def _owned_system(ctx: _Ctx, x: int, end: int) -> int | None:
    """Where a system named after a possessive starts, past lower-case words and devices ("minimap2's CPU-based
    KSW2"), or None (not a backend's platform: "vLLM's ROCm backend", nor a way of working: "its ZeRO offloading")."""
    doc = ctx.doc
    k = _owned_part_end(ctx, x, end)
    e = ctx.ent_of[k] if k < min(end, x + 6) else None
    if e is None or e.start != k or ctx.etype(e) != "System":
        return None
    # (a name that goes on to a noun names the owner's way of working: "DeepSpeed-Inference's ZeRO offloading"
    # compares with DeepSpeed-Inference)
    return k if e.end >= end or doc[e.end].lower_ in _AFTER_ENTITY_OK | {".", ";"} else None


def _paren_name(ctx: _Ctx, e: Span, end: int) -> Span:
    """"iterative RAG for medicine (i-MedRAG)": the System named in brackets right after the
    phrase is what is proposed, not the known entity inside the long form."""
    doc = ctx.doc
    j = e.end
    steps = 0
    while j < end and steps < 5:
        w = doc[j].lower_
        if w == "(" and j + 1 < end:
            inner = ctx.ent_of[j + 1]
            if inner is not None and inner is not e and inner.end < end and doc[inner.end].text == ")" \
                    and ctx.etype(inner) == "System":
                return inner
            return e
        if w in (",", ".", ";", ":", "that", "which", "to", "and") or ctx.ent_of[j] is not None:
            return e
        j += 1
        steps += 1
    return e


def _second_described(ctx, i: int, end: int):
    """After a proposed name set off by its description, a second name joined by ", and" and described
    too ("X, a novel ... schedule, and HRM, a Hierarchical Roofline Model"): its entity, or None."""
    doc = ctx.doc
    if i >= end or doc[i].lower_ != ",":
        return None
    for k in range(i + 1, min(end - 3, i + 25)):
        if doc[k].lower_ != "and":
            continue
        e = ctx.ent_of[k + 1]
        if doc[k - 1].lower_ == "," and e is not None and e.start == k + 1 and _name_shaped(e.text) and \
                e.end + 1 < end and doc[e.end].lower_ == "," and doc[e.end + 1].lower_ in ("a", "an"):
            return e
        return None
    return None


def _second_of_kind(ctx, e: Span, end: int):
    """After a proposed method, its head and what it is for, a second of the same kind joined by ", and a":
    "We design a credit-based batching algorithm to decide when to merge ..., and a request-adapter co-migration
    algorithm to decide when to migrate": its entity, or None."""
    doc = ctx.doc
    h = e.end
    if h + 1 >= end or doc[h].lower_ not in GENERIC_HEADS or doc[h + 1].lower_ not in ("to", "that", "which", "for"):
        return None
    for k in range(h + 2, min(end - 3, h + 25)):
        if doc[k].text == "," and doc[k + 1].lower_ == "and" and doc[k + 2].lower_ in ("a", "an"):
            f = ctx.ent_of[k + 3]
            if f is not None and f.start == k + 3 and f.end < end and doc[f.end].lower_ == doc[h].lower_ and \
                    ctx.etype(f) == ctx.etype(e):
                return f
            return None
    return None


def _proposed_keys(spans) -> set:
    return {e.ent_id_ for e in spans}


_BACKGROUND_WORDS = {"existing", "prior", "previous", "previously", "recently", "recent", "been", "traditional",
                     "conventional", "others", "literature", "proposed", "state-of-the-art"}


def _novel_proposes(ctx: _Ctx, sent: Span, proposed: set[str]) -> list[Span]:
    """"a novel <technique>" in a sentence about the paper's own work (first person, a proposing
    verb, or a proposed name), unless it describes a name just given ("Zoom, a new ... solution")."""
    doc = ctx.doc
    words = sent.lowers
    base, end = sent.start, sent.end
    if any(w in NAMING for w in words) and _has_trigger(sent):
        return []
    about_ours = _first_person(words) or _has_trigger(sent) or any(e.ent_id_ in proposed for e in sent.ents) or (
        # after the paper has named its own work, a novel thing is its: "The correctness of ... is verified
        # ... using a novel tree-based parallel decoding mechanism" (not a past work's: "a recently proposed ...")
        proposed and _BACKGROUND_WORDS.isdisjoint(words) and
        any(e.ent_id_ in proposed and ctx.abstract_start <= e.start_char < sent.start_char for e in doc.ents))
    if not about_ours and not proposed:
        return []
    out = []
    for n in compress(range(len(words)), map(_NOVEL.__contains__, words)):  # only those words: no loop per word
        if any(b in ("existing", "prior", "previous") for b in words[max(0, n - 3):n]):
            continue
        named = _novel_kind_named(ctx, base + n + 1, end)
        if named is not None:
            # "The runtime accelerates execution with novel optimizations like RadixAttention ...": the names that
            # show the paper's new kind of thing (in a paper that proposes one)
            out.append(named)
            continue
        if not about_ours:
            continue
        k = base + n - 1
        if k > base and doc[k].lower_ in ("a", "an"):
            k -= 1
        if k >= base and doc[k].text in (",", ":") and k - 1 >= base and (
                ctx.ent_of[k - 1] is not None or doc[k - 1].text == ")"):
            continue  # appositive description of a name ("We present Recurrent Video Masked-Autoencoders (RVM): a
            # novel video representation learning approach ...")
        if base + n + 3 < end and doc[base + n + 1].lower_ in _METHOD_KINDS and doc[base + n + 2].text == "," \
                and (set_off := _set_off_method(ctx, base + n + 3, end)) is not None:
            out.append(set_off)  # "built around a new technique, speculative frontier exchange: each GPU ..."
            continue
        if base + n + 1 < end and ctx.ent_of[base + n + 1] is None and doc[base + n + 1].is_lower:
            rng = _technique_phrase(ctx, base + n + 1, end)
            new = _add_system(ctx, *rng, "Technique") if rng is not None else None
            if new is not None:
                out.append(new)  # "X prunes the search space with a new systolic-wave heuristic"
                continue
        for j in (base + n + 1, base + n + 2):
            if j >= end:
                break
            e = ctx.ent_of[j]
            if e is not None:
                h = e.end
                while h < end and doc[h].lower_ in GENERIC_HEADS:
                    h += 1
                if e.start == j and h > e.end and h + 1 < end and doc[h].text == "," and \
                        (f := ctx.ent_of[h + 1]) is not None and f.start == h + 1 and \
                        ctx.etype(f) in ("System", "Model", "Hardware"):
                    out.append(f)  # "We then trained a new deep reinforcement learning agent, AlphaDev, to play this
                    break  # game": the name set off after the described thing is the contribution
                earlier = any(m.ent_id_ == e.ent_id_ and ctx.abstract_start <= m.start_char < sent.start_char
                              for m in doc.ents)
                if e.start == j and not earlier and ctx.etype(e) in ("Technique", "System") \
                        and not _kind_of_method(ctx, e, end) and (
                        e.end >= end or doc[e.end].lower_ in GENERIC_HEADS | _STOP | {",", "(", ")"} or
                        _verb_of_subject(doc, e.end, end)) and not (
                        # "a novel off-policy correction method called V-trace": the name given is the contribution,
                        # what it describes is no second one
                        e.end + 1 < end and doc[e.end].lower_ in GENERIC_HEADS and doc[e.end + 1].lower_ in NAMING):
                    out.append(e)
                break
            if not (doc[j].is_lower and (doc[j].lower_ in SKIP_WORDS or _adjective_like(doc[j].lower_)) or
                    doc[j].text == "," and j == base + n + 1):  # ("a novel, learning-based cost modeling method")
                break
    return out


def _verb_of_subject(doc: Doc, k: int, end: int) -> bool:
    """Whether the word at k is a verb of the phrase before it, read by its shape: a lower-case -s word before a
    determiner ("a novel frontier-aware join ordering bounds the number of ...")."""
    if k + 2 < end and doc[k].lower_ in _VERB_ADVERBS:
        k += 1  # "A novel predicate-guided beam search further skips neighbors that ..."
    return k + 1 < end and doc[k].is_lower and doc[k].is_alpha and _present_verb(doc[k].lower_) and (
        doc[k + 1].lower_ in _DETERMINERS_AFTER_VERB or
        # a plural object its clause describes: "skips neighbors that fail the filter"
        k + 2 < end and doc[k + 1].is_lower and doc[k + 1].is_alpha and doc[k + 1].lower_.endswith("s") and
        doc[k + 2].lower_ in ("that", "which", "whose"))


_DETERMINERS_AFTER_VERB = {"the", "a", "an", "each", "every", "its", "their", "all", "both", "any"}
_VERB_ADVERBS = {"further", "also", "then", "additionally", "jointly", "dynamically", "adaptively", "automatically",
                 "continuously", "periodically", "selectively", "explicitly", "directly", "carefully"}


_NOVEL_KINDS = {"optimizations", "features", "components", "ideas", "abstractions", "primitives", "kernels",
                "operators", "policies", "structures"}


_BUILD_VERBS = {"implement", "implemented", "build", "built", "realize", "realized", "realise", "realised",
                "integrate", "integrated", "prototype", "prototyped", "incorporate", "incorporated", "embody",
                "embodied", "instantiate", "instantiated"}


_IDEA_WORDS = {"idea", "ideas", "design", "designs", "them", "these", "principles", "insights", "approach",
               "techniques", "mechanisms", "optimizations"}


def _title_named(ctx: _Ctx, words: list[str]) -> bool:
    """Whether lower-case words (two or more, past an article) are the name a title gives before its colon
    ("Semantic Operators: A Declarative Model for ..." and "semantic operators")."""
    title = ctx.doc.text[:ctx.abstract_start]
    pre = title.partition(":")[0].strip().lower() if ":" in title else ""
    phrase = " ".join(w for w in words if w not in ("the", "a", "an", "our"))
    return len(phrase.split()) >= 2 and phrase == pre


def _built_into(ctx: _Ctx, sent: Span) -> list[Span]:
    """A name the sentence gives the paper's own work without a naming word: "We implement these ideas in
    ZipServe and ...", "The resulting system, ZipServe, ..." (a System no vocabulary knows)."""
    doc = ctx.doc
    words = sent.lowers
    base, end = sent.start, sent.end

    def unknown_system(j):
        e = ctx.ent_of[j] if j < end else None
        if e is None or e.start != j or ctx.etype(e) != "System" or \
                (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True):
            return None
        return e

    if len(words) > 5 and words[0] == "the" and words[1] in ("resulting", "proposed", "new"):
        k = 2
        while k < min(len(words), 5) and words[k] != "," and doc[base + k].is_lower:
            k += 1
        if k < len(words) - 1 and k > 2 and words[k] == "," and words[k - 1] in GENERIC_HEADS:
            e = unknown_system(base + k + 1)
            if e is not None and e.end < end and doc[e.end].text == ",":
                return [e]  # "The resulting system, ZipServe, compresses ..."
    if words[:1] in (["our"], ["the"]) and "contributions" in words[1:4]:
        # "Our contributions include FlexSched, a scheduler, and MemPool, a memory manager": each name set off by
        # what it is
        return [e for e in sent.ents if unknown_system(e.start) is e and e.end + 1 < end and
                doc[e.end].text == "," and doc[e.end + 1].lower_ in ("a", "an")]
    if "we" not in words:
        return []
    for n, w in enumerate(words):
        if w not in _BUILD_VERBS or "we" not in words[max(0, n - 3):n]:
            continue
        for m in range(n + 1, min(len(words) - 1, n + 8)):
            if words[m] in (",", ";", "and", "which", "that"):
                break
            if words[m] in ("in", "into", "as", "within"):
                titled = _title_named(ctx, words[n + 1:m])
                if _IDEA_WORDS.isdisjoint(words[n + 1:m]) and not titled:
                    break  # (not "We implement the solver in MAGMA": a library it is built in)
                j = base + m + 1 + (words[m + 1] == "the" if m + 1 < len(words) else 0)
                e = unknown_system(j)
                if e is not None and (e.end >= end or doc[e.end].lower_ in (",", ".", "and", "(", ";", "which",
                                                                            "that", "on", "atop") or
                                      titled and doc[e.end].lower_ in GENERIC_HEADS):
                    return [e]  # "We implement these ideas in ZipServe and evaluate it ...", "We implement semantic
                    # operators in the LOTUS system" (the title's "Semantic Operators: ...")
                break
    return []


def _novel_kind_named(ctx: _Ctx, j: int, end: int):
    """After "novel" at j - 1: "<plural generic head> like|such as|including <name>" -> the name's span (known
    to the vocabulary or not: what the paper calls novel is its own)."""
    doc = ctx.doc
    if j + 2 >= end or ctx.ent_of[j] is not None or not doc[j].lower_.endswith("s") or \
            doc[j].lower_ not in GENERIC_HEADS and doc[j].lower_ not in _NOVEL_KINDS:
        return None
    k = j + 1
    if doc[k].lower_ == "such" and k + 1 < end and doc[k + 1].lower_ == "as":
        k += 2
    elif doc[k].lower_ in ("like", "including"):
        k += 1
    else:
        return None
    e = ctx.ent_of[k] if k < end else None
    if e is None or e.start != k or ctx.etype(e) not in ("System", "Technique"):
        return None
    return e


_SHOWN_GAINS = _GAIN_VERBS | {"can", "is", "enables", "scales", "matches", "generalizes", "generalises"}
_SHOWING_VERBS = {"show", "shows", "showed", "demonstrate", "demonstrates", "demonstrated", "confirm", "confirms",
                  "reveal", "reveals", "indicate", "indicates", "find", "finds"}


def _subject_fallback(ctx: _Ctx, sents) -> list[Span]:
    """Systems the abstract keeps as its grammatical subject ("FastGen demonstrates ...")."""
    doc = ctx.doc
    lows = doc.lowers
    introduced = ctx.real.user_data.get("kg_introduced", ())
    counts: dict[str, list[Span]] = {}
    for sent in sents:
        if sent.start_char < ctx.abstract_start:
            continue
        for e in sent.ents:
            if ctx.etype(e) != "System" and (ctx.etype(e) != "Hardware" or e.text not in introduced):
                continue  # (a device the text defines: "Lantern is a PIM architecture that ...")
            shown = e.start - 2 >= sent.start and lows[e.start - 1] == "that" and lows[e.start - 2] in _SHOWING_VERBS
            at_start = e.start == sent.start or (e.start > sent.start and lows[e.start - 1] == ","
                                                 and lows[sent.start] != "such") or shown
            # ("... shows that Decima improves ...")
            if not at_start or e.end >= sent.end:
                continue
            nxt = doc[e.end]
            if shown and lows[e.end] not in _SHOWN_GAINS:
                continue  # ("demonstrates that EFL learners should ...": no verb after it)
            if nxt.is_lower and (nxt.text.endswith("s") or nxt.lower_ in ("can", "is", "will", "also", "has")):
                counts.setdefault(e.ent_id_, []).append(e)  # "FastGen demonstrates", "ZeRO-Offload can"
            elif e.start == sent.start and nxt.text == "," and e.end + 1 < sent.end and \
                    lows[e.end + 1] in ("a", "an") and e.text in introduced:
                counts.setdefault(e.ent_id_, []).append(e)  # "Marrowgate, an adapter management layer that ...,
                # treats adapters as ...": the subject, set off by the description that introduces it
    out = []
    for key, spans in counts.items():
        if len(spans) >= 2:
            out.append(spans[0])
    return out


def _same_family(key: str, proposed_key: str) -> bool:
    """Whether two entity keys name members of one family: the same first part of at least five letters before a
    hyphen in both ("minicpm-llama3-v" and "minicpm-v")."""
    head, sep, _ = proposed_key.partition("-")
    return bool(sep) and len(head) >= 5 and key.startswith(head + "-") and key != proposed_key


def _about_contribution(ctx: _Ctx, sent: Span, proposed: set[str], result_sents: set[int], si: int) -> bool:
    words = set(sent.lowers)
    if words & {"we", "our", "us", "it", "its", "proposed", "approach", "method", "ours"}:
        return True
    if sent.lowers[:1] == ["baselines"] or sent.lowers[:2] == ["the", "baselines"]:
        return True  # "Baselines include FasterTransformer and ...": the paper's own comparison
    if any(e.ent_id_ in proposed or any(e.ent_id_.startswith(k + "-") or _same_family(e.ent_id_, k)
                                        for k in proposed) for e in sent.ents):
        return True  # (or a size of it: "LLaMA-13B outperforms GPT-3 (175B)" of a paper introducing LLaMA; or a
        # member of its family: "the latest MiniCPM-Llama3-V 2.5 ..., outperforming GPT-4V-1106" of MiniCPM-V's)
    lows = sent.lowers
    if "-" in words and any(n + 1 < len(lows) and lows[n + 1] in _MADE_BY_NAME and
                            _proposed_label(ctx, lows[n - 1], proposed)
                            for n, w in enumerate(lows) if w == "-" and n > 0):
        return True  # what the proposed system made: "Remy-generated algorithms outperformed ..."
    return si in result_sents


# what a name joined before makes the rest of a compound the work of: "Remy-generated algorithms"
_MADE_BY_NAME = {"generated", "produced", "designed", "synthesized", "discovered", "found", "learned", "derived",
                 "optimized", "tuned", "compiled", "based", "enabled", "powered"}


def _proposed_label(ctx: _Ctx, low: str, proposed: set[str]) -> bool:
    """Whether a lower-case word is the label of a proposed entity."""
    return any((ctx.kg_entities.get(k) or {}).get("label", "").lower() == low for k in proposed)


_COUNTED_PARTS = {"parameters", "weights", "layers", "neurons", "heads", "experts", "tokens", "channels", "blocks",
                  "nodes", "edges", "rows", "columns", "elements", "entries", "filters", "connections"}


def _factor_of(doc: Doc, sent: Span) -> list[int]:
    """Where the compared thing starts in "2.6x the throughput of DiskANN", "41x that of SPANN", "only 16% of the
    bits-per-pixel of H.265", "less than half the error of ... IACA"."""
    starts = []
    for j in range(sent.start + 2, sent.end - 1):
        if doc[j].lower_ != "of":
            continue
        k = j - 1
        if doc[k].lower_ != "that":
            while k > sent.start and j - k < 6 and (doc[k].is_lower and doc[k].is_alpha or doc[k].text == "-") and \
                    doc[k].lower_ != "the":
                k -= 1  # the metric's words: "the peak training throughput of", "the bits-per-pixel of"
            if doc[k].lower_ != "the" or k == j - 1 or doc[j - 1].lower_ in _COUNTED_PARTS:
                continue  # (a share of a model's parts is what was removed: "After removing 40% of the parameters
                # of Llama-2-13B")
        prev = doc[k - 1].text.lower() if k > sent.start else ""
        if prev == "of" and k - 2 >= sent.start:
            prev = doc[k - 2].lower_  # "16% of the", "a fraction of the"
            if prev == "%" and not (k - 3 >= sent.start and doc[k - 3].like_num):
                continue
        if prev in ("x", "\u00d7", "times", "%") or prev in _SHARE_OF_WORDS and prev != "of" or \
                re.fullmatch(r"\d+(?:\.\d+)?[x\u00d7]", prev):
            # (or whose the things after "of" are: "2.3x the energy efficiency of mappings found by CoSA")
            starts.append(_outcome_made_by(doc, j + 1, sent.end) or j + 1)
    return starts


def _changed_from(ctx: _Ctx, sent: Span) -> list[Span]:
    """Whose the value a result changed from is, named with it: "raises accuracy on GSM8K from 35.2% with LoRA to
    41.8%", "cuts the end-to-end search time of Once-for-All from 41 hours to 9.5 hours"."""
    doc, words, base = ctx.doc, sent.lowers, sent.start
    out = []
    for n in [n for n, w in enumerate(words) if w == "from" and 3 <= n < len(words) - 4]:
        if words[n - 1] in ("up", "down") or not doc[base + n + 1].like_num:
            continue
        u = next((u for u in range(n + 2, min(len(words) - 2, n + 5)) if words[u] in ("with", "for", "using",
                                                                                      "under")), None)
        e = ctx.ent_of[base + u + 1] if u is not None else None
        if e is not None and e.start == base + u + 1 and ctx.etype(e) in ("System", "Technique", "Model") and \
                e.end + 1 < sent.end and doc[e.end].lower_ == "to" and doc[e.end + 1].like_num and \
                all(doc[base + x].is_alpha or doc[base + x].text in ("%", "/") for x in range(n + 2, u)):
            out.append(e)  # (what it ran with then, no number: not "from 41 ms with 8 GPUs to 9 ms")
            continue
        e = ctx.ent_of[base + n - 1]
        if e is not None and e.end == base + n and ctx.etype(e) == "System" and e.start - base >= 2 and \
                words[e.start - base - 1] == "of" and (m := ctx.ent_of[e.start - 2]) is not None and \
                ctx.etype(m) == "Metric" and "to" in words[n + 2:n + 6]:
            out.append(e)  # (the metric of a named system: "the search time of Once-for-All from ..."; a model's
            # is the workload's: "the iteration time of Llama 2 70B from 9.8 s to 5.1 s")
    return out


def _named_measure(ctx: _Ctx, sent: Span) -> list[Span]:
    """The compared name of a share or multiple of its measure written with it: "92% of cuBLAS throughput", "1.3x
    the TensorRT throughput" (a system or model right before the metric)."""
    doc = ctx.doc
    starts = []
    for e in sent.ents:
        if ctx.etype(e) not in ("System", "Model") or e.start - sent.start < 2 or e.end >= sent.end:
            continue
        if e.start - sent.start > 5 and doc[e.start - 1].lower_ == "by" and doc[e.start - 2].lower_ in _FOUND_BY \
                and (m := ctx.ent_of[e.start - 3]) is not None and ctx.etype(m) == "Metric":
            # "within 2% of the optimal recomputation cost found by Checkmate": the measure another reached
            x = m.start - 1
            while x > sent.start + 1 and m.start - x <= 3 and doc[x].is_lower and doc[x].is_alpha and \
                    doc[x].lower_ != "of":
                x -= 1
            if doc[x].lower_ == "of" and (doc[x - 1].text in ("%", "percent", "x", "\u00d7", "times") or
                                          _FACTOR_TOKEN.fullmatch(doc[x - 1].text)):
                starts.append(e)
                continue
        m = ctx.ent_of[e.end]
        if m is None or m.start != e.end or ctx.etype(m) != "Metric":
            continue
        a, b = doc[e.start - 2], doc[e.start - 1]
        if b.lower_ == "of" and a.text in ("%", "percent") or b.lower_ == "the" and (
                a.lower_ in ("x", "\u00d7", "times") or _FACTOR_TOKEN.fullmatch(a.text)):
            starts.append(e)
    return starts


_CHANGE_VERBS = {"reduces", "reduce", "reduced", "reducing", "cuts", "cut", "lowers", "lower", "improves", "improve",
                 "improved", "improving", "increases", "increase", "boosts", "boost", "accelerates", "accelerate",
                 "speeds", "decreases", "decrease", "shrinks", "halves"}


_COUNT_OF = {"number", "count", "amount", "fraction", "share", "percentage", "proportion"}


def _changed_of(ctx: _Ctx, sent: Span) -> list[int]:
    """Where the compared thing starts in "reduces communication volume of ZeRO by 4x": a name after "of",
    then "by" and a number, after a verb of change; or a model after a verb of compressing ("compress BERT by
    4x"). (Each scan only in a sentence holding its words: this runs for every sentence with a result.)"""
    doc = ctx.doc
    starts = []
    words = sent.lowers
    if "by" not in words:
        return starts
    base, last = sent.start, len(words) - 3
    for j in [base + n for n, w in enumerate(words) if w == "of" and 2 <= n < last]:
        if not _CHANGE_VERBS.intersection(words[max(0, j - base - 5):j - base]) or doc[j - 1].lower_ in _COUNT_OF:
            continue  # ("cuts the number of provisioned CPU cores by 38%": how many, none compared)
        e = ctx.ent_of[j + 1] if doc[j + 1].lower_ not in ("the", "a") else ctx.ent_of[j + 2]
        sized = doc[j - 1].lower_ == "size"  # "reduce the size of a BERT model by 40%": the model compressed is
        # what the smaller one is compared with
        stop = e.end + (sized and ctx.etype(e) == "Model" and doc[e.end].lower_ == "model") if e is not None else 0
        if e is None or stop + 1 >= sent.end or doc[stop].lower_ != "by" or \
                ctx.etype(e) == "Model" and not sized or \
                ctx.etype(e) == "Technique" and e.text.split()[-1].islower():
            continue  # (but "reduce the inference latency of OPT-175B by 2x": the model served, not compared;
            # "reduces the memory footprint of serverless inference by up to 93%", "the latency of JSON decoding by
            # 1.6x": the setting, not compared)
        if _by_number(doc, stop + 1, sent.end):
            starts.append(e.start)
    for n in [n for n, w in enumerate(words) if w in _SPEED_UP_VERBS and n < last]:
        # "Fluid can speed up synchronous BOHB by 200%, and BOHB and ASHA by 30%": the systems sped up, each list
        # by its amount (named systems only: "accelerates DNN training by 2x" is the work, not a baseline)
        if words[n].startswith(("speed", "sped")) and words[n + 1] != "up":
            continue
        starts.extend(_sped_up_systems(ctx, base + n + 1 + words[n].startswith(("speed", "sped")), sent.end))
    for n in [n for n, w in enumerate(words) if w in _CHANGE_VERBS and n < last]:
        # "reduces TensorFlow's and PyTorch's training time by up to 28% and 37%": whose quantity it changed
        j, owners = base + n + 1, []
        while j < sent.end and (e := ctx.ent_of[j]) is not None and e.start == j and ctx.etype(e) == "System" and \
                e.end < sent.end and doc[e.end].text in ("'s", "\u2019s"):
            owners.append(e.start)
            j = e.end + 1
            if j < sent.end and doc[j].lower_ in ("and", ",", "or"):
                j += 1
        m = ctx.ent_of[j] if owners and j < sent.end else None
        if m is not None and m.start == j and ctx.etype(m) == "Metric" and m.end + 1 < sent.end and \
                doc[m.end].lower_ == "by" and _by_number(doc, m.end + 1, sent.end):
            starts.extend(owners)
    for j in [base + n for n, w in enumerate(words) if w in _COMPRESS_VERBS and n < last]:
        # "compress BERT by 4x": the model as it was
        if (e := ctx.ent_of[j + 1 + (doc[j + 1].lower_ == "the")]) is not None \
                and ctx.etype(e) == "Model" and e.end < sent.end and doc[e.end].lower_ == "by" and \
                _by_number(doc, e.end + 1, sent.end):
            starts.append(e.start)
    return starts


def _sped_up_systems(ctx: _Ctx, k: int, end: int) -> list[int]:
    """The starts of the named systems after a verb of speeding up, in lists each followed by "by" and an
    amount, the lists joined by "and": "synchronous BOHB by 200%, and BOHB and ASHA by 30%"."""
    doc, out = ctx.doc, []
    while k < end:
        k += doc[k].lower_ == "the"
        names, kind = [], k
        while k < end and k - kind < 2 and ctx.ent_of[k] is None and doc[k].is_lower and doc[k].is_alpha and \
                doc[k].lower_ not in ("by", "and"):
            k += 1  # a kind of the system, not a name: "synchronous BOHB"
        while k < end and (e := ctx.ent_of[k]) is not None and e.start == k and ctx.etype(e) == "System":
            names.append(e.start)
            k = e.end + (e.end < end and doc[e.end].lower_ in ("and", ","))
            k += k < end and doc[k].lower_ == "and"
        if not names or k >= end or doc[k].lower_ != "by" or not _by_number(doc, k + 1, end):
            break
        out.extend(names)
        k += 1
        x = k
        while x < end and x - k < 6 and doc[x].lower_ not in ("and", ";", "."):
            x += 1  # past the amount: "by up to 3.1x, and"
        if x >= end or doc[x].lower_ != "and":
            break
        k = x + 1
    return out


_SPEED_UP_VERBS = {"speed", "speeds", "sped", "speeding", "accelerate", "accelerates", "accelerated", "accelerating"}
_COMPRESS_VERBS = {"compress", "compresses", "compressed", "compressing", "shrink", "shrinks", "shrinking"}


def _by_number(doc: Doc, k: int, end: int) -> bool:
    """A number (after a hedge) at `k`, the amount after "by"."""
    nxt = [t for t in doc[k:min(end, k + 3)] if t.lower_ not in ("up", "to", "about", "over")]
    return bool(nxt) and (nxt[0].like_num or nxt[0].text[:1].isdigit())


# verbs of a contrasted clause that state an amount, a baseline's against the paper's
_AMOUNT_VERBS = {"needs", "requires", "takes", "consumes", "retains", "achieves", "reaches", "attains", "obtains",
                 "scores", "gets", "keeps", "preserves", "recovers", "need", "require", "take", "consume", "retain",
                 "achieve", "reach", "attain", "obtain", "score", "get", "keep", "preserve", "recover", "leaves",
                 "leave"}  # ("whereas SmoothQuant and QuaRot leave gaps of 2.87 and 0.64")
_LAG_VERBS = {"lag", "lags", "trail", "trails", "fall", "falls", "lose", "loses", "degrade", "degrades", "drop",
              "drops", "runs", "run", "fails", "fail", "crashes", "crash", "plateau", "plateaus", "saturate",
              "saturates", "stall", "stalls"} | _AMOUNT_VERBS
_CONTRAST_WORDS = {"whereas", "while", "where", "but"}


def _lagging_subjects(sent) -> list[tuple[int, int]]:
    """(start, end) of the subjects of a contrasted clause whose verb says they do worse: "whereas the MX
    format baseline falls behind by 4.2%", "where Q-Diffusion and PTQ4DM lose 3.1 and 5.6"."""
    words, base, out = sent.lowers, sent.start, []
    for n, w in enumerate(words):
        if w not in _CONTRAST_WORDS or n == 0 or words[n - 1] != ",":
            continue
        texts = sent.view.words
        for v in range(n + 2, min(len(words), n + 26)):  # (a long subject: "state-of-the-art billion-point ANNS
            # algorithms with similar memory footprint like FAISS and IVFOADC+G+P plateau at around 50%")
            if words[v] == "," and v + 1 < len(words) and texts[base + v + 1][:1].isupper() and \
                    texts[base + v - 1][:1].isupper():
                continue  # a list of names: "whereas H2O, StreamingLLM and SnapKV retain between 71% and 88%"
            if words[v] in (",", ";", ".", "which", "that"):
                break
            if words[v] in _LAG_VERBS and words[v - 1] != "-":  # (a word of a name: "Check-N-Run reaches ...")
                nxt = words[v + 1] if v + 1 < len(words) else ""
                if words[v].startswith(("plateau", "saturate", "stall")) and nxt not in ("at", "around", "below",
                                                                                         "near"):
                    break
                if words[v].startswith("fall") and nxt not in ("behind", "short"):
                    break
                if words[v].startswith("lose") and not (nxt[:1].isdigit() or nxt in ("up", "over", "about")):
                    break
                if words[v] in ("runs", "run") and nxt != "out":
                    break  # (", whereas QLoRA runs out of memory beyond 4K": it cannot, the paper's can)
                if words[v] in ("fails", "fail", "crashes", "crash") and \
                        nxt not in ("to", "at", "beyond", "on", "with"):
                    break
                if words[v].startswith(("degrade", "drop")) and not (
                        nxt == "by" or nxt == "to" and v + 2 < len(words) and words[v + 2][:1].isdigit() or
                        nxt in ("it", "them") and v + 2 < len(words) and words[v + 2] == "by"):
                    break  # ("while PTQ4ViT and RepQ-ViT degrade by more than 5%", "whereas Bamboo drops to 61%",
                    # "while GPTQ and AWQ at the same budget degrade it by 9% and 6%")
                if words[v] in _AMOUNT_VERBS and not (
                        nxt[:1].isdigit() or nxt in ("over", "about", "nearly", "almost", "only", "just", "between",
                                                     "around", "roughly", "approximately", "under", "below") and
                        v + 2 < len(words) and words[v + 2][:1].isdigit() or
                        words[v + 1:v + 3] == ["at", "most"] and v + 3 < len(words) and
                        words[v + 3][:1].isdigit() or
                        # a score named then its value: "whereas the LiRA and Min-K% attacks reach AUCs of 0.74"
                        any(words[k] == "of" and k + 1 < len(words) and words[k + 1][:1].isdigit()
                            for k in range(v + 2, min(len(words) - 1, v + 5)))):
                    break  # (a resource amount: ", while GaLore needs 31 GB"; a score: ", whereas SnapKV retains 91.2%")
                out.append((base + n + 1, base + v))
                # "..., whereas PyTorch's DataLoader reaches 61% and FFCV 83%": a next subject, its verb elided
                for a in range(v + 2, min(len(words) - 2, v + 6)):
                    if words[a] == "and" and (words[a - 1][:1].isdigit() or words[a - 1] in ("%", "x")) and \
                            (words[a + 2][:1].isdigit() or words[a + 2] in ("only", "just")):
                        out.append((base + a + 1, base + a + 2))
                        break
                    # "..., whereas Zstandard achieves 1.6x and the quantization-based Check-N-Run achieves 3.2x":
                    # a next subject with a verb of its own
                    v2 = next((b for b in range(a + 2, min(len(words) - 1, a + 13)) if words[b] in _AMOUNT_VERBS),
                              None) if words[a] == "and" and (words[a - 1][:1].isdigit() or
                                                               words[a - 1] in ("%", "x")) else None
                    if v2 is not None and words[v2 + 1][:1].isdigit() and \
                            not {",", ";", "which", "that"} & set(words[a + 1:v2]):
                        out.append((base + a + 1, base + v2))
                        break
                break
    return out


_AMOUNT_HEDGES = {"up", "to", "over", "nearly", "about", "around", "almost", "roughly", "approximately", "at",
                  "least", "more", "than", "as", "much", "an", "average", "of", "on"}


def _by_amount(words: list[str], num: int) -> bool:
    """Whether the number at `num` is what "by" measures: "by 2x", "by up to 3.1x", "by an average of 12%"."""
    k = num - 1
    while k >= 0 and num - k <= 4 and words[k] in _AMOUNT_HEDGES:
        k -= 1
    return k >= 0 and words[k] == "by"


_VALUE_UNITS = {"x", "%", "\u00d7", "points", "ms", "s", "seconds", "minutes", "hours", "days", "GB", "MB", "TB", "W",
                "TFLOPS", "tokens/s", "QPS"}


def _value_for_name(ctx: _Ctx, s: int, end: int, limit: int) -> int | None:
    """Where the name of "NUMBER [unit] for NAME" starts, the number found from token s on (before `limit`,
    past no name): "compared with a gap of 0.38 for AWQ"."""
    doc = ctx.doc
    for m in range(s, min(limit, end - 2)):
        if ctx.ent_of[m] is not None:
            return None
        if doc[m].like_num or _FACTOR_TOKEN.fullmatch(doc[m].text):
            k = m + 1
            if k < end and doc[k].text in _VALUE_UNITS:
                k += 1
            elif k + 2 < end and doc[k + 1].text == "/" and doc[k].is_alpha and doc[k + 2].is_alpha and \
                    not doc[k].whitespace_ and not doc[k + 1].whitespace_ and \
                    doc[m - 1].lower_ in ("with", "to", "than", "versus", "vs", "vs.", "against", "and", ","):
                k += 3  # a rate written in three tokens: "compared with 1.9 tokens/s for FlexGen" (not "a decoding
                # throughput of 11.3 tokens/s for Mixtral 8x7B": the model it was measured on)
            if k + 1 < end and doc[k].lower_ == "for" and ctx.ent_of[k + 1] is not None and \
                    ctx.ent_of[k + 1].start == k + 1:
                return k + 1
            if k + 2 < end and doc[k].lower_ == "for":  # "compared with 2,271 seconds for the CPU library SEAL"
                # (or whose the thing after "for" is: "compared with 1.9 s for the NPU pipeline of OpenVINO")
                return _system_after_description(ctx, k + 1, end) or k + 1
            return None
    return None


def _level_of(ctx: _Ctx, words: list[str], base: int, n: int) -> int | None:
    """After a verb of reaching at n: where the X of "the performance (accuracy, quality, ...) of X" starts."""
    k = n + 1
    if k + 2 < len(words) and words[k + 1] in ("%", "x", "\u00d7") and words[k + 2] == "of" and \
            words[k][:1].isdigit():
        k += 3  # "reaches 90% of the accuracy of GPT-4": the share of X's level it reaches
    if k < len(words) and words[k] in ("the", "a"):
        k += 1
    if k + 1 < len(words) and words[k][:1].isdigit() and words[k + 1] in ("%", "x", "\u00d7", "points"):
        k += 2  # "matches the 81.8% top-1 accuracy of DeiT-B": X's value, then its measure
    if k + 2 < len(words) and (e := ctx.ent_of[base + k]) is not None and e.start == base + k and \
            e.end - base + 1 < len(words) and words[e.end - base] in ("'s", "\u2019s") and \
            ctx.etype(e) in ("System", "Model", "Technique") and \
            any((m := ctx.ent_of[base + x]) is not None and ctx.etype(m) == "Metric" or words[x] in _LEVEL_WORDS
                for x in range(e.end - base + 1, min(len(words), e.end - base + 4))):
        return base + k  # "reaches MeZO's final accuracy with a 3.5x shorter wall-clock time": whose level it is
    start = k
    while k < len(words) and k - start < 5 and words[k] != "of" and (
            words[k] in _LEVEL_WORDS or ctx.ent_of[base + k] is not None and
            ctx.etype(ctx.ent_of[base + k]) == "Metric"):
        k += 1
    if k > start and k + 1 < len(words) and words[k] == "of" and words[k - 1] not in ("the", "a"):
        m = k + 1
        if m + 2 < len(words) and words[m] in ("those", "that", "ones") and words[m + 1] in _FOUND_BY and \
                words[m + 2] == "by":
            return base + m + 3  # "within 8% of the throughput of those found by Alpa": whose they are
        if m + 1 < len(words) and words[m] in ("those", "that") and words[m + 1] == "of":
            return base + m + 2  # "90% of the accuracy of that of GPT-4"
        # "within 3% of the latency of the best schedules found by Ansor": whose they are
        return _outcome_made_by(ctx.doc, base + m, base + len(words)) or base + m
    return None


# the words before an outcome compared with another's: "than that achieved by X", "over those produced by X"
_COMPARED_OUTCOME = {"than", "over", "to", "with", "versus", "vs", "vs."}
_FOUND_BY = {"found", "obtained", "produced", "achieved", "generated", "chosen", "selected", "given", "reached",
             "attained", "reported", "discovered", "tuned", "searched", "autotuned"}


_SMALL_COUNTS = {"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}


def _kind_named_before(ctx: _Ctx, s: int, end: int, sents, si: int) -> list[Span]:
    """The names an unnamed plural kind stands for, listed where the abstract brought the kind up before:
    "outperforms four state-of-the-art DNN execution frameworks" after "state-of-the-art DNN execution
    frameworks, such as TensorFlow, TVM, and MNN". The kind's own words (not its praise or count) must be
    there too; none when the kind is no such phrase or was never listed."""
    doc = ctx.doc
    x, head = s, None
    words = []
    while x < end and x - s < 14:
        t = doc[x]
        e = ctx.ent_of[x]
        if e is not None:
            if e.start != x or ctx.etype(e) not in ("Model", "Technique", "Hardware") or e.end >= end:
                return []
            words.extend(doc[k].lower_ for k in range(e.start, e.end))
            x = e.end
            continue
        glued = t.text == "-" or (x + 1 < end and doc[x + 1].text == "-" and not t.whitespace_) or \
            (x > s and doc[x - 1].text == "-" and not doc[x - 1].whitespace_)
        if glued or t.is_lower and t.is_alpha and t.lower_ not in _STOP or t.like_num:
            if t.is_lower and t.is_alpha and t.lower_ not in SKIP_WORDS and t.lower_ not in _SMALL_COUNTS and \
                    not glued:
                words.append(t.lower_)
                if t.lower_.endswith("s") and not t.lower_.endswith("ss"):
                    head = x
            x += 1
            continue
        break
    if head is None or head != x - 1 or doc[head].lower_ in ("baselines", "methods", "approaches", "works",
                                                             "techniques", "solutions", "ones", "others"):
        return []  # ("prior works", "existing methods": no kind of thing)
    mods = set(words[:-1])
    kind = doc[head].lower_
    for sent in sents[:si]:
        if sent.start_char < ctx.abstract_start:
            continue
        lows = sent.lowers  # (the sentence's words as a list: only the places of the kind's word are tried)
        for n in [n for n, w in enumerate(lows[:-2]) if w == kind]:
            if not mods <= set(lows[max(0, n - 6):n]):
                continue
            k = _kind_then_names(ctx, sent.start + n, sent.end)
            if k is not None:
                ents, _ = _scan_np(ctx, k, sent.end, propose=False)
                ents = [e for e in ents if ctx.etype(e) in ("System", "Model")]
                if ents:
                    return ents
    return []


# what is run against a baseline: "Our evaluation against TensorRT-LLM shows 1.4x lower latency"
# a verb of reporting after the compared name ends its phrase: "Our evaluation against TensorRT-LLM shows ..."
_REPORT_VERBS = {"shows", "show", "showed", "demonstrates", "demonstrate", "demonstrated", "reveals", "reveal",
                 "indicates", "indicate", "confirms", "confirm", "suggests", "suggest"}
_BETTER_WORDS = {"better", "higher", "lower", "faster", "stronger", "superior"}  # "achieves better overall performance
# against existing 7B models such as LLaVA-1.5": a comparison
_EVAL_NOUNS = {"evaluation", "evaluations", "comparison", "comparisons", "experiments", "benchmarks", "measurements"}
_WORSE = {"slower", "worse", "larger", "costlier", "lower", "higher", "less", "more", "longer"}


def _worse_than_ours(ctx: _Ctx, sent: Span, proposed: set[str]) -> list[Span]:
    """"Bar and Baz, the state-of-the-art systems, are 2x slower than Foo": the subject compared with the
    proposed system named after "than" (the names before the verb)."""
    words = sent.lowers
    n = words.index("than")
    after = ctx.ent_of[sent.start + n + 1] if n + 1 < len(words) else None
    if after is None or after.ent_id_ not in proposed or words.count("than") > 1 or \
            n < 2 or words[n - 1] not in _WORSE:
        return []
    verb = next((k for k, w in enumerate(words[:n]) if w in ("is", "are", "was", "were", "runs", "run", "remain",
                                                              "remains")), None)
    if verb is None:
        return []
    out = []
    for x in range(sent.start, sent.start + verb):
        e = ctx.ent_of[x]
        if e is not None and e.start == x and e.ent_id_ not in proposed and ctx.etype(e) in ("System", "Model"):
            out.append(e)
    return out


_SOTA_BEFORE = (("state", "of", "the", "art"), ("state-of-the-art",), ("prior", "work"), ("previous", "work"),
                ("best", "baseline"), ("strongest", "baseline"), ("prior", "art"), ("previous", "best"))


def _bracketed_state_of_the_art(ctx: _Ctx, sent: Span) -> list[Span]:
    """"Foo outperforms the state of the art (Megatron-LM) by 20%": the name in brackets after the unnamed
    state of the art, prior work or best baseline."""
    doc = ctx.doc
    out = []
    words = sent.lowers
    for k in (sent.start + n for n, w in enumerate(words) if w == "(" and 2 <= n < len(words) - 2):
        e = ctx.ent_of[k + 1]
        if e is None or e.start != k + 1 or e.end >= sent.end or doc[e.end].text != ")" or \
                ctx.etype(e) not in ("System", "Model"):
            continue
        before = tuple(doc[x].lower_ for x in range(max(sent.start, k - 4), k))
        if any(before[-len(p):] == p for p in _SOTA_BEFORE):
            out.append(e)
    return out


_SIZED_EDITION = re.compile(r"(.+?)[-\s]?\d+(?:\.\d+)?[BMT]")


def _sized_editions(ctx: _Ctx, view, prop_keys: list[str]) -> list[str]:
    """The sizes of a proposed model written as names of their own, each the paper's too: "We introduce LLaMA, a
    collection of ... models ... LLaMA-13B outperforms GPT-3 (175B), and LLaMA-65B is competitive with ..."."""
    models = {k for k in prop_keys if (ctx.kg_entities.get(k) or {}).get("type") == "Model"}
    if not models:
        return []
    names = {m.text.lower() for m in view.ents if m.ent_id_ in models}
    names |= {ctx.kg_entities[k].get("label", "").lower() for k in models}
    out = []
    for m in view.ents:
        k = m.ent_id_
        if k and k not in models and k not in out and ctx.etype(m) == "Model" and \
                (x := _SIZED_EDITION.fullmatch(m.text)) is not None and x.group(1).lower() in names:
            out.append(k)
    return out


_RUN_VERBS = {"running", "run", "executed", "executing", "deployed", "implemented"}


def _devices_run_on(ctx: _Ctx, s: int, end: int) -> list:
    """The devices an unnamed compared thing ran on: "the state-of-the-art software framework running on Intel Xeon
    CPU and NVIDIA V100 GPU" (a device's paper is measured against them; find_baselines keeps devices only for it)."""
    doc = ctx.doc
    on = next((x for x in range(s + 2, min(end - 1, s + 12)) if doc[x].lower_ == "on" and
               doc[x - 1].lower_ in _RUN_VERBS), None)
    if on is None or any(ctx.ent_of[y] is not None or not (doc[y].is_lower or doc[y].text == "-")
                         for y in range(s, on)):
        return []
    out, x = [], on + 1
    while x < end:
        e = ctx.ent_of[x]
        if e is None and (doc[x].lower_ in ("a", "an", "the", "and", ",") or doc[x].lower_ in _HW_VENDORS):
            x += 1  # (a maker's word before its device: "Intel Xeon CPU")
            continue
        if e is None or e.start != x or ctx.etype(e) != "Hardware":
            break
        out.append(e)
        x = e.end
    return out


def _named_device(ctx: _Ctx, e) -> bool:
    """Whether a device is one named product or design, which a paper of any kind compares with, not a class of
    devices: a model number ("compared to Nvidia V100 and T4 GPUs", "a 4 core i7 CPU"), or a capitalised name no
    vocabulary knows ("as compared to ISAAC and PipeLayer, the state-of-the-art DNN accelerators")."""
    if any(c.isdigit() for c in e.text):
        return True
    return not e.text.islower() and not (ctx.kg_entities.get(e.ent_id_) or {}).get("known", True)


def find_baselines(ctx: _Ctx, proposed: set[str], proposed_types: set[str], result_sents: set[int]):
    doc = ctx.doc
    out: list[tuple[Span, int]] = []
    sents = _sentences(doc)
    for si, sent in enumerate(sents):
        if sent.start_char < ctx.abstract_start:
            continue
        factor_of = (_factor_of(doc, sent) if "of" in sent.lowers else []) + _changed_of(ctx, sent) \
            if si in result_sents else _factor_of(doc, sent) if not _SHARES.isdisjoint(sent.lowers) else []
        lagging = _lagging_subjects(sent) if not _LAG_VERBS.isdisjoint(sent.lowers) else []
        named = _named_measure(ctx, sent) + _changed_from(ctx, sent) if si in result_sents else []
        # ("92% of cuBLAS throughput", "from 35.2% with LoRA to 41.8%")
        if (_COMPARE_CUES.isdisjoint(sent.lowers) and not factor_of and not lagging and not named) or \
                not _about_contribution(ctx, sent, proposed, result_sents, si):
            continue
        words = sent.lowers
        base, end = sent.start, sent.end
        for s, stop in lagging:  # "..., whereas X and Y fall behind by 1.9% and 4.2%"
            for k in range(s, stop - 1):  # "whereas prior attacks such as FedRecAttack reach ...": the names
                if (words[k - base], words[k + 1 - base]) == ("such", "as") or words[k - base] in ("including",
                                                                                                   "like"):
                    s = k + 1 + (words[k - base] == "such")
                    break
            ents, _ = _scan_np(ctx, s, stop, propose=False)
            if not any(ctx.ent_of[t] is not None and ctx.ent_of[t].ent_id_ in proposed for t in range(base, s)) \
                    and "our" not in words[:s - base] and \
                    not {"baseline", "baselines"} & set(words[s - base:stop - base]):
                # two parts of what was measured, contrasted, are no baselines: "decode is bound by memory bandwidth,
                # while prefill reaches only 38% of peak FLOPS" (but "X reaches 90%, whereas static batching drops
                # to 40%", "whereas the MX format baseline falls behind")
                ents = [e for e in ents if ctx.etype(e) != "Technique"]
            out.extend((e, si) for e in ents)
        out.extend((e, si) for e in named)
        if "(" in words:
            out.extend((e, si) for e in _bracketed_state_of_the_art(ctx, sent))
        if "than" in words:
            out.extend((e, si) for e in _worse_than_ours(ctx, sent, proposed))
        starts = list(factor_of)
        comparative = si in result_sents or not _COMPARATIVE_CUES.isdisjoint(words)
        for n in compress(range(len(words)), map(_BASELINE_CUES.__contains__, words)):  # other words do nothing
            w = words[n]
            if w in ("speedup", "speedups", "speed-up"):  # "1.37x speedup to TVM on vector units": the one sped up on
                if n > 0 and (_FACTOR_TOKEN.fullmatch(doc[base + n - 1].text) or words[n - 1] in ("x", "\u00d7")) and \
                        n + 2 < len(words) and words[n + 1] == "to" and (e := ctx.ent_of[base + n + 2]) is not None \
                        and e.start == base + n + 2 and ctx.etype(e) in ("System", "Model") and not (
                        e.end < sent.end and doc[e.end].lower_ in _SPED_UP_WORK):
                    starts.append(base + n + 2)  # (not the work sped up: "a 2x speedup to Llama-70B inference")
                continue
            if ctx.ent_of[base + n] is not None:
                continue  # a word of a name: "trained with flow matching and rectified flow"
            if w in _TAKEN_BY:  # "converging ... in half the time taken by Vizier": whose time it is a share of
                if 3 <= n < len(words) - 2 and words[n + 1] == "by" and words[n - 2] == "the" and \
                        (words[n - 3] in _SHARE_OF_WORDS or words[n - 3] in ("%", "x", "\u00d7")) and \
                        ctx.ent_of[base + n + 2] is not None:
                    starts.append(base + n + 2)
                continue
            if w == "over" and not comparative:
                continue  # "distributed over workers": no comparison in the sentence
            if w == "over" and n + 2 < len(words) and (doc[base + n + 1].like_num or words[n + 1] in _NUMBER_WORDS) \
                    and words[n + 2] not in ("x", "%", "\u00d7", "times") and \
                    _kind_then_names(ctx, base + n + 1, end) is None:
                continue  # "we train over 300 SAEs", "with over one hundred Spark SQL ... applications": more than;
                # "NCCL over 100 Gbps RDMA": what it runs over (but "over three leading inference systems, DeepSpeed
                # Zero-Inference, ...": the compared, counted)
            if w == "than" and n > 0 and words[n - 1] in ("rather", "other"):
                continue  # "according to the network topology rather than layer-wise optimization": a contrast
            if w == "than" and n > 0 and words[n - 1] in _SIZE_COMPARATIVES and n + 1 < len(words) and (
                    n + 1 + (words[n + 1] in ("the", "a", "an")) < len(words) and
                    (e := ctx.ent_of[base + n + 1 + (words[n + 1] in ("the", "a", "an"))]) is not None and
                    ctx.etype(e) == "Model") and not (n > 1 and (
                    _FACTOR_TOKEN.fullmatch(doc[base + n - 2].text) or words[n - 2] in ("x", "\u00d7", "times"))):
                continue  # "models of up to 13B parameters (larger than Megatron GPT 8.3B and T5 11B)": a size (but
                # "510x smaller than AlexNet" compares the paper's model with AlexNet by a factor)
            if w == "than" and n > 0 and words[n - 1] in ("more", "less", "fewer", "greater") and \
                    n + 1 < len(words) and doc[base + n + 1].like_num:
                continue  # "on 73% of matrices with more than 90% sparsity": how much, no comparison
            if w == "against" and not (set(words[max(0, n - 3):n]) & (_EVAL_VERBS | _EVAL_NOUNS)) and not (
                    set(words[max(0, n - 4):n]) & _BETTER_WORDS) and not any(
                    words[m] in ("x", "\u00d7", "%") or _FACTOR_TOKEN.fullmatch(doc[base + m].text)
                    for m in range(max(0, n - 4), n)) and not (  # ("7.23x speedup and 6.43x energy saving against X")
                    n + 1 < len(words) and (doc[base + n + 1].like_num or
                                            _FACTOR_TOKEN.fullmatch(doc[base + n + 1].text))) and not (
                    n == 0 and comparative and (opened := _opening_compared(ctx, base + 1, end)) is not None
                    and (ctx.etype(opened) == "System" or ctx.etype(opened) == "Hardware" and
                         ("Hardware" in proposed_types or _named_device(ctx, opened)) or
                         ctx.etype(opened) == "Technique" and _system_running_it(ctx, opened.end, end)) and
                    _ATTACK_WORDS.isdisjoint(words)):  # (a model opening the sentence is what was
                # attacked or run: "Against Llama-2-7B fine-tuned on clinical notes, our attack achieves ...")
                continue  # "robust against adversarial attacks" is not "evaluated against X" (", against 81.2% for
                # HPA" is, and "Against llama.cpp on the same phones, it decodes 1.7x faster", not in an attack's
                # sentence: "Against FedNCF ..., our attack reaches")
            if w == "par":  # "FID scores on-par with Multistep DPM-Solver", "accuracy on par with X"
                if n + 1 < len(words) and words[n + 1] == "with" and n > 0 and words[n - 1] in ("on", "-", "at"):
                    starts.append(base + n + 2)
                continue
            if w == "instead":  # "when PyTorch uses CoorDL instead of the DALI library, training time is reduced by
                # as much as 5x": what the paper's system replaced, in a sentence that measures the change
                if si in result_sents and n + 2 < len(words) and words[n + 1] == "of" and \
                        any(e.ent_id_ in proposed for e in sent.ents if e.end <= base + n):
                    starts.append(base + n + 2)
                continue
            if w in ("above", "below"):  # "a 76.5% success rate, 14 points above Diffusion Policy": the margin over X
                if n >= 2 and words[n - 1] in ("%", "points", "point", "pp") and words[n - 2][:1].isdigit():
                    starts.append(base + n + 1)
                continue
            if w == "within":  # "finds schedules within 5% of MetaSchedule's best": how close it comes to X
                q = n + 3  # past the quantity's name: "within 0.3% accuracy of dense FlashAttention-2"
                while q < len(words) and q < n + 6 and (qm := ctx.ent_of[base + q]) is not None and \
                        ctx.etype(qm) == "Metric":
                    q = qm.end - base
                if q + 1 < len(words) and words[n + 1][:1].isdigit() and \
                        words[n + 2] in ("%", "x", "\u00d7", "points", "point", "pp") and words[q] == "of":
                    starts.append((_level_of(ctx, words, base, n) if q == n + 3 else None) or base + q + 1)
                continue
            if w in _REACH_VERBS:
                level_of = _level_of(ctx, words, base, n)
                if level_of is not None:
                    starts.append(level_of)  # "reaches the performance of Ansor's schedules": whose level it is
                    continue
                if w not in COMPARE_VERBS:
                    continue
            if w in COMPARE_VERBS or w in COMPARE_PREP:
                starts.append(base + n + 1)
                if w in COMPARE_VERBS:  # "outperforms the best prior method by 12% and the widely used vLLM by 2x"
                    for k in range(n + 4, min(len(words) - 1, n + 24)):
                        if words[k] in (";", ".") or words[k] in COMPARE_VERBS:
                            break
                        if words[k] != "and":
                            continue
                        if words[k - 1] in ("x", "%", "\u00d7", "times") and doc[base + k - 2].like_num:
                            num = k - 2
                        elif _FACTOR_TOKEN.fullmatch(doc[base + k - 1].text):
                            num = k - 1  # (one token: "3.1x")
                        else:
                            continue
                        if _by_amount(words, num):
                            starts.append(base + k + 1)  # (also "by up to 3.1x and PyTorch by 2.9x")
            elif w == "from" and n > 0 and words[n - 1] in ("up", "down") and n + 3 < len(words) and \
                    doc[base + n + 1].like_num and (u := next((u for u in range(n + 3, min(len(words) - 1, n + 6))
                                                               if words[u] in ("for", "with", "by", "of", "in")),
                                                              None)) is not None and \
                    all(doc[base + x].is_alpha or doc[base + x].text in ("%", "/", "\u00d7") for x in range(n + 2, u)):
                starts.append(base + u + 1)  # "45% MFU, up from 32% for Megatron-LM", "up from 9.6 tokens/s with
                # autoregressive decoding": whose the earlier value is (past its unit)
            elif w in ("on", "upon") and n > 0 and words[n - 1] in ("improves", "improve", "improved", "improving") \
                    and n + 1 < len(words) and ctx.ent_of[base + n + 1] is not None:
                starts.append(base + n + 1)  # "FlexPipe improves upon GPipe by 1.5x": the one improved on
            elif w == "as" and n + 1 < len(words) and (cue := next((x for x in range(n - 1, max(-1, n - 7), -1)
                                                                     if words[x] in _LIKE_WORDS), None)) is not None \
                    and any(words[x] in _SAME_MEASURES or ctx.ent_of[base + x] is not None and
                            ctx.etype(ctx.ent_of[base + x]) == "Metric" for x in range(cue + 1, min(n, cue + 3))):
                # "configurations of the same quality as ASHA", "similar throughput for opportunistic jobs as the
                # application-layer solution AntMan": whose outcome it equals (not "the same backbone as Llama-2-7B")
                starts.append(base + n + 1)
            elif w == "as" and words[n + 1:n + 3] == ["well", "as"] and n > 0 and (
                    words[n - 1] in _PERFORM or n > 1 and words[n - 2] in _PERFORM):
                starts.append(base + n + 3)  # "perform just as well as more state-of-the-art optimizers like SMAC"
            elif w in COMPARE_NOUNS:
                k, steps = n + 1, 0
                while k < len(words) and steps < 4:
                    if words[k] == "(":  # past an aside: "compares favorably (both theoretically and empirically) to"
                        k = next((x for x in range(k + 1, min(len(words), k + 12)) if words[x] == ")"), len(words)) + 1
                        continue
                    if words[k] in ("to", "with", "against"):
                        starts.append(base + k + 1)
                        break
                    k += 1
                    steps += 1
            elif w in ("baseline", "baselines") and n + 1 < len(words) and (
                    words[n + 1] in _LIST_INTRO or ctx.ent_of[base + n + 1] is not None):
                starts.append(base + n + 1)
            elif w in ("baseline", "baselines") and n + 2 < len(words) and words[n + 1] in (
                    ":", "include", "includes", "included", "are", "were") and ctx.ent_of[base + n + 2] is not None:
                starts.append(base + n + 2)  # "three baselines: Orca, vLLM, and TGI", "Baselines include X and Y"
        for s in starts:
            if s + 1 < end and doc[s].lower_ == "what" and doc[s - 1].lower_ == "than":
                s += 1  # "a 6x larger model than what ZeRO-Offload supports"
            if s + 1 < end and doc[s].text == "$" and _FACTOR_TOKEN.fullmatch(doc[s + 1].text):
                s += 1  # "versus $1.7\\times$ for Medusa": LaTeX math around the factor
            a = s + (s < end and doc[s].lower_ in ("a", "an", "the"))
            if a + 2 < end and doc[a].like_num and _LINK_RATE.fullmatch(doc[a + 1].text) and \
                    ctx.ent_of[a + 2] is not None:
                s = a + 2  # "relative to a 400 Gbps InfiniBand fat-tree": the rate the compared network runs at
            elif a + 3 < end and _GLUED_RATE.fullmatch(doc[a].text + doc[a + 1].text + doc[a + 2].text) and \
                    not doc[a].whitespace_ and not doc[a + 1].whitespace_ and ctx.ent_of[a + 3] is not None:
                s = a + 3  # (written as one word: "over a 10Gb/s NFS central storage system")
            if s + 2 < end and doc[s].like_num and doc[s + 1].text in ("x", "%", "\u00d7") and \
                    doc[s + 2].lower_ == "for":
                s += 3  # "a 2.9x speedup ..., versus 2.2x for a single drafter and 2.6x for Medusa"
            elif s + 1 < end and (_FACTOR_TOKEN.fullmatch(doc[s].text) or doc[s].like_num) and \
                    doc[s + 1].lower_ == "for":
                s += 2  # (and a bare score: "compared with 5.32 for SparseGPT")
            else:
                s = _value_for_name(ctx, s, end, s + 6) or s  # "compared with a gap of 0.38 for AWQ"
            # "than the state-of-the-art GPU hash table SlabHash": a description, then the name
            s = _system_after_description(ctx, s, end) or s
            s = _kind_then_names(ctx, s, end) or s
            ents, _ = _scan_np(ctx, s, end, propose=False)
            if ents:  # "... for AWQ and 0.62 for GPTQ": each value's name
                m = ents[-1].end
                if all(ctx.etype(e) == "Technique" for e in ents):
                    ents = ents + _system_running_it(ctx, m, end)  # "than offloading to NVMe with FlexGen"
                elif ctx.etype(ents[-1]) == "Hardware" and (ran := _device_running(ctx, ents[-1], end)) is not None:
                    ents = ents + [ran]  # "than an STM32H7 microcontroller running TinyEngine": both
                if m < end and doc[m].lower_ in ("with", "without", "using", "under", "at", "in", "on", "across"):
                    x = m + 1  # (past how the name ran: "54% for PPO with sparse rewards and 69% for RL-VLM-F")
                    while x < end and x - m < 6 and doc[x].is_lower and doc[x].is_alpha and doc[x].lower_ != "and":
                        x += 1
                    if x < end and doc[x].lower_ in ("and", ","):
                        m = x
                        y = x + 2 if doc[x].text == "," and x + 2 < end and doc[x + 1].lower_ == "and" else x + 1
                        f = ctx.ent_of[y] if y < end else None
                        if f is not None and f.start == y and ctx.etype(f) == ctx.etype(ents[-1]) and (
                                f.end >= end or doc[f.end].lower_ in ("in", "on", "across", "for", ".", ";")):
                            # the next compared name and where it was: "outperforms Llama 2 13B across all
                            # evaluated benchmarks, and Llama 1 34B in reasoning"
                            more, _ = _scan_np(ctx, y, end, propose=False)
                            if more:
                                ents = ents + more
                                m = more[-1].end
                        elif f is None and y + 1 < end and doc[y].lower_ in ("a", "an") and \
                                (f := ctx.ent_of[y + 1]) is not None and f.start == y + 1 and \
                                ctx.etype(f) == ctx.etype(ents[-1]) == "System":
                            # a compared deployment of the next: "Against Milvus with its default sharding policy
                            # and a Qdrant-based deployment"
                            more, _ = _scan_np(ctx, y, end, propose=False)
                            if more and more[0].start == f.start:
                                ents = ents + more[:1]
                                m = more[0].end
                while m + 1 < end and doc[m].lower_ in ("and", ",") and \
                        (named := _value_for_name(ctx, m + 1, end, m + 4)) is not None:
                    more, _ = _scan_np(ctx, named, end, propose=False)
                    if not more:
                        break
                    ents = ents + more
                    m = more[-1].end
            devices = []
            if ents and all(ctx.etype(e) == "Hardware" for e in ents):
                # "than the CPU version of LightGBM", "than the GPU join from the Crystal library": the device may
                # describe a named system's thing (the walk below passes devices); else the devices are compared
                devices, ents = ents, []
            if not ents:  # "compared with state-of-the-art systems (Alpa, Megatron-LM)": the names in brackets;
                # "beats the filtering of Reducto and NoScope": whose the compared thing is
                k = s
                walked = []
                while k < min(end - 1, s + 12) and doc[k].text != "(" and not (
                        doc[k].lower_ == "of" and doc[k - 1].whitespace_):
                    if ctx.ent_of[k] is not None and ctx.etype(ctx.ent_of[k]) == "Hardware":
                        walked.append(ctx.ent_of[k])
                        k = ctx.ent_of[k].end  # a device in the description: "the CPU version of LightGBM"
                    elif ctx.ent_of[k] is None and (doc[k].is_lower or doc[k].text == "-" or
                                                    _FORMAT_RE.fullmatch(doc[k].text)):
                        k += 1  # (an "of" inside "state-of-the-art" goes on; so does a number format: "BF16
                        # framework")
                    else:
                        break
                opened = k < end - 1 and doc[k].lower_ in ("(", "of")
                if k + 2 < end and doc[k].text == "(" and doc[k + 1].lower_ in ("i.e.", "e.g.", "i.e", "e.g"):
                    k += 2 if doc[k + 2].text == "," else 1  # "the widely adopted BF16 framework (i.e., Megatron-LM)":
                    # k is the word before the name
                if opened and k + 2 < end and doc[k].lower_ == "of" and doc[k + 1].lower_ in ("a", "an", "the") and \
                        not any(doc[x].lower_ in ("and", "or", "than", "over") or doc[x].like_num for x in range(s, k)):
                    k += 1  # "than the NPU of a Snapdragon 8 Gen 3": the named thing the part is of (not past another
                    # comparison: "than an NVIDIA Jetson Orin NX and 2.2x better than the NPU of a ...")
                if opened and k < end - 1 and ctx.ent_of[k + 1] is not None:
                    ents, _ = _scan_np(ctx, k + 1, end, propose=False)
                elif k < end and (k > s + 1 and doc[k - 1].lower_ in ("in", "from", "with", "using") or k > s + 2 and
                                  doc[k - 1].lower_ == "the" and doc[k - 2].lower_ in ("in", "from")) and \
                        ctx.ent_of[k] is not None and ctx.etype(ctx.ent_of[k]) == "System":
                    ents, _ = _scan_np(ctx, k, end, propose=False)  # "the hand-written overlap in TransformerEngine"
                    # (and "the state-of-the-art GPU join from the Crystal library", "GPU-only execution with MLC LLM")
                if not ents and not devices:
                    devices = _devices_run_on(ctx, s, end)  # "compared to conventional solvers running on a CPU"
                if not ents and not devices and walked and walked[-1].end == k and k < end and \
                        doc[k].text in (".", ",", ";") and doc[k - 1].text.isupper():
                    devices = walked[-1:]  # "3.4x over a server class CPU": the device its words describe
                if not ents and not devices:
                    # "versus 2.2x for a single general drafter and 2.6x for Medusa": the next value's
                    for m in range(s + 1, min(end - 3, s + 14)):
                        v = m + 2  # (or a number and its unit: "49% for a vision-only policy and 35% for BC")
                        if m + 3 < end and doc[m + 1].like_num and doc[m + 2].text in ("%", "x", "\u00d7", "points"):
                            v = m + 3
                        if doc[m].lower_ in ("and", ",") and (v == m + 3 or _FACTOR_TOKEN.fullmatch(doc[m + 1].text)) \
                                and v + 1 < end and doc[v].lower_ == "for" and ctx.ent_of[v + 1] is not None:
                            ents, _ = _scan_np(ctx, v + 1, end, propose=False)
                            break
                ents = ents or devices
            if not ents:
                ents = _kind_named_before(ctx, s, end, sents, si)
            out.extend((e, si) for e in ents)
        # "the X baseline", "the dense cuBLAS baseline"
        for e in sent.ents:
            if e.end < end and doc[e.end].lower_ == "baseline" and e.start > base:
                d = e.start - 1
                while d > base and e.start - d <= 3 and doc[d].is_lower and doc[d].is_alpha and \
                        doc[d].lower_ not in ("the", "a", "an", "our") and ctx.ent_of[d] is None and \
                        ctx.etype(e) in ("System", "Model"):
                    d -= 1  # (words describing a named baseline: "dense", "strong", "widely used"; before a
                    # technique they are its own: "the full softmax baseline" is no softmax)
                if doc[d].lower_ in ("the", "a", "an", "our"):
                    out.append((e, si))
    keep = []
    for e, si in out:
        t = ctx.etype(e)
        if e.ent_id_ in proposed or t == "Metric":
            continue
        if t in ("Hardware", "Dataset") and t not in proposed_types and not (t == "Hardware" and _named_device(ctx, e)):
            continue  # (a benchmark is compared only with a benchmark: "AIBench outperforms MLPerf in terms of the
            # diversity ...", not "outperforms X on ImageNet"; a device class neither: "faster than on a GPU")
        if t in ("Technique", "Model") and e.text.partition(" ")[0].lower() in _LEFT_UNDONE:
            continue  # "than uncompressed training", "over the unquantized dense model": the work without the
            # paper's method, no named baseline
        keep.append((e, si))
    return keep


# the work left without an operation, compared as the reference: "uncompressed training", "an unprotected run"
_LEFT_UNDONE = {"uncompressed", "unquantized", "unquantised", "unpruned", "unprotected", "unoptimized", "unoptimised",
                "unmodified", "unaccelerated", "unencrypted", "uncached", "unsharded", "unfused", "unbatched",
                "unpartitioned", "uncoded", "unreplicated"}


_PHRASE_AFTER = {"and", "or", "while", "on", "in", "at", "with", "for", "by", "across", "under", "when", "which",
                 "that", "whereas"}
_STYLE_COMPARED_AFTER = {"to", "than", "over", "with", "versus", "vs", "vs.", "against", "the", "a", "an", "and", "or"}


# what a compared technique is of the system named after it: "the adaptive routing built into Spectrum-X"
_BUILT_INTO = {"built", "integrated", "implemented", "shipped", "provided", "used", "offered", "found"}


# a design of hardware, named where the work is presented ("SpAtten, an efficient algorithm-architecture
# co-design", "Sanger, a framework that ... through synergistic hardware and software co-design"), or shown by
# what only a chip is measured in ("a power dissipation of only 600mW", "area efficiency")
_HW_CODESIGN = re.compile(r"\b(?:algorithm|hardware|architecture)[- ](?:(?:and|/)[- ]?software[- ]|software[- ]|"
                          r"architecture[- ])?co-?design\b|\bhardware[- ]design\b")
_CHIP_UNITS = re.compile(r"m(?:W|m2|m\^2|m²)(?![A-Za-z])")
_CHIP_MEASURES = re.compile(r"\b(?:area efficiency|power dissipation)\b")


def _chip_figures(abstract: str) -> bool:
    """Whether the abstract measures what only a chip is measured in: milliwatts or square millimetres after a
    number ("45 mW", "1.5 mm2"), area efficiency or power dissipation. (The units are found first and the digit
    checked before them: a pattern opening with a digit tried every position, 50 us an abstract.)"""
    if "mW" in abstract or "mm" in abstract:
        for m in _CHIP_UNITS.finditer(abstract):
            s = m.start()
            if s and (abstract[s - 1].isdigit() or abstract[s - 1].isspace() and s > 1 and abstract[s - 2].isdigit()):
                return True
    return ("area efficiency" in abstract or "power dissipation" in abstract) and bool(_CHIP_MEASURES.search(abstract))


def _presents_a_device(ctx: _Ctx, sents) -> bool:
    """Whether a sentence of the abstract presents a device of the paper's own, named or not: "This paper
    proposes a field-programmable gate array (FPGA) accelerator for ...", "We design a systolic-array chip",
    "we present SpAtten, an efficient algorithm-architecture co-design"; or the abstract measures what only
    a chip is measured in (_chip_figures)."""
    doc = ctx.doc
    abstract = doc.text[ctx.abstract_start:]
    if _chip_figures(abstract):
        return True
    for sent in sents:
        if sent.start_char < ctx.abstract_start:
            continue
        words = sent.lowers
        for n in compress(range(len(words)), map(PROPOSE_VERBS.__contains__, words)):  # (the verbs alone)
            if {"we", "paper", "work", "article"}.isdisjoint(words[max(0, n - 3):n]):
                continue
            if "design" in sent.text and _HW_CODESIGN.search(sent.text.lower()):
                return True
            for k in range(sent.start + n + 1, min(sent.end, sent.start + n + 12)):
                e = ctx.ent_of[k]
                if doc[k].lower_ in ("for", "that", "which", "to", ",", "."):
                    break
                if e is not None and ctx.etype(e) == "Hardware" and doc[e.end - 1].lower_ in _HW_KIND_HEADS:
                    return True
    return False


# what a system is called by, next to its name ("the Foo framework", "frameworks such as Foo"): the entity rules'
# words after a system's name, and a few more
_SYS_NEXT_WORDS = _SYS_NEXT | {"implementation", "package", "software"}


def _models_compared_with_a_model(ctx: _Ctx, keys: list[str]) -> None:
    """A name no vocabulary knows, typed a System by its shape alone, is a model when the paper proposes a model and
    compares it with that name: "EfficientViT provides up to 13.9x and 6.2x GPU latency reduction over SegFormer and
    SegNeXt" (not one any mention calls a system: "the Foo framework")."""
    doc = ctx.doc
    for k in keys:
        info = ctx.kg_entities.get(k)
        if not info or info.get("type") != "System" or info.get("known"):
            continue
        mentions = [e for e in doc.ents if e.ent_id_ == k]
        if any(e.end < len(doc) and singular(doc[e.end].lower_) in _SYS_NEXT_WORDS or
               any(singular(t.lower_) in _SYS_NEXT_WORDS for t in doc[max(0, e.start - 4):e.start])
               for e in mentions):
            continue  # (nor one listed after a kind of system: "transformer frameworks, such as PyTorch JIT")
        info["type"] = "Model"


def _distinct_names(ctx: _Ctx, keys: list[str]) -> list[str]:
    """One key per name: "The Pile" and "Pile" found as two entities are one role."""
    seen, out = set(), []
    for k in keys:
        label = (ctx.kg_entities.get(k) or {}).get("label", k).lower()
        label = re.sub(r"^(?:the|a|an)\s+", "", label)
        if label not in seen:
            seen.add(label)
            out.append(k)
    return out


@Language.factory("kg_roles")
def make_roles(nlp: Language, name: str):
    return RolesComponent()


class RolesComponent:
    """Sets doc._.kg_proposes and doc._.kg_baselines; completes kg_results' system and baseline."""

    def __call__(self, doc: Doc) -> Doc:
        ctx = _Ctx(doc)
        view = ctx.doc
        title = view.text[: ctx.abstract_start].strip() if ctx.abstract_start else ""
        abstract = view.text[ctx.abstract_start:]
        sents = _sentences(view)
        if is_survey(abstract, title):
            proposes: list[Span] = []
        else:
            proposes = find_proposes(ctx, title)
            if not any(ctx.etype(e) in ("System", "Model", "Dataset", "Hardware") for e in proposes):
                subjects = _subject_fallback(ctx, sents)
                proposes += subjects
                # and their parts: "Tributary is a compiler ... Tributary also introduces nonzero-balanced
                # partitioning, which ..."
                proposes += _parts_of_owners(ctx, [s for s in sents if s.start_char >= ctx.abstract_start],
                                             subjects, _proposed_keys(proposes))
            elif ctx.real.user_data.get("kg_introduced"):
                # a name the text defines and keeps as its subject is its own beside a part it names: "Lantern is
                # a PIM architecture that ... a compiler pass called TileWeave ... Lantern reaches ..."
                introduced = ctx.real.user_data["kg_introduced"]
                keys = _proposed_keys(proposes)
                proposes += [e for e in _subject_fallback(ctx, sents) if e.text in introduced and
                             e.ent_id_ not in keys]
            # a class of device is never the contribution ("we present an FPGA design for ..."): a named one may be
            proposes = [e for e in proposes if not (ctx.etype(e) == "Hardware" and (
                e.text.lower().rstrip("s") in _DEVICE_CLASSES or _device_part(ctx, e)))]
            if proposes and all(ctx.etype(e) == "Technique" for e in proposes) and _a_study(title, abstract):
                proposes = []  # "This paper reports a systematic measurement study of seven formats ... Second,
                # block formats that map onto Tensor Cores pay off only when ...": a finding, no method of its own
            # sibling names: DeepSpeed-Chat proposed -> DeepSpeed-RLHF
            prefixes = {e.text.split("-")[0].lower() for e in proposes if "-" in e.text and ctx.etype(e) == "System"
                        and re.search(r"[A-Za-z]{2}", e.text.split("-")[0])}  # (no bit width: "1-bit LAMB")
            # and its editions: Medusa proposed -> "Medusa-1", "Medusa-2"
            prefixes |= {e.text.lower() for e in proposes if ctx.etype(e) == "System" and "-" not in e.text and
                         " " not in e.text and len(e.text) > 2}
            if prefixes:
                for e in view.ents:
                    if ctx.etype(e) == "System" and ("-" in e.text and e.text.split("-")[0].lower() in prefixes or
                                                     " " in e.text and e.text.rsplit(" ", 1)[1].lower() in prefixes
                                                     and e.text.split(" ")[0].islower()) and \
                            not any(t.lower_ in COMPARE_PREP or t.lower_ in COMPARE_VERBS or t.lower_ in _BUILT_ON
                                    for t in view[max(0, e.start - 3):e.start]) and \
                            _LEVERAGE_VERBS.isdisjoint(t.lower_ for t in view[max(0, e.start - 8):e.start]):
                        proposes.append(e)  # (not one compared with: "a 6x larger model than what ZeRO-Offload ...";
                        # not one the work builds on: "Building on ZeRO-Infinity, we propose ZeRO-Edge")
        # what the abstract calls "the original X" is another's: "We implement AlphaFold2 using PaddlePaddle, namely
        # HelixFold ... Compared with the original AlphaFold2 (implemented by Jax)"
        originals = {e.ent_id_ for e in view.ents if e.start >= 2 and view[e.start - 1].lower_ == "original" and
                     view[e.start - 2].lower_ in ("the", "its", "their")} if "original" in abstract else ()
        if originals:
            proposes = [e for e in proposes if e.ent_id_ not in originals]
        first: dict[str, int] = {}
        for e in proposes:
            if e.ent_id_ and e.ent_id_ not in first:
                first[e.ent_id_] = min((m.start_char for m in view.ents if m.ent_id_ == e.ent_id_),
                                       default=e.start_char)
        prop_keys = _distinct_names(ctx, sorted(first, key=lambda k: (first[k], k)))
        for k in prop_keys:
            info = ctx.kg_entities.get(k)
            if info and info.get("type") == "Technique" and not info.get("known") \
                    and _capitalised_phrase(info.get("label", "")):
                # a capitalised name the paper presents as its own method is a System (the guideline's
                # "Sequence Length Warmup"); unproposed, "Federated Learning" stays a technique
                info["type"] = "System"
        prop_keys += _sized_editions(ctx, view, prop_keys)
        prop_set = set(prop_keys)
        prop_types = {ctx.etype(e) for e in proposes}
        if "Hardware" not in prop_types and _presents_a_device(ctx, sents):
            prop_types.add("Hardware")  # an unnamed accelerator: named devices are what it is compared with
        results = doc._.kg_results or []
        result_sents = {r.get("sentence") for r in results}
        bases = find_baselines(ctx, prop_set, prop_types, result_sents) if proposes or not _a_study(title, abstract) \
            else []  # a measurement study compares what it measures, no contribution with anything
        bfirst: dict[str, int] = {}
        for e, _si in bases:
            if e.ent_id_ and e.ent_id_ not in bfirst:
                bfirst[e.ent_id_] = e.start_char
        written = {k: (ctx.kg_entities.get(k) or {}).get("label", k) for k in bfirst}
        labels = {k: v.lower() for k, v in written.items()}
        for k in list(bfirst):
            # (a capital before the hyphen makes a name of its own: "BOHB and A-BOHB")
            if any(o != k and (labels[k].endswith(" " + labels[o]) or labels[k].endswith("-" + labels[o]) and
                               written[k][:len(written[k]) - len(labels[o]) - 1].islower())
                   for o in bfirst) and not (ctx.kg_entities.get(k) or {}).get("known"):
                del bfirst[k]  # a qualified variant of another baseline (not a name of its own the vocabulary
                # knows: "3x speedup over baseline Transformer; 2.7x speedup ... over Evolved Transformer")
        doc._.kg_proposes = prop_keys
        doc._.kg_baselines = _distinct_names(ctx, sorted(bfirst, key=lambda k: (bfirst[k], k)))
        if prop_keys and {(ctx.kg_entities.get(k) or {}).get("type") for k in prop_keys} - {"Technique"} == {"Model"}:
            _models_compared_with_a_model(ctx, doc._.kg_baselines)
        # complete the results
        main = next((k for k in prop_keys if (ctx.kg_entities.get(k) or {}).get("type") == "System"),
                    prop_keys[0] if prop_keys else None)
        by_sent: dict[int, list[Span]] = {}
        for e, si in bases:
            by_sent.setdefault(si, []).append(e)
        per_sent: dict[int, list[dict]] = {}
        for r in results:
            per_sent.setdefault(r.get("sentence"), []).append(r)
        for si, rs in per_sent.items():
            cands = []
            for e in by_sent.get(si, []):
                if e.ent_id_ not in [c.ent_id_ for c in cands]:
                    cands.append(e)
            sent = sents[si] if si is not None and 0 <= si < len(sents) else None
            paired = sent is not None and "respectively" in sent.lowers and len(cands) == len(rs) > 1
            for n, r in enumerate(rs):
                if r.get("system") is None:
                    r["system"] = main
                if r.get("baseline") is None:
                    if paired:  # "2x, 2.8x, and 82x ... compared to ASIC, FPGA, and GPU, respectively"
                        r["baseline"] = cands[n].ent_id_
                        continue
                    after = [e for e in cands if e.start_char >= r["start_char"]]
                    pick = (after or cands or [None])[0]
                    r["baseline"] = pick.ent_id_ if pick is not None else None
        return doc
