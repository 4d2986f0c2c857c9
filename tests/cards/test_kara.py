"""The One Night in Karazhan cards of the benchmark decks, played in real positions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.text import render
from hsfp import Choose, PlayCard, Zone, testing
from hsfp.core import codec
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, CardType, Race
from hsfp.testing import board, card_ids, cards_in, hand, hero_health, put, put_all, stats

YETI = "VAN_CS2_182"  # 4 mana 4/5
RAIDER = "VAN_CS2_168"  # Murloc Raider, 1 mana 2/1
TIDEHUNTER = "VAN_EX1_506"  # Battlecry: summon a 1/1 Murloc Scout
KOBOLD = "VAN_CS2_142"  # Spell Damage +1
AZURE_DRAKE = "VAN_EX1_284"  # a Dragon
SOULFIRE = "VAN_EX1_308"  # 4 damage, discard a random card
FIREBALL = "VAN_CS2_029"  # 6 damage
ARCANE_INTELLECT = "VAN_CS2_023"  # draw 2
SILENCE = "VAN_EX1_332"

BABBLING_BOOK, FIRELANDS_PORTAL, MAELSTROM_PORTAL, SPIRIT_CLAWS = "KAR_009", "KAR_076", "KAR_073", "KAR_063"
MALCHEZAARS_IMP, SILVERWARE_GOLEM, PRIEST_OF_THE_FEAST, SWASHBURGLAR = "KAR_089", "KAR_205", "KAR_035", "KAR_069"
BARNES, BOOK_WYRM, NETHERSPITE_HISTORIAN = "KAR_114", "KAR_033", "KAR_062"
KARA = (BABBLING_BOOK, FIRELANDS_PORTAL, MAELSTROM_PORTAL, SPIRIT_CLAWS, MALCHEZAARS_IMP, SILVERWARE_GOLEM,
        PRIEST_OF_THE_FEAST, SWASHBURGLAR, BARNES, "KAR_114e", BOOK_WYRM, NETHERSPITE_HISTORIAN)
SEEDS = st.integers(min_value=0, max_value=2**31)


def examples(n: int) -> int:
    """Returns n scaled by the active Hypothesis profile, as `properties.strategies.examples` scales it."""
    active = settings.default
    return max(1, round(n * (100 if active is None else active.max_examples) / 100))


def _own_printing(card_id: str) -> bool:
    d = CARDS[card_id]
    return d.collectible and not card_id.startswith(("VAN_", "CORE_"))


def _minion_of(state: hsfp.GameState, before: tuple[int, ...], player: int = 0) -> list[int]:
    return [m for m in board(state, player) if m not in before]


# ------------------------------------------------------------------------------------------- mage


@settings(max_examples=examples(20), deadline=None)
@given(SEEDS)
def test_babbling_book_adds_a_mage_spell_of_its_era(seed: int) -> None:
    state, _ = testing.play(testing.scenario(seed=seed), BABBLING_BOOK)
    (added,) = cards_in(state, 0, Zone.HAND)
    d = CARDS[added]
    assert d.card_type == CardType.SPELL and d.card_class == CardClass.MAGE and _own_printing(added)


@settings(max_examples=examples(20), deadline=None)
@given(SEEDS)
def test_firelands_portal_deals_six_and_summons_a_six_cost_minion(seed: int) -> None:
    state, _ = testing.play(testing.scenario(seed=seed), FIRELANDS_PORTAL, hsfp.hero(testing.scenario(), 1))
    assert hero_health(state, 1) == 24
    (summoned,) = card_ids(state, board(state, 0))
    assert CARDS[summoned].cost == 6 and CARDS[summoned].card_type == CardType.MINION and _own_printing(summoned)


def test_firelands_portal_gains_spell_damage() -> None:
    state, _ = put(testing.scenario(), 0, KOBOLD, Zone.PLAY)
    state, _ = testing.play(state, FIRELANDS_PORTAL, hsfp.hero(state, 1))
    assert hero_health(state, 1) == 23


# ----------------------------------------------------------------------------------------- shaman


def test_maelstrom_portal_hits_every_enemy_minion_and_summons_a_one_cost_minion() -> None:
    state, (raider, yeti) = put_all(testing.scenario(), 1, (RAIDER, YETI))
    state, (mine,) = put_all(state, 0, (YETI,))
    state, _ = testing.play(state, MAELSTROM_PORTAL)
    assert raider not in board(state, 1) and stats(state, yeti) == (4, 4)
    assert stats(state, mine) == (4, 5)
    (summoned,) = _minion_of(state, (mine,))
    assert CARDS[state.cards[summoned]].cost == 1 and _own_printing(state.cards[summoned])


def test_spirit_claws_has_two_more_attack_only_while_you_have_spell_damage() -> None:
    state, claws = put(testing.scenario(), 0, SPIRIT_CLAWS, Zone.PLAY)
    assert hsfp.attack(state, claws) == 1
    state, kobold = put(state, 0, KOBOLD, Zone.PLAY)
    assert hsfp.attack(state, claws) == 3
    state, _ = put(state, 1, KOBOLD, Zone.PLAY)  # the opponent's Spell Damage is not yours
    state, _ = testing.play(state, FIREBALL, kobold)
    assert hsfp.attack(state, claws) == 1


# ---------------------------------------------------------------------------------------- warlock


def test_malchezaars_imp_draws_when_you_discard() -> None:
    state, _ = put(testing.scenario(), 0, MALCHEZAARS_IMP, Zone.PLAY)
    state, (yeti,) = put_all(state, 0, (YETI,), Zone.HAND)
    deck = len(cards_in(state, 0, Zone.DECK))
    state, _ = testing.play(state, SOULFIRE, hsfp.hero(state, 1))
    assert yeti not in hand(state, 0) and len(hand(state, 0)) == 1  # the Yeti discarded, a card drawn
    assert len(cards_in(state, 0, Zone.DECK)) == deck - 1


def test_malchezaars_imp_ignores_the_opponents_discards() -> None:
    state, _ = put(testing.scenario(), 1, MALCHEZAARS_IMP, Zone.PLAY)
    state, _ = put_all(state, 0, (YETI,), Zone.HAND)
    deck = len(cards_in(state, 1, Zone.DECK))
    state, _ = testing.play(state, SOULFIRE, hsfp.hero(state, 1))
    assert len(cards_in(state, 1, Zone.DECK)) == deck and not hand(state, 1)


def test_malchezaars_imp_with_nothing_to_discard_draws_nothing() -> None:
    state, _ = put(testing.scenario(), 0, MALCHEZAARS_IMP, Zone.PLAY)
    state, _ = testing.play(state, SOULFIRE, hsfp.hero(state, 1))
    assert not hand(state, 0)


def test_malchezaars_imp_ignores_a_card_burned_by_a_full_hand() -> None:
    state, _ = put(testing.scenario(), 0, MALCHEZAARS_IMP, Zone.PLAY)
    state, _ = put_all(state, 0, (YETI,) * 9, Zone.HAND)
    deck = len(cards_in(state, 0, Zone.DECK))
    state, _ = testing.play(state, ARCANE_INTELLECT)  # one card drawn into the tenth slot, one burned
    assert len(hand(state, 0)) == 10 and len(cards_in(state, 0, Zone.DECK)) == deck - 2


def test_silverware_golem_discarded_is_summoned() -> None:
    state, _ = put_all(testing.scenario(), 0, (SILVERWARE_GOLEM,), Zone.HAND)
    state, _ = testing.play(state, SOULFIRE, hsfp.hero(state, 1))
    assert not hand(state, 0)
    (golem,) = board(state, 0)
    assert state.cards[golem] == SILVERWARE_GOLEM and stats(state, golem) == (3, 4)


def test_silverware_golem_played_is_a_plain_minion_and_a_discarded_other_card_summons_nothing() -> None:
    state, _ = put_all(testing.scenario(), 0, (SILVERWARE_GOLEM, YETI), Zone.HAND)
    golem, yeti = hand(state, 0)
    state = testing.act(state, PlayCard(golem, position=0))
    assert card_ids(state, board(state, 0)) == [SILVERWARE_GOLEM]
    state, _ = testing.play(state, SOULFIRE, hsfp.hero(state, 1))
    assert yeti not in hand(state, 0) and card_ids(state, board(state, 0)) == [SILVERWARE_GOLEM]


# ----------------------------------------------------------------------------------------- priest


def test_priest_of_the_feast_heals_your_hero_when_you_cast_a_spell() -> None:
    state, _ = put(testing.scenario(), 0, PRIEST_OF_THE_FEAST, Zone.PLAY)
    state = testing.set_tag(state, hsfp.hero(state, 0), hsfp.Tag.DAMAGE, 10)
    state, _ = testing.play(state, YETI)  # a minion is not a spell
    assert hero_health(state, 0) == 20
    state, _ = testing.play(state, FIREBALL, hsfp.hero(state, 1))
    assert hero_health(state, 0) == 23


def test_priest_of_the_feast_ignores_the_opponents_spells() -> None:
    state, _ = put(testing.scenario(), 1, PRIEST_OF_THE_FEAST, Zone.PLAY)
    state = testing.set_tag(state, hsfp.hero(state, 1), hsfp.Tag.DAMAGE, 10)
    state, _ = testing.play(state, FIREBALL, hsfp.hero(state, 0))
    assert hero_health(state, 1) == 20


# ------------------------------------------------------------------------------------------ rogue


@settings(max_examples=examples(20), deadline=None)
@given(SEEDS)
def test_swashburglar_adds_a_card_of_another_class(seed: int) -> None:
    state, _ = testing.play(testing.scenario(seed=seed), SWASHBURGLAR)  # player 0 is a Mage
    (added,) = cards_in(state, 0, Zone.HAND)
    assert CARDS[added].card_class not in (CardClass.MAGE, CardClass.NEUTRAL) and _own_printing(added)


# ---------------------------------------------------------------------------------------- neutral


def test_barnes_summons_a_one_one_copy_of_a_deck_minion_without_its_battlecry() -> None:
    state = testing.scenario(decks=((TIDEHUNTER, FIREBALL) * 5, testing.FILLER))
    deck = cards_in(state, 0, Zone.DECK)
    state, barnes = testing.play(state, BARNES)
    (copy,) = _minion_of(state, (barnes,))
    assert state.cards[copy] == TIDEHUNTER and stats(state, copy) == (1, 1)
    assert board(state, 0) == (barnes, copy) and stats(state, barnes) == (3, 4)
    assert cards_in(state, 0, Zone.DECK) == deck  # a copy: the deck keeps its card


def test_barnes_copy_silenced_has_its_printed_stats() -> None:
    state = testing.scenario(decks=((YETI,) * 10, testing.FILLER))
    state, barnes = testing.play(state, BARNES)
    (copy,) = _minion_of(state, (barnes,))
    state, _ = testing.play(state, SILENCE, copy)
    assert stats(state, copy) == (4, 5)


def test_barnes_on_a_full_board_or_with_no_minion_in_the_deck_summons_nothing() -> None:
    state, _ = put_all(testing.scenario(), 0, (YETI,) * 6)
    state, barnes = testing.play(state, BARNES)
    assert len(board(state, 0)) == 7 and stats(state, barnes) == (3, 4)
    assert all(stats(state, m) == (4, 5) for m in board(state, 0) if m != barnes)
    state = testing.scenario(decks=((FIREBALL,) * 10, testing.FILLER))
    state, barnes = testing.play(state, BARNES)
    assert board(state, 0) == (barnes,)


def _wyrm_targets(state: hsfp.GameState) -> set[int | None]:
    wyrm = next(c for c in hand(state, 0) if state.cards[c] == BOOK_WYRM)
    return {a.target for a in hsfp.legal_actions(state) if isinstance(a, PlayCard) and a.card == wyrm}


def test_book_wyrm_holding_a_dragon_destroys_an_enemy_minion_with_three_or_less_attack() -> None:
    state, (raider, yeti) = put_all(testing.scenario(), 1, (RAIDER, YETI))
    state, _ = put_all(state, 0, (RAIDER,))
    state, (wyrm, _) = put_all(state, 0, (BOOK_WYRM, AZURE_DRAKE), Zone.HAND)
    assert _wyrm_targets(state) == {raider}  # not the 4-Attack Yeti, not a friendly minion
    state = testing.act(state, PlayCard(wyrm, target=raider, position=0))
    assert board(state, 1) == (yeti,)


def test_book_wyrm_without_a_dragon_in_hand_is_played_without_a_target() -> None:
    state, (raider,) = put_all(testing.scenario(), 1, (RAIDER,))
    state, (wyrm,) = put_all(state, 0, (BOOK_WYRM,), Zone.HAND)  # itself a Dragon: it does not count
    assert _wyrm_targets(state) == {None}
    state = testing.act(state, PlayCard(wyrm, position=0))
    assert board(state, 1) == (raider,) and board(state, 0) == (wyrm,)


@settings(max_examples=examples(20), deadline=None)
@given(SEEDS)
def test_netherspite_historian_holding_a_dragon_discovers_a_dragon(seed: int) -> None:
    state, _ = put_all(testing.scenario(seed=seed), 0, (AZURE_DRAKE,), Zone.HAND)
    state, _ = testing.play(state, NETHERSPITE_HISTORIAN)
    assert state.pending is not None
    options = [state.cards[o] for o in state.pending.options]
    assert len(set(options)) == 3
    for c in options:
        d = CARDS[c]
        assert d.race == Race.DRAGON and d.card_class in (CardClass.MAGE, CardClass.NEUTRAL) and _own_printing(c)
    state = testing.act(state, Choose(state.pending.options[1]))
    assert cards_in(state, 0, Zone.HAND) == [AZURE_DRAKE, options[1]]


def test_netherspite_historian_without_a_dragon_offers_nothing() -> None:
    state, _ = put_all(testing.scenario(), 0, (YETI,), Zone.HAND)
    state, _ = testing.play(state, NETHERSPITE_HISTORIAN)
    assert state.pending is None and cards_in(state, 0, Zone.HAND) == [YETI]


# ------------------------------------------------------------------------------------ definitions


@pytest.mark.parametrize("card_id", KARA)
def test_definitions_round_trip_through_json_and_render_in_both_languages(card_id: str) -> None:
    d = CARDS[card_id]
    assert codec.from_json(codec.to_json(d)) == d
    for lang in ("en", "zh"):
        assert render(d, lang, strict=True)

