"""Card facts from `facts.json` (built from HearthSim's database by `cards.hsdata`)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, NotRequired, TypedDict

#: What the card database says of one card ("class" is a keyword, hence the functional form).
Facts = TypedDict("Facts", {
    "id": str, "name": str, "name_zh": str, "text": str, "text_zh": str, "type": int, "class": int,
    "cost": int, "atk": int, "health": int, "durability": int, "race": int, "rarity": int, "set": int,
    "collectible": bool, "keywords": dict[str, int],
    "runes": NotRequired[list[int]],  # a Death Knight card's rune costs: Blood, Frost, Unholy
})


@cache
def all_facts() -> dict[str, Facts]:
    """Returns the facts of every card in `facts.json`, by card id."""
    data: dict[str, Any] = json.loads(Path(__file__).with_name("facts.json").read_text(encoding="utf-8"))
    return {k: v for k, v in data.items()}


def facts(card_id: str) -> Facts:
    """Returns the facts of one card."""
    try:
        return all_facts()[card_id]
    except KeyError:
        raise KeyError(f"{card_id} is not in facts.json (add it to cards.hsdata.EXTRA_IDS)") from None
