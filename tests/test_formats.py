"""Formats (Classic, Standard 2017, Core, Standard, Wild), Death Knight runes, and the commands that take a
format: legal random decks, coverage of a format, deck codes of today's classes."""

from __future__ import annotations

import random
from collections import Counter
from importlib.util import find_spec

import pytest

from cards.facts import all_facts
from hsfp import cli
from hsfp.cli import main
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass
from hsfp.decks import (
    ALL_HEROES,
    HEROES,
    MAX_RUNES,
    STANDARD_SETS,
    DeckCode,
    Format,
    card_runes,
    deck_runes,
    format_of,
    from_code,
    random_legal_deck,
    to_code,
    validate,
)

needs_data = pytest.mark.skipif(find_spec("hearthstone") is None or find_spec("hearthstone_data") is None,
                                reason="needs the data extra")
LICH_KING = "HERO_11"


def _death_knight_cards(kind: int) -> list[str]:
    """Returns defined CORE Death Knight cards asking for runes of one kind only."""
    return sorted(c for c, f in all_facts().items()
                  if c in CARDS and f["class"] == CardClass.DEATHKNIGHT and f["collectible"] and f["set"] == 1637
                  and card_runes(c)[kind] and sum(card_runes(c)) == card_runes(c)[kind])


@needs_data
def test_standard_is_the_current_year_of_hearthstone_data() -> None:
    from hearthstone.utils import STANDARD_SETS as DATA_STANDARD

    latest = DATA_STANDARD[max(DATA_STANDARD)]
    assert frozenset(int(s) for s in latest) == STANDARD_SETS


def test_the_command_line_names_every_format() -> None:
    assert tuple(f.value for f in Format) == cli.FORMATS


def test_each_format_holds_its_sets_and_heroes() -> None:
    assert Format.CLASSIC.holds(1646) and not Format.CLASSIC.holds(1637)
    assert Format.CORE.holds(1637) and not Format.CORE.holds(1646)
    assert Format.STANDARD.holds(1637) and not Format.STANDARD.holds(3)
    assert Format.WILD.holds(3) and Format.WILD.holds(1637) and not Format.WILD.holds(1646)
    assert Format.CLASSIC.heroes == HEROES and Format.CORE.heroes == ALL_HEROES
    assert {CARDS[h].card_class for h in ALL_HEROES} == {c for c in CardClass if c not in
                                                          (CardClass.INVALID, CardClass.DREAM, CardClass.NEUTRAL)}


@pytest.mark.parametrize("fmt", [Format.CORE, Format.STANDARD, Format.WILD])
def test_random_legal_decks_are_legal_for_every_hero(fmt: Format) -> None:
    rng = random.Random(11)
    for hero in ALL_HEROES:
        for _ in range(3):
            deck = random_legal_deck(rng, fmt, hero)
            assert validate(deck, hero, fmt) == (), (hero, deck)
            assert format_of(deck) in (Format.CORE, fmt)


def test_a_death_knight_deck_has_three_runes() -> None:
    blood, frost = _death_knight_cards(0), _death_knight_cards(1)
    assert blood and frost
    two_blood = [c for c in blood if card_runes(c)[0] >= 2]
    two_frost = [c for c in frost if card_runes(c)[1] >= 2]
    assert two_blood and two_frost
    filler = random_legal_deck(random.Random(3), Format.CORE, "HERO_01")  # neutral cards only, no runes
    neutral = [c for c in filler if CARDS[c].card_class == CardClass.NEUTRAL][:26]
    one_frost = [c for c in frost if card_runes(c)[1] == 1]
    ok = [*neutral, two_blood[0], one_frost[0]]
    assert deck_runes(ok)[0] >= 2 and sum(deck_runes(ok)) <= MAX_RUNES
    assert not [p for p in validate(ok, LICH_KING, Format.CORE) if p.code == DeckCode.RUNES]
    too_many = [*neutral, two_blood[0], two_frost[0]]
    runes = [p for p in validate(too_many, LICH_KING, Format.CORE) if p.code == DeckCode.RUNES]
    assert len(runes) == 1 and "4 runes" in runes[0].message
    assert not runes[0].code.unplayable  # a rule of deck building: the game can still be played


def test_a_class_card_of_today_is_refused_for_another_class() -> None:
    deck = random_legal_deck(random.Random(5), Format.CORE, "HERO_10")
    problems = validate(deck, "HERO_08", Format.CORE)
    assert any(p.code == DeckCode.CLASS for p in problems)
    assert all(CARDS[p.card_id or ""].card_class == CardClass.DEMONHUNTER for p in problems
               if p.code == DeckCode.CLASS)


def test_a_core_deck_is_out_of_the_classic_format() -> None:
    deck = random_legal_deck(random.Random(6), Format.CORE, "HERO_08")
    assert any(p.code == DeckCode.FORMAT for p in validate(deck, "HERO_08", Format.CLASSIC))
    assert any(p.code == DeckCode.FORMAT for p in validate(deck, "HERO_10", Format.CLASSIC))  # a hero of later


@needs_data
def test_death_knight_and_demon_hunter_decks_round_trip_through_their_codes() -> None:
    for hero in ("HERO_10", LICH_KING):
        deck = random_legal_deck(random.Random(7), Format.CORE, hero)
        code = to_code(hero, deck)
        got_hero, cards = from_code(code)
        assert got_hero == hero and Counter(cards) == Counter(deck)


def test_selfplay_with_a_format_plays_legal_decks_of_every_class(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--games", "12", "--seed", "4", "--quiet", "--format", "core"]) == 0
    out = capsys.readouterr()
    assert "exceptions" in out.out and "Traceback" not in out.err


def test_selfplay_refuses_a_hero_outside_the_format(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--games", "1", "--format", "classic", "--hero-p0", "HERO_10"]) == cli.USAGE_ERROR
    err = capsys.readouterr().err
    assert "HERO_10" in err and "Traceback" not in err


@needs_data
def test_audit_cards_reports_a_format(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", "cards", "--format", "core"]) == 0
    out = capsys.readouterr().out
    assert "CORE" in out and "Core (all)" in out and "VANILLA" not in out
