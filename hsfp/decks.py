"""Decks: the deck-building rules (`validate`), random decks from the defined pool, and decks read from
text (card ids or a file of them).

`validate` says everything that is wrong with a deck for a hero and a format; `new_game` refuses only
what no game can be played with (`DeckError`) and sets up any other deck as asked, so a test may play
30 copies of one card.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache
from pathlib import Path

import hsfp.api  # noqa: F401  (registers the cards)
from cards.facts import all_facts
from cards.query import close_matches, printings
from hsfp.core.registry import CARDS, all_definitions
from hsfp.core.tags import CardClass, CardType
from reducers.setup import DECK_CARD_TYPES, MAX_DECK_SIZE, DeckError, is_deck_card

HEROES = tuple(f"HERO_0{i}" for i in range(1, 10))

#: Cards in a deck of the real game.
DECK_SIZE = 30
#: Copies of one card a deck may hold; of a legendary card.
MAX_COPIES = 2
MAX_LEGENDARY_COPIES = 1

_PLAYABLE = (CardType.MINION, CardType.SPELL, CardType.WEAPON)
_FREE = 2  # HearthSim's rarity of the Basic cards
_LEGENDARY = 5  # HearthSim's rarity of legendary cards
_VANILLA = 1646  # HearthSim's card set of the Classic format's cards
#: How many suggestions an unknown card id gets.
_SUGGESTIONS = 3


class Format(Enum):
    """A set of cards and heroes decks are built from."""

    #: The Classic format: the VANILLA set (Basic and Classic cards, ids `VAN_...`), the nine basic heroes.
    CLASSIC = "classic"

    @property
    def title(self) -> str:
        """Returns the format's name as players say it."""
        return self.value.capitalize()

    @property
    def card_sets(self) -> frozenset[int]:
        """Returns the HearthSim card sets of the format's cards."""
        return frozenset({_VANILLA})

    @property
    def heroes(self) -> tuple[str, ...]:
        """Returns the card ids of the heroes a deck of the format may be played with."""
        return HEROES


class DeckCode(Enum):
    """What is wrong with a deck: the rule it breaks, or why no game can be played with it."""

    NOT_A_LIST = "not_a_list"
    NOT_A_CARD_ID = "not_a_card_id"
    UNKNOWN_CARD = "unknown_card"
    NOT_A_DECK_CARD = "not_a_deck_card"
    TOO_LARGE = "too_large"
    UNKNOWN_HERO = "unknown_hero"
    DECK_SIZE = "deck_size"
    COPIES = "copies"
    LEGENDARY_COPIES = "legendary_copies"
    CLASS = "class"
    FORMAT = "format"

    @property
    def unplayable(self) -> bool:
        """Returns whether a deck with this problem cannot be played at all (`new_game` raises DeckError)."""
        return self in _UNPLAYABLE


_UNPLAYABLE = frozenset({DeckCode.NOT_A_LIST, DeckCode.NOT_A_CARD_ID, DeckCode.UNKNOWN_CARD,
                         DeckCode.NOT_A_DECK_CARD, DeckCode.TOO_LARGE, DeckCode.UNKNOWN_HERO})


@dataclass(frozen=True)
class DeckProblem:
    """One thing wrong with a deck: its code, a sentence saying so, and the card it is about."""

    code: DeckCode
    message: str
    card_id: str | None = None

    def __str__(self) -> str:
        return self.message


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _label(card_id: str) -> str:
    d = CARDS.get(card_id)
    return f"{d.name} ({card_id})" if d is not None else card_id


def _class_name(card_class: int) -> str:
    try:
        return CardClass(card_class).name.replace("DEMONHUNTER", "DEMON HUNTER").title()
    except ValueError:
        return f"class {card_class}"


