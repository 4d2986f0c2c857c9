"""Classic rulings where the real game decides what the card text leaves open (docs/rulings.md, "Classic
rulings reviewed"): control changes, Silence on temporary control, and what a copy takes."""

from __future__ import annotations

import hsfp
from hsfp import Attack, PlayCard, Tag, Zone, testing
from hsfp.testing import act, board, end_turns, play, stats

RAPTOR = "VAN_CS2_172"  # 3/2
WOLFRIDER = "VAN_CS2_124"  # 3/1 Charge
WISP = "VAN_CS2_231"  # 1/1
STORMWIND_CHAMPION = "VAN_CS2_222"  # your other minions have +1/+1
SHADOW_MADNESS = "VAN_EX1_334"
MIND_CONTROL = "VAN_CS1_113"
SILENCE = "VAN_EX1_332"
FACELESS = "VAN_EX1_564"
MIRROR_ENTITY = "VAN_EX1_294"
BLESSING_OF_KINGS = "VAN_CS2_092"  # +4/+4
DIVINE_SPIRIT = "VAN_CS2_236"  # double Health
TWILIGHT_DRAKE = "VAN_EX1_043"  # 4/1, Battlecry: +1 Health per card in hand
LOOT_HOARDER = "VAN_EX1_096"  # Deathrattle: draw a card
FIREBALL = "VAN_CS2_029"
YOUTHFUL_BREWMASTER = "VAN_EX1_049"
HEX = "VAN_EX1_246"
MIND_CONTROL_TECH = "VAN_EX1_085"
LIGHTWARDEN = "VAN_EX1_001"
ALEXSTRASZA = "VAN_EX1_561"
EYE_FOR_AN_EYE = "VAN_EX1_132"
ACOLYTE_OF_PAIN = "VAN_EX1_007"
CRAZED_ALCHEMIST = "VAN_EX1_059"
BLESSING_OF_WISDOM = "VAN_EX1_363"
YETI = "VAN_CS2_182"  # 4/5
SYLVANAS = "VAN_EX1_016"  # 5/5, Deathrattle: take control of a random enemy minion
HELLFIRE = "VAN_CS2_062"  # 3 damage to all characters
IMP_MASTER = "VAN_EX1_597"  # 1/5: at the end of your turn, 1 damage to itself and summon a 1/1 Imp
IMP = "VAN_EX1_598"


def _attacked_on_its_owners_turn(card_id: str) -> tuple[hsfp.GameState, int]:
    """A minion of player 1 that attacked player 0's hero on player 1's turn; now player 0 is to act."""
    state = testing.scenario()
    state, minion = testing.put(state, 1, card_id, Zone.PLAY)
    state = state._replace(current=1)
    state = act(state, Attack(minion, hsfp.hero(state, 0)), check=True)
    return end_turns(state, check=True), minion


# --------------------------------------------------------------------------- control changes


def test_a_minion_that_attacked_on_its_owners_turn_can_attack_at_once_under_shadow_madness() -> None:
    state, raptor = _attacked_on_its_owners_turn(RAPTOR)
    state, _ = play(state, SHADOW_MADNESS, target=raptor, check=True)
    assert hsfp.can_attack(state, raptor)
    before = testing.hero_health(state, 1)
    state = act(state, Attack(raptor, hsfp.hero(state, 1)), check=True)
    assert testing.hero_health(state, 1) == before - 3


def test_shadow_madness_gives_charge_until_the_minion_goes_back() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    assert not hsfp.tag(state, raptor, Tag.CHARGE)
    state, _ = play(state, SHADOW_MADNESS, target=raptor, check=True)
    assert hsfp.tag(state, raptor, Tag.CHARGE)
    state = end_turns(state, check=True)
    assert raptor in board(state, 1)
    assert not hsfp.tag(state, raptor, Tag.CHARGE)


def test_a_charge_minion_that_attacked_on_its_owners_turn_can_attack_at_once_when_mind_controlled() -> None:
    state, wolfrider = _attacked_on_its_owners_turn(WOLFRIDER)
    state, _ = play(state, MIND_CONTROL, target=wolfrider, check=True)
    assert wolfrider in board(state, 0)
    assert hsfp.can_attack(state, wolfrider)


