"""benchmarks/title_names.py: which titles name their contribution."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "benchmarks"))

from title_names import title_name  # noqa: E402


def test_a_name_shaped_title_head_that_the_abstract_uses_is_the_titled_name():
    assert title_name("SchNet: A continuous-filter network", "We apply them in SchNet, a novel model.") == "SchNet"
    assert title_name("LS3: Latent Space Safe Sets", "We present LS3, which ...") == "LS3"
    assert title_name("SchNet: A continuous-filter network", "We apply them in a novel model.") is None  # not in the abstract
    assert title_name("Deep Learning: A Survey", "Deep Learning is ...") is None  # not name-shaped
    assert title_name("Learning with SchNet", "SchNet ...") is None  # no colon
    assert title_name(None, "SchNet ...") is None
