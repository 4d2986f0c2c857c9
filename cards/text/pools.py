"""Card pools and offers as text: "a random 5-Cost Beast", Discover and its variants, custom spells."""

from __future__ import annotations

from cards.text.book import Forms
from cards.text.dispatch import amount, clause, noun
from cards.text.effects import for_side, pool_names
from cards.text.grammar import (
    Context,
    Phrase,
    Renderer,
    article,
    card_name,
    every,
    humanize,
    join,
    keyword,
    numeral,
    one,
    whose_of,
)
from hsfp.core import dsl
from hsfp.core.dsl import Effect
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardType

# ------------------------------------------------------------------------------------ card pools


def pool_text(pool: dsl.Pool, ctx: Context, plural: bool = False) -> str:
    """Returns a pool as a noun phrase without its article ("5-Cost Beast", "spells from another class")."""
    if isinstance(pool, dsl.PoolUnion):
        parts = [pool_text(pool.a, ctx, plural), pool_text(pool.b, ctx, plural)]
        return join(parts, ctx, "or" if ctx.en else "或")
    if isinstance(pool, dsl.CardList):
        return pool_names(pool.card_ids, ctx)
    en, book = ctx.en, ctx.book
    # English puts a filter before or after the head noun; Chinese puts every filter before it.
    pre, post = "", ""
    head: Forms = book.card
    typed = raced = False
    node: dsl.Pool = pool
    while not isinstance(node, (dsl.Collectible, dsl.CardList, dsl.PoolUnion)):
        if isinstance(node, dsl.OfType) and not typed and not raced:
            head = book.types.get(node.card_type, book.card)
            typed = True
        elif isinstance(node, dsl.OfSchool) and not raced:
            head = book.schools.get(node.school, book.types[CardType.SPELL])
            raced = True
        elif isinstance(node, dsl.OfRace) and not raced:
            head = book.races.get(node.race, book.minion)
            raced = True
        elif isinstance(node, dsl.OfClass):
            if node.whose == dsl.Whose.NAMED:
                name = book.classes.get(node.card_class) or (
                    humanize(node.card_class.name) if en else node.card_class.name)
                pre = f"{name} {pre}" if en else f"{pre}{name}"
            elif en:
                post += book.whose_class[node.whose]
            else:
                pre = book.whose_class[node.whose] + pre
        elif isinstance(node, dsl.OfCost):
            words = book.relations[node.relation].format(n=node.n)
            if en and node.relation != dsl.Relation.EQ:
                post += words
            else:
                pre = words + pre
        elif isinstance(node, dsl.WithKeyword):
            if en:
                post += f" with {keyword(node.keyword, ctx)}"
            else:
                pre = f"具有{keyword(node.keyword, ctx)}的" + pre
        elif isinstance(node, dsl.OfSet):
            name = book.card_sets.get(node.card_set, f"set {node.card_set}")
            if en:
                post += f" from the {name} set"
            else:
                pre = f"{name}系列的" + pre
        elif isinstance(node, dsl.OfPrinting):
            sets = join([book.printings.get(p, p) for p in node.prefixes], ctx, "or" if en else "或")
            if en:
                post += f" {'not ' if node.exclude else ''}from the {sets} set"
            else:
                pre = f"{'非' if node.exclude else ''}{sets}系列的" + pre
        node = node.of
    if not isinstance(node, dsl.Collectible):
        inner = pool_text(node, ctx, plural)
        return f"{inner}{post}" if en else f"{pre}{inner}"
    if en:
        return f"{pre}{head.many if plural else head.one}{post}"
    return f"{pre}{head.one if typed or raced else ''}牌"


def _a_pool(pool: dsl.Pool, ctx: Context) -> str:
    text = pool_text(pool, ctx)
    return f"{article(text)} {text}" if ctx.en else f"一张{text}"


def _add_from_pool(e: dsl.AddFromPool, ctx: Context) -> Phrase:
    whose = whose_of(e.side, ctx)
    if ctx.en:
        many = "a random" if e.n == 1 else f"{e.n} random"
        return f"add {many} {pool_text(e.pool, ctx, e.n != 1)} to {whose} hand"
    return f"随机将{numeral(e.n, ctx)}张{pool_text(e.pool, ctx)}置入{whose}手牌"


def _summon_from_pool(e: dsl.SummonFromPool, ctx: Context) -> Phrase:
    if ctx.en:
        missing = " you don't have in play" if e.missing_only else ""
        return f"summon a random {pool_text(e.pool, ctx)}{missing}{for_side(e.side, ctx)}"
    missing = "（你场上没有的）" if e.missing_only else ""
    return f"{for_side(e.side, ctx)}随机召唤一个{pool_text(e.pool, ctx)}{missing}"


