"""Analyse stage: topics of papers, and the importance of every node (degree; PageRank on the
paper graph), stored as properties used for sizing, ranking and the page's display budget."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import schema as S
from .canonical import CanonicalEntity
from .topics import name_topics, topic_id

if TYPE_CHECKING:
    import networkx as nx


def analyse(graph: nx.MultiDiGraph, paper_ids: list[str], entities: list[CanonicalEntity],
            structure: tuple[list[list[int]], list[float]]) -> None:
    """paper_ids: the Paper node ids in input order; structure: graph.structure.paper_structure of
    the links between them (topics as lists of positions in paper_ids, PageRank per paper)."""
    groups, rank = structure
    if paper_ids:
        keys = [pid.split(":", 1)[1] for pid in paper_ids]
        names = name_topics(groups, keys, entities)
        for position, (members, name) in enumerate(zip(groups, names), start=1):
            tid = S.node_id(S.TOPIC, topic_id([keys[p] for p in members]))
            graph.add_node(tid, type=S.TOPIC, name=name, size=len(members), rank=position)
            for p in members:
                graph.add_edge(paper_ids[p], tid, key=S.IN_TOPIC, type=S.IN_TOPIC)
                graph.nodes[paper_ids[p]]["topic"] = name
    succ, pred, nodes = graph._succ, graph._pred, graph._node
    for node, data in nodes.items():
        data["degree"] = sum(map(len, succ[node].values())) + sum(map(len, pred[node].values()))
    scale = len(paper_ids)
    for node, value in zip(paper_ids, rank):
        nodes[node]["pagerank"] = round(value * scale, 4)
