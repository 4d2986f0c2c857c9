"""Blackrock Mountain: Neutral cards."""

from cards.keywords import ANY_CHARACTER, TARGET, card, holding, register
from hsfp.core.dsl import Damage, IsRace
from hsfp.core.tags import Race

_DRAGON_IN_HAND = holding(IsRace(Race.DRAGON))

# The target is asked for only while a Dragon is in hand; without one the minion is played without it and
# its Battlecry is skipped. 5 damage: the number the data gives this id today (docs/rulings.md).
register(
    card("BRM_034", target=ANY_CHARACTER.where(_DRAGON_IN_HAND),  # Blackwing Corruptor
         battlecry=Damage(TARGET, 5)),
)
