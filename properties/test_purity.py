"""Purity: `step` is a function of its arguments and never changes its input.

At every state of a random game: the state equals a deep copy taken before the step (a pickle round
trip) after an accepted and after a refused action; stepping the same state with the same action twice
gives equal results; reading a state (`legal_actions`, `problems`, `state_hash`) changes nothing either.
"""

from __future__ import annotations

import pickle
import random

from hypothesis import given
from returns.result import Failure

import hsfp.api as api
from hsfp.core.actions import Action, Transition
from hsfp.core.state import GameState, state_hash
from hsfp.validation import problems
from properties.strategies import (
    aux_randoms,
    game_settings,
    illegal_action,
    player_randoms,
    playout,
    setups,
    styles,
)

SUITE = "test_purity"


@game_settings(60)
@given(setup=setups(), rnd=player_randoms(), style=styles(), aux=aux_randoms())
def test_step_leaves_its_input_untouched(setup, rnd, style, aux: random.Random) -> None:
    """Accepted and refused actions leave the input state equal to a copy taken before the step, and
    stepping twice gives equal results."""
    copies: dict[int, tuple[GameState, str]] = {}
    pickled: list[bytes] = []

    def on_state(state: GameState, legal: tuple[Action, ...]) -> None:
        data = pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
        before = pickle.loads(data)
        digest = state_hash(state)
        assert before == state and before is not state
        # reading is pure
        assert api.legal_actions(state) == legal
        if aux.randrange(4) == 0:
            problems(state)
        # a refused action: same refusal twice, the state untouched
        bad, _ = illegal_action(state, aux)
        first, second = api.step(state, bad), api.step(state, bad)  # type: ignore[arg-type]
        assert isinstance(first, Failure), f"{bad!r} was accepted"
        assert first == second, f"{bad!r} was refused differently twice: {first} / {second}"
        assert state == before, f"refused {bad!r} changed its input state"
        # an accepted action other than the one the game goes on with, twice
        if legal:
            other = aux.choice(legal)
            r1, r2 = api.step(state, other), api.step(state, other)
            assert r1 == r2, f"{other!r} gave different results twice"
            assert state == before, f"{other!r} changed its input state"
        copies[id(state)] = (before, digest)
        pickled.append(data)

    def on_step(before: GameState, action: Action, t: Transition) -> None:
        copy, digest = copies.pop(id(before))
        assert before == copy, f"{action!r} changed its input state"
        assert state_hash(before) == digest
        again = api.step(before, action)
        assert again.unwrap() == t, f"{action!r} gave different results twice"
        assert before == copy

    played = playout(setup.start(), rnd, style=style, suite=SUITE, on_state=on_state, on_step=on_step)
    # Every state of the game, kept all along and sharing structure with its neighbours, still equals
    # the copy taken when it was reached: no later step changed an earlier state through sharing.
    assert len(pickled) == len(played.states)
    for i, (kept, data) in enumerate(zip(played.states, pickled, strict=True)):
        assert kept == pickle.loads(data), f"state {i} of the game changed after it was reached"
