"""Visual outputs: the interactive, self-contained graph page."""
from .html import HtmlOptions, write_html

__all__ = ["HtmlOptions", "write_html"]
