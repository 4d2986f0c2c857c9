"""The turn a card was played on: "the spells you played last turn" (Krag'wa, the Frog).

Playing a card writes the turn on its row (`Tag.PLAYED_ON_TURN`, `reducers.outcast.record_play`); the
condition here compares it with the turn now, so a card never played (0) never matches.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.state import Ctx, GameState
from hsfp.core.tags import Tag, column

_PLAYED_ON: Final = column(Tag.PLAYED_ON_TURN)


def _played_turns_ago(s: GameState, c: dsl.PlayedTurnsAgo, ctx: Ctx, e: int) -> bool:
    played = s.rows[e][_PLAYED_ON]
    return bool(played) and played == s.turn - c.turns


#: The tests of this module's conditions, for the query tables.
TESTS: Final[dict[type, Callable[[GameState, Any, Ctx, int], bool]]] = {dsl.PlayedTurnsAgo: _played_turns_ago}
