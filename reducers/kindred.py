"""Kindred: "if you played a card last turn that shares a minion type or a spell school with this".

Playing a card writes the turn on its row (`Tag.PLAYED_ON_TURN`); the controller's last turn is two
turns back on their own turn and one back on the opponent's. A card of every minion type (All) shares
one with any minion type; a card with neither a type nor a school shares nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.state import FIRST_CARD, Ctx, GameState
from hsfp.core.tags import Race, Tag, column, rare

_PLAYED_ON: Final = column(Tag.PLAYED_ON_TURN)
_RACE: Final = column(Tag.RACE)
_SCHOOL: Final = column(Tag.SPELL_SCHOOL)
_ALL: Final = int(Race.ALL)


def last_turn_of(s: GameState, player: int) -> int:
    """Returns the number of the player's last turn before the one now (0 if they have had none)."""
    return max(0, s.turn - (2 if s.current == player else 1))


def shares_kind(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Returns whether two card rows share a minion type (All matching any) or a spell school."""
    ra, rb = a[_RACE], b[_RACE]
    if ra and rb and (ra == rb or _ALL in (ra, rb)):
        return True
    return bool(rare(a, _SCHOOL)) and rare(a, _SCHOOL) == rare(b, _SCHOOL)


def _kindred(s: GameState, c: dsl.Kindred, ctx: Ctx, e: int) -> bool:
    turn = last_turn_of(s, ctx.controller)
    if not turn:
        return False
    me = s.rows[ctx.source]
    rows = s.rows
    # only the player whose turn it was plays cards, so the turn number says whose card it was
    return any(rows[x][_PLAYED_ON] == turn and shares_kind(me, rows[x]) for x in range(FIRST_CARD, len(rows))
               if x != ctx.source)


#: The tests of this module's conditions, for the query tables.
TESTS: Final[dict[type, Callable[[GameState, Any, Ctx, int], bool]]] = {dsl.Kindred: _kindred}
