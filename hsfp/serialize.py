"""States and events as JSON documents, read through the one codec (`hsfp.core.codec`) and checked.

A state document names its format and version; its body writes each entity row as its non-zero
intrinsic tags by `Tag` name, and card ids, zones (by `Zone` name), the work stack, the trigger queue,
the pending choice, the RNG, the turn and the rules by name. The computed (layered) columns are not
written: loading recomputes them. A document of version 1 (rows as bare lists of columns) still loads.

Loading checks everything a state may hold: JSON types, ranges, card ids,
cross-references between zones, rows and the pending choice, well-formed work items, rules within the
engine's maxima; then the state must pass `hsfp.validation.problems`. Anything else is a
`DocumentError` (a `ValueError`) naming the path to the bad field, within bounded time and memory for
any text up to `MAX_TEXT` characters.

>>> import hsfp
>>> state = hsfp.new_game(decks=(["VAN_CS2_182"] * 30,) * 2, heroes=("HERO_08", "HERO_01"), seed=3)
>>> hsfp.from_json(hsfp.to_json(state)) == state
True
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import Any, cast

from pyrsistent import pvector

from hsfp.core import codec, dsl
from hsfp.core.codec import JSON, MAX_TEXT, STATE_FORMAT, STATE_VERSION, DocumentError
from hsfp.core.events import Event
from hsfp.core.registry import CARDS
from hsfp.core.rng import COUNTER_BITS, KEY_BITS
from hsfp.core.state import (
    DRAW_RESULT,
    FIRST_CARD,
    LAYERS_CHANGED,
    NO_WINNER,
    PLAYER_ENTITY,
    REBORN,
    RULE_BOUNDS,
    Builtin,
    ChoiceKind,
    Ctx,
    GameState,
    Pending,
    Queued,
    RewindPoint,
    Rules,
    Task,
    entity_row_width,
)
from hsfp.core.tags import (
    CARD_TAGS_START,
    GAME_WIDTH,
    LAYERED,
    N_COLUMNS,
    N_ZONES,
    PLAYER_TAGS_START,
    PLAYER_WIDTH,
    CardClass,
    CardType,
    PlayState,
    Race,
    Status,
    Tag,
    Zone,
    card_row,
    column,
    effective_column,
    full_row,
    holds,
    stored_columns,
)
from hsfp.observation import (
    Block,
    BlockKind,
    EntityView,
    HiddenCard,
    Observation,
    PendingView,
    PlayerView,
    SeenEvent,
    Traced,
)
from hsfp.validation import problems

EVENTS_FORMAT = "hsfp.events"
#: The version of events documents; version 1 named types by module path.
EVENTS_VERSION = 2
VERSION = STATE_VERSION

for _cls in (SeenEvent, Block, BlockKind, Traced, Observation, EntityView, HiddenCard, PendingView, PlayerView):
    codec.register(_cls)


# ------------------------------------------------------------------------------------ plain values


def encode(value: object) -> Any:
    """Returns the JSON-ready form of a value: registered records and enums by short name, tuples as
    arrays, and `$list`, `$map`, `$pvector`, `$pmap` for the other containers."""
    try:
        return codec.encode(value, containers=True)
    except DocumentError as e:
        raise TypeError(str(e)) from None


def decode(doc: Any) -> Any:
    """Returns the value a JSON-ready form stands for (the inverse of `encode`; raises DocumentError)."""
    return codec.decode(doc, containers=True)


def dumps(value: object, indent: int | None = None) -> str:
    """Returns a value as JSON text (any value `encode` takes)."""
    return codec.dump(encode(value), indent)


def loads(text: str) -> Any:
    """Returns the value JSON text made by `dumps` stands for."""
    return decode(codec.parse(text, floats=True))


# ------------------------------------------------------------------------------------------ states


def to_json(state: GameState, indent: int | None = None) -> str:
    """Returns a state as a JSON document (a pending choice and its continuation included)."""
    if state.log is not None or state.draws is not None:
        raise ValueError("a state in the middle of a step cannot be saved")
    doc = codec.state_document(state)
    return codec.dump(doc, indent, sort_keys=True) if indent else codec.canonical_text(state)


def _envelope(text: object, kind: str, versions: tuple[int, ...], floats: bool = False) -> tuple[int, Any]:
    doc = codec.parse(text, floats=floats, max_text=MAX_TEXT)
    if not isinstance(doc, dict) or doc.get("format") != kind:
        raise DocumentError(f"not an {kind} document")
    version = doc.get("version")
    if type(version) is not int or version not in versions:
        raise DocumentError(f"{kind} version {codec._short(version)} is not supported (expected one of "
                            f"{', '.join(map(str, versions))})", "version")
    if "body" not in doc:
        raise DocumentError("the document has no body", "body")
    return version, doc["body"]


def from_json(text: str) -> GameState:
    """Returns the state a document made by `to_json` (of this version or version 1) holds, equal to the
    saved one; raises DocumentError for anything that is not a sound state."""
    version, body = _envelope(text, STATE_FORMAT, (1, STATE_VERSION), floats=True)
    try:
        if version == 1:
            body = _from_v1(body)
        state = _build(body)
        found = problems(state)
    except DocumentError:
        raise
    except (RecursionError, MemoryError) as e:
        raise DocumentError(f"the document cannot be read: {type(e).__name__}") from None
    if found:
        raise DocumentError(f"the state is not sound: {'; '.join(found[:5])}", "body")
    return state


# ------------------------------------------------------------------------------ reading a state body
# The engine's bounds for what a document may hold. A guard limit of the rules may be lowered, never
# raised above the engine's own; numbers of rows and of the card language stay within what a game reaches.

MAX_ENTITIES = 5_000
MAX_TAG_VALUE = 10_000
MAX_NODE_INT = 1_000
MAX_TURN = 1_000
_RNG_LIMIT = (1 << (KEY_BITS + COUNTER_BITS)) - 1

_TAG_BY_NAME = {t.name: t for t in Tag if t is not Tag.MODDED}
_ENTITY_TAGS = frozenset((Tag.HERO_ENTITY, Tag.HERO_POWER_ENTITY, Tag.WEAPON_ENTITY, Tag.ATTACHED, Tag.CREATOR,
                          Tag.CARD_TARGET, Tag.PROPOSED_ATTACKER, Tag.PROPOSED_DEFENDER, Tag.LAST_SUMMONED,
                          Tag.LAST_DRAWN))
_TAG_RANGE: dict[Tag, tuple[int, int]] = {Tag.CONTROLLER: (0, 1), Tag.OWNER: (0, 1), Tag.FIRST_PLAYER: (0, 1),
                                          Tag.PREVIOUS_CONTROLLER: (0, 2)}
_TAG_ENUM: dict[Tag, type[IntEnum]] = {Tag.ZONE: Zone, Tag.CARDTYPE: CardType, Tag.CLASS: CardClass,
                                       Tag.RACE: Race, Tag.PLAYSTATE: PlayState}
_ZONE_BY_NAME = {z.name: z for z in Zone}
_WINNERS = (NO_WINNER, 0, 1, DRAW_RESULT)
#: The arguments of each phase: an entity, a target (0: none), a board position, a choice, a flag.
_PHASE_ARGS: dict[str, str] = {
    "PAY": "et", "ENTER": "ept", "WIELD": "e", "ARM_SECRET": "e", "PLAY_EVENT": "et", "BATTLECRY": "etcf",
    "CAST": "etcf", "AFTER_PLAY": "e", "AFTER_SPELL": "e", "PAY_POWER": "e", "POWER": "et", "DECLARE": "ee",
    "STRIKE": "ee", "TURN_END": "", "CLEANUP": "", "TURN_START": "f", "TURN_DRAW": "",
}


def _int(value: object, path: str, lo: int, hi: int) -> int:
    if type(value) is not int:
        raise DocumentError(f"must be an integer, not {codec._short(value)}", path)
    if not lo <= value <= hi:
        raise DocumentError(f"{value} is out of range [{lo}, {hi}]", path)
    return value


def _list(value: object, path: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise DocumentError(f"must be a list, not {type(value).__name__}", path)
    if len(value) > most:
        raise DocumentError(f"has {len(value)} items (at most {most})", path)
    return value


def _field(body: dict[str, Any], name: str) -> Any:
    if name not in body:
        raise DocumentError("is missing", f"body.{name}")
    return body[name]


def _row(doc: object, path: str, n: int, width: int) -> dict[Tag, int]:
    if not isinstance(doc, dict):
        raise DocumentError(f"a row is an object of tags, not {type(doc).__name__}", path)
    out: dict[Tag, int] = {}
    for name, value in doc.items():
        tag = _TAG_BY_NAME.get(name)
        if tag is None:
            raise DocumentError(f"unknown tag {codec._short(name)}", f"{path}.{name}"[:200])
        here = f"{path}.{name}"
        if not holds(width, tag):
            whose = ("cards" if tag >= CARD_TAGS_START else "the players" if tag >= PLAYER_TAGS_START
                     else "the game")
            kind = "game" if width == GAME_WIDTH else "players" if width == PLAYER_WIDTH else "cards"
            raise DocumentError(f"{name} is a tag of {whose}, not of the {kind}", here)
        enum_cls = _TAG_ENUM.get(tag)
        if tag in _ENTITY_TAGS:
            out[tag] = _int(value, here, 0, n - 1)
        elif tag in _TAG_RANGE:
            out[tag] = _int(value, here, *_TAG_RANGE[tag])
        elif enum_cls is not None:
            out[tag] = _int(value, here, 0, 1 << 16)
            if out[tag] not in enum_cls._value2member_map_:
                raise DocumentError(f"{value} is not a {enum_cls.__name__}", here)
        else:
            out[tag] = _int(value, here, -MAX_TAG_VALUE, MAX_TAG_VALUE)
    return out


def _node_values(value: object, path: str, n: int) -> None:
    """Checks what the type checks of the codec cannot: ints in bounds, card ids and special effects that
    exist, entity ids of contexts and events in the table."""
    if isinstance(value, tuple) and type(value) is tuple:
        for i, v in enumerate(value):
            _node_values(v, f"{path}[{i}]", n)
        return
    if isinstance(value, GameState):
        return  # a checkpoint, read and checked as a state of its own (`_checkpoint_state`)
    if isinstance(value, RewindPoint):
        _int(value.card, f"{path}.card", 4, len(value.state.rows) - 1)
        _int(value.target, f"{path}.target", 0, len(value.state.rows) - 1)
        _int(value.position, f"{path}.position", -1, value.state.rules.board_size)
        _int(value.choice, f"{path}.choice", -1, 7)
        return
    if isinstance(value, (Ctx, Event)):
        _entity_refs(value, path, n)
    if isinstance(value, dsl.Special):
        from reducers.effects import SPECIALS

        if value.name not in SPECIALS:
            raise DocumentError(f"unknown special effect {codec._short(value.name)}", f"{path}.name")
        return
    fields = getattr(value, "__dataclass_fields__", None) or getattr(type(value), "_fields", None)
    if fields is None:
        return
    in_language = type(value).__module__ == dsl.__name__
    for name in fields:
        v = getattr(value, name)
        here = f"{path}.{name}"
        if in_language and type(v) is int:
            _int(v, here, -MAX_NODE_INT, MAX_NODE_INT)
        elif in_language and type(v) is str:
            _card_id(v, here)
        elif in_language and type(v) is tuple and v and all(type(x) is str for x in v):
            for i, x in enumerate(v):
                _card_id(x, f"{here}[{i}]")
        else:
            _node_values(v, here, n)


def _card_id(value: str, path: str) -> None:
    if value and value not in CARDS:
        raise DocumentError(f"unknown card {codec._short(value)}", path)


def _entity_refs(value: Ctx | Event, path: str, n: int) -> None:
    if isinstance(value, Ctx):
        _int(value.source, f"{path}.source", 0, n - 1)
        _int(value.controller, f"{path}.controller", 0, 1)
        _int(value.target, f"{path}.target", 0, n - 1)
        _int(value.choice, f"{path}.choice", -1, 7)
    else:
        for name in ("entity", "source", "target"):
            _int(getattr(value, name), f"{path}.{name}", 0, n - 1)
        _int(value.player, f"{path}.player", -1, 1)
        for name in ("amount", "before", "position"):
            _int(getattr(value, name), f"{path}.{name}", -MAX_TAG_VALUE, MAX_TAG_VALUE)


def _typed(doc: object, path: str, hint: Any, n: int) -> Any:
    value = codec.coerce(codec.decode(doc, path), hint)
    if not codec.conforms(value, hint):
        raise DocumentError(f"must be {getattr(hint, '__name__', None) or hint}", path)
    _node_values(value, path, n)
    return value


def _task(doc: object, path: str, n: int, board: int) -> Task:
    task = _typed(doc, path, Task, n)
    if isinstance(task, Builtin):
        kinds = _PHASE_ARGS.get(task.op.name)
        if kinds is None or len(kinds) != len(task.args):
            raise DocumentError(f"phase {task.op.name} does not take {len(task.args)} arguments", f"{path}.args")
        for i, (kind, arg) in enumerate(zip(kinds, task.args, strict=True)):
            lo, hi = {"e": (4, n - 1), "t": (0, n - 1), "p": (-1, board), "c": (-1, 7), "f": (0, 1)}[kind]
            _int(arg, f"{path}.args[{i}]", lo, hi)
    return cast(Task, task)


def check_rules(doc: object, path: str = "body.rules") -> Rules:
    """Returns the rules JSON-ready data describes; raises DocumentError if a number is out of the
    engine's bounds (a guard limit above the engine's own included)."""
    rules = _typed(doc, path, Rules, 0)
    for name, (lo, hi) in RULE_BOUNDS.items():  # the engine's own bounds, guard maxima included
        _int(getattr(rules, name), f"{path}.{name}", lo, hi)
    return cast(Rules, rules)


def _build(body: object) -> GameState:
    """Returns the state a version-2 body describes, its computed columns recomputed; raises
    DocumentError for anything out of type, range or reference."""
    if not isinstance(body, dict):
        raise DocumentError("the document does not hold a game state", "body")
    known = {"rows", "cards", "zones", "enchantments", "work", "queue", "pending", "rng", "turn", "current",
             "status", "winner", "rules", "doomed"}
    extra = sorted(set(body) - known)
    if extra:
        raise DocumentError(f"unknown field(s) {[codec._short(x) for x in extra[:3]]}", "body")
    rules = check_rules(_field(body, "rules"))
    row_docs = _list(_field(body, "rows"), "body.rows", MAX_ENTITIES)
    n = len(row_docs)
    if n < 4 or row_docs[0] is not None:
        raise DocumentError("rows start with null (no entity 0), then the game and the two players", "body.rows")
    tagged = [_row(doc, f"body.rows[{e}]", n, entity_row_width(e)) for e, doc in enumerate(row_docs) if e]
    cards = _list(_field(body, "cards"), "body.cards", MAX_ENTITIES)
    if len(cards) != n:
        raise DocumentError(f"there are {len(cards)} card ids for {n} rows", "body.cards")
    for e, card in enumerate(cards):
        here = f"body.cards[{e}]"
        if type(card) is not str:
            raise DocumentError("a card id is a string", here)
        if e < 4:
            if card:
                raise DocumentError("the game and the players have no card", here)
            continue
        row = tagged[e - 1]
        if not card and row.get(Tag.ZONE, 0) == Zone.REMOVEDFROMGAME and not row.get(Tag.CARDTYPE, 0):
            continue  # an offered card not kept: blanked out of the game, it names no card
        d = CARDS.get(card)
        if d is None:
            raise DocumentError(f"unknown card {codec._short(card)}", here)
        if tagged[e - 1].get(Tag.CARDTYPE, 0) != d.card_type:
            raise DocumentError(f"{card} is a {CardType(d.card_type).name}", f"body.rows[{e}].CARDTYPE")
    for e, kind in ((1, CardType.GAME), (2, CardType.PLAYER), (3, CardType.PLAYER)):
        if tagged[e - 1].get(Tag.CARDTYPE, 0) != kind:
            raise DocumentError(f"entity {e} must be a {kind.name}", f"body.rows[{e}].CARDTYPE")
    for p, pe in enumerate(PLAYER_ENTITY):
        _player_refs(tagged, p, pe)
    zones = _zones(_field(body, "zones"), tagged, n)
    enchantments = tuple(_int(x, f"body.enchantments[{i}]", 4, n - 1)
                         for i, x in enumerate(_list(_field(body, "enchantments"), "body.enchantments", n)))
    if list(enchantments) != sorted(set(enchantments)):
        raise DocumentError("live enchantments are listed once each, in id order", "body.enchantments")
    for i, x in enumerate(enchantments):
        if tagged[x - 1].get(Tag.CARDTYPE) != CardType.ENCHANTMENT:
            raise DocumentError(f"entity {x} is not an enchantment", f"body.enchantments[{i}]")
        if tagged[x - 1].get(Tag.ATTACHED, 0) < 2:
            raise DocumentError("a live enchantment is attached to a player or an entity", f"body.rows[{x}].ATTACHED")
    work = tuple(_task(t, f"body.work[{i}]", n, rules.board_size)
                 for i, t in enumerate(_list(_field(body, "work"), "body.work", rules.work_limit)))
    queue = tuple(_queued(q, f"body.queue[{i}]", n, cards)
                  for i, q in enumerate(_list(_field(body, "queue"), "body.queue", rules.trigger_limit)))
    pending = _pending(_field(body, "pending"), n)
    status_name = _field(body, "status")
    if type(status_name) is not str or status_name not in Status.__members__:
        raise DocumentError(f"{codec._short(status_name)} is not a Status", "body.status")
    doomed = _field(body, "doomed")
    if type(doomed) is not bool:
        raise DocumentError("must be true or false", "body.doomed")
    winner = _int(_field(body, "winner"), "body.winner", -1, DRAW_RESULT)
    if winner not in _WINNERS:
        raise DocumentError(f"{winner} is not a result", "body.winner")
    rows = [()] + [_full_row(t, entity_row_width(e)) for e, t in enumerate(tagged, 1)]
    state = GameState(
        tuple(rows), pvector(cards), zones, enchantments, tuple(range(1, n)), work, queue, pending,
        _int(_field(body, "rng"), "body.rng", 0, _RNG_LIMIT), _int(_field(body, "turn"), "body.turn", 0, MAX_TURN),
        _int(_field(body, "current"), "body.current", 0, 1), int(Status[status_name]), winner, LAYERS_CHANGED,
        rules, None, None, doomed)
    try:
        return _recompute(state, rows)
    except Exception as e:  # the values as written are beyond what the layered computation can take
        raise DocumentError(f"the computed values cannot be recomputed ({type(e).__name__})", "body.rows") from None


def _player_refs(tagged: list[dict[Tag, int]], p: int, pe: int) -> None:
    """Checks that a player's hero, hero power and weapon are entities of that kind."""
    for tag, kind, optional in ((Tag.HERO_ENTITY, CardType.HERO, False),
                                (Tag.HERO_POWER_ENTITY, CardType.HERO_POWER, False),
                                (Tag.WEAPON_ENTITY, CardType.WEAPON, True)):
        e = tagged[pe - 1].get(tag, 0)
        if optional and not e:
            continue
        row = tagged[e - 1] if e >= 4 else {}
        if row.get(Tag.CARDTYPE) != kind or row.get(Tag.CONTROLLER, 0) != p:
            raise DocumentError(f"entity {e} is not player {p}'s {kind.name}", f"body.rows[{pe}].{tag.name}")


