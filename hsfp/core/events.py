"""Game events: what a step emits and what triggers listen for."""

from __future__ import annotations

from typing import Final, NamedTuple

from hsfp.core.tags import EventKind


class Event(NamedTuple):
    """One thing that happened. Unused fields are 0 (entity ids start at 1); `player` is -1 if none.

    For DAMAGE, `before` is the health before and `fatal` says it reached 0; for DEATH, `position` and
    `player` are the death snapshot (board position, 1-based, and controller at death)."""

    kind: EventKind
    entity: int = 0
    source: int = 0
    target: int = 0
    player: int = -1
    amount: int = 0
    before: int = 0
    position: int = 0
    fatal: bool = False


_new: Final = tuple.__new__


#: The class, as a static of the compiled build (a class name is otherwise looked up in the module's
#: globals on every call).
_EVENT: Final = Event


def event(kind: EventKind, entity: int = 0, source: int = 0, target: int = 0, player: int = -1, amount: int = 0,
          before: int = 0, position: int = 0, fatal: bool = False) -> Event:
    """Returns an event: `Event(...)`, built by position (the reducers make several per step, and
    NamedTuple's constructor costs more than the record)."""
    return _new(_EVENT, (kind, entity, source, target, player, amount, before, position, fatal))


class Draw(NamedTuple):
    """One random draw: what it was for, the domain size, and the result (for replay checks)."""

    op: str
    domain: int
    result: int
