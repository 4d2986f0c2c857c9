"""Self-play in volume: 2,000 random games (in the ci profile; scaled like every property's examples) over
the Basic and Classic pool, with `hsfp.validation.problems` checked after every step: not one problem.

Each game is fixed by its number: decks, heroes, engine seed and the player's choices all come from
`random.Random(number)`, so a failure names the game that reproduces it (`play(number)`).
"""

from __future__ import annotations

import random
from typing import NamedTuple

import hsfp.api as api
from hsfp.core.actions import Action
from hsfp.core.state import GameState
from hsfp.validation import problems
from properties.strategies import (
    CLASSIC_POOL,
    DECK_SIZE,
    HEROES,
    STATS,
    STYLES,
    choose,
    count_game,
    examples,
    max_steps,
)

SUITE = "test_selfplay"
#: Games in the ci profile.
GAMES = 2_000
#: Problems quoted in a failure message.
QUOTED = 20


class Problem(NamedTuple):
    """A broken invariant found in a game: the game's number, where it happened, and the sentence."""

    game: int
    turn: int
    step: int
    action: Action | None
    decks: tuple[tuple[str, ...], tuple[str, ...]]
    sentence: str

    def __str__(self) -> str:
        cards = sorted(set(self.decks[0]) | set(self.decks[1]))
        return (f"game {self.game}, step {self.step} (turn {self.turn}) after {self.action!r}: {self.sentence} "
                f"[cards: {', '.join(cards)}]")


Decks = tuple[tuple[str, ...], tuple[str, ...]]


def setup(number: int) -> tuple[random.Random, Decks, GameState, str]:
    """Returns a game's player random stream, its decks, its new state and its player style."""
    rnd = random.Random(number)
    decks: Decks = (tuple(rnd.choice(CLASSIC_POOL) for _ in range(DECK_SIZE)),
                    tuple(rnd.choice(CLASSIC_POOL) for _ in range(DECK_SIZE)))
    heroes = (rnd.choice(HEROES), rnd.choice(HEROES))
    return rnd, decks, api.new_game(decks, heroes, seed=rnd.getrandbits(64)), STYLES[number % len(STYLES)]


def play(number: int) -> list[Problem]:
    """Plays game `number` to its end and returns the problems of the first state that has any."""
    rnd, decks, state, style = setup(number)
    found = [Problem(number, 0, 0, None, decks, p) for p in problems(state)]
    steps = 0
    limit = max_steps(state)
    while not found and not api.is_terminal(state):
        assert steps < limit, f"game {number} is not over after {limit} actions"
        action = choose(rnd, state, api.legal_actions(state), style)
        state = api.apply_action(state, action)
        steps += 1
        found = [Problem(number, state.turn, steps, action, decks, p) for p in problems(state)]
    count_game(SUITE)
    STATS["steps"] += steps
    return found


def test_random_games_have_no_problems_after_any_step() -> None:
    """2,000 random games (Basic and Classic cards, every hero, three player styles) keep every invariant of
    `hsfp.validation.problems` after every step."""
    found: list[Problem] = []
    for number in range(examples(GAMES)):
        found += play(number)
    quoted = "\n- ".join(str(p) for p in found[:QUOTED])
    assert not found, f"{len(found)} problems in {len({p.game for p in found})} games:\n- {quoted}"
