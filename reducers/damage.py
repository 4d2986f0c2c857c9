"""The damage and healing pipelines (seed 000 ch. 8.3), one choke point each.

Damage: nothing at 0 or below; Immune prevents it; Divine Shield absorbs the hit and makes the dealt
damage 0, so Poisonous and Lifesteal do nothing; armour absorbs before health; then the DAMAGE event
carries the health before and whether it was fatal; Lifesteal heals the source's controller's hero by
what was dealt; Poisonous marks a damaged minion to be destroyed in the next death phase.
"""

from __future__ import annotations

from hsfp.core.events import Event
from hsfp.core.state import PLAYER_ENTITY, GameState
from hsfp.core.tags import EventKind
from reducers.base import (
    ARMOR,
    CARDTYPE,
    CONTROLLER,
    DAMAGE,
    DIVINE_SHIELD,
    HEALTH_NOW,
    HERO,
    HERO_ENTITY,
    IMMUNE_NOW,
    LIFESTEAL_NOW,
    MINION,
    POISONOUS_NOW,
    TO_BE_DESTROYED,
    set_tag,
    set_tags,
)
from reducers.triggers import emit

_DAMAGE_EV = EventKind.DAMAGE
_SHIELD_EV = EventKind.DIVINE_SHIELD_LOST
_HEAL_EV = EventKind.HEAL


def deal_damage(s: GameState, source: int, target: int, amount: int) -> tuple[GameState, int]:
    """Returns the state after `source` deals `amount` to `target`, and the damage dealt to health."""
    if amount <= 0:
        return s, 0
    rows = s.rows
    t = rows[target]
    if t[IMMUNE_NOW]:
        return s, 0
    if t[DIVINE_SHIELD]:
        s = set_tag(s, target, DIVINE_SHIELD, 0)
        return emit(s, Event(_SHIELD_EV, target, source)), 0
    dealt = amount
    if t[CARDTYPE] == HERO and t[ARMOR]:
        absorbed = min(t[ARMOR], dealt)
        dealt -= absorbed
        s = set_tag(s, target, ARMOR, t[ARMOR] - absorbed)
        if dealt == 0:
            return s, 0
    before = t[HEALTH_NOW] - t[DAMAGE]
    pairs = [(DAMAGE, t[DAMAGE] + dealt)]
    src = rows[source] if source else None
    if src is not None and src[POISONOUS_NOW] and t[CARDTYPE] == MINION:
        pairs.append((TO_BE_DESTROYED, 1))
    s = set_tags(s, target, pairs)
    s = emit(s, Event(_DAMAGE_EV, target, source, target, -1, dealt, before, 0, before - dealt <= 0))
    if src is not None and src[LIFESTEAL_NOW]:
        hero = s.rows[PLAYER_ENTITY[src[CONTROLLER]]][HERO_ENTITY]
        s, _ = heal(s, source, hero, dealt)
    return s, dealt


def heal(s: GameState, source: int, target: int, amount: int) -> tuple[GameState, int]:
    """Returns the state after restoring up to `amount` health to `target`, and the amount restored."""
    t = s.rows[target]
    restored = min(max(amount, 0), t[DAMAGE])
    if restored <= 0:
        return s, 0
    s = set_tag(s, target, DAMAGE, t[DAMAGE] - restored)
    return emit(s, Event(_HEAL_EV, target, source, target, -1, restored)), restored
