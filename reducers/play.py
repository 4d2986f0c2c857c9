"""Playing a card and using the hero power (seed 000 ch. 3.4), as phases on the work stack.

Minion: pay, PLAY_CARD, enter play at the chosen position (SUMMON), Battlecry or Combo, AFTER_PLAY and
AFTER_SUMMON. Spell: pay, PLAY_CARD and SPELL_CAST, the effect, to the graveyard, AFTER_SPELL. Weapon:
pay, PLAY_CARD, equip, Battlecry. Secret: pay into the secret zone. Between phases the trigger queue is
drained and deaths are checked. Combo is read before this card counts as played.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from hsfp.core.registry import CARDS
from hsfp.core.state import (
    PLAYER_ENTITY,
    SETTLE,
    VALUES_CHANGED,
    GameState,
    Phase,
    Task,
    full_ctx,
    phase_item,
    run_item,
)
from hsfp.core.tags import SHORT_WIDTH, EventKind, Tag, column, rare
from reducers.base import (
    CARDTYPE,
    CONTROLLER,
    COST_NOW,
    COSTS_HEALTH_NOW,
    DAMAGE,
    HERO,
    HERO_ENTITY,
    HERO_POWER_ENTITY,
    LOCATION,
    MANA,
    MINION,
    SECRET_ZONE,
    SETASIDE,
    SPELL,
    WEAPON,
    board,
    move,
    push,
    set_tags,
    set_tags_many,
    zone_of,
)
from reducers.battlecries import battlecry_times
from reducers.board import equip, place
from reducers.cardflow import to_graveyard
from reducers.choose_both import acting_def_for
from reducers.enchant import leave_hand
from reducers.locations import place_location
from reducers.outcast import outcast_only, play_marks
from reducers.overload import overloaded
from reducers.triggers import announce, announce_pair
from reducers.work import PhaseResult, followed_by, phase, then_resolve

# the enum members read below, as module constants (docs/compiled.md: read through its class, a member costs more)
_AFTER_PLAY: Final = EventKind.AFTER_PLAY
_AFTER_PLAY_PHASE: Final = Phase.AFTER_PLAY
_AFTER_SPELL: Final = EventKind.AFTER_SPELL
_AFTER_SPELL_PHASE: Final = Phase.AFTER_SPELL
_AFTER_SUMMON: Final = EventKind.AFTER_SUMMON
_ARM_SECRET_PHASE: Final = Phase.ARM_SECRET
_BATTLECRY_PHASE: Final = Phase.BATTLECRY
_BECOME_HERO_PHASE: Final = Phase.BECOME_HERO
_CAST_PHASE: Final = Phase.CAST
_ENTER_PHASE: Final = Phase.ENTER
_HERO_POWER: Final = EventKind.HERO_POWER
_PAY_PHASE: Final = Phase.PAY
_PAY_POWER_PHASE: Final = Phase.PAY_POWER
_PLAY_CARD: Final = EventKind.PLAY_CARD
_PLAY_EVENT_PHASE: Final = Phase.PLAY_EVENT
_POWER_PHASE: Final = Phase.POWER
_SPELL_CAST: Final = EventKind.SPELL_CAST
_SUMMON_FAILED: Final = EventKind.SUMMON_FAILED
_WIELD_PHASE: Final = Phase.WIELD

_OVERLOAD: Final = column(Tag.OVERLOAD)
assert min(COSTS_HEALTH_NOW, _OVERLOAD) >= SHORT_WIDTH  # rare columns: `_pay` skips them in a short row
_OWED: Final = column(Tag.OVERLOAD_OWED)
_PLAYED: Final = column(Tag.CARDS_PLAYED_THIS_TURN)
_MINIONS_PLAYED: Final = column(Tag.MINIONS_PLAYED_THIS_TURN)
_SPELLS_CAST: Final = column(Tag.SPELLS_CAST_THIS_TURN)
_POWER_USES: Final = column(Tag.HERO_POWER_USES_THIS_TURN)
_SECRET: Final = column(Tag.SECRET)
_COUNTERED: Final = column(Tag.COUNTERED)
_CARD_TARGET: Final = column(Tag.CARD_TARGET)


def begin_play(s: GameState, card: int, target: int, position: int, choice: int) -> GameState:
    """Returns the state with the phases of playing a card pushed (the action was validated)."""
    return push(s, *play_tasks(s, card, target, position, choice))


def play_tasks(s: GameState, card: int, target: int, position: int, choice: int) -> tuple[Task, ...]:
    """Returns the phases of playing a card, the first to run first (the action was validated)."""
    rows = s.rows
    r = rows[card]
    combo = 1 if rows[PLAYER_ENTITY[r[CONTROLLER]]][_PLAYED] > 0 else 0
    ctype = r[CARDTYPE]
    if ctype == MINION or (ctype == SPELL and not rare(r, _SECRET)):
        # the two commonest plays: their phases depend on nothing but these numbers, so they are made once
        # (work items are values) and found again
        key = (card, target, position, choice, combo, ctype)
        found = _COMMON_PLAYS.get(key)
        if found is None:
            found = _common_play(card, target, position, choice, combo, ctype == MINION)
            if len(_COMMON_PLAYS) >= _TASK_MAPS_MAX:
                _COMMON_PLAYS.clear()
            _COMMON_PLAYS[key] = found
        return found
    tasks: list[Task] = [phase_item(_PAY_PHASE, (card, target))]  # paying fires nothing: no settling after it
    if ctype == LOCATION:
        tasks += [*then_resolve(_PLAY_EVENT_PHASE, card, target), *then_resolve(_ENTER_PHASE, card, position, 0),
                  *then_resolve(_AFTER_PLAY_PHASE, card)]
        return tuple(tasks)
    tasks += [*then_resolve(_PLAY_EVENT_PHASE, card, target)]
    if ctype == HERO:
        tasks += [*then_resolve(_BECOME_HERO_PHASE, card), *then_resolve(_BATTLECRY_PHASE, card, target, choice, combo),
                  *then_resolve(_AFTER_PLAY_PHASE, card)]
    elif ctype == WEAPON:
        tasks += [*then_resolve(_WIELD_PHASE, card), *then_resolve(_BATTLECRY_PHASE, card, target, choice, combo),
                  *then_resolve(_AFTER_PLAY_PHASE, card)]
    elif ctype == SPELL:  # a secret (other spells are listed above)
        tasks += [*then_resolve(_ARM_SECRET_PHASE, card)]
    return tuple(tasks)


#: The phases of minion and spell plays made before, by `play_tasks`' numbers (bounded, process-wide; a
#: value is a pure function of its key, so two threads filling it at once store equal values).
_COMMON_PLAYS: Final[dict[tuple[int, int, int, int, int, int], tuple[Task, ...]]] = {}
#: The most entries each map of phases made before holds (`_COMMON_PLAYS`, `_POWER_TASKS`): cleared when full.
_TASK_MAPS_MAX: Final = 20_000


def _common_play(card: int, target: int, position: int, choice: int, combo: int, minion: bool) -> tuple[Task, ...]:
    pay = phase_item(_PAY_PHASE, (card, target))  # paying fires nothing: no settling after it
    if minion:
        # A played minion takes its board slot before the "whenever you play" reactions (Illidan's Flame
        # cannot take its place). Each phase after paying is followed by settling, as `then_resolve` makes
        # them.
        return (pay, phase_item(_ENTER_PHASE, (card, position, target)), SETTLE,
                phase_item(_BATTLECRY_PHASE, (card, target, choice, combo)), SETTLE,
                phase_item(_AFTER_PLAY_PHASE, (card,)), SETTLE)
    return (pay, phase_item(_PLAY_EVENT_PHASE, (card, target)), SETTLE,
            phase_item(_CAST_PHASE, (card, target, choice, combo)), SETTLE,
            phase_item(_AFTER_SPELL_PHASE, (card,)), SETTLE)


def hero_power_tasks(s: GameState, p: int, target: int) -> tuple[Task, ...]:
    """Returns the phases of using p's hero power, the first to run first."""
    hp = s.rows[PLAYER_ENTITY[p]][HERO_POWER_ENTITY]
    key = (hp, target)
    found = _POWER_TASKS.get(key)
    if found is None:  # made once per hero power and target (work items are values)
        found = (phase_item(_PAY_POWER_PHASE, (hp,)), *then_resolve(_POWER_PHASE, hp, target))
        if len(_POWER_TASKS) >= _TASK_MAPS_MAX:
            _POWER_TASKS.clear()
        _POWER_TASKS[key] = found
    return found


