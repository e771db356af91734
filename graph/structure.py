"""The structure of the paper graph: topics (Leiden communities on the similarity, shared-entity,
builds-on and citation links) and PageRank. Every paper is in exactly one topic; the same input
always gives the same topics (fixed seed, sorted inputs). The paper graph lives in igraph (C),
which keeps this fast and small at 100,000 papers.

Its own module, with numpy and igraph only: on large corpora the similarity worker process
computes the structure right after the text similarity, which it keeps (`similar_kept`, then
`structure_after_similarity`), while the main process builds the networkx graph."""
from __future__ import annotations

import os
from collections import defaultdict

import numpy as np

from .topk import tfidf_from_hashes, top_k_similar

MIN_TOPIC_SIZE = 3
SIMILARITY_LINK_WEIGHT = 3.0  # a similarity score weighs 3 times in the paper graph


def similarity_links(similar: list[tuple[int, int, float]]) -> list[tuple[int, int, float]]:
    return [(i, j, SIMILARITY_LINK_WEIGHT * score) for i, j, score in similar]


def paper_structure(n: int, links) -> tuple[list[list[int]], list[float]]:
    """(topics as sorted lists of paper positions, PageRank per paper) of n papers with weighted
    (i, j, w) links, given as a list or an (m, 3) array."""
    if not n:
        return [], []
    g = paper_igraph(n, links)
    groups = detect(g)
    rank = g.pagerank(weights="weight" if g.ecount() else None)
    return groups, list(rank)


_kept_similar: list[tuple[int, int, float]] | None = None  # the similarity worker's last result


def similar_kept(term_hashes: list[bytes], k: int, min_score: float, block_rows: int) -> list[tuple[int, int, float]]:
    """top_k_similar of the papers' TF-IDF rows, in the similarity worker, which keeps the result
    for structure_after_similarity. The worker forks no process: its products may use every core
    (the extraction workers are done by now)."""
    global _kept_similar
    threads = min(len(os.sched_getaffinity(0)), 8) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    _kept_similar = top_k_similar(tfidf_from_hashes(term_hashes), k, min_score, block_rows, threads=threads)
    _give_back_memory()  # the matrix and its products: the build's memory peaks while this worker waits
    return _kept_similar


def structure_after_similarity(n: int, other_links: np.ndarray) -> tuple[list[list[int]], list[float]]:
    """paper_structure(n, similarity_links(similar) + other_links) with the similarity this process
    kept: the same links in the same order, so the same sums of weights and the same topics."""
    global _kept_similar
    if _kept_similar is None:
        raise RuntimeError("structure_after_similarity runs after similar_kept, in the same process")
    similar = np.asarray(similarity_links(_kept_similar), dtype=np.float64).reshape(-1, 3)
    _kept_similar = None
    structure = paper_structure(n, np.concatenate([similar, np.asarray(other_links, dtype=np.float64).reshape(-1, 3)]))
    del similar
    _give_back_memory()
    return structure


def _give_back_memory() -> None:
    """Hand the heap this worker freed back to the system: it may stay alive for the page's layout
    while the main process writes graph.json, and its resident memory counts in the build's."""
    import ctypes
    import gc
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):  # not glibc: nothing to trim
        pass


def paper_igraph(n: int, links):
    """An undirected igraph of n papers; parallel links between two papers add up their weights.
    links: weighted (i, j, w), a list or an (m, 3) array."""
    import igraph
    if len(links):
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
