"""Death Knight (CORE): Corpses, Reborn, Runes and a forced attack.

Corpses are the player's resource (`reducers/corpses.py`): gained as friendly minions die, spent by the
cards here. A "Blood Rune card" is a card of the CORE set whose facts need a Blood Rune (the deck rule
reads the same numbers), so those pools are fixed lists built from the facts. Random cards and Discover
draw from the CORE set itself (`cards.core.pools.CORE_CARDS`).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, cast

from cards.core.pools import CORE_CARDS, CORE_SET_NUMBER
from cards.facts import all_facts
from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_HERO,
    ENEMY_MINIONS,
    FRIENDLY_MINIONS,
    FRIENDLY_ONLY,
    HAND_MINIONS,
    OTHER_FRIENDLY_MINIONS,
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
    Buff,
    CardDef,
    CardList,
    CopyMode,
    CounterAtLeast,
    Damage,
    Dead,
    Destroy,
    DiedWithin,
    Discover,
    Draw,
    DrawThis,
    Effect,
    EventPlayerFriendly,
    EventTarget,
    Exists,
    ForceAttack,
    ForEach,
    Freeze,
    Friendly,
    GainCorpses,
    HasTag,
    If,
    InZone,
    IsCard,
    IsRace,
    IsSchool,
    IsType,
    LastSummoned,
    OfCost,
    OfType,
    Players,
    RaiseCorpses,
    RandomN,
    Relation,
    Repeat,
    SetTag,
    Side,
    SpendCorpses,
    SpendUpToCorpses,
    SpentCorpses,
    Summon,
    SummonCopy,
    SummonFromPool,
    TopBy,
)
from hsfp.core.tags import CardType, EventKind, Race, SpellSchool, Tag, Zone


def _printed(d: CardDef, tag: Tag) -> CardDef:
    # a rule the card brings (not a keyword of the database's), printed on its row like one
    return dataclasses.replace(d, tags=(*d.tags, (tag, 1)))


_CORE_FACTS = {cid: f for cid, f in all_facts().items() if f["set"] == CORE_SET_NUMBER and f["collectible"]}


def _rune_cards(rune: int) -> CardList:
    """The collectible CORE cards whose facts need a Rune (0 Blood, 1 Frost, 2 Unholy)."""
    runes = {cid: cast(dict[str, Any], f).get("runes") or (0, 0, 0) for cid, f in _CORE_FACTS.items()}
    return CardList(tuple(sorted(cid for cid, r in runes.items() if r[rune] > 0)))


_SPENDS = re.compile(r"\b(spend|raise)\b[^.]*corpse")

#: "A card that spends Corpses" (Falric): the collectible CORE cards whose text spends or raises them.
CORPSE_SPENDERS = tuple(sorted(cid for cid, f in _CORE_FACTS.items() if _SPENDS.search(f["text"].lower())))
BLOOD_RUNE_CARDS = _rune_cards(0)
FROST_RUNE_CARDS = _rune_cards(1)
UNHOLY_RUNE_CARDS = _rune_cards(2)
CORE_MINIONS = OfType(CORE_CARDS, CardType.MINION)
CORE_SPELLS = OfType(CORE_CARDS, CardType.SPELL)
UNDEAD = IsRace(Race.UNDEAD)
RISEN_FOOTMAN = "RLK_061t"
RISEN_GHOUL = "RLK_008t"
ZOMBIE = "RLK_118t3"
_ZOMBIE_JUST_SUMMONED = LastSummoned().where(IsCard((ZOMBIE,)) & Friendly())


def _corpse_farm(n: int) -> Effect:
    """Spend up to n Corpses to summon a random CORE minion of that Cost, as one fixed spend per count."""
    summon = SummonFromPool(OfCost(CORE_MINIONS, Relation.EQ, n))
    return summon if n == 0 else SpendCorpses(n, summon, otherwise=_corpse_farm(n - 1))


#: Frostmourne's kills: after its hero's attack (the hero deals the blows of its weapon), the minion
#: attacked if the blow left it dead.
_OUR_HERO = IsType(CardType.HERO) & Friendly()
_MARK_KILL = SetTag(EventTarget().where(IsType(CardType.MINION) & Dead()), Tag.WEAPON_KILL)
_KILLED = InZone(Zone.GRAVEYARD, Side.ENEMY).where(HasTag(Tag.WEAPON_KILL))
#: Each of a run of random hits picks among the enemies the earlier hits left standing (as missiles do).
_LIVING_ENEMIES = ENEMY_CHARACTERS.where(~Dead())
_THASSARIAN = Damage(RandomN(ENEMY_CHARACTERS), 2)
_ZOMBIE_REBORN = seq(Summon(ZOMBIE), SetTag(_ZOMBIE_JUST_SUMMONED, Tag.REBORN))

register(
    # --------------------------------------------------------------------------------- tokens, enchantments
    _printed(card(RISEN_GHOUL), Tag.LEAVES_NO_CORPSE),
    _printed(card(RISEN_FOOTMAN), Tag.LEAVES_NO_CORPSE),
    card("RLK_063t"),  # Frostwyrm
    card(ZOMBIE),  # Menacing Zombie
    enchantment("RLK_706e3", triggers=(at_end_of_your_turn(Damage(ENEMY_HERO, 3)),)),  # Mograine's Migraine
    enchantment("RLK_707e", atk=1),  # Grave Mark
    enchantment("RLK_707e2", atk=3),  # Grave Force
    enchantment("RLK_712e", atk=1, health=1),  # Tapped Blood
    enchantment("RLK_958e", atk=2),  # Thrown a Bone
    enchantment("RLK_048e", atk=1, health=1, grants=(Tag.ELUSIVE,)),  # Anti-Magic Shell
    enchantment("CORE_EDR_002e", grants=(Tag.POISONOUS,)),  # Deathly Poison
    # ------------------------------------------------------------------------------------------ minions
    card("RLK_503", battlecry=GainCorpses(1)),  # Body Bagger
    card("RLK_708", battlecry=Draw(), deathrattle=Draw()),  # Chillfallen Baron
    card("RLK_223", battlecry=_THASSARIAN, deathrattle=_THASSARIAN),  # Thassarian
    card("RLK_958", target=OTHER_FRIENDLY_MINIONS.where(UNDEAD),  # Skeletal Sidekick
         battlecry=Buff(TARGET, "RLK_958e")),
    card("RLK_511", deathrattle=DrawThis(  # Harbinger of Winter
        RandomN(InZone(Zone.DECK).where(IsSchool(SpellSchool.FROST))))),
    card("CORE_RLK_062", battlecry=Repeat(2, SummonCopy(SELF))),  # Nerubian Swarmguard
    card("CORE_RLK_083", triggers=(  # Deathchiller
        on(EventKind.AFTER_SPELL, Damage(RandomN(ENEMY_CHARACTERS, 2), 1), when=EventPlayerFriendly()),)),
    card("CORE_RLK_121", triggers=(  # Acolyte of Death
        on(EventKind.DEATH, Draw(), when=event_is(FRIENDLY_ONLY & UNDEAD)),)),
    card("CORE_RLK_505", battlecry=SpendUpToCorpses(5, Repeat(  # Marrow Manipulator
        SpentCorpses(), Damage(RandomN(_LIVING_ENEMIES), 2)))),
    card("CORE_RLK_506", battlecry=RaiseCorpses(RISEN_FOOTMAN, 6)),  # Boneguard Commander
    card("RLK_061", triggers=(at_end_of_your_turn(RaiseCorpses(RISEN_FOOTMAN, 1)),)),  # Battlefield Necromancer
    card("CORE_RLK_706", battlecry=Buff(Players(Side.FRIENDLY), "RLK_706e3")),  # Alexandros Mograine
    card("CORE_RLK_745", triggers=(at_end_of_your_turn(SpendCorpses(4, SummonCopy(SELF))),)),  # Malignant Horror
    card("RLK_720", triggers=(  # Gnome Muncher
        at_end_of_your_turn(ForceAttack(SELF, TopBy(ENEMY_CHARACTERS, Tag.HEALTH, lowest=True))),)),
    _printed(card("CORE_EDR_003", battlecry=DrawThis(  # Falric
        RandomN(InZone(Zone.DECK).where(IsCard(CORPSE_SPENDERS))))), Tag.DOUBLE_CORPSES),
    card("CORE_RLK_066", battlecry=SpendCorpses(1, Discover(BLOOD_RUNE_CARDS, class_rule=False))),  # Hematurge
    card("CORE_RLK_116", battlecry=If(  # Necrotic Mortician
        Exists(InZone(Zone.GRAVEYARD).where(UNDEAD & DiedWithin(1))), Discover(UNHOLY_RUNE_CARDS, class_rule=False))),
    # ------------------------------------------------------------------------------------------- spells
    card("RLK_024", target=ANY_MINION, play=Damage(TARGET, 6)),  # Death Strike
    card("RLK_025", target=ANY_MINION, play=seq(  # Frost Strike
        Damage(TARGET, 3), If(Dead(), Discover(FROST_RUNE_CARDS, class_rule=False)))),
    card("RLK_709", play=seq(Damage(ENEMY_CHARACTERS, 2), Draw())),  # Remorseless Winter
    card("RLK_048", play=Buff(FRIENDLY_MINIONS, "RLK_048e")),  # Anti-Magic Shell
    card("RLK_060", play=RaiseCorpses(RISEN_GHOUL, 5)),  # Army of the Dead
    card("RLK_707", play=SpendCorpses(  # Grave Strength
        5, Buff(FRIENDLY_MINIONS, "RLK_707e2"), otherwise=Buff(FRIENDLY_MINIONS, "RLK_707e"))),
    card("CORE_RLK_712", play=seq(  # Blood Tap
        Buff(HAND_MINIONS, "RLK_712e"), SpendCorpses(2, Buff(HAND_MINIONS, "RLK_712e")))),
    card("CORE_RLK_087", play=Destroy(TopBy(ENEMY_MINIONS, Tag.ATK))),  # Asphyxiate
    card("CORE_RLK_063", target=ANY_CHARACTER, play=seq(  # Frostwyrm's Fury
        Damage(TARGET, 5), Freeze(ENEMY_MINIONS), Summon("RLK_063t"))),
    card("CORE_CATA_009", target=ANY_CHARACTER, play=seq(Freeze(TARGET), Discover(CORE_SPELLS))),  # Death's Advance
    card("CORE_CATA_007", play=ForEach(RandomN(ENEMY_MINIONS, 2), seq(  # Consumption
        Damage(TARGET, 3), If(Dead(), Draw())))),
    card("CORE_EDR_002", target=FRIENDLY_MINIONS.where(UNDEAD), play=Buff(TARGET, "CORE_EDR_002e")),  # Poison Breath
    card("CORE_RLK_118", play=SpendCorpses(  # Tomb Guardians
        4, seq(_ZOMBIE_REBORN, _ZOMBIE_REBORN), otherwise=Summon(ZOMBIE, 2))),
    card("CORE_WW_374", play=_corpse_farm(8)),  # Corpse Farm
    # ------------------------------------------------------------------------------------------ weapons
    card("RLK_067"),  # Corrupted Ashbringer
    card("CORE_RLK_086", triggers=(on(EventKind.AFTER_ATTACK, _MARK_KILL, when=event_is(_OUR_HERO)),),
         deathrattle=seq(SummonCopy(_KILLED, mode=CopyMode.BASE), SetTag(_KILLED, Tag.WEAPON_KILL, 0))),  # Frostmourne
    card("CORE_ETC_523", auras=(aura(SELF, grants=(Tag.COSTS_HEALTH,), from_hand=True,  # Death Metal Knight
                                     condition=CounterAtLeast(Tag.HERO_HEALED_THIS_TURN, 1)),)),
)
