"""The `graph` command: a thin layer over the pipeline stages."""
from __future__ import annotations

import json
import os
import sys
import time

import click
from rich.console import Console
from rich.table import Table

from . import __version__

console = Console(stderr=False, highlight=False)
err = Console(stderr=True, highlight=False)


def _progress_callback(enabled: bool):
    """A rich progress bar per stage on a terminal; nothing otherwise."""
    if not enabled:
        return None, None
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    progress = Progress(TextColumn("{task.description:>10}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=err, transient=True)
    tasks: dict[str, int] = {}

    def update(stage: str, done: int, total: int) -> None:
        if stage not in tasks:
            tasks[stage] = progress.add_task(stage, total=total)
        progress.update(tasks[stage], completed=done, total=total)

    return progress, update


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="citegraph")
def main() -> None:
    """citegraph: turn a pile of papers into a knowledge graph of papers, methods, benchmarks and
    concepts, explorable as an interactive page and queryable with Cypher in Neo4j."""


@main.command()
@click.argument("inputs", nargs=-1, type=click.Path())
@click.option("--out", "out_dir", default="out", show_default=True, help="Folder for graph.json and graph.html.")
@click.option("--neo4j/--no-neo4j", "neo4j_mode", default=None,
              help="--neo4j: loading into Neo4j is required (error if unreachable). --no-neo4j: skip it. "
                   "Default: load when a server answers at NEO4J_URI.")
@click.option("--replace", is_flag=True, help="Clear citegraph's data in Neo4j before loading (default: add to it).")
@click.option("--strict", is_flag=True, help="Any input problem makes the exit status non-zero (outputs are still written).")
@click.option("--html-max-nodes", default=1500, show_default=True, help="Display budget of the page; the rest stays in graph.json and Neo4j.")
@click.option("--batch-size", default=5000, show_default=True, help="Rows per Neo4j transaction.")
@click.option("--workers", default=0, help="Extraction processes (0 = automatic).")
@click.option("--profile", is_flag=True, help="Print per-stage timings.")
def build(inputs, out_dir, neo4j_mode, replace, strict, html_max_nodes, batch_size, workers, profile):
    """Build the graph from INPUTS (files or folders; default: seeds/).

    Formats: seed text lists, paperlists JSON, JSON Lines, CSV, BibTeX, OpenAlex and arXiv
    metadata (optionally .gz). Writes OUT/graph.json and OUT/graph.html and, when a Neo4j server
    answers at NEO4J_URI (user NEO4J_USER, password NEO4J_PASSWORD), loads the graph into it.
    """
    inputs = list(inputs) or ["seeds"]
    for path in inputs:
        if not os.path.exists(path):
            err.print(f"[red]error:[/] input not found: {path}")
            sys.exit(2)
    import gc
    gc.disable()  # see graph.build.paused_gc; this process ends with the build
    from .workers import WorkerDied, start_early
    pools = start_early(workers)  # before the heavy imports: see graph/workers.py
    if pools is not None:
        pools.keep_similarity = True  # it lays the page out while this process writes graph.json
    from .ingest import ingest
    from .profiling import StageProfiler

    progress, update = _progress_callback(err.is_terminal)
    profiler = StageProfiler(memory=profile)
    t0 = time.perf_counter()
    if progress:
        progress.start()
    try:
        try:
            with profiler.stage("load"):
                ingested = ingest(inputs, pools, workers, update)
            # imported while the workers extract: numpy, networkx, scikit-learn take a second to load
            from .build import BuildOptions, build_ingested, summary
            from .export import write_json
            from .store import Neo4jSettings, StoreError, load_graph
            from viz import HtmlOptions, write_html
            from viz.html import layout, layout_input, plan_page
            result = build_ingested(ingested, BuildOptions(workers=workers, progress=update), profiler, pools)
        finally:
            if progress:
                progress.stop()
        graph = result.graph
        os.makedirs(out_dir, exist_ok=True)
        json_path = os.path.join(out_dir, "graph.json")
        html_path = os.path.join(out_dir, "graph.html")
        page_options = HtmlOptions(max_nodes=html_max_nodes, title=_page_title(result.records))
        with profiler.stage("html"):
            plan = plan_page(graph, page_options)
            positions = None
            if pools is not None and pools.similarity is not None and graph.number_of_nodes() >= LAYOUT_IN_WORKER_FROM:
                positions = pools.submit_similarity(layout, layout_input(plan), page_options.layout_iterations, last=True)
        with profiler.stage("json"):
            counts = write_json(graph, json_path)
        with profiler.stage("html"):
            page = write_html(graph, html_path, page_options, counts, plan, positions() if positions else None)
    except WorkerDied as exc:
        err.print(f"[red]error:[/] {exc}")
        sys.exit(1)
    finally:
        if pools is not None:
            pools.close()
    timings = profiler.timings

    neo4j_line = ""
    exit_code = 0
    if neo4j_mode is False:
        neo4j_line = "Neo4j: skipped (--no-neo4j)"
    else:
        settings = Neo4jSettings.from_env()
        try:
            with profiler.stage("neo4j"):
                report = load_graph(graph, settings, batch_size=batch_size, replace=replace)
            neo4j_line = (f"Neo4j: loaded {report.nodes:,} nodes and {report.relationships:,} relationships into "
                          f"{settings.uri} in {report.seconds:.1f}s ({report.relationships_per_second:,.0f} rel/s)")
        except StoreError as exc:
            if neo4j_mode:
                err.print(f"[red]error:[/] {exc}")
                exit_code = 1
                neo4j_line = "Neo4j: NOT loaded (see the error above)"
            else:
                neo4j_line = f"Neo4j: skipped ({exc})"

    s = summary(graph, page["node_counts"], page["edge_counts"])
    console.print(f"[bold]citegraph[/] built {s['nodes'].get('Paper', 0):,} papers from {len(inputs)} input(s) "
                  f"in {time.perf_counter() - t0:.1f}s")
    table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
    table.add_column("nodes")
    table.add_column("count", justify="right")
    table.add_column("edges")
    table.add_column("count", justify="right")
    node_rows = list(s["nodes"].items())
    edge_rows = list(s["edges"].items())
    for i in range(max(len(node_rows), len(edge_rows))):
        n = node_rows[i] if i < len(node_rows) else ("", "")
        e = edge_rows[i] if i < len(edge_rows) else ("", "")
        table.add_row(n[0], f"{n[1]:,}" if n[1] != "" else "", e[0], f"{e[1]:,}" if e[1] != "" else "")
    console.print(table)
    console.print(f"graph.json: {json_path}")
    shown = f"{page['nodes_shown']:,} of {graph.number_of_nodes():,} nodes shown" if page["nodes_left_out"] else \
        f"{page['nodes_shown']:,} nodes"
    console.print(f"graph.html: {html_path} ({shown}, {page['bytes'] / 1e6:.1f} MB)")
    outside = graph.graph.get("references_outside_corpus", 0)
    if outside:
        console.print(f"references: {s['edges'].get('CITES', 0):,} within the corpus became CITES edges; "
                      f"{outside:,} point outside it (counted, not added)", markup=False)
    console.print(neo4j_line, soft_wrap=True)
    problems = list(result.problems)
    if problems:
        errors = sum(1 for p in problems if p.severity == "error")
        console.print(f"[yellow]{len(problems)} input problem(s)[/] ({errors} error(s), {len(problems) - errors} warning(s)); "
                      "every good record was built:")
        for p in problems[:200]:
            console.print(f"  {p.severity}: {p}", markup=False, soft_wrap=True)
        if len(problems) > 200:
            console.print(f"  ... and {len(problems) - 200} more")
        if strict:
            exit_code = exit_code or 3
    profiler.close()
    if profile:
        console.print("timings (s): " + ", ".join(f"{k}={v:.2f}" for k, v in timings.items()), markup=False)
        console.print("peak memory (MB): " + ", ".join(f"{k}={v:.0f}" for k, v in profiler.peak_mb.items()), markup=False)
        console.print("profile: " + json.dumps({"total_s": round(time.perf_counter() - t0, 3), "stages_s": timings,
                                                 "peak_mb": profiler.peak_mb}), markup=False, soft_wrap=True)
    # Everything is written and closed: end without freeing the graph's millions of objects one by
    # one, which takes seconds at 80,000 papers.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(exit_code)


LAYOUT_IN_WORKER_FROM = 50_000  # nodes; below, graph.json is written before the worker would have imported the page code


def _page_title(records) -> str:
    collections = sorted({r.collection for r in records if r.collection})
    if len(collections) == 1:
        return f"citegraph · {collections[0]}"
    venues = sorted({f"{r.venue} {r.year}" if r.year else str(r.venue) for r in records if r.venue})
    if 0 < len(venues) <= 3:
        return "citegraph · " + ", ".join(venues)
    return f"citegraph · {len(records):,} papers"


# --- exploring a built graph -------------------------------------------------------------------

def _explore(compute, *args):
    """compute(*args), with an ExploreError (unknown name, missing build) as a one-line error."""
    from .explore import ExploreError
    try:
        return compute(*args)
    except ExploreError as exc:
        err.print(f"[red]error:[/] {exc}")
        sys.exit(1)


def _load_built(out_dir):
    from .explore import ExploreError, load
    try:
        return load(out_dir)
    except ExploreError as exc:
        err.print(f"[red]error:[/] {exc}")
        sys.exit(2)


def _emit_json(data) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=1))


