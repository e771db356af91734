"""Analyse stage: importance of every node, stored as properties (used for sizing and ranking)."""
from __future__ import annotations

import networkx as nx

from . import schema as S


def analyse(graph: nx.MultiDiGraph, topics: bool = True) -> None:
    if topics:
        from .topics import add_topics
        add_topics(graph)
    degree = dict(graph.degree())
    for node, value in degree.items():
        graph.nodes[node]["degree"] = value
    papers = [n for n, d in graph.nodes(data=True) if d.get("type") == S.PAPER]
    paper_graph = nx.Graph()
    paper_graph.add_nodes_from(papers)
    for u, v, d in graph.edges(data=True):
        if d.get("type") in S.PAPER_TO_PAPER:
            w = d.get("score") or (min(d.get("weight", 1.0), 10.0) / 10.0) or 1.0
            if paper_graph.has_edge(u, v):
                paper_graph[u][v]["weight"] += w
            else:
                paper_graph.add_edge(u, v, weight=w)
    if paper_graph.number_of_nodes():
        try:
            rank = nx.pagerank(paper_graph, weight="weight", max_iter=200, tol=1e-8)
        except nx.PowerIterationFailedConvergence:
            rank = {n: 1.0 / paper_graph.number_of_nodes() for n in paper_graph}
        scale = paper_graph.number_of_nodes()
        for node, value in rank.items():
            graph.nodes[node]["pagerank"] = round(value * scale, 4)
