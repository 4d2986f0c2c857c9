"""The heroes' Hero Powers as the card database prints them today (every class), and the two classes
added since 2014: Demon Hunter (Illidan Stormrage) and Death Knight (The Lich King)."""

import cards.basic  # noqa: F401  (the Classic-format Hero Powers reused here)
from cards.keywords import FRIENDLY_HERO, SELF, at_end_of_your_turn, card, enchantment, register, reprint
from hsfp.core.dsl import BoardSpace, Buff, Destroy, Summon
from hsfp.core.registry import CARDS

register(
    # today's printings of the nine 2014 Hero Powers (the same text as in 2014; the heroes are in cards/basic)
    *(reprint(f"HERO_{n:02d}bp", CARDS[f"VAN_HERO_{n:02d}bp"]) for n in range(1, 10)),
    # -------------------------------------------------------------------------------- Demon Hunter
    card("HERO_10", hero_power="HERO_10bp"),  # Illidan Stormrage
    card("HERO_10bp", play=Buff(FRIENDLY_HERO, "HERO_10bpe")),  # Demon Claws
    enchantment("HERO_10bpe", atk=1, this_turn=True),  # Demon Claws: +1 Attack this turn
    # -------------------------------------------------------------------------------- Death Knight
    card("HERO_11", hero_power="HERO_11bp"),  # The Lich King
    card("HERO_11bp", playable_if=BoardSpace(), play=Summon("HERO_11bpt")),  # Ghoul Charge
    card("HERO_11bpt", triggers=(at_end_of_your_turn(Destroy(SELF)),)),  # Frail Ghoul (Charge; dies at end of turn)
)
