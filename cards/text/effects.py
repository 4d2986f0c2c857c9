"""Effects as text, and the abilities that carry them: triggers, auras, modifiers and a card's behaviour.

An effect renders to a clause ("deal $6 damage to a character"); `behaviour` puts a definition's
Battlecry, Choose One, play, Combo, triggers, auras, modifiers and Deathrattle together as sentences.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from cards.text.amounts import is_number
from cards.text.dispatch import about, amount, change, changed, clause, condition_text, noun, quality, signed
from cards.text.grammar import (
    Context,
    Noun,
    Phrase,
    Renderer,
    article,
    card_name,
    every,
    humanize,
    is_plural,
    join,
    keyword,
    name_forms,
    noun_words,
    numeral,
    one,
    owned,
    plural_of,
    sentence,
    stats_of,
    whose_of,
    zone_word,
)
from cards.text.selectors import apply_quality, this_phrase
from hsfp.core import dsl
from hsfp.core.dsl import CardDef, Condition, Effect, ModOp, Mods, Selector, Side, TriggerDef
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardType, EventKind, Tag, Zone


def _sign(kind: str, ctx: Context) -> str:
    return ("$" if kind == "damage" else "#") if ctx.spell else ""


def _damage(e: dsl.Damage, ctx: Context) -> Phrase:
    to = every(noun(e.to, ctx), ctx)
    if is_number(e.amount):
        n = amount(e.amount, ctx, _sign("damage", ctx))
        return f"deal {n} damage to {to}" if ctx.en else f"对{to}造成{n}点伤害"
    n = amount(e.amount, ctx)
    return f"deal damage equal to {n} to {to}" if ctx.en else f"对{to}造成等同于{n}的伤害"


def _damage_from(e: dsl.DamageFrom, ctx: Context) -> Phrase:
    by = one(noun(e.by, ctx), ctx)
    to = every(noun(e.to, ctx), ctx)
    n = amount(e.amount, ctx)
    return f"{by} deals {n} damage to {to}" if ctx.en else f"{by}对{to}造成{n}点伤害"


def _lose_durability(e: dsl.LoseDurability, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    return f"{what} loses {e.n} Durability" if ctx.en else f"{what}失去{e.n}点耐久度"


def _split_damage(e: dsl.SplitDamage, ctx: Context) -> Phrase:
    to = every(noun(e.to, ctx), ctx)
    n = amount(e.hits, ctx, _sign("damage", ctx))
    return f"deal {n} damage randomly split among {to}" if ctx.en else f"造成{n}点伤害，随机分配到{to}身上"


def _heal(e: dsl.Heal, ctx: Context) -> Phrase:
    to = every(noun(e.to, ctx), ctx)
    if isinstance(e.amount, dsl.TagOf) and e.amount.tag == Tag.DAMAGE and e.amount.of == e.to:
        return f"restore {to} to full Health" if ctx.en else f"为{to}恢复所有生命值"
    n = amount(e.amount, ctx, _sign("heal", ctx))
    return f"restore {n} Health to {to}" if ctx.en else f"为{to}恢复{n}点生命值"


class _OnWhat(Protocol):
    @property
    def what(self) -> Selector: ...


def _verb(e: _OnWhat, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    verb = ctx.book.verbs[type(e)]
    return f"{verb} {what}" if ctx.en else f"{verb}{what}"


def _cards(n: dsl.Amount, ctx: Context, random: bool = False) -> str:
    if isinstance(n, int):
        if ctx.en:
            word = "a card" if n == 1 else f"{n} cards"
            return word.replace("a card", "a random card") if random and n == 1 else (
                f"{n} random cards" if random else word)
        return f"{'随机' if random else ''}{numeral(n, ctx)}张牌"
    text = amount(n, ctx)
    return f"cards equal to {text}" if ctx.en else f"等同于{text}张牌"


def _draw(e: dsl.Draw, ctx: Context) -> Phrase:
    cards_ = _cards(e.n, ctx)
    if ctx.en:
        return {Side.FRIENDLY: f"draw {cards_}", Side.ENEMY: f"your opponent draws {cards_}",
                Side.ANY: f"each player draws {cards_}"}[e.side]
    return {Side.FRIENDLY: f"抽{cards_}", Side.ENEMY: f"你的对手抽{cards_}", Side.ANY: f"每个玩家抽{cards_}"}[e.side]


def _discard(e: dsl.Discard, ctx: Context) -> Phrase:
    if ctx.en:
        cards_ = _cards(e.n, ctx, random=True)
        return {Side.FRIENDLY: f"discard {cards_}", Side.ENEMY: f"your opponent discards {cards_}",
                Side.ANY: f"each player discards {cards_}"}[e.side]
    cards_ = _cards(e.n, ctx)
    return {Side.FRIENDLY: f"随机弃{cards_}", Side.ENEMY: f"你的对手随机弃{cards_}",
            Side.ANY: f"每个玩家随机弃{cards_}"}[e.side]


def for_side(side: Side, ctx: Context) -> str:
    """Returns for whom a minion is summoned when not for you (" for your opponent"), else ""."""
    if side == Side.FRIENDLY:
        return ""
    if ctx.en:
        return " for your opponent" if side == Side.ENEMY else " for each player"
    return "为你的对手" if side == Side.ENEMY else "为每个玩家"


def _minion_phrase(card_id: str, n: int, ctx: Context) -> str:
    name = card_name(card_id, ctx.lang)
    stats = stats_of(card_id)
    if ctx.en:
        body = f"{stats} {name}" if stats else name
        if n == 1:
            return f"{article(body)} {body}"
        numerals = ctx.book.numerals
        return f"{numerals[n] if n < len(numerals) else n} {stats + ' ' if stats else ''}{plural_of(name)}"
    return f"{numeral(n, ctx)}个{stats + '的' if stats else ''}{name}"


def _summon(e: dsl.Summon, ctx: Context) -> Phrase:
    what = _minion_phrase(e.card, e.n, ctx)
    if ctx.en:
        return f"summon {what}{for_side(e.side, ctx)}"
    return f"{for_side(e.side, ctx)}召唤{what}"


def pool_names(pool: tuple[str, ...], ctx: Context) -> str:
    """Returns a short list of cards by name ("A, B or C"), or how many a long one holds."""
    if len(pool) > 4:
        return f"one of {len(pool)} cards" if ctx.en else f"{len(pool)}张牌之一"
    return join([card_name(c, ctx.lang) for c in pool], ctx, "or" if ctx.en else "或")


def _transform(e: dsl.Transform, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    into = _minion_phrase(e.card, 1, ctx)
    return f"transform {what} into {into}" if ctx.en else f"使{what}变形成为{into}"


def _set_current_health(e: dsl.SetCurrentHealth, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    n = amount(e.n, ctx)
    return f"set the remaining Health of {what} to {n}" if ctx.en else f"将{what}的剩余生命值变为{n}"


def _redirect(e: dsl.Redirect, ctx: Context) -> Phrase:
    to = one(noun(e.to, ctx), ctx)
    return f"the attack targets {to} instead" if ctx.en else f"该攻击改为以{to}为目标"


def _redirect_spell(e: dsl.RedirectSpell, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    to = one(noun(e.to, ctx), ctx)
    return f"{what} targets {to} instead" if ctx.en else f"{what}改为以{to}为目标"


def _enchantment_behaviour(card_id: str, ctx: Context) -> str:
    d = CARDS.get(card_id)
    if d is None:
        return ""
    inner = Context(ctx.lang, d, ctx.table, strict=ctx.strict, this_type=CardType.MINION)
    return behaviour(d, inner)


def _buff(e: dsl.Buff, ctx: Context) -> Phrase:
    to = every(noun(e.to, ctx), ctx)
    d = CARDS.get(e.enchantment)
    mods = d.mods if d is not None and d.mods is not None else Mods()
    c = change(mods, ctx, e.atk, e.health, ((Tag.ATK, e.set_atk), (Tag.HEALTH, e.set_health)), e.cost)
    if e.durability is not None:
        c.adds.append(f"{signed(e.durability, ctx)} Durability" if ctx.en else f"{signed(e.durability, ctx)}耐久度")
    behaviour = _enchantment_behaviour(e.enchantment, ctx)
    if behaviour:
        c.adds.append(f'"{behaviour}"' if ctx.en else f"“{behaviour}”")
    this_turn = d is not None and d.this_turn
    if c.sets and not c.adds and not c.costs:
        if ctx.en:
            first_tag, first_value = c.sets[0]
            rest = "".join(f" and its {tag} to {value}" for tag, value in c.sets[1:])
            text = f"set the {first_tag} of {to} to {first_value}{rest}"
        else:
            text = f"使{to}的" + "，".join(f"{tag}变为{value}" for tag, value in c.sets)
    elif not c.adds and not c.costs:
        text = f"enchant {to}" if ctx.en else f"使{to}获得{card_name(e.enchantment, 'zh')}"
    else:
        text = changed(to, c, True, ctx, verb="give")
    if this_turn:
        return f"{text} this turn" if ctx.en else f"在本回合中，{text}"
    return text


def _set_tag(e: dsl.SetTag, ctx: Context) -> Phrase:
    to = every(noun(e.to, ctx), ctx)
    word = keyword(e.tag, ctx)
    if e.tag in ctx.book.keywords:
        if e.value:
            return f"give {to} {word}" if ctx.en else f"使{to}获得{word}"
        return f"remove {word} from {to}" if ctx.en else f"移除{to}的{word}"
    return f"set the {word} of {to} to {e.value}" if ctx.en else f"将{to}的{word}变为{e.value}"


def _gain_mana(e: dsl.GainMana, ctx: Context) -> Phrase:
    n = amount(e.n, ctx)
    if ctx.en:
        return f"gain {n} Mana Crystal{'s' if e.n != 1 else ''} this turn only"
    return f"在本回合中，获得{numeral(e.n, ctx) if isinstance(e.n, int) else n}个法力水晶"


def _gain_crystals(e: dsl.GainCrystals, ctx: Context) -> Phrase:
    n = amount(e.n, ctx)
    if ctx.en:
        text = f"gain {n} {'empty ' if e.empty else ''}Mana Crystal{'s' if e.n != 1 else ''}"
        if e.overflow_card:
            extra = card_name(e.overflow_card)
            text += f"; if you can't, add {article(extra)} {extra} to your hand"
        return text
    text = f"获得{numeral(e.n, ctx) if isinstance(e.n, int) else n}个{'空的' if e.empty else ''}法力水晶"
    if e.overflow_card:
        text += f"；如果无法获得，则将一张{card_name(e.overflow_card, 'zh')}置入你的手牌"
    return text


def _gain_armor(e: dsl.GainArmor, ctx: Context) -> Phrase:
    n = amount(e.n, ctx)
    return f"gain {n} Armor" if ctx.en else f"获得{n}点护甲值"


def _equip(e: dsl.EquipWeapon, ctx: Context) -> Phrase:
    name = card_name(e.card, ctx.lang)
    stats = stats_of(e.card)
    if ctx.en:
        body = f"{stats} {name}" if stats else name
        return f"equip {article(body)} {body}"
    return f"装备一把{stats + '的' if stats else ''}{name}"


def _take_control(e: dsl.TakeControl, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    if ctx.en:
        return f"take control of {what}" + (" until the end of the turn" if e.enchantment else "")
    return ("直到回合结束，" if e.enchantment else "") + f"获得{what}的控制权"


def _owners(n: Noun, place: str) -> str:
    return f"their owners' {place}s" if is_plural(n) else f"its owner's {place}"


def _return_to_hand(e: dsl.ReturnToHand, ctx: Context) -> Phrase:
    n = noun(e.what, ctx)
    what = every(n, ctx)
    return f"return {what} to {_owners(n, 'hand')}" if ctx.en else f"将{what}移回其拥有者的手牌"


def _add_to_hand(e: dsl.AddToHand, ctx: Context) -> Phrase:
    name = card_name(e.card, ctx.lang)
    whose = whose_of(e.side, ctx)
    return f"add {article(name)} {name} to {whose} hand" if ctx.en else f"将一张{name}置入{whose}手牌"


def _copy_mode(mode: dsl.CopyMode, ctx: Context) -> str:
    if mode == dsl.CopyMode.BASE:
        return ""
    if ctx.en:
        return " (with its enchantments)" if mode == dsl.CopyMode.FULL else " (as it is now)"
    return "（保留附魔）" if mode == dsl.CopyMode.FULL else "（保留当前数值）"


def _copy_to_hand(e: dsl.CopyToHand, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    whose = whose_of(e.side, ctx)
    mode = _copy_mode(e.mode, ctx)
    return f"put a copy of {what}{mode} into {whose} hand" if ctx.en else f"复制{what}{mode}，并置入{whose}手牌"


def _summon_copy(e: dsl.SummonCopy, ctx: Context) -> Phrase:
    of = every(noun(e.of, ctx), ctx)
    mode = _copy_mode(e.mode, ctx)
    if ctx.en:
        return f"summon a copy of {of}{mode}{for_side(e.side, ctx)}"
    return f"{for_side(e.side, ctx)}召唤{of}的一个复制{mode}"


def _transform_copy(e: dsl.TransformCopy, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    of = one(noun(e.of, ctx), ctx)
    mode = _copy_mode(e.mode, ctx)
    return f"transform {what} into a copy of {of}{mode}" if ctx.en else f"使{what}变形成为{of}的复制{mode}"


def _shuffle_into_deck(e: dsl.ShuffleIntoDeck, ctx: Context) -> Phrase:
    name = card_name(e.card, ctx.lang)
    whose = whose_of(e.side, ctx)
    if ctx.en:
        many = f"{article(name)} {name}" if e.n == 1 else f"{e.n} {plural_of(name)}"
        return f"shuffle {many} into {whose} deck"
    return f"将{numeral(e.n, ctx)}张{name}洗入{whose}牌库"


def _overload(e: dsl.Overload, ctx: Context) -> Phrase:
    n = amount(e.n, ctx)
    return f"Overload: ({n})" if ctx.en else f"过载：（{n}）"


def _change_hero_power(e: dsl.ChangeHeroPower, ctx: Context) -> Phrase:
    name = card_name(e.card, ctx.lang)
    return f"replace your Hero Power with {name}" if ctx.en else f"将你的英雄技能替换为{name}"


def _detach(e: dsl.Detach, ctx: Context) -> Phrase:
    return "remove this enchantment" if ctx.en else "移除此附魔"


def _pick(e: dsl.Pick, ctx: Context) -> Phrase:
    options = every(noun(e.options, ctx), ctx)
    said = ctx.said_target
    ctx.said_target = True  # inside, Target is the picked entity: "it"
    chosen = clause(e.chosen, ctx)
    rest = clause(e.rest, ctx) if e.rest is not None else ""
    ctx.said_target = said
    if ctx.en:
        text = f"look at {options} and choose one: {chosen}"
        return text + (f"; for each of the others, {rest}" if rest else "")
    text = f"检视{options}并选择其中一张：{chosen}"
    return text + (f"；对其余的每一张：{rest}" if rest else "")


def _special(e: dsl.Special, ctx: Context) -> Phrase:
    words = humanize(e.name)
    return f"do something special: {words}" if ctx.en else f"特殊效果：{e.name}"


def _seq(e: dsl.Seq, ctx: Context) -> Phrase:
    steps = [clause(s, ctx) for s in e.steps]
    steps = [s for s in steps if s]
    if ctx.en:
        return ". ".join(s[:1].upper() + s[1:] if i else s for i, s in enumerate(steps))
    return "，".join(steps)


def _if(e: dsl.If, ctx: Context) -> Phrase:
    cond = condition_text(e.cond, ctx)
    if not ctx.said_target and ctx.target is not None:  # the condition is tested on the chosen target
        cond = about(one(noun(dsl.Target(), ctx), ctx), cond, ctx)
    then = clause(e.then, ctx)
    if ctx.en:
        text = f"if {cond}, {then}"
        return text + (f"; otherwise, {clause(e.otherwise, ctx)}" if e.otherwise is not None else "")
    text = f"如果{cond}，{then}"
    return text + (f"；否则，{clause(e.otherwise, ctx)}" if e.otherwise is not None else "")


def _for_each(e: dsl.ForEach, ctx: Context) -> Phrase:
    of = noun(e.of, ctx)
    said = ctx.said_target
    ctx.said_target = True
    inner = clause(e.effect, ctx)
    ctx.said_target = said
    if ctx.en:
        return f"for each {of.fixed or noun_words(of, False, ctx)}, {inner}"
    return f"对于{of.fixed or every(of, ctx)}中的每一个，{inner}"


def _repeat(e: dsl.Repeat, ctx: Context) -> Phrase:
    inner = clause(e.effect, ctx)
    if isinstance(e.n, int):
        return f"{inner}, {e.n} times" if ctx.en else f"{inner}，重复{e.n}次"
    if isinstance(e.n, dsl.Count):
        of = noun(e.n.of, ctx)
        if ctx.en:
            return f"{inner} for each {of.fixed or noun_words(of, False, ctx)}"
        return f"每有一个{of.fixed or noun_words(of, False, ctx)}，便{inner}"
    n = amount(e.n, ctx)
    return f"{inner}, repeated {n} times" if ctx.en else f"{inner}，重复{n}次"


def _shuffle_back(e: dsl.ShuffleBack, ctx: Context) -> Phrase:
    n = noun(e.what, ctx)
    return f"shuffle {every(n, ctx)} into {_owners(n, 'deck')}" if ctx.en else f"将{every(n, ctx)}洗入其拥有者的牌库"


def _trigger_deathrattle(e: dsl.TriggerDeathrattle, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    return f"trigger the Deathrattle of {what}" if ctx.en else f"触发{what}的亡语"


def _return_control(e: dsl.ReturnControl, ctx: Context) -> Phrase:
    n = noun(e.what, ctx)
    if ctx.en:
        return f"give {every(n, ctx)} back to {'their owners' if is_plural(n) else 'its owner'}"
    return f"将{every(n, ctx)}交还给其拥有者"


# ------------------------------------------ Jade Golem, Joust, spending all your Mana, copies


def _summon_jade_golem(e: dsl.SummonJadeGolem, ctx: Context) -> Phrase:
    if ctx.en:
        return f"summon a Jade Golem{for_side(e.side, ctx)} (each one +1/+1 bigger than the last)"
    return f"{for_side(e.side, ctx)}召唤一个青玉魔像（每个比上一个多+1/+1）"


def _put_into_play(e: dsl.PutIntoPlay, ctx: Context) -> Phrase:
    # summoned for its own controller, from a hand or a deck, without being played
    what = one(noun(e.what, ctx), ctx)
    return f"put {what} into play" if ctx.en else f"将{what}置入战场"


def _shuffle_copy(e: dsl.ShuffleCopy, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    whose = whose_of(e.side, ctx)
    return f"shuffle a copy of {what} into {whose} deck" if ctx.en else f"将{what}的一张复制洗入{whose}牌库"


def _joust(e: dsl.Joust, ctx: Context) -> Phrase:
    kind = ctx.book.types.get(e.card_type, ctx.book.card).one
    then = clause(e.then, ctx)
    other = "" if e.otherwise is None else clause(e.otherwise, ctx)
    if ctx.en:
        text = f"reveal {article(kind)} {kind} in each deck. If yours costs more, {then}"
        return f"{text}. Otherwise, {other}" if other else text
    text = f"揭示双方牌库里的一张{kind}牌。如果你的牌法力值消耗较大，{then}"
    return f"{text}；否则，{other}" if other else text


def _bonus_damage(e: dsl.BonusDamage, ctx: Context) -> Phrase:
    to = every(noun(e.to, ctx), ctx)
    n = amount(e.amount, ctx, _sign("damage", ctx))
    times = ctx.book.bonus_times.get(e.times)
    if ctx.en:
        return f"deal {n} damage to {to}. This gets {times or f'{e.times} times the'} bonus from Spell Damage"
    return f"对{to}造成{n}点伤害。其受到的法术伤害增益效果{times or f'变为{e.times}倍'}"


def _shuffle_into_deck_of(e: dsl.ShuffleIntoDeckOf, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    whose = whose_of(e.side, ctx)
    return f"shuffle {what} into {whose} deck" if ctx.en else f"将{what}洗入{whose}牌库"


def _spend_all_mana(e: dsl.SpendAllMana, ctx: Context) -> Phrase:
    then = clause(e.then, ctx)
    return f"spend all your Mana. Then {then}" if ctx.en else f"消耗你所有的法力值。然后{then}"


# -------------------------------------------------------------------------------------- triggers


def _conjuncts(cond: Condition | None) -> list[Condition]:
    if cond is None:
        return []
    if isinstance(cond, dsl.And):
        return _conjuncts(cond.a) + _conjuncts(cond.b)
    return [cond]


def _about(cond: Condition, sel_type: type) -> Condition | None:
    """Returns the condition on the event's entity (source, target) that an `Exists(...where(c))` states."""
    if isinstance(cond, dsl.Exists) and isinstance(cond.of, dsl.Filter) and isinstance(cond.of.of, sel_type):
        return cond.of.cond
    return None


