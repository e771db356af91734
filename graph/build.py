"""The pipeline: records -> extraction -> canonical entities -> links -> analysis -> networkx graph.

    result = build(paths, BuildOptions())
    result.graph   # networkx.MultiDiGraph, node ids like 'Paper:...', 'Method:lora'
"""
from __future__ import annotations

import gc
import logging
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial

import networkx as nx
import numpy as np

from loaders import PaperRecord, ProblemLog

from . import schema as S
from .analyse import analyse
from .canonical import CanonicalEntity, canonicalise
from .extract import Extraction
from .ingest import POOL_USE_FROM, Extracted, Ingested, extract_all, ingest
from .link import LinkOptions, builds_on_pairs, shared_entity_pairs
from .structure import paper_structure, similar_kept, similarity_links, structure_after_similarity
from .topk import tfidf_from_hashes, top_k_similar
from .profiling import StageProfiler
from .workers import WorkerPools, start_early


@dataclass
class BuildOptions:
    link: LinkOptions = field(default_factory=LinkOptions)
    workers: int = 0  # 0 = automatic (processes for large corpora)
    progress: Callable[[str, int, int], None] | None = None  # (stage, done, total)


@dataclass
class BuildResult:
    graph: nx.MultiDiGraph
    problems: ProblemLog
    timings: dict[str, float]
    records: list[PaperRecord]


def build(inputs: list[str], options: BuildOptions | None = None, timer: StageProfiler | None = None,
          pools: WorkerPools | None = None) -> BuildResult:
    """pools: worker processes started by the caller (the CLI starts them before importing the
    heavy libraries, so that they carry none of them); else started here."""
    options = options or BuildOptions()
    timer = timer or StageProfiler()
    with paused_gc():
        # worker processes are forked before the corpus is loaded, so that none of them carries it
        own_pools = pools is None
        if own_pools:
            pools = start_early(options.workers)
        try:
            with timer.stage("load"):
                ingested = ingest(inputs, pools, options.workers, options.progress)
            return build_ingested(ingested, options, timer, pools)
        finally:
            if own_pools and pools is not None:
                pools.close()


def build_ingested(ingested: Ingested, options: BuildOptions, timer: StageProfiler,
                   pools: WorkerPools | None = None) -> BuildResult:
    """The stages after `graph.ingest.ingest` (whose extractions may still be running)."""
    graph = _build_graph(ingested.records, options, timer, pools, ingested.extractions, ingested.problems)
    return BuildResult(graph, ingested.problems, timer.timings, ingested.records)


