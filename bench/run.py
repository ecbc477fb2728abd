"""Scale benchmark of `kg build` and the canned queries (not a unit test).

usage: python bench/run.py [--sizes 1000,10000,100000] [--jobs 1,2] [--workdir DIR]
                           [--repeats 20] [--rdflib-max 10000] [--out bench/RESULTS.md]

For each size N it makes a corpus of N papers from real abstracts (the
bundled seeds and ../shared/data/formats/*: ~1,100 distinct abstracts; copy k
of an abstract starts at its k-th sentence, so copies are not merged as the
same paper, and every paper gets its own arXiv-style id), then measures:

- extraction words/s in one process, and the bare spacy.blank("en")
  tokenizer's words/s on the same text (once, on the first 1,000 papers);
- `kg build --no-viz -j J` time (fresh output folder, so every paper is
  extracted) per J, its peak RSS (the build process and its workers), the
  store and kg.ttl sizes, and whether kg.ttl is byte-identical across J;
  with --build-rounds R the builds of every J are run R times, alternated
  (J = 1, 2, 1, 2, ...), and the speed-up is the ratio of the median times
  (on these machines the same build's time moves by 10-25% from run to run);
- p50/p95 of every canned query (with its example parameters) on the store
  and on an rdflib in-memory graph of the same triples (parsed from an N-Triples dump of the store),
  for N <= --rdflib-max;
- the rebuild time after adding 10 papers (cache on), and with no change.

Every build is a separate `python -m kg.cli build` process, timed from the
outside. Results go to --out as Markdown (and JSON beside it).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FORMATS = Path(os.environ.get("KG_FORMATS", ROOT.parent / "shared" / "data" / "formats"))
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")


# --- corpus ---------------------------------------------------------------------------

def real_papers():
    """Distinct real papers with an abstract of at least 30 words, in a stable order."""
    from kg.merge import merge_papers
    from kg.readers import ReadReport, read_sources
    from kg.resources import corpus_files

    paths = corpus_files() + sorted(p for p in FORMATS.glob("*") if p.suffix in (".jsonl", ".xml", ".json"))
    report = ReadReport()
    papers = merge_papers(read_sources(paths, report=report), report)
    return [p for p in papers if p.abstract and len(p.abstract.split()) >= 30]


def make_records(pool, start, count):
    """`count` JSON Lines records, numbered from `start`, cycling through `pool`."""
    out = []
    for i in range(start, start + count):
        base = pool[i % len(pool)]
        sents = SENTENCE_END.split(base.abstract)
        k = (i // len(pool)) % len(sents)
        abstract = " ".join(sents[k:] + sents[:k])
        month, num = divmod(i, 100_000)
        out.append({
            "id": f"{2401 + month % 12:04d}.{num:05d}",
            "title": base.title or abstract.split(".")[0][:120],
            "abstract": abstract,
            "categories": " ".join(base.categories) or "cs.DC",
            "authors": ", ".join(base.creators[:6]),
            "year": base.year or 2024,
        })
    return out


def write_jsonl(path, records):
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


# --- measurements -----------------------------------------------------------------------

def run_build(args, label):
    """Run `kg build ARGS` in a child process; return (seconds, peak RSS MB, summary text).

    The peak RSS is what wait4 reports for the child: the largest of the build
    process and its (fork pool) children.
    """
    import tempfile

    cmd = [sys.executable, "-m", "kg.cli", "build", *map(str, args)]
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        t0 = time.perf_counter()
        env = dict(os.environ, PYTHONPATH=str(ROOT))  # this checkout's kg, not another install
        proc = subprocess.Popen(cmd, cwd=ROOT, stdout=out, stderr=err, text=True, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        cpu = usage.ru_utime + usage.ru_stime  # the build process and its reaped (pool) children
        out.seek(0)
        err.seek(0)
        text, errors = out.read(), err.read()
    if proc.returncode != 0:
        raise SystemExit(f"{label}: kg build failed ({proc.returncode}):\n{errors[-2000:]}")
    return seconds, usage.ru_maxrss / 1024, text, cpu


def peak_rss_of(fn):
    """Run fn() in a forked child; return (its result, peak RSS in MB of the child and its children)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # child
        os.close(r)
        try:
            res = fn()
            data = json.dumps(res).encode()
            code = 0
        except BaseException as e:  # report and exit
            data = json.dumps({"error": repr(e)}).encode()
            code = 1
        with os.fdopen(w, "wb") as f:
            f.write(data)
        os._exit(code)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        data = f.read()
    _, status, usage = os.wait4(pid, 0)
    res = json.loads(data)
    if status != 0:
        raise SystemExit(f"measurement failed: {res.get('error')}")
    return res, usage.ru_maxrss / 1024  # KB -> MB on Linux


