"""Rogue (CORE): the cards of today's set whose text no earlier printing shares."""

from cards.core.pools import CORE_CARDS
from cards.keywords import (
    ANY_CHARACTER,
    ENEMY_MINIONS,
    FRIENDLY_MINIONS,
    SELF,
    TARGET,
    aura,
    card,
    enchantment,
    event_is,
    on,
    register,
    seq,
)
from hsfp.core.dsl import (
    AddFromPool,
    Buff,
    CopyMode,
    CounterAtLeast,
    Damage,
    Detach,
    Effect,
    EventEntity,
    EventPlayerFriendly,
    Exists,
    ForEach,
    HasCombo,
    Host,
    If,
    InZone,
    InZoneNow,
    IsCard,
    IsThis,
    OfClass,
    OfCost,
    OfType,
    Players,
    RandomN,
    Relation,
    ReturnToHand,
    Selector,
    Side,
    TransformCopy,
    Whose,
)
from hsfp.core.tags import CardType, EventKind, Tag, Zone

SHADOW_OF_DEMISE = "CORE_RLK_567"
#: The enchantment a copy made by Shadow of Demise carries: it keeps transforming while in hand.
SHADOW_OF_DEATH = "RLK_567e2"
#: A generic "Costs (2) less" enchantment (HearthSim has none of Waggle Pick's own).
TWO_LESS = "GBL_002e"

#: A Combo minion's target: offered only when a card was played earlier this turn (else it plays untargeted).
_COMBO_READY = CounterAtLeast(Tag.CARDS_PLAYED_THIS_TURN, 1)
#: "A card from another class": the CORE set's cards of any class but the controller's (never neutral).
_ANOTHER_CLASS = OfClass(CORE_CARDS, Whose.ANOTHER)
_BIG_SPELLS_OF_ANOTHER_CLASS = OfCost(OfClass(OfType(CORE_CARDS, CardType.SPELL), Whose.ANOTHER), Relation.GE, 5)


def _become_a_copy_of_the_spell(who: Selector) -> Effect:
    """Shadow of Demise's transform: the card in hand becomes a copy of the spell just cast, and the copy
    keeps transforming (a copy of Shadow of Demise itself transforms by its own text)."""
    return ForEach(who, seq(
        TransformCopy(TARGET, EventEntity(), CopyMode.BASE),
        If(~IsCard((SHADOW_OF_DEMISE,)), Buff(TARGET, SHADOW_OF_DEATH))))



register(
    card("CORE_BT_701"),  # Spymistress (Stealth is printed)
    card("CORE_EX1_134", target=ANY_CHARACTER.where(_COMBO_READY), combo=Damage(TARGET, 3)),  # SI:7 Agent
    card("CORE_BOT_576", target=FRIENDLY_MINIONS.where(_COMBO_READY),  # Crazed Chemist
         combo=Buff(TARGET, "BOT_576e")),
    enchantment("BOT_576e", atk=4),
    card("CORE_ULD_280", deathrattle=ReturnToHand(RandomN(ENEMY_MINIONS))),  # Sahket Sapper
    card("CORE_DAL_720", deathrattle=ForEach(RandomN(FRIENDLY_MINIONS), seq(  # Waggle Pick
        ReturnToHand(TARGET), If(InZoneNow(Zone.HAND), Buff(TARGET, TWO_LESS))))),
    enchantment(TWO_LESS, cost=-2),
    card("CORE_DMF_511", battlecry=Buff(Players(Side.FRIENDLY), "DMF_511e")),  # Foxy Fraud
    enchantment("DMF_511e", this_turn=True,  # spent by the next Combo card its player plays
                auras=(aura(InZone(Zone.HAND).where(HasCombo()), cost=-2),),
                triggers=(on(EventKind.PLAY_CARD, If(event_is(HasCombo()), Detach()), when=EventPlayerFriendly()),)),
    card("CORE_TID_931", play=AddFromPool(_BIG_SPELLS_OF_ANOTHER_CLASS, 2)),  # Jackpot!
    card("CORE_CFM_781", triggers=(  # Shaku, the Collector
        on(EventKind.ATTACK, AddFromPool(_ANOTHER_CLASS), when=event_is(IsThis())),)),
    card(SHADOW_OF_DEMISE, triggers=(  # Shadow of Demise
        on(EventKind.SPELL_CAST, _become_a_copy_of_the_spell(SELF), when=EventPlayerFriendly(), zones=(Zone.HAND,)),)),
    enchantment(SHADOW_OF_DEATH, hand_only=True, triggers=(
        on(EventKind.SPELL_CAST, _become_a_copy_of_the_spell(Host()),
           when=EventPlayerFriendly() & Exists(Host().where(InZoneNow(Zone.HAND)))),)),
)
