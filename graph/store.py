"""Store stage: load the graph into Neo4j with parameterised, batched, idempotent Cypher.

Labels and relationship types come only from graph.schema's fixed lists; every value from the
input travels as a query parameter. Nodes are MERGEd on their `id` (unique per label), so
loading the same graph twice changes nothing and loading more papers adds to what is there.
"""
from __future__ import annotations

import concurrent.futures
import os
import threading
import time
from collections import defaultdict
from dataclasses import dataclass

import networkx as nx

from . import schema as S

DEFAULT_URI = "bolt://localhost:7687"
DEFAULT_USER = "neo4j"
DEFAULT_PASSWORD = "citegraph"  # the password `graph neo4j start` sets on a new database


class StoreError(Exception):
    """One clear line for the user (unreachable server, wrong password, ...)."""


@dataclass
class Neo4jSettings:
    uri: str = DEFAULT_URI
    user: str = DEFAULT_USER
    password: str = DEFAULT_PASSWORD
    database: str | None = None

    @classmethod
    def from_env(cls) -> "Neo4jSettings":
        return cls(uri=os.environ.get("NEO4J_URI", DEFAULT_URI), user=os.environ.get("NEO4J_USER", DEFAULT_USER),
                   password=os.environ.get("NEO4J_PASSWORD", DEFAULT_PASSWORD),
                   database=os.environ.get("NEO4J_DATABASE") or None)


@dataclass
class LoadReport:
    nodes: int
    relationships: int
    seconds: float
    node_seconds: float = 0.0
    relationship_seconds: float = 0.0

    @property
    def nodes_per_second(self) -> float:
        """Nodes written per second of node writing."""
        return self.nodes / self.node_seconds if self.node_seconds else 0.0

    @property
    def relationships_per_second(self) -> float:
        """Relationships written per second of relationship writing."""
        return self.relationships / self.relationship_seconds if self.relationship_seconds else 0.0


def connect(settings: Neo4jSettings, timeout: float = 5.0):
    """A verified driver, or StoreError with what to do about it."""
    import logging

    from neo4j import GraphDatabase
    # transient lock conflicts between the parallel writers are retried by the driver; its retry
    # warnings are not the user's concern
    logging.getLogger("neo4j").setLevel(logging.ERROR)
    from neo4j.exceptions import AuthError, ConfigurationError, Neo4jError, ServiceUnavailable

    try:
        driver = GraphDatabase.driver(settings.uri, auth=(settings.user, settings.password),
                                      connection_timeout=timeout, max_connection_lifetime=3600,
                                      notifications_min_severity="OFF")
    except (ValueError, ConfigurationError) as exc:
        raise StoreError(f"invalid NEO4J_URI {settings.uri!r}: {exc}") from None
    try:
        driver.verify_connectivity()
    except AuthError:
        driver.close()
        raise StoreError(f"Neo4j at {settings.uri} refused user {settings.user!r}: set NEO4J_PASSWORD "
                         f"(and NEO4J_USER) to the database's credentials") from None
    except (ServiceUnavailable, OSError) as exc:
        driver.close()
        raise StoreError(f"no Neo4j server answers at {settings.uri} ({_first_line(exc)}); start one with "
                         f"`graph neo4j start` or point NEO4J_URI at a running server") from None
    except Neo4jError as exc:
        driver.close()
        raise StoreError(f"Neo4j at {settings.uri}: {_first_line(exc)}") from None
    return driver


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0][:160] if text else type(exc).__name__


SCHEMA_STATEMENTS = [
    *[f"CREATE CONSTRAINT {label.lower()}_id IF NOT EXISTS FOR (n:{label}) REQUIRE n.id IS UNIQUE" for label in S.LABELS],
    "CREATE FULLTEXT INDEX paper_text IF NOT EXISTS FOR (n:Paper) ON EACH [n.title, n.abstract]",
    "CREATE FULLTEXT INDEX entity_names IF NOT EXISTS FOR (n:Method|Benchmark|Concept|Author|Topic) ON EACH [n.name]",
    *[f"CREATE INDEX {label.lower()}_name IF NOT EXISTS FOR (n:{label}) ON (n.name)"
      for label in (S.METHOD, S.BENCHMARK, S.CONCEPT, S.AUTHOR, S.VENUE, S.TOPIC)],
    "CREATE INDEX paper_year IF NOT EXISTS FOR (n:Paper) ON (n.year)",
    "CREATE INDEX paper_source IF NOT EXISTS FOR (n:Paper) ON (n.source_file, n.source_index)",
]


def ensure_schema(driver, database: str | None = None) -> None:
    for statement in SCHEMA_STATEMENTS:
        driver.execute_query(statement, database_=database)
    driver.execute_query("CALL db.awaitIndexes(300)", database_=database)


