"""The researcher's commands over a built graph (graph.json): stats, similar, show, export."""
from __future__ import annotations

import csv
import math
import os
import re
from collections import Counter, defaultdict

import networkx as nx

from . import schema as S
from .export import read_json
from .text import name_key, phrase_key

ENTITY_LIKE = (S.METHOD, S.BENCHMARK, S.CONCEPT, S.AUTHOR, S.TOPIC, S.VENUE)


class ExploreError(Exception):
    pass


def load(out_dir: str) -> nx.MultiDiGraph:
    path = os.path.join(out_dir, "graph.json")
    if not os.path.exists(path):
        raise ExploreError(f"no graph in {out_dir}/ (graph.json missing): run `graph build --out {out_dir}` first")
    return read_json(path)


def _by_type(graph) -> dict[str, list[str]]:
    out = defaultdict(list)
    for n, d in graph.nodes(data=True):
        out[d.get("type")].append(n)
    return out


def stats(graph: nx.MultiDiGraph, top: int = 10) -> dict:
    nodes = Counter(d.get("type") for _, d in graph.nodes(data=True))
    edges = Counter(d.get("type") for _, _, d in graph.edges(data=True))

    def top_of(kind):
        items = [(d.get("paper_count", 0), d.get("name", n)) for n, d in graph.nodes(data=True) if d.get("type") == kind]
        items.sort(key=lambda x: (-x[0], x[1].lower()))
        return [{"name": name, "papers": c} for c, name in items[:top]]

    topics = [{"name": d.get("name"), "size": d.get("size", 0)} for _, d in graph.nodes(data=True) if d.get("type") == S.TOPIC]
    topics.sort(key=lambda t: (-t["size"], t["name"]))
    years = Counter(d.get("year") for _, d in graph.nodes(data=True) if d.get("type") == S.PAPER and d.get("year"))
    return {"nodes": dict(sorted(nodes.items())), "edges": dict(sorted(edges.items())), "topics": topics,
            "top_benchmarks": top_of(S.BENCHMARK), "top_methods": top_of(S.METHOD), "top_concepts": top_of(S.CONCEPT),
            "years": dict(sorted(years.items()))}


# --- similar -------------------------------------------------------------------------------

def find_paper(graph: nx.MultiDiGraph, query: str) -> str | None:
    """A paper by node id, record id, exact title, the name of its main contribution, or title words."""
    q = query.strip()
    if q in graph and graph.nodes[q].get("type") == S.PAPER:
        return q
    if S.node_id(S.PAPER, q) in graph:
        return S.node_id(S.PAPER, q)
    papers = [(n, d) for n, d in graph.nodes(data=True) if d.get("type") == S.PAPER]
    low = q.lower()
    for n, d in papers:
        if str(d.get("title", "")).lower() == low:
            return n
    key = name_key(q)
    for n, d in papers:
        if d.get("primary") and name_key(d["primary"]) == key:
            return n
    hits = [n for n, d in papers if low in str(d.get("title", "")).lower()]
    return sorted(hits)[0] if len(hits) >= 1 and len(low) >= 4 else None


def _entities_of(graph, paper) -> dict[str, str]:
    return {v: graph.nodes[v].get("name", v) for _, v, d in graph.out_edges(paper, data=True)
            if d.get("type") in (S.PROPOSES, S.USES, S.INTRODUCES, S.EVALUATES_ON, S.MENTIONS)}


