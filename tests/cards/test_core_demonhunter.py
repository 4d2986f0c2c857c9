"""The CORE set's Demon Hunter cards, played as a player sees them."""

from __future__ import annotations

import pytest

import hsfp
from cards.core.pools import CORE_IDS
from cards.text import render
from hsfp import Attack, Choose, Code, EndTurn, PlayCard, Zone, testing
from hsfp.core import codec
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, Race, Tag
from hsfp.testing import board, card_ids, end_turns, hand, hero_health, play, refusal, stats, transition

CHAOS_STRIKE = "CORE_BT_035"
KAYN = "CORE_BT_187"
NETHERWALKER = "CORE_BT_321"
BATTLEFIEND = "CORE_BT_351"
FELSCREAMER = "CORE_BT_416"
RUNNER = "CORE_BT_480"
SPECTRAL_SIGHT = "CORE_BT_491"
PRIESTESS = "CORE_BT_493"
BRUTE = "CORE_BT_510"
EYE_BEAM = "CORE_BT_801"
WARBLADES = "CORE_BT_921"
TICHONDRIUS = "CORE_CATA_001"
DECEPTOR = "CORE_TTN_843"
FELRATTLER = "CORE_WC_701"
STUDIES = "CORE_YOP_001"
TERROR = "CORE_TTN_866"
INQUISITOR = "CS3_020"
YETI = "VAN_CS2_182"  # 4/5
SENJIN = "VAN_CS2_179"  # 3/5 Taunt
OUTCAST_CARDS = {RUNNER, SPECTRAL_SIGHT, EYE_BEAM}
DH = ("HERO_10", "HERO_01")


def _scenario(**kw: int) -> hsfp.GameState:
    return testing.scenario(heroes=DH, **kw)


def _options(state: hsfp.GameState) -> list[str]:
    assert state.pending is not None
    return [state.cards[o] for o in state.pending.options]


def test_chaos_strike_gives_the_hero_2_attack_this_turn_and_draws() -> None:
    state, _ = play(_scenario(), CHAOS_STRIKE, check=True)
    hero = hsfp.hero(state, 0)
    assert hsfp.attack(state, hero) == 2 and len(hand(state)) == 1
    state = transition(state, Attack(hero, hsfp.hero(state, 1))).state
    assert hero_health(state, 1) == 28
    state = end_turns(state, 2)
    assert hsfp.attack(state, hsfp.hero(state, 0)) == 0


# --------------------------------------------------------------------------------- Kayn Sunfury


def _behind_taunt() -> tuple[hsfp.GameState, int]:
    state, _ = testing.put(_scenario(), 1, SENJIN, Zone.PLAY)
    return testing.put(state, 0, YETI, Zone.PLAY)


def test_without_kayn_taunt_guards_the_hero() -> None:
    state, yeti = _behind_taunt()
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.INVALID_TARGET


def test_kayn_sunfury_lets_every_friendly_attack_ignore_taunt() -> None:
    state, yeti = _behind_taunt()
    state, kayn = play(state, KAYN, check=True)
    enemy = hsfp.hero(state, 1)
    assert enemy in hsfp.attack_targets(state, yeti)
    state = transition(state, Attack(yeti, enemy)).state
    state = transition(state, Attack(kayn, enemy)).state  # Charge: it attacks at once
    assert hero_health(state, 1) == 30 - 4 - 3


def test_a_silenced_kayn_no_longer_ignores_taunt() -> None:
    state, yeti = _behind_taunt()
    state, _ = testing.put(state, 0, KAYN, Zone.PLAY, silenced=1)
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.INVALID_TARGET


def test_kayn_does_not_help_the_opponents_attacks() -> None:
    state, taunt = testing.put(_scenario(), 0, SENJIN, Zone.PLAY)
    state, _ = testing.put(state, 0, KAYN, Zone.PLAY)
    state, foe = testing.put(state, 1, YETI, Zone.PLAY)
    state = end_turns(state)
    assert hsfp.attack_targets(state, foe) == (taunt,)


# ------------------------------------------------------------------------------------- the rest


