"""What a death leaves behind for later: Reborn, and the turn a minion died on.

Reborn (docs/rulings.md): a minion that dies with Reborn (intrinsic, so a silence takes it away) comes
back after every deathrattle of its death phase, whatever the order of play, as a new entity of its card
with 1 Health (its maximum Health kept: it is damaged), its printed Attack, no enchantments and no
Reborn, at the position it died in, for whoever controlled it then. It is a summon, never a play; on a
full board nothing comes back.

The death phase writes the turn number on each minion that dies (`Tag.DIED_ON_TURN`), which
`DiedWithin` reads ("if a friendly Undead died after your last turn").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pyrsistent import PVector

from hsfp.core import dsl
from hsfp.core.events import Event
from hsfp.core.state import REBORN, Ctx, GameState, Queued
from hsfp.core.tags import EventKind, Tag
from reducers import board as board_ops
from reducers.base import DAMAGE, SETASIDE, SILENCED, Handler, board, create, set_tags, with_queue

_REBORN = int(Tag.REBORN)
_HEALTH = int(Tag.HEALTH)
_DIED_ON_TURN = int(Tag.DIED_ON_TURN)
#: The effect a queued Reborn runs, from the dead minion.
REBORN_EFFECT = dsl.RebornSummon()


def queue_reborn(s: GameState, rows: PVector[tuple[int, ...]], dying: Sequence[tuple[int, int, int]]
                 ) -> GameState:
    """Returns the state with a Reborn queued, after everything the deaths queued, for each minion of a
    death phase (entity, controller, board position) that had Reborn when it died (`rows`: before)."""
    reborn = tuple(Queued(e, REBORN, Event(EventKind.DEATH, e, 0, 0, p, 0, 0, pos))
                   for e, p, pos in dying if pos and rows[e][_REBORN] and not rows[e][SILENCED])
    return with_queue(s, s.queue + reborn) if reborn else s


def _reborn_summon(s: GameState, e: dsl.RebornSummon, ctx: Ctx) -> GameState:
    ev = ctx.event
    dead = ctx.source
    position = ev.position - 1 if ev is not None and ev.position else None
    if len(board(s, ctx.controller)) >= s.rules.board_size:
        return s  # a full board: nothing comes back
    s, m = create(s, s.cards[dead], ctx.controller, SETASIDE)
    s = set_tags(s, m, ((_REBORN, 0), (DAMAGE, max(0, s.rows[m][_HEALTH] - 1))))
    return board_ops.place(s, m, ctx.controller, position, dead)


def died_on_turn(s: GameState, e: int) -> GameState:
    """Returns the state with the turn number written on a minion that dies now."""
    return set_tags(s, e, ((_DIED_ON_TURN, s.turn),))


def _died_within(s: GameState, c: dsl.DiedWithin, ctx: Ctx, e: int) -> bool:
    died = s.rows[e][_DIED_ON_TURN]
    return bool(died and died >= s.turn - c.turns)


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: dict[type, Handler] = {dsl.RebornSummon: _reborn_summon}

#: The tests of this module's conditions, for the query tables.
TESTS: dict[type, Callable[[GameState, Any, Ctx, int], bool]] = {dsl.DiedWithin: _died_within}
