"""The `hsfp serve` command: its arguments, serving, and the load test (`--load-test`)."""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import urlsplit

#: The modules of the `serve` extra.
EXTRA_MODULES = ("fastapi", "uvicorn", "httpx")


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Adds the arguments of `hsfp serve` to a parser."""
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8642)
    p.add_argument("--store", default=None, metavar="FILE|memory",
                   help="the SQLite file sessions are kept in (default: under the user's data directory), "
                        "or 'memory' to keep none")
    p.add_argument("--debug-full-state", action="store_true", help="serve each game's full state (hidden cards too)")
    p.add_argument("--session-ttl", type=float, default=3_600.0, help="seconds a session may stay idle")
    p.add_argument("--max-sessions", type=int, default=1_000)
    p.add_argument("--max-body", type=int, default=64 * 1024, help="bytes a request body may have")
    p.add_argument("--cors", action="append", default=[], metavar="ORIGIN", help="an origin CORS allows (repeat)")
    p.add_argument("--load-test", action="store_true",
                   help="start a server in another process on a free local port (or use --url), run --sessions "
                        "concurrent sessions of --steps steps, print the step latency, stop")
    p.add_argument("--url", default=None, help="the load test's target: a server on this machine (loopback only)")
    p.add_argument("--sessions", type=int, default=50, help="concurrent sessions of the load test")
    p.add_argument("--steps", type=int, default=200, help="steps per session of the load test")


def missing_modules() -> list[str]:
    """Returns the modules of the serve extra that are not installed."""
    out = []
    for m in EXTRA_MODULES:
        try:
            importlib.import_module(m)
        except ImportError:
            out.append(m)
    return out


def main(args: argparse.Namespace) -> int:
    """Runs `hsfp serve` (or its load test); returns the exit status."""
    if args.load_test:
        return _load_test(args)
    from hsfp.serve import server
    from hsfp.serve.app import Settings, create_app
    from hsfp.serve.store import default_path

    store = args.store or str(default_path())
    settings = Settings(store=store, debug_full_state=args.debug_full_state, session_ttl=args.session_ttl,
                        max_sessions=args.max_sessions, max_body=args.max_body, cors_origins=tuple(args.cors))
    app = create_app(settings)
    for note in app.state.restore_failures:
        print(f"hsfp serve: warning: {note}")
    print(f"hsfp serve: {len(app.state.pool)} session(s) restored from {store}")
    server.run(app, args.host, args.port)
    return 0


@contextmanager
def _server_process(max_sessions: int) -> Iterator[str]:
    """Runs `hsfp serve --store memory` in another process on a free local port; yields its URL."""
    import httpx

    from hsfp.serve.server import free_port

    port = free_port()
    cmd = [sys.executable, "-m", "hsfp.cli", "serve", "--store", "memory", "--port", str(port),
           "--max-sessions", str(max_sessions)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(url + "/", timeout=1.0)
                break
            except httpx.TransportError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the server of the load test did not start") from None
                time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        proc.wait(10)


def _load_test(args: argparse.Namespace) -> int:
    from hsfp.serve import loadtest

    if args.url is not None:
        host = urlsplit(args.url).hostname or ""
        if host not in ("127.0.0.1", "localhost", "::1"):
            raise ValueError(f"the load test only targets this machine (127.0.0.1, localhost, ::1), not {host!r}")
        url, report = args.url, loadtest.run(args.url, args.sessions, args.steps)
    else:
        with _server_process(args.sessions + 10) as url:
            report = loadtest.run(url, args.sessions, args.steps)
    print(f"load test on {url}: {report.sessions} sessions x {args.steps} steps: {report.steps} steps, "
          f"{report.errors} errors, {report.seconds:.1f} s, {report.steps_per_second:.0f} steps/s")
    print(f"step latency: p50 {report.p50_ms:.1f} ms, p99 {report.p99_ms:.1f} ms")
    if report.first_error:
        print(f"first error: {report.first_error}")
    return 0 if report.errors == 0 and report.steps == args.sessions * args.steps else 1


__all__ = ["EXTRA_MODULES", "add_arguments", "main", "missing_modules"]
