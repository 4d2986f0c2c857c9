"""The Warlock cards of the CORE set, played in real positions."""

from __future__ import annotations

import pytest

import hsfp
from cards.facts import facts
from hsfp import Attack, Choose, Tag, Zone, testing
from hsfp.core.state import GameState
from hsfp.core.tags import Race
from hsfp.testing import board, card_ids, cards_in, hero_health, stats

WARLOCK = ("HERO_07", "HERO_01")
YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2
KOBOLD = "VAN_CS2_142"  # Spell Damage +1
IMP = "VAN_EX1_319"  # Flame Imp, a 3/2 Demon
ABUSIVE = "VAN_CS2_188"  # Battlecry: +2 Attack this turn

SPIRIT_BOMB = "CORE_BOT_222"
TWISTING_NETHER = "CORE_EX1_312"
JARAXXUS = "CORE_EX1_323"
DRAIN_SOUL = "CORE_ICC_055"
GNOMEFERATU = "CORE_ICC_407"
HOMUNCULUS = "CORE_LOOT_013"
VOIDLORD = "CORE_LOOT_368"
WILLOW = "CORE_SCH_181"
DEMONIC_ASSAULT = "CORE_SW_088"
RIFTCLEAVER = "CORE_ULD_165"
DARK_PEDDLER = "CORE_WON_096"
FIENDISH_SERVANT = "CORE_YOD_026"
VOIDWALKER = "CS2_065"


def _game(seed: int = 0, decks: tuple[list[str], list[str]] | None = None) -> GameState:
    return testing.scenario(seed=seed, heroes=WARLOCK, decks=decks)


def test_spirit_bomb_deals_4_to_a_minion_and_your_hero_both_with_spell_damage() -> None:
    state = _game()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, SPIRIT_BOMB, yeti, check=True)
    assert stats(state, yeti) == (4, 1) and hero_health(state, 0) == 26
    state, _ = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, _ = testing.play(state, SPIRIT_BOMB, yeti)
    assert yeti not in board(state, 1) and hero_health(state, 0) == 21


def test_twisting_nether_destroys_every_minion_on_both_sides() -> None:
    state = _game()
    state, _ = testing.put_all(state, 0, [YETI, RAPTOR])
    state, _ = testing.put_all(state, 1, [YETI, IMP])
    state, _ = testing.play(state, TWISTING_NETHER, check=True)
    assert board(state, 0) == () and board(state, 1) == ()
    assert hero_health(state, 0) == 30 and hero_health(state, 1) == 30


def test_drain_soul_deals_3_to_a_minion_and_heals_your_hero_by_the_damage_dealt() -> None:
    state = _game()
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = testing.play(state, DRAIN_SOUL, raptor, check=True)
    assert raptor not in board(state, 1)
    assert hero_health(state, 0) == 23  # Lifesteal restores what was dealt, 3 (to a 2-Health minion)


def test_drain_soul_cannot_target_a_hero() -> None:
    state = _game()
    state, card = testing.put(state, 0, DRAIN_SOUL, Zone.HAND)
    assert testing.refusal(state, hsfp.PlayCard(card, target=hsfp.hero(state, 1))) is not None


def test_gnomeferatu_removes_the_top_card_of_the_opponents_deck() -> None:
    state = _game(decks=([YETI] * 5, [RAPTOR] * 4 + [IMP]))
    top = hsfp.zone(state, 1, Zone.DECK)[-1]
    assert hsfp.card_id(state, top) == IMP
    state, _ = testing.play(state, GNOMEFERATU, check=True)
    assert cards_in(state, 1, Zone.DECK) == [RAPTOR] * 4
    assert cards_in(state, 0, Zone.DECK) == [YETI] * 5
    assert top not in testing.hand(state, 1)


def test_vulgar_homunculus_has_taunt_and_hits_your_hero_for_2() -> None:
    state, e = testing.play(_game(), HOMUNCULUS, check=True)
    assert hsfp.tag(state, e, Tag.TAUNT) == 1 and hero_health(state, 0) == 28


def test_voidlord_leaves_three_taunt_voidwalkers_where_it_died() -> None:
    state = _game()
    state, (left, voidlord, right) = testing.put_all(state, 0, [RAPTOR, VOIDLORD, RAPTOR])
    state = testing.set_tag(state, voidlord, Tag.DAMAGE, 8)
    state, _ = testing.play(state, "VAN_CS2_029", voidlord)  # Fireball
    now = board(state, 0)
    assert now[0] == left and now[-1] == right
    assert card_ids(state, now[1:4]) == [VOIDWALKER] * 3
    assert all(hsfp.tag(state, v, Tag.TAUNT) for v in now[1:4])


