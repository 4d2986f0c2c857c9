"""Building exact positions for tests (a main-phase game at chosen mana, entities put anywhere), playing
them with checked steps, and reading what a player sees.

>>> import hsfp
>>> from hsfp import Zone, testing
>>> state = testing.scenario(seed=0, mana=10)
>>> state, yeti = testing.put(state, 0, "VAN_CS2_182", Zone.PLAY, damage=1)
>>> hsfp.health(state, yeti), hsfp.zone(state, 0, Zone.PLAY) == (yeti,)
(4, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence

from hsfp import api  # registers the cards
from hsfp.core.actions import Action, Choose, Code, EndTurn, PlayCard, Transition
from hsfp.core.state import PLAYER_ENTITY, GameState, Rules, state_hash
from hsfp.core.tags import CardClass, CardType, EventKind, Status, Tag, Zone, column, effective_column, holds
from hsfp.decks import random_deck
from hsfp.validation import problems
from reducers.attack import attack_value
from reducers.auras import refresh
from reducers.base import WEAPON_ENTITY, create, move, set_tags
from reducers.rewind import KEEP_TIMELINE, REWIND_TIMELINE
from reducers.setup import blank_game
from reducers.step import step

#: The deck each side gets unless a test names one: ten Chillwind Yetis, so draws are harmless.
FILLER = ("VAN_CS2_182",) * 10


def scenario(seed: int = 0, mana: int = 10, heroes: tuple[str, str] = ("HERO_08", "HERO_01"),
             decks: tuple[Sequence[str], Sequence[str]] | None = None, rules: Rules | None = None,
             turn: int = 3) -> GameState:
    """Returns a game in its main phase, player 0 to act, both players at `mana` crystals and mana, empty
    hands and boards, decks of `FILLER` unless given."""
    s = blank_game(decks or (FILLER, FILLER), heroes, seed, rules)
    for p in (0, 1):
        s = set_tags(s, PLAYER_ENTITY[p], ((column(Tag.MANA_CRYSTALS), mana), (column(Tag.MANA), mana)))
    s = set_tags(s, PLAYER_ENTITY[0], ((column(Tag.FIRST_PLAYER), 1),))
    s = s._replace(status=int(Status.MAIN), current=0, turn=turn)
    return refresh(s)


def put(state: GameState, player: int, card_id: str, zone: Zone, position: int | None = None,
        **tags: int) -> tuple[GameState, int]:
    """Returns the state with a new entity of a card in a player's zone (position None: rightmost), with
    tags set by name (`damage=1`, `frozen=1`, `exhausted=1`), and its id. A minion put in play is ready to
    attack; a weapon put in play is equipped. No event fires."""
    s, e = create(state, card_id, player, int(zone), position)
    if zone == Zone.PLAY and s.rows[e][column(Tag.CARDTYPE)] == CardType.WEAPON:
        old = s.rows[PLAYER_ENTITY[player]][WEAPON_ENTITY]
        if old:
            s = move(s, old, int(Zone.GRAVEYARD))
        s = set_tags(s, PLAYER_ENTITY[player], ((WEAPON_ENTITY, e),))
    pairs = []
    for name, value in tags.items():
        try:
            pairs.append((column(Tag[name.upper()]), int(value)))
        except KeyError:
            raise ValueError(f"no tag named {name!r}") from None
    if pairs:
        s = set_tags(s, e, pairs)
    return refresh(s), e


def set_tag(state: GameState, entity: int, tag: Tag, value: int) -> GameState:
    """Returns the state with an intrinsic tag of an entity set (auras and enchantments recomputed)."""
    if not holds(len(state.rows[entity]), tag):
        raise ValueError(f"entity {entity} has no {Tag(tag).name}: the game, the players and the cards each "
                         "have their own tags")
    return refresh(set_tags(state, entity, ((column(tag), value),)))


def transition(state: GameState, action: Action) -> Transition:
    """Returns the transition of a legal action; fails the test if it is refused or leaves an unsound
    state."""
    result = step(state, action)
    t = result.value_or(None)
    assert t is not None, f"{action!r} was refused: {result.failure()}"
    found = problems(t.state)
    assert not found, f"{action!r} left an unsound state: {found}"
    return t


def refusal(state: GameState, action: object) -> Code:
    """Returns the code an illegal action is refused with; fails the test if it is accepted or if the
    state changed."""
    before = state_hash(state)
    result = step(state, action)
    assert result.value_or(None) is None, f"{action!r} was accepted"
    assert state_hash(state) == before
    return result.failure().code


def stats(state: GameState, entity: int) -> tuple[int, int]:
    """Returns an entity's attack and health as the game sees them now."""
    r = state.rows[entity]
    return attack_value(state, entity), int(r[effective_column(Tag.HEALTH)] - r[column(Tag.DAMAGE)])


def act(state: GameState, *actions: Action, check: bool = False) -> GameState:
    """Returns the state after legal actions; a refused one (with `check`, also an unsound result) fails the test."""
    for action in actions:
        if check:
            state = transition(state, action).state
            continue
        result = step(state, action)
        t = result.value_or(None)
        if t is None:
            rej = result.failure()
            raise AssertionError(f"{action!r} was refused: {rej.code.value}: {rej.reason}")
        state = t.state
    return state


