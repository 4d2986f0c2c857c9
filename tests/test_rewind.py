"""Rewind (Raptor Herald): once the play has resolved, its player keeps the outcome or rewinds, and a rewind
makes the same play again from the state before it, with a new random outcome and no second Rewind; the
checkpoint survives JSON, is checked on load, and a resampled state redraws it as it redraws the present."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from hsfp import Choose, PlayCard, Tag, Zone, testing
from hsfp.core.codec import DocumentError
from hsfp.core.state import GameState, RewindPoint, state_hash
from hsfp.core.tags import column
from hsfp.observation import observation
from hsfp.validation import problems
from hsfp.views.resample import resample
from reducers.rewind import KEEP_TIMELINE, REWIND_TIMELINE

HERALD = "CORE_EDR_004_2026"
HUNTER = ("HERO_05", "HERO_01")
YETI = "VAN_CS2_182"
FIREBALL = "VAN_CS2_029"


def _examples(n: int) -> int:
    return max(1, round(n * settings.default.max_examples / 100))


def _before(seed: int = 0) -> tuple[GameState, int]:
    """A Hunter's turn with Raptor Herald in hand, a Yeti and a Fireball in the opponent's hand."""
    state = testing.scenario(seed=seed, heroes=HUNTER)
    state, _ = testing.put_all(state, 1, [YETI, FIREBALL], Zone.HAND)
    state, _ = testing.put(state, 0, YETI, Zone.HAND)
    return testing.put(state, 0, HERALD, Zone.HAND)


def _played_and_picked(seed: int = 0) -> tuple[GameState, GameState, int]:
    """Returns the state before Raptor Herald is played, the state once its Discover is answered (the
    Rewind choice pending) and the Herald's id."""
    before, herald = _before(seed)
    state = testing.act(before, PlayCard(herald), check=True)
    assert state.pending is not None and state.pending.checkpoint is None  # the Discover comes first
    return before, testing.act(state, Choose(state.pending.options[0]), check=True), herald


def test_after_the_play_resolves_its_player_keeps_or_rewinds() -> None:
    _, state, _ = _played_and_picked()
    pending = state.pending
    assert pending is not None and pending.player == 0 and pending.checkpoint is not None
    assert sorted(state.cards[o] for o in pending.options) == [KEEP_TIMELINE, REWIND_TIMELINE]
    assert set(hsfp.legal_actions(state)) == {Choose(o) for o in pending.options}
    assert testing.refusal(state, hsfp.EndTurn()) == hsfp.Code.CHOICE_PENDING


def test_keeping_leaves_the_outcome_and_both_options_leave_the_game() -> None:
    _, state, herald = _played_and_picked()
    options = state.pending.options if state.pending else ()
    kept = testing.keep_outcome(state, check=True)
    assert kept.pending is None
    assert testing.board(kept) == (herald,) and testing.hand(kept) == testing.hand(state)
    assert all(kept.rows[o][column(Tag.ZONE)] == Zone.REMOVEDFROMGAME and kept.cards[o] == "" for o in options)


