"""hsfp as an OpenSpiel game: importing this module registers the game ``"hsfp"`` with pyspiel.

The game is sequential, imperfect-information, zero-sum and rewards only at the end; its chance is
*sampled* (``kSampledStochastic``): every random draw comes from the generator inside the hsfp state, so
there are no chance nodes and ``clone`` shares the state value (O(1)). Actions are the indices of
`hsfp.views.encode`; observations and information states are its tensors, built from what the player
may see. ``resample_from_infostate`` is `hsfp.resample`, so OpenSpiel's ``ISMCTSBot`` searches honestly.

Parameters (all optional): ``deck0``/``deck1`` (``basic``, ``random``, or card ids joined by commas),
``hero0``/``hero1`` (hero card ids), ``max_turns`` and ``seed`` (each new initial state is the next game
of that seed's stream).

>>> import pyspiel, hsfp.openspiel
>>> game = pyspiel.load_game("hsfp", {"seed": 3})
>>> state = game.new_initial_state()
>>> state.current_player(), state.is_terminal()
(0, False)

OpenSpiel's ``random_sim_test`` must be run with ``serialize=False``: for a game of sampled chance it
asks the game for the state of its own C++ generator, which a game written in Python cannot provide.
States serialise through ``state.serialize()`` / ``game.deserialize_state(text)`` (the JSON document of
the hsfp state).
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import numpy as np
import pyspiel

from hsfp import api
from hsfp.core.state import GameState, Rules
from hsfp.decks import parse_deck
from hsfp.observation import observation
from hsfp.serialize import from_json, to_json
from hsfp.views import encode
from hsfp.views.resample import resample

GAME_NAME = "hsfp"
_DEFAULTS: dict[str, Any] = {
    "deck0": "basic", "deck1": "basic", "hero0": "HERO_08", "hero1": "HERO_01",
    "max_turns": Rules().max_turns, "seed": 0,
}
#: A bound on the actions of one game, for OpenSpiel's game information (the engine ends every game in a
#: forced draw at its turn limit; a turn of more than 100 actions does not occur in practice).
_MAX_GAME_LENGTH = 100 * Rules().max_turns

_TYPE = pyspiel.GameType(
    short_name=GAME_NAME,
    long_name="hsfp: a Hearthstone-style card game",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS,
)
_INFO = pyspiel.GameInfo(
    num_distinct_actions=encode.NUM_ACTIONS,
    max_chance_outcomes=0,
    num_players=2,
    min_utility=-1.0,
    max_utility=1.0,
    utility_sum=0.0,
    max_game_length=_MAX_GAME_LENGTH,
)


class _Frozen:
    """Holds an immutable hsfp state so that OpenSpiel's clone (a deep copy of the Python state's
    attributes) shares it instead of copying it."""

    __slots__ = ("value",)

    def __init__(self, value: GameState) -> None:
        self.value = value

    def __deepcopy__(self, memo: dict[int, object]) -> _Frozen:
        return self

    def __copy__(self) -> _Frozen:
        return self


class HsfpGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game: makes initial states from the decks, heroes and seed of its parameters."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__(_TYPE, _INFO, params or {})
        p = {**_DEFAULTS, **self.get_parameters()}
        deck_rng = random.Random(int(p["seed"]))
        self.decks = (parse_deck(str(p["deck0"]), deck_rng), parse_deck(str(p["deck1"]), deck_rng))
        self.heroes = (str(p["hero0"]), str(p["hero1"]))
        self.rules = Rules(max_turns=int(p["max_turns"]))
        self.seed = int(p["seed"])
        self._games = itertools.count()

    def new_initial_state(self) -> HsfpState:
        """Returns the next new game of this game's seed, at the first mulligan."""
        seed = (self.seed << 64) | next(self._games)
        return HsfpState(self, api.new_game(self.decks, self.heroes, seed=seed, rules=self.rules))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> HsfpObserver:
        """Returns an observer: the information state tensor with perfect recall, else the observation."""
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return HsfpObserver(perfect_recall, params)

    def deserialize_state(self, text: str) -> HsfpState:
        """Returns the state a `HsfpState.serialize` text holds."""
        return HsfpState(self, from_json(text))


