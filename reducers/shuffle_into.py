"""Shuffling a minion in play into a chosen player's deck, as that player's card (Entomb)."""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.registry import CARDS
from hsfp.core.state import Ctx, GameState
from reducers import cardflow
from reducers.base import CARDTYPE, CONTROLLER, DECK, MINION, PLAY, ZONE, Handler, fresh_row, replace_row, zone_of
from reducers.enchant import detach_all
from reducers.query import select

#: The most cards a deck holds (as `reducers.cardflow.shuffle_into_deck` counts them).
_DECK_LIMIT: Final = 60


def _shuffle_into_deck_of(s: GameState, e: dsl.ShuffleIntoDeckOf, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    p = 1 - ctx.controller if e.side == dsl.Side.ENEMY else ctx.controller
    for t in ids:
        r = s.rows[t]
        if r[ZONE] != PLAY or r[CARDTYPE] != MINION or len(zone_of(s, p, DECK)) >= _DECK_LIMIT:
            continue  # gone already, or no room: the minion stays where it is
        s = detach_all(s, t)
        # its printed card, owned by the player whose deck it joins (the move changes its controller)
        s = replace_row(s, t, fresh_row(CARDS[s.cards[t]], r[CONTROLLER], p, r[ZONE]))
        s = cardflow.shuffle_into_deck(s, p, t, ctx.source)
    return s


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {dsl.ShuffleIntoDeckOf: _shuffle_into_deck_of}
