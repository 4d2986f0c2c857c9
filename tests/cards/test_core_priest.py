"""The CORE Priest cards, each played in a real position, and the healing counters they read."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.text import render
from hsfp import Attack, PlayCard, Tag, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.registry import CARDS
from hsfp.testing import act, board, cards_in, end_turns, hand, hero_health, play, player_tag, put, put_all, stats

PRIEST, ROGUE = "HERO_09", "HERO_03"
YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2
WISP = "VAN_CS2_231"  # 1/1
SHIELDBEARER = "VAN_EX1_405"  # 0/4
OGRE = "VAN_CS2_200"  # Boulderfist Ogre, 6/7, 6 Cost
ARGENT_SQUIRE = "VAN_EX1_008"  # 1/1 Divine Shield
FIREBALL = "VAN_CS2_029"  # 6 damage
SHADOW_SPELL = "CORE_SW_442"  # Void Shard
HOLY_SPELL = "CORE_AT_055"  # Flash Heal

FLASH_HEAL = "CORE_AT_055"
LIGHTSHOWER = "CORE_BAR_310"
DEVOURING_PLAGUE = "CORE_BAR_311"
PRIEST_OF_ANSHE = "CORE_BAR_313"
CALIA = "CORE_CATA_002"
GREATER_HEALING_POTION = "CORE_CFM_604"
HOLY_SMITE = "CORE_CS1_130"
PSYCHIC_CONJURER = "CORE_EX1_193"
SHADOW_WORD_RUIN = "CORE_EX1_197"
NATALIE = "CORE_EX1_198"
SHADOW_ASCENDANT = "CORE_ICC_210"
OBSIDIAN_STATUE = "CORE_ICC_214"
CRYSTALSMITH = "CORE_RLK_814"
INITIATION = "CORE_SCH_512"
VOID_SHARD = "CORE_SW_442"


def _game(seed: int = 0, decks: tuple[tuple[str, ...], tuple[str, ...]] | None = None) -> hsfp.GameState:
    return testing.scenario(seed=seed, heroes=(PRIEST, ROGUE), decks=decks)


def _hurt_hero(s: hsfp.GameState, player: int, damage: int) -> hsfp.GameState:
    return testing.set_tag(s, hsfp.hero(s, player), Tag.DAMAGE, damage)


# ------------------------------------------------------------------------------------ plain spells


def test_flash_heal_restores_five_and_no_more_than_the_damage() -> None:
    s = _hurt_hero(_game(), 0, 8)
    s, _ = play(s, FLASH_HEAL, hsfp.hero(s, 0))
    assert hero_health(s, 0) == 27
    s = _hurt_hero(s, 0, 2)
    s, _ = play(s, FLASH_HEAL, hsfp.hero(s, 0))
    assert hero_health(s, 0) == 30


def test_holy_smite_deals_three_to_a_minion_only() -> None:
    s, (yeti,) = put_all(_game(), 1, [YETI])
    s, smite = put(s, 0, HOLY_SMITE, Zone.HAND)
    assert hsfp.hero(s, 1) not in hsfp.legal_targets(s, smite)
    s = act(s, PlayCard(smite, target=yeti))
    assert stats(s, yeti) == (4, 2)


def test_void_shard_deals_four_and_heals_its_caster_by_the_damage_dealt() -> None:
    s = _hurt_hero(_game(), 0, 10)
    s, (raptor,) = put_all(s, 1, [RAPTOR])
    s, _ = play(s, VOID_SHARD, raptor)
    assert board(s, 1) == ()
    assert hero_health(s, 0) == 24  # Lifesteal: the whole 4 dealt, beyond the Raptor's 2 Health too
    s, _ = play(s, VOID_SHARD, hsfp.hero(s, 1))
    assert hero_health(s, 1) == 26 and hero_health(s, 0) == 28


def test_greater_healing_potion_heals_a_friendly_character_and_draws() -> None:
    s = _hurt_hero(_game(), 0, 15)
    s, (enemy,) = put_all(s, 1, [YETI])
    s, potion = put(s, 0, GREATER_HEALING_POTION, Zone.HAND)
    assert enemy not in hsfp.legal_targets(s, potion)
    s = act(s, PlayCard(potion, target=hsfp.hero(s, 0)))
    assert hero_health(s, 0) == 27
    assert cards_in(s, 0, Zone.HAND) == [YETI]


def test_shadow_word_ruin_destroys_every_minion_with_five_or_more_attack() -> None:
    s, (ogre, yeti) = put_all(_game(), 1, [OGRE, YETI])
    s, (mine,) = put_all(s, 0, [OGRE])
    s, (buffed,) = put_all(s, 0, [YETI])
    s = testing.set_tag(s, buffed, Tag.ATK, 5)
    s, _ = play(s, SHADOW_WORD_RUIN)
    assert board(s, 1) == (yeti,)
    assert board(s, 0) == ()
    assert ogre not in board(s, 1) and mine not in board(s, 0)


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**31), st.integers(min_value=1, max_value=4))
def test_devouring_plague_splits_four_among_enemy_minions_and_heals_by_what_it_dealt(seed: int, n: int) -> None:
    s = _hurt_hero(_game(seed), 0, 20)
    s, enemies = put_all(s, 1, [YETI] * n)
    s, (mine,) = put_all(s, 0, [YETI])
    s, _ = play(s, DEVOURING_PLAGUE)
    dealt = sum(5 - stats(s, e)[1] for e in enemies)
    assert dealt == 4
    assert stats(s, mine) == (4, 5) and hero_health(s, 1) == 30
    assert hero_health(s, 0) == 14


# --------------------------------------------------------------------------- minions: deathrattles


def test_lightshower_elemental_heals_all_friendly_characters_when_it_dies() -> None:
    s = _hurt_hero(_game(), 0, 10)
    s, (yeti, elemental) = put_all(s, 0, [YETI, LIGHTSHOWER], )
    s = testing.set_tag(s, yeti, Tag.DAMAGE, 4)
    s = _hurt_hero(s, 1, 10)
    s, (enemy,) = put_all(s, 1, [YETI])
    s = testing.set_tag(s, enemy, Tag.DAMAGE, 4)
    s = testing.set_tag(s, elemental, Tag.DAMAGE, 5)
    s, _ = play(s, HOLY_SMITE, elemental)
    assert board(s, 0) == (yeti,)
    assert stats(s, yeti) == (4, 5) and hero_health(s, 0) == 28
    assert stats(s, enemy) == (4, 1) and hero_health(s, 1) == 20


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_obsidian_statue_destroys_one_random_enemy_minion_when_it_dies(seed: int) -> None:
    s, (statue,) = put_all(_game(seed), 0, [OBSIDIAN_STATUE])
    s, enemies = put_all(s, 1, [YETI, RAPTOR, SHIELDBEARER])
    s, (mine,) = put_all(s, 0, [YETI])
    s = testing.set_tag(s, statue, Tag.DAMAGE, 7)
    s, _ = play(s, HOLY_SMITE, statue)
    assert len(board(s, 1)) == 2 and set(board(s, 1)) < set(enemies)
    assert board(s, 0) == (mine,)


def test_obsidian_statue_is_a_lifesteal_taunt() -> None:
    s = _hurt_hero(_game(), 0, 10)
    s, (statue,) = put_all(s, 0, [OBSIDIAN_STATUE])
    s, (enemy,) = put_all(s, 1, [YETI])
    assert stats(s, statue) == (4, 8)
    s = act(s, Attack(statue, enemy))
    assert hero_health(s, 0) == 24  # 4 dealt, 4 restored
    s = end_turns(s)
    assert hsfp.attack_targets(s, enemy) == (statue,)


# ----------------------------------------------------------------------------- minions: end of turn


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_shadow_ascendant_gives_another_random_friendly_minion_one_one_at_the_end_of_your_turn(seed: int) -> None:
    s, (ascendant, a, b) = put_all(_game(seed), 0, [SHADOW_ASCENDANT, WISP, RAPTOR])
    s = end_turns(s)
    grown = [e for e, base in ((a, (1, 1)), (b, (3, 2))) if stats(s, e) == (base[0] + 1, base[1] + 1)]
    assert len(grown) == 1
    assert stats(s, ascendant) == (2, 3)
    s = end_turns(s)  # the opponent's turn ends: nothing
    assert stats(s, ascendant) == (2, 3)
    assert sum(stats(s, e)[0] for e in (a, b)) == 5


def test_shadow_ascendant_alone_gives_nothing() -> None:
    s, (ascendant,) = put_all(_game(), 0, [SHADOW_ASCENDANT])
    s = end_turns(s)
    assert stats(s, ascendant) == (2, 3)


# -------------------------------------------------------------------------- minions: battlecries


def test_crystalsmith_cultist_grows_only_while_you_hold_a_shadow_spell() -> None:
    s, _ = put(_game(), 0, HOLY_SPELL, Zone.HAND)
    s, plain = play(s, CRYSTALSMITH)
    assert stats(s, plain) == (1, 2)
    s, _ = put(s, 0, SHADOW_SPELL, Zone.HAND)
    s, grown = play(s, CRYSTALSMITH)
    assert stats(s, grown) == (2, 3)


def test_crystalsmith_cultist_ignores_a_shadow_spell_in_the_opponents_hand() -> None:
    s, _ = put(_game(), 1, SHADOW_SPELL, Zone.HAND)
    s, cultist = play(s, CRYSTALSMITH)
    assert stats(s, cultist) == (1, 2)


def test_natalie_seline_destroys_a_minion_and_gains_its_current_health() -> None:
    s, (yeti,) = put_all(_game(), 1, [YETI])
    s = testing.set_tag(s, yeti, Tag.DAMAGE, 2)
    s, natalie = play(s, NATALIE, yeti)
    assert board(s, 1) == ()
    assert stats(s, natalie) == (7, 4)


def test_natalie_seline_on_a_divine_shield_still_destroys_it() -> None:
    s, (squire,) = put_all(_game(), 1, [ARGENT_SQUIRE])
    s, natalie = play(s, NATALIE, squire)
    assert board(s, 1) == () and stats(s, natalie) == (7, 2)


def test_natalie_seline_alone_is_played_without_a_target() -> None:
    s, natalie = play(_game(), NATALIE)
    assert board(s, 0) == (natalie,) and stats(s, natalie) == (7, 1)


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_psychic_conjurer_copies_a_card_of_the_opponents_deck_into_your_hand(seed: int) -> None:
    deck = (OGRE, RAPTOR, WISP)
    s = _game(seed, decks=((YETI,) * 5, deck))
    s, _ = play(s, PSYCHIC_CONJURER)
    (copied,) = cards_in(s, 0, Zone.HAND)
    assert copied in deck
    assert sorted(cards_in(s, 1, Zone.DECK)) == sorted(deck)  # a copy: their deck is untouched


def test_psychic_conjurer_against_an_empty_deck_adds_nothing() -> None:
    s, _ = play(_game(decks=((YETI,) * 5, ())), PSYCHIC_CONJURER)
    assert hand(s, 0) == ()


# --------------------------------------------------------------------------------------- Initiation


def test_initiation_summons_a_new_copy_of_the_minion_it_kills_for_you() -> None:
    s, (raptor,) = put_all(_game(), 1, [RAPTOR])
    s = testing.set_tag(s, raptor, Tag.ATK, 6)
    s, _ = play(s, INITIATION, raptor)
    assert board(s, 1) == ()
    (copy,) = board(s, 0)
    assert cards_in(s, 0, Zone.PLAY) == [RAPTOR] and stats(s, copy) == (3, 2)  # the printed card


def test_initiation_on_a_survivor_summons_nothing() -> None:
    s, (yeti,) = put_all(_game(), 1, [YETI])
    s, _ = play(s, INITIATION, yeti)
    assert board(s, 1) == (yeti,) and stats(s, yeti) == (4, 1)
    assert board(s, 0) == ()


def test_initiation_on_a_divine_shield_deals_nothing_and_summons_nothing() -> None:
    s, (squire,) = put_all(_game(), 1, [ARGENT_SQUIRE])
    s, _ = play(s, INITIATION, squire)
    assert board(s, 1) == (squire,) and board(s, 0) == ()


# ----------------------------------------------------------------------------------- Calia Menethil


def _kill(s: hsfp.GameState, minion: int) -> hsfp.GameState:
    s, _ = play(s, FIREBALL, minion, mana=10)
    return s


def test_calia_resurrects_your_highest_cost_minion_that_died_this_game() -> None:
    s, (ogre, raptor) = put_all(_game(), 0, [OGRE, RAPTOR])
    s, (enemy_ogre,) = put_all(s, 1, [OGRE])
    s = testing.set_tag(s, ogre, Tag.DAMAGE, 6)
    s = testing.set_tag(s, enemy_ogre, Tag.DAMAGE, 6)
    s = _kill(_kill(_kill(s, ogre), raptor), enemy_ogre)
    s, calia = play(s, CALIA)
    assert cards_in(s, 0, Zone.PLAY) == [CALIA, OGRE] and board(s, 0)[0] == calia
    assert stats(s, board(s, 0)[1]) == (6, 7)  # a new copy, at full Health
    assert board(s, 1) == ()


def test_calia_ignores_a_minion_discarded_or_in_the_enemy_graveyard() -> None:
    s, (enemy,) = put_all(_game(), 1, [OGRE])
    s = _kill(s, enemy)
    s, _ = put(s, 0, OGRE, Zone.GRAVEYARD)  # discarded from hand: it never died
    s, calia = play(s, CALIA)
    assert board(s, 0) == (calia,)


# ------------------------------------------------------------------- Priest of An'she, healing counters


def test_priest_of_anshe_grows_after_you_restored_health_this_turn() -> None:
    s, plain = play(_game(), PRIEST_OF_ANSHE)
    assert stats(s, plain) == (5, 5)
    s = _hurt_hero(s, 0, 3)
    s, _ = play(s, FLASH_HEAL, hsfp.hero(s, 0), mana=10)
    s, grown = play(s, PRIEST_OF_ANSHE)
    assert stats(s, grown) == (8, 8)


def test_healing_a_character_at_full_health_is_no_restoring() -> None:
    s, _ = play(_game(), FLASH_HEAL, hsfp.hero(_game(), 0))
    assert player_tag(s, 0, Tag.HEALING_DONE_THIS_TURN) == 0
    s, anshe = play(s, PRIEST_OF_ANSHE)
    assert stats(s, anshe) == (5, 5)


def test_healing_an_enemy_counts_and_the_count_ends_with_the_turn() -> None:
    s, (enemy,) = put_all(_game(), 1, [YETI])
    s = testing.set_tag(s, enemy, Tag.DAMAGE, 3)
    s, _ = play(s, FLASH_HEAL, enemy)
    assert player_tag(s, 0, Tag.HEALING_DONE_THIS_TURN) == 3
    assert player_tag(s, 1, Tag.HEALING_DONE_THIS_TURN) == 0
    s = end_turns(s, 2)
    assert player_tag(s, 0, Tag.HEALING_DONE_THIS_TURN) == 0
    s, anshe = play(s, PRIEST_OF_ANSHE)
    assert stats(s, anshe) == (5, 5)


def test_lifesteal_is_restoring_health() -> None:
    s = _hurt_hero(_game(), 0, 5)
    s, _ = play(s, VOID_SHARD, hsfp.hero(s, 1))
    assert player_tag(s, 0, Tag.HEALING_DONE_THIS_TURN) == 4
    s, anshe = play(s, PRIEST_OF_ANSHE)
    assert stats(s, anshe) == (8, 8)


def test_the_hero_healed_counter_counts_healing_to_a_hero_by_anyone() -> None:
    s = _hurt_hero(_hurt_hero(_game(), 0, 5), 1, 5)
    s, (yeti,) = put_all(s, 0, [YETI])
    s = testing.set_tag(s, yeti, Tag.DAMAGE, 2)
    s, _ = play(s, FLASH_HEAL, yeti)
    assert player_tag(s, 0, Tag.HERO_HEALED_THIS_TURN) == 0  # a minion was healed, not the hero
    s, _ = play(s, FLASH_HEAL, hsfp.hero(s, 1))
    assert player_tag(s, 1, Tag.HERO_HEALED_THIS_TURN) == 5
    assert player_tag(s, 0, Tag.HERO_HEALED_THIS_TURN) == 0
    assert player_tag(s, 0, Tag.HEALING_DONE_THIS_TURN) == 7
    assert player_tag(s, 1, Tag.HEALING_DONE_THIS_TURN) == 0
    s = end_turns(s)
    assert player_tag(s, 1, Tag.HERO_HEALED_THIS_TURN) == 0  # their turn starts: counted afresh


# ---------------------------------------------------------------------- the data: JSON and its text


def test_the_combo_card_condition_and_the_healing_counters_survive_json_and_read_in_both_languages() -> None:
    cond = dsl.HasCombo()
    assert codec.decode(codec.encode(cond)) == cond
    anshe = CARDS[PRIEST_OF_ANSHE]
    assert codec.decode(codec.encode(anshe)) == anshe
    assert "healing done this turn" in render(anshe, strict=True)
    assert "本回合造成的治疗量" in render(anshe, "zh", strict=True)
