"""The League of Explorers and Blackrock Mountain cards of the benchmark decks, played in real positions:
Brann's doubled Battlecries, Reno's deck condition, Sir Finley's Hero Power offer, Overload and Tunnel
Trogg, Entomb, the Dragon-in-hand Battlecries and the cards around them."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.hsdata import database
from cards.loe.neutral import BASIC_HERO_POWERS
from cards.text import render
from cards.value import estimate_value
from hsfp import Choose, EventKind, HeroPower, PlayCard, Tag, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.registry import CARDS, definition
from hsfp.core.state import state_hash
from hsfp.core.tags import CardClass, CardType, column
from hsfp.observation import filter_events, observation
from hsfp.testing import (
    board,
    cards_in,
    end_turns,
    event_kinds,
    hand,
    hero_health,
    play,
    player_tag,
    put,
    put_all,
    refusal,
    scenario,
    set_tag,
    stats,
    transition,
)

BRANN = "LOE_077"
RENO = "LOE_011"
FINLEY = "LOE_076"
TORCH, ROARING_TORCH = "LOE_002", "LOE_002t"
ENTOMB = "LOE_104"
PILLAGER = "LOE_012"
TROGG = "LOE_018"
PEDDLER = "LOE_023"
CORRUPTOR = "BRM_034"
WHELP = "BRM_004"
IMP_BOSS, IMP = "BRM_006", "BRM_006t"

YETI = "VAN_CS2_182"  # 4/5
ARCHER = "VAN_CS2_189"  # Elven Archer: Battlecry: deal 1 damage
SI7 = "VAN_EX1_134"  # SI:7 Agent: Combo: deal 2 damage
AZURE_DRAKE = "VAN_EX1_284"  # a Dragon
BOLT = "VAN_EX1_238"  # Lightning Bolt: 3 damage, Overload: (1)
FERAL_SPIRIT = "VAN_EX1_248"  # Overload: (2)
SILENCE = "VAN_EX1_332"
KINGS = "VAN_CS2_092"  # Blessing of Kings: +4/+4
COIN = "GAME_005"
FIREBLAST = "VAN_HERO_08bp"  # the scenario's player 0 is a Mage
HEROES = tuple(f"HERO_0{i}" for i in range(1, 10))
UNIQUE_DECK = ("VAN_CS2_182", "VAN_CS2_172", "VAN_CS2_189", "VAN_CS2_203", "VAN_EX1_284")


def _examples(n: int) -> int:
    # n scaled by the active Hypothesis profile, as `properties.strategies.examples` scales it
    return max(1, round(n * settings().max_examples / 100))


def _hero(state: hsfp.GameState, p: int = 0) -> int:
    return hsfp.hero(state, p)


def _power(state: hsfp.GameState, p: int = 0) -> int:
    return hsfp.hero_power(state, p)


# ------------------------------------------------------------------------------ Brann Bronzebeard


def test_brann_makes_a_battlecry_run_twice_on_the_same_target() -> None:
    s, _ = put(scenario(), 0, BRANN, Zone.PLAY)
    s, _ = play(s, ARCHER, _hero(s, 1), check=True)
    assert hero_health(s, 1) == 28
    alone, _ = play(scenario(), ARCHER, _hero(scenario(), 1), check=True)
    assert hero_health(alone, 1) == 29


def test_two_branns_still_make_it_twice_and_a_silenced_one_not_at_all() -> None:
    s, _ = put_all(scenario(), 0, [BRANN, BRANN])
    twice, _ = play(s, ARCHER, _hero(s, 1), check=True)
    assert hero_health(twice, 1) == 28
    s, brann = put(scenario(), 0, BRANN, Zone.PLAY)
    s, _ = play(s, SILENCE, brann, check=True)
    once, _ = play(s, ARCHER, _hero(s, 1), check=True)
    assert hero_health(once, 1) == 29


def test_an_enemy_brann_does_not_double_your_battlecries() -> None:
    s, _ = put(scenario(), 1, BRANN, Zone.PLAY)
    s, _ = play(s, ARCHER, _hero(s, 1), check=True)
    assert hero_health(s, 1) == 29


def test_brann_does_not_double_a_combo() -> None:
    s, _ = put(scenario(), 0, BRANN, Zone.PLAY)
    s, _ = play(s, COIN, check=True)
    s, _ = play(s, SI7, _hero(s, 1), check=True)
    assert hero_health(s, 1) == 28


def test_brann_doubles_a_discover_into_two_choices_one_after_the_other() -> None:
    s, _ = put(scenario(), 0, BRANN, Zone.PLAY)
    s, _ = play(s, PEDDLER, check=True)
    assert s.pending is not None
    first = s.pending.options
    s = testing.act(s, Choose(first[0]), check=True)
    assert s.pending is not None and not set(s.pending.options) & set(first)
    s = testing.act(s, Choose(s.pending.options[0]), check=True)
    assert s.pending is None and len(hand(s)) == 2


def test_brann_reads_as_its_rule() -> None:
    d = definition(BRANN)
    assert render(d, strict=True) == "Your Battlecries trigger twice."
    assert render(d, "zh", strict=True) == "你的战吼会触发两次。"
    assert codec.from_json(codec.to_json(d)) == d


# ------------------------------------------------------------------------------------- Reno Jackson


def test_reno_fully_heals_your_hero_when_your_deck_has_no_duplicates() -> None:
    s = scenario(decks=(UNIQUE_DECK, UNIQUE_DECK))
    s = set_tag(s, _hero(s), Tag.DAMAGE, 20)
    s, _ = play(s, RENO, check=True)
    assert hero_health(s, 0) == 30


def test_reno_does_nothing_with_a_duplicate_in_the_deck() -> None:
    s = scenario(decks=((*UNIQUE_DECK, YETI), UNIQUE_DECK))
    s = set_tag(s, _hero(s), Tag.DAMAGE, 20)
    s, _ = play(s, RENO, check=True)
    assert hero_health(s, 0) == 10


def test_reno_heals_an_empty_deck_and_brann_changes_nothing_more() -> None:
    s = scenario(decks=((), ()))
    s, _ = put(s, 0, BRANN, Zone.PLAY)
    s = set_tag(s, _hero(s), Tag.DAMAGE, 5)
    s, _ = play(s, RENO, check=True)
    assert hero_health(s, 0) == 30


# ------------------------------------------------------------------------------ Sir Finley Mrrgglton


@settings(max_examples=_examples(30), deadline=None)
@given(st.integers(min_value=0, max_value=2**31), st.sampled_from(HEROES))
def test_finley_offers_three_distinct_basic_hero_powers_never_your_own_class(seed: int, hero: str) -> None:
    s, _ = play(scenario(seed=seed, heroes=(hero, "HERO_01")), FINLEY, check=True)
    assert s.pending is not None
    offered = [s.cards[o] for o in s.pending.options]
    assert len(offered) == 3 and len(set(offered)) == 3
    assert set(offered) <= set(BASIC_HERO_POWERS)
    assert definition(hero).hero_power not in offered
    assert all(CARDS[c].card_type == CardType.HERO_POWER for c in offered)


def test_the_chosen_hero_power_replaces_yours_ready_to_use_and_the_others_leave() -> None:
    s = testing.act(scenario(), HeroPower(target=hsfp.hero(scenario(), 1)), check=True)
    assert hero_health(s, 1) == 29
    s, _ = play(s, FINLEY, check=True)
    assert s.pending is not None
    options = s.pending.options
    chosen = s.cards[options[1]]
    s = testing.act(s, Choose(options[1]), check=True)
    assert s.pending is None
    assert s.cards[_power(s)] == chosen
    assert all(s.rows[o][column(Tag.ZONE)] == Zone.REMOVEDFROMGAME for o in (options[0], options[2]))
    # the new Hero Power can be used this turn although the old one was
    assert any(isinstance(a, HeroPower) for a in hsfp.legal_actions(s))


def test_a_second_finley_never_offers_the_hero_power_it_gave() -> None:
    s, _ = play(scenario(seed=3), FINLEY, check=True)
    assert s.pending is not None
    s = testing.act(s, Choose(s.pending.options[0]), check=True)
    got = s.cards[_power(s)]
    for _ in range(5):
        again, _ = play(s, FINLEY, check=True)
        assert again.pending is not None
        offered = {again.cards[o] for o in again.pending.options}
        assert got not in offered
        s = hsfp.reseed(s, 1)


def test_the_opponent_sees_that_finley_offers_three_never_which() -> None:
    s, _ = put(scenario(), 0, FINLEY, Zone.HAND)
    t = transition(s, PlayCard(hand(s)[0]))
    assert t.state.pending is not None
    offered = {t.state.cards[o] for o in t.state.pending.options}
    theirs = observation(t.state, 1).pending
    assert theirs is not None and theirs.n_options == 3 and theirs.option_cards == ()
    seen = {ev.entity_card for ev in filter_events(t.events, t.state, 1)} | {
        e.card_id for e in observation(t.state, 1).entities}
    assert not offered & seen
    pick = transition(t.state, Choose(t.state.pending.options[0]))
    kept = pick.state.cards[_power(pick.state)]
    seen_after = {e.card_id for e in observation(pick.state, 1).entities}
    assert not (offered - {kept}) & seen_after


def test_a_pending_finley_offer_is_restored_exactly_from_json() -> None:
    s, _ = play(scenario(), FINLEY, check=True)
    restored = hsfp.from_json(hsfp.to_json(s))
    assert state_hash(restored) == state_hash(s) and restored.pending == s.pending
    assert s.pending is not None
    option = s.pending.options[2]
    assert state_hash(testing.act(s, Choose(option))) == state_hash(testing.act(restored, Choose(option)))


def test_finley_reads_in_both_languages_and_its_nodes_round_trip() -> None:
    d = definition(FINLEY)
    assert render(d, strict=True) == "Battlecry: Discover a new Hero Power (one of 9 cards) to replace yours."
    assert render(d, "zh", strict=True) == "战吼：发现一个新的英雄技能（9张牌之一）替换你的英雄技能。"
    for node in (dsl.DiscoverHeroPower(dsl.CardList(BASIC_HERO_POWERS), n=2), dsl.KeepHeroPower()):
        holder = dsl.CardDef("TEST_LOE_NODE", "Node", CardType.SPELL, play=node)
        assert codec.from_json(codec.to_json(holder)) == holder
    assert codec.from_json(codec.to_json(d)) == d
    assert estimate_value(d) > estimate_value(definition("VAN_CS2_231")) + 1  # more than a 1/3 body


# --------------------------------------------------------------------------------- Forgotten Torch


def test_forgotten_torch_deals_3_and_shuffles_a_roaring_torch_that_deals_6() -> None:
    s, _ = play(scenario(), TORCH, _hero(scenario(), 1), check=True)
    assert hero_health(s, 1) == 27
    assert cards_in(s, 0, Zone.DECK).count(ROARING_TORCH) == 1
    s, _ = play(s, ROARING_TORCH, _hero(s, 1), check=True)
    assert hero_health(s, 1) == 21


# ------------------------------------------------------------------------------------------ Entomb


def test_entomb_shuffles_the_enemy_minion_into_your_deck_as_its_printed_card() -> None:
    s, yeti = put(scenario(), 1, YETI, Zone.PLAY)
    s, _ = play(s, KINGS, yeti, check=True)
    deck_before = len(cards_in(s, 0, Zone.DECK))
    s, _ = play(s, ENTOMB, yeti, check=True)
    assert board(s, 1) == ()
    assert s.rows[yeti][column(Tag.ZONE)] == Zone.DECK
    assert len(cards_in(s, 0, Zone.DECK)) == deck_before + 1
    assert s.rows[yeti][column(Tag.CONTROLLER)] == 0 and s.rows[yeti][column(Tag.OWNER)] == 0
    assert not [x for x in s.enchantments if s.rows[x][column(Tag.ATTACHED)] == yeti]
    assert stats(s, yeti) == (4, 5)


def test_an_entombed_minion_is_yours_to_draw_and_play() -> None:
    s, yeti = put(scenario(decks=((), ())), 1, YETI, Zone.PLAY)
    s, _ = play(s, ENTOMB, yeti, check=True)
    s = end_turns(s, 2, check=True)  # the only card of the deck is drawn at the start of the turn
    assert yeti in hand(s)
    s = testing.act(s, PlayCard(yeti), check=True)
    assert board(s) == (yeti,)


def test_entomb_needs_an_enemy_minion() -> None:
    s, mine = put(scenario(), 0, YETI, Zone.PLAY)
    s, entomb = put(s, 0, ENTOMB, Zone.HAND)
    refusal(s, PlayCard(entomb, target=mine))
    refusal(s, PlayCard(entomb))


def test_entomb_reads_in_both_languages_and_its_node_round_trips() -> None:
    d = definition(ENTOMB)
    assert render(d, strict=True) == "Shuffle an enemy minion into your deck."
    assert render(d, "zh", strict=True) == "将一个敌方随从洗入你的牌库。"
    node = dsl.ShuffleIntoDeckOf(dsl.Minions(dsl.Side.ENEMY), dsl.Side.ENEMY)
    holder = dsl.CardDef("TEST_LOE_NODE", "Node", CardType.SPELL, play=node)
    assert codec.from_json(codec.to_json(holder)) == holder
    assert codec.from_json(codec.to_json(d)) == d


# ------------------------------------------------------------------------------------ Tomb Pillager


def test_tomb_pillager_gets_a_coin_when_it_dies() -> None:
    s, pillager = put(scenario(), 0, PILLAGER, Zone.PLAY)
    s = set_tag(s, pillager, Tag.DAMAGE, 3)
    s, _ = play(s, BOLT, pillager, check=True)
    assert board(s) == ()
    assert testing.card_ids(s, hand(s)) == [COIN]


# ------------------------------------------------------------------------------ Overload, Tunnel Trogg


def test_playing_an_overload_card_announces_the_overload_with_its_amount() -> None:
    s, bolt = put(scenario(), 0, FERAL_SPIRIT, Zone.HAND)
    t = transition(s, PlayCard(bolt))
    overloads = [ev for ev in t.events if ev.kind == EventKind.OVERLOADED]
    assert [(ev.player, ev.amount, ev.source) for ev in overloads] == [(0, 2, bolt)]
    assert player_tag(t.state, 0, Tag.OVERLOAD_OWED) == 2
    s, yeti = put(s, 0, YETI, Zone.HAND)
    assert EventKind.OVERLOADED not in event_kinds(transition(s, PlayCard(yeti)))


def test_the_overload_effect_is_announced_too() -> None:
    card = dsl.CardDef("TEST_LOE_OVERLOAD", "Owe two", CardType.SPELL, play=dsl.Overload(2))
    hsfp.core.registry.register(card)
    try:
        s, c = put(scenario(), 0, card.card_id, Zone.HAND)
        t = transition(s, PlayCard(c))
        assert [ev.amount for ev in t.events if ev.kind == EventKind.OVERLOADED] == [2]
        assert player_tag(t.state, 0, Tag.OVERLOAD_OWED) == 2
    finally:
        hsfp.core.registry.unregister(card.card_id)


def test_tunnel_trogg_gains_attack_per_crystal_your_overload_locks() -> None:
    s, trogg = put(scenario(), 0, TROGG, Zone.PLAY)
    s, _ = play(s, BOLT, _hero(s, 1), check=True)
    assert stats(s, trogg) == (2, 3)
    s, _ = play(s, FERAL_SPIRIT, check=True)
    assert stats(s, trogg) == (4, 3)


def test_tunnel_trogg_ignores_the_opponents_overload_and_cards_without_it() -> None:
    s, trogg = put(scenario(), 0, TROGG, Zone.PLAY)
    s, _ = play(s, YETI, check=True)
    assert stats(s, trogg) == (1, 3)
    s = end_turns(s)
    s, _ = play(s, BOLT, _hero(s, 0), player=1, check=True)
    assert stats(s, trogg) == (1, 3)


def test_tunnel_trogg_reads_in_both_languages() -> None:
    d = definition(TROGG)
    assert render(d, strict=True) == (
        "Whenever you play a card with Overload, give this minion +Attack equal to that amount.")
    assert render(d, "zh", strict=True) == "每当你使用一张过载牌时，使该随从获得+等同于该数值的攻击力。"
    assert codec.from_json(codec.to_json(d)) == d


# ------------------------------------------------------------------------------------- Dark Peddler


@settings(max_examples=_examples(30), deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_dark_peddler_discovers_a_1_cost_card_of_its_own_printings_and_class(seed: int) -> None:
    s, _ = play(scenario(seed=seed, heroes=("HERO_07", "HERO_01")), PEDDLER, check=True)
    assert s.pending is not None
    offered = [s.cards[o] for o in s.pending.options]
    assert len(offered) == 3 and len(set(offered)) == 3
    for c in offered:
        d = CARDS[c]
        assert d.collectible and d.cost == 1 and not c.startswith(("VAN_", "CORE_"))
        assert d.card_class in (int(CardClass.WARLOCK), int(CardClass.NEUTRAL))
    s = testing.act(s, Choose(s.pending.options[0]), check=True)
    assert testing.card_ids(s, hand(s)) == [offered[0]]


# ------------------------------------------------------------------ a Dragon in hand: Corruptor, Whelp


def test_blackwing_corruptor_deals_5_while_you_hold_a_dragon() -> None:
    s, _ = put(scenario(), 0, AZURE_DRAKE, Zone.HAND)
    s, corruptor = put(s, 0, CORRUPTOR, Zone.HAND)
    assert _hero(s, 1) in hsfp.legal_targets(s, corruptor)
    s = testing.act(s, PlayCard(corruptor, target=_hero(s, 1)), check=True)
    assert hero_health(s, 1) == 25


def test_blackwing_corruptor_without_a_dragon_asks_for_no_target() -> None:
    s, corruptor = put(scenario(), 0, CORRUPTOR, Zone.HAND)
    assert hsfp.legal_targets(s, corruptor) == ()
    refusal(s, PlayCard(corruptor, target=_hero(s, 1)))
    after = testing.act(s, PlayCard(corruptor), check=True)
    assert board(after) == (corruptor,) and hero_health(after, 1) == 30 and hero_health(after, 0) == 30


def test_twilight_whelp_gains_2_health_only_while_you_hold_another_dragon() -> None:
    s, whelp = play(scenario(), WHELP, check=True)
    assert stats(s, whelp) == (2, 1)  # itself, being played, does not count
    s, _ = put(scenario(), 0, AZURE_DRAKE, Zone.HAND)
    s, whelp = play(s, WHELP, check=True)
    assert stats(s, whelp) == (2, 3)


def test_brann_gives_a_whelp_twice_the_health() -> None:
    s, _ = put_all(scenario(), 0, [BRANN])
    s, _ = put(s, 0, AZURE_DRAKE, Zone.HAND)
    s, whelp = play(s, WHELP, check=True)
    assert stats(s, whelp) == (2, 5)


def test_dragon_in_hand_cards_read_in_both_languages() -> None:
    whelp = definition(WHELP)
    assert render(whelp, strict=True) == "Battlecry: If there is a Dragon in your hand, give this minion +2 Health."
    assert render(whelp, "zh", strict=True).startswith("战吼：")
    assert render(definition(CORRUPTOR), strict=True).startswith("Battlecry: Deal 5 damage")


# ------------------------------------------------------------------------------------ Imp Gang Boss


def test_imp_gang_boss_summons_an_imp_each_time_it_takes_damage() -> None:
    s, boss = put(scenario(), 0, IMP_BOSS, Zone.PLAY)
    s, _ = play(s, BOLT, boss, check=True)
    assert testing.card_ids(s, board(s)) == [IMP_BOSS, IMP]
    assert stats(s, boss) == (2, 1) and stats(s, board(s)[1]) == (1, 1)
    s, _ = put(s, 1, YETI, Zone.PLAY)
    s = end_turns(s, 2)
    s = testing.act(s, hsfp.Attack(boss, board(s, 1)[0]), check=True)
    assert IMP_BOSS not in testing.card_ids(s, board(s))
    assert testing.card_ids(s, board(s)) == [IMP, IMP]


# ---------------------------------------------------------------------------------- the card data


def test_every_card_of_the_group_has_its_printed_numbers() -> None:
    db = database()
    for cid in (BRANN, RENO, FINLEY, TORCH, ROARING_TORCH, ENTOMB, PILLAGER, TROGG, PEDDLER, CORRUPTOR, WHELP,
                IMP_BOSS, IMP):
        d, c = definition(cid), db[cid]
        assert (d.name, d.cost, d.atk, d.health) == (c.name, c.cost, c.atk, c.health)


def test_a_resample_by_the_opponent_keeps_finleys_options_hero_powers_and_tells_nothing() -> None:
    s, _ = play(scenario(seed=4, heroes=("HERO_08", "HERO_01")), FINLEY, check=True)
    assert s.pending is not None
    seen_by_opponent = observation(s, 1)
    for seed in range(8):
        other = hsfp.resample(s, 1, seed=seed)
        assert observation(other, 1) == seen_by_opponent
        assert other.pending is not None
        offered = [other.cards[o] for o in other.pending.options]
        assert len(set(offered)) == 3 and set(offered) <= set(BASIC_HERO_POWERS)
        assert definition("HERO_08").hero_power not in offered  # never the chooser's own class
        chosen = testing.act(other, Choose(other.pending.options[0]), check=True)
        assert chosen.cards[_power(chosen)] == offered[0]
