"""Page benchmark: size of graph.html and seconds until it is interactive
(document.body.dataset.state == 'ready') in headless Chromium with the network cut off, for the
seeds and for the first N papers of a corpus.

    python benchmarks/page.py [--corpus ../shared/corpora/paperlists --sizes 1000,5000,20000]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def probe(page: str, shot: str | None = None) -> dict:
    from playwright.sync_api import sync_playwright
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"])
        tab = browser.new_page(viewport={"width": 1400, "height": 900})
        external, errors = [], []
        tab.route("**/*", lambda r: (external.append(r.request.url), r.abort())
                  if not r.request.url.startswith(("file:", "data:", "blob:")) else r.continue_())
        tab.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        tab.on("pageerror", lambda e: errors.append(str(e)))
        t0 = time.perf_counter()
        tab.goto("file://" + os.path.abspath(page), wait_until="load", timeout=120000)
        tab.wait_for_function("document.body.dataset.state === 'ready'", timeout=120000)
        ready = time.perf_counter() - t0
        nodes = tab.evaluate("network.body.data.nodes.length")
        if shot:
            tab.screenshot(path=shot)
        browser.close()
    return {"ready_s": round(ready, 2), "nodes_drawn": nodes, "external_requests": len(external), "console_errors": len(errors),
            "page_mb": round(os.path.getsize(page) / 1e6, 2)}


def build(inputs: list[str], out: str) -> float:
    graph_cmd = os.path.join(os.path.dirname(sys.executable), "graph")
    cmd = [graph_cmd] if os.path.exists(graph_cmd) else [sys.executable, "-m", "graph.cli"]
    t0 = time.perf_counter()
    subprocess.run(cmd + ["build", *inputs, "--out", out, "--no-neo4j"], check=True, capture_output=True)
    return time.perf_counter() - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus")
    parser.add_argument("--sizes", default="1000,5000,20000")
    parser.add_argument("--screenshots", default=None, help="folder to save a screenshot per page")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "seeds")
        build([os.path.join(ROOT, "seeds")], out)
        shot = os.path.join(args.screenshots, "seeds.png") if args.screenshots else None
        rows.append({"input": "seeds (76 papers)", **probe(os.path.join(out, "graph.html"), shot)})
        print(json.dumps(rows[-1]), flush=True)
        if args.corpus:
            from benchmarks.scale import first_papers
            for n in [int(x) for x in args.sizes.split(",") if x]:
                subset = os.path.join(tmp, f"first{n}.json")
                with open(subset, "w", encoding="utf-8") as fh:
                    json.dump(first_papers(args.corpus, n), fh)
                out = os.path.join(tmp, f"out{n}")
                build([subset], out)
                shot = os.path.join(args.screenshots, f"first{n}.png") if args.screenshots else None
                rows.append({"input": f"first {n:,} papers", **probe(os.path.join(out, "graph.html"), shot)})
                print(json.dumps(rows[-1]), flush=True)
    print(f"{'input':<22}{'page MB':>9}{'ready s':>9}{'nodes':>7}{'external':>10}{'errors':>8}")
    for r in rows:
        print(f"{r['input']:<22}{r['page_mb']:>9.2f}{r['ready_s']:>9.2f}{r['nodes_drawn']:>7}{r['external_requests']:>10}{r['console_errors']:>8}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
