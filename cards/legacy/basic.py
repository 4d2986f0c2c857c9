"""The Basic set in its own printing (HearthSim's LEGACY set): every card whose text its `VAN_` printing
shares, with its own numbers, and the deck cards whose text changed, defined anew."""

import cards.basic  # noqa: F401  (the `VAN_` definitions reused here)
from cards.keywords import (
    ENEMY_MINIONS,
    FRIENDLY_CHARACTERS,
    FRIENDLY_HERO,
    card,
    on,
    register,
    reprints,
    seq,
)
from hsfp.core.dsl import Damage, EventEntity, Exists, Friendly, Heal, IsType
from hsfp.core.tags import CardType, EventKind

register(
    # ------------------------------------------------------------------------- text changed since 2014
    card("CS2_032", play=Damage(ENEMY_MINIONS, 5)),  # Flamestrike
    card("CS2_097", triggers=(  # Truesilver Champion: "Whenever your hero attacks, restore 3 Health to it."
        on(EventKind.PROPOSED_ATTACK, Heal(FRIENDLY_HERO, 3),
           when=Exists(EventEntity().where(IsType(CardType.HERO) & Friendly()))),)),
    card("CS1_112", play=seq(Damage(ENEMY_MINIONS, 2), Heal(FRIENDLY_CHARACTERS, 2))),  # Holy Nova
    # --------------------------------------------------------------------------------------- druid
    *reprints("CS2_005", "CS2_007", "CS2_008", "CS2_011"),  # Claw, Healing Touch, Moonfire, Savage Roar
    *reprints("CS2_012", "CS2_013", "CS2_232", "EX1_173"),  # Swipe, Wild Growth, Ironbark Protector, Starfire
    # -------------------------------------------------------------------------------------- hunter
    *reprints("CS2_084", "CS2_237", "DS1_070", "DS1_175"),  # Hunter's Mark, Starving Buzzard, Houndmaster, Timber Wolf
    *reprints("DS1_178", "DS1_183", "DS1_185", "EX1_539"),  # Tundra Rhino, Multi-Shot, Arcane Shot, Kill Command
    *reprints("NEW1_031"),  # Animal Companion
    # ---------------------------------------------------------------------------------------- mage
    *reprints("CS2_022", "CS2_023", "CS2_024", "CS2_025"),  # Polymorph, Arcane Intellect, Frostbolt, Arcane Explosion
    *reprints("CS2_026", "CS2_027", "CS2_029", "CS2_033"),  # Frost Nova, Mirror Image, Fireball, Water Elemental
    # ------------------------------------------------------------------------------------- paladin
    *reprints("CS2_087", "CS2_091", "CS2_092"),  # Blessing of Might, Light's Justice, Blessing of Kings
    *reprints("CS2_093", "CS2_094", "EX1_360"),  # Consecration, Hammer of Wrath, Humility
    *reprints("EX1_371"),  # Hand of Protection
    # -------------------------------------------------------------------------------------- priest
    *reprints("CS1_113", "CS2_003", "CS2_004"),  # Mind Control, Mind Vision, Power Word: Shield
    *reprints("CS2_234", "CS2_235", "CS2_236"),  # Shadow Word: Pain, Northshire Cleric, Divine Spirit
    *reprints("DS1_233", "EX1_622"),  # Mind Blast, Shadow Word: Death
    # --------------------------------------------------------------------------------------- rogue
    *reprints("CS2_072", "CS2_074", "CS2_075", "CS2_076"),  # Backstab, Deadly Poison, Sinister Strike, Assassinate
    *reprints("CS2_077", "CS2_080", "EX1_129", "EX1_278"),  # Sprint, Assassin's Blade, Fan of Knives, Shiv
    *reprints("EX1_581", "NEW1_004"),  # Sap, Vanish
    # -------------------------------------------------------------------------------------- shaman
    *reprints("CS2_037", "CS2_039", "CS2_041", "CS2_045"),  # Frost Shock, Windfury, Ancestral Healing, Rockbiter Weapon
    *reprints("CS2_046", "EX1_244", "EX1_246", "EX1_565"),  # Bloodlust, Totemic Might, Hex, Flametongue Totem
    *reprints("EX1_587"),  # Windspeaker
    # ------------------------------------------------------------------------------------- warlock
    *reprints("CS2_057", "CS2_061", "CS2_062", "CS2_063"),  # Shadow Bolt, Drain Life, Hellfire, Corruption
    *reprints("CS2_064", "CS2_065", "EX1_302", "EX1_306"),  # Dread Infernal, Voidwalker, Mortal Coil, Felstalker
    *reprints("EX1_308"),  # Soulfire
    # ------------------------------------------------------------------------------------- warrior
    *reprints("CS2_103", "CS2_105", "CS2_106", "CS2_108"),  # Charge, Heroic Strike, Fiery War Axe, Execute
    *reprints("CS2_112", "CS2_114", "EX1_084", "EX1_400"),  # Arcanite Reaper, Cleave, Warsong Commander, Whirlwind
    *reprints("EX1_606", "NEW1_011"),  # Shield Block, Kor'kron Elite
    # ------------------------------------------------------------------------------------- neutral
    *reprints("CS1_042", "CS2_118", "CS2_119"),  # Goldshire Footman, Magma Rager, Oasis Snapjaw
    *reprints("CS2_120", "CS2_121", "CS2_122", "CS2_124"),  # River Crocolisk, Frostwolf Grunt, Raid Leader, Wolfrider
    *reprints("CS2_125", "CS2_127", "CS2_131"),  # Ironfur Grizzly, Silverback Patriarch, Stormwind Knight
    *reprints("CS2_141", "CS2_142", "CS2_147"),  # Ironforge Rifleman, Kobold Geomancer, Gnomish Inventor
    *reprints("CS2_150", "CS2_155", "CS2_162"),  # Stormpike Commando, Archmage, Lord of the Arena
    *reprints("CS2_168", "CS2_171", "CS2_172"),  # Murloc Raider, Stonetusk Boar, Bloodfen Raptor
    *reprints("CS2_173", "CS2_179", "CS2_182"),  # Bluegill Warrior, Sen'jin Shieldmasta, Chillwind Yeti
    *reprints("CS2_186", "CS2_187", "CS2_189"),  # War Golem, Booty Bay Bodyguard, Elven Archer
    *reprints("CS2_196", "CS2_197", "CS2_200", "CS2_201"),  # Razorfen Hunter, Ogre Magi, Boulderfist Ogre, Core Hound
    *reprints("CS2_213", "CS2_222", "CS2_226"),  # Reckless Rocketeer, Stormwind Champion, Frostwolf Warlord
    *reprints("DS1_055", "EX1_011", "EX1_015"),  # Darkscale Healer, Voodoo Doctor, Novice Engineer
    *reprints("EX1_019", "EX1_025", "EX1_062"),  # Shattered Sun Cleric, Dragonling Mechanic, Old Murk-Eye
    *reprints("EX1_066", "EX1_112", "EX1_399"),  # Acidic Swamp Ooze, Gelbin Mekkatorque, Gurubashi Berserker
    *reprints("EX1_506", "EX1_582", "EX1_593"),  # Murloc Tidehunter, Dalaran Mage, Nightblade
    *reprints("NEW1_016", "PRO_001"),  # Captain's Parrot, Elite Tauren Chieftain
)
