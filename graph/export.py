"""Export stage: graph.json (networkx node-link format, the contract in docs) and reading it back."""
from __future__ import annotations

import json
import os
import tempfile
from collections import Counter

import networkx as nx


def write_json(graph: nx.MultiDiGraph, path: str) -> dict[str, Counter]:
    """networkx node-link JSON, streamed node by node and link by link (no copy of the graph in memory).
    Returns the nodes and edges per `type` it wrote (graph.schema.node_type_counts, edge_type_counts),
    counted on the way: a second pass over two million edges costs a second."""
    import orjson

    dumps = orjson.dumps
    node_counts: dict = {}
    edge_counts: dict = {}

    def write(fh):
        meta = {k: v for k, v in graph.graph.items() if _jsonable(v)}
        fh.write(b'{"directed":true,"multigraph":true,"graph":' + dumps(meta) + b',"nodes":[')
        first = True
        for node, data in graph._node.items():
            fh.write((b"" if first else b",") + dumps({"id": node, **data}))
            first = False
            kind = data.get("type")
            node_counts[kind] = node_counts.get(kind, 0) + 1
        fh.write(b'],"links":[')
        first = True
        for u, nbrs in graph._succ.items():
            for v, keydict in nbrs.items():
                for key, data in keydict.items():
                    fh.write((b"" if first else b",") + dumps({"source": u, "target": v, **data, "key": key}))
                    first = False
                    kind = data.get("type")
                    edge_counts[kind] = edge_counts.get(kind, 0) + 1
        fh.write(b"]}")
    _atomic_write(path, write, binary=True)
    return {"node_counts": Counter(node_counts), "edge_counts": Counter(edge_counts)}


def read_json(path: str) -> nx.MultiDiGraph:
    import orjson
    with open(path, "rb") as fh:
        data = orjson.loads(fh.read())
    data.setdefault("multigraph", True)
    data.setdefault("directed", True)
    return nx.node_link_graph(data, edges="links")


def _jsonable(value) -> bool:
    try:
        json.dumps(value)
        return True
    except (TypeError, ValueError):
        return False


def _atomic_write(path: str, write, binary: bool = False) -> None:
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=os.path.basename(path))
    try:
        with (os.fdopen(fd, "wb", buffering=1 << 20) if binary else
              os.fdopen(fd, "w", encoding="utf-8", buffering=1 << 20)) as fh:
            write(fh)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600 files; outputs are ordinary files
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
