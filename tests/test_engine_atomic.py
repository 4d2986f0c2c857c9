"""The façade is atomic: a dispatch (or a lifecycle call) that raises leaves the engine as it was before it,
the history always replays to the state, and one handler cannot queue past the overflow limit."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any, NamedTuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from hsfp import Concede, EndTurn, EventKind, Mulligan, Tag
from hsfp.core.state import GameState
from hsfp.engine import (
    ActionQueueOverflowError,
    Context,
    Deny,
    EngineEvent,
    GameEngine,
    GameStatus,
    LifecycleError,
    Plugin,
    Rule,
    StateValidationError,
)
from hsfp.validation import problems

YETIS = ["VAN_CS2_182"] * 30
PLAYERS = [{"id": "p1", "seat": 1, "deck": YETIS, "hero": "HERO_08"},
           {"id": "p2", "seat": 2, "deck": YETIS, "hero": "HERO_01"}]


class Boom(Exception):
    """What the handlers and rules of these tests raise."""


class Abort(BaseException):
    """Not an Exception: a reducer raising it is not reported as a failed action but ends the dispatch."""


@dataclass(frozen=True, slots=True)
class Ping:
    """A house action: the acting player's hero gains 1 Armor (the nonce tells pings apart)."""

    nonce: int = 0


def ping(state: GameState, action: Ping) -> tuple[GameState, tuple[hsfp.Event, ...]]:
    hero = hsfp.hero(state, state.current)
    s = hsfp.testing.set_tag(state, hero, Tag.ARMOR, hsfp.base_tag(state, hero, Tag.ARMOR) + 1)
    return s, (hsfp.Event(EventKind.ARMOR_GAINED, hero, hero, hero, state.current, 1),)


class Switch:
    """A flag a test turns on to make its handler, rule, reducer or validator fail."""

    def __init__(self) -> None:
        self.on = False


class View(NamedTuple):
    """Everything a user of the engine can read about its game."""

    state: GameState
    status: GameStatus
    history: tuple[Any, ...]
    version: int
    winners: tuple[str, ...]
    legal: tuple[Any, ...]


def view(engine: GameEngine) -> View:
    return View(engine.state, engine.status, engine.history, engine.version, engine.winners,
                engine.legal_actions())


def engine_with(*plugins: Plugin, **config: Any) -> GameEngine:
    engine = GameEngine(seed=7, **config)
    for p in plugins:
        engine.use(p)
    return engine


def main_phase(*plugins: Plugin, **config: Any) -> GameEngine:
    engine = engine_with(*plugins, **config).create_game(PLAYERS).start()
    assert engine.dispatch(Mulligan()).ok and engine.dispatch(Mulligan()).ok
    return engine


def on(kind: EventKind | None, fn: Callable[[EngineEvent, Context], None], name: str = "handler") -> Plugin:
    return Plugin(name, events=[(kind, fn)])


def raises_when(switch: Switch) -> Callable[[EngineEvent, Context], None]:
    def handler(ev: EngineEvent, ctx: Context) -> None:
        if switch.on:
            raise Boom("the handler broke")

    return handler


def queue_ping(ev: EngineEvent, ctx: Context) -> None:
    ctx.dispatch(Ping())


# ------------------------------------------------------------------------------ a dispatch that raises


def test_a_handler_that_raises_leaves_the_engine_as_before_the_dispatch() -> None:
    armed = Switch()
    engine = engine_with(on(EventKind.MULLIGAN, raises_when(armed))).create_game(PLAYERS).start()
    before = view(engine)
    armed.on = True
    with pytest.raises(Boom):
        engine.dispatch(Mulligan())
    assert view(engine) == before and engine.state is before.state
    armed.on = False
    result = engine.dispatch(Mulligan())
    assert result.ok and [p.action for p in result.processed_actions] == [Mulligan()]  # nothing left queued
    assert engine.actions == (Mulligan(),)


def test_a_handler_that_raises_after_pausing_and_subscribing_leaves_status_and_subscribers_as_they_were() -> None:
    armed = Switch()
    seen: list[EngineEvent] = []
    engine = GameEngine(seed=7)

    def pause_subscribe_and_break(ev: EngineEvent, ctx: Context) -> None:
        if armed.on:
            ctx.pause()
            engine.subscribe(lambda e, c: seen.append(e))
            raise Boom("after pausing")

    engine.use(on(EventKind.MULLIGAN, pause_subscribe_and_break)).create_game(PLAYERS).start()
    armed.on = True
    with pytest.raises(Boom):
        engine.dispatch(Mulligan())
    assert engine.status == GameStatus.PLAYING
    armed.on = False
    assert engine.dispatch(Mulligan()).ok
    assert seen == []  # the subscription made by the failed dispatch is gone with it


