"""Corpses: a Death Knight's resource, kept on the player's row (`Tag.CORPSES`).

A Death Knight gains one Corpse each time a friendly minion dies (counted in the death phase, whoever's
turn it is), except a minion printed `LEAVES_NO_CORPSE` (the Risen tokens raised from Corpses); a player
of another class gains none, from deaths or from cards (docs/rulings.md). While
the player has a minion in play whose printed `DOUBLE_CORPSES` is not silenced (Falric), every gain is
doubled (several of them: still twice). Cards spend Corpses: a fixed number or nothing, up to a number
(the rest reads how many), or one for each token raised.
"""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.state import PLAYER_ENTITY, Ctx, GameState, Run
from hsfp.core.tags import CardClass, Tag, column, rare
from reducers import board as board_ops
from reducers.base import HERO_ENTITY, SILENCED, Counted, Handler, board, mark_dirty, push, set_tag
from reducers.binding import bind
from reducers.query import amount_r

CORPSES: Final = column(Tag.CORPSES)
_CLASS: Final = column(Tag.CLASS)
_DOUBLE: Final = column(Tag.DOUBLE_CORPSES)
_DEATH_KNIGHT: Final = int(CardClass.DEATHKNIGHT)


def gains_corpses(s: GameState, p: int) -> bool:
    """Returns whether p gains Corpses at all: p's hero is a Death Knight."""
    rows = s.rows
    return bool(rows[rows[PLAYER_ENTITY[p]][HERO_ENTITY]][_CLASS] == _DEATH_KNIGHT)


def doubled(s: GameState, p: int, on_board: tuple[int, ...] | None = None) -> bool:
    """Returns whether p's Corpse gains are doubled now (or with the given board): a minion of p's whose
    printed `DOUBLE_CORPSES` is not silenced."""
    rows = s.rows
    return any(rare(rows[m], _DOUBLE) and not rows[m][SILENCED]
               for m in (board(s, p) if on_board is None else on_board))


def gain(s: GameState, p: int, n: int, on_board: tuple[int, ...] | None = None) -> GameState:
    """Returns the state with p's Corpses grown by n (doubled under Falric's rule; nothing for a player who
    is no Death Knight)."""
    if n <= 0 or not gains_corpses(s, p):
        return s
    if doubled(s, p, on_board):
        n *= 2
    pe = PLAYER_ENTITY[p]
    # a player-row tag is no layered value: what scales with it must be computed again
    return mark_dirty(set_tag(s, pe, CORPSES, rare(s.rows[pe], CORPSES) + n))


def corpses(s: GameState, p: int) -> int:
    """Returns p's unspent Corpses."""
    return rare(s.rows[PLAYER_ENTITY[p]], CORPSES)


def spend(s: GameState, p: int, n: int) -> GameState:
    """Returns the state with n of p's Corpses spent (the caller checked there are as many)."""
    pe = PLAYER_ENTITY[p]
    return mark_dirty(set_tag(s, pe, CORPSES, rare(s.rows[pe], CORPSES) - n)) if n > 0 else s


def _gain_corpses(s: GameState, e: dsl.GainCorpses, ctx: Ctx) -> GameState:
    s, n = amount_r(s, e.n, ctx)
    return gain(s, ctx.controller, n)


def _spend_corpses(s: GameState, e: dsl.SpendCorpses, ctx: Ctx) -> GameState:
    if corpses(s, ctx.controller) >= e.n:
        return push(spend(s, ctx.controller, e.n), Run(e.then, ctx))
    return s if e.otherwise is None else push(s, Run(e.otherwise, ctx))


def _spend_up_to(s: GameState, e: dsl.SpendUpToCorpses, ctx: Ctx) -> GameState:
    spent = max(0, min(e.n, corpses(s, ctx.controller)))
    s = spend(s, ctx.controller, spent)
    return push(s, Run(bind(e.then, dsl.SpentCorpses, dsl.SpendUpToCorpses, spent), ctx))


def _raise(s: GameState, e: dsl.RaiseCorpses, ctx: Ctx) -> tuple[GameState, int]:
    p = ctx.controller
    for _ in range(max(0, min(e.n, corpses(s, p)))):
        s, m = board_ops.summon(s, e.card, p, board_ops.position_right_of(s, ctx.source, p), ctx.source)
        if not m:
            break  # a full board: the Corpses left are kept
        s = spend(s, p, 1)
    return s, max(0, e.n - 1)


def _raise_state(s: GameState, e: dsl.RaiseCorpses, ctx: Ctx) -> GameState:
    return _raise(s, e, ctx)[0]


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.GainCorpses: _gain_corpses,
    dsl.SpendCorpses: _spend_corpses,
    dsl.SpendUpToCorpses: _spend_up_to,
    dsl.RaiseCorpses: _raise_state,
}

#: The nodes that loop over a count (the interpreter charges the count to its work guard).
COUNTED: Final[dict[type, Counted]] = {dsl.RaiseCorpses: _raise}

__all__ = ["CORPSES", "COUNTED", "HANDLERS", "corpses", "doubled", "gain", "gains_corpses", "spend"]
