"""Amounts as text: a number, or a description of what it counts ("the number of enemy minions")."""

from __future__ import annotations

from cards.text.dispatch import amount, noun
from cards.text.grammar import Context, Phrase, Renderer, every, noun_words, one, tag_word, whose_of
from cards.text.selectors import fixed_words
from hsfp.core import dsl
from hsfp.core.dsl import Selector


def _count_amount(a: dsl.Count, ctx: Context) -> Phrase:
    n = noun(a.of, ctx)
    if ctx.en:
        return f"the number of {n.fixed or noun_words(n, True, ctx)}"
    return f"{n.fixed or noun_words(n, False, ctx)}的数量"


def _possessive(of: Selector, ctx: Context) -> str:
    text = one(noun(of, ctx), ctx)
    if ctx.en:
        return "its" if text == "it" else f"{text}'s"
    return f"{text}的"


def _tag_of(a: dsl.TagOf, ctx: Context) -> Phrase:
    return f"{_possessive(a.of, ctx)}{' ' if ctx.en else ''}{tag_word(a.tag, ctx)}"


def _current_health(a: dsl.CurrentHealth, ctx: Context) -> Phrase:
    return f"{_possessive(a.of, ctx)} remaining Health" if ctx.en else f"{_possessive(a.of, ctx)}剩余生命值"


def _sum_of(a: dsl.SumOf, ctx: Context) -> Phrase:
    n = every(noun(a.of, ctx), ctx)
    tag = tag_word(a.tag, ctx)
    return f"the total {tag} of {n}" if ctx.en else f"{n}的{tag}总和"


def _player_tag(a: dsl.PlayerTag, ctx: Context) -> Phrase:
    return f"{whose_of(a.side, ctx)}{' ' if ctx.en else ''}{tag_word(a.tag, ctx)}"


def _random_int(a: dsl.RandomInt, ctx: Context) -> Phrase:
    return f"{a.lo}-{a.hi}" if ctx.en else f"{a.lo}到{a.hi}"


def is_number(a: dsl.Amount) -> bool:
    """Returns whether an amount reads as a number ("3", "2-3") rather than a description."""
    return isinstance(a, (int, dsl.RandomInt))


def _plus(a: dsl.Plus, ctx: Context) -> Phrase:
    return f"{amount(a.a, ctx)} plus {amount(a.b, ctx)}" if ctx.en else f"{amount(a.a, ctx)}加{amount(a.b, ctx)}"


def _times(a: dsl.Times, ctx: Context) -> Phrase:
    return f"{amount(a.a, ctx)} times {amount(a.b, ctx)}" if ctx.en else f"{amount(a.a, ctx)}乘以{amount(a.b, ctx)}"


#: Amount renderers, by node type (the same in every language: the words come from the phrase book).
RENDERERS: dict[type, Renderer] = {
    dsl.Count: _count_amount, dsl.TagOf: _tag_of, dsl.CurrentHealth: _current_health, dsl.SumOf: _sum_of,
    dsl.PlayerTag: _player_tag, dsl.RandomInt: _random_int, dsl.Plus: _plus, dsl.Times: _times,
    dsl.EventAmount: fixed_words, dsl.SpentMana: fixed_words,
}

# Corpses (the Death Knight's set): the number a `SpendUpToCorpses` spent
RENDERERS[dsl.SpentCorpses] = fixed_words
