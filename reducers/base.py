"""The single entry points for changing a state: tags, entities, zones, events and random draws.

Every other reducer goes through these, so logging, the trigger match and the aura dirty flag hang in
one place (seed 000 ch. 33, lesson 3). Each function returns a new state and never mutates its input.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from collections.abc import Set as AbstractSet
from typing import Any, Final

from pyrsistent import PVector

from hsfp.core.dsl import CardDef
from hsfp.core.events import Draw, Event
from hsfp.core.registry import _VERSION, CARDS
from hsfp.core.rng import randrange as _randrange
from hsfp.core.rng import shuffle_draws as _shuffle_draws
from hsfp.core.state import (
    GAME_ENTITY,
    HAND_CHANGED,
    LAYERS_CHANGED,
    PLAY_MOVED,
    PLAYER_ENTITY,
    VALUES_CHANGED,
    Ctx,
    GameState,
    Rows,
    set_row,
    with_entities,
    with_log,
    with_rng_and_draws,
    with_rows_and_zones,
    with_zones,
)
from hsfp.core.state import with_enchantments as _with_enchantments
from hsfp.core.state import with_flags as with_flags
from hsfp.core.state import with_queue as with_queue
from hsfp.core.state import with_rows as with_rows
from hsfp.core.state import with_work as with_work
from hsfp.core.tags import (
    LAYERED,
    N_COLUMNS,
    N_ZONES,
    RARE_FROM,
    SHORT_WIDTH,
    WIDENING,
    CardType,
    Tag,
    Zone,
    card_row,
    column,
    effective_column,
    rare,
)

#: An interpreter of one node of the card language: the state, the node, the context; the new state.
Handler = Callable[[GameState, Any, Ctx], GameState]
#: A primitive that loops over a count: it returns the state and the turns of its loop beyond the first
#: that it was asked for (its extra cost to the work guard).
Counted = Callable[[GameState, Any, Ctx], tuple[GameState, int]]

# Column numbers as plain ints: an enum attribute lookup in a hot loop costs more than the work.
CONTROLLER: Final = column(Tag.CONTROLLER)
OWNER: Final = column(Tag.OWNER)
ZONE: Final = column(Tag.ZONE)
CARDTYPE: Final = column(Tag.CARDTYPE)
DAMAGE: Final = column(Tag.DAMAGE)
ARMOR: Final = column(Tag.ARMOR)
MODDED: Final = column(Tag.MODDED)
SILENCED: Final = column(Tag.SILENCED)
FROZEN: Final = column(Tag.FROZEN)
EXHAUSTED: Final = column(Tag.EXHAUSTED)
NUM_ATTACKS: Final = column(Tag.NUM_ATTACKS_THIS_TURN)
TO_BE_DESTROYED: Final = column(Tag.TO_BE_DESTROYED)
DIVINE_SHIELD: Final = column(Tag.DIVINE_SHIELD)
ATTACHED: Final = column(Tag.ATTACHED)
#: The numbers an enchantment keeps in its own row (a buff of a size given when it was made).
ENCHANTMENT_NUMBERS: Final = tuple(column(t) for t in (Tag.ATK, Tag.HEALTH, Tag.COST, Tag.DURABILITY, Tag.ENCH_SET_ATK,
                                                    Tag.ENCH_SET_HEALTH))
HERO_ENTITY: Final = column(Tag.HERO_ENTITY)
HERO_POWER_ENTITY: Final = column(Tag.HERO_POWER_ENTITY)
WEAPON_ENTITY: Final = column(Tag.WEAPON_ENTITY)
MANA: Final = column(Tag.MANA)
MANA_CRYSTALS: Final = column(Tag.MANA_CRYSTALS)
# computed columns of the layered tags
COST_NOW: Final = effective_column(Tag.COST)
ATK_NOW: Final = effective_column(Tag.ATK)
HEALTH_NOW: Final = effective_column(Tag.HEALTH)
DURABILITY_NOW: Final = effective_column(Tag.DURABILITY)
SPELLPOWER_NOW: Final = effective_column(Tag.SPELLPOWER)
TAUNT_NOW: Final = effective_column(Tag.TAUNT)
CHARGE_NOW: Final = effective_column(Tag.CHARGE)
RUSH_NOW: Final = effective_column(Tag.RUSH)
WINDFURY_NOW: Final = effective_column(Tag.WINDFURY)
STEALTH_NOW: Final = effective_column(Tag.STEALTH)
IMMUNE_NOW: Final = effective_column(Tag.IMMUNE)
POISONOUS_NOW: Final = effective_column(Tag.POISONOUS)
LIFESTEAL_NOW: Final = effective_column(Tag.LIFESTEAL)
ELUSIVE_NOW: Final = effective_column(Tag.ELUSIVE)
CANT_ATTACK_NOW: Final = effective_column(Tag.CANT_ATTACK)
COSTS_HEALTH_NOW: Final = effective_column(Tag.COSTS_HEALTH)
MEGA_WINDFURY: Final = column(Tag.MEGA_WINDFURY)

PLAY: Final = int(Zone.PLAY)
HAND: Final = int(Zone.HAND)
DECK: Final = int(Zone.DECK)
GRAVEYARD: Final = int(Zone.GRAVEYARD)
SETASIDE: Final = int(Zone.SETASIDE)
SECRET_ZONE: Final = int(Zone.SECRET)

MINION: Final = int(CardType.MINION)
HERO: Final = int(CardType.HERO)
SPELL: Final = int(CardType.SPELL)
WEAPON: Final = int(CardType.WEAPON)
LOCATION: Final = int(CardType.LOCATION)
_DORMANT: Final = column(Tag.DORMANT)
HERO_POWER: Final = int(CardType.HERO_POWER)
ENCHANTMENT: Final = int(CardType.ENCHANTMENT)

_LAYERED_PAIRS: Final = tuple((column(t), effective_column(t)) for t in LAYERED)
_IS_LAYERED: Final = frozenset(column(t) for t in LAYERED)
_NOW_COLUMN: Final = dict(_LAYERED_PAIRS)  # layered tag -> its computed column
#: What writing each column calls for, by column: nothing (most), the death check and the values that
#: auras read (damage), the death check (a destroy mark), the values that auras read (armour), or the
#: layered value's recompute (a layered tag). One index instead of three set lookups per write. Only a
#: card's row has these columns: a write to the game's or a player's row calls for nothing.
_PLAIN, _W_DAMAGE, _W_DESTROY, _W_ARMOR, _W_LAYERED = range(5)
_WRITE_KIND: Final = tuple(_W_DAMAGE if c == DAMAGE else _W_DESTROY if c == TO_BE_DESTROYED else
                           _W_ARMOR if c == ARMOR else _W_LAYERED if c in _IS_LAYERED else _PLAIN
                           for c in range(N_COLUMNS))
#: What a change of each zone's contents may change of the layered values (escalated to LAYERS_CHANGED
#: when the entity that moved has auras or computed values of its own).
_ZONE_DIRT: Final = tuple(PLAY_MOVED if z == PLAY else HAND_CHANGED if z == HAND else 0 for z in range(N_ZONES))
PLAY_ORDER: Final = column(Tag.PLAY_ORDER)
#: The zones whose entities are in play, in the order they were put there (order of play).
_IN_PLAY_ZONES: Final = frozenset({PLAY, SECRET_ZONE})


def _stamped(rows: Rows, lst: list[int]) -> tuple[int, ...]:
    # Order of play: the entity takes the game's next number (kept on the game entity's row); returns
    # the game's row with the number taken
    g = list(rows[GAME_ENTITY])
    n = g[PLAY_ORDER] + 1
    lst[PLAY_ORDER] = n
    g[PLAY_ORDER] = n
    return tuple(g)

#: card id -> the zones from which its auras work (built lazily: the registry grows as content loads); a
#: card moving between zones where none of its auras works (a minion with a board aura drawn into the
#: hand) changes no aura by moving.
_AURA_ZONES: Final[dict[str, frozenset[int]]] = {}
_aura_zones_seen: Final = [-1]


def _aura_zones(card_id: str) -> frozenset[int]:
    if _aura_zones_seen[0] != _VERSION[0]:
        _AURA_ZONES.clear()
        _AURA_ZONES.update((cid, frozenset(int(z) for a in d.auras for z in a.zones)) for cid, d in CARDS.items())
        _aura_zones_seen[0] = _VERSION[0]
    return _AURA_ZONES.get(card_id, _NO_ZONES)


_NO_ZONES: Final[frozenset[int]] = frozenset()


#: The distinct card ids of the last card-id table seen (by identity), as one (table, ids) pair replaced
#: whole. A table changes only when an entity is made (`create` extends the set it came from by the one
#: new id, without reading the table) or transformed, so the questions about a whole game below read a
#: small set instead of the table. Derived, never part of a state.
_card_ids_memo: Final[list[tuple[object, frozenset[str]]]] = [(None, frozenset())]


def card_ids(cards: PVector[str]) -> frozenset[str]:
    """Returns the distinct card ids of a card-id table."""
    seen, ids = _card_ids_memo[0]
    if seen is cards:
        return ids
    ids = frozenset(cards)
    _card_ids_memo[0] = (cards, ids)
    return ids


def _appended(cards: PVector[str], card_id: str) -> PVector[str]:
    # the card-id table with one more entity's card, its distinct ids and the entities of `entities_with`
    # found from the old table's where known
    new = cards.append(card_id)
    seen, ids = _card_ids_memo[0]
    if seen is cards:
        _card_ids_memo[0] = (new, ids if card_id in ids else ids | {card_id})
    for key, (table, v, of, found) in list(_ENTITIES_WITH.items()):
        if table is cards:
            _ENTITIES_WITH[key] = (new, v, of, (*found, len(cards)) if card_id in of else found)
    return new


#: For each set of card ids asked about (by identity, as `game_has_any`), the entities of the last card-id
#: table seen whose card is in it: (table, registry version, the set, the entities in id order). A table
#: made by `create` extends the entry of the table it came from by the new entity. Derived, never part of
#: a state; each entry is replaced whole.
_ENTITIES_WITH: Final[dict[int, tuple[object, int, AbstractSet[str], tuple[int, ...]]]] = {}


def entities_with(cards: PVector[str], ids: AbstractSet[str]) -> tuple[int, ...]:
    """Returns the entities of a card-id table whose card is among `ids` (a set kept for the process), in
    id order."""
    hit = _ENTITIES_WITH.get(id(ids))
    v = _VERSION[0]
    if hit is not None and hit[0] is cards and hit[1] == v and hit[2] is ids:
        return hit[3]
    found = tuple([e for e, c in enumerate(cards) if c in ids]) if game_has_any(cards, ids) else ()
    _ENTITIES_WITH[id(ids)] = (cards, v, ids, found)
    return found


#: For each set of card ids asked about (by identity: the registry-derived sets of the reducers, filled in
#: place), whether the last card-id table seen holds one of them: (table, registry version, answer). A
#: card-id table changes only when an entity is made or transformed, so a question about the whole game
#: ("can any card here do X?") costs one probe per step. Derived, never part of a state; each entry is
#: replaced whole.
_GAME_HAS: Final[dict[int, tuple[object, int, bool]]] = {}


def game_has_any(cards: PVector[str], ids: AbstractSet[str]) -> bool:
    """Returns whether a card-id table holds a card among `ids` (a set kept for the process)."""
    hit = _GAME_HAS.get(id(ids))
    v = _VERSION[0]
    if hit is not None and hit[0] is cards and hit[1] == v:
        return hit[2]
    has = not ids.isdisjoint(card_ids(cards))
    _GAME_HAS[id(ids)] = (cards, v, has)
    return has


# ------------------------------------------------------------------------------- whole-state records
# The builders live with the layout in hsfp.core.state; the reducers reach with_rows, with_flags,
# with_work and with_queue through this module.


def push(s: GameState, *tasks: object) -> GameState:
    """Returns the state with tasks pushed on the work stack; the first named runs first."""
    return with_work(s, s.work + tasks[::-1])


# ------------------------------------------------------------------------------------------- reading


def row(s: GameState, e: int) -> tuple[int, ...]:
    """Returns the row of an entity."""
    return s.rows[e]


def board(s: GameState, p: int) -> tuple[int, ...]:
    """Returns a player's board, left to right: minions and locations (each takes a slot)."""
    return s.zones[p * N_ZONES + PLAY]


