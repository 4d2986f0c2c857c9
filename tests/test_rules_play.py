"""Rulings on playing cards: paying, refusals, positions, battlecries, spell damage, choices, zone limits,
control, transform and return to hand."""

from __future__ import annotations

import hsfp
from hsfp import Attack, Choose, Code, EndTurn, EventKind, HeroPower, PlayCard, Tag, Zone, testing
from hsfp.testing import event_kinds, put_all, refusal, transition
from reducers.board import take_control

YETI = "VAN_CS2_182"  # 4 mana 4/5
FIREBALL = "VAN_CS2_029"  # 4 mana: 6 damage
KOBOLD = "VAN_CS2_142"  # 2/2, Spell Damage +1
ARCANE_MISSILES = "VAN_EX1_277"  # 3 damage randomly split among enemy characters
ARCANE_INTELLECT = "VAN_CS2_023"  # draw 2
ELVEN_ARCHER = "VAN_CS2_189"  # Battlecry: deal 1 damage
CLERIC = "VAN_EX1_019"  # Shattered Sun Cleric, Battlecry: give a friendly minion +1/+1
RAZORFEN = "VAN_CS2_196"  # Razorfen Hunter, Battlecry: summon a 1/1 Boar
BOAR = "VAN_CS2_boar"
TRACKING = "VAN_DS1_184"
MIND_CONTROL = "VAN_CS1_113"
POLYMORPH = "VAN_CS2_022"
SHEEP = "VAN_CS2_tk1"
BLESSING_OF_KINGS = "VAN_CS2_092"  # +4/+4
SAP = "VAN_EX1_581"
WARLORD = "VAN_CS2_226"  # Frostwolf Warlord 4/4, +1/+1 per other friendly minion
RAPTOR = "VAN_CS2_172"  # 3/2
CROCOLISK = "VAN_CS2_120"  # 2/3


# ------------------------------------------------------------------------------------------ paying


def test_playing_a_minion_spends_its_cost_and_puts_it_in_play():
    state = testing.scenario(mana=10)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti, position=0))
    assert hsfp.mana(state, 0) == 6
    assert hsfp.zone(state, 0, Zone.PLAY) == (yeti,)
    assert hsfp.zone(state, 0, Zone.HAND) == ()


def test_fireball_kills_a_yeti_and_it_goes_to_the_graveyard():
    state = testing.scenario(mana=10)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(fireball, target=yeti))
    assert hsfp.zone(state, 1, Zone.PLAY) == ()
    assert yeti in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert fireball in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert hsfp.mana(state, 0) == 6


# -------------------------------------------------------------------------------------- refusals


def test_a_card_costing_more_than_the_mana_left_is_refused_with_not_enough_mana():
    state = testing.scenario(mana=3)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    assert refusal(state, PlayCard(yeti, position=0)) == Code.NOT_ENOUGH_MANA
    assert not any(isinstance(a, PlayCard) for a in hsfp.legal_actions(state))


def test_a_card_still_in_the_deck_is_refused_with_not_in_hand():
    state = testing.scenario()
    card = hsfp.zone(state, 0, Zone.DECK)[-1]
    assert refusal(state, PlayCard(card, position=0)) == Code.NOT_IN_HAND


def test_a_minion_already_in_play_is_refused_with_not_in_hand():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    assert refusal(state, PlayCard(yeti, position=0)) == Code.NOT_IN_HAND


def test_a_card_in_the_opponents_hand_is_refused_with_not_your_turn():
    state = testing.scenario()
    state, theirs = testing.put(state, 1, YETI, Zone.HAND)
    assert refusal(state, PlayCard(theirs, position=0)) == Code.NOT_YOUR_TURN


def test_a_target_the_card_cannot_choose_is_refused_with_invalid_target():
    state = testing.scenario()
    state, mc = testing.put(state, 0, MIND_CONTROL, Zone.HAND)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, _theirs = testing.put(state, 1, YETI, Zone.PLAY)
    assert refusal(state, PlayCard(mc, target=mine)) == Code.INVALID_TARGET


def test_a_targeted_spell_without_a_target_is_refused_with_invalid_target():
    state = testing.scenario()
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    assert refusal(state, PlayCard(fireball)) == Code.INVALID_TARGET


