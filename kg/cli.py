"""The `kg` command line. The only module that imports click: it parses options,
calls the library and turns every KGError into a one-line `Error: ...`."""
from __future__ import annotations

import functools
import json
import sys
from pathlib import Path

import click

from .errors import KGError

DEFAULT_OUT = "output"


def library_errors(fn):
    """Turn library errors into click errors: one line, exit status 1, no traceback."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except KGError as e:
            raise click.ClickException(str(e)) from None
        except OSError as e:  # a file the library could not open or write: one line, no traceback
            where = e.filename or ""
            if isinstance(e, FileExistsError):  # mkdir over a file
                raise click.ClickException(f"{where}: exists and is not a folder") from None
            raise click.ClickException(f"{where}: {e.strerror or e}" if where else str(e)) from None

    return wrapper


def graph_option(fn):
    return click.option(
        "--graph", "-g", "graph", default=DEFAULT_OUT, show_default=True,
        type=click.Path(), help="Built graph: an output folder (its store or kg.ttl) or a Turtle file.",
    )(fn)


def format_option(choices, default="table"):
    return click.option(
        "--format", "-f", "fmt", type=click.Choice(choices), default=default, show_default=True,
        help="Output format.",
    )


@click.group()
@click.version_option(package_name="kg")
def cli():
    """Build and explore a knowledge graph of ML-systems papers.

    Start with `kg build` (the bundled seed documents), then `kg query --list`.
    """


@cli.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--out", "-o", "out_dir", default=DEFAULT_OUT, show_default=True, type=click.Path(), help="Output folder.")
@click.option("--input-format", "fmt", default=None, metavar="FORMAT",
              help="Force the input format instead of detecting it: seed-listing, seed-dump, seeds, "
                   "arxiv-atom, arxiv-jsonl, s2, bibtex, csv, tsv.")
@click.option("--strict", is_flag=True, help="Stop at the first bad record instead of skipping it.")
@click.option("--columns", default=None, help="CSV/TSV column mapping, e.g. title=Name,abstract=Summary.")
@click.option("--no-viz", is_flag=True, help="Do not write the HTML view.")
@click.option("--jobs", "-j", default=1, show_default=True, type=click.IntRange(1), help="Extract with N processes.")
@click.option("--export", "exports", multiple=True, type=click.Choice(["nt", "ttl", "jsonld"]), help="Also write OUT/kg.FORMAT (repeatable).")
@click.option("--endpoint", default=None, metavar="URL", help="Also PUT the graph to this SPARQL Graph Store URL.")
@click.option("--no-cache", is_flag=True, help="Extract every paper again (ignore OUT/cache.sqlite); implies --full.")
@click.option("--full", is_flag=True, help="Build the store from scratch instead of updating the one in OUT.")
@library_errors
def build(paths, out_dir, fmt, strict, columns, no_viz, jobs, exports, endpoint, no_cache, full):
    """Build the graph from PATHS (files or folders; default: the bundled seeds).

    Writes the Oxigraph store OUT/store, OUT/kg.ttl (up to 2,000,000 triples;
    larger graphs on request with --export ttl) and OUT/graph.html, and prints
    a summary. When OUT holds a store built by the same version and few
    papers changed, the store is updated in place: only new, changed and
    removed papers are processed. Papers extracted before (same text, same
    pipeline) are taken from OUT/cache.sqlite.
    """
    from .build import build as run_build

    report = run_build(
        paths or None, out_dir, fmt=fmt, strict=strict, viz=not no_viz, columns=columns,
        jobs=jobs, export=exports, endpoint=endpoint, cache=not no_cache, full=full,
    )
    click.echo(report.summary())


@cli.command()
@click.option("--graph", "-g", "--out", "-o", "out_dir", default=DEFAULT_OUT, show_default=True, type=click.Path(),
              help="Output folder holding the built store (-o/--out is the same option).")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind (keep 127.0.0.1 unless you mean to share it).")
@click.option("--port", default=7878, show_default=True, type=click.IntRange(0, 65535), help="Port (0: any free port).")
@click.option("--timeout", "timeout_s", default=None, type=click.IntRange(1), help="Stop queries running longer than N seconds.")
@library_errors
def serve(out_dir, host, port, timeout_s):
    """Serve the built graph as a read-only SPARQL 1.1 endpoint (Oxigraph's server).

    Queries: GET or POST http://HOST:PORT/query; updates are refused.
    """
    from .server import serve as run_serve

    sys.exit(run_serve(out_dir, host, port, timeout_s, echo=lambda m: click.echo(m, err=True)))


@cli.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@format_option(["jsonl", "table"], default="jsonl")
@click.option("--input-format", "input_fmt", default=None, help="Force the input format instead of detecting it.")
@click.option("--strict", is_flag=True, help="Stop at the first bad record instead of skipping it.")
@library_errors
def extract(paths, fmt, input_fmt, strict):
    """Print what the extractor finds in each paper of PATHS.

    One record per paper (the guideline's fields: id, entities by type,
    proposes, baselines, results), from the same pipeline as `kg build`.
    """
    from .extract import extract_records
    from .readers import ReadReport
    from .render import table

    report = ReadReport()
    records = extract_records(paths, fmt=input_fmt, strict=strict, report=report)
    for warning in report.warnings:
        click.echo(f"warning: {warning}", err=True)
    merged = sum(s.merged for s in report.sources.values())
    if merged:  # (say so: fewer records come out than went in)
        click.echo(f"note: {merged} record{'s' if merged != 1 else ''} merged into papers read before them (the same "
                   "DOI, arXiv id or title): one record per paper", err=True)
    if fmt == "jsonl":
        for rec in records:
            click.echo(json.dumps(rec, ensure_ascii=False))
        return
    rows = []
    for rec in records:
        for typ, names in rec["entities"].items():
            for n in names:
                rows.append((rec["id"], typ, n))
        rows.extend((rec["id"], "proposes", n) for n in rec["proposes"])
        rows.extend((rec["id"], "baseline", n) for n in rec["baselines"])
        rows.extend((rec["id"], "result", f'{r["value"]:g}{r["unit"]} {r["metric"]}'.strip()) for r in rec["results"])
    click.echo(table(("paper", "kind", "name"), rows))


@cli.command()
@click.argument("gold", type=click.Path(exists=True, path_type=Path))
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--show-errors", is_flag=True, help="List every miss and extra per paper (JSON: an \"errors\" list).")
@format_option(["table", "json"])
@library_errors
def evaluate(gold, inputs, show_errors, fmt):
    """Score the extractor on INPUTS against the GOLD records.

    Precision, recall and F1 per type, for results, proposes and baselines,
    with the matching rules of the shared scorer.
    """
    from .evaluate import evaluate as run_eval, format_report, load_records

    try:
        if not load_records(gold):
            raise click.ClickException(f"{gold}: no gold records (expected JSON Lines, one record with an \"id\" a line)")
    except UnicodeDecodeError as e:
        raise click.ClickException(f"{gold}: not UTF-8 text (byte {e.start}: {e.reason})") from None
    report, errors = run_eval(gold, inputs)
    if not report["papers"]["predicted"]:
        raise click.ClickException(f"{gold}: none of its {report['papers']['gold']} gold ids is among the papers read "
                                   "from INPUTS (compare the \"id\" fields)")
    if fmt == "json":  # the shared scorer's JSON; --show-errors adds the error lines under "errors"
        click.echo(json.dumps({**report, "errors": errors} if show_errors else report, indent=1))
        return
    if show_errors:
        for e in errors:
            click.echo(e)
    click.echo(format_report(report))


@cli.command()
@click.argument("name", required=False)
@click.option("--list", "list_", is_flag=True, help="List the canned queries with their summaries.")
@click.option("--file", "file_", type=click.Path(exists=True, path_type=Path), help="Run a SPARQL file instead of a canned query.")
@click.option("--param", "-p", "params", multiple=True, metavar="KEY=VALUE", help="Bind the query parameter ?_KEY to VALUE.")
@format_option(["table", "csv", "tsv", "json"])
@graph_option
@library_errors
def query(name, list_, file_, params, fmt, graph):
    """Run the canned query NAME (see --list) or a SPARQL --file on the built graph.

    Parameters are bound by the SPARQL engine, e.g.
    `kg query system-techniques --param system=ZeroQuant`. JSON output is the
    W3C SPARQL 1.1 Query Results JSON format.
    """
    from . import queries

    if list_:
        rows = [(q.name, " ".join(f"{p}={q.examples.get(p, '...')}" for p in q.params), q.summary)
                for q in queries.list_queries()]
        from .render import render

        click.echo(render(("name", "parameters (example)", "summary"), rows, fmt))
        return
    if bool(name) == bool(file_):
        raise click.UsageError("give a query NAME or --file (or --list)")
    bindings = {}
    for p in params:
        key, sep, value = p.partition("=")
        if not sep or not key:
            raise click.BadParameter(f"{p!r} is not KEY=VALUE", param_hint="--param")
        bindings[key.strip().lstrip("?$_")] = value.strip()
    q = queries.load_query_file(file_) if file_ else queries.get_query(name)
    result = queries.run_query(q, queries.open_source(graph), bindings)
    click.echo(queries.format_result(result, fmt))


@cli.command()
@click.argument("graph", required=False, default=DEFAULT_OUT, type=click.Path())
@library_errors
def validate(graph):
    """Check GRAPH (default: the built graph) against the SHACL shapes."""
    from .validate import validate as run_validate

    conforms, text = run_validate(graph)
    if not conforms:
        click.echo(text, err=True)
        raise click.ClickException(f"{graph}: the graph does not conform to the shapes")
    click.echo(text)


@cli.command()
@graph_option
@format_option(["table", "json"])
@library_errors
def stats(graph, fmt):
    """Counts of papers, entities per type, results, relations, and the top entities."""
    from .stats import format_stats, graph_stats

    click.echo(format_stats(graph_stats(graph), fmt))


@cli.command()
@graph_option
@click.option("--focus", default=None, help="Show only this entity (label or key) and its neighbourhood.")
@click.option("--hops", default=1, show_default=True, type=click.IntRange(0, 5), help="Neighbourhood size with --focus.")
@click.option("--types", default=None, help="Comma-separated entity types to keep, e.g. System,Hardware.")
@click.option("--min-papers", default=0, show_default=True, type=click.IntRange(0), help="Keep entities mentioned by at least N papers.")
@click.option("--max-nodes", default=2000, show_default=True, type=click.IntRange(1), help="Keep at most N best-connected nodes.")
@click.option("--out", "-o", "out", default=None, type=click.Path(), help="HTML file to write [default: graph.html in the GRAPH folder, or beside a GRAPH file].")
@library_errors
def viz(graph, focus, hops, types, min_papers, max_nodes, out):
    """Write the interactive HTML view of the graph (works offline)."""
    from .viz import write_view

    target = Path(out) if out else Path(graph if Path(graph).is_dir() else Path(graph).parent) / "graph.html"
    type_list = [t.strip() for t in types.split(",") if t.strip()] if types else None
    report = write_view(graph, target, focus=focus, hops=hops, types=type_list, min_papers=min_papers, max_nodes=max_nodes)
    click.echo(str(report))


def main():
    cli(prog_name="kg")


if __name__ == "__main__":
    sys.exit(main())
