"""The interpreter of Joust: reveal a random card of a type in each deck and compare their printed costs.

The real game's rules (docs/rulings.md, The Grand Tournament): the controller wins only with the higher
cost, a tie loses; a controller with no such card loses and nothing is revealed; an opponent with none
loses. Both players see the two revealed cards and nothing else of either deck: each is shown as a new
entity of its card, out of the game, while the card itself goes back into its deck at a random place (so
the order of a deck tells nothing of where it went).
"""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.registry import CARDS
from hsfp.core.state import Ctx, GameState, Run
from hsfp.core.tags import CardType, EventKind, Zone
from reducers.base import DECK, Handler, create, draw_random, move, push, zone_of
from reducers.triggers import announce

_REMOVED: Final = int(Zone.REMOVEDFROMGAME)


def reveal(s: GameState, p: int, card_type: CardType, source: int) -> tuple[GameState, int | None]:
    """Returns the state after a random card of a type in p's deck is shown to both players and goes back
    into the deck at a random place, and its printed cost (None, and nothing shown, if there is none)."""
    deck = zone_of(s, p, DECK)
    cards = s.cards
    candidates = [c for c in deck if CARDS[cards[c]].card_type == card_type]
    if not candidates:
        return s, None
    s, i = draw_random(s, "joust_reveal", len(candidates))
    card = candidates[i]
    card_id = cards[card]
    cost = CARDS[card_id].cost  # the printed cost: a cost changed in the deck does not count
    s, shown = create(s, card_id, p, _REMOVED)
    s = announce(s, EventKind.REVEALED, shown, source, 0, p, cost)
    s, place = draw_random(s, "joust_shuffle", len(deck))
    return move(s, card, DECK, place), cost


def _joust(s: GameState, e: dsl.Joust, ctx: Ctx) -> GameState:
    p = ctx.controller
    s, mine = reveal(s, p, e.card_type, ctx.source)
    won = False
    if mine is not None:
        s, theirs = reveal(s, 1 - p, e.card_type, ctx.source)
        won = theirs is None or mine > theirs
    branch = e.then if won else e.otherwise
    return s if branch is None else push(s, Run(branch, ctx))


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.Joust: _joust,
}
