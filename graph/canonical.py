"""Canonicalisation across the corpus: every spelling of one entity becomes one node.

Acronym and long form (MoE = Mixture-of-Experts), singular and plural (SAM, SAMs), case,
hyphens, spaces and LaTeX variants (CIFAR10 = CIFAR-10, $\\tau^2$-Bench = τ²-Bench) share a
key; different versions keep different keys (GPT-4o vs GPT-5, CIFAR-10 vs CIFAR-100). An
acronym that two papers define differently is ambiguous and does not merge anything (not differently:
'Deformable Part Model' and 'Deformable Part Models', 'Principal Components Analysis' and 'Principal
Component Analysis', a longer wording that ends with the other, or one that adds generic words
such as 'control' or 'classifier')."""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache

from .extract import Entity, Extraction
from .lexicon import Lexicon, load_acronyms
from .schema import BENCHMARK, CONCEPT, METHOD, ROLE_BETWEEN_KINDS
from .text import name_key, phrase_key, singular

_POSSESSIVE = re.compile(r"(?<=\w)['’]s?(?=\s|$)")
# a head noun after a name that does not change what it names ('the Perceptron algorithm', 'the Yelp dataset')
_DATA_HEAD_WORDS = r"dataset|data set|database|benchmark|corpus"
_GENERIC_HEAD = re.compile(r"(?:\s+|-)(?:algorithm|method|approach|technique|procedure|scheme|model|%s)s?$|(?:\s+|-)corpora$"
                           % _DATA_HEAD_WORDS, re.I)
_DATA_HEAD = re.compile(r"(?:\s+|-)(?:%s)s?$|(?:\s+|-)corpora$" % _DATA_HEAD_WORDS, re.I)  # ('KITTI Dataset')
_HAS_NAME_CHARACTER = re.compile(r"[A-Z0-9]")
_ACRONYM_LIKE = re.compile(r"^(?=.*[A-Z].*[A-Z])[A-Za-z0-9\-+.&²]{2,12}$")


@dataclass(slots=True)
class CanonicalEntity:
    label: str
    key: str
    name: str
    aliases: list[str]
    roles: dict[str, str] = field(default_factory=dict)  # paper id -> role
    weights: dict[str, float] = field(default_factory=dict)  # paper id -> weight (concepts)

    @property
    def paper_count(self) -> int:
        return len(self.roles)


