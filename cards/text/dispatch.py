"""Rendering any node through its language's table, the generic fallback, and what mods do.

A node without a renderer (or whose renderer fails, unless the rendering is strict) falls back to a
generic description built from its class name and fields, so a new node never breaks the text. Mods
text sits here because that description names the mods a node carries.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum

from cards.text.grammar import (
    Context,
    Noun,
    Phrase,
    Quality,
    article,
    card_name,
    every,
    humanize,
    join,
    keyword,
    tag_word,
)
from hsfp.core import dsl
from hsfp.core.dsl import Condition, Effect, Mods, Selector, Side
from hsfp.core.registry import CARDS
from hsfp.core.tags import Tag


def say(node: object, ctx: Context) -> Phrase:
    """Returns a node rendered by its language's renderer, or its generic description."""
    fn = ctx.table.get(type(node))
    if fn is None:
        return generic(node, ctx)
    if ctx.strict:
        return fn(node, ctx)
    try:
        return fn(node, ctx)
    except Exception:  # a renderer's bug must not take the card's text down with it
        return generic(node, ctx)


def noun(sel: Selector, ctx: Context) -> Noun:
    """Returns the noun phrase of a selector."""
    out = say(sel, ctx)
    if isinstance(out, Noun):
        return out
    return Noun("", "", fixed=out if isinstance(out, str) else clause_of(out, ctx))


def quality(cond: Condition, ctx: Context) -> Quality:
    """Returns what a condition says of an entity."""
    out = say(cond, ctx)
    if isinstance(out, Quality):
        return out
    text = out if isinstance(out, str) else every(out, ctx)
    return Quality(qual=(f"for which {text}" if ctx.en else f"满足{text}的"), clause=text)


def clause_of(q: Quality, ctx: Context) -> str:
    """Returns a quality as a clause about "it" (or the game)."""
    if q.clause:
        return q.clause
    if ctx.en:
        if q.fixed:
            return f"it is {q.fixed}"
        if q.head:
            return f"it is {article(q.head[0])} {q.head[0]}"
        if q.adj:
            return f"it is {q.adj}"
        if q.side is not None:
            return "it is friendly" if q.side == Side.FRIENDLY else "it is an enemy"
        return f"it is one {q.qual}"
    desc = q.fixed or (q.head[0] if q.head else "") or q.adj or q.qual
    if q.side is not None and not desc:
        desc = "友方的" if q.side == Side.FRIENDLY else "敌方的"
    return f"它是{desc}"


def about(subject: str, text: str, ctx: Context) -> str:
    """Returns a clause about "it" said about a subject instead ("it is damaged" -> "this minion is damaged")."""
    if ctx.en:
        return subject + text[2:] if text.startswith("it ") else text
    return subject + text[1:] if text.startswith("它") else text


def condition_text(cond: Condition, ctx: Context) -> str:
    """Returns a condition as a clause."""
    return clause_of(quality(cond, ctx), ctx)


def amount(a: dsl.Amount, ctx: Context, sign: str = "") -> str:
    """Returns an amount as text; `sign` ("$" or "#") marks a spell's amount."""
    if isinstance(a, int):
        return f"{sign}{a}"
    out = say(a, ctx)
    if isinstance(out, str) and isinstance(a, dsl.RandomInt):
        return sign + out
    return out if isinstance(out, str) else (every(out, ctx) if isinstance(out, Noun) else clause_of(out, ctx))


def clause(effect: Effect, ctx: Context) -> str:
    """Returns an effect as a clause (English starts lower case where the verb is not a keyword)."""
    out = say(effect, ctx)
    return out if isinstance(out, str) else (every(out, ctx) if isinstance(out, Noun) else clause_of(out, ctx))


def generic(node: object, ctx: Context) -> str:
    """The fallback for a node without a renderer: its class name and its fields, each rendered."""
    name = type(node).__name__
    parts: list[str] = []
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            parts.append(f"{humanize(f.name)}{': ' if ctx.en else '：'}{_value(getattr(node, f.name), ctx)}")
    fields = "; ".join(parts) if ctx.en else "；".join(parts)
    if ctx.en:
        return f"{humanize(name)} ({fields})" if fields else humanize(name)
    return f"{name}（{fields}）" if fields else name


def _value(v: object, ctx: Context) -> str:
    if v is None:
        return "none" if ctx.en else "无"
    if isinstance(v, bool):
        return ("yes" if v else "no") if ctx.en else ("是" if v else "否")
    if isinstance(v, Tag):
        return tag_word(v, ctx)
    if isinstance(v, Enum):
        return humanize(v.name)
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return card_name(v, ctx.lang) if v in CARDS else v
    if isinstance(v, tuple):
        return join([_value(x, ctx) for x in v], ctx)
    if isinstance(v, Selector):
        return every(noun(v, ctx), ctx)
    if isinstance(v, Condition):
        return condition_text(v, ctx)
    if isinstance(v, Effect):
        return clause(v, ctx)
    if isinstance(v, dsl.AmountNode):
        return amount(v, ctx)
    if isinstance(v, Mods):
        return mods_text(v, ctx)
    return generic(v, ctx)


