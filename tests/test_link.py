"""The optimised linking paths give the same result as the straightforward ones on small inputs."""
import itertools
import math
import os
import random
import subprocess
import sys

import numpy as np
from scipy import sparse

from graph.canonical import CanonicalEntity
from conftest import ROOT
from graph.link import LinkOptions, builds_on_pairs, shared_entity_pairs, tfidf_matrix
from graph.topk import top_k_similar

TEXTS = [
    "graph neural networks for molecule property prediction on QM9",
    "message passing graph neural networks predict molecular properties",
    "diffusion models generate images from text prompts",
    "text to image diffusion with classifier free guidance",
    "reinforcement learning agents for robot manipulation",
    "robot manipulation policies trained with reinforcement learning and imitation",
    "large language models solve math word problems with chain of thought",
    "chain of thought prompting improves reasoning in large language models",
    "molecule generation with equivariant diffusion models",
    "a study of sorting algorithms",
]


def brute_force_top_k(matrix, k, min_score):
    dense = (matrix @ matrix.T).toarray()
    np.fill_diagonal(dense, 0)
    pairs = {}
    for i in range(dense.shape[0]):
        order = np.lexsort((np.arange(dense.shape[0]), -dense[i]))[:k]
        for j in order:
            if dense[i, j] >= min_score and i != j:
                a, b = min(i, j), max(i, j)
                pairs[(a, b)] = max(pairs.get((a, b), 0.0), float(dense[i, j]))
    return pairs


def test_top_k_similar_equals_dense_all_pairs():
    matrix = tfidf_matrix(TEXTS)
    for k, min_score in ((1, 1e-6), (2, 0.05), (3, 0.1)):
        fast = {(a, b): s for a, b, s in top_k_similar(matrix, k, min_score, block_rows=3)}
        slow = brute_force_top_k(matrix, k, min_score)
        assert fast.keys() == slow.keys()
        assert all(math.isclose(fast[p], slow[p], rel_tol=1e-5) for p in fast)


def test_top_k_similar_on_random_sparse_vectors():
    rng = np.random.default_rng(0)
    dense = rng.random((60, 40)) * (rng.random((60, 40)) < 0.15)
    matrix = sparse.csr_matrix(dense / np.maximum(np.linalg.norm(dense, axis=1, keepdims=True), 1e-9))
    fast = {(a, b) for a, b, _ in top_k_similar(matrix, 4, 0.01, block_rows=7)}
    assert fast == set(brute_force_top_k(matrix, 4, 0.01))


def test_threaded_candidate_products_find_the_same_neighbours():
    """The similarity worker multiplies with OpenMP threads; in a worker process, as in a build (GNU
    OpenMP's threads do not survive a fork, and later tests fork workers from this process)."""
    from graph.workers import WorkerPools
    rng = np.random.default_rng(2)
    dense = rng.random((300, 80)) * (rng.random((300, 80)) < 0.1)
    matrix = sparse.csr_matrix(dense / np.maximum(np.linalg.norm(dense, axis=1, keepdims=True), 1e-9))
    pools = WorkerPools(2)
    try:
        threaded = pools.submit_similarity(top_k_similar, matrix, 4, 0.01, 32, 15, None, 2)()
    finally:
        pools.close()
    assert threaded == top_k_similar(matrix, 4, 0.01, block_rows=32)
    assert {(a, b) for a, b, _ in threaded} == set(brute_force_top_k(matrix, 4, 0.01))


def test_pruned_candidates_keep_most_neighbours():
    """At scale, only rare terms generate candidates; the neighbours found stay close to exact."""
    words = [f"w{i}" for i in range(300)]
    rng = np.random.default_rng(1)
    texts = [" ".join(rng.choice(words, size=25, p=np.linspace(2, 1, 300) / np.linspace(2, 1, 300).sum())) for _ in range(400)]
    matrix = tfidf_matrix(texts)
    exact = {(a, b) for a, b, _ in top_k_similar(matrix, 5, 0.05)}
    pruned = {(a, b) for a, b, _ in top_k_similar(matrix, 5, 0.05, max_df=60)}
    assert len(exact & pruned) / len(exact) > 0.6


def entity(label, name, roles):
    return CanonicalEntity(label, name.lower(), name, [], roles)


def test_shared_entities_match_pairwise_counting_and_weight_rarity():
    papers = [f"p{i}" for i in range(8)]
    index = {p: i for i, p in enumerate(papers)}
    entities = [
        entity("Benchmark", "RareSet", {"p0": "evaluated", "p1": "evaluated"}),
        entity("Concept", "common idea", {p: "mentioned" for p in papers[:6]}),
        entity("Method", "Hub", {p: "used" for p in papers}),
        entity("Concept", "pair idea", {"p2": "mentioned", "p3": "mentioned"}),
    ]
    options = LinkOptions(shared_k=10, shared_min_weight=0.0, hub_cap=7)
    fast = {(a, b): (w, shared) for a, b, w, shared in shared_entity_pairs(index, entities, len(papers), options)}
    expected = {}
    for e in entities:
        members = sorted(index[p] for p in e.roles)
        if len(members) > options.hub_cap:
            continue  # the hub entity creates no pairs
        idf = math.log((len(papers) + 1) / len(members)) * (1.5 if e.label != "Concept" else 1.0)
        for a, b in itertools.combinations(members, 2):
            expected[(a, b)] = expected.get((a, b), 0.0) + idf
    assert fast.keys() == expected.keys()
    for pair, w in expected.items():
        assert math.isclose(fast[pair][0], round(w, 3), abs_tol=1e-3)
    assert fast[(0, 1)][1][0] == "RareSet"  # the rarest shared entity is named first
    assert fast[(0, 1)][0] > fast[(0, 4)][0]  # sharing a rare benchmark beats sharing a common idea


