"""What the search agents share: budgets, stepping a legal action, random rollouts, action keys, and the
honest agents' determinization of the state they are given.

A search steps copies of a state (values: nothing it does reaches the real game), and those copies
draw from their own random stream, fed by the agent's `random.Random`, never the real game's.
"""

from __future__ import annotations

import random
import time
from collections.abc import Hashable, Iterable, Iterator
from enum import StrEnum
from typing import NamedTuple

from hsfp import api
from hsfp.core.actions import Action, Choose, EndTurn, Mulligan, PlayCard, Trade
from hsfp.core.state import GameState
from hsfp.core.tags import Tag

_END_TURN = EndTurn()

#: A rollout never takes more actions than this (a guard: turns end long before).
MAX_ROLLOUT_ACTIONS = 400


class Budget(NamedTuple):
    """How long a search runs: a number of iterations, or seconds of wall time (the first met stops it)."""

    iterations: int | None = None
    seconds: float | None = None

    def ticks(self) -> Iterator[int]:
        """Yields iteration numbers until the budget is spent (at least one)."""
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        i = 0
        while True:
            yield i
            i += 1
            if self.iterations is not None and i >= self.iterations:
                return
            if deadline is not None and time.perf_counter() >= deadline:
                return


def settled(budget: Budget, done: int, visits: Iterable[int]) -> bool:
    """Returns whether a search can stop early: after `done` iterations of an iteration budget, the most
    visited root action is ahead of every other by more than the iterations left, so nothing the rest
    could do changes the choice (the result is the same as running them)."""
    if budget.iterations is None:
        return False
    top = sorted(visits, reverse=True)[:2]
    return len(top) == 2 and top[0] - top[1] > budget.iterations - done


class Rollout(StrEnum):
    """How far a random rollout goes: to the end of the turn it starts in, or to the end of the game (a
    search also takes a number of actions instead). `END` is no random play at all: the turn is ended at
    once (after a random answer to a pending choice), so every leaf is scored at a turn's start, where the
    evaluation of a line that ends the turn and of one that goes on compare fairly."""

    TURN = "turn"
    GAME = "game"
    END = "end"


#: A rollout's reach: a `Rollout`, or a number of random actions.
Reach = Rollout | int


def had_draws(state: GameState, action: Action) -> tuple[GameState, bool]:
    """Returns the state after a legal action, and whether the step drew from the random stream."""
    t = api.step(state, action).unwrap()
    return t.state, bool(t.draws)


def rollout(state: GameState, rng: random.Random, until: Reach = Rollout.TURN,
            max_actions: int = MAX_ROLLOUT_ACTIONS) -> GameState:
    """Returns the state a uniformly random playout reaches: the end of the current turn (the first state
    of the next one), of the game, or after a number of actions."""
    turn = state.turn
    if isinstance(until, int):
        max_actions = min(until, max_actions)
    for _ in range(max_actions):
        if api.is_terminal(state) or (until in (Rollout.TURN, Rollout.END) and state.turn != turn):
            return state
        actions = api.legal_actions(state)
        if until is Rollout.END and actions[-1] == _END_TURN:
            state = api.advance(state, _END_TURN)
            continue
        state = api.advance(state, actions[rng.randrange(len(actions))])
    return state


def action_key(state: GameState, action: Action) -> Hashable:
    """Returns what identifies an action across the determinizations of one information set: a card by
    its card id and cost (a hand card's entity id is hidden, or shuffled by a redraw), a choice by the card
    offered, anything else by itself (characters in play keep their ids)."""
    if isinstance(action, PlayCard):
        card = action.card
        return ("play", api.card_id(state, card), api.tag(state, card, Tag.COST), action.target, action.position,
                action.choice)
    if isinstance(action, Trade):
        return ("trade", api.card_id(state, action.card), api.tag(state, action.card, Tag.COST))
    if isinstance(action, Choose):
        return ("choose", api.card_id(state, action.option))
    if isinstance(action, Mulligan):
        return ("mulligan", tuple(sorted(api.card_id(state, e) for e in action.replace)))
    return action


def determinize(state: GameState, player: int, rng: random.Random) -> GameState:
    """Returns a state `player` cannot tell from `state`, with everything hidden from them drawn afresh
    (`hsfp.resample`) from a seed taken from the agent's generator."""
    from hsfp.views.resample import resample

    return resample(state, player, rng.getrandbits(128))


def seed_from(rng: random.Random) -> int:
    """Returns a 64-bit salt from the agent's generator, for `hsfp.reseed`."""
    return rng.getrandbits(64)
