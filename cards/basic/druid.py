"""Druid (Basic)."""

from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    FRIENDLY_CHARACTERS,
    FRIENDLY_HERO,
    TARGET,
    card,
    enchantment,
    register,
    seq,
)
from hsfp.core.dsl import Buff, Damage, Draw, GainArmor, GainCrystals, GainMana, Heal
from hsfp.core.tags import Tag

register(
    card("VAN_CS2_008", target=ANY_CHARACTER, play=Damage(TARGET, 1)),  # Moonfire
    card("VAN_EX1_169", play=GainMana(2)),  # Innervate
    card("VAN_CS2_005", play=seq(Buff(FRIENDLY_HERO, "CS2_005o"), GainArmor(2))),  # Claw
    enchantment("CS2_005o", atk=2, this_turn=True),
    card("VAN_CS2_009", target=ANY_MINION, play=Buff(TARGET, "VAN_CS2_009e")),  # Mark of the Wild
    enchantment("VAN_CS2_009e", atk=2, health=2, grants=(Tag.TAUNT,)),
    card("VAN_CS2_013", play=GainCrystals(1, empty=True, overflow_card="CS2_013t")),  # Wild Growth
    card("CS2_013t", play=Draw(1)),  # Excess Mana
    card("VAN_CS2_007", target=ANY_CHARACTER, play=Heal(TARGET, 8)),  # Healing Touch
    card("VAN_CS2_011", play=Buff(FRIENDLY_CHARACTERS, "CS2_011o")),  # Savage Roar
    enchantment("CS2_011o", atk=2, this_turn=True),
    card("VAN_CS2_012", target=ENEMY_CHARACTERS,  # Swipe
         play=seq(Damage(TARGET, 4), Damage(ENEMY_CHARACTERS - TARGET, 1))),
    card("VAN_EX1_173", target=ANY_CHARACTER, play=seq(Damage(TARGET, 5), Draw(1))),  # Starfire
    card("VAN_CS2_232"),  # Ironbark Protector
)