#: The phases of hero powers used before, by (hero power, target) (bounded, process-wide, as `_COMMON_PLAYS`).
_POWER_TASKS: Final[dict[tuple[int, int], tuple[Task, ...]]] = {}


@phase(Phase.PAY)
def _pay(s: GameState, args: tuple[int, ...]) -> GameState:
    card, target = args
    marks = play_marks(s, card)  # while the card still stands in its hand
    s = leave_hand(s, card)
    r = s.rows[card]  # the cost is the one it had in hand: the values are not recomputed before it is paid
    p = r[CONTROLLER]
    pe = PLAYER_ENTITY[p]
    pr = s.rows[pe]
    wide = len(r) > SHORT_WIDTH  # a short row has no rare value: no cost in Health, no Overload
    by_health = wide and r[COSTS_HEALTH_NOW]
    overload = r[_OVERLOAD] if wide else 0
    pairs = [(MANA, pr[MANA] - (0 if by_health else r[COST_NOW])), (_PLAYED, pr[_PLAYED] + 1)]
    if overload:
        pairs.append((_OWED, rare(pr, _OWED) + overload))
    if r[CARDTYPE] == MINION:
        pairs.append((_MINIONS_PLAYED, pr[_MINIONS_PLAYED] + 1))
    elif r[CARDTYPE] == SPELL:
        pairs.append((_SPELLS_CAST, pr[_SPELLS_CAST] + 1))
    # the card's marks and the player's counters in one write; the counters feed auras: VALUES_CHANGED
    # a short row's Countered is 0 already: its marks are then plain columns, set with the move
    marked = (*marks, (_CARD_TARGET, target), (_COUNTERED, 0)) if wide else (*marks, (_CARD_TARGET, target))
    writes: list[tuple[int, Iterable[tuple[int, int]]]] = [(card, marked), (pe, pairs)]
    if by_health:  # paid with Health: no damage, so nothing reacts to it and armour is not spent
        hero = pr[HERO_ENTITY]
        writes.append((hero, ((DAMAGE, s.rows[hero][DAMAGE] + r[COST_NOW]),)))
    if overload > 0:
        # owed above; announced for "whenever you Overload" while the card is still where it was played from
        s = overloaded(set_tags_many(s, writes, VALUES_CHANGED), p, overload, card)
        return move(s, card, SETASIDE)
    return move(s, card, SETASIDE, also=writes, dirty=VALUES_CHANGED)  # the writes with the move: one new state


