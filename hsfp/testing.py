"""Building exact positions for tests: a main-phase game at chosen mana, and entities put anywhere.

>>> import hsfp
>>> from hsfp import Zone, testing
>>> state = testing.scenario(seed=0, mana=10)
>>> state, yeti = testing.put(state, 0, "VAN_CS2_182", Zone.PLAY, damage=1)
>>> hsfp.health(state, yeti), hsfp.zone(state, 0, Zone.PLAY) == (yeti,)
(4, True)
"""

from __future__ import annotations

from collections.abc import Sequence

import hsfp.api  # noqa: F401  (registers the cards)
from hsfp.core.actions import Action, Code, Transition
from hsfp.core.state import PLAYER_ENTITY, GameState, Rules, state_hash
from hsfp.core.tags import CardType, Status, Tag, Zone, effective_column
from hsfp.validation import problems
from reducers.attack import attack_value
from reducers.auras import refresh
from reducers.base import WEAPON_ENTITY, create, move, set_tags
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
        s = set_tags(s, PLAYER_ENTITY[p], ((int(Tag.MANA_CRYSTALS), mana), (int(Tag.MANA), mana)))
    s = set_tags(s, PLAYER_ENTITY[0], ((int(Tag.FIRST_PLAYER), 1),))
    s = s._replace(status=int(Status.MAIN), current=0, turn=turn)
    return refresh(s)


def put(state: GameState, player: int, card_id: str, zone: Zone, position: int | None = None,
        **tags: int) -> tuple[GameState, int]:
    """Returns the state with a new entity of a card in a player's zone (position None: rightmost), with
    tags set by name (`damage=1`, `frozen=1`, `exhausted=1`), and its id. A minion put in play is ready to
    attack; a weapon put in play is equipped. No event fires."""
    s, e = create(state, card_id, player, int(zone), position)
    if zone == Zone.PLAY and s.rows[e][int(Tag.CARDTYPE)] == CardType.WEAPON:
        old = s.rows[PLAYER_ENTITY[player]][WEAPON_ENTITY]
        if old:
            s = move(s, old, int(Zone.GRAVEYARD))
        s = set_tags(s, PLAYER_ENTITY[player], ((WEAPON_ENTITY, e),))
    pairs = []
    for name, value in tags.items():
        try:
            pairs.append((int(Tag[name.upper()]), int(value)))
        except KeyError:
            raise ValueError(f"no tag named {name!r}") from None
    if pairs:
        s = set_tags(s, e, pairs)
    return refresh(s), e


def set_tag(state: GameState, entity: int, tag: Tag, value: int) -> GameState:
    """Returns the state with an intrinsic tag of an entity set (auras and enchantments recomputed)."""
    return refresh(set_tags(state, entity, ((int(tag), value),)))


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
    result = step(state, action)  # type: ignore[arg-type]
    assert result.value_or(None) is None, f"{action!r} was accepted"
    assert state_hash(state) == before
    return result.failure().code


def stats(state: GameState, entity: int) -> tuple[int, int]:
    """Returns an entity's attack and health as the game sees them now."""
    r = state.rows[entity]
    return attack_value(state, entity), int(r[effective_column(Tag.HEALTH)] - r[int(Tag.DAMAGE)])


def act(state: GameState, *actions: Action) -> GameState:
    """Returns the state after legal actions; a refused one fails the test with its code and reason."""
    for action in actions:
        result = step(state, action)
        t = result.value_or(None)
        if t is None:
            rej = result.failure()
            raise AssertionError(f"{action!r} was refused: {rej.code.value}: {rej.reason}")
        state = t.state
    return state
