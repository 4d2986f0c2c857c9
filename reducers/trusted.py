"""The trusted step: for an action taken from `legal_actions` of the same state, as a search steps it.

It skips the re-validation (`admit`) and the `Result` wrapping of `step`, and otherwise runs the same
reducers, so it returns the very transition `step` returns. An action that did not come from
`legal_actions` of that state is outside its contract: it may raise or make a state no game reaches.
`advance` goes further for rollouts that never read events: it runs without the step's event and draw
logs, which no reducer reads, so the next state is the same.
"""

from __future__ import annotations

from hsfp.core.actions import Action, Transition
from hsfp.core.state import GameState
from reducers.fold import fold
from reducers.step import begin, run_logged


def step_trusted(state: GameState, action: Action) -> Transition:
    """Returns the transition a legal action makes from a state (the one `step` wraps in `Success`)."""
    return run_logged(state, action)


def advance(state: GameState, action: Action) -> GameState:
    """Returns the next state of an action taken from `legal_actions(state)`: the state `step` would
    return, without re-validating the action and without logging events or draws (for rollouts and
    tree search; any other action is outside its contract)."""
    s, tasks = begin(state, action)
    return fold(s, None, tasks)
