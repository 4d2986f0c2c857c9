"""Determinism: the same seed, decks and actions give equal states and equal `state_hash`, step by step,
in this process and in another one (whatever its string-hash seed); different seeds usually differ.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

import hsfp.api as api
from hsfp.core.state import state_hash
from properties.strategies import (
    BASIC_POOL,
    Setup,
    accepted,
    game_settings,
    player_randoms,
    playout,
    setups,
    styles,
)

SUITE = "test_determinism"
ROOT = Path(__file__).resolve().parent.parent


@game_settings(50)
@given(setup=setups(), rnd=player_randoms(), style=styles())
def test_same_seed_decks_and_actions_give_equal_states(setup: Setup, rnd, style) -> None:
    """Replaying a random game's actions from a fresh `new_game` gives equal states, hashes, events and
    random draws at every step."""
    first = setup.start()
    again = setup.start()
    assert first == again and state_hash(first) == state_hash(again)
    played = playout(first, rnd, style=style, suite=SUITE)
    state = again
    for i, (action, expected, t_expected) in enumerate(
            zip(played.actions, played.states[1:], played.transitions, strict=True)):
        t = accepted(state, action)
        assert t.state == expected, f"the replay diverged at step {i} ({action!r})"
        assert state_hash(t.state) == state_hash(expected), f"equal states hash differently at step {i}"
        assert t.events == t_expected.events and t.draws == t_expected.draws, f"step {i} emitted differently"
        state = t.state
    assert api.is_terminal(state) and api.winner(state) == api.winner(played.final)
    # and the hash tells states apart: states of the game with one hash are one state
    by_hash: dict[str, object] = {}
    for s in played.states:
        assert by_hash.setdefault(state_hash(s), s) == s, "two different states have the same state_hash"


@game_settings(30)
@given(setup=setups(with_rules=False), rnd=player_randoms(), salt=st.integers(0, 2**64 - 1),
       at=st.integers(0, 60))
def test_reseeded_branches_are_reproducible_and_leave_the_game_alone(setup: Setup, rnd, salt: int,
                                                                     at: int) -> None:
    """A branch reseeded with a salt is the same branch every time, and the real game's state (its RNG
    included) is unchanged by it."""
    state = setup.start()
    for _ in range(at):
        if api.is_terminal(state):
            return
        state = accepted(state, rnd.choice(api.legal_actions(state))).state
    digest = state_hash(state)
    branch, branch_again = api.reseed(state, salt), api.reseed(state, salt)
    assert branch == branch_again and state_hash(branch) == state_hash(branch_again)
    assert state_hash(state) == digest
    if api.is_terminal(branch):
        return
    action = api.legal_actions(branch)[-1]
    assert accepted(branch, action) == accepted(branch_again, action)
    assert state_hash(state) == digest


def _deck(k: int) -> tuple[str, ...]:
    return tuple(BASIC_POOL[(k * 31 + 7 * i) % len(BASIC_POOL)] for i in range(30))


def test_different_seeds_usually_differ() -> None:
    """Over 40 seeds with the same decks and heroes, the new games (deck order, first player, hands) are
    nearly all different; as are the ends of games played by a fixed policy. (Not a law for one pair.)"""
    decks, heroes = (_deck(1), _deck(2)), ("HERO_03", "HERO_07")
    starts = {state_hash(api.new_game(decks, heroes, seed)) for seed in range(40)}
    assert len(starts) >= 38
    ends = {state_hash(_fixed_game(decks, heroes, seed)) for seed in range(12)}
    assert len(ends) >= 10


def _fixed_game(decks, heroes, seed):
    state = api.new_game(decks, heroes, seed)
    k = 0
    while not api.is_terminal(state):
        legal = api.legal_actions(state)
        state = api.apply_action(state, legal[k % len(legal)])
        k += 1
    return state


def _trace() -> list[list[str]]:
    """Returns the state hashes of two games played by a fixed policy (decks full of Tracking, so picks
    are pending along the way)."""
    out = []
    for seed, heroes in ((5, ("HERO_01", "HERO_05")), (11, ("HERO_05", "HERO_02"))):
        decks = (_deck(seed), ("VAN_DS1_184",) * 20 + _deck(seed + 1)[:10])
        state = api.new_game(decks, heroes, seed)
        hashes = [state_hash(state)]
        k = 0
        while not api.is_terminal(state):
            legal = api.legal_actions(state)
            state = api.apply_action(state, legal[(k * 7) % len(legal)])
            hashes.append(state_hash(state))
            k += 1
        out.append(hashes)
    return out


_CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
from properties.test_determinism import _trace
print(json.dumps(_trace()))
"""


def _trace_in_child(hash_seed: str) -> list[list[str]]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run([sys.executable, "-c", _CHILD, str(ROOT)], env=env, capture_output=True, text=True,
                          timeout=120, check=False, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def test_state_hash_is_the_same_in_any_process() -> None:
    """Processes with different string-hash seeds play the same games through the same sequence of state
    hashes as this one: no hash order, no object address, no process state leaks into a state."""
    here = _trace()
    assert all(len(h) > 20 for h in here)
    assert _trace_in_child("1") == here
    assert _trace_in_child("4242") == here
