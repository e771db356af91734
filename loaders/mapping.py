"""Map one JSON/CSV/BibTeX-like record (a dict) onto a PaperRecord.

Understands the field names of the formats researchers export: paperlists (`author` "A;B",
`site`, `github`), OpenAlex works (`abstract_inverted_index`, `authorships`,
`primary_location`, `referenced_works`), the arXiv metadata snapshot (`authors`,
`categories`, `update_date`, `versions`) and plain tables (title, abstract, authors, year,
venue, doi, id, url), with keys matched case-insensitively.
"""
from __future__ import annotations

import re
from typing import Any

from .records import PaperRecord, ProblemLog, clean_text, has_control_chars

MAX_ABSTRACT_CHARS = 20_000
MAX_TITLE_CHARS = 1_000

_ARXIV_NEW = re.compile(r"^(?:arxiv:)?(\d{4}\.\d{4,5})(v\d+)?$", re.I)
_ARXIV_OLD = re.compile(r"^(?:arxiv:)?([a-z\-]+(?:\.[A-Z]{2})?/\d{7})(v\d+)?$", re.I)
_ARXIV_URL = re.compile(r"arxiv\.org/(?:abs|pdf)/([^\s?#]+?)(?:v\d+)?(?:\.pdf)?$", re.I)
_DOI = re.compile(r"(10\.\d{4,9}/\S+)", re.I)
_OPENALEX = re.compile(r"^(?:https?://openalex\.org/)?(W\d+)$", re.I)
_YEAR = re.compile(r"\b(1[89]\d\d|20\d\d)\b")
_GITHUB = re.compile(r"(?:https?://)?(?:www\.)?github\.com/[A-Za-z0-9_.\-]+/[A-Za-z0-9_.\-]+", re.I)


def lower_keys(obj: dict) -> dict:
    return {str(k).strip().lower(): v for k, v in obj.items()}


def first(obj: dict, *keys: str) -> Any:
    for key in keys:
        value = obj.get(key)
        if value not in (None, "", [], {}):
            return value
    return None


def as_text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        value = " ".join(str(v) for v in value if v is not None)
    elif isinstance(value, dict):
        value = first(lower_keys(value), "value", "text", "display_name", "name")
        if value is None:
            return None
    text = clean_text(str(value))
    return text or None


_NO_ABSTRACT = re.compile(r"\W*(?:abstract\s+(?:not\s+)?(?:unavailable|available)|no\s+abstract(?:\s+available)?|n/?a|none|null|"
                          r"abstract\s+forthcoming|to\s+appear|tba|tbd)\W*", re.I)


def abstract_from_inverted_index(index: Any) -> str | None:
    """OpenAlex stores abstracts as {word: [positions]}; put the words back in order."""
    if not isinstance(index, dict):
        return None
    slots: dict[int, str] = {}
    for word, positions in index.items():
        if not isinstance(positions, list):
            continue
        for pos in positions:
            if isinstance(pos, int) and 0 <= pos < 100_000:
                slots[pos] = str(word)
    if not slots:
        return None
    return " ".join(slots[i] for i in sorted(slots))


def split_authors(value: Any) -> list[str]:
    names: list[str] = []
    if value is None:
        return names
    if isinstance(value, str):
        names = _split_author_string(value)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, str):
                names.append(item)
            elif isinstance(item, dict):
                item = lower_keys(item)
                author = item.get("author")
                if isinstance(author, dict):  # OpenAlex authorship
                    names.append(str(lower_keys(author).get("display_name") or ""))
                elif first(item, "display_name", "name", "full_name"):
                    names.append(str(first(item, "display_name", "name", "full_name")))
                elif first(item, "family", "last", "given", "first"):
                    names.append(" ".join(str(x) for x in (first(item, "given", "first"), first(item, "family", "last")) if x))
            elif isinstance(item, list) and item:  # arXiv authors_parsed: [last, first, suffix]
                last, given = str(item[0]), str(item[1]) if len(item) > 1 else ""
                names.append(f"{given} {last}".strip())
    out: list[str] = []
    seen = set()
    for name in names:
        name = str(name)
        if "(" in name:
            name = re.sub(r"\s*\(.*?\)\s*", " ", name)
        name = clean_text(name).strip(" ,.")
        if name and len(name) <= 200 and name.lower() not in seen:
            seen.add(name.lower())
            out.append(name)
    return out


