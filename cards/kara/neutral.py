"""One Night in Karazhan: Neutral cards."""

from cards.keywords import ENEMY_MINIONS, ORIGINAL_PRINTINGS, TARGET, card, enchantment, holding, register, seq
from hsfp.core.dsl import (
    AttackAtMost,
    BoardSpace,
    Buff,
    CopyMode,
    Destroy,
    Discover,
    Exists,
    If,
    InZone,
    IsRace,
    IsThis,
    IsType,
    LastSummoned,
    OfRace,
    OfType,
    RandomN,
    Side,
    SummonCopy,
)
from hsfp.core.tags import CardType, Race, Zone

# "If you're holding a Dragon": another card than this one (a Dragon itself, while it is being played).
HOLDING_A_DRAGON = holding(IsRace(Race.DRAGON) & ~IsThis())
DECK_MINIONS = InZone(Zone.DECK, Side.FRIENDLY).where(IsType(CardType.MINION))
DRAGONS = OfRace(OfType(ORIGINAL_PRINTINGS, CardType.MINION), Race.DRAGON)

register(
    # Barnes: with no room, no copy (and no Impression on another minion).
    card("KAR_114", battlecry=If(BoardSpace() & Exists(DECK_MINIONS), seq(  # Barnes
        SummonCopy(RandomN(DECK_MINIONS), CopyMode.BASE), Buff(LastSummoned(), "KAR_114e")))),
    enchantment("KAR_114e", set_atk=1, set_health=1),
    # Book Wyrm: without a Dragon in hand no minion is a legal target, so it is played without one.
    card("KAR_033", target=ENEMY_MINIONS.where(AttackAtMost(3) & HOLDING_A_DRAGON),  # Book Wyrm
         battlecry=Destroy(TARGET)),
    card("KAR_062", battlecry=If(HOLDING_A_DRAGON, Discover(DRAGONS))),  # Netherspite Historian
)
