"""The Shaman cards of the CORE set, played in real positions."""

from __future__ import annotations

import pytest

import hsfp
from cards.core.pools import CORE_IDS
from cards.facts import facts
from hsfp import Attack, Choose, Tag, Zone, testing
from hsfp.core.state import GameState
from hsfp.core.tags import CardClass, CardType, Race
from hsfp.testing import board, card_ids, cards_in, end_turns, hero_health, player_tag, stats

SHAMAN = ("HERO_02", "HERO_01")
YETI = "VAN_CS2_182"  # 4 mana 4/5
RAPTOR = "VAN_CS2_172"  # 3/2
FIREBALL = "VAN_CS2_029"

GLACIATE = "CORE_AV_107"
VOLTAIC_BURST = "CORE_BOT_451"
REHGAR = "CORE_CATA_004"
FIRE_ELEMENTAL = "CORE_CS2_042"
EARTH_ELEMENTAL = "CORE_EX1_250"
WITCHS_APPRENTICE = "CORE_GIL_531"
BLAZING_INVOCATION = "CORE_GIL_836"
HEALING_RAIN = "CORE_LOOT_373"
HAMMER_OF_TWILIGHT = "CORE_OG_031"
WAILING_VAPOR = "CORE_WC_042"
NOVICE_ZAPPER = "CS3_007"
LIGHTNING_BOLT = "CORE_EX1_238"


def _game(seed: int = 0) -> GameState:
    return testing.scenario(seed=seed, heroes=SHAMAN)


def _options(state: GameState) -> list[str]:
    assert state.pending is not None
    return [state.cards[o] for o in state.pending.options]


@pytest.mark.parametrize("seed", range(4))
def test_glaciate_summons_the_chosen_8_cost_minion_frozen(seed: int) -> None:
    state, _ = testing.play(_game(seed), GLACIATE)
    offered = _options(state)
    assert offered and len(set(offered)) == len(offered) <= 3
    assert all(facts(c)["cost"] == 8 and facts(c)["type"] == CardType.MINION for c in offered)
    assert state.pending is not None
    pick = state.pending.options[1]
    state = testing.act(state, Choose(pick), check=True)
    assert board(state, 0) == (pick,)
    assert hsfp.tag(state, pick, Tag.FROZEN) == 1
    assert testing.hand(state, 0) == ()


def test_voltaic_burst_summons_two_rush_sparks_and_overloads_1() -> None:
    state, _ = testing.play(_game(), VOLTAIC_BURST)
    sparks = board(state, 0)
    assert card_ids(state, sparks) == ["BOT_102t"] * 2
    assert all(hsfp.tag(state, s, Tag.RUSH) for s in sparks)
    state, enemy = testing.put(state, 1, RAPTOR, Zone.PLAY)
    assert enemy in hsfp.attack_targets(state, sparks[0])
    assert hsfp.hero(state, 1) not in hsfp.attack_targets(state, sparks[0])
    assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 1


def test_rehgar_gives_a_lightning_bolt_after_it_or_a_neighbour_attacks_but_not_another_minion() -> None:
    state = _game()
    state, (left, rehgar, right, far) = testing.put_all(state, 0, [RAPTOR, REHGAR, RAPTOR, RAPTOR])
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, Attack(far, enemy), check=True)
    assert cards_in(state, 0, Zone.HAND) == []
    state = testing.act(state, Attack(left, enemy), Attack(rehgar, enemy), check=True)
    assert cards_in(state, 0, Zone.HAND) == [LIGHTNING_BOLT] * 2
    state = testing.act(state, Attack(right, enemy), check=True)
    assert cards_in(state, 0, Zone.HAND) == [LIGHTNING_BOLT] * 3


def test_fire_elemental_deals_4() -> None:
    state = _game()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, FIRE_ELEMENTAL, yeti, check=True)
    assert stats(state, yeti) == (4, 1)
    state, _ = testing.play(state, FIRE_ELEMENTAL, hsfp.hero(state, 1), mana=10)
    assert hero_health(state, 1) == 26


def test_earth_elemental_has_taunt_and_overloads_2() -> None:
    state, e = testing.play(_game(), EARTH_ELEMENTAL, check=True)
    assert hsfp.tag(state, e, Tag.TAUNT) == 1 and stats(state, e) == (7, 9)
    assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 2


@pytest.mark.parametrize("seed", range(4))
def test_witchs_apprentice_adds_a_random_shaman_spell_of_the_core_set(seed: int) -> None:
    state, e = testing.play(_game(seed), WITCHS_APPRENTICE, check=True)
    (added,) = cards_in(state, 0, Zone.HAND)
    f = facts(added)
    assert f["type"] == CardType.SPELL and f["class"] == CardClass.SHAMAN and added in CORE_IDS
    assert hsfp.tag(state, e, Tag.TAUNT) == 1


@pytest.mark.parametrize("seed", range(4))
def test_blazing_invocation_discovers_a_battlecry_minion_that_costs_1_less(seed: int) -> None:
    state, _ = testing.play(_game(seed), BLAZING_INVOCATION)
    offered = _options(state)
    assert all(facts(c)["keywords"].get("BATTLECRY") and facts(c)["type"] == CardType.MINION for c in offered)
    assert state.pending is not None
    pick = state.pending.options[0]
    state = testing.act(state, Choose(pick), check=True)
    assert testing.hand(state, 0) == (pick,)
    assert hsfp.cost(state, pick) == max(0, facts(state.cards[pick])["cost"] - 1)


