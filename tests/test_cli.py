"""The `hsfp` command: self-play is reproducible and reports a clean run; bench names its figures."""

from __future__ import annotations

import json
import platform
from pathlib import Path

import pytest

from hsfp.bench import build
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
    # the figures say what they were measured on
    assert f"{build()} build, Python {platform.python_version()}" in out


# ------------------------------------------------------------------------ bad arguments and bad files

YETIS = ",".join(["VAN_CS2_182"] * 30)


def _fails_cleanly(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """Runs the command, checks it refused with status 2 and no traceback, and returns what it said."""
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.strip()
    return err


@pytest.mark.parametrize("argv", [["selfplay", "--games", "-1"], ["selfplay", "--games", "many"],
                                  ["bench", "--runs", "0"], ["selfplay", "--hero-p0", "HERO_12", "--games", "1"]])
def test_bad_numbers_and_heroes_are_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    err = _fails_cleanly(argv, capsys)
    assert argv[-2].lstrip("-") in err or argv[-1] in err or "HERO_10" in err


def test_a_deck_of_unknown_ids_says_which_ids_are_unknown(capsys: pytest.CaptureFixture[str]) -> None:
    err = _fails_cleanly(["selfplay", "--games", "1", "--quiet", "--deck-p0", "nonsense"], capsys)
    assert "--deck-p0" in err and "'nonsense' is not a known card id" in err


def test_a_standard_id_in_a_deck_suggests_the_engines_printing(capsys: pytest.CaptureFixture[str]) -> None:
    # Holy Smite's own printing (CS1_130) is not defined: its text changed since the Classic format's
    deck = ",".join(["CS1_130"] + ["VAN_CS2_182"] * 29)
    err = _fails_cleanly(["selfplay", "--games", "1", "--quiet", "--deck-p1", deck], capsys)
    assert "--deck-p1" in err and "VAN_CS1_130" in err


@pytest.mark.parametrize("card", ["GAME_005", "HERO_02"])
def test_a_deck_with_a_card_that_cannot_be_in_a_deck_is_refused(card: str,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    deck = ",".join([card] + ["VAN_CS2_182"] * 29)
    err = _fails_cleanly(["selfplay", "--games", "1", "--quiet", "--deck-p0", deck], capsys)
    assert f"({card}) cannot be in a deck" in err


def test_a_playable_deck_that_breaks_the_rules_plays_with_warnings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("\n".join(["VAN_CS2_182"] * 30 + ["VAN_CS2_029"]), encoding="utf-8")
    out = tmp_path / "r.jsonl"
    assert main(["selfplay", "--games", "2", "--quiet", "--deck-p0", str(deck), "--jsonl", str(out)]) == 0
    err = capsys.readouterr().err
    assert "warning: --deck-p0: Chillwind Yeti (VAN_CS2_182) is in the deck 30 times" in err
    assert "warning: --deck-p0: The deck has 31 cards" in err
    # The deck's one class card is a Mage card, so player 0 plays Jaina.
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert {r["heroes"][0] for r in rows} == {"HERO_08"}


def test_a_legal_deck_plays_without_warnings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from hsfp.core.registry import CARDS
    from hsfp.core.tags import CardClass
    from hsfp.decks import card_pool, validate

    cards = [c for c in card_pool(basic_only=True) if CARDS[c].card_class in (CardClass.NEUTRAL, CardClass.WARRIOR)]
    deck = [c for c in cards[:15] for _ in range(2)]
    assert validate(deck, "HERO_01") == ()
    assert main(["selfplay", "--games", "1", "--quiet", "--deck-p0", ",".join(deck), "--hero-p0", "HERO_01"]) == 0
    assert "warning" not in capsys.readouterr().err


@pytest.fixture(scope="module")
def saved_replay(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    directory = tmp_path_factory.mktemp("replays")
    assert main(["selfplay", "--games", "1", "--seed", "4", "--quiet", "--deck-p0", "basic", "--deck-p1", "basic",
                 "--save-replays", str(directory)]) == 0
    (path,) = directory.iterdir()
    doc: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return doc


def _crafted(saved: dict[str, object], tmp_path: Path, name: str) -> Path:
    doc = dict(saved)
    text = json.dumps(doc)
    if name == "decks-a-string":
        doc["decks"] = "VAN_CS2_182"
        text = json.dumps(doc)
    elif name == "decks-too-large":
        doc["decks"] = [["VAN_CS2_182"] * 5000] * 2
        text = json.dumps(doc)
    elif name == "seed-infinity":
        doc["seed"] = float("inf")
        text = json.dumps(doc)  # writes Infinity, as a crafted file would
    elif name == "deep-actions":
        text = text.replace('"actions": [', '"actions": [' + "[" * 100_000 + "]" * 100_000 + ",", 1)
    elif name == "not-json":
        text = text[: len(text) // 2]
    path = tmp_path / f"{name}.json"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_saved_replay_verifies(saved_replay: dict[str, object], tmp_path: Path) -> None:
    assert main(["replay", str(_crafted(saved_replay, tmp_path, "as-saved"))]) == 0


@pytest.mark.parametrize("name", ["decks-a-string", "decks-too-large", "seed-infinity", "deep-actions", "not-json"])
def test_a_crafted_replay_gets_an_error_line(name: str, saved_replay: dict[str, object], tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = _crafted(saved_replay, tmp_path, name)
    err = _fails_cleanly(["replay", str(path)], capsys)
    assert f"hsfp replay: error: {path}" in err


def test_a_missing_replay_file_gets_an_error_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _fails_cleanly(["replay", str(tmp_path / "nowhere.json")], capsys)
    assert "nowhere.json" in err


def test_audit_cards_without_the_data_extra_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "hearthstone", None)  # what the quick-start install has: no such module
    err = _fails_cleanly(["audit", "cards"], capsys)
    assert "pip install 'hsfp[data]'" in err


def test_cards_show_finds_the_engines_printing_of_a_standard_id(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "CS1_130"]) == 0  # Holy Smite: only its Classic-format printing is defined
    captured = capsys.readouterr()
    assert "VAN_CS1_130" in captured.err and "CS1_130" in captured.err
    assert "Holy Smite" in captured.out


def test_cards_show_shows_a_cards_own_printing_where_it_is_defined(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "CS2_182"]) == 0
    captured = capsys.readouterr()
    assert "Chillwind Yeti" in captured.out and "VAN_CS2_182" not in captured.err


def test_cards_show_of_an_unknown_id_suggests_close_ones(capsys: pytest.CaptureFixture[str]) -> None:
    err = _fails_cleanly(["cards", "show", "VAN_CS2_182X"], capsys)
    assert "'VAN_CS2_182X' is not a known card id" in err and "VAN_CS2_182" in err.split("not a known card id")[1]
    err = _fails_cleanly(["cards", "show", "Chillwind Yeti"], capsys)
    assert "did you mean CS2_182 or VAN_CS2_182" in err


def test_the_installed_command_prints_no_traceback(tmp_path: Path) -> None:
    import subprocess
    import sys

    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "hsfp.replay", "version": 1, "seed": Infinity, "decks": "abc"}', encoding="utf-8")
    for argv in (["selfplay", "--games", "1", "--deck-p0", "nonsense"], ["replay", str(bad)],
                 ["selfplay", "--games", "-1"]):
        done = subprocess.run([sys.executable, "-m", "hsfp.cli", *argv], capture_output=True, text=True,
                              timeout=300, check=False)
        assert done.returncode == 2, (argv, done.stderr)
        assert "Traceback" not in done.stderr and "error" in done.stderr, (argv, done.stderr)


def test_a_deck_file_that_does_not_exist_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "mage.txt"
    err = _fails_cleanly(["selfplay", "--games", "1", "--quiet", "--deck-p0", str(missing)], capsys)
    assert f"no file '{missing}'" in err


@pytest.mark.parametrize("rollouts", ["turn,x", "0", "-3", "game,game", ""])
def test_bad_rollout_lengths_are_refused(rollouts: str, capsys: pytest.CaptureFixture[str]) -> None:
    err = _fails_cleanly(["bench", "--search", "--rollouts", rollouts], capsys)
    assert "--rollouts" in err


def test_the_search_bench_runs_the_rollout_lengths_asked_for(monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("numpy")  # the research extra, which `bench --search` asks for
    from hsfp import searchbench

    asked: list[object] = []

    def search_bench(reference: object, iterations: int, rounds: int,
                     rollouts: tuple[object, ...]) -> tuple[list[searchbench.SearchFigure], list[object]]:
        asked.append(rollouts)
        return [searchbench.SearchFigure("hsfp uct", str(r), 1.0, 1.0, 1.0) for r in rollouts], []

    monkeypatch.setattr(searchbench, "search_bench", search_bench)
    monkeypatch.setattr(searchbench, "rollout_lengths", lambda *a, **k: [])
    monkeypatch.setattr(searchbench, "call_costs", lambda *a, **k: [])
    assert main(["bench", "--search", "--runs", "1", "--no-reference", "--rollouts", "turn, 38,game"]) == 0
    assert asked == [("turn", 38, "game")]
    assert "38" in capsys.readouterr().out
    assert main(["bench", "--search", "--runs", "1", "--no-reference"]) == 0
    assert asked[-1] == ("turn", 10, "game")  # the three lengths of the default
