"""Benchmarks of the engine, reported as medians of repeats (the machines are shared and noisy).

- random play with the reference engine's policy (first playable card, else a random attack, else end
  turn; random 30-card decks of minions and spells; at most 200 policy steps a game, stopping after turn
  40), counted as the reference counts (play, attack, end turn);
- random play with a uniform choice over `legal_actions` (every step counted, the mulligan included);
- the cost of keeping a state at turn 2 and at turn 15 (a reference, and the memory it retains);
- the cost of one branch: one action applied to a kept mid-game state;
- the memory a timeline retains per step, over 10,000 uniform random steps (tracemalloc).
"""

from __future__ import annotations

import gc
import random
import re
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from hsfp import api
from hsfp.agents import first_playable, uniform_random
from hsfp.core.actions import Action, EndTurn, Mulligan
from hsfp.core.state import GameState
from hsfp.core.tags import CardType
from hsfp.decks import card_pool, random_deck
from hsfp.timeline import Timeline

REFERENCE_DEFAULT = Path("../shared/reference/bench_stoneheart.py")


@dataclass(frozen=True)
class Figure:
    """One measured figure: its name, median value, unit, and the spread of the repeats."""

    name: str
    median: float
    unit: str
    low: float
    high: float


def _median_of(samples: list[float], name: str, unit: str) -> Figure:
    return Figure(name, statistics.median(samples), unit, min(samples), max(samples))


def _reference_policy_game(seed: int, cap: int = 200, basic_only: bool = True) -> int:
    rnd = random.Random(seed)
    pool = card_pool((CardType.MINION, CardType.SPELL), basic_only)
    state = api.new_game(decks=(random_deck(rnd, pool), random_deck(rnd, pool)), heroes=("HERO_08", "HERO_01"),
                         seed=seed)
    while state.pending is not None:
        state = api.apply_action(state, Mulligan(()))
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
        t0 = time.perf_counter()
        n = sum(game(s) for s in range(games))
        dt = time.perf_counter() - t0
        aps.append(n / dt)
        gps.append(games / dt)
    return _median_of(aps, f"{label}: actions/s", "actions/s"), _median_of(gps, f"{label}: games/s", "games/s")


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


def timeline_memory(steps: int = 10_000) -> tuple[Figure, Figure]:
    """Returns the memory a timeline retains per step (bytes) over `steps` uniform random steps, games
    played back to back, each kept as a timeline: all counted, and without each game's first state."""
    lines: list[Timeline] = []
    done = game = roots = 0
    gc.collect()
    tracemalloc.start()
    start = tracemalloc.get_traced_memory()[0]
    while done < steps:
        rnd = random.Random(game)
        decks = (random_deck(rnd), random_deck(rnd))
        before = tracemalloc.get_traced_memory()[0]
        line = Timeline(api.new_game(decks=decks, heroes=("HERO_08", "HERO_01"), seed=game))
        roots += tracemalloc.get_traced_memory()[0] - before
        del decks
        while done < steps and not api.is_terminal(line.state):
            line = line.step(uniform_random(line.state, rnd))
            done += 1
        lines.append(line)
        game += 1
    gc.collect()
    total = tracemalloc.get_traced_memory()[0] - start
    tracemalloc.stop()
    per, per_step = total / done, (total - roots) / done
    return (Figure(f"timeline: memory retained per step ({done:,} steps, {game} games)", per, "bytes", per, per),
            Figure("timeline: memory retained per step, first states of the games excluded", per_step, "bytes",
                   per_step, per_step))


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


def reference(path: Path, games: int, runs: int) -> Figure | None:
    """Returns the reference engine's random-play actions/s, run now in a subprocess, or None."""
    if not path.exists():
        return None
    out = subprocess.run([sys.executable, str(path), "--runs", str(runs), "--games", str(games)],
                         capture_output=True, text=True, check=False).stdout
    m = re.search(r"([\d.]+) actions/s", out)
    if not m:
        return None
    v = float(m.group(1))
    return Figure("reference (stoneheart) random play: actions/s", v, "actions/s", v, v)


def run_all(games: int = 200, runs: int = 5, reference_path: Path | None = REFERENCE_DEFAULT,
            progress: Callable[[str], None] = lambda _: None, timeline_steps: int = 10_000) -> list[Figure]:
    """Returns every benchmark figure, measured in one sitting."""
    figures: list[Figure] = []
    progress("random play, reference policy")
    ref_aps, ref_gps = random_play(_reference_policy_game, games, runs, "random play (reference policy, Basic)")
    figures += [ref_aps, ref_gps]
    classic_aps, classic_gps = random_play(partial(_reference_policy_game, basic_only=False), games, runs,
                                           "random play (reference policy, Basic and Classic)")
    figures += [classic_aps, classic_gps]
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
    if reference_path is not None:
        progress("reference engine")
        ref = reference(reference_path, games, runs)
        if ref is not None:
            figures.append(ref)
            for label, ours in (("Basic decks", ref_aps), ("Basic and Classic decks", classic_aps)):
                ratio = ours.median / ref.median
                figures.append(Figure(f"ratio: hsfp / reference actions/s, {label} (same policy and sitting)",
                                      ratio, "x", ratio, ratio))
    return figures
