"""The interpreter of the chosen-target selector: the target a card was played on, kept on its row
(`Tag.CARD_TARGET`), read where `Target` means another entity (an amount inside a `Buff` of the card
itself: "destroy a minion and gain its Health")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState
from hsfp.core.tags import Tag, column

Select = Callable[[GameState, Any, Ctx], tuple[GameState, tuple[int, ...]]]

_CARD_TARGET: Final = column(Tag.CARD_TARGET)


def _chosen_target(s: GameState, sel: dsl.ChosenTarget, ctx: Ctx) -> tuple[GameState, tuple[int, ...]]:
    chosen = s.rows[ctx.source][_CARD_TARGET] if ctx.source else 0
    return s, ((chosen,) if chosen else ())


#: The selectors of this module, for the selector table of `reducers.query`.
SELECTORS: Final[dict[type, Select]] = {dsl.ChosenTarget: _chosen_target}
