"""Decks for self-play and benchmarks: random decks from the defined pool, or lists of card ids."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import hsfp.api  # noqa: F401  (registers the cards)
from cards.facts import facts
from hsfp.core.registry import all_definitions, is_defined
from hsfp.core.tags import CardType

HEROES = tuple(f"HERO_0{i}" for i in range(1, 10))


_PLAYABLE = (CardType.MINION, CardType.SPELL, CardType.WEAPON)
_FREE = 2  # HearthSim's rarity of the Basic cards


@cache
def card_pool(types: tuple[CardType, ...] = _PLAYABLE, basic_only: bool = False) -> tuple[str, ...]:
    """Returns the collectible cards of the Classic format (the VANILLA set) of the given types, by card id;
    `basic_only`: the Basic cards alone."""
    return tuple(d.card_id for d in all_definitions()
                 if d.collectible and d.card_type in types and d.card_id.startswith("VAN_")
                 and (not basic_only or facts(d.card_id)["rarity"] == _FREE))


def random_deck(rng: random.Random, pool: tuple[str, ...] | None = None, size: int = 30) -> list[str]:
    """Returns `size` cards drawn with replacement from a pool (default: every collectible Classic-format
    card, Basic and Classic)."""
    pool = pool or card_pool()
    return [pool[rng.randrange(len(pool))] for _ in range(size)]


def parse_deck(text: str, rng: random.Random) -> list[str]:
    """Returns a deck from "random" (any Basic and Classic cards), "basic" (Basic cards only), a
    comma-separated list of card ids, or a file of card ids (one per line or comma-separated)."""
    if text == "random":
        return random_deck(rng)
    if text == "basic":
        return random_deck(rng, card_pool(basic_only=True))
    if "," not in text and Path(text).is_file():
        text = Path(text).read_text(encoding="utf-8").replace("\n", ",")
    ids = [c.strip() for c in text.split(",") if c.strip()]
    unknown = [c for c in ids if not is_defined(c)]
    if unknown:
        raise ValueError(f"undefined card ids in deck: {', '.join(sorted(set(unknown)))}")
    return ids
