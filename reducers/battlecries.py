"""How many times a Battlecry runs: twice while its controller has a minion in play whose printed
`EXTRA_BATTLECRIES` is not silenced (Brann Bronzebeard; several of them still make it twice), or when the
card itself carries an enchantment printed with it (Rude Awakening, a Dark Gift: "this minion's
Battlecries trigger twice"; still twice beside Brann)."""

from __future__ import annotations

from typing import Final

from hsfp.core.state import GameState
from hsfp.core.tags import Tag, column, rare
from reducers.base import ATTACHED, SILENCED, board

_EXTRA: Final = column(Tag.EXTRA_BATTLECRIES)


def battlecry_times(s: GameState, p: int, card: int = 0) -> int:
    """Returns how many times a Battlecry of p's (of `card`, if given) runs now (1 or 2)."""
    rows = s.rows
    if card:
        for x in s.enchantments:  # one on the card itself
            if rows[x][ATTACHED] == card and rare(rows[x], _EXTRA):
                return 2
    for m in board(s, p):  # Brann Bronzebeard
        r = rows[m]
        if len(r) > _EXTRA and r[_EXTRA] and not r[SILENCED]:  # `rare`, inline: asked of every minion
            return 2
    return 1
