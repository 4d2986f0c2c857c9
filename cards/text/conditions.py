"""Conditions as text: each renders to a `Quality`, what it says of an entity or of the game."""

from __future__ import annotations

from dataclasses import replace

from cards.text.dispatch import about, amount, clause_of, condition_text, noun, quality
from cards.text.grammar import (
    Context,
    Phrase,
    Quality,
    Renderer,
    card_name,
    humanize,
    join,
    name_forms,
    noun_words,
    numeral,
    one,
    tag_word,
    whose_of,
    zone_word,
)
from cards.text.selectors import this_phrase
from hsfp.core import dsl
from hsfp.core.dsl import Condition, Side
from hsfp.core.tags import CardType, Race, SpellSchool, Tag


def _has_tag(c: dsl.HasTag, ctx: Context) -> Phrase:
    word = tag_word(c.tag, ctx)
    if c.tag == Tag.FROZEN and c.at_least <= 1:
        return Quality(adj="Frozen", clause="it is Frozen") if ctx.en else Quality(adj="被冻结的", clause="它被冻结")
    if c.tag in ctx.book.keywords and c.at_least <= 1:
        return Quality(qual=f"with {word}", clause=f"it has {word}") if ctx.en else Quality(
            qual=f"具有{word}的", clause=f"它具有{word}")
    if ctx.en:
        return Quality(qual=f"with at least {c.at_least} {word}", clause=f"it has at least {c.at_least} {word}")
    return Quality(qual=f"{word}至少为{c.at_least}的", clause=f"它的{word}至少为{c.at_least}")


def _is_race(c: dsl.IsRace, ctx: Context) -> Phrase:
    head = ctx.book.races.get(c.race) or name_forms(humanize(Race(c.race).name).title(), ctx)
    return Quality(head=(head.one, head.many))


def _is_school(c: dsl.IsSchool, ctx: Context) -> Phrase:
    head = ctx.book.schools.get(c.school) or name_forms(humanize(SpellSchool(c.school).name).title() + " spell", ctx)
    return Quality(head=(head.one, head.many))


def _is_type(c: dsl.IsType, ctx: Context) -> Phrase:
    head = ctx.book.types.get(c.card_type) or name_forms(humanize(CardType(c.card_type).name), ctx)
    return Quality(head=(head.one, head.many))


def _bound(what: Tag, n: int, most: bool, ctx: Context, cost: bool = False) -> Quality:
    word = tag_word(what, ctx)
    if ctx.en:
        amount_ = f"({n})" if cost else str(n)
        rel = "or less" if most else "or more"
        if cost:
            return Quality(qual=f"that costs {amount_} {rel}", clause=f"it costs {amount_} {rel}")
        return Quality(qual=f"with {amount_} {rel} {word}", clause=f"it has {amount_} {rel} {word}")
    rel = "小于或等于" if most else "大于或等于"
    shown = f"（{n}）点" if cost else str(n)
    return Quality(qual=f"{word}{rel}{shown}的", clause=f"它的{word}{rel}{shown}")


def _in_zone_now(c: dsl.InZoneNow, ctx: Context) -> Phrase:
    zone = zone_word(c.zone, ctx)
    return Quality(qual=f"in the {zone}", clause=f"it is in the {zone}") if ctx.en else Quality(
        qual=f"在{zone}中的", clause=f"它在{zone}中")


def _counter_at_least(c: dsl.CounterAtLeast, ctx: Context) -> Phrase:
    word = tag_word(c.counter, ctx)
    whose = whose_of(c.side, ctx)
    return Quality(clause=f"{whose} {word} is at least {c.n}" if ctx.en else f"{whose}{word}至少为{c.n}")


def _friendly(c: dsl.Friendly, ctx: Context) -> Phrase:
    return Quality(side=Side.FRIENDLY)


def _is_this(c: dsl.IsThis, ctx: Context) -> Phrase:
    text = this_phrase(dsl.This(), ctx)
    return Quality(fixed=text if isinstance(text, str) else "")


def _is_card(c: dsl.IsCard, ctx: Context) -> Phrase:
    names = join([card_name(cid, ctx.lang) for cid in c.card_ids], ctx, "or" if ctx.en else "或")
    return Quality(qual=f"named {names}", clause=f"it is {names}") if ctx.en else Quality(
        qual=f"名为{names}的", clause=f"它是{names}")


