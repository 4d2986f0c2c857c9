"""The Classic Druid, Hunter and Mage cards, each played in a real position."""

from __future__ import annotations

import hsfp
from hsfp import Attack, Code, EndTurn, EventKind, PlayCard, Tag, Zone, testing
from hsfp.testing import (
    board,
    card_ids,
    cards_in,
    durability,
    event_kinds,
    hero_health,
    player_tag,
    refusal,
    stats,
    transition,
)

YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2 Beast
CROCOLISK = "VAN_CS2_120"  # 2/3 Beast
KOBOLD = "VAN_CS2_142"  # 2/2, Spell Damage +1
WARLORD = "VAN_CS2_226"  # Frostwolf Warlord 4/4: Battlecry +1/+1 per other friendly minion
FIREBALL = "VAN_CS2_029"
ARCANE_INTELLECT = "VAN_CS2_023"
WAR_AXE = "VAN_CS2_106"  # 3/2 weapon


# ============================================================================================ druid


def test_wrath_solar_wrath_deals_3_to_a_minion():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, wrath = testing.put(state, 0, "VAN_EX1_154", Zone.HAND)
    state = testing.act(state, PlayCard(wrath, target=yeti, choice=0))
    assert hsfp.health(state, yeti) == 2
    assert hsfp.zone(state, 0, Zone.HAND) == ()


def test_wrath_natures_wrath_deals_1_and_draws_a_card():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, wrath = testing.put(state, 0, "VAN_EX1_154", Zone.HAND)
    state = testing.act(state, PlayCard(wrath, target=yeti, choice=1))
    assert hsfp.health(state, yeti) == 4
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 1


def test_wrath_is_a_spell_so_spell_damage_adds_to_the_chosen_option():
    state = testing.scenario()
    state, _kobold = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, wrath = testing.put(state, 0, "VAN_EX1_154", Zone.HAND)
    state = testing.act(state, PlayCard(wrath, target=yeti, choice=0))
    assert hsfp.health(state, yeti) == 1


def test_wrath_cannot_target_a_hero():
    state = testing.scenario()
    state, _yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, wrath = testing.put(state, 0, "VAN_EX1_154", Zone.HAND)
    assert refusal(state, PlayCard(wrath, target=hsfp.hero(state, 1), choice=0)) == Code.INVALID_TARGET


def test_mark_of_nature_tigers_fury_gives_4_attack():
    state = testing.scenario()
    state, croc = testing.put(state, 0, CROCOLISK, Zone.PLAY)
    state, mark = testing.put(state, 0, "VAN_EX1_155", Zone.HAND)
    state = testing.act(state, PlayCard(mark, target=croc, choice=0))
    assert stats(state, croc) == (6, 3)
    assert hsfp.tag(state, croc, Tag.TAUNT) == 0


def test_mark_of_nature_thick_hide_gives_4_health_and_taunt():
    state = testing.scenario()
    state, croc = testing.put(state, 0, CROCOLISK, Zone.PLAY)
    state, mark = testing.put(state, 0, "VAN_EX1_155", Zone.HAND)
    state = testing.act(state, PlayCard(mark, target=croc, choice=1))
    assert stats(state, croc) == (2, 7)
    assert hsfp.tag(state, croc, Tag.TAUNT) == 1


def test_soul_of_the_forest_a_dying_friendly_minion_leaves_a_treant_where_it_stood():
    state = testing.scenario()
    state, left = testing.put(state, 0, YETI, Zone.PLAY)
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, right = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, soul = testing.put(state, 0, "VAN_EX1_158", Zone.HAND)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(soul), PlayCard(fireball, target=raptor))
    mine = board(state, 0)
    assert len(mine) == 3 and mine[0] == left and mine[2] == right
    assert hsfp.card_id(state, mine[1]) == "VAN_EX1_tk9"
    assert stats(state, mine[1]) == (2, 2)
    assert board(state, 1) == (enemy,)


def test_soul_of_the_forest_does_not_reach_enemy_minions():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, soul = testing.put(state, 0, "VAN_EX1_158", Zone.HAND)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(soul), PlayCard(fireball, target=enemy))
    assert board(state, 1) == ()
    assert board(state, 0) == ()


def test_power_of_the_wild_summon_a_panther():
    state = testing.scenario()
    state, power = testing.put(state, 0, "VAN_EX1_160", Zone.HAND)
    state = testing.act(state, PlayCard(power, choice=0))
    (panther,) = board(state, 0)
    assert hsfp.card_id(state, panther) == "EX1_160t"
    assert stats(state, panther) == (3, 2)


def test_power_of_the_wild_leader_of_the_pack_gives_your_minions_1_1():
    state = testing.scenario()
    state, a = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, b = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, power = testing.put(state, 0, "VAN_EX1_160", Zone.HAND)
    state = testing.act(state, PlayCard(power, choice=1))
    assert [stats(state, m) for m in (a, b, enemy)] == [(4, 3), (5, 6), (4, 5)]
    assert board(state, 0) == (a, b)


def test_naturalize_destroys_a_minion_and_the_opponent_draws_2():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, nat = testing.put(state, 0, "VAN_EX1_161", Zone.HAND)
    state = testing.act(state, PlayCard(nat, target=yeti))
    assert board(state, 1) == ()
    assert len(hsfp.zone(state, 1, Zone.HAND)) == 2
    assert hsfp.zone(state, 0, Zone.HAND) == ()


