"""The game façade (seed 002): lifecycle, error cases and their messages, dispatch results, chained
dispatch, the history of top-level actions, the tick overflow guard, validation modes, snapshots."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import hsfp
from hsfp import Code, Concede, EndTurn, EventKind, Mulligan, PlayCard, Zone
from hsfp.core.state import GameState
from hsfp.engine import (
    ActionQueueOverflowError,
    Context,
    EngineCode,
    EngineDestroyedError,
    EngineEvent,
    GameEngine,
    GameStatus,
    Lifecycle,
    LifecycleError,
    LifecycleKind,
    Phase,
    PlayerInit,
    Plugin,
    StateValidationError,
    Validation,
)

YETIS = ["VAN_CS2_182"] * 30


def players(deck: list[str] = YETIS) -> list[dict[str, Any]]:
    return [{"id": "p1", "seat": 1, "deck": deck, "hero": "HERO_08"},
            {"id": "p2", "seat": 2, "deck": deck, "hero": "HERO_01"}]


def started(*plugins: Plugin, **config: Any) -> GameEngine:
    engine = GameEngine(seed=7, **config)
    for p in plugins:
        engine.use(p)
    return engine.create_game(players()).start()


def on(kind: EventKind | LifecycleKind | None, fn: Callable[[EngineEvent, Context], None],
       name: str = "handler") -> Plugin:
    return Plugin(name, events=[(kind, fn)])


# ---------------------------------------------------------------------------------------- lifecycle


def test_status_goes_waiting_playing_finished() -> None:
    engine = GameEngine(seed=7).create_game(players())
    assert engine.status == GameStatus.WAITING == "waiting"
    assert engine.start().status == "playing"
    result = engine.dispatch(Concede())
    assert result.ok
    assert engine.status == "finished"
    assert Lifecycle(LifecycleKind.GAME_FINISHED, engine.game_id) in result.events
    assert engine.winners == ("p2",) or engine.winners == ("p1",)


def test_create_game_builds_the_hearthstone_game_from_the_players() -> None:
    engine = GameEngine(seed=7).create_game(players(), seed=11)
    expected = hsfp.new_game(decks=(YETIS, YETIS), heroes=("HERO_08", "HERO_01"), seed=11)
    assert engine.state == expected
    assert engine.seed == 11


def test_seed_comes_from_create_game_then_the_engine_then_fresh() -> None:
    assert GameEngine(seed=5).create_game(players(), seed=9).seed == 9
    assert GameEngine(seed=5).create_game(players()).seed == 5
    fresh = [GameEngine().create_game(players()).seed for _ in range(4)]
    assert all(isinstance(s, int) for s in fresh) and len(set(fresh)) > 1


def test_seats_default_to_list_order_and_order_the_players() -> None:
    engine = GameEngine(seed=1).create_game([{"id": "b", "seat": 2, "deck": YETIS, "hero": "HERO_01"},
                                             {"id": "a", "seat": 1, "deck": YETIS, "hero": "HERO_08"}])
    assert [p.id for p in engine.players] == ["a", "b"]
    assert hsfp.card_id(engine.state, hsfp.hero(engine.state, 0)) == "HERO_08"
    defaulted = GameEngine(seed=1).create_game([{"id": "x", "deck": YETIS}, PlayerInit("y", 2, tuple(YETIS))])
    assert [(p.id, p.seat) for p in defaulted.players] == [("x", 1), ("y", 2)]


def test_create_game_twice_is_an_error() -> None:
    engine = GameEngine(seed=7).create_game(players())
    with pytest.raises(LifecycleError, match=r"^Game already created; create a new GameEngine instance instead$"):
        engine.create_game(players())


def test_create_game_without_players_is_an_error() -> None:
    with pytest.raises(ValueError, match=r"^Cannot create a game with no players$"):
        GameEngine(seed=7).create_game([])


def test_duplicate_seat_is_an_error_naming_seat_and_player() -> None:
    dup = [{"id": "p1", "seat": 1, "deck": YETIS}, {"id": "p2", "seat": 1, "deck": YETIS}]
    with pytest.raises(ValueError, match=r"^Duplicate seat 1 for player p2$"):
        GameEngine(seed=7).create_game(dup)
    implicit = [{"id": "p1", "seat": 2, "deck": YETIS}, {"id": "p2", "deck": YETIS}]  # p2 defaults to seat 2
    with pytest.raises(ValueError, match=r"^Duplicate seat 2 for player p2$"):
        GameEngine(seed=7).create_game(implicit)


def test_start_before_create_is_an_error() -> None:
    with pytest.raises(LifecycleError, match=r"^Game has not been created yet; call create_game\(\) first$"):
        GameEngine(seed=7).start()


def test_start_when_not_waiting_is_an_error_naming_the_status() -> None:
    engine = started()
    with pytest.raises(LifecycleError, match=r"^Cannot start game in status: playing$"):
        engine.start()
    engine.pause()
    with pytest.raises(LifecycleError, match=r"^Cannot start game in status: paused$"):
        engine.start()
    engine.resume()
    engine.dispatch(Concede())
    with pytest.raises(LifecycleError, match=r"^Cannot start game in status: finished$"):
        engine.start()


def test_dispatch_before_create_is_an_error() -> None:
    with pytest.raises(LifecycleError, match=r"^Game has not been created yet"):
        GameEngine(seed=7).dispatch(EndTurn())


@pytest.mark.parametrize("call", [
    lambda e: e.create_game(players()), lambda e: e.start(), lambda e: e.dispatch(EndTurn()), lambda e: e.pause(),
    lambda e: e.resume(), lambda e: e.destroy(), lambda e: e.state, lambda e: e.status, lambda e: e.history,
    lambda e: e.create_snapshot(), lambda e: e.restore_snapshot(None), lambda e: e.use(Plugin("late")),
    lambda e: e.subscribe(lambda ev, ctx: None),
])
def test_every_call_after_destroy_raises_engine_destroyed(call: Callable[[GameEngine], object]) -> None:
    engine = started()
    engine.destroy()
    with pytest.raises(EngineDestroyedError, match=r"^GameEngine has been destroyed"):
        call(engine)


def test_destroyed_engine_handlers_stop() -> None:
    seen: list[EngineEvent] = []
    engine = started(on(None, lambda ev, ctx: seen.append(ev)))
    count = len(seen)
    engine.destroy()
    assert len(seen) == count
    with pytest.raises(EngineDestroyedError):
        engine.dispatch(Mulligan())


# -------------------------------------------------------------------------------- pause and resume


def test_pause_and_resume() -> None:
    engine = started()
    engine.pause()
    assert engine.status == "paused"
    result = engine.dispatch(Mulligan())
    assert not result.ok
    assert (result.deny_code, result.deny_reason) == ("not_playing", "Cannot dispatch in status: paused")
    assert engine.history == ()
    with pytest.raises(LifecycleError, match=r"^Cannot pause game in status: paused$"):
        engine.pause()
    engine.resume()
    assert engine.status == "playing"
    with pytest.raises(LifecycleError, match=r"^Cannot resume game in status: playing$"):
        engine.resume()
    assert engine.dispatch(Mulligan()).ok


def test_dispatch_while_waiting_or_finished_is_denied() -> None:
    engine = GameEngine(seed=7).create_game(players())
    waiting = engine.dispatch(Mulligan())
    assert (waiting.ok, waiting.deny_code, waiting.deny_reason) == (False, "not_playing",
                                                                    "Cannot dispatch in status: waiting")
    engine.start().dispatch(Concede())
    done = engine.dispatch(EndTurn())
    assert (done.ok, done.deny_reason) == (False, "Cannot dispatch in status: finished")
    with pytest.raises(LifecycleError, match=r"^Cannot pause game in status: finished$"):
        engine.pause()


def test_a_handler_can_pause_the_game() -> None:
    engine = started(on(EventKind.MULLIGAN, lambda ev, ctx: ctx.pause()))
    assert engine.dispatch(Mulligan()).ok
    assert engine.status == "paused"


# --------------------------------------------------------------------------------------- dispatch


def test_dispatch_result_of_a_legal_action() -> None:
    engine = started()
    before = engine.state
    result = engine.dispatch(Mulligan())
    assert result.ok and result.action == Mulligan()
    assert (result.deny_reason, result.deny_code, result.error) == (None, None, None)
    expected = hsfp.step(before, Mulligan()).unwrap()
    assert engine.state == expected.state
    assert result.events == expected.events
    assert [p.action for p in result.processed_actions] == [Mulligan()]
    assert result.processed_actions[0].top_level
    assert [h.action for h in engine.history] == [Mulligan()]
    assert engine.history[0].sequence == 1


def test_refused_action_is_denied_with_reason_and_code_and_changes_nothing() -> None:
    engine = started()
    engine.dispatch(Mulligan())
    engine.dispatch(Mulligan())
    state, version, history = engine.state, engine.version, engine.history
    p = hsfp.current_player(state)
    other_hand = hsfp.zone(state, 1 - p, Zone.HAND)
    result = engine.dispatch(PlayCard(other_hand[0]))
    assert not result.ok
    assert result.deny_code == "not_your_turn"
    assert result.deny_reason is not None and "belongs to player" in result.deny_reason
    assert result.events == ()
    assert (engine.state, engine.version, engine.history) == (state, version, history)
    garbage = engine.dispatch("not an action")
    assert not garbage.ok and garbage.deny_code == "unknown_action"
    assert garbage.deny_reason == "No plugin handles actions of type str"


def test_a_reducer_that_raises_reports_an_error_and_keeps_the_state() -> None:
    class Boom:
        pass

    def explode(state: GameState, action: Boom) -> GameState:
        raise RuntimeError("the reducer broke")

    engine = started(Plugin("boom", actions={Boom: explode}))
    state = engine.state
    result = engine.dispatch(Boom())
    assert not result.ok
    assert result.error == "RuntimeError: the reducer broke"
    assert result.deny_reason is None
    assert engine.state is state and engine.history == ()


def test_events_of_the_tick_include_those_of_chained_actions() -> None:
    def end_opponents_turn(ev: EngineEvent, ctx: Context) -> None:
        assert isinstance(ev, hsfp.Event)
        if ev.player == 1:
            ctx.dispatch(EndTurn())

    engine = started(on(EventKind.TURN_START, end_opponents_turn))
    engine.dispatch(Mulligan())
    engine.dispatch(Mulligan())
    if hsfp.current_player(engine.state) == 1:  # player 1 went first: their turn was already ended
        assert engine.state.current == 0
    result = engine.dispatch(EndTurn())
    assert [p.action for p in result.processed_actions] == [EndTurn(), EndTurn()]
    assert [p.top_level for p in result.processed_actions] == [True, False]
    starts = [e for e in result.events if isinstance(e, hsfp.Event) and e.kind == EventKind.TURN_START]
    assert [e.player for e in starts] == [1, 0]
    assert result.events == (*result.processed_actions[0].events, *result.processed_actions[1].events)
    assert engine.state.current == 0
    assert engine.history[-1].action == EndTurn()
    assert all(h.action != EndTurn() or h.sequence for h in engine.history)


def test_chained_dispatch_returns_a_placeholder() -> None:
    answers = []

    def chain(ev: EngineEvent, ctx: Context) -> None:
        answers.append(ctx.dispatch(EndTurn()))

    engine = started(on(EventKind.MULLIGAN, chain))
    engine.dispatch(Mulligan())
    assert len(answers) == 1
    assert (answers[0].ok, answers[0].events, answers[0].processed_actions) == (True, (), ())


def test_history_holds_top_level_actions_only_and_replays_to_the_same_state() -> None:
    def keep_all(ev: EngineEvent, ctx: Context) -> None:  # setup phase: deals with both mulligans
        ctx.dispatch(Mulligan())
        ctx.dispatch(Mulligan())

    def end_opponents_turn(ev: EngineEvent, ctx: Context) -> None:
        assert isinstance(ev, hsfp.Event)
        if ev.player == 1:
            ctx.dispatch(EndTurn())

    plugins = (on(LifecycleKind.GAME_STARTED, keep_all, "keep"), on(EventKind.TURN_START, end_opponents_turn, "skip"))
    engine = started(*plugins)
    assert engine.state.status == hsfp.Status.MAIN  # the mulligans ran in the setup phase
    assert engine.history == ()
    processed = 0
    for _ in range(6):
        result = engine.dispatch(EndTurn())
        processed += len(result.processed_actions)
    assert processed == 12 and len(engine.history) == 6
    assert [h.sequence for h in engine.history] == [1, 2, 3, 4, 5, 6]
    again = started(*plugins)
    for action in engine.actions:
        assert again.dispatch(action).ok
    assert hsfp.state_hash(again.state) == hsfp.state_hash(engine.state)
    assert again.version == engine.version


def test_chained_dispatch_is_iterative_not_recursive() -> None:
    class Ping:
        pass

    def ping(state: GameState, action: Ping) -> tuple[GameState, tuple[hsfp.Event, ...]]:
        return state, (hsfp.Event(EventKind.MANA_GAINED, player=0),)

    count = 0

    def again(ev: EngineEvent, ctx: Context) -> None:
        nonlocal count
        count += 1
        if count < 3000:  # far deeper than Python's recursion limit
            ctx.dispatch(Ping())

    engine = started(Plugin("ping", actions={Ping: ping}, events=[(EventKind.MANA_GAINED, again)]),
                     max_actions_per_tick=5000, validation="none")
    result = engine.dispatch(Ping())
    assert result.ok
    assert len(result.processed_actions) == 3000
    assert len(engine.history) == 1


# ------------------------------------------------------------------------------------------ overflow


def test_max_actions_per_tick_overflow_raises_and_leaves_the_engine_as_before_the_dispatch() -> None:
    def end_every_turn(ev: EngineEvent, ctx: Context) -> None:
        ctx.dispatch(EndTurn())

    engine = started(on(EventKind.TURN_START, end_every_turn), max_actions_per_tick=10)
    engine.dispatch(Mulligan())
    before = (engine.state, engine.status, engine.version, engine.history)
    with pytest.raises(ActionQueueOverflowError, match=r"^max_actions_per_tick \(10\) exceeded; 1 actions remain in "
                                                       r"queue$") as info:
        engine.dispatch(Mulligan())  # a mulligan and nine turns run; the tenth EndTurn is one too many
    assert (info.value.limit, info.value.remaining) == (10, 1)
    assert (engine.state, engine.status, engine.version, engine.history) == before
    assert engine.state.status == hsfp.Status.MULLIGAN and len(engine.history) == 1
    engine.pause()  # the engine is still usable, and nothing is left queued
    engine.resume()


def test_default_limit_is_a_thousand() -> None:
    assert GameEngine().max_actions_per_tick == 1000
    with pytest.raises(ValueError):
        GameEngine(max_actions_per_tick=0)


# ---------------------------------------------------------------------------------------- validation


def _flag(when: Callable[[GameState], bool]) -> Callable[[GameState], list[str]]:
    return lambda s: ["the turn is odd", "something else"] if when(s) else []


@pytest.mark.parametrize("mode", ["always", "development"])
def test_validation_runs_after_create_start_dispatch_and_restore(mode: Any) -> None:
    with pytest.raises(StateValidationError, match=r"^State validation failed after create_game: the turn is odd; "
                                                   r"something else$") as info:
        GameEngine(seed=7, validation=mode, validator=_flag(lambda s: True)).create_game(players())
    assert info.value.errors == ("the turn is odd", "something else")
    assert info.value.phase == "create_game"

    armed = {"on": False}
    engine = GameEngine(seed=7, validation=mode, validator=_flag(lambda s: armed["on"])).create_game(players())
    armed["on"] = True
    with pytest.raises(StateValidationError, match=r"after start:"):
        engine.start()
    assert engine.status == "waiting"  # a refused call changes nothing
    armed["on"] = False
    snap = engine.start().create_snapshot()
    engine.dispatch(Mulligan())
    state, version, history = engine.state, engine.version, engine.history
    armed["on"] = True
    with pytest.raises(StateValidationError, match=r"after dispatch:"):
        engine.dispatch(Mulligan())
    with pytest.raises(StateValidationError, match=r"after restore_snapshot:"):
        engine.restore_snapshot(snap)
    assert (engine.state, engine.version, engine.history) == (state, version, history)
    armed["on"] = False
    assert engine.dispatch(Mulligan()).ok


def test_validation_none_never_validates() -> None:
    engine = GameEngine(seed=7, validation="none", validator=_flag(lambda s: True)).create_game(players()).start()
    assert engine.dispatch(Mulligan()).ok
    engine.restore_snapshot(engine.create_snapshot())


def test_default_validator_is_the_state_invariants_and_passes_a_whole_game() -> None:
    engine = started()
    assert engine.validation == "always"
    rnd = __import__("random").Random(3)
    while engine.status == "playing":
        actions = engine.legal_actions()
        assert engine.dispatch(actions[rnd.randrange(len(actions))]).ok
    assert engine.status == "finished"


def test_unknown_validation_mode_is_an_error() -> None:
    with pytest.raises(ValueError, match="validation must be one of none, development, always"):
        GameEngine(validation="sometimes")  # type: ignore[arg-type]


@pytest.mark.parametrize("given", ["none", "development", "always", *Validation])
def test_validation_modes_are_an_enum_and_accept_their_values(given: Any) -> None:
    mode = GameEngine(validation=given).validation
    assert type(mode) is Validation and mode == given


@pytest.mark.parametrize("given", ["ALWAYS", "", " always", True, None, 1, ["always"], Validation])
def test_anything_else_as_validation_mode_is_refused_naming_the_allowed_values(given: Any) -> None:
    with pytest.raises(ValueError, match=r"^validation must be one of none, development, always, not "):
        GameEngine(validation=given)


def test_validation_errors_name_their_phase_as_an_enum() -> None:
    with pytest.raises(StateValidationError) as info:
        GameEngine(seed=7, validator=_flag(lambda s: True)).create_game(players())
    assert info.value.phase is Phase.CREATE_GAME


# -------------------------------------------------------------------------------------- refusal codes


def test_every_refusal_of_the_facade_has_a_code_from_an_enum() -> None:
    class Boom:
        pass

    def explode(state: GameState, action: Boom) -> GameState:
        raise RuntimeError("no")

    engine = started(Plugin("boom", actions={Boom: explode}))
    engine.dispatch(Mulligan())
    engine.dispatch(Mulligan())
    other_hand = hsfp.zone(engine.state, 1 - hsfp.current_player(engine.state), Zone.HAND)
    codes = [engine.dispatch(a).deny_code for a in (PlayCard(other_hand[0]), PlayCard(10**6), "garbage", Boom())]
    engine.pause()
    codes.append(engine.dispatch(EndTurn()).deny_code)
    assert codes == [Code.NOT_YOUR_TURN, Code.UNKNOWN_ENTITY, EngineCode.UNKNOWN_ACTION, EngineCode.REDUCER_FAILED,
                     EngineCode.NOT_PLAYING]
    assert [type(c) for c in codes] == [Code, Code, EngineCode, EngineCode, EngineCode]


@pytest.mark.parametrize(("call", "code"), [
    (lambda e: e.start(), EngineCode.NOT_CREATED),
    (lambda e: e.create_game(players()).create_game(players()), EngineCode.ALREADY_CREATED),
    (lambda e: e.create_game(players()).use(Plugin("late")), EngineCode.PLUGINS_LOCKED),
    (lambda e: e.create_game(players()).pause(), EngineCode.WRONG_STATUS),
    (lambda e: e.create_game(players()).resume(), EngineCode.WRONG_STATUS),
    (lambda e: e.create_game(players()).start().start(), EngineCode.WRONG_STATUS),
])
def test_lifecycle_errors_carry_a_code(call: Callable[[GameEngine], object], code: EngineCode) -> None:
    with pytest.raises(LifecycleError) as info:
        call(GameEngine(seed=7))
    assert info.value.code is code


# ------------------------------------------------------------------------------------------ snapshots


def test_snapshot_is_the_state_value_and_restore_puts_everything_back() -> None:
    engine = started()
    engine.dispatch(Mulligan())
    snap = engine.create_snapshot()
    assert snap.state is engine.state  # O(1): the value itself
    engine.dispatch(Mulligan())
    engine.dispatch(Concede())
    assert engine.status == "finished"
    engine.restore_snapshot(snap)
    assert (engine.state, engine.status, engine.history, engine.version) == (snap.state, "playing", snap.history,
                                                                             snap.version)
    assert engine.dispatch(Mulligan()).ok


def test_snapshot_before_create_is_an_error() -> None:
    with pytest.raises(LifecycleError, match="has not been created"):
        GameEngine().create_snapshot()


def test_restore_drops_actions_queued_by_handlers() -> None:
    engine = GameEngine(seed=7)
    snap_box: dict[str, Any] = {}

    def queue_then_restore(ev: EngineEvent, ctx: Context) -> None:
        ctx.dispatch(EndTurn())
        ctx.dispatch(EndTurn())
        engine.restore_snapshot(snap_box["snap"])

    engine.use(on(EventKind.MULLIGAN, queue_then_restore)).create_game(players()).start()
    snap_box["snap"] = engine.create_snapshot()
    result = engine.dispatch(Mulligan())
    assert len(result.processed_actions) == 1  # the two queued EndTurns never ran
    assert engine.state is snap_box["snap"].state
    assert engine.history == ()  # the restored history, not the interrupted action


def test_subscribers_see_lifecycle_and_game_events() -> None:
    engine = GameEngine(seed=7)
    seen: list[EngineEvent] = []
    unsubscribe = engine.subscribe(lambda ev, ctx: seen.append(ev))
    engine.create_game(players()).start()
    assert [e.kind for e in seen] == [LifecycleKind.GAME_CREATED, LifecycleKind.GAME_STARTED]
    engine.dispatch(Mulligan())
    assert seen[-1].kind == EventKind.MULLIGAN
    unsubscribe()
    engine.dispatch(Mulligan())
    assert seen[-1].kind == EventKind.MULLIGAN and len([e for e in seen if e.kind == EventKind.MULLIGAN]) == 1
