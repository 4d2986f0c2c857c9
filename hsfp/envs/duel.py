"""A Gymnasium single-agent environment: the learner holds one seat, a chosen hsfp agent the other.

Registered as ``hsfp/Duel-v0`` on ``import hsfp.envs``. Observations are the dict of the observation
tensor and ``action_mask`` (int8); actions are indices of `hsfp.views.encode` (``Discrete``); the reward is
+1, -1 or 0 when the game ends and 0 before. An illegal index is refused the Gymnasium way for masked
action spaces: the episode ends (``terminated``) with reward -1 and ``info["illegal_action"] = True``; the
engine's state is never touched by it.
"""

from __future__ import annotations

import random
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
from gymnasium import spaces

from hsfp import api
from hsfp.agents import Agent, make
from hsfp.core.state import GameState, Rules
from hsfp.envs.games import DeckSpec, GameSpec, observation_space, observe, seed_from
from hsfp.views import encode

Observation = dict[str, np.ndarray]


class DuelEnv(gymnasium.Env[Observation, np.int64]):
    """One seat of an hsfp game against an opponent agent (``opponent``: an agent spec or an agent)."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012  (gymnasium declares it a plain attribute)

    def __init__(self, opponent: str | Agent = "random", seat: int = 0,
                 decks: tuple[DeckSpec, DeckSpec] = ("basic", "basic"),
                 heroes: tuple[str, str] = ("HERO_08", "HERO_01"), max_turns: int = Rules().max_turns,
                 render_mode: str | None = None) -> None:
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 or 1, not {seat!r}")
        self.opponent: Agent = make(opponent) if isinstance(opponent, str) else opponent
        self.seat = seat
        self.game = GameSpec(decks, heroes, Rules(max_turns=max_turns))
        self.render_mode = render_mode
        self.observation_space = observation_space()  # type: ignore[assignment]
        self.action_space = spaces.Discrete(encode.NUM_ACTIONS)
        self.state: GameState | None = None
        self._opponent_rng = random.Random(0)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None,
              ) -> tuple[Observation, dict[str, Any]]:
        """Deals a new game and lets the opponent act until it is the learner's turn."""
        super().reset(seed=seed)
        game_seed = seed_from(self.np_random)
        self._opponent_rng = random.Random(game_seed ^ 0x5EED)
        self.state = self._opponent_moves(self.game.deal(game_seed))
        return self._observe(), {}

    def step(self, action: np.int64 | int) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """Plays the learner's action, then the opponent's until the learner acts again or the game ends."""
        s = self._live()
        if api.is_terminal(s):
            raise RuntimeError("the episode has ended: call reset()")
        index = int(action)
        if not (0 <= index < encode.NUM_ACTIONS and encode.legal_mask(s)[index]):
            return self._observe(), -1.0, True, False, {"illegal_action": True}
        self.state = s = self._opponent_moves(api.apply_action(s, encode.index_action(s, index)))
        done = api.is_terminal(s)
        reward = api.returns(s)[self.seat] if done else 0.0
        return self._observe(), reward, done, False, {}

    def render(self) -> str | None:
        """Returns a line about the game (``ansi``), or nothing."""
        if self.render_mode != "ansi" or self.state is None:
            return None
        s = self.state
        return f"turn {s.turn}; health {api.health(s, api.hero(s, 0))} / {api.health(s, api.hero(s, 1))}"

    def _opponent_moves(self, s: GameState) -> GameState:
        while not api.is_terminal(s) and api.current_player(s) != self.seat:
            s = api.apply_action(s, self.opponent(s, self._opponent_rng))
        return s

    def _observe(self) -> Observation:
        s = self._live()
        return observe(s, self.seat, not api.is_terminal(s))

    def _live(self) -> GameState:
        if self.state is None:
            raise RuntimeError("call reset() before using the environment")
        return self.state
