"""The CORE Hunter cards, each played in a real position."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.core.pools import CORE_IDS
from cards.text import render
from hsfp import Choose, HeroPower, PlayCard, Tag, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardType, Race
from hsfp.observation import observation
from hsfp.testing import board, card_ids, cards_in, durability, hand, hero_health, stats

YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2 Beast
WISP = "VAN_CS2_231"  # 1/1
COIN = "GAME_005"
ARCANE_SHOT = "CORE_DS1_185"  # 2 damage
HUNTERS = ("HERO_05", "HERO_01")


def _is_core_beast(card_id: str) -> bool:
    d = CARDS[card_id]
    return card_id in CORE_IDS and d.card_type == CardType.MINION and d.race == Race.BEAST


def test_ball_of_spiders_summons_three_webspinners_that_give_a_beast_when_they_die():
    state, _ = testing.play(testing.scenario(), "CORE_AT_062")
    spiders = board(state, 0)
    assert card_ids(state, spiders) == ["CORE_FP1_011"] * 3
    state, _ = testing.play(state, ARCANE_SHOT, spiders[0])
    assert len(board(state, 0)) == 2
    (beast,) = card_ids(state, hand(state, 0))
    assert _is_core_beast(beast)


def test_mountain_bear_leaves_two_taunt_cubs_where_it_stood():
    state, (_left, bear, _right) = testing.put_all(testing.scenario(), 0, (WISP, "CORE_AV_337", WISP))
    assert hsfp.tag(state, bear, Tag.TAUNT) == 1
    state = testing.set_tag(state, bear, Tag.DAMAGE, 5)
    state, _ = testing.play(state, ARCANE_SHOT, bear)
    cubs = board(state, 0)
    assert card_ids(state, cubs) == [WISP, "AV_337t", "AV_337t", WISP]
    assert [stats(state, c) for c in cubs[1:3]] == [(2, 4), (2, 4)]
    assert all(hsfp.tag(state, c, Tag.TAUNT) for c in cubs[1:3])


def test_wound_prey_deals_1_and_summons_a_hyena_with_rush():
    state, yeti = testing.put(testing.scenario(), 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, "CORE_BAR_801", yeti)
    assert hsfp.health(state, yeti) == 4
    (hyena,) = board(state, 0)
    assert stats(state, hyena) == (1, 1)
    assert hyena in [a.attacker for a in hsfp.legal_actions(state) if isinstance(a, hsfp.Attack)]
    assert all(a.defender == yeti for a in hsfp.legal_actions(state) if isinstance(a, hsfp.Attack))


def test_quick_shot_draws_only_when_the_hand_is_empty():
    state, _ = testing.play(testing.scenario(), "CORE_BRM_013", hsfp.hero(testing.scenario(), 1))
    assert hero_health(state, 1) == 27
    assert len(hand(state, 0)) == 1
    state, _ = testing.put(testing.scenario(), 0, WISP, Zone.HAND)
    state, _ = testing.play(state, "CORE_BRM_013", hsfp.hero(state, 1))
    assert card_ids(state, hand(state, 0)) == [WISP]


def test_augmented_porcupine_splits_its_attack_among_enemies():
    state, porcupine = testing.put(testing.scenario(), 0, "CORE_BT_201", Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.set_tag(state, porcupine, Tag.ATK, 6)  # a bigger Porcupine splits more
    state, _ = testing.play(state, "VAN_CS2_029", porcupine)  # Fireball
    dealt = (30 - hero_health(state, 1)) + (5 - hsfp.health(state, yeti))
    assert dealt == 6
    assert hero_health(state, 0) == 30


def test_dragonbane_deals_5_to_a_random_enemy_after_your_hero_power():
    state = testing.scenario(heroes=HUNTERS)
    state, _ = testing.put(state, 0, "CORE_DRG_256", Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, HeroPower())
    dealt = (30 - hero_health(state, 1)) + (5 - hsfp.health(state, yeti))
    assert dealt == 2 + 5  # Steady Shot's 2 and Dragonbane's 5


def test_dragonbane_ignores_the_opponents_hero_power():
    state = testing.scenario(heroes=HUNTERS)
    state, _ = testing.put(state, 1, "CORE_DRG_256", Zone.PLAY)
    state = testing.act(state, HeroPower())
    assert hero_health(state, 1) == 28
    assert hero_health(state, 0) == 30


def test_rat_trap_summons_a_rat_after_the_opponents_third_card():
    state, _ = testing.play(testing.scenario(), "CORE_GIL_577")
    state = testing.end_turns(state)
    for _ in range(2):
        state, _ = testing.play(state, COIN, player=1)
        assert board(state, 0) == ()
    state, _ = testing.play(state, COIN, player=1)
    assert card_ids(state, board(state, 0)) == ["GIL_577t"]
    assert stats(state, board(state, 0)[0]) == (6, 6)
    assert cards_in(state, 0, Zone.SECRET) == []


def test_rat_trap_does_not_count_its_owners_cards():
    state, _ = testing.play(testing.scenario(), "CORE_GIL_577")
    for _ in range(3):
        state, _ = testing.play(state, COIN)
    assert board(state, 0) == ()
    assert cards_in(state, 0, Zone.SECRET) == ["CORE_GIL_577"]


def test_call_of_the_wild_summons_all_three_companions():
    state, _ = testing.play(testing.scenario(), "CORE_OG_211")
    assert sorted(card_ids(state, board(state, 0))) == ["VAN_NEW1_032", "VAN_NEW1_033", "VAN_NEW1_034"]


def test_headhunters_hatchet_gains_durability_only_with_a_beast():
    state, _ = testing.play(testing.scenario(), "CORE_TRL_111")
    assert durability(state, hsfp.weapon(state, 0)) == 2
    state, _ = testing.put(testing.scenario(), 0, RAPTOR, Zone.PLAY)
    state, _ = testing.play(state, "CORE_TRL_111")
    assert durability(state, hsfp.weapon(state, 0)) == 3


def test_halazzi_fills_the_hand_with_rush_lynxes():
    state, _ = testing.put_all(testing.scenario(), 0, (WISP, WISP, WISP), Zone.HAND)
    state, halazzi = testing.play(state, "CORE_TRL_900")
    cards = card_ids(state, hand(state, 0))
    assert cards == [WISP] * 3 + ["TRL_348t"] * 7
    assert hsfp.tag(state, hand(state, 0)[-1], Tag.RUSH) == 1
    assert hsfp.tag(state, halazzi, Tag.RUSH) == 1


def test_pressure_plate_destroys_an_enemy_minion_after_the_opponent_casts_a_spell():
    state, _ = testing.play(testing.scenario(), "CORE_ULD_152")
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.end_turns(state)
    state, _ = testing.play(state, COIN, player=1)
    assert hsfp.zone(state, 1, Zone.PLAY) == ()
    assert board(state, 0) == (mine,)
    assert cards_in(state, 0, Zone.SECRET) == []


def test_pressure_plate_waits_while_the_opponent_has_no_minion():
    state, _ = testing.play(testing.scenario(), "CORE_ULD_152")
    state = testing.end_turns(state)
    state, _ = testing.play(state, COIN, player=1)
    assert cards_in(state, 0, Zone.SECRET) == ["CORE_ULD_152"]


def test_jeweled_macaw_adds_a_random_core_beast():
    for seed in range(3):
        state, _ = testing.play(testing.scenario(seed=seed), "CORE_UNG_912")
        (beast,) = card_ids(state, hand(state, 0))
        assert _is_core_beast(beast)



# ------------------------------------------------------------------- Tracking: Discover from the deck


def test_tracking_offers_distinct_deck_cards_and_draws_the_chosen_one():
    deck = (YETI, YETI, WISP, RAPTOR, "VAN_CS2_200")
    state = testing.scenario(heroes=HUNTERS, decks=(deck, testing.FILLER))
    state, tracking = testing.put(state, 0, "CORE_DS1_184", Zone.HAND)
    state = testing.act(state, PlayCard(tracking))
    assert state.pending is not None
    offered = [state.cards[o] for o in state.pending.options]
    assert len(set(offered)) == 3 and set(offered) <= set(deck)
    state = testing.act(state, Choose(state.pending.options[0]))
    assert card_ids(state, hand(state, 0)) == [offered[0]]
    left = list(deck)
    left.remove(offered[0])
    assert sorted(cards_in(state, 0, Zone.DECK)) == sorted(left)


def test_tracking_options_are_hidden_from_the_opponent():
    state = testing.scenario(heroes=HUNTERS, decks=((YETI, WISP, RAPTOR), testing.FILLER))
    state, _ = testing.play(state, "CORE_DS1_184")
    assert state.pending is not None
    theirs = observation(state, 1).pending
    assert theirs is not None and theirs.n_options == 3 and theirs.option_cards == ()
    options = state.pending.options
    shown = {ent.card_id for ent in observation(state, 1).entities if ent.card_id}
    assert not shown & {state.cards[o] for o in options}
    after = testing.act(state, Choose(options[1]), check=True)
    assert all(after.cards[o] == "" for o in options if o != options[1])


def test_tracking_with_an_empty_deck_does_nothing():
    state = testing.scenario(heroes=HUNTERS, decks=((), testing.FILLER))
    state, _ = testing.play(state, "CORE_DS1_184")
    assert state.pending is None
    assert hand(state, 0) == ()


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=9))
def test_halazzi_always_leaves_a_full_hand(n: int) -> None:
    state, _ = testing.put_all(testing.scenario(), 0, [WISP] * n, Zone.HAND)
    state, _ = testing.play(state, "CORE_TRL_900")
    assert card_ids(state, hand(state, 0)) == [WISP] * n + ["TRL_348t"] * (10 - n)


@pytest.mark.parametrize("node", [dsl.DiscoverDraw(dsl.InZone(Zone.DECK)), dsl.DiscoverDraw(dsl.Minions(), n=2),
                                  dsl.DrawOffered()])
def test_the_deck_discover_nodes_round_trip_through_json_and_read_in_both_languages(node: dsl.Effect) -> None:
    d = CardDef("TEST_TRACKING", "Tracking", CardType.SPELL, play=node)
    back = codec.from_json(codec.to_json(d))
    assert back == d and back.play == node
    assert render(d, "en", strict=True) and render(d, "zh", strict=True)


@pytest.mark.parametrize("card_id", ["CORE_AT_062", "CORE_FP1_011", "CORE_AV_337", "CORE_BAR_801", "CORE_BRM_013",
                                     "CORE_BT_201", "CORE_DRG_256", "CORE_DS1_184", "CORE_GIL_577", "CORE_OG_211",
                                     "CORE_TRL_111", "CORE_TRL_900", "CORE_ULD_152", "CORE_UNG_912"])
def test_the_hunter_cards_round_trip_through_json_and_read_in_both_languages(card_id: str) -> None:
    d = CARDS[card_id]
    assert codec.from_json(codec.to_json(d)) == d
    assert render(d, "en", strict=True) and render(d, "zh", strict=True)
