"""A new game: entities, shuffled decks, the first player by the game's RNG, opening hands of 3 and 4,
and the mulligan as the first pending choice (seed 000 ch. 3)."""

from __future__ import annotations

from collections.abc import Sequence

from pyrsistent import pvector

from hsfp.core.dsl import CardDef
from hsfp.core.events import Draw
from hsfp.core.registry import CARDS, UnknownCard
from hsfp.core.rng import seed_state
from hsfp.core.state import (
    NO_WINNER,
    PLAYER_ENTITY,
    ChoiceKind,
    GameState,
    Pending,
    Rules,
    cons_to_tuple,
)
from hsfp.core.tags import N_COLUMNS, N_ZONES, CardType, Status, Tag
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
    set_tag,
    set_tags,
    shuffled,
    zone_of,
)
from reducers.fold import fold


def _bare_row(card_type: CardType, controller: int, zone: int) -> tuple[int, ...]:
    lst = [0] * N_COLUMNS
    lst[CARDTYPE] = int(card_type)
    lst[CONTROLLER] = controller
    lst[OWNER] = controller
    lst[ZONE] = zone
    return tuple(lst)


def _hero_def(card_id: str) -> CardDef:
    d = CARDS.get(card_id)
    if d is None or d.card_type != CardType.HERO:
        raise UnknownCard(f"{card_id} is not a defined hero")
    return d


def blank_game(decks: tuple[Sequence[str], Sequence[str]], heroes: tuple[str, str], seed: int,
               rules: Rules | None = None, log_draws: bool = False) -> GameState:
    """Returns a game with heroes, hero powers and shuffled decks, before the first player is chosen
    (`log_draws`: its random draws are kept in `draws`, as during a step)."""
    rules = rules or Rules()
    for deck in decks:
        for cid in deck:
            if cid not in CARDS:
                raise UnknownCard(cid)
    hero_defs = tuple(_hero_def(h) for h in heroes)
    rows = pvector([(), _bare_row(CardType.GAME, 0, PLAY), _bare_row(CardType.PLAYER, 0, PLAY),
                    _bare_row(CardType.PLAYER, 1, PLAY)])
    cards = pvector(["", "", "", ""])
    s = GameState(rows=rows, cards=cards, zones=((),) * (2 * N_ZONES), enchantments=(), modded=(), work=(),
                  queue=(), pending=None, rng=seed_state(seed), turn=0, current=0,
                  status=int(Status.MULLIGAN), winner=NO_WINNER, dirty=True, rules=rules,
                  draws=() if log_draws else None)
    for p in (0, 1):
        s, hero = create(s, hero_defs[p].card_id, p, PLAY)
        s = set_tag(s, hero, int(Tag.HEALTH), rules.starting_health)
        s, power = create(s, hero_defs[p].hero_power, p, PLAY)
        s = set_tags(s, PLAYER_ENTITY[p], ((HERO_ENTITY, hero), (HERO_POWER_ENTITY, power)))
    for p in (0, 1):
        # Entity ids are handed out in a random order of the deck list, and the deck is shuffled apart from
        # that, so an id tells nothing of a card or of its place in the deck.
        s, picks = shuffled(s, "deal_ids", tuple(range(len(decks[p]))))
        for k in picks:
            s, _ = create(s, decks[p][k], p, DECK)
        s, order = shuffled(s, "shuffle_deck", zone_of(s, p, DECK))
        i = p * N_ZONES + DECK
        s = s._replace(zones=(*s.zones[:i], order, *s.zones[i + 1:]))
    return s


def new_game(decks: tuple[Sequence[str], Sequence[str]], heroes: tuple[str, str], seed: int,
             rules: Rules | None = None) -> GameState:
    """Returns a new game waiting for the first player's mulligan."""
    return new_game_logged(decks, heroes, seed, rules)[0]


def new_game_logged(decks: tuple[Sequence[str], Sequence[str]], heroes: tuple[str, str], seed: int,
                    rules: Rules | None = None) -> tuple[GameState, tuple[Draw, ...]]:
    """Returns a new game waiting for the first player's mulligan, and the random draws its setup made
    (deck shuffles, first player), in order: a replay checks them like a step's."""
    s = blank_game(decks, heroes, seed, rules, log_draws=True)
    s, first = draw_random(s, "first_player", 2)
    s = set_tag(s, PLAYER_ENTITY[first], int(Tag.FIRST_PLAYER), 1)
    for p, n in ((first, 3), (1 - first, 4)):
        for _ in range(n):
            s = cardflow.draw(s, p)
    s = s._replace(current=first, pending=Pending(ChoiceKind.MULLIGAN, first, zone_of(s, first, HAND)),
                   queue=(), log=None)
    s = fold(s)
    return s._replace(queue=(), draws=None), cons_to_tuple(s.draws)
