"""Mean Streets of Gadgetzan: The Jade Lotus (Druid, Rogue, Shaman) and the Jade Golems.

"Summon a Jade Golem" is `SummonJadeGolem`: the golem's size is its player's count (`Tag.JADE_GOLEM`),
readable as `PlayerTag(Tag.JADE_GOLEM)` and `CounterAtLeast(Tag.JADE_GOLEM, n)`.
"""

from cards.keywords import ANY_CHARACTER, TARGET, card, register, seq
from hsfp.core.dsl import Damage, GainMana, SummonJadeGolem

register(
    card("CFM_902", battlecry=SummonJadeGolem(), deathrattle=SummonJadeGolem()),  # Aya Blackpaw
    card("CFM_717", battlecry=SummonJadeGolem()),  # Jade Claws
    card("CFM_707", target=ANY_CHARACTER, play=seq(Damage(TARGET, 3), SummonJadeGolem())),  # Jade Lightning
    card("CFM_630", play=GainMana(1)),  # Counterfeit Coin
    # the Jade Golems of the sizes the card database has; other sizes are the 1/1 printed larger
    card("CFM_712_t01"),  # Jade Golem
    card("CFM_712_t04"),  # Jade Golem
    card("CFM_712_t07"),  # Jade Golem
    card("CFM_712_t20"),  # Jade Golem
)
