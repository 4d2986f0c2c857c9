"""Trading (Tradeable), locations and hero cards: the three new ways to use a card, as a player sees them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from hsfp.core.actions import Attack, Code, EndTurn, HeroPower, PlayCard, Trade, UseLocation
from hsfp.core.dsl import CardDef, Damage, GainArmor, Minions, Side, Target
from hsfp.core.registry import register, unregister
from hsfp.core.state import PLAYER_ENTITY
from hsfp.core.tags import CardType, EventKind, Tag, Zone, column
from hsfp.testing import (
    act,
    board,
    end_turns,
    event_kinds,
    hand,
    hero_health,
    player_tag,
    put,
    put_all,
    refusal,
    scenario,
    set_player_tag,
    set_tag,
    transition,
)
from reducers.legal import legal_actions

TRADEABLE = CardDef("TEST_TRADEABLE", "Tradeable Test", CardType.MINION, cost=3, atk=2, health=2,
                    tags=((Tag.TRADEABLE, 1),))
LOCATION = CardDef("TEST_LOCATION", "Test Location", CardType.LOCATION, cost=1, health=2,
                   target=Minions(Side.ANY), play=Damage(Target(), 1))
HERO_CARD = CardDef("TEST_HERO", "Test Hero", CardType.HERO, cost=2, health=30, tags=((Tag.ARMOR, 5),),
                    hero_power="HERO_10bp", battlecry=GainArmor(1))
YETI = "VAN_CS2_182"


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    register(TRADEABLE, LOCATION, HERO_CARD)
    yield
    for d in (TRADEABLE, LOCATION, HERO_CARD):
        unregister(d.card_id)


def _hero(s: object, p: int) -> int:
    return int(s.rows[PLAYER_ENTITY[p]][column(Tag.HERO_ENTITY)])  # type: ignore[attr-defined]


# ------------------------------------------------------------------------------------------- trading


def test_trade_costs_one_shuffles_the_card_in_and_draws_without_playing() -> None:
    s, card = put(scenario(mana=5), 0, "TEST_TRADEABLE", Zone.HAND)
    assert Trade(card) in legal_actions(s)
    deck_before = len(s.zones[int(Zone.DECK)])
    t = transition(s, Trade(card))
    after = t.state
    assert player_tag(after, 0, Tag.MANA) == 4
    assert after.rows[card][column(Tag.ZONE)] in (Zone.DECK, Zone.HAND)  # it may be drawn straight back
    assert len(hand(after)) == 1 and len(after.zones[int(Zone.DECK)]) == deck_before
    assert player_tag(after, 0, Tag.CARDS_PLAYED_THIS_TURN) == 0
    kinds = event_kinds(t)
    assert EventKind.TRADED in kinds and EventKind.DRAW in kinds and EventKind.PLAY_CARD not in kinds


def test_trade_refusals_leave_the_state_unchanged() -> None:
    s, yeti = put(scenario(mana=5), 0, YETI, Zone.HAND)
    s, card = put(s, 0, "TEST_TRADEABLE", Zone.HAND)
    s, on_board = put(s, 0, "TEST_TRADEABLE", Zone.PLAY)
    assert refusal(s, Trade(yeti)) == Code.NOT_TRADEABLE
    assert refusal(s, Trade(on_board)) == Code.NOT_IN_HAND
    assert refusal(s, Trade(10_000)) == Code.UNKNOWN_ENTITY
    assert refusal(s, Trade(True)) == Code.MALFORMED  # type: ignore[arg-type]
    broke = set_player_tag(s, 0, Tag.MANA, 0)
    assert refusal(broke, Trade(card)) == Code.NOT_ENOUGH_MANA
    assert not any(isinstance(a, Trade) for a in legal_actions(broke))
    s2, theirs = put(s, 1, "TEST_TRADEABLE", Zone.HAND)
    assert refusal(s2, Trade(theirs)) == Code.NOT_YOUR_TURN


def test_trading_with_an_empty_deck_draws_the_traded_card_back() -> None:
    s, card = put(scenario(mana=5, decks=((), ())), 0, "TEST_TRADEABLE", Zone.HAND)
    after = act(s, Trade(card))
    assert hand(after) == (card,)
    assert player_tag(after, 0, Tag.FATIGUE) == 0


# ----------------------------------------------------------------------------------------- locations


def test_a_location_takes_a_board_slot_and_is_no_minion() -> None:
    s, (a, b) = put_all(scenario(), 0, (YETI, YETI))
    s, loc = put(s, 0, "TEST_LOCATION", Zone.HAND)
    plays = [x for x in legal_actions(s) if isinstance(x, PlayCard) and x.card == loc]
    assert {x.position for x in plays} == {0, 1, 2} and all(x.target is None for x in plays)
    s = act(s, PlayCard(loc, position=1))
    assert board(s) == (a, loc, b)
    s, enemy = put(s, 1, YETI, Zone.PLAY)
    # the enemy's yeti cannot attack it; a "minion" target never includes it
    s = end_turns(s)
    assert loc not in [x.defender for x in legal_actions(s) if isinstance(x, Attack)]
    assert refusal(s, Attack(enemy, loc)) == Code.INVALID_TARGET
    s = end_turns(s)
    uses = {x.target for x in legal_actions(s) if isinstance(x, UseLocation)}
    assert uses == {a, b, enemy}


def test_a_location_fills_the_board_for_minions() -> None:
    s, _ = put_all(scenario(), 0, (YETI,) * 6)
    s, loc = put(s, 0, "TEST_LOCATION", Zone.HAND)
    s = act(s, PlayCard(loc))
    s, yeti = put(s, 0, YETI, Zone.HAND)
    assert refusal(s, PlayCard(yeti)) == Code.BOARD_FULL


def test_using_a_location_runs_its_ability_costs_durability_and_cools_down() -> None:
    s, enemy = put(scenario(), 1, YETI, Zone.PLAY)
    s, loc = put(s, 0, "TEST_LOCATION", Zone.HAND)
    s = act(s, PlayCard(loc))
    s = act(s, UseLocation(loc, enemy))  # usable the turn it is played
    assert s.rows[enemy][column(Tag.DAMAGE)] == 1
    assert s.rows[loc][column(Tag.DAMAGE)] == 1  # one Durability spent of two
    assert refusal(s, UseLocation(loc, enemy)) == Code.LOCATION_NOT_READY
    assert not any(isinstance(x, UseLocation) for x in legal_actions(s))
    s = end_turns(s, 2)
    t = transition(s, UseLocation(loc, enemy))
    s = t.state
    # out of Durability: gone, without dying
    assert loc not in board(s) and s.rows[loc][column(Tag.ZONE)] == Zone.GRAVEYARD
    assert player_tag(s, 0, Tag.MINIONS_DIED) == 0
    assert all(not (e.kind == EventKind.DEATH and e.entity == loc) for e in t.events)


def test_location_refusals() -> None:
    s, yeti = put(scenario(), 0, YETI, Zone.PLAY)
    s, loc = put(s, 0, "TEST_LOCATION", Zone.PLAY)
    s, theirs = put(s, 1, "TEST_LOCATION", Zone.PLAY)
    assert refusal(s, UseLocation(yeti, yeti)) == Code.NOT_A_LOCATION
    assert refusal(s, UseLocation(theirs, yeti)) == Code.NOT_A_LOCATION
    assert refusal(s, UseLocation(loc)) == Code.INVALID_TARGET
    assert refusal(s, UseLocation(loc, 10_000)) == Code.UNKNOWN_ENTITY
    assert refusal(s, UseLocation(loc, "x")) == Code.MALFORMED  # type: ignore[arg-type]
    s2, hand_loc = put(s, 0, "TEST_LOCATION", Zone.HAND)
    assert refusal(s2, UseLocation(hand_loc, yeti)) == Code.NOT_A_LOCATION
    assert refusal(s2, PlayCard(hand_loc, target=yeti)) == Code.INVALID_TARGET


# ---------------------------------------------------------------------------------------- hero cards


def test_a_hero_card_replaces_the_hero_keeping_health_and_weapon() -> None:
    s = scenario()
    old = _hero(s, 0)
    s = set_tag(s, old, Tag.DAMAGE, 12)
    s = set_tag(s, old, Tag.ARMOR, 2)
    s = set_tag(s, old, Tag.FROZEN, 1)
    s, weapon = put(s, 0, "VAN_CS2_106", Zone.PLAY)  # Fiery War Axe
    s = act(s, HeroPower(_hero(s, 1)))  # the old Hero Power (Fireblast) is used up this turn
    s, card = put(s, 0, "TEST_HERO", Zone.HAND)
    s = act(s, PlayCard(card))
    hero = _hero(s, 0)
    assert hero == card and s.rows[old][column(Tag.ZONE)] == Zone.REMOVEDFROMGAME
    assert hero_health(s, 0) == 18
    assert s.rows[hero][column(Tag.ARMOR)] == 2 + 5 + 1  # kept, the card's, its Battlecry's
    assert not s.rows[hero][column(Tag.FROZEN)]
    assert s.rows[PLAYER_ENTITY[0]][column(Tag.WEAPON_ENTITY)] == weapon
    power = s.rows[PLAYER_ENTITY[0]][column(Tag.HERO_POWER_ENTITY)]
    assert s.cards[power] == "HERO_10bp"
    s = act(s, HeroPower())  # the new one is ready this turn
    assert any(isinstance(x, Attack) and x.attacker == hero for x in legal_actions(s))
    assert player_tag(s, 0, Tag.CARDS_PLAYED_THIS_TURN) == 1


# ------------------------------------------------------------------------------------- the new classes


def test_demon_hunter_and_death_knight_hero_powers() -> None:
    s = scenario(heroes=("HERO_10", "HERO_11"))
    hero = _hero(s, 0)
    s = act(s, HeroPower())
    assert s.rows[hero][column(Tag.ATK)] == 0  # intrinsic attack unchanged; the claws are an enchantment
    enemy = _hero(s, 1)
    s = act(s, Attack(hero, enemy))
    assert hero_health(s, 1) == 29
    s = act(s, EndTurn())
    s = act(s, HeroPower())
    (ghoul,) = board(s, 1)
    assert s.cards[ghoul] == "HERO_11bpt"
    s = act(s, Attack(ghoul, hero))
    assert hero_health(s, 0) == 29
    s = act(s, EndTurn())
    assert board(s, 1) == ()  # the ghoul dies at the end of its controller's turn


# ------------------------------------------------------------------------------------ over HTTP and JSON


def test_trades_and_location_uses_travel_as_json_actions() -> None:
    pytest.importorskip("pydantic")
    from pydantic import TypeAdapter

    from hsfp.serve.schemas import ActionBody
    from hsfp.serve.views import action_doc, action_of

    for action in (Trade(12), UseLocation(30, 9), UseLocation(30)):
        doc = action_doc(action).model_dump(exclude_none=True)
        assert action_of(TypeAdapter(ActionBody).validate_python(doc)) == action
    with pytest.raises(ValueError):
        TypeAdapter(ActionBody).validate_python({"type": "trade", "card": "12"})  # strict: no strings
