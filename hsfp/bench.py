"""Benchmarks of the engine, reported as medians of repeats (the machines are shared and noisy).

- random play with the reference engine's policy (first playable card, else a random attack, else end
  turn; random 30-card decks of minions and spells; at most 200 policy steps a game, stopping after turn
  40), counted as the reference counts (play, attack, end turn), on Basic decks and on Basic and
  Classic decks. With the reference engine present, each round plays the same games on hsfp (both
  pools) and on the reference, one after the other in an order that alternates from round to round, in
  CPU time; the ratios are taken per round (paired), so the machine's drift cancels out of them;
- random play with a uniform choice over `legal_actions` (every step counted, the mulligan included);
- the cost of keeping a state at turn 2 and at turn 15 (a reference, and the memory it retains);
- the cost of one branch: one action applied to a kept mid-game state;
- the memory a timeline retains per step, over 10,000 uniform random steps (tracemalloc): what dropping
  the timelines frees, and what the process grew by, the bounded caches that fill meanwhile included.
"""

from __future__ import annotations

import gc
import importlib.machinery
import importlib.util
import platform
import random
import statistics
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from types import ModuleType

from hsfp import api
from hsfp.agents import first_playable, uniform_random
from hsfp.core.actions import Action, EndTurn
from hsfp.core.state import GameState
from hsfp.core.tags import CardType
from hsfp.decks import card_pool, random_deck
from hsfp.timeline import Timeline

REFERENCE_DEFAULT = Path("../shared/reference/bench_stoneheart.py")


@dataclass(frozen=True)
class Figure:
    """One measured figure: its name, median value, unit, and the interquartile range of the repeats
    (`low` the first quartile, `high` the third)."""

    name: str
    median: float
    unit: str
    low: float
    high: float


def build() -> str:
    """Returns which build of the rules core runs: "compiled" if it was imported from extension modules
    (docs/compiled.md), else "pure"; figures of the two builds are not comparable."""
    from reducers import step

    return "compiled" if str(step.__file__).endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)) else "pure"


def setting() -> str:
    """Returns what a set of figures was measured on: the build and the Python version."""
    return f"{build()} build, Python {platform.python_version()}"


def _median_of(samples: list[float], name: str, unit: str) -> Figure:
    if len(samples) < 2:
        return Figure(name, samples[0], unit, samples[0], samples[0])
    q1, _, q3 = statistics.quantiles(samples, n=4, method="inclusive")
    return Figure(name, statistics.median(samples), unit, q1, q3)


def _reference_policy_game(seed: int, cap: int = 200, basic_only: bool = True) -> int:
    rnd = random.Random(seed)
    pool = card_pool((CardType.MINION, CardType.SPELL), basic_only)
    state = api.new_game(decks=(random_deck(rnd, pool), random_deck(rnd, pool)), heroes=("HERO_08", "HERO_01"),
                         seed=seed)
    while state.pending is not None:
        state = api.apply_action(state, first_playable(state, rnd))  # keeps every card
    actions = 0
    for _ in range(cap):
        action = first_playable(state, rnd)
        if isinstance(action, EndTurn) and state.turn > 40:
            break
        state = api.apply_action(state, action)
        actions += 1
        if api.is_terminal(state):
            break
    return actions


def _uniform_game(seed: int, cap: int = 5_000) -> int:
    rnd = random.Random(seed)
    state = api.new_game(decks=(random_deck(rnd), random_deck(rnd)), heroes=("HERO_08", "HERO_01"), seed=seed)
    actions = 0
    while not api.is_terminal(state) and actions < cap:
        state = api.apply_action(state, uniform_random(state, rnd))
        actions += 1
    return actions


def random_play(game: Callable[[int], int], games: int, runs: int, label: str) -> tuple[Figure, Figure]:
    """Returns median actions/s and games/s of a game function over seeds 0..games-1, `runs` times."""
    for s in range(min(10, games)):
        game(s)
    aps: list[float] = []
    gps: list[float] = []
    for _ in range(runs):
        n, dt = _timed(game, games)
        aps.append(n / dt)
        gps.append(games / dt)
    return _median_of(aps, f"{label}: actions/s", "actions/s"), _median_of(gps, f"{label}: games/s", "games/s")