def summary_number(text, pattern):
    m = re.search(pattern, text)
    return int(m.group(1)) if m else None


def dir_size(path):
    return sum(p.stat().st_size for p in Path(path).rglob("*") if p.is_file())


def extraction_speed(papers, rounds=5):
    """Words/s of the bare tokenizer and of the full extraction on the same papers, in this process.

    One warm-up round of each (it fills the vocabularies), then `rounds` rounds, each timing the tokenizer and
    then the extraction back to back: the ratio is the median of the rounds' ratios (on these machines the
    speed of the same loop moves by 25% from one second to the next, so timings of the two taken far apart
    could compare a fast moment with a slow one); the words/s are the best rounds'.
    """
    import spacy

    from kg.extract import Extractor, paper_text

    texts = [paper_text(p)[0] for p in papers]
    words = sum(len(t.split()) for t in texts)
    nlp = spacy.blank("en")
    ex = Extractor()

    def timed(run):
        t0, c0 = time.perf_counter(), time.process_time()
        for _ in run():
            pass
        return time.perf_counter() - t0, time.process_time() - c0

    def tokenize():
        return nlp.pipe(texts)

    def extract():
        return ex.pipe(papers)

    timed(tokenize), timed(extract)  # warm-up
    tok, full = [], []
    for _ in range(rounds):
        tok.append(timed(tokenize))
        full.append(timed(extract))
    ratios = [t[0] / f[0] for t, f in zip(tok, full)]
    # CPU time as well: on a shared machine it moves less with the load than wall time does
    return {"papers": len(papers), "words": words, "rounds": rounds,
            "tokenizer_wps": words / min(t[0] for t in tok), "extraction_wps": words / min(f[0] for f in full),
            "ratio": statistics.median(ratios), "ratios": ratios, "ratio_best": min(t[0] for t in tok) / min(f[0] for f in full),
            "ratio_cpu": statistics.median([t[1] / f[1] for t, f in zip(tok, full)])}