def test_a_target_given_to_a_card_that_takes_none_is_refused_with_invalid_target():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    assert refusal(state, PlayCard(yeti, target=hsfp.hero(state, 1), position=0)) == Code.INVALID_TARGET


def test_a_minion_played_onto_seven_friendly_minions_is_refused_with_board_full():
    state = testing.scenario()
    state, _ = put_all(state, 0, [YETI] * 7)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    assert refusal(state, PlayCard(yeti)) == Code.BOARD_FULL
    assert not any(isinstance(a, PlayCard) for a in hsfp.legal_actions(state))


def test_a_board_position_beyond_the_rightmost_slot_is_refused_with_invalid_position():
    state = testing.scenario()
    state, _ = put_all(state, 0, [YETI] * 2)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    assert refusal(state, PlayCard(yeti, position=3)) == Code.INVALID_POSITION
    assert refusal(state, PlayCard(yeti, position=-1)) == Code.INVALID_POSITION


def test_a_board_position_for_a_spell_is_refused_with_invalid_position():
    state = testing.scenario()
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    assert refusal(state, PlayCard(fireball, target=hsfp.hero(state, 1), position=0)) == Code.INVALID_POSITION


def test_an_entity_id_that_does_not_exist_is_refused_with_unknown_entity():
    state = testing.scenario()
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    assert refusal(state, PlayCard(10_000, position=0)) == Code.UNKNOWN_ENTITY
    assert refusal(state, PlayCard(fireball, target=10_000)) == Code.UNKNOWN_ENTITY
    assert refusal(state, Attack(10_000, hsfp.hero(state, 1))) == Code.UNKNOWN_ENTITY


# -------------------------------------------------------------------------------------- position


def test_a_minion_is_placed_at_the_chosen_board_position():
    state = testing.scenario()
    state, (a, b) = put_all(state, 0, [YETI] * 2)
    state, left = testing.put(state, 0, YETI, Zone.HAND)
    state, middle = testing.put(state, 0, RAPTOR, Zone.HAND)
    state = testing.act(state, PlayCard(left, position=0))
    assert hsfp.zone(state, 0, Zone.PLAY) == (left, a, b)
    state = testing.act(state, PlayCard(middle, position=2))
    assert hsfp.zone(state, 0, Zone.PLAY) == (left, a, middle, b)


def test_a_minion_played_without_a_position_goes_rightmost():
    state = testing.scenario()
    state, (a, b) = put_all(state, 0, [YETI] * 2)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert hsfp.zone(state, 0, Zone.PLAY) == (a, b, yeti)


# ------------------------------------------------------------------------------------- battlecries


def test_elven_archer_battlecry_deals_1_damage_to_the_chosen_target():
    state = testing.scenario()
    state, archer = testing.put(state, 0, ELVEN_ARCHER, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(archer, target=yeti, position=0))
    assert hsfp.health(state, yeti) == 4
    assert hsfp.zone(state, 0, Zone.PLAY) == (archer,)


def test_shattered_sun_cleric_plays_on_an_empty_board_and_its_battlecry_is_skipped():
    state = testing.scenario()
    state, cleric = testing.put(state, 0, CLERIC, Zone.HAND)
    assert hsfp.legal_targets(state, cleric) == ()
    assert PlayCard(cleric, None, 0) in hsfp.legal_actions(state)
    t = transition(state, PlayCard(cleric, position=0))
    assert hsfp.zone(t.state, 0, Zone.PLAY) == (cleric,)
    assert (hsfp.attack(t.state, cleric), hsfp.health(t.state, cleric)) == (3, 2)
    assert EventKind.ENCHANTMENT_ADDED not in event_kinds(t)
    assert hsfp.mana(t.state, 0) == 7


def test_shattered_sun_cleric_given_a_target_when_none_is_legal_is_refused():
    state = testing.scenario()
    state, cleric = testing.put(state, 0, CLERIC, Zone.HAND)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    assert refusal(state, PlayCard(cleric, target=enemy, position=0)) == Code.INVALID_TARGET


def test_a_spell_that_needs_a_target_is_unplayable_when_no_target_is_legal():
    state = testing.scenario()
    state, mc = testing.put(state, 0, MIND_CONTROL, Zone.HAND)
    state, _mine = testing.put(state, 0, YETI, Zone.PLAY)
    assert not any(isinstance(a, PlayCard) and a.card == mc for a in hsfp.legal_actions(state))
    assert refusal(state, PlayCard(mc)) == Code.INVALID_TARGET


