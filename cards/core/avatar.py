"""The CORE set: Avatar of Hearthstone ("Battlecry: Open a Standard Pack. Play all cards from it.").

The engine defines only the CORE set among today's Standard sets, so the pack is drawn from the defined
collectible cards of the CORE set (`cards.core.pools.CORE_CARDS`), by rarity with the card packs' odds
(`reducers.play_randomly`, docs/rulings.md "CORE: Avatar of Hearthstone")."""

from enum import IntEnum

from cards.core.pools import CORE_IDS
from cards.facts import facts
from cards.keywords import card, register
from hsfp.core.dsl import CardList, OpenPack


class Rarity(IntEnum):
    """A card's rarity, as the card database numbers it."""

    COMMON = 1
    RARE = 3
    EPIC = 4
    LEGENDARY = 5


def of_rarity(card_ids: tuple[str, ...], rarity: Rarity) -> CardList:
    """Returns the cards of a list that have a rarity, in the list's order."""
    return CardList(tuple(c for c in card_ids if facts(c)["rarity"] == rarity))


#: A pack of the CORE set: five cards, by rarity.
CORE_PACK = OpenPack(
    common=of_rarity(CORE_IDS, Rarity.COMMON), rare=of_rarity(CORE_IDS, Rarity.RARE),
    epic=of_rarity(CORE_IDS, Rarity.EPIC), legendary=of_rarity(CORE_IDS, Rarity.LEGENDARY))

register(
    card("CORE_WON_145", battlecry=CORE_PACK),  # Avatar of Hearthstone
)
