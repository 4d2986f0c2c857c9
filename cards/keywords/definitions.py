"""Building a card's definition: `card` takes the numbers, type, class, race and printed keywords from
`facts.json` and the behaviour from its arguments (a Battlecry, a Combo, a spell's play, a Deathrattle,
Choose One: the play hooks of seed 000 ch. 27 are these arguments); `enchantment` the same for what
attaches to a host; `reprint` another printing of a card whose text it shares."""

from __future__ import annotations

import dataclasses

from cards.facts import facts
from cards.keywords.static import printed_tags
from hsfp.core.dsl import (
    AuraDef,
    CardDef,
    Condition,
    Effect,
    Modifier,
    Mods,
    Selector,
    TriggerDef,
)
from hsfp.core.registry import CARDS, register
from hsfp.core.tags import CardType, Tag

__all__ = ["card", "enchantment", "register", "reprint", "reprints"]


def card(card_id: str, *, target: Selector | None = None, playable_if: Condition | None = None,
         battlecry: Effect | None = None, combo: Effect | None = None, play: Effect | None = None,
         deathrattle: Effect | None = None, triggers: tuple[TriggerDef, ...] = (),
         auras: tuple[AuraDef, ...] = (), modifiers: tuple[Modifier, ...] = (), hero_power: str = "",
         choose_one: tuple[str, ...] = ()) -> CardDef:
    """Returns a card's definition: facts from the card database, behaviour from the arguments."""
    f = facts(card_id)
    return CardDef(
        card_id=card_id, name=f["name"], card_type=CardType(f["type"]), card_class=f["class"],
        cost=f["cost"], atk=f["atk"], health=f["health"], durability=f["durability"], race=f["race"],
        tags=printed_tags(f["keywords"]), collectible=f["collectible"], target=target, playable_if=playable_if,
        battlecry=battlecry, combo=combo, play=play, deathrattle=deathrattle, triggers=triggers,
        auras=auras, modifiers=modifiers, hero_power=hero_power, choose_one=choose_one, text=f["text"],
        card_set=f["set"], rewind=bool(f["keywords"].get("REWIND")),
    )


def enchantment(card_id: str, *, atk: int = 0, health: int = 0, cost: int = 0, durability: int = 0,
                set_atk: int | None = None, set_health: int | None = None, set_cost: int | None = None,
                mul_atk: int = 1, mul_health: int = 1, grants: tuple[Tag, ...] = (), this_turn: bool = False,
                turns: int = 0, hand_only: bool = False,
                triggers: tuple[TriggerDef, ...] = (), auras: tuple[AuraDef, ...] = (),
                deathrattle: Effect | None = None, modifiers: tuple[Modifier, ...] = ()) -> CardDef:
    """Returns an enchantment's definition: what it does to its host, how long (permanent; `this_turn`:
    until the end of this turn; `turns=N`: until the end of its controller's N-th turn, this one counting if
    it is theirs; `hand_only`: while the card is in hand), its own triggers and auras, a deathrattle it gives
    its host, modifiers."""
    f = facts(card_id)
    mods = Mods(atk=atk, health=health, cost=cost, durability=durability, set_atk=set_atk,
                set_health=set_health, set_cost=set_cost, mul_atk=mul_atk, mul_health=mul_health, grants=grants)
    return CardDef(card_id=card_id, name=f["name"], card_type=CardType.ENCHANTMENT, card_class=f["class"],
                   mods=mods, this_turn=this_turn, turns=turns, hand_only=hand_only, triggers=triggers, auras=auras,
                   deathrattle=deathrattle,
                   modifiers=modifiers, text=f["text"], card_set=f["set"])




def reprint(card_id: str, of: CardDef) -> CardDef:
    """Returns a definition for another printing of a card whose text it shares: the behaviour of `of`,
    the facts (numbers, name, text) of `card_id`."""
    f = facts(card_id)
    return dataclasses.replace(
        of, card_id=card_id, name=f["name"], card_type=CardType(f["type"]), card_class=f["class"], cost=f["cost"],
        atk=f["atk"], health=f["health"], durability=f["durability"], race=f["race"],
        tags=printed_tags(f["keywords"]), collectible=f["collectible"], text=f["text"], card_set=f["set"])


def reprints(*card_ids: str) -> tuple[CardDef, ...]:
    """Returns the definitions of cards in their own printing whose text their Classic-format (`VAN_`)
    printing shares: its behaviour, their own numbers."""
    return tuple(reprint(cid, CARDS[f"VAN_{cid}"]) for cid in card_ids)
