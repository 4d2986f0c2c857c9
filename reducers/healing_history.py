"""Healing history: per-player counters of the Health restored this turn, each a tag of the player's row,
read with `PlayerTag` and `CounterAtLeast`.

`Tag.HEALING_DONE_THIS_TURN` grows by the Health a player's cards restore (spells, minions, Hero Powers,
Lifesteal), whoever is healed: "if you've restored Health this turn". `Tag.HERO_HEALED_THIS_TURN` grows
by the Health restored to a player's hero, whoever restores it: "if your hero was healed this turn".
Healing that restores nothing (a character at full Health) counts for neither. Both are reset when their
player's turn starts, so on that player's own turn they count that turn only.
"""

from __future__ import annotations

from typing import Final

from hsfp.core.state import PLAYER_ENTITY, VALUES_CHANGED, GameState
from hsfp.core.tags import Tag, column, rare
from reducers.base import CONTROLLER, HERO_ENTITY, mark_dirty, set_tag

_DONE: Final = column(Tag.HEALING_DONE_THIS_TURN)
_HERO_HEALED: Final = column(Tag.HERO_HEALED_THIS_TURN)

#: The healing counters, per turn (reset with the other per-turn counters when a player's turn starts).
HEALING_COUNTERS: Final[tuple[int, ...]] = (_DONE, _HERO_HEALED)


def count_heal(s: GameState, source: int, target: int, restored: int) -> GameState:
    """Returns the state with the healing counters grown for `restored` Health restored to `target` by
    `source` (no source: no player's card restored it)."""
    if restored <= 0:
        return s
    if source:
        pe = PLAYER_ENTITY[s.rows[source][CONTROLLER]]
        s = set_tag(s, pe, _DONE, rare(s.rows[pe], _DONE) + restored)
    for pe in PLAYER_ENTITY:
        if s.rows[pe][HERO_ENTITY] == target:
            s = set_tag(s, pe, _HERO_HEALED, rare(s.rows[pe], _HERO_HEALED) + restored)
    # a player-row tag is no layered value: an aura whose condition or amount reads it ("costs Health
    # instead if ...") must be computed again, as after any counter of a player's row changes (the
    # refresh then recomputes only if such an aura is where it reads)
    return mark_dirty(s, VALUES_CHANGED)
