"""Action intake: every field of an action read once into a plain int before anything validates it.

`step` validates and applies only the fresh copy `intake` returns, so an action whose fields change
between reads, an int subclass with its own comparisons, or an id object whose `repr` raises never reaches
the rules. An id may be any integer that `operator.index` accepts (`int` and its subclasses such as
`IntEnum`, numpy integers) except a bool; the copy holds it as a plain `int`, so equal actions make equal
states with equal hashes. Intake never raises: anything else is a MALFORMED refusal whose reason names
types, never the input's own text.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Final, SupportsIndex, cast

from hsfp.core.actions import (
    FIELD_LIMIT,
    MAX_REPLACE,
    Action,
    Attack,
    Choose,
    Code,
    Concede,
    EndTurn,
    HeroPower,
    Mulligan,
    PlayCard,
    Rejected,
    Trade,
    UseLocation,
)

_END_TURN: Final = EndTurn()
_CONCEDE: Final = Concede()
_NAME_CHARS: Final = 40
_KINDS: Final = "PlayCard, Attack, HeroPower, EndTurn, Choose, Mulligan, Trade, UseLocation or Concede"


class _Bad(Exception):
    """A field that is not what it must be (raised and caught inside intake only)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def type_name(x: object) -> str:
    """Returns the name of an object's type, shortened, without running any code of the object."""
    try:
        name = type(x).__name__
    except Exception:  # a metaclass may make even its name raise
        return "object"
    if type(name) is not str:
        return "object"
    return name if len(name) <= _NAME_CHARS else name[:_NAME_CHARS] + "…"


def _plain(x: object, field: str) -> int:
    if type(x) is int and -FIELD_LIMIT <= x < FIELD_LIMIT:
        return x
    t = type(x)
    if issubclass(t, bool) or (type_name(x) in ("bool", "bool_") and getattr(t, "__module__", None) == "numpy"):
        raise _Bad(f"{field} must be an entity id, not a bool.")
    try:
        v = operator.index(cast("SupportsIndex", x))
    except Exception:
        raise _Bad(f"{field} must be an entity id (an int), not a value of type {type_name(x)}.") from None
    if type(v) is not int:  # operator.index always gives a plain int; the check keeps that a fact
        raise _Bad(f"{field} must be an entity id (an int), not a value of type {type_name(x)}.")
    if not -FIELD_LIMIT <= v < FIELD_LIMIT:
        raise _Bad(f"{field} is outside the range of entity ids, positions and choices.")
    return v


def _optional(x: object, field: str) -> int | None:
    return None if x is None else _plain(x, field)


def _ids(x: object, field: str) -> tuple[int, ...]:
    t = type(x)
    # the base class's length and copy, never an override; isinstance would consult a spoofable __class__
    items: tuple[object, ...] | list[object]
    if issubclass(t, tuple):
        items = cast("tuple[object, ...]", x)
        n = tuple.__len__(items)
        if t is not tuple:
            items = tuple.__getitem__(items, slice(None))
    elif issubclass(t, list):
        n = list.__len__(cast("list[object]", x))
    else:
        raise _Bad(f"{field} must be a tuple of entity ids, not a value of type {type_name(x)}.")
    if n > MAX_REPLACE:
        raise _Bad(f"{field} holds {n} entries; at most {MAX_REPLACE} cards can be replaced.")
    if issubclass(t, list):
        items = list.__getitem__(cast("list[object]", x), slice(None))
    return tuple([_plain(e, f"{field}[{i}]") for i, e in enumerate(items)])


# Fresh actions are built through the slots, as the dataclass's own __init__ does but at half its cost:
# `step` takes one in every call.
_new = object.__new__


def _slot(cls: type, field: str) -> Callable[[object, object], None]:
    """Returns the setter of a field's slot."""
    setter: Callable[[object, object], None] = cls.__dict__[field].__set__
    return setter


_CARD, _TARGET, _POSITION, _CHOICE = (_slot(PlayCard, f) for f in ("card", "target", "position", "choice"))
_ATTACKER, _DEFENDER = _slot(Attack, "attacker"), _slot(Attack, "defender")
_POWER_TARGET: Final = _slot(HeroPower, "target")
_OPTION: Final = _slot(Choose, "option")
_TRADED: Final = _slot(Trade, "card")
_LOCATION, _LOCATION_TARGET = _slot(UseLocation, "location"), _slot(UseLocation, "target")
_LO, _HI = -FIELD_LIMIT, FIELD_LIMIT


