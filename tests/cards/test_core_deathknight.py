"""Death Knight (CORE): each card with a trigger, a choice, a condition, randomness or Corpses, played as a
player sees it; and the forced attack (`ForceAttack`) Gnome Muncher makes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import hsfp
from cards.core.deathknight import BLOOD_RUNE_CARDS, FROST_RUNE_CARDS, UNHOLY_RUNE_CARDS
from cards.text import render
from cards.value import estimate_value
from hsfp import Choose, EventKind, PlayCard, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS, register, unregister
from hsfp.core.state import GameState
from hsfp.core.tags import CardType, Race, SpellSchool, Tag
from hsfp.testing import (
    board,
    card_ids,
    corpses,
    death_knight,
    end_turns,
    hand,
    hero_health,
    play,
    put,
    put_all,
    stats,
    transition,
)

YETI = "VAN_CS2_182"  # Chillwind Yeti 4/5
WISP = "VAN_CS2_231"  # Wisp 1/1
SHIELDMASTA = "VAN_CS2_179"  # Sen'jin Shieldmasta 3/5 Taunt
FIREBALL = "VAN_CS2_029"  # 6 damage
ARCANE_SHOT = "VAN_DS1_185"  # 2 damage
SILENCE = "VAN_EX1_332"
EXPLOSIVE_TRAP = "VAN_EX1_610"  # Secret: when your hero is attacked, 2 damage to all enemies
UNDEAD_TOKEN = "RLK_118t3"  # Menacing Zombie: a 2/2 Undead with Taunt
BODY_BAGGER = "RLK_503"  # an Undead 1/3
GNOME_MUNCHER = "RLK_720"

#: "Force every enemy minion to attack this minion", for the node's own rules.
TAUNTER = CardDef("TEST_FORCE_ALL", "Taunter", CardType.MINION, cost=1, atk=1, health=20,
                  battlecry=dsl.ForceAttack(dsl.Minions(dsl.Side.ENEMY), dsl.This()))
TEST_CARDS = (TAUNTER,)


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    register(*TEST_CARDS)
    yield
    for d in TEST_CARDS:
        unregister(d.card_id)


def enemy_damage(s: GameState) -> int:
    """Returns the damage on player 1's hero and minions (what random damage to enemies dealt)."""
    return 30 - hero_health(s, 1) + sum(hsfp.base_tag(s, m, Tag.DAMAGE) for m in board(s, 1))


def offered(s: GameState) -> list[str]:
    assert s.pending is not None
    return [s.cards[o] for o in s.pending.options]


# --------------------------------------------------------------------------------- forced attacks


def test_gnome_muncher_attacks_the_lowest_health_enemy_at_the_end_of_turn_past_taunt() -> None:
    s = testing.scenario()
    s, muncher = put(s, 0, GNOME_MUNCHER, Zone.PLAY, exhausted=1)
    s, (taunt, low) = put_all(s, 1, (SHIELDMASTA, YETI))
    s = testing.set_tag(s, low, Tag.DAMAGE, 3)  # the Yeti has 2 Health left, below the Taunt's 5
    s = testing.set_tag(s, hsfp.hero(s, 0), Tag.DAMAGE, 10)
    s = end_turns(s)
    assert low not in board(s, 1)  # 5 Attack into 2 Health
    assert stats(s, muncher) == (5, 2)  # the Yeti's 4 back
    assert hsfp.base_tag(s, taunt, Tag.DAMAGE) == 0
    assert hero_health(s, 0) == 25  # Lifesteal: the 5 dealt restored


def test_gnome_muncher_attacks_the_hero_when_it_is_lowest_and_spends_no_attack() -> None:
    s = testing.scenario()
    s, muncher = put(s, 0, GNOME_MUNCHER, Zone.PLAY)
    s, yeti = put(s, 1, YETI, Zone.PLAY)
    s = testing.set_tag(s, hsfp.hero(s, 1), Tag.DAMAGE, 27)  # 3 Health left
    s = testing.act(s, hsfp.Attack(muncher, yeti))  # its own attack this turn
    s = end_turns(s)
    assert hsfp.is_terminal(s) and hsfp.winner(s) == 0


