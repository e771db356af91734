"""Learn the weights of the concept ranker (graph/concepts.py) from real papers, with titles as
distant supervision: a candidate phrase of an abstract is a positive example when the paper's
title uses it, a negative one otherwise. The abstract is processed without its title, exactly
as an untitled abstract is at build time. Writes graph/data/concept_ranker.json.

    python tools/train_concept_ranker.py ../shared/corpora/paperlists --papers 30000
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from multiprocessing import Pool

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from graph import concepts as C  # noqa: E402
from graph.extract import Extractor, keyed_candidate_phrases  # noqa: E402
from graph.text import clean_abstract, phrase_key, split_sentences  # noqa: E402
from loaders import ProblemLog, load_inputs  # noqa: E402

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
    cands = C.collect(sentences, None, named, ex.lex, lambda s: keyed_candidate_phrases(s, ex.lex))
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+")
    parser.add_argument("--papers", type=int, default=30000)
    parser.add_argument("--out", default=C.RANKER_PATH)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import roc_auc_score

    t0 = time.time()
    records = [(r.title, r.abstract) for r in load_inputs(args.inputs, ProblemLog()) if r.title and len(r.abstract) > 200]
    step = max(1, len(records) // args.papers)
    sample = records[::step][: args.papers]
    with Pool(args.workers, initializer=_init) as pool:
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
    # precision of the top 5 candidates per held-out paper
    hits = total = 0
    for xs, ys in results[split:]:
        if not xs:
            continue
        p = model.predict_proba(np.array(xs))[:, 1]
        top = np.argsort(-p)[:5]
        hits += sum(ys[i] for i in top)
        total += len(top)
    weights = [round(float(w), 5) for w in model.coef_[0]]
    out = {"about": "Logistic concept ranker trained by tools/train_concept_ranker.py with titles as distant "
                    f"supervision on {len(sample)} papers of {', '.join(os.path.basename(p.rstrip('/')) for p in args.inputs)}.",
           "features": C.FEATURES, "weights": weights, "held_out_auc": round(float(auc), 4),
           "held_out_precision_at_5": round(hits / max(total, 1), 4)}
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1)
    for name, w in zip(C.FEATURES, weights):
        print(f"  {name:<20}{w:+.3f}")
    print(f"held-out AUC {auc:.3f}, precision@5 {hits / max(total, 1):.3f}; wrote {args.out} ({time.time() - t0:.0f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
