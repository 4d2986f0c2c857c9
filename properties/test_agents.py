"""Laws of the agents over random games.

- The honest agents (random, greedy, beam, ismcts) are blind: given two states their player cannot tell
  apart (one of them with everything hidden from that player drawn again), they choose the same action
  with the same seed of their own generator.
- Every agent, honest or not, returns an action the step accepts, in any state of a random game.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

import hsfp.api as api
from hsfp.agents import make, uniform_random
from hsfp.core.state import GameState
from hsfp.observation import observation
from hsfp.views.resample import resample
from properties.strategies import Setup, game_settings, setups

HONEST = ("random", "greedy", "beam:width=2,depth=3", "ismcts:iterations=16,determinizations=4")
EVERY = (*HONEST, "first-playable", "mcts:iterations=12", "mcts:iterations=6,rollout=game")


def advanced(setup: Setup, steps: int, seed: int) -> GameState:
    """Returns a game after up to `steps` random actions (fewer if it ends)."""
    state, rng = setup.start(), random.Random(seed)
    for _ in range(steps):
        if api.is_terminal(state):
            break
        state = api.apply_action(state, uniform_random(state, rng))
    return state


@game_settings(40)
@given(setup=setups(with_rules=False), steps=st.integers(0, 80), seed=st.integers(0, 2**32 - 1),
       redraw=st.integers(0, 2**64), agent_seed=st.integers(0, 2**32 - 1), spec=st.sampled_from(HONEST))
def test_honest_agents_are_blind(setup: Setup, steps: int, seed: int, redraw: int, agent_seed: int,
                                 spec: str) -> None:
    state = advanced(setup, steps, seed)
    if api.is_terminal(state):
        return
    me = api.current_player(state)
    twin = resample(state, me, redraw)
    assert observation(twin, me) == observation(state, me)
    agent = make(spec)
    assert agent(state, random.Random(agent_seed)) == agent(twin, random.Random(agent_seed))


@game_settings(40)
@given(setup=setups(), steps=st.integers(0, 120), seed=st.integers(0, 2**32 - 1),
       agent_seed=st.integers(0, 2**32 - 1), spec=st.sampled_from(EVERY))
def test_every_agent_returns_an_accepted_action(setup: Setup, steps: int, seed: int, agent_seed: int,
                                                spec: str) -> None:
    state = advanced(setup, steps, seed)
    if api.is_terminal(state):
        return
    action = make(spec)(state, random.Random(agent_seed))
    result = api.step(state, action)
    assert result.value_or(None) is not None, f"{spec} chose {action!r}, refused: {result.failure()}"
