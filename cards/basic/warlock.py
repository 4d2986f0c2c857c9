"""Warlock (Basic)."""

from cards.keywords import (
    ALL_CHARACTERS,
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_MINIONS,
    FRIENDLY_HERO,
    SELF,
    TARGET,
    card,
    enchantment,
    register,
    seq,
)
from hsfp.core.dsl import (
    Buff,
    Damage,
    Dead,
    Destroy,
    Discard,
    Draw,
    EventPlayerFriendly,
    Exists,
    Heal,
    Host,
    If,
    IsRace,
    TriggerDef,
)
from hsfp.core.tags import EventKind, Race

register(
    card("VAN_EX1_308", target=ANY_CHARACTER, play=seq(Damage(TARGET, 4), Discard(1))),  # Soulfire
    card("VAN_NEW1_003", target=ALL_MINIONS.where(IsRace(Race.DEMON)),  # Sacrificial Pact
         play=seq(Destroy(TARGET), Heal(FRIENDLY_HERO, 5))),
    card("VAN_CS2_063", target=ENEMY_MINIONS, play=Buff(TARGET, "CS2_063e")),  # Corruption
    enchantment("CS2_063e", triggers=(  # "At the start of the corrupting player's turn, destroy this minion."
        TriggerDef(EventKind.TURN_START, Destroy(Host()), EventPlayerFriendly()),)),
    card("VAN_CS2_065"),  # Voidwalker
    card("VAN_EX1_302", target=ANY_MINION,  # Mortal Coil
         play=seq(Damage(TARGET, 1), If(Exists(TARGET.where(Dead())), Draw(1)))),
    card("VAN_EX1_306", battlecry=Discard(1)),  # Felstalker
    card("VAN_CS2_057", target=ANY_MINION, play=Damage(TARGET, 4)),  # Shadow Bolt
    card("VAN_CS2_061", target=ANY_CHARACTER, play=seq(Damage(TARGET, 2), Heal(FRIENDLY_HERO, 2))),  # Drain Life
    card("VAN_CS2_062", play=Damage(ALL_CHARACTERS, 3)),  # Hellfire
    card("VAN_CS2_064", battlecry=Damage(ALL_CHARACTERS - SELF, 1)),  # Dread Infernal
)
