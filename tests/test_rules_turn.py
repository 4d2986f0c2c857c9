"""Rulings on the turn: passing play, mana, the draw, fatigue, "this turn" effects, the Coin, overload,
start- and end-of-turn triggers, the turn limit and conceding."""

from __future__ import annotations

import hsfp
from hsfp import Attack, Code, Concede, EndTurn, EventKind, PlayCard, PlayState, Rules, Tag, Zone, testing
from hsfp.testing import player_tag, refusal, transition

YETI = "VAN_CS2_182"
RAPTOR = "VAN_CS2_172"  # 3/2
ROCKBITER = "VAN_CS2_045"  # +3 Attack this turn
HEROIC_STRIKE = "VAN_CS2_105"  # hero +4 Attack this turn
SAVAGE_ROAR = "VAN_CS2_011"  # your characters +2 Attack this turn
COIN = "GAME_005"
CORRUPTION = "VAN_CS2_063"
HEALING_TOTEM = "VAN_NEW1_009"


# ------------------------------------------------------------------------------------- passing play


def test_ending_the_turn_passes_play_to_the_opponent():
    state = testing.scenario(turn=3)
    t = transition(state, EndTurn())
    assert hsfp.current_player(t.state) == 1
    assert t.state.turn == 4
    assert [e.player for e in t.events if e.kind == EventKind.TURN_END] == [0]
    assert [e.player for e in t.events if e.kind == EventKind.TURN_START] == [1]
    state = testing.act(t.state, EndTurn())
    assert hsfp.current_player(state) == 0


def test_the_player_whose_turn_starts_gains_a_crystal_and_a_full_refill():
    state = testing.scenario(mana=3)
    state, yeti = testing.put(state, 0, RAPTOR, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert hsfp.mana(state, 0) == 1
    state = testing.act(state, EndTurn())
    assert (player_tag(state, 1, Tag.MANA_CRYSTALS), hsfp.mana(state, 1)) == (4, 4)
    state = testing.act(state, EndTurn())
    assert (player_tag(state, 0, Tag.MANA_CRYSTALS), hsfp.mana(state, 0)) == (4, 4)


def test_mana_crystals_stop_at_ten():
    state = testing.scenario(mana=10)
    state = testing.act(state, EndTurn())
    assert (player_tag(state, 1, Tag.MANA_CRYSTALS), hsfp.mana(state, 1)) == (10, 10)


def test_the_player_whose_turn_starts_draws_the_top_card():
    state = testing.scenario()
    top = hsfp.zone(state, 1, Zone.DECK)[-1]
    deck_size = len(hsfp.zone(state, 1, Zone.DECK))
    t = transition(state, EndTurn())
    assert hsfp.zone(t.state, 1, Zone.HAND) == (top,)
    assert len(hsfp.zone(t.state, 1, Zone.DECK)) == deck_size - 1
    assert [e.entity for e in t.events if e.kind == EventKind.DRAW] == [top]
    assert hsfp.zone(t.state, 0, Zone.HAND) == ()


def test_minions_become_ready_at_the_start_of_their_controllers_turn():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti), EndTurn())
    assert not hsfp.can_attack(state, yeti)  # not on the opponent's turn
    state = testing.act(state, EndTurn())
    assert hsfp.can_attack(state, yeti)


# ------------------------------------------------------------------------------------------ fatigue


def test_fatigue_deals_1_then_2_then_3_to_a_player_with_an_empty_deck():
    state = testing.scenario(decks=([], []))
    hero = hsfp.hero(state, 1)
    seen = []
    for expected_health in (29, 27, 24):
        t = transition(state, EndTurn())  # player 1 draws from an empty deck
        fatigue = [e for e in t.events if e.kind == EventKind.FATIGUE]
        seen.append([e.amount for e in fatigue])
        assert hsfp.health(t.state, hero) == expected_health
        state = testing.act(t.state, EndTurn())
    assert seen == [[1], [2], [3]]