@dataclass
class _Event:
    subject: list[Condition]
    source: list[Condition]
    target: list[Condition]
    player: Side | None
    rest: list[Condition]


def _split_event(cond: Condition | None) -> _Event:
    ev = _Event([], [], [], None, [])
    for c in _conjuncts(cond):
        for sel_type, bucket in ((dsl.EventEntity, ev.subject), (dsl.EventSource, ev.source),
                                 (dsl.EventTarget, ev.target)):
            inner = _about(c, sel_type)
            if inner is not None:
                bucket.extend(_conjuncts(inner))
                break
        else:
            if isinstance(c, dsl.EventPlayerFriendly):
                ev.player = Side.FRIENDLY
            elif isinstance(c, dsl.Not) and isinstance(c.a, dsl.EventPlayerFriendly):
                ev.player = Side.ENEMY
            else:
                ev.rest.append(c)
    return ev


def _described(conds: list[Condition], base: Noun, ctx: Context) -> Noun:
    n = base
    for c in conds:
        n = apply_quality(n, quality(c, ctx), ctx)
    return n


_AFTER = (EventKind.AFTER_PLAY, EventKind.AFTER_SPELL, EventKind.AFTER_SUMMON, EventKind.AFTER_ATTACK,
          EventKind.AFTER_DEATH)