def test_a_mind_controlled_minion_without_charge_waits_a_turn() -> None:
    state, raptor = _attacked_on_its_owners_turn(RAPTOR)
    state, _ = play(state, MIND_CONTROL, target=raptor, check=True)
    assert not hsfp.can_attack(state, raptor)
    state = end_turns(state, 2, check=True)
    assert hsfp.can_attack(state, raptor)


# --------------------------------------------------------------------------- silence ends temporary control


def test_silencing_a_minion_under_shadow_madness_returns_it_at_once() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, SHADOW_MADNESS, target=raptor, check=True)
    state, _ = play(state, SILENCE, target=raptor, check=True)
    assert raptor in board(state, 1) and raptor not in board(state, 0)
    assert hsfp.tag(state, raptor, Tag.CONTROLLER) == 1
    state = end_turns(state, check=True)
    assert raptor in board(state, 1)


def test_silence_gives_a_shadow_maddened_minion_back_to_the_thief_who_had_it_before() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state = state._replace(current=1)
    state, _ = play(state, MIND_CONTROL, target=raptor, player=1, check=True)
    state = state._replace(current=0)
    state, _ = play(state, SHADOW_MADNESS, target=raptor, check=True)
    assert raptor in board(state, 0)
    state, _ = play(state, SILENCE, target=raptor, check=True)
    assert raptor in board(state, 1)
    assert (hsfp.tag(state, raptor, Tag.CONTROLLER), hsfp.tag(state, raptor, Tag.OWNER)) == (1, 0)


def test_silencing_a_mind_controlled_minion_keeps_it() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, MIND_CONTROL, target=raptor, check=True)
    state, _ = play(state, SILENCE, target=raptor, check=True)
    assert raptor in board(state, 0)


def test_a_silenced_minion_returning_to_a_full_board_is_destroyed() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, SHADOW_MADNESS, target=raptor, check=True)
    state, _wisps = testing.put_all(state, 1, [WISP] * 7)
    state, _ = play(state, SILENCE, target=raptor, check=True)
    assert raptor not in board(state, 0) and raptor not in board(state, 1)
    assert hsfp.card_id(state, raptor) == RAPTOR
    assert raptor in hsfp.zone(state, 0, Zone.GRAVEYARD)  # it dies on the side it was on


# --------------------------------------------------------------------------- copies


def test_a_copy_of_a_minion_buffed_by_the_enemys_aura_lacks_the_aura() -> None:
    state = testing.scenario()
    state, (_champion, raptor) = testing.put_all(state, 1, [STORMWIND_CHAMPION, RAPTOR])
    assert stats(state, raptor) == (4, 3)
    state, faceless = play(state, FACELESS, target=raptor, check=True)
    assert hsfp.card_id(state, faceless) == RAPTOR
    assert stats(state, faceless) == (3, 2)
    assert stats(state, raptor) == (4, 3)


def test_a_copy_of_a_damaged_minion_alive_only_through_the_enemys_aura_dies() -> None:
    state = testing.scenario()
    state, (_champion, raptor) = testing.put_all(state, 1, [STORMWIND_CHAMPION, RAPTOR])
    state = testing.set_tag(state, raptor, Tag.DAMAGE, 2)
    assert stats(state, raptor) == (4, 1)
    state, faceless = play(state, FACELESS, target=raptor, check=True)
    assert board(state, 0) == ()
    assert faceless in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert raptor in board(state, 1)


def test_a_copy_takes_the_aura_of_its_own_side() -> None:
    state = testing.scenario()
    state, _champion = testing.put(state, 0, STORMWIND_CHAMPION, Zone.PLAY)
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, faceless = play(state, FACELESS, target=raptor, check=True)
    assert stats(state, faceless) == (4, 3)


