"""The CORE Druid cards, each played in a real position."""

from __future__ import annotations

import pytest

import hsfp
from cards.core.pools import CORE_IDS
from cards.keywords import casts_when_drawn
from cards.text import render
from hsfp import Attack, Choose, EndTurn, PlayCard, Tag, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardType
from hsfp.testing import board, card_ids, cards_in, hand, hero_health, player_tag, refusal, stats

YETI = "VAN_CS2_182"  # 4/5
WISP = "VAN_CS2_231"  # 1/1, costs 0
OGRE = "VAN_CS2_200"  # Boulderfist Ogre 6/7, costs 6
WAR_AXE = "VAN_CS2_106"  # 3/2 weapon
ARCANE_SHOT = "CORE_DS1_185"  # 2 damage
DRUIDS = ("HERO_06", "HERO_01")


def _armor(state: hsfp.GameState) -> int:
    return hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR)


def test_living_roots_deals_2_or_summons_two_saplings():
    state, yeti = testing.put(testing.scenario(), 1, YETI, Zone.PLAY)
    hit, _ = testing.play(state, "CORE_AT_037", yeti, choice=0)
    assert hsfp.health(hit, yeti) == 3
    trees, _ = testing.play(state, "CORE_AT_037", choice=1)
    assert card_ids(trees, board(trees, 0)) == ["AT_037t", "AT_037t"]
    assert [stats(trees, m) for m in board(trees, 0)] == [(1, 1), (1, 1)]


def test_mark_of_the_wild_gives_taunt_and_2_3():
    state, yeti = testing.put(testing.scenario(), 0, YETI, Zone.PLAY)
    state, _ = testing.play(state, "CORE_CS2_009", yeti)
    assert stats(state, yeti) == (6, 8)
    assert hsfp.tag(state, yeti, Tag.TAUNT) == 1


def test_innervate_gains_one_mana_this_turn_only():
    state, _ = testing.play(testing.scenario(mana=5), "CORE_EX1_169", mana=3)
    assert player_tag(state, 0, Tag.MANA) == 4
    assert player_tag(state, 0, Tag.MANA_CRYSTALS) == 5


def test_oaken_summons_gains_6_armor_and_summons_a_cheap_minion_from_the_deck():
    state = testing.scenario(decks=((OGRE, WISP, OGRE), testing.FILLER))
    state, _ = testing.play(state, "CORE_LOOT_309")
    assert _armor(state) == 6
    assert card_ids(state, board(state, 0)) == [WISP]
    assert cards_in(state, 0, Zone.DECK) == [OGRE, OGRE]


def test_oaken_summons_with_no_cheap_minion_only_gains_armor():
    state = testing.scenario(decks=((OGRE, OGRE), testing.FILLER))
    state, _ = testing.play(state, "CORE_LOOT_309")
    assert _armor(state) == 6
    assert board(state, 0) == ()


def test_feral_rage_gives_4_attack_this_turn_or_8_armor():
    state = testing.scenario()
    claws, _ = testing.play(state, "CORE_OG_047", choice=0)
    hero = hsfp.hero(claws, 0)
    assert hsfp.attack(claws, hero) == 4
    assert hsfp.attack(testing.end_turns(claws), hero) == 0
    scales, _ = testing.play(state, "CORE_OG_047", choice=1)
    assert _armor(scales) == 8


def test_boomkin_heals_your_hero_or_deals_4():
    state = testing.set_tag(testing.scenario(), hsfp.hero(testing.scenario(), 0), Tag.DAMAGE, 10)
    healed, _ = testing.play(state, "CORE_ONY_018", choice=0)
    assert hero_health(healed, 0) == 28
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    hit, _ = testing.play(state, "CORE_ONY_018", yeti, choice=1)
    assert hsfp.health(hit, yeti) == 1
    assert hero_health(hit, 0) == 20


def test_underking_gains_6_armor_when_played_and_when_it_dies():
    state, king = testing.play(testing.scenario(), "CORE_RLK_657")
    assert _armor(state) == 6
    assert hsfp.tag(state, king, Tag.RUSH) == 1
    state = testing.set_tag(state, king, Tag.DAMAGE, 5)
    state, _ = testing.play(state, ARCANE_SHOT, king)
    assert board(state, 0) == ()
    assert _armor(state) == 12


def test_best_in_shell_summons_two_taunt_turtles():
    state, _ = testing.play(testing.scenario(), "CORE_SW_429")
    turtles = board(state, 0)
    assert card_ids(state, turtles) == ["SW_429t", "SW_429t"]
    assert [stats(state, t) for t in turtles] == [(2, 7), (2, 7)]
    assert all(hsfp.tag(state, t, Tag.TAUNT) for t in turtles)


def test_best_in_shell_can_be_traded_for_one_mana():
    state, shell = testing.put(testing.scenario(mana=1), 0, "CORE_SW_429", Zone.HAND)
    state = testing.act(state, hsfp.Trade(shell))
    assert player_tag(state, 0, Tag.MANA) == 0
    assert "CORE_SW_429" in cards_in(state, 0, Zone.DECK)
    assert len(hand(state, 0)) == 1


