"""Directed tests for the rules KEYWORDS.md pins on the keywords of the Classic format, one rule each, on
real cards: Silence, Elusive, Secret, Deathrattle, Battlecry, Combo, Overload, Choose One, Enrage, Immune,
Transform and Copy (the combat keywords are in test_rules_combat.py and the keyword matrix)."""

from __future__ import annotations

import hsfp
from hsfp import Attack, Code, EndTurn, EventKind, PlayCard, Tag, Zone, testing
from hsfp.core.state import GameState
from hsfp.validation import problems

YETI = "VAN_CS2_182"
SILENCE = "VAN_EX1_332"
CHAMPION = "VAN_CS2_222"
KINGS = "VAN_CS2_092"
FROSTBOLT = "VAN_CS2_024"
FIREBALL = "VAN_CS2_029"
FAERIE_DRAGON = "VAN_NEW1_023"  # Elusive
HARVEST_GOLEM = "VAN_EX1_556"
LOOT_HOARDER = "VAN_EX1_096"  # Deathrattle: draw a card
ICE_BARRIER = "VAN_EX1_289"
COUNTERSPELL = "VAN_EX1_287"
SNIPE = "VAN_EX1_609"
ELVEN_ARCHER = "VAN_CS2_189"
EVISCERATE = "VAN_EX1_124"
LIGHTNING_BOLT = "VAN_EX1_238"
WRATH = "VAN_EX1_154"
AMANI = "VAN_EX1_393"
POLYMORPH = "VAN_CS2_022"
FACELESS = "VAN_EX1_564"
MIRROR_ENTITY = "VAN_EX1_294"
COIN = "GAME_005"


def _enemy_turn(state: GameState) -> GameState:
    return state._replace(current=1)


# ------------------------------------------------------------------------------------------- Silence


def test_silence_removes_enchantments_and_keywords_and_keeps_damage_freeze_and_exhaustion() -> None:
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, damage=1, frozen=1, exhausted=1, taunt=1, divine_shield=1)
    state, buffed = testing.put(state, 1, "VAN_CS2_200", Zone.PLAY, damage=6)  # Boulderfist Ogre 6/7 at 1
    state, kings = testing.put(state, 1, KINGS, Zone.HAND)
    state = testing.act(_enemy_turn(state), PlayCard(kings, target=buffed))
    assert (hsfp.attack(state, buffed), hsfp.health(state, buffed)) == (10, 5)
    state, silence = testing.put(state, 0, SILENCE, Zone.HAND)
    state, silence2 = testing.put(state, 0, SILENCE, Zone.HAND)
    state = testing.act(state._replace(current=0), PlayCard(silence, target=yeti), PlayCard(silence2, target=buffed))
    assert (hsfp.attack(state, yeti), hsfp.health(state, yeti)) == (4, 4)  # damage kept
    assert hsfp.tag(state, yeti, Tag.TAUNT) == 0 and hsfp.tag(state, yeti, Tag.DIVINE_SHIELD) == 0
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1 and hsfp.base_tag(state, yeti, Tag.EXHAUSTED) == 1
    assert hsfp.tag(state, yeti, Tag.SILENCED) == 1
    # +4/+4 gone; current health (5) is within the new maximum (7), so it stays
    assert (hsfp.attack(state, buffed), hsfp.health(state, buffed)) == (6, 5)