@settings(max_examples=_examples(20), deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_a_rewind_plays_the_card_again_from_before_with_a_new_outcome_and_no_second_rewind(seed: int) -> None:
    before, state, herald = _played_and_picked(seed)
    again = testing.rewind(state, check=True)
    # the same play from the state before it: the Herald on the board once, its mana paid once, the
    # Discover offered again from the live random stream, and the first outcome gone
    assert testing.board(again) == (herald,) and testing.hand(again) == tuple(
        e for e in testing.hand(before) if e != herald)
    mana = testing.player_tag(before, 0, Tag.MANA)
    assert testing.player_tag(again, 0, Tag.MANA) == mana - hsfp.cost(before, herald)
    assert testing.player_tag(again, 0, Tag.CARDS_PLAYED_THIS_TURN) == 1
    assert again.pending is not None and again.pending.checkpoint is None
    # three new options; what the first play made stays blank and out of the game: ids are never reused
    assert len(again.rows) == len(state.rows) + 3
    assert all(again.cards[e] == "" and again.rows[e][column(Tag.ZONE)] == Zone.REMOVEDFROMGAME
               for e in range(len(before.rows), len(state.rows)))
    assert again.rng != before.rng
    chosen = again.pending.options[0]
    done = testing.act(again, Choose(chosen), check=True)
    assert done.pending is None  # no Rewind the second time
    assert chosen in testing.hand(done) or done.zone_ids(0, Zone.DECK)[-1] == chosen  # Sweet Dreams: on top


def test_rewinding_gives_new_random_outcomes() -> None:
    offers = set()
    for seed in range(6):
        _, state, _ = _played_and_picked(seed)
        again = testing.rewind(state)
        assert again.pending is not None
        assert not {again.cards[o] for o in state.pending.options if state.pending} - {""}  # gone with it
        offers.add(tuple(sorted(again.cards[o] for o in again.pending.options)))
    assert len(offers) > 1


def test_a_rewind_makes_the_play_with_the_same_position() -> None:
    before, herald = _before()
    before, yeti = testing.put(before, 0, YETI, Zone.PLAY)
    state = testing.act(before, PlayCard(herald, position=0))
    assert state.pending is not None
    state = testing.act(state, Choose(state.pending.options[0]))
    again = testing.rewind(state)
    assert testing.board(again) == (herald, yeti)


def test_two_plays_that_make_the_same_move_keep_the_same_checkpoint() -> None:
    # rightmost by no position or by the last one: one move, one next state
    before, herald = _before()
    assert hsfp.step(before, PlayCard(herald)) == hsfp.step(before, PlayCard(herald, position=0))


# ------------------------------------------------------------------------------------ JSON and loading


def test_the_checkpoint_survives_json_mid_play_and_at_the_choice() -> None:
    before, herald = _before(3)
    mid = testing.act(before, PlayCard(herald))
    assert any(isinstance(t, RewindPoint) for t in mid.work)
    for state in (mid, testing.act(mid, Choose(mid.pending.options[1] if mid.pending else 0))):
        restored = hsfp.from_json(hsfp.to_json(state))
        assert restored == state and state_hash(restored) == state_hash(state)
        assert not problems(restored)
    _, at_choice, _ = _played_and_picked(3)
    restored = hsfp.from_json(hsfp.to_json(at_choice))
    assert state_hash(testing.rewind(restored)) == state_hash(testing.rewind(at_choice))
    assert state_hash(testing.keep_outcome(restored)) == state_hash(testing.keep_outcome(at_choice))


def _corrupt(state: GameState, change: str) -> str:
    doc = json.loads(hsfp.to_json(state))
    point = doc["body"]["pending"]["checkpoint"]
    if change == "rng":
        point["state"]["$state"]["rng"] = 12345
    elif change == "card":
        point["card"] = 5  # a hero power: no Rewind, not in hand
    elif change == "work":
        point["state"]["$state"]["work"] = [{"$type": "Settle"}]
    elif change == "unsound":
        point["state"]["$state"]["rows"][2]["MANA"] = 99
    elif change == "shape":
        point["state"] = {"$state": [1, 2]}
    return json.dumps(doc)


@pytest.mark.parametrize("change", ["rng", "card", "work", "unsound", "shape"])
def test_a_bad_checkpoint_is_refused_on_load(change: str) -> None:
    _, state, _ = _played_and_picked()
    with pytest.raises(DocumentError):
        hsfp.from_json(_corrupt(state, change))


# ---------------------------------------------------------------------------------- hidden information


def _pending_rewind(seed: int, opponent_hand: tuple[str, ...]) -> GameState:
    state = testing.scenario(seed=seed, heroes=HUNTER)
    state, _ = testing.put_all(state, 1, opponent_hand, Zone.HAND)
    state, herald = testing.put(state, 0, HERALD, Zone.HAND)
    state = testing.act(state, PlayCard(herald))
    assert state.pending is not None
    return testing.act(state, Choose(state.pending.options[0]))


@settings(max_examples=_examples(20), deadline=None)
@given(st.integers(min_value=0, max_value=2**31), st.integers(min_value=0, max_value=2**31))
def test_a_resampled_past_depends_only_on_what_the_player_saw(seed: int, k: int) -> None:
    # which card of the opponent's hand is which differs between the two games (cards of one deck list);
    # the Hunter cannot tell them apart, now or in the state a rewind would go back to
    a = _pending_rewind(seed, (YETI, FIREBALL, YETI))
    b = _pending_rewind(seed, (FIREBALL, YETI, YETI))
    assert observation(a, 0) == observation(b, 0)
    ra, rb = resample(a, 0, seed=k), resample(b, 0, seed=k)
    assert ra == rb
    assert observation(ra, 0) == observation(a, 0)
    # the past agrees with the present: the opponent's hand then holds the cards it holds now
    point = ra.pending.checkpoint if ra.pending else None
    assert point is not None
    for e in ra.zone_ids(1, Zone.HAND):
        assert point.state.cards[e] == ra.cards[e]
    # and rewinding the resampled state is a sound game
    assert not problems(testing.rewind(ra, check=True))


@settings(max_examples=_examples(20), deadline=None)
@given(st.integers(min_value=0, max_value=2**31), st.integers(min_value=0, max_value=2**31))
def test_the_opponent_of_a_rewind_sees_neither_its_options_nor_its_past(seed: int, k: int) -> None:
    state = _pending_rewind(seed, (YETI,))
    other = resample(state, 1, seed=k)
    assert observation(other, 1) == observation(state, 1)
    assert other.pending is not None and other.pending.checkpoint is not None
    assert sorted(other.cards[o] for o in other.pending.options) == [KEEP_TIMELINE, REWIND_TIMELINE]
    # the Herald was seen being played, so the past holds it in hand; the opponent's own cards are its own
    point = other.pending.checkpoint
    assert HERALD in {point.state.cards[e] for e in point.state.zone_ids(0, Zone.HAND)}
    assert [point.state.cards[e] for e in point.state.zone_ids(1, Zone.HAND)] == [YETI]
    assert resample(other, 1, seed=k) == other
    assert not problems(testing.rewind(other, check=True))
