"""The keyword library: helpers that build card definitions as data, so a card reads like its text,
grouped by the six paradigms every Hearthstone keyword falls into (seed 000 ch. 27):

- `static`: static tags (printed keywords) and the auras that grant numbers and keywords;
- `triggers`: an event, a condition, an effect ("whenever", "at the end of your turn", secrets);
- play hooks: the arguments of `definitions.card` (Battlecry, Combo, Choose One, a spell's play;
  Overload is printed);
- `choices`: the resolution waits for the player (Discover, and the pools it draws from);
- `progression`: counts kept across turns and the cards that read them;
- `composite`: effects merged into other entities through enchantments (hand buffs).

`phrases` holds the vocabulary they share ("a minion", "your hero", "if you're holding ..."). Everything
is importable from `cards.keywords` itself; a new keyword built from existing pieces is a few lines in the
module of its paradigm.
"""

from cards.keywords.choices import ORIGINAL_PRINTINGS
from cards.keywords.composite import give_hand
from cards.keywords.definitions import card, enchantment, register, reprint, reprints
from cards.keywords.phrases import (
    ALL_CHARACTERS,
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_HERO,
    ENEMY_MINIONS,
    ENEMY_ONLY,
    ENEMY_WEAPON,
    FRIENDLY_CHARACTERS,
    FRIENDLY_HERO,
    FRIENDLY_MINIONS,
    FRIENDLY_ONLY,
    FRIENDLY_WEAPON,
    HAND_MINIONS,
    OTHER_FRIENDLY_MINIONS,
    SELF,
    TARGET,
    event_is,
    holding,
    seq,
)
from cards.keywords.progression import costs_less_per
from cards.keywords.static import aura, enrage
from cards.keywords.triggers import (
    at_end_of_your_turn,
    at_start_of_your_turn,
    on,
    secret,
    whenever_this_takes_damage,
    whenever_you_summon,
)

__all__ = [
    "ALL_CHARACTERS", "ALL_MINIONS", "ANY_CHARACTER", "ANY_MINION", "ENEMY_CHARACTERS", "ENEMY_HERO",
    "ENEMY_MINIONS", "ENEMY_ONLY", "ENEMY_WEAPON", "FRIENDLY_CHARACTERS", "FRIENDLY_HERO",
    "FRIENDLY_MINIONS", "FRIENDLY_ONLY", "FRIENDLY_WEAPON", "HAND_MINIONS", "ORIGINAL_PRINTINGS",
    "OTHER_FRIENDLY_MINIONS", "SELF", "TARGET",
    "at_end_of_your_turn", "at_start_of_your_turn", "aura", "card", "costs_less_per", "enchantment",
    "enrage", "event_is", "give_hand", "holding", "on", "register", "reprint", "reprints", "secret", "seq",
    "whenever_this_takes_damage", "whenever_you_summon",
]

# Outcast
from cards.keywords.phrases import outcast
from cards.keywords.static import outcast_costs

__all__ += ["outcast", "outcast_costs"]

# Casts When Drawn
from cards.keywords.triggers import casts_when_drawn  # noqa: E402  (this block's own words)

__all__ += ["casts_when_drawn"]

# Dormant
from cards.keywords.static import dormant  # noqa: E402  (this block's own words)

__all__ += ["dormant"]