def _clean_props(data: dict) -> dict:
    """Neo4j properties: primitives or homogeneous lists, never null."""
    out = {}
    for key, value in data.items():
        if key in ("type", "id") or value is None:
            continue
        if isinstance(value, (list, tuple)):
            items = [v for v in value if v is not None]
            if not items:
                continue
            if all(isinstance(v, (str, int, float, bool)) for v in items):
                out[key] = [str(v) for v in items] if len({type(v) for v in items}) > 1 else list(items)
            else:
                out[key] = [str(v) for v in items]
        elif isinstance(value, (str, int, float, bool)):
            out[key] = value
        else:
            out[key] = str(value)
    return out


def _key_of(node_id: str) -> str:
    return node_id.split(":", 1)[1] if ":" in node_id else node_id


UNDIRECTED = {S.SIMILAR_TO, S.SHARES_ENTITY}


def _node_query(label: str, fresh: bool = False) -> str:
    """MERGE on the unique id; into a database without citegraph data, CREATE (the same result, faster)."""
    assert label in S.LABELS
    if fresh:
        return f"UNWIND $rows AS row CREATE (n:{label} {{id: row.id}}) SET n += row.props"
    return f"UNWIND $rows AS row MERGE (n:{label} {{id: row.id}}) SET n += row.props"


def _rel_query(rel: str, start: str, end: str, fresh: bool = False, props: bool = True) -> str:
    """Rows are grouped by start node ({s, ts: [{t, props, via}]}): one index lookup per start node.
    MERGE keeps loads idempotent; into a database without citegraph data, CREATE does the same faster."""
    assert rel in S.REL_TYPES and start in S.LABELS and end in S.LABELS
    if fresh:
        pattern = "-[r:%s {via: x.via}]->" % rel if rel == S.BUILDS_ON else "-[r:%s]->" % rel
        verb = "CREATE"
    else:
        pattern = "-[r:%s]-" % rel if rel in UNDIRECTED else ("-[r:%s {via: x.via}]->" % rel if rel == S.BUILDS_ON else "-[r:%s]->" % rel)
        verb = "MERGE"
    return (f"UNWIND $rows AS row MATCH (a:{start} {{id: row.s}}) UNWIND row.ts AS x MATCH (b:{end} {{id: x.t}}) "
            f"{verb} (a){pattern}(b)" + (" SET r += x.props" if props else ""))


def _grouped_batches(rows: list[dict], batch_size: int, with_props: bool):
    """Yield (batch, relationship count): rows grouped by start node, about batch_size relationships each."""
    rows.sort(key=lambda r: (r["s"], r["t"]))
    batch: list[dict] = []
    size = 0
    current = None
    for r in rows:
        target = {"t": r["t"]}
        if with_props:
            target["props"] = r.get("props", {})
        if "via" in r:
            target["via"] = r["via"]
        if current is None or current["s"] != r["s"]:
            if size >= batch_size:
                yield batch, size
                batch, size = [], 0
            current = {"s": r["s"], "ts": []}
            batch.append(current)
        current["ts"].append(target)
        size += 1
    if batch:
        yield batch, size


def has_citegraph_data(driver, database: str | None = None) -> bool:
    records, _, _ = driver.execute_query(
        "MATCH (n) WHERE n:Paper OR n:Method OR n:Benchmark OR n:Concept OR n:Author OR n:Venue OR n:Topic "
        "RETURN count(n) > 0 AS any LIMIT 1", database_=database)
    return bool(records and records[0]["any"])


def load_graph(graph: nx.MultiDiGraph, settings: Neo4jSettings, batch_size: int = 5000, replace: bool = False,
               progress=None) -> LoadReport:
    driver = connect(settings)
    try:
        return load_with_driver(driver, graph, settings.database, batch_size, replace, progress)
    finally:
        driver.close()


