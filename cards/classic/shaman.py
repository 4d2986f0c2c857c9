"""Shaman (Classic). Overload is a printed keyword: it is owed when the card is paid for and locks that
many crystals next turn, so cards whose only text is Overload need no behaviour of their own."""

from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_MINIONS,
    FRIENDLY_HERO,
    FRIENDLY_ONLY,
    SELF,
    TARGET,
    at_end_of_your_turn,
    aura,
    card,
    enchantment,
    event_is,
    on,
    register,
    seq,
)
from hsfp.core.dsl import (
    BoardSpace,
    Buff,
    CopyMode,
    CountAtLeast,
    Damage,
    Draw,
    EventEntity,
    Exists,
    ForEach,
    HasTag,
    If,
    InZone,
    LastDrawn,
    RandomInt,
    RandomN,
    Silence,
    Summon,
    SummonCopy,
    TopOfDeck,
)
from hsfp.core.state import Rules
from hsfp.core.tags import EventKind, Tag, Zone

#: Far Sight only discounts a card that reaches the hand: with an empty deck (fatigue) or a full hand (the
#: card is burned) nothing new is drawn, and the most recently drawn card must not be touched.
_HAND_SIZE = Rules().hand_size
_DRAWS_INTO_HAND = Exists(TopOfDeck(1)) & ~CountAtLeast(InZone(Zone.HAND), _HAND_SIZE)

register(
    card("VAN_CS2_038", target=ANY_MINION, play=Buff(TARGET, "CS2_038e")),  # Ancestral Spirit
    # "When that minion is destroyed, return it to the battlefield": a deathrattle carried by the
    # enchantment, summoning a fresh copy where the minion died, for whoever controlled it then.
    enchantment("CS2_038e", deathrattle=SummonCopy(EventEntity(), CopyMode.BASE)),
    card("VAN_CS2_053", play=If(_DRAWS_INTO_HAND,  # Far Sight
                                seq(Draw(1), Buff(LastDrawn(), "CS2_053e")), Draw(1))),
    enchantment("CS2_053e", cost=-3),  # a card leaving for the graveyard drops it; a minion keeps it, harmless
    card("VAN_EX1_238", target=ANY_CHARACTER, play=Damage(TARGET, 3)),  # Lightning Bolt
    card("VAN_EX1_241", target=ANY_CHARACTER, play=Damage(TARGET, 5)),  # Lava Burst
    card("VAN_EX1_243"),  # Dust Devil
    card("VAN_EX1_245", target=ANY_MINION, play=seq(Silence(TARGET), Damage(TARGET, 1))),  # Earth Shock
    card("VAN_EX1_247"),  # Stormforged Axe
    card("VAN_EX1_248", playable_if=BoardSpace(), play=Summon("VAN_EX1_tk11", 2)),  # Feral Spirit
    card("VAN_EX1_tk11"),  # Spirit Wolf
    card("VAN_EX1_250"),  # Earth Elemental
    card("VAN_EX1_251", playable_if=CountAtLeast(ENEMY_MINIONS, 2),  # Forked Lightning
         play=Damage(RandomN(ENEMY_MINIONS, 2), 2)),
    card("VAN_EX1_258", triggers=(  # Unbound Elemental
        on(EventKind.PLAY_CARD, Buff(SELF, "EX1_258e"), when=event_is(FRIENDLY_ONLY & HasTag(Tag.OVERLOAD))),)),
    enchantment("EX1_258e", atk=1, health=1),
    # each enemy minion rolls its own 2 or 3
    card("VAN_EX1_259", play=ForEach(ENEMY_MINIONS, Damage(TARGET, RandomInt(2, 3)))),  # Lightning Storm
    # a Windfury weapon gives its hero Windfury (the engine reads Windfury from the attacker only)
    card("VAN_EX1_567", auras=(aura(FRIENDLY_HERO, grants=(Tag.WINDFURY,)),)),  # Doomhammer
    card("VAN_EX1_575", triggers=(at_end_of_your_turn(Draw(1)),)),  # Mana Tide Totem
    card("VAN_NEW1_010"),  # Al'Akir the Windlord
)
