"""Link stage: paper-to-paper edges computed from the text and the extracted entities.

- SIMILAR_TO: TF-IDF cosine similarity (scikit-learn, over the term hashes of graph.terms; graph.topk), the
  top-k neighbours of each paper above a minimum score (graph.topk: row blocks of a sparse
  product, never an n-by-n dense matrix).
- SHARES_ENTITY: papers that share methods / benchmarks / concepts, weighted by the inverse
  document frequency of what they share (a rare shared benchmark counts more than a ubiquitous
  one); entities used by very many papers are capped so one hub cannot create millions of pairs.
- BUILDS_ON: paper A uses a method (or evaluates on a benchmark) that paper B proposed
  (introduced); B is not newer than A when both years are known.
- CITES: real references between papers of the corpus (OpenAlex referenced_works).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from scipy import sparse

from .canonical import CanonicalEntity
from .terms import term_hashes
from .topk import merge_pairs, tfidf_from_hashes, top_k_per_row


@dataclass
class LinkOptions:
    similar_k: int = 5
    similar_min_score: float = 0.08
    shared_k: int = 5
    shared_min_weight: float = 2.0
    hub_cap: int = 400  # entities in more papers than this do not create pairs
    # rows per block of the sparse products (shared entities; text-similarity candidates and their exact scores):
    # their memory and speed (20,000 papers: the similarity takes as long at 256 as at 1,024 rows, +55 MB at 4,096)
    block_rows: int = 256


def tfidf_matrix(texts: list[str]) -> sparse.csr_matrix:
    """tfidf_from_hashes of texts (graph.terms)."""
    return tfidf_from_hashes([term_hashes(text) for text in texts])


def shared_entity_pairs(paper_index: dict[str, int], entities: list[CanonicalEntity], n_papers: int,
                        options: LinkOptions):
    """(i, j, weight, shared names) with i < j: each paper's strongest pairs, where the weight of a
    pair sums the inverse document frequency of what the two papers share."""
    columns, weights, names = [], [], []
    rows_idx, cols_idx = [], []
    for entity in entities:
        if len(entity.roles) < 2:
            continue  # most concepts: one paper each
        papers = sorted({paper_index[p] for p in entity.roles if p in paper_index})
        df = len(papers)
        if df < 2 or df > options.hub_cap:
            continue
        idf = math.log((n_papers + 1) / df)
        if entity.label != "Concept":
            idf *= 1.5  # sharing a named method or benchmark says more than sharing a phrase
        col = len(columns)
        columns.append(entity)
        weights.append(idf)
        names.append(entity.name)
        rows_idx.extend(papers)
        cols_idx.extend([col] * df)
    if not columns:
        return []
    weights_arr = np.array(weights)
    incidence = sparse.csr_matrix((np.sqrt(weights_arr)[cols_idx], (rows_idx, cols_idx)),
                                  shape=(n_papers, len(columns)))
    incidence_t = incidence.T.tocsr()
    kept = []
    for start in range(0, n_papers, options.block_rows):
        stop = min(start + options.block_rows, n_papers)
        block = (incidence[start:stop] @ incidence_t).tocoo()
        rows, cols, vals = block.row.astype(np.int64) + start, block.col.astype(np.int64), block.data
        keep = rows != cols
        kept.append(top_k_per_row(rows[keep], cols[keep], vals[keep], options.shared_k, options.shared_min_weight))
    a, b, pair_weights = merge_pairs(kept)
    return list(zip(a.tolist(), b.tolist(), [round(w, 3) for w in pair_weights.tolist()],
                    _shared_names(incidence, a, b, weights, names)))


def _shared_names(incidence: sparse.csr_matrix, a: np.ndarray, b: np.ndarray, weights: list[float],
                  names: list[str], most: int = 8) -> list[list[str]]:
    """For each pair (a[i], b[i]) of papers, the names of the columns both rows use: the rarest
    first (then by name), at most `most`."""
    # columns ranked once (rarest first, then by name), so each pair's shared names sort as integers
    order = sorted(range(len(names)), key=lambda col: (-weights[col], names[col]))
    rank = np.empty(len(names), dtype=np.int64)
    rank[order] = np.arange(len(names))
    ranked = sparse.csr_matrix((rank[incidence.indices] + 1, incidence.indices, incidence.indptr), shape=incidence.shape)
    used = sparse.csr_matrix((np.ones(len(incidence.indices), dtype=np.int64), incidence.indices, incidence.indptr),
                             shape=incidence.shape)
    common = ranked[a].multiply(used[b]).tocsr()  # the rank + 1 of each column both papers use
    per_pair = np.diff(common.indptr)
    pair_of = np.repeat(np.arange(len(a)), per_pair)
    ranks = common.data.astype(np.int64) - 1
    ranks = ranks[np.lexsort((ranks, pair_of))]
    position = np.arange(len(ranks)) - np.repeat(common.indptr[:-1], per_pair)
    ranks = ranks[position < most]
    bounds = np.concatenate(([0], np.cumsum(np.minimum(per_pair, most)))).tolist()
    by_rank = [names[col] for col in order]
    shared = [by_rank[r] for r in ranks.tolist()]
    return [shared[bounds[i]:bounds[i + 1]] for i in range(len(a))]


MAX_PROPOSERS = 3  # a name 'proposed' by more papers is generic or ambiguous: no builds-on links from it


def builds_on_pairs(entities: list[CanonicalEntity], years: dict[str, int | None]):
    """(user paper, proposer paper, via name): a paper that uses a method (or evaluates on a
    benchmark) builds on the paper that proposed (introduced) it: the earliest such paper, and
    never a newer one when both years are known."""
    out = []
    for entity in entities:
        if entity.label == "Concept":
            continue
        proposers = sorted((p for p, role in entity.roles.items() if role in ("proposed", "introduced")),
                           key=lambda p: (years.get(p) is None, years.get(p) or 0, p))
        if not proposers or len(proposers) > MAX_PROPOSERS:
            continue
        origin = proposers[0]
        for user, role in entity.roles.items():
            if role not in ("used", "evaluated") or user == origin:
                continue
            yu, yp = years.get(user), years.get(origin)
            if yu is not None and yp is not None and yp > yu:
                continue
            out.append((user, origin, entity.name))
    return sorted(set(out))
