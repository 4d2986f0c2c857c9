"""The common phrases of card text as selectors and conditions ("a minion", "all enemies", "your hero",
"if you're holding ..."), and `seq` for "..., then ...": the vocabulary every paradigm's helpers share."""

from __future__ import annotations

from hsfp.core.dsl import (
    Characters,
    Condition,
    Effect,
    EventEntity,
    Exists,
    Friendly,
    Heroes,
    InZone,
    IsType,
    Minions,
    Selector,
    Seq,
    Side,
    Target,
    This,
    Weapons,
)
from hsfp.core.tags import CardType, Zone

TARGET = Target()
SELF = This()
ANY_CHARACTER = Characters(Side.ANY)
ANY_MINION = Minions(Side.ANY)
ALL_CHARACTERS = Characters(Side.ANY)
ALL_MINIONS = Minions(Side.ANY)
ENEMY_CHARACTERS = Characters(Side.ENEMY)
ENEMY_MINIONS = Minions(Side.ENEMY)
ENEMY_HERO = Heroes(Side.ENEMY)
ENEMY_WEAPON = Weapons(Side.ENEMY)
FRIENDLY_CHARACTERS = Characters(Side.FRIENDLY)
FRIENDLY_MINIONS = Minions(Side.FRIENDLY)
FRIENDLY_HERO = Heroes(Side.FRIENDLY)
FRIENDLY_WEAPON = Weapons(Side.FRIENDLY)
OTHER_FRIENDLY_MINIONS = FRIENDLY_MINIONS - SELF
FRIENDLY_ONLY: Condition = Friendly()
ENEMY_ONLY: Condition = ~Friendly()
#: The minions in your hand.
HAND_MINIONS: Selector = InZone(Zone.HAND).where(IsType(CardType.MINION))


def seq(*steps: Effect) -> Effect:
    """Returns the effects run in order."""
    return steps[0] if len(steps) == 1 else Seq(tuple(steps))


def holding(cond: Condition) -> Condition:
    """"If you are holding a ... (in hand)" """
    return Exists(InZone(Zone.HAND, Side.FRIENDLY).where(cond))


def event_is(cond: Condition) -> Condition:
    """Returns the condition that the event's entity satisfies `cond`."""
    return Exists(EventEntity().where(cond))


# -------------------------------------------------------------------------------------------- Outcast

from hsfp.core.dsl import If, PlayedOutcast  # noqa: E402  (this block's own words)


def outcast(effect: Effect) -> Effect:
    """"Outcast: ..." (the effect runs if this card was played from the leftmost or rightmost slot of the hand)."""
    return If(PlayedOutcast(), effect)
