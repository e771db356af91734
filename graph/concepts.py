"""Key concepts of one abstract: noun-phrase candidates ranked by a small logistic model.

The model's features describe how the abstract uses a phrase (how often, how early, whether it
sits in the sentence that states the contribution) and how the field uses it (background
document frequency, and how often titles use it: titles name tasks, areas and ideas, abstracts
add wording). Its weights are learned by tools/train_concept_ranker.py from 400 abstracts annotated
with their key concepts (tools/data/concept_annotations.jsonl; none of them is a dev-gold
abstract); titles as distant supervision are the tool's other mode.
"""
from __future__ import annotations

import json
import math
import operator
import os
import re
from collections import Counter
from functools import lru_cache

from .lexicon import Lexicon
from .text import _rx, name_key, phrase_key, singular

RANKER_PATH = os.path.join(os.path.dirname(__file__), "data", "concept_ranker.json")

FEATURES = [
    "bias", "log_tf", "first_sentence", "second_sentence", "rel_position", "len1", "len3", "len4", "log_df",
    "df_zero", "df_rare", "ubiquitous", "log_title_share", "share_unknown", "hyphen", "abstract_noun",
    "head_share", "noun_share", "plural", "proposal_sentence", "centrality", "acronym_expansion", "suffix_of_longer",
    "digit", "single_modifier",
]

_DIGIT = re.compile(r"\d")
_ABSTRACT_NOUN = re.compile(r"(?:ity|ness|ism|ence|ance|tion|sion|ment|ing|ics|ogy|ure)s?$")
_AREA_NOUN = re.compile(r"(?:ity|ness|ism|ency|ancy|ence|ance|tion|sion|ment|ing|ics|ogy|ety|ure)$")
_ACRONYM_HINT = re.compile(r"[A-Z]{2}")
_ACRONYMS = re.compile(r"(?<![\w\-])[A-Z]{2,6}s?(?![\w\-])")
_SLASH_TOKEN = re.compile(r"[\w\-]*(?:/[\w\-]+)+")
_PROPOSAL_CUE = re.compile(r"\b(?:we|this paper|this work|our)\b", re.I)
_PROPOSAL_VERB = re.compile(r"\b(?:propose|introduce|present|develop|design|study|address|tackle|consider|investigate)", re.I)


class Candidate:
    __slots__ = ("tf", "first", "surfaces", "proposal", "expansion", "in_title")

    def __init__(self, sentence: int) -> None:
        self.tf = 0.0
        self.first = sentence
        self.surfaces: dict[str, int] = {}
        self.proposal = False
        self.expansion = False
        self.in_title = False

    @property
    def surface(self) -> str:
        """The spelling the abstract uses most (ties: the smallest)."""
        counts = self.surfaces
        if len(counts) == 1:
            return next(iter(counts))
        return max(counts, key=lambda s: (counts[s], s))


class ConceptCandidates:
    """Phrases of one abstract with what the ranker needs to know about their use."""

    def __init__(self) -> None:
        self.items: dict[str, Candidate] = {}
        self.word_counts: Counter = Counter()
        self.n_sentences = 1

    def add(self, key: str, surface: str, sentence: int, weight: float, proposal: bool, expansion: bool = False):
        item = self.items.get(key)
        if item is None:
            item = self.items[key] = Candidate(sentence)
        item.tf += weight
        surfaces = item.surfaces
        surfaces[surface] = surfaces.get(surface, 0) + 1
        if proposal:
            item.proposal = True
        if expansion:
            item.expansion = True
        if sentence == -1:
            item.in_title = True


def _in_known_slash_name(sentence: str, match: re.Match, lex: Lexicon) -> bool:
    start = match.start()
    while start > 0 and not sentence[start - 1].isspace():
        start -= 1
    token = _SLASH_TOKEN.match(sentence, start)
    return bool(token) and lex.is_curated(name_key(token.group(0)))


