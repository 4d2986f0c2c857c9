"""Hostile actions: whatever object is passed to `step` as an action, at any state of a random game, the
step never raises; it answers a `Failure(Rejected(code, reason))` with a `Code` and a short sentence, or a
`Success` equal to the step of the action's plain-int copy; the input state and its hash are unchanged.

An id given as an `IntEnum`, a numpy integer, an int subclass whose comparisons raise or an object with
`__index__` is its value: the step equals the step of the plain action, and equal states hash alike. An
action whose fields change between reads is read once. Bools, floats, strings, unset fields, ids beyond
64 bits, oversized or deeply nested lists and objects that raise from every method are MALFORMED.
"""

from __future__ import annotations

import enum
import pickle
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from decimal import Decimal
from fractions import Fraction
from typing import Any, NamedTuple

from hypothesis import event, given
from hypothesis import strategies as st
from returns.result import Failure, Success

import hsfp.api as api
from hsfp.core.actions import (
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
)
from hsfp.core.state import GameState, state_hash
from hsfp.core.tags import Tag, Zone, column
from properties.strategies import (
    choose,
    game_settings,
    huge_ids,
    is_sentence,
    player_randoms,
    setups,
    styles,
    unknown_ids,
    zone,
)
from reducers.intake import intake

try:
    import numpy as np
except ImportError:  # numpy is an optional extra: its families are left out without it
    np = None  # type: ignore[assignment]

#: The longest refusal reason allowed, whatever the input.
MAX_REASON = 300
#: Hostile actions tried at each state.
PER_STATE = 12
FIELDS: dict[type, tuple[str, ...]] = {
    PlayCard: ("card", "target", "position", "choice"), Attack: ("attacker", "defender"), HeroPower: ("target",),
    Choose: ("option",), Mulligan: ("replace",), EndTurn: (), Concede: (),
}
OPTIONAL = {(PlayCard, "target"), (PlayCard, "position"), (PlayCard, "choice"), (HeroPower, "target")}


# ------------------------------------------------------------------------------ hostile objects


class Boom(Exception):
    """What the hostile objects raise."""


def _boom(*_: object, **__: object) -> Any:
    raise Boom("hostile")


_RAISING = {name: _boom for name in ("__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__hash__",
                                     "__repr__", "__str__", "__format__", "__bool__", "__len__", "__iter__",
                                     "__getitem__", "__contains__")}
_ARITHMETIC = ("__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__hash__", "__repr__", "__str__",
               "__format__", "__bool__")
_SEQUENCE = ("__len__", "__iter__", "__getitem__", "__repr__", "__eq__")

#: An int whose comparisons, hash, repr and truth raise (its value is still an int).
SpitefulInt: type[int] = type("SpitefulInt", (int,), {k: _boom for k in _ARITHMETIC})
#: A list whose own length, iteration and items raise (its content is still a list's).
SpitefulList: type[list[object]] = type("SpitefulList", (list,), {k: _boom for k in _SEQUENCE})
#: A tuple whose own length, iteration and items raise (its content is still a tuple's).
SpitefulTuple: type[tuple[object, ...]] = type("SpitefulTuple", (tuple,), {k: _boom for k in _SEQUENCE})


def _index(self: object) -> int:
    return int(object.__getattribute__(self, "value"))


#: Not an int, but an integer through `__index__`; everything else about it raises.
Index = type("Index", (), {**_RAISING, "__index__": _index, "__init__": lambda self, v: object.__setattr__(
    self, "value", v)})
#: An object every method of which raises, its attributes and its class included.
Nasty = type("Nasty", (), {**_RAISING, "__getattr__": _boom, "__class__": property(_boom)})


class BadIndex:
    """An `__index__` that raises."""

    def __index__(self) -> int:
        raise Boom("no index")


class FloatIndex:
    """An `__index__` that answers a float (Python refuses it)."""

    def __index__(self) -> Any:
        return 4.0


class HugeIndex:
    """An `__index__` that answers an int of thousands of digits."""

    def __index__(self) -> int:
        return 10**4000