# ------------------------------------------------------------------------------------ spell damage


def test_spell_damage_adds_to_fireball():
    state = testing.scenario()
    state, _kobold = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    hero = hsfp.hero(state, 1)
    state = testing.act(state, PlayCard(fireball, target=hero))
    assert hsfp.health(state, hero) == 30 - 7


def test_spell_damage_adds_one_missile_to_arcane_missiles_not_one_damage_per_missile():
    state = testing.scenario()
    state, _kobold = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, missiles = testing.put(state, 0, ARCANE_MISSILES, Zone.HAND)
    hero = hsfp.hero(state, 1)
    t = transition(state, PlayCard(missiles))
    hits = [e for e in t.events if e.kind == EventKind.DAMAGE]
    assert len(hits) == 4
    assert all(e.amount == 1 for e in hits)
    assert hsfp.health(t.state, hero) == 30 - 4


def test_arcane_missiles_without_spell_damage_fires_three_missiles():
    state = testing.scenario()
    state, missiles = testing.put(state, 0, ARCANE_MISSILES, Zone.HAND)
    t = transition(state, PlayCard(missiles))
    assert [e.amount for e in t.events if e.kind == EventKind.DAMAGE] == [1, 1, 1]


def test_spell_damage_does_not_add_to_the_hero_power():
    state = testing.scenario()  # player 0 is Jaina: Fireblast, 1 damage
    state, _kobold = testing.put(state, 0, KOBOLD, Zone.PLAY)
    hero = hsfp.hero(state, 1)
    state = testing.act(state, HeroPower(target=hero))
    assert hsfp.health(state, hero) == 29


def test_spell_damage_does_not_add_to_a_battlecry():
    state = testing.scenario()
    state, _kobold = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, archer = testing.put(state, 0, ELVEN_ARCHER, Zone.HAND)
    hero = hsfp.hero(state, 1)
    state = testing.act(state, PlayCard(archer, target=hero))
    assert hsfp.health(state, hero) == 29


# ------------------------------------------------------------------------------ a pending choice

TRACKING_DECK = ["VAN_CS2_182", "VAN_CS2_120", "VAN_CS2_172", "VAN_CS2_119", "VAN_CS1_042", "VAN_CS2_179"]


def tracking_pending():
    state = testing.scenario(decks=(TRACKING_DECK, testing.FILLER))
    state, tracking = testing.put(state, 0, TRACKING, Zone.HAND)
    state = testing.act(state, PlayCard(tracking))
    return state, tracking


def test_tracking_offers_the_top_three_cards_of_the_deck():
    state = testing.scenario(decks=(TRACKING_DECK, testing.FILLER))
    top3 = hsfp.zone(state, 0, Zone.DECK)[-3:]
    state, tracking = testing.put(state, 0, TRACKING, Zone.HAND)
    state = testing.act(state, PlayCard(tracking))
    assert state.pending is not None
    assert hsfp.current_player(state) == 0
    assert sorted(state.pending.options) == sorted(top3)
    # the options are still in the deck until one is chosen
    assert all(o in hsfp.zone(state, 0, Zone.DECK) for o in top3)


def test_the_top_of_the_deck_is_the_card_a_normal_draw_takes():
    # Pins what "top three" means: the end of the deck zone that the turn's draw takes from.
    state = testing.scenario(decks=(testing.FILLER, TRACKING_DECK))
    top = hsfp.zone(state, 1, Zone.DECK)[-1]
    state = testing.act(state, EndTurn())
    assert hsfp.zone(state, 1, Zone.HAND) == (top,)


def test_while_a_choice_is_pending_the_legal_actions_are_exactly_its_options():
    state, _ = tracking_pending()
    actions = hsfp.legal_actions(state)
    assert set(actions) == {Choose(o) for o in state.pending.options}
    assert len(actions) == 3


