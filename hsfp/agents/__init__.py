"""Agents: functions `(state, rng) -> action` from a state and their own `random.Random` to an action.

An agent's randomness is its own generator, never the game's stream: a search steps reseeded or
resampled copies of the state it is given (states are values, so nothing it does reaches the real game).

- `random` (`uniform_random`) and `first_playable`: one-line policies.
- `greedy`, `beam` and `ismcts` are honest: they depend only on `hsfp.observation(state, me)`, because
  they search states drawn by `hsfp.resample(state, me, seed)`, never the hidden parts of the real one.
- `mcts` searches the state it is given, hidden cards and deck order included: perfect information, to
  measure what information is worth.

`make(spec)` builds any of them from a spec string: "random", "greedy", "beam:width=4",
"mcts:iterations=400", "mcts:seconds=0.5,rollout=turn", "ismcts:iterations=200".
"""

from __future__ import annotations

from hsfp.agents.basic import AGENTS, Agent, first_playable, uniform_random
from hsfp.agents.spec import KINDS, make, split_specs

__all__ = ["AGENTS", "KINDS", "Agent", "first_playable", "make", "split_specs", "uniform_random"]
