"""Decks for self-play and benchmarks: random decks from the defined pool, or lists of card ids."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import hsfp.api  # noqa: F401  (registers the cards)
from hsfp.core.registry import all_definitions, is_defined
from hsfp.core.tags import CardType

HEROES = tuple(f"HERO_0{i}" for i in range(1, 10))


@cache
def basic_pool(types: tuple[CardType, ...] = (CardType.MINION, CardType.SPELL, CardType.WEAPON)) -> tuple[str, ...]:
    """Returns the collectible Basic cards of the given types, by card id."""
    return tuple(d.card_id for d in all_definitions()
                 if d.collectible and d.card_type in types and d.card_id.startswith("VAN_"))


def random_deck(rng: random.Random, pool: tuple[str, ...] | None = None, size: int = 30) -> list[str]:
    """Returns `size` cards drawn with replacement from a pool (default: every collectible Basic card)."""
    pool = pool or basic_pool()
    return [pool[rng.randrange(len(pool))] for _ in range(size)]


def parse_deck(text: str, rng: random.Random) -> list[str]:
    """Returns a deck from "random", a comma-separated list of card ids, or a file of card ids (one per
    line or comma-separated)."""
    if text == "random":
        return random_deck(rng)
    if "," not in text and Path(text).is_file():
        text = Path(text).read_text(encoding="utf-8").replace("\n", ",")
    ids = [c.strip() for c in text.split(",") if c.strip()]
    unknown = [c for c in ids if not is_defined(c)]
    if unknown:
        raise ValueError(f"undefined card ids in deck: {', '.join(sorted(set(unknown)))}")
    return ids
