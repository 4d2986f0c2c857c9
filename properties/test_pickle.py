"""Pickling: every state survives a round trip equal, with an equal `state_hash` and `hash`, in every
pickle protocol; pending choices (the mulligan, a Tracking pick) included, and a reloaded pending state
resumes exactly as the original does.
"""

from __future__ import annotations

import copy
import pickle
import random

from hypothesis import given

import hsfp.api as api
from hsfp.core.actions import Action, PlayCard
from hsfp.core.state import ChoiceKind, GameState, state_hash
from hsfp.validation import problems
from properties.strategies import (
    TRACKING,
    aux_randoms,
    game_settings,
    player_randoms,
    playout,
    setups,
    styles,
    tracking_decks,
)

SUITE = "test_pickle"
PROTOCOLS = tuple(range(pickle.HIGHEST_PROTOCOL + 1))


def assert_round_trip(state: GameState, protocol: int) -> GameState:
    """The state survives pickling equal, with the same content hash and Python hash; returns the copy."""
    data = pickle.dumps(state, protocol=protocol)
    back = pickle.loads(data)
    assert type(back) is type(state)
    assert back == state, f"protocol {protocol}: the reloaded state differs"
    assert state_hash(back) == state_hash(state)
    assert hash(back) == hash(state)
    assert pickle.loads(pickle.dumps(back, protocol=protocol)) == state
    return back


def assert_resumes_alike(state: GameState, back: GameState, legal: tuple[Action, ...]) -> None:
    """Every answer to a pending choice does the same from the reloaded state as from the original."""
    assert back.pending == state.pending
    for answer in legal:
        assert api.step(back, answer) == api.step(state, answer), f"{answer!r} resumes differently after reload"


@game_settings(40)
@given(setup=setups(), rnd=player_randoms(), style=styles(), aux=aux_randoms())
def test_every_state_of_a_game_round_trips(setup, rnd, style, aux: random.Random) -> None:
    """Every state of a random game, from the mulligan to the end, round-trips through pickle (a random
    protocol per state) and through deepcopy."""
    start = setup.start()
    assert start.pending is not None and start.pending.kind == ChoiceKind.MULLIGAN

    def on_state(state: GameState, legal: tuple[Action, ...]) -> None:
        back = assert_round_trip(state, aux.choice(PROTOCOLS))
        if state.pending is not None:
            assert_resumes_alike(state, back, legal)
        elif legal and aux.randrange(8) == 0:
            action = aux.choice(legal)
            assert api.step(back, action) == api.step(state, action)
        if aux.randrange(10) == 0:
            assert copy.deepcopy(state) == state

    played = playout(start, rnd, style=style, suite=SUITE, on_state=on_state)
    assert_round_trip(played.final, pickle.HIGHEST_PROTOCOL)


def _play_tracking(state: GameState, legal: tuple[Action, ...]) -> list[Action]:
    """The player plays Tracking whenever it can."""
    return [a for a in legal if isinstance(a, PlayCard) and state.cards[a.card] == TRACKING]


@game_settings(25)
@given(setup=setups(deck=tracking_decks(), with_rules=False), rnd=player_randoms(), aux=aux_randoms())
def test_pending_picks_round_trip_and_resume(setup, rnd, aux: random.Random) -> None:
    """Decks full of Tracking: every pending Pick round-trips in every protocol and resumes alike."""
    picks = 0

    def on_state(state: GameState, legal: tuple[Action, ...]) -> None:
        nonlocal picks
        if state.pending is None:
            return
        for protocol in PROTOCOLS:
            back = assert_round_trip(state, protocol)
        assert_resumes_alike(state, back, legal)
        assert problems(back) == []
        if state.pending.kind == ChoiceKind.PICK:
            picks += 1
            assert 1 <= len(state.pending.options) <= 3
            assert state.pending.resume is not None

    playout(setup.start(), rnd, style="uniform", suite=SUITE, on_state=on_state, prefer=_play_tracking)
    assert picks >= 1, "no Tracking pick was ever pending"
