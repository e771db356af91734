"""Learn the weights of the concept ranker (graph/concepts.py). Writes graph/data/concept_ranker.json.

Two sources of labels:

- annotations (the default; what the shipped weights come from): tools/data/concept_annotations.jsonl
  lists the key concepts of annotated abstracts, written by LLM annotators following the
  project's annotation guidelines (the concepts section: the 3 to 8 tasks, areas and key ideas a
  researcher would use to place the paper; lower case; not the paper's own names). The abstracts
  are not copied: 38 are the untitled ICML 2026 abstracts of seeds/003_* and seeds/004_*, the
  others are papers of the public paperlists corpus (many venues and years), found by file and
  title; those marked "untitled" were annotated from the abstract alone and are trained as
  untitled abstracts (the seed format). None is an abstract of the dev gold (seeds/000_*, 001_*).
  A candidate phrase is a positive example when it names an annotated concept: the same words
  up to plurals, or at least half of the words of the two together.

      python tools/train_concept_ranker.py --corpus ../shared/corpora/paperlists

- titles (distant supervision, no annotation at all): a candidate phrase of an abstract is a
  positive example when the paper's title uses it.

      python tools/train_concept_ranker.py --titles ../shared/corpora/paperlists --papers 30000

Annotations report the F1 of the concepts chosen on held-out annotated abstracts (5-fold
cross-validation, the build's own selection rules) for the new weights and the current ones.
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import re
import sys
import time
import unicodedata
from multiprocessing import Pool

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from graph import concepts as C  # noqa: E402
from graph.extract import Extractor, keyed_candidate_phrases, named_tokens  # noqa: E402
from graph.text import clean_abstract, phrase_key, split_sentences  # noqa: E402
from loaders import ProblemLog, load_file, load_inputs  # noqa: E402
from loaders.records import normalise_text_key  # noqa: E402

ANNOTATIONS = os.path.join(ROOT, "tools", "data", "concept_annotations.jsonl")
REGULARISATION = 0.1  # inverse strength (sklearn's C): 400 abstracts, 25 weights

# --- annotations ----------------------------------------------------------------------------


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "", text)


def _words(text: str) -> set[str]:
    tokens = re.findall(r"[a-z0-9]+", unicodedata.normalize("NFKD", text).lower())
    return {t[:-1] if t.endswith("s") and len(t) > 3 else t for t in tokens}


def names_concept(names: list[str], concept: dict) -> bool:
    """Whether a phrase (with its aliases) names an annotated concept: the same words up to
    plurals, or at least half of the words of the two together."""
    gold = [concept["name"], *concept.get("aliases", [])]
    singular = lambda k: k[:-1] if k.endswith("s") and len(k) > 3 else k  # noqa: E731
    if {singular(_norm(n)) for n in names if _norm(n)} & {singular(_norm(g)) for g in gold if _norm(g)}:
        return True
    for name in names:
        a = _words(name)
        for g in gold:
            b = _words(g)
            if a and b and len(a & b) / len(a | b) >= 0.5:
                return True
    return False


def load_annotated(path: str, corpus: str) -> list[dict]:
    """The annotated abstracts with their text: {"title", "abstract", "concepts"}."""
    log = ProblemLog()
    files: dict[str, list] = {}

    def records_of(source: str) -> list:
        if source not in files:
            if not os.path.exists(source):
                raise SystemExit(f"{source}: not found (give the paperlists corpus with --corpus)")
            files[source] = list(load_file(source, log))
        return files[source]

    out = []
    for line in open(path, encoding="utf-8"):
        row = json.loads(line)
        if "seeds" in row:
            record = records_of(os.path.join(ROOT, "seeds", row["seeds"]))[row["index"] - 1]
        else:
            source = os.path.join(corpus, row["paperlists"])
            records = records_of(source)
            wanted = normalise_text_key(row["title"])
            record = next((r for r in records if r.title and normalise_text_key(r.title) == wanted), None)
            if record is None:
                raise SystemExit(f"{source}: no paper titled {row['title']!r}")
        title = None if row.get("untitled") else record.title  # annotated (and trained) as an untitled abstract
        out.append({"title": title, "abstract": record.abstract, "concepts": row["concepts"]})
    return out


class Captured:
    """An annotated abstract's concept candidates and acronym-defined concepts, as the build sees them."""

    def __init__(self, item: dict, cands, seeds) -> None:
        self.concepts = item["concepts"]
        self.cands = cands
        self.seeds = seeds


