"""`kg serve` and `kg build --endpoint`: the graph over HTTP with standard protocols.

`kg serve` runs Oxigraph's own SPARQL HTTP server (the `oxigraph` binary of
the `oxigraph` PyPI package) in read-only mode over OUT/store: SPARQL 1.1
Protocol queries at /query (GET or POST), updates and Graph Store writes
refused with 403, bound to 127.0.0.1 unless told otherwise. The binary reads
the store pyoxigraph writes, so no hand-written server is needed.

`push_graph` sends a graph file to any SPARQL 1.1 Graph Store HTTP Protocol
endpoint (Oxigraph's /store, Fuseki's /DATASET/data, ...) with a PUT, which
replaces the target graph (the default graph unless the URL names one).
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from .errors import KGError
from .store import has_store, store_path

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 7878

_MEDIA_TYPES = {
    ".ttl": "text/turtle",
    ".nt": "application/n-triples",
    ".jsonld": "application/ld+json",
}


class ServerError(KGError):
    """The SPARQL server cannot be started, or an endpoint refused the graph."""


def oxigraph_binary() -> str:
    """Path of the `oxigraph` server binary (beside this Python first, then on PATH)."""
    beside = Path(sys.executable).parent / "oxigraph"
    if beside.is_file():
        return str(beside)
    found = shutil.which("oxigraph")
    if found:
        return found
    raise ServerError("the Oxigraph server is not installed: pip install 'kg[serve]' (the oxigraph package)")


def server_command(out_dir, host=DEFAULT_HOST, port=DEFAULT_PORT, timeout_s=None) -> list[str]:
    if not has_store(out_dir):
        raise ServerError(f"{out_dir}: no store here (build one with `kg build`)")
    cmd = [oxigraph_binary(), "serve-read-only", "--location", str(store_path(out_dir)), "--bind", f"{host}:{port}"]
    if timeout_s:
        cmd += ["--timeout-s", str(int(timeout_s))]
    return cmd


def free_port(host=DEFAULT_HOST) -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def wait_until_listening(host, port, proc=None, timeout=15.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            err = proc.stderr.read().decode("utf-8", "replace").strip() if proc.stderr else ""
            raise ServerError(f"the SPARQL server stopped: {err.splitlines()[-1] if err else proc.returncode}")
        try:
            with socket.create_connection((host, port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise ServerError(f"the SPARQL server did not listen on {host}:{port} within {timeout:.0f} s")


def start_server(out_dir, host=DEFAULT_HOST, port=DEFAULT_PORT, timeout_s=None) -> subprocess.Popen:
    """Start the read-only server in the background and return once it listens."""
    port = port or free_port(host)
    proc = subprocess.Popen(
        server_command(out_dir, host, port, timeout_s),
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    proc.url = f"http://{host}:{port}"  # type: ignore[attr-defined]
    try:
        wait_until_listening(host, port, proc)
    except BaseException:
        proc.kill()
        proc.wait()
        raise
    return proc


def serve(out_dir, host=DEFAULT_HOST, port=DEFAULT_PORT, timeout_s=None, echo=print) -> int:
    """Run the read-only SPARQL server in the foreground until interrupted."""
    port = port or free_port(host)
    cmd = server_command(out_dir, host, port, timeout_s)
    echo(f"SPARQL endpoint (read-only): http://{host}:{port}/query  (Ctrl-C to stop)")
    if hasattr(os, "execv"):  # become the server: signals (Ctrl-C, SIGTERM) reach it directly
        sys.stdout.flush()
        sys.stderr.flush()
        os.execv(cmd[0], cmd)
    proc = subprocess.Popen(cmd)
    try:
        return proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        proc.wait()
        return 0


def graph_store_url(endpoint: str) -> str:
    """The Graph Store URL to PUT to: the default graph unless the URL names a graph."""
    parts = urllib.parse.urlsplit(endpoint)
    if parts.scheme not in ("http", "https"):
        raise ServerError(f"{endpoint}: not an http(s) Graph Store URL")
    query = urllib.parse.parse_qs(parts.query, keep_blank_values=True)
    if "graph" in query or "default" in query:
        return endpoint
    return urllib.parse.urlunsplit(parts._replace(query=(parts.query + "&" if parts.query else "") + "default"))


def push_graph(path, endpoint: str, timeout: float = 600.0) -> int:
    """PUT the RDF file `path` to the Graph Store `endpoint`; return the HTTP status."""
    path = Path(path)
    media = _MEDIA_TYPES.get(path.suffix)
    if media is None:
        raise ServerError(f"{path}: cannot tell its RDF media type")
    url = graph_store_url(endpoint)
    with open(path, "rb") as body:
        req = urllib.request.Request(
            url, data=body, method="PUT",
            headers={"Content-Type": media, "Content-Length": str(path.stat().st_size)},
        )
        try:
            with urllib.request.urlopen(req, timeout=timeout) as resp:
                return resp.status
        except urllib.error.HTTPError as e:
            detail = e.read().decode("utf-8", "replace").strip().splitlines()
            raise ServerError(f"{url}: the endpoint refused the graph: HTTP {e.code} {detail[0] if detail else e.reason}") from None
        except (urllib.error.URLError, OSError) as e:
            reason = getattr(e, "reason", e)
            raise ServerError(f"{url}: cannot reach the endpoint: {reason}") from None
