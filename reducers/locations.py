"""Locations (2022): a card type that takes a board slot beside the minions. Played from hand onto the
board (no summon: nothing "whenever you summon" reacts), it is used with `UseLocation`: its ability runs
(the definition's `play`, on the chosen target), it loses 1 Durability and cools down until its
controller's next turn (the start of that turn readies it, as it readies minions). Durability is its
Health, and a location at none is destroyed in the death phase without dying (`reducers.deaths`). It
can be used the turn it is played. A location is never a minion: no minion selector, attack or aura
sees it."""

from __future__ import annotations

from typing import Final

from hsfp.core.registry import CARDS
from hsfp.core.state import Ctx, GameState, Phase, Run
from hsfp.core.tags import EventKind, Tag, column
from reducers.base import CONTROLLER, DAMAGE, EXHAUSTED, PLAY, move, push, set_tags
from reducers.triggers import announce
from reducers.work import phase, then_resolve

_CARD_TARGET: Final = column(Tag.CARD_TARGET)


def begin_use(s: GameState, location: int, target: int) -> GameState:
    """Returns the state with the phases of using a location pushed (the action was validated)."""
    return push(s, *then_resolve(Phase.USE_LOCATION, location, target))


def place_location(s: GameState, card: int, position: int) -> GameState:
    """Returns the state with a location being played put onto its controller's board at a position
    (-1: rightmost), ready to be used."""
    p = s.rows[card][CONTROLLER]
    s = move(s, card, PLAY, None if position < 0 else position, controller=p)
    return set_tags(s, card, ((EXHAUSTED, 0),))


@phase(Phase.USE_LOCATION)
def _use(s: GameState, args: tuple[int, ...]) -> GameState:
    location, target = args
    r = s.rows[location]
    p = r[CONTROLLER]
    # the cost is paid first: a location its own ability destroys still spent the use
    s = set_tags(s, location, ((EXHAUSTED, 1), (DAMAGE, r[DAMAGE] + 1), (_CARD_TARGET, target)))
    s = announce(s, EventKind.LOCATION_USED, location, location, target, p)
    effect = CARDS[s.cards[location]].play
    if effect is None:
        return s
    return push(s, Run(effect, Ctx(location, p, target)))