@main.command()
@click.option("--out", "out_dir", default="out", show_default=True, help="The folder `graph build` wrote.")
@click.option("--top", default=10, show_default=True, help="How many top benchmarks, methods and concepts.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def stats(out_dir, top, as_json):
    """Papers, entities and edges by type, topics, and the most used benchmarks, methods, concepts."""
    from .explore import stats as compute
    data = compute(_load_built(out_dir), top)
    if as_json:
        _emit_json(data)
        return
    table = Table("nodes", "count", "edges", "count", box=None, header_style="bold")
    nodes, edges = list(data["nodes"].items()), list(data["edges"].items())
    for i in range(max(len(nodes), len(edges))):
        n = nodes[i] if i < len(nodes) else ("", "")
        e = edges[i] if i < len(edges) else ("", "")
        table.add_row(n[0], str(n[1]), e[0], str(e[1]))
    console.print(table)
    if data["topics"]:
        t = Table("topic", "papers", title="Topics", title_justify="left", box=None, header_style="bold")
        for topic in data["topics"]:
            t.add_row(topic["name"], str(topic["size"]))
        console.print(t)
    for key, title in (("top_benchmarks", "Top benchmarks"), ("top_methods", "Top methods"), ("top_concepts", "Top concepts")):
        if data[key]:
            t = Table("name", "papers", title=title, title_justify="left", box=None, header_style="bold")
            for item in data[key]:
                t.add_row(item["name"], str(item["papers"]))
            console.print(t)


@main.command()
@click.argument("query")
@click.option("--out", "out_dir", default="out", show_default=True, help="The folder `graph build` wrote.")
@click.option("-k", "k", default=10, show_default=True, help="How many papers.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def similar(query, out_dir, k, as_json):
    """Papers most similar to QUERY: a paper title (or words of it), a contribution's name, an id, or free text."""
    from .explore import similar as compute
    data = _explore(compute, _load_built(out_dir), query, k)
    if as_json:
        _emit_json(data)
        return
    heading = f"Papers similar to: {data['matched_paper']}" if data["matched_paper"] else f"Papers matching the text: {query}"
    table = Table("score", "paper", "shared entities", title=heading, title_justify="left", header_style="bold")
    for r in data["results"]:
        table.add_row(f"{r['score']:.3f}", r["title"] or r["id"], ", ".join(r["shared"][:8]))
    console.print(table)


@main.command()
@click.argument("name")
@click.option("--out", "out_dir", default="out", show_default=True, help="The folder `graph build` wrote.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def show(name, out_dir, as_json):
    """A method, benchmark, concept, author or topic: its aliases and its papers with their roles."""
    from .explore import show as compute
    data = _explore(compute, _load_built(out_dir), name)
    if as_json:
        _emit_json(data)
        return
    console.print(f"[bold]{data['type']}: {data['name']}[/]", markup=True)
    if data["aliases"]:
        console.print("also written: " + ", ".join(data["aliases"]), markup=False)
    table = Table("role", "year", "paper", header_style="bold")
    for p in data["papers"]:
        table.add_row(p["role"], str(p["year"] or ""), p["title"] or p["id"])
    console.print(table)
    if data["also_matching"]:
        console.print("also matching: " + ", ".join(data["also_matching"]), markup=False)


@main.command(name="export")
@click.option("--format", "fmt", type=click.Choice(["graphml", "gexf", "csv"]), required=True)
@click.option("--out", "out_dir", default="out", show_default=True, help="The folder `graph build` wrote.")
@click.option("--to", "target", default=None, help="File (graphml, gexf) or folder (csv). Default: in --out.")
def export_cmd(fmt, out_dir, target):
    """GraphML / GEXF for Gephi and Cytoscape; CSV files for `neo4j-admin database import`."""
    from .explore import export, import_command
    graph = _load_built(out_dir)
    target = target or os.path.join(out_dir, {"graphml": "graph.graphml", "gexf": "graph.gexf", "csv": "csv"}[fmt])
    files = export(graph, fmt, target)
    for f in files:
        console.print(f"wrote {f}", markup=False)
    if fmt == "csv":
        console.print("import into an empty, stopped database with:\n  " + import_command(files), markup=False)


@main.command(name="open")
@click.option("--out", "out_dir", default="out", show_default=True, help="The folder `graph build` wrote.")
def open_page(out_dir):
    """Open the graph page in the default browser."""
    import webbrowser
    path = os.path.abspath(os.path.join(out_dir, "graph.html"))
    if not os.path.exists(path):
        err.print(f"[red]error:[/] {path} does not exist: run `graph build --out {out_dir}` first")
        sys.exit(2)
    if not webbrowser.open("file://" + path):
        console.print(f"No browser found; open {path} yourself.", markup=False)
    else:
        console.print(f"Opened {path}", markup=False)


# --- query ---------------------------------------------------------------------------------

@main.command()
@click.argument("cypher", required=False)
@click.option("--param", "params", multiple=True, help="Query parameter as key=value (value parsed as JSON when it can be).")
@click.option("--examples", is_flag=True, help="Print the Cypher cookbook of ready-made queries.")
@click.option("--json", "as_json", is_flag=True, help="Print rows as JSON.")
def query(cypher, params, examples, as_json):
    """Run a read-only CYPHER query against Neo4j and print a table."""
    from .cookbook import cookbook_text
    from .store import Neo4jSettings, StoreError, run_read

    if examples:
        click.echo(cookbook_text())
        return
    if not cypher:
        raise click.UsageError("give a Cypher query (or --examples)")
    values = {}
    for item in params:
        if "=" not in item:
            raise click.UsageError(f"--param expects key=value, got {item!r}")
        key, raw = item.split("=", 1)
        try:
            values[key] = json.loads(raw)
        except json.JSONDecodeError:
            values[key] = raw
    try:
        keys, rows = run_read(Neo4jSettings.from_env(), cypher, values)
    except StoreError as exc:
        err.print(f"[red]error:[/] {exc}")
        sys.exit(1)
    except Exception as exc:  # a Cypher error from the server: one line
        err.print(f"[red]error:[/] {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}")
        sys.exit(1)
    if as_json:
        click.echo(json.dumps([dict(zip(keys, [_plain(v) for v in row])) for row in rows], ensure_ascii=False, indent=1))
        return
    table = Table(*keys, show_lines=False)
    for row in rows:
        table.add_row(*[_cell(v) for v in row])
    console.print(table)
    console.print(f"{len(rows)} row(s)")


def _plain(value):
    if hasattr(value, "items"):
        return {k: _plain(v) for k, v in dict(value).items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _cell(value) -> str:
    value = _plain(value)
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 120 else text[:119] + "…"


# --- neo4j server ----------------------------------------------------------------------------

@main.group()
def neo4j():
    """Run a local Neo4j Community server (provisioned from Maven Central, no Docker needed)."""


@neo4j.command()
@click.option("--bolt-port", default=7687, show_default=True)
@click.option("--http-port", default=7474, show_default=True)
@click.option("--heap", default="1g", show_default=True, help="JVM heap size.")
def start(bolt_port, http_port, heap):
    """Provision (first time) and start the server; waits until Bolt answers."""
    from .server import ServerError, start_server

    try:
        info = start_server(bolt_port=bolt_port, http_port=http_port, heap=heap, echo=lambda m: err.print(m))
    except ServerError as exc:
        err.print(f"[red]error:[/] {exc}")
        sys.exit(1)
    console.print(info)


@neo4j.command()
def stop():
    """Stop the server started by `graph neo4j start`."""
    from .server import stop_server

    console.print(stop_server())


@neo4j.command()
def status():
    """Say whether the server runs, its version and URLs."""
    from .server import server_status

    running, text = server_status()
    console.print(text)
    sys.exit(0 if running else 3)


if __name__ == "__main__":
    main()