def test_fatigue_damage_has_no_source():
    # No source means nothing can react to it as its dealer: no lifesteal, no "whenever this deals damage".
    state = testing.scenario(decks=([], []))
    hero = hsfp.hero(state, 1)
    state = testing.set_tag(state, hero, Tag.LIFESTEAL, 1)
    t = transition(state, EndTurn())
    damage = [e for e in t.events if e.kind == EventKind.DAMAGE]
    assert [(e.entity, e.source, e.amount) for e in damage] == [(hero, 0, 1)]
    assert not any(e.kind == EventKind.HEAL for e in t.events)
    assert hsfp.health(t.state, hero) == 29


def test_fatigue_that_kills_the_hero_ends_the_game():
    state = testing.scenario(decks=([], []))
    hero = hsfp.hero(state, 1)
    state = testing.set_tag(state, hero, Tag.DAMAGE, 29)
    state = testing.act(state, EndTurn())
    assert hsfp.is_terminal(state)
    assert hsfp.winner(state) == 0


# ---------------------------------------------------------------------------- "this turn" effects


def test_rockbiter_weapon_attack_bonus_ends_with_the_turn():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, rockbiter = testing.put(state, 0, ROCKBITER, Zone.HAND)
    state = testing.act(state, PlayCard(rockbiter, target=yeti))
    assert hsfp.attack(state, yeti) == 7
    state = testing.act(state, EndTurn())
    assert hsfp.attack(state, yeti) == 4
    assert not [x for x in state.enchantments if hsfp.tag(state, x, Tag.ATTACHED) == yeti]


def test_heroic_strike_attack_bonus_ends_with_the_turn():
    state = testing.scenario()
    state, strike = testing.put(state, 0, HEROIC_STRIKE, Zone.HAND)
    me, them = hsfp.hero(state, 0), hsfp.hero(state, 1)
    state = testing.act(state, PlayCard(strike))
    assert hsfp.attack(state, me) == 4
    state = testing.act(state, Attack(me, them))
    assert hsfp.health(state, them) == 26
    state = testing.act(state, EndTurn(), EndTurn())
    assert hsfp.attack(state, me) == 0
    assert not hsfp.can_attack(state, me)


def test_savage_roar_bonus_ends_with_the_turn():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, roar = testing.put(state, 0, SAVAGE_ROAR, Zone.HAND)
    me = hsfp.hero(state, 0)
    state = testing.act(state, PlayCard(roar))
    assert (hsfp.attack(state, yeti), hsfp.attack(state, me), hsfp.attack(state, enemy)) == (6, 2, 4)
    state = testing.act(state, EndTurn())
    assert (hsfp.attack(state, yeti), hsfp.attack(state, me)) == (4, 0)


# ------------------------------------------------------------------------------------------ the coin


def test_the_coin_gives_one_mana_this_turn_only():
    state = testing.scenario(mana=3)
    state, coin = testing.put(state, 0, COIN, Zone.HAND)
    state = testing.act(state, PlayCard(coin))
    assert hsfp.mana(state, 0) == 4
    assert player_tag(state, 0, Tag.MANA_CRYSTALS) == 3
    state = testing.act(state, EndTurn(), EndTurn())
    assert (player_tag(state, 0, Tag.MANA_CRYSTALS), hsfp.mana(state, 0)) == (4, 4)


def test_the_coin_lets_a_card_one_mana_too_expensive_be_played():
    state = testing.scenario(mana=3)
    state, coin = testing.put(state, 0, COIN, Zone.HAND)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    assert refusal(state, PlayCard(yeti)) == Code.NOT_ENOUGH_MANA
    state = testing.act(state, PlayCard(coin), PlayCard(yeti))
    assert hsfp.zone(state, 0, Zone.PLAY) == (yeti,)
    assert hsfp.mana(state, 0) == 0


# ------------------------------------------------------------------------------------------ overload


def test_overload_locks_crystals_on_the_next_turn_only():
    state = testing.scenario(mana=5)
    pe = hsfp.player_entity(0)
    state = testing.set_tag(state, pe, Tag.OVERLOAD_OWED, 2)
    assert hsfp.mana(state, 0) == 5  # owed, not yet locked
    state = testing.act(state, EndTurn(), EndTurn())
    assert player_tag(state, 0, Tag.MANA_CRYSTALS) == 6
    assert hsfp.mana(state, 0) == 6 - 2
    assert hsfp.tag(state, pe, Tag.OVERLOAD_LOCKED) == 2
    assert hsfp.tag(state, pe, Tag.OVERLOAD_OWED) == 0
    state = testing.act(state, EndTurn(), EndTurn())
    assert hsfp.mana(state, 0) == 7
    assert hsfp.tag(state, pe, Tag.OVERLOAD_LOCKED) == 0


