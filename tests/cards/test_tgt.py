"""The Grand Tournament cards of the benchmark decks, played in real positions: Joust, a doubled Spell
Damage bonus, "if you're holding a Dragon", and the rest."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.text import render
from cards.value import effect_value
from hsfp import Attack, Code, EventKind, PlayCard, Tag, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS
from hsfp.core.state import GameState
from hsfp.core.tags import CardType
from hsfp.observation import filter_events, observation
from hsfp.testing import board, cards_in, durability, hero_health, play, player_tag, refusal, stats, transition

ARCANE_BLAST = "AT_004"
ARGENT_LANCE = "AT_077"
WYRMREST_AGENT = "AT_116"
TOTEM_GOLEM = "AT_052"
HORSERIDER = "AT_087"
CHILLMAW = "AT_123"
FLAME_JUGGLER = "AT_094"
VENDOR = "AT_111"
TWILIGHT_GUARDIAN = "AT_017"

YETI = "VAN_CS2_182"  # 4/5, costs 4
WISP = "VAN_CS2_231"  # 1/1, costs 0
CORE_HOUND = "VAN_CS2_201"  # 9/5, costs 7
KOBOLD = "VAN_CS2_142"  # Spell Damage +1
YSERA = "VAN_EX1_572"  # a Dragon
MOONFIRE = "VAN_CS2_008"  # 1 damage
FIREBALL = "VAN_CS2_029"  # spells fill a deck that has no minion
FROSTBOLT = "VAN_CS2_024"

SPELLS = (FIREBALL, FROSTBOLT, MOONFIRE)


def _decks(mine: tuple[str, ...], theirs: tuple[str, ...], seed: int = 0) -> GameState:
    return testing.scenario(seed=seed, decks=(mine, theirs))


def _lance(state: GameState) -> tuple[GameState, hsfp.Transition]:
    state, lance = testing.put(state, 0, ARGENT_LANCE, Zone.HAND)
    t = transition(state, PlayCard(lance))
    return t.state, t


def _lance_durability(state: GameState) -> int:
    return durability(state, hsfp.weapon(state, 0))


def _shown(state: GameState, viewer: int) -> list[tuple[int, str]]:
    # the revealed cards as the viewer sees them: shown copies out of the game, by their deck's owner
    return [(e.controller, e.card_id) for e in observation(state, viewer).entities
            if e.zone == Zone.REMOVEDFROMGAME and e.card_id]


# ------------------------------------------------------------------------------------------- Joust


def test_argent_lance_wins_the_joust_with_a_costlier_minion_and_gains_a_durability() -> None:
    state, _ = _lance(_decks((CORE_HOUND, *SPELLS), (WISP, *SPELLS)))
    assert _lance_durability(state) == 3


@pytest.mark.parametrize(("mine", "theirs"), [(WISP, CORE_HOUND), (YETI, YETI)])
def test_argent_lance_loses_the_joust_to_a_minion_that_costs_as_much_or_more(mine: str, theirs: str) -> None:
    state, _ = _lance(_decks((mine, *SPELLS), (theirs, *SPELLS)))
    assert _lance_durability(state) == 2


def test_an_opponent_without_a_minion_in_deck_loses_the_joust() -> None:
    state, t = _lance(_decks((WISP, *SPELLS), SPELLS))
    assert _lance_durability(state) == 3
    assert testing.event_kinds(t).count(EventKind.REVEALED) == 1
    assert _shown(state, 1) == [(0, WISP)]


@pytest.mark.parametrize("theirs", [(CORE_HOUND, *SPELLS), SPELLS, ()])
def test_without_a_minion_in_your_deck_the_joust_is_lost_and_nothing_is_revealed(theirs: tuple[str, ...]) -> None:
    state, t = _lance(_decks(SPELLS, theirs))
    assert _lance_durability(state) == 2
    assert EventKind.REVEALED not in testing.event_kinds(t)
    assert _shown(state, 0) == [] and _shown(state, 1) == []


def test_the_joust_compares_printed_costs_not_costs_changed_in_the_deck() -> None:
    state = _decks((YETI, *SPELLS), (WISP, *SPELLS))
    yeti = hsfp.zone(state, 0, Zone.DECK)[0]
    state = testing.set_tag(state, yeti, Tag.COST, 0)
    state, _ = _lance(state)
    assert _lance_durability(state) == 3


def test_both_players_see_the_two_revealed_cards_and_nothing_else_of_either_deck() -> None:
    state, t = _lance(_decks((CORE_HOUND, *SPELLS), (WISP, FIREBALL, FROSTBOLT)))
    for viewer in (0, 1):
        assert sorted(_shown(state, viewer)) == [(0, CORE_HOUND), (1, WISP)]
        seen = filter_events(t.events, state, viewer)
        assert [e.entity_card for e in seen if e.kind == EventKind.REVEALED] == [CORE_HOUND, WISP]
        assert [e.amount for e in seen if e.kind == EventKind.REVEALED] == [7, 0]
        named = {c for e in seen for c in (e.entity_card, e.source_card, e.target_card) if c}
        visible = {e.card_id for e in observation(state, viewer).entities}
        assert not (named | visible) & set(SPELLS)  # the decks' other cards stay hidden to both
    assert observation(state, 1).players[0].deck_size == 4 and observation(state, 0).players[1].deck_size == 3
    # what is shown is public: a state resampled for either player keeps both revealed cards
    assert all(observation(hsfp.resample(state, v, seed=1), v) == observation(state, v) for v in (0, 1))


def test_the_revealed_cards_go_back_into_their_decks_at_a_random_place() -> None:
    places = set()
    for seed in range(12):
        state, _ = _lance(_decks((CORE_HOUND, *SPELLS * 3), (WISP, *SPELLS), seed))
        assert sorted(cards_in(state, 0, Zone.DECK)) == sorted((CORE_HOUND, *SPELLS * 3))
        assert sorted(cards_in(state, 1, Zone.DECK)) == sorted((WISP, *SPELLS))
        places.add(cards_in(state, 0, Zone.DECK).index(CORE_HOUND))
    assert len(places) > 1


def test_the_joust_reveals_a_random_minion_of_the_deck() -> None:
    revealed = set()
    for seed in range(12):
        state, _ = _lance(_decks((WISP, FIREBALL, CORE_HOUND, FROSTBOLT), (YETI,), seed))
        mine = [c for p, c in _shown(state, 0) if p == 0]
        assert len(mine) == 1 and mine[0] in (WISP, CORE_HOUND)
        assert _lance_durability(state) == (3 if mine[0] == CORE_HOUND else 2)
        revealed.add(mine[0])
    assert revealed == {WISP, CORE_HOUND}


def _examples(n: int) -> int:
    # as properties.strategies.examples: n scaled by the active Hypothesis profile (ci: 100 is 1.0)
    return max(1, round(n * settings.default.max_examples / 100))


_DECK_CARD = st.sampled_from((WISP, YETI, CORE_HOUND, KOBOLD, *SPELLS))


@settings(max_examples=_examples(60), deadline=None)
@given(mine=st.lists(_DECK_CARD, max_size=8), theirs=st.lists(_DECK_CARD, max_size=8),
       seed=st.integers(min_value=0, max_value=2**64))
def test_a_joust_is_won_exactly_when_your_revealed_minion_costs_more_and_leaves_both_decks_whole(
        mine: list[str], theirs: list[str], seed: int) -> None:
    state, t = _lance(_decks(tuple(mine), tuple(theirs), seed))
    revealed = [(e.player, e.amount, CARDS[hsfp.card_id(state, e.entity)]) for e in t.events
                if e.kind == EventKind.REVEALED]
    costs = {p: cost for p, cost, _ in revealed}
    for p, cost, d in revealed:
        assert d.card_type == CardType.MINION and d.cost == cost and d.card_id in (mine, theirs)[p]
    has_minion = [any(CARDS[c].card_type == CardType.MINION for c in deck) for deck in (mine, theirs)]
    assert sorted(costs) == ([0, 1] if all(has_minion) else [0] if has_minion[0] else [])
    won = 0 in costs and costs[0] > costs.get(1, -1)
    assert _lance_durability(state) == (3 if won else 2)
    assert sorted(cards_in(state, 0, Zone.DECK)) == sorted(mine)
    assert sorted(cards_in(state, 1, Zone.DECK)) == sorted(theirs)


def test_a_joust_replays_exactly_from_the_same_seed() -> None:
    runs = {hsfp.state_hash(_lance(_decks((WISP, YETI, CORE_HOUND), (YETI, WISP), seed=9))[0]) for _ in range(2)}
    assert len(runs) == 1


def test_a_joust_with_an_otherwise_branch_runs_it_on_a_loss() -> None:
    d = CardDef("TEST_JOUST", "Joust", CardType.SPELL, play=dsl.Joust(dsl.Draw(2), otherwise=dsl.Draw(1)))
    hsfp.core.registry.register(d)
    try:
        won, _ = play(_decks((CORE_HOUND, *SPELLS), (WISP,)), d.card_id, check=True)
        lost, _ = play(_decks((WISP, *SPELLS), (CORE_HOUND,)), d.card_id, check=True)
    finally:
        hsfp.core.registry.unregister(d.card_id)
    assert len(testing.hand(won)) == 2 and len(testing.hand(lost)) == 1
    assert render(d) == "Reveal a minion in each deck. If yours costs more, draw 2 cards. Otherwise, draw a card."
    assert render(d, "zh") == "揭示双方牌库里的一张随从牌。如果你的牌法力值消耗较大，抽两张牌；否则，抽一张牌。"


def test_a_joust_survives_the_json_round_trip_and_saved_games_keep_the_revealed_cards() -> None:
    lance = CARDS[ARGENT_LANCE]
    text = codec.to_json(lance)
    assert codec.from_json(text) == lance and codec.to_json(codec.from_json(text)) == text
    state, _ = _lance(_decks((CORE_HOUND, *SPELLS), (WISP,)))
    again = hsfp.from_json(hsfp.to_json(state))
    assert hsfp.state_hash(again) == hsfp.state_hash(state) and _shown(again, 1) == _shown(state, 1)


def test_argent_lance_reads_in_both_languages_and_is_worth_part_of_its_prize() -> None:
    assert render(CARDS[ARGENT_LANCE]) == (
        "Battlecry: Reveal a minion in each deck. If yours costs more, give this weapon +1 Durability.")
    assert render(CARDS[ARGENT_LANCE], "zh") == (
        "战吼：揭示双方牌库里的一张随从牌。如果你的牌法力值消耗较大，使该武器获得+1耐久度。")
    joust = CARDS[ARGENT_LANCE].battlecry
    assert isinstance(joust, dsl.Joust)
    assert 0 < effect_value(joust) < effect_value(joust.then)


# ------------------------------------------------------------------------------------ Arcane Blast


def _blast(kobolds: int) -> tuple[int, int]:
    state = testing.scenario()
    state, _ = testing.put_all(state, 0, [KOBOLD] * kobolds, Zone.PLAY)
    state, yeti = testing.put(state, 1, CORE_HOUND, Zone.PLAY, health=20)
    state, _ = play(state, ARCANE_BLAST, yeti, check=True)
    moon, _ = play(state, MOONFIRE, yeti, check=True)
    dealt = hsfp.tag(state, yeti, Tag.DAMAGE)
    return dealt, hsfp.tag(moon, yeti, Tag.DAMAGE) - dealt


@pytest.mark.parametrize(("kobolds", "blast", "moonfire"), [(0, 2, 1), (1, 4, 2), (2, 6, 3)])
def test_arcane_blast_gets_double_the_spell_damage_bonus_of_another_spell(kobolds: int, blast: int,
                                                                         moonfire: int) -> None:
    assert _blast(kobolds) == (blast, moonfire)


def test_arcane_blast_targets_minions_only() -> None:
    state, blast = testing.put(testing.scenario(), 0, ARCANE_BLAST, Zone.HAND)
    assert refusal(state, PlayCard(blast, target=hsfp.hero(state, 1))) == Code.INVALID_TARGET


def test_a_bonus_damage_battlecry_gets_no_spell_damage() -> None:
    d = CardDef("TEST_BONUS", "Bonus", CardType.MINION, atk=1, health=1, target=dsl.Minions(),
                battlecry=dsl.BonusDamage(dsl.Target(), 1, times=3))
    hsfp.core.registry.register(d)
    try:
        state, _ = testing.put(testing.scenario(), 0, KOBOLD, Zone.PLAY)
        state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
        state, _ = play(state, d.card_id, yeti, check=True)
    finally:
        hsfp.core.registry.unregister(d.card_id)
    assert stats(state, yeti) == (4, 4)
    assert render(d) == "Battlecry: Deal 1 damage to a minion. This gets triple bonus from Spell Damage."


def test_arcane_blast_reads_in_both_languages_and_round_trips() -> None:
    blast = CARDS[ARCANE_BLAST]
    assert render(blast) == "Deal $2 damage to a minion. This gets double bonus from Spell Damage."
    assert render(blast, "zh") == "对一个随从造成$2点伤害。其受到的法术伤害增益效果翻倍。"
    text = codec.to_json(blast)
    assert codec.from_json(text) == blast and codec.to_json(codec.from_json(text)) == text
    assert effect_value(blast.play) > effect_value(dsl.Damage(dsl.Target(), 2))


# ------------------------------------------------------------------------- holding a Dragon


@pytest.mark.parametrize(("card_id", "plain"), [(WYRMREST_AGENT, (1, 4)), (TWILIGHT_GUARDIAN, (2, 6))])
def test_holding_a_dragon_gives_plus_one_attack_and_taunt(card_id: str, plain: tuple[int, int]) -> None:
    state, _ = testing.put(testing.scenario(), 0, YSERA, Zone.HAND)
    state, m = play(state, card_id, check=True)
    assert stats(state, m) == (plain[0] + 1, plain[1]) and hsfp.tag(state, m, Tag.TAUNT) == 1


@pytest.mark.parametrize(("card_id", "plain"), [(WYRMREST_AGENT, (1, 4)), (TWILIGHT_GUARDIAN, (2, 6))])
def test_without_a_dragon_in_hand_nothing_is_gained(card_id: str, plain: tuple[int, int]) -> None:
    state, _ = testing.put(testing.scenario(), 0, YETI, Zone.HAND)
    state, _ = testing.put(state, 1, YSERA, Zone.HAND)  # the opponent's Dragon does not count
    state, m = play(state, card_id, check=True)
    assert stats(state, m) == plain and hsfp.tag(state, m, Tag.TAUNT) == 0


def test_twilight_guardian_being_played_is_not_a_dragon_in_hand() -> None:
    # it is a Dragon itself, but it has left the hand when its Battlecry runs
    state, m = play(testing.scenario(), TWILIGHT_GUARDIAN, check=True)
    assert stats(state, m) == (2, 6)


def _chillmaw_dies(dragon_in_hand_of: int | None) -> GameState:
    state, chillmaw = testing.put(testing.scenario(), 0, CHILLMAW, Zone.PLAY, damage=5)
    state, _ = testing.put_all(state, 0, [YETI], Zone.PLAY)
    state, _ = testing.put_all(state, 1, [YETI, YETI], Zone.PLAY)
    if dragon_in_hand_of is not None:
        state, _ = testing.put(state, dragon_in_hand_of, YSERA, Zone.HAND)
    state, _ = play(state, MOONFIRE, chillmaw, check=True)
    assert chillmaw not in board(state, 0)
    return state


def test_chillmaw_dying_with_a_dragon_in_hand_deals_3_damage_to_all_minions() -> None:
    state = _chillmaw_dies(0)
    assert [stats(state, m) for m in (*board(state, 0), *board(state, 1))] == [(4, 2)] * 3
    assert hero_health(state, 0) == 30 and hero_health(state, 1) == 30


@pytest.mark.parametrize("holder", [None, 1])
def test_chillmaw_without_a_dragon_in_its_controllers_hand_does_nothing(holder: int | None) -> None:
    state = _chillmaw_dies(holder)
    assert [stats(state, m) for m in (*board(state, 0), *board(state, 1))] == [(4, 5)] * 3


def test_chillmaw_has_taunt() -> None:
    state, _ = testing.put(testing.scenario(), 1, CHILLMAW, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.INVALID_TARGET


def test_holding_a_dragon_reads_in_both_languages() -> None:
    assert render(CARDS[CHILLMAW]) == (
        "Taunt. Deathrattle: If there is a Dragon in your hand, deal 3 damage to all minions.")
    assert render(CARDS[WYRMREST_AGENT], "zh") == "战吼：如果存在一个你的手牌中的龙，使该随从获得+1攻击力和嘲讽。"


# ------------------------------------------------------------------------------------ the rest


def test_flame_juggler_deals_1_damage_to_a_random_enemy_never_a_friend() -> None:
    hit = set()
    for seed in range(16):
        state, friend = testing.put(testing.scenario(seed=seed), 0, YETI, Zone.PLAY)
        state, foe = testing.put(state, 1, YETI, Zone.PLAY)
        state, _ = play(state, FLAME_JUGGLER, check=True)
        enemy = {foe: 5 - stats(state, foe)[1], hsfp.hero(state, 1): 30 - hero_health(state, 1)}
        assert sorted(enemy.values()) == [0, 1]
        assert stats(state, friend) == (4, 5) and hero_health(state, 0) == 30
        hit.add(max(enemy, key=lambda e: enemy[e]))
    assert len(hit) == 2


def test_refreshment_vendor_restores_4_health_to_each_hero() -> None:
    state = testing.scenario()
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    state = testing.set_tag(state, hsfp.hero(state, 1), Tag.DAMAGE, 2)
    state, _ = play(state, VENDOR, check=True)
    assert hero_health(state, 0) == 24 and hero_health(state, 1) == 30


def test_totem_golem_overloads_one_crystal() -> None:
    state, golem = play(testing.scenario(), TOTEM_GOLEM, check=True)
    assert stats(state, golem) == (3, 4) and player_tag(state, 0, Tag.OVERLOAD_OWED) == 1
    state = testing.end_turns(state, 2)
    assert player_tag(state, 0, Tag.OVERLOAD_LOCKED) == 1


def test_argent_horserider_charges_and_its_divine_shield_takes_the_first_hit() -> None:
    state, rider = play(testing.scenario(), HORSERIDER, check=True)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = transition(state, Attack(rider, yeti)).state
    assert rider in board(state, 0) and hsfp.tag(state, rider, Tag.DIVINE_SHIELD) == 0
    assert stats(state, yeti) == (4, 3)
