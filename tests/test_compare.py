"""`Compare`: one condition for every comparison of two numbers, read when the effect runs."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cards.text import render
from hsfp import testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef, Compare, Count, Relation, Side
from hsfp.core.registry import register, unregister
from hsfp.core.tags import CardType

YETI = "VAN_CS2_182"
MINE, THEIRS = dsl.Minions(Side.FRIENDLY), dsl.Minions(Side.ENEMY)
#: "If you have more minions than your opponent, draw a card."
AHEAD = CardDef("TEST_COMPARE", "Ahead", CardType.SPELL, cost=0,
                play=dsl.If(Compare(Count(MINE), Relation.GT, Count(THEIRS)), dsl.Draw(1)))


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    register(AHEAD)
    yield
    unregister(AHEAD.card_id)


_CHECK = {Relation.LT: int.__lt__, Relation.LE: int.__le__, Relation.EQ: int.__eq__, Relation.NE: int.__ne__,
          Relation.GE: int.__ge__, Relation.GT: int.__gt__}


@given(mine=st.integers(0, 4), theirs=st.integers(0, 4))
def test_the_card_draws_only_while_you_have_more_minions(mine: int, theirs: int) -> None:
    state = testing.scenario()
    state, _ = testing.put_all(state, 0, [YETI] * mine)
    state, _ = testing.put_all(state, 1, [YETI] * theirs)
    state, _ = testing.play(state, AHEAD.card_id, check=True)
    assert len(testing.hand(state, 0)) == (1 if mine > theirs else 0)


@pytest.mark.parametrize("relation", list(Relation))
@given(a=st.integers(-3, 3), b=st.integers(-3, 3))
def test_each_relation_compares_as_its_name_says(relation: Relation, a: int, b: int) -> None:
    from hsfp.core.state import Ctx
    from reducers.query import test

    state = testing.scenario()
    assert test(state, Compare(a, relation, b), Ctx(0, 0), 0) is _CHECK[relation](a, b)


def test_compare_reads_in_both_languages_and_round_trips() -> None:
    assert codec.from_json(codec.to_json(AHEAD)) == AHEAD
    en = render(AHEAD, strict=True)
    assert "more" in en or "than" in en, en
    assert render(AHEAD, "zh", strict=True)
