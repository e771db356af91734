"""Scale benchmark: `graph build` (no Neo4j) on the first N papers of a corpus, per size and
stage: wall time and peak resident memory summed over the process tree; at sizes where it is
feasible, the same-run ratio against the hand-written pipeline people use (TF-IDF, dense
all-pairs cosine, networkx, pyvis on every node), which this script implements; its runs
alternate with citegraph's, so that both see the same phases of a machine whose speed drifts.

    python benchmarks/scale.py --corpus ../shared/corpora/paperlists --sizes 1000,10000,20000,80000 [--runs 3]
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from graph.profiling import tree_rss_kb  # noqa: E402

BASELINE = r'''
import json, sys
import networkx as nx
from pyvis.network import Network
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.metrics.pairwise import cosine_similarity
papers = json.load(open(sys.argv[1])); out = sys.argv[2]; n = len(papers)
X = TfidfVectorizer(stop_words="english", min_df=2).fit_transform([p["abstract"] for p in papers])
S = cosine_similarity(X)
G = nx.Graph()
for i, p in enumerate(papers):
    G.add_node(i, label=p["title"][:40], title=p["abstract"][:300])
for i in range(n):
    for j in range(i + 1, n):
        if S[i, j] > 0.3:
            G.add_edge(i, j, value=float(S[i, j]))
net = Network(height="800px", width="100%", cdn_resources="in_line")
net.from_nx(G)
net.write_html(out)
'''


def first_papers(corpus: str, n: int) -> list[dict]:
    """The first n papers in sorted file order (as the hand-written pipeline reads them)."""
    from loaders.formats import venue_year_from_stem
    papers: list[dict] = []
    for path in sorted(glob.glob(os.path.join(corpus, "**", "*.json"), recursive=True)):
        venue, year = venue_year_from_stem(os.path.splitext(os.path.basename(path))[0])
        stem = os.path.splitext(os.path.basename(path))[0]
        with open(path, encoding="utf-8") as fh:
            for record in json.load(fh):
                record.setdefault("venue", venue)
                record.setdefault("year", year)
                if record.get("id"):
                    record["id"] = f"{stem}:{record['id']}"  # ids are unique per venue-year file only
                papers.append(record)
        if len(papers) >= n:
            break
    return papers[:n]


def measure(cmd: list[str]) -> tuple[float, float, int, str]:
    """Run cmd; return wall seconds, peak tree RSS in MB, exit status and stdout."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    peak = [0]
    done = threading.Event()

    def sample():
        while not done.is_set():
            peak[0] = max(peak[0], tree_rss_kb(proc.pid))
            done.wait(0.05)

    thread = threading.Thread(target=sample, daemon=True)
    thread.start()
    out, err = proc.communicate()
    done.set()
    thread.join()
    if proc.returncode != 0:
        sys.stderr.write(err[-3000:])
    return time.perf_counter() - t0, peak[0] / 1024, proc.returncode, out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--sizes", default="1000,10000,20000,80000")
    parser.add_argument("--runs", type=int, default=1, help="runs per size; medians are reported")
    parser.add_argument("--baseline-max", type=int, default=20000, help="largest size to run the hand-written pipeline at")
    parser.add_argument("--json", dest="json_out", help="also write the results as JSON")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    graph_cmd = os.path.join(os.path.dirname(sys.executable), "graph")
    graph_cmd = [graph_cmd] if os.path.exists(graph_cmd) else [sys.executable, "-m", "graph.cli"]
    results = []
    probe_before = machine_probe()
    print(f"machine probe: {probe_before:.2f} s (a fixed pure-Python workload; this VM's speed drifts by up to 1.6x)",
          flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            papers = first_papers(args.corpus, n)
            subset = os.path.join(tmp, f"first{len(papers)}.json")
            with open(subset, "w", encoding="utf-8") as fh:
                json.dump(papers, fh)
            runs, base_runs = [], []
            with_baseline = len(papers) <= args.baseline_max
            for _ in range(args.runs):
                out = os.path.join(tmp, "out")
                wall, peak, code, stdout = measure(graph_cmd + ["build", subset, "--out", out, "--no-neo4j", "--profile"])
                profile = next((json.loads(line.split("profile: ", 1)[1]) for line in stdout.splitlines()
                                if line.startswith("profile: ")), {})
                runs.append({"wall_s": wall, "peak_mb": peak, "status": code, "profile": profile,
                             "html_mb": os.path.getsize(os.path.join(out, "graph.html")) / 1e6 if code == 0 else None})
                if with_baseline:
                    # alternating with citegraph's runs: the VM's speed drifts over minutes, and a
                    # ratio of runs made in different phases would measure the drift
                    wall, peak, code, _ = measure([sys.executable, "-c", BASELINE, subset, os.path.join(tmp, "baseline.html")])
                    base_runs.append((wall, peak))
            row = {"papers": len(papers), "wall_s": statistics.median(r["wall_s"] for r in runs),
                   "peak_mb": statistics.median(r["peak_mb"] for r in runs), "runs": runs,
                   "stages_s": runs[len(runs) // 2]["profile"].get("stages_s", {}),
                   "stage_peak_mb": runs[len(runs) // 2]["profile"].get("peak_mb", {}), "html_mb": runs[-1]["html_mb"]}
            if with_baseline:
                row["baseline_runs"] = [{"wall_s": w, "peak_mb": p} for w, p in base_runs]
                row["baseline_wall_s"] = statistics.median(w for w, _ in base_runs)
                row["baseline_peak_mb"] = statistics.median(p for _, p in base_runs)
                row["time_ratio"] = row["wall_s"] / row["baseline_wall_s"]
                row["memory_ratio"] = row["peak_mb"] / row["baseline_peak_mb"]
            results.append(row)
            _print_row(row)
    if len(results) >= 2:
        by_size = {r["papers"]: r for r in results}
        if 20000 in by_size and 80000 in by_size:
            print(f"growth: time(80k)/time(20k) = {by_size[80000]['wall_s'] / by_size[20000]['wall_s']:.2f}")
    probe_after = machine_probe()
    print(f"machine probe: {probe_after:.2f} s at the end", flush=True)
    if args.json_out:
        with open(args.json_out, "w", encoding="utf-8") as fh:
            json.dump({"machine_probe_s": [probe_before, probe_after], "sizes": results}, fh, indent=1)
    return 0


def machine_probe() -> float:
    """CPU seconds of a fixed pure-Python workload (dict and integer operations, like the
    extraction's): compares the machine's speed between benchmark runs."""
    t0 = time.process_time()
    counts: dict[int, int] = {}
    for i in range(4_000_000):
        key = i % 1009
        counts[key] = counts.get(key, 0) + i
    return time.process_time() - t0


def _print_row(row: dict) -> None:
    line = f"{row['papers']:>7,} papers: {row['wall_s']:7.1f} s, peak {row['peak_mb']:7.0f} MB"
    if row.get("html_mb") is not None:
        line += f", page {row['html_mb']:.1f} MB"
    if "baseline_wall_s" in row:
        line += (f" | hand-written pipeline {row['baseline_wall_s']:.1f} s, {row['baseline_peak_mb']:.0f} MB"
                 f" -> ratio time {row['time_ratio']:.2f}, memory {row['memory_ratio']:.2f}")
    print(line, flush=True)
    stages = row["stages_s"]
    if stages:
        print("          stages (s):  " + ", ".join(f"{k} {v:.1f}" for k, v in stages.items()))
        print("          peak (MB):   " + ", ".join(f"{k} {v:.0f}" for k, v in row["stage_peak_mb"].items()))


if __name__ == "__main__":
    sys.exit(main())
