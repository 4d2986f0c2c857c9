"""Card text generated from the card data alone (seed 000 §12.6), in English and Simplified Chinese.

`render(card_def, lang)` reads a definition and says what it does: keywords from its tags, the Battlecry,
Combo, Choose One, Secret and Deathrattle prefixes, triggers ("Whenever …", "At the end of your turn, …"),
auras ("Your other minions have +1 Attack."), modifiers and the effects themselves ("Deal $6 damage to a
character.", "Draw 2 cards.", "Summon a 1/1 Murloc Scout."). Tokens and weapons are named from
`facts.json`; an enchantment is described by its mods.

Each language has a table from node type to renderer (`EN`, `ZH`), gathered from one module per algebra
of the card language (`selectors`, `conditions`, `amounts`, `effects`, `pools`); a renderer looks its
words up in the phrase book of the language it renders (`en`, `zh`). A selector renders to a `Noun` that
the effect puts in the form it needs ("all enemy minions", "a random enemy minion", "your other minions");
a condition renders to a `Quality` (a side, a kind, an adjective, a qualifier or a clause); an amount or
an effect renders to text. A node without a renderer falls back to a generic description built from its
class name and fields, so a new node never breaks the text. It need not match the printed text word for
word; it must say what the data does.

>>> from hsfp.core.dsl import CardDef, Damage, Characters, Side, Target
>>> from hsfp.core.tags import CardType
>>> bolt = CardDef("X", "Bolt", CardType.SPELL, target=Characters(Side.ANY), play=Damage(Target(), 6))
>>> render(bolt), render(bolt, "zh")
('Deal $6 damage to a character.', '对一个角色造成$6点伤害。')
"""

from __future__ import annotations

from cards.text import amounts, conditions, effects, pools, selectors
from cards.text.dispatch import clause, condition_text, mods_text, noun, quality
from cards.text.effects import aura_text, behaviour, keywords_line, modifier_text, trigger_text
from cards.text.grammar import LANGS, Context, Lang, Noun, Quality, Renderer, card_name, every, one, owned, sentence
from cards.text.pools import pool_text
from hsfp.core.dsl import CardDef
from hsfp.core.tags import Tag

_RENDERERS: dict[type, Renderer] = {
    **selectors.RENDERERS, **conditions.RENDERERS, **amounts.RENDERERS, **effects.RENDERERS, **pools.RENDERERS,
}

#: English renderers, by node type.
EN: dict[type, Renderer] = dict(_RENDERERS)

#: Simplified Chinese renderers, by node type.
ZH: dict[type, Renderer] = dict(_RENDERERS)


def render(card_def: CardDef, lang: Lang = "en", *, strict: bool = False) -> str:
    """Returns the rules text the definition's data says, in English ("en") or Simplified Chinese ("zh")."""
    # `strict` lets a renderer's exception through instead of falling back to the generic text (tests).
    if lang not in LANGS:
        raise ValueError(f"language {lang!r}: use one of {LANGS}")
    ctx = Context(lang, card_def, EN if lang == "en" else ZH, card_def.target, strict=strict)
    parts: list[str] = [keywords_line(card_def, ctx)]
    if card_def.mods is not None:
        mods = mods_text(card_def.mods, ctx)
        if mods and ctx.en:
            mods = mods[:1].upper() + mods[1:]
        if mods:
            suffix = (" this turn" if ctx.en else "") if card_def.this_turn else ""
            prefix = "" if ctx.en or not card_def.this_turn else "在本回合中，"
            parts.append(sentence(prefix + mods + suffix, ctx))
    parts.append(behaviour(card_def, ctx))
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


__all__ = [
    "EN", "LANGS", "ZH", "Context", "Lang", "Noun", "Quality", "aura_text", "card_name", "clause", "every",
    "modifier_text", "mods_text", "noun", "one", "owned", "pool_text", "quality", "render", "sentence",
    "trigger_text",
]
