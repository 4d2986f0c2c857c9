"""The interpreter of a random summon at a cost computed when it runs ("a random minion with Cost equal
to your hand size"): the amount is read once, then the summon is an ordinary summon from the pool of
that cost (`reducers.pools`), so it places, draws and replays as every pool summon does."""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState, Run
from reducers.base import Handler, push
from reducers.query import amount_r


def _summon_from_pool_at_cost(s: GameState, e: dsl.SummonFromPoolAtCost, ctx: Ctx) -> GameState:
    s, n = amount_r(s, e.cost, ctx)
    pool = dsl.OfCost(e.pool, dsl.Relation.EQ, n)
    return push(s, Run(dsl.SummonFromPool(pool, e.side), ctx))


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.SummonFromPoolAtCost: _summon_from_pool_at_cost,
}