def test_a_forced_attack_is_an_attack_that_secrets_see() -> None:
    s = testing.scenario()
    s, _ = put(s, 0, GNOME_MUNCHER, Zone.PLAY)
    s = testing.set_tag(s, hsfp.hero(s, 1), Tag.DAMAGE, 20)
    s, trap = put(s, 1, EXPLOSIVE_TRAP, Zone.SECRET)
    s = end_turns(s)
    assert trap not in hsfp.zone(s, 1, Zone.SECRET)  # revealed by the forced attack on its hero
    assert hero_health(s, 1) == 5


def test_every_enemy_minion_is_forced_to_attack_in_turn_and_a_dead_attacker_does_nothing() -> None:
    s = testing.scenario()
    s, (wisp, yeti, second) = put_all(s, 1, (WISP, YETI, YETI))
    s, card = put(s, 0, TAUNTER.card_id, Zone.HAND)
    t = transition(s, PlayCard(card))
    s = t.state
    (taunter,) = board(s, 0)
    # 1 + 4 + 4 damage taken; each attacker took 1 back: the Wisp died, the Yetis did not
    assert stats(s, taunter) == (1, 11)
    assert wisp not in board(s, 1) and stats(s, yeti) == (4, 4) and stats(s, second) == (4, 4)
    assert [e.kind for e in t.events].count(EventKind.ATTACK) == 3
    assert all(hsfp.base_tag(s, m, Tag.NUM_ATTACKS_THIS_TURN) == 0 for m in (yeti, second))


def test_a_defender_that_died_first_stops_the_attacks_still_to_come() -> None:
    s = testing.scenario()
    s, yetis = put_all(s, 1, (YETI, YETI, YETI, YETI, YETI, YETI))
    s, card = put(s, 0, TAUNTER.card_id, Zone.HAND)
    s = transition(s, PlayCard(card)).state
    assert board(s, 0) == ()  # dead after five attacks: 5 x 4 = 20
    assert sum(hsfp.base_tag(s, y, Tag.DAMAGE) for y in yetis) == 5  # the sixth never attacked


def test_the_forced_attack_node_round_trips_and_reads_in_both_languages() -> None:
    node = dsl.ForceAttack(dsl.Minions(dsl.Side.ENEMY), dsl.This())
    assert codec.decode(codec.encode(node)) == node
    assert render(TAUNTER) == "Battlecry: Make all enemy minions attack this minion."
    assert render(TAUNTER, "zh") == "战吼：使所有敌方随从攻击该随从。"
    assert codec.from_json(codec.to_json(CARDS[GNOME_MUNCHER])) == CARDS[GNOME_MUNCHER]
    assert estimate_value(CARDS[GNOME_MUNCHER]) > 0


# ------------------------------------------------------------------------------------------ minions


def test_body_bagger_gains_a_corpse() -> None:
    s = death_knight(testing.scenario())
    s, _ = play(s, BODY_BAGGER, mana=10, check=True)
    assert corpses(s) == 1


def test_chillfallen_baron_draws_when_played_and_when_it_dies() -> None:
    s = testing.scenario()
    s, baron = play(s, "RLK_708", mana=10, check=True)
    assert len(hand(s)) == 1
    s, _ = play(s, FIREBALL, baron, mana=10, check=True)
    assert len(hand(s)) == 2


def test_thassarian_deals_two_to_a_random_enemy_on_play_death_and_again_after_reborn() -> None:
    s = testing.scenario()
    s, _ = play(s, "RLK_223", mana=10, check=True)
    assert enemy_damage(s) == 2
    s, _ = play(s, FIREBALL, board(s, 0)[0], mana=10, check=True)
    assert enemy_damage(s) == 4 and len(board(s, 0)) == 1  # the deathrattle, then back with Reborn
    s, _ = play(s, FIREBALL, board(s, 0)[0], mana=10, check=True)
    assert enemy_damage(s) == 6 and board(s, 0) == ()


def test_skeletal_sidekick_gives_another_friendly_undead_two_attack() -> None:
    s = testing.scenario()
    s, zombie = put(s, 0, UNDEAD_TOKEN, Zone.PLAY)
    s, yeti = put(s, 0, YETI, Zone.PLAY)
    s, card = put(s, 0, "RLK_958", Zone.HAND)
    assert hsfp.legal_targets(s, card) == (zombie,)
    s = testing.act(s, PlayCard(card, target=zombie), check=True)
    assert stats(s, zombie) == (4, 2) and stats(s, yeti) == (4, 5)


