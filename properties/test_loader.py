"""The loader under hostile documents: a random mutation of a valid state or replay document (a field
dropped, duplicated or retyped, a number out of range, NaN or infinity, two ids swapped, deep nesting, a
huge number, an unknown tag) either loads into a sound state that steps every legal action without an
exception, or is refused with `hsfp.DocumentError`; nothing else ever escapes.
"""

from __future__ import annotations

import contextlib
import json
import random
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from hsfp import Mulligan, PlayCard, Zone, testing
from hsfp.agents import uniform_random
from hsfp.core.state import GameState
from hsfp.decks import random_deck
from hsfp.replay import Replay, record
from hsfp.validation import problems
from properties.strategies import examples

DATA = Path(__file__).parent.parent / "tests" / "data"
YETIS = ["VAN_CS2_182"] * 30
MISSILES = ["VAN_EX1_277"] * 30


@cache
def state_texts() -> tuple[str, ...]:
    """Valid state documents: saved ones of both versions, a pending pick, and states of a random game."""
    texts = [p.read_text() for p in sorted(DATA.glob("state_v*.json"))]
    rnd = random.Random(11)
    state = hsfp.new_game(decks=(random_deck(rnd), random_deck(rnd)), heroes=("HERO_03", "HERO_07"), seed=11)
    for i in range(60):
        if hsfp.is_terminal(state):
            break
        if i % 15 == 0:
            texts.append(hsfp.to_json(state))
        state = hsfp.apply_action(state, uniform_random(state, rnd))
    s = testing.scenario(seed=3, heroes=("HERO_05", "HERO_01"), decks=(["VAN_CS2_182", "VAN_CS2_172"] * 5, YETIS))
    s, tracking = testing.put(s, 0, "VAN_DS1_184", Zone.HAND)
    texts.append(hsfp.to_json(testing.act(s, PlayCard(tracking))))
    return tuple(texts)


@cache
def replay_text() -> str:
    """A short valid replay: two mulligans and Arcane Missiles."""
    state = hsfp.new_game(decks=(MISSILES, MISSILES), heroes=("HERO_08", "HERO_08"), seed=4)
    actions = [Mulligan(), Mulligan()]
    for a in actions:
        state = hsfp.apply_action(state, a)
    actions.append(PlayCard(hsfp.zone(state, state.current, Zone.HAND)[0]))
    return record((MISSILES, MISSILES), ("HERO_08", "HERO_08"), seed=4, actions=actions).to_json()


# ------------------------------------------------------------------------------------------ mutations

Node = Any


def _slots(doc: Node) -> list[tuple[Node, Any]]:
    """Returns every (container, key) pair of a JSON tree: each place a value sits."""
    out: list[tuple[Node, Any]] = []
    stack = [doc]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for k, v in items:
            out.append((node, k))
            stack.append(v)
    return out


def _ints(doc: Node) -> list[tuple[Node, Any]]:
    return [(c, k) for c, k in _slots(doc) if type(c[k]) is int]


#: A string a mutation leaves where the text gets deeply nested arrays (json.dumps itself would recurse).
DEEP = "deep-nesting:"


MUTATIONS = ("drop", "duplicate", "retype", "out_of_range", "nan", "swap", "deep", "huge", "unknown_tag",
             "small_int")


