"""Background knowledge mined from a large corpus of real abstracts (see tools/build_lexicon.py;
the curated lists in graph/data/curated.json name their sources), plus a small hand-curated list. Everything degrades
gracefully when the data file is missing: extraction then relies on the text alone."""
from __future__ import annotations

import gzip
import json
import math
import os
from functools import lru_cache

from .text import family_key, name_key

DATA_DIR = os.path.join(os.path.dirname(__file__), "data")
LEXICON_PATH = os.path.join(DATA_DIR, "lexicon.json.gz")
CURATED_PATH = os.path.join(DATA_DIR, "curated.json")
ACRONYMS_PATH = os.path.join(DATA_DIR, "acronyms.json")
SURNAMES_PATH = os.path.join(DATA_DIR, "surnames.json.gz")


PHRASE_CACHE_SIZE = 60_000
CHUNK_CACHE_SIZE = 60_000


class GenerationalCache(dict):
    """A dict of at most about `size` entries. Its young half, when full, becomes the old half and
    the previous old half is dropped; get() looks in the young half only (a plain dict lookup, as
    fast as it gets), get_old() in the old one, and storing an old entry again keeps it. Unlike
    clearing a full cache, the entries in use survive: more hits for the same memory."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.half = max(size // 2, 1)
        self.old: dict = {}

    def get_old(self, key):
        return self.old.get(key)

    def __setitem__(self, key, value) -> None:
        if len(self) >= self.half:
            self.old = dict(self)
            self.clear()
        dict.__setitem__(self, key, value)


class Lexicon:
    def __init__(self, mined: dict | None = None, curated: dict | None = None, acronyms: dict | None = None,
                 surnames: list[str] | None = None, given_names: list[str] | None = None) -> None:
        mined = mined or {}
        curated = curated or {}
        self.n_docs: int = int(mined.get("n_docs", 0))
        # word (lower) -> [lower-case uses, capitalised mid-sentence uses, capitalised standalone uses]
        self.words: dict[str, list[int]] = mined.get("words", {})
        self.phrases: dict[str, int] = mined.get("phrases", {})  # concept phrase key -> document frequency
        self.title_phrases: dict[str, int] = mined.get("title_phrases", {})  # phrase key -> titles using it
        self.lower_phrases: dict[str, list[int]] = mined.get("phrase_case", {})  # key -> [lower uses, Title uses]
        self.names: dict[str, list[int]] = mined.get("names", {})  # name key -> [benchmark ctx, method ctx, docs]
        # acronym key -> [long form, count, lower share]
        self.acronyms: dict[str, list] = acronyms if acronyms is not None else mined.get("acronyms", {})
        self.curated_benchmarks: set[str] = set(curated.get("benchmarks", {}).get("keys", []))
        self.curated_methods: set[str] = set(curated.get("methods", {}).get("keys", []))
        self.generic_acronyms: dict[str, str] = curated.get("generic_acronyms", {}).get("map", {})
        # their expansions as written out ('mixture of experts', 'large language models'): families, not names
        self.generic_expansions: set[str] = {family_key(v) for v in self.generic_acronyms.values()}
        self.boilerplate: set[str] = set(curated.get("boilerplate_phrases", {}).get("keys", []))
        self.hardware: set[str] = set(curated.get("hardware", {}).get("keys", []))  # name keys of robots and devices
        self.places: set[str] = set(curated.get("places", {}).get("keys", []))  # name keys of countries
        self.places.update(curated.get("regions", {}).get("keys", []))  # and of states and provinces
        self.places.update(curated.get("cities", {}).get("keys", []))  # and of large cities
        # name key -> the key of its group: names of one resource that no acronym links ('MS COCO', 'COCO')
        self.synonyms: dict[str, str] = {}
        for names in curated.get("synonyms", {}).get("groups", []):
            keys = [name_key(n) for n in names]
            self.synonyms.update((k, keys[0]) for k in keys)
        self.surnames: frozenset[str] = frozenset(surnames or ())  # family names of the corpus's authors, as written
        self.given_names: frozenset[str] = frozenset(given_names or ())  # and their common given names
        self.token_cache: dict[str, bool] = {}  # per-token decisions of the extractor, which depend on this lexicon
        self.phrase_cache = GenerationalCache(PHRASE_CACHE_SIZE)  # per-phrase concept features (graph.concepts)
        self.chunk_cache = GenerationalCache(CHUNK_CACHE_SIZE)  # per-chunk concept candidates (graph.extract)

    # --- words ---
    def lower_count(self, word: str) -> int:
        entry = self.words.get(word.lower())
        return entry[0] if entry else 0

    def uses(self, word: str) -> int:
        """How often the field writes the word at all, in lower case or capitalised inside a sentence."""
        entry = self.words.get(word.lower())
        return entry[0] + entry[1] if entry else 0

    def is_common_word(self, word: str, max_capital_share: float = 0.15) -> bool:
        """True when the word is mostly written in lower case (so a capital means sentence start): capitalised in
        under max_capital_share of its uses (1/3 for a looser test: 'yes', 'slide')."""
        entry = self.words.get(word.lower())
        if not entry:
            return False
        lower, cap = entry[0], entry[1]
        return lower >= 3 and cap < max_capital_share * (lower + cap)

    def noun_share(self, word: str) -> float | None:
        """Share of lower-case uses right after a determiner or preposition ('the caching'):
        near zero for verbs ('execute', 'withstand'), clearly positive for nouns."""
        entry = self.words.get(word.lower())
        if not entry or len(entry) < 4 or entry[0] < 5:
            return None
        return entry[3] / entry[0]

    def head_share(self, word: str) -> float | None:
        """Share of lower-case uses that end a noun phrase ('refinement') rather than modify the next
        word ('multi-task', 'hidden')."""
        entry = self.words.get(word.lower())
        if not entry or len(entry) < 5 or entry[0] < 5:
            return None
        return entry[4] / entry[0]

    def standalone_share(self, word: str) -> float | None:
        """Of the mid-sentence capitalised uses, the share not followed by a lower-case noun:
        low for adjective-like eponyms (Gaussian, Hessian), high for names (Adam)."""
        entry = self.words.get(word.lower())
        if not entry or entry[1] < 3:
            return None
        return entry[2] / entry[1]

    # --- phrases ---
    def phrase_df(self, key: str) -> int:
        return self.phrases.get(key, 0)

    def title_share(self, key: str) -> float | None:
        """How often the phrase is used in titles relative to its use in abstracts (smoothed)."""
        df = self.phrases.get(key, 0)
        if df < 3:
            return None
        return (self.title_phrases.get(key, 0) + 0.5) / (df + 5)

    def idf(self, key: str) -> float:
        n = max(self.n_docs, 1)
        return math.log((n + 1) / (self.phrases.get(key, 0) + 1))

    def lower_share(self, key: str) -> float | None:
        entry = self.lower_phrases.get(key)
        if not entry or entry[0] + entry[1] < 3:
            return None
        return entry[0] / (entry[0] + entry[1])

    # --- names ---
    def name_prior(self, key: str) -> tuple[int, int, int]:
        entry = self.names.get(key)
        bench = method = docs = 0
        if entry:
            bench, method, docs = entry
        if key in self.curated_benchmarks:
            bench += 20
        if key in self.curated_methods:
            method += 20
        return bench, method, docs

    def is_curated(self, key: str) -> bool:
        """A name key on the curated benchmark or method list."""
        return key in self.curated_benchmarks or key in self.curated_methods

    def expansion(self, acronym_key: str) -> tuple[str, float] | None:
        if acronym_key in self.generic_acronyms:
            return self.generic_acronyms[acronym_key], 1.0
        entry = self.acronyms.get(acronym_key)
        if entry and entry[1] >= 3:
            return entry[0], entry[2]
        return None


def _read_json(path: str) -> dict | None:
    if not os.path.exists(path):
        return None
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as fh:
        return json.load(fh)


@lru_cache(maxsize=1)
def load_lexicon() -> Lexicon:
    acronyms = _read_json(ACRONYMS_PATH)
    authors = _read_json(SURNAMES_PATH) or {}
    return Lexicon(_read_json(LEXICON_PATH), _read_json(CURATED_PATH), (acronyms or {}).get("acronyms"),
                   authors.get("names"), authors.get("given_names"))


@lru_cache(maxsize=1)
def load_acronyms() -> Lexicon:
    """Only what acronym expansion needs (Lexicon.expansion): a few hundred KB instead of the
    whole lexicon, for canonicalisation in the parent process of a build."""
    acronyms = _read_json(ACRONYMS_PATH)
    return Lexicon(None, _read_json(CURATED_PATH), (acronyms or {}).get("acronyms"))
