"""The fold: run the work stack and the trigger queue to a fixed point (seed 000 ch. 4-5).

Loop: stop if the game is over or a choice is pending; run the top work item; when the stack is empty
and triggers are queued, drain them and check deaths. Draining pops the oldest queued trigger, checks
that it may still fire, and runs its effect before the next one. Layered values are recomputed before
every item. Guards on the number of items and of triggers end a runaway loop in a forced draw.
"""

from __future__ import annotations

from hsfp.core.registry import CARDS
from hsfp.core.state import DEATHRATTLE, Builtin, Ctx, Deaths, Drain, GameState, Run
from hsfp.core.tags import Status
from reducers import attack as _attack  # noqa: F401  (registers its phases)
from reducers import play as _play  # noqa: F401
from reducers import turn as _turn  # noqa: F401
from reducers.auras import refresh
from reducers.base import CONTROLLER, push, with_queue, with_work
from reducers.deaths import death_phase, forced_draw
from reducers.effects import run
from reducers.triggers import still_listening
from reducers.work import BUILTINS

_OVER = int(Status.OVER)


def _drain(s: GameState) -> tuple[GameState, bool]:
    queue = s.queue
    if not queue:
        return s, False
    q = queue[0]
    s = with_queue(s, queue[1:])
    s = push(s, Drain())
    d = CARDS[s.cards[q.owner]]
    if not still_listening(s, q, d):
        return s, False
    effect = d.deathrattle if q.index == DEATHRATTLE else d.triggers[q.index].effect
    if effect is None:
        return s, False
    ctx = Ctx(q.owner, s.rows[q.owner][CONTROLLER], 0, q.event)
    return push(s, Run(effect, ctx)), True


def fold(s: GameState) -> GameState:
    """Returns the state with all pending work done, or stopped at a pending choice or game over."""
    rules = s.rules
    items = 0
    triggers = 0
    builtins = BUILTINS
    while True:
        if s.dirty:
            s = refresh(s)
        if s.status == _OVER or s.pending is not None:
            return s
        work = s.work
        if not work:
            if s.queue:
                s = push(s, Drain(), Deaths())
                continue
            return s
        task = work[-1]
        s = with_work(s, work[:-1])
        items += 1
        if items > rules.work_limit:
            return refresh(forced_draw(s, "work limit"))
        kind = type(task)
        if kind is Run:
            s = run(s, task.effect, task.ctx)  # type: ignore[union-attr]
        elif kind is Builtin:
            s = builtins[task.op](s, task.args)  # type: ignore[union-attr]
        elif kind is Drain:
            s, fired = _drain(s)
            if fired:
                triggers += 1
                if triggers > rules.trigger_limit:
                    return refresh(forced_draw(s, "trigger limit"))
        else:
            assert isinstance(task, Deaths)
            s = death_phase(s, task)
