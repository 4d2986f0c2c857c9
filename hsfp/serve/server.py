"""Running the application with uvicorn: in the foreground (`hsfp serve`) or in a background thread on a
free local port (tests, the load test)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn


def free_port(host: str = "127.0.0.1") -> int:
    """Returns a TCP port that is free on a local address now."""
    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def run(app: Any, host: str, port: int) -> None:
    """Serves an application until interrupted."""
    uvicorn.run(app, host=host, port=port, log_level="info")


@contextmanager
def background(app: Any, host: str = "127.0.0.1", port: int | None = None,
               timeout: float = 30.0) -> Iterator[str]:
    """Serves an application in a thread while the block runs; yields its base URL."""
    port = port or free_port(host)
    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, name="hsfp-serve", daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError(f"the server did not start on {host}:{port}")
        time.sleep(0.02)
    try:
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout)


__all__ = ["background", "free_port", "run"]