def intake(action: object) -> Action | Rejected:
    """Returns a fresh copy of an action (of its action class) with every field a plain int, or a
    MALFORMED refusal for anything that is not a well-formed action; never raises."""
    t = type(action)
    try:
        if t is PlayCard:
            return _play(action.card, action.target, action.position, action.choice)  # type: ignore[attr-defined]
        if t is Attack:
            return _attack(action.attacker, action.defender)  # type: ignore[attr-defined]
        if t is EndTurn:
            return _END_TURN
        return _intake(action, t)
    except _Bad as bad:
        return Rejected(Code.MALFORMED, bad.reason)
    except AttributeError:  # only the reads of an exact action class's slots above raise it
        return Rejected(Code.MALFORMED, f"A {type_name(action)} action was built without its fields.")
    except Exception:  # the last line of defence: no input may make the step raise
        return Rejected(Code.MALFORMED, f"A value of type {type_name(action)} could not be read as an action.")


def _play(card: object, target: object, position: object, choice: object) -> PlayCard:
    a = _new(PlayCard)
    _CARD(a, card if type(card) is int and _LO <= card < _HI else _plain(card, "PlayCard.card"))
    _TARGET(a, target if target is None or (type(target) is int and _LO <= target < _HI)
            else _plain(target, "PlayCard.target"))
    _POSITION(a, position if position is None or (type(position) is int and _LO <= position < _HI)
              else _plain(position, "PlayCard.position"))
    _CHOICE(a, choice if choice is None or (type(choice) is int and _LO <= choice < _HI)
            else _plain(choice, "PlayCard.choice"))
    return a


def _attack(attacker: object, defender: object) -> Attack:
    a = _new(Attack)
    _ATTACKER(a, attacker if type(attacker) is int and _LO <= attacker < _HI else _plain(attacker, "Attack.attacker"))
    _DEFENDER(a, defender if type(defender) is int and _LO <= defender < _HI else _plain(defender, "Attack.defender"))
    return a


def _intake(a: object, t: type) -> Action | Rejected:
    if issubclass(t, PlayCard):
        return _play(*_read(a, "PlayCard", "card", "target", "position", "choice"))
    if issubclass(t, Attack):
        return _attack(*_read(a, "Attack", "attacker", "defender"))
    if issubclass(t, EndTurn):
        return _END_TURN
    if issubclass(t, HeroPower):
        (target,) = _read(a, "HeroPower", "target")
        power = _new(HeroPower)
        _POWER_TARGET(power, _optional(target, "HeroPower.target"))
        return power
    if issubclass(t, Choose):
        (option,) = _read(a, "Choose", "option")
        choose = _new(Choose)
        _OPTION(choose, _plain(option, "Choose.option"))
        return choose
    if issubclass(t, Mulligan):
        (replace,) = _read(a, "Mulligan", "replace")
        return Mulligan(_ids(replace, "Mulligan.replace"))
    if issubclass(t, Trade):
        (card,) = _read(a, "Trade", "card")
        trade = _new(Trade)
        _TRADED(trade, _plain(card, "Trade.card"))
        return trade
    if issubclass(t, UseLocation):
        location, target = _read(a, "UseLocation", "location", "target")
        use = _new(UseLocation)
        _LOCATION(use, _plain(location, "UseLocation.location"))
        _LOCATION_TARGET(use, _optional(target, "UseLocation.target"))
        return use
    if issubclass(t, Concede):
        return _CONCEDE
    return Rejected(Code.MALFORMED, f"Not an action: a value of type {type_name(a)}; an action is a {_KINDS}.")


def _read(a: object, kind: str, *fields: str) -> tuple[object, ...]:
    """Returns the fields of an action, each read exactly once."""
    out = []
    for f in fields:
        try:
            out.append(getattr(a, f))
        except AttributeError:
            raise _Bad(f"{kind}.{f} is not set: the action was built without its fields.") from None
        except Exception:
            raise _Bad(f"{kind}.{f} could not be read.") from None
    return tuple(out)


__all__ = ["intake", "type_name"]