def test_savage_striker_deals_your_heros_attack_to_an_enemy_minion():
    state, _ = testing.put(testing.scenario(), 0, WAR_AXE, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, "CORE_OG_047", choice=0)  # +4 Attack this turn
    state, _ = testing.play(state, "CORE_TRL_240", yeti)
    assert board(state, 1) == ()  # 3 from the axe and 4 from Feral Rage


def test_savage_striker_cannot_aim_at_a_friendly_minion():
    state, mine = testing.put(testing.scenario(), 0, YETI, Zone.PLAY)
    state, striker = testing.put(state, 0, "CORE_TRL_240", Zone.HAND)
    assert refusal(state, PlayCard(striker, target=mine)) == hsfp.Code.INVALID_TARGET


def test_flipper_friends_summons_an_orca_or_six_otters():
    state = testing.scenario()
    orca, _ = testing.play(state, "CORE_TSC_650", choice=0)
    (o,) = board(orca, 0)
    assert stats(orca, o) == (6, 6) and hsfp.tag(orca, o, Tag.TAUNT) == 1
    otters, _ = testing.play(state, "CORE_TSC_650", choice=1)
    assert card_ids(otters, board(otters, 0)) == ["TSC_650t4"] * 6
    assert all(hsfp.tag(otters, m, Tag.RUSH) for m in board(otters, 0))


def test_crystal_merchant_draws_only_with_unspent_mana():
    state, _ = testing.put(testing.scenario(mana=3), 0, "CORE_ULD_133", Zone.PLAY)
    spare = testing.act(state, EndTurn())
    assert len(hand(spare, 0)) == 1
    spent = testing.act(testing.set_player_tag(state, 0, Tag.MANA, 0), EndTurn())
    assert hand(spent, 0) == ()


def test_raven_idol_discovers_a_core_minion_or_spell():
    state, idol = testing.put(testing.scenario(heroes=DRUIDS), 0, "Core_LOE_115", Zone.HAND)
    for choice, kind in ((0, CardType.MINION), (1, CardType.SPELL)):
        after = testing.act(state, PlayCard(idol, choice=choice))
        assert after.pending is not None
        offered = [after.cards[o] for o in after.pending.options]
        assert len(set(offered)) == 3
        assert all(c in CORE_IDS and CARDS[c].card_type == kind for c in offered)
        kept = testing.act(after, Choose(after.pending.options[1]))
        assert card_ids(kept, hand(kept, 0)) == [offered[1]]


def test_mark_of_the_wild_taunt_makes_the_attacker_hit_it():
    state, (wisp,) = testing.put_all(testing.scenario(), 0, (WISP,))
    state, _ = testing.play(state, "CORE_CS2_009", wisp)
    state, raider = testing.put(testing.end_turns(state), 1, YETI, Zone.PLAY)
    assert refusal(state, Attack(raider, hsfp.hero(state, 0))) == hsfp.Code.INVALID_TARGET


# ------------------------------------------------------------------------ Fandral Staghelm: both combined


def test_fandral_gives_living_roots_both_effects_on_its_target():
    state, _ = testing.put(testing.scenario(), 0, "CORE_OG_044", Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    for choice in (0, 1):
        after, _ = testing.play(state, "CORE_AT_037", yeti, choice=choice)
        assert hsfp.health(after, yeti) == 3
        assert card_ids(after, board(after, 0)) == ["CORE_OG_044", "AT_037t", "AT_037t"]


def test_fandral_combined_card_still_needs_the_damage_target():
    state, _ = testing.put(testing.scenario(), 0, "CORE_OG_044", Zone.PLAY)
    state, roots = testing.put(state, 0, "CORE_AT_037", Zone.HAND)
    assert refusal(state, PlayCard(roots, choice=1)) == hsfp.Code.INVALID_TARGET


def test_fandral_gives_feral_rage_attack_and_armor():
    state, _ = testing.put(testing.scenario(), 0, "CORE_OG_044", Zone.PLAY)
    state, _ = testing.play(state, "CORE_OG_047", choice=1)
    assert hsfp.attack(state, hsfp.hero(state, 0)) == 4
    assert _armor(state) == 8


def test_fandral_gives_a_choose_one_minion_both_effects():
    state, _ = testing.put(testing.scenario(), 0, "CORE_OG_044", Zone.PLAY)
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, "CORE_ONY_018", yeti, choice=0)
    assert hero_health(state, 0) == 28
    assert hsfp.health(state, yeti) == 1


def test_silenced_or_enemy_fandral_combines_nothing():
    state, fandral = testing.put(testing.scenario(), 0, "CORE_OG_044", Zone.PLAY, silenced=1)
    state, _ = testing.put(state, 1, "CORE_OG_044", Zone.PLAY)
    state, _ = testing.play(state, "CORE_OG_047", choice=1)
    assert hsfp.attack(state, hsfp.hero(state, 0)) == 0
    assert _armor(state) == 8
    assert fandral in board(state, 0)