def _timed(game: Callable[[int], int], games: int) -> tuple[int, float]:
    # CPU time of this process: another process on a shared machine does not count against a round
    t0 = time.process_time()
    n = sum(game(s) for s in range(games))
    return n, max(time.process_time() - t0, 1e-9)


def load_reference_game(path: Path) -> Callable[[int], int] | None:
    """Returns the reference engine's random-play game (`play_game(seed) -> actions`) from its bench
    script, or None when the script is absent or has none."""
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location("bench_stoneheart", path)
    if spec is None or spec.loader is None:
        return None
    module: ModuleType = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    game = getattr(module, "play_game", None)
    return game if callable(game) else None


@dataclass(frozen=True)
class Paired:
    """Random play measured in interleaved rounds: each engine's actions/s and the per-round ratios."""

    basic: Figure
    classic: Figure
    reference: Figure
    ratio_basic: Figure
    ratio_classic: Figure


def paired_random_play(reference_game: Callable[[int], int], games: int, runs: int) -> Paired:
    """Returns random play on hsfp (Basic; Basic and Classic) and on the reference, measured round by
    round in one sitting, with the ratios hsfp / reference taken within each round."""
    contenders: dict[str, Callable[[int], int]] = {
        "basic": _reference_policy_game, "classic": partial(_reference_policy_game, basic_only=False),
        "reference": reference_game}
    for game in contenders.values():
        for s in range(min(10, games)):
            game(s)
    rates: dict[str, list[float]] = {name: [] for name in contenders}
    order = list(contenders)
    for r in range(runs):
        for name in order if r % 2 == 0 else order[::-1]:
            n, dt = _timed(contenders[name], games)
            rates[name].append(n / dt)
    ratio_b = [b / x for b, x in zip(rates["basic"], rates["reference"], strict=True)]
    ratio_c = [c / x for c, x in zip(rates["classic"], rates["reference"], strict=True)]
    return Paired(
        _median_of(rates["basic"], "random play (reference policy, Basic): actions/s", "actions/s"),
        _median_of(rates["classic"], "random play (reference policy, Basic and Classic): actions/s", "actions/s"),
        _median_of(rates["reference"], "reference (stoneheart) random play: actions/s", "actions/s"),
        _median_of(ratio_b, "ratio: hsfp / reference actions/s, Basic decks (paired rounds)", "x"),
        _median_of(ratio_c, "ratio: hsfp / reference actions/s, Basic and Classic decks (paired rounds)", "x"))


def state_at_turn(turn: int, seed: int = 3) -> GameState:
    """Returns the state at the start of a turn of the first game from `seed` on that lasts that long
    (reference policy, random Basic and Classic decks)."""
    for game_seed in range(seed, seed + 1_000):
        rnd = random.Random(game_seed)
        state = api.new_game(decks=(random_deck(rnd), random_deck(rnd)), heroes=("HERO_09", "HERO_07"),
                             seed=game_seed)
        while not api.is_terminal(state) and state.turn < turn:
            state = api.apply_action(state, first_playable(state, rnd))
        if state.turn >= turn and not api.is_terminal(state):
            return state
    raise RuntimeError(f"no game reached turn {turn}")


def keep_cost(state: GameState, repeats: int = 7, n: int = 100_000) -> tuple[Figure, Figure]:
    """Returns the time to keep a state (ns per kept state) and the memory keeping it retains (bytes)."""
    times: list[float] = []
    for _ in range(repeats):
        kept: list[GameState] = []
        t0 = time.perf_counter()
        for _ in range(n):
            kept.append(state)
        times.append((time.perf_counter() - t0) / n * 1e9)
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = [state for _ in range(10_000)]
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del kept
    per = (after - before) / 10_000
    return (_median_of(times, f"keep a state at turn {state.turn}", "ns"),
            Figure(f"memory per kept state at turn {state.turn}", per, "bytes", per, per))