def _when(t: TriggerDef, ctx: Context) -> str:
    kind = EventKind(t.on)
    ev = _split_event(t.condition)
    en = ctx.en
    if kind in (EventKind.TURN_START, EventKind.TURN_END):
        edge = ("start" if kind == EventKind.TURN_START else "end") if en else (
            "开始" if kind == EventKind.TURN_START else "结束")
        if en:
            whose = {Side.FRIENDLY: "your turn", Side.ENEMY: "your opponent's turn", None: "each turn"}
            head = f"at the {edge} of {whose.get(ev.player, 'each turn')}"
        else:
            whose_zh = {Side.FRIENDLY: "你的回合", Side.ENEMY: "你对手的回合", None: "每个回合"}
            head = f"在{whose_zh.get(ev.player, '每个回合')}{edge}时"
    elif kind == EventKind.GAME_START:
        head = "when the game starts" if en else "在对战开始时"
    elif kind in ctx.book.player_verbs and not ev.source:
        word = ctx.book.event_nouns.get(kind, ctx.book.card.one)
        subject = _described(ev.subject, Noun(*name_forms(word, ctx)), ctx)
        player = subject.side if subject.side in (Side.FRIENDLY, Side.ENEMY) else ev.player
        subject = replace(subject, side=None)
        what = one(subject, ctx)
        if en:
            verb1, verb3 = ctx.book.player_verbs[kind]
            who = (f"you {verb1}" if player == Side.FRIENDLY else
                   f"your opponent {verb3}" if player == Side.ENEMY else f"a player {verb3}")
            head = f"{'after' if kind in _AFTER else 'whenever'} {who} {what}"
        else:
            who_zh = "你" if player == Side.FRIENDLY else "你的对手" if player == Side.ENEMY else "一名玩家"
            verb = ctx.book.player_verbs[kind].one
            head = f"{'在' if kind in _AFTER else '每当'}{who_zh}{verb}{what}{'后' if kind in _AFTER else '时'}"
    else:
        base = Noun(*name_forms(ctx.book.event_nouns.get(kind, ctx.book.character.one), ctx))
        if kind == EventKind.DAMAGE and ev.source and not ev.subject:
            source = _described(ev.source, base, ctx)
            who = one(source, ctx)
            head = f"whenever {who} deals damage" if en else f"每当{who}造成伤害时"
        else:
            subject = _described(ev.subject, base, ctx)
            who = one(subject, ctx)
            if en:
                verb = ctx.book.subject_verbs.get(kind, f"is part of a {humanize(kind.name)} event")
                head = f"{'after' if kind in _AFTER else 'whenever'} {who} {verb}"
            else:
                verb = ctx.book.subject_verbs.get(kind, f"触发{kind.name}事件")
                head = f"{'在' if kind in _AFTER else '每当'}{who}{verb}{'后' if kind in _AFTER else '时'}"
            if ev.source:
                origin = one(_described(ev.source, Noun(*ctx.book.character), ctx), ctx)
                head += f" from {origin}" if en else f"（来源：{origin}）"
    if ev.target:
        target = one(_described(ev.target, Noun(*ctx.book.character), ctx), ctx)
        head += f", aimed at {target}" if en else f"（目标为{target}）"
    if ev.rest:
        extra = " and ".join(condition_text(c, ctx) for c in ev.rest) if en else "且".join(
            condition_text(c, ctx) for c in ev.rest)
        head += f", if {extra}" if en else f"，如果{extra}"
    if t.zones != (Zone.PLAY,) and not t.secret:
        where = join([zone_word(z, ctx) for z in t.zones], ctx, "or" if en else "或")
        head = f"while in your {where}, {head}" if en else f"当此牌在你的{where}中时，{head}"
    return head


