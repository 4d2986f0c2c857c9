"""The Classic set in its own printing (HearthSim's EXPERT1 set): every card whose text its `VAN_`
printing shares, with its own numbers, and the deck cards whose text changed, defined anew. Mind Control
Tech, Ice Barrier and Edwin VanCleef changed only their wording."""

import cards.classic  # noqa: F401  (the `VAN_` definitions reused here)
from cards.classic.neutral_high import DREAMS as VAN_DREAMS
from cards.keywords import (
    ALL_CHARACTERS,
    ENEMY_MINIONS,
    at_end_of_your_turn,
    aura,
    card,
    enchantment,
    on,
    register,
    reprint,
    reprints,
)
from hsfp.core.dsl import (
    AddFromPool,
    Buff,
    CardList,
    Damage,
    Detach,
    EventPlayerFriendly,
    InZone,
    IsCard,
    IsType,
    Players,
    Side,
)
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardType, EventKind, Zone

YSERA = "EX1_572"
DREAMS = ("DREAM_01", "DREAM_02", "DREAM_03", "DREAM_04", "DREAM_05")

register(
    # ------------------------------------------------------------------------- text changed since 2014
    card(YSERA, triggers=(at_end_of_your_turn(AddFromPool(CardList(DREAMS), n=2)),)),  # Ysera: two Dream cards
    *(reprint(new, CARDS[old]) for new, old in zip(DREAMS, VAN_DREAMS, strict=True) if new != "DREAM_02"),
    card("DREAM_02", play=Damage(ALL_CHARACTERS.where(~IsCard((YSERA,))), 5)),  # Ysera Awakens
    card("EX1_145", play=Buff(Players(Side.FRIENDLY), "EX1_145o")),  # Preparation
    enchantment("EX1_145o", this_turn=True,  # spent by the next spell its player casts
                auras=(aura(InZone(Zone.HAND).where(IsType(CardType.SPELL)), cost=-2),),
                triggers=(on(EventKind.SPELL_CAST, Detach(), when=EventPlayerFriendly()),)),
    card("EX1_259", play=Damage(ENEMY_MINIONS, 3)),  # Lightning Storm
    # --------------------------------------------------------------------------------------- druid
    *reprints("EX1_154", "EX1_155", "EX1_158"),  # Wrath, Mark of Nature, Soul of the Forest
    *reprints("EX1_160", "EX1_161", "EX1_164"),  # Power of the Wild, Naturalize, Nourish
    *reprints("EX1_166", "EX1_178", "EX1_570", "EX1_573"),  # Keeper of the Grove, Ancient of War, Bite, Cenarius
    *reprints("EX1_578", "NEW1_007"),  # Savagery, Starfall
    # -------------------------------------------------------------------------------------- hunter
    *reprints("DS1_188", "EX1_531", "EX1_533"),  # Gladiator's Longbow, Scavenging Hyena, Misdirection
    *reprints("EX1_534", "EX1_537", "EX1_538"),  # Savannah Highmane, Explosive Shot, Unleash the Hounds
    *reprints("EX1_543", "EX1_544", "EX1_554", "EX1_610"),  # King Krush, Flare, Snake Trap, Explosive Trap
    *reprints("EX1_611", "EX1_617"),  # Freezing Trap, Deadly Shot
    # ---------------------------------------------------------------------------------------- mage
    *reprints("CS2_028", "CS2_031", "EX1_274", "EX1_275"),  # Blizzard, Ice Lance, Ethereal Arcanist, Cone of Cold
    *reprints("EX1_279", "EX1_287", "EX1_289", "EX1_295"),  # Pyroblast, Counterspell, Ice Barrier, Ice Block
    *reprints("EX1_559", "EX1_594", "EX1_612", "NEW1_012"),  # Archmage Antonidas, Vaporize, Kirin Tor Mage, Mana Wyrm
    *reprints("tt_010"),  # Spellbender
    # ------------------------------------------------------------------------------------- paladin
    *reprints("EX1_130", "EX1_132", "EX1_136", "EX1_349"),  # Noble Sacrifice, Eye for an Eye, Redemption, Divine Favor
    *reprints("EX1_354", "EX1_355", "EX1_362"),  # Lay on Hands, Blessed Champion, Argent Protector
    *reprints("EX1_363", "EX1_366", "EX1_379"),  # Blessing of Wisdom, Sword of Justice, Repentance
    *reprints("EX1_382", "EX1_383", "EX1_619"),  # Aldor Peacekeeper, Tirion Fordring, Equality
    # -------------------------------------------------------------------------------------- priest
    *reprints("CS1_129", "EX1_091", "EX1_332", "EX1_334"),  # Inner Fire, Cabal Shadow Priest, Silence, Shadow Madness
    *reprints("EX1_335", "EX1_339", "EX1_341", "EX1_345"),  # Lightspawn, Thoughtsteal, Lightwell, Mindgames
    *reprints("EX1_350", "EX1_591", "EX1_621"),  # Prophet Velen, Auchenai Soulpriest, Circle of Healing
    *reprints("EX1_623", "EX1_624", "EX1_626"),  # Temple Enforcer, Holy Fire, Mass Dispel
    # --------------------------------------------------------------------------------------- rogue
    *reprints("CS2_073", "EX1_124", "EX1_126", "EX1_128"),  # Cold Blood, Eviscerate, Betrayal, Conceal
    *reprints("EX1_131", "EX1_133", "EX1_137"),  # Defias Ringleader, Perdition's Blade, Headcrack
    *reprints("EX1_144", "EX1_613", "NEW1_005"),  # Shadowstep, Edwin VanCleef, Kidnapper
    # -------------------------------------------------------------------------------------- shaman
    *reprints("CS2_053", "EX1_238", "EX1_241", "EX1_243"),  # Far Sight, Lightning Bolt, Lava Burst, Dust Devil
    *reprints("EX1_245", "EX1_247", "EX1_251", "EX1_567"),  # Earth Shock, Stormforged Axe, Forked Lightning, Doomhammer
    *reprints("EX1_575", "NEW1_010"),  # Mana Tide Totem, Al'Akir the Windlord
    # ------------------------------------------------------------------------------------- warlock
    *reprints("CS2_059", "EX1_301", "EX1_303", "EX1_304"),  # Blood Imp, Felguard, Shadowflame, Void Terror
    *reprints("EX1_309", "EX1_310", "EX1_313", "EX1_315"),  # Siphon Soul, Doomguard, Pit Lord, Summoning Portal
    *reprints("EX1_316", "EX1_317", "EX1_319", "EX1_320"),  # Power Overwhelming, Sense Demons, Flame Imp, Bane of Doom
    *reprints("EX1_596"),  # Demonfire
    # ------------------------------------------------------------------------------------- warrior
    *reprints("CS2_104", "EX1_391", "EX1_392", "EX1_398"),  # Rampage, Slam, Battle Rage, Arathi Weaponsmith
    *reprints("EX1_402", "EX1_407", "EX1_408", "EX1_409"),  # Armorsmith, Brawl, Mortal Strike, Upgrade!
    *reprints("EX1_410", "EX1_411", "EX1_603"),  # Shield Slam, Gorehowl, Cruel Taskmaster
    *reprints("EX1_604", "EX1_607", "NEW1_036"),  # Frothing Berserker, Inner Rage, Commanding Shout
    # ------------------------------------------------------------------------------------- neutral
    *reprints("CS1_069", "CS2_117", "CS2_146"),  # Fen Creeper, Earthen Ring Farseer, Southsea Deckhand
    *reprints("CS2_151", "CS2_161", "CS2_169"),  # Silver Hand Knight, Ravenholdt Assassin, Young Dragonhawk
    *reprints("CS2_181", "CS2_188", "CS2_203"),  # Injured Blademaster, Abusive Sergeant, Ironbeak Owl
    *reprints("CS2_227", "CS2_231", "EX1_001", "EX1_004"),  # Venture Co. Mercenary, Wisp, Lightwarden, Young Priestess
    *reprints("EX1_006", "EX1_007", "EX1_008"),  # Alarm-o-Bot, Acolyte of Pain, Argent Squire
    *reprints("EX1_010", "EX1_012", "EX1_014"),  # Worgen Infiltrator, Bloodmage Thalnos, King Mukla
    *reprints("EX1_016", "EX1_017", "EX1_020"),  # Sylvanas Windrunner, Jungle Panther, Scarlet Crusader
    *reprints("EX1_021", "EX1_023", "EX1_028"),  # Thrallmar Farseer, Silvermoon Guardian, Stranglethorn Tiger
    *reprints("EX1_029", "EX1_032", "EX1_033", "EX1_043"),  # Leper Gnome, Sunwalker, Windfury Harpy, Twilight Drake
    *reprints("EX1_044", "EX1_045", "EX1_046"),  # Questing Adventurer, Ancient Watcher, Dark Iron Dwarf
    *reprints("EX1_048", "EX1_049", "EX1_050"),  # Spellbreaker, Youthful Brewmaster, Coldlight Oracle
    *reprints("EX1_055", "EX1_057", "EX1_058"),  # Mana Addict, Ancient Brewmaster, Sunfury Protector
    *reprints("EX1_059", "EX1_067", "EX1_076"),  # Crazed Alchemist, Argent Commander, Pint-Sized Summoner
    *reprints("EX1_080", "EX1_082", "EX1_083"),  # Secretkeeper, Mad Bomber, Tinkmaster Overspark
    *reprints("EX1_085", "EX1_089", "EX1_093"),  # Mind Control Tech, Arcane Golem, Defender of Argus
    *reprints("EX1_095", "EX1_096", "EX1_097"),  # Gadgetzan Auctioneer, Loot Hoarder, Abomination
    *reprints("EX1_100", "EX1_102", "EX1_105", "EX1_116"),  # Lorewalker Cho, Demolisher, Mountain Giant, Leeroy Jenkins
    *reprints("EX1_162", "EX1_249", "EX1_283"),  # Dire Wolf Alpha, Baron Geddon, Frost Elemental
    *reprints("EX1_284", "EX1_298", "EX1_396"),  # Azure Drake, Ragnaros the Firelord, Mogu'shan Warden
    *reprints("EX1_405", "EX1_556", "EX1_557", "EX1_558"),  # Shieldbearer, Harvest Golem, Nat Pagle, Harrison Jones
    *reprints("EX1_560", "EX1_561", "EX1_562", "EX1_563"),  # Nozdormu, Alexstrasza, Onyxia, Malygos
    *reprints("EX1_564", "EX1_577", "EX1_583"),  # Faceless Manipulator, The Beast, Priestess of Elune
    *reprints("EX1_584", "EX1_586", "EX1_590", "EX1_595"),  # Ancient Mage, Sea Giant, Blood Knight, Cult Master
    *reprints("EX1_597", "EX1_616", "NEW1_017", "NEW1_018"),  # Imp Master, Mana Wraith, Hungry Crab, Bloodsail Raider
    *reprints("NEW1_019", "NEW1_020", "NEW1_021"),  # Knife Juggler, Wild Pyromancer, Doomsayer
    *reprints("NEW1_022", "NEW1_023", "NEW1_024"),  # Dread Corsair, Faerie Dragon, Captain Greenskin
    *reprints("NEW1_025", "NEW1_026", "NEW1_027"),  # Bloodsail Corsair, Violet Teacher, Southsea Captain
    *reprints("NEW1_029", "NEW1_030", "NEW1_037"),  # Millhouse Manastorm, Deathwing, Master Swordsmith
    *reprints("NEW1_038", "NEW1_040", "NEW1_041", "tt_004"),  # Gruul, Hogger, Stampeding Kodo, Flesheating Ghoul
)
