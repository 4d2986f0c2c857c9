"""States as JSON documents: any state, a pending choice and its continuation included, saves and loads
back equal (same hash), and the game goes on from the loaded state exactly as from the original."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import hsfp
from hsfp import Choose, Mulligan, PlayCard, Tag, Zone, testing
from hsfp.agents import uniform_random
from hsfp.core.dsl import DrawThis, Mill, Target
from hsfp.core.state import ChoiceKind, GameState, Phase
from hsfp.core.tags import GAME_WIDTH, N_COLUMNS, PLAYER_SHORT_WIDTH, PLAYER_WIDTH, SHORT_WIDTH, column, tag_of
from hsfp.decks import random_deck
from hsfp.serialize import DocumentError, decode, dumps, encode, events_from_json, events_to_json, loads
from hsfp.validation import problems

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
    assert '"ChoiceKind.PICK"' in text and '"DrawThis"' in text and '"Mill"' in text
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
    assert (doc["format"], doc["version"]) == ("hsfp.state", 2)
    body = doc["body"]
    assert body["pending"]["kind"] == {"$enum": "ChoiceKind.PICK"}
    assert body["rows"][0] is None and body["rows"][5]["CARDTYPE"] == hsfp.CardType.HERO_POWER
    assert "COST" in body["rows"][5] and not any("*" in k or k == "MODDED" for r in body["rows"][1:] for k in r)
    assert body["zones"][0]["DECK"] and body["status"] == "MAIN"


def test_enums_tuples_none_and_dataclasses_keep_their_types() -> None:
    value = (hsfp.EventKind.DAMAGE, (1, (2, None)), PlayCard(5, None, 0), [hsfp.Zone.HAND], {"a": True}, 1.5, "x")
    back = loads(dumps(value))
    assert back == value
    assert type(back[0]) is hsfp.EventKind and type(back[3]) is list and type(back[4]) is dict
    assert decode(encode(hsfp.Tag.ARMOR)) is hsfp.Tag.ARMOR
    assert decode(encode(Phase.CAST)) is Phase.CAST  # a StrEnum is not a plain str


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
    with pytest.raises(DocumentError, match="no field"):
        decode({"$type": "PlayCard", "card": 5, "mana": 3})
    with pytest.raises(DocumentError, match="unknown node type"):
        decode({"$type": "GameEngine"})


def test_a_document_of_another_kind_or_version_is_refused() -> None:
    text = hsfp.to_json(tracking_pick())
    doc = json.loads(text)
    with pytest.raises(DocumentError, match="version 3 is not supported"):
        hsfp.from_json(json.dumps({**doc, "version": 3}))
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


# ------------------------------------------------------------------ saved documents and hostile ones

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("name", ["state_v1_tracking_pick", "state_v1_midgame"])
def test_a_state_saved_in_the_version_1_layout_still_loads_sound(name: str) -> None:
    state = hsfp.from_json((DATA / f"{name}.json").read_text())
    assert not problems(state)
    assert round_trip(state) == state
    for action in hsfp.legal_actions(state):
        hsfp.step(state, action).unwrap()


def test_the_version_1_tracking_pick_keeps_its_pick_and_its_continuation() -> None:
    state = hsfp.from_json((DATA / "state_v1_tracking_pick.json").read_text())
    pending = state.pending
    assert pending is not None and pending.kind is ChoiceKind.PICK and len(pending.options) == 3
    assert pending.resume == DrawThis(Target()) and pending.rest == Mill(Target())
    assert all(state.rows[o][Tag.ZONE] == Zone.DECK for o in pending.options)


def test_a_state_saved_in_the_current_format_loads_equal_to_the_same_state_built_now() -> None:
    saved = hsfp.from_json((DATA / "state_v2_tracking_pick.json").read_text())
    assert saved == tracking_pick() and hsfp.state_hash(saved) == hsfp.state_hash(tracking_pick())


def _doc() -> dict[str, Any]:
    return dict(json.loads(hsfp.to_json(tracking_pick())))


def _refused(doc: dict[str, Any], path: str) -> DocumentError:
    with pytest.raises(DocumentError) as info:
        hsfp.from_json(json.dumps(doc))
    assert info.value.path.startswith(path), (info.value.path, str(info.value))
    return info.value


def test_a_tampered_current_player_is_a_document_error() -> None:
    doc = _doc()
    doc["body"]["current"] = 7
    _refused(doc, "body.current")


def test_a_nan_cost_is_a_document_error() -> None:
    text = hsfp.to_json(tracking_pick())
    doc = json.loads(text)
    e = next(i for i, r in enumerate(doc["body"]["rows"]) if r and "COST" in r)
    doc["body"]["rows"][e]["COST"] = "NAN"
    with pytest.raises(DocumentError, match="not a number"):
        hsfp.from_json(json.dumps(doc).replace('"NAN"', "NaN"))
    doc["body"]["rows"][e]["COST"] = 1.5
    _refused(doc, f"body.rows[{e}].COST")


def test_a_row_with_a_tag_the_engine_does_not_have_is_a_document_error() -> None:
    doc = _doc()
    doc["body"]["rows"][9]["NOT_A_TAG"] = 1
    assert "NOT_A_TAG" in str(_refused(doc, "body.rows[9].NOT_A_TAG"))


@pytest.mark.parametrize(("entity", "tag"), [(1, "ATK"), (2, "COST"), (3, "DAMAGE"), (1, "MANA")])
def test_a_card_tag_on_the_game_or_a_player_is_a_document_error(entity: int, tag: str) -> None:
    doc = _doc()
    doc["body"]["rows"][entity][tag] = 1
    assert tag in str(_refused(doc, f"body.rows[{entity}].{tag}"))


def test_the_game_and_the_players_have_narrower_rows_than_cards() -> None:
    state = round_trip(tracking_pick())
    assert len(state.rows[1]) == GAME_WIDTH
    assert {len(state.rows[e]) for e in (2, 3)} <= {PLAYER_SHORT_WIDTH, PLAYER_WIDTH}
    assert {len(state.rows[e]) for e in range(4, len(state.rows))} <= {SHORT_WIDTH, N_COLUMNS}
    player = state.rows[2]
    assert tag_of(player, Tag.MANA) == player[column(Tag.MANA)] > 0 and tag_of(player, Tag.ATK) == 0
    assert tag_of(player, Tag.LAST_DRAWN) == 0 and tag_of(state.rows[1], Tag.MANA) == 0


def test_a_card_row_is_short_exactly_while_its_rare_tags_are_zero() -> None:
    state, yeti = testing.put(testing.scenario(), 0, "CS2_182", Zone.PLAY)
    assert len(state.rows[yeti]) == SHORT_WIDTH and hsfp.tag(state, yeti, Tag.STEALTH) == 0
    hidden = testing.set_tag(state, yeti, Tag.STEALTH, 1)
    assert len(hidden.rows[yeti]) == N_COLUMNS and hsfp.tag(hidden, yeti, Tag.STEALTH) == 1
    assert round_trip(hidden) == hidden and problems(hidden) == []
    # clearing the last rare tag stores the row short again: equal cards have equal rows
    assert testing.set_tag(hidden, yeti, Tag.STEALTH, 0) == state


@pytest.mark.parametrize(("field", "value", "path"), [
    ("cards", None, "body.cards"),
    ("turn", True, "body.turn"),
    ("rng", -1, "body.rng"),
    ("status", "PAUSED", "body.status"),
    ("rules", {"$type": "Rules", "work_limit": 10 ** 9}, "body.rules.work_limit"),
    ("work", [{"$type": "Builtin", "op": {"$enum": "Phase.CAST"}, "args": [9999, 0, 0, 0]}], "body.work[0]"),
    ("work", [{"$type": "Run", "effect": {"$type": "Draw", "n": 10 ** 9}, "ctx": {"$type": "Ctx", "source": 4,
                                                                                  "controller": 0}}],
     "body.work[0].effect.n"),
    ("work", [{"$type": "Run", "effect": {"$type": "Summon", "card": "NOPE"},
               "ctx": {"$type": "Ctx", "source": 4, "controller": 0}}], "body.work[0].effect.card"),
])
def test_a_field_out_of_type_range_or_reference_names_its_path(field: str, value: object, path: str) -> None:
    doc = _doc()
    doc["body"][field] = value
    _refused(doc, path)


def test_cross_references_are_checked() -> None:
    doc = _doc()
    doc["body"]["pending"]["player"] = 2
    _refused(doc, "body.pending.player")
    doc = _doc()
    doc["body"]["pending"]["options"][0] = 9999
    _refused(doc, "body.pending.options[0]")
    doc = _doc()
    deck = doc["body"]["zones"][0]["DECK"]
    doc["body"]["zones"][1]["DECK"] = [*doc["body"]["zones"][1]["DECK"], deck[0]]
    _refused(doc, "body.zones[1].DECK")
    doc = _doc()
    doc["body"]["rows"][deck[0]]["ZONE"] = int(Zone.HAND)
    _refused(doc, "body.zones[0].DECK")


@pytest.mark.parametrize("text", ["[" * 100_000,
                                  '{"format": "hsfp.state", "version": 2, "body": ' + "[" * 150 + "]" * 150 + "}",
                                  " " * 9_000_000, "7", "null", '{"format": "hsfp.state", "version": 2}'])
def test_text_that_is_not_a_state_within_bounds_is_a_document_error(text: str) -> None:
    with pytest.raises(DocumentError):
        hsfp.from_json(text)
    assert issubclass(DocumentError, ValueError) and DocumentError is hsfp.DocumentError


def test_equal_states_hash_equal_whatever_int_type_their_ids_have() -> None:
    state = tracking_pick()
    as_enum = state._replace(current=hsfp.Zone.INVALID, turn=hsfp.Zone(state.turn) if state.turn < 8 else state.turn)
    assert as_enum == state and hsfp.state_hash(as_enum) == hsfp.state_hash(state)
    np = pytest.importorskip("numpy")
    as_numpy = state._replace(current=np.int64(0), enchantments=tuple(np.int32(x) for x in state.enchantments))
    assert hsfp.state_hash(as_numpy) == hsfp.state_hash(state)
