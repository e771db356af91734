"""The Cython-compiled pipeline modules (setup.py) behave exactly as their Python source, and a
compiled module never hides a later edit of its source."""
import ast
import json
import os
import shutil
import subprocess
import sys

import graph.extract
from graph.compiled import compiled_modules, compiled_path, is_compiled
from graph.extract import Extractor

from conftest import ROOT, SEEDS, need

EXTRACT_ALL = """
import json, sys
import graph.extract
from graph.extract import Extractor
from loaders import ProblemLog, iter_input_files, load_file
log, extractor, out = ProblemLog(), Extractor(), []
for path in iter_input_files([sys.argv[1]]):
    for record in load_file(path, log):
        out.append(extractor.extract(record.abstract, record.title).to_tuple())
print(json.dumps({"file": graph.extract.__file__, "extractions": out}))
"""


def _extract_seeds(env_extra: dict) -> dict:
    env = dict(os.environ, **env_extra)
    proc = subprocess.run([sys.executable, "-c", EXTRACT_ALL, SEEDS], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=300, check=True)
    return json.loads(proc.stdout)


def _modules_setup_compiles() -> tuple[str, ...]:
    tree = ast.parse(open(os.path.join(ROOT, "setup.py"), encoding="utf-8").read())
    return next(ast.literal_eval(node.value) for node in tree.body
                if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "COMPILED_MODULES")


def test_compiled_modules_are_used_when_built():
    names = _modules_setup_compiles()
    assert "extract" in names
    need(all(compiled_path(name) for name in names) and set(compiled_modules()) == set(names),
         "the Cython-compiled modules (pip install -e . with a C compiler and Python headers)")
    assert is_compiled(graph.extract)


def test_compiled_and_source_extract_the_same():
    need(is_compiled(graph.extract), "the Cython-compiled modules")
    compiled = _extract_seeds({"CITEGRAPH_PURE_PYTHON": ""})
    source = _extract_seeds({"CITEGRAPH_PURE_PYTHON": "1"})
    assert compiled["file"].endswith(".so") and source["file"].endswith(".py")
    assert len(compiled["extractions"]) >= 70
    assert compiled["extractions"] == source["extractions"]
    # and this process (compiled) agrees with them
    first = Extractor().extract("We propose LoRA-X, a low-rank adaptation method for large language models (LLMs), "
                                "and evaluate it on GLUE and SuperGLUE.")
    assert [m.name for m in first.methods] and [b.name for b in first.benchmarks] == ["GLUE", "SuperGLUE"]


def test_stale_compiled_module_is_not_used(tmp_path):
    need(compiled_path("extract") is not None, "the Cython-compiled modules")
    package = tmp_path / "graph"
    shutil.copytree(os.path.join(ROOT, "graph"), package, ignore=shutil.ignore_patterns("__pycache__", "data"))
    os.symlink(os.path.join(ROOT, "graph", "data"), package / "data")
    source = package / "extract.py"
    source.write_text(source.read_text() + "\nEDITED_AFTER_COMPILING = True\n")
    probe = "import graph.extract as m; print(m.__file__, getattr(m, 'EDITED_AFTER_COMPILING', False))"
    env = dict(os.environ, PYTHONPATH=f"{tmp_path}{os.pathsep}{ROOT}", CITEGRAPH_PURE_PYTHON="")
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == [str(source), "True"]
    assert "compiled from another version" in proc.stderr
    # the other modules, unchanged since they were compiled, stay compiled
    probe = "import graph.text as m; print(m.__file__)"
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert proc.stdout.strip().endswith(".so") and proc.stdout.startswith(str(package))


def test_compiled_and_source_build_the_same_graph(tmp_path):
    need(is_compiled(graph.extract), "the Cython-compiled modules")
    from conftest import run_cli
    outputs = {}
    for mode, flag in (("compiled", ""), ("source", "1")):
        out = tmp_path / mode
        run_cli("build", SEEDS, os.path.join(ROOT, "tests", "fixtures"), "--out", str(out), "--no-neo4j",
                env={"CITEGRAPH_PURE_PYTHON": flag})
        outputs[mode] = ((out / "graph.json").read_bytes(), (out / "graph.html").read_bytes())
    assert outputs["compiled"][0] == outputs["source"][0]
    assert outputs["compiled"][1] == outputs["source"][1]