@contextmanager
def paused_gc():
    """A build allocates millions of long-lived objects and frees few: the cyclic garbage
    collector would rescan them again and again (a third of the run time at 80,000 papers)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def build_graph(records: list[PaperRecord], options: BuildOptions | None = None,
                timer: StageProfiler | None = None, pools: WorkerPools | None = None) -> nx.MultiDiGraph:
    """The graph of records already loaded."""
    options = options or BuildOptions()
    timer = timer or StageProfiler()
    own_pools = pools is None and (options.workers > 1 or (options.workers == 0 and len(records) >= PARALLEL_FROM))
    if own_pools:
        pools = WorkerPools(options.workers)
    try:
        extractions = partial(extract_all, records, pools if _use_pools(pools, options, records) else None,
                              options.progress)
        return _build_graph(records, options, timer, pools, extractions)
    finally:
        if own_pools:
            pools.close()


def _build_graph(records, options, timer, pools, extract: Callable[[], Extracted],
                 problems: ProblemLog | None = None) -> nx.MultiDiGraph:
    with timer.stage("extract"):
        extracted = extract()
        extractions = extracted.extractions
        for record, extraction in zip(records, extractions):
            if extraction.failure:
                message = f"entity extraction failed ({extraction.failure}); the paper is kept without entities"
                if problems is not None:
                    problems.warn(record.source_file or "", f"record {record.source_index}", message)
                else:
                    logging.getLogger(__name__).warning("%s, record %s: %s", record.source_file, record.source_index, message)
        if pools is not None:
            pools.done_with_extraction()  # its workers' memory is not needed any more
    # on large corpora the similarity worker computes the text similarity (TF-IDF, top-k products), then
    # the paper graph's topics and PageRank, while this process canonicalises entities and builds the graph
    in_worker = _use_pools(pools, options, records) and pools.similarity is not None
    with timer.stage("link"):
        similar_params = (options.link.similar_k, options.link.similar_min_score, options.link.block_rows)
        if in_worker:
            similarity = pools.submit_similarity(similar_kept, extracted.term_hashes, *similar_params)
        else:
            similarity = partial(top_k_similar, tfidf_from_hashes(extracted.term_hashes), *similar_params)
        del extracted
    with timer.stage("canonicalise"):
        entities = canonicalise({r.paper_id: ex for r, ex in zip(records, extractions)})
    with timer.stage("link"):
        pairs = paper_pairs(records, entities, options)
        if in_worker:
            structure = pools.submit_similarity(structure_after_similarity, len(records), pairs.weighted_links(),
                                                 last=not pools.keep_similarity)
    graph = nx.MultiDiGraph()
    with timer.stage("graph"):
        _add_papers(graph, records, extractions)
        del extractions  # everything the graph needs is in its nodes and in `entities` now
        _add_entities(graph, entities)
        _add_people_and_venues(graph, records)
    with timer.stage("link"):
        similar = similarity()
        _add_links(graph, records, similar, pairs)
        if not in_worker:
            links = similarity_links(similar) + pairs.weighted_links().tolist()
            structure = partial(paper_structure, len(records), links)
        del similar
    with timer.stage("analyse"):
        groups_and_rank = structure()
        if pools is not None:
            pools.done()
        analyse(graph, [S.node_id(S.PAPER, r.paper_id) for r in records], entities, groups_and_rank)
    return graph


PARALLEL_FROM = 3000  # papers; below this, starting worker processes costs more than they save


def _use_pools(pools: WorkerPools | None, options: BuildOptions, records: list) -> bool:
    """Workers that are already running pay off from a few hundred papers."""
    return pools is not None and (options.workers > 1 or len(records) >= POOL_USE_FROM)


# --- nodes and edges -----------------------------------------------------------------------

def add_edges(graph: nx.MultiDiGraph, edges) -> None:
    """graph.add_edges_from for (u, v, key, data) with existing nodes, writing networkx's adjacency
    dicts directly (the same structure add_edge builds): several times faster for millions of edges."""
    succ, pred = graph._succ, graph._pred
    for u, v, key, data in edges:
        keydict = succ[u].get(v)
        if keydict is None:
            keydict = succ[u][v] = pred[v][u] = {}
        keydict[key] = data
    nx._clear_cache(graph)



def _add_papers(graph: nx.MultiDiGraph, records: list[PaperRecord], extractions: list[Extraction]) -> None:
    for record, extraction in zip(records, extractions):
        props = {
            "type": S.PAPER,
            "title": record.title or extraction.display_title,
            "title_derived": record.title is None,
            "abstract": record.abstract,
            "source_file": record.source_file,
            "source_index": record.source_index,
        }
        optional = {
            "year": record.year, "venue": record.venue, "url": record.url,
            "code_url": record.code_url or extraction.code_url, "authors": record.authors or None,
            "doi": record.doi, "arxiv_id": record.arxiv_id, "openalex_id": record.openalex_id,
            "categories": record.categories or None, "collection": record.collection,
            "primary": extraction.primary.name if extraction.primary else None,
        }
        props.update({k: v for k, v in optional.items() if v not in (None, "", [])})
        graph.add_node(S.node_id(S.PAPER, record.paper_id), **props)


def _add_entities(graph: nx.MultiDiGraph, entities: list[CanonicalEntity]) -> None:
    graph.add_nodes_from((S.node_id(e.label, e.key), {"type": e.label, "name": e.name, "aliases": e.aliases,
                                                      "paper_count": e.paper_count}) for e in entities)

    def edges():
        paper = S.PAPER + ":"
        for entity in entities:
            nid = S.node_id(entity.label, entity.key)
            concept = entity.label == S.CONCEPT
            for pid, role in sorted(entity.roles.items()):
                rel = S.ROLE_TO_REL[(entity.label, role)]
                data = {"type": rel, "weight": entity.weights.get(pid, 1.0)} if concept else {"type": rel}
                yield paper + pid, nid, rel, data

    add_edges(graph, edges())


def _add_people_and_venues(graph: nx.MultiDiGraph, records: list[PaperRecord]) -> None:
    from .text import name_key
    people: dict[str, str] = {}
    venues: dict[str, str] = {}
    wrote, published = [], []
    for record in records:
        pid = S.node_id(S.PAPER, record.paper_id)
        for position, author in enumerate(record.authors, start=1):
            key = name_key(author)
            if key:
                aid = S.node_id(S.AUTHOR, key)
                people.setdefault(aid, author)
                wrote.append((aid, pid, S.WROTE, {"type": S.WROTE, "position": position}))
        if record.venue:
            key = name_key(record.venue)
            if key:
                vid = S.node_id(S.VENUE, key)
                venues.setdefault(vid, record.venue)
                published.append((pid, vid, S.PUBLISHED_IN, {"type": S.PUBLISHED_IN}))
    graph.add_nodes_from((aid, {"type": S.AUTHOR, "name": name}) for aid, name in people.items())
    graph.add_nodes_from((vid, {"type": S.VENUE, "name": name}) for vid, name in venues.items())
    add_edges(graph, wrote)
    add_edges(graph, published)


# --- links ---------------------------------------------------------------------------------



@dataclass
class PaperPairs:
    """Paper-to-paper links that come from entities and references (positions in the records)."""
    shared: list[tuple[int, int, float, list[str]]]  # (i, j, weight, shared entity names)
    builds_on: list[tuple[int, int, str]]  # (user, proposer, via entity key)
    cites: list[tuple[int, int]]
    references_outside: int

    def weighted_links(self) -> np.ndarray:
        """(m, 3) float array of (i, j, weight) for the paper graph's structure, in a fixed order."""
        rows = [(i, j, min(weight, 20.0) / 10) for i, j, weight, _ in self.shared]
        rows += [(user, proposer, 0.5) for user, proposer, _ in self.builds_on]
        rows += [(i, j, 0.5) for i, j in self.cites]
        return np.asarray(rows, dtype=np.float64).reshape(-1, 3)


