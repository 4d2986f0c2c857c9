"""Neutral (Basic)."""

from cards.keywords import (
    ALL_MINIONS,
    ANY_CHARACTER,
    ENEMY_HERO,
    ENEMY_WEAPON,
    FRIENDLY_CHARACTERS,
    FRIENDLY_MINIONS,
    OTHER_FRIENDLY_MINIONS,
    SELF,
    TARGET,
    aura,
    card,
    enchantment,
    register,
    whenever_this_takes_damage,
)
from hsfp.core.dsl import Buff, Count, Damage, Destroy, Draw, Heal, IsRace, Repeat, Summon
from hsfp.core.tags import Race

register(
    card("VAN_CS1_042"),  # Goldshire Footman
    card("VAN_CS2_168"),  # Murloc Raider
    card("VAN_CS2_171"),  # Stonetusk Boar
    card("VAN_CS2_189", target=ANY_CHARACTER, battlecry=Damage(TARGET, 1)),  # Elven Archer
    card("VAN_EX1_011", target=ANY_CHARACTER, battlecry=Heal(TARGET, 2)),  # Voodoo Doctor
    card("VAN_EX1_508", auras=(aura(ALL_MINIONS.where(IsRace(Race.MURLOC)) - SELF, atk=1),)),  # Grimscale Oracle
    card("VAN_CS2_120"),  # River Crocolisk
    card("VAN_CS2_121"),  # Frostwolf Grunt
    card("VAN_CS2_142"),  # Kobold Geomancer
    card("VAN_CS2_172"),  # Bloodfen Raptor
    card("VAN_CS2_173"),  # Bluegill Warrior
    card("VAN_EX1_015", battlecry=Draw(1)),  # Novice Engineer
    card("VAN_EX1_066", battlecry=Destroy(ENEMY_WEAPON)),  # Acidic Swamp Ooze
    card("VAN_EX1_506", battlecry=Summon("VAN_EX1_506a")),  # Murloc Tidehunter
    card("VAN_EX1_506a"),  # Murloc Scout
    card("VAN_CS2_118"),  # Magma Rager
    card("VAN_CS2_122", auras=(aura(OTHER_FRIENDLY_MINIONS, atk=1),)),  # Raid Leader
    card("VAN_CS2_124"),  # Wolfrider
    card("VAN_CS2_125"),  # Ironfur Grizzly
    card("VAN_CS2_127"),  # Silverback Patriarch
    card("VAN_CS2_141", target=ANY_CHARACTER, battlecry=Damage(TARGET, 1)),  # Ironforge Rifleman
    card("VAN_CS2_196", battlecry=Summon("VAN_CS2_boar")),  # Razorfen Hunter
    card("VAN_CS2_boar"),  # Boar
    card("VAN_EX1_019", target=FRIENDLY_MINIONS, battlecry=Buff(TARGET, "EX1_019e")),  # Shattered Sun Cleric
    enchantment("EX1_019e", atk=1, health=1),
    card("VAN_EX1_582"),  # Dalaran Mage
    card("VAN_CS2_119"),  # Oasis Snapjaw
    card("VAN_CS2_131"),  # Stormwind Knight
    card("VAN_CS2_147", battlecry=Draw(1)),  # Gnomish Inventor
    card("VAN_CS2_179"),  # Sen'jin Shieldmasta
    card("VAN_CS2_182"),  # Chillwind Yeti
    card("VAN_CS2_197"),  # Ogre Magi
    card("VAN_EX1_025", battlecry=Summon("EX1_025t")),  # Dragonling Mechanic
    card("EX1_025t"),  # Mechanical Dragonling
    card("VAN_CS2_150", target=ANY_CHARACTER, battlecry=Damage(TARGET, 2)),  # Stormpike Commando
    card("VAN_CS2_187"),  # Booty Bay Bodyguard
    card("VAN_CS2_226", battlecry=Repeat(Count(OTHER_FRIENDLY_MINIONS), Buff(SELF, "CS2_226e"))),  # Frostwolf Warlord
    enchantment("CS2_226e", atk=1, health=1),
    card("VAN_DS1_055", battlecry=Heal(FRIENDLY_CHARACTERS, 2)),  # Darkscale Healer
    card("VAN_EX1_399", triggers=(whenever_this_takes_damage(Buff(SELF, "EX1_399e")),)),  # Gurubashi Berserker
    enchantment("EX1_399e", atk=3),
    card("VAN_EX1_593", battlecry=Damage(ENEMY_HERO, 3)),  # Nightblade
    card("VAN_CS2_155"),  # Archmage
    card("VAN_CS2_162"),  # Lord of the Arena
    card("VAN_CS2_200"),  # Boulderfist Ogre
    card("VAN_CS2_213"),  # Reckless Rocketeer
    card("VAN_CS2_186"),  # War Golem
    card("VAN_CS2_201"),  # Core Hound
    card("VAN_CS2_222", auras=(aura(OTHER_FRIENDLY_MINIONS, atk=1, health=1),)),  # Stormwind Champion
)
