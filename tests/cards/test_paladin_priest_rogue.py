"""The Classic Paladin, Priest and Rogue cards, each played in a real position."""

from __future__ import annotations

import hsfp
from hsfp import Attack, Code, EndTurn, EventKind, HeroPower, PlayCard, Tag, Zone, testing
from hsfp.testing import act, board, cards_in, durability, hero_health, play, refusal, set_player_tag, stats, transition

YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2
WISP = "VAN_CS2_231"  # 1/1
KOBOLD = "VAN_CS2_142"  # 2/2, Spell Damage +1
RAZORFEN = "VAN_CS2_196"  # Razorfen Hunter 2/3, Battlecry: summon a 1/1 Boar
BOAR = "VAN_CS2_boar"
FIREBALL = "VAN_CS2_029"  # 6 damage
HOLY_SMITE = "VAN_CS1_130"  # 2 damage
HOLY_LIGHT = "VAN_CS2_089"  # restore 6
ARCANE_INTELLECT = "VAN_CS2_023"  # 3 mana: draw 2
WAR_AXE = "VAN_CS2_106"  # 3/2 weapon
WICKED_KNIFE = "VAN_CS2_082"  # 1/2 weapon

# Paladin
NOBLE_SACRIFICE = "VAN_EX1_130"
DEFENDER = "VAN_EX1_130a"
EYE_FOR_AN_EYE = "VAN_EX1_132"
REDEMPTION = "VAN_EX1_136"
DIVINE_FAVOR = "VAN_EX1_349"
LAY_ON_HANDS = "VAN_EX1_354"
BLESSED_CHAMPION = "VAN_EX1_355"
ARGENT_PROTECTOR = "VAN_EX1_362"
BLESSING_OF_WISDOM = "VAN_EX1_363"
HOLY_WRATH = "VAN_EX1_365"
SWORD_OF_JUSTICE = "VAN_EX1_366"
REPENTANCE = "VAN_EX1_379"
ALDOR = "VAN_EX1_382"
TIRION = "VAN_EX1_383"
ASHBRINGER = "EX1_383t"
AVENGING_WRATH = "VAN_EX1_384"
EQUALITY = "VAN_EX1_619"
# Priest
INNER_FIRE = "VAN_CS1_129"
NORTHSHIRE = "VAN_CS2_235"
DIVINE_SPIRIT = "VAN_CS2_236"
MIND_BLAST = "VAN_DS1_233"
CABAL = "VAN_EX1_091"
SILENCE = "VAN_EX1_332"
SHADOW_MADNESS = "VAN_EX1_334"
LIGHTSPAWN = "VAN_EX1_335"
THOUGHTSTEAL = "VAN_EX1_339"
LIGHTWELL = "VAN_EX1_341"
MINDGAMES = "VAN_EX1_345"
SHADOW_OF_NOTHING = "VAN_EX1_345t"
VELEN = "VAN_EX1_350"
AUCHENAI = "VAN_EX1_591"
CIRCLE = "VAN_EX1_621"
TEMPLE_ENFORCER = "VAN_EX1_623"
HOLY_FIRE = "VAN_EX1_624"
SHADOWFORM = "VAN_EX1_625"
MIND_SPIKE = "EX1_625t"
MIND_SHATTER = "EX1_625t2"
MASS_DISPEL = "VAN_EX1_626"
# Rogue
COLD_BLOOD = "VAN_CS2_073"
BLADE_FLURRY = "VAN_CS2_233"
EVISCERATE = "VAN_EX1_124"
BETRAYAL = "VAN_EX1_126"
CONCEAL = "VAN_EX1_128"
RINGLEADER = "VAN_EX1_131"
BANDIT = "EX1_131t"
PERDITION = "VAN_EX1_133"
SI7 = "VAN_EX1_134"
HEADCRACK = "VAN_EX1_137"
SHADOWSTEP = "VAN_EX1_144"
PREPARATION = "VAN_EX1_145"
PATIENT_ASSASSIN = "VAN_EX1_522"
EDWIN = "VAN_EX1_613"
VANISH = "VAN_NEW1_004"
KIDNAPPER = "VAN_NEW1_005"
MASTER_OF_DISGUISE = "VAN_NEW1_014"
COIN = "GAME_005"

PRIEST = ("HERO_09", "HERO_01")


def coin_first(state):
    """Plays the Coin, so the next card is a Combo."""
    return play(state, COIN, check=True)[0]


# ============================================================================================ paladin


