"""The targets of a card or hero power aimed at `Minions` or `Characters` are read from the boards in one
pass (`reducers.legal.board_targets`); they must be what the general path makes of the same selection:
the selector's entities (`select_pure`) with what may not be chosen left out (`targetable`): dormant
minions, locations, the Immune, enemies in Stealth and, for spells and hero powers, the Elusive. A
condition on such a selection (`Filter`, "a damaged enemy minion") is asked of those targets only, which
must again be what the general path keeps."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from hsfp.core import dsl
from hsfp.core.dsl import Side
from hsfp.core.registry import CARDS
from hsfp.core.state import PLAYER_ENTITY, GameState, source_ctx
from hsfp.core.tags import CardType, Race, Tag, column
from hsfp.testing import random_game_states
from reducers.base import HERO_ENTITY, board
from reducers.legal import _chosen_targets, board_targets, targetable
from reducers.query import row_range, select_pure
from reducers.query import test as holds

ODD_CARDS = (
    "CORE_REV_990",  # a location
    "CORE_BT_156",  # a minion that starts dormant
    "VAN_EX1_010",  # Worgen Infiltrator: Stealth
    "VAN_NEW1_023",  # Faerie Dragon: Elusive
    "VAN_EX1_549",  # Bestial Wrath: a friendly Beast Immune this turn
    "VAN_CS2_172",  # Bloodfen Raptor: a Beast for it
)
_SEEN = (Tag.STEALTH, Tag.ELUSIVE, Tag.IMMUNE, Tag.DORMANT)
#: Conditions asked of filtered selections: those that read one column of the target's row (asked without
#: a call per target, `reducers.query.row_range`), their complements, and some that read more
_CONDITIONS = (dsl.Damaged(), ~dsl.Damaged(), dsl.AttackAtLeast(3), ~dsl.AttackAtLeast(3), dsl.AttackAtMost(2),
               dsl.CostAtMost(2), dsl.CostAtLeast(4), dsl.IsRace(Race.BEAST), ~dsl.IsRace(Race.BEAST),
               dsl.HasDeathrattle(), dsl.Damaged() & dsl.AttackAtLeast(2), ~dsl.Friendly())
#: Execute's definition, aimed at filtered selections of each kind and side
_FILTERED = tuple(dataclasses.replace(CARDS["VAN_CS2_108"], target=dsl.Filter(of(side), cond))
                  for of in (dsl.Minions, dsl.Characters) for side in Side for cond in _CONDITIONS)


def _check_state(s: GameState) -> set[Tag]:
    # every side, player and kind of source at one state; returns the keywords in play that were left out
    left_out: set[Tag] = set()
    for side in Side:
        for p in (0, 1):
            for sel, heroes in ((dsl.Minions(side), False), (dsl.Characters(side), True)):
                selected = select_pure(s, sel, source_ctx(0, p))
                for spell_like in (False, True):
                    expected = targetable(s, selected, p, spell_like)
                    assert board_targets(s, side, p, heroes, spell_like) == expected
                    for e in set(selected) - set(expected):
                        left_out |= {t for t in _SEEN if hsfp.tag(s, e, t)}
    for p in (0, 1):
        # a spell's source (the hero stands in: not a minion) and, if there is one, a minion's
        for source in (s.rows[PLAYER_ENTITY[p]][HERO_ENTITY], *board(s, p)[:1]):
            for d in _FILTERED:
                assert d.target is not None
                general = targetable(s, select_pure(s, d.target, source_ctx(source, p)), p,
                                     s.rows[source][column(Tag.CARDTYPE)] != CardType.MINION)
                assert _chosen_targets(s, source, d, p) == general
    # a dormant minion is not even selected: the selection's own test (tests/test_selectors.py) pins that,
    # and here it is on a board that `board_targets` reads directly
    if any(hsfp.tag(s, e, Tag.DORMANT) for p in (0, 1) for e in hsfp.zone(s, p, hsfp.Zone.PLAY)):
        left_out.add(Tag.DORMANT)
    return left_out


def _play(seed: int) -> set[Tag]:
    """Plays a random game whose decks hold the odd cards, checks every state, and returns the keywords
    whose holders were left out of some selection."""
    left_out: set[Tag] = set()
    for state in random_game_states(seed, ODD_CARDS * 2):
        left_out |= _check_state(state)
    return left_out


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_board_targets_are_the_general_paths(seed: int) -> None:
    """At every state of a random game, the one-pass targets equal the filtered selection."""
    _play(seed)


def test_the_games_reach_every_kind_left_out() -> None:
    """Such games put Stealth, Elusive, Immune and dormant minions in play, so each filter is covered."""
    left_out: set[Tag] = set()
    for seed in range(12):
        left_out |= _play(seed)
        if left_out >= set(_SEEN):
            break
    assert left_out >= set(_SEEN), f"never left out: {set(_SEEN) - left_out}"


def test_a_row_range_holds_where_the_condition_holds() -> None:
    """A condition answered by a range of one column of the target's row holds for exactly the entities in
    that range, at every state of a game: the range and `test` agree, for the conditions and their
    complements open at one end; a condition that reads more, or a complement of one value, has no range."""
    ranged = [c for c in _CONDITIONS if row_range(c) is not None]
    assert len(ranged) == 8 and row_range(~dsl.IsRace(Race.BEAST)) is None
    assert row_range(dsl.HasDeathrattle()) is None and row_range(~dsl.Friendly()) is None
    for state in random_game_states(3, ODD_CARDS * 2):
        ctx = source_ctx(0, state.current)
        for e in (*board(state, 0), *board(state, 1)):
            for cond in ranged:
                col, low, high = row_range(cond)  # type: ignore[misc]
                assert (low <= state.rows[e][col] <= high) == holds(state, cond, ctx, e)
