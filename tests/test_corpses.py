"""Corpses (KEYWORDS.md "Corpses, Runes, Manathirst": a player resource): who gains them, Falric's rule,
spending a fixed number, up to a number, and raising them as tokens."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hsfp
from cards.text import render
from cards.value import estimate_value
from hsfp import Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import register, unregister
from hsfp.core.tags import CardType, Tag
from hsfp.testing import board, card_ids, corpses, death_knight, end_turns, play, put, put_all

YETI = "VAN_CS2_182"  # Chillwind Yeti 4/5
WISP = "VAN_CS2_231"  # Wisp 1/1
FIREBALL = "VAN_CS2_029"  # 6 damage
FLAMESTRIKE = "VAN_CS2_032"  # 4 damage to each enemy minion
SILENCE = "VAN_EX1_332"
BODY_BAGGER = "RLK_503"  # Battlecry: gain a Corpse
FALRIC = "CORE_EDR_003"  # you gain twice as many Corpses
RISEN_GHOUL = "RLK_008t"  # doesn't leave a Corpse
ARMY_OF_THE_DEAD = "RLK_060"  # raise up to 5 Corpses as 2/2 Risen Ghouls
GRAVE_STRENGTH = "RLK_707"  # +1 Attack; spend 5 Corpses: +3 instead

#: Gain Armor equal to the Corpses spent, up to 4.
SPEND_UP_TO = CardDef("TEST_SPEND_UP_TO", "Spend up to", CardType.SPELL,
                      play=dsl.SpendUpToCorpses(4, dsl.GainArmor(dsl.SpentCorpses())))
TEST_CARDS = (SPEND_UP_TO,)


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    register(*TEST_CARDS)
    yield
    for d in TEST_CARDS:
        unregister(d.card_id)


# ------------------------------------------------------------------------------------ gaining them


def test_a_death_knight_gains_a_corpse_for_each_friendly_minion_that_dies_on_either_turn() -> None:
    s = death_knight(testing.scenario(), player=1)
    s, _ = put_all(s, 1, (YETI, WISP, WISP))
    s, _ = play(s, FLAMESTRIKE, check=True)  # on the opponent's turn: two Wisps die, the Yeti lives
    assert corpses(s, 1) == 2
    s = end_turns(s)
    s, _ = play(s, FIREBALL, board(s, 1)[0], player=1, check=True)  # its own turn, its own Yeti
    assert corpses(s, 1) == 3


def test_enemy_deaths_give_no_corpses_and_other_classes_gain_none() -> None:
    s = death_knight(testing.scenario())
    s, _ = put_all(s, 1, (WISP, WISP))
    s, _ = play(s, FLAMESTRIKE, check=True)  # the Death Knight kills the opponent's minions
    assert corpses(s, 0) == 0 and corpses(s, 1) == 0  # player 1, a Warrior, gains none for its own
    s = testing.scenario()  # player 0 a Mage
    s, wisp = put(s, 0, WISP, Zone.PLAY)
    s, _ = play(s, FIREBALL, wisp, check=True)
    s, _ = play(s, BODY_BAGGER, check=True)
    assert corpses(s, 0) == 0


def test_a_token_raised_from_corpses_leaves_none() -> None:
    s = death_knight(testing.scenario(), player=1)
    s, _ = put_all(s, 1, (RISEN_GHOUL, WISP))
    s, _ = play(s, FLAMESTRIKE, check=True)
    assert corpses(s, 1) == 1


def test_a_reborn_minion_leaves_a_corpse_each_time_it_dies() -> None:
    s = death_knight(testing.scenario(), player=1)
    s, mummy = put(s, 1, "RLK_223", Zone.PLAY)  # Thassarian: Reborn
    s, _ = play(s, FIREBALL, mummy, check=True)
    s, _ = play(s, FIREBALL, board(s, 1)[0], check=True)
    assert board(s, 1) == () and corpses(s, 1) == 2


def test_falric_doubles_every_gain_and_a_silence_ends_it() -> None:
    s = death_knight(testing.scenario())
    s, falric = put(s, 0, FALRIC, Zone.PLAY)
    s, _ = play(s, BODY_BAGGER, check=True)
    assert corpses(s, 0) == 2
    s, wisp = put(s, 0, WISP, Zone.PLAY)
    s, _ = play(s, FIREBALL, wisp, check=True)
    assert corpses(s, 0) == 4
    s, _ = play(s, SILENCE, falric, check=True)
    s, _ = play(s, BODY_BAGGER, check=True)
    assert corpses(s, 0) == 5


def test_falric_dying_with_others_still_doubles_their_corpses() -> None:
    s = death_knight(testing.scenario(), player=1)
    s, _ = put_all(s, 1, (FALRIC, WISP))
    s, _ = play(s, FLAMESTRIKE, check=True)  # Falric (2/4) and the Wisp die in one death phase
    assert corpses(s, 1) == 4


# ------------------------------------------------------------------------------------ spending them


def test_a_fixed_spend_runs_only_with_enough_corpses_and_spends_nothing_otherwise() -> None:
    s = death_knight(testing.scenario(), corpses=4)
    s, yeti = put(s, 0, YETI, Zone.PLAY)
    s, _ = play(s, GRAVE_STRENGTH, check=True)
    assert testing.stats(s, yeti) == (5, 5) and corpses(s, 0) == 4  # +1 Attack, nothing spent
    s = testing.set_player_tag(s, 0, Tag.CORPSES, 6)
    s, _ = play(s, GRAVE_STRENGTH, check=True)
    assert testing.stats(s, yeti) == (8, 5) and corpses(s, 0) == 1  # +3 instead, 5 spent


@given(st.integers(min_value=0, max_value=12))
def test_spending_up_to_n_spends_what_there_is_and_the_rest_reads_the_number_spent(have: int) -> None:
    s = death_knight(testing.scenario(), corpses=have)
    s, _ = play(s, SPEND_UP_TO.card_id, check=True)
    spent = min(have, 4)
    assert corpses(s, 0) == have - spent
    assert hsfp.tag(s, hsfp.hero(s, 0), Tag.ARMOR) == spent


def test_raising_corpses_summons_one_token_per_corpse_up_to_the_number() -> None:
    s = death_knight(testing.scenario(), corpses=3)
    s, _ = play(s, ARMY_OF_THE_DEAD, check=True)
    assert card_ids(s, board(s, 0)) == [RISEN_GHOUL] * 3 and corpses(s, 0) == 0
    s = testing.set_player_tag(s, 0, Tag.CORPSES, 9)
    s, _ = play(s, ARMY_OF_THE_DEAD, check=True)
    assert len(board(s, 0)) == 7 and corpses(s, 0) == 5  # a full board keeps the Corpses it could not raise


def test_raised_tokens_can_rush() -> None:
    s = death_knight(testing.scenario(), corpses=1)
    s, yeti = put(s, 1, YETI, Zone.PLAY)
    s, _ = play(s, ARMY_OF_THE_DEAD, check=True)
    (ghoul,) = board(s, 0)
    assert yeti in hsfp.attack_targets(s, ghoul) and hsfp.hero(s, 1) not in hsfp.attack_targets(s, ghoul)


# ---------------------------------------------------------------------------------- the nodes as data


def test_the_corpse_nodes_round_trip_read_in_both_languages_and_have_a_value() -> None:
    nodes: list[object] = [
        dsl.GainCorpses(2), dsl.SpendCorpses(4, dsl.Draw(), otherwise=dsl.GainArmor(1)),
        dsl.SpendUpToCorpses(5, dsl.Repeat(dsl.SpentCorpses(), dsl.Draw())), dsl.RaiseCorpses(RISEN_GHOUL, 3),
        dsl.SpentCorpses(), dsl.DiedWithin(1),
    ]
    for node in nodes:
        assert codec.decode(codec.encode(node)) == node
    d = CardDef("TEST_CORPSE_TEXT", "Text", CardType.SPELL, play=dsl.Seq((
        dsl.GainCorpses(2), dsl.SpendCorpses(4, dsl.Draw(), otherwise=dsl.GainArmor(1)))))
    assert render(d) == "Gain 2 Corpses. Spend 4 Corpses to draw a card; otherwise, gain 1 Armor."
    assert render(d, "zh") == "获得2份残骸，消耗4份残骸，抽一张牌；否则，获得1点护甲值。"
    assert render(SPEND_UP_TO).startswith("Spend up to 4 Corpses. Gain ")
    assert "消耗最多4份残骸" in render(SPEND_UP_TO, "zh")
    assert estimate_value(d) > 0
