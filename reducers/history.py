"""History counters: per-player counts kept over the whole game ("for each Totem you've summoned this
game"), each a tag of the player's row, read with `PlayerTag`.

A summon counter grows by one each time a minion that satisfies its condition enters play for the
player, played from hand or summoned by an effect; nothing ever lowers it (a Totem that dies, is
transformed or changes sides stays counted, and one summoned again counts again).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from hsfp.core.dsl import Condition, IsRace
from hsfp.core.state import PLAYER_ENTITY, GameState, source_ctx
from hsfp.core.tags import Race, Tag, column, rare
from reducers.base import mark_dirty, set_tag
from reducers.query import test


@dataclass(frozen=True, slots=True)
class SummonCounter:
    """A player-row tag counting the player's summons of the minions a condition holds for."""

    tag: Tag
    what: Condition


#: The summon counters the engine keeps, for every game.
SUMMON_COUNTERS: Final[tuple[SummonCounter, ...]] = (
    SummonCounter(Tag.TOTEMS_SUMMONED, IsRace(Race.TOTEM)),
)


def count_summon(s: GameState, e: int, p: int) -> GameState:
    """Returns the state with p's summon counters grown for a minion that has just entered p's play."""
    pe = PLAYER_ENTITY[p]
    counted = False
    for c in SUMMON_COUNTERS:
        if test(s, c.what, source_ctx(e, p), e):
            col = column(c.tag)
            s = set_tag(s, pe, col, rare(s.rows[pe], col) + 1)
            counted = True
    # a player-row tag is no layered value: the auras that scale with it ("costs (1) less for each")
    # must be computed again
    return mark_dirty(s) if counted else s
