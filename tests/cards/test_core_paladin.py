"""The CORE set's Paladin cards, played in real positions: Holy spells, Divine Shields lost, Discover, buffs."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.core.pools import CORE_SET_NUMBER
from cards.facts import all_facts
from hsfp import Attack, Choose, PlayCard, Zone, testing
from hsfp.core import codec
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, CardType, SpellSchool, Tag, column
from hsfp.testing import board, card_ids, cards_in, hand, hero_health, put, put_all, stats

WARMEDIC, HAND_OF_ADAL, COGHAMMER, MUSTER = "CORE_BAR_878", "CORE_BT_292", "CORE_GVG_059", "CORE_GVG_061"
PROTECTOR, IVORY_KNIGHT, PORTAL, VICAR = "CORE_ICC_038", "CORE_KAR_057", "CORE_KAR_077", "CORE_ONY_022"
FORDRAGON, FLASH, STONE, STEED = "CORE_SW_047", "CORE_TRL_307", "CORE_TSC_076", "CORE_UNG_952"
MEDIC, RECRUIT, LIGHTS_JUSTICE, STEGODON = "BAR_878t", "CS2_101t", "CS2_091", "UNG_810"
YETI = "VAN_CS2_182"  # 4 mana 4/5
WISP = "VAN_CS2_231"  # 1/1
SQUIRE = "VAN_EX1_008"  # Argent Squire, 1/1 Divine Shield
SILENCE = "VAN_EX1_332"
FIREBALL = "VAN_CS2_029"
PALADIN = ("HERO_04", "HERO_01")  # Uther against Garrosh
SEEDS = st.integers(min_value=0, max_value=2**31)
#: The collectible cards of the CORE set, by the card database's own numbers.
CORE = frozenset(cid for cid, f in all_facts().items() if f["set"] == CORE_SET_NUMBER and f["collectible"])


def examples(n: int) -> int:
    """Returns n scaled by the active Hypothesis profile."""
    active = settings.default
    return max(1, round(n * (100 if active is None else active.max_examples) / 100))


def _paladin(seed: int = 0) -> hsfp.GameState:
    return testing.scenario(seed=seed, heroes=PALADIN)


def _hurt(state: hsfp.GameState, player: int, damage: int) -> hsfp.GameState:
    return testing.set_tag(state, hsfp.hero(state, player), Tag.DAMAGE, damage)


# ---------------------------------------------------------------------------------- Veteran Warmedic


def test_veteran_warmedic_summons_a_lifesteal_medic_after_your_holy_spell() -> None:
    state, _ = put(_paladin(), 0, WARMEDIC, Zone.PLAY)
    state, _ = testing.play(state, FLASH, hsfp.hero(state, 0))  # a Holy spell
    assert card_ids(state, board(state)) == [WARMEDIC, MEDIC]
    medic = board(state)[1]
    assert hsfp.tag(state, medic, Tag.LIFESTEAL) == 1 and stats(state, medic) == (2, 2)


def test_veteran_warmedic_ignores_other_spells_and_the_opponents_holy_spells() -> None:
    state, _ = put(_paladin(), 0, WARMEDIC, Zone.PLAY)
    other, _ = testing.play(state, MUSTER)  # no spell school
    assert MEDIC not in card_ids(other, board(other))
    theirs = testing.end_turns(state)
    theirs, _ = testing.play(theirs, FLASH, hsfp.hero(theirs, 1), player=1)
    assert card_ids(theirs, board(theirs)) == [WARMEDIC] and board(theirs, 1) == ()
    assert CARDS[FLASH].tags and (Tag.SPELL_SCHOOL, SpellSchool.HOLY) in CARDS[FLASH].tags


# ------------------------------------------------------------------------- Hand of A'dal, Flash of Light


def test_hand_of_adal_gives_two_one_and_draws() -> None:
    state, yeti = put(_paladin(), 0, YETI, Zone.PLAY)
    state, _ = testing.play(state, HAND_OF_ADAL, yeti)
    assert stats(state, yeti) == (6, 6) and len(hand(state)) == 1


def test_flash_of_light_restores_four_and_draws() -> None:
    state = _hurt(_paladin(), 0, 10)
    state, _ = testing.play(state, FLASH, hsfp.hero(state, 0))
    assert hero_health(state, 0) == 24 and len(hand(state)) == 1


# ------------------------------------------------------------------------------------------ Coghammer


@settings(max_examples=examples(20), deadline=None)
@given(SEEDS)
def test_coghammer_gives_one_random_friendly_minion_divine_shield_and_taunt(seed: int) -> None:
    state, minions = put_all(_paladin(seed), 0, [YETI, WISP, YETI])
    state, _ = put(state, 1, YETI, Zone.PLAY)
    state, hammer = testing.play(state, COGHAMMER)
    given_both = [m for m in minions if hsfp.tag(state, m, Tag.TAUNT) and hsfp.tag(state, m, Tag.DIVINE_SHIELD)]
    assert len(given_both) == 1
    assert not any(hsfp.tag(state, m, Tag.TAUNT) for m in minions if m not in given_both)
    assert hsfp.weapon(state, 0) == hammer and hsfp.tag(state, board(state, 1)[0], Tag.TAUNT) == 0


def test_coghammer_with_no_minion_is_just_a_weapon() -> None:
    state, hammer = testing.play(_paladin(), COGHAMMER)
    assert hsfp.weapon(state, 0) == hammer and board(state) == ()


# ----------------------------------------------------------------------------------- Muster for Battle


def test_muster_for_battle_summons_three_recruits_and_equips_a_one_four() -> None:
    state, _ = testing.play(_paladin(), MUSTER)
    assert card_ids(state, board(state)) == [RECRUIT] * 3
    weapon = hsfp.weapon(state, 0)
    assert weapon is not None and card_ids(state, [weapon]) == [LIGHTS_JUSTICE]
    assert hsfp.attack(state, weapon) == 1 and testing.durability(state, weapon) == 4


# --------------------------------------------------------------------------------- Righteous Protector


def test_righteous_protector_has_taunt_and_divine_shield() -> None:
    state, protector = testing.play(_paladin(), PROTECTOR)
    assert hsfp.tag(state, protector, Tag.TAUNT) == 1 and hsfp.tag(state, protector, Tag.DIVINE_SHIELD) == 1
    state, _ = testing.play(state, FIREBALL, protector)
    assert stats(state, protector) == (1, 1) and hsfp.tag(state, protector, Tag.DIVINE_SHIELD) == 0


# -------------------------------------------------------------------------------------- Ivory Knight


@settings(max_examples=examples(20), deadline=None)
@given(SEEDS, st.integers(min_value=0, max_value=2))
def test_ivory_knight_restores_health_equal_to_the_discovered_spells_cost(seed: int, pick: int) -> None:
    state = _hurt(_paladin(seed), 0, 20)
    state, _ = put_all(state, 0, [WISP, FIREBALL], Zone.HAND)  # the chosen card's Cost, not theirs
    state, _ = testing.play(state, IVORY_KNIGHT)
    assert state.pending is not None
    options = state.pending.options
    offered = card_ids(state, options)
    assert all(c in CORE and CARDS[c].card_type == CardType.SPELL
               and CARDS[c].card_class in (CardClass.PALADIN, CardClass.NEUTRAL) for c in offered)
    cost = hsfp.cost(state, options[pick])
    state = testing.act(state, Choose(options[pick]), check=True)
    assert cards_in(state, 0, Zone.HAND) == [WISP, FIREBALL, offered[pick]]
    assert hero_health(state, 0) == 10 + cost


# --------------------------------------------------------------------------------- Silvermoon Portal


@settings(max_examples=examples(20), deadline=None)
@given(SEEDS)
def test_silvermoon_portal_buffs_and_summons_a_two_cost_core_minion(seed: int) -> None:
    state, yeti = put(_paladin(seed), 0, YETI, Zone.PLAY)
    state, _ = testing.play(state, PORTAL, yeti)
    # the buff is an enchantment of its own (the random minion may bring an aura or a trigger of its own)
    assert [state.cards[x] for x in state.enchantments if state.rows[x][column(Tag.ATTACHED)] == yeti] == ["KAR_077e"]
    assert hsfp.attack(state, yeti) >= 6 and hsfp.tag(state, yeti, Tag.HEALTH) >= 7
    (summoned,) = [c for m, c in zip(board(state), card_ids(state, board(state)), strict=True) if m != yeti]
    assert summoned in CORE and CARDS[summoned].cost == 2 and CARDS[summoned].card_type == CardType.MINION


# -------------------------------------------------------------------------------------- Battle Vicar


@settings(max_examples=examples(20), deadline=None)
@given(SEEDS)
def test_battle_vicar_discovers_a_holy_spell(seed: int) -> None:
    state, _ = testing.play(_paladin(seed), VICAR)
    assert state.pending is not None
    offered = card_ids(state, state.pending.options)
    assert offered and len(set(offered)) == len(offered)
    assert all(c in CORE and (Tag.SPELL_SCHOOL, SpellSchool.HOLY) in CARDS[c].tags
               and CARDS[c].card_class in (CardClass.PALADIN, CardClass.NEUTRAL) for c in offered)


# -------------------------------------------------------------------------------- Highlord Fordragon


def test_fordragon_gives_a_minion_in_hand_five_five_when_a_friendly_shield_breaks() -> None:
    state, squire = put(_paladin(), 0, SQUIRE, Zone.PLAY)
    state, _ = put(state, 0, FORDRAGON, Zone.PLAY)
    state, (held, spell) = put_all(state, 0, [WISP, FIREBALL], Zone.HAND)
    state, _ = testing.play(state, "VAN_CS2_025")  # Arcane Explosion: 1 to each enemy minion only
    assert stats(state, held) == (1, 1)
    state = testing.end_turns(state)
    state, enemy = put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, Attack(enemy, squire), check=True)
    assert stats(state, held) == (6, 6) and hsfp.cost(state, spell) == 4


def test_fordragon_counts_its_own_shield_and_ignores_the_enemys() -> None:
    state, fordragon = put(_paladin(), 0, FORDRAGON, Zone.PLAY)
    state, (held,) = put_all(state, 0, [WISP], Zone.HAND)
    state, enemy_squire = put(state, 1, SQUIRE, Zone.PLAY)
    state, _ = testing.play(state, FIREBALL, enemy_squire)
    assert stats(state, held) == (1, 1)
    state, _ = testing.play(state, FIREBALL, fordragon)
    assert stats(state, held) == (6, 6) and stats(state, fordragon) == (5, 5)
    played = testing.act(state, PlayCard(held), check=True)
    assert stats(played, held) == (6, 6)  # the buff stays on the minion played


# ----------------------------------------------------------------------------- Immortalized in Stone


def test_immortalized_in_stone_summons_three_taunting_statues_biggest_first() -> None:
    state, _ = testing.play(_paladin(), STONE)
    assert [stats(state, m) for m in board(state)] == [(4, 8), (2, 4), (1, 2)]
    assert all(hsfp.tag(state, m, Tag.TAUNT) == 1 for m in board(state))


# ---------------------------------------------------------------------------------- Spikeridged Steed


def test_spikeridged_steed_buffs_and_a_stegodon_follows_its_death() -> None:
    state, wisp = put(_paladin(), 0, WISP, Zone.PLAY)
    state, _ = testing.play(state, STEED, wisp)
    assert stats(state, wisp) == (3, 7) and hsfp.tag(state, wisp, Tag.TAUNT) == 1
    state = testing.set_tag(state, wisp, Tag.TO_BE_DESTROYED, 1)
    state, _ = testing.play(state, "VAN_CS2_025")  # any play settles the pending death
    assert card_ids(state, board(state)) == [STEGODON]
    assert stats(state, board(state)[0]) == (2, 6) and hsfp.tag(state, board(state)[0], Tag.TAUNT) == 1


def test_a_silenced_steed_rider_leaves_no_stegodon() -> None:
    state, wisp = put(_paladin(), 0, WISP, Zone.PLAY)
    state, _ = testing.play(state, STEED, wisp)
    state, _ = testing.play(state, SILENCE, wisp)
    assert stats(state, wisp) == (1, 1) and hsfp.tag(state, wisp, Tag.TAUNT) == 0
    state, _ = testing.play(state, FIREBALL, wisp)
    assert board(state) == ()


def test_the_cards_round_trip_through_json() -> None:
    for card_id in (WARMEDIC, HAND_OF_ADAL, COGHAMMER, MUSTER, PROTECTOR, IVORY_KNIGHT, PORTAL, VICAR,
                    FORDRAGON, FLASH, STONE, STEED, MEDIC, RECRUIT, STEGODON, "UNG_952e", "SW_047e"):
        assert codec.from_json(codec.to_json(CARDS[card_id])) == CARDS[card_id]


# ----------------------------------------------------------------------------------- Resistance Aura


def test_resistance_aura_makes_the_opponents_spells_cost_one_more_for_two_of_their_turns() -> None:
    state, (mine,) = put_all(_paladin(), 0, [FIREBALL], Zone.HAND)
    state, (theirs,) = put_all(state, 1, [FIREBALL], Zone.HAND)
    state, _ = testing.play(state, "TTN_851")
    assert hsfp.cost(state, theirs) == 5 and hsfp.cost(state, mine) == 4
    state = testing.end_turns(state)  # the opponent's first turn
    assert hsfp.cost(state, theirs) == 5
    state = testing.end_turns(state)  # yours
    assert hsfp.cost(state, theirs) == 5
    state = testing.end_turns(state)  # the opponent's second turn
    assert hsfp.cost(state, theirs) == 5
    state = testing.end_turns(state)  # it has lasted two enemy turns
    assert hsfp.cost(state, theirs) == 4 and hsfp.cost(state, mine) == 4
    assert codec.from_json(codec.to_json(CARDS["TTN_851e"])) == CARDS["TTN_851e"]