def trigger_text(t: TriggerDef, ctx: Context) -> str:
    """Returns a trigger as a sentence ("At the end of your turn, draw a card.")."""
    inner = Context(ctx.lang, ctx.card, ctx.table, None, False, EventKind(t.on), ctx.strict)
    head = _when(t, inner)
    body = clause(t.effect, inner)
    return sentence(f"{head}, {body}" if ctx.en else f"{head}，{body}", ctx)


def aura_text(a: dsl.AuraDef, ctx: Context) -> str:
    """Returns an aura as a sentence ("Your other minions have +1 Attack.")."""
    c = change(a.mods, ctx)
    subject = noun(a.to, ctx)
    if Zone.HAND in a.zones and isinstance(a.to, dsl.This):
        who, plural = ("this card" if ctx.en else "该牌"), False
    else:
        who, plural = owned(subject, ctx), is_plural(subject)
    text = changed(who, c, plural, ctx)
    if isinstance(a.scale, dsl.Count):
        per = _scale_words(a.scale, ctx)
        text = f"{text} for each {per}" if ctx.en else f"每有一个{per}，{text}"
    elif a.scale is not None:
        per = _scale_words(a.scale, ctx)
        text = f"{text}, multiplied by {per}" if ctx.en else f"{text}，乘以{per}"
    if a.condition is not None:
        this = this_phrase(dsl.This(), ctx)
        cond = about(this if isinstance(this, str) else "this", condition_text(a.condition, ctx), ctx)
        text = f"while {cond}, {text}" if ctx.en else f"当{cond}时，{text}"
    return sentence(text, ctx)


