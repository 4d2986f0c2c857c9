"""Enchantment durations: permanent, this turn, a number of the controller's turns, while in hand."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import hsfp
from hsfp import EndTurn, PlayCard, Zone, testing
from hsfp.core.dsl import Buff, CardDef, Mods, Target
from hsfp.core.registry import register, unregister
from hsfp.core.tags import CardType

YETI = "VAN_CS2_182"
# test-only cards: an enchantment for two of its controller's turns, one while in hand, and spells giving them
TWO_TURNS = CardDef("TEST_TWO_TURNS_E", "Two turns", CardType.ENCHANTMENT, mods=Mods(atk=3), turns=2)
IN_HAND = CardDef("TEST_IN_HAND_E", "In hand", CardType.ENCHANTMENT, mods=Mods(cost=-2), hand_only=True)
GIVE_TWO_TURNS = CardDef("TEST_GIVE_TWO_TURNS", "Give two turns", CardType.SPELL, cost=0,
                         target=hsfp.core.dsl.Minions(), play=Buff(Target(), "TEST_TWO_TURNS_E"))
GIVE_IN_HAND = CardDef("TEST_GIVE_IN_HAND", "Give in hand", CardType.SPELL, cost=0,
                       target=None, play=Buff(hsfp.core.dsl.InZone(Zone.HAND), "TEST_IN_HAND_E"))


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    defs = (TWO_TURNS, IN_HAND, GIVE_TWO_TURNS, GIVE_IN_HAND)
    register(*defs)
    yield
    for d in defs:
        unregister(d.card_id)


def test_an_enchantment_for_two_turns_ends_with_its_controllers_second_turn() -> None:
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = testing.play(state, "TEST_GIVE_TWO_TURNS", yeti)
    assert hsfp.attack(state, yeti) == 7
    state = testing.act(state, EndTurn())  # the end of its controller's first turn
    assert hsfp.attack(state, yeti) == 7
    state = testing.act(state, EndTurn())  # the opponent's turn does not count
    assert hsfp.attack(state, yeti) == 7
    state = testing.act(state, EndTurn())  # the end of its controller's second turn
    assert hsfp.attack(state, yeti) == 4


def test_a_while_in_hand_enchantment_discounts_the_card_and_leaves_it_when_played() -> None:
    state = testing.scenario(mana=2)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state, _ = testing.play(state, "TEST_GIVE_IN_HAND")
    assert hsfp.cost(state, yeti) == 2
    state = testing.act(state, PlayCard(yeti))
    assert hsfp.mana(state, 0) == 0  # it paid the discounted cost
    assert not any(state.rows[x][hsfp.Tag.ATTACHED] == yeti for x in state.enchantments)
    assert hsfp.cost(state, yeti) == 4
