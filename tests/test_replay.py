"""Replays: seed, decks and top-level actions plus the log of random draws; verifying reproduces the
final state hash, and a replay made before a change in random consumption fails at the first divergent
draw, naming both domain sizes. The golden replays under tests/golden are verified here.

Regenerate the golden replays after an intended change of behaviour with
`rm tests/golden/*.json && hsfp selfplay --games 24 --seed 2026 --deck-p0 basic --deck-p1 basic
--save-replays tests/golden` (file names carry a hash of each game's seed)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

import hsfp
from hsfp import Mulligan, PlayCard, Zone
from hsfp.cli import main
from hsfp.core import codec
from hsfp.core.dsl import Characters, Damage, Heroes, Side, SplitDamage
from hsfp.core.events import Draw
from hsfp.core.registry import CARDS
from hsfp.core.state import MAX_TRIGGER_LIMIT
from hsfp.replay import Replay, ReplayDesync, ReplayError, content_hash, record, verify, verify_file
from hsfp.serialize import DocumentError
from reducers.setup import MAX_DECK_SIZE

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))
MISSILES = ["VAN_EX1_277"] * 30  # Arcane Missiles: 3 damage split among enemy characters at random


def test_there_are_at_least_twenty_golden_replays() -> None:
    assert len(GOLDEN) >= 20


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_replay_reproduces_its_draws_and_final_hash(path: Path) -> None:
    replay = Replay.load(path)
    assert content_hash(verify(replay)) == replay.final_hash
    assert len(replay.actions) == len(replay.draws) > 0


def test_hsfp_replay_verifies_every_golden_replay(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", *map(str, GOLDEN)]) == 0
    assert f"{len(GOLDEN)} verified, 0 failed" in capsys.readouterr().out


def missiles_game() -> Replay:
    """Two Mages; whoever goes first casts Arcane Missiles on turn 1 (three draws over the enemy hero)."""
    state = hsfp.new_game(decks=(MISSILES, MISSILES), heroes=("HERO_08", "HERO_08"), seed=4)
    actions = [Mulligan(), Mulligan()]
    for a in actions:
        state = hsfp.apply_action(state, a)
    card = hsfp.zone(state, state.current, Zone.HAND)[0]
    actions.append(PlayCard(card))
    return record((MISSILES, MISSILES), ("HERO_08", "HERO_08"), seed=4, actions=actions)


def test_a_recorded_game_carries_setup_and_step_draws() -> None:
    replay = missiles_game()
    # per deck: 29 draws to hand out entity ids, 29 to shuffle; then the first player
    assert [d.op for d in replay.setup_draws] == (["deal_ids"] * 29 + ["shuffle_deck"] * 29) * 2 + ["first_player"]
    assert replay.setup_draws[0].domain == 30
    assert replay.draws[2] == (Draw("split_damage", 1, 0),) * 3
    assert content_hash(verify(replay)) == replay.final_hash


def test_the_content_hash_follows_the_game_not_the_layout() -> None:
    state = hsfp.testing.scenario()
    assert content_hash(state) == content_hash(hsfp.from_json(hsfp.to_json(state)))
    armored = hsfp.testing.set_tag(state, hsfp.hero(state, 0), hsfp.Tag.ARMOR, 1)
    assert content_hash(armored) != content_hash(state)
    assert content_hash(state._replace(modded=(4,))) == content_hash(state)  # bookkeeping is not the game


def test_a_replay_round_trips_through_json(tmp_path: Path) -> None:
    replay = missiles_game()
    assert Replay.from_json(replay.to_json()) == replay
    path = replay.save(tmp_path / "r.json")
    assert Replay.load(path) == replay
    assert content_hash(verify_file(path)) == replay.final_hash
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert (doc["format"], doc["version"]) == ("hsfp.replay", 2)


def test_a_replay_of_another_format_or_version_is_refused() -> None:
    doc = json.loads(missiles_game().to_json())
    with pytest.raises(DocumentError, match="version 99 is not supported"):
        Replay.from_json(json.dumps({**doc, "version": 99}))
    with pytest.raises(DocumentError, match="not an hsfp replay"):
        Replay.from_json(json.dumps({**doc, "format": "other"}))
    with pytest.raises(DocumentError, match="unknown node type"):
        Replay.from_json(json.dumps({**doc, "actions": [{"$type": "os:system"}]}))


def test_a_change_in_random_consumption_fails_at_the_first_divergent_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    replay = missiles_game()
    old = CARDS["VAN_EX1_277"]
    # The engine changes: Arcane Missiles now picks among all characters, both heroes, not enemies only.
    monkeypatch.setitem(CARDS, "VAN_EX1_277", dataclasses.replace(old, play=SplitDamage(Characters(Side.ANY), 3)))
    with pytest.raises(ReplayDesync) as info:
        verify(replay)
    err = info.value
    assert (err.step, err.index) == (2, 0)
    assert err.recorded == Draw("split_damage", 1, 0)
    assert err.replayed is not None and (err.replayed.op, err.replayed.domain) == ("split_damage", 2)
    message = str(err)
    assert message.startswith("RNG desync in step 2 (PlayCard(card=")
    assert "at draw 0: recorded split_damage over a domain of 1 (result 0), replayed split_damage over a " \
           "domain of 2" in message


def test_a_draw_the_engine_no_longer_makes_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    replay = missiles_game()
    old = CARDS["VAN_EX1_277"]
    monkeypatch.setitem(CARDS, "VAN_EX1_277", dataclasses.replace(old, play=Damage(Heroes(Side.ENEMY), 3)))
    with pytest.raises(ReplayDesync, match=r"at draw 0: recorded split_damage over a domain of 1 \(result 0\), "
                                           r"replayed no draw$"):
        verify(replay)


def test_a_setup_that_drew_differently_is_named() -> None:
    replay = missiles_game()
    first = replay.setup_draws[0]
    older = dataclasses.replace(replay, setup_draws=(Draw(first.op, 31, first.result), *replay.setup_draws[1:]))
    with pytest.raises(ReplayDesync, match=r"^RNG desync in the setup at draw 0: recorded deal_ids over a domain "
                                           r"of 31 \(result \d+\), replayed deal_ids over a domain of 30"):
        verify(older)


def test_a_different_final_state_is_reported() -> None:
    replay = dataclasses.replace(missiles_game(), final_hash="0" * 32)
    with pytest.raises(ReplayError, match=r"^the final state hash differs: recorded 0{32}, replayed [0-9a-f]{32}$"):
        verify(replay)


def test_a_refused_action_is_reported() -> None:
    replay = missiles_game()
    broken = dataclasses.replace(replay, actions=(*replay.actions[:2], PlayCard(999)))
    with pytest.raises(ReplayError, match=r"^step 2 \(PlayCard\(card=999.*\) was refused: unknown_entity"):
        verify(broken)
    with pytest.raises(ReplayError, match="was refused"):
        record((MISSILES, MISSILES), ("HERO_08", "HERO_08"), seed=4, actions=[PlayCard(5)])


def test_hsfp_replay_reports_a_desync_and_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(GOLDEN[0].read_text(encoding="utf-8"))
    doc["setup_draws"][3][1] += 1
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["replay", str(GOLDEN[1]), str(bad)]) == 1
    out = capsys.readouterr().out
    assert "1 verified, 1 failed" in out
    assert "RNG desync in the setup at draw 3" in " ".join(out.split())


def test_selfplay_saves_replays_that_verify(tmp_path: Path) -> None:
    assert main(["selfplay", "--games", "3", "--seed", "9", "--save-replays", str(tmp_path / "r"), "--quiet"]) == 0
    files = sorted((tmp_path / "r").glob("*.json"))
    assert len(files) == 3
    for f in files:
        replay = Replay.load(f)
        assert content_hash(verify(replay)) == replay.final_hash
    assert main(["replay", *map(str, files)]) == 0


DATA = Path(__file__).parent / "data"


def test_a_replay_of_the_version_1_format_still_loads_and_verifies() -> None:
    replay = Replay.load(DATA / "replay_v1.json")
    assert replay.version == 1 and len(replay.actions) > 0
    verify(replay)


def _golden_doc() -> dict[str, object]:
    return dict(json.loads(GOLDEN[0].read_text()))


@pytest.mark.parametrize("change", [
    {"decks": "VAN_CS2_182"},
    {"decks": [["VAN_CS2_182"] * (MAX_DECK_SIZE + 1), ["VAN_CS2_182"]]},
    {"decks": [["NOPE"], ["VAN_CS2_182"]]},
    {"heroes": ["HERO_08"]},
    {"seed": 1.5},
    {"seed": True},
    {"actions": [{"$type": "PlayCard", "card": "x"}]},
    {"actions": [{"$type": "hsfp.core.actions:PlayCard", "card": 5}]},
    {"actions": [{"$type": "Ctx", "source": 5, "controller": 0}]},
    {"draws": [[["shuffle", "x", 0]]]},
    {"final_hash": 5},
    {"rules": {"$type": "Rules", "work_limit": 10 ** 9}},
    {"rules": {"$type": "Rules", "trigger_limit": MAX_TRIGGER_LIMIT + 1}},
    {"rules": {"$type": "Rules", "board_size": 8}},
])
def test_a_crafted_replay_is_a_document_error(change: dict[str, object]) -> None:
    with pytest.raises(DocumentError):
        Replay.from_json(json.dumps({**_golden_doc(), **change}))


@pytest.mark.parametrize("text", [
    lambda doc: json.dumps(doc).replace('"seed": ', '"seed": Infinity, "x": ', 1),
    lambda doc: json.dumps({**doc, "actions": ["DEEP"]}).replace('"DEEP"', "[" * 100_000 + "]" * 100_000),
    lambda doc: json.dumps({**doc, "actions": ["DEEP"]}).replace('"DEEP"', '{"a":' * 150 + "1" + "}" * 150),
    lambda doc: json.dumps(doc).replace('"seed": ', '"seed": ' + "9" * 5000 + ', "z": ', 1),
])
def test_a_replay_that_is_not_json_within_bounds_is_a_document_error(text: object) -> None:
    with pytest.raises(DocumentError):
        Replay.from_json(text(_golden_doc()))  # type: ignore[operator]


def test_hsfp_replay_reports_crafted_files_without_a_traceback(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    doc = _golden_doc()
    files = {"decks.json": json.dumps({**doc, "decks": 5}),
             "seed.json": json.dumps(doc).replace('"seed": ', '"seed": Infinity, "y": ', 1),
             "deep.json": "[" * 200_000 + "]" * 200_000,
             "huge.json": " " * (codec.MAX_TEXT + 10)}
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    assert main(["replay", *(str(tmp_path / n) for n in files)]) != 0
    out = capsys.readouterr()
    assert "0 verified, 4 failed" in out.out and "Traceback" not in out.out + out.err