def test_harbinger_of_winter_draws_a_frost_spell_from_the_deck() -> None:
    frost = "RLK_709"  # Remorseless Winter
    s = testing.scenario(decks=((YETI, frost, YETI, YETI), testing.FILLER))
    s, harbinger = put(s, 0, "RLK_511", Zone.PLAY)
    s, _ = play(s, FIREBALL, harbinger, mana=10, check=True)
    assert card_ids(s, hand(s)) == [frost]
    assert CARDS[frost].tags and dict(CARDS[frost].tags)[Tag.SPELL_SCHOOL] == SpellSchool.FROST


def test_nerubian_swarmguard_summons_two_copies_of_itself() -> None:
    s = testing.scenario()
    s, _ = play(s, "CORE_RLK_062", mana=10, check=True)
    assert card_ids(s, board(s, 0)) == ["CORE_RLK_062"] * 3


def test_deathchiller_deals_one_to_two_different_random_enemies_after_you_cast_a_spell() -> None:
    s = testing.scenario()
    s, _ = put(s, 0, "CORE_RLK_083", Zone.PLAY)
    s, yeti = put(s, 1, YETI, Zone.PLAY)
    s, _ = play(s, "VAN_CS2_023", mana=10, check=True)  # Arcane Intellect
    assert hero_health(s, 1) == 29 and stats(s, yeti) == (4, 4)
    s = end_turns(s)
    s, _ = play(s, ARCANE_SHOT, hsfp.hero(s, 0), player=1, mana=10, check=True)  # the opponent's spell: nothing
    assert hero_health(s, 1) == 29


def test_acolyte_of_death_draws_after_a_friendly_undead_dies_only() -> None:
    s = testing.scenario()
    s, _ = put(s, 0, "CORE_RLK_121", Zone.PLAY)
    s, (zombie, yeti) = put_all(s, 0, (UNDEAD_TOKEN, YETI))
    s, enemy = put(s, 1, UNDEAD_TOKEN, Zone.PLAY)
    s, _ = play(s, FIREBALL, yeti, mana=10, check=True)
    s, _ = play(s, FIREBALL, enemy, mana=10, check=True)
    assert hand(s) == ()
    s, _ = play(s, FIREBALL, zombie, mana=10, check=True)
    assert len(hand(s)) == 1


def test_marrow_manipulator_spends_up_to_five_corpses_for_two_damage_each() -> None:
    s = death_knight(testing.scenario(), corpses=7)
    s, _ = play(s, "CORE_RLK_505", mana=10, check=True)
    assert corpses(s) == 2 and enemy_damage(s) == 10
    s = testing.set_player_tag(s, 0, Tag.CORPSES, 2)
    s, _ = play(s, "CORE_RLK_505", mana=10, check=True)
    assert corpses(s) == 0 and enemy_damage(s) == 14


def test_boneguard_commander_raises_up_to_six_risen_footmen() -> None:
    s = death_knight(testing.scenario(), corpses=4)
    s, _ = play(s, "CORE_RLK_506", mana=10, check=True)
    assert card_ids(s, board(s, 0)) == ["CORE_RLK_506"] + ["RLK_061t"] * 4
    assert corpses(s) == 0 and stats(s, board(s, 0)[1]) == (1, 3)


def test_battlefield_necromancer_raises_one_corpse_at_the_end_of_your_turn_if_there_is_one() -> None:
    s = death_knight(testing.scenario(), corpses=1)
    s, _ = put(s, 0, "RLK_061", Zone.PLAY)
    s = end_turns(s)
    assert card_ids(s, board(s, 0)) == ["RLK_061", "RLK_061t"] and corpses(s) == 0
    s = end_turns(s, 2)
    assert len(board(s, 0)) == 2


def test_alexandros_mograine_burns_the_opponent_at_the_end_of_every_turn_of_yours_even_once_dead() -> None:
    s = testing.scenario()
    s, alexandros = play(s, "CORE_RLK_706", mana=10, check=True)
    s = end_turns(s)
    assert hero_health(s, 1) == 27
    s = end_turns(s)  # the opponent's turn ends: nothing
    assert hero_health(s, 1) == 27
    s, _ = play(s, FIREBALL, alexandros, mana=10, check=True)
    s, _ = play(s, FIREBALL, alexandros, mana=10, check=True)  # 7 Health: two Fireballs
    assert alexandros not in board(s, 0)
    s = end_turns(s)
    assert hero_health(s, 1) == 24


