"""The engine's guards: a runaway loop or a crafted count ends the step in a forced draw within bounded
time, whatever the ruleset says, and a legal play never leaves an unsound state."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import hsfp
from hsfp import EndTurn, EventKind, PlayCard, Rules, Zone, testing
from hsfp.core.dsl import (
    CardDef,
    Damage,
    Draw,
    EventEntity,
    Exists,
    GainArmor,
    IsThis,
    Repeat,
    ShuffleIntoDeck,
    Summon,
    TriggerDef,
)
from hsfp.core.registry import register, unregister
from hsfp.core.state import (
    MAX_LOOP,
    MAX_TRIGGER_LIMIT,
    MAX_WORK_LIMIT,
    GameState,
    guard_limit,
    rules_problems,
)
from hsfp.core.tags import CardType, DrawReason, Tag, column, effective_column
from hsfp.validation import problems

# A test-only minion: whenever it takes damage, it heals itself and deals itself 1 damage again.
LOOPER = CardDef(
    card_id="TEST_LOOPER", name="Looping Test Minion", card_type=CardType.MINION, cost=1, atk=1, health=5,
    triggers=(TriggerDef(EventKind.DAMAGE,
                         Damage(EventEntity(), 1),
                         Exists(EventEntity().where(IsThis()))),),
)

# Test-only spells a crafted card set or document could hold: each asks one work item for a huge count.
HUGE = 10**9
CRAFTED = {
    "TEST_DRAW_HUGE": Draw(HUGE),
    "TEST_REPEAT_HUGE": Repeat(HUGE, GainArmor(1)),
    "TEST_REPEAT_1E5": Repeat(10**5, GainArmor(1)),
    "TEST_SUMMON_HUGE": Summon("VAN_CS2_182", HUGE),
    "TEST_SHUFFLE_HUGE": ShuffleIntoDeck("VAN_CS2_182", HUGE),
}


@pytest.fixture
def looper() -> Iterator[None]:
    register(LOOPER)
    yield
    unregister(LOOPER.card_id)


@pytest.fixture
def crafted() -> Iterator[None]:
    for card_id, effect in CRAFTED.items():
        register(CardDef(card_id=card_id, name=card_id, card_type=CardType.SPELL, cost=0, play=effect))
    yield
    for card_id in CRAFTED:
        unregister(card_id)


def _forced_draws(t: hsfp.Transition) -> list[int]:
    return [e.amount for e in t.events if e.kind == EventKind.FORCED_DRAW]


def _play(state: GameState, card_id: str) -> hsfp.Transition:
    state, card = testing.put(state, 0, card_id, Zone.HAND)
    return hsfp.step(state, PlayCard(card)).unwrap()


@pytest.mark.usefixtures("looper")
def test_a_trigger_that_feeds_itself_ends_the_game_in_a_draw() -> None:
    state = testing.scenario(rules=Rules(trigger_limit=50, death_rounds_limit=256))
    state, looper = testing.put(state, 1, "TEST_LOOPER", Zone.PLAY, health=1000)
    state, bolt = testing.put(state, 0, "VAN_CS2_029", Zone.HAND)  # Fireball
    t = hsfp.step(state, PlayCard(bolt, target=looper)).unwrap()
    assert hsfp.is_terminal(t.state)
    assert hsfp.winner(t.state) is None
    assert _forced_draws(t) == [DrawReason.TRIGGER_LIMIT]
    assert hsfp.step(t.state, hsfp.EndTurn()).failure().code == hsfp.Code.GAME_OVER


def test_the_turn_limit_ends_the_game_in_a_draw() -> None:
    state = testing.scenario(rules=Rules(max_turns=4), turn=4)
    t = hsfp.step(state, hsfp.EndTurn()).unwrap()
    assert hsfp.is_terminal(t.state)
    assert hsfp.winner(t.state) is None
    assert hsfp.returns(t.state) == (0.0, 0.0)
    assert _forced_draws(t) == [DrawReason.TURN_LIMIT]


@pytest.mark.usefixtures("looper")
@pytest.mark.parametrize("limit", [10**12, float("nan"), float("inf")], ids=["huge", "nan", "inf"])
def test_a_ruleset_cannot_raise_the_guards_past_the_engine_maxima(limit: float) -> None:
    rules = Rules(trigger_limit=limit, work_limit=limit, death_rounds_limit=limit)  # type: ignore[arg-type]
    state = testing.scenario(rules=rules)
    state, looper = testing.put(state, 1, "TEST_LOOPER", Zone.PLAY, health=10**9)
    state, bolt = testing.put(state, 0, "VAN_CS2_029", Zone.HAND)
    t = hsfp.step(state, PlayCard(bolt, target=looper)).unwrap()
    assert hsfp.is_terminal(t.state)
    assert _forced_draws(t) == [DrawReason.TRIGGER_LIMIT]
    # Fireball, then one damage per trigger that fired: the engine's own limit stopped it
    assert t.state.rows[looper][column(Tag.DAMAGE)] == 6 + MAX_TRIGGER_LIMIT


@pytest.mark.usefixtures("looper")
@pytest.mark.parametrize("limit", [0, -5])
def test_a_limit_of_zero_or_less_ends_the_loop_at_once_rather_than_never(limit: int) -> None:
    state = testing.scenario(rules=Rules(trigger_limit=limit))
    state, looper = testing.put(state, 1, "TEST_LOOPER", Zone.PLAY, health=1000)
    state, bolt = testing.put(state, 0, "VAN_CS2_029", Zone.HAND)
    t = hsfp.step(state, PlayCard(bolt, target=looper)).unwrap()
    assert _forced_draws(t) == [DrawReason.TRIGGER_LIMIT]


@pytest.mark.usefixtures("crafted")
@pytest.mark.parametrize("card_id", ["TEST_DRAW_HUGE", "TEST_REPEAT_HUGE", "TEST_REPEAT_1E5", "TEST_SUMMON_HUGE",
                                     "TEST_SHUFFLE_HUGE"])
def test_a_huge_count_in_one_work_item_ends_the_step_in_a_forced_draw(card_id: str) -> None:
    t = _play(testing.scenario(), card_id)
    assert hsfp.is_terminal(t.state)
    assert hsfp.winner(t.state) is None
    assert _forced_draws(t) == [DrawReason.WORK_LIMIT]


@pytest.mark.usefixtures("crafted")
def test_one_item_runs_its_own_loop_at_most_the_engine_maximum() -> None:
    state = testing.scenario()
    t = _play(state, "TEST_SHUFFLE_HUGE")
    # one entity for the spell itself, then one new card per turn of the loop, and no more
    assert len(t.state.rows) == len(state.rows) + 1 + MAX_LOOP


@pytest.mark.usefixtures("crafted")
def test_a_repeat_within_the_limit_still_runs_every_time() -> None:
    state = testing.scenario(rules=Rules(work_limit=MAX_WORK_LIMIT))
    register(CardDef(card_id="TEST_REPEAT_5000", name="x", card_type=CardType.SPELL, play=Repeat(5000, GainArmor(1))))
    try:
        t = _play(state, "TEST_REPEAT_5000")
    finally:
        unregister("TEST_REPEAT_5000")
    hero = hsfp.hero(t.state, 0)
    assert not hsfp.is_terminal(t.state)
    assert t.state.rows[hero][column(Tag.ARMOR)] == 5000


def test_the_engine_applies_a_guard_limit_no_larger_than_its_maximum() -> None:
    assert guard_limit(50, 100) == 50
    assert guard_limit(-1, 100) == -1
    assert guard_limit(10**6, 100) == 100
    assert [guard_limit(v, 100) for v in (float("nan"), float("inf"), 50.0, True, None, "50")] == [100] * 6


def test_rules_problems_name_every_number_out_of_the_engine_bounds() -> None:
    assert rules_problems(Rules()) == ()
    found = rules_problems(Rules(work_limit=10**9, max_turns=True, starting_health=float("nan")))  # type: ignore[arg-type]
    assert len(found) == 3
    assert any("work_limit" in p and "1000000000" in p for p in found)
    assert any("max_turns" in p and "bool" in p for p in found)
    assert any("starting_health" in p and "float" in p for p in found)
    assert rules_problems((89, 30)) == ("rules must be a Rules record, not tuple",)


# ----------------------------------------------------------------------------- Far Sight and Tracking


def _far_sight_then_tracking() -> tuple[GameState, int]:
    """Returns the state with Tracking (drawn by Far Sight, 3 cheaper) played and its pick pending."""
    state = testing.scenario(heroes=("HERO_02", "HERO_05"))
    state, far_sight = testing.put(state, 0, "VAN_CS2_053", Zone.HAND)
    state, tracking = testing.put(state, 0, "VAN_DS1_184", Zone.DECK)  # the top card: Far Sight draws it
    state = testing.act(state, PlayCard(far_sight))
    assert state.rows[tracking][effective_column(Tag.COST)] == 0
    state = testing.act(state, PlayCard(tracking))
    assert state.pending is not None and state.pending.ctx is not None
    assert state.pending.ctx.source == tracking
    return state, tracking


def test_a_discounted_spell_keeps_its_discount_while_it_resolves_and_loses_it_in_the_graveyard() -> None:
    # Enchantments are kept on the way from hand into play and lost on the way to the graveyard.
    state, tracking = _far_sight_then_tracking()
    assert [state.rows[x][column(Tag.ATTACHED)] for x in state.enchantments] == [tracking]
    done = testing.transition(state, hsfp.Choose(state.pending.options[0])).state  # type: ignore[union-attr]
    assert done.rows[tracking][Tag.ZONE] == Zone.GRAVEYARD
    assert done.enchantments == ()
    assert done.rows[tracking][effective_column(Tag.COST)] == 1


def test_tracking_drawn_by_far_sight_leaves_a_sound_state_while_its_pick_is_pending() -> None:
    state, _ = _far_sight_then_tracking()
    assert problems(state) == []


def test_a_queued_trigger_of_a_minion_transformed_since_does_not_fire() -> None:
    # Two Poultryizers react to the same turn start; when the first turns the second into a Chicken, the
    # second's queued reaction belongs to a card it no longer is (it used to crash the step)
    state = testing.scenario()
    state, _ = testing.put(state, 1, "Mekka4", Zone.PLAY)
    state, _ = testing.put(state, 1, "Mekka4", Zone.PLAY)
    outcomes = set()
    for salt in range(24):
        t = hsfp.step(hsfp.reseed(state, salt), EndTurn()).unwrap()
        assert problems(t.state) == []
        outcomes.add(tuple(sorted(t.state.cards[e] for e in hsfp.zone(t.state, 1, Zone.PLAY))))
    assert ("Mekka4", "Mekka4t") in outcomes
