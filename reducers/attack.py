"""The attack (seed 000 ch. 8): declare, let reactions resolve, re-check, then strike at once.

Attack values are snapshot before either side takes damage, and both hits land before any death is
processed, so a 1/1 Poisonous and a 10/10 kill each other. A hero attacking with a weapon spends one
durability. Stealth is lost when the attack is declared.
"""

from __future__ import annotations

from typing import Final

from hsfp.core.state import GAME_ENTITY, PLAYER_ENTITY, SETTLE, GameState, Phase, Task, phase_item
from hsfp.core.tags import EventKind, Tag, column
from reducers.base import (
    ATK_NOW,
    CARDTYPE,
    CONTROLLER,
    DAMAGE,
    HEALTH_NOW,
    HERO,
    NUM_ATTACKS,
    PLAY,
    TO_BE_DESTROYED,
    WEAPON_ENTITY,
    ZONE,
    set_tag,
    set_tags,
    set_tags_many,
)
from reducers.damage import deal_damage
from reducers.enchant import detach_granting
from reducers.triggers import announce
from reducers.work import phase

# the enum members read below, as module constants (docs/compiled.md: read through its class, a member costs more)
_AFTER_ATTACK: Final = EventKind.AFTER_ATTACK
_ATTACK: Final = EventKind.ATTACK
_DECLARE_PHASE: Final = Phase.DECLARE
_PROPOSED_ATTACK: Final = EventKind.PROPOSED_ATTACK
_STRIKE_PHASE: Final = Phase.STRIKE
_STEALTH_TAG: Final = Tag.STEALTH

_STEALTH: Final = column(Tag.STEALTH)
_PROPOSED_ATTACKER: Final = column(Tag.PROPOSED_ATTACKER)
_PROPOSED_DEFENDER: Final = column(Tag.PROPOSED_DEFENDER)


def attack_tasks(attacker: int, defender: int) -> tuple[Task, ...]:
    """Returns the phases of an attack, the first to run first (the action was validated)."""
    pair = (attacker, defender)
    found = _ATTACK_TASKS.get(pair)
    if found is None:  # made once per pair (work items are values): each phase followed by settling
        found = (phase_item(_DECLARE_PHASE, pair), SETTLE, phase_item(_STRIKE_PHASE, pair), SETTLE)
        if len(_ATTACK_TASKS) >= _ATTACK_TASKS_MAX:
            _ATTACK_TASKS.clear()
        _ATTACK_TASKS[pair] = found
    return found


#: The phases of attacks made before, by (attacker, defender) (bounded, process-wide; a value is a pure
#: function of its key).
_ATTACK_TASKS: Final[dict[tuple[int, int], tuple[Task, ...]]] = {}
_ATTACK_TASKS_MAX: Final = 20_000


def attack_value(s: GameState, e: int) -> int:
    """Returns what a character hits for now: a hero adds its weapon's attack on its own turn."""
    r = s.rows[e]
    atk: int = r[ATK_NOW]
    if r[CARDTYPE] == HERO and s.current == r[CONTROLLER]:
        w = s.rows[PLAYER_ENTITY[r[CONTROLLER]]][WEAPON_ENTITY]
        if w:
            atk += s.rows[w][ATK_NOW]
    return atk


def _standing(s: GameState, e: int) -> bool:
    r = s.rows[e]
    return r[ZONE] == PLAY and not r[TO_BE_DESTROYED] and r[HEALTH_NOW] - r[DAMAGE] > 0


@phase(Phase.DECLARE)
def _declare(s: GameState, args: tuple[int, ...]) -> GameState:
    attacker, defender = args
    r = s.rows[attacker]
    s = set_tags_many(s, ((attacker, ((NUM_ATTACKS, r[NUM_ATTACKS] + 1), (_STEALTH, 0))),
                          (GAME_ENTITY, ((_PROPOSED_ATTACKER, attacker), (_PROPOSED_DEFENDER, defender)))))
    s = detach_granting(s, attacker, _STEALTH_TAG)
    return announce(s, _PROPOSED_ATTACK, attacker, attacker, defender, r[CONTROLLER])


@phase(Phase.STRIKE)
def _strike(s: GameState, args: tuple[int, ...]) -> GameState:
    attacker, _ = args
    # A reaction may have aimed the attack elsewhere (the proposed defender is game state).
    defender = s.rows[GAME_ENTITY][_PROPOSED_DEFENDER]
    if not defender or not (_standing(s, attacker) and _standing(s, defender)):
        return _end_attack(s)  # a reaction removed one side: the attack does not happen
    p = s.rows[attacker][CONTROLLER]
    s = announce(s, _ATTACK, attacker, attacker, defender, p)
    hit = attack_value(s, attacker)
    back = attack_value(s, defender)
    w = s.rows[PLAYER_ENTITY[p]][WEAPON_ENTITY] if s.rows[attacker][CARDTYPE] == HERO else 0
    s, _ = deal_damage(s, attacker, defender, hit)
    s, _ = deal_damage(s, defender, attacker, back)
    if w:
        s = set_tag(s, w, DAMAGE, s.rows[w][DAMAGE] + 1)
    s = _end_attack(s)
    return announce(s, _AFTER_ATTACK, attacker, attacker, defender, p)


def _end_attack(s: GameState) -> GameState:
    return set_tags(s, GAME_ENTITY, ((_PROPOSED_ATTACKER, 0), (_PROPOSED_DEFENDER, 0)))