def test_malignant_horror_spends_four_corpses_at_the_end_of_your_turn_to_copy_itself() -> None:
    s = death_knight(testing.scenario(), corpses=5)
    s, _ = put(s, 0, "CORE_RLK_745", Zone.PLAY)
    s = end_turns(s)
    assert card_ids(s, board(s, 0)) == ["CORE_RLK_745"] * 2 and corpses(s) == 1
    s = end_turns(s, 2)
    assert len(board(s, 0)) == 2 and corpses(s) == 1


def test_falric_draws_a_card_that_spends_corpses() -> None:
    s = testing.scenario(decks=((YETI, YETI, "RLK_060", YETI), testing.FILLER))
    s, _ = play(s, "CORE_EDR_003", mana=10, check=True)
    assert card_ids(s, hand(s)) == ["RLK_060"]


def test_hematurge_spends_a_corpse_to_discover_a_blood_rune_card() -> None:
    s = death_knight(testing.scenario())
    s, _ = play(s, "CORE_RLK_066", mana=10, check=True)
    assert s.pending is None  # no Corpse: nothing
    s = testing.set_player_tag(s, 0, Tag.CORPSES, 1)
    s, _ = play(s, "CORE_RLK_066", mana=10, check=True)
    assert corpses(s) == 0
    assert set(offered(s)) <= set(BLOOD_RUNE_CARDS.card_ids) and len(offered(s)) == 3
    option = s.pending.options[0] if s.pending else 0
    s = testing.act(s, Choose(option), check=True)
    assert hand(s) == (option,)


def test_necrotic_mortician_discovers_only_if_a_friendly_undead_died_after_your_last_turn() -> None:
    s = death_knight(testing.scenario())
    s, zombie = put(s, 0, UNDEAD_TOKEN, Zone.PLAY)
    s, _ = play(s, "CORE_RLK_116", mana=10, check=True)
    assert s.pending is None
    s = end_turns(s)
    s, _ = play(s, FIREBALL, zombie, player=1, mana=10, check=True)  # dies on the opponent's turn
    s = end_turns(s)
    s, _ = play(s, "CORE_RLK_116", mana=10, check=True)
    assert set(offered(s)) <= set(UNHOLY_RUNE_CARDS.card_ids)
    s = testing.act(s, Choose(s.pending.options[0] if s.pending else 0))
    s = end_turns(s, 2)  # a turn later it is no longer recent
    s, _ = play(s, "CORE_RLK_116", mana=10, check=True)
    assert s.pending is None


# ------------------------------------------------------------------------------------------- spells


def test_death_strike_deals_six_with_lifesteal() -> None:
    s = testing.scenario()
    s = testing.set_tag(s, hsfp.hero(s, 0), Tag.DAMAGE, 10)
    s, yeti = put(s, 1, YETI, Zone.PLAY)
    s, _ = play(s, "RLK_024", yeti, mana=10, check=True)
    assert yeti not in board(s, 1) and hero_health(s, 0) == 26


def test_frost_strike_discovers_a_frost_rune_card_only_if_the_minion_dies() -> None:
    s = death_knight(testing.scenario())
    s, (yeti, wisp) = put_all(s, 1, (YETI, WISP))
    s, _ = play(s, "RLK_025", yeti, mana=10, check=True)
    assert s.pending is None and stats(s, yeti) == (4, 2)
    s, _ = play(s, "RLK_025", wisp, mana=10, check=True)
    assert set(offered(s)) <= set(FROST_RUNE_CARDS.card_ids)


def test_remorseless_winter_hits_every_enemy_and_draws() -> None:
    s = testing.scenario()
    s, yeti = put(s, 1, YETI, Zone.PLAY)
    s, mine = put(s, 0, YETI, Zone.PLAY)
    s, _ = play(s, "RLK_709", mana=10, check=True)
    assert stats(s, yeti) == (4, 3) and hero_health(s, 1) == 28 and stats(s, mine) == (4, 5)
    assert len(hand(s)) == 1


