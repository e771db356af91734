"""Export stage: graph.json (networkx node-link format, the contract in docs) and reading it back."""
from __future__ import annotations

import json
import os
import tempfile

import networkx as nx


def write_json(graph: nx.MultiDiGraph, path: str) -> None:
    """networkx node-link JSON, streamed node by node and link by link (no copy of the graph in memory)."""
    def write(fh):
        dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
        meta = {k: v for k, v in graph.graph.items() if _jsonable(v)}
        fh.write('{"directed":true,"multigraph":true,"graph":' + dumps(meta) + ',"nodes":[')
        for i, (node, data) in enumerate(graph.nodes(data=True)):
            record = {"id": node, **data}
            fh.write(("," if i else "") + dumps(record))
        fh.write('],"links":[')
        for i, (u, v, key, data) in enumerate(graph.edges(keys=True, data=True)):
            record = {"source": u, "target": v, **data, "key": key}
            fh.write(("," if i else "") + dumps(record))
        fh.write("]}")
    _atomic_write(path, write)


def read_json(path: str) -> nx.MultiDiGraph:
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    data.setdefault("multigraph", True)
    data.setdefault("directed", True)
    return nx.node_link_graph(data, edges="links")


def _jsonable(value) -> bool:
    try:
        json.dumps(value)
        return True
    except (TypeError, ValueError):
        return False


def _atomic_write(path: str, write) -> None:
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=os.path.basename(path))
    try:
        with os.fdopen(fd, "w", encoding="utf-8", buffering=1 << 20) as fh:
            write(fh)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
