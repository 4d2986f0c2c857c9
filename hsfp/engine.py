"""The game façade: a lifecycle, a dispatch loop and plugins around the pure core (seed 002).

Status: waiting (created) → playing (started) → finished (the game is over), and paused by request.
`dispatch(action)` runs one tick: the action is checked by every plugin rule, applied by the reducer
registered for its type, and its events are handed to the event handlers, which may dispatch more
actions; those are queued and processed in the same tick, iteratively, up to `max_actions_per_tick`.
Only top-level actions (those the caller dispatched after `start`) enter the history: replaying the
history through a new engine with the same plugins re-creates everything the handlers dispatched, and
what the setup phase (`create_game`, `start`) dispatched.

Every call that changes the engine is atomic: the state is a value, so the engine keeps the values it had
before the call and puts them all back if anything raises during it (a handler, a rule check, a reducer's
`BaseException`, the validator, the overflow guard), then re-raises. A dispatch either goes through whole,
with its action in the history, or leaves nothing behind; so the history always replays to the state.
Refusals carry a code: the core's `Code` for its rules, `EngineCode` for the façade's own.

The Hearthstone ruleset is itself a set of plugins (`HEARTHSTONE`): a setup step that deals the game,
and rule validators and reducers per family of actions, wrapping `reducers.legal.validate` and the pure
`hsfp.step`. A user plugin adds rules, action types, handlers and setup steps the same way.

>>> import hsfp
>>> deck = ["VAN_CS2_182"] * 30
>>> engine = hsfp.GameEngine(seed=7).create_game(players=[{"id": "p1", "deck": deck}, {"id": "p2", "deck": deck}])
>>> str(engine.start().status), engine.dispatch(hsfp.Mulligan()).ok, len(engine.history)
('playing', True, 1)
"""

from __future__ import annotations

import secrets
import uuid
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal, NamedTuple

from returns.result import Failure, Result, Success

from hsfp import api
from hsfp.core.actions import (
    Action,
    Attack,
    Choose,
    Code,
    Concede,
    EndTurn,
    HeroPower,
    Mulligan,
    PlayCard,
    Rejected,
    Transition,
)
from hsfp.core.events import Draw, Event
from hsfp.core.state import GameState, Rules
from hsfp.core.tags import EventKind, Status
from hsfp.validation import problems
from reducers.legal import validate
from reducers.setup import DeckError

# ------------------------------------------------------------------------------------- vocabularies


class Validation(StrEnum):
    """When the façade runs the state validator: never, or after every call that changes the state."""

    NONE = "none"
    DEVELOPMENT = "development"
    ALWAYS = "always"


#: What `GameEngine(validation=...)` accepts: a `Validation`, or its value as a string.
ValidationMode = Validation | Literal["none", "development", "always"]


class Phase(StrEnum):
    """The façade call after which the validator found broken invariants."""

    CREATE_GAME = "create_game"
    START = "start"
    DISPATCH = "dispatch"
    RESTORE_SNAPSHOT = "restore_snapshot"


class EngineCode(StrEnum):
    """Why the façade itself refused an action or a call (beside the core's `Code`); stable strings."""

    NOT_CREATED = "not_created"  # no game has been created yet
    ALREADY_CREATED = "already_created"  # create_game on an engine that has a game
    WRONG_STATUS = "wrong_status"  # start, pause or resume in a status that does not allow it
    PLUGINS_LOCKED = "plugins_locked"  # a plugin added after create_game
    NO_SETUP = "no_setup"  # no plugin set up a game state
    NOT_PLAYING = "not_playing"  # a dispatch while the game is not playing
    UNKNOWN_ACTION = "unknown_action"  # no plugin has a reducer for the action's type
    RULE_DENIED = "rule_denied"  # a plugin rule refused without a code of its own
    REDUCER_FAILED = "reducer_failed"  # the reducer raised, or returned something that is not a state


