"""The interpreter of card pools and offers.

A pool is evaluated against the registry (`hsfp.core.registry`, never the content package) and the
classes the players' heroes have now; its cards come in a fixed order (the registry's is by card id), so
a draw from it with the game's RNG replays exactly. Discover makes its options as set-aside entities that
only the chooser may see (`hsfp.observation` hides the set-aside options of the other player's choice)
and waits on the pending pick; the options not chosen leave the game blanked, so no later view or event
names them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.dsl import CardDef, Pool, Whose
from hsfp.core.registry import CARDS, version
from hsfp.core.state import MAX_LOOP, PLAYER_ENTITY, ChoiceKind, Ctx, GameState, Pending, Run
from hsfp.core.tags import CardClass, CardType, EventKind, Tag, Zone, card_row, column
from reducers import board as board_ops
from reducers import cardflow
from reducers.base import (
    CARDTYPE,
    CONTROLLER,
    ENCHANTMENT,
    HAND,
    HERO_ENTITY,
    OWNER,
    SETASIDE,
    ZONE,
    Counted,
    Handler,
    board,
    create,
    draw_random,
    move,
    push,
    replace_row,
    zone_of,
)
from reducers.query import RELATIONS, select, sides
from reducers.triggers import announce

_CLASS: Final = column(Tag.CLASS)
_SCHOOL: Final = Tag.SPELL_SCHOOL
_NEUTRAL: Final = int(CardClass.NEUTRAL)
_REMOVED: Final = int(Zone.REMOVEDFROMGAME)


def hero_class(s: GameState, p: int) -> int:
    """Returns the class of p's hero now."""
    return int(s.rows[s.rows[PLAYER_ENTITY[p]][HERO_ENTITY]][_CLASS])


def pool_cards(s: GameState, pool: Pool, controller: int) -> tuple[str, ...]:
    """Returns the card ids of a pool for a controller, without repeats, in the pool's fixed order."""
    return cards_of(pool, hero_class(s, controller), hero_class(s, 1 - controller))


def cards_of(pool: Pool, own: int, opp: int) -> tuple[str, ...]:
    """Returns the card ids of a pool for a player of class `own` facing one of class `opp`."""
    return _cards(pool, own, opp, version())


@lru_cache(maxsize=4096)
def _cards(pool: Pool, own: int, opp: int, _version: int) -> tuple[str, ...]:
    # `_version` keys the cache to the registry's contents: a test card registered later is seen
    return _eval(pool, own, opp)


def _eval(pool: Pool, own: int, opp: int) -> tuple[str, ...]:
    if isinstance(pool, dsl.Collectible):
        # the heroes a game starts with are collectible in the card database but never cards of a pool
        return tuple(sorted(k for k, d in CARDS.items() if d.collectible and not _starting_hero(d)))
    if isinstance(pool, dsl.CardList):
        return tuple(dict.fromkeys(c for c in pool.card_ids if c in CARDS))
    if isinstance(pool, dsl.PoolUnion):
        a = _eval(pool.a, own, opp)
        seen = set(a)
        return a + tuple(c for c in _eval(pool.b, own, opp) if c not in seen)
    keep = _predicate(pool, own, opp)
    return tuple(c for c in _eval(pool.of, own, opp) if keep(CARDS[c]))


def _starting_hero(d: CardDef) -> bool:
    return d.card_type == CardType.HERO and d.card_id.startswith("HERO_")


def _predicate(pool: Pool, own: int, opp: int) -> Callable[[CardDef], bool]:
    if isinstance(pool, dsl.OfType):
        return lambda d: d.card_type == pool.card_type
    if isinstance(pool, dsl.OfClass):
        if pool.whose == Whose.ANOTHER:
            return lambda d: d.card_class not in (own, _NEUTRAL)
        wanted = {Whose.OWN: own, Whose.OPPONENT: opp}.get(pool.whose, int(pool.card_class))
        return lambda d: d.card_class == wanted
    if isinstance(pool, dsl.OfCost):
        compare = RELATIONS[pool.relation]
        return lambda d: compare(d.cost, pool.n)
    if isinstance(pool, dsl.OfRace):
        return lambda d: d.race == pool.race
    if isinstance(pool, dsl.OfSet):
        return lambda d: d.card_set == pool.card_set
    if isinstance(pool, dsl.OfSchool):
        return lambda d: any(t == _SCHOOL and v == pool.school for t, v in d.tags)
    if isinstance(pool, dsl.WithKeyword):
        return lambda d: any(t == pool.keyword and v > 0 for t, v in d.tags)
    assert isinstance(pool, dsl.OfPrinting)
    prefixes = pool.prefixes
    return lambda d: d.card_id.startswith(prefixes) != pool.exclude


def _draw_card(s: GameState, op: str, cards: tuple[str, ...]) -> tuple[GameState, str]:
    s, i = draw_random(s, op, len(cards))
    return s, cards[i]


# ------------------------------------------------------------------------------------- random cards