def collect(sentences: list[str], title: str | None, named_keys: set[str], lex: Lexicon, phrases_of,
            named_tokens: frozenset[str] = frozenset()) -> ConceptCandidates:
    """phrases_of(sentence) -> (candidate (phrase, key) pairs, key words of its content words):
    graph.extract.keyed_candidate_phrases. named_tokens: one-word names of the paper's methods and
    benchmarks ('CLIP'): a phrase that contains one ('pretrained CLIP') is about the name, not a concept."""
    cands = ConceptCandidates()
    cands.n_sentences = max(len(sentences), 1)
    sources = list(enumerate(sentences)) + ([(-1, title)] if title else [])
    word_counts = cands.word_counts
    boilerplate = lex.boilerplate
    for si, sentence in sources:
        proposal = si >= 0 and bool(_PROPOSAL_CUE.search(sentence) and _PROPOSAL_VERB.search(sentence))
        weight = 1.5 if si == -1 else 1.0
        pairs, word_keys = phrases_of(sentence)
        word_counts.update(word_keys)
        names_here = [t for t in named_tokens if t in sentence] if named_tokens else None
        for phrase, key in pairs:
            if key and key not in named_keys and key not in boilerplate and not (
                    names_here and not set(names_here).isdisjoint(phrase.split())):
                cands.add(key, phrase.lower(), si, weight, proposal)
        if _ACRONYM_HINT.search(sentence):
            for match in _ACRONYMS.finditer(sentence):  # GAN -> generative adversarial networks
                acronym = match.group(0)
                if "/" in sentence[max(0, match.start() - 1):match.end() + 1] and _in_known_slash_name(sentence, match, lex):
                    continue  # the CNN of CNN/DailyMail (not the CNN of CNN/RNN hybrids)
                acronym_key = name_key(singular(acronym))
                if acronym_key in lex.generic_acronyms and acronym_key not in ("ai", "ml", "dl"):
                    expansion = lex.generic_acronyms[acronym_key]
                    cands.add(phrase_key(expansion), expansion, si, 1.0, proposal, expansion=True)
    return cands


def longer_tf(cands: ConceptCandidates) -> dict[str, float]:
    """For each phrase, the largest tf of a longer candidate ending with it ('source domains' in
    'labeled source domains')."""
    out: dict[str, float] = {}
    for key, item in cands.items.items():
        words = key.split()
        for i in range(1, len(words)):
            tail = " ".join(words[i:])
            if tail in cands.items and item.tf > out.get(tail, -1.0):
                out[tail] = item.tf
    return out


def surface_of(item: Candidate) -> str:
    return item.surface


_REJECT = ()  # cached marker: the phrase is never a concept


def _phrase_features(key: str, surface: str, lex: Lexicon):
    """The features of a phrase that do not depend on the abstract (cached per lexicon: phrases
    repeat across a corpus), or _REJECT."""
    words = surface.split()
    parts = key.split()
    n = max(lex.n_docs, 1)
    df = lex.phrase_df(key)
    single = len(words) == 1
    last = words[-1]
    head = lex.head_share(last)
    noun = lex.noun_share(last)
    if single:
        if lex.n_docs and (df < 10 or df > n * 0.05 or (df > n * 0.02 and not _AREA_NOUN.search(last))):
            # rare single words are noise, very common ones ('learning', 'data') say nothing; common
            # ones name an area or property ('generalization', 'robustness'), not a thing ('agents')
            return _REJECT
        if noun is not None and noun < 0.04 and not last.endswith("s"):
            return _REJECT  # verbs: 'execute', 'withstand'
        if head is not None and head < 0.4:
            return _REJECT  # modifiers on their own: 'offline', 'multi-task', 'black-box'
    share = lex.title_share(key)
    unknown = share is None
    if unknown:
        tails = [lex.title_share(" ".join(parts[i:])) for i in range(1, len(parts))]
        tails = [t for t in tails if t is not None]
        share = max(tails) if tails else 0.02
    return (
        1.0 if single else 0.0,
        1.0 if len(words) == 3 else 0.0,
        1.0 if len(words) >= 4 else 0.0,
        math.log1p(df) / 10,
        1.0 if df == 0 else 0.0,
        1.0 if 0 < df < 3 else 0.0,
        1.0 if df > n * 0.03 else 0.0,
        math.log(share + 1e-3),
        1.0 if unknown else 0.0,
        1.0 if "-" in surface else 0.0,
        1.0 if single and _ABSTRACT_NOUN.search(last) else 0.0,
        head if head is not None else 0.5,
        noun if noun is not None else 0.15,
        1.0 if last.endswith("s") and not last.endswith("ss") else 0.0,
    ), (1.0 if _DIGIT.search(surface) else 0.0, 1.0 if single and head is not None and head < 0.3 else 0.0), parts