def test_nourish_rampant_growth_gains_2_full_mana_crystals():
    state = testing.scenario(mana=5)
    state, nourish = testing.put(state, 0, "VAN_EX1_164", Zone.HAND)
    state = testing.act(state, PlayCard(nourish, choice=0))
    assert player_tag(state, 0, Tag.MANA_CRYSTALS) == 7
    assert hsfp.mana(state, 0) == 2


def test_nourish_rampant_growth_stops_at_10_crystals():
    state = testing.scenario(mana=9)
    state, nourish = testing.put(state, 0, "VAN_EX1_164", Zone.HAND)
    state = testing.act(state, PlayCard(nourish, choice=0))
    assert player_tag(state, 0, Tag.MANA_CRYSTALS) == 10
    assert hsfp.mana(state, 0) == 5
    assert hsfp.zone(state, 0, Zone.HAND) == ()


def test_nourish_enrich_draws_3():
    state = testing.scenario()
    state, nourish = testing.put(state, 0, "VAN_EX1_164", Zone.HAND)
    state = testing.act(state, PlayCard(nourish, choice=1))
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 3
    assert player_tag(state, 0, Tag.MANA_CRYSTALS) == 10


def test_druid_of_the_claw_cat_form_transforms_into_a_4_4_charger_that_attacks_at_once():
    state = testing.scenario()
    state, druid = testing.put(state, 0, "VAN_EX1_165", Zone.HAND)
    state = testing.act(state, PlayCard(druid, choice=0))
    assert board(state, 0) == (druid,)
    assert hsfp.card_id(state, druid) == "VAN_EX1_165t1"
    assert stats(state, druid) == (4, 4)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, Attack(druid, enemy))
    assert hsfp.health(state, enemy) == 26


def test_druid_of_the_claw_bear_form_is_a_4_6_taunt_that_cannot_attack_yet():
    state = testing.scenario()
    state, druid = testing.put(state, 0, "VAN_EX1_165", Zone.HAND)
    state = testing.act(state, PlayCard(druid, choice=1))
    assert hsfp.card_id(state, druid) == "VAN_EX1_165t2"
    assert stats(state, druid) == (4, 6)
    assert hsfp.tag(state, druid, Tag.TAUNT) == 1
    assert not hsfp.can_attack(state, druid)


def test_keeper_of_the_grove_moonfire_deals_2_to_a_hero():
    state = testing.scenario()
    state, keeper = testing.put(state, 0, "VAN_EX1_166", Zone.HAND)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, PlayCard(keeper, target=enemy, choice=0))
    assert hsfp.health(state, enemy) == 28
    assert stats(state, keeper) == (2, 4)


def test_keeper_of_the_grove_dispel_silences_a_minion():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, mark = testing.put(state, 1, "VAN_EX1_155", Zone.HAND)
    state = testing.act(state, EndTurn(), PlayCard(mark, target=yeti, choice=1), EndTurn())
    assert hsfp.tag(state, yeti, Tag.TAUNT) == 1
    state, keeper = testing.put(state, 0, "VAN_EX1_166", Zone.HAND)
    state = testing.act(state, PlayCard(keeper, target=yeti, choice=1))
    assert hsfp.tag(state, yeti, Tag.TAUNT) == 0
    assert stats(state, yeti) == (4, 5)
    assert hsfp.tag(state, yeti, Tag.SILENCED) == 1


def test_keeper_of_the_grove_dispel_cannot_target_a_hero():
    state = testing.scenario()
    state, keeper = testing.put(state, 0, "VAN_EX1_166", Zone.HAND)
    code = refusal(state, PlayCard(keeper, target=hsfp.hero(state, 1), choice=1))
    assert code == Code.INVALID_TARGET


def test_ancient_of_war_rooted_gives_itself_5_health_and_taunt():
    state = testing.scenario()
    state, ancient = testing.put(state, 0, "VAN_EX1_178", Zone.HAND)
    state = testing.act(state, PlayCard(ancient, choice=0))
    assert stats(state, ancient) == (5, 10)
    assert hsfp.tag(state, ancient, Tag.TAUNT) == 1


def test_ancient_of_war_uproot_gives_itself_5_attack():
    state = testing.scenario()
    state, ancient = testing.put(state, 0, "VAN_EX1_178", Zone.HAND)
    state = testing.act(state, PlayCard(ancient, choice=1))
    assert stats(state, ancient) == (10, 5)
    assert hsfp.tag(state, ancient, Tag.TAUNT) == 0


def test_bite_gives_the_hero_4_attack_this_turn_and_4_armor():
    state = testing.scenario()
    state, bite = testing.put(state, 0, "VAN_EX1_570", Zone.HAND)
    me = hsfp.hero(state, 0)
    state = testing.act(state, PlayCard(bite))
    assert hsfp.attack(state, me) == 4
    assert hsfp.tag(state, me, Tag.ARMOR) == 4
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, Attack(me, enemy))
    assert hsfp.health(state, enemy) == 26
    state = testing.act(state, EndTurn())
    assert hsfp.attack(state, me) == 0
    assert hsfp.tag(state, me, Tag.ARMOR) == 4


