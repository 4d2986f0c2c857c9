"""Neutral Classic cards of cost 4 and more (with their tokens), and the cards of other sets the seed's
examples use (Unstable Ghoul, Dr. Boom, Yogg-Saron), each played in a real position."""

from __future__ import annotations

import hsfp
from cards.classic.other_sets import collectible_spells, spells_cast_this_game
from hsfp import Attack, Choose, EndTurn, EventKind, PlayCard, Tag, Zone, testing
from hsfp.core.state import Ctx
from hsfp.core.tags import column
from hsfp.testing import board, card_ids, hand, hero_health, play, stats, transition
from reducers.effects import SPECIALS

YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2 Beast
WISP_LIKE = "VAN_CS2_168"  # Murloc Raider 2/1 Murloc
SCOUT = "VAN_EX1_506a"  # Murloc Scout 1/1 Murloc
SENJIN = "VAN_CS2_179"  # 3/5 Taunt
SNAPJAW = "VAN_CS2_119"  # 2/7
ARCHER = "VAN_CS2_189"  # Elven Archer: Battlecry: deal 1 damage
WAR_AXE = "VAN_CS2_106"  # 3/2 weapon
LIGHTS_JUSTICE = "VAN_CS2_091"  # 1/4 weapon
MOONFIRE = "VAN_CS2_008"  # Deal $1 damage
HOLY_SMITE = "VAN_CS1_130"  # Deal $2 damage
FIREBALL = "VAN_CS2_029"  # Deal $6 damage
ARCANE_INTELLECT = "VAN_CS2_023"  # Draw 2 cards
FROSTBOLT = "VAN_CS2_024"


# ------------------------------------------------------------------------------------------- cost 4


def test_silver_hand_knight_summons_a_2_2_squire_to_its_right():
    state = testing.scenario()
    state, _knight = play(state, "VAN_CS2_151", mana=10)
    assert card_ids(state, board(state)) == ["VAN_CS2_151", "VAN_CS2_152"]
    assert stats(state, board(state)[1]) == (2, 2)


def test_twilight_drake_gains_1_health_per_other_card_left_in_hand():
    state = testing.scenario()
    for _ in range(3):
        state, _ = testing.put(state, 0, YETI, Zone.HAND)
    state, drake = play(state, "VAN_EX1_043", mana=10)
    assert stats(state, drake) == (4, 4)  # 1 + the 3 cards still in hand


def test_twilight_drake_with_an_empty_hand_stays_at_1_health():
    state = testing.scenario()
    state, drake = play(state, "VAN_EX1_043", mana=10)
    assert stats(state, drake) == (4, 1)


def test_dark_iron_dwarf_gives_2_attack_that_wears_off_at_end_of_turn():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = play(state, "VAN_EX1_046", target=yeti, mana=10)
    assert stats(state, yeti) == (6, 5)
    state = testing.act(state, EndTurn())
    assert stats(state, yeti) == (4, 5)


def test_spellbreaker_silences_the_chosen_minion():
    state = testing.scenario()
    state, senjin = testing.put(state, 1, SENJIN, Zone.PLAY)
    state, _ = play(state, "VAN_EX1_048", target=senjin, mana=10)
    assert hsfp.tag(state, senjin, Tag.TAUNT) == 0
    assert hsfp.tag(state, senjin, Tag.SILENCED) == 1


def test_ancient_brewmaster_returns_a_friendly_minion_to_hand_as_a_fresh_card():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, damage=3)
    state, brewmaster = play(state, "VAN_EX1_057", target=yeti, mana=10)
    assert board(state) == (brewmaster,)
    assert yeti in hand(state)
    assert stats(state, yeti) == (4, 5)


def test_ancient_brewmaster_cannot_return_an_enemy_minion():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, brewmaster = testing.put(state, 0, "VAN_EX1_057", Zone.HAND)
    assert enemy not in hsfp.legal_targets(state, brewmaster)


def test_old_murk_eye_has_1_attack_more_for_each_other_murloc_on_either_side():
    state = testing.scenario()
    state, murk = testing.put(state, 0, "VAN_EX1_062", Zone.PLAY)
    assert hsfp.attack(state, murk) == 2
    state, _ = testing.put(state, 0, WISP_LIKE, Zone.PLAY)
    state, enemy = testing.put(state, 1, SCOUT, Zone.PLAY)
    state, _ = testing.put(state, 0, YETI, Zone.PLAY)
    assert hsfp.attack(state, murk) == 4
    state, _ = play(state, FIREBALL, target=enemy, mana=10)
    assert hsfp.attack(state, murk) == 3


