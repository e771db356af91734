"""End to end: `graph build` on the seeds, as a user runs it."""
import json
import os
import subprocess
import sys

import pytest

from conftest import SEEDS, SHARED, run_cli


def papers_by_position(graph):
    return {(d["source_file"], d["source_index"]): n for n, d in graph.nodes(data=True) if d["type"] == "Paper"}


def out_edges(graph, node, *types):
    return {(d["type"], graph.nodes[v].get("name")) for _, v, d in graph.out_edges(node, data=True) if d["type"] in types}


def test_seed_build_summary(seed_build):
    out, proc = seed_build
    assert "built 76 papers" in proc.stdout
    assert (out / "graph.json").exists() and (out / "graph.html").exists()
    assert "Neo4j: skipped" in proc.stdout


def test_seed_graph_has_every_paper_with_its_position(seed_graph):
    papers = [d for _, d in seed_graph.nodes(data=True) if d["type"] == "Paper"]
    assert len(papers) == 76
    files = sorted(os.listdir(SEEDS))
    for f in files:
        positions = sorted(d["source_index"] for d in papers if d["source_file"] == f)
        assert positions == list(range(1, 20)), f
    assert all(d["title"] and d["abstract"] for d in papers)


def test_seed_graph_node_and_edge_types(seed_graph):
    node_types = {d["type"] for _, d in seed_graph.nodes(data=True)}
    edge_types = {d["type"] for _, _, d in seed_graph.edges(data=True)}
    assert {"Paper", "Method", "Benchmark", "Concept", "Topic"} <= node_types
    assert {"SIMILAR_TO", "SHARES_ENTITY", "MENTIONS", "PROPOSES", "USES", "EVALUATES_ON", "IN_TOPIC"} <= edge_types


def test_seed_facts(seed_graph):
    pos = papers_by_position(seed_graph)
    spa = pos[("000_10f663d35e30c582.txt", 4)]
    assert ("PROPOSES", "SPA-Cache") in out_edges(seed_graph, spa, "PROPOSES")
    assert seed_graph.nodes[spa]["title"] == "SPA-Cache"  # untitled abstract: named after its contribution
    gff = pos[("000_10f663d35e30c582.txt", 6)]
    assert ("EVALUATES_ON", "MD17") in out_edges(seed_graph, gff, "EVALUATES_ON")
    dcr = next(d for _, d in seed_graph.nodes(data=True) if d.get("name") == "Dynamic Causal Refinement")
    assert dcr["type"] == "Method" and "DCR" in dcr["aliases"]


def test_every_paper_is_in_exactly_one_topic(seed_graph):
    for n, d in seed_graph.nodes(data=True):
        if d["type"] == "Paper":
            topics = [v for _, v, e in seed_graph.out_edges(n, data=True) if e["type"] == "IN_TOPIC"]
            assert len(topics) == 1, n


def test_every_topic_is_named_by_what_its_papers_share(seed_graph):
    for _, d in seed_graph.nodes(data=True):
        if d["type"] == "Topic":
            assert not d["name"].startswith("topic of"), d["name"]


def test_a_mixed_topic_is_named_by_the_head_words_its_concepts_share():
    from graph.canonical import CanonicalEntity
    from graph.topics import name_topics

    def concept(name, *papers):
        return CanonicalEntity("Concept", name, name, [], {p: "mentioned" for p in papers})

    papers = [f"p{i}" for i in range(9)]
    entities = [concept("policy gradient", "p0"), concept("reparametrization gradient", "p1"),
                concept("stochastic gradient", "p2"), concept("bilevel optimization", "p3"),
                concept("minimax optimization", "p4"), concept("robust approach", "p5"),
                concept("novel approach", "p6"), concept("label noise", "p7"), concept("image segmentation", "p7"),
                concept("graph coloring", "p8")]
    # seven papers, no concept shared by two of them: the heads they share name the topic ('approach' names nothing)
    assert name_topics([[0, 1, 2, 3, 4, 5, 6], [7, 8]], papers, entities) == [
        "gradient · optimization", "graph coloring · image segmentation · label noise"]
    assert name_topics([[0, 3, 5, 6, 7, 8]], papers, entities) == ["topic of 6 papers"]  # nothing shared at all


