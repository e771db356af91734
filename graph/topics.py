"""Topics: communities of the paper graph (Leiden on the similarity, shared-entity, builds-on and
citation links), each named by its most characteristic concepts (class-based TF-IDF). Every
paper is in exactly one topic; the same input always gives the same topics (fixed seed, sorted
inputs). The paper graph lives in igraph (C), which keeps this fast and small at 100,000 papers."""
from __future__ import annotations

import hashlib
import math
from collections import Counter, defaultdict

import numpy as np

from . import schema as S
from .canonical import CanonicalEntity

MIN_TOPIC_SIZE = 3


def paper_igraph(n: int, links: list[tuple[int, int, float]]):
    """An undirected igraph of n papers; parallel links between two papers add up their weights."""
    import igraph
    if links:
        arr = np.asarray(links, dtype=np.float64)
        i, j, w = arr[:, 0].astype(np.int64), arr[:, 1].astype(np.int64), arr[:, 2]
        a, b = np.minimum(i, j), np.maximum(i, j)
        keep = a != b
        pair = a[keep] * n + b[keep]
        unique, inverse = np.unique(pair, return_inverse=True)
        weights = np.bincount(inverse, weights=w[keep])
        edges = list(zip((unique // n).tolist(), (unique % n).tolist()))  # 2.5x faster than a 2-D array's tolist()
    else:
        edges, weights = [], np.empty(0)
    g = igraph.Graph(n=n, edges=edges)
    g.es["weight"] = weights.tolist()
    return g


def detect(g, resolution: float = 1.0, seed: int = 42) -> list[list[int]]:
    """Leiden communities (igraph's C implementation, modularity objective, seeded), tiny ones
    merged into the topic they are most strongly linked to."""
    import random

    import igraph
    n = g.vcount()
    if n == 0:
        return []
    igraph.set_random_number_generator(random.Random(seed))
    try:
        clustering = g.community_leiden(objective_function="modularity", weights="weight" if g.ecount() else None,
                                        resolution=resolution, n_iterations=4)
    finally:
        igraph.set_random_number_generator(random)
    groups = [sorted(members) for members in clustering]
    big = [c for c in groups if len(c) >= MIN_TOPIC_SIZE]
    if not big:
        return [list(range(n))]
    topic_of = np.full(n, -1, dtype=np.int64)
    for t, members in enumerate(big):
        topic_of[members] = t
    largest = max(range(len(big)), key=lambda t: (len(big[t]), -t))
    small = sorted(p for c in groups if len(c) < MIN_TOPIC_SIZE for p in c)
    weights = g.es["weight"] if g.ecount() else []
    for p in small:
        votes: dict[int, float] = defaultdict(float)
        for e in g.incident(p):
            q = g.es[e].target if g.es[e].source == p else g.es[e].source
            if topic_of[q] >= 0:
                votes[int(topic_of[q])] += weights[e]
        target = max(votes, key=lambda t: (votes[t], -t)) if votes else largest
        big[target].append(p)
        topic_of[p] = target
    topics = [sorted(t) for t in big]
    topics.sort(key=lambda t: (-len(t), t[0]))
    return topics


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
