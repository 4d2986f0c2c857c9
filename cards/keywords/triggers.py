"""Paradigm two, triggers (seed 000 ch. 27): subscribe to an event, and when its condition holds, run an
effect. The phrases are named after the card text that uses them."""

from __future__ import annotations

from cards.keywords.definitions import card
from cards.keywords.phrases import event_is
from hsfp.core.dsl import CardDef, Condition, Effect, EventPlayerFriendly, Friendly, IsThis, TriggerDef
from hsfp.core.tags import EventKind, Zone


def on(kind: EventKind, effect: Effect, when: Condition | None = None,
       zones: tuple[Zone, ...] = (Zone.PLAY,)) -> TriggerDef:
    """Returns a trigger: when an event of a kind happens (and the condition holds), run the effect."""
    return TriggerDef(kind, effect, when, zones)


def at_start_of_your_turn(effect: Effect) -> TriggerDef:
    """"At the start of your turn, ..." """
    return TriggerDef(EventKind.TURN_START, effect, EventPlayerFriendly())


def at_end_of_your_turn(effect: Effect) -> TriggerDef:
    """"At the end of your turn, ..." """
    return TriggerDef(EventKind.TURN_END, effect, EventPlayerFriendly())


def whenever_this_takes_damage(effect: Effect) -> TriggerDef:
    """"Whenever this minion takes damage, ..." """
    return TriggerDef(EventKind.DAMAGE, effect, event_is(IsThis()))


def whenever_you_summon(effect: Effect, what: Condition | None = None) -> TriggerDef:
    """"Whenever you summon a (kind of) minion, ..." (the summoned minion is the event entity)."""
    cond = Friendly() & ~IsThis()
    return TriggerDef(EventKind.SUMMON, effect, event_is(cond if what is None else cond & what))


def secret(card_id: str, trigger: TriggerDef) -> CardDef:
    """Returns a secret: a spell whose trigger listens from the secret zone on the opponent's turn."""
    t = TriggerDef(trigger.on, trigger.effect, trigger.condition, (Zone.SECRET,), secret=True)
    return card(card_id, triggers=(t,))


# ---------------------------------------------------------------------------------- Casts When Drawn

from hsfp.core.dsl import CastWhenDrawn  # noqa: E402  (this block's own words)


def casts_when_drawn(effect: Effect) -> TriggerDef:
    """"Casts When Drawn: ..." : listened to from the hand, when this card is the one drawn."""
    return TriggerDef(EventKind.DRAW, CastWhenDrawn(effect), event_is(IsThis()), (Zone.HAND,))
