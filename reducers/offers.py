"""The interpreter of Discover's variants and of custom spells.

Every offer here, like `Discover` (`reducers.pools`), makes its options set-aside entities that only the
chooser sees (`hsfp.observation` hides the set-aside options of the other player's pending choice) and
blanks the options not kept once the choice is over, so no later view or event names them. A custom
spell (Kazakus) is a chain of such offers whose progress is carried as data in the continuation
(`CraftPick`); the spell made keeps its parts on its own row (`Tag.CUSTOM_PARTS`), so it survives
`to_json`/`from_json` like any other card.
"""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.registry import CARDS
from hsfp.core.state import ChoiceKind, Ctx, GameState, Pending, Run
from hsfp.core.tags import EventKind, Tag, column, rare
from reducers import cardflow
from reducers.base import HAND, SETASIDE, ZONE, Handler, create, draw_random, push, set_tag, zone_of
from reducers.pools import blank, pool_cards
from reducers.query import select, sides
from reducers.triggers import announce

_PARTS: Final = column(Tag.CUSTOM_PARTS)
#: The base in which a custom spell's parts are packed into one tag (index + 1 per digit).
PART_BASE: Final = 32


def _offer(s: GameState, p: int, cards: list[str], ctx: Ctx, then: dsl.Effect | None) -> GameState:
    # the options, made in the order given, wait on the pending pick of their controller
    options: list[int] = []
    for c in cards:
        s, o = create(s, c, p, SETASIDE)
        options.append(o)
    if not options:
        return s
    pending = Pending(ChoiceKind.PICK, p, tuple(options), dsl.KeepOffered(then), ctx, dsl.DropOffered())
    return s._replace(pending=pending)


def _distinct(s: GameState, op: str, cards: list[str], n: int) -> tuple[GameState, list[str]]:
    # n cards drawn without replacement with the game's RNG
    left, out = list(cards), []
    for _ in range(min(max(n, 0), len(left))):
        s, i = draw_random(s, op, len(left))
        out.append(left.pop(i))
    return s, out


def _discover_each(s: GameState, e: dsl.DiscoverEach, ctx: Ctx) -> GameState:
    p = ctx.controller
    cards: list[str] = []
    for pool in e.pools:
        # one card of each pool, never one already offered
        candidates = [c for c in pool_cards(s, pool, p) if c not in cards]
        if candidates:
            s, i = draw_random(s, "discover", len(candidates))
            cards.append(candidates[i])
    return _offer(s, p, cards, ctx, e.then)


def _discover_copy(s: GameState, e: dsl.DiscoverCopy, ctx: Ctx) -> GameState:
    s, ids = select(s, e.of, ctx)
    # by card id, not by position: which cards may be offered says nothing of the order they lie in
    distinct = sorted({s.cards[i] for i in ids})
    s, cards = _distinct(s, "discover", distinct, e.n)
    return _offer(s, ctx.controller, cards, ctx, e.then)


def _shuffle_copy(s: GameState, e: dsl.ShuffleCopy, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        for p in sides(ctx.controller, e.side):
            s = cardflow.shuffle_new(s, p, s.cards[t], ctx.source)
    return s


# ---------------------------------------------------------------------------------- custom spells


def _custom_spell(s: GameState, e: dsl.CustomSpell, ctx: Ctx) -> GameState:
    return _ask(s, e, -1, (), [r.base for r in e.recipes], ctx)


def _ask(s: GameState, spell: dsl.CustomSpell, recipe: int, chosen: tuple[int, ...], cards: list[str],
         ctx: Ctx) -> GameState:
    p = ctx.controller
    options: list[int] = []
    for c in cards:
        s, o = create(s, c, p, SETASIDE)
        options.append(o)
    if not options:
        return s
    pick = dsl.CraftPick(spell, recipe, chosen, tuple(options))
    return s._replace(pending=Pending(ChoiceKind.PICK, p, tuple(options), pick, ctx))


def _craft_pick(s: GameState, e: dsl.CraftPick, ctx: Ctx) -> GameState:
    picked = s.cards[ctx.target]
    # every option of this step leaves the game before the next is offered: the opponent's view hides
    # only the options of the choice pending now
    for o in e.offered:
        if s.rows[o][ZONE] == SETASIDE:
            s = blank(s, o)
    spell = e.spell
    # an option whose card is none of this step's (a state resampled by another player) ends the craft
    chosen: tuple[int, ...] = ()
    if e.recipe < 0:
        bases = [r.base for r in spell.recipes]
        if picked not in bases:
            return s
        recipe = bases.index(picked)
    else:
        recipe = e.recipe
        if not 0 <= recipe < len(spell.recipes) or picked not in spell.recipes[recipe].parts:
            return s
        chosen = (*e.chosen, spell.recipes[recipe].parts.index(picked))
    r = spell.recipes[recipe]
    if len(chosen) >= spell.parts or len(chosen) >= len(r.parts):
        return _make(s, r, chosen, ctx)
    left = [c for i, c in enumerate(r.parts) if i not in chosen]
    s, cards = _distinct(s, "custom_spell", left, spell.n)
    return _ask(s, spell, recipe, chosen, cards, ctx)


def pack_parts(chosen: tuple[int, ...]) -> int:
    """Returns the CUSTOM_PARTS value of a card made of parts (indices into its recipe's parts, in order)."""
    v = 0
    for i in reversed(chosen):
        v = v * PART_BASE + i + 1
    return v


def unpack_parts(v: int) -> tuple[int, ...]:
    """Returns the part indices, in the order chosen, that a CUSTOM_PARTS value holds."""
    out: list[int] = []
    while v > 0:
        out.append(v % PART_BASE - 1)
        v //= PART_BASE
    return tuple(out)


def _make(s: GameState, r: dsl.Recipe, chosen: tuple[int, ...], ctx: Ctx) -> GameState:
    p = ctx.controller
    if len(zone_of(s, p, HAND)) >= s.rules.hand_size:
        return s  # a full hand: the spell is lost, as a card added to a full hand is
    s, c = create(s, r.product, p, HAND)
    s = set_tag(s, c, _PARTS, pack_parts(chosen))
    return announce(s, EventKind.CARD_ADDED, c, ctx.source, 0, p)


def _cast_parts(s: GameState, e: dsl.CastParts, ctx: Ctx) -> GameState:
    plays: list[Run] = []
    for i in unpack_parts(int(rare(s.rows[ctx.source], _PARTS))):
        if 0 <= i < len(e.parts):
            d = CARDS.get(e.parts[i])
            if d is not None and d.play is not None:
                plays.append(Run(d.play, ctx))
    return push(s, *plays)


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.DiscoverEach: _discover_each,
    dsl.DiscoverCopy: _discover_copy,
    dsl.ShuffleCopy: _shuffle_copy,
    dsl.CustomSpell: _custom_spell,
    dsl.CraftPick: _craft_pick,
    dsl.CastParts: _cast_parts,
}
