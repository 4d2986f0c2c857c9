"""Overload taken on: the crystals a player owes for next turn, announced as an event (Tunnel Trogg)."""

from __future__ import annotations

from typing import Final

from hsfp.core.state import PLAYER_ENTITY, GameState
from hsfp.core.tags import EventKind, Tag, column, rare
from reducers.base import set_tag
from reducers.triggers import announce

_OWED: Final = column(Tag.OVERLOAD_OWED)


def overloaded(s: GameState, p: int, n: int, source: int) -> GameState:
    """Returns the state after the event saying that p took on n Overload (none if n is not positive);
    the crystals owed are the caller's to count."""
    if n <= 0:
        return s
    return announce(s, EventKind.OVERLOADED, PLAYER_ENTITY[p], source, 0, p, n)


def incur(s: GameState, p: int, n: int, source: int) -> GameState:
    """Returns the state after p takes on n Overload from a source: owed for next turn, and announced."""
    if n <= 0:
        return s
    pe = PLAYER_ENTITY[p]
    return overloaded(set_tag(s, pe, _OWED, rare(s.rows[pe], _OWED) + n), p, n, source)
