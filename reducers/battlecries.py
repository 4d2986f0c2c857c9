"""How many times a Battlecry runs: twice while its controller has a minion in play whose printed
`EXTRA_BATTLECRIES` is not silenced (Brann Bronzebeard; several of them still make it twice)."""

from __future__ import annotations

from hsfp.core.state import GameState
from hsfp.core.tags import Tag
from reducers.base import SILENCED, board

_EXTRA = int(Tag.EXTRA_BATTLECRIES)


def battlecry_times(s: GameState, p: int) -> int:
    """Returns how many times a Battlecry of p's runs now (1 or 2)."""
    rows = s.rows
    return 2 if any(rows[m][_EXTRA] and not rows[m][SILENCED] for m in board(s, p)) else 1
