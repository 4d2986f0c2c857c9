"""Raptor Herald (CORE, Hunter): Rewind, Dark Gift and Kindred.

Rewind is a rule of the step (`reducers.rewind`): the card's printed keyword (`CardDef.rewind`) is all
it needs, and Keep Timeline and Rewind Timeline, the two options of the choice, are defined here.

"Rewind. Battlecry: Discover a Beast with a Dark Gift. Kindred: It costs (1) less." The Beasts come from
the CORE set itself (`cards.core.pools.CORE_CARDS`); each option carries one Dark Gift drawn from
`DARK_GIFTS`, an enchantment that stays on the card in hand (or on top of the deck, for Sweet Dreams) and
when it is played. Kindred is read when the Battlecry runs: a card played on your last turn sharing a
minion type with this Beast.
"""

from __future__ import annotations

import dataclasses

from cards.core.pools import CORE_CARDS
from cards.keywords import TARGET, card, enchantment, event_is, on, register, seq
from hsfp.core.dsl import (
    Buff,
    CardDef,
    CopyMode,
    DiscoverGifted,
    Draw,
    Host,
    If,
    IsHost,
    Kindred,
    LastSummoned,
    OfRace,
    OfType,
    SummonCopy,
)
from hsfp.core.tags import CardType, EventKind, Race, Tag

#: The ten Dark Gifts, as HearthSim's enchantments.
DARK_GIFTS: tuple[str, ...] = (
    "EDR_100te",  # Waking Terror: +3 Attack and Lifesteal
    "EDR_100t1e",  # Well Rested: +2/+2 and Elusive
    "EDR_100t2e",  # Short Claws: costs (2) less, -2 Attack
    "EDR_100t3e",  # Bundled Up: +4 Health and Taunt
    "EDR_100t4e",  # Inner Demons: Deathrattle: draw 2 cards
    "EDR_100t5e",  # Living Nightmare: when you play this minion, summon a 2/2 copy of it
    "EDR_100t6e",  # Sneaky Sleepwalking: Charge
    "EDR_100t7e",  # Rude Awakening: this minion's Battlecries trigger twice
    "EDR_100t8e1",  # Sweet Dreams: +4/+5, and the card is placed on top of your deck
    "EDR_100t9e",  # Persisting Horror: Reborn, and Reborn with full Health and enchantments
)

#: The gifts whose card goes on top of the deck instead of the hand.
TO_DECK: tuple[str, ...] = ("EDR_100t8e1",)

#: Kindred's discount on the Beast discovered.
KINDRED_DISCOUNT = "BAR_320e"

_CORE_BEASTS = OfRace(OfType(CORE_CARDS, CardType.MINION), Race.BEAST)

RAPTOR_HERALD = card("CORE_EDR_004_2026", battlecry=DiscoverGifted(_CORE_BEASTS, DARK_GIFTS, then=If(
    Kindred(), Buff(TARGET, KINDRED_DISCOUNT)), to_deck=TO_DECK))

#: The card with its Dark Gifts and its Kindred discount.
DEFINITIONS: tuple[CardDef, ...] = (
    enchantment("EDR_100te", atk=3, grants=(Tag.LIFESTEAL,)),
    enchantment("EDR_100t1e", atk=2, health=2, grants=(Tag.ELUSIVE,)),
    enchantment("EDR_100t2e", atk=-2, cost=-2),
    enchantment("EDR_100t3e", health=4, grants=(Tag.TAUNT,)),
    enchantment("EDR_100t4e", deathrattle=Draw(2)),
    # the copy is of the printed card (without this gift), set to 2/2
    enchantment("EDR_100t5e", triggers=(on(EventKind.PLAY_CARD, seq(
        SummonCopy(Host(), CopyMode.BASE), Buff(LastSummoned(), "EDR_100t5e5")), when=event_is(IsHost())),)),
    enchantment("EDR_100t5e5", set_atk=2, set_health=2),
    enchantment("EDR_100t6e", grants=(Tag.CHARGE,)),
    # printed on the enchantment's row: the Battlecry phase reads it on the card's own enchantments
    dataclasses.replace(enchantment("EDR_100t7e"), tags=((Tag.EXTRA_BATTLECRIES, 1),)),
    enchantment("EDR_100t8e1", atk=4, health=5),
    # printed on the enchantment's row: the death phase reads it (`reducers.reborn`)
    dataclasses.replace(enchantment("EDR_100t9e"), tags=((Tag.REBORN, 1),)),
    enchantment(KINDRED_DISCOUNT, cost=-1),
    RAPTOR_HERALD,
    # the options of a Rewind choice, answered by `reducers.rewind`, never played
    card("TIME_000ta"),
    card("TIME_000tb"),
)

register(*DEFINITIONS)
