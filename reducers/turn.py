"""The turn (seed 000 ch. 3.1), the mulligan and conceding.

End of turn: TURN_END reactions, deaths, "this turn" enchantments expire, characters of the player
whose turn ends thaw if they did not attack. Start of turn: overload owed becomes locked, a crystal is
gained (up to 10), mana refills less the locked, minions and hero are ready, TURN_START reactions,
deaths, the draw (fatigue, burn), deaths. The real game's turn limit ends in a draw.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from hsfp.core.state import (
    MAX_TURNS,
    PLAYER_ENTITY,
    VALUES_CHANGED,
    ChoiceKind,
    GameState,
    Pending,
    Phase,
    Task,
    guard_limit,
    with_turn,
)
from hsfp.core.tags import N_ZONES, DrawReason, EventKind, PlayState, Status, Tag, column, rare
from reducers import cardflow, dormant
from reducers.base import (
    CARDTYPE,
    CHARGE_NOW,
    DECK,
    EXHAUSTED,
    FROZEN,
    HAND,
    HERO_ENTITY,
    MANA,
    MANA_CRYSTALS,
    MINION,
    NUM_ATTACKS,
    PLAY,
    RUSH_NOW,
    create,
    draw_random,
    move,
    plain_column,
    push,
    set_tag,
    set_tags_many,
    zone_of,
)
from reducers.deaths import forced_draw, game_over
from reducers.enchant import expire_end_of_turn
from reducers.healing_history import HEALING_COUNTERS
from reducers.triggers import announce
from reducers.work import phase, then_resolve

# the enum members read below, as module constants (docs/compiled.md: read through its class, a member costs more)
_CLEANUP_PHASE: Final = Phase.CLEANUP
_MULLIGAN: Final = EventKind.MULLIGAN
_TURN_DRAW_PHASE: Final = Phase.TURN_DRAW
_TURN_END: Final = EventKind.TURN_END
_TURN_END_PHASE: Final = Phase.TURN_END
_TURN_START: Final = EventKind.TURN_START
_TURN_START_PHASE: Final = Phase.TURN_START

COIN: Final = "GAME_005"

_OWED: Final = column(Tag.OVERLOAD_OWED)
_LOCKED: Final = column(Tag.OVERLOAD_LOCKED)
_TURNS_IN_PLAY: Final = column(Tag.NUM_TURNS_IN_PLAY)
_FIRST: Final = column(Tag.FIRST_PLAYER)
_PER_TURN = tuple(column(t) for t in (Tag.CARDS_PLAYED_THIS_TURN, Tag.MINIONS_PLAYED_THIS_TURN,
                                   Tag.SPELLS_CAST_THIS_TURN, Tag.HERO_POWER_USES_THIS_TURN))
# healing history: the Health restored this turn is a per-turn counter too
_PER_TURN += HEALING_COUNTERS
_PER_TURN_RESET: Final = tuple((t, 0) for t in _PER_TURN)
_PLAYSTATE: Final = column(Tag.PLAYSTATE)


def _turn_start_tasks(switch: int) -> tuple[Task, ...]:
    return (*then_resolve(_TURN_START_PHASE, switch), *then_resolve(_TURN_DRAW_PHASE))


#: The phases of ending a turn and starting the next, the first to run first, the same every turn (work
#: items are values): built once.
END_TURN_TASKS: Final = (*then_resolve(_TURN_END_PHASE), *then_resolve(_CLEANUP_PHASE), *_turn_start_tasks(switch=1))


@phase(Phase.TURN_END)
def _turn_end(s: GameState, args: tuple[int, ...]) -> GameState:
    return announce(s, _TURN_END, 0, 0, 0, s.current)


@phase(Phase.CLEANUP)
def _cleanup(s: GameState, args: tuple[int, ...]) -> GameState:
    s = expire_end_of_turn(s)
    p = s.current
    rows = s.rows  # read once: a thaw below writes its own entity's row, no other
    for e in (*s.zones[p * N_ZONES + PLAY], rows[PLAYER_ENTITY[p]][HERO_ENTITY]):  # p's board and hero
        r = rows[e]
        if not r[FROZEN] or r[NUM_ATTACKS]:
            continue  # not frozen, or it attacked this turn: nothing thaws
        # A minion still summoning-sick (no Charge or Rush) could not attack this turn: it stays frozen.
        sick = r[CARDTYPE] == MINION and r[EXHAUSTED] and not r[CHARGE_NOW] and not rare(r, RUSH_NOW)
        if not sick:
            s = set_tag(s, e, FROZEN, 0)
    return s


@phase(Phase.TURN_START)
def _turn_start(s: GameState, args: tuple[int, ...]) -> GameState:
    (switch,) = args
    p = 1 - s.current if switch else s.current
    turn = s.turn + 1
    if turn > guard_limit(s.rules.max_turns, MAX_TURNS):
        return forced_draw(s, DrawReason.TURN_LIMIT)
    s = with_turn(s, turn, p)
    pe = PLAYER_ENTITY[p]
    rows = s.rows
    pr = rows[pe]
    crystals = min(s.rules.max_mana, pr[MANA_CRYSTALS] + 1)
    locked = rare(pr, _OWED)
    pairs = ((_LOCKED, locked), (_OWED, 0), (MANA_CRYSTALS, crystals), (MANA, max(0, crystals - locked)),
             *_PER_TURN_RESET)
    writes: list[tuple[int, Iterable[tuple[int, int]]]] = [(pe, pairs)]
    hero = pr[HERO_ENTITY]
    if rows[hero][NUM_ATTACKS]:  # most heroes did not attack
        writes.append((hero, ((NUM_ATTACKS, 0),)))
    # per-turn counters feed auras (the first minion each turn costs less): VALUES_CHANGED
    s = set_tags_many(s, writes, VALUES_CHANGED, [(m, _readied(rows[m])) for m in s.zones[p * N_ZONES + PLAY]])
    # Dormant: the countdown runs at the start of the controller's turn, after the minions are readied
    s = dormant.count_down(s, p)
    return announce(s, _TURN_START, 0, 0, 0, p)


def _readied(r: tuple[int, ...]) -> tuple[int, ...]:
    # a minion's row at the start of its controller's turn: rested, no attack made yet, a turn more in play
    lst = [*r]
    lst[EXHAUSTED] = 0
    lst[NUM_ATTACKS] = 0
    lst[_TURNS_IN_PLAY] += 1
    return tuple(lst)


# the columns `_readied` writes call for no recompute and no death check (`set_tags_many`'s `replaced`)
assert all(plain_column(c) for c in (EXHAUSTED, NUM_ATTACKS, _TURNS_IN_PLAY))


@phase(Phase.TURN_DRAW)
def _turn_draw(s: GameState, args: tuple[int, ...]) -> GameState:
    return cardflow.draw(s, s.current)


def apply_mulligan(s: GameState, replace: tuple[int, ...]) -> GameState:
    """Returns the state after the pending mulligan is answered: replacements are drawn first, then the
    replaced cards are shuffled into the deck; after the second player, the Coin and the first turn."""
    pending = s.pending
    assert pending is not None
    p = pending.player
    s = s._replace(pending=None)
    for _ in replace:
        s = cardflow.draw(s, p)
    for card in replace:
        deck = zone_of(s, p, DECK)
        s, pos = draw_random(s, "mulligan_shuffle", len(deck) + 1)
        s = move(s, card, DECK, pos)
    s = announce(s, _MULLIGAN, 0, 0, 0, p, len(replace))
    first = 0 if s.rows[PLAYER_ENTITY[0]][_FIRST] else 1
    if p == first:
        other = 1 - first
        return s._replace(current=other, pending=Pending(ChoiceKind.MULLIGAN, other, zone_of(s, other, HAND)))
    second = 1 - first
    if len(zone_of(s, second, HAND)) < s.rules.hand_size:
        s, _ = create(s, COIN, second, HAND)
    s = s._replace(current=first, status=int(Status.MAIN))
    return push(s, *_turn_start_tasks(switch=0))


def concede(s: GameState, p: int) -> GameState:
    """Returns the state with player p conceded (they lose at once)."""
    s = game_over(s, (p,))
    return set_tag(s, PLAYER_ENTITY[p], _PLAYSTATE, int(PlayState.CONCEDED))