def unknown_card_message(card_id: str) -> str:
    """Returns a sentence saying a card id is unknown, with the defined ids it may have meant."""
    shown = card_id if len(card_id) <= 40 else card_id[:40] + "…"
    hints = (printings(card_id) or close_matches(card_id, _SUGGESTIONS)) if len(card_id) <= 40 else ()
    hint = f" (did you mean {' or '.join(hints)}?)" if hints else ""
    return f"{shown!r} is not a known card id{hint}."


def _card_problems(card_id: str, count: int, hero_class: int | None, fmt: Format) -> list[DeckProblem]:
    d = CARDS.get(card_id)
    if d is None:
        return [DeckProblem(DeckCode.UNKNOWN_CARD, unknown_card_message(card_id), card_id)]
    if not is_deck_card(card_id):
        why = ("it is not collectible" if d.card_type in DECK_CARD_TYPES
               else f"it is a {d.card_type.name.lower().replace('_', ' ')}")
        return [DeckProblem(DeckCode.NOT_A_DECK_CARD, f"{_label(card_id)} cannot be in a deck: {why}.", card_id)]
    out = []
    facts = all_facts().get(card_id)
    legendary = facts is not None and facts["rarity"] == _LEGENDARY
    if legendary and count > MAX_LEGENDARY_COPIES:
        out.append(DeckProblem(DeckCode.LEGENDARY_COPIES, f"{_label(card_id)} is legendary and in the deck {count} "
                               f"times; a deck may hold {MAX_LEGENDARY_COPIES} copy of a legendary card.", card_id))
    elif not legendary and count > MAX_COPIES:
        out.append(DeckProblem(DeckCode.COPIES, f"{_label(card_id)} is in the deck {count} times; a deck may hold "
                               f"at most {MAX_COPIES} copies of a card.", card_id))
    if hero_class is not None and d.card_class not in (hero_class, int(CardClass.NEUTRAL)):
        out.append(DeckProblem(DeckCode.CLASS, f"{_label(card_id)} is a {_class_name(d.card_class)} card; a "
                               f"{_class_name(hero_class)} deck holds only {_class_name(hero_class)} and "
                               "neutral cards.", card_id))
    if facts is None or facts["set"] not in fmt.card_sets:
        out.append(DeckProblem(DeckCode.FORMAT, f"{_label(card_id)} is not in the {fmt.title} format.", card_id))
    return out


def _hero_problems(hero: object, fmt: Format) -> tuple[int | None, list[DeckProblem]]:
    d = CARDS.get(hero) if isinstance(hero, str) else None
    if d is None or d.card_type != CardType.HERO or not d.hero_power:
        shown = repr(hero)[:40]
        return None, [DeckProblem(DeckCode.UNKNOWN_HERO, f"{shown} is not a hero; the {fmt.title} format's heroes "
                                  f"are {', '.join(fmt.heroes)}.")]
    if d.card_id not in fmt.heroes:
        return d.card_class, [DeckProblem(DeckCode.FORMAT, f"The hero {_label(d.card_id)} is not in the {fmt.title} "
                                          f"format; its heroes are {', '.join(fmt.heroes)}.", d.card_id)]
    return d.card_class, []


def validate(deck: Sequence[str], hero: str, format: Format = Format.CLASSIC) -> tuple[DeckProblem, ...]:
    """Returns every way a deck breaks the deck-building rules for a hero in a format (exactly 30 cards, at
    most 2 copies of a card and 1 of a legendary, the hero's class and neutral cards, collectible cards of
    the format), and every reason no game can be played with it; empty when the deck is legal."""
    items: object = deck
    hero_class, problems = _hero_problems(hero, format)
    if isinstance(items, str | bytes) or not isinstance(items, Sequence):
        return (DeckProblem(DeckCode.NOT_A_LIST, f"A deck is a list of card ids, not a {type(items).__name__}."),
                *problems)
    if len(items) > MAX_DECK_SIZE:
        problems.append(DeckProblem(DeckCode.TOO_LARGE, f"The deck has {_cards(len(items))}; no game is played with "
                                    f"more than {MAX_DECK_SIZE}."))
    elif len(items) != DECK_SIZE:
        problems.append(DeckProblem(DeckCode.DECK_SIZE, f"The deck has {_cards(len(items))}; a deck has exactly "
                                    f"{DECK_SIZE}."))
    odd = [c for c in items if not isinstance(c, str)]
    if odd:
        kinds = ", ".join(sorted({type(c).__name__ for c in odd}))
        problems.append(DeckProblem(DeckCode.NOT_A_CARD_ID, f"The deck holds {len(odd)} item(s) that are not "
                                    f"card ids ({kinds})."))
    counts = Counter(c for c in items if isinstance(c, str))
    for card_id, count in counts.items():
        problems.extend(_card_problems(card_id, count, hero_class, format))
    return tuple(problems)