def faceless() -> object:
    """Returns an instance of a class whose name and hash raise (through its metaclass); the class is kept
    out of the module, whose classes the doctest collector reads by name."""

    class Meta(type):
        __name__ = property(_boom)  # type: ignore[assignment]
        __hash__ = _boom  # type: ignore[assignment]

    class Faceless(metaclass=Meta):
        pass

    return Faceless()


FACELESS = faceless()


def nested(depth: int) -> list[object]:
    """Returns a list nested `depth` deep."""
    x: list[object] = []
    for _ in range(depth):
        x = [x]
    return x


DEEP = nested(50_000)
MILLION: list[int] = [4] * 1_000_000
LOOP: list[object] = []
LOOP.append(LOOP)
NON_ACTIONS: tuple[object, ...] = (
    None, 0, 4, True, 4.0, "EndTurn", b"", (), [], {}, {"card": 4}, object(), Nasty(), FACELESS, DEEP, LOOP,
    MILLION, 10**5000, PlayCard, EndTurn, Rejected(Code.MALFORMED, "No."), Code.MALFORMED, print, sys,
    type("PlayCard", (), {"card": 4})(), type("X" * 100_000, (), {})(), ("PlayCard", 4), SpitefulList([4]),
)


def id_enum(value: int) -> int:
    """Returns an IntEnum member of a value."""
    return enum.IntEnum("Entity", [("ID", value)]).ID  # type: ignore[return-value]


def integer_forms() -> list[Callable[[int], object]]:
    """Returns ways to write an id that `step` must take as the plain int."""
    forms: list[Callable[[int], object]] = [int, id_enum, SpitefulInt, Index]
    if np is not None:
        forms += [np.int64, lambda v: np.array(v)]
        forms += [np.int16, np.uint8]  # only for the values they hold (see `written`)
    return forms


def written(value: int, form: Callable[[int], object]) -> object:
    """Returns an id in a form, or as a plain int if the form cannot hold it."""
    if np is not None and form in (np.int16, np.uint8):
        info = np.iinfo(form)  # type: ignore[call-overload]
        if not info.min <= value <= info.max:
            return value
    if np is not None and form in (np.int64,) and not -(2**63) <= value < 2**63:
        return value
    return form(value)


def malformed_values() -> list[object]:
    """Returns values that are no id, position or choice (None left out: it is allowed where optional)."""
    out: list[object] = [True, False, 4.0, float("nan"), "4", b"\x04", Decimal(4), Fraction(4), 4 + 0j, [4], (4,),
                         {4}, {4: 4}, BadIndex(), FloatIndex(), HugeIndex(), Nasty(), FACELESS, DEEP, LOOP,
                         MILLION, *huge_ids(), SpitefulInt(2**70), id_enum(2**64)]
    if np is not None:
        out += [np.True_, np.bool_(False), np.float64(4.0), np.uint64(2**64 - 1), np.array([4]), np.str_("4")]
    return out


MALFORMED_VALUES = malformed_values()
INTEGER_FORMS = integer_forms()


# ----------------------------------------------------------------------------------- the cases


class Case(NamedTuple):
    """A hostile action and what its step must be: `same_as` a plain action the step must equal (None: any
    answer whose Success equals the step of the plain-int copy), or `malformed` (refused as MALFORMED)."""

    action: object
    same_as: Action | None = None
    malformed: bool = False
    reads: Counter[str] | None = None  # field reads of an action that counts them


Draw = Callable[[st.SearchStrategy[Any]], Any]


def pick(draw: Draw, items: Sequence[Any]) -> Any:
    """Returns one of the items, drawn by index (a hostile item's repr raises or runs to megabytes)."""
    return items[draw(st.integers(0, len(items) - 1))]


def ids(state: GameState) -> st.SearchStrategy[int]:
    """Returns entity ids of a state, near it, and unknown ones (all within 64 bits)."""
    n = len(state.rows)
    return st.one_of(st.integers(4, n - 1), st.integers(-3, n + 3), st.sampled_from(unknown_ids(state)))


