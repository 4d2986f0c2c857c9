"""The interpreter of the card language's Effect nodes.

Control nodes (Seq, If, ForEach, Repeat) push their parts on the work stack instead of recursing, so
resolution can stop at any point (a Pick) and resume from the state alone. Primitives are functions
(state, node, ctx) -> state. A node's targets are fixed when it starts.

A primitive that loops over a count (draw n, discard n, summon n, n missiles, add or shuffle n cards)
runs at most `MAX_LOOP` turns per player and reports the whole count it was asked for, which the fold
charges to its work guard; Repeat runs its effect once and pushes the rest of the count as one item, so
the work stack stays short whatever the count.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any, Final

from hsfp.core import dsl
from hsfp.core.dsl import Effect
from hsfp.core.events import event
from hsfp.core.registry import CARDS
from hsfp.core.state import (
    GAME_ENTITY,
    MAX_LOOP,
    PLAYER_ENTITY,
    ChoiceKind,
    Ctx,
    GameState,
    Pending,
    full_ctx,
    retarget,
    run_item,
)
from hsfp.core.tags import EventKind, Tag, Zone, column, holds, rare
from reducers import board as board_ops
from reducers import (
    bonus_damage,
    cardflow,
    casts_when_drawn,
    choose_effects,
    chosen_target,
    combo,
    copy_then,
    corpses,
    dark_gift,
    deck_discover,
    deck_top,
    deckrules,
    distinct_types,
    durability,
    excess_damage,
    forced_attack,
    hero_power_offer,
    jade,
    joust,
    kindred,
    offers,
    outcast,
    overload,
    play_randomly,
    played_turns,
    pool_at_cost,
    pools,
    put_into_play,
    query,
    reborn,
    selection,
    shuffle_into,
    spend_mana,
)
from reducers.base import (
    ARMOR,
    ATTACHED,
    CARDTYPE,
    CONTROLLER,
    DAMAGE,
    ENCHANTMENT,
    HAND,
    HEALTH_NOW,
    HERO_ENTITY,
    HERO_POWER_ENTITY,
    MANA,
    MANA_CRYSTALS,
    OWNER,
    PLAY,
    SILENCED,
    SPELL,
    TO_BE_DESTROYED,
    ZONE,
    Counted,
    Handler,
    board,
    create,
    draw_random,
    fresh_row,
    move,
    push,
    replace_row,
    set_tag,
    set_tags,
    spell_damage,
    zone_of,
)
from reducers.damage import deal_damage, heal
from reducers.enchant import attach, detach, detach_all
from reducers.query import amount_r, select, sides, test
from reducers.triggers import announce

# the enum members read below, as module constants (docs/compiled.md: read through its class, a member costs more)
_ARMOR_GAINED: Final = EventKind.ARMOR_GAINED
_CARD_ADDED: Final = EventKind.CARD_ADDED
_DEATH: Final = EventKind.DEATH
_MANA_GAINED: Final = EventKind.MANA_GAINED

_OWED: Final = column(Tag.OVERLOAD_OWED)
_COUNTERED: Final = column(Tag.COUNTERED)
_PREVIOUS: Final = column(Tag.PREVIOUS_CONTROLLER)
_GONE: Final = frozenset((int(Zone.GRAVEYARD), int(Zone.REMOVEDFROMGAME)))
REMOVED: Final = int(Zone.REMOVEDFROMGAME)

#: Named escape-hatch effects, registered by content: name -> pure function of (state, ctx).
SPECIALS: Final[dict[str, Callable[[GameState, Ctx], GameState]]] = {}


def run(s: GameState, effect: Effect, ctx: Ctx) -> GameState:
    """Returns the state after one step of an effect (control nodes push their parts as work)."""
    return _RUN[type(effect)](s, effect, ctx)


def run_counted(s: GameState, effect: Effect, ctx: Ctx) -> tuple[GameState, int]:
    """Returns the state after one step of an effect, and the work it cost beyond one item (the turns of
    a counted loop beyond the first, as many as were asked for even past `MAX_LOOP`)."""
    counted = _COUNTED.get(type(effect))
    if counted is None:
        return _RUN[type(effect)](s, effect, ctx), 0
    return counted(s, effect, ctx)


def _turns(n: int) -> int:
    # the turns a counted loop runs: a count beyond the engine's maximum is cut to it
    return n if n <= MAX_LOOP else MAX_LOOP


def _cost(n: int, players: int) -> int:
    return max(0, n * players - 1)


def _is_spell(s: GameState, ctx: Ctx) -> bool:
    return bool(s.rows[ctx.source][CARDTYPE] == SPELL)


def _spell_bonus(s: GameState, ctx: Ctx) -> int:
    return spell_damage(s, ctx.controller) if _is_spell(s, ctx) else 0


# ------------------------------------------------------------------------------------------ control


def _seq(s: GameState, e: dsl.Seq, ctx: Ctx) -> GameState:
    return push(s, *[run_item(step, ctx) for step in e.steps])


def _if(s: GameState, e: dsl.If, ctx: Ctx) -> GameState:
    branch = e.then if test(s, e.cond, ctx, ctx.target) else e.otherwise
    return s if branch is None else push(s, run_item(branch, ctx))


def _for_each(s: GameState, e: dsl.ForEach, ctx: Ctx) -> GameState:
    s, ids = select(s, e.of, ctx)
    return push(s, *[run_item(e.effect, retarget(ctx, t)) for t in ids])


def _repeat(s: GameState, e: dsl.Repeat, ctx: Ctx) -> GameState:
    # the effect once, then the rest of the count as one item (the count is fixed now: a random amount
    # is drawn once); a stack of n copies would make popping it quadratic
    s, n = amount_r(s, e.n, ctx)
    if n <= 0:
        return s
    if n == 1:
        return push(s, run_item(e.effect, ctx))
    if n == 2:
        return push(s, run_item(e.effect, ctx), run_item(e.effect, ctx))
    return push(s, run_item(e.effect, ctx), run_item(dsl.Repeat(n - 1, e.effect), ctx))


# --------------------------------------------------------------------------------------- primitives


def _damage(s: GameState, e: dsl.Damage, ctx: Ctx) -> GameState:
    s, ids = select(s, e.to, ctx)
    s, n = amount_r(s, e.amount, ctx)
    n += _spell_bonus(s, ctx)
    for t in ids:
        s, _ = deal_damage(s, ctx.source, t, n)
    return s


def _split_damage(s: GameState, e: dsl.SplitDamage, ctx: Ctx) -> tuple[GameState, int]:
    s, hits = amount_r(s, e.hits, ctx)
    hits += _spell_bonus(s, ctx)
    cost = _cost(hits, 1)
    for _ in range(_turns(hits)):
        s, pool = select(s, e.to, ctx)
        rows = s.rows
        alive = [t for t in pool if rows[t][HEALTH_NOW] - rows[t][DAMAGE] > 0 and not rows[t][TO_BE_DESTROYED]]
        if not alive:
            break
        s, i = draw_random(s, "split_damage", len(alive))
        s, _ = deal_damage(s, ctx.source, alive[i], 1)
    return s, cost


def _heal(s: GameState, e: dsl.Heal, ctx: Ctx) -> GameState:
    s, ids = select(s, e.to, ctx)
    for t in ids:
        s, n = amount_r(s, e.amount, retarget(ctx, t))
        s, _ = heal(s, ctx.source, t, n)
    return s


def _destroy(s: GameState, e: dsl.Destroy, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s = board_ops.destroy(s, t, ctx.source)
    return s


def _draw(s: GameState, e: dsl.Draw, ctx: Ctx) -> tuple[GameState, int]:
    s, n = amount_r(s, e.n, ctx)
    players = sides(ctx.controller, e.side)
    for p in players:
        for _ in range(_turns(n)):
            s = cardflow.draw(s, p)
    return s, _cost(n, len(players))


def _draw_this(s: GameState, e: dsl.DrawThis, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for c in ids:
        s = cardflow.draw_specific(s, ctx.controller, c)
    return s


def _discard(s: GameState, e: dsl.Discard, ctx: Ctx) -> tuple[GameState, int]:
    s, n = amount_r(s, e.n, ctx)
    players = sides(ctx.controller, e.side)
    for p in players:
        for _ in range(_turns(n)):
            hand = zone_of(s, p, HAND)
            if not hand:
                break
            s, i = draw_random(s, "discard", len(hand))
            s = cardflow.discard(s, hand[i])
    return s, _cost(n, len(players))


def _mill(s: GameState, e: dsl.Mill, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for c in ids:
        s = cardflow.mill(s, c)
    return s


def _summon_position(s: GameState, ctx: Ctx, p: int) -> int | None:
    ev = ctx.event
    if ev is not None and ev.kind == _DEATH and ev.position and (
            ev.entity == ctx.source or s.rows[ctx.source][CARDTYPE] == ENCHANTMENT):
        return ev.position - 1  # a deathrattle summons where its minion stood (death snapshot)
    return board_ops.position_right_of(s, ctx.source, p)


def _summon(s: GameState, e: dsl.Summon, ctx: Ctx) -> tuple[GameState, int]:
    players = sides(ctx.controller, e.side)
    for p in players:
        pos = _summon_position(s, ctx, p)
        beside = ctx.source in board(s, p) and not _is_death(ctx)
        for i in range(_turns(e.n)):
            if beside and i % 2 == 1:
                # a minion's summons go right of it, then left, alternately (Cenarius, Dr. Boom)
                at: int | None = board(s, p).index(ctx.source)
            elif beside:
                at = board(s, p).index(ctx.source) + 1
            else:
                at = None if pos is None else pos + i
            s, m = board_ops.summon(s, e.card, p, at, ctx.source)
            if not m:
                break
    return s, _cost(e.n, len(players))


def _is_death(ctx: Ctx) -> bool:
    return ctx.event is not None and ctx.event.kind == _DEATH


def _transform(s: GameState, e: dsl.Transform, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s = board_ops.transform(s, t, e.card, ctx.source)
    return s


_BUFF_FIELDS: Final = (("atk", column(Tag.ATK), 0), ("health", column(Tag.HEALTH), 0), ("cost", column(Tag.COST), 0),
                       ("durability", column(Tag.DURABILITY), 0), ("set_atk", column(Tag.ENCH_SET_ATK), 1),
                       ("set_health", column(Tag.ENCH_SET_HEALTH), 1))


def _buff(s: GameState, e: dsl.Buff, ctx: Ctx) -> GameState:
    s, ids = select(s, e.to, ctx)
    for t in ids:
        if s.rows[t][ZONE] in _GONE:
            continue  # the target died before the effect resolved: nothing to enchant
        values: list[tuple[int, int]] = []
        for name, tag, offset in _BUFF_FIELDS:
            a = getattr(e, name)
            if a is not None:
                s, v = amount_r(s, a, retarget(ctx, t))
                values.append((tag, max(v, 0) + offset if offset else v))
        s = attach(s, t, e.enchantment, ctx.controller, ctx.source, tuple(values))
    return s


def _damage_from(s: GameState, e: dsl.DamageFrom, ctx: Ctx) -> GameState:
    s, by = select(s, e.by, ctx)
    if not by:
        return s
    s, ids = select(s, e.to, ctx)
    s, n = amount_r(s, e.amount, ctx)
    for t in ids:
        s, _ = deal_damage(s, by[0], t, n)
    return s


def _set_current_health(s: GameState, e: dsl.SetCurrentHealth, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s, n = amount_r(s, e.n, retarget(ctx, t))
        r = s.rows[t]
        top = r[HEALTH_NOW]
        if n > top:
            s = set_tags(s, t, ((column(Tag.HEALTH), r[column(Tag.HEALTH)] + n - top), (DAMAGE, 0)))
        else:
            s = set_tag(s, t, DAMAGE, top - n)
    return s


def _redirect(s: GameState, e: dsl.Redirect, ctx: Ctx) -> GameState:
    s, ids = select(s, e.to, ctx)
    if not ids or s.rows[ids[0]][ZONE] != PLAY:
        return s
    return set_tag(s, GAME_ENTITY, column(Tag.PROPOSED_DEFENDER), ids[0])


def _redirect_spell(s: GameState, e: dsl.RedirectSpell, ctx: Ctx) -> GameState:
    s, to = select(s, e.to, ctx)
    if not to:
        return s
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s = set_tag(s, t, column(Tag.CARD_TARGET), to[0])
    return s


def _set_tag(s: GameState, e: dsl.SetTag, ctx: Ctx) -> GameState:
    s, ids = select(s, e.to, ctx)
    for t in ids:
        if holds(len(s.rows[t]), e.tag):  # a card tag on a player's row is nothing to set
            s = set_tag(s, t, column(e.tag), e.value)
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
    s, n = amount_r(s, e.n, ctx)
    gained = min(s.rules.max_mana, mana + n) - mana
    s = set_tag(s, pe, MANA, mana + gained)
    return announce(s, _MANA_GAINED, pe, ctx.source, 0, ctx.controller, gained)


def _gain_crystals(s: GameState, e: dsl.GainCrystals, ctx: Ctx) -> GameState:
    pe = PLAYER_ENTITY[ctx.controller]
    s, n = amount_r(s, e.n, ctx)
    r = s.rows[pe]
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
    s, n = amount_r(s, e.n, ctx)
    s = set_tag(s, hero, ARMOR, s.rows[hero][ARMOR] + n)
    return announce(s, _ARMOR_GAINED, hero, ctx.source, 0, ctx.controller, n)


def _equip(s: GameState, e: dsl.EquipWeapon, ctx: Ctx) -> GameState:
    return board_ops.equip(s, e.card, ctx.controller, ctx.source)


def _take_control(s: GameState, e: dsl.TakeControl, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        before = s.rows[t][CONTROLLER]
        s = board_ops.take_control(s, t, ctx.controller, ctx.source, ready=bool(e.enchantment))
        if e.enchantment and s.rows[t][CONTROLLER] != before:
            s = attach(s, t, e.enchantment, ctx.controller, ctx.source, ((_PREVIOUS, before + 1),))
    return s


def _return_control(s: GameState, e: dsl.ReturnControl, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    # From a temporary-control enchantment: back to whoever had it before; otherwise to its owner.
    previous = rare(s.rows[ctx.source], _PREVIOUS) - 1
    for t in ids:
        to = previous if previous >= 0 and s.rows[ctx.source][ATTACHED] == t else s.rows[t][OWNER]
        s = board_ops.return_control(s, t, ctx.source, to)
    return s


def _detach(s: GameState, e: dsl.Detach, ctx: Ctx) -> GameState:
    return detach(s, ctx.source) if ctx.source in s.enchantments else s


def _summon_copy(s: GameState, e: dsl.SummonCopy, ctx: Ctx) -> GameState:
    s, ids = select(s, e.of, ctx)
    for of in ids:
        for p in sides(ctx.controller, e.side):
            s, _ = board_ops.summon_copy(s, of, p, _summon_position(s, ctx, p), ctx.source, e.mode)
    return s


def _transform_copy(s: GameState, e: dsl.TransformCopy, ctx: Ctx) -> GameState:
    s, of = select(s, e.of, ctx)
    if not of:
        return s
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s = board_ops.transform_copy(s, t, of[0], ctx.source, e.mode)
    return s


def _shuffle_into_deck(s: GameState, e: dsl.ShuffleIntoDeck, ctx: Ctx) -> tuple[GameState, int]:
    players = sides(ctx.controller, e.side)
    for p in players:
        for _ in range(_turns(e.n)):
            s = cardflow.shuffle_new(s, p, e.card, ctx.source)
    return s, _cost(e.n, len(players))


def _shuffle_back(s: GameState, e: dsl.ShuffleBack, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        r = s.rows[t]
        owner = r[OWNER]
        s = detach_all(s, t)
        s = replace_row(s, t, fresh_row(CARDS[s.cards[t]], r[CONTROLLER], owner, r[ZONE]))
        s = cardflow.shuffle_into_deck(s, owner, t, ctx.source)
    return s


def _overload(s: GameState, e: dsl.Overload, ctx: Ctx) -> GameState:
    pe = PLAYER_ENTITY[ctx.controller]
    s, n = amount_r(s, e.n, ctx)
    if n > 0:
        return overload.incur(s, ctx.controller, n, ctx.source)  # announced: "whenever you Overload"
    return set_tag(s, pe, _OWED, rare(s.rows[pe], _OWED) + n)


def _change_hero_power(s: GameState, e: dsl.ChangeHeroPower, ctx: Ctx) -> GameState:
    pe = PLAYER_ENTITY[ctx.controller]
    old = s.rows[pe][HERO_POWER_ENTITY]
    s = move(s, old, REMOVED)
    s, new = create(s, e.card, ctx.controller, PLAY)
    return set_tag(s, pe, HERO_POWER_ENTITY, new)


def _trigger_deathrattle(s: GameState, e: dsl.TriggerDeathrattle, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    tasks = []
    for t in ids:
        d = CARDS[s.cards[t]]
        r = s.rows[t]
        if d.deathrattle is None or r[SILENCED]:
            continue
        b = board(s, r[CONTROLLER])
        pos = b.index(t) + 1 if t in b else 0
        ev = event(_DEATH, t, ctx.source, 0, r[CONTROLLER], 0, 0, pos)
        tasks.append(run_item(d.deathrattle, full_ctx(t, r[CONTROLLER], 0, ev, -1, False)))
    return push(s, *tasks)


def _counter(s: GameState, e: dsl.Counter, ctx: Ctx) -> GameState:
    s, ids = select(s, e.what, ctx)
    for t in ids:
        s = set_tag(s, t, _COUNTERED, 1)
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
            if len(zone_of(s, p, HAND)) >= s.rules.hand_size:
                continue
            card_id = s.cards[t]
            s, c = create(s, card_id, p, HAND)
            if e.mode != dsl.CopyMode.BASE:
                s = replace_row(s, c, board_ops.copy_row(s, t, card_id, p, HAND, e.mode))
                if e.mode == dsl.CopyMode.FULL:
                    s = board_ops.copy_enchantments(s, t, c, p)
            s = announce(s, _CARD_ADDED, c, ctx.source, 0, p)
    return s


def _pick(s: GameState, e: dsl.Pick, ctx: Ctx) -> GameState:
    s, options = select(s, e.options, ctx)
    if not options:
        return s
    pending = Pending(ChoiceKind.PICK, ctx.controller, options, e.chosen, ctx, e.rest)
    return s._replace(pending=pending)


def _special(s: GameState, e: dsl.Special, ctx: Ctx) -> GameState:
    return SPECIALS[e.name](s, ctx)


#: The primitives that loop over a count (see `run_counted`).
_COUNTED: Final[dict[type, Counted]] = {
    dsl.SplitDamage: _split_damage,
    dsl.Draw: _draw,
    dsl.Discard: _discard,
    dsl.Summon: _summon,
    dsl.ShuffleIntoDeck: _shuffle_into_deck,
}


def _state_only(counted: Counted) -> Handler:
    def handler(s: GameState, e: Any, ctx: Ctx) -> GameState:
        return counted(s, e, ctx)[0]

    return handler


_RUN: Final[dict[type, Handler]] = {
    dsl.Seq: _seq,
    dsl.If: _if,
    dsl.ForEach: _for_each,
    dsl.Repeat: _repeat,
    dsl.Damage: _damage,
    dsl.SplitDamage: _state_only(_split_damage),
    dsl.Heal: _heal,
    dsl.Destroy: _destroy,
    dsl.Draw: _state_only(_draw),
    dsl.DrawThis: _draw_this,
    dsl.Discard: _state_only(_discard),
    dsl.Mill: _mill,
    dsl.Summon: _state_only(_summon),
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
    dsl.ReturnControl: _return_control,
    dsl.Detach: _detach,
    dsl.SummonCopy: _summon_copy,
    dsl.TransformCopy: _transform_copy,
    dsl.ShuffleIntoDeck: _state_only(_shuffle_into_deck),
    dsl.ShuffleBack: _shuffle_back,
    dsl.Overload: _overload,
    dsl.ChangeHeroPower: _change_hero_power,
    dsl.TriggerDeathrattle: _trigger_deathrattle,
    dsl.Counter: _counter,
    dsl.DamageFrom: _damage_from,
    dsl.SetCurrentHealth: _set_current_health,
    dsl.Redirect: _redirect,
    dsl.RedirectSpell: _redirect_spell,
    dsl.Special: _special,
}
# Node families defined in modules of their own, one per mechanic (docs/cards.md, "Adding a node"): each
# exports what it adds, HANDLERS (effects), COUNTED (effects that report a count), TESTS (conditions) and
# SELECTORS, and nothing else registers anything.
_FAMILIES: Final[tuple[ModuleType, ...]] = (
    pools, jade, put_into_play, offers, hero_power_offer, shuffle_into, joust, bonus_damage, spend_mana,
    deckrules, outcast, combo, deck_top, excess_damage, pool_at_cost, selection, corpses, reborn,
    forced_attack, copy_then, choose_effects, distinct_types, chosen_target, casts_when_drawn, deck_discover,
    played_turns, durability, dark_gift, kindred, play_randomly,
)
for _family in _FAMILIES:
    _RUN.update(getattr(_family, "HANDLERS", {}))
    _COUNTED.update(getattr(_family, "COUNTED", {}))
    query.register_conditions(getattr(_family, "TESTS", {}))
    query.register_selectors(getattr(_family, "SELECTORS", {}))