def test_anti_magic_shell_gives_your_minions_one_one_and_elusive() -> None:
    s = testing.scenario()
    s, yeti = put(s, 0, YETI, Zone.PLAY)
    s, _ = play(s, "RLK_048", mana=10, check=True)
    assert stats(s, yeti) == (5, 6) and hsfp.tag(s, yeti, Tag.ELUSIVE) == 1


def test_army_of_the_dead_raises_rushing_ghouls() -> None:
    s = death_knight(testing.scenario(), corpses=2)
    s, _ = play(s, "RLK_060", mana=10, check=True)
    assert card_ids(s, board(s, 0)) == ["RLK_008t"] * 2 and hsfp.tag(s, board(s, 0)[0], Tag.RUSH) == 1


def test_blood_tap_buffs_hand_minions_and_again_for_two_corpses() -> None:
    s = death_knight(testing.scenario(), corpses=2)
    s, yeti = put(s, 0, YETI, Zone.HAND)
    s, _ = play(s, "CORE_RLK_712", mana=10, check=True)
    assert stats(s, yeti) == (6, 7) and corpses(s) == 0
    s, _ = play(s, "CORE_RLK_712", mana=10, check=True)
    assert stats(s, yeti) == (7, 8)


def test_grave_strength_spends_five_for_three_attack() -> None:
    s = death_knight(testing.scenario(), corpses=5)
    s, yeti = put(s, 0, YETI, Zone.PLAY)
    s, _ = play(s, "RLK_707", mana=10, check=True)
    assert stats(s, yeti) == (7, 5) and corpses(s) == 0


def test_asphyxiate_destroys_the_highest_attack_enemy_minion() -> None:
    s = testing.scenario()
    s, (wisp, _) = put_all(s, 1, (WISP, YETI))
    s, _ = play(s, "CORE_RLK_087", mana=10, check=True)
    assert board(s, 1) == (wisp,)


def test_frostwyrms_fury_deals_five_freezes_enemy_minions_and_summons_a_frostwyrm() -> None:
    s = testing.scenario()
    s, (yeti, other) = put_all(s, 1, (YETI, YETI))
    s, _ = play(s, "CORE_RLK_063", yeti, mana=10, check=True)
    assert yeti not in board(s, 1)
    assert hsfp.tag(s, other, Tag.FROZEN) == 1
    assert card_ids(s, board(s, 0)) == ["RLK_063t"] and stats(s, board(s, 0)[0]) == (5, 5)


def test_deaths_advance_freezes_and_discovers_a_spell() -> None:
    s = testing.scenario()
    s, yeti = put(s, 1, YETI, Zone.PLAY)
    s, _ = play(s, "CORE_CATA_009", yeti, mana=10, check=True)
    assert hsfp.tag(s, yeti, Tag.FROZEN) == 1
    assert all(CARDS[c].card_type == CardType.SPELL for c in offered(s))


def test_consumption_draws_for_each_of_its_two_targets_that_dies() -> None:
    s = testing.scenario()
    s, (_, yeti) = put_all(s, 1, (WISP, YETI))
    s, _ = play(s, "CORE_CATA_007", mana=10, check=True)
    assert board(s, 1) == (yeti,) and stats(s, yeti) == (4, 2) and len(hand(s)) == 1


def test_poison_breath_targets_a_friendly_undead_only() -> None:
    s = testing.scenario()
    s, zombie = put(s, 0, UNDEAD_TOKEN, Zone.PLAY)
    s, _ = put(s, 0, YETI, Zone.PLAY)
    s, _ = put(s, 1, UNDEAD_TOKEN, Zone.PLAY)
    s, card = put(s, 0, "CORE_EDR_002", Zone.HAND)
    assert hsfp.legal_targets(s, card) == (zombie,)
    s = testing.act(s, PlayCard(card, target=zombie), check=True)
    assert hsfp.tag(s, zombie, Tag.POISONOUS) == 1


def test_tomb_guardians_give_reborn_only_for_four_corpses() -> None:
    s = death_knight(testing.scenario(), corpses=3)
    s, _ = play(s, "CORE_RLK_118", mana=10, check=True)
    assert [hsfp.tag(s, z, Tag.REBORN) for z in board(s, 0)] == [0, 0] and corpses(s) == 3
    s = testing.set_player_tag(s, 0, Tag.CORPSES, 4)
    s, _ = play(s, "CORE_RLK_118", mana=10, check=True)
    assert [hsfp.tag(s, z, Tag.REBORN) for z in board(s, 0)] == [0, 0, 1, 1] and corpses(s) == 0
    assert all(CARDS[s.cards[z]].race == Race.UNDEAD for z in board(s, 0))


