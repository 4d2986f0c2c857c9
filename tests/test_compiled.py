"""The optional compiled build: pure Python unless asked, and, when installed, really compiled.

The build hook is `setup.py` beside `pyproject.toml`; the compiled set is `[tool.hsfp.compiled]`. On a
compiled install (HSFP_EXPECT_COMPILED=1, as CI runs it) every module of the set must be an extension
module and the modules untrusted input passes through must stay interpreted.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
# the modules an action or a document passes through before anything trusts its types
BOUNDARY = ("hsfp.core.actions", "reducers.intake", "hsfp.core.codec")
EXPECT_COMPILED = os.environ.get("HSFP_EXPECT_COMPILED", "") == "1"


def _build_hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("hsfp_build_hook", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _setup_call(monkeypatch: pytest.MonkeyPatch, argv: list[str], flag: str | None) -> dict[str, Any]:
    """Returns the keywords the build hook passes to setuptools for a command line and HSFP_COMPILE."""
    import setuptools

    hook = _build_hook()
    seen: dict[str, Any] = {}
    monkeypatch.setattr(setuptools, "setup", lambda **kw: seen.update(kw))
    monkeypatch.setattr(sys, "argv", ["setup.py", *argv])
    if flag is None:
        monkeypatch.delenv("HSFP_COMPILE", raising=False)
    else:
        monkeypatch.setenv("HSFP_COMPILE", flag)
    hook.main()
    return seen


def _module_name(path: str) -> str:
    return path.removesuffix(".py").replace("/", ".")


def _imported_sources() -> Path:
    """Returns the directory the project's packages are imported from (a source tree or site-packages)."""
    import hsfp

    return Path(str(hsfp.__file__)).resolve().parent.parent


def _is_extension(module: ModuleType) -> bool:
    return str(module.__file__).endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


@pytest.mark.parametrize("flag", [None, "", "0", "no"])
def test_an_install_that_does_not_ask_is_pure_python(monkeypatch: pytest.MonkeyPatch, flag: str | None) -> None:
    kw = _setup_call(monkeypatch, ["bdist_wheel"], flag)
    assert not kw.get("ext_modules")
    assert not kw.get("setup_requires")


def test_asking_for_the_compiled_build_puts_the_compiler_into_the_build_environment(
        monkeypatch: pytest.MonkeyPatch) -> None:
    kw = _setup_call(monkeypatch, ["egg_info"], "1")
    requirements = kw["setup_requires"]
    assert any(r.startswith("mypy") for r in requirements)
    assert any(r.startswith("returns") for r in requirements)  # its types decide the compiled step


def test_an_editable_compiled_install_is_refused_with_the_command_to_use(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(SystemExit, match=r"HSFP_COMPILE=1 pip install \.` \(not -e\)"):
        _setup_call(monkeypatch, ["editable_wheel", "--dist-dir", "/tmp/x"], "1")


def test_the_compiled_set_is_the_rules_core_and_the_random_policies_without_the_untrusted_input_boundary() -> None:
    names = [_module_name(p) for p in _build_hook().compiled_modules(sources=_imported_sources())]
    assert {"reducers.step", "reducers.fold", "reducers.legal", "hsfp.core.state", "hsfp.agents.basic"} <= set(names)
    assert all(n.startswith(("hsfp.core.", "reducers.")) or n == "hsfp.agents.basic" for n in names)
    assert not set(BOUNDARY) & set(names)


@pytest.mark.skipif(not EXPECT_COMPILED, reason="runs on the compiled install (HSFP_EXPECT_COMPILED=1)")
def test_the_installed_rules_core_is_compiled_and_the_input_boundary_is_not() -> None:
    installed = _imported_sources()
    assert installed != ROOT  # the installed package, not a source tree beside the tests
    names = [_module_name(p) for p in _build_hook().compiled_modules(sources=installed)]
    assert names
    interpreted = [n for n in names if not _is_extension(importlib.import_module(n))]
    assert interpreted == []
    assert not [n for n in BOUNDARY if _is_extension(importlib.import_module(n))]


def test_the_bench_names_the_build_it_measures() -> None:
    from hsfp.bench import build

    assert build() == ("compiled" if EXPECT_COMPILED else "pure")