def test_netherwalker_discovers_a_demon_of_the_core_set() -> None:
    for seed in range(4):
        state, _ = play(_scenario(seed=seed), NETHERWALKER, check=True)
        options = _options(state)
        assert len(set(options)) == 3
        assert all(CARDS[o].race == Race.DEMON and o in CORE_IDS for o in options)
        assert all(CARDS[o].card_class in (CardClass.DEMONHUNTER, CardClass.NEUTRAL) for o in options)
        state = testing.act(state, Choose(state.pending.options[0]) if state.pending else EndTurn(), check=True)
        assert card_ids(state, hand(state)) == [options[0]]


def test_battlefiend_grows_after_your_hero_attacks_not_after_a_minion() -> None:
    state, fiend = testing.put(_scenario(), 0, BATTLEFIEND, Zone.PLAY)
    state, _ = play(state, WARBLADES, check=True)
    state = transition(state, Attack(fiend, hsfp.hero(state, 1))).state
    assert stats(state, fiend) == (1, 2)
    state = transition(state, Attack(hsfp.hero(state, 0), hsfp.hero(state, 1))).state
    assert stats(state, fiend) == (2, 2)


def test_aldrachi_warblades_heal_the_hero_for_the_damage_it_deals() -> None:
    state = testing.set_tag(_scenario(), hsfp.hero(_scenario(), 0), Tag.DAMAGE, 10)
    state, _ = play(state, WARBLADES, check=True)
    state = transition(state, Attack(hsfp.hero(state, 0), hsfp.hero(state, 1))).state
    assert hero_health(state, 1) == 28 and hero_health(state, 0) == 22


def test_raging_felscreamer_makes_the_next_demon_cost_2_less_once() -> None:
    state, (priestess, yeti, fiend) = testing.put_all(_scenario(), 0, [PRIESTESS, YETI, BATTLEFIEND], Zone.HAND)
    state, _ = play(state, FELSCREAMER, check=True)
    assert (hsfp.cost(state, priestess), hsfp.cost(state, yeti), hsfp.cost(state, fiend)) == (5, 4, 0)
    state = testing.act(state, PlayCard(fiend), check=True)
    assert hsfp.mana(state, 0) == 6  # the Demon cost nothing; Felscreamer took 4
    assert hsfp.cost(state, priestess) == 7


def test_raging_felscreamers_discount_waits_past_the_turn() -> None:
    state, priestess = testing.put(_scenario(), 0, PRIESTESS, Zone.HAND)
    state, _ = play(state, FELSCREAMER, check=True)
    state = end_turns(state, 2)
    assert hsfp.cost(state, priestess) == 5


def test_crimson_sigil_runner_draws_when_played_from_an_end() -> None:
    state, _ = testing.put(_scenario(), 0, YETI, Zone.HAND)
    state, runner = play(state, RUNNER, check=True)  # played from the right end
    assert len(hand(state)) == 2 and runner in board(state)


def test_crimson_sigil_runner_from_the_middle_draws_nothing() -> None:
    state, _ = testing.put_all(_scenario(), 0, [YETI, YETI], Zone.HAND)
    state, runner = testing.put(state, 0, RUNNER, Zone.HAND, position=1)
    state = testing.act(state, PlayCard(runner), check=True)
    assert len(hand(state)) == 2 and runner in board(state)


def test_spectral_sight_draws_one_or_two() -> None:
    state, _ = play(_scenario(), SPECTRAL_SIGHT, check=True)
    assert len(hand(state)) == 2
    state, _ = testing.put_all(_scenario(), 0, [YETI, YETI], Zone.HAND)
    state, sight = testing.put(state, 0, SPECTRAL_SIGHT, Zone.HAND, position=1)
    state = testing.act(state, PlayCard(sight), check=True)
    assert len(hand(state)) == 3


def test_priestess_of_fury_splits_6_damage_among_enemies_at_the_end_of_your_turn() -> None:
    for seed in range(6):
        state, friend = testing.put(_scenario(seed=seed), 0, YETI, Zone.PLAY)
        state, foe = testing.put(state, 1, YETI, Zone.PLAY)
        state, _ = play(state, PRIESTESS, check=True)
        state = end_turns(state)
        dealt = (5 - stats(state, foe)[1]) + (30 - hero_health(state, 1))
        assert dealt == 6 and stats(state, friend) == (4, 5) and hero_health(state, 0) == 30


