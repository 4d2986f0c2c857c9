"""Paradigm one, static tags (seed 000 ch. 27): numbers and keywords a rule reads when it needs them, and
the auras that grant them while a condition holds. Printed keywords come from the card database; an
aura is data on its source, recomputed by the layers, never an event."""

from __future__ import annotations

from cards.keywords.phrases import SELF
from hsfp.core.dsl import Amount, AuraDef, Condition, Damaged, Mods, Selector
from hsfp.core.tags import Tag, Zone

#: HearthSim's keyword names, as facts.json records them, to the row columns they set.
KEYWORD_TAGS = {
    "TAUNT": Tag.TAUNT, "DIVINE_SHIELD": Tag.DIVINE_SHIELD, "CHARGE": Tag.CHARGE, "RUSH": Tag.RUSH,
    "STEALTH": Tag.STEALTH, "POISONOUS": Tag.POISONOUS, "NON_KEYWORD_POISONOUS": Tag.POISONOUS,
    "LIFESTEAL": Tag.LIFESTEAL, "WINDFURY": Tag.WINDFURY,
    "SPELLPOWER": Tag.SPELLPOWER, "OVERLOAD": Tag.OVERLOAD, "SECRET": Tag.SECRET, "ELUSIVE": Tag.ELUSIVE,
    "IMMUNE": Tag.IMMUNE, "CANT_ATTACK": Tag.CANT_ATTACK, "IMMUNE_WHILE_ATTACKING": Tag.IMMUNE_WHILE_ATTACKING,
    "REBORN": Tag.REBORN, "TRADEABLE": Tag.TRADEABLE, "SPELL_SCHOOL": Tag.SPELL_SCHOOL, "ARMOR": Tag.ARMOR,
}


def printed_tags(keywords: dict[str, int]) -> tuple[tuple[Tag, int], ...]:
    """Returns the row tags a card's printed keywords (facts.json's `keywords`) set."""
    return tuple((tag, keywords[k]) for k, tag in KEYWORD_TAGS.items() if keywords.get(k))


def aura(to: Selector, *, atk: int = 0, health: int = 0, cost: int = 0, spellpower: int = 0,
         set_atk: int | None = None, set_cost: int | None = None, cost_floor: int | None = None,
         grants: tuple[Tag, ...] = (), condition: Condition | None = None, scale: Amount | None = None,
         from_hand: bool = False) -> AuraDef:
    """Returns an aura on the selected entities while its source is in play (or, `from_hand`, while the
    card is in hand: a giant's own cost); `scale` repeats the additive part."""
    mods = Mods(atk=atk, health=health, cost=cost, spellpower=spellpower, set_atk=set_atk, set_cost=set_cost,
                cost_floor=cost_floor, grants=grants)
    return AuraDef(to, mods, condition, (Zone.HAND,) if from_hand else (Zone.PLAY,), scale)


def enrage(*, atk: int = 0, grants: tuple[Tag, ...] = ()) -> AuraDef:
    """"Enrage: +N Attack" (legacy): an aura on the minion itself while it is damaged."""
    return aura(SELF, atk=atk, grants=grants, condition=Damaged())



# -------------------------------------------------------------------------------------------- Outcast

from hsfp.core.dsl import Ends, Exists, InZone, IsThis  # noqa: E402  (this block's own words)

KEYWORD_TAGS["OUTCAST"] = Tag.OUTCAST


def outcast_costs(n: int) -> AuraDef:
    """"Outcast: This costs (n)": the card's own cost while it is the leftmost or rightmost card in hand."""
    # the hand is named in the condition, so a change of the hand recomputes it
    return aura(SELF, set_cost=n, condition=Exists(Ends(InZone(Zone.HAND)).where(IsThis())), from_hand=True)


# -------------------------------------------------------------------------------------------- Dormant

from dataclasses import replace as _replace  # noqa: E402  (this block's own words)

from hsfp.core.dsl import CardDef  # noqa: E402


def dormant(definition: CardDef, turns: int) -> CardDef:
    """Returns a minion "Dormant for N turns": printed with `Tag.DORMANT` at the turns left, so it is dormant
    however it enters play (`reducers.dormant` counts the turns down)."""
    return _replace(definition, tags=(*definition.tags, (Tag.DORMANT, turns)))
