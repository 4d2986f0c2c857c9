"""Warlock (CORE): the cards of today's core set whose text no earlier definition shares.

Lord Jaraxxus is a hero card: playing it replaces the hero (the engine's rule for hero cards), its
Battlecry equips Blood Fury and INFERNO! is its Hero Power. Discover draws from the CORE set itself.
"""

from __future__ import annotations

from cards.core.pools import CORE_CARDS
from cards.keywords import (
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    FRIENDLY_HERO,
    FRIENDLY_MINIONS,
    TARGET,
    card,
    enchantment,
    register,
    seq,
)
from hsfp.core.dsl import (
    BoardSpace,
    Buff,
    CurrentHealth,
    Damage,
    Destroy,
    Discover,
    EquipWeapon,
    EventAmount,
    InZone,
    IsRace,
    IsType,
    Mill,
    OfCost,
    PutIntoPlay,
    RandomN,
    Relation,
    Side,
    Summon,
    TopOfDeck,
)
from hsfp.core.tags import CardType, Race, Zone

_VOIDWALKER = "CS2_065"
_DEMON_CARD = IsType(CardType.MINION) & IsRace(Race.DEMON)
#: "Destroy all minions and locations": locations stand on the board beside the minions
_LOCATIONS = InZone(Zone.PLAY, Side.ANY).where(IsType(CardType.LOCATION))

register(
    card("CORE_BOT_222", target=ANY_MINION,  # Spirit Bomb
         play=seq(Damage(TARGET, 4), Damage(FRIENDLY_HERO, 4))),
    card("CORE_EX1_312", play=Destroy(ALL_MINIONS | _LOCATIONS)),  # Twisting Nether
    card("CORE_EX1_323", battlecry=EquipWeapon("EX1_323w"), hero_power="EX1_tk33"),  # Lord Jaraxxus
    card("EX1_tk33", playable_if=BoardSpace(), play=Summon("EX1_tk34")),  # INFERNO!
    card("EX1_tk34"),  # Infernal
    card("CORE_ICC_055", target=ANY_MINION, play=Damage(TARGET, 3)),  # Drain Soul
    card("CORE_ICC_407", battlecry=Mill(TopOfDeck(1, Side.ENEMY))),  # Gnomeferatu
    card("CORE_LOOT_013", battlecry=Damage(FRIENDLY_HERO, 2)),  # Vulgar Homunculus
    card("CORE_LOOT_368", deathrattle=Summon(_VOIDWALKER, 3)),  # Voidlord
    card("CORE_SCH_181", battlecry=seq(  # Archwitch Willow
        PutIntoPlay(RandomN(InZone(Zone.HAND).where(_DEMON_CARD))),
        PutIntoPlay(RandomN(InZone(Zone.DECK).where(_DEMON_CARD))))),
    card("CORE_SW_088", target=ANY_CHARACTER,  # Demonic Assault
         play=seq(Damage(TARGET, 3), Summon(_VOIDWALKER, 2))),
    # the Health it has when it is destroyed (a destroyed minion leaves at the next death phase)
    card("CORE_ULD_165", target=ANY_MINION,  # Riftcleaver
         battlecry=seq(Destroy(TARGET), Damage(FRIENDLY_HERO, CurrentHealth(TARGET)))),
    card("CORE_WON_096", battlecry=Discover(OfCost(CORE_CARDS, Relation.EQ, 1))),  # Dark Peddler
    # the Attack it died with (its death snapshot keeps its enchantments)
    card("CORE_YOD_026", deathrattle=Buff(  # Fiendish Servant
        RandomN(FRIENDLY_MINIONS), "Yod_026e", atk=EventAmount())),  # the Attack it died with
    enchantment("Yod_026e"),
)
