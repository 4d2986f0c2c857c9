"""The League of Explorers: Warlock."""

from cards.keywords import ORIGINAL_PRINTINGS, card, register
from hsfp.core.dsl import Discover, OfCost, Relation

register(
    card("LOE_023", battlecry=Discover(OfCost(ORIGINAL_PRINTINGS, Relation.EQ, 1))),  # Dark Peddler
)