def test_a_rule_that_raises_on_a_chained_action_undoes_the_whole_tick() -> None:
    armed = Switch()

    def check(state: GameState, action: Any) -> Deny | None:
        if armed.on and isinstance(action, Ping):
            raise Boom("the rule broke")
        return None

    engine = main_phase(Plugin("ping", rules=[Rule("ping.check", check)], actions={Ping: ping},
                               events=[(EventKind.TURN_START, queue_ping)]))
    before = view(engine)
    armed.on = True
    with pytest.raises(Boom):
        engine.dispatch(EndTurn())  # the turn ends, then the queued Ping's rule raises
    assert view(engine) == before
    armed.on = False
    result = engine.dispatch(EndTurn())
    assert [p.action for p in result.processed_actions] == [EndTurn(), Ping()]


def test_a_reducer_that_raises_a_base_exception_on_a_chained_action_undoes_the_whole_tick() -> None:
    armed = Switch()

    def fragile_ping(state: GameState, action: Ping) -> tuple[GameState, tuple[hsfp.Event, ...]]:
        if armed.on:
            raise Abort()
        return ping(state, action)

    engine = main_phase(Plugin("ping", actions={Ping: fragile_ping}, events=[(EventKind.TURN_START, queue_ping)]))
    before = view(engine)
    armed.on = True
    with pytest.raises(Abort):
        engine.dispatch(EndTurn())
    assert view(engine) == before


def test_a_reducer_that_raises_an_exception_is_reported_and_the_rest_of_the_tick_stands() -> None:
    def broken(state: GameState, action: Ping) -> GameState:
        raise Boom("the reducer broke")

    engine = main_phase(Plugin("ping", actions={Ping: broken}, events=[(EventKind.TURN_START, queue_ping)]))
    turn = engine.state.turn
    result = engine.dispatch(EndTurn())
    assert result.ok and [(p.action, p.ok) for p in result.processed_actions] == [(EndTurn(), True), (Ping(), False)]
    assert result.processed_actions[1].error == "Boom: the reducer broke"
    assert engine.state.turn == turn + 1 and engine.actions[-1] == EndTurn()


def test_a_rule_that_returns_neither_deny_nor_rejected_raises_naming_the_rule_and_changes_nothing() -> None:
    answer = Rule("odd.answer", lambda s, a: "no" if isinstance(a, EndTurn) else None)  # type: ignore[arg-type, return-value]
    engine = main_phase(Plugin("odd", rules=[answer]))
    before = view(engine)
    with pytest.raises(TypeError, match=r"^rule 'odd\.answer' returned a str"):
        engine.dispatch(EndTurn())
    assert view(engine) == before


# ----------------------------------------------------------------------------------------- validation


def turn_three(state: GameState) -> list[str]:
    return ["it is turn three"] if state.turn == 3 else []


def test_a_state_the_validator_refuses_is_not_kept_and_later_dispatches_work() -> None:
    engine = main_phase(validator=turn_three)
    engine.dispatch(EndTurn())
    before = view(engine)
    assert before.state.turn == 2
    with pytest.raises(StateValidationError, match="after dispatch: it is turn three"):
        engine.dispatch(EndTurn())
    assert view(engine) == before
    assert engine.dispatch(Concede()).ok  # from turn 2, which the validator accepts
    assert engine.status == GameStatus.FINISHED


def test_a_game_the_validator_refuses_at_creation_is_not_created() -> None:
    armed = Switch()
    armed.on = True
    engine = GameEngine(seed=7, validator=lambda s: ["refused"] if armed.on else [])
    with pytest.raises(StateValidationError, match="after create_game: refused"):
        engine.create_game(PLAYERS)
    with pytest.raises(LifecycleError, match="has not been created"):
        engine.state  # noqa: B018
    armed.on = False
    engine.create_game(PLAYERS).start()
    assert engine.dispatch(Mulligan()).ok


def test_a_snapshot_the_validator_refuses_is_not_restored() -> None:
    engine = main_phase(validator=turn_three)
    engine.dispatch(EndTurn())
    engine.dispatch(Concede())
    before = view(engine)
    bad = before.state._replace(turn=3)
    with pytest.raises(StateValidationError, match="after restore_snapshot"):
        engine.restore_snapshot(engine.create_snapshot()._replace(state=bad, status=GameStatus.PLAYING))
    assert view(engine) == before


