"""The fixed action space and the tensors: a pinned layout, full hands and boards, choices and mulligans,
refusals of what no index names, and tensors that read only what the player sees."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import numpy as np
import pytest

import hsfp
from hsfp import testing
from hsfp.core import dsl
from hsfp.core.actions import (
    Action,
    Attack,
    Choose,
    Code,
    Concede,
    EndTurn,
    HeroPower,
    Mulligan,
    PlayCard,
    Trade,
    UseLocation,
)
from hsfp.core.registry import CARDS, all_definitions, register, unregister
from hsfp.core.state import GameState
from hsfp.core.tags import CardType, Tag, Zone
from hsfp.observation import observation
from hsfp.views import encode
from hsfp.views.encode import (
    CARD_VOCAB,
    NUM_ACTIONS,
    OBSERVATION_SHAPE,
    UnmappedAction,
    UnmappedIndex,
    action_index,
    card_index,
    feature_index,
    index_action,
    information_state_tensor,
    legal_mask,
    observation_tensor,
)

YETI = "VAN_CS2_182"  # Chillwind Yeti, a 4-mana 4/5 minion
FIREBALL = "VAN_CS2_029"  # 4 mana: 6 damage to any character
KEEPER = "VAN_EX1_166"  # Keeper of the Grove: a minion with Choose One (2 damage, or Silence a minion)
TRACKING = "VAN_DS1_184"  # look at the top 3 cards of the deck, draw one
WISP = "VAN_CS2_231"  # a 0-mana 1/1


def check_round_trip(state: GameState) -> None:
    """Every legal action has one index that maps back to it, and the mask holds exactly those indices."""
    legal = hsfp.legal_actions(state)
    indices = [action_index(state, a) for a in legal]
    assert len(set(indices)) == len(set(legal)), "two legal actions share an index"
    for a, i in zip(legal, indices, strict=True):
        assert index_action(state, i) == a
    mask = legal_mask(state)
    assert mask.shape == (NUM_ACTIONS,) and mask.dtype == np.bool_
    assert sorted(np.flatnonzero(mask).tolist()) == sorted(indices)


def board_position() -> tuple[GameState, dict[str, int]]:
    """Player 0: Yeti, Fireball, Keeper in hand, one Yeti in play; player 1: two Yetis in play."""
    s = testing.scenario(mana=10)
    ids: dict[str, int] = {}
    for name, card in (("yeti_hand", YETI), ("fireball", FIREBALL), ("keeper", KEEPER)):
        s, ids[name] = testing.put(s, 0, card, Zone.HAND)
    s, ids["mine"] = testing.put(s, 0, YETI, Zone.PLAY)
    s, ids["theirs0"] = testing.put(s, 1, YETI, Zone.PLAY)
    s, ids["theirs1"] = testing.put(s, 1, YETI, Zone.PLAY)
    return s, ids


# ------------------------------------------------------------------------------------ the pinned layout


def test_the_action_space_layout_is_pinned() -> None:
    """The indices of these actions are part of the public contract: a learner trained on one version
    must read the next the same way (docs/encoding.md). Change them only with a new layout version."""
    assert NUM_ACTIONS == 2623
    assert (encode.END_TURN, encode.PLAY_CARD, encode.ATTACK, encode.HERO_POWER, encode.MULLIGAN, encode.PICK,
            encode.TRADE, encode.USE_LOCATION) == (0, 1, 2381, 2445, 2462, 2478, 2494, 2504)
    s, ids = board_position()
    hero0, hero1 = hsfp.hero(s, 0), hsfp.hero(s, 1)
    assert action_index(s, EndTurn()) == 0
    assert action_index(s, PlayCard(ids["yeti_hand"], None, 1)) == 3
    assert action_index(s, PlayCard(ids["fireball"], ids["theirs1"])) == 393
    assert action_index(s, PlayCard(ids["keeper"], hero1, 0, 0)) == 603
    assert action_index(s, PlayCard(ids["keeper"], ids["theirs0"], 1, 1)) == 620
    assert action_index(s, Attack(ids["mine"], hero1)) == 2389
    assert action_index(s, Attack(ids["mine"], ids["theirs1"])) == 2391
    assert action_index(s, HeroPower(ids["theirs0"])) == 2455
    assert action_index(s, HeroPower(hero0)) == 2446
    start = hsfp.new_game(decks=([YETI] * 30, [YETI] * 30), seed=3)
    assert start.pending is not None
    hand = start.pending.options
    assert action_index(start, Mulligan((hand[0], hand[2]))) == 2467
    assert action_index(start, Mulligan(hand)) == 2462 + 2 ** len(hand) - 1


# --------------------------------------------------------------------------- every legal action, once


def test_the_board_position_round_trips() -> None:
    s, _ = board_position()
    check_round_trip(s)
    assert int(legal_mask(s).sum()) == len(hsfp.legal_actions(s))


def test_a_hand_of_ten_and_two_boards_of_seven_have_an_index_for_everything() -> None:
    s = testing.scenario(mana=10)
    for _ in range(7):
        s, _e = testing.put(s, 1, YETI, Zone.PLAY)
    for _ in range(6):
        s, _e = testing.put(s, 0, YETI, Zone.PLAY)
    for card in (WISP, FIREBALL, YETI, WISP, FIREBALL, YETI, WISP, FIREBALL, YETI, KEEPER):
        s, _e = testing.put(s, 0, card, Zone.HAND)
    assert len(hsfp.zone(s, 0, Zone.HAND)) == 10
    legal = hsfp.legal_actions(s)
    # the Keeper in the last hand slot, at the last position, aimed at the last enemy minion
    keeper = hsfp.zone(s, 0, Zone.HAND)[9]
    last = PlayCard(keeper, hsfp.zone(s, 1, Zone.PLAY)[6], 6, 1)
    assert last in legal
    check_round_trip(s)
    # a full board of seven attacks too: each of them can reach each of the eight enemy slots
    s2, extra = testing.put(s, 0, YETI, Zone.PLAY)
    check_round_trip(s2)
    attacks = [a for a in hsfp.legal_actions(s2) if isinstance(a, Attack)]
    assert Attack(extra, hsfp.zone(s2, 1, Zone.PLAY)[6]) in attacks and len(attacks) == 7 * 8


_TRADEABLE = dsl.CardDef("TEST_ENC_TRADE", "Tradeable", CardType.MINION, cost=2, atk=1, health=1,
                         tags=((Tag.TRADEABLE, 1),))
_LOCATION = dsl.CardDef("TEST_ENC_LOCATION", "Location", CardType.LOCATION, cost=1, health=3,
                        target=dsl.Minions(dsl.Side.ANY), play=dsl.Damage(dsl.Target(), 1))


@pytest.fixture
def trade_and_location() -> Iterator[None]:
    register(_TRADEABLE, _LOCATION)
    yield
    unregister(_TRADEABLE.card_id)
    unregister(_LOCATION.card_id)


@pytest.mark.usefixtures("trade_and_location")
def test_trades_and_location_uses_have_their_indices_after_the_first_six_blocks() -> None:
    s, ids = board_position()
    s, trade = testing.put(s, 0, "TEST_ENC_TRADE", Zone.HAND)
    s, loc_hand = testing.put(s, 0, "TEST_ENC_LOCATION", Zone.HAND)
    s, loc = testing.put(s, 0, "TEST_ENC_LOCATION", Zone.PLAY)
    check_round_trip(s)
    # the trade: hand slot 3; the location in play: board slot 1, aimed at the first enemy minion (slot 10)
    assert action_index(s, Trade(trade)) == encode.TRADE + 3
    assert action_index(s, UseLocation(loc, ids["theirs0"])) == encode.USE_LOCATION + 1 * 17 + 10
    assert index_action(s, encode.USE_LOCATION + 1 * 17 + 10) == UseLocation(loc, ids["theirs0"])
    # a location in hand is played at a board position like a minion
    assert action_index(s, PlayCard(loc_hand, None, 0)) == 1 + ((4 * 17 + 0) * 7 + 0) * 2
    with pytest.raises(encode.UnmappedIndex):
        index_action(s, encode.USE_LOCATION + 5 * 17)  # board slot 5 is empty
    with pytest.raises(encode.UnmappedAction):
        action_index(s, UseLocation(ids["theirs0"], None))
    t = encode.observation_tensor(s, 0)
    assert t[feature_index("me.board", "location", 1)] == 1 and t[feature_index("me.board", "location", 0)] == 0


def test_every_mulligan_subset_of_the_second_players_four_cards_has_an_index() -> None:
    s = hsfp.new_game(decks=([YETI] * 30, [FIREBALL] * 30), seed=11)
    s = hsfp.apply_action(s, Mulligan())
    assert s.pending is not None and len(s.pending.options) == encode.MULLIGAN_CARDS
    check_round_trip(s)
    assert int(legal_mask(s).sum()) == 2**encode.MULLIGAN_CARDS
    options = s.pending.options
    # the same cards named in another order are the same move
    assert action_index(s, Mulligan(options[::-1])) == action_index(s, Mulligan(options))
    assert index_action(s, action_index(s, Mulligan(options[::-1]))) == Mulligan(options)


def test_a_pick_is_indexed_by_entity_id_order_not_deck_order() -> None:
    cards = [YETI, FIREBALL, WISP, KEEPER, "VAN_CS2_171"]
    s = testing.scenario(heroes=("HERO_05", "HERO_01"), decks=(cards, cards))
    s, tracking = testing.put(s, 0, TRACKING, Zone.HAND)
    s = testing.act(s, PlayCard(tracking))
    assert s.pending is not None
    check_round_trip(s)
    ordered = sorted(s.pending.options)
    assert [index_action(s, encode.PICK + i) for i in range(len(ordered))] == [Choose(o) for o in ordered]
    seen = observation(s, 0).pending
    assert seen is not None and [Choose(o) for o in seen.options] == [index_action(s, encode.PICK + i)
                                                                        for i in range(len(ordered))]


def test_a_minion_played_without_a_position_has_its_rightmost_index() -> None:
    s, ids = board_position()
    assert action_index(s, PlayCard(ids["yeti_hand"])) == action_index(s, PlayCard(ids["yeti_hand"], None, 1))


def test_asking_again_for_the_same_state_gives_the_same_indices_in_new_objects() -> None:
    """An environment checks an index against the mask of the state it just observed: the second answer
    is the first one's equal, but a caller that changes one answer changes no other."""
    s, _ = board_position()
    first, mask = encode.legal_indices(s), legal_mask(s)
    first.append(-1)
    mask[:] = False
    assert encode.legal_indices(s) == first[:-1] == [action_index(s, a) for a in hsfp.legal_actions(s)]
    assert np.flatnonzero(legal_mask(s)).tolist() == sorted(first[:-1])
    after = hsfp.apply_action(s, EndTurn())
    assert encode.legal_indices(after) == [action_index(after, a) for a in hsfp.legal_actions(after)]