def _scale_words(scale: dsl.Amount, ctx: Context) -> str:
    if isinstance(scale, dsl.Count):
        n = noun(scale.of, ctx)
        return n.fixed or noun_words(n, False, ctx)
    return amount(scale, ctx)


def modifier_text(m: dsl.Modifier, ctx: Context) -> str:
    """Returns a damage or healing modifier as a sentence."""
    stage = m.stage
    target = _described(_conjuncts(m.to), Noun(*ctx.book.character), ctx)
    who = (one(target, ctx) if target.head in ("hero", "英雄") else every(target, ctx)) if m.to is not None else (
        "characters" if ctx.en else "角色")
    if ctx.en:
        texts = {
            ModOp.DOUBLE: f"your spells and Hero Power deal double {'damage' if stage == 'damage' else 'healing'}",
            ModOp.HEAL_AS_DAMAGE: "your healing effects deal damage instead",
            ModOp.PREVENT_FATAL: f"prevent {stage} that would kill {who}",
            ModOp.KEEP_ONE: f"{stage} can't reduce {who} below 1 Health",
            ModOp.PREVENT: f"whenever {who} would take {stage}",
        }
        text = texts.get(m.op, f"{humanize(ModOp(m.op).name)} {stage}")
        if m.then is not None:
            text += f", {clause(m.then, ctx)} instead" if m.op == ModOp.PREVENT else f", then {clause(m.then, ctx)}"
    else:
        texts_zh = {
            ModOp.DOUBLE: f"你的法术和英雄技能的{'伤害' if stage == 'damage' else '治疗'}翻倍",
            ModOp.HEAL_AS_DAMAGE: "你的恢复效果转而造成等量的伤害",
            ModOp.PREVENT_FATAL: f"防止会使{who}死亡的{'伤害' if stage == 'damage' else '效果'}",
            ModOp.KEEP_ONE: f"{who}的生命值不会低于1",
            ModOp.PREVENT: f"每当{who}将要受到伤害时",
        }
        text = texts_zh.get(m.op, f"{ModOp(m.op).name}（{stage}）")
        if m.then is not None:
            text += f"，改为{clause(m.then, ctx)}" if m.op == ModOp.PREVENT else f"，然后{clause(m.then, ctx)}"
    return sentence(text, ctx)