#: A refusal's code: the core's, the façade's, or the one a plugin's `Deny` names.
DenyCode = Code | EngineCode | str


# ------------------------------------------------------------------------------------------- errors


class EngineDestroyedError(RuntimeError):
    """Any use of an engine after `destroy()`."""

    def __init__(self) -> None:
        super().__init__("GameEngine has been destroyed; create a new GameEngine instance")


class LifecycleError(RuntimeError):
    """A call that the engine's status does not allow (create twice, start before create, ...)."""

    def __init__(self, message: str, code: EngineCode) -> None:
        super().__init__(message)
        self.code = code


class ActionQueueOverflowError(RuntimeError):
    """More actions in one tick than `max_actions_per_tick`: a runaway chain of handler dispatches."""

    def __init__(self, limit: int, remaining: int) -> None:
        super().__init__(f"max_actions_per_tick ({limit}) exceeded; {remaining} actions remain in queue")
        self.limit = limit
        self.remaining = remaining


class StateValidationError(RuntimeError):
    """The state validator found broken invariants after a lifecycle call or an action."""

    def __init__(self, phase: Phase, errors: Sequence[str]) -> None:
        super().__init__(f"State validation failed after {phase}: {'; '.join(errors)}")
        self.phase = phase
        self.errors = tuple(errors)


class DuplicateRuleError(ValueError):
    """Two plugins (or one plugin twice) register a rule under the same id."""


# -------------------------------------------------------------------------------------- data types


class GameStatus(StrEnum):
    """Where the façade's game is in its lifecycle."""

    WAITING = "waiting"  # created, not started
    PLAYING = "playing"  # started: actions may be dispatched
    PAUSED = "paused"  # paused by request: snapshots and interventions, no dispatch
    FINISHED = "finished"  # the game is over


class LifecycleKind(StrEnum):
    """Events of the façade itself, beside the game's own events."""

    GAME_CREATED = "game_created"
    GAME_STARTED = "game_started"
    GAME_FINISHED = "game_finished"


class Lifecycle(NamedTuple):
    """A lifecycle event: what happened, and to which game."""

    kind: LifecycleKind
    game_id: str


EngineEvent = Event | Lifecycle


@dataclass(frozen=True, slots=True)
class PlayerInit:
    """A player of a new game: id, seat (1-based; the lower seat is player 0), deck and hero."""

    id: str
    seat: int
    deck: tuple[str, ...] = ()
    hero: str = ""
    name: str = ""


class GameSetup(NamedTuple):
    """What setup steps build a game from: the players by seat, the seed and the rules."""

    players: tuple[PlayerInit, ...]
    seed: int
    rules: Rules


@dataclass(frozen=True, slots=True)
class Deny:
    """A rule's refusal: a sentence, and a stable code (reported as `EngineCode.RULE_DENIED` if None)."""

    reason: str
    code: str | None = None


#: A rule validator: None to allow an action, a Deny (or the core's Rejected) to refuse it.
RuleCheck = Callable[[GameState, Any], "Deny | Rejected | None"]
#: An action reducer: (state, action) -> (state, events), a Transition, or a Result of either.
Reducer = Callable[[GameState, Any], Any]
#: A setup step: builds the state (from None) or changes the one earlier steps built.
SetupStep = Callable[[GameSetup, "GameState | None"], GameState]
#: An event handler: sees one event and the engine's context; may dispatch through the context.
Handler = Callable[[EngineEvent, "Context"], None]
#: What a handler listens for: a game event kind, a lifecycle kind, or None for every event.
EventKey = EventKind | LifecycleKind | None


@dataclass(frozen=True, slots=True)
class Rule:
    """A named validator; ids are unique across an engine's plugins."""

    id: str
    check: RuleCheck


@dataclass(frozen=True, eq=False)
class Plugin:
    """What a plugin contributes: rules, reducers for action types, event handlers and a setup step."""

    name: str
    rules: Sequence[Rule] = ()
    actions: Mapping[type, Reducer] = field(default_factory=dict)
    events: Sequence[tuple[EventKey, Handler]] = ()
    setup: SetupStep | None = None


