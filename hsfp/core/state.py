"""The game state: one persistent value holding everything, and the records it is built from.

Layout (see PERF.md): entity rows are fixed-width tuples of ints in a persistent vector indexed by
entity id; card ids sit in a parallel vector; each ordered zone of each player is a tuple of entity ids
in position order. The work stack, the trigger queue, the pending choice and the RNG state are part of
the value, so a state is a complete, resumable snapshot and keeping one is keeping a reference.
"""

from __future__ import annotations

import hashlib
from typing import Any, NamedTuple

from pyrsistent import PVector

from hsfp.core.dsl import Effect
from hsfp.core.events import Draw, Event
from hsfp.core.tags import N_ZONES, Zone

GAME_ENTITY = 1
#: Entity ids of the two player entities: player p is entity PLAYER_ENTITY[p].
PLAYER_ENTITY = (2, 3)

NO_WINNER = -1
DRAW_RESULT = 2


#: `GameState.dirty` bits: something that feeds every layered value changed (play, enchantments, keywords);
#: a value that only auras with a condition or an amount read changed (damage, history counters); the
#: hand changed, which only auras reaching into the hand care about.
LAYERS_CHANGED = 1
VALUES_CHANGED = 2
HAND_CHANGED = 4


class Rules(NamedTuple):
    """Numbers of the ruleset; the defaults are the real game's."""

    max_turns: int = 89
    starting_health: int = 30
    max_mana: int = 10
    hand_size: int = 10
    board_size: int = 7
    max_secrets: int = 5
    work_limit: int = 20_000
    trigger_limit: int = 2_000
    death_rounds_limit: int = 256


class Ctx(NamedTuple):
    """Where an effect runs: its source, its controller, its chosen target, the event that fired it."""

    source: int
    controller: int
    target: int = 0
    event: Event | None = None
    choice: int = -1
    combo: bool = False


class Run(NamedTuple):
    """Work item: run an effect of the card language."""

    effect: Effect
    ctx: Ctx


class Builtin(NamedTuple):
    """Work item: one phase of a rules procedure (play, attack, turn), named and with int arguments."""

    op: str
    args: tuple[int, ...] = ()


class Settle(NamedTuple):
    """Work item: resolve the trigger queue until it is empty, then check deaths, until nothing is left."""


SETTLE = Settle()

Task = Run | Builtin | Settle


class Queued(NamedTuple):
    """A matched trigger waiting in the FIFO queue: owner, which reaction, the event."""

    owner: int
    reaction: int
    event: Event


#: `Queued.reaction` of a deathrattle (other values are positions in `CardDef.triggers`).
DEATHRATTLE = -1


class ChoiceKind:
    """Kinds of pending choice."""

    MULLIGAN = "mulligan"
    PICK = "pick"


class Pending(NamedTuple):
    """A choice the game waits for: who chooses, among what, and what to run with the answer."""

    kind: str
    player: int
    options: tuple[int, ...]
    resume: Effect | None = None
    ctx: Ctx | None = None
    rest: Effect | None = None


class GameState(NamedTuple):
    """A whole game as one immutable value."""

    rows: PVector[tuple[int, ...]]  # entity id -> tuple[int, ...] (see tags.Tag, tags.LAYERED)
    cards: PVector[str]  # entity id -> card id ("" for the game and player entities)
    zones: tuple[tuple[int, ...], ...]  # player * N_ZONES + zone -> entity ids in position order
    enchantments: tuple[int, ...]  # live enchantment entities, in id order
    modded: tuple[int, ...]  # entities whose computed values differ from their intrinsic ones
    work: tuple[Task, ...]  # stack of work, top last
    queue: tuple[Queued, ...]  # FIFO of matched triggers
    pending: Pending | None
    rng: int
    turn: int
    current: int
    status: int
    winner: int
    dirty: int  # computed values need recomputing: bits LAYERS_CHANGED, VALUES_CHANGED, HAND_CHANGED
    rules: Rules
    log: tuple[Any, ...] | None = None  # events of the running step, newest first as a cons list
    draws: tuple[Any, ...] | None = None  # random draws of the running step, as a cons list
    doomed: bool = False  # something may have died since the last death check

    def zone_ids(self, player: int, zone: Zone) -> tuple[int, ...]:
        """Returns the entity ids of a player's zone in position order."""
        return self.zones[player * N_ZONES + zone]


def cons_to_tuple(cell: tuple[Any, ...] | None) -> tuple[Any, ...]:
    """Returns the items of a cons list (newest first) in the order they were added."""
    out: list[Any] = []
    while cell:
        out.append(cell[0])
        cell = cell[1]
    out.reverse()
    return tuple(out)


def canonical(state: GameState) -> tuple[Any, ...]:
    """Returns the state as plain tuples, the form that hashing and equality of content use."""
    return (
        tuple(state.rows),
        tuple(state.cards),
        state.zones,
        state.enchantments,
        state.modded,
        state.work,
        state.queue,
        state.pending,
        state.rng,
        state.turn,
        state.current,
        state.status,
        state.winner,
        state.dirty,
        state.rules,
        state.doomed,
    )


def state_hash(state: GameState) -> str:
    """Returns a stable content hash of the state (hex), equal for equal states in any process."""
    # repr, not pickle: pickle's memo makes equal values with different sharing serialise differently.
    return hashlib.blake2b(repr(canonical(state)).encode(), digest_size=16).hexdigest()


__all__ = [
    "DEATHRATTLE",
    "DRAW_RESULT",
    "GAME_ENTITY",
    "HAND_CHANGED",
    "LAYERS_CHANGED",
    "NO_WINNER",
    "PLAYER_ENTITY",
    "SETTLE",
    "VALUES_CHANGED",
    "Builtin",
    "ChoiceKind",
    "Ctx",
    "Draw",
    "Event",
    "GameState",
    "Pending",
    "Queued",
    "Rules",
    "Run",
    "Settle",
    "Task",
    "canonical",
    "cons_to_tuple",
    "state_hash",
]