def mutate(doc: Node, rnd: random.Random, kind: str) -> None:
    """Changes a JSON tree in place by one mutation of a kind."""
    slots = _slots(doc)
    ints = _ints(doc)
    container, key = rnd.choice(slots)
    if kind == "drop":
        del container[key]
    elif kind == "duplicate":
        if isinstance(container, list):
            container.insert(key, container[key])
        else:
            container[f"{key}_copy"] = container[key]
    elif kind == "retype":
        container[key] = rnd.choice([None, True, "x", 1.5, [], {}, {"$type": "Settle"}, {"$enum": "Zone.PLAY"},
                                     [container[key]], str(container[key])[:20]])
    elif kind == "out_of_range" and ints:
        c, k = rnd.choice(ints)
        c[k] = rnd.choice([-1, -(10 ** 6), 10 ** 6, 2 ** 63, c[k] + 1, c[k] - 1, 7, 99, 10_001])
    elif kind == "small_int" and ints:
        c, k = rnd.choice(ints)
        c[k] = rnd.randrange(-2, 80)
    elif kind == "nan" and ints:
        c, k = rnd.choice(ints)
        c[k] = rnd.choice([float("nan"), float("inf"), float("-inf"), 1e308])
    elif kind == "swap" and len(ints) > 1:
        (c1, k1), (c2, k2) = rnd.sample(ints, 2)
        c1[k1], c2[k2] = c2[k2], c1[k1]
    elif kind == "deep":
        container[key] = f"{DEEP}{rnd.choice([50, 101, 5_000])}"
    elif kind == "huge" and ints:
        c, k = rnd.choice(ints)
        c[k] = rnd.choice([10 ** 30, -(10 ** 200), 10 ** 119])
    elif kind == "unknown_tag":
        rows = [c[k] for c, k in slots if isinstance(c[k], dict) and "CARDTYPE" in c[k]]
        target = rnd.choice(rows) if rows else doc
        target[rnd.choice(["NOT_A_TAG", "cost", "MODDED", "COST*", "", "$type"])] = rnd.randrange(3)


def _mutated(text: str, rnd: random.Random, n: int) -> str:
    doc = json.loads(text)
    for _ in range(n):
        mutate(doc, rnd, rnd.choice(MUTATIONS))
    text = json.dumps(doc)
    while DEEP in text:
        start = text.index(f'"{DEEP}')
        end = text.index('"', start + 1)
        depth = int(text[start + 1 + len(DEEP):end])
        text = text[:start] + "[" * depth + "0" + "]" * depth + text[end + 1:]
    return text


def _steps_every_legal_action(state: GameState) -> None:
    for action in hsfp.legal_actions(state)[:25]:
        result = hsfp.step(state, action)
        t = result.value_or(None)
        if t is not None:
            assert isinstance(t.state, GameState)


@settings(max_examples=examples(300), deadline=None)
@given(index=st.integers(0, 64), rnd=st.randoms(use_true_random=False), n=st.integers(1, 3))
def test_a_mutated_state_document_loads_sound_or_is_a_document_error(index: int, rnd: random.Random,
                                                                   n: int) -> None:
    texts = state_texts()
    text = _mutated(texts[index % len(texts)], rnd, n)
    try:
        state = hsfp.from_json(text)
    except hsfp.DocumentError:
        return
    assert problems(state) == []
    assert hsfp.from_json(hsfp.to_json(state)) == state
    _steps_every_legal_action(state)


@settings(max_examples=examples(150), deadline=None)
@given(rnd=st.randoms(use_true_random=False), n=st.integers(1, 3))
def test_a_mutated_replay_loads_and_verifies_or_fails_cleanly(rnd: random.Random, n: int) -> None:
    text = _mutated(replay_text(), rnd, n)
    try:
        replay = Replay.from_json(text)
    except hsfp.DocumentError:
        return
    with contextlib.suppress(hsfp.ReplayError, hsfp.DeckError):
        hsfp.replay.verify(replay)


@settings(max_examples=examples(50), deadline=None)
@given(index=st.integers(0, 64), depth=st.integers(90, 20_000), where=st.integers(0, 10 ** 6))
def test_deep_nesting_anywhere_is_a_document_error(index: int, depth: int, where: int) -> None:
    texts = state_texts()
    text = texts[index % len(texts)]
    cut = where % len(text)
    while text[cut] not in ",:":
        cut = (cut + 1) % len(text)
    nested = "[" * depth + "0" + "]" * depth
    bad = text[:cut + 1] + nested + ("," if text[cut] == "," else "") + text[cut + 1:]
    try:
        hsfp.from_json(bad)
    except hsfp.DocumentError:
        return
    raise AssertionError("a document nested that deep loaded")
