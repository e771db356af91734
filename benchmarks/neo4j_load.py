"""Neo4j load benchmark: build N papers of a corpus (no Neo4j during the build), then load the
graph into a running Neo4j and print nodes/s and relationships/s.

    graph neo4j start
    python benchmarks/neo4j_load.py --corpus ../shared/corpora/paperlists --papers 20000 [--batch-size 5000]

Uses NEO4J_URI / NEO4J_USER / NEO4J_PASSWORD. The load goes into the database's citegraph data,
which it replaces (--replace) so that the figures measure a full load.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--papers", type=int, default=20000)
    parser.add_argument("--batch-size", type=int, default=5000)
    args = parser.parse_args()

    from benchmarks.scale import first_papers
    from graph.build import BuildOptions, build
    from graph.store import Neo4jSettings, StoreError, connect, counts, load_with_driver

    settings = Neo4jSettings.from_env()
    try:
        driver = connect(settings)
    except StoreError as exc:
        print(f"error: {exc}")
        return 1
    papers = first_papers(args.corpus, args.papers)
    with tempfile.TemporaryDirectory() as tmp:
        subset = os.path.join(tmp, "subset.json")
        with open(subset, "w", encoding="utf-8") as fh:
            json.dump(papers, fh)
        t0 = time.perf_counter()
        result = build([subset], BuildOptions())
        print(f"built {len(papers):,} papers in {time.perf_counter() - t0:.1f}s: "
              f"{result.graph.number_of_nodes():,} nodes, {result.graph.number_of_edges():,} relationships")
    try:
        report = load_with_driver(driver, result.graph, settings.database, batch_size=args.batch_size, replace=True)
        nodes, rels = counts(driver, settings.database)
    finally:
        driver.close()
    print(f"loaded {report.nodes:,} nodes and {report.relationships:,} relationships in {report.seconds:.1f}s "
          f"(batch size {args.batch_size:,}, replace first)")
    print(f"throughput: {report.nodes_per_second:,.0f} nodes/s ({report.node_seconds:.1f}s of node writing), "
          f"{report.relationships_per_second:,.0f} relationships/s ({report.relationship_seconds:.1f}s of relationship writing); "
          f"overall {(report.nodes + report.relationships) / report.seconds:,.0f} items/s including clearing and schema")
    print(f"in Neo4j now: {sum(nodes.values()):,} nodes, {sum(rels.values()):,} relationships")
    return 0


if __name__ == "__main__":
    sys.exit(main())