def test_the_mask_is_empty_once_the_game_is_over() -> None:
    s, _ = board_position()
    s = hsfp.apply_action(s, Concede())
    assert not legal_mask(s).any()


# --------------------------------------------------------------------- what no index names, and refusals


def test_an_index_naming_nothing_here_is_refused_with_unmapped_index() -> None:
    s, _ = board_position()
    empty_hand_slot = encode.PLAY_CARD + 5 * encode.TARGET_SLOTS * encode.POSITION_SLOTS * encode.CHOICE_SLOTS
    for bad in (-1, NUM_ACTIONS, True, 3.0, empty_hand_slot, encode.MULLIGAN, encode.PICK,
                encode.ATTACK + 7 * encode.CHARACTER_SLOTS):
        with pytest.raises(UnmappedIndex):
            index_action(s, bad)  # type: ignore[arg-type]
    # a Fireball (hand slot 1) given a board position, or a Choose One option it does not have
    fireball = encode.PLAY_CARD + 1 * encode.TARGET_SLOTS * encode.POSITION_SLOTS * encode.CHOICE_SLOTS
    for offset in (encode.CHOICE_SLOTS, 1):
        with pytest.raises(UnmappedIndex):
            index_action(s, fireball + offset)


def test_an_index_for_a_move_the_rules_refuse_is_returned_and_step_refuses_it() -> None:
    s, ids = board_position()
    s = testing.set_tag(s, hsfp.player_entity(0), Tag.MANA, 0)
    i = action_index(s, PlayCard(ids["fireball"], hsfp.hero(s, 1)))
    assert not legal_mask(s)[i]
    assert testing.refusal(s, index_action(s, i)) == Code.NOT_ENOUGH_MANA