# ------------------------------------------------------------------------------------------- overflow


def test_one_handler_call_cannot_queue_past_the_limit() -> None:
    queued = 0

    def flood(ev: EngineEvent, ctx: Context) -> None:
        nonlocal queued
        for _ in range(1000):
            ctx.dispatch(Ping())
            queued += 1

    engine = main_phase(Plugin("flood", actions={Ping: ping}, events=[(EventKind.TURN_END, flood)]),
                        max_actions_per_tick=10)
    before = view(engine)
    with pytest.raises(ActionQueueOverflowError) as info:
        engine.dispatch(EndTurn())
    assert queued == 9  # the EndTurn and nine Pings make the ten actions of the tick
    assert info.value.limit == 10
    assert view(engine) == before


def test_a_handler_that_catches_the_overflow_does_not_get_past_it() -> None:
    refused = 0

    def stubborn(ev: EngineEvent, ctx: Context) -> None:
        nonlocal refused
        for _ in range(100):
            try:
                ctx.dispatch(Ping())
            except ActionQueueOverflowError:
                refused += 1

    engine = main_phase(Plugin("stubborn", actions={Ping: ping}, events=[(EventKind.TURN_END, stubborn)]),
                        max_actions_per_tick=10)
    before = view(engine)
    with pytest.raises(ActionQueueOverflowError):
        engine.dispatch(EndTurn())
    assert refused == 91
    assert view(engine) == before


def test_setup_handlers_may_queue_up_to_the_limit_and_no_more() -> None:
    def concedes(count: int) -> Plugin:
        def queue(ev: EngineEvent, ctx: Context) -> None:
            for _ in range(count):
                ctx.dispatch(Concede())

        return Plugin("setup", events=[(hsfp.engine.LifecycleKind.GAME_STARTED, queue)])

    assert engine_with(concedes(3), max_actions_per_tick=3).create_game(PLAYERS).start().status == "finished"
    engine = engine_with(concedes(4), max_actions_per_tick=3).create_game(PLAYERS)
    with pytest.raises(ActionQueueOverflowError):
        engine.start()
    assert engine.status == GameStatus.WAITING and engine.version == 0


# ------------------------------------------------------------------------------------ history replays


class Effect(Enum):
    """What a trap does when it fires."""

    RAISE = "raise"
    END_TURN = "end turn"
    PING = "ping"
    PAUSE = "pause"
    FLOOD = "flood"


class Trap(NamedTuple):
    """A handler that fires on one kind of event when a number read off the event and the state has a residue."""

    kind: EventKind
    effect: Effect
    modulus: int
    residue: int


class Wiring(NamedTuple):
    """The random plugins of one game: traps, a rule and a reducer that raise sometimes, a validator."""

    traps: tuple[Trap, ...]
    rule: tuple[int, int]
    reducer: tuple[int, int]
    validator: tuple[int, int]


def _key(state: GameState, extra: int) -> int:
    # Read off the state only (the random stream, the entity count, armor), so a replay fires the same traps.
    armor = sum(hsfp.base_tag(state, hsfp.hero(state, p), Tag.ARMOR) for p in (0, 1))
    return state.rng % 1009 + len(state.rows) + state.turn * 7 + state.current * 3 + armor + extra


def _fires(mod_res: tuple[int, int], state: GameState, extra: int = 0) -> bool:
    return _key(state, extra) % mod_res[0] == mod_res[1]


def trap_handler(trap: Trap) -> Callable[[EngineEvent, Context], None]:
    def handler(ev: EngineEvent, ctx: Context) -> None:
        assert isinstance(ev, hsfp.Event)
        if not _fires((trap.modulus, trap.residue), ctx.state, ev.player + ev.amount + ev.entity):
            return
        if trap.effect is Effect.RAISE:
            raise Boom("trap")
        if trap.effect is Effect.PAUSE:
            ctx.pause()  # raises a LifecycleError if already paused or finished: part of the game
        for _ in range({Effect.END_TURN: 1, Effect.PING: 1, Effect.FLOOD: 40}.get(trap.effect, 0)):
            ctx.dispatch(EndTurn() if trap.effect is Effect.END_TURN else Ping())

    return handler


