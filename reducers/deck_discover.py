"""The interpreter of Discovering a card from the deck (Tracking): the options are copies of distinct
cards of the deck, seen only by the chooser like every offer; the card drawn is the deck's own card of the
chosen id (the one nearest the top), so its enchantments and its place in the draw history are its own."""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import ChoiceKind, Ctx, GameState, Pending
from reducers import cardflow
from reducers.base import DECK, SETASIDE, ZONE, Handler, create, draw_random, zone_of
from reducers.pools import blank
from reducers.query import select


def _discover_draw(s: GameState, e: dsl.DiscoverDraw, ctx: Ctx) -> GameState:
    p = ctx.controller
    s, ids = select(s, e.of, ctx)
    # by card id, not by position: the options say nothing of the order the deck lies in
    left = sorted({s.cards[i] for i in ids if s.rows[i][ZONE] == DECK})
    cards: list[str] = []
    for _ in range(min(max(e.n, 0), len(left))):
        s, i = draw_random(s, "discover", len(left))
        cards.append(left.pop(i))
    options: list[int] = []
    for c in cards:
        s, o = create(s, c, p, SETASIDE)
        options.append(o)
    if not options:
        return s
    return s._replace(pending=Pending(ChoiceKind.PICK, p, tuple(options), dsl.DrawOffered(), ctx,
                                      dsl.DropOffered()))


def _draw_offered(s: GameState, e: dsl.DrawOffered, ctx: Ctx) -> GameState:
    c, p = ctx.target, ctx.controller
    if s.rows[c][ZONE] != SETASIDE:
        return s
    card_id = s.cards[c]
    s = blank(s, c)
    # the deck's last entity is its top card
    same = [d for d in zone_of(s, p, DECK) if s.cards[d] == card_id]
    return cardflow.draw_specific(s, p, same[-1]) if same else s


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.DiscoverDraw: _discover_draw,
    dsl.DrawOffered: _draw_offered,
}