def _zones(doc: object, tagged: list[dict[Tag, int]], n: int) -> tuple[tuple[int, ...], ...]:
    players = _list(doc, "body.zones", 2)
    if len(players) != 2:
        raise DocumentError("there are two players' zones", "body.zones")
    out: list[tuple[int, ...]] = [()] * (2 * N_ZONES)
    seen: set[int] = set()
    for p, zs in enumerate(players):
        if not isinstance(zs, dict):
            raise DocumentError("a player's zones are an object of zone names", f"body.zones[{p}]")
        for name, ids in zs.items():
            zone = _ZONE_BY_NAME.get(name)
            here = f"body.zones[{p}].{name if zone is not None else codec._short(name)}"
            if zone is None or zone is Zone.INVALID:
                raise DocumentError("unknown zone", here)
            entries = _list(ids, here, n)
            for i, e in enumerate(entries):
                _int(e, f"{here}[{i}]", 4, n - 1)
                row = tagged[e - 1]
                if e in seen:
                    raise DocumentError(f"entity {e} is in two zones", f"{here}[{i}]")
                seen.add(e)
                if row.get(Tag.ZONE, 0) != zone or row.get(Tag.CONTROLLER, 0) != p:
                    raise DocumentError(f"entity {e} has ZONE {row.get(Tag.ZONE, 0)} and CONTROLLER "
                                        f"{row.get(Tag.CONTROLLER, 0)}", f"{here}[{i}]")
            out[p * N_ZONES + zone] = tuple(entries)
    return tuple(out)


