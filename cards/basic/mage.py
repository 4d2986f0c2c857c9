"""Mage (Basic)."""

from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_MINIONS,
    TARGET,
    card,
    on,
    register,
    seq,
)
from hsfp.core.dsl import (
    Damage,
    Draw,
    EventEntity,
    EventSource,
    Exists,
    Freeze,
    IsThis,
    SplitDamage,
    Summon,
    Transform,
)
from hsfp.core.tags import EventKind

register(
    card("VAN_CS2_027", play=Summon("VAN_CS2_mirror", 2)),  # Mirror Image
    card("VAN_CS2_mirror"),  # Mirror Image (token)
    card("VAN_EX1_277", play=SplitDamage(ENEMY_CHARACTERS, 3)),  # Arcane Missiles
    card("VAN_CS2_024", target=ANY_CHARACTER, play=seq(Damage(TARGET, 3), Freeze(TARGET))),  # Frostbolt
    card("VAN_CS2_025", play=Damage(ENEMY_MINIONS, 1)),  # Arcane Explosion
    card("VAN_CS2_023", play=Draw(2)),  # Arcane Intellect
    card("VAN_CS2_026", play=Freeze(ENEMY_MINIONS)),  # Frost Nova
    card("VAN_CS2_022", target=ANY_MINION, play=Transform(TARGET, "VAN_CS2_tk1")),  # Polymorph
    card("VAN_CS2_tk1"),  # Sheep
    card("VAN_CS2_029", target=ANY_CHARACTER, play=Damage(TARGET, 6)),  # Fireball
    card("VAN_CS2_033", triggers=(  # Water Elemental
        on(EventKind.DAMAGE, Freeze(EventEntity()), when=Exists(EventSource().where(IsThis()))),)),
    card("VAN_CS2_032", play=Damage(ENEMY_MINIONS, 4)),  # Flamestrike
)