def test_wrathspike_brute_hits_all_enemies_after_it_is_attacked() -> None:
    state, brute = testing.put(_scenario(), 0, BRUTE, Zone.PLAY)
    state, foe = testing.put(state, 1, YETI, Zone.PLAY)
    state, other = testing.put(state, 1, YETI, Zone.PLAY)
    state = end_turns(state)
    state = transition(state, Attack(foe, brute)).state
    assert stats(state, brute) == (3, 2)
    assert stats(state, foe) == (4, 1) and stats(state, other) == (4, 4)
    assert hero_health(state, 0) == 30 and hero_health(state, 1) == 29


def test_wrathspike_brute_attacking_does_not_fire() -> None:
    state, brute = testing.put(_scenario(), 0, BRUTE, Zone.PLAY)
    state, foe = testing.put(state, 1, YETI, Zone.PLAY)
    state = transition(state, Attack(brute, foe)).state
    assert stats(state, foe) == (4, 2) and hero_health(state, 1) == 30


def test_eye_beam_deals_3_with_lifesteal_and_costs_1_as_outcast() -> None:
    state = _scenario()
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    state, foe = testing.put(state, 1, YETI, Zone.PLAY)
    state, beam = testing.put(state, 0, EYE_BEAM, Zone.HAND)
    assert hsfp.cost(state, beam) == 1
    state = testing.act(state, PlayCard(beam, target=foe), check=True)
    assert stats(state, foe) == (4, 2) and hero_health(state, 0) == 23 and hsfp.mana(state, 0) == 9


def test_eye_beam_needs_a_minion() -> None:
    state, beam = testing.put(_scenario(), 0, EYE_BEAM, Zone.HAND)
    assert refusal(state, PlayCard(beam, target=hsfp.hero(state, 1))) == Code.INVALID_TARGET


def test_tichondrius_makes_your_hero_immune_while_it_lives() -> None:
    state, tich = play(_scenario(), TICHONDRIUS, check=True)
    hero = hsfp.hero(state, 0)
    assert hsfp.tag(state, hero, Tag.IMMUNE) == 1
    state, foe = testing.put(state, 1, YETI, Zone.PLAY)
    state = end_turns(state)
    assert hero not in hsfp.attack_targets(state, foe)
    state = testing.set_tag(state, tich, Tag.TO_BE_DESTROYED, 1)
    state = end_turns(state, 2)
    assert tich not in board(state, 0) and hsfp.tag(state, hero, Tag.IMMUNE) == 0


def test_tichondrius_makes_your_next_demon_this_turn_cost_0() -> None:
    state, (priestess, yeti, brute) = testing.put_all(_scenario(), 0, [PRIESTESS, YETI, BRUTE], Zone.HAND)
    state, _ = play(state, TICHONDRIUS, check=True, mana=10)
    assert (hsfp.cost(state, priestess), hsfp.cost(state, yeti), hsfp.cost(state, brute)) == (0, 4, 0)
    state = testing.act(state, PlayCard(priestess), check=True)
    assert hsfp.mana(state, 0) == 1 and hsfp.cost(state, brute) == 5


def test_tichondrius_discount_ends_with_the_turn() -> None:
    state, priestess = testing.put(_scenario(), 0, PRIESTESS, Zone.HAND)
    state, _ = play(state, TICHONDRIUS, check=True)
    state = end_turns(state, 2)
    assert hsfp.cost(state, priestess) == 7


def test_eredar_deceptor_summons_a_1_1_rush_demon_whenever_you_draw() -> None:
    state, _ = play(_scenario(), DECEPTOR, check=True)
    state = end_turns(state)  # the opponent's draw summons nothing
    assert len(board(state, 0)) == 1
    state = end_turns(state)
    bats = [m for m in board(state, 0) if state.cards[m] == "TTN_843t1"]
    assert len(bats) == 1 and stats(state, bats[0]) == (1, 1)
    assert hsfp.tag(state, bats[0], Tag.RUSH) == 1 and hsfp.tag(state, bats[0], Tag.RACE) == Race.DEMON


def test_felrattler_deals_1_to_all_enemy_minions_when_it_dies() -> None:
    state, friend = testing.put(_scenario(), 0, YETI, Zone.PLAY)
    state, foe = testing.put(state, 1, YETI, Zone.PLAY)
    state, other = testing.put(state, 1, YETI, Zone.PLAY)
    state, rattler = play(state, FELRATTLER, check=True)
    state = transition(state, Attack(rattler, foe)).state  # Rush: it attacks a minion at once
    assert rattler not in board(state, 0)
    assert stats(state, foe) == (4, 1) and stats(state, other) == (4, 4) and stats(state, friend) == (4, 5)
    assert hero_health(state, 1) == 30


