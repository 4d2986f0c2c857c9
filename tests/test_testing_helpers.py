"""The position builders and checks of `hsfp.testing`: each builds or reads what it says, and each check
fails the test when it should."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from hsfp import Attack, Code, EndTurn, EventKind, PlayCard, Status, Tag, Zone, testing
from hsfp.validation import problems

YETI = "VAN_CS2_182"  # 4 mana 4/5
RAPTOR = "VAN_CS2_172"  # 2 mana 3/2
WISP = "VAN_CS2_231"  # 0 mana 1/1
FIREBALL = "VAN_CS2_029"  # 4 mana: 6 damage
MOONFIRE = "VAN_CS2_008"  # 0 mana: 1 damage
WAR_AXE = "VAN_CS2_106"  # 2 mana 3/2 weapon
ARCANE_INTELLECT = "VAN_CS2_023"  # 3 mana: draw 2
MINIONS = (YETI, RAPTOR, WISP)


def unsound(state: hsfp.GameState) -> hsfp.GameState:
    """A state whose first minion of player 0 says it is in hand while it stands in play."""
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    return testing.set_tag(state, yeti, Tag.ZONE, int(Zone.HAND))


# ------------------------------------------------------------------------------------------ building


def test_scenario_is_player_0_to_act_in_the_main_phase_with_empty_hands_and_boards() -> None:
    state = testing.scenario(mana=6, turn=5)
    assert (hsfp.current_player(state), state.turn, state.status) == (0, 5, Status.MAIN)
    assert [hsfp.mana(state, p) for p in (0, 1)] == [6, 6]
    assert [testing.player_tag(state, p, Tag.MANA_CRYSTALS) for p in (0, 1)] == [6, 6]
    assert testing.hand(state) == testing.hand(state, 1) == testing.board(state) == testing.board(state, 1) == ()
    assert testing.cards_in(state, 0, Zone.DECK) == list(testing.FILLER)
    assert problems(state) == []


def test_put_places_the_entity_where_asked_with_its_tags() -> None:
    state = testing.scenario()
    state, right = testing.put(state, 0, YETI, Zone.PLAY)
    state, left = testing.put(state, 0, RAPTOR, Zone.PLAY, position=0, damage=1)
    assert testing.board(state) == (left, right)
    assert testing.stats(state, left) == (3, 1)
    assert hsfp.can_attack(state, left)
    with pytest.raises(ValueError, match="no tag named 'no_such_tag'"):
        testing.put(state, 0, YETI, Zone.PLAY, no_such_tag=1)


def test_put_equips_a_weapon_and_sends_the_old_one_to_the_graveyard() -> None:
    state = testing.scenario()
    state, first = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    state, second = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    assert hsfp.weapon(state, 0) == second
    assert first in hsfp.zone(state, 0, Zone.GRAVEYARD)


def test_put_all_puts_each_card_rightmost_in_order_and_returns_their_ids() -> None:
    state = testing.scenario()
    state, (a,) = testing.put_all(state, 1, [RAPTOR])
    state, (b, c) = testing.put_all(state, 1, [YETI, WISP])
    assert testing.board(state, 1) == (a, b, c)
    state, cards = testing.put_all(state, 0, [FIREBALL, MOONFIRE], Zone.HAND)
    assert testing.hand(state) == cards and testing.card_ids(state, cards) == [FIREBALL, MOONFIRE]


@settings(max_examples=50, deadline=None)
@given(mine=st.lists(st.sampled_from(MINIONS), max_size=7), theirs=st.lists(st.sampled_from(MINIONS), max_size=7))
def test_put_all_then_cards_in_reads_back_the_cards_given(mine: list[str], theirs: list[str]) -> None:
    state = testing.scenario()
    state, ours = testing.put_all(state, 0, mine)
    state, _ = testing.put_all(state, 1, theirs, Zone.HAND)
    assert testing.cards_in(state, 0, Zone.PLAY) == testing.card_ids(state, ours) == mine
    assert testing.cards_in(state, 1, Zone.HAND) == theirs
    assert len(testing.hand(state, 1)) == len(theirs) and testing.board(state) == ours
    assert problems(state) == []


def test_set_tag_and_set_player_tag_change_what_the_game_sees() -> None:
    state = testing.scenario(mana=10)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.set_tag(state, yeti, Tag.DAMAGE, 3)
    state = testing.set_player_tag(state, 0, Tag.MANA, 3)
    assert testing.stats(state, yeti) == (4, 2)
    assert hsfp.mana(state, 0) == testing.player_tag(state, 0, Tag.MANA) == 3
    state, bolt = testing.put(state, 0, FIREBALL, Zone.HAND)
    assert testing.refusal(state, PlayCard(bolt, target=yeti)) == Code.NOT_ENOUGH_MANA


# ------------------------------------------------------------------------------------------- acting


def test_play_puts_the_card_in_hand_and_plays_it_at_the_target_and_position() -> None:
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, bolt = testing.play(state, FIREBALL, yeti)
    assert yeti in hsfp.zone(state, 1, Zone.GRAVEYARD) and bolt in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert hsfp.mana(state, 0) == 10 - 4
    state, right = testing.play(state, RAPTOR)
    state, left = testing.play(state, WISP, position=0)
    assert testing.board(state) == (left, right) and testing.hand(state) == ()


def test_play_at_a_given_mana_refills_first_and_plays_for_either_player() -> None:
    state = testing.scenario(mana=10)
    state = testing.set_player_tag(state, 0, Tag.MANA, 0)
    with pytest.raises(AssertionError, match="not_enough_mana"):
        testing.play(state, YETI)
    state, yeti = testing.play(state, YETI, mana=4)
    assert testing.board(state) == (yeti,) and hsfp.mana(state, 0) == 0
    state = testing.end_turns(state)
    state, theirs = testing.play(state, MOONFIRE, hsfp.hero(state, 0), player=1)
    assert testing.hero_health(state, 0) == 29 and theirs in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_act_runs_each_action_in_turn_and_names_the_refused_one() -> None:
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = testing.act(state, Attack(yeti, hsfp.hero(state, 1)), EndTurn())
    assert testing.hero_health(state, 1) == 26 and hsfp.current_player(state) == 1
    with pytest.raises(AssertionError, match="was refused"):
        testing.act(state, Attack(yeti, hsfp.hero(state, 1)))


def test_act_and_play_with_check_fail_on_an_unsound_result_and_without_it_do_not() -> None:
    state = unsound(testing.scenario())
    assert hsfp.current_player(testing.act(state, EndTurn())) == 1
    assert testing.board(testing.play(state, WISP)[0]) != ()
    with pytest.raises(AssertionError, match="unsound"):
        testing.act(state, EndTurn(), check=True)
    with pytest.raises(AssertionError, match="unsound"):
        testing.play(state, WISP, check=True)
    with pytest.raises(AssertionError, match="unsound"):
        testing.end_turns(state, check=True)


@settings(max_examples=20, deadline=None)
@given(n=st.integers(0, 6))
def test_end_turns_passes_play_n_times(n: int) -> None:
    state = testing.end_turns(testing.scenario(turn=3), n)
    assert hsfp.current_player(state) == n % 2
    assert state.turn == 3 + n


def test_transition_and_refusal_fail_the_test_when_the_action_goes_the_other_way() -> None:
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    assert testing.refusal(state, PlayCard(yeti, target=hsfp.hero(state, 1))) == Code.INVALID_TARGET
    with pytest.raises(AssertionError, match="was accepted"):
        testing.refusal(state, PlayCard(yeti))
    with pytest.raises(AssertionError, match="was refused"):
        testing.transition(state, PlayCard(yeti, target=hsfp.hero(state, 1)))
    with pytest.raises(AssertionError, match="unsound"):
        testing.transition(unsound(state), EndTurn())


# ------------------------------------------------------------------------------------------ reading


def test_hero_health_and_durability_count_the_damage_taken() -> None:
    state = testing.scenario()
    state, axe = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    assert testing.durability(state, axe) == 2
    state = testing.act(state, Attack(hsfp.hero(state, 0), yeti))
    assert testing.durability(state, axe) == 1
    assert testing.hero_health(state, 0) == 30 - 4 and testing.hero_health(state, 1) == 30
    assert testing.stats(state, yeti) == (4, 5 - 3)


def test_event_kinds_lists_a_transitions_events_in_order() -> None:
    state = testing.scenario()
    state, intellect = testing.put(state, 0, ARCANE_INTELLECT, Zone.HAND)
    t = testing.transition(state, PlayCard(intellect))
    kinds = testing.event_kinds(t)
    assert kinds == [e.kind for e in t.events]
    assert kinds.count(EventKind.DRAW) == 2
    turn = testing.event_kinds(testing.transition(state, EndTurn()))
    assert turn.index(EventKind.TURN_END) < turn.index(EventKind.TURN_START)


def test_cards_in_reads_any_zone_in_position_order() -> None:
    state = testing.scenario(decks=((WISP, RAPTOR), (YETI,)))
    state, _ = testing.put(state, 1, MOONFIRE, Zone.SECRET)
    assert testing.cards_in(state, 0, Zone.DECK) == testing.card_ids(state, hsfp.zone(state, 0, Zone.DECK))
    assert sorted(testing.cards_in(state, 0, Zone.DECK)) == sorted([WISP, RAPTOR])
    assert testing.cards_in(state, 1, Zone.SECRET) == [MOONFIRE]
    assert testing.cards_in(state, 1, Zone.GRAVEYARD) == []