def test_other_actions_during_a_pending_choice_are_refused_with_choice_pending():
    state, _ = tracking_pending()
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state, ready = testing.put(state, 0, YETI, Zone.PLAY)
    assert refusal(state, EndTurn()) == Code.CHOICE_PENDING
    assert refusal(state, PlayCard(yeti, position=0)) == Code.CHOICE_PENDING
    assert refusal(state, Attack(ready, hsfp.hero(state, 1))) == Code.CHOICE_PENDING
    assert refusal(state, HeroPower(target=hsfp.hero(state, 1))) == Code.CHOICE_PENDING


def test_a_choice_that_is_not_an_option_is_refused_with_invalid_choice():
    state, _ = tracking_pending()
    other = hsfp.zone(state, 0, Zone.DECK)[0]
    assert other not in state.pending.options
    assert refusal(state, Choose(other)) == Code.INVALID_CHOICE


def test_tracking_draws_the_chosen_card_and_mills_the_other_two():
    state, tracking = tracking_pending()
    options = state.pending.options
    deck_before = len(hsfp.zone(state, 0, Zone.DECK))
    chosen, *rest = options[1], options[0], options[2]
    state = testing.act(state, Choose(chosen))
    assert state.pending is None
    assert hsfp.zone(state, 0, Zone.HAND) == (chosen,)
    for o in rest:
        assert o in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert len(hsfp.zone(state, 0, Zone.DECK)) == deck_before - 3
    assert tracking in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert hsfp.mana(state, 0) == 9
    assert EndTurn() in hsfp.legal_actions(state)


# -------------------------------------------------------------------------------------- hand limit


def test_a_draw_with_ten_cards_in_hand_burns_the_card():
    state = testing.scenario()
    for _ in range(10):
        state, _ = testing.put(state, 1, YETI, Zone.HAND)
    top = hsfp.zone(state, 1, Zone.DECK)[-1]
    t = transition(state, EndTurn())  # player 1 draws at the start of their turn
    assert len(hsfp.zone(t.state, 1, Zone.HAND)) == 10
    assert top in hsfp.zone(t.state, 1, Zone.GRAVEYARD)
    assert top not in hsfp.zone(t.state, 1, Zone.DECK)
    burned = [e for e in t.events if e.kind == EventKind.CARD_BURNED]
    assert [e.entity for e in burned] == [top]
    assert not any(e.kind == EventKind.DRAW for e in t.events)


def test_drawing_two_with_nine_cards_in_hand_keeps_one_and_burns_one():
    state = testing.scenario()
    for _ in range(9):
        state, _ = testing.put(state, 0, YETI, Zone.HAND)
    state, intellect = testing.put(state, 0, ARCANE_INTELLECT, Zone.HAND)
    first, second = hsfp.zone(state, 0, Zone.DECK)[-1], hsfp.zone(state, 0, Zone.DECK)[-2]
    state = testing.act(state, PlayCard(intellect))
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 10
    assert first in hsfp.zone(state, 0, Zone.HAND)
    assert second in hsfp.zone(state, 0, Zone.GRAVEYARD)


# ------------------------------------------------------------------------------------- board limit


def test_razorfen_hunter_played_as_the_seventh_minion_summons_no_boar_and_nothing_dies():
    state = testing.scenario()
    state, six = put_all(state, 0, [YETI] * 6)
    state, hunter = testing.put(state, 0, RAZORFEN, Zone.HAND)
    t = transition(state, PlayCard(hunter))
    assert hsfp.zone(t.state, 0, Zone.PLAY) == (*six, hunter)
    assert BOAR not in [hsfp.card_id(t.state, e) for e in range(4, len(t.state.rows))]
    assert EventKind.DEATH not in event_kinds(t)
    assert hsfp.zone(t.state, 0, Zone.GRAVEYARD) == ()


def test_razorfen_hunter_with_room_summons_its_boar_to_its_right():
    state = testing.scenario()
    state, (a,) = put_all(state, 0, [YETI])
    state, hunter = testing.put(state, 0, RAZORFEN, Zone.HAND)
    state = testing.act(state, PlayCard(hunter, position=0))
    board = hsfp.zone(state, 0, Zone.PLAY)
    assert len(board) == 3
    assert board[0] == hunter and board[2] == a
    assert hsfp.card_id(state, board[1]) == BOAR


# ----------------------------------------------------------------------------------- mind control