class _UnionFind:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, x: str) -> str:
        parent = self.parent
        parent.setdefault(x, x)
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    def union(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            if ra < rb:
                ra, rb = rb, ra
            self.parent[ra] = rb


@lru_cache(maxsize=1 << 16)
def named_keys(text: str) -> list[str]:
    """Keys of a name: itself, its singular when it is a plural acronym or plural word, itself
    without a possessive, and without a generic head noun."""
    keys = [name_key(text)]
    if re.search(r"[A-Z]{2,}s$", text) or re.search(r"[a-z]{3,}s$", text):
        keys.append(name_key(singular(text)))
    if "'" in text or "’" in text:
        keys.append(name_key(_POSSESSIVE.sub("", text)))  # "Dijkstra's algorithm" = 'Dijkstra algorithm'
    headless = _GENERIC_HEAD.sub("", text)
    if headless != text and _HAS_NAME_CHARACTER.search(headless) and not _ACRONYM_LIKE.match(headless):
        # (not 'LDA model' = 'LDA': an acronym's meanings are settled in _named)
        keys.append(name_key(headless))  # 'Perceptron algorithm' = 'Perceptron', 'YCB Database' = 'YCB'
    return [k for k in dict.fromkeys(keys) if k]


def _memo(fn):
    """fn with a cache that lives as long as the returned function (one canonicalisation)."""
    cache: dict = {}

    def cached(text):
        value = cache.get(text)
        if value is None:
            value = cache[text] = fn(text)
        return value
    return cached


def canonicalise(extractions: dict[str, Extraction], lexicon: Lexicon | None = None) -> list[CanonicalEntity]:
    """extractions: paper id -> Extraction. Returns the corpus' Method, Benchmark and Concept nodes."""
    lex = lexicon or load_acronyms()  # concept keys need only acronym expansions
    return _named(extractions, lex) + _concepts(extractions, lex)


def _named(extractions: dict[str, Extraction], lex: Lexicon) -> list[CanonicalEntity]:
    items: list[tuple[str, Entity]] = [(pid, e) for pid, ex in extractions.items() for e in ex.methods + ex.benchmarks]
    keys_of = _memo(named_keys)  # the shared lru_cache would thrash on a large corpus' names
    acronym_like = _memo(lambda text: bool(_ACRONYM_LIKE.match(text)))
    # which long forms does each acronym stand for, across the corpus? (their name keys and
    # definitions, by wording)
    long_forms: dict[str, dict[tuple[str, ...], list]] = defaultdict(dict)
    wording_of = _memo(_wording)
    for _, e in items:
        for alias in e.aliases:
            if acronym_like(alias) and not acronym_like(e.name) and (" " in e.name.strip() or "-" in e.name) \
                    and wording_of(e.name):
                for k in keys_of(alias):
                    entry = long_forms[k].setdefault(wording_of(e.name), [set(), 0])
                    entry[0].add(name_key(e.name))
                    entry[1] += 1
    meaning_of = _memo(lambda k: _main_meaning(long_forms[k]) if k in long_forms else None)
    synonyms = lex.synonyms

    def other_resource(a: str, b: str) -> bool:
        """A curated name and a key the curated list says is something else."""
        return (a in synonyms or b in synonyms) and synonyms.get(a) != synonyms.get(b)

    uf = _UnionFind()
    for _, e in items:
        main_keys = keys_of(e.name)
        own_group = None  # the curated group of the entity's name, if any
        for k in main_keys:
            uf.union(main_keys[0], k)
            if k in synonyms:
                uf.union(k, synonyms[k])
                own_group = synonyms[k]
        if e.kind == BENCHMARK and _DATA_HEAD.search(e.name):
            known = name_key(_GENERIC_HEAD.sub("", e.name))
            if known in lex.curated_benchmarks:
                uf.union(main_keys[0], known)  # 'KITTI Dataset' = 'KITTI' (not 'Sound3DVDet Dataset' = the method)
        for alias in e.aliases:
            for k in keys_of(alias):
                if k in synonyms and synonyms[k] != own_group:
                    continue  # 'COmparing COntinuous Optimizers (COCO)' is not the COCO dataset
                if acronym_like(alias) and k in long_forms:
                    main, same = meaning_of(k)
                    if main is None or len(set(same.values())) > 1 and not (
                            acronym_like(e.name) or same.get(wording_of(e.name)) == main):
                        continue  # an ambiguous acronym, or one this paper uses for another long form
                uf.union(main_keys[0], k)
        if acronym_like(e.name):
            for k in main_keys:
                main, same = meaning_of(k) if k in long_forms else (None, None)
                if main is not None:
                    for wording, (keys, _) in long_forms[k].items():
                        if same[wording] == main:
                            for long_key in keys:
                                if not other_resource(k, long_key):
                                    uf.union(k, long_key)
    groups: dict[str, list[tuple[str, Entity]]] = defaultdict(list)
    for pid, e in items:
        groups[uf.find(keys_of(e.name)[0])].append((pid, e))

    out = []
    for members in groups.values():
        kinds = Counter()
        for _, e in members:
            kinds[e.kind] += 2 if e.role in ("introduced", "proposed") else 1
        label = BENCHMARK if kinds[BENCHMARK] > kinds[METHOD] else METHOD
        surfaces = Counter()
        for _, e in members:
            surfaces[e.name] += 1  # the extractor names an entity by its long form when the text defines one
            for alias in e.aliases:
                surfaces[alias] += 0  # known, but does not vote for the display name
        name = _display_name(surfaces)
        aliases = sorted({s for s in surfaces if s != name}, key=lambda s: (-surfaces[s], s))
        roles: dict[str, str] = {}
        for pid, e in members:
            role = e.role if e.kind == label else ROLE_BETWEEN_KINDS.get(e.role, e.role)
            if roles.get(pid) not in ("proposed", "introduced"):
                roles[pid] = role
        key = name_key(name) or named_keys(name)[0]
        out.append(CanonicalEntity(label, key, name, aliases[:20], roles))
    _dedupe_keys(out)
    return out


def _concepts(extractions: dict[str, Extraction], lex: Lexicon) -> list[CanonicalEntity]:
    uf = _UnionFind()
    keys: dict[str, tuple[str, str]] = {}  # text -> (concept_key, phrase_key)

    def keys_of(text: str) -> tuple[str, str]:
        found = keys.get(text)
        if found is None:
            plain = phrase_key(text)
            found = keys[text] = (concept_key(text, lex, plain), plain)
        return found

    items: list[tuple[str, Entity, str]] = []
    for pid, ex in extractions.items():
        for e in ex.concepts:
            key = keys_of(e.name)[0]
            if not key:
                continue
            items.append((pid, e, key))
            for alias in e.aliases:
                alias_key, alias_plain = keys_of(alias)
                if alias_key and alias_key != key and (alias_key == alias_plain or f" {alias_key} " in f" {key} ") \
                        and not _modifier_acronym(alias, e.aliases):
                    # (an acronym that this paper defines as a phrase of its own does not stand for the
                    # corpus's usual expansion: 'magnetorheological fluid (MRF)' is no Markov random
                    # field; 'reinforcement learning (RL) algorithms' is reinforcement learning's)
                    uf.union(key, alias_key)
    groups: dict[str, list[tuple[str, Entity]]] = defaultdict(list)
    joined = uf.parent  # keys that no alias joined to another are their own group
    for pid, e, key in items:
        groups[uf.find(key) if key in joined else key].append((pid, e))
    out = []
    for members in groups.values():
        if len(members) == 1:  # most concepts: one paper
            pid, e = members[0]
            name = e.name
            aliases = set(e.aliases)
            aliases.discard(name)
            score = round(float(e.score or 1.0), 3)
            out.append(CanonicalEntity(CONCEPT, keys_of(name)[1], name, sorted(aliases)[:20], {pid: "mentioned"},
                                       {pid: score} if score > 0.0 else {}))
            continue
        surfaces = Counter(e.name for _, e in members)
        name = max(surfaces, key=lambda s: (surfaces[s], " " in s, -len(s)))
        aliases = set(surfaces)
        for _, e in members:
            aliases.update(e.aliases)
        aliases.discard(name)
        roles, weights = {}, {}
        for pid, e in members:
            roles[pid] = "mentioned"
            score = round(float(e.score or 1.0), 3)
            if score > weights.get(pid, 0.0):
                weights[pid] = score
        out.append(CanonicalEntity(CONCEPT, keys_of(name)[1], name, sorted(aliases)[:20], roles, weights))
    _dedupe_keys(out)
    return out


def _display_name(surfaces: Counter) -> str:
    """The most used surface; but a bare eponym ('Newton', from 'Newton-type methods', 'the Newton
    direction') gives way to the named technique it stands for ("Newton's method") when papers name
    that at least a third as often. An eponym is a name some paper writes in the possessive (not
    'Perceptron', 'Replica': no 'Perceptron algorithm', 'Replica dataset')."""
    name = max(surfaces, key=lambda s_: (surfaces[s_], -len(s_), s_))
    if _BARE_EPONYM.fullmatch(name):
        fuller = [s for s in surfaces if surfaces[s] and _EPONYM_AND_HEAD.fullmatch(s) and s.startswith(name)
                  and s[len(name)] in " '’"]
        possessive = any(s[len(name)] in "'’" for s in fuller)
        if possessive and sum(surfaces[s] for s in fuller) * 3 >= surfaces[name]:
            return max(fuller, key=lambda s_: (surfaces[s_], -len(s_), s_))
    return name


_BARE_EPONYM = re.compile(r"[A-Z][^\W\d_A-Z]+")
_EPONYM_AND_HEAD = re.compile(r"[A-Z][^\W\d_A-Z]+(?:['’]s)? [a-z]+(?: [a-z]+)?")


def _modifier_acronym(alias: str, aliases: list[str]) -> bool:
    """'3-dimensional (3D) snake', aliases '3D' and '3D snake': a dimension's acronym ('3D', '6DoF') stands
    for a modifier of the concept, not for the concept, so its bare form must not join the concept to
    every other '3D ...' ('KCF tracker', 'SLAM systems' are the concept named by their acronym)."""
    return alias[:1].isdigit() and " " not in alias and any(other.startswith(alias + " ") for other in aliases)


_SHORT_WORD = re.compile(r"[A-Za-z]{2,6}s?")
_HAS_CAPITAL = re.compile(r"[A-Z]")


def _wording(name: str) -> tuple[str, ...]:
    """A long form's words, singular and folded ('Principal Components Analysis' = 'principal component
    analysis', 'Fréchet Inception Distances' = 'Frechet Inception Distance')."""
    return tuple(singular(w) for w in (name_key(w) for w in re.split(r"[\s\-–/]+", name)) if w)


# words a long form may add after what its acronym stands for ('LQR feedback', 'SVM classifiers')
_GENERIC_TAIL = frozenset("""algorithm analysis approach benchmark classifier control controller corpus corpora data database
dataset estimation estimator feedback framework index loss measure method metric model optimization policy
procedure regressor scheme score solver technique unit""".split())


def _main_meaning(definitions: dict[tuple[str, ...], list]) -> tuple[tuple[str, ...] | None, dict]:
    """An acronym's long forms across the corpus (wording -> [name keys, definitions]): (the wording of
    the meaning that stands for it, or None when it is ambiguous; each wording's meaning). A wording
    that ends with another ('Microsoft Common Objects in Context', 'Common Objects in Context') or
    adds generic words to it ('linear quadratic regulator feedback') has the same meaning (not 'extended
    Kalman filter SLAM'). The acronym stands for its only meaning, or for one that has at least 80% of at
    least five definitions ('FID': 17 'Fréchet Inception Distance' against 'force-indentation depth' and
    two more)."""
    same: dict[tuple[str, ...], tuple[str, ...]] = {}
    counts: Counter = Counter()
    for wording in sorted(definitions, key=len):
        meaning = next((m for m in counts if wording[len(wording) - len(m):] == m
                        or wording[:len(m)] == m and _GENERIC_TAIL.issuperset(wording[len(m):])), wording)
        same[wording] = meaning
        counts[meaning] += definitions[wording][1]
    if len(counts) == 1:
        return next(iter(counts)), same
    (meaning, n), total = counts.most_common(1)[0], sum(counts.values())
    return (meaning if total >= 5 and n >= 0.8 * total else None), same


def concept_key(text: str, lex: Lexicon, plain: str | None = None) -> str:
    """Generic acronyms stand for their expansion: 'LLMs' -> 'large language model'; 'robotic' before
    a noun is 'robot' ('robotic arm' = 'robot arm'). plain: phrase_key(text), when the caller has it."""
    if _SHORT_WORD.fullmatch(text) and _HAS_CAPITAL.search(text):
        expansion = lex.expansion(name_key(singular(text)))
        if expansion:
            return phrase_key(expansion[0])
    key = phrase_key(text) if plain is None else plain
    return _ROBOTIC.sub("robot ", key) if "robotic " in key else key


_ROBOTIC = re.compile(r"\brobotic ")


def _dedupe_keys(entities: list[CanonicalEntity]) -> None:
    """Two groups can end with the same display key; keep keys unique per label."""
    seen: dict[tuple[str, str], int] = {}
    for e in entities:
        base = e.key or "unnamed"
        key, n = base, 1
        while (e.label, key) in seen:
            n += 1
            key = f"{base}~{n}"
        seen[(e.label, key)] = 1
        e.key = key
