"""The engine draws randomness only from the RNG state inside GameState.

With every function of the `random` module, the methods of `random.Random` and `random.SystemRandom`,
and `os.urandom` made to raise, whole games played by fixed (non-random) policies still complete; and two
games with the same seed end in equal states.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator

import pytest

import hsfp.api as api
from cards.facts import all_facts
from hsfp.core.actions import Action
from hsfp.core.registry import all_definitions
from hsfp.core.state import GameState, state_hash
from hsfp.core.tags import CardType
from hsfp.validation import problems

#: The module-level functions of `random` (bound methods of a hidden `random.Random` instance).
MODULE_FUNCTIONS = (
    "random", "randint", "choice", "choices", "shuffle", "sample", "randrange", "getrandbits", "uniform",
    "randbytes", "seed", "triangular", "gauss", "normalvariate", "expovariate", "betavariate", "binomialvariate",
)
#: The methods of `random.Random` those functions call, for generators the engine might make itself.
RANDOM_METHODS = (
    "random", "randint", "choice", "choices", "shuffle", "sample", "randrange", "getrandbits", "uniform",
    "randbytes", "_randbelow", "seed", "triangular", "gauss", "normalvariate", "expovariate", "betavariate",
)

#: The collectible Basic cards (rarity FREE among the VAN_ cards).
POOL = tuple(
    d.card_id for d in all_definitions()
    if d.collectible and d.card_type in (CardType.MINION, CardType.SPELL, CardType.WEAPON)
    and d.card_id.startswith("VAN_") and all_facts()[d.card_id]["rarity"] == 2
)
TRACKING = "VAN_DS1_184"


class GlobalRandomUsed(AssertionError):
    """The engine reached for randomness outside its state."""


def _forbidden(name: str) -> Callable[..., object]:
    def raiser(*args: object, **kwargs: object) -> object:
        raise GlobalRandomUsed(f"the engine called {name}")

    return raiser


@pytest.fixture
def no_global_random(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Makes every source of randomness outside the game state raise for the duration of a test."""
    for name in MODULE_FUNCTIONS:
        if hasattr(random, name):
            monkeypatch.setattr(random, name, _forbidden(f"random.{name}"))
    for cls in (random.Random, random.SystemRandom):
        for name in RANDOM_METHODS:
            if hasattr(cls, name):
                monkeypatch.setattr(cls, name, _forbidden(f"{cls.__name__}.{name}"))
    monkeypatch.setattr(os, "urandom", _forbidden("os.urandom"))
    # the patch took: each of these now raises
    for probe in (random.random, random.shuffle, lambda: random.randint(1, 6), lambda: random.choice("ab"),
                  lambda: random.Random(1).random(), lambda: random.Random(1).randrange(6),
                  lambda: random.Random(2).sample(range(9), 2), lambda: random.SystemRandom().getrandbits(8),
                  lambda: os.urandom(4)):
        with pytest.raises(GlobalRandomUsed):
            probe()  # type: ignore[operator]
    yield


def _deck(k: int) -> tuple[str, ...]:
    """Returns a fixed deck (no randomness: the random module is off limits here)."""
    return tuple(POOL[(k * 37 + 11 * i + i * i) % len(POOL)] for i in range(30))


def first_legal(state: GameState, legal: tuple[Action, ...], k: int) -> Action:
    """Always the first legal action."""
    return legal[0]


def by_counter(state: GameState, legal: tuple[Action, ...], k: int) -> Action:
    """The legal action indexed by the step counter."""
    return legal[(k * 7 + 3) % len(legal)]


def last_but_end_turn(state: GameState, legal: tuple[Action, ...], k: int) -> Action:
    """The last legal action before EndTurn (so it attacks, powers and plays), EndTurn if it is alone."""
    return legal[-2] if len(legal) > 1 and k % 5 else legal[-1]


Policy = Callable[[GameState, tuple[Action, ...], int], Action]
POLICIES: tuple[Policy, ...] = (first_legal, by_counter, last_but_end_turn)
#: (deck 0, deck 1, heroes, seed): mixed decks, a mirror, and decks full of Tracking (random picks).
GAMES = (
    (_deck(1), _deck(2), ("HERO_08", "HERO_01"), 7),
    (_deck(3), _deck(3), ("HERO_05", "HERO_05"), 2**40 + 3),
    (_deck(4), _deck(5), ("HERO_02", "HERO_09"), 0),
    ((TRACKING,) * 24 + _deck(6)[:6], _deck(7), ("HERO_05", "HERO_04"), 99),
    (_deck(8), (TRACKING,) * 30, ("HERO_03", "HERO_06"), 123456789),
)


def play(deck0: tuple[str, ...], deck1: tuple[str, ...], heroes: tuple[str, str], seed: int,
         policy: Policy) -> tuple[GameState, int]:
    """Returns the final state of a game played by a fixed policy, and the number of actions."""
    state = api.new_game((deck0, deck1), heroes, seed)
    k = 0
    while not api.is_terminal(state):
        assert k < 25_000, "the game does not end"
        legal = api.legal_actions(state)
        state = api.apply_action(state, policy(state, legal, k))
        k += 1
    return state, k


@pytest.mark.usefixtures("no_global_random")
@pytest.mark.parametrize("policy", POLICIES, ids=lambda p: p.__name__)
def test_games_complete_without_global_randomness(policy: Policy) -> None:
    """Full games with shuffles, random targets, random summons, discards and picks complete with every
    global source of randomness raising, and two runs with the same seed end in equal states."""
    draws = 0
    for deck0, deck1, heroes, seed in GAMES:
        end, n = play(deck0, deck1, heroes, seed, policy)
        assert api.is_terminal(end) and n > 10
        assert problems(end) == []
        again, m = play(deck0, deck1, heroes, seed, policy)
        assert again == end and m == n and state_hash(again) == state_hash(end)
        draws += len(bin(end.rng))  # something to show the games ran on the state's own generator
    assert draws > 0


#: Cards whose effects draw at random: Tracking (pick from the top), Arcane Missiles (split damage), Animal
#: Companion (random summon), Soulfire (random discard), Mind Vision (random card of the enemy hand),
#: Multi-Shot (random targets).
RANDOM_CARDS = ("VAN_DS1_184", "VAN_EX1_277", "VAN_NEW1_031", "VAN_EX1_308", "VAN_CS2_003", "VAN_DS1_183")


@pytest.mark.usefixtures("no_global_random")
def test_random_effects_draw_from_the_state() -> None:
    """Random effects (and Thrall's random totem) report their draws as the state's generator makes them,
    and the same step taken twice draws the same."""
    deck = tuple(RANDOM_CARDS[i % len(RANDOM_CARDS)] for i in range(30))
    state = api.new_game((deck, deck), ("HERO_02", "HERO_08"), seed=5)
    ops: set[str] = set()
    k = 0
    while not api.is_terminal(state):
        assert k < 5_000
        legal = api.legal_actions(state)
        if state.pending is not None and state.pending.kind == "mulligan":
            action = legal[-1]  # replace every starting card
        else:
            action = legal[0] if k % 3 else legal[(k * 5) % len(legal)]
        t1 = api.step(state, action).unwrap()
        t2 = api.step(state, action).unwrap()
        assert t1 == t2
        ops.update(d.op for d in t1.draws)
        state = t1.state
        k += 1
    assert {"mulligan_shuffle", "split_damage", "summon_from_pool", "discard", "random_target"} <= ops, ops
