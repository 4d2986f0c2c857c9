"""Enchantments as entities attached to a host: attach, detach, expire (seed 000 ch. 13)."""

from __future__ import annotations

from typing import Final

from hsfp.core.registry import CARDS
from hsfp.core.state import GameState
from hsfp.core.tags import EventKind, Tag, column, rare
from reducers.base import (
    ATTACHED,
    CONTROLLER,
    DAMAGE,
    GRAVEYARD,
    PLAY,
    create,
    set_tag,
    set_tags,
    with_enchantments,
)
from reducers.triggers import announce

# the enum members read below, as module constants (docs/compiled.md: read through its class, a member costs more)
_ENCHANTMENT_ADDED: Final = EventKind.ENCHANTMENT_ADDED

_EXPIRES: Final = column(Tag.EXPIRES_END_OF_TURN)
_CREATOR: Final = column(Tag.CREATOR)
_SET_HEALTH: Final = column(Tag.ENCH_SET_HEALTH)
_TURNS_LEFT: Final = column(Tag.TURNS_LEFT)
_ZONE: Final = column(Tag.ZONE)


def attach(s: GameState, host: int, enchantment: str, controller: int, source: int,
           values: tuple[tuple[int, int], ...] = ()) -> GameState:
    """Returns the state with a new enchantment of a card attached to a host; `values` are tags of the
    enchantment itself (its computed extra changes: ATK, HEALTH, COST, DURABILITY, ENCH_SET_*)."""
    d = CARDS[enchantment]
    s, e = create(s, enchantment, controller, PLAY)
    s = set_tags(s, e, ((ATTACHED, host), (_EXPIRES, 1 if d.this_turn else 0), (_TURNS_LEFT, d.turns),
                        (_CREATOR, source), *values))
    s = with_enchantments(s, (*s.enchantments, e))
    if (d.mods is not None and d.mods.set_health is not None) or any(t == _SET_HEALTH for t, _ in values):
        # "Change Health to N" sets a new maximum at full health.
        s = set_tag(s, host, DAMAGE, 0)
    return announce(s, _ENCHANTMENT_ADDED, e, source, host, controller)


def detach(s: GameState, ench: int) -> GameState:
    """Returns the state with one enchantment removed from its host."""
    s = set_tags(s, ench, ((ATTACHED, 0), (_ZONE, GRAVEYARD)))
    return with_enchantments(s, tuple(x for x in s.enchantments if x != ench))


def detach_all(s: GameState, host: int) -> GameState:
    """Returns the state with every enchantment of a host removed."""
    if not s.enchantments:
        return s  # most states have none: no list to build
    rows = s.rows
    mine = [x for x in s.enchantments if rows[x][ATTACHED] == host]
    for x in mine:
        s = detach(s, x)
    return s


def detach_granting(s: GameState, host: int, keyword: Tag) -> GameState:
    """Returns the state with the enchantments of a host that grant a keyword removed (attacking ends
    Stealth however it was given)."""
    if not s.enchantments:
        return s
    for x in tuple(x for x in s.enchantments if s.rows[x][ATTACHED] == host):
        m = CARDS[s.cards[x]].mods
        if m is not None and keyword in m.grants:
            s = detach(s, x)
    return s


def expire_end_of_turn(s: GameState) -> GameState:
    """Returns the state with every "this turn" enchantment removed, and those lasting some of their
    controller's turns one turn closer to the end (removed at the last)."""
    if not s.enchantments:
        return s
    for x in tuple(x for x in s.enchantments if rare(s.rows[x], _EXPIRES)):
        s = detach(s, x)
    p = s.current
    for x in tuple(x for x in s.enchantments if rare(s.rows[x], _TURNS_LEFT) and s.rows[x][CONTROLLER] == p):
        left = rare(s.rows[x], _TURNS_LEFT) - 1
        s = detach(s, x) if left <= 0 else set_tag(s, x, _TURNS_LEFT, left)
    return s


def leave_hand(s: GameState, card: int) -> GameState:
    """Returns the state with a card's "while in hand" enchantments removed (it is being played)."""
    if not s.enchantments:
        return s
    for x in tuple(x for x in s.enchantments if s.rows[x][ATTACHED] == card and CARDS[s.cards[x]].hand_only):
        s = detach(s, x)
    return s
