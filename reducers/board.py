"""Changes to what is in play: summon, equip, transform, silence, freeze, take control, destroy."""

from __future__ import annotations

from hsfp.core.events import Event
from hsfp.core.registry import CARDS
from hsfp.core.state import PLAYER_ENTITY, GameState
from hsfp.core.tags import SILENCEABLE, TRANSFORM_KEEPS, EventKind, Tag
from reducers.base import (
    CARDTYPE,
    CONTROLLER,
    EXHAUSTED,
    FROZEN,
    GRAVEYARD,
    HAND,
    MINION,
    PLAY,
    SETASIDE,
    SILENCED,
    TO_BE_DESTROYED,
    WEAPON_ENTITY,
    ZONE,
    board,
    create,
    fresh_row,
    mark_dirty,
    move,
    replace_row,
    set_tag,
    set_tags,
)
from reducers.enchant import detach_all
from reducers.triggers import emit

_KEEP = tuple(int(t) for t in TRANSFORM_KEEPS)
_SILENCE_CLEARS = tuple((int(t), 0) for t in SILENCEABLE)


def summon(s: GameState, card_id: str, p: int, position: int | None, source: int) -> tuple[GameState, int]:
    """Returns the state with a new minion of a card in p's play at a position (None: rightmost), and
    its id; 0 and no change if the board is full (a failed summon is not a death)."""
    if len(board(s, p)) >= s.rules.board_size:
        return s, 0
    s, e = create(s, card_id, p, SETASIDE)
    return place(s, e, p, position, source), e


def place(s: GameState, e: int, p: int, position: int | None, source: int) -> GameState:
    """Returns the state with an existing minion put into p's play, exhausted, and the SUMMON event."""
    s = move(s, e, PLAY, position, controller=p)
    s = set_tag(s, e, EXHAUSTED, 1)
    return emit(s, Event(EventKind.SUMMON, e, source, 0, p))


def position_right_of(s: GameState, source: int, p: int) -> int | None:
    """Returns the board index just right of a source minion of p in play, else None (rightmost)."""
    b = board(s, p)
    if source in b:
        return b.index(source) + 1
    return None


def equip(s: GameState, card_id: str, p: int, source: int, existing: int = 0) -> GameState:
    """Returns the state with a weapon equipped for p (a new one, or an existing card being played); the
    old weapon is destroyed at once and its deathrattle queued."""
    pe = PLAYER_ENTITY[p]
    old = s.rows[pe][WEAPON_ENTITY]
    if old:
        s = set_tag(s, pe, WEAPON_ENTITY, 0)
        s = detach_all(s, old)
        s = move(s, old, GRAVEYARD)
        s = emit(s, Event(EventKind.DEATH, old, source, 0, p))
    if existing:
        e = existing
        s = move(s, e, PLAY)
    else:
        s, e = create(s, card_id, p, PLAY)
    s = set_tag(s, pe, WEAPON_ENTITY, e)
    s = mark_dirty(s)
    return emit(s, Event(EventKind.WEAPON_EQUIPPED, e, source, 0, p))


def transform(s: GameState, e: int, card_id: str, source: int) -> GameState:
    """Returns the state with an entity turned into another card: same id and place, the kept tags of
    TRANSFORM_KEEPS, everything else (damage, enchantments, keywords) from the new card."""
    r = s.rows[e]
    if r[ZONE] not in (PLAY, HAND):
        return s
    s = detach_all(s, e)
    new = list(fresh_row(CARDS[card_id], r[CONTROLLER], r[int(Tag.OWNER)], r[ZONE]))
    for t in _KEEP:
        new[t] = r[t]
    s = replace_row(s, e, tuple(new), card_id)
    return emit(s, Event(EventKind.TRANSFORM, e, source))


def silence(s: GameState, e: int, source: int) -> GameState:
    """Returns the state with an entity silenced: enchantments, keywords, triggers and auras gone;
    damage, freeze, exhaustion and control kept."""
    if s.rows[e][ZONE] != PLAY:
        return s
    s = detach_all(s, e)
    s = set_tags(s, e, (*_SILENCE_CLEARS, (SILENCED, 1)))
    s = mark_dirty(s)
    return emit(s, Event(EventKind.SILENCE, e, source))


def freeze(s: GameState, e: int, source: int) -> GameState:
    """Returns the state with a character frozen."""
    s = set_tag(s, e, FROZEN, 1)
    return emit(s, Event(EventKind.FROZEN, e, source))


def take_control(s: GameState, e: int, p: int, source: int) -> GameState:
    """Returns the state with p in control of a minion (the owner stays); with p's board full the
    minion is destroyed instead."""
    r = s.rows[e]
    if r[ZONE] != PLAY or r[CARDTYPE] != MINION or r[CONTROLLER] == p:
        return s
    if len(board(s, p)) >= s.rules.board_size:
        return set_tag(s, e, TO_BE_DESTROYED, 1)
    s = move(s, e, PLAY, None, controller=p)
    s = set_tag(s, e, EXHAUSTED, 1)
    return emit(s, Event(EventKind.CONTROL_CHANGED, e, source, 0, p))


def destroy(s: GameState, e: int, source: int) -> GameState:
    """Returns the state with an entity in play marked to die in the next death phase."""
    r = s.rows[e]
    if r[ZONE] != PLAY:
        return s
    s = set_tag(s, e, TO_BE_DESTROYED, 1)
    return emit(s, Event(EventKind.DESTROYED, e, source))


__all__ = ["destroy", "equip", "freeze", "place", "position_right_of", "silence", "summon",
           "take_control", "transform"]
