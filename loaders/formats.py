"""One reader per input format. Each yields PaperRecords and reports problems to a ProblemLog;
a bad record never stops the good ones after it."""
from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterator

from .mapping import lower_keys, record_from_mapping
from .records import PaperRecord, ProblemLog, clean_text, has_control_chars

_STEM_VENUE_YEAR = re.compile(r"^([A-Za-z][A-Za-z\-]*?)[_\-]?((?:19|20)\d\d)$")


def venue_year_from_stem(stem: str) -> tuple[str | None, int | None]:
    """paperlists names files <venue><year>.json: 'iclr2017' -> ('ICLR', 2017)."""
    match = _STEM_VENUE_YEAR.match(stem)
    if not match:
        return None, None
    return match.group(1).upper(), int(match.group(2))


# --- seed text lists -------------------------------------------------------------------------

_PARAGRAPH_BREAK = re.compile(r"\n[ \t\r\f\v]*\n+")


def looks_like_header(paragraph: str) -> bool:
    """A collection header is one short line that is not a sentence ('ICML 2026 Papers')."""
    text = paragraph.strip()
    return "\n" not in text and len(text) <= 160 and not re.search(r"[.!?]\s+\S", text) and len(text.split()) <= 16


def read_seed_text(text: str, name: str, log: ProblemLog) -> Iterator[PaperRecord]:
    """Header paragraph naming the collection, then one abstract per blank-line-separated paragraph."""
    paragraphs = [p for p in _PARAGRAPH_BREAK.split(text.replace("\r\n", "\n").replace("\r", "\n")) if p.strip()]
    if not paragraphs:
        log.add(name, "", "no abstracts in the file")
        return
    collection = None
    if looks_like_header(paragraphs[0]) and len(paragraphs) > 1:
        collection = clean_text(paragraphs[0])
        paragraphs = paragraphs[1:]
    venue, year = _venue_year_from_header(collection)
    for index, paragraph in enumerate(paragraphs, start=1):
        where = f"abstract {index}"
        if has_control_chars(paragraph):
            log.warn(name, where, "control or bidi-override characters removed")
        record = record_from_mapping({"abstract": paragraph}, name, index, where, log,
                                     default_venue=venue, default_year=year)
        if record is None:
            continue
        if len(record.abstract) < 40:
            log.warn(name, where, f"very short abstract ({len(record.abstract)} characters)")
        record.collection = collection
        yield record


def _venue_year_from_header(header: str | None) -> tuple[str | None, int | None]:
    if not header:
        return None, None
    match = re.match(r"^\s*([A-Za-z][A-Za-z&\-]*)\s+((?:19|20)\d\d)\b", header)
    if match:
        return match.group(1), int(match.group(2))
    return None, None


# --- JSON, JSON Lines ------------------------------------------------------------------------

