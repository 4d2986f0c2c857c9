"""Decks: `validate` names every broken deck-building rule; `new_game` refuses only what cannot be played
(`hsfp.DeckError`) and sets up any other deck as asked."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.facts import all_facts
from hsfp.core.registry import CARDS, all_definitions
from hsfp.core.tags import CardClass, CardType, Zone
from hsfp.decks import (
    DECK_SIZE,
    HEROES,
    MAX_DECK_SIZE,
    DeckCode,
    DeckError,
    Format,
    card_pool,
    hero_for,
    parse_deck,
    validate,
)

JAINA = "HERO_08"  # Mage
GARROSH = "HERO_01"  # Warrior
YETI = "VAN_CS2_182"
FIREBALL = "VAN_CS2_029"
COIN = "GAME_005"
_LEGENDARY = 5


def _rarity(card_id: str) -> int:
    return all_facts()[card_id]["rarity"]


def _classic(card_class: CardClass, legendary: bool = False) -> list[str]:
    """The Classic format's collectible cards of one class, legendary or not."""
    return [c for c in card_pool() if CARDS[c].card_class == card_class and (_rarity(c) == _LEGENDARY) == legendary]


def _legal_mage_deck() -> list[str]:
    cards = (_classic(CardClass.MAGE) + _classic(CardClass.NEUTRAL))[: DECK_SIZE // 2]
    return [c for c in cards for _ in range(2)]


def _codes(deck: Sequence[str], hero: str = JAINA) -> set[DeckCode]:
    return {p.code for p in validate(deck, hero)}


def _about(deck: Sequence[str], code: DeckCode, hero: str = JAINA) -> list[str]:
    return [p.message for p in validate(deck, hero) if p.code == code]


# ---------------------------------------------------------------------------------------------- validate


def test_a_deck_built_by_the_rules_has_no_problems() -> None:
    deck = _legal_mage_deck()
    legendary = _classic(CardClass.NEUTRAL, legendary=True)[0]
    assert validate(deck, JAINA) == ()
    assert validate([*deck[:-1], legendary], JAINA) == ()


def test_every_basic_hero_is_in_the_classic_format_and_each_plays_its_own_class() -> None:
    classes = {CARDS[h].card_class for h in Format.CLASSIC.heroes}
    assert len(classes) == len(HEROES) == 9
    for hero in HEROES:
        own = _classic(CardClass(CARDS[hero].card_class))
        deck = (own[:8] * 2 + _classic(CardClass.NEUTRAL)[:7] * 2)
        assert validate(deck, hero) == (), hero


@pytest.mark.parametrize("size", [0, 3, 29, 31, 100])
def test_a_deck_of_other_than_30_cards_breaks_the_size_rule(size: int) -> None:
    deck = (_legal_mage_deck() * 4)[:size]
    messages = _about(deck, DeckCode.DECK_SIZE)
    assert len(messages) == 1 and f"{size} card" in messages[0] and "30" in messages[0]


def test_a_third_copy_of_a_card_is_one_too_many() -> None:
    deck = [*_legal_mage_deck()[:27], YETI, YETI, YETI]
    messages = _about(deck, DeckCode.COPIES)
    assert any("Chillwind Yeti" in m and "3 times" in m for m in messages)


def test_thirty_copies_of_a_legendary_break_the_legendary_rule() -> None:
    legendary = _classic(CardClass.NEUTRAL, legendary=True)[0]
    messages = _about([legendary] * 30, DeckCode.LEGENDARY_COPIES)
    assert len(messages) == 1 and CARDS[legendary].name in messages[0] and "30 times" in messages[0]
    assert _codes([*_legal_mage_deck()[:28], legendary, legendary]) == {DeckCode.LEGENDARY_COPIES}


def test_a_card_of_another_class_is_named() -> None:
    deck = [*_legal_mage_deck()[:29], FIREBALL]
    assert _codes(deck, GARROSH) >= {DeckCode.CLASS}
    messages = _about(deck, DeckCode.CLASS, GARROSH)
    assert any("Fireball" in m and "Mage" in m and "Warrior" in m for m in messages)


def test_cards_that_are_not_deck_cards_are_named_with_the_reason() -> None:
    deck = [*_legal_mage_deck()[:27], COIN, "HERO_02", CARDS[JAINA].hero_power]
    messages = _about(deck, DeckCode.NOT_A_DECK_CARD)
    assert len(messages) == 3
    assert any("The Coin" in m and "not collectible" in m for m in messages)
    assert any("Thrall" in m and "hero" in m for m in messages)


def test_a_card_of_another_set_is_not_in_the_classic_format() -> None:
    others = [d.card_id for d in all_definitions() if d.collectible and d.card_type in (CardType.MINION,)
              and not d.card_id.startswith("VAN_") and d.card_class == CardClass.NEUTRAL]
    assert others
    deck = [*_legal_mage_deck()[:29], others[0]]
    assert _codes(deck) == {DeckCode.FORMAT}
    assert "Classic format" in _about(deck, DeckCode.FORMAT)[0]


def test_an_unknown_id_is_named_and_a_standard_id_points_at_the_engines_printing() -> None:
    # Holy Smite's own printing is not defined (its text changed), its Classic-format one is
    messages = _about([*_legal_mage_deck()[:28], "nonsense", "CS1_130"], DeckCode.UNKNOWN_CARD)
    assert any("'nonsense'" in m for m in messages)
    assert any("'CS1_130'" in m and "VAN_CS1_130" in m for m in messages)


def test_every_problem_of_a_deck_is_listed_at_once() -> None:
    legendary = _classic(CardClass.NEUTRAL, legendary=True)[0]
    deck = [YETI] * 3 + [legendary] * 2 + [FIREBALL, COIN, "nonsense"]
    assert _codes(deck, GARROSH) == {DeckCode.DECK_SIZE, DeckCode.COPIES, DeckCode.LEGENDARY_COPIES,
                                     DeckCode.CLASS, DeckCode.NOT_A_DECK_CARD, DeckCode.UNKNOWN_CARD}


def test_a_string_and_an_unknown_hero_are_problems_not_exceptions() -> None:
    assert _codes("VAN_CS2_182" * 30) == {DeckCode.NOT_A_LIST}
    assert _codes(_legal_mage_deck(), "HERO_12") == {DeckCode.UNKNOWN_HERO}
    assert _codes(_legal_mage_deck(), "HERO_10") == {DeckCode.CLASS, DeckCode.FORMAT}  # a hero of today
    assert _codes([*_legal_mage_deck()[:29], 7]) == {DeckCode.NOT_A_CARD_ID}  # type: ignore[list-item]
    assert DeckCode.TOO_LARGE in _codes([YETI] * (MAX_DECK_SIZE + 1))


def test_hero_for_picks_the_class_of_the_class_cards() -> None:
    assert hero_for(_legal_mage_deck()) == JAINA
    assert hero_for([YETI] * 30) is None


# ------------------------------------------------------------------------------------------- new_game


def test_new_game_refuses_a_string_instead_of_a_list() -> None:
    with pytest.raises(DeckError, match="list of card ids"):
        hsfp.new_game(decks=("VAN_CS2_182" * 30, [YETI] * 30))


def test_new_game_names_the_unknown_card_ids() -> None:
    with pytest.raises(DeckError, match=r"player 1.*unknown card ids: 'CS1_130', 'nonsense'"):
        hsfp.new_game(decks=([YETI] * 30, [YETI] * 28 + ["nonsense", "CS1_130"]))


@pytest.mark.parametrize("card", [COIN, "HERO_02", "VAN_HERO_01bp"])
def test_new_game_refuses_cards_that_never_belong_in_a_deck(card: str) -> None:
    with pytest.raises(DeckError, match=f"cannot be in a deck.*{card}"):
        hsfp.new_game(decks=([YETI] * 29 + [card], [YETI] * 30))


def test_new_game_refuses_a_deck_over_the_size_limit_and_takes_one_at_it() -> None:
    with pytest.raises(DeckError, match=f"{MAX_DECK_SIZE + 1} cards.*at most {MAX_DECK_SIZE}"):
        hsfp.new_game(decks=([YETI] * 30, [YETI] * (MAX_DECK_SIZE + 1)))
    state = hsfp.new_game(decks=([YETI] * 30, [YETI] * MAX_DECK_SIZE))
    in_deck = len(hsfp.zone(state, 1, Zone.DECK)) + len(hsfp.zone(state, 1, Zone.HAND))
    assert in_deck == MAX_DECK_SIZE


@pytest.mark.parametrize("hero", ["HERO_12", YETI, "", None])
def test_new_game_refuses_what_is_not_a_hero(hero: object) -> None:
    with pytest.raises(DeckError, match="not a defined hero"):
        hsfp.new_game(decks=([YETI] * 30, [YETI] * 30), heroes=(JAINA, hero))  # type: ignore[arg-type]


def test_deck_error_is_a_value_error_exported_once() -> None:
    assert hsfp.DeckError is DeckError
    assert issubclass(DeckError, ValueError)


def test_new_game_is_lenient_about_the_deck_building_rules() -> None:
    legendary = _classic(CardClass.NEUTRAL, legendary=True)[0]
    for deck in ([legendary] * 30, [], [YETI] * 3, [FIREBALL] * 30):
        state = hsfp.new_game(decks=(deck, deck), heroes=(GARROSH, GARROSH), seed=1)
        assert hsfp.legal_actions(state)


def test_parse_deck_names_unknown_ids_and_what_they_may_mean() -> None:
    import random

    with pytest.raises(DeckError, match=r"'CS1_130' is not a known card id \(did you mean VAN_CS1_130\?\)"):
        parse_deck("CS1_130,VAN_CS2_029", random.Random(0))


_IDS = sorted(CARDS)
_CARD = st.one_of(st.sampled_from(_IDS), st.sampled_from(card_pool()), st.text(max_size=6))


def _examples(n: int) -> int:
    """`n` scaled by the active Hypothesis profile (100 examples is 1.0)."""
    active = settings.default
    return max(1, round(n * (active.max_examples if active is not None else 100) / 100))


@settings(max_examples=_examples(60), deadline=None)
@given(deck=st.lists(_CARD, max_size=40) | st.lists(st.sampled_from(card_pool()), min_size=95, max_size=105),
       hero=st.sampled_from([*HEROES, "HERO_10", YETI]))
def test_new_game_refuses_exactly_the_decks_validate_calls_unplayable(deck: list[str], hero: str) -> None:
    unplayable = [p for p in validate(deck, hero) if p.code.unplayable]
    try:
        hsfp.new_game(decks=(deck, [YETI] * 30), heroes=(hero, JAINA))
    except DeckError:
        assert unplayable
    else:
        assert not unplayable
