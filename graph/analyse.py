"""Analyse stage: topics of papers, and the importance of every node (degree; PageRank on the
paper graph), stored as properties used for sizing, ranking and the page's display budget."""
from __future__ import annotations

import networkx as nx

from . import schema as S
from .canonical import CanonicalEntity
from .topics import detect, name_topics, paper_igraph, topic_id


def analyse(graph: nx.MultiDiGraph, paper_ids: list[str], paper_links: list[tuple[int, int, float]],
            entities: list[CanonicalEntity], topics: bool = True) -> None:
    """paper_ids: the Paper node ids in input order; paper_links: weighted (i, j, w) links between them."""
    g = paper_igraph(len(paper_ids), paper_links)
    if topics and paper_ids:
        groups = detect(g)
        keys = [pid.split(":", 1)[1] for pid in paper_ids]
        names = name_topics(groups, keys, entities)
        for rank, (members, name) in enumerate(zip(groups, names), start=1):
            tid = S.node_id(S.TOPIC, topic_id([keys[p] for p in members]))
            graph.add_node(tid, type=S.TOPIC, name=name, size=len(members), rank=rank)
            for p in members:
                graph.add_edge(paper_ids[p], tid, key=S.IN_TOPIC, type=S.IN_TOPIC)
                graph.nodes[paper_ids[p]]["topic"] = name
    succ, pred, nodes = graph._succ, graph._pred, graph._node
    for node, data in nodes.items():
        data["degree"] = sum(map(len, succ[node].values())) + sum(map(len, pred[node].values()))
    if paper_ids:
        rank = g.pagerank(weights="weight" if g.ecount() else None)
        scale = len(paper_ids)
        for node, value in zip(paper_ids, rank):
            graph.nodes[node]["pagerank"] = round(value * scale, 4)
