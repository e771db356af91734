"""The guard that keeps a module compiled by `setup.py` (with Cython, when a compiler is there)
from hiding later edits of its source.

Python imports graph/extract.cpython-*.so before graph/extract.py. After an editable install,
an edit of the .py would silently not run; so a compiled module whose source is not the one it
was compiled from (hashes in compiled_sources.json, written by setup.py) is ignored with a
warning, and the source runs. CITEGRAPH_PURE_PYTHON=1 runs the sources always (profilers see
into them)."""
from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
import warnings

PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
SOURCES_MANIFEST = os.path.join(PACKAGE_DIR, "compiled_sources.json")


def compiled_modules() -> dict[str, str]:
    """{module name: compiled file} of this package's modules that this Python would import compiled."""
    out = {}
    for entry in sorted(os.listdir(PACKAGE_DIR)):
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            name = entry[:-len(suffix)]
            if entry.endswith(suffix) and os.path.exists(os.path.join(PACKAGE_DIR, name + ".py")):
                out.setdefault(name, os.path.join(PACKAGE_DIR, entry))
                break
    return out


def compiled_path(name: str) -> str | None:
    return compiled_modules().get(name)


def modules_to_run_from_source() -> dict[str, str]:
    """{'graph.extract': '/path/graph/extract.py', ...} for the compiled modules not to use."""
    binaries = compiled_modules()
    if not binaries:
        return {}
    pure = os.environ.get("CITEGRAPH_PURE_PYTHON", "") not in ("", "0")
    try:
        with open(SOURCES_MANIFEST, encoding="utf-8") as fh:
            compiled_from = json.load(fh)
    except (OSError, ValueError):
        compiled_from = {}
    out = {}
    for name, binary in binaries.items():
        source = os.path.join(PACKAGE_DIR, f"{name}.py")
        if pure:
            out[f"graph.{name}"] = source
        elif compiled_from.get(name) != _sha256(source):
            warnings.warn(f"{binary} was compiled from another version of {source}: running the source "
                          "(`make install` or `pip install -e .` compiles it again)", stacklevel=2)
            out[f"graph.{name}"] = source
    return out


def _sha256(path: str) -> str:
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


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
