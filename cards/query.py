"""Questions answered from the card data alone, by walking definitions (seed 000 ch. 10: "which cards
deal damage?" is a query, not a grep).

`nodes(d)` walks every node of a definition, generically over dataclass fields, and follows what the
card itself does through other definitions: the options of a Choose One and the enchantments it attaches
(a token it summons is a card of its own and is not followed). `cards_that(predicate)` lists the cards
with a node for which the predicate holds; the ready queries below are built on it.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Callable, Iterable, Iterator

from hsfp.core import dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS, all_definitions
from hsfp.core.tags import Tag

#: Node types that deal damage, draw cards and summon minions.
DAMAGE_NODES: tuple[type, ...] = (dsl.Damage, dsl.DamageFrom, dsl.SplitDamage)
DRAW_NODES: tuple[type, ...] = (dsl.Draw, dsl.DrawThis)
SUMMON_NODES: tuple[type, ...] = (dsl.Summon, dsl.SummonFromPool, dsl.SummonCopy)

#: Fields naming another definition whose behaviour is the card's own (followed by `nodes`).
_FOLLOWED_FIELDS = ("enchantment", "choose_one")


def definitions() -> tuple[CardDef, ...]:
    """Returns every registered definition, by card id, loading the Basic and Classic cards first."""
    import cards.basic
    import cards.classic  # noqa: F401  (registering is importing)

    return all_definitions()


def children(node: object) -> Iterator[object]:
    """Returns the values of a node's fields, tuples flattened, in field order."""
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        if isinstance(value, tuple):
            yield from _flatten(value)
        else:
            yield value


def _flatten(values: tuple[object, ...]) -> Iterator[object]:
    for v in values:
        if isinstance(v, tuple):
            yield from _flatten(v)
        else:
            yield v


def walk(node: object) -> Iterator[object]:
    """Returns every dataclass node under a node (itself first), depth first, without following ids."""
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return
    yield node
    for child in children(node):
        yield from walk(child)


def followed(node: object) -> Iterator[str]:
    """Returns the card ids whose behaviour is the node's own: enchantments it attaches, Choose One options."""
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return
    for name in _FOLLOWED_FIELDS:
        value = getattr(node, name, None)
        if isinstance(value, str) and value:
            yield value
        elif isinstance(value, tuple):
            yield from (v for v in value if isinstance(v, str) and v)


def nodes(d: CardDef) -> Iterator[object]:
    """Returns every node of a definition and of the definitions it follows (each visited once)."""
    seen: set[str] = set()
    pending = [d]
    while pending:
        current = pending.pop()
        if current.card_id in seen:
            continue
        seen.add(current.card_id)
        for node in walk(current):
            yield node
            for cid in followed(node):
                if cid not in seen and cid in CARDS:
                    pending.append(CARDS[cid])


def references(d: CardDef) -> tuple[str, ...]:
    """Returns the ids of the defined cards a definition names anywhere (tokens, enchantments...), sorted."""
    out: set[str] = set()
    for node in walk(d):
        for value in children(node):
            if isinstance(value, str) and value != d.card_id and value in CARDS:
                out.add(value)
    return tuple(sorted(out))


def closure(card_ids: Iterable[str]) -> tuple[str, ...]:
    """Returns the card ids given and every defined card they refer to, directly or not, sorted."""
    seen: set[str] = set()
    pending = [c for c in card_ids if c in CARDS]
    while pending:
        cid = pending.pop()
        if cid in seen:
            continue
        seen.add(cid)
        pending.extend(r for r in references(CARDS[cid]) if r not in seen)
    return tuple(sorted(seen))


def cards_that(predicate: Callable[[object], bool], defs: Iterable[CardDef] | None = None) -> tuple[str, ...]:
    """Returns the ids of the cards (all defined unless given) with a node the predicate holds for, sorted."""
    pool = definitions() if defs is None else tuple(defs)
    return tuple(sorted(d.card_id for d in pool if any(predicate(n) for n in nodes(d))))


