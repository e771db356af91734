"""benchmarks/annotator_agreement.py: a second annotation, turned into a graph, is scored by the
shared scorer exactly as the extractor's graph is."""
import os

import pytest

from benchmarks.annotator_agreement import agreement, annotation_graph
from tests.conftest import SHARED

SCORE_PY = os.path.join(SHARED, "eval", "score.py")


def _paper(index, methods=(), benchmarks=(), concepts=(), primary=None):
    return {"file": "set.json", "index": index, "id": f"S#{index:02d}", "primary": primary,
            "methods": [{"name": n, "aliases": a, "role": r} for n, a, r in methods],
            "benchmarks": [{"name": n, "aliases": a, "role": r} for n, a, r in benchmarks],
            "concepts": [{"name": n, "aliases": []} for n in concepts]}


FIRST = [
    _paper(1, methods=[("Gradient Boosted Ridge", ["GBR"], "proposed"), ("XGBoost", [], "used")],
           benchmarks=[("UCI Adult", [], "evaluated")], concepts=["tabular learning", "boosting"], primary="GBR"),
    _paper(2, methods=[("Kalman filter", [], "used"), ("TurtleBot", [], "used")],
           concepts=["mobile robots", "state estimation", "sensor fusion"]),
]


def test_annotation_graph_keeps_roles_and_leaves_out_lower_case_methods():
    graph = annotation_graph([_paper(1, methods=[("Mixer-X", [], "proposed"), ("dropout", [], "used")],
                                     benchmarks=[("FooBench", [], "introduced")], concepts=["vision"])])
    types = {n["name"]: n["type"] for n in graph["nodes"] if n["type"] != "Paper"}
    assert types == {"Mixer-X": "Method", "FooBench": "Benchmark", "vision": "Concept"}
    edges = {(e["type"], next(n["name"] for n in graph["nodes"] if n["id"] == e["target"])) for e in graph["links"]}
    assert edges == {("PROPOSES", "Mixer-X"), ("INTRODUCES", "FooBench"), ("MENTIONS", "vision")}


@pytest.mark.skipif(not os.path.exists(SCORE_PY), reason="../shared/eval/score.py not present")
def test_an_annotation_agrees_with_itself_and_a_differing_one_scores_lower():
    same = agreement(SCORE_PY, FIRST, FIRST)
    assert [same[k]["f1"] for k in ("methods", "benchmarks", "concepts")] == [1.0, 1.0, 1.0]
    assert same["primary_found"] == 1.0

    second = [
        # the acronym as the name is the same entity; XGBoost missed; a concept worded differently
        _paper(1, methods=[("GBR", ["Gradient Boosted Ridge"], "proposed")],
               benchmarks=[("UCI Adult", [], "evaluated")], concepts=["tabular data learning", "boosting"], primary="GBR"),
        # an extra named method; 'Kalman filter' kept; one concept fewer
        _paper(2, methods=[("Kalman filter", [], "used"), ("TurtleBot", [], "used"), ("ROS", [], "used")],
               concepts=["mobile robots", "state estimation"]),
    ]
    r = agreement(SCORE_PY, FIRST, second)
    assert (r["methods"]["tp"], r["methods"]["fp"], r["methods"]["fn"]) == (3, 1, 1)
    assert r["benchmarks"]["f1"] == 1.0
    assert (r["concepts"]["tp"], r["concepts"]["fn"]) == (4, 1)
    assert r["primary_found"] == 1.0