def _add_from_pool(s: GameState, e: dsl.AddFromPool, ctx: Ctx) -> tuple[GameState, int]:
    players = sides(ctx.controller, e.side)
    turns = min(max(e.n, 0), MAX_LOOP)
    for p in players:
        cards = pool_cards(s, e.pool, p)
        if not cards:
            continue
        for _ in range(turns):
            s, card = _draw_card(s, "add_from_pool", cards)
            s = cardflow.add_to_hand(s, p, card, ctx.source)
    return s, max(0, e.n * len(players) - 1)


def _summon_position(s: GameState, ctx: Ctx, p: int) -> int | None:
    # as `reducers.effects` places a summon: a deathrattle where its minion stood, else right of the source
    ev = ctx.event
    if ev is not None and ev.kind == EventKind.DEATH and ev.position and (
            ev.entity == ctx.source or s.rows[ctx.source][CARDTYPE] == ENCHANTMENT):
        return ev.position - 1
    return board_ops.position_right_of(s, ctx.source, p)


def _summon_from_pool(s: GameState, e: dsl.SummonFromPool, ctx: Ctx) -> GameState:
    for p in sides(ctx.controller, e.side):
        cards = pool_cards(s, e.pool, p)
        if e.missing_only:
            present = {s.cards[m] for m in board(s, p)}
            cards = tuple(c for c in cards if c not in present)
        if not cards:
            continue
        s, card = _draw_card(s, "summon_from_pool", cards)
        s, _ = board_ops.summon(s, card, p, _summon_position(s, ctx, p), ctx.source)
    return s


def _transform_from_pool(s: GameState, e: dsl.TransformFromPool, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    cards = pool_cards(s, e.pool, ctx.controller)
    if not cards:
        return s
    for t in ids:
        s, card = _draw_card(s, "transform_from_pool", cards)
        s = board_ops.transform(s, t, card, ctx.source)
    return s


# ------------------------------------------------------------------------------------------- offers


def offer_pool(s: GameState, e: dsl.Discover, controller: int) -> tuple[str, ...]:
    """Returns the cards a Discover may offer a controller: its pool, under the class rule if it has it
    (the controller's hero class and neutral cards only, docs/rulings.md)."""
    cards = pool_cards(s, e.pool, controller)
    if not e.class_rule:
        return cards
    allowed = (hero_class(s, controller), _NEUTRAL)
    return tuple(c for c in cards if CARDS[c].card_class in allowed)


def _discover(s: GameState, e: dsl.Discover, ctx: Ctx) -> GameState:
    p = ctx.controller
    left = list(offer_pool(s, e, p))
    options: list[int] = []
    for _ in range(min(e.n, len(left))):
        # drawn without replacement: the options are distinct cards
        s, i = draw_random(s, "discover", len(left))
        s, o = create(s, left.pop(i), p, SETASIDE)
        options.append(o)
    if not options:
        return s
    pending = Pending(ChoiceKind.PICK, p, tuple(options), dsl.KeepOffered(e.then), ctx, dsl.DropOffered())
    return s._replace(pending=pending)


def _keep_offered(s: GameState, e: dsl.KeepOffered, ctx: Ctx) -> GameState:
    c, p = ctx.target, ctx.controller
    if s.rows[c][ZONE] != SETASIDE:
        return s
    if len(zone_of(s, p, HAND)) >= s.rules.hand_size:
        return blank(s, c)  # a full hand: the chosen card is lost, as a card added to a full hand is
    s = move(s, c, HAND)
    s = announce(s, EventKind.CARD_ADDED, c, ctx.source, 0, p)
    return s if e.then is None else push(s, Run(e.then, ctx))


def _drop_offered(s: GameState, e: dsl.DropOffered, ctx: Ctx) -> GameState:
    c = ctx.target
    return blank(s, c) if s.rows[c][ZONE] == SETASIDE else s


def blank(s: GameState, c: int) -> GameState:
    """Returns the state with an offered card out of the game, its card id and numbers blanked."""
    # Once the choice is over the set-aside options are no longer hidden from the opponent, so an option
    # not kept keeps neither its card id nor its printed numbers: it is an empty entity out of the game.
    r = s.rows[c]
    s = move(s, c, _REMOVED)
    lst = [0] * len(r)
    lst[CONTROLLER], lst[OWNER], lst[ZONE] = r[CONTROLLER], r[OWNER], _REMOVED
    return replace_row(s, c, card_row(lst), "")


def _state_only(counted: Counted) -> Handler:
    def handler(s: GameState, e: Any, ctx: Ctx) -> GameState:
        return counted(s, e, ctx)[0]

    return handler


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.AddFromPool: _state_only(_add_from_pool),
    dsl.SummonFromPool: _summon_from_pool,
    dsl.TransformFromPool: _transform_from_pool,
    dsl.Discover: _discover,
    dsl.KeepOffered: _keep_offered,
    dsl.DropOffered: _drop_offered,
}

#: The handlers that loop over a count (see `reducers.effects.run_counted`).
COUNTED: Final[dict[type, Counted]] = {
    dsl.AddFromPool: _add_from_pool,
}
