"""Avatar of Hearthstone: a pack of CORE cards opened and every card of it played, with random choices."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.core.avatar import CORE_PACK, Rarity
from cards.core.pools import CORE_IDS
from cards.facts import facts
from cards.text import render
from cards.value import estimate_value
from hsfp import Choose, Tag, UseLocation, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS, register, unregister
from hsfp.core.state import GameState
from hsfp.core.tags import CardType, column
from hsfp.testing import board, card_ids, cards_in, hero_health, play, player_tag, stats
from hsfp.validation import problems
from reducers.play_randomly import open_pack

AVATAR = "CORE_WON_145"
YETI = "VAN_CS2_182"  # 4/5, no Battlecry
ELVEN_ARCHER = "CORE_CS2_189"  # Battlecry: deal 1 damage to a character
FIRE_ELEMENTAL = "CORE_CS2_042"  # 6 Mana; Battlecry: deal 4 damage to a character
FIREBALL = "CORE_CS2_029"  # 4 Mana: deal 6 damage to a character
HOLY_SMITE = "CORE_CS1_130"  # deal 3 damage to a minion
EXECUTE = "CORE_CS2_108"  # destroy a damaged enemy minion
ARCANE_INTELLECT = "CORE_CS2_023"  # draw 2 cards, no target
LIGHTNING_BOLT = "CORE_EX1_238"  # deal 3 damage to a character; Overload: (1)
LIVING_ROOTS = "CORE_AT_037"  # Choose One: deal 2 damage to a character, or summon two 1/1 Saplings
ICE_BARRIER = "CORE_EX1_289"  # Secret
WARBLADES = "CORE_BT_921"  # Aldrachi Warblades, a weapon
JARAXXUS = "CORE_EX1_323"  # a hero card: Battlecry: equip a 3/8 Blood Fury
BLOOD_FURY = "EX1_323w"
SANGUINE_DEPTHS = "CORE_REV_990"  # a location, Durability 3

#: The defined collectible cards of the CORE set: what a pack may hold.
DEFINED_CORE = tuple(c for c in CORE_IDS if c in CARDS)

_made: list[str] = []


@pytest.fixture(autouse=True)
def _test_cards() -> Iterator[None]:
    yield
    while _made:
        unregister(_made.pop())


def _examples(n: int) -> int:
    # n scaled by the active Hypothesis profile
    return max(1, round(n * settings().max_examples / 100))


def _pack_card(cards: tuple[str, ...]) -> str:
    # a 0-Cost spell that plays the given cards as a pack's are played
    card_id = "TEST_PACK_" + "_".join(cards)
    d = CardDef(card_id, "Pack", CardType.SPELL, play=dsl.Seq(tuple(dsl.PlayRandomly(c) for c in cards)))
    if card_id not in CARDS:
        register(d)
        _made.append(card_id)
    return card_id


def _play_pack(state: GameState, *cards: str) -> GameState:
    return play(state, _pack_card(cards), check=True)[0]


def _played_from(state: GameState, source: int) -> list[int]:
    # the cards a source made and played (their creator is the source), in the order they were made
    return [e for e in range(4, len(state.rows)) if state.rows[e][column(Tag.CREATOR)] == source
            and state.cards[e] in CORE_IDS]


def _total_damage(state: GameState) -> int:
    characters = [hsfp.hero(state, p) for p in (0, 1)] + list(board(state, 0)) + list(board(state, 1))
    return sum(int(state.rows[c][column(Tag.DAMAGE)]) for c in characters)


# ---------------------------------------------------------------------------------------- the pack


@settings(max_examples=_examples(100), deadline=None)
@given(st.integers(0, 2**32))
def test_a_pack_holds_five_core_cards_and_at_least_one_rare_or_better(seed: int) -> None:
    state = testing.scenario(seed=seed)
    _, cards = open_pack(state, CORE_PACK, 0)
    assert len(cards) == 5
    assert all(c in DEFINED_CORE for c in cards)
    assert any(facts(c)["rarity"] != Rarity.COMMON for c in cards)
    assert open_pack(state, CORE_PACK, 0)[1] == cards  # drawn from the state's own stream


def test_pack_rarities_follow_the_card_packs_odds() -> None:
    rarities = Counter(facts(c)["rarity"] for seed in range(400)
                       for c in open_pack(testing.scenario(seed=seed), CORE_PACK, 0)[1])
    total = sum(rarities.values())
    assert 0.6 < rarities[Rarity.COMMON] / total < 0.8
    assert 0.15 < rarities[Rarity.RARE] / total < 0.35
    assert 0 < rarities[Rarity.LEGENDARY] < rarities[Rarity.EPIC] < rarities[Rarity.RARE]


def test_avatar_of_hearthstone_plays_the_five_cards_of_its_pack() -> None:
    played = 0
    for seed in range(12):
        state, avatar = play(testing.scenario(seed=seed), AVATAR, check=True)
        if state.pending is not None:
            continue  # a card of the pack is waiting on its player's Discover: the rest comes after
        cards = _played_from(state, avatar)
        assert len(cards) == 5
        assert any(facts(state.cards[c])["rarity"] != Rarity.COMMON for c in cards)
        assert all(state.rows[c][column(Tag.ZONE)] != Zone.SETASIDE for c in cards)
        played += 1
    assert played >= 6


def test_avatar_of_hearthstone_reads_in_both_languages_and_round_trips_through_json() -> None:
    d = CARDS[AVATAR]
    assert render(d) == "Battlecry: Open a Core card pack and play all cards from it."
    assert render(d, "zh") == "战吼：打开一包核心卡牌包，使用其中所有卡牌。"
    assert codec.from_json(codec.to_json(d)) == d
    assert estimate_value(d) > estimate_value(CARDS[YETI])


@pytest.mark.parametrize("node", [
    dsl.OpenPack(dsl.CardList((YETI,)), dsl.CardList(()), dsl.CardList(()), dsl.CardList((FIREBALL,)), size=3),
    dsl.PlayRandomly(FIREBALL),
    dsl.PlayedForFree(),
])
def test_the_new_nodes_round_trip_through_json_and_read_in_both_languages(node: dsl.Effect) -> None:
    d = CardDef("TEST_AVATAR_NODE", "Node", CardType.SPELL, play=node)
    text = codec.to_json(d)
    assert codec.from_json(text) == d
    assert codec.to_json(codec.from_json(text)) == text
    assert render(d) and render(d, "zh") and render(d) != render(d, "zh")


def test_the_node_texts_name_what_they_do() -> None:
    assert render(CardDef("TEST_AVATAR_TEXT", "T", CardType.SPELL, play=dsl.PlayRandomly(FIREBALL))) == (
        "Play Fireball with random choices and targets.")
    assert "火球术" in render(CardDef("TEST_AVATAR_TEXT", "T", CardType.SPELL, play=dsl.PlayRandomly(FIREBALL)), "zh")
    small = dsl.OpenPack(CORE_PACK.common, CORE_PACK.rare, CORE_PACK.epic, CORE_PACK.legendary, size=3)
    assert render(CardDef("TEST_AVATAR_TEXT", "T", CardType.SPELL, play=small)) == (
        "Open a Core card pack of 3 cards and play all cards from it.")


# ------------------------------------------------------------------------------ playing the cards


def test_a_played_card_is_counted_as_played_and_costs_nothing() -> None:
    state = _play_pack(testing.scenario(mana=10), FIRE_ELEMENTAL, LIGHTNING_BOLT)
    assert player_tag(state, 0, Tag.MANA) == 10  # the pack card costs 0; its cards cost nothing
    assert player_tag(state, 0, Tag.CARDS_PLAYED_THIS_TURN) == 3
    assert player_tag(state, 0, Tag.MINIONS_PLAYED_THIS_TURN) == 1
    assert player_tag(state, 0, Tag.SPELLS_CAST_THIS_TURN) == 2
    assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 1  # Lightning Bolt's Overload is still owed
    assert card_ids(state, board(state, 0)) == [FIRE_ELEMENTAL]
    assert _total_damage(state) == 4 + 3  # the Battlecry and the bolt each hit a random character


def test_a_spell_takes_a_random_legal_target_and_counts_as_cast() -> None:
    hit = set()
    for seed in range(16):
        state = _play_pack(testing.scenario(seed=seed), FIREBALL)
        faces = [30 - hero_health(state, p) for p in (0, 1)]
        assert sorted(faces) == [0, 6]
        hit.add(faces.index(6))
        assert player_tag(state, 0, Tag.SPELLS_CAST_THIS_TURN) == 2
        assert FIREBALL in cards_in(state, 0, Zone.GRAVEYARD)
    assert hit == {0, 1}  # either hero: the target is any legal one


def test_spells_without_targets_fizzle() -> None:
    state, _ = testing.put_all(testing.scenario(), 1, [YETI])  # undamaged: Execute has no target
    state = _play_pack(state, EXECUTE, ARCANE_INTELLECT)
    assert card_ids(state, board(state, 1)) == [YETI]
    assert len(testing.hand(state, 0)) == 2  # Arcane Intellect, which needs no target, was cast
    assert player_tag(state, 0, Tag.SPELLS_CAST_THIS_TURN) == 2  # the pack card and Arcane Intellect
    assert EXECUTE in cards_in(state, 0, Zone.GRAVEYARD)
    empty = _play_pack(testing.scenario(), HOLY_SMITE)
    assert _total_damage(empty) == 0 and HOLY_SMITE in cards_in(empty, 0, Zone.GRAVEYARD)
    assert player_tag(empty, 0, Tag.SPELLS_CAST_THIS_TURN) == 1


def test_a_battlecry_takes_a_random_target_and_the_minion_goes_rightmost() -> None:
    targets = set()
    for seed in range(16):
        state, yetis = testing.put_all(testing.scenario(seed=seed), 0, [YETI, YETI])
        state = _play_pack(state, ELVEN_ARCHER)
        assert card_ids(state, board(state, 0)) == [YETI, YETI, ELVEN_ARCHER]
        assert _total_damage(state) == 1
        archer = board(state, 0)[-1]
        assert stats(state, archer) == (1, 1)  # it never targets itself: it is not in play when aimed
        targets |= {c for c in (*yetis, hsfp.hero(state, 0), hsfp.hero(state, 1))
                    if state.rows[c][column(Tag.DAMAGE)]}
    assert len(targets) >= 3


def test_a_battlecry_with_no_legal_target_is_skipped_and_the_minion_stays() -> None:
    no_target = CardDef("TEST_AVATAR_NO_TARGET", "Aimless", CardType.MINION, cost=3, atk=2, health=2,
                        collectible=True, target=dsl.Minions(dsl.Side.ENEMY), battlecry=dsl.Destroy(dsl.Target()))
    register(no_target)
    _made.append(no_target.card_id)
    state = _play_pack(testing.scenario(), no_target.card_id)
    assert card_ids(state, board(state, 0)) == [no_target.card_id]


def test_a_minion_pack_on_a_full_board_is_lost() -> None:
    state, _ = testing.put_all(testing.scenario(), 0, [YETI] * 6)
    state = _play_pack(state, ELVEN_ARCHER, FIRE_ELEMENTAL, SANGUINE_DEPTHS)
    # the first fits at the right end; the board is full after it: the rest are lost without effect
    assert card_ids(state, board(state, 0)) == [YETI] * 6 + [ELVEN_ARCHER]
    assert _total_damage(state) == 1
    assert player_tag(state, 0, Tag.MINIONS_PLAYED_THIS_TURN) == 1
    assert FIRE_ELEMENTAL in cards_in(state, 0, Zone.GRAVEYARD)
    assert SANGUINE_DEPTHS in cards_in(state, 0, Zone.GRAVEYARD)


def test_avatar_on_a_full_board_plays_only_what_needs_no_room() -> None:
    full = 0
    for seed in range(12):
        state, yetis = testing.put_all(testing.scenario(seed=seed), 0, [YETI] * 6)
        state, avatar = play(state, AVATAR, check=True)
        if any(state.rows[y][column(Tag.ZONE)] != Zone.PLAY for y in yetis):
            continue  # a spell of the pack made room (a board clear): later minions may then be played
        full += 1
        assert card_ids(state, board(state, 0))[:7] == [YETI] * 6 + [AVATAR]
        for c in _played_from(state, avatar):
            if CARDS[state.cards[c]].card_type in (CardType.MINION, CardType.LOCATION):
                assert state.rows[c][column(Tag.ZONE)] == Zone.GRAVEYARD
    assert full >= 6


def test_a_choose_one_card_takes_a_random_option() -> None:
    outcomes = set()
    for seed in range(16):
        state = _play_pack(testing.scenario(seed=seed), LIVING_ROOTS)
        saplings = len(board(state, 0))
        damage = _total_damage(state)
        assert (saplings, damage) in ((2, 0), (0, 2))
        outcomes.add(saplings)
    assert outcomes == {0, 2}


def test_a_weapon_is_equipped() -> None:
    state = _play_pack(testing.scenario(), WARBLADES)
    weapon = hsfp.weapon(state, 0)
    assert weapon is not None and state.cards[weapon] == WARBLADES
    assert player_tag(state, 0, Tag.MANA) == 10


def test_lord_jaraxxus_from_a_pack_replaces_the_hero() -> None:
    state = testing.scenario()
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    state = _play_pack(state, JARAXXUS)
    hero = hsfp.hero(state, 0)
    assert state.cards[hero] == JARAXXUS
    assert hero_health(state, 0) == 20  # the damage is kept
    assert int(state.rows[hero][column(Tag.ARMOR)]) == 5
    weapon = hsfp.weapon(state, 0)
    assert weapon is not None and state.cards[weapon] == BLOOD_FURY
    assert state.cards[hsfp.hero_power(state, 0)] == CARDS[JARAXXUS].hero_power


def test_a_location_is_put_on_the_board() -> None:
    state, _ = testing.put_all(testing.scenario(), 0, [YETI])
    state = _play_pack(state, SANGUINE_DEPTHS)
    assert card_ids(state, board(state, 0)) == [YETI, SANGUINE_DEPTHS]
    yeti, depths = board(state, 0)
    assert stats(state, depths)[1] == 3  # its Durability
    assert _total_damage(state) == 0  # its ability runs when it is used, not when it is played
    state = testing.act(state, UseLocation(depths, yeti), check=True)
    assert stats(state, yeti) == (6, 4)


def test_a_second_copy_of_a_secret_is_lost() -> None:
    state = _play_pack(testing.scenario(), ICE_BARRIER, ICE_BARRIER)
    assert cards_in(state, 0, Zone.SECRET) == [ICE_BARRIER]
    assert cards_in(state, 0, Zone.GRAVEYARD).count(ICE_BARRIER) == 1


# --------------------------------------------------------------------------------- whatever it holds


def _answer_choices(state: GameState) -> GameState:
    # a card of the pack may ask its player to choose (a Discover): take the first option each time
    for _ in range(20):
        if state.pending is None:
            break
        state = testing.transition(state, Choose(state.pending.options[0])).state
    return state


@settings(max_examples=_examples(60), deadline=None)
@given(st.lists(st.sampled_from(DEFINED_CORE), min_size=1, max_size=5),
       st.integers(0, 7), st.integers(0, 7), st.integers(0, 2**32), st.integers(0, 30))
def test_any_pack_on_any_board_leaves_a_sound_state(cards: list[str], mine: int, theirs: int, seed: int,
                                                    damage: int) -> None:
    state = testing.scenario(seed=seed)
    state, _ = testing.put_all(state, 0, [YETI] * mine)
    state, _ = testing.put_all(state, 1, [YETI] * theirs)
    state = testing.set_tag(state, hsfp.hero(state, 1), Tag.DAMAGE, min(damage, 29))
    state, pack = play(state, _pack_card(tuple(cards)), check=True)
    state = _answer_choices(state)
    assert problems(state) == []
    assert len(board(state, 0)) <= 7 and len(board(state, 1)) <= 7
    if state.pending is None and state.status != hsfp.Status.OVER:
        # every card was played or lost: none is left waiting out of play
        assert all(state.rows[c][column(Tag.ZONE)] != Zone.SETASIDE for c in _played_from(state, pack))
