"""The game's generator: every bit of a seed counts, the state is a wide key no draw gives away, draws are
uniform and deterministic, forks and spawned seeds are independent, and a state stays a plain value."""

from __future__ import annotations

import json
import pickle
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
import hsfp.api  # registers the cards
from hsfp import replay, selfplay
from hsfp.core.registry import CARDS
from hsfp.core.rng import COUNTER_BITS, KEY_BITS, fork, next64, randrange, seed_state, shuffle_draws, spawn
from hsfp.core.state import GameState, canonical
from hsfp.core.tags import N_ZONES, Zone
from reducers.setup import is_deck_card

#: Thirty different cards, so a deal and a shuffle show in the order of card ids.
DECK = tuple(sorted(c for c in CARDS if is_deck_card(c) and c.startswith("VAN_")))[:30]
HEROES = ("HERO_08", "HERO_01")


def dealt(state: GameState) -> tuple[tuple[str, ...], ...]:
    """Returns what the setup's randomness decided, as card ids: each player's hand and deck in order, and
    which entity got which card."""
    zones = tuple(tuple(state.cards[e] for e in state.zones[p * N_ZONES + z])
                  for p in (0, 1) for z in (Zone.HAND, Zone.DECK))
    return (*zones, tuple(state.cards))


def test_the_deck_has_thirty_different_cards() -> None:
    assert len(set(DECK)) == 30 and all(is_deck_card(c) for c in DECK)


@pytest.mark.parametrize("seed", [0, 7, 2026, 2**32 - 1, -5])
def test_seeds_differing_only_above_bit_64_give_different_games(seed: int) -> None:
    games = [hsfp.new_game((DECK, DECK), HEROES, seed=seed + high) for high in (0, 1 << 64, 1 << 100, 1 << 1000)]
    assert len({dealt(g) for g in games}) == len(games)
    assert len({hsfp.state_hash(g) for g in games}) == len(games)


def test_negative_seeds_are_not_their_low_bits() -> None:
    # -1 and 2**64 - 1 share their low 64 bits; a generator that kept only those would deal them alike.
    assert dealt(hsfp.new_game((DECK, DECK), HEROES, seed=-1)) != dealt(
        hsfp.new_game((DECK, DECK), HEROES, seed=2**64 - 1))


def test_the_same_seed_gives_the_same_game() -> None:
    big = 3**700
    assert hsfp.new_game((DECK, DECK), HEROES, seed=big) == hsfp.new_game((DECK, DECK), HEROES, seed=big)


@settings(max_examples=200, deadline=None)
@given(a=st.one_of(st.integers(), st.integers(-(2**1200), 2**1200), st.binary(max_size=40)),
       b=st.one_of(st.integers(), st.integers(-(2**1200), 2**1200), st.binary(max_size=40)))
def test_distinct_seeds_give_distinct_states(a: int | bytes, b: int | bytes) -> None:
    """Ints of any size and sign and byte strings are all seeds; an int never collides with its bytes."""
    same = type(a) is type(b) and a == b
    assert (seed_state(a) == seed_state(b)) == same


def test_an_int_seed_and_its_bytes_are_different_seeds() -> None:
    assert seed_state(b"\x07") != seed_state(7) and seed_state(b"") != seed_state(0)


def test_the_state_holds_a_wide_key_and_a_counter() -> None:
    keys = [seed_state(s) >> COUNTER_BITS for s in range(64)]
    assert KEY_BITS >= 128 and max(k.bit_length() for k in keys) > KEY_BITS - 8
    assert all(seed_state(s) & ((1 << COUNTER_BITS) - 1) == 0 for s in range(64))
    _, nxt = next64(seed_state(1))
    assert nxt == seed_state(1) + 1  # a draw moves the counter, never the key


def test_every_key_bit_changes_the_draws() -> None:
    state = seed_state(2026)
    value = next64(state)[0]
    for bit in range(COUNTER_BITS, COUNTER_BITS + KEY_BITS):
        assert next64(state ^ (1 << bit))[0] != value, f"key bit {bit - COUNTER_BITS} does not count"


def test_a_draw_is_not_the_state() -> None:
    # SplitMix64 returned a bijection of its own state: from one output, the next state followed.
    state = seed_state(11)
    for _ in range(100):
        value, state = next64(state)
        assert value != state & ((1 << 64) - 1) and value != state >> COUNTER_BITS


def test_the_state_does_not_record_the_seed() -> None:
    seed = 0x5EED_1234_ABCD_9876_0F0F_F0F0_1357_2468
    text = repr(canonical(hsfp.new_game((DECK, DECK), HEROES, seed=seed)))
    assert str(seed) not in text and str(seed & (2**64 - 1)) not in text and str(seed >> 64) not in text


