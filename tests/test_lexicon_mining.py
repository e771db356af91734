"""tools/build_lexicon.py: the word statistics it mines from abstracts."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))

from build_lexicon import word_stats  # noqa: E402


def test_words_of_any_alphabet_get_statistics():
    lower, cap, standalone, _, _ = word_stats(("", "We study the Poincaré map of a limit cycle. Its Poincaré "
                                                   "section and the Hölder continuity of the flow follow, as does a "
                                                   "bound by Poincaré."))
    assert cap["poincaré"] == 3 and standalone["poincaré"] == 1  # 'by Poincaré.' stands alone
    assert cap["hölder"] == 1 and standalone["hölder"] == 0
    assert lower["cycle"] == 1