def hero_for(deck: Sequence[str]) -> str | None:
    """Returns the basic hero of the class most of a deck's class cards belong to, None for a deck of
    neutral cards only."""
    classes = Counter(d.card_class for c in deck if (d := CARDS.get(c)) is not None
                      and d.card_class != CardClass.NEUTRAL)
    if not classes:
        return None
    wanted = classes.most_common(1)[0][0]
    return next((h for h in HEROES if CARDS[h].card_class == wanted), None)


@cache
def card_pool(types: tuple[CardType, ...] = _PLAYABLE, basic_only: bool = False) -> tuple[str, ...]:
    """Returns the collectible cards of the Classic format (the VANILLA set) of the given types, by card id;
    `basic_only`: the Basic cards alone."""
    facts = all_facts()
    return tuple(d.card_id for d in all_definitions()
                 if d.collectible and d.card_type in types and d.card_id.startswith("VAN_")
                 and (not basic_only or facts[d.card_id]["rarity"] == _FREE))


def random_deck(rng: random.Random, pool: tuple[str, ...] | None = None, size: int = DECK_SIZE) -> list[str]:
    """Returns `size` cards drawn with replacement from a pool (default: every collectible Classic-format
    card, Basic and Classic)."""
    pool = pool or card_pool()
    return [pool[rng.randrange(len(pool))] for _ in range(size)]


def is_random(text: str) -> bool:
    """Returns whether a deck's text asks for random decks ("random" or "basic") rather than naming cards."""
    return text in ("random", "basic")


def read_deck(text: str) -> list[str]:
    """Returns the card ids of a comma-separated list or of a file of card ids (one per line or
    comma-separated), unchecked; raises OSError if the file cannot be read."""
    if "," not in text and Path(text).is_file():
        text = Path(text).read_text(encoding="utf-8").replace("\n", ",")
    return [c.strip() for c in text.split(",") if c.strip()]


def parse_deck(text: str, rng: random.Random) -> list[str]:
    """Returns a deck from "random" (any Basic and Classic cards), "basic" (Basic cards only), a
    comma-separated list of card ids, or a file of card ids (one per line or comma-separated); raises
    DeckError naming the ids no card is defined for."""
    if text == "random":
        return random_deck(rng)
    if text == "basic":
        return random_deck(rng, card_pool(basic_only=True))
    ids = read_deck(text)
    unknown = sorted({c for c in ids if c not in CARDS})
    if unknown:
        raise DeckError(" ".join(unknown_card_message(c) for c in unknown[:8])
                        + (f" ({len(unknown) - 8} more unknown ids)" if len(unknown) > 8 else ""))
    return ids


__all__ = [
    "DECK_SIZE",
    "HEROES",
    "MAX_COPIES",
    "MAX_DECK_SIZE",
    "MAX_LEGENDARY_COPIES",
    "DeckCode",
    "DeckError",
    "DeckProblem",
    "Format",
    "card_pool",
    "hero_for",
    "is_random",
    "parse_deck",
    "random_deck",
    "read_deck",
    "validate",
]
