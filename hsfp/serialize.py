"""States and events as JSON documents, round-tripping exactly.

One generic, explicit encoder covers everything a state holds: JSON's own scalars (None, bools, ints,
floats, strings) stand for themselves; a tuple is a JSON array; every other value is an object with one
`$`-key naming what it is:

- `{"$enum": "hsfp.core.tags:EventKind.DAMAGE"}`: an enum member;
- `{"$type": "hsfp.core.state:Ctx", "source": 5, ...}`: a NamedTuple or a frozen dataclass, by field;
- `{"$pvector": [...]}`, `{"$list": [...]}`, `{"$map": [[key, value], ...]}`, `{"$pmap": ...}`.

Types are named by module and qualified name and, on load, only looked up in the project's own
packages (`hsfp`, `reducers`, `cards`) unless more are allowed, so loading a document never imports or
calls anything else. A loaded state equals the saved one and has the same `state_hash`.

>>> import hsfp
>>> state = hsfp.new_game(decks=(["VAN_CS2_182"] * 30,) * 2, heroes=("HERO_08", "HERO_01"), seed=3)
>>> hsfp.from_json(hsfp.to_json(state)) == state
True
"""

from __future__ import annotations

import dataclasses
import importlib
import json
from collections.abc import Iterable, Sequence
from enum import Enum
from typing import Any, cast

from pyrsistent import PMap, PVector, pmap, pvector

from hsfp.core.events import Event
from hsfp.core.state import GameState

#: The packages whose types a document may name.
PROJECT_PACKAGES = ("hsfp", "reducers", "cards")

STATE_FORMAT = "hsfp.state"
EVENTS_FORMAT = "hsfp.events"
VERSION = 1


class DocumentError(ValueError):
    """A JSON document that is not what it says, or names a type it may not."""


# --------------------------------------------------------------------------------------------- encode


def _name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def encode(value: object) -> Any:
    """Returns the JSON-ready form of a value (see the module docstring for the shapes)."""
    if isinstance(value, Enum):  # before str and int: StrEnum and IntEnum members are both
        return {"$enum": f"{_name(type(value))}.{value.name}"}
    if value is None or type(value) in (bool, str):
        return value
    if isinstance(value, (int, float)):
        if type(value) not in (int, float):
            raise TypeError(f"cannot encode {type(value).__name__} {value!r}")
        return value
    if isinstance(value, tuple):
        fields = getattr(type(value), "_fields", None)
        if fields is None:
            if all(type(x) is int for x in value):  # the common case: an entity row, a zone
                return list(value)
            return [encode(x) for x in value]
        doc = {"$type": _name(type(value))}
        doc.update((f, encode(x)) for f, x in zip(fields, value, strict=True))
        return doc
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        doc = {"$type": _name(type(value))}
        doc.update((f.name, encode(getattr(value, f.name))) for f in dataclasses.fields(value))
        return doc
    if isinstance(value, PVector):
        return {"$pvector": [encode(x) for x in value]}
    if isinstance(value, list):
        return {"$list": [encode(x) for x in value]}
    if isinstance(value, PMap):
        return {"$pmap": [[encode(k), encode(v)] for k, v in value.items()]}
    if isinstance(value, dict):
        return {"$map": [[encode(k), encode(v)] for k, v in value.items()]}
    raise TypeError(f"cannot encode {type(value).__name__} {value!r}")


# --------------------------------------------------------------------------------------------- decode


def _resolve(name: str, allowed: Sequence[str]) -> object:
    module, sep, qualname = name.partition(":")
    if not sep or not qualname:
        raise DocumentError(f"malformed type name {name!r}")
    if module.split(".")[0] not in allowed:
        raise DocumentError(f"type {name!r} is outside the allowed packages {tuple(allowed)}")
    try:
        obj: object = importlib.import_module(module)
        for part in qualname.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError):
        raise DocumentError(f"unknown type {name!r}") from None
    return obj


def _resolve_class(name: str, allowed: Sequence[str]) -> type:
    cls = _resolve(name, allowed)
    if not isinstance(cls, type) or _name(cls) != name:
        raise DocumentError(f"{name!r} does not name a class defined there")
    return cls


