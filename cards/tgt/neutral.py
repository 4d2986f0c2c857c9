"""The Grand Tournament: Neutral cards."""

from cards.keywords import ALL_MINIONS, ENEMY_CHARACTERS, SELF, card, enchantment, holding, register
from hsfp.core.dsl import Buff, Damage, Dead, Heal, Heroes, If, IsRace, RandomN, Side
from hsfp.core.tags import Race, Tag

# "If you're holding a Dragon": read when the Battlecry or Deathrattle runs, the minion itself out of hand.
HOLDING_A_DRAGON = holding(IsRace(Race.DRAGON))

register(
    card("AT_087"),  # Argent Horserider: Charge and Divine Shield are printed
    card("AT_123", deathrattle=If(HOLDING_A_DRAGON, Damage(ALL_MINIONS, 3))),  # Chillmaw
    card("AT_094", battlecry=Damage(RandomN(ENEMY_CHARACTERS.where(~Dead())), 1)),  # Flame Juggler
    card("AT_111", battlecry=Heal(Heroes(Side.ANY), 4)),  # Refreshment Vendor
    card("AT_017", battlecry=If(HOLDING_A_DRAGON, Buff(SELF, "AT_017e"))),  # Twilight Guardian
    enchantment("AT_017e", atk=1, grants=(Tag.TAUNT,)),
)
