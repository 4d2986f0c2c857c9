"""Warrior (CORE): the cards of today's core set whose text no earlier definition shares.

Sanguine Depths is a location: its ability is its `play` with a `target`, used with `UseLocation`.
Random cards and Discover draw from the CORE set itself (`cards.core.pools.CORE_CARDS`).
"""

from __future__ import annotations

import dataclasses

from cards.core.pools import CORE_CARDS
from cards.keywords import (
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_MINIONS,
    FRIENDLY_HERO,
    FRIENDLY_ONLY,
    HAND_MINIONS,
    SELF,
    TARGET,
    aura,
    card,
    enchantment,
    enrage,
    event_is,
    on,
    register,
    reprint,
    seq,
)
from hsfp.core.dsl import (
    AddFromPool,
    AttackAtLeast,
    Buff,
    CardDef,
    Damage,
    Dead,
    Discover,
    Draw,
    Exists,
    ForceAttack,
    GainArmor,
    HasTag,
    If,
    IsType,
    LoseDurability,
    Modifier,
    ModOp,
    ModStage,
    OfCost,
    OfRace,
    OfType,
    Relation,
    Repeat,
    Selector,
    SummonFromPool,
    TagOf,
    WithKeyword,
)
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardType, EventKind, Race, Tag

_CORE_MINIONS = OfType(CORE_CARDS, CardType.MINION)


def _minions_only(d: CardDef) -> CardDef:
    """Returns a weapon whose hero can attack minions only ("Can't attack heroes.")."""
    return dataclasses.replace(d, tags=(*d.tags, (Tag.CANT_ATTACK_HEROES, 1)))


#: Warmaul Challenger: it attacks the chosen minion again and again while both stand and one of them can
#: deal damage (two 0-Attack minions stop at once); the bound only ends a duel no real board reaches
_DUELLISTS: Selector = SELF | TARGET
_DUEL_GOES_ON = (~Exists(_DUELLISTS.where(Dead())) & Exists(_DUELLISTS.where(AttackAtLeast(1))))
_DUEL_ROUNDS = 100
_TO_THE_DEATH = Repeat(_DUEL_ROUNDS, If(_DUEL_GOES_ON, ForceAttack(SELF, TARGET)))

register(
    card("CORE_AT_064", target=ANY_CHARACTER, play=seq(Damage(TARGET, 3), GainArmor(3))),  # Bash
    card("CORE_BT_120", target=ENEMY_MINIONS, battlecry=_TO_THE_DEATH),  # Warmaul Challenger
    card("CORE_DRG_024", battlecry=AddFromPool(OfRace(_CORE_MINIONS, Race.PIRATE))),  # Sky Raider
    reprint("CORE_EX1_414", CARDS["VAN_EX1_414"]),  # Grommash Hellscream
    card("CORE_NX2_028", triggers=(  # Hookfist-3000
        on(EventKind.AFTER_ATTACK, seq(GainArmor(4), Draw(1)),
           when=event_is(FRIENDLY_ONLY & IsType(CardType.HERO))),)),
    card("CORE_OG_149", battlecry=Damage(ALL_MINIONS - SELF, 1)),  # Ravaging Ghoul
    card("CORE_OG_218", auras=(enrage(atk=3),)),  # Bloodhoof Brave
    card("CORE_REV_990", target=ANY_MINION,  # Sanguine Depths
         play=seq(Damage(TARGET, 1), Buff(TARGET, "REV_990e"))),
    enchantment("REV_990e", atk=2),
    card("CORE_WON_337", play=seq(  # Ironforge Portal
        GainArmor(4), SummonFromPool(OfCost(_CORE_MINIONS, Relation.EQ, 4)))),
    card("CORE_WON_350", play=Discover(  # I Know a Guy
        WithKeyword(_CORE_MINIONS, Tag.TAUNT), then=Buff(TARGET, "CFM_940e"))),
    enchantment("CFM_940e", atk=1, health=2),
    card("CORE_WW_329", battlecry=Buff(  # Detonation Juggernaut
        HAND_MINIONS.where(HasTag(Tag.TAUNT)), "WW_329e")),
    enchantment("WW_329e", atk=2, health=2),
    card("CORE_BT_781", modifiers=(Modifier(  # Bulwark of Azzinoth
        ModStage.DAMAGE, ModOp.PREVENT, to=FRIENDLY_ONLY & IsType(CardType.HERO), then=LoseDurability(SELF, 1)),)),
    _minions_only(card("CORE_LOOT_044", auras=(  # Bladed Gauntlet
        aura(SELF, atk=1, scale=TagOf(FRIENDLY_HERO, Tag.ARMOR)),))),
)
