"""The fold: run the work stack and the trigger queue to a fixed point (seed 000 ch. 4-5).

Loop: stop if the game is over or a choice is pending; run the top work item. A rules procedure pushes
its phases each followed by `Settle`, which pops the oldest queued trigger (re-checked: may it still
fire?) and runs it before settling again, and, once the queue is empty, runs a death phase; deaths queue
their deathrattles and settle again. Layered values are recomputed before every item. Guards on work
(items, and each turn of an item's own loop), triggers and death phases end a runaway loop in a forced
draw; their limits come from the ruleset but never exceed the engine's maxima.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, Protocol

from hsfp.core.registry import CARDS
from hsfp.core.state import (
    CONTROL,
    DEATHRATTLE,
    MAX_DEATH_ROUNDS,
    MAX_TRIGGER_LIMIT,
    MAX_WORK_LIMIT,
    REBORN,
    SETTLE,
    Builtin,
    GameState,
    Pending,
    Queued,
    RewindPoint,
    Rules,
    Run,
    Task,
    full_ctx,
    guard_limit,
    run_item,
)
from hsfp.core.tags import DrawReason, Status
from reducers import attack as _attack  # noqa: F401  (registers its phases)
from reducers import hero_cards as _hero_cards  # noqa: F401
from reducers import locations as _locations  # noqa: F401
from reducers import play as _play  # noqa: F401
from reducers import turn as _turn  # noqa: F401
from reducers.auras import refresh
from reducers.base import CONTROLLER, with_queue, with_work
from reducers.board import reveal_secret
from reducers.deaths import death_phase, forced_draw
from reducers.effects import run_counted
from reducers.reborn import REBORN_EFFECT
from reducers.rewind import offer_rewind
from reducers.triggers import still_listening
from reducers.work import BUILTINS

_OVER: Final = int(Status.OVER)


def _next_trigger(s: GameState) -> tuple[GameState, Task | None]:
    """Returns the state with the oldest queued trigger taken off the queue and, if it may still fire,
    its effect, the work to run next (None: it did not fire)."""
    q = s.queue[0]
    s = with_queue(s, s.queue[1:])
    d = CARDS[s.cards[q.owner]]
    if not still_listening(s, q, d):
        return s, None
    controller = s.rows[q.owner][CONTROLLER]
    if q.reaction == REBORN:
        # Reborn: the dead minion comes back for whoever controlled it when it died
        return s, run_item(REBORN_EFFECT, full_ctx(q.owner, q.event.player, 0, q.event, -1, False))
    if q.reaction == DEATHRATTLE:
        effect = d.deathrattle
        controller = q.event.player  # whoever controlled the minion when it died
    else:
        trigger = d.triggers[q.reaction]
        effect = trigger.effect
        if trigger.secret:
            s = reveal_secret(s, q.owner)  # revealed first, and spent even if its effect then fails
    if effect is None:
        return s, None
    return s, run_item(effect, full_ctx(q.owner, controller, 0, q.event, -1, False))


class ItemKind(StrEnum):
    """What one item of the fold was, as a `Watcher` sees it."""

    RUN = "run"  # a work item of the card language (detail: the Run)
    PHASE = "phase"  # a phase of a rules procedure (detail: the Builtin)
    TRIGGER = "trigger"  # the oldest queued trigger, taken off the queue (detail: (Queued, fired))
    DEATHS = "deaths"  # a death phase (detail: whether anything died)
    FORCED = "forced"  # a guard ended the game in a draw (detail: the DrawReason)


class Watcher(Protocol):
    """Sees each item the fold runs, with the states before and after it (for tracing a step's events into
    blocks); the fold does the same work with or without one."""

    def top(self, s: GameState) -> None:
        """Called at the top of each round of the loop."""

    def item(self, kind: ItemKind, detail: object, depth: int, before: GameState, after: GameState) -> None:
        """Called after an item ran: its kind, its detail (see `ItemKind`) and the depth of the work stack
        the item ran at."""


_RUN, _PHASE = ItemKind.RUN, ItemKind.PHASE
#: The kinds of work item, as statics of the compiled build (a class name is otherwise looked up in the
#: module's globals on every round of the loop).
_RUN_ITEM: Final = Run
_STATE: Final = GameState
_PHASE_ITEM: Final = Builtin
_REWIND_ITEM: Final = RewindPoint


#: The guard limits of the last ruleset seen (by identity: one ruleset serves a whole game), as one
#: (rules, limits) pair replaced whole.
_limits_memo: Final[list[tuple[object, tuple[int, int, int]]]] = [(None, (0, 0, 0))]


def _limits(rules: Rules) -> tuple[int, int, int]:
    """Returns the work, trigger and death-round limits the fold applies under a ruleset."""
    seen, limits = _limits_memo[0]
    if seen is rules:
        return limits
    limits = (guard_limit(rules.work_limit, MAX_WORK_LIMIT), guard_limit(rules.trigger_limit, MAX_TRIGGER_LIMIT),
              guard_limit(rules.death_rounds_limit, MAX_DEATH_ROUNDS))
    _limits_memo[0] = (rules, limits)
    return limits


def fold(s: GameState, watch: Watcher | None = None, tasks: tuple[Task, ...] = ()) -> GameState:
    """Returns the state with all pending work done, or stopped at a pending choice or game over; `tasks`:
    work to push first, the first to run first (as `push` takes it: an action's phases, without a state
    made to hold them)."""
    seen_rules, limits = _limits_memo[0]  # `_limits`' memo probed here first: one ruleset serves a game
    if seen_rules is not s.rules:
        limits = _limits(s.rules)
    # While the fold runs, the work stack lives in this list, private to the call, and every item sees a
    # state with an empty stack: what it pushes is its state's stack afterwards, moved onto the list, so
    # taking an item off builds no state. The list is frozen back into the state at every exit (and for a
    # watcher), so no caller ever sees it.
    stack = list(tasks)
    stack.reverse()  # the first to run on top
    pushed = s.work
    if pushed:
        stack[:0] = pushed  # under the tasks
        s = with_work(s, ())
    if watch is not None:
        return _watched(s, stack, limits, watch)
    # Without a watcher, as `_watched` runs it item for item (a property test holds them equal): the state's
    # fields are read once per state, and the items that leave the state as it was (a Settle with nothing
    # to settle, a phase with nothing to do) run in the inner loop without reading them again.
    work_limit, trigger_limit, death_rounds_limit = limits
    items = triggers = death_rounds = 0
    builtins = BUILTINS
    work: tuple[Task, ...]
    queue: tuple[Queued, ...]
    pending: Pending | None
    status: int
    dirty: int
    doomed: bool
    while True:
        work, queue, pending, _, _, _, status, _, dirty, _, _, _, doomed = s[CONTROL]  # type: ignore[assignment, misc]
        if dirty:
            s = refresh(s)  # changes the rows, the modded list and the flags, nothing else read here
            doomed = s.doomed
        if status == _OVER and items:
            stack.clear()  # an item of this fold ended the game, which empties the stack (`game_over`)
        if work:  # what the last item pushed: onto the list, the first to run on top
            stack.extend(work)
            s = with_work(s, ())
        if status == _OVER or pending is not None:
            return _frozen(s, stack)
        while True:
            if not stack:
                if not queue and not doomed:
                    return s
                stack.append(SETTLE)
            task = stack[-1]
            items += 1
            if items > work_limit:
                return _forced(_frozen(s, stack), DrawReason.WORK_LIMIT, None)
            if task is SETTLE:
                if not queue and not doomed:  # nothing to settle: the next item runs on the same state
                    stack.pop()
                    continue
            else:
                kind = type(task)
                if kind is _PHASE_ITEM:
                    stack.pop()
                    done = builtins[task.op](s, task.args)  # type: ignore[union-attr]
                    if type(done) is not _STATE:  # the phase started work (`followed_by`), the first on top
                        done, started = done  # type: ignore[misc]  # (GameState, tasks): `PhaseResult`
                        stack.extend(reversed(started))
                    if done is s:
                        continue
                    s = done
                    break
                if kind is _RUN_ITEM:
                    stack.pop()
                    done, loops = run_counted(s, task.effect, task.ctx)  # type: ignore[union-attr]
                    items += loops  # an item's own loop is work too: a huge count meets the guard
                    if done is s:
                        continue
                    s = done
                    break
            # a Settle (or a rewind point, which settles like one)
            if queue:  # the Settle stays on the stack under the trigger's effect: it settles again afterwards
                s, effect = _next_trigger(s)
                if effect is not None:
                    stack.append(effect)
                    triggers += 1
                    if triggers > trigger_limit:
                        return _forced(_frozen(s, stack), DrawReason.TRIGGER_LIMIT, None)
                break
            if doomed:
                s, died = death_phase(s)  # if anything died, the Settle stays to drain its deathrattles
                if died:
                    death_rounds += 1
                    if death_rounds > death_rounds_limit:
                        return _forced(_frozen(s, stack), DrawReason.DEATH_ROUNDS, None)
                else:
                    stack.pop()
                    if type(task) is _REWIND_ITEM:
                        s = offer_rewind(s, task)
                break
            stack.pop()
            if type(task) is _REWIND_ITEM:  # it settled like a Settle: the play is over, the choice is offered
                s = offer_rewind(s, task)
                break


def _watched(s: GameState, stack: list[Task], limits: tuple[int, int, int], watch: Watcher) -> GameState:
    # The fold with a watcher, one item a round: the watcher sees each item with the states before and after
    # it, as the caller would (the private stack frozen back in).
    work_limit, trigger_limit, death_rounds_limit = limits
    items = triggers = death_rounds = 0
    while True:
        if s.dirty:
            s = refresh(s)  # changes the rows, the modded list and the flags, nothing else read here
        if s.status == _OVER and items:
            stack.clear()  # an item of this fold ended the game, which empties the stack (`game_over`)
        if s.work:  # what the last item pushed: onto the list, the first to run on top
            stack.extend(s.work)
            s = with_work(s, ())
        watch.top(_frozen(s, stack))
        if s.status == _OVER or s.pending is not None:
            return _frozen(s, stack)
        if not stack:
            if not s.queue and not s.doomed:
                return s
            stack.append(SETTLE)
            continue
        task = stack[-1]
        items += 1
        if items > work_limit:
            return _forced(_frozen(s, stack), DrawReason.WORK_LIMIT, watch)
        seen = _frozen(s, stack[:-1]) if type(task) is _RUN_ITEM or type(task) is _PHASE_ITEM else _frozen(s, stack)
        if type(task) is _RUN_ITEM:
            stack.pop()
            s, loops = run_counted(s, task.effect, task.ctx)
            items += loops  # an item's own loop is work too: a huge count meets the guard
            _over_clears(s, stack)
            watch.item(_RUN, task, len(seen.work), seen, _frozen(s, stack))
        elif type(task) is _PHASE_ITEM:
            stack.pop()
            done = BUILTINS[task.op](s, task.args)
            if type(done) is _STATE:
                s = done
            else:  # the phase started work (`followed_by`): onto the stack, the first to run on top
                s, started = done  # type: ignore[misc]  # (GameState, tasks): `PhaseResult`
                stack.extend(reversed(started))
            _over_clears(s, stack)
            watch.item(_PHASE, task, len(seen.work), seen, _frozen(s, stack))
        elif s.queue:  # the Settle stays on the stack under the trigger's effect: it settles again afterwards
            s, effect = _next_trigger(s)
            if effect is not None:
                stack.append(effect)
            _over_clears(s, stack)
            watch.item(ItemKind.TRIGGER, (seen.queue[0], effect is not None), len(seen.work), seen,
                       _frozen(s, stack))
            if effect is not None:
                triggers += 1
                if triggers > trigger_limit:
                    return _forced(_frozen(s, stack), DrawReason.TRIGGER_LIMIT, watch)
        elif s.doomed:
            s, died = death_phase(s)  # if anything died, the Settle stays to drain its deathrattles
            _over_clears(s, stack)
            watch.item(ItemKind.DEATHS, died, len(seen.work), seen, _frozen(s, stack))
            if died:
                death_rounds += 1
                if death_rounds > death_rounds_limit:
                    return _forced(_frozen(s, stack), DrawReason.DEATH_ROUNDS, watch)
            elif stack:
                stack.pop()
                if type(task) is _REWIND_ITEM:
                    s = offer_rewind(s, task)
        else:
            stack.pop()
            if type(task) is _REWIND_ITEM:  # it settled like a Settle: the play is over, the choice is offered
                s = offer_rewind(s, task)


def _over_clears(s: GameState, stack: list[Task]) -> None:
    # a watcher sees a finished game with an empty stack (`game_over` empties it), as the fold returns it
    if s.status == _OVER:
        stack.clear()


def _frozen(s: GameState, stack: list[Task]) -> GameState:
    # the state as the fold's callers and watchers see it: the private stack under what was just pushed
    return with_work(s, (*stack, *s.work)) if stack else s


def _forced(s: GameState, why: DrawReason, watch: Watcher | None) -> GameState:
    after = refresh(forced_draw(s, why))
    if watch is not None:
        watch.item(ItemKind.FORCED, why, len(s.work), s, after)
    return after
