"""The interpreter of summoning a card that is already in a hand or a deck (Patches the Pirate, Dirty
Rat, "summon a minion from your deck"): the card itself enters play, keeps its enchantments (a hand buff
stays), and is summoned, not played, so no Battlecry runs. It goes where any summon of its source goes:
where a dying source stood, right of a source in play on that side, else rightmost.
"""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import PLAYER_ENTITY, Ctx, GameState
from hsfp.core.tags import EventKind
from reducers import board as board_ops
from reducers.base import CARDTYPE, CONTROLLER, DECK, ENCHANTMENT, HAND, MINION, ZONE, Handler, board
from reducers.enchant import leave_hand
from reducers.query import select

_FROM: Final = frozenset((HAND, DECK))


def summon_position(s: GameState, ctx: Ctx, p: int) -> int | None:
    """Returns the board index where an effect's summon for p goes: where its dying source stood (a
    deathrattle), right of its source in play, else None (rightmost)."""
    ev = ctx.event
    if ev is not None and ev.kind == EventKind.DEATH and ev.position and ev.player == p and (
            ev.entity == ctx.source or s.rows[ctx.source][CARDTYPE] == ENCHANTMENT):
        return ev.position - 1
    return board_ops.position_right_of(s, ctx.source, p)


def put_into_play(s: GameState, card: int, ctx: Ctx) -> GameState:
    """Returns the state with a minion card of a hand or deck summoned for its controller by an effect
    (no change if it is elsewhere, not a minion, or that board is full)."""
    r = s.rows[card]
    if r[ZONE] not in _FROM or r[CARDTYPE] != MINION:
        return s
    p = r[CONTROLLER]
    if len(board(s, p)) >= s.rules.board_size:
        return s
    if r[ZONE] == HAND:
        s = leave_hand(s, card)  # "while in hand" changes end; other enchantments stay
    # A card summoning itself (Patches) is summoned by its player: the summon is not a card played.
    by = PLAYER_ENTITY[p] if ctx.source == card else ctx.source
    return board_ops.place(s, card, p, summon_position(s, ctx, p), by)


def _put_into_play(s: GameState, e: dsl.PutIntoPlay, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for c in ids:
        s = put_into_play(s, c, ctx)
    return s


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.PutIntoPlay: _put_into_play,
}
