"""The main contribution of untitled abstracts, measured without annotation.

Many papers put their contribution's name before the colon of their title ('VoxelNet: End-to-End
Learning for ...') and use it in their abstract. Given only the abstract (the seed format: no title),
the extractor should find that name as the paper's main contribution. This script samples such
paperlists papers, extracts each abstract without its title, and prints the share whose main
contribution (the primary entity, its name or an alias) is the title's name; --show lists the misses
with what was extracted instead.

It measures on papers no annotation covers, from every venue and year of the corpus, but only one
kind of paper: those that name their contribution in the title. Names that the abstract only
abbreviates differently, or papers whose titled name is a dataset they merely use, count as misses.

    python benchmarks/title_names.py [--corpus ../shared/corpora/paperlists] [--sample 8000] [--seed 11] [--show]
"""
from __future__ import annotations

import argparse
import os
import random
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from graph.extract import Extractor  # noqa: E402
from graph.text import name_key  # noqa: E402
from loaders import ProblemLog, load_inputs  # noqa: E402

# a name-shaped head before the title's colon: a capital and another capital or a digit ('SchNet', 'LS3', 'Co-Net')
_TITLE_NAME = re.compile(r"([A-Z][\w\-+.]*[A-Z0-9][\w\-+.]*)\s*:\s")


def title_name(title: str | None, abstract: str) -> str | None:
    """The name a title gives its contribution, when the abstract uses it too."""
    match = _TITLE_NAME.match(title or "")
    return match.group(1) if match and match.group(1) in abstract else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpora", "paperlists"))
    parser.add_argument("--sample", type=int, default=8000, help="papers drawn from the corpus (then those with a titled name)")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--show", action="store_true", help="list the misses")
    args = parser.parse_args()
    if not os.path.exists(args.corpus):
        print(f"corpus not found: {args.corpus}", file=sys.stderr)
        return 2
    records = [r for r in load_inputs([args.corpus], ProblemLog()) if r.title and r.abstract]
    records = random.Random(args.seed).sample(records, min(args.sample, len(records)))
    extractor = Extractor()
    found = total = 0
    for record in records:
        name = title_name(record.title, record.abstract)
        if name is None:
            continue
        total += 1
        primary = extractor.extract(record.abstract, None).primary
        if primary is not None and name_key(name) in {name_key(primary.name), *map(name_key, primary.aliases)}:
            found += 1
        elif args.show:
            print(f"  {name!r:24} extracted: {primary.name if primary else None!r:36} | {record.title[:70]}")
    share = found / total if total else 0.0
    print(f"{total} of {len(records)} sampled papers name their contribution before the title's colon and use the "
          f"name in the abstract; from the abstract alone, the main contribution is that name in {found} ({share:.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
