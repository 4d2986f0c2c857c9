"""Preset decks: the seven benchmark decks load, their names match the defined cards, complete and missing
are told apart, and a preset the engine cannot play in full is refused by name."""

from __future__ import annotations

import dataclasses
import random

import pytest

from hsfp.cli import main
from hsfp.core.registry import CARDS, all_definitions, register, unregister
from hsfp.core.tags import CardClass
from hsfp.decks import (
    DECK_SIZE,
    DeckError,
    build_preset,
    card_for_name,
    card_pool,
    parse_deck,
    preset,
    preset_names,
    presets,
)

BENCHMARK = ("AggroPirateWarrior", "MidrangeBuffPaladin", "MidrangeJadeShaman", "MiraclePirateRogue",
             "RenoKazakusDragonPriest", "RenoKazakusMage", "ZooDiscardWarlock")


def _collectible_names() -> set[str]:
    return {d.name.casefold() for d in all_definitions() if d.collectible}


def test_the_seven_benchmark_decks_load_with_thirty_names_and_their_class_hero() -> None:
    assert preset_names() == BENCHMARK
    for p in presets():
        assert len(p.names) == DECK_SIZE
        assert CARDS[p.hero].card_class == p.card_class
        assert p.source
    assert preset("RenoKazakusMage").card_class == CardClass.MAGE


def test_preset_cards_are_the_definitions_of_their_names_in_list_order() -> None:
    for p in presets():
        defined = [n for n in p.names if n not in p.missing]
        assert [CARDS[c].name.casefold() for c in p.cards] == [n.casefold() for n in defined]
        assert all(CARDS[c].collectible for c in p.cards)


def test_missing_names_are_exactly_those_no_collectible_card_has() -> None:
    known = _collectible_names()
    for p in presets():
        assert set(p.missing) == {n for n in p.names if n.casefold() not in known}
        assert p.complete is (not p.missing)
        assert len(p.cards) + p.missing_copies == DECK_SIZE
        assert set(p.older) == {n for n, c in zip([n for n in p.names if n not in p.missing], p.cards, strict=True)
                                if c.startswith("VAN_")}


def test_a_deck_whose_every_card_is_defined_is_complete() -> None:
    ids = [c for c in card_pool() if CARDS[c].card_class in (CardClass.MAGE, CardClass.NEUTRAL)][:DECK_SIZE]
    names = [CARDS[c].name for c in ids]
    deck = build_preset("AllDefined", CardClass.MAGE, names)
    assert deck.complete and deck.missing == () and len(deck.cards) == DECK_SIZE
    assert [CARDS[c].name for c in deck.cards] == names
    assert deck.hero == "HERO_08"


def test_a_deck_with_an_undefined_name_lists_it_and_keeps_the_rest() -> None:
    names = [CARDS["VAN_CS2_182"].name] * 28 + ["Nothing Like This Card"] * 2
    deck = build_preset("OneMissing", CardClass.WARRIOR, names)
    assert not deck.complete
    assert deck.missing == ("Nothing Like This Card",) and deck.missing_copies == 2
    assert deck.cards == ("CS2_182",) * 28  # the card's own printing before its VAN_ one


def test_a_name_resolves_to_its_own_printing_before_the_van_one() -> None:
    plain = "CS2_029"  # Fireball's own printing; VAN_CS2_029 is the Classic format's
    added = plain not in CARDS
    if added:
        register(dataclasses.replace(CARDS["VAN_CS2_029"], card_id=plain))
    try:
        assert card_for_name("fireball") == plain
    finally:
        if added:
            unregister(plain)
    assert card_for_name("Fireball") == ("CS2_029" if "CS2_029" in CARDS else "VAN_CS2_029")
    assert card_for_name("No Such Card") is None


@pytest.mark.parametrize("name", BENCHMARK)
def test_parse_deck_plays_a_complete_preset_and_refuses_an_incomplete_one_naming_its_cards(name: str) -> None:
    p = preset(name)
    if p.missing:
        with pytest.raises(DeckError) as refused:
            parse_deck(name, random.Random(0))
        assert name in str(refused.value)
        assert all(n in str(refused.value) for n in p.missing[:12])
    else:
        assert parse_deck(name, random.Random(0)) == list(p.cards)
    assert parse_deck(name, random.Random(0), allow_incomplete=True) == list(p.cards)


def test_an_unknown_preset_name_is_refused_with_the_presets_named() -> None:
    with pytest.raises(DeckError) as refused:
        preset("NoSuchDeck")
    assert "NoSuchDeck" in str(refused.value) and "AggroPirateWarrior" in str(refused.value)


def test_audit_decks_lists_every_preset_with_its_missing_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", "decks"]) == 0
    out = capsys.readouterr().out
    for p in presets():
        assert p.name in out
        assert f"{len(p.cards)}/{DECK_SIZE}" in out
        if p.missing:
            assert f"{p.name}: {len(p.missing)} missing" in out


def test_selfplay_takes_a_preset_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    p = min(presets(), key=lambda p: len(p.missing))
    argv = ["selfplay", "--games", "1", "--quiet", "--deck-p0", p.name, "--deck-p1", "basic"]
    if p.missing:
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert p.name in err and p.missing[0] in err and "--allow-missing" in err
        argv.append("--allow-missing")
    assert main(argv) == 0
    assert "Traceback" not in capsys.readouterr().err
