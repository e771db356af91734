"""Load and extract, overlapped: each record goes to the extraction workers as soon as it is read,
so that two cores extract while this process is still parsing input (and, in the CLI, importing
the libraries the later stages need). A light module on purpose: it imports no numpy, networkx or
scikit-learn.

    ingested = ingest(["seeds/"], pools)
    ingested.records                # merged PaperRecords, in input order
    ingested.extractions()          # their Extractions and term hashes, in the same order
                                    # (waits for the workers)
"""
from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from loaders import InputNotFound, PaperRecord, ProblemLog, iter_input_files, load_inputs, merge_records

from .extract import Extraction, Extractor, worker_extract_chunk, worker_warm_up
from .terms import paper_text, term_hashes
from .workers import WorkerPools

POOL_USE_FROM = 500  # papers; from here, worker processes started anyway (by the CLI) are used
WARM_UP_FROM_BYTES = 2_000_000  # inputs this large have more than POOL_USE_FROM papers in any format
CHUNK = 64  # records per task sent to a worker

Progress = Callable[[str, int, int], None]


@dataclass
class Extracted:
    extractions: list[Extraction]  # in record order
    term_hashes: list[bytes]  # graph.terms.term_hashes of each record's text, for text similarity


@dataclass
class Ingested:
    records: list[PaperRecord]
    problems: ProblemLog
    extractions: Callable[[], Extracted]  # waits for the workers


def ingest(inputs: list[str], pools: WorkerPools | None = None, workers: int = 0,
           progress: Progress | None = None) -> Ingested:
    log = ProblemLog()
    feed = ExtractionFeed(pools, stream_from=2 if workers > 1 else POOL_USE_FROM)
    if feed.pools is not None and _input_bytes(inputs) >= WARM_UP_FROM_BYTES:
        feed.warm_up()  # the workers load their lexicon while this process parses the first file
    records = merge_records(feed.pass_through(load_inputs(inputs, log)), log)
    return Ingested(records, log, feed.finish(records, progress))


def _input_bytes(inputs: list[str]) -> int:
    try:
        return sum(os.path.getsize(path) for path in iter_input_files(inputs))
    except (OSError, InputNotFound):
        return 0  # the loader reports it


def extract_all(records: list[PaperRecord], pools: WorkerPools | None = None,
                progress: Progress | None = None) -> Extracted:
    """Extractions of records already loaded, in record order; in the pools' workers when given."""
    feed = ExtractionFeed(pools, stream_from=1)
    return feed.finish(list(feed.pass_through(records)), progress)()


class ExtractionFeed:
    """Sends each record's (abstract, title) to the extraction workers as it passes through, once
    `stream_from` records have been seen (fewer are extracted here: workers cost more than they save).
    Merging duplicates may change a record's text after it was sent; such records are sent again."""

    def __init__(self, pools: WorkerPools | None, stream_from: int) -> None:
        self.pools = pools if pools is not None and pools.extraction is not None else None
        self.stream_from = stream_from
        self.items: list[tuple[str, str | None]] = []  # in feed order
        self.position: dict[int, int] = {}  # id(record) -> feed position
        self.fed: list[PaperRecord] = []  # keeps fed records alive, so that their ids stay theirs
        self.futures: list = []  # one per CHUNK items, in order
        self.sent = 0

    def pass_through(self, records: Iterable[PaperRecord]) -> Iterator[PaperRecord]:
        for record in records:
            self.position[id(record)] = len(self.items)
            self.items.append((record.abstract, record.title))
            self.fed.append(record)
            if self.pools is not None and len(self.items) >= self.stream_from:
                self._send(whole_chunks_only=True)
            yield record

    def warm_up(self) -> None:
        for _ in range(self.pools.extraction_workers):
            self.pools.submit_extraction(worker_warm_up)

    def _send(self, whole_chunks_only: bool) -> None:
        while len(self.items) - self.sent >= (CHUNK if whole_chunks_only else 1):
            chunk = self.items[self.sent:self.sent + CHUNK]
            self.futures.append(self.pools.submit_extraction(worker_extract_chunk, chunk))
            self.sent += len(chunk)

    def finish(self, records: list[PaperRecord], progress: Progress | None = None) -> Callable[[], Extracted]:
        """Sends what is left (and records whose text merging changed); returns the function that
        waits for the extractions of `records`, in their order."""
        wanted = []
        for record in records:
            item = (record.abstract, record.title)
            position = self.position[id(record)]
            if self.items[position] != item:
                position = len(self.items)
                self.items.append(item)
            wanted.append(position)
        self.fed.clear()
        self.position.clear()
        if self.pools is not None and self.sent > 0:
            self._send(whole_chunks_only=False)
            return lambda: self._collect_from_workers(wanted, progress)
        return lambda: self._extract_here(wanted, progress)

    def _collect_from_workers(self, wanted: list[int], progress: Progress | None) -> Extracted:
        done: list[tuple[Extraction, bytes]] = []
        total = len(self.items)
        for future in self.futures:
            # converted as they arrive, while the workers are still busy with the rest
            done.extend((Extraction.from_tuple(data), hashes) for data, hashes in self.pools.result(future))
            if progress:
                progress("extract", len(done), total)
        self.futures.clear()
        return Extracted([done[position][0] for position in wanted], [done[position][1] for position in wanted])

    def _extract_here(self, wanted: list[int], progress: Progress | None) -> Extracted:
        extractor = Extractor()
        out = Extracted([], [])
        for i, position in enumerate(wanted):
            abstract, title = self.items[position]
            out.extractions.append(extractor.extract_or_fail(abstract, title))
            out.term_hashes.append(term_hashes(paper_text(title, abstract)))
            if progress and (i % 500 == 0 or i == len(wanted) - 1):
                progress("extract", i + 1, len(wanted))
        return out
