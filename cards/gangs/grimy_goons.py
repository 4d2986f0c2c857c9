"""Mean Streets of Gadgetzan: The Grimy Goons (Paladin, Hunter, Warrior) and their hand buffs.

A hand buff is an enchantment attached to a card in hand: it is not "while in hand", so it stays when
the card is played or summoned from the hand (docs/rulings.md).
"""

from cards.keywords import HAND_MINIONS, at_end_of_your_turn, card, enchantment, give_hand, register
from hsfp.core.dsl import RandomN

register(
    card("CFM_685", battlecry=give_hand("CFM_685e", RandomN(HAND_MINIONS, 1))),  # Don Han'Cho
    enchantment("CFM_685e", atk=5, health=5),
    card("CFM_639", triggers=(at_end_of_your_turn(give_hand("CFM_639e")),)),  # Grimestreet Enforcer
    enchantment("CFM_639e", atk=1, health=1),
    card("CFM_753", battlecry=give_hand("CFM_753e")),  # Grimestreet Outfitter
    enchantment("CFM_753e", atk=1, health=1),
    card("CFM_305", play=give_hand("CFM_305e")),  # Smuggler's Run
    enchantment("CFM_305e", atk=1, health=1),
    card("CFM_815"),  # Wickerflame Burnbristle
)
