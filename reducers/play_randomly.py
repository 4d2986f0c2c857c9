"""Cards played by an effect, for free and with random choices: Avatar of Hearthstone's card pack.

`PlayRandomly(card)` makes the card and plays it as its controller would from hand, through the phases of
`reducers.play` (so it counts as played: "play" reactions, Battlecries, Combo, Overload owed), except that
nothing is paid (`PlayedForFree` takes the place of the payment). What a player would choose is drawn with
the game's RNG among what they could have chosen: the Choose One option (among those playable now), the
target (any side's, as Yogg-Saron's), and a minion or location goes to the right end of the board. A card
that could not be played from hand now is lost to the graveyard without effect: a spell that needs a
target and has none or whose condition fails, a minion or location on a full board, a secret already in
play or beyond the limit. A Battlecry with no legal target is skipped and the minion is still played.

`OpenPack` draws a pack (docs/rulings.md, "CORE: Avatar of Hearthstone"): each card's rarity with the
card packs' odds (`ODDS`), then the card from that rarity's pool; if the first cards are all Common, the
last one is Rare or better. Its cards are then played one after another, each fully resolved (triggers,
deaths) before the next.
"""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS
from hsfp.core.state import MAX_LOOP, PLAYER_ENTITY, VALUES_CHANGED, Builtin, Ctx, GameState, Phase, Run
from hsfp.core.tags import CardType, Tag, column, rare
from reducers.base import (
    CARDTYPE,
    CONTROLLER,
    SECRET_ZONE,
    SETASIDE,
    Handler,
    board,
    create,
    draw_random,
    mark_dirty,
    push,
    set_tags,
    with_work,
    zone_of,
)
from reducers.cardflow import to_graveyard
from reducers.choose_both import acting_def_for
from reducers.legal import chosen_targets
from reducers.outcast import record_play
from reducers.overload import overloaded
from reducers.play import begin_play
from reducers.pools import pool_cards
from reducers.query import test

#: The chance of each rarity for one card of a pack, per 10,000, from Common up to Legendary: an Epic in
#: five packs and a Legendary in twenty on average, as Blizzard states; Rare the share packs show.
ODDS: Final[tuple[int, int, int, int]] = (7200, 2300, 400, 100)

_CREATOR: Final = column(Tag.CREATOR)
_SECRET: Final = column(Tag.SECRET)
_OVERLOAD: Final = column(Tag.OVERLOAD)
_OWED: Final = column(Tag.OVERLOAD_OWED)
_PLAYED: Final = column(Tag.CARDS_PLAYED_THIS_TURN)
_MINIONS_PLAYED: Final = column(Tag.MINIONS_PLAYED_THIS_TURN)
_SPELLS_CAST: Final = column(Tag.SPELLS_CAST_THIS_TURN)
_COUNTERED: Final = column(Tag.COUNTERED)
_CARD_TARGET: Final = column(Tag.CARD_TARGET)
_ON_BOARD: Final = (CardType.MINION, CardType.LOCATION)
#: Card types whose target is optional when played: their Battlecry is skipped without one.
_TARGET_OPTIONAL: Final = (CardType.MINION, CardType.WEAPON, CardType.HERO)


# ------------------------------------------------------------------------------------------- a pack


def open_pack(s: GameState, e: dsl.OpenPack, p: int) -> tuple[GameState, tuple[str, ...]]:
    """Returns the state (its RNG advanced) and the card ids of a pack opened for p, in pack order."""
    tiers = tuple(pool_cards(s, pool, p) for pool in (e.common, e.rare, e.epic, e.legendary))
    cards: list[str] = []
    better = False  # a Rare or better so far
    size = min(max(e.size, 0), MAX_LOOP)
    for i in range(size):
        guaranteed = i == size - 1 and not better and any(tiers[1:])
        allowed = [k for k in range(len(tiers)) if tiers[k] and not (guaranteed and k == 0)]
        if not allowed:
            break
        s, k = _rarity(s, allowed)
        s, j = draw_random(s, "pack_card", len(tiers[k]))
        cards.append(tiers[k][j])
        better = better or k > 0
    return s, tuple(cards)