def plain_action(state: GameState, draw: Draw) -> Action:
    """Returns a random well-typed action: any kind, with random ids, positions and choices."""
    i = ids(state)
    maybe = st.one_of(st.none(), i)
    small = st.one_of(st.none(), st.integers(-2, 8), st.sampled_from(unknown_ids(state)))
    hand = zone(state, api.current_player(state), Zone.HAND)
    card = st.one_of(st.sampled_from(hand), i) if hand else i
    return draw(st.one_of(
        st.builds(PlayCard, card, maybe, small, small), st.builds(Attack, i, i), st.builds(HeroPower, maybe),
        st.builds(Choose, i), st.lists(i, max_size=5).map(lambda x: Mulligan(tuple(x))), st.just(EndTurn()),
        st.just(Concede()),
    ))


def some_action(state: GameState, draw: Draw) -> Action:
    """Returns a legal action half the time, else a random well-typed one."""
    legal = api.legal_actions(state)
    if legal and draw(st.booleans()):
        return legal[draw(st.integers(0, len(legal) - 1))]
    return plain_action(state, draw)


def fields(a: Action) -> dict[str, object]:
    """Returns an action's fields by name."""
    return {f: getattr(a, f) for f in FIELDS[type(a)]}


def wrapped(a: Action, draw: Draw) -> object:
    """Returns the action with every id in a random integer form, and Mulligan.replace as a tuple, a list or
    a subclass of either whose own methods raise."""
    out: dict[str, object] = {}
    for f, v in fields(a).items():
        if isinstance(v, tuple):
            items = [written(x, draw(st.sampled_from(INTEGER_FORMS))) for x in v]
            out[f] = draw(st.sampled_from((tuple, list, SpitefulList, SpitefulTuple)))(items)
        else:
            out[f] = None if v is None else written(v, draw(st.sampled_from(INTEGER_FORMS)))
    return type(a)(**out)


def _wrapped_case(state: GameState, draw: Draw) -> Case:
    a = some_action(state, draw)
    return Case(wrapped(a, draw), same_as=a)


def _plain_case(state: GameState, draw: Draw) -> Case:
    return Case(plain_action(state, draw))


def _malformed_field(state: GameState, draw: Draw) -> Case:
    a = some_action(state, draw)
    names = FIELDS[type(a)]
    if not names:
        a = PlayCard(4)
        names = FIELDS[PlayCard]
    f = draw(st.sampled_from(names))
    values = dict(fields(a))
    bad = pick(draw, MALFORMED_VALUES)
    if f == "replace":  # a sequence of ids is well formed ((4,), [4]): a bad item, too many, or no sequence
        bad = pick(draw, ((bad,), [4, bad], (4,) * (MAX_REPLACE + 1), MILLION, DEEP,
                          *(() if issubclass(type(bad), (tuple, list)) else (bad,))))
    values[f] = bad
    return Case(_build(type(a), values), malformed=True)


def _build(cls: type, values: dict[str, object]) -> object:
    """Returns an action instance with any field values, through its slots (no type checks)."""
    a = object.__new__(cls)
    for f, v in values.items():
        object.__setattr__(a, f, v)
    return a


def _unset_fields(state: GameState, draw: Draw) -> Case:
    cls = draw(st.sampled_from((PlayCard, Attack, HeroPower, Choose, Mulligan)))
    names = FIELDS[cls]
    keep = draw(st.lists(st.sampled_from(names), unique=True, max_size=len(names) - 1))
    return Case(_build(cls, {f: 4 for f in keep}), malformed=True)


def _non_action(state: GameState, draw: Draw) -> Case:
    return Case(pick(draw, NON_ACTIONS), malformed=True)


def shifty(first: Action, later: Action) -> tuple[object, Counter[str]]:
    """Returns an action of `first`'s class whose fields read as `first`'s the first time and as `later`'s
    afterwards, and the count of reads of each field."""
    reads: Counter[str] = Counter()

    def field(name: str) -> property:
        def get(self: object) -> object:
            reads[name] += 1
            return getattr(first if reads[name] == 1 else later, name)

        return property(get)

    cls = type(f"Shifty{type(first).__name__}", (type(first),), {f: field(f) for f in FIELDS[type(first)]})
    return object.__new__(cls), reads


