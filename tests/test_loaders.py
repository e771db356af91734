"""Loaders: one test per format (fixtures written from each format's public documentation) and
one per kind of bad input. Every problem names the file and the record; good records survive."""
import gzip
import json
import os

import pytest

from conftest import CORPUS, FIXTURES, SEEDS
from loaders import ProblemLog, load_file, load_inputs, merge_records

FORMATS = os.path.join(FIXTURES, "formats")


def load(path):
    log = ProblemLog()
    records = merge_records(load_inputs([path], log), log)
    return records, log


def problems(log):
    return [str(p) for p in log]


def test_seed_text_lists():
    records, log = load(SEEDS)
    assert len(records) == 76 and not problems(log)
    first = records[0]
    assert first.source_file == "000_10f663d35e30c582.txt" and first.source_index == 1
    assert first.collection == "ICML 2026 Papers" and first.venue == "ICML" and first.year == 2026
    assert first.title is None and first.abstract.startswith("The remarkable success of the Adam")
    chinese = [r for r in records if r.source_file.startswith("003_")]
    assert chinese[0].collection == "ICML 2026 论文列表" and len(chinese) == 19


def test_seed_header_in_any_language():
    records, log = load(os.path.join(FORMATS, "seed_chinese.txt"))
    assert [r.source_index for r in records] == [1, 2]
    assert records[0].collection == "ICML 2099 论文列表"


def test_paperlists_json():
    records, log = load(os.path.join(FORMATS, "iclr2099.json"))
    assert len(records) == 2 and not problems(log)
    r = records[0]
    assert r.title.startswith("SparseRoute") and r.authors == ["Ada Lovelace", "Alan Turing", "Grace Hopper"]
    assert r.venue == "ICLR" and r.year == 2099 and r.code_url == "https://github.com/example/sparseroute"
    assert r.url == "https://openreview.net/forum?id=Xy12AbCdEf" and r.paper_id == "iclr2099:Xy12AbCdEf"


def test_openalex_api_page_rebuilds_abstracts_and_references():
    records, log = load(os.path.join(FORMATS, "openalex_page.json"))
    assert len(records) == 3
    first = records[0]
    assert first.abstract == "We revisit expert routing in Mixture-of-Experts models and compare routing strategies on C4."
    assert first.authors == ["Ada Lovelace", "Charles Babbage"] and first.venue == "Journal of Routing"
    assert first.paper_id == "doi:10.1234/routing.2024.001" and first.openalex_id == "W1000000001"
    assert first.references == ["openalex:W1000000002", "openalex:W9999999999"]
    assert records[1].paper_id == "openalex:W1000000002" and records[1].year == 2022
    assert any("no abstract" in p and "record 3" in p for p in problems(log))  # kept, title only


def test_openalex_single_work():
    records, _ = load(os.path.join(FORMATS, "openalex_single.json"))
    assert len(records) == 1 and records[0].title == "Single Work Export" and records[0].abstract == "One work exported alone."


def test_arxiv_snapshot_jsonl():
    records, log = load(os.path.join(FORMATS, "arxiv-metadata-snapshot.jsonl"))
    assert len(records) == 2 and not [p for p in log if p.severity == "error"]
    r = records[0]
    assert r.paper_id == "arxiv:2101.00001" and r.year == 2021 and r.categories == ["cs.LG", "stat.ML"]
    assert r.title == "Graph Transformers for Molecules" and r.authors == ["Ada Lovelace", "Alan Turing", "Grace Hopper"]
    old = records[1]
    assert old.arxiv_id == "math/0601001" and old.doi == "10.5555/sym.2006" and old.paper_id == "doi:10.5555/sym.2006"


def test_jsonl_with_common_columns_any_case():
    records, log = load(os.path.join(FORMATS, "works.jsonl"))
    assert [r.title for r in records] == ["Contrastive Pretraining at Scale", "Robust Offline RL"]
    assert records[0].authors == ["Ada Lovelace", "Alan Turing"] and records[0].year == 2023 and records[0].venue == "NeurIPS"
    assert records[1].authors == ["Grace Hopper", "Edsger Dijkstra"] and records[1].year == 2022


def test_gzip_is_read_transparently():
    records, _ = load(os.path.join(FORMATS, "works_gz.jsonl.gz"))
    assert len(records) == 2 and records[0].source_file == "works_gz.jsonl.gz"


def test_csv():
    records, log = load(os.path.join(FORMATS, "papers.csv"))
    assert len(records) == 2
    assert records[0].title == "Sparse Attention, Revisited" and '"quoted"' in records[0].abstract
    assert records[0].authors == ["Ada Lovelace", "Alan Turing"] and records[0].doi == "10.5555/sparse.2024"
    assert records[1].authors == ["Grace Hopper", "Barbara Liskov"] and records[1].venue == "CVPR"


