"""Hunter (Classic).

Attack secrets listen for PROPOSED_ATTACK: the event's entity is the attacker, its target the defender
(the same as `ProposedAttacker()` / `ProposedDefender()` while the attack is being declared).
"""

from __future__ import annotations

from cards.keywords import (
    ALL_CHARACTERS,
    ALL_MINIONS,
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_MINIONS,
    FRIENDLY_HERO,
    FRIENDLY_ONLY,
    SELF,
    TARGET,
    card,
    enchantment,
    event_is,
    on,
    register,
    secret,
    seq,
)
from hsfp.core.dsl import (
    Adjacent,
    BoardSpace,
    Buff,
    Condition,
    Count,
    Damage,
    Dead,
    Destroy,
    Draw,
    EventEntity,
    EventTarget,
    Exists,
    InZone,
    InZoneNow,
    IsRace,
    IsThis,
    IsType,
    ProposedAttacker,
    RandomN,
    Redirect,
    Repeat,
    ReturnToHand,
    SetTag,
    Side,
    Summon,
)
from hsfp.core.tags import CardType, EventKind, Race, Tag, Zone

MINION = IsType(CardType.MINION)
HERO = IsType(CardType.HERO)


def _defender_is(cond: Condition) -> Condition:
    return Exists(EventTarget().where(cond))


#: Misdirection's new target: any other living character but the attacker and your hero.
_MISDIRECTED = (ALL_CHARACTERS - ProposedAttacker() - FRIENDLY_HERO).where(~Dead())

register(
    # Gladiator's Longbow: the database keeps "Immune while attacking" off the weapon (the real game hangs
    # it on an aura), so the weapon takes the engine's tag when it is equipped.
    card("VAN_DS1_188", triggers=(
        on(EventKind.WEAPON_EQUIPPED, SetTag(SELF, Tag.IMMUNE_WHILE_ATTACKING), when=event_is(IsThis())),)),
    card("VAN_EX1_531", triggers=(  # Scavenging Hyena
        on(EventKind.DEATH, Buff(SELF, "EX1_531e"), when=event_is(FRIENDLY_ONLY & IsRace(Race.BEAST))),)),
    enchantment("EX1_531e", atk=2, health=1),
    secret("VAN_EX1_533", on(EventKind.PROPOSED_ATTACK, Redirect(RandomN(_MISDIRECTED)),  # Misdirection
                             when=_defender_is(FRIENDLY_ONLY & HERO) & Exists(_MISDIRECTED))),
    card("VAN_EX1_534", deathrattle=Summon("EX1_534t", 2)),  # Savannah Highmane
    card("EX1_534t"),  # Hyena
    # Eaglehorn Bow: a friendly Secret (the real game's ruling; the later text says "friendly").
    card("VAN_EX1_536", triggers=(
        on(EventKind.SECRET_REVEALED, Buff(SELF, "EX1_536e"), when=event_is(FRIENDLY_ONLY)),)),
    enchantment("EX1_536e", durability=1),
    card("VAN_EX1_537", target=ANY_MINION,  # Explosive Shot
         play=seq(Damage(TARGET, 5), Damage(Adjacent(TARGET), 2))),
    card("VAN_EX1_538", playable_if=Exists(ENEMY_MINIONS) & BoardSpace(),  # Unleash the Hounds
         play=Repeat(Count(ENEMY_MINIONS), Summon("EX1_538t"))),
    card("EX1_538t"),  # Hound
    card("VAN_EX1_543"),  # King Krush
    card("VAN_EX1_544", play=seq(  # Flare
        SetTag(ALL_MINIONS, Tag.STEALTH, 0), Destroy(InZone(Zone.SECRET, Side.ENEMY)), Draw(1))),
    card("VAN_EX1_549", target=ANY_MINION.where(IsRace(Race.BEAST)),  # Bestial Wrath
         play=Buff(TARGET, "EX1_549o")),
    enchantment("EX1_549o", atk=2, grants=(Tag.IMMUNE,), this_turn=True),
    secret("VAN_EX1_554", on(EventKind.PROPOSED_ATTACK, Summon("VAN_EX1_554t", 3),  # Snake Trap
                             when=_defender_is(FRIENDLY_ONLY & MINION) & BoardSpace())),
    card("VAN_EX1_554t"),  # Snake
    secret("VAN_EX1_609", on(EventKind.AFTER_PLAY, Damage(EventEntity(), 4),  # Snipe
                             when=event_is(MINION & ~Dead()))),
    secret("VAN_EX1_610", on(EventKind.PROPOSED_ATTACK, Damage(ENEMY_CHARACTERS, 2),  # Explosive Trap
                             when=_defender_is(FRIENDLY_ONLY & HERO))),
    secret("VAN_EX1_611", on(EventKind.PROPOSED_ATTACK, seq(  # Freezing Trap
        ReturnToHand(EventEntity()), Buff(EventEntity().where(InZoneNow(Zone.HAND)), "EX1_611e")),
        when=event_is(MINION))),
    enchantment("EX1_611e", cost=2),
    card("VAN_EX1_617", playable_if=Exists(ENEMY_MINIONS),  # Deadly Shot
         play=Destroy(RandomN(ENEMY_MINIONS))),
)
