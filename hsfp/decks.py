"""Decks: the deck-building rules (`validate`), random decks from the defined pool, the preset decks that
ship in `cards/decks/` (`preset`, `presets`), deck codes (`from_code`, `to_code`), and decks read from text
(a preset name, a deck code, card ids or a file of them).

`validate` says everything that is wrong with a deck for a hero and a format; `new_game` refuses only
what no game can be played with (`DeckError`) and sets up any other deck as asked, so a test may play
30 copies of one card.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache, lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any

import cards.facts as _facts_module
import hsfp.api  # noqa: F401  (registers the cards)
from cards.facts import all_facts
from cards.query import close_matches, printings
from hsfp.core.registry import CARDS, all_definitions, version
from hsfp.core.tags import CardClass, CardType
from reducers.setup import DECK_CARD_TYPES, MAX_DECK_SIZE, DeckError, is_deck_card

#: The nine heroes of 2014 (the Classic format's and Standard 2017's).
HEROES = tuple(f"HERO_0{i}" for i in range(1, 10))
#: Every class's basic hero today: the nine, Illidan Stormrage (Demon Hunter) and The Lich King (Death Knight).
ALL_HEROES = (*HEROES, "HERO_10", "HERO_11")

#: Cards in a deck of the real game.
DECK_SIZE = 30
#: Copies of one card a deck may hold; of a legendary card.
MAX_COPIES = 2
MAX_LEGENDARY_COPIES = 1

_PLAYABLE = (CardType.MINION, CardType.SPELL, CardType.WEAPON)
_FREE = 2  # HearthSim's rarity of the Basic cards
_LEGENDARY = 5  # HearthSim's rarity of legendary cards
_VANILLA = 1646  # HearthSim's card set of the Classic format's cards
_CORE = 1637  # HearthSim's CORE set
#: The card sets of Standard this year, as hearthstone-data defines it (`hearthstone.utils.STANDARD_SETS` of
#: the latest `ZodiacYear`, the Year of the Scarab; a test checks the two agree).
STANDARD_SETS = frozenset({
    _CORE, 1941,  # EVENT
    1946, 1952, 1957, 1980, 1988, 1994,  # EMERALD_DREAM .. BE
})
#: Card sets no Wild deck holds: the Classic format's own, hero skins, and the hidden copies of CORE cards.
_NOT_WILD = frozenset({_VANILLA, 17, 1810})
#: A Death Knight deck's rune slots: the most runes its cards may ask for, of the three kinds together.
MAX_RUNES = 3
#: How many suggestions an unknown card id gets.
_SUGGESTIONS = 3


class Format(Enum):
    """A set of cards and heroes decks are built from."""

    #: The Classic format: the VANILLA set (Basic and Classic cards, ids `VAN_...`), the nine basic heroes.
    CLASSIC = "classic"
    #: Standard as it was in January 2017 (the benchmark decks' format): Basic and Classic in their own
    #: printings, Blackrock Mountain, The Grand Tournament, The League of Explorers, Whispers of the Old
    #: Gods, One Night in Karazhan and Mean Streets of Gadgetzan.
    STANDARD_2017 = "standard-2017"
    #: The CORE set of the current year alone (as far as the engine defines it).
    CORE = "core"
    #: Standard of the current year (`STANDARD_SETS`), every class.
    STANDARD = "standard"
    #: Wild: every set but the Classic format's own, every class.
    WILD = "wild"

    @property
    def title(self) -> str:
        """Returns the format's name as players say it."""
        return "Standard (January 2017)" if self is Format.STANDARD_2017 else self.value.capitalize()

    def holds(self, card_set: int) -> bool:
        """Returns whether the format's decks may hold cards of a HearthSim card set."""
        if self is Format.WILD:
            return card_set not in _NOT_WILD
        return card_set in _FORMAT_SETS[self]

    @property
    def heroes(self) -> tuple[str, ...]:
        """Returns the card ids of the heroes a deck of the format may be played with."""
        return HEROES if self in (Format.CLASSIC, Format.STANDARD_2017) else ALL_HEROES