@phase(Phase.ARM_SECRET)
def _arm_secret(s: GameState, args: tuple[int, ...]) -> GameState:
    # A secret is cast like any spell, so it can be countered before it is put into play.
    (card,) = args
    r = s.rows[card]
    p = r[CONTROLLER]
    if rare(r, _COUNTERED) or len(zone_of(s, p, SECRET_ZONE)) >= s.rules.max_secrets:
        return to_graveyard(s, card)
    s = move(s, card, SECRET_ZONE)
    s = announce(s, _AFTER_SPELL, card, card, 0, p)
    return announce(s, _AFTER_PLAY, card, card, 0, p)


@phase(Phase.PLAY_EVENT)
def _play_event(s: GameState, args: tuple[int, ...]) -> GameState:
    card, target = args
    r = s.rows[card]
    if r[CARDTYPE] == SPELL:
        return announce_pair(s, _PLAY_CARD, _SPELL_CAST, card, card, target, r[CONTROLLER])
    return announce(s, _PLAY_CARD, card, card, target, r[CONTROLLER])


@phase(Phase.ENTER)
def _enter(s: GameState, args: tuple[int, ...]) -> GameState:
    card, position, target = args
    p = s.rows[card][CONTROLLER]
    if s.rows[card][CARDTYPE] == LOCATION:
        if len(board(s, p)) >= s.rules.board_size:
            return to_graveyard(s, card)  # the board filled up while it was played
        return place_location(s, card, position)
    if len(board(s, p)) >= s.rules.board_size:
        # The board filled up while the card was being played: it goes, it does not die.
        s = to_graveyard(announce(s, _PLAY_CARD, card, card, target, p), card)
        return announce(s, _SUMMON_FAILED, card, card, 0, p)
    return place(s, card, p, None if position < 0 else position, card, played=target)


