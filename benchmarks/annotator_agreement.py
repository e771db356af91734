"""How far two independent annotations of the same held-out papers agree, scored with the shared
scorer exactly as the extractor is: the second annotation is turned into a graph (a Paper node per
paper, its entities with their roles) and scored against the first. The figures are the ceiling an
extractor can expect against one annotator when another annotator, following the same guidelines,
reaches only this much.

    python benchmarks/annotator_agreement.py [--eval ../shared/eval]
        [--gold benchmarks/heldout/gold-paperlists.jsonl]
        [--second benchmarks/heldout/second-annotation-paperlists.jsonl]

The second annotation's lower-case-only methods and benchmarks are left out of its graph, as the
scorer leaves them out of the gold (descriptive phrases, not names).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HELDOUT = os.path.join(ROOT, "benchmarks", "heldout")
EDGE_TYPES = {("methods", "proposed"): "PROPOSES", ("methods", "used"): "USES",
              ("benchmarks", "introduced"): "INTRODUCES", ("benchmarks", "evaluated"): "EVALUATES_ON"}
NODE_TYPES = {"methods": "Method", "benchmarks": "Benchmark", "concepts": "Concept"}


def _is_named(entity: dict) -> bool:
    return any(re.search(r"[A-Z0-9]", n) for n in [entity["name"], *entity.get("aliases", [])])


def annotation_graph(annotations: list[dict]) -> dict:
    """A node-link graph (the shape graph.json has, as far as the scorer reads it) holding one
    annotation's entities."""
    nodes, links = [], []
    for paper in annotations:
        pid = f"paper:{paper['file']}#{paper['index']}"
        nodes.append({"id": pid, "type": "Paper", "source_file": paper["file"], "source_index": paper["index"]})
        for kind in ("methods", "benchmarks", "concepts"):
            for i, entity in enumerate(paper.get(kind, [])):
                if kind != "concepts" and not _is_named(entity):
                    continue
                eid = f"{pid}/{kind}/{i}"
                nodes.append({"id": eid, "type": NODE_TYPES[kind], "name": entity["name"],
                              "aliases": list(entity.get("aliases", []))})
                edge = "MENTIONS" if kind == "concepts" else EDGE_TYPES.get((kind, entity.get("role")))
                if edge:
                    links.append({"source": pid, "target": eid, "type": edge})
    return {"directed": True, "multigraph": True, "nodes": nodes, "links": links}


def agreement(score_py: str, gold: list[dict], second: list[dict]) -> dict:
    """The shared scorer's result for `second` read as predictions against `gold` (the papers both have)."""
    keys = {(p["file"], p["index"]) for p in second}
    gold = [g for g in gold if (g["file"], g["index"]) in keys]
    with tempfile.TemporaryDirectory() as tmp:
        graph_path = os.path.join(tmp, "graph.json")
        gold_path = os.path.join(tmp, "gold.jsonl")
        with open(graph_path, "w", encoding="utf-8") as fh:
            json.dump(annotation_graph(second), fh)
        with open(gold_path, "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(g) + "\n" for g in gold)
        proc = subprocess.run([sys.executable, score_py, graph_path, gold_path, "--json"],
                              check=True, capture_output=True, text=True)
    return json.loads(proc.stdout)


def _read(path: str) -> list[dict]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eval", default=os.path.join(ROOT, "..", "shared", "eval"))
    parser.add_argument("--gold", default=os.path.join(HELDOUT, "gold-paperlists.jsonl"))
    parser.add_argument("--second", default=os.path.join(HELDOUT, "second-annotation-paperlists.jsonl"))
    args = parser.parse_args()
    score_py = os.path.join(args.eval, "score.py")
    if not os.path.exists(score_py):
        print(f"no scorer at {args.eval}")
        return 1
    gold, second = _read(args.gold), _read(args.second)
    print(f"{'direction':<28}{'papers':>7}  {'methods':<20}{'benchmarks':<20}{'concepts':<20}{'main contribution':>17}")
    for label, a, b in (("second scored against first", gold, second), ("first scored against second", second, gold)):
        r = agreement(score_py, a, b)
        cells = [f"{r[k]['f1']:.3f} ({r[k]['precision']:.2f}/{r[k]['recall']:.2f})" for k in ("methods", "benchmarks", "concepts")]
        print(f"{label:<28}{r['papers']:>7}  {cells[0]:<20}{cells[1]:<20}{cells[2]:<20}{r['primary_found']:>17.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
