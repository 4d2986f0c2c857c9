"""Neutral Classic cards of cost 0 to 3, played in real positions."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import hsfp
from hsfp import Attack, Code, EventKind, PlayCard, Tag, Zone, testing
from hsfp.core.dsl import CardDef
from hsfp.core.registry import register, unregister
from hsfp.core.tags import CardType
from hsfp.testing import (
    board,
    cards_in,
    durability,
    end_turns,
    hand,
    hero_health,
    play,
    player_tag,
    refusal,
    stats,
    transition,
)

YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2 Beast
MURLOC_RAIDER = "VAN_CS2_168"  # 2/1 Murloc
TIDEHUNTER = "VAN_EX1_506"  # 2/1 Murloc, Battlecry: summon a 1/1 Murloc Scout
ELVEN_ARCHER = "VAN_CS2_189"  # 1/1, Battlecry: deal 1 damage
VOODOO_DOCTOR = "VAN_EX1_011"  # 2/1, Battlecry: restore 2 Health
CORE_HOUND = "VAN_CS2_201"  # 9/5
COIN = "GAME_005"
MOONFIRE = "VAN_CS2_008"  # 1 damage
FIREBALL = "VAN_CS2_029"  # 4 mana, 6 damage
FIERY_WAR_AXE = "VAN_CS2_106"  # 3/2 weapon

WISP = "VAN_CS2_231"
DECKHAND = "VAN_CS2_146"
SERGEANT = "VAN_CS2_188"
LIGHTWARDEN = "VAN_EX1_001"
PRIESTESS = "VAN_EX1_004"
SQUIRE = "VAN_EX1_008"
CHICKEN = "VAN_EX1_009"
LEPER_GNOME = "VAN_EX1_029"
SECRETKEEPER = "VAN_EX1_080"
SHIELDBEARER = "VAN_EX1_405"
TIDECALLER = "VAN_EX1_509"
CRAB = "VAN_NEW1_017"
CORSAIR = "VAN_NEW1_025"
OWL = "VAN_CS2_203"
THALNOS = "VAN_EX1_012"
BREWMASTER = "VAN_EX1_049"
MANA_ADDICT = "VAN_EX1_055"
SUNFURY = "VAN_EX1_058"
ALCHEMIST = "VAN_EX1_059"
PINT_SIZED = "VAN_EX1_076"
MAD_BOMBER = "VAN_EX1_082"
LOOT_HOARDER = "VAN_EX1_096"
CHO = "VAN_EX1_100"
DIRE_WOLF = "VAN_EX1_162"
AMANI = "VAN_EX1_393"
NAT_PAGLE = "VAN_EX1_557"
MANA_WRAITH = "VAN_EX1_616"
PARROT = "VAN_NEW1_016"
RAIDER = "VAN_NEW1_018"
JUGGLER = "VAN_NEW1_019"
PYROMANCER = "VAN_NEW1_020"
DOOMSAYER = "VAN_NEW1_021"
FAERIE_DRAGON = "VAN_NEW1_023"
MILLHOUSE = "VAN_NEW1_029"
SWORDSMITH = "VAN_NEW1_037"
FARSEER = "VAN_CS2_117"
BLADEMASTER = "VAN_CS2_181"
BIG_GAME_HUNTER = "VAN_EX1_005"
ALARM_O_BOT = "VAN_EX1_006"
ACOLYTE = "VAN_EX1_007"
MUKLA = "VAN_EX1_014"
BANANAS = "EX1_014t"
CRUSADER = "VAN_EX1_020"
ADVENTURER = "VAN_EX1_044"
ORACLE = "VAN_EX1_050"
TINKMASTER = "VAN_EX1_083"
MCT = "VAN_EX1_085"
ARCANE_GOLEM = "VAN_EX1_089"
DEMOLISHER = "VAN_EX1_102"
SEER = "VAN_EX1_103"
COBRA = "VAN_EX1_170"
TAUREN = "VAN_EX1_390"
WORGEN = "VAN_EX1_412"
WARLEADER = "VAN_EX1_507"
HARVEST_GOLEM = "VAN_EX1_556"
BLOOD_KNIGHT = "VAN_EX1_590"
IMP_MASTER = "VAN_EX1_597"
CAPTAIN = "VAN_NEW1_027"
GHOUL = "VAN_tt_004"

#: A test-only Secret with no reaction, for "whenever a Secret is played" and secrets being cast.
TEST_SECRET = CardDef(card_id="TEST_NEUTRAL_LOW_SECRET", name="Test Secret", card_type=CardType.SPELL,
                      card_class=4, cost=1, tags=((Tag.SECRET, 1),))


@pytest.fixture
def secret_card() -> Iterator[str]:
    register(TEST_SECRET)
    yield TEST_SECRET.card_id
    unregister(TEST_SECRET.card_id)


# ------------------------------------------------------------------------------------------ cost 0-1


def test_wisp_is_a_1_1_for_0():
    state = testing.scenario(mana=0)
    state, wisp = play(state, WISP)
    assert stats(state, wisp) == (1, 1)
    assert hsfp.mana(state, 0) == 0


def test_southsea_deckhand_has_charge_only_while_you_have_a_weapon():
    state = testing.scenario()
    state, deckhand = play(state, DECKHAND)
    assert not hsfp.can_attack(state, deckhand)
    state, _axe = play(state, FIERY_WAR_AXE)
    assert hsfp.can_attack(state, deckhand)
    state = testing.act(state, Attack(deckhand, hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 28


def test_southsea_deckhand_ignores_the_enemy_weapon():
    state = testing.scenario()
    state, _axe = testing.put(state, 1, FIERY_WAR_AXE, Zone.PLAY)
    state, deckhand = play(state, DECKHAND)
    assert not hsfp.can_attack(state, deckhand)


def test_abusive_sergeant_gives_2_attack_until_end_of_turn():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, SERGEANT, target=yeti)
    assert stats(state, yeti) == (6, 5)
    state = end_turns(state)
    assert stats(state, yeti) == (4, 5)


def test_lightwarden_gains_2_attack_whenever_a_character_is_healed():
    state = testing.scenario()
    state, warden = testing.put(state, 0, LIGHTWARDEN, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, damage=3)
    state, _ = play(state, VOODOO_DOCTOR, target=yeti)
    assert hsfp.health(state, yeti) == 4
    assert stats(state, warden) == (3, 2)


def test_lightwarden_does_not_grow_when_nothing_is_restored():
    state = testing.scenario()
    state, warden = testing.put(state, 0, LIGHTWARDEN, Zone.PLAY)
    state, _ = play(state, VOODOO_DOCTOR, target=hsfp.hero(state, 0))
    assert stats(state, warden) == (1, 2)


def test_young_priestess_gives_another_friendly_minion_1_health_at_end_of_turn():
    state = testing.scenario()
    state, priestess = testing.put(state, 0, PRIESTESS, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state = end_turns(state)
    assert stats(state, yeti) == (4, 6)
    assert stats(state, priestess) == (2, 1)
    assert stats(state, enemy) == (4, 5)
    state = end_turns(state)  # the opponent's turn end: nothing
    assert stats(state, yeti) == (4, 6)


def test_young_priestess_alone_buffs_nobody():
    state = testing.scenario()
    state, priestess = testing.put(state, 0, PRIESTESS, Zone.PLAY)
    state = end_turns(state)
    assert stats(state, priestess) == (2, 1)


def test_angry_chicken_has_5_more_attack_while_damaged():
    state = testing.scenario()
    state, chicken = testing.put(state, 0, CHICKEN, Zone.PLAY, health=3)
    assert hsfp.attack(state, chicken) == 1
    state, _ = play(state, MOONFIRE, target=chicken)
    assert stats(state, chicken) == (6, 2)
    state, _ = play(state, VOODOO_DOCTOR, target=chicken)
    assert stats(state, chicken) == (1, 3)


def test_leper_gnome_deals_2_damage_to_the_enemy_hero_when_it_dies():
    state = testing.scenario()
    state, gnome = testing.put(state, 0, LEPER_GNOME, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=gnome)
    assert hero_health(state, 1) == 28
    assert hero_health(state, 0) == 30


@pytest.mark.usefixtures("secret_card")
def test_secretkeeper_grows_whenever_either_player_plays_a_secret():
    state = testing.scenario()
    state, keeper = testing.put(state, 0, SECRETKEEPER, Zone.PLAY)
    state, _ = play(state, TEST_SECRET.card_id)
    assert stats(state, keeper) == (2, 3)
    state = end_turns(state)
    state, _ = play(state, TEST_SECRET.card_id, player=1)
    assert stats(state, keeper) == (3, 4)


def test_secretkeeper_ignores_spells_that_are_not_secrets():
    state = testing.scenario()
    state, keeper = testing.put(state, 0, SECRETKEEPER, Zone.PLAY)
    state, _ = play(state, COIN)
    assert stats(state, keeper) == (1, 2)


def test_murloc_tidecaller_gains_attack_whenever_any_murloc_is_summoned():
    state = testing.scenario()
    state, caller = play(state, TIDECALLER)
    assert hsfp.attack(state, caller) == 1  # not for itself
    state, _ = play(state, TIDEHUNTER)  # the Tidehunter and its Scout
    assert hsfp.attack(state, caller) == 3
    state, _ = play(state, YETI)
    assert hsfp.attack(state, caller) == 3
    state = end_turns(state)
    state, _ = play(state, MURLOC_RAIDER, player=1)
    assert hsfp.attack(state, caller) == 4


def test_hungry_crab_destroys_a_murloc_and_gains_2_2():
    state = testing.scenario()
    state, murloc = testing.put(state, 1, MURLOC_RAIDER, Zone.PLAY)
    state, crab = play(state, CRAB, target=murloc)
    assert murloc in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert stats(state, crab) == (3, 4)


def test_hungry_crab_cannot_target_a_minion_that_is_not_a_murloc():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, crab = testing.put(state, 0, CRAB, Zone.HAND)
    assert refusal(state, PlayCard(crab, target=yeti)) == Code.INVALID_TARGET
    state = testing.act(state, PlayCard(crab))
    assert stats(state, crab) == (1, 2)


def test_bloodsail_corsair_removes_1_durability_from_the_enemy_weapon():
    state = testing.scenario()
    state, axe = testing.put(state, 1, FIERY_WAR_AXE, Zone.PLAY)
    state, _ = play(state, CORSAIR)
    assert durability(state, axe) == 1
    state, _ = play(state, CORSAIR)
    assert hsfp.weapon(state, 1) is None
    assert axe in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_bloodsail_corsair_leaves_your_own_weapon_alone():
    state = testing.scenario()
    state, axe = testing.put(state, 0, FIERY_WAR_AXE, Zone.PLAY)
    state, _ = play(state, CORSAIR)
    assert durability(state, axe) == 2


# ------------------------------------------------------------------------------------------- cost 2


def test_ironbeak_owl_silences_a_minion():
    state = testing.scenario()
    state, bearer = testing.put(state, 1, SHIELDBEARER, Zone.PLAY)
    state, _ = play(state, OWL, target=bearer)
    assert hsfp.tag(state, bearer, Tag.TAUNT) == 0
    assert hsfp.tag(state, bearer, Tag.SILENCED) == 1


def test_bloodmage_thalnos_adds_spell_damage_and_draws_when_it_dies():
    state = testing.scenario()
    state, thalnos = testing.put(state, 0, THALNOS, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=hsfp.hero(state, 1))
    assert hero_health(state, 1) == 28
    state, _ = play(state, MOONFIRE, target=thalnos)
    assert cards_in(state, 0, Zone.HAND) == [YETI]


def test_youthful_brewmaster_returns_a_friendly_minion_to_hand_as_a_fresh_card():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, damage=3)
    state, brew = play(state, BREWMASTER, target=yeti)
    assert hsfp.zone(state, 0, Zone.PLAY) == (brew,)
    assert yeti in hsfp.zone(state, 0, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert stats(state, yeti) == (4, 5)


def test_youthful_brewmaster_cannot_return_an_enemy_minion():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, brew = testing.put(state, 0, BREWMASTER, Zone.HAND)
    assert refusal(state, PlayCard(brew, target=enemy)) == Code.INVALID_TARGET


def test_mana_addict_gains_2_attack_this_turn_when_you_cast_a_spell():
    state = testing.scenario()
    state, addict = testing.put(state, 0, MANA_ADDICT, Zone.PLAY)
    state, _ = play(state, COIN)
    state, _ = play(state, COIN)
    assert hsfp.attack(state, addict) == 5
    state = end_turns(state)
    assert hsfp.attack(state, addict) == 1
    state, _ = play(state, COIN, player=1)
    assert hsfp.attack(state, addict) == 1


@pytest.mark.usefixtures("secret_card")
def test_mana_addict_counts_a_secret_as_a_spell_cast():
    state = testing.scenario()
    state, addict = testing.put(state, 0, MANA_ADDICT, Zone.PLAY)
    state, _ = play(state, TEST_SECRET.card_id)
    assert hsfp.attack(state, addict) == 3


def test_sunfury_protector_gives_taunt_to_adjacent_minions_only():
    state = testing.scenario()
    state, a = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, b = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, c = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, sunfury = play(state, SUNFURY, position=1)
    assert hsfp.zone(state, 0, Zone.PLAY) == (a, sunfury, b, c)
    assert [hsfp.tag(state, m, Tag.TAUNT) for m in (a, sunfury, b, c)] == [1, 0, 1, 0]


def test_crazed_alchemist_swaps_attack_and_current_health():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, damage=2)
    assert stats(state, yeti) == (4, 3)
    state, _ = play(state, ALCHEMIST, target=yeti)
    assert stats(state, yeti) == (3, 4)


def test_crazed_alchemist_kills_a_0_attack_minion():
    state = testing.scenario()
    state, bearer = testing.put(state, 1, SHIELDBEARER, Zone.PLAY)
    state, _ = play(state, ALCHEMIST, target=bearer)
    assert bearer in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_pint_sized_summoner_makes_the_first_minion_each_turn_cost_1_less():
    state = testing.scenario()
    state, _pint = testing.put(state, 0, PINT_SIZED, Zone.PLAY)
    state, y1 = testing.put(state, 0, YETI, Zone.HAND)
    state, y2 = testing.put(state, 0, YETI, Zone.HAND)
    state, spell = testing.put(state, 0, FIREBALL, Zone.HAND)
    assert [hsfp.cost(state, c) for c in (y1, y2, spell)] == [3, 3, 4]
    state = testing.act(state, PlayCard(y1))
    assert hsfp.mana(state, 0) == 7
    assert hsfp.cost(state, y2) == 4
    state = end_turns(state, 2)
    assert hsfp.cost(state, y2) == 3


def test_pint_sized_summoner_discount_returns_after_a_fatigue_draw():
    # With an empty deck the turn's draw moves no card, so nothing else triggers the recompute.
    state = testing.scenario(decks=((), [YETI] * 10))
    state, _pint = testing.put(state, 0, PINT_SIZED, Zone.PLAY)
    state, y1 = testing.put(state, 0, YETI, Zone.HAND)
    state, y2 = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(y1))
    state = end_turns(state, 2)
    assert hsfp.cost(state, y2) == 3


def test_pint_sized_summoner_gives_no_discount_on_the_turn_it_is_played():
    state = testing.scenario()
    state, _pint = play(state, PINT_SIZED)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    assert hsfp.cost(state, yeti) == 4


def test_mad_bomber_splits_3_damage_among_all_other_characters():
    for seed in range(6):
        state = testing.scenario(seed=seed)
        state, wisp = testing.put(state, 1, WISP, Zone.PLAY, health=5)
        state, bomber = play(state, MAD_BOMBER)
        heroes = [hsfp.hero(state, p) for p in (0, 1)]
        lost = sum(30 - hsfp.health(state, h) for h in heroes) + 5 - hsfp.health(state, wisp)
        assert lost == 3
        assert stats(state, bomber) == (3, 2)


def test_loot_hoarder_draws_a_card_when_it_dies():
    state = testing.scenario()
    state, hoarder = testing.put(state, 0, LOOT_HOARDER, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=hoarder)
    assert cards_in(state, 0, Zone.HAND) == [YETI]


def test_lorewalker_cho_gives_a_copy_of_each_spell_to_the_other_player():
    state = testing.scenario()
    state, _cho = testing.put(state, 0, CHO, Zone.PLAY)
    state, _ = play(state, COIN)
    assert cards_in(state, 1, Zone.HAND) == [COIN]
    assert cards_in(state, 0, Zone.HAND) == []
    state = end_turns(state)
    state, _ = play(state, MOONFIRE, player=1, target=hsfp.hero(state, 0))
    assert cards_in(state, 0, Zone.HAND) == [MOONFIRE]
    assert cards_in(state, 1, Zone.HAND) == [COIN, YETI]  # the copy, then the turn's draw


def test_dire_wolf_alpha_gives_adjacent_minions_1_attack():
    state = testing.scenario()
    state, a = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, wolf = testing.put(state, 0, DIRE_WOLF, Zone.PLAY)
    state, b = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, c = testing.put(state, 0, RAPTOR, Zone.PLAY)
    assert [hsfp.attack(state, m) for m in (a, wolf, b, c)] == [4, 2, 4, 3]


def test_amani_berserker_has_3_more_attack_while_damaged():
    state = testing.scenario()
    state, amani = testing.put(state, 0, AMANI, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=amani)
    assert stats(state, amani) == (5, 2)


def test_nat_pagle_draws_an_extra_card_half_the_time():
    extra = []
    for seed in range(24):
        state = testing.scenario(seed=seed)
        state, _nat = testing.put(state, 1, NAT_PAGLE, Zone.PLAY)
        state = end_turns(state)
        extra.append(len(hand(state, 1)) - 1)
    assert set(extra) == {0, 1}
    assert 4 <= sum(extra) <= 20


def test_nat_pagle_does_nothing_at_the_start_of_the_opponents_turn():
    for seed in range(8):
        state = testing.scenario(seed=seed)
        state, _nat = testing.put(state, 0, NAT_PAGLE, Zone.PLAY)
        state = end_turns(state)
        assert len(hand(state, 0)) == 0


def test_mana_wraith_makes_minions_in_both_hands_cost_1_more():
    state = testing.scenario()
    state, mine = testing.put(state, 0, YETI, Zone.HAND)
    state, theirs = testing.put(state, 1, YETI, Zone.HAND)
    state, spell = testing.put(state, 0, FIREBALL, Zone.HAND)
    state, wraith = play(state, MANA_WRAITH)
    assert [hsfp.cost(state, c) for c in (mine, theirs, spell)] == [5, 5, 4]
    state, _ = play(state, FIREBALL, target=wraith)
    assert [hsfp.cost(state, c) for c in (mine, theirs)] == [4, 4]


def test_captains_parrot_draws_a_pirate_from_your_deck():
    deck = [YETI] * 9 + [CORSAIR]
    state = testing.scenario(decks=(deck, deck))
    state, _ = play(state, PARROT)
    assert cards_in(state, 0, Zone.HAND) == [CORSAIR]
    assert len(hsfp.zone(state, 0, Zone.DECK)) == 9


def test_captains_parrot_draws_nothing_without_a_pirate():
    state = testing.scenario()
    state, _ = play(state, PARROT)
    assert cards_in(state, 0, Zone.HAND) == []
    assert len(hsfp.zone(state, 0, Zone.DECK)) == 10


def test_bloodsail_raider_gains_your_weapons_attack():
    state = testing.scenario()
    state, _axe = testing.put(state, 0, FIERY_WAR_AXE, Zone.PLAY)
    state, _enemy_axe = testing.put(state, 1, FIERY_WAR_AXE, Zone.PLAY)
    state, raider = play(state, RAIDER)
    assert stats(state, raider) == (5, 3)


def test_bloodsail_raider_without_a_weapon_stays_2_3():
    state = testing.scenario()
    state, raider = play(state, RAIDER)
    assert stats(state, raider) == (2, 3)


def test_knife_juggler_throws_a_knife_after_you_summon_a_minion():
    state = testing.scenario()
    state, _juggler = play(state, JUGGLER)
    enemy = hsfp.hero(state, 1)
    assert hsfp.health(state, enemy) == 30  # not for itself
    state, _ = play(state, YETI)
    assert hsfp.health(state, enemy) == 29
    state, _ = play(state, TIDEHUNTER)  # the Tidehunter and its token
    assert hsfp.health(state, enemy) == 27


def test_knife_juggler_throws_after_the_battlecry():
    state = testing.scenario()
    state, juggler = testing.put(state, 0, JUGGLER, Zone.PLAY)
    state, archer = testing.put(state, 0, ELVEN_ARCHER, Zone.HAND)
    enemy = hsfp.hero(state, 1)
    t = transition(state, PlayCard(archer, target=enemy))
    damage = [e.source for e in t.events if e.kind == EventKind.DAMAGE]
    assert damage == [archer, juggler]


def test_knife_juggler_ignores_enemy_summons():
    state = testing.scenario()
    state, _juggler = testing.put(state, 0, JUGGLER, Zone.PLAY)
    state = end_turns(state)
    state, _ = play(state, YETI, player=1)
    assert hero_health(state, 1) == 30
    assert hero_health(state, 0) == 30


def test_wild_pyromancer_deals_1_to_all_minions_after_you_cast_a_spell():
    state = testing.scenario()
    state, pyro = testing.put(state, 0, PYROMANCER, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=yeti)
    assert stats(state, yeti) == (4, 3)
    assert stats(state, pyro) == (3, 1)
    state = end_turns(state)
    state, _ = play(state, COIN, player=1)
    assert stats(state, pyro) == (3, 1)


def test_wild_pyromancer_triggers_only_after_the_spell_resolves():
    # A Pyromancer at 1 Health casting a spell that heals it survives: the heal comes first.
    state = testing.scenario()
    state, pyro = testing.put(state, 0, PYROMANCER, Zone.PLAY, damage=1)
    state, heal = testing.put(state, 0, "VAN_CS2_089", Zone.HAND)  # Holy Light
    state = testing.act(state, PlayCard(heal, target=pyro))
    assert stats(state, pyro) == (3, 1)


@pytest.mark.usefixtures("secret_card")
def test_wild_pyromancer_triggers_on_a_secret():
    state = testing.scenario()
    state, pyro = testing.put(state, 0, PYROMANCER, Zone.PLAY)
    state, _ = play(state, TEST_SECRET.card_id)
    assert stats(state, pyro) == (3, 1)


def test_doomsayer_destroys_all_minions_at_the_start_of_your_turn():
    state = testing.scenario()
    state, doom = testing.put(state, 0, DOOMSAYER, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state = end_turns(state)
    assert cards_in(state, 0, Zone.PLAY) == [DOOMSAYER, YETI]
    state = end_turns(state)
    assert cards_in(state, 0, Zone.PLAY) == [] and cards_in(state, 1, Zone.PLAY) == []
    assert {doom, yeti} <= set(hsfp.zone(state, 0, Zone.GRAVEYARD))
    assert enemy in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_faerie_dragon_cannot_be_targeted_by_spells_but_by_battlecries():
    state = testing.scenario()
    state, dragon = testing.put(state, 1, FAERIE_DRAGON, Zone.PLAY)
    state, moonfire = testing.put(state, 0, MOONFIRE, Zone.HAND)
    assert refusal(state, PlayCard(moonfire, target=dragon)) == Code.INVALID_TARGET
    state, _ = play(state, ELVEN_ARCHER, target=dragon)
    assert hsfp.health(state, dragon) == 1


def test_millhouse_manastorm_makes_enemy_spells_cost_0_on_their_next_turn_only():
    state = testing.scenario()
    state, theirs = testing.put(state, 1, FIREBALL, Zone.HAND)
    state, mine = testing.put(state, 0, FIREBALL, Zone.HAND)
    state, _ = play(state, MILLHOUSE)
    assert hsfp.cost(state, theirs) == 4  # not during my turn
    state = end_turns(state)
    assert hsfp.cost(state, theirs) == 0
    assert hsfp.cost(state, mine) == 4
    state, drawn = testing.put(state, 1, MOONFIRE, Zone.HAND)
    assert hsfp.cost(state, drawn) == 0
    state = testing.act(state, PlayCard(theirs, target=hsfp.hero(state, 0)))
    assert hsfp.mana(state, 1) == 10
    assert hero_health(state, 0) == 24


def test_millhouse_manastorm_discount_ends_with_the_enemy_turn():
    state = testing.scenario()
    state, theirs = testing.put(state, 1, FIREBALL, Zone.HAND)
    state, _ = play(state, MILLHOUSE)
    state = end_turns(state)
    assert hsfp.cost(state, theirs) == 0
    state = end_turns(state)
    assert hsfp.cost(state, theirs) == 4
    state = end_turns(state)
    assert hsfp.cost(state, theirs) == 4
    assert not state.enchantments


def test_master_swordsmith_gives_another_friendly_minion_1_attack_at_end_of_turn():
    state = testing.scenario()
    state, smith = testing.put(state, 0, SWORDSMITH, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = end_turns(state)
    assert stats(state, yeti) == (5, 5)
    assert stats(state, smith) == (1, 3)


# ------------------------------------------------------------------------------------------- cost 3


def test_earthen_ring_farseer_restores_3_health():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, damage=4)
    state, _ = play(state, FARSEER, target=yeti)
    assert hsfp.health(state, yeti) == 4


def test_injured_blademaster_deals_4_damage_to_himself():
    state = testing.scenario()
    state, blade = play(state, BLADEMASTER)
    assert stats(state, blade) == (4, 3)


def test_big_game_hunter_destroys_a_minion_with_7_or_more_attack():
    state = testing.scenario()
    state, hound = testing.put(state, 1, CORE_HOUND, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, bgh = testing.put(state, 0, BIG_GAME_HUNTER, Zone.HAND)
    assert hsfp.legal_targets(state, bgh) == (hound,)
    assert refusal(state, PlayCard(bgh, target=yeti)) == Code.INVALID_TARGET
    state = testing.act(state, PlayCard(bgh, target=hound))
    assert hound in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_alarm_o_bot_swaps_with_a_minion_in_hand_at_the_start_of_your_turn():
    state = testing.scenario(decks=([FIREBALL] * 10, [FIREBALL] * 10))
    state, left = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, bot = testing.put(state, 0, ALARM_O_BOT, Zone.PLAY)
    state, right = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, blade = testing.put(state, 0, BLADEMASTER, Zone.HAND)
    state = end_turns(state)
    assert hsfp.zone(state, 0, Zone.PLAY) == (left, bot, right)  # not on the opponent's turn
    state = end_turns(state)
    assert hsfp.zone(state, 0, Zone.PLAY) == (left, blade, right)
    assert stats(state, blade) == (4, 7)  # put into play: no Battlecry
    assert bot in hsfp.zone(state, 0, Zone.HAND)
    assert cards_in(state, 0, Zone.HAND) == [ALARM_O_BOT, FIREBALL]


def test_alarm_o_bot_stays_without_a_minion_in_hand():
    state = testing.scenario(decks=([FIREBALL] * 10, [FIREBALL] * 10))
    state, bot = testing.put(state, 0, ALARM_O_BOT, Zone.PLAY)
    state, _spell = testing.put(state, 0, MOONFIRE, Zone.HAND)
    state = end_turns(state, 2)
    assert hsfp.zone(state, 0, Zone.PLAY) == (bot,)


def test_alarm_o_bot_summon_triggers_knife_juggler():
    state = testing.scenario(decks=([FIREBALL] * 10, [FIREBALL] * 10))
    state, _juggler = testing.put(state, 0, JUGGLER, Zone.PLAY)
    state, _bot = testing.put(state, 0, ALARM_O_BOT, Zone.PLAY)
    state, _yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = end_turns(state, 2)
    assert hero_health(state, 1) == 29


def test_acolyte_of_pain_draws_whenever_it_takes_damage():
    state = testing.scenario()
    state, acolyte = testing.put(state, 0, ACOLYTE, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=acolyte)
    state, _ = play(state, MOONFIRE, target=acolyte)
    assert cards_in(state, 0, Zone.HAND) == [YETI, YETI]
    assert stats(state, acolyte) == (1, 1)


def test_king_mukla_gives_the_opponent_2_bananas_that_give_1_1():
    state = testing.scenario()
    state, _ = play(state, MUKLA)
    assert cards_in(state, 1, Zone.HAND) == [BANANAS, BANANAS]
    assert cards_in(state, 0, Zone.HAND) == []
    state = end_turns(state)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    banana = hsfp.zone(state, 1, Zone.HAND)[0]
    assert hsfp.cost(state, banana) == 1
    state = testing.act(state, PlayCard(banana, target=yeti))
    assert stats(state, yeti) == (5, 6)


def test_questing_adventurer_grows_whenever_you_play_a_card():
    state = testing.scenario()
    state, adventurer = play(state, ADVENTURER)
    assert stats(state, adventurer) == (2, 2)
    state, _ = play(state, COIN)
    state, _ = play(state, YETI)
    assert stats(state, adventurer) == (4, 4)
    state = end_turns(state)
    state, _ = play(state, COIN, player=1)
    assert stats(state, adventurer) == (4, 4)


def test_coldlight_oracle_makes_each_player_draw_2():
    state = testing.scenario()
    state, _ = play(state, ORACLE)
    assert len(hand(state, 0)) == 2
    assert len(hand(state, 1)) == 2


def test_tinkmaster_overspark_transforms_another_minion_into_a_devilsaur_or_squirrel():
    seen = set()
    for seed in range(10):
        state = testing.scenario(seed=seed)
        state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
        state, tink = play(state, TINKMASTER)
        assert stats(state, tink) == (3, 3)
        seen.add((hsfp.card_id(state, yeti), stats(state, yeti)))
    assert seen == {("VAN_EX1_tk29", (5, 5)), ("VAN_EX1_tk28", (1, 1))}


def test_tinkmaster_overspark_alone_does_nothing():
    state = testing.scenario()
    state, tink = play(state, TINKMASTER)
    assert hsfp.card_id(state, tink) == TINKMASTER


def test_mind_control_tech_steals_a_minion_if_the_opponent_has_4_or_more():
    state = testing.scenario()
    for _ in range(4):
        state, _ = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, MCT)
    assert cards_in(state, 0, Zone.PLAY) == [MCT, RAPTOR]
    assert len(board(state, 1)) == 3


def test_mind_control_tech_steals_nothing_from_3_minions():
    state = testing.scenario()
    for _ in range(3):
        state, _ = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, MCT)
    assert cards_in(state, 0, Zone.PLAY) == [MCT]
    assert len(board(state, 1)) == 3


def test_arcane_golem_charges_and_gives_the_opponent_a_mana_crystal():
    state = testing.scenario(mana=5)
    state, golem = play(state, ARCANE_GOLEM)
    assert player_tag(state, 1, Tag.MANA_CRYSTALS) == 6
    state = testing.act(state, Attack(golem, hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 26
    state = end_turns(state)
    assert hsfp.mana(state, 1) == 7


def test_arcane_golem_gives_nothing_past_10_crystals():
    state = testing.scenario(mana=10)
    state, _ = play(state, ARCANE_GOLEM)
    assert player_tag(state, 1, Tag.MANA_CRYSTALS) == 10


def test_demolisher_deals_2_damage_to_a_random_enemy_at_the_start_of_your_turn():
    state = testing.scenario()
    state, _demo = testing.put(state, 1, DEMOLISHER, Zone.PLAY)
    state = end_turns(state)
    assert hero_health(state, 0) == 28
    assert hero_health(state, 1) == 30


def test_coldlight_seer_gives_all_other_murlocs_2_health():
    state = testing.scenario()
    state, mine = testing.put(state, 0, MURLOC_RAIDER, Zone.PLAY)
    state, theirs = testing.put(state, 1, MURLOC_RAIDER, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, seer = play(state, SEER)
    assert [stats(state, m) for m in (mine, theirs, yeti, seer)] == [(2, 3), (2, 3), (4, 5), (2, 3)]


def test_emperor_cobra_destroys_what_it_damages_and_heals_nobody():
    state = testing.scenario()
    state, cobra = testing.put(state, 0, COBRA, Zone.PLAY)
    state, hound = testing.put(state, 1, CORE_HOUND, Zone.PLAY, taunt=1)
    me = hsfp.hero(state, 0)
    state = testing.set_tag(state, me, Tag.DAMAGE, 10)
    state = testing.act(state, Attack(cobra, hound))
    assert hound in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert hsfp.health(state, me) == 20
    assert hsfp.tag(state, cobra, Tag.LIFESTEAL) == 0


def test_tauren_warrior_has_3_more_attack_while_damaged():
    state = testing.scenario()
    state, tauren = testing.put(state, 0, TAUREN, Zone.PLAY)
    assert hsfp.tag(state, tauren, Tag.TAUNT) == 1
    state, _ = play(state, MOONFIRE, target=tauren)
    assert stats(state, tauren) == (5, 2)


def test_raging_worgen_gains_1_attack_and_windfury_while_damaged():
    state = testing.scenario()
    state, worgen = testing.put(state, 0, WORGEN, Zone.PLAY)
    assert hsfp.tag(state, worgen, Tag.WINDFURY) == 0
    state, _ = play(state, MOONFIRE, target=worgen)
    assert stats(state, worgen) == (4, 2)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, Attack(worgen, enemy), Attack(worgen, enemy))
    assert hsfp.health(state, enemy) == 22


def test_murloc_warleader_gives_all_other_murlocs_2_1():
    state = testing.scenario()
    state, mine = testing.put(state, 0, MURLOC_RAIDER, Zone.PLAY)
    state, theirs = testing.put(state, 1, MURLOC_RAIDER, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, leader = play(state, WARLEADER)
    assert [stats(state, m) for m in (mine, theirs, yeti, leader)] == [(4, 2), (4, 2), (4, 5), (3, 3)]


def test_harvest_golem_leaves_a_damaged_golem_where_it_died():
    state = testing.scenario()
    state, a = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, golem = testing.put(state, 0, HARVEST_GOLEM, Zone.PLAY)
    state, b = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, _ = play(state, FIREBALL, target=golem)
    left, token, right = hsfp.zone(state, 0, Zone.PLAY)
    assert (left, hsfp.card_id(state, token), right) == (a, "VAN_skele21", b)
    assert stats(state, token) == (2, 1)


def test_blood_knight_takes_every_divine_shield_for_3_3_each():
    state = testing.scenario()
    state, squire = testing.put(state, 0, SQUIRE, Zone.PLAY)
    state, crusader = testing.put(state, 1, CRUSADER, Zone.PLAY)
    state, knight = play(state, BLOOD_KNIGHT)
    assert stats(state, knight) == (9, 9)
    assert hsfp.tag(state, squire, Tag.DIVINE_SHIELD) == 0
    assert hsfp.tag(state, crusader, Tag.DIVINE_SHIELD) == 0


def test_blood_knight_without_shields_stays_3_3():
    state = testing.scenario()
    state, knight = play(state, BLOOD_KNIGHT)
    assert stats(state, knight) == (3, 3)


def test_imp_master_hurts_itself_and_summons_an_imp_at_end_of_turn():
    state = testing.scenario()
    state, imp_master = testing.put(state, 0, IMP_MASTER, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = end_turns(state)
    assert cards_in(state, 0, Zone.PLAY) == [IMP_MASTER, "VAN_EX1_598", YETI]
    assert hsfp.zone(state, 0, Zone.PLAY)[::2] == (imp_master, yeti)
    assert stats(state, imp_master) == (1, 4)


def test_imp_master_at_1_health_still_summons_its_imp():
    state = testing.scenario()
    state, imp_master = testing.put(state, 0, IMP_MASTER, Zone.PLAY, damage=4)
    state = end_turns(state)
    assert imp_master in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert cards_in(state, 0, Zone.PLAY) == ["VAN_EX1_598"]


def test_southsea_captain_gives_your_other_pirates_1_1():
    state = testing.scenario()
    state, raider = testing.put(state, 0, RAIDER, Zone.PLAY)
    state, enemy_raider = testing.put(state, 1, RAIDER, Zone.PLAY)
    state, captain = play(state, CAPTAIN)
    assert [stats(state, m) for m in (raider, enemy_raider, captain)] == [(3, 4), (2, 3), (3, 3)]


def test_flesheating_ghoul_gains_1_attack_whenever_a_minion_dies():
    state = testing.scenario()
    state, ghoul = testing.put(state, 0, GHOUL, Zone.PLAY)
    state, mine = testing.put(state, 0, WISP, Zone.PLAY)
    state, theirs = testing.put(state, 1, WISP, Zone.PLAY)
    state, _ = play(state, MOONFIRE, target=mine)
    state, _ = play(state, MOONFIRE, target=theirs)
    assert stats(state, ghoul) == (4, 3)
