"""Dark Gift: a Discover whose every option carries a random bonus enchantment.

Each option is drawn as `Discover` draws its options (distinct cards of the pool, under the class rule),
then one gift is drawn for it from the list with the game's RNG. An offered card waits out of play, where
no enchantment may sit, so the option shows its gift on its row (`Tag.DARK_GIFT`, seen by the chooser
only, as the option is); the card chosen gets the gift as an enchantment when it reaches the hand (or the
top of the deck, for Sweet Dreams), where it stays when the card is played. The options not chosen leave
the game blanked (`DropOffered`).
"""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.registry import CARDS
from hsfp.core.state import ChoiceKind, Ctx, GameState, Pending, Run
from hsfp.core.tags import ZONE_LIMIT, EventKind, Tag, Zone, column, rare
from reducers import enchant
from reducers.base import DECK, HAND, SETASIDE, ZONE, Handler, create, draw_random, move, push, set_tag, zone_of
from reducers.pools import blank, offer_pool
from reducers.triggers import announce

_GIFT: Final = column(Tag.DARK_GIFT)
_DECK_LIMIT: Final = ZONE_LIMIT[Zone.DECK]


def _discover_gifted(s: GameState, e: dsl.DiscoverGifted, ctx: Ctx) -> GameState:
    p = ctx.controller
    left = list(offer_pool(s, dsl.Discover(e.pool, n=e.n, class_rule=e.class_rule), p))
    options: list[int] = []
    for _ in range(min(e.n, len(left))):
        # drawn without replacement: the options are distinct cards; their gifts may repeat
        s, i = draw_random(s, "discover", len(left))
        s, o = create(s, left.pop(i), p, SETASIDE)
        if e.gifts:
            s, g = draw_random(s, "dark_gift", len(e.gifts))
            s = set_tag(s, o, _GIFT, g + 1)
        options.append(o)
    if not options:
        return s
    keep = dsl.KeepGifted(e.gifts, e.then, e.to_deck)
    pending = Pending(ChoiceKind.PICK, p, tuple(options), keep, ctx, dsl.DropOffered())
    return s._replace(pending=pending)


def _keep_gifted(s: GameState, e: dsl.KeepGifted, ctx: Ctx) -> GameState:
    c, p = ctx.target, ctx.controller
    if s.rows[c][ZONE] != SETASIDE:
        return s
    g = rare(s.rows[c], _GIFT)
    gift = e.gifts[g - 1] if 0 < g <= len(e.gifts) and e.gifts[g - 1] in CARDS else ""
    to_deck = bool(gift) and gift in e.to_deck
    room = _DECK_LIMIT if to_deck else s.rules.hand_size
    if len(zone_of(s, p, DECK if to_deck else HAND)) >= room:
        return blank(s, c)  # no room: the chosen card and its gift are lost
    s = set_tag(s, c, _GIFT, 0)
    # the last card of a deck zone is its top (`reducers.cardflow.draw` takes it)
    s = move(s, c, DECK if to_deck else HAND)
    if gift:
        s = enchant.attach(s, c, gift, p, ctx.source)
    if not to_deck:
        s = announce(s, EventKind.CARD_ADDED, c, ctx.source, 0, p)
    return s if e.then is None else push(s, Run(e.then, ctx))


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.DiscoverGifted: _discover_gifted,
    dsl.KeepGifted: _keep_gifted,
}
