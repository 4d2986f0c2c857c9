"""The card registry: card id -> definition. Content registers itself; the engine only looks up.

Definitions are immutable and shared by every state, so the registry is the one piece of process-wide
data; no state depends on the order of registration.
"""

from __future__ import annotations

from typing import Final

from hsfp.core.dsl import CardDef
from hsfp.core.errors import UnknownCard as UnknownCard

_CARDS: Final[dict[str, CardDef]] = {}
_VERSION: Final = [0]  # bumped on every change, so indexes built from the registry know when to rebuild


def register(*defs: CardDef) -> None:
    """Adds definitions to the registry; a card id may be defined once (same value is tolerated)."""
    for d in defs:
        old = _CARDS.get(d.card_id)
        if old is not None and old != d:
            raise ValueError(f"card {d.card_id} is defined twice")
        _CARDS[d.card_id] = d
    _VERSION[0] += 1


def unregister(card_id: str) -> None:
    """Removes a definition (for test-only cards)."""
    _CARDS.pop(card_id, None)
    _VERSION[0] += 1


def version() -> int:
    """Returns a number that changes whenever the registry changes."""
    return _VERSION[0]


def definition(card_id: str) -> CardDef:
    """Returns the definition of a card id."""
    try:
        return _CARDS[card_id]
    except KeyError:
        raise UnknownCard(card_id) from None


def is_defined(card_id: str) -> bool:
    """Returns whether a card id has a definition."""
    return card_id in _CARDS


def all_definitions() -> tuple[CardDef, ...]:
    """Returns every registered definition, by card id."""
    return tuple(_CARDS[k] for k in sorted(_CARDS))


#: Direct read access for the hot path of the interpreter (a static of the compiled build).
CARDS: Final = _CARDS