def _queued(doc: object, path: str, n: int, cards: list[str]) -> Queued:
    q = cast(Queued, _typed(doc, path, Queued, n))
    _int(q.owner, f"{path}.owner", 1, n - 1)
    triggers = len(CARDS[cards[q.owner]].triggers) if q.owner >= 4 else 0
    _int(q.reaction, f"{path}.reaction", REBORN, triggers - 1)  # REBORN < DEATHRATTLE < a trigger's index
    return q


def _pending(doc: object, n: int) -> Pending | None:
    if doc is None:
        return None
    pending = cast(Pending, _typed(doc, "body.pending", Pending, n))
    _int(pending.player, "body.pending.player", 0, 1)
    if len(pending.options) > n or len(set(pending.options)) != len(pending.options):
        raise DocumentError("the options are distinct entities", "body.pending.options")
    for i, o in enumerate(pending.options):
        _int(o, f"body.pending.options[{i}]", 4, n - 1)
    if pending.checkpoint is not None:
        if pending.kind is not ChoiceKind.PICK or pending.resume is not None or pending.rest is not None:
            raise DocumentError("a Rewind choice is a pick with a checkpoint and nothing to resume", "body.pending")
    elif pending.kind is ChoiceKind.PICK and (pending.resume is None or pending.ctx is None or not pending.options):
        raise DocumentError("a pick needs options, what to resume and its context", "body.pending")
    return pending


