"""Runaway loops end in a forced draw, never a hang: a card that reacts to its own reaction forever."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import hsfp
from hsfp import EventKind, PlayCard, Rules, Zone, testing
from hsfp.core.dsl import CardDef, Damage, EventEntity, Exists, IsThis, TriggerDef
from hsfp.core.registry import register, unregister
from hsfp.core.tags import CardType, DrawReason

# A test-only minion: whenever it takes damage, it heals itself and deals itself 1 damage again.
LOOPER = CardDef(
    card_id="TEST_LOOPER", name="Looping Test Minion", card_type=CardType.MINION, cost=1, atk=1, health=5,
    triggers=(TriggerDef(EventKind.DAMAGE,
                         Damage(EventEntity(), 1),
                         Exists(EventEntity().where(IsThis()))),),
)


@pytest.fixture
def looper() -> Iterator[None]:
    register(LOOPER)
    yield
    unregister(LOOPER.card_id)


@pytest.mark.usefixtures("looper")
def test_a_trigger_that_feeds_itself_ends_the_game_in_a_draw() -> None:
    state = testing.scenario(rules=Rules(trigger_limit=50, death_rounds_limit=256))
    state, looper = testing.put(state, 1, "TEST_LOOPER", Zone.PLAY, health=1000)
    state, bolt = testing.put(state, 0, "VAN_CS2_029", Zone.HAND)  # Fireball
    t = hsfp.step(state, PlayCard(bolt, target=looper)).unwrap()
    assert hsfp.is_terminal(t.state)
    assert hsfp.winner(t.state) is None
    assert [e.amount for e in t.events if e.kind == EventKind.FORCED_DRAW] == [DrawReason.TRIGGER_LIMIT]
    assert hsfp.step(t.state, hsfp.EndTurn()).failure().code == hsfp.Code.GAME_OVER


def test_the_turn_limit_ends_the_game_in_a_draw() -> None:
    state = testing.scenario(rules=Rules(max_turns=4), turn=4)
    t = hsfp.step(state, hsfp.EndTurn()).unwrap()
    assert hsfp.is_terminal(t.state)
    assert hsfp.winner(t.state) is None
    assert hsfp.returns(t.state) == (0.0, 0.0)
    assert [e.amount for e in t.events if e.kind == EventKind.FORCED_DRAW] == [DrawReason.TURN_LIMIT]