# ---------------------------------------------------------------------------------- card abilities


def _prefixed(label_en: str, label_zh: str, effect: Effect, ctx: Context) -> str:
    body = sentence(clause(effect, ctx), ctx)
    return f"{label_en}: {body}" if ctx.en else f"{label_zh}：{body}"


def keywords_line(d: CardDef, ctx: Context) -> str:
    """Returns the sentence of a definition's keywords ("Taunt. Divine Shield.")."""
    words: list[str] = ["Rewind" if ctx.en else "回溯"] if d.rewind else []
    for tag, value in d.tags:
        # a spell school and a hero card's Armor are facts of the card, not keywords of its text
        if not value or tag in (Tag.SECRET, Tag.OVERLOAD, Tag.SPELL_SCHOOL, Tag.ARMOR):
            continue
        if tag == Tag.SPELLPOWER:
            words.append(f"Spell Damage +{value}" if ctx.en else f"法术伤害+{value}")
        # Dormant: the tag holds the turns left before the minion awakens
        elif tag == Tag.DORMANT:
            words.append(f"Dormant for {value} turns" if ctx.en else f"休眠{value}回合")
        # on an enchantment (Rude Awakening) it doubles its host's Battlecries only
        elif tag == Tag.EXTRA_BATTLECRIES and d.card_type == CardType.ENCHANTMENT:
            words.append("This minion's Battlecries trigger twice" if ctx.en else "本随从的战吼会触发两次")
        # on an enchantment (Persisting Horror) Reborn brings its host back whole
        elif tag == Tag.REBORN and d.card_type == CardType.ENCHANTMENT:
            words.append("Reborn. Is Reborn with full Health and enchantments" if ctx.en
                         else "复生。复生时具有全部生命值和增益效果")
        else:
            words.append(keyword(tag, ctx))
    if not words:
        return ""
    return sentence(". ".join(words) if ctx.en else "，".join(words), ctx)