#: HearthSim's card sets of each format. The Basic cards' own printings are in LEGACY today, and a few
#: Classic ones went to the Hall of Fame (HOF).
_FORMAT_SETS: dict[Format, frozenset[int]] = {
    Format.CLASSIC: frozenset({_VANILLA}),
    Format.STANDARD_2017: frozenset({
        1635,  # LEGACY (the Basic set, BASIC in 2017)
        3,  # EXPERT1 (Classic)
        4,  # HOF
        14,  # BRM
        15,  # TGT
        20,  # LOE
        21,  # OG
        23,  # KARA
        25,  # GANGS
    }),
    Format.CORE: frozenset({_CORE}),
    Format.STANDARD: STANDARD_SETS,
}


def format_of(deck: Sequence[str]) -> Format:
    """Returns the format a deck's cards belong to: the first format holding all of them (Classic, Standard
    2017, Core, Standard, Wild), else Classic, whose checks then name the cards outside it."""
    facts = all_facts()
    sets = {facts[c]["set"] for c in deck if isinstance(c, str) and c in facts}
    return next((f for f in Format if all(f.holds(x) for x in sets)), Format.CLASSIC)


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
    RUNES = "runes"

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
    if facts is None or not fmt.holds(facts["set"]):
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
    asked = deck_runes(counts)
    if sum(asked) > MAX_RUNES:
        problems.append(DeckProblem(DeckCode.RUNES, f"The deck's cards ask for {_runes_text(asked)}: "
                                    f"{sum(asked)} runes; a deck has {MAX_RUNES}."))
    return tuple(problems)


_RUNE_NAMES = ("Blood", "Frost", "Unholy")


def card_runes(card_id: str) -> tuple[int, int, int]:
    """Returns the runes a Death Knight card asks of its deck (Blood, Frost, Unholy); (0, 0, 0) for others."""
    facts = all_facts().get(card_id)
    runes = (facts.get("runes") if facts is not None else None) or [0, 0, 0]
    return (int(runes[0]), int(runes[1]), int(runes[2]))


def deck_runes(cards: Sequence[str] | Counter[str]) -> tuple[int, int, int]:
    """Returns the runes a deck needs: of each kind, the most any of its cards asks for."""
    asked = [card_runes(c) for c in cards if isinstance(c, str)]
    return (max((r[0] for r in asked), default=0), max((r[1] for r in asked), default=0),
            max((r[2] for r in asked), default=0))


def _runes_text(runes: tuple[int, int, int]) -> str:
    return ", ".join(f"{n} {name}" for n, name in zip(runes, _RUNE_NAMES, strict=True) if n) or "no runes"


def random_legal_deck(rng: random.Random, fmt: Format, hero: str) -> list[str]:
    """Returns a random deck that `validate` accepts for a hero in a format: 30 defined collectible cards of
    the format, of the hero's class or neutral, within the copy limits, and for a Death Knight within three
    runes of kinds drawn first; raises DeckError if the engine defines too few such cards."""
    hero_class = CARDS[hero].card_class
    runes = [0, 0, 0]
    if hero_class == CardClass.DEATHKNIGHT:
        for _ in range(MAX_RUNES):
            runes[rng.randrange(3)] += 1
    copies: list[str] = []
    for card_id in _format_pool(fmt, hero_class, version()):
        if any(a > b for a, b in zip(card_runes(card_id), runes, strict=True)):
            continue
        legendary = all_facts()[card_id]["rarity"] == _LEGENDARY
        copies += [card_id] * (MAX_LEGENDARY_COPIES if legendary else MAX_COPIES)
    if len(copies) < DECK_SIZE:
        raise DeckError(f"the engine defines {len(copies)} cards a {_class_name(hero_class)} deck of the {fmt.title} "
                        f"format may hold; a deck has {DECK_SIZE}")
    return sorted(rng.sample(copies, DECK_SIZE))


@lru_cache(maxsize=64)
def _format_pool(fmt: Format, hero_class: int, registry_version: int = -1) -> tuple[str, ...]:
    facts = all_facts()
    return tuple(d.card_id for d in all_definitions()
                 if d.card_class in (hero_class, CardClass.NEUTRAL) and is_deck_card(d.card_id)
                 and d.card_id in facts and fmt.holds(facts[d.card_id]["set"]))