def _rarity(s: GameState, allowed: list[int]) -> tuple[GameState, int]:
    s, roll = draw_random(s, "pack_rarity", sum(ODDS[k] for k in allowed))
    for k in allowed:
        if roll < ODDS[k]:
            return s, k
        roll -= ODDS[k]
    return s, allowed[-1]  # unreachable: the roll is below the sum


def _open_pack(s: GameState, e: dsl.OpenPack, ctx: Ctx) -> GameState:
    s, cards = open_pack(s, e, ctx.controller)
    return push(s, *(Run(dsl.PlayRandomly(c), ctx) for c in cards))


# ------------------------------------------------------------------------------- a card played


def _play_randomly(s: GameState, e: dsl.PlayRandomly, ctx: Ctx) -> GameState:
    d = CARDS.get(e.card_id)
    if d is None:
        return s
    p = ctx.controller
    s, card = create(s, e.card_id, p, SETASIDE)
    s = set_tags(s, card, ((_CREATOR, ctx.source),))
    ctype = d.card_type
    if ctype in _ON_BOARD and len(board(s, p)) >= s.rules.board_size:
        return to_graveyard(s, card)
    if rare(s.rows[card], _SECRET) and not _secret_fits(s, card, p):
        return to_graveyard(s, card)
    if not _playable(s, d, card, p):
        return to_graveyard(s, card)
    choice = -1
    if d.choose_one:
        options = [i for i, sub in enumerate(d.choose_one) if _playable(s, CARDS[sub], card, p)]
        if not options:
            return to_graveyard(s, card)
        s, k = draw_random(s, "play_randomly_choice", len(options))
        choice = options[k]
    target = 0
    acting = acting_def_for(s, d, choice, p)
    if ctype != CardType.LOCATION and acting.target is not None:
        legal = chosen_targets(s, card, acting, p)
        if legal:
            s, k = draw_random(s, "play_randomly_target", len(legal))
            target = legal[k]
        elif ctype not in _TARGET_OPTIONAL:
            return to_graveyard(s, card)  # a spell with no legal target fizzles
    s = begin_play(s, card, target, -1, choice)
    # Inside a work item the stack holds only what the item pushed: the phases of this play. A card
    # played for free keeps what its payment counts and pays nothing.
    pay = Builtin(Phase.PAY, (card, target))
    free = Run(dsl.PlayedForFree(), Ctx(card, p, target))
    return with_work(s, tuple(free if w == pay else w for w in s.work))


def _playable(s: GameState, d: CardDef, card: int, p: int) -> bool:
    return d.playable_if is None or test(s, d.playable_if, Ctx(card, p), card)


def _secret_fits(s: GameState, card: int, p: int) -> bool:
    secrets = zone_of(s, p, SECRET_ZONE)
    return len(secrets) < s.rules.max_secrets and all(s.cards[x] != s.cards[card] for x in secrets)


def _played_for_free(s: GameState, e: dsl.PlayedForFree, ctx: Ctx) -> GameState:
    # What paying for a card counts (`reducers.play`'s payment), without the Mana or Health.
    card, target = ctx.source, ctx.target
    s = record_play(s, card)
    s = mark_dirty(set_tags(s, card, ((_CARD_TARGET, target), (_COUNTERED, 0))), VALUES_CHANGED)
    r = s.rows[card]
    p = r[CONTROLLER]
    pe = PLAYER_ENTITY[p]
    pr = s.rows[pe]
    pairs = [(_OWED, rare(pr, _OWED) + rare(r, _OVERLOAD)), (_PLAYED, pr[_PLAYED] + 1)]
    if r[CARDTYPE] == CardType.MINION:
        pairs.append((_MINIONS_PLAYED, pr[_MINIONS_PLAYED] + 1))
    elif r[CARDTYPE] == CardType.SPELL:
        pairs.append((_SPELLS_CAST, pr[_SPELLS_CAST] + 1))
    s = set_tags(s, pe, pairs)
    return overloaded(s, p, rare(r, _OVERLOAD), card)


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.OpenPack: _open_pack,
    dsl.PlayRandomly: _play_randomly,
    dsl.PlayedForFree: _played_for_free,
}