def similar(graph: nx.MultiDiGraph, query: str, k: int = 10) -> dict:
    """The k papers most similar to a paper (or to free text), by TF-IDF cosine over the corpus."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    import numpy as np

    papers = sorted(n for n, d in graph.nodes(data=True) if d.get("type") == S.PAPER)
    if not papers:
        raise ExploreError("the graph has no papers")
    texts = [f"{graph.nodes[p].get('title', '')}. {graph.nodes[p].get('abstract', '')}" for p in papers]
    target = find_paper(graph, query)
    vectorizer = TfidfVectorizer(stop_words="english", sublinear_tf=True, min_df=1, dtype=np.float32,
                                 token_pattern=r"(?u)\b[A-Za-z][A-Za-z0-9\-]+\b")
    matrix = vectorizer.fit_transform(texts)
    if target is not None:
        vector = matrix[papers.index(target)]
    else:
        vector = vectorizer.transform([query])
        if vector.nnz == 0:
            raise ExploreError(f"nothing in the corpus matches {query!r} (no paper title, name or known word)")
    scores = (matrix @ vector.T).toarray().ravel()
    order = np.argsort(-scores, kind="stable")
    own = _entities_of(graph, target) if target else {}
    results = []
    for i in order:
        p = papers[i]
        if p == target or scores[i] <= 0:
            continue
        shared = sorted(own[e] for e in set(own) & set(_entities_of(graph, p))) if target else []
        results.append({"id": p, "title": graph.nodes[p].get("title"), "score": round(float(scores[i]), 4), "shared": shared})
        if len(results) == k:
            break
    return {"query": query, "matched_paper": graph.nodes[target].get("title") if target else None,
            "matched_id": target, "results": results}


# --- show ----------------------------------------------------------------------------------

def find_entity(graph: nx.MultiDiGraph, name: str) -> list[str]:
    q = name.strip()
    if q in graph:
        return [q]
    keys = {name_key(q), phrase_key(q)}
    exact, fuzzy = [], []
    for n, d in graph.nodes(data=True):
        if d.get("type") not in ENTITY_LIKE:
            continue
        names = [d.get("name", "")] + list(d.get("aliases") or [])
        if any(x.lower() == q.lower() for x in names):
            exact.append(n)
        elif any(name_key(x) in keys or phrase_key(x) in keys for x in names if x):
            fuzzy.append(n)
    order = [S.METHOD, S.BENCHMARK, S.CONCEPT, S.TOPIC, S.AUTHOR, S.VENUE]
    rank = lambda n: (order.index(graph.nodes[n]["type"]), -graph.degree(n), n)  # noqa: E731
    return sorted(exact, key=rank) or sorted(fuzzy, key=rank)


def show(graph: nx.MultiDiGraph, name: str) -> dict:
    found = find_entity(graph, name)
    if not found:
        raise ExploreError(f"no method, benchmark, concept, author, topic or venue named {name!r}")
    node = found[0]
    d = graph.nodes[node]
    papers = []
    for u, v, e in list(graph.in_edges(node, data=True)) + list(graph.out_edges(node, data=True)):
        other = u if v == node else v
        if graph.nodes[other].get("type") == S.PAPER:
            od = graph.nodes[other]
            papers.append({"id": other, "title": od.get("title"), "year": od.get("year"), "role": e.get("type")})
    role_order = {S.PROPOSES: 0, S.INTRODUCES: 0, S.WROTE: 0, S.USES: 1, S.EVALUATES_ON: 1, S.MENTIONS: 2}
    papers.sort(key=lambda p: (role_order.get(p["role"], 3), -(p["year"] or 0), str(p["title"]).lower()))
    return {"id": node, "type": d.get("type"), "name": d.get("name"), "aliases": list(d.get("aliases") or []),
            "papers": papers, "also_matching": [graph.nodes[n].get("name") + f" ({graph.nodes[n]['type']})" for n in found[1:6]]}


# --- export --------------------------------------------------------------------------------

def _scalar_graph(graph: nx.MultiDiGraph) -> nx.MultiDiGraph:
    """GraphML/GEXF hold scalars only: lists become '; '-joined strings, None is dropped."""
    out = nx.MultiDiGraph()
    for n, d in graph.nodes(data=True):
        out.add_node(n, **{k: _scalar(v) for k, v in d.items() if v is not None})
    for u, v, key, d in graph.edges(keys=True, data=True):
        out.add_edge(u, v, key=key, **{k: _scalar(x) for k, x in d.items() if x is not None})
    return out


def _scalar(value):
    if isinstance(value, (list, tuple)):
        return "; ".join(str(v) for v in value)
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float, str)):
        return value
    return str(value)


def export(graph: nx.MultiDiGraph, fmt: str, target: str) -> list[str]:
    if fmt == "graphml":
        nx.write_graphml(_scalar_graph(graph), target, encoding="utf-8")
        return [target]
    if fmt == "gexf":
        nx.write_gexf(_scalar_graph(graph), target, encoding="utf-8")
        return [target]
    if fmt == "csv":
        return export_csv(graph, target)
    raise ExploreError(f"unknown format {fmt!r} (graphml, gexf, csv)")


_ARRAY_PROPS = {"aliases", "authors", "categories", "shared"}


def _csv_type(key: str, values) -> str:
    if key in _ARRAY_PROPS:
        return "string[]"
    sample = next((v for v in values if v is not None), None)
    if isinstance(sample, bool):
        return "boolean"
    if isinstance(sample, int):
        return "long"
    if isinstance(sample, float):
        return "double"
    return "string"


def export_csv(graph: nx.MultiDiGraph, folder: str) -> list[str]:
    """One nodes file per label and one relationships file per type, with the header syntax of
    `neo4j-admin database import full` (:ID, :LABEL, :START_ID, :END_ID, :TYPE, typed columns,
    arrays joined with ';')."""
    os.makedirs(folder, exist_ok=True)
    written = []
    by_label: dict[str, list[tuple[str, dict]]] = defaultdict(list)
    for n, d in graph.nodes(data=True):
        by_label[d.get("type")].append((n, d))
    for label, items in sorted(by_label.items()):
        keys = sorted({k for _, d in items for k in d if k not in ("type", "id")})
        header = ["id:ID", ":LABEL"] + [f"{k}:{_csv_type(k, [d.get(k) for _, d in items])}" for k in keys]
        path = os.path.join(folder, f"nodes_{label}.csv")
        with open(path, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(header)
            for n, d in sorted(items):
                w.writerow([n, label] + [_csv_value(d.get(k)) for k in keys])
        written.append(path)
    by_type: dict[str, list[tuple[str, str, dict]]] = defaultdict(list)
    for u, v, d in graph.edges(data=True):
        by_type[d.get("type")].append((u, v, d))
    for rel, items in sorted(by_type.items()):
        keys = sorted({k for _, _, d in items for k in d if k not in ("type", "key")})
        header = [":START_ID", ":END_ID", ":TYPE"] + [f"{k}:{_csv_type(k, [d.get(k) for _, _, d in items])}" for k in keys]
        path = os.path.join(folder, f"relationships_{rel}.csv")
        with open(path, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(header)
            for u, v, d in sorted(items, key=lambda x: (x[0], x[1])):
                w.writerow([u, v, rel] + [_csv_value(d.get(k)) for k in keys])
        written.append(path)
    return written


def _csv_value(value):
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        return ";".join(str(v).replace(";", ",") for v in value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return value


def import_command(files: list[str], database: str = "neo4j") -> str:
    nodes = " ".join(f"--nodes={f}" for f in files if os.path.basename(f).startswith("nodes_"))
    rels = " ".join(f"--relationships={f}" for f in files if os.path.basename(f).startswith("relationships_"))
    return f"neo4j-admin database import full {database} --overwrite-destination {nodes} {rels}"