def load_with_driver(driver, graph: nx.MultiDiGraph, database: str | None = None, batch_size: int = 5000,
                     replace: bool = False, progress=None) -> LoadReport:
    t0 = time.perf_counter()
    if replace:
        clear(driver, database)
    ensure_schema(driver, database)
    fresh = not has_citegraph_data(driver, database)
    nodes_by_label: dict[str, list[dict]] = defaultdict(list)
    for node, data in graph.nodes(data=True):
        label = data.get("type")
        if label in S.LABELS:
            nodes_by_label[label].append({"id": _key_of(node), "props": _clean_props(data)})
    rels: dict[tuple[str, str, str], list[dict]] = defaultdict(list)
    for u, v, data in graph.edges(data=True):
        rel = data.get("type")
        start, end = graph.nodes[u].get("type"), graph.nodes[v].get("type")
        if rel not in S.REL_TYPES or start not in S.LABELS or end not in S.LABELS:
            continue
        row = {"s": _key_of(u), "t": _key_of(v)}
        props = _clean_props(data)
        if props:
            row["props"] = props
        if rel == S.BUILDS_ON:
            row["via"] = data.get("via", "")
        rels[(rel, start, end)].append(row)
    total_nodes = sum(len(r) for r in nodes_by_label.values())
    total_rels = sum(len(r) for r in rels.values())
    done = 0
    node_seconds = rel_seconds = 0.0
    with driver.session(database=database) as session:
        if rels.get((S.IN_TOPIC, S.PAPER, S.TOPIC)):
            # each paper is in exactly one topic: the topics of this build replace earlier ones for its papers
            paper_ids = [row["id"] for row in nodes_by_label.get(S.PAPER, [])]
            for start in range(0, len(paper_ids), batch_size):
                session.execute_write(_run_batch, "UNWIND $rows AS pid MATCH (:Paper {id: pid})-[r:IN_TOPIC]->() DELETE r",
                                      paper_ids[start:start + batch_size])
        t_nodes = time.perf_counter()
        node_jobs = [(label, nodes_by_label.get(label, [])) for label in S.LABELS if nodes_by_label.get(label)]
        _in_lanes(driver, database, node_jobs, lambda label, rows: _node_batches(label, rows, fresh, batch_size),
                  progress, [done], total_nodes + total_rels)
        done += total_nodes
        node_seconds = time.perf_counter() - t_nodes
        t_rels = time.perf_counter()
        # two writers in parallel, each taking whole relationship types (largest first): the server
        # then keeps both cores busy; lock conflicts between them are retried by the driver
        _in_lanes(driver, database, list(rels.items()),
                  lambda key, rows: _rel_batches(key, rows, fresh, batch_size), progress, [done], total_nodes + total_rels)
        rel_seconds = time.perf_counter() - t_rels
        session.execute_write(_refresh_counts)
        session.execute_write(lambda tx: tx.run("MATCH (t:Topic) WHERE NOT (t)<-[:IN_TOPIC]-() DELETE t").consume())
    return LoadReport(total_nodes, total_rels, time.perf_counter() - t0, node_seconds, rel_seconds)


def _node_batches(label: str, rows: list[dict], fresh: bool, batch_size: int):
    query = _node_query(label, fresh)
    for start in range(0, len(rows), batch_size):
        batch = rows[start:start + batch_size]
        yield query, batch, len(batch)


def _rel_batches(key: tuple[str, str, str], rows: list[dict], fresh: bool, batch_size: int):
    rel, start_label, end_label = key
    with_props = any("props" in r for r in rows)
    query = _rel_query(rel, start_label, end_label, fresh, with_props)
    for batch, size in _grouped_batches(rows, batch_size, with_props):
        yield query, batch, size


def _in_lanes(driver, database, jobs, batches_of, progress, counter, total, lanes: int = 2) -> None:
    """Run (name, rows) jobs in `lanes` parallel sessions, biggest jobs first, balanced by row count."""
    jobs = sorted(jobs, key=lambda item: (-len(item[1]), str(item[0])))
    plan: list[list] = [[] for _ in range(lanes)]
    loads = [0] * lanes
    for item in jobs:
        lane = loads.index(min(loads))
        plan[lane].append(item)
        loads[lane] += len(item[1])
    lock = threading.Lock()

    def run(items):
        with driver.session(database=database) as session:
            for name, rows in items:
                for query, batch, size in batches_of(name, rows):
                    session.execute_write(_run_batch, query, batch)
                    with lock:
                        counter[0] += size
                        if progress:
                            progress("neo4j", counter[0], total)

    with concurrent.futures.ThreadPoolExecutor(max_workers=lanes) as pool:
        for future in [pool.submit(run, items) for items in plan if items]:
            future.result()


def _run_batch(tx, query: str, rows: list[dict]) -> None:
    tx.run(query, rows=rows).consume()


def _refresh_counts(tx) -> None:
    """paper_count of entities counts every paper in the database, also after incremental loads."""
    for label in (S.METHOD, S.BENCHMARK, S.CONCEPT):
        tx.run(f"MATCH (e:{label}) SET e.paper_count = COUNT {{ (e)<--(:Paper) }}").consume()


def clear(driver, database: str | None = None) -> None:
    """Delete citegraph's nodes (the labels of the schema) and their relationships."""
    # CALL { } IN TRANSACTIONS needs an implicit (auto-commit) transaction: session.run
    with driver.session(database=database) as session:
        session.run("MATCH (n) WHERE any(l IN labels(n) WHERE l IN $labels) "
                    "CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS", labels=list(S.LABELS)).consume()


def counts(driver, database: str | None = None) -> tuple[dict[str, int], dict[str, int]]:
    nodes = {}
    for label in S.LABELS:
        records, _, _ = driver.execute_query(f"MATCH (n:{label}) RETURN count(n) AS c", database_=database)
        nodes[label] = records[0]["c"]
    rels = {}
    for rel in S.REL_TYPES:
        records, _, _ = driver.execute_query(f"MATCH ()-[r:{rel}]->() RETURN count(r) AS c", database_=database)
        rels[rel] = records[0]["c"]
    return nodes, rels


def run_read(settings: Neo4jSettings, query: str, params: dict | None = None) -> tuple[list[str], list[list]]:
    driver = connect(settings)
    try:
        from neo4j import RoutingControl
        records, summary, keys = driver.execute_query(query, parameters_=params or {}, database_=settings.database,
                                                      routing_=RoutingControl.READ)
        return list(keys), [[record[k] for k in keys] for record in records]
    finally:
        driver.close()