def _is(*types_: type) -> Callable[[object], bool]:
    return lambda node: isinstance(node, types_)


def deals_damage(defs: Iterable[CardDef] | None = None) -> tuple[str, ...]:
    """Returns the ids of the cards that deal damage."""
    return cards_that(_is(*DAMAGE_NODES), defs)


def _draws(node: object) -> bool:
    if isinstance(node, dsl.Draw):
        return node.side != dsl.Side.ENEMY
    return isinstance(node, dsl.DrawThis)


def draws_cards(defs: Iterable[CardDef] | None = None) -> tuple[str, ...]:
    """Returns the ids of the cards that make their controller draw."""
    return cards_that(_draws, defs)


def summons(defs: Iterable[CardDef] | None = None) -> tuple[str, ...]:
    """Returns the ids of the cards that summon minions."""
    return cards_that(_is(*SUMMON_NODES), defs)


def has_keyword(tag: Tag, defs: Iterable[CardDef] | None = None) -> tuple[str, ...]:
    """Returns the ids of the cards printed with a keyword tag (Taunt, Charge, ...)."""
    pool = definitions() if defs is None else tuple(defs)
    return tuple(sorted(d.card_id for d in pool if any(t == tag and v for t, v in d.tags)))


def gives_keyword(tag: Tag, defs: Iterable[CardDef] | None = None) -> tuple[str, ...]:
    """Returns the ids of the cards that give a keyword to something (by a tag, an enchantment or an aura)."""

    def gives(node: object) -> bool:
        if isinstance(node, dsl.SetTag):
            return node.tag == tag and node.value > 0
        return isinstance(node, dsl.Mods) and tag in node.grants

    return cards_that(gives, defs)


def node_types_used(defs: Iterable[CardDef] | None = None) -> dict[str, tuple[str, ...]]:
    """Returns, per node type name of the card language, the ids of the cards using it (types by name)."""
    pool = definitions() if defs is None else tuple(defs)
    used: dict[str, set[str]] = {}
    for d in pool:
        for node in walk(d):
            if not isinstance(node, CardDef):
                used.setdefault(type(node).__name__, set()).add(d.card_id)
    return {name: tuple(sorted(ids)) for name, ids in sorted(used.items())}


#: The prefix of the Classic format's printings of cards whose standard ids are those of other sets.
CLASSIC_PREFIX = "VAN_"


def _standard(card_id: str) -> str:
    return card_id.upper().removeprefix(CLASSIC_PREFIX)


def printings(card_id: str) -> tuple[str, ...]:
    """Returns the defined ids of the same card under another id, sorted: for a standard id (`CS2_182`)
    its Classic-format printing (`VAN_CS2_182`), and the reverse; ids are compared ignoring case."""
    definitions()
    key = _standard(card_id)
    return tuple(sorted(c for c in CARDS if _standard(c) == key and c != card_id))


def close_matches(text: str, n: int = 5) -> tuple[str, ...]:
    """Returns up to `n` defined card ids a mistyped id or a card name may have meant, best first: cards
    named exactly so (ignoring case), then ids spelled alike."""
    defs = definitions()
    wanted = text.strip().casefold()
    named = [d.card_id for d in defs if d.name.casefold() == wanted and d.collectible]
    by_key: dict[str, str] = {}
    for d in defs:
        by_key.setdefault(d.card_id.casefold(), d.card_id)
        by_key.setdefault(_standard(d.card_id).casefold(), d.card_id)
    alike = [by_key[k] for k in difflib.get_close_matches(wanted, by_key, n=n, cutoff=0.6)]
    return tuple(dict.fromkeys([*named, *alike]))[:n]


__all__ = [
    "CLASSIC_PREFIX", "DAMAGE_NODES", "DRAW_NODES", "SUMMON_NODES", "cards_that", "children", "close_matches",
    "closure", "deals_damage", "definitions", "draws_cards", "followed", "gives_keyword", "has_keyword",
    "node_types_used", "nodes", "printings", "references", "summons", "walk",
]
