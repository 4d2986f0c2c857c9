"""Putting a new card on top of a deck (Merch Seller): the card drawn next, not shuffled in."""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState
from hsfp.core.tags import ZONE_LIMIT, Zone
from reducers.base import DECK, Handler, create, draw_random, zone_of
from reducers.pools import pool_cards
from reducers.query import sides

_DECK_LIMIT: Final = ZONE_LIMIT[Zone.DECK]


def _put_on_top_of_deck(s: GameState, e: dsl.PutOnTopOfDeck, ctx: Ctx) -> GameState:
    for p in sides(ctx.controller, e.side):
        # the pool is read for the player whose effect it is: "a random spell" is the same for both
        cards = pool_cards(s, e.pool, ctx.controller)
        if not cards or len(zone_of(s, p, DECK)) >= _DECK_LIMIT:
            continue
        s, i = draw_random(s, "put_on_top_of_deck", len(cards))
        # the last card of a deck zone is its top (`reducers.cardflow.draw` takes it)
        s, _ = create(s, cards[i], p, DECK)
    return s


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {dsl.PutOnTopOfDeck: _put_on_top_of_deck}
