"""What both environments share: how a game is set up from their arguments, and their spaces."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from gymnasium import spaces

from hsfp import api
from hsfp.core.state import GameState, Rules
from hsfp.decks import parse_deck
from hsfp.views import encode

#: A deck argument: a preset name (``basic``, ``random``), card ids joined by commas, or a list of ids.
DeckSpec = str | Sequence[str]


@dataclass(frozen=True)
class GameSpec:
    """The decks, heroes and rules an environment deals its games with."""

    decks: tuple[DeckSpec, DeckSpec] = ("basic", "basic")
    heroes: tuple[str, str] = ("HERO_08", "HERO_01")
    rules: Rules = field(default_factory=Rules)

    def deal(self, seed: int) -> GameState:
        """Returns a new game for a seed (the decks of a preset are drawn from the same seed)."""
        rng = random.Random(seed)
        decks = tuple(parse_deck(d, rng) if isinstance(d, str) else list(d) for d in self.decks)
        return api.new_game((decks[0], decks[1]), self.heroes, seed=seed, rules=self.rules)


#: The encoder writes 32-bit integers as float32 features: the bounds of the observation box.
_LOW, _HIGH = float(-(2**31)), float(2**31 - 1)


def observation_space() -> spaces.Dict:
    """Returns the space of one observation: the tensor and the mask of legal action indices."""
    return spaces.Dict({
        "observation": spaces.Box(low=_LOW, high=_HIGH, shape=encode.OBSERVATION_SHAPE, dtype=np.float32),
        "action_mask": spaces.Box(low=0, high=1, shape=(encode.NUM_ACTIONS,), dtype=np.int8),
    })


def observe(state: GameState, player: int, acting: bool) -> dict[str, np.ndarray]:
    """Returns what a player may see: its observation tensor and, when it is the one to act, its mask."""
    mask = encode.legal_mask(state).astype(np.int8) if acting else np.zeros(encode.NUM_ACTIONS, np.int8)
    return {"observation": encode.observation_tensor(state, player), "action_mask": mask}


def seed_from(rng: np.random.Generator) -> int:
    """Returns a 128-bit game seed drawn from an environment's generator."""
    hi, lo = rng.integers(0, 2**63, size=2, dtype=np.int64)
    return (int(hi) << 64) | int(lo)
