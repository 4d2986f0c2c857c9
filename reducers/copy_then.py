"""The interpreter of copies changed as they are made: "add a copy to your hand that costs (1)" puts the
copy in hand, then runs its change on that copy alone (Keymaster Alabaster)."""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState, Run, retarget
from hsfp.core.tags import EventKind
from reducers import board as board_ops
from reducers.base import HAND, Handler, create, push, replace_row, zone_of
from reducers.query import select, sides
from reducers.triggers import announce


def _copy_to_hand_then(s: GameState, e: dsl.CopyToHandThen, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    made: list[Run] = []
    for t in ids:
        for p in sides(ctx.controller, e.side):
            if len(zone_of(s, p, HAND)) >= s.rules.hand_size:
                continue  # a full hand gets no copy, and nothing is changed
            card_id = s.cards[t]
            s, c = create(s, card_id, p, HAND)
            if e.mode != dsl.CopyMode.BASE:
                s = replace_row(s, c, board_ops.copy_row(s, t, card_id, p, HAND, e.mode))
                if e.mode == dsl.CopyMode.FULL:
                    s = board_ops.copy_enchantments(s, t, c, p)
            s = announce(s, EventKind.CARD_ADDED, c, ctx.source, 0, p)
            made.append(Run(e.then, retarget(ctx, c)))
    return push(s, *made)


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.CopyToHandThen: _copy_to_hand_then,
}
