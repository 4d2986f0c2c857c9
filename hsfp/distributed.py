"""Self-play and arena games as Ray tasks (the `distributed` extra; the only module that imports Ray).

Games go out in chunks, one task per chunk; each game is played by the same function, from the same
seeds, as without Ray, so the records and final state hashes are the same whichever worker plays them.
Results come back in game order. By default `ray.init` starts a local cluster; `address` joins one
("auto", or "HOST:PORT").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from hsfp import arena, selfplay
from hsfp.agents import Agent, make, split_specs
from hsfp.arena import GameResult, Match
from hsfp.selfplay import GameRecord, Heroes

#: Games per task: enough to outweigh a task's cost, few enough to keep every worker busy.
CHUNK = 8


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ValueError("--ray needs the distributed extra: pip install 'hsfp[distributed]'") from None
    return ray


def start(address: str | None = None, num_cpus: int | None = None) -> Any:
    """Returns the Ray module, connected to a cluster (a local one started for this process by default)."""
    ray = _ray()
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if address is None:
            kwargs["num_cpus"] = num_cpus
        ray.init(address=address, **kwargs)
    return ray


def _two_agents(text: str) -> tuple[Agent, Agent]:
    specs = split_specs(text)
    if len(specs) not in (1, 2):
        raise ValueError(f"--agents takes one or two agents, not {len(specs)}: {text!r}")
    return (make(specs[0]), make(specs[-1]))


def play_chunk(games: Sequence[int], seed: int, deck_p0: str, deck_p1: str, heroes: Heroes, agents: str,
               replay_dir: str | None) -> list[GameRecord]:
    """Returns the records of some games of a self-play run (saving their replays if asked)."""
    pair = _two_agents(agents)
    out = []
    for g in games:
        rec, rep = selfplay.play_recorded_game(g, seed, deck_p0, deck_p1, pair, heroes=heroes)
        if replay_dir is not None:
            rep.save(selfplay.replay_path(Path(replay_dir), rec))
        out.append(rec)
    return out


def play_matches(matches: Sequence[Match]) -> list[GameResult]:
    """Returns the results of some arena matches."""
    return [arena.play(m) for m in matches]


def _chunks(n: int, size: int) -> list[range]:
    return [range(a, min(n, a + size)) for a in range(0, n, size)]


def _in_order(ray: Any, futures: list[Any], on_chunk: Callable[[list[Any]], None]) -> list[list[Any]]:
    results: list[list[Any] | None] = [None] * len(futures)
    index = {f: i for i, f in enumerate(futures)}
    pending = list(futures)
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        for f in done:
            chunk = ray.get(f)
            results[index[f]] = chunk
            on_chunk(chunk)
    return [r for r in results if r is not None]


def selfplay_run(games: int, seed: int, deck_p0: str = "random", deck_p1: str = "random",
                 on_game: Callable[[GameRecord], None] | None = None, replay_dir: Path | None = None,
                 heroes: Heroes = (None, None), agents: str = "random", address: str | None = None,
                 chunk: int = CHUNK) -> Iterator[GameRecord]:
    """Yields the records of a self-play run played as Ray tasks, in game order (as `hsfp.selfplay.run`)."""
    ray = start(address)
    if replay_dir is not None:
        replay_dir.mkdir(parents=True, exist_ok=True)
    _two_agents(agents)  # a bad spec stops the run before any task
    task = ray.remote(play_chunk)
    futures = [task.remote(list(r), seed, deck_p0, deck_p1, heroes, agents,
                           None if replay_dir is None else str(replay_dir)) for r in _chunks(games, chunk)]

    def progress(records: list[Any]) -> None:
        for rec in records:
            if on_game is not None:
                on_game(rec)

    for records in _in_order(ray, futures, progress):
        yield from records


def arena_run(matches: Sequence[Match], on_game: Callable[[GameResult], None] | None = None,
              address: str | None = None, chunk: int = CHUNK) -> list[GameResult]:
    """Returns the results of arena matches played as Ray tasks, in match order (as `hsfp.arena.run`)."""
    ray = start(address)
    task = ray.remote(play_matches)
    futures = [task.remote([matches[i] for i in r]) for r in _chunks(len(matches), chunk)]

    def progress(results: list[Any]) -> None:
        for res in results:
            if on_game is not None:
                on_game(res)

    return sorted((r for rs in _in_order(ray, futures, progress) for r in rs), key=lambda r: r.index)


def stop() -> None:
    """Disconnects from the cluster (stopping a local one this process started)."""
    ray = _ray()
    if ray.is_initialized():
        ray.shutdown()


__all__ = ["CHUNK", "arena_run", "play_chunk", "play_matches", "selfplay_run", "start", "stop"]