def test_old_murk_eye_attacks_the_turn_it_is_played():
    state = testing.scenario()
    state, murk = play(state, "VAN_EX1_062", mana=10)
    assert hsfp.can_attack(state, murk)


def test_defender_of_argus_gives_both_neighbours_1_1_and_taunt_but_not_others():
    state = testing.scenario()
    state, left = testing.put(state, 0, YETI, Zone.PLAY)
    state, right = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, far = testing.put(state, 0, YETI, Zone.PLAY)
    state, argus = play(state, "VAN_EX1_093", position=1, mana=10)
    assert board(state) == (left, argus, right, far)
    assert stats(state, left) == (5, 6) and hsfp.tag(state, left, Tag.TAUNT) == 1
    assert stats(state, right) == (4, 3) and hsfp.tag(state, right, Tag.TAUNT) == 1
    assert stats(state, far) == (4, 5) and hsfp.tag(state, far, Tag.TAUNT) == 0
    assert hsfp.tag(state, argus, Tag.TAUNT) == 0


def test_ancient_mage_gives_its_neighbours_spell_damage_1():
    state = testing.scenario()
    state, left = testing.put(state, 0, YETI, Zone.PLAY)
    state, right = testing.put(state, 0, YETI, Zone.PLAY)
    state, mage = play(state, "VAN_EX1_584", position=1, mana=10)
    assert hsfp.tag(state, left, Tag.SPELLPOWER) == 1
    assert hsfp.tag(state, right, Tag.SPELLPOWER) == 1
    assert hsfp.tag(state, mage, Tag.SPELLPOWER) == 0
    state, enemy = testing.put(state, 1, SNAPJAW, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=enemy, mana=10)
    assert hsfp.health(state, enemy) == 7 - 3


def test_cult_master_draws_after_a_friendly_minion_dies_but_not_an_enemy_one():
    state = testing.scenario()
    state, _ = testing.put(state, 0, "VAN_EX1_595", Zone.PLAY)
    state, mine = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, theirs = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, FIREBALL, target=theirs, mana=10)
    assert len(hand(state)) == 0
    state, _ = play(state, FIREBALL, target=mine, mana=10)
    assert len(hand(state)) == 1


def test_cult_master_does_not_draw_for_minions_dying_with_it():
    state = testing.scenario()
    state, _ = testing.put(state, 0, "VAN_EX1_595", Zone.PLAY)
    state, _ = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, _ = play(state, "VAN_NEW1_030", mana=10)  # Deathwing destroys both at once
    assert len(hand(state)) == 0


def test_dread_corsair_costs_1_less_per_attack_of_your_weapon():
    state = testing.scenario()
    state, corsair = testing.put(state, 0, "VAN_NEW1_022", Zone.HAND)
    assert hsfp.cost(state, corsair) == 4
    state, _ = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    assert hsfp.cost(state, corsair) == 1
    state, enemy_corsair = testing.put(state, 1, "VAN_NEW1_022", Zone.HAND)
    assert hsfp.cost(state, enemy_corsair) == 4


def test_dread_corsair_cost_follows_a_buff_to_your_weapon():
    state = testing.scenario()
    state, axe = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    state, corsair = testing.put(state, 0, "VAN_NEW1_022", Zone.HAND)
    state, _ = play(state, "VAN_NEW1_024", mana=10)  # Captain Greenskin: the axe becomes 4/3
    assert hsfp.attack(state, axe) == 4
    assert hsfp.cost(state, corsair) == 0


# ------------------------------------------------------------------------------------------- cost 5


def test_spiteful_smith_gives_your_weapon_2_attack_only_while_damaged():
    state = testing.scenario()
    state, smith = testing.put(state, 0, "VAN_CS2_221", Zone.PLAY)
    state, axe = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    state, enemy_axe = testing.put(state, 1, WAR_AXE, Zone.PLAY)
    assert hsfp.attack(state, axe) == 3
    state, _ = play(state, MOONFIRE, target=smith, mana=10)
    assert hsfp.attack(state, axe) == 5
    assert hsfp.attack(state, hsfp.hero(state, 0)) == 5
    assert hsfp.attack(state, enemy_axe) == 3


