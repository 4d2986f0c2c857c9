"""Mean Streets of Gadgetzan: the Grimy Goons' hand buffs, the Jade Lotus's Jade Golems and the neutral
pirates, played in real positions."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import hsfp
from cards.text import render
from cards.value import estimate_value
from hsfp import Attack, EndTurn, PlayCard, Tag, Zone, testing
from hsfp.core import codec
from hsfp.core.dsl import (
    CardDef,
    CounterAtLeast,
    Destroy,
    Draw,
    If,
    InZone,
    Minions,
    PlayerTag,
    PutIntoPlay,
    RandomN,
    Side,
    Summon,
    SummonJadeGolem,
    This,
)
from hsfp.core.registry import CARDS, register, unregister
from hsfp.core.state import Ctx, state_hash
from hsfp.core.tags import CardType, Race
from hsfp.testing import (
    board,
    card_ids,
    cards_in,
    end_turns,
    hand,
    hero_health,
    play,
    player_tag,
    put,
    put_all,
    stats,
    transition,
)
from reducers.query import amount

YETI = "VAN_CS2_182"  # 4/5
WISP = "VAN_CS2_231"  # 1/1
TIDEHUNTER = "VAN_EX1_506"  # 2/1 Murloc, Battlecry: summon a 1/1 Murloc Scout
SCOUT = "VAN_EX1_506a"
DECKHAND = "VAN_CS2_146"  # 1/2 Pirate
KNIFE_JUGGLER = "VAN_NEW1_019"
AXE = "VAN_CS2_106"  # Fiery War Axe, 3/2
SHIELD = "VAN_CS2_004"  # Power Word: Shield, a spell

DON_HANCHO = "CFM_685"
ENFORCER = "CFM_639"
OUTFITTER = "CFM_753"
SMUGGLERS_RUN = "CFM_305"
WICKERFLAME = "CFM_815"
AYA = "CFM_902"
JADE_CLAWS = "CFM_717"
JADE_LIGHTNING = "CFM_707"
COUNTERFEIT_COIN = "CFM_630"
DIRTY_RAT = "CFM_790"
NAGA_CORSAIR = "CFM_651"
PATCHES = "CFM_637"
BRUISER = "CFM_652"
BUCCANEER = "CFM_325"

#: A Pirate whose Battlecry summons a Wisp: Patches comes after the Battlecry.
PIRATE = CardDef("TEST_GANGS_PIRATE", "Test Pirate", CardType.MINION, cost=0, atk=1, health=1,
                 race=int(Race.PIRATE), battlecry=Summon(WISP))
#: Reads the Jade Golem count: draws a card once its player has summoned two golems.
JADE_READER = CardDef("TEST_GANGS_JADE_READER", "Jade reader", CardType.SPELL, cost=0,
                      play=If(CounterAtLeast(Tag.JADE_GOLEM, 2), Draw(1)))
#: Summons a minion from its own deck (the general "summon from your deck").
FROM_DECK = CardDef("TEST_GANGS_FROM_DECK", "From the deck", CardType.SPELL, cost=0,
                    play=PutIntoPlay(RandomN(InZone(Zone.DECK), 1)))
#: Destroys your minions, to make room.
CLEAR = CardDef("TEST_GANGS_CLEAR", "Clear", CardType.SPELL, cost=0, play=Destroy(Minions(Side.FRIENDLY)))
#: "Deathrattle: summon a minion from your deck": it lands where this one stood.
DECK_DEATHRATTLE = CardDef("TEST_GANGS_DECK_DEATHRATTLE", "Deck deathrattle", CardType.MINION, cost=0, atk=1,
                           health=1, deathrattle=PutIntoPlay(RandomN(InZone(Zone.DECK), 1)))
TEST_CARDS = (PIRATE, JADE_READER, FROM_DECK, CLEAR, DECK_DEATHRATTLE)


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    register(*TEST_CARDS)
    yield
    for d in TEST_CARDS:
        unregister(d.card_id)


def _examples(n: int) -> int:
    # n scaled by the active Hypothesis profile, as `properties.strategies.examples` scales it
    return max(1, round(n * settings.default.max_examples / 100))


def _golems(state: hsfp.GameState, player: int = 0) -> list[tuple[int, int]]:
    return [stats(state, m) for m in board(state, player) if hsfp.card_id(state, m).startswith("CFM_712")]


# ------------------------------------------------------------------------------------- hand buffs


def test_grimestreet_outfitter_buffs_every_minion_in_hand_and_they_enter_play_with_it() -> None:
    state = testing.scenario()
    state, (yeti, spell) = put_all(state, 0, [YETI, SHIELD], Zone.HAND)
    state, enemy_yeti = put(state, 1, YETI, Zone.HAND)
    state, outfitter = play(state, OUTFITTER, check=True)
    assert stats(state, yeti) == (5, 6)
    assert stats(state, enemy_yeti) == (4, 5)
    assert hsfp.cost(state, spell) == 1 and hsfp.cost(state, yeti) == 4
    state = testing.act(state, PlayCard(yeti), check=True)
    assert board(state) == (outfitter, yeti)
    assert stats(state, yeti) == (5, 6)


def test_smugglers_run_buffs_the_hand_and_a_returned_minion_loses_the_buff() -> None:
    state = testing.scenario()
    state, (yeti,) = put_all(state, 0, [YETI], Zone.HAND)
    state, _ = play(state, SMUGGLERS_RUN, check=True)
    assert stats(state, yeti) == (5, 6)
    state = testing.act(state, PlayCard(yeti), check=True)
    assert stats(state, yeti) == (5, 6)
    state, _ = play(state, "VAN_EX1_049", target=yeti, check=True)  # Youthful Brewmaster returns it
    assert yeti in hand(state) and stats(state, yeti) == (4, 5)


def test_don_hancho_gives_one_random_minion_in_hand_five_five() -> None:
    chosen = set()
    for seed in range(12):
        state = testing.scenario(seed=seed)
        state, (yeti, wisp, spell) = put_all(state, 0, [YETI, WISP, SHIELD], Zone.HAND)
        state, _ = play(state, DON_HANCHO, check=True)
        buffed = {stats(state, yeti), stats(state, wisp)}
        assert buffed in ({(9, 10), (1, 1)}, {(4, 5), (6, 6)})  # exactly one of the two
        assert hsfp.cost(state, spell) == 1
        chosen.add("yeti" if (9, 10) in buffed else "wisp")
    assert chosen == {"yeti", "wisp"}


def test_don_hancho_with_no_minion_in_hand_is_still_played() -> None:
    state = testing.scenario()
    state, _ = put_all(state, 0, [SHIELD], Zone.HAND)
    state, don = play(state, DON_HANCHO, check=True)
    assert board(state) == (don,) and stats(state, don) == (5, 5)


def test_grimestreet_enforcer_buffs_the_hand_at_the_end_of_its_controllers_turns_only() -> None:
    state = testing.scenario()
    state, enforcer = put(state, 0, ENFORCER, Zone.PLAY)
    state, (wisp,) = put_all(state, 0, [WISP], Zone.HAND)
    state, enemy_wisp = put(state, 1, WISP, Zone.HAND)
    state = end_turns(state, 1, check=True)
    assert stats(state, wisp) == (2, 2) and stats(state, enemy_wisp) == (1, 1)
    state = end_turns(state, 1, check=True)  # the opponent's turn ends: nothing
    assert stats(state, wisp) == (2, 2)
    state = end_turns(state, 1, check=True)
    assert stats(state, wisp) == (3, 3)
    assert enforcer in board(state)


def test_wickerflame_burnbristle_has_taunt_divine_shield_and_lifesteal() -> None:
    state = testing.scenario()
    state, wick = put(state, 0, WICKERFLAME, Zone.PLAY)
    for tag in (Tag.TAUNT, Tag.DIVINE_SHIELD, Tag.LIFESTEAL):
        assert hsfp.tag(state, wick, tag) == 1
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    state = testing.act(state, Attack(wick, hsfp.hero(state, 1)), check=True)
    assert hero_health(state, 1) == 27 and hero_health(state, 0) == 23


# ------------------------------------------------------------------------------------- Jade Golems


def test_each_jade_golem_is_one_bigger_than_its_players_last() -> None:
    state = testing.scenario()
    for _ in range(3):
        state, _ = play(state, JADE_LIGHTNING, hsfp.hero(state, 1), mana=10, check=True)
    assert _golems(state) == [(1, 1), (2, 2), (3, 3)]
    assert player_tag(state, 0, Tag.JADE_GOLEM) == 3
    assert hero_health(state, 1) == 21


def test_the_count_is_the_players_not_the_cards() -> None:
    state = testing.scenario()
    state, _ = play(state, JADE_CLAWS, check=True)
    state, _ = play(state, JADE_CLAWS, check=True)
    state = testing.act(state, EndTurn(), check=True)
    state, _ = play(state, JADE_LIGHTNING, hsfp.hero(state, 0), player=1, mana=10, check=True)
    assert _golems(state, 1) == [(1, 1)]
    assert _golems(state, 0) == [(1, 1), (2, 2)]
    assert (player_tag(state, 0, Tag.JADE_GOLEM), player_tag(state, 1, Tag.JADE_GOLEM)) == (2, 1)


def test_a_golem_of_a_size_without_its_own_token_has_that_size_and_cost() -> None:
    state = testing.set_player_tag(testing.scenario(), 0, Tag.JADE_GOLEM, 11)
    state, _ = play(state, JADE_LIGHTNING, hsfp.hero(state, 1), check=True)
    (golem,) = board(state)
    assert stats(state, golem) == (12, 12)
    assert hsfp.cost(state, golem) == 10


def test_jade_golems_stop_growing_at_thirty() -> None:
    state = testing.set_player_tag(testing.scenario(), 0, Tag.JADE_GOLEM, 29)
    for _ in range(2):
        state, _ = play(state, JADE_LIGHTNING, hsfp.hero(state, 1), mana=10, check=True)
    assert _golems(state) == [(30, 30), (30, 30)]
    assert player_tag(state, 0, Tag.JADE_GOLEM) == 30


def test_a_full_board_summons_no_golem_but_the_count_grows() -> None:
    state = testing.scenario()
    state, _ = put_all(state, 0, [WISP] * 7)
    state, _ = play(state, JADE_LIGHTNING, hsfp.hero(state, 1), check=True)
    assert cards_in(state, 0, Zone.PLAY) == [WISP] * 7
    assert player_tag(state, 0, Tag.JADE_GOLEM) == 1


def test_aya_blackpaw_summons_a_golem_beside_her_and_another_where_she_died() -> None:
    state = testing.scenario()
    state, (left, right) = put_all(state, 0, [WISP, WISP])
    state, aya = play(state, AYA, position=1, check=True)
    assert card_ids(state, board(state)) == [WISP, AYA, "CFM_712_t01", WISP]
    state = testing.set_tag(state, aya, Tag.DAMAGE, 2)
    state, _ = play(state, "VAN_CS2_008", aya, mana=10, check=True)  # Moonfire finishes her
    assert hsfp.card_id(state, board(state)[0]) == WISP
    assert _golems(state) == [(2, 2), (1, 1)]
    assert board(state)[1] not in (left, right) and board(state)[-1] == right


def test_jade_claws_is_a_weapon_that_overloads_and_summons_a_golem() -> None:
    state = testing.scenario()
    state, _ = play(state, JADE_CLAWS, check=True)
    weapon = hsfp.weapon(state, 0)
    assert hsfp.card_id(state, weapon) == JADE_CLAWS and testing.durability(state, weapon) == 2
    assert hsfp.attack(state, weapon) == 2
    assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 1
    assert _golems(state) == [(1, 1)]


def test_jade_lightning_gains_spell_damage_and_its_golem_appears() -> None:
    state = testing.scenario()
    state, _ = put(state, 0, "VAN_CS2_197", Zone.PLAY)  # Ogre Magi, Spell Damage +1
    state, yeti = put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, JADE_LIGHTNING, yeti, check=True)
    assert stats(state, yeti) == (4, 1)
    assert _golems(state) == [(1, 1)]


def test_counterfeit_coin_gives_one_mana_this_turn_only() -> None:
    state = testing.scenario(mana=3)
    state, _ = play(state, COUNTERFEIT_COIN, check=True)
    assert player_tag(state, 0, Tag.MANA) == 4 and player_tag(state, 0, Tag.MANA_CRYSTALS) == 3


def test_the_jade_count_reads_in_conditions_and_amounts() -> None:
    state = testing.scenario()
    state, _ = play(state, JADE_READER.card_id, check=True)
    assert hand(state) == ()
    for _ in range(2):
        state, _ = play(state, JADE_LIGHTNING, hsfp.hero(state, 1), mana=10, check=True)
    state, _ = play(state, JADE_READER.card_id, check=True)
    assert len(hand(state)) == 1
    assert amount(state, PlayerTag(Tag.JADE_GOLEM), Ctx(hsfp.hero(state, 0), 0)) == 2
    assert amount(state, PlayerTag(Tag.JADE_GOLEM, Side.ENEMY), Ctx(hsfp.hero(state, 0), 0)) == 0


@settings(max_examples=_examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(first=st.integers(0, 40), second=st.integers(0, 5))
def test_golem_sizes_run_one_to_thirty_per_player(first: int, second: int) -> None:
    state = testing.scenario()
    sizes = []
    for _ in range(first):
        state, _ = play(state, JADE_CLAWS, mana=10)
        sizes.append(stats(state, board(state)[-1]))
        state, _ = play(state, CLEAR.card_id)
    assert sizes == [(min(k, 30), min(k, 30)) for k in range(1, first + 1)]
    state = testing.act(state, EndTurn())
    for _ in range(second):
        state, _ = play(state, JADE_CLAWS, player=1, mana=10)
    assert _golems(state, 1) == [(k, k) for k in range(1, second + 1)]
    assert player_tag(state, 0, Tag.JADE_GOLEM) == min(first, 30)


# ------------------------------------------------------------------------------------ the pirates


def test_patches_comes_from_the_deck_after_you_play_a_pirate_and_its_battlecry() -> None:
    state = testing.scenario(decks=([YETI, PATCHES, YETI], testing.FILLER))
    state, _ = play(state, PIRATE.card_id, check=True)
    assert card_ids(state, board(state)) == [PIRATE.card_id, WISP, PATCHES]
    assert cards_in(state, 0, Zone.DECK) == [YETI, YETI]
    # the card database prints this id without Charge (docs/rulings.md): it waits a turn like any summon
    assert not hsfp.can_attack(state, board(state)[-1])


def test_patches_waits_for_a_pirate_played_by_its_owner_from_hand() -> None:
    state = testing.scenario(decks=([PATCHES] + [YETI] * 3, [PATCHES] + [YETI] * 3))
    state, _ = play(state, TIDEHUNTER, check=True)  # not a Pirate
    state, _ = put(state, 0, DECKHAND, Zone.PLAY)  # a Pirate put in play, not played
    assert PATCHES in cards_in(state, 0, Zone.DECK)
    state, _ = play(state, PIRATE.card_id, player=0, check=True)
    assert PATCHES in cards_in(state, 0, Zone.PLAY)
    assert PATCHES in cards_in(state, 1, Zone.DECK)  # the opponent's Patches heard nothing


def test_patches_in_hand_does_nothing_and_a_full_board_leaves_it_in_the_deck() -> None:
    state = testing.scenario(decks=([PATCHES, YETI], testing.FILLER))
    state, held = put(state, 0, PATCHES, Zone.HAND)
    state, _ = put_all(state, 0, [WISP] * 6)
    state, _ = play(state, PIRATE.card_id, check=True)  # the pirate fills the board
    assert held in hand(state)
    assert PATCHES in cards_in(state, 0, Zone.DECK)
    assert len(board(state)) == 7


def test_patches_is_a_summon_that_other_minions_react_to() -> None:
    state = testing.scenario(decks=([PATCHES, YETI], testing.FILLER))
    state, _ = put(state, 0, KNIFE_JUGGLER, Zone.PLAY)
    state, _ = play(state, DECKHAND, check=True)
    assert PATCHES in cards_in(state, 0, Zone.PLAY)
    assert hero_health(state, 1) == 28  # one knife for the Deckhand, one for Patches


def test_summon_from_your_deck_is_a_general_effect() -> None:
    state = testing.scenario(decks=([TIDEHUNTER], testing.FILLER))
    state, _ = play(state, FROM_DECK.card_id, check=True)
    assert cards_in(state, 0, Zone.PLAY) == [TIDEHUNTER]  # no Battlecry: no Murloc Scout
    assert cards_in(state, 0, Zone.DECK) == []


def test_a_deathrattle_summon_from_the_deck_lands_where_its_minion_stood() -> None:
    state = testing.scenario(decks=([YETI], testing.FILLER))
    state, (left, dying, right) = put_all(state, 0, [WISP, DECK_DEATHRATTLE.card_id, WISP])
    state, _ = play(state, "VAN_CS2_008", dying, check=True)  # Moonfire
    assert card_ids(state, board(state)) == [WISP, YETI, WISP]
    assert board(state)[0] == left and board(state)[2] == right


def test_dirty_rat_pulls_a_minion_from_the_opponents_hand_without_its_battlecry() -> None:
    state = testing.scenario()
    state, (tide, spell) = put_all(state, 1, [TIDEHUNTER, SHIELD], Zone.HAND)
    state, rat = play(state, DIRTY_RAT, check=True)
    assert board(state, 1) == (tide,)
    assert SCOUT not in cards_in(state, 1, Zone.PLAY)
    assert hand(state, 1) == (spell,)
    assert hsfp.tag(state, rat, Tag.TAUNT) == 1


def test_dirty_rat_keeps_a_hand_buff_and_does_nothing_without_minions_or_room() -> None:
    state = testing.scenario(decks=((), ()))  # no draws: the Wisp is the only minion in that hand
    state, (wisp,) = put_all(state, 1, [WISP], Zone.HAND)
    state = testing.act(state, EndTurn())
    state, _ = play(state, SMUGGLERS_RUN, player=1, check=True)
    state = testing.act(state, EndTurn())
    state, _ = play(state, DIRTY_RAT, check=True)
    assert board(state, 1) == (wisp,) and stats(state, wisp) == (2, 2)
    # no minion in the opponent's hand
    state, _ = play(state, DIRTY_RAT, mana=10, check=True)
    assert board(state, 1) == (wisp,)
    # no room on the opponent's board
    state, _ = put_all(state, 1, [WISP] * 6)
    state, held = put(state, 1, YETI, Zone.HAND)
    state, _ = play(state, DIRTY_RAT, mana=10, check=True)
    assert held in hand(state, 1)


def test_naga_corsair_gives_your_weapon_one_attack() -> None:
    state = testing.scenario()
    state, axe = put(state, 0, AXE, Zone.PLAY)
    state, enemy_axe = put(state, 1, AXE, Zone.PLAY)
    state, corsair = play(state, NAGA_CORSAIR, check=True)
    assert hsfp.attack(state, axe) == 4 and hsfp.attack(state, enemy_axe) == 3
    state = testing.scenario()
    state, corsair = play(state, NAGA_CORSAIR, check=True)  # no weapon: just a 5/4
    assert stats(state, corsair) == (5, 4)


def test_second_rate_bruiser_costs_two_less_against_three_enemy_minions() -> None:
    state = testing.scenario()
    state, bruiser = put(state, 0, BRUISER, Zone.HAND)
    state, _ = put_all(state, 0, [WISP] * 3)
    state, _ = put_all(state, 1, [WISP] * 2)
    assert hsfp.cost(state, bruiser) == 5
    state, _ = put(state, 1, WISP, Zone.PLAY)
    assert hsfp.cost(state, bruiser) == 3
    state, _ = play(state, "VAN_CS2_062", mana=10)  # Hellfire: the enemy minions die
    assert hsfp.cost(state, bruiser) == 5


def test_small_time_buccaneer_has_two_more_attack_while_you_have_a_weapon() -> None:
    state = testing.scenario()
    state, bucc = put(state, 0, BUCCANEER, Zone.PLAY)
    assert stats(state, bucc) == (1, 2)
    state, _ = put(state, 1, AXE, Zone.PLAY)
    assert stats(state, bucc) == (1, 2)  # the opponent's weapon does not count
    state, _ = play(state, AXE, check=True)
    assert stats(state, bucc) == (3, 2)
    state = testing.act(state, Attack(hsfp.hero(state, 0), hsfp.hero(state, 1)))
    state = end_turns(state, 2)
    state = testing.act(state, Attack(hsfp.hero(state, 0), hsfp.hero(state, 1)))  # the axe breaks
    assert not hsfp.weapon(state, 0)
    assert stats(state, bucc) == (1, 2)


# ------------------------------------------------------------------------------- text and data


def test_the_new_nodes_read_in_both_languages_round_trip_and_have_a_value() -> None:
    golem = CardDef("TEST_GANGS_GOLEM", "Golem", CardType.SPELL, play=SummonJadeGolem())
    theirs = CardDef("TEST_GANGS_THEIRS", "Theirs", CardType.SPELL, play=SummonJadeGolem(Side.ENEMY))
    deck = CardDef("TEST_GANGS_DECK", "Deck", CardType.SPELL, play=PutIntoPlay(This()))
    assert "Jade Golem" in render(golem) and "青玉魔像" in render(golem, "zh")
    assert "opponent" in render(theirs) and "对手" in render(theirs, "zh")
    assert "into play" in render(deck) and "置入战场" in render(deck, "zh")
    for d in (golem, theirs, deck, FROM_DECK, JADE_READER, *(CARDS[c] for c in (AYA, PATCHES, DIRTY_RAT))):
        assert codec.from_json(codec.to_json(d)) == d
    assert estimate_value(golem) > 0 > estimate_value(theirs)


def test_a_game_with_golems_and_buffed_cards_survives_json() -> None:
    state = testing.scenario()
    state, (yeti,) = put_all(state, 0, [YETI], Zone.HAND)
    state, _ = play(state, OUTFITTER, check=True)
    for _ in range(3):
        state, _ = play(state, JADE_LIGHTNING, hsfp.hero(state, 1), mana=10, check=True)
    restored = hsfp.from_json(hsfp.to_json(state))
    assert state_hash(restored) == state_hash(state)
    after = transition(restored, PlayCard(yeti)).state
    assert stats(after, yeti) == (5, 6)
    state, _ = play(restored, JADE_LIGHTNING, hsfp.hero(state, 1), mana=10, check=True)
    assert _golems(state)[-1] == (4, 4)
