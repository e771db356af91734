"""citegraph: a citation-style knowledge-graph explorer for research literature."""
from .compiled import install_guard

__version__ = "0.1.0"

install_guard()
