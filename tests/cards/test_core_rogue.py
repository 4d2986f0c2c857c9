"""The CORE Rogue cards, each played in a real position."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.core.pools import CORE_IDS
from cards.text import render
from hsfp import Attack, EndTurn, PlayCard, Tag, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, CardType, column
from hsfp.testing import act, board, cards_in, end_turns, hand, hero_health, play, put, put_all, stats

ROGUE, PRIEST = "HERO_03", "HERO_09"
YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2
WISP = "VAN_CS2_231"  # 1/1
FIREBALL = "VAN_CS2_029"  # 6 damage
EVISCERATE = "VAN_EX1_124"  # a Combo spell, 2 Cost
FLASH_HEAL = "CORE_AT_055"
HOLY_SMITE = "CORE_CS1_130"  # 3 damage to a minion

CRAZED_CHEMIST = "CORE_BOT_576"
SPYMISTRESS = "CORE_BT_701"
SHAKU = "CORE_CFM_781"
WAGGLE_PICK = "CORE_DAL_720"
FOXY_FRAUD = "CORE_DMF_511"
SI7_AGENT = "CORE_EX1_134"
SHADOW_OF_DEMISE = "CORE_RLK_567"
JACKPOT = "CORE_TID_931"
SAHKET_SAPPER = "CORE_ULD_280"


def _game(seed: int = 0) -> hsfp.GameState:
    return testing.scenario(seed=seed, heroes=(ROGUE, PRIEST))


def _another_class(card_id: str) -> bool:
    d = CARDS[card_id]
    return d.card_class not in (CardClass.ROGUE, CardClass.NEUTRAL) and card_id in CORE_IDS


def test_spymistress_is_stealthed_from_enemy_spells() -> None:
    s, (spy,) = put_all(_game(), 0, [SPYMISTRESS])
    s = end_turns(s)
    s, smite = put(s, 1, HOLY_SMITE, Zone.HAND)
    assert spy not in hsfp.legal_targets(s, smite)
    assert stats(s, spy) == (3, 1)


# --------------------------------------------------------------------------------------------- Combo


def test_si7_agent_deals_three_only_as_a_combo() -> None:
    s, (yeti,) = put_all(_game(), 1, [YETI])
    s, first = play(s, SI7_AGENT)  # the first card this turn: no Combo, no target
    assert board(s, 0) == (first,) and stats(s, yeti) == (4, 5)
    s, _ = play(s, SI7_AGENT, yeti)
    assert stats(s, yeti) == (4, 2)
    s, _ = play(s, SI7_AGENT, hsfp.hero(s, 1))
    assert hero_health(s, 1) == 27


def test_crazed_chemist_gives_a_friendly_minion_four_attack_as_a_combo() -> None:
    s, (wisp,) = put_all(_game(), 0, [WISP])
    s, (enemy,) = put_all(s, 1, [YETI])
    s, plain = play(s, CRAZED_CHEMIST)
    assert stats(s, wisp) == (1, 1)
    s, chemist = put(s, 0, CRAZED_CHEMIST, Zone.HAND)
    targets = hsfp.legal_targets(s, chemist)
    assert wisp in targets and plain in targets and enemy not in targets
    s = act(s, PlayCard(chemist, target=wisp))
    assert stats(s, wisp) == (5, 1) and stats(s, chemist) == (4, 4)


def test_foxy_fraud_makes_your_next_combo_card_this_turn_cost_two_less() -> None:
    s, (agent, other_agent, yeti, evis) = put_all(_game(), 0, [SI7_AGENT, SI7_AGENT, YETI, EVISCERATE], Zone.HAND)
    s, _ = play(s, FOXY_FRAUD)
    assert hsfp.cost(s, agent) == 1 and hsfp.cost(s, other_agent) == 1 and hsfp.cost(s, evis) == 0
    assert hsfp.cost(s, yeti) == 4  # no Combo: no discount
    mana = hsfp.mana(s, 0)
    s = act(s, PlayCard(agent, target=hsfp.hero(s, 1)))
    assert hsfp.mana(s, 0) == mana - 1
    assert hsfp.cost(s, other_agent) == 3 and hsfp.cost(s, evis) == 2  # spent by the first Combo card


def test_foxy_fraud_is_not_spent_by_a_card_without_combo_and_ends_with_the_turn() -> None:
    s, (agent,) = put_all(_game(), 0, [SI7_AGENT], Zone.HAND)
    s, _ = play(s, FOXY_FRAUD)
    s, _ = play(s, WISP)
    assert hsfp.cost(s, agent) == 1
    s = end_turns(s, 2)
    assert hsfp.cost(s, agent) == 3


def test_foxy_fraud_discounts_only_its_own_players_cards() -> None:
    s, (theirs,) = put_all(_game(), 1, [SI7_AGENT], Zone.HAND)
    s, _ = play(s, FOXY_FRAUD)
    assert hsfp.cost(s, theirs) == 3


# ------------------------------------------------------------------------------------- Deathrattles


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_sahket_sapper_returns_a_random_enemy_minion_to_its_owners_hand(seed: int) -> None:
    s, (sapper, mine) = put_all(_game(seed), 0, [SAHKET_SAPPER, WISP])
    s, enemies = put_all(s, 1, [YETI, RAPTOR])
    s, _ = play(s, FIREBALL, sapper)
    assert board(s, 0) == (mine,)
    (left,) = board(s, 1)
    assert left in enemies
    (returned,) = cards_in(s, 1, Zone.HAND)
    assert returned in (YETI, RAPTOR) and returned != hsfp.card_id(s, left)


def test_sahket_sapper_with_no_enemy_minion_returns_nothing() -> None:
    s, (sapper,) = put_all(_game(), 0, [SAHKET_SAPPER])
    s, _ = play(s, FIREBALL, sapper)
    assert hand(s, 1) == () and hand(s, 0) == ()


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_waggle_pick_returns_a_random_friendly_minion_that_costs_two_less(seed: int) -> None:
    s, _ = put(_game(seed), 0, WAGGLE_PICK, Zone.PLAY, damage=1)  # one attack left
    s, minions = put_all(s, 0, [YETI, RAPTOR])
    s, (enemy,) = put_all(s, 1, [WISP])
    s = act(s, Attack(hsfp.hero(s, 0), enemy))
    assert hsfp.weapon(s, 0) is None
    (stayed,) = board(s, 0)
    (returned,) = hand(s, 0)
    assert {stayed, returned} == set(minions)
    assert hsfp.cost(s, returned) == CARDS[hsfp.card_id(s, returned)].cost - 2


def test_waggle_pick_is_a_four_two_weapon_and_returns_nothing_from_an_empty_board() -> None:
    s, pick = play(_game(), WAGGLE_PICK)
    assert hsfp.attack(s, hsfp.hero(s, 0)) == 4 and testing.durability(s, pick) == 2
    s, (enemy,) = put_all(s, 1, [WISP])
    s = testing.set_tag(s, pick, Tag.DAMAGE, 1)
    s = act(s, Attack(hsfp.hero(s, 0), enemy))
    assert hsfp.weapon(s, 0) is None and hand(s, 0) == ()


# ---------------------------------------------------------------------------- cards of another class


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_jackpot_adds_two_spells_of_another_class_costing_five_or_more(seed: int) -> None:
    s, _ = play(_game(seed), JACKPOT)
    added = cards_in(s, 0, Zone.HAND)
    assert len(added) == 2
    for c in added:
        d = CARDS[c]
        assert d.card_type == CardType.SPELL and d.cost >= 5 and _another_class(c)


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_shaku_adds_a_card_of_another_class_whenever_it_attacks(seed: int) -> None:
    s, (shaku,) = put_all(_game(seed), 0, [SHAKU])
    s, (enemy,) = put_all(s, 1, [YETI])
    assert hand(s, 0) == ()
    s = act(s, Attack(shaku, enemy))
    (added,) = cards_in(s, 0, Zone.HAND)
    assert _another_class(added)


def test_shaku_adds_nothing_when_it_is_attacked() -> None:
    s, (shaku,) = put_all(_game(), 0, [SHAKU])
    s, (enemy,) = put_all(s, 1, [YETI])
    s = testing.set_tag(s, shaku, Tag.STEALTH, 0)
    s = act(s, EndTurn(), Attack(enemy, shaku))
    assert hand(s, 0) == ()


# ---------------------------------------------------------------------------------- Shadow of Demise


def test_shadow_of_demise_becomes_a_copy_of_each_spell_you_cast() -> None:
    s, (shadow,) = put_all(_game(), 0, [SHADOW_OF_DEMISE], Zone.HAND)
    s, (yeti,) = put_all(s, 1, [YETI])
    s, _ = play(s, HOLY_SMITE, yeti)
    assert hsfp.card_id(s, shadow) == HOLY_SMITE and hand(s, 0) == (shadow,)
    s, _ = play(s, FLASH_HEAL, hsfp.hero(s, 0))
    assert hsfp.card_id(s, shadow) == FLASH_HEAL  # the copy keeps transforming
    assert stats(s, yeti) == (4, 2)
    s = act(s, PlayCard(shadow, target=yeti))  # and plays as that spell: Flash Heal heals the Yeti
    assert stats(s, yeti) == (4, 5)
    assert hand(s, 0) == ()


def test_shadow_of_demise_copies_a_spell_played_as_its_copy_then_stops_once_cast() -> None:
    s, (shadow, other) = put_all(_game(), 0, [SHADOW_OF_DEMISE, SHADOW_OF_DEMISE], Zone.HAND)
    s, (yeti,) = put_all(s, 1, [YETI])
    s, _ = play(s, HOLY_SMITE, yeti)
    assert hsfp.card_id(s, shadow) == HOLY_SMITE and hsfp.card_id(s, other) == HOLY_SMITE
    s = act(s, PlayCard(shadow, target=yeti))
    assert board(s, 1) == () and hsfp.card_id(s, other) == HOLY_SMITE
    assert shadow not in hand(s, 0)


def test_shadow_of_demise_ignores_the_opponents_spells_and_minions() -> None:
    s, (shadow,) = put_all(_game(), 0, [SHADOW_OF_DEMISE], Zone.HAND)
    s, _ = play(s, WISP)
    s = end_turns(s)
    s, (wisp,) = put_all(s, 0, [WISP])
    s, _ = play(s, HOLY_SMITE, wisp, player=1)
    assert hsfp.card_id(s, shadow) == SHADOW_OF_DEMISE


def test_a_copy_of_shadow_of_demise_transforms_once_per_spell() -> None:
    s, (shadow, other) = put_all(_game(), 0, [SHADOW_OF_DEMISE, SHADOW_OF_DEMISE], Zone.HAND)
    s = act(s, PlayCard(other))  # the shadow becomes a copy of Shadow of Demise: itself, no extra copy
    assert hsfp.card_id(s, shadow) == SHADOW_OF_DEMISE
    enchantments = [x for x in s.enchantments if s.rows[x][column(Tag.ATTACHED)] == shadow]
    assert enchantments == []
    s, _ = play(s, FLASH_HEAL, hsfp.hero(s, 0))
    assert hsfp.card_id(s, shadow) == FLASH_HEAL


# ---------------------------------------------------------------------- the data: JSON and its text


def test_the_chosen_target_selector_survives_json_and_reads_in_both_languages() -> None:
    sel = dsl.ChosenTarget()
    assert codec.decode(codec.encode(sel)) == sel
    natalie = CARDS["CORE_EX1_198"]
    assert codec.decode(codec.encode(natalie)) == natalie
    assert "the chosen target" in render(natalie, strict=True)
    assert "所选目标" in render(natalie, "zh", strict=True)


def test_the_combo_card_condition_reads_in_both_languages() -> None:
    fraud = CARDS["DMF_511e"]
    assert codec.decode(codec.encode(fraud)) == fraud
    assert "with Combo" in render(fraud, strict=True)
    assert "具有连击的" in render(fraud, "zh", strict=True)


def test_shadow_of_demise_reads_without_repeating_itself() -> None:
    en = render(CARDS[SHADOW_OF_DEMISE], strict=True)
    zh = render(CARDS[SHADOW_OF_DEMISE], "zh", strict=True)
    assert en.count("transform") == 2 and "this enchantment again" in en
    assert zh.count("变形") == 2 and "再次" in zh