def test_silence_keeps_aura_buffs_from_others() -> None:
    state = testing.scenario()
    state, _ = testing.put(state, 1, CHAMPION, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, silence = testing.put(state, 0, SILENCE, Zone.HAND)
    state = testing.act(state, PlayCard(silence, target=yeti))
    assert (hsfp.attack(state, yeti), hsfp.health(state, yeti)) == (5, 6)


def test_silence_removes_a_deathrattle() -> None:
    state = testing.scenario()
    state, hoarder = testing.put(state, 1, LOOT_HOARDER, Zone.PLAY)
    state, silence = testing.put(state, 0, SILENCE, Zone.HAND)
    state, bolt = testing.put(state, 0, FIREBALL, Zone.HAND)
    hand_before = len(hsfp.zone(state, 1, Zone.HAND))
    state = testing.act(state, PlayCard(silence, target=hoarder), PlayCard(bolt, target=hoarder))
    assert hoarder in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert len(hsfp.zone(state, 1, Zone.HAND)) == hand_before  # no draw


# ------------------------------------------------------------------------------------------- Elusive


def test_elusive_blocks_chosen_targets_of_spells_and_hero_powers_from_both_sides() -> None:
    state = testing.scenario(heroes=("HERO_08", "HERO_08"))
    state, dragon = testing.put(state, 0, FAERIE_DRAGON, Zone.PLAY)
    state, enemy_dragon = testing.put(state, 1, FAERIE_DRAGON, Zone.PLAY)
    state, bolt = testing.put(state, 0, FIREBALL, Zone.HAND)
    for target in (dragon, enemy_dragon):
        assert hsfp.step(state, PlayCard(bolt, target=target)).failure().code == Code.INVALID_TARGET
        assert hsfp.step(state, hsfp.HeroPower(target)).failure().code == Code.INVALID_TARGET
    assert enemy_dragon not in hsfp.legal_targets(state, bolt)


def test_elusive_does_not_block_battlecries_random_or_area_damage() -> None:
    state = testing.scenario()
    state, dragon = testing.put(state, 1, FAERIE_DRAGON, Zone.PLAY)
    state, archer = testing.put(state, 0, ELVEN_ARCHER, Zone.HAND)
    assert dragon in hsfp.legal_targets(state, archer)
    state, flamestrike = testing.put(state, 0, "VAN_CS2_032", Zone.HAND)
    state = testing.act(state, PlayCard(flamestrike))
    assert dragon in hsfp.zone(state, 1, Zone.GRAVEYARD)


# -------------------------------------------------------------------------------------------- Secret


def test_a_secret_is_one_copy_per_name() -> None:
    state = testing.scenario()
    state, _ = testing.put(state, 0, ICE_BARRIER, Zone.SECRET)
    state, again = testing.put(state, 0, ICE_BARRIER, Zone.HAND)
    assert hsfp.step(state, PlayCard(again)).failure().code == Code.DUPLICATE_SECRET


def test_at_most_five_secrets() -> None:
    state = testing.scenario()
    for cid in ("VAN_EX1_289", "VAN_EX1_287", "VAN_EX1_294", "VAN_EX1_295", "VAN_EX1_594"):
        state, _ = testing.put(state, 0, cid, Zone.SECRET)
    state, sixth = testing.put(state, 0, "VAN_tt_010", Zone.HAND)
    assert hsfp.step(state, PlayCard(sixth)).failure().code == Code.TOO_MANY_SECRETS


def test_a_secret_does_not_trigger_on_its_owners_turn() -> None:
    state = testing.scenario()
    state, _ = testing.put(state, 0, SNIPE, Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert hsfp.health(state, yeti) == 5 and len(hsfp.zone(state, 0, Zone.SECRET)) == 1


def test_a_secret_is_revealed_then_resolves_and_is_spent_even_if_its_effect_fails() -> None:
    state = testing.scenario()
    state, counter = testing.put(state, 1, COUNTERSPELL, Zone.SECRET)
    state, bolt = testing.put(state, 0, LIGHTNING_BOLT, Zone.HAND)
    t = hsfp.step(state, PlayCard(bolt, target=hsfp.hero(state, 1))).unwrap()
    kinds = [e.kind for e in t.events]
    assert kinds.index(EventKind.SECRET_REVEALED) < kinds.index(EventKind.AFTER_SPELL)
    assert counter in hsfp.zone(t.state, 1, Zone.GRAVEYARD)
    assert hsfp.health(t.state, hsfp.hero(t.state, 1)) == 30  # countered
    # Overload is paid even when the spell is countered
    assert hsfp.tag(t.state, hsfp.player_entity(0), Tag.OVERLOAD_OWED) == 1


# ---------------------------------------------------------------------------------------- Deathrattle


def test_a_deathrattle_does_not_fire_on_transform_or_return_to_hand() -> None:
    state = testing.scenario()
    state, golem = testing.put(state, 1, HARVEST_GOLEM, Zone.PLAY)
    state, poly = testing.put(state, 0, POLYMORPH, Zone.HAND)
    state = testing.act(state, PlayCard(poly, target=golem))
    assert [hsfp.card_id(state, e) for e in hsfp.zone(state, 1, Zone.PLAY)] == ["VAN_CS2_tk1"]
    state, golem2 = testing.put(state, 1, HARVEST_GOLEM, Zone.PLAY)
    state, sap = testing.put(state, 0, "VAN_EX1_581", Zone.HAND)
    state = testing.act(state, PlayCard(sap, target=golem2))
    assert golem2 in hsfp.zone(state, 1, Zone.HAND)
    assert "VAN_skele21" not in [hsfp.card_id(state, e) for e in hsfp.zone(state, 1, Zone.PLAY)]


# ------------------------------------------------------------------------------------ Battlecry, Combo


def test_a_battlecry_fires_only_when_played_from_hand() -> None:
    state = testing.scenario()
    state, archer = testing.put(state, 0, ELVEN_ARCHER, Zone.HAND)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, PlayCard(archer, target=enemy, position=0))
    assert hsfp.health(state, enemy) == 29
    # summoned by an effect (a copy), no battlecry
    state2 = testing.scenario()
    state2, _ = testing.put(state2, 0, MIRROR_ENTITY, Zone.SECRET)
    state2, archer2 = testing.put(state2, 1, ELVEN_ARCHER, Zone.HAND)
    hero0 = hsfp.hero(state2, 0)
    state2 = testing.act(_enemy_turn(state2), PlayCard(archer2, target=hero0))
    assert hsfp.health(state2, hero0) == 29  # only the played archer's battlecry
    assert len(hsfp.zone(state2, 0, Zone.PLAY)) == 1


def test_combo_counts_the_coin_and_is_read_before_the_card_counts_itself() -> None:
    state = testing.scenario()
    state, evis = testing.put(state, 0, EVISCERATE, Zone.HAND)
    enemy = hsfp.hero(state, 1)
    alone = testing.act(state, PlayCard(evis, target=enemy))
    assert hsfp.health(alone, enemy) == 28  # no card before it: 2
    state, coin = testing.put(state, 0, COIN, Zone.HAND)
    state = testing.act(state, PlayCard(coin), PlayCard(evis, target=enemy))
    assert hsfp.health(state, enemy) == 26  # the Coin was played first: 4


# ---------------------------------------------------------------------------------- Choose One, Enrage


def test_choose_one_plays_the_chosen_sub_card_with_its_own_target() -> None:
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, wrath = testing.put(state, 0, WRATH, Zone.HAND)
    assert hsfp.step(state, PlayCard(wrath, target=yeti)).failure().code == Code.INVALID_CHOICE
    solar = testing.act(state, PlayCard(wrath, target=yeti, choice=0))
    assert hsfp.health(solar, yeti) == 2
    hand = len(hsfp.zone(state, 0, Zone.HAND))
    nature = testing.act(state, PlayCard(wrath, target=yeti, choice=1))
    assert hsfp.health(nature, yeti) == 4 and len(hsfp.zone(nature, 0, Zone.HAND)) == hand  # -wrath +draw


def test_enrage_is_an_aura_while_damaged_and_ends_when_healed() -> None:
    state = testing.scenario(heroes=("HERO_09", "HERO_08"))
    state, amani = testing.put(state, 0, AMANI, Zone.PLAY)
    assert hsfp.attack(state, amani) == 2
    state, bolt = testing.put(state, 1, "VAN_CS2_008", Zone.HAND)  # Moonfire
    state = testing.act(_enemy_turn(state), PlayCard(bolt, target=amani))
    assert hsfp.attack(state, amani) == 5
    state = testing.act(state._replace(current=0), hsfp.HeroPower(amani))  # Lesser Heal
    assert hsfp.attack(state, amani) == 2


# ------------------------------------------------------------------------------------------- Immune


def test_immune_takes_no_damage_and_cannot_be_attacked_or_targeted() -> None:
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, immune=1)
    state, attacker = testing.put(state, 0, YETI, Zone.PLAY)
    state, bolt = testing.put(state, 0, FIREBALL, Zone.HAND)
    assert hsfp.step(state, Attack(attacker, yeti)).failure().code == Code.INVALID_TARGET
    assert hsfp.step(state, PlayCard(bolt, target=yeti)).failure().code == Code.INVALID_TARGET
    state, flamestrike = testing.put(state, 0, "VAN_CS2_032", Zone.HAND)
    state = testing.act(state, PlayCard(flamestrike))
    assert hsfp.health(state, yeti) == 5


