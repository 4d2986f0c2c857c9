"""One Night in Karazhan: Rogue."""

from cards.keywords import ORIGINAL_PRINTINGS, card, register
from hsfp.core.dsl import AddFromPool, OfClass, Whose

register(
    card("KAR_069", battlecry=AddFromPool(OfClass(ORIGINAL_PRINTINGS, Whose.ANOTHER))),  # Swashburglar
)
