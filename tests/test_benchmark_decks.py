"""The seven benchmark decks play in full, in the printings of January 2017, and the round robin plays
each against each other from both seats."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from cards.facts import facts
from hsfp.cli import main
from hsfp.core.registry import CARDS
from hsfp.decks import DECK_SIZE, Format, format_of, preset, preset_names, validate
from hsfp.selfplay import pairings, round_robin

_LATER_PRINTINGS = ("VAN_", "CORE_")


@pytest.mark.parametrize("name", preset_names())
def test_every_card_of_a_benchmark_deck_is_defined_in_its_own_printing(name: str) -> None:
    p = preset(name)
    assert p.missing == () and p.older == ()
    assert len(p.cards) == DECK_SIZE
    for cid in p.cards:
        assert not cid.startswith(_LATER_PRINTINGS), cid
        assert CARDS[cid].name == facts(cid)["name"]
    assert [CARDS[c].name for c in p.cards] == list(p.names)


@pytest.mark.parametrize("name", preset_names())
def test_a_benchmark_deck_is_a_legal_deck_of_january_2017_standard(name: str) -> None:
    p = preset(name)
    assert format_of(p.cards) is Format.STANDARD_2017
    assert [str(x) for x in validate(p.cards, p.hero, Format.STANDARD_2017)] == []
    assert validate(p.cards, p.hero, Format.CLASSIC)  # not a Classic-format deck


def test_the_format_of_a_deck_is_the_first_that_holds_all_its_cards() -> None:
    assert format_of(["VAN_CS2_182"] * 30) is Format.CLASSIC
    assert format_of(["CS2_182"] * 30) is Format.STANDARD_2017
    assert format_of(["VAN_CS2_182", "CFM_637"]) is Format.CLASSIC  # in neither: Classic names the outsider


def test_a_reprint_shares_its_behaviour_and_takes_its_own_numbers() -> None:
    new, old = CARDS["EX1_095"], CARDS["VAN_EX1_095"]  # Gadgetzan Auctioneer
    assert new.triggers == old.triggers
    assert (new.cost, new.atk, new.health) == (facts("EX1_095")["cost"], facts("EX1_095")["atk"],
                                               facts("EX1_095")["health"])
    assert new.cost != old.cost


def test_a_printing_whose_text_changed_is_defined_anew() -> None:
    assert CARDS["CS2_032"].play != CARDS["VAN_CS2_032"].play  # Flamestrike: 5 damage, not 4
    assert CARDS["CS1_112"].play != CARDS["VAN_CS1_112"].play  # Holy Nova: enemy minions only


def test_the_round_robin_pairs_every_two_decks_once_each_way_round() -> None:
    decks = {n: (",".join(preset(n).cards), preset(n).hero) for n in preset_names()}
    pairs = pairings(decks)
    n = len(decks)
    assert len(pairs) == n * (n - 1)
    assert len({(p.deck_p0, p.deck_p1) for p in pairs}) == len(pairs)
    seats = Counter(p.deck_p0 for p in pairs)
    assert set(seats.values()) == {n - 1}


def test_the_round_robin_splits_a_pairs_games_between_the_seats() -> None:
    decks = {n: (",".join(preset(n).cards), preset(n).hero) for n in preset_names()[:2]}
    played = list(round_robin(decks, 3, seed=5))
    ways = Counter((p.deck_p0, p.deck_p1) for p, _ in played)
    assert sorted(ways.values()) == [1, 2]
    assert all(r.exception is None and r.rejected == 0 and not r.stalled for _, r in played)


def test_selfplay_round_robin_summarises_each_pairing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games.jsonl"
    assert main(["selfplay", "--round-robin", "--games", "1", "--seed", "3", "--quiet", "--jsonl", str(out)]) == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    n = len(preset_names())
    assert len(records) == n * (n - 1) // 2
    text = capsys.readouterr().out
    assert "round robin" in text and "all" in text


def test_selfplay_round_robin_takes_no_decks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--round-robin", "--deck-p0", "basic"]) == 2
    assert "--round-robin" in capsys.readouterr().err
