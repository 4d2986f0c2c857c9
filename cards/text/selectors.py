"""Selectors as text: each renders to a `Noun` an effect puts in the form it needs."""

from __future__ import annotations

from dataclasses import replace

from cards.text.dispatch import clause_of, noun, quality
from cards.text.grammar import (
    Context,
    Noun,
    Phrase,
    Quality,
    Renderer,
    every,
    noun_words,
    numeral,
    one,
    tag_word,
    whose_of,
    zone_word,
)
from hsfp.core import dsl
from hsfp.core.dsl import Side
from hsfp.core.tags import CardType, EventKind, Zone


def this_phrase(sel: dsl.This, ctx: Context) -> Phrase:
    """Returns what the card calls itself ("this minion"), or its option's parent."""
    ct = ctx.this_type if ctx.this_type is not None else ctx.card.card_type
    if ct == CardType.ENCHANTMENT:
        return "this enchantment" if ctx.en else "此附魔"
    head = ctx.book.types.get(ct, ctx.book.card).one
    return f"this {head}" if ctx.en else ("该" + head)


def _target(sel: dsl.Target, ctx: Context) -> Phrase:
    if ctx.said_target or ctx.target is None:
        return "it" if ctx.en else "它"
    ctx.said_target = True
    return replace(noun(ctx.target, ctx), single=True)


def _event_entity(sel: dsl.EventEntity, ctx: Context) -> Phrase:
    book = ctx.book
    word = book.event_nouns.get(ctx.event, book.entity) if ctx.event is not None else book.entity
    return f"that {word}" if ctx.en else f"该{word}"


def _event_source(sel: dsl.EventSource, ctx: Context) -> Phrase:
    if ctx.event in (EventKind.ATTACK, EventKind.PROPOSED_ATTACK, EventKind.AFTER_ATTACK):
        return "the attacker" if ctx.en else "攻击者"
    return "the source" if ctx.en else "来源"


def _event_target(sel: dsl.EventTarget, ctx: Context) -> Phrase:
    if ctx.event in (EventKind.ATTACK, EventKind.PROPOSED_ATTACK, EventKind.AFTER_ATTACK):
        return "the attacked character" if ctx.en else "被攻击的角色"
    return "the target" if ctx.en else "目标"


def _players(sel: dsl.Players, ctx: Context) -> Phrase:
    return ctx.book.players[sel.side]


def fixed_words(node: object, ctx: Context) -> Phrase:
    """Returns the words a node always reads as ("the last card drawn"), from the phrase book."""
    return ctx.book.fixed[type(node)]


def _minions(sel: dsl.Minions, ctx: Context) -> Phrase:
    return Noun("minion", "minions", sel.side) if ctx.en else Noun("随从", "随从", sel.side)


def _locations(sel: dsl.Locations, ctx: Context) -> Phrase:
    return Noun("location", "locations", sel.side) if ctx.en else Noun("地标", "地标", sel.side)


def _characters(sel: dsl.Characters, ctx: Context) -> Phrase:
    return Noun("character", "characters", sel.side) if ctx.en else Noun("角色", "角色", sel.side)


def _heroes(sel: dsl.Heroes, ctx: Context) -> Phrase:
    if sel.side == Side.ANY:
        return Noun("", "", fixed="both heroes" if ctx.en else "双方英雄", many=True)
    return Noun("hero", "heroes", sel.side, single=True) if ctx.en else Noun("英雄", "英雄", sel.side, single=True)


def _weapons(sel: dsl.Weapons, ctx: Context) -> Phrase:
    return Noun("", "", fixed=ctx.book.weapons[sel.side], many=sel.side == Side.ANY)


def _in_zone(sel: dsl.InZone, ctx: Context) -> Phrase:
    zone, whose = zone_word(sel.zone, ctx), whose_of(sel.side, ctx)
    if sel.zone == Zone.SECRET:
        return Noun("", "", fixed=f"{whose} {zone}" if ctx.en else f"{whose}{zone}", many=True)
    if ctx.en:
        return Noun("card", "cards", quals=(f"in {whose} {zone}",))
    return Noun("牌", "牌", quals=(f"{whose}{zone}中的",))


