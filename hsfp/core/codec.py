"""The one JSON codec of the project: card definitions, state records, events, actions and documents.

`encode` turns a value into JSON-ready data and `decode` turns it back, generically over the fields of
the project's record types (the frozen dataclasses of the card language, the NamedTuples of the state,
events and actions), so a record added later needs no new case here:

- None, bool, int and str stay as they are; a tuple becomes a list (and every list decodes to a tuple);
- an enum member becomes ``{"$enum": "Tag.TAUNT"}``;
- a record becomes ``{"$type": "Damage", "to": ..., "amount": ...}`` with every field written out.

Every type is named by a stable short name in one registry (`REGISTRY`); nothing is ever imported by a
name read from the JSON. Decoding checks every field against the record's annotations, so data that does
not describe a well-typed value is refused with a `DocumentError` naming the path to the bad field.

`parse` reads JSON text within fixed bounds (size, nesting, digits; no NaN or infinities), so no text can
make loading slow or recurse too deeply.

>>> from hsfp.core.dsl import Damage, Target
>>> encode(Damage(Target(), 6))
{'$type': 'Damage', 'to': {'$type': 'Target'}, 'amount': 6}
>>> decode(encode(Damage(Target(), 6))) == Damage(Target(), 6)
True
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import operator
import sys
import types
import typing
from collections.abc import Callable
from enum import Enum
from functools import cache
from typing import Any, TypeAlias

from hsfp.core import actions, dsl, events, state, tags
from hsfp.core.dsl import CardDef

#: JSON-ready data: what `json.dumps` accepts without help.
JSON: TypeAlias = bool | int | float | str | list["JSON"] | dict[str, "JSON"] | None

TYPE_KEY = "$type"
ENUM_KEY = "$enum"
#: A whole game state inside a record (a Rewind checkpoint): ``{"$state": <a state body>}``.
STATE_KEY = "$state"

#: Bounds every document is read within: its length in characters, its nesting depth, and the digits of
#: one number (a generator state of 320 bits has 97).
MAX_TEXT = 8_000_000
MAX_DEPTH = 100
MAX_DIGITS = 120


class DocumentError(ValueError):
    """A JSON document that is not what it says; `path` names the bad field (``body.rows[12].COST``)."""

    def __init__(self, message: str, path: str = "") -> None:
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.reason = message


#: The card codec's name for the same error.
CodecError = DocumentError


# ------------------------------------------------------------------------------------------ registry

#: Short name -> type, for every record and enum a document may hold.
REGISTRY: dict[str, type] = {}
_NAME_OF: dict[type, str] = {}
_LANGUAGE: list[type] = []


def register(cls: type, name: str | None = None) -> type:
    """Returns the class after entering it (and the enums its fields name) in the registry under a
    stable short name (its class name unless given); a second class under one name is an error."""
    key = name or cls.__name__
    old = REGISTRY.get(key)
    if old is not None and old is not cls:
        raise RuntimeError(f"two types named {key}: {old.__module__} and {cls.__module__}")
    if old is None:
        REGISTRY[key] = cls
        _NAME_OF[cls] = key
        if _is_record(cls):
            for hint in _hints(cls).values():
                for enum_cls in _enums_in(hint):
                    if enum_cls not in _NAME_OF:
                        register(enum_cls)
    return cls


def name_of(cls: type) -> str | None:
    """Returns the registered short name of a type (None if it is not registered)."""
    return _NAME_OF.get(cls)


def _is_record(cls: type) -> bool:
    return dataclasses.is_dataclass(cls) or (issubclass(cls, tuple) and hasattr(cls, "_fields"))


def _enums_in(hint: Any) -> list[type]:
    if isinstance(hint, type) and issubclass(hint, Enum):
        return [hint]
    return [e for a in typing.get_args(hint) for e in _enums_in(a)]


def _register_language() -> None:
    for module in (dsl, tags):
        for obj in list(vars(module).values()):
            if not isinstance(obj, type) or obj.__module__ != module.__name__:
                continue
            if dataclasses.is_dataclass(obj) or issubclass(obj, Enum):
                register(obj)
                _LANGUAGE.append(obj)


def registered_types() -> tuple[type, ...]:
    """Returns the classes of the card language, by name: every dataclass and enum of `hsfp.core.dsl`
    and `hsfp.core.tags`."""
    return tuple(sorted(_LANGUAGE, key=lambda t: t.__name__))


@cache
def _hints(cls: Any) -> dict[str, Any]:
    return typing.get_type_hints(cls, globalns=dict(vars(sys.modules[cls.__module__])))


@cache
def _fields(cls: Any) -> tuple[tuple[str, Any], ...]:
    """Returns the (name, annotation) of each field a record is built from, in order."""
    hints = _hints(cls)
    if dataclasses.is_dataclass(cls):
        return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls) if f.init)
    return tuple((f, hints[f]) for f in cls._fields)


@cache
def _required(cls: Any) -> frozenset[str]:
    if dataclasses.is_dataclass(cls):
        return frozenset(f.name for f in dataclasses.fields(cls)
                         if f.init and f.default is dataclasses.MISSING
                         and f.default_factory is dataclasses.MISSING)
    defaults = getattr(cls, "_field_defaults", {})
    return frozenset(f for f in cls._fields if f not in defaults)


@cache
def _enum_field(cls: Any) -> tuple[type | None, ...]:
    """Returns, per field, the enum its annotation names alone (an int in it is written as a member)."""
    return tuple(h if isinstance(h, type) and issubclass(h, Enum) else None for _, h in _fields(cls))


_register_language()
for _record in (state.Rules, state.Ctx, state.Run, state.Builtin, state.Settle, state.Queued, state.Pending,
                state.RewindPoint, events.Event, actions.PlayCard, actions.Attack, actions.HeroPower, actions.EndTurn,
                actions.Choose, actions.Mulligan, actions.Concede, actions.Trade, actions.UseLocation):
    register(_record)


# ------------------------------------------------------------------------------------------- encode


def as_int(value: object) -> int | None:
    """Returns an integer value as a plain int (an IntEnum, a numpy integer), None for anything else
    (bools and floats included)."""
    if type(value) is int:
        return value
    if isinstance(value, (bool, float, str, bytes)) or not hasattr(type(value), "__index__"):
        return None
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except Exception:
        return None


def encode(value: object, containers: bool = False) -> JSON:
    """Returns JSON-ready data for a registered value (raises DocumentError for anything else); with
    `containers`, also finite floats, lists, dicts and persistent vectors and maps (`$list`, `$map`, ...)."""
    if value is None or type(value) in (bool, str, int):
        return value  # type: ignore[return-value]
    if isinstance(value, Enum):
        name = _NAME_OF.get(type(value))
        if name is None:
            raise DocumentError(f"enum {type(value).__qualname__} is not registered")
        return {ENUM_KEY: f"{name}.{value.name}"}
    number = as_int(value)
    if number is not None:
        return number
    if isinstance(value, tuple) and type(value) is tuple:
        return [encode(v, containers) for v in value]
    if type(value) is state.GameState:
        return {STATE_KEY: state_body(value)}
    cls: Any = type(value)
    name = _NAME_OF.get(cls)
    if name is not None and _is_record(cls):
        out: dict[str, JSON] = {TYPE_KEY: name}
        for (fname, _), enum_cls in zip(_fields(cls), _enum_field(cls), strict=True):
            v = getattr(value, fname)
            if enum_cls is not None and not isinstance(v, Enum):
                with contextlib.suppress(ValueError, TypeError):
                    v = enum_cls(v)  # an int (or str) given for a member is written as the member
            out[fname] = encode(v, containers)
        return out
    if containers:
        return _encode_container(value)
    raise DocumentError(f"cannot encode {type(value).__name__}: {_short(value)}")


def _encode_container(value: object) -> JSON:
    from pyrsistent import PMap, PVector

    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise DocumentError(f"cannot encode the float {value!r}")
        return value
    if isinstance(value, PVector):
        return {"$pvector": [encode(x, True) for x in value]}
    if isinstance(value, list):
        return {"$list": [encode(x, True) for x in value]}
    if isinstance(value, PMap):
        return {"$pmap": [[encode(k, True), encode(v, True)] for k, v in value.items()]}
    if isinstance(value, dict):
        return {"$map": [[encode(k, True), encode(v, True)] for k, v in value.items()]}
    if isinstance(value, tuple):  # a NamedTuple that is not registered
        raise DocumentError(f"{type(value).__qualname__} is not registered")
    raise DocumentError(f"cannot encode {type(value).__name__}: {_short(value)}")


def _short(value: object) -> str:
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 80 else text[:77] + "..."


# ------------------------------------------------------------------------------------------- decode


def decode(data: Any, path: str = "", containers: bool = False) -> Any:
    """Returns the value JSON-ready data describes (raises DocumentError naming the path to the bad
    field); with `containers`, also what `encode(..., containers=True)` writes."""
    if data is None or type(data) in (bool, int, str):
        return data
    if isinstance(data, list):
        return tuple(decode(v, f"{path}[{i}]", containers) for i, v in enumerate(data))
    if isinstance(data, dict):
        if ENUM_KEY in data:
            return _decode_enum(data, path)
        if TYPE_KEY in data:
            return _decode_record(data, path, containers)
        if STATE_KEY in data:
            return _decode_state(data, path)
        if containers:
            return _decode_container(data, path)
        raise DocumentError(f"an object needs {TYPE_KEY!r} or {ENUM_KEY!r}, not {sorted(data)[:4]}", path)
    if containers and type(data) is float:
        return data
    raise DocumentError(f"not a value of the document: {type(data).__name__}", path)


#: Reads a state body inside a document and checks it (`hsfp.serialize` sets it: the checks of a state
#: belong to the loader, above the reducers this module may not import).
_state_reader: list[Callable[[Any, str], Any]] = []


def read_states_with(reader: Callable[[Any, str], Any]) -> None:
    """Sets how a state inside a document (``{"$state": body}``) is read: `reader(body, path)` returns the
    state or raises DocumentError."""
    _state_reader[:] = [reader]


def _decode_state(data: dict[str, Any], path: str) -> Any:
    if len(data) != 1:
        raise DocumentError(f"a state is {{{STATE_KEY!r}: body}} alone", path)
    if not _state_reader:
        raise DocumentError("a state inside a document is read by hsfp.serialize", path)
    return _state_reader[0](data[STATE_KEY], f"{path}.{STATE_KEY}" if path else STATE_KEY)


def _decode_container(data: dict[str, Any], path: str) -> Any:
    from pyrsistent import pmap, pvector

    key, items = next(iter(data.items())) if len(data) == 1 else ("", None)
    if not isinstance(items, list):
        raise DocumentError(f"object without a known $-key: {sorted(data)[:4]}", path)
    here = f"{path}.{key}"
    if key == "$pvector":
        return pvector(decode(x, f"{here}[{i}]", True) for i, x in enumerate(items))
    if key == "$list":
        return [decode(x, f"{here}[{i}]", True) for i, x in enumerate(items)]
    if key in ("$map", "$pmap"):
        pairs = {}
        for i, kv in enumerate(items):
            if not (isinstance(kv, list) and len(kv) == 2):
                raise DocumentError("a map entry is a [key, value] pair", f"{here}[{i}]")
            k = decode(kv[0], f"{here}[{i}][0]", True)
            try:
                hash(k)
            except TypeError:
                raise DocumentError("a map key must be hashable", f"{here}[{i}][0]") from None
            pairs[k] = decode(kv[1], f"{here}[{i}][1]", True)
        return pmap(pairs) if key == "$pmap" else pairs
    raise DocumentError(f"object without a known $-key: {sorted(data)[:4]}", path)


def _decode_enum(data: dict[str, Any], path: str) -> Enum:
    tag = data[ENUM_KEY]
    if len(data) != 1 or not isinstance(tag, str) or tag.count(".") != 1:
        raise DocumentError(f"an enum is {{{ENUM_KEY!r}: 'Class.NAME'}}", path)
    cls_name, member = tag.split(".")
    cls = REGISTRY.get(cls_name)
    if cls is None or not issubclass(cls, Enum):
        raise DocumentError(f"unknown enum {cls_name!r}", path)
    try:
        return cls[member]
    except KeyError:
        raise DocumentError(f"{cls_name} has no member {member!r}", path) from None


def _decode_record(data: dict[str, Any], path: str, containers: bool) -> Any:
    name = data[TYPE_KEY]
    cls = REGISTRY.get(name) if isinstance(name, str) else None
    if cls is None or not _is_record(cls):
        raise DocumentError(f"unknown node type {name!r}", path)
    fields = dict(_fields(cls))
    extra = sorted(set(data) - set(fields) - {TYPE_KEY})
    if extra:
        raise DocumentError(f"{name} has no field(s) {extra}", path)
    missing = sorted(_required(cls) - set(data))
    if missing:
        raise DocumentError(f"{name} needs the field(s) {missing}", path)
    kwargs: dict[str, Any] = {}
    for fname, hint in fields.items():
        if fname not in data:
            continue  # the field's default applies (data written before the field existed)
        here = f"{path}.{fname}" if path else fname
        value = coerce(decode(data[fname], here, containers), hint)
        if not conforms(value, hint):
            raise DocumentError(f"{name}.{fname} must be {_show(hint)}, not {_short(value)}", here)
        kwargs[fname] = value
    try:
        return cls(**kwargs)
    except Exception as e:  # a record's own check (__post_init__) refusing the values
        raise DocumentError(f"{name}: {_short(e)}", path) from None


def coerce(value: object, hint: Any) -> object:
    """Returns the value as the member of the enum an annotation names, when it is that member's value
    (an int for an IntEnum, a string for a StrEnum); otherwise the value unchanged."""
    if isinstance(hint, type) and issubclass(hint, Enum) and not isinstance(value, Enum) \
            and type(value) in (int, str):
        try:
            return hint(value)
        except ValueError:
            return value
    return value


def conforms(value: object, hint: Any) -> bool:
    """Returns whether a decoded value has the type an annotation asks for."""
    if hint is Any or hint is object:
        return True
    if hint is None or hint is type(None):
        return value is None
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(conforms(value, h) for h in typing.get_args(hint))
    if origin is tuple:
        args = typing.get_args(hint)
        if type(value) is not tuple:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(conforms(v, args[0]) for v in value)
        return len(args) == len(value) and all(conforms(v, a) for v, a in zip(value, args, strict=True))
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return type(value) is int
    if hint is str:
        return type(value) is str
    if isinstance(hint, type) and issubclass(hint, Enum):
        return isinstance(value, hint)
    if isinstance(hint, type):
        return isinstance(value, hint)
    return False


def _show(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint)


# -------------------------------------------------------------------------------------- reading text


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise DocumentError(f"a number of {len(text)} digits is out of range")
    return int(text)


def _refuse_constant(name: str) -> Any:
    raise DocumentError(f"{name} is not a number a document may hold")


def _refuse_float(text: str) -> Any:
    raise DocumentError(f"the number {text[:30]} is not an integer")


def _depth(text: str) -> int:
    """Returns the deepest nesting of arrays and objects in JSON text (brackets in strings skipped)."""
    deepest = depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def parse(text: object, floats: bool = False, max_text: int = MAX_TEXT) -> Any:
    """Returns the JSON data of a text within the bounds above (raises DocumentError for anything else:
    not text, too long, too deep, not JSON, NaN or infinity, a float where only ints are allowed)."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise DocumentError("the document is not UTF-8 text") from None
    if not isinstance(text, str):
        raise DocumentError(f"a document is text, not {type(text).__name__}")
    if len(text) > max_text:
        raise DocumentError(f"the document has {len(text)} characters (at most {max_text})")
    if _depth(text) > MAX_DEPTH:
        raise DocumentError(f"the document nests deeper than {MAX_DEPTH} levels")
    parse_float: Callable[[str], Any] = float if floats else _refuse_float
    try:
        return json.loads(text, parse_int=_parse_int, parse_constant=_refuse_constant, parse_float=parse_float)
    except DocumentError:
        raise
    except (ValueError, RecursionError, MemoryError) as e:
        raise DocumentError(f"not JSON: {_short(e)}") from None


