"""The closed vocabularies of the game: tags, zones, card types, classes, races and event kinds.

Every entity is a row of small integers, one column per `Tag` its kind has (`column` maps a tag to its
column). Tags whose value can be changed by enchantments or auras ("layered" tags) have a second,
computed column; `LAYERED` lists them and `effective_column` maps a tag to the column that holds its
value as the game sees it now.
"""

from __future__ import annotations

from enum import IntEnum, unique
from typing import Final


@unique
class Tag(IntEnum):
    """The tags of an entity row (names as in seed 000 ch. 1.2 and HearthSim's GameTag). A common or game
    tag is its row's column; a player tag is numbered from PLAYER_TAGS_START and a card tag from
    CARD_TAGS_START, and `column` places each in its row (`row_width`). The numbers are no format:
    documents name tags."""

    # every row: identity and place, and the bookkeeping of the layered computation (every write reads it)
    CONTROLLER = 0
    OWNER = 1
    ZONE = 2
    CARDTYPE = 3
    CLASS = 4
    RACE = 5
    MODDED = 6
    # order of play: the next number to give (a card's row: when it last entered play)
    PLAY_ORDER = 7
    # the game entity's row holds these and the ones above (GAME_WIDTH columns)
    PROPOSED_ATTACKER = 8
    PROPOSED_DEFENDER = 9
    LAST_SUMMONED = 10
    LAST_DRAWN = 11
    # how many entities the setup made (every card of a starting deck has a lower id; "cards that
    # didn't start in your deck")
    SETUP_ENTITIES = 12
    # a player's row holds these and the common ones (numbered from PLAYER_TAGS_START; `column`)
    HERO_ENTITY = 96
    HERO_POWER_ENTITY = 97
    WEAPON_ENTITY = 98
    MANA_CRYSTALS = 99
    MANA = 100
    OVERLOAD_OWED = 101
    OVERLOAD_LOCKED = 102
    FATIGUE = 103
    FIRST_PLAYER = 104
    PLAYSTATE = 105
    CARDS_PLAYED_THIS_TURN = 106
    MINIONS_PLAYED_THIS_TURN = 107
    SPELLS_CAST_THIS_TURN = 108
    HERO_POWER_USES_THIS_TURN = 109
    CARDS_DRAWN = 110
    MINIONS_DIED = 111
    # Jade Golem (a player's row): the size of the player's last Jade Golem, 0 before the first
    JADE_GOLEM = 112
    # history counters (Whispers of the Old Gods; a player's row): Totems the player summoned this game
    TOTEMS_SUMMONED = 113
    # Corpses (a player's row): the player's unspent Corpses
    CORPSES = 114
    # healing history (a player's row): Health the player's cards restored this turn, and Health restored
    # to the player's hero this turn by anyone; both reset when the player's turn starts
    HEALING_DONE_THIS_TURN = 115
    HERO_HEALED_THIS_TURN = 116
    # a card's row holds every column: numbers (intrinsic; the layered ones also have a computed column)
    COST = 128
    ATK = 129
    HEALTH = 130
    DAMAGE = 131
    ARMOR = 132
    DURABILITY = 133
    SPELLPOWER = 134
    OVERLOAD = 135
    # keywords
    TAUNT = 136
    DIVINE_SHIELD = 137
    CHARGE = 138
    RUSH = 139
    STEALTH = 140
    POISONOUS = 141
    LIFESTEAL = 142
    WINDFURY = 143
    MEGA_WINDFURY = 144
    FROZEN = 145
    IMMUNE = 146
    ELUSIVE = 147
    REBORN = 148
    SILENCED = 149
    DORMANT = 150
    CANT_ATTACK = 151
    SECRET = 152
    # state within a turn
    EXHAUSTED = 153
    NUM_ATTACKS_THIS_TURN = 154
    NUM_TURNS_IN_PLAY = 155
    TO_BE_DESTROYED = 156
    ATTACHED = 157
    EXPIRES_END_OF_TURN = 158
    CREATOR = 159
    DRAWN_ON_TURN = 160
    # a card being played: countered, and its target; a weapon: its hero is Immune while it attacks
    COUNTERED = 161
    IMMUNE_WHILE_ATTACKING = 162
    CARD_TARGET = 163
    # dynamic enchantments: a value to set, stored plus one (0: nothing set)
    ENCH_SET_ATK = 164
    ENCH_SET_HEALTH = 165
    # temporary control: who controlled the minion before, plus one
    PREVIOUS_CONTROLLER = 166
    # an enchantment lasting a number of its controller's turns: how many ends of them are left
    TURNS_LEFT = 167
    # custom spells (Kazakus; a card's row): the parts chosen, in order, each its index + 1 in base 32
    CUSTOM_PARTS = 168
    # Brann Bronzebeard (a minion's row, printed): while it is in play and not silenced, its controller's
    # Battlecries run twice (several such minions: still twice)
    EXTRA_BATTLECRIES = 169
    # spell schools (a card's row, printed): HearthSim's SpellSchool number (Fire 2, Frost 3, ...), 0: none
    SPELL_SCHOOL = 170
    # Tradeable (a card's row, printed): the card may be traded from hand (the Trade action)
    TRADEABLE = 171
    # Outcast (a card's row): 1 while the card resolves if it was played from the leftmost or rightmost
    # slot of its player's hand
    PLAYED_OUTCAST = 172
    # history (a card's row): the turn number the card was last played on, 0 if never; "last turn" reads it
    PLAYED_ON_TURN = 173
    # history (a card's row): the turn number the minion last died on, 0 if it never died
    DIED_ON_TURN = 174
    # Outcast (a card's row, printed): the card has an Outcast effect ("Discover an Outcast card")
    OUTCAST = 175
    # Kayn Sunfury (a minion's row, printed): while it is in play and not silenced, its controller's
    # attacks ignore Taunt
    ATTACKS_IGNORE_TAUNT = 176
    # Falric (a minion's row, printed): while it is in play and not silenced, its controller gains twice
    # as many Corpses
    DOUBLE_CORPSES = 177
    # Risen tokens (a minion's row, printed): "Doesn't leave a Corpse" when it dies
    LEAVES_NO_CORPSE = 178
    # Choose One combined (Fandral Staghelm; a minion's row, printed): while it is in play and not
    # silenced, its controller's Choose One cards have both effects
    CHOOSE_BOTH = 179
    # Frostmourne (a minion's row): 1 once a hero attacking with a weapon that remembers its kills killed
    # it; that weapon's Deathrattle reads it
    WEAPON_KILL = 180
    # Bladed Gauntlet (a weapon's row, printed): its hero can attack minions only
    CANT_ATTACK_HEROES = 181
    # "Costs Health instead of Mana" (a card's row; an aura grants it): the card is paid with the hero's
    # Health, which is no damage (armour, Immune and Divine Shield do nothing to it)
    COSTS_HEALTH = 182
    # Mayor Noggenfogger (a minion's row, printed): while it is in play and not silenced, every chosen
    # target is drawn at random among the legal ones
    RANDOM_TARGETS = 183
    # Dark Gift (an offered card's row): the gift it carries, its index + 1 among the offer's gifts; 0
    # once the gift is attached (an offered card waits out of play, where no enchantment may sit)
    DARK_GIFT = 184

