"""The Classic cards of the Shaman, Warlock and Warrior, played in real positions."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import hsfp
from hsfp import Attack, Code, EndTurn, EventKind, HeroPower, PlayCard, Tag, Zone, testing
from hsfp.core.dsl import CardDef, Draw, EventEntity, Exists, Friendly, TriggerDef
from hsfp.core.registry import register, unregister
from hsfp.core.state import GAME_ENTITY
from hsfp.core.tags import CardType
from hsfp.testing import (
    board,
    card_ids,
    cards_in,
    durability,
    end_turns,
    hero_health,
    player_tag,
    refusal,
    set_player_tag,
    stats,
    transition,
)
from hsfp.validation import problems

YETI = "VAN_CS2_182"  # 4 mana 4/5
RAPTOR = "VAN_CS2_172"  # 2 mana 3/2
RAIDER = "VAN_CS2_168"  # Murloc Raider, 1 mana 2/1
FIREBALL = "VAN_CS2_029"  # 6 damage
WHIRLWIND = "VAN_EX1_400"  # 1 damage to all minions
KOBOLD = "VAN_CS2_142"  # Spell Damage +1
VOIDWALKER = "VAN_CS2_065"  # 1/3 Demon, Taunt
FIERY_WAR_AXE = "VAN_CS2_106"  # 3/2 weapon
SHIELD_BLOCK = "VAN_EX1_606"  # 5 Armor, draw

# shaman
ANCESTRAL_SPIRIT = "VAN_CS2_038"
FAR_SIGHT = "VAN_CS2_053"
LIGHTNING_BOLT = "VAN_EX1_238"
LAVA_BURST = "VAN_EX1_241"
DUST_DEVIL = "VAN_EX1_243"
EARTH_SHOCK = "VAN_EX1_245"
STORMFORGED_AXE = "VAN_EX1_247"
FERAL_SPIRIT = "VAN_EX1_248"
SPIRIT_WOLF = "VAN_EX1_tk11"
EARTH_ELEMENTAL = "VAN_EX1_250"
FORKED_LIGHTNING = "VAN_EX1_251"
UNBOUND_ELEMENTAL = "VAN_EX1_258"
LIGHTNING_STORM = "VAN_EX1_259"
DOOMHAMMER = "VAN_EX1_567"
MANA_TIDE_TOTEM = "VAN_EX1_575"
ALAKIR = "VAN_NEW1_010"
# warlock
BLOOD_IMP = "VAN_CS2_059"
FELGUARD = "VAN_EX1_301"
SHADOWFLAME = "VAN_EX1_303"
VOID_TERROR = "VAN_EX1_304"
SIPHON_SOUL = "VAN_EX1_309"
DOOMGUARD = "VAN_EX1_310"
TWISTING_NETHER = "VAN_EX1_312"
PIT_LORD = "VAN_EX1_313"
SUMMONING_PORTAL = "VAN_EX1_315"
POWER_OVERWHELMING = "VAN_EX1_316"
SENSE_DEMONS = "VAN_EX1_317"
WORTHLESS_IMP = "EX1_317t"
FLAME_IMP = "VAN_EX1_319"
BANE_OF_DOOM = "VAN_EX1_320"
LORD_JARAXXUS = "VAN_EX1_323"
DEMONFIRE = "VAN_EX1_596"
# warrior
RAMPAGE = "VAN_CS2_104"
SLAM = "VAN_EX1_391"
BATTLE_RAGE = "VAN_EX1_392"
ARATHI_WEAPONSMITH = "VAN_EX1_398"
ARMORSMITH = "VAN_EX1_402"
BRAWL = "VAN_EX1_407"
MORTAL_STRIKE = "VAN_EX1_408"
UPGRADE = "VAN_EX1_409"
SHIELD_SLAM = "VAN_EX1_410"
GOREHOWL = "VAN_EX1_411"
GROMMASH = "VAN_EX1_414"
CRUEL_TASKMASTER = "VAN_EX1_603"
FROTHING_BERSERKER = "VAN_EX1_604"
INNER_RAGE = "VAN_EX1_607"
COMMANDING_SHOUT = "VAN_NEW1_036"

# A test-only minion: whenever you cast a spell, draw a card (as Gadgetzan Auctioneer does).
SPELL_DRAWER = CardDef(
    card_id="TEST_SPELL_DRAWER", name="Spell Drawer", card_type=CardType.MINION, cost=1, atk=1, health=1,
    triggers=(TriggerDef(EventKind.SPELL_CAST, Draw(1), Exists(EventEntity().where(Friendly()))),),
)


# ============================================================================================= shaman


def test_ancestral_spirit_returns_the_minion_where_it_died_as_a_fresh_copy():
    state = testing.scenario()
    state, left = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, damage=2)
    state, right = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, spirit = testing.put(state, 0, ANCESTRAL_SPIRIT, Zone.HAND)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(spirit, target=yeti), PlayCard(fireball, target=yeti))
    assert yeti in hsfp.zone(state, 0, Zone.GRAVEYARD)
    now = board(state, 0)
    assert len(now) == 3 and now[0] == left and now[2] == right
    back = now[1]
    assert back != yeti and hsfp.card_id(state, back) == YETI
    assert stats(state, back) == (4, 5)
    # the copy has no Ancestral Spirit of its own: killing it again is final
    state, fireball2 = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(fireball2, target=back))
    assert board(state, 0) == (left, right)


def test_ancestral_spirit_on_an_enemy_minion_returns_it_to_the_enemy():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, spirit = testing.put(state, 0, ANCESTRAL_SPIRIT, Zone.HAND)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(spirit, target=yeti), PlayCard(fireball, target=yeti))
    assert card_ids(state, board(state, 1)) == [YETI]
    assert board(state, 0) == ()


def test_ancestral_spirit_is_lost_to_silence():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, spirit = testing.put(state, 0, ANCESTRAL_SPIRIT, Zone.HAND)
    state, shock = testing.put(state, 0, EARTH_SHOCK, Zone.HAND)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(spirit, target=yeti), PlayCard(shock, target=yeti),
                        PlayCard(fireball, target=yeti))
    assert board(state, 0) == ()


def test_far_sight_draws_a_card_that_costs_3_less():
    state = testing.scenario()
    state, far_sight = testing.put(state, 0, FAR_SIGHT, Zone.HAND)
    top = hsfp.zone(state, 0, Zone.DECK)[-1]
    state = testing.act(state, PlayCard(far_sight))
    assert hsfp.zone(state, 0, Zone.HAND) == (top,)
    assert hsfp.cost(state, top) == 1  # a Yeti, (4) less 3
    assert hsfp.mana(state, 0) == 7


def test_far_sight_discounted_spell_is_paid_at_its_new_cost_and_leaves_a_sound_state():
    state = testing.scenario(decks=([FIREBALL] * 5, [YETI] * 5))
    state, far_sight = testing.put(state, 0, FAR_SIGHT, Zone.HAND)
    state = testing.act(state, PlayCard(far_sight))
    (fireball,) = hsfp.zone(state, 0, Zone.HAND)
    assert hsfp.cost(state, fireball) == 1
    state = testing.act(state, PlayCard(fireball, target=hsfp.hero(state, 1)))
    assert hsfp.mana(state, 0) == 6
    assert hero_health(state, 1) == 24
    assert fireball in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert problems(state) == []


def test_far_sight_discount_leaves_a_discarded_card():
    state = testing.scenario(decks=([FIREBALL] * 5, [YETI] * 5))
    state, far_sight = testing.put(state, 0, FAR_SIGHT, Zone.HAND)
    state, doomguard = testing.put(state, 0, DOOMGUARD, Zone.HAND)
    state = testing.act(state, PlayCard(far_sight), PlayCard(doomguard))
    assert hsfp.zone(state, 0, Zone.HAND) == ()
    assert problems(state) == []


@pytest.fixture
def spell_drawer() -> Iterator[None]:
    register(SPELL_DRAWER)
    yield
    unregister(SPELL_DRAWER.card_id)


@pytest.mark.usefixtures("spell_drawer")
def test_far_sight_with_a_full_hand_burns_the_card_and_discounts_nothing():
    # Nine cards and Far Sight: casting it draws a tenth card first (a Gadgetzan Auctioneer's reaction),
    # so Far Sight's own draw is burned; the card drawn just before must keep its cost.
    state = testing.scenario()
    state, _drawer = testing.put(state, 0, SPELL_DRAWER.card_id, Zone.PLAY)
    for _ in range(9):
        state, _c = testing.put(state, 0, RAPTOR, Zone.HAND)
    state, far_sight = testing.put(state, 0, FAR_SIGHT, Zone.HAND)
    deck = hsfp.zone(state, 0, Zone.DECK)
    reacted, burned = deck[-1], deck[-2]
    t = transition(state, PlayCard(far_sight))
    assert [e.entity for e in t.events if e.kind == EventKind.CARD_BURNED] == [burned]
    assert hsfp.zone(t.state, 0, Zone.HAND)[-1] == reacted
    assert hsfp.cost(t.state, reacted) == 4
    assert [hsfp.cost(t.state, c) for c in hsfp.zone(t.state, 0, Zone.HAND)] == [2] * 9 + [4]


def test_far_sight_with_an_empty_deck_takes_fatigue_and_discounts_nothing():
    state = testing.scenario(decks=((), ()))
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.set_tag(state, GAME_ENTITY, Tag.LAST_DRAWN, yeti)
    state, far_sight = testing.put(state, 0, FAR_SIGHT, Zone.HAND)
    state = testing.act(state, PlayCard(far_sight))
    assert hero_health(state, 0) == 29
    assert hsfp.cost(state, yeti) == 4


def test_lightning_bolt_deals_3_and_overloads_1():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, bolt = testing.put(state, 0, LIGHTNING_BOLT, Zone.HAND)
    state = testing.act(state, PlayCard(bolt, target=yeti))
    assert hsfp.health(state, yeti) == 2
    assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 1
    state = end_turns(state, 2)
    assert hsfp.mana(state, 0) == 9
    assert player_tag(state, 0, Tag.OVERLOAD_LOCKED) == 1


def test_lava_burst_deals_5_plus_spell_damage_and_overloads_2():
    state = testing.scenario()
    state, _kobold = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, burst = testing.put(state, 0, LAVA_BURST, Zone.HAND)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, PlayCard(burst, target=enemy))
    assert hsfp.health(state, enemy) == 24
    assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 2


def test_dust_devil_has_windfury_and_overload_locks_two_crystals_next_turn():
    state = testing.scenario()
    state, devil = testing.put(state, 0, DUST_DEVIL, Zone.HAND)
    state = testing.act(state, PlayCard(devil))
    assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 2
    state = end_turns(state, 2)
    assert hsfp.mana(state, 0) == 8
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, Attack(devil, enemy), Attack(devil, enemy))
    assert hsfp.health(state, enemy) == 24
    assert not hsfp.can_attack(state, devil)


def test_stormforged_axe_and_doomhammer_overload_when_equipped():
    state = testing.scenario()
    state, axe = testing.put(state, 0, STORMFORGED_AXE, Zone.HAND)
    state = testing.act(state, PlayCard(axe))
    assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 1
    state, hammer = testing.put(state, 0, DOOMHAMMER, Zone.HAND)
    state = testing.act(state, PlayCard(hammer))
    assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 3
    assert hsfp.weapon(state, 0) == hammer
    me, enemy = hsfp.hero(state, 0), hsfp.hero(state, 1)
    state = testing.act(state, Attack(me, enemy), Attack(me, enemy))  # Windfury
    assert hsfp.health(state, enemy) == 26
    assert durability(state, hammer) == 6


def test_earth_elemental_overloads_3():
    state = testing.scenario()
    state, elemental = testing.put(state, 0, EARTH_ELEMENTAL, Zone.HAND)
    state = testing.act(state, PlayCard(elemental))
    state = end_turns(state, 2)
    assert hsfp.mana(state, 0) == 7
    assert hsfp.tag(state, elemental, Tag.TAUNT) == 1


def test_earth_shock_silences_then_damages_through_divine_shield():
    state = testing.scenario()
    state, alakir = testing.put(state, 1, ALAKIR, Zone.PLAY)
    state, shock = testing.put(state, 0, EARTH_SHOCK, Zone.HAND)
    state = testing.act(state, PlayCard(shock, target=alakir))
    assert hsfp.health(state, alakir) == 4
    for keyword in (Tag.DIVINE_SHIELD, Tag.TAUNT, Tag.WINDFURY, Tag.CHARGE):
        assert hsfp.tag(state, alakir, keyword) == 0


def test_alakir_the_windlord_charges_twice_through_his_own_divine_shield():
    state = testing.scenario()
    state, alakir = testing.put(state, 0, ALAKIR, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(alakir), Attack(alakir, yeti))
    assert hsfp.health(state, alakir) == 5  # the shield took the Yeti's hit
    assert hsfp.tag(state, alakir, Tag.DIVINE_SHIELD) == 0
    state = testing.act(state, Attack(alakir, hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 27


def test_feral_spirit_summons_two_taunt_wolves_and_overloads_2():
    state = testing.scenario()
    state, feral = testing.put(state, 0, FERAL_SPIRIT, Zone.HAND)
    state = testing.act(state, PlayCard(feral))
    wolves = board(state, 0)
    assert card_ids(state, wolves) == [SPIRIT_WOLF, SPIRIT_WOLF]
    assert [stats(state, w) for w in wolves] == [(2, 3), (2, 3)]
    assert all(hsfp.tag(state, w, Tag.TAUNT) for w in wolves)
    assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 2


def test_feral_spirit_cannot_be_played_on_a_full_board():
    state = testing.scenario()
    for _ in range(7):
        state, _m = testing.put(state, 0, RAIDER, Zone.PLAY)
    state, feral = testing.put(state, 0, FERAL_SPIRIT, Zone.HAND)
    assert refusal(state, PlayCard(feral)) == Code.INVALID_TARGET


def test_forked_lightning_hits_two_different_random_enemy_minions():
    hit_sets = set()
    for seed in range(8):
        state = testing.scenario(seed=seed)
        yetis = []
        for _ in range(3):
            state, y = testing.put(state, 1, YETI, Zone.PLAY)
            yetis.append(y)
        state, mine = testing.put(state, 0, YETI, Zone.PLAY)
        state, forked = testing.put(state, 0, FORKED_LIGHTNING, Zone.HAND)
        state = testing.act(state, PlayCard(forked))
        damaged = frozenset(y for y in yetis if hsfp.health(state, y) == 3)
        assert len(damaged) == 2
        assert all(hsfp.health(state, y) in (3, 5) for y in yetis)
        assert hsfp.health(state, mine) == 5
        assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 2
        hit_sets.add(damaged)
    assert len(hit_sets) > 1


def test_forked_lightning_needs_two_enemy_minions():
    state = testing.scenario()
    state, _y = testing.put(state, 1, YETI, Zone.PLAY)
    state, forked = testing.put(state, 0, FORKED_LIGHTNING, Zone.HAND)
    assert refusal(state, PlayCard(forked)) == Code.INVALID_TARGET


def test_unbound_elemental_grows_when_you_play_a_card_with_overload():
    state = testing.scenario()
    state, unbound = testing.put(state, 0, UNBOUND_ELEMENTAL, Zone.PLAY)
    state, bolt = testing.put(state, 0, LIGHTNING_BOLT, Zone.HAND)
    state, devil = testing.put(state, 0, DUST_DEVIL, Zone.HAND)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(bolt, target=hsfp.hero(state, 1)), PlayCard(devil))
    assert stats(state, unbound) == (4, 6)
    state = testing.act(state, PlayCard(yeti))
    assert stats(state, unbound) == (4, 6)


def test_unbound_elemental_ignores_the_opponents_overload_cards():
    state = testing.scenario()
    state, unbound = testing.put(state, 0, UNBOUND_ELEMENTAL, Zone.PLAY)
    state, bolt = testing.put(state, 1, LIGHTNING_BOLT, Zone.HAND)
    state = testing.act(state, EndTurn(), PlayCard(bolt, target=hsfp.hero(state, 0)))
    assert stats(state, unbound) == (2, 4)


def test_lightning_storm_rolls_2_or_3_damage_for_each_enemy_minion():
    rolls = []
    for seed in range(12):
        state = testing.scenario(seed=seed)
        enemies = []
        for _ in range(3):
            state, y = testing.put(state, 1, YETI, Zone.PLAY)
            enemies.append(y)
        state, mine = testing.put(state, 0, YETI, Zone.PLAY)
        state, storm = testing.put(state, 0, LIGHTNING_STORM, Zone.HAND)
        state = testing.act(state, PlayCard(storm))
        rolls.append(tuple(5 - hsfp.health(state, y) for y in enemies))
        assert hsfp.health(state, mine) == 5
        assert player_tag(state, 0, Tag.OVERLOAD_OWED) == 2
    assert all(d in (2, 3) for r in rolls for d in r)
    assert any(len(set(r)) > 1 for r in rolls)  # one cast can roll differently per minion


def test_lightning_storm_gains_spell_damage_on_each_roll():
    state = testing.scenario(seed=3)
    state, _kobold = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, a = testing.put(state, 1, YETI, Zone.PLAY)
    state, b = testing.put(state, 1, YETI, Zone.PLAY)
    state, storm = testing.put(state, 0, LIGHTNING_STORM, Zone.HAND)
    state = testing.act(state, PlayCard(storm))
    assert all(5 - hsfp.health(state, y) in (3, 4) for y in (a, b))


def test_mana_tide_totem_draws_at_the_end_of_your_turn_only():
    state = testing.scenario()
    state, _totem = testing.put(state, 0, MANA_TIDE_TOTEM, Zone.PLAY)
    t = transition(state, EndTurn())
    draws = [e for e in t.events if e.kind == EventKind.DRAW]
    assert [e.player for e in draws] == [0, 1]  # the totem's draw, then the opponent's turn draw
    assert len(hsfp.zone(t.state, 0, Zone.HAND)) == 1
    state = testing.act(t.state, EndTurn())
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 2  # its turn draw only: no draw at the enemy's turn end


# ============================================================================================ warlock


def test_blood_imp_gives_another_friendly_minion_1_health_at_the_end_of_your_turn():
    state = testing.scenario()
    state, imp = testing.put(state, 0, BLOOD_IMP, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, EndTurn())
    assert stats(state, yeti) == (4, 6)
    assert stats(state, imp) == (0, 1)
    assert stats(state, enemy) == (4, 5)
    state = testing.act(state, EndTurn())  # the opponent's turn end: nothing
    assert stats(state, yeti) == (4, 6)
    assert hsfp.tag(state, imp, Tag.STEALTH) == 1


def test_blood_imp_alone_buffs_nothing():
    state = testing.scenario()
    state, imp = testing.put(state, 0, BLOOD_IMP, Zone.PLAY)
    state = testing.act(state, EndTurn())
    assert stats(state, imp) == (0, 1)


def test_felguard_destroys_an_empty_mana_crystal():
    state = testing.scenario(mana=6)
    state, felguard = testing.put(state, 0, FELGUARD, Zone.HAND)
    state = testing.act(state, PlayCard(felguard))
    assert player_tag(state, 0, Tag.MANA_CRYSTALS) == 5
    assert hsfp.mana(state, 0) == 3
    assert hsfp.tag(state, felguard, Tag.TAUNT) == 1
    state = end_turns(state, 2)
    assert hsfp.mana(state, 0) == 6  # 5 crystals + this turn's


def test_felguard_destroys_a_full_crystal_when_none_is_empty():
    state = testing.scenario(mana=5)
    state = set_player_tag(state, 0, Tag.MANA, 8)  # extra mana this turn (The Coin, Innervate)
    state, felguard = testing.put(state, 0, FELGUARD, Zone.HAND)
    state = testing.act(state, PlayCard(felguard))
    assert player_tag(state, 0, Tag.MANA_CRYSTALS) == 4
    assert hsfp.mana(state, 0) == 4


def test_shadowflame_destroys_a_friendly_minion_and_deals_its_attack_to_enemy_minions():
    state = testing.scenario()
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, other = testing.put(state, 0, YETI, Zone.PLAY)
    state, e1 = testing.put(state, 1, YETI, Zone.PLAY)
    state, _e2 = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, flame = testing.put(state, 0, SHADOWFLAME, Zone.HAND)
    assert refusal(state, PlayCard(flame, target=e1)) == Code.INVALID_TARGET
    state = testing.act(state, PlayCard(flame, target=raptor))
    assert board(state, 0) == (other,)
    assert hsfp.health(state, other) == 5
    assert board(state, 1) == (e1,)
    assert hsfp.health(state, e1) == 2
    assert hero_health(state, 1) == 30


def test_void_terror_consumes_both_neighbours_attack_and_current_health():
    state = testing.scenario()
    state, left = testing.put(state, 0, YETI, Zone.PLAY, damage=3)  # 4/2 now
    state, right = testing.put(state, 0, RAPTOR, Zone.PLAY)  # 3/2
    state, far = testing.put(state, 0, RAIDER, Zone.PLAY)
    state, terror = testing.put(state, 0, VOID_TERROR, Zone.HAND)
    state = testing.act(state, PlayCard(terror, position=1))
    assert board(state, 0) == (terror, far)
    assert stats(state, terror) == (3 + 4 + 3, 3 + 2 + 2)
    assert left in hsfp.zone(state, 0, Zone.GRAVEYARD) and right in hsfp.zone(state, 0, Zone.GRAVEYARD)


def test_void_terror_with_one_neighbour_and_alone():
    state = testing.scenario()
    state, _raider = testing.put(state, 0, RAIDER, Zone.PLAY)
    state, terror = testing.put(state, 0, VOID_TERROR, Zone.HAND)
    state = testing.act(state, PlayCard(terror))
    assert board(state, 0) == (terror,)
    assert stats(state, terror) == (3 + 2, 3 + 1)
    state, second = testing.put(state, 1, VOID_TERROR, Zone.HAND)
    state = testing.act(state, EndTurn(), PlayCard(second))
    assert stats(state, second) == (3, 3)


def test_siphon_soul_destroys_a_minion_and_restores_3_health():
    state = testing.scenario()
    me = hsfp.hero(state, 0)
    state = testing.set_tag(state, me, Tag.DAMAGE, 10)
    state, alakir = testing.put(state, 1, ALAKIR, Zone.PLAY)
    state, siphon = testing.put(state, 0, SIPHON_SOUL, Zone.HAND)
    state = testing.act(state, PlayCard(siphon, target=alakir))
    assert board(state, 1) == ()  # divine shield does not stop a destroy
    assert hsfp.health(state, me) == 23


def test_doomguard_charges_and_discards_two_random_cards():
    state = testing.scenario()
    hand = []
    for _ in range(3):
        state, c = testing.put(state, 0, RAIDER, Zone.HAND)
        hand.append(c)
    state, doomguard = testing.put(state, 0, DOOMGUARD, Zone.HAND)
    t = transition(state, PlayCard(doomguard))
    assert len([e for e in t.events if e.kind == EventKind.DISCARD]) == 2
    assert len(hsfp.zone(t.state, 0, Zone.HAND)) == 1
    state = testing.act(t.state, Attack(doomguard, hsfp.hero(t.state, 1)))
    assert hero_health(state, 1) == 25


def test_twisting_nether_destroys_every_minion():
    state = testing.scenario()
    state, _a = testing.put(state, 0, YETI, Zone.PLAY)
    state, _b = testing.put(state, 1, ALAKIR, Zone.PLAY)
    state, nether = testing.put(state, 0, TWISTING_NETHER, Zone.HAND)
    state = testing.act(state, PlayCard(nether))
    assert board(state, 0) == () and board(state, 1) == ()


def test_pit_lord_and_flame_imp_damage_your_own_hero():
    state = testing.scenario()
    state, pit_lord = testing.put(state, 0, PIT_LORD, Zone.HAND)
    state, imp = testing.put(state, 0, FLAME_IMP, Zone.HAND)
    state = testing.act(state, PlayCard(pit_lord), PlayCard(imp))
    assert hero_health(state, 0) == 22
    assert hero_health(state, 1) == 30


def test_summoning_portal_minions_cost_2_less_but_not_less_than_1():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state, raptor = testing.put(state, 0, RAPTOR, Zone.HAND)
    state, imp = testing.put(state, 0, FLAME_IMP, Zone.HAND)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state, enemy_yeti = testing.put(state, 1, YETI, Zone.HAND)
    state, portal = testing.put(state, 0, SUMMONING_PORTAL, Zone.HAND)
    state = testing.act(state, PlayCard(portal))
    assert [hsfp.cost(state, c) for c in (yeti, raptor, imp, fireball, enemy_yeti)] == [2, 1, 1, 4, 4]
    state = testing.act(state, PlayCard(yeti))
    assert hsfp.mana(state, 0) == 4


def test_power_overwhelming_gives_4_4_then_the_minion_dies_at_the_end_of_the_turn():
    state = testing.scenario()
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, power = testing.put(state, 0, POWER_OVERWHELMING, Zone.HAND)
    assert refusal(state, PlayCard(power, target=enemy)) == Code.INVALID_TARGET
    state = testing.act(state, PlayCard(power, target=raptor))
    assert stats(state, raptor) == (7, 6)
    state = testing.act(state, Attack(raptor, enemy))
    assert board(state, 1) == ()
    assert stats(state, raptor) == (7, 2)
    state = testing.act(state, EndTurn())
    assert raptor in hsfp.zone(state, 0, Zone.GRAVEYARD)


def test_power_overwhelming_is_removed_by_silence_and_the_minion_lives():
    state = testing.scenario()
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, power = testing.put(state, 0, POWER_OVERWHELMING, Zone.HAND)
    state, shock = testing.put(state, 0, EARTH_SHOCK, Zone.HAND)  # silences, then 1 damage
    state = testing.act(state, PlayCard(power, target=raptor), PlayCard(shock, target=raptor), EndTurn())
    assert board(state, 0) == (raptor,)
    assert stats(state, raptor) == (3, 1)


def test_sense_demons_draws_two_demons_from_the_deck():
    deck = [YETI, YETI, VOIDWALKER, YETI, FLAME_IMP, YETI, PIT_LORD, YETI]
    state = testing.scenario(decks=(deck, deck))
    state, sense = testing.put(state, 0, SENSE_DEMONS, Zone.HAND)
    state = testing.act(state, PlayCard(sense))
    drawn = cards_in(state, 0, Zone.HAND)
    assert len(drawn) == 2
    assert set(drawn) <= {VOIDWALKER, FLAME_IMP, PIT_LORD}
    assert len(set(drawn)) == 2
    assert cards_in(state, 0, Zone.DECK).count(YETI) == 5


def test_sense_demons_gives_worthless_imps_for_missing_demons():
    deck = [YETI, VOIDWALKER, YETI]
    state = testing.scenario(decks=(deck, deck))
    state, sense = testing.put(state, 0, SENSE_DEMONS, Zone.HAND)
    state = testing.act(state, PlayCard(sense))
    assert cards_in(state, 0, Zone.HAND) == [VOIDWALKER, WORTHLESS_IMP]
    imp = hsfp.zone(state, 0, Zone.HAND)[1]
    assert (hsfp.cost(state, imp), *stats(state, imp)) == (1, 1, 1)


def test_bane_of_doom_summons_a_random_demon_when_it_kills():
    summoned = set()
    for seed in range(10):
        state = testing.scenario(seed=seed)
        state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
        state, bane = testing.put(state, 0, BANE_OF_DOOM, Zone.HAND)
        state = testing.act(state, PlayCard(bane, target=raptor))
        mine = board(state, 0)
        assert len(mine) == 1
        assert hsfp.tag(state, mine[0], Tag.RACE) == int(hsfp.Race.DEMON)
        summoned.add(hsfp.card_id(state, mine[0]))
    assert len(summoned) > 1
    assert summoned <= {BLOOD_IMP, "VAN_CS2_064", VOIDWALKER, FELGUARD, "VAN_EX1_306", FLAME_IMP}


def test_bane_of_doom_summons_nothing_when_the_target_survives():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, bane = testing.put(state, 0, BANE_OF_DOOM, Zone.HAND)
    state = testing.act(state, PlayCard(bane, target=yeti))
    assert hsfp.health(state, yeti) == 2
    assert board(state, 0) == ()


def test_lord_jaraxxus_replaces_the_hero_with_15_health_inferno_and_blood_fury():
    state = testing.scenario(heroes=("HERO_07", "HERO_01"))
    old = hsfp.hero(state, 0)
    state = testing.set_tag(state, old, Tag.DAMAGE, 25)
    state = testing.set_tag(state, old, Tag.ARMOR, 4)
    state, axe = testing.put(state, 0, FIERY_WAR_AXE, Zone.PLAY)
    state, jaraxxus = testing.put(state, 0, LORD_JARAXXUS, Zone.HAND)
    state = testing.act(state, PlayCard(jaraxxus))
    hero = hsfp.hero(state, 0)
    assert hero != old
    assert hsfp.card_id(state, hero) == "EX1_323h"
    assert hsfp.health(state, hero) == 15
    assert hsfp.tag(state, hero, Tag.ARMOR) == 0
    assert hsfp.tag(state, hero, Tag.RACE) == int(hsfp.Race.DEMON)
    assert board(state, 0) == ()
    assert jaraxxus not in hsfp.zone(state, 0, Zone.GRAVEYARD)
    weapon = hsfp.weapon(state, 0)
    assert weapon != axe and hsfp.card_id(state, weapon) == "EX1_323w"
    assert (hsfp.tag(state, weapon, Tag.ATK), durability(state, weapon)) == (3, 8)
    assert hsfp.card_id(state, hsfp.hero_power(state, 0)) == "VAN_EX1_tk33"
    # he can swing Blood Fury at once, and summon an Infernal next turn
    state = testing.act(state, Attack(hero, hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 27
    state = end_turns(state, 2)
    state = testing.act(state, HeroPower())
    assert card_ids(state, board(state, 0)) == ["VAN_EX1_tk34"]
    assert stats(state, board(state, 0)[0]) == (6, 6)
    assert hsfp.mana(state, 0) == 8


def test_lord_jaraxxus_cannot_swing_again_if_the_old_hero_already_attacked():
    state = testing.scenario()
    state, _axe = testing.put(state, 0, FIERY_WAR_AXE, Zone.PLAY)
    state = testing.act(state, Attack(hsfp.hero(state, 0), hsfp.hero(state, 1)))
    state, jaraxxus = testing.put(state, 0, LORD_JARAXXUS, Zone.HAND)
    state = testing.act(state, PlayCard(jaraxxus))
    assert not hsfp.can_attack(state, hsfp.hero(state, 0))


def test_lord_jaraxxus_dies_at_15_damage():
    state = testing.scenario()
    state, jaraxxus = testing.put(state, 0, LORD_JARAXXUS, Zone.HAND)
    state = testing.act(state, PlayCard(jaraxxus))
    hero = hsfp.hero(state, 0)
    state = testing.set_tag(state, hero, Tag.DAMAGE, 12)
    state, bolt = testing.put(state, 1, LIGHTNING_BOLT, Zone.HAND)
    state = testing.act(state, EndTurn(), PlayCard(bolt, target=hero))
    assert hsfp.is_terminal(state)
    assert hsfp.winner(state) == 1


def test_demonfire_gives_a_friendly_demon_2_2_and_damages_anything_else():
    state = testing.scenario()
    state, mine = testing.put(state, 0, VOIDWALKER, Zone.PLAY)
    state, theirs = testing.put(state, 1, VOIDWALKER, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, f1 = testing.put(state, 0, DEMONFIRE, Zone.HAND)
    state, f2 = testing.put(state, 0, DEMONFIRE, Zone.HAND)
    state, f3 = testing.put(state, 0, DEMONFIRE, Zone.HAND)
    state = testing.act(state, PlayCard(f1, target=mine), PlayCard(f2, target=theirs), PlayCard(f3, target=yeti))
    assert stats(state, mine) == (3, 5)
    assert stats(state, theirs) == (1, 1)
    assert stats(state, yeti) == (4, 3)


# ============================================================================================ warrior


def test_rampage_gives_a_damaged_minion_3_3_and_cannot_target_an_undamaged_one():
    state = testing.scenario()
    state, hurt = testing.put(state, 0, YETI, Zone.PLAY, damage=1)
    state, whole = testing.put(state, 0, YETI, Zone.PLAY)
    state, rampage = testing.put(state, 0, RAMPAGE, Zone.HAND)
    assert refusal(state, PlayCard(rampage, target=whole)) == Code.INVALID_TARGET
    state = testing.act(state, PlayCard(rampage, target=hurt))
    assert stats(state, hurt) == (7, 7)


def test_slam_draws_a_card_only_if_the_minion_survives():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, s1 = testing.put(state, 0, SLAM, Zone.HAND)
    state, s2 = testing.put(state, 0, SLAM, Zone.HAND)
    state = testing.act(state, PlayCard(s1, target=yeti))
    assert hsfp.health(state, yeti) == 3
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 2
    state = testing.act(state, PlayCard(s2, target=raptor))
    assert board(state, 1) == (yeti,)
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 1


def test_battle_rage_draws_a_card_for_each_damaged_friendly_character():
    state = testing.scenario()
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 3)
    state, _a = testing.put(state, 0, YETI, Zone.PLAY, damage=1)
    state, _b = testing.put(state, 0, YETI, Zone.PLAY)
    state, _c = testing.put(state, 1, YETI, Zone.PLAY, damage=1)
    state, rage = testing.put(state, 0, BATTLE_RAGE, Zone.HAND)
    state = testing.act(state, PlayCard(rage))
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 2


def test_arathi_weaponsmith_equips_a_2_2_battle_axe():
    state = testing.scenario()
    state, smith = testing.put(state, 0, ARATHI_WEAPONSMITH, Zone.HAND)
    state = testing.act(state, PlayCard(smith))
    w = hsfp.weapon(state, 0)
    assert hsfp.card_id(state, w) == "EX1_398t"
    assert (hsfp.tag(state, w, Tag.ATK), durability(state, w)) == (2, 2)
    assert stats(state, smith) == (3, 3)


def test_armorsmith_gains_1_armor_for_each_friendly_minion_damaged():
    state = testing.scenario()
    state, _smith = testing.put(state, 0, ARMORSMITH, Zone.PLAY)
    state, _yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, _e1 = testing.put(state, 1, YETI, Zone.PLAY)
    state, _e2 = testing.put(state, 1, YETI, Zone.PLAY)
    state, whirlwind = testing.put(state, 0, WHIRLWIND, Zone.HAND)
    state = testing.act(state, PlayCard(whirlwind))
    assert hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR) == 2  # itself and the Yeti, not the enemies


def test_brawl_leaves_exactly_one_random_minion():
    survivors = set()
    for seed in range(10):
        state = testing.scenario(seed=seed)
        ids = []
        for p in (0, 1, 0, 1):
            state, m = testing.put(state, p, YETI, Zone.PLAY)
            ids.append(m)
        state, brawl = testing.put(state, 0, BRAWL, Zone.HAND)
        state = testing.act(state, PlayCard(brawl))
        left = board(state, 0) + board(state, 1)
        assert len(left) == 1
        survivors.add(left[0])
    assert len(survivors) > 1


def test_brawl_needs_at_least_two_minions():
    state = testing.scenario()
    state, _y = testing.put(state, 1, YETI, Zone.PLAY)
    state, brawl = testing.put(state, 0, BRAWL, Zone.HAND)
    assert refusal(state, PlayCard(brawl)) == Code.INVALID_TARGET


def test_mortal_strike_deals_4_or_6_at_12_health_or_less():
    state = testing.scenario()
    me, enemy = hsfp.hero(state, 0), hsfp.hero(state, 1)
    state, s1 = testing.put(state, 0, MORTAL_STRIKE, Zone.HAND)
    state, s2 = testing.put(state, 0, MORTAL_STRIKE, Zone.HAND)
    state = testing.set_tag(state, me, Tag.DAMAGE, 17)  # 13 Health
    state = testing.act(state, PlayCard(s1, target=enemy))
    assert hsfp.health(state, enemy) == 26
    state = testing.set_tag(state, me, Tag.DAMAGE, 18)  # 12 Health
    state = testing.act(state, PlayCard(s2, target=enemy))
    assert hsfp.health(state, enemy) == 20


def test_upgrade_gives_your_weapon_1_1_or_equips_a_1_3_heavy_axe():
    state = testing.scenario()
    state, up1 = testing.put(state, 0, UPGRADE, Zone.HAND)
    state, up2 = testing.put(state, 0, UPGRADE, Zone.HAND)
    state = testing.act(state, PlayCard(up1))
    axe = hsfp.weapon(state, 0)
    assert hsfp.card_id(state, axe) == "EX1_409t"
    assert (hsfp.tag(state, axe, Tag.ATK), durability(state, axe)) == (1, 3)
    state = testing.act(state, PlayCard(up2))
    assert hsfp.weapon(state, 0) == axe
    assert (hsfp.tag(state, axe, Tag.ATK), durability(state, axe)) == (2, 4)


def test_shield_slam_deals_1_damage_per_armor_plus_spell_damage():
    state = testing.scenario()
    state, alakir = testing.put(state, 1, ALAKIR, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.ARMOR, 3)
    state, slam = testing.put(state, 0, SHIELD_SLAM, Zone.HAND)
    state = testing.act(state, PlayCard(slam, target=yeti))
    assert hsfp.health(state, yeti) == 2
    assert hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR) == 3  # Armor is counted, not spent
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.ARMOR, 0)
    state, _kobold = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, slam2 = testing.put(state, 0, SHIELD_SLAM, Zone.HAND)
    state = testing.act(state, PlayCard(slam2, target=yeti))
    assert hsfp.health(state, yeti) == 1
    assert hsfp.tag(state, alakir, Tag.DIVINE_SHIELD) == 1


def test_gorehowl_attacking_a_minion_costs_attack_instead_of_durability():
    state = testing.scenario()
    state, gorehowl = testing.put(state, 0, GOREHOWL, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(gorehowl))
    me = hsfp.hero(state, 0)
    state = testing.act(state, Attack(me, yeti))
    assert board(state, 1) == ()
    assert hsfp.weapon(state, 0) == gorehowl
    assert (hsfp.tag(state, gorehowl, Tag.ATK), durability(state, gorehowl)) == (6, 1)
    assert hsfp.health(state, me) == 26
    state = end_turns(state, 2)
    state = testing.act(state, Attack(me, hsfp.hero(state, 1)))  # a hero: costs the Durability
    assert hero_health(state, 1) == 24
    assert hsfp.weapon(state, 0) is None
    assert gorehowl in hsfp.zone(state, 0, Zone.GRAVEYARD)


def test_gorehowl_at_0_attack_stays_equipped_but_cannot_attack():
    state = testing.scenario()
    state, gorehowl = testing.put(state, 0, GOREHOWL, Zone.PLAY)
    me = hsfp.hero(state, 0)
    for _ in range(7):
        state, raider = testing.put(state, 1, RAIDER, Zone.PLAY)
        state = testing.act(state, Attack(me, raider))
        state = testing.set_tag(state, me, Tag.NUM_ATTACKS_THIS_TURN, 0)
        state = testing.set_tag(state, me, Tag.DAMAGE, 0)
    assert hsfp.weapon(state, 0) == gorehowl
    assert hsfp.tag(state, gorehowl, Tag.ATK) == 0
    assert durability(state, gorehowl) == 1
    assert not hsfp.can_attack(state, me)


def test_grommash_hellscream_charges_and_has_10_attack_while_damaged():
    state = testing.scenario()
    state, grom = testing.put(state, 0, GROMMASH, Zone.HAND)
    state, whirlwind = testing.put(state, 0, WHIRLWIND, Zone.HAND)
    state = testing.act(state, PlayCard(grom))
    assert stats(state, grom) == (4, 9)
    state = testing.act(state, PlayCard(whirlwind))
    assert stats(state, grom) == (10, 8)
    state = testing.act(state, Attack(grom, hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 20


def test_grommash_hellscream_enrage_is_computed_from_his_damage():
    # what the Enrage aura gives once the layered values are recomputed (a buff marks them for it)
    state = testing.scenario()
    state, grom = testing.put(state, 0, GROMMASH, Zone.PLAY, damage=1)
    assert stats(state, grom) == (10, 8)
    state, enemy = testing.put(state, 1, GROMMASH, Zone.PLAY)
    assert stats(state, enemy) == (4, 9)


def test_cruel_taskmaster_deals_1_damage_and_gives_2_attack():
    state = testing.scenario()
    state, grom = testing.put(state, 0, GROMMASH, Zone.PLAY)
    state, master = testing.put(state, 0, CRUEL_TASKMASTER, Zone.HAND)
    state = testing.act(state, PlayCard(master, target=grom))
    assert stats(state, grom) == (12, 8)  # 4 + 2 + Enrage 6
    assert stats(state, master) == (2, 2)


def test_frothing_berserker_gains_1_attack_for_each_minion_damaged():
    state = testing.scenario()
    state, berserker = testing.put(state, 0, FROTHING_BERSERKER, Zone.PLAY)
    state, _y = testing.put(state, 0, YETI, Zone.PLAY)
    state, _e = testing.put(state, 1, YETI, Zone.PLAY)
    state, alakir = testing.put(state, 1, ALAKIR, Zone.PLAY)  # Divine Shield: no damage taken
    state, whirlwind = testing.put(state, 0, WHIRLWIND, Zone.HAND)
    state = testing.act(state, PlayCard(whirlwind))
    assert stats(state, berserker) == (5, 3)
    assert hsfp.tag(state, alakir, Tag.DIVINE_SHIELD) == 0
    state = testing.act(state, EndTurn())
    assert hsfp.attack(state, berserker) == 5  # permanent


def test_inner_rage_deals_1_damage_and_gives_2_attack():
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, rage = testing.put(state, 0, INNER_RAGE, Zone.HAND)
    state = testing.act(state, PlayCard(rage, target=raptor))
    assert stats(state, raptor) == (5, 1)
    assert hsfp.mana(state, 0) == 10


def test_commanding_shout_keeps_your_minions_at_1_health_this_turn_and_draws():
    state = testing.scenario()
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY, damage=1)  # 3/1
    state, enemy = testing.put(state, 1, RAPTOR, Zone.PLAY, damage=1)
    state, shout = testing.put(state, 0, COMMANDING_SHOUT, Zone.HAND)
    state, raider = testing.put(state, 0, RAIDER, Zone.HAND)
    state, whirlwind = testing.put(state, 0, WHIRLWIND, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(shout))
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 3  # the Wisp, the Whirlwind and the drawn card
    state = testing.act(state, PlayCard(raider), PlayCard(whirlwind))  # the Wisp came after the Shout
    assert board(state, 0) == (raptor, raider)
    assert hsfp.health(state, raptor) == 1 and hsfp.health(state, raider) == 1
    assert enemy not in board(state, 1)
    state = testing.act(state, Attack(raptor, yeti))  # 4 damage back, kept at 1
    assert hsfp.health(state, raptor) == 1
    # next turn it is gone
    state, whirlwind2 = testing.put(state, 0, WHIRLWIND, Zone.HAND)
    state = end_turns(state, 2)
    state = testing.act(state, PlayCard(whirlwind2))
    assert board(state, 0) == ()