def _option(card_id: str, ctx: Context) -> str:
    d = CARDS.get(card_id)
    if d is None:
        return card_name(card_id, ctx.lang)
    inner = Context(ctx.lang, d, ctx.table, d.target, strict=ctx.strict, this_type=ctx.card.card_type)
    space = " " if ctx.en else ""
    text = space.join(p for p in (keywords_line(d, inner), behaviour(d, inner)) if p) or card_name(card_id, ctx.lang)
    return text.rstrip("。.")


def behaviour(d: CardDef, ctx: Context) -> str:
    """Returns what a definition does beyond its keywords and mods, as sentences."""
    parts: list[str] = []
    if d.battlecry is not None:
        parts.append(_prefixed("Battlecry", "战吼", d.battlecry, ctx))
    if d.choose_one:
        options = [_option(o, ctx) for o in d.choose_one]
        parts.append(sentence("Choose One - " + "; or ".join(options), ctx) if ctx.en
                     else sentence("抉择：" + "；或者".join(options), ctx))
    if d.play is not None:
        ctx.said_target = False
        parts.append(sentence(clause(d.play, ctx), ctx))
    if d.combo is not None:
        ctx.said_target = False
        body = clause(d.combo, ctx)
        if d.play is not None or d.battlecry is not None:
            body = f"{body} instead" if ctx.en else f"改为{body}"
        parts.append(f"Combo: {sentence(body, ctx)}" if ctx.en else f"连击：{sentence(body, ctx)}")
    secret = any(t == Tag.SECRET and v for t, v in d.tags)
    for t in d.triggers:
        text = trigger_text(t, ctx)
        parts.append(("Secret: " if ctx.en else "奥秘：") + text if secret or t.secret else text)
    parts.extend(aura_text(a, ctx) for a in d.auras)
    parts.extend(modifier_text(m, ctx) for m in d.modifiers)
    if d.deathrattle is not None:
        parts.append(_prefixed("Deathrattle", "亡语", d.deathrattle, ctx))
    return (" " if ctx.en else "").join(p for p in parts if p)


#: Effect renderers, by node type (the same in every language: the words come from the phrase book).
RENDERERS: dict[type, Renderer] = {
    dsl.Seq: _seq, dsl.If: _if, dsl.ForEach: _for_each, dsl.Repeat: _repeat, dsl.Damage: _damage,
    dsl.DamageFrom: _damage_from, dsl.LoseDurability: _lose_durability, dsl.SplitDamage: _split_damage,
    dsl.Heal: _heal, dsl.Draw: _draw,
    dsl.Discard: _discard, dsl.Summon: _summon, dsl.Transform: _transform,
    dsl.SetCurrentHealth: _set_current_health, dsl.Redirect: _redirect, dsl.RedirectSpell: _redirect_spell,
    dsl.Buff: _buff, dsl.SetTag: _set_tag, dsl.GainMana: _gain_mana, dsl.GainCrystals: _gain_crystals,
    dsl.GainArmor: _gain_armor, dsl.EquipWeapon: _equip, dsl.TakeControl: _take_control,
    dsl.ReturnToHand: _return_to_hand, dsl.AddToHand: _add_to_hand, dsl.CopyToHand: _copy_to_hand,
    dsl.SummonCopy: _summon_copy, dsl.TransformCopy: _transform_copy, dsl.ShuffleIntoDeck: _shuffle_into_deck,
    dsl.Overload: _overload, dsl.ChangeHeroPower: _change_hero_power, dsl.Detach: _detach, dsl.Pick: _pick,
    dsl.Special: _special, dsl.Destroy: _verb, dsl.DrawThis: _verb, dsl.Mill: _verb, dsl.Freeze: _verb,
    dsl.Silence: _verb, dsl.Counter: _verb, dsl.ShuffleBack: _shuffle_back,
    dsl.TriggerDeathrattle: _trigger_deathrattle, dsl.ReturnControl: _return_control,
    dsl.SummonJadeGolem: _summon_jade_golem, dsl.PutIntoPlay: _put_into_play, dsl.ShuffleCopy: _shuffle_copy,
    dsl.Joust: _joust, dsl.BonusDamage: _bonus_damage, dsl.ShuffleIntoDeckOf: _shuffle_into_deck_of,
    dsl.SpendAllMana: _spend_all_mana,
}


# ----------------------------------------------- CORE, Mage and Paladin: damage whose excess goes on


def _damage_with_excess(e: dsl.DamageWithExcess, ctx: Context) -> Phrase:
    to = every(noun(e.to, ctx), ctx)
    over = every(noun(e.excess_to, ctx), ctx)
    n = amount(e.amount, ctx, _sign("damage", ctx))
    if ctx.en:
        return f"deal {n} damage to {to} and any excess to {over}"
    return f"对{to}造成{n}点伤害，超过其生命值的伤害由{over}承受"


RENDERERS[dsl.DamageWithExcess] = _damage_with_excess


# ------------------------------------- CORE, Neutral: copies changed as they are made, effects chosen