N_TAGS: Final = len(Tag)

#: The numbers of the first player tag and of the first card tag. Neither is a column number: a player's
#: row and a card's row each put their own tags right after the common ones (`column`), where the game's
#: row has its own, so no row carries a column of another kind's tags; numbering them past every row's
#: width makes a player or card tag used as a column where `column` should map it an IndexError, not a
#: read of another tag.
PLAYER_TAGS_START: Final = 96
CARD_TAGS_START: Final = 128
#: The columns every row has (identity, place, MODDED and the order of play).
COMMON_WIDTH: Final = int(Tag.PLAY_ORDER) + 1

#: Tags an enchantment or aura may change; each has a computed column besides its intrinsic one.
LAYERED: Final[tuple[Tag, ...]] = (
    Tag.COST,
    Tag.ATK,
    Tag.HEALTH,
    Tag.DURABILITY,
    Tag.SPELLPOWER,
    Tag.TAUNT,
    Tag.CHARGE,
    Tag.RUSH,
    Tag.WINDFURY,
    Tag.STEALTH,
    Tag.IMMUNE,
    Tag.POISONOUS,
    Tag.LIFESTEAL,
    Tag.ELUSIVE,
    Tag.CANT_ATTACK,
    Tag.COSTS_HEALTH,
)

#: Card tags that are 0 on nearly every card (set by few cards, or for a moment): a card's row keeps
#: their columns last, and a row whose rare columns are all 0 is stored without them (`SHORT_WIDTH`). A
#: kept step rewrites about two cards' rows, nearly always without a rare value, so short rows are most of
#: what a kept step costs less; reading a rare column goes through `tag_of` or checks the row's length.
RARE: Final[frozenset[Tag]] = frozenset((
    Tag.OVERLOAD, Tag.SPELLPOWER, Tag.RUSH, Tag.STEALTH, Tag.POISONOUS, Tag.LIFESTEAL, Tag.WINDFURY,
    Tag.MEGA_WINDFURY, Tag.IMMUNE, Tag.ELUSIVE, Tag.REBORN, Tag.CANT_ATTACK, Tag.SECRET, Tag.EXPIRES_END_OF_TURN,
    Tag.COUNTERED, Tag.IMMUNE_WHILE_ATTACKING, Tag.ENCH_SET_ATK, Tag.ENCH_SET_HEALTH, Tag.PREVIOUS_CONTROLLER,
    Tag.TURNS_LEFT, Tag.CUSTOM_PARTS, Tag.EXTRA_BATTLECRIES, Tag.SPELL_SCHOOL, Tag.TRADEABLE, Tag.OUTCAST,
    Tag.ATTACKS_IGNORE_TAUNT, Tag.DOUBLE_CORPSES, Tag.LEAVES_NO_CORPSE, Tag.CHOOSE_BOTH, Tag.WEAPON_KILL,
    Tag.CANT_ATTACK_HEROES, Tag.COSTS_HEALTH, Tag.RANDOM_TARGETS, Tag.DARK_GIFT))
