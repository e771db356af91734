"""The pipeline: records -> extraction -> canonical entities -> links -> analysis -> networkx graph.

    result = build(paths, BuildOptions())
    result.graph   # networkx.MultiDiGraph, node ids like 'Paper:...', 'Method:lora'
"""
from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import networkx as nx

from loaders import PaperRecord, ProblemLog, load_inputs, merge_records

from . import schema as S
from .analyse import analyse
from .canonical import CanonicalEntity, canonicalise
from .extract import Extraction, Extractor
from .link import LinkOptions, builds_on_pairs, shared_entity_pairs, tfidf_matrix, top_k_similar
from .profiling import StageProfiler


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


def build(inputs: list[str], options: BuildOptions | None = None, timer: StageProfiler | None = None) -> BuildResult:
    options = options or BuildOptions()
    timer = timer or StageProfiler()
    log = ProblemLog()
    with timer.stage("load"):
        records = merge_records(load_inputs(inputs, log), log)
    graph = build_graph(records, options, timer)
    return BuildResult(graph, log, timer.timings, records)


def build_graph(records: list[PaperRecord], options: BuildOptions | None = None,
                timer: StageProfiler | None = None) -> nx.MultiDiGraph:
    options = options or BuildOptions()
    timer = timer or StageProfiler()
    with timer.stage("extract"):
        extractions = extract_all(records, options)
    with timer.stage("canonicalise"):
        entities = canonicalise({r.paper_id: ex for r, ex in zip(records, extractions)})
    graph = nx.MultiDiGraph()
    with timer.stage("graph"):
        _add_papers(graph, records, extractions)
        _add_entities(graph, entities)
        _add_people_and_venues(graph, records)
    with timer.stage("link"):
        _add_links(graph, records, entities, options)
    with timer.stage("analyse"):
        analyse(graph)
    return graph


# --- extraction, optionally in worker processes ---------------------------------------------

_WORKER_EXTRACTOR: Extractor | None = None


def _worker_init() -> None:
    global _WORKER_EXTRACTOR
    _WORKER_EXTRACTOR = Extractor()


def _worker_extract(item: tuple[str, str | None]) -> Extraction:
    return _WORKER_EXTRACTOR.extract(*item)


def extract_all(records: list[PaperRecord], options: BuildOptions) -> list[Extraction]:
    items = [(r.abstract, r.title) for r in records]
    workers = options.workers or (min(os.cpu_count() or 1, 8) if len(items) >= 3000 else 1)
    progress = options.progress
    out: list[Extraction] = []
    if workers <= 1:
        extractor = Extractor()
        for i, item in enumerate(items):
            out.append(extractor.extract(*item))
            if progress and (i % 500 == 0 or i == len(items) - 1):
                progress("extract", i + 1, len(items))
        return out
    import multiprocessing as mp
    from .concepts import load_ranker
    from .lexicon import load_lexicon
    load_lexicon()  # loaded once here, shared with the forked workers
    load_ranker()
    ctx = mp.get_context("fork") if hasattr(os, "fork") else mp.get_context()
    with ctx.Pool(workers, initializer=_worker_init) as pool:
        for i, extraction in enumerate(pool.imap(_worker_extract, items, chunksize=64)):
            out.append(extraction)
            if progress and (i % 500 == 0 or i == len(items) - 1):
                progress("extract", i + 1, len(items))
    return out


# --- nodes ---------------------------------------------------------------------------------

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
    for entity in entities:
        nid = S.node_id(entity.label, entity.key)
        graph.add_node(nid, type=entity.label, name=entity.name, aliases=entity.aliases,
                       paper_count=entity.paper_count)
        for pid, role in sorted(entity.roles.items()):
            rel = S.ROLE_TO_REL[(entity.label, role)]
            props = {"weight": entity.weights.get(pid, 1.0)} if entity.label == S.CONCEPT else {}
            graph.add_edge(S.node_id(S.PAPER, pid), nid, key=rel, type=rel, **props)


def _add_people_and_venues(graph: nx.MultiDiGraph, records: list[PaperRecord]) -> None:
    from .text import name_key
    for record in records:
        pid = S.node_id(S.PAPER, record.paper_id)
        for position, author in enumerate(record.authors, start=1):
            key = name_key(author)
            if not key:
                continue
            aid = S.node_id(S.AUTHOR, key)
            if aid not in graph:
                graph.add_node(aid, type=S.AUTHOR, name=author)
            graph.add_edge(aid, pid, key=S.WROTE, type=S.WROTE, position=position)
        if record.venue:
            key = name_key(record.venue)
            if key:
                vid = S.node_id(S.VENUE, key)
                if vid not in graph:
                    graph.add_node(vid, type=S.VENUE, name=record.venue)
                graph.add_edge(pid, vid, key=S.PUBLISHED_IN, type=S.PUBLISHED_IN)


# --- links ---------------------------------------------------------------------------------

def _add_links(graph: nx.MultiDiGraph, records: list[PaperRecord], entities: list[CanonicalEntity],
               options: BuildOptions) -> None:
    lo = options.link
    ids = [S.node_id(S.PAPER, r.paper_id) for r in records]
    texts = [f"{r.title or ''}. {r.abstract}" for r in records]
    matrix = tfidf_matrix(texts)
    for i, j, score in top_k_similar(matrix, lo.similar_k, lo.similar_min_score, lo.block_rows):
        graph.add_edge(ids[i], ids[j], key=S.SIMILAR_TO, type=S.SIMILAR_TO, score=round(score, 4))
    index = {r.paper_id: i for i, r in enumerate(records)}
    for i, j, weight, shared in shared_entity_pairs(index, entities, len(records), lo):
        graph.add_edge(ids[i], ids[j], key=S.SHARES_ENTITY, type=S.SHARES_ENTITY, weight=weight, shared=shared)
    years = {r.paper_id: r.year for r in records}
    for user, proposer, via in builds_on_pairs(entities, years):
        graph.add_edge(S.node_id(S.PAPER, user), S.node_id(S.PAPER, proposer), key=f"{S.BUILDS_ON}:{via}",
                       type=S.BUILDS_ON, via=via)
    known = {}
    for r in records:
        for alias in filter(None, [r.record_id, r.doi and "doi:" + r.doi, r.openalex_id and "openalex:" + r.openalex_id,
                                   r.arxiv_id and "arxiv:" + r.arxiv_id]):
            known[alias] = S.node_id(S.PAPER, r.paper_id)
    outside = 0
    for r in records:
        src = S.node_id(S.PAPER, r.paper_id)
        for ref in r.references:
            dst = known.get(ref)
            if dst and dst != src:
                graph.add_edge(src, dst, key=S.CITES, type=S.CITES)
            elif not dst:
                outside += 1
    graph.graph["references_outside_corpus"] = outside


def summary(graph: nx.MultiDiGraph) -> dict:
    nodes = Counter(d.get("type") for _, d in graph.nodes(data=True))
    edges = Counter(d.get("type") for _, _, d in graph.edges(data=True))
    return {"nodes": dict(sorted(nodes.items())), "edges": dict(sorted(edges.items()))}
