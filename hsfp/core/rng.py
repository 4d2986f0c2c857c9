"""A pure, seeded random generator whose state is one integer kept inside the game state.

A keyed hash in counter mode: the state is a 256-bit key and a 64-bit counter packed in one int
(`key << 64 | counter`); a draw advances the counter and returns BLAKE2b of the whole state. Knowing
every value drawn gives nothing of the key (recovering it means inverting BLAKE2b), so a player who
sees the game's random outcomes cannot predict the next ones, and the key is itself a hash of the seed,
so the state does not give the seed back. Every draw takes the generator state and returns the value
with the next state, so a state value carries its own future and two equal states draw equal numbers.

>>> value, nxt = randrange(seed_state(7), 6)
>>> value == randrange(seed_state(7), 6)[0] and 0 <= value < 6
True
>>> seed_state(7) != seed_state(7 + (1 << 64)) and seed_state(b"7") != seed_state(7)
True
"""

from __future__ import annotations

from hashlib import blake2b
from typing import Final

#: Bits of the key and of the counter in a generator state.
KEY_BITS: Final = 256
COUNTER_BITS: Final = 64

_COUNTER: Final = (1 << COUNTER_BITS) - 1
_KEY_BYTES: Final = KEY_BITS // 8
_COUNTER_BYTES: Final = COUNTER_BITS // 8
_STATE_BYTES: Final = (KEY_BITS + COUNTER_BITS) // 8
_SPAN: Final = 1 << 64
# Personalisation strings keep the hashes of seeding, drawing, forking and spawning apart.
_SEED, _DRAW, _FORK, _SPAWN = b"hsfp.rng.seed", b"hsfp.rng.draw", b"hsfp.rng.fork", b"hsfp.rng.spawn"

Seed = int | bytes
#: A draw's hash before any input: each draw hashes a copy of it, which gives the same digest as a new
#: `blake2b(data, digest_size=8, person=_DRAW)` without parsing the keywords again (half the cost).
_DRAW_HASH: Final = blake2b(digest_size=8, person=_DRAW)


def _encode(value: Seed) -> bytes:
    # Self-delimiting (kind, length, payload): distinct seeds give distinct bytes, whatever their size.
    if isinstance(value, bytes):
        kind, payload = b"b", value
    else:
        kind, payload = b"i", int(value).to_bytes((int(value).bit_length() + 8) // 8, "little", signed=True)
    return kind + len(payload).to_bytes(8, "little") + payload


def _key(data: bytes, person: bytes) -> int:
    return int.from_bytes(blake2b(data, digest_size=_KEY_BYTES, person=person).digest(), "little")


def seed_state(seed: Seed) -> int:
    """Returns the generator state for a seed: an int of any size (every bit counts, negatives too) or bytes."""
    return _key(_encode(seed), _SEED) << COUNTER_BITS


def spawn(seed: Seed, index: int) -> int:
    """Returns the full-width (256-bit) seed of the `index`-th child of a master seed, e.g. one game of a run."""
    return _key(_encode(seed) + _encode(index), _SPAWN)


def next64(state: int) -> tuple[int, int]:
    """Returns a 64-bit value and the next state."""
    # The counter wraps within its 64 bits; the key never changes.
    state = state + 1 if state & _COUNTER != _COUNTER else state & ~_COUNTER
    h = _DRAW_HASH.copy()
    h.update(state.to_bytes(_STATE_BYTES, "little"))
    return int.from_bytes(h.digest(), "little"), state


def randrange(state: int, n: int) -> tuple[int, int]:
    """Returns a uniform integer in [0, n) and the next state (rejection keeps it unbiased)."""
    if not 0 < n <= _SPAN:
        raise ValueError(f"randrange draws from a domain of 1 to 2**64 values, not {n}")
    limit = _SPAN - _SPAN % n
    while True:
        # next64, inlined: a draw sits on the hot path of every shuffle.
        state = state + 1 if state & _COUNTER != _COUNTER else state & ~_COUNTER
        h = _DRAW_HASH.copy()
        h.update(state.to_bytes(_STATE_BYTES, "little"))
        x = int.from_bytes(h.digest(), "little")
        if x < limit:
            return x % n, state


def shuffle_draws(state: int, n: int) -> tuple[list[int], int]:
    """Returns the draws of a Fisher-Yates shuffle of n items and the next state: for i from n - 1 down
    to 1, a uniform integer in [0, i], each exactly the value `randrange(state, i + 1)` gives in turn
    (one loop: a shuffle makes a deck's worth of draws at once).

    >>> js, nxt = shuffle_draws(seed_state(3), 4)
    >>> s, expect = seed_state(3), []
    >>> for i in (3, 2, 1):
    ...     j, s = randrange(s, i + 1)
    ...     expect.append(j)
    >>> (js, nxt) == (expect, s)
    True
    """
    if n > _SPAN:
        raise ValueError(f"a shuffle draws from domains of at most 2**64 values, not {n}")
    # The hashed bytes of a state are its counter's 8 bytes and then the key's 32 (little-endian): the
    # key's bytes are made once and the counter is stepped as a small int, the draws being the same.
    counter = state & _COUNTER
    key = state ^ counter
    tail = (key >> COUNTER_BITS).to_bytes(_KEY_BYTES, "little")
    out: list[int] = []
    copy = _DRAW_HASH.copy
    for m in range(n, 1, -1):
        limit = _SPAN - _SPAN % m
        while True:
            counter = counter + 1 if counter != _COUNTER else 0
            h = copy()
            h.update(counter.to_bytes(_COUNTER_BYTES, "little") + tail)
            x = int.from_bytes(h.digest(), "little")
            if x < limit:
                out.append(x % m)
                break
    return out, key | counter


def fork(state: int, salt: int) -> int:
    """Returns a new, independent generator state derived from one state and a salt (for branching)."""
    return _key(_encode(state) + _encode(salt), _FORK) << COUNTER_BITS
