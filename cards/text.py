"""Card text generated from the card data alone (seed 000 §12.6), in English and Simplified Chinese.

`render(card_def, lang)` reads a definition and says what it does: keywords from its tags, the Battlecry,
Combo, Choose One, Secret and Deathrattle prefixes, triggers ("Whenever …", "At the end of your turn, …"),
auras ("Your other minions have +1 Attack."), modifiers and the effects themselves ("Deal $6 damage to a
character.", "Draw 2 cards.", "Summon a 1/1 Murloc Scout."). Tokens and weapons are named from
`facts.json`; an enchantment is described by its mods.

Each language is one dictionary from node type to renderer (`EN`, `ZH`). A selector renders to a `Noun`
that the effect puts in the form it needs ("all enemy minions", "a random enemy minion", "your other
minions"); a condition renders to a `Quality` (a side, a kind, an adjective, a qualifier or a clause); an
amount or an effect renders to text. A node without a renderer falls back to a generic description built
from its class name and fields, so a new node never breaks the text. It need not match the printed text
word for word; it must say what the data does.

>>> from hsfp.core.dsl import CardDef, Damage, Characters, Side, Target
>>> from hsfp.core.tags import CardType
>>> bolt = CardDef("X", "Bolt", CardType.SPELL, target=Characters(Side.ANY), play=Damage(Target(), 6))
>>> render(bolt), render(bolt, "zh")
('Deal $6 damage to a character.', '对一个角色造成$6点伤害。')
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Literal

from cards.facts import all_facts
from hsfp.core import dsl
from hsfp.core.dsl import CardDef, Condition, Effect, ModOp, Mods, Selector, Side, TriggerDef
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, CardType, EventKind, Race, Tag, Zone

Lang = Literal["en", "zh"]
LANGS: tuple[Lang, ...] = ("en", "zh")


@dataclass(frozen=True)
class Noun:
    """What a selector names, as parts an effect assembles into the form it needs."""

    head: str  # singular noun ("minion" / "随从")
    heads: str  # plural noun ("minions"; the same word in Chinese)
    side: Side | None = None
    adjs: tuple[str, ...] = ()  # "other", "damaged"
    quals: tuple[str, ...] = ()  # "with Taunt" (after the noun in English, before it in Chinese)
    fixed: str = ""  # a complete phrase ("your hero", "it"): every form is this
    single: bool = False  # names one entity, so "all" reads as "a"
    random: int = 0  # n drawn at random
    many: bool = False  # a fixed phrase that is plural ("both heroes")


@dataclass(frozen=True)
class Quality:
    """What a condition says of an entity: a side, a kind, an adjective, a qualifier, or a clause."""

    side: Side | None = None
    head: tuple[str, str] | None = None
    adj: str = ""
    qual: str = ""
    fixed: str = ""
    clause: str = ""


Phrase = str | Noun | Quality
Renderer = Callable[[Any, "Context"], Phrase]


@dataclass
class Context:
    """Where a node is rendered: the language, the card, its chosen target and the event of a trigger."""

    lang: Lang
    card: CardDef
    table: dict[type, Renderer]
    target: Selector | None = None
    said_target: bool = False
    event: EventKind | None = None
    strict: bool = False
    this_type: CardType | None = None  # what This names when it is not the card itself (an option's parent)

    @property
    def en(self) -> bool:
        """Returns whether the text is English."""
        return self.lang == "en"

    @property
    def spell(self) -> bool:
        """Returns whether amounts are a spell's ($ damage, # healing)."""
        return self.card.card_type == CardType.SPELL


# ------------------------------------------------------------------------------------------- words

_KEYWORDS: dict[Tag, tuple[str, str]] = {
    Tag.TAUNT: ("Taunt", "嘲讽"), Tag.DIVINE_SHIELD: ("Divine Shield", "圣盾"), Tag.CHARGE: ("Charge", "冲锋"),
    Tag.RUSH: ("Rush", "突袭"), Tag.STEALTH: ("Stealth", "潜行"), Tag.POISONOUS: ("Poisonous", "剧毒"),
    Tag.LIFESTEAL: ("Lifesteal", "吸血"), Tag.WINDFURY: ("Windfury", "风怒"),
    Tag.MEGA_WINDFURY: ("Mega-Windfury", "超级风怒"), Tag.FROZEN: ("Frozen", "冻结"),
    Tag.IMMUNE: ("Immune", "免疫"), Tag.ELUSIVE: ("Elusive", "扰魔"), Tag.REBORN: ("Reborn", "复生"),
    Tag.CANT_ATTACK: ("Can't attack", "无法攻击"), Tag.SECRET: ("Secret", "奥秘"),
    Tag.IMMUNE_WHILE_ATTACKING: ("Immune while attacking", "攻击时免疫"), Tag.SILENCED: ("Silenced", "沉默"),
    Tag.DORMANT: ("Dormant", "休眠"),
}
_TAG_WORDS: dict[Tag, tuple[str, str]] = {
    Tag.ATK: ("Attack", "攻击力"), Tag.HEALTH: ("Health", "生命值"), Tag.COST: ("Cost", "法力值消耗"),
    Tag.DAMAGE: ("damage taken", "所受伤害"), Tag.ARMOR: ("Armor", "护甲值"), Tag.DURABILITY: ("Durability", "耐久度"),
    Tag.SPELLPOWER: ("Spell Damage", "法术伤害"), Tag.OVERLOAD: ("Overload", "过载"),
    Tag.MANA: ("Mana", "法力值"), Tag.MANA_CRYSTALS: ("Mana Crystals", "法力水晶"),
    Tag.CARDS_PLAYED_THIS_TURN: ("cards played this turn", "本回合使用的牌数"),
    Tag.MINIONS_PLAYED_THIS_TURN: ("minions played this turn", "本回合使用的随从数"),
    Tag.SPELLS_CAST_THIS_TURN: ("spells cast this turn", "本回合施放的法术数"),
    Tag.CARDS_DRAWN: ("cards drawn", "抽牌数"), Tag.MINIONS_DIED: ("minions that died", "死亡的随从数"),
    **_KEYWORDS,
}
_RACES: dict[int, tuple[str, str, str]] = {
    Race.BEAST: ("Beast", "Beasts", "野兽"), Race.MURLOC: ("Murloc", "Murlocs", "鱼人"),
    Race.DEMON: ("Demon", "Demons", "恶魔"), Race.TOTEM: ("Totem", "Totems", "图腾"),
    Race.MECHANICAL: ("Mech", "Mechs", "机械"), Race.PIRATE: ("Pirate", "Pirates", "海盗"),
    Race.DRAGON: ("Dragon", "Dragons", "龙"), Race.ELEMENTAL: ("Elemental", "Elementals", "元素"),
    Race.UNDEAD: ("Undead", "Undead", "亡灵"), Race.NAGA: ("Naga", "Naga", "纳迦"),
    Race.QUILBOAR: ("Quilboar", "Quilboar", "野猪人"),
    Race.ALL: ("minion of every type", "minions of every type", "全部类型的随从"),
}
_TYPES: dict[int, tuple[str, str, str]] = {
    CardType.MINION: ("minion", "minions", "随从"), CardType.SPELL: ("spell", "spells", "法术"),
    CardType.WEAPON: ("weapon", "weapons", "武器"), CardType.HERO: ("hero", "heroes", "英雄"),
    CardType.ENCHANTMENT: ("enchantment", "enchantments", "附魔"),
    CardType.HERO_POWER: ("Hero Power", "Hero Powers", "英雄技能"),
    CardType.LOCATION: ("location", "locations", "地标"),
}
_ZONES: dict[int, tuple[str, str]] = {
    Zone.HAND: ("hand", "手牌"), Zone.DECK: ("deck", "牌库"), Zone.PLAY: ("battlefield", "战场"),
    Zone.GRAVEYARD: ("graveyard", "墓地"), Zone.SECRET: ("Secrets", "奥秘"),
    Zone.SETASIDE: ("set-aside zone", "移除区"),
    Zone.REMOVEDFROMGAME: ("removed cards", "移出游戏的牌"),
}
_ZH_NUM = ("零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十")
_EN_NUM = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_MEASURE = {"牌": "张", "法术": "个", "武器": "把", "奥秘": "个"}


