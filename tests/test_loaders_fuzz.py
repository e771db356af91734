"""Property-based tests: whatever bytes or JSON a user feeds the loaders, they never crash and
every problem is reported (naming the file); good records still come through."""
import json
import os
import tempfile

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from loaders import ProblemLog, load_inputs, merge_records

EXTENSIONS = [".json", ".jsonl", ".csv", ".bib", ".txt", ".json.gz", ".tsv", ""]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=50),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=12), children, max_size=6),
    max_leaves=30,
)
record_like = st.dictionaries(
    st.sampled_from(["title", "Title", "abstract", "ABSTRACT", "author", "authors", "id", "doi", "year", "venue",
                     "abstract_inverted_index", "authorships", "referenced_works", "categories", "url", "github"]),
    json_values, max_size=8)


def load_bytes(data: bytes, ext: str):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "input" + ext)
        with open(path, "wb") as fh:
            fh.write(data)
        log = ProblemLog()
        records = merge_records(load_inputs([path], log), log)
        return records, log


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=2000), st.sampled_from(EXTENSIONS))
def test_arbitrary_bytes_never_crash(data, ext):
    records, log = load_bytes(data, ext)
    for problem in log:
        assert problem.file.startswith("input")
    for record in records:
        assert isinstance(record.abstract, str) and record.source_file.startswith("input")
    if not records:
        assert len(log) >= 1  # nothing read: the user is told why


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values, st.sampled_from([".json", ".jsonl"]))
def test_arbitrary_json_never_crashes(value, ext):
    text = json.dumps(value) if ext == ".json" else "\n".join(json.dumps(v) for v in (value if isinstance(value, list) else [value]))
    records, log = load_bytes(text.encode("utf-8"), ext)
    if not records:
        assert len(log) >= 1


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(record_like, min_size=1, max_size=6))
def test_record_like_json_keeps_every_good_record(rows):
    good = [{"title": f"Good paper number {i}", "abstract": f"A fine abstract {i}."} for i in range(3)]
    records, log = load_bytes(json.dumps(rows + good).encode("utf-8"), ".json")
    titles = {r.title for r in records}
    assert {g["title"] for g in good} <= titles
    for problem in log:
        assert problem.where.startswith(("record", "line")) or problem.where == ""


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=3000))
def test_arbitrary_text_files(text):
    records, log = load_bytes(text.encode("utf-8", "surrogatepass"), ".txt")
    assert all(r.source_index >= 1 for r in records)
    if not records:
        assert len(log) >= 1
