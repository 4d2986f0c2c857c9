"""Blackrock Mountain: Priest."""

from cards.keywords import SELF, card, enchantment, holding, register
from hsfp.core.dsl import Buff, If, IsRace
from hsfp.core.tags import Race

register(
    card("BRM_004", battlecry=If(holding(IsRace(Race.DRAGON)), Buff(SELF, "BRM_004e"))),  # Twilight Whelp
    enchantment("BRM_004e", health=2),  # Twilight Endurance
)
