"""What one player may see: a projection of the state, the filtered event stream, and PowerHistory blocks.

Seen by both players: everything in play, graveyards, the game and player entities, and counts. Seen by
its owner only: a hand, a secret, a choice's options. Seen by no one: the order of a deck. So the
opponent's hand and secrets appear as placeholders (a secret shows its class), both decks as counts, and
the viewer's own deck as a sorted multiset of card ids. Hidden cards carry neither their card id nor
their entity id (entity ids are handed out in deck-list order, so an id could name the card): events
and entity-valued tags that point at a hidden card show 0 instead.

A step's events also group into nested blocks like the real client's PowerHistory (seed 000, ch. 29):
PLAY (a card or the hero power), ATTACK, TRIGGER (a queued reaction, or a turn phase of the game),
POWER (a card's own effect running) and DEATHS (one death phase). `power_history` re-runs a step with
tracing; its flattened events equal the step's.

>>> import hsfp
>>> from hsfp import observation
>>> state = hsfp.new_game(decks=(["VAN_CS2_182"] * 30,) * 2, heroes=("HERO_08", "HERO_01"), seed=7)
>>> seen = observation(state, 0)
>>> len(seen.own_deck) + seen.players[0].hand_size, seen.players[1].hand_cards
(30, ())
"""

from __future__ import annotations

import sys
import types
from collections.abc import Iterable
from enum import StrEnum
from operator import itemgetter
from typing import Any, NamedTuple

from returns.result import Failure, Result, Success

import hsfp.api  # noqa: F401  (registers the cards)
from hsfp.core.actions import Action, Attack, HeroPower, PlayCard, Rejected, Trade, Transition, UseLocation
from hsfp.core.events import Event
from hsfp.core.state import (
    GAME_ENTITY,
    PLAYER_ENTITY,
    Builtin,
    GameState,
    Pending,
    Phase,
    Queued,
    Run,
    cons_to_tuple,
)
from hsfp.core.tags import N_ZONES, ROW_WIDTHS, EventKind, Status, Tag, Zone, column, stored_columns
from reducers.fold import ItemKind, fold
from reducers.legal import admit
from reducers.step import apply

_ZONE, _CONTROLLER, _CLASS = column(Tag.ZONE), column(Tag.CONTROLLER), column(Tag.CLASS)
_ATTACHED = column(Tag.ATTACHED)
_PLAY, _HAND, _DECK, _SECRET = int(Zone.PLAY), int(Zone.HAND), int(Zone.DECK), int(Zone.SECRET)
_SETASIDE, _GRAVEYARD = int(Zone.SETASIDE), int(Zone.GRAVEYARD)
_HERO, _HERO_POWER, _WEAPON = column(Tag.HERO_ENTITY), column(Tag.HERO_POWER_ENTITY), column(Tag.WEAPON_ENTITY)
_OVER = int(Status.OVER)

#: Tags whose value is an entity id (blanked to 0 when that entity is hidden from the viewer).
ENTITY_TAGS: tuple[int, ...] = tuple(
    int(Tag[name]) for name in ("HERO_ENTITY", "HERO_POWER_ENTITY", "WEAPON_ENTITY", "ATTACHED", "CREATOR",
                                "CARD_TARGET", "PROPOSED_ATTACKER", "PROPOSED_DEFENDER", "LAST_SUMMONED",
                                "LAST_DRAWN")
    if name in Tag.__members__
)


# ------------------------------------------------------------------------------------------ the view


class EntityView(NamedTuple):
    """An entity the viewer can see: its card, where it is, and its tags (a row as in `GameState.rows`: the
    game's and the players' rows are narrower than a card's, see `tags.row_width` and `tags.tag_of`)."""

    entity: int
    card_id: str
    controller: int
    zone: Zone
    position: int  # 0-based position in its ordered zone, -1 if it has none
    row: tuple[int, ...]


class HiddenCard(NamedTuple):
    """A card the viewer knows is there but not what it is: the opponent's hand card or secret."""

    controller: int
    zone: Zone
    position: int
    card_class: int  # a secret shows its class (its colour on the board); 0 for a hand card