def test_bibtex_decodes_latex_and_survives_a_broken_entry():
    records, log = load(os.path.join(FORMATS, "zotero.bib"))
    titles = [r.title for r in records]
    assert "SparseRoute: Token Routing for Mixture-of-Experts" in titles
    assert "Incompleteness of Gödel-style Benchmarks" in titles
    godel = records[titles.index("Incompleteness of Gödel-style Benchmarks")]
    assert godel.authors == ["Kurt Gödel", "Paul Erdős", "Ana Cortés"] and "naïvely" in godel.abstract
    sparse = records[0]
    assert sparse.venue == "Advances in Neural Information Processing Systems" and sparse.doi == "10.1234/sparseroute.2024"
    assert "The Entry After the Broken One" in titles  # the entry after the malformed one is read
    no_abstract = records[titles.index("A Paper Without an Abstract")]
    assert no_abstract.abstract == "" and no_abstract.arxiv_id == "2201.00002"
    texts = problems(log)
    assert any("broken2021" in t and "malformed" in t for t in texts)
    assert any("noabstract2022" in t and "no abstract" in t for t in texts)


def test_duplicate_work_in_two_inputs_is_one_record(tmp_path):
    a = tmp_path / "a.jsonl"
    b = tmp_path / "b.csv"
    a.write_text(json.dumps({"title": "Shared Paper on Routing", "abstract": "Short.", "doi": "10.1234/x"}) + "\n")
    b.write_text("title,abstract,year,doi\nShared paper on routing!,A much longer abstract about routing experts.,2021,https://doi.org/10.1234/X\n")
    records, _ = load(str(tmp_path))
    assert len(records) == 1
    r = records[0]
    assert r.abstract == "A much longer abstract about routing experts." and r.year == 2021 and r.paper_id == "doi:10.1234/x"


# --- bad input -------------------------------------------------------------------------------

def write(tmp_path, name, data):
    path = tmp_path / name
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return str(path)


def test_empty_file(tmp_path):
    records, log = load(write(tmp_path, "empty.txt", ""))
    assert records == [] and problems(log) == ["empty.txt: empty file; skipped"]


def test_binary_file(tmp_path):
    records, log = load(write(tmp_path, "picture.json", bytes(range(256)) * 20))
    assert records == [] and any("binary" in p and "picture.json" in p for p in problems(log))


def test_latin1_and_utf16_and_bom(tmp_path):
    latin = write(tmp_path, "latin.csv", "title,abstract\nCaf\xe9 Models,R\xe9sum\xe9 of na\xefve methods.\n".encode("latin-1"))
    utf16 = write(tmp_path, "utf16.txt", "Header\n\nAn abstract in UTF-16 with ü.\n".encode("utf-16"))
    bom = write(tmp_path, "bom.jsonl", "\ufeff".encode("utf-8") + json.dumps({"title": "BOM", "abstract": "x y"}).encode())
    records, log = load(str(tmp_path))
    by_file = {r.source_file: r for r in records}
    assert by_file["latin.csv"].title == "Café Models" and by_file["latin.csv"].abstract == "Résumé of naïve methods."
    assert by_file["utf16.txt"].abstract == "An abstract in UTF-16 with ü."
    assert by_file["bom.jsonl"].title == "BOM"
    assert any("latin.csv" in p and "not valid UTF-8" in p for p in problems(log))


def test_truncated_json_keeps_complete_records(tmp_path):
    text = json.dumps([{"title": f"Paper {i}", "abstract": f"Abstract number {i}."} for i in range(5)])
    records, log = load(write(tmp_path, "cut.json", text[: len(text) - 30]))
    assert [r.title for r in records] == ["Paper 0", "Paper 1", "Paper 2", "Paper 3"]
    assert any("cut.json" in p and "record 5" in p for p in problems(log))


def test_malformed_json_object(tmp_path):
    records, log = load(write(tmp_path, "bad.json", '{"title": "x", "abstract": '))
    assert records == [] and any("bad.json" in p and "malformed JSON" in p for p in problems(log))


def test_bad_line_in_jsonl(tmp_path):
    lines = [json.dumps({"title": "Good one", "abstract": "Fine."}), "{not json", json.dumps({"title": "Good two", "abstract": "Fine too."})]
    records, log = load(write(tmp_path, "lines.jsonl", "\n".join(lines)))
    assert [r.title for r in records] == ["Good one", "Good two"]
    assert problems(log) == ["lines.jsonl, line 2: not valid JSON (Expecting property name enclosed in double quotes); skipped"]


def test_records_without_title_or_abstract(tmp_path):
    rows = [{"title": "", "abstract": ""}, {"id": 7}, {"title": "Title only"}, {"abstract": "Abstract only here."}, "a string"]
    records, log = load(write(tmp_path, "sparse.json", json.dumps(rows)))
    assert [r.title for r in records] == ["Title only", None]
    texts = problems(log)
    assert sum("neither a title nor an abstract" in t for t in texts) == 2
    assert any("record 5" in t and "expected an object" in t for t in texts)


