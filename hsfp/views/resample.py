"""Determinization: a state one player cannot tell from the real one, with everything hidden drawn afresh.

`resample(state, player, seed)` is what information-set search needs (OpenSpiel's
`resample_from_infostate`): `observation(resample(s, p, k), p) == observation(s, p)`, and every card the
player cannot see is drawn again from what it could be, given only what the player sees and the public
deck lists:

- The opponent's cards dealt from its deck list (in its hand, secrets and deck) are one pool: the cards
  behind those entities are dealt out again at random. Because the deck list is public, they hold the
  deck list less every card seen leaving it, which is exactly that pool.
- Any other hidden card of the opponent (made by an effect: a random card, a copy, a token given to it)
  is drawn from a prior that depends on the opponent's visible hero alone: the collectible cards of its
  class and the neutral ones (`prior_pool`), whatever card is really there.
- A secret slot takes only a secret of the class its colour shows, and never the copy of a secret armed
  beside it (a slot beyond the pool draws from the collectible secrets of that class).
- Both decks are put in a fresh random order, and the player's own deck (which it sees as a multiset)
  is dealt out again among its entities.
- The random stream is replaced by one derived from the seed alone.
- A Rewind's state before the play (`RewindPoint`) is redrawn with the present: each entity redrawn now
  has its new card then too, each deck's cards still there keep their new order, and what the player saw
  before the play (the card it saw played, a minion since returned to a hand) keeps its card, then and now.
  The two options of a Rewind choice are the same two cards for everyone.

Every redrawn entity is rebuilt from its new card's printed row: tags it had gathered while hidden (a
cost changed, an origin recorded) go, since the player sees none of them. Enchantments on hidden cards
stay on their entities, over the new cards, and the layered values are recomputed afterwards.

What the result keeps is the frame of the hidden part, which tells nothing of any hidden card: every
entity id and the place of each (an observation never shows the id of a hidden card, but the set of ids
it leaves out is the set of hidden ids; ids are dealt in a random order of the deck list, and which ids
were made during play is public), and the hidden enchantments with the entity each is on. A card keeps
its identity only when the player may know it:

- the Coin: it is made once, as the first entity after the deal, so its id names it;
- the player's own pending options (it sees them); options still in a deck (a Tracking's top three)
  keep their places in it;
- cards named in `known` (the caller's memory: a minion it saw returned to the opponent's hand; a
  single observation cannot tell a bounced card from a drawn one).

So the result depends only on what the player sees, that frame, `known` and the seed: two states with
equal observations and frames resample to equal states, whichever cards are hidden where, and
`resample(resample(s, p, j), p, k) == resample(s, p, k)`.

>>> import hsfp
>>> from hsfp.observation import observation
>>> deck = ["VAN_CS2_182", "VAN_CS2_189", "VAN_CS2_029"] * 10
>>> state = hsfp.new_game(decks=(deck, deck), heroes=("HERO_08", "HERO_01"), seed=7)
>>> other = resample(state, 0, seed=1)
>>> observation(other, 0) == observation(state, 0)
True
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from operator import itemgetter

from pyrsistent import PVector

from hsfp.core.dsl import KeepHeroPower
from hsfp.core.registry import CARDS, all_definitions, version
from hsfp.core.rng import Seed, randrange, seed_state, shuffle_draws, spawn
from hsfp.core.state import (
    HAND_CHANGED,
    LAYERS_CHANGED,
    PLAYER_ENTITY,
    VALUES_CHANGED,
    GameState,
    RewindPoint,
    Rows,
)
from hsfp.core.tags import N_COLUMNS, N_ZONES, CardClass, CardType, Status, Tag, Zone, column, full_row
from hsfp.observation import hidden_entities
from reducers.auras import refresh
from reducers.base import fresh_row
from reducers.setup import is_deck_card
from reducers.turn import COIN

_ZONE, _CONTROLLER, _OWNER, _CLASS = column(Tag.ZONE), column(Tag.CONTROLLER), column(Tag.OWNER), column(Tag.CLASS)
_CARDTYPE, _ENCHANTMENT, _HERO = column(Tag.CARDTYPE), int(CardType.ENCHANTMENT), column(Tag.HERO_ENTITY)
_HERO_POWER = column(Tag.HERO_POWER_ENTITY)
_BASIC_HEROES = tuple(f"HERO_0{i}" for i in range(1, 10))
_DECK, _SECRET = int(Zone.DECK), int(Zone.SECRET)
#: Entity ids 4 to 7 are the heroes and hero powers; the dealt deck cards follow.
_FIRST_DEALT = 8
#: Tags a card takes from its place, not from its card: a redrawn card keeps them from the entity it
#: replaces. Its other columns come from its printed row; the layered ones are recomputed afterwards.
_PLACE_TAGS = (_ZONE, _CONTROLLER, _OWNER, column(Tag.DRAWN_ON_TURN))
#: Every other column: an entity whose row matches its card's printed row there needs no rebuilding.
_COMPARED = itemgetter(*(t for t in range(N_COLUMNS) if t not in _PLACE_TAGS))
#: Salts of the two streams a resample draws from its seed: the deal of the hidden cards, and the game's.
_DEAL, _GAME = 0, 1


def dealt_entities(state: GameState) -> range:
    """Returns the ids of the entities dealt from the two deck lists when the game was set up."""
    rows, cards = state.rows, state.cards
    # The deal appends player 0's deck, then player 1's, and the next entity the game makes is the Coin
    # at the end of the mulligan; nothing is made during the mulligan.
    for e in range(_FIRST_DEALT, len(rows)):
        if cards[e] == COIN:
            return range(_FIRST_DEALT, e)
    if state.status == Status.MULLIGAN:
        return range(_FIRST_DEALT, len(rows))
    # No Coin (a hand too small for it): the dealt cards are a run of each owner's entities in turn.
    e = _FIRST_DEALT
    for owner in (0, 1):
        while e < len(rows) and rows[e][_OWNER] == owner and rows[e][_CARDTYPE] != _ENCHANTMENT:
            e += 1
    return range(_FIRST_DEALT, e)


class _Cache:
    """Values derived from the card registry, dropped when it changes."""

    def __init__(self) -> None:
        self.of = -1
        self.templates: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        self.priors: dict[int, tuple[str, ...]] = {}
        self.secrets: dict[int, tuple[str, ...]] = {}

    def fresh(self) -> _Cache:
        """Returns the cache, emptied first if the registry changed since it was filled."""
        if self.of != version():
            self.templates.clear()
            self.priors.clear()
            self.secrets.clear()
            self.of = version()
        return self


_CACHE = _Cache()


def _template(card_id: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    # The printed row of a card placed nowhere (what every plain entity of the card has, place tags
    # aside), and its compared tags.
    templates = _CACHE.fresh().templates
    found = templates.get(card_id)
    if found is None:
        row = fresh_row(CARDS[card_id], 0, 0, 0)
        found = templates[card_id] = (row, _COMPARED(full_row(row)))
    return found


def _is_secret(card_id: str) -> bool:
    return any(t == Tag.SECRET and v for t, v in CARDS[card_id].tags)


def prior_pool(card_class: int) -> tuple[str, ...]:
    """Returns the cards a hidden card of a hero of this class that was not dealt from its deck list is
    drawn from: every collectible deck card of the class and every neutral one, sorted."""
    cache = _CACHE.fresh()
    found = cache.priors.get(card_class)
    if found is None:
        found = cache.priors[card_class] = tuple(sorted(
            d.card_id for d in all_definitions()
            if is_deck_card(d.card_id) and d.card_class in (card_class, CardClass.NEUTRAL)))
    return found


def basic_hero_powers() -> tuple[str, ...]:
    """Returns the basic Hero Powers, those of the nine basic heroes, sorted."""
    return tuple(sorted({CARDS[h].hero_power for h in _BASIC_HEROES if h in CARDS and CARDS[h].hero_power}))


def secret_pool(card_class: int) -> tuple[str, ...]:
    """Returns the secrets a hidden secret of this colour that was not dealt from a deck list is drawn
    from: the collectible secrets of the class (any secret of it, if none is collectible), sorted."""
    cache = _CACHE.fresh()
    found = cache.secrets.get(card_class)
    if found is None:
        of_class = [d for d in all_definitions() if d.card_class == card_class and _is_secret(d.card_id)]
        collectible = [d.card_id for d in of_class if is_deck_card(d.card_id)]
        found = cache.secrets[card_class] = tuple(sorted(collectible or [d.card_id for d in of_class]))
    return found


def _redrawn_row(card_id: str, row: tuple[int, ...]) -> tuple[int, ...]:
    lst = list(_template(card_id)[0])
    for t in _PLACE_TAGS:
        lst[t] = row[t]
    return tuple(lst)


class _Draws:
    """A stream of uniform draws from a generator state (hsfp.core.rng), kept as it advances."""

    def __init__(self, seed: Seed) -> None:
        self.state = seed_state(seed)

    def below(self, n: int) -> int:
        """Returns a uniform integer in [0, n)."""
        value, self.state = randrange(self.state, n)
        return value

    def pick(self, items: Sequence[str]) -> str:
        """Returns one of the items, uniformly."""
        return items[self.below(len(items))]

    def shuffled(self, items: Iterable[int]) -> tuple[int, ...]:
        """Returns the items in a uniformly random order: a Fisher-Yates shuffle whose draws are those
        `below` would make in turn, taken in one loop (`shuffle_draws`)."""
        lst = list(items)
        js, self.state = shuffle_draws(self.state, len(lst))
        for i, j in zip(range(len(lst) - 1, 0, -1), js, strict=True):
            lst[i], lst[j] = lst[j], lst[i]
        return tuple(lst)


def _deal(pool: list[str], slots: list[int], secret_slots: list[int], colour: dict[int, int],
          armed: set[str], draws: _Draws) -> dict[int, str]:
    """Returns a card for each slot: the pool's cards dealt out again, secrets of their colour to the
    secret slots (which come first in `slots`' order)."""
    pool = sorted(pool)
    out: dict[int, str] = {}
    for e in secret_slots:
        # Only a secret of the colour the board shows, and not a copy of one armed beside it; the slot's
        # own card has the colour and is in the pool, so a choice always exists.
        fits_colour = [i for i, c in enumerate(pool) if _is_secret(c) and CARDS[c].card_class == colour[e]]
        fits = [i for i in fits_colour if pool[i] not in armed] or fits_colour
        card = pool.pop(fits[draws.below(len(fits))])
        armed.add(card)
        out[e] = card
    rest = [e for e in slots if e not in out]
    order = draws.shuffled(range(len(pool)))
    out.update((e, pool[k]) for e, k in zip(rest, order, strict=True))
    return out


def _draw_prior(slots: list[int], secret_slots: list[int], colour: dict[int, int], hero_class: int,
                armed: set[str], draws: _Draws) -> dict[int, str]:
    """Returns a card for each slot beyond the dealt pool, each drawn from the prior alone."""
    out: dict[int, str] = {}
    for e in secret_slots:
        of_colour = secret_pool(colour[e])
        fits = [c for c in of_colour if c not in armed] or list(of_colour)
        card = out[e] = draws.pick(fits)
        armed.add(card)
    prior = prior_pool(hero_class)
    out.update((e, draws.pick(prior)) for e in slots if e not in out)
    return out


def _reordered(deck: tuple[int, ...], pinned: frozenset[int], draws: _Draws) -> tuple[int, ...]:
    """Returns a deck in a fresh order, but for the options of a pending choice (a Tracking's top three),
    which keep their places."""
    places = [i for i, e in enumerate(deck) if e not in pinned]
    out = list(deck)
    for i, e in zip(places, draws.shuffled(sorted(deck[i] for i in places)), strict=True):
        out[i] = e
    return tuple(out)


def resample(state: GameState, player: int, seed: Seed, known: Collection[int] = ()) -> GameState:
    """Returns a state `player` cannot tell from `state`, with the hidden cards, both decks' order and the
    random stream drawn afresh from `seed` (see the module's docstring; `known`: entity ids whose card the
    player has seen and that keep it)."""
    rows, cards, zones = state.rows, state.cards, state.zones
    opp = 1 - player
    dealt = dealt_entities(state)
    pending = state.pending
    options = frozenset(pending.options) if pending is not None else frozenset()
    pinned = {*known, *(options if pending is not None and pending.player == player else ())}
    point = _rewind_point(state)
    if point is not None:
        # what the player saw before the play it may rewind, it still knows; and the two options of a
        # Rewind choice are the same two cards for everyone
        seen_before = hidden_entities(point.state, player)
        pinned.update(e for e in range(4, len(point.state.rows)) if e not in seen_before)
        if pending is not None and pending.checkpoint is not None:
            pinned.update(options)
    if dealt.stop < len(rows) and cards[dealt.stop] == COIN:
        pinned.add(dealt.stop)
    own = frozenset(zones[player * N_ZONES + _DECK])
    opp_secrets = zones[opp * N_ZONES + _SECRET]
    enchantments = frozenset(state.enchantments)
    from_list: list[int] = []  # the opponent's hidden cards dealt from its deck list
    beyond: list[int] = []  # its other hidden cards
    own_slots: list[int] = []
    for e in sorted(hidden_entities(state, player)):
        if e in pinned or e in enchantments:
            continue
        if e in own:
            own_slots.append(e)
        elif e in dealt and rows[e][_OWNER] == opp:
            from_list.append(e)
        else:
            beyond.append(e)
    colour = {e: rows[e][_CLASS] for e in opp_secrets}
    armed = {cards[e] for e in opp_secrets if e in pinned}
    draws = _Draws(spawn(seed, _DEAL))
    redraw = _deal([cards[e] for e in from_list], from_list, [e for e in from_list if e in colour], colour,
                   armed, draws)
    hero_class = CARDS[cards[rows[PLAYER_ENTITY[opp]][_HERO]]].card_class
    # Options of a Hero Power the opponent is discovering are Hero Powers (the card played says so): they are
    # redrawn, distinct, from the basic Hero Powers of the classes other than its Hero Power's now.
    discovering_power = (pending is not None and pending.player == opp and isinstance(pending.resume, KeepHeroPower))
    powers = [e for e in beyond if e in options] if discovering_power else []
    if powers:
        own_power = rows[rows[PLAYER_ENTITY[opp]][_HERO_POWER]][_CLASS]
        left = [c for c in basic_hero_powers() if CARDS[c].card_class != own_power]
        for e in powers:
            redraw[e] = left.pop(draws.below(len(left))) if left else cards[e]
        beyond = [e for e in beyond if e not in redraw]
    redraw.update(_draw_prior(beyond, [e for e in beyond if e in colour], colour, hero_class, armed, draws))
    redraw.update(_deal([cards[e] for e in own_slots], own_slots, [], colour, set(), draws))
    new_rows, new_cards = _redrawn(rows, cards, redraw)
    new_zones = list(zones)
    for p in (0, 1):
        i = p * N_ZONES + _DECK
        new_zones[i] = _reordered(zones[i], options, draws)
    s = state._replace(rows=new_rows, cards=new_cards, zones=tuple(new_zones),
                       rng=seed_state(spawn(seed, _GAME)),
                       dirty=state.dirty | LAYERS_CHANGED | VALUES_CHANGED | HAND_CHANGED)
    if point is not None:
        s = _with_point(s, point._replace(state=_past(point.state, redraw, zones, new_zones)))
    # Recomputing the layers may set the death-check flag; nothing visible changed, so nothing can die.
    return refresh(s)._replace(doomed=state.doomed)


def _redrawn(rows: Rows, cards: PVector[str], redraw: dict[int, str]) -> tuple[Rows, PVector[str]]:
    """Returns the entity and card-id tables with each entity of `redraw` rebuilt as its new card."""
    evo_rows, evo_cards = list(rows), cards.evolver()
    for e, card in redraw.items():
        row = rows[e]
        # A plain entity keeping its card is already what a redraw would make.
        if card != cards[e] or _COMPARED(full_row(row)) != _template(card)[1]:
            evo_rows[e] = _redrawn_row(card, row)
            evo_cards[e] = card
    return tuple(evo_rows), evo_cards.persistent()


def _rewind_point(state: GameState) -> RewindPoint | None:
    """Returns the checkpoint of a Rewind the state keeps (on its work stack or in its pending choice)."""
    if state.pending is not None and state.pending.checkpoint is not None:
        return state.pending.checkpoint
    return next((t for t in state.work if isinstance(t, RewindPoint)), None)


def _with_point(s: GameState, point: RewindPoint) -> GameState:
    if s.pending is not None and s.pending.checkpoint is not None:
        return s._replace(pending=s.pending._replace(checkpoint=point))
    return s._replace(work=tuple(point if isinstance(t, RewindPoint) else t for t in s.work))


def _past(past: GameState, redraw: dict[int, str], zones: tuple[tuple[int, ...], ...],
          new_zones: list[tuple[int, ...]]) -> GameState:
    """Returns a Rewind's state before the play, redrawn as the state now was: each entity redrawn now has
    its new card then too, and the cards of each deck still there then and now are in their new order."""
    n = len(past.rows)
    rows, cards = _redrawn(past.rows, past.cards, {e: card for e, card in redraw.items() if e < n})
    past_zones = list(past.zones)
    for p in (0, 1):
        i = p * N_ZONES + _DECK
        still = frozenset(zones[i]) & frozenset(past.zones[i])
        order = iter([e for e in new_zones[i] if e in still])
        past_zones[i] = tuple(next(order) if e in still else e for e in past.zones[i])
    s = past._replace(rows=rows, cards=cards, zones=tuple(past_zones),
                      dirty=LAYERS_CHANGED | VALUES_CHANGED | HAND_CHANGED)
    return refresh(s)._replace(doomed=past.doomed)


__all__ = ["dealt_entities", "prior_pool", "resample", "secret_pool"]
