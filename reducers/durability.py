"""The interpreter of losing Durability ("this loses 1 Durability instead"): a weapon's Durability left is
its Durability less its damage, as for a minion's Health, so losing some is damage to the weapon that no
"whenever ... takes damage" sees; one at none is destroyed in the next death phase."""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState
from reducers.base import CARDTYPE, DAMAGE, PLAY, WEAPON, ZONE, Handler, set_tag
from reducers.query import select


def _lose_durability(s: GameState, e: dsl.LoseDurability, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for w in ids:
        r = s.rows[w]
        if r[CARDTYPE] == WEAPON and r[ZONE] == PLAY and e.n > 0:
            s = set_tag(s, w, DAMAGE, r[DAMAGE] + e.n)
    return s


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.LoseDurability: _lose_durability,
}