class PendingView(NamedTuple):
    """A pending choice as the viewer sees it: the options only if the choice is the viewer's."""

    kind: str
    player: int
    n_options: int
    options: tuple[int, ...]  # entity ids in id order (never in deck order), () if not the viewer's
    option_cards: tuple[str, ...]  # their card ids, in the same order


class PlayerView(NamedTuple):
    """One side as the viewer sees it."""

    player: int
    hero: int
    hero_power: int
    weapon: int
    board: tuple[int, ...]
    hand_size: int
    hand_cards: tuple[int, ...]  # entity ids in hand order, the viewer's own hand only
    deck_size: int
    secret_count: int
    secrets: tuple[int, ...]  # the viewer's own secrets only
    graveyard: tuple[int, ...]


class Observation(NamedTuple):
    """Everything one player may know of a state, and nothing else."""

    viewer: int
    turn: int
    current: int
    status: Status
    winner: int
    players: tuple[PlayerView, PlayerView]
    entities: tuple[EntityView, ...]  # every entity the viewer can see, in id order
    hidden: tuple[HiddenCard, ...]  # the opponent's hand and secrets
    own_deck: tuple[str, ...]  # the viewer's deck as a sorted multiset of card ids
    pending: PendingView | None


def hidden_entities(state: GameState, viewer: int) -> frozenset[int]:
    """Returns the ids of the entities the viewer may not know: the opponent's hand and secrets, both
    decks, the set-aside options of the opponent's choice, and the enchantments on any of them."""
    zones, rows = state.zones, state.rows
    opp = (1 - viewer) * N_ZONES
    hidden = {*zones[opp + _HAND], *zones[opp + _SECRET], *zones[_DECK], *zones[N_ZONES + _DECK]}
    pending = state.pending
    if pending is not None and pending.player != viewer:
        hidden.update(o for o in pending.options if rows[o][_ZONE] == _SETASIDE)
    hidden.update(x for x in state.enchantments if rows[x][_ATTACHED] in hidden)
    return frozenset(hidden)


def visible_entities(state: GameState, viewer: int) -> frozenset[int]:
    """Returns the ids of every entity the viewer may know (its card id and its entity id)."""
    return frozenset(range(1, len(state.rows))).difference(hidden_entities(state, viewer))


def is_visible(state: GameState, entity: int, viewer: int) -> bool:
    """Returns whether the viewer may know what an entity is."""
    return 0 < entity < len(state.rows) and entity not in hidden_entities(state, viewer)


#: Row width -> the getter of the entity-valued columns a row of that width has (the game's and the
#: players' rows are narrower than a card's).
_ENTITY_COLUMNS = {w: tuple(c for t, c in stored_columns(w) if t in ENTITY_TAGS) for w in ROW_WIDTHS}
_ENTITY_VALUES = {w: itemgetter(*cols) for w, cols in _ENTITY_COLUMNS.items()}
_ZONE_OF = {int(z): z for z in Zone}
#: The ordered zones whose positions are shown (a deck's order is never shown, a hand's only to its owner).
_SHOWN_ZONES = (Zone.PLAY, Zone.HAND, Zone.SECRET, Zone.GRAVEYARD, Zone.SETASIDE, Zone.REMOVEDFROMGAME)


def _blank(row: tuple[int, ...], hidden: frozenset[int]) -> tuple[int, ...]:
    lst = list(row)
    for c in _ENTITY_COLUMNS[len(lst)]:
        if lst[c] in hidden:
            lst[c] = 0
    return tuple(lst)


def _pending_view(p: Pending, viewer: int, state: GameState) -> PendingView:
    if p.player != viewer:
        return PendingView(p.kind, p.player, len(p.options), (), ())
    options = tuple(sorted(p.options))
    return PendingView(p.kind, p.player, len(options), options, tuple(state.cards[o] for o in options))


def observation(state: GameState, player: int) -> Observation:
    """Returns what one player may see of a state: the opponent's hand and both decks hidden."""
    return _observed(state, player)