def minions(s: GameState, p: int) -> tuple[int, ...]:
    """Returns a player's minions in play that effects can reach, left to right: the board without its
    locations and its dormant minions (asleep to everything until they awaken)."""
    b = s.zones[p * N_ZONES + PLAY]
    rows = s.rows
    for e in b:
        r = rows[e]
        if r[CARDTYPE] == LOCATION or r[_DORMANT]:
            return tuple(m for m in b if rows[m][CARDTYPE] != LOCATION and not rows[m][_DORMANT])
    return b


def zone_of(s: GameState, p: int, z: int) -> tuple[int, ...]:
    """Returns a player's ordered zone."""
    return s.zones[p * N_ZONES + z]


def spell_damage(s: GameState, p: int) -> int:
    """Returns a player's total Spell Damage from entities in play."""
    rows = s.rows
    total = 0
    for m in s.zones[p * N_ZONES + PLAY]:
        total += rare(rows[m], SPELLPOWER_NOW)
    w = rows[PLAYER_ENTITY[p]][WEAPON_ENTITY]
    if w:
        total += rare(rows[w], SPELLPOWER_NOW)
    return total


# ------------------------------------------------------------------------------------------- writing

#: The recompute bits the cards of the last card-id table seen can read, keyed on the table by identity
#: and the registry's version (`reducers.auras` fills it; see `_game_dirt` there). The writers below set
#: only those bits: a bit no card of the game reads would only make the next refresh clear it again, at
#: the cost of a new state. A table not seen yet (an entity was just made) keeps every bit.
GAME_DIRT: Final[list[tuple[object, int, int]]] = [(None, -1, 0)]


