"""The interpreter of "a Combo card" (Foxy Fraud's "your next Combo card"): a card whose definition has a
Combo, read from the card itself, so it holds in hand and deck as well as in play."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.registry import CARDS
from hsfp.core.state import Ctx, GameState

Test = Callable[[GameState, Any, Ctx, int], bool]


def _has_combo(s: GameState, c: dsl.HasCombo, ctx: Ctx, e: int) -> bool:
    return CARDS[s.cards[e]].combo is not None


#: The conditions of this module, for the condition table of `reducers.query`.
TESTS: Final[dict[type, Test]] = {dsl.HasCombo: _has_combo}