def _transform_from_pool(e: dsl.TransformFromPool, ctx: Context) -> Phrase:
    what = every(noun(e.what, ctx), ctx)
    pool = pool_text(e.pool, ctx)
    return f"transform {what} into a random {pool}" if ctx.en else f"使{what}随机变形成为{pool}"


# ---------------------------------------------------------------------------------------- offers


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
    of = "" if e.n == 3 else f"（{numeral(e.n, ctx)}选一）"
    return f"发现{_a_pool(e.pool, ctx)}{of}{then}"


def _keep_offered(e: dsl.KeepOffered, ctx: Context) -> Phrase:
    then = _then_on_chosen(e.then, ctx)
    return f"put the chosen card into your hand{then}" if ctx.en else f"将选中的牌置入你的手牌{then}"


def _drop_offered(e: dsl.DropOffered, ctx: Context) -> Phrase:
    return "the cards not chosen leave the game" if ctx.en else "未选中的牌移出游戏"


def _discover_each(e: dsl.DiscoverEach, ctx: Context) -> Phrase:
    then = _then_on_chosen(e.then, ctx)
    pools = join([pool_text(p, ctx) for p in e.pools], ctx, "or" if ctx.en else "或")
    if ctx.en:
        return f"Discover {article(pools)} {pools} (one of each){then}"
    return f"发现一张{pools}（每种各一张）{then}"


def _discover_copy(e: dsl.DiscoverCopy, ctx: Context) -> Phrase:
    then = _then_on_chosen(e.then, ctx)
    of = one(noun(e.of, ctx), ctx)
    if ctx.en:
        n = "" if e.n == 3 else f" (of {e.n})"
        return f"Discover a copy of {of}{n}{then}"
    n = "" if e.n == 3 else f"（{numeral(e.n, ctx)}选一）"
    return f"发现{of}的一张复制{n}{then}"


def _custom_spell(e: dsl.CustomSpell, ctx: Context) -> Phrase:
    costs = join([str(CARDS[r.product].cost) if r.product in CARDS else r.product for r in e.recipes], ctx,
                  "or" if ctx.en else "或")
    if ctx.en:
        return (f"create a custom spell: choose its Cost ({costs}), then {e.parts} of its parts, "
                f"each of {e.n}")
    parts, n = numeral(e.parts, ctx), numeral(e.n, ctx)
    return f"创造一个自定义法术：选择其法力值消耗（{costs}），再{parts}次从{n}个成分中选择一个"


def _craft_pick(e: dsl.CraftPick, ctx: Context) -> Phrase:
    return "add the chosen choice to the custom spell" if ctx.en else "将选中的选项加入自定义法术"


def _cast_parts(e: dsl.CastParts, ctx: Context) -> Phrase:
    return "cast the parts this spell was made of" if ctx.en else "施放该法术的各个成分"


def _discover_hero_power(e: dsl.DiscoverHeroPower, ctx: Context) -> Phrase:
    pool = pool_text(e.pool, ctx)
    if ctx.en:
        of = "" if e.n == 3 else f", of {e.n}"
        return f"Discover a new Hero Power ({pool}{of}) to replace yours"
    of = "" if e.n == 3 else f"，{numeral(e.n, ctx)}选一"
    return f"发现一个新的英雄技能（{pool}{of}）替换你的英雄技能"


def _keep_hero_power(e: dsl.KeepHeroPower, ctx: Context) -> Phrase:
    return "the chosen Hero Power replaces yours" if ctx.en else "选中的英雄技能替换你的英雄技能"


#: Pool and offer renderers, by node type (the same in every language: the words come from the phrase book).
RENDERERS: dict[type, Renderer] = {
    dsl.AddFromPool: _add_from_pool, dsl.SummonFromPool: _summon_from_pool,
    dsl.TransformFromPool: _transform_from_pool, dsl.Discover: _discover, dsl.KeepOffered: _keep_offered,
    dsl.DropOffered: _drop_offered, dsl.DiscoverEach: _discover_each, dsl.DiscoverCopy: _discover_copy,
    dsl.CustomSpell: _custom_spell, dsl.CraftPick: _craft_pick, dsl.CastParts: _cast_parts,
    dsl.DiscoverHeroPower: _discover_hero_power, dsl.KeepHeroPower: _keep_hero_power,
}


# ------------------------------------------------------------- a card put on top of a deck (Merch Seller)


