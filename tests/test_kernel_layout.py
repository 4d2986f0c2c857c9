"""The layout of GameState has one owner: hsfp.core.state names each field's position and holds every
builder that rebuilds a state by position; the closed vocabularies of the fold are enums."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from hsfp import testing
from hsfp.core import state as st
from hsfp.core.dsl import Modifier, ModOp, ModStage
from hsfp.core.state import ChoiceKind, GameState, Phase
from reducers.fold import ItemKind
from reducers.work import BUILTINS

ROOT = Path(__file__).resolve().parents[1]
_POSITIONAL = re.compile(r"__new__\(\s*GameState|_new\(\s*GameState|tuple\.__new__\(\s*GameState")


def test_retarget_changes_the_target_of_a_context_and_nothing_else() -> None:
    ctx = st.Ctx(4, 1, 5, None, 2, True)
    assert st.retarget(ctx, 9) == ctx._replace(target=9)
    assert type(st.retarget(ctx, 9)) is st.Ctx


def test_the_field_constants_are_the_positions_of_the_fields() -> None:
    assert {name: i for i, name in enumerate(GameState._fields)} == st.FIELD_INDEX
    assert [getattr(st, f"F_{name.upper()}") for name in GameState._fields] == list(range(len(GameState._fields)))


def test_the_control_slice_unpacks_the_fields_it_names() -> None:
    assert GameState._fields[st.CONTROL] == st.CONTROL_FIELDS
    s = GameState(*range(len(GameState._fields)))  # type: ignore[arg-type]
    assert s[st.CONTROL] == tuple(getattr(s, name) for name in st.CONTROL_FIELDS)


def test_no_module_but_the_state_module_builds_a_state_by_position() -> None:
    sources = [p for pkg in ("hsfp", "reducers", "cards", "properties", "tests") for p in (ROOT / pkg).rglob("*.py")]
    offenders = [str(p.relative_to(ROOT)) for p in sources
                 if p != ROOT / "hsfp/core/state.py" and _POSITIONAL.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


class _Mark:
    """A value no state field holds, to see where a builder put it."""

    def __or__(self, other: object) -> _Mark:
        return self

    __ror__ = __or__


_A, _B, _C = _Mark(), _Mark(), _Mark()

#: builder -> (how to call it on a state, the fields it must change)
BUILDERS: dict[str, tuple[Callable[[GameState], GameState], frozenset[str]]] = {
    "with_rows": (lambda s: st.with_rows(s, _A), frozenset({"rows"})),
    "with_work": (lambda s: st.with_work(s, _A), frozenset({"work"})),  # type: ignore[arg-type]
    "with_queue": (lambda s: st.with_queue(s, _A), frozenset({"queue"})),  # type: ignore[arg-type]
    "with_zones": (lambda s: st.with_zones(s, _A), frozenset({"zones"})),  # type: ignore[arg-type]
    "with_flags": (lambda s: st.with_flags(s, _A, _B), frozenset({"dirty", "doomed"})),  # type: ignore[arg-type]
    "with_rows_and_zones": (lambda s: st.with_rows_and_zones(s, _A, _B, 0),  # type: ignore[arg-type]
                            frozenset({"rows", "zones"})),
    "with_entities": (lambda s: st.with_entities(s, _A, _B, 0), frozenset({"rows", "cards"})),
    "with_enchantments": (lambda s: st.with_enchantments(s, _A, 0),  # type: ignore[arg-type]
                          frozenset({"enchantments"})),
    "with_layers": (lambda s: st.with_layers(s, _A, _B, False), frozenset({"rows", "modded", "dirty"})),  # type: ignore[arg-type]
    "with_log": (lambda s: st.with_log(s, _A), frozenset({"log"})),  # type: ignore[arg-type]
    "with_rng_and_draws": (lambda s: st.with_rng_and_draws(s, _A, _B), frozenset({"rng", "draws"})),  # type: ignore[arg-type]
    "with_logs": (lambda s: st.with_logs(s, _A, _B), frozenset({"log", "draws"})),  # type: ignore[arg-type]
}


@pytest.mark.parametrize("name", sorted(BUILDERS))
def test_each_builder_changes_exactly_its_own_fields(name: str) -> None:
    build, fields = BUILDERS[name]
    s = testing.scenario()._replace(dirty=5)
    out = build(s)
    assert type(out) is GameState and len(out) == len(s)
    changed = {f for f in GameState._fields if getattr(out, f) is not getattr(s, f)}
    assert changed == fields


def test_the_flag_builders_add_to_the_flags_and_the_layers_clear_them() -> None:
    s = testing.scenario()._replace(dirty=st.HAND_CHANGED, doomed=False)
    assert st.with_rows(s, s.rows, st.LAYERS_CHANGED).dirty == st.HAND_CHANGED | st.LAYERS_CHANGED
    assert st.with_rows(s, s.rows, 0, True).doomed is True
    assert st.with_rows(s._replace(doomed=True), s.rows, 0, False).doomed is True
    assert st.with_entities(s, s.rows, s.cards, st.VALUES_CHANGED).dirty == st.HAND_CHANGED | st.VALUES_CHANGED
    assert st.with_layers(s, s.rows, (), False).dirty == 0
    assert st.with_layers(s, s.rows, (), True).doomed is True


def test_every_phase_of_the_vocabulary_is_registered_and_nothing_else_is() -> None:
    assert set(BUILTINS) == set(Phase)
    assert all(type(k) is Phase for k in BUILTINS)


def test_the_vocabularies_read_as_their_words() -> None:
    assert json.dumps([Phase.TURN_START, ChoiceKind.PICK, ModStage.HEAL, ItemKind.DEATHS]) == \
        '["turn_start", "pick", "heal", "deaths"]'
    assert [str(k) for k in ItemKind] == ["run", "phase", "trigger", "deaths", "forced"]


def test_a_modifier_names_one_of_the_two_stages() -> None:
    assert Modifier("heal", ModOp.DOUBLE).stage is ModStage.HEAL  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Modifier("healing", ModOp.DOUBLE)  # type: ignore[arg-type]


def test_the_card_ids_of_a_game_follow_every_entity_made_and_answer_questions_about_the_whole_game() -> None:
    """The distinct card ids of a card-id table, extended as entities are made (and found afresh for a
    table seen for the first time), are the table's own; a question about the whole game sees a card the
    moment an entity of it is made, whichever table was asked about before."""
    from reducers.base import card_ids, create, game_has_any

    s = testing.scenario(mana=10)
    assert card_ids(s.cards) == frozenset(s.cards)
    wisps = frozenset({"VAN_CS2_231"})  # Wisp: in no deck of the scenario
    assert not game_has_any(s.cards, wisps)
    made, _ = create(s, "VAN_CS2_231", 0, int(testing.Zone.HAND))
    assert card_ids(made.cards) == frozenset(made.cards) and "VAN_CS2_231" in card_ids(made.cards)
    assert game_has_any(made.cards, wisps)
    assert not game_has_any(s.cards, wisps)  # the table before: still without one
    again, _ = create(made, "VAN_CS2_231", 1, int(testing.Zone.HAND))
    assert card_ids(again.cards) == frozenset(again.cards)
    branch, _ = create(s, "VAN_CS2_182", 0, int(testing.Zone.HAND))  # made from an older table
    assert card_ids(branch.cards) == frozenset(branch.cards) and "VAN_CS2_231" not in card_ids(branch.cards)