def readable(s: GameState, dirty: int) -> int:
    """Returns the recompute bits of `dirty` that a card of the game can read (all of them for a card-id
    table not seen yet)."""
    seen, v, mask = GAME_DIRT[0]
    return dirty & mask if seen is s.cards and v == _VERSION[0] else dirty


def set_tag(s: GameState, e: int, tag: int, value: int) -> GameState:
    """Returns the state with one intrinsic tag of an entity set; `tag` is its column (`tags.column`)."""
    rows = s.rows
    r = rows[e]
    if tag >= RARE_FROM[len(r)]:  # a rare column of a card's or a player's row: it may be stored short
        return set_tags(s, e, ((tag, value),))
    if r[tag] == value:
        return s
    kind = _WRITE_KIND[tag] if len(r) >= SHORT_WIDTH else _PLAIN
    lst = [*r]  # the cheapest way to rebuild a tuple with an item replaced
    lst[tag] = value
    dirty = 0
    if kind == _W_LAYERED:
        if r[MODDED]:
            dirty = LAYERS_CHANGED
        else:
            lst[_NOW_COLUMN[tag]] = value
    elif kind in (_W_DAMAGE, _W_ARMOR):
        # damage can switch conditional auras (Enrage); auras may read a hero's armour (Bladed Gauntlet)
        seen, v, mask = GAME_DIRT[0]  # `readable`, inline: most steps deal damage
        dirty = VALUES_CHANGED & mask if seen is s.cards and v == _VERSION[0] else VALUES_CHANGED
    table = [*rows]  # `set_row`, inline
    table[e] = tuple(lst)
    # damage and a destroy mark can kill
    return with_rows(s, tuple(table), dirty, kind in (_W_DAMAGE, _W_DESTROY))


