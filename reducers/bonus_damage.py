"""The interpreter of damage that takes a multiple of the Spell Damage bonus (Arcane Blast's "double
bonus"): the amount plus `times` the controller's Spell Damage when the source is a spell, dealt through
the one damage pipeline (so a doubling modifier doubles the whole)."""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState
from reducers.base import CARDTYPE, SPELL, Handler, spell_damage
from reducers.damage import deal_damage
from reducers.query import amount_r, select


def _bonus_damage(s: GameState, e: dsl.BonusDamage, ctx: Ctx) -> GameState:
    s, ids = select(s, e.to, ctx)
    s, n = amount_r(s, e.amount, ctx)
    if s.rows[ctx.source][CARDTYPE] == SPELL:
        n += e.times * spell_damage(s, ctx.controller)
    for t in ids:
        s, _ = deal_damage(s, ctx.source, t, n)
    return s


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.BonusDamage: _bonus_damage,
}
