"""The research faces load in the libraries researchers use: OpenSpiel, PettingZoo and Gymnasium."""

from __future__ import annotations

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")
gymnasium = pytest.importorskip("gymnasium")

import hsfp  # noqa: E402
import hsfp.envs  # noqa: E402
import hsfp.openspiel  # noqa: E402
from hsfp.views import encode  # noqa: E402

SHORT = {"max_turns": 12, "seed": 5}  # games end in a forced draw at turn 12 at the latest: tests stay short


def test_openspiel_random_simulation_test_passes() -> None:
    game = pyspiel.load_game("hsfp", SHORT)
    pyspiel.random_sim_test(game, num_sims=3, serialize=False, verbose=False)


def test_openspiel_game_is_sequential_imperfect_zero_sum_with_sampled_chance() -> None:
    t = pyspiel.load_game("hsfp").get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert t.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert pyspiel.load_game("hsfp").num_distinct_actions() == encode.NUM_ACTIONS


def test_openspiel_clone_shares_the_state_value_and_does_not_disturb_the_original() -> None:
    game = pyspiel.load_game("hsfp", SHORT)
    state = game.new_initial_state()
    before = state.hsfp_state
    copy = state.clone()
    assert copy.hsfp_state is before  # O(1): the value is shared, never copied
    copy.apply_action(copy.legal_actions()[0])
    assert state.hsfp_state is before and copy.hsfp_state is not before


def test_openspiel_serialize_round_trips_through_the_state_document() -> None:
    game = pyspiel.load_game("hsfp", SHORT)
    state = game.new_initial_state()
    for _ in range(12):
        state.apply_action(state.legal_actions()[-1])
    again = game.deserialize_state(state.serialize())
    assert again.hsfp_state == state.hsfp_state
    assert again.legal_actions() == state.legal_actions()


def test_openspiel_resample_keeps_the_players_view() -> None:
    game = pyspiel.load_game("hsfp", SHORT)
    state = game.new_initial_state()
    for _ in range(6):
        state.apply_action(state.legal_actions()[0])
    p = state.current_player()
    other = state.resample_from_infostate(p, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert other.information_state_string(p) == state.information_state_string(p)
    assert other.legal_actions() == state.legal_actions()
    assert np.array_equal(other.observation_tensor(p), state.observation_tensor(p))


def test_openspiel_ismcts_bot_plays_full_games_against_mcts_bot() -> None:
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("hsfp", SHORT)
    rng = np.random.RandomState(7)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bots = [ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=4, random_state=rng),
            mcts.MCTSBot(game, uct_c=2.0, max_simulations=4, evaluator=evaluator, random_state=rng)]
    finished = 0
    for g in range(20):
        state = game.new_initial_state()
        while not state.is_terminal():
            player = state.current_player()
            bot = bots[(player + g) % 2]  # seats swapped every other game
            state.apply_action(bot.step(state))
        assert sum(state.returns()) == 0
        finished += 1
    assert finished == 20


def test_pettingzoo_api_test_passes() -> None:
    from pettingzoo.test import api_test

    api_test(hsfp.envs.aec_env(max_turns=12), num_cycles=300)


def test_pettingzoo_illegal_index_ends_the_game_against_the_offender() -> None:
    env = hsfp.envs.aec_env(max_turns=12)
    env.reset(seed=3)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    env.step(illegal)
    assert all(env.terminations.values())
    assert env.rewards[agent] == -1


def test_gymnasium_duel_passes_check_env() -> None:
    from gymnasium.utils.env_checker import check_env

    env = gymnasium.make("hsfp/Duel-v0", opponent="random", max_turns=12)
    check_env(env.unwrapped, skip_render_check=True)


def test_gymnasium_duel_plays_to_the_end_with_masked_random_actions() -> None:
    env = gymnasium.make("hsfp/Duel-v0", opponent="random", max_turns=12)
    obs, _ = env.reset(seed=11)
    rng = np.random.default_rng(0)
    done, steps, reward = False, 0, 0.0
    while not done:
        legal = np.flatnonzero(obs["action_mask"])
        obs, reward, done, truncated, info = env.step(int(rng.choice(legal)))
        assert not truncated and "illegal_action" not in info
        steps += 1
    assert reward in (-1.0, 0.0, 1.0) and steps > 0


def test_gymnasium_illegal_index_ends_the_episode_with_a_penalty() -> None:
    env = gymnasium.make("hsfp/Duel-v0", opponent="random", max_turns=12)
    obs, _ = env.reset(seed=2)
    before = env.unwrapped.state
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert terminated and reward == -1.0 and info["illegal_action"]
    assert env.unwrapped.state is before