def _humanize(name: str) -> str:
    """Returns a class or enum name as words: "SetCurrentHealth" -> "set current health"."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name).replace("_", " ")
    return spaced.lower()


def _tag_word(tag: int, ctx: Context) -> str:
    try:
        t = Tag(tag)
    except ValueError:
        return f"tag {tag}"
    pair = _TAG_WORDS.get(t)
    return (pair[0] if ctx.en else pair[1]) if pair else _humanize(t.name)


def _keyword(tag: Tag, ctx: Context) -> str:
    pair = _KEYWORDS.get(tag)
    return (pair[0] if ctx.en else pair[1]) if pair else _tag_word(tag, ctx)


def _count(n: int, ctx: Context) -> str:
    if ctx.en:
        return str(n)
    return _ZH_NUM[n] if 0 <= n < len(_ZH_NUM) else str(n)


def card_name(card_id: str, lang: Lang = "en") -> str:
    """Returns a card's name in a language, from facts.json (the definition's name or the id if absent)."""
    f = all_facts().get(card_id)
    if f is not None:
        name = f["name"] if lang == "en" else (f["name_zh"] or f["name"])
        if name:
            return name
    d = CARDS.get(card_id)
    return d.name if d is not None and d.name else card_id


def _stats(card_id: str) -> str:
    d = CARDS.get(card_id)
    if d is not None:
        if d.card_type == CardType.MINION:
            return f"{d.atk}/{d.health}"
        if d.card_type == CardType.WEAPON:
            return f"{d.atk}/{d.durability}"
        return ""
    f = all_facts().get(card_id)
    if f is None:
        return ""
    if f["type"] == CardType.MINION:
        return f"{f['atk']}/{f['health']}"
    return f"{f['atk']}/{f['durability']}" if f["type"] == CardType.WEAPON else ""


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _plural(word: str) -> str:
    return word if word.endswith("s") else word + "s"


def _join(items: list[str], ctx: Context, last: str = "") -> str:
    items = [i for i in items if i]
    if not items:
        return ""
    if ctx.en:
        if len(items) == 1:
            return items[0]
        return ", ".join(items[:-1]) + f" {last or 'and'} " + items[-1]
    return "、".join(items[:-1]) + (last or "和") + items[-1] if len(items) > 1 else items[0]


# ------------------------------------------------------------------------------------ noun forms


def _words(n: Noun, plural: bool, ctx: Context, side: bool = True) -> str:
    head = n.heads if plural else n.head
    side_word = ""
    if side and n.side in (Side.FRIENDLY, Side.ENEMY):
        if ctx.en and n.side == Side.ENEMY and n.head == "character":
            head = "enemies" if plural else "enemy"
        elif not ctx.en and n.side == Side.ENEMY and n.head == "角色":
            head = "敌人"
        else:
            friendly = n.side == Side.FRIENDLY
            side_word = ("friendly" if friendly else "enemy") if ctx.en else ("友方" if friendly else "敌方")
    if ctx.en:
        return " ".join(w for w in (*n.adjs, side_word, head, *n.quals) if w)
    return "".join((*n.quals, *n.adjs, side_word, head))


def every(n: Noun, ctx: Context) -> str:
    """Returns the form naming all the entities ("all enemy minions"), or the one it names."""
    if n.fixed:
        return n.fixed
    if n.random:
        return random_form(n, ctx)
    if n.single:
        return one(n, ctx)
    return ("all " if ctx.en else "所有") + _words(n, True, ctx)


def one(n: Noun, ctx: Context) -> str:
    """Returns the form naming one of the entities ("an enemy minion", "your hero")."""
    if n.fixed:
        return n.fixed
    if n.random:
        return random_form(n, ctx)
    if n.head in ("hero", "英雄") and not n.adjs and not n.quals:
        friendly = n.side == Side.FRIENDLY
        if ctx.en:
            return "your hero" if friendly else ("the enemy hero" if n.side == Side.ENEMY else "a hero")
        return "你的英雄" if friendly else ("敌方英雄" if n.side == Side.ENEMY else "一个英雄")
    if ctx.en:
        if n.adjs[:1] == ("other",):
            return "another " + _words(replace(n, adjs=n.adjs[1:]), False, ctx)
        words = _words(n, False, ctx)
        return f"{_article(words)} {words}"
    return "一" + _MEASURE.get(n.head, "个") + _words(n, False, ctx)


def owned(n: Noun, ctx: Context) -> str:
    """Returns the form an aura or a player names its entities with ("your other minions")."""
    if n.fixed or n.random or n.single:
        return every(n, ctx)
    if n.side == Side.FRIENDLY:
        return ("your " if ctx.en else "你的") + _words(n, True, ctx, side=False)
    if n.side == Side.ENEMY:
        return _words(n, True, ctx)
    return ("all " if ctx.en else "所有") + _words(n, True, ctx)


def random_form(n: Noun, ctx: Context) -> str:
    """Returns the form naming entities drawn at random ("a random enemy minion", "2 random enemies")."""
    plain = replace(n, random=0)
    if ctx.en:
        if n.random == 1:
            return "a random " + _words(plain, False, ctx)
        return f"{n.random} random " + _words(plain, True, ctx)
    return f"{_count(n.random, ctx)}{_MEASURE.get(n.head, '个')}随机的" + _words(plain, False, ctx)


def is_plural(n: Noun) -> bool:
    """Returns whether a noun in its `every` form takes a plural verb."""
    if n.fixed:
        return n.many
    if n.random:
        return n.random > 1
    return not n.single


# ------------------------------------------------------------------------------------ dispatching


def _say(node: object, ctx: Context) -> Phrase:
    fn = ctx.table.get(type(node))
    if fn is None:
        return _generic(node, ctx)
    if ctx.strict:
        return fn(node, ctx)
    try:
        return fn(node, ctx)
    except Exception:  # a renderer's bug must not take the card's text down with it
        return _generic(node, ctx)


def noun(sel: Selector, ctx: Context) -> Noun:
    """Returns the noun phrase of a selector."""
    out = _say(sel, ctx)
    if isinstance(out, Noun):
        return out
    return Noun("", "", fixed=out if isinstance(out, str) else clause_of(out, ctx))


def quality(cond: Condition, ctx: Context) -> Quality:
    """Returns what a condition says of an entity."""
    out = _say(cond, ctx)
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
            return f"it is {_article(q.head[0])} {q.head[0]}"
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
    out = _say(a, ctx)
    if isinstance(out, str) and isinstance(a, dsl.RandomInt):
        return sign + out
    return out if isinstance(out, str) else (every(out, ctx) if isinstance(out, Noun) else clause_of(out, ctx))


def clause(effect: Effect, ctx: Context) -> str:
    """Returns an effect as a clause (English starts lower case where the verb is not a keyword)."""
    out = _say(effect, ctx)
    return out if isinstance(out, str) else (every(out, ctx) if isinstance(out, Noun) else clause_of(out, ctx))


def _generic(node: object, ctx: Context) -> str:
    """The fallback for a node without a renderer: its class name and its fields, each rendered."""
    name = type(node).__name__
    parts: list[str] = []
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            parts.append(f"{_humanize(f.name)}{': ' if ctx.en else '：'}{_value(getattr(node, f.name), ctx)}")
    fields = "; ".join(parts) if ctx.en else "；".join(parts)
    if ctx.en:
        return f"{_humanize(name)} ({fields})" if fields else _humanize(name)
    return f"{name}（{fields}）" if fields else name


def _value(v: object, ctx: Context) -> str:
    if v is None:
        return "none" if ctx.en else "无"
    if isinstance(v, bool):
        return ("yes" if v else "no") if ctx.en else ("是" if v else "否")
    if isinstance(v, Tag):
        return _tag_word(v, ctx)
    if isinstance(v, Enum):
        return _humanize(v.name)
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return card_name(v, ctx.lang) if v in CARDS else v
    if isinstance(v, tuple):
        return _join([_value(x, ctx) for x in v], ctx)
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
    return _generic(v, ctx)


# ------------------------------------------------------------------------------------ selectors


def _this(sel: dsl.This, ctx: Context) -> Phrase:
    ct = ctx.this_type if ctx.this_type is not None else ctx.card.card_type
    if ct == CardType.ENCHANTMENT:
        return "this enchantment" if ctx.en else "此附魔"
    head = _TYPES.get(ct, ("card", "cards", "牌"))
    return f"this {head[0]}" if ctx.en else ("该" + head[2])


def _target(sel: dsl.Target, ctx: Context) -> Phrase:
    if ctx.said_target or ctx.target is None:
        return "it" if ctx.en else "它"
    ctx.said_target = True
    return replace(noun(ctx.target, ctx), single=True)


_EVENT_NOUNS: dict[EventKind, tuple[str, str]] = {
    EventKind.DAMAGE: ("character", "角色"), EventKind.HEAL: ("character", "角色"),
    EventKind.SUMMON: ("minion", "随从"), EventKind.AFTER_SUMMON: ("minion", "随从"),
    EventKind.DEATH: ("minion", "随从"), EventKind.AFTER_DEATH: ("minion", "随从"),
    EventKind.PLAY_CARD: ("card", "牌"), EventKind.AFTER_PLAY: ("card", "牌"), EventKind.DRAW: ("card", "牌"),
    EventKind.SPELL_CAST: ("spell", "法术"), EventKind.AFTER_SPELL: ("spell", "法术"),
    EventKind.ATTACK: ("character", "角色"), EventKind.PROPOSED_ATTACK: ("character", "角色"),
    EventKind.AFTER_ATTACK: ("character", "角色"), EventKind.FROZEN: ("character", "角色"),
    EventKind.WEAPON_EQUIPPED: ("weapon", "武器"), EventKind.CARD_ADDED: ("card", "牌"),
    EventKind.DISCARD: ("card", "牌"),
}


def _event_word(ctx: Context) -> tuple[str, str]:
    return _EVENT_NOUNS.get(ctx.event, ("entity", "实体")) if ctx.event is not None else ("entity", "实体")


def _event_entity(sel: dsl.EventEntity, ctx: Context) -> Phrase:
    en, zh = _event_word(ctx)
    return f"that {en}" if ctx.en else f"该{zh}"


def _event_source(sel: dsl.EventSource, ctx: Context) -> Phrase:
    if ctx.event in (EventKind.ATTACK, EventKind.PROPOSED_ATTACK, EventKind.AFTER_ATTACK):
        return "the attacker" if ctx.en else "攻击者"
    return "the source" if ctx.en else "来源"


def _event_target(sel: dsl.EventTarget, ctx: Context) -> Phrase:
    if ctx.event in (EventKind.ATTACK, EventKind.PROPOSED_ATTACK, EventKind.AFTER_ATTACK):
        return "the attacked character" if ctx.en else "被攻击的角色"
    return "the target" if ctx.en else "目标"


def _players(sel: dsl.Players, ctx: Context) -> Phrase:
    en = {Side.FRIENDLY: "you", Side.ENEMY: "your opponent", Side.ANY: "each player"}
    zh = {Side.FRIENDLY: "你", Side.ENEMY: "你的对手", Side.ANY: "每个玩家"}
    return (en if ctx.en else zh)[sel.side]


def _fixed(en: str, zh: str) -> Renderer:
    return lambda sel, ctx: en if ctx.en else zh


def _minions(sel: dsl.Minions, ctx: Context) -> Phrase:
    return Noun("minion", "minions", sel.side) if ctx.en else Noun("随从", "随从", sel.side)


def _characters(sel: dsl.Characters, ctx: Context) -> Phrase:
    return Noun("character", "characters", sel.side) if ctx.en else Noun("角色", "角色", sel.side)


def _heroes(sel: dsl.Heroes, ctx: Context) -> Phrase:
    if sel.side == Side.ANY:
        return Noun("", "", fixed="both heroes" if ctx.en else "双方英雄", many=True)
    return Noun("hero", "heroes", sel.side, single=True) if ctx.en else Noun("英雄", "英雄", sel.side, single=True)


def _weapons(sel: dsl.Weapons, ctx: Context) -> Phrase:
    en = {Side.FRIENDLY: "your weapon", Side.ENEMY: "your opponent's weapon", Side.ANY: "both weapons"}
    zh = {Side.FRIENDLY: "你的武器", Side.ENEMY: "对手的武器", Side.ANY: "双方的武器"}
    return Noun("", "", fixed=(en if ctx.en else zh)[sel.side], many=sel.side == Side.ANY)


def _whose(side: Side, ctx: Context) -> str:
    if ctx.en:
        return {Side.FRIENDLY: "your", Side.ENEMY: "your opponent's", Side.ANY: "each player's"}[side]
    return {Side.FRIENDLY: "你的", Side.ENEMY: "对手的", Side.ANY: "每个玩家的"}[side]


def _in_zone(sel: dsl.InZone, ctx: Context) -> Phrase:
    en, zh = _ZONES.get(sel.zone, (_humanize(Zone(sel.zone).name), Zone(sel.zone).name))
    if sel.zone == Zone.SECRET:
        return Noun("", "", fixed=f"{_whose(sel.side, ctx)} {en}" if ctx.en else f"{_whose(sel.side, ctx)}{zh}",
                    many=True)
    if ctx.en:
        return Noun("card", "cards", quals=(f"in {_whose(sel.side, ctx)} {en}",))
    return Noun("牌", "牌", quals=(f"{_whose(sel.side, ctx)}{zh}中的",))


def _top_of_deck(sel: dsl.TopOfDeck, ctx: Context) -> Phrase:
    whose = _whose(sel.side, ctx)
    if ctx.en:
        text = f"the top card of {whose} deck" if sel.n == 1 else f"the top {sel.n} cards of {whose} deck"
        return Noun("", "", fixed=text, many=sel.n > 1)
    return Noun("", "", fixed=f"{whose}牌库顶的{_count(sel.n, ctx)}张牌", many=sel.n > 1)


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
                                    else f"从{base.fixed}中随机选择{_count(sel.n, ctx)}个"), many=sel.n > 1)
    return replace(base, random=sel.n, single=False)


def _sorted(sel: dsl.Sorted, ctx: Context) -> Phrase:
    base = noun(sel.of, ctx)
    order = ("highest" if sel.descending else "lowest") if ctx.en else ("从高到低" if sel.descending else "从低到高")
    tag = _tag_word(sel.key, ctx)
    text = f"{every(base, ctx)}, {order} {tag} first" if ctx.en else f"按{tag}{order}排列的{every(base, ctx)}"
    return Noun("", "", fixed=text, many=True)


def _limit(sel: dsl.Limit, ctx: Context) -> Phrase:
    base = every(noun(sel.of, ctx), ctx)
    text = f"the first {sel.n} of {base}" if ctx.en else f"{base}中的前{_count(sel.n, ctx)}个"
    return Noun("", "", fixed=text, many=sel.n > 1)


def _top_by(sel: dsl.TopBy, ctx: Context) -> Phrase:
    base = noun(sel.of, ctx)
    tag = _tag_word(sel.key, ctx)
    if ctx.en:
        most = "lowest" if sel.lowest else "highest"
        words = _words(base, sel.n > 1, ctx) if not base.fixed else base.fixed
        text = f"the {words} with the {most} {tag}" if sel.n == 1 else f"the {sel.n} {words} with the {most} {tag}"
    else:
        most = "最低" if sel.lowest else "最高"
        words = _words(base, False, ctx) if not base.fixed else base.fixed
        text = f"{tag}{most}的{words}" if sel.n == 1 else f"{tag}{most}的{_count(sel.n, ctx)}个{words}"
    return Noun("", "", fixed=text, many=sel.n > 1)


# ----------------------------------------------------------------------------------- conditions


def _has_tag(c: dsl.HasTag, ctx: Context) -> Phrase:
    word = _tag_word(c.tag, ctx)
    if c.tag == Tag.FROZEN and c.at_least <= 1:
        return Quality(adj="Frozen", clause="it is Frozen") if ctx.en else Quality(adj="被冻结的", clause="它被冻结")
    if c.tag in _KEYWORDS and c.at_least <= 1:
        return Quality(qual=f"with {word}", clause=f"it has {word}") if ctx.en else Quality(
            qual=f"具有{word}的", clause=f"它具有{word}")
    if ctx.en:
        return Quality(qual=f"with at least {c.at_least} {word}", clause=f"it has at least {c.at_least} {word}")
    return Quality(qual=f"{word}至少为{c.at_least}的", clause=f"它的{word}至少为{c.at_least}")


def _is_race(c: dsl.IsRace, ctx: Context) -> Phrase:
    en1, en2, zh = _RACES.get(c.race, (_humanize(Race(c.race).name).title(), "", ""))
    en2 = en2 or _plural(en1)
    zh = zh or en1
    return Quality(head=(en1, en2) if ctx.en else (zh, zh))


def _is_type(c: dsl.IsType, ctx: Context) -> Phrase:
    en1, en2, zh = _TYPES.get(c.card_type, (_humanize(CardType(c.card_type).name), "", ""))
    return Quality(head=(en1, en2 or _plural(en1)) if ctx.en else (zh or en1, zh or en1))


def _bound(what: Tag, n: int, most: bool, ctx: Context, cost: bool = False) -> Quality:
    word = _tag_word(what, ctx)
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
    en, zh = _ZONES.get(c.zone, (_humanize(Zone(c.zone).name), Zone(c.zone).name))
    return Quality(qual=f"in the {en}", clause=f"it is in the {en}") if ctx.en else Quality(
        qual=f"在{zh}中的", clause=f"它在{zh}中")


def _counter_at_least(c: dsl.CounterAtLeast, ctx: Context) -> Phrase:
    word = _tag_word(c.counter, ctx)
    whose = _whose(c.side, ctx)
    return Quality(clause=f"{whose} {word} is at least {c.n}" if ctx.en else f"{whose}{word}至少为{c.n}")


def _friendly(c: dsl.Friendly, ctx: Context) -> Phrase:
    return Quality(side=Side.FRIENDLY)


def _is_this(c: dsl.IsThis, ctx: Context) -> Phrase:
    text = _this(dsl.This(), ctx)
    return Quality(fixed=text if isinstance(text, str) else "")


def _is_card(c: dsl.IsCard, ctx: Context) -> Phrase:
    names = _join([card_name(cid, ctx.lang) for cid in c.card_ids], ctx, "or" if ctx.en else "或")
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
        return Quality(clause=f"there are at least {c.n} {_words(n, c.n != 1, ctx)}")
    return Quality(clause=f"至少有{_count(c.n, ctx)}个{_words(n, False, ctx)}")


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


def _clause_only(en: str, zh: str) -> Renderer:
    return lambda c, ctx: Quality(clause=en if ctx.en else zh)


def _adj(en: str, zh: str, en_clause: str, zh_clause: str) -> Renderer:
    return lambda c, ctx: Quality(adj=en, clause=en_clause) if ctx.en else Quality(adj=zh, clause=zh_clause)


def _qual(en: str, zh: str) -> Renderer:
    return lambda c, ctx: Quality(qual=en) if ctx.en else Quality(qual=zh)


# -------------------------------------------------------------------------------------- amounts


def _count_amount(a: dsl.Count, ctx: Context) -> Phrase:
    n = noun(a.of, ctx)
    if ctx.en:
        return f"the number of {n.fixed or _words(n, True, ctx)}"
    return f"{n.fixed or _words(n, False, ctx)}的数量"


def _possessive(of: Selector, ctx: Context) -> str:
    text = one(noun(of, ctx), ctx)
    if ctx.en:
        return "its" if text == "it" else f"{text}'s"
    return f"{text}的"


def _tag_of(a: dsl.TagOf, ctx: Context) -> Phrase:
    return f"{_possessive(a.of, ctx)}{' ' if ctx.en else ''}{_tag_word(a.tag, ctx)}"


def _current_health(a: dsl.CurrentHealth, ctx: Context) -> Phrase:
    return f"{_possessive(a.of, ctx)} remaining Health" if ctx.en else f"{_possessive(a.of, ctx)}剩余生命值"


def _sum_of(a: dsl.SumOf, ctx: Context) -> Phrase:
    n = every(noun(a.of, ctx), ctx)
    tag = _tag_word(a.tag, ctx)
    return f"the total {tag} of {n}" if ctx.en else f"{n}的{tag}总和"


def _player_tag(a: dsl.PlayerTag, ctx: Context) -> Phrase:
    return f"{_whose(a.side, ctx)}{' ' if ctx.en else ''}{_tag_word(a.tag, ctx)}"


def _random_int(a: dsl.RandomInt, ctx: Context) -> Phrase:
    return f"{a.lo}-{a.hi}" if ctx.en else f"{a.lo}到{a.hi}"


def _numeric(a: dsl.Amount) -> bool:
    """Whether an amount reads as a number ("3", "2-3") rather than a description."""
    return isinstance(a, (int, dsl.RandomInt))


def _plus(a: dsl.Plus, ctx: Context) -> Phrase:
    return f"{amount(a.a, ctx)} plus {amount(a.b, ctx)}" if ctx.en else f"{amount(a.a, ctx)}加{amount(a.b, ctx)}"


def _times(a: dsl.Times, ctx: Context) -> Phrase:
    return f"{amount(a.a, ctx)} times {amount(a.b, ctx)}" if ctx.en else f"{amount(a.a, ctx)}乘以{amount(a.b, ctx)}"


# -------------------------------------------------------------------------------------- effects


def _sign(kind: str, ctx: Context) -> str:
    return ("$" if kind == "damage" else "#") if ctx.spell else ""


def _damage(e: dsl.Damage, ctx: Context) -> Phrase:
    to = every(noun(e.to, ctx), ctx)
    if _numeric(e.amount):
        n = amount(e.amount, ctx, _sign("damage", ctx))
        return f"deal {n} damage to {to}" if ctx.en else f"对{to}造成{n}点伤害"
    n = amount(e.amount, ctx)
    return f"deal damage equal to {n} to {to}" if ctx.en else f"对{to}造成等同于{n}的伤害"


def _damage_from(e: dsl.DamageFrom, ctx: Context) -> Phrase:
    by = one(noun(e.by, ctx), ctx)
    to = every(noun(e.to, ctx), ctx)
    n = amount(e.amount, ctx)
    return f"{by} deals {n} damage to {to}" if ctx.en else f"{by}对{to}造成{n}点伤害"


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


def _verb(en: str, zh: str, field: str) -> Renderer:
    def render(e: Any, ctx: Context) -> Phrase:
        what = every(noun(getattr(e, field), ctx), ctx)
        return f"{en} {what}" if ctx.en else f"{zh}{what}"

    return render


def _cards(n: dsl.Amount, ctx: Context, random: bool = False) -> str:
    if isinstance(n, int):
        if ctx.en:
            word = "a card" if n == 1 else f"{n} cards"
            return word.replace("a card", "a random card") if random and n == 1 else (
                f"{n} random cards" if random else word)
        return f"{'随机' if random else ''}{_count(n, ctx)}张牌"
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


def _for_side(side: Side, ctx: Context) -> str:
    if side == Side.FRIENDLY:
        return ""
    if ctx.en:
        return " for your opponent" if side == Side.ENEMY else " for each player"
    return "为你的对手" if side == Side.ENEMY else "为每个玩家"


def _minion_phrase(card_id: str, n: int, ctx: Context) -> str:
    name = card_name(card_id, ctx.lang)
    stats = _stats(card_id)
    if ctx.en:
        body = f"{stats} {name}" if stats else name
        if n == 1:
            return f"{_article(body)} {body}"
        return f"{_EN_NUM[n] if n < len(_EN_NUM) else n} {stats + ' ' if stats else ''}{_plural(name)}"
    return f"{_count(n, ctx)}个{stats + '的' if stats else ''}{name}"


def _summon(e: dsl.Summon, ctx: Context) -> Phrase:
    what = _minion_phrase(e.card, e.n, ctx)
    if ctx.en:
        return f"summon {what}{_for_side(e.side, ctx)}"
    return f"{_for_side(e.side, ctx)}召唤{what}"


def _pool(pool: tuple[str, ...], ctx: Context) -> str:
    if len(pool) > 4:
        return f"one of {len(pool)} cards" if ctx.en else f"{len(pool)}张牌之一"
    return _join([card_name(c, ctx.lang) for c in pool], ctx, "or" if ctx.en else "或")


def _summon_random(e: dsl.SummonRandom, ctx: Context) -> Phrase:
    pool = _pool(e.pool, ctx)
    if ctx.en:
        missing = " you don't have in play" if e.missing_only else ""
        return f"summon a random {pool}{missing}{_for_side(e.side, ctx)}"
    missing = "（你场上没有的）" if e.missing_only else ""
    return f"{_for_side(e.side, ctx)}随机召唤一个{pool}{missing}"


def _transform(e: dsl.Transform, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    into = _minion_phrase(e.card, 1, ctx)
    return f"transform {what} into {into}" if ctx.en else f"使{what}变形成为{into}"


def _transform_random(e: dsl.TransformRandom, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    pool = _pool(e.pool, ctx)
    return f"transform {what} into a random {pool}" if ctx.en else f"使{what}随机变形成为{pool}"


def _add_random_to_hand(e: dsl.AddRandomToHand, ctx: Context) -> Phrase:
    pool = _pool(e.pool, ctx)
    whose = _whose(e.side, ctx)
    if ctx.en:
        many = "a random" if e.n == 1 else f"{e.n} random"
        return f"add {many} {pool} to {whose} hand"
    return f"随机将{_count(e.n, ctx)}张{pool}置入{whose}手牌"


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


@dataclass
class _Change:
    """What mods (and a buff's computed amounts) do, in three kinds of phrase."""

    adds: list[str]  # "+2/+2", "Taunt", "Spell Damage +1"
    sets: list[tuple[str, str]]  # ("Attack", "1"): a value set
    costs: list[str]  # "cost (2) less" (English base verb form) / "法力值消耗减少（2）点"


def _signed(a: dsl.Amount, ctx: Context) -> str:
    return f"{a:+d}" if isinstance(a, int) else f"+{amount(a, ctx)}"


def _change(m: Mods, ctx: Context, atk: dsl.Amount | None = None, health: dsl.Amount | None = None,
            sets: tuple[tuple[Tag, dsl.Amount | None], ...] = (), cost: dsl.Amount | None = None) -> _Change:
    en = ctx.en
    out = _Change([], [], [])
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
            word = _tag_word(tag, ctx)
            shown = amount(dynamic, ctx)
            out.adds.append(f"+{word} equal to {shown}" if en else f"+等同于{shown}的{word}")
    for tag, value in ((Tag.ATK, m.set_atk), (Tag.HEALTH, m.set_health), *sets):
        if value is not None:
            out.sets.append((_tag_word(tag, ctx), amount(value, ctx)))
    if m.mul_atk != 1:
        out.adds.append(f"{m.mul_atk}× Attack" if en else f"{m.mul_atk}倍攻击力")
    if m.mul_health != 1:
        out.adds.append(f"{m.mul_health}× Health" if en else f"{m.mul_health}倍生命值")
    if m.durability:
        out.adds.append(f"{m.durability:+d} Durability" if en else f"{m.durability:+d}耐久度")
    if m.spellpower:
        out.adds.append(f"Spell Damage {m.spellpower:+d}" if en else f"法术伤害{m.spellpower:+d}")
    out.adds.extend(_keyword(t, ctx) for t in m.grants)
    change = m.cost + cost if isinstance(cost, int) else m.cost
    floor = ""
    if m.cost_floor is not None:
        floor = f" (but not less than ({m.cost_floor}))" if en else f"（但不少于（{m.cost_floor}）点）"
    if change:
        less = change < 0
        out.costs.append((f"cost ({abs(change)}) {'less' if less else 'more'}" if en
                          else f"法力值消耗{'减少' if less else '增加'}（{abs(change)}）点") + floor)
    elif cost is not None and not isinstance(cost, int):
        out.costs.append(f"cost {amount(cost, ctx)} more" if en else f"法力值消耗增加{amount(cost, ctx)}")
    if m.set_cost is not None:
        out.costs.append((f"cost ({m.set_cost})" if en else f"法力值消耗变为（{m.set_cost}）点") + floor)
    return out


def _has_list(c: _Change, ctx: Context) -> str:
    sets = [f"{tag} of {value}" if ctx.en else f"{tag}变为{value}" for tag, value in c.sets]
    return _join([*c.adds, *sets], ctx)


def _costs(c: _Change, singular: bool) -> list[str]:
    return [("costs" + x[4:] if singular and x.startswith("cost") else x) for x in c.costs]


def mods_text(m: Mods, ctx: Context) -> str:
    """Returns what mods do to their host ("+2/+2 and Taunt", "costs (3) less", "攻击力变为1")."""
    c = _change(m, ctx)
    return _join([_has_list(c, ctx), *_costs(c, True)], ctx)


def _changed(subject: str, c: _Change, plural: bool, ctx: Context, verb: str = "") -> str:
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


def _enchantment_behaviour(card_id: str, ctx: Context) -> str:
    d = CARDS.get(card_id)
    if d is None:
        return ""
    inner = Context(ctx.lang, d, ctx.table, strict=ctx.strict, this_type=CardType.MINION)
    return _behaviour(d, inner)


def _buff(e: dsl.Buff, ctx: Context) -> Phrase:
    to = every(noun(e.to, ctx), ctx)
    d = CARDS.get(e.enchantment)
    mods = d.mods if d is not None and d.mods is not None else Mods()
    c = _change(mods, ctx, e.atk, e.health, ((Tag.ATK, e.set_atk), (Tag.HEALTH, e.set_health)), e.cost)
    if e.durability is not None:
        c.adds.append(f"{_signed(e.durability, ctx)} Durability" if ctx.en else f"{_signed(e.durability, ctx)}耐久度")
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
        text = _changed(to, c, True, ctx, verb="give")
    if this_turn:
        return f"{text} this turn" if ctx.en else f"在本回合中，{text}"
    return text


def _set_tag(e: dsl.SetTag, ctx: Context) -> Phrase:
    to = every(noun(e.to, ctx), ctx)
    word = _keyword(e.tag, ctx)
    if e.tag in _KEYWORDS:
        if e.value:
            return f"give {to} {word}" if ctx.en else f"使{to}获得{word}"
        return f"remove {word} from {to}" if ctx.en else f"移除{to}的{word}"
    return f"set the {word} of {to} to {e.value}" if ctx.en else f"将{to}的{word}变为{e.value}"


def _gain_mana(e: dsl.GainMana, ctx: Context) -> Phrase:
    n = amount(e.n, ctx)
    if ctx.en:
        return f"gain {n} Mana Crystal{'s' if e.n != 1 else ''} this turn only"
    return f"在本回合中，获得{_count(e.n, ctx) if isinstance(e.n, int) else n}个法力水晶"


def _gain_crystals(e: dsl.GainCrystals, ctx: Context) -> Phrase:
    n = amount(e.n, ctx)
    if ctx.en:
        text = f"gain {n} {'empty ' if e.empty else ''}Mana Crystal{'s' if e.n != 1 else ''}"
        if e.overflow_card:
            extra = card_name(e.overflow_card)
            text += f"; if you can't, add {_article(extra)} {extra} to your hand"
        return text
    text = f"获得{_count(e.n, ctx) if isinstance(e.n, int) else n}个{'空的' if e.empty else ''}法力水晶"
    if e.overflow_card:
        text += f"；如果无法获得，则将一张{card_name(e.overflow_card, 'zh')}置入你的手牌"
    return text


def _gain_armor(e: dsl.GainArmor, ctx: Context) -> Phrase:
    n = amount(e.n, ctx)
    return f"gain {n} Armor" if ctx.en else f"获得{n}点护甲值"


def _equip(e: dsl.EquipWeapon, ctx: Context) -> Phrase:
    name = card_name(e.card, ctx.lang)
    stats = _stats(e.card)
    if ctx.en:
        body = f"{stats} {name}" if stats else name
        return f"equip {_article(body)} {body}"
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
    whose = _whose(e.side, ctx)
    return f"add {_article(name)} {name} to {whose} hand" if ctx.en else f"将一张{name}置入{whose}手牌"


def _copy_mode(mode: dsl.CopyMode, ctx: Context) -> str:
    if mode == dsl.CopyMode.BASE:
        return ""
    if ctx.en:
        return " (with its enchantments)" if mode == dsl.CopyMode.FULL else " (as it is now)"
    return "（保留附魔）" if mode == dsl.CopyMode.FULL else "（保留当前数值）"


def _copy_to_hand(e: dsl.CopyToHand, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    whose = _whose(e.side, ctx)
    mode = _copy_mode(e.mode, ctx)
    return f"put a copy of {what}{mode} into {whose} hand" if ctx.en else f"复制{what}{mode}，并置入{whose}手牌"


def _summon_copy(e: dsl.SummonCopy, ctx: Context) -> Phrase:
    of = every(noun(e.of, ctx), ctx)
    mode = _copy_mode(e.mode, ctx)
    if ctx.en:
        return f"summon a copy of {of}{mode}{_for_side(e.side, ctx)}"
    return f"{_for_side(e.side, ctx)}召唤{of}的一个复制{mode}"


def _transform_copy(e: dsl.TransformCopy, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    of = one(noun(e.of, ctx), ctx)
    mode = _copy_mode(e.mode, ctx)
    return f"transform {what} into a copy of {of}{mode}" if ctx.en else f"使{what}变形成为{of}的复制{mode}"


def _shuffle_into_deck(e: dsl.ShuffleIntoDeck, ctx: Context) -> Phrase:
    name = card_name(e.card, ctx.lang)
    whose = _whose(e.side, ctx)
    if ctx.en:
        many = f"{_article(name)} {name}" if e.n == 1 else f"{e.n} {_plural(name)}"
        return f"shuffle {many} into {whose} deck"
    return f"将{_count(e.n, ctx)}张{name}洗入{whose}牌库"


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
    words = _humanize(e.name)
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
        return f"for each {of.fixed or _words(of, False, ctx)}, {inner}"
    return f"对于{of.fixed or every(of, ctx)}中的每一个，{inner}"


def _repeat(e: dsl.Repeat, ctx: Context) -> Phrase:
    inner = clause(e.effect, ctx)
    if isinstance(e.n, int):
        return f"{inner}, {e.n} times" if ctx.en else f"{inner}，重复{e.n}次"
    if isinstance(e.n, dsl.Count):
        of = noun(e.n.of, ctx)
        if ctx.en:
            return f"{inner} for each {of.fixed or _words(of, False, ctx)}"
        return f"每有一个{of.fixed or _words(of, False, ctx)}，便{inner}"
    n = amount(e.n, ctx)
    return f"{inner}, repeated {n} times" if ctx.en else f"{inner}，重复{n}次"


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


_PLAYER_KINDS_EN: dict[EventKind, tuple[str, str]] = {
    EventKind.PLAY_CARD: ("play", "plays"), EventKind.AFTER_PLAY: ("play", "plays"),
    EventKind.SPELL_CAST: ("cast", "casts"), EventKind.AFTER_SPELL: ("cast", "casts"),
    EventKind.SUMMON: ("summon", "summons"), EventKind.AFTER_SUMMON: ("summon", "summons"),
    EventKind.DRAW: ("draw", "draws"), EventKind.DISCARD: ("discard", "discards"),
    EventKind.WEAPON_EQUIPPED: ("equip", "equips"),
}
_PLAYER_KINDS_ZH: dict[EventKind, str] = {
    EventKind.PLAY_CARD: "使用", EventKind.AFTER_PLAY: "使用", EventKind.SPELL_CAST: "施放",
    EventKind.AFTER_SPELL: "施放", EventKind.SUMMON: "召唤", EventKind.AFTER_SUMMON: "召唤", EventKind.DRAW: "抽",
    EventKind.DISCARD: "弃掉", EventKind.WEAPON_EQUIPPED: "装备",
}
_AFTER = (EventKind.AFTER_PLAY, EventKind.AFTER_SPELL, EventKind.AFTER_SUMMON, EventKind.AFTER_ATTACK,
          EventKind.AFTER_DEATH)
_SUBJECT_EN: dict[EventKind, str] = {
    EventKind.DAMAGE: "takes damage", EventKind.HEAL: "is healed", EventKind.DEATH: "dies",
    EventKind.AFTER_DEATH: "dies", EventKind.ATTACK: "attacks", EventKind.PROPOSED_ATTACK: "attacks",
    EventKind.AFTER_ATTACK: "attacks", EventKind.DIVINE_SHIELD_LOST: "loses Divine Shield",
    EventKind.FROZEN: "is Frozen", EventKind.SILENCE: "is Silenced", EventKind.TRANSFORM: "is transformed",
    EventKind.CONTROL_CHANGED: "changes sides", EventKind.ENCHANTMENT_ADDED: "is enchanted",
    EventKind.ENCHANTMENT_REMOVED: "loses an enchantment", EventKind.RETURNED_TO_HAND: "returns to a hand",
    EventKind.SHUFFLED: "is shuffled into a deck", EventKind.CARD_BURNED: "is burned",
    EventKind.CARD_ADDED: "is added to a hand", EventKind.DESTROYED: "is destroyed",
    EventKind.SECRET_REVEALED: "is revealed", EventKind.ARMOR_GAINED: "gains Armor",
    EventKind.SUMMON_FAILED: "fails to be summoned", EventKind.MANA_GAINED: "gains Mana",
    EventKind.HERO_POWER: "is used", EventKind.FATIGUE: "takes fatigue damage",
}
_SUBJECT_ZH: dict[EventKind, str] = {
    EventKind.DAMAGE: "受到伤害", EventKind.HEAL: "获得治疗", EventKind.DEATH: "死亡", EventKind.AFTER_DEATH: "死亡",
    EventKind.ATTACK: "攻击", EventKind.PROPOSED_ATTACK: "攻击", EventKind.AFTER_ATTACK: "攻击",
    EventKind.DIVINE_SHIELD_LOST: "失去圣盾", EventKind.FROZEN: "被冻结", EventKind.SILENCE: "被沉默",
    EventKind.TRANSFORM: "被变形", EventKind.CONTROL_CHANGED: "更换控制者", EventKind.ENCHANTMENT_ADDED: "获得附魔",
    EventKind.ENCHANTMENT_REMOVED: "失去附魔", EventKind.RETURNED_TO_HAND: "被移回手牌",
    EventKind.SHUFFLED: "被洗入牌库", EventKind.CARD_BURNED: "被烧毁", EventKind.CARD_ADDED: "被置入手牌",
    EventKind.DESTROYED: "被消灭", EventKind.SECRET_REVEALED: "被揭示", EventKind.ARMOR_GAINED: "获得护甲值",
    EventKind.SUMMON_FAILED: "召唤失败", EventKind.MANA_GAINED: "获得法力值", EventKind.HERO_POWER: "被使用",
    EventKind.FATIGUE: "受到疲劳伤害",
}


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
    elif kind in _PLAYER_KINDS_EN and not ev.source:
        en_word, zh_word = _EVENT_NOUNS.get(kind, ("card", "牌"))
        subject = _described(ev.subject, Noun(en_word, _plural(en_word)) if en else Noun(zh_word, zh_word), ctx)
        player = subject.side if subject.side in (Side.FRIENDLY, Side.ENEMY) else ev.player
        subject = replace(subject, side=None)
        what = one(subject, ctx)
        if en:
            verb1, verb3 = _PLAYER_KINDS_EN[kind]
            who = (f"you {verb1}" if player == Side.FRIENDLY else
                   f"your opponent {verb3}" if player == Side.ENEMY else f"a player {verb3}")
            head = f"{'after' if kind in _AFTER else 'whenever'} {who} {what}"
        else:
            who_zh = "你" if player == Side.FRIENDLY else "你的对手" if player == Side.ENEMY else "一名玩家"
            verb = _PLAYER_KINDS_ZH[kind]
            head = f"{'在' if kind in _AFTER else '每当'}{who_zh}{verb}{what}{'后' if kind in _AFTER else '时'}"
    else:
        en_word, zh_word = _EVENT_NOUNS.get(kind, ("character", "角色"))
        if kind == EventKind.DAMAGE and ev.source and not ev.subject:
            source = _described(ev.source, Noun(en_word, _plural(en_word)) if en else Noun(zh_word, zh_word), ctx)
            who = one(source, ctx)
            head = f"whenever {who} deals damage" if en else f"每当{who}造成伤害时"
        else:
            subject = _described(ev.subject, Noun(en_word, _plural(en_word)) if en else Noun(zh_word, zh_word), ctx)
            who = one(subject, ctx)
            if en:
                verb = _SUBJECT_EN.get(kind, f"is part of a {_humanize(kind.name)} event")
                head = f"{'after' if kind in _AFTER else 'whenever'} {who} {verb}"
            else:
                verb = _SUBJECT_ZH.get(kind, f"触发{kind.name}事件")
                head = f"{'在' if kind in _AFTER else '每当'}{who}{verb}{'后' if kind in _AFTER else '时'}"
            if ev.source:
                origin = one(_described(ev.source, Noun("character", "characters") if en else Noun("角色", "角色"),
                                        ctx), ctx)
                head += f" from {origin}" if en else f"（来源：{origin}）"
    if ev.target:
        target = one(_described(ev.target, Noun("character", "characters") if en else Noun("角色", "角色"), ctx), ctx)
        head += f", aimed at {target}" if en else f"（目标为{target}）"
    if ev.rest:
        extra = " and ".join(condition_text(c, ctx) for c in ev.rest) if en else "且".join(
            condition_text(c, ctx) for c in ev.rest)
        head += f", if {extra}" if en else f"，如果{extra}"
    if t.zones != (Zone.PLAY,) and not t.secret:
        where = _join([_ZONES.get(z, (_humanize(Zone(z).name), Zone(z).name))[0 if en else 1] for z in t.zones], ctx,
                      "or" if en else "或")
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
    c = _change(a.mods, ctx)
    subject = noun(a.to, ctx)
    if Zone.HAND in a.zones and isinstance(a.to, dsl.This):
        who, plural = ("this card" if ctx.en else "该牌"), False
    else:
        who, plural = owned(subject, ctx), is_plural(subject)
    text = _changed(who, c, plural, ctx)
    if isinstance(a.scale, dsl.Count):
        per = _scale_words(a.scale, ctx)
        text = f"{text} for each {per}" if ctx.en else f"每有一个{per}，{text}"
    elif a.scale is not None:
        per = _scale_words(a.scale, ctx)
        text = f"{text}, multiplied by {per}" if ctx.en else f"{text}，乘以{per}"
    if a.condition is not None:
        this = _this(dsl.This(), ctx)
        cond = about(this if isinstance(this, str) else "this", condition_text(a.condition, ctx), ctx)
        text = f"while {cond}, {text}" if ctx.en else f"当{cond}时，{text}"
    return sentence(text, ctx)


def _scale_words(scale: dsl.Amount, ctx: Context) -> str:
    if isinstance(scale, dsl.Count):
        n = noun(scale.of, ctx)
        return n.fixed or _words(n, False, ctx)
    return amount(scale, ctx)


def modifier_text(m: dsl.Modifier, ctx: Context) -> str:
    """Returns a damage or healing modifier as a sentence."""
    stage = m.stage
    target = _described(_conjuncts(m.to), Noun("character", "characters") if ctx.en else Noun("角色", "角色"), ctx)
    who = (one(target, ctx) if target.head in ("hero", "英雄") else every(target, ctx)) if m.to is not None else (
        "characters" if ctx.en else "角色")
    if ctx.en:
        texts = {
            ModOp.DOUBLE: f"your spells and Hero Power deal double {'damage' if stage == 'damage' else 'healing'}",
            ModOp.HEAL_AS_DAMAGE: "your healing effects deal damage instead",
            ModOp.PREVENT_FATAL: f"prevent {stage} that would kill {who}",
            ModOp.KEEP_ONE: f"{stage} can't reduce {who} below 1 Health",
        }
        text = texts.get(m.op, f"{_humanize(ModOp(m.op).name)} {stage}")
        if m.then is not None:
            text += f", then {clause(m.then, ctx)}"
    else:
        texts_zh = {
            ModOp.DOUBLE: f"你的法术和英雄技能的{'伤害' if stage == 'damage' else '治疗'}翻倍",
            ModOp.HEAL_AS_DAMAGE: "你的恢复效果转而造成等量的伤害",
            ModOp.PREVENT_FATAL: f"防止会使{who}死亡的{'伤害' if stage == 'damage' else '效果'}",
            ModOp.KEEP_ONE: f"{who}的生命值不会低于1",
        }
        text = texts_zh.get(m.op, f"{ModOp(m.op).name}（{stage}）")
        if m.then is not None:
            text += f"，然后{clause(m.then, ctx)}"
    return sentence(text, ctx)


# ----------------------------------------------------------------------------------------- cards


def sentence(text: str, ctx: Context) -> str:
    """Returns a clause as a sentence: capitalised, with its final stop."""
    text = text.strip()
    if not text:
        return ""
    if ctx.en:
        text = text[:1].upper() + text[1:]
        return text if text[-1] in ".!?\"" else text + "."
    return text if text[-1] in "。！？”" else text + "。"


def _prefixed(label_en: str, label_zh: str, effect: Effect, ctx: Context) -> str:
    body = sentence(clause(effect, ctx), ctx)
    return f"{label_en}: {body}" if ctx.en else f"{label_zh}：{body}"


def _keywords(d: CardDef, ctx: Context) -> str:
    words: list[str] = []
    for tag, value in d.tags:
        if not value or tag in (Tag.SECRET, Tag.OVERLOAD):
            continue
        if tag == Tag.SPELLPOWER:
            words.append(f"Spell Damage +{value}" if ctx.en else f"法术伤害+{value}")
        else:
            words.append(_keyword(tag, ctx))
    if not words:
        return ""
    return sentence(". ".join(words) if ctx.en else "，".join(words), ctx)


def _option(card_id: str, ctx: Context) -> str:
    d = CARDS.get(card_id)
    if d is None:
        return card_name(card_id, ctx.lang)
    inner = Context(ctx.lang, d, ctx.table, d.target, strict=ctx.strict, this_type=ctx.card.card_type)
    space = " " if ctx.en else ""
    text = space.join(p for p in (_keywords(d, inner), _behaviour(d, inner)) if p) or card_name(card_id, ctx.lang)
    return text.rstrip("。.")


def _behaviour(d: CardDef, ctx: Context) -> str:
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


def render(card_def: CardDef, lang: Lang = "en", *, strict: bool = False) -> str:
    """Returns the rules text the definition's data says, in English ("en") or Simplified Chinese ("zh")."""
    # `strict` lets a renderer's exception through instead of falling back to the generic text (tests).
    if lang not in LANGS:
        raise ValueError(f"language {lang!r}: use one of {LANGS}")
    ctx = Context(lang, card_def, EN if lang == "en" else ZH, card_def.target, strict=strict)
    parts: list[str] = [_keywords(card_def, ctx)]
    if card_def.mods is not None:
        mods = mods_text(card_def.mods, ctx)
        if mods and ctx.en:
            mods = mods[:1].upper() + mods[1:]
        if mods:
            suffix = (" this turn" if ctx.en else "") if card_def.this_turn else ""
            prefix = "" if ctx.en or not card_def.this_turn else "在本回合中，"
            parts.append(sentence(prefix + mods + suffix, ctx))
    parts.append(_behaviour(card_def, ctx))
    overload = dict(card_def.tags).get(Tag.OVERLOAD, 0)
    if overload:
        parts.append(f"Overload: ({overload})" if ctx.en else f"过载：（{overload}）")
    if card_def.playable_if is not None:
        cond = condition_text(card_def.playable_if, ctx)
        parts.append(sentence(f"playable only if {cond}" if ctx.en else f"只有在{cond}时才能使用", ctx))
    if card_def.hero_power:
        name = card_name(card_def.hero_power, lang)
        parts.append(sentence(f"Hero Power: {name}" if ctx.en else f"英雄技能：{name}", ctx))
    return (" " if ctx.en else "").join(p for p in parts if p)


# ------------------------------------------------------------------------------------ card pools

_CLASSES: dict[int, tuple[str, str]] = {
    CardClass.DEATHKNIGHT: ("Death Knight", "死亡骑士"), CardClass.DRUID: ("Druid", "德鲁伊"),
    CardClass.HUNTER: ("Hunter", "猎人"), CardClass.MAGE: ("Mage", "法师"),
    CardClass.PALADIN: ("Paladin", "圣骑士"), CardClass.PRIEST: ("Priest", "牧师"),
    CardClass.ROGUE: ("Rogue", "潜行者"), CardClass.SHAMAN: ("Shaman", "萨满祭司"),
    CardClass.WARLOCK: ("Warlock", "术士"), CardClass.WARRIOR: ("Warrior", "战士"),
    CardClass.DREAM: ("Dream", "梦境"), CardClass.NEUTRAL: ("Neutral", "中立"),
    CardClass.DEMONHUNTER: ("Demon Hunter", "恶魔猎手"),
}
_WHOSE_CLASS: dict[dsl.Whose, tuple[str, str]] = {
    dsl.Whose.OWN: (" from your class", "你职业的"),
    dsl.Whose.OPPONENT: (" from your opponent's class", "你对手职业的"),
    dsl.Whose.ANOTHER: (" from another class", "其他职业的"),
}
_RELATIONS: dict[dsl.Relation, tuple[str, str]] = {
    dsl.Relation.LT: (" costing less than {n}", "法力值消耗小于{n}的"),
    dsl.Relation.LE: (" costing {n} or less", "法力值消耗小于或等于{n}的"),
    dsl.Relation.EQ: ("{n}-Cost ", "法力值消耗为{n}的"),
    dsl.Relation.NE: (" not costing {n}", "法力值消耗不为{n}的"),
    dsl.Relation.GE: (" costing {n} or more", "法力值消耗大于或等于{n}的"),
    dsl.Relation.GT: (" costing more than {n}", "法力值消耗大于{n}的"),
}
_PRINTINGS: dict[str, tuple[str, str]] = {"VAN_": ("Legacy", "怀旧"), "CORE_": ("Core", "核心")}


def pool_text(pool: dsl.Pool, ctx: Context, plural: bool = False) -> str:
    """Returns a pool as a noun phrase without its article ("5-Cost Beast", "spells from another class")."""
    if isinstance(pool, dsl.PoolUnion):
        parts = [pool_text(pool.a, ctx, plural), pool_text(pool.b, ctx, plural)]
        return _join(parts, ctx, "or" if ctx.en else "或")
    if isinstance(pool, dsl.CardList):
        return _pool(pool.card_ids, ctx)
    pre_en, post_en, pre_zh = "", "", ""
    head_en, heads_en, head_zh = "card", "cards", "牌"
    typed = raced = False
    node: dsl.Pool = pool
    while not isinstance(node, (dsl.Collectible, dsl.CardList, dsl.PoolUnion)):
        if isinstance(node, dsl.OfType) and not typed and not raced:
            head_en, heads_en, head_zh = _TYPES.get(node.card_type, ("card", "cards", "牌"))
            head_zh += "牌"
            typed = True
        elif isinstance(node, dsl.OfRace) and not raced:
            head_en, heads_en, zh = _RACES.get(node.race, ("minion", "minions", "随从"))
            head_zh = zh + "牌"
            raced = True
        elif isinstance(node, dsl.OfClass):
            if node.whose == dsl.Whose.NAMED:
                en, zh = _CLASSES.get(node.card_class, (_humanize(node.card_class.name), node.card_class.name))
                pre_en, pre_zh = f"{en} {pre_en}", f"{pre_zh}{zh}"
            else:
                en, zh = _WHOSE_CLASS[node.whose]
                post_en, pre_zh = post_en + en, zh + pre_zh
        elif isinstance(node, dsl.OfCost):
            en, zh = _RELATIONS[node.relation]
            if node.relation == dsl.Relation.EQ:
                pre_en = en.format(n=node.n) + pre_en
            else:
                post_en += en.format(n=node.n)
            pre_zh = zh.format(n=node.n) + pre_zh
        elif isinstance(node, dsl.WithKeyword):
            post_en += f" with {_keyword(node.keyword, ctx)}"
            pre_zh = f"具有{_keyword(node.keyword, ctx)}的" + pre_zh
        elif isinstance(node, dsl.OfPrinting):
            names = [_PRINTINGS.get(p, (p, p)) for p in node.prefixes]
            sets = _join([n[0] if ctx.en else n[1] for n in names], ctx, "or" if ctx.en else "或")
            post_en += f" {'not ' if node.exclude else ''}from the {sets} set"
            pre_zh = f"{'非' if node.exclude else ''}{sets}系列的" + pre_zh
        node = node.of
    if not isinstance(node, dsl.Collectible):
        inner = pool_text(node, ctx, plural)
        return f"{inner}{post_en}" if ctx.en else f"{pre_zh}{inner}"
    if ctx.en:
        return f"{pre_en}{heads_en if plural else head_en}{post_en}"
    return f"{pre_zh}{head_zh}"


def _a_pool(pool: dsl.Pool, ctx: Context) -> str:
    text = pool_text(pool, ctx)
    return f"{_article(text)} {text}" if ctx.en else f"一张{text}"


def _add_from_pool(e: dsl.AddFromPool, ctx: Context) -> Phrase:
    whose = _whose(e.side, ctx)
    if ctx.en:
        many = "a random" if e.n == 1 else f"{e.n} random"
        return f"add {many} {pool_text(e.pool, ctx, e.n != 1)} to {whose} hand"
    return f"随机将{_count(e.n, ctx)}张{pool_text(e.pool, ctx)}置入{whose}手牌"


def _summon_from_pool(e: dsl.SummonFromPool, ctx: Context) -> Phrase:
    if ctx.en:
        return f"summon a random {pool_text(e.pool, ctx)}{_for_side(e.side, ctx)}"
    return f"{_for_side(e.side, ctx)}随机召唤一个{pool_text(e.pool, ctx)}"


def _transform_from_pool(e: dsl.TransformFromPool, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    pool = pool_text(e.pool, ctx)
    return f"transform {what} into a random {pool}" if ctx.en else f"使{what}随机变形成为{pool}"


def _then_on_chosen(then: Effect | None, ctx: Context) -> str:
    if then is None:
        return ""
    said = ctx.said_target
    ctx.said_target = True  # inside, Target is the chosen card: "it"
    text = clause(then, ctx)
    ctx.said_target = said
    return f", then {text}" if ctx.en else f"，然后{text}"


def _discover(e: dsl.Discover, ctx: Context) -> Phrase:
    then = _then_on_chosen(e.then, ctx)
    if ctx.en:
        of = "" if e.n == 3 else f" (of {e.n})"
        return f"Discover {_a_pool(e.pool, ctx)}{of}{then}"
    of = "" if e.n == 3 else f"（{_count(e.n, ctx)}选一）"
    return f"发现{_a_pool(e.pool, ctx)}{of}{then}"


def _keep_offered(e: dsl.KeepOffered, ctx: Context) -> Phrase:
    then = _then_on_chosen(e.then, ctx)
    return f"put the chosen card into your hand{then}" if ctx.en else f"将选中的牌置入你的手牌{then}"


def _drop_offered(e: dsl.DropOffered, ctx: Context) -> Phrase:
    return "the cards not chosen leave the game" if ctx.en else "未选中的牌移出游戏"


# -------------------------------------------------------------------------------- the dictionaries

_SHARED: dict[type, Renderer] = {
    # selectors
    dsl.This: _this, dsl.Target: _target, dsl.EventEntity: _event_entity, dsl.EventSource: _event_source,
    dsl.EventTarget: _event_target, dsl.Players: _players,
    dsl.LastSummoned: _fixed("the last minion summoned", "最后被召唤的随从"),
    dsl.LastDrawn: _fixed("the last card drawn", "最后抽到的牌"),
    dsl.ProposedDefender: _fixed("the attacked character", "被攻击的角色"),
    dsl.ProposedAttacker: _fixed("the attacker", "攻击者"), dsl.Host: _fixed("this minion", "该随从"),
    dsl.Minions: _minions, dsl.Heroes: _heroes, dsl.Characters: _characters, dsl.Weapons: _weapons,
    dsl.InZone: _in_zone, dsl.TopOfDeck: _top_of_deck, dsl.Adjacent: _adjacent, dsl.Filter: _filter,
    dsl.Union: _union, dsl.Difference: _difference, dsl.RandomN: _random_n, dsl.Sorted: _sorted,
    dsl.Limit: _limit, dsl.TopBy: _top_by,
    # conditions
    dsl.HasTag: _has_tag, dsl.IsRace: _is_race, dsl.IsType: _is_type,
    dsl.AttackAtMost: lambda c, ctx: _bound(Tag.ATK, c.n, True, ctx),
    dsl.AttackAtLeast: lambda c, ctx: _bound(Tag.ATK, c.n, False, ctx),
    dsl.CostAtMost: lambda c, ctx: _bound(Tag.COST, c.n, True, ctx, cost=True),
    dsl.CostAtLeast: lambda c, ctx: _bound(Tag.COST, c.n, False, ctx, cost=True),
    dsl.HealthAtMost: lambda c, ctx: _bound(Tag.HEALTH, c.n, True, ctx),
    dsl.HealthAtLeast: lambda c, ctx: _bound(Tag.HEALTH, c.n, False, ctx),
    dsl.InZoneNow: _in_zone_now, dsl.CounterAtLeast: _counter_at_least, dsl.Friendly: _friendly,
    dsl.IsThis: _is_this, dsl.IsCard: _is_card, dsl.Exists: _exists, dsl.CountAtLeast: _count_at_least,
    dsl.And: _and, dsl.Or: _or, dsl.Not: _not,
    # amounts
    dsl.Count: _count_amount, dsl.TagOf: _tag_of, dsl.CurrentHealth: _current_health, dsl.SumOf: _sum_of,
    dsl.PlayerTag: _player_tag, dsl.RandomInt: _random_int, dsl.Plus: _plus, dsl.Times: _times,
    # effects
    dsl.Seq: _seq, dsl.If: _if, dsl.ForEach: _for_each, dsl.Repeat: _repeat, dsl.Damage: _damage,
    dsl.DamageFrom: _damage_from, dsl.SplitDamage: _split_damage, dsl.Heal: _heal, dsl.Draw: _draw,
    dsl.Discard: _discard, dsl.Summon: _summon, dsl.SummonRandom: _summon_random, dsl.Transform: _transform,
    dsl.TransformRandom: _transform_random, dsl.AddRandomToHand: _add_random_to_hand,
    dsl.SetCurrentHealth: _set_current_health, dsl.Redirect: _redirect, dsl.RedirectSpell: _redirect_spell,
    dsl.Buff: _buff, dsl.SetTag: _set_tag, dsl.GainMana: _gain_mana, dsl.GainCrystals: _gain_crystals,
    dsl.GainArmor: _gain_armor, dsl.EquipWeapon: _equip, dsl.TakeControl: _take_control,
    dsl.ReturnToHand: _return_to_hand, dsl.AddToHand: _add_to_hand, dsl.CopyToHand: _copy_to_hand,
    dsl.SummonCopy: _summon_copy, dsl.TransformCopy: _transform_copy, dsl.ShuffleIntoDeck: _shuffle_into_deck,
    dsl.Overload: _overload, dsl.ChangeHeroPower: _change_hero_power, dsl.Detach: _detach, dsl.Pick: _pick,
    dsl.Special: _special,
    dsl.AddFromPool: _add_from_pool, dsl.SummonFromPool: _summon_from_pool,
    dsl.TransformFromPool: _transform_from_pool, dsl.Discover: _discover, dsl.KeepOffered: _keep_offered,
    dsl.DropOffered: _drop_offered,
}

#: English renderers, by node type.
EN: dict[type, Renderer] = {
    **_SHARED,
    dsl.Damaged: _adj("damaged", "", "it is damaged", ""),
    dsl.Dead: _adj("dead", "", "it dies", ""),
    dsl.IsHost: _adj("enchanted", "", "it is the enchanted one", ""),
    dsl.HasDeathrattle: _qual("with Deathrattle", ""),
    dsl.BoardSpace: _clause_only("you have room on the battlefield", ""),
    dsl.MyTurn: _clause_only("it is your turn", ""),
    dsl.EventPlayerFriendly: _clause_only("it is you", ""),
    dsl.ComboActive: _clause_only("you played another card this turn", ""),
    dsl.EventAmount: _fixed("that amount", ""),
    dsl.Destroy: _verb("destroy", "", "what"),
    dsl.DrawThis: _verb("draw", "", "what"),
    dsl.Mill: _verb("discard", "", "what"),
    dsl.Freeze: _verb("Freeze", "", "what"),
    dsl.Silence: _verb("Silence", "", "what"),
    dsl.ShuffleBack: lambda e, ctx: (lambda n: f"shuffle {every(n, ctx)} into {_owners(n, 'deck')}")(
        noun(e.what, ctx)),
    dsl.TriggerDeathrattle: lambda e, ctx: f"trigger the Deathrattle of {every(noun(e.what, ctx), ctx)}",
    dsl.Counter: _verb("Counter", "", "what"),
    dsl.ReturnControl: lambda e, ctx: (lambda n: f"give {every(n, ctx)} back to "
                                                 f"{'their owners' if is_plural(n) else 'its owner'}")(
        noun(e.what, ctx)),
}

#: Simplified Chinese renderers, by node type.
ZH: dict[type, Renderer] = {
    **_SHARED,
    dsl.Damaged: _adj("", "受伤的", "", "它受到了伤害"),
    dsl.Dead: _adj("", "已死亡的", "", "它死亡"),
    dsl.IsHost: _adj("", "被附魔的", "", "它是被附魔的随从"),
    dsl.HasDeathrattle: _qual("", "具有亡语的"),
    dsl.BoardSpace: _clause_only("", "你的战场上有空位"),
    dsl.MyTurn: _clause_only("", "在你的回合"),
    dsl.EventPlayerFriendly: _clause_only("", "是你"),
    dsl.ComboActive: _clause_only("", "你在本回合中使用过其他牌"),
    dsl.EventAmount: _fixed("", "该数值"),
    dsl.Destroy: _verb("", "消灭", "what"),
    dsl.DrawThis: _verb("", "抽取", "what"),
    dsl.Mill: _verb("", "弃掉", "what"),
    dsl.Freeze: _verb("", "冻结", "what"),
    dsl.Silence: _verb("", "沉默", "what"),
    dsl.ShuffleBack: lambda e, ctx: f"将{every(noun(e.what, ctx), ctx)}洗入其拥有者的牌库",
    dsl.TriggerDeathrattle: lambda e, ctx: f"触发{every(noun(e.what, ctx), ctx)}的亡语",
    dsl.Counter: _verb("", "反制", "what"),
    dsl.ReturnControl: lambda e, ctx: f"将{every(noun(e.what, ctx), ctx)}交还给其拥有者",
}

__all__ = [
    "EN", "LANGS", "ZH", "Context", "Lang", "Noun", "Quality", "aura_text", "card_name", "clause", "every",
    "modifier_text", "mods_text", "noun", "one", "owned", "pool_text", "quality", "render", "sentence",
    "trigger_text",
]


# ----------------------------------------------------------------- Jade Golem, summoning a card


def _summon_jade_golem(e: dsl.SummonJadeGolem, ctx: Context) -> Phrase:
    if ctx.en:
        return f"summon a Jade Golem{_for_side(e.side, ctx)} (each one +1/+1 bigger than the last)"
    return f"{_for_side(e.side, ctx)}召唤一个青玉魔像（每个比上一个多+1/+1）"


def _put_into_play(e: dsl.PutIntoPlay, ctx: Context) -> Phrase:
    # summoned for its own controller, from a hand or a deck, without being played
    what = one(noun(e.what, ctx), ctx)
    return f"put {what} into play" if ctx.en else f"将{what}置入战场"


EN[dsl.SummonJadeGolem] = ZH[dsl.SummonJadeGolem] = _summon_jade_golem
EN[dsl.PutIntoPlay] = ZH[dsl.PutIntoPlay] = _put_into_play


# ------------------------------------- offers: Discover's variants, custom spells, deck and Hero Power


def _hero_powers(sel: dsl.HeroPowers, ctx: Context) -> Phrase:
    en = {Side.FRIENDLY: "your Hero Power", Side.ENEMY: "your opponent's Hero Power", Side.ANY: "both Hero Powers"}
    zh = {Side.FRIENDLY: "你的英雄技能", Side.ENEMY: "对手的英雄技能", Side.ANY: "双方的英雄技能"}
    return Noun("", "", fixed=(en if ctx.en else zh)[sel.side], many=sel.side == Side.ANY)


def _no_duplicates_in_deck(c: dsl.NoDuplicatesInDeck, ctx: Context) -> Phrase:
    whose = _whose(c.side, ctx)
    return Quality(clause=f"{whose} deck has no duplicates" if ctx.en else f"{whose}牌库里没有相同的牌")


def _discover_each(e: dsl.DiscoverEach, ctx: Context) -> Phrase:
    then = _then_on_chosen(e.then, ctx)
    pools = _join([pool_text(p, ctx) for p in e.pools], ctx, "or" if ctx.en else "或")
    if ctx.en:
        return f"Discover {_article(pools)} {pools} (one of each){then}"
    return f"发现一张{pools}（每种各一张）{then}"


def _discover_copy(e: dsl.DiscoverCopy, ctx: Context) -> Phrase:
    then = _then_on_chosen(e.then, ctx)
    of = one(noun(e.of, ctx), ctx)
    if ctx.en:
        n = "" if e.n == 3 else f" (of {e.n})"
        return f"Discover a copy of {of}{n}{then}"
    n = "" if e.n == 3 else f"（{_count(e.n, ctx)}选一）"
    return f"发现{of}的一张复制{n}{then}"


def _shuffle_copy(e: dsl.ShuffleCopy, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    whose = _whose(e.side, ctx)
    return f"shuffle a copy of {what} into {whose} deck" if ctx.en else f"将{what}的一张复制洗入{whose}牌库"


def _custom_spell(e: dsl.CustomSpell, ctx: Context) -> Phrase:
    costs = _join([str(CARDS[r.product].cost) if r.product in CARDS else r.product for r in e.recipes], ctx,
                  "or" if ctx.en else "或")
    if ctx.en:
        return (f"create a custom spell: choose its Cost ({costs}), then {e.parts} of its parts, "
                f"each of {e.n}")
    parts, n = _count(e.parts, ctx), _count(e.n, ctx)
    return f"创造一个自定义法术：选择其法力值消耗（{costs}），再{parts}次从{n}个成分中选择一个"


def _craft_pick(e: dsl.CraftPick, ctx: Context) -> Phrase:
    return "add the chosen choice to the custom spell" if ctx.en else "将选中的选项加入自定义法术"


def _cast_parts(e: dsl.CastParts, ctx: Context) -> Phrase:
    return "cast the parts this spell was made of" if ctx.en else "施放该法术的各个成分"


_OFFERS_TEXT: dict[type, Renderer] = {
    dsl.HeroPowers: _hero_powers, dsl.NoDuplicatesInDeck: _no_duplicates_in_deck,
    dsl.DiscoverEach: _discover_each, dsl.DiscoverCopy: _discover_copy, dsl.ShuffleCopy: _shuffle_copy,
    dsl.CustomSpell: _custom_spell, dsl.CraftPick: _craft_pick, dsl.CastParts: _cast_parts,
}
EN.update(_OFFERS_TEXT)
ZH.update(_OFFERS_TEXT)


# ---------------------------------------- The Grand Tournament: Joust, a doubled Spell Damage bonus


def _joust(e: dsl.Joust, ctx: Context) -> Phrase:
    en, _, zh = _TYPES.get(e.card_type, ("card", "cards", "牌"))
    then = clause(e.then, ctx)
    other = "" if e.otherwise is None else clause(e.otherwise, ctx)
    if ctx.en:
        text = f"reveal {_article(en)} {en} in each deck. If yours costs more, {then}"
        return f"{text}. Otherwise, {other}" if other else text
    text = f"揭示双方牌库里的一张{zh}牌。如果你的牌法力值消耗较大，{then}"
    return f"{text}；否则，{other}" if other else text


_BONUS_TIMES: dict[int, tuple[str, str]] = {2: ("double", "翻倍"), 3: ("triple", "变为三倍")}


def _bonus_damage(e: dsl.BonusDamage, ctx: Context) -> Phrase:
    to = every(noun(e.to, ctx), ctx)
    n = amount(e.amount, ctx, _sign("damage", ctx))
    en, zh = _BONUS_TIMES.get(e.times, (f"{e.times} times the", f"变为{e.times}倍"))
    if ctx.en:
        return f"deal {n} damage to {to}. This gets {en} bonus from Spell Damage"
    return f"对{to}造成{n}点伤害。其受到的法术伤害增益效果{zh}"


EN[dsl.Joust] = ZH[dsl.Joust] = _joust
EN[dsl.BonusDamage] = ZH[dsl.BonusDamage] = _bonus_damage


# ------------------------- The League of Explorers: Brann's rule, a Hero Power discovered, Overload, Entomb

_KEYWORDS[Tag.EXTRA_BATTLECRIES] = ("Your Battlecries trigger twice", "你的战吼会触发两次")
_PLAYER_KINDS_EN[EventKind.OVERLOADED] = ("play", "plays")
_PLAYER_KINDS_ZH[EventKind.OVERLOADED] = "使用"
_EVENT_NOUNS[EventKind.OVERLOADED] = ("card with Overload", "过载牌")
_MEASURE["过载牌"] = "张"


def _discover_hero_power(e: dsl.DiscoverHeroPower, ctx: Context) -> Phrase:
    pool = pool_text(e.pool, ctx)
    if ctx.en:
        of = "" if e.n == 3 else f", of {e.n}"
        return f"Discover a new Hero Power ({pool}{of}) to replace yours"
    of = "" if e.n == 3 else f"，{_count(e.n, ctx)}选一"
    return f"发现一个新的英雄技能（{pool}{of}）替换你的英雄技能"


def _keep_hero_power(e: dsl.KeepHeroPower, ctx: Context) -> Phrase:
    return "the chosen Hero Power replaces yours" if ctx.en else "选中的英雄技能替换你的英雄技能"


def _shuffle_into_deck_of(e: dsl.ShuffleIntoDeckOf, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    whose = _whose(e.side, ctx)
    return f"shuffle {what} into {whose} deck" if ctx.en else f"将{what}洗入{whose}牌库"


EN[dsl.DiscoverHeroPower] = ZH[dsl.DiscoverHeroPower] = _discover_hero_power
EN[dsl.KeepHeroPower] = ZH[dsl.KeepHeroPower] = _keep_hero_power
EN[dsl.ShuffleIntoDeckOf] = ZH[dsl.ShuffleIntoDeckOf] = _shuffle_into_deck_of


# ------------------------------------------ Whispers of the Old Gods: spending all your Mana, history

_TAG_WORDS[Tag.TOTEMS_SUMMONED] = ("Totems summoned this game", "本局对战中召唤的图腾数")


def _spend_all_mana(e: dsl.SpendAllMana, ctx: Context) -> Phrase:
    then = clause(e.then, ctx)
    return f"spend all your Mana. Then {then}" if ctx.en else f"消耗你所有的法力值。然后{then}"


EN[dsl.SpendAllMana] = ZH[dsl.SpendAllMana] = _spend_all_mana
EN[dsl.SpentMana] = ZH[dsl.SpentMana] = _fixed("the Mana spent", "所消耗的法力值")
