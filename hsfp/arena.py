"""The arena: a round robin between agents, with win rates, their intervals, and Elo ratings.

Every pair of agents plays `games` games. Games go by twos: both games of a two are one deal (heroes,
decks and the engine seed), played once with each agent in each seat, so neither agent is favoured by
the cards. Every seed (the deal's, each agent's generator's) is derived from the master seed, the pair
and the game's index by a keyed hash, never from the order in which games finish: a run in several
processes gives the same results as a run in one.
"""

from __future__ import annotations

import hashlib
import math
import random
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from functools import cache

from rich.table import Table

from hsfp import api
from hsfp.agents import Agent, make
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass
from hsfp.decks import HEROES, card_pool, parse_deck, random_deck

#: A game still running after this many actions is stopped and counted as a draw.
MAX_ACTIONS_PER_GAME = 5_000
#: The deck spec of a random deck of the hero's class and neutral cards (the default).
CLASS_DECK = "class"


def derive_seed(*parts: int) -> int:
    """Returns a 128-bit seed derived from a master seed and indices (a keyed hash: distinct inputs give
    unrelated seeds)."""
    text = ",".join(str(p) for p in parts).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=16, person=b"hsfp-arena").digest(), "big")


@cache
def class_pool(hero: str) -> tuple[str, ...]:
    """Returns the collectible Classic-format cards a hero's deck may hold: its class's and neutrals."""
    cls = CARDS[hero].card_class
    return tuple(c for c in card_pool() if CARDS[c].card_class in (cls, int(CardClass.NEUTRAL)))


def deck_for(spec: str, hero: str, rng: random.Random) -> tuple[str, ...]:
    """Returns a deck from a spec: "class" (random cards of the hero's class and neutrals), or what
    `hsfp.decks.parse_deck` reads ("random", "basic", card ids, a file)."""
    if spec == CLASS_DECK:
        return tuple(random_deck(rng, class_pool(hero)))
    return tuple(parse_deck(spec, rng))


@dataclass(frozen=True)
class Match:
    """One game to play: which agents sit where, the deal, and the seeds."""

    index: int  # over the whole run
    pair: int
    game: int  # within the pair
    agents: tuple[str, str]  # the spec of the agent in seat 0 and in seat 1
    decks: tuple[str, str]  # deck specs of seat 0 and seat 1
    seed: int  # the master seed


@dataclass(frozen=True)
class GameResult:
    """What one arena game did (every field is a function of the match: none depends on timing)."""

    index: int
    pair: int
    game: int
    agents: tuple[str, str]  # seat 0, seat 1
    heroes: tuple[str, str]
    seed: int  # the engine seed of the deal
    first: int  # the seat that played first
    winner: int | None  # the winning seat, None for a draw
    turns: int
    actions: int
    error: str | None

    def as_json(self) -> dict[str, object]:
        """Returns the result as JSON-ready data."""
        return asdict(self)


def schedule(specs: Sequence[str], games: int, seed: int, decks: tuple[str, str]) -> list[Match]:
    """Returns the games of a round robin: every pair of agents plays `games` games, seats swapped every
    other game."""
    out: list[Match] = []
    pairs = [(i, j) for i in range(len(specs)) for j in range(i + 1, len(specs))]
    for p, (i, j) in enumerate(pairs):
        for g in range(games):
            seats = (specs[i], specs[j]) if g % 2 == 0 else (specs[j], specs[i])
            out.append(Match(len(out), p, g, seats, decks, seed))
    return out


@cache
def _agent(spec: str) -> Agent:
    return make(spec)