def test_mind_control_changes_the_controller_but_not_the_owner():
    state = testing.scenario()
    state, mc = testing.put(state, 0, MIND_CONTROL, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(mc, target=yeti))
    assert hsfp.zone(state, 0, Zone.PLAY) == (yeti,)
    assert hsfp.zone(state, 1, Zone.PLAY) == ()
    assert hsfp.tag(state, yeti, Tag.CONTROLLER) == 0
    assert hsfp.tag(state, yeti, Tag.OWNER) == 1


def test_a_mind_controlled_minion_joins_the_right_end_of_the_board():
    state = testing.scenario()
    state, (a, b) = put_all(state, 0, [YETI] * 2)
    state, mc = testing.put(state, 0, MIND_CONTROL, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(mc, target=yeti))
    assert hsfp.zone(state, 0, Zone.PLAY) == (a, b, yeti)


def test_a_mind_controlled_minion_cannot_attack_the_turn_it_is_taken():
    state = testing.scenario()
    state, mc = testing.put(state, 0, MIND_CONTROL, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(mc, target=yeti))
    assert not hsfp.can_attack(state, yeti)
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.CANNOT_ATTACK
    state = testing.act(state, EndTurn(), EndTurn())
    assert hsfp.can_attack(state, yeti)


def test_mind_control_cannot_be_cast_with_seven_friendly_minions():
    # The real card has the play requirement REQ_NUM_MINION_SLOTS = 1 (Hearthstone Wiki, "Mind Control").
    state = testing.scenario()
    state, _ = put_all(state, 0, [YETI] * 7)
    state, mc = testing.put(state, 0, MIND_CONTROL, Zone.HAND)
    state, theirs = testing.put(state, 1, YETI, Zone.PLAY)
    assert not any(isinstance(a, PlayCard) and a.card == mc for a in hsfp.legal_actions(state))
    assert refusal(state, PlayCard(mc, target=theirs)) == Code.INVALID_TARGET


def test_taking_control_onto_a_full_board_destroys_the_minion():
    # The effect itself (for cards that are not gated by board space): the stolen minion is destroyed,
    # and dies as its old controller's (Hearthstone Wiki, "Mind control effect").
    state = testing.scenario()
    state, _ = put_all(state, 0, [YETI] * 7)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = take_control(state, yeti, 0, 0)
    assert hsfp.tag(state, yeti, Tag.TO_BE_DESTROYED) == 1
    assert hsfp.tag(state, yeti, Tag.CONTROLLER) == 1
    t = transition(state, EndTurn())  # the next death phase
    assert yeti in hsfp.zone(t.state, 1, Zone.GRAVEYARD)
    deaths = [e for e in t.events if e.kind == EventKind.DEATH]
    assert [(e.entity, e.player) for e in deaths] == [(yeti, 1)]


# ---------------------------------------------------------------------------------------- polymorph


def test_polymorph_keeps_the_entity_id_and_board_position():
    state = testing.scenario()
    state, polymorph = testing.put(state, 0, POLYMORPH, Zone.HAND)
    state, (a, yeti, b) = put_all(state, 1, [YETI] * 3)
    state = testing.act(state, PlayCard(polymorph, target=yeti))
    assert hsfp.zone(state, 1, Zone.PLAY) == (a, yeti, b)
    assert hsfp.card_id(state, yeti) == SHEEP
    assert (hsfp.attack(state, yeti), hsfp.health(state, yeti)) == (1, 1)


def test_polymorph_removes_enchantments_and_damage():
    state = testing.scenario()
    state, kings = testing.put(state, 0, BLESSING_OF_KINGS, Zone.HAND)
    state, polymorph = testing.put(state, 0, POLYMORPH, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, damage=3)
    state = testing.act(state, PlayCard(kings, target=yeti))
    assert (hsfp.attack(state, yeti), hsfp.health(state, yeti)) == (8, 6)
    state = testing.act(state, PlayCard(polymorph, target=yeti))
    assert (hsfp.attack(state, yeti), hsfp.health(state, yeti)) == (1, 1)
    assert hsfp.tag(state, yeti, Tag.DAMAGE) == 0
    assert not [x for x in state.enchantments if hsfp.tag(state, x, Tag.ATTACHED) == yeti]


