"""Top-k cosine neighbours of the rows of a sparse matrix, in row blocks: never an n-by-n matrix.

Its own module, with numpy and scipy (and scikit-learn's TF-IDF and sparse_dot_topn, imported when used): the
similarity worker process builds the TF-IDF matrix and its top-k products, and imports nothing
heavier (not the extractor, not networkx).
"""
from __future__ import annotations

import numpy as np
from scipy import sparse

from .terms import BIGRAM_FLAG

BIGRAMS_UP_TO = 30000  # papers; beyond, the word-pair vocabulary costs more memory than it adds

EXACT_UP_TO = 5000  # below this many papers every term takes part in candidate generation: exact top-k


def tfidf_from_hashes(hashes: list[bytes]) -> sparse.csr_matrix:
    """Sublinear TF-IDF rows (L2-normalised) of texts given by graph.terms.term_hashes, over the
    terms used by at least two papers and by at most half of them; word pairs count up to
    BIGRAMS_UP_TO papers. Hashes, not a vocabulary of every term a corpus uses: the workers that
    extract the entities compute them, and the vocabulary was the largest allocation here."""
    n = len(hashes)
    flat = np.frombuffer(b"".join(hashes), dtype=np.uint32)
    indptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.fromiter(map(len, hashes), dtype=np.int64, count=n) // 4, out=indptr[1:])
    if n > BIGRAMS_UP_TO:
        unigram = flat < BIGRAM_FLAG
        indptr = np.concatenate(([0], np.cumsum(unigram)))[indptr]
        flat = flat[unigram]
    columns, inverse = _unique_inverse(flat)
    counts = sparse.csr_matrix((np.ones(len(flat), dtype=np.float32), inverse, indptr), shape=(n, len(columns)))
    counts.sum_duplicates()
    df = np.bincount(counts.indices, minlength=len(columns))
    min_df, max_df = (2, 0.5 * n) if n >= 50 else (1, n)
    kept = np.flatnonzero((df >= min_df) & (df <= max_df))
    if not len(kept):  # no term worth comparing (e.g. a single tiny paper)
        return sparse.csr_matrix((n, 1), dtype=np.float32)
    from sklearn.feature_extraction.text import TfidfTransformer
    return TfidfTransformer(sublinear_tf=True).fit_transform(counts[:, kept]).astype(np.float32).tocsr()