def _exists(c: dsl.Exists, ctx: Context) -> Phrase:
    if isinstance(c.of, dsl.Filter) and isinstance(c.of.of, dsl.Target):
        text = condition_text(c.of.cond, ctx)
        if not ctx.said_target and ctx.target is not None:
            text = about(one(noun(c.of.of, ctx), ctx), text, ctx)
        return Quality(clause=text)
    if isinstance(c.of, dsl.Weapons) and c.of.side != Side.ANY:
        if ctx.en:
            return Quality(clause="you have a weapon" if c.of.side == Side.FRIENDLY else "your opponent has a weapon")
        return Quality(clause="你装备着武器" if c.of.side == Side.FRIENDLY else "你的对手装备着武器")
    n = noun(c.of, ctx)
    if n.fixed:
        return Quality(clause=f"there is {n.fixed}" if ctx.en else f"存在{n.fixed}")
    if n.side == Side.FRIENDLY:
        mine = replace(n, side=None)
        return Quality(clause=f"you control {one(mine, ctx)}" if ctx.en else f"你控制{one(mine, ctx)}")
    return Quality(clause=f"there is {one(n, ctx)}" if ctx.en else f"存在{one(n, ctx)}")


def _count_at_least(c: dsl.CountAtLeast, ctx: Context) -> Phrase:
    n = noun(c.of, ctx)
    if n.fixed:
        return Quality(clause=f"{n.fixed} holds at least {c.n}" if ctx.en else f"{n.fixed}至少有{c.n}个")
    if ctx.en:
        return Quality(clause=f"there are at least {c.n} {noun_words(n, c.n != 1, ctx)}")
    return Quality(clause=f"至少有{numeral(c.n, ctx)}个{noun_words(n, False, ctx)}")


def _and(c: dsl.And, ctx: Context) -> Phrase:
    a, b = quality(c.a, ctx), quality(c.b, ctx)
    if a.clause and b.clause and not (a.qual or a.adj or a.head or b.qual or b.adj or b.head):
        return Quality(clause=f"{a.clause} and {b.clause}" if ctx.en else f"{a.clause}且{b.clause}")
    merged = Quality(
        side=b.side if b.side is not None else a.side,
        head=b.head or a.head,
        adj=" ".join(x for x in (a.adj, b.adj) if x) if ctx.en else "".join((a.adj, b.adj)),
        qual=" and ".join(x for x in (a.qual, b.qual) if x) if ctx.en else "".join((a.qual, b.qual)),
        fixed=a.fixed or b.fixed,
    )
    return replace(merged, clause=f"{clause_of(a, ctx)} and {clause_of(b, ctx)}" if ctx.en
                   else f"{clause_of(a, ctx)}且{clause_of(b, ctx)}")


def _or(c: dsl.Or, ctx: Context) -> Phrase:
    a, b = condition_text(c.a, ctx), condition_text(c.b, ctx)
    text = f"{a} or {b}" if ctx.en else f"{a}或{b}"
    return Quality(qual=f"for which {text}" if ctx.en else f"满足{text}的", clause=text)


def _not(c: dsl.Not, ctx: Context) -> Phrase:
    inner = c.a
    if isinstance(inner, dsl.Friendly):
        return Quality(side=Side.ENEMY)
    if isinstance(inner, dsl.Damaged):
        return Quality(adj="undamaged") if ctx.en else Quality(adj="未受伤的")
    if isinstance(inner, dsl.Dead):
        return Quality(adj="living", clause="it is alive") if ctx.en else Quality(adj="存活的", clause="它存活")
    if isinstance(inner, (dsl.IsThis, dsl.IsHost)):
        return Quality(adj="other") if ctx.en else Quality(adj="其他")
    text = condition_text(inner, ctx)
    if ctx.en:
        return Quality(qual=f"unless {text}", clause=f"not ({text})")
    return Quality(qual=f"不满足{text}的", clause=f"并非{text}")


def _compare(c: dsl.Compare, ctx: Context) -> Phrase:
    left, right = amount(c.left, ctx), amount(c.right, ctx)
    relation = ctx.book.comparisons[c.relation]
    return Quality(clause=f"{left} {relation} {right}" if ctx.en else f"{left}{relation}{right}")


def _clause_only(c: Condition, ctx: Context) -> Phrase:
    return Quality(clause=ctx.book.clauses[type(c)])


def _adjective(c: Condition, ctx: Context) -> Phrase:
    adj, clause = ctx.book.adjectives[type(c)]
    return Quality(adj=adj, clause=clause)


def _qualifier(c: Condition, ctx: Context) -> Phrase:
    return Quality(qual=ctx.book.qualifiers[type(c)])


def _no_duplicates_in_deck(c: dsl.NoDuplicatesInDeck, ctx: Context) -> Phrase:
    whose = whose_of(c.side, ctx)
    return Quality(clause=f"{whose} deck has no duplicates" if ctx.en else f"{whose}牌库里没有相同的牌")


