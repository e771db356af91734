"""The modules `setup.py` compiles with Cython (when a compiler is there), and the guard that
keeps a compiled copy from hiding later edits of its source.

Python imports graph/extract.cpython-*.so before graph/extract.py. After an editable install,
an edit of the .py would silently not run; so a compiled module older than its source is
ignored (with a warning) and the source runs. CITEGRAPH_PURE_PYTHON=1 runs the sources always
(profilers see into them)."""
from __future__ import annotations

import glob
import importlib.abc
import importlib.util
import os
import sys
import warnings

COMPILED_MODULES = ("text", "lexicon", "concepts", "extract", "terms", "ingest", "canonical", "link", "build", "topics", "analyse", "export")
PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


def compiled_path(name: str) -> str | None:
    found = glob.glob(os.path.join(PACKAGE_DIR, f"{name}.cpython-*.so")) + \
        glob.glob(os.path.join(PACKAGE_DIR, f"{name}.*.pyd"))
    return found[0] if found else None


def modules_to_run_from_source() -> dict[str, str]:
    """{'graph.extract': '/path/graph/extract.py', ...} for the compiled modules not to use."""
    pure = os.environ.get("CITEGRAPH_PURE_PYTHON", "") not in ("", "0")
    out = {}
    for name in COMPILED_MODULES:
        source = os.path.join(PACKAGE_DIR, f"{name}.py")
        binary = compiled_path(name)
        if binary is None or not os.path.exists(source):
            continue
        if pure:
            out[f"graph.{name}"] = source
        elif os.path.getmtime(binary) < os.path.getmtime(source):
            warnings.warn(f"{binary} is older than {source}: running the source "
                          "(`pip install -e .` compiles it again)", stacklevel=2)
            out[f"graph.{name}"] = source
    return out


class _SourceFinder(importlib.abc.MetaPathFinder):
    def __init__(self, sources: dict[str, str]) -> None:
        self.sources = sources

    def find_spec(self, fullname, path=None, target=None):
        source = self.sources.get(fullname)
        return importlib.util.spec_from_file_location(fullname, source) if source else None


def install_guard() -> None:
    sources = modules_to_run_from_source()
    if sources and not any(isinstance(f, _SourceFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _SourceFinder(sources))


def is_compiled(module) -> bool:
    return not str(getattr(module, "__file__", "")).endswith(".py")