def _top_of_deck(sel: dsl.TopOfDeck, ctx: Context) -> Phrase:
    whose = whose_of(sel.side, ctx)
    if ctx.en:
        text = f"the top card of {whose} deck" if sel.n == 1 else f"the top {sel.n} cards of {whose} deck"
        return Noun("", "", fixed=text, many=sel.n > 1)
    return Noun("", "", fixed=f"{whose}牌库顶的{numeral(sel.n, ctx)}张牌", many=sel.n > 1)


def _adjacent(sel: dsl.Adjacent, ctx: Context) -> Phrase:
    if isinstance(sel.of, dsl.This):
        return Noun("minion", "minions", adjs=("adjacent",)) if ctx.en else Noun("随从", "随从", adjs=("相邻的",))
    of = one(noun(sel.of, ctx), ctx)
    if ctx.en:
        return Noun("minion", "minions", quals=(f"adjacent to {of}",))
    return Noun("随从", "随从", quals=(f"与{of}相邻的",))


def apply_quality(n: Noun, q: Quality, ctx: Context) -> Noun:
    """Returns a noun narrowed by what a condition says of it."""
    if q.fixed:
        return Noun("", "", fixed=q.fixed)
    if n.fixed:
        extra = q.adj or (q.head[0] if q.head else "") or q.qual
        if not extra and q.side is None:
            return n
        desc = clause_of(q, ctx)
        return replace(n, fixed=f"{n.fixed} if {desc}" if ctx.en else f"{n.fixed}（如果{desc}）")
    out = n
    if q.side is not None:
        out = replace(out, side=q.side)
    if q.head is not None:
        out = replace(out, head=q.head[0], heads=q.head[1])
    if q.adj:
        out = replace(out, adjs=(*out.adjs, q.adj))
    if q.qual:
        out = replace(out, quals=(*out.quals, q.qual))
    return out


def _filter(sel: dsl.Filter, ctx: Context) -> Phrase:
    return apply_quality(noun(sel.of, ctx), quality(sel.cond, ctx), ctx)


def _union(sel: dsl.Union, ctx: Context) -> Phrase:
    a, b = every(noun(sel.a, ctx), ctx), every(noun(sel.b, ctx), ctx)
    return Noun("", "", fixed=f"{a} and {b}" if ctx.en else f"{a}和{b}", many=True)


def _difference(sel: dsl.Difference, ctx: Context) -> Phrase:
    base = noun(sel.a, ctx)
    if isinstance(sel.b, (dsl.This, dsl.Target)) and not base.fixed:
        if isinstance(sel.b, dsl.Target):
            ctx.said_target = True
        return replace(base, adjs=("other" if ctx.en else "其他", *base.adjs))
    other = every(noun(sel.b, ctx), ctx)
    if base.fixed:
        return replace(base, fixed=f"{base.fixed} except {other}" if ctx.en else f"除{other}以外的{base.fixed}")
    return replace(base, quals=(*base.quals, f"except {other}" if ctx.en else f"除{other}以外的"))


def _random_n(sel: dsl.RandomN, ctx: Context) -> Phrase:
    base = noun(sel.of, ctx)
    if base.fixed:
        return replace(base, fixed=(f"{sel.n} at random from {base.fixed}" if ctx.en
                                    else f"从{base.fixed}中随机选择{numeral(sel.n, ctx)}个"), many=sel.n > 1)
    return replace(base, random=sel.n, single=False)


def _sorted(sel: dsl.Sorted, ctx: Context) -> Phrase:
    base = noun(sel.of, ctx)
    order = ("highest" if sel.descending else "lowest") if ctx.en else ("从高到低" if sel.descending else "从低到高")
    tag = tag_word(sel.key, ctx)
    text = f"{every(base, ctx)}, {order} {tag} first" if ctx.en else f"按{tag}{order}排列的{every(base, ctx)}"
    return Noun("", "", fixed=text, many=True)


