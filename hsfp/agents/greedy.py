"""The greedy agent: one ply on the evaluation function, over a determinization of what it sees.

Honest: each decision draws one state its player cannot tell from the real one (`hsfp.resample`), and
scores every legal action by the evaluation of the state it leads to there. Ending the turn is scored by
the state as it is (what the opponent's next turn brings is the same whatever was played before), so
the agent plays on while something improves its position. An action whose step draws from the random
stream is scored by the mean over a few reseeded steps.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from hsfp import api
from hsfp.agents.evaluation import evaluate
from hsfp.agents.search import determinize, had_draws, seed_from
from hsfp.core.actions import Action, EndTurn
from hsfp.core.state import GameState


def score(state: GameState, action: Action, player: int, rng: random.Random, samples: int) -> float:
    """Returns the evaluation of the state an action leads to for `player` (the mean over `samples`
    reseeded steps when the step is random; the state itself for ending the turn)."""
    if isinstance(action, EndTurn):
        return evaluate(state, player)
    after, random_step = had_draws(state, action)
    total, n = evaluate(after, player), 1
    if random_step:
        for _ in range(samples - 1):
            total += evaluate(had_draws(api.reseed(state, seed_from(rng)), action)[0], player)
            n += 1
    return total / n


def best_action(state: GameState, actions: tuple[Action, ...], player: int, rng: random.Random,
                samples: int) -> Action:
    """Returns the best-scoring action (the first of equals, so a tie never depends on the generator)."""
    best, best_value = actions[0], float("-inf")
    for a in actions:
        v = score(state, a, player, rng, samples)
        if v > best_value:
            best, best_value = a, v
    return best


@dataclass(frozen=True)
class Greedy:
    """One ply on the evaluation function, over one determinization per decision."""

    samples: int = 3  # reseeded steps averaged for an action with a random outcome

    def __call__(self, state: GameState, rng: random.Random) -> Action:
        """Returns the legal action whose outcome evaluates best for the player to act."""
        actions = api.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        me = api.current_player(state)
        return best_action(determinize(state, me, rng), actions, me, rng, self.samples)
