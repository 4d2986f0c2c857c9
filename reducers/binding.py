"""Binding a number into an effect before it runs: "spend up to 5 Corpses ... for each", "spend all your
Mana ... for each Mana spent" run their rest with the amount spent written in where the rest names it."""

from __future__ import annotations

import dataclasses
from typing import cast

from hsfp.core import dsl


def bind(effect: dsl.Effect, placeholder: type, scope: type, value: int) -> dsl.Effect:
    """Returns an effect with each `placeholder()` node in it replaced by `value`, except inside a nested
    `scope` node (which binds its own); unchanged parts are shared, not copied."""
    return cast(dsl.Effect, _bind(effect, placeholder, scope, value))


def _bind(node: object, placeholder: type, scope: type, value: int) -> object:
    if isinstance(node, placeholder):
        return value
    if isinstance(node, scope):
        return node
    if isinstance(node, tuple):
        items = tuple(_bind(x, placeholder, scope, value) for x in node)
        return items if any(a is not b for a, b in zip(items, node, strict=True)) else node
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        changes = {}
        for f in dataclasses.fields(node):
            old = getattr(node, f.name)
            new = _bind(old, placeholder, scope, value)
            if new is not old:
                changes[f.name] = new
        return dataclasses.replace(node, **changes) if changes else node
    return node
