"""Whispers of the Old Gods: Warrior."""

from cards.keywords import FRIENDLY_WEAPON, OTHER_FRIENDLY_MINIONS, card, enchantment, register
from hsfp.core.dsl import Buff, EquipWeapon, Exists, If, IsRace
from hsfp.core.tags import Race

ANOTHER_PIRATE = Exists(OTHER_FRIENDLY_MINIONS.where(IsRace(Race.PIRATE)))

register(
    card("OG_315", battlecry=If(ANOTHER_PIRATE, Buff(FRIENDLY_WEAPON, "OG_315e"))),  # Bloodsail Cultist
    enchantment("OG_315e", atk=1, durability=1),
    card("OG_312", battlecry=EquipWeapon("OG_058")),  # N'Zoth's First Mate
    card("OG_058"),  # Rusty Hook
)
