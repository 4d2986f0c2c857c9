"""The action space and the tensors over random games: at every state, the legal mask holds one index per
legal action and each index maps back to its action; tensors keep their shape and dtype, stay finite,
and depend on the observation only (states the player cannot tell apart encode alike).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from hsfp.core.actions import Action
from hsfp.core.state import GameState
from hsfp.core.tags import N_ZONES, Zone
from hsfp.observation import observation, observed_in_part
from hsfp.views.encode import (
    INFORMATION_STATE_SHAPE,
    NUM_ACTIONS,
    OBSERVATION_SHAPE,
    action_index,
    encode_information_state,
    encode_observation,
    index_action,
    information_state_tensor,
    legal_mask,
    observation_tensor,
)
from properties.strategies import (
    Setup,
    aux_randoms,
    decks,
    game_settings,
    player_randoms,
    playout,
    setups,
    styles,
    tracking_decks,
)

SUITE = "test_encode"

Resample = Callable[[GameState, int, int], GameState]


def _resampler() -> Resample | None:
    try:
        from hsfp.views.resample import resample
    except ImportError:  # determinization is optional here: the permuted states below still check the law
        return None
    return lambda s, p, k: resample(s, p, k)


RESAMPLE = _resampler()


def permuted(state: GameState, viewer: int, rnd: random.Random) -> GameState:
    """The state with what `viewer` cannot order shuffled: the opponent's hand and both decks."""
    zones = list(state.zones)
    for p, z in ((1 - viewer, Zone.HAND), (0, Zone.DECK), (1, Zone.DECK)):
        i = p * N_ZONES + int(z)
        order = list(zones[i])
        rnd.shuffle(order)
        zones[i] = tuple(order)
    return state._replace(zones=tuple(zones))


def check_actions(state: GameState, legal: tuple[Action, ...]) -> None:
    """One index per legal action, each mapping back to it, and the mask holds exactly those."""
    mask = legal_mask(state)
    assert mask.shape == (NUM_ACTIONS,) and mask.dtype == np.bool_
    assert int(mask.sum()) == len(set(legal))
    for a in legal:
        i = action_index(state, a)
        assert mask[i], f"{a!r} is legal but its index {i} is not in the mask"
        assert index_action(state, i) == a
    assert {index_action(state, int(i)) for i in np.flatnonzero(mask)} == set(legal)


def check_tensors(state: GameState, viewer: int, rnd: random.Random) -> None:
    """Constant shapes and dtypes, finite values, and equal tensors from equal observations."""
    obs = observation(state, viewer)
    t, info = observation_tensor(state, viewer), information_state_tensor(state, viewer)
    assert t.shape == OBSERVATION_SHAPE and info.shape == INFORMATION_STATE_SHAPE
    assert t.dtype == np.float32 and info.dtype == np.float32
    assert np.isfinite(info).all()
    assert np.array_equal(info[:OBSERVATION_SHAPE[0]], t)
    # the observation tensor reads the observation in part: the very views and fields of the whole one,
    # and the same tensor as the whole one encodes to
    assert np.array_equal(t, encode_observation(obs)) and np.array_equal(info, encode_information_state(obs))
    part = observed_in_part(state, viewer)
    assert set(part.entities) <= set(obs.entities)
    assert part._replace(entities=(), own_deck=()) == obs._replace(entities=(), own_deck=())
    twin = permuted(state, viewer, rnd)
    assert observation(twin, viewer) == obs, "permuting hidden zones changed what the viewer sees"
    others = [twin]
    if RESAMPLE is not None:
        resampled = RESAMPLE(state, viewer, rnd.getrandbits(64))
        if observation(resampled, viewer) == obs:  # the resampler's own suite checks that it always is
            others.append(resampled)
    for other in others:
        assert np.array_equal(observation_tensor(other, viewer), t)
        assert np.array_equal(information_state_tensor(other, viewer), info)


@game_settings(30)
@given(setup=setups(deck=st.one_of(decks(), tracking_decks(8))), rnd=player_randoms(), style=styles(),
       aux=aux_randoms())
def test_the_mask_and_the_indices_agree_with_the_legal_actions(setup: Setup, rnd: random.Random, style: str,
                                                               aux: random.Random) -> None:
    """At every state of a random game: as many mask entries as distinct legal actions, every legal
    action's index decodes to it, every set index decodes to a legal action; and for a viewer picked at
    random, tensors of constant shape, finite, equal for states the viewer cannot tell apart."""

    def on_state(state: GameState, legal: tuple[Action, ...]) -> None:
        check_actions(state, legal)
        check_tensors(state, aux.randrange(2), aux)

    playout(setup.start(), rnd, style=style, suite=SUITE, on_state=on_state)