def set_damage(s: GameState, e: int, damage: int, lethal: bool) -> GameState:
    """Returns the state with a character's damage set, as `set_tag` sets it, except that only `lethal`
    damage (its Health at 0 or below by the values the caller read) calls for a death check. Values
    read before a pending recompute may be stale, but the recompute calls for one itself wherever it
    leaves a row without Health (`reducers.auras`)."""
    rows = s.rows
    lst = [*rows[e]]
    lst[DAMAGE] = damage
    seen, v, mask = GAME_DIRT[0]  # `readable`, inline
    dirty = VALUES_CHANGED & mask if seen is s.cards and v == _VERSION[0] else VALUES_CHANGED
    table = [*rows]  # `set_row`, inline
    table[e] = tuple(lst)
    return with_rows(s, tuple(table), dirty, lethal)


def set_tags(s: GameState, e: int, pairs: Iterable[tuple[int, int]]) -> GameState:
    """Returns the state with several intrinsic tags of one entity set in one write, as (column, value)."""
    rows = s.rows
    r = rows[e]
    new, dirty, doomed = _written(r, pairs)
    if new is r:
        return s
    if dirty:
        seen, v, mask = GAME_DIRT[0]  # `readable`, inline
        if seen is s.cards and v == _VERSION[0]:
            dirty &= mask
    table = [*rows]  # `set_row`, inline
    table[e] = new
    return with_rows(s, tuple(table), dirty, doomed)


