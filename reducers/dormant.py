"""Dormant for N turns: a minion in play that cannot attack, cannot be chosen as a target and gives no
Taunt (`reducers.legal` reads `Tag.DORMANT`) until it awakens.

`Tag.DORMANT` holds the turns left. A card printed Dormant carries it from the start, so it is dormant
however it enters play. At the start of its controller's turn the count goes down by one; at 0 the
minion awakens as if just summoned (exhausted: only Rush or Charge lets it attack that turn).
"""

from __future__ import annotations

from typing import Final

from hsfp.core.state import LAYERS_CHANGED, GameState
from hsfp.core.tags import Tag, column
from reducers.base import EXHAUSTED, board, set_tags_many

_DORMANT: Final = column(Tag.DORMANT)


def count_down(s: GameState, p: int) -> GameState:
    """Returns the state with each of p's dormant minions one turn nearer awakening (start of p's turn),
    those reaching 0 awake and exhausted."""
    rows = s.rows
    writes: list[tuple[int, tuple[tuple[int, int], ...]]] = []
    for m in board(s, p):
        left = rows[m][_DORMANT]
        if left > 0:
            writes.append((m, ((_DORMANT, left - 1), (EXHAUSTED, 1)) if left == 1 else ((_DORMANT, left - 1),)))
    if not writes:
        return s
    # an awakened minion's auras and keywords count again from now
    return set_tags_many(s, writes, LAYERS_CHANGED)
