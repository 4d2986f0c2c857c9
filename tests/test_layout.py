"""The layering rule the import-linter contract cannot see: reducers and cards import `hsfp.core.*`
explicitly, never the `hsfp` package root."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_ROOT_IMPORT = re.compile(r"^\s*(from hsfp import|import hsfp\s*$|import hsfp\s+as|from hsfp\.(?!core)\w+)", re.M)


def test_reducers_and_cards_import_only_hsfp_core() -> None:
    offenders = [str(p.relative_to(ROOT)) for pkg in ("reducers", "cards") for p in (ROOT / pkg).rglob("*.py")
                 if _ROOT_IMPORT.search(p.read_text(encoding="utf-8"))]
    assert offenders == []
