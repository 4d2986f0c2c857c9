"""Cards moving between deck, hand and graveyard: draw (four exits), discard, mill, add, bounce."""

from __future__ import annotations

from typing import Final

from hsfp.core.registry import CARDS
from hsfp.core.state import GAME_ENTITY, PLAYER_ENTITY, GameState
from hsfp.core.tags import N_ZONES, EventKind, Tag, column
from reducers.base import (
    CONTROLLER,
    DECK,
    GRAVEYARD,
    HAND,
    HERO_ENTITY,
    OWNER,
    PLAY,
    SETASIDE,
    ZONE,
    create,
    draw_random,
    fresh_row,
    move,
    replace_row,
    set_tag,
    zone_of,
)
from reducers.damage import deal_damage
from reducers.enchant import detach_all
from reducers.triggers import announce

# the enum members read below, as module constants (docs/compiled.md: read through its class, a member costs more)
_CARD_ADDED: Final = EventKind.CARD_ADDED
_FATIGUE_EVENT: Final = EventKind.FATIGUE
_CARD_BURNED: Final = EventKind.CARD_BURNED
_DISCARD: Final = EventKind.DISCARD
_DRAW: Final = EventKind.DRAW
_RETURNED_TO_HAND: Final = EventKind.RETURNED_TO_HAND
_SHUFFLED: Final = EventKind.SHUFFLED

_FATIGUE: Final = column(Tag.FATIGUE)
_DRAWN_ON: Final = column(Tag.DRAWN_ON_TURN)
_CARDS_DRAWN: Final = column(Tag.CARDS_DRAWN)
_LAST_DRAWN: Final = column(Tag.LAST_DRAWN)


def draw(s: GameState, p: int) -> GameState:
    """Returns the state after player p draws one card: fatigue, burn, or into the hand."""
    zones = s.zones
    deck = zones[p * N_ZONES + DECK]
    pe = PLAYER_ENTITY[p]
    if not deck:
        fatigue = s.rows[pe][_FATIGUE] + 1
        s = set_tag(s, pe, _FATIGUE, fatigue)
        hero = s.rows[pe][HERO_ENTITY]
        s = announce(s, _FATIGUE_EVENT, hero, 0, hero, p, fatigue)
        s, _ = deal_damage(s, 0, hero, fatigue)  # fatigue has no source
        return s
    card = deck[-1]
    if len(zones[p * N_ZONES + HAND]) >= s.rules.hand_size:
        s = to_graveyard(s, card)
        return announce(s, _CARD_BURNED, card, 0, 0, p)
    return _into_hand(s, p, card)


def _into_hand(s: GameState, p: int, card: int) -> GameState:
    pe = PLAYER_ENTITY[p]
    s = move(s, card, HAND, also=((card, ((_DRAWN_ON, s.turn),)), (pe, ((_CARDS_DRAWN, s.rows[pe][_CARDS_DRAWN] + 1),)),
                                  (GAME_ENTITY, ((_LAST_DRAWN, card),))))
    return announce(s, _DRAW, card, 0, 0, p)


def draw_specific(s: GameState, p: int, card: int) -> GameState:
    """Returns the state after player p draws a chosen card from the deck (burned if the hand is full)."""
    if s.rows[card][ZONE] != DECK:
        return s
    if len(zone_of(s, p, HAND)) >= s.rules.hand_size:
        s = to_graveyard(s, card)
        return announce(s, _CARD_BURNED, card, 0, 0, p)
    return _into_hand(s, p, card)


def discard(s: GameState, card: int) -> GameState:
    """Returns the state after a card in hand is discarded."""
    if s.rows[card][ZONE] != HAND:
        return s
    p = s.rows[card][OWNER]
    # announced while the card is still in hand, so a card may react to its own discard (Silverware Golem)
    s = announce(s, _DISCARD, card, 0, 0, p)
    return to_graveyard(s, card)


def mill(s: GameState, card: int) -> GameState:
    """Returns the state after a card leaves the deck for the graveyard unplayed."""
    if s.rows[card][ZONE] != DECK:
        return s
    return to_graveyard(s, card)


def to_graveyard(s: GameState, card: int) -> GameState:
    """Returns the state with a card (not a dying minion) moved to the graveyard without its enchantments."""
    return move(detach_all(s, card), card, GRAVEYARD)


def add_to_hand(s: GameState, p: int, card_id: str, source: int) -> GameState:
    """Returns the state with a new card in p's hand; nothing is made if the hand is full."""
    if len(zone_of(s, p, HAND)) >= s.rules.hand_size:
        return s
    s, e = create(s, card_id, p, HAND)
    return announce(s, _CARD_ADDED, e, source, 0, p)


def shuffle_into_deck(s: GameState, p: int, card: int, source: int) -> GameState:
    """Returns the state with an entity (already made) shuffled into p's deck at a random place."""
    deck = zone_of(s, p, DECK)
    if len(deck) >= 60:
        return s
    s, pos = draw_random(s, "shuffle_into_deck", len(deck) + 1)
    s = move(s, card, DECK, pos, controller=p)
    return announce(s, _SHUFFLED, card, source, 0, p)


def shuffle_new(s: GameState, p: int, card_id: str, source: int) -> GameState:
    """Returns the state with a new copy of a card shuffled into p's deck."""
    s, e = create(s, card_id, p, SETASIDE)
    return shuffle_into_deck(s, p, e, source)


def return_to_hand(s: GameState, e: int, source: int) -> GameState:
    """Returns the state after a minion in play goes back to its controller's hand as its printed card
    (a stolen minion goes to the player controlling it, as in the real game); with that hand full it is
    destroyed instead."""
    r = s.rows[e]
    if r[ZONE] != PLAY:
        return s
    holder = r[CONTROLLER]
    if len(zone_of(s, holder, HAND)) >= s.rules.hand_size:
        return set_tag(s, e, column(Tag.TO_BE_DESTROYED), 1)
    s = detach_all(s, e)
    s = move(s, e, HAND, controller=holder)
    s = replace_row(s, e, fresh_row(CARDS[s.cards[e]], holder, r[OWNER], HAND))
    return announce(s, _RETURNED_TO_HAND, e, source, 0, holder)
