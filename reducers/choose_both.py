"""Choose One with both effects combined (Fandral Staghelm): while its controller has a minion in play
whose printed `CHOOSE_BOTH` is not silenced, a Choose One card acts as one card made of all its
sub-cards: their effects in the order of the sub-cards, on one target that every sub-card that takes a
target accepts (docs/rulings.md, "CORE: Druid and Hunter"). The choice given with the play is still
required and is then ignored, so the action space does not change."""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Final

from hsfp.core.dsl import CardDef, Condition, Effect, Selector, Seq
from hsfp.core.registry import CARDS, version
from hsfp.core.state import GameState
from hsfp.core.tags import Tag, column, rare
from reducers.base import SILENCED, board

_BOTH: Final = column(Tag.CHOOSE_BOTH)


def chooses_both(s: GameState, p: int) -> bool:
    """Returns whether p's Choose One cards have both effects now."""
    rows = s.rows
    return any(rare(rows[m], _BOTH) and not rows[m][SILENCED] for m in board(s, p))


@lru_cache(maxsize=256)
def _combined(card_id: str, _version: int) -> CardDef:
    d = CARDS[card_id]
    subs = [CARDS[c] for c in d.choose_one]
    targets = [x.target for x in subs if x.target is not None]
    target: Selector | None = None
    for t in targets:
        # the targets every sub-card accepts: a - (a - b) is a and b
        target = t if target is None else target - (target - t)
    conditions = [x.playable_if for x in subs]
    playable: Condition | None = None
    if all(c is not None for c in conditions):
        # playable when any part is: the others do what they can
        for c in conditions:
            assert c is not None
            playable = c if playable is None else playable | c
    plays: tuple[Effect, ...] = tuple(x.play for x in subs if x.play is not None)
    return dataclasses.replace(d, choose_one=(), target=target, playable_if=playable,
                               play=Seq(plays) if plays else None)


def combined(d: CardDef) -> CardDef:
    """Returns the definition a Choose One card acts as with both effects combined."""
    return _combined(d.card_id, version())


def acting_def_for(s: GameState, d: CardDef, choice: int, p: int) -> CardDef:
    """Returns the definition whose target and effect p's play of a card uses now: the chosen sub-card of a
    Choose One, or all of them combined while p chooses both."""
    if not d.choose_one:
        return d
    if chooses_both(s, p):
        return combined(d)
    if 0 <= choice < len(d.choose_one):
        return CARDS[d.choose_one[choice]]
    return d