def _limit(sel: dsl.Limit, ctx: Context) -> Phrase:
    base = every(noun(sel.of, ctx), ctx)
    text = f"the first {sel.n} of {base}" if ctx.en else f"{base}中的前{numeral(sel.n, ctx)}个"
    return Noun("", "", fixed=text, many=sel.n > 1)


def _top_by(sel: dsl.TopBy, ctx: Context) -> Phrase:
    base = noun(sel.of, ctx)
    tag = tag_word(sel.key, ctx)
    if ctx.en:
        most = "lowest" if sel.lowest else "highest"
        words = noun_words(base, sel.n > 1, ctx) if not base.fixed else base.fixed
        text = f"the {words} with the {most} {tag}" if sel.n == 1 else f"the {sel.n} {words} with the {most} {tag}"
    else:
        most = "最低" if sel.lowest else "最高"
        words = noun_words(base, False, ctx) if not base.fixed else base.fixed
        text = f"{tag}{most}的{words}" if sel.n == 1 else f"{tag}{most}的{numeral(sel.n, ctx)}个{words}"
    return Noun("", "", fixed=text, many=sel.n > 1)


def _hero_powers(sel: dsl.HeroPowers, ctx: Context) -> Phrase:
    return Noun("", "", fixed=ctx.book.hero_powers[sel.side], many=sel.side == Side.ANY)


#: Selector renderers, by node type (the same in every language: the words come from the phrase book).
RENDERERS: dict[type, Renderer] = {
    dsl.This: this_phrase, dsl.Target: _target, dsl.EventEntity: _event_entity, dsl.EventSource: _event_source,
    dsl.EventTarget: _event_target, dsl.Players: _players, dsl.LastSummoned: fixed_words,
    dsl.LastDrawn: fixed_words, dsl.ProposedDefender: fixed_words, dsl.ProposedAttacker: fixed_words,
    dsl.Host: fixed_words, dsl.Minions: _minions, dsl.Locations: _locations, dsl.Heroes: _heroes,
    dsl.Characters: _characters,
    dsl.Weapons: _weapons, dsl.InZone: _in_zone, dsl.TopOfDeck: _top_of_deck, dsl.Adjacent: _adjacent,
    dsl.Filter: _filter, dsl.Union: _union, dsl.Difference: _difference, dsl.RandomN: _random_n,
    dsl.Sorted: _sorted, dsl.Limit: _limit, dsl.TopBy: _top_by, dsl.HeroPowers: _hero_powers,
}


# -------------------------------------------------------------------------------------------- Outcast


def _ends(sel: dsl.Ends, ctx: Context) -> Phrase:
    base = every(noun(sel.of, ctx), ctx)
    text = f"the leftmost and rightmost of {base}" if ctx.en else f"{base}中最左边和最右边的牌"
    return Noun("", "", fixed=text, many=True)


RENDERERS[dsl.Ends] = _ends


# ------------------------------------------------- CORE, Neutral: minions of different minion types


def _distinct_types(sel: dsl.DistinctTypes, ctx: Context) -> Phrase:
    base = noun(sel.of, ctx)
    many = sel.n > 1
    words = base.fixed or noun_words(base, many and ctx.en, ctx)
    n = numeral(sel.n, ctx)
    if ctx.en:
        text = f"{n} random {words} of different minion types"
    else:
        text = f"{n}个不同类型的随机{words}"
    return Noun("", "", fixed=text, many=many)


RENDERERS[dsl.DistinctTypes] = _distinct_types

# the chosen target: "destroy a minion and gain its Health" (the words: the phrase books' `fixed`)
RENDERERS[dsl.ChosenTarget] = fixed_words


# ------------------------------------------------------------ CORE, Mage and Paladin: "the last of"


def _last(sel: dsl.Last, ctx: Context) -> Phrase:
    base = every(noun(sel.of, ctx), ctx)
    text = f"the last of {base}" if ctx.en else f"{base}中的最后一个"
    return Noun("", "", fixed=text, many=False)


RENDERERS[dsl.Last] = _last
