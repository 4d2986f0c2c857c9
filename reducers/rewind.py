"""Rewind (docs/rulings.md, RH4): after a card with Rewind is played from hand and everything it caused
has resolved, its player chooses between two cards, Keep Timeline (the outcome stays) and Rewind Timeline
(the game goes back to just before the card was played and the same play is made again, with the same
target, position and choice, drawing from the live random stream, so its random outcome is a new one).
The play made again offers no second Rewind.

The state before the play rides the work stack under the play's phases as a `RewindPoint` and then the
pending choice (`Pending.checkpoint`), so a saved or resampled state carries it (`hsfp.serialize`,
`hsfp.views.resample`). It is kept with its random stream cleared: a rewind reads only the live one.
"""

from __future__ import annotations

from typing import Final

from hsfp.core.actions import PlayCard
from hsfp.core.state import ChoiceKind, GameState, Pending, RewindPoint
from hsfp.core.tags import N_ZONES, Status, Zone, card_row
from reducers.base import CARDTYPE, CONTROLLER, LOCATION, MINION, OWNER, SETASIDE, ZONE, board, create
from reducers.pools import blank

#: The two options of the choice (HearthSim's cards for them).
KEEP_TIMELINE: Final = "TIME_000ta"
REWIND_TIMELINE: Final = "TIME_000tb"

_OVER: Final = int(Status.OVER)
_REMOVED: Final = int(Zone.REMOVEDFROMGAME)


def rewind_point(s: GameState, play: PlayCard) -> RewindPoint:
    """Returns the checkpoint of a play about to be made from `s` (no work, no choice pending). Two plays
    that make the same move (a minion put rightmost by no position or by the last one) keep one point."""
    position = -1
    if s.rows[play.card][CARDTYPE] in (MINION, LOCATION):
        room = len(board(s, s.rows[play.card][CONTROLLER]))
        position = room if play.position is None else min(play.position, room)
    return RewindPoint(s._replace(rng=0, log=None, draws=None), play.card, play.target or 0, position,
                       -1 if play.choice is None else play.choice)


def replay(point: RewindPoint) -> PlayCard:
    """Returns the play a checkpoint keeps, as the action that makes it."""
    return PlayCard(point.card, point.target or None, None if point.position < 0 else point.position,
                    None if point.choice < 0 else point.choice)


def offer_rewind(s: GameState, point: RewindPoint) -> GameState:
    """Returns the state with the choice to keep or rewind pending, for the player who made the play
    (nothing if the game ended during it)."""
    if s.status == _OVER:
        return s
    p = point.state.current
    s, keep = create(s, KEEP_TIMELINE, p, SETASIDE)
    s, rewind = create(s, REWIND_TIMELINE, p, SETASIDE)
    return s._replace(pending=Pending(ChoiceKind.PICK, p, (keep, rewind), checkpoint=point))


def rewinds(s: GameState, option: int) -> bool:
    """Returns whether answering the pending Rewind choice with this option rewinds."""
    return s.cards[option] == REWIND_TIMELINE


def keep(s: GameState) -> GameState:
    """Returns the state with the Rewind choice answered by keeping the outcome: both options leave."""
    pending = s.pending
    assert pending is not None
    s = s._replace(pending=None)
    for o in pending.options:
        s = blank(s, o)
    return s


def rewound(s: GameState, point: RewindPoint) -> GameState:
    """Returns the state before the play again, with the live random stream and the step's logs of `s`.
    The entities the rewound play made stay in the table, blank and out of the game, so an entity id
    never names two things in one game."""
    past = point.state
    rows, cards = list(past.rows), past.cards.evolver()
    zones = list(past.zones)
    for e in range(len(past.rows), len(s.rows)):
        r = s.rows[e]
        lst = [0] * len(r)
        lst[CONTROLLER], lst[OWNER], lst[ZONE] = r[CONTROLLER], r[OWNER], _REMOVED
        rows.append(card_row(lst))
        cards.append("")
        zones[r[CONTROLLER] * N_ZONES + _REMOVED] += (e,)
    return past._replace(rows=tuple(rows), cards=cards.persistent(), zones=tuple(zones), rng=s.rng,
                         log=s.log, draws=s.draws)


__all__ = ["KEEP_TIMELINE", "REWIND_TIMELINE", "keep", "offer_rewind", "replay", "rewind_point", "rewinds",
           "rewound"]