def _copy_to_hand_then(e: dsl.CopyToHandThen, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    whose = whose_of(e.side, ctx)
    mode = _copy_mode(e.mode, ctx)
    said = ctx.said_target
    ctx.said_target = True  # inside, Target is the copy: "it"
    then = clause(e.then, ctx)
    ctx.said_target = said
    if ctx.en:
        return f"put a copy of {what}{mode} into {whose} hand, then {then}"
    return f"复制{what}{mode}，并置入{whose}手牌，然后{then}"


def _choose_effects(e: dsl.ChooseEffects, ctx: Context) -> Phrase:
    options = []
    for o in e.options:
        d = CARDS.get(o)
        options.append(clause(d.play, ctx) if d is not None and d.play is not None else card_name(o, ctx.lang))
    n = numeral(e.picks, ctx)
    if ctx.en:
        return f"choose {n} different effects of these: {join(options, ctx, 'or')}"
    return f"从以下效果中选择{n}个不同的效果：{join(options, ctx, '或')}"


def _effect_chosen(e: dsl.EffectChosen, ctx: Context) -> Phrase:
    # the step of a choice in progress reads as the choice itself
    return _choose_effects(e.choice, ctx)


RENDERERS[dsl.CopyToHandThen] = _copy_to_hand_then
RENDERERS[dsl.ChooseEffects] = _choose_effects
RENDERERS[dsl.EffectChosen] = _effect_chosen


# ------------------------------------- Shadow of Demise: an enchantment that attaches itself again


def _buff_once(e: dsl.Buff, ctx: Context) -> Phrase:
    # an enchantment whose trigger gives its own enchantment again (the copy keeps transforming) reads
    # as "again", not as its own text without end
    if e.enchantment == ctx.card.card_id:
        to = every(noun(e.to, ctx), ctx)
        return f"give {to} this enchantment again" if ctx.en else f"再次使{to}获得此附魔"
    return _buff(e, ctx)


RENDERERS[dsl.Buff] = _buff_once


# ------------------------------------------------ Reborn, Corpses, forced attacks (the Death Knight's set)


def _corpses(n: int, ctx: Context) -> str:
    if ctx.en:
        return f"{n} Corpse" if n == 1 else f"{n} Corpses"
    return f"{n}份残骸"


def _reborn_summon(e: dsl.RebornSummon, ctx: Context) -> Phrase:
    return "come back with 1 Health" if ctx.en else "以1点生命值复生"


def _gain_corpses(e: dsl.GainCorpses, ctx: Context) -> Phrase:
    if is_number(e.n) and isinstance(e.n, int):
        return f"gain {'a Corpse' if e.n == 1 else _corpses(e.n, ctx)}" if ctx.en else f"获得{_corpses(e.n, ctx)}"
    n = amount(e.n, ctx)
    return f"gain Corpses equal to {n}" if ctx.en else f"获得等同于{n}的残骸"


def _spend_corpses(e: dsl.SpendCorpses, ctx: Context) -> Phrase:
    then = clause(e.then, ctx)
    what = ("a Corpse" if e.n == 1 else _corpses(e.n, ctx)) if ctx.en else _corpses(e.n, ctx)
    text = f"spend {what} to {then}" if ctx.en else f"消耗{what}，{then}"
    if e.otherwise is None:
        return text
    other = clause(e.otherwise, ctx)
    return f"{text}; otherwise, {other}" if ctx.en else f"{text}；否则，{other}"


def _spend_up_to_corpses(e: dsl.SpendUpToCorpses, ctx: Context) -> Phrase:
    then = clause(e.then, ctx)
    if ctx.en:
        return f"spend up to {_corpses(e.n, ctx)}. {then[:1].upper()}{then[1:]}"
    return f"消耗最多{_corpses(e.n, ctx)}。{then}"


def _raise_corpses(e: dsl.RaiseCorpses, ctx: Context) -> Phrase:
    name = card_name(e.card, ctx.lang)
    if ctx.en:
        return f"raise {'a Corpse' if e.n == 1 else f'up to {_corpses(e.n, ctx)}'} as {name}"
    return f"复活{'一份残骸' if e.n == 1 else f'最多{_corpses(e.n, ctx)}'}，成为{name}"


def _force_attack(e: dsl.ForceAttack, ctx: Context) -> Phrase:
    attacker = every(noun(e.attacker, ctx), ctx)
    defender = one(noun(e.defender, ctx), ctx)
    return f"make {attacker} attack {defender}" if ctx.en else f"使{attacker}攻击{defender}"


RENDERERS.update({
    dsl.RebornSummon: _reborn_summon, dsl.GainCorpses: _gain_corpses, dsl.SpendCorpses: _spend_corpses,
    dsl.SpendUpToCorpses: _spend_up_to_corpses, dsl.RaiseCorpses: _raise_corpses, dsl.ForceAttack: _force_attack,
})


# ------------------------------------------------------------------ CORE, Druid and Hunter: Casts When Drawn


def _cast_when_drawn(e: dsl.CastWhenDrawn, ctx: Context) -> Phrase:
    body = clause(e.effect, ctx)
    return f"cast it at no cost ({body}), then draw a card" if ctx.en else f"免费施放此牌（{body}），然后抽一张牌"


RENDERERS[dsl.CastWhenDrawn] = _cast_when_drawn
