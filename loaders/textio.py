"""Reading input files as text: transparent .gz, encoding detection, binary detection."""
from __future__ import annotations

import codecs
import gzip
import os
import zlib

from .records import ProblemLog

MAX_FILE_BYTES = 2 * 1024**3


class UnreadableFile(Exception):
    """The file cannot be read as text at all (binary, corrupt archive, ...)."""


def read_bytes(path: str) -> bytes:
    with open(path, "rb") as fh:
        data = fh.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise UnreadableFile(f"larger than {MAX_FILE_BYTES // 1024**3} GB")
    if path.endswith(".gz") or data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as exc:
            raise UnreadableFile(f"not a readable gzip file ({exc})") from None
    return data


_BOMS = [
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
]


def decode(data: bytes, name: str, log: ProblemLog) -> str:
    """Bytes to text. UTF-8 (with or without BOM), UTF-16/32 by BOM or by NUL pattern, else
    Windows-1252 / Latin-1 with a warning. Binary content raises UnreadableFile."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return data[len(bom):].decode(encoding)
            except UnicodeDecodeError as exc:
                raise UnreadableFile(f"starts with a {encoding} byte-order mark but is not {encoding} ({exc.reason})") from None
    sample = data[:4096]
    if sample and sample.count(b"\x00") > len(sample) // 4:
        even, odd = sample[0::2].count(b"\x00"), sample[1::2].count(b"\x00")
        encoding = "utf-16-le" if odd > even else "utf-16-be"
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            raise UnreadableFile("binary content (not text)") from None
        log.warn(name, "", f"read as {encoding} (no byte-order mark)")
        return text
    if b"\x00" in sample:
        raise UnreadableFile("binary content (not text)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        position = exc.start
    if _looks_binary(sample):
        raise UnreadableFile("binary content (not text)")
    try:
        text = data.decode("cp1252")
        encoding = "Windows-1252"
    except UnicodeDecodeError:
        text = data.decode("latin-1")
        encoding = "Latin-1"
    log.warn(name, "", f"not valid UTF-8 (first bad byte at offset {position}); read as {encoding}")
    return text


def _looks_binary(sample: bytes) -> bool:
    controls = sum(1 for b in sample if b < 9 or 13 < b < 32)
    return controls > max(8, len(sample) // 50)


def display_name(path: str) -> str:
    return os.path.basename(path)
