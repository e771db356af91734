"""tools/build_lexicon.py and tools/build_surnames.py: the word statistics and author names they mine."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))

from build_lexicon import word_stats  # noqa: E402
from build_surnames import author_names  # noqa: E402


def test_words_of_any_alphabet_get_statistics():
    lower, cap, standalone, _, _ = word_stats(("", "We study the Poincaré map of a limit cycle. Its Poincaré "
                                                   "section and the Hölder continuity of the flow follow, as does a "
                                                   "bound by Poincaré."))
    assert cap["poincaré"] == 3 and standalone["poincaré"] == 1  # 'by Poincaré.' stands alone
    assert cap["hölder"] == 1 and standalone["hölder"] == 0
    assert lower["cycle"] == 1


def test_family_and_given_names_are_mined_from_author_lists(tmp_path):
    papers = [{"title": f"Paper {i}", "abstract": "We study bandits.", "author": author}
              for i, author in enumerate(["Herbert Simon;Ada Lovelace", "Herbert Kim;Ada Simon", "Herbert Kim;Yann"])]
    path = tmp_path / "venue2020.json"
    path.write_text(json.dumps(papers), encoding="utf-8")
    family, given = author_names([str(path)], min_papers=2, min_given_papers=3)
    assert family == ["Kim", "Simon"]  # on two papers each; 'Lovelace' on one, and 'Yann' is no family name
    assert given == ["Herbert"]  # on three papers; 'Ada' on two
