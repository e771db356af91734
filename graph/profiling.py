"""Per-stage wall time and peak resident memory (summed over this process and its workers),
sampled in a background thread while profiling is on."""
from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager


def tree_rss_kb(root: int | None = None) -> int:
    """Resident memory of a process and all its descendants, in kB (Linux /proc)."""
    root = root or os.getpid()
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    try:
        pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", "rb") as fh:
                ppid = int(fh.read().rsplit(b")", 1)[1].split()[1])
            with open(f"/proc/{pid}/statm", "rb") as fh:
                rss[pid] = int(fh.read().split()[1]) * (os.sysconf("SC_PAGE_SIZE") // 1024)
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(pid)
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        total += rss.get(pid, 0)
        todo.extend(children.get(pid, []))
    return total


class StageProfiler:
    """Times stages; with memory=True also samples the process tree's RSS every 50 ms."""

    def __init__(self, memory: bool = False) -> None:
        self.timings: dict[str, float] = {}
        self.peak_mb: dict[str, float] = {}
        self._stage: str | None = None
        self._stop = threading.Event()
        self._thread = None
        if memory:
            self._thread = threading.Thread(target=self._sample, daemon=True)
            self._thread.start()

    def _sample(self) -> None:
        while not self._stop.is_set():
            stage = self._stage
            if stage:
                mb = tree_rss_kb() / 1024
                if mb > self.peak_mb.get(stage, 0.0):
                    self.peak_mb[stage] = round(mb, 1)
            self._stop.wait(0.05)

    @contextmanager
    def stage(self, name: str):
        previous = self._stage
        self._stage = name
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.timings[name] = round(self.timings.get(name, 0.0) + time.perf_counter() - t0, 3)
            self._stage = previous

    def close(self) -> None:
        self._stop.set()
        if self._thread:
            self._thread.join(timeout=1)
