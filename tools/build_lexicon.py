"""Mine graph/data/lexicon.json.gz from a corpus of real abstracts (paperlists JSON, or any
input citegraph can load). Run once when the corpus changes:

    python tools/build_lexicon.py ../shared/corpora/paperlists

What it records (all counts over the corpus, nothing per paper):
- words: for each word, how often it is written in lower case, capitalised mid-sentence,
  capitalised mid-sentence without a lower-case noun after it (names vs. sentence starts vs.
  adjective-like eponyms such as "Gaussian"), in lower case after a determiner (nouns, not
  verbs), and in lower case as the last word of a noun phrase (heads, not modifiers);
- phrases: document frequency of concept-like noun phrases (background IDF for concepts);
- title_phrases: in how many titles each phrase occurs (titles name tasks, areas and ideas, so a
  phrase that titles use is a concept, one that only abstracts use is wording);
- phrase_case: lower-case vs. Title Case uses of multi-word phrases (generic family vs. name);
- names: for each name the extractor finds, in how many papers it was typed Benchmark or
  Method by context alone, and in how many papers it occurs;
- acronyms: the most frequent long form of each acronym, and how often that long form is
  written in lower case.
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import sys
import time
from collections import Counter, defaultdict
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from graph.extract import Extractor, candidate_phrases, is_capword  # noqa: E402
from graph.lexicon import Lexicon  # noqa: E402
from graph.text import clean_abstract, find_acronym_definitions, name_key, phrase_key, split_sentences, tokenize  # noqa: E402
from graph.words import STOPWORDS, VERBS  # noqa: E402
from loaders import ProblemLog, load_inputs  # noqa: E402

def _is_word(tok: str) -> bool:
    """A word: a letter, then lower-case letters, then optional hyphenated parts; any alphabet
    ('Poincaré', 'Hölder' have statistics like 'Gauss')."""
    head, *rest = tok.split("-")
    return len(head) >= 2 and head.isalpha() and head[1:].islower() and all(part.isalpha() for part in rest)


def _texts(paths):
    log = ProblemLog()
    for record in load_inputs(paths, log):
        yield record.title or "", record.abstract


_DETERMINERS = {"the", "a", "an", "its", "their", "our", "his", "her", "each",
                "every", "such", "any", "no", "some"}


def word_stats(item):
    _, abstract = item
    lower, cap, standalone, after_det, as_head = Counter(), Counter(), Counter(), Counter(), Counter()
    for sentence in split_sentences(clean_abstract(abstract).text):
        tokens = [t for t, _, _ in tokenize(sentence)]
        for i, tok in enumerate(tokens):
            if not _is_word(tok):
                continue
            if tok[0].islower():
                lower[tok] += 1
                if i > 0 and tokens[i - 1].lower() in _DETERMINERS:
                    after_det[tok] += 1
                nxt = tokens[i + 1] if i + 1 < len(tokens) else "."
                if not (re.fullmatch(r"[a-z][a-z\-]*", nxt) and nxt not in STOPWORDS and nxt not in VERBS):
                    as_head[tok] += 1  # not modifying a following word
            elif i > 0 and tokens[i - 1] not in ".:;!?\"'(" and is_capword(tok):
                key = tok.lower()
                cap[key] += 1
                nxt = tokens[i + 1] if i + 1 < len(tokens) else "."
                if not re.fullmatch(r"[a-z][a-z\-]*", nxt) or nxt in STOPWORDS or nxt in VERBS:
                    standalone[key] += 1
    return lower, cap, standalone, after_det, as_head


_EXTRACTOR = None


def init_pass2(words, n_docs):
    global _EXTRACTOR
    _EXTRACTOR = Extractor(Lexicon({"words": words, "n_docs": n_docs}, _curated()))


def _curated():
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "graph", "data", "curated.json")
    with open(path, encoding="utf-8") as fh:
        curated = json.load(fh)
    curated["benchmarks"]["keys"] = []  # context-only typing: the mined counts must not echo the curated list
    curated["methods"]["keys"] = []
    return curated


def pass2(item):
    title, abstract = item
    lex = _EXTRACTOR.lex
    phrases, title_phrases, case_lower, case_title = set(), set(), Counter(), Counter()
    acronyms = []
    cleaned = clean_abstract(abstract).text
    sentences = split_sentences(cleaned)
    for sentence in sentences:
        for phrase in candidate_phrases(sentence, lex, strict=False):
            phrases.add(phrase_key(phrase))
    if title:
        for phrase in candidate_phrases(title, lex, strict=False):
            title_phrases.add(phrase_key(phrase))
        phrases |= title_phrases
    for sentence in sentences:
        for phrase in re.findall(r"\b[a-z][a-z\-]+(?:\s+[a-z][a-z\-]+){1,3}\b", sentence):
            words = phrase.split()
            for n in (2, 3, 4):
                for i in range(len(words) - n + 1):
                    gram = words[i:i + n]
                    if gram[0] not in STOPWORDS and gram[-1] not in STOPWORDS:
                        case_lower[phrase_key(" ".join(gram))] += 1
        for run in re.findall(r"(?<=[a-z,;] )[A-Z][a-z\-]+(?:\s+[A-Z][a-z\-]+){1,3}", sentence):
            case_title[phrase_key(run)] += 1
        for d in find_acronym_definitions(sentence):
            long_words = d.long.split()
            is_lower = all(not w[:1].isupper() for w in long_words[1:]) and not re.search(r"[A-Z]{2}", d.long)
            acronyms.append((name_key(d.short.rstrip("s") if re.fullmatch(r"[A-Z]{2,}s", d.short) else d.short),
                             phrase_key(d.long), d.long.lower(), is_lower))
    names = []
    try:
        extraction = _EXTRACTOR.extract(abstract, title or None)
        for e in extraction.methods + extraction.benchmarks:
            names.append((name_key(e.name), e.kind))
            for alias in e.aliases:
                names.append((name_key(alias), e.kind))
    except Exception:  # a miner must not stop on one odd abstract
        pass
    return phrases, title_phrases, case_lower, case_title, acronyms, names


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+")
    parser.add_argument("--out", default=os.path.join("graph", "data", "lexicon.json.gz"))
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--min-df", type=int, default=3)
    args = parser.parse_args(argv)
    t0 = time.time()
    items = list(_texts(args.inputs))
    n_docs = len(items)
    print(f"{n_docs} papers loaded in {time.time() - t0:.0f}s", flush=True)

    lower, cap, standalone, after_det, as_head = Counter(), Counter(), Counter(), Counter(), Counter()
    with Pool(args.workers) as pool:
        for lo, ca, st, ad, ah in pool.imap_unordered(word_stats, items, chunksize=200):
            lower.update(lo)
            cap.update(ca)
            standalone.update(st)
            after_det.update(ad)
            as_head.update(ah)
    words = {}
    for w in set(lower) | set(cap):
        total = lower[w] + cap[w]
        if total >= 3:
            words[w] = [lower[w], cap[w], standalone[w], after_det[w], as_head[w]]
    print(f"pass 1: {len(words)} words, {time.time() - t0:.0f}s", flush=True)

    df, title_df, case_l, case_t = Counter(), Counter(), Counter(), Counter()
    acro = defaultdict(Counter)
    acro_lower = Counter()
    name_kind = defaultdict(Counter)
    with Pool(args.workers, initializer=init_pass2, initargs=(words, n_docs)) as pool:
        for phrases, title_phrases, cl, ct, acronyms, names in pool.imap_unordered(pass2, items, chunksize=100):
            df.update(phrases)
            title_df.update(title_phrases)
            case_l.update(cl)
            case_t.update(ct)
            for short, long_key, long_text, is_lower in acronyms:
                acro[short][long_key] += 1
                if is_lower:
                    acro_lower[(short, long_key)] += 1
            for key, kind in set(names):
                name_kind[key][kind] += 1
    print(f"pass 2: {time.time() - t0:.0f}s", flush=True)

    phrases = {k: v for k, v in df.items() if v >= args.min_df and len(k) <= 60}
    title_phrases = {k: title_df[k] for k in phrases if title_df.get(k)}
    phrase_case = {k: [case_l[k], case_t.get(k, 0)] for k in set(case_t) | {k for k in case_l if case_l[k] >= 3}
                   if case_l[k] + case_t.get(k, 0) >= 3 and " " in k}
    acronyms = {}
    for short, longs in acro.items():
        long_key, count = longs.most_common(1)[0]
        if count >= 3 and len(short) >= 2:
            acronyms[short] = [long_key, count, round(acro_lower[(short, long_key)] / count, 2)]
    names = {k: [c.get("Benchmark", 0), c.get("Method", 0), sum(c.values())]
             for k, c in name_kind.items() if sum(c.values()) >= 2 and k}
    lexicon = {
        "about": "Mined by tools/build_lexicon.py from " + ", ".join(os.path.basename(p.rstrip('/')) for p in args.inputs)
                 + f" ({n_docs} papers). Counts only; see the tool's docstring.",
        "n_docs": n_docs, "words": words, "phrases": phrases, "title_phrases": title_phrases, "phrase_case": phrase_case,
        "names": names,
    }
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    tmp = args.out + ".tmp"
    with gzip.open(tmp, "wt", encoding="utf-8", compresslevel=9) as fh:
        json.dump(lexicon, fh, separators=(",", ":"), sort_keys=True)
    os.replace(tmp, args.out)
    # acronyms apart: canonicalisation needs only them, and should not load the whole lexicon
    with open(os.path.join(os.path.dirname(args.out) or ".", "acronyms.json"), "w", encoding="utf-8") as fh:
        json.dump({"about": "Mined by tools/build_lexicon.py together with lexicon.json.gz: acronym key -> "
                            "[most frequent long form, count, share of lower-case long forms].", "acronyms": acronyms},
                  fh, separators=(",", ":"), sort_keys=True)
    print(f"wrote {args.out}: {os.path.getsize(args.out) / 1e6:.1f} MB; words={len(words)} phrases={len(phrases)} "
          f"phrase_case={len(phrase_case)} names={len(names)} acronyms={len(acronyms)}; {time.time() - t0:.0f}s")


if __name__ == "__main__":
    main()