def test_randrange_is_deterministic_bounded_and_uniform() -> None:
    state = seed_state(99)
    counts: Counter[int] = Counter()
    for _ in range(6000):
        before = state
        value, state = randrange(state, 6)
        assert randrange(before, 6) == (value, state)
        counts[value] += 1
    assert set(counts) == set(range(6))
    chi2 = sum((c - 1000) ** 2 / 1000 for c in counts.values())
    assert chi2 < 25, counts  # 5 degrees of freedom: 25 is far past the 0.1% point (20.5)


@pytest.mark.parametrize("n", [1, 2, 3, 30, 2**31 + 7, 2**64])
def test_randrange_stays_in_its_domain(n: int) -> None:
    state = seed_state(n)
    for _ in range(50):
        value, state = randrange(state, n)
        assert 0 <= value < n


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**64), st.integers(min_value=0, max_value=(1 << COUNTER_BITS) - 1),
       st.integers(min_value=0, max_value=60))
def test_a_shuffle_draws_what_randrange_draws_in_turn(seed: int, counter: int, n: int) -> None:
    # any counter, the last values before it wraps to 0 included: the key never changes
    state = seed_state(seed) | counter
    expect, s = [], state
    for m in range(n, 1, -1):
        j, s = randrange(s, m)
        expect.append(j)
    assert shuffle_draws(state, n) == (expect, s)
    assert s >> COUNTER_BITS == state >> COUNTER_BITS


@pytest.mark.parametrize("n", [0, -1, 2**64 + 1])
def test_randrange_refuses_a_domain_it_cannot_draw_from(n: int) -> None:
    with pytest.raises(ValueError):
        randrange(seed_state(1), n)


def test_forks_are_independent_streams() -> None:
    state = seed_state(5)
    forks = [fork(state, salt) for salt in (0, 1, 2, -1, 2**80)]
    firsts = {next64(f)[0] for f in forks} | {next64(state)[0]}
    assert len(firsts) == len(forks) + 1
    assert fork(state, 1) == fork(seed_state(5), 1)
    assert fork(next64(state)[1], 1) != fork(state, 1)  # a fork depends on where the parent is


def test_spawned_seeds_are_full_width_distinct_and_depend_on_every_bit() -> None:
    children = [spawn(2026, i) for i in range(1000)]
    assert len(set(children)) == 1000
    assert max(c.bit_length() for c in children) > 250 and min(c.bit_length() for c in children) > 64
    assert spawn(2026, 3) == spawn(2026, 3)
    assert spawn(2026, 3) != spawn(2026 + (1 << 64), 3) != spawn(-2026, 3)
    assert spawn(b"run", 0) != spawn(int.from_bytes(b"run", "little"), 0)


def test_a_state_with_the_wide_generator_stays_a_plain_value() -> None:
    state = hsfp.new_game((DECK, DECK), HEROES, seed=spawn(1, 2))
    assert isinstance(state.rng, int) and state.rng.bit_length() > 128
    assert pickle.loads(pickle.dumps(state)) == state
    assert hsfp.from_json(hsfp.to_json(state)) == state
    assert json.loads(json.dumps(state.rng)) == state.rng
    assert hash(state.rng) == hash(int(str(state.rng)))


def test_selfplay_seeds_are_full_width_children_of_the_run_seed() -> None:
    children = [selfplay.game_seed(2026, g) for g in range(200)]
    assert len(set(children)) == 200 and min(c.bit_length() for c in children) > 64
    assert selfplay.game_seed(2026, 0) != selfplay.game_seed(2026 + (1 << 64), 0)


def test_selfplay_run_seeds_differing_only_above_bit_64_play_different_games() -> None:
    records = [selfplay.play_game(0, 2026 + high, "basic", "basic") for high in (0, 1 << 64, 1 << 300)]
    assert len({r.seed for r in records}) == len(records)
    assert len({(r.heroes, r.final_hash) for r in records}) == len(records)


def test_a_replay_keeps_a_full_width_seed_and_a_short_file_name(tmp_path: Path) -> None:
    record, rep = selfplay.play_recorded_game(3, 1 << 255, "basic", "basic")
    assert rep.seed == record.seed and record.seed.bit_length() > 128
    path = rep.save(selfplay.replay_path(tmp_path, record))
    assert len(path.name) < 40
    loaded = replay.Replay.load(path)
    assert loaded.seed == rep.seed
    assert replay.content_hash(replay.verify(loaded)) == record.final_hash
