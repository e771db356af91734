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
    from loaders import InputNotFound  # noqa: F401  (re-exported for the error below)
    from .build import BuildOptions, build as run_build, summary
    from .export import write_json
    from .store import Neo4jSettings, StoreError, load_graph
    from viz import HtmlOptions, write_html

    inputs = list(inputs) or ["seeds"]
    for path in inputs:
        if not os.path.exists(path):
            err.print(f"[red]error:[/] input not found: {path}")
            sys.exit(2)
    progress, update = _progress_callback(err.is_terminal)
    options = BuildOptions(workers=workers, progress=update)
    t0 = time.perf_counter()
    if progress:
        progress.start()
    try:
        result = run_build(inputs, options)
    finally:
        if progress:
            progress.stop()
    graph = result.graph
    timings = dict(result.timings)
    os.makedirs(out_dir, exist_ok=True)
    json_path = os.path.join(out_dir, "graph.json")
    html_path = os.path.join(out_dir, "graph.html")
    t = time.perf_counter()
    write_json(graph, json_path)
    timings["json"] = round(time.perf_counter() - t, 3)
    t = time.perf_counter()
    title = _page_title(result.records)
    page = write_html(graph, html_path, HtmlOptions(max_nodes=html_max_nodes, title=title))
    timings["html"] = round(time.perf_counter() - t, 3)

    neo4j_line = ""
    exit_code = 0
    if neo4j_mode is False:
        neo4j_line = "Neo4j: skipped (--no-neo4j)"
    else:
        settings = Neo4jSettings.from_env()
        t = time.perf_counter()
        try:
            report = load_graph(graph, settings, batch_size=batch_size, replace=replace)
            timings["neo4j"] = round(time.perf_counter() - t, 3)
            neo4j_line = (f"Neo4j: loaded {report.nodes:,} nodes and {report.relationships:,} relationships into "
                          f"{settings.uri} in {report.seconds:.1f}s ({report.relationships_per_second:,.0f} rel/s)")
        except StoreError as exc:
            if neo4j_mode:
                err.print(f"[red]error:[/] {exc}")
                exit_code = 1
                neo4j_line = "Neo4j: NOT loaded (see the error above)"
            else:
                neo4j_line = f"Neo4j: skipped ({exc})"

    s = summary(graph)
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
    console.print(neo4j_line)
    problems = list(result.problems)
    if problems:
        errors = sum(1 for p in problems if p.severity == "error")
        console.print(f"[yellow]{len(problems)} input problem(s)[/] ({errors} error(s), {len(problems) - errors} warning(s)); "
                      "every good record was built:")
        for p in problems[:200]:
            console.print(f"  {p.severity}: {p}", markup=False)
        if len(problems) > 200:
            console.print(f"  ... and {len(problems) - 200} more")
        if strict:
            exit_code = exit_code or 3
    if profile:
        console.print("timings (s): " + ", ".join(f"{k}={v:.2f}" for k, v in timings.items()))
    sys.exit(exit_code)


def _page_title(records) -> str:
    collections = sorted({r.collection for r in records if r.collection})
    if len(collections) == 1:
        return f"citegraph · {collections[0]}"
    venues = sorted({f"{r.venue} {r.year}" if r.year else str(r.venue) for r in records if r.venue})
    if 0 < len(venues) <= 3:
        return "citegraph · " + ", ".join(venues)
    return f"citegraph · {len(records):,} papers"


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