class HsfpState(pyspiel.State):  # type: ignore[misc]
    """One hsfp state behind OpenSpiel's State interface; the value itself is never copied."""

    def __init__(self, game: HsfpGame, state: GameState) -> None:
        super().__init__(game)
        self._state = _Frozen(state)

    @property
    def hsfp_state(self) -> GameState:
        """Returns the hsfp state this OpenSpiel state stands for."""
        return self._state.value

    def current_player(self) -> int:
        """Returns the player to act, or OpenSpiel's TERMINAL."""
        s = self._state.value
        return int(pyspiel.PlayerId.TERMINAL) if api.is_terminal(s) else api.current_player(s)

    def _legal_actions(self, player: int) -> list[int]:
        s = self._state.value
        if api.is_terminal(s) or player != api.current_player(s):
            return []
        return sorted(encode.action_index(s, a) for a in api.legal_actions(s))

    def _apply_action(self, action: int) -> None:
        s = self._state.value
        self._state = _Frozen(api.apply_action(s, encode.index_action(s, int(action))))

    def _action_to_string(self, player: int, action: int) -> str:
        try:
            return repr(encode.index_action(self._state.value, int(action)))
        except ValueError:
            return f"action {action} (not legal here)"

    def is_terminal(self) -> bool:
        """Returns whether the game is over."""
        return api.is_terminal(self._state.value)

    def returns(self) -> list[float]:
        """Returns each player's outcome: 1 for a win, -1 for a loss, 0 for a draw or a running game."""
        return list(api.returns(self._state.value))

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> HsfpState:
        """Returns a state the player cannot tell from this one, everything hidden from it drawn afresh
        (the sampler's uniform draws make the seed)."""
        seed = int(probability_sampler() * 2**53) << 53 | int(probability_sampler() * 2**53)
        return HsfpState(self.get_game(), resample(self._state.value, player_id, seed))

    def information_state_string(self, player: int | None = None) -> str:
        """Returns what the player may see now, as text (the key of its information set)."""
        return _observation_string(self._state.value, self._viewer(player))

    def observation_string(self, player: int | None = None) -> str:
        """Returns what the player may see now, as text."""
        return _observation_string(self._state.value, self._viewer(player))

    def serialize(self) -> str:
        """Returns the state as the JSON document of the hsfp state."""
        return to_json(self._state.value)

    def __str__(self) -> str:
        s = self._state.value
        return f"hsfp state, turn {s.turn}, player {api.current_player(s)} to act, hash {api.state_hash(s)}"

    def _viewer(self, player: int | None) -> int:
        return api.current_player(self._state.value) if player is None or player < 0 else int(player)


def _observation_string(state: GameState, player: int) -> str:
    return repr(observation(state, player))


class HsfpObserver:
    """OpenSpiel's Python observer: a flat float32 tensor (and a dict view of it) for one player."""

    def __init__(self, perfect_recall: bool, params: Any) -> None:
        if params:
            raise ValueError(f"the hsfp observer takes no parameters, got {params!r}")
        self._perfect_recall = perfect_recall
        shape = encode.INFORMATION_STATE_SHAPE if perfect_recall else encode.OBSERVATION_SHAPE
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state: HsfpState, player: int) -> None:
        """Fills the tensor with what the player may see of the state."""
        s = state.hsfp_state
        t = (encode.information_state_tensor(s, player) if self._perfect_recall
             else encode.observation_tensor(s, player))
        self.tensor[:] = np.ravel(t)

    def string_from(self, state: HsfpState, player: int) -> str:
        """Returns what the player may see of the state, as text."""
        return _observation_string(state.hsfp_state, player)


pyspiel.register_game(_TYPE, HsfpGame)

__all__ = ["GAME_NAME", "HsfpGame", "HsfpObserver", "HsfpState"]