def test_graph_json_follows_the_contract(seed_build):
    out, _ = seed_build
    data = json.loads((out / "graph.json").read_text(encoding="utf-8"))
    ids = [n["id"] for n in data["nodes"]]
    assert len(ids) == len(set(ids))
    labels = {"Paper", "Method", "Benchmark", "Concept", "Author", "Venue", "Topic"}
    for node in data["nodes"]:
        assert node["type"] in labels and node["id"].startswith(node["type"] + ":")
        if node["type"] in ("Method", "Benchmark", "Concept"):
            assert node["name"] and isinstance(node["aliases"], list)
    idset = set(ids)
    for link in data["links"]:
        assert link["source"] in idset and link["target"] in idset and link["type"]
    similar = [l for l in data["links"] if l["type"] == "SIMILAR_TO"]
    assert all(0 < l["score"] <= 1 for l in similar)
    pairs = [frozenset((l["source"], l["target"])) for l in similar]
    assert len(pairs) == len(set(pairs))  # one edge per unordered pair
    shared = [l for l in data["links"] if l["type"] == "SHARES_ENTITY"]
    assert shared and all(l["weight"] > 0 and l["shared"] for l in shared)


@pytest.mark.parametrize("page_budget", ["1500", "60"])  # the whole graph drawn; a part of it chosen
def test_build_is_deterministic(tmp_path, page_budget):
    seeds = os.path.join(SEEDS, "001_cb5c8533f8de1648.txt")
    # different string hashing in the two runs: no output may depend on set or dict-of-str order
    run_cli("build", seeds, "--out", str(tmp_path / "a"), "--no-neo4j", "--html-max-nodes", page_budget,
            env={"PYTHONHASHSEED": "1"})
    run_cli("build", seeds, "--out", str(tmp_path / "b"), "--no-neo4j", "--html-max-nodes", page_budget,
            env={"PYTHONHASHSEED": "2"})
    a = json.loads((tmp_path / "a" / "graph.json").read_text())
    b = json.loads((tmp_path / "b" / "graph.json").read_text())
    a["graph"].pop("timings", None)
    b["graph"].pop("timings", None)
    assert a == b
    assert (tmp_path / "a" / "graph.html").read_bytes() == (tmp_path / "b" / "graph.html").read_bytes()  # same map


@pytest.mark.skipif(not os.path.exists(os.path.join(SHARED, "eval", "score.py")), reason="../shared/eval not present")
def test_dev_extraction_scores_do_not_regress(tmp_path):
    run_cli("build", os.path.join(SEEDS, "000_10f663d35e30c582.txt"), os.path.join(SEEDS, "001_cb5c8533f8de1648.txt"),
            "--out", str(tmp_path), "--no-neo4j")
    proc = subprocess.run([sys.executable, os.path.join(SHARED, "eval", "score.py"), str(tmp_path / "graph.json"),
                           os.path.join(SHARED, "eval", "gold-dev.jsonl"), "--json"], capture_output=True, text=True, check=True)
    result = json.loads(proc.stdout)
    assert result["papers_missing"] == 0
    assert result["methods"]["f1"] >= 0.85
    assert result["benchmarks"]["f1"] >= 0.90
    assert result["concepts"]["f1"] >= 0.55
    assert result["primary_found"] >= 0.90


def test_missing_input_is_a_clear_error(tmp_path):
    proc = run_cli("build", str(tmp_path / "nope.json"), "--out", str(tmp_path), "--no-neo4j", check=False)
    assert proc.returncode == 2 and "input not found" in proc.stderr and "Traceback" not in proc.stderr


