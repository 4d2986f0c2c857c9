"""Emitting events: log them and queue every matching trigger, FIFO, in entity-id order.

Who listens: minions in play, both weapons, both heroes, secrets (on the opponent's turn only),
enchantments (their own triggers, while attached), and cards in hand or deck whose triggers name those
zones. A dying entity's deathrattle is matched by its own DEATH event, from the graveyard.
"""

from __future__ import annotations

from hsfp.core.dsl import CardDef
from hsfp.core.events import Event
from hsfp.core.registry import _VERSION, CARDS, version
from hsfp.core.state import DEATHRATTLE, PLAYER_ENTITY, Ctx, GameState, Queued
from hsfp.core.tags import N_ZONES, EventKind, Zone
from reducers.auras import refresh
from reducers.base import (
    ATTACHED,
    CONTROLLER,
    HERO_ENTITY,
    PLAY,
    SILENCED,
    WEAPON_ENTITY,
    ZONE,
    log_event,
    with_queue,
)
from reducers.query import test

_DEATH = EventKind.DEATH
_PLAY_CARD = int(EventKind.PLAY_CARD)
_SECRET = int(Zone.SECRET)
_HAND = int(Zone.HAND)
_DECK = int(Zone.DECK)

# card id -> event kinds its triggers listen for (built lazily: the registry grows as content loads)
_KINDS: dict[str, frozenset[int]] = {}
_REMOTE: set[str] = set()  # cards with triggers in hand or deck
_LISTENERS: dict[int, set[str]] = {}  # event kind -> cards with a trigger for it
_NONE: set[str] = set()
_seen = 0


def _index() -> None:
    global _seen
    if _seen == version():
        return
    _KINDS.clear()
    _REMOTE.clear()
    _LISTENERS.clear()
    for cid, d in CARDS.items():
        _KINDS[cid] = frozenset(int(t.on) for t in d.triggers)
        for k in _KINDS[cid]:
            _LISTENERS.setdefault(k, set()).add(cid)
        if any(z in (Zone.HAND, Zone.DECK) for t in d.triggers for z in t.zones):
            _REMOTE.add(cid)
    _seen = version()


def listens(card_id: str, kind: int) -> bool:
    """Returns whether a card has a trigger for an event kind."""
    _index()
    return kind in _KINDS.get(card_id, frozenset())


def emit(s: GameState, ev: Event) -> GameState:
    """Returns the state with the event logged and the triggers it matches appended to the queue.

    Layered values are brought up to date first, so a trigger's condition sees auras as they are now
    (an aura takes effect before the event of the summon that changed it: seed 000, case 5)."""
    s = log_event(s, ev)
    if _seen != _VERSION[0]:
        _index()
    kind = int(ev.kind)
    rows = s.rows
    cards = s.cards
    zones = s.zones
    listening = _LISTENERS.get(kind, _NONE)
    candidates: list[int] = []
    if listening:
        for p in (0, 1):
            base = p * N_ZONES
            for e in zones[base + PLAY]:
                if cards[e] in listening:
                    candidates.append(e)
            prow = rows[PLAYER_ENTITY[p]]
            for e in (prow[HERO_ENTITY], prow[WEAPON_ENTITY]):
                if e and cards[e] in listening:
                    candidates.append(e)
            for e in zones[base + _SECRET]:
                if cards[e] in listening:
                    candidates.append(e)
            if _REMOTE:
                for z in (_HAND, _DECK):
                    for e in zones[base + z]:
                        if cards[e] in _REMOTE and cards[e] in listening:
                            candidates.append(e)
        for e in s.enchantments:
            if cards[e] in listening:
                candidates.append(e)
    matched: list[Queued] = []
    if kind == _PLAY_CARD and ev.entity in candidates:
        candidates.remove(ev.entity)  # a minion takes its slot before these fire, but never reacts to itself
    if candidates:
        if s.dirty:
            s = refresh(s)  # only zones were read so far; conditions read computed values
            rows = s.rows
        candidates.sort()
        for e in candidates:
            r = rows[e]
            if r[SILENCED]:
                continue
            d = CARDS[cards[e]]
            ctrl = r[CONTROLLER]
            zone = r[ZONE]
            for i, t in enumerate(d.triggers):
                if t.on != kind or zone not in t.zones:
                    continue
                if t.secret and s.current == ctrl:
                    continue
                if t.condition is not None and not test(s, t.condition, Ctx(e, ctrl, 0, ev), e):
                    continue
                matched.append(Queued(e, i, ev))
    if kind == _DEATH and not rows[ev.entity][SILENCED]:
        dead = ev.entity
        if CARDS[cards[dead]].deathrattle is not None:
            matched.append(Queued(dead, DEATHRATTLE, ev))
        for x in s.enchantments:
            if rows[x][ATTACHED] == dead and CARDS[cards[x]].deathrattle is not None:
                matched.append(Queued(x, DEATHRATTLE, ev))
        matched.sort(key=lambda q: q.owner)
    if not matched:
        return s
    return with_queue(s, s.queue + tuple(matched))


def still_listening(s: GameState, q: Queued, d: CardDef) -> bool:
    """Returns whether a queued trigger may still fire (re-check on dequeue): the owner is still where
    the trigger listens, not silenced, an enchantment is still attached, a secret's condition still holds."""
    if q.reaction == DEATHRATTLE:
        return True
    r = s.rows[q.owner]
    if r[SILENCED]:
        return False
    t = d.triggers[q.reaction]
    if r[ZONE] not in t.zones:
        return False
    if d.mods is not None and not r[ATTACHED]:
        return False
    # A secret looks again: one that no longer applies (its minion already died) stays unrevealed.
    return not (t.secret and t.condition is not None
                and not test(s, t.condition, Ctx(q.owner, r[CONTROLLER], 0, q.event), q.owner))
