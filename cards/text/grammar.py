"""The shared machinery of card text: the phrase records, the context of a rendering, and word forms.

A selector renders to a `Noun` that an effect puts in the form it needs (`every`, `one`, `owned`,
`random_form`); a condition renders to a `Quality`. The words themselves come from the phrase book of the
context's language (`Context.book`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Literal

from cards.facts import all_facts
from cards.text import en, zh
from cards.text.book import Book, Forms
from hsfp.core.dsl import CardDef, Selector, Side
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardType, EventKind, Tag, Zone

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

BOOKS: dict[Lang, Book] = {"en": en.BOOK, "zh": zh.BOOK}


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

    @property
    def book(self) -> Book:
        """Returns the phrase book of the text's language."""
        return BOOKS[self.lang]


# ------------------------------------------------------------------------------------------- words


def humanize(name: str) -> str:
    """Returns a class or enum name as words: "SetCurrentHealth" -> "set current health"."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name).replace("_", " ")
    return spaced.lower()


def tag_word(tag: int, ctx: Context) -> str:
    """Returns what a tag's value is called ("Attack", "cards drawn"), or its name as words."""
    try:
        t = Tag(tag)
    except ValueError:
        return f"tag {tag}"
    word = ctx.book.tag_words.get(t)
    return word if word is not None else humanize(t.name)


def keyword(tag: Tag, ctx: Context) -> str:
    """Returns a keyword as printed ("Taunt"), or its tag word."""
    word = ctx.book.keywords.get(tag)
    return word if word is not None else tag_word(tag, ctx)


def numeral(n: int, ctx: Context) -> str:
    """Returns a count as a card says it: digits in English, a numeral in Chinese up to ten."""
    if ctx.en:
        return str(n)
    numerals = ctx.book.numerals
    return numerals[n] if 0 <= n < len(numerals) else str(n)


def zone_word(zone: int, ctx: Context) -> str:
    """Returns a zone's name ("hand", "牌库"), or its enum name."""
    word = ctx.book.zones.get(zone)
    if word is not None:
        return word
    name = Zone(zone).name
    return humanize(name) if ctx.en else name


def name_forms(name: str, ctx: Context) -> Forms:
    """Returns a name the phrase book lacks in its forms (a regular English plural; Chinese does not inflect)."""
    return Forms(name, plural_of(name) if ctx.en else name)


def measure(head: str, ctx: Context) -> str:
    """Returns the measure word a head noun counts with (Chinese: "张" for cards)."""
    return ctx.book.measures.get(head, "个")


def card_name(card_id: str, lang: Lang = "en") -> str:
    """Returns a card's name in a language, from facts.json (the definition's name or the id if absent)."""
    f = all_facts().get(card_id)
    if f is not None:
        name = f["name"] if lang == "en" else (f["name_zh"] or f["name"])
        if name:
            return name
    d = CARDS.get(card_id)
    return d.name if d is not None and d.name else card_id


def stats_of(card_id: str) -> str:
    """Returns a minion's or weapon's printed stats ("2/3"), or "" for other cards."""
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


def article(word: str) -> str:
    """Returns the English indefinite article of a word."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def plural_of(word: str) -> str:
    """Returns an English word's regular plural."""
    return word if word.endswith("s") else word + "s"


def whose_of(side: Side, ctx: Context) -> str:
    """Returns the possessive of a side ("your", "your opponent's", "each player's")."""
    return ctx.book.possessives[side]


def join(items: list[str], ctx: Context, last: str = "") -> str:
    """Returns the non-empty items as one list ("a, b and c"), `last` joining the final two."""
    items = [i for i in items if i]
    if not items:
        return ""
    if ctx.en:
        if len(items) == 1:
            return items[0]
        return ", ".join(items[:-1]) + f" {last or 'and'} " + items[-1]
    return "、".join(items[:-1]) + (last or "和") + items[-1] if len(items) > 1 else items[0]


# ------------------------------------------------------------------------------------ noun forms


def noun_words(n: Noun, plural: bool, ctx: Context, side: bool = True) -> str:
    """Returns a noun's words without a determiner ("damaged enemy minions with Taunt")."""
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
    return ("all " if ctx.en else "所有") + noun_words(n, True, ctx)


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
            return "another " + noun_words(replace(n, adjs=n.adjs[1:]), False, ctx)
        words = noun_words(n, False, ctx)
        return f"{article(words)} {words}"
    return "一" + measure(n.head, ctx) + noun_words(n, False, ctx)


def owned(n: Noun, ctx: Context) -> str:
    """Returns the form an aura or a player names its entities with ("your other minions")."""
    if n.fixed or n.random or n.single:
        return every(n, ctx)
    if n.side == Side.FRIENDLY:
        return ("your " if ctx.en else "你的") + noun_words(n, True, ctx, side=False)
    if n.side == Side.ENEMY:
        return noun_words(n, True, ctx)
    return ("all " if ctx.en else "所有") + noun_words(n, True, ctx)


def random_form(n: Noun, ctx: Context) -> str:
    """Returns the form naming entities drawn at random ("a random enemy minion", "2 random enemies")."""
    plain = replace(n, random=0)
    if ctx.en:
        if n.random == 1:
            return "a random " + noun_words(plain, False, ctx)
        return f"{n.random} random " + noun_words(plain, True, ctx)
    return f"{numeral(n.random, ctx)}{measure(n.head, ctx)}随机的" + noun_words(plain, False, ctx)


def is_plural(n: Noun) -> bool:
    """Returns whether a noun in its `every` form takes a plural verb."""
    if n.fixed:
        return n.many
    if n.random:
        return n.random > 1
    return not n.single


# ------------------------------------------------------------------------------------- sentences


def sentence(text: str, ctx: Context) -> str:
    """Returns a clause as a sentence: capitalised, with its final stop."""
    text = text.strip()
    if not text:
        return ""
    if ctx.en:
        text = text[:1].upper() + text[1:]
        return text if text[-1] in ".!?\"" else text + "."
    return text if text[-1] in "。！？”" else text + "。"