def test_illidari_studies_discovers_an_outcast_card_and_makes_the_next_cheaper() -> None:
    state, _ = play(_scenario(), STUDIES, check=True)
    options = _options(state)
    assert set(options) == OUTCAST_CARDS
    assert state.pending is not None
    sight = state.pending.options[options.index(SPECTRAL_SIGHT)]
    state = testing.act(state, Choose(sight), check=True)
    assert hand(state) == (sight,) and hsfp.cost(state, sight) == 1
    state, runner = testing.put(state, 0, RUNNER, Zone.HAND, position=0)
    assert hsfp.cost(state, runner) == 0
    state = testing.act(state, PlayCard(runner), check=True)  # the next Outcast card spends it
    assert hsfp.cost(state, sight) == 2


@pytest.mark.parametrize("card_id", [CHAOS_STRIKE, KAYN, NETHERWALKER, BATTLEFIEND, FELSCREAMER, RUNNER,
                                     SPECTRAL_SIGHT, PRIESTESS, BRUTE, EYE_BEAM, WARBLADES, TICHONDRIUS,
                                     DECEPTOR, FELRATTLER, STUDIES, TERROR, INQUISITOR,
                                     "BT_416e", "CORE_CATA_001e", "YOP_001e"])
def test_the_cards_round_trip_through_json_and_read_in_both_languages(card_id: str) -> None:
    d = CARDS[card_id]
    assert codec.from_json(codec.to_json(d)) == d
    assert render(d, strict=True) and render(d, "zh", strict=True)


def test_kayns_rule_reads_as_a_line_of_its_text() -> None:
    assert render(CARDS[KAYN]) == "Charge. All friendly attacks ignore Taunt."
    assert render(CARDS[KAYN], "zh") == "冲锋，所有友方角色的攻击无视嘲讽。"


# ------------------------------------------------------------------------------- forced attacks


def test_mythical_terror_forces_every_enemy_minion_to_attack_it_at_the_end_of_your_turn() -> None:
    state = _scenario()
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 20)
    state, terror = testing.put(state, 0, TERROR, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, senjin = testing.put(state, 1, SENJIN, Zone.PLAY, exhausted=1)  # ready or not, it attacks
    state = end_turns(state)
    assert stats(state, terror) == (4, 10 - 4 - 3)
    assert stats(state, yeti) == (4, 1) and stats(state, senjin) == (3, 1)
    assert hero_health(state, 0) == 10 + 4 + 4  # Lifesteal on the damage it dealt back
    assert hsfp.can_attack(state, yeti)  # the forced attack spent none of its attacks


def test_mythical_terror_does_nothing_at_the_end_of_the_opponents_turn() -> None:
    state, _ = testing.put(_scenario(), 1, TERROR, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = end_turns(state)
    assert stats(state, yeti) == (4, 5)


def test_illidari_inquisitor_attacks_what_your_hero_attacked() -> None:
    state, inquisitor = testing.put(_scenario(), 0, INQUISITOR, Zone.PLAY, exhausted=1)
    state, foe = testing.put(state, 1, SENJIN, Zone.PLAY)
    state, _ = play(state, WARBLADES, check=True)
    state = transition(state, Attack(hsfp.hero(state, 0), foe)).state
    assert foe not in board(state, 1)  # 2 from the hero, then 8 from the Inquisitor
    assert stats(state, inquisitor) == (8, 5)


def test_illidari_inquisitor_follows_no_minions_attack_and_no_dead_target() -> None:
    state, inquisitor = testing.put(_scenario(), 0, INQUISITOR, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, foe = testing.put(state, 1, YETI, Zone.PLAY)
    state = transition(state, Attack(yeti, foe)).state
    assert stats(state, foe) == (4, 1) and stats(state, inquisitor) == (8, 8)
    state, _ = play(state, WARBLADES, check=True)
    state = transition(state, Attack(hsfp.hero(state, 0), foe)).state
    assert foe not in board(state, 1) and stats(state, inquisitor) == (8, 8)


def test_illidari_studies_cast_by_another_class_still_offers_outcast_cards() -> None:
    state, _ = play(testing.scenario(), STUDIES, check=True)  # a Mage
    assert set(_options(state)) == OUTCAST_CARDS
