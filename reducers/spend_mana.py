"""The interpreter of spending all your Mana (Forbidden Flame): the amount is taken before the spend.

The Mana a player has now is read, set to 0, and the effect that follows runs with every `SpentMana()`
inside it replaced by that number, so what it does is fixed by the spend, whatever changes the Mana
afterwards (docs/rulings.md).
"""

from __future__ import annotations

import dataclasses
from typing import cast

from hsfp.core import dsl
from hsfp.core.state import PLAYER_ENTITY, Ctx, GameState, Run
from reducers.base import MANA, Handler, push, set_tag


def bind_spent(node: object, spent: int) -> object:
    """Returns a node of the card language with each `SpentMana()` in it (outside a nested
    `SpendAllMana`, which spends for itself) replaced by the number spent."""
    if isinstance(node, dsl.SpentMana):
        return spent
    if isinstance(node, dsl.SpendAllMana):
        return node
    if isinstance(node, tuple):
        items = tuple(bind_spent(x, spent) for x in node)
        return items if any(a is not b for a, b in zip(items, node, strict=True)) else node
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        changes = {}
        for f in dataclasses.fields(node):
            old = getattr(node, f.name)
            new = bind_spent(old, spent)
            if new is not old:
                changes[f.name] = new
        return dataclasses.replace(node, **changes) if changes else node
    return node


def _spend_all_mana(s: GameState, e: dsl.SpendAllMana, ctx: Ctx) -> GameState:
    pe = PLAYER_ENTITY[ctx.controller]
    spent = max(0, s.rows[pe][MANA])
    s = set_tag(s, pe, MANA, 0)
    return push(s, Run(cast(dsl.Effect, bind_spent(e.then, spent)), ctx))


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: dict[type, Handler] = {
    dsl.SpendAllMana: _spend_all_mana,
}
