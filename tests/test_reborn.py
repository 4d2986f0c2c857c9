"""Reborn (KEYWORDS.md): after deathrattles, at the snapshot position, 1 Health, base attack, no Reborn,
a new entity; a summon, once; silence takes it away."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hsfp
from cards.text import render
from hsfp import Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.actions import Attack, PlayCard
from hsfp.core.dsl import CardDef
from hsfp.core.registry import register, unregister
from hsfp.core.tags import CardType, EventKind, Tag
from hsfp.testing import board, card_ids, play, put, put_all, stats, transition

YETI = "VAN_CS2_182"  # Chillwind Yeti 4/5
WISP = "VAN_CS2_231"  # Wisp 1/1
FIREBALL = "VAN_CS2_029"  # 6 damage
FLAMESTRIKE = "VAN_CS2_032"  # 4 damage to each enemy minion
SILENCE = "VAN_EX1_332"  # Silence a minion
BLESSING_OF_MIGHT = "VAN_CS2_087"  # +3 Attack
KNIFE_JUGGLER = "VAN_NEW1_019"  # after you summon a minion, 1 damage to a random enemy
SAP = "VAN_EX1_581"  # return an enemy minion to its owner's hand

MUMMY = CardDef("TEST_REBORN", "Mummy", CardType.MINION, cost=2, atk=2, health=3, tags=((Tag.REBORN, 1),))
#: Reborn and a deathrattle that summons a Wisp where it stood.
WRAPPED = CardDef("TEST_REBORN_DR", "Wrapped", CardType.MINION, cost=2, atk=2, health=3,
                  tags=((Tag.REBORN, 1),), deathrattle=dsl.Summon(WISP))
#: A deathrattle that summons a Wisp: played after a Reborn minion, its deathrattle still comes first.
RATTLER = CardDef("TEST_RATTLER", "Rattler", CardType.MINION, cost=2, atk=1, health=1, deathrattle=dsl.Summon(WISP))
TEST_CARDS = (MUMMY, WRAPPED, RATTLER)


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    register(*TEST_CARDS)
    yield
    for d in TEST_CARDS:
        unregister(d.card_id)


def test_a_reborn_minion_comes_back_once_as_a_new_entity_with_one_health_and_its_base_attack() -> None:
    s = testing.scenario()
    s, mummy = put(s, 1, MUMMY.card_id, Zone.PLAY)
    s, _ = play(s, FIREBALL, mummy, check=True)
    (back,) = board(s, 1)
    assert back != mummy  # a new entity
    assert card_ids(s, (back,)) == [MUMMY.card_id]
    assert stats(s, back) == (2, 1)  # base attack, 1 Health
    assert hsfp.tag(s, back, Tag.REBORN) == 0
    assert hsfp.base_tag(s, back, Tag.DAMAGE) == 2  # its maximum Health is kept: it is damaged
    s, _ = play(s, FIREBALL, back, check=True)
    assert board(s, 1) == ()  # only once


def test_it_comes_back_at_the_position_it_died_in() -> None:
    s = testing.scenario()
    s, (left, mummy, right) = put_all(s, 1, (YETI, MUMMY.card_id, YETI))
    s, _ = play(s, FIREBALL, mummy, check=True)
    b = board(s, 1)
    assert b[0] == left and b[2] == right and card_ids(s, b) == [YETI, MUMMY.card_id, YETI]


@given(st.integers(min_value=0, max_value=6), st.integers(min_value=0, max_value=6))
def test_on_any_board_it_comes_back_in_the_slot_it_died_in(others: int, where: int) -> None:
    where = min(where, others)
    s = testing.scenario()
    cards = [YETI] * others
    cards.insert(where, MUMMY.card_id)
    s, ids = put_all(s, 1, cards)
    s, _ = play(s, FIREBALL, ids[where], check=True)
    after = board(s, 1)
    assert card_ids(s, after) == cards and after[where] != ids[where]
    assert [e for i, e in enumerate(after) if i != where] == [e for i, e in enumerate(ids) if i != where]


def test_its_enchantments_are_gone_and_its_attack_is_the_printed_one() -> None:
    s = testing.scenario()
    s, mummy = put(s, 1, MUMMY.card_id, Zone.PLAY)
    s, _ = play(s, BLESSING_OF_MIGHT, mummy, check=True)
    assert stats(s, mummy)[0] == 5
    s, _ = play(s, FIREBALL, mummy, check=True)
    (back,) = board(s, 1)
    assert stats(s, back) == (2, 1)


def test_reborn_comes_after_its_own_deathrattle() -> None:
    s = testing.scenario()
    s, wrapped = put(s, 1, WRAPPED.card_id, Zone.PLAY)
    s, card = put(s, 0, FIREBALL, Zone.HAND)
    t = transition(s, PlayCard(card, target=wrapped))
    summoned = [testing.card_ids(t.state, (e.entity,))[0] for e in t.events if e.kind == EventKind.SUMMON]
    assert summoned == [WISP, WRAPPED.card_id]


def test_every_deathrattle_of_the_death_phase_comes_before_any_reborn_whatever_the_order_of_play() -> None:
    s = testing.scenario()
    s, (mummy, rattler) = put_all(s, 1, (MUMMY.card_id, RATTLER.card_id))  # the Reborn minion played first
    s, card = put(s, 0, FLAMESTRIKE, Zone.HAND)
    t = transition(s, PlayCard(card))
    summoned = [testing.card_ids(t.state, (e.entity,))[0] for e in t.events if e.kind == EventKind.SUMMON]
    assert summoned == [WISP, MUMMY.card_id]
    assert mummy not in board(t.state, 1) and rattler not in board(t.state, 1)


def test_a_board_filled_by_the_deathrattles_leaves_no_room_to_come_back() -> None:
    s = testing.scenario()
    s, ids = put_all(s, 1, (YETI, YETI, YETI, WRAPPED.card_id, YETI, YETI, YETI))
    s, _ = play(s, FIREBALL, ids[3], check=True)
    assert card_ids(s, board(s, 1)) == [YETI, YETI, YETI, WISP, YETI, YETI, YETI]


def test_a_silenced_minion_loses_reborn() -> None:
    s = testing.scenario()
    s, mummy = put(s, 1, MUMMY.card_id, Zone.PLAY)
    s, _ = play(s, SILENCE, mummy, check=True)
    s, _ = play(s, FIREBALL, mummy, check=True)
    assert board(s, 1) == ()


def test_coming_back_is_a_summon_that_summon_triggers_see() -> None:
    s = testing.scenario()
    s, mummy = put(s, 1, MUMMY.card_id, Zone.PLAY)
    s, _ = put(s, 1, KNIFE_JUGGLER, Zone.PLAY)
    s, _ = play(s, FIREBALL, mummy, check=True)
    assert len(board(s, 1)) == 2
    assert testing.hero_health(s, 0) == 29  # player 0 has no minion: the knife hits the hero


def test_a_minion_that_leaves_play_some_other_way_does_not_come_back() -> None:
    s = testing.scenario()
    s, mummy = put(s, 1, MUMMY.card_id, Zone.PLAY)
    s, _ = play(s, SAP, mummy, check=True)
    assert board(s, 1) == () and card_ids(s, testing.hand(s, 1)) == [MUMMY.card_id]


def test_a_minion_that_dies_attacking_comes_back_for_its_controller() -> None:
    s = testing.scenario()
    s, mummy = put(s, 0, MUMMY.card_id, Zone.PLAY)
    s, yeti = put(s, 1, YETI, Zone.PLAY)
    s = transition(s, Attack(mummy, yeti)).state
    (back,) = board(s, 0)
    assert back != mummy and stats(s, back) == (2, 1)


def test_the_reborn_node_round_trips_and_reads_in_both_languages() -> None:
    node = dsl.RebornSummon()
    assert codec.decode(codec.encode(node)) == node
    d = CardDef("TEST_REBORN_TEXT", "Text", CardType.SPELL, play=node)
    assert render(d) == "Come back with 1 Health."
    assert render(d, "zh") == "以1点生命值复生。"
    assert render(MUMMY) == "Reborn."