def _checkpoint_state(body: object, path: str) -> GameState:
    """Returns the state a checkpoint's body describes (a Rewind's state before the play), read as a
    document's body is; whether it may be a checkpoint is for `hsfp.validation` to say."""
    try:
        return _build(body)
    except DocumentError as e:
        where = path + e.path[len("body"):] if e.path.startswith("body") else path
        raise DocumentError(e.reason, where) from None


codec.read_states_with(_checkpoint_state)


_LAYERED_COLUMNS = tuple((column(t), effective_column(t)) for t in LAYERED)
#: A card row's intrinsic columns but MODDED (the bookkeeping of the computed ones).
_INTRINSIC_COLUMNS = tuple(c for t, c in stored_columns(N_COLUMNS) if t is not Tag.MODDED)


def _full_row(tagged: dict[Tag, int], width: int) -> tuple[int, ...]:
    row = [0] * width
    for tag, value in tagged.items():
        row[column(tag)] = value
    if width == N_COLUMNS:
        for intrinsic, now in _LAYERED_COLUMNS:
            row[now] = row[intrinsic]
    return card_row(row)


def _recompute(s: GameState, written: list[tuple[int, ...]]) -> GameState:
    """Returns the state with its computed columns recomputed from the intrinsic ones as written."""
    from reducers.auras import refresh

    # A first pass may lower DAMAGE against the guessed maximum health; the written intrinsic values are
    # put back and a second pass, now from the right maxima, changes nothing but the computed columns.
    doomed = s.doomed
    s = refresh(s)
    rows = list(s.rows)
    for e in range(FIRST_CARD, len(written)):  # the game's and the players' rows have no computed columns
        r = list(full_row(rows[e]))
        w = full_row(written[e])
        for c in _INTRINSIC_COLUMNS:
            r[c] = w[c]
        rows[e] = card_row(r)
    s = refresh(s._replace(rows=tuple(rows), dirty=LAYERS_CHANGED))
    return s._replace(doomed=doomed)


