"""The interpreter of Jade Golems: each player's golems grow by one with every golem summoned.

The count is the player's (`Tag.JADE_GOLEM` on the player's row: the size of the last golem), not the
card's, so a copy played by the opponent grows the opponent's golems. It grows even when the board is
full and the golem is not summoned (docs/rulings.md).
"""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.registry import CARDS
from hsfp.core.state import PLAYER_ENTITY, Ctx, GameState
from hsfp.core.tags import Tag, column, rare
from reducers import board as board_ops
from reducers.base import SETASIDE, Handler, board, create, set_tag, set_tags
from reducers.put_into_play import summon_position
from reducers.query import sides

JADE_GOLEM: Final = column(Tag.JADE_GOLEM)
#: The largest Jade Golem: the count stops growing there.
MAX_SIZE: Final = 30
#: A golem's cost stops at 10, like the card database's 20/20 golem.
MAX_COST: Final = 10
#: The 1/1 golem, and the token of each size (the card database has tokens of some sizes only; any
#: other size is the 1/1 token printed at that size).
FIRST_GOLEM: Final = "CFM_712_t01"
_ATK, _HEALTH, _COST = column(Tag.ATK), column(Tag.HEALTH), column(Tag.COST)


def golem_token(size: int) -> str:
    """Returns the card id of the token a Jade Golem of a size is made from."""
    token = f"CFM_712_t{size:02d}"
    return token if token in CARDS else FIRST_GOLEM


def next_golem_size(s: GameState, p: int) -> int:
    """Returns the size of p's next Jade Golem."""
    return min(rare(s.rows[PLAYER_ENTITY[p]], JADE_GOLEM) + 1, MAX_SIZE)


def summon_jade_golem(s: GameState, p: int, ctx: Ctx) -> GameState:
    """Returns the state with p's count grown and p's next Jade Golem summoned, if the board has room."""
    size = next_golem_size(s, p)
    s = set_tag(s, PLAYER_ENTITY[p], JADE_GOLEM, size)
    if len(board(s, p)) >= s.rules.board_size:
        return s
    token = golem_token(size)
    s, golem = create(s, token, p, SETASIDE)
    if CARDS[token].atk != size:
        s = set_tags(s, golem, ((_ATK, size), (_HEALTH, size), (_COST, min(size, MAX_COST))))
    return board_ops.place(s, golem, p, summon_position(s, ctx, p), ctx.source)


def _summon_jade_golem(s: GameState, e: dsl.SummonJadeGolem, ctx: Ctx) -> GameState:
    for p in sides(ctx.controller, e.side):
        s = summon_jade_golem(s, p, ctx)
    return s


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.SummonJadeGolem: _summon_jade_golem,
}
