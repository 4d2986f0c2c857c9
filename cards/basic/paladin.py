"""Paladin (Basic)."""

from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    FRIENDLY_HERO,
    TARGET,
    card,
    enchantment,
    on,
    register,
    seq,
)
from hsfp.core.dsl import Buff, Damage, Draw, EventEntity, Exists, Friendly, Heal, IsType, SetTag
from hsfp.core.tags import CardType, EventKind, Tag

register(
    card("VAN_CS2_087", target=ANY_MINION, play=Buff(TARGET, "CS2_087e")),  # Blessing of Might
    enchantment("CS2_087e", atk=3),
    card("VAN_CS2_091"),  # Light's Justice
    card("VAN_EX1_360", target=ANY_MINION, play=Buff(TARGET, "EX1_360e")),  # Humility
    enchantment("EX1_360e", set_atk=1),
    card("VAN_EX1_371", target=ANY_MINION, play=SetTag(TARGET, Tag.DIVINE_SHIELD)),  # Hand of Protection
    card("VAN_CS2_089", target=ANY_CHARACTER, play=Heal(TARGET, 6)),  # Holy Light
    card("VAN_CS2_092", target=ANY_MINION, play=Buff(TARGET, "CS2_092e")),  # Blessing of Kings
    enchantment("CS2_092e", atk=4, health=4),
    card("VAN_CS2_093", play=Damage(ENEMY_CHARACTERS, 2)),  # Consecration
    card("VAN_CS2_094", target=ANY_CHARACTER, play=seq(Damage(TARGET, 3), Draw(1))),  # Hammer of Wrath
    card("VAN_CS2_097", triggers=(  # Truesilver Champion: "Whenever your hero attacks, restore 2 Health to it."
        on(EventKind.PROPOSED_ATTACK, Heal(FRIENDLY_HERO, 2),
           when=Exists(EventEntity().where(IsType(CardType.HERO) & Friendly()))),)),
    card("VAN_CS2_088", battlecry=Heal(FRIENDLY_HERO, 6)),  # Guardian of Kings
)
