"""The step: validate, apply the action's reducer, fold to a fixed point, report.

`step(state, action)` is the only way a game moves. A refused action is a `Failure(Rejected)` and the
state is untouched (it is a value; nothing could touch it).
"""

from __future__ import annotations

from returns.result import Failure, Result, Success

from hsfp.core.actions import (
    Action,
    Attack,
    Choose,
    Concede,
    EndTurn,
    HeroPower,
    Mulligan,
    PlayCard,
    Rejected,
    Transition,
)
from hsfp.core.state import Ctx, GameState, Run, cons_to_tuple
from reducers.attack import begin_attack
from reducers.base import push
from reducers.fold import Watcher, fold
from reducers.legal import validate
from reducers.play import begin_hero_power, begin_play
from reducers.turn import apply_mulligan, begin_end_turn, concede

_EMPTY: tuple[()] = ()


def apply(s: GameState, action: Action) -> GameState:
    """Returns the state with a validated action's work pushed (or, for choices, applied)."""
    if isinstance(action, EndTurn):
        return begin_end_turn(s)
    if isinstance(action, PlayCard):
        return begin_play(s, action.card, action.target or 0,
                          -1 if action.position is None else action.position,
                          -1 if action.choice is None else action.choice)
    if isinstance(action, Attack):
        return begin_attack(s, action.attacker, action.defender)
    if isinstance(action, HeroPower):
        return begin_hero_power(s, s.current, action.target or 0)
    if isinstance(action, Mulligan):
        return apply_mulligan(s, action.replace)
    if isinstance(action, Choose):
        return _answer(s, action.option)
    assert isinstance(action, Concede)
    p = s.pending.player if s.pending is not None else s.current
    return concede(s, p)


def _answer(s: GameState, option: int) -> GameState:
    pending = s.pending
    assert pending is not None and pending.ctx is not None and pending.resume is not None
    ctx: Ctx = pending.ctx
    s = s._replace(pending=None)
    tasks = [Run(pending.resume, ctx._replace(target=option))]
    if pending.rest is not None:
        tasks += [Run(pending.rest, ctx._replace(target=o)) for o in pending.options if o != option]
    return push(s, *tasks)


def step(state: GameState, action: Action, watch: Watcher | None = None) -> Result[Transition, Rejected]:
    """Returns the transition an action makes from a state, or why it is refused (`watch` sees each item
    the fold runs)."""
    problem = validate(state, action)
    if problem is not None:
        return Failure(problem)
    s = _with_logs(state, _EMPTY, _EMPTY)
    s = fold(apply(s, action), watch)
    return Success(Transition(_with_logs(s, None, None), cons_to_tuple(s.log), cons_to_tuple(s.draws)))


def _with_logs(s: GameState, log: tuple[()] | None, draws: tuple[()] | None) -> GameState:
    # a step's event and draw logs live in the state only while it runs
    return tuple.__new__(GameState, (*s[:15], log, draws, s[17]))
