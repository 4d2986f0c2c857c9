"""Whispers of the Old Gods: Mage."""

from cards.keywords import ANY_MINION, ORIGINAL_PRINTINGS, TARGET, card, register
from hsfp.core.dsl import AddFromPool, Damage, OfClass, OfType, SpendAllMana, SpentMana, Whose
from hsfp.core.tags import CardClass, CardType

MAGE_SPELLS = OfClass(OfType(ORIGINAL_PRINTINGS, CardType.SPELL), Whose.NAMED, CardClass.MAGE)

register(
    card("OG_090", play=AddFromPool(MAGE_SPELLS, n=3)),  # Cabalist's Tome
    card("OG_086", target=ANY_MINION,  # Forbidden Flame
         play=SpendAllMana(Damage(TARGET, SpentMana()))),
)
