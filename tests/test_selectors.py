"""The board selectors (`Minions`, `Characters`) mean the same through `select_pure`'s short cut and
through the selector dispatch, and both mean what the rules say: the board of each side in play without
its locations and dormant minions (`reducers.base.minions`), the heroes too for `Characters`, in
entity-id order."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from hsfp.core import dsl
from hsfp.core.dsl import Side
from hsfp.core.state import PLAYER_ENTITY, GameState, source_ctx
from hsfp.testing import random_game_states
from reducers.base import HERO_ENTITY, minions
from reducers.query import select, select_pure, sides

LOCATION_CARD = "CORE_REV_990"  # a location
DORMANT_CARD = "CORE_BT_156"  # a minion that starts dormant


def _expected(s: GameState, side: Side, controller: int, heroes: bool) -> tuple[int, ...]:
    ids: list[int] = []
    for p in sides(controller, side):
        ids.extend(minions(s, p))
        if heroes:
            ids.append(s.rows[PLAYER_ENTITY[p]][HERO_ENTITY])
    return tuple(sorted(ids))


def _check_game(seed: int) -> bool:
    """Plays a random game (Basic and Classic cards, a location and a dormant minion in every deck,
    uniform legal actions), checks both selectors at every state, and returns whether a board ever held
    something `minions` leaves out."""
    seen_odd = False
    for state in random_game_states(seed, [LOCATION_CARD, DORMANT_CARD] * 4):
        for side in Side:
            for controller in (0, 1):
                ctx = source_ctx(0, controller)
                for sel, heroes in ((dsl.Minions(side), False), (dsl.Characters(side), True)):
                    expected = _expected(state, side, controller, heroes)
                    assert select_pure(state, sel, ctx) == expected
                    assert select(state, sel, ctx) == (state, expected)
        seen_odd = seen_odd or any(minions(state, p) != hsfp.zone(state, p, hsfp.Zone.PLAY) for p in (0, 1))
    return seen_odd


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_board_selectors_mean_the_board_in_id_order(seed: int) -> None:
    """At every state of a random game, each side of `Minions` and `Characters` for each controller
    selects the expected entities, by either path."""
    _check_game(seed)


def test_the_games_put_locations_and_dormant_minions_on_the_board() -> None:
    """Such games reach boards where `minions` leaves something out, so both kinds are covered."""
    assert any(_check_game(seed) for seed in range(6))
