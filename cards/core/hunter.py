"""Hunter (CORE): the cards of today's core set whose text no earlier definition shares.

Random Beasts come from the CORE set itself (`cards.core.pools.CORE_CARDS`).
"""

from __future__ import annotations

from cards.core.pools import CORE_CARDS
from cards.keywords import (
    ANY_CHARACTER,
    ENEMY_CHARACTERS,
    ENEMY_MINIONS,
    FRIENDLY_MINIONS,
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
    AddFromPool,
    AddToHand,
    BoardSpace,
    Buff,
    Compare,
    Count,
    CounterAtLeast,
    Damage,
    Destroy,
    DiscoverDraw,
    Draw,
    Exists,
    If,
    InZone,
    IsRace,
    IsType,
    OfRace,
    OfType,
    RandomN,
    Relation,
    Repeat,
    Side,
    SplitDamage,
    Summon,
    TagOf,
)
from hsfp.core.tags import CardType, EventKind, Race, Tag, Zone

#: "a random Beast": a Beast minion of the CORE set.
CORE_BEASTS = OfRace(OfType(CORE_CARDS, CardType.MINION), Race.BEAST)
#: The most cards a hand holds (the engine's rule): "fill your hand" adds up to it.
HAND_SIZE = 10

register(
    card("CORE_AT_062", playable_if=BoardSpace(), play=Summon("CORE_FP1_011", 3)),  # Ball of Spiders
    card("CORE_FP1_011", deathrattle=AddFromPool(CORE_BEASTS)),  # Webspinner
    card("CORE_AV_337", deathrattle=Summon("AV_337t", 2)),  # Mountain Bear
    card("AV_337t"),  # Mountain Cub
    card("CORE_BAR_801", target=ANY_CHARACTER, play=seq(Damage(TARGET, 1), Summon("BAR_035t"))),  # Wound Prey
    card("BAR_035t"),  # Swift Hyena
    card("CORE_BRM_013", target=ANY_CHARACTER,  # Quick Shot: the hand is read once the spell has left it
         play=seq(Damage(TARGET, 3), If(Compare(Count(InZone(Zone.HAND)), Relation.EQ, 0), Draw(1)))),
    # Augmented Porcupine: the Attack it had when it died (its death snapshot)
    card("CORE_BT_201", deathrattle=SplitDamage(ENEMY_CHARACTERS, TagOf(SELF, Tag.ATK))),
    card("CORE_DRG_256", triggers=(  # Dragonbane
        on(EventKind.HERO_POWER, Damage(RandomN(ENEMY_CHARACTERS), 5),
           when=event_is(FRIENDLY_ONLY & IsType(CardType.HERO_POWER))),)),
    # Rat Trap: the opponent's third card of their turn (their count, read after it is played)
    card("CORE_DS1_184", play=DiscoverDraw(InZone(Zone.DECK))),  # Tracking
    secret("CORE_GIL_577", on(EventKind.AFTER_PLAY, Summon("GIL_577t"),
                              when=event_is(~FRIENDLY_ONLY) & CounterAtLeast(Tag.CARDS_PLAYED_THIS_TURN, 3, Side.ENEMY)
                              & BoardSpace())),
    card("GIL_577t"),  # Doom Rat
    card("CORE_OG_211", playable_if=BoardSpace(),  # Call of the Wild: Huffer, Leokk and Misha
         play=seq(Summon("VAN_NEW1_034"), Summon("VAN_NEW1_033"), Summon("VAN_NEW1_032"))),
    card("CORE_TRL_111", battlecry=If(Exists(FRIENDLY_MINIONS.where(IsRace(Race.BEAST))),  # Headhunter's Hatchet
                                      Buff(SELF, "TRL_111e1"))),
    enchantment("TRL_111e1", durability=1),
    card("CORE_TRL_900", battlecry=Repeat(Count(InZone(Zone.HAND)) * -1 + HAND_SIZE,  # Halazzi, the Lynx
                                          AddToHand("TRL_348t"))),
    card("TRL_348t"),  # Lynx
    secret("CORE_ULD_152", on(EventKind.AFTER_SPELL, Destroy(RandomN(ENEMY_MINIONS)),  # Pressure Plate
                              when=event_is(~FRIENDLY_ONLY) & Exists(ENEMY_MINIONS))),
    card("CORE_UNG_912", battlecry=AddFromPool(CORE_BEASTS)),  # Jeweled Macaw
)
