"""The ISMCTS agent: single-observer information-set MCTS over `hsfp.resample`.

Honest: it only uses what its player sees. Every iteration plays in a determinization, a state the player
cannot tell from the real one with everything hidden drawn afresh (`hsfp.resample(state, me, seed)`),
and walks one tree whose edges are action keys (`search.action_key`: a card by its card id and cost,
not by an entity id a redraw may shuffle), so the tree is shared by all the determinizations of the
player's information set. At each node only the actions legal in the current determinization compete,
by UCB with availability counts (an action's exploration term counts the visits in which it was
available, not the parent's). Rewards are those of `mcts`; by default a new leaf is scored without
random play (`rollout=end`: the turn is ended at once and the evaluation function scores the next turn's
first state): against `greedy` it won as often as random rollouts to the end of the turn, at a fraction
of the cost.

The iterations cycle through a fixed number of determinizations (`determinizations`, drawn lazily), and
every node keeps the state each one reached there, as `mcts` keeps its states: an iteration steps once to
expand, never to walk down. A fresh determinization per iteration would cost a `resample` each (several
steps' worth) and replay the whole path.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from dataclasses import dataclass

from hsfp import api
from hsfp.agents.mcts import reward
from hsfp.agents.search import Budget, Reach, Rollout, action_key, determinize, rollout, settled
from hsfp.core.actions import Action
from hsfp.core.state import GameState


class InfoNode:
    """A node of the information-set tree: the statistics of the player who moved into it, and, per
    determinization that reached it, the state there and its legal actions by key."""

    __slots__ = ("available", "children", "mover", "seen", "value", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.children: dict[Hashable, InfoNode] = {}
        self.visits = 0
        self.value = 0.0
        self.available = 0
        self.seen: dict[int, tuple[GameState, dict[Hashable, Action]]] = {}

    def at(self, k: int, state: GameState) -> tuple[GameState, dict[Hashable, Action]]:
        """Returns the state of determinization `k` at this node and its legal actions by key (`state`, when
        the determinization comes here for the first time)."""
        got = self.seen.get(k)
        if got is None:
            got = self.seen[k] = (state, _keyed(state))
        return got


def _keyed(state: GameState) -> dict[Hashable, Action]:
    """Returns the legal actions of a state by key (the first of actions sharing a key)."""
    out: dict[Hashable, Action] = {}
    for a in api.legal_actions(state):
        out.setdefault(action_key(state, a), a)
    return out


def _select(node: InfoNode, keyed: dict[Hashable, Action], c: float) -> Hashable:
    best, best_ucb = None, float("-inf")
    for k in keyed:
        child = node.children[k]
        child.available += 1
        ucb = child.value / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
        if ucb > best_ucb:
            best, best_ucb = k, ucb
    return best


def _walk(node: InfoNode, k: int, key: Hashable, state: GameState, action: Action) -> GameState:
    """Returns the state of determinization `k` at a child (stepped once, then kept)."""
    got = node.children[key].seen.get(k)
    return got[0] if got is not None else api.advance(state, action)


def search(state: GameState, me: int, rng: random.Random, budget: Budget, until: Reach, c: float,
           determinizations: int, one_turn: bool = False) -> InfoNode:
    """Returns the root of an information-set tree grown for `me` within the budget, cycling through
    `determinizations` states drawn by `resample` (each node keeps each one's state there, so a walk down
    the tree replays nothing)."""
    root = InfoNode(1 - me)
    worlds: list[GameState] = []
    for i in budget.ticks():
        k = i % determinizations
        if k == len(worlds):
            worlds.append(determinize(state, me, rng))
        node, path = root, [root]
        d, keyed = root.at(k, worlds[k])
        while not api.is_terminal(d) and not (one_turn and d.turn != state.turn):
            untried = [key for key in keyed if key not in node.children]
            mover = api.current_player(d)
            if untried:
                key = untried[rng.randrange(len(untried))]
                child = node.children[key] = InfoNode(mover)
                d, keyed = child.at(k, api.advance(d, keyed[key]))
                path.append(child)
                break
            key = _select(node, keyed, c)
            d, keyed = node.children[key].at(k, _walk(node, k, key, d, keyed[key]))
            node = node.children[key]
            path.append(node)
        r0 = reward(rollout(d, rng, until), until)
        for n in path:
            n.visits += 1
            n.value += r0 if n.mover == 0 else 1.0 - r0
        if i % 8 == 7 and settled(budget, i + 1, (child.visits for child in root.children.values())):
            break
    return root


@dataclass(frozen=True)
class Ismcts:
    """Single-observer ISMCTS: one tree over the determinizations of the player's information set."""

    budget: Budget = Budget(iterations=200)  # noqa: RUF009  (an immutable tuple)
    rollout: Reach = Rollout.END
    c: float = 0.7
    determinizations: int = 20  # states drawn per decision, cycled through by the iterations
    one_turn: bool = False  # the tree stops at the end of the current turn (the rollout scores the rest)

    def __call__(self, state: GameState, rng: random.Random) -> Action:
        """Returns the legal action whose key the search visited most."""
        actions = api.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        me = api.current_player(state)
        root = search(state, me, rng, self.budget, self.rollout, self.c, self.determinizations, self.one_turn)
        best, best_visits = actions[0], -1
        for a in actions:  # in the real state's order: the first of equals
            child = root.children.get(action_key(state, a))
            if child is not None and child.visits > best_visits:
                best, best_visits = a, child.visits
        return best