def hero_for(deck: Sequence[str]) -> str | None:
    """Returns the basic hero of the class most of a deck's class cards belong to, None for a deck of
    neutral cards only."""
    classes = Counter(d.card_class for c in deck if (d := CARDS.get(c)) is not None
                      and d.card_class != CardClass.NEUTRAL)
    if not classes:
        return None
    wanted = classes.most_common(1)[0][0]
    return next((h for h in ALL_HEROES if CARDS[h].card_class == wanted), None)


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


# ------------------------------------------------------------------------------------------ presets

#: The printing prefixes of later card sets: a card id without one is the printing of its first set.
_LATER_PRINTINGS = ("VAN_", "CORE_")
#: How many card names an error message lists before it says how many more there are.
_LISTED = 12


@dataclass(frozen=True)
class Preset:
    """A deck that ships with the project (`cards/decks/`): its name, the basic hero of its class, its source,
    the 30 card names as printed, the card ids of the names the engine defines (in list order) and the names
    it does not define yet."""

    name: str
    hero: str
    card_class: CardClass
    source: str
    names: tuple[str, ...]
    cards: tuple[str, ...]
    missing: tuple[str, ...]
    #: Names played in their Classic-format (`VAN_`) printing because their own printing is not defined.
    older: tuple[str, ...] = ()

    @property
    def complete(self) -> bool:
        """Returns whether the engine defines every card of the deck."""
        return not self.missing

    @property
    def missing_copies(self) -> int:
        """Returns how many of the deck's cards (counting copies) the engine does not define."""
        return len(self.names) - len(self.cards)


def _rank(card_id: str) -> tuple[int, str]:
    # The printing a deck list of its time meant comes first, then the Classic format's, then any other.
    if not card_id.startswith(_LATER_PRINTINGS):
        return (0, card_id)
    return (1, card_id) if card_id.startswith("VAN_") else (2, card_id)


@lru_cache(maxsize=1)  # only the registry's current version is asked for
def _by_name(registry_version: int) -> dict[str, str]:
    """Card names (case-folded) to the defined collectible card id of that name, in one version of the registry."""
    out: dict[str, str] = {}
    for d in sorted(all_definitions(), key=lambda d: _rank(d.card_id)):
        if d.collectible and d.card_type in DECK_CARD_TYPES:
            out.setdefault(d.name.casefold(), d.card_id)
    return out


def card_for_name(name: str) -> str | None:
    """Returns the defined collectible card id a card name means (the printing without a later set's prefix
    first, then the `VAN_` one), or None."""
    return _by_name(version()).get(name.casefold())


def basic_hero(card_class: CardClass | int) -> str | None:
    """Returns the basic hero of a class, or None for a class without one."""
    return next((h for h in ALL_HEROES if CARDS[h].card_class == card_class), None)


def build_preset(name: str, card_class: CardClass, names: Sequence[str], source: str = "") -> Preset:
    """Returns a preset deck from its card names, matched against the defined cards; raises DeckError for
    a class without a basic hero."""
    hero = basic_hero(card_class)
    if hero is None:
        raise DeckError(f"the preset {name} is a {_class_name(card_class)} deck; no hero of that class is defined")
    found = [card_for_name(n) for n in names]
    cards = tuple(c for c in found if c is not None)
    missing = tuple(sorted({n for n, c in zip(names, found, strict=True) if c is None}))
    older = tuple(sorted({n for n, c in zip(names, found, strict=True) if c is not None and c.startswith("VAN_")}))
    return Preset(name, hero, card_class, source, tuple(names), cards, missing, older)


#: The preset decks' folder, one JSON file per deck.
DECKS_DIR = Path(str(_facts_module.__file__)).with_name("decks")


def _deck_files() -> dict[str, Path]:
    return {f.stem: f for f in DECKS_DIR.glob("*.json")}


@cache
def _preset_data(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_deck_files()[name].read_text(encoding="utf-8"))
    return data


def preset_names() -> tuple[str, ...]:
    """Returns the names of the preset decks, sorted."""
    return tuple(sorted(_deck_files()))


