"""The agents: spec strings, the evaluation function, and what each agent does in positions a player can
judge (a lethal attack is taken; the same seed gives the same choice; the game's own stream is never
used)."""

from __future__ import annotations

import random

import pytest

import hsfp
from hsfp import Attack, EndTurn, Zone, testing
from hsfp.agents import KINDS, Agent, first_playable, make, split_specs, uniform_random
from hsfp.agents.beam import Beam
from hsfp.agents.evaluation import WIN, evaluate, win_probability
from hsfp.agents.greedy import Greedy
from hsfp.agents.ismcts import Ismcts
from hsfp.agents.mcts import Mcts
from hsfp.agents.search import Budget, Rollout, action_key, rollout
from hsfp.core.state import GameState
from hsfp.decks import card_pool, random_deck

YETI = "VAN_CS2_182"  # Chillwind Yeti, 4/5
RAPTOR = "VAN_CS2_172"  # Bloodfen Raptor, 3/2

#: Small budgets of every kind of agent.
SMALL = ("random", "first-playable", "greedy", "beam:width=2,depth=3", "mcts:iterations=12",
         "mcts:iterations=6,rollout=end", "mcts:iterations=6,rollout=game", "mcts:iterations=6,rollout=0",
         "ismcts:iterations=12,determinizations=3")


def midgame(seed: int, steps: int = 40) -> GameState:
    """Returns a random game after some random actions (Basic and Classic decks)."""
    rng = random.Random(seed)
    s = hsfp.new_game((random_deck(rng), random_deck(rng)), ("HERO_08", "HERO_01"), seed=seed)
    for _ in range(steps):
        if hsfp.is_terminal(s):
            break
        s = hsfp.apply_action(s, uniform_random(s, rng))
    return s


def lethal() -> tuple[GameState, Attack]:
    """Returns a position where player 0's Yeti can kill the enemy hero (4 health left) and the attack."""
    s = testing.scenario(mana=0)
    s, yeti = testing.put(s, 0, YETI, Zone.PLAY)
    s, _ = testing.put(s, 1, RAPTOR, Zone.PLAY)
    enemy = hsfp.hero(s, 1)
    s = testing.set_tag(s, enemy, hsfp.Tag.DAMAGE, 26)
    return s, Attack(yeti, enemy)


# ----------------------------------------------------------------------------------------------- specs


def test_make_builds_each_kind_with_its_budget() -> None:
    assert make("mcts:iterations=400") == Mcts(Budget(iterations=400))
    assert make("mcts:seconds=0.5,rollout=turn") == Mcts(Budget(seconds=0.5), Rollout.TURN)
    assert make("mcts:iterations=10,rollout=game,c=1.5") == Mcts(Budget(iterations=10), Rollout.GAME, 1.5)
    assert make("ismcts:iterations=200") == Ismcts(Budget(iterations=200))
    assert make("ismcts:seconds=0.5").budget == Budget(seconds=0.5)
    assert make("ismcts:iterations=50,horizon=turn,rollout=turn") == Ismcts(Budget(iterations=50), Rollout.TURN,
                                                                            one_turn=True)
    assert make("beam:width=4") == Beam(width=4)
    assert make("greedy") == Greedy()
    assert make("random") is uniform_random
    assert set(KINDS) >= {"random", "greedy", "beam", "mcts", "ismcts"}


@pytest.mark.parametrize(("spec", "named"), [
    ("alphazero", "alphazero"), ("mcts:iterations=ten", "iterations"), ("mcts:iterations=0", "iterations"),
    ("mcts:seconds=-1", "seconds"), ("mcts:rollout=forever", "rollout"), ("greedy:width=2", "width"),
    ("beam:width", "width"), ("ismcts:horizon=forever", "horizon"), ("mcts:iterations=1,iterations=2", "iterations"),
    ("", "''"),
])
def test_a_bad_spec_is_refused_naming_the_problem(spec: str, named: str) -> None:
    with pytest.raises(ValueError, match=named):
        make(spec)


def test_a_list_of_specs_splits_where_a_new_agent_starts() -> None:
    assert split_specs("mcts:iterations=200,greedy,random") == ["mcts:iterations=200", "greedy", "random"]
    assert split_specs("ismcts:iterations=200,greedy") == ["ismcts:iterations=200", "greedy"]
    assert split_specs("mcts:seconds=0.5,rollout=turn,beam:width=2") == ["mcts:seconds=0.5,rollout=turn",
                                                                          "beam:width=2"]
    assert split_specs("mcts:seconds=0.5,rollout=turn;greedy random") == ["mcts:seconds=0.5,rollout=turn",
                                                                          "greedy", "random"]


# ------------------------------------------------------------------------------------------ evaluation


def test_the_evaluation_is_zero_sum_and_prefers_material() -> None:
    for seed in range(4):
        s = midgame(seed)
        assert evaluate(s, 0) == pytest.approx(-evaluate(s, 1))
        assert 0.0 < win_probability(s, 0) < 1.0
    base = testing.scenario()
    ahead, _ = testing.put(base, 0, YETI, Zone.PLAY)
    assert evaluate(ahead, 0) > evaluate(base, 0)
    hurt = testing.set_tag(base, hsfp.hero(base, 0), hsfp.Tag.DAMAGE, 10)
    assert evaluate(hurt, 0) < evaluate(base, 0)


def test_a_won_game_is_worth_the_most() -> None:
    s, attack = lethal()
    won = hsfp.apply_action(s, attack)
    assert hsfp.winner(won) == 0
    assert evaluate(won, 0) == WIN and evaluate(won, 1) == -WIN
    assert win_probability(won, 0) == 1.0 and win_probability(won, 1) == 0.0


