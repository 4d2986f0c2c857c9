"""The bridge to HearthSim's card database (`hearthstone`, `hearthstone-data`).

Loading the database takes seconds, so the engine never does it at run time: `build_facts` writes the
facts it needs (numbers, types, keywords, names and texts in English and Simplified Chinese) to
`facts.json`, and a test checks every defined card against the database itself.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

FACTS_PATH = Path(__file__).with_name("facts.json")

#: Cards outside the VANILLA set that the pool refers to (heroes, the Coin, enchantments, tokens).
EXTRA_IDS = (
    "HERO_01", "HERO_02", "HERO_03", "HERO_04", "HERO_05", "HERO_06", "HERO_07", "HERO_08", "HERO_09",
    "GAME_005", "hexfrog", "CS2_tk1", "CS2_013t", "CS2_092e", "CS2_087e", "EX1_360e", "CS2_084e",
    "CS2_004e", "CS2_011o", "CS2_005o", "CS2_105e", "CS2_045e", "CS2_046e", "EX1_244e", "CS2_074e",
    "CS2_103e2", "DS1_070o", "EX1_019e", "CS2_226e", "EX1_399e", "CS2_063e", "CS2_017o",
    "EX1_084e", "DS1_175o", "DS1_178e", "EX1_508o", "CS2_122e", "CS2_222o", "EX1_565o", "EX1_587e",
    "CS2_009e", "CS2_041e", "EX1_025t", "VAN_CS2_009e",
    "FP1_024", "GVG_044", "GVG_110", "GVG_110t", "OG_134",
    "HERO_10", "HERO_11", "HERO_01bp", "HERO_02bp", "HERO_03bp", "HERO_04bp", "HERO_05bp", "HERO_06bp",
    "HERO_07bp", "HERO_08bp", "HERO_09bp", "HERO_10bp", "HERO_11bp", "HERO_11bpt",
)

# GameTag numbers of the keywords and numbers we keep
_KEYWORD_TAGS = {
    "TAUNT": 190, "DIVINE_SHIELD": 194, "CHARGE": 197, "RUSH": 791, "STEALTH": 191, "POISONOUS": 363,
    "LIFESTEAL": 685, "NON_KEYWORD_POISONOUS": 1944, "WINDFURY": 189, "SPELLPOWER": 192, "OVERLOAD": 215,
    "SECRET": 219,
    "BATTLECRY": 218, "DEATHRATTLE": 217, "COMBO": 220, "FREEZE": 208, "CHOOSE_ONE": 443,
    "ELUSIVE": 1211, "IMMUNE": 240, "AURA": 362, "ENRAGED": 212, "SILENCE": 339, "CANT_ATTACK": 227,
    "IMMUNE_WHILE_ATTACKING": 373, "REBORN": 1085, "OUTCAST": 1333, "DORMANT": 1518, "TRADEABLE": 1720,
    "SPELL_SCHOOL": 1635, "ARMOR": 292, "REWIND": 3934,
}
# GameTag numbers of a Death Knight card's rune costs (blood, frost, unholy): a deck-building rule only
_RUNE_TAGS = (2196, 2197, 2198)


@cache
def database() -> dict[str, Any]:
    """Returns HearthSim's card database (card id -> card), loaded once."""
    from hearthstone import cardxml

    db, _ = cardxml.load()
    return db  # type: ignore[no-any-return]


def _text(card: Any, tag: int, locale: str) -> str:
    from hearthstone.enums import GameTag

    strings = card.strings.get(GameTag(tag), {})
    return str(strings.get(locale, ""))


def facts_of(card: Any) -> dict[str, Any]:
    """Returns the facts of one database card as plain JSON data."""
    tags = {int(k): int(v) for k, v in card.tags.items() if isinstance(v, int)}
    is_weapon = int(card.type) == 7
    return {
        "id": card.id,
        "name": card.name,
        "name_zh": _text(card, 185, "zhCN"),
        "text": card.description,
        "text_zh": _text(card, 184, "zhCN"),
        "type": int(card.type),
        "class": int(card.card_class),
        "cost": int(card.cost),
        "atk": int(card.atk),
        "health": 0 if is_weapon else int(card.health),
        "durability": int(card.health or card.durability) if is_weapon else 0,
        "race": int(card.race),
        "rarity": int(card.rarity),
        "set": int(card.card_set),
        "collectible": bool(card.collectible),
        "keywords": {k: tags[v] for k, v in _KEYWORD_TAGS.items() if tags.get(v)},
        **({"runes": runes} if any(runes := [tags.get(t, 0) for t in _RUNE_TAGS]) else {}),
    }


def extra_ids() -> set[str]:
    """Returns `EXTRA_IDS` and the ids listed in the `ids_*.txt` files beside the card modules (one per line:
    enchantments and tokens of other sets that definitions use)."""
    ids = set(EXTRA_IDS)
    for path in Path(__file__).parent.rglob("ids_*.txt"):
        ids.update(line.strip() for line in path.read_text(encoding="utf-8").splitlines()
                   if line.strip() and not line.startswith("#"))
    return ids


def build_facts(path: Path = FACTS_PATH) -> int:
    """Writes the facts of the VANILLA set, the collectible cards of the CORE set and `extra_ids()` to
    `facts.json`; returns how many."""
    from hearthstone.enums import CardSet

    db = database()
    ids = sorted({cid for cid, c in db.items()
                  if c.card_set == CardSet.VANILLA or (c.card_set == CardSet.CORE and c.collectible)}
                 | extra_ids())
    facts = {cid: facts_of(db[cid]) for cid in ids if cid in db}
    path.write_text(json.dumps(facts, ensure_ascii=False, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    return len(facts)


if __name__ == "__main__":
    print(build_facts())
