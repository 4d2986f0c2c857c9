"""The card pool of the CORE set: what a CORE card's "random minion" or Discover draws from (the set is the
common base of today's formats; its random cards come from the set itself, the one format every CORE card
is legal in)."""

from cards.facts import all_facts
from hsfp.core.dsl import Collectible, OfSet

#: HearthSim's number of the CORE set.
CORE_SET_NUMBER = 1637

#: The collectible cards of the CORE set, as a pool (only defined cards are ever drawn).
CORE_CARDS = OfSet(Collectible(), CORE_SET_NUMBER)
#: The ids of every collectible card of the CORE set, defined or not, by id.
CORE_IDS: tuple[str, ...] = tuple(sorted(cid for cid, f in all_facts().items()
                                         if f["set"] == CORE_SET_NUMBER and f["collectible"]))
