"""Integration tests against a real Neo4j server (a test instance of `graph neo4j start`:
its own data folder and ports, so a developer's own graph is never touched). No mocks."""
import os

import pytest

from conftest import ROOT, SEEDS, run_cli, need

TEST_ENV = {
    "CITEGRAPH_NEO4J_INSTANCE": "pytest",
    "NEO4J_URI": "bolt://localhost:17687",
    "NEO4J_USER": "neo4j",
    "NEO4J_PASSWORD": "citegraph-test-pw",
}

pytestmark = pytest.mark.neo4j


@pytest.fixture(scope="module")
def neo4j_server():
    import shutil
    need(shutil.which("java") is not None and shutil.which("mvn") is not None, "Java and Maven are needed to run Neo4j")
    proc = run_cli("neo4j", "start", "--bolt-port", "17687", "--http-port", "17474", "--heap", "1g", env=TEST_ENV, check=False)
    if proc.returncode != 0:
        need(False, f"could not start Neo4j: {proc.stderr[-2000:]}")
    yield TEST_ENV
    run_cli("neo4j", "stop", env=TEST_ENV, check=False)


@pytest.fixture()
def driver(neo4j_server):
    from graph.store import Neo4jSettings, clear, connect
    settings = Neo4jSettings(uri=TEST_ENV["NEO4J_URI"], user="neo4j", password=TEST_ENV["NEO4J_PASSWORD"])
    drv = connect(settings)
    clear(drv)
    yield drv
    drv.close()


def graph_counts(path):
    from collections import Counter
    from graph.export import read_json
    g = read_json(path)
    return Counter(d["type"] for _, d in g.nodes(data=True)), Counter(d["type"] for _, _, d in g.edges(data=True))


def test_build_loads_seeds_and_counts_match_graph_json(driver, tmp_path):
    from graph.store import counts
    proc = run_cli("build", SEEDS, "--out", str(tmp_path), "--neo4j", env=TEST_ENV)
    assert "Neo4j: loaded" in proc.stdout
    nodes, rels = counts(driver)
    json_nodes, json_rels = graph_counts(tmp_path / "graph.json")
    assert nodes["Paper"] == 76
    for label, n in json_nodes.items():
        assert nodes[label] == n, label
    for rel, n in json_rels.items():
        assert rels[rel] == n, rel


def test_loading_twice_is_idempotent(driver, tmp_path):
    from graph.store import counts
    run_cli("build", SEEDS, "--out", str(tmp_path), "--neo4j", env=TEST_ENV)
    first = counts(driver)
    run_cli("build", SEEDS, "--out", str(tmp_path), "--neo4j", env=TEST_ENV)
    assert counts(driver) == first


def test_incremental_build_adds_papers_and_replace_clears(driver, tmp_path):
    from graph.store import counts
    run_cli("build", os.path.join(SEEDS, "000_10f663d35e30c582.txt"), "--out", str(tmp_path), "--neo4j", env=TEST_ENV)
    assert counts(driver)[0]["Paper"] == 19
    run_cli("build", os.path.join(SEEDS, "001_cb5c8533f8de1648.txt"), "--out", str(tmp_path), "--neo4j", env=TEST_ENV)
    nodes, _ = counts(driver)
    assert nodes["Paper"] == 38
    run_cli("build", os.path.join(SEEDS, "003_4fcc9af971227125.txt"), "--out", str(tmp_path), "--neo4j", "--replace", env=TEST_ENV)
    assert counts(driver)[0]["Paper"] == 19


def test_unicode_latex_and_quotes_survive(driver, tmp_path):
    src = tmp_path / "odd.txt"
    abstract = ("We introduce \"Quote'Net\", evaluated on $\\tau^2$-Bench and the Ünïcödé–set; it beats GPT-4o "
                "by 3× on 数据集 tasks with <b>markup</b> & ampersands.")
    src.write_text("Odd Papers\n\n" + abstract + "\n", encoding="utf-8")
    run_cli("build", str(src), "--out", str(tmp_path / "o"), "--neo4j", env=TEST_ENV)
    records, _, _ = driver.execute_query("MATCH (p:Paper) RETURN p.abstract AS a")
    assert records[0]["a"] == abstract
    records, _, _ = driver.execute_query("MATCH (b:Benchmark) WHERE b.name STARTS WITH 'τ' RETURN b.name AS n, b.aliases AS al")
    assert records and records[0]["n"] == "τ²-Bench" and "$\\tau^2$-Bench" in records[0]["al"]


def test_wrong_password_and_unreachable_server_give_one_clear_line(neo4j_server, tmp_path):
    bad = dict(TEST_ENV, NEO4J_PASSWORD="definitely-wrong")
    proc = run_cli("build", SEEDS, "--out", str(tmp_path), "--neo4j", env=bad, check=False)
    assert proc.returncode != 0
    assert "NEO4J_PASSWORD" in proc.stderr and "Traceback" not in proc.stderr
    assert (tmp_path / "graph.json").exists() and (tmp_path / "graph.html").exists()
    gone = dict(TEST_ENV, NEO4J_URI="bolt://localhost:1")
    proc = run_cli("build", SEEDS, "--out", str(tmp_path / "b"), "--neo4j", env=gone, check=False)
    assert proc.returncode != 0
    assert "graph neo4j start" in proc.stderr and "Traceback" not in proc.stderr
    proc = run_cli("build", SEEDS, "--out", str(tmp_path / "c"), env=gone)  # default mode: skipped, not an error
    assert "Neo4j: skipped" in proc.stdout


def test_cookbook_queries_return_rows(driver, tmp_path):
    from graph.cookbook import recipes
    from graph.store import Neo4jSettings, run_read
    run_cli("build", SEEDS, "--out", str(tmp_path), "--neo4j", env=TEST_ENV)
    settings = Neo4jSettings(uri=TEST_ENV["NEO4J_URI"], user="neo4j", password=TEST_ENV["NEO4J_PASSWORD"])
    all_recipes = recipes()
    assert len(all_recipes) >= 12
    for recipe in all_recipes:
        keys, rows = run_read(settings, recipe.query, recipe.params)
        assert rows, f"cookbook query {recipe.name!r} returned no rows on the seed graph"


def test_query_command_prints_a_table(driver, tmp_path):
    run_cli("build", SEEDS, "--out", str(tmp_path), "--neo4j", env=TEST_ENV)
    proc = run_cli("query", "MATCH (p:Paper) RETURN count(p) AS papers", env=TEST_ENV)
    assert "papers" in proc.stdout and "76" in proc.stdout
    proc = run_cli("query", "MATCH (b:Benchmark {name: $n}) RETURN b.name AS name", "--param", "n=QM9", env=TEST_ENV)
    assert "QM9" in proc.stdout
    assert "most-used-benchmarks" in run_cli("query", "--examples", env=TEST_ENV).stdout


def test_status_reports_version(neo4j_server):
    proc = run_cli("neo4j", "status", env=TEST_ENV)
    assert "5.26" in proc.stdout and "running" in proc.stdout
