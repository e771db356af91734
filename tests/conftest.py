import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEEDS = os.path.join(ROOT, "seeds")
SHARED = os.path.abspath(os.path.join(ROOT, "..", "shared"))
CORPUS = os.path.join(SHARED, "corpora", "paperlists")
FIXTURES = os.path.join(ROOT, "tests", "fixtures")
REQUIRE_ALL = os.environ.get("CITEGRAPH_REQUIRE_ALL") == "1"  # CI: a missing service fails instead of skipping


def graph_cli() -> list[str]:
    exe = os.path.join(os.path.dirname(sys.executable), "graph")
    return [exe] if os.path.exists(exe) else [sys.executable, "-m", "graph.cli"]


def run_cli(*args, env=None, check=True):
    full_env = dict(os.environ)
    full_env.update(env or {})
    proc = subprocess.run(graph_cli() + list(args), capture_output=True, text=True, cwd=ROOT, env=full_env, timeout=900)
    if check and proc.returncode != 0:
        raise AssertionError(f"graph {' '.join(args)} exited {proc.returncode}\nstdout:\n{proc.stdout}\nstderr:\n{proc.stderr}")
    return proc


def need(condition: bool, reason: str):
    if not condition:
        if REQUIRE_ALL:
            pytest.fail(f"required for this run: {reason}")
        pytest.skip(reason)


@pytest.fixture(scope="session")
def seed_build(tmp_path_factory):
    """`graph build seeds/` once per session (no Neo4j), as a user runs it."""
    out = tmp_path_factory.mktemp("seed-build")
    proc = run_cli("build", SEEDS, "--out", str(out), "--no-neo4j")
    return out, proc


@pytest.fixture(scope="session")
def seed_graph(seed_build):
    from graph.export import read_json
    out, _ = seed_build
    return read_json(os.path.join(out, "graph.json"))


@pytest.fixture(scope="session")
def chromium_path():
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    need(path is not None, "Debian's chromium is not installed (apt-get install chromium)")
    return path