def observed_in_part(state: GameState, player: int) -> Observation:
    """Returns `observation(state, player)` with the views of only some entities (the players, their
    heroes, hero powers, weapons and boards, the player's own hand and secrets) and the own deck left
    empty; every view and every other field is the one `observation` gives, so whatever is computed from
    these alone is computed from `observation` (the observation tensor reads nothing else)."""
    zones, rows = state.zones, state.rows
    base = player * N_ZONES
    # where each listed entity stands, from the zone lists that hold them (an entity is in one list)
    places: dict[int, tuple[Zone, int]] = {}
    for i, z in ((_PLAY, Zone.PLAY), (N_ZONES + _PLAY, Zone.PLAY), (base + _HAND, Zone.HAND),
                 (base + _SECRET, Zone.SECRET)):
        for k, e in enumerate(zones[i]):
            places[e] = (z, k)
    wanted = set(places)
    for p in (0, 1):
        prow = rows[PLAYER_ENTITY[p]]
        wanted.update((PLAYER_ENTITY[p], prow[_HERO], prow[_HERO_POWER], prow[_WEAPON]))
    wanted.discard(0)  # no weapon
    return _observed(state, player, sorted(wanted), places, own_deck=False)


def _observed(state: GameState, player: int, only: list[int] | None = None,
              places: dict[int, tuple[Zone, int]] | None = None, own_deck: bool = True) -> Observation:
    # `observation`, with the views of the entities of `only` (ids in order, each in `places` if it is
    # in a shown zone's list) if given, else of all; the own deck left empty unless `own_deck`
    hidden = hidden_entities(state, player)
    rows, cards, zones = state.rows, state.cards, state.zones
    if places is None:
        places = {}
        for p in (0, 1):
            for z in _SHOWN_ZONES:
                for i, e in enumerate(zones[p * N_ZONES + z]):
                    places[e] = (z, i)
    entities = []
    isdisjoint, get, new = hidden.isdisjoint, places.get, tuple.__new__
    for e in range(1, len(rows)) if only is None else only:
        if e in hidden:
            continue
        r = rows[e]
        z, i = get(e) or (_ZONE_OF[r[_ZONE]], -1)
        if not isdisjoint(_ENTITY_VALUES[len(r)](r)):
            r = _blank(r, hidden)
        entities.append(new(EntityView, (e, cards[e], r[_CONTROLLER], z, i, r)))
    hidden_cards: list[HiddenCard] = []
    views = []
    for p in (0, 1):
        base = p * N_ZONES
        prow = rows[PLAYER_ENTITY[p]]
        hand, secrets = zones[base + _HAND], zones[base + _SECRET]
        mine = p == player
        if not mine:
            hidden_cards += [HiddenCard(p, Zone.HAND, i, 0) for i in range(len(hand))]
            hidden_cards += [HiddenCard(p, Zone.SECRET, i, rows[x][_CLASS]) for i, x in enumerate(secrets)]
        views.append(PlayerView(p, prow[_HERO], prow[_HERO_POWER], prow[_WEAPON], zones[base + _PLAY], len(hand),
                                hand if mine else (), len(zones[base + _DECK]), len(secrets),
                                secrets if mine else (), zones[base + _GRAVEYARD]))
    deck = tuple(sorted(cards[e] for e in zones[player * N_ZONES + _DECK])) if own_deck else ()
    pending = None if state.pending is None else _pending_view(state.pending, player, state)
    return Observation(player, state.turn, state.current, Status(state.status), state.winner,
                       (views[0], views[1]), tuple(entities), tuple(hidden_cards), deck, pending)


# ------------------------------------------------------------------------------------- event streams


class SeenEvent(NamedTuple):
    """An event as one player sees it: the fields of `Event`, hidden entities as 0, and the card ids of
    the entities it names (None where there is none or it is hidden)."""

    kind: EventKind
    entity: int
    source: int
    target: int
    player: int
    amount: int
    before: int
    position: int
    fatal: bool
    entity_card: str | None
    source_card: str | None
    target_card: str | None


def _card(state: GameState, e: int, hidden: frozenset[int]) -> tuple[int, str | None]:
    if e in hidden or not 0 < e < len(state.rows):
        return 0, None
    return e, state.cards[e] or None