def preset(name: str) -> Preset:
    """Returns the preset deck of that name (as `AggroPirateWarrior`); raises DeckError for an unknown name."""
    if name not in preset_names():
        shown = name if len(name) <= 40 else name[:40] + "…"
        raise DeckError(f"no preset deck {shown!r}; the presets are {', '.join(preset_names())}")
    data = _preset_data(name)
    return build_preset(name, CardClass[data["class"]], tuple(data["cards"]), data.get("source", ""))


def presets() -> tuple[Preset, ...]:
    """Returns every preset deck, by name."""
    return tuple(preset(n) for n in preset_names())


def _listed(names: Sequence[str]) -> str:
    more = f" and {len(names) - _LISTED} more" if len(names) > _LISTED else ""
    return ", ".join(names[:_LISTED]) + more


def incomplete_message(what: str, missing: Sequence[str]) -> str:
    """Returns a sentence saying a deck holds cards the engine does not define yet, naming them."""
    return (f"{what} holds {_cards(len(missing))} the engine does not define yet, so it cannot play them: "
            f"{_listed(missing)}")


# --------------------------------------------------------------------------------------- deck codes

#: What installs the modules deck codes need.
DATA_EXTRA = "pip install 'hsfp[data]'"
#: A deck code: base64 of a zero byte, the version (1) and the rest, as the game writes it.
_CODE = re.compile(r"AAE[A-Za-z0-9+/]+={0,2}")


@dataclass(frozen=True)
class DecodedDeck:
    """A deck code as the engine plays it: the hero, the card ids it defines (a copy per card) and the cards
    of the code it does not define yet ("Name (ID)")."""

    hero: str
    cards: tuple[str, ...]
    missing: tuple[str, ...]
    #: Card ids played in their Classic-format (`VAN_`) printing because the code's printing is not defined.
    older: tuple[str, ...] = ()


def _deckstrings() -> ModuleType:
    try:
        import hearthstone_data  # noqa: F401  (the card database the dbf ids are looked up in)
        from hearthstone import deckstrings
    except ImportError:
        raise DeckError(f"deck codes need the data extra (hearthstone, hearthstone-data): {DATA_EXTRA}") from None
    module: ModuleType = deckstrings
    return module


@cache
def _database() -> dict[str, Any]:
    from cards.hsdata import database

    return database()


@cache
def _card_ids() -> dict[int, str]:
    """HearthSim's dbf ids to card ids."""
    return {int(c.dbf_id): cid for cid, c in _database().items()}


def is_code(text: str) -> bool:
    """Returns whether a deck's text is shaped like a deck code (not whether the code is valid)."""
    return text not in CARDS and _CODE.fullmatch(text.strip()) is not None


def _hero_of(dbf_id: int) -> str:
    cid = _card_ids().get(dbf_id)
    if cid is None:
        raise DeckError(f"the deck code's hero (dbf id {dbf_id}) is not in HearthSim's card database")
    d = CARDS.get(cid)
    if d is not None and d.card_type == CardType.HERO and d.hero_power:
        return cid
    # A hero skin or a later hero card plays as the basic hero of its class.
    hero = basic_hero(int(_database()[cid].card_class))
    if hero is None:
        raise DeckError(f"the deck code's hero {cid} is of a class with no defined hero")
    return hero


def decode(code: str) -> DecodedDeck:
    """Returns the hero and the cards of a deck code, with the cards the engine does not define yet; a
    card's own printing is played where it is defined, else its `VAN_` printing (listed in `older`);
    raises DeckError for a malformed code or without the data extra."""
    deckstrings = _deckstrings()
    try:
        parsed = deckstrings.parse_deckstring(code.strip())
        entries, heroes = list(parsed[0]), list(parsed[1])
    except Exception as e:  # the decoder raises whatever a malformed string makes it raise
        raise DeckError(f"not a deck code: {e}") from None
    if len(heroes) != 1:
        raise DeckError(f"a deck code names one hero, this one {len(heroes)}")
    hero = _hero_of(int(heroes[0]))
    ids = _card_ids()
    cards: list[str] = []
    missing: list[str] = []
    older: list[str] = []
    for dbf_id, count in entries:
        cid = ids.get(int(dbf_id))
        played = cid if cid in CARDS else f"VAN_{cid}" if f"VAN_{cid}" in CARDS else None
        if cid is None or played is None:
            name = _database()[cid].name if cid is not None else "unknown card"
            missing.append(f"{name} ({cid or f'dbf id {dbf_id}'})")
            continue
        if played != cid:
            older.append(played)
        cards += [played] * int(count)
    return DecodedDeck(hero, tuple(cards), tuple(missing), tuple(older))