def test_venture_co_mercenary_makes_your_minions_in_hand_cost_3_more():
    state = testing.scenario()
    state, _ = testing.put(state, 0, "VAN_CS2_227", Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state, spell = testing.put(state, 0, FIREBALL, Zone.HAND)
    state, enemy_yeti = testing.put(state, 1, YETI, Zone.HAND)
    assert hsfp.cost(state, yeti) == 7
    assert hsfp.cost(state, spell) == 4
    assert hsfp.cost(state, enemy_yeti) == 4


def test_gadgetzan_auctioneer_draws_when_you_cast_a_spell_not_the_opponent():
    state = testing.scenario()
    state, _ = testing.put(state, 0, "VAN_EX1_095", Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=enemy, mana=10)
    assert len(hand(state)) == 1
    state = testing.act(state, EndTurn())
    before = len(hand(state))
    state, _ = play(state, MOONFIRE, target=enemy, player=1, mana=10)
    assert len(hand(state)) == before


def test_abomination_deals_2_damage_to_all_characters_when_it_dies():
    state = testing.scenario()
    state, abom = testing.put(state, 0, "VAN_EX1_097", Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, _ = play(state, FIREBALL, target=abom, mana=10)
    assert hsfp.health(state, yeti) == 3
    assert raptor in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert hero_health(state, 0) == 28 and hero_health(state, 1) == 28


def test_azure_drake_draws_a_card_and_has_spell_damage_1():
    state = testing.scenario()
    state, _drake = play(state, "VAN_EX1_284", mana=10)
    assert len(hand(state)) == 1
    state, enemy = testing.put(state, 1, SNAPJAW, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=enemy, mana=10)
    assert hsfp.health(state, enemy) == 5


def test_harrison_jones_destroys_the_enemy_weapon_and_draws_its_durability():
    state = testing.scenario()
    state, weapon = testing.put(state, 1, LIGHTS_JUSTICE, Zone.PLAY, damage=1)
    state, _ = play(state, "VAN_EX1_558", mana=10)
    assert hsfp.weapon(state, 1) is None
    assert weapon in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert len(hand(state)) == 3


def test_harrison_jones_without_an_enemy_weapon_draws_nothing():
    state = testing.scenario()
    state, _ = play(state, "VAN_EX1_558", mana=10)
    assert len(hand(state)) == 0


def test_faceless_manipulator_becomes_a_copy_with_the_enchantments():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, "VAN_EX1_046", target=yeti, mana=10)  # +2 Attack this turn
    state, faceless = play(state, "VAN_EX1_564", target=yeti, mana=10)
    assert hsfp.card_id(state, faceless) == YETI
    assert hsfp.tag(state, faceless, Tag.CONTROLLER) == 0
    assert stats(state, faceless) == (6, 5)
    state = testing.act(state, EndTurn())
    assert stats(state, faceless) == (4, 5)


def test_the_beast_summons_pip_quickwit_for_the_opponent():
    state = testing.scenario()
    state, beast = testing.put(state, 0, "VAN_EX1_577", Zone.PLAY, damage=1)
    state, _ = play(state, FIREBALL, target=beast, mana=10)
    assert board(state, 0) == ()
    assert card_ids(state, board(state, 1)) == ["VAN_EX1_finkle"]
    assert stats(state, board(state, 1)[0]) == (3, 3)


def test_captain_greenskin_gives_your_weapon_1_1():
    state = testing.scenario()
    state, axe = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    state, _ = play(state, "VAN_NEW1_024", mana=10)
    assert hsfp.attack(state, axe) == 4
    assert hsfp.tag(state, axe, Tag.DURABILITY) == 3


def test_violet_teacher_summons_an_apprentice_for_each_of_your_spells():
    state = testing.scenario()
    state, _teacher = testing.put(state, 0, "VAN_NEW1_026", Zone.PLAY)
    state, enemy = testing.put(state, 1, SNAPJAW, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=enemy, mana=10)
    state, _ = play(state, MOONFIRE, target=enemy, mana=10)
    assert card_ids(state, board(state)) == ["VAN_NEW1_026", "VAN_NEW1_026t", "VAN_NEW1_026t"]
    assert stats(state, board(state)[1]) == (1, 1)


def test_stampeding_kodo_destroys_an_enemy_minion_with_2_or_less_attack():
    state = testing.scenario()
    state, _small = testing.put(state, 1, WISP_LIKE, Zone.PLAY)
    state, big = testing.put(state, 1, YETI, Zone.PLAY)
    state, mine = testing.put(state, 0, SCOUT, Zone.PLAY)
    state, _ = play(state, "VAN_NEW1_041", mana=10)
    assert board(state, 1) == (big,)
    assert mine in board(state, 0)


def test_stampeding_kodo_with_no_small_enemy_does_nothing():
    state = testing.scenario()
    state, big = testing.put(state, 1, YETI, Zone.PLAY)
    state, _kodo = play(state, "VAN_NEW1_041", mana=10)
    assert board(state, 1) == (big,)


def test_elite_tauren_chieftain_gives_each_player_a_power_chord():
    chords = {"PRO_001a", "PRO_001b", "VAN_PRO_001c"}
    state = testing.scenario()
    state, _ = play(state, "VAN_PRO_001", mana=10)
    assert len(hand(state, 0)) == 1 and len(hand(state, 1)) == 1
    assert set(card_ids(state, hand(state, 0) + hand(state, 1))) <= chords


def test_i_am_murloc_summons_three_to_five_murlocs():
    counts = set()
    for seed in range(12):
        state = testing.scenario(seed=seed)
        state, _ = play(state, "PRO_001a", mana=10)
        assert set(card_ids(state, board(state))) == {"PRO_001at"}
        counts.add(len(board(state)))
    assert counts == {3, 4, 5}


def test_rogues_do_it_deals_4_damage_and_draws():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, "PRO_001b", target=yeti, mana=10)
    assert hsfp.health(state, yeti) == 1
    assert len(hand(state)) == 1