def test_force_of_nature_treants_charge_then_die_at_the_end_of_the_turn():
    state = testing.scenario()
    state, force = testing.put(state, 0, "VAN_EX1_571", Zone.HAND)
    state = testing.act(state, PlayCard(force))
    treants = board(state, 0)
    assert card_ids(state, treants) == ["VAN_EX1_tk9b"] * 3
    enemy = hsfp.hero(state, 1)
    for t in treants:
        state = testing.act(state, Attack(t, enemy))
    assert hsfp.health(state, enemy) == 24
    state = testing.act(state, EndTurn())
    assert board(state, 0) == ()


def test_force_of_nature_treants_die_at_the_end_of_either_players_turn():
    state = testing.scenario()
    state, force = testing.put(state, 1, "VAN_EX1_571", Zone.HAND)
    state = testing.act(state, EndTurn(), PlayCard(force))
    assert len(board(state, 1)) == 3
    state = testing.act(state, EndTurn())
    assert board(state, 1) == ()


def test_cenarius_demigods_favor_gives_other_friendly_minions_2_2():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, cenarius = testing.put(state, 0, "VAN_EX1_573", Zone.HAND)
    state = testing.act(state, PlayCard(cenarius, choice=0))
    assert stats(state, yeti) == (6, 7)
    assert stats(state, cenarius) == (5, 8)
    assert stats(state, enemy) == (4, 5)


def test_cenarius_shandos_lesson_summons_two_2_2_taunt_treants_one_on_each_side():
    state = testing.scenario()
    state, cenarius = testing.put(state, 0, "VAN_EX1_573", Zone.HAND)
    state = testing.act(state, PlayCard(cenarius, choice=1))
    mine = board(state, 0)
    assert mine[1] == cenarius and len(mine) == 3
    for t in (mine[0], mine[2]):
        assert hsfp.card_id(state, t) == "EX1_573t"
        assert stats(state, t) == (2, 2)
        assert hsfp.tag(state, t, Tag.TAUNT) == 1


def test_savagery_deals_the_heros_attack_to_a_minion():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, bite = testing.put(state, 0, "VAN_EX1_570", Zone.HAND)
    state, savagery = testing.put(state, 0, "VAN_EX1_578", Zone.HAND)
    state = testing.act(state, PlayCard(bite), PlayCard(savagery, target=yeti))
    assert hsfp.health(state, yeti) == 1


def test_savagery_counts_the_weapon_and_spell_damage():
    state = testing.scenario()
    state, _axe = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    state, _kobold = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, savagery = testing.put(state, 0, "VAN_EX1_578", Zone.HAND)
    state = testing.act(state, PlayCard(savagery, target=yeti))
    assert hsfp.health(state, yeti) == 1


def test_starfall_stellar_drift_deals_2_to_all_enemy_minions():
    state = testing.scenario()
    state, a = testing.put(state, 1, YETI, Zone.PLAY)
    state, b = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, starfall = testing.put(state, 0, "VAN_NEW1_007", Zone.HAND)
    state = testing.act(state, PlayCard(starfall, choice=0))
    assert board(state, 1) == (a,)
    assert hsfp.health(state, a) == 3
    assert hsfp.health(state, mine) == 5
    assert b in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_starfall_starlord_deals_5_to_a_minion():
    state = testing.scenario()
    state, a = testing.put(state, 1, YETI, Zone.PLAY)
    state, b = testing.put(state, 1, YETI, Zone.PLAY)
    state, starfall = testing.put(state, 0, "VAN_NEW1_007", Zone.HAND)
    state = testing.act(state, PlayCard(starfall, target=a, choice=1))
    assert board(state, 1) == (b,)
    assert hsfp.health(state, b) == 5


def test_ancient_of_lore_ancient_teachings_draws_2():
    state = testing.scenario()
    state, ancient = testing.put(state, 0, "VAN_NEW1_008", Zone.HAND)
    state = testing.act(state, PlayCard(ancient, choice=0))
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 2
    assert board(state, 0) == (ancient,)


def test_ancient_of_lore_ancient_secrets_restores_5_health():
    state = testing.scenario()
    me = hsfp.hero(state, 0)
    state = testing.set_tag(state, me, Tag.DAMAGE, 10)
    state, ancient = testing.put(state, 0, "VAN_NEW1_008", Zone.HAND)
    state = testing.act(state, PlayCard(ancient, target=me, choice=1))
    assert hsfp.health(state, me) == 25
    assert hsfp.zone(state, 0, Zone.HAND) == ()


# =========================================================================================== hunter


def test_gladiators_longbow_hero_takes_no_damage_when_attacking():
    state = testing.scenario()
    state, bow = testing.put(state, 0, "VAN_DS1_188", Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    me = hsfp.hero(state, 0)
    state = testing.act(state, PlayCard(bow), Attack(me, yeti))
    assert hsfp.health(state, me) == 30
    assert board(state, 1) == ()
    assert durability(state, bow) == 1


def test_gladiators_longbow_does_not_protect_the_hero_when_it_is_attacked():
    state = testing.scenario()
    state, bow = testing.put(state, 0, "VAN_DS1_188", Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(bow), EndTurn())
    me = hsfp.hero(state, 0)
    state = testing.act(state, Attack(yeti, me))
    assert hsfp.health(state, me) == 26


def test_scavenging_hyena_grows_when_a_friendly_beast_dies():
    state = testing.scenario()
    state, hyena = testing.put(state, 0, "VAN_EX1_531", Zone.PLAY)
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(fireball, target=raptor))
    assert stats(state, hyena) == (4, 3)


