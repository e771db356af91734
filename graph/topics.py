"""Topics' names and ids. The topics themselves are communities of the paper graph
(graph.structure); each is named by its most characteristic concepts (class-based TF-IDF)."""
from __future__ import annotations

import hashlib
import math
from collections import Counter

from . import schema as S
from .canonical import CanonicalEntity


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
    names = []
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
        names.append(" · ".join(chosen) if chosen else f"topic of {len(members)} papers")
    return names


def topic_id(member_ids: list[str]) -> str:
    """Content-based: a later, incremental build never reuses the id of a different topic."""
    return "t-" + hashlib.sha1("\n".join(sorted(member_ids)).encode("utf-8")).hexdigest()[:12]