def test_power_of_the_horde_summons_a_horde_warrior():
    warriors = {"VAN_CS2_121", "VAN_EX1_021", "VAN_EX1_023", "VAN_EX1_110", "VAN_EX1_390", "VAN_CS2_179"}
    state = testing.scenario()
    state, _ = play(state, "VAN_PRO_001c", mana=10)
    assert len(board(state)) == 1
    assert card_ids(state, board(state))[0] in warriors


def test_power_of_the_horde_cannot_be_played_on_a_full_board():
    state = testing.scenario()
    for _ in range(7):
        state, _ = testing.put(state, 0, SCOUT, Zone.PLAY)
    state, chord = testing.put(state, 0, "VAN_PRO_001c", Zone.HAND)
    assert PlayCard(chord) not in hsfp.legal_actions(state)


# ------------------------------------------------------------------------------------------- cost 6


def test_the_black_knight_destroys_an_enemy_taunt_minion_and_cannot_aim_elsewhere():
    state = testing.scenario()
    state, taunt = testing.put(state, 1, SENJIN, Zone.PLAY)
    state, plain = testing.put(state, 1, YETI, Zone.PLAY)
    state, my_taunt = testing.put(state, 0, SENJIN, Zone.PLAY)
    state, knight = testing.put(state, 0, "VAN_EX1_002", Zone.HAND)
    assert hsfp.legal_targets(state, knight) == (taunt,)
    state = testing.act(state, PlayCard(knight, target=taunt))
    assert board(state, 1) == (plain,)
    assert my_taunt in board(state, 0)


def test_sylvanas_windrunner_takes_a_random_enemy_minion_when_she_dies():
    state = testing.scenario()
    state, sylvanas = testing.put(state, 0, "VAN_EX1_016", Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, FIREBALL, target=sylvanas, mana=10)
    assert board(state, 0) == (yeti,)
    assert board(state, 1) == ()
    assert hsfp.tag(state, yeti, Tag.OWNER) == 1


def test_sylvanas_windrunner_does_not_take_a_mortally_wounded_minion():
    state = testing.scenario()
    state, abom = testing.put(state, 0, "VAN_EX1_097", Zone.PLAY, damage=3)  # its deathrattle runs first
    state, sylvanas = testing.put(state, 0, "VAN_EX1_016", Zone.PLAY, damage=4)
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)  # 3/2: Abomination's 2 damage kills it
    state = testing.act(state, EndTurn())
    state, _ = play(state, "VAN_CS2_025", player=1, mana=10)  # Arcane Explosion kills both of player 0's minions
    assert {abom, sylvanas} <= set(hsfp.zone(state, 0, Zone.GRAVEYARD))
    assert board(state, 0) == ()
    assert raptor in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_cairne_bloodhoof_leaves_baine_in_his_place():
    state = testing.scenario()
    state, left = testing.put(state, 0, YETI, Zone.PLAY)
    state, cairne = testing.put(state, 0, "VAN_EX1_110", Zone.PLAY)
    state, right = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = play(state, FIREBALL, target=cairne, mana=10)
    b = board(state)
    assert (b[0], b[2]) == (left, right)
    assert hsfp.card_id(state, b[1]) == "VAN_EX1_110t"
    assert stats(state, b[1]) == (4, 5)