@dataclass(frozen=True, slots=True)
class ProcessedAction:
    """One action processed in a tick: whether it went through, why not, and what it emitted."""

    action: Any
    ok: bool
    top_level: bool
    deny_reason: str | None = None
    deny_code: DenyCode | None = None
    error: str | None = None
    events: tuple[EngineEvent, ...] = ()
    draws: tuple[Draw, ...] = ()


@dataclass(frozen=True, slots=True)
class DispatchResult:
    """The answer to a dispatch: the action's outcome, and everything the tick did."""

    ok: bool
    action: Any
    deny_reason: str | None = None
    deny_code: DenyCode | None = None
    error: str | None = None
    events: tuple[EngineEvent, ...] = ()
    processed_actions: tuple[ProcessedAction, ...] = ()


class HistoryEntry(NamedTuple):
    """A top-level action that went through: its 1-based sequence number and the versions around it."""

    sequence: int
    action: Any
    version_before: int
    version_after: int


class Snapshot(NamedTuple):
    """Everything `restore_snapshot` needs, as values: taking one costs O(1)."""

    state: GameState
    status: GameStatus
    history: tuple[HistoryEntry, ...]
    version: int


class Context:
    """What an event handler may do: read the state and status, dispatch (queued), pause."""

    __slots__ = ("_engine",)

    def __init__(self, engine: GameEngine) -> None:
        self._engine = engine

    @property
    def state(self) -> GameState:
        """Returns the engine's current state."""
        return self._engine.state

    @property
    def status(self) -> GameStatus:
        """Returns the engine's status."""
        return self._engine.status

    @property
    def players(self) -> tuple[PlayerInit, ...]:
        """Returns the players by seat."""
        return self._engine.players

    def dispatch(self, action: object) -> DispatchResult:
        """Returns a placeholder result: the action is queued and runs later in the same tick."""
        return self._engine.dispatch(action)

    def pause(self) -> None:
        """Pauses the game (the actions already queued in this tick still run)."""
        self._engine.pause()


# ------------------------------------------------------------------------------------------- engine

_NOT_CREATED = "Game has not been created yet; call create_game() first"


def _validation_mode(mode: object) -> Validation:
    """Returns the validation mode a value names; a ValueError naming the allowed values otherwise."""
    if isinstance(mode, str):
        try:
            return Validation(mode)
        except ValueError:
            pass
    allowed = ", ".join(m.value for m in Validation)
    given = repr(mode[:40]) if isinstance(mode, str) else f"a {type(mode).__name__}"
    raise ValueError(f"validation must be one of {allowed}, not {given}")


class _Frame(NamedTuple):
    """Every mutable field of an engine, as values: what a call that raises puts back."""

    state: GameState | None
    status: GameStatus
    history: tuple[HistoryEntry, ...]
    version: int
    players: tuple[PlayerInit, ...]
    seed: int | None
    game_id: str
    created: bool
    plugins: tuple[Plugin, ...]
    subscribers: tuple[tuple[EventKey, Handler], ...]
    wiring: tuple[tuple[tuple[str, Rule], ...], dict[type, Reducer], tuple[tuple[EventKey, Handler], ...]]
    queue: tuple[tuple[object, bool], ...]
    tick_events: tuple[EngineEvent, ...]
    tick_processed: tuple[ProcessedAction, ...]
    actions_this_tick: int
    overflow: ActionQueueOverflowError | None
    epoch: int
    in_setup: bool
    processing: bool


