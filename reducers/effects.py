"""The interpreter of the card language's Effect nodes.

Control nodes (Seq, If, ForEach, Repeat) push their parts on the work stack instead of recursing, so
resolution can stop at any point (a Pick) and resume from the state alone. Primitives are functions
(state, node, ctx) -> state. A node's targets are fixed when it starts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hsfp.core import dsl
from hsfp.core.dsl import Effect
from hsfp.core.events import Event
from hsfp.core.state import PLAYER_ENTITY, ChoiceKind, Ctx, GameState, Pending, Run
from hsfp.core.tags import EventKind, Tag
from reducers import board as board_ops
from reducers import cardflow
from reducers.base import (
    ARMOR,
    CARDTYPE,
    DAMAGE,
    HAND,
    HEALTH_NOW,
    HERO_ENTITY,
    MANA,
    MANA_CRYSTALS,
    PLAY,
    SPELL,
    TO_BE_DESTROYED,
    ZONE,
    board,
    draw_random,
    push,
    set_tag,
    set_tags,
    spell_damage,
    zone_of,
)
from reducers.damage import deal_damage, heal
from reducers.enchant import attach
from reducers.query import amount, select, sides
from reducers.triggers import emit

Handler = Callable[[GameState, Any, Ctx], GameState]

#: Named escape-hatch effects, registered by content: name -> pure function of (state, ctx).
SPECIALS: dict[str, Callable[[GameState, Ctx], GameState]] = {}


def run(s: GameState, effect: Effect, ctx: Ctx) -> GameState:
    """Returns the state after one step of an effect (control nodes push their parts as work)."""
    return _RUN[type(effect)](s, effect, ctx)


def _is_spell(s: GameState, ctx: Ctx) -> bool:
    return bool(s.rows[ctx.source][CARDTYPE] == SPELL)


def _spell_bonus(s: GameState, ctx: Ctx) -> int:
    return spell_damage(s, ctx.controller) if _is_spell(s, ctx) else 0


# ------------------------------------------------------------------------------------------ control


def _seq(s: GameState, e: dsl.Seq, ctx: Ctx) -> GameState:
    return push(s, *(Run(step, ctx) for step in e.steps))


def _if(s: GameState, e: dsl.If, ctx: Ctx) -> GameState:
    from reducers.query import test

    branch = e.then if test(s, e.cond, ctx, ctx.target) else e.otherwise
    return s if branch is None else push(s, Run(branch, ctx))


def _for_each(s: GameState, e: dsl.ForEach, ctx: Ctx) -> GameState:
    s, ids = select(s, e.of, ctx)
    return push(s, *(Run(e.effect, ctx._replace(target=t)) for t in ids))


def _repeat(s: GameState, e: dsl.Repeat, ctx: Ctx) -> GameState:
    n = amount(s, e.n, ctx)
    return push(s, *(Run(e.effect, ctx) for _ in range(max(0, n))))


# --------------------------------------------------------------------------------------- primitives


def _damage(s: GameState, e: dsl.Damage, ctx: Ctx) -> GameState:
    s, ids = select(s, e.to, ctx)
    n = amount(s, e.amount, ctx) + _spell_bonus(s, ctx)
    for t in ids:
        s, _ = deal_damage(s, ctx.source, t, n)
    return s


def _split_damage(s: GameState, e: dsl.SplitDamage, ctx: Ctx) -> GameState:
    hits = amount(s, e.hits, ctx) + _spell_bonus(s, ctx)
    for _ in range(hits):
        s, pool = select(s, e.to, ctx)
        rows = s.rows
        alive = [t for t in pool if rows[t][HEALTH_NOW] - rows[t][DAMAGE] > 0 and not rows[t][TO_BE_DESTROYED]]
        if not alive:
            break
        s, i = draw_random(s, "split_damage", len(alive))
        s, _ = deal_damage(s, ctx.source, alive[i], 1)
    return s


def _heal(s: GameState, e: dsl.Heal, ctx: Ctx) -> GameState:
    s, ids = select(s, e.to, ctx)
    for t in ids:
        s, _ = heal(s, ctx.source, t, amount(s, e.amount, ctx._replace(target=t)))
    return s


def _destroy(s: GameState, e: dsl.Destroy, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s = board_ops.destroy(s, t, ctx.source)
    return s


def _draw(s: GameState, e: dsl.Draw, ctx: Ctx) -> GameState:
    n = amount(s, e.n, ctx)
    for p in sides(ctx.controller, e.side):
        for _ in range(n):
            s = cardflow.draw(s, p)
    return s


def _draw_this(s: GameState, e: dsl.DrawThis, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for c in ids:
        s = cardflow.draw_specific(s, ctx.controller, c)
    return s


def _discard(s: GameState, e: dsl.Discard, ctx: Ctx) -> GameState:
    n = amount(s, e.n, ctx)
    for p in sides(ctx.controller, e.side):
        for _ in range(n):
            hand = zone_of(s, p, HAND)
            if not hand:
                break
            s, i = draw_random(s, "discard", len(hand))
            s = cardflow.discard(s, hand[i])
    return s


def _mill(s: GameState, e: dsl.Mill, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for c in ids:
        s = cardflow.mill(s, c)
    return s


def _summon_position(s: GameState, ctx: Ctx, p: int) -> int | None:
    ev = ctx.event
    if ev is not None and ev.kind == EventKind.DEATH and ev.entity == ctx.source:
        return ev.position - 1  # a deathrattle summons where its minion stood (death snapshot)
    return board_ops.position_right_of(s, ctx.source, p)


def _summon(s: GameState, e: dsl.Summon, ctx: Ctx) -> GameState:
    for p in sides(ctx.controller, e.side):
        pos = _summon_position(s, ctx, p)
        for i in range(e.n):
            s, m = board_ops.summon(s, e.card, p, None if pos is None else pos + i, ctx.source)
            if not m:
                break
    return s


def _summon_random(s: GameState, e: dsl.SummonRandom, ctx: Ctx) -> GameState:
    for p in sides(ctx.controller, e.side):
        pool = e.pool
        if e.missing_only:
            present = {s.cards[m] for m in board(s, p)}
            pool = tuple(c for c in pool if c not in present)
        if not pool:
            continue
        s, i = draw_random(s, "summon_random", len(pool))
        s, _ = board_ops.summon(s, pool[i], p, _summon_position(s, ctx, p), ctx.source)
    return s


def _transform(s: GameState, e: dsl.Transform, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s = board_ops.transform(s, t, e.card, ctx.source)
    return s


def _buff(s: GameState, e: dsl.Buff, ctx: Ctx) -> GameState:
    s, ids = select(s, e.to, ctx)
    for t in ids:
        s = attach(s, t, e.enchantment, ctx.controller, ctx.source)
    return s


def _set_tag(s: GameState, e: dsl.SetTag, ctx: Ctx) -> GameState:
    s, ids = select(s, e.to, ctx)
    for t in ids:
        s = set_tag(s, t, int(e.tag), e.value)
    return s


def _freeze(s: GameState, e: dsl.Freeze, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s = board_ops.freeze(s, t, ctx.source)
    return s


def _silence(s: GameState, e: dsl.Silence, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s = board_ops.silence(s, t, ctx.source)
    return s


def _gain_mana(s: GameState, e: dsl.GainMana, ctx: Ctx) -> GameState:
    pe = PLAYER_ENTITY[ctx.controller]
    mana = s.rows[pe][MANA]
    gained = min(s.rules.max_mana, mana + amount(s, e.n, ctx)) - mana
    s = set_tag(s, pe, MANA, mana + gained)
    return emit(s, Event(EventKind.MANA_GAINED, pe, ctx.source, 0, ctx.controller, gained))


def _gain_crystals(s: GameState, e: dsl.GainCrystals, ctx: Ctx) -> GameState:
    pe = PLAYER_ENTITY[ctx.controller]
    r = s.rows[pe]
    n = amount(s, e.n, ctx)
    if r[MANA_CRYSTALS] >= s.rules.max_mana and e.overflow_card:
        return cardflow.add_to_hand(s, ctx.controller, e.overflow_card, ctx.source)
    crystals = min(s.rules.max_mana, r[MANA_CRYSTALS] + n)
    gained = crystals - r[MANA_CRYSTALS]
    pairs = [(MANA_CRYSTALS, crystals)]
    if not e.empty:
        pairs.append((MANA, min(s.rules.max_mana, r[MANA] + gained)))
    return set_tags(s, pe, pairs)


def _gain_armor(s: GameState, e: dsl.GainArmor, ctx: Ctx) -> GameState:
    hero = s.rows[PLAYER_ENTITY[ctx.controller]][HERO_ENTITY]
    n = amount(s, e.n, ctx)
    s = set_tag(s, hero, ARMOR, s.rows[hero][ARMOR] + n)
    return emit(s, Event(EventKind.ARMOR_GAINED, hero, ctx.source, 0, ctx.controller, n))


def _equip(s: GameState, e: dsl.EquipWeapon, ctx: Ctx) -> GameState:
    return board_ops.equip(s, e.card, ctx.controller, ctx.source)


def _take_control(s: GameState, e: dsl.TakeControl, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s = board_ops.take_control(s, t, ctx.controller, ctx.source)
    return s


def _return_to_hand(s: GameState, e: dsl.ReturnToHand, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s = cardflow.return_to_hand(s, t, ctx.source)
    return s


def _add_to_hand(s: GameState, e: dsl.AddToHand, ctx: Ctx) -> GameState:
    for p in sides(ctx.controller, e.side):
        s = cardflow.add_to_hand(s, p, e.card, ctx.source)
    return s


def _copy_to_hand(s: GameState, e: dsl.CopyToHand, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        for p in sides(ctx.controller, e.side):
            s = cardflow.add_to_hand(s, p, s.cards[t], ctx.source)
    return s


def _pick(s: GameState, e: dsl.Pick, ctx: Ctx) -> GameState:
    s, options = select(s, e.options, ctx)
    if not options:
        return s
    pending = Pending(ChoiceKind.PICK, ctx.controller, options, e.chosen, ctx, e.rest)
    return s._replace(pending=pending)


def _special(s: GameState, e: dsl.Special, ctx: Ctx) -> GameState:
    return SPECIALS[e.name](s, ctx)


_RUN: dict[type, Handler] = {
    dsl.Seq: _seq,
    dsl.If: _if,
    dsl.ForEach: _for_each,
    dsl.Repeat: _repeat,
    dsl.Damage: _damage,
    dsl.SplitDamage: _split_damage,
    dsl.Heal: _heal,
    dsl.Destroy: _destroy,
    dsl.Draw: _draw,
    dsl.DrawThis: _draw_this,
    dsl.Discard: _discard,
    dsl.Mill: _mill,
    dsl.Summon: _summon,
    dsl.SummonRandom: _summon_random,
    dsl.Transform: _transform,
    dsl.Buff: _buff,
    dsl.SetTag: _set_tag,
    dsl.Freeze: _freeze,
    dsl.Silence: _silence,
    dsl.GainMana: _gain_mana,
    dsl.GainCrystals: _gain_crystals,
    dsl.GainArmor: _gain_armor,
    dsl.EquipWeapon: _equip,
    dsl.TakeControl: _take_control,
    dsl.ReturnToHand: _return_to_hand,
    dsl.AddToHand: _add_to_hand,
    dsl.CopyToHand: _copy_to_hand,
    dsl.Pick: _pick,
    dsl.Special: _special,
}

_ = (PLAY, ZONE, Tag)
