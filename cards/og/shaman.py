"""Whispers of the Old Gods: Shaman."""

from cards.keywords import card, costs_less_per, register
from hsfp.core.dsl import PlayerTag
from hsfp.core.tags import Tag

register(
    card("OG_028", auras=(costs_less_per(PlayerTag(Tag.TOTEMS_SUMMONED)),)),  # Thing from Below
)