def test_fandral_makes_raven_idol_discover_a_minion_then_a_spell():
    state, _ = testing.put(testing.scenario(heroes=DRUIDS), 0, "CORE_OG_044", Zone.PLAY)
    state, idol = testing.put(state, 0, "Core_LOE_115", Zone.HAND)
    state = testing.act(state, PlayCard(idol, choice=1), check=True)
    kinds = []
    while state.pending is not None:
        picked = state.pending.options[0]
        kinds.append(CARDS[state.cards[picked]].card_type)
        state = testing.act(state, Choose(picked), check=True)
    assert kinds == [CardType.MINION, CardType.SPELL]
    assert len(hand(state, 0)) == 2


# ----------------------------------------------------------------------------------------------- Ulfar


def test_ulfar_gives_other_minions_a_deathrattle_summoning_a_minion_of_their_cost():
    state, (yeti,) = testing.put_all(testing.scenario(), 0, (YETI,))
    state, ulfar = testing.play(state, "CORE_CATA_006")
    state = testing.set_tag(state, yeti, Tag.DAMAGE, 4)
    state, _ = testing.play(state, ARCANE_SHOT, yeti)
    (new,) = [m for m in board(state, 0) if m != ulfar]
    d = CARDS[hsfp.card_id(state, new)]
    assert d.card_type == CardType.MINION and d.cost == 4 and d.card_id in CORE_IDS
    assert stats(state, ulfar) == (4, 3)  # Ulfar itself gains nothing


# ------------------------------------------------------------------------------------ Vibrant Squirrel


def test_vibrant_squirrel_shuffles_four_acorns_that_summon_squirrels_when_drawn():
    state = testing.scenario(decks=((), testing.FILLER))
    state, squirrel = testing.put(state, 0, "CORE_SW_439", Zone.PLAY)
    state, _ = testing.play(state, ARCANE_SHOT, squirrel)
    assert cards_in(state, 0, Zone.DECK) == ["SW_439t"] * 4
    # the turn's draw is an Acorn: cast, then replaced by the next, and so on through the deck
    state = testing.end_turns(state, 2)
    assert card_ids(state, board(state, 0)) == ["SW_439t2"] * 4
    assert [stats(state, m) for m in board(state, 0)] == [(2, 1)] * 4
    assert hand(state, 0) == ()
    assert cards_in(state, 0, Zone.DECK) == []
    assert cards_in(state, 0, Zone.GRAVEYARD).count("SW_439t") == 4
    assert player_tag(state, 0, Tag.MANA) == player_tag(state, 0, Tag.MANA_CRYSTALS)


def test_an_acorn_drawn_into_a_full_hand_is_burned_and_summons_nothing():
    state = testing.scenario(decks=((), testing.FILLER))
    state, _ = testing.put(state, 0, "SW_439t", Zone.DECK)
    state, _ = testing.put_all(state, 0, [WISP] * 10, Zone.HAND)
    state = testing.end_turns(state, 2)
    assert board(state, 0) == ()
    assert cards_in(state, 0, Zone.DECK) == []


@pytest.mark.parametrize("node", [dsl.CastWhenDrawn(dsl.Summon("SW_439t2")),
                                  dsl.CastWhenDrawn(dsl.Damage(dsl.Heroes(dsl.Side.FRIENDLY), 5))])
def test_casts_when_drawn_round_trips_through_json_and_reads_in_both_languages(node: dsl.Effect) -> None:
    d = CardDef("TEST_ACORN", "Acorn", CardType.SPELL, triggers=(casts_when_drawn(node.effect),))
    assert codec.from_json(codec.to_json(d)) == d
    assert d.triggers[0].effect == node
    en, zh = render(d, "en", strict=True), render(d, "zh", strict=True)
    assert "draw a card" in en and "抽一张牌" in zh


def test_fandral_reads_its_rule_in_both_languages():
    d = CARDS["CORE_OG_044"]
    assert (Tag.CHOOSE_BOTH, 1) in d.tags
    assert "both effects" in render(d, "en", strict=True)
    assert "两种效果" in render(d, "zh", strict=True)


@pytest.mark.parametrize("card_id", ["CORE_AT_037", "CORE_CATA_006", "CORE_CATA_006e", "CORE_CS2_009", "CORE_EX1_169",
                                     "CORE_LOOT_309", "CORE_OG_044", "CORE_OG_047", "CORE_ONY_018", "CORE_RLK_657",
                                     "CORE_SW_429", "CORE_SW_439", "SW_439t", "CORE_TRL_240", "CORE_TSC_650",
                                     "CORE_ULD_133", "Core_LOE_115"])
def test_the_druid_cards_round_trip_through_json_and_read_in_both_languages(card_id: str) -> None:
    d = CARDS[card_id]
    assert codec.from_json(codec.to_json(d)) == d
    assert render(d, "en", strict=True) and render(d, "zh", strict=True)
