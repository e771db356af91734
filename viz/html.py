"""The graph page: a self-contained pyvis/vis-network HTML file that works offline.

The layout is computed here (networkx), so the browser does no physics and the page is
interactive at once. Above a display budget only the most important nodes are drawn and the
page says what was left out. Every piece of input text reaches the page as JSON data and is
put into the DOM with textContent by the page's script, never as markup.
"""
from __future__ import annotations

import heapq
import json
import math
import os
from collections import Counter
from dataclasses import dataclass

import networkx as nx
import pyvis
from jinja2 import Environment, FileSystemLoader
from pyvis.network import Network

from graph import schema as S

TEMPLATE_DIR = os.path.join(os.path.dirname(__file__), "templates")
VIS_DIR = os.path.join(os.path.dirname(pyvis.__file__), "lib", "vis-9.1.2")

NODE_STYLE = {  # colour, shape
    S.PAPER: ("#4C78A8", "dot"),
    S.METHOD: ("#F58518", "diamond"),
    S.BENCHMARK: ("#54A24B", "square"),
    S.CONCEPT: ("#B279A2", "triangle"),
    S.AUTHOR: ("#9D9DA1", "star"),
    S.VENUE: ("#72B7B2", "hexagon"),
    S.TOPIC: ("#E45756", "box"),
}
EDGE_STYLE = {  # colour, dashes, arrows, width
    S.SIMILAR_TO: ("#7FA6D6", False, "", 1.5),
    S.SHARES_ENTITY: ("#C9B38A", [4, 4], "", 1.0),
    S.BUILDS_ON: ("#D62728", False, "to", 2.0),
    S.CITES: ("#333333", False, "to", 1.5),
    S.PROPOSES: ("#F58518", False, "to", 1.5),
    S.USES: ("#F8C08C", False, "", 0.6),
    S.INTRODUCES: ("#54A24B", False, "to", 1.5),
    S.EVALUATES_ON: ("#A6D49F", False, "", 0.6),
    S.MENTIONS: ("#D9C3D3", False, "", 0.5),
    S.WROTE: ("#CCCCCC", False, "", 0.5),
    S.PUBLISHED_IN: ("#B5DCD9", False, "", 0.5),
    S.IN_TOPIC: ("#F2B8B7", False, "", 0.5),
}
# drawn but unchecked at first: they connect everything to a few hubs and hide the structure
DEFAULT_HIDDEN_EDGES = (S.IN_TOPIC, S.PUBLISHED_IN, S.WROTE)
TOPIC_PALETTE = ["#4C78A8", "#F58518", "#54A24B", "#E45756", "#72B7B2", "#EECA3B", "#B279A2", "#FF9DA6",
                 "#9D755D", "#BAB0AC", "#1F77B4", "#2CA02C", "#9467BD", "#8C564B", "#17BECF", "#BCBD22"]


@dataclass
class HtmlOptions:
    max_nodes: int = 1500
    title: str = "citegraph"
    layout_iterations: int = 60


@dataclass
class PagePlan:
    """What the page shows: the chosen nodes and the shown part of the graph."""
    shown: set[str]
    sub: nx.MultiDiGraph


def plan_page(graph: nx.MultiDiGraph, options: HtmlOptions | None = None) -> PagePlan:
    options = options or HtmlOptions()
    shown = select_nodes(graph, options.max_nodes)
    return PagePlan(shown, _shown_subgraph(graph, shown))


def layout_input(plan: PagePlan) -> nx.MultiDiGraph:
    """The shown part with only what `layout` reads (node types and topic sizes, edge types and
    scores), in the same order: small enough to send to another process, the same map."""
    sub = plan.sub
    light = nx.MultiDiGraph()
    light.add_nodes_from((n, {k: d[k] for k in ("type", "size") if k in d}) for n, d in sub.nodes(data=True))
    light.add_edges_from((u, v, key, {k: d[k] for k in ("type", "score") if k in d})
                         for u, v, key, d in sub.edges(keys=True, data=True))
    return light