def test_gelbin_mekkatorque_summons_one_of_the_four_inventions():
    seen = set()
    for seed in range(16):
        state = testing.scenario(seed=seed)
        state, gelbin = play(state, "VAN_EX1_112", mana=10)
        b = board(state)
        assert b[0] == gelbin and len(b) == 2
        seen.add(hsfp.card_id(state, b[1]))
    assert seen == {"Mekka1", "Mekka2", "Mekka3", "Mekka4"}


def test_homing_chicken_destroys_itself_and_draws_3_at_the_start_of_your_turn():
    state = testing.scenario()
    state, chicken = testing.put(state, 0, "Mekka1", Zone.PLAY)
    state = testing.act(state, EndTurn())
    assert chicken in board(state)  # not on the opponent's turn
    state = testing.act(state, EndTurn())
    assert chicken in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert len(hand(state)) == 4  # 3 from the chicken, 1 for the turn


def test_repair_bot_restores_6_health_to_a_damaged_character_at_end_of_turn():
    state = testing.scenario()
    state, _ = testing.put(state, 0, "Mekka2", Zone.PLAY)
    state, yeti = testing.put(state, 1, SNAPJAW, Zone.PLAY, damage=6)
    state = testing.act(state, EndTurn())
    assert hsfp.health(state, yeti) == 7


def test_emboldener_3000_gives_a_random_minion_1_1_at_end_of_turn():
    state = testing.scenario()
    state, bot = testing.put(state, 0, "Mekka3", Zone.PLAY)
    state = testing.act(state, EndTurn())
    assert stats(state, bot) == (1, 5)  # the only minion


def test_poultryizer_turns_a_random_minion_into_a_chicken_at_the_start_of_your_turn():
    state = testing.scenario()
    state, bot = testing.put(state, 0, "Mekka4", Zone.PLAY)
    state = testing.act(state, EndTurn(), EndTurn())
    assert hsfp.card_id(state, bot) == "Mekka4t"
    assert stats(state, bot) == (1, 1)


def test_frost_elemental_freezes_a_character():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, "VAN_EX1_283", target=yeti, mana=10)
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1


def test_priestess_of_elune_restores_4_health_to_your_hero():
    state = testing.scenario()
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    state = testing.set_tag(state, hsfp.hero(state, 1), Tag.DAMAGE, 10)
    state, _ = play(state, "VAN_EX1_583", mana=10)
    assert hero_health(state, 0) == 24 and hero_health(state, 1) == 20


def test_illidan_summons_a_flame_whenever_you_play_a_card():
    state = testing.scenario()
    state, illidan = play(state, "VAN_EX1_614", mana=10)
    assert board(state) == (illidan,)  # not for itself
    state, _yeti = play(state, YETI, mana=10)
    state, enemy = testing.put(state, 1, SNAPJAW, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=enemy, mana=10)
    flames = [m for m in board(state) if hsfp.card_id(state, m) == "VAN_TU4e_002t"]
    assert len(flames) == 2
    assert stats(state, flames[0]) == (2, 1)
    state = testing.act(state, EndTurn())
    state, _ = play(state, YETI, player=1, mana=10)
    assert len(board(state)) == 4


def test_illidan_on_a_board_of_six_lets_the_played_minion_in_and_the_flame_fails():
    state = testing.scenario()
    state, _ = testing.put(state, 0, "VAN_EX1_614", Zone.PLAY)
    for _ in range(5):
        state, _ = testing.put(state, 0, SCOUT, Zone.PLAY)
    state, yeti = play(state, YETI, mana=10)
    assert yeti in board(state)
    assert "VAN_TU4e_002t" not in card_ids(state, board(state))


