"""Shared Hypothesis strategies for the property suites: random Basic decks, heroes, seeds, rules, and a
random playout helper that drives a whole game with choices taken from Hypothesis data.

A game's randomness has two sources here, kept apart: the engine's own RNG (the `seed` of `new_game`),
and the choices of the player, which come from a Hypothesis-driven `Random` so that Hypothesis can
replay and shrink them. Auxiliary sampling (which extra actions to try at a state) uses a plain
`random.Random` seeded from one Hypothesis integer, so it costs Hypothesis one choice per game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from returns.result import Failure, Success

import hsfp.api as api
from hsfp.core.actions import (
    Action,
    Attack,
    Choose,
    Code,
    EndTurn,
    HeroPower,
    Mulligan,
    PlayCard,
    Rejected,
    Transition,
)
from hsfp.core.registry import all_definitions
from hsfp.core.state import PLAYER_ENTITY, GameState, Rules
from hsfp.core.tags import N_ZONES, CardType, Tag, Zone

# --------------------------------------------------------------------------------------------- content

#: Every collectible Basic card a deck may hold (minions, spells, weapons).
BASIC_POOL: tuple[str, ...] = tuple(
    d.card_id
    for d in all_definitions()
    if d.collectible and d.card_type in (CardType.MINION, CardType.SPELL, CardType.WEAPON)
    and d.card_id.startswith("VAN_")
)
HEROES: tuple[str, ...] = tuple(f"HERO_{i:02d}" for i in range(1, 10))
#: Tracking: "Look at the top 3 cards of your deck. Draw one and discard the others." A Pick choice.
TRACKING = "VAN_DS1_184"
DECK_SIZE = 30

assert len(BASIC_POOL) > 100, "the Basic set did not register"
assert TRACKING in BASIC_POOL

# ------------------------------------------------------------------------------------ run statistics

#: Counters over the whole session, printed in the terminal summary by `properties/conftest.py`:
#: "games" counts random games played to the end, "steps" the actions they took, and per-suite keys
#: ("games:test_invariants" ...) say where the games were played.
STATS: Counter[str] = Counter()


def count_game(suite: str) -> None:
    """Records one random game played to its end."""
    STATS["games"] += 1
    STATS[f"games:{suite}"] += 1


# --------------------------------------------------------------------------------------- settings


def examples(n: int) -> int:
    """Returns `n` scaled by the active profile (ci: 100 examples is 1.0; dev runs a tenth)."""
    return max(1, round(n * settings.default.max_examples / 100))


def game_settings(n: int, **extra: Any) -> settings:
    """Returns the settings of a game-playing property: `n` examples (scaled), no deadline."""
    return settings(max_examples=examples(n), deadline=None, suppress_health_check=[HealthCheck.too_slow],
                    **extra)


# ------------------------------------------------------------------------------------------- setups


class Setup(NamedTuple):
    """Everything `new_game` takes: two decks, two heroes, the seed, and the rules (None: the real game's)."""

    decks: tuple[tuple[str, ...], tuple[str, ...]]
    heroes: tuple[str, str]
    seed: int
    rules: Rules | None = None

    def start(self) -> GameState:
        """Returns the new game (waiting for the first mulligan)."""
        return api.new_game(self.decks, self.heroes, self.seed, self.rules)

    @property
    def max_turns(self) -> int:
        """Returns the turn limit of the rules."""
        return (self.rules or Rules()).max_turns


def seeds() -> st.SearchStrategy[int]:
    """Returns engine seeds: any integer the generator accepts (it takes the low 64 bits)."""
    return st.one_of(st.integers(0, 2**32 - 1), st.integers(-(2**63), 2**64 + 5))


def decks(pool: Sequence[str] = BASIC_POOL) -> st.SearchStrategy[tuple[str, ...]]:
    """Returns random 30-card decks from the Basic pool (any number of copies)."""
    return st.lists(st.sampled_from(tuple(pool)), min_size=DECK_SIZE, max_size=DECK_SIZE).map(tuple)


def tracking_decks(min_tracking: int = 20) -> st.SearchStrategy[tuple[str, ...]]:
    """Returns 30-card decks with at least `min_tracking` Trackings, the rest random Basic cards."""
    return st.integers(min_tracking, DECK_SIZE).flatmap(
        lambda n: st.lists(st.sampled_from(BASIC_POOL), min_size=DECK_SIZE - n, max_size=DECK_SIZE - n)
        .map(lambda rest: (TRACKING,) * n + tuple(rest)))


def heroes() -> st.SearchStrategy[tuple[str, str]]:
    """Returns a hero for each player (mirror matches included)."""
    return st.tuples(st.sampled_from(HEROES), st.sampled_from(HEROES))


def custom_rules() -> st.SearchStrategy[Rules]:
    """Returns rulesets that reach the rare endings: a short turn limit (forced draw), low starting
    health (heroes die fast, sometimes both at once)."""
    return st.one_of(
        st.builds(Rules, max_turns=st.integers(0, 24)),
        st.builds(Rules, starting_health=st.integers(1, 12)),
        st.builds(Rules, max_turns=st.integers(1, 40), starting_health=st.integers(1, 30)),
    )


def rules() -> st.SearchStrategy[Rules | None]:
    """Returns the real game's rules three times in four, else a custom ruleset (shrinks to the real one)."""
    return st.integers(0, 3).flatmap(lambda k: custom_rules() if k == 3 else st.none())


def setups(deck: st.SearchStrategy[tuple[str, ...]] | None = None,
           with_rules: bool = True) -> st.SearchStrategy[Setup]:
    """Returns random game setups: decks, heroes, seed and (if asked) rules."""
    d = deck or decks()
    return st.builds(Setup, st.tuples(d, d), heroes(), seeds(), rules() if with_rules else st.none())


# ------------------------------------------------------------------------------------------ players

#: How the random player picks among the legal actions:
#: uniform: any legal action; eager: anything but ending the turn while something else is legal (full
#: boards, empty hands, many attacks); passive: mostly ends the turn (full hands, burned cards, fatigue).
STYLES = ("uniform", "eager", "passive")


def styles() -> st.SearchStrategy[str]:
    """Returns a player style."""
    return st.sampled_from(STYLES)


def player_randoms() -> st.SearchStrategy[random.Random]:
    """Returns a Random whose every draw is Hypothesis data (replayed and shrunk with the example)."""
    return st.randoms(use_true_random=False, note_method_calls=False)


def aux_randoms() -> st.SearchStrategy[random.Random]:
    """Returns a plain Random seeded from one Hypothesis integer, for cheap auxiliary sampling."""
    return st.integers(0, 2**32 - 1).map(random.Random)


Prefer = Callable[[GameState, tuple[Action, ...]], Sequence[Action]]


def choose(rnd: random.Random, state: GameState, legal: tuple[Action, ...], style: str = "uniform",
           prefer: Prefer | None = None) -> Action:
    """Returns the random player's pick among the legal actions of a running game."""
    assert legal, f"a running game has no legal action (turn {state.turn}, pending {state.pending})"
    if prefer is not None:
        favourites = prefer(state, legal)
        if favourites:
            return rnd.choice(list(favourites))
    if style == "eager":
        busy = [a for a in legal if not isinstance(a, EndTurn)]
        if busy:
            return rnd.choice(busy)
    elif style == "passive" and legal[-1] == EndTurn() and rnd.randrange(4) != 0:
        return legal[-1]
    return rnd.choice(legal)


def max_steps(state: GameState) -> int:
    """Returns a bound on the actions of a whole game: generous per turn, so only a hang exceeds it."""
    return 250 * (state.rules.max_turns + 2)


OnState = Callable[[GameState, tuple[Action, ...]], None]
OnStep = Callable[[GameState, Action, Transition], None]


class Played(NamedTuple):
    """A finished random game: the states from the start to the end, and the actions between them."""

    states: list[GameState]
    actions: list[Action]
    transitions: list[Transition]

    @property
    def final(self) -> GameState:
        """Returns the final state."""
        return self.states[-1]


def playout(state: GameState, rnd: random.Random, *, style: str = "uniform", suite: str = "?",
            on_state: OnState | None = None, on_step: OnStep | None = None,
            prefer: Prefer | None = None) -> Played:
    """Plays a game to its end with random legal actions and returns what happened.

    `on_state(state, legal)` runs at every state before the action is chosen (the final state included,
    with no legal actions); `on_step(before, action, transition)` after every step. Every chosen legal
    action must be accepted, and the game must end within `max_steps` and within the turn limit.
    """
    states = [state]
    actions: list[Action] = []
    transitions: list[Transition] = []
    limit = max_steps(state)
    while True:
        legal = api.legal_actions(state)
        if on_state is not None:
            on_state(state, legal)
        if api.is_terminal(state):
            assert legal == (), f"a finished game lists legal actions: {legal}"
            count_game(suite)
            return Played(states, actions, transitions)
        assert len(actions) < limit, f"the game is not over after {limit} actions (turn {state.turn})"
        action = choose(rnd, state, legal, style, prefer)
        transition = accepted(state, action)
        if on_step is not None:
            on_step(state, action, transition)
        STATS["steps"] += 1
        state = transition.state
        assert state.turn <= state.rules.max_turns, f"turn {state.turn} is past the limit {state.rules.max_turns}"
        states.append(state)
        actions.append(action)
        transitions.append(transition)


def accepted(state: GameState, action: Action) -> Transition:
    """Returns the transition of an action that must be accepted; fails naming the refusal otherwise."""
    result = api.step(state, action)
    if not isinstance(result, Success):
        rej = result.failure()
        raise AssertionError(f"legal action {action!r} was refused: {rej.code}: {rej.reason}")
    t = result.unwrap()
    assert isinstance(t, Transition)
    return t


def refused(state: GameState, action: object) -> Rejected:
    """Returns the refusal of an action that must be refused, checked for shape: a `Code` member and a
    non-empty sentence."""
    result = api.step(state, action)  # type: ignore[arg-type]
    assert isinstance(result, Failure), f"{action!r} was accepted (expected a refusal)"
    rej = result.failure()
    assert isinstance(rej, Rejected), rej
    assert isinstance(rej.code, Code) and rej.code in Code, rej.code
    assert is_sentence(rej.reason), f"reason {rej.reason!r} of {rej.code} is not a sentence"
    return rej


def is_sentence(text: object) -> bool:
    """Returns whether a refusal reason reads as a sentence: non-empty text, trimmed, with end punctuation."""
    return isinstance(text, str) and text.strip() == text and len(text) > 1 and text[-1] in ".!?"


# --------------------------------------------------------------------------------- reading a state


def zone(state: GameState, player: int, z: Zone) -> tuple[int, ...]:
    """Returns a player's ordered zone."""
    return state.zones[player * N_ZONES + int(z)]


def characters(state: GameState) -> tuple[int, ...]:
    """Returns the heroes and the minions in play of both players."""
    out: list[int] = []
    for p in (0, 1):
        out.append(int(state.rows[PLAYER_ENTITY[p]][int(Tag.HERO_ENTITY)]))
        out.extend(zone(state, p, Zone.PLAY))
    return tuple(out)


def card_type(state: GameState, entity: int) -> int:
    """Returns the CARDTYPE tag of an entity."""
    return int(state.rows[entity][int(Tag.CARDTYPE)])


__all__ = [
    "BASIC_POOL", "HEROES", "STATS", "STYLES", "TRACKING", "Attack", "Choose", "HeroPower", "Mulligan",
    "PlayCard", "Played", "Setup", "accepted", "aux_randoms", "card_type", "characters", "choose", "count_game",
    "custom_rules", "decks", "examples", "game_settings", "heroes", "is_sentence", "max_steps",
    "player_randoms", "playout", "refused", "rules", "seeds", "setups", "styles", "tracking_decks", "zone",
]