def pct(values, q):
    values = sorted(values)
    if not values:
        return None
    k = (len(values) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def _time_query(q, source, repeats, budget, conn):
    """In a forked child: run q up to `repeats` times (stopping after `budget` s); send the timings."""
    from kg import queries
    from kg.store import open_store

    if isinstance(source, (str, Path)):
        source = open_store(source)
    bindings = {p: q.examples.get(p, "") for p in q.params}
    times, rows = [], None
    for _ in range(repeats):
        t0 = time.perf_counter()
        res = queries.run_query(q, source, bindings)
        times.append(time.perf_counter() - t0)
        rows = len(res.rows)
        if sum(times) > budget:
            break
    conn.send({"p50": pct(times, 0.5), "p95": pct(times, 0.95), "rows": rows, "n": len(times)})
    conn.close()


def time_queries(source, repeats, timeout):
    """p50/p95 of every canned query; a query still running after `timeout` s is stopped and marked."""
    import multiprocessing

    from kg import queries

    ctx = multiprocessing.get_context("fork")
    out = {}
    for q in queries.list_queries():
        recv, send = ctx.Pipe(False)
        proc = ctx.Process(target=_time_query, args=(q, source, repeats, timeout / 2, send))
        proc.start()
        send.close()
        result = recv.recv() if recv.poll(timeout) else None
        if result is None:
            proc.kill()
        proc.join()
        out[q.name] = result or {"p50": None, "p95": None, "rows": None, "n": 0, "timeout": timeout}
    return out


def query_bench(out_dir, repeats, rdflib_repeats, with_rdflib, timeout):
    from kg.store import export, open_store

    res = {"store": time_queries(Path(out_dir), repeats, timeout)}
    if with_rdflib:
        import rdflib

        nt = export(open_store(out_dir), Path(out_dir) / "bench-kg.nt", "nt")
        t0 = time.perf_counter()
        g = rdflib.Graph()
        g.parse(str(nt), format="nt")
        res["rdflib_load_s"] = time.perf_counter() - t0
        res["rdflib_triples"] = len(g)
        res["rdflib"] = time_queries(g, rdflib_repeats, timeout)
    return res


# --- report ---------------------------------------------------------------------------

def machine():
    cpu = ""
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        for line in open("/proc/meminfo"):
            if line.startswith("MemTotal"):
                mem = f"{int(line.split()[1]) / 1024 / 1024:.0f} GB"
    except OSError:
        pass
    import pyoxigraph
    import rdflib
    import spacy

    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    except OSError:
        commit = ""
    return {
        "commit": commit or "?", "root": str(ROOT),
        "cpu": cpu, "cores": os.cpu_count(), "memory": mem, "python": platform.python_version(),
        "os": platform.platform(), "spacy": spacy.__version__, "pyoxigraph": pyoxigraph.__version__,
        "rdflib": rdflib.__version__, "load_before": os.getloadavg()[0],
    }


def fmt_s(x, digits=3):
    return "-" if x is None else f"{x:.{digits}f}"


def build_times(size) -> dict:
    """{jobs: [seconds of each build]} of one size."""
    times: dict = {}
    for b in size["builds"]:
        times.setdefault(b["jobs"], []).append(b["seconds"])
    return times


def speedups(size) -> list:
    """-j 1 time over -j 2 time, round by round (each round builds -j 1 then -j 2)."""
    rounds: dict = {}
    for b in size["builds"]:
        rounds.setdefault(b.get("round", 1), {})[b["jobs"]] = b["seconds"]
    return [r[1] / r[2] for _, r in sorted(rounds.items()) if 1 in r and 2 in r]


def targets(data):
    """One line per target of issue 6, measured at the largest size run."""
    out = []
    sp = data.get("extraction")
    if sp:
        out.append(f"- Extraction >= 0.15 of the bare tokenizer: {sp['ratio']:.3f} "
                   f"({'met' if sp['ratio'] >= 0.15 else 'NOT met'}).")
    sizes = data["sizes"]
    if not sizes:
        return out
    for size in sizes:
        times = build_times(size)
        if 1 in times and 2 in times:
            up = statistics.median(times[1]) / statistics.median(times[2])
            pairs = speedups(size)
            each = (f"; round by round {', '.join(f'{x:.2f}x' for x in pairs)}" if len(pairs) > 1 else "")
            out.append(f"- --jobs 2 vs --jobs 1 at {size['n']:,} papers: {up:.2f}x"
                       + (f" (median of {len(times[1])} builds each{each})" if len(times[1]) > 1 else "")
                       + f" (target >= 1.6x on 10k: {'met' if up >= 1.6 else 'NOT met'}"
                       + f"{'' if size['n'] >= 10000 else ', size below 10k'}).")
    big = sizes[-1]
    n = big["n"]
    best = min(big["builds"], key=lambda b: b["seconds"])
    rss = max(b["rss_mb"] for b in big["builds"])
    est = best["seconds"] / n * 100_000 / 60
    out.append(f"- 100k papers in < 10 min with RSS < 2 GB: largest run {n:,} papers in {best['seconds']:.0f} s "
               f"(-j {best['jobs']}), peak RSS {rss:.0f} MB" + ("" if n >= 100_000 else
               f"; linear extrapolation to 100k: {est:.0f} min (not measured)") + ".")
    qb = big.get("queries") or {}
    if qb:
        p95 = [q["p95"] for q in qb["store"].values()]
        done = [x for x in p95 if x is not None]
        slow = [name for name, q in qb["store"].items() if q["p95"] is None or q["p95"] >= 1.0]
        out.append(f"- Every canned query < 1 s p95 on the store ({n:,} papers): "
                   + ("met" if not slow else f"NOT met by {', '.join(slow)}")
                   + (f"; the others' slowest p95 {max(x for x in done if x < 1.0) * 1000:.0f} ms." if [x for x in done if x < 1.0] else "."))
    compared = [sz for sz in sizes if "rdflib" in (sz.get("queries") or {})]
    if compared:  # the largest size compared with rdflib (it cannot load the 100k graph here)
        qb, n_r = compared[-1]["queries"], compared[-1]["n"]
        ratios = {name: qb["rdflib"][name]["p50"] / q["p50"] for name, q in qb["store"].items()
                  if q["p50"] and qb["rdflib"][name]["p50"]}
        stopped = sorted(name for name, q in qb["store"].items() if q["p50"] and qb["rdflib"][name]["p50"] is None)
        under = sorted(name for name, r in ratios.items() if r < 10)
        out.append(f"- Store >= 10x faster than rdflib in memory ({n_r:,} papers, p50): "
                   + ("met by every query" if not under else
                      f"{len(ratios) - len(under)} of {len(ratios)} queries; below 10x: {', '.join(under)}")
                   + (f"; rdflib did not finish {', '.join(stopped)} in {qb['timeout']:.0f} s" if stopped else "") + ".")
    inc = next((i for i in big.get("incremental", []) if i["change"].startswith("+10")), None)
    if inc:
        out.append(f"- +10 papers rebuild at {n:,} papers: {inc['seconds']:.1f} s, {inc['extracted']} extracted "
                   f"(target < 15 s at 100k{'' if n >= 100_000 else ', not measured at 100k'}).")
    return out


def write_markdown(path, data):
    m = data["machine"]
    L = ["# Scale benchmark results", ""]
    L.append(f"One run of `{data['command']}`, {data['started']} to {data['finished']} UTC, "
             f"on the code of commit {m['commit']} (run from a frozen copy, {m['root']}).")
    L.append("")
    L.append(f"Machine: {m['cpu']}, {m['cores']} cores, {m['memory']} RAM; {m['os']}; Python {m['python']}, "
             f"spaCy {m['spacy']}, pyoxigraph {m['pyoxigraph']}, rdflib {m['rdflib']}.")
    # the load at the end counts the run's own builds and queries (about 1.5 on 2 cores): only the load
    # before the run tells whether other work shared the cores
    L.append(f"1-minute load average {m['load_before']:.1f} at the start, {data['load_after']:.1f} at the end "
             "(the end counts this run's own work)"
             + (" (**the cores were shared with other work when the run started**, so absolute times are "
                "pessimistic and vary from run to run; ratios were measured in this one run)."
                if m["load_before"] > 1.0 else "."))
    L.append("")
    sp = data.get("extraction")
    if sp:
        if "rounds" in sp:
            L += ["## Extraction speed (one process)", "",
                  f"On the first {sp['papers']} corpus papers ({sp['words']:,} whitespace words), in one process: "
                  f"a warm-up round of each (it fills the vocabularies), then {sp['rounds']} rounds, each timing "
                  "the tokenizer and the extraction back to back. Ratio: the median of the rounds' ratios; "
                  "words/s: the best round's.", "",
                  "| | words/s |", "|---|---:|",
                  f"| bare `spacy.blank(\"en\")` tokenizer | {sp['tokenizer_wps']:,.0f} |",
                  f"| full extraction (`Extractor.pipe`) | {sp['extraction_wps']:,.0f} |",
                  f"| ratio (target >= 0.15), median of the rounds | {sp['ratio']:.3f} |",
                  f"| the rounds' ratios | {', '.join(f'{r:.3f}' for r in sp['ratios'])} |",
                  f"| ratio of the best rounds | {sp['ratio_best']:.3f} |",
                  f"| ratio of process CPU times, median | {fmt_s(sp.get('ratio_cpu'))} |", ""]
        else:  # an earlier run's JSON (--render)
            L += ["## Extraction speed (one process)", "",
                  f"On the first {sp['papers']} corpus papers ({sp['words']:,} whitespace words); each the best of "
                  "its rounds in one process, the first of which fills its vocabulary (4 tokenizer rounds, 3 "
                  "extraction rounds):", "",
                  "| | words/s |", "|---|---:|",
                  f"| bare `spacy.blank(\"en\")` tokenizer | {sp['tokenizer_wps']:,.0f} |",
                  f"| full extraction (`Extractor.pipe`) | {sp['extraction_wps']:,.0f} |",
                  f"| ratio (target >= 0.15) | {sp['ratio']:.3f} |",
                  f"| ratio of process CPU times | {fmt_s(sp.get('ratio_cpu'))} |", ""]
    L += ["## Builds", "",
          "`kg build CORPUS -o OUT --no-viz -j J` in a fresh output folder (every paper extracted), timed from outside "
          "(process start to exit, including Python and spaCy start-up). Peak RSS: the largest resident set of the "
          "build process or any of its workers.", "",
          "CPU: user + system seconds of the build process and its pool workers (what the cores did; "
          "wall time x cores bounds it).", "",
          "Round: with --build-rounds, each round builds every J once (-j 1 then -j 2); the speed-up of a -j 2 build "
          "is against the -j 1 build of its round.", "",
          "| papers | round | jobs | time (s) | CPU (s) | s per 1k papers | speed-up vs -j 1 | peak RSS (MB) | triples | store (MB) | kg.ttl (MB) |",
          "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for size in data["sizes"]:
        base = {}
        for b in size["builds"]:
            r = b.get("round", 1)
            base.setdefault(r, b["seconds"])
            ttl = "not written" if b["ttl_mb"] is None else f"{b['ttl_mb']:.1f}"
            L.append(f"| {size['n']:,} | {r} | {b['jobs']} | {b['seconds']:.1f} | {fmt_s(b.get('cpu_s'), 1)} | "
                     f"{b['seconds'] / size['n'] * 1000:.1f} | "
                     f"{base[r] / b['seconds']:.2f}x | {b['rss_mb']:.0f} | {b['triples'] or 0:,} | "
                     f"{b['store_mb']:.1f} | {ttl} |")
    L.append("")
    for size in data["sizes"]:
        times = build_times(size)
        if len(times.get(1, [])) > 1 and 2 in times:
            L.append(f"- {size['n']:,} papers: median -j 1 {statistics.median(times[1]):.1f} s, median -j 2 "
                     f"{statistics.median(times[2]):.1f} s: **{statistics.median(times[1]) / statistics.median(times[2]):.2f}x**.")
    for size in data["sizes"]:
        if len(size["builds"]) > 1:
            same = size["identical"]
            L.append(f"- {size['n']:,} papers: kg.ttl byte-identical across --jobs and rounds: **{same}**." if same is not None else
                     f"- {size['n']:,} papers: kg.ttl not compared across --jobs (not written at this size).")
    L += ["", "## Incremental rebuilds", "",
          "Same output folder as the first build, one after the other: the corpus plus a file of 10 new papers; "
          "the same again (nothing changed); the corpus plus the same 10 papers with an edited abstract. "
          "Updated: the store was updated in place (kg.buildstate) rather than built again.", "",
          "| papers | change | time (s) | extracted | from cache | unchanged | updated |", "|---:|---|---:|---:|---:|---:|---|"]
    for size in data["sizes"]:
        for inc in size.get("incremental", []):
            L.append(f"| {size['n']:,} | {inc['change']} | {inc['seconds']:.1f} | {inc['extracted']} | {inc['cached']} | "
                     f"{inc.get('unchanged', '-')} | {'yes' if inc.get('updated') else 'no'} |")
    L += ["", "## Canned queries", "",
          "Each canned query with its example parameters, through `kg.queries.run_query` (so including result "
          "conversion), on the Oxigraph store (opened read-only) and on an rdflib in-memory Graph of the same triples "
          "(parsed from an N-Triples dump of the store). Times in milliseconds."]
    for size in data["sizes"]:
        qb = size.get("queries")
        if not qb:
            continue
        L += ["", f"### {size['n']:,} papers", ""]
        if "rdflib" in qb:
            L.append(f"rdflib parse of the N-Triples: {qb['rdflib_load_s']:.1f} s for {qb['rdflib_triples']:,} triples. "
                     f"Store: {qb['store_repeats']} runs per query; rdflib: {qb['rdflib_repeats']} runs.")
            L += ["", "| query | rows | store p50 | store p95 | rdflib p50 | rdflib p95 | rdflib/store (p50) |",
                  "|---|---:|---:|---:|---:|---:|---:|"]
        else:
            L.append(f"Store only ({qb['store_repeats']} runs per query); the rdflib comparison was not run at this size.")
            L += ["", "| query | rows | store p50 | store p95 |", "|---|---:|---:|---:|"]
        worst = 0.0
        ratios = []
        def ms(x, t):
            return f"> {t * 1000:.0f} (stopped)" if x is None else f"{x * 1000:.1f}"

        timeout = qb["timeout"]
        for name, s in qb["store"].items():
            worst = max(worst, s["p95"] if s["p95"] is not None else float("inf"))
            row = f"| {name} | {s['rows'] if s['rows'] is not None else '-'} | {ms(s['p50'], timeout)} | {ms(s['p95'], timeout)} |"
            if "rdflib" in qb:
                r = qb["rdflib"][name]
                if r["p50"] is not None and s["p50"]:
                    ratio = r["p50"] / s["p50"]
                    ratios.append(ratio)
                    text = f"{ratio:.1f}x"
                elif r["p50"] is None and s["p50"]:
                    text = f"> {timeout / s['p50']:.0f}x"
                else:
                    text = "-"
                row += f" {ms(r['p50'], timeout)} | {ms(r['p95'], timeout)} | {text} |"
            L.append(row)
        L.append("")
        L.append((f"Slowest store p95: {worst * 1000:.0f} ms." if worst != float("inf") else
                  f"Some store queries did not finish within {timeout:.0f} s (stopped).")
                 + (f" rdflib/store p50 ratio: min {min(ratios):.1f}x, median {statistics.median(ratios):.1f}x." if ratios else ""))
    L += ["", "## Against the targets", ""] + targets(data)
    L += ["", "## Not run", ""]
    L += [f"- {x}" for x in data.get("not_run", [])] or ["- (nothing)"]
    L.append("")
    Path(path).write_text("\n".join(L) + "\n", encoding="utf-8")


# --- main -----------------------------------------------------------------------------

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--jobs", default="1,2")
    ap.add_argument("--workdir", default="/tmp/kg-bench")
    ap.add_argument("--repeats", type=int, default=20, help="runs per query on the store")
    ap.add_argument("--rdflib-repeats", type=int, default=5, help="runs per query on rdflib")
    ap.add_argument("--rdflib-max", type=int, default=10000, help="largest size compared with rdflib")
    ap.add_argument("--all-jobs-max", type=int, default=10000,
                    help="larger sizes are built only with the largest --jobs value (the -j 1 target is at 10k)")
    ap.add_argument("--query-timeout", type=float, default=60.0, help="seconds before a query's runs are stopped")
    ap.add_argument("--build-rounds", type=int, default=3,
                    help="builds per --jobs value, alternated, at sizes up to --all-jobs-max (speed-up of medians)")
    ap.add_argument("--speed-papers", type=int, default=1000, help="papers for the words/s measurement")
    ap.add_argument("--out", default=str(ROOT / "bench" / "RESULTS.md"))
    ap.add_argument("--skip-queries", action="store_true", help="builds and rebuilds only")
    ap.add_argument("--render", metavar="JSON", help="only rewrite --out from the JSON of an earlier run")
    args = ap.parse_args(argv)
    if args.render:
        write_markdown(args.out, json.loads(Path(args.render).read_text(encoding="utf-8")))
        return
    if not FORMATS.is_dir():  # the seeds alone are 43 abstracts: a corpus cycling them flatters the tokenizer's cache
        raise SystemExit(f"bench/run.py: no sample exports at {FORMATS} (the corpus is made from the seeds and "
                         "them): put ../shared beside this checkout or set KG_FORMATS")
    sizes = [int(s) for s in args.sizes.split(",") if s]
    jobs = [int(j) for j in args.jobs.split(",") if j]
    work = Path(args.workdir)
    work.mkdir(parents=True, exist_ok=True)
    started = time.strftime("%Y-%m-%d %H:%M", time.gmtime())
    data = {"command": "python bench/run.py " + " ".join(argv if argv is not None else sys.argv[1:]),
            "started": started, "machine": machine(), "sizes": [], "not_run": []}

    def log(msg):
        print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)

    pool = real_papers()
    log(f"{len(pool)} distinct real abstracts")
    speed_papers = None
    for n in sizes:
        corpus = work / f"corpus-{n}.jsonl"
        extra = work / f"extra-{n}.jsonl"
        write_jsonl(corpus, make_records(pool, 0, n))
        write_jsonl(extra, make_records(pool, n, 10))
        if speed_papers is None:
            from kg.merge import merge_papers
            from kg.readers import ReadReport, read_sources

            rep = ReadReport()
            speed_papers = merge_papers(read_sources([corpus], report=rep), rep)[: args.speed_papers]
            log(f"extraction speed on {len(speed_papers)} papers")
            data["extraction"] = extraction_speed(speed_papers)
            log(f"  {data['extraction']}")
        size = {"n": n, "builds": []}
        ttl_bytes = {}
        size_jobs = jobs if n <= args.all_jobs_max else [max(jobs)]
        if size_jobs != jobs:
            data["not_run"].append(f"-j {', '.join(str(j) for j in jobs if j not in size_jobs)} at {n:,} papers "
                                   f"(--all-jobs-max {args.all_jobs_max}).")
        rounds = max(1, args.build_rounds) if n <= args.all_jobs_max else 1
        for r in range(rounds):
            for j in size_jobs:
                out = work / f"out-{n}-j{j}"
                shutil.rmtree(out, ignore_errors=True)
                log(f"build {n} papers -j {j} (round {r + 1} of {rounds})")
                seconds, rss, text, cpu = run_build([corpus, "-o", out, "--no-viz", "-j", j], f"build {n} -j {j}")
                triples = summary_number(text, r"triples: (\d+)")
                ttl = out / "kg.ttl"  # not written above 2M triples (kg.build.TURTLE_LIMIT)
                if ttl.is_file():
                    ttl_bytes.setdefault(j, set()).add(ttl.read_bytes())
                size["builds"].append({"jobs": j, "round": r + 1, "seconds": seconds, "cpu_s": cpu, "rss_mb": rss,
                                       "triples": triples, "store_mb": dir_size(out / "store") / 1e6,
                                       "ttl_mb": ttl.stat().st_size / 1e6 if ttl.is_file() else None})
                log(f"  {size['builds'][-1]}")
        size["identical"] = (len(set.union(*ttl_bytes.values())) == 1 if len(ttl_bytes) == len(size_jobs) else None)
        ttl_bytes.clear()
        inc_out = work / f"out-{n}-j{size_jobs[0]}"
        size["incremental"] = []
        edited = work / f"extra-{n}-edited.jsonl"
        write_jsonl(edited, [dict(r, abstract=r["abstract"] + " We also report results on a TPU v4 pod.")
                             for r in make_records(pool, n, 10)])
        for change, inputs in [("+10 papers", [corpus, extra]), ("none", [corpus, extra]),
                               ("10 abstracts edited", [corpus, edited])]:
            log(f"rebuild {n}: {change}")
            seconds, _, text, _ = run_build([*inputs, "-o", inc_out, "--no-viz", "-j", size_jobs[0]], f"rebuild {n}")
            size["incremental"].append({
                "change": change, "seconds": seconds,
                "extracted": summary_number(text, r"extracted (\d+)"), "cached": summary_number(text, r"from cache (\d+)"),
                "unchanged": summary_number(text, r"unchanged (\d+)") or 0, "updated": "updated in place" in text,
            })
            log(f"  {size['incremental'][-1]}")
        with_rdflib = n <= args.rdflib_max
        if args.skip_queries:
            data["not_run"].append(f"queries at {n:,} papers (--skip-queries).")
            data["sizes"].append(size)
            data["load_after"] = os.getloadavg()[0]
            data["finished"] = time.strftime("%Y-%m-%d %H:%M", time.gmtime())
            continue
        log(f"queries on {n} papers (rdflib: {with_rdflib})")
        qb, _ = peak_rss_of(lambda: query_bench(inc_out, args.repeats, args.rdflib_repeats, with_rdflib, args.query_timeout))
        qb["store_repeats"], qb["rdflib_repeats"], qb["timeout"] = args.repeats, args.rdflib_repeats, args.query_timeout
        size["queries"] = qb
        if not with_rdflib:
            data["not_run"].append(f"rdflib query comparison at {n:,} papers (--rdflib-max {args.rdflib_max}).")
        data["sizes"].append(size)
        data["load_after"] = os.getloadavg()[0]
        data["finished"] = time.strftime("%Y-%m-%d %H:%M", time.gmtime())
        write_markdown(args.out, data)  # after every size, so a long run leaves partial results
        Path(args.out).with_suffix(".json").write_text(json.dumps(data, indent=1), encoding="utf-8")
    for n in (1000, 10000, 100000):
        if n not in sizes:
            data["not_run"].append(f"{n:,} papers (not in --sizes).")
    write_markdown(args.out, data)
    Path(args.out).with_suffix(".json").write_text(json.dumps(data, indent=1), encoding="utf-8")
    log(f"wrote {args.out}")


if __name__ == "__main__":
    main()
