"""Shaman (CORE): the cards of today's core set whose text no earlier definition shares.

Overload is printed (the facts set it), so a card whose only text is Overload needs no behaviour; random
cards and Discover draw from the CORE set itself (`cards.core.pools.CORE_CARDS`).
"""

from __future__ import annotations

from cards.core.pools import CORE_CARDS, CORE_IDS
from cards.facts import facts
from cards.keywords import (
    ANY_CHARACTER,
    FRIENDLY_CHARACTERS,
    FRIENDLY_ONLY,
    SELF,
    TARGET,
    card,
    enchantment,
    event_is,
    on,
    register,
    reprint,
    seq,
)
from hsfp.core.dsl import (
    AddFromPool,
    AddToHand,
    Adjacent,
    BoardSpace,
    Buff,
    CardList,
    CopyToHand,
    Damage,
    Damaged,
    Discover,
    EventEntity,
    Exists,
    Freeze,
    Heal,
    If,
    InZone,
    InZoneNow,
    IsRace,
    IsThis,
    IsType,
    OfClass,
    OfCost,
    OfType,
    PlayedTurnsAgo,
    PutIntoPlay,
    RandomN,
    Relation,
    Repeat,
    Selector,
    Summon,
    Whose,
)
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, CardType, EventKind, Race, Zone

_CORE_MINIONS = OfType(CORE_CARDS, CardType.MINION)

#: "a Battlecry minion": the CORE minions printed with a Battlecry (the card database's keyword)
_BATTLECRY_MINIONS = CardList(tuple(c for c in CORE_IDS if facts(c)["type"] == CardType.MINION
                                    and facts(c)["keywords"].get("BATTLECRY")))

#: Rehgar Earthfury: this minion and its neighbours, the attackers it answers to
_THIS_OR_ADJACENT: Selector = SELF | Adjacent(SELF)
#: the attacker of the event is one of them (the selector less those that are not the event's entity)
_ONE_OF_THEM_ATTACKED = Exists(_THIS_OR_ADJACENT - (_THIS_OR_ADJACENT - EventEntity()))

#: Krag'wa: the spells its player played on their last turn, cast (in the graveyard) or still secret
_LAST_TURNS_SPELL = IsType(CardType.SPELL) & PlayedTurnsAgo(2)
_SPELLS_PLAYED_LAST_TURN = (InZone(Zone.GRAVEYARD).where(_LAST_TURNS_SPELL)
                            | InZone(Zone.SECRET).where(_LAST_TURNS_SPELL))

#: Healing Rain: each point goes to a friendly character that is damaged when it lands
_HEALING_DROP = Heal(RandomN(FRIENDLY_CHARACTERS.where(Damaged())), 1)

register(
    # Glaciate: the chosen minion goes straight to the board (from hand, no Battlecry) and is frozen there
    card("CORE_AV_107", play=Discover(OfCost(_CORE_MINIONS, Relation.EQ, 8), then=seq(
        PutIntoPlay(TARGET), If(Exists(TARGET.where(InZoneNow(Zone.PLAY))), Freeze(TARGET))))),
    card("CORE_BOT_451", playable_if=BoardSpace(), play=Summon("BOT_102t", 2)),  # Voltaic Burst
    card("BOT_102t"),  # Spark
    card("CORE_CATA_004", triggers=(  # Rehgar Earthfury
        on(EventKind.AFTER_ATTACK, AddToHand("CORE_EX1_238"), when=_ONE_OF_THEM_ATTACKED),)),
    card("CORE_CS2_042", target=ANY_CHARACTER, battlecry=Damage(TARGET, 4)),  # Fire Elemental
    reprint("CORE_EX1_250", CARDS["VAN_EX1_250"]),  # Earth Elemental
    card("CORE_GIL_531", battlecry=AddFromPool(  # Witch's Apprentice
        OfClass(OfType(CORE_CARDS, CardType.SPELL), Whose.NAMED, CardClass.SHAMAN))),
    card("CORE_GIL_836", play=Discover(_BATTLECRY_MINIONS, then=Buff(TARGET, "AV_114e"))),  # Blazing Invocation
    enchantment("AV_114e", cost=-1),
    card("CORE_LOOT_373", play=Repeat(12, _HEALING_DROP)),  # Healing Rain
    card("CORE_OG_031", deathrattle=Summon("OG_031a")),  # Hammer of Twilight
    card("OG_031a"),  # Twilight Elemental
    # copies of the spells as printed (the cards played stay where they are)
    card("CORE_TRL_345", battlecry=CopyToHand(_SPELLS_PLAYED_LAST_TURN)),  # Krag'wa, the Frog
    card("CORE_WC_042", triggers=(  # Wailing Vapor
        on(EventKind.AFTER_PLAY, Buff(SELF, "WC_042e"),
           when=event_is(FRIENDLY_ONLY & ~IsThis() & IsRace(Race.ELEMENTAL))),)),
    enchantment("WC_042e", atk=1),
    card("CS3_007"),  # Novice Zapper
)
