"""The card codec (`hsfp.core.codec`): exact JSON for the card language, refusing what is not a node of it."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

import hsfp.api  # noqa: F401  (registers the cards)
from hsfp.core import codec, dsl
from hsfp.core.codec import CodecError, decode, encode, from_json, to_json
from hsfp.core.dsl import CardDef, Damage, Minions, Side, Target
from hsfp.core.registry import all_definitions, definition
from hsfp.core.state import Ctx
from hsfp.core.tags import CardType, Tag

FIREBALL = "VAN_CS2_029"


def test_fireball_encodes_to_plain_json_with_type_tags_and_enum_names() -> None:
    data = json.loads(to_json(definition(FIREBALL)))
    assert data["$type"] == "CardDef"
    assert data["card_type"] == {"$enum": "CardType.SPELL"}
    assert data["play"] == {"$type": "Damage", "to": {"$type": "Target"}, "amount": 6}
    assert data["target"] == {"$type": "Characters", "side": {"$enum": "Side.ANY"}}


def test_every_field_is_written_so_the_json_is_explicit() -> None:
    data = encode(Minions())
    assert data == {"$type": "Minions", "side": {"$enum": "Side.ANY"}}


def test_tuples_become_lists_and_lists_decode_to_tuples() -> None:
    node = dsl.Seq((Damage(Target(), 1), dsl.Draw(2)))
    data = encode(node)
    assert isinstance(data, dict) and isinstance(data["steps"], list)
    assert decode(data) == node
    assert isinstance(decode(data).steps, tuple)


def test_keyword_tags_of_a_definition_survive_as_pairs_of_enum_and_int() -> None:
    taunt = next(d for d in all_definitions() if d.tags)
    assert from_json(to_json(taunt)).tags == taunt.tags


def test_the_text_is_stable_and_ordered() -> None:
    d = definition(FIREBALL)
    assert to_json(d) == to_json(from_json(to_json(d)))
    assert list(json.loads(to_json(d))) == sorted(json.loads(to_json(d)))


def test_a_field_missing_from_old_data_takes_its_default() -> None:
    assert decode({"$type": "Draw"}) == dsl.Draw()


def test_an_unknown_type_tag_is_refused_and_nothing_is_imported_by_name() -> None:
    for name in ("os.system", "subprocess.Popen", "hsfp.core.state:Ctx", "GameState", "Nope"):
        with pytest.raises(CodecError, match="unknown node type"):
            decode({"$type": name})


def test_an_unknown_enum_or_member_is_refused() -> None:
    with pytest.raises(CodecError):
        decode({"$enum": "Tag.NOT_A_TAG"})
    with pytest.raises(CodecError):
        decode({"$enum": "Status.MAIN.X"})
    with pytest.raises(CodecError):
        decode({"$enum": "Code.GAME_OVER"})  # an enum, but not of the card language


def test_an_unknown_field_is_refused() -> None:
    with pytest.raises(CodecError, match="no field"):
        decode({"$type": "Damage", "to": {"$type": "Target"}, "amount": 1, "extra": 2})


@pytest.mark.parametrize("data", [
    {"$type": "Damage", "to": 5, "amount": 1},
    {"$type": "Damage", "to": {"$type": "Target"}, "amount": "six"},
    {"$type": "Damage", "to": {"$type": "Target"}, "amount": True},
    {"$type": "Summon", "card": "X", "n": {"$type": "Target"}},
    {"$type": "Seq", "steps": [{"$type": "Target"}]},
    {"$type": "HasTag", "tag": {"$enum": "Zone.PLAY"}},
    {"$type": "Freeze", "what": {"$type": "Damaged"}},
])
def test_a_field_of_the_wrong_type_is_refused(data: codec.JSON) -> None:
    with pytest.raises(CodecError):
        decode(data)


def test_an_int_field_of_an_int_enum_accepts_the_plain_int_it_equals() -> None:
    assert decode({"$type": "HasTag", "tag": int(Tag.TAUNT)}) == dsl.HasTag(Tag.TAUNT)


def test_values_outside_the_language_are_refused_when_encoding() -> None:
    @dataclass(frozen=True)
    class Foreign:
        x: int = 0

    with pytest.raises(CodecError):
        encode(Foreign())
    with pytest.raises(CodecError):
        encode(1.5)
    with pytest.raises(CodecError):
        encode([1, 2])
    with pytest.raises(CodecError):
        encode({"a": 1})


def test_from_json_wants_a_card_definition() -> None:
    with pytest.raises(CodecError, match="not a CardDef"):
        from_json(json.dumps(encode(Damage(Target(), 1))))
    with pytest.raises(CodecError, match="not JSON"):
        from_json("{")


def test_the_registry_holds_every_node_and_enum_of_the_language_and_the_state_records() -> None:
    names = set(codec.REGISTRY)
    assert {"CardDef", "TriggerDef", "AuraDef", "Mods", "Modifier", "Damage", "Special", "Side", "Tag",
            "Zone", "CardType", "EventKind", "CopyMode", "ModOp"} <= names
    assert {"Ctx", "Run", "Builtin", "Settle", "Queued", "Pending", "Rules", "Event", "PlayCard", "Phase",
            "ChoiceKind"} <= names
    assert "GameState" not in names  # a state is written as a document, never as a record
    assert all(t.__module__ in ("hsfp.core.dsl", "hsfp.core.tags") for t in codec.registered_types())


def test_one_short_name_per_type_and_decoding_names_only_registered_ones() -> None:
    assert all(codec.name_of(cls) == name for name, cls in codec.REGISTRY.items())
    ctx = decode({"$type": "Ctx", "source": 5, "controller": 1})
    assert ctx == Ctx(5, 1) and encode(ctx)["$type"] == "Ctx"  # type: ignore[index]
    with pytest.raises(CodecError, match=r"Ctx\.controller must be int"):
        decode({"$type": "Ctx", "source": 5, "controller": True})
    with pytest.raises(CodecError, match="needs the field"):
        decode({"$type": "Ctx", "source": 5})


def test_an_error_names_the_path_to_the_bad_field() -> None:
    with pytest.raises(CodecError) as info:
        decode({"$type": "Seq", "steps": [{"$type": "Draw"}, {"$type": "Damage", "to": {"$type": "Target"},
                                                                "amount": "x"}]})
    assert info.value.path == "steps[1].amount"
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("text", ["[" * 5000 + "]" * 5000, '{"$type": "Draw", "n": NaN}',
                                  '{"$type": "Draw", "n": 1e999}', '{"$type": "Draw", "n": ' + "9" * 5000 + "}",
                                  '{"$type": "Draw", "n": 1.5}',
                                  " " * (codec.MAX_TEXT + 1)])
def test_text_out_of_bounds_is_refused_before_it_is_decoded(text: str) -> None:
    with pytest.raises(CodecError):
        from_json(text)


def test_a_definition_built_by_hand_roundtrips() -> None:
    d = CardDef("X_1", "Test", CardType.MINION, cost=2, atk=1, health=1, tags=((Tag.TAUNT, 1),),
                deathrattle=dsl.If(dsl.Exists(Minions(Side.ENEMY)), Damage(dsl.RandomN(Minions(Side.ENEMY)), 2)))
    assert from_json(to_json(d, indent=2)) == d
