"""The build's worker processes: extraction workers (one per core, at most 8) and one process for
text similarity.

They are forked at the start of a build, while the parent is still small: a fork made after
loading a corpus would carry every record (and count it again in summed resident memory), and the
CLI starts them even before importing networkx and scikit-learn. Each extraction worker loads the
lexicon itself, on its first paper.
"""
from __future__ import annotations

import multiprocessing as mp
import os


class WorkerPools:
    def __init__(self, workers: int = 0) -> None:
        ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else mp.get_context()
        n = workers if workers > 1 else min(os.cpu_count() or 1, 8)
        self.extraction = ctx.Pool(n)
        self.similarity = ctx.Pool(1)

    def close_extraction(self) -> None:
        if self.extraction is not None:
            self.extraction.terminate()
            self.extraction.join()
            self.extraction = None

    def close(self) -> None:
        """Ends all workers (idempotent): a worker that is done keeps its memory until it exits."""
        self.close_extraction()
        if self.similarity is not None:
            self.similarity.terminate()
            self.similarity.join()
            self.similarity = None
