"""The game state: one persistent value holding everything, and the records it is built from.

Layout (see PERF.md): entity rows are tuples of ints in one tuple indexed by entity id; a step copies
that table once or a few times, which keeps less than the copied nodes of a persistent vector do at a
game's size, and it is the fastest index Python has. Card ids sit in a parallel persistent vector; each
ordered zone of each player is a tuple of entity ids in position order. The work stack, the trigger
queue, the pending choice and the RNG state are part of the value, so a state is a complete, resumable
snapshot and keeping one is keeping a reference.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from enum import StrEnum
from typing import Any, Final, NamedTuple

from pyrsistent import PVector

from hsfp.core.dsl import Effect
from hsfp.core.events import Draw, Event
from hsfp.core.tags import GAME_WIDTH, N_COLUMNS, N_ZONES, PLAYER_WIDTH, ZONE_LIMIT, Zone

GAME_ENTITY: Final = 1
#: Entity ids of the two player entities: player p is entity PLAYER_ENTITY[p].
PLAYER_ENTITY: Final = (2, 3)
#: The lowest id of a card's entity (a hero, a minion, an enchantment...): the ones below are the game and
#: the players, whose rows are narrower (`tags.row_width`).
FIRST_CARD: Final = 4


#: The entity table: entity id -> its row (`tags.Tag`, `tags.LAYERED`); index 0 is unused.
Rows = tuple[tuple[int, ...], ...]


def set_row(rows: Rows, e: int, row: tuple[int, ...]) -> Rows:
    """Returns the entity table with one entity's row replaced."""
    # A list copy is the cheapest way to rebuild a tuple with an item replaced, and `[*x]` the cheapest
    # list copy (no name to look up, no call): the engine copies rows and tables this way throughout.
    lst = [*rows]
    lst[e] = row
    return tuple(lst)


def set_rows(rows: Rows, writes: Iterable[tuple[int, tuple[int, ...]]]) -> Rows:
    """Returns the entity table with the rows of several entities replaced, as (entity, row), in one copy."""
    lst = [*rows]
    for e, row in writes:
        lst[e] = row
    return tuple(lst)


def entity_row_width(e: int) -> int:
    """Returns how many columns the row of an entity id has: the game's, a player's or a card's (stored
    short while its rare columns are 0, `tags.card_row`)."""
    return GAME_WIDTH if e == GAME_ENTITY else PLAYER_WIDTH if e in PLAYER_ENTITY else N_COLUMNS

NO_WINNER: Final = -1
DRAW_RESULT: Final = 2


#: `GameState.dirty` bits: something that feeds every layered value changed (enchantments, keywords, a
#: card with auras or with computed values moved); a value that only auras with a condition or an amount
#: read changed (damage, history counters); the hand changed, which only auras reaching into the hand care
#: about; an entity with neither auras nor computed values entered or left play, which only auras care
#: about (enchantments apply to their host wherever it is).
LAYERS_CHANGED: Final = 1
VALUES_CHANGED: Final = 2
HAND_CHANGED: Final = 4
PLAY_MOVED: Final = 8


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


#: The engine's own maxima. The fold applies min(rule, maximum) to each guard limit, so no ruleset read
#: from a document or a replay can raise a guard or switch it off (a limit of 0 or less ends the step at
#: the first item, trigger or death round, in a draw).
MAX_WORK_LIMIT: Final = 100_000
MAX_TRIGGER_LIMIT: Final = 10_000
MAX_DEATH_ROUNDS: Final = 1_000
MAX_TURNS: Final = 1_000
#: The most times one work item repeats its own loop (cards drawn or discarded per player, minions
#: summoned, missiles, cards added or shuffled): a larger count is cut to this, and the whole count is
#: charged to the work guard, so a count beyond the work limit ends the step in a forced draw.
MAX_LOOP: Final = 1_000

#: The inclusive range the engine accepts for each number of a ruleset (`rules_problems`).
RULE_BOUNDS: Final[dict[str, tuple[int, int]]] = {
    "max_turns": (0, MAX_TURNS),
    "starting_health": (1, 10_000),
    "max_mana": (0, 100),
    "hand_size": (0, ZONE_LIMIT[Zone.HAND]),  # zone capacities: the action space and tensors are sized by them
    "board_size": (0, ZONE_LIMIT[Zone.PLAY]),
    "max_secrets": (0, ZONE_LIMIT[Zone.SECRET]),
    "work_limit": (0, MAX_WORK_LIMIT),
    "trigger_limit": (0, MAX_TRIGGER_LIMIT),
    "death_rounds_limit": (0, MAX_DEATH_ROUNDS),
}


