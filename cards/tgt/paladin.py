"""The Grand Tournament: Paladin."""

from cards.keywords import SELF, card, enchantment, register
from hsfp.core.dsl import Buff, Joust

register(
    # Argent Lance: the weapon is equipped before its Battlecry, so the Durability goes on it in play.
    card("AT_077", battlecry=Joust(Buff(SELF, "AT_077e"))),  # Argent Lance
    enchantment("AT_077e", durability=1),
)