_CARD_TAGS: Final = tuple(t for t in Tag if t >= CARD_TAGS_START)
#: The layered tags in the order of their computed columns: the common ones, then the rare ones.
LAYERED_BY_COLUMN: Final[tuple[Tag, ...]] = (tuple(t for t in LAYERED if t not in RARE)
                                             + tuple(t for t in LAYERED if t in RARE))
# A card's row: the common columns; the other card tags and their computed columns; the rare card tags
# and their computed columns.
_CARD_LAYOUT: Final[tuple[tuple[Tag, bool], ...]] = (
    tuple((t, False) for t in _CARD_TAGS if t not in RARE)
    + tuple((t, True) for t in LAYERED_BY_COLUMN if t not in RARE)
    + tuple((t, False) for t in _CARD_TAGS if t in RARE)
    + tuple((t, True) for t in LAYERED_BY_COLUMN if t in RARE))
_COLUMN: Final[dict[int, int]] = {int(t): COMMON_WIDTH + i for i, (t, now) in enumerate(_CARD_LAYOUT) if not now}
_EFFECTIVE: Final[dict[int, int]] = {int(t): COMMON_WIDTH + i for i, (t, now) in enumerate(_CARD_LAYOUT) if now}
#: The width of a card's row: every column; and of one whose rare columns are all 0 (stored without them).
N_COLUMNS: Final = COMMON_WIDTH + len(_CARD_LAYOUT)
SHORT_WIDTH: Final = COMMON_WIDTH + sum(1 for t, _ in _CARD_LAYOUT if t not in RARE)
_RARE_ZEROS: Final = (0,) * (N_COLUMNS - SHORT_WIDTH)

#: Player tags that are 0 for most of a game (overload owed and locked, Jade Golem, Totems, Corpses, the
#: healing counters): a player's row keeps them last, and stored without them while they are all 0, as a
#: card's row without its rare tags (a kept step rewrites a player's row about once).
PLAYER_RARE: Final[frozenset[Tag]] = frozenset((
    Tag.OVERLOAD_OWED, Tag.OVERLOAD_LOCKED, Tag.JADE_GOLEM, Tag.TOTEMS_SUMMONED, Tag.CORPSES,
    Tag.HEALING_DONE_THIS_TURN, Tag.HERO_HEALED_THIS_TURN))