def put_all(state: GameState, player: int, cards: Iterable[str],
            zone: Zone = Zone.PLAY) -> tuple[GameState, tuple[int, ...]]:
    """Returns the state with a new entity of each card put rightmost in a player's zone, and their ids."""
    entities = []
    for card_id in cards:
        state, e = put(state, player, card_id, zone)
        entities.append(e)
    return state, tuple(entities)


def play(state: GameState, card_id: str, target: int | None = None, *, player: int = 0,
         position: int | None = None, choice: int | None = None, mana: int | None = None,
         check: bool = False) -> tuple[GameState, int]:
    """Returns the state after a new card in the player's hand is played (at `mana` first if given), and its id."""
    if mana is not None:
        state = set_player_tag(state, player, Tag.MANA, mana)
    state, card = put(state, player, card_id, Zone.HAND)
    return act(state, PlayCard(card, target=target, position=position, choice=choice), check=check), card


def death_knight(state: GameState, player: int = 0, corpses: int = 0) -> GameState:
    """Returns the state with the player's hero a Death Knight holding some Corpses."""
    state = set_tag(state, state.rows[PLAYER_ENTITY[player]][column(Tag.HERO_ENTITY)], Tag.CLASS,
                    int(CardClass.DEATHKNIGHT))
    return set_player_tag(state, player, Tag.CORPSES, corpses)


def corpses(state: GameState, player: int = 0) -> int:
    """Returns the player's Corpses."""
    return player_tag(state, player, Tag.CORPSES)


def keep_outcome(state: GameState, *, check: bool = False) -> GameState:
    """Returns the state after the pending Rewind choice is answered with Keep Timeline."""
    return _answer_rewind(state, REWIND_TIMELINE, check)


def rewind(state: GameState, *, check: bool = False) -> GameState:
    """Returns the state after the pending Rewind choice is answered with Rewind Timeline: the play made
    again from before it."""
    return _answer_rewind(state, KEEP_TIMELINE, check)


def _answer_rewind(state: GameState, other: str, check: bool) -> GameState:
    pending = state.pending
    assert pending is not None and pending.checkpoint is not None, "no Rewind choice is pending"
    option = next(o for o in pending.options if state.cards[o] != other)
    return act(state, Choose(option), check=check)


def end_turns(state: GameState, n: int = 1, *, check: bool = False) -> GameState:
    """Returns the state after `n` turns are ended, whoever's they are."""
    return act(state, *(EndTurn() for _ in range(n)), check=check)


def hand(state: GameState, player: int = 0) -> tuple[int, ...]:
    """Returns the entity ids of a player's hand, left to right."""
    return api.zone(state, player, Zone.HAND)


def board(state: GameState, player: int = 0) -> tuple[int, ...]:
    """Returns the entity ids of a player's minions in play, left to right."""
    return api.zone(state, player, Zone.PLAY)


def card_ids(state: GameState, entities: Iterable[int]) -> list[str]:
    """Returns the card id of each entity, in the order given."""
    return [api.card_id(state, e) for e in entities]


def cards_in(state: GameState, player: int, zone: Zone) -> list[str]:
    """Returns the card ids of a player's zone in position order."""
    return card_ids(state, api.zone(state, player, zone))


def hero_health(state: GameState, player: int) -> int:
    """Returns the current health of a player's hero."""
    return api.health(state, api.hero(state, player))


def player_tag(state: GameState, player: int, tag: Tag) -> int:
    """Returns a tag of a player (mana crystals, overload owed, ...) as the game sees it now."""
    return api.tag(state, PLAYER_ENTITY[player], tag)


def set_player_tag(state: GameState, player: int, tag: Tag, value: int) -> GameState:
    """Returns the state with an intrinsic tag of a player set."""
    return set_tag(state, PLAYER_ENTITY[player], tag, value)


def durability(state: GameState, weapon: int) -> int:
    """Returns the durability a weapon has left: its durability now less the damage it has taken."""
    return api.tag(state, weapon, Tag.DURABILITY) - api.base_tag(state, weapon, Tag.DAMAGE)


def event_kinds(t: Transition) -> list[EventKind]:
    """Returns the kinds of a transition's events in the order they happened."""
    return [e.kind for e in t.events]


def random_game_states(seed: int, with_cards: Sequence[str] = (), max_actions: int = 400) -> Iterator[GameState]:
    """Yields each state of a game played with uniformly random legal actions (drawn by its own
    `random.Random(seed)`), whose decks each hold `with_cards` and random Basic and Classic cards up to
    thirty, until the game ends or `max_actions` actions were taken."""
    rnd = random.Random(seed)
    size = 30 - len(with_cards)
    first = (*with_cards, *random_deck(rnd, size=size))
    state = api.new_game(decks=(first, (*with_cards, *random_deck(rnd, size=size))), seed=seed)
    for _ in range(max_actions):
        if api.is_terminal(state):
            return
        yield state
        legal = api.legal_actions(state)
        state = api.apply_action(state, legal[rnd.randrange(len(legal))])
