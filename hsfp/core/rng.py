"""A pure, seeded random generator whose state is one integer kept inside the game state.

SplitMix64: every draw takes the generator state and returns the value with the next state, so a
state value carries its own future and two equal states draw equal numbers.

>>> value, nxt = randrange(seed_state(7), 6)
>>> value == randrange(seed_state(7), 6)[0] and 0 <= value < 6
True
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Returns the generator state for a seed (any integer)."""
    return _mix(seed & _MASK)


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def next64(state: int) -> tuple[int, int]:
    """Returns a 64-bit value and the next state."""
    state = (state + _GOLDEN) & _MASK
    return _mix(state), state


def randrange(state: int, n: int) -> tuple[int, int]:
    """Returns a uniform integer in [0, n) and the next state (rejection keeps it unbiased)."""
    if n <= 0:
        raise ValueError("randrange needs a positive domain")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state = (state + _GOLDEN) & _MASK
        x = _mix(state)
        if x < limit:
            return x % n, state


def fork(state: int, salt: int) -> int:
    """Returns a new, independent generator state derived from one state and a salt (for branching)."""
    return _mix((state ^ _mix(salt & _MASK)) & _MASK)
