"""The English phrase book: the words the renderers look up when the text is English."""

from __future__ import annotations

from cards.text.book import Book, Forms
from hsfp.core import dsl
from hsfp.core.dsl import Side
from hsfp.core.tags import CardClass, CardType, EventKind, Race, SpellSchool, Tag, Zone

_KEYWORDS: dict[Tag, str] = {
    Tag.TAUNT: "Taunt", Tag.DIVINE_SHIELD: "Divine Shield", Tag.CHARGE: "Charge", Tag.RUSH: "Rush",
    Tag.STEALTH: "Stealth", Tag.POISONOUS: "Poisonous", Tag.LIFESTEAL: "Lifesteal", Tag.WINDFURY: "Windfury",
    Tag.MEGA_WINDFURY: "Mega-Windfury", Tag.FROZEN: "Frozen", Tag.IMMUNE: "Immune", Tag.ELUSIVE: "Elusive",
    Tag.REBORN: "Reborn", Tag.CANT_ATTACK: "Can't attack", Tag.SECRET: "Secret",
    Tag.IMMUNE_WHILE_ATTACKING: "Immune while attacking", Tag.SILENCED: "Silenced", Tag.DORMANT: "Dormant",
}

BOOK = Book(
    # A rule line (Brann's) reads as a keyword but is no tag value: its tag word stays the tag's name.
    keywords={**_KEYWORDS, Tag.EXTRA_BATTLECRIES: "Your Battlecries trigger twice"},
    tag_words={
        Tag.ATK: "Attack", Tag.HEALTH: "Health", Tag.COST: "Cost", Tag.DAMAGE: "damage taken", Tag.ARMOR: "Armor",
        Tag.DURABILITY: "Durability", Tag.SPELLPOWER: "Spell Damage", Tag.OVERLOAD: "Overload", Tag.MANA: "Mana",
        Tag.MANA_CRYSTALS: "Mana Crystals", Tag.CARDS_PLAYED_THIS_TURN: "cards played this turn",
        Tag.MINIONS_PLAYED_THIS_TURN: "minions played this turn",
        Tag.SPELLS_CAST_THIS_TURN: "spells cast this turn", Tag.CARDS_DRAWN: "cards drawn",
        Tag.MINIONS_DIED: "minions that died", **_KEYWORDS,
        Tag.TOTEMS_SUMMONED: "Totems summoned this game",
    },
    races={
        Race.BEAST: Forms("Beast", "Beasts"), Race.MURLOC: Forms("Murloc", "Murlocs"),
        Race.DEMON: Forms("Demon", "Demons"), Race.TOTEM: Forms("Totem", "Totems"),
        Race.MECHANICAL: Forms("Mech", "Mechs"), Race.PIRATE: Forms("Pirate", "Pirates"),
        Race.DRAGON: Forms("Dragon", "Dragons"), Race.ELEMENTAL: Forms("Elemental", "Elementals"),
        Race.UNDEAD: Forms("Undead", "Undead"), Race.NAGA: Forms("Naga", "Naga"),
        Race.QUILBOAR: Forms("Quilboar", "Quilboar"),
        Race.ALL: Forms("minion of every type", "minions of every type"),
    },
    schools={
        school: Forms(f"{school.name.title()} spell", f"{school.name.title()} spells")
        for school in SpellSchool if school not in (SpellSchool.NONE, SpellSchool.PHYSICAL_COMBAT)
    },
    types={
        CardType.MINION: Forms("minion", "minions"), CardType.SPELL: Forms("spell", "spells"),
        CardType.WEAPON: Forms("weapon", "weapons"), CardType.HERO: Forms("hero", "heroes"),
        CardType.ENCHANTMENT: Forms("enchantment", "enchantments"),
        CardType.HERO_POWER: Forms("Hero Power", "Hero Powers"), CardType.LOCATION: Forms("location", "locations"),
    },
    zones={
        Zone.HAND: "hand", Zone.DECK: "deck", Zone.PLAY: "battlefield", Zone.GRAVEYARD: "graveyard",
        Zone.SECRET: "Secrets", Zone.SETASIDE: "set-aside zone", Zone.REMOVEDFROMGAME: "removed cards",
    },
    classes={
        CardClass.DEATHKNIGHT: "Death Knight", CardClass.DRUID: "Druid", CardClass.HUNTER: "Hunter",
        CardClass.MAGE: "Mage", CardClass.PALADIN: "Paladin", CardClass.PRIEST: "Priest", CardClass.ROGUE: "Rogue",
        CardClass.SHAMAN: "Shaman", CardClass.WARLOCK: "Warlock", CardClass.WARRIOR: "Warrior",
        CardClass.DREAM: "Dream", CardClass.NEUTRAL: "Neutral", CardClass.DEMONHUNTER: "Demon Hunter",
    },
    numerals=("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    measures={},
    card=Forms("card", "cards"),
    minion=Forms("minion", "minions"),
    character=Forms("character", "characters"),
    entity="entity",
    event_nouns={
        EventKind.DAMAGE: "character", EventKind.HEAL: "character", EventKind.SUMMON: "minion",
        EventKind.AFTER_SUMMON: "minion", EventKind.DEATH: "minion", EventKind.AFTER_DEATH: "minion",
        EventKind.PLAY_CARD: "card", EventKind.AFTER_PLAY: "card", EventKind.DRAW: "card",
        EventKind.SPELL_CAST: "spell", EventKind.AFTER_SPELL: "spell", EventKind.ATTACK: "character",
        EventKind.PROPOSED_ATTACK: "character", EventKind.AFTER_ATTACK: "character", EventKind.FROZEN: "character",
        EventKind.WEAPON_EQUIPPED: "weapon", EventKind.CARD_ADDED: "card", EventKind.DISCARD: "card",
        EventKind.OVERLOADED: "card with Overload",
    },
    player_verbs={
        EventKind.PLAY_CARD: Forms("play", "plays"), EventKind.AFTER_PLAY: Forms("play", "plays"),
        EventKind.SPELL_CAST: Forms("cast", "casts"), EventKind.AFTER_SPELL: Forms("cast", "casts"),
        EventKind.SUMMON: Forms("summon", "summons"), EventKind.AFTER_SUMMON: Forms("summon", "summons"),
        EventKind.DRAW: Forms("draw", "draws"), EventKind.DISCARD: Forms("discard", "discards"),
        EventKind.WEAPON_EQUIPPED: Forms("equip", "equips"), EventKind.OVERLOADED: Forms("play", "plays"),
    },
    subject_verbs={
        EventKind.DAMAGE: "takes damage", EventKind.HEAL: "is healed", EventKind.DEATH: "dies",
        EventKind.AFTER_DEATH: "dies", EventKind.ATTACK: "attacks", EventKind.PROPOSED_ATTACK: "attacks",
        EventKind.AFTER_ATTACK: "attacks", EventKind.DIVINE_SHIELD_LOST: "loses Divine Shield",
        EventKind.FROZEN: "is Frozen", EventKind.SILENCE: "is Silenced", EventKind.TRANSFORM: "is transformed",
        EventKind.CONTROL_CHANGED: "changes sides", EventKind.ENCHANTMENT_ADDED: "is enchanted",
        EventKind.ENCHANTMENT_REMOVED: "loses an enchantment", EventKind.RETURNED_TO_HAND: "returns to a hand",
        EventKind.SHUFFLED: "is shuffled into a deck", EventKind.CARD_BURNED: "is burned",
        EventKind.CARD_ADDED: "is added to a hand", EventKind.DESTROYED: "is destroyed",
        EventKind.SECRET_REVEALED: "is revealed", EventKind.ARMOR_GAINED: "gains Armor",
        EventKind.SUMMON_FAILED: "fails to be summoned", EventKind.MANA_GAINED: "gains Mana",
        EventKind.HERO_POWER: "is used", EventKind.FATIGUE: "takes fatigue damage",
    },
    possessives={Side.FRIENDLY: "your", Side.ENEMY: "your opponent's", Side.ANY: "each player's"},
    players={Side.FRIENDLY: "you", Side.ENEMY: "your opponent", Side.ANY: "each player"},
    weapons={Side.FRIENDLY: "your weapon", Side.ENEMY: "your opponent's weapon", Side.ANY: "both weapons"},
    hero_powers={Side.FRIENDLY: "your Hero Power", Side.ENEMY: "your opponent's Hero Power",
                 Side.ANY: "both Hero Powers"},
    whose_class={
        dsl.Whose.OWN: " from your class", dsl.Whose.OPPONENT: " from your opponent's class",
        dsl.Whose.ANOTHER: " from another class",
    },
    relations={
        dsl.Relation.LT: " costing less than {n}", dsl.Relation.LE: " costing {n} or less",
        dsl.Relation.EQ: "{n}-Cost ", dsl.Relation.NE: " not costing {n}", dsl.Relation.GE: " costing {n} or more",
        dsl.Relation.GT: " costing more than {n}",
    },
    comparisons={
        dsl.Relation.LT: "is less than", dsl.Relation.LE: "is at most", dsl.Relation.EQ: "is",
        dsl.Relation.NE: "is not", dsl.Relation.GE: "is at least", dsl.Relation.GT: "is more than",
    },
    card_sets={1637: "Core", 1646: "Classic"},
    printings={"VAN_": "Legacy", "CORE_": "Core"},
    bonus_times={2: "double", 3: "triple"},
    fixed={
        dsl.LastSummoned: "the last minion summoned", dsl.LastDrawn: "the last card drawn",
        dsl.ProposedDefender: "the attacked character", dsl.ProposedAttacker: "the attacker",
        dsl.Host: "this minion", dsl.EventAmount: "that amount", dsl.SpentMana: "the Mana spent",
    },
    adjectives={
        dsl.Damaged: ("damaged", "it is damaged"), dsl.Dead: ("dead", "it dies"),
        dsl.IsHost: ("enchanted", "it is the enchanted one"),
    },
    qualifiers={dsl.HasDeathrattle: "with Deathrattle", dsl.MadeDuringGame: "that didn't start there"},
    clauses={
        dsl.BoardSpace: "you have room on the battlefield", dsl.MyTurn: "it is your turn",
        dsl.EventPlayerFriendly: "it is you", dsl.ComboActive: "you played another card this turn",
    },
    verbs={
        dsl.Destroy: "destroy", dsl.DrawThis: "draw", dsl.Mill: "discard", dsl.Freeze: "Freeze",
        dsl.Silence: "Silence", dsl.Counter: "Counter",
    },
)

# Combo cards, healing history, the chosen target (CORE Priest and Rogue)
BOOK.qualifiers[dsl.HasCombo] = "with Combo"
BOOK.tag_words[Tag.HEALING_DONE_THIS_TURN] = "healing done this turn"
BOOK.tag_words[Tag.HERO_HEALED_THIS_TURN] = "hero healing received this turn"
BOOK.fixed[dsl.ChosenTarget] = "the chosen target"


# -------------------------------------------------------------------------------------------- Outcast

BOOK.keywords.update({Tag.OUTCAST: "Outcast", Tag.ATTACKS_IGNORE_TAUNT: "All friendly attacks ignore Taunt"})
BOOK.tag_words[Tag.OUTCAST] = "Outcast"
BOOK.clauses[dsl.PlayedOutcast] = "this was played from the leftmost or rightmost slot of your hand"


# ------------------------------------------------------------------ Corpses, Reborn (the Death Knight's set)

BOOK.fixed[dsl.SpentCorpses] = "the Corpses spent"
BOOK.keywords.update({Tag.DOUBLE_CORPSES: "You gain twice as many Corpses as normal",
                      Tag.LEAVES_NO_CORPSE: "Doesn't leave a Corpse"})
BOOK.tag_words[Tag.CORPSES] = "Corpses"
BOOK.tag_words[Tag.WEAPON_KILL] = "Frostmourne kill mark"


# ------------------------------------------------------- CORE, Druid and Hunter: Choose One combined

BOOK.keywords[Tag.CHOOSE_BOTH] = "Your Choose One cards have both effects combined"
