"""Warrior (Basic)."""

from cards.keywords import (
    ALL_MINIONS,
    ENEMY_MINIONS,
    FRIENDLY_HERO,
    FRIENDLY_MINIONS,
    TARGET,
    card,
    enchantment,
    register,
    seq,
    whenever_you_summon,
)
from hsfp.core.dsl import (
    AttackAtMost,
    Buff,
    CountAtLeast,
    Damage,
    Damaged,
    Destroy,
    Draw,
    EventEntity,
    GainArmor,
    RandomN,
    SetTag,
)
from hsfp.core.tags import Tag

register(
    card("VAN_CS2_108", target=ENEMY_MINIONS.where(Damaged()), play=Destroy(TARGET)),  # Execute
    card("VAN_EX1_400", play=Damage(ALL_MINIONS, 1)),  # Whirlwind
    card("VAN_CS2_105", play=Buff(FRIENDLY_HERO, "CS2_105e")),  # Heroic Strike
    enchantment("CS2_105e", atk=4, this_turn=True),
    card("VAN_CS2_106"),  # Fiery War Axe
    card("VAN_CS2_114", playable_if=CountAtLeast(ENEMY_MINIONS, 2),  # Cleave
         play=Damage(RandomN(ENEMY_MINIONS, 2), 2)),
    card("VAN_CS2_103", target=FRIENDLY_MINIONS, play=Buff(TARGET, "CS2_103e2")),  # Charge
    enchantment("CS2_103e2", atk=2, grants=(Tag.CHARGE,)),
    card("VAN_EX1_084", triggers=(  # Warsong Commander
        whenever_you_summon(SetTag(EventEntity(), Tag.CHARGE), AttackAtMost(3)),)),
    card("VAN_EX1_606", play=seq(GainArmor(5), Draw(1))),  # Shield Block
    card("VAN_NEW1_011"),  # Kor'kron Elite
    card("VAN_CS2_112"),  # Arcanite Reaper
)