def plain_column(c: int) -> bool:
    """Returns whether a column of a card's row is in its short part and writing it calls for nothing:
    no recompute, no death check (see `set_tags_many`'s `replaced`)."""
    return c < SHORT_WIDTH and _WRITE_KIND[c] == _PLAIN


def set_tags_many(s: GameState, writes: Iterable[tuple[int, Iterable[tuple[int, int]]]],
                  dirty: int = 0, replaced: Iterable[tuple[int, tuple[int, ...]]] = ()) -> GameState:
    """Returns the state with intrinsic tags of several entities set, each entity's as `set_tags` sets
    them, in one new state; `dirty` bits are added to the recompute flags whatever was written.
    `replaced`: rows of other entities given whole, which differ from their old rows only in plain
    columns (`plain_column`), so they call for nothing."""
    rows = s.rows
    doomed = False
    lst: list[tuple[int, ...]] | None = None  # the table, copied once at the first row that changes
    for e, new in replaced:
        if lst is None:
            lst = [*rows]
        lst[e] = new
    for e, pairs in writes:
        r = rows[e]
        new, d, dm = _written(r, pairs)
        if new is not r:
            if lst is None:
                lst = [*rows]
            lst[e] = new
            dirty |= d
            doomed = doomed or dm
    if dirty:
        dirty = readable(s, dirty)
    if lst is None:
        if s.dirty & dirty == dirty:
            return s
        return with_rows(s, rows, dirty, doomed)
    return with_rows(s, tuple(lst), dirty, doomed)


