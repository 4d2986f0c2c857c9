"""A load test on 127.0.0.1: concurrent sessions, each stepping a random game, and the step latency.

Each session is one thread with its own connection; a finished game is reset and played on. Counts and
time are bounded: `sessions x steps` requests, then it stops.
"""

from __future__ import annotations

import random
import statistics
import threading
import time
from dataclasses import dataclass

from hsfp.client import ApiError, Client


@dataclass(frozen=True)
class LoadReport:
    """What a load test measured: steps, errors, and the step latency's quantiles in milliseconds."""

    sessions: int
    steps: int
    errors: int
    seconds: float
    p50_ms: float
    p99_ms: float
    first_error: str | None

    @property
    def steps_per_second(self) -> float:
        """Returns steps per second of wall time."""
        return self.steps / self.seconds if self.seconds else 0.0


def _session(url: str, steps: int, seed: int, latencies: list[float], errors: list[str]) -> None:
    rng = random.Random(seed)
    with Client(url) as client:
        try:
            game = client.new_game(seed=seed, decks=["basic", "basic"])
            seats = (game.seat(0), game.seat(1))
            actor = seats[0].state()["current_player"]
            indices = seats[actor].legal()["indices"]
            for _ in range(steps):
                t0 = time.perf_counter()
                r = seats[actor].step(index=rng.choice(indices))
                latencies.append(time.perf_counter() - t0)
                if not r["ok"]:
                    errors.append(f"refused: {r['code']}: {r['reason']}")
                    return
                if r["done"]:
                    seats[0].reset(seed=rng.getrandbits(32))
                    actor = seats[0].state()["current_player"]
                    indices = seats[actor].legal()["indices"]
                elif r["current_player"] == actor:
                    indices = r["legal_indices"]
                else:
                    actor = r["current_player"]
                    indices = seats[actor].legal()["indices"]
        except (ApiError, OSError, ValueError) as e:  # httpx's transport errors are OSErrors or ValueErrors
            errors.append(f"{type(e).__name__}: {e}")
        except Exception as e:  # any failure is counted, never raised past the report
            errors.append(f"{type(e).__name__}: {e}")


def run(url: str, sessions: int = 50, steps: int = 200, seed: int = 0) -> LoadReport:
    """Returns the report of `sessions` concurrent sessions of `steps` steps each against a server."""
    latencies: list[float] = []
    errors: list[str] = []
    threads = [threading.Thread(target=_session, args=(url, steps, seed + i, latencies, errors))
               for i in range(sessions)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    seconds = time.perf_counter() - t0
    ms = sorted(x * 1000 for x in latencies)
    p50 = statistics.median(ms) if ms else 0.0
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))] if ms else 0.0
    return LoadReport(sessions, len(ms), len(errors), seconds, p50, p99, errors[0] if errors else None)


__all__ = ["LoadReport", "run"]