def test_corpse_farm_summons_a_minion_costing_the_corpses_spent() -> None:
    s = death_knight(testing.scenario(), corpses=11)
    s, _ = play(s, "CORE_WW_374", mana=10, check=True)
    (m,) = board(s, 0)
    assert CARDS[s.cards[m]].cost == 8 and corpses(s) == 3
    s, _ = play(s, "CORE_WW_374", mana=10, check=True)
    assert CARDS[s.cards[board(s, 0)[1]]].cost == 3 and corpses(s) == 0


# ------------------------------------------------------------------------------------------ weapons


def test_frostmourne_summons_every_minion_it_killed_when_it_breaks() -> None:
    s = testing.scenario()
    s, weapon = put(s, 0, "CORE_RLK_086", Zone.PLAY)
    s, (wisp, yeti, other) = put_all(s, 1, (WISP, YETI, WISP))
    s = testing.act(s, hsfp.Attack(hsfp.hero(s, 0), wisp), check=True)
    s, _ = play(s, FIREBALL, other, mana=10, check=True)  # killed by a spell: not Frostmourne's
    s = end_turns(s, 2)
    s = testing.set_tag(s, weapon, Tag.DAMAGE, 2)  # its last Durability
    s = testing.set_tag(s, yeti, Tag.DAMAGE, 1)  # 4 Health left: the blow kills it
    s = testing.act(s, hsfp.Attack(hsfp.hero(s, 0), yeti), check=True)
    assert not hsfp.weapon(s, 0)
    assert sorted(card_ids(s, board(s, 0))) == sorted([WISP, YETI])
    assert [stats(s, m) for m in board(s, 0) if s.cards[m] == YETI] == [(4, 5)]  # as printed


def test_frostmourne_does_not_summon_a_minion_its_blow_only_damaged() -> None:
    s = testing.scenario()
    s, weapon = put(s, 0, "CORE_RLK_086", Zone.PLAY)
    s, yeti = put(s, 1, YETI, Zone.PLAY)
    s = testing.set_tag(s, weapon, Tag.DAMAGE, 2)  # this attack breaks it
    s = testing.act(s, hsfp.Attack(hsfp.hero(s, 0), yeti), check=True)
    assert stats(s, yeti) == (4, 1) and not hsfp.weapon(s, 0)
    s, _ = play(s, FIREBALL, yeti, mana=10, check=True)
    assert board(s, 0) == ()


# ---------------------------------------------------------------------------------- text and data


def test_the_death_knight_cards_read_in_both_languages_and_round_trip() -> None:
    assert render(CARDS["RLK_060"]).endswith("Raise up to 5 Corpses as Risen Ghoul.")
    assert render(CARDS["RLK_060"], "zh").endswith("复活最多5份残骸，成为复活的食尸鬼。")
    assert "an Undead in your graveyard that died after your last turn" in render(CARDS["CORE_RLK_116"])
    assert "在你的上个回合后死亡的亡灵" in render(CARDS["CORE_RLK_116"], "zh")
    assert render(CARDS["CORE_EDR_003"]).startswith("You gain twice as many Corpses as normal. Battlecry: Draw")
    assert render(CARDS["CORE_EDR_003"], "zh").startswith("你获得的残骸数量翻倍。")
    for card_id in ("RLK_060", "CORE_RLK_116", "CORE_EDR_003", "CORE_RLK_505", "CORE_RLK_118", "CORE_WW_374"):
        assert codec.from_json(codec.to_json(CARDS[card_id])) == CARDS[card_id]


@pytest.mark.parametrize("seed", range(6))
def test_marrow_manipulators_later_hits_skip_an_enemy_an_earlier_hit_killed(seed: int) -> None:
    s = death_knight(testing.scenario(seed=seed), corpses=5)
    s, _ = put_all(s, 1, (WISP, WISP, WISP, WISP))
    s, _ = play(s, "CORE_RLK_505", mana=10, check=True)
    killed = 4 - len(board(s, 1))
    assert hero_health(s, 1) == 30 - 2 * (5 - killed)  # each Wisp takes one hit at most, the hero the rest