def _written(r: tuple[int, ...], pairs: Iterable[tuple[int, int]]) -> tuple[tuple[int, ...], int, bool]:
    # a row with tags written, and the recompute bits and death-check flag the writes call for; the row
    # itself (the same object) when no write changes a value, so callers tell by identity, not by comparing
    lst = [*r]
    changed = False
    rare = False
    width = len(r)
    rare_from = RARE_FROM[width]
    if width < SHORT_WIDTH:
        # a player's or the game's row (most writes): every column is plain, so a write calls for no
        # recompute and no death check
        for tag, value in pairs:
            if tag >= rare_from:  # a rare column of a player's row (stored short while all are 0)
                if len(lst) == rare_from:
                    if not value:
                        continue
                    lst.extend(WIDENING[rare_from])
                rare = True
            if lst[tag] != value:
                lst[tag] = value
                changed = True
        if not changed:
            return r, 0, False
        return (card_row(lst) if rare else tuple(lst)), 0, False
    modded = r[MODDED]
    dirty = 0
    doomed = False
    kinds = _WRITE_KIND
    # a card's row: the same writes as above, each then asked what it calls for
    for tag, value in pairs:
        if tag >= rare_from:  # a rare column of a card's row (stored short while all are 0)
            if len(lst) == rare_from:
                if not value:
                    continue
                lst.extend(WIDENING[rare_from])
            rare = True
        if lst[tag] != value:
            lst[tag] = value
            changed = True
        kind = kinds[tag]
        if not kind:
            continue
        if kind == _W_DAMAGE:
            doomed = True
            dirty |= VALUES_CHANGED
        elif kind == _W_DESTROY:
            doomed = True
        elif kind == _W_ARMOR:
            dirty |= VALUES_CHANGED  # auras may read a hero's armour (Bladed Gauntlet)
        elif modded:
            if tag >= len(r) or r[tag] != value:  # an unchanged intrinsic value changes no computed one
                dirty |= LAYERS_CHANGED
        else:
            now = _NOW_COLUMN[tag]
            if lst[now] != value:
                lst[now] = value
                changed = True
    if not changed:
        return r, dirty, doomed
    return (card_row(lst) if rare else tuple(lst)), dirty, doomed


_CLASS, _RACE, _COST, _ATK, _HEALTH, _DURABILITY = (column(t) for t in (Tag.CLASS, Tag.RACE, Tag.COST, Tag.ATK,
                                                                      Tag.HEALTH, Tag.DURABILITY))


#: (card id, controller, owner, zone) -> (the definition, the fresh row built from it): a deck's cards
#: come back in every game, so each row is built once and shared (rows are values); an entry made from
#: another definition of the same card id (a test's) is rebuilt. Bounded: cleared when it grows large.
_FRESH: Final[dict[tuple[str, int, int, int], tuple[CardDef, tuple[int, ...]]]] = {}
_FRESH_LIMIT: Final = 50_000


def fresh_row(d: CardDef, controller: int, owner: int, zone: int) -> tuple[int, ...]:
    """Returns the row a card starts with: its printed numbers and keywords, nothing else."""
    key = (d.card_id, controller, owner, zone)
    hit = _FRESH.get(key)
    if hit is not None and hit[0] is d:
        return hit[1]
    r = _fresh(d, controller, owner, zone)
    if len(_FRESH) >= _FRESH_LIMIT:
        _FRESH.clear()
    _FRESH[key] = (d, r)
    return r


def _fresh(d: CardDef, controller: int, owner: int, zone: int) -> tuple[int, ...]:
    lst = [0] * N_COLUMNS
    lst[CONTROLLER] = controller
    lst[OWNER] = owner
    lst[ZONE] = zone
    lst[CARDTYPE] = int(d.card_type)
    lst[_CLASS] = d.card_class
    lst[_RACE] = d.race
    lst[_COST] = d.cost
    lst[_ATK] = d.atk
    lst[_HEALTH] = d.health
    lst[_DURABILITY] = d.durability
    for printed, value in d.tags:
        lst[column(printed)] = value
    for c, now in _LAYERED_PAIRS:
        lst[now] = lst[c]
    return card_row(lst)