def _split_author_string(text: str) -> list[str]:
    """'A; B', 'A, B and C' (arXiv), 'Smith, John and Doe, Jane' (BibTeX)."""
    text = text.strip()
    if ";" in text:
        return text.split(";")
    if re.search(r"\s+and\s+", text):
        parts = re.split(r"\s+and\s+", text)
        if all(part.count(",") == 1 for part in parts):  # BibTeX "Last, First"
            return [" ".join(reversed([x.strip() for x in part.split(",")])) for part in parts]
        return [p for part in parts for p in part.split(",")]
    return text.split(",")


def parse_year(*values: Any) -> int | None:
    for value in values:
        if value is None:
            continue
        if isinstance(value, int) and 1800 <= value <= 2100:
            return value
        match = _YEAR.search(str(value))
        if match:
            return int(match.group(1))
    return None


def normalise_doi(value: Any) -> str | None:
    if not value:
        return None
    match = _DOI.search(str(value))
    return match.group(1).rstrip(".,;").lower() if match else None


def normalise_arxiv(value: Any) -> str | None:
    if not value:
        return None
    text = str(value).strip()
    match = _ARXIV_NEW.match(text) or _ARXIV_OLD.match(text)
    if match:
        return match.group(1)
    match = _ARXIV_URL.search(text)
    if match:
        return normalise_arxiv(match.group(1))
    return None


def find_code_url(*texts: str | None) -> str | None:
    for text in texts:
        if text and "ithub" in text:
            match = _GITHUB.search(text)
            if match:
                url = match.group(0).rstrip(".,;)}")
                return url if url.startswith("http") else "https://" + url
    return None


def _source_name(obj: dict) -> str | None:
    location = obj.get("primary_location")
    if isinstance(location, dict):
        source = location.get("source")
        if isinstance(source, dict) and source.get("display_name"):
            return str(source["display_name"])
    host = obj.get("host_venue")
    if isinstance(host, dict) and host.get("display_name"):
        return str(host["display_name"])
    return None


