"""Changes to what is in play: summon, equip, transform, silence, freeze, take control, destroy."""

from __future__ import annotations

from typing import Final

from hsfp.core.dsl import CopyMode
from hsfp.core.registry import CARDS
from hsfp.core.state import GAME_ENTITY, PLAYER_ENTITY, GameState, with_rows
from hsfp.core.tags import (
    LAYERED,
    SILENCEABLE,
    TRANSFORM_KEEPS,
    EventKind,
    Tag,
    card_row,
    column,
    effective_column,
    full_row,
    rare,
)
from reducers.base import (
    ATTACHED,
    CARDTYPE,
    CONTROLLER,
    ENCHANTMENT_NUMBERS,
    EXHAUSTED,
    FROZEN,
    GRAVEYARD,
    HAND,
    MINION,
    NUM_ATTACKS,
    PLAY,
    SECRET_ZONE,
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
from reducers.enchant import attach, detach_all
from reducers.history import count_summon
from reducers.triggers import announce

# the enum members read below, as module constants (docs/compiled.md: read through its class, a member costs more)
_CONTROL_CHANGED: Final = EventKind.CONTROL_CHANGED
_DEATH: Final = EventKind.DEATH
_DESTROYED: Final = EventKind.DESTROYED
_FROZEN: Final = EventKind.FROZEN
_PLAY_CARD: Final = EventKind.PLAY_CARD
_SECRET_REVEALED: Final = EventKind.SECRET_REVEALED
_SILENCE: Final = EventKind.SILENCE
_SUMMON: Final = EventKind.SUMMON
_TRANSFORM: Final = EventKind.TRANSFORM
_WEAPON_EQUIPPED: Final = EventKind.WEAPON_EQUIPPED

_KEEP: Final = tuple(column(t) for t in TRANSFORM_KEEPS)
#: What a FULL or SNAPSHOT copy takes from its own new row rather than from the original.
_IDENTITY: Final = tuple(column(t) for t in (Tag.ZONE, Tag.CONTROLLER, Tag.OWNER, Tag.EXHAUSTED,
                                              Tag.NUM_ATTACKS_THIS_TURN, Tag.NUM_TURNS_IN_PLAY, Tag.TO_BE_DESTROYED,
                                              Tag.ATTACHED, Tag.DRAWN_ON_TURN))
_LAYERED_PAIRS: Final = tuple((column(t), effective_column(t)) for t in LAYERED)
MODDED_: Final = column(Tag.MODDED)
_LAST_SUMMONED: Final = column(Tag.LAST_SUMMONED)
_SILENCE_CLEARS: Final = tuple((column(t), 0) for t in SILENCEABLE)
_PREVIOUS: Final = column(Tag.PREVIOUS_CONTROLLER)
_DAMAGE: Final = column(Tag.DAMAGE)


def summon(s: GameState, card_id: str, p: int, position: int | None, source: int) -> tuple[GameState, int]:
    """Returns the state with a new minion of a card in p's play at a position (None: rightmost), and
    its id; 0 and no change if the board is full (a failed summon is not a death)."""
    if len(board(s, p)) >= s.rules.board_size:
        return s, 0
    s, e = create(s, card_id, p, SETASIDE)
    return place(s, e, p, position, source), e


def place(s: GameState, e: int, p: int, position: int | None, source: int, played: int | None = None) -> GameState:
    """Returns the state with an existing minion put into p's play, exhausted, and the SUMMON event (after
    the PLAY_CARD of a minion played from hand, if `played` is its chosen target: 0 for none)."""
    s = move(s, e, PLAY, position, controller=p, also=((e, ((EXHAUSTED, 1),)), (GAME_ENTITY, ((_LAST_SUMMONED, e),))))
    s = count_summon(s, e, p)
    if played is not None:
        s = announce(s, _PLAY_CARD, e, e, played, p)
    return announce(s, _SUMMON, e, source, 0, p)


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
        s = announce(s, _DEATH, old, source, 0, p)
    if existing:
        e = existing
        s = move(s, e, PLAY)
    else:
        s, e = create(s, card_id, p, PLAY)
    s = set_tag(s, pe, WEAPON_ENTITY, e)
    s = mark_dirty(s)
    return announce(s, _WEAPON_EQUIPPED, e, source, 0, p)


def transform(s: GameState, e: int, card_id: str, source: int) -> GameState:
    """Returns the state with an entity turned into another card: same id and place, the kept tags of
    TRANSFORM_KEEPS, everything else (damage, enchantments, keywords) from the new card."""
    r = s.rows[e]
    if r[ZONE] not in (PLAY, HAND):
        return s
    s = detach_all(s, e)
    new = list(fresh_row(CARDS[card_id], r[CONTROLLER], r[column(Tag.OWNER)], r[ZONE]))
    for t in _KEEP:
        new[t] = r[t]
    s = replace_row(s, e, tuple(new), card_id)
    return announce(s, _TRANSFORM, e, source)


def silence(s: GameState, e: int, source: int) -> GameState:
    """Returns the state with an entity silenced: enchantments, keywords, triggers and auras gone;
    damage, freeze, exhaustion and permanent control kept. Temporary control ends with its enchantment:
    the minion goes back at once to whoever had it before (Shadow Madness)."""
    if s.rows[e][ZONE] != PLAY:
        return s
    back = [rare(s.rows[x], _PREVIOUS) - 1 for x in s.enchantments
            if s.rows[x][ATTACHED] == e and rare(s.rows[x], _PREVIOUS)]
    s = detach_all(s, e)
    s = set_tags(s, e, (*_SILENCE_CLEARS, (SILENCED, 1)))
    s = mark_dirty(s)
    if back:
        # the earliest temporary control names the player who had it before any of them
        s = return_control(s, e, source, back[0])
    return announce(s, _SILENCE, e, source)


def freeze(s: GameState, e: int, source: int) -> GameState:
    """Returns the state with a character frozen."""
    s = set_tag(s, e, FROZEN, 1)
    return announce(s, _FROZEN, e, source)


def take_control(s: GameState, e: int, p: int, source: int, ready: bool = False) -> GameState:
    """Returns the state with p in control of a minion (the owner stays); with p's board full the
    minion is destroyed instead. A stolen minion joins p's side like a new minion: exhausted unless `ready`
    (temporary control) and with no attacks made, so one with Charge may attack at once even if it
    attacked on its owner's last turn."""
    r = s.rows[e]
    if r[ZONE] != PLAY or r[CARDTYPE] != MINION or r[CONTROLLER] == p:
        return s
    if len(board(s, p)) >= s.rules.board_size:
        return set_tag(s, e, TO_BE_DESTROYED, 1)
    s = move(s, e, PLAY, None, controller=p)
    s = set_tags(s, e, ((EXHAUSTED, 0 if ready else 1), (NUM_ATTACKS, 0)))
    return announce(s, _CONTROL_CHANGED, e, source, 0, p)


def return_control(s: GameState, e: int, source: int, to: int | None = None) -> GameState:
    """Returns the state with a minion given back to a player (its owner unless told; destroyed if that
    player's board is full)."""
    r = s.rows[e]
    owner = r[column(Tag.OWNER)] if to is None else to
    if r[ZONE] != PLAY or r[CONTROLLER] == owner:
        return s
    if len(board(s, owner)) >= s.rules.board_size:
        return set_tag(s, e, TO_BE_DESTROYED, 1)
    s = move(s, e, PLAY, None, controller=owner)
    return announce(s, _CONTROL_CHANGED, e, source, 0, owner)


def copy_row(s: GameState, of: int, card_id: str, controller: int, zone: int, mode: CopyMode) -> tuple[int, ...]:
    """Returns the row a copy of an entity starts with (BASE, FULL or SNAPSHOT; seed 000 ch. 13.4). A
    FULL copy starts from the original's own values: what auras give it stays with the original (the
    copy's enchantments and the auras where it stands are applied afresh)."""
    base = fresh_row(CARDS[card_id], controller, controller, zone)
    if mode == CopyMode.BASE:
        return base
    src = full_row(s.rows[of])
    new = list(src)
    for t in _IDENTITY:
        new[t] = base[t]
    for c, now in _LAYERED_PAIRS:
        new[now] = src[now] if mode == CopyMode.SNAPSHOT else src[c]
        if mode == CopyMode.SNAPSHOT:
            new[c] = src[now]
    new[MODDED_] = 0
    return card_row(new)


def copy_enchantments(s: GameState, of: int, to: int, controller: int) -> GameState:
    """Returns the state with copies of every enchantment of one entity attached to another, each with
    the numbers it was given (a buff computed when cast), and the original's damage kept."""
    damage = s.rows[to][_DAMAGE]
    for x in s.enchantments:
        r = full_row(s.rows[x])
        if r[ATTACHED] == of:
            s = attach(s, to, s.cards[x], controller, of, tuple((t, r[t]) for t in ENCHANTMENT_NUMBERS if r[t]))
    # attaching a "set Health" enchantment heals its host; the copy keeps the damage it was copied with
    return set_tag(s, to, _DAMAGE, damage)


def summon_copy(s: GameState, of: int, p: int, position: int | None, source: int,
                mode: CopyMode) -> tuple[GameState, int]:
    """Returns the state with a copy of a minion summoned for p, and its id (0 if the board is full)."""
    if len(board(s, p)) >= s.rules.board_size:
        return s, 0
    card_id = s.cards[of]
    s, e = create(s, card_id, p, SETASIDE)
    s = replace_row(s, e, copy_row(s, of, card_id, p, SETASIDE, mode))
    if mode == CopyMode.FULL:
        s = copy_enchantments(s, of, e, p)
    if mode != CopyMode.BASE:
        s = with_rows(s, s.rows, 0, True)  # copied damage may kill a copy that lacks the original's aura
    return place(s, e, p, position, source), e


def transform_copy(s: GameState, e: int, of: int, source: int, mode: CopyMode) -> GameState:
    """Returns the state with an entity turned into a copy of another, keeping its place and controller."""
    r = s.rows[e]
    if r[ZONE] not in (PLAY, HAND):
        return s
    s = detach_all(s, e)
    card_id = s.cards[of]
    new = list(copy_row(s, of, card_id, r[CONTROLLER], r[ZONE], mode))
    new[column(Tag.OWNER)] = r[column(Tag.OWNER)]
    new[EXHAUSTED] = r[EXHAUSTED]
    s = replace_row(s, e, tuple(new), card_id)
    if mode == CopyMode.FULL:
        s = copy_enchantments(s, of, e, r[CONTROLLER])
    if mode != CopyMode.BASE:
        s = with_rows(s, s.rows, 0, True)  # copied damage may kill a copy that lacks the original's aura
    return announce(s, _TRANSFORM, e, source)


def reveal_secret(s: GameState, e: int) -> GameState:
    """Returns the state with a secret revealed: out of the secret zone into the graveyard."""
    if s.rows[e][ZONE] != SECRET_ZONE:
        return s
    p = s.rows[e][CONTROLLER]
    s = move(detach_all(s, e), e, GRAVEYARD)
    return announce(s, _SECRET_REVEALED, e, e, 0, p)


def destroy(s: GameState, e: int, source: int) -> GameState:
    """Returns the state with an entity in play marked to die in the next death phase; a secret is
    destroyed at once, unrevealed."""
    r = s.rows[e]
    if r[ZONE] == SECRET_ZONE:
        return move(detach_all(s, e), e, GRAVEYARD)
    if r[ZONE] != PLAY:
        return s
    s = set_tag(s, e, TO_BE_DESTROYED, 1)
    return announce(s, _DESTROYED, e, source)


__all__ = ["copy_row", "destroy", "equip", "freeze", "place", "position_right_of", "return_control", "reveal_secret",
           "silence", "summon", "summon_copy", "take_control", "transform", "transform_copy"]