def dump(data: JSON, indent: int | None = None, sort_keys: bool = False) -> str:
    """Returns JSON-ready data as text (compact unless indented)."""
    return json.dumps(data, indent=indent, sort_keys=sort_keys, ensure_ascii=False, allow_nan=False,
                      separators=None if indent else (",", ":"))


# ----------------------------------------------------------------------------------- card definitions


def to_json(card_def: CardDef, indent: int | None = None) -> str:
    """Returns a card definition as JSON text: keys sorted, so equal definitions give equal text."""
    return json.dumps(encode(card_def), sort_keys=True, ensure_ascii=False, indent=indent)


def from_json(text: str) -> CardDef:
    """Returns the card definition that JSON text (from `to_json`) describes (raises CodecError)."""
    value = decode(parse(text))
    if not isinstance(value, CardDef):
        raise DocumentError(f"the JSON describes a {type(value).__name__}, not a CardDef")
    return value




# ------------------------------------------------------------------------------------ state documents

STATE_FORMAT = "hsfp.state"
#: Version 2 writes rows by tag name; version 1 wrote them as bare lists of columns.
STATE_VERSION = 2

#: The intrinsic tags a document writes, by name (MODDED is bookkeeping of the layered computation).
#: Row width -> the intrinsic tags a row of that width has, by name, with their columns (the game, the
#: players and the cards each have their own tags; a short card row has no rare columns).
_INTRINSIC_OF: dict[int, tuple[tuple[str, int], ...]] = {
    w: tuple((t.name, c) for t, c in tags.stored_columns(w) if t is not tags.Tag.MODDED)
    for w in tags.ROW_WIDTHS}