# ------------------------------------------------------------------------------------ Transform, Copy


def test_transform_keeps_id_zone_position_controller_owner_exhaustion_attacks_freeze_and_turns_in_play() -> None:
    state = testing.scenario()
    state, left = testing.put(state, 1, YETI, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, exhausted=1, frozen=1, num_attacks_this_turn=1,
                              num_turns_in_play=3)
    state, poly = testing.put(state, 0, POLYMORPH, Zone.HAND)
    state = testing.act(state, PlayCard(poly, target=yeti))
    assert hsfp.zone(state, 1, Zone.PLAY) == (left, yeti)
    for tag, value in ((Tag.CONTROLLER, 1), (Tag.OWNER, 1), (Tag.EXHAUSTED, 1), (Tag.FROZEN, 1),
                       (Tag.NUM_ATTACKS_THIS_TURN, 1), (Tag.NUM_TURNS_IN_PLAY, 3)):
        assert hsfp.base_tag(state, yeti, tag) == value, tag.name


def test_a_full_copy_takes_enchantments_and_a_base_copy_does_not() -> None:
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, kings = testing.put(state, 1, KINGS, Zone.HAND)
    state = testing.act(_enemy_turn(state), PlayCard(kings, target=yeti))
    state, faceless = testing.put(state, 0, FACELESS, Zone.HAND)
    full = testing.act(state._replace(current=0), PlayCard(faceless, target=yeti))
    assert (hsfp.attack(full, faceless), hsfp.health(full, faceless)) == (8, 9)  # Faceless: a FULL copy
    state, vision = testing.put(state, 0, "VAN_CS2_003", Zone.HAND)  # Mind Vision: a BASE copy to hand
    state, _ = testing.put(state, 1, YETI, Zone.HAND)
    base = testing.act(state._replace(current=0), PlayCard(vision))
    copied = hsfp.zone(base, 0, Zone.HAND)[-1]
    assert hsfp.card_id(base, copied) == YETI and hsfp.cost(base, copied) == 4


def test_end_turn_after_keyword_checks_leaves_a_sound_state() -> None:
    state = testing.scenario()
    state, _ = testing.put(state, 0, AMANI, Zone.PLAY, damage=1)
    state = testing.act(state, EndTurn())
    assert problems(state) == []
