"""Topics: communities of the paper graph (Leiden on similarity and shared-entity edges), each
named by its most characteristic concepts (class-based TF-IDF). Every paper is in exactly one
topic; the same graph always gives the same topics (fixed seed, sorted inputs)."""
from __future__ import annotations

import hashlib
import math
from collections import Counter, defaultdict

import networkx as nx

from . import schema as S

MIN_TOPIC_SIZE = 3


def paper_graph(graph: nx.MultiDiGraph) -> nx.Graph:
    papers = sorted(n for n, d in graph.nodes(data=True) if d.get("type") == S.PAPER)
    g = nx.Graph()
    g.add_nodes_from(papers)
    for u, v, d in graph.edges(data=True):
        kind = d.get("type")
        if kind == S.SIMILAR_TO:
            w = d.get("score", 0.1) * 3
        elif kind == S.SHARES_ENTITY:
            w = min(d.get("weight", 1.0), 20.0) / 10
        elif kind in (S.BUILDS_ON, S.CITES):
            w = 0.5
        else:
            continue
        if g.has_edge(u, v):
            g[u][v]["weight"] += w
        else:
            g.add_edge(u, v, weight=w)
    return g


def communities(g: nx.Graph, resolution: float = 1.0, seed: int = 42) -> list[list[str]]:
    """Leiden communities (igraph + leidenalg: fast and well-connected), fixed seed."""
    import igraph
    import leidenalg
    nodes = sorted(g.nodes)
    index = {n: i for i, n in enumerate(nodes)}
    edges = sorted((index[u], index[v]) if index[u] < index[v] else (index[v], index[u]) for u, v in g.edges)
    weights = [g[nodes[a]][nodes[b]]["weight"] for a, b in edges]
    ig = igraph.Graph(n=len(nodes), edges=edges)
    ig.es["weight"] = weights
    partition = leidenalg.find_partition(ig, leidenalg.RBConfigurationVertexPartition, weights="weight",
                                         resolution_parameter=resolution, seed=seed, n_iterations=2)
    return [sorted(nodes[i] for i in members) for members in partition]


def detect_topics(graph: nx.MultiDiGraph, resolution: float = 1.0, seed: int = 42) -> list[list[str]]:
    g = paper_graph(graph)
    if g.number_of_nodes() == 0:
        return []
    communities_ = communities(g, resolution, seed)
    big = [c for c in communities_ if len(c) >= MIN_TOPIC_SIZE]
    if not big:
        return [sorted(g.nodes)]
    small = [p for c in communities_ if len(c) < MIN_TOPIC_SIZE for p in c]
    membership = {p: i for i, c in enumerate(big) for p in c}
    # papers of tiny communities join the topic they are most strongly linked to, else the topic
    # whose papers share most of their concepts; the last resort is the largest topic
    concepts_of = _concepts_by_paper(graph)
    topic_concepts = [Counter(c for p in topic for c in concepts_of.get(p, ())) for topic in big]
    for p in sorted(small):
        votes: dict[int, float] = defaultdict(float)
        for q in g.neighbors(p):
            if q in membership:
                votes[membership[q]] += g[p][q]["weight"]
        if not votes:
            for i, counter in enumerate(topic_concepts):
                overlap = sum(counter[c] for c in concepts_of.get(p, ()))
                if overlap:
                    votes[i] = overlap / (1 + len(big[i]))
        target = max(votes, key=lambda i: (votes[i], -i)) if votes else max(range(len(big)), key=lambda i: (len(big[i]), -i))
        big[target].append(p)
        membership[p] = target
    topics = [sorted(t) for t in big]
    topics.sort(key=lambda t: (-len(t), t[0]))
    return topics


def _concepts_by_paper(graph: nx.MultiDiGraph) -> dict[str, list[str]]:
    out: dict[str, list[str]] = defaultdict(list)
    for u, v, d in graph.edges(data=True):
        if d.get("type") in (S.MENTIONS, S.PROPOSES, S.USES, S.INTRODUCES, S.EVALUATES_ON):
            out[u].append(v)
    return out


def name_topics(graph: nx.MultiDiGraph, topics: list[list[str]], terms: int = 3) -> list[str]:
    """c-TF-IDF: a concept characterises a topic when many of its papers mention it and few other topics do."""
    concepts_of = _concepts_by_paper(graph)
    per_topic = []
    for topic in topics:
        counter = Counter()
        for p in topic:
            for c in concepts_of.get(p, ()):
                if graph.nodes[c].get("type") in (S.CONCEPT, S.BENCHMARK, S.METHOD):
                    counter[c] += 1
        per_topic.append(counter)
    spread = Counter(c for counter in per_topic for c in counter)
    names = []
    used: set[str] = set()
    for topic, counter in zip(topics, per_topic):
        scored = []
        for c, tf in counter.items():
            kind = graph.nodes[c].get("type")
            bonus = 1.0 if kind == S.CONCEPT else 0.8
            score = tf / len(topic) * math.log(1 + len(topics) / spread[c]) * bonus
            if tf >= 2 or len(topic) < 6:
                scored.append((score, graph.nodes[c].get("name", c)))
        scored.sort(key=lambda x: (-x[0], x[1]))
        chosen = []
        for _, name in scored:
            low = name.lower()
            if low in used or any(low in c.lower() or c.lower() in low for c in chosen):
                continue
            chosen.append(name)
            if len(chosen) == terms:
                break
        used.update(c.lower() for c in chosen[:1])
        names.append(" · ".join(chosen) if chosen else f"topic of {len(topic)} papers")
    return names


def add_topics(graph: nx.MultiDiGraph) -> int:
    topics = detect_topics(graph)
    names = name_topics(graph, topics)
    for i, (papers, name) in enumerate(zip(topics, names), start=1):
        # content-based id: a later, incremental build never reuses the id of a different topic
        tid = S.node_id(S.TOPIC, "t-" + hashlib.sha1("\n".join(papers).encode("utf-8")).hexdigest()[:12])
        graph.add_node(tid, type=S.TOPIC, name=name, size=len(papers), rank=i)
        for p in papers:
            graph.add_edge(p, tid, key=S.IN_TOPIC, type=S.IN_TOPIC)
            graph.nodes[p]["topic"] = name
    return len(topics)