def paper_pairs(records: list[PaperRecord], entities: list[CanonicalEntity], options: BuildOptions) -> PaperPairs:
    index = {r.paper_id: i for i, r in enumerate(records)}
    shared = shared_entity_pairs(index, entities, len(records), options.link)
    years = {r.paper_id: r.year for r in records}
    builds_on = [(index[user], index[proposer], via) for user, proposer, via in builds_on_pairs(entities, years)]
    known = {}
    for i, r in enumerate(records):
        for alias in filter(None, [r.record_id, r.doi and "doi:" + r.doi, r.openalex_id and "openalex:" + r.openalex_id,
                                   r.arxiv_id and "arxiv:" + r.arxiv_id]):
            known[alias] = i
    cites, outside = [], 0
    for i, r in enumerate(records):
        for ref in r.references:
            j = known.get(ref)
            if j is None:
                outside += 1
            elif j != i:
                cites.append((i, j))
    return PaperPairs(shared, builds_on, cites, outside)


def _add_links(graph: nx.MultiDiGraph, records: list[PaperRecord], similar: list[tuple[int, int, float]],
               pairs: PaperPairs) -> None:
    """Adds the paper-to-paper edges."""
    ids = [S.node_id(S.PAPER, r.paper_id) for r in records]
    add_edges(graph, ((ids[i], ids[j], S.SIMILAR_TO, {"type": S.SIMILAR_TO, "score": round(score, 4)})
                      for i, j, score in similar))
    add_edges(graph, ((ids[i], ids[j], S.SHARES_ENTITY, {"type": S.SHARES_ENTITY, "weight": weight, "shared": shared})
                      for i, j, weight, shared in pairs.shared))
    for user, proposer, via in pairs.builds_on:
        graph.add_edge(ids[user], ids[proposer], key=f"{S.BUILDS_ON}:{via}", type=S.BUILDS_ON, via=via)
    for i, j in pairs.cites:
        graph.add_edge(ids[i], ids[j], key=S.CITES, type=S.CITES)
    graph.graph["references_outside_corpus"] = pairs.references_outside


def summary(graph: nx.MultiDiGraph, node_counts=None, edge_counts=None) -> dict:
    """Nodes and edges per type; counts already made (by the page writer) are not made again."""
    nodes = node_counts if node_counts is not None else S.node_type_counts(graph)
    edges = edge_counts if edge_counts is not None else S.edge_type_counts(graph)
    return {"nodes": dict(sorted(nodes.items())), "edges": dict(sorted(edges.items()))}
