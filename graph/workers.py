"""The build's worker processes: extraction workers (one per core, at most 8) and one process for
text similarity (then the paper graph's topics and PageRank: graph.structure).

They are forked at the start of a build, while the parent is still small: a fork made after
loading a corpus would carry every record (and count it again in summed resident memory), and the
CLI starts them even before importing networkx and scikit-learn. Each extraction worker loads the
lexicon itself, on its first paper. concurrent.futures executors, not multiprocessing.Pool: when a
worker dies (the out-of-memory killer), the build fails with WorkerDied instead of waiting forever.
"""
from __future__ import annotations

import multiprocessing as mp
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool


class WorkerDied(RuntimeError):
    pass


_EXTRACTION_DIED = "an extraction worker process died (out of memory?); rerun with --workers 1, or with fewer papers"


def can_fork() -> bool:
    """Early-started workers only pay off (and are only safe in scripts without a main guard) with fork."""
    return "fork" in mp.get_all_start_methods()


def start_early(workers: int) -> WorkerPools | None:
    """The workers of a build about to load its inputs, or None (one process asked, or no fork)."""
    return WorkerPools(workers) if workers != 1 and can_fork() else None


def _started(executor: ProcessPoolExecutor, n: int) -> ProcessPoolExecutor:
    # with "fork", the first task launches all n processes: do it now, while this process is small
    for future in [executor.submit(os.getpid) for _ in range(n)]:
        future.result()
    return executor


class WorkerPools:
    """single_use: a build may end the workers as soon as it is done with them (frees their memory);
    pass single_use=False to run several builds on the same workers."""

    def __init__(self, workers: int = 0, single_use: bool = True) -> None:
        ctx = mp.get_context("fork") if can_fork() else mp.get_context()
        n = workers if workers > 1 else min(os.cpu_count() or 1, 8)
        self.single_use = single_use
        self.keep_similarity = False  # the caller has more work for the similarity worker after the build
        self.extraction_workers = n
        self.extraction: Executor | None = _started(ProcessPoolExecutor(n, mp_context=ctx), n)
        self.similarity: Executor | None = _started(ProcessPoolExecutor(1, mp_context=ctx), 1)

    def submit_extraction(self, fn, *args):
        try:
            return self.extraction.submit(fn, *args)
        except BrokenProcessPool as exc:
            raise WorkerDied(_EXTRACTION_DIED) from exc

    @staticmethod
    def result(future):
        """The result of a submitted extraction task."""
        try:
            return future.result()
        except BrokenProcessPool as exc:
            raise WorkerDied(_EXTRACTION_DIED) from exc

    def submit_similarity(self, fn, *args, last: bool = False):
        """Starts fn(*args) in the similarity worker (tasks run in order, in the same process); returns
        a function that waits for its result. last: the worker ends once that result is in."""
        future = self.similarity.submit(fn, *args)

        def result():
            try:
                value = future.result()
            except BrokenProcessPool as exc:
                raise WorkerDied("the text-similarity worker process died (out of memory?)") from exc
            if last and self.single_use:
                self._shutdown("similarity")  # its memory is not needed any more
            return value
        return result

    def done_with_extraction(self) -> None:
        if self.single_use:
            self._shutdown("extraction")

    def done(self) -> None:
        if self.single_use:
            self._shutdown("extraction")
            if not self.keep_similarity:
                self._shutdown("similarity")

    def close(self) -> None:
        """Ends all workers (idempotent)."""
        self._shutdown("extraction")
        self._shutdown("similarity")

    def _shutdown(self, name: str) -> None:
        executor = getattr(self, name)
        if executor is not None:
            executor.shutdown(wait=True, cancel_futures=True)
            setattr(self, name, None)
