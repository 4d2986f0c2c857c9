"""The League of Explorers: Priest."""

from cards.keywords import ENEMY_MINIONS, TARGET, card, register
from hsfp.core.dsl import ShuffleIntoDeckOf

register(
    card("LOE_104", target=ENEMY_MINIONS, play=ShuffleIntoDeckOf(TARGET)),  # Entomb
)
