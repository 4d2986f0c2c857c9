"""Laws of the card codec (`hsfp.core.codec`): decoding undoes encoding and the JSON text is stable.

Over every registered definition (all of them in one sweep, and drawn by Hypothesis), and over nodes of
every type of the card language built from their annotations, so a node type no card uses yet (or one
added later) is covered too.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from enum import Enum
from functools import cache
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp.api  # noqa: F401  (registers the cards)
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import all_definitions

DEFINITIONS = all_definitions()
NODE_TYPES = tuple(t for t in codec.registered_types() if dataclasses.is_dataclass(t))


def _scaled(n: int) -> int:
    return max(1, round(n * settings.default.max_examples / 100))


def _roundtrip_holds(d: CardDef) -> None:
    text = codec.to_json(d)
    assert codec.from_json(text) == d, d.card_id
    assert codec.to_json(d) == text, f"{d.card_id}: encoding twice gives different text"
    assert codec.to_json(codec.from_json(text)) == text, f"{d.card_id}: re-encoding changes the text"
    json.loads(text)  # plain JSON, no custom objects


def test_every_registered_definition_survives_the_json_roundtrip() -> None:
    assert len(DEFINITIONS) > 100
    for d in DEFINITIONS:
        _roundtrip_holds(d)


@settings(max_examples=_scaled(200), deadline=None)
@given(st.sampled_from(DEFINITIONS))
def test_a_registered_definition_decodes_to_itself_and_encodes_stably(d: CardDef) -> None:
    _roundtrip_holds(d)


# ------------------------------------------------------------------ arbitrary nodes from annotations

_ABSTRACT = (dsl.Selector, dsl.Condition, dsl.AmountNode, dsl.Effect)


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, globalns=dict(vars(dsl)))


def _concrete(base: type) -> tuple[type, ...]:
    return tuple(t for t in NODE_TYPES if issubclass(t, base))


def _value_only(hint: Any) -> bool:
    """Whether the hint admits a plain value: no node needed (an empty tuple counts)."""
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(_value_only(h) for h in typing.get_args(hint))
    if origin is tuple:
        args = typing.get_args(hint)
        return (len(args) == 2 and args[1] is Ellipsis) or all(_value_only(a) for a in args)
    return hint in (int, bool, str, type(None)) or (isinstance(hint, type) and issubclass(hint, Enum))


def _leaf(cls: type) -> bool:
    """Whether a node type can be built from plain values only."""
    return all(_value_only(h) for h in _hints(cls).values())


def _flat(hint: Any) -> bool:
    """Whether a value of the hint can be built without nesting a node inside a node."""
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(_flat(h) for h in typing.get_args(hint))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _leaf(hint)
    if isinstance(hint, type) and issubclass(hint, _ABSTRACT):
        return any(_leaf(t) for t in _concrete(hint))
    return _value_only(hint)


@cache
def _strategy(hint: Any, depth: int) -> st.SearchStrategy[Any]:
    """Values of a type annotation of the card language, nodes nested at most `depth` deep."""
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        args = list(typing.get_args(hint))
        if depth <= 0:  # plain values only where the union allows them, else the simplest nodes
            args = [h for h in args if _value_only(h)] or [h for h in args if _flat(h)]
        return st.one_of(*(_strategy(h, depth) for h in args))
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            if depth <= 0 and not _value_only(args[0]):
                return st.just(())
            return st.lists(_strategy(args[0], depth - 1), max_size=2).map(tuple)
        return st.tuples(*(_strategy(a, depth) for a in args))
    if hint is type(None):
        return st.none()
    if hint is bool:
        return st.booleans()
    if hint is int:
        return st.integers(min_value=-3, max_value=30)
    if hint is str:
        return st.text(max_size=8)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return st.sampled_from(list(hint))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        hints = _hints(hint)
        return st.builds(hint, **{f.name: _strategy(hints[f.name], depth - 1) for f in dataclasses.fields(hint)})
    if isinstance(hint, type) and issubclass(hint, _ABSTRACT):
        options = [t for t in _concrete(hint) if depth > 0 or _leaf(t)]
        return st.one_of(*(_strategy(t, depth) for t in options))
    raise TypeError(f"no strategy for {hint!r}")


def nodes(depth: int = 3) -> st.SearchStrategy[Any]:
    """Returns a strategy for a node of any dataclass type of the card language."""
    return st.sampled_from(NODE_TYPES).flatmap(lambda t: _strategy(t, depth))


def test_the_generator_covers_every_node_type() -> None:
    for t in NODE_TYPES:
        assert _strategy(t, 3) is not None


@settings(max_examples=_scaled(300), deadline=None)
@given(nodes())
def test_any_node_of_the_language_decodes_to_itself(node: Any) -> None:
    data = codec.encode(node)
    text = json.dumps(data, sort_keys=True)
    assert codec.decode(json.loads(text)) == node
    assert json.dumps(codec.encode(codec.decode(data)), sort_keys=True) == text


@settings(max_examples=_scaled(50), deadline=None)
@given(_strategy(CardDef, 3))
def test_any_card_definition_survives_the_json_roundtrip(d: CardDef) -> None:
    _roundtrip_holds(d)