def test_scavenging_hyena_ignores_other_deaths():
    state = testing.scenario()
    state, hyena = testing.put(state, 0, "VAN_EX1_531", Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy_beast = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, f1 = testing.put(state, 0, FIREBALL, Zone.HAND)
    state, f2 = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(f1, target=yeti), PlayCard(f2, target=enemy_beast))
    assert board(state, 0) == (hyena,)
    assert stats(state, hyena) == (2, 2)


def test_misdirection_sends_the_attack_at_another_character():
    # The only other character is the attacker's own hero: the Yeti hits it instead.
    state = testing.scenario()
    state, _mis = testing.put(state, 1, "VAN_EX1_533", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    me, enemy = hsfp.hero(state, 0), hsfp.hero(state, 1)
    t = transition(state, Attack(yeti, enemy))
    assert hsfp.health(t.state, enemy) == 30
    assert hsfp.health(t.state, me) == 26
    assert hsfp.zone(t.state, 1, Zone.SECRET) == ()
    assert EventKind.SECRET_REVEALED in event_kinds(t)
    attack = next(e for e in t.events if e.kind == EventKind.ATTACK)
    assert (attack.entity, attack.target) == (yeti, me)


def test_misdirection_picks_at_random_among_the_other_characters():
    seen = set()
    for seed in range(12):
        state = testing.scenario(seed=seed)
        state, _mis = testing.put(state, 1, "VAN_EX1_533", Zone.SECRET)
        state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
        state, friend = testing.put(state, 1, RAPTOR, Zone.PLAY)
        t = transition(state, Attack(yeti, hsfp.hero(state, 1)))
        attack = next(e for e in t.events if e.kind == EventKind.ATTACK)
        assert attack.target in (hsfp.hero(state, 0), friend)
        seen.add(attack.target)
        assert hsfp.health(t.state, hsfp.hero(state, 1)) == 30
    assert len(seen) == 2


def test_misdirection_stays_when_there_is_no_other_character():
    state = testing.scenario()
    state, mis = testing.put(state, 1, "VAN_EX1_533", Zone.SECRET)
    state, _axe = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    me, enemy = hsfp.hero(state, 0), hsfp.hero(state, 1)
    state = testing.act(state, Attack(me, enemy))
    assert hsfp.health(state, enemy) == 27
    assert hsfp.zone(state, 1, Zone.SECRET) == (mis,)


def test_misdirection_does_not_trigger_when_a_minion_is_attacked():
    state = testing.scenario()
    state, mis = testing.put(state, 1, "VAN_EX1_533", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, target = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, Attack(yeti, target))
    assert hsfp.health(state, target) == 1
    assert hsfp.zone(state, 1, Zone.SECRET) == (mis,)


def test_savannah_highmane_leaves_two_2_2_hyenas_where_it_stood():
    state = testing.scenario()
    state, left = testing.put(state, 1, YETI, Zone.PLAY)
    state, highmane = testing.put(state, 1, "VAN_EX1_534", Zone.PLAY)
    state, right = testing.put(state, 1, YETI, Zone.PLAY)
    state, pyro = testing.put(state, 0, "VAN_EX1_279", Zone.HAND)
    state = testing.act(state, PlayCard(pyro, target=highmane))
    b = board(state, 1)
    assert len(b) == 4 and b[0] == left and b[3] == right
    assert card_ids(state, b[1:3]) == ["EX1_534t", "EX1_534t"]
    assert [stats(state, m) for m in b[1:3]] == [(2, 2), (2, 2)]


def test_eaglehorn_bow_gains_durability_when_a_friendly_secret_is_revealed():
    state = testing.scenario()
    state, bow = testing.put(state, 1, "VAN_EX1_536", Zone.PLAY)
    state, _barrier = testing.put(state, 1, "VAN_EX1_289", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    assert durability(state, bow) == 2
    state = testing.act(state, Attack(yeti, hsfp.hero(state, 1)))
    assert durability(state, bow) == 3


def test_eaglehorn_bow_ignores_enemy_secrets():
    state = testing.scenario()
    state, bow = testing.put(state, 0, "VAN_EX1_536", Zone.PLAY)
    state, _barrier = testing.put(state, 1, "VAN_EX1_289", Zone.SECRET)
    me = hsfp.hero(state, 0)
    t = transition(state, Attack(me, hsfp.hero(state, 1)))
    assert EventKind.SECRET_REVEALED in event_kinds(t)
    assert durability(t.state, bow) == 1


def test_explosive_shot_deals_5_to_a_minion_and_2_to_its_neighbours():
    state = testing.scenario()
    ids = []
    for _ in range(4):
        state, m = testing.put(state, 1, YETI, Zone.PLAY)
        ids.append(m)
    state, shot = testing.put(state, 0, "VAN_EX1_537", Zone.HAND)
    state = testing.act(state, PlayCard(shot, target=ids[1]))
    assert board(state, 1) == (ids[0], ids[2], ids[3])
    assert [hsfp.health(state, m) for m in (ids[0], ids[2], ids[3])] == [3, 3, 5]


def test_unleash_the_hounds_summons_a_charging_hound_per_enemy_minion():
    state = testing.scenario()
    for _ in range(3):
        state, _m = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, hounds = testing.put(state, 0, "VAN_EX1_538", Zone.HAND)
    state = testing.act(state, PlayCard(hounds))
    mine = board(state, 0)
    assert card_ids(state, mine) == ["EX1_538t"] * 3
    assert all(hsfp.can_attack(state, m) and stats(state, m) == (1, 1) for m in mine)


def test_unleash_the_hounds_needs_an_enemy_minion():
    state = testing.scenario()
    state, hounds = testing.put(state, 0, "VAN_EX1_538", Zone.HAND)
    assert refusal(state, PlayCard(hounds)) == Code.INVALID_TARGET
    assert not any(isinstance(a, PlayCard) for a in hsfp.legal_actions(state))


def test_flare_destroys_enemy_secrets_unrevealed_unstealths_and_draws():
    state = testing.scenario()
    state, snipe = testing.put(state, 1, "VAN_EX1_609", Zone.SECRET)
    state, mine = testing.put(state, 0, "VAN_EX1_610", Zone.SECRET)
    state, sneaky = testing.put(state, 1, RAPTOR, Zone.PLAY, stealth=1)
    state, flare = testing.put(state, 0, "VAN_EX1_544", Zone.HAND)
    assert hsfp.tag(state, sneaky, Tag.STEALTH) == 1
    t = transition(state, PlayCard(flare))
    assert hsfp.zone(t.state, 1, Zone.SECRET) == ()
    assert snipe in hsfp.zone(t.state, 1, Zone.GRAVEYARD)
    assert EventKind.SECRET_REVEALED not in event_kinds(t)
    assert hsfp.zone(t.state, 0, Zone.SECRET) == (mine,)
    assert hsfp.tag(t.state, sneaky, Tag.STEALTH) == 0
    assert len(hsfp.zone(t.state, 0, Zone.HAND)) == 1
    state, raptor = testing.put(t.state, 0, RAPTOR, Zone.PLAY)
    assert sneaky in hsfp.attack_targets(state, raptor)


def test_bestial_wrath_gives_a_beast_2_attack_and_immune_this_turn():
    state = testing.scenario()
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, wrath = testing.put(state, 0, "VAN_EX1_549", Zone.HAND)
    state = testing.act(state, PlayCard(wrath, target=raptor), Attack(raptor, yeti))
    assert stats(state, raptor) == (5, 2)
    assert board(state, 1) == ()
    state = testing.act(state, EndTurn())
    assert stats(state, raptor) == (3, 2)
    assert hsfp.tag(state, raptor, Tag.IMMUNE) == 0


def test_bestial_wrath_needs_a_beast():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, wrath = testing.put(state, 0, "VAN_EX1_549", Zone.HAND)
    assert refusal(state, PlayCard(wrath, target=yeti)) == Code.INVALID_TARGET


def test_snake_trap_summons_three_snakes_when_a_friendly_minion_is_attacked():
    state = testing.scenario()
    state, _trap = testing.put(state, 1, "VAN_EX1_554", Zone.SECRET)
    state, croc = testing.put(state, 1, CROCOLISK, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = testing.act(state, Attack(yeti, croc))
    assert card_ids(state, board(state, 1)) == ["VAN_EX1_554t"] * 3
    assert hsfp.health(state, yeti) == 3


def test_snake_trap_ignores_an_attack_on_the_hero():
    state = testing.scenario()
    state, trap = testing.put(state, 1, "VAN_EX1_554", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = testing.act(state, Attack(yeti, hsfp.hero(state, 1)))
    assert board(state, 1) == ()
    assert hsfp.zone(state, 1, Zone.SECRET) == (trap,)


def test_snake_trap_does_not_trigger_on_a_full_board():
    state = testing.scenario()
    state, trap = testing.put(state, 1, "VAN_EX1_554", Zone.SECRET)
    for _ in range(7):
        state, croc = testing.put(state, 1, CROCOLISK, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = testing.act(state, Attack(yeti, croc))
    assert hsfp.zone(state, 1, Zone.SECRET) == (trap,)
    assert len(board(state, 1)) == 6


def test_snipe_deals_4_to_a_minion_the_opponent_plays():
    state = testing.scenario()
    state, _snipe = testing.put(state, 1, "VAN_EX1_609", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state, raptor = testing.put(state, 0, RAPTOR, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert hsfp.health(state, yeti) == 1
    assert hsfp.zone(state, 1, Zone.SECRET) == ()
    state = testing.act(state, PlayCard(raptor))
    assert hsfp.health(state, raptor) == 2


def test_snipe_does_not_fire_on_its_owners_turn():
    state = testing.scenario()
    state, snipe = testing.put(state, 0, "VAN_EX1_609", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert hsfp.health(state, yeti) == 5
    assert hsfp.zone(state, 0, Zone.SECRET) == (snipe,)


def test_explosive_trap_deals_2_to_all_enemies_and_a_killed_attacker_does_not_hit():
    state = testing.scenario()
    state, _trap = testing.put(state, 1, "VAN_EX1_610", Zone.SECRET)
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, theirs = testing.put(state, 1, YETI, Zone.PLAY)
    me, enemy = hsfp.hero(state, 0), hsfp.hero(state, 1)
    state = testing.act(state, Attack(raptor, enemy))
    assert board(state, 0) == (yeti,)
    assert hsfp.health(state, yeti) == 3
    assert hsfp.health(state, me) == 28
    assert hsfp.health(state, enemy) == 30
    assert hsfp.health(state, theirs) == 5


def test_freezing_trap_returns_the_attacker_to_hand_costing_2_more():
    state = testing.scenario()
    state, _trap = testing.put(state, 1, "VAN_EX1_611", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, theirs = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state = testing.act(state, Attack(yeti, theirs))
    assert board(state, 0) == ()
    assert hsfp.zone(state, 0, Zone.HAND) == (yeti,)
    assert hsfp.cost(state, yeti) == 6
    assert hsfp.health(state, theirs) == 2
    state = testing.act(state, PlayCard(yeti))
    assert stats(state, yeti) == (4, 5)
    assert hsfp.mana(state, 0) == 4


def test_freezing_trap_ignores_a_hero_attack():
    state = testing.scenario()
    state, trap = testing.put(state, 1, "VAN_EX1_611", Zone.SECRET)
    state, _axe = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    state = testing.act(state, Attack(hsfp.hero(state, 0), hsfp.hero(state, 1)))
    assert hsfp.zone(state, 1, Zone.SECRET) == (trap,)


def test_deadly_shot_destroys_a_random_enemy_minion():
    state = testing.scenario()
    state, a = testing.put(state, 1, YETI, Zone.PLAY)
    state, b = testing.put(state, 1, YETI, Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, shot = testing.put(state, 0, "VAN_EX1_617", Zone.HAND)
    state = testing.act(state, PlayCard(shot))
    assert len(board(state, 1)) == 1 and board(state, 1)[0] in (a, b)
    assert board(state, 0) == (mine,)


def test_deadly_shot_needs_an_enemy_minion():
    state = testing.scenario()
    state, shot = testing.put(state, 0, "VAN_EX1_617", Zone.HAND)
    assert refusal(state, PlayCard(shot)) == Code.INVALID_TARGET


# ============================================================================================= mage


def test_blizzard_deals_2_to_enemy_minions_and_freezes_them():
    state = testing.scenario()
    state, a = testing.put(state, 1, YETI, Zone.PLAY)
    state, b = testing.put(state, 1, YETI, Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, blizzard = testing.put(state, 0, "VAN_CS2_028", Zone.HAND)
    state = testing.act(state, PlayCard(blizzard))
    assert [hsfp.health(state, m) for m in (a, b)] == [3, 3]
    assert [hsfp.tag(state, m, Tag.FROZEN) for m in (a, b, mine)] == [1, 1, 0]
    assert hero_health(state, 1) == 30


def test_ice_lance_freezes_an_unfrozen_character_without_damage():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, lance = testing.put(state, 0, "VAN_CS2_031", Zone.HAND)
    state = testing.act(state, PlayCard(lance, target=yeti))
    assert hsfp.health(state, yeti) == 5
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1


def test_ice_lance_deals_4_to_a_frozen_character():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, frozen=1)
    state, lance = testing.put(state, 0, "VAN_CS2_031", Zone.HAND)
    state = testing.act(state, PlayCard(lance, target=yeti))
    assert hsfp.health(state, yeti) == 1


def test_ethereal_arcanist_grows_at_the_end_of_your_turn_if_you_control_a_secret():
    state = testing.scenario()
    state, arcanist = testing.put(state, 0, "VAN_EX1_274", Zone.PLAY)
    state, _secret = testing.put(state, 0, "VAN_EX1_289", Zone.SECRET)
    state = testing.act(state, EndTurn())
    assert stats(state, arcanist) == (5, 5)
    state = testing.act(state, EndTurn())
    assert stats(state, arcanist) == (5, 5)  # the opponent's turn end does not count


def test_ethereal_arcanist_stays_without_a_secret():
    state = testing.scenario()
    state, arcanist = testing.put(state, 0, "VAN_EX1_274", Zone.PLAY)
    state, _enemy_secret = testing.put(state, 1, "VAN_EX1_289", Zone.SECRET)
    state = testing.act(state, EndTurn())
    assert stats(state, arcanist) == (3, 3)


def test_cone_of_cold_freezes_and_damages_a_minion_and_its_neighbours():
    state = testing.scenario()
    ids = []
    for _ in range(4):
        state, m = testing.put(state, 1, YETI, Zone.PLAY)
        ids.append(m)
    state, cone = testing.put(state, 0, "VAN_EX1_275", Zone.HAND)
    state = testing.act(state, PlayCard(cone, target=ids[1]))
    assert [hsfp.health(state, m) for m in ids] == [4, 4, 4, 5]
    assert [hsfp.tag(state, m, Tag.FROZEN) for m in ids] == [1, 1, 1, 0]


def test_pyroblast_deals_10():
    state = testing.scenario()
    state, pyro = testing.put(state, 0, "VAN_EX1_279", Zone.HAND)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, PlayCard(pyro, target=enemy))
    assert hsfp.health(state, enemy) == 20
    assert hsfp.mana(state, 0) == 0


def test_counterspell_counters_an_enemy_spell():
    state = testing.scenario()
    state, counter = testing.put(state, 1, "VAN_EX1_287", Zone.SECRET)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, PlayCard(fireball, target=enemy))
    assert hsfp.health(state, enemy) == 30
    assert hsfp.mana(state, 0) == 6
    assert fireball in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert counter in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_counterspell_counters_a_secret_which_never_arms():
    state = testing.scenario()
    state, _counter = testing.put(state, 1, "VAN_EX1_287", Zone.SECRET)
    state, barrier = testing.put(state, 0, "VAN_EX1_289", Zone.HAND)
    state = testing.act(state, PlayCard(barrier))
    assert hsfp.zone(state, 0, Zone.SECRET) == ()
    assert barrier in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert hsfp.zone(state, 1, Zone.SECRET) == ()


def test_counterspell_lets_minions_through():
    state = testing.scenario()
    state, counter = testing.put(state, 1, "VAN_EX1_287", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert board(state, 0) == (yeti,)
    assert hsfp.zone(state, 1, Zone.SECRET) == (counter,)


def test_ice_barrier_gives_8_armor_when_the_hero_is_attacked():
    state = testing.scenario()
    state, _barrier = testing.put(state, 1, "VAN_EX1_289", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, Attack(yeti, enemy))
    assert hsfp.health(state, enemy) == 30
    assert hsfp.tag(state, enemy, Tag.ARMOR) == 4


def test_mirror_entity_copies_the_played_minion_after_its_battlecry():
    state = testing.scenario()
    state, _mirror = testing.put(state, 1, "VAN_EX1_294", Zone.SECRET)
    state, _yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, warlord = testing.put(state, 0, WARLORD, Zone.HAND)
    state = testing.act(state, PlayCard(warlord))
    assert stats(state, warlord) == (5, 5)
    (copy,) = board(state, 1)
    assert hsfp.card_id(state, copy) == WARLORD
    assert stats(state, copy) == (5, 5)
    assert hsfp.zone(state, 1, Zone.SECRET) == ()


def test_mirror_entity_does_not_trigger_on_a_full_board():
    state = testing.scenario()
    state, mirror = testing.put(state, 1, "VAN_EX1_294", Zone.SECRET)
    for _ in range(7):
        state, _m = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert hsfp.zone(state, 1, Zone.SECRET) == (mirror,)


def test_ice_block_prevents_fatal_damage_and_makes_the_hero_immune_this_turn():
    state = testing.scenario()
    state, block = testing.put(state, 1, "VAN_EX1_295", Zone.SECRET)
    enemy = hsfp.hero(state, 1)
    state = testing.set_tag(state, enemy, Tag.DAMAGE, 25)
    state, f1 = testing.put(state, 0, FIREBALL, Zone.HAND)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(f1, target=enemy))
    assert hsfp.health(state, enemy) == 5
    assert not hsfp.is_terminal(state)
    assert block in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert hsfp.tag(state, enemy, Tag.IMMUNE) == 1
    assert enemy not in hsfp.attack_targets(state, yeti)
    state = testing.act(state, EndTurn())
    assert hsfp.tag(state, enemy, Tag.IMMUNE) == 0


def test_ice_block_ignores_damage_that_is_not_fatal():
    state = testing.scenario()
    state, block = testing.put(state, 1, "VAN_EX1_295", Zone.SECRET)
    enemy = hsfp.hero(state, 1)
    state, f1 = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(f1, target=enemy))
    assert hsfp.health(state, enemy) == 24
    assert hsfp.zone(state, 1, Zone.SECRET) == (block,)


def test_archmage_antonidas_adds_a_fireball_for_each_spell_you_cast():
    state = testing.scenario()
    state, _antonidas = testing.put(state, 0, "VAN_EX1_559", Zone.PLAY)
    state, lance = testing.put(state, 0, "VAN_CS2_031", Zone.HAND)
    state = testing.act(state, PlayCard(lance, target=hsfp.hero(state, 1)))
    assert cards_in(state, 0, Zone.HAND) == [FIREBALL]
    state, enemy_spell = testing.put(state, 1, "VAN_CS2_031", Zone.HAND)
    state = testing.act(state, EndTurn(), PlayCard(enemy_spell, target=hsfp.hero(state, 0)))
    assert cards_in(state, 0, Zone.HAND).count(FIREBALL) == 1


def test_vaporize_destroys_a_minion_that_attacks_your_hero():
    state = testing.scenario()
    state, _vaporize = testing.put(state, 1, "VAN_EX1_594", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, Attack(yeti, enemy))
    assert yeti in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert hsfp.health(state, enemy) == 30


def test_vaporize_ignores_a_hero_attack_and_a_minion_attack_on_a_minion():
    state = testing.scenario()
    state, vaporize = testing.put(state, 1, "VAN_EX1_594", Zone.SECRET)
    state, _axe = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, theirs = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, Attack(hsfp.hero(state, 0), hsfp.hero(state, 1)), Attack(yeti, theirs))
    assert hsfp.zone(state, 1, Zone.SECRET) == (vaporize,)
    assert board(state, 0) == (yeti,)


def test_sorcerers_apprentice_makes_your_spells_cost_1_less():
    state = testing.scenario()
    state, _apprentice = testing.put(state, 0, "VAN_EX1_608", Zone.PLAY)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state, lance = testing.put(state, 0, "VAN_CS2_031", Zone.HAND)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state, enemy_spell = testing.put(state, 1, FIREBALL, Zone.HAND)
    assert [hsfp.cost(state, c) for c in (fireball, lance, yeti, enemy_spell)] == [3, 0, 4, 4]
    state = testing.act(state, PlayCard(fireball, target=hsfp.hero(state, 1)))
    assert hsfp.mana(state, 0) == 7


def test_kirin_tor_mage_makes_the_next_secret_this_turn_cost_0():
    state = testing.scenario()
    state, kirin = testing.put(state, 0, "VAN_EX1_612", Zone.HAND)
    state, first = testing.put(state, 0, "VAN_EX1_289", Zone.HAND)
    state, second = testing.put(state, 0, "VAN_EX1_294", Zone.HAND)
    state, spell = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(kirin))
    assert [hsfp.cost(state, c) for c in (first, second, spell)] == [0, 0, 4]
    state = testing.act(state, PlayCard(first))
    assert hsfp.mana(state, 0) == 7
    assert hsfp.cost(state, second) == 3


def test_kirin_tor_mage_discount_ends_with_the_turn():
    state = testing.scenario()
    state, kirin = testing.put(state, 0, "VAN_EX1_612", Zone.HAND)
    state, secret_card = testing.put(state, 0, "VAN_EX1_289", Zone.HAND)
    state = testing.act(state, PlayCard(kirin))
    assert hsfp.cost(state, secret_card) == 0
    state = testing.act(state, EndTurn())
    assert hsfp.cost(state, secret_card) == 3


def test_mana_wyrm_gains_1_attack_per_spell_you_cast():
    state = testing.scenario()
    state, wyrm = testing.put(state, 0, "VAN_NEW1_012", Zone.PLAY)
    state, a = testing.put(state, 0, "VAN_CS2_031", Zone.HAND)
    state, b = testing.put(state, 0, ARCANE_INTELLECT, Zone.HAND)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, PlayCard(a, target=enemy), PlayCard(b))
    assert stats(state, wyrm) == (3, 3)
    state, enemy_spell = testing.put(state, 1, ARCANE_INTELLECT, Zone.HAND)
    state = testing.act(state, EndTurn(), PlayCard(enemy_spell))
    assert stats(state, wyrm) == (3, 3)


def test_spellbender_summons_a_1_3_that_takes_the_spell_instead():
    state = testing.scenario()
    state, _bender = testing.put(state, 1, "VAN_tt_010", Zone.SECRET)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    t = transition(state, PlayCard(fireball, target=yeti))
    assert hsfp.health(t.state, yeti) == 5
    assert board(t.state, 1) == (yeti,)
    assert "VAN_tt_010a" in cards_in(t.state, 1, Zone.GRAVEYARD)
    damaged = [e for e in t.events if e.kind == EventKind.DAMAGE]
    assert len(damaged) == 1 and hsfp.card_id(t.state, damaged[0].entity) == "VAN_tt_010a"


def test_spellbender_ignores_a_spell_on_a_hero():
    state = testing.scenario()
    state, bender = testing.put(state, 1, "VAN_tt_010", Zone.SECRET)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, PlayCard(fireball, target=enemy))
    assert hsfp.health(state, enemy) == 24
    assert hsfp.zone(state, 1, Zone.SECRET) == (bender,)


# ============================================================================ rulings and edge cases


def test_power_of_the_wild_offers_only_leader_of_the_pack_on_a_full_board():
    state = testing.scenario()
    for _ in range(7):
        state, _m = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, power = testing.put(state, 0, "VAN_EX1_160", Zone.HAND)
    plays = [a for a in hsfp.legal_actions(state) if isinstance(a, PlayCard) and a.card == power]
    assert [a.choice for a in plays] == [1]


def test_force_of_nature_needs_room_on_the_board():
    state = testing.scenario()
    for _ in range(7):
        state, _m = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, force = testing.put(state, 0, "VAN_EX1_571", Zone.HAND)
    assert refusal(state, PlayCard(force)) == Code.INVALID_TARGET


def test_keeper_of_the_grove_dispel_with_no_minion_is_played_without_a_target():
    state = testing.scenario()
    state, keeper = testing.put(state, 0, "VAN_EX1_166", Zone.HAND)
    state = testing.act(state, PlayCard(keeper, choice=1))
    assert board(state, 0) == (keeper,)
    assert hsfp.tag(state, keeper, Tag.SILENCED) == 0


def test_snipe_and_explosive_trap_gain_spell_damage():
    state = testing.scenario()
    state, _kobold = testing.put(state, 1, KOBOLD, Zone.PLAY)
    state, _snipe = testing.put(state, 1, "VAN_EX1_609", Zone.SECRET)
    state, _trap = testing.put(state, 1, "VAN_EX1_610", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert yeti in hsfp.zone(state, 0, Zone.GRAVEYARD)  # 4 + 1 damage on a 4/5
    state, _axe = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    me = hsfp.hero(state, 0)
    state = testing.act(state, Attack(me, hsfp.hero(state, 1)))
    assert hsfp.health(state, me) == 27  # 2 + 1 from the trap


def test_freezing_trap_destroys_the_attacker_if_its_owners_hand_is_full():
    state = testing.scenario()
    state, _trap = testing.put(state, 1, "VAN_EX1_611", Zone.SECRET)
    for _ in range(10):
        state, _c = testing.put(state, 0, YETI, Zone.HAND)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = testing.act(state, Attack(yeti, hsfp.hero(state, 1)))
    assert yeti in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert hero_health(state, 1) == 30
