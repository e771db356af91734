"""Compiles the pipeline's modules with Cython when it can (a C compiler and Python's headers are
there): the same source, about a fifth less CPU per abstract. Without them the package installs
as pure Python and behaves the same. The project's metadata is in pyproject.toml."""
import hashlib
import json

from setuptools import setup

# the extraction stage (most of a build's CPU) and the pure-Python stages after it
COMPILED_MODULES = ("text", "lexicon", "concepts", "extract", "terms", "ingest", "canonical", "link", "build",
                    "topics", "analyse", "export")


def extensions():
    try:
        from Cython.Build import cythonize
    except ImportError:
        return []
    from setuptools import Extension
    modules = [Extension(f"graph.{name}", [f"graph/{name}.py"]) for name in COMPILED_MODULES]
    # annotation_typing off: the annotations document the code, they are not C types to enforce
    compiled = cythonize(modules, compiler_directives={"language_level": 3, "annotation_typing": False}, quiet=True)
    for extension in compiled:
        extension.optional = True  # no compiler, no headers: a warning, and the module stays pure Python
    # which source each compiled module was made from: graph/compiled.py runs the source instead
    # of a compiled module whose source has changed since
    sources = {name: hashlib.sha256(open(f"graph/{name}.py", "rb").read()).hexdigest() for name in COMPILED_MODULES}
    with open("graph/compiled_sources.json", "w", encoding="utf-8") as fh:
        json.dump(sources, fh, indent=1, sort_keys=True)
    return compiled


setup(ext_modules=extensions())
