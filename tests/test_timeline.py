"""Timelines: undo, redo, jumps and branches over retained states; a branch never disturbs its parent;
keeping a long timeline costs only what its states do not share."""

from __future__ import annotations

import gc
import random
import tracemalloc

import pytest

import hsfp
from hsfp import EndTurn, Mulligan
from hsfp.agents import uniform_random
from hsfp.bench import timeline_memory
from hsfp.core.state import GameState
from hsfp.decks import random_deck
from hsfp.timeline import RejectedAction, Timeline

YETIS = ["VAN_CS2_182"] * 30


def new_game(seed: int = 7) -> GameState:
    return hsfp.new_game(decks=(YETIS, YETIS), heroes=("HERO_08", "HERO_01"), seed=seed)


def played(n: int, seed: int = 7) -> Timeline:
    rnd = random.Random(seed)
    line = Timeline(hsfp.new_game(decks=(random_deck(rnd), random_deck(rnd)), heroes=("HERO_08", "HERO_01"),
                                  seed=seed))
    for _ in range(n):
        if hsfp.is_terminal(line.state):
            break
        line = line.step(uniform_random(line.state, rnd))
    return line


def test_a_new_timeline_holds_one_state() -> None:
    state = new_game()
    line = Timeline(state)
    assert (len(line), line.cursor, line.state, line.actions) == (1, 0, state, ())
    assert not line.can_undo and not line.can_redo


def test_step_returns_a_new_timeline_and_leaves_the_old_one() -> None:
    line = Timeline(new_game())
    after = line.step(Mulligan())
    assert (len(line), line.cursor) == (1, 0)
    assert (len(after), after.cursor, after.actions) == (2, 1, (Mulligan(),))
    assert after.state == hsfp.apply_action(line.state, Mulligan())
    assert after.state_at(0) is line.state


def test_undo_and_redo_move_the_cursor_over_kept_states() -> None:
    line = played(12)
    states = line.states
    back = line.undo().undo().undo()
    assert back.cursor == len(line) - 4
    assert back.state is states[-4]
    assert back.can_redo and len(back) == len(line)
    forward = back.redo().redo().redo()
    assert forward.state is line.state and not forward.can_redo
    assert forward == line


def test_undo_at_the_start_and_redo_at_the_end_are_errors() -> None:
    line = played(2)
    with pytest.raises(IndexError, match="nothing to redo"):
        line.redo()
    with pytest.raises(IndexError, match="nothing to undo"):
        line.goto(0).undo()


def test_a_step_after_undo_drops_the_redo_tail() -> None:
    line = played(10)
    back = line.undo().undo()
    action = hsfp.legal_actions(back.state)[-1]
    new = back.step(action)
    assert len(new) == len(line) - 1 and not new.can_redo
    assert new.action_at(new.cursor - 1) == action
    assert len(line) == 11 and line.state is line.states[-1]  # the old line is intact


def test_goto_jumps_anywhere_on_the_line() -> None:
    line = played(20)
    for i in (0, 5, 20, -1, -21):
        assert line.goto(i).state is line.states[i]
    assert line.goto(7).goto(19).cursor == 19
    with pytest.raises(IndexError, match=r"outside the line 0\.\.20"):
        line.goto(21)
    assert line.goto(3).actions == line.actions[:3]


def test_a_branch_shares_the_prefix_and_never_disturbs_its_parent() -> None:
    line = played(30)
    parent_states, parent_actions = line.states, line.actions
    branch = line.branch(10)
    assert (len(branch), branch.cursor) == (11, 10)
    assert all(a is b for a, b in zip(branch.states, parent_states[:11], strict=True))
    rnd = random.Random(99)
    for _ in range(15):
        if hsfp.is_terminal(branch.state):
            break
        branch = branch.step(uniform_random(branch.state, rnd))
    assert line.states == parent_states and line.actions == parent_actions
    assert branch.states[:11] == parent_states[:11]
    assert line.branch().state is line.state  # default: at the cursor


def test_a_reseeded_branch_has_its_own_random_stream() -> None:
    line = played(6)
    branch = line.branch(reseed=1)
    assert branch.state.rng != line.state.rng
    assert branch.state._replace(rng=0) == line.state._replace(rng=0)
    assert line.state.rng == line.states[-1].rng


def test_a_refused_action_raises_and_try_step_returns_the_refusal() -> None:
    line = Timeline(new_game())
    with pytest.raises(RejectedAction, match="choice_pending") as info:
        line.step(EndTurn())
    assert info.value.rejected.code == hsfp.Code.CHOICE_PENDING
    refused = line.try_step(EndTurn())
    assert refused.failure().code == hsfp.Code.CHOICE_PENDING
    assert line.try_step(Mulligan()).unwrap().cursor == 1


def _retained(build: object) -> int:
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = build() if callable(build) else None
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del kept
    return after - before


def test_a_long_timeline_retains_little_per_step() -> None:
    root = played(0, seed=11).state
    rnd = random.Random(11)
    steps = 0

    def build() -> list[Timeline]:
        nonlocal steps
        lines, line = [], Timeline(root)
        while steps < 1500:
            if hsfp.is_terminal(line.state):
                lines.append(line)
                line = line.branch(len(line) // 2, reseed=steps)  # play the second half again, differently
            line = line.step(uniform_random(line.state, rnd))
            steps += 1
        lines.append(line)
        return lines

    per_step = _retained(build) / steps
    assert per_step < 6 * 1024, f"{per_step:.0f} bytes retained per step"


def test_the_bench_counts_what_the_kept_timelines_hold() -> None:
    """`hsfp bench`'s timeline figure is what dropping the timelines frees: more than nothing, less with
    the first states kept, and no more than the process grew by over the run (caches fill meanwhile)."""
    retained, without_firsts, grown = timeline_memory(400)
    assert 0 < without_firsts.median < retained.median <= grown.median
    assert retained.median < 6 * 1024


def test_branches_cost_no_state_copies() -> None:
    line = played(60)
    per_branch = _retained(lambda: [line.branch(30) for _ in range(200)]) / 200
    assert per_branch < 1024, f"{per_branch:.0f} bytes per branch"