def record_from_mapping(raw: dict, file: str, index: int, where: str, log: ProblemLog,
                        default_venue: str | None = None, default_year: int | None = None,
                        id_namespace: str | None = None) -> PaperRecord | None:
    """Build a PaperRecord from one dict, or report why it cannot be one (returns None)."""
    obj = lower_keys(raw)
    is_openalex = bool(obj.get("abstract_inverted_index") is not None or obj.get("authorships") is not None
                       or _OPENALEX.match(str(obj.get("id") or "")))
    title = as_text(first(obj, "title", "display_name", "name", "paper_title"))
    abstract_value = first(obj, "abstract", "summary", "paperabstract", "description", "abstract_text")
    abstract = as_text(abstract_value)
    if abstract is None and obj.get("abstract_inverted_index") is not None:
        abstract = abstract_from_inverted_index(obj.get("abstract_inverted_index"))
        abstract = clean_text(abstract) if abstract else None
    if abstract and _NO_ABSTRACT.fullmatch(abstract):
        abstract = None  # a placeholder ('Abstract Unavailable'), not text to extract from
    if any(isinstance(v, str) and has_control_chars(v) for v in (raw.get("title"), abstract_value)):
        log.warn(file, where, "control or bidi-override characters removed")
    if not title and not abstract:
        log.add(file, where, "record has neither a title nor an abstract; skipped")
        return None
    if abstract and len(abstract) > MAX_ABSTRACT_CHARS:
        log.warn(file, where, f"abstract of {len(abstract):,} characters truncated to {MAX_ABSTRACT_CHARS:,}")
        abstract = abstract[:MAX_ABSTRACT_CHARS]
    if title and len(title) > MAX_TITLE_CHARS:
        log.warn(file, where, f"title of {len(title):,} characters truncated")
        title = title[:MAX_TITLE_CHARS]
    if not abstract:
        log.warn(file, where, "no abstract; the paper is built from its title only")

    raw_id = first(obj, "id", "paper_id", "paperid", "key", "identifier", "uid")
    raw_id = str(raw_id).strip() if raw_id is not None and not isinstance(raw_id, (dict, list)) else None
    doi = normalise_doi(obj.get("doi"))
    ids = obj.get("ids") if isinstance(obj.get("ids"), dict) else {}
    doi = doi or normalise_doi(ids.get("doi"))
    openalex = None
    if raw_id and _OPENALEX.match(raw_id):
        openalex = _OPENALEX.match(raw_id).group(1).upper()
    elif ids.get("openalex") and _OPENALEX.match(str(ids["openalex"])):
        openalex = _OPENALEX.match(str(ids["openalex"])).group(1).upper()
    arxiv = normalise_arxiv(first(obj, "arxiv_id", "arxiv", "eprint")) or (normalise_arxiv(raw_id) if raw_id and not is_openalex else None)
    url = as_text(first(obj, "url", "site", "link", "landing_page_url", "pdf_url", "html_url"))
    if not url and isinstance(obj.get("primary_location"), dict):
        url = as_text(obj["primary_location"].get("landing_page_url"))
    arxiv = arxiv or (normalise_arxiv(url) if url and "arxiv.org" in url else None)
    code_url = find_code_url(as_text(first(obj, "github", "code", "code_url", "repository", "repo")))
    code_url = code_url or find_code_url(abstract)

    authors = split_authors(first(obj, "authorships", "authors_parsed", "authors", "author", "creators"))
    categories_value = first(obj, "categories", "keywords", "subjects")
    if isinstance(categories_value, str):
        categories = [c for c in re.split(r"[;,\s]+" if ";" not in categories_value and "," not in categories_value else r"\s*[;,]\s*", categories_value) if c]
    elif isinstance(categories_value, list):
        categories = [as_text(c) for c in categories_value if as_text(c)]
    else:
        categories = []
    venue = as_text(first(obj, "venue", "journal", "booktitle", "conference", "container-title", "journal-ref")) or _source_name(obj) or default_venue
    year = parse_year(first(obj, "year", "publication_year"), first(obj, "date", "publication_date", "published", "issued"))
    if year is None and arxiv and _ARXIV_NEW.match(arxiv):
        year = 2000 + int(arxiv[:2])
    if year is None:
        year = parse_year(first(obj, "update_date")) if obj.get("update_date") and not arxiv else None
    year = year or default_year

    references = []
    referenced = obj.get("referenced_works")
    for ref in referenced if isinstance(referenced, list) else []:
        match = _OPENALEX.match(str(ref))
        if match:
            references.append("openalex:" + match.group(1).upper())
    listed_refs = obj.get("references") if isinstance(obj.get("references"), list) else []
    for ref in listed_refs:
        ref_doi = normalise_doi(ref)
        if ref_doi:
            references.append("doi:" + ref_doi)
        elif normalise_arxiv(ref):
            references.append("arxiv:" + normalise_arxiv(ref))

    if doi:
        record_id = "doi:" + doi
    elif openalex:
        record_id = "openalex:" + openalex
    elif arxiv:
        record_id = "arxiv:" + arxiv
    elif raw_id:
        record_id = f"{id_namespace}:{raw_id}" if id_namespace else raw_id
    else:
        record_id = None
    return PaperRecord(
        abstract=abstract or "", title=title, source_file=file, source_index=index,
        record_id=record_id, authors=authors, year=year, venue=venue, doi=doi, arxiv_id=arxiv,
        openalex_id=openalex, url=url, code_url=code_url, categories=categories, references=references,
    )
