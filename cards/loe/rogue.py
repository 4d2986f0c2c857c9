"""The League of Explorers: Rogue."""

from cards.keywords import card, register
from hsfp.core.dsl import AddToHand

register(
    card("LOE_012", deathrattle=AddToHand("GAME_005")),  # Tomb Pillager
)
