"""The `hsfp` command: self-play is reproducible and reports a clean run; bench names its figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hsfp.cli import main


def _records(path: Path) -> list[dict[str, object]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    for r in rows:
        r.pop("seconds")
    return rows


def test_selfplay_twice_with_one_seed_gives_identical_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert main(["selfplay", "--games", "12", "--seed", "5", "--jsonl", str(a), "--quiet"]) == 0
    assert main(["selfplay", "--games", "12", "--seed", "5", "--jsonl", str(b), "--quiet"]) == 0
    ra, rb = _records(a), _records(b)
    assert ra == rb
    assert len(ra) == 12
    assert all(r["exception"] is None and r["rejected"] == 0 and not r["stalled"] for r in ra)
    out = capsys.readouterr().out
    for label in ("games", "wins player 0", "wins player 1", "draws", "mean turns", "actions/s", "games/s",
                  "exceptions", "rejected actions", "stalled games"):
        assert label in out


def test_selfplay_with_a_different_seed_plays_different_games(tmp_path: Path) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    main(["selfplay", "--games", "4", "--seed", "1", "--jsonl", str(a), "--quiet"])
    main(["selfplay", "--games", "4", "--seed", "2", "--jsonl", str(b), "--quiet"])
    assert [r["final_hash"] for r in _records(a)] != [r["final_hash"] for r in _records(b)]


def test_selfplay_takes_decks_as_card_id_lists(tmp_path: Path) -> None:
    deck = ",".join(["VAN_CS2_182"] * 30)
    out = tmp_path / "c.jsonl"
    assert main(["selfplay", "--games", "2", "--seed", "3", "--deck-p0", deck, "--deck-p1", deck,
                 "--jsonl", str(out), "--quiet"]) == 0


def test_bench_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "4", "--runs", "1", "--no-reference", "--timeline-steps", "500"]) == 0
    out = capsys.readouterr().out
    for label in ("reference policy", "uniform legal", "keep a state at turn 2", "keep a state at turn 15",
                  "branch"):
        assert label in out
