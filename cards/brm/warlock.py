"""Blackrock Mountain: Warlock."""

from cards.keywords import card, register, whenever_this_takes_damage
from hsfp.core.dsl import Summon

register(
    card("BRM_006", triggers=(whenever_this_takes_damage(Summon("BRM_006t")),)),  # Imp Gang Boss
    card("BRM_006t"),  # Imp
)