def test_placeholder_abstracts_and_pdf_glyph_codes(tmp_path):
    rows = [{"title": "A paper", "abstract": "Abstract Unavailable"},
            {"title": "Another", "abstract": "Cells are sen(cid:173) sitive to (cid:2)light."},
            {"abstract": "N/A"}]
    records, log = load(write(tmp_path, "old.json", json.dumps(rows)))
    assert [(r.title, r.abstract) for r in records] == [("A paper", ""), ("Another", "Cells are sensitive to light.")]
    texts = problems(log)
    assert any("record 1" in t and "title only" in t for t in texts)
    assert any("record 3" in t and "neither a title nor an abstract" in t for t in texts)


def test_tex_ligature_glyph_codes_become_letters(tmp_path):
    rows = [{"title": "Tra(cid:14)c", "abstract": "An e(cid:11)ective classi(cid:12)cation of (cid:13)ow, not (cid:2)lters."}]
    records, _ = load(write(tmp_path, "pdf.json", json.dumps(rows)))
    assert (records[0].title, records[0].abstract) == ("Traffic", "An effective classification of flow, not lters.")


def test_typographic_ligatures_become_letters(tmp_path):
    rows = [{"title": "Eﬃcient Classiﬁers", "abstract": "We bound the risk of the Gibbs classiﬁer under ﬂat priors."}]
    records, _ = load(write(tmp_path, "pdf.json", json.dumps(rows)))
    assert (records[0].title, records[0].abstract) == (
        "Efficient Classifiers", "We bound the risk of the Gibbs classifier under flat priors.")


def test_megabyte_abstract_is_truncated_not_lost(tmp_path):
    huge = "word " * 400_000
    records, log = load(write(tmp_path, "huge.jsonl", json.dumps({"title": "Huge", "abstract": huge})))
    assert len(records) == 1 and len(records[0].abstract) == 20_000
    assert any("truncated" in p for p in problems(log))


def test_control_characters_and_bidi_overrides(tmp_path):
    rows = [{"title": "Evil\u202e txt.exe \u0007Title", "abstract": "Text with \x00nul and \u2066isolates\u2069."}]
    records, log = load(write(tmp_path, "ctrl.json", json.dumps(rows)))
    assert records[0].title == "Evil txt.exe Title" and records[0].abstract == "Text with nul and isolates."
    assert any("control" in p for p in problems(log))


def test_duplicate_ids_for_different_papers(tmp_path):
    rows = [{"id": "p1", "title": "First Paper About Apples", "abstract": "Apples."},
            {"id": "p1", "title": "Second Paper About Oranges", "abstract": "Oranges."}]
    records, log = load(write(tmp_path, "dups.json", json.dumps(rows)))
    assert len(records) == 2 and len({r.paper_id for r in records}) == 2
    assert any("duplicate id" in p and "record 2" in p for p in problems(log))


def test_a_reused_id_never_moves_to_another_paper_through_a_merge(tmp_path):
    # found in a real corpus: the third record is the second paper again (same title), carrying the
    # first paper's id; merging must not give the second paper that id
    rows = [{"id": "p1", "title": "First Paper About Apples", "abstract": "Apples."},
            {"id": "p1", "title": "Second Paper About Oranges", "abstract": "Oranges."},
            {"id": "p1", "title": "Second Paper About Oranges", "abstract": "Oranges, longer."}]
    records, log = load(write(tmp_path, "dups.json", json.dumps(rows)))
    assert len(records) == 2 and len({r.paper_id for r in records}) == 2
    assert records[0].paper_id.endswith("p1") and records[1].abstract == "Oranges, longer."
    assert any("duplicate id" in p and "record 3" in p for p in problems(log))


def test_paper_ids_are_unique_even_for_identical_untitled_text(tmp_path):
    rows = [{"title": "A Study of Pears in Depth", "abstract": "Same words."},
            {"title": "Another Study, of Plums", "abstract": "Same words."}]
    records, log = load(write(tmp_path, "same.json", json.dumps(rows)))
    assert len(records) == 2 and len({r.paper_id for r in records}) == 2


def test_unknown_file_type_is_reported(tmp_path):
    records, log = load(write(tmp_path, "slides.pptx", b"PK\x03\x04" + b"\x00" * 100))
    assert records == [] and any("slides.pptx" in p for p in problems(log))


def test_each_problem_reported_once(tmp_path):
    log = ProblemLog()
    log.add("f.json", "record 1", "bad")
    log.add("f.json", "record 1", "bad")
    assert len(log) == 1


@pytest.mark.corpus
@pytest.mark.skipif(not os.path.isdir(CORPUS), reason="../shared/corpora not present")
def test_real_paperlists_file():
    path = os.path.join(CORPUS, "iclr", "iclr2017.json")
    records, log = load(path)
    assert len(records) >= 480 and all(r.abstract and r.title for r in records)
    assert all(r.venue == "ICLR" and r.year == 2017 for r in records)
    assert not [p for p in log if p.severity == "error"]
