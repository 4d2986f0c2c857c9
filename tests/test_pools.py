"""Card pools: which collectible cards a pool holds, and the effects that draw a random card from one."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import hsfp
from cards.text import render
from cards.value import estimate_value
from hsfp import Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef, Collectible, OfClass, OfCost, OfRace, OfType, Relation, Whose
from hsfp.core.registry import CARDS, register, unregister
from hsfp.core.tags import CardClass, CardType, Race, Tag
from reducers.pools import pool_cards

YETI = "VAN_CS2_182"  # Chillwind Yeti: a 4-Cost neutral minion
SHIELDMASTA = "VAN_CS2_179"  # Sen'jin Shieldmasta: a 4-Cost neutral minion with Taunt
MINIONS = OfType(Collectible(), CardType.MINION)
FIVE_COST_MINION = OfCost(MINIONS, Relation.EQ, 5)
MAGE_SPELL = OfClass(OfType(Collectible(), CardType.SPELL), Whose.NAMED, CardClass.MAGE)
BEAST = OfRace(MINIONS, Race.BEAST)

ADD_TWO = CardDef("TEST_ADD_FROM_POOL", "Add two", CardType.SPELL, cost=0,
                  play=dsl.AddFromPool(FIVE_COST_MINION, 2))
SUMMON_BEAST = CardDef("TEST_SUMMON_FROM_POOL", "Summon beast", CardType.SPELL, cost=0,
                       play=dsl.SummonFromPool(BEAST))
POLYMORPH_BEAST = CardDef("TEST_TRANSFORM_FROM_POOL", "Into a beast", CardType.SPELL, cost=0,
                          target=dsl.Minions(), play=dsl.TransformFromPool(dsl.Target(), BEAST))
TEST_CARDS = (ADD_TWO, SUMMON_BEAST, POLYMORPH_BEAST)


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    register(*TEST_CARDS)
    yield
    for d in TEST_CARDS:
        unregister(d.card_id)


def _pool(pool: dsl.Pool, player: int = 0) -> tuple[str, ...]:
    # the default scenario: player 0 is a Mage, player 1 a Warrior
    return pool_cards(testing.scenario(), pool, player)


def test_a_cost_filter_compares_the_printed_cost() -> None:
    four = _pool(OfCost(MINIONS, Relation.EQ, 4))
    assert YETI in four and SHIELDMASTA in four
    assert all(CARDS[c].cost == 4 and CARDS[c].card_type == CardType.MINION for c in four)
    at_most_three = _pool(OfCost(MINIONS, Relation.LE, 3))
    assert at_most_three and YETI not in at_most_three
    assert all(CARDS[c].cost <= 3 for c in at_most_three)
    assert YETI in _pool(OfCost(MINIONS, Relation.GT, 3)) and YETI not in _pool(OfCost(MINIONS, Relation.NE, 4))


def test_pools_hold_collectible_cards_only_without_repeats() -> None:
    every = _pool(Collectible())
    assert every and all(CARDS[c].collectible for c in every)
    assert ADD_TWO.card_id not in every  # a test card is not collectible
    both = _pool(dsl.PoolUnion(MINIONS, OfCost(Collectible(), Relation.EQ, 4)))
    assert len(both) == len(set(both))
    assert set(both) == set(_pool(MINIONS)) | set(_pool(OfCost(Collectible(), Relation.EQ, 4)))


def test_class_filters_are_relative_to_the_controller() -> None:
    own = _pool(OfClass(Collectible(), Whose.OWN))
    assert own and all(CARDS[c].card_class == CardClass.MAGE for c in own)
    assert set(_pool(OfClass(Collectible(), Whose.OWN), player=1)) == set(
        _pool(OfClass(Collectible(), Whose.OPPONENT)))
    other = _pool(OfClass(Collectible(), Whose.ANOTHER))
    classes = {CARDS[c].card_class for c in other}
    assert CardClass.MAGE not in classes and CardClass.NEUTRAL not in classes and CardClass.WARRIOR in classes
    assert all(CARDS[c].card_class == CardClass.MAGE and CARDS[c].card_type == CardType.SPELL
               for c in _pool(MAGE_SPELL))


def test_race_keyword_and_printing_filters() -> None:
    beasts = _pool(BEAST)
    assert beasts and all(CARDS[c].race == Race.BEAST for c in beasts)
    taunts = _pool(dsl.WithKeyword(MINIONS, Tag.TAUNT))
    assert SHIELDMASTA in taunts and YETI not in taunts
    legacy = _pool(dsl.OfPrinting(Collectible(), ("VAN_",)))
    assert YETI in legacy and all(c.startswith("VAN_") for c in legacy)
    assert not set(legacy) & set(_pool(dsl.OfPrinting(Collectible(), ("VAN_",), exclude=True)))


def test_a_given_list_keeps_its_order_and_drops_repeats_and_unknown_cards() -> None:
    assert _pool(dsl.CardList((YETI, SHIELDMASTA, YETI, "NO_SUCH_CARD"))) == (YETI, SHIELDMASTA)


def test_adding_from_a_pool_puts_random_cards_of_the_pool_in_hand_and_logs_the_draws() -> None:
    state, card = testing.put(testing.scenario(), 0, ADD_TWO.card_id, Zone.HAND)
    t = testing.transition(state, hsfp.PlayCard(card))
    added = testing.card_ids(t.state, testing.hand(t.state))
    assert len(added) == 2 and set(added) <= set(_pool(FIVE_COST_MINION))
    assert [d.op for d in t.draws].count("add_from_pool") == 2


def test_the_same_seed_gives_the_same_random_cards() -> None:
    results = set()
    for _ in range(2):
        state, card = testing.put(testing.scenario(seed=5), 0, ADD_TWO.card_id, Zone.HAND)
        state = testing.act(state, hsfp.PlayCard(card))
        results.add(tuple(testing.card_ids(state, testing.hand(state))))
    assert len(results) == 1


def test_summoning_from_a_pool_summons_one_of_its_minions() -> None:
    state, _ = testing.play(testing.scenario(), SUMMON_BEAST.card_id, check=True)
    summoned = testing.card_ids(state, testing.board(state, 0))
    assert len(summoned) == 1 and summoned[0] in _pool(BEAST)


def test_transforming_from_a_pool_turns_the_target_into_one_of_its_cards() -> None:
    state, yeti = testing.put(testing.scenario(), 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, POLYMORPH_BEAST.card_id, yeti, check=True)
    assert testing.card_ids(state, testing.board(state, 1))[0] in _pool(BEAST)


def test_an_empty_pool_does_nothing() -> None:
    nothing = OfCost(MINIONS, Relation.LT, -1)
    d = CardDef("TEST_EMPTY_POOL", "Nothing", CardType.SPELL, cost=0,
                play=dsl.Seq((dsl.AddFromPool(nothing), dsl.SummonFromPool(nothing))))
    register(d)
    try:
        state, _ = testing.play(testing.scenario(), d.card_id, check=True)
    finally:
        unregister(d.card_id)
    assert testing.hand(state) == () and testing.board(state, 0) == ()


def test_pool_cards_survive_the_json_roundtrip_exactly() -> None:
    for d in TEST_CARDS:
        text = codec.to_json(d)
        assert codec.from_json(text) == d
        assert codec.to_json(codec.from_json(text)) == text


def test_pool_effects_read_in_both_languages() -> None:
    assert render(ADD_TWO) == "Add 2 random 5-Cost minions to your hand."
    assert render(ADD_TWO, "zh") == "随机将两张法力值消耗为5的随从牌置入你的手牌。"
    assert render(SUMMON_BEAST) == "Summon a random Beast."
    mage = CardDef("TEST_TEXT", "Text", CardType.SPELL, play=dsl.AddFromPool(MAGE_SPELL))
    assert render(mage) == "Add a random Mage spell to your hand."
    assert render(mage, "zh") == "随机将一张法师法术牌置入你的手牌。"


def test_a_random_minion_is_worth_more_the_more_it_costs() -> None:
    def summon(cost: int) -> float:
        return estimate_value(CardDef("TEST_V", "V", CardType.SPELL,
                                      play=dsl.SummonFromPool(OfCost(MINIONS, Relation.EQ, cost))))

    assert summon(1) < summon(4) < summon(8)