def test_a_copy_keeps_the_enchantments_and_the_damage_of_the_original() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, BLESSING_OF_KINGS, target=raptor, check=True)
    state = testing.set_tag(state, raptor, Tag.DAMAGE, 1)
    assert stats(state, raptor) == (7, 5)
    state, faceless = play(state, FACELESS, target=raptor, check=True)
    assert stats(state, faceless) == (7, 5)


def test_a_copy_keeps_a_buff_computed_when_it_was_cast() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, DIVINE_SPIRIT, target=raptor, check=True)
    assert stats(state, raptor) == (3, 4)
    state, faceless = play(state, FACELESS, target=raptor, check=True)
    assert stats(state, faceless) == (3, 4)
    state, _ = play(state, SILENCE, target=faceless, check=True)
    assert stats(state, faceless) == (3, 2)


def test_mirror_entity_copies_the_played_minion_without_the_enemys_aura() -> None:
    state = testing.scenario()
    state, _ = play(state, MIRROR_ENTITY, check=True)
    state = end_turns(state, check=True)
    state, _champion = testing.put(state, 1, STORMWIND_CHAMPION, Zone.PLAY)
    state, raptor = play(state, RAPTOR, player=1, check=True)
    assert stats(state, raptor) == (4, 3)
    (copy,) = board(state, 0)
    assert hsfp.card_id(state, copy) == RAPTOR
    assert stats(state, copy) == (3, 2)


def test_mirror_entity_copies_a_battlecry_buff_counted_when_it_was_given() -> None:
    state = testing.scenario()
    state, _ = play(state, MIRROR_ENTITY, check=True)
    state = end_turns(state, check=True)
    state, _cards = testing.put_all(state, 1, [WISP] * 3, Zone.HAND)
    in_hand = len(testing.hand(state, 1))  # the cards left in hand once the Drake is played
    state, drake = play(state, TWILIGHT_DRAKE, player=1, check=True)
    assert stats(state, drake) == (4, 1 + in_hand)
    (copy,) = board(state, 0)
    assert stats(state, copy) == (4, 1 + in_hand)


def test_a_copy_of_a_minion_under_shadow_madness_is_kept_for_good() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, SHADOW_MADNESS, target=raptor, check=True)
    state, faceless = play(state, FACELESS, target=raptor, check=True)
    state = end_turns(state, check=True)
    assert raptor in board(state, 1)
    assert faceless in board(state, 0)


# --------------------------------------------------------------------------- reviewed, no change needed


def test_a_shadow_maddened_minion_dying_on_the_thiefs_side_gives_its_deathrattle_to_the_thief() -> None:
    state = testing.scenario()
    state, hoarder = testing.put(state, 1, LOOT_HOARDER, Zone.PLAY)
    state, _ = play(state, SHADOW_MADNESS, target=hoarder, check=True)
    before = (len(testing.hand(state, 0)), len(testing.hand(state, 1)))
    state, _ = play(state, FIREBALL, target=hoarder, check=True)
    assert (len(testing.hand(state, 0)), len(testing.hand(state, 1))) == (before[0] + 1, before[1])


def test_a_shadow_maddened_minion_returned_to_hand_is_the_thiefs_for_good() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, SHADOW_MADNESS, target=raptor, check=True)
    state, _ = play(state, YOUTHFUL_BREWMASTER, target=raptor, check=True)
    assert raptor in testing.hand(state, 0)
    state = act(state, PlayCard(raptor), check=True)
    state = end_turns(state, check=True)
    assert raptor in board(state, 0)


def test_a_shadow_maddened_minion_transformed_is_the_thiefs_for_good() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, SHADOW_MADNESS, target=raptor, check=True)
    state, _ = play(state, HEX, target=raptor, check=True)
    state = end_turns(state, check=True)
    assert raptor in board(state, 0)
    assert hsfp.card_id(state, raptor) != RAPTOR


