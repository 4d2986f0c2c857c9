"""Outcast: a card played from the leftmost or rightmost slot of its player's hand (a lone card is both).

Where a card stood in its hand is known only while it is there, so playing a card records, on its own
row, whether it left from an end (`Tag.PLAYED_OUTCAST`, cleared when it is played again from the middle)
and the turn it was played on (`Tag.PLAYED_ON_TURN`); its "Outcast:" effects read the record, and
"Outcast: this costs (1)" is an aura of the card on itself while it is one of the ends of the hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState
from hsfp.core.tags import N_ZONES, Tag, column
from reducers.base import CONTROLLER, HAND, set_tags
from reducers.query import select

Test = Callable[[GameState, Any, Ctx, int], bool]
Select = Callable[[GameState, Any, Ctx], tuple[GameState, tuple[int, ...]]]

_OUTCAST: Final = column(Tag.PLAYED_OUTCAST)
_PLAYED_ON: Final = column(Tag.PLAYED_ON_TURN)


def play_marks(s: GameState, card: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """Returns the tags that mark a card about to leave its hand to be played: whether it is played
    Outcast, and the turn it is played on (read while it still stands in its hand)."""
    hand = s.zones[s.rows[card][CONTROLLER] * N_ZONES + HAND]  # Outcast: the leftmost or the rightmost card
    return (_OUTCAST, 1 if hand and (card == hand[0] or card == hand[-1]) else 0), (_PLAYED_ON, s.turn)


def record_play(s: GameState, card: int) -> GameState:
    """Returns the state with a card about to leave its hand to be played marked (`play_marks`)."""
    return set_tags(s, card, play_marks(s, card))


def outcast_only(effect: dsl.Effect) -> bool:
    """Returns whether a minion's play effect is an Outcast effect alone: it is no Battlecry, so what
    doubles Battlecries leaves it alone."""
    return isinstance(effect, dsl.If) and isinstance(effect.cond, dsl.PlayedOutcast) and effect.otherwise is None


def _played_outcast(s: GameState, c: dsl.PlayedOutcast, ctx: Ctx, e: int) -> bool:
    return bool(s.rows[ctx.source][_OUTCAST])


def _ends(s: GameState, sel: dsl.Ends, ctx: Ctx) -> tuple[GameState, tuple[int, ...]]:
    s, ids = select(s, sel.of, ctx)
    return s, tuple(dict.fromkeys((ids[0], ids[-1]))) if ids else ()


#: The conditions of this module, for the condition table of `reducers.query`.
TESTS: Final[dict[type, Test]] = {dsl.PlayedOutcast: _played_outcast}

#: The selectors of this module, for the selector table of `reducers.query`.
SELECTORS: Final[dict[type, Select]] = {dsl.Ends: _ends}
