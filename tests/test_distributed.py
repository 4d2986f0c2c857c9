"""Self-play and arena games as Ray tasks on a local cluster give the same games as one process."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict

import pytest

pytest.importorskip("ray")

from hsfp import arena, distributed, selfplay


@pytest.fixture(scope="module")
def cluster() -> Iterator[None]:
    distributed.start(num_cpus=2)
    yield
    distributed.stop()


def _deterministic(record: selfplay.GameRecord) -> dict[str, object]:
    return {k: v for k, v in asdict(record).items() if k != "seconds"}


def test_selfplay_on_ray_equals_selfplay_record_for_record(cluster: None) -> None:
    seen: list[int] = []
    on_ray = list(distributed.selfplay_run(7, 5, "basic", "random", on_game=lambda r: seen.append(r.game), chunk=2))
    alone = list(selfplay.run(7, 5, "basic", "random"))
    assert [_deterministic(r) for r in on_ray] == [_deterministic(r) for r in alone]
    assert sorted(seen) == list(range(7))


def test_arena_on_ray_equals_the_arena_in_one_process(cluster: None) -> None:
    matches = arena.schedule(["random", "first-playable"], 4, 3, ("class", "class"))
    assert distributed.arena_run(matches, chunk=3) == arena.run(matches)


def test_a_bad_agent_spec_stops_the_run_before_any_task(cluster: None) -> None:
    with pytest.raises(ValueError, match="unknown agent kind"):
        list(distributed.selfplay_run(2, 1, agents="nonsense"))
