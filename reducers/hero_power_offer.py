"""The interpreter of a Hero Power discovered (Sir Finley Mrrgglton).

Like every offer, the options are set-aside entities that only the chooser sees, resolved by the pending
pick; the one chosen replaces the controller's Hero Power, the others leave the game blanked
(`reducers.pools.blank`), so no later view or event names them.
"""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.registry import CARDS
from hsfp.core.state import PLAYER_ENTITY, ChoiceKind, Ctx, GameState, Pending
from hsfp.core.tags import CardType, Tag, Zone, column
from reducers.base import HERO_POWER_ENTITY, PLAY, SETASIDE, ZONE, Handler, create, draw_random, move, set_tags
from reducers.pools import blank, pool_cards

_REMOVED: Final = int(Zone.REMOVEDFROMGAME)
_CLASS: Final = column(Tag.CLASS)
_POWER_USES: Final = column(Tag.HERO_POWER_USES_THIS_TURN)


def offered_powers(s: GameState, e: dsl.DiscoverHeroPower, p: int) -> tuple[str, ...]:
    """Returns the Hero Powers a DiscoverHeroPower may offer p: those of its pool of another class than
    p's Hero Power now (docs/rulings.md, The League of Explorers)."""
    current = s.rows[s.rows[PLAYER_ENTITY[p]][HERO_POWER_ENTITY]][_CLASS]
    return tuple(c for c in pool_cards(s, e.pool, p) if CARDS[c].card_class != current)


def _discover_hero_power(s: GameState, e: dsl.DiscoverHeroPower, ctx: Ctx) -> GameState:
    p = ctx.controller
    left = list(offered_powers(s, e, p))
    options: list[int] = []
    for _ in range(min(max(e.n, 0), len(left))):
        s, i = draw_random(s, "discover_hero_power", len(left))
        s, o = create(s, left.pop(i), p, SETASIDE)
        options.append(o)
    if not options:
        return s
    pending = Pending(ChoiceKind.PICK, p, tuple(options), dsl.KeepHeroPower(), ctx, dsl.DropOffered())
    return s._replace(pending=pending)


def _keep_hero_power(s: GameState, e: dsl.KeepHeroPower, ctx: Ctx) -> GameState:
    c, p = ctx.target, ctx.controller
    if s.rows[c][ZONE] != SETASIDE:
        return s
    if CARDS[s.cards[c]].card_type != CardType.HERO_POWER:
        # only in a resampled state, whose hidden options were redrawn from cards of the opponent's class
        return blank(s, c)
    pe = PLAYER_ENTITY[p]
    old = s.rows[pe][HERO_POWER_ENTITY]
    if old:
        s = move(s, old, _REMOVED)
    s = move(s, c, PLAY)
    # a new Hero Power is ready even if the old one was used this turn (docs/rulings.md)
    return set_tags(s, pe, ((HERO_POWER_ENTITY, c), (_POWER_USES, 0)))


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.DiscoverHeroPower: _discover_hero_power,
    dsl.KeepHeroPower: _keep_hero_power,
}
