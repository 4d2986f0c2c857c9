"""Meaning of the card language's Selector, Condition and Amount nodes (pure reads of a state).

Selectors may draw random numbers (RandomN), so `select` returns the state with the RNG advanced.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.dsl import Amount, Condition, Selector, Side
from hsfp.core.registry import CARDS
from hsfp.core.state import FIRST_CARD, GAME_ENTITY, PLAYER_ENTITY, Ctx, GameState
from hsfp.core.tags import N_ZONES, Tag, column, effective_column, rare, tag_of, value_of
from reducers.base import (
    ATK_NOW,
    ATTACHED,
    CARDTYPE,
    CONTROLLER,
    COST_NOW,
    DAMAGE,
    DECK,
    DURABILITY_NOW,
    HEALTH_NOW,
    HERO,
    HERO_ENTITY,
    HERO_POWER,
    LOCATION,
    PLAY,
    SILENCED,
    TO_BE_DESTROYED,
    WEAPON,
    WEAPON_ENTITY,
    ZONE,
    draw_random,
)

# the enum members read below, as module constants (docs/compiled.md: read through its class, a member costs more)
_ANY: Final = Side.ANY
_ENEMY: Final = Side.ENEMY
_FRIENDLY: Final = Side.FRIENDLY
_HEALTH_TAG: Final = Tag.HEALTH

Ids = tuple[int, ...]
_RACE: Final = column(Tag.RACE)
_SCHOOL: Final = column(Tag.SPELL_SCHOOL)
_SETUP_ENTITIES: Final = column(Tag.SETUP_ENTITIES)
_DORMANT: Final = column(Tag.DORMANT)


def sides(controller: int, side: Side) -> tuple[int, ...]:
    """Returns the players a side means for a controller."""
    if side == _FRIENDLY:
        return (controller,)
    if side == _ENEMY:
        return (1 - controller,)
    return (0, 1)


def select(s: GameState, sel: Selector, ctx: Ctx) -> tuple[GameState, Ids]:
    """Returns the entities a selector means now, and the state (the RNG may have advanced)."""
    return _SELECT[type(sel)](s, sel, ctx)


def select_pure(s: GameState, sel: Selector, ctx: Ctx) -> Ids:
    """Returns the entities of a selector that draws no random numbers."""
    kind = type(sel)
    if kind is _MINIONS_SELECTOR:  # the commonest selectors (targets, auras), without the dispatch
        return on_board(s, sel.side, ctx.controller, False)  # type: ignore[attr-defined]
    if kind is _CHARACTERS_SELECTOR:
        return on_board(s, sel.side, ctx.controller, True)  # type: ignore[attr-defined]
    return select(s, sel, ctx)[1]


def on_board(s: GameState, side: Side, controller: int, heroes: bool) -> Ids:
    """Returns the minions in play on one side (or both) for a controller, in entity-id order, with the
    heroes if asked (`Minions`, `Characters`): a board without its locations and its dormant minions
    (`reducers.base.minions`)."""
    rows = s.rows
    zones = s.zones
    out: list[int] = []
    for p in (controller,) if side == _FRIENDLY else (1 - controller,) if side == _ENEMY else (0, 1):
        for e in zones[p * N_ZONES + PLAY]:
            r = rows[e]
            if r[CARDTYPE] != LOCATION and not r[_DORMANT]:
                out.append(e)
        if heroes:
            out.append(rows[PLAYER_ENTITY[p]][HERO_ENTITY])
    out.sort()
    return tuple(out)


def _this(s: GameState, sel: Any, ctx: Ctx) -> tuple[GameState, Ids]:
    return s, (ctx.source,)


def _target(s: GameState, sel: Any, ctx: Ctx) -> tuple[GameState, Ids]:
    return s, ((ctx.target,) if ctx.target else ())


def _event_entity(s: GameState, sel: Any, ctx: Ctx) -> tuple[GameState, Ids]:
    ev = ctx.event
    return s, ((ev.entity,) if ev is not None and ev.entity else ())


def _event_source(s: GameState, sel: Any, ctx: Ctx) -> tuple[GameState, Ids]:
    ev = ctx.event
    return s, ((ev.source,) if ev is not None and ev.source else ())


def _event_target(s: GameState, sel: Any, ctx: Ctx) -> tuple[GameState, Ids]:
    ev = ctx.event
    return s, ((ev.target,) if ev is not None and ev.target else ())


def _players(s: GameState, sel: dsl.Players, ctx: Ctx) -> tuple[GameState, Ids]:
    return s, tuple(PLAYER_ENTITY[p] for p in sides(ctx.controller, sel.side))


def _game_tag(tag: Tag) -> Callable[[GameState, Any, Ctx], tuple[GameState, Ids]]:
    def read(s: GameState, sel: Any, ctx: Ctx) -> tuple[GameState, Ids]:
        e = s.rows[GAME_ENTITY][tag]
        return s, ((e,) if e else ())

    return read


def _host(s: GameState, sel: Any, ctx: Ctx) -> tuple[GameState, Ids]:
    h = s.rows[ctx.source][ATTACHED]
    return s, ((h,) if h else ())


def _minions(s: GameState, sel: dsl.Minions, ctx: Ctx) -> tuple[GameState, Ids]:
    return s, on_board(s, sel.side, ctx.controller, False)


def _locations(s: GameState, sel: dsl.Locations, ctx: Ctx) -> tuple[GameState, Ids]:
    rows, zones = s.rows, s.zones
    out = [e for p in sides(ctx.controller, sel.side) for e in zones[p * N_ZONES + PLAY]
           if rows[e][CARDTYPE] == LOCATION]
    return s, tuple(sorted(out))


def _heroes(s: GameState, sel: dsl.Heroes, ctx: Ctx) -> tuple[GameState, Ids]:
    rows = s.rows
    return s, tuple(rows[PLAYER_ENTITY[p]][HERO_ENTITY] for p in sides(ctx.controller, sel.side))


def _characters(s: GameState, sel: dsl.Characters, ctx: Ctx) -> tuple[GameState, Ids]:
    return s, on_board(s, sel.side, ctx.controller, True)


def _weapons(s: GameState, sel: dsl.Weapons, ctx: Ctx) -> tuple[GameState, Ids]:
    rows = s.rows
    ws = [rows[PLAYER_ENTITY[p]][WEAPON_ENTITY] for p in sides(ctx.controller, sel.side)]
    return s, tuple([w for w in ws if w])


def _in_zone(s: GameState, sel: dsl.InZone, ctx: Ctx) -> tuple[GameState, Ids]:
    out: Ids = ()
    for p in sides(ctx.controller, sel.side):
        out += s.zones[p * N_ZONES + sel.zone]
    return s, out


def _top_of_deck(s: GameState, sel: dsl.TopOfDeck, ctx: Ctx) -> tuple[GameState, Ids]:
    out: Ids = ()
    for p in sides(ctx.controller, sel.side):
        deck = s.zones[p * N_ZONES + DECK]
        out += tuple(reversed(deck[-sel.n:])) if sel.n > 0 else ()
    return s, out


def _adjacent(s: GameState, sel: dsl.Adjacent, ctx: Ctx) -> tuple[GameState, Ids]:
    s, centre = select(s, sel.of, ctx)
    out: list[int] = []
    rows = s.rows
    for e in centre:
        r = rows[e]
        if r[ZONE] != PLAY:
            continue
        b = s.zones[r[CONTROLLER] * N_ZONES + PLAY]
        if e not in b:
            continue
        i = b.index(e)
        if i > 0:
            out.append(b[i - 1])
        if i + 1 < len(b):
            out.append(b[i + 1])
    # a location beside a minion takes the slot but is no minion: "adjacent minions" skip it
    return s, tuple(dict.fromkeys(x for x in out if rows[x][CARDTYPE] != LOCATION))


def _filter(s: GameState, sel: dsl.Filter, ctx: Ctx) -> tuple[GameState, Ids]:
    s, ids = select(s, sel.of, ctx)
    cond = sel.cond
    return s, tuple([e for e in ids if test(s, cond, ctx, e)])


def _union(s: GameState, sel: dsl.Union, ctx: Ctx) -> tuple[GameState, Ids]:
    s, a = select(s, sel.a, ctx)
    s, b = select(s, sel.b, ctx)
    return s, tuple(dict.fromkeys(a + b))


def _difference(s: GameState, sel: dsl.Difference, ctx: Ctx) -> tuple[GameState, Ids]:
    s, a = select(s, sel.a, ctx)
    s, b = select(s, sel.b, ctx)
    return s, tuple([e for e in a if e not in b])


def _random_n(s: GameState, sel: dsl.RandomN, ctx: Ctx) -> tuple[GameState, Ids]:
    s, pool = select(s, sel.of, ctx)
    rest = list(pool)
    picked: list[int] = []
    for _ in range(min(sel.n, len(rest))):
        s, i = draw_random(s, "random_target", len(rest))
        picked.append(rest.pop(i))
    return s, tuple(picked)


def _value(s: GameState, e: int, key: Tag) -> int:
    r = s.rows[e]
    if e < FIRST_CARD:  # the game's and the players' rows are narrower: no card tags
        return int(value_of(r, key)) if key != _HEALTH_TAG else 0
    if key == _HEALTH_TAG:
        return int(r[HEALTH_NOW] - r[DAMAGE])
    return int(r[effective_column(key)])


def _sorted(s: GameState, sel: dsl.Sorted, ctx: Ctx) -> tuple[GameState, Ids]:
    s, ids = select(s, sel.of, ctx)
    return s, tuple(sorted(ids, key=lambda e: (-_value(s, e, sel.key) if sel.descending else _value(s, e, sel.key), e)))


def _limit(s: GameState, sel: dsl.Limit, ctx: Ctx) -> tuple[GameState, Ids]:
    s, ids = select(s, sel.of, ctx)
    return s, ids[:max(sel.n, 0)]


def _top_by(s: GameState, sel: dsl.TopBy, ctx: Ctx) -> tuple[GameState, Ids]:
    s, ids = select(s, sel.of, ctx)
    rest = list(ids)
    out: list[int] = []
    while rest and len(out) < sel.n:
        values = [_value(s, e, sel.key) for e in rest]
        best = min(values) if sel.lowest else max(values)
        tied = [e for e, v in zip(rest, values, strict=True) if v == best]
        s, i = draw_random(s, "top_by_tie", len(tied)) if len(tied) > 1 else (s, 0)
        out.append(tied[i])
        rest.remove(tied[i])
    return s, tuple(out)


#: The selector classes `select_pure` answers without the dispatch, as statics of the compiled build.
_MINIONS_SELECTOR: Final = dsl.Minions
_CHARACTERS_SELECTOR: Final = dsl.Characters

_SELECT: Final[dict[type, Callable[[GameState, Any, Ctx], tuple[GameState, Ids]]]] = {
    dsl.Sorted: _sorted,
    dsl.Limit: _limit,
    dsl.TopBy: _top_by,
    dsl.This: _this,
    dsl.Target: _target,
    dsl.EventEntity: _event_entity,
    dsl.EventSource: _event_source,
    dsl.Host: _host,
    dsl.EventTarget: _event_target,
    dsl.Players: _players,
    dsl.LastSummoned: _game_tag(Tag.LAST_SUMMONED),
    dsl.LastDrawn: _game_tag(Tag.LAST_DRAWN),
    dsl.ProposedDefender: _game_tag(Tag.PROPOSED_DEFENDER),
    dsl.ProposedAttacker: _game_tag(Tag.PROPOSED_ATTACKER),
    dsl.Minions: _minions,
    dsl.Locations: _locations,
    dsl.Heroes: _heroes,
    dsl.Characters: _characters,
    dsl.Weapons: _weapons,
    dsl.InZone: _in_zone,
    dsl.TopOfDeck: _top_of_deck,
    dsl.Adjacent: _adjacent,
    dsl.Filter: _filter,
    dsl.Union: _union,
    dsl.Difference: _difference,
    dsl.RandomN: _random_n,
}


# ------------------------------------------------------------------------------------------ conditions


def test(s: GameState, cond: Condition, ctx: Ctx, e: int) -> bool:
    """Returns whether a condition holds for an entity (entity-free conditions ignore it)."""
    return _TEST[type(cond)](s, cond, ctx, e)


def tester(cond: Condition) -> Callable[[GameState, Any, Ctx, int], bool]:
    """Returns the function `test` calls for a condition, for asking it of many entities in turn."""
    return _TEST[type(cond)]


#: The range of one column of an entity's own row that a condition holds for: (column, lowest, highest).
RowRange = tuple[int, int, int]
_UNBOUNDED: Final = 1 << 62
#: `row_range`'s answers, by the condition's identity (the condition is held with its answer, so its id is
#: not reused while the entry stands); a derived index, bounded, each entry replaced whole.
_ranges: Final[dict[int, tuple[Condition, RowRange | None]]] = {}


def row_range(cond: Condition) -> RowRange | None:
    """Returns the range of one column of the entity's own row a condition holds for, or None if it asks
    more than that: asked of many entities, such a condition needs no call per entity (`test` agrees)."""
    found = _ranges.get(id(cond))
    if found is not None and found[0] is cond:
        return found[1]
    answer = _row_range(cond)
    if len(_ranges) >= 10_000:
        _ranges.clear()
    _ranges[id(cond)] = (cond, answer)
    return answer


def _row_range(cond: Condition) -> RowRange | None:
    if isinstance(cond, dsl.Damaged):
        return (DAMAGE, 1, _UNBOUNDED)
    if isinstance(cond, dsl.AttackAtLeast):
        return (ATK_NOW, cond.n, _UNBOUNDED)
    if isinstance(cond, dsl.AttackAtMost):
        return (ATK_NOW, -_UNBOUNDED, cond.n)
    if isinstance(cond, dsl.CostAtLeast):
        return (COST_NOW, cond.n, _UNBOUNDED)
    if isinstance(cond, dsl.CostAtMost):
        return (COST_NOW, -_UNBOUNDED, cond.n)
    if isinstance(cond, dsl.IsRace):
        return (_RACE, int(cond.race), int(cond.race))
    if isinstance(cond, dsl.Not):
        inner = _row_range(cond.a)
        if inner is not None:  # the complement of a range open at one end is a range
            col, low, high = inner
            if low == -_UNBOUNDED:
                return (col, high + 1, _UNBOUNDED)
            if high == _UNBOUNDED:
                return (col, -_UNBOUNDED, low - 1)
    return None


def _has_tag(s: GameState, c: dsl.HasTag, ctx: Ctx, e: int) -> bool:
    return bool(value_of(s.rows[e], c.tag) >= c.at_least)


def _is_race(s: GameState, c: dsl.IsRace, ctx: Ctx, e: int) -> bool:
    return bool(s.rows[e][_RACE] == c.race)


def _is_school(s: GameState, c: dsl.IsSchool, ctx: Ctx, e: int) -> bool:
    return bool(rare(s.rows[e], _SCHOOL) == c.school)


def _made_during_game(s: GameState, c: dsl.MadeDuringGame, ctx: Ctx, e: int) -> bool:
    # the setup makes the game, the players, the heroes and Hero Powers, then the decks: nothing else
    rows = s.rows
    return bool(e >= rows[GAME_ENTITY][_SETUP_ENTITIES] or rows[e][CARDTYPE] in (HERO, HERO_POWER))


def _is_type(s: GameState, c: dsl.IsType, ctx: Ctx, e: int) -> bool:
    return bool(s.rows[e][CARDTYPE] == c.card_type)


def _damaged(s: GameState, c: Any, ctx: Ctx, e: int) -> bool:
    return bool(s.rows[e][DAMAGE] > 0)


def _attack_at_most(s: GameState, c: dsl.AttackAtMost, ctx: Ctx, e: int) -> bool:
    return bool(s.rows[e][ATK_NOW] <= c.n)


def _attack_at_least(s: GameState, c: dsl.AttackAtLeast, ctx: Ctx, e: int) -> bool:
    return bool(s.rows[e][ATK_NOW] >= c.n)


def _cost_at_most(s: GameState, c: dsl.CostAtMost, ctx: Ctx, e: int) -> bool:
    return bool(s.rows[e][COST_NOW] <= c.n)


def _cost_at_least(s: GameState, c: dsl.CostAtLeast, ctx: Ctx, e: int) -> bool:
    return bool(s.rows[e][COST_NOW] >= c.n)


def _health_at_most(s: GameState, c: dsl.HealthAtMost, ctx: Ctx, e: int) -> bool:
    return _value(s, e, _HEALTH_TAG) <= c.n


def _health_at_least(s: GameState, c: dsl.HealthAtLeast, ctx: Ctx, e: int) -> bool:
    return _value(s, e, _HEALTH_TAG) >= c.n


def _in_zone_now(s: GameState, c: dsl.InZoneNow, ctx: Ctx, e: int) -> bool:
    return bool(s.rows[e][ZONE] == c.zone)


def _counter_at_least(s: GameState, c: dsl.CounterAtLeast, ctx: Ctx, e: int) -> bool:
    return all(tag_of(s.rows[PLAYER_ENTITY[p]], c.counter) >= c.n for p in sides(ctx.controller, c.side))


def _has_deathrattle(s: GameState, c: Any, ctx: Ctx, e: int) -> bool:
    return CARDS[s.cards[e]].deathrattle is not None and not s.rows[e][SILENCED]


def _friendly(s: GameState, c: Any, ctx: Ctx, e: int) -> bool:
    return bool(s.rows[e][CONTROLLER] == ctx.controller)


def _is_this(s: GameState, c: Any, ctx: Ctx, e: int) -> bool:
    return e == ctx.source


def _is_card(s: GameState, c: dsl.IsCard, ctx: Ctx, e: int) -> bool:
    return s.cards[e] in c.card_ids


def _board_space(s: GameState, c: Any, ctx: Ctx, e: int) -> bool:
    return len(s.zones[ctx.controller * N_ZONES + PLAY]) < s.rules.board_size


def _is_host(s: GameState, c: Any, ctx: Ctx, e: int) -> bool:
    return bool(e and s.rows[ctx.source][ATTACHED] == e)


def _dead(s: GameState, c: Any, ctx: Ctx, e: int) -> bool:
    r = s.rows[e]
    return bool(r[ZONE] != PLAY or r[TO_BE_DESTROYED] or r[HEALTH_NOW] - r[DAMAGE] <= 0)


def _exists(s: GameState, c: dsl.Exists, ctx: Ctx, e: int) -> bool:
    return bool(select_pure(s, c.of, ctx))


def _count_at_least(s: GameState, c: dsl.CountAtLeast, ctx: Ctx, e: int) -> bool:
    return len(select_pure(s, c.of, ctx)) >= c.n


#: What each relation of the card language means, for `Compare` and the pools' cost filter.
RELATIONS: Final[dict[dsl.Relation, Callable[[int, int], bool]]] = {
    dsl.Relation.LT: operator.lt, dsl.Relation.LE: operator.le, dsl.Relation.EQ: operator.eq,
    dsl.Relation.NE: operator.ne, dsl.Relation.GE: operator.ge, dsl.Relation.GT: operator.gt,
}


def _compare(s: GameState, c: dsl.Compare, ctx: Ctx, e: int) -> bool:
    return RELATIONS[c.relation](amount(s, c.left, ctx), amount(s, c.right, ctx))


def _my_turn(s: GameState, c: Any, ctx: Ctx, e: int) -> bool:
    return s.current == ctx.controller


def _event_player_friendly(s: GameState, c: Any, ctx: Ctx, e: int) -> bool:
    return ctx.event is not None and ctx.event.player == ctx.controller


def _combo(s: GameState, c: Any, ctx: Ctx, e: int) -> bool:
    return ctx.combo


def _and(s: GameState, c: dsl.And, ctx: Ctx, e: int) -> bool:
    return test(s, c.a, ctx, e) and test(s, c.b, ctx, e)


def _or(s: GameState, c: dsl.Or, ctx: Ctx, e: int) -> bool:
    return test(s, c.a, ctx, e) or test(s, c.b, ctx, e)


def _not(s: GameState, c: dsl.Not, ctx: Ctx, e: int) -> bool:
    return not test(s, c.a, ctx, e)


_TEST: Final[dict[type, Callable[[GameState, Any, Ctx, int], bool]]] = {
    dsl.CostAtMost: _cost_at_most,
    dsl.CostAtLeast: _cost_at_least,
    dsl.HealthAtMost: _health_at_most,
    dsl.HealthAtLeast: _health_at_least,
    dsl.InZoneNow: _in_zone_now,
    dsl.CounterAtLeast: _counter_at_least,
    dsl.HasDeathrattle: _has_deathrattle,
    dsl.HasTag: _has_tag,
    dsl.IsRace: _is_race,
    dsl.IsType: _is_type,
    dsl.IsSchool: _is_school,
    dsl.MadeDuringGame: _made_during_game,
    dsl.Damaged: _damaged,
    dsl.AttackAtMost: _attack_at_most,
    dsl.AttackAtLeast: _attack_at_least,
    dsl.Friendly: _friendly,
    dsl.IsThis: _is_this,
    dsl.IsCard: _is_card,
    dsl.BoardSpace: _board_space,
    dsl.Dead: _dead,
    dsl.IsHost: _is_host,
    dsl.Exists: _exists,
    dsl.CountAtLeast: _count_at_least,
    dsl.Compare: _compare,
    dsl.MyTurn: _my_turn,
    dsl.EventPlayerFriendly: _event_player_friendly,
    dsl.ComboActive: _combo,
    dsl.And: _and,
    dsl.Or: _or,
    dsl.Not: _not,
}


# --------------------------------------------------------------------------------------------- amounts


def remaining(s: GameState, e: int) -> int:
    """Returns the health (or a weapon's durability) an entity has left."""
    r = s.rows[e]
    top = r[DURABILITY_NOW] if r[CARDTYPE] == WEAPON else r[HEALTH_NOW]
    return int(top - r[DAMAGE])


def amount(s: GameState, a: Amount, ctx: Ctx) -> int:
    """Returns the value of an amount now."""
    if isinstance(a, int):
        return a
    if isinstance(a, dsl.Count):
        return len(select_pure(s, a.of, ctx))
    if isinstance(a, dsl.TagOf):
        ids = select_pure(s, a.of, ctx)
        return int(value_of(s.rows[ids[0]], a.tag)) if ids else 0
    if isinstance(a, dsl.Plus):
        return amount(s, a.a, ctx) + amount(s, a.b, ctx)
    if isinstance(a, dsl.Times):
        return amount(s, a.a, ctx) * amount(s, a.b, ctx)
    if isinstance(a, dsl.CurrentHealth):
        ids = select_pure(s, a.of, ctx)
        return remaining(s, ids[0]) if ids else 0
    if isinstance(a, dsl.SumOf):
        return sum(int(value_of(s.rows[e], a.tag)) for e in select_pure(s, a.of, ctx))
    if isinstance(a, dsl.PlayerTag):
        return sum(int(tag_of(s.rows[PLAYER_ENTITY[p]], a.tag)) for p in sides(ctx.controller, a.side))
    if isinstance(a, dsl.EventAmount):
        return ctx.event.amount if ctx.event is not None else 0
    if isinstance(a, dsl.RandomInt):
        raise TypeError("a random amount needs the RNG: use amount_r")
    raise TypeError(f"not an amount: {a!r}")


def amount_r(s: GameState, a: Amount, ctx: Ctx) -> tuple[GameState, int]:
    """Returns the value of an amount now and the state (random amounts advance the RNG)."""
    if isinstance(a, dsl.RandomInt):
        s, v = draw_random(s, "random_amount", a.hi - a.lo + 1)
        return s, a.lo + v
    if isinstance(a, (dsl.Plus, dsl.Times)):
        s, x = amount_r(s, a.a, ctx)
        s, y = amount_r(s, a.b, ctx)
        return s, (x + y if isinstance(a, dsl.Plus) else x * y)
    return s, amount(s, a, ctx)


def register_conditions(table: dict[type, Callable[[GameState, Any, Ctx, int], bool]]) -> None:
    """Adds the tests of condition nodes defined in a module of their own (a mechanic's family)."""
    _TEST.update(table)


def register_selectors(table: dict[type, Callable[[GameState, Any, Ctx], tuple[GameState, Ids]]]) -> None:
    """Adds the evaluations of selector nodes defined in a module of their own (a mechanic's family)."""
    _SELECT.update(table)
