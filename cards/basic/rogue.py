"""Rogue (Basic)."""

from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_HERO,
    ENEMY_MINIONS,
    FRIENDLY_WEAPON,
    TARGET,
    card,
    enchantment,
    register,
    seq,
)
from hsfp.core.dsl import Buff, Damage, Damaged, Destroy, Draw, Exists, ReturnToHand

register(
    card("VAN_CS2_072", target=ANY_MINION.where(~Damaged()), play=Damage(TARGET, 2)),  # Backstab
    card("VAN_CS2_074", playable_if=Exists(FRIENDLY_WEAPON), play=Buff(FRIENDLY_WEAPON, "CS2_074e")),  # Deadly Poison
    enchantment("CS2_074e", atk=2),
    card("VAN_CS2_075", play=Damage(ENEMY_HERO, 3)),  # Sinister Strike
    card("VAN_EX1_278", target=ANY_CHARACTER, play=seq(Damage(TARGET, 1), Draw(1))),  # Shiv
    card("VAN_EX1_581", target=ENEMY_MINIONS, play=ReturnToHand(TARGET)),  # Sap
    card("VAN_EX1_129", play=seq(Damage(ENEMY_MINIONS, 1), Draw(1))),  # Fan of Knives
    card("VAN_CS2_076", target=ENEMY_MINIONS, play=Destroy(TARGET)),  # Assassinate
    card("VAN_CS2_080"),  # Assassin's Blade
    card("VAN_CS2_077", play=Draw(4)),  # Sprint
    card("VAN_CS2_082"),  # Wicked Knife
)
