"""Neutral (Classic), cost 4 and more, with their tokens and enchantments.

Random targets ("a random enemy", "a random minion") skip characters that are already dead or doomed
(mortally wounded, or marked to be destroyed), as in the real game: `LIVING` below.
"""

from dataclasses import replace

from cards.keywords import (
    ALL_CHARACTERS,
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_MINIONS,
    ENEMY_WEAPON,
    FRIENDLY_HERO,
    FRIENDLY_MINIONS,
    FRIENDLY_ONLY,
    FRIENDLY_WEAPON,
    SELF,
    TARGET,
    at_end_of_your_turn,
    at_start_of_your_turn,
    aura,
    card,
    costs_less_per,
    enchantment,
    event_is,
    on,
    register,
    seq,
)
from hsfp.core.dsl import (
    AddFromPool,
    Adjacent,
    AttackAtMost,
    BoardSpace,
    Buff,
    CardList,
    CopyMode,
    Count,
    CurrentHealth,
    Damage,
    Damaged,
    Dead,
    Destroy,
    Discard,
    Draw,
    Freeze,
    HasTag,
    Heal,
    Heroes,
    Host,
    InZone,
    IsCard,
    IsRace,
    IsType,
    Mods,
    RandomInt,
    RandomN,
    Repeat,
    ReturnToHand,
    SetCurrentHealth,
    Side,
    Silence,
    Summon,
    SummonFromPool,
    TagOf,
    TakeControl,
    Transform,
    TransformCopy,
)
from hsfp.core.tags import CardType, EventKind, Race, Tag, Zone

LIVING = ~Dead()
FRIENDLY_HAND = InZone(Zone.HAND, Side.FRIENDLY)

#: Gelbin Mekkatorque's AWESOME inventions (legacy ids: the VANILLA set has none of its own).
INVENTIONS = ("Mekka1", "Mekka2", "Mekka3", "Mekka4")
#: Elite Tauren Chieftain's Power Chord cards (only Power of the Horde has a VANILLA id).
POWER_CHORDS = ("PRO_001a", "PRO_001b", "VAN_PRO_001c")
#: Power of the Horde's Horde Warriors: Frostwolf Grunt, Thrallmar Farseer, Silvermoon Guardian, Cairne
#: Bloodhoof, Tauren Warrior, Sen'jin Shieldmasta.
HORDE_WARRIORS = ("VAN_CS2_121", "VAN_EX1_021", "VAN_EX1_023", "VAN_EX1_110", "VAN_EX1_390", "VAN_CS2_179")
#: Ysera's Dream cards.
DREAMS = ("VAN_DREAM_01", "VAN_DREAM_02", "VAN_DREAM_03", "VAN_DREAM_04", "VAN_DREAM_05")
YSERA = "VAN_EX1_572"

