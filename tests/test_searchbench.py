"""The search bench's plain UCT: on hsfp it returns a legal action of the root, keeping states and
replaying paths are the same search on a pure engine, and the rollout-length figure counts whole games."""

from __future__ import annotations

import random

import pytest

from hsfp import api
from hsfp.searchbench import HsfpEngine, hsfp_midgame, rollout_lengths, search_bench, uct, variant_rate


def test_uct_returns_a_legal_action_of_the_root() -> None:
    root = hsfp_midgame(3)
    action = uct(HsfpEngine(), root, 30, "turn", random.Random(0), keep_states=True)
    assert action in api.legal_actions(root)


def test_keeping_states_and_replaying_the_path_are_the_same_search_on_values() -> None:
    # the same random draws in the same order, and a replayed path reaches equal states
    root = hsfp_midgame(4)
    for rollout in ("turn", 5):
        kept = uct(HsfpEngine(), root, 40, rollout, random.Random(7), keep_states=True)
        replayed = uct(HsfpEngine(), root, 40, rollout, random.Random(7), keep_states=False)
        assert kept == replayed


def test_rollout_lengths_count_the_actions_of_whole_games() -> None:
    (figure,) = rollout_lengths(None, rounds=2, rollouts=2)
    assert figure.rollout == "game"
    assert figure.q1 <= figure.median <= figure.q3
    # a game from turn 8 lasts at least a few turns: an end of turn each
    assert figure.q1 >= 4


def test_the_tally_counts_every_action_the_rollouts_play() -> None:
    root = hsfp_midgame(5)
    # end-of-turn rollouts from a root that is not over: each plays at least the end of the turn
    tally: list[int] = []
    uct(HsfpEngine(), root, 25, "turn", random.Random(1), keep_states=True, tally=tally)
    (played,) = tally
    assert 25 <= played < 25 * 200
    # rollouts of a fixed length play that many actions each, fewer only where the game ended
    fixed: list[int] = []
    uct(HsfpEngine(), root, 25, 3, random.Random(1), keep_states=True, tally=fixed)
    assert 0 < fixed[0] <= 75
    # the same search replayed from the root counts the same actions
    replayed: list[int] = []
    uct(HsfpEngine(), root, 25, 3, random.Random(1), keep_states=False, tally=replayed)
    assert replayed == fixed


def test_the_search_bench_reports_rollout_actions_with_their_unit() -> None:
    figures, ratios = search_bench(None, iterations=6, rounds=2, rollouts=(2,))
    by_name = {f.name: f for f in figures}
    assert by_name["hsfp uct"].unit == "it/s"
    counted = by_name["rollout actions per iteration, hsfp uct"]
    # two actions a rollout, fewer only where a game ended inside one
    assert counted.unit == "actions"
    assert 0 < counted.q1 <= counted.median <= counted.q3 <= 2
    assert ratios == []  # no reference engine, nothing to compare with



def test_the_mcts_row_counts_the_iterations_its_search_ran(monkeypatch: pytest.MonkeyPatch) -> None:
    # the agents' search stops early once its choice is settled: the row's rate is by the iterations it
    # ran (here 17 of a budget of 40, in 2 seconds), not by its budget
    from hsfp.agents import mcts
    from hsfp.agents.search import Budget, Rollout
    from hsfp.searchbench import _mcts_rate

    asked: list[tuple[Budget, object]] = []

    def search(state: object, rng: object, budget: Budget, until: object, c: float) -> tuple[None, int]:
        asked.append((budget, until))
        return None, 17

    clock = iter((10.0, 12.0))
    monkeypatch.setattr(mcts, "search", search)
    monkeypatch.setattr("hsfp.searchbench.time.process_time", lambda: next(clock))
    assert _mcts_rate(hsfp_midgame(3), 40, "game", random.Random(2)) == 17 / 2.0
    # the bench's rollout names reach the agents' search as its own (it tells a game rollout by identity)
    assert asked == [(Budget(iterations=40), Rollout.GAME)]
    assert asked[0][1] is Rollout.GAME



def test_a_variant_the_bench_does_not_know_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="no such search variant here: 'greedy'"):
        variant_rate("greedy", None, 4, 2, 1, 0)


def test_a_variant_runs_from_its_round_seed_alone() -> None:
    # a worker process makes the round's root from its seed: the same search, the same rollout actions
    from hsfp.searchbench import HSFP_UCT

    _, first = variant_rate(HSFP_UCT, None, 6, 3, 2, 1)
    _, again = variant_rate(HSFP_UCT, None, 6, 3, 2, 1)
    tally: list[int] = []
    uct(HsfpEngine(), hsfp_midgame(2), 6, 3, random.Random(1), keep_states=True, tally=tally)
    assert first == again == tally[0] > 0