def test_noble_sacrifice_summons_a_defender_that_takes_the_attack():
    state = testing.scenario()
    state, _secret = testing.put(state, 1, NOBLE_SACRIFICE, Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    t = transition(state, Attack(yeti, hsfp.hero(state, 1)))
    assert hero_health(t.state, 1) == 30
    assert cards_in(t.state, 1, Zone.PLAY) == []  # the 2/1 Defender took the hit and died
    assert cards_in(t.state, 1, Zone.GRAVEYARD) == [NOBLE_SACRIFICE, DEFENDER]
    assert stats(t.state, yeti) == (4, 3)
    assert EventKind.SECRET_REVEALED in [e.kind for e in t.events]


def test_noble_sacrifice_with_a_full_board_stays_in_place():
    state = testing.scenario()
    state, secret = testing.put(state, 1, NOBLE_SACRIFICE, Zone.SECRET)
    for _ in range(7):
        state, _m = testing.put(state, 1, WISP, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = act(state, Attack(yeti, hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 26
    assert hsfp.zone(state, 1, Zone.SECRET) == (secret,)


def test_noble_sacrifice_does_not_trigger_on_its_owners_turn():
    state = testing.scenario()
    state, secret = testing.put(state, 0, NOBLE_SACRIFICE, Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = act(state, Attack(yeti, hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 26
    assert hsfp.zone(state, 0, Zone.SECRET) == (secret,)


def test_eye_for_an_eye_deals_the_damage_taken_to_the_enemy_hero():
    state = testing.scenario()
    state, _secret = testing.put(state, 1, EYE_FOR_AN_EYE, Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = act(state, Attack(yeti, hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 26
    assert hero_health(state, 0) == 26
    assert cards_in(state, 1, Zone.GRAVEYARD) == [EYE_FOR_AN_EYE]


def test_eye_for_an_eye_ignores_damage_to_minions():
    state = testing.scenario()
    state, secret = testing.put(state, 1, EYE_FOR_AN_EYE, Zone.SECRET)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, FIREBALL, target=enemy, check=True)
    assert hero_health(state, 0) == 30
    assert hsfp.zone(state, 1, Zone.SECRET) == (secret,)


def test_redemption_returns_the_dead_minion_with_1_health():
    state = testing.scenario()
    state, _secret = testing.put(state, 1, REDEMPTION, Zone.SECRET)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, FIREBALL, target=enemy, check=True)
    (back,) = board(state, 1)
    assert back != enemy
    assert hsfp.card_id(state, back) == YETI
    assert stats(state, back) == (4, 1)
    assert hsfp.tag(state, back, Tag.HEALTH) == 5  # damaged, not a 4/1: it can be healed
    assert cards_in(state, 1, Zone.GRAVEYARD) == [YETI, REDEMPTION]


def test_redemption_does_not_trigger_for_an_enemy_minion():
    state = testing.scenario()
    state, secret = testing.put(state, 1, REDEMPTION, Zone.SECRET)
    state, mine = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, _ = play(state, FIREBALL, target=mine, check=True)
    assert board(state, 0) == board(state, 1) == ()
    assert hsfp.zone(state, 1, Zone.SECRET) == (secret,)


def test_divine_favor_draws_until_the_hands_are_even():
    state = testing.scenario()
    for _ in range(5):
        state, _c = testing.put(state, 1, WISP, Zone.HAND)
    state, _c = testing.put(state, 0, WISP, Zone.HAND)
    state, _ = play(state, DIVINE_FAVOR, check=True)
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 5
    assert len(hsfp.zone(state, 0, Zone.DECK)) == 6


def test_divine_favor_draws_nothing_with_the_bigger_hand():
    state = testing.scenario()
    for _ in range(3):
        state, _c = testing.put(state, 0, WISP, Zone.HAND)
    state, _ = play(state, DIVINE_FAVOR, check=True)
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 3
    assert len(hsfp.zone(state, 0, Zone.DECK)) == 10


def test_lay_on_hands_restores_8_and_draws_3():
    state = testing.scenario()
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 12)
    state, _ = play(state, LAY_ON_HANDS, target=hsfp.hero(state, 0), check=True)
    assert hero_health(state, 0) == 26
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 3


def test_blessed_champion_doubles_the_attack_including_buffs():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = play(state, COLD_BLOOD, target=yeti, check=True)
    state, _ = play(state, BLESSED_CHAMPION, target=yeti, check=True)
    assert stats(state, yeti) == (12, 5)


def test_argent_protector_gives_a_friendly_minion_divine_shield():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, protector = testing.put(state, 0, ARGENT_PROTECTOR, Zone.HAND)
    assert hsfp.legal_targets(state, protector) == (yeti,)
    state = act(state, PlayCard(protector, target=yeti), check=True)
    assert hsfp.tag(state, yeti, Tag.DIVINE_SHIELD) == 1
    state, _ = play(state, FIREBALL, target=yeti, check=True)
    assert stats(state, yeti) == (4, 5)
    assert hsfp.tag(state, enemy, Tag.DIVINE_SHIELD) == 0


def test_blessing_of_wisdom_draws_for_the_blesser_when_the_minion_attacks():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, BLESSING_OF_WISDOM, target=enemy, check=True)
    state = act(state, EndTurn(), check=True)
    hand0, hand1 = len(hsfp.zone(state, 0, Zone.HAND)), len(hsfp.zone(state, 1, Zone.HAND))
    state = act(state, Attack(enemy, hsfp.hero(state, 0)))
    assert len(hsfp.zone(state, 0, Zone.HAND)) == hand0 + 1
    assert len(hsfp.zone(state, 1, Zone.HAND)) == hand1


def test_holy_wrath_deals_damage_equal_to_the_drawn_cards_cost():
    state = testing.scenario(decks=([FIREBALL] * 3, [YETI] * 10))
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, HOLY_WRATH, target=enemy, check=True)
    assert cards_in(state, 0, Zone.HAND) == [FIREBALL]
    assert hsfp.health(state, enemy) == 1


def test_holy_wrath_on_an_empty_deck_deals_no_damage():
    state = testing.scenario(decks=([], [YETI] * 10))
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, HOLY_WRATH, target=enemy, check=True)
    assert hsfp.health(state, enemy) == 5
    assert hero_health(state, 0) == 29  # fatigue


def test_holy_wrath_counts_a_card_burned_by_a_full_hand():
    state = testing.scenario(decks=([FIREBALL], [YETI] * 10))
    state, wrath = testing.put(state, 0, HOLY_WRATH, Zone.HAND)
    for _ in range(10):
        state, _c = testing.put(state, 0, WISP, Zone.HAND)
    state = act(state, PlayCard(wrath, target=hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 26
    assert FIREBALL in cards_in(state, 0, Zone.GRAVEYARD)
    assert FIREBALL not in cards_in(state, 0, Zone.HAND)


def test_sword_of_justice_buffs_played_and_summoned_minions_and_breaks():
    state = testing.scenario()
    state, sword = play(state, SWORD_OF_JUSTICE, check=True)
    assert durability(state, sword) == 5
    state, razorfen = play(state, RAZORFEN, check=True)
    boar = next(m for m in board(state, 0) if hsfp.card_id(state, m) == BOAR)
    assert stats(state, razorfen) == (3, 4)
    assert stats(state, boar) == (2, 2)
    assert durability(state, sword) == 3
    for _ in range(3):
        state = set_player_tag(state, 0, Tag.MANA, 10)
        state, _w = play(state, WISP, check=True)
    assert hsfp.weapon(state, 0) is None
    assert sword in hsfp.zone(state, 0, Zone.GRAVEYARD)
    state, last = play(state, WISP, check=True)
    assert stats(state, last) == (1, 1)


def test_sword_of_justice_ignores_enemy_summons():
    state = testing.scenario()
    state, sword = testing.put(state, 1, SWORD_OF_JUSTICE, Zone.PLAY)
    state, wisp = play(state, WISP, check=True)
    assert stats(state, wisp) == (1, 1)
    assert durability(state, sword) == 5


def test_repentance_reduces_a_played_minions_health_to_1_after_its_battlecry():
    state = testing.scenario()
    state, _secret = testing.put(state, 1, REPENTANCE, Zone.SECRET)
    state, razorfen = play(state, RAZORFEN, check=True)
    assert stats(state, razorfen) == (2, 1)
    boar = next(m for m in board(state, 0) if hsfp.card_id(state, m) == BOAR)
    assert stats(state, boar) == (1, 1)
    assert cards_in(state, 1, Zone.GRAVEYARD) == [REPENTANCE]


def test_repentance_ignores_spells():
    state = testing.scenario()
    state, secret = testing.put(state, 1, REPENTANCE, Zone.SECRET)
    state, _ = play(state, ARCANE_INTELLECT, check=True)
    assert hsfp.zone(state, 1, Zone.SECRET) == (secret,)


def test_aldor_peacekeeper_changes_an_enemy_minions_attack_to_1():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, aldor = testing.put(state, 0, ALDOR, Zone.HAND)
    assert hsfp.legal_targets(state, aldor) == (enemy,)
    state = act(state, PlayCard(aldor, target=enemy), check=True)
    assert stats(state, enemy) == (1, 5)
    assert stats(state, mine) == (4, 5)


def test_tirion_fordring_equips_ashbringer_when_it_dies():
    state = testing.scenario()
    state, tirion = testing.put(state, 0, TIRION, Zone.PLAY)
    assert hsfp.tag(state, tirion, Tag.TAUNT) == hsfp.tag(state, tirion, Tag.DIVINE_SHIELD) == 1
    state = testing.set_tag(state, tirion, Tag.DIVINE_SHIELD, 0)
    state, _ = play(state, FIREBALL, target=tirion, check=True)
    assert tirion in hsfp.zone(state, 0, Zone.GRAVEYARD)
    w = hsfp.weapon(state, 0)
    assert w is not None and hsfp.card_id(state, w) == ASHBRINGER
    assert (hsfp.tag(state, w, Tag.ATK), durability(state, w)) == (5, 3)


def test_avenging_wrath_deals_8_damage_split_among_enemies():
    state = testing.scenario(seed=3)
    state, a = testing.put(state, 1, YETI, Zone.PLAY)
    state, b = testing.put(state, 1, YETI, Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = play(state, AVENGING_WRATH, check=True)
    dealt = (30 - hero_health(state, 1)) + (5 - hsfp.health(state, a)) + (5 - hsfp.health(state, b))
    assert dealt == 8
    assert hsfp.health(state, mine) == 5 and hero_health(state, 0) == 30


def test_equality_changes_the_health_of_all_minions_to_1():
    state = testing.scenario()
    state, mine = testing.put(state, 0, YETI, Zone.PLAY, damage=2)
    state, enemy = testing.put(state, 1, TIRION, Zone.PLAY)
    state, _ = play(state, EQUALITY, check=True)
    assert stats(state, mine) == (4, 1)
    assert stats(state, enemy) == (6, 1)
    state, _ = play(state, HOLY_SMITE, target=enemy, check=True)
    assert board(state, 1) == (enemy,)  # its Divine Shield took the hit
    state, _ = play(state, HOLY_SMITE, target=enemy, check=True)
    assert board(state, 1) == ()


# ============================================================================================= priest


def test_inner_fire_sets_attack_to_the_current_health():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, damage=2)
    state, _ = play(state, INNER_FIRE, target=yeti, check=True)
    assert stats(state, yeti) == (3, 3)


def test_northshire_cleric_draws_when_a_minion_is_healed_only():
    state = testing.scenario()
    state, _cleric = testing.put(state, 0, NORTHSHIRE, Zone.PLAY)
    state, hurt = testing.put(state, 1, YETI, Zone.PLAY, damage=3)
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 5)
    state, _ = play(state, HOLY_LIGHT, target=hsfp.hero(state, 0), check=True)
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 0
    state, _ = play(state, HOLY_LIGHT, target=hurt, check=True)
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 1


def test_northshire_cleric_draws_once_per_minion_healed():
    state = testing.scenario()
    state, _cleric = testing.put(state, 0, NORTHSHIRE, Zone.PLAY, damage=1)
    state, _hurt = testing.put(state, 1, YETI, Zone.PLAY, damage=3)
    state, _whole = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, CIRCLE, check=True)
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 2


def test_divine_spirit_doubles_the_current_health():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, damage=2)
    state, _ = play(state, DIVINE_SPIRIT, target=yeti, check=True)
    assert stats(state, yeti) == (4, 6)
    assert hsfp.tag(state, yeti, Tag.HEALTH) == 8


def test_mind_blast_deals_5_to_the_enemy_hero_with_spell_damage():
    state = testing.scenario()
    state, _k = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, _ = play(state, MIND_BLAST, check=True)
    assert hero_health(state, 1) == 24


def test_cabal_shadow_priest_takes_an_enemy_minion_with_2_or_less_attack():
    state = testing.scenario()
    state, small = testing.put(state, 1, KOBOLD, Zone.PLAY)
    state, big = testing.put(state, 1, YETI, Zone.PLAY)
    state, cabal = testing.put(state, 0, CABAL, Zone.HAND)
    assert hsfp.legal_targets(state, cabal) == (small,)
    state = act(state, PlayCard(cabal, target=small), check=True)
    assert board(state, 0) == (cabal, small)
    assert board(state, 1) == (big,)


def test_silence_removes_a_minions_buffs_and_keywords():
    state = testing.scenario()
    state, tirion = testing.put(state, 1, TIRION, Zone.PLAY)
    state, _ = play(state, SILENCE, target=tirion, check=True)
    assert hsfp.tag(state, tirion, Tag.TAUNT) == hsfp.tag(state, tirion, Tag.DIVINE_SHIELD) == 0
    state, _ = play(state, FIREBALL, target=tirion, check=True)  # no Divine Shield to stop it
    assert tirion in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert hsfp.weapon(state, 1) is None  # no Deathrattle


def test_shadow_madness_steals_until_end_of_turn_and_the_minion_can_attack():
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, madness = testing.put(state, 0, SHADOW_MADNESS, Zone.HAND)
    assert hsfp.legal_targets(state, madness) == (raptor,)
    state = act(state, PlayCard(madness, target=raptor), check=True)
    assert board(state, 0) == (raptor,)
    state = act(state, Attack(raptor, hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 27
    state = act(state, EndTurn(), check=True)
    assert board(state, 1) == (yeti, raptor)
    assert hsfp.tag(state, raptor, Tag.CONTROLLER) == 1


def test_shadow_madness_needs_a_free_board_slot():
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    for _ in range(7):
        state, _m = testing.put(state, 0, WISP, Zone.PLAY)
    state, madness = testing.put(state, 0, SHADOW_MADNESS, Zone.HAND)
    assert refusal(state, PlayCard(madness, target=raptor)) == Code.INVALID_TARGET


def test_shadow_madness_then_silence_gives_the_minion_back_at_once():
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, SHADOW_MADNESS, target=raptor, check=True)
    state, _ = play(state, SILENCE, target=raptor, check=True)
    assert (board(state, 0), board(state, 1)) == ((), (raptor,))
    state = act(state, EndTurn(), check=True)
    assert board(state, 1) == (raptor,)


def test_lightspawn_attack_follows_its_health():
    state = testing.scenario()
    state, spawn = testing.put(state, 0, LIGHTSPAWN, Zone.PLAY)
    assert stats(state, spawn) == (5, 5)
    state, _ = play(state, DIVINE_SPIRIT, target=spawn, check=True)
    assert stats(state, spawn) == (10, 10)
    state, _ = play(state, COLD_BLOOD, target=spawn, check=True)  # Attack buffs do nothing
    assert stats(state, spawn) == (10, 10)
    state, _ = play(state, SILENCE, target=spawn, check=True)
    assert stats(state, spawn) == (0, 5)


def test_lightspawn_attack_drops_when_it_takes_damage():
    state = testing.scenario()
    state, spawn = testing.put(state, 0, LIGHTSPAWN, Zone.PLAY)
    state, _ = play(state, HOLY_SMITE, target=spawn, check=True)
    assert stats(state, spawn) == (3, 3)


def test_thoughtsteal_copies_two_cards_of_the_opponents_deck():
    state = testing.scenario(decks=([YETI] * 10, [FIREBALL, KOBOLD] + [WISP] * 0))
    state, _ = play(state, THOUGHTSTEAL, check=True)
    assert sorted(cards_in(state, 0, Zone.HAND)) == sorted([FIREBALL, KOBOLD])
    assert len(hsfp.zone(state, 1, Zone.DECK)) == 2
    assert all(hsfp.tag(state, c, Tag.CONTROLLER) == 0 for c in hsfp.zone(state, 0, Zone.HAND))


def test_lightwell_heals_a_damaged_friendly_character_at_the_start_of_your_turn():
    state = testing.scenario()
    state, _well = testing.put(state, 0, LIGHTWELL, Zone.PLAY)
    state, hurt = testing.put(state, 0, YETI, Zone.PLAY, damage=4)
    state, _enemy = testing.put(state, 1, YETI, Zone.PLAY, damage=4)
    state = act(state, EndTurn(), EndTurn(), check=True)
    assert hsfp.health(state, hurt) == 4


def test_mindgames_summons_a_copy_of_a_minion_from_the_opponents_deck():
    state = testing.scenario(decks=([WISP] * 10, [FIREBALL, RAPTOR, FIREBALL]))
    state, _ = play(state, MINDGAMES, check=True)
    (copy,) = board(state, 0)
    assert hsfp.card_id(state, copy) == RAPTOR
    assert len(hsfp.zone(state, 1, Zone.DECK)) == 3


def test_mindgames_whiffs_into_a_shadow_of_nothing():
    state = testing.scenario(decks=([WISP] * 10, [FIREBALL]))
    state, _ = play(state, MINDGAMES, check=True)
    assert cards_in(state, 0, Zone.PLAY) == [SHADOW_OF_NOTHING]
    assert stats(state, board(state, 0)[0]) == (0, 1)


def test_prophet_velen_doubles_spell_and_hero_power_damage_and_healing():
    state = testing.scenario(heroes=PRIEST)
    state, _velen = testing.put(state, 0, VELEN, Zone.PLAY)
    state, _ = play(state, MIND_BLAST, check=True)
    assert hero_health(state, 1) == 20
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    state = act(state, HeroPower(hsfp.hero(state, 0)))
    assert hero_health(state, 0) == 24
    state, _ = play(state, HOLY_FIRE, target=hsfp.hero(state, 1), check=True)
    assert hero_health(state, 1) == 10
    assert hero_health(state, 0) == 30


def test_prophet_velen_does_not_double_minion_damage_or_enemy_spells():
    state = testing.scenario()
    state, _velen = testing.put(state, 1, VELEN, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = play(state, HOLY_SMITE, target=hsfp.hero(state, 1), check=True)
    state = act(state, Attack(yeti, hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 24


def test_auchenai_soulpriest_turns_your_healing_into_damage():
    state = testing.scenario(heroes=PRIEST)
    state, _a = testing.put(state, 0, AUCHENAI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state = act(state, HeroPower(enemy), check=True)
    assert hsfp.health(state, enemy) == 3
    state, _ = play(state, CIRCLE, check=True)
    assert board(state, 1) == ()
    assert hsfp.health(state, _a) == 1


def test_velen_and_auchenai_lesser_heal_deals_4():
    state = testing.scenario(heroes=PRIEST)
    state, _v = testing.put(state, 0, VELEN, Zone.PLAY)
    state, _a = testing.put(state, 0, AUCHENAI, Zone.PLAY)
    state = act(state, HeroPower(hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 26


def test_auchenai_and_velen_lesser_heal_deals_4():
    state = testing.scenario(heroes=PRIEST)
    state, _a = testing.put(state, 0, AUCHENAI, Zone.PLAY)
    state, _v = testing.put(state, 0, VELEN, Zone.PLAY)
    state = act(state, HeroPower(hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 26


def test_auchenai_soulpriest_leaves_the_opponents_healing_alone():
    state = testing.scenario()
    state, _a = testing.put(state, 1, AUCHENAI, Zone.PLAY)
    state, hurt = testing.put(state, 1, YETI, Zone.PLAY, damage=3)
    state, _ = play(state, HOLY_LIGHT, target=hurt, check=True)
    assert hsfp.health(state, hurt) == 5


def test_auchenai_soulpriest_turns_lightwell_into_damage():
    state = testing.scenario()
    state, _a = testing.put(state, 0, AUCHENAI, Zone.PLAY)
    state, _well = testing.put(state, 0, LIGHTWELL, Zone.PLAY)
    state, hurt = testing.put(state, 0, YETI, Zone.PLAY, damage=2)
    state = act(state, EndTurn(), EndTurn(), check=True)
    assert hurt in hsfp.zone(state, 0, Zone.GRAVEYARD)  # the only damaged friendly character, hit for 3


def test_circle_of_healing_restores_4_to_all_minions():
    state = testing.scenario()
    state, mine = testing.put(state, 0, YETI, Zone.PLAY, damage=4)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY, damage=2)
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 5)
    state, _ = play(state, CIRCLE, check=True)
    assert (hsfp.health(state, mine), hsfp.health(state, enemy)) == (5, 5)
    assert hero_health(state, 0) == 25


def test_temple_enforcer_gives_a_friendly_minion_3_health():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, enforcer = testing.put(state, 0, TEMPLE_ENFORCER, Zone.HAND)
    assert hsfp.legal_targets(state, enforcer) == (yeti,)
    state = act(state, PlayCard(enforcer, target=yeti), check=True)
    assert stats(state, yeti) == (4, 8)
    assert stats(state, enemy) == (4, 5)


def test_holy_fire_deals_5_and_restores_5_to_your_hero():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    state, _ = play(state, HOLY_FIRE, target=enemy, check=True)
    assert board(state, 1) == ()
    assert hero_health(state, 0) == 25


def test_shadowform_gives_mind_spike_then_mind_shatter_usable_the_same_turn():
    state = testing.scenario(heroes=PRIEST)
    state = act(state, HeroPower(hsfp.hero(state, 0)))
    assert refusal(state, HeroPower(hsfp.hero(state, 1))) == Code.HERO_POWER_USED
    state, _ = play(state, SHADOWFORM, check=True)
    assert hsfp.card_id(state, hsfp.hero_power(state, 0)) == MIND_SPIKE
    state = act(state, HeroPower(hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 28
    state = act(state, EndTurn(), EndTurn(), check=True)
    state, _ = play(state, SHADOWFORM, check=True)
    assert hsfp.card_id(state, hsfp.hero_power(state, 0)) == MIND_SHATTER
    state = act(state, HeroPower(hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 25
    state, _ = play(state, SHADOWFORM, check=True)  # already in Shadowform: still 3 damage
    assert hsfp.card_id(state, hsfp.hero_power(state, 0)) == MIND_SHATTER


def test_mind_spike_is_not_boosted_by_spell_damage():
    state = testing.scenario(heroes=PRIEST)
    state, _k = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, _ = play(state, SHADOWFORM, check=True)
    state = act(state, HeroPower(hsfp.hero(state, 1)))
    assert hero_health(state, 1) == 28


def test_mass_dispel_silences_enemy_minions_and_draws():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, TIRION, Zone.PLAY)
    state, mine = testing.put(state, 0, TIRION, Zone.PLAY)
    state, _ = play(state, MASS_DISPEL, check=True)
    assert hsfp.tag(state, enemy, Tag.TAUNT) == 0
    assert hsfp.tag(state, mine, Tag.TAUNT) == 1
    assert len(hsfp.zone(state, 0, Zone.HAND)) == 1


# ============================================================================================== rogue


def test_cold_blood_gives_2_attack_or_4_with_combo():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = play(state, COLD_BLOOD, target=yeti, check=True)
    assert stats(state, yeti) == (6, 5)
    state, _ = play(state, COLD_BLOOD, target=yeti, check=True)
    assert stats(state, yeti) == (10, 5)


def test_blade_flurry_destroys_the_weapon_and_deals_its_damage_to_all_enemies():
    state = testing.scenario()
    state, axe = testing.put(state, 0, WAR_AXE, Zone.PLAY)
    state, flurry = testing.put(state, 0, BLADE_FLURRY, Zone.HAND)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    state = act(state, PlayCard(flurry), check=True)
    assert hsfp.health(state, enemy) == 2
    assert hero_health(state, 1) == 27
    assert hsfp.health(state, mine) == 5
    assert hsfp.weapon(state, 0) is None
    assert axe in hsfp.zone(state, 0, Zone.GRAVEYARD)


def test_blade_flurry_needs_a_weapon():
    state = testing.scenario()
    state, flurry = testing.put(state, 0, BLADE_FLURRY, Zone.HAND)
    assert refusal(state, PlayCard(flurry)) == Code.INVALID_TARGET


def test_eviscerate_deals_2_or_4_with_combo():
    state = testing.scenario()
    state, _ = play(state, EVISCERATE, target=hsfp.hero(state, 1), check=True)
    assert hero_health(state, 1) == 28
    state, _ = play(state, EVISCERATE, target=hsfp.hero(state, 1), check=True)
    assert hero_health(state, 1) == 24


def test_eviscerate_combo_counts_the_coin():
    state = coin_first(testing.scenario())
    state, _ = play(state, EVISCERATE, target=hsfp.hero(state, 1), check=True)
    assert hero_health(state, 1) == 26


def test_betrayal_makes_a_minion_hit_its_neighbours():
    state = testing.scenario()
    state, left = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, traitor = testing.put(state, 1, YETI, Zone.PLAY)
    state, right = testing.put(state, 1, YETI, Zone.PLAY)
    state, far = testing.put(state, 1, WISP, Zone.PLAY)
    state, _k = testing.put(state, 0, KOBOLD, Zone.PLAY)
    state, _ = play(state, BETRAYAL, target=traitor, check=True)
    assert left in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert hsfp.health(state, right) == 1  # 4 damage: the minion's, not a spell's
    assert hsfp.health(state, traitor) == 5
    assert hsfp.health(state, far) == 1


def test_conceal_gives_stealth_until_your_next_turn():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = play(state, CONCEAL, check=True)
    assert hsfp.tag(state, yeti, Tag.STEALTH) == 1
    state = act(state, EndTurn(), check=True)
    state, smite = testing.put(state, 1, HOLY_SMITE, Zone.HAND)
    assert yeti not in hsfp.legal_targets(state, smite)
    state = act(state, EndTurn(), check=True)
    assert hsfp.tag(state, yeti, Tag.STEALTH) == 0


def test_conceal_is_lost_when_the_minion_attacks():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, other = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = play(state, CONCEAL, check=True)
    state = act(state, Attack(yeti, hsfp.hero(state, 1)))
    assert hsfp.tag(state, yeti, Tag.STEALTH) == 0
    assert hsfp.tag(state, other, Tag.STEALTH) == 1


def test_defias_ringleader_summons_a_bandit_only_with_combo():
    state = testing.scenario()
    state, first = play(state, RINGLEADER, check=True)
    assert board(state, 0) == (first,)
    state, second = play(state, RINGLEADER, check=True)
    assert board(state, 0)[:2] == (first, second)
    assert cards_in(state, 0, Zone.PLAY) == [RINGLEADER, RINGLEADER, BANDIT]
    assert stats(state, board(state, 0)[2]) == (2, 1)


def test_perdition_s_blade_deals_1_or_2_with_combo():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, blade = play(state, PERDITION, target=enemy, check=True)
    assert hsfp.health(state, enemy) == 4
    assert hsfp.weapon(state, 0) == blade
    state, _ = play(state, PERDITION, target=enemy, check=True)
    assert hsfp.health(state, enemy) == 2


def test_si7_agent_deals_2_only_with_combo():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, agent = testing.put(state, 0, SI7, Zone.HAND)
    assert hsfp.legal_targets(state, agent) == ()
    assert refusal(state, PlayCard(agent, target=enemy)) == Code.INVALID_TARGET
    state = act(state, PlayCard(agent), check=True)
    state, second = testing.put(state, 0, SI7, Zone.HAND)
    assert enemy in hsfp.legal_targets(state, second)
    state = act(state, PlayCard(second, target=enemy), check=True)
    assert hsfp.health(state, enemy) == 3


def test_headcrack_combo_returns_it_to_your_hand_at_the_end_of_the_turn():
    state = testing.scenario()
    state, _ = play(state, HEADCRACK, check=True)
    assert hero_health(state, 1) == 28
    state, _ = play(state, HEADCRACK, check=True)
    assert hero_health(state, 1) == 26
    assert HEADCRACK not in cards_in(state, 0, Zone.HAND)
    state = act(state, EndTurn(), check=True)
    assert cards_in(state, 0, Zone.HAND).count(HEADCRACK) == 1
    state = act(state, EndTurn(), EndTurn(), check=True)
    assert cards_in(state, 0, Zone.HAND).count(HEADCRACK) == 1  # once only


def test_shadowstep_returns_a_friendly_minion_that_then_costs_2_less():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, damage=3)
    state, step = testing.put(state, 0, SHADOWSTEP, Zone.HAND)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    assert hsfp.legal_targets(state, step) == (yeti,)
    state = act(state, PlayCard(step, target=yeti), check=True)
    assert hsfp.zone(state, 0, Zone.HAND) == (yeti,)
    assert hsfp.cost(state, yeti) == 2
    state = act(state, PlayCard(yeti), check=True)
    assert stats(state, yeti) == (4, 5)
    assert hsfp.mana(state, 0) == 8
    assert enemy in board(state, 1)


def test_preparation_makes_the_next_spell_cost_3_less_this_turn_only():
    state = testing.scenario()
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state, smite = testing.put(state, 0, HOLY_SMITE, Zone.HAND)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state, _ = play(state, PREPARATION, check=True)
    assert (hsfp.cost(state, fireball), hsfp.cost(state, smite), hsfp.cost(state, yeti)) == (1, 0, 4)
    state = act(state, PlayCard(fireball, target=hsfp.hero(state, 1)))
    assert hsfp.mana(state, 0) == 9
    assert hsfp.cost(state, smite) == 1
    state, _ = play(state, PREPARATION, check=True)
    assert hsfp.cost(state, smite) == 0
    state = act(state, EndTurn(), EndTurn(), check=True)
    assert hsfp.cost(state, smite) == 1


def test_patient_assassin_destroys_a_minion_it_damages_without_lifesteal():
    state = testing.scenario()
    state, assassin = testing.put(state, 0, PATIENT_ASSASSIN, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    assert hsfp.tag(state, assassin, Tag.STEALTH) == 1
    assert hsfp.tag(state, assassin, Tag.LIFESTEAL) == 0
    state = act(state, Attack(assassin, enemy), check=True)
    assert board(state, 1) == ()
    assert board(state, 0) == ()
    assert hero_health(state, 0) == 20


def test_edwin_vancleef_gains_2_2_per_card_played_earlier():
    state = testing.scenario()
    state = coin_first(state)
    state, _ = play(state, PREPARATION, check=True)
    state, edwin = play(state, EDWIN, check=True)
    assert stats(state, edwin) == (6, 6)
    state = act(state, EndTurn(), EndTurn(), check=True)
    state, alone = play(state, EDWIN, check=True)
    assert stats(state, alone) == (2, 2)


def test_vanish_returns_all_minions_to_their_owners_hands():
    state = testing.scenario()
    state, mine = testing.put(state, 0, YETI, Zone.PLAY, damage=2)
    state, enemy = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, VANISH, check=True)
    assert board(state, 0) == board(state, 1) == ()
    assert hsfp.zone(state, 0, Zone.HAND) == (mine,)
    assert hsfp.zone(state, 1, Zone.HAND) == (enemy,)


def test_vanish_destroys_a_minion_whose_owner_has_a_full_hand():
    state = testing.scenario()
    for _ in range(10):
        state, _c = testing.put(state, 1, WISP, Zone.HAND)
    state, enemy = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, _ = play(state, VANISH, check=True)
    assert enemy in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_kidnapper_returns_a_minion_only_with_combo():
    state = testing.scenario()
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, kid = testing.put(state, 0, KIDNAPPER, Zone.HAND)
    assert hsfp.legal_targets(state, kid) == ()
    state = coin_first(state)
    assert hsfp.legal_targets(state, kid) == (enemy,)
    state = act(state, PlayCard(kid, target=enemy), check=True)
    assert hsfp.zone(state, 1, Zone.HAND) == (enemy,)


def test_master_of_disguise_gives_a_friendly_minion_stealth_for_good():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, _ = play(state, MASTER_OF_DISGUISE, target=yeti, check=True)
    state = act(state, EndTurn(), EndTurn(), check=True)
    assert hsfp.tag(state, yeti, Tag.STEALTH) == 1
    state = act(state, Attack(yeti, hsfp.hero(state, 1)))
    assert hsfp.tag(state, yeti, Tag.STEALTH) == 0