def test_hogger_summons_a_2_2_taunt_gnoll_at_the_end_of_your_turn_only():
    state = testing.scenario()
    state, _hogger = testing.put(state, 0, "VAN_NEW1_040", Zone.PLAY)
    state = testing.act(state, EndTurn())
    assert card_ids(state, board(state)) == ["VAN_NEW1_040", "NEW1_040t"]
    gnoll = board(state)[1]
    assert stats(state, gnoll) == (2, 2) and hsfp.tag(state, gnoll, Tag.TAUNT) == 1
    state = testing.act(state, EndTurn())
    assert len(board(state)) == 2


# ------------------------------------------------------------------------------------------- cost 7+


def test_baron_geddon_deals_2_to_all_other_characters_at_end_of_your_turn():
    state = testing.scenario()
    state, geddon = testing.put(state, 0, "VAN_EX1_249", Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, theirs = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, EndTurn())
    assert hsfp.health(state, geddon) == 5
    assert hsfp.health(state, mine) == 3 and hsfp.health(state, theirs) == 3
    assert hero_health(state, 0) == 28 and hero_health(state, 1) == 28


def test_ragnaros_cannot_attack_and_deals_8_to_a_random_enemy_at_end_of_turn():
    state = testing.scenario()
    state, rag = testing.put(state, 0, "VAN_EX1_298", Zone.PLAY)
    assert not hsfp.can_attack(state, rag)
    state = testing.act(state, EndTurn())
    assert hero_health(state, 1) == 22
    assert hero_health(state, 0) == 30


def test_gruul_grows_at_the_end_of_each_turn():
    state = testing.scenario()
    state, gruul = testing.put(state, 0, "VAN_NEW1_038", Zone.PLAY)
    state = testing.act(state, EndTurn())
    assert stats(state, gruul) == (8, 8)
    state = testing.act(state, EndTurn())
    assert stats(state, gruul) == (9, 9)


def test_alexstrasza_sets_a_hero_to_15_health():
    state = testing.scenario()
    state, _ = play(state, "VAN_EX1_561", target=hsfp.hero(state, 1), mana=10)
    assert hero_health(state, 1) == 15
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 25)
    state, _ = play(state, "VAN_EX1_561", target=hsfp.hero(state, 0), mana=10)
    assert hero_health(state, 0) == 15


def test_onyxia_summons_whelps_until_the_board_is_full():
    state = testing.scenario()
    state, _ = testing.put(state, 0, YETI, Zone.PLAY)
    state, onyxia = play(state, "VAN_EX1_562", mana=10)
    assert len(board(state)) == 7
    assert card_ids(state, board(state)).count("ds1_whelptoken") == 5
    assert stats(state, board(state)[-1]) == (1, 1)
    assert board(state).index(onyxia) == 3  # whelps right of her, then left, alternately


def test_leeroy_jenkins_charges_and_summons_two_whelps_for_the_opponent():
    state = testing.scenario()
    state, leeroy = play(state, "VAN_EX1_116", mana=10)
    assert card_ids(state, board(state, 1)) == ["EX1_116t", "EX1_116t"]
    assert board(state, 0) == (leeroy,)
    state = testing.act(state, Attack(leeroy, hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 24


def test_malygos_has_spell_damage_5_and_silence_removes_all_of_it():
    state = testing.scenario()
    state, malygos = testing.put(state, 0, "VAN_EX1_563", Zone.PLAY)
    assert hsfp.tag(state, malygos, Tag.SPELLPOWER) == 5
    state, _ = play(state, MOONFIRE, target=hsfp.hero(state, 1), mana=10)
    assert hero_health(state, 1) == 24
    state, _ = play(state, "VAN_EX1_048", target=malygos, mana=10)  # Spellbreaker
    state, _ = play(state, MOONFIRE, target=hsfp.hero(state, 1), mana=10)
    assert hero_health(state, 1) == 23


def test_ysera_adds_a_dream_card_at_the_end_of_your_turn():
    dreams = {"VAN_DREAM_01", "VAN_DREAM_02", "VAN_DREAM_03", "VAN_DREAM_04", "VAN_DREAM_05"}
    state = testing.scenario()
    state, _ = testing.put(state, 0, "VAN_EX1_572", Zone.PLAY)
    state = testing.act(state, EndTurn())
    assert len(hand(state, 0)) == 1
    assert card_ids(state, hand(state, 0))[0] in dreams


def test_ysera_awakens_deals_5_to_every_character_except_yseras():
    state = testing.scenario()
    state, ysera = testing.put(state, 0, "VAN_EX1_572", Zone.PLAY)
    state, enemy_ysera = testing.put(state, 1, "VAN_EX1_572", Zone.PLAY)
    state, yeti = testing.put(state, 1, SNAPJAW, Zone.PLAY)
    state, _ = play(state, "VAN_DREAM_02", mana=10)
    assert hsfp.health(state, ysera) == 12 and hsfp.health(state, enemy_ysera) == 12
    assert hsfp.health(state, yeti) == 2
    assert hero_health(state, 0) == 25 and hero_health(state, 1) == 25


def test_dream_returns_a_minion_to_its_owners_hand():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, "VAN_DREAM_04", target=yeti, mana=10)
    assert yeti in hand(state, 1)


def test_nightmare_gives_5_5_then_destroys_the_minion_at_the_start_of_the_casters_turn():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, "VAN_DREAM_05", target=yeti, mana=10)
    assert stats(state, yeti) == (9, 10)
    state = testing.act(state, EndTurn())
    assert yeti in board(state, 1)  # the opponent's turn: still there
    state = testing.act(state, EndTurn())
    assert yeti in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_nightmare_is_undone_by_silence():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = play(state, "VAN_DREAM_05", target=yeti, mana=10)
    state, _ = play(state, "VAN_EX1_048", target=yeti, mana=10)
    state = testing.act(state, EndTurn(), EndTurn())
    assert yeti in board(state, 0)
    assert stats(state, yeti) == (4, 5)