@pytest.mark.parametrize("make", [
    lambda s, ids: Concede(),
    lambda s, ids: PlayCard(ids["mine"]),  # not in hand
    lambda s, ids: PlayCard(ids["fireball"], ids["keeper"]),  # a target in hand
    lambda s, ids: PlayCard(ids["fireball"], None, 0),  # a position for a spell
    lambda s, ids: PlayCard(ids["keeper"], None, 0),  # Choose One without a choice
    lambda s, ids: PlayCard(ids["yeti_hand"], None, 0, 0),  # a choice for a card without Choose One
    lambda s, ids: Attack(ids["theirs0"], ids["mine"]),  # the enemy's attacker
    lambda s, ids: Choose(ids["keeper"]),  # nothing pending
    lambda s, ids: Mulligan(()),
])
def test_an_action_no_index_names_is_refused_with_unmapped_action(make) -> None:  # type: ignore[no-untyped-def]
    s, ids = board_position()
    with pytest.raises(UnmappedAction):
        action_index(s, make(s, ids))


# ------------------------------------------------------------------- the blocks hold what cards can ask


def _nodes(x: object) -> Iterator[object]:
    yield x
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            yield from _nodes(getattr(x, f.name))
    elif isinstance(x, (tuple, list)):
        for y in x:
            yield from _nodes(y)


