"""Outcast (KEYWORDS.md: the leftmost or rightmost card in hand; hand positions are state): where a card
stands when it is played decides its Outcast effect, an Outcast cost follows the hand as it changes, and
the play is recorded on the card (`PLAYED_OUTCAST`, `PLAYED_ON_TURN`)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hsfp
from cards.text import render
from hsfp import PlayCard, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardType, Tag
from hsfp.testing import hand

SPECTRAL_SIGHT = "CORE_BT_491"  # 2 mana: draw a card; Outcast: draw another
EYE_BEAM = "CORE_BT_801"  # 3 mana; Outcast: this costs (1)
RUNNER = "CORE_BT_480"  # Crimson Sigil Runner, 1 mana 1/1; Outcast: draw a card
COIN = "VAN_CS2_182"  # a Chillwind Yeti held as a plain card beside the Outcast one


def _hand_with(card: str, size: int, at: int) -> tuple[hsfp.GameState, int]:
    # a hand of `size` cards, `card` at position `at` (0 is the leftmost), the rest plain cards
    state = testing.scenario()
    state, _ = testing.put_all(state, 0, [COIN] * (size - 1), Zone.HAND)
    return testing.put(state, 0, card, Zone.HAND, position=at)


def _cast(state: hsfp.GameState, card: int) -> hsfp.GameState:
    return testing.act(state, PlayCard(card), check=True)


@pytest.mark.parametrize(("size", "at", "drawn"), [
    (1, 0, 2),  # a lone card is both the leftmost and the rightmost
    (3, 0, 2),  # leftmost
    (3, 2, 2),  # rightmost
    (3, 1, 1),  # in the middle: no Outcast
    (5, 3, 1),
])
def test_outcast_fires_only_from_either_end_of_the_hand(size: int, at: int, drawn: int) -> None:
    state, sight = _hand_with(SPECTRAL_SIGHT, size, at)
    state = _cast(state, sight)
    assert len(hand(state)) == size - 1 + drawn
    assert hsfp.tag(state, sight, Tag.PLAYED_OUTCAST) == (1 if drawn == 2 else 0)


@given(size=st.integers(1, 10), data=st.data())
def test_outcast_holds_exactly_at_the_two_ends_for_any_hand(size: int, data: st.DataObject) -> None:
    at = data.draw(st.integers(0, size - 1))
    state, sight = _hand_with(SPECTRAL_SIGHT, size, at)
    state = _cast(state, sight)
    outcast = at in (0, size - 1)
    assert len(hand(state)) == min(10, size - 1 + (2 if outcast else 1))


def test_a_card_moving_in_hand_changes_its_outcast() -> None:
    # left [yeti, sight, yeti]: the sight is in the middle until the yeti on its left is played
    state, sight = _hand_with(SPECTRAL_SIGHT, 3, 1)
    left = hand(state)[0]
    state = testing.act(state, PlayCard(left, position=0), check=True)
    assert hand(state).index(sight) == 0
    state = _cast(state, sight)
    assert len(hand(state)) == 3  # one yeti left, two drawn


def test_a_draw_moves_the_rightmost_card_off_the_end() -> None:
    state, runner = _hand_with(RUNNER, 3, 2)
    state = testing.act(state, hsfp.EndTurn(), hsfp.EndTurn(), check=True)  # player 0 draws at turn start
    assert hand(state).index(runner) == 2 and len(hand(state)) == 4
    before = len(hand(state))
    state = testing.act(state, PlayCard(runner, position=0), check=True)
    assert len(hand(state)) == before - 1  # no Outcast draw from the middle


def test_a_card_played_again_from_the_middle_is_no_longer_outcast() -> None:
    # the record of an earlier play from an end is replaced by the new play's
    state, runner = _hand_with(RUNNER, 3, 1)
    state = testing.set_tag(state, runner, Tag.PLAYED_OUTCAST, 1)
    state = testing.act(state, PlayCard(runner, position=0), check=True)
    assert hsfp.tag(state, runner, Tag.PLAYED_OUTCAST) == 0
    assert len(hand(state)) == 2


def test_playing_a_card_records_the_turn_it_was_played_on() -> None:
    state, runner = _hand_with(RUNNER, 2, 1)
    assert hsfp.tag(state, runner, Tag.PLAYED_ON_TURN) == 0
    state = testing.act(state, PlayCard(runner, position=0), check=True)
    assert hsfp.tag(state, runner, Tag.PLAYED_ON_TURN) == state.turn > 0


@pytest.mark.parametrize(("size", "at", "cost"), [(1, 0, 1), (3, 0, 1), (3, 2, 1), (3, 1, 3)])
def test_an_outcast_cost_holds_at_either_end_of_the_hand(size: int, at: int, cost: int) -> None:
    state, beam = _hand_with(EYE_BEAM, size, at)
    assert hsfp.cost(state, beam) == cost


def test_an_outcast_cost_follows_the_hand_as_it_changes() -> None:
    state, beam = _hand_with(EYE_BEAM, 2, 1)
    assert hsfp.cost(state, beam) == 1
    state, _ = testing.put(state, 0, COIN, Zone.HAND)  # a card added on the right
    state = testing.act(state, hsfp.EndTurn(), hsfp.EndTurn(), check=True)
    assert hand(state).index(beam) == 1 and hsfp.cost(state, beam) == 3
    left = hand(state)[0]
    state = testing.act(state, PlayCard(left, position=0), check=True)
    assert hand(state).index(beam) == 0 and hsfp.cost(state, beam) == 1


def test_an_outcast_cost_is_what_is_paid() -> None:
    state, beam = _hand_with(EYE_BEAM, 1, 0)
    state, foe = testing.put(state, 1, COIN, Zone.PLAY)
    state = testing.act(state, PlayCard(beam, target=foe), check=True)
    assert hsfp.mana(state, 0) == 9


def test_an_outcast_card_can_be_discovered_from_a_pool_of_outcast_cards() -> None:
    outcast_cards = [k for k, d in CARDS.items() if any(t == Tag.OUTCAST for t, _ in d.tags)]
    assert {SPECTRAL_SIGHT, EYE_BEAM, RUNNER} <= set(outcast_cards)
    assert all(d.card_type != CardType.ENCHANTMENT for d in (CARDS[k] for k in outcast_cards))


# --------------------------------------------------------------------------------- the nodes as data


def test_the_outcast_nodes_round_trip_through_json() -> None:
    nodes: list[object] = [dsl.PlayedOutcast(), dsl.Ends(dsl.InZone(Zone.HAND)),
                           dsl.If(dsl.PlayedOutcast(), dsl.Draw()), CARDS[EYE_BEAM].auras[0]]
    for node in nodes:
        assert codec.decode(codec.encode(node)) == node
    for card_id in (SPECTRAL_SIGHT, EYE_BEAM, RUNNER):
        assert codec.from_json(codec.to_json(CARDS[card_id])) == CARDS[card_id]


def test_the_outcast_text_reads_in_both_languages() -> None:
    assert render(CARDS[SPECTRAL_SIGHT]) == (
        "Outcast. Draw a card. If this was played from the leftmost or rightmost slot of your hand, draw a card.")
    assert render(CARDS[SPECTRAL_SIGHT], "zh") == "流放。抽一张牌，如果此牌是从你手牌的最左边或最右边打出的，抽一张牌。"
    assert "While this is the leftmost or rightmost card in your hand, this card costs (1)." in render(CARDS[EYE_BEAM])
    assert "当此牌位于你手牌的最左边或最右边时" in render(CARDS[EYE_BEAM], "zh")
    both_ends = CardDef("TEST_ENDS", "both ends", CardType.SPELL,
                        play=dsl.ReturnToHand(dsl.Ends(dsl.InZone(Zone.HAND))))
    assert "the leftmost and rightmost of" in render(both_ends)
    assert "最左边和最右边的牌" in render(both_ends, "zh")


def test_an_outcast_minion_is_no_battlecry_so_brann_does_not_double_it() -> None:
    state, _ = testing.put(testing.scenario(), 0, "LOE_077", Zone.PLAY)  # Brann Bronzebeard
    state, _ = testing.put(state, 0, COIN, Zone.HAND)
    state, runner = testing.put(state, 0, RUNNER, Zone.HAND)
    state = _cast(state, runner)
    assert len(hand(state)) == 2  # the plain card and one draw