def capture(extractor: Extractor, items: list[dict]) -> list[Captured]:
    select = Extractor.select_concepts
    out: list[Captured] = []

    def keep(self, cands, seeds, **kw):
        out.append(Captured(item, cands, copy.deepcopy(seeds)))
        return select(self, cands, seeds, **kw)
    Extractor.select_concepts = keep
    try:
        for item in items:
            extractor.extract(item["abstract"], item["title"])
    finally:
        Extractor.select_concepts = select
    return out


def labelled_rows(extractor: Extractor, captured: list[Captured]):
    rows = []
    for c in captured:
        longer = C.longer_tf(c.cands)
        xs, ys = [], []
        for key, item in c.cands.items.items():
            x = C.features(key, item, c.cands, extractor.lex, longer)
            if x is not None:
                xs.append(x)
                ys.append(int(any(names_concept([item.surface], g) for g in c.concepts)))
        rows.append((xs, ys))
    return rows


def selection_f1(extractor: Extractor, captured: list[Captured], weights: list[float]) -> tuple[float, float, float]:
    """(F1, precision, recall) of the concepts the build would choose with these weights: an
    annotated concept is found when a chosen phrase names it; a chosen phrase naming none is wrong."""
    model = C.load_ranker()
    saved = list(model["weights"])
    model["weights"][:] = weights
    cache = extractor.lex.phrase_cache  # holds the weights' per-phrase partial sums
    cache.clear()
    cache.old = {}
    tp = fp = fn = 0
    try:
        for c in captured:
            chosen = Extractor.select_concepts(extractor, c.cands, copy.deepcopy(c.seeds))
            names = [[e.name, *e.aliases] for e in chosen]
            found = sum(any(names_concept(n, g) for n in names) for g in c.concepts)
            tp += found
            fn += len(c.concepts) - found
            fp += sum(not any(names_concept(n, g) for g in c.concepts) for n in names)
    finally:
        model["weights"][:] = saved
        cache.clear()
        cache.old = {}
    p, r = tp / max(tp + fp, 1), tp / max(tp + fn, 1)
    return 2 * p * r / max(p + r, 1e-9), p, r


def fit(rows) -> list[float]:
    from sklearn.linear_model import LogisticRegression
    x = np.array([x for xs, _ in rows for x in xs], dtype=np.float64)
    y = np.array([y for _, ys in rows for y in ys], dtype=np.int8)
    model = LogisticRegression(C=REGULARISATION, max_iter=5000, fit_intercept=False).fit(x, y)
    return [round(float(w), 5) for w in model.coef_[0]]


def train_on_annotations(path: str, corpus: str, folds: int = 5) -> dict:
    t0 = time.time()
    items = load_annotated(path, corpus)
    extractor = Extractor()
    captured = capture(extractor, items)
    rows = labelled_rows(extractor, captured)
    current = list(C.load_ranker()["weights"])
    new_f1, old_f1 = [], []
    for k in range(folds):
        train = [r for i, r in enumerate(rows) if i % folds != k]
        held_out = [c for i, c in enumerate(captured) if i % folds == k]
        new_f1.append(selection_f1(extractor, held_out, fit(train))[0])
        old_f1.append(selection_f1(extractor, held_out, current)[0])
    weights = fit(rows)
    positives = sum(sum(ys) for _, ys in rows)
    candidates = sum(len(ys) for _, ys in rows)
    print(f"{len(items)} annotated abstracts, {candidates} candidates ({positives / max(candidates, 1):.1%} name an "
          f"annotated concept), {time.time() - t0:.0f}s")
    print(f"held-out concept F1 ({folds}-fold): {np.mean(new_f1):.3f} with the new weights, "
          f"{np.mean(old_f1):.3f} with the current ones")
    return {"about": f"Logistic concept ranker trained by tools/train_concept_ranker.py on {len(items)} abstracts "
                     f"annotated with their key concepts ({os.path.relpath(path, ROOT)}).",
            "features": C.FEATURES, "weights": weights,
            "held_out_concept_f1": round(float(np.mean(new_f1)), 4),
            "held_out_concept_f1_previous_weights": round(float(np.mean(old_f1)), 4)}