def _bound(sel: dsl.Selector) -> int | None:
    """An upper bound on what a selector can hold, or None if it has none."""
    if isinstance(sel, dsl.TopOfDeck):
        return sel.n
    if isinstance(sel, (dsl.Minions, dsl.Characters, dsl.Heroes)):
        return 2 * (1 + encode.BOARD_SLOTS)
    if isinstance(sel, (dsl.Filter, dsl.Sorted, dsl.Adjacent)):
        return _bound(sel.of)
    if isinstance(sel, (dsl.RandomN, dsl.Limit)):
        inner = _bound(sel.of)
        return sel.n if inner is None else min(sel.n, inner)
    if isinstance(sel, dsl.Difference):
        return _bound(sel.a)
    if isinstance(sel, dsl.Union):
        a, b = _bound(sel.a), _bound(sel.b)
        return None if a is None or b is None else a + b
    return None


def _characters_only(sel: dsl.Selector) -> bool:
    if isinstance(sel, (dsl.Minions, dsl.Characters, dsl.Heroes, dsl.Locations)):
        return True  # a location is on the board, so it has a target slot
    if isinstance(sel, (dsl.Filter, dsl.Sorted, dsl.Adjacent, dsl.RandomN, dsl.Limit)):
        return _characters_only(sel.of)
    if isinstance(sel, dsl.Difference):
        return _characters_only(sel.a)
    if isinstance(sel, dsl.Union):
        return _characters_only(sel.a) and _characters_only(sel.b)
    return False


def test_no_card_asks_for_more_than_the_blocks_hold() -> None:
    """If one of these fails, a new card needs a bigger block: grow it at the end of the space."""
    defs = all_definitions()
    for d in defs:
        assert len(d.choose_one) <= encode.CHOICE_SLOTS, f"{d.card_id} has {len(d.choose_one)} Choose One options"
        if d.target is not None:
            assert _characters_only(d.target), f"{d.card_id} can target something other than a character"
        for node in _nodes(d):
            if isinstance(node, dsl.Pick):
                bound = _bound(node.options)
                assert bound is not None and bound <= encode.PICK_SLOTS, f"{d.card_id} can offer {bound} options"
    assert any(isinstance(n, dsl.Pick) for n in _nodes(CARDS[TRACKING]))


# -------------------------------------------------------------------------------------------- tensors


def test_card_vocabulary_is_sorted_with_zero_for_no_card() -> None:
    assert CARD_VOCAB[0] == "" and list(CARD_VOCAB[1:]) == sorted(CARD_VOCAB[1:])
    assert all(CARD_VOCAB[card_index(c)] == c for c in (YETI, FIREBALL, "HERO_08"))
    assert card_index("NOT_A_CARD") == 0 and card_index("") == 0


def test_the_tensor_shows_the_board_hand_and_heroes_at_their_documented_places() -> None:
    s, ids = board_position()
    s = testing.set_tag(s, ids["theirs1"], Tag.DAMAGE, 2)
    s = testing.set_tag(s, ids["theirs1"], Tag.FROZEN, 1)
    s = testing.set_tag(s, hsfp.hero(s, 1), Tag.ARMOR, 3)
    t = observation_tensor(s, 0)
    assert t.shape == OBSERVATION_SHAPE and t.dtype == np.float32

    def at(seg: str, feature: str, slot: int = 0) -> float:
        return float(t[feature_index(seg, feature, slot)])

    assert (at("opponent.board", "attack", 1), at("opponent.board", "health", 1)) == hsfp.testing.stats(
        s, ids["theirs1"])
    assert at("opponent.board", "max_health", 1) == 5 and at("opponent.board", "frozen", 1) == 1
    assert at("opponent.board", "card", 1) == card_index(YETI) and at("opponent.board", "present", 2) == 0
    assert at("opponent.hero", "armor") == 3 and at("me.hero", "health") == hsfp.health(s, hsfp.hero(s, 0))
    assert [at("me.hand", "card", i) for i in range(3)] == [card_index(c) for c in (YETI, FIREBALL, KEEPER)]
    assert at("me.hand", "cost", 1) == hsfp.cost(s, ids["fireball"])
    assert at("me.player", "mana") == hsfp.mana(s, 0) and at("global", "my_turn") == 1
    # the opponent sees that player 0 holds three cards, and nothing of them
    theirs = observation_tensor(s, 1)
    seg = encode.segment("opponent.hand")
    assert [theirs[feature_index("opponent.hand", "present", i)] for i in range(4)] == [1, 1, 1, 0]
    assert not theirs[seg.start:seg.stop].reshape(seg.slots, -1)[:, 1:].any()


