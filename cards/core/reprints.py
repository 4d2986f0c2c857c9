"""The CORE set of the current year (HearthSim's CORE set) where a card's text is one already defined:
the behaviour of that definition (its own printing, else its Classic-format one), the CORE card's numbers.
The others need mechanics the card language does not have yet (see `hsfp audit cards`)."""

import cards.gangs
import cards.kara
import cards.legacy
import cards.tgt  # noqa: F401  (the definitions reused here)
from cards.keywords import register, reprint
from hsfp.core.registry import CARDS

register(
    # --------------------------------------------------------------------------------------- druid
    reprint("CORE_EX1_154", CARDS["EX1_154"]),  # Wrath
    reprint("CORE_EX1_160", CARDS["EX1_160"]),  # Power of the Wild
    # -------------------------------------------------------------------------------------- hunter
    reprint("CORE_DS1_185", CARDS["DS1_185"]),  # Arcane Shot
    reprint("CORE_EX1_610", CARDS["EX1_610"]),  # Explosive Trap
    reprint("CORE_EX1_611", CARDS["EX1_611"]),  # Freezing Trap
    reprint("CORE_NEW1_031", CARDS["NEW1_031"]),  # Animal Companion
    # ---------------------------------------------------------------------------------------- mage
    reprint("CORE_CS2_023", CARDS["CS2_023"]),  # Arcane Intellect
    reprint("CORE_CS2_024", CARDS["CS2_024"]),  # Frostbolt
    reprint("CORE_CS2_028", CARDS["CS2_028"]),  # Blizzard
    reprint("CORE_CS2_029", CARDS["CS2_029"]),  # Fireball
    reprint("CORE_CS2_032", CARDS["CS2_032"]),  # Flamestrike
    reprint("CORE_EX1_287", CARDS["EX1_287"]),  # Counterspell
    reprint("CORE_EX1_289", CARDS["EX1_289"]),  # Ice Barrier
    reprint("CORE_EX1_559", CARDS["EX1_559"]),  # Archmage Antonidas
    # ------------------------------------------------------------------------------------- paladin
    reprint("CORE_CFM_753", CARDS["CFM_753"]),  # Grimestreet Outfitter
    reprint("CORE_CS2_093", CARDS["CS2_093"]),  # Consecration
    reprint("CORE_CS2_094", CARDS["CS2_094"]),  # Hammer of Wrath
    reprint("CORE_EX1_362", CARDS["EX1_362"]),  # Argent Protector
    reprint("CORE_EX1_383", CARDS["EX1_383"]),  # Tirion Fordring
    reprint("CORE_EX1_619", CARDS["EX1_619"]),  # Equality
    # -------------------------------------------------------------------------------------- priest
    reprint("CORE_CS1_112", CARDS["CS1_112"]),  # Holy Nova
    reprint("CORE_CS2_004", CARDS["CS2_004"]),  # Power Word: Shield
    # --------------------------------------------------------------------------------------- rogue
    reprint("CORE_CS2_072", CARDS["CS2_072"]),  # Backstab
    reprint("CORE_CS2_074", CARDS["CS2_074"]),  # Deadly Poison
    reprint("CORE_CS2_076", CARDS["CS2_076"]),  # Assassinate
    reprint("CORE_EX1_129", CARDS["EX1_129"]),  # Fan of Knives
    reprint("CORE_EX1_131", CARDS["EX1_131"]),  # Defias Ringleader
    reprint("CORE_EX1_145", CARDS["EX1_145"]),  # Preparation
    reprint("CORE_EX1_278", CARDS["EX1_278"]),  # Shiv
    reprint("CORE_KAR_069", CARDS["KAR_069"]),  # Swashburglar
    # -------------------------------------------------------------------------------------- shaman
    reprint("CORE_AT_052", CARDS["AT_052"]),  # Totem Golem
    reprint("CORE_CS2_053", CARDS["CS2_053"]),  # Far Sight
    reprint("CORE_EX1_238", CARDS["EX1_238"]),  # Lightning Bolt
    reprint("CORE_EX1_246", CARDS["EX1_246"]),  # Hex
    reprint("CORE_EX1_259", CARDS["EX1_259"]),  # Lightning Storm
    # ------------------------------------------------------------------------------------- warlock
    reprint("CORE_CS2_062", CARDS["CS2_062"]),  # Hellfire
    reprint("CORE_EX1_302", CARDS["EX1_302"]),  # Mortal Coil
    reprint("CORE_EX1_309", CARDS["EX1_309"]),  # Siphon Soul
    reprint("CORE_EX1_310", CARDS["EX1_310"]),  # Doomguard
    reprint("CORE_EX1_319", CARDS["EX1_319"]),  # Flame Imp
    # ------------------------------------------------------------------------------------- warrior
    reprint("CORE_CS2_108", CARDS["CS2_108"]),  # Execute
    reprint("CORE_EX1_391", CARDS["EX1_391"]),  # Slam
    reprint("CORE_EX1_604", CARDS["EX1_604"]),  # Frothing Berserker
    reprint("CORE_EX1_606", CARDS["EX1_606"]),  # Shield Block
    # ------------------------------------------------------------------------------------- neutral
    reprint("CORE_AT_123", CARDS["AT_123"]),  # Chillmaw
    reprint("CORE_CFM_790", CARDS["CFM_790"]),  # Dirty Rat
    reprint("CORE_CS2_122", CARDS["CS2_122"]),  # Raid Leader
    reprint("CORE_CS2_179", CARDS["CS2_179"]),  # Sen'jin Shieldmasta
    reprint("CORE_CS2_188", CARDS["CS2_188"]),  # Abusive Sergeant
    reprint("CORE_CS2_189", CARDS["CS2_189"]),  # Elven Archer
    reprint("CORE_CS2_222", CARDS["CS2_222"]),  # Stormwind Champion
    reprint("CORE_EX1_007", CARDS["EX1_007"]),  # Acolyte of Pain
    reprint("CORE_EX1_010", CARDS["EX1_010"]),  # Worgen Infiltrator
    reprint("CORE_EX1_011", CARDS["EX1_011"]),  # Voodoo Doctor
    reprint("CORE_EX1_012", CARDS["EX1_012"]),  # Bloodmage Thalnos
    reprint("CORE_EX1_014", CARDS["EX1_014"]),  # King Mukla
    reprint("CORE_EX1_028", CARDS["EX1_028"]),  # Stranglethorn Tiger
    reprint("CORE_EX1_043", CARDS["EX1_043"]),  # Twilight Drake
    reprint("CORE_EX1_058", CARDS["EX1_058"]),  # Sunfury Protector
    reprint("CORE_EX1_059", CARDS["EX1_059"]),  # Crazed Alchemist
    reprint("CORE_EX1_082", CARDS["EX1_082"]),  # Mad Bomber
    reprint("CORE_EX1_096", CARDS["EX1_096"]),  # Loot Hoarder
    reprint("CORE_EX1_100", CARDS["EX1_100"]),  # Lorewalker Cho
    reprint("CORE_EX1_162", CARDS["EX1_162"]),  # Dire Wolf Alpha
    reprint("CORE_EX1_506", CARDS["EX1_506"]),  # Murloc Tidehunter
    reprint("CORE_KAR_062", CARDS["KAR_062"]),  # Netherspite Historian
    reprint("CORE_NEW1_018", CARDS["NEW1_018"]),  # Bloodsail Raider
    reprint("CORE_NEW1_020", CARDS["NEW1_020"]),  # Wild Pyromancer
    reprint("CORE_NEW1_021", CARDS["NEW1_021"]),  # Doomsayer
    reprint("CORE_NEW1_022", CARDS["NEW1_022"]),  # Dread Corsair
    reprint("CORE_NEW1_023", CARDS["NEW1_023"]),  # Faerie Dragon
    reprint("CORE_NEW1_027", CARDS["NEW1_027"]),  # Southsea Captain
)
