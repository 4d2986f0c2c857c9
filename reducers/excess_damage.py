"""The interpreter of damage whose excess goes on to another target (Explosive Runes: "deal 6 damage to
it and any excess to their hero").

The excess is the amount (with the spell's Spell Damage) beyond the health the entity had left when the
hit started, whatever the hit did: a Divine Shield that absorbs the hit does not absorb the excess
(docs/rulings.md, CORE: Mage and Paladin).
"""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState
from reducers.base import CARDTYPE, SPELL, Handler, spell_damage
from reducers.damage import deal_damage
from reducers.query import amount_r, remaining, select


def _damage_with_excess(s: GameState, e: dsl.DamageWithExcess, ctx: Ctx) -> GameState:
    s, ids = select(s, e.to, ctx)
    s, n = amount_r(s, e.amount, ctx)
    if s.rows[ctx.source][CARDTYPE] == SPELL:
        n += spell_damage(s, ctx.controller)
    for t in ids:
        excess = n - max(remaining(s, t), 0)
        s, _ = deal_damage(s, ctx.source, t, n)
        if excess <= 0:
            continue
        s, over = select(s, e.excess_to, ctx)
        for o in over:
            s, _ = deal_damage(s, ctx.source, o, excess)
    return s


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.DamageWithExcess: _damage_with_excess,
}