def create(s: GameState, card_id: str, controller: int, zone: int, position: int | None = None,
           owner: int | None = None) -> tuple[GameState, int]:
    """Returns the state with a new entity of a card in a zone, and its id."""
    d = CARDS[card_id]
    e = len(s.rows)
    dirt = _ZONE_DIRT[zone]
    if dirt and zone in _aura_zones(card_id):
        dirt = LAYERS_CHANGED
    r = fresh_row(d, controller, controller if owner is None else owner, zone)
    rows = s.rows
    if zone in _IN_PLAY_ZONES:
        lst = [*r]
        table = [*rows]
        table[GAME_ENTITY] = _stamped(rows, lst)
        table.append(tuple(lst))
        new_rows = tuple(table)
    else:
        new_rows = (*rows, r)
    s = with_entities(s, new_rows, _appended(s.cards, card_id), dirt)
    if _is_ordered(zone, r[CARDTYPE]):
        s = _insert(s, controller, zone, e, position)
    return s, e


def _is_ordered(zone: int, card_type: int) -> bool:
    # Heroes, hero powers and weapons are in PLAY without a board position; minions and locations have one.
    return zone != PLAY or card_type in (MINION, LOCATION)


def _inserted(ids: tuple[int, ...], e: int, position: int | None) -> tuple[int, ...]:
    # a zone list with an entity put at a position (None or past the end: last; a negative one: first)
    if position is None or position >= len(ids):
        return (*ids, e)
    position = max(position, 0)
    return ids[:position] + (e,) + ids[position:]


def _insert(s: GameState, p: int, zone: int, e: int, position: int | None) -> GameState:
    i = p * N_ZONES + zone
    table = [*s.zones]
    table[i] = _inserted(table[i], e, position)
    return with_zones(s, tuple(table))


def move(s: GameState, e: int, zone: int, position: int | None = None, controller: int | None = None,
         also: Iterable[tuple[int, Iterable[tuple[int, int]]]] = (), dirty: int = 0) -> GameState:
    """Returns the state with an entity moved to a zone (of a new controller, if given).

    The caller checks capacity first: a move never fails half way. Leaving play clears the doom mark,
    so a minion that left play before the death phase does not die. `also` are tag writes made with the
    move, after it, as `set_tags_many` makes them (the moved entity's own included), and `dirty` bits
    are added whatever was written: one new state where a move and its bookkeeping would make two."""
    r = s.rows[e]
    old_zone = r[ZONE]
    old_ctrl = r[CONTROLLER]
    new_ctrl = old_ctrl if controller is None else controller
    minion = r[CARDTYPE] == MINION or r[CARDTYPE] == LOCATION  # on the board, at a position
    # both zone lists change in one copy of the table of zones (a list copy is the cheapest way to
    # rebuild a tuple with an item replaced)
    zones = s.zones
    if old_zone != PLAY or minion or zone != PLAY:
        table = [*zones]
        if old_zone != PLAY or minion:  # `_is_ordered`: heroes, hero powers and weapons have no position
            i = old_ctrl * N_ZONES + old_zone
            ids = table[i]
            if ids and ids[-1] == e:
                table[i] = ids[:-1]  # the last: a draw takes the top of the deck
            elif e in ids:
                k = ids.index(e)
                table[i] = ids[:k] + ids[k + 1:]
        if zone != PLAY or minion:
            i = new_ctrl * N_ZONES + zone
            table[i] = (*table[i], e) if position is None else _inserted(table[i], e, position)  # None: last
        zones = tuple(table)
    lst = [*r]
    lst[ZONE] = zone
    lst[CONTROLLER] = new_ctrl
    if old_zone == PLAY and zone != PLAY:
        lst[TO_BE_DESTROYED] = 0
    dirt = _ZONE_DIRT[old_zone] | _ZONE_DIRT[zone]
    if dirt:
        if r[MODDED] or r[ATTACHED]:
            dirt = LAYERS_CHANGED  # one carrying computed values moved: recompute all
        else:
            cid = s.cards[e]
            working = _AURA_ZONES.get(cid, _NO_ZONES) if _aura_zones_seen[0] == _VERSION[0] else _aura_zones(cid)
            if old_zone in working or zone in working:
                dirt = LAYERS_CHANGED  # a card with auras where it was or where it goes moved
    if new_ctrl != old_ctrl:
        dirt |= LAYERS_CHANGED  # "your minions" changed
    rows = s.rows
    table = [*rows]
    if zone in _IN_PLAY_ZONES and old_zone != zone:
        table[GAME_ENTITY] = _stamped(rows, lst)  # before the row is frozen: it takes the play order
    own: list[int] | None = lst  # the moved row, kept open while the writes to it are plain
    doomed = False
    for x, pairs in also:
        if x == e and own is not None:
            for c, _ in pairs:
                if c >= SHORT_WIDTH or _WRITE_KIND[c]:
                    break
            else:
                for c, value in pairs:  # plain columns of a card's row: `_written` would only set them
                    own[c] = value
                continue
            table[e] = tuple(own)
            own = None
        old = table[x]
        new, d, dm = _written(old, pairs)
        if new is not old:
            table[x] = new
            dirt |= d
            doomed = doomed or dm
    if own is not None:
        table[e] = tuple(own)
    # one new state for the whole move: the zone lists and the rows change together
    dirt |= dirty
    if dirt:
        seen, v, mask = GAME_DIRT[0]  # `readable`, inline: most steps move a card or two
        if seen is s.cards and v == _VERSION[0]:
            dirt &= mask
    return with_rows_and_zones(s, tuple(table), zones, dirt, doomed)


