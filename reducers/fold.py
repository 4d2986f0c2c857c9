"""The fold: run the work stack and the trigger queue to a fixed point (seed 000 ch. 4-5).

Loop: stop if the game is over or a choice is pending; run the top work item. A rules procedure pushes
its phases each followed by `Settle`, which pops the oldest queued trigger (re-checked: may it still
fire?) and runs it before settling again, and, once the queue is empty, runs a death phase; deaths queue
their deathrattles and settle again. Layered values are recomputed before every item. Guards on items,
triggers and death phases end a runaway loop in a forced draw.
"""

from __future__ import annotations

from hsfp.core.registry import CARDS
from hsfp.core.state import DEATHRATTLE, SETTLE, Builtin, Ctx, GameState, Run
from hsfp.core.tags import Status
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


def fold(s: GameState) -> GameState:
    """Returns the state with all pending work done, or stopped at a pending choice or game over."""
    rules = s.rules
    items = triggers = death_rounds = 0
    builtins = BUILTINS
    while True:
        if s.dirty:
            s = refresh(s)
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
            return refresh(forced_draw(s, "work limit"))
        kind = type(task)
        if kind is Run:
            s = run(with_work(s, work[:-1]), task.effect, task.ctx)  # type: ignore[union-attr]
        elif kind is Builtin:
            s = builtins[task.op](with_work(s, work[:-1]), task.args)  # type: ignore[union-attr]
        elif s.queue:
            # the Settle stays on the stack under the trigger's effect: it settles again afterwards
            s, fired = _next_trigger(s)
            if fired:
                triggers += 1
                if triggers > rules.trigger_limit:
                    return refresh(forced_draw(s, "trigger limit"))
        elif s.doomed:
            s, died = death_phase(s)  # if anything died, the Settle stays to drain its deathrattles
            if died:
                death_rounds += 1
                if death_rounds > rules.death_rounds_limit:
                    return refresh(forced_draw(s, "death phases did not settle"))
            else:
                s = with_work(s, s.work[:-1])
        else:
            s = with_work(s, work[:-1])
