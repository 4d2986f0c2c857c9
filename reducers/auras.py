"""Recomputing what enchantments and auras make of each entity (seed 000 ch. 6).

In full, at the defined points: enchantments apply to their host in entity-id order (a set overrides
what came before it), then auras in source entity-id order, by layers: SET, then MULTIPLY, then ADD.
Auras of cards in hand (a giant's own cost) count while the card is in hand. Nothing here emits a game
event. When a computed maximum Health falls, damage falls with it so that current Health drops only as
far as the new maximum: losing a buff never kills (the real game's rule).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from operator import itemgetter
from typing import Final, NamedTuple

from pyrsistent import PVector

from hsfp.core import dsl
from hsfp.core.dsl import InZone, Mods
from hsfp.core.registry import _VERSION, CARDS
from hsfp.core.state import (
    FIRST_CARD,
    GAME_ENTITY,
    HAND_CHANGED,
    LAYERS_CHANGED,
    PLAY_MOVED,
    PLAYER_ENTITY,
    VALUES_CHANGED,
    GameState,
    Rows,
    source_ctx,
    with_layers,
)
from hsfp.core.tags import (
    LAYERED,
    LAYERED_BY_COLUMN,
    N_COLUMNS,
    N_ZONES,
    RARE,
    Tag,
    Zone,
    card_row,
    column,
    effective_column,
    full_row,
)
from reducers.base import (
    ATTACHED,
    CARDTYPE,
    CONTROLLER,
    DAMAGE,
    DURABILITY_NOW,
    ENCHANTMENT_NUMBERS,
    GAME_DIRT,
    HAND,
    HEALTH_NOW,
    HERO_ENTITY,
    MODDED,
    PLAY,
    SILENCED,
    WEAPON,
    WEAPON_ENTITY,
    ZONE,
    card_ids,
    entities_with,
    with_flags,
)
from reducers.query import amount, select_pure, test

_COST, _ATK, _HEALTH, _DUR, _SP = (column(t) for t in (Tag.COST, Tag.ATK, Tag.HEALTH, Tag.DURABILITY,
                                                    Tag.SPELLPOWER))
_SET_ATK, _SET_HEALTH = column(Tag.ENCH_SET_ATK), column(Tag.ENCH_SET_HEALTH)
_LAYER_TAGS: Final = tuple(column(t) for t in LAYERED_BY_COLUMN)
# the computed columns, in the order of _LAYER_TAGS: those of the common layered tags, then the rare ones
_N_COMMON: Final = sum(1 for t in LAYERED if t not in RARE)
_NOW_FIRST: Final = effective_column(LAYERED_BY_COLUMN[0])
_RARE_NOW_FIRST: Final = effective_column(LAYERED_BY_COLUMN[_N_COMMON])
assert [effective_column(t) for t in LAYERED_BY_COLUMN] == [
    *range(_NOW_FIRST, _NOW_FIRST + _N_COMMON), *range(_RARE_NOW_FIRST, N_COLUMNS)]
_DORMANT: Final = column(Tag.DORMANT)
_N: Final = len(LAYERED)
_POS: Final = {t: i for i, t in enumerate(_LAYER_TAGS)}


_I_ATK, _I_HEALTH, _I_COST, _I_DUR, _I_SP = (_POS[t] for t in (_ATK, _HEALTH, _COST, _DUR, _SP))
_intrinsic: Final = itemgetter(*_LAYER_TAGS)
#: The computed values of a full row, in the order of `_intrinsic`: what a pass compares its values with.
_computed: Final = itemgetter(*(effective_column(t) for t in LAYERED_BY_COLUMN))


def _apply(vals: list[int], m: Mods, times: int = 1) -> None:
    if m.set_atk is not None:
        vals[_I_ATK] = m.set_atk
    if m.set_health is not None:
        vals[_I_HEALTH] = m.set_health
    if m.set_cost is not None:
        vals[_I_COST] = m.set_cost
    if m.mul_atk != 1:
        vals[_I_ATK] *= m.mul_atk
    if m.mul_health != 1:
        vals[_I_HEALTH] *= m.mul_health
    vals[_I_ATK] += m.atk * times
    vals[_I_HEALTH] += m.health * times
    if m.cost_floor is not None:
        # "costs (2) less, but not less than (1)": a reduction stops at the floor, a cheaper card stays
        c = vals[_I_COST]
        vals[_I_COST] = max(c + m.cost * times, min(c, m.cost_floor))
    else:
        vals[_I_COST] += m.cost * times
    vals[_I_DUR] += m.durability * times
    vals[_I_SP] += m.spellpower * times
    for g in m.grants:
        vals[_POS[column(g)]] = 1


_row_numbers: Final = itemgetter(*ENCHANTMENT_NUMBERS)
#: The Mods of each set of numbers a dynamic enchantment's row has held: a pure function of its key, so
#: two threads filling it at once store equal values. Bounded: a few buff sizes recur in every game.
_ROW_MODS: Final[dict[tuple[int, ...], Mods]] = {}
_ROW_MODS_MAX: Final = 4_096


def _row_mods(er: tuple[int, ...]) -> Mods:
    # A dynamic enchantment keeps the numbers it was given in its own row.
    numbers = _row_numbers(er)
    m = _ROW_MODS.get(numbers)
    if m is None:
        atk, health, cost, durability, set_atk, set_health = numbers
        m = Mods(atk=atk, health=health, cost=cost, durability=durability,
                 set_atk=set_atk - 1 if set_atk else None, set_health=set_health - 1 if set_health else None)
        if len(_ROW_MODS) < _ROW_MODS_MAX:
            _ROW_MODS[numbers] = m
    return m


def _layer(m: Mods) -> int:
    if m.set_atk is not None or m.set_health is not None or m.set_cost is not None:
        return 0
    return 1 if (m.mul_atk != 1 or m.mul_health != 1) else 2


_AURA_CARDS: Final[set[str]] = set()
_HAND_AURA_CARDS: Final[set[str]] = set()
# card id -> the zones in which it has an aura whose condition or amount reads the game's values
_READING_CARDS: Final[dict[str, frozenset[int]]] = {}
# card id -> the zones in which it has an aura that works from or on the hand
_HAND_REACHING_CARDS: Final[dict[str, frozenset[int]]] = {}
# cards with an aura that may read who is in play (see `_board_free`)
_BOARD_CARDS: Final[set[str]] = set()
# the cards of the two tables above, as one set (`entities_with` takes sets)
_WATCHING_CARDS: Final[set[str]] = set()
_indexed = 0


def _aura_cards() -> set[str]:
    global _indexed
    if _indexed != _VERSION[0]:
        _AURA_CARDS.clear()
        _AURA_CARDS.update(cid for cid, d in CARDS.items() if d.auras)
        _HAND_AURA_CARDS.clear()
        _HAND_AURA_CARDS.update(cid for cid, d in CARDS.items() if any(Zone.HAND in a.zones for a in d.auras))
        _READING_CARDS.clear()
        _HAND_REACHING_CARDS.clear()
        _BOARD_CARDS.clear()
        _BOARD_CARDS.update(cid for cid, d in CARDS.items()
                            if any(not (_board_free(a.to) and _board_free(a.condition) and _board_free(a.scale))
                                   for a in d.auras))
        for cid, d in CARDS.items():
            # reading: its condition, its amount or whom it reaches reads values (its targets too, so a
            # pass that changes what they read is never taken as settled)
            reading = frozenset(int(z) for a in d.auras if _mentions(a.condition, _VALUE_NODES)
                                or _mentions(a.scale, _VALUE_NODES) or _mentions(a.to, _VALUE_NODES)
                                for z in a.zones)
            reaching = frozenset(int(z) for a in d.auras if _mentions_hand(a.to) or _mentions_hand(a.condition)
                                 or _mentions_hand(a.scale) for z in a.zones)
            if reading:
                _READING_CARDS[cid] = reading
            if reaching:
                _HAND_REACHING_CARDS[cid] = reaching
        _WATCHING_CARDS.clear()
        _WATCHING_CARDS.update(_READING_CARDS, _HAND_REACHING_CARDS)
        _indexed = _VERSION[0]
    return _AURA_CARDS


#: Nodes that read values which change without a change of the board (damage, tags, history counters).
_VALUE_NODES: Final = (dsl.Damaged, dsl.HealthAtMost, dsl.HealthAtLeast, dsl.CurrentHealth, dsl.CounterAtLeast,
                       dsl.PlayerTag, dsl.TagOf, dsl.SumOf, dsl.HasTag, dsl.Dead, dsl.EventAmount)


def _mentions(node: object, kinds: tuple[type, ...]) -> bool:
    if isinstance(node, kinds):
        return True
    if is_dataclass(node):
        return any(_mentions(getattr(node, f.name), kinds) for f in fields(node))
    if isinstance(node, tuple):
        return any(_mentions(x, kinds) for x in node)
    return False


#: Nodes whose value cannot change when an entity with neither auras nor computed values enters or
#: leaves play (PLAY_MOVED): they read the source itself, hand and deck cards, tags and counters. Anything
#: else (minions, heroes, weapons, characters, adjacency, events, any node not listed) may.
_BOARD_FREE_NODES: Final = frozenset((
    dsl.This, dsl.InZone, dsl.Filter, dsl.Union, dsl.Difference, dsl.HasTag, dsl.IsRace, dsl.IsType,
    dsl.Damaged, dsl.AttackAtMost, dsl.AttackAtLeast, dsl.CostAtMost, dsl.CostAtLeast, dsl.HealthAtMost,
    dsl.HealthAtLeast, dsl.CounterAtLeast, dsl.Friendly, dsl.IsThis, dsl.IsCard, dsl.And, dsl.Or, dsl.Not,
    dsl.Count, dsl.CurrentHealth, dsl.PlayerTag, dsl.Plus, dsl.Times))
_OFF_BOARD: Final = frozenset((Zone.HAND, Zone.DECK))


def _board_free(node: object) -> bool:
    """Returns whether a node of an aura (selector, condition or amount) never reads who is in play."""
    if isinstance(node, (dsl.Selector, dsl.Condition, dsl.AmountNode)):
        if type(node) not in _BOARD_FREE_NODES:
            return False
        if isinstance(node, dsl.InZone) and node.zone not in _OFF_BOARD:
            return False
        return all(_board_free(getattr(node, f.name)) for f in fields(node))  # type: ignore[arg-type]
    if isinstance(node, tuple):
        return all(_board_free(x) for x in node)
    return True  # a plain value: a tag, a number, a side


def _mentions_hand(node: object) -> bool:
    if isinstance(node, InZone):
        return node.zone == Zone.HAND
    if is_dataclass(node):
        return any(_mentions_hand(getattr(node, f.name)) for f in fields(node))
    if isinstance(node, tuple):
        return any(_mentions_hand(x) for x in node)
    return False


_P0, _P1 = PLAYER_ENTITY
_P0_PLAY, _P1_PLAY = PLAY, N_ZONES + PLAY


class Sources(NamedTuple):
    """The entities whose auras may work now, in id order, and what the cheap checks of `refresh` need
    to know of them: whether one may read who is in play, those whose auras read values, those that
    reach into the hand."""

    ids: tuple[int, ...]
    board: bool
    reading: tuple[int, ...]
    reaching: tuple[int, ...]
    watched: tuple[int, ...]  # those reading or reaching, in id order: what `_readings` reports on


_NO_SOURCES: Final = Sources((), False, (), (), ())
_THIS: Final = dsl.This  # the target of most auras: the source itself, no selector to run


_SOURCES: Final = Sources


def _with_watched(ids: tuple[int, ...], board: bool, reading: tuple[int, ...], reaching: tuple[int, ...]) -> Sources:
    # by position: NamedTuple's constructor costs twice as much
    watched = reading if not reaching else tuple(sorted({*reading, *reaching}))
    return tuple.__new__(_SOURCES, (ids, board, reading, reaching, watched))


def _sources_of(ids: list[int], cards: PVector[str]) -> Sources:
    if not ids:
        return _NO_SOURCES
    ids.sort()
    return _with_watched(tuple(ids), not _BOARD_CARDS.isdisjoint([cards[e] for e in ids]),
                         tuple([e for e in ids if cards[e] in _READING_CARDS]),
                         tuple([e for e in ids if cards[e] in _HAND_REACHING_CARDS]))


#: The last sources found in play, as heroes and weapons and among the enchantments, and what they were
#: found from: the two boards, the card-id table and the enchantment list (held here, so compared by
#: identity: a draw rebuilds the hand and deck lists but keeps these; a board that changed only by
#: entities without auras keeps the sources), the four hero and weapon ids and the registry's version;
#: the entities of the card-id table whose card has a hand aura (keyed on the table), and the sources
#: among those of them in a hand (keyed on which are); and the two merged.
#: Derived indices, never part of a state: a state's value and hash do not depend on them. Each is held as
#: one (key, sources) pair, replaced whole: a thread switch between two steps of different states can
#: never pair one state's key with another's sources.
_sources_memo: Final[list[tuple[tuple[object, ...], Sources]]] = [((None,) * 9, _NO_SOURCES)]
_holders_memo: Final[list[tuple[object, int, tuple[int, ...]]]] = [(None, -1, ())]
_hand_memo: Final[list[tuple[tuple[object, ...], Sources]]] = [(((), None), _NO_SOURCES)]
_merged_memo: Final[list[tuple[tuple[object, ...], Sources]]] = [((None, None), _NO_SOURCES)]


def _aura_sources(s: GameState) -> Sources:
    """Returns the entities whose auras may work now (in play, hero and weapon, in hand for hand auras,
    enchantments); each part recomputed only when what it is found from changed."""
    rows = s.rows
    zones = s.zones
    cards = s.cards
    enchantments = s.enchantments
    p0 = rows[_P0]
    p1 = rows[_P1]
    play0 = zones[_P0_PLAY]
    play1 = zones[_P1_PLAY]
    v = _VERSION[0]
    key, found = _sources_memo[0]
    if not (key[2] is cards and key[3] is enchantments and key[4] == p0[HERO_ENTITY]
            and key[5] == p0[WEAPON_ENTITY] and key[6] == p1[HERO_ENTITY] and key[7] == p1[WEAPON_ENTITY]
            and key[8] == v and _same_sources(key[0], play0, cards) and _same_sources(key[1], play1, cards)):
        with_aura = _aura_cards()
        ids = [e for e in (*play0, *play1, *enchantments) if cards[e] in with_aura]
        for e in (p0[HERO_ENTITY], p0[WEAPON_ENTITY], p1[HERO_ENTITY], p1[WEAPON_ENTITY]):
            if e and cards[e] in with_aura:
                ids.append(e)
        found = _sources_of(ids, cards)
        _sources_memo[0] = ((play0, play1, cards, enchantments, p0[HERO_ENTITY], p0[WEAPON_ENTITY],
                             p1[HERO_ENTITY], p1[WEAPON_ENTITY], v), found)
    elif key[0] is not play0 or key[1] is not play1:
        _sources_memo[0] = ((play0, play1, *key[2:]), found)  # the boards changed by minions without auras
    in_hand = _hand_sources(rows, cards, v)
    if not in_hand.ids:
        return found
    mkey, merged = _merged_memo[0]
    if mkey[0] is found and mkey[1] is in_hand:
        return merged
    merged = _with_watched(tuple(sorted((*found.ids, *in_hand.ids))), found.board or in_hand.board,
                           tuple(sorted((*found.reading, *in_hand.reading))),
                           tuple(sorted((*found.reaching, *in_hand.reaching))))
    _merged_memo[0] = ((found, in_hand), merged)
    return merged


def sources_from_scratch(s: GameState) -> Sources:
    """Returns the entities whose auras may work now, as `refresh` finds them, but found from the state
    alone: nothing kept from earlier states leaned on or changed (the reference a check compares the
    kept sources with)."""
    kept = (_sources_memo[0], _holders_memo[0], _hand_memo[0], _merged_memo[0])
    _sources_memo[0] = ((None,) * 9, _NO_SOURCES)
    _holders_memo[0] = (None, -1, ())
    _hand_memo[0] = (((), None), _NO_SOURCES)
    _merged_memo[0] = ((None, None), _NO_SOURCES)
    try:
        return _aura_sources(s)
    finally:
        _sources_memo[0], _holders_memo[0], _hand_memo[0], _merged_memo[0] = kept


def _same_sources(before: object, after: tuple[int, ...], cards: PVector[str]) -> bool:
    # whether a board (`after`) changed from the one the sources were found on (`before`) only by
    # entities without auras (the registry's tables are current: the caller compared its version)
    if before is after:
        return True
    if not isinstance(before, tuple):
        return False
    with_aura = _AURA_CARDS
    for e in after:
        if e not in before and cards[e] in with_aura:
            return False
    return not any(cards[e] in with_aura for e in before if e not in after)


def _hand_sources(rows: Rows, cards: PVector[str], v: int) -> Sources:
    """Returns the cards in the two hands that have hand auras."""
    seen, seen_v, holders = _holders_memo[0]
    if seen is not cards or seen_v != v:
        _aura_cards()  # the tables are current
        holders = entities_with(cards, _HAND_AURA_CARDS)
        _holders_memo[0] = (cards, v, holders)
    if not holders:
        return _NO_SOURCES
    in_hand = tuple([e for e in holders if rows[e][ZONE] == HAND])
    if not in_hand:
        return _NO_SOURCES
    key, found = _hand_memo[0]
    if key[0] == in_hand and key[1] is cards:
        return found
    found = _sources_of(list(in_hand), cards)
    _hand_memo[0] = ((in_hand, cards), found)
    return found


def _aura_contributions(s: GameState, sources: tuple[int, ...], watched: tuple[int, ...],
                        readings: list[object], collect: bool = True) -> dict[int, list[tuple[Mods, int]]]:
    # the modifiers each entity gets from auras (none gathered unless `collect`); what the auras of the
    # watched sources gave is appended to `readings`, as `_readings` reports it
    out: dict[int, list[tuple[Mods, int]]] = {}
    rows = s.rows
    cards = s.cards
    layers: tuple[dict[int, list[tuple[Mods, int]]], ...] = ({}, {}, {})  # SET, MULTIPLY, ADD
    for src in sources:
        r = rows[src]
        report = src in watched
        if r[SILENCED] or (r[_DORMANT] and r[ZONE] == PLAY):  # a dormant minion's auras sleep with it
            if report:
                readings.append(src)
            continue
        ctx = None
        for i, aura in enumerate(CARDS[cards[src]].auras):
            if r[ZONE] not in aura.zones and not r[ATTACHED]:
                continue
            if ctx is None:
                ctx = source_ctx(src, r[CONTROLLER])
            if aura.condition is not None and not test(s, aura.condition, ctx, src):
                if report:
                    readings.append((src, i))
                continue
            times = 1 if aura.scale is None else amount(s, aura.scale, ctx)
            targets = (src,) if type(aura.to) is _THIS else select_pure(s, aura.to, ctx)
            if report:
                readings.append((src, i, times, targets))
            if collect:
                layer = layers[_layer(aura.mods)]
                for t in targets:
                    layer.setdefault(t, []).append((aura.mods, times))
    for layer in layers:
        for t, ms in layer.items():
            out.setdefault(t, []).extend(ms)
    return out


def refresh(s: GameState) -> GameState:
    """Returns the state with every computed (layered) value brought up to date.

    An aura whose amount or condition reads computed values (a cost per weapon Attack) is recomputed
    until the values settle (at most a few passes)."""
    dirty = s.dirty
    if not dirty:
        return s
    cards = s.cards
    seen, v, mask = _dirt_memo[0]  # `_game_dirt`, its memo probed here first: most refreshes stop at it
    if seen is not cards or v != _VERSION[0]:
        mask = _game_dirt(cards)
    if not dirty & mask:
        return with_flags(s, 0, s.doomed)  # no card of the game has an aura that reads what changed
    if not dirty & LAYERS_CHANGED and _quiet(s, dirty):
        return with_flags(s, 0, s.doomed)  # no card of the game that could read it is where it reads
    found = _aura_sources(s)
    # only damage, counters, the hand or who is in play changed: a pass can change something only if an
    # aura reads them, and only if what that aura reads now gives other modifiers than at the last pass
    if (not dirty & LAYERS_CHANGED and not (dirty & PLAY_MOVED and found.board)
            and (not _concerned(s, dirty, found) or _readings_stand(s, found))):
        return with_flags(s, 0, s.doomed)
    sources = found.ids
    for _ in range(4):
        before = s.rows
        s, used = _refresh_once(s, sources, found.watched)
        if s.rows is before:
            return _settled(s, found, used)  # read from these very rows
        if not _reads_values(s, found.reading):
            return _settled(s, found, _readings(s, found) if found.watched else ())
        now = _readings(s, found)
        if now == used:
            return _settled(s, found, now)  # the new values give the auras that read them what they had
        s = with_flags(s, LAYERS_CHANGED, s.doomed)
    return _refresh_once(s, sources, found.watched)[0]


def _settled(s: GameState, found: Sources, readings: tuple[object, ...]) -> GameState:
    # remembers what the auras that read values gave in the pass a refresh settled in (see `_passes`)
    if s.modded:
        if len(_passes) >= _PASSES_MAX:
            _passes.clear()
        _passes[id(s.modded)] = (s.modded, readings)
    return s


#: What the auras that read values or reach into the hand gave in the last passes a refresh settled in
#: (`_readings`), by the identity of the `modded` list each of those passes made (the state and every
#: state after it keep that list until the next pass). Plain ints and tuples of them, no state: nothing
#: the collector has to walk. Derived, never part of a state; each entry holds its key, so an id is never
#: taken for another list's; bounded.
_passes: Final[dict[int, tuple[tuple[int, ...], tuple[object, ...]]]] = {}
_PASSES_MAX: Final = 1_024

#: The row each entity was left with by the last pass that computed it, and the modifiers it was computed
#: from (its enchantments' and its auras'): a row is a pure function of the row it is computed from and
#: those modifiers, and computing a computed row again gives it back, so a pass that finds the very row
#: it left, with the very same modifiers, leaves it as it is without computing it. Derived, never part of
#: a state (validated by the row's identity, so an entry of another game or branch only misses); each
#: entry replaced whole; as many as entity ids.
_kept_rows: Final[dict[int, tuple[tuple[int, ...], list[Mods] | None, list[tuple[Mods, int]] | None]]] = {}


def _same_modifiers(kept: tuple[tuple[int, ...], list[Mods] | None, list[tuple[Mods, int]] | None],
                    mods: list[Mods] | None, scaled: list[tuple[Mods, int]] | None) -> bool:
    # the same modifier objects, in the same order (an enchantment's own numbers make new objects each pass:
    # those never match, and are computed)
    before = kept[1]
    if before is not mods:
        if before is None or mods is None or len(before) != len(mods):
            return False
        for a, b in zip(before, mods, strict=True):
            if a is not b:
                return False
    was = kept[2]
    if was is not scaled:
        if was is None or scaled is None or len(was) != len(scaled):
            return False
        for (a, n), (b, k) in zip(was, scaled, strict=True):
            if a is not b or n != k:
                return False
    return True


def _readings_stand(s: GameState, found: Sources) -> bool:
    """Returns whether the auras that read values or reach into the hand give now exactly what they gave
    at the last pass of this state's line (what it last settled in): then nothing else they do changed
    either (no layer changed, nothing read from the board moved: the caller's conditions), and a pass
    would rebuild every row as it is."""
    modded = s.modded
    entry = _passes.get(id(modded))
    if entry is None or entry[0] is not modded:
        return False
    return _readings(s, found) == entry[1]


def _readings(s: GameState, found: Sources) -> tuple[object, ...]:
    """Returns, for each aura of the sources that read values or reach into the hand, whether it works,
    its amount and its targets: what a pass over those sources alone reports."""
    out: list[object] = []
    _aura_contributions(s, found.watched, found.watched, out, False)
    return tuple(out)


#: The recompute bits that can matter in the game of the last card-id table seen (keyed on the table by
#: identity and the registry's version): a layer change always; a value change only if a card of the game
#: has an aura reading values; a change of the hands only if one also reaches into the hand; who is in play
#: only if one reads the board. Kept here, read by the writers of `reducers.base` too (`GAME_DIRT`).
_dirt_memo: Final = GAME_DIRT


def _game_dirt(cards: PVector[str]) -> int:
    seen, v, mask = _dirt_memo[0]
    if seen is cards and v == _VERSION[0]:
        return mask
    _aura_cards()  # the tables below are current
    ids = card_ids(cards)
    seen, v, mask = _dirt_of_ids[0]
    if seen is not ids or v != _VERSION[0]:
        mask = LAYERS_CHANGED
        if not ids.isdisjoint(_READING_CARDS):
            mask |= VALUES_CHANGED | HAND_CHANGED
        if not ids.isdisjoint(_HAND_REACHING_CARDS):
            mask |= HAND_CHANGED
        if not ids.isdisjoint(_BOARD_CARDS):
            mask |= PLAY_MOVED
        _dirt_of_ids[0] = (ids, _VERSION[0], mask)
    _dirt_memo[0] = (cards, _VERSION[0], mask)
    return mask


#: The same bits for the last set of distinct card ids seen (by identity): an entity made of a card the
#: game already holds keeps the set (`reducers.base.card_ids`), so a new card-id table asks nothing again.
_dirt_of_ids: Final[list[tuple[object, int, int]]] = [(None, -1, 0)]


def _concerned(s: GameState, dirty: int, found: Sources) -> bool:
    # whether an aura that reads values works where its card is (values or the hand changed), or one that
    # reaches into the hand (the hand changed); an enchantment's auras work wherever its host is
    rows = s.rows
    cards = s.cards
    if dirty & (VALUES_CHANGED | HAND_CHANGED):
        for e in found.reading:
            zones = _READING_CARDS.get(cards[e])
            if zones and (rows[e][ATTACHED] or rows[e][ZONE] in zones):
                return True
    if dirty & HAND_CHANGED:
        for e in found.reaching:
            zones = _HAND_REACHING_CARDS.get(cards[e])
            if zones and (rows[e][ATTACHED] or rows[e][ZONE] in zones):
                return True
    return False


def _quiet(s: GameState, dirty: int) -> bool:
    """Returns whether no aura can read what changed (values, the hands, who is in play; no layer), found
    from the entities of the cards that could read it wherever they are, without finding the sources:
    no card reading the board is where an aura source stands (in play, attached, or a hand aura in
    hand), and no card reading values or reaching into the hand is where its aura works (`_concerned`
    over those of them that are sources, which are the only ones that can be there)."""
    rows = s.rows
    cards = s.cards
    seen, v, board_, values, hand = _where_memo[0]
    if seen is not cards or v != _VERSION[0]:
        board_, values, hand = _where(cards)
    if dirty & PLAY_MOVED:
        for e, zones in board_:
            r = rows[e]
            if r[ZONE] in zones or r[ATTACHED]:
                return False
    for e, zones in hand if dirty & HAND_CHANGED else values if dirty & VALUES_CHANGED else ():
        r = rows[e]
        if r[ZONE] in zones or r[ATTACHED]:
            return False
    return True


_Where = tuple[tuple[int, frozenset[int]], ...]
_PLAY_ONLY: Final = frozenset((int(Zone.PLAY),))
_PLAY_OR_HAND: Final = frozenset((int(Zone.PLAY), int(Zone.HAND)))


def _where(cards: PVector[str]) -> tuple[_Where, _Where, _Where]:
    """Returns, for a card-id table, the entities `_quiet` looks at, each with the zones where it would
    matter: those of cards reading the board (where an aura source stands), those of cards reading values
    (where the aura reads them), and those of cards reading values or reaching into the hand (where
    either aura works); and keeps them in the memo."""
    _aura_cards()  # the tables are current
    on_board = entities_with(cards, _BOARD_CARDS)
    watching = entities_with(cards, _WATCHING_CARDS)
    v = _VERSION[0]
    key, found = _where_of_ids[0]
    if not (key[0] is on_board and key[1] is watching and key[2] == v):
        board_ = tuple((e, _PLAY_OR_HAND if cards[e] in _HAND_AURA_CARDS else _PLAY_ONLY) for e in on_board)
        values = tuple((e, _READING_CARDS[cards[e]]) for e in watching if cards[e] in _READING_CARDS)
        hand = tuple((e, _READING_CARDS.get(cards[e], _NO_ZONES) | _HAND_REACHING_CARDS.get(cards[e], _NO_ZONES))
                     for e in watching)
        found = (board_, values, hand)
        _where_of_ids[0] = ((on_board, watching, v), found)
    _where_memo[0] = (cards, v, *found)
    return found


_NO_ZONES: Final[frozenset[int]] = frozenset()
#: `_where` of the last card-id table seen (by identity), with the registry's version then; and the same
#: for the last lists of entities it was made from (by identity: an entity made of a card that watches
#: nothing keeps the lists, `reducers.base.entities_with`, so a new card-id table asks nothing again).
#: Derived, never part of a state; each replaced whole.
_where_memo: Final[list[tuple[object, int, _Where, _Where, _Where]]] = [(None, -1, (), (), ())]
_where_of_ids: Final[list[tuple[tuple[object, object, int], tuple[_Where, _Where, _Where]]]] = [
    ((None, None, -1), ((), (), ()))]


def _reads_values(s: GameState, reading: tuple[int, ...]) -> bool:
    rows = s.rows
    cards = s.cards
    for e in reading:
        zones = _READING_CARDS.get(cards[e])
        if zones and (rows[e][ATTACHED] or rows[e][ZONE] in zones):
            return True
    return False


#: The entities whose rows are narrower than a card's: the game and the players.
_NO_LAYERS: Final = frozenset(range(GAME_ENTITY, FIRST_CARD))


def recomputed(s: GameState) -> GameState:
    """Returns the state with every computed value recomputed from scratch: every recompute bit set and
    nothing kept between refreshes (sources found, passes settled) leaned on or changed,
    so what the game's own refreshes keep stays as it was (the reference a check compares them with)."""
    kept = (dict(_passes), _sources_memo[0], _holders_memo[0], _hand_memo[0], _merged_memo[0], _dirt_memo[0],
            _dirt_of_ids[0])
    rows_kept = dict(_kept_rows)
    _kept_rows.clear()
    _passes.clear()
    _dirt_of_ids[0] = (None, -1, 0)
    _sources_memo[0] = ((None,) * 9, _NO_SOURCES)
    _holders_memo[0] = (None, -1, ())
    _hand_memo[0] = (((), None), _NO_SOURCES)
    _merged_memo[0] = ((None, None), _NO_SOURCES)
    _dirt_memo[0] = (None, -1, 0)
    try:
        return refresh(with_flags(s, LAYERS_CHANGED | VALUES_CHANGED | HAND_CHANGED | PLAY_MOVED, s.doomed))
    finally:
        _kept_rows.clear()
        _kept_rows.update(rows_kept)
        _passes.clear()
        _passes.update(kept[0])
        _sources_memo[0], _holders_memo[0], _hand_memo[0], _merged_memo[0], _dirt_memo[0], _dirt_of_ids[0] = kept[1:]


def _refresh_once(s: GameState, sources: tuple[int, ...],
                  watched: tuple[int, ...]) -> tuple[GameState, tuple[object, ...]]:
    # one pass over a state with recompute bits set, and what the watched sources' auras gave in it (as
    # `_readings` reports it)
    if not sources and not s.enchantments and not s.modded:
        return with_flags(s, 0, s.doomed), ()
    rows = s.rows
    cards = s.cards
    per_host: dict[int, list[Mods]] = {}
    for ench in s.enchantments:
        er = rows[ench]  # widened only for the numbers of a dynamic enchantment (two of them are rare columns)
        m = CARDS[cards[ench]].mods
        if m is not None:
            per_host.setdefault(er[ATTACHED], []).append(m)
        if (er[_ATK] or er[_HEALTH] or er[_COST] or er[_DUR]
                or (len(er) > _SET_HEALTH and (er[_SET_ATK] or er[_SET_HEALTH]))):
            per_host.setdefault(er[ATTACHED], []).append(_row_mods(full_row(er)))
    readings: list[object] = []
    auras = _aura_contributions(s, sources, watched, readings)
    # the game's and the players' rows have no layered values (an enchantment on a player changes the
    # player's cards, through its own reader)
    hosts = per_host.keys() | auras.keys()  # a set
    hosts -= _NO_LAYERS
    touched = hosts.union(s.modded)
    touched -= _NO_LAYERS
    evo = None
    lethal = False  # whether a row it changes is left without Health (or a weapon without Durability)
    kept = _kept_rows
    for e in sorted(touched):
        r = rows[e]
        mods = per_host.get(e)
        scaled = auras.get(e)
        last = kept.get(e)
        if last is not None and last[0] is r and _same_modifiers(last, mods, scaled):
            continue  # the row this pass would leave as it is: computed from these very modifiers before
        full = full_row(r)
        vals = list(_intrinsic(full))
        if mods is not None:
            for m in mods:
                _apply(vals, m)
        if scaled is not None:
            for m, times in scaled:
                _apply(vals, m, times)
        if vals[_I_COST] < 0:
            vals[_I_COST] = 0
        if vals[_I_ATK] < 0:
            vals[_I_ATK] = 0
        modded = 1 if (mods is not None or scaled is not None) else 0
        if modded == r[MODDED] and tuple(vals) == _computed(full):
            kept[e] = (r, mods, scaled)
            continue  # the row would be rebuilt as it is: its maximum Health did not move either
        lst = [*full]
        old_max = r[HEALTH_NOW]
        lst[_NOW_FIRST:_NOW_FIRST + _N_COMMON] = vals[:_N_COMMON]
        lst[_RARE_NOW_FIRST:] = vals[_N_COMMON:]
        lst[MODDED] = modded
        new_max = lst[HEALTH_NOW]
        if new_max < old_max and r[DAMAGE] > 0:
            lst[DAMAGE] = max(0, r[DAMAGE] - (old_max - new_max))
        new = card_row(lst)
        if new == r:
            kept[e] = (r, mods, scaled)
            continue
        kept[e] = (new, mods, scaled)
        if evo is None:
            evo = [*rows]
        evo[e] = new
        if (lst[DURABILITY_NOW] if lst[CARDTYPE] == WEAPON else lst[HEALTH_NOW]) - lst[DAMAGE] <= 0:
            lethal = True  # what the death phase looks for (a spell in hand counts: it has no Health)
    modded_ids = tuple(sorted(hosts))
    if evo is not None:
        rows = tuple(evo)
    # a recompute calls for a death check only where it left something without Health: an aura that
    # buffs or a cost that changes kills nothing
    return with_layers(s, rows, modded_ids, lethal), tuple(readings)
