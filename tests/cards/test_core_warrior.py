"""The Warrior cards of the CORE set, played in real positions."""

from __future__ import annotations

import pytest

import hsfp
from cards.core.pools import CORE_IDS
from cards.facts import facts
from hsfp import Attack, Choose, PlayCard, Tag, Zone, testing
from hsfp.core.actions import UseLocation
from hsfp.core.state import GameState
from hsfp.core.tags import CardType, Race
from hsfp.testing import board, card_ids, cards_in, end_turns, hero_health, stats

WARRIOR = ("HERO_01", "HERO_08")
YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2
SENJIN = "VAN_CS2_179"  # 3/5 Taunt
WAR_AXE = "VAN_CS2_106"  # 3/2 weapon
WHIRLWIND = "VAN_EX1_400"

BASH = "CORE_AT_064"
SKY_RAIDER = "CORE_DRG_024"
GROMMASH = "CORE_EX1_414"
HOOKFIST = "CORE_NX2_028"
RAVAGING_GHOUL = "CORE_OG_149"
BLOODHOOF_BRAVE = "CORE_OG_218"
SANGUINE_DEPTHS = "CORE_REV_990"
IRONFORGE_PORTAL = "CORE_WON_337"
I_KNOW_A_GUY = "CORE_WON_350"
JUGGERNAUT = "CORE_WW_329"
TWISTING_NETHER = "CORE_EX1_312"


def _game(seed: int = 0) -> GameState:
    return testing.scenario(seed=seed, heroes=WARRIOR)


def test_bash_deals_3_and_gains_3_armor() -> None:
    state = _game()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, BASH, yeti, check=True)
    assert stats(state, yeti) == (4, 2)
    assert hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR) == 3


@pytest.mark.parametrize("seed", range(4))
def test_sky_raider_adds_a_random_pirate(seed: int) -> None:
    state, _ = testing.play(_game(seed), SKY_RAIDER, check=True)
    (added,) = cards_in(state, 0, Zone.HAND)
    assert facts(added)["race"] == Race.PIRATE and added in CORE_IDS


def test_grommash_charges_and_has_6_more_attack_while_damaged() -> None:
    state = _game()
    state, grom = testing.play(state, GROMMASH, check=True)
    assert stats(state, grom) == (4, 9)
    state, enemy = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state = testing.act(state, Attack(grom, enemy), check=True)  # Charge: attacks at once
    assert stats(state, grom) == (10, 6)


def test_hookfist_gains_4_armor_and_draws_after_your_hero_attacks_only() -> None:
    state = _game()
    state, hookfist = testing.put(state, 0, HOOKFIST, Zone.PLAY)
    state, _ = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    state = testing.act(state, Attack(hookfist, hsfp.hero(state, 1)), check=True)
    assert testing.hand(state, 0) == () and hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR) == 0
    state = testing.act(state, Attack(hsfp.hero(state, 0), hsfp.hero(state, 1)), check=True)
    assert hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR) == 4
    assert cards_in(state, 0, Zone.HAND) == [YETI]


def test_ravaging_ghoul_deals_1_to_all_other_minions() -> None:
    state = _game()
    state, mine = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, theirs = testing.put(state, 1, YETI, Zone.PLAY)
    state, ghoul = testing.play(state, RAVAGING_GHOUL, check=True)
    assert stats(state, ghoul) == (3, 3)
    assert stats(state, mine) == (3, 1) and stats(state, theirs) == (4, 4)
    assert hero_health(state, 0) == 30 and hero_health(state, 1) == 30


def test_bloodhoof_brave_has_3_more_attack_while_damaged() -> None:
    state = _game()
    state, brave = testing.play(state, BLOODHOOF_BRAVE, check=True)
    assert stats(state, brave) == (2, 6) and hsfp.tag(state, brave, Tag.TAUNT) == 1
    state, _ = testing.play(state, WHIRLWIND)
    assert stats(state, brave) == (5, 5)


