"""Emitting events: log them and queue every matching trigger, FIFO, in order of play.

Who listens: minions in play, both weapons, both heroes, secrets (on the opponent's turn only),
enchantments (their own triggers, while attached), and cards in hand or deck whose triggers name those
zones. A dying entity's deathrattle is matched by its own DEATH event, from the graveyard.

Order of play (the real game's): the entities in play react in the order they were put into play
(`Tag.PLAY_ORDER`), not by entity id, so a card from the deck played late reacts after tokens summoned
earlier; cards reacting from hand or deck come after them, by id.
"""

from __future__ import annotations

from typing import Final

from pyrsistent import PVector

from hsfp.core.dsl import CardDef
from hsfp.core.events import Event, event
from hsfp.core.registry import _VERSION, CARDS, version
from hsfp.core.state import DEATHRATTLE, PLAYER_ENTITY, REBORN, GameState, Queued, Rows, full_ctx, queued
from hsfp.core.tags import N_ZONES, EventKind, Tag, Zone, column
from reducers.auras import refresh
from reducers.base import (
    ATTACHED,
    CONTROLLER,
    GRAVEYARD,
    HERO_ENTITY,
    PLAY,
    PLAY_ORDER,
    SILENCED,
    WEAPON_ENTITY,
    ZONE,
    card_ids,
    log_event,
    with_queue,
)
from reducers.query import test

_DEATH: Final = EventKind.DEATH
_DORMANT: Final = column(Tag.DORMANT)
_PLAY_CARD: Final = int(EventKind.PLAY_CARD)
_SECRET: Final = int(Zone.SECRET)
_HAND: Final = int(Zone.HAND)
_DECK: Final = int(Zone.DECK)

# card id -> event kinds its triggers listen for (built lazily: the registry grows as content loads)
_KINDS: Final[dict[str, frozenset[int]]] = {}
_REMOTE: Final[set[str]] = set()  # cards with triggers in hand or deck
_LISTENING: Final[set[str]] = set()  # cards with triggers
_seen = 0


def _index() -> None:
    global _seen
    if _seen == version():
        return
    _KINDS.clear()
    _REMOTE.clear()
    _LISTENING.clear()
    for cid, d in CARDS.items():
        _KINDS[cid] = frozenset(int(t.on) for t in d.triggers)
        if d.triggers:
            _LISTENING.add(cid)
        if any(z in (Zone.HAND, Zone.DECK) for t in d.triggers for z in t.zones):
            _REMOTE.add(cid)
    _seen = version()


def listens(card_id: str, kind: int) -> bool:
    """Returns whether a card has a trigger for an event kind."""
    _index()
    return kind in _KINDS.get(card_id, frozenset())


_P0, _P1 = PLAYER_ENTITY
_P0_PLAY, _P0_SECRET = PLAY, _SECRET
_P1_PLAY, _P1_SECRET = N_ZONES + PLAY, N_ZONES + _SECRET
_P0_HAND, _P0_DECK, _P1_HAND, _P1_DECK = _HAND, _DECK, N_ZONES + _HAND, N_ZONES + _DECK

#: Who may listen, per event kind, among the entities in play, heroes, weapons, secrets and
#: enchantments of the last state seen, and what that was found from: those zone lists, the card-id
#: table and the enchantment list (held here, so compared by identity: a draw rebuilds the hand and deck
#: lists but keeps these), the four hero and weapon ids and the registry's version; and the play order
#: of each entity it lists, so a board that changed only by minions without triggers keeps the index
#: (a listener that left and came back has a new play order). A derived index, never part of a state.
#: Held as one (key, index, orders) triple, replaced whole: a thread switch between two
#: steps of different states can never pair one state's key with another's index. The memos of the rules
#: core sit in one-item cells rather than rebound globals, which the compiled build reads as statics.
#: The last index `_present` answered, with what it was asked by identity (the zone lists, the two player
#: rows, the card-id table, the enchantment list) and the registry's version: asked again before any of
#: them changed (the events of one phase), it answers without looking into them.
_NO_PRESENT: Final[tuple[object, object, object, object, object, int, dict[int, tuple[int, ...]]]] = (
    None, None, None, None, None, -1, {})
_present_last: Final[list[tuple[object, object, object, object, object, int, dict[int, tuple[int, ...]]]]] = [
    _NO_PRESENT]
_present_memo: Final[list[tuple[tuple[object, ...], dict[int, tuple[int, ...]], dict[int, int]]]] = [
    ((None,) * 11, {}, {})]
