"""The record every loader produces, and the problem report every loader writes to."""
from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass, field


@dataclass(slots=True)
class PaperRecord:
    """One paper as read from an input file, before any extraction."""

    abstract: str
    source_file: str
    source_index: int
    title: str | None = None
    record_id: str | None = None  # the input's own id, namespaced ("doi:...", "arxiv:...", ...)
    authors: list[str] = field(default_factory=list)
    year: int | None = None
    venue: str | None = None
    doi: str | None = None
    arxiv_id: str | None = None
    openalex_id: str | None = None
    url: str | None = None
    code_url: str | None = None
    categories: list[str] = field(default_factory=list)
    references: list[str] = field(default_factory=list)  # ids of cited works, same namespace as record_id
    collection: str | None = None  # the header of a seed list ("ICML 2026 Papers")

    @property
    def paper_id(self) -> str:
        """Stable identity: the input's own id, else a hash of the normalised text."""
        if self.record_id:
            return self.record_id
        basis = normalise_text_key(self.abstract) or normalise_text_key(self.title or "")
        return "sha1:" + hashlib.sha1(basis.encode("utf-8")).hexdigest()[:16]


@dataclass(slots=True, frozen=True)
class Problem:
    """Something wrong with an input, reported once, naming the file and the record."""

    file: str
    where: str  # "record 12", "line 7", "entry smith2020", "" for the whole file
    message: str
    severity: str = "error"  # "error": a record or file was skipped; "warning": kept, but incomplete

    def __str__(self) -> str:
        place = f"{self.file}, {self.where}" if self.where else self.file
        return f"{place}: {self.message}"


class ProblemLog:
    """Collects problems during a load; each distinct problem is kept once."""

    def __init__(self) -> None:
        self._seen: set[Problem] = set()
        self.problems: list[Problem] = []

    def add(self, file: str, where: str, message: str, severity: str = "error") -> None:
        problem = Problem(file, where, message, severity)
        if problem not in self._seen:
            self._seen.add(problem)
            self.problems.append(problem)

    def warn(self, file: str, where: str, message: str) -> None:
        self.add(file, where, message, "warning")

    def __len__(self) -> int:
        return len(self.problems)

    def __iter__(self):
        return iter(self.problems)


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")
# control characters, zero-width characters and bidi overrides are removed; whitespace is collapsed after
_DROP = {c: None for c in [*range(0, 9), 0x0b, 0x0c, *range(0x0e, 0x20), 0x7f, *range(0x200b, 0x2010),
                           *range(0x202a, 0x202f), *range(0x2066, 0x206a), 0xfeff]}
_DROP[0x0b] = _DROP[0x0c] = " "


_SOFT_HYPHEN_GLYPH = re.compile(r"\(cid:173\)\s*")
_PDF_GLYPH = re.compile(r"\(cid:(\d+)\)")
# the ligatures of TeX's OT1 text encoding, positions 11 to 15: 'classi(cid:12)cation', 'e(cid:11)ective', 'tra(cid:14)c'
_OT1_LIGATURES = {"11": "ff", "12": "fi", "13": "fl", "14": "ffi", "15": "ffl"}


def _pdf_glyph(match: re.Match) -> str:
    return _OT1_LIGATURES.get(match.group(1), " ")
_LIGATURE = re.compile("[\ufb00-\ufb06]")  # ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ
_LIGATURE_LETTERS = {"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st"}


def clean_text(text: str) -> str:
    """Drop control characters and bidi overrides, normalise Unicode and collapse whitespace.
    Text extracted from PDFs writes unknown glyphs as '(cid:N)': a soft hyphen (173) joins the
    word it broke ('sen(cid:173) sitive'), TeX's ligatures (11 to 15) are their letters ('classi(cid:12)cation'),
    the others go. Typographic ligatures become their letters
    ('classiﬁer' is 'classifier'), as NFKC would, without NFKC's other changes (superscripts, full-width forms)."""
    if "(cid:" in text:
        text = _PDF_GLYPH.sub(_pdf_glyph, _SOFT_HYPHEN_GLYPH.sub("", text))
    if not text.isascii():
        if "ı" in text:
            text = re.sub("ı(?=[\u0300-\u036f])", "i", text)  # LaTeX {\"\i}: dotless i + accent
        text = unicodedata.normalize("NFC", text)
        if _LIGATURE.search(text):  # (str.translate would cost more than this scan on every non-ASCII text)
            text = _LIGATURE.sub(lambda m: _LIGATURE_LETTERS[m.group(0)], text)
    if _CONTROL.search(text):  # rare: the scan is much cheaper than str.translate on every text
        text = text.translate(_DROP)
    return " ".join(text.split())


def has_control_chars(text: str) -> bool:
    return bool(_CONTROL.search(text))


_NOT_ALNUM = bytes(c for c in range(128) if not chr(c).isalnum())


def normalise_text_key(text: str) -> str:
    """Lower-case alphanumerics only: the key for 'same title' / 'same abstract' comparisons."""
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
    return text.encode("ascii", "ignore").lower().translate(None, _NOT_ALNUM).decode()