# ---------------------------------------------------------------------------- start and end of turn


def test_corruption_destroys_the_minion_at_the_start_of_the_casters_next_turn():
    state = testing.scenario()
    state, corruption = testing.put(state, 0, CORRUPTION, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(corruption, target=yeti), EndTurn())
    # the opponent's turn: the minion is still there and can attack
    assert yeti in hsfp.zone(state, 1, Zone.PLAY)
    assert hsfp.can_attack(state, yeti)
    t = transition(state, EndTurn())
    assert yeti in hsfp.zone(t.state, 1, Zone.GRAVEYARD)
    kinds = [e.kind for e in t.events]
    assert kinds.index(EventKind.TURN_START) < kinds.index(EventKind.DEATH)
    assert hsfp.current_player(t.state) == 0


def test_healing_totem_heals_friendly_minions_at_the_end_of_its_controllers_turn():
    state = testing.scenario()
    state, _totem = testing.put(state, 0, HEALING_TOTEM, Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY, damage=3)
    state, theirs = testing.put(state, 1, YETI, Zone.PLAY, damage=3)
    state = testing.act(state, EndTurn())
    assert hsfp.health(state, mine) == 3
    assert hsfp.health(state, theirs) == 2


def test_healing_totem_does_not_heal_at_the_end_of_the_opponents_turn():
    state = testing.scenario()
    state = testing.act(state, EndTurn())  # player 1 to act
    state, _totem = testing.put(state, 0, HEALING_TOTEM, Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY, damage=3)
    state = testing.act(state, EndTurn())
    assert hsfp.health(state, mine) == 2


def test_the_heal_happens_before_the_next_turn_starts():
    state = testing.scenario()
    state, _totem = testing.put(state, 0, HEALING_TOTEM, Zone.PLAY)
    state, _mine = testing.put(state, 0, YETI, Zone.PLAY, damage=3)
    t = transition(state, EndTurn())
    kinds = [e.kind for e in t.events]
    assert kinds.index(EventKind.TURN_END) < kinds.index(EventKind.HEAL) < kinds.index(EventKind.TURN_START)


# ------------------------------------------------------------------------------------ end of the game


def test_the_turn_limit_ends_the_game_in_a_draw():
    state = testing.scenario(turn=3, rules=Rules(max_turns=4))
    state = testing.act(state, EndTurn())
    assert not hsfp.is_terminal(state)
    t = transition(state, EndTurn())
    assert hsfp.is_terminal(t.state)
    assert hsfp.winner(t.state) is None
    assert hsfp.returns(t.state) == (0.0, 0.0)
    for p in (0, 1):
        assert hsfp.tag(t.state, hsfp.player_entity(p), Tag.PLAYSTATE) == PlayState.TIED
    assert refusal(t.state, EndTurn()) == Code.GAME_OVER
    assert hsfp.legal_actions(t.state) == ()


def test_conceding_ends_the_game_and_the_opponent_wins():
    state = testing.scenario()
    t = transition(state, Concede())
    assert hsfp.is_terminal(t.state)
    assert hsfp.winner(t.state) == 1
    assert hsfp.returns(t.state) == (-1.0, 1.0)
    assert hsfp.tag(t.state, hsfp.player_entity(0), Tag.PLAYSTATE) == PlayState.CONCEDED
    assert hsfp.tag(t.state, hsfp.player_entity(1), Tag.PLAYSTATE) == PlayState.WON
    assert refusal(t.state, EndTurn()) == Code.GAME_OVER


def test_conceding_is_allowed_during_a_pending_choice():
    state = testing.scenario()
    state, tracking = testing.put(state, 0, "VAN_DS1_184", Zone.HAND)
    state = testing.act(state, PlayCard(tracking))
    assert state.pending is not None
    state = testing.act(state, Concede())
    assert hsfp.is_terminal(state)
    assert hsfp.winner(state) == 1
