"""Mine graph/data/surnames.json.gz, the family names of the authors of a corpus (paperlists JSON, or
any input citegraph can load that carries authors). Abstracts cite people by family name
('Russo and Van Roy', 'as shown by Hinton', 'the bound of Shamir'); a capitalised word on this
list that the abstract does not describe, define or propose is a person, not a method. Abstracts
also name people in full ('Joe Biden', 'Herbert Simon', 'George Floyd'): the given names written
first on the author lists are kept too, so that a given name before a family name is a person.

    python tools/build_surnames.py ../shared/corpora/paperlists [--min-papers 2] [--min-given-papers 20]

Only names written as one capitalised word ('Kim', 'Schapire', 'Cesa-Bianchi') are kept, family
names on at least --min-papers papers' author lists, given names ('Michael', 'Wei') on at least
--min-given-papers.
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from loaders import ProblemLog, load_inputs  # noqa: E402

OUT = os.path.join(ROOT, "graph", "data", "surnames.json.gz")
_FAMILY_NAME = re.compile(r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)?")
_GIVEN_NAME = re.compile(r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+")


def author_names(inputs: list[str], min_papers: int, min_given_papers: int) -> tuple[list[str], list[str]]:
    """(family names, given names) of the authors, each on enough papers' author lists."""
    family: dict[str, int] = defaultdict(int)
    given: dict[str, int] = defaultdict(int)
    for record in load_inputs(inputs, ProblemLog()):
        split = [parts for parts in (author.split() for author in record.authors) if len(parts) >= 2]
        for name in {parts[-1] for parts in split if _FAMILY_NAME.fullmatch(parts[-1])}:
            family[name] += 1
        for name in {parts[0] for parts in split if _GIVEN_NAME.fullmatch(parts[0])}:
            given[name] += 1
    return (sorted(name for name, count in family.items() if count >= min_papers),
            sorted(name for name, count in given.items() if count >= min_given_papers))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+")
    parser.add_argument("--min-papers", type=int, default=2)
    parser.add_argument("--min-given-papers", type=int, default=20)
    parser.add_argument("--out", default=OUT)
    args = parser.parse_args()
    names, given_names = author_names(args.inputs, args.min_papers, args.min_given_papers)
    data = {"source": "Family names on the author lists of at least %d papers, and given names on at least %d, of the "
                      "paperlists corpus (ML, vision, NLP and robotics venues), mined by tools/build_surnames.py."
                      % (args.min_papers, args.min_given_papers),
            "names": names, "given_names": given_names}
    with gzip.open(args.out, "wt", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False)
    print(f"{len(names)} family names, {len(given_names)} given names -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