def rules_problems(rules: object) -> tuple[str, ...]:
    """Returns a sentence for each number of a ruleset that is not a plain int within the engine's
    bounds (`RULE_BOUNDS`); empty when the ruleset is sound."""
    if not isinstance(rules, Rules):
        return (f"rules must be a Rules record, not {type(rules).__name__}",)
    out = []
    for name, (lo, hi) in RULE_BOUNDS.items():
        value = getattr(rules, name)
        if type(value) is not int:
            out.append(f"rules.{name} must be an int, not {type(value).__name__}")
        elif not lo <= value <= hi:
            out.append(f"rules.{name} is {value}, outside {lo}..{hi}")
    return tuple(out)


def guard_limit(value: object, maximum: int) -> int:
    """Returns a guard limit as the engine applies it: the rule's value if it is a plain int no larger
    than the engine's maximum, else the maximum (a float, NaN or a bool never switches a guard off)."""
    if isinstance(value, int) and not isinstance(value, bool) and value <= maximum:
        return int(value)
    return maximum


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


class Phase(StrEnum):
    """The phases of the rules procedures (play a card, use the hero power, attack, a turn) that run as
    work items, in the order each procedure pushes them."""

    PAY = "pay"
    ENTER = "enter"
    WIELD = "wield"
    ARM_SECRET = "arm_secret"
    PLAY_EVENT = "play_event"
    BATTLECRY = "battlecry"
    CAST = "cast"
    AFTER_PLAY = "after_play"
    AFTER_SPELL = "after_spell"
    PAY_POWER = "pay_power"
    POWER = "power"
    DECLARE = "declare"
    STRIKE = "strike"
    TURN_END = "turn_end"
    CLEANUP = "cleanup"
    TURN_START = "turn_start"
    TURN_DRAW = "turn_draw"
    TRADE = "trade"
    USE_LOCATION = "use_location"
    BECOME_HERO = "become_hero"
    FORCED_DECLARE = "forced_declare"


class Builtin(NamedTuple):
    """Work item: one phase of a rules procedure (play, attack, turn), named and with int arguments."""

    op: Phase
    args: tuple[int, ...] = ()


class Settle(NamedTuple):
    """Work item: resolve the trigger queue until it is empty, then check deaths, until nothing is left."""


SETTLE: Final = Settle()



class Queued(NamedTuple):
    """A matched trigger waiting in the FIFO queue: owner, which reaction, the event, and the card the
    owner was when it matched (a trigger whose owner was transformed since does not fire)."""

    owner: int
    reaction: int
    event: Event
    card: str = ""  # "" in documents written before the field existed: not checked
    #: matched while its owner was dying in the same death phase, later in order of play than the death
    #: it reacts to: it fires although its owner is in the graveyard by then
    dying: bool = False


#: `Queued.reaction` of a deathrattle (other values are positions in `CardDef.triggers`).
DEATHRATTLE: Final = -1
#: `Queued.reaction` of Reborn: the dead minion comes back after the deathrattles of its death phase.
REBORN: Final = -2


class ChoiceKind(StrEnum):
    """Kinds of pending choice."""

    MULLIGAN = "mulligan"
    PICK = "pick"


class Pending(NamedTuple):
    """A choice the game waits for: who chooses, among what, and what to run with the answer."""

    kind: ChoiceKind
    player: int
    options: tuple[int, ...]
    resume: Effect | None = None
    ctx: Ctx | None = None
    rest: Effect | None = None
    #: a Rewind choice (keep the outcome, or rewind): the state before the play and the play to make again
    checkpoint: RewindPoint | None = None


