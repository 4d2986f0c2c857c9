"""The death phase (seed 000 ch. 7): snapshot all, move all to the graveyard, then queue the deaths.

Only what is in play can die: a minion that left play before this phase does not. Deaths of one phase
are processed in order of play (when each was put into play), regardless of side; one dying later in
that order still reacts to the deaths before its own. A dead hero ends the game; both dead is a draw.
"""

from __future__ import annotations

from typing import Any, Final

from hsfp.core.events import event
from hsfp.core.state import DRAW_RESULT, PLAYER_ENTITY, GameState
from hsfp.core.tags import N_ZONES, DrawReason, EventKind, PlayState, Status, Tag, column, rare
from reducers import corpses, reborn
from reducers.auras import refresh
from reducers.base import (
    ATK_NOW,
    CARDTYPE,
    DAMAGE,
    DURABILITY_NOW,
    GRAVEYARD,
    HEALTH_NOW,
    HERO_ENTITY,
    LOCATION,
    PLAY,
    PLAY_ORDER,
    TO_BE_DESTROYED,
    WEAPON_ENTITY,
    board,
    log_event,
    move,
    set_tag,
    with_flags,
)
from reducers.enchant import detach_all
from reducers.triggers import emit

# the enum members read below, as module constants (docs/compiled.md: read through its class, a member costs more)
_DEATH: Final = EventKind.DEATH
_FORCED_DRAW: Final = EventKind.FORCED_DRAW
_GAME_OVER: Final = EventKind.GAME_OVER

_PLAYSTATE: Final = column(Tag.PLAYSTATE)
_MINIONS_DIED: Final = column(Tag.MINIONS_DIED)
_NO_CORPSE: Final = column(Tag.LEAVES_NO_CORPSE)
_P0, _P1 = PLAYER_ENTITY


def death_phase(s: GameState) -> tuple[GameState, bool]:
    """Returns the state after one death phase, and whether anything died (its DEATH events queued the
    deathrattles; the caller settles again)."""
    if not s.doomed:
        return s, False
    if s.dirty:
        s = refresh(s)
    rows = s.rows
    h0 = rows[rows[_P0][HERO_ENTITY]]  # `_dead_hero` of both, inline
    h1 = rows[rows[_P1][HERO_ENTITY]]
    if h0[HEALTH_NOW] - h0[DAMAGE] <= 0 or h1[HEALTH_NOW] - h1[DAMAGE] <= 0:
        return game_over(s, tuple(p for p in (0, 1) if _dead_hero(rows, p))), False
    dying: list[tuple[int, int, int]] = []  # (entity, controller, board position 1-based or 0)
    zones = s.zones
    for p in (0, 1):
        for i, m in enumerate(zones[p * N_ZONES + PLAY]):  # the board
            r = rows[m]
            if r[TO_BE_DESTROYED] or r[HEALTH_NOW] - r[DAMAGE] <= 0:
                dying.append((m, p, i + 1))
        w = rows[PLAYER_ENTITY[p]][WEAPON_ENTITY]
        if w:
            r = rows[w]
            if r[TO_BE_DESTROYED] or r[DURABILITY_NOW] - r[DAMAGE] <= 0:
                dying.append((w, p, 0))
    s = with_flags(s, s.dirty, False)
    if not dying:
        return s, False
    dying.sort(key=lambda d: (rows[d[0]][PLAY_ORDER], d[0]))
    if any([rows[e][CARDTYPE] == LOCATION for e, _, _ in dying]):
        # a location out of Durability (or destroyed) goes without dying: no minion died, no death event
        for e, _, _ in dying:
            if rows[e][CARDTYPE] == LOCATION:
                s = detach_all(move(s, e, GRAVEYARD), e)
        dying = [d for d in dying if rows[d[0]][CARDTYPE] != LOCATION]
        if not dying:
            return s, True
    # Corpses, Reborn, the turn of death: counted against the boards as they were before anything died
    before = (board(s, 0), board(s, 1))
    for e, p, pos in dying:
        pe = PLAYER_ENTITY[p]
        if pos:
            if not rare(rows[e], _NO_CORPSE):
                s = corpses.gain(s, p, 1, before[p])
            # the player's count and the turn of death are written with the move: one new state
            s = move(s, e, GRAVEYARD, also=((pe, ((_MINIONS_DIED, s.rows[pe][_MINIONS_DIED] + 1),)),
                                            (e, (reborn.death_mark(s),))))
        else:
            s = move(s, e, GRAVEYARD, also=((pe, ((WEAPON_ENTITY, 0),)),))
    # Deaths are queued with their enchantments still on (an enchantment may carry a deathrattle), then
    # the enchantments go.
    later = tuple([e for e, _, _ in dying])
    for i, (e, p, pos) in enumerate(dying):
        # the amount is the Attack it died with (auras and enchantments included): "give this minion's
        # Attack" reads the death snapshot, its enchantments being gone when its Deathrattle runs
        s = emit(s, event(_DEATH, e, 0, 0, p, rows[e][ATK_NOW] if pos else 0, 0, pos), later[i + 1:])
    live = s.enchantments  # before they go: a Persisting Horror's Reborn takes them over
    for e, _, _ in dying:
        s = detach_all(s, e)
    return reborn.queue_reborn(s, rows, dying, live), True


def _dead_hero(rows: Any, p: int) -> bool:
    r = rows[rows[PLAYER_ENTITY[p]][HERO_ENTITY]]
    return bool(r[HEALTH_NOW] - r[DAMAGE] <= 0)


def game_over(s: GameState, losers: tuple[int, ...]) -> GameState:
    """Returns the state with the game ended: the losers lose, both losing is a draw."""
    draw = len(losers) == 2
    for p in (0, 1):
        st = PlayState.TIED if draw else (PlayState.LOST if p in losers else PlayState.WON)
        s = set_tag(s, PLAYER_ENTITY[p], _PLAYSTATE, int(st))
    winner = DRAW_RESULT if draw else 1 - losers[0]
    s = s._replace(status=int(Status.OVER), winner=winner, work=(), queue=(), pending=None)
    return log_event(s, event(_GAME_OVER, 0, 0, 0, -1 if draw else winner))


def forced_draw(s: GameState, why: DrawReason) -> GameState:
    """Returns the state with the game ended in a draw (a runaway loop or the turn limit); the FORCED_DRAW
    event's amount says why."""
    s = game_over(s, (0, 1))
    return log_event(s, event(_FORCED_DRAW, 0, 0, 0, -1, int(why)))

