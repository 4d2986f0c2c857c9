"""The pure public API: make a game, list and apply actions, read what the game shows.

Every function takes a state and returns values; none changes its argument.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Final

from returns.result import Result

import cards.basic
import cards.brm
import cards.classic
import cards.core
import cards.gangs
import cards.kara
import cards.legacy
import cards.loe
import cards.og
import cards.tgt  # noqa: F401  (registers the cards)
from hsfp.core.actions import Action, Rejected, Transition
from hsfp.core.registry import CARDS
from hsfp.core.rng import fork
from hsfp.core.state import DRAW_RESULT, NO_WINNER, PLAYER_ENTITY, GameState, Rules, state_hash
from hsfp.core.tags import N_ZONES, SHORT_WIDTH, Status, Tag, Zone, column, effective_column, tag_of, value_of
from reducers import legal as _legal
from reducers import setup as _setup
from reducers import step as _step
from reducers.attack import attack_value
from reducers.base import HERO_ENTITY, HERO_POWER_ENTITY, WEAPON_ENTITY
from reducers.fold import Watcher
from reducers.legal import legal_actions as legal_actions  # the reducers themselves, `legal_actions` and
from reducers.trusted import advance as advance  # `advance`: a call passed through costs 1% of a rollout
from reducers.trusted import step_trusted as _trusted


def new_game(decks: tuple[Sequence[str], Sequence[str]], heroes: tuple[str, str] = ("HERO_08", "HERO_01"),
             seed: int | bytes | None = 0, rules: Rules | None = None) -> GameState:
    """Returns a new game (decks of card ids, hero card ids), waiting for the first mulligan; raises
    `hsfp.DeckError` for a deck or hero that cannot be played. The seed is an int of any size or bytes
    (all of it counts), or None for fresh entropy from the operating system."""
    if seed is None:
        seed = secrets.token_bytes(32)  # the public API may take entropy; reducers never do
    return _setup.new_game(decks, heroes, seed, rules or Rules())


def step(state: GameState, action: Action | object, watch: Watcher | None = None) -> Result[Transition, Rejected]:
    """Returns Success(Transition) with the next state and its events, or Failure(Rejected); an optional
    `watch` (reducers.fold.Watcher) sees each work item of the step, for tracing and audits.

    Any object may be passed as the action: ids may be any integer type but bool (an `IntEnum`, a numpy
    integer) and are read once, as plain ints; anything else is refused as MALFORMED, never raised."""
    return _step.step(state, action, watch)


def apply_action(state: GameState, action: Action | object) -> GameState:
    """Returns the next state of a legal action; raises ValueError naming the refusal otherwise."""
    admitted = _legal.admit(state, action)
    if isinstance(admitted, Rejected):
        raise ValueError(f"{admitted.code.value}: {admitted.reason}")
    return advance(state, admitted)  # the admitted copy, as `step` applies it; no events are asked for


def step_trusted(state: GameState, action: Action) -> Transition:
    """Returns the transition of an action taken from `legal_actions(state)`, as `step` would wrap it in
    `Success`, without re-validating it (for search; any other action is outside its contract)."""
    return _trusted(state, action)


# read once per action by agents and searches: an enum member read through its class costs more
_OVER: Final = int(Status.OVER)
_HEALTH: Final = Tag.HEALTH
_DAMAGE: Final = Tag.DAMAGE
_HEALTH_NOW_COLUMN: Final = effective_column(Tag.HEALTH)
_DAMAGE_COLUMN: Final = column(Tag.DAMAGE)


def current_player(state: GameState) -> int:
    """Returns the player (0 or 1) who must act now (during a choice, the one choosing)."""
    return state.pending.player if state.pending is not None else state.current


def is_terminal(state: GameState) -> bool:
    """Returns whether the game is over."""
    return state.status == _OVER


def winner(state: GameState) -> int | None:
    """Returns the winning player, or None for a draw or a game still running."""
    return state.winner if state.winner not in (NO_WINNER, DRAW_RESULT) else None


def returns(state: GameState) -> tuple[float, float]:
    """Returns each player's outcome: 1 for a win, -1 for a loss, 0 for a draw or a running game."""
    w = winner(state)
    if w is None:
        return (0.0, 0.0)
    return (1.0, -1.0) if w == 0 else (-1.0, 1.0)


