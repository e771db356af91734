"""Per-stage wall time and peak resident memory (summed over this process and its workers),
sampled in a background thread while profiling is on."""
from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager


def tree_rss_kb(root: int | None = None) -> int:
    """Resident memory of a process and all its descendants, in kB (Linux /proc)."""
    return sum(_rss_kb(pid) for pid in descendants(root or os.getpid()))


def descendants(root: int) -> list[int]:
    """root and the processes below it: from /proc/PID/task/TID/children where the kernel has it
    (a handful of reads), else from a scan of every process's parent."""
    try:
        out, todo = [], [root]
        while todo:
            pid = todo.pop()
            out.append(pid)
            for task in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{task}/children", "rb") as fh:
                    todo.extend(int(child) for child in fh.read().split())
        return out
    except FileNotFoundError:
        if not os.path.exists(f"/proc/{root}/task"):
            return []
    except OSError:
        pass
    return _descendants_by_scan(root)


def _descendants_by_scan(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    try:
        pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return []
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", "rb") as fh:
                ppid = int(fh.read().rsplit(b")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(pid)
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, []))
    return out


_PAGE_KB = os.sysconf("SC_PAGE_SIZE") // 1024 if hasattr(os, "sysconf") else 4


def _rss_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/statm", "rb") as fh:
            return int(fh.read().split()[1]) * _PAGE_KB
    except (OSError, ValueError, IndexError):
        return 0


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