# ------------------------------------------------------------------------------ version 1 documents
# Version 1 named types by module path and wrote rows as bare lists of columns in the layout of that
# build; the names and order of its tags and zones are fixed here, so its documents load forever.

#: The tags of version 1, in its column order (its last column, MODDED, was bookkeeping).
V1_TAGS = (
    "CONTROLLER", "OWNER", "ZONE", "CARDTYPE", "CLASS", "RACE", "COST", "ATK", "HEALTH", "DAMAGE", "ARMOR",
    "DURABILITY", "SPELLPOWER", "OVERLOAD", "TAUNT", "DIVINE_SHIELD", "CHARGE", "RUSH", "STEALTH", "POISONOUS",
    "LIFESTEAL", "WINDFURY", "MEGA_WINDFURY", "FROZEN", "IMMUNE", "ELUSIVE", "REBORN", "SILENCED", "DORMANT",
    "CANT_ATTACK", "SECRET", "EXHAUSTED", "NUM_ATTACKS_THIS_TURN", "NUM_TURNS_IN_PLAY", "TO_BE_DESTROYED",
    "ATTACHED", "EXPIRES_END_OF_TURN", "CREATOR", "DRAWN_ON_TURN", "HERO_ENTITY", "HERO_POWER_ENTITY",
    "WEAPON_ENTITY", "MANA_CRYSTALS", "MANA", "OVERLOAD_OWED", "OVERLOAD_LOCKED", "FATIGUE", "FIRST_PLAYER",
    "PLAYSTATE", "CARDS_PLAYED_THIS_TURN", "MINIONS_PLAYED_THIS_TURN", "SPELLS_CAST_THIS_TURN",
    "HERO_POWER_USES_THIS_TURN", "CARDS_DRAWN", "MINIONS_DIED", "COUNTERED", "IMMUNE_WHILE_ATTACKING",
    "CARD_TARGET", "PROPOSED_ATTACKER", "PROPOSED_DEFENDER", "LAST_SUMMONED", "LAST_DRAWN", "ENCH_SET_ATK",
    "ENCH_SET_HEALTH", "PREVIOUS_CONTROLLER", "TURNS_LEFT", "MODDED",
)
_V1_WIDTH = len(V1_TAGS) + 15  # and a computed column for each of its 15 layered tags
_V1_ZONES = ("INVALID", "PLAY", "DECK", "HAND", "GRAVEYARD", "REMOVEDFROMGAME", "SETASIDE", "SECRET")