def _line_of(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def read_json(text: str, name: str, log: ProblemLog, stem: str) -> Iterator[PaperRecord]:
    """A JSON array of records (paperlists, OpenAlex list), one record, or {"results": [...]}."""
    default_venue, default_year = venue_year_from_stem(stem)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        yield from _salvage_json_array(text, name, log, stem, exc)
        return
    items = _records_in(data)
    if items is None:
        log.add(name, "", "JSON holds no paper records (expected an array of objects, an object, or {\"results\": [...]})")
        return
    for index, item in enumerate(items, start=1):
        yield from _one(item, name, index, f"record {index}", log, stem, default_venue, default_year)


def _records_in(data):
    if isinstance(data, list):
        return data
    if isinstance(data, dict):
        lowered = lower_keys(data)
        for key in ("results", "papers", "records", "items", "works", "data"):
            if isinstance(lowered.get(key), list):
                return lowered[key]
        return [data]
    return None


def _one(item, name, index, where, log, stem, default_venue=None, default_year=None):
    if not isinstance(item, dict):
        log.add(name, where, f"expected an object, found {type(item).__name__}; skipped")
        return
    try:
        record = record_from_mapping(item, name, index, where, log, default_venue=default_venue,
                                     default_year=default_year, id_namespace=stem)
    except (TypeError, ValueError, AttributeError, KeyError) as exc:  # a field of an unexpected shape
        log.add(name, where, f"record could not be read ({type(exc).__name__}: {str(exc)[:80]}); skipped")
        return
    if record is not None:
        yield record


def _salvage_json_array(text, name, log, stem, error):
    """Truncated or malformed JSON array: keep every complete record before the damage."""
    default_venue, default_year = venue_year_from_stem(stem)
    decoder = json.JSONDecoder()
    start = text.find("[")
    if start < 0 or text[:start].strip():
        log.add(name, f"line {error.lineno}", f"malformed JSON ({error.msg}); no records read")
        return
    pos, index = start + 1, 0
    while True:
        while pos < len(text) and text[pos] in " \t\r\n,":
            pos += 1
        if pos >= len(text) or text[pos] == "]":
            break
        try:
            item, pos = decoder.raw_decode(text, pos)
        except json.JSONDecodeError as exc:
            log.add(name, f"record {index + 1} (line {_line_of(text, exc.pos)})",
                    f"malformed or truncated JSON ({exc.msg}); {index} records before it were read")
            return
        index += 1
        yield from _one(item, name, index, f"record {index}", log, stem, default_venue, default_year)
    log.add(name, f"line {error.lineno}", f"malformed JSON ({error.msg}); the {index} complete records were read")


def read_jsonl(text: str, name: str, log: ProblemLog, stem: str) -> Iterator[PaperRecord]:
    default_venue, default_year = venue_year_from_stem(stem)
    index = 0
    for line_no, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        index += 1
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            log.add(name, f"line {line_no}", f"not valid JSON ({exc.msg}); skipped")
            continue
        if isinstance(item, dict) and isinstance(lower_keys(item).get("results"), list):
            for sub in lower_keys(item)["results"]:
                yield from _one(sub, name, index, f"line {line_no}", log, stem, default_venue, default_year)
            continue
        yield from _one(item, name, index, f"line {line_no}", log, stem, default_venue, default_year)


# --- CSV / TSV -------------------------------------------------------------------------------

def read_csv(text: str, name: str, log: ProblemLog, stem: str) -> Iterator[PaperRecord]:
    csv.field_size_limit(64 * 1024 * 1024)
    sample = text[:20000]
    try:
        dialect = csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        dialect = csv.excel_tab if name.lower().endswith((".tsv", ".tsv.gz")) else csv.excel
    reader = csv.reader(io.StringIO(text, newline=""), dialect)
    try:
        header = next(reader)
    except (StopIteration, csv.Error):
        log.add(name, "", "empty CSV file")
        return
    header = [h.strip().lstrip("\ufeff") for h in header]
    lowered = [h.lower() for h in header]
    if not any(h in ("title", "abstract", "summary", "display_name", "paper_title") for h in lowered):
        log.add(name, "line 1", "CSV header has no title or abstract column; file skipped")
        return
    default_venue, default_year = venue_year_from_stem(stem)
    index = 0
    while True:
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            log.add(name, f"line {reader.line_num}", f"malformed CSV row ({exc}); skipped")
            continue
        if not any(cell.strip() for cell in row):
            continue
        index += 1
        where = f"line {reader.line_num}"
        if len(row) != len(header):
            log.warn(name, where, f"row has {len(row)} fields, header has {len(header)}")
        item = {h: v for h, v in zip(header, row) if h}
        yield from _one(item, name, index, where, log, stem, default_venue, default_year)


# --- BibTeX ----------------------------------------------------------------------------------

_BIB_ENTRY_START = re.compile(r"^[ \t]*@[ \t]*([A-Za-z]+)[ \t]*[{(]", re.M)


def read_bibtex(text: str, name: str, log: ProblemLog, stem: str) -> Iterator[PaperRecord]:
    """Each entry is parsed on its own, so one malformed entry costs only itself."""
    import bibtexparser
    from bibtexparser.bparser import BibTexParser
    from bibtexparser.customization import convert_to_unicode

    starts = [m for m in _BIB_ENTRY_START.finditer(text)]
    if not starts:
        log.add(name, "", "no BibTeX entries found")
        return
    strings_block = ""
    index = 0
    for number, match in enumerate(starts):
        kind = match.group(1).lower()
        chunk = text[match.start(): starts[number + 1].start() if number + 1 < len(starts) else len(text)]
        line_no = _line_of(text, match.start())
        if kind in ("comment", "preamble"):
            continue
        if kind == "string":
            strings_block += chunk + "\n"
            continue
        key_match = re.match(r"\s*@\s*\w+\s*[{(]\s*([^,\s]+)\s*,", chunk)
        where = f"entry {key_match.group(1)} (line {line_no})" if key_match else f"entry at line {line_no}"
        parser = BibTexParser(common_strings=True, ignore_nonstandard_types=False, interpolate_strings=True)
        parser.customization = convert_to_unicode
        try:
            database = bibtexparser.loads(strings_block + chunk, parser=parser)
            entries = database.entries
        except Exception as exc:  # bibtexparser raises assorted exception types on bad entries
            entries = []
            reason = str(exc).splitlines()[0][:120] if str(exc) else type(exc).__name__
            log.add(name, where, f"malformed BibTeX entry ({reason}); skipped")
            continue
        if not entries or not _balanced(chunk):
            log.add(name, where, "malformed BibTeX entry (unbalanced braces or missing fields); skipped")
            continue
        entry = entries[0]
        index += 1
        fields = {k: _strip_braces(v) for k, v in entry.items()}
        fields["key"] = entry.get("ID")
        fields["venue"] = fields.get("booktitle") or fields.get("journal")
        fields.pop("id", None)
        fields["id"] = entry.get("ID")
        if fields.get("eprint") and "arxiv" in (fields.get("archiveprefix", "") + fields.get("eprinttype", "")).lower():
            fields["arxiv_id"] = fields["eprint"]
        fields.pop("ID", None)
        yield from _one(fields, name, index, where, log, stem)


def _balanced(chunk: str) -> bool:
    depth = 0
    for ch in chunk:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _strip_braces(value: str) -> str:
    return re.sub(r"[{}]", "", value) if isinstance(value, str) else value