def write_html(graph: nx.MultiDiGraph, path: str, options: HtmlOptions | None = None,
               known_counts: dict | None = None, plan: PagePlan | None = None,
               positions: dict[str, tuple[float, float]] | None = None) -> dict:
    """Write the page; returns figures about it (nodes drawn, nodes left out, bytes).
    known_counts: the graph's node_counts and edge_counts by type, when already made (graph.export.write_json);
    plan and positions: plan_page(graph, options) and the layout of its layout_input, when already made
    (the CLI lays the page out in a worker process while it writes graph.json)."""
    options = options or HtmlOptions()
    plan = plan or plan_page(graph, options)
    shown, sub = plan.shown, plan.sub
    if positions is None:
        positions = layout(sub, options.layout_iterations)
    net = Network(height="100%", width="100%", directed=True, cdn_resources="in_line")
    topics = _topic_colours(graph)
    for node in sorted(sub.nodes, key=lambda n: (sub.nodes[n].get("type", ""), n)):
        _add_node(net, node, graph.nodes[node], positions[node], topics, graph)
    for u, v, data in sorted(sub.edges(data=True), key=lambda e: (e[0], e[1], e[2].get("type", ""))):
        _add_edge(net, u, v, data)
    counts = known_counts["node_counts"] if known_counts else S.node_type_counts(graph)
    edge_counts = known_counts["edge_counts"] if known_counts else S.edge_type_counts(graph)
    left_out = graph.number_of_nodes() - len(shown)
    page_data = {
        "nodes": net.nodes,
        "edges": net.edges,
        "legend": {"nodes": [{"type": t, "colour": NODE_STYLE[t][0], "shape": NODE_STYLE[t][1], "count": counts.get(t, 0)}
                             for t in S.LABELS if counts.get(t)],
                   "edges": [{"type": t, "colour": EDGE_STYLE[t][0], "dashed": bool(EDGE_STYLE[t][1]),
                              "count": edge_counts.get(t, 0)} for t in S.REL_TYPES if edge_counts.get(t)]},
        "stats": _stats(graph, counts, edge_counts),
        "truncated": {"shown": len(shown), "total": graph.number_of_nodes(), "left_out": left_out,
                      "shown_by_type": dict(sorted(Counter(graph.nodes[n].get("type") for n in shown).items()))},
        "title": options.title,
        "hidden_edges": [t for t in DEFAULT_HIDDEN_EDGES if edge_counts.get(t)],
    }
    rendered = _render(page_data, options)
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(rendered)
    return {"nodes_shown": len(shown), "nodes_left_out": left_out, "edges_shown": len(net.edges),
            "bytes": len(rendered.encode("utf-8")), "node_counts": counts, "edge_counts": edge_counts}


def _shown_subgraph(graph: nx.MultiDiGraph, shown: set[str]) -> nx.MultiDiGraph:
    """A concrete copy of the shown part, nodes and edges in the graph's order. (graph.subgraph(shown)
    iterates the set `shown` when it is smaller than the graph: its order, and so the layout computed
    from it, would change from run to run with Python's string hashing.)"""
    sub = nx.MultiDiGraph()
    order = [n for n in graph._node if n in shown]
    sub.add_nodes_from((n, graph._node[n]) for n in order)
    sub.add_edges_from((u, v, key, data) for u in order for v, keydict in graph._succ[u].items() if v in shown
                       for key, data in keydict.items())
    return sub


# --- choosing what to draw -------------------------------------------------------------------

def importance(graph: nx.MultiDiGraph, node: str) -> float:
    data = graph.nodes[node]
    kind = data.get("type")
    if kind == S.PAPER:
        return data.get("pagerank", 1.0) + 0.1 * math.log1p(data.get("degree", 0))
    if kind == S.TOPIC:
        return 1e6 + data.get("size", 0)
    if kind in (S.METHOD, S.BENCHMARK, S.CONCEPT):
        return data.get("paper_count", 1) * (1.5 if kind != S.CONCEPT else 1.0)
    return 0.5 * math.log1p(data.get("degree", 0))


