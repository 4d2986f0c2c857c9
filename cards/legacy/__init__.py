"""The Basic and Classic cards in their own printings (the ids without a `VAN_` prefix: HearthSim's LEGACY
and EXPERT1 sets), as the benchmark decks of January 2017 play them, with today's numbers of those ids.
A printing whose text its Classic-format (`VAN_`) printing shares reuses that definition; the others are
defined here anew. Importing this package registers them."""

import cards.basic
import cards.classic  # noqa: F401  (the Classic-format printings reused here)
from cards.legacy import basic, classic  # noqa: F401