_PLAYER_TAGS: Final = tuple(t for t in Tag if PLAYER_TAGS_START <= t < CARD_TAGS_START)
_PLAYER_LAYOUT: Final = (tuple(t for t in _PLAYER_TAGS if t not in PLAYER_RARE)
                         + tuple(t for t in _PLAYER_TAGS if t in PLAYER_RARE))
_PLAYER_COLUMN: Final[dict[int, int]] = {int(t): COMMON_WIDTH + i for i, t in enumerate(_PLAYER_LAYOUT)}
_PLAYER_RARE_ZEROS: Final = (0,) * len(PLAYER_RARE)


def column(tag: int) -> int:
    """Returns the row column that holds a tag (a card tag: in a card's row; a player tag: in a player's;
    a common or game tag: in every row that has it), as a plain int (an enum member indexes a tuple more
    slowly)."""
    if tag >= CARD_TAGS_START:
        return _COLUMN[tag]
    return _PLAYER_COLUMN[tag] if tag >= PLAYER_TAGS_START else int(tag)


def effective_column(tag: int) -> int:
    """Returns the row column that holds the tag's value as the game sees it now."""
    if tag >= CARD_TAGS_START:
        return _EFFECTIVE.get(tag) or _COLUMN[tag]
    return column(tag)


#: The width of the game entity's row and of a player's (PLAYER_SHORT_WIDTH without its rare tags): the
#: common columns and their own tags. A kept step rewrites one of them about twice in three steps (mana,
#: counters, the order of play), so a narrow row is most of what a kept step costs less; a card's row has
#: the common columns, the card tags and the computed columns (N_COLUMNS, or SHORT_WIDTH without its rare
#: ones), and none of the game's or the players' tags.
GAME_WIDTH: Final = int(Tag.SETUP_ENTITIES) + 1
PLAYER_WIDTH: Final = COMMON_WIDTH + len(_PLAYER_LAYOUT)
PLAYER_SHORT_WIDTH: Final = PLAYER_WIDTH - len(PLAYER_RARE)
ROW_WIDTHS: Final = (GAME_WIDTH, PLAYER_SHORT_WIDTH, PLAYER_WIDTH, SHORT_WIDTH, N_COLUMNS)
# a row's width says what kind of entity it is
assert GAME_WIDTH < PLAYER_SHORT_WIDTH < PLAYER_WIDTH < SHORT_WIDTH < N_COLUMNS <= PLAYER_TAGS_START
#: Row width -> the first of its rare columns (a card's or a player's row; the game's has none).
RARE_FROM: Final = tuple(SHORT_WIDTH if w >= SHORT_WIDTH else PLAYER_SHORT_WIDTH if w >= PLAYER_SHORT_WIDTH
                         else GAME_WIDTH for w in range(N_COLUMNS + 1))
#: The width of a short row (a card's, a player's) -> the zeros that widen it to all its columns.
WIDENING: Final = {SHORT_WIDTH: _RARE_ZEROS, PLAYER_SHORT_WIDTH: _PLAYER_RARE_ZEROS}


def row_width(card_type: int) -> int:
    """Returns how many columns the row of an entity of a card type has (a card's: all of them; it is
    stored shorter while its rare ones are 0, `card_row`)."""
    return GAME_WIDTH if card_type == CardType.GAME else PLAYER_WIDTH if card_type == CardType.PLAYER else N_COLUMNS


def card_row(values: list[int]) -> tuple[int, ...]:
    """Returns a card's or a player's row as it is stored, from all its columns: without the rare ones
    when they are 0, so that equal entities have equal rows."""
    n = len(values)
    if n == N_COLUMNS:
        if not any(values[SHORT_WIDTH:]):
            return tuple(values[:SHORT_WIDTH])
    elif n == PLAYER_WIDTH and not any(values[PLAYER_SHORT_WIDTH:]):
        return tuple(values[:PLAYER_SHORT_WIDTH])
    return tuple(values)


def full_row(row: tuple[int, ...]) -> tuple[int, ...]:
    """Returns a card's or a player's row with all its columns (the rare ones 0 where it is stored
    short)."""
    n = len(row)
    if n == SHORT_WIDTH:
        return row + _RARE_ZEROS
    return row + _PLAYER_RARE_ZEROS if n == PLAYER_SHORT_WIDTH else row


