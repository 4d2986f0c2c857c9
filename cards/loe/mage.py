"""The League of Explorers: Mage."""

from cards.keywords import ANY_CHARACTER, TARGET, card, register, seq
from hsfp.core.dsl import Damage, ShuffleIntoDeck

register(
    card("LOE_002", target=ANY_CHARACTER,  # Forgotten Torch
         play=seq(Damage(TARGET, 3), ShuffleIntoDeck("LOE_002t"))),
    card("LOE_002t", target=ANY_CHARACTER, play=Damage(TARGET, 6)),  # Roaring Torch
)
