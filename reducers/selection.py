"""The interpreter of two readings of a selection: "is one of" (whether an entity is among the entities a
selector means now: a minion summoned by its own play is its SUMMON event's source, so "summoned by a
card" is a minion not among its event's sources, Khadgar) and "the last of" (the last entity of an
ordered selector: the rightmost card of a hand, the card just put there, Ivory Knight)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState
from reducers.query import select, select_pure

Test = Callable[[GameState, Any, Ctx, int], bool]
Select = Callable[[GameState, Any, Ctx], tuple[GameState, tuple[int, ...]]]


def _among(s: GameState, c: dsl.Among, ctx: Ctx, e: int) -> bool:
    return e in select_pure(s, c.of, ctx)


def _last(s: GameState, sel: dsl.Last, ctx: Ctx) -> tuple[GameState, tuple[int, ...]]:
    s, ids = select(s, sel.of, ctx)
    return s, ids[-1:]


#: The conditions of this module, for the condition table of `reducers.query`.
TESTS: Final[dict[type, Test]] = {dsl.Among: _among}

#: The selectors of this module, for the selector table of `reducers.query`.
SELECTORS: Final[dict[type, Select]] = {dsl.Last: _last}
