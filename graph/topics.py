"""Topics' names and ids. The topics themselves are communities of the paper graph
(graph.structure); each is named by its most characteristic concepts (class-based TF-IDF)."""
from __future__ import annotations

import hashlib
import math
import re
from collections import Counter

from . import schema as S
from .canonical import CanonicalEntity
from .terms import STOP_WORDS
from .text import singular
from .words import VAGUE_NOUNS


def name_topics(topics: list[list[int]], paper_ids: list[str], entities: list[CanonicalEntity],
                terms: int = 3) -> list[str]:
    """c-TF-IDF: a concept characterises a topic when many of its papers mention it and few other topics do."""
    topic_of = {}
    for t, members in enumerate(topics):
        for p in members:
            topic_of[paper_ids[p]] = t
    per_topic: list[Counter] = [Counter() for _ in topics]
    for entity in entities:
        seen = set()
        for pid in entity.roles:
            t = topic_of.get(pid)
            if t is not None:
                per_topic[t][entity.name, entity.label] += 1
                seen.add(t)
    spread = Counter(k for counter in per_topic for k in counter)
    names: list[str] = []
    unnamed: list[int] = []
    for members, counter in zip(topics, per_topic):
        scored = []
        for (name, label), tf in counter.items():
            if tf < 2 and len(members) >= 6:
                continue
            bonus = 1.0 if label == S.CONCEPT else 0.8
            scored.append((tf / len(members) * math.log(1 + len(topics) / spread[(name, label)]) * bonus, name))
        scored.sort(key=lambda x: (-x[0], x[1]))
        chosen: list[str] = []
        for _, name in scored:
            low = name.lower()
            if any(low in c.lower() or c.lower() in low for c in chosen):
                continue
            chosen.append(name)
            if len(chosen) == terms:
                break
        if not chosen:
            unnamed.append(len(names))
        names.append(" · ".join(chosen))
    if unnamed:
        for t, words in zip(unnamed, _shared_concept_words(unnamed, topic_of, per_topic, entities, terms)):
            names[t] = " · ".join(words) if words else f"topic of {len(topics[t])} papers"
    return names


_WORD = re.compile(r"[a-z][a-z\-]{3,}")


def _head_word(concept: str) -> str | None:
    """The head word of a concept ('gradient' of 'policy gradient'); None for a vague one ('approach')."""
    words = _WORD.findall(concept.lower())
    if not words or not concept.lower().endswith(words[-1]) or words[-1] in STOP_WORDS or words[-1] in VAGUE_NOUNS:
        return None
    return singular(words[-1])


def _shared_concept_words(unnamed: list[int], topic_of: dict[str, int], per_topic: list[Counter],
                          entities: list[CanonicalEntity], terms: int) -> list[list[str]]:
    """Names for mixed topics, whose papers share no concept or name: the head words their concepts
    share ('gradient' of 'policy gradient' and 'stochastic gradient'), by the same c-TF-IDF, over
    words used by two papers or more."""
    spread: Counter = Counter()
    for counter in per_topic:
        spread.update({_head_word(name) for name, label in counter if label == S.CONCEPT} - {None})
    papers_using: dict[int, dict[str, set[str]]] = {t: {} for t in unnamed}
    for entity in entities:
        if entity.label != S.CONCEPT:
            continue
        for pid in entity.roles:
            using = papers_using.get(topic_of.get(pid, -1))
            head = _head_word(entity.name) if using is not None else None
            if head is not None:
                using.setdefault(head, set()).add(pid)
    out = []
    for t in unnamed:
        scored = sorted((-len(papers) * math.log(1 + len(per_topic) / spread[word]), word)
                        for word, papers in papers_using[t].items() if len(papers) >= 2)
        out.append([word for _, word in scored[:terms]])
    return out


def topic_id(member_ids: list[str]) -> str:
    """Content-based: a later, incremental build never reuses the id of a different topic."""
    return "t-" + hashlib.sha1("\n".join(sorted(member_ids)).encode("utf-8")).hexdigest()[:12]
