"""Canonicalisation across papers: one node per entity, ambiguous acronyms kept apart."""
from graph.canonical import canonicalise
from graph.extract import Entity, Extraction


def _paper(*methods):
    return Extraction([Entity(name, "Method", "used", list(aliases)) for name, aliases in methods], [], [], None, "", None)


def _groups(extractions):
    return {frozenset([e.name, *e.aliases]): len(e.roles) for e in canonicalise(extractions) if e.label == "Method"}


def test_singular_plural_and_longer_wordings_of_one_long_form_do_not_make_an_acronym_ambiguous():
    papers = {
        "p1": _paper(("Deformable Part Model", ["DPM"])),
        "p2": _paper(("Deformable Part Models", ["DPMs"])),
        "p3": _paper(("Principal Components Analysis", ["PCA"])),
        "p4": _paper(("Principal Component Analysis", ["PCA"])),
        "p5": _paper(("DPM", [])),
        "p6": _paper(("Multilingual Masked Language Model", ["MMLM"])),
        "p7": _paper(("Masked Language Model", ["MMLM"])),
    }
    sizes = {min(names, key=len): n for names, n in _groups(papers).items()}
    assert sizes == {"DPM": 3, "PCA": 2, "MMLM": 2}


def test_an_acronym_with_two_different_long_forms_merges_nothing():
    papers = {
        "p1": _paper(("Gaussian Process", ["GP"])),
        "p2": _paper(("Genetic Programming", ["GP"])),
        "p3": _paper(("Gaussian Processes", ["GPs"])),
        "p4": _paper(("GP", [])),
    }
    groups = _groups(papers)
    assert not any({"Gaussian Process", "Genetic Programming"} <= names for names in groups)
    assert sum(n for names, n in groups.items() if "Gaussian Process" in names or "Gaussian Processes" in names) == 2
