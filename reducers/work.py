"""The registry of rules procedures that run as work items (`Builtin` tasks), by name.

A rules procedure (play a card, attack, a turn) is a sequence of named phases pushed on the work stack,
with the trigger queue drained and deaths checked between them; each phase is registered here so the
work stack stays plain data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from hsfp.core.state import SETTLE, Builtin, GameState, Phase, Settle

PhaseFn = Callable[[GameState, tuple[int, ...]], GameState]

BUILTINS: dict[Phase, PhaseFn] = {}


def phase(name: Phase) -> Callable[[PhaseFn], PhaseFn]:
    """Returns a decorator registering a function as the phase of that name."""

    def deco(fn: PhaseFn) -> PhaseFn:
        if name in BUILTINS:
            raise ValueError(f"phase {name} registered twice")
        BUILTINS[name] = fn
        return fn

    return deco


#: The (phase, settle) pairs made before, by phase and arguments: work items are immutable values, so the
#: same item is handed out again rather than built again. Bounded; a value is a pure function of its key.
_RESOLVING: dict[tuple[Phase, tuple[int, ...]], tuple[Builtin, Settle]] = {}
_RESOLVING_MAX: Final = 20_000


def then_resolve(name: Phase, *args: int) -> tuple[Builtin, Settle]:
    """Returns a phase followed by settling: draining the trigger queue and checking deaths."""
    key = (name, args)
    found = _RESOLVING.get(key)
    if found is None:
        found = (Builtin(name, args), SETTLE)
        if len(_RESOLVING) >= _RESOLVING_MAX:
            _RESOLVING.clear()
        _RESOLVING[key] = found
    return found