def see_event(ev: Event, state: GameState, hidden: frozenset[int]) -> SeenEvent:
    """Returns an event as seen by a viewer from whom `hidden` is hidden in `state` (the state after the
    step)."""
    entity, ecard = _card(state, ev.entity, hidden)
    source, scard = _card(state, ev.source, hidden)
    target, tcard = _card(state, ev.target, hidden)
    return SeenEvent(ev.kind, entity, source, target, ev.player, ev.amount, ev.before, ev.position, ev.fatal,
                     ecard, scard, tcard)


def filter_events(events: Iterable[Event], state: GameState, viewer: int) -> tuple[SeenEvent, ...]:
    """Returns a step's events as one player sees them; `state` is the state the step ended in."""
    hidden = hidden_entities(state, viewer)
    return tuple(see_event(ev, state, hidden) for ev in events)


# ---------------------------------------------------------------------------------- PowerHistory blocks


class BlockKind(StrEnum):
    """Kinds of block, as in the real client's PowerHistory."""

    PLAY = "play"  # a card played or the hero power used, from payment to the end of its resolution
    ATTACK = "attack"  # an attack, from declaration to the end of its resolution
    TRIGGER = "trigger"  # a queued reaction firing, or one phase of the turn (source: the game entity)
    POWER = "power"  # a card's own effect (battlecry, spell, hero power, a choice's continuation)
    DEATHS = "deaths"  # one death phase: the deaths it processed


class Block(NamedTuple):
    """A block of a step's history: its kind, source and target, and its events and sub-blocks in order."""

    kind: BlockKind
    source: int
    target: int
    children: tuple[Any, ...]  # Event | Block (or SeenEvent | Block once filtered)


class Traced(NamedTuple):
    """A step re-run with tracing: its transition, and its events grouped into blocks."""

    transition: Transition
    blocks: tuple[Any, ...]  # Event | Block at the top level


class _Open:
    __slots__ = ("block", "floor", "items")

    def __init__(self, block: Block | None, floor: int) -> None:
        self.block = block
        self.floor = floor
        self.items: list[Any] = []


def _root(state: GameState, action: Action) -> Block | None:
    if isinstance(action, PlayCard):
        return Block(BlockKind.PLAY, action.card, action.target or 0, ())
    if isinstance(action, HeroPower):
        hp = state.rows[PLAYER_ENTITY[state.current]][column(Tag.HERO_POWER_ENTITY)]
        return Block(BlockKind.PLAY, hp, action.target or 0, ())
    if isinstance(action, Attack):
        return Block(BlockKind.ATTACK, action.attacker, action.defender, ())
    if isinstance(action, Trade):
        return Block(BlockKind.PLAY, action.card, 0, ())
    if isinstance(action, UseLocation):
        return Block(BlockKind.PLAY, action.location, action.target or 0, ())
    return None


#: Builtin phases that belong to no action's block: the turn's, shown as TRIGGER blocks of the game.
_TURN_PHASES = frozenset((Phase.TURN_END, Phase.CLEANUP, Phase.TURN_START, Phase.TURN_DRAW))


def _new_events(log: Any, mark: Any) -> list[Event]:
    out = []
    while log is not mark and log:
        out.append(log[0])
        log = log[1]
    out.reverse()
    return out


class _Tracer:
    def __init__(self, root: Block | None) -> None:
        self.stack = [_Open(None, -1)]
        if root is not None:
            self.stack.append(_Open(root, -1))

    def add(self, events: list[Event]) -> None:
        self.stack[-1].items.extend(events)

    def open(self, block: Block, floor: int) -> None:
        self.stack.append(_Open(block, floor))

    def leaf(self, block: Block, events: list[Event]) -> None:
        if events:
            self.stack[-1].items.append(block._replace(children=tuple(events)))

    def close_to(self, depth: int) -> None:
        while len(self.stack) > 1 and self.stack[-1].floor >= depth:
            self.close()

    def close(self) -> None:
        top = self.stack.pop()
        assert top.block is not None
        self.stack[-1].items.append(top.block._replace(children=tuple(top.items)))

    def result(self) -> tuple[Any, ...]:
        while len(self.stack) > 1:
            self.close()
        return tuple(self.stack[0].items)

    def inside_effect(self) -> bool:
        b = self.stack[-1].block
        return b is not None and b.kind in (BlockKind.POWER, BlockKind.TRIGGER)


