"""Plugins: the Hearthstone ruleset is assembled from plugins, and a user plugin (a house rule that
denies an action, a new action type with its own reducer, a handler, a setup step) works without
touching the engine."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

import hsfp
from hsfp import Attack, Code, EndTurn, EventKind, HeroPower, Mulligan, Rejected, Tag
from hsfp.core.state import PLAYER_ENTITY, GameState
from hsfp.engine import (
    HEARTHSTONE,
    Context,
    Deny,
    DuplicateRuleError,
    EngineCode,
    EngineEvent,
    GameEngine,
    GameSetup,
    LifecycleError,
    Plugin,
    Rule,
)

YETIS = ["VAN_CS2_182"] * 30
PLAYERS = [{"id": "alice", "seat": 1, "deck": YETIS, "hero": "HERO_08"},
           {"id": "bob", "seat": 2, "deck": YETIS, "hero": "HERO_01"}]


def main_phase(engine: GameEngine) -> GameEngine:
    engine.create_game(PLAYERS).start()
    assert engine.dispatch(Mulligan()).ok and engine.dispatch(Mulligan()).ok
    return engine


# ---------------------------------------------------------------------------- the Hearthstone ruleset


def test_the_hearthstone_ruleset_is_a_set_of_plugins() -> None:
    names = [p.name for p in HEARTHSTONE]
    assert names == ["hearthstone.deal", "hearthstone.choices", "hearthstone.cards", "hearthstone.combat",
                     "hearthstone.turns"]
    engine = GameEngine()
    assert engine.plugins == HEARTHSTONE
    covered = {t for p in HEARTHSTONE for t in p.actions}
    assert covered == {hsfp.Mulligan, hsfp.Choose, hsfp.PlayCard, hsfp.HeroPower, hsfp.Attack, hsfp.EndTurn,
                       hsfp.Concede}


def test_a_ruleset_without_its_combat_plugin_cannot_attack() -> None:
    ruleset = tuple(p for p in HEARTHSTONE if p.name != "hearthstone.combat")
    engine = main_phase(GameEngine(seed=3, ruleset=ruleset))
    result = engine.dispatch(Attack(4, 6))
    assert (result.ok, result.deny_code, result.deny_reason) == (False, "unknown_action",
                                                                 "No plugin handles actions of type Attack")
    assert engine.dispatch(EndTurn()).ok


def test_an_engine_without_a_setup_step_has_no_game() -> None:
    with pytest.raises(LifecycleError, match="No plugin set up a game state"):
        GameEngine(ruleset=()).create_game(PLAYERS)


def test_the_deal_needs_two_players() -> None:
    with pytest.raises(ValueError, match="Hearthstone needs exactly two players, got 3"):
        GameEngine().create_game([*PLAYERS, {"id": "carol", "seat": 3}])


# ------------------------------------------------------------------------------------------ house rule


def no_hero_power_before_turn_5(state: GameState, action: Any) -> Deny | None:
    if isinstance(action, HeroPower) and state.turn < 5:
        return Deny("House rule: no hero power before turn 5.", "house.hero_power_locked")
    return None


def test_a_house_rule_denies_an_action_with_its_reason_and_code() -> None:
    house = Plugin("house", rules=[Rule("house.no-early-hero-power", no_hero_power_before_turn_5)])
    engine = main_phase(GameEngine(seed=3).use(house))
    engine.dispatch(EndTurn())
    engine.dispatch(EndTurn())  # turn 3: two mana, and every hero power of the Basic set costs 2
    power = next(a for a in hsfp.legal_actions(engine.state) if isinstance(a, HeroPower))  # the core allows it
    state = engine.state
    result = engine.dispatch(power)
    assert (result.ok, result.deny_code) == (False, "house.hero_power_locked")
    assert result.deny_reason == "House rule: no hero power before turn 5."
    assert engine.state is state
    assert engine.dispatch(EndTurn()).ok  # other actions are untouched
    assert engine.dispatch(EndTurn()).ok
    power = next(a for a in hsfp.legal_actions(engine.state) if isinstance(a, HeroPower))
    assert engine.dispatch(power).ok  # turn 5: allowed again


def test_a_rule_may_refuse_with_the_cores_rejected() -> None:
    rule = Rule("house.no-ending", lambda s, a: Rejected(Code.MALFORMED, "No.") if isinstance(a, EndTurn) else None)
    engine = main_phase(GameEngine(seed=3).use(Plugin("house", rules=[rule])))
    result = engine.dispatch(EndTurn())
    assert (result.ok, result.deny_code, result.deny_reason) == (False, "malformed", "No.")
    assert result.deny_code is Code.MALFORMED


def test_a_rule_that_refuses_without_a_code_is_reported_as_rule_denied() -> None:
    rule = Rule("house.quiet", lambda s, a: Deny("Not now.") if isinstance(a, EndTurn) else None)
    engine = main_phase(GameEngine(seed=3).use(Plugin("house", rules=[rule])))
    result = engine.dispatch(EndTurn())
    assert (result.ok, result.deny_code, result.deny_reason) == (False, EngineCode.RULE_DENIED, "Not now.")


def test_duplicate_rule_id_is_an_error_naming_plugin_and_rule() -> None:
    a = Plugin("house-a", rules=[Rule("house.same", lambda s, x: None)])
    b = Plugin("house-b", rules=[Rule("house.same", lambda s, x: None)])
    engine = GameEngine().use(a).use(b)
    with pytest.raises(DuplicateRuleError, match=r"^Plugin 'house-b': duplicate rule id 'house.same' \(already "
                                                 r"registered by plugin 'house-a'\)$"):
        engine.create_game(PLAYERS)
    clash = Plugin("house-c", rules=[Rule("hearthstone.combat.legal", lambda s, x: None)])
    with pytest.raises(DuplicateRuleError, match=r"'house-c'.*'hearthstone.combat.legal'.*'hearthstone.combat'"):
        GameEngine().use(clash).create_game(PLAYERS)


def test_two_reducers_for_one_action_type_is_an_error() -> None:
    mine = Plugin("my-end-turn", actions={EndTurn: lambda s, a: (s, ())})
    with pytest.raises(ValueError, match=r"Plugin 'my-end-turn': action type EndTurn already has a reducer \(from "
                                         r"plugin 'hearthstone.turns'\)"):
        GameEngine().use(mine).create_game(PLAYERS)


def test_plugins_are_added_before_the_game_and_once() -> None:
    engine = GameEngine().use(Plugin("x"))
    with pytest.raises(ValueError, match="Plugin 'x' is already in use"):
        engine.use(Plugin("x"))
    engine.create_game(PLAYERS)
    with pytest.raises(LifecycleError, match=r"^Plugins must be added before create_game\(\)$"):
        engine.use(Plugin("y"))


# ------------------------------------------------------------------------------------ new action type


@dataclass(frozen=True, slots=True)
class Meditate:
    """A house action: spend all your mana; your hero gains that much Armor."""


def meditate(state: GameState, action: Meditate) -> tuple[GameState, tuple[hsfp.Event, ...]]:
    p = state.current
    mana = hsfp.mana(state, p)
    hero = hsfp.hero(state, p)
    s = hsfp.testing.set_tag(state, PLAYER_ENTITY[p], Tag.MANA, 0)
    s = hsfp.testing.set_tag(s, hero, Tag.ARMOR, hsfp.base_tag(s, hero, Tag.ARMOR) + mana)
    return s, (hsfp.Event(EventKind.ARMOR_GAINED, hero, hero, hero, p, mana),)


def meditate_needs_main_phase(state: GameState, action: Any) -> Deny | None:
    if isinstance(action, Meditate) and (state.pending is not None or state.status != hsfp.Status.MAIN):
        return Deny("Meditate is a main-phase action.", "house.not_main_phase")
    return None


MEDITATION = Plugin("meditation", rules=[Rule("meditation.main-phase", meditate_needs_main_phase)],
                    actions={Meditate: meditate})


def test_a_new_action_type_works_through_its_own_reducer() -> None:
    engine = GameEngine(seed=3).use(MEDITATION).create_game(PLAYERS).start()
    early = engine.dispatch(Meditate())
    assert (early.ok, early.deny_code) == (False, "house.not_main_phase")
    engine.dispatch(Mulligan())
    engine.dispatch(Mulligan())
    engine.dispatch(EndTurn())
    engine.dispatch(EndTurn())  # turn 3: two mana
    p = engine.state.current
    mana = hsfp.mana(engine.state, p)
    result = engine.dispatch(Meditate())
    assert result.ok
    assert [e.kind for e in result.events] == [EventKind.ARMOR_GAINED]
    assert hsfp.mana(engine.state, p) == 0
    assert hsfp.tag(engine.state, hsfp.hero(engine.state, p), Tag.ARMOR) == mana > 0
    assert engine.history[-1].action == Meditate()
    assert engine.dispatch(EndTurn()).ok  # the core plays on from the house action's state


def test_a_handler_reacts_to_a_new_actions_event_and_the_history_replays() -> None:
    log: list[int] = []

    def thank(ev: EngineEvent, ctx: Context) -> None:
        assert isinstance(ev, hsfp.Event)
        log.append(ev.amount)
        ctx.dispatch(EndTurn())  # meditating ends your turn

    plugins = (MEDITATION, Plugin("calm", events=[(EventKind.ARMOR_GAINED, thank)]))

    def engine_() -> GameEngine:
        e = GameEngine(seed=5)
        for p in plugins:
            e.use(p)
        return main_phase(e)

    engine = engine_()
    for _ in range(4):
        before = engine.state.current
        result = engine.dispatch(Meditate())
        assert result.ok and len(result.processed_actions) == 2
        assert engine.state.current != before
    assert len(log) == 4
    again = engine_()
    for action in engine.actions:
        again.dispatch(action)
    assert hsfp.state_hash(again.state) == hsfp.state_hash(engine.state)


def test_a_setup_step_of_a_user_plugin_changes_the_dealt_game() -> None:
    def armored_start(setup: GameSetup, state: GameState | None) -> GameState:
        assert state is not None and setup.seed == 3
        for p in (0, 1):
            state = hsfp.testing.set_tag(state, hsfp.hero(state, p), Tag.ARMOR, 5)
        return state

    engine = GameEngine(seed=3).use(Plugin("armored", setup=armored_start)).create_game(PLAYERS)
    assert [hsfp.tag(engine.state, hsfp.hero(engine.state, p), Tag.ARMOR) for p in (0, 1)] == [5, 5]