def from_code(code: str, allow_missing: bool = False) -> tuple[str, tuple[str, ...]]:
    """Returns the hero and the card ids of a deck code (a copy per card); raises DeckError naming the cards
    the engine does not define yet unless `allow_missing` (then the deck is the cards it defines), and for
    a malformed code or without the data extra."""
    deck = decode(code)
    if deck.missing and not allow_missing:
        raise DeckError(incomplete_message("the deck code", deck.missing))
    return deck.hero, deck.cards


def to_code(hero: str, cards: Sequence[str]) -> str:
    """Returns the deck code of a hero and its cards (the Classic format's if every card is of the VANILLA
    set, else Wild's); raises DeckError for an id HearthSim's database does not have or without the data
    extra."""
    deckstrings = _deckstrings()
    from hearthstone.enums import FormatType

    db = _database()
    unknown = sorted({c for c in (hero, *cards) if c not in db})
    if unknown:
        raise DeckError(f"no deck code names cards HearthSim's database does not have: {_listed(unknown)}")
    counts = Counter(int(db[c].dbf_id) for c in cards)
    sets = {int(db[c].card_set) for c in cards}
    kind = (FormatType.FT_CLASSIC if sets <= {_VANILLA} else FormatType.FT_STANDARD if sets <= STANDARD_SETS
            else FormatType.FT_WILD)
    return str(deckstrings.write_deckstring(sorted(counts.items()), [int(db[hero].dbf_id)], kind))


def lookup(text: str) -> Preset | DecodedDeck | None:
    """Returns the preset deck a name means or the deck a code holds, None for any other text; raises
    DeckError for a malformed code or without the data extra."""
    if text in preset_names():
        return preset(text)
    return decode(text) if is_code(text) else None


def parse_deck(text: str, rng: random.Random, allow_incomplete: bool = False) -> list[str]:
    """Returns a deck from "random" (any Basic and Classic cards), "basic" (Basic cards only), a preset
    name (`AggroPirateWarrior`), a deck code, a comma-separated list of card ids, or a file of card ids
    (one per line or comma-separated); raises DeckError naming the ids no card is defined for, and for a
    preset or a code with cards the engine does not define yet unless `allow_incomplete` (then the deck is
    the cards it defines)."""
    if text == "random":
        return random_deck(rng)
    if text == "basic":
        return random_deck(rng, card_pool(basic_only=True))
    known = lookup(text)
    if isinstance(known, Preset):
        if known.missing and not allow_incomplete:
            raise DeckError(incomplete_message(f"the preset {known.name}", known.missing))
        return list(known.cards)
    if known is not None:
        return list(from_code(text, allow_missing=allow_incomplete)[1])
    ids = read_deck(text)
    unknown = sorted({c for c in ids if c not in CARDS})
    if unknown:
        raise DeckError(" ".join(unknown_card_message(c) for c in unknown[:8])
                        + (f" ({len(unknown) - 8} more unknown ids)" if len(unknown) > 8 else ""))
    return ids


__all__ = [
    "ALL_HEROES",
    "DATA_EXTRA",
    "DECKS_DIR",
    "DECK_SIZE",
    "HEROES",
    "MAX_COPIES",
    "MAX_DECK_SIZE",
    "MAX_LEGENDARY_COPIES",
    "MAX_RUNES",
    "STANDARD_SETS",
    "DeckCode",
    "DeckError",
    "DeckProblem",
    "DecodedDeck",
    "Format",
    "Preset",
    "basic_hero",
    "build_preset",
    "card_for_name",
    "card_pool",
    "card_runes",
    "deck_runes",
    "decode",
    "from_code",
    "hero_for",
    "incomplete_message",
    "is_code",
    "is_random",
    "lookup",
    "parse_deck",
    "preset",
    "preset_names",
    "presets",
    "random_deck",
    "random_legal_deck",
    "read_deck",
    "to_code",
    "validate",
]
