"""The fold: run the work stack and the trigger queue to a fixed point (seed 000 ch. 4-5).

Loop: stop if the game is over or a choice is pending; run the top work item. A rules procedure pushes
its phases each followed by `Settle`, which pops the oldest queued trigger (re-checked: may it still
fire?) and runs it before settling again, and, once the queue is empty, runs a death phase; deaths queue
their deathrattles and settle again. Layered values are recomputed before every item. Guards on items,
triggers and death phases end a runaway loop in a forced draw.
"""

from __future__ import annotations

from typing import Protocol

from hsfp.core.registry import CARDS
from hsfp.core.state import DEATHRATTLE, SETTLE, Builtin, Ctx, GameState, Run
from hsfp.core.tags import DrawReason, Status
from reducers import attack as _attack  # noqa: F401  (registers its phases)
from reducers import play as _play  # noqa: F401
from reducers import turn as _turn  # noqa: F401
from reducers.auras import refresh
from reducers.base import CONTROLLER, push, with_queue, with_work
from reducers.board import reveal_secret
from reducers.deaths import death_phase, forced_draw
from reducers.effects import run
from reducers.triggers import still_listening
from reducers.work import BUILTINS

_OVER = int(Status.OVER)


def _next_trigger(s: GameState) -> tuple[GameState, bool]:
    """Returns the state with the oldest queued trigger taken off the queue and, if it may still fire,
    its effect pushed; and whether it fired."""
    q = s.queue[0]
    s = with_queue(s, s.queue[1:])
    d = CARDS[s.cards[q.owner]]
    if not still_listening(s, q, d):
        return s, False
    controller = s.rows[q.owner][CONTROLLER]
    if q.reaction == DEATHRATTLE:
        effect = d.deathrattle
        controller = q.event.player  # whoever controlled the minion when it died
    else:
        trigger = d.triggers[q.reaction]
        effect = trigger.effect
        if trigger.secret:
            s = reveal_secret(s, q.owner)  # revealed first, and spent even if its effect then fails
    if effect is None:
        return s, False
    return push(s, Run(effect, Ctx(q.owner, controller, 0, q.event))), True


class Watcher(Protocol):
    """Sees each item the fold runs, with the states before and after it (for tracing a step's events into
    blocks); the fold does the same work with or without one."""

    def top(self, s: GameState) -> None:
        """Called at the top of each round of the loop."""

    def item(self, kind: str, detail: object, depth: int, before: GameState, after: GameState) -> None:
        """Called after an item ran: kind "run", "phase", "trigger", "deaths" or "forced"; the work item,
        the (Queued, fired) pair or the died flag; the depth of the work stack the item ran at."""


def fold(s: GameState, watch: Watcher | None = None) -> GameState:
    """Returns the state with all pending work done, or stopped at a pending choice or game over."""
    rules = s.rules
    items = triggers = death_rounds = 0
    builtins = BUILTINS
    while True:
        if s.dirty:
            s = refresh(s)
        if watch is not None:
            watch.top(s)
        if s.status == _OVER or s.pending is not None:
            return s
        work = s.work
        if not work:
            if s.queue or s.doomed:
                s = with_work(s, (SETTLE,))
                continue
            return s
        task = work[-1]
        items += 1
        if items > rules.work_limit:
            return _forced(s, DrawReason.WORK_LIMIT, watch)
        kind = type(task)
        if kind is Run or kind is Builtin:
            before = with_work(s, work[:-1])
            if kind is Run:
                s = run(before, task.effect, task.ctx)  # type: ignore[union-attr]
            else:
                s = builtins[task.op](before, task.args)  # type: ignore[union-attr]
            if watch is not None:
                watch.item("run" if kind is Run else "phase", task, len(work) - 1, before, s)
        elif s.queue:
            # the Settle stays on the stack under the trigger's effect: it settles again afterwards
            before = s
            s, fired = _next_trigger(s)
            if watch is not None:
                watch.item("trigger", (before.queue[0], fired), len(work), before, s)
            if fired:
                triggers += 1
                if triggers > rules.trigger_limit:
                    return _forced(s, DrawReason.TRIGGER_LIMIT, watch)
        elif s.doomed:
            before = s
            s, died = death_phase(s)  # if anything died, the Settle stays to drain its deathrattles
            if watch is not None:
                watch.item("deaths", died, len(work), before, s)
            if died:
                death_rounds += 1
                if death_rounds > rules.death_rounds_limit:
                    return _forced(s, DrawReason.DEATH_ROUNDS, watch)
            else:
                s = with_work(s, s.work[:-1])
        else:
            s = with_work(s, work[:-1])


def _forced(s: GameState, why: DrawReason, watch: Watcher | None) -> GameState:
    after = refresh(forced_draw(s, why))
    if watch is not None:
        watch.item("forced", why, len(s.work), s, after)
    return after
