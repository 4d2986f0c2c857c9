"""Discover: three distinct options from a pool under the class rule, seen by the chooser only, resolved by
the pending choice, and restored exactly from JSON."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.text import render
from cards.value import estimate_value
from hsfp import Choose, EventKind, PlayCard, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef, Collectible, OfClass, OfType, Whose
from hsfp.core.registry import CARDS, register, unregister
from hsfp.core.state import GameState, state_hash
from hsfp.core.tags import CardClass, CardType, Tag, column
from hsfp.observation import filter_events, observation

MINIONS = OfType(Collectible(), CardType.MINION)
DISCOVER = CardDef("TEST_DISCOVER", "Discover a minion", CardType.SPELL, cost=0, play=dsl.Discover(MINIONS))
DISCOVER_CHEAP = CardDef("TEST_DISCOVER_CHEAP", "Discover, it costs 0", CardType.SPELL, cost=0,
                         play=dsl.Discover(MINIONS, then=dsl.SetTag(dsl.Target(), Tag.COST, 0)))
DISCOVER_THEIRS = CardDef("TEST_DISCOVER_THEIRS", "Discover from the opponent's class", CardType.SPELL, cost=0,
                          play=dsl.Discover(OfClass(Collectible(), Whose.OPPONENT), class_rule=False))
DISCOVER_SPELL = CardDef("TEST_DISCOVER_SPELL", "Discover a spell", CardType.SPELL, cost=0,
                         play=dsl.Discover(OfType(Collectible(), CardType.SPELL)))
#: "Deal 1 damage to all minions. Discover a minion.": the choice comes in the middle of the resolution.
SCORCH_THEN_DISCOVER = CardDef("TEST_SCORCH_DISCOVER", "Scorch, then Discover", CardType.SPELL, cost=0,
                               play=dsl.Seq((dsl.Damage(dsl.Minions(), 1), dsl.Discover(MINIONS))))
TEST_CARDS = (DISCOVER, DISCOVER_CHEAP, DISCOVER_THEIRS, DISCOVER_SPELL, SCORCH_THEN_DISCOVER)
MAGE, WARRIOR = int(CardClass.MAGE), int(CardClass.WARRIOR)  # the classes of the scenario's heroes


def _examples(n: int) -> int:
    # n scaled by the active Hypothesis profile, as `properties.strategies.examples` scales it
    return max(1, round(n * settings.default.max_examples / 100))


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    register(*TEST_CARDS)
    yield
    for d in TEST_CARDS:
        unregister(d.card_id)


def _offer(card: CardDef, seed: int = 0) -> tuple[GameState, hsfp.Transition]:
    state, c = testing.put(testing.scenario(seed=seed), 0, card.card_id, Zone.HAND)
    return state, testing.transition(state, PlayCard(c))


def _offered(state: GameState) -> list[str]:
    assert state.pending is not None
    return [state.cards[o] for o in state.pending.options]


def _names(events: tuple[hsfp.observation.SeenEvent, ...]) -> set[str]:
    return {c for ev in events for c in (ev.entity_card, ev.source_card, ev.target_card) if c}


def _known_to(state: GameState, viewer: int) -> set[str]:
    obs = observation(state, viewer)
    shown = {ent.card_id for ent in obs.entities if ent.card_id}
    if obs.pending is not None:
        shown.update(obs.pending.option_cards)
    return shown


@settings(max_examples=_examples(40), deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_discover_offers_three_distinct_cards_of_the_pool_under_the_class_rule(seed: int) -> None:
    _, t = _offer(DISCOVER, seed)
    offered = _offered(t.state)
    assert len(offered) == 3 and len(set(offered)) == 3
    for c in offered:
        d = CARDS[c]
        assert d.collectible and d.card_type == CardType.MINION
        assert d.card_class in (MAGE, int(CardClass.NEUTRAL))  # the chooser is a Mage


def test_the_class_rule_follows_the_choosers_hero_not_the_card() -> None:
    # the same spell-discovering card offers a Mage Mage spells and a Warrior Warrior spells
    for heroes, wanted in ((("HERO_08", "HERO_01"), MAGE), (("HERO_01", "HERO_08"), WARRIOR)):
        s, c = testing.put(testing.scenario(heroes=heroes), 0, DISCOVER_SPELL.card_id, Zone.HAND)
        offered = _offered(testing.act(s, PlayCard(c)))
        assert {CARDS[o].card_class for o in offered} == {wanted}


def test_a_pool_that_names_its_class_offers_that_class() -> None:
    _, t = _offer(DISCOVER_THEIRS)
    assert {CARDS[c].card_class for c in _offered(t.state)} == {WARRIOR}


def test_the_chooser_sees_the_options_and_the_opponent_only_their_number() -> None:
    _, t = _offer(DISCOVER)
    offered = set(_offered(t.state))
    mine, theirs = observation(t.state, 0).pending, observation(t.state, 1).pending
    assert mine is not None and set(mine.option_cards) == offered and mine.n_options == 3
    assert theirs is not None and theirs.n_options == 3 and theirs.options == () and theirs.option_cards == ()
    assert not offered & _known_to(t.state, 1)
    assert not offered & _names(filter_events(t.events, t.state, 1))


def test_the_options_stay_hidden_from_the_opponent_after_the_pick() -> None:
    _, t = _offer(DISCOVER)
    options = t.state.pending.options if t.state.pending else ()
    offered = set(_offered(t.state))
    pick = testing.transition(t.state, Choose(options[1]))
    assert pick.state.pending is None
    assert not offered & _known_to(pick.state, 1)
    assert not offered & _names(filter_events(pick.events, pick.state, 1))
    # the opponent learns that a card went to the hand, nothing more
    assert observation(pick.state, 1).players[0].hand_size == 1


def test_the_chosen_card_lands_in_hand_and_the_others_leave_the_game() -> None:
    _, t = _offer(DISCOVER)
    assert t.state.pending is not None
    options = t.state.pending.options
    chosen = t.state.cards[options[2]]
    state = testing.act(t.state, Choose(options[2]), check=True)
    assert testing.hand(state) == (options[2],)
    assert testing.card_ids(state, testing.hand(state)) == [chosen]
    assert all(state.rows[o][column(Tag.ZONE)] == Zone.REMOVEDFROMGAME for o in options[:2])


def test_then_runs_on_the_chosen_card() -> None:
    _, t = _offer(DISCOVER_CHEAP)
    assert t.state.pending is not None
    option = t.state.pending.options[0]
    state = testing.act(t.state, Choose(option), check=True)
    assert testing.hand(state) == (option,)
    assert hsfp.cost(state, option) == 0


def test_a_full_hand_loses_the_chosen_card() -> None:
    _, t = _offer(DISCOVER)
    assert t.state.pending is not None
    options = t.state.pending.options
    offered = set(_offered(t.state))
    state, yetis = testing.put_all(t.state, 0, ["VAN_CS2_182"] * 10, Zone.HAND)
    pick = testing.transition(state, Choose(options[0]))
    assert testing.hand(pick.state) == yetis
    assert not offered - {"VAN_CS2_182"} & _known_to(pick.state, 1)


def test_a_pending_discover_is_restored_exactly_from_json() -> None:
    _, t = _offer(DISCOVER)
    restored = hsfp.from_json(hsfp.to_json(t.state))
    assert state_hash(restored) == state_hash(t.state)
    assert restored.pending == t.state.pending
    assert t.state.pending is not None
    option = t.state.pending.options[1]
    after, after_restored = (testing.act(s, Choose(option)) for s in (t.state, restored))
    assert state_hash(after) == state_hash(after_restored)
    assert after_restored.cards[option] == t.state.cards[option]


def test_discover_reads_in_both_languages_round_trips_and_is_worth_a_card() -> None:
    assert render(DISCOVER) == "Discover a minion."
    assert render(DISCOVER, "zh") == "发现一张随从牌。"
    assert render(DISCOVER_THEIRS) == "Discover a card from your opponent's class."
    for d in TEST_CARDS:
        assert codec.from_json(codec.to_json(d)) == d
    assert estimate_value(DISCOVER) > estimate_value(CardDef("TEST_NOTHING", "Nothing", CardType.SPELL))


def test_a_minion_killed_before_a_choice_dies_once_the_resolution_ends() -> None:
    state, wisp = testing.put(testing.scenario(), 1, "VAN_CS2_231", Zone.PLAY)
    state, c = testing.put(state, 0, SCORCH_THEN_DISCOVER.card_id, Zone.HAND)
    t = testing.transition(state, PlayCard(c))  # checked: the waiting state is sound
    assert t.state.pending is not None
    assert testing.board(t.state, 1) == (wisp,)  # at 0 Health, waiting for the death phase
    picked = testing.transition(t.state, Choose(t.state.pending.options[0]))
    assert testing.board(picked.state, 1) == ()
    assert any(e.kind == EventKind.DEATH and e.entity == wisp for e in picked.events)
