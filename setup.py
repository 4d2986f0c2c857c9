"""Build hook: pure Python by default; with HSFP_COMPILE=1 the rules core is compiled with mypyc.

Everything else about the package is declared in pyproject.toml; this file only decides the extension
modules. The compiled set is `[tool.hsfp.compiled]` in pyproject.toml. A compiled build is a normal
(non-editable) install into its own environment; see docs/compiled.md.
"""

from __future__ import annotations

import os
import sys
import tomllib
from collections.abc import Mapping
from fnmatch import fnmatch
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
FLAG = "HSFP_COMPILE"
_YES = frozenset({"1", "true", "yes", "on"})
# the setuptools commands that build or install code; any other run (egg_info, dist_info) reads metadata
_BUILDS = frozenset({"build", "build_ext", "build_py", "bdist", "bdist_wheel", "install", "editable_wheel",
                     "develop"})
# the compiled modules import hsfp.core, whose package root imports every face: check those only as far as
# the compiled code sees them, so that the build needs none of their optional dependencies
_MYPY_OPTIONS = ("--follow-imports=silent",)


def _pyproject(root: Path = ROOT) -> dict[str, Any]:
    with (root / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def compile_requested(environ: Mapping[str, str] = os.environ) -> bool:
    """Returns whether the environment asks for the compiled build (HSFP_COMPILE=1, true, yes or on)."""
    return environ.get(FLAG, "").strip().lower() in _YES


def compiled_modules(root: Path = ROOT, sources: Path | None = None) -> list[str]:
    """Returns the paths (relative to the sources, by default the root; sorted) of the modules the compiled
    build compiles."""
    config = _pyproject(root)["tool"]["hsfp"]["compiled"]
    base = root if sources is None else sources
    found = {p.relative_to(base).as_posix() for pattern in config["include"] for p in base.glob(pattern)}
    return sorted(p for p in found if not any(fnmatch(p, x) for x in config["exclude"]))


def compiler_requirements(root: Path = ROOT) -> list[str]:
    """Returns what the compiled build needs in its build environment: mypy (which ships mypyc) and the
    runtime dependencies, whose types decide the compiled code."""
    return ["mypy>=1.10", *_pyproject(root)["project"]["dependencies"]]


def _extensions() -> list[Any]:
    """Returns the mypyc extension modules of the compiled set (mypyc must be importable)."""
    from mypyc.build import mypycify

    here = Path.cwd()
    os.chdir(ROOT)  # mypy reads [tool.mypy] from the pyproject.toml of the directory it runs in
    try:
        return list(mypycify([*_MYPY_OPTIONS, *compiled_modules()], opt_level="3", debug_level="0",
                             group_name="hsfp_native"))
    finally:
        os.chdir(here)


def main() -> None:
    """Runs setuptools with no extension modules, or with the compiled rules core when asked."""
    from setuptools import setup

    if not compile_requested():
        setup()
        return
    commands = _BUILDS.intersection(sys.argv[1:])
    if "editable_wheel" in commands or "develop" in commands:
        # an editable install would build the extensions next to the sources, where they shadow them
        raise SystemExit(f"{FLAG}=1 builds a normal install: run `{FLAG}=1 pip install .` (not -e) "
                         "into an environment of its own.")
    if not commands:
        # a PEP 517 frontend first asks what the build needs: name the compiler, so that it installs it
        # into the build environment before it runs this file again to build
        setup(setup_requires=compiler_requirements())
        return
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        raise SystemExit(f"{FLAG}=1 needs mypy (which ships mypyc) in the build environment: "
                         "pip install mypy, or build with pip's default build isolation.") from None
    setup(ext_modules=_extensions())


if __name__ == "__main__":
    main()
