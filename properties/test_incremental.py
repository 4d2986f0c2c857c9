"""The incremental refresh of computed values equals a full refresh, at every point of random games.

The fold refreshes layered values only where its dirty bits say something they depend on changed, finds
the entities that carry auras and those that listen to an event through indices kept beside the states
(never in them), and skips a pass when the auras that read values give what they gave at the last one.
At the top of every round of every step's fold, once the values are refreshed, a full recompute (every
dirty bit set, none of those indices used) must change nothing: the same rows and the same modded list.
And at the top of every round, the indices kept beside the states (the aura sources, the listeners by
event kind) must be what the state alone gives, however the last state they were built for differed.
"""

from __future__ import annotations

import random

from hypothesis import given

import hsfp.api as api
from hsfp.core.state import HAND_CHANGED, PLAY_MOVED, VALUES_CHANGED, GameState, state_hash
from hsfp.core.tags import Status
from properties.strategies import game_settings, player_randoms, playout, setups, styles
from reducers.auras import (
    _HAND_AURA_CARDS,
    _aura_cards,
    _aura_sources,
    _concerned,
    _quiet,
    recomputed,
    sources_from_scratch,
)
from reducers.base import entities_with
from reducers.fold import ItemKind
from reducers.triggers import _present, listeners_from_scratch

SUITE = "test_incremental"


def full_refresh(s: GameState) -> GameState:
    """Returns the state with every computed value recomputed from scratch (nothing the refresh keeps
    between calls leaned on, and left as it was for the game's own refreshes)."""
    return recomputed(s)


class _FullRefreshAgrees:
    """A fold watcher checking, at the top of each round, that a refreshed state is its full refresh."""

    def __init__(self) -> None:
        self.checked = 0

    def top(self, s: GameState) -> None:
        if s.dirty or s.status == int(Status.OVER):
            return  # not refreshed yet at this point (the fold refreshes before it runs an item)
        full = full_refresh(s)
        assert full.rows == s.rows, [e for e in range(len(s.rows)) if full.rows[e] != s.rows[e]]
        assert full.modded == s.modded
        self.checked += 1

    def item(self, kind: ItemKind, detail: object, depth: int, before: GameState, after: GameState) -> None:
        return None


@game_settings(40)
@given(setup=setups(), rnd=player_randoms(), style=styles())
def test_incremental_refresh_equals_a_full_refresh(setup, rnd: random.Random, style: str) -> None:
    """After every work item of every step of a random game, recomputing every value from scratch
    changes nothing, and the step made with the check watching is the step made without it (the same
    state, events and random draws)."""
    watcher = _FullRefreshAgrees()

    def on_step(before: GameState, action: object, transition: object) -> None:
        watched = api.step(before, action, watcher).unwrap()
        assert watched.state == transition.state  # type: ignore[attr-defined]
        # watched, the fold hands out every state it passes through, logs and work stack included
        assert watched.events == transition.events  # type: ignore[attr-defined]
        assert watched.draws == transition.draws  # type: ignore[attr-defined]

    played = playout(setup.start(), rnd, style=style, suite=SUITE, on_step=on_step)
    assert watcher.checked >= len(played.actions)
    final = played.final
    assert state_hash(full_refresh(final)) == state_hash(final)


class _IndicesAgree:
    """A fold watcher checking, at the top of each round, that the kept indices are the state's own."""

    def __init__(self) -> None:
        self.checked = 0

    def top(self, s: GameState) -> None:
        _aura_cards()  # the card tables are current
        assert entities_with(s.cards, _HAND_AURA_CARDS) == tuple(
            e for e, c in enumerate(s.cards) if c in _HAND_AURA_CARDS)
        assert _present(s) == listeners_from_scratch(s)
        assert _aura_sources(s) == sources_from_scratch(s)
        self.checked += 1

    def item(self, kind: ItemKind, detail: object, depth: int, before: GameState, after: GameState) -> None:
        return None


@game_settings(40)
@given(setup=setups(), rnd=player_randoms(), style=styles())
def test_kept_indices_equal_indices_built_from_scratch(setup, rnd: random.Random, style: str) -> None:
    """At the top of every round of every step's fold, the listeners and the aura sources the engine finds
    through the indices it keeps between states are those found from the state alone (a board that
    changed only by minions without triggers or auras keeps its index; any other change rebuilds it), and
    so are the entities with a hand aura (an entity made extends the list of the table it came from)."""
    watcher = _IndicesAgree()

    def on_step(before: GameState, action: object, transition: object) -> None:
        api.step(before, action, watcher)

    played = playout(setup.start(), rnd, style=style, suite=SUITE, on_step=on_step)
    assert watcher.checked >= len(played.actions)


class _QuietIsSafe:
    """A fold watcher checking, for each state the fold passes through, that `refresh`'s cheap test (no
    card that could read what changed is where it reads) never says so where the aura sources say an
    aura reads it: for each mix of the bits that test takes (values, the hands, who is in play)."""

    def __init__(self) -> None:
        self.checked = 0
        self.quiet = 0

    def _check(self, s: GameState) -> None:
        _aura_cards()  # the card tables are current
        found = sources_from_scratch(s)
        for dirty in range(1, 16):
            if dirty & ~(VALUES_CHANGED | HAND_CHANGED | PLAY_MOVED):
                continue
            if _quiet(s, dirty):
                self.quiet += 1
                assert not (dirty & PLAY_MOVED and found.board), (dirty, found)
                assert not _concerned(s, dirty, found), (dirty, found)
        self.checked += 1

    def top(self, s: GameState) -> None:
        self._check(s)

    def item(self, kind: ItemKind, detail: object, depth: int, before: GameState, after: GameState) -> None:
        self._check(after)  # before its refresh: what the next round's refresh tests


@game_settings(40)
@given(setup=setups(), rnd=player_randoms(), style=styles())
def test_the_quiet_test_skips_only_refreshes_no_aura_calls_for(setup, rnd: random.Random, style: str) -> None:
    """Wherever `refresh` would skip finding the aura sources because no card that could read what
    changed is where it reads, the sources found from the state agree that no aura reads it."""
    watcher = _QuietIsSafe()

    def on_step(before: GameState, action: object, transition: object) -> None:
        api.step(before, action, watcher)

    played = playout(setup.start(), rnd, style=style, suite=SUITE, on_step=on_step)
    assert watcher.checked >= len(played.actions)