def decode(doc: Any, allowed: Sequence[str] = PROJECT_PACKAGES) -> Any:
    """Returns the value a JSON-ready form stands for (the inverse of `encode`)."""
    if doc is None or isinstance(doc, (bool, int, float, str)):
        return doc
    if isinstance(doc, list):
        if all(type(x) is int for x in doc):
            return tuple(doc)
        return tuple(decode(x, allowed) for x in doc)
    if not isinstance(doc, dict):
        raise DocumentError(f"unexpected JSON value {doc!r}")
    if "$type" in doc:
        cls = _resolve_class(doc["$type"], allowed)
        if not ((issubclass(cls, tuple) and hasattr(cls, "_fields")) or dataclasses.is_dataclass(cls)):
            raise DocumentError(f"{doc['$type']!r} is neither a NamedTuple nor a dataclass")
        kwargs = {k: decode(v, allowed) for k, v in doc.items() if k != "$type"}
        try:
            return cls(**kwargs)
        except TypeError as exc:
            raise DocumentError(f"{doc['$type']!r}: {exc}") from None
    if "$enum" in doc:
        cls_name, _, member = str(doc["$enum"]).rpartition(".")
        cls = _resolve_class(cls_name, allowed)
        if not issubclass(cls, Enum):
            raise DocumentError(f"{cls_name!r} is not an enum")
        try:
            return cls[member]
        except KeyError:
            raise DocumentError(f"{cls_name!r} has no member {member!r}") from None
    if "$pvector" in doc:
        return pvector(decode(x, allowed) for x in doc["$pvector"])
    if "$list" in doc:
        return [decode(x, allowed) for x in doc["$list"]]
    if "$pmap" in doc:
        return pmap({decode(k, allowed): decode(v, allowed) for k, v in doc["$pmap"]})
    if "$map" in doc:
        return {decode(k, allowed): decode(v, allowed) for k, v in doc["$map"]}
    raise DocumentError(f"object without a known $-key: {sorted(doc)[:3]}")


# ------------------------------------------------------------------------------------------ documents


def dumps(value: object, indent: int | None = None) -> str:
    """Returns a value as JSON text (any value `encode` takes)."""
    return json.dumps(encode(value), indent=indent, separators=None if indent else (",", ":"))


def loads(text: str, allowed: Sequence[str] = PROJECT_PACKAGES) -> Any:
    """Returns the value JSON text made by `dumps` stands for."""
    return decode(json.loads(text), allowed)


def _document(kind: str, body: object, indent: int | None) -> str:
    doc = {"format": kind, "version": VERSION, "body": encode(body)}
    return json.dumps(doc, indent=indent, separators=None if indent else (",", ":"))


def _body(text: str, kind: str) -> Any:
    doc = json.loads(text)
    if not isinstance(doc, dict) or doc.get("format") != kind:
        raise DocumentError(f"not an {kind} document")
    if doc.get("version") != VERSION:
        raise DocumentError(f"{kind} version {doc.get('version')!r} is not supported (expected {VERSION})")
    return decode(doc["body"])


def to_json(state: GameState, indent: int | None = None) -> str:
    """Returns a state as a JSON document (a pending choice and its continuation included)."""
    if state.log is not None or state.draws is not None:
        raise ValueError("a state in the middle of a step cannot be saved")
    return _document(STATE_FORMAT, state, indent)


def from_json(text: str) -> GameState:
    """Returns the state a document made by `to_json` holds (equal to the saved one)."""
    state = _body(text, STATE_FORMAT)
    if not isinstance(state, GameState):
        raise DocumentError("the document does not hold a game state")
    return state


def events_to_json(events: Iterable[object], indent: int | None = None) -> str:
    """Returns events (or observed events, or blocks of them) as a JSON document."""
    return _document(EVENTS_FORMAT, tuple(events), indent)


def events_from_json(text: str) -> tuple[Event, ...]:
    """Returns the events of a document made by `events_to_json`."""
    return cast(tuple[Event, ...], _body(text, EVENTS_FORMAT))


__all__ = [
    "PROJECT_PACKAGES", "DocumentError", "decode", "dumps", "encode", "events_from_json", "events_to_json",
    "from_json", "loads", "to_json",
]
