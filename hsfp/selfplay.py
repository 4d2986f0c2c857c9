"""Self-play: agents play full games; each game is a record (and, if asked, a replay), and the run a
summary."""

from __future__ import annotations

import hashlib
import random
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path

from hsfp import api, replay
from hsfp.agents import Agent, uniform_random
from hsfp.core.actions import Action
from hsfp.core.events import Draw
from hsfp.core.rng import spawn
from hsfp.core.state import Rules, state_hash
from hsfp.decks import HEROES, Format, parse_deck, random_legal_deck
from hsfp.replay import Replay, content_hash

MAX_ACTIONS_PER_GAME = 5_000
_FREE = 2  # HearthSim's rarity of the Basic set


@dataclass(frozen=True)
class GameRecord:
    """What one self-play game did (all but `seconds` is deterministic for a seed)."""

    game: int
    seed: int
    heroes: tuple[str, str]
    winner: int | None
    turns: int
    actions: int
    rejected: int
    stalled: bool
    exception: str | None
    final_hash: str
    seconds: float

    def as_json(self) -> dict[str, object]:
        """Returns the record as JSON-ready data."""
        return asdict(self)


@cache
def game_seed(run_seed: int, game: int) -> int:
    """Returns the engine seed of one game of a run: a full-width (256-bit) child of the run seed, which
    may be an int of any size (every bit of it counts)."""
    return spawn(run_seed, game)


#: The child of a game's seed that seeds its side stream (the random heroes and decks, and the agents'
#: generator): an agent holding it learns nothing of the engine's own stream.
_SIDE = 0


#: Each seat's hero; None: a hero drawn at random for each game.
Heroes = tuple[str | None, str | None]


def play_game(game: int, run_seed: int, deck_p0: str = "random", deck_p1: str = "random",
              agents: tuple[Agent, Agent] = (uniform_random, uniform_random), rules: Rules | None = None,
              heroes: Heroes = (None, None), format: Format | None = None) -> GameRecord:
    """Returns the record of one game between two agents."""
    return play_recorded_game(game, run_seed, deck_p0, deck_p1, agents, rules, heroes, format)[0]


def play_recorded_game(game: int, run_seed: int, deck_p0: str = "random", deck_p1: str = "random",
                       agents: tuple[Agent, Agent] = (uniform_random, uniform_random), rules: Rules | None = None,
                       heroes: Heroes = (None, None), format: Format | None = None) -> tuple[GameRecord, Replay]:
    """Returns the record of one game between two agents, and its replay (the actions that went through
    and the random draws of the setup and of each of them). With a format, random heroes are drawn from
    the format's heroes and a "random" deck is a random legal deck of the format for its seat's hero."""
    seed = game_seed(run_seed, game)
    rng = random.Random(spawn(seed, _SIDE))
    # The random heroes are drawn even when both are given, so a game's decks and play do not change.
    choices = HEROES if format is None else format.heroes
    drawn = (choices[rng.randrange(len(choices))], choices[rng.randrange(len(choices))])
    playing = (heroes[0] or drawn[0], heroes[1] or drawn[1])
    def deck(text: str, hero: str) -> tuple[str, ...]:
        legal = format is not None and text == "random"
        return tuple(random_legal_deck(rng, format, hero) if legal and format is not None else parse_deck(text, rng))

    decks = (deck(deck_p0, playing[0]), deck(deck_p1, playing[1]))
    rules = rules or Rules()
    t0 = time.perf_counter()
    actions = rejected = 0
    state, setup_draws = replay.new_game(decks, playing, seed, rules)
    done: list[Action] = []
    draws: list[tuple[Draw, ...]] = []
    error = None
    try:
        while not api.is_terminal(state) and actions < MAX_ACTIONS_PER_GAME:
            action = agents[api.current_player(state)](state, rng)
            result = api.step(state, action)
            t = result.value_or(None)
            actions += 1
            if t is None:
                rejected += 1
                break
            state = t.state
            done.append(action)
            draws.append(t.draws)
    except Exception:  # a self-play run reports engine failures instead of stopping
        error = traceback.format_exc(limit=8)
    record = GameRecord(game, seed, playing, api.winner(state), state.turn, actions, rejected,
                        not api.is_terminal(state) and error is None and rejected == 0, error,
                        state_hash(state), time.perf_counter() - t0)
    return record, Replay(seed, playing, decks, rules, tuple(done), setup_draws, tuple(draws), content_hash(state))


