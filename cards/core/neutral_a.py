"""The CORE set: Neutral cards, first half (Imprisoned Vilefiend to Demolition Renovator, by card id).

Random cards come from the CORE set itself (`cards.core.pools.CORE_CARDS`). Raptor Herald is in
`cards.core.raptor_herald` (Rewind, Dark Gift, Kindred); Mayor Noggenfogger's random targets are a rule of
the step (`reducers.random_targets`)."""

import dataclasses

import cards.classic  # noqa: F401  (the Classic definitions reprinted here)
from cards.core.pools import CORE_CARDS, CORE_IDS
from cards.facts import facts
from cards.keywords import (
    ENEMY_HERO,
    FRIENDLY_HERO,
    FRIENDLY_MINIONS,
    SELF,
    TARGET,
    at_end_of_your_turn,
    aura,
    card,
    dormant,
    enchantment,
    event_is,
    on,
    register,
    reprint,
    seq,
    whenever_you_summon,
)
from hsfp.core.dsl import (
    AddFromPool,
    Buff,
    CardDef,
    CardList,
    Count,
    Damage,
    Dead,
    Destroy,
    Detach,
    Discover,
    Draw,
    DrawThis,
    EventSource,
    EventTarget,
    Exists,
    Friendly,
    GainArmor,
    Heal,
    HeroPowers,
    If,
    InZone,
    IsHost,
    IsRace,
    IsThis,
    IsType,
    Locations,
    OfRace,
    OfType,
    PutIntoPlay,
    PutOnTopOfDeck,
    RandomN,
    Side,
    Summon,
    SummonFromPool,
    Times,
)
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardType, EventKind, Race, Tag, Zone

CORE_MINIONS = OfType(CORE_CARDS, CardType.MINION)
_LEGENDARY = 5  # HearthSim's rarity of legendary cards
#: The Legendary minions of the CORE set (Brightwing, Sneed's Old Shredder).
CORE_LEGENDARY_MINIONS = CardList(tuple(
    cid for cid in CORE_IDS
    if facts(cid)["type"] == CardType.MINION and facts(cid)["rarity"] == _LEGENDARY))
OTHER_FRIENDLY_MURLOCS = FRIENDLY_MINIONS.where(IsRace(Race.MURLOC)) - SELF
#: The enemy locations on the board (a location takes a board slot, so it is in the PLAY zone).
ENEMY_LOCATIONS = Locations(Side.ENEMY)


def _random_targets(d: CardDef) -> CardDef:
    """Returns a minion that makes every chosen target random while it is in play (`Tag.RANDOM_TARGETS`)."""
    return dataclasses.replace(d, tags=(*d.tags, (Tag.RANDOM_TARGETS, 1)))


def _draw_a(race: Race) -> DrawThis:
    """Returns "draw a <race>": a random card of that minion type from your deck."""
    return DrawThis(RandomN(InZone(Zone.DECK).where(IsRace(race)), 1))


register(
    dormant(card("CORE_BT_156"), 2),  # Imprisoned Vilefiend
    card("CORE_CFM_344", triggers=(  # Finja, the Flying Star
        on(EventKind.AFTER_ATTACK,
           PutIntoPlay(RandomN(InZone(Zone.DECK).where(IsRace(Race.MURLOC)), 2)),
           when=Exists(EventSource().where(IsThis())) & Exists(EventTarget().where(IsType(CardType.MINION) & Dead()))),
    )),
    card("CORE_DMF_067",  # Prize Vendor
         battlecry=seq(Draw(1), Draw(1, Side.ENEMY)), deathrattle=seq(Draw(1), Draw(1, Side.ENEMY))),
    card("CORE_DRG_079"),  # Evasive Wyrm
    card("CORE_DRG_403", battlecry=Buff(HeroPowers(Side.ENEMY), "DRG_403e")),  # Blowtorch Saboteur
    enchantment("DRG_403e", cost=2, triggers=(  # ... until that Hero Power is used once
        on(EventKind.HERO_POWER, Detach(), when=event_is(IsHost())),)),
    card("CORE_ETC_111", triggers=(  # Merch Seller
        at_end_of_your_turn(PutOnTopOfDeck(OfType(CORE_CARDS, CardType.SPELL), Side.ENEMY)),)),
    reprint("CORE_EX1_002", CARDS["VAN_EX1_002"]),  # The Black Knight
    reprint("CORE_EX1_005", CARDS["VAN_EX1_005"]),  # Big Game Hunter
    card("CORE_EX1_103", battlecry=Buff(OTHER_FRIENDLY_MURLOCS, "EX1_103e")),  # Coldlight Seer
    card("CORE_EX1_110", deathrattle=Summon("EX1_110t")),  # Cairne Bloodhoof
    card("EX1_110t"),  # Baine Bloodhoof
    card("CORE_EX1_189", battlecry=AddFromPool(CORE_LEGENDARY_MINIONS)),  # Brightwing
    card("CORE_EX1_507", auras=(aura(OTHER_FRIENDLY_MURLOCS, atk=2),)),  # Murloc Warleader
    card("CORE_EX1_509", triggers=(  # Murloc Tidecaller
        whenever_you_summon(Buff(SELF, "EX1_509e"), IsRace(Race.MURLOC)),)),
    card("CORE_GIL_534", triggers=(  # Hench-Clan Thug
        on(EventKind.AFTER_ATTACK, Buff(SELF, "GIL_534t"),
           when=Exists(EventSource().where(IsType(CardType.HERO) & Friendly()))),)),
    enchantment("GIL_534t", atk=1, health=1),
    card("CORE_GIL_558"),  # Swamp Leech
    card("CORE_GIL_622", battlecry=seq(Damage(ENEMY_HERO, 3), Heal(FRIENDLY_HERO, 3))),  # Lifedrinker
    card("CORE_GIL_623", battlecry=Buff(  # Witchwood Grizzly
        SELF, "GIL_623e", health=Times(Count(InZone(Zone.HAND, Side.ENEMY)), -1))),
    enchantment("GIL_623e"),
    card("CORE_GVG_085"),  # Annoy-o-Tron
    card("CORE_GVG_103", triggers=(on(EventKind.TURN_START, Buff(SELF, "EX1_509e")),)),  # Micro Machine
    card("CORE_GVG_114", deathrattle=SummonFromPool(CORE_LEGENDARY_MINIONS)),  # Sneed's Old Shredder
    card("CORE_KAR_061", battlecry=seq(  # The Curator
        _draw_a(Race.BEAST), _draw_a(Race.DRAGON), _draw_a(Race.MURLOC))),
    card("CORE_LOE_039", battlecry=If(  # Gorillabot A-3
        Exists((FRIENDLY_MINIONS - SELF).where(IsRace(Race.MECHANICAL))),
        Discover(OfRace(CORE_MINIONS, Race.MECHANICAL)))),
    card("CORE_LOOT_137"),  # Sleepy Dragon
    card("CORE_LOOT_413", deathrattle=GainArmor(3)),  # Plated Beetle
    card("CORE_REV_023", target=ENEMY_LOCATIONS, battlecry=Destroy(TARGET)),  # Demolition Renovator
    _random_targets(card("CORE_CFM_670")),  # Mayor Noggenfogger: all targets are chosen randomly
)
