"""The interpreter of spending all your Mana (Forbidden Flame): the amount is taken before the spend.

The Mana a player has now is read, set to 0, and the effect that follows runs with every `SpentMana()`
inside it replaced by that number, so what it does is fixed by the spend, whatever changes the Mana
afterwards (docs/rulings.md).
"""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import PLAYER_ENTITY, Ctx, GameState, Run
from reducers.base import MANA, Handler, push, set_tag
from reducers.binding import bind


def _spend_all_mana(s: GameState, e: dsl.SpendAllMana, ctx: Ctx) -> GameState:
    pe = PLAYER_ENTITY[ctx.controller]
    spent = max(0, s.rows[pe][MANA])
    s = set_tag(s, pe, MANA, 0)
    return push(s, Run(bind(e.then, dsl.SpentMana, dsl.SpendAllMana, spent), ctx))


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.SpendAllMana: _spend_all_mana,
}
