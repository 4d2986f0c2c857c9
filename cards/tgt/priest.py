"""The Grand Tournament: Priest."""

from cards.keywords import SELF, card, enchantment, holding, register
from hsfp.core.dsl import Buff, If, IsRace
from hsfp.core.tags import Race, Tag

register(
    card("AT_116", battlecry=If(holding(IsRace(Race.DRAGON)), Buff(SELF, "AT_116e"))),  # Wyrmrest Agent
    enchantment("AT_116e", atk=1, grants=(Tag.TAUNT,)),
)