class _Watch:
    """Follows the fold item by item (reducers.fold.Watcher) and groups the events each item emits."""

    def __init__(self, tracer: _Tracer) -> None:
        self.tracer = tracer

    def top(self, s: GameState) -> None:
        self.tracer.close_to(len(s.work))

    def item(self, kind: ItemKind, detail: object, depth: int, before: GameState, after: GameState) -> None:
        tracer = self.tracer
        new = _new_events(after.log, before.log)
        if kind == ItemKind.RUN:
            assert isinstance(detail, Run)
            if not tracer.inside_effect():
                tracer.open(Block(BlockKind.POWER, detail.ctx.source, detail.ctx.target, ()), depth)
        elif kind == ItemKind.PHASE:
            assert isinstance(detail, Builtin)
            if detail.op in _TURN_PHASES:
                tracer.open(Block(BlockKind.TRIGGER, GAME_ENTITY, 0, ()), depth)
        elif kind == ItemKind.TRIGGER:
            assert isinstance(detail, tuple)
            q: Queued = detail[0]
            if detail[1]:  # it fired
                tracer.open(Block(BlockKind.TRIGGER, q.owner, q.event.entity, ()), depth)
        elif kind == ItemKind.DEATHS:
            tracer.leaf(Block(BlockKind.DEATHS, 0, 0, ()), [e for e in new if e.kind == EventKind.DEATH])
            new = [e for e in new if e.kind != EventKind.DEATH]
        tracer.add(new)


def power_history(state: GameState, action: Action) -> Result[Traced, Rejected]:
    """Returns the step of an action re-run with tracing (its transition and its blocks), or why it is
    refused."""
    admitted = admit(state, action)  # the plain copy: every read below sees the same fields
    if isinstance(admitted, Rejected):
        return Failure(admitted)
    s = state._replace(log=(), draws=())
    tracer = _Tracer(_root(state, admitted))
    s = apply(s, admitted)
    tracer.add(_new_events(s.log, ()))
    s = fold(s, _Watch(tracer))
    t = Transition(s._replace(log=None, draws=None), cons_to_tuple(s.log), cons_to_tuple(s.draws))
    blocks = tracer.result()
    if flatten(blocks) != t.events:
        raise RuntimeError("power_history lost track of the step's events: has reducers.fold changed?")
    return Success(Traced(t, blocks))


def flatten(nodes: Iterable[Any]) -> tuple[Any, ...]:
    """Returns the events of blocks in order, without the blocks."""
    out: list[Any] = []
    for n in nodes:
        if isinstance(n, Block):
            out.extend(flatten(n.children))
        else:
            out.append(n)
    return tuple(out)


def filter_blocks(nodes: Iterable[Any], state: GameState, viewer: int) -> tuple[Any, ...]:
    """Returns blocks as one player sees them: events filtered, hidden sources and targets as 0."""
    hidden = hidden_entities(state, viewer)

    def one(n: Any) -> Any:
        if isinstance(n, Block):
            return Block(n.kind, _card(state, n.source, hidden)[0], _card(state, n.target, hidden)[0],
                         tuple(one(c) for c in n.children))
        return see_event(n, state, hidden)

    return tuple(one(n) for n in nodes)


class _CallableModule(types.ModuleType):
    """The module, callable as `observation(state, player)`: `hsfp.observation` is both."""

    def __call__(self, state: GameState, player: int) -> Observation:
        return observation(state, player)


sys.modules[__name__].__class__ = _CallableModule

__all__ = [
    "ENTITY_TAGS", "Block", "BlockKind", "EntityView", "HiddenCard", "Observation", "PendingView", "PlayerView",
    "SeenEvent", "Traced", "filter_blocks", "filter_events", "flatten", "hidden_entities", "is_visible", "observation",
    "observed_in_part", "power_history", "see_event", "visible_entities",
]