def test_shared_names_are_every_common_entity_rarest_first_at_most_eight():
    rng = random.Random(7)
    papers = [f"p{i}" for i in range(14)]
    index = {p: i for i, p in enumerate(papers)}
    entities = [entity(rng.choice(["Concept", "Method"]), f"e{k:02d}",
                       {p: "mentioned" for p in rng.sample(papers, rng.randint(2, 12))}) for k in range(60)]
    options = LinkOptions(shared_k=30, shared_min_weight=0.0, hub_cap=10)
    result = shared_entity_pairs(index, entities, len(papers), options)
    assert [(a, b) for a, b, _, _ in result] == sorted({(a, b) for a, b, _, _ in result})
    kept = [e for e in entities if len(e.roles) <= options.hub_cap]
    weight = {e.name: math.log(15 / len(e.roles)) * (1.5 if e.label != "Concept" else 1.0) for e in kept}
    assert any(len(shared) == 8 for _, _, _, shared in result)
    for a, b, w, shared in result:
        common = [e.name for e in kept if papers[a] in e.roles and papers[b] in e.roles]
        assert shared == sorted(common, key=lambda name: (-weight[name], name))[:8]
        assert math.isclose(w, sum(weight[name] for name in common), abs_tol=2e-3)


def test_builds_on_points_to_the_earliest_proposer_and_never_forward_in_time():
    entities = [
        entity("Method", "FooNet", {"old": "proposed", "user": "used", "earlier_user": "used"}),
        entity("Method", "Generic", {f"x{i}": "proposed" for i in range(5)} | {"user": "used"}),
    ]
    years = {"old": 2020, "user": 2022, "earlier_user": 2019}
    pairs = builds_on_pairs(entities, years)
    assert pairs == [("user", "old", "FooNet")]


def test_hashed_tfidf_equals_the_vocabulary_tfidf():
    """The hashed TF-IDF (no vocabulary kept) gives the same rows as scikit-learn's TfidfVectorizer
    with the same terms and document-frequency limits, up to the order of the columns."""
    from graph.terms import analyze
    texts = [f"{t} variant {i % 7} with {['sparse', 'dense', 'robust'][i % 3]} estimates" for i, t in enumerate(TEXTS * 6)]
    hashed = tfidf_matrix(texts)
    reference = _vocabulary_tfidf(analyze, texts)
    assert hashed.shape == reference.shape
    gram_hashed = (hashed @ hashed.T).toarray()
    gram_reference = (reference @ reference.T).toarray()
    assert np.allclose(gram_hashed, gram_reference, atol=1e-5)


def test_word_pairs_are_dropped_on_large_corpora(monkeypatch):
    import graph.topk as topk
    from graph.terms import analyze
    texts = [f"graph neural networks for {w} tasks" for w in ("molecule", "traffic", "social", "citation")] * 20
    monkeypatch.setattr(topk, "BIGRAMS_UP_TO", 10)
    unigrams_only = tfidf_matrix(texts)
    reference = _vocabulary_tfidf(lambda text: analyze(text, with_bigrams=False), texts)
    assert unigrams_only.shape == reference.shape
    assert np.allclose((unigrams_only @ unigrams_only.T).toarray(), (reference @ reference.T).toarray(), atol=1e-5)


def _vocabulary_tfidf(analyzer, texts):
    from sklearn.feature_extraction.text import TfidfVectorizer
    return TfidfVectorizer(analyzer=analyzer, sublinear_tf=True, min_df=2, max_df=0.5).fit_transform(texts)


def test_word_pairs_do_not_span_removed_stop_words():
    from graph.terms import analyze
    terms = analyze("Learning of large graph neural networks")
    assert "graph neural" in terms and "neural networks" in terms and "large graph" in terms
    assert "learning large" not in terms and "of" not in terms
    assert not any(" " in t for t in analyze("graph neural networks", with_bigrams=False))


def test_term_hashes_are_the_hashes_of_the_analysed_terms_and_the_same_in_every_process():
    from array import array

    from graph.terms import analyze, term_hash, term_hashes
    text = "Sparse attention for long-context language models: sparse attention scales."
    assert sorted(array("I", term_hashes(text))) == sorted(term_hash(t) for t in analyze(text))
    script = f"from graph.terms import term_hashes; print(term_hashes({text!r}).hex())"
    outputs = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed}, cwd=ROOT).stdout for seed in ("1", "2")}
    assert outputs == {term_hashes(text).hex() + "\n"}


def test_stop_words_are_scikit_learns():
    from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

    from graph.terms import STOP_WORDS
    assert STOP_WORDS == ENGLISH_STOP_WORDS


def test_unique_inverse_is_numpys():
    from graph.topk import _unique_inverse
    values = np.random.default_rng(3).integers(0, 50, size=1000).astype(np.uint32)
    for sample in (values, values[:1], values[:0]):
        columns, inverse = _unique_inverse(sample)
        expected_columns, expected_inverse = np.unique(sample, return_inverse=True)
        assert columns.tolist() == expected_columns.tolist() and inverse.tolist() == expected_inverse.tolist()