#: The same for the cards in hand and deck whose triggers work there (none in most games), keyed on the
#: four hand and deck lists, the card-id table and the registry's version.
_remote_memo: Final[list[tuple[tuple[object, ...], dict[int, tuple[int, ...]]]]] = [((None,) * 6, {})]


def in_order_of_play(rows: Rows, ids: list[int]) -> list[int]:
    """Returns entity ids sorted by when they were put into play (ties, such as never: by id)."""
    return sorted(ids, key=lambda e: (rows[e][PLAY_ORDER], e))


def _by_kind(ids: list[int], cards: PVector[str], rows: Rows | None = None
             ) -> dict[int, tuple[int, ...]]:
    """Returns, for each event kind, the ids whose card has a trigger for it: in order of play if rows
    are given, else in id order."""
    kinds = _KINDS
    out: dict[int, list[int]] = {}
    for e in (sorted(ids) if rows is None else in_order_of_play(rows, ids)):
        for k in kinds.get(cards[e], ()):
            lst = out.get(k)
            if lst is None:
                out[k] = [e]
            else:
                lst.append(e)
    return {k: tuple(v) for k, v in out.items()}


def _present(s: GameState) -> dict[int, tuple[int, ...]]:
    """Returns the index of listeners in play, heroes, weapons, secrets and enchantments, by event kind."""
    rows = s.rows
    zones = s.zones
    cards = s.cards
    enchantments = s.enchantments
    p0 = rows[_P0]
    p1 = rows[_P1]
    last = _present_last[0]
    if (last[0] is zones and last[1] is p0 and last[2] is p1 and last[3] is cards and last[4] is enchantments
            and last[5] == _VERSION[0]):
        return last[6]  # nothing it is found from changed since the last call: no zone, player row or card
    present = _present_found(rows, zones, cards, enchantments, p0, p1)
    _present_last[0] = (zones, p0, p1, cards, enchantments, _VERSION[0], present)
    return present