def play(match: Match) -> GameResult:
    """Returns the result of one arena game (an agent's exception ends it as a loss for nobody)."""
    deal = derive_seed(match.seed, match.pair, match.game // 2)
    rng = random.Random(deal)
    heroes = (HEROES[rng.randrange(len(HEROES))], HEROES[rng.randrange(len(HEROES))])
    decks = (deck_for(match.decks[0], heroes[0], rng), deck_for(match.decks[1], heroes[1], rng))
    engine_seed = rng.getrandbits(128)
    state = api.new_game(decks, heroes, engine_seed)
    first = api.current_player(state)
    agents = (_agent(match.agents[0]), _agent(match.agents[1]))
    rngs = tuple(random.Random(derive_seed(match.seed, match.pair, match.game, seat)) for seat in (0, 1))
    actions, error = 0, None
    try:
        while not api.is_terminal(state) and actions < MAX_ACTIONS_PER_GAME:
            p = api.current_player(state)
            state = api.apply_action(state, agents[p](state, rngs[p]))
            actions += 1
    except Exception:  # an arena reports an agent's or the engine's failure instead of stopping
        error = traceback.format_exc(limit=8)
    return GameResult(match.index, match.pair, match.game, match.agents, heroes, engine_seed, first,
                      api.winner(state) if error is None else None, state.turn, actions, error)


def run(matches: Sequence[Match], jobs: int = 1, on_game: Callable[[GameResult], None] | None = None,
        ) -> list[GameResult]:
    """Returns the results of the matches in match order, played in `jobs` processes."""
    results: list[GameResult] = []
    if jobs <= 1:
        for m in matches:
            results.append(play(m))
            if on_game is not None:
                on_game(results[-1])
        return results
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for future in as_completed([pool.submit(play, m) for m in matches]):
            results.append(future.result())
            if on_game is not None:
                on_game(results[-1])
    return sorted(results, key=lambda r: r.index)


# ------------------------------------------------------------------------------------------ figures


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """Returns the Wilson score interval of a proportion (95% by default); (0, 1) for no trials."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = p + z * z / (2 * n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    denom = 1 + z * z / n
    return (max(0.0, (centre - half) / denom), min(1.0, (centre + half) / denom))


@dataclass(frozen=True)
class PairSummary:
    """How one pair's games went, from the side of the pair's first agent `a`."""

    a: str
    b: str
    games: int
    wins_a: int
    wins_b: int
    draws: int
    score_a_first: tuple[float, int]  # a's points and games when a played first
    score_a_second: tuple[float, int]
    mean_turns: float
    errors: int

    @property
    def score_a(self) -> float:
        """Returns a's share of the points (a draw is half a point)."""
        return (self.wins_a + 0.5 * self.draws) / self.games if self.games else 0.0

    @property
    def interval_a(self) -> tuple[float, float]:
        """Returns the 95% Wilson interval of a's share of the points."""
        return wilson(self.wins_a + 0.5 * self.draws, self.games)


def _points(r: GameResult, seat: int) -> float:
    return 0.5 if r.winner is None else float(r.winner == seat)


def summarise(specs: Sequence[str], results: Sequence[GameResult]) -> list[PairSummary]:
    """Returns a summary per pair of agents, in the schedule's order."""
    out = []
    pairs = [(i, j) for i in range(len(specs)) for j in range(i + 1, len(specs))]
    for p, (i, j) in enumerate(pairs):
        a, b = specs[i], specs[j]
        rs = [r for r in results if r.pair == p]
        seat_a = [r.agents.index(a) for r in rs]
        first = [(_points(r, s), 1) for r, s in zip(rs, seat_a, strict=True) if r.first == s]
        second = [(_points(r, s), 1) for r, s in zip(rs, seat_a, strict=True) if r.first != s]
        out.append(PairSummary(
            a, b, len(rs),
            sum(r.winner == s for r, s in zip(rs, seat_a, strict=True)),
            sum(r.winner == 1 - s for r, s in zip(rs, seat_a, strict=True)),
            sum(r.winner is None for r in rs),
            (sum(x for x, _ in first), len(first)), (sum(x for x, _ in second), len(second)),
            sum(r.turns for r in rs) / len(rs) if rs else 0.0,
            sum(r.error is not None for r in rs)))
    return out


def elo(specs: Sequence[str], results: Sequence[GameResult], rounds: int = 2_000) -> dict[str, float]:
    """Returns Elo ratings fitted to every game (Bradley-Terry by minorization-maximization, a draw half a
    win), centred on 1500. Each pair also counts one virtual draw, so a clean sweep stays finite."""
    n = len(specs)
    index = {s: k for k, s in enumerate(specs)}
    wins = [0.0] * n
    games = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            wins[i] += 0.5
            wins[j] += 0.5
            games[i][j] += 1
            games[j][i] += 1
    for r in results:
        s0, s1 = index[r.agents[0]], index[r.agents[1]]
        wins[s0] += _points(r, 0)
        wins[s1] += _points(r, 1)
        games[s0][s1] += 1
        games[s1][s0] += 1
    gamma = [1.0] * n
    for _ in range(rounds):
        new = [wins[i] / sum(games[i][j] / (gamma[i] + gamma[j]) for j in range(n) if j != i) if n > 1 else 1.0
               for i in range(n)]
        mean_log = sum(math.log(g) for g in new) / n
        gamma = [g / math.exp(mean_log) for g in new]
    return {s: 1500.0 + 400.0 * math.log10(gamma[index[s]]) for s in specs}


def tables(specs: Sequence[str], results: Sequence[GameResult], title: str) -> Iterator[Table]:
    """Yields the arena's tables: per pair win rates, and the Elo ratings."""
    pairs = Table(title=title)
    for col, justify in (("agent A", "left"), ("agent B", "left"), ("games", "right"), ("A–B–draws", "right"),
                         ("A score [95%]", "right"), ("A first", "right"), ("A second", "right"),
                         ("mean turns", "right"), ("errors", "right")):
        pairs.add_column(col, justify=justify, no_wrap=col.startswith("A score"))  # type: ignore[arg-type]

    def rate(points: tuple[float, int]) -> str:
        return f"{points[0] / points[1]:.1%} ({points[1]})" if points[1] else "-"

    for s in summarise(specs, results):
        low, high = s.interval_a
        pairs.add_row(s.a, s.b, str(s.games), f"{s.wins_a}–{s.wins_b}–{s.draws}",
                      f"{s.score_a:.1%} [{low:.1%}–{high:.1%}]", rate(s.score_a_first), rate(s.score_a_second),
                      f"{s.mean_turns:.1f}", str(s.errors))
    yield pairs
    ratings = Table(title="Elo (all games)")
    ratings.add_column("agent")
    ratings.add_column("Elo", justify="right")
    for spec, r in sorted(elo(specs, results).items(), key=lambda kv: -kv[1]):
        ratings.add_row(spec, f"{r:.0f}")
    yield ratings


def timed_run(matches: Sequence[Match], jobs: int, on_game: Callable[[GameResult], None] | None = None,
              ) -> tuple[list[GameResult], float]:
    """Returns the results of the matches and the wall time they took, in seconds."""
    t0 = time.perf_counter()
    results = run(matches, jobs, on_game)
    return results, time.perf_counter() - t0