class GameState(NamedTuple):
    """A whole game as one immutable value."""

    rows: Rows  # entity id -> its row (see tags.Tag, tags.LAYERED)
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
    # events of the running step: a cons list, newest first, or a list owned by that one step
    log: tuple[Any, ...] | list[Any] | None = None
    draws: tuple[Any, ...] | None = None  # random draws of the running step, as a cons list
    doomed: bool = False  # something may have died since the last death check

    def zone_ids(self, player: int, zone: Zone) -> tuple[int, ...]:
        """Returns the entity ids of a player's zone in position order."""
        return self.zones[player * N_ZONES + zone]


class RewindPoint(NamedTuple):
    """A card with Rewind being played: the state before it was played (no work, no choice, no logs, its
    random stream cleared: a rewind draws from the live one) and the play, as the plain ints of the
    admitted `PlayCard` (0: no target; -1: no position, no choice). As a work item, under the play's
    phases, it settles like `Settle` and then offers the choice to keep the outcome or rewind; the choice
    keeps it (`Pending.checkpoint`)."""

    state: GameState
    card: int
    target: int
    position: int
    choice: int


Task = Run | Builtin | Settle | RewindPoint


# ----------------------------------------------------------------------------------- the layout
# The only place that knows the position of each field of GameState. Builders rebuild the tuple by
# position (tuple.__new__ skips NamedTuple's keyword handling, which costs more than the work on the hot
# path); everything else calls them by name.

F_ROWS: Final = 0
F_CARDS: Final = 1
F_ZONES: Final = 2
F_ENCHANTMENTS: Final = 3
F_MODDED: Final = 4
F_WORK: Final = 5
F_QUEUE: Final = 6
F_PENDING: Final = 7
F_RNG: Final = 8
F_TURN: Final = 9
F_CURRENT: Final = 10
F_STATUS: Final = 11
F_WINNER: Final = 12
F_DIRTY: Final = 13
F_RULES: Final = 14
F_LOG: Final = 15
F_DRAWS: Final = 16
F_DOOMED: Final = 17

#: Field name -> its index in GameState, for checking the constants above against the class.
FIELD_INDEX: Final = {
    "rows": F_ROWS, "cards": F_CARDS, "zones": F_ZONES, "enchantments": F_ENCHANTMENTS,
    "modded": F_MODDED, "work": F_WORK, "queue": F_QUEUE, "pending": F_PENDING, "rng": F_RNG,
    "turn": F_TURN, "current": F_CURRENT, "status": F_STATUS, "winner": F_WINNER, "dirty": F_DIRTY,
    "rules": F_RULES, "log": F_LOG, "draws": F_DRAWS, "doomed": F_DOOMED,
}

#: The fields the fold asks of every state it sees, as one slice (an exact tuple, unpacked without an
#: iterator): `work, queue, pending, rng, turn, current, status, winner, dirty, rules, log, draws, doomed
#: = s[CONTROL]`. A field read by name costs a generic attribute lookup (about 35 ns interpreted); the
#: slice and its unpacking cost about five of them (a slice has a fixed cost near 100 ns), and a round of
#: the fold asked up to ten.
CONTROL: Final = slice(F_WORK, F_DOOMED + 1)
#: The names `CONTROL` unpacks, in order (a test checks them against the class).
CONTROL_FIELDS: Final = ("work", "queue", "pending", "rng", "turn", "current", "status", "winner", "dirty",
                         "rules", "log", "draws", "doomed")

_new: Final = tuple.__new__
#: The class, as a static of the compiled build (a class name is otherwise looked up in the module's
#: globals on every call).
_STATE: Final = GameState

# Each builder unpacks the state into its fields, in the order of the layout above, and builds the new
# tuple from them: one unpacking costs less than a read by position per field (interpreted, 0.7 times;
# compiled, the same or less). It unpacks a slice of the state, an exact tuple: the interpreter unpacks a
# tuple subclass through an iterator, an exact tuple without one (Python 3.11: 147 ns against 79 ns for
# the slice and its unpacking).


def with_rows(s: GameState, rows: object, dirty: int = 0, doomed: bool = False) -> GameState:
    """Returns the state with a new entity table; `dirty` bits are added to the recompute flags and
    `doomed` (something may have died) is added to the death-check flag."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (rows, _cards, _zones, _enchantments, _modded, _work, _queue,
                         _pending, _rng, _turn, _current, _status, _winner,
                         dirty | _dirty, _rules, _log, _draws, doomed or _doomed))


def with_flags(s: GameState, dirty: int, doomed: bool) -> GameState:
    """Returns the state with the recompute (`dirty`) and death-check (`doomed`) flags set as given."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (_rows, _cards, _zones, _enchantments, _modded, _work, _queue,
                         _pending, _rng, _turn, _current, _status, _winner, dirty,
                         _rules, _log, _draws, doomed))


