"""Deck codes: `to_code` and `from_code` round-trip a Classic deck through the game's own encoding, a code's
printings the engine lacks play their `VAN_` printing, and a code with cards the engine does not define is
refused naming them."""

from __future__ import annotations

import random
import sys
from collections import Counter
from importlib.util import find_spec

import pytest

from hsfp.cli import main
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, CardType
from hsfp.decks import (
    DATA_EXTRA,
    DECK_SIZE,
    DeckError,
    Format,
    card_pool,
    decode,
    format_of,
    from_code,
    is_code,
    parse_deck,
    to_code,
    validate,
)

needs_data = pytest.mark.skipif(find_spec("hearthstone") is None or find_spec("hearthstone_data") is None,
                                reason="deck codes need the data extra")

JAINA = "HERO_08"


def _classic_mage_deck() -> list[str]:
    cards = [c for c in card_pool() if CARDS[c].card_class in (CardClass.MAGE, CardClass.NEUTRAL)][: DECK_SIZE // 2]
    return [c for c in cards for _ in range(2)]


def _write(hero: str, cards: dict[str, int]) -> str:
    from hearthstone import deckstrings
    from hearthstone.enums import FormatType

    from cards.hsdata import database

    db = database()
    return str(deckstrings.write_deckstring([(db[c].dbf_id, n) for c, n in cards.items()], [db[hero].dbf_id],
                                            FormatType.FT_WILD))


@needs_data
def test_a_classic_deck_round_trips_through_its_deck_code() -> None:
    from hearthstone import deckstrings
    from hearthstone.enums import FormatType

    deck = _classic_mage_deck()
    code = to_code(JAINA, deck)
    assert is_code(code)
    hero, cards = from_code(code)
    assert hero == JAINA and Counter(cards) == Counter(deck)
    assert to_code(hero, cards) == code
    assert deckstrings.parse_deckstring(code)[2] == FormatType.FT_CLASSIC
    assert Counter(parse_deck(code, random.Random(0))) == Counter(deck)


@needs_data
def test_a_printing_the_engine_lacks_plays_as_its_van_printing_and_is_named() -> None:
    deck = decode(_write("HERO_08", {"CS2_029": 2, "VAN_CS2_182": 1}))
    fireball = "CS2_029" if "CS2_029" in CARDS else "VAN_CS2_029"
    assert Counter(deck.cards) == Counter({fireball: 2, "VAN_CS2_182": 1})
    assert deck.older == (() if fireball == "CS2_029" else ("VAN_CS2_029",))
    assert deck.missing == ()


@needs_data
def test_a_hero_skin_plays_as_the_basic_hero_of_its_class() -> None:
    assert decode(_write("HERO_01a", {"VAN_CS2_182": 2})).hero == "HERO_01"


@needs_data
def test_a_code_with_undefined_cards_is_refused_naming_them(capsys: pytest.CaptureFixture[str]) -> None:
    from cards.hsdata import database

    db = database()
    lacking = next(c for c, card in sorted(db.items()) if card.collectible and c.startswith("CORE_")
                   and c not in CARDS and c.removeprefix("CORE_") not in CARDS
                   and f"VAN_{c.removeprefix('CORE_')}" not in CARDS)
    code = _write(JAINA, {lacking: 1, "VAN_CS2_182": 2})
    with pytest.raises(DeckError) as refused:
        from_code(code)
    assert f"{db[lacking].name} ({lacking})" in str(refused.value)
    assert from_code(code, allow_missing=True) == (JAINA, ("VAN_CS2_182", "VAN_CS2_182"))
    with pytest.raises(DeckError):
        parse_deck(code, random.Random(0))
    assert main(["selfplay", "--games", "1", "--quiet", "--deck-p0", code]) == 2
    err = capsys.readouterr().err
    assert lacking in err and "--allow-missing" in err
    assert main(["selfplay", "--games", "1", "--quiet", "--deck-p0", code, "--allow-missing"]) == 0


@needs_data
def test_a_malformed_code_is_refused_as_not_a_deck_code() -> None:
    with pytest.raises(DeckError, match="not a deck code"):
        decode("AAEC////")
    assert not is_code("VAN_CS2_182") and not is_code("random")


def test_without_the_data_extra_a_deck_code_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "hearthstone", None)  # what the quick-start install has: no such module
    with pytest.raises(DeckError) as refused:
        from_code("AAECAf0EAA==")
    assert DATA_EXTRA in str(refused.value)


def _core_mage_deck() -> list[str]:
    from cards.facts import facts

    ids = sorted(c for c, d in CARDS.items() if c.startswith("CORE_") and d.collectible
                 and d.card_class in (CardClass.MAGE, CardClass.NEUTRAL) and d.card_type != CardType.HERO)
    deck: list[str] = []
    for c in ids:
        deck += [c] * (1 if facts(c)["rarity"] == 5 else 2)
    return deck[:30]


@needs_data
def test_a_core_only_deck_round_trips_through_its_code_and_is_a_core_deck() -> None:
    deck = _core_mage_deck()
    assert len(deck) == 30
    code = to_code("HERO_08", deck)
    hero, cards = from_code(code)
    assert hero == "HERO_08" and sorted(cards) == sorted(deck)
    assert format_of(cards) is Format.CORE
    assert validate(cards, hero, Format.CORE) == ()


@needs_data
def test_selfplay_accepts_the_code_of_a_core_only_deck(capsys: pytest.CaptureFixture[str]) -> None:
    code = to_code("HERO_08", _core_mage_deck())
    assert main(["selfplay", "--games", "2", "--seed", "4", "--quiet", "--deck-p0", code, "--deck-p1", code]) == 0
    assert "Traceback" not in capsys.readouterr().err
