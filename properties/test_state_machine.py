"""A stateful property: a researcher's session with a timeline of retained states.

Rules take a random legal action, try an illegal one, keep the current state, rewind to a kept one,
branch with a reseeded stream, re-step a recorded transition, concede or start over. Keeping a state is
keeping a reference (O(1)): the invariant checks that the current state is sound and that every kept
state still equals the pickled snapshot taken when it was kept, so no later step reached it through
shared structure.
"""

from __future__ import annotations

import pickle
import random

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from returns.result import Failure

import hsfp.api as api
from hsfp.core.actions import Action, Concede, Transition
from hsfp.core.state import GameState, state_hash
from hsfp.validation import problems
from properties.strategies import (
    accepted,
    count_game,
    game_settings,
    illegal_action,
    refused,
    setups,
)

SUITE = "test_state_machine"
MAX_KEPT = 40
MAX_RECORDED = 200


class Kept:
    """A retained state, its pickled snapshot and its hash at the moment it was kept."""

    __slots__ = ("digest", "snapshot", "state")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.snapshot = pickle.dumps(state)
        self.digest = state_hash(state)


class Timeline(RuleBasedStateMachine):
    """A session over games: step, refuse, keep, rewind, branch, replay."""

    def __init__(self) -> None:
        super().__init__()
        self.state: GameState | None = None
        self.kept: list[Kept] = []
        self.recorded: list[tuple[GameState, Action, Transition]] = []

    # --------------------------------------------------------------------------------------- helpers

    def _go(self, state: GameState, played_out: bool = False) -> None:
        if played_out and self.state is not None and not api.is_terminal(self.state) and api.is_terminal(state):
            count_game(SUITE)  # a game played to its end (not conceded)
        self.state = state

    def _step(self, action: Action) -> None:
        assert self.state is not None
        t = accepted(self.state, action)
        if len(self.recorded) < MAX_RECORDED:
            self.recorded.append((self.state, action, t))
        self._go(t.state, played_out=not isinstance(action, Concede))

    def _running(self) -> bool:
        return self.state is not None and not api.is_terminal(self.state)

    # ----------------------------------------------------------------------------------------- rules

    @initialize(setup=setups())
    def new_game(self, setup) -> None:
        self.state = setup.start()
        self.kept.append(Kept(self.state))

    @precondition(lambda self: self._running())
    @rule(data=st.data())
    def legal_action(self, data: st.DataObject) -> None:
        assert self.state is not None
        self._step(data.draw(st.sampled_from(api.legal_actions(self.state)), label="legal action"))

    @precondition(lambda self: self._running())
    @rule(seed=st.integers(0, 2**32 - 1), n=st.integers(1, 40))
    def several_legal_actions(self, seed: int, n: int) -> None:
        rnd = random.Random(seed)
        for _ in range(n):
            if not self._running():
                return
            assert self.state is not None
            self._step(rnd.choice(api.legal_actions(self.state)))

    @precondition(lambda self: self.state is not None)
    @rule(seed=st.integers(0, 2**32 - 1))
    def illegal_action(self, seed: int) -> None:
        assert self.state is not None
        before = pickle.dumps(self.state)
        action, codes = illegal_action(self.state, random.Random(seed))
        rej = refused(self.state, action)
        assert codes is None or rej.code in codes, f"{action!r}: {rej.code}, expected one of {codes}"
        assert pickle.loads(before) == self.state

    @precondition(lambda self: self.state is not None and len(self.kept) < MAX_KEPT)
    @rule()
    def keep(self) -> None:
        assert self.state is not None
        self.kept.append(Kept(self.state))

    @precondition(lambda self: bool(self.kept))
    @rule(data=st.data())
    def rewind(self, data: st.DataObject) -> None:
        kept = data.draw(st.sampled_from(self.kept), label="rewind to")
        self.state = kept.state
        assert self.state is kept.state  # rewinding is taking the reference back: nothing is copied

    @precondition(lambda self: self._running())
    @rule(salt=st.integers(0, 2**64 - 1))
    def branch(self, salt: int) -> None:
        assert self.state is not None
        branch = api.reseed(self.state, salt)
        assert branch == api.reseed(self.state, salt)
        self.state = branch

    @precondition(lambda self: bool(self.recorded))
    @rule(data=st.data())
    def replay_a_recorded_step(self, data: st.DataObject) -> None:
        before, action, t = data.draw(st.sampled_from(self.recorded), label="recorded step")
        assert accepted(before, action) == t, f"{action!r} does something else the second time"

    @precondition(lambda self: self._running())
    @rule()
    def concede(self) -> None:
        assert self.state is not None
        loser = api.current_player(self.state)
        self._step(Concede())
        assert self.state is not None and api.winner(self.state) == 1 - loser

    @precondition(lambda self: self.state is not None and api.is_terminal(self.state))
    @rule()
    def finished_game_refuses(self) -> None:
        assert self.state is not None
        assert api.legal_actions(self.state) == ()
        assert isinstance(api.step(self.state, Concede()), Failure)

    @rule(setup=setups())
    def start_over(self, setup) -> None:
        self._go(setup.start())

    # ------------------------------------------------------------------------------------ invariants

    @invariant()
    def current_state_is_sound(self) -> None:
        if self.state is not None:
            found = problems(self.state)
            assert found == [], "\n".join(found)

    @invariant()
    def kept_states_are_unchanged(self) -> None:
        for i, kept in enumerate(self.kept):
            assert kept.state == pickle.loads(kept.snapshot), f"kept state {i} changed"
            assert state_hash(kept.state) == kept.digest, f"kept state {i} hashes differently"


Timeline.TestCase.settings = game_settings(40, stateful_step_count=60)
TestTimeline = Timeline.TestCase
