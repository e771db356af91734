"""Extraction quality on the dev gold: builds the dev seeds (000_*, 001_*) alone, runs the shared
scorer when ../shared/eval exists, and prints the table plus extraction throughput.

    python benchmarks/extraction_quality.py [--eval ../shared/eval] [--corpus ../shared/corpora/paperlists]
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

TARGETS = {"methods": 0.90, "benchmarks": 0.92, "concepts": 0.65, "primary_found": 0.97}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eval", default=os.path.join(ROOT, "..", "shared", "eval"))
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpora", "paperlists"))
    parser.add_argument("--throughput-papers", type=int, default=3000)
    args = parser.parse_args()

    seeds = sorted(glob.glob(os.path.join(ROOT, "seeds", "000_*.txt")) + glob.glob(os.path.join(ROOT, "seeds", "001_*.txt")))
    score_py = os.path.join(args.eval, "score.py")
    gold = os.path.join(args.eval, "gold-dev.jsonl")
    with tempfile.TemporaryDirectory() as out:
        graph = os.path.join(os.path.dirname(sys.executable), "graph")
        cmd = [graph] if os.path.exists(graph) else [sys.executable, "-m", "graph.cli"]
        subprocess.run(cmd + ["build", *seeds, "--out", out, "--no-neo4j"], check=True, capture_output=True)
        if os.path.exists(score_py) and os.path.exists(gold):
            proc = subprocess.run([sys.executable, score_py, os.path.join(out, "graph.json"), gold, "--json"],
                                  check=True, capture_output=True, text=True)
            result = json.loads(proc.stdout)
            print(f"dev gold: {result['papers']} papers ({result['papers_missing']} not found)")
            print(f"{'metric':<24}{'precision':>10}{'recall':>10}{'F1':>8}{'target':>8}")
            for kind in ("methods", "benchmarks", "concepts"):
                r = result[kind]
                print(f"{kind + ' F1':<24}{r['precision']:>10.3f}{r['recall']:>10.3f}{r['f1']:>8.3f}{TARGETS[kind]:>8.2f}")
            print(f"{'main contribution found':<24}{'':>10}{'':>10}{result['primary_found']:>8.3f}{TARGETS['primary_found']:>8.2f}")
        else:
            print(f"no scorer at {args.eval}: skipped the quality table")

    if os.path.isdir(args.corpus):
        from graph.extract import Extractor
        from loaders import ProblemLog, load_inputs
        records = []
        for record in load_inputs([args.corpus], ProblemLog()):
            records.append(record)
            if len(records) >= args.throughput_papers:
                break
        extractor = Extractor()
        t0 = time.perf_counter()
        for r in records:
            extractor.extract(r.abstract, r.title)
        dt = time.perf_counter() - t0
        print(f"throughput: {len(records) / dt:,.0f} abstracts/s on one core ({len(records)} paperlists records, "
              f"{dt / len(records) * 1000:.2f} ms each)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