class GameEngine:
    """A game with a lifecycle, plugins, a dispatch loop, a history and snapshots (seed 002)."""

    def __init__(self, seed: int | None = None, max_actions_per_tick: int = 1000,
                 validation: ValidationMode = Validation.ALWAYS, *, ruleset: Sequence[Plugin] | None = None,
                 validator: Callable[[GameState], list[str]] = problems) -> None:
        mode = _validation_mode(validation)
        if max_actions_per_tick < 1:
            raise ValueError("max_actions_per_tick must be at least 1")
        self.config_seed = seed
        self.max_actions_per_tick = max_actions_per_tick
        self.validation: Validation = mode
        self._validator = validator
        self._plugins: list[Plugin] = list(HEARTHSTONE if ruleset is None else ruleset)
        self._subscribers: list[tuple[EventKey, Handler]] = []
        self._rules: tuple[tuple[str, Rule], ...] = ()
        self._reducers: dict[type, Reducer] = {}
        self._handlers: tuple[tuple[EventKey, Handler], ...] = ()
        self._destroyed = False
        self._created = False
        self._in_setup = False
        self._processing = False
        self._queue: deque[tuple[object, bool]] = deque()
        self._tick_events: list[EngineEvent] = []
        self._tick_processed: list[ProcessedAction] = []
        self._actions_this_tick = 0
        # Set when a handler queues past the limit: re-raised after the handler, so catching it does not help.
        self._overflow: ActionQueueOverflowError | None = None
        self._epoch = 0  # bumped by every restore, so an action interrupted by one stops where it is
        self._state: GameState | None = None
        self._status = GameStatus.WAITING
        self._history: tuple[HistoryEntry, ...] = ()
        self._version = 0
        self._players: tuple[PlayerInit, ...] = ()
        self.seed: int | None = None
        self.game_id = ""
        self._context = Context(self)

    # ------------------------------------------------------------------------------------ reading

    @property
    def state(self) -> GameState:
        """Returns the current state of the game."""
        self._alive()
        if self._state is None:
            raise LifecycleError(_NOT_CREATED, EngineCode.NOT_CREATED)
        return self._state

    @property
    def status(self) -> GameStatus:
        """Returns the lifecycle status (waiting until a game is created and started)."""
        self._alive()
        return self._status

    @property
    def history(self) -> tuple[HistoryEntry, ...]:
        """Returns the top-level actions that went through, in order."""
        self._alive()
        return self._history

    @property
    def actions(self) -> tuple[Any, ...]:
        """Returns the actions of the history, in order (what a replay dispatches)."""
        return tuple(h.action for h in self.history)

    @property
    def version(self) -> int:
        """Returns the state version: how many state changes the game has had."""
        self._alive()
        return self._version

    @property
    def players(self) -> tuple[PlayerInit, ...]:
        """Returns the players by seat (player 0 first)."""
        self._alive()
        return self._players

    @property
    def plugins(self) -> tuple[Plugin, ...]:
        """Returns the plugins in use, the ruleset's first."""
        self._alive()
        return tuple(self._plugins)

    @property
    def winners(self) -> tuple[str, ...]:
        """Returns the ids of the players who won (empty for a draw or a game still running)."""
        w = api.winner(self.state)
        return () if w is None else (self._players[w].id,)

    def legal_actions(self) -> tuple[Action, ...]:
        """Returns the legal core actions of whoever must act now."""
        return api.legal_actions(self.state)

    # -------------------------------------------------------------------------------- lifecycle

    def use(self, plugin: Plugin) -> GameEngine:
        """Returns the engine with a plugin added (before `create_game`)."""
        self._alive()
        if self._created:
            raise LifecycleError("Plugins must be added before create_game()", EngineCode.PLUGINS_LOCKED)
        if any(p.name == plugin.name for p in self._plugins):
            raise ValueError(f"Plugin '{plugin.name}' is already in use")
        self._plugins.append(plugin)
        return self

    def subscribe(self, handler: Handler, on: EventKey = None) -> Callable[[], None]:
        """Returns a function that unsubscribes: the handler sees every event (or those of one kind)."""
        self._alive()
        entry = (on, handler)
        self._subscribers.append(entry)
        return lambda: self._subscribers.remove(entry) if entry in self._subscribers else None

    def create_game(self, players: Sequence[Mapping[str, Any] | PlayerInit], seed: int | None = None,
                    rules: Rules | None = None, game_id: str | None = None) -> GameEngine:
        """Returns the engine with a game created (status waiting): plugins wired, setup steps run."""
        self._alive()
        if self._created:
            raise LifecycleError("Game already created; create a new GameEngine instance instead",
                                 EngineCode.ALREADY_CREATED)
        if not players:
            raise ValueError("Cannot create a game with no players")
        parsed = _parse_players(players)
        if seed is None:
            seed = self.config_seed if self.config_seed is not None else secrets.randbits(256)
        with self._atomic():
            self._wire()
            setup = GameSetup(parsed, seed, rules or Rules())
            self._in_setup = True
            state: GameState | None = None
            for plugin in self._plugins:
                if plugin.setup is not None:
                    state = plugin.setup(setup, state)
            if state is None:
                raise LifecycleError("No plugin set up a game state: add a ruleset plugin with a setup step",
                                     EngineCode.NO_SETUP)
            self._state, self._players, self.seed = state, parsed, seed
            self.game_id = game_id or uuid.uuid4().hex[:12]
            self._created = True
            self._status = GameStatus.WAITING
            self._setup_tick(LifecycleKind.GAME_CREATED)
            self._in_setup = False
            self._maybe_validate(Phase.CREATE_GAME)
        return self

    def start(self) -> GameEngine:
        """Returns the engine with the game started (waiting → playing)."""
        self._alive()
        self._created_or_raise()
        if self._status != GameStatus.WAITING:
            raise LifecycleError(f"Cannot start game in status: {self._status}", EngineCode.WRONG_STATUS)
        with self._atomic():
            self._status = GameStatus.PLAYING
            self._version += 1
            self._in_setup = True
            self._setup_tick(LifecycleKind.GAME_STARTED)
            self._in_setup = False
            self._maybe_validate(Phase.START)
        return self

    def pause(self) -> None:
        """Pauses a playing game: no dispatch until `resume`."""
        self._alive()
        self._created_or_raise()
        if self._status != GameStatus.PLAYING:
            raise LifecycleError(f"Cannot pause game in status: {self._status}", EngineCode.WRONG_STATUS)
        self._status = GameStatus.PAUSED

    def resume(self) -> None:
        """Resumes a paused game."""
        self._alive()
        self._created_or_raise()
        if self._status != GameStatus.PAUSED:
            raise LifecycleError(f"Cannot resume game in status: {self._status}", EngineCode.WRONG_STATUS)
        self._status = GameStatus.PLAYING

    def destroy(self) -> None:
        """Releases plugins, handlers, queue and history; every later call raises EngineDestroyedError."""
        self._alive()
        self._plugins.clear()
        self._subscribers.clear()
        self._rules, self._reducers, self._handlers = (), {}, ()
        self._queue.clear()
        self._history = ()
        self._state = None
        self._destroyed = True

    # ---------------------------------------------------------------------------------- dispatch

    def dispatch(self, action: object) -> DispatchResult:
        """Returns the outcome of a top-level action and its tick; from a handler, queues the action and
        returns a placeholder. If anything in the tick raises, the engine is put back as it was."""
        self._alive()
        if self._processing:
            self._enqueue(action)
            return DispatchResult(True, action)
        self._created_or_raise()
        if self._status != GameStatus.PLAYING:
            return DispatchResult(False, action, f"Cannot dispatch in status: {self._status}",
                                  EngineCode.NOT_PLAYING)
        with self._atomic():
            self._start_tick()
            self._queue.append((action, True))
            self._pump()
        first = self._tick_processed[0]
        return DispatchResult(first.ok, action, first.deny_reason, first.deny_code, first.error,
                              tuple(self._tick_events), tuple(self._tick_processed))

    def create_snapshot(self) -> Snapshot:
        """Returns a snapshot of the game: the state value, status, history and version (O(1))."""
        self._alive()
        if self._state is None:
            raise LifecycleError(_NOT_CREATED, EngineCode.NOT_CREATED)
        return Snapshot(self._state, self._status, self._history, self._version)

    def restore_snapshot(self, snapshot: Snapshot) -> None:
        """Puts the game back as the snapshot has it; actions queued by handlers are dropped. A snapshot
        the validator refuses changes nothing."""
        self._alive()
        self._created_or_raise()
        with self._atomic():
            self._queue.clear()
            self._epoch += 1
            self._state, self._status, self._history, self._version = snapshot
            self._maybe_validate(Phase.RESTORE_SNAPSHOT)

    # ---------------------------------------------------------------------------------- internals

    def _alive(self) -> None:
        if self._destroyed:
            raise EngineDestroyedError()

    def _created_or_raise(self) -> None:
        if not self._created:
            raise LifecycleError(_NOT_CREATED, EngineCode.NOT_CREATED)

    def _frame(self) -> _Frame:
        return _Frame(self._state, self._status, self._history, self._version, self._players, self.seed,
                      self.game_id, self._created, tuple(self._plugins), tuple(self._subscribers),
                      (self._rules, self._reducers, self._handlers), tuple(self._queue), tuple(self._tick_events),
                      tuple(self._tick_processed), self._actions_this_tick, self._overflow, self._epoch,
                      self._in_setup, self._processing)

    def _put(self, f: _Frame) -> None:
        self._state, self._status, self._history, self._version = f.state, f.status, f.history, f.version
        self._players, self.seed, self.game_id, self._created = f.players, f.seed, f.game_id, f.created
        self._plugins[:] = f.plugins
        self._subscribers[:] = f.subscribers
        self._rules, self._reducers, self._handlers = f.wiring
        self._queue = deque(f.queue)
        self._tick_events, self._tick_processed = list(f.tick_events), list(f.tick_processed)
        self._actions_this_tick, self._overflow, self._epoch = f.actions_this_tick, f.overflow, f.epoch
        self._in_setup, self._processing = f.in_setup, f.processing

    @contextmanager
    def _atomic(self) -> Iterator[None]:
        # The state is a value: keeping the fields as they are costs O(1), and undoing is assigning them back.
        before = self._frame()
        try:
            yield
        except BaseException:
            if not self._destroyed:  # a handler destroyed the engine: there is nothing to put back
                self._put(before)
            raise

    def _wire(self) -> None:
        rules: list[tuple[str, Rule]] = []
        seen: dict[str, str] = {}
        reducers: dict[type, Reducer] = {}
        owners: dict[type, str] = {}
        handlers: list[tuple[EventKey, Handler]] = []
        for plugin in self._plugins:
            for rule in plugin.rules:
                if rule.id in seen:
                    raise DuplicateRuleError(f"Plugin '{plugin.name}': duplicate rule id '{rule.id}' "
                                             f"(already registered by plugin '{seen[rule.id]}')")
                seen[rule.id] = plugin.name
                rules.append((plugin.name, rule))
            for kind, reducer in plugin.actions.items():
                if kind in reducers:
                    raise ValueError(f"Plugin '{plugin.name}': action type {kind.__name__} already has a reducer "
                                     f"(from plugin '{owners[kind]}')")
                reducers[kind], owners[kind] = reducer, plugin.name
            handlers.extend(plugin.events)
        self._rules, self._reducers, self._handlers = tuple(rules), reducers, tuple(handlers)

    def _start_tick(self) -> None:
        self._tick_events = []
        self._tick_processed = []
        self._actions_this_tick = 0
        self._overflow = None

    def _setup_tick(self, kind: LifecycleKind) -> None:
        # Handlers of lifecycle events dispatch into the queue; the queue runs right after, unrecorded.
        self._start_tick()
        self._processing = True
        self._emit(Lifecycle(kind, self.game_id))
        self._processing = False
        self._pump()

    def _enqueue(self, action: object) -> None:
        # Counted as they are queued, so a handler's loop stops at the limit instead of filling memory first.
        if self._overflow is None and self._actions_this_tick + len(self._queue) >= self.max_actions_per_tick:
            self._overflow = ActionQueueOverflowError(self.max_actions_per_tick, len(self._queue) + 1)
        if self._overflow is not None:
            raise self._overflow
        self._queue.append((action, False))

    def _pump(self) -> None:
        self._processing = True
        while self._queue:
            action, top = self._queue.popleft()
            self._actions_this_tick += 1
            self._tick_processed.append(self._process(action, top and not self._in_setup))
            if self._overflow is not None:
                raise self._overflow
        self._processing = False

    def _process(self, action: object, top_level: bool) -> ProcessedAction:
        state = self.state
        for _, rule in self._rules:
            denial = rule.check(state, action)
            if denial is not None:
                reason, code = _denial(rule, denial)
                return ProcessedAction(action, False, top_level, reason, code)
        reducer = self._reducers.get(type(action))
        if reducer is None:
            return ProcessedAction(action, False, top_level,
                                   f"No plugin handles actions of type {type(action).__name__}",
                                   EngineCode.UNKNOWN_ACTION)
        try:
            outcome = _outcome(reducer(state, action))
        except Exception as exc:  # a reducer's failure is reported, and the state stays as it was
            return ProcessedAction(action, False, top_level, deny_code=EngineCode.REDUCER_FAILED,
                                   error=f"{type(exc).__name__}: {exc}"[:300])
        if isinstance(outcome, Rejected):
            return ProcessedAction(action, False, top_level, outcome.reason, outcome.code)
        new_state, events, draws = outcome
        before = self._version
        self._state = new_state
        self._version += 1
        emitted: list[EngineEvent] = list(events)
        epoch = self._epoch
        for ev in events:
            self._emit(ev)
            if self._epoch != epoch:  # a handler restored a snapshot: this action is undone with the rest
                return ProcessedAction(action, True, top_level, events=tuple(emitted), draws=draws)
        if top_level:
            self._history = (*self._history, HistoryEntry(len(self._history) + 1, action, before, self._version))
        self._maybe_validate(Phase.DISPATCH)
        if new_state.status == Status.OVER and self._status != GameStatus.FINISHED:
            self._status = GameStatus.FINISHED
            end = Lifecycle(LifecycleKind.GAME_FINISHED, self.game_id)
            emitted.append(end)
            self._emit(end)
        return ProcessedAction(action, True, top_level, events=tuple(emitted), draws=draws)

    def _emit(self, ev: EngineEvent) -> None:
        self._tick_events.append(ev)
        kind = ev.kind
        epoch = self._epoch
        for key, handler in (*self._handlers, *self._subscribers):
            if self._destroyed or self._epoch != epoch:
                return
            if key is None or key == kind:
                handler(ev, self._context)
                if self._overflow is not None:
                    raise self._overflow

    def _maybe_validate(self, phase: Phase) -> None:
        if self.validation is Validation.NONE or self._state is None:
            return
        errors = self._validator(self._state)
        if errors:
            raise StateValidationError(phase, errors)


