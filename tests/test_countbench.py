"""`hsfp bench --instructions`: instructions per action counted under valgrind, the start-up taken out."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hsfp import countbench
from hsfp.cli import main

_SUMMARY = """==41== Cachegrind, a cache and branch-prediction profiler
==41== Command: python -c pass
==41==
==41== I   refs:      1,234,567
"""


def test_the_count_is_read_from_cachegrinds_summary() -> None:
    assert countbench.instructions(_SUMMARY) == 1_234_567
    with pytest.raises(countbench.CountError, match="no instruction count"):
        countbench.instructions("==41== ERROR SUMMARY: 0 errors")


def test_a_workload_child_plays_its_games_and_says_how_many_actions_a_pass_took() -> None:
    script = Path(countbench.__file__).resolve()
    once = subprocess.run([sys.executable, str(script), "basic", "1", "2"], capture_output=True, text=True,
                          check=True)
    twice = subprocess.run([sys.executable, str(script), "basic", "2", "2"], capture_output=True, text=True,
                           check=True)
    # the same games each pass: one pass's actions, whatever the number of passes
    assert once.stdout.startswith("ACTIONS ") and once.stdout == twice.stdout
    assert int(once.stdout.split()[1]) > 20


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_the_start_up_cancels_out_of_the_count_and_the_count_repeats() -> None:
    # a loop of 1,000 turns a pass, each costing the same few instructions, after a start-up that costs
    # millions: what is left per action is the loop's turn, on every run
    child = ["-c", "import sys\nx = 0\nfor _ in range(int(sys.argv[1]) * 1000): x += 1\nprint('ACTIONS 1000')",
             "{passes}"]
    first = countbench.per_action(child, "loop")
    again = countbench.per_action(child, "loop")
    assert first.actions == 1000
    assert 5 < first.per_action < 5_000  # a loop turn, not the interpreter's start-up (tens of millions)
    assert abs(first.per_action - again.per_action) <= 0.01 * first.per_action


def test_without_valgrind_the_command_says_what_is_missing(monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert main(["bench", "--instructions", "--no-reference"]) == 2
    err = capsys.readouterr().err
    assert "valgrind is not installed" in err and "Traceback" not in err


def test_a_child_that_fails_is_a_count_error_naming_the_workload() -> None:
    if shutil.which("valgrind") is None:
        pytest.skip("valgrind is not installed")
    with pytest.raises(countbench.CountError, match="broken: the counting run exited with status 3"):
        countbench.per_action(["-c", "raise SystemExit(3)"], "broken")


def test_the_runs_go_with_one_memory_layout_where_setarch_allows(monkeypatch: pytest.MonkeyPatch) -> None:
    prefix = countbench.fixed_layout()
    if prefix:  # Linux with setarch: address randomisation off, so both runs of a tree lay out memory alike
        assert prefix[1] == "-R" and Path(prefix[0]).name == "setarch"
        assert subprocess.run([*prefix, sys.executable, "-c", "pass"], check=False).returncode == 0
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert countbench.fixed_layout() == []  # no setarch: the runs go as they are
