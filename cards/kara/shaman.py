"""One Night in Karazhan: Shaman."""

from cards.keywords import (
    ENEMY_MINIONS,
    FRIENDLY_MINIONS,
    ORIGINAL_PRINTINGS,
    SELF,
    aura,
    card,
    register,
    seq,
)
from hsfp.core.dsl import Damage, Exists, HasTag, OfCost, OfType, Relation, SummonFromPool
from hsfp.core.tags import CardType, Tag

ONE_COST_MINIONS = OfCost(OfType(ORIGINAL_PRINTINGS, CardType.MINION), Relation.EQ, 1)
# Spell Damage comes from minions in play and the weapon (`reducers.base.spell_damage`); the weapon is
# the Claws itself, which has none.
HAVE_SPELL_DAMAGE = Exists(FRIENDLY_MINIONS.where(HasTag(Tag.SPELLPOWER)))

register(
    card("KAR_073", play=seq(Damage(ENEMY_MINIONS, 1), SummonFromPool(ONE_COST_MINIONS))),  # Maelstrom Portal
    card("KAR_063", auras=(aura(SELF, atk=2, condition=HAVE_SPELL_DAMAGE),)),  # Spirit Claws
)