def test_polymorph_does_not_kill_so_nothing_dies():
    state = testing.scenario()
    state, polymorph = testing.put(state, 0, POLYMORPH, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    t = transition(state, PlayCard(polymorph, target=yeti))
    assert EventKind.DEATH not in event_kinds(t)
    assert EventKind.TRANSFORM in event_kinds(t)


# ---------------------------------------------------------------------------------------------- sap


def test_sap_returns_a_buffed_damaged_minion_to_the_opponents_hand_as_the_base_card():
    state = testing.scenario()
    state, kings = testing.put(state, 0, BLESSING_OF_KINGS, Zone.HAND)
    state, sap = testing.put(state, 0, SAP, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, damage=2)
    state = testing.act(state, PlayCard(kings, target=yeti), PlayCard(sap, target=yeti))
    assert hsfp.zone(state, 1, Zone.PLAY) == ()
    assert hsfp.zone(state, 1, Zone.HAND) == (yeti,)
    assert hsfp.card_id(state, yeti) == YETI
    assert (hsfp.cost(state, yeti), hsfp.attack(state, yeti), hsfp.health(state, yeti)) == (4, 4, 5)
    assert not [x for x in state.enchantments if hsfp.tag(state, x, Tag.ATTACHED) == yeti]


def stolen_yeti_then_sap():
    """Player 1 Mind Controls player 0's Yeti; back on player 0's turn, with Sap in hand."""
    state = testing.scenario()
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, mc = testing.put(state, 1, MIND_CONTROL, Zone.HAND)
    state, sap = testing.put(state, 0, SAP, Zone.HAND)
    state = testing.act(state, EndTurn(), PlayCard(mc, target=mine), EndTurn())
    assert hsfp.zone(state, 1, Zone.PLAY) == (mine,)
    return state, mine, sap


def test_sap_on_a_stolen_minion_returns_it_to_the_hand_of_the_player_controlling_it():
    # Hearthstone Wiki, "Return to hand": the minion goes to its controller's hand, even if another
    # player originally summoned it. Seed 000 says the owner's hand; the real game wins.
    state, mine, sap = stolen_yeti_then_sap()
    state = testing.act(state, PlayCard(sap, target=mine))
    assert hsfp.zone(state, 1, Zone.HAND)[-1] == mine
    assert mine not in hsfp.zone(state, 0, Zone.HAND)
    assert hsfp.tag(state, mine, Tag.CONTROLLER) == 1
    assert hsfp.tag(state, mine, Tag.OWNER) == 0


def test_sap_on_a_stolen_minion_checks_the_controllers_hand_for_room():
    state, mine, sap = stolen_yeti_then_sap()
    for _ in range(10 - len(hsfp.zone(state, 1, Zone.HAND))):
        state, _ = testing.put(state, 1, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(sap, target=mine))
    assert mine in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert mine not in hsfp.zone(state, 0, Zone.HAND)


def test_sap_with_the_opponents_hand_full_destroys_the_minion():
    state = testing.scenario()
    for _ in range(10):
        state, _ = testing.put(state, 1, YETI, Zone.HAND)
    state, sap = testing.put(state, 0, SAP, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    t = transition(state, PlayCard(sap, target=yeti))
    assert yeti in hsfp.zone(t.state, 1, Zone.GRAVEYARD)
    assert len(hsfp.zone(t.state, 1, Zone.HAND)) == 10
    assert [e.entity for e in t.events if e.kind == EventKind.DEATH] == [yeti]


# ------------------------------------------------------------------------------- frostwolf warlord


def test_frostwolf_warlord_gains_1_1_for_each_other_friendly_minion():
    state = testing.scenario()
    state, _ = put_all(state, 0, [CROCOLISK] * 2)
    state, _enemy = put_all(state, 1, [YETI] * 3)
    state, warlord = testing.put(state, 0, WARLORD, Zone.HAND)
    state = testing.act(state, PlayCard(warlord))
    assert (hsfp.attack(state, warlord), hsfp.health(state, warlord)) == (4 + 2, 4 + 2)


def test_frostwolf_warlord_alone_stays_4_4():
    state = testing.scenario()
    state, _enemy = put_all(state, 1, [YETI] * 2)
    state, warlord = testing.put(state, 0, WARLORD, Zone.HAND)
    state = testing.act(state, PlayCard(warlord))
    assert (hsfp.attack(state, warlord), hsfp.health(state, warlord)) == (4, 4)
