"""The interpreter of Casts When Drawn (the Acorns of Vibrant Squirrel): a card that, once drawn, is cast
at no cost and replaced by another draw. The cast is not a card played: no Mana is spent and no "play" or
"cast a spell" reaction sees it (docs/rulings.md, "CORE: Druid and Hunter")."""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState, Run
from reducers import cardflow
from reducers.base import HAND, ZONE, Handler, push


def _cast_when_drawn(s: GameState, e: dsl.CastWhenDrawn, ctx: Ctx) -> GameState:
    card = ctx.source
    if s.rows[card][ZONE] != HAND:
        return s  # discarded or played before its trigger resolved: nothing is cast
    s = cardflow.to_graveyard(s, card)
    return push(s, Run(e.effect, ctx), Run(dsl.Draw(1), ctx))


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.CastWhenDrawn: _cast_when_drawn,
}