def test_mind_control_tech_on_a_full_board_destroys_the_minion_as_the_opponents() -> None:
    state = testing.scenario()
    state, _mine = testing.put_all(state, 0, [WISP] * 6)
    state, theirs = testing.put_all(state, 1, [RAPTOR] * 4)
    state, _tech = play(state, MIND_CONTROL_TECH, check=True)
    assert len(board(state, 0)) == 7
    (taken,) = [m for m in theirs if m not in board(state, 1)]
    assert taken in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_alexstrasza_is_neither_healing_nor_damage() -> None:
    state = testing.scenario()
    state, lightwarden = testing.put(state, 0, LIGHTWARDEN, Zone.PLAY)
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 20)
    state, _ = play(state, ALEXSTRASZA, target=hsfp.hero(state, 0), check=True)
    assert testing.hero_health(state, 0) == 15
    assert stats(state, lightwarden) == (1, 2)  # no heal happened
    state = state._replace(current=1)
    state, _ = play(state, EYE_FOR_AN_EYE, player=1, check=True)
    state = state._replace(current=0)
    state = testing.set_tag(state, hsfp.hero(state, 1), Tag.ARMOR, 5)
    state, _ = play(state, ALEXSTRASZA, target=hsfp.hero(state, 1), mana=10, check=True)
    assert testing.hero_health(state, 1) == 15
    assert hsfp.tag(state, hsfp.hero(state, 1), Tag.ARMOR) == 5  # Armor untouched
    assert testing.hero_health(state, 0) == 15  # no damage for Eye for an Eye to reflect
    assert len(hsfp.zone(state, 1, Zone.SECRET)) == 1


def test_acolyte_of_pain_draws_even_when_the_damage_kills_it() -> None:
    state = testing.scenario()
    state, acolyte = testing.put(state, 1, ACOLYTE_OF_PAIN, Zone.PLAY)
    before = len(testing.hand(state, 1))
    state, _ = play(state, FIREBALL, target=acolyte, check=True)
    assert acolyte not in board(state, 1)
    assert len(testing.hand(state, 1)) == before + 1


def test_crazed_alchemist_swaps_in_the_enemys_aura_which_then_applies_again() -> None:
    state = testing.scenario()
    state, (_champion, raptor) = testing.put_all(state, 1, [STORMWIND_CHAMPION, RAPTOR])
    state, _ = play(state, CRAZED_ALCHEMIST, target=raptor, check=True)
    assert stats(state, raptor) == (4, 5)  # 4/3 swapped to 3/4, then +1/+1 again
    state, _ = play(state, SILENCE, target=raptor, check=True)
    assert stats(state, raptor) == (4, 3)


def test_blessing_of_wisdom_on_a_mind_controlled_minion_still_draws_for_the_player_who_blessed_it() -> None:
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = state._replace(current=1)
    state, _ = play(state, BLESSING_OF_WISDOM, target=yeti, player=1, check=True)
    state = state._replace(current=0)
    state, _ = play(state, MIND_CONTROL, target=yeti, check=True)
    state = end_turns(state, 2, check=True)
    before = (len(testing.hand(state, 0)), len(testing.hand(state, 1)))
    state = act(state, Attack(yeti, hsfp.hero(state, 1)), check=True)
    assert (len(testing.hand(state, 0)), len(testing.hand(state, 1))) == (before[0], before[1] + 1)


def test_two_sylvanas_dying_together_steal_in_order_of_play_so_the_second_steals_back() -> None:
    state = testing.scenario()
    state, _mine = testing.put(state, 0, SYLVANAS, Zone.PLAY, damage=3)
    state, (_theirs, yeti) = testing.put_all(state, 1, [SYLVANAS, YETI])
    state = testing.set_tag(state, _theirs, Tag.DAMAGE, 3)
    state, _ = play(state, HELLFIRE, check=True)
    # the older Sylvanas takes the Yeti, then the younger one takes it back
    assert board(state, 0) == ()
    assert board(state, 1) == (yeti,)


def test_imp_master_at_1_health_still_summons_its_imp_before_it_dies() -> None:
    state = testing.scenario()
    state, master = testing.put(state, 0, IMP_MASTER, Zone.PLAY, damage=4)
    state = end_turns(state, check=True)
    assert master not in board(state, 0)
    assert testing.card_ids(state, board(state, 0)) == [IMP]
