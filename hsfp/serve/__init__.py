"""The HTTP API (FastAPI; the `serve` extra): `create_app(Settings(...))`, served by `hsfp serve`.

The package imports FastAPI only when the application is asked for, so `hsfp.serve.command` can build
the command's arguments without the extra installed.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    """Returns `Settings` or `create_app` from `hsfp.serve.app` (imported on first use)."""
    if name in ("Settings", "create_app"):
        from hsfp.serve import app

        return getattr(app, name)
    raise AttributeError(name)


__all__ = ["Settings", "create_app"]