def replace_row(s: GameState, e: int, new_row: tuple[int, ...], card_id: str | None = None) -> GameState:
    """Returns the state with an entity's whole row (and card id) replaced, for transform and bounce."""
    cards = s.cards if card_id is None else s.cards.set(e, card_id)
    return with_entities(s, set_row(s.rows, e, new_row), cards, LAYERS_CHANGED)


def with_enchantments(s: GameState, ids: tuple[int, ...]) -> GameState:
    """Returns the state with a new list of live enchantments (marks the layers for recompute)."""
    return _with_enchantments(s, ids, LAYERS_CHANGED)


def mark_dirty(s: GameState, what: int = LAYERS_CHANGED) -> GameState:
    """Returns the state with the layered values marked for recompute (by default: everything)."""
    return s if s.dirty & what == what else with_rows(s, s.rows, what)


# -------------------------------------------------------------------------------------- events, RNG


def log_event(s: GameState, ev: Event) -> GameState:
    """Returns the state with an event added to the running step's log (no trigger matching)."""
    log: object = s.log
    if log is None:
        return s
    if isinstance(log, list):
        # the running step's own log (`reducers.step`): made for the step, read once when it returns
        log.append(ev)
        return s
    return with_log(s, (ev, log))


def draw_random(s: GameState, op: str, n: int) -> tuple[GameState, int]:
    """Returns the state with the RNG advanced and a uniform integer in [0, n); the draw is logged."""
    value, rng = _randrange(s.rng, n)
    draws = s.draws
    if draws is not None:
        draws = (Draw(op, n, value), draws)
    return with_rng_and_draws(s, rng, draws), value


def shuffled(s: GameState, op: str, ids: tuple[int, ...]) -> tuple[GameState, tuple[int, ...]]:
    """Returns the state with the RNG advanced and the ids in a uniformly random order."""
    lst = list(ids)
    if len(lst) < 2:
        return s, tuple(lst)
    # the draws of `draw_random`, one after another, with one new state at the end
    js, rng = _shuffle_draws(s.rng, len(lst))
    draws = s.draws
    for i, j in zip(range(len(lst) - 1, 0, -1), js, strict=True):
        if draws is not None:
            draws = (Draw(op, i + 1, j), draws)
        lst[i], lst[j] = lst[j], lst[i]
    return with_rng_and_draws(s, rng, draws), tuple(lst)
