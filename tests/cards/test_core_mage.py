"""The CORE set's Mage cards, played in real positions: secrets, Khadgar's copies, random cards of the set."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.core.pools import CORE_CARDS, CORE_SET_NUMBER
from cards.facts import all_facts
from cards.text import render
from cards.value import estimate_value
from hsfp import Attack, Choose, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, CardType, Tag
from hsfp.testing import board, card_ids, cards_in, hand, hero_health, put, put_all, stats
from reducers.pools import pool_cards

RUNED_ORB, OASIS_ALLY, ASTROMANCER, DEEP_FREEZE = "CORE_BAR_541", "CORE_BAR_812", "CORE_BOT_256", "CORE_BT_072"
KHADGAR, SPELLWING, BOOKCASE, RUNES = "CORE_DAL_575", "CORE_DRG_107", "CORE_EDR_001", "CORE_LOOT_101"
FIRST_FLAME, SECOND_FLAME, WATER_ELEMENTAL, ARCANE_MISSILES = "CORE_SW_108", "SW_108t", "CS2_033", "EX1_277"
YETI = "VAN_CS2_182"  # 4 mana 4/5
OGRE = "VAN_CS2_200"  # Boulderfist Ogre, 6/7
KOBOLD = "VAN_CS2_142"  # Spell Damage +1
SQUIRE = "VAN_EX1_008"  # Argent Squire, 1/1 Divine Shield
TIDEHUNTER, SCOUT = "VAN_EX1_506", "VAN_EX1_506a"  # Battlecry: summon a 1/1 Murloc Scout
WISP = "VAN_CS2_231"  # 1/1
SEEDS = st.integers(min_value=0, max_value=2**31)
#: The collectible cards of the CORE set, by the card database's own numbers.
CORE = frozenset(cid for cid, f in all_facts().items() if f["set"] == CORE_SET_NUMBER and f["collectible"])


def examples(n: int) -> int:
    """Returns n scaled by the active Hypothesis profile."""
    active = settings.default
    return max(1, round(n * (100 if active is None else active.max_examples) / 100))


def _new(state: hsfp.GameState, before: tuple[int, ...], player: int = 0) -> list[str]:
    return card_ids(state, [m for m in board(state, player) if m not in before])


def _armed(card_id: str) -> hsfp.GameState:
    # the secret played by player 0, then player 1 to act
    state, _ = testing.play(testing.scenario(), card_id)
    assert cards_in(state, 0, Zone.SECRET) == [card_id]
    return testing.end_turns(state)


# ------------------------------------------------------------------------------------------ Runed Orb


@settings(max_examples=examples(20), deadline=None)
@given(SEEDS)
def test_runed_orb_deals_two_then_discovers_a_core_spell_of_your_class(seed: int) -> None:
    state, yeti = put(testing.scenario(seed=seed), 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, RUNED_ORB, yeti)
    assert stats(state, yeti) == (4, 3)
    assert state.pending is not None and len(state.pending.options) == 3
    offered = card_ids(state, state.pending.options)
    assert len(set(offered)) == 3
    for c in offered:
        d = CARDS[c]
        assert c in CORE and d.card_type == CardType.SPELL and d.card_class in (CardClass.MAGE, CardClass.NEUTRAL)
    state = testing.act(state, Choose(state.pending.options[0]), check=True)
    assert cards_in(state, 0, Zone.HAND) == [offered[0]]


# ----------------------------------------------------------------------------------------- Oasis Ally


def test_oasis_ally_summons_a_water_elemental_when_a_friendly_minion_is_attacked() -> None:
    state = _armed(OASIS_ALLY)
    state, (wisp,) = put_all(state, 0, [WISP])
    state, yeti = put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, Attack(yeti, wisp), check=True)
    assert cards_in(state, 0, Zone.SECRET) == []
    assert card_ids(state, board(state, 0)) == [WATER_ELEMENTAL]  # the Wisp died to the attack it drew
    assert stats(state, board(state, 0)[0]) == (3, 6)


def test_oasis_ally_waits_when_the_hero_is_attacked_or_the_board_is_full() -> None:
    state = _armed(OASIS_ALLY)
    state, yeti = put(state, 1, YETI, Zone.PLAY)
    at_hero = testing.act(state, Attack(yeti, hsfp.hero(state, 0)), check=True)
    assert cards_in(at_hero, 0, Zone.SECRET) == [OASIS_ALLY] and board(at_hero, 0) == ()
    full, ogres = put_all(state, 0, [OGRE] * 7)
    full = testing.act(full, Attack(yeti, ogres[0]), check=True)
    assert cards_in(full, 0, Zone.SECRET) == [OASIS_ALLY]
    assert card_ids(full, board(full, 0)) == [OGRE] * 7


# ---------------------------------------------------------------------------------------- Astromancer


@settings(max_examples=examples(30), deadline=None)
@given(SEEDS, st.integers(min_value=0, max_value=9))
def test_astromancer_summons_a_core_minion_costing_your_hand_size(seed: int, held: int) -> None:
    state, _ = put_all(testing.scenario(seed=seed), 0, [WISP] * held, Zone.HAND)
    state, astromancer = testing.play(state, ASTROMANCER)
    summoned = _new(state, (astromancer,))
    pool = pool_cards(state, dsl.OfCost(dsl.OfType(CORE_CARDS, CardType.MINION), dsl.Relation.EQ, held), 0)
    if not pool:
        assert summoned == []
        return
    (minion,) = summoned
    assert minion in CORE and CARDS[minion].cost == held and CARDS[minion].card_type == CardType.MINION
    assert board(state)[0] == astromancer  # summoned to its right


# ---------------------------------------------------------------------------------------- Deep Freeze


def test_deep_freeze_freezes_an_enemy_and_summons_two_water_elementals() -> None:
    state, yeti = put(testing.scenario(), 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, DEEP_FREEZE, yeti)
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1
    assert card_ids(state, board(state)) == [WATER_ELEMENTAL] * 2
    fresh, card = put(testing.scenario(), 0, DEEP_FREEZE, Zone.HAND)
    assert testing.refusal(fresh, hsfp.PlayCard(card, target=hsfp.hero(fresh, 0)))  # an enemy only


# -------------------------------------------------------------------------------------------- Khadgar


def test_khadgar_doubles_the_minions_a_card_summons() -> None:
    state, _ = put(testing.scenario(), 0, KHADGAR, Zone.PLAY)
    state, yeti = put(state, 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, DEEP_FREEZE, yeti)
    assert card_ids(state, board(state)).count(WATER_ELEMENTAL) == 4


def test_khadgar_copies_a_battlecry_summon_but_not_the_minion_played() -> None:
    state, _ = put(testing.scenario(), 0, KHADGAR, Zone.PLAY)
    state, _ = testing.play(state, TIDEHUNTER)
    ids = card_ids(state, board(state))
    assert ids.count(TIDEHUNTER) == 1 and ids.count(SCOUT) == 2 and ids.count(KHADGAR) == 1


def test_each_khadgar_copies_once_and_copies_are_not_copied_again() -> None:
    state, _ = put_all(testing.scenario(), 0, [KHADGAR, KHADGAR])
    state, _ = testing.play(state, TIDEHUNTER)
    assert card_ids(state, board(state)).count(SCOUT) == 3


def test_khadgar_copies_the_same_random_minion_with_its_state() -> None:
    state, _ = put(testing.scenario(seed=5), 0, KHADGAR, Zone.PLAY)
    state, _ = put_all(state, 0, [WISP] * 3, Zone.HAND)
    state, _ = testing.play(state, ASTROMANCER)
    summoned = [c for c in card_ids(state, board(state)) if c not in (KHADGAR, ASTROMANCER)]
    assert len(summoned) == 2 and summoned[0] == summoned[1]


def test_an_enemy_khadgar_does_not_double_your_summons() -> None:
    state, _ = put(testing.scenario(), 1, KHADGAR, Zone.PLAY)
    state, _ = testing.play(state, TIDEHUNTER)
    assert card_ids(state, board(state)).count(SCOUT) == 1
    assert card_ids(state, board(state, 1)) == [KHADGAR]


def test_silenced_khadgar_copies_nothing() -> None:
    state, _ = put(testing.scenario(), 0, KHADGAR, Zone.PLAY, silenced=1)
    state, _ = testing.play(state, TIDEHUNTER)
    assert card_ids(state, board(state)).count(SCOUT) == 1


# ----------------------------------------------------------------------------------- Violet Spellwing


def test_violet_spellwing_leaves_an_arcane_missiles_that_deals_three_split() -> None:
    state, spellwing = put(testing.scenario(seed=3), 0, SPELLWING, Zone.PLAY)
    state, _ = testing.play(state, FIRST_FLAME, spellwing)
    assert cards_in(state, 0, Zone.HAND) == [SECOND_FLAME, ARCANE_MISSILES]
    before = hero_health(state, 1)
    missiles = hand(state)[1]
    state = testing.act(state, hsfp.PlayCard(missiles), check=True)
    assert hero_health(state, 1) == before - 3  # no enemy minion: every missile hits the hero


# ---------------------------------------------------------------------------------- Babbling Bookcase


@settings(max_examples=examples(20), deadline=None)
@given(SEEDS)
def test_babbling_bookcase_adds_two_core_mage_spells(seed: int) -> None:
    state, _ = testing.play(testing.scenario(seed=seed), BOOKCASE)
    added = cards_in(state, 0, Zone.HAND)
    assert len(added) == 2
    assert all(c in CORE and CARDS[c].card_type == CardType.SPELL and CARDS[c].card_class == CardClass.MAGE
               for c in added)


# ------------------------------------------------------------------------------------ Explosive Runes


def test_explosive_runes_sends_the_excess_to_the_enemy_hero() -> None:
    state = _armed(RUNES)
    before = hero_health(state, 1)
    state, _ = testing.play(state, YETI, player=1)
    assert hsfp.zone(state, 1, Zone.PLAY) == ()
    assert hero_health(state, 1) == before - 1  # 6 damage to a 5-Health minion
    assert cards_in(state, 0, Zone.SECRET) == []


def test_explosive_runes_without_excess_and_with_spell_damage() -> None:
    state = _armed(RUNES)
    before = hero_health(state, 1)
    ogre_state, ogre = testing.play(state, OGRE, player=1)
    assert stats(ogre_state, ogre) == (6, 1) and hero_health(ogre_state, 1) == before
    state, _ = put(state, 0, KOBOLD, Zone.PLAY)
    state, _ = testing.play(state, YETI, player=1)
    assert hero_health(state, 1) == before - 2  # 7 damage with Spell Damage +1


@settings(max_examples=examples(30), deadline=None)
@given(st.sampled_from([WISP, "VAN_CS2_120", YETI, OGRE]), st.integers(min_value=0, max_value=3))
def test_explosive_runes_splits_six_plus_spell_damage_between_minion_and_hero(minion: str, kobolds: int) -> None:
    state = _armed(RUNES)
    state, _ = put_all(state, 0, [KOBOLD] * kobolds)
    before = hero_health(state, 1)
    health = CARDS[minion].health
    state, m = testing.play(state, minion, player=1)
    dealt = 6 + kobolds
    assert hero_health(state, 1) == before - max(0, dealt - health)
    if dealt < health:
        assert stats(state, m)[1] == health - dealt
    else:
        assert hsfp.zone(state, 1, Zone.PLAY) == ()


def test_explosive_runes_excess_passes_a_divine_shield() -> None:
    state = _armed(RUNES)
    before = hero_health(state, 1)
    state, squire = testing.play(state, SQUIRE, player=1)
    assert hsfp.tag(state, squire, Tag.DIVINE_SHIELD) == 0 and stats(state, squire) == (1, 1)
    assert hero_health(state, 1) == before - 5


def test_explosive_runes_ignores_your_own_minions_and_spells() -> None:
    state, _ = testing.play(testing.scenario(), RUNES)
    state, yeti = testing.play(state, YETI)
    assert stats(state, yeti) == (4, 5) and cards_in(state, 0, Zone.SECRET) == [RUNES]
    state = testing.end_turns(state)
    state, _ = testing.play(state, "VAN_CS2_023", player=1)  # Arcane Intellect
    assert cards_in(state, 0, Zone.SECRET) == [RUNES]


# ----------------------------------------------------------------------------------------- First Flame


def test_first_flame_then_second_flame() -> None:
    state, yeti = put(testing.scenario(), 1, YETI, Zone.PLAY)
    state, _ = testing.play(state, FIRST_FLAME, yeti)
    assert stats(state, yeti) == (4, 3) and cards_in(state, 0, Zone.HAND) == [SECOND_FLAME]
    state = testing.act(state, hsfp.PlayCard(hand(state)[0], target=yeti), check=True)
    assert stats(state, yeti) == (4, 1) and hand(state) == ()  # the second adds no third


# --------------------------------------------------------------------------- the nodes as data and text


NODES = (
    dsl.DamageWithExcess(dsl.EventEntity(), 6, dsl.Heroes(dsl.Side.ENEMY)),
    dsl.SummonFromPoolAtCost(dsl.OfType(CORE_CARDS, CardType.MINION), dsl.Count(dsl.InZone(Zone.HAND))),
)


def test_the_new_nodes_round_trip_through_json() -> None:
    for node in (*NODES, dsl.Among(dsl.EventSource()), dsl.Last(dsl.InZone(Zone.HAND))):
        assert codec.decode(codec.parse(codec.dump(codec.encode(node)))) == node
    for card_id in (RUNED_ORB, OASIS_ALLY, ASTROMANCER, DEEP_FREEZE, KHADGAR, SPELLWING, BOOKCASE, RUNES,
                    FIRST_FLAME, SECOND_FLAME, ARCANE_MISSILES):
        assert codec.from_json(codec.to_json(CARDS[card_id])) == CARDS[card_id]


def test_the_new_nodes_read_in_both_languages_and_are_worth_something() -> None:
    excess = CardDef("TEST_EXCESS", "Excess", CardType.SPELL, target=dsl.Minions(),
                     play=dsl.DamageWithExcess(dsl.Target(), 6, dsl.Heroes(dsl.Side.ENEMY)))
    assert render(excess, strict=True) == "Deal $6 damage to a minion and any excess to the enemy hero."
    assert "超过其生命值的伤害" in render(excess, "zh", strict=True)
    astro = render(CARDS[ASTROMANCER], strict=True)
    assert "with Cost equal to the number of cards in your hand" in astro
    assert "法力值消耗等同于" in render(CARDS[ASTROMANCER], "zh", strict=True)
    among = CardDef("TEST_AMONG", "Among", CardType.SPELL,
                    play=dsl.Damage(dsl.Minions().where(dsl.Among(dsl.Minions(dsl.Side.ENEMY))), 1))
    assert render(among, strict=True) and render(among, "zh", strict=True)
    assert render(CARDS[KHADGAR], strict=True) and render(CARDS[KHADGAR], "zh", strict=True)
    last = CardDef("TEST_LAST", "Last", CardType.SPELL,
                   play=dsl.Heal(dsl.Heroes(dsl.Side.FRIENDLY), dsl.TagOf(dsl.Last(dsl.InZone(Zone.HAND)), Tag.COST)))
    assert "the last of" in render(last, strict=True) and "最后一个" in render(last, "zh", strict=True)
    assert estimate_value(excess) > estimate_value(CardDef("TEST_NOTHING", "Nothing", CardType.SPELL))
    assert estimate_value(CARDS[ASTROMANCER]) > estimate_value(CardDef(
        "TEST_BODY", "Body", CardType.MINION, cost=7, atk=5, health=5))


def test_khadgar_copies_a_minion_that_comes_back_with_reborn() -> None:
    mummy = "CORE_ULD_723"  # Murmy, a 1/1 with Reborn
    state, _ = put(testing.scenario(), 0, KHADGAR, Zone.PLAY)
    state, murmy = put(state, 0, mummy, Zone.PLAY)
    state, _ = testing.play(state, FIRST_FLAME, murmy)
    back = [m for m in board(state) if card_ids(state, [m]) == [mummy]]
    assert len(back) == 2 and all(stats(state, m) == (1, 1) for m in back)