def rare(row: tuple[int, ...], c: int) -> int:
    """Returns a card's or a player's value in one of its rare columns (`RARE`, `PLAYER_RARE`): 0 where
    the row is stored short."""
    return row[c] if c < len(row) else 0


def holds(width: int, tag: int) -> bool:
    """Returns whether a row of a width has a tag (a player's row has no Attack, a card's no Mana; a short
    row has its rare tags, all 0)."""
    if tag < COMMON_WIDTH:
        return True
    if tag >= CARD_TAGS_START:
        return width >= SHORT_WIDTH
    if tag >= PLAYER_TAGS_START:
        return PLAYER_SHORT_WIDTH <= width <= PLAYER_WIDTH
    return width == GAME_WIDTH


def stored_columns(width: int) -> tuple[tuple[Tag, int], ...]:
    """Returns the intrinsic tags a row of a width stores, each with its column (a short card row stores
    no rare ones)."""
    return tuple((t, column(t)) for t in Tag if holds(width, t) and column(t) < width)


def tag_of(row: tuple[int, ...], tag: int) -> int:
    """Returns a row's intrinsic value of a tag, 0 where the row has no column for it: for readers of any
    tag of any entity; a reader that knows the kind of entity indexes the row."""
    return _read(row, tag, column(tag))


def value_of(row: tuple[int, ...], tag: int) -> int:
    """Returns a row's value of a tag as the game sees it now (`effective_column`), 0 where the row has no
    column for it."""
    return _read(row, tag, effective_column(tag))


def _read(row: tuple[int, ...], tag: int, c: int) -> int:
    # the value in column c of the row if the row holds the tag there, else 0
    if tag < COMMON_WIDTH:
        return row[c]
    return row[c] if c < len(row) and holds(len(row), tag) else 0


#: Keyword tags that silence clears (its intrinsic value; auras from others are untouched).
SILENCEABLE: Final[tuple[Tag, ...]] = (
    Tag.TAUNT,
    Tag.DIVINE_SHIELD,
    Tag.CHARGE,
    Tag.RUSH,
    Tag.STEALTH,
    Tag.POISONOUS,
    Tag.LIFESTEAL,
    Tag.WINDFURY,
    Tag.MEGA_WINDFURY,
    Tag.ELUSIVE,
    Tag.REBORN,
    Tag.SPELLPOWER,
    Tag.CANT_ATTACK,
    Tag.IMMUNE,
)

#: What a transformed entity keeps of itself (case study 6); everything else comes from the new card.
TRANSFORM_KEEPS: Final[tuple[Tag, ...]] = (
    Tag.ZONE,
    Tag.CONTROLLER,
    Tag.OWNER,
    Tag.EXHAUSTED,
    Tag.NUM_ATTACKS_THIS_TURN,
    Tag.FROZEN,
    Tag.NUM_TURNS_IN_PLAY,
    Tag.PLAY_ORDER,
)


class Zone(IntEnum):
    """Where an entity is; PLAY, HAND, DECK and SECRET are ordered by position."""

    INVALID = 0
    PLAY = 1
    DECK = 2
    HAND = 3
    GRAVEYARD = 4
    REMOVEDFROMGAME = 5
    SETASIDE = 6
    SECRET = 7


N_ZONES: Final = len(Zone)

#: Capacity of the ordered zones.
ZONE_LIMIT: Final[dict[Zone, int]] = {Zone.PLAY: 7, Zone.HAND: 10, Zone.SECRET: 5, Zone.DECK: 60}


class CardType(IntEnum):
    """What kind of thing an entity is; a tag, never a class."""

    INVALID = 0
    GAME = 1
    PLAYER = 2
    HERO = 3
    MINION = 4
    SPELL = 5
    ENCHANTMENT = 6
    WEAPON = 7
    HERO_POWER = 10
    LOCATION = 39


class CardClass(IntEnum):
    """Hero classes, numbered as HearthSim numbers them."""

    INVALID = 0
    DEATHKNIGHT = 1
    DRUID = 2
    HUNTER = 3
    MAGE = 4
    PALADIN = 5
    PRIEST = 6
    ROGUE = 7
    SHAMAN = 8
    WARLOCK = 9
    WARRIOR = 10
    DREAM = 11
    NEUTRAL = 12
    DEMONHUNTER = 14