def test_mixed_folder_of_formats_and_broken_files(tmp_path):
    import shutil
    from conftest import FIXTURES
    from graph.export import read_json
    folder = tmp_path / "inputs"
    shutil.copytree(os.path.join(FIXTURES, "formats"), folder)
    (folder / "empty.txt").write_bytes(b"")
    (folder / "picture.json").write_bytes(bytes(range(256)) * 8)
    (folder / "cut.json").write_text('[{"title": "Cut Paper One", "abstract": "Fine."}, {"title": "Cut', encoding="utf-8")
    out = tmp_path / "out"
    proc = run_cli("build", str(folder), "--out", str(out), "--no-neo4j")
    assert proc.returncode == 0
    graph = read_json(out / "graph.json")
    titles = sorted(d["title"] for _, d in graph.nodes(data=True) if d["type"] == "Paper")
    # every good record, once: SparseRoute is in the paperlists file and the BibTeX file; the
    # gzipped JSON Lines file repeats works.jsonl
    assert len(titles) == 18 and len(set(titles)) == 18
    assert "Cut Paper One" in titles and "The Entry After the Broken One" in titles
    cites = {(u, v) for u, v, d in graph.edges(data=True) if d["type"] == "CITES"}
    assert ("Paper:openalex:W1000000003", "Paper:openalex:W1000000002") in cites
    assert ("Paper:doi:10.1234/routing.2024.001", "Paper:openalex:W1000000002") in cites
    assert len(cites) == 4 and "2 point outside it" in proc.stdout
    assert {"Author", "Venue"} <= {d["type"] for _, d in graph.nodes(data=True)}
    summary = proc.stdout
    for expected in ("empty.txt: empty file", "picture.json: binary content", "cut.json, record 2",
                     "zotero.bib, entry broken2021"):
        assert expected in summary, expected
    assert "Traceback" not in proc.stderr
    strict = run_cli("build", str(folder), "--out", str(tmp_path / "strict"), "--no-neo4j", "--strict", check=False)
    assert strict.returncode != 0 and (tmp_path / "strict" / "graph.json").exists()


def test_worker_processes_build_exactly_the_graph_one_process_builds():
    from graph.build import BuildOptions, build_graph
    from loaders import load_inputs, merge_records, ProblemLog
    log = ProblemLog()
    records = merge_records(load_inputs([SEEDS], log), log)
    one = build_graph(records, BuildOptions(workers=1))
    two = build_graph(records, BuildOptions(workers=2))  # extraction and similarity in worker processes
    assert sorted(one.nodes(data=True)) == sorted(two.nodes(data=True))
    edges = lambda g: sorted((u, v, k, sorted(d.items())) for u, v, k, d in g.edges(keys=True, data=True))
    assert edges(one) == edges(two)
    assert sum(1 for _, d in one.nodes(data=True) if d["type"] == "Paper") == 76


def _die(item):
    os._exit(3)  # as if the out-of-memory killer ended the worker


def test_worker_pools_can_serve_several_builds_and_a_dead_worker_is_an_error_not_a_hang():
    from graph.build import BuildOptions, build_graph
    from graph.workers import WorkerDied, WorkerPools
    from loaders import load_inputs, merge_records, ProblemLog
    log = ProblemLog()
    records = merge_records(load_inputs([SEEDS], log), log)[:20]
    pools = WorkerPools(2, single_use=False)
    try:
        first = build_graph(records, BuildOptions(workers=2), pools=pools)
        second = build_graph(records, BuildOptions(workers=2), pools=pools)
        assert sorted(first.nodes) == sorted(second.nodes)
        with pytest.raises(WorkerDied):
            pools.result(pools.submit_extraction(_die, ("text", None)))
    finally:
        pools.close()


