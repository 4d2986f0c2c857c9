"""What the API says about cards and decks: search, one card's numbers and texts, pool counts, the preset
decks (matched by name against the defined cards), and decks read from a request."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

from cards.facts import all_facts
from cards.query import definitions
from cards.text import render
from hsfp import decks as _decks
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, CardType, Tag
from hsfp.decks import HEROES, DeckError, card_pool, format_of, hero_for, random_deck, validate
from hsfp.serve.schemas import CardDoc, CardSummary, DeckDoc, StatsDoc

#: Deck specs that ask for random decks.
RANDOM_DECKS = ("random", "basic")


class BadDeck(ValueError):
    """A deck a request gives that no game can be played with; names the field and says why."""

    def __init__(self, field: tuple[str | int, ...], message: str) -> None:
        super().__init__(message)
        self.field = field


def _name(enum: type[CardClass] | type[CardType], value: int) -> str:
    try:
        return enum(value).name
    except ValueError:
        return str(value)


def search(q: str, limit: int) -> list[CardSummary]:
    """Returns up to `limit` defined cards whose id or name contains `q` (ignoring case), by id."""
    wanted = q.strip().casefold()
    out = []
    for d in sorted(definitions(), key=lambda d: d.card_id):
        if not wanted or wanted in d.card_id.casefold() or wanted in d.name.casefold():
            out.append(CardSummary(id=d.card_id, name=d.name, type=_name(CardType, d.card_type), cost=d.cost,
                                   collectible=d.collectible))
            if len(out) >= limit:
                break
    return out


def _text(d: CardDef, lang: str) -> str:
    return render(d, "en" if lang == "en" else "zh")


def card(card_id: str) -> CardDoc | None:
    """Returns one defined card's document, or None."""
    definitions()
    d = CARDS.get(card_id)
    if d is None:
        return None
    f: dict[str, Any] = dict(all_facts().get(card_id) or {})
    keywords = sorted(Tag(t).name for t, v in d.tags if v)
    return CardDoc(id=d.card_id, name=d.name, name_zh=str(f.get("name_zh", "")), type=_name(CardType, d.card_type),
                   card_class=_name(CardClass, d.card_class), cost=d.cost, attack=d.atk, health=d.health,
                   durability=d.durability, race=d.race, rarity=int(f.get("rarity", 0)), set=int(f.get("set", 0)),
                   collectible=d.collectible, keywords=keywords, text_en=_text(d, "en"), text_zh=_text(d, "zh"),
                   official_text=str(f.get("text", "")), official_text_zh=str(f.get("text_zh", "")))


@cache
def stats() -> StatsDoc:
    """Returns counts of the defined collectible cards by set, class and type."""
    defs = definitions()
    facts = all_facts()
    collectible = [d for d in defs if d.collectible]
    by_set = Counter(str(facts[d.card_id]["set"]) if d.card_id in facts else "unknown" for d in collectible)
    return StatsDoc(cards=len(defs), collectible=len(collectible), by_set=dict(sorted(by_set.items())),
                    by_class=dict(sorted(Counter(_name(CardClass, d.card_class) for d in collectible).items())),
                    by_type=dict(sorted(Counter(_name(CardType, d.card_type) for d in collectible).items())))


@cache
def presets() -> dict[str, DeckDoc]:
    """Returns the preset decks by name, each with the card ids the engine has and the names it lacks."""
    return {p.name: DeckDoc(name=p.name, card_class=p.card_class.name, source=p.source, complete=p.complete,
                            cards=list(p.names), card_ids=list(p.cards), missing=list(p.missing))
            for p in _decks.presets()}


def _from_code(code: str, field: tuple[str | int, ...]) -> list[str]:
    if not _decks.is_code(code):
        raise BadDeck(field, "not a preset name, a random deck or a deck code")
    try:
        return list(_decks.from_code(code)[1])
    except DeckError as e:
        raise BadDeck(field, str(e)) from None


@dataclass(frozen=True)
class Deal:
    """The decks and heroes of a new game, and what was not as the deck-building rules want."""

    decks: tuple[tuple[str, ...], tuple[str, ...]]
    heroes: tuple[str, str]
    warnings: tuple[str, ...]


def _deck(spec: str | list[str], seat: int, rng: random.Random) -> tuple[list[str], list[str]]:
    field: tuple[str | int, ...] = ("body", "decks", seat)
    if isinstance(spec, list):
        unknown = sorted({c for c in spec if c not in CARDS})
        if unknown:
            raise BadDeck(field, f"unknown card ids: {', '.join(unknown[:8])}")
        return list(spec), []
    if spec in RANDOM_DECKS:
        return random_deck(rng, card_pool(basic_only=spec == "basic")), []
    preset = presets().get(spec)
    if preset is not None:
        warn = [f"deck {seat} ({spec}): the engine lacks {', '.join(preset.missing)}; "
                f"it plays the {len(preset.card_ids)} cards it has"] if preset.missing else []
        return list(preset.card_ids), warn
    return _from_code(spec, field), []


def deal(decks: list[str | list[str]] | None, heroes: list[str] | None, seed: int) -> Deal:
    """Returns the decks and heroes a new-game request asks for; raises BadDeck for one no game can use."""
    definitions()
    rng = random.Random(seed)
    specs: list[str | list[str]] = list(decks) if decks is not None else ["random", "random"]
    made = [_deck(s, i, rng) for i, s in enumerate(specs)]
    warnings = [w for _, ws in made for w in ws]
    chosen: list[str] = []
    for i in (0, 1):
        if heroes is not None:
            h = heroes[i]
            if h not in HEROES:
                raise BadDeck(("body", "heroes", i), f"a hero is one of {', '.join(HEROES)}, not {h[:40]!r}")
        else:
            h = hero_for(made[i][0]) or HEROES[rng.randrange(len(HEROES))]
        chosen.append(h)
        for p in validate(made[i][0], h, format_of(made[i][0])):
            if specs[i] in RANDOM_DECKS and not p.code.unplayable:
                continue  # a random deck breaks the deck-building rules by design
            if p.code.unplayable:
                raise BadDeck(("body", "decks", i), str(p))
            warnings.append(f"deck {i}: {p}")
    return Deal((tuple(made[0][0]), tuple(made[1][0])), (chosen[0], chosen[1]), tuple(warnings))


__all__ = ["BadDeck", "Deal", "card", "deal", "presets", "search", "stats"]