_ZONE_NAMES: tuple[tuple[str, int], ...] = tuple((z.name, int(z)) for z in tags.Zone)
_STATUS_NAMES = {int(s): s.name for s in tags.Status}


def _plain(v: object) -> int:
    n = v if type(v) is int else as_int(v)
    if n is None:
        raise DocumentError(f"not an integer: {_short(v)}")
    return n


def _ids(values: tuple[Any, ...]) -> list[JSON]:
    return [v if type(v) is int else _plain(v) for v in values]


def state_body(s: state.GameState) -> dict[str, JSON]:
    """Returns the body of a state document: rows as their non-zero intrinsic tags by name (the layered
    computed columns and the modded list are recomputed on load), zones by name, records by type."""
    rows: list[JSON] = [None]
    for r in s.rows[1:]:
        named = _INTRINSIC_OF.get(len(r))
        if named is None:
            raise DocumentError(f"a row of {len(r)} columns is no entity's")
        rows.append({name: v if type(v) is int else _plain(v) for name, c in named if (v := r[c])})
    zones: list[JSON] = []
    for p in (0, 1):
        base = p * tags.N_ZONES
        zones.append({name: _ids(ids) for name, z in _ZONE_NAMES if (ids := s.zones[base + z])})
    status = _STATUS_NAMES.get(s.status)
    if status is None:
        raise DocumentError(f"status {_short(s.status)} is not a Status")
    return {
        "rows": rows,
        "cards": list(s.cards),
        "zones": zones,
        "enchantments": _ids(s.enchantments),
        "work": [encode(t) for t in s.work],
        "queue": [encode(q) for q in s.queue],
        "pending": encode(s.pending),
        "rng": _plain(s.rng),
        "turn": _plain(s.turn),
        "current": _plain(s.current),
        "status": status,
        "winner": _plain(s.winner),
        "rules": encode(s.rules),
        "doomed": bool(s.doomed),
    }


def state_document(s: state.GameState) -> dict[str, JSON]:
    """Returns the whole state document: its format, its version and its body."""
    return {"format": STATE_FORMAT, "version": STATE_VERSION, "body": state_body(s)}


def canonical_text(s: state.GameState) -> str:
    """Returns the canonical form of a state: its document as compact JSON with sorted keys."""
    return json.dumps(state_document(s), sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


__all__ = [
    "JSON", "MAX_DEPTH", "MAX_DIGITS", "MAX_TEXT", "REGISTRY", "STATE_FORMAT", "STATE_KEY", "STATE_VERSION",
    "CodecError", "DocumentError", "as_int", "canonical_text", "coerce", "conforms", "decode", "dump", "encode",
    "from_json", "name_of", "parse", "read_states_with", "register", "registered_types", "state_body",
    "state_document", "to_json",
]
