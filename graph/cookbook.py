"""The Cypher cookbook (graph/cypher/cookbook.cypher): parsed into named queries with example parameters."""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass

COOKBOOK_PATH = os.path.join(os.path.dirname(__file__), "cypher", "cookbook.cypher")


@dataclass
class Recipe:
    name: str
    description: str
    params: dict
    query: str


def cookbook_text() -> str:
    with open(COOKBOOK_PATH, encoding="utf-8") as fh:
        return fh.read()


def recipes() -> list[Recipe]:
    out = []
    for block in re.split(r"\n\s*\n", cookbook_text()):
        lines = block.strip().splitlines()
        name = next((l.split(":", 1)[1].strip() for l in lines if l.startswith("// name:")), None)
        if not name:
            continue
        params = next((l.split(":", 1)[1].strip() for l in lines if l.startswith("// params:")), "{}")
        description = " ".join(l[2:].strip() for l in lines if l.startswith("//") and not l.startswith(("// name:", "// params:")))
        query = "\n".join(l for l in lines if not l.startswith("//")).strip()
        out.append(Recipe(name, description, json.loads(params), query))
    return out