def with_work(s: GameState, work: tuple[Any, ...]) -> GameState:
    """Returns the state with a new work stack."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (_rows, _cards, _zones, _enchantments, _modded, work, _queue,
                         _pending, _rng, _turn, _current, _status, _winner, _dirty,
                         _rules, _log, _draws, _doomed))


def with_queue(s: GameState, queue: tuple[Any, ...]) -> GameState:
    """Returns the state with a new trigger queue."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (_rows, _cards, _zones, _enchantments, _modded, _work, queue,
                         _pending, _rng, _turn, _current, _status, _winner, _dirty,
                         _rules, _log, _draws, _doomed))


def with_zones(s: GameState, zones: tuple[tuple[int, ...], ...]) -> GameState:
    """Returns the state with new zone lists."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (_rows, _cards, zones, _enchantments, _modded, _work, _queue,
                         _pending, _rng, _turn, _current, _status, _winner, _dirty,
                         _rules, _log, _draws, _doomed))


def with_rows_and_zones(s: GameState, rows: object, zones: tuple[tuple[int, ...], ...],
                        dirty: int, doomed: bool = False) -> GameState:
    """Returns the state with a new entity table and zone lists in one value (a move), `dirty` bits
    added to the recompute flags and `doomed` to the death-check flag."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (rows, _cards, zones, _enchantments, _modded, _work, _queue,
                         _pending, _rng, _turn, _current, _status, _winner,
                         dirty | _dirty, _rules, _log, _draws, doomed or _doomed))


def with_entities(s: GameState, rows: object, cards: object, dirty: int) -> GameState:
    """Returns the state with a new entity table and card-id table (an entity created or replaced),
    `dirty` bits added to the recompute flags."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (rows, cards, _zones, _enchantments, _modded, _work, _queue,
                         _pending, _rng, _turn, _current, _status, _winner,
                         dirty | _dirty, _rules, _log, _draws, _doomed))


def with_enchantments(s: GameState, ids: tuple[int, ...], dirty: int) -> GameState:
    """Returns the state with a new list of live enchantments, `dirty` bits added to the recompute
    flags."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (_rows, _cards, _zones, ids, _modded, _work, _queue, _pending,
                         _rng, _turn, _current, _status, _winner, dirty | _dirty, _rules,
                         _log, _draws, _doomed))


def with_layers(s: GameState, rows: object, modded: tuple[int, ...], doomed: bool) -> GameState:
    """Returns the state with recomputed layered values: the entity table and the modded list replaced,
    the recompute flags cleared and `doomed` added to the death-check flag."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (rows, _cards, _zones, _enchantments, modded, _work, _queue,
                         _pending, _rng, _turn, _current, _status, _winner, 0, _rules,
                         _log, _draws, _doomed or doomed))


def with_turn(s: GameState, turn: int, current: int) -> GameState:
    """Returns the state with a new turn number and player to act."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (_rows, _cards, _zones, _enchantments, _modded, _work, _queue,
                         _pending, _rng, turn, current, _status, _winner, _dirty, _rules,
                         _log, _draws, _doomed))


def with_log(s: GameState, log: tuple[Any, ...] | list[Any] | None) -> GameState:
    """Returns the state with a new event log of the running step."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (_rows, _cards, _zones, _enchantments, _modded, _work, _queue,
                         _pending, _rng, _turn, _current, _status, _winner, _dirty,
                         _rules, log, _draws, _doomed))


def with_rng_and_draws(s: GameState, rng: int, draws: tuple[Any, ...] | None) -> GameState:
    """Returns the state with a new RNG state and random-draw log of the running step."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (_rows, _cards, _zones, _enchantments, _modded, _work, _queue,
                         _pending, rng, _turn, _current, _status, _winner, _dirty,
                         _rules, _log, draws, _doomed))


