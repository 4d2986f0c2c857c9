"""One Night in Karazhan: Mage."""

from cards.keywords import ANY_CHARACTER, ORIGINAL_PRINTINGS, TARGET, card, register, seq
from hsfp.core.dsl import AddFromPool, Damage, OfClass, OfCost, OfType, Relation, SummonFromPool, Whose
from hsfp.core.tags import CardClass, CardType

MAGE_SPELLS = OfClass(OfType(ORIGINAL_PRINTINGS, CardType.SPELL), Whose.NAMED, CardClass.MAGE)
# The database's printing: 6 damage and a 6-Cost minion (docs/rulings.md, One Night in Karazhan).
SIX_COST_MINIONS = OfCost(OfType(ORIGINAL_PRINTINGS, CardType.MINION), Relation.EQ, 6)

register(
    card("KAR_009", battlecry=AddFromPool(MAGE_SPELLS)),  # Babbling Book
    card("KAR_076", target=ANY_CHARACTER,  # Firelands Portal
         play=seq(Damage(TARGET, 6), SummonFromPool(SIX_COST_MINIONS))),
)
