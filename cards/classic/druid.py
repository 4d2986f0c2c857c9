"""Druid (Classic).

Choose One cards name their two sub-cards (`choose_one=`, in the order of their ids); the chosen
sub-card's `target` and `play` are used, with SELF still the card being played.
"""

from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_MINIONS,
    FRIENDLY_HERO,
    FRIENDLY_MINIONS,
    FRIENDLY_WEAPON,
    OTHER_FRIENDLY_MINIONS,
    SELF,
    TARGET,
    card,
    enchantment,
    on,
    register,
    seq,
)
from hsfp.core.dsl import (
    BoardSpace,
    Buff,
    Damage,
    Destroy,
    Draw,
    GainArmor,
    GainCrystals,
    Heal,
    Side,
    Silence,
    Summon,
    SumOf,
    TagOf,
    Transform,
)
from hsfp.core.tags import EventKind, Tag

register(
    card("VAN_EX1_154", choose_one=("VAN_EX1_154a", "VAN_EX1_154b")),  # Wrath
    card("VAN_EX1_154a", target=ANY_MINION, play=Damage(TARGET, 3)),  # Solar Wrath
    card("VAN_EX1_154b", target=ANY_MINION, play=seq(Damage(TARGET, 1), Draw(1))),  # Nature's Wrath
    card("VAN_EX1_155", choose_one=("VAN_EX1_155a", "VAN_EX1_155b")),  # Mark of Nature
    card("VAN_EX1_155a", target=ANY_MINION, play=Buff(TARGET, "EX1_155ae")),  # Tiger's Fury
    enchantment("EX1_155ae", atk=4),
    card("VAN_EX1_155b", target=ANY_MINION, play=Buff(TARGET, "EX1_155be")),  # Thick Hide
    enchantment("EX1_155be", health=4, grants=(Tag.TAUNT,)),
    card("VAN_EX1_158", play=Buff(FRIENDLY_MINIONS, "VAN_EX1_158e")),  # Soul of the Forest
    enchantment("VAN_EX1_158e", deathrattle=Summon("VAN_EX1_tk9")),
    card("VAN_EX1_tk9"),  # Treant
    card("VAN_EX1_160", choose_one=("VAN_EX1_160a", "VAN_EX1_160b")),  # Power of the Wild
    card("VAN_EX1_160a", playable_if=BoardSpace(), play=Summon("EX1_160t")),  # Summon a Panther
    card("EX1_160t"),  # Panther
    card("VAN_EX1_160b", play=Buff(FRIENDLY_MINIONS, "EX1_160be")),  # Leader of the Pack
    enchantment("EX1_160be", atk=1, health=1),
    card("VAN_EX1_161", target=ANY_MINION, play=seq(Destroy(TARGET), Draw(2, Side.ENEMY))),  # Naturalize
    card("VAN_EX1_164", choose_one=("VAN_EX1_164a", "VAN_EX1_164b")),  # Nourish
    card("VAN_EX1_164a", play=GainCrystals(2, empty=False)),  # Rampant Growth: two full crystals
    card("VAN_EX1_164b", play=Draw(3)),  # Enrich
    card("VAN_EX1_165", choose_one=("VAN_EX1_165a", "VAN_EX1_165b")),  # Druid of the Claw
    card("VAN_EX1_165a", play=Transform(SELF, "VAN_EX1_165t1")),  # Cat Form
    card("VAN_EX1_165b", play=Transform(SELF, "VAN_EX1_165t2")),  # Bear Form
    card("VAN_EX1_165t1"),  # Druid of the Claw (cat, Charge)
    card("VAN_EX1_165t2"),  # Druid of the Claw (bear, Taunt)
    card("VAN_EX1_166", choose_one=("VAN_EX1_166a", "VAN_EX1_166b")),  # Keeper of the Grove
    card("VAN_EX1_166a", target=ANY_CHARACTER, play=Damage(TARGET, 2)),  # Moonfire
    card("VAN_EX1_166b", target=ANY_MINION, play=Silence(TARGET)),  # Dispel
    card("VAN_EX1_178", choose_one=("VAN_EX1_178a", "VAN_EX1_178b")),  # Ancient of War
    card("VAN_EX1_178a", play=Buff(SELF, "EX1_178ae")),  # Rooted
    enchantment("EX1_178ae", health=5, grants=(Tag.TAUNT,)),
    card("VAN_EX1_178b", play=Buff(SELF, "EX1_178be")),  # Uproot
    enchantment("EX1_178be", atk=5),
    card("VAN_EX1_570", play=seq(Buff(FRIENDLY_HERO, "EX1_570e"), GainArmor(4))),  # Bite
    enchantment("EX1_570e", atk=4, this_turn=True),
    card("VAN_EX1_571", playable_if=BoardSpace(), play=Summon("VAN_EX1_tk9b", 3)),  # Force of Nature
    card("VAN_EX1_tk9b", triggers=(on(EventKind.TURN_END, Destroy(SELF)),)),  # Treant (dies at end of turn)
    card("VAN_EX1_573", choose_one=("VAN_EX1_573a", "VAN_EX1_573b")),  # Cenarius
    card("VAN_EX1_573a", play=Buff(OTHER_FRIENDLY_MINIONS, "EX1_573ae")),  # Demigod's Favor
    enchantment("EX1_573ae", atk=2, health=2),
    card("VAN_EX1_573b", play=Summon("EX1_573t", 2)),  # Shan'do's Lesson
    card("EX1_573t"),  # Treant (Taunt)
    # Savagery: the hero's Attack as it stands on your turn, weapon included.
    card("VAN_EX1_578", target=ANY_MINION,
         play=Damage(TARGET, TagOf(FRIENDLY_HERO, Tag.ATK) + SumOf(FRIENDLY_WEAPON, Tag.ATK))),
    card("VAN_NEW1_007", choose_one=("VAN_NEW1_007a", "VAN_NEW1_007b")),  # Starfall
    card("VAN_NEW1_007a", play=Damage(ENEMY_MINIONS, 2)),  # Stellar Drift
    card("VAN_NEW1_007b", target=ANY_MINION, play=Damage(TARGET, 5)),  # Starlord
    card("VAN_NEW1_008", choose_one=("VAN_NEW1_008a", "VAN_NEW1_008b")),  # Ancient of Lore
    card("VAN_NEW1_008a", play=Draw(2)),  # Ancient Teachings
    card("VAN_NEW1_008b", target=ANY_CHARACTER, play=Heal(TARGET, 5)),  # Ancient Secrets
)