def build(seed: int, wiring: Wiring) -> GameEngine:
    def rule(state: GameState, action: Any) -> None:
        if _fires(wiring.rule, state, len(type(action).__name__) + getattr(action, "nonce", 0)):
            raise Boom("rule")

    def reducer(state: GameState, action: Ping) -> tuple[GameState, tuple[hsfp.Event, ...]]:
        if _fires(wiring.reducer, state, action.nonce):
            raise Abort()
        return ping(state, action)

    def validator(state: GameState) -> list[str]:
        return problems(state) + (["flagged"] if state.status == hsfp.Status.MAIN and _fires(wiring.validator, state)
                                  else [])

    engine = GameEngine(seed=seed, max_actions_per_tick=30, validator=validator)
    engine.use(Plugin("house", rules=[Rule("house.rule", rule)], actions={Ping: reducer},
                      events=[(t.kind, trap_handler(t)) for t in wiring.traps]))
    return engine.create_game(PLAYERS).start()


EXPECTED = (Boom, Abort, StateValidationError, ActionQueueOverflowError, LifecycleError)
KINDS = (EventKind.TURN_START, EventKind.TURN_END, EventKind.DRAW, EventKind.PLAY_CARD, EventKind.DAMAGE,
         EventKind.SUMMON, EventKind.ATTACK, EventKind.ARMOR_GAINED, EventKind.DEATH, EventKind.MULLIGAN)


def mod_res(low: int, high: int) -> st.SearchStrategy[tuple[int, int]]:
    """Returns a strategy of (modulus, residue): something fires about once in `modulus` times."""
    return st.integers(low, high).flatmap(lambda m: st.tuples(st.just(m), st.integers(0, m - 1)))


traps = st.builds(lambda k, e, mr: Trap(k, e, *mr), st.sampled_from(KINDS), st.sampled_from(Effect), mod_res(2, 12))
wirings = st.builds(Wiring, st.lists(traps, max_size=5).map(tuple), mod_res(6, 40), mod_res(2, 10), mod_res(8, 60))


def play(seed: int, wiring: Wiring, steps: int) -> tuple[GameEngine, int]:
    """Plays random actions, checking that each dispatch that raises changes nothing; returns the engine and
    how many dispatches raised."""
    engine = build(seed, wiring)
    rnd = random.Random(seed)
    raised = 0
    for _ in range(steps):
        if engine.status == GameStatus.FINISHED:
            break
        if engine.status == GameStatus.PAUSED:
            engine.resume()
        legal = engine.legal_actions()
        # A ping changes the state, so a game whose only legal action keeps failing can move on.
        action = Ping(rnd.randrange(1000)) if rnd.random() < 0.15 else legal[rnd.randrange(len(legal))]
        before = view(engine)
        try:
            engine.dispatch(action)
        except EXPECTED:
            raised += 1
            assert view(engine) == before
    return engine, raised


def replay(seed: int, wiring: Wiring, original: GameEngine) -> GameEngine:
    again = build(seed, wiring)
    for action in original.actions:
        if again.status == GameStatus.PAUSED:
            again.resume()
        assert again.dispatch(action).ok
    if again.status == GameStatus.PAUSED and original.status == GameStatus.PLAYING:
        again.resume()  # as `play` did before a last dispatch that raised
    return again


def test_history_replays_to_the_state_after_dispatches_that_raised() -> None:
    wiring = Wiring((Trap(EventKind.TURN_START, Effect.RAISE, 3, 0), Trap(EventKind.DRAW, Effect.PING, 2, 1),
                     Trap(EventKind.ARMOR_GAINED, Effect.PAUSE, 3, 1), Trap(EventKind.TURN_END, Effect.FLOOD, 9, 2)),
                    (17, 2), (4, 3), (23, 5))
    engine, raised = play(1, wiring, 150)
    assert raised > 20 and len(engine.history) > 20  # both kinds of dispatch happened, many times
    again = replay(1, wiring, engine)
    assert again.state == engine.state and again.version == engine.version and again.status == engine.status


# Scaled by the active profile like `properties.strategies.examples`, which tests/ cannot import.
@settings(max_examples=max(1, round(50 * settings().max_examples / 100)), deadline=None)
@given(st.integers(0, 2**32 - 1), wirings)
def test_property_history_always_replays_to_the_state(seed: int, wiring: Wiring) -> None:
    engine, _ = play(seed, wiring, 100)
    again = replay(seed, wiring, engine)
    assert again.state == engine.state
    assert hsfp.state_hash(again.state) == hsfp.state_hash(engine.state)
    assert (again.version, again.status, again.winners) == (engine.version, engine.status, engine.winners)