def _unique_inverse(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """np.unique(values, return_inverse=True) by one argsort: three times as fast on millions of
    term hashes (equal values need no stable order: they get the same inverse)."""
    order = np.argsort(values)
    ordered = values[order]
    first = np.empty(len(ordered), dtype=bool)
    first[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=first[1:])
    inverse = np.empty(len(ordered), dtype=np.int32)
    inverse[order] = np.cumsum(first, dtype=np.int32) - 1
    return ordered[first], inverse


def candidate_max_df(n: int) -> int:
    """Terms in more papers than this do not generate candidate pairs (they still count in the
    exact scores). Rare terms carry the similarity that matters for nearest neighbours, and
    sum(df^2) over them stays near-linear in n; at or below EXACT_UP_TO nothing is pruned."""
    return n if n <= EXACT_UP_TO else max(500, int(0.006 * n))


def top_k_similar(matrix: sparse.csr_matrix, k: int, min_score: float, block_rows: int = 2048,
                  candidates: int = 15, max_df: int | None = None, threads: int = 1):
    """(i, j, score) with i < j: the union of each row's top-k cosine neighbours above min_score.

    Row blocks of a sparse product generate candidates from shared rare terms (sparse_dot_topn keeps
    each row's best while multiplying); candidates are then scored exactly on the full vectors.
    Never an n-by-n matrix. threads: OpenMP threads of the products (the same candidates), only in a
    process that forks no other afterwards: GNU OpenMP's threads do not survive a fork."""
    from sparse_dot_topn import sp_matmul_topn

    n = matrix.shape[0]
    if n < 2 or k <= 0:
        return []
    matrix = matrix.tocsr()
    df = np.bincount(matrix.indices, minlength=matrix.shape[1])
    limit = candidate_max_df(n) if max_df is None else max_df
    rare = np.flatnonzero(df <= limit)
    generator = matrix[:, rare] if len(rare) < matrix.shape[1] else matrix
    generator_t = generator.T.tocsr()
    kept = []
    threads = threads if threads > 1 and _has_openmp() else None
    for start in range(0, n, block_rows):
        stop = min(start + block_rows, n)
        # the c + 1 best of each row: a row is usually its own best match, and is left out
        best = sp_matmul_topn(generator[start:stop], generator_t, top_n=max(candidates, k) + 1, n_threads=threads)
        rows = np.repeat(np.arange(start, stop, dtype=np.int64), np.diff(best.indptr))
        cols = best.indices.astype(np.int64)
        others = cols != rows
        rows, cols = rows[others], cols[others]
        if not len(rows):
            continue
        exact = np.asarray(matrix[rows].multiply(matrix[cols]).sum(axis=1)).ravel()
        kept.append(top_k_per_row(rows, cols, exact, k, min_score))
    a, b, scores = merge_pairs(kept)
    return list(zip(a.tolist(), b.tolist(), scores.tolist()))


def _has_openmp() -> bool:
    """Whether sparse_dot_topn was built with OpenMP (else it warns and ignores n_threads)."""
    try:
        from sparse_dot_topn.lib import _sparse_dot_topn_core as core
        return bool(core._has_openmp_support)
    except (ImportError, AttributeError):  # its private module moved: the plain product
        return False


def top_k_per_row(rows: np.ndarray, cols: np.ndarray, scores: np.ndarray, k: int,
                  min_score: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each row's k best (col, score) at or above min_score, as pairs (min(row, col), max(row, col), score)."""
    keep = scores >= min_score
    rows, cols, scores = rows[keep], cols[keep], scores[keep]
    if not len(rows):
        return rows, cols, scores
    order = _by_row_best_first(rows, cols, scores)
    rows, cols, scores = rows[order], cols[order], scores[order]
    starts = np.r_[0, np.flatnonzero(np.diff(rows)) + 1]
    rank = np.arange(len(rows)) - np.repeat(starts, np.diff(np.r_[starts, len(rows)]))
    keep = rank < k
    return np.minimum(rows[keep], cols[keep]), np.maximum(rows[keep], cols[keep]), scores[keep]


def merge_pairs(parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The union of top_k_per_row's pairs, sorted by (a, b); a pair found from both of its rows keeps
    its higher score."""
    if not parts:
        empty = np.empty(0, dtype=np.int64)
        return empty, empty, np.empty(0)
    a = np.concatenate([p[0] for p in parts]).astype(np.int64)
    b = np.concatenate([p[1] for p in parts]).astype(np.int64)
    scores = np.concatenate([p[2] for p in parts])
    order = np.lexsort((-scores, b, a))
    a, b, scores = a[order], b[order], scores[order]
    first = np.ones(len(a), dtype=bool)
    first[1:] = (a[1:] != a[:-1]) | (b[1:] != b[:-1])
    return a[first], b[first], scores[first]


_SCORE_STEPS = 10 ** 7  # score resolution of the packed sort key: ties closer than this go by column


def _by_row_best_first(rows: np.ndarray, cols: np.ndarray, scores: np.ndarray) -> np.ndarray:
    """The order by row, best score first, ties by column: one sort of packed int64 keys (six times
    faster than np.lexsort on the millions of co-occurrence pairs of a large corpus), or lexsort
    when the three do not fit into 63 bits."""
    row0 = int(rows.min())
    top = float(scores.max())
    quantised = np.round(scores * (_SCORE_STEPS / top)).astype(np.int64) if top > 0 else np.zeros(len(scores), np.int64)
    row_bits, col_bits, score_bits = int(rows.max() - row0).bit_length(), int(cols.max()).bit_length(), _SCORE_STEPS.bit_length()
    if top <= 0 or row_bits + col_bits + score_bits > 63:
        return np.lexsort((cols, -scores, rows))
    key = ((rows - row0) << (score_bits + col_bits)) | ((_SCORE_STEPS - quantised) << col_bits) | cols
    return np.argsort(key, kind="stable")