def timeline_memory(steps: int = 10_000) -> tuple[Figure, Figure, Figure]:
    """Returns the memory a timeline retains per step (bytes) over `steps` uniform random steps, games
    played back to back, each kept as a timeline: what dropping the timelines frees, with and without
    each game's first state; and what the process holds more after the run than before it, which also
    counts the bounded caches that fill meanwhile (interned actions, rows built from each card)."""
    lines: list[Timeline] = []
    done = game = 0
    gc.collect()
    tracemalloc.start()
    start = tracemalloc.get_traced_memory()[0]
    while done < steps:
        rnd = random.Random(game)
        decks = (random_deck(rnd), random_deck(rnd))
        line = Timeline(api.new_game(decks=decks, heroes=("HERO_08", "HERO_01"), seed=game))
        del decks
        while done < steps and not api.is_terminal(line.state):
            line = line.step(uniform_random(line.state, rnd))
            done += 1
        lines.append(line)
        game += 1
    firsts = [kept.state_at(0) for kept in lines]
    del line
    gc.collect()
    held = tracemalloc.get_traced_memory()[0]
    lines.clear()
    gc.collect()
    without_lines = tracemalloc.get_traced_memory()[0]  # the first states still held
    firsts.clear()
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    per, per_step, grown = (held - after) / done, (held - without_lines) / done, (held - start) / done
    return (Figure(f"timeline: memory retained per step ({done:,} steps, {game} games)", per, "bytes", per, per),
            Figure("timeline: memory retained per step, first states of the games excluded", per_step, "bytes",
                   per_step, per_step),
            Figure("timeline: process memory grown per step (the caches filling too)", grown, "bytes", grown,
                   grown))


def branch_cost(states: list[GameState], repeats: int = 7) -> Figure:
    """Returns the median time of applying one legal action to a kept state (µs), over every legal action
    of several kept states; the range is the spread of the per-state medians."""
    per_state: list[float] = []
    samples: list[float] = []
    for state in states:
        actions: tuple[Action, ...] = api.legal_actions(state)
        mine: list[float] = []
        for _ in range(repeats):
            for a in actions:
                t0 = time.perf_counter()
                api.step(state, a)
                mine.append((time.perf_counter() - t0) * 1e6)
        per_state.append(statistics.median(mine))
        samples += mine
    turn = states[0].turn
    return Figure(f"branch: one action from a kept turn-{turn} state ({len(states)} states)",
                  statistics.median(samples), "µs", min(per_state), max(per_state))


def run_all(games: int = 200, runs: int = 5, reference_path: Path | None = REFERENCE_DEFAULT,
            progress: Callable[[str], None] = lambda _: None, timeline_steps: int = 10_000) -> list[Figure]:
    """Returns every benchmark figure, measured in one sitting (with the reference engine interleaved
    round by round when its bench script is present)."""
    figures: list[Figure] = []
    reference_game = load_reference_game(reference_path) if reference_path is not None else None
    if reference_game is not None:
        progress("random play, reference policy, interleaved with the reference engine")
        paired = paired_random_play(reference_game, games, runs)
        figures += [paired.basic, paired.classic, paired.reference, paired.ratio_basic, paired.ratio_classic]
    else:
        progress("random play, reference policy")
        figures += list(random_play(_reference_policy_game, games, runs, "random play (reference policy, Basic)"))
        figures += list(random_play(partial(_reference_policy_game, basic_only=False), games, runs,
                                    "random play (reference policy, Basic and Classic)"))
    progress("random play, uniform over legal actions")
    figures += list(random_play(_uniform_game, max(20, games // 4), runs, "random play (uniform legal)"))
    progress("keeping states")
    for turn in (2, 15):
        figures += list(keep_cost(state_at_turn(turn)))
    progress("branching")
    figures.append(branch_cost([state_at_turn(8, seed) for seed in (3, 103, 203, 303, 403)]))
    if timeline_steps > 0:
        progress("memory retained by a timeline")
        figures += list(timeline_memory(timeline_steps))
    return figures
