"""One paper, one record: the same work read twice (same DOI, arXiv id, OpenAlex id, input id,
or the same normalised title) becomes one record that keeps the richer fields."""
from __future__ import annotations

from collections.abc import Iterable

from .records import PaperRecord, ProblemLog, normalise_text_key

MIN_TITLE_KEY = 12  # very short titles ("Introduction") are not evidence of the same work


def identity_keys(record: PaperRecord) -> list[str]:
    keys = []
    if record.doi:
        keys.append("doi:" + record.doi)
    if record.arxiv_id:
        keys.append("arxiv:" + record.arxiv_id)
    if record.openalex_id:
        keys.append("openalex:" + record.openalex_id)
    if record.title:
        title_key = normalise_text_key(record.title)
        if len(title_key) >= MIN_TITLE_KEY:
            keys.append("title:" + title_key)
    elif record.abstract:
        keys.append("abstract:" + normalise_text_key(record.abstract))
    return keys


def merge_records(records: Iterable[PaperRecord], log: ProblemLog) -> list[PaperRecord]:
    merged: list[PaperRecord] = []
    by_key: dict[str, int] = {}
    by_id: dict[str, int] = {}
    for record in records:
        keys = identity_keys(record)
        target = next((by_key[k] for k in keys if k in by_key), None)
        owner = by_id.get(record.record_id) if record.record_id else None
        if owner is not None and owner != target:
            existing = merged[owner]
            outcome = ("kept under a content-based id" if target is None else
                       f"merged with {merged[target].source_file} record {merged[target].source_index}, "
                       "the same paper by its content")
            log.add(record.source_file, f"record {record.source_index}",
                    f"duplicate id {record.record_id!r} (also {existing.source_file} record {existing.source_index}) "
                    f"for a different paper; {outcome}")
            record.record_id = None  # the id is another paper's: it must not move to this one
        if target is None:
            target = len(merged)
            merged.append(record)
            if record.paper_id in by_id:  # a content-based id: the same text under a different title
                record.record_id = _unused(record.paper_id, by_id)
        else:
            _absorb(merged[target], record)
        kept = merged[target]
        for key in keys + identity_keys(kept):
            by_key.setdefault(key, target)
        by_id.setdefault(kept.paper_id, target)
    return merged


def _unused(paper_id: str, taken: dict[str, int]) -> str:
    n = 2
    while f"{paper_id}~{n}" in taken:
        n += 1
    return f"{paper_id}~{n}"


def _absorb(kept: PaperRecord, other: PaperRecord) -> None:
    """Fill what `kept` lacks from `other`; longer abstract and title win."""
    if len(other.abstract or "") > len(kept.abstract or ""):
        kept.abstract = other.abstract
    if other.title and (not kept.title or len(other.title) > len(kept.title) * 1.5):
        kept.title = other.title
    for name in ("year", "venue", "doi", "arxiv_id", "openalex_id", "url", "code_url", "collection"):
        if getattr(kept, name) in (None, "") and getattr(other, name) not in (None, ""):
            setattr(kept, name, getattr(other, name))
    if len(other.authors) > len(kept.authors):
        kept.authors = other.authors
    kept.categories = list(dict.fromkeys(kept.categories + other.categories))
    kept.references = list(dict.fromkeys(kept.references + other.references))
    if kept.record_id is None or (other.record_id and _rank(other.record_id) < _rank(kept.record_id)):
        kept.record_id = other.record_id or kept.record_id


def _rank(record_id: str) -> int:
    for rank, prefix in enumerate(("doi:", "openalex:", "arxiv:")):
        if record_id.startswith(prefix):
            return rank
    return 3
