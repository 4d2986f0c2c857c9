"""An exact JSON codec for the card language and card definitions.

`encode` turns a value of the language into JSON-ready data and `decode` turns it back, generically over
the fields of the frozen dataclasses of `hsfp.core.dsl`, so a node added later needs no new case here:

- None, bool, int and str stay as they are; a tuple becomes a list (and every list decodes to a tuple);
- an enum of `hsfp.core.tags` or `hsfp.core.dsl` becomes ``{"$enum": "Tag.TAUNT"}``;
- a dataclass becomes ``{"$type": "Damage", "to": ..., "amount": ...}`` with every field written out.

The type tag is looked up in a registry built from those two modules only; nothing is ever imported by a
name read from the JSON. Decoding checks every field against the dataclass's annotations, so data that
does not describe a well-typed node is refused with a `CodecError`, never half-built.

>>> from hsfp.core.dsl import Damage, Target
>>> encode(Damage(Target(), 6))
{'$type': 'Damage', 'to': {'$type': 'Target'}, 'amount': 6}
>>> decode(encode(Damage(Target(), 6))) == Damage(Target(), 6)
True
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from enum import Enum
from functools import cache
from typing import Any, TypeAlias

from hsfp.core import dsl, tags
from hsfp.core.dsl import CardDef

#: JSON-ready data: what `json.dumps` accepts without help.
JSON: TypeAlias = bool | int | str | list["JSON"] | dict[str, "JSON"] | None

TYPE_KEY = "$type"
ENUM_KEY = "$enum"


class CodecError(ValueError):
    """Data that does not describe a value of the card language."""


def _build_registry() -> dict[str, type]:
    found: dict[str, type] = {}
    for module in (dsl, tags):
        for obj in list(vars(module).values()):
            if not isinstance(obj, type) or obj.__module__ != module.__name__:
                continue
            if dataclasses.is_dataclass(obj) or issubclass(obj, Enum):
                if obj.__name__ in found and found[obj.__name__] is not obj:
                    raise RuntimeError(f"two classes named {obj.__name__} in the card language")
                found[obj.__name__] = obj
    return found


#: Class name -> class, for every dataclass and enum of `hsfp.core.dsl` and `hsfp.core.tags`.
REGISTRY: dict[str, type] = _build_registry()


def registered_types() -> tuple[type, ...]:
    """Returns the classes the codec knows, by name: every dataclass and enum of the card language."""
    return tuple(REGISTRY[k] for k in sorted(REGISTRY))


# ------------------------------------------------------------------------------------------- encode


def encode(value: object) -> JSON:
    """Returns JSON-ready data for a value of the card language (raises CodecError for anything else)."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, Enum):
        enum_cls: type = type(value)
        if REGISTRY.get(enum_cls.__name__) is not enum_cls:
            raise CodecError(f"enum {enum_cls.__qualname__} is not part of the card language")
        return {ENUM_KEY: f"{enum_cls.__name__}.{value.name}"}
    if isinstance(value, int):
        return value
    if isinstance(value, tuple):
        return [encode(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        node_cls: type = type(value)
        if REGISTRY.get(node_cls.__name__) is not node_cls:
            raise CodecError(f"{node_cls.__qualname__} is not a node of the card language")
        out: dict[str, JSON] = {TYPE_KEY: node_cls.__name__}
        for f in dataclasses.fields(value):
            if f.init:
                out[f.name] = encode(getattr(value, f.name))
        return out
    raise CodecError(f"cannot encode {type(value).__name__}: {value!r}")


# ------------------------------------------------------------------------------------------- decode


def decode(data: JSON) -> Any:
    """Returns the value of the card language that JSON-ready data describes (raises CodecError)."""
    if data is None or isinstance(data, (bool, int, str)):
        return data
    if isinstance(data, list):
        return tuple(decode(v) for v in data)
    if isinstance(data, dict):
        if ENUM_KEY in data:
            return _decode_enum(data)
        if TYPE_KEY in data:
            return _decode_node(data)
        raise CodecError(f"an object needs {TYPE_KEY!r} or {ENUM_KEY!r}: {sorted(data)}")
    raise CodecError(f"not JSON data: {type(data).__name__}")


def _decode_enum(data: dict[str, JSON]) -> Enum:
    tag = data[ENUM_KEY]
    if len(data) != 1 or not isinstance(tag, str) or tag.count(".") != 1:
        raise CodecError(f"an enum is {{{ENUM_KEY!r}: 'Class.NAME'}}, not {data!r}")
    cls_name, member = tag.split(".")
    cls = REGISTRY.get(cls_name)
    if cls is None or not issubclass(cls, Enum):
        raise CodecError(f"unknown enum {cls_name!r}")
    try:
        return cls[member]
    except KeyError:
        raise CodecError(f"{cls_name} has no member {member!r}") from None


def _decode_node(data: dict[str, JSON]) -> Any:
    name = data[TYPE_KEY]
    cls = REGISTRY.get(name) if isinstance(name, str) else None
    if cls is None or not dataclasses.is_dataclass(cls):
        raise CodecError(f"unknown node type {name!r}")
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    extra = sorted(set(data) - set(fields) - {TYPE_KEY})
    if extra:
        raise CodecError(f"{name} has no field(s) {extra}")
    hints = _hints(cls)
    kwargs: dict[str, Any] = {}
    for fname in fields:
        if fname not in data:
            continue  # the field's default applies (data written before the field existed)
        value = decode(data[fname])
        if not _conforms(value, hints[fname]):
            raise CodecError(f"{name}.{fname} must be {_show(hints[fname])}, not {value!r}")
        kwargs[fname] = value
    try:
        return cls(**kwargs)
    except TypeError as e:
        raise CodecError(f"{name}: {e}") from None


@cache
def _hints(cls: type) -> dict[str, Any]:
    module = vars(dsl) if cls.__module__ == dsl.__name__ else vars(tags)
    return typing.get_type_hints(cls, globalns=dict(module))


def _conforms(value: object, hint: Any) -> bool:
    """Returns whether a decoded value has the type an annotation asks for."""
    if hint is Any or hint is object:
        return True
    if hint is None or hint is type(None):
        return value is None
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(_conforms(value, h) for h in typing.get_args(hint))
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_conforms(v, args[0]) for v in value)
        return len(args) == len(value) and all(_conforms(v, a) for v, a in zip(value, args, strict=True))
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(hint, type) and issubclass(hint, int) and issubclass(hint, Enum):
        if isinstance(value, Enum):
            return isinstance(value, hint)
        # an IntEnum field may hold the plain int (it compares equal to the member)
        return isinstance(value, int) and not isinstance(value, bool) and value in hint._value2member_map_
    if isinstance(hint, type):
        return isinstance(value, hint)
    return False


def _show(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint)


# ----------------------------------------------------------------------------------- card definitions


def to_json(card_def: CardDef, indent: int | None = None) -> str:
    """Returns a card definition as JSON text: keys sorted, so equal definitions give equal text."""
    return json.dumps(encode(card_def), sort_keys=True, ensure_ascii=False, indent=indent)


def from_json(text: str) -> CardDef:
    """Returns the card definition that JSON text (from `to_json`) describes (raises CodecError)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise CodecError(f"not JSON: {e}") from None
    value = decode(data)
    if not isinstance(value, CardDef):
        raise CodecError(f"the JSON describes a {type(value).__name__}, not a CardDef")
    return value


__all__ = ["JSON", "REGISTRY", "CodecError", "decode", "encode", "from_json", "registered_types", "to_json"]