# ---------------------------------------------------------------------------------------------- agents


@pytest.mark.parametrize("spec", SMALL)
def test_every_agent_returns_a_legal_action(spec: str) -> None:
    agent = make(spec)
    for seed in range(3):
        s = midgame(seed, steps=10 + 15 * seed)
        if not hsfp.is_terminal(s):
            action = agent(s, random.Random(seed))
            assert hsfp.step(s, action).value_or(None) is not None, f"{spec} chose a refused {action}"


@pytest.mark.parametrize("spec", ["greedy", "beam:width=2,depth=3", "mcts:iterations=60", "ismcts:iterations=60"])
def test_a_search_agent_takes_lethal(spec: str) -> None:
    s, attack = lethal()
    assert {attack, EndTurn()} <= set(hsfp.legal_actions(s))
    assert make(spec)(s, random.Random(3)) == attack


@pytest.mark.parametrize("spec", [s for s in SMALL if s != "random"])
def test_the_same_seed_gives_the_same_choice(spec: str) -> None:
    agent = make(spec)
    s = midgame(5, steps=25)
    assert agent(s, random.Random(11)) == agent(s, random.Random(11))


@pytest.mark.parametrize("spec", ["greedy", "beam:width=2,depth=3", "mcts:iterations=20", "ismcts:iterations=20"])
def test_an_agent_leaves_the_game_stream_alone(spec: str) -> None:
    """The real game's next random outcomes are the same whether or not an agent thought about them."""
    s = midgame(7, steps=30)
    before = s
    make(spec)(s, random.Random(1))
    end = hsfp.legal_actions(s)[-1]
    assert s == before
    assert hsfp.step(s, end).unwrap().draws == hsfp.step(before, end).unwrap().draws


def test_the_agents_beat_random_play() -> None:
    """Greedy and beam beat uniform random play from both seats over a few games."""
    for agent in (make("greedy"), make("beam:width=2,depth=4")):
        for game in range(2):
            assert play(agent, uniform_random, seed=game) == 0
            assert play(uniform_random, agent, seed=game) == 1


def play(a: Agent, b: Agent, seed: int) -> int | None:
    """Returns the winner of a game between two agents on random decks of the Basic pool."""
    rng = random.Random(seed)
    pool = card_pool(basic_only=True)
    s = hsfp.new_game((random_deck(rng, pool), random_deck(rng, pool)), ("HERO_08", "HERO_01"), seed=seed)
    agents, rngs = (a, b), (random.Random(seed), random.Random(seed + 1))
    while not hsfp.is_terminal(s):
        p = hsfp.current_player(s)
        s = hsfp.apply_action(s, agents[p](s, rngs[p]))
    return hsfp.winner(s)


def test_a_turn_rollout_stops_at_the_next_turn() -> None:
    s = midgame(3, steps=20)
    end = rollout(s, random.Random(0), Rollout.TURN)
    assert end.turn == s.turn + 1 or hsfp.is_terminal(end)
    assert rollout(s, random.Random(0), Rollout.GAME).status == hsfp.Status.OVER
    ended = rollout(s, random.Random(0), Rollout.END)
    assert ended == hsfp.apply_action(s, EndTurn()) or s.pending is not None


def test_an_action_key_names_a_card_not_an_entity() -> None:
    s = testing.scenario()
    s, first = testing.put(s, 0, YETI, Zone.HAND)
    s, second = testing.put(s, 0, YETI, Zone.HAND)
    s, raptor = testing.put(s, 0, RAPTOR, Zone.HAND)
    play_first, play_second, play_raptor = (hsfp.PlayCard(e) for e in (first, second, raptor))
    assert action_key(s, play_first) == action_key(s, play_second) != action_key(s, play_raptor)


WRATH = "VAN_EX1_154"  # Choose One: 3 damage to a minion, or 1 damage to a minion and draw a card
POWER_OF_THE_WILD = "VAN_EX1_160"  # Choose One: summon a 3/2 Panther, or give your minions +1/+1


def test_first_playable_plays_a_choose_one_card_with_a_choice_it_can_make() -> None:
    """Wrath is the first card in hand: with an enemy minion to aim at, it is played with one of its two
    choices at that minion, and the play is legal; with no minion anywhere, neither choice can be made and
    the policy goes on to the next card."""
    s = testing.scenario()
    s, wrath = testing.put(s, 0, WRATH, Zone.HAND)
    s, yeti = testing.put(s, 0, YETI, Zone.HAND)
    assert first_playable(s, random.Random(0)) == hsfp.PlayCard(yeti)  # Wrath has no target yet
    s, raptor = testing.put(s, 1, RAPTOR, Zone.PLAY)
    picks = {first_playable(s, random.Random(seed)) for seed in range(20)}
    assert picks == {hsfp.PlayCard(wrath, raptor, None, 0), hsfp.PlayCard(wrath, raptor, None, 1)}
    for pick in picks:
        assert hsfp.step(s, pick).unwrap().state.rows[raptor] != s.rows[raptor]  # damaged (or killed)


def test_first_playable_makes_only_the_choices_a_choose_one_card_allows() -> None:
    """Power of the Wild with a full board: the Panther cannot be summoned, so it is played to buff."""
    s = testing.scenario()
    s, card = testing.put(s, 0, POWER_OF_THE_WILD, Zone.HAND)
    for _ in range(7):
        s, _ = testing.put(s, 0, RAPTOR, Zone.PLAY)
    assert {first_playable(s, random.Random(seed)) for seed in range(10)} == {hsfp.PlayCard(card, None, None, 1)}