def _present_found(rows: Rows, zones: tuple[tuple[int, ...], ...], cards: PVector[str], enchantments: tuple[int, ...],
                   p0: tuple[int, ...], p1: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    # `_present` once the whole state's identities did not answer: the index kept by its parts
    play0 = zones[_P0_PLAY]
    play1 = zones[_P1_PLAY]
    secret0 = zones[_P0_SECRET]
    secret1 = zones[_P1_SECRET]
    key, present, orders = _present_memo[0]
    if (key[2] is cards and key[3] is enchantments and key[4] is secret0 and key[5] is secret1
            and key[6] == p0[HERO_ENTITY] and key[7] == p0[WEAPON_ENTITY] and key[8] == p1[HERO_ENTITY]
            and key[9] == p1[WEAPON_ENTITY] and key[10] == _VERSION[0]):
        if key[0] is play0 and key[1] is play1:
            return present
        if _same_listeners(key[0], play0, rows, cards, orders) and _same_listeners(key[1], play1, rows, cards, orders):
            # the boards changed only by minions without triggers: the same listeners, in the same order
            _present_memo[0] = ((play0, play1, *key[2:]), present, orders)
            return present
    # only entities whose card has triggers can be listed: the others are left out before the sort
    listening = _LISTENING
    ids = [e for e in (*play0, *play1, *secret0, *secret1, *enchantments) if cards[e] in listening]
    for e in (p0[HERO_ENTITY], p0[WEAPON_ENTITY], p1[HERO_ENTITY], p1[WEAPON_ENTITY]):
        if e and cards[e] in listening:
            ids.append(e)
    present = _by_kind(ids, cards, rows)
    _present_memo[0] = ((play0, play1, cards, enchantments, secret0, secret1, p0[HERO_ENTITY],
                         p0[WEAPON_ENTITY], p1[HERO_ENTITY], p1[WEAPON_ENTITY], _VERSION[0]), present,
                        {e: rows[e][PLAY_ORDER] for e in ids})
    return present


def listeners_from_scratch(s: GameState) -> dict[int, tuple[int, ...]]:
    """Returns the index of listeners in play, heroes, weapons, secrets and enchantments, by event kind,
    as `emit` finds it, but built from the state alone: nothing kept from earlier states leaned on or
    changed (the reference a check compares the kept index with)."""
    kept = _present_memo[0], _present_last[0]
    _present_memo[0] = ((None,) * 11, {}, {})
    _present_last[0] = _NO_PRESENT
    try:
        return _present(s)
    finally:
        _present_memo[0], _present_last[0] = kept


def _same_listeners(before: object, after: tuple[int, ...], rows: Rows, cards: PVector[str],
                    orders: dict[int, int]) -> bool:
    """Returns whether a board (`after`) holds the same listeners, put into play when they were, as the
    board an index was built from (`before`; `orders`: the play order of each entity listed then)."""
    if before is after:
        return True
    if not isinstance(before, tuple):
        return False
    listening = _LISTENING
    for e in after:
        if cards[e] in listening and rows[e][PLAY_ORDER] != orders.get(e, -1):
            return False  # new in the index, or put into play again since
    return not any(cards[e] in listening for e in before if e not in after)  # one left the board


def _remote(s: GameState) -> dict[int, tuple[int, ...]]:
    """Returns the index of listeners in hand and deck (cards whose triggers work there), by event kind."""
    zones = s.zones
    cards = s.cards
    hand0 = zones[_P0_HAND]
    hand1 = zones[_P1_HAND]
    deck0 = zones[_P0_DECK]
    deck1 = zones[_P1_DECK]
    key, remote = _remote_memo[0]
    if (key[0] is hand0 and key[1] is hand1 and key[2] is deck0 and key[3] is deck1 and key[4] is cards
            and key[5] == _VERSION[0]):
        return remote
    remote = _by_kind([e for e in (*hand0, *deck0, *hand1, *deck1) if cards[e] in _REMOTE], cards)
    _remote_memo[0] = ((hand0, hand1, deck0, deck1, cards, _VERSION[0]), remote)
    return remote


#: What the cards of the last card-id table seen listen for: the event kinds some card of the game has a
#: trigger for, and whether some card of the game has a trigger in hand or deck. A card-id table changes
#: only when an entity is made or transformed, so an event no card of the game listens for costs one
#: probe, and the hand and deck index is never built in a game without such a card. Keyed on the table
#: (by identity) and the registry's version; a derived index, never part of a state.
_game_memo: Final[list[tuple[object, int, frozenset[int], bool]]] = [(None, -1, frozenset(), False)]


def _game_listens(cards: PVector[str]) -> tuple[frozenset[int], bool]:
    """Returns the event kinds the cards of a game listen for, and whether any listens in hand or deck,
    and keeps them in the memo (`emit` reads the memo first)."""
    ids = card_ids(cards)
    seen, v, kinds, remote = _kinds_memo[0]
    if seen is not ids or v != _VERSION[0]:
        listening = ids & _LISTENING
        table = _KINDS
        kinds = frozenset().union(*[table[c] for c in listening])
        remote = not _REMOTE.isdisjoint(listening)
        _kinds_memo[0] = (ids, _VERSION[0], kinds, remote)
    _game_memo[0] = (cards, _VERSION[0], kinds, remote)
    return kinds, remote


#: The same answers for the last set of distinct card ids seen (by identity): an entity made of a card the
#: game already holds keeps the set (`reducers.base.card_ids`), so a new card-id table asks nothing again.
_kinds_memo: Final[list[tuple[object, int, frozenset[int], bool]]] = [(None, -1, frozenset(), False)]


def _candidates(s: GameState, kind: int, remote: bool) -> tuple[int, ...]:
    """Returns the entities that may react to an event kind where they are, those in play in order of
    play, then (if some card of the game listens there) those in hand or deck: one probe of the index
    while the board, secrets, enchantments, heroes and weapons stay as they were."""
    found = _present(s).get(kind, ())
    if remote:
        far = _remote(s).get(kind)
        if far:
            found = (*found, *far)
    return found


def emit(s: GameState, ev: Event, dying: tuple[int, ...] = ()) -> GameState:
    """Returns the state with the event logged and the triggers it matches appended to the queue.

    Layered values are brought up to date first, so a trigger's condition sees auras as they are now
    (an aura takes effect before the event of the summon that changed it: seed 000, case 5). `dying`:
    entities of the same death phase whose own death comes later in order of play; they still react as
    if in play (Cult Master draws for the friendly minions played before it that die with it)."""
    if s.log is not None:  # a step that keeps no events (`advance`) has no log to add to
        s = log_event(s, ev)
    if _seen != _VERSION[0]:
        _index()
    kind = ev.kind  # an IntEnum: hashes and compares as its int
    seen, v, listened, remote = _game_memo[0]
    if seen is not s.cards or v != _VERSION[0]:
        listened, remote = _game_listens(s.cards)
    if kind in listened:
        candidates = _candidates(s, kind, remote)
    elif kind == _DEATH:
        candidates = ()  # no trigger for it, but the dead one's deathrattles and Reborn below
    else:
        return s  # no card of the game listens for it: no index to probe
    return _queue_matches(s, ev, kind, candidates, dying)


def _queue_matches(s: GameState, ev: Event, kind: int, candidates: tuple[int, ...],
                   dying: tuple[int, ...]) -> GameState:
    # `emit` once the entities that may react are found: the triggers among theirs that match, queued
    if dying:
        cards = s.cards
        late = tuple([e for e in dying if kind in _KINDS.get(cards[e], ())])
        if late:
            candidates = tuple(in_order_of_play(s.rows, [*candidates, *late]))
    if kind != _DEATH and not candidates:
        return s
    if kind == _PLAY_CARD and ev.entity in candidates:
        # a minion takes its slot before these fire, but never reacts to itself
        candidates = tuple([e for e in candidates if e != ev.entity])
    rows = s.rows
    cards = s.cards
    matched: list[Queued] = []
    if candidates:
        if s.dirty:
            s = refresh(s)  # only zones were read so far; conditions read computed values
            rows = s.rows
        for e in candidates:
            r = rows[e]
            if r[SILENCED] or (r[_DORMANT] and r[ZONE] == PLAY):  # a dormant minion is asleep to everything
                continue
            d = CARDS[cards[e]]
            ctrl = r[CONTROLLER]
            zone = r[ZONE]
            late_death = zone == GRAVEYARD and e in dying
            if late_death:
                zone = PLAY
            for i, t in enumerate(d.triggers):
                if t.on != kind or zone not in t.zones:
                    continue
                if t.secret and s.current == ctrl:
                    continue
                if t.condition is not None and not test(s, t.condition, full_ctx(e, ctrl, 0, ev, -1, False), e):
                    continue
                matched.append(queued(e, i, ev, cards[e], late_death))
    if kind == _DEATH and not rows[ev.entity][SILENCED]:
        dead = ev.entity
        if CARDS[cards[dead]].deathrattle is not None:
            matched.append(queued(dead, DEATHRATTLE, ev))
        for x in s.enchantments:
            if rows[x][ATTACHED] == dead and CARDS[cards[x]].deathrattle is not None:
                matched.append(queued(x, DEATHRATTLE, ev))
        matched.sort(key=lambda q: (rows[q.owner][PLAY_ORDER], q.owner))
    if not matched:
        return s
    return with_queue(s, s.queue + tuple(matched))


def announce(s: GameState, kind: EventKind, entity: int = 0, source: int = 0, target: int = 0, player: int = -1,
             amount: int = 0, before: int = 0, position: int = 0, fatal: bool = False) -> GameState:
    """Returns the state with an event of these fields emitted (`emit`). In a step that logs no events
    (`advance`), an event that no card of the game listens for, or none where it is, changes nothing, so
    it is not even built."""
    if s.log is None and kind != _DEATH:
        seen, v, listened, remote = _game_memo[0]
        if seen is s.cards and v == _VERSION[0] and _seen == v:
            if kind not in listened:
                return s
            if not remote:  # those in play are all the candidates: found once, not again by `emit`
                found = _present(s).get(kind)
                if found is None:
                    return s
                return _queue_matches(s, event(kind, entity, source, target, player, amount, before, position,
                                               fatal), kind, found, ())
    return emit(s, event(kind, entity, source, target, player, amount, before, position, fatal))


def announce_pair(s: GameState, first: EventKind, second: EventKind, entity: int, source: int, target: int,
                  player: int) -> GameState:
    """Returns the state with two events of the same fields emitted one after the other (`announce`, twice);
    where no card of the game listens for either, one probe answers for both (a play's closing events)."""
    if s.log is None:
        seen, v, listened, _ = _game_memo[0]
        if seen is s.cards and v == _VERSION[0] and _seen == v and first not in listened and second not in listened:
            return s
    return announce(announce(s, first, entity, source, target, player), second, entity, source, target, player)


def still_listening(s: GameState, q: Queued, d: CardDef) -> bool:
    """Returns whether a queued trigger may still fire (re-check on dequeue): the owner is still where
    the trigger listens, not silenced, an enchantment is still attached, a secret's condition still holds."""
    if q.reaction in (DEATHRATTLE, REBORN):
        return True  # a death's own reactions: the dead one is in the graveyard by design
    if q.card and s.cards[q.owner] != q.card:
        return False  # transformed since it matched: the reaction was its old card's
    r = s.rows[q.owner]
    if r[SILENCED]:
        return False
    t = d.triggers[q.reaction]
    if r[ZONE] not in t.zones and not (q.dying and r[ZONE] == GRAVEYARD):
        return False
    if d.mods is not None and not r[ATTACHED]:
        return False
    # A secret looks again: one that no longer applies (its minion already died) stays unrevealed.
    return not (t.secret and t.condition is not None
                and not test(s, t.condition, full_ctx(q.owner, r[CONTROLLER], 0, q.event, -1, False), q.owner))
