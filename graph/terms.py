"""The terms of a paper's text that text similarity compares (graph.link), as hashes.

Computed by the extraction workers alongside each extraction, while the corpus is still being
read, so that the similarity stage later only builds the TF-IDF matrix and its top-k products. A
light module on purpose: no numpy or scikit-learn in the workers.
"""
from __future__ import annotations

import os
import re
from array import array
from zlib import crc32

_TERM = re.compile(r"\b[a-z][a-z0-9\-]+\b")

HASH_MASK = (1 << 30) - 1  # 2^30 buckets: at 20,000 papers 91 of 126,000 terms share a bucket
BIGRAM_FLAG = 1 << 30  # word pairs hash into a space of their own


def _load_stop_words() -> frozenset[str]:
    path = os.path.join(os.path.dirname(__file__), "data", "english_stop_words.txt")
    with open(path, encoding="utf-8") as fh:
        return frozenset(line.strip() for line in fh if line.strip() and not line.startswith("#"))


STOP_WORDS = _load_stop_words()


def paper_text(title: str | None, abstract: str) -> str:
    return f"{title or ''}. {abstract}"


def _words_and_pairs(text: str) -> tuple[list[str], list[str]]:
    """Words that are no stop words, and pairs of such words written next to each other ('graph
    neural'). scikit-learn's own bigrams also pair words across a removed stop word ('learning
    large' from 'learning of large'): twice the vocabulary for the same neighbours."""
    words = _TERM.findall(text.lower())
    stop = STOP_WORDS
    pairs = []
    previous = None
    for word in words:
        if word in stop:
            previous = None
            continue
        if previous is not None:
            pairs.append(previous + " " + word)
        previous = word
    return [w for w in words if w not in stop], pairs


def analyze(text: str, with_bigrams: bool = True) -> list[str]:
    """The terms of a text: its words, and its word pairs unless with_bigrams is False."""
    words, pairs = _words_and_pairs(text)
    return words + pairs if with_bigrams else words


def term_hash(term: str) -> int:
    """The bucket of a term: CRC-32 (the same in every process, unlike hash())."""
    value = crc32(term.encode()) & HASH_MASK
    return value | BIGRAM_FLAG if " " in term else value


def term_hashes(text: str) -> bytes:
    """term_hash of every term occurrence of a text (words and word pairs), as packed uint32."""
    words, pairs = _words_and_pairs(text)
    mask = HASH_MASK
    out = array("I", [crc32(w.encode()) & mask for w in words])
    out.extend([(crc32(p.encode()) & mask) | BIGRAM_FLAG for p in pairs])
    return out.tobytes()
