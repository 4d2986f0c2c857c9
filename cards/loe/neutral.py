"""The League of Explorers: Neutral cards."""

import dataclasses

from cards.keywords import FRIENDLY_HERO, card, register
from hsfp.core.dsl import CardDef, CardList, DiscoverHeroPower, Heal, If, NoDuplicatesInDeck, TagOf
from hsfp.core.tags import Tag

#: The basic Hero Powers: those the nine heroes of 2016 play (Sir Finley offers three of another class than
#: yours), today's printings (cards/core/heroes.py).
BASIC_HERO_POWERS = tuple(f"HERO_0{i}bp" for i in range(1, 10))


def _printed(d: CardDef, tag: Tag) -> CardDef:
    # a rule the card brings (not a keyword of the database's), printed on its row like one
    return dataclasses.replace(d, tags=(*d.tags, (tag, 1)))


register(
    _printed(card("LOE_077"), Tag.EXTRA_BATTLECRIES),  # Brann Bronzebeard
    card("LOE_011", battlecry=If(NoDuplicatesInDeck(),  # Reno Jackson
                                 Heal(FRIENDLY_HERO, TagOf(FRIENDLY_HERO, Tag.HEALTH)))),
    card("LOE_076", battlecry=DiscoverHeroPower(CardList(BASIC_HERO_POWERS))),  # Sir Finley Mrrgglton
)
