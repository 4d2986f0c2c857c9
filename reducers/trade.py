"""Trading (Tradeable, 2021): a card of the player's hand, for 1 mana, is shuffled into the deck and a
card is drawn. It is not a play: no card counts as played, nothing "whenever you play" reacts, Combo is
unchanged; the draw is an ordinary draw (fatigue, a full hand and "when drawn" all as usual)."""

from __future__ import annotations

from hsfp.core.state import PLAYER_ENTITY, VALUES_CHANGED, GameState, Phase
from hsfp.core.tags import EventKind
from reducers.base import CONTROLLER, MANA, mark_dirty, push, set_tag
from reducers.cardflow import draw, shuffle_into_deck
from reducers.enchant import leave_hand
from reducers.legal import TRADE_COST
from reducers.triggers import announce
from reducers.work import phase, then_resolve


def begin_trade(s: GameState, card: int) -> GameState:
    """Returns the state with the phases of trading a card pushed (the action was validated)."""
    return push(s, *then_resolve(Phase.TRADE, card))


@phase(Phase.TRADE)
def _trade(s: GameState, args: tuple[int, ...]) -> GameState:
    (card,) = args
    p = s.rows[card][CONTROLLER]
    pe = PLAYER_ENTITY[p]
    s = set_tag(s, pe, MANA, s.rows[pe][MANA] - TRADE_COST)
    s = mark_dirty(leave_hand(s, card), VALUES_CHANGED)
    s = announce(s, EventKind.TRADED, card, card, 0, p)
    s = shuffle_into_deck(s, p, card, card)
    return draw(s, p)


__all__ = ["begin_trade"]