def test_counts_made_while_writing_json_are_the_graphs_and_give_the_same_page(seed_graph, tmp_path):
    from graph import schema as S
    from graph.export import write_json
    from viz import HtmlOptions, write_html
    counts = write_json(seed_graph, str(tmp_path / "graph.json"))
    assert counts["node_counts"] == S.node_type_counts(seed_graph)
    assert counts["edge_counts"] == S.edge_type_counts(seed_graph)
    options = HtmlOptions(max_nodes=60)
    given = write_html(seed_graph, str(tmp_path / "given.html"), options, counts)
    counted = write_html(seed_graph, str(tmp_path / "counted.html"), options)
    assert (tmp_path / "given.html").read_bytes() == (tmp_path / "counted.html").read_bytes()
    assert given["edge_counts"] == counted["edge_counts"]


def test_page_laid_out_elsewhere_is_the_same_page(seed_graph, tmp_path):
    """The CLI lays large pages out in the similarity worker from layout_input: the same map and page."""
    import pickle

    from viz import HtmlOptions, write_html
    from viz.html import layout, layout_input, plan_page
    options = HtmlOptions(max_nodes=60)
    plan = plan_page(seed_graph, options)
    sent = pickle.loads(pickle.dumps(layout_input(plan)))  # as it travels to the worker
    positions = layout(sent, options.layout_iterations)
    assert positions == layout(plan.sub, options.layout_iterations)
    write_html(seed_graph, str(tmp_path / "elsewhere.html"), options, plan=plan, positions=positions)
    write_html(seed_graph, str(tmp_path / "here.html"), options)
    assert (tmp_path / "elsewhere.html").read_bytes() == (tmp_path / "here.html").read_bytes()


def test_an_extractor_failure_on_one_paper_is_reported_and_the_paper_kept(tmp_path, monkeypatch):
    from graph.build import build, BuildOptions
    from graph.extract import Extraction, Extractor
    real = Extractor.extract

    def fragile(self, abstract, title=None):
        if "TRIGGER" in (abstract or ""):
            raise ValueError("odd input")
        return real(self, abstract, title)

    monkeypatch.setattr(Extractor, "extract", fragile)
    path = tmp_path / "papers.json"
    path.write_text(json.dumps([
        {"title": "Good Paper", "abstract": "We propose FooNet, a network for images. FooNet beats ResNet on CIFAR-10."},
        {"title": "Odd Paper", "abstract": "We propose TRIGGER, a thing that breaks the extractor."},
    ]), encoding="utf-8")
    result = build([str(path)], BuildOptions(workers=1))
    papers = {d["title"]: n for n, d in result.graph.nodes(data=True) if d["type"] == "Paper"}
    assert set(papers) == {"Good Paper", "Odd Paper"}
    assert any(v.startswith("Method:") for v in result.graph.successors(papers["Good Paper"]))
    problems = [p for p in result.problems if "extraction failed" in p.message]
    assert len(problems) == 1 and "record 2" in problems[0].where and "ValueError: odd input" in problems[0].message
    # the worker path sends the same extraction through its plain-data form
    failed = Extractor().extract_or_fail("We propose TRIGGER.", None)
    assert Extraction.from_tuple(failed.to_tuple()).failure == "ValueError: odd input"


def test_an_extractor_failure_without_a_problem_log_is_logged(monkeypatch, caplog):
    from graph.build import build_graph, BuildOptions
    from graph.extract import Extractor
    from loaders import PaperRecord

    def broken(self, abstract, title=None):
        raise ValueError("odd input")

    monkeypatch.setattr(Extractor, "extract", broken)
    record = PaperRecord(abstract="Anything.", source_file="x.json", source_index=1, title="Odd")
    with caplog.at_level("WARNING"):
        graph = build_graph([record], BuildOptions(workers=1))
    assert any(d.get("title") == "Odd" for _, d in graph.nodes(data=True))
    assert "x.json, record 1: entity extraction failed (ValueError: odd input)" in caplog.text