def test_sanguine_depths_is_a_location_that_hits_a_minion_and_gives_it_2_attack() -> None:
    state = _game()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, mine = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, depths = testing.play(state, SANGUINE_DEPTHS, check=True)
    assert depths in board(state, 0) and hsfp.health(state, depths) == 3
    state = testing.act(state, UseLocation(depths, yeti), check=True)
    assert stats(state, yeti) == (6, 4) and hsfp.health(state, depths) == 2
    state = end_turns(state, 2)
    state = testing.act(state, UseLocation(depths, mine), check=True)
    assert stats(state, mine) == (5, 1)


def test_twisting_nether_destroys_locations_too() -> None:
    state = _game()
    state, depths = testing.play(state, SANGUINE_DEPTHS, check=True)
    state, _ = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, TWISTING_NETHER, check=True)
    assert board(state, 0) == () and board(state, 1) == ()
    assert hsfp.tag(state, depths, Tag.ZONE) == Zone.GRAVEYARD


@pytest.mark.parametrize("seed", range(4))
def test_ironforge_portal_gains_4_armor_and_summons_a_random_4_cost_minion(seed: int) -> None:
    state, _ = testing.play(_game(seed), IRONFORGE_PORTAL, check=True)
    assert hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR) == 4
    (summoned,) = board(state, 0)
    cid = hsfp.card_id(state, summoned)
    assert facts(cid)["cost"] == 4 and facts(cid)["type"] == CardType.MINION and cid in CORE_IDS


@pytest.mark.parametrize("seed", range(4))
def test_i_know_a_guy_discovers_a_taunt_minion_and_gives_it_1_2(seed: int) -> None:
    state, _ = testing.play(_game(seed), I_KNOW_A_GUY)
    assert state.pending is not None
    offered = [state.cards[o] for o in state.pending.options]
    assert offered and all(facts(c)["keywords"].get("TAUNT") for c in offered)
    pick = state.pending.options[0]
    state = testing.act(state, Choose(pick), check=True)
    f = facts(state.cards[pick])
    assert testing.hand(state, 0) == (pick,)
    assert stats(state, pick) == (f["atk"] + 1, f["health"] + 2)


def test_detonation_juggernaut_gives_taunt_minions_in_hand_2_2() -> None:
    state = _game()
    state, (senjin, yeti) = testing.put_all(state, 0, [SENJIN, YETI], Zone.HAND)
    state, jug = testing.play(state, JUGGERNAUT, check=True)
    assert hsfp.tag(state, jug, Tag.TAUNT) == 1
    assert stats(state, senjin) == (5, 7) and stats(state, yeti) == (4, 5)
    state = testing.act(state, PlayCard(senjin), check=True)
    assert stats(state, senjin) == (5, 7)
    assert card_ids(state, board(state, 0)) == [JUGGERNAUT, SENJIN]


WARMAUL = "CORE_BT_120"


def test_warmaul_challenger_battles_the_chosen_minion_until_it_dies() -> None:
    state = _game()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)  # 3/2: two blows of 1
    state, other = testing.put(state, 1, YETI, Zone.PLAY)
    state, warmaul = testing.play(state, WARMAUL, raptor, check=True)
    assert raptor not in board(state, 1) and other in board(state, 1)
    assert stats(state, warmaul) == (1, 10 - 3 * 2)
    assert stats(state, other) == (4, 5) and hero_health(state, 1) == 30


def test_warmaul_challenger_dies_to_a_stronger_minion() -> None:
    state = _game()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)  # 4/5: three blows of 4 end a 1/10
    state, warmaul = testing.play(state, WARMAUL, yeti, check=True)
    assert warmaul not in board(state, 0)
    assert stats(state, yeti) == (4, 2)


def test_warmaul_challenger_against_a_0_attack_minion_it_cannot_hurt_stops() -> None:
    state = _game()
    state, wall = testing.put(state, 1, "VAN_CS2_065", Zone.PLAY, atk=0)
    state, warmaul = testing.play(state, WARMAUL, wall, check=True)
    assert wall not in board(state, 1)  # 1/3: three blows
    assert stats(state, warmaul)[1] == 10