def _parse_players(players: Sequence[Mapping[str, Any] | PlayerInit]) -> tuple[PlayerInit, ...]:
    out: list[PlayerInit] = []
    seats: set[int] = set()
    for i, p in enumerate(players):
        if isinstance(p, PlayerInit):
            init = p
        else:
            if "id" not in p:
                raise ValueError(f"Player {i + 1} has no id")
            seat = p.get("seat")
            deck = p.get("deck", ())
            if isinstance(deck, (str, bytes)):  # a string is a sequence too: of its letters
                raise DeckError(f"player {p['id']!s:.40}: a deck is a list of card ids, not a string")
            init = PlayerInit(str(p["id"]), i + 1 if seat is None else int(seat), tuple(deck),
                              str(p.get("hero", "")), str(p.get("name", "")))
        if init.seat in seats:
            raise ValueError(f"Duplicate seat {init.seat} for player {init.id}")
        seats.add(init.seat)
        out.append(init)
    return tuple(sorted(out, key=lambda x: x.seat))


def _denial(rule: Rule, d: object) -> tuple[str, DenyCode]:
    if isinstance(d, Rejected):
        return d.reason, d.code
    if isinstance(d, Deny):
        return d.reason, EngineCode.RULE_DENIED if d.code is None else d.code
    raise TypeError(f"rule '{rule.id}' returned a {type(d).__name__}, not a Deny, a Rejected or None")


