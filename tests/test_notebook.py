"""The research notebooks run top to bottom inside the test suite, and show what they promise."""

from __future__ import annotations

import base64
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
#: Where the search notebook looks for the reference engine (from the notebooks' directory): the engine's
#: figure is shown only where it is found, as beside the project's shared documents.
REFERENCES = (NOTEBOOKS.parents[1] / "shared" / "reference" / "stoneheart.py",
              NOTEBOOKS.parent / "shared" / "reference" / "stoneheart.py")


def test_the_branching_notebook_runs_and_shows_its_plot() -> None:
    nb = nbformat.read(NOTEBOOKS / "01-branching.ipynb", as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    images = [o["data"]["image/png"] for o in outputs if "image/png" in o.get("data", {})]
    assert len(images) == 1
    assert base64.b64decode(images[0]).startswith(b"\x89PNG")
    text = "".join(o.get("text", "") for o in outputs if o.output_type == "stream")
    assert "first actions" in text and "bytes retained per step" in text
    assert "(untouched)" in text and "no state is copied" in text


def test_the_search_notebook_runs_and_shows_its_plots() -> None:
    nb = nbformat.read(NOTEBOOKS / "02-search.ipynb", as_version=4)
    NotebookClient(nb, timeout=900, kernel_name="python3",
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    images = [o["data"]["image/png"] for o in outputs if "image/png" in o.get("data", {})]
    assert len(images) == 2
    assert all(base64.b64decode(i).startswith(b"\x89PNG") for i in images)
    text = "".join(o.get("text", "") for o in outputs if o.output_type == "stream")
    for curve in ("mcts vs random", "mcts vs greedy", "ismcts vs random", "ismcts vs greedy"):
        assert curve in text
    assert "iterations/s" in text
    assert ("deep-copy UCT" in text) == any(p.exists() for p in REFERENCES)
    assert "vs ismcts:iterations" in text
