"""Load stage: input files and folders -> PaperRecords, with every problem reported.

    log = ProblemLog()
    records = merge_records(load_inputs(["seeds/"], log), log)
"""
from __future__ import annotations

import os
from collections.abc import Iterable, Iterator

from .formats import read_bibtex, read_csv, read_json, read_jsonl, read_seed_text
from .merge import merge_records
from .records import PaperRecord, Problem, ProblemLog
from .textio import UnreadableFile, decode, read_bytes

__all__ = ["PaperRecord", "Problem", "ProblemLog", "iter_input_files", "load_file", "load_inputs",
           "merge_records", "detect_format"]

TEXT_EXTENSIONS = {".txt", ".text", ".md", ""}
KNOWN_EXTENSIONS = {".json": "json", ".jsonl": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".tsv": "csv",
                    ".bib": "bibtex", ".bibtex": "bibtex"}


class InputNotFound(Exception):
    pass


def iter_input_files(paths: Iterable[str]) -> Iterator[str]:
    """Files named directly, and every non-hidden file under named folders, in sorted order."""
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, files in os.walk(path):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                for name in sorted(files):
                    if not name.startswith("."):
                        yield os.path.join(root, name)
        elif os.path.exists(path):
            yield path
        else:
            raise InputNotFound(path)


def _split_name(path: str) -> tuple[str, str]:
    """'dir/iclr2017.json.gz' -> ('iclr2017', '.json')."""
    name = os.path.basename(path)
    if name.lower().endswith(".gz"):
        name = name[:-3]
    stem, ext = os.path.splitext(name)
    return stem, ext.lower()


def detect_format(path: str, text: str) -> str | None:
    _, ext = _split_name(path)
    head = text.lstrip("\ufeff \t\r\n")[:1]
    if ext in KNOWN_EXTENSIONS:
        fmt = KNOWN_EXTENSIONS[ext]
        if fmt == "json" and head == "{" and _is_jsonl(text):
            return "jsonl"
        return fmt
    if head in ("[", "{"):
        return "jsonl" if head == "{" and _is_jsonl(text) else "json"
    if head == "@":
        return "bibtex"
    if ext in TEXT_EXTENSIONS:
        return "seed"
    return None


def _is_jsonl(text: str) -> bool:
    import json
    lines = [line for line in text.splitlines()[:5] if line.strip()]
    if len(lines) < 2:
        return False
    try:
        json.loads(lines[0])
        return True
    except json.JSONDecodeError:
        return False


def load_file(path: str, log: ProblemLog) -> Iterator[PaperRecord]:
    name = os.path.basename(path)
    stem, _ = _split_name(path)
    try:
        data = read_bytes(path)
    except UnreadableFile as exc:
        log.add(name, "", f"{exc}; file skipped")
        return
    except OSError as exc:
        log.add(name, "", f"cannot read file ({exc.strerror or exc}); skipped")
        return
    if not data.strip():
        log.add(name, "", "empty file; skipped")
        return
    try:
        text = decode(data, name, log)
    except UnreadableFile as exc:
        log.add(name, "", f"{exc}; file skipped")
        return
    fmt = detect_format(path, text)
    if fmt is None:
        log.add(name, "", "unrecognised file type (expected .txt, .json, .jsonl, .csv, .bib, optionally .gz); skipped")
        return
    readers = {"seed": lambda: read_seed_text(text, name, log), "json": lambda: read_json(text, name, log, stem),
               "jsonl": lambda: read_jsonl(text, name, log, stem), "csv": lambda: read_csv(text, name, log, stem),
               "bibtex": lambda: read_bibtex(text, name, log, stem)}
    problems_before = len(log)
    count = 0
    for record in readers[fmt]():
        count += 1
        yield record
    if count == 0 and len(log) == problems_before:
        log.add(name, "", "no paper records in the file")


def load_inputs(paths: Iterable[str], log: ProblemLog) -> Iterator[PaperRecord]:
    for path in iter_input_files(paths):
        yield from load_file(path, log)