def _v1_names(data: Any, path: str) -> Any:
    """Returns version-1 data with its module-path type names (``hsfp.core.state:Ctx``) as the short names
    of the registry; a name the registry does not hold under that module is a DocumentError."""
    if isinstance(data, list):
        return [_v1_names(x, f"{path}[{i}]") for i, x in enumerate(data)]
    if not isinstance(data, dict):
        return data
    out = {k: _v1_names(v, f"{path}.{k}") for k, v in data.items()}
    for key in (codec.TYPE_KEY, codec.ENUM_KEY):
        if key in out:
            name = out[key]
            module, sep, qualname = name.partition(":") if isinstance(name, str) else ("", "", "")
            if not sep and isinstance(name, str):  # already a short name
                module, qualname = "", name
            short = qualname.partition(".")[0]
            cls = codec.REGISTRY.get(short)
            if cls is None or (sep and cls.__module__ != module):
                raise DocumentError(f"unknown type {codec._short(name)}", path)
            out[key] = qualname
    return out


def _from_v1(body: Any) -> dict[str, Any]:
    """Returns the version-2 body of a version-1 one (rows by tag name, zones by name, short type names)."""
    if not isinstance(body, dict) or body.get(codec.TYPE_KEY) != "hsfp.core.state:GameState":
        raise DocumentError("the document does not hold a game state", "body")
    if body.get("log") is not None or body.get("draws") is not None:
        raise DocumentError("a state in the middle of a step", "body")

    def unwrap(name: str) -> list[Any]:
        doc = _field(body, name)
        if not (isinstance(doc, dict) and isinstance(doc.get("$pvector"), list)):
            raise DocumentError("must be a $pvector", f"body.{name}")
        return _list(doc["$pvector"], f"body.{name}", MAX_ENTITIES)

    rows: list[Any] = [None]
    for e, r in enumerate(unwrap("rows")):
        if e == 0:
            continue
        if not isinstance(r, list) or len(r) != _V1_WIDTH:
            raise DocumentError(f"a version-1 row has {_V1_WIDTH} columns", f"body.rows[{e}]")
        rows.append({name: v for name, v in zip(V1_TAGS, r, strict=False) if v != 0 and name != "MODDED"})
    zones: list[dict[str, Any]] = [{}, {}]
    zone_lists = _list(_field(body, "zones"), "body.zones", 2 * len(_V1_ZONES))
    if len(zone_lists) != 2 * len(_V1_ZONES):
        raise DocumentError(f"version 1 has {2 * len(_V1_ZONES)} zone lists", "body.zones")
    for i, ids in enumerate(zone_lists):
        if ids:
            zones[i // len(_V1_ZONES)][_V1_ZONES[i % len(_V1_ZONES)]] = ids
    status = _field(body, "status")
    rest = {k: _v1_names(_field(body, k), f"body.{k}") for k in ("work", "queue", "pending", "rules")}
    return {
        "rows": rows, "cards": unwrap("cards"), "zones": zones, "enchantments": _field(body, "enchantments"),
        "rng": _field(body, "rng"), "turn": _field(body, "turn"), "current": _field(body, "current"),
        "status": Status(status).name if type(status) is int and status in Status._value2member_map_ else status,
        "winner": _field(body, "winner"), "doomed": _field(body, "doomed"), **rest,
    }


# ------------------------------------------------------------------------------------------ events


def events_to_json(events: Iterable[object], indent: int | None = None) -> str:
    """Returns events (or observed events, or blocks of them) as a JSON document."""
    doc: dict[str, JSON] = {"format": EVENTS_FORMAT, "version": EVENTS_VERSION, "body": encode(tuple(events))}
    return codec.dump(doc, indent)


def events_from_json(text: str) -> tuple[Event, ...]:
    """Returns the events of a document made by `events_to_json`."""
    version, body = _envelope(text, EVENTS_FORMAT, (1, EVENTS_VERSION), floats=True)
    if version == 1:
        body = _v1_names(body, "body")
    value = codec.decode(body, "body", containers=True)
    if type(value) is not tuple:
        raise DocumentError("the body is not a list of events", "body")
    return cast(tuple[Event, ...], value)


__all__ = [
    "EVENTS_FORMAT", "MAX_ENTITIES", "STATE_FORMAT", "VERSION", "DocumentError", "check_rules", "decode", "dumps",
    "encode", "events_from_json", "events_to_json", "from_json", "loads", "to_json",
]