def _static_features(key: str, surface: str, lex: Lexicon):
    cache = lex.phrase_cache
    static = cache.get((key, surface))
    if static is None:
        static = cache.get_old((key, surface))
        if static is None:
            static = _phrase_features(key, surface, lex)
        cache[(key, surface)] = static
    return static


def _dynamic_features(key: str, item: Candidate, cands: ConceptCandidates, parts: list[str], longer: dict[str, float]):
    counts = cands.word_counts
    centrality = sum(math.log1p(counts.get(p, 1)) for p in parts) / max(len(parts), 1)
    first = item.first
    return (
        math.log1p(item.tf),
        1.0 if first <= 0 else 0.0,
        1.0 if first == 1 else 0.0,
        max(first, 0) / max(cands.n_sentences - 1, 1),
    ), (
        1.0 if item.proposal else 0.0,
        centrality,
        1.0 if item.expansion else 0.0,
        1.0 if longer.get(key, -1.0) >= item.tf else 0.0,
    )


def features(key: str, item: Candidate, cands: ConceptCandidates, lex: Lexicon, longer: dict[str, float]) -> list[float] | None:
    """The feature vector of one candidate (None: not a possible concept at all)."""
    static = _static_features(key, item.surface, lex)
    if static is _REJECT:
        return None
    middle, tail, parts = static
    head, after = _dynamic_features(key, item, cands, parts, longer)
    return [1.0, *head, *middle, *after, *tail]


_N_HEAD, _N_MIDDLE, _N_AFTER = 5, 14, 4  # bias + head, abstract-independent middle, then after, then tail


def probability_of(key: str, item: Candidate, cands: ConceptCandidates, lex: Lexicon, longer: dict[str, float],
                   model: dict, surface: str | None = None) -> float | None:
    """probability(features(...)), with the abstract-independent part of the sum cached per phrase.
    surface: item.surface, when the caller has it already."""
    surface = surface or item.surface
    cache = lex.phrase_cache
    entry = cache.get((key, surface, "z"))
    if entry is None:
        entry = cache.get_old((key, surface, "z"))
        if entry is None:
            entry = _z_of_static(_phrase_features(key, surface, lex), model)
        cache[(key, surface, "z")] = entry
    if entry is _REJECT:
        return None
    z, parts = entry
    # _dynamic_features written out (the same sums in the same order): this runs for every candidate
    counts = cands.word_counts
    total = 0.0
    for part in parts:
        total += math.log1p(counts.get(part, 1))
    centrality = total / (len(parts) or 1)
    first = item.first
    w = model["weights"]
    a = _N_HEAD + _N_MIDDLE
    z += (w[1] * math.log1p(item.tf) + w[2] * (1.0 if first <= 0 else 0.0) + w[3] * (1.0 if first == 1 else 0.0)
          + w[4] * (max(first, 0) / max(cands.n_sentences - 1, 1))) + \
        (w[a] * (1.0 if item.proposal else 0.0) + w[a + 1] * centrality + w[a + 2] * (1.0 if item.expansion else 0.0)
         + w[a + 3] * (1.0 if longer.get(key, -1.0) >= item.tf else 0.0))
    return _sigmoid(z)


def _z_of_static(static, model: dict):
    """(the abstract-independent part of the model's sum, the phrase's key words), or _REJECT."""
    if static is _REJECT:
        return _REJECT
    middle, tail, parts = static
    w = model["weights"]
    z = w[0] + sum(map(operator.mul, w[_N_HEAD:_N_HEAD + _N_MIDDLE], middle)) + \
        sum(map(operator.mul, w[_N_HEAD + _N_MIDDLE + _N_AFTER:], tail))
    return z, parts


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(min(z, 30.0), -30.0)))


@lru_cache(maxsize=1)
def load_ranker() -> dict:
    with open(RANKER_PATH, encoding="utf-8") as fh:
        model = json.load(fh)
    if model.get("features") != FEATURES:
        raise RuntimeError(f"{RANKER_PATH} was trained for other features; retrain with tools/train_concept_ranker.py")
    return model


def probability(x: list[float], model: dict) -> float:
    return _sigmoid(sum(map(operator.mul, model["weights"], x)))
