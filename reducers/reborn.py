"""What a death leaves behind for later: Reborn, and the turn a minion died on.

Reborn (docs/rulings.md): a minion that dies with Reborn (intrinsic, so a silence takes it away) comes
back after every deathrattle of its death phase, whatever the order of play, as a new entity of its card
with 1 Health (its maximum Health kept: it is damaged), its printed Attack, no enchantments and no
Reborn, at the position it died in, for whoever controlled it then. It is a summon, never a play; on a
full board nothing comes back. A minion that dies with an enchantment printed with Reborn (Persisting
Horror, a Dark Gift: "Reborn. Is Reborn with full Health and enchantments") comes back the same way but
at full Health and with a copy of each enchantment it died with, that one aside: its Reborn is spent.
The enchantments it died with stay, detached, naming it (`Tag.ATTACHED`) until it comes back.

The death phase writes the turn number on each minion that dies (`Tag.DIED_ON_TURN`), which
`DiedWithin` reads ("if a friendly Undead died after your last turn").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.events import event
from hsfp.core.state import REBORN, Ctx, GameState, Queued, Rows
from hsfp.core.tags import EventKind, Tag, column, full_row, rare
from reducers import board as board_ops
from reducers.base import (
    ATTACHED,
    CARDTYPE,
    DAMAGE,
    ENCHANTMENT,
    ENCHANTMENT_NUMBERS,
    SETASIDE,
    SILENCED,
    Handler,
    board,
    create,
    set_tags,
    set_tags_many,
    with_queue,
)
from reducers.enchant import attach

_REBORN: Final = column(Tag.REBORN)
_HEALTH: Final = column(Tag.HEALTH)
_DIED_ON_TURN: Final = column(Tag.DIED_ON_TURN)
#: The effect a queued Reborn runs, from the dead minion.
REBORN_EFFECT: Final = dsl.RebornSummon()
#: The queued Reborn's amount when the minion comes back at full Health with its enchantments.
_FULL: Final = 1


def queue_reborn(s: GameState, rows: Rows, dying: Sequence[tuple[int, int, int]],
                 live: tuple[int, ...] = ()) -> GameState:
    """Returns the state with a Reborn queued, after everything the deaths queued, for each minion of a
    death phase (entity, controller, board position) that had Reborn when it died (`rows`: before; `live`:
    the enchantments then)."""
    reborn: list[Queued] = []
    for e, p, pos in dying:
        if not pos:
            continue
        kept = tuple([x for x in live if rows[x][ATTACHED] == e]) if live else ()
        horror = bool(kept) and any(rare(rows[x], _REBORN) for x in kept)
        if horror:
            # the amount marks a Reborn at full Health with the enchantments, which keep naming their host
            s = set_tags_many(s, [(x, ((ATTACHED, e),)) for x in kept])
            reborn.append(Queued(e, REBORN, event(EventKind.DEATH, e, 0, 0, p, _FULL, 0, pos)))
        elif rare(rows[e], _REBORN) and not rows[e][SILENCED]:
            reborn.append(Queued(e, REBORN, event(EventKind.DEATH, e, 0, 0, p, 0, 0, pos)))
    return with_queue(s, s.queue + tuple(reborn)) if reborn else s


def _reborn_summon(s: GameState, e: dsl.RebornSummon, ctx: Ctx) -> GameState:
    ev = ctx.event
    dead = ctx.source
    position = ev.position - 1 if ev is not None and ev.position else None
    full = ev is not None and ev.amount == _FULL
    kept = _died_with(s, dead) if full else ()
    if full:
        s = set_tags_many(s, [(x, ((ATTACHED, 0),)) for x in kept])  # the dead minion's enchantments are gone for good
    if len(board(s, ctx.controller)) >= s.rules.board_size:
        return s  # a full board: nothing comes back
    s, m = create(s, s.cards[dead], ctx.controller, SETASIDE)
    s = set_tags(s, m, ((_REBORN, 0),) if full else ((_REBORN, 0), (DAMAGE, max(0, s.rows[m][_HEALTH] - 1))))
    for x in kept:
        if not rare(s.rows[x], _REBORN):  # the Reborn enchantment itself is spent
            values = tuple((t, v) for t in ENCHANTMENT_NUMBERS if (v := full_row(s.rows[x])[t]))
            s = attach(s, m, s.cards[x], ctx.controller, m, values)
    return board_ops.place(s, m, ctx.controller, position, dead)


def _died_with(s: GameState, dead: int) -> tuple[int, ...]:
    """Returns the enchantments a minion that died to come back with them had (made after it)."""
    rows = s.rows
    live = frozenset(s.enchantments)
    return tuple(x for x in range(dead + 1, len(rows))
                 if rows[x][ATTACHED] == dead and rows[x][CARDTYPE] == ENCHANTMENT and x not in live)


def death_mark(s: GameState) -> tuple[int, int]:
    """Returns the tag write, as (column, value), that marks a minion dying now with the turn it died on."""
    return _DIED_ON_TURN, s.turn


def _died_within(s: GameState, c: dsl.DiedWithin, ctx: Ctx, e: int) -> bool:
    died = s.rows[e][_DIED_ON_TURN]
    return bool(died and died >= s.turn - c.turns)


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {dsl.RebornSummon: _reborn_summon}

#: The tests of this module's conditions, for the query tables.
TESTS: Final[dict[type, Callable[[GameState, Any, Ctx, int], bool]]] = {dsl.DiedWithin: _died_within}
