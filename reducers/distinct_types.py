"""The interpreter of "random minions of different minion types": the candidates are taken in a random
order with the game's RNG, each kept if no minion kept before has its type; a minion of no type is never
kept, and an Amalgam (every type) is kept whatever the others are, since it can stand for a type no other
kept minion has (docs/rulings.md, CORE: Neutral, second half)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState
from hsfp.core.tags import Race, Tag, column
from reducers.base import shuffled
from reducers.query import select

_RACE: Final = column(Tag.RACE)
_NONE: Final = int(Race.INVALID)
_EVERY: Final = int(Race.ALL)


def _distinct_types(s: GameState, sel: dsl.DistinctTypes, ctx: Ctx) -> tuple[GameState, tuple[int, ...]]:
    s, ids = select(s, sel.of, ctx)
    typed = tuple(e for e in ids if s.rows[e][_RACE] != _NONE)
    s, order = shuffled(s, "distinct_types", typed)
    kept: list[int] = []
    taken: set[int] = set()
    for e in order:
        if len(kept) >= sel.n:
            break
        race = s.rows[e][_RACE]
        if race != _EVERY and race in taken:
            continue
        kept.append(e)
        if race != _EVERY:
            taken.add(race)
    return s, tuple(kept)


#: The selectors of this module, for the selector table of `reducers.query`.
SELECTORS: Final[dict[type, Callable[[GameState, Any, Ctx], tuple[GameState, tuple[int, ...]]]]] = {
    dsl.DistinctTypes: _distinct_types,
}
