"""Instructions per action, counted under valgrind: the figure of random play the machine's load does not
move.

Wall-clock ratios on a shared machine drift by 10% and more from round to round; the instructions a
workload executes are the same on every run of the same tree, interpreter and hash seed. Each workload is
played by a child process of this interpreter under `valgrind --tool=cachegrind --cache-sim=no`, twice:
once playing its games once, once playing them twice, each after one warm-up game. The difference of
the two totals divided by one pass's actions is what an action costs, with the start-up, the imports and
the warm-up taken out. The two runs go side by side (valgrind is single-threaded).

Both runs must also lay out memory alike: CPython's cache of type attributes is indexed by addresses, and
every NamedTuple field read goes through it, so two layouts miss it differently; the part that is not
taken out (start-up, imports, warm-up), costing more in one run than in the other, would then land in the
difference. Where `setarch -R` works (Linux), the runs go with address randomisation off, so each tree
gets one layout; the passes are also given as arguments of one length.

An instruction count is not a time: the same count runs faster or slower with how the code uses the
caches and the branch predictor, so a ratio of counts between two engines is not a ratio of speeds. It is
the figure to compare one tree of hsfp with another.

The child side is this file run as a script (`python countbench.py WORKLOAD PASSES GAMES [REFERENCE]`): it
prints `ACTIONS n`, the actions of one pass.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

#: The workloads, by name: what each child plays.
BASIC = "hsfp, reference policy, Basic decks"
CLASSIC = "hsfp, reference policy, Basic and Classic decks"
UNIFORM = "hsfp, uniform over legal actions"
REFERENCE = "reference (stoneheart), its own random play"
WORKLOADS = (BASIC, CLASSIC, UNIFORM, REFERENCE)
_KEYS = {BASIC: "basic", CLASSIC: "classic", UNIFORM: "uniform", REFERENCE: "reference"}

_REFS = re.compile(r"I\s+refs:\s+([\d,]+)")
_ACTIONS = re.compile(r"^ACTIONS (\d+)$", re.MULTILINE)


class CountError(RuntimeError):
    """A counting run failed: valgrind is missing, or a child did not finish as it should (the message
    names which and why)."""


class MissingValgrind(CountError):
    """valgrind, which counts the instructions, is not installed."""


@dataclass(frozen=True)
class Count:
    """Instructions per action of one workload, and the actions one pass of it played."""

    workload: str
    per_action: float
    actions: int


def valgrind() -> str:
    """Returns the path of the valgrind command; raises MissingValgrind if it is not installed."""
    found = shutil.which("valgrind")
    if found is None:
        raise MissingValgrind("valgrind is not installed (Debian and Ubuntu: apt install valgrind); it counts the "
                         "instructions")
    return found


def instructions(result: str) -> int:
    """Returns the total instructions a cachegrind run reports in its output."""
    m = _REFS.search(result)
    if m is None:
        raise CountError(f"no instruction count in valgrind's output: {result[-300:]!r}")
    return int(m.group(1).replace(",", ""))


def fixed_layout() -> list[str]:
    """Returns the command prefix that turns address randomisation off for a run (`setarch -R`), or an empty
    list where there is no such command or it is not allowed."""
    found = shutil.which("setarch") if sys.platform.startswith("linux") else None
    if found is None:
        return []
    probe = subprocess.run([found, "-R", sys.executable, "-c", "pass"], capture_output=True, check=False)
    return [found, "-R"] if probe.returncode == 0 else []


def per_action(child: Sequence[str], name: str = "workload") -> Count:
    """Returns the instructions per action of a child workload: the arguments after the interpreter of a
    command that takes the number of passes as the token "{passes}" and prints `ACTIONS n` (one pass's
    actions)."""
    tool = valgrind()
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    prefix = fixed_layout()
    runs = []
    for passes in (1, 2):
        argv = [*prefix, tool, "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", sys.executable,
                *(a.replace("{passes}", str(passes)) for a in child)]
        runs.append(subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env))
    totals = []
    actions = 0
    for run in runs:
        out, err = run.communicate()
        if run.returncode != 0:
            raise CountError(f"{name}: the counting run exited with status {run.returncode}: {err[-500:]}")
        found = _ACTIONS.search(out)
        if found is None:
            raise CountError(f"{name}: the counting run printed no ACTIONS line: {out[-300:]!r}")
        actions = int(found.group(1))
        totals.append(instructions(err))
    if actions <= 0:
        raise CountError(f"{name}: a pass played no action")
    return Count(name, (totals[1] - totals[0]) / actions, actions)


def count_all(games: int, reference: Path | None, progress: Callable[[str], None] = lambda _: None) -> list[Count]:
    """Returns the instructions per action of every workload (the reference's only if its bench script is
    present), `games` games a pass."""
    valgrind()
    script = str(Path(__file__).resolve())
    # one run without valgrind first, so both counted runs find the bytecode caches written
    subprocess.run([sys.executable, script, "basic", "0", "1"], check=True, capture_output=True)
    out = []
    for name in WORKLOADS:
        if name == REFERENCE and (reference is None or not reference.exists()):
            continue
        progress(name)
        extra = [str(reference.resolve())] if name == REFERENCE and reference is not None else []
        out.append(per_action([script, _KEYS[name], "{passes}", str(games), *extra], name))
    return out


def _game(key: str, reference: str | None) -> Callable[[int], int]:
    # the function a workload plays a seed with, returning its actions
    if key == "reference":
        from hsfp.bench import load_reference_game

        game = load_reference_game(Path(reference or ""))
        if game is None:
            raise CountError(f"no reference engine's bench script at {reference}")
        return game
    from functools import partial

    from hsfp import bench

    if key == "uniform":
        return bench._uniform_game
    return partial(bench._reference_policy_game, basic_only=key == "basic")


def _child(argv: list[str]) -> int:
    key, passes, games = argv[0], int(argv[1]), int(argv[2])
    game = _game(key, argv[3] if len(argv) > 3 else None)
    game(10_000)  # the warm-up: every module and cache a game touches is loaded before the counted passes
    actions = 0
    for _ in range(passes):
        actions = sum(game(seed) for seed in range(games))
    print(f"ACTIONS {actions}")
    return 0


if __name__ == "__main__":
    # run as a script, `sys.path[0]` is this file's folder, which is the package's: put the tree's root
    # first instead, so `hsfp` is the package and not this folder's modules by their bare names
    sys.path[0] = str(Path(__file__).resolve().parent.parent)
    sys.exit(_child(sys.argv[1:]))