register(
    # ------------------------------------------------------------------------------------ cost 4
    card("VAN_CS2_151", battlecry=Summon("VAN_CS2_152")),  # Silver Hand Knight
    card("VAN_CS2_152"),  # Squire
    card("VAN_EX1_023"),  # Silvermoon Guardian
    card("VAN_EX1_043", battlecry=Buff(SELF, "EX1_043e", health=Count(FRIENDLY_HAND))),  # Twilight Drake
    enchantment("EX1_043e"),  # Hour of Twilight: its Health is set when it is given
    card("VAN_EX1_046", target=ANY_MINION, battlecry=Buff(TARGET, "EX1_046e")),  # Dark Iron Dwarf
    enchantment("EX1_046e", atk=2, this_turn=True),
    card("VAN_EX1_048", target=ANY_MINION, battlecry=Silence(TARGET)),  # Spellbreaker
    card("VAN_EX1_057", target=FRIENDLY_MINIONS, battlecry=ReturnToHand(TARGET)),  # Ancient Brewmaster
    card("VAN_EX1_062", auras=(  # Old Murk-Eye
        aura(SELF, atk=1, scale=Count(ALL_MINIONS.where(IsRace(Race.MURLOC)) - SELF)),)),
    card("VAN_EX1_093", battlecry=Buff(Adjacent(SELF), "EX1_093e")),  # Defender of Argus
    enchantment("EX1_093e", atk=1, health=1, grants=(Tag.TAUNT,)),
    card("VAN_EX1_396"),  # Mogu'shan Warden
    card("VAN_EX1_584", battlecry=Buff(Adjacent(SELF), "EX1_584e")),  # Ancient Mage
    replace(enchantment("EX1_584e"), mods=Mods(spellpower=1)),  # Teachings of the Kirin Tor
    card("VAN_EX1_595", triggers=(  # Cult Master (it is in the graveyard when it dies itself: no draw)
        on(EventKind.DEATH, Draw(1), when=event_is(FRIENDLY_ONLY & IsType(CardType.MINION))),)),
    card("VAN_NEW1_022", auras=(costs_less_per(TagOf(FRIENDLY_WEAPON, Tag.ATK)),)),  # Dread Corsair
    # ------------------------------------------------------------------------------------ cost 5
    card("VAN_CS1_069"),  # Fen Creeper
    card("VAN_CS2_221", auras=(  # Spiteful Smith (Enrage: your weapon has +2 Attack)
        aura(FRIENDLY_WEAPON, atk=2, condition=Damaged()),)),
    card("VAN_CS2_227", auras=(  # Venture Co. Mercenary
        aura(FRIENDLY_HAND.where(IsType(CardType.MINION)), cost=3),)),
    card("VAN_EX1_028"),  # Stranglethorn Tiger
    card("VAN_EX1_095", triggers=(  # Gadgetzan Auctioneer
        on(EventKind.SPELL_CAST, Draw(1), when=event_is(FRIENDLY_ONLY)),)),
    card("VAN_EX1_097", deathrattle=Damage(ALL_CHARACTERS, 2)),  # Abomination
    card("VAN_EX1_284", battlecry=Draw(1)),  # Azure Drake
    card("VAN_EX1_558", battlecry=seq(  # Harrison Jones (the weapon only dies in the next death phase)
        Destroy(ENEMY_WEAPON), Draw(CurrentHealth(ENEMY_WEAPON)))),
    card("VAN_EX1_564", target=ANY_MINION,  # Faceless Manipulator
         battlecry=TransformCopy(SELF, TARGET, CopyMode.FULL)),
    card("VAN_EX1_577", deathrattle=Summon("VAN_EX1_finkle", side=Side.ENEMY)),  # The Beast
    card("VAN_EX1_finkle"),  # Pip Quickwit
    card("VAN_NEW1_024", battlecry=Buff(FRIENDLY_WEAPON, "NEW1_024o")),  # Captain Greenskin
    enchantment("NEW1_024o", atk=1, durability=1),
    card("VAN_NEW1_026", triggers=(  # Violet Teacher
        on(EventKind.SPELL_CAST, Summon("VAN_NEW1_026t"), when=event_is(FRIENDLY_ONLY)),)),
    card("VAN_NEW1_026t"),  # Violet Apprentice
    card("VAN_NEW1_041", battlecry=Destroy(  # Stampeding Kodo
        RandomN(ENEMY_MINIONS.where(AttackAtMost(2) & LIVING), 1))),
    card("VAN_PRO_001", battlecry=seq(  # Elite Tauren Chieftain: each player gets a random Power Chord
        AddFromPool(CardList(POWER_CHORDS)), AddFromPool(CardList(POWER_CHORDS), side=Side.ENEMY))),
    card("PRO_001a", playable_if=BoardSpace(),  # I Am Murloc
         play=Repeat(RandomInt(3, 5), Summon("PRO_001at"))),
    card("PRO_001at"),  # Murloc
    card("PRO_001b", target=ANY_CHARACTER, play=seq(Damage(TARGET, 4), Draw(1))),  # Rogues Do It...
    card("VAN_PRO_001c", playable_if=BoardSpace(), play=SummonFromPool(CardList(HORDE_WARRIORS))),  # Power of the Horde
    # ------------------------------------------------------------------------------------ cost 6
    card("VAN_CS2_161"),  # Ravenholdt Assassin
    card("VAN_EX1_002", target=ENEMY_MINIONS.where(HasTag(Tag.TAUNT)),  # The Black Knight
         battlecry=Destroy(TARGET)),
    card("VAN_EX1_016", deathrattle=TakeControl(RandomN(ENEMY_MINIONS.where(LIVING), 1))),  # Sylvanas Windrunner
    card("VAN_EX1_032"),  # Sunwalker
    card("VAN_EX1_033"),  # Windfury Harpy
    card("VAN_EX1_067"),  # Argent Commander
    card("VAN_EX1_110", deathrattle=Summon("VAN_EX1_110t")),  # Cairne Bloodhoof
    card("VAN_EX1_110t"),  # Baine Bloodhoof
    card("VAN_EX1_112", battlecry=SummonFromPool(CardList(INVENTIONS))),  # Gelbin Mekkatorque
    card("Mekka1", triggers=(at_start_of_your_turn(seq(Destroy(SELF), Draw(3))),)),  # Homing Chicken
    card("Mekka2", triggers=(  # Repair Bot
        at_end_of_your_turn(Heal(RandomN(ALL_CHARACTERS.where(Damaged() & LIVING), 1), 6)),)),
    card("Mekka3", triggers=(  # Emboldener 3000
        at_end_of_your_turn(Buff(RandomN(ALL_MINIONS.where(LIVING), 1), "Mekka3e")),)),
    enchantment("Mekka3e", atk=1, health=1),
    card("Mekka4", triggers=(  # Poultryizer
        at_start_of_your_turn(Transform(RandomN(ALL_MINIONS.where(LIVING), 1), "Mekka4t")),)),
    card("Mekka4t"),  # Chicken
    card("VAN_EX1_283", target=ANY_CHARACTER, battlecry=Freeze(TARGET)),  # Frost Elemental
    card("VAN_EX1_583", battlecry=Heal(FRIENDLY_HERO, 4)),  # Priestess of Elune
    card("VAN_EX1_614", triggers=(  # Illidan Stormrage
        on(EventKind.PLAY_CARD, Summon("VAN_TU4e_002t"), when=event_is(FRIENDLY_ONLY)),)),
    card("VAN_TU4e_002t"),  # Flame of Azzinoth
    card("VAN_NEW1_040", triggers=(  # Hogger
        at_end_of_your_turn(Summon("NEW1_040t")),)),
    card("NEW1_040t"),  # Gnoll
    # ------------------------------------------------------------------------------------ cost 7+
    card("VAN_EX1_249", triggers=(at_end_of_your_turn(Damage(ALL_CHARACTERS - SELF, 2)),)),  # Baron Geddon
    card("VAN_EX1_298", triggers=(  # Ragnaros the Firelord (Can't Attack is printed)
        at_end_of_your_turn(Damage(RandomN(ENEMY_CHARACTERS.where(LIVING), 1), 8)),)),
    card("VAN_NEW1_038", triggers=(on(EventKind.TURN_END, Buff(SELF, "NEW1_038o")),)),  # Gruul
    enchantment("NEW1_038o", atk=1, health=1),
    # Nozdormu: a simulator has no turn timer, so its text means nothing here; a vanilla 8/8.
    card("VAN_EX1_560"),  # Nozdormu
    card("VAN_EX1_561", target=Heroes(Side.ANY), battlecry=SetCurrentHealth(TARGET, 15)),  # Alexstrasza
    # Onyxia: whelps until the board is full, right of her then left, alternately.
    card("VAN_EX1_562", battlecry=Summon("ds1_whelptoken", 7)),  # Onyxia
    card("ds1_whelptoken"),  # Whelp
    card("VAN_EX1_116", battlecry=Summon("EX1_116t", 2, side=Side.ENEMY)),  # Leeroy Jenkins
    card("EX1_116t"),  # Whelp
    # Malygos: the card database prints SPELLPOWER=1 as the keyword; the other +4 is an aura on itself,
    # so Silence removes all five.
    card("VAN_EX1_563", auras=(aura(SELF, spellpower=4),)),  # Malygos
    card("VAN_EX1_572", triggers=(at_end_of_your_turn(AddFromPool(CardList(DREAMS))),)),  # Ysera
    card("VAN_DREAM_01"),  # Laughing Sister (Elusive is printed)
    card("VAN_DREAM_02", play=Damage(ALL_CHARACTERS.where(~IsCard((YSERA,))), 5)),  # Ysera Awakens
    card("VAN_DREAM_03"),  # Emerald Drake
    card("VAN_DREAM_04", target=ANY_MINION, play=ReturnToHand(TARGET)),  # Dream
    card("VAN_DREAM_05", target=ANY_MINION, play=Buff(TARGET, "VAN_DREAM_05e")),  # Nightmare
    enchantment("VAN_DREAM_05e", atk=5, health=5,  # Nightmare: the caster's next turn start destroys it
                triggers=(at_start_of_your_turn(Destroy(Host())),)),
    card("VAN_EX1_105", auras=(costs_less_per(Count(FRIENDLY_HAND - SELF)),)),  # Mountain Giant
    card("VAN_EX1_586", auras=(costs_less_per(Count(ALL_MINIONS)),)),  # Sea Giant
    card("VAN_EX1_620", auras=(costs_less_per(TagOf(FRIENDLY_HERO, Tag.DAMAGE)),)),  # Molten Giant
    card("VAN_NEW1_030", battlecry=seq(  # Deathwing
        Destroy(ALL_MINIONS - SELF), Discard(Count(FRIENDLY_HAND)))),
)
