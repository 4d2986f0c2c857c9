"""A PettingZoo AEC environment: agents ``player_0`` and ``player_1`` take turns as the game decides.

Each observation is a dict of the observation tensor and ``action_mask`` (int8, 1 where the index is
legal; all zeros for the agent not to act); the action space is ``Discrete(encode.NUM_ACTIONS)``; rewards
come only at the end (+1 win, -1 loss, 0 draw). An illegal index is refused the PettingZoo way: the game
ends, the offender is rewarded -1 and the other agent 0, and ``infos[agent]["illegal_action"]`` says so
(``aec_env`` also wraps the environment in PettingZoo's usual order and bounds checks).
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from hsfp import api
from hsfp.core.state import GameState, Rules
from hsfp.envs.games import DeckSpec, GameSpec, observation_space, observe, seed_from
from hsfp.views import encode

AGENTS = ("player_0", "player_1")


class HsfpAECEnv(AECEnv):  # type: ignore[misc]
    """Both seats of one hsfp game as a PettingZoo AEC environment."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "name": "hsfp_v0", "is_parallelizable": False}

    def __init__(self, decks: tuple[DeckSpec, DeckSpec] = ("basic", "basic"),
                 heroes: tuple[str, str] = ("HERO_08", "HERO_01"), max_turns: int = Rules().max_turns,
                 render_mode: str | None = None) -> None:
        super().__init__()
        self.spec_ = GameSpec(decks, heroes, Rules(max_turns=max_turns))
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        self._obs_space = observation_space()
        self._act_space = spaces.Discrete(encode.NUM_ACTIONS)
        self.state: GameState | None = None
        self.np_random = np.random.default_rng()

    def observation_space(self, agent: str) -> spaces.Dict:
        """Returns the observation space of an agent (the same for both)."""
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Discrete:
        """Returns the action space of an agent: the indices of `hsfp.views.encode`."""
        return self._act_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deals a new game (from `seed` if given) and selects the agent to act first."""
        if seed is not None:
            self.np_random = np.random.default_rng(seed)
        self.state = self.spec_.deal(seed_from(self.np_random))
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = AGENTS[api.current_player(self.state)]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """Returns an agent's observation: its tensor, and its mask if it is the one to act."""
        s = self._live()
        return observe(s, AGENTS.index(agent), agent == self.agent_selection and not api.is_terminal(s))

    def step(self, action: int | None) -> None:
        """Plays the selected agent's action index; an illegal one ends the game against it."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        s = self._live()
        self._clear_rewards()
        if action is None or not _legal(s, action):
            self.infos[agent] = {"illegal_action": True}
            self.rewards = {a: (-1.0 if a == agent else 0.0) for a in self.agents}
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.state = s = api.apply_action(s, encode.index_action(s, int(action)))
            if api.is_terminal(s):
                r = api.returns(s)
                self.rewards = {a: float(r[i]) for i, a in enumerate(AGENTS)}
                self.terminations = dict.fromkeys(self.agents, True)
            else:
                self.agent_selection = AGENTS[api.current_player(s)]
        self._accumulate_rewards()

    def render(self) -> str | None:
        """Returns a line about the game (``ansi``), or nothing."""
        if self.render_mode != "ansi" or self.state is None:
            return None
        s = self.state
        return (f"turn {s.turn}: {self.agent_selection} to act; health "
                f"{api.health(s, api.hero(s, 0))} / {api.health(s, api.hero(s, 1))}")

    def close(self) -> None:
        """Releases nothing: the game is a value."""

    def _live(self) -> GameState:
        if self.state is None:
            raise RuntimeError("call reset() before using the environment")
        return self.state


def _legal(state: GameState, action: object) -> bool:
    try:
        index = int(action)  # type: ignore[call-overload]
    except (TypeError, ValueError, OverflowError):
        return False
    return 0 <= index < encode.NUM_ACTIONS and bool(encode.legal_mask(state)[index])


def aec_env(**kwargs: Any) -> AECEnv:
    """Returns the AEC environment wrapped in PettingZoo's usual checks (illegal index: the offender
    loses, -1)."""
    env: AECEnv = HsfpAECEnv(**kwargs)
    env = wrappers.TerminateIllegalWrapper(env, illegal_reward=-1)
    env = wrappers.AssertOutOfBoundsWrapper(env)
    return wrappers.OrderEnforcingWrapper(env)
