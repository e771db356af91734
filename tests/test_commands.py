"""The researcher's commands on the seed graph: stats, similar, show, export, open."""
import json
import os

import networkx as nx

from conftest import run_cli


def test_stats_json_counts_match_the_graph(seed_build, seed_graph):
    out, _ = seed_build
    data = json.loads(run_cli("stats", "--out", str(out), "--json").stdout)
    assert data["nodes"]["Paper"] == 76
    assert sum(t["size"] for t in data["topics"]) == 76
    assert all(t["name"] for t in data["topics"])
    assert data["top_benchmarks"][0]["papers"] >= 2
    assert sum(data["edges"].values()) == seed_graph.number_of_edges()
    text = run_cli("stats", "--out", str(out)).stdout
    assert "Topics" in text and "Top benchmarks" in text


def test_topics_group_the_agent_papers(seed_graph):
    """Papers about LLM agents (agents + large language models) should mostly share one topic."""
    agent_papers = []
    for n, d in seed_graph.nodes(data=True):
        if d["type"] != "Paper":
            continue
        text = (d["abstract"]).lower()
        if text.count("agent") >= 3 and ("llm" in text or "language model" in text):
            agent_papers.append(n)
    assert len(agent_papers) >= 4
    topic_of = {n: next(v for _, v, e in seed_graph.out_edges(n, data=True) if e["type"] == "IN_TOPIC") for n in agent_papers}
    most = max(list(topic_of.values()).count(t) for t in set(topic_of.values()))
    assert most >= len(agent_papers) / 2


def test_similar_to_a_paper_and_to_free_text(seed_build):
    out, _ = seed_build
    data = json.loads(run_cli("similar", "SPA-Cache", "--out", str(out), "-k", "5", "--json").stdout)
    assert data["matched_paper"] == "SPA-Cache" and len(data["results"]) == 5
    scores = [r["score"] for r in data["results"]]
    assert scores == sorted(scores, reverse=True) and all(0 < s < 1 for s in scores)
    free = json.loads(run_cli("similar", "molecular generation with diffusion", "--out", str(out), "-k", "3", "--json").stdout)
    assert free["matched_paper"] is None and len(free["results"]) == 3
    assert free["results"][0]["title"] == "VecMol"  # the 3D molecular generation paper


def test_similar_lists_shared_entities(seed_build, seed_graph):
    out, _ = seed_build
    # the two papers evaluating on CIFAR-10 share it
    data = json.loads(run_cli("similar", "Linear-Core Surrogates", "--out", str(out), "-k", "76", "--json").stdout)
    hit = next(r for r in data["results"] if r["title"] == "neural manifold noise correlation")
    assert "CIFAR-10" in hit["shared"]


def test_show_a_benchmark_lists_its_papers(seed_build):
    out, _ = seed_build
    data = json.loads(run_cli("show", "CIFAR-10", "--out", str(out), "--json").stdout)
    assert data["type"] == "Benchmark" and len(data["papers"]) == 2
    assert {p["role"] for p in data["papers"]} == {"EVALUATES_ON"}
    by_alias = json.loads(run_cli("show", "DCR", "--out", str(out), "--json").stdout)
    assert by_alias["name"] == "Dynamic Causal Refinement" and by_alias["papers"][0]["role"] == "PROPOSES"
    text = run_cli("show", "cifar10", "--out", str(out)).stdout
    assert "Benchmark: CIFAR-10" in text
    missing = run_cli("show", "no-such-thing-xyz", "--out", str(out), check=False)
    assert missing.returncode == 1 and "no method" in missing.stderr


def test_export_graphml_and_gexf_round_trip(seed_build, seed_graph, tmp_path):
    out, _ = seed_build
    run_cli("export", "--format", "graphml", "--out", str(out), "--to", str(tmp_path / "g.graphml"))
    g = nx.read_graphml(tmp_path / "g.graphml")
    assert g.number_of_nodes() == seed_graph.number_of_nodes() and g.number_of_edges() == seed_graph.number_of_edges()
    run_cli("export", "--format", "gexf", "--out", str(out), "--to", str(tmp_path / "g.gexf"))
    g2 = nx.read_gexf(tmp_path / "g.gexf")
    assert g2.number_of_nodes() == seed_graph.number_of_nodes() and g2.number_of_edges() == seed_graph.number_of_edges()


def test_export_csv_for_neo4j_admin_import(seed_build, seed_graph, tmp_path):
    import csv
    out, _ = seed_build
    proc = run_cli("export", "--format", "csv", "--out", str(out), "--to", str(tmp_path / "csv"))
    assert "neo4j-admin database import full" in proc.stdout
    files = sorted(os.listdir(tmp_path / "csv"))
    assert "nodes_Paper.csv" in files and "relationships_MENTIONS.csv" in files
    with open(tmp_path / "csv" / "nodes_Method.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    assert rows[0][:2] == ["id:ID", ":LABEL"] and "aliases:string[]" in rows[0]
    with open(tmp_path / "csv" / "relationships_SIMILAR_TO.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    assert rows[0][:3] == [":START_ID", ":END_ID", ":TYPE"] and "score:double" in rows[0]
    total_nodes = total_rels = 0
    for f in files:
        with open(tmp_path / "csv" / f, newline="", encoding="utf-8") as fh:
            n = sum(1 for _ in csv.reader(fh)) - 1
        if f.startswith("nodes_"):
            total_nodes += n
        else:
            total_rels += n
    assert total_nodes == seed_graph.number_of_nodes() and total_rels == seed_graph.number_of_edges()


def test_commands_explain_a_missing_build(tmp_path):
    proc = run_cli("stats", "--out", str(tmp_path / "nothing"), check=False)
    assert proc.returncode == 2 and "graph build" in proc.stderr