def test_healing_rain_restores_12_split_among_damaged_friendly_characters_only() -> None:
    state = _game()
    state, a = testing.put(state, 0, YETI, Zone.PLAY, damage=4)
    state, b = testing.put(state, 0, YETI, Zone.PLAY, damage=4)
    state, full = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY, damage=4)
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    state, _ = testing.play(state, HEALING_RAIN, check=True)
    # 18 missing Health: 12 of it restored, none wasted on the full minion, none to the enemy
    missing = (30 - hero_health(state, 0)) + (5 - stats(state, a)[1]) + (5 - stats(state, b)[1])
    assert missing == 6
    assert stats(state, full) == (4, 5) and stats(state, enemy) == (4, 1)


def test_healing_rain_stops_when_nothing_is_damaged() -> None:
    state = _game()
    state, a = testing.put(state, 0, YETI, Zone.PLAY, damage=2)
    state, _ = testing.play(state, HEALING_RAIN, check=True)
    assert stats(state, a) == (4, 5) and hero_health(state, 0) == 30


def test_hammer_of_twilight_summons_a_4_2_elemental_when_it_breaks() -> None:
    state = _game()
    state, hammer = testing.play(state, HAMMER_OF_TWILIGHT, check=True)
    assert hsfp.weapon(state, 0) == hammer
    hero = hsfp.hero(state, 0)
    state = testing.act(state, Attack(hero, hsfp.hero(state, 1)), check=True)
    state = end_turns(state, 2)
    state = testing.act(state, Attack(hero, hsfp.hero(state, 1)), check=True)
    assert hsfp.weapon(state, 0) is None
    (elemental,) = board(state, 0)
    assert hsfp.card_id(state, elemental) == "OG_031a" and stats(state, elemental) == (4, 2)


def test_wailing_vapor_gains_attack_after_you_play_an_elemental_only() -> None:
    state = _game()
    state, vapor = testing.play(state, WAILING_VAPOR, check=True)
    assert stats(state, vapor) == (1, 3)  # not for playing itself
    state, _ = testing.play(state, YETI)
    assert stats(state, vapor) == (1, 3)
    state, _ = testing.play(state, FIRE_ELEMENTAL, hsfp.hero(state, 1), mana=10)
    assert stats(state, vapor) == (2, 3)
    state = end_turns(state)
    state, _ = testing.play(state, FIRE_ELEMENTAL, hsfp.hero(state, 0), player=1, mana=10)
    assert stats(state, vapor) == (2, 3)  # the opponent's Elemental does not count


def test_novice_zapper_adds_spell_damage_and_overloads_1() -> None:
    state, _ = testing.play(_game(), NOVICE_ZAPPER, check=True)
    assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 1
    state, _ = testing.play(state, FIREBALL, hsfp.hero(state, 1))
    assert hero_health(state, 1) == 23


def test_the_core_pools_have_the_cards_these_draw_from() -> None:
    shaman_spells = [c for c in CORE_IDS
                     if facts(c)["type"] == CardType.SPELL and facts(c)["class"] == CardClass.SHAMAN]
    elementals = [c for c in CORE_IDS if facts(c)["race"] == Race.ELEMENTAL]
    assert shaman_spells and elementals


KRAGWA = "CORE_TRL_345"
FROST_SHOCK = "VAN_CS2_037"  # 1 damage, Freeze


def test_kragwa_returns_copies_of_the_spells_you_played_last_turn_only() -> None:
    state = _game()
    enemy = hsfp.hero(state, 1)
    state, _ = testing.play(state, FIREBALL, enemy)  # two turns before last: not returned
    state = end_turns(state, 2)
    state, bolt = testing.play(state, LIGHTNING_BOLT, enemy, mana=10)
    state, shock = testing.play(state, FROST_SHOCK, enemy)
    state = end_turns(state, 1)
    state, _ = testing.play(state, FIREBALL, hsfp.hero(state, 0), player=1, mana=10)  # the opponent's
    state = end_turns(state, 1)
    state, _ = testing.play(state, LIGHTNING_BOLT, enemy, mana=10)  # this turn: not returned
    before = testing.hand(state, 0)
    state, _ = testing.play(state, KRAGWA, check=True)
    returned = [c for c in testing.hand(state, 0) if c not in before]
    assert card_ids(state, returned) == [LIGHTNING_BOLT, FROST_SHOCK]
    assert bolt not in returned and shock not in returned  # new copies; the cards played stay in the graveyard
    assert bolt in hsfp.zone(state, 0, Zone.GRAVEYARD)


def test_kragwa_after_a_turn_without_spells_returns_nothing() -> None:
    state = _game()
    state = end_turns(state, 2)
    before = testing.hand(state, 0)
    state, _ = testing.play(state, KRAGWA, check=True)
    assert testing.hand(state, 0) == before


def test_played_turns_ago_round_trips_through_json_and_reads_in_both_languages() -> None:
    from cards.text import render
    from hsfp.core import codec, dsl
    from hsfp.core.registry import definition

    node = dsl.PlayedTurnsAgo(2)
    assert codec.decode(codec.encode(node)) == node
    kragwa = definition(KRAGWA)
    assert codec.from_json(codec.to_json(kragwa)) == kragwa
    assert "you played last turn" in render(kragwa, "en", strict=True)
    assert "你在上个回合使用的" in render(kragwa, "zh", strict=True)