def select_nodes(graph: nx.MultiDiGraph, budget: int) -> set[str]:
    """All nodes when they fit; else topics, then the most important papers and shared entities."""
    if graph.number_of_nodes() <= budget:
        return set(graph.nodes)
    by_type: dict[str, list[str]] = {}
    for node, data in graph._node.items():
        by_type.setdefault(data.get("type"), []).append(node)
    for kind in (S.TOPIC, S.PAPER):  # the kinds ranked on their own; entities are chosen by the shown papers
        # only the best `budget` of each kind can be shown: select them without sorting everything
        by_type[kind] = heapq.nsmallest(budget, by_type.get(kind, []), key=lambda n: (-importance(graph, n), n))
    shown: set[str] = set(by_type.get(S.TOPIC, [])[: budget // 10])
    paper_budget = int((budget - len(shown)) * 0.6)
    shown.update(by_type.get(S.PAPER, [])[:paper_budget])
    rest = budget - len(shown)
    # entities that connect the papers on the page: how many shown papers each one links
    linked: dict[str, int] = {}
    for paper in by_type.get(S.PAPER, [])[:paper_budget]:
        for entity in graph._succ[paper]:
            if graph._node[entity].get("type") in (S.METHOD, S.BENCHMARK, S.CONCEPT):
                linked[entity] = linked.get(entity, 0) + 1
    entities = [n for n, count in linked.items() if count >= 2]
    entities = heapq.nsmallest(rest, entities, key=lambda n: (-linked[n], -importance(graph, n), n))
    shown.update(entities)
    if len(shown) < budget:  # few shared entities: fill the budget with the next most important nodes
        rest_nodes = heapq.nsmallest(budget - len(shown), (n for n in graph._node if n not in shown),
                                     key=lambda n: (-importance(graph, n), n))
        shown.update(rest_nodes)
    return shown


LAYOUT_WEIGHTS = {S.SIMILAR_TO: 3.0, S.SHARES_ENTITY: 1.0, S.BUILDS_ON: 1.0, S.CITES: 1.0, S.IN_TOPIC: 0.8,
                  S.PROPOSES: 1.0, S.USES: 1.0, S.INTRODUCES: 1.0, S.EVALUATES_ON: 1.0, S.MENTIONS: 0.8}


def _force_layout(simple: nx.Graph, start: dict, iterations: int) -> dict[str, tuple[float, float]]:
    """Fruchterman-Reingold from the given start positions, in igraph's C implementation (ten
    times faster than networkx's on a page's ~1,500 nodes), seeded, scaled into [-1, 1]."""
    import random

    import igraph as ig
    import numpy as np
    nodes = list(simple.nodes)
    index = {n: i for i, n in enumerate(nodes)}
    g = ig.Graph(n=len(nodes), edges=[(index[u], index[v]) for u, v in simple.edges()])
    state = random.getstate()
    random.seed(7)  # igraph draws from Python's generator: same graph, same map
    try:
        coords = g.layout_fruchterman_reingold(weights=[d["weight"] for _, _, d in simple.edges(data=True)],
                                               seed=[list(start[n]) for n in nodes], niter=iterations * 8,
                                               grid=False).coords
    finally:
        random.setstate(state)
    xy = np.asarray(coords, dtype=float)
    xy -= xy.mean(axis=0)
    span = float(np.abs(xy).max()) or 1.0
    return {n: (x / span, y / span) for n, (x, y) in zip(nodes, xy.tolist())}


def layout(graph: nx.MultiDiGraph, iterations: int) -> dict[str, tuple[float, float]]:
    """A map computed once in Python, seeded (the same graph gives the same map).

    Papers and topics are laid out by force (paper-paper links; starting from topics on a
    circle, each paper near its topic). An entity several papers share sits at the centre of its
    papers; what belongs to a single paper (its own methods and concepts, its authors) is placed
    around that paper like petals, so the map stays readable and each paper's details sit next to it."""
    if graph.number_of_nodes() == 0:
        return {}
    kind = {n: d.get("type") for n, d in graph.nodes(data=True)}
    papers_of: dict[str, list[str]] = {}
    for u, v in graph.edges():
        for a, b in ((u, v), (v, u)):
            if kind[a] != S.PAPER and kind[b] == S.PAPER:
                papers_of.setdefault(a, []).append(b)
    core = {n for n in graph.nodes if kind[n] in (S.PAPER, S.TOPIC)}
    simple = nx.Graph()
    simple.add_nodes_from(sorted(core))
    for u, v, d in graph.edges(data=True):
        if u in core and v in core and u != v:
            w = LAYOUT_WEIGHTS.get(d.get("type"), 0.3) * (d.get("score", 0.3) / 0.3 if d.get("type") == S.SIMILAR_TO else 1.0)
            if simple.has_edge(u, v):
                simple[u][v]["weight"] += w
            else:
                simple.add_edge(u, v, weight=w)
    topics = sorted((n for n in core if kind[n] == S.TOPIC), key=lambda t: (-graph.nodes[t].get("size", 0), t))
    start: dict[str, tuple[float, float]] = {}
    for i, t in enumerate(topics):
        angle = 2 * math.pi * i / max(len(topics), 1)
        start[t] = (math.cos(angle), math.sin(angle))
    topic_of = {u: v for u, v, d in graph.edges(data=True) if d.get("type") == S.IN_TOPIC}
    for n in sorted(core):
        if n in start:
            continue
        anchor = topic_of.get(n) if kind[n] == S.PAPER else None
        ax, ay = start.get(anchor, (0.0, 0.0))
        jx, jy = _jitter(n)
        start[n] = (ax * 0.8 + 0.35 * jx, ay * 0.8 + 0.35 * jy)
    n_core = max(simple.number_of_nodes(), 1)
    pos = _force_layout(simple, start, iterations) if simple.number_of_nodes() > 1 else {n: (0.0, 0.0) for n in simple}
    scale = 260 * math.sqrt(n_core)
    out = {n: (float(x) * scale, float(y) * scale) for n, (x, y) in pos.items()}
    # topics at the centre of their papers
    for t in topics:
        members = [u for u, v in topic_of.items() if v == t and u in out]
        if members:
            out[t] = (sum(out[m][0] for m in members) / len(members), sum(out[m][1] for m in members) / len(members))
    # petals: nodes of a single paper around it; others at the centre of their papers
    petals: dict[str, list[str]] = {}
    for n in sorted(graph.nodes):
        if n in out:
            continue
        owners = sorted(set(papers_of.get(n, ())) & set(out))
        if len(owners) == 1:
            petals.setdefault(owners[0], []).append(n)
        elif owners:
            xs = [out[o][0] for o in owners]
            ys = [out[o][1] for o in owners]
            jx, jy = _jitter(n)
            out[n] = (sum(xs) / len(xs) + 25 * jx, sum(ys) / len(ys) + 25 * jy)
        else:
            jx, jy = _jitter(n)
            out[n] = (scale * 1.1 * jx, scale * 1.1 * jy)
    for paper, items in petals.items():
        px, py = out[paper]
        radius = 45 + 6 * len(items)
        offset = _jitter(paper)[0] * math.pi
        for i, n in enumerate(items):
            angle = offset + 2 * math.pi * i / len(items)
            out[n] = (px + radius * math.cos(angle), py + radius * math.sin(angle))
    return out


def _jitter(node: str) -> tuple[float, float]:
    """A deterministic pseudo-random direction per node id."""
    import hashlib
    h = hashlib.md5(node.encode("utf-8")).digest()
    angle = int.from_bytes(h[:4], "little") / 2**32 * 2 * math.pi
    r = 0.3 + 0.7 * int.from_bytes(h[4:8], "little") / 2**32
    return r * math.cos(angle), r * math.sin(angle)


# --- nodes and edges ----------------------------------------------------------------------

def _topic_colours(graph: nx.MultiDiGraph) -> dict[str, str]:
    topics = sorted((n for n, d in graph.nodes(data=True) if d.get("type") == S.TOPIC),
                    key=lambda n: (-graph.nodes[n].get("size", 0), n))
    return {t: TOPIC_PALETTE[i % len(TOPIC_PALETTE)] for i, t in enumerate(topics)}


def _short(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _add_node(net: Network, node: str, data: dict, position, topics: dict[str, str], graph) -> None:
    kind = data.get("type", "")
    colour, shape = NODE_STYLE.get(kind, ("#888888", "dot"))
    topic = None
    if kind == S.PAPER:
        topic = next((v for _, v, d in graph.out_edges(node, data=True) if d.get("type") == S.IN_TOPIC), None)
        if topic in topics:
            colour = topics[topic]
        size = 8 + 14 * math.sqrt(min(data.get("pagerank", 1.0), 9.0) / 9.0) + 2 * math.log1p(data.get("degree", 0)) / 3
        label = _short(data.get("title", ""), 40)
        details = {
            "title": data.get("title", ""), "abstract": data.get("abstract", ""),
            "year": data.get("year"), "venue": data.get("venue"), "url": data.get("url"),
            "code_url": data.get("code_url"), "authors": (data.get("authors") or [])[:12],
            "source": f"{data.get('source_file')} #{data.get('source_index')}",
            "primary": data.get("primary"),
            "methods": _neighbour_names(graph, node, (S.PROPOSES, S.USES)),
            "benchmarks": _neighbour_names(graph, node, (S.INTRODUCES, S.EVALUATES_ON)),
            "concepts": _neighbour_names(graph, node, (S.MENTIONS,)),
            "topic": graph.nodes[topic].get("name") if topic else None,
        }
    else:
        count = data.get("paper_count") or data.get("size") or 1
        size = 6 + 5 * math.log1p(count) if kind != S.TOPIC else 20 + 4 * math.log1p(count)
        label = _short(_display_name(data), 60 if kind == S.TOPIC else 32)
        details = {"name": data.get("name", ""), "aliases": (data.get("aliases") or [])[:12], "papers": count,
                   "papers_list": _paper_titles(graph, node)}
    shared = kind in (S.METHOD, S.BENCHMARK, S.CONCEPT) and (data.get("paper_count") or 0) >= 2
    font_size = {S.PAPER: 30, S.TOPIC: 60}.get(kind, 20 if shared else 13)
    net.add_node(node, label=label, shape=shape, color=colour, size=round(size, 1), x=round(position[0], 1),
                 y=round(position[1], 1), kind=kind, details=details, search=_search_terms(data),
                 font={"size": font_size}, physics=False)


def _display_name(data: dict) -> str:
    name = data.get("name", "")
    aliases = data.get("aliases") or []
    acronym = next((a for a in aliases if len(a) <= 12 and any(c.isupper() for c in a[1:])), None)
    return acronym if len(name) > 28 and acronym else name


def _search_terms(data: dict) -> list[str]:
    terms = [data.get("title") or data.get("name") or ""]
    terms += list(data.get("aliases") or [])
    if data.get("primary"):
        terms.append(data["primary"])
    return [t for t in terms if t][:16]


def _neighbour_names(graph, node, types) -> list[dict]:
    out = []
    for _, v, d in graph.out_edges(node, data=True):
        if d.get("type") in types:
            out.append({"id": v, "name": graph.nodes[v].get("name", v), "role": d.get("type")})
    return sorted(out, key=lambda x: (x["role"], x["name"].lower()))


def _paper_titles(graph, node, limit: int = 25) -> list[dict]:
    """The papers of an entity: those that propose or introduce it first, then by title."""
    nodes = graph._node
    candidates = ((u, d.get("type")) for u, keydict in graph._pred[node].items() if nodes[u].get("type") == S.PAPER
                  for d in keydict.values())
    best = heapq.nsmallest(limit, candidates, key=lambda x: (x[1] not in (S.PROPOSES, S.INTRODUCES),
                                                               str(nodes[x[0]].get("title", x[0])).lower()))
    return [{"id": u, "name": _short(nodes[u].get("title", u), 90), "role": role} for u, role in best]


def _add_edge(net: Network, u: str, v: str, data: dict) -> None:
    kind = data.get("type", "")
    colour, dashes, arrows, width = EDGE_STYLE.get(kind, ("#BBBBBB", False, "", 0.5))
    if kind == S.SIMILAR_TO:
        width = 0.5 + 4 * data.get("score", 0.1)
    elif kind == S.SHARES_ENTITY:
        width = 0.5 + min(data.get("weight", 1.0), 20.0) / 6
    info = {"type": kind}
    for k in ("score", "weight", "shared", "via"):
        if k in data:
            info[k] = data[k]
    net.add_edge(u, v, color=colour, dashes=dashes, arrows=arrows, width=round(width, 2), kind=kind, info=info)


def _stats(graph, counts, edge_counts) -> dict:
    ranked = {S.BENCHMARK: [], S.METHOD: [], S.CONCEPT: []}
    topics = []
    for d in graph._node.values():  # one pass over the nodes
        kind = d.get("type")
        if kind in ranked:
            ranked[kind].append((d.get("paper_count", 0), d.get("name", "")))
        elif kind == S.TOPIC:
            topics.append({"name": d.get("name", ""), "size": d.get("size", 0)})

    def top(kind: str, n: int = 8):
        best = heapq.nsmallest(n, ranked[kind], key=lambda x: (-x[0], x[1].lower()))
        return [{"name": name, "papers": c} for c, name in best if c]
    topics.sort(key=lambda t: -t["size"])
    return {"nodes": dict(counts), "edges": dict(edge_counts), "benchmarks": top(S.BENCHMARK), "methods": top(S.METHOD),
            "concepts": top(S.CONCEPT), "topics": topics[:12]}


def _json_for_script(value) -> str:
    """JSON that cannot end the <script> element it sits in."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026") \
        .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def _render(page_data: dict, options: HtmlOptions) -> str:
    env = Environment(loader=FileSystemLoader(TEMPLATE_DIR), autoescape=True)  # the page embeds input text
    template = env.get_template("page.html.jinja")
    with open(os.path.join(VIS_DIR, "vis-network.min.js"), encoding="utf-8") as fh:
        vis_js = fh.read()
    with open(os.path.join(VIS_DIR, "vis-network.css"), encoding="utf-8") as fh:
        vis_css = fh.read()
    from markupsafe import Markup
    return template.render(
        title=options.title,
        vis_js=Markup(vis_js.replace("</script", "<\\/script")),
        vis_css=Markup(vis_css.replace("</style", "<\\/style")),
        data_json=Markup(_json_for_script(page_data)),
    )
