"""Hypothesis profiles for the property suites and the count of random games in the terminal summary.

Profiles (choose with the environment variable HYPOTHESIS_PROFILE, default "ci"):
- ci: derandomized (the same examples on every run, so CI is reproducible), no example database.
- dev: a tenth of the examples, random, with the example database, for quick local runs.
- thorough: ten times the examples of ci, random, for a long hunt.
Each property sets its own example count relative to ci with `properties.strategies.examples`.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, Verbosity, settings

from properties.strategies import STATS

_COMMON = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow], "print_blob": True}

settings.register_profile("ci", max_examples=100, derandomize=True, database=None, **_COMMON)
settings.register_profile("dev", max_examples=10, **_COMMON)
settings.register_profile("thorough", max_examples=1000, **_COMMON)
settings.register_profile("debug", max_examples=10, verbosity=Verbosity.verbose, **_COMMON)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

#: The CI budget: the property suites together play at least this many random games to the end.
MIN_GAMES = 200


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Prints how many random games the property suites played, and where."""
    if not STATS:
        return
    tr = terminalreporter
    tr.write_sep("-", "hsfp property games")
    profile = os.environ.get("HYPOTHESIS_PROFILE", "ci")
    tr.write_line(f"{STATS['games']} random games played to the end, {STATS['steps']} steps "
                  f"(Hypothesis profile {profile!r})")
    suites = sorted((k.split(":", 1)[1], v) for k, v in STATS.items() if k.startswith("games:"))
    tr.write_line("  " + ", ".join(f"{name}: {n}" for name, n in suites))
    if profile == "ci" and STATS["games"] < MIN_GAMES:
        tr.write_line(f"  fewer than {MIN_GAMES} games: a partial run, or the CI budget is not met")
