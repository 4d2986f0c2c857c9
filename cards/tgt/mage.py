"""The Grand Tournament: Mage."""

from cards.keywords import ANY_MINION, TARGET, card, register
from hsfp.core.dsl import BonusDamage

register(
    card("AT_004", target=ANY_MINION, play=BonusDamage(TARGET, 2, times=2)),  # Arcane Blast
)
