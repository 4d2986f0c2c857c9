"""Forced attacks ("attack the lowest Health enemy", "force all enemy minions to attack this").

Each attacker attacks the defender (the first entity of its selector, fixed when the effect starts) one
after another, each attack resolved in full before the next: declared (attack triggers and secrets may
react, as to any attack), then struck with both attack values taken at the strike, damage both ways and
the deaths after. It spends none of the attacker's attacks, needs no readiness and ignores Taunt; an
attacker or a defender that is dead or gone when its attack is declared or struck does nothing
(docs/rulings.md).
"""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import GAME_ENTITY, Ctx, GameState, Phase
from hsfp.core.tags import EventKind, Tag, column
from reducers.base import (
    CONTROLLER,
    DAMAGE,
    HEALTH_NOW,
    PLAY,
    TO_BE_DESTROYED,
    ZONE,
    Handler,
    push,
    set_tags,
)
from reducers.enchant import detach_granting
from reducers.query import select
from reducers.triggers import announce
from reducers.work import phase, then_resolve

_STEALTH: Final = column(Tag.STEALTH)
_PROPOSED_ATTACKER: Final = column(Tag.PROPOSED_ATTACKER)
_PROPOSED_DEFENDER: Final = column(Tag.PROPOSED_DEFENDER)


def _standing(s: GameState, e: int) -> bool:
    r = s.rows[e]
    return r[ZONE] == PLAY and not r[TO_BE_DESTROYED] and r[HEALTH_NOW] - r[DAMAGE] > 0


@phase(Phase.FORCED_DECLARE)
def _declare(s: GameState, args: tuple[int, ...]) -> GameState:
    attacker, defender = args
    if attacker == defender or not (_standing(s, attacker) and _standing(s, defender)):
        return s  # nothing is proposed: the strike that follows does nothing
    s = set_tags(s, attacker, ((_STEALTH, 0),))
    s = detach_granting(s, attacker, Tag.STEALTH)
    s = set_tags(s, GAME_ENTITY, ((_PROPOSED_ATTACKER, attacker), (_PROPOSED_DEFENDER, defender)))
    return announce(s, EventKind.PROPOSED_ATTACK, attacker, attacker, defender, s.rows[attacker][CONTROLLER])


def _force_attack(s: GameState, e: dsl.ForceAttack, ctx: Ctx) -> GameState:
    s, defenders = select(s, e.defender, ctx)
    if not defenders:
        return s
    s, attackers = select(s, e.attacker, ctx)
    defender = defenders[0]
    work: list[object] = []
    for a in attackers:
        work.extend(then_resolve(Phase.FORCED_DECLARE, a, defender))
        work.extend(then_resolve(Phase.STRIKE, a, defender))
    return push(s, *work) if work else s


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {dsl.ForceAttack: _force_attack}