def _outcome(out: Any) -> Rejected | tuple[GameState, tuple[Event, ...], tuple[Draw, ...]]:
    if isinstance(out, (Success, Failure)):
        r: Result[Any, Any] = out
        if isinstance(r, Failure):
            err = r.failure()
            return err if isinstance(err, Rejected) else Rejected(Code.MALFORMED, str(err))
        out = r.unwrap()
    if isinstance(out, Transition):
        return out.state, out.events, out.draws
    if isinstance(out, GameState):
        return out, (), ()
    state, events = out
    if not isinstance(state, GameState):
        raise TypeError(f"a reducer returned {type(state).__name__}, not a GameState")
    return state, tuple(events), ()


# ------------------------------------------------------------------------------- Hearthstone plugins

_HEROES = ("HERO_08", "HERO_01")


def _deal(setup: GameSetup, state: GameState | None) -> GameState:
    """Returns a new Hearthstone game for two players: decks shuffled, first player drawn, the mulligan."""
    if len(setup.players) != 2:
        raise ValueError(f"Hearthstone needs exactly two players, got {len(setup.players)}")
    a, b = setup.players
    return api.new_game(decks=(a.deck, b.deck), heroes=(a.hero or _HEROES[0], b.hero or _HEROES[1]),
                        seed=setup.seed, rules=setup.rules)


