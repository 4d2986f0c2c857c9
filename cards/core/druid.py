"""Druid (CORE): the cards of today's core set whose text no earlier definition shares.

Choose One cards name their sub-cards (`choose_one=`, in the order of their ids), as the Classic Druid
does; Discover and random minions draw from the CORE set itself (`cards.core.pools.CORE_CARDS`).
"""

from __future__ import annotations

import dataclasses

from cards.core.pools import CORE_CARDS
from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_MINIONS,
    FRIENDLY_HERO,
    FRIENDLY_WEAPON,
    OTHER_FRIENDLY_MINIONS,
    TARGET,
    at_end_of_your_turn,
    card,
    casts_when_drawn,
    enchantment,
    register,
    seq,
)
from hsfp.core.dsl import (
    BoardSpace,
    Buff,
    CardDef,
    Compare,
    CostAtMost,
    Damage,
    Discover,
    Draw,
    EventEntity,
    GainArmor,
    GainMana,
    Heal,
    If,
    InZone,
    IsType,
    OfType,
    PlayerTag,
    PutIntoPlay,
    RandomN,
    Relation,
    ShuffleIntoDeck,
    Summon,
    SummonFromPoolAtCost,
    SumOf,
    TagOf,
)
from hsfp.core.tags import CardType, Tag, Zone

#: The minions of the CORE set: what a random minion is drawn from.
_CORE_MINIONS = OfType(CORE_CARDS, CardType.MINION)
#: "a minion from your deck that costs (4) or less"
_CHEAP_DECK_MINIONS = InZone(Zone.DECK).where(IsType(CardType.MINION) & CostAtMost(4))


def _printed(d: CardDef, tag: Tag) -> CardDef:
    # a rule the card brings (not a keyword of the database's), printed on its row like one
    return dataclasses.replace(d, tags=(*d.tags, (tag, 1)))


register(
    card("CORE_AT_037", choose_one=("AT_037a", "AT_037b")),  # Living Roots
    card("AT_037a", target=ANY_CHARACTER, play=Damage(TARGET, 2)),  # Grasping Roots
    card("AT_037b", playable_if=BoardSpace(), play=Summon("AT_037t", 2)),  # One, Two, Trees!
    card("AT_037t"),  # Sapling
    card("CORE_CATA_006", battlecry=Buff(OTHER_FRIENDLY_MINIONS, "CORE_CATA_006e")),  # Ulfar
    # Thornspeakers' Spirit: the Cost of the minion that died (the event's; the enchantment is gone by then)
    enchantment("CORE_CATA_006e",
                deathrattle=SummonFromPoolAtCost(_CORE_MINIONS, TagOf(EventEntity(), Tag.COST))),
    card("CORE_CS2_009", target=ANY_MINION, play=Buff(TARGET, "CS2_009e")),  # Mark of the Wild
    enchantment("CS2_009e", atk=2, health=3, grants=(Tag.TAUNT,)),
    card("CORE_EX1_169", play=GainMana(1)),  # Innervate
    card("CORE_LOOT_309", play=seq(GainArmor(6), PutIntoPlay(RandomN(_CHEAP_DECK_MINIONS)))),  # Oaken Summons
    _printed(card("CORE_OG_044"), Tag.CHOOSE_BOTH),  # Fandral Staghelm
    card("CORE_OG_047", choose_one=("OG_047a", "OG_047b")),  # Feral Rage
    card("OG_047a", play=Buff(FRIENDLY_HERO, "OG_047e")),  # Evolve Spines
    enchantment("OG_047e", atk=4, this_turn=True),
    card("OG_047b", play=GainArmor(8)),  # Evolve Scales
    card("CORE_ONY_018", choose_one=("ONY_018t", "ONY_018t2")),  # Boomkin
    card("ONY_018t", play=Heal(FRIENDLY_HERO, 8)),  # Eyes of the Moon
    card("ONY_018t2", target=ANY_CHARACTER, play=Damage(TARGET, 4)),  # Heart of the Sun
    card("CORE_RLK_657", battlecry=GainArmor(6), deathrattle=GainArmor(6)),  # Underking
    card("CORE_SW_429", playable_if=BoardSpace(), play=Summon("SW_429t", 2)),  # Best in Shell
    card("SW_429t"),  # Goldshell Turtle
    # Savage Striker: the hero's Attack as it stands on your turn, weapon included (as Savagery)
    card("CORE_SW_439", deathrattle=ShuffleIntoDeck("SW_439t", 4)),  # Vibrant Squirrel
    card("SW_439t", play=Summon("SW_439t2"), triggers=(casts_when_drawn(Summon("SW_439t2")),)),  # Acorn
    card("SW_439t2"),  # Satisfied Squirrel
    card("CORE_TRL_240", target=ENEMY_MINIONS,
         battlecry=Damage(TARGET, TagOf(FRIENDLY_HERO, Tag.ATK) + SumOf(FRIENDLY_WEAPON, Tag.ATK))),
    card("CORE_TSC_650", choose_one=("TSC_650a", "TSC_650d")),  # Flipper Friends
    card("TSC_650a", playable_if=BoardSpace(), play=Summon("TSC_650t")),  # Order the Orca
    card("TSC_650t"),  # Orca
    card("TSC_650d", playable_if=BoardSpace(), play=Summon("TSC_650t4", 6)),  # Romp of Otters
    card("TSC_650t4"),  # Otter
    card("CORE_ULD_133", triggers=(  # Crystal Merchant
        at_end_of_your_turn(If(Compare(PlayerTag(Tag.MANA), Relation.GT, 0), Draw(1))),)),
    card("Core_LOE_115", choose_one=("LOE_115a", "LOE_115b")),  # Raven Idol
    card("LOE_115a", play=Discover(_CORE_MINIONS)),  # Break Free
    card("LOE_115b", play=Discover(OfType(CORE_CARDS, CardType.SPELL))),  # Awakened
)
