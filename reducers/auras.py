"""Recomputing what enchantments and auras make of each entity (seed 000 ch. 6).

In full, at the defined points: enchantments apply to their host in entity-id order (a set overrides
what came before it), then auras in source entity-id order, by layers: SET, then MULTIPLY, then ADD.
Auras of cards in hand (a giant's own cost) count while the card is in hand. Nothing here emits a game
event. When a computed maximum Health falls, damage falls with it so that current Health drops only as
far as the new maximum: losing a buff never kills (the real game's rule).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass

from hsfp.core import dsl
from hsfp.core.dsl import InZone, Mods
from hsfp.core.registry import CARDS, version
from hsfp.core.state import HAND_CHANGED, LAYERS_CHANGED, PLAYER_ENTITY, VALUES_CHANGED, Ctx, GameState
from hsfp.core.tags import LAYERED, N_TAGS, N_ZONES, Tag, Zone
from reducers.base import (
    ATTACHED,
    CONTROLLER,
    DAMAGE,
    HAND,
    HEALTH_NOW,
    HERO_ENTITY,
    MODDED,
    PLAY,
    SILENCED,
    WEAPON_ENTITY,
    ZONE,
    with_flags,
    with_rows,
)
from reducers.query import amount, select_pure, test

_new = tuple.__new__
_COST, _ATK, _HEALTH, _DUR, _SP = (int(t) for t in (Tag.COST, Tag.ATK, Tag.HEALTH, Tag.DURABILITY,
                                                    Tag.SPELLPOWER))
_SET_ATK, _SET_HEALTH = int(Tag.ENCH_SET_ATK), int(Tag.ENCH_SET_HEALTH)
_LAYER_TAGS = tuple(int(t) for t in LAYERED)
_N = len(LAYERED)
_POS = {t: i for i, t in enumerate(_LAYER_TAGS)}


def _apply(vals: list[int], m: Mods, times: int = 1) -> None:
    if m.set_atk is not None:
        vals[_POS[_ATK]] = m.set_atk
    if m.set_health is not None:
        vals[_POS[_HEALTH]] = m.set_health
    if m.set_cost is not None:
        vals[_POS[_COST]] = m.set_cost
    if m.mul_atk != 1:
        vals[_POS[_ATK]] *= m.mul_atk
    if m.mul_health != 1:
        vals[_POS[_HEALTH]] *= m.mul_health
    vals[_POS[_ATK]] += m.atk * times
    vals[_POS[_HEALTH]] += m.health * times
    if m.cost_floor is not None:
        # "costs (2) less, but not less than (1)": a reduction stops at the floor, a cheaper card stays
        c = vals[_POS[_COST]]
        vals[_POS[_COST]] = max(c + m.cost * times, min(c, m.cost_floor))
    else:
        vals[_POS[_COST]] += m.cost * times
    vals[_POS[_DUR]] += m.durability * times
    vals[_POS[_SP]] += m.spellpower * times
    for g in m.grants:
        vals[_POS[int(g)]] = 1


def _row_mods(er: tuple[int, ...]) -> Mods:
    # A dynamic enchantment keeps the numbers it was given in its own row.
    return Mods(atk=er[_ATK], health=er[_HEALTH], cost=er[_COST], durability=er[_DUR],
                set_atk=er[_SET_ATK] - 1 if er[_SET_ATK] else None,
                set_health=er[_SET_HEALTH] - 1 if er[_SET_HEALTH] else None)


def _layer(m: Mods) -> int:
    if m.set_atk is not None or m.set_health is not None or m.set_cost is not None:
        return 0
    return 1 if (m.mul_atk != 1 or m.mul_health != 1) else 2


_AURA_CARDS: set[str] = set()
_HAND_AURA_CARDS: set[str] = set()
# card id -> the zones in which it has an aura whose condition or amount reads the game's values
_READING_CARDS: dict[str, frozenset[int]] = {}
# card id -> the zones in which it has an aura that works from or on the hand
_HAND_REACHING_CARDS: dict[str, frozenset[int]] = {}
_indexed = 0


def _aura_cards() -> set[str]:
    global _indexed
    if _indexed != version():
        _AURA_CARDS.clear()
        _AURA_CARDS.update(cid for cid, d in CARDS.items() if d.auras)
        _HAND_AURA_CARDS.clear()
        _HAND_AURA_CARDS.update(cid for cid, d in CARDS.items() if any(Zone.HAND in a.zones for a in d.auras))
        _READING_CARDS.clear()
        _HAND_REACHING_CARDS.clear()
        for cid, d in CARDS.items():
            reading = frozenset(int(z) for a in d.auras if _mentions(a.condition, _VALUE_NODES)
                                or _mentions(a.scale, _VALUE_NODES) for z in a.zones)
            reaching = frozenset(int(z) for a in d.auras if _mentions_hand(a.to) or _mentions_hand(a.condition)
                                 or _mentions_hand(a.scale) for z in a.zones)
            if reading:
                _READING_CARDS[cid] = reading
            if reaching:
                _HAND_REACHING_CARDS[cid] = reaching
        _indexed = version()
    return _AURA_CARDS


#: Nodes that read values which change without a change of the board (damage, tags, history counters).
_VALUE_NODES = (dsl.Damaged, dsl.HealthAtMost, dsl.HealthAtLeast, dsl.CurrentHealth, dsl.CounterAtLeast,
                dsl.PlayerTag, dsl.TagOf, dsl.SumOf, dsl.HasTag, dsl.Dead, dsl.EventAmount)


def _mentions(node: object, kinds: tuple[type, ...]) -> bool:
    if isinstance(node, kinds):
        return True
    if is_dataclass(node):
        return any(_mentions(getattr(node, f.name), kinds) for f in fields(node))
    if isinstance(node, tuple):
        return any(_mentions(x, kinds) for x in node)
    return False


def _mentions_hand(node: object) -> bool:
    if isinstance(node, InZone):
        return node.zone == Zone.HAND
    if is_dataclass(node):
        return any(_mentions_hand(getattr(node, f.name)) for f in fields(node))
    if isinstance(node, tuple):
        return any(_mentions_hand(x) for x in node)
    return False


def _aura_sources(s: GameState) -> list[int]:
    rows = s.rows
    cards = s.cards
    with_aura = _aura_cards()
    sources: list[int] = []
    for p in (0, 1):
        for e in s.zones[p * N_ZONES + PLAY]:
            if cards[e] in with_aura:
                sources.append(e)
        prow = rows[PLAYER_ENTITY[p]]
        for e in (prow[HERO_ENTITY], prow[WEAPON_ENTITY]):
            if e and cards[e] in with_aura:
                sources.append(e)
        if _HAND_AURA_CARDS:
            for e in s.zones[p * N_ZONES + HAND]:
                if cards[e] in _HAND_AURA_CARDS:
                    sources.append(e)
    for e in s.enchantments:
        if cards[e] in with_aura:
            sources.append(e)
    sources.sort()
    return sources


def _aura_contributions(s: GameState, sources: list[int]) -> dict[int, list[tuple[Mods, int]]]:
    out: dict[int, list[tuple[Mods, int]]] = {}
    rows = s.rows
    cards = s.cards
    layers: tuple[dict[int, list[tuple[Mods, int]]], ...] = ({}, {}, {})  # SET, MULTIPLY, ADD
    for src in sources:
        r = rows[src]
        if r[SILENCED]:
            continue
        ctx = Ctx(src, r[CONTROLLER])
        for aura in CARDS[cards[src]].auras:
            if r[ZONE] not in aura.zones and not r[ATTACHED]:
                continue
            if aura.condition is not None and not test(s, aura.condition, ctx, src):
                continue
            times = 1 if aura.scale is None else amount(s, aura.scale, ctx)
            layer = layers[_layer(aura.mods)]
            for t in select_pure(s, aura.to, ctx):
                layer.setdefault(t, []).append((aura.mods, times))
    for layer in layers:
        for t, ms in layer.items():
            out.setdefault(t, []).extend(ms)
    return out


def refresh(s: GameState) -> GameState:
    """Returns the state with every computed (layered) value brought up to date.

    An aura whose amount or condition reads computed values (a cost per weapon Attack) is recomputed
    until the values settle (at most a few passes)."""
    if not s.dirty:
        return s
    sources = _aura_sources(s)
    if not s.dirty & LAYERS_CHANGED and not _concerned(s, sources):
        return with_flags(s, 0, s.doomed)  # only damage, counters or the hand changed, and no aura reads them
    for _ in range(4):
        before = s.rows
        s = _refresh_once(s, sources)
        if s.rows is before or not _reads_values(s, sources):
            return s
        s = with_flags(s, LAYERS_CHANGED, s.doomed)
    return _refresh_once(s, sources)


def _active(table: dict[str, frozenset[int]], s: GameState, e: int) -> bool:
    zones = table.get(s.cards[e])
    if not zones:
        return False
    r = s.rows[e]
    return bool(r[ATTACHED]) or r[ZONE] in zones  # an enchantment's auras work wherever its host is


def _concerned(s: GameState, sources: list[int]) -> bool:
    if s.dirty & VALUES_CHANGED and _reads_values(s, sources):
        return True
    if not s.dirty & HAND_CHANGED:
        return False
    return any(_active(_HAND_REACHING_CARDS, s, e) or _active(_READING_CARDS, s, e) for e in sources)


def _reads_values(s: GameState, sources: list[int]) -> bool:
    return any(_active(_READING_CARDS, s, e) for e in sources)


def _refresh_once(s: GameState, sources: list[int]) -> GameState:
    if not s.dirty:
        return s
    if not sources and not s.enchantments and not s.modded:
        return with_flags(s, 0, s.doomed)
    rows = s.rows
    cards = s.cards
    per_host: dict[int, list[Mods]] = {}
    for ench in s.enchantments:
        er = rows[ench]
        m = CARDS[cards[ench]].mods
        if m is not None:
            per_host.setdefault(er[ATTACHED], []).append(m)
        if er[_ATK] or er[_HEALTH] or er[_COST] or er[_DUR] or er[_SET_ATK] or er[_SET_HEALTH]:
            per_host.setdefault(er[ATTACHED], []).append(_row_mods(er))
    auras = _aura_contributions(s, sources)
    touched = set(per_host) | set(auras) | set(s.modded)
    evo = None
    for e in sorted(touched):
        r = rows[e]
        vals = [r[t] for t in _LAYER_TAGS]
        for m in per_host.get(e, ()):
            _apply(vals, m)
        for m, times in auras.get(e, ()):
            _apply(vals, m, times)
        vals[_POS[_COST]] = max(0, vals[_POS[_COST]])
        vals[_POS[_ATK]] = max(0, vals[_POS[_ATK]])
        modded = 1 if (e in per_host or e in auras) else 0
        lst = list(r)
        old_max = r[HEALTH_NOW]
        lst[N_TAGS:N_TAGS + _N] = vals
        lst[MODDED] = modded
        new_max = lst[HEALTH_NOW]
        if new_max < old_max and r[DAMAGE] > 0:
            lst[DAMAGE] = max(0, r[DAMAGE] - (old_max - new_max))
        new = tuple(lst)
        if new != r:
            if evo is None:
                evo = rows.evolver()
            evo[e] = new
    modded_ids = tuple(sorted(set(per_host) | set(auras)))
    if evo is not None:
        rows = evo.persistent()
    s = with_rows(s, rows, False)
    return _new(GameState, (s[0], s[1], s[2], s[3], modded_ids, s[5], s[6], s[7], s[8], s[9], s[10], s[11],
                            s[12], 0, s[14], s[15], s[16], s[17] or evo is not None))
