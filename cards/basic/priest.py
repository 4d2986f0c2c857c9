"""Priest (Basic)."""

from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_MINIONS,
    FRIENDLY_CHARACTERS,
    TARGET,
    card,
    enchantment,
    register,
    seq,
)
from hsfp.core.dsl import (
    AttackAtLeast,
    AttackAtMost,
    BoardSpace,
    Buff,
    CopyToHand,
    Damage,
    Destroy,
    Draw,
    Heal,
    InZone,
    RandomN,
    Side,
    TakeControl,
)
from hsfp.core.tags import Zone

register(
    card("VAN_CS1_130", target=ANY_CHARACTER, play=Damage(TARGET, 2)),  # Holy Smite
    card("VAN_CS2_003", play=CopyToHand(RandomN(InZone(Zone.HAND, Side.ENEMY), 1))),  # Mind Vision
    card("VAN_CS2_004", target=ANY_MINION, play=seq(Buff(TARGET, "CS2_004e"), Draw(1))),  # Power Word: Shield
    enchantment("CS2_004e", health=2),
    card("VAN_CS2_234", target=ANY_MINION.where(AttackAtMost(3)), play=Destroy(TARGET)),  # Shadow Word: Pain
    card("VAN_EX1_622", target=ANY_MINION.where(AttackAtLeast(5)), play=Destroy(TARGET)),  # Shadow Word: Death
    card("VAN_CS1_112", play=seq(Damage(ENEMY_CHARACTERS, 2), Heal(FRIENDLY_CHARACTERS, 2))),  # Holy Nova
    card("VAN_CS1_113", target=ENEMY_MINIONS, playable_if=BoardSpace(),  # Mind Control (needs a free slot)
         play=TakeControl(TARGET)),
)