def zone(state: GameState, player: int, z: Zone) -> tuple[int, ...]:
    """Returns the entity ids of a player's zone in position order (PLAY: the minions, left to right)."""
    return state.zones[player * N_ZONES + int(z)]


def hero(state: GameState, player: int) -> int:
    """Returns a player's hero entity."""
    return int(state.rows[PLAYER_ENTITY[player]][HERO_ENTITY])


def hero_power(state: GameState, player: int) -> int:
    """Returns a player's hero power entity."""
    return int(state.rows[PLAYER_ENTITY[player]][HERO_POWER_ENTITY])


def weapon(state: GameState, player: int) -> int | None:
    """Returns a player's equipped weapon, or None."""
    w = int(state.rows[PLAYER_ENTITY[player]][WEAPON_ENTITY])
    return w or None


def player_entity(player: int) -> int:
    """Returns the entity id of a player (mana, counters and the like are its tags)."""
    return PLAYER_ENTITY[player]


def card_id(state: GameState, entity: int) -> str:
    """Returns the card id of an entity."""
    return str(state.cards[entity])


def tag(state: GameState, entity: int, t: Tag) -> int:
    """Returns a tag of an entity as the game sees it now (enchantments and auras included); 0 for a tag
    its kind of entity has not (a player's Attack)."""
    return int(value_of(state.rows[entity], t))


def base_tag(state: GameState, entity: int, t: Tag) -> int:
    """Returns a tag of an entity without enchantments and auras (0 for a tag its kind has not)."""
    return int(tag_of(state.rows[entity], t))


def health(state: GameState, entity: int) -> int:
    """Returns current health: maximum health now less damage taken."""
    r = state.rows[entity]
    if len(r) >= SHORT_WIDTH:  # a card's row (a hero's, a minion's) holds both columns, as plain ints
        return r[_HEALTH_NOW_COLUMN] - r[_DAMAGE_COLUMN]
    return int(value_of(r, _HEALTH) - tag_of(r, _DAMAGE))


def attack(state: GameState, entity: int) -> int:
    """Returns attack now (a hero adds its weapon's on its own turn)."""
    return attack_value(state, entity)


def cost(state: GameState, entity: int) -> int:
    """Returns the mana cost of a card now."""
    return int(state.rows[entity][effective_column(Tag.COST)])


def mana(state: GameState, player: int) -> int:
    """Returns the mana a player has available now."""
    return int(state.rows[PLAYER_ENTITY[player]][column(Tag.MANA)])


def legal_targets(state: GameState, entity: int) -> tuple[int, ...]:
    """Returns the targets a player may choose for a card in hand (empty if it takes none)."""
    d = CARDS[state.cards[entity]]
    return _legal.chosen_targets(state, entity, d, int(state.rows[entity][column(Tag.CONTROLLER)]))


def can_attack(state: GameState, entity: int) -> bool:
    """Returns whether a character of the player to act can attack now."""
    return _legal.can_attack(state, entity)


def attack_targets(state: GameState, attacker: int) -> tuple[int, ...]:
    """Returns what an attacker may attack now."""
    return _legal.attack_targets(state, attacker)


def clone(state: GameState) -> GameState:
    """Returns the state itself: a state is an immutable value, so keeping it is copying it."""
    return state


def reseed(state: GameState, salt: int) -> GameState:
    """Returns the state with an independent random stream, for search branches that must not share
    the real game's future."""
    return state._replace(rng=fork(state.rng, salt))


__all__ = [
    "apply_action", "attack", "attack_targets", "base_tag", "can_attack", "card_id", "clone",
    "cost", "current_player", "health", "hero", "hero_power", "is_terminal", "legal_actions", "legal_targets",
    "mana", "new_game", "player_entity", "reseed", "returns", "state_hash", "step", "tag", "weapon", "winner",
    "zone",
]
