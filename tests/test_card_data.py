"""Every defined card agrees with HearthSim's card database, and the Basic set is complete."""

from __future__ import annotations

from typing import Any

import pytest

import hsfp.api  # noqa: F401  (registers the cards)
from cards.hsdata import database
from hsfp.core.registry import all_definitions, definition, is_defined
from hsfp.core.tags import CardType, Tag

# "Destroy any minion damaged by this minion" is Poisonous without the keyword (GameTag 1944).
_KEYWORDS = {Tag.TAUNT: (190,), Tag.DIVINE_SHIELD: (194,), Tag.CHARGE: (197,), Tag.STEALTH: (191,),
             Tag.POISONOUS: (363, 1944), Tag.WINDFURY: (189,), Tag.SPELLPOWER: (192,), Tag.OVERLOAD: (215,),
             Tag.SECRET: (219,), Tag.RUSH: (791,), Tag.LIFESTEAL: (685,), Tag.ELUSIVE: (1211,), Tag.IMMUNE: (240,),
             Tag.CANT_ATTACK: (227,), Tag.IMMUNE_WHILE_ATTACKING: (373,)}


@pytest.fixture(scope="module")
def db() -> dict[str, Any]:
    return database()


def _basic_ids(db: dict[str, Any]) -> set[str]:
    from hearthstone.enums import CardSet, Rarity

    return {cid for cid, c in db.items() if c.card_set == CardSet.VANILLA and c.collectible and c.rarity == Rarity.FREE}


def test_every_basic_card_of_the_classic_format_is_defined(db: dict[str, Any]) -> None:
    basic = _basic_ids(db)
    assert len(basic) == 129
    assert sorted(c for c in basic if not is_defined(c)) == []


def test_the_eleven_heroes_have_todays_hero_powers_and_the_coin_exists() -> None:
    for i in range(1, 12):
        hero = definition(f"HERO_{i:02d}")
        assert hero.card_type == CardType.HERO
        assert hero.hero_power == f"HERO_{i:02d}bp"  # the hero power the card database gives the hero today
        assert definition(hero.hero_power).card_type == CardType.HERO_POWER
    for i in range(1, 10):  # today's printings do what the Classic-format ones did
        today, classic = definition(f"HERO_0{i}bp"), definition(f"VAN_HERO_0{i}bp")
        assert (today.play, today.target, today.playable_if) == (classic.play, classic.target, classic.playable_if)
    assert definition("GAME_005").card_type == CardType.SPELL


@pytest.mark.parametrize("card_id", [d.card_id for d in all_definitions()])
def test_defined_card_matches_the_database(card_id: str, db: dict[str, Any]) -> None:
    d = definition(card_id)
    c = db[card_id]
    assert d.name == c.name
    assert int(d.card_type) == int(c.type)
    assert d.card_class == int(c.card_class)
    assert d.collectible == bool(c.collectible)
    if d.card_type == CardType.ENCHANTMENT:
        return
    assert d.cost == c.cost
    assert d.race == int(c.race)
    if d.card_type == CardType.WEAPON:
        assert (d.atk, d.durability) == (c.atk, c.durability or c.health)
    elif d.card_type in (CardType.MINION, CardType.HERO):
        assert (d.atk, d.health) == (c.atk, c.health)
    printed = dict(d.tags)
    for tag, numbers in _KEYWORDS.items():
        assert printed.get(tag, 0) == max(c.tags.get(n, 0) for n in numbers), f"{card_id}: {tag.name}"
