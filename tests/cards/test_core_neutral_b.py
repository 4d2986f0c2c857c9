"""CORE Neutral cards, second half (Maze Guide to Stonehill Defender), played in real positions."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.core.neutral_b import SIAMAT_OPTIONS
from cards.core.pools import CORE_CARDS, CORE_IDS
from cards.text import render
from cards.value import estimate_value
from hsfp import Attack, Choose, PlayCard, Tag, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef, OfCost, OfType, Relation
from hsfp.core.registry import CARDS, register, unregister
from hsfp.core.state import state_hash
from hsfp.core.tags import CardClass, CardType, Race
from hsfp.testing import board, cards_in, end_turns, hand, hero_health, play, stats
from reducers.pools import pool_cards

YETI = "VAN_CS2_182"  # 4/5, no type
RAPTOR = "VAN_CS2_172"  # 3/2 Beast
MURLOC_RAIDER = "VAN_CS2_168"  # 2/1 Murloc
DECKHAND = "VAN_CS2_146"  # 2/1 Pirate
FAERIE_DRAGON = "VAN_NEW1_023"  # 3/2 Dragon
SHIELDMASTA = "VAN_CS2_179"  # 3/5 Taunt
MOONFIRE = "VAN_CS2_008"  # 1 damage
FIREBALL = "VAN_CS2_029"  # 4 mana, 6 damage
PYROBLAST = "VAN_EX1_279"  # 10 mana spell
OGRE = "VAN_CS2_200"  # 6/7
FIERY_WAR_AXE = "VAN_CS2_106"  # 3/2 weapon

MAZE_GUIDE = "CORE_REV_308"
LAKE_THRESHER = "CORE_SCH_605"
CULT_NEOPHYTE = "CORE_SCH_713"
KEYMASTER = "CORE_SCH_717"
ROYAL_LIBRARIAN = "CORE_SW_066"
MOARG = "CORE_SW_068"
RUSTROT_VIPER = "CORE_SW_072"
SIAMAT = "CORE_ULD_178"
BEAMING_SIDEKICK = "CORE_ULD_191"
INJURED_TOLVIR = "CORE_ULD_271"
MURMY = "CORE_ULD_723"
FIRE_PLUME = "CORE_UNG_084"
GLACIAL_SHARD = "CORE_UNG_205"
FIRE_FLY = "CORE_UNG_809"
PRIMORDIAL_DRAKE = "CORE_UNG_848"
TAR_CREEPER = "CORE_UNG_928"
MENAGERIE_MUG = "CORE_WON_141"
BUCCANEER = "CORE_WON_351"
BLACKWING = "CORE_YOP_034"
FREEBOOTER = "CS3_022"
TAELAN = "CS3_024"
RUNTHAK = "CS3_025"
NOZDORMU = "CS3_035"
RAZORJAW = "CS3_038"
BOULDERFIST = "Core_CS2_200"
STONEHILL = "Core_UNG_072"

#: A minion of every minion type at once (an Amalgam), for "different minion types".
AMALGAM = CardDef("TEST_NEUTRAL_B_AMALGAM", "Amalgam", CardType.MINION, cost=1, atk=1, health=1,
                  race=int(Race.ALL))


@pytest.fixture
def amalgam() -> Iterator[str]:
    register(AMALGAM)
    yield AMALGAM.card_id
    unregister(AMALGAM.card_id)


def _examples(n: int) -> int:
    # n scaled by the active Hypothesis profile
    return max(1, round(n * settings.default.max_examples / 100))


# ------------------------------------------------------------------------------- plain battlecries


def test_maze_guide_summons_a_random_2_cost_core_minion_beside_it() -> None:
    state, guide = play(testing.scenario(), MAZE_GUIDE, check=True)
    mine = board(state, 0)
    assert len(mine) == 2 and mine[0] == guide
    summoned = hsfp.card_id(state, mine[1])
    assert summoned in pool_cards(state, OfCost(OfType(CORE_CARDS, CardType.MINION), Relation.EQ, 2), 0)
    assert CARDS[summoned].cost == 2 and summoned in CORE_IDS


def test_royal_librarian_silences_a_minion() -> None:
    state, masta = testing.put(testing.scenario(), 1, SHIELDMASTA, Zone.PLAY)
    assert hsfp.tag(state, masta, Tag.TAUNT) == 1
    state, _ = play(state, ROYAL_LIBRARIAN, masta, check=True)
    assert hsfp.tag(state, masta, Tag.TAUNT) == 0 and hsfp.tag(state, masta, Tag.SILENCED) == 1


def test_moarg_forgefiend_gives_8_armor_when_it_dies() -> None:
    state, moarg = testing.put(testing.scenario(), 0, MOARG, Zone.PLAY, damage=7)
    state, _ = play(state, MOONFIRE, moarg, check=True)
    assert not board(state, 0)
    assert hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR) == 8
    assert hsfp.tag(state, hsfp.hero(state, 1), Tag.ARMOR) == 0


def test_rustrot_viper_destroys_the_enemy_weapon_only() -> None:
    state, _ = testing.put(testing.scenario(), 1, FIERY_WAR_AXE, Zone.PLAY)
    state, mine = testing.put(state, 0, FIERY_WAR_AXE, Zone.PLAY)
    state, _ = play(state, RUSTROT_VIPER, check=True)
    assert hsfp.weapon(state, 1) is None
    assert hsfp.weapon(state, 0) == mine


def test_beaming_sidekick_gives_a_friendly_minion_2_health_and_cannot_aim_at_an_enemy() -> None:
    state, yeti = testing.put(testing.scenario(), 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, card = testing.put(state, 0, BEAMING_SIDEKICK, Zone.HAND)
    assert testing.refusal(state, PlayCard(card, target=enemy)) is not None
    state = testing.act(state, PlayCard(card, target=yeti), check=True)
    assert stats(state, yeti) == (4, 7) and stats(state, enemy) == (4, 5)


def test_injured_tolvir_deals_3_damage_to_itself() -> None:
    state, tolvir = play(testing.scenario(), INJURED_TOLVIR, check=True)
    assert stats(state, tolvir) == (2, 3)
    assert hsfp.tag(state, tolvir, Tag.TAUNT) == 1


def test_fire_plume_phoenix_deals_3_damage() -> None:
    state, yeti = testing.put(testing.scenario(), 1, YETI, Zone.PLAY)
    state, _ = play(state, FIRE_PLUME, yeti, check=True)
    assert stats(state, yeti) == (4, 2)
    state, _ = play(state, FIRE_PLUME, hsfp.hero(state, 1), check=True)
    assert hero_health(state, 1) == 27


def test_glacial_shard_freezes_an_enemy_only() -> None:
    state, yeti = testing.put(testing.scenario(), 1, YETI, Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, card = testing.put(state, 0, GLACIAL_SHARD, Zone.HAND)
    assert testing.refusal(state, PlayCard(card, target=mine)) is not None
    state = testing.act(state, PlayCard(card, target=yeti), check=True)
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1 and hsfp.tag(state, mine, Tag.FROZEN) == 0


def test_fire_fly_adds_a_1_2_elemental_to_your_hand() -> None:
    state, _ = play(testing.scenario(), FIRE_FLY, check=True)
    (added,) = hand(state)
    assert hsfp.card_id(state, added) == "UNG_809t1"
    assert hsfp.tag(state, added, Tag.RACE) == Race.ELEMENTAL and stats(state, added) == (1, 2)
    assert hsfp.cost(state, added) == 1


def test_primordial_drake_deals_2_damage_to_all_other_minions_and_no_hero() -> None:
    state, mine = testing.put(testing.scenario(), 0, YETI, Zone.PLAY)
    state, theirs = testing.put(state, 1, YETI, Zone.PLAY)
    state, drake = play(state, PRIMORDIAL_DRAKE, check=True)
    assert stats(state, mine) == (4, 3) and stats(state, theirs) == (4, 3)
    assert stats(state, drake) == (4, 8)
    assert hero_health(state, 0) == 30 and hero_health(state, 1) == 30


def test_boulderfist_ogre_and_nozdormu_are_their_bodies() -> None:
    state, ogre = play(testing.scenario(), BOULDERFIST, check=True)
    assert stats(state, ogre) == (6, 7) and hsfp.mana(state, 0) == 4
    before = testing.scenario()
    state, noz = play(before, NOZDORMU, check=True)
    assert stats(state, noz) == (8, 8) and hsfp.tag(state, noz, Tag.RACE) == Race.DRAGON
    # no Start of Game effect and no timer: nothing but the body and the mana spent changes
    assert hsfp.mana(state, 0) == 3 and hand(state) == () and hero_health(state, 1) == 30


def test_redgill_razorjaw_has_rush() -> None:
    state, enemy = testing.put(testing.scenario(), 1, YETI, Zone.PLAY)
    state, jaw = play(state, RAZORJAW, check=True)
    targets = hsfp.attack_targets(state, jaw)
    assert enemy in targets and hsfp.hero(state, 1) not in targets


# ---------------------------------------------------------------------- conditions and auras


def test_tar_creeper_has_2_more_attack_during_the_opponents_turn() -> None:
    state, creeper = play(testing.scenario(), TAR_CREEPER, check=True)
    assert stats(state, creeper) == (1, 5)
    state = end_turns(state)
    assert stats(state, creeper) == (3, 5)
    state = end_turns(state)
    assert stats(state, creeper) == (1, 5)


def test_small_time_buccaneer_has_2_more_attack_while_you_have_a_weapon() -> None:
    state, bucc = play(testing.scenario(), BUCCANEER, check=True)
    state, _ = testing.put(state, 1, FIERY_WAR_AXE, Zone.PLAY)
    assert stats(state, bucc) == (1, 2)  # the enemy weapon does not count
    state, _ = play(state, FIERY_WAR_AXE, check=True)
    assert stats(state, bucc) == (3, 2)
    state = end_turns(state)
    state, _ = play(state, RUSTROT_VIPER, player=1, check=True)  # the opponent destroys your weapon
    assert hsfp.weapon(state, 0) is None and stats(state, bucc) == (1, 2)


def test_small_time_buccaneer_loses_the_bonus_when_the_weapon_breaks() -> None:
    state, bucc = play(testing.scenario(), BUCCANEER, check=True)
    state, _ = testing.put(state, 0, FIERY_WAR_AXE, Zone.PLAY, damage=1)
    assert stats(state, bucc) == (3, 2)
    state = testing.act(state, Attack(hsfp.hero(state, 0), hsfp.hero(state, 1)), check=True)
    assert hsfp.weapon(state, 0) is None
    assert stats(state, bucc) == (1, 2)


def test_fogsail_freebooter_deals_2_damage_only_with_a_weapon() -> None:
    state, yeti = testing.put(testing.scenario(), 1, YETI, Zone.PLAY)
    state, card = testing.put(state, 0, FREEBOOTER, Zone.HAND)
    assert hsfp.legal_targets(state, card) == ()
    plain = testing.act(state, PlayCard(card), check=True)
    assert stats(plain, yeti) == (4, 5) and len(board(plain, 0)) == 1
    state, _ = testing.put(state, 0, FIERY_WAR_AXE, Zone.PLAY)
    state = testing.act(state, PlayCard(card, target=yeti), check=True)
    assert stats(state, yeti) == (4, 3)


# ---------------------------------------------------------------------------------------- triggers


def test_runaway_blackwing_deals_10_damage_to_an_enemy_minion_at_the_end_of_your_turn() -> None:
    state, wing = testing.put(testing.scenario(), 0, BLACKWING, Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = testing.put(state, 1, OGRE, Zone.PLAY)
    state = end_turns(state)
    assert board(state, 1) == () and stats(state, mine) == (4, 5)
    assert hero_health(state, 1) == 30 and stats(state, wing) == (10, 10)
    state, other = testing.put(state, 0, OGRE, Zone.PLAY)
    state = end_turns(state)  # the opponent's turn end: nothing
    assert stats(state, other) == (6, 7)


def test_runaway_blackwing_does_nothing_without_enemy_minions() -> None:
    state, _ = testing.put(testing.scenario(), 0, BLACKWING, Zone.PLAY)
    state = end_turns(state)
    assert hero_health(state, 1) == 30 and hero_health(state, 0) == 30


def test_taelan_fordring_draws_your_highest_cost_minion_when_it_dies() -> None:
    deck = (YETI, OGRE, PYROBLAST)
    state = testing.scenario(decks=(deck, deck))
    state, taelan = testing.put(state, 0, TAELAN, Zone.PLAY, divine_shield=0)
    state, _ = play(state, FIREBALL, taelan, check=True)
    assert cards_in(state, 0, Zone.HAND) == [OGRE]
    assert sorted(cards_in(state, 0, Zone.DECK)) == sorted([YETI, PYROBLAST])


def test_overlord_runthak_buffs_the_minions_in_your_hand_whenever_it_attacks() -> None:
    state, runthak = testing.put(testing.scenario(), 0, RUNTHAK, Zone.PLAY)
    state, (held, spell) = testing.put_all(state, 0, [YETI, MOONFIRE], Zone.HAND)
    state, (theirs,) = testing.put_all(state, 1, [YETI], Zone.HAND)
    state = testing.act(state, Attack(runthak, hsfp.hero(state, 1)), check=True)
    assert stats(state, held) == (5, 6) and stats(state, theirs) == (4, 5)
    assert hsfp.tag(state, spell, Tag.ATK) == 0
    # being attacked is not attacking
    state = end_turns(state)
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state = testing.act(state, Attack(raptor, runthak), check=True)
    assert stats(state, held) == (5, 6)


def test_lake_thresher_also_damages_the_minions_next_to_its_target() -> None:
    state, (left, middle, right, far) = testing.put_all(testing.scenario(), 1, [YETI, YETI, YETI, YETI])
    state, thresher = testing.put(state, 0, LAKE_THRESHER, Zone.PLAY)
    state = testing.act(state, Attack(thresher, middle), check=True)
    assert [stats(state, m) for m in (left, middle, right, far)] == [(4, 1), (4, 1), (4, 1), (4, 5)]
    assert stats(state, thresher) == (4, 2)  # only the target hits back
    assert hero_health(state, 1) == 30


def test_lake_thresher_hits_no_minion_when_it_attacks_a_hero_and_kills_neighbours_at_once() -> None:
    state, (raptor, yeti) = testing.put_all(testing.scenario(), 1, [RAPTOR, YETI])
    state, thresher = testing.put(state, 0, LAKE_THRESHER, Zone.PLAY)
    hit = testing.act(state, Attack(thresher, hsfp.hero(state, 1)), check=True)
    assert hero_health(hit, 1) == 26 and stats(hit, raptor) == (3, 2) and stats(hit, yeti) == (4, 5)
    both = testing.act(state, Attack(thresher, yeti), check=True)
    assert board(both, 1) == (yeti,) and stats(both, yeti) == (4, 1) and stats(both, thresher) == (4, 2)


def test_cult_neophyte_makes_enemy_spells_cost_1_more_on_their_next_turn_only() -> None:
    state, (fireball,) = testing.put_all(testing.scenario(), 1, [FIREBALL], Zone.HAND)
    state, (mine,) = testing.put_all(state, 0, [FIREBALL], Zone.HAND)
    state, (minion,) = testing.put_all(state, 1, [YETI], Zone.HAND)
    state, _ = play(state, CULT_NEOPHYTE, check=True)
    assert hsfp.cost(state, fireball) == 4  # not yet: "next turn"
    state = end_turns(state)
    assert hsfp.cost(state, fireball) == 5 and hsfp.cost(state, minion) == 4
    assert hsfp.cost(state, mine) == 4
    state = end_turns(state)
    assert hsfp.cost(state, fireball) == 4
    state = end_turns(state)
    assert hsfp.cost(state, fireball) == 4


def test_keymaster_alabaster_copies_each_card_the_opponent_draws_at_a_cost_of_1() -> None:
    state, _ = testing.put(testing.scenario(), 0, KEYMASTER, Zone.PLAY)
    state = end_turns(state)  # the opponent draws a Yeti
    assert cards_in(state, 1, Zone.HAND) == [YETI]
    (copy,) = hand(state, 0)
    assert hsfp.card_id(state, copy) == YETI and hsfp.cost(state, copy) == 1
    assert hsfp.cost(state, hand(state, 1)[0]) == 4
    state = end_turns(state)  # your own draw: no copy
    assert cards_in(state, 0, Zone.HAND) == [YETI, YETI] and len(hand(state, 1)) == 1


def test_keymaster_alabaster_gives_nothing_to_a_full_hand() -> None:
    state, _ = testing.put(testing.scenario(), 0, KEYMASTER, Zone.PLAY)
    state, full = testing.put_all(state, 0, [MOONFIRE] * 10, Zone.HAND)
    state = end_turns(state)
    assert hand(state, 0) == full and len(hand(state, 1)) == 1


# ------------------------------------------------------------------------------------------ choices


def test_siamat_offers_four_keywords_twice_and_gains_the_two_chosen() -> None:
    state, card = testing.put(testing.scenario(), 0, SIAMAT, Zone.HAND)
    state = testing.act(state, PlayCard(card), check=True)
    assert state.pending is not None
    first = state.pending.options
    assert [state.cards[o] for o in first] == list(SIAMAT_OPTIONS)
    taunt = first[SIAMAT_OPTIONS.index("ULD_178a3")]
    state = testing.act(state, Choose(taunt), check=True)
    assert state.pending is not None
    second = [state.cards[o] for o in state.pending.options]
    assert sorted(second) == sorted(set(SIAMAT_OPTIONS) - {"ULD_178a3"})
    assert all(state.cards[o] == "" for o in first)  # the first options left the game blanked
    wind = state.pending.options[second.index("ULD_178a")]
    state = testing.act(state, Choose(wind), check=True)
    assert state.pending is None
    (siamat,) = board(state, 0)
    got = {t: hsfp.tag(state, siamat, t) for t in (Tag.TAUNT, Tag.WINDFURY, Tag.RUSH, Tag.DIVINE_SHIELD)}
    assert got == {Tag.TAUNT: 1, Tag.WINDFURY: 1, Tag.RUSH: 0, Tag.DIVINE_SHIELD: 0}
    assert hand(state, 0) == ()


def test_siamat_with_rush_may_attack_a_minion_at_once() -> None:
    state, enemy = testing.put(testing.scenario(), 1, YETI, Zone.PLAY)
    state, card = testing.put(state, 0, SIAMAT, Zone.HAND)
    state = testing.act(state, PlayCard(card), check=True)
    assert state.pending is not None
    rush = state.pending.options[SIAMAT_OPTIONS.index("ULD_178a4")]
    state = testing.act(state, Choose(rush), check=True)
    assert state.pending is not None
    state = testing.act(state, Choose(state.pending.options[0]), check=True)
    (siamat,) = board(state, 0)
    assert enemy in hsfp.attack_targets(state, siamat)
    assert hsfp.hero(state, 1) not in hsfp.attack_targets(state, siamat)


def test_a_pending_siamat_choice_is_restored_exactly_from_json() -> None:
    state, card = testing.put(testing.scenario(), 0, SIAMAT, Zone.HAND)
    state = testing.act(state, PlayCard(card))
    assert state.pending is not None
    state = testing.act(state, Choose(state.pending.options[2]))
    restored = hsfp.from_json(hsfp.to_json(state))
    assert state_hash(restored) == state_hash(state) and restored.pending == state.pending
    assert state.pending is not None
    option = state.pending.options[0]
    after, after_restored = (testing.act(s, Choose(option)) for s in (state, restored))
    assert state_hash(after) == state_hash(after_restored)


def test_the_opponent_sees_no_siamat_option() -> None:
    from hsfp.observation import observation

    state, card = testing.put(testing.scenario(), 0, SIAMAT, Zone.HAND)
    state = testing.act(state, PlayCard(card))
    assert state.pending is not None
    seen = repr(observation(state, 1))
    assert not any(o in seen for o in SIAMAT_OPTIONS)


def test_stonehill_defender_discovers_a_taunt_minion_of_the_core_set() -> None:
    state, card = testing.put(testing.scenario(), 0, STONEHILL, Zone.HAND)
    state = testing.act(state, PlayCard(card), check=True)
    assert state.pending is not None
    offered = [state.cards[o] for o in state.pending.options]
    assert len(offered) == 3 and len(set(offered)) == 3
    for c in offered:
        d = CARDS[c]
        assert c in CORE_IDS and d.card_type == CardType.MINION
        assert dict(d.tags).get(Tag.TAUNT) and d.card_class in (CardClass.MAGE, CardClass.NEUTRAL)
    state = testing.act(state, Choose(state.pending.options[1]), check=True)
    assert cards_in(state, 0, Zone.HAND) == [offered[1]]


# ---------------------------------------------------------------------- different minion types


def test_menagerie_mug_buffs_three_friendly_minions_of_different_types() -> None:
    state, (raptor, murloc, dragon, yeti) = testing.put_all(
        testing.scenario(), 0, [RAPTOR, MURLOC_RAIDER, FAERIE_DRAGON, YETI])
    state, (enemy,) = testing.put_all(state, 1, [DECKHAND])
    state, mug = play(state, MENAGERIE_MUG, check=True)
    assert stats(state, raptor) == (4, 3) and stats(state, murloc) == (3, 2) and stats(state, dragon) == (4, 3)
    assert stats(state, yeti) == (4, 5) and stats(state, enemy) == (2, 1) and stats(state, mug) == (3, 3)


def test_menagerie_mug_never_buffs_two_of_one_type() -> None:
    state, (a, b) = testing.put_all(testing.scenario(), 0, [RAPTOR, RAPTOR])
    state, _ = play(state, MENAGERIE_MUG, check=True)
    assert sorted([stats(state, a), stats(state, b)]) == [(3, 2), (4, 3)]


@settings(max_examples=_examples(30), deadline=None)
@given(st.lists(st.sampled_from([RAPTOR, RAPTOR, MURLOC_RAIDER, DECKHAND, FAERIE_DRAGON, YETI, "amalgam"]),
                max_size=6), st.integers(0, 2**16))
def test_distinct_types_keeps_at_most_n_typed_minions_no_two_of_a_type(
        cards: list[str], seed: int) -> None:
    register(AMALGAM)
    try:
        ids = [AMALGAM.card_id if c == "amalgam" else c for c in cards]
        state, minions = testing.put_all(testing.scenario(seed=seed), 0, ids)
        state, _ = play(state, MENAGERIE_MUG)
        buffed = [m for m in minions if hsfp.attack(state, m) > CARDS[hsfp.card_id(state, m)].atk]
        types = [CARDS[hsfp.card_id(state, m)].race for m in buffed]
        named = [t for t in types if t != Race.ALL]
        assert Race.INVALID not in types and len(named) == len(set(named))
        # as many as can be: one of each type present and every Amalgam, up to 3
        present = {CARDS[c].race for c in ids} - {Race.INVALID, Race.ALL}
        assert len(buffed) == min(3, len(present) + ids.count(AMALGAM.card_id))
    finally:
        unregister(AMALGAM.card_id)


def test_an_amalgam_fits_beside_any_type(amalgam: str) -> None:
    state, (raptor, gam, other) = testing.put_all(testing.scenario(), 0, [RAPTOR, amalgam, MURLOC_RAIDER])
    state, _ = play(state, MENAGERIE_MUG, check=True)
    assert stats(state, raptor) == (4, 3) and stats(state, gam) == (2, 2) and stats(state, other) == (3, 2)


# ------------------------------------------------------------------------------------------- Reborn


def test_murmy_comes_back_once_with_1_health() -> None:
    state, murmy = testing.put(testing.scenario(), 0, MURMY, Zone.PLAY)
    assert hsfp.tag(state, murmy, Tag.REBORN) == 1
    state, _ = play(state, MOONFIRE, murmy, check=True)
    (back,) = board(state, 0)
    assert back != murmy and hsfp.card_id(state, back) == MURMY
    assert stats(state, back) == (1, 1) and hsfp.tag(state, back, Tag.REBORN) == 0
    state, _ = play(state, MOONFIRE, back, check=True)
    assert board(state, 0) == ()


# ------------------------------------------------------------------------------- nodes: JSON, text


NODES: tuple[dsl.Effect, ...] = (
    dsl.CopyToHandThen(dsl.EventEntity(), dsl.Buff(dsl.Target(), "AT_085e")),
    dsl.CopyToHandThen(dsl.Target(), dsl.Draw(1), dsl.Side.ENEMY, dsl.CopyMode.FULL),
    dsl.ChooseEffects(SIAMAT_OPTIONS, picks=2),
    dsl.EffectChosen(dsl.ChooseEffects(SIAMAT_OPTIONS, 2), ("ULD_178a",), (40, 41, 42)),
    dsl.Buff(dsl.DistinctTypes(dsl.Minions(dsl.Side.FRIENDLY), 3), "WON_141e"),
)


@pytest.mark.parametrize("node", NODES)
def test_the_new_nodes_round_trip_through_json(node: dsl.Effect) -> None:
    d = CardDef("TEST_NEUTRAL_B_NODE", "Node", CardType.SPELL, play=node)
    text = codec.to_json(d)
    assert codec.from_json(text) == d
    assert codec.to_json(codec.from_json(text)) == text


@pytest.mark.parametrize("card_id", [KEYMASTER, SIAMAT, MENAGERIE_MUG, LAKE_THRESHER, CULT_NEOPHYTE, TAELAN])
def test_the_cards_round_trip_through_json(card_id: str) -> None:
    d = CARDS[card_id]
    assert codec.from_json(codec.to_json(d)) == d


def test_the_new_nodes_read_in_both_languages() -> None:
    assert render(CARDS[KEYMASTER]) == ("Whenever your opponent draws a card, put a copy of that card into your "
                                       "hand, then make it cost (1).")
    assert "然后使它的法力值消耗变为（1）点" in render(CARDS[KEYMASTER], "zh")
    siamat = render(CARDS[SIAMAT])
    assert siamat.startswith("Battlecry: Choose 2 different effects of these:") and "Windfury" in siamat
    assert "两个不同的效果" in render(CARDS[SIAMAT], "zh") and "风怒" in render(CARDS[SIAMAT], "zh")
    assert render(CARDS[MENAGERIE_MUG]) == ("Battlecry: Give 3 random other friendly minions of different "
                                           "minion types +1/+1.")
    assert "三个不同类型的随机" in render(CARDS[MENAGERIE_MUG], "zh")


def test_the_new_nodes_have_a_value() -> None:
    plain = estimate_value(CardDef("TEST_NEUTRAL_B_PLAIN", "Plain", CardType.MINION, cost=7, atk=7, health=7))
    assert estimate_value(CARDS[SIAMAT]) > plain
    mug = estimate_value(CARDS[MENAGERIE_MUG])
    bare = estimate_value(CardDef("TEST_NEUTRAL_B_BARE", "Bare", CardType.MINION, cost=3, atk=3, health=3))
    assert mug > bare
    assert estimate_value(CARDS[KEYMASTER]) > estimate_value(
        CardDef("TEST_NEUTRAL_B_BIG", "Big", CardType.MINION, cost=7, atk=6, health=8))
