"""Mean Streets of Gadgetzan, the Kabal: Discover's variants, Kazakus's custom spell, Raza, the potions."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.gangs.kabal import KAZAKUS_POTION
from cards.text import render
from cards.value import estimate_value
from hsfp import Attack, Choose, EndTurn, HeroPower, PlayCard, Zone, decks, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef, Side
from hsfp.core.registry import CARDS, register, unregister
from hsfp.core.state import GameState, state_hash
from hsfp.core.tags import CardClass, CardType, Race, Tag, column
from hsfp.observation import SeenEvent, filter_events, observation
from hsfp.testing import board, card_ids, cards_in, end_turns, hand, hero_health, play, stats
from reducers.offers import pack_parts, unpack_parts

YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2 Beast
CROCOLISK = "VAN_CS2_120"  # 2/3 Beast
DRAKE = "VAN_EX1_284"  # Azure Drake, a 4/4 Dragon
LESSER, GREATER, SUPERIOR = (r.parts for r in KAZAKUS_POTION.recipes)
BASES = tuple(r.base for r in KAZAKUS_POTION.recipes)
NEW_POWER = CardDef("TEST_NEW_POWER", "Your Hero Power becomes Armor Up!", CardType.SPELL,
                    play=dsl.ChangeHeroPower("VAN_HERO_01bp"))
FROM_LIST = CardDef("TEST_FROM_LIST", "Discover one of three", CardType.SPELL,
                    play=dsl.Discover(dsl.CardList((YETI, RAPTOR, CROCOLISK)), class_rule=False))
FROM_MY_DECK = CardDef("TEST_FROM_MY_DECK", "Discover a copy of a card in your deck", CardType.SPELL,
                       play=dsl.DiscoverCopy(dsl.InZone(Zone.DECK, Side.FRIENDLY)))
TEST_CARDS = (NEW_POWER, FROM_LIST, FROM_MY_DECK)


def examples(n: int) -> int:
    # n scaled by the active Hypothesis profile, as `properties.strategies.examples` scales it
    return max(1, round(n * settings.default.max_examples / 100))


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    register(*TEST_CARDS)
    yield
    for d in TEST_CARDS:
        unregister(d.card_id)


def _unique_deck(n: int = 10) -> list[str]:
    # distinct collectible minions of the legacy printing: a deck with no duplicates
    return sorted(k for k, d in CARDS.items()
                  if k.startswith("VAN_") and d.collectible and d.card_type == CardType.MINION
                  and d.card_class == CardClass.NEUTRAL)[:n]


def _offered(state: GameState) -> list[str]:
    assert state.pending is not None
    return [state.cards[o] for o in state.pending.options]


def _names(events: tuple[SeenEvent, ...]) -> set[str]:
    return {c for ev in events for c in (ev.entity_card, ev.source_card, ev.target_card) if c}


def _known_to(state: GameState, viewer: int) -> set[str]:
    obs = observation(state, viewer)
    shown = {ent.card_id for ent in obs.entities if ent.card_id}
    if obs.pending is not None:
        shown.update(obs.pending.option_cards)
    return shown


def _hidden_from_opponent(t: hsfp.Transition, offered: set[str], opponent: int = 1) -> None:
    theirs = observation(t.state, opponent).pending
    if theirs is not None:
        assert theirs.options == () and theirs.option_cards == ()
    assert not offered & _known_to(t.state, opponent)
    assert not offered & _names(filter_events(t.events, t.state, opponent))


def _pick(state: GameState, i: int) -> hsfp.Transition:
    assert state.pending is not None
    return testing.transition(state, Choose(state.pending.options[i]))


# ---------------------------------------------------------------------------------- Kabal Courier


@settings(max_examples=examples(20), deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_kabal_courier_offers_one_mage_one_priest_and_one_warlock_card(seed: int) -> None:
    s, c = testing.put(testing.scenario(seed=seed), 0, "CFM_649", Zone.HAND)
    t = testing.transition(s, PlayCard(c, position=0))
    offered = _offered(t.state)
    assert sorted(CARDS[o].card_class for o in offered) == sorted(
        (CardClass.MAGE, CardClass.PRIEST, CardClass.WARLOCK))
    assert all(CARDS[o].collectible and not o.startswith(("VAN_", "CORE_")) for o in offered)
    _hidden_from_opponent(t, set(offered))
    pick = _pick(t.state, 2)
    assert card_ids(pick.state, hand(pick.state)) == [offered[2]]
    _hidden_from_opponent(pick, set(offered) - {offered[2]})


# ------------------------------------------------------------------------------ Drakonid Operative


def test_drakonid_operative_discovers_a_copy_of_a_card_in_the_opponents_deck() -> None:
    theirs = [YETI, YETI, RAPTOR, CROCOLISK, DRAKE, "VAN_CS2_179"]
    s = testing.scenario(seed=3, decks=(testing.FILLER, theirs))
    s, _ = testing.put(s, 0, DRAKE, Zone.HAND)
    s, c = testing.put(s, 0, "CFM_605", Zone.HAND)
    deck_before = testing.cards_in(s, 1, Zone.DECK)
    t = testing.transition(s, PlayCard(c, position=0))
    offered = _offered(t.state)
    assert len(set(offered)) == 3 and set(offered) <= set(theirs)
    assert cards_in(t.state, 1, Zone.DECK) == deck_before  # copies: the deck is untouched
    # the opponent knows its own deck, but not which of its cards were offered
    _hidden_from_opponent(t, set(offered) - {DRAKE})
    assert observation(t.state, 1).pending is not None and observation(t.state, 1).pending.n_options == 3
    pick = _pick(t.state, 0)
    assert card_ids(pick.state, hand(pick.state))[-1] == offered[0]
    assert pick.state.rows[hand(pick.state)[-1]][column(Tag.CONTROLLER)] == 0


def test_drakonid_operative_without_a_dragon_in_hand_offers_nothing() -> None:
    s, _ = testing.put(testing.scenario(), 0, YETI, Zone.HAND)
    state, _ = play(s, "CFM_605", position=0)
    assert state.pending is None and card_ids(state, hand(state)) == [YETI]


def test_a_discover_from_a_deck_offers_each_card_once_whatever_its_copies() -> None:
    mine = [YETI] * 8 + [RAPTOR, CROCOLISK]
    state, _ = play(testing.scenario(seed=5, decks=(mine, testing.FILLER)), FROM_MY_DECK.card_id)
    assert sorted(_offered(state)) == sorted({YETI, RAPTOR, CROCOLISK})


def test_a_discover_from_a_given_list_offers_exactly_that_list() -> None:
    state, _ = play(testing.scenario(seed=1), FROM_LIST.card_id)
    assert sorted(_offered(state)) == sorted((YETI, RAPTOR, CROCOLISK))


# ------------------------------------------------------------------------------------- Kazakus


def _kazakus(seed: int = 0) -> tuple[GameState, hsfp.Transition]:
    s = testing.scenario(seed=seed, decks=(_unique_deck(), testing.FILLER))
    s, c = testing.put(s, 0, "CFM_621", Zone.HAND)
    return s, testing.transition(s, PlayCard(c, position=0))


@settings(max_examples=examples(15), deadline=None)
@given(st.integers(min_value=0, max_value=2**31), st.integers(0, 2), st.integers(0, 2), st.integers(0, 2))
def test_kazakus_builds_one_potion_in_three_choices_hidden_from_the_opponent(
        seed: int, cost: int, first: int, second: int) -> None:
    _, t = _kazakus(seed)
    assert _offered(t.state) == list(BASES)
    t = _pick(t.state, cost)
    recipe = KAZAKUS_POTION.recipes[cost]
    step1 = _offered(t.state)
    assert len(set(step1)) == 3 and set(step1) <= set(recipe.parts)
    _hidden_from_opponent(t, set(step1))
    t = _pick(t.state, first)
    step2 = _offered(t.state)
    assert len(set(step2)) == 3 and set(step2) <= set(recipe.parts) - {step1[first]}
    _hidden_from_opponent(t, set(step1) | set(step2))
    t = _pick(t.state, second)
    assert t.state.pending is None
    (potion,) = hand(t.state)
    assert t.state.cards[potion] == recipe.product
    parts = unpack_parts(t.state.rows[potion][column(Tag.CUSTOM_PARTS)])
    assert [recipe.parts[i] for i in parts] == [step1[first], step2[second]]
    _hidden_from_opponent(t, set(step1) | set(step2))
    assert observation(t.state, 1).players[0].hand_size == 1


def test_kazakus_with_duplicates_in_the_deck_creates_nothing() -> None:
    state, _ = play(testing.scenario(), "CFM_621", position=0)  # a deck of ten Yetis
    assert state.pending is None and hand(state) == ()


def test_a_pending_kazakus_choice_is_restored_exactly_from_json() -> None:
    _, t = _kazakus(4)
    restored = hsfp.from_json(hsfp.to_json(t.state))
    assert state_hash(restored) == state_hash(t.state) and restored.pending == t.state.pending
    a, b = (_pick(_pick(_pick(s, 1).state, 0).state, 2).state for s in (t.state, restored))
    assert state_hash(a) == state_hash(b)
    (potion,) = hand(a)
    assert a.rows[potion][column(Tag.CUSTOM_PARTS)] != 0


def test_the_potion_made_is_restored_exactly_from_json() -> None:
    _, t = _kazakus(4)
    a = _pick(_pick(_pick(t.state, 1).state, 0).state, 2).state
    again = hsfp.from_json(hsfp.to_json(a))
    (potion,) = hand(again)
    assert again.rows[potion][column(Tag.CUSTOM_PARTS)] == a.rows[potion][column(Tag.CUSTOM_PARTS)] != 0


def test_a_potion_casts_its_parts_in_the_order_chosen() -> None:
    # Greater Potion of Stonescale Oil (Gain 7 Armor) then Kingsblood (Draw 2 cards)
    parts = (GREATER.index("CFM_621t17"), GREATER.index("CFM_621t22"))
    s, potion = testing.put(testing.scenario(), 0, "CFM_621t14", Zone.HAND, custom_parts=pack_parts(parts))
    state = testing.act(s, PlayCard(potion), check=True)
    assert state.rows[hsfp.hero(state, 0)][column(Tag.ARMOR)] == 7
    assert len(hand(state)) == 2
    assert unpack_parts(pack_parts((4, 0, 9))) == (4, 0, 9)


def test_a_potion_of_heart_of_fire_asks_for_its_target_when_cast() -> None:
    parts = (LESSER.index("CFM_621t2"), LESSER.index("CFM_621t3"))  # 3 damage, then 4 Armor
    s, potion = testing.put(testing.scenario(), 0, "CFM_621t", Zone.HAND, custom_parts=pack_parts(parts))
    s, yeti = testing.put(s, 1, YETI, Zone.PLAY)
    t = testing.transition(s, PlayCard(potion))
    assert t.state.pending is not None and yeti in t.state.pending.options
    state = testing.act(t.state, Choose(yeti), check=True)
    assert stats(state, yeti) == (4, 2)
    assert state.rows[hsfp.hero(state, 0)][column(Tag.ARMOR)] == 4


def test_a_superior_potion_of_mystic_wool_turns_every_minion_into_a_sheep() -> None:
    parts = (SUPERIOR.index("CFM_621t29"), SUPERIOR.index("CFM_621t26"))
    s, potion = testing.put(testing.scenario(), 0, "CFM_621t15", Zone.HAND, custom_parts=pack_parts(parts))
    s, _ = testing.put_all(s, 0, [YETI])
    s, _ = testing.put_all(s, 1, [RAPTOR, DRAKE])
    state = testing.act(s, PlayCard(potion), check=True)
    assert card_ids(state, board(state, 0) + board(state, 1)) == ["CFM_621_m5"] * 3


def test_ichor_of_undeath_summons_a_friendly_minion_that_died() -> None:
    s, raptor = testing.put(testing.scenario(), 0, RAPTOR, Zone.PLAY)
    s, yeti = testing.put(s, 1, YETI, Zone.PLAY)
    s = testing.act(s, Attack(raptor, yeti))
    assert board(s, 0) == ()
    state, _ = play(s, "CFM_621t37")
    assert card_ids(state, board(state, 0)) == [RAPTOR]


# ---------------------------------------------------------------------------------------- Raza


def _power_cost(state: GameState, p: int = 0) -> int:
    return hsfp.cost(state, hsfp.hero_power(state, p))


def test_raza_with_no_duplicates_makes_the_hero_power_cost_0_for_the_game_and_a_new_one_too() -> None:
    s = testing.scenario(decks=(_unique_deck(), testing.FILLER))
    assert _power_cost(s) == 2
    state, _ = play(s, "CFM_020", position=0)
    assert _power_cost(state) == 0
    state = end_turns(state, 2)
    assert _power_cost(state) == 0
    state, _ = play(state, NEW_POWER.card_id)
    assert hsfp.card_id(state, hsfp.hero_power(state, 0)) == "VAN_HERO_01bp" and _power_cost(state) == 0
    mana = testing.player_tag(state, 0, Tag.MANA)
    state = testing.act(state, HeroPower(), check=True)
    assert testing.player_tag(state, 0, Tag.MANA) == mana
    restored = hsfp.from_json(hsfp.to_json(state))
    assert _power_cost(restored) == 0 and _power_cost(restored, 1) == 2


def test_raza_with_a_duplicate_in_the_deck_changes_nothing() -> None:
    state, _ = play(testing.scenario(), "CFM_020", position=0)
    assert _power_cost(state) == 2


# ------------------------------------------------------------------------------- the other cards


def test_kabal_talonpriest_gives_a_friendly_minion_3_health() -> None:
    s, yeti = testing.put(testing.scenario(), 0, YETI, Zone.PLAY)
    state, _ = play(s, "CFM_626", yeti, position=1)
    assert stats(state, yeti) == (4, 8)


def test_dragonfire_potion_spares_dragons() -> None:
    s, (yeti, drake) = testing.put_all(testing.scenario(), 0, [YETI, DRAKE])
    s, (enemy,) = testing.put_all(s, 1, ["VAN_CS2_179"])
    state, _ = play(s, "CFM_662")
    assert board(state, 0) == (drake,) and board(state, 1) == ()
    assert CARDS[DRAKE].race == Race.DRAGON and yeti not in board(state, 0) and enemy not in board(state, 1)


def test_volcanic_potion_deals_2_to_every_minion() -> None:
    s, (yeti,) = testing.put_all(testing.scenario(), 0, [YETI])
    s, (raptor,) = testing.put_all(s, 1, [RAPTOR])
    state, _ = play(s, "CFM_065")
    assert stats(state, yeti) == (4, 3) and board(state, 1) == () and hero_health(state, 1) == 30
    assert raptor not in board(state, 1)


def test_potion_of_madness_steals_a_small_minion_that_attacks_at_once_until_the_end_of_the_turn() -> None:
    s, (small, big) = testing.put_all(testing.scenario(), 1, [CROCOLISK, YETI])
    s, c = testing.put(s, 0, "CFM_603", Zone.HAND)
    assert testing.refusal(s, PlayCard(c, target=big)) == hsfp.Code.INVALID_TARGET
    state = testing.act(s, PlayCard(c, target=small), check=True)
    assert board(state, 0) == (small,)
    state = testing.act(state, Attack(small, hsfp.hero(state, 1)), check=True)
    assert hero_health(state, 1) == 28
    state = testing.act(state, EndTurn(), check=True)
    assert small in board(state, 1)


def test_manic_soulcaster_shuffles_a_printed_copy_of_a_friendly_minion_into_the_deck() -> None:
    s, yeti = testing.put(testing.scenario(), 0, YETI, Zone.PLAY)
    s, _ = play(s, "CFM_626", yeti, position=1)  # the copy is of the printed card: not 4/8
    deck = cards_in(s, 0, Zone.DECK)
    state, _ = play(s, "CFM_660", yeti, position=0)
    after = cards_in(state, 0, Zone.DECK)
    assert len(after) == len(deck) + 1 and sorted(after) == sorted([*deck, YETI])
    copy = next(e for e in hsfp.zone(state, 0, Zone.DECK) if e > yeti and state.cards[e] == YETI)
    assert stats(state, copy)[1] == 5
    assert yeti in board(state, 0)


# --------------------------------------------------------------------------------- nodes as data

NODES: tuple[tuple[dsl.Effect | dsl.Condition | dsl.Selector, str, str], ...] = (
    (dsl.DiscoverEach((dsl.CardList((YETI,)), dsl.CardList((RAPTOR,)))),
     "Discover a Chillwind Yeti or Bloodfen Raptor (one of each)", "发现"),
    (dsl.DiscoverCopy(dsl.InZone(Zone.DECK, Side.ENEMY)), "Discover a copy of a card in your opponent's deck",
     "发现"),
    (dsl.ShuffleCopy(dsl.Target()), "shuffle a copy of", "洗入你的牌库"),
    (KAZAKUS_POTION, "create a custom spell: choose its Cost (1, 5 or 10), then 2 of its parts", "自定义法术"),
    (dsl.CastParts(LESSER), "cast the parts", "成分"),
    (dsl.CraftPick(KAZAKUS_POTION, 1, (2,), (40, 41, 42)), "custom spell", "自定义法术"),
)


@pytest.mark.parametrize(("node", "en", "zh"), NODES)
def test_each_new_node_round_trips_through_json_and_reads_in_both_languages(
        node: dsl.Effect, en: str, zh: str) -> None:
    d = CardDef("TEST_NODE", "A node", CardType.SPELL, play=node)
    assert codec.from_json(codec.to_json(d)) == d
    assert en.lower() in render(d).lower() and zh in render(d, "zh")


def test_the_deck_predicate_and_the_hero_power_read_in_both_languages_and_round_trip() -> None:
    raza, aura = CARDS["CFM_020"], CARDS["CFM_020e"]
    assert "If your deck has no duplicates" in render(raza) and "你的牌库里没有相同的牌" in render(raza, "zh")
    assert render(aura) == "Your Hero Power costs (0)." and "你的英雄技能" in render(aura, "zh")
    d = CardDef("TEST_NODE", "A node", CardType.SPELL, target=dsl.HeroPowers(Side.ENEMY),
                playable_if=dsl.NoDuplicatesInDeck(Side.ANY))
    assert codec.from_json(codec.to_json(d)) == d
    for cid in ("CFM_649", "CFM_605", "CFM_621", "CFM_620" if "CFM_620" in CARDS else "CFM_621t15"):
        assert codec.from_json(codec.to_json(CARDS[cid])) == CARDS[cid]


def test_the_offers_are_worth_more_than_nothing() -> None:
    nothing = estimate_value(CardDef("TEST_NOTHING", "Nothing", CardType.SPELL))
    for cid in ("CFM_649", "CFM_621", "CFM_621t14", "CFM_660"):
        assert estimate_value(CARDS[cid]) > nothing


# ------------------------------------------------------------------ offers over whole random games


@settings(max_examples=examples(10), deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_in_random_games_of_the_kabal_decks_no_player_sees_the_others_offered_options(seed: int) -> None:
    mage, priest = decks.preset("RenoKazakusMage"), decks.preset("RenoKazakusDragonPriest")
    s = hsfp.new_game(decks=(mage.cards, priest.cards), heroes=(mage.hero, priest.hero), seed=seed)
    rng = random.Random(seed)
    offered: set[int] = set()
    out_of_play = (Zone.SETASIDE, Zone.REMOVEDFROMGAME)
    for _ in range(400):
        if hsfp.is_terminal(s):
            break
        if s.pending is not None and s.pending.player in (0, 1):
            offered.update(o for o in s.pending.options if s.rows[o][column(Tag.ZONE)] == Zone.SETASIDE)
        t = testing.transition(s, rng.choice(hsfp.legal_actions(s)))
        for viewer in (0, 1):
            for ent in observation(t.state, viewer).entities:
                if ent.entity in offered and ent.zone in out_of_play and ent.controller != viewer:
                    assert not ent.card_id
            for ev in filter_events(t.events, t.state, viewer):
                if ev.kind == hsfp.EventKind.CARD_ADDED and ev.entity in offered and ev.player != viewer:
                    assert ev.entity_card is None
        s = t.state