def with_logs(s: GameState, log: tuple[Any, ...] | list[Any] | None, draws: tuple[Any, ...] | None,
              ) -> GameState:
    """Returns the state with both logs of the running step replaced (None: not logging)."""
    (_rows, _cards, _zones, _enchantments, _modded, _work, _queue, _pending, _rng, _turn, _current, _status,
     _winner, _dirty, _rules, _log, _draws, _doomed) = s[:]
    return _new(_STATE, (_rows, _cards, _zones, _enchantments, _modded, _work, _queue,
                         _pending, _rng, _turn, _current, _status, _winner, _dirty,
                         _rules, log, draws, _doomed))


_CTX: Final = Ctx


def source_ctx(source: int, controller: int) -> Ctx:
    """Returns the context of a source acting for a controller, with no target, event or choice (by
    position: NamedTuple's constructor costs twice as much, and auras and targeting make several a step)."""
    return _new(_CTX, (source, controller, 0, None, -1, False))


def full_ctx(source: int, controller: int, target: int, event: Event | None, choice: int, combo: bool) -> Ctx:
    """Returns a context with every field given, by position (see `source_ctx`)."""
    return _new(_CTX, (source, controller, target, event, choice, combo))


_RUN: Final = Run
_BUILTIN: Final = Builtin
_QUEUED: Final = Queued


def run_item(effect: Effect, ctx: Ctx) -> Run:
    """Returns the work item running an effect in a context (by position, as `source_ctx`)."""
    return _new(_RUN, (effect, ctx))


def phase_item(op: Phase, args: tuple[int, ...]) -> Builtin:
    """Returns the work item of one phase of a rules procedure (by position, as `source_ctx`)."""
    return _new(_BUILTIN, (op, args))


def queued(owner: int, reaction: int, event: Event, card: str = "", dying: bool = False) -> Queued:
    """Returns a matched trigger for the queue (by position, as `source_ctx`)."""
    return _new(_QUEUED, (owner, reaction, event, card, dying))


def retarget(ctx: Ctx, target: int) -> Ctx:
    """Returns the context with another target (by position: `_replace` parses keywords on every call)."""
    return _new(_CTX, (ctx[0], ctx[1], target, ctx[3], ctx[4], ctx[5]))


def cons_to_tuple(cell: tuple[Any, ...] | list[Any] | None) -> tuple[Any, ...]:
    """Returns the items of a log in the order they were added: a cons list (newest first), or a list."""
    if isinstance(cell, list):
        return tuple(cell)
    out: list[Any] = []
    while cell:
        out.append(cell[0])
        cell = cell[1]
    out.reverse()
    return tuple(out)


def canonical(state: GameState) -> str:
    """Returns the state's canonical form, the one that saving and hashing use: its JSON document with
    sorted keys (rows by tag name, every integer a plain int, computed columns left out)."""
    from hsfp.core.codec import canonical_text  # the codec is built on this module's records

    return canonical_text(state)


def state_hash(state: GameState) -> str:
    """Returns a stable content hash of the state (hex), equal for equal states in any process: blake2b
    of its canonical form, so an id given as an IntEnum or a numpy integer hashes as the plain int."""
    return hashlib.blake2b(canonical(state).encode(), digest_size=16).hexdigest()


__all__ = [
    "CONTROL",
    "CONTROL_FIELDS",
    "DEATHRATTLE",
    "DRAW_RESULT",
    "GAME_ENTITY",
    "HAND_CHANGED",
    "LAYERS_CHANGED",
    "MAX_DEATH_ROUNDS",
    "MAX_LOOP",
    "MAX_TRIGGER_LIMIT",
    "MAX_TURNS",
    "MAX_WORK_LIMIT",
    "NO_WINNER",
    "PLAYER_ENTITY",
    "PLAY_MOVED",
    "REBORN",
    "RULE_BOUNDS",
    "SETTLE",
    "VALUES_CHANGED",
    "Builtin",
    "ChoiceKind",
    "Ctx",
    "Draw",
    "Event",
    "GameState",
    "Pending",
    "Phase",
    "Queued",
    "Rows",
    "Rules",
    "Run",
    "Settle",
    "Task",
    "canonical",
    "cons_to_tuple",
    "guard_limit",
    "rules_problems",
    "set_row",
    "set_rows",
    "state_hash",
]
