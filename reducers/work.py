"""The registry of rules procedures that run as work items (`Builtin` tasks), by name.

A rules procedure (play a card, attack, a turn) is a sequence of named phases pushed on the work stack,
with the trigger queue drained and deaths checked between them; each phase is registered here so the
work stack stays plain data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from hsfp.core.state import SETTLE, Builtin, GameState, Phase, Settle, Task, phase_item

#: What a phase returns: the state, or the state and the work it starts, the first to run first
#: (`followed_by`), which the fold puts on its stack without a state made to hold it.
PhaseResult = GameState | tuple[GameState, tuple[Task, ...]]
PhaseFn = Callable[[GameState, tuple[int, ...]], PhaseResult]

BUILTINS: Final[dict[Phase, PhaseFn]] = {}


def phase(name: Phase) -> Callable[[PhaseFn], PhaseFn]:
    """Returns a decorator registering a function as the phase of that name."""

    def deco(fn: PhaseFn) -> PhaseFn:
        if name in BUILTINS:
            raise ValueError(f"phase {name} registered twice")
        BUILTINS[name] = fn
        return fn

    return deco


def then_resolve(name: Phase, *args: int) -> tuple[Builtin, Settle]:
    """Returns a phase followed by settling: draining the trigger queue and checking deaths."""
    return phase_item(name, args), SETTLE


def followed_by(s: GameState, *tasks: Task) -> PhaseResult:
    """Returns what a phase returns when it starts work: the state and the tasks, the first named to run
    first (as `push` takes them)."""
    return s, tasks
