"""What a player can do, and what a step answers: a Transition, or a Rejected with a stable code.

An action's fields are entity ids, positions and choices: integers of 64 bits (`FIELD_LIMIT`). `step`
takes any integer type for them (an `IntEnum`, a numpy integer) but not a bool, and works on a copy with
plain ints (`reducers.intake`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final, cast

from hsfp.core.events import Draw, Event
from hsfp.core.state import GameState

#: Every id, position and choice of an action lies in -FIELD_LIMIT .. FIELD_LIMIT - 1.
FIELD_LIMIT = 2**63
#: The most starting cards one Mulligan may name (a hand starts with 3 or 4; the Coin comes later).
MAX_REPLACE = 10


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card from hand: a target if it takes one, a board position (0-based, None = rightmost) for
    a minion, a choice for Choose One."""

    card: int
    target: int | None = None
    position: int | None = None
    choice: int | None = None


@dataclass(frozen=True, slots=True)
class Attack:
    """Attack with a minion or hero."""

    attacker: int
    defender: int


@dataclass(frozen=True, slots=True)
class HeroPower:
    """Use the hero power, with a target if it takes one."""

    target: int | None = None


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn."""


@dataclass(frozen=True, slots=True)
class Choose:
    """Answer a pending choice with one of its options (an entity id)."""

    option: int


@dataclass(frozen=True, slots=True)
class Mulligan:
    """Answer the mulligan: the entity ids of the starting cards to replace (a tuple; `step` also takes a
    list of at most `MAX_REPLACE`)."""

    replace: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Trade:
    """Trade a Tradeable card from hand: pay 1 mana, shuffle it into the deck, draw a card (not a play)."""

    card: int


@dataclass(frozen=True, slots=True)
class UseLocation:
    """Use a location of yours on the board, with a target if its ability takes one."""

    location: int
    target: int | None = None


@dataclass(frozen=True, slots=True)
class Concede:
    """Give up: the player who must act now loses."""


Action = PlayCard | Attack | HeroPower | EndTurn | Choose | Mulligan | Concede | Trade | UseLocation


# Makers of the actions the engine lists most, for its own listings: a frozen dataclass's __init__ sets
# each field through object.__setattr__, about twice the cost of setting its slots directly, and a listing
# of a targeted minion makes one value per target and position. The values are the very ones the classes
# make (same type, fields, equality and hash).
_blank: Final = object.__new__
_set_card: Final = cast(Any, PlayCard).card.__set__
_set_target: Final = cast(Any, PlayCard).target.__set__
_set_position: Final = cast(Any, PlayCard).position.__set__
_set_choice: Final = cast(Any, PlayCard).choice.__set__
_set_power_target: Final = cast(Any, HeroPower).target.__set__
_set_attacker: Final = cast(Any, Attack).attacker.__set__
_set_defender: Final = cast(Any, Attack).defender.__set__


def new_play_card(card: int, target: int | None, position: int | None, choice: int | None) -> PlayCard:
    """Returns PlayCard(card, target, position, choice), made without the dataclass's __init__."""
    a: PlayCard = _blank(PlayCard)
    _set_card(a, card)
    _set_target(a, target)
    _set_position(a, position)
    _set_choice(a, choice)
    return a


def new_hero_power(target: int | None) -> HeroPower:
    """Returns HeroPower(target), made without the dataclass's __init__."""
    a: HeroPower = _blank(HeroPower)
    _set_power_target(a, target)
    return a


def new_attack(attacker: int, defender: int) -> Attack:
    """Returns Attack(attacker, defender), made without the dataclass's __init__."""
    a: Attack = _blank(Attack)
    _set_attacker(a, attacker)
    _set_defender(a, defender)
    return a


class Code(StrEnum):
    """Why an action was refused; the values are stable strings."""

    GAME_OVER = "game_over"  # the game has ended
    CHOICE_PENDING = "choice_pending"  # a choice must be answered first
    NO_CHOICE_PENDING = "no_choice_pending"  # Choose or Mulligan with nothing to answer
    INVALID_CHOICE = "invalid_choice"  # not one of the options
    NOT_YOUR_TURN = "not_your_turn"  # the entity is not the acting player's
    UNKNOWN_ENTITY = "unknown_entity"  # no such entity
    NOT_IN_HAND = "not_in_hand"  # a card played from somewhere other than hand
    NOT_ENOUGH_MANA = "not_enough_mana"  # cost above available mana
    BOARD_FULL = "board_full"  # seven minions already
    INVALID_POSITION = "invalid_position"  # board position out of range
    INVALID_TARGET = "invalid_target"  # target missing, not allowed, or given where none is taken
    TOO_MANY_SECRETS = "too_many_secrets"  # five secrets already
    DUPLICATE_SECRET = "duplicate_secret"  # that secret is already in play
    CANNOT_ATTACK = "cannot_attack"  # exhausted, frozen, no attack, attacked enough
    HERO_POWER_USED = "hero_power_used"  # once per turn
    NOT_TRADEABLE = "not_tradeable"  # traded a card without Tradeable
    NOT_A_LOCATION = "not_a_location"  # used something that is not a location of yours in play
    LOCATION_NOT_READY = "location_not_ready"  # used a location again before its cooldown ended
    MALFORMED = "malformed"  # not an action, or fields of the wrong type, unset or out of range


@dataclass(frozen=True, slots=True)
class Rejected:
    """A refusal: a stable machine-readable code and a sentence naming what was wrong."""

    code: Code
    reason: str


@dataclass(frozen=True, slots=True)
class Transition:
    """The outcome of a step: the new state, the events in order, and the random draws it made."""

    state: GameState
    events: tuple[Event, ...]
    draws: tuple[Draw, ...] = ()
