"""Timelines: a line of retained states with a cursor, for undo, redo, jumps and branches.

A timeline is a value. Every operation returns a new timeline and leaves the old one as it was, so a
branch never disturbs its parent, and keeping a hundred timelines that share a prefix costs the prefix
once. States are kept, never recomputed: position i holds the state after the first i actions, in a
persistent vector, so a jump is O(log n) and a step costs only what the new state does not share.

>>> import hsfp
>>> state = hsfp.new_game(decks=(["VAN_CS2_182"] * 30,) * 2, heroes=("HERO_08", "HERO_01"), seed=7)
>>> line = hsfp.Timeline(state).step(hsfp.Mulligan()).step(hsfp.Mulligan())
>>> back = line.undo()
>>> len(line), line.cursor, back.cursor, back.redo().state == line.state
(3, 2, 1, True)
"""

from __future__ import annotations

from typing import Any

from pyrsistent import PVector, pvector
from returns.result import Failure, Result, Success

from hsfp.api import step as _step
from hsfp.core.actions import Action, Rejected
from hsfp.core.rng import fork
from hsfp.core.state import GameState


class RejectedAction(ValueError):
    """An action the game refused, raised by `Timeline.step` (the refusal is `.rejected`)."""

    def __init__(self, action: object, rejected: Rejected) -> None:
        super().__init__(f"{action!r} was refused: {rejected.code.value}: {rejected.reason}")
        self.rejected = rejected


class Timeline:
    """States along one line of play, a cursor on one of them, and the redo tail beyond it."""

    __slots__ = ("_actions", "_cursor", "_states")

    def __init__(self, state: GameState) -> None:
        self._states: PVector[GameState] = pvector([state])
        self._actions: PVector[Any] = pvector()
        self._cursor = 0

    @classmethod
    def _of(cls, states: PVector[GameState], actions: PVector[Any], cursor: int) -> Timeline:
        t = cls.__new__(cls)
        t._states, t._actions, t._cursor = states, actions, cursor
        return t

    # ----------------------------------------------------------------------------------------- reading

    @property
    def state(self) -> GameState:
        """Returns the state at the cursor."""
        return self._states[self._cursor]

    @property
    def cursor(self) -> int:
        """Returns the position of the cursor: the number of actions that led to the current state."""
        return self._cursor

    def __len__(self) -> int:
        """Returns the number of states on the line (the first one included, the redo tail too)."""
        return len(self._states)

    def state_at(self, i: int) -> GameState:
        """Returns the state at a position of the line."""
        return self._states[self._position(i)]

    def action_at(self, i: int) -> Action:
        """Returns the action that led from position i to position i + 1."""
        return self._actions[i]  # type: ignore[no-any-return]

    @property
    def states(self) -> tuple[GameState, ...]:
        """Returns every state of the line, the redo tail included."""
        return tuple(self._states)

    @property
    def actions(self) -> tuple[Action, ...]:
        """Returns the actions that led to the current state, in order."""
        return tuple(self._actions[: self._cursor])

    @property
    def can_undo(self) -> bool:
        """Returns whether there is a state before the cursor."""
        return self._cursor > 0

    @property
    def can_redo(self) -> bool:
        """Returns whether there is a state after the cursor (a redo tail)."""
        return self._cursor < len(self._states) - 1

    # ---------------------------------------------------------------------------------------- moving

    def try_step(self, action: Action) -> Result[Timeline, Rejected]:
        """Returns the timeline with an action applied at the cursor (the redo tail dropped), or why the
        game refuses it."""
        result = _step(self.state, action)
        t = result.value_or(None)
        if t is None:
            return Failure(result.failure())
        k = self._cursor + 1
        states = self._states if k == len(self._states) else pvector(self._states[:k])
        actions = self._actions if k - 1 == len(self._actions) else pvector(self._actions[: k - 1])
        return Success(Timeline._of(states.append(t.state), actions.append(action), k))

    def step(self, action: Action) -> Timeline:
        """Returns the timeline with an action applied at the cursor (the redo tail dropped); raises
        RejectedAction if the game refuses it."""
        result = self.try_step(action)
        line = result.value_or(None)
        if line is None:
            raise RejectedAction(action, result.failure())
        return line

    def undo(self) -> Timeline:
        """Returns the timeline with the cursor one step back (the later states kept for redo)."""
        if not self.can_undo:
            raise IndexError("nothing to undo: the cursor is at the first state")
        return Timeline._of(self._states, self._actions, self._cursor - 1)

    def redo(self) -> Timeline:
        """Returns the timeline with the cursor one step forward along the redo tail."""
        if not self.can_redo:
            raise IndexError("nothing to redo: the cursor is at the last state")
        return Timeline._of(self._states, self._actions, self._cursor + 1)

    def goto(self, i: int) -> Timeline:
        """Returns the timeline with the cursor at position i (negative counts from the end)."""
        return Timeline._of(self._states, self._actions, self._position(i))

    def branch(self, i: int | None = None, reseed: int | None = None) -> Timeline:
        """Returns a new line that shares positions 0..i with this one (default: the cursor) and ends
        there; with `reseed`, its last state gets an independent random stream (a Rewind)."""
        k = self._cursor if i is None else self._position(i)
        states = pvector(self._states[: k + 1])
        if reseed is not None:
            last = states[k]
            states = states.set(k, last._replace(rng=fork(last.rng, reseed)))
        return Timeline._of(states, pvector(self._actions[:k]), k)

    def _position(self, i: int) -> int:
        n = len(self._states)
        j = i + n if i < 0 else i
        if not 0 <= j < n:
            raise IndexError(f"position {i} is outside the line 0..{n - 1}")
        return j

    def __repr__(self) -> str:
        return f"Timeline(len={len(self)}, cursor={self._cursor}, turn={self.state.turn})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Timeline):
            return NotImplemented
        return (self._cursor, self._states, self._actions) == (other._cursor, other._states, other._actions)

    def __hash__(self) -> int:
        return hash((self._cursor, len(self._states)))


__all__ = ["RejectedAction", "Timeline"]
