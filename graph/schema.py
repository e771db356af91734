"""The graph contract (../shared/docs/graph-schema.md): labels, relationship types, node ids.
Neo4j statements take labels and types only from these fixed lists, never from input data."""
from __future__ import annotations

from collections import Counter
from itertools import chain
from operator import methodcaller

PAPER, METHOD, BENCHMARK, CONCEPT, AUTHOR, VENUE, TOPIC = (
    "Paper", "Method", "Benchmark", "Concept", "Author", "Venue", "Topic")
LABELS = (PAPER, METHOD, BENCHMARK, CONCEPT, AUTHOR, VENUE, TOPIC)
ENTITY_LABELS = (METHOD, BENCHMARK, CONCEPT)

PROPOSES, USES, INTRODUCES, EVALUATES_ON, MENTIONS = "PROPOSES", "USES", "INTRODUCES", "EVALUATES_ON", "MENTIONS"
SIMILAR_TO, SHARES_ENTITY, BUILDS_ON, CITES = "SIMILAR_TO", "SHARES_ENTITY", "BUILDS_ON", "CITES"
WROTE, PUBLISHED_IN, IN_TOPIC = "WROTE", "PUBLISHED_IN", "IN_TOPIC"
REL_TYPES = (PROPOSES, USES, INTRODUCES, EVALUATES_ON, MENTIONS, SIMILAR_TO, SHARES_ENTITY, BUILDS_ON, CITES,
             WROTE, PUBLISHED_IN, IN_TOPIC)
PAPER_TO_PAPER = (SIMILAR_TO, SHARES_ENTITY, BUILDS_ON, CITES)

# role of a paper-entity edge -> relationship type
ROLE_TO_REL = {
    (METHOD, "proposed"): PROPOSES,
    (METHOD, "used"): USES,
    (BENCHMARK, "introduced"): INTRODUCES,
    (BENCHMARK, "evaluated"): EVALUATES_ON,
    (CONCEPT, "mentioned"): MENTIONS,
}
# the same role when an entity's type is settled differently across the corpus
ROLE_BETWEEN_KINDS = {"proposed": "introduced", "introduced": "proposed", "used": "evaluated", "evaluated": "used"}

# (start label, end label) of each relationship type
ENDPOINTS = {
    PROPOSES: (PAPER, METHOD), USES: (PAPER, METHOD), INTRODUCES: (PAPER, BENCHMARK),
    EVALUATES_ON: (PAPER, BENCHMARK), MENTIONS: (PAPER, CONCEPT), SIMILAR_TO: (PAPER, PAPER),
    SHARES_ENTITY: (PAPER, PAPER), BUILDS_ON: (PAPER, PAPER), CITES: (PAPER, PAPER), WROTE: (AUTHOR, PAPER),
    PUBLISHED_IN: (PAPER, VENUE), IN_TOPIC: (PAPER, TOPIC),
}


def node_id(label: str, key: str) -> str:
    """Ids are unique across the whole graph: the label is part of the id ('Method:lora')."""
    return f"{label}:{key}"


def label_of(node_id_: str) -> str:
    return node_id_.split(":", 1)[0]


def node_type_counts(graph) -> Counter:
    """Nodes per `type` of a networkx graph."""
    return Counter(map(methodcaller("get", "type"), graph._node.values()))


def edge_type_counts(graph) -> Counter:
    """Edges per `type` of a networkx multigraph, iterated in C (chain, map): a Python generator over
    two million edges takes seconds."""
    keydicts = chain.from_iterable(map(dict.values, graph._succ.values()))
    return Counter(map(methodcaller("get", "type"), chain.from_iterable(map(dict.values, keydicts))))
