"""States as JSON documents: any state, a pending choice and its continuation included, saves and loads
back equal (same hash), and the game goes on from the loaded state exactly as from the original."""

from __future__ import annotations

import json
import random

import pytest

import hsfp
from hsfp import Choose, Mulligan, PlayCard, Zone, testing
from hsfp.agents import uniform_random
from hsfp.core.state import ChoiceKind, GameState
from hsfp.decks import random_deck
from hsfp.serialize import DocumentError, decode, dumps, encode, events_from_json, events_to_json, loads

YETIS = ["VAN_CS2_182"] * 30


def round_trip(state: GameState) -> GameState:
    loaded = hsfp.from_json(hsfp.to_json(state))
    assert loaded == state
    assert hsfp.state_hash(loaded) == hsfp.state_hash(state)
    return loaded


def tracking_pick() -> GameState:
    """A Hunter casts Tracking (look at the top three cards, draw one, discard the others): a Pick waits."""
    state = testing.scenario(seed=3, heroes=("HERO_05", "HERO_01"),
                             decks=(["VAN_CS2_182", "VAN_CS2_172", "VAN_CS2_120", "VAN_CS2_168"] * 3, YETIS))
    state, tracking = testing.put(state, 0, "VAN_DS1_184", Zone.HAND)
    state = testing.act(state, PlayCard(tracking))
    assert state.pending is not None and state.pending.kind == ChoiceKind.PICK
    return state


def test_a_new_game_waiting_for_the_mulligan_round_trips() -> None:
    state = hsfp.new_game(decks=(YETIS, YETIS), heroes=("HERO_08", "HERO_01"), seed=7)
    assert state.pending is not None and state.pending.kind == ChoiceKind.MULLIGAN
    loaded = round_trip(state)
    first, second = Mulligan(loaded.pending.options[:2]), Mulligan()  # type: ignore[union-attr]
    a = hsfp.step(hsfp.step(state, first).unwrap().state, second).unwrap()
    b = hsfp.step(hsfp.step(loaded, first).unwrap().state, second).unwrap()
    assert a == b


def test_a_tracking_pick_round_trips_with_its_continuation() -> None:
    state = tracking_pick()
    pending = state.pending
    assert pending is not None and pending.resume is not None and pending.rest is not None
    text = hsfp.to_json(state)
    assert '"pick"' in text and "hsfp.core.dsl:DrawThis" in text and "hsfp.core.dsl:Mill" in text
    loaded = round_trip(state)
    for option in pending.options:
        assert hsfp.step(loaded, Choose(option)).unwrap() == hsfp.step(state, Choose(option)).unwrap()


def test_states_of_random_games_round_trip_at_every_step() -> None:
    for seed in range(4):
        rnd = random.Random(seed)
        state = hsfp.new_game(decks=(random_deck(rnd), random_deck(rnd)), heroes=("HERO_03", "HERO_07"), seed=seed)
        while not hsfp.is_terminal(state):
            round_trip(state)
            state = hsfp.apply_action(state, uniform_random(state, rnd))
        round_trip(state)


def test_the_document_is_plain_versioned_json() -> None:
    doc = json.loads(hsfp.to_json(tracking_pick(), indent=1))
    assert (doc["format"], doc["version"]) == ("hsfp.state", 1)
    body = doc["body"]
    assert body["$type"] == "hsfp.core.state:GameState"
    assert body["pending"]["kind"] == "pick"
    assert isinstance(body["rows"]["$pvector"][5], list)


def test_enums_tuples_none_and_dataclasses_keep_their_types() -> None:
    value = (hsfp.EventKind.DAMAGE, (1, (2, None)), PlayCard(5, None, 0), [hsfp.Zone.HAND], {"a": True}, 1.5, "x")
    back = loads(dumps(value))
    assert back == value
    assert type(back[0]) is hsfp.EventKind and type(back[3]) is list and type(back[4]) is dict
    assert decode(encode(hsfp.Tag.ARMOR)) is hsfp.Tag.ARMOR
    assert decode(encode(hsfp.GameStatus.PAUSED)) is hsfp.GameStatus.PAUSED  # a StrEnum is not a plain str


def test_events_round_trip() -> None:
    state = hsfp.new_game(decks=(YETIS, YETIS), heroes=("HERO_08", "HERO_01"), seed=7)
    events = hsfp.step(state, Mulligan()).unwrap().events
    assert events and events_from_json(events_to_json(events)) == events


@pytest.mark.parametrize("name", ["os:system", "builtins:eval", "subprocess:Popen", "hsfp.core.state:PVector",
                                  "hsfp.api:new_game", "hsfp.core.state", "pyrsistent._pvector:PythonPVector"])
def test_loading_names_only_the_projects_own_classes(name: str) -> None:
    with pytest.raises(DocumentError):
        decode({"$type": name})


def test_fields_that_a_type_does_not_have_are_refused() -> None:
    with pytest.raises(DocumentError, match="unexpected keyword"):
        decode({"$type": "hsfp.core.actions:PlayCard", "card": 5, "mana": 3})
    with pytest.raises(DocumentError, match="neither a NamedTuple nor a dataclass"):
        decode({"$type": "hsfp.engine:GameEngine"})


def test_a_document_of_another_kind_or_version_is_refused() -> None:
    text = hsfp.to_json(tracking_pick())
    doc = json.loads(text)
    with pytest.raises(DocumentError, match="version 2 is not supported"):
        hsfp.from_json(json.dumps({**doc, "version": 2}))
    with pytest.raises(DocumentError, match=r"not an hsfp\.state document"):
        hsfp.from_json(events_to_json(()))
    with pytest.raises(DocumentError, match="does not hold a game state"):
        hsfp.from_json(json.dumps({**doc, "body": 5}))


def test_a_state_in_the_middle_of_a_step_is_not_saved() -> None:
    state = tracking_pick()
    with pytest.raises(ValueError, match="middle of a step"):
        hsfp.to_json(state._replace(log=()))


def test_values_outside_the_vocabulary_are_not_encoded() -> None:
    with pytest.raises(TypeError, match="cannot encode"):
        encode(object())
    with pytest.raises(TypeError, match="cannot encode"):
        encode({1, 2})
