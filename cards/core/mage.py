"""The CORE set: Mage. Random cards come from the CORE set itself (`cards.core.pools`)."""

from __future__ import annotations

import cards.basic  # (Arcane Missiles' Classic-format printing, reused here)
import cards.legacy  # noqa: F401  (the Water Elemental the spells summon)
from cards.core.pools import CORE_CARDS
from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_HERO,
    FRIENDLY_ONLY,
    TARGET,
    card,
    event_is,
    on,
    register,
    reprint,
    secret,
    seq,
)
from hsfp.core.dsl import (
    AddFromPool,
    AddToHand,
    Among,
    BoardSpace,
    CopyMode,
    Count,
    Damage,
    DamageWithExcess,
    Dead,
    Discover,
    EventEntity,
    EventSource,
    EventTarget,
    Exists,
    Freeze,
    InZone,
    IsCard,
    IsThis,
    IsType,
    OfClass,
    OfType,
    Summon,
    SummonCopy,
    SummonFromPoolAtCost,
    Whose,
)
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, CardType, EventKind, Zone

MINION = IsType(CardType.MINION)
CORE_SPELLS = OfType(CORE_CARDS, CardType.SPELL)
CORE_MINIONS = OfType(CORE_CARDS, CardType.MINION)
MAGE_SPELLS = OfClass(CORE_SPELLS, Whose.NAMED, CardClass.MAGE)
WATER_ELEMENTAL = "CS2_033"  # the 3/6 the spells summon (the database's own token)
ARCANE_MISSILES = "EX1_277"
SECOND_FLAME = "SW_108t"
KHADGAR = "CORE_DAL_575"

# Khadgar: every minion that enters your side without being played (its SUMMON's source is another
# entity: a spell, a Battlecry, a Deathrattle, a secret, a Reborn, even an opponent's card) is copied once
# by each Khadgar; the copies Khadgar makes are not copied again (docs/rulings.md, CORE: Mage and Paladin).
_SUMMONED_BY_A_CARD = (event_is(FRIENDLY_ONLY & MINION & ~IsThis() & ~Among(EventSource()))
                       & ~Exists(EventSource().where(IsCard((KHADGAR,)))))

register(
    card("CORE_BAR_541", target=ANY_CHARACTER,  # Runed Orb
         play=seq(Damage(TARGET, 2), Discover(CORE_SPELLS))),
    # Oasis Ally: like every secret that summons, it waits while the board is full
    secret("CORE_BAR_812", on(EventKind.PROPOSED_ATTACK, Summon(WATER_ELEMENTAL),
                              when=Exists(EventTarget().where(FRIENDLY_ONLY & MINION)) & BoardSpace())),
    card("CORE_BOT_256", battlecry=SummonFromPoolAtCost(  # Astromancer
        CORE_MINIONS, Count(InZone(Zone.HAND)))),
    card("CORE_BT_072", target=ENEMY_CHARACTERS,  # Deep Freeze
         play=seq(Freeze(TARGET), Summon(WATER_ELEMENTAL, 2))),
    card(KHADGAR, triggers=(  # Khadgar
        on(EventKind.SUMMON, SummonCopy(EventEntity(), CopyMode.FULL), when=_SUMMONED_BY_A_CARD),)),
    card("CORE_DRG_107", deathrattle=AddToHand(ARCANE_MISSILES)),  # Violet Spellwing
    reprint(ARCANE_MISSILES, CARDS["VAN_EX1_277"]),  # Arcane Missiles
    card("CORE_EDR_001", battlecry=AddFromPool(MAGE_SPELLS, 2)),  # Babbling Bookcase
    secret("CORE_LOOT_101", on(EventKind.AFTER_PLAY,  # Explosive Runes
                               DamageWithExcess(EventEntity(), 6, ENEMY_HERO),
                               when=event_is(MINION & ~FRIENDLY_ONLY & ~Dead()))),
    card("CORE_SW_108", target=ANY_MINION,  # First Flame
         play=seq(Damage(TARGET, 2), AddToHand(SECOND_FLAME))),
    card(SECOND_FLAME, target=ANY_MINION, play=Damage(TARGET, 2)),  # Second Flame
)
