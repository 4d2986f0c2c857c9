"""The MCTS agent: UCT on retained states. Perfect information: it searches the state it is given.

Every node keeps the state it stands for (a value: keeping it is keeping a reference), so an iteration
walks down the tree without replaying anything, steps once to expand a node, plays a random rollout
and backs the reward up. The tree is built on the real state reseeded once per decision
(`hsfp.reseed`), so its random outcomes are not the real game's future; but the opponent's hand and the
order of both decks are the real ones. That is cheating on purpose: set against `ismcts`, which sees
only what its player sees, it measures what the hidden information is worth.

A rollout plays uniformly random actions to the end of the turn it starts in (`rollout=turn`, the
default), scored by the evaluation function as a win probability, or to the end of the game
(`rollout=game`), scored by the result.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from hsfp import api
from hsfp.agents.evaluation import win_probability
from hsfp.agents.search import Budget, Reach, Rollout, rollout, seed_from, settled
from hsfp.core.actions import Action
from hsfp.core.state import GameState


def reward(state: GameState, until: Reach) -> float:
    """Returns player 0's reward for a rollout's last state: the result of a finished game, otherwise
    the evaluation's win probability (or a half for a game rollout cut short)."""
    if until is Rollout.GAME and not api.is_terminal(state):
        return 0.5
    return win_probability(state, 0)


class Node:
    """A node of the tree: its retained state, who acts there, and the statistics of the player who
    moved into it."""

    __slots__ = ("children", "mover", "player", "state", "untried", "value", "visits")

    def __init__(self, state: GameState, mover: int, rng: random.Random) -> None:
        self.state = state
        self.mover = mover
        self.player = api.current_player(state)
        actions = list(api.legal_actions(state))
        rng.shuffle(actions)
        self.untried = actions
        self.children: list[tuple[Action, Node]] = []
        self.visits = 0
        self.value = 0.0

    def select(self, c: float) -> tuple[Action, Node]:
        """Returns the child of the highest upper confidence bound (UCB1)."""
        log_n = math.log(self.visits)
        best, best_ucb = self.children[0], float("-inf")
        for pair in self.children:
            child = pair[1]
            ucb = child.value / child.visits + c * math.sqrt(log_n / child.visits)
            if ucb > best_ucb:
                best, best_ucb = pair, ucb
        return best


def search(state: GameState, rng: random.Random, budget: Budget, until: Reach, c: float) -> tuple[Node, int]:
    """Returns the root of a UCT tree grown on `state` within the budget, and the iterations it ran."""
    root = Node(state, 1 - api.current_player(state), rng)
    done = 0
    for done in budget.ticks():
        node, path = root, [root]
        while not node.untried and node.children:
            node = node.select(c)[1]
            path.append(node)
        if node.untried:
            action = node.untried.pop()
            child = Node(api.advance(node.state, action), node.player, rng)
            node.children.append((action, child))
            node, path = child, [*path, child]
        r0 = reward(rollout(node.state, rng, until), until)
        for n in path:
            n.visits += 1
            n.value += r0 if n.mover == 0 else 1.0 - r0
        if done % 8 == 7 and settled(budget, done + 1, (child.visits for _, child in root.children)):
            break
    return root, done + 1


def most_visited(root: Node) -> Action:
    """Returns the root action visited most (the first of equals)."""
    best, best_visits = root.children[0][0], -1
    for action, child in root.children:
        if child.visits > best_visits:
            best, best_visits = action, child.visits
    return best


@dataclass(frozen=True)
class Mcts:
    """UCT on retained states of the real (reseeded) state: perfect information."""

    budget: Budget = Budget(iterations=400)  # noqa: RUF009  (an immutable tuple)
    rollout: Reach = Rollout.TURN
    c: float = 0.7  # exploration constant of UCB1, rewards in [0, 1]

    def __call__(self, state: GameState, rng: random.Random) -> Action:
        """Returns the most visited action of a UCT search from the state."""
        actions = api.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        root, _ = self.grow(state, rng)
        return most_visited(root)

    def grow(self, state: GameState, rng: random.Random) -> tuple[Node, int]:
        """Returns the tree this agent grows from a state (on the state reseeded from `rng`) and the
        iterations it ran, fewer than an iteration budget once no iteration left could change its choice."""
        return search(api.reseed(state, seed_from(rng)), rng, self.budget, self.rollout, self.c)