def test_can_attack_agrees_with_the_rules() -> None:
    s, _ = board_position()
    s, _fresh = testing.put(s, 0, YETI, Zone.PLAY, exhausted=1)
    s, _frozen = testing.put(s, 0, YETI, Zone.PLAY, frozen=1)
    t = observation_tensor(s, 0)
    board = hsfp.zone(s, 0, Zone.PLAY)
    flags = [bool(t[feature_index("me.board", "can_attack", i)]) for i in range(len(board))]
    assert flags == [hsfp.can_attack(s, e) for e in board] == [True, False, False]
    assert bool(t[feature_index("me.hero", "can_attack")]) == hsfp.can_attack(s, hsfp.hero(s, 0))
    assert not t[feature_index("opponent.board", "can_attack", 0)]  # not their turn


def _with_hidden_zones_permuted(s: GameState, viewer: int) -> GameState:
    """The state with the opponent's hand and both decks in another order: what `viewer` cannot see."""
    from hsfp.core.tags import N_ZONES

    zones = list(s.zones)
    for p, z in ((1 - viewer, Zone.HAND), (0, Zone.DECK), (1, Zone.DECK)):
        i = p * N_ZONES + int(z)
        zones[i] = zones[i][::-1]
    return s._replace(zones=tuple(zones))


def test_states_a_player_cannot_tell_apart_give_equal_tensors() -> None:
    s = hsfp.new_game(decks=([YETI, FIREBALL, WISP] * 10, [KEEPER, YETI, TRACKING] * 10), seed=5)
    s = hsfp.apply_action(hsfp.apply_action(s, Mulligan()), Mulligan())
    for viewer in (0, 1):
        other = _with_hidden_zones_permuted(s, viewer)
        assert other != s and observation(other, viewer) == observation(s, viewer)
        assert np.array_equal(observation_tensor(other, viewer), observation_tensor(s, viewer))
        assert np.array_equal(information_state_tensor(other, viewer), information_state_tensor(s, viewer))
    # the player who holds the permuted hand does see the difference
    other = _with_hidden_zones_permuted(s, 0)
    assert not np.array_equal(observation_tensor(other, 1), observation_tensor(s, 1))


def test_the_information_state_adds_the_own_deck_and_the_graveyards() -> None:
    s, ids = board_position()
    s = testing.act(s, PlayCard(ids["fireball"], ids["theirs0"]))
    info = information_state_tensor(s, 0)
    n = OBSERVATION_SHAPE[0]
    assert info.shape == encode.INFORMATION_STATE_SHAPE and np.array_equal(info[:n], observation_tensor(s, 0))
    deck = encode.segment("me.deck_cards")
    assert info[deck.start:deck.stop].sum() == len(hsfp.zone(s, 0, Zone.DECK))
    assert info[deck.start + card_index(YETI)] == len(hsfp.zone(s, 0, Zone.DECK))
    mine, theirs = encode.segment("me.graveyard_cards"), encode.segment("opponent.graveyard_cards")
    assert info[mine.start + card_index(FIREBALL)] == 1 and info[theirs.start + card_index(YETI)] == 1


def _actions_of(s: GameState) -> list[Action]:
    return list(hsfp.legal_actions(s))


def test_tensors_are_finite_and_of_constant_shape_through_a_game() -> None:
    import random

    rnd = random.Random(4)
    s = hsfp.new_game(decks=([YETI, FIREBALL, KEEPER, WISP, TRACKING] * 6,) * 2, heroes=("HERO_05", "HERO_08"),
                      seed=9)
    while not hsfp.is_terminal(s):
        for p in (0, 1):
            t, i = observation_tensor(s, p), information_state_tensor(s, p)
            assert t.shape == OBSERVATION_SHAPE and i.shape == encode.INFORMATION_STATE_SHAPE
            assert t.dtype == i.dtype == np.float32 and np.isfinite(i).all()
        check_round_trip(s)
        s = hsfp.apply_action(s, rnd.choice(_actions_of(s)))