def _shifty_case(state: GameState, draw: Draw) -> Case:
    first = some_action(state, draw)
    later = _another(state, first, draw)
    action, reads = shifty(first, later)
    return Case(action, same_as=first, reads=reads)


def _another(state: GameState, a: Action, draw: Draw) -> Action:
    """Returns an action of the same kind with other ids: a card from the deck for a PlayCard."""
    p = api.current_player(state)
    deck = zone(state, p, Zone.DECK)
    if isinstance(a, PlayCard) and deck:
        return PlayCard(draw(st.sampled_from(deck)), a.target, a.position, a.choice)
    other = plain_action(state, draw)
    for _ in range(3):
        if type(other) is type(a):
            return other
        other = plain_action(state, draw)
    return a


def _hostile_subclass(state: GameState, draw: Draw) -> Case:
    a = some_action(state, draw)
    cls = type(f"Raising{type(a).__name__}", (type(a),), {"__getattribute__": _boom, **_RAISING})
    if not FIELDS[type(a)]:  # nothing to read: it is an EndTurn or a Concede, whatever else it does
        return Case(object.__new__(cls), same_as=a)
    return Case(object.__new__(cls), malformed=True)


FAMILIES: tuple[Callable[[GameState, Draw], Case], ...] = (
    _wrapped_case, _wrapped_case, _plain_case, _malformed_field, _malformed_field, _unset_fields, _non_action,
    _shifty_case, _shifty_case, _hostile_subclass,
)


# ------------------------------------------------------------------------------------ the check


def assert_answer(state: GameState, case: Case) -> str:
    """The step of a hostile action never raises and answers as the case requires; returns the answer's
    name (accepted, or the refusal code)."""
    result = api.step(state, case.action)
    assert isinstance(result, (Success, Failure)), result
    if case.reads is not None:
        assert max(case.reads.values(), default=0) <= 1, f"step read a field more than once: {dict(case.reads)}"
    if isinstance(result, Failure):
        rej = result.failure()
        assert isinstance(rej, Rejected) and isinstance(rej.code, Code) and rej.code in Code, rej
        assert type(rej.reason) is str and len(rej.reason) <= MAX_REASON, f"a reason of {len(rej.reason)} chars"
        assert is_sentence(rej.reason), rej.reason
        if case.malformed:
            assert rej.code == Code.MALFORMED, f"refused as {rej.code}: {rej.reason}"
    else:
        assert not case.malformed, f"a malformed action of type {type(case.action).__name__} was accepted"
        if case.reads is None:  # an action that changes between reads is checked against `same_as` only
            canon = intake(case.action)
            assert not isinstance(canon, Rejected), canon
            assert result == api.step(state, canon), "the step differs from the step of the plain-int copy"
    if case.same_as is not None:
        plain = api.step(state, case.same_as)
        assert result == plain, f"{case.same_as!r} in another form: {result} / {plain}"
        if isinstance(plain, Success):
            assert state_hash(result.unwrap().state) == state_hash(plain.unwrap().state), "equal states, other hashes"
    return "accepted" if isinstance(result, Success) else result.failure().code.value


@game_settings(40)
@given(setup=setups(), rnd=player_randoms(), style=styles(), at=st.integers(0, 160), data=st.data())
def test_hostile_actions_never_raise_and_change_nothing(setup, rnd, style, at: int, data: st.DataObject) -> None:
    """At a state of a random game (the mulligan, picks and finished games included), hostile actions of every
    family are answered as their family requires, and the state and its hash are unchanged."""
    state, steps = setup.start(), 0
    while not api.is_terminal(state) and steps < at:
        state = api.apply_action(state, choose(rnd, state, api.legal_actions(state), style))
        steps += 1
    copy = pickle.loads(pickle.dumps(state))
    digest = state_hash(state)
    for _ in range(PER_STATE):
        family = data.draw(st.sampled_from(FAMILIES), label="family")
        case = family(state, data.draw)
        event(f"{family.__name__.strip('_')}: {assert_answer(state, case)}")
        assert state == copy, f"the {family.__name__} family changed the state"
    assert state_hash(state) == digest


