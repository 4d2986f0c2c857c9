"""A new game: entities, shuffled decks, the first player by the game's RNG, opening hands of 3 and 4,
and the mulligan as the first pending choice (seed 000 ch. 3).

The setup refuses, with `DeckError`, only what no game can be played with: a deck that is not a list of
card ids, ids no card is defined for, cards that never belong in a deck (the Coin, heroes, hero powers,
enchantments, tokens: any card that is not collectible), a deck over `MAX_DECK_SIZE` cards, and heroes
that are not defined hero cards. Deck-building rules (30 cards, copies, class, format) are
`hsfp.decks.validate`'s: a game of 30 copies of one card, or of 5 cards, is set up as asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pyrsistent import pvector

from hsfp.core.dsl import CardDef
from hsfp.core.events import Draw
from hsfp.core.registry import _VERSION, CARDS
from hsfp.core.rng import seed_state
from hsfp.core.state import (
    GAME_ENTITY,
    NO_WINNER,
    PLAYER_ENTITY,
    ChoiceKind,
    GameState,
    Pending,
    Rules,
    cons_to_tuple,
    with_entities,
    with_zones,
)
from hsfp.core.tags import N_ZONES, CardType, Status, Tag, card_row, column, row_width
from reducers import cardflow
from reducers.base import (
    CARDTYPE,
    CONTROLLER,
    DECK,
    HAND,
    HERO_ENTITY,
    HERO_POWER_ENTITY,
    OWNER,
    PLAY,
    ZONE,
    create,
    draw_random,
    fresh_row,
    set_tag,
    set_tags,
    shuffled,
    zone_of,
)
from reducers.fold import fold

#: The most cards a deck may start with (the real game's decks have 30; some rules allow 40).
MAX_DECK_SIZE: Final = 100
#: The card types a deck may hold.
DECK_CARD_TYPES: Final = frozenset({CardType.MINION, CardType.SPELL, CardType.WEAPON, CardType.LOCATION})
#: Both players' decks, checked.
CheckedDecks = tuple[tuple[str, ...], tuple[str, ...]]
#: How many offending ids an error message names before it only counts the rest.
_NAMED: Final = 8


class DeckError(ValueError):
    """A deck or a hero that no game can be set up with; the message names the problem."""


def is_deck_card(card_id: str) -> bool:
    """Returns whether a card id is a defined, collectible card of a type a deck may hold."""
    d = CARDS.get(card_id)
    return d is not None and d.collectible and d.card_type in DECK_CARD_TYPES


#: The ids of the cards a deck may hold, for the registry version they were read at.
_DECK_CARDS: Final[set[str]] = set()
_deck_cards_seen: Final = [-1]


def _deck_cards() -> set[str]:
    if _deck_cards_seen[0] != _VERSION[0]:
        _DECK_CARDS.clear()
        _DECK_CARDS.update(c for c in CARDS if is_deck_card(c))
        _deck_cards_seen[0] = _VERSION[0]
    return _DECK_CARDS


def _named(ids: Sequence[str]) -> str:
    shown = ", ".join(repr(c)[:40] for c in ids[:_NAMED])
    return shown if len(ids) <= _NAMED else f"{shown} and {len(ids) - _NAMED} more"


def check_deck(deck: object, player: int) -> tuple[str, ...]:
    """Returns the deck as a tuple of card ids; raises DeckError if no game can be played with it."""
    who = f"the deck of player {player}"
    if isinstance(deck, str | bytes) or not isinstance(deck, Sequence):
        raise DeckError(f"{who} must be a list of card ids, not {type(deck).__name__}")
    if len(deck) > MAX_DECK_SIZE:
        raise DeckError(f"{who} has {len(deck)} cards; a deck holds at most {MAX_DECK_SIZE}")
    cards = tuple(deck)
    if not all(isinstance(c, str) for c in cards):
        odd = sorted({type(c).__name__ for c in cards if not isinstance(c, str)})
        raise DeckError(f"{who} must hold card ids (strings), not {', '.join(odd)}")
    if _deck_cards().issuperset(cards):
        return cards  # the usual case, in one pass; what is wrong is named below
    unknown = sorted({c for c in cards if c not in CARDS})
    if unknown:
        raise DeckError(f"{who} has unknown card ids: {_named(unknown)}")
    not_deck = sorted({c for c in cards if not is_deck_card(c)})
    if not_deck:
        raise DeckError(f"{who} has cards that cannot be in a deck (not collectible, or a hero, hero power "
                        f"or enchantment): {_named(not_deck)}")
    return cards


def _hero_def(card_id: object, player: int) -> CardDef:
    d = CARDS.get(card_id) if isinstance(card_id, str) else None
    if d is None or d.card_type != CardType.HERO or not d.hero_power:
        raise DeckError(f"the hero of player {player}, {repr(card_id)[:40]}, is not a defined hero card")
    return d


def _pair(value: object, what: str) -> Sequence[object]:
    if isinstance(value, str | bytes) or not isinstance(value, Sequence) or len(value) != 2:
        raise DeckError(f"{what} must be a pair, one for each player, not {type(value).__name__}")
    return value


def check_setup(decks: object, heroes: object) -> tuple[CheckedDecks, tuple[CardDef, CardDef]]:
    """Returns both decks as tuples of card ids and both heroes' definitions; raises DeckError if no game
    can be set up with them."""
    d, h = _pair(decks, "decks"), _pair(heroes, "heroes")
    return (check_deck(d[0], 0), check_deck(d[1], 1)), (_hero_def(h[0], 0), _hero_def(h[1], 1))


def _bare_row(card_type: CardType, controller: int, zone: int) -> tuple[int, ...]:
    lst = [0] * row_width(card_type)
    lst[CARDTYPE] = int(card_type)
    lst[CONTROLLER] = controller
    lst[OWNER] = controller
    lst[ZONE] = zone
    return card_row(lst)


def _deal(s: GameState, p: int, deck: tuple[str, ...]) -> GameState:
    # Entity ids are handed out in a random order of the deck list, and the deck is shuffled apart from
    # that, so an id tells nothing of a card or of its place in the deck. The rows are appended in one
    # write (creating them one by one re-copies the growing deck zone: quadratic in the deck's size).
    s, picks = shuffled(s, "deal_ids", tuple(range(len(deck))))
    first = len(s.rows)
    ids = tuple(deck[k] for k in picks)
    s = with_entities(s, (*s.rows, *[fresh_row(CARDS[c], p, p, DECK) for c in ids]), s.cards.extend(ids), 0)
    s, order = shuffled(s, "shuffle_deck", tuple(range(first, first + len(ids))))
    i = p * N_ZONES + DECK
    return with_zones(s, (*s.zones[:i], order, *s.zones[i + 1:]))


def blank_game(decks: tuple[Sequence[str], Sequence[str]], heroes: tuple[str, str], seed: int | bytes,
               rules: Rules | None = None, log_draws: bool = False) -> GameState:
    """Returns a game with heroes, hero powers and shuffled decks, before the first player is chosen
    (`log_draws`: its random draws are kept in `draws`, as during a step); raises DeckError for decks or
    heroes no game can be played with."""
    rules = rules or Rules()
    checked, hero_defs = check_setup(decks, heroes)
    rows = ((), _bare_row(CardType.GAME, 0, PLAY), _bare_row(CardType.PLAYER, 0, PLAY),
            _bare_row(CardType.PLAYER, 1, PLAY))
    cards = pvector(["", "", "", ""])
    s = GameState(rows=rows, cards=cards, zones=((),) * (2 * N_ZONES), enchantments=(), modded=(), work=(),
                  queue=(), pending=None, rng=seed_state(seed), turn=0, current=0,
                  status=int(Status.MULLIGAN), winner=NO_WINNER, dirty=True, rules=rules,
                  draws=() if log_draws else None)
    for p in (0, 1):
        s, hero = create(s, hero_defs[p].card_id, p, PLAY)
        s = set_tag(s, hero, column(Tag.HEALTH), rules.starting_health)
        s, power = create(s, hero_defs[p].hero_power, p, PLAY)
        s = set_tags(s, PLAYER_ENTITY[p], ((HERO_ENTITY, hero), (HERO_POWER_ENTITY, power)))
    for p in (0, 1):
        s = _deal(s, p, checked[p])
    return set_tags(s, GAME_ENTITY, ((column(Tag.SETUP_ENTITIES), len(s.rows)),))


def new_game(decks: tuple[Sequence[str], Sequence[str]], heroes: tuple[str, str], seed: int | bytes,
             rules: Rules | None = None) -> GameState:
    """Returns a new game waiting for the first player's mulligan; raises DeckError for decks or heroes no
    game can be played with (see the module's docstring)."""
    return _set_up(decks, heroes, seed, rules, log_draws=False)[0]


def new_game_logged(decks: tuple[Sequence[str], Sequence[str]], heroes: tuple[str, str], seed: int | bytes,
                    rules: Rules | None = None) -> tuple[GameState, tuple[Draw, ...]]:
    """Returns a new game waiting for the first player's mulligan, and the random draws its setup made
    (deck shuffles, first player), in order: a replay checks them like a step's."""
    return _set_up(decks, heroes, seed, rules, log_draws=True)


def _set_up(decks: tuple[Sequence[str], Sequence[str]], heroes: tuple[str, str], seed: int | bytes,
            rules: Rules | None, log_draws: bool) -> tuple[GameState, tuple[Draw, ...]]:
    # the same game either way; logging the draws (for a replay) only costs a record per shuffled card
    s = blank_game(decks, heroes, seed, rules, log_draws)
    s, first = draw_random(s, "first_player", 2)
    s = set_tag(s, PLAYER_ENTITY[first], column(Tag.FIRST_PLAYER), 1)
    for p, n in ((first, 3), (1 - first, 4)):
        for _ in range(n):
            s = cardflow.draw(s, p)
    s = s._replace(current=first, pending=Pending(ChoiceKind.MULLIGAN, first, zone_of(s, first, HAND)),
                   queue=(), log=None)
    s = fold(s)
    return s._replace(queue=(), draws=None), cons_to_tuple(s.draws)