@phase(Phase.BATTLECRY)
def _battlecry(s: GameState, args: tuple[int, ...]) -> PhaseResult:
    card, _, choice, combo = args
    r = s.rows[card]
    target = r[_CARD_TARGET]
    d = CARDS[s.cards[card]]
    if d.choose_one:
        sub = acting_def_for(s, d, choice, r[CONTROLLER])  # Fandral Staghelm: both combined
        effect = sub.play
        needs_target = sub.target is not None
    else:
        effect = d.combo if (combo and d.combo is not None) else d.battlecry
        needs_target = d.target is not None
    if effect is None:
        return s
    if needs_target and not target:
        return s  # needs a target and had none: skipped, the minion stays
    run = run_item(effect, full_ctx(card, r[CONTROLLER], target, None, choice, bool(combo)))
    # Brann Bronzebeard: a Battlecry (not a Combo or a Choose One) runs again, on the same target
    twice = (effect is d.battlecry and not d.choose_one and not outcast_only(effect)
             and battlecry_times(s, r[CONTROLLER], card) == 2)
    return followed_by(s, run, run) if twice else followed_by(s, run)


@phase(Phase.AFTER_PLAY)
def _after_play(s: GameState, args: tuple[int, ...]) -> GameState:
    (card,) = args
    r = s.rows[card]
    if r[CARDTYPE] == MINION:
        return announce_pair(s, _AFTER_PLAY, _AFTER_SUMMON, card, card, 0, r[CONTROLLER])
    return announce(s, _AFTER_PLAY, card, card, 0, r[CONTROLLER])


@phase(Phase.WIELD)
def _wield(s: GameState, args: tuple[int, ...]) -> GameState:
    (card,) = args
    return equip(s, s.cards[card], s.rows[card][CONTROLLER], card, existing=card)


@phase(Phase.CAST)
def _cast(s: GameState, args: tuple[int, ...]) -> PhaseResult:
    card, _, choice, combo = args
    if rare(s.rows[card], _COUNTERED):
        return s  # countered: no effect, the mana and overload stay paid
    target = s.rows[card][_CARD_TARGET]  # a reaction may have aimed the spell elsewhere
    d = CARDS[s.cards[card]]
    effect = acting_def_for(s, d, choice, s.rows[card][CONTROLLER]).play if d.choose_one else (
        d.combo if (combo and d.combo is not None) else d.play)
    if effect is None:
        return s
    return followed_by(s, run_item(effect, full_ctx(card, s.rows[card][CONTROLLER], target, None, choice, bool(combo))))


@phase(Phase.AFTER_SPELL)
def _after_spell(s: GameState, args: tuple[int, ...]) -> GameState:
    (card,) = args
    p = s.rows[card][CONTROLLER]
    return announce_pair(to_graveyard(s, card), _AFTER_SPELL, _AFTER_PLAY, card, card, 0, p)


@phase(Phase.PAY_POWER)
def _pay_power(s: GameState, args: tuple[int, ...]) -> GameState:
    (hp,) = args
    p = s.rows[hp][CONTROLLER]
    pe = PLAYER_ENTITY[p]
    pr = s.rows[pe]
    s = set_tags(s, pe, ((MANA, pr[MANA] - s.rows[hp][COST_NOW]), (_POWER_USES, pr[_POWER_USES] + 1)))
    return s


@phase(Phase.POWER)
def _power(s: GameState, args: tuple[int, ...]) -> PhaseResult:
    hp, target = args
    p = s.rows[hp][CONTROLLER]
    s = announce(s, _HERO_POWER, hp, hp, target, p)
    d = CARDS[s.cards[hp]]
    if d.play is None:
        return s
    return followed_by(s, run_item(d.play, full_ctx(hp, p, target, None, -1, False)))
