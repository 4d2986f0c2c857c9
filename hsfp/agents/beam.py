"""The beam agent: beam search over the actions of the current turn, up to ending it.

Honest: each decision draws one determinization (`hsfp.resample`) and searches there. A line of play is
a sequence of actions of this turn; at each depth the `width` best lines (by the evaluation of the state
they reach) are extended by every legal action. A line ends when it ends the turn (scored by the state
before ending it, as `greedy` scores ending the turn), finishes the game, or reaches `depth` actions;
the agent plays the first action of the best line it found.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import NamedTuple

from hsfp import api
from hsfp.agents.evaluation import evaluate
from hsfp.agents.search import determinize
from hsfp.core.actions import Action, EndTurn
from hsfp.core.state import GameState


class Line(NamedTuple):
    """A line of play: its value so far, its first action's index among the root's actions, its state."""

    value: float
    first: int
    state: GameState


def _ends(state: GameState, me: int, turn: int) -> bool:
    return api.is_terminal(state) or state.turn != turn or api.current_player(state) != me


def search(state: GameState, actions: tuple[Action, ...], me: int, width: int, depth: int) -> int:
    """Returns the index in `actions` of the first action of the best line of this turn from `state`."""
    turn = state.turn
    best_value, best_first = float("-inf"), 0

    def finish(value: float, first: int) -> None:
        nonlocal best_value, best_first
        if value > best_value:
            best_value, best_first = value, first

    frontier: list[Line] = []
    for i, a in enumerate(actions):
        if isinstance(a, EndTurn):
            finish(evaluate(state, me), i)
            continue
        after = api.advance(state, a)
        frontier.append(Line(evaluate(after, me), i, after))
    for _ in range(depth):
        frontier.sort(key=lambda line: -line.value)  # stable: ties keep the root's order
        kept, grown, seen = frontier[:width], [], set()
        for line in kept:
            if _ends(line.state, me, turn):
                finish(line.value, line.first)
                continue
            for a in api.legal_actions(line.state):
                if isinstance(a, EndTurn):
                    finish(line.value, line.first)
                    continue
                after = api.advance(line.state, a)
                key = hash(after)
                if key in seen:  # another order of the same actions
                    continue
                seen.add(key)
                grown.append(Line(evaluate(after, me), line.first, after))
        if not grown:
            break
        frontier = grown
    for line in frontier:
        finish(line.value, line.first)
    return best_first


@dataclass(frozen=True)
class Beam:
    """Beam search over the current turn, over one determinization per decision."""

    width: int = 4
    depth: int = 10  # actions of one turn at most

    def __call__(self, state: GameState, rng: random.Random) -> Action:
        """Returns the first action of the best line of this turn the beam finds."""
        actions = api.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        me = api.current_player(state)
        return actions[search(determinize(state, me, rng), actions, me, self.width, self.depth)]