#: Condition renderers, by node type (the same in every language: the words come from the phrase book).
RENDERERS: dict[type, Renderer] = {
    dsl.HasTag: _has_tag, dsl.IsRace: _is_race, dsl.IsSchool: _is_school, dsl.IsType: _is_type,
    dsl.AttackAtMost: lambda c, ctx: _bound(Tag.ATK, c.n, True, ctx),
    dsl.AttackAtLeast: lambda c, ctx: _bound(Tag.ATK, c.n, False, ctx),
    dsl.CostAtMost: lambda c, ctx: _bound(Tag.COST, c.n, True, ctx, cost=True),
    dsl.CostAtLeast: lambda c, ctx: _bound(Tag.COST, c.n, False, ctx, cost=True),
    dsl.HealthAtMost: lambda c, ctx: _bound(Tag.HEALTH, c.n, True, ctx),
    dsl.HealthAtLeast: lambda c, ctx: _bound(Tag.HEALTH, c.n, False, ctx),
    dsl.InZoneNow: _in_zone_now, dsl.CounterAtLeast: _counter_at_least, dsl.Friendly: _friendly,
    dsl.IsThis: _is_this, dsl.IsCard: _is_card, dsl.Exists: _exists, dsl.CountAtLeast: _count_at_least,
    dsl.And: _and, dsl.Or: _or, dsl.Not: _not, dsl.NoDuplicatesInDeck: _no_duplicates_in_deck, dsl.Compare: _compare,
    dsl.MadeDuringGame: _qualifier,
    dsl.Damaged: _adjective, dsl.Dead: _adjective, dsl.IsHost: _adjective, dsl.HasDeathrattle: _qualifier,
    dsl.BoardSpace: _clause_only, dsl.MyTurn: _clause_only, dsl.EventPlayerFriendly: _clause_only,
    dsl.ComboActive: _clause_only,
}

# Combo cards: "a Combo card" reads as a qualifier ("card with Combo")
RENDERERS[dsl.HasCombo] = _qualifier


# -------------------------------------------------------------------------------------------- Outcast

RENDERERS[dsl.PlayedOutcast] = _clause_only


def _exists_or_at_an_end(c: dsl.Exists, ctx: Context) -> Phrase:
    # "this is one of the ends of the hand" reads as the place of the card, not as a thing that exists
    if isinstance(c.of, dsl.Filter) and isinstance(c.of.of, dsl.Ends) and isinstance(c.of.cond, dsl.IsThis):
        return Quality(clause="this is the leftmost or rightmost card in your hand" if ctx.en
                       else "此牌位于你手牌的最左边或最右边")
    return _exists(c, ctx)


RENDERERS[dsl.Exists] = _exists_or_at_an_end


# ------------------------------------------------------- CORE, Mage and Paladin: "is one of"


def _among(c: dsl.Among, ctx: Context) -> Phrase:
    what = one(noun(c.of, ctx), ctx)
    return Quality(qual=f"that is {what}", clause=f"it is {what}") if ctx.en else Quality(
        qual=f"即{what}的", clause=f"它是{what}")


RENDERERS[dsl.Among] = _among


# ------------------------------------------------------------------ the turn a minion died on (Death Knight)


def _died_within(c: dsl.DiedWithin, ctx: Context) -> Phrase:
    if c.turns == 0:
        return Quality(qual="that died this turn", clause="it died this turn") if ctx.en else Quality(
            qual="本回合死亡的", clause="它在本回合死亡")
    if c.turns == 1:
        return Quality(qual="that died after your last turn", clause="it died after your last turn") if ctx.en \
            else Quality(qual="在你的上个回合后死亡的", clause="它在你的上个回合后死亡")
    n = c.turns + 1
    return Quality(qual=f"that died in the last {n} turns", clause=f"it died in the last {n} turns") if ctx.en \
        else Quality(qual=f"在最近{n}个回合内死亡的", clause=f"它在最近{n}个回合内死亡")


RENDERERS[dsl.DiedWithin] = _died_within


# ------------------------------------------------------ Krag'wa: the cards played on an earlier turn


def _played_turns_ago(c: dsl.PlayedTurnsAgo, ctx: Context) -> Phrase:
    if c.turns == 2:
        return Quality(qual="you played last turn", clause="you played it last turn") if ctx.en else Quality(
            qual="你在上个回合使用的", clause="你在上个回合使用过它")
    if ctx.en:
        return Quality(qual=f"played {c.turns} turns ago", clause=f"it was played {c.turns} turns ago")
    return Quality(qual=f"在{c.turns}个回合前使用的", clause=f"它在{c.turns}个回合前被使用")


RENDERERS[dsl.PlayedTurnsAgo] = _played_turns_ago


# ------------------------------------------------------- Dark Gift and Kindred (Raptor Herald)


def _kindred(c: dsl.Kindred, ctx: Context) -> Phrase:
    if ctx.en:
        return Quality(clause="you played a card last turn that shares a minion type or spell school with this "
                              "(Kindred)")
    return Quality(clause="你在上个回合使用过与此牌具有相同随从类型或法术派系的牌（延系）")


RENDERERS[dsl.Kindred] = _kindred
