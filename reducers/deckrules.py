"""The interpreter of deck predicates and of the Hero Power selector.

"If your deck has no duplicates" (Reno Jackson, Kazakus, Raza) reads the cards left in a deck now, by
card id; "your Hero Power" is whatever Hero Power the player has now, so an aura on it follows a
replaced Hero Power (Raza, docs/rulings.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.state import PLAYER_ENTITY, Ctx, GameState
from reducers.base import DECK, HERO_POWER_ENTITY, zone_of
from reducers.query import sides

Test = Callable[[GameState, Any, Ctx, int], bool]
Select = Callable[[GameState, Any, Ctx], tuple[GameState, tuple[int, ...]]]


def no_duplicates(s: GameState, p: int) -> bool:
    """Returns whether no two cards left in p's deck share a card id."""
    deck = zone_of(s, p, DECK)
    return len({s.cards[c] for c in deck}) == len(deck)


def _no_duplicates_in_deck(s: GameState, c: dsl.NoDuplicatesInDeck, ctx: Ctx, e: int) -> bool:
    return all(no_duplicates(s, p) for p in sides(ctx.controller, c.side))


def _hero_powers(s: GameState, sel: dsl.HeroPowers, ctx: Ctx) -> tuple[GameState, tuple[int, ...]]:
    rows = s.rows
    powers = (rows[PLAYER_ENTITY[p]][HERO_POWER_ENTITY] for p in sides(ctx.controller, sel.side))
    return s, tuple(h for h in powers if h)


#: The conditions of this module, for the condition table of `reducers.query`.
TESTS: Final[dict[type, Test]] = {dsl.NoDuplicatesInDeck: _no_duplicates_in_deck}

#: The selectors of this module, for the selector table of `reducers.query`.
SELECTORS: Final[dict[type, Select]] = {dsl.HeroPowers: _hero_powers}