def test_mountain_giant_costs_1_less_per_other_card_in_hand():
    state = testing.scenario()
    state, giant = testing.put(state, 0, "VAN_EX1_105", Zone.HAND)
    assert hsfp.cost(state, giant) == 12
    for _ in range(4):
        state, _ = testing.put(state, 0, YETI, Zone.HAND)
    state, _ = testing.put(state, 1, YETI, Zone.HAND)
    assert hsfp.cost(state, giant) == 8


def test_sea_giant_costs_1_less_per_minion_on_the_battlefield():
    state = testing.scenario()
    state, giant = testing.put(state, 0, "VAN_EX1_586", Zone.HAND)
    state, _ = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = testing.put(state, 1, YETI, Zone.PLAY)
    assert hsfp.cost(state, giant) == 7


def test_molten_giant_costs_1_less_per_damage_your_hero_has_taken():
    state = testing.scenario()
    state, giant = testing.put(state, 0, "VAN_EX1_620", Zone.HAND)
    assert hsfp.cost(state, giant) == 20
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(fireball, target=hsfp.hero(state, 0)))
    assert hero_health(state, 0) == 24
    assert hsfp.cost(state, giant) == 14


def test_molten_giant_counts_only_your_heros_damage_and_stops_at_0():
    state = testing.scenario()
    state, giant = testing.put(state, 0, "VAN_EX1_620", Zone.HAND)
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 15)
    state = testing.set_tag(state, hsfp.hero(state, 1), Tag.DAMAGE, 5)
    assert hsfp.cost(state, giant) == 5
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 25)
    assert hsfp.cost(state, giant) == 0


def test_deathwing_destroys_all_other_minions_and_discards_your_hand():
    state = testing.scenario()
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, theirs = testing.put(state, 1, YETI, Zone.PLAY)
    for _ in range(3):
        state, _ = testing.put(state, 0, YETI, Zone.HAND)
    state, enemy_card = testing.put(state, 1, YETI, Zone.HAND)
    state, deathwing = testing.put(state, 0, "VAN_NEW1_030", Zone.HAND)
    t = transition(state, PlayCard(deathwing))
    state = t.state
    assert board(state, 0) == (deathwing,) and board(state, 1) == ()
    assert mine in hsfp.zone(state, 0, Zone.GRAVEYARD) and theirs in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert hand(state, 0) == ()
    assert hand(state, 1) == (enemy_card,)
    assert len([e for e in t.events if e.kind == EventKind.DISCARD]) == 3


# ------------------------------------------------------------------------------------- other sets


