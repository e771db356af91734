"""The --profile memory sampler: resident memory summed over the build and its worker processes."""
import os
import signal
import subprocess
import sys
import time

from graph.profiling import StageProfiler, _descendants_by_scan, descendants, tree_rss_kb

HOLD_60_MB = "import sys, time; block = bytearray(60 * 1024 * 1024); sys.stdout.write('ready\\n'); sys.stdout.flush(); time.sleep(30)"


def test_tree_memory_includes_grandchildren():
    before = tree_rss_kb()
    # a child that starts a grandchild holding 60 MB
    child = subprocess.Popen([sys.executable, "-c",
                              "import subprocess, sys; p = subprocess.Popen([sys.executable, '-c', sys.argv[1]]); p.wait()",
                              HOLD_60_MB], start_new_session=True)
    try:
        deadline = time.time() + 20
        while time.time() < deadline and tree_rss_kb() - before < 60 * 1024:
            time.sleep(0.05)
        tree = descendants(os.getpid())
        assert child.pid in tree and len(tree) >= 3  # this process, the child, the grandchild
        assert sorted(tree) == sorted(_descendants_by_scan(os.getpid()))
        assert tree_rss_kb() - before >= 60 * 1024
        assert tree_rss_kb(child.pid) >= 60 * 1024
    finally:
        os.killpg(child.pid, signal.SIGKILL)
        child.wait()


def test_missing_process_has_no_memory():
    assert tree_rss_kb(2 ** 22 + 12345) == 0  # above Linux's largest pid: no such process
    assert descendants(2 ** 22 + 12345) == []


def test_stage_profiler_records_time_and_peak():
    profiler = StageProfiler(memory=True)
    with profiler.stage("work"):
        block = bytearray(80 * 1024 * 1024)
        block[::4096] = b"x" * len(block[::4096])
        time.sleep(0.3)
    profiler.close()
    assert profiler.timings["work"] >= 0.3
    assert profiler.peak_mb["work"] >= 80