# --- titles as distant supervision -----------------------------------------------------------

_EX = None


def _init():
    global _EX
    _EX = Extractor()


def rows_for(item):
    title, abstract = item
    ex = _EX
    try:
        extraction = ex.extract(abstract, None)
    except Exception:
        return [], []
    sentences = split_sentences(clean_abstract(abstract).text)
    named = {e.key for e in extraction.methods + extraction.benchmarks}
    cands = C.collect(sentences, None, named, ex.lex, lambda s: keyed_candidate_phrases(s, ex.lex),
                      named_tokens(extraction.methods, ex.lex))
    title_words = phrase_key(clean_abstract(title).text).split()
    title_text = " " + " ".join(title_words) + " "
    xs, ys = [], []
    longer = C.longer_tf(cands)
    for key, item in cands.items.items():
        x = C.features(key, item, cands, ex.lex, longer)
        if x is None:
            continue
        xs.append(x)
        ys.append(1 if (" " + key + " ") in title_text else 0)
    return xs, ys


def train_on_titles(inputs: list[str], papers: int, workers: int) -> dict:
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import roc_auc_score

    t0 = time.time()
    records = [(r.title, r.abstract) for r in load_inputs(inputs, ProblemLog()) if r.title and len(r.abstract) > 200]
    step = max(1, len(records) // papers)
    sample = records[::step][:papers]
    with Pool(workers, initializer=_init) as pool:
        results = pool.map(rows_for, sample, chunksize=100)
    split = int(len(results) * 0.8)

    def stack(parts):
        xs = [x for xs_, _ in parts for x in xs_]
        ys = [y for _, ys_ in parts for y in ys_]
        return np.array(xs, dtype=np.float64), np.array(ys, dtype=np.int8)
    x_train, y_train = stack(results[:split])
    x_test, y_test = stack(results[split:])
    print(f"{len(sample)} papers, {len(y_train)} training candidates ({y_train.mean():.1%} in titles), "
          f"{time.time() - t0:.0f}s", flush=True)
    model = LogisticRegression(C=1.0, max_iter=2000, fit_intercept=False)
    model.fit(x_train, y_train)
    auc = roc_auc_score(y_test, model.predict_proba(x_test)[:, 1])
    hits = total = 0  # precision of the top 5 candidates per held-out paper
    for xs, ys in results[split:]:
        if not xs:
            continue
        p = model.predict_proba(np.array(xs))[:, 1]
        top = np.argsort(-p)[:5]
        hits += sum(ys[i] for i in top)
        total += len(top)
    print(f"held-out AUC {auc:.3f}, precision@5 {hits / max(total, 1):.3f}")
    return {"about": "Logistic concept ranker trained by tools/train_concept_ranker.py with titles as distant "
                     f"supervision on {len(sample)} papers of {', '.join(os.path.basename(p.rstrip('/')) for p in inputs)}.",
            "features": C.FEATURES, "weights": [round(float(w), 5) for w in model.coef_[0]],
            "held_out_auc": round(float(auc), 4), "held_out_precision_at_5": round(hits / max(total, 1), 4)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--annotations", default=ANNOTATIONS)
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpora", "paperlists"),
                        help="the paperlists corpus the annotated papers come from")
    parser.add_argument("--titles", nargs="+", help="train on these inputs with titles as distant supervision instead")
    parser.add_argument("--papers", type=int, default=30000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", default=C.RANKER_PATH)
    args = parser.parse_args()
    if args.titles:
        model = train_on_titles(args.titles, args.papers, args.workers)
    else:
        model = train_on_annotations(args.annotations, args.corpus)
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(model, fh, indent=1)
    for name, w in zip(C.FEATURES, model["weights"]):
        print(f"  {name:<20}{w:+.3f}")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