# ------------------------------------------------------------------------------------------ mods


@dataclass
class Change:
    """What mods (and a buff's computed amounts) do, in three kinds of phrase."""

    adds: list[str]  # "+2/+2", "Taunt", "Spell Damage +1"
    sets: list[tuple[str, str]]  # ("Attack", "1"): a value set
    costs: list[str]  # "cost (2) less" (English base verb form) / "法力值消耗减少（2）点"


def signed(a: dsl.Amount, ctx: Context) -> str:
    """Returns an amount with its sign ("+2", "+the number of ...")."""
    return f"{a:+d}" if isinstance(a, int) else f"+{amount(a, ctx)}"


def change(m: Mods, ctx: Context, atk: dsl.Amount | None = None, health: dsl.Amount | None = None,
            sets: tuple[tuple[Tag, dsl.Amount | None], ...] = (), cost: dsl.Amount | None = None) -> Change:
    """Returns what mods do, with a buff's own amounts added to them."""
    en = ctx.en
    out = Change([], [], [])
    a = m.atk + atk if isinstance(atk, int) else m.atk
    h = m.health + health if isinstance(health, int) else m.health
    if a and h:
        out.adds.append(f"{a:+d}/{h:+d}")
    elif a:
        out.adds.append(f"{a:+d} Attack" if en else f"{a:+d}攻击力")
    elif h:
        out.adds.append(f"{h:+d} Health" if en else f"{h:+d}生命值")
    for dynamic, tag in ((atk, Tag.ATK), (health, Tag.HEALTH)):
        if dynamic is not None and not isinstance(dynamic, int):
            word = tag_word(tag, ctx)
            shown = amount(dynamic, ctx)
            out.adds.append(f"+{word} equal to {shown}" if en else f"+等同于{shown}的{word}")
    for tag, value in ((Tag.ATK, m.set_atk), (Tag.HEALTH, m.set_health), *sets):
        if value is not None:
            out.sets.append((tag_word(tag, ctx), amount(value, ctx)))
    if m.mul_atk != 1:
        out.adds.append(f"{m.mul_atk}× Attack" if en else f"{m.mul_atk}倍攻击力")
    if m.mul_health != 1:
        out.adds.append(f"{m.mul_health}× Health" if en else f"{m.mul_health}倍生命值")
    if m.durability:
        out.adds.append(f"{m.durability:+d} Durability" if en else f"{m.durability:+d}耐久度")
    if m.spellpower:
        out.adds.append(f"Spell Damage {m.spellpower:+d}" if en else f"法术伤害{m.spellpower:+d}")
    out.adds.extend(keyword(t, ctx) for t in m.grants)
    delta = m.cost + cost if isinstance(cost, int) else m.cost
    floor = ""
    if m.cost_floor is not None:
        floor = f" (but not less than ({m.cost_floor}))" if en else f"（但不少于（{m.cost_floor}）点）"
    if delta:
        less = delta < 0
        out.costs.append((f"cost ({abs(delta)}) {'less' if less else 'more'}" if en
                          else f"法力值消耗{'减少' if less else '增加'}（{abs(delta)}）点") + floor)
    elif cost is not None and not isinstance(cost, int):
        out.costs.append(f"cost {amount(cost, ctx)} more" if en else f"法力值消耗增加{amount(cost, ctx)}")
    if m.set_cost is not None:
        out.costs.append((f"cost ({m.set_cost})" if en else f"法力值消耗变为（{m.set_cost}）点") + floor)
    return out


def _has_list(c: Change, ctx: Context) -> str:
    sets = [f"{tag} of {value}" if ctx.en else f"{tag}变为{value}" for tag, value in c.sets]
    return join([*c.adds, *sets], ctx)


def _costs(c: Change, singular: bool) -> list[str]:
    return [("costs" + x[4:] if singular and x.startswith("cost") else x) for x in c.costs]


def mods_text(m: Mods, ctx: Context) -> str:
    """Returns what mods do to their host ("+2/+2 and Taunt", "costs (3) less", "攻击力变为1")."""
    c = change(m, ctx)
    return join([_has_list(c, ctx), *_costs(c, True)], ctx)


def changed(subject: str, c: Change, plural: bool, ctx: Context, verb: str = "") -> str:
    """Returns "{subject} have +1 Attack and cost (1) less" (an aura) or, with `verb` "give", the buff form."""
    has = _has_list(c, ctx)
    giving = verb == "give"
    if ctx.en:
        parts: list[str] = []
        if has:
            parts.append(f"give {subject} {has}" if giving else f"{subject} {'have' if plural else 'has'} {has}")
        for cost in _costs(c, not plural and not giving):
            if giving:
                parts.append(f"make {'it' if has else subject} {cost}")
            else:
                parts.append(cost if has else f"{subject} {cost}")
        return " and ".join(parts)
    parts = []
    if has:
        parts.append(f"使{subject}获得{has}" if giving else f"{subject}获得{has}")
    parts.extend(f"{'使' if giving else ''}{subject}的{cost}" for cost in c.costs)
    return "，".join(parts)