def replay_path(directory: Path, record: GameRecord) -> Path:
    """Returns the file a run saves a game's replay to: named by the game's index and a short hash of its
    seed (the seed itself, 256 bits, is in the file)."""
    digest = hashlib.blake2b(str(record.seed).encode(), digest_size=6).hexdigest()
    return directory / f"game-{record.game:04d}-{digest}.json"


def run(games: int, seed: int, deck_p0: str = "random", deck_p1: str = "random",
        on_game: Callable[[GameRecord], None] | None = None, replay_dir: Path | None = None,
        heroes: Heroes = (None, None), agents: tuple[Agent, Agent] = (uniform_random, uniform_random),
        format: Format | None = None) -> Iterator[GameRecord]:
    """Yields the records of a self-play run between two agents, in game order; with `replay_dir`, saves
    each game's replay there; with a format, its random heroes and random legal decks."""
    if replay_dir is not None:
        replay_dir.mkdir(parents=True, exist_ok=True)
    for g in range(games):
        rec, rep = play_recorded_game(g, seed, deck_p0, deck_p1, agents, heroes=heroes, format=format)
        if replay_dir is not None:
            rep.save(replay_path(replay_dir, rec))
        if on_game is not None:
            on_game(rec)
        yield rec


@dataclass(frozen=True)
class Pairing:
    """One pairing of a round robin: the deck of seat 0 and the deck of seat 1 (names), and their heroes."""

    deck_p0: str
    deck_p1: str
    cards_p0: str  # card ids separated by commas
    cards_p1: str
    heroes: tuple[str, str]


def pairings(decks: dict[str, tuple[str, str]]) -> list[Pairing]:
    """Returns the pairings of a round robin between named decks (name -> (card ids separated by commas,
    hero)): every pair of two different decks, once each way round, so each deck plays as often first as
    second."""
    names = sorted(decks)
    return [Pairing(a, b, decks[a][0], decks[b][0], (decks[a][1], decks[b][1]))
            for a in names for b in names if a != b]


def round_robin(decks: dict[str, tuple[str, str]], games: int, seed: int,
                agents: tuple[Agent, Agent] = (uniform_random, uniform_random),
                ) -> Iterator[tuple[Pairing, GameRecord]]:
    """Yields, pairing by pairing, the records of `games` games between every two named decks, each way
    round (half the games each way, the first way taking the odd one); each pairing has its own child of
    the run seed."""
    order = pairings(decks)
    for k, pair in enumerate(order):
        first = pair.deck_p0 < pair.deck_p1
        n = (games + 1) // 2 if first else games // 2
        pair_seed = game_seed(seed, k)
        for rec in run(n, pair_seed, pair.cards_p0, pair.cards_p1, heroes=pair.heroes, agents=agents):
            yield pair, rec


@dataclass(frozen=True)
class Summary:
    """Totals of a self-play run."""

    games: int
    wins_p0: int
    wins_p1: int
    draws: int
    mean_turns: float
    actions: int
    seconds: float
    exceptions: int
    rejected: int
    stalled: int

    @property
    def actions_per_second(self) -> float:
        """Returns actions per second of engine time."""
        return self.actions / self.seconds if self.seconds else 0.0

    @property
    def games_per_second(self) -> float:
        """Returns games per second of engine time."""
        return self.games / self.seconds if self.seconds else 0.0


def summarise(records: list[GameRecord]) -> Summary:
    """Returns the totals of a list of game records."""
    n = len(records)
    return Summary(
        games=n,
        wins_p0=sum(r.winner == 0 for r in records),
        wins_p1=sum(r.winner == 1 for r in records),
        draws=sum(r.winner is None and not r.stalled and r.exception is None for r in records),
        mean_turns=sum(r.turns for r in records) / n if n else 0.0,
        actions=sum(r.actions for r in records),
        seconds=sum(r.seconds for r in records),
        exceptions=sum(r.exception is not None for r in records),
        rejected=sum(r.rejected for r in records),
        stalled=sum(r.stalled for r in records),
    )
