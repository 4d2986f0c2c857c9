"""Determinization over random games: `hsfp.resample(state, player, seed)` gives a state the player cannot
tell from the real one, sound and playable, drawn from what the player sees alone, and with the hidden
parts actually drawn afresh."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st
from returns.result import Success

import hsfp
import hsfp.api as api
from hsfp.core.registry import CARDS
from hsfp.core.state import GameState
from hsfp.core.tags import N_ZONES, Tag, Zone
from hsfp.observation import observation
from hsfp.validation import problems
from hsfp.views.resample import dealt_entities, resample
from properties.strategies import (
    aux_randoms,
    decks,
    game_settings,
    player_randoms,
    playout,
    setups,
    styles,
    tracking_decks,
)

SUITE = "test_resample"
#: States of each game the properties look at (the first one, the mulligan, always among them).
LOOKED_AT = 6
#: Seeds tried before concluding that the hidden parts never change: a pool of two different cards over
#: two places repeats itself with probability 2**-SEEDS.
SEEDS = 24


def random_game_states(setup: object, rnd: random.Random, style: str, aux: random.Random) -> list[GameState]:
    """Returns some states of a random game: the first, and others at random."""
    played = playout(setup.start(), rnd, style=style, suite=SUITE)  # type: ignore[attr-defined]
    states = [s for s in played.states if not api.is_terminal(s)]
    return [states[0], *aux.sample(states[1:], min(LOOKED_AT - 1, len(states) - 1))]


def zone(state: GameState, player: int, z: Zone) -> tuple[int, ...]:
    """Returns a player's ordered zone."""
    return state.zones[player * N_ZONES + z]


def hidden_layout(state: GameState, player: int) -> tuple[tuple[str, ...], ...]:
    """Returns the cards hidden from a player as card ids, place by place: the opponent's hand, secrets
    and deck, and the player's own deck, in order."""
    opp = 1 - player
    return tuple(tuple(state.cards[e] for e in ids) for ids in (
        zone(state, opp, Zone.HAND), zone(state, opp, Zone.SECRET), zone(state, opp, Zone.DECK),
        zone(state, player, Zone.DECK)))


def redrawable(state: GameState, player: int, z: Zone, of: int) -> list[str]:
    """Returns the cards of one of `of`'s zones a resample for `player` may deal out again: dealt from a
    deck list and carrying no enchantment."""
    enchanted = {state.rows[x][Tag.ATTACHED] for x in state.enchantments}
    dealt = dealt_entities(state)
    return [state.cards[e] for e in zone(state, of, z) if e in dealt and e not in enchanted]


any_decks = st.one_of(decks(), tracking_decks())


@game_settings(40)
@given(setup=setups(any_decks), rnd=player_randoms(), style=styles(), aux=aux_randoms(),
       seed=st.one_of(st.integers(0, 2**32), st.integers(-(2**200), 2**200)))
def test_a_resample_looks_the_same_is_sound_and_plays_the_same(setup, rnd, style, aux, seed: int) -> None:
    """For both players: the observation is equal, no invariant is broken, the opponent's secrets are
    secrets; for the player to act, the legal actions are the same and each one steps."""
    for state in random_game_states(setup, rnd, style, aux):
        for player in (0, 1):
            other = resample(state, player, seed)
            assert observation(other, player) == observation(state, player)
            assert problems(other) == []
            assert all(any(t == Tag.SECRET and v for t, v in CARDS[other.cards[e]].tags)
                       for e in zone(other, 1 - player, Zone.SECRET))
            if player != api.current_player(state):
                continue
            legal = api.legal_actions(state)
            assert api.legal_actions(other) == legal
            for action in legal:
                result = api.step(other, action)
                assert isinstance(result, Success), f"{action!r} refused in the resample: {result.failure()}"
                assert problems(result.unwrap().state) == []


@game_settings(30)
@given(setup=setups(any_decks), rnd=player_randoms(), style=styles(), aux=aux_randoms(),
       seeds=st.tuples(st.integers(0, 2**64), st.integers(0, 2**64)))
def test_a_resample_depends_only_on_what_the_player_sees(setup, rnd, style, aux, seeds: tuple[int, int]) -> None:
    """Resampling a resample with a seed gives what resampling the real state with it gives: where each
    hidden card really was does not reach the result (so agents searching resamples are blind to it)."""
    j, k = seeds
    for state in random_game_states(setup, rnd, style, aux):
        for player in (0, 1):
            assert resample(resample(state, player, j), player, k) == resample(state, player, k)


@game_settings(30)
@given(setup=setups(), rnd=player_randoms(), style=styles(), aux=aux_randoms(), base=st.integers(0, 2**64))
def test_the_hidden_parts_vary_over_seeds(setup, rnd, style, aux, base: int) -> None:
    """Over seeds the opponent's hand and deck and the player's own deck order change whenever they could:
    the opponent has two different cards to deal out, or the player's deck two different cards; a fresh
    random stream every time; and cards the caller says it knows keep their card."""
    for state in random_game_states(setup, rnd, style, aux):
        for player in (0, 1):
            opp = 1 - player
            real = hidden_layout(state, player)
            others = [resample(state, player, base + i) for i in range(SEEDS)]
            layouts = [hidden_layout(o, player) for o in others]
            pool = redrawable(state, player, Zone.HAND, opp) + redrawable(state, player, Zone.DECK, opp)
            if len(set(pool)) >= 2 and len(pool) >= 2:
                assert any(lay[0] != real[0] or lay[2] != real[2] for lay in layouts)
            if len(set(state.cards[e] for e in zone(state, player, Zone.DECK))) >= 2:
                assert any(lay[3] != real[3] for lay in layouts)
            assert len({o.rng for o in others}) == SEEDS and state.rng not in {o.rng for o in others}
            hand = zone(state, opp, Zone.HAND)
            if hand:
                kept = resample(state, player, base, known=hand)
                assert hidden_layout(kept, player)[0] == real[0]


@game_settings(20)
@given(setup=setups(tracking_decks(), with_rules=False), rnd=player_randoms(), seed=st.integers(0, 2**64))
def test_an_opponents_pending_choice_is_resampled_soundly(setup, rnd, seed: int) -> None:
    """While the opponent chooses (a mulligan, a Tracking), the resample for the waiting player still
    looks the same, is sound, and the chooser's answers all step."""
    checked = 0

    def on_state(state: GameState, legal: tuple[object, ...]) -> None:
        nonlocal checked
        if state.pending is None:
            return
        waiting = 1 - state.pending.player
        other = resample(state, waiting, seed)
        assert observation(other, waiting) == observation(state, waiting)
        assert problems(other) == []
        assert api.legal_actions(other) == legal
        for action in legal[:8]:
            assert isinstance(api.step(other, action), Success)
        checked += 1

    playout(setup.start(), rnd, suite=SUITE, on_state=on_state)
    assert checked >= 2  # both mulligans at least


def test_resample_is_exported() -> None:
    assert hsfp.resample is resample
