"""citegraph: a citation-style knowledge-graph explorer for research literature."""
__version__ = "0.1.0"