def test_unstable_ghoul_deals_1_damage_to_all_minions_when_it_dies():
    state = testing.scenario()
    state, ghoul = testing.put(state, 0, "FP1_024", Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, theirs = testing.put(state, 1, SCOUT, Zone.PLAY)
    state, _ = play(state, FIREBALL, target=ghoul, mana=10)
    assert hsfp.health(state, mine) == 4
    assert theirs in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert hero_health(state, 1) == 30


def test_dr_boom_summons_a_boom_bot_on_each_side_of_him():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, boom = play(state, "GVG_110", mana=10)
    assert board(state)[0] == yeti
    assert card_ids(state, board(state)[1:]) == ["GVG_110t", "GVG_110", "GVG_110t"]
    assert board(state)[2] == boom


def test_boom_bot_deals_1_to_4_damage_to_a_random_enemy_when_it_dies():
    dealt = set()
    for seed in range(16):
        state = testing.scenario(seed=seed)
        state, bot = testing.put(state, 0, "GVG_110t", Zone.PLAY)
        state, _ = play(state, MOONFIRE, target=bot, mana=10)
        dealt.add(30 - hero_health(state, 1))
        assert hero_health(state, 0) == 30
    assert dealt == {1, 2, 3, 4}


def test_yogg_saron_counts_the_spells_you_cast_this_game():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, SNAPJAW, Zone.PLAY)
    assert spells_cast_this_game(state, 0) == 0
    state, _ = play(state, MOONFIRE, target=enemy, mana=10)
    state, _ = play(state, MOONFIRE, target=enemy, mana=10)
    state = testing.act(state, EndTurn())
    state, _ = play(state, MOONFIRE, target=enemy, player=1, mana=10)
    assert spells_cast_this_game(state, 0) == 2
    assert spells_cast_this_game(state, 1) == 1


def test_yogg_saron_with_no_spells_cast_does_nothing():
    state = testing.scenario()
    state, yogg = play(state, "OG_134", mana=10)
    assert board(state) == (yogg,)
    assert stats(state, yogg) == (7, 5)


def settle_choices(state):
    """Answers any choice a spell cast by Yogg-Saron left pending (Tracking, for one) with its first option."""
    while state.pending is not None:
        state = testing.act(state, Choose(state.pending.options[0]))
    return state


def yogg_spells(state) -> list[int]:
    return [e for e in range(4, len(state.rows)) if state.rows[e][column(Tag.CREATOR)] and
            state.rows[e][column(Tag.CARDTYPE)] == 5]


def test_yogg_saron_casts_one_random_collectible_spell_per_spell_cast():
    pool = set(collectible_spells())
    assert "CS2_029" in pool and "VAN_CS2_029" not in pool and "VAN_CS2_mirror" not in pool  # its own era's Fireball
    casts = []
    for seed in range(10):
        state = testing.scenario(seed=seed)
        for _ in range(3):
            state, _ = play(state, ARCANE_INTELLECT, mana=10)
        state, yogg = play(state, "OG_134", mana=10)
        state = settle_choices(state)
        spells = yogg_spells(state)
        still_yogg = (yogg in board(state) and hsfp.card_id(state, yogg) == "OG_134"
                      and not hsfp.base_tag(state, yogg, Tag.SILENCED))
        casts.append(len(spells))
        assert all(hsfp.card_id(state, e) in pool for e in spells)
        assert all(state.rows[e][column(Tag.ZONE)] in (int(Zone.GRAVEYARD), int(Zone.SECRET)) for e in spells)
        if still_yogg:  # it stops once it dies, is silenced or transformed (Polymorph may find it)
            assert len(spells) == 3
        # Yogg's own casts do not count as spells the player cast
        assert spells_cast_this_game(state, 0) == 3
    assert max(casts) == 3


def test_yogg_saron_stops_casting_once_it_has_left_play_or_is_silenced():
    state = testing.scenario()
    state, yogg = testing.put(state, 0, "OG_134", Zone.PLAY)
    cast = SPECIALS["yogg_saron_cast"]
    assert len(cast(state, Ctx(yogg, 0)).rows) > len(state.rows)  # in play: it casts
    silenced = testing.set_tag(state, yogg, Tag.SILENCED, 1)
    assert cast(silenced, Ctx(yogg, 0)) == silenced
    state, _ = play(state, FIREBALL, target=yogg, mana=10)
    assert yogg in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert cast(state, Ctx(yogg, 0)) == state


def test_a_countered_spell_does_not_count_for_yogg_saron():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, SNAPJAW, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=enemy, mana=10)
    moon = hsfp.zone(state, 0, Zone.GRAVEYARD)[-1]
    state = testing.set_tag(state, moon, Tag.COUNTERED, 1)
    assert spells_cast_this_game(state, 0) == 0