@pytest.mark.parametrize("seed", range(4))
def test_archwitch_willow_summons_a_random_demon_from_hand_and_one_from_deck(seed: int) -> None:
    state = _game(seed, decks=([YETI] * 3 + [IMP, VOIDWALKER], [YETI] * 5))
    state, (hand_yeti, hand_imp, hand_void) = testing.put_all(state, 0, [YETI, IMP, VOIDWALKER], Zone.HAND)
    state, willow = testing.play(state, WILLOW, check=True)
    summoned = [m for m in board(state, 0) if m != willow]
    assert len(summoned) == 2
    from_hand = [m for m in summoned if m in (hand_imp, hand_void)]
    assert len(from_hand) == 1
    assert hand_yeti in testing.hand(state, 0)
    assert all(facts(hsfp.card_id(state, m))["race"] == Race.DEMON for m in summoned)
    assert cards_in(state, 0, Zone.DECK).count(YETI) == 3 and len(cards_in(state, 0, Zone.DECK)) == 4
    assert hero_health(state, 0) == 30  # summoned, not played: Flame Imp's Battlecry does not run


def test_archwitch_willow_without_demons_summons_nothing() -> None:
    state, willow = testing.play(_game(), WILLOW, check=True)
    assert board(state, 0) == (willow,)


def test_demonic_assault_deals_3_and_summons_two_voidwalkers() -> None:
    state = _game()
    state, _ = testing.play(state, DEMONIC_ASSAULT, hsfp.hero(state, 1), check=True)
    assert hero_health(state, 1) == 27
    assert card_ids(state, board(state, 0)) == [VOIDWALKER] * 2


def test_riftcleaver_destroys_a_minion_and_your_hero_takes_its_health() -> None:
    state = _game()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, damage=1)
    state, _ = testing.play(state, RIFTCLEAVER, yeti, check=True)
    assert yeti not in board(state, 1)
    assert hero_health(state, 0) == 26


@pytest.mark.parametrize("seed", range(4))
def test_dark_peddler_discovers_a_1_cost_card(seed: int) -> None:
    state, _ = testing.play(_game(seed), DARK_PEDDLER)
    assert state.pending is not None
    offered = [state.cards[o] for o in state.pending.options]
    assert offered and all(facts(c)["cost"] == 1 for c in offered)
    pick = state.pending.options[-1]
    state = testing.act(state, Choose(pick), check=True)
    assert testing.hand(state, 0) == (pick,)


def test_fiendish_servant_gives_its_attack_to_a_random_other_friendly_minion() -> None:
    state = _game()
    state, (yeti, servant) = testing.put_all(state, 0, [YETI, FIENDISH_SERVANT])
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, Attack(servant, enemy), check=True)
    assert servant not in board(state, 0)
    assert stats(state, yeti) == (6, 5)


def test_fiendish_servant_alone_gives_nothing() -> None:
    state = _game()
    state, servant = testing.put(state, 0, FIENDISH_SERVANT, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, Attack(servant, enemy), check=True)
    assert board(state, 0) == () and stats(state, enemy) == (4, 3)


def test_lord_jaraxxus_replaces_the_hero_equips_blood_fury_and_brings_inferno() -> None:
    state = _game()
    old = hsfp.hero(state, 0)
    state = testing.set_tag(state, old, Tag.DAMAGE, 10)
    state, jaraxxus = testing.play(state, JARAXXUS, check=True)
    hero = hsfp.hero(state, 0)
    assert hero == jaraxxus and hsfp.card_id(state, hero) == JARAXXUS
    assert hero_health(state, 0) == 20 and hsfp.tag(state, hero, Tag.ARMOR) == 5
    weapon = hsfp.weapon(state, 0)
    assert weapon is not None and hsfp.card_id(state, weapon) == "EX1_323w"
    assert hsfp.attack(state, weapon) == 3 and testing.durability(state, weapon) == 8
    power = hsfp.hero_power(state, 0)
    assert hsfp.card_id(state, power) == "EX1_tk33"
    state = testing.act(state, hsfp.HeroPower(), check=True)
    (infernal,) = board(state, 0)
    assert hsfp.card_id(state, infernal) == "EX1_tk34" and stats(state, infernal) == (6, 6)
