"""The step: validate, apply the action's reducer, fold to a fixed point, report.

`step(state, action)` is the only way a game moves. A refused action is a `Failure(Rejected)` and the
state is untouched (it is a value; nothing could touch it).
"""

from __future__ import annotations

from typing import Final

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
    Trade,
    Transition,
    UseLocation,
)
from hsfp.core.events import Event
from hsfp.core.registry import CARDS
from hsfp.core.state import Ctx, GameState, Run, Task, cons_to_tuple, retarget, with_logs
from reducers.attack import attack_tasks
from reducers.base import push
from reducers.fold import Watcher, fold
from reducers.legal import admit
from reducers.locations import begin_use
from reducers.play import hero_power_tasks, play_tasks
from reducers.random_targets import randomized, targets_random
from reducers.rewind import keep, replay, rewind_point, rewinds, rewound
from reducers.trade import begin_trade
from reducers.turn import END_TURN_TASKS, apply_mulligan, concede

_EMPTY: Final[tuple[()]] = ()
#: The action classes, as statics of the compiled build (a class name is otherwise looked up in the
#: module's globals on every use).
_END_TURN_ACTION: Final = EndTurn
_PLAY_CARD: Final = PlayCard
_ATTACK: Final = Attack
_HERO_POWER_ACTION: Final = HeroPower
_TARGETED: Final = (PlayCard, Attack, HeroPower, UseLocation)  # the actions that choose a target


def apply(s: GameState, action: Action, rewindable: bool = True) -> GameState:
    """Returns the state with a validated action's work pushed (or, for choices, applied); a card with
    Rewind played from hand leaves its checkpoint under its phases unless not `rewindable` (played again)."""
    s, tasks = begin(s, action, rewindable)
    return push(s, *tasks) if tasks else s


def begin(s: GameState, action: Action, rewindable: bool = True) -> tuple[GameState, tuple[Task, ...]]:
    """Returns what `apply` makes of a validated action before pushing: the state (choices and concessions
    applied) and the work the action starts, the first to run first (`fold` takes it as its `tasks`)."""
    kind = type(action)  # the commonest kinds by their exact class first; the rest (and subclasses) below
    if kind is _END_TURN_ACTION:
        return s, END_TURN_TASKS
    if kind is _ATTACK:
        if targets_random(s):
            s, action = randomized(s, action)
        attack: Attack = action  # type: ignore[assignment]  # an attack stays one when its target is drawn
        return s, attack_tasks(attack.attacker, attack.defender)
    if kind is _HERO_POWER_ACTION:
        if targets_random(s):
            s, action = randomized(s, action)
        power: HeroPower = action  # type: ignore[assignment]  # a hero power stays one when its target is drawn
        return s, hero_power_tasks(s, s.current, power.target or 0)
    if kind is _PLAY_CARD and not (rewindable and CARDS[s.cards[action.card]].rewind):  # type: ignore[union-attr]
        if targets_random(s):
            s, action = randomized(s, action)
        play: PlayCard = action  # type: ignore[assignment]  # a play stays a play when its target is drawn
        return s, _play_tasks(s, play)
    if isinstance(action, _END_TURN_ACTION):
        return s, END_TURN_TASKS
    under: tuple[Task, ...] = ()  # left under the play's phases
    if rewindable and isinstance(action, _PLAY_CARD) and CARDS[s.cards[action.card]].rewind:
        under = (rewind_point(s, action),)
    if isinstance(action, _TARGETED) and targets_random(s):
        s, action = randomized(s, action)
    if isinstance(action, _PLAY_CARD):
        tasks = _play_tasks(s, action)
        return s, (*tasks, *under) if under else tasks
    if isinstance(action, _ATTACK):
        return s, attack_tasks(action.attacker, action.defender)
    if isinstance(action, HeroPower):
        return s, hero_power_tasks(s, s.current, action.target or 0)
    if isinstance(action, Mulligan):
        return apply_mulligan(s, action.replace), ()
    if isinstance(action, Choose):
        return _answer(s, action.option), ()
    if isinstance(action, Trade):
        return begin_trade(s, action.card), ()
    if isinstance(action, UseLocation):
        return begin_use(s, action.location, action.target or 0), ()
    assert isinstance(action, Concede)
    p = s.pending.player if s.pending is not None else s.current
    return concede(s, p), ()


def _play_tasks(s: GameState, play: PlayCard) -> tuple[Task, ...]:
    # the phases of a play, its optional fields as `play_tasks` takes them (0: no target; -1: none)
    return play_tasks(s, play.card, play.target or 0, -1 if play.position is None else play.position,
                      -1 if play.choice is None else play.choice)


def _answer(s: GameState, option: int) -> GameState:
    pending = s.pending
    assert pending is not None
    point = pending.checkpoint
    if point is not None:  # Rewind: keep the outcome, or make the same play again from before it
        if not rewinds(s, option):
            return keep(s)
        return apply(rewound(s, point), replay(point), rewindable=False)
    assert pending.ctx is not None and pending.resume is not None
    ctx: Ctx = pending.ctx
    s = s._replace(pending=None)
    tasks = [Run(pending.resume, retarget(ctx, option))]
    if pending.rest is not None:
        tasks += [Run(pending.rest, retarget(ctx, o)) for o in pending.options if o != option]
    return push(s, *tasks)


def step(state: GameState, action: object, watch: Watcher | None = None) -> Result[Transition, Rejected]:
    """Returns the transition an action makes from a state, or why it is refused (`watch` sees each item
    the fold runs)."""
    # the action's fields are read once, into a plain-int copy; only the copy is validated and applied
    admitted = admit(state, action)
    if isinstance(admitted, Rejected):
        return Failure(admitted)
    if watch is not None:
        # a watcher compares the logs of the states it sees: they must be values (cons lists)
        s = fold(apply(with_logs(state, _EMPTY, _EMPTY), admitted), watch)
        return Success(Transition(with_logs(s, None, None), cons_to_tuple(s.log), cons_to_tuple(s.draws)))
    return Success(run_logged(state, admitted))


def run_logged(state: GameState, action: Action) -> Transition:
    """Returns the transition an admitted action makes, with the events and random draws it logged."""
    # The events go to a list made for this call: only the states inside the fold refer to it, and the
    # state returned refers to no log at all, so no caller ever sees it grow. Draws stay a cons list.
    events: list[Event] = []
    s, tasks = begin(with_logs(state, events, _EMPTY), action)
    s = fold(s, tasks=tasks)
    return Transition(with_logs(s, None, None), tuple(events), cons_to_tuple(s.draws))