# ------------------------------------------------------------------- the findings, one example each


def _main_phase() -> GameState:
    deck = ("VAN_CS2_182",) * 20 + ("VAN_CS2_189",) * 10  # Chillwind Yeti, Elven Archer
    state = api.new_game((deck, deck), ("HERO_08", "HERO_01"), seed=5)
    while state.pending is not None:
        state = api.apply_action(state, Mulligan(()))
    for _ in range(8):
        state = api.apply_action(state, EndTurn())
    return state


def test_a_field_changing_between_reads_cannot_play_a_deck_card() -> None:
    """An action whose card reads as a card in hand once and as a deck card afterwards plays the hand card."""
    state = _main_phase()
    p = state.current
    hand, deck = zone(state, p, Zone.HAND), zone(state, p, Zone.DECK)
    first = next(a for a in api.legal_actions(state) if isinstance(a, PlayCard))
    action, reads = shifty(first, PlayCard(deck[0], first.target, first.position, first.choice))
    result = api.step(state, action)
    assert result == api.step(state, first)
    after = result.unwrap().state
    assert after.rows[deck[0]][column(Tag.ZONE)] == Zone.DECK
    assert first.card in hand and after.rows[first.card][column(Tag.ZONE)] != Zone.HAND
    assert set(reads.values()) == {1}


def test_enum_ids_give_the_state_and_hash_of_plain_ids() -> None:
    """A Mulligan and a PlayCard with IntEnum, spiteful-int or numpy ids give the same state and hash as with
    plain ints."""
    deck = ("VAN_CS2_182",) * 30
    state = api.new_game((deck, deck), ("HERO_08", "HERO_01"), seed=1)
    main = _main_phase()
    play = next(a for a in api.legal_actions(main) if isinstance(a, PlayCard))
    opts = state.pending.options  # type: ignore[union-attr]
    forms: list[Callable[[int], object]] = [id_enum, SpitefulInt, Index, *([np.int64] if np is not None else [])]
    for form in forms:
        for at, plain in ((state, Mulligan((opts[0],))), (main, play)):
            odd = type(plain)(**{f: v if v is None else (tuple(map(form, v)) if isinstance(v, tuple) else form(v))
                                 for f, v in fields(plain).items()})
            got, want = api.step(at, odd).unwrap().state, api.step(at, plain).unwrap().state
            assert got == want and state_hash(got) == state_hash(want), form


def test_unreadable_objects_are_refused_as_malformed() -> None:
    """Actions without fields, objects whose repr raises, 50,000-deep lists, ints whose comparisons raise
    beyond 64 bits, and a million-item replace are refused as MALFORMED with a short reason."""
    state = _main_phase()
    for thing in (object.__new__(PlayCard), object.__new__(Mulligan), Nasty(), FACELESS, DEEP,
                  PlayCard(DEEP), Attack(Nasty(), 4), PlayCard(SpitefulInt(2**64)),  # type: ignore[arg-type]
                  Mulligan(MILLION), Mulligan(tuple(MILLION)), Mulligan((DEEP,)), HeroPower(True),  # type: ignore[arg-type]
                  Choose(4.0), PlayCard(np.True_ if np is not None else False)):  # type: ignore[arg-type]
        result = api.step(state, thing)
        assert isinstance(result, Failure)
        rej = result.failure()
        assert rej.code == Code.MALFORMED and len(rej.reason) <= MAX_REASON and is_sentence(rej.reason), rej


def test_numpy_ids_are_taken_by_value() -> None:
    """A legal action written with numpy integer ids is accepted and does what the plain action does."""
    if np is None:
        return
    state = _main_phase()
    for a in api.legal_actions(state):
        values = {f: (None if v is None else np.int64(v)) for f, v in fields(a).items()}
        assert api.step(state, type(a)(**values)) == api.step(state, a)