class SpellSchool(IntEnum):
    """Spell schools, numbered as HearthSim numbers them (a spell's `Tag.SPELL_SCHOOL`)."""

    NONE = 0
    ARCANE = 1
    FIRE = 2
    FROST = 3
    NATURE = 4
    HOLY = 5
    SHADOW = 6
    FEL = 7
    PHYSICAL_COMBAT = 8


class Race(IntEnum):
    """Minion types, numbered as HearthSim numbers them."""

    INVALID = 0
    BLOODELF = 1
    DRAENEI = 2
    DWARF = 3
    GNOME = 4
    GOBLIN = 5
    HUMAN = 6
    NIGHTELF = 7
    ORC = 8
    TAUREN = 9
    TROLL = 10
    UNDEAD = 11
    WORGEN = 12
    MURLOC = 14
    DEMON = 15
    SCOURGE = 16
    MECHANICAL = 17
    ELEMENTAL = 18
    OGRE = 19
    BEAST = 20
    TOTEM = 21
    NERUBIAN = 22
    PIRATE = 23
    DRAGON = 24
    BLANK = 25
    ALL = 26
    EGG = 38
    QUILBOAR = 43
    CENTAUR = 80
    FURBOLG = 81
    HIGHELF = 83
    TREANT = 84
    OWLKIN = 85
    HALFORC = 88
    LOCK = 89
    NAGA = 92
    OLDGOD = 93
    PANDAREN = 94
    GRONN = 95
    CELESTIAL = 96
    GNOLL = 97
    GOLEM = 98
    HARPY = 99
    VULPERA = 100


class PlayState(IntEnum):
    """A player's standing in the game."""

    PLAYING = 0
    WON = 1
    LOST = 2
    TIED = 3
    CONCEDED = 4


class Status(IntEnum):
    """Where the game as a whole is."""

    MULLIGAN = 0
    MAIN = 1
    OVER = 2


class DrawReason(IntEnum):
    """Why the game was ended in a draw by the engine (the FORCED_DRAW event's amount)."""

    TURN_LIMIT = 1  # the real game's turn limit
    WORK_LIMIT = 2  # too many work items in one step: a runaway loop
    TRIGGER_LIMIT = 3  # too many triggers in one step
    DEATH_ROUNDS = 4  # death phases that would not settle


@unique
class EventKind(IntEnum):
    """Game events: what triggers listen for (seed 000 ch. 4.1)."""

    GAME_START = 0
    TURN_START = 1
    TURN_END = 2
    DRAW = 3
    CARD_BURNED = 4
    FATIGUE = 5
    DISCARD = 6
    PLAY_CARD = 7
    SPELL_CAST = 8
    AFTER_SPELL = 9
    AFTER_PLAY = 10
    SUMMON = 11
    AFTER_SUMMON = 12
    SUMMON_FAILED = 13
    PROPOSED_ATTACK = 14
    ATTACK = 15
    AFTER_ATTACK = 16
    DAMAGE = 17
    DIVINE_SHIELD_LOST = 18
    HEAL = 19
    ARMOR_GAINED = 20
    DEATH = 21
    AFTER_DEATH = 22
    HERO_POWER = 23
    SECRET_REVEALED = 24
    WEAPON_EQUIPPED = 25
    TRANSFORM = 26
    SILENCE = 27
    CONTROL_CHANGED = 28
    ENCHANTMENT_ADDED = 29
    ENCHANTMENT_REMOVED = 30
    FROZEN = 31
    CARD_ADDED = 32
    RETURNED_TO_HAND = 33
    SHUFFLED = 34
    MULLIGAN = 35
    GAME_OVER = 36
    FORCED_DRAW = 37
    MANA_GAINED = 38
    DESTROYED = 39
    # Overload (Tunnel Trogg): a player took on Overload (the amount: the crystals it locks next turn)
    OVERLOADED = 40
    # Joust (The Grand Tournament): a card of a deck shown to both players (the entity: its shown copy)
    REVEALED = 41
    # Tradeable: a card was traded (the entity: the card, before it is shuffled into the deck)
    TRADED = 42
    # Locations: a location was used (the entity: the location; the target: its ability's target, or 0)
    LOCATION_USED = 43