def _legal(*kinds: type) -> RuleCheck:
    def check(state: GameState, action: Any) -> Rejected | None:
        # type(), not isinstance: an object can lie about its __class__ (or raise when asked)
        return validate(state, action) if issubclass(type(action), kinds) else None

    return check


def _core_step(state: GameState, action: Any) -> Result[Transition, Rejected]:
    return api.step(state, action)


def hearthstone_plugin(name: str, *kinds: type) -> Plugin:
    """Returns a plugin of the Hearthstone ruleset for some core action types: its legality rule (the
    core validator) and its reducer (the pure step)."""
    return Plugin(f"hearthstone.{name}", rules=(Rule(f"hearthstone.{name}.legal", _legal(*kinds)),),
                  actions=dict.fromkeys(kinds, _core_step))


#: The Hearthstone ruleset: the deal, then the rules and reducers of each family of actions.
HEARTHSTONE: tuple[Plugin, ...] = (
    Plugin("hearthstone.deal", setup=_deal),
    hearthstone_plugin("choices", Mulligan, Choose),
    hearthstone_plugin("cards", PlayCard, HeroPower),
    hearthstone_plugin("combat", Attack),
    hearthstone_plugin("turns", EndTurn, Concede),
)


__all__ = [
    "HEARTHSTONE",
    "ActionQueueOverflowError",
    "Context",
    "Deny",
    "DenyCode",
    "DispatchResult",
    "DuplicateRuleError",
    "EngineCode",
    "EngineDestroyedError",
    "EngineEvent",
    "GameEngine",
    "GameSetup",
    "GameStatus",
    "HistoryEntry",
    "Lifecycle",
    "LifecycleError",
    "LifecycleKind",
    "Phase",
    "PlayerInit",
    "Plugin",
    "ProcessedAction",
    "Rule",
    "Snapshot",
    "StateValidationError",
    "Validation",
    "ValidationMode",
    "hearthstone_plugin",
]
