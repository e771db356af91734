"""Export stage: graph.json (networkx node-link format, the contract in docs) and reading it back."""
from __future__ import annotations

import json
import os
import tempfile

import networkx as nx


def write_json(graph: nx.MultiDiGraph, path: str) -> None:
    """networkx node-link JSON, streamed node by node and link by link (no copy of the graph in memory)."""
    import orjson

    dumps = orjson.dumps

    def write(fh):
        meta = {k: v for k, v in graph.graph.items() if _jsonable(v)}
        fh.write(b'{"directed":true,"multigraph":true,"graph":' + dumps(meta) + b',"nodes":[')
        first = True
        for node, data in graph._node.items():
            fh.write((b"" if first else b",") + dumps({"id": node, **data}))
            first = False
        fh.write(b'],"links":[')
        first = True
        for u, nbrs in graph._succ.items():
            for v, keydict in nbrs.items():
                for key, data in keydict.items():
                    fh.write((b"" if first else b",") + dumps({"source": u, "target": v, **data, "key": key}))
                    first = False
        fh.write(b"]}")
    _atomic_write(path, write, binary=True)


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