def _put_on_top_of_deck(e: dsl.PutOnTopOfDeck, ctx: Context) -> Phrase:
    whose = whose_of(e.side, ctx)
    if ctx.en:
        return f"put a random {pool_text(e.pool, ctx)} on top of {whose} deck"
    return f"随机将一张{pool_text(e.pool, ctx)}置于{whose}牌库顶"


RENDERERS[dsl.PutOnTopOfDeck] = _put_on_top_of_deck


# ------------------------------------- CORE, Mage and Paladin: a random summon at a computed cost


def _summon_from_pool_at_cost(e: dsl.SummonFromPoolAtCost, ctx: Context) -> Phrase:
    cost = amount(e.cost, ctx)
    if ctx.en:
        return f"summon a random {pool_text(e.pool, ctx)} with Cost equal to {cost}{for_side(e.side, ctx)}"
    return f"{for_side(e.side, ctx)}随机召唤一个法力值消耗等同于{cost}的{pool_text(e.pool, ctx)}"


RENDERERS[dsl.SummonFromPoolAtCost] = _summon_from_pool_at_cost


# ------------------------------------------------------- CORE, Druid and Hunter: a card Discovered from the deck


def _discover_draw(e: dsl.DiscoverDraw, ctx: Context) -> Phrase:
    of = one(noun(e.of, ctx), ctx)
    if ctx.en:
        n = "" if e.n == 3 else f" (of {e.n})"
        return f"Discover {of}{n} and draw it"
    n = "" if e.n == 3 else f"（{numeral(e.n, ctx)}选一）"
    return f"发现{of}{n}并抽取这张牌"


def _draw_offered(e: dsl.DrawOffered, ctx: Context) -> Phrase:
    return "draw the chosen card" if ctx.en else "抽取所选的牌"


RENDERERS.update({dsl.DiscoverDraw: _discover_draw, dsl.DrawOffered: _draw_offered})


# ------------------------------------------------------- Dark Gift and Kindred (Raptor Herald)


def _discover_gifted(e: dsl.DiscoverGifted, ctx: Context) -> Phrase:
    then = _then_on_chosen(e.then, ctx)
    if ctx.en:
        of = "" if e.n == 3 else f" (of {e.n})"
        return f"Discover {_a_pool(e.pool, ctx)} with a Dark Gift{of}{then}"
    of = "" if e.n == 3 else f"（{numeral(e.n, ctx)}选一）"
    return f"发现一张具有黑暗之赐的{pool_text(e.pool, ctx)}{of}{then}"


def _keep_gifted(e: dsl.KeepGifted, ctx: Context) -> Phrase:
    then = _then_on_chosen(e.then, ctx)
    if ctx.en:
        return f"put the chosen card into your hand with its Dark Gift{then}"
    return f"将选中的牌连同其黑暗之赐置入你的手牌{then}"


RENDERERS.update({dsl.DiscoverGifted: _discover_gifted, dsl.KeepGifted: _keep_gifted})


# ------------------------------------ Avatar of Hearthstone: a card pack opened, cards played at random


def _pack_set(e: dsl.OpenPack) -> int | None:
    # the one card set every card of the pack's pools belongs to, if there is one
    tiers = (e.common, e.rare, e.epic, e.legendary)
    if not all(isinstance(t, dsl.CardList) for t in tiers):
        return None
    sets = {CARDS[c].card_set for t in tiers if isinstance(t, dsl.CardList) for c in t.card_ids if c in CARDS}
    return sets.pop() if len(sets) == 1 else None


def _open_pack(e: dsl.OpenPack, ctx: Context) -> Phrase:
    number = _pack_set(e)
    name = ctx.book.card_sets.get(number, "") if number is not None else ""
    if ctx.en:
        size = "" if e.size == 5 else f" of {e.size} cards"
        return f"open {article(name) if name else 'a'} {name + ' ' if name else ''}card pack{size} " \
               "and play all cards from it"
    size = "" if e.size == 5 else f"（{numeral(e.size, ctx)}张牌）"
    return f"打开一包{name}卡牌包{size}，使用其中所有卡牌"


def _play_randomly(e: dsl.PlayRandomly, ctx: Context) -> Phrase:
    name = card_name(e.card_id, ctx.lang)
    return f"play {name} with random choices and targets" if ctx.en else f"使用{name}（随机选择目标和抉择）"


def _played_for_free(e: dsl.PlayedForFree, ctx: Context) -> Phrase:
    return "count this card as played, at no cost" if ctx.en else "该牌视为已使用，无需支付费用"


RENDERERS.update({dsl.OpenPack: _open_pack, dsl.PlayRandomly: _play_randomly, dsl.PlayedForFree: _played_for_free})
