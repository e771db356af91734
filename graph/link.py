"""Link stage: paper-to-paper edges computed from the text and the extracted entities.

- SIMILAR_TO: TF-IDF cosine similarity (scikit-learn), the top-k neighbours of each paper above a
  minimum score, computed in row blocks of a sparse product: never an n-by-n dense matrix.
- SHARES_ENTITY: papers that share methods / benchmarks / concepts, weighted by the inverse
  document frequency of what they share (a rare shared benchmark counts more than a ubiquitous
  one); entities used by very many papers are capped so one hub cannot create millions of pairs.
- BUILDS_ON: paper A uses a method (or evaluates on a benchmark) that paper B proposed
  (introduced); B is not newer than A when both years are known.
- CITES: real references between papers of the corpus (OpenAlex referenced_works).
"""
from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import TfidfVectorizer

from .canonical import CanonicalEntity


@dataclass
class LinkOptions:
    similar_k: int = 5
    similar_min_score: float = 0.08
    shared_k: int = 8
    shared_min_weight: float = 2.0
    hub_cap: int = 400  # entities in more papers than this do not create pairs
    block_rows: int = 2048


def tfidf_matrix(texts: list[str]) -> sparse.csr_matrix:
    n = len(texts)
    vectorizer = TfidfVectorizer(
        stop_words="english", sublinear_tf=True, min_df=2 if n >= 50 else 1, max_df=0.5 if n >= 50 else 1.0,
        ngram_range=(1, 2) if n <= 30000 else (1, 1), max_features=None if n <= 30000 else 2 ** 18,
        dtype=np.float32, token_pattern=r"(?u)\b[A-Za-z][A-Za-z0-9\-]+\b",
    )
    try:
        matrix = vectorizer.fit_transform(texts)
    except ValueError:  # empty vocabulary (e.g. a single tiny paper)
        return sparse.csr_matrix((n, 1), dtype=np.float32)
    return matrix.tocsr()


def top_k_similar(matrix: sparse.csr_matrix, k: int, min_score: float, block_rows: int = 2048):
    """Yield (i, j, score) with i < j: the union of each row's top-k neighbours above min_score."""
    n = matrix.shape[0]
    if n < 2 or k <= 0:
        return []
    transposed = matrix.T.tocsc()
    pairs: dict[tuple[int, int], float] = {}
    for start in range(0, n, block_rows):
        block = (matrix[start:start + block_rows] @ transposed).toarray()
        rows = np.arange(block.shape[0])
        block[rows, rows + start] = 0.0
        kk = min(k, n - 1)
        idx = np.argpartition(-block, kk - 1, axis=1)[:, :kk] if kk < n else np.argsort(-block, axis=1)[:, :kk]
        for r in range(block.shape[0]):
            i = start + r
            for j in idx[r]:
                score = float(block[r, j])
                if score >= min_score:
                    a, b = (i, int(j)) if i < j else (int(j), i)
                    pairs[(a, b)] = max(pairs.get((a, b), 0.0), score)
    return [(a, b, s) for (a, b), s in sorted(pairs.items())]


def shared_entity_pairs(paper_index: dict[str, int], entities: list[CanonicalEntity], n_papers: int,
                        options: LinkOptions):
    """Yield (i, j, weight, shared names) with i < j."""
    weight: dict[tuple[int, int], float] = defaultdict(float)
    shared: dict[tuple[int, int], list[tuple[float, str]]] = defaultdict(list)
    for entity in entities:
        papers = sorted(paper_index[p] for p in entity.roles if p in paper_index)
        df = len(papers)
        if df < 2 or df > options.hub_cap:
            continue
        idf = math.log((n_papers + 1) / df)
        if entity.label != "Concept":
            idf *= 1.5  # sharing a named method or benchmark says more than sharing a phrase
        for x in range(df):
            for y in range(x + 1, df):
                pair = (papers[x], papers[y])
                weight[pair] += idf
                shared[pair].append((idf, entity.name))
    # keep each paper's strongest pairs only
    per_paper: dict[int, list[tuple[float, tuple[int, int]]]] = defaultdict(list)
    for pair, w in weight.items():
        if w >= options.shared_min_weight:
            per_paper[pair[0]].append((w, pair))
            per_paper[pair[1]].append((w, pair))
    keep: set[tuple[int, int]] = set()
    for items in per_paper.values():
        items.sort(key=lambda x: (-x[0], x[1]))
        keep.update(pair for _, pair in items[:options.shared_k])
    out = []
    for pair in sorted(keep):
        names = [name for _, name in sorted(shared[pair], key=lambda x: (-x[0], x[1]))]
        out.append((pair[0], pair[1], round(weight[pair], 3), names[:8]))
    return out


def builds_on_pairs(entities: list[CanonicalEntity], years: dict[str, int | None]):
    """Yield (user paper, proposer paper, via name)."""
    out = []
    for entity in entities:
        if entity.label == "Concept":
            continue
        proposers = [p for p, role in entity.roles.items() if role in ("proposed", "introduced")]
        users = [p for p, role in entity.roles.items() if role in ("used", "evaluated")]
        if not proposers or not users:
            continue
        for user in users:
            for proposer in proposers:
                if proposer == user:
                    continue
                yu, yp = years.get(user), years.get(proposer)
                if yu is not None and yp is not None and yp > yu:
                    continue
                out.append((user, proposer, entity.name))
    return sorted(set(out))
