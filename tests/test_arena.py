"""The arena: a round robin with seats swapped, intervals and Elo that mean what they say, the same
results in any number of processes, and the command's table and JSON lines."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hsfp import arena, cli
from hsfp.arena import GameResult, Match, derive_seed, elo, schedule, wilson

FAST = ["random", "first-playable", "greedy"]


def result(index: int, agents: tuple[str, str], winner: int | None, first: int = 0) -> GameResult:
    """Returns a made-up result of one game (seat 0 and seat 1 agents, the winning seat)."""
    return GameResult(index, 0, index, agents, ("HERO_01", "HERO_02"), index, first, winner, 10, 50, None)


def test_wilson_interval_matches_the_textbook_values() -> None:
    low, high = wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(90, 100)[0] > 0.82  # 90% of 100 games is clearly above 80%


def test_every_pair_plays_its_games_with_seats_swapped_every_other_game() -> None:
    matches = schedule(["a", "b", "c"], 4, seed=1, decks=("class", "class"))
    assert len(matches) == 3 * 4
    assert [m.index for m in matches] == list(range(12))
    pairs = {frozenset(m.agents) for m in matches}
    assert pairs == {frozenset("ab"), frozenset("ac"), frozenset("bc")}
    first_pair = [m.agents for m in matches if m.pair == 0]
    assert first_pair == [("a", "b"), ("b", "a"), ("a", "b"), ("b", "a")]


def test_both_games_of_a_two_share_the_deal_with_seats_swapped() -> None:
    games = arena.run(schedule(["random", "first-playable"], 4, seed=3, decks=("class", "class")))
    for a, b in ((games[0], games[1]), (games[2], games[3])):
        assert a.heroes == b.heroes and a.seed == b.seed and a.first == b.first
        assert a.agents == tuple(reversed(b.agents))
    assert games[0].seed != games[2].seed


def test_seeds_are_full_width_and_differ_per_game() -> None:
    seeds = {derive_seed(1, pair, game) for pair in range(3) for game in range(50)}
    assert len(seeds) == 150
    assert max(seeds) >= 2**100
    assert derive_seed(1, 0, 0) != derive_seed(2, 0, 0)


def test_a_class_deck_holds_only_its_class_and_neutrals() -> None:
    import random

    from hsfp.core.registry import CARDS

    deck = arena.deck_for("class", "HERO_08", random.Random(0))  # Jaina: a mage
    assert len(deck) == 30
    assert {CARDS[c].card_class for c in deck} <= {CARDS["HERO_08"].card_class, 12}
    assert any(CARDS[c].card_class == CARDS["HERO_08"].card_class for c in deck)


def test_elo_ranks_the_stronger_agent_higher_and_equal_agents_equal() -> None:
    strong = [result(i, ("a", "b") if i % 2 == 0 else ("b", "a"), 0 if i % 2 == 0 else 1) for i in range(20)]
    ratings = elo(["a", "b"], strong)
    assert ratings["a"] > ratings["b"] + 200
    assert ratings["a"] + ratings["b"] == pytest.approx(3000)
    even = [result(i, ("a", "b"), i % 2) for i in range(20)]
    ratings = elo(["a", "b"], even)
    assert ratings["a"] == pytest.approx(ratings["b"])


def test_elo_is_transitive_over_a_round_robin() -> None:
    games: list[GameResult] = []
    for better, worse, wins in (("a", "b", 7), ("b", "c", 7), ("a", "c", 9)):
        for k in range(10):
            games.append(result(len(games), (better, worse), 0 if k < wins else 1))
    ratings = elo(["a", "b", "c"], games)
    assert ratings["a"] > ratings["b"] > ratings["c"]


def test_the_summary_counts_wins_draws_and_the_first_player_split() -> None:
    games = [result(0, ("a", "b"), 0, first=0), result(1, ("b", "a"), 0, first=1),
             result(2, ("a", "b"), None, first=1), result(3, ("b", "a"), 0, first=0)]
    (s,) = arena.summarise(["a", "b"], games)
    assert (s.games, s.wins_a, s.wins_b, s.draws) == (4, 1, 2, 1)
    assert s.score_a == pytest.approx(1.5 / 4)
    assert s.score_a_first == (1.0, 2)  # a played first in games 0 (won) and 1 (lost)
    assert s.score_a_second == (0.5, 2)  # and second in games 2 (a draw) and 3 (lost)


def test_several_processes_give_the_same_results_as_one() -> None:
    matches = schedule(FAST, 2, seed=5, decks=("basic", "class"))
    assert arena.run(matches, jobs=2) == arena.run(matches, jobs=1)


def test_the_command_prints_the_table_and_writes_every_game(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games.jsonl"
    code = cli.main(["arena", "--agents", "mcts:iterations=3,rollout=0,random", "--games", "2", "--seed", "1",
                     "--jsonl", str(out), "--quiet"])
    assert code == 0
    text = capsys.readouterr().out
    assert "[95%]" in text and "Elo" in text and "mcts:iterations=3,rollout=0" in text
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 2
    assert {tuple(x["agents"]) for x in lines} == {("mcts:iterations=3,rollout=0", "random"),
                                                   ("random", "mcts:iterations=3,rollout=0")}
    assert all({"winner", "turns", "seed", "first"} <= set(x) for x in lines)


def test_the_command_refuses_a_bad_agent_before_playing(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["arena", "--agents", "greedy,mcts:iterations=lots", "--games", "2", "--quiet"]) == 2
    assert "iterations" in capsys.readouterr().err


def test_selfplay_takes_two_agents(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["selfplay", "--games", "2", "--seed", "1", "--agents", "greedy,random", "--quiet"]) == 0
    assert "wins player 0" in capsys.readouterr().out


def test_a_match_is_a_value_a_process_can_take() -> None:
    import pickle

    m = Match(0, 0, 0, ("greedy", "random"), ("class", "class"), 1)
    assert pickle.loads(pickle.dumps(m)) == m
