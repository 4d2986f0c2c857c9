"""Rulings on attacking: snapshot values, simultaneous damage, Taunt, Charge, exhaustion, Windfury,
Divine Shield, Poisonous, armour, weapons, Immune, Stealth, Freeze and damage triggers."""

from __future__ import annotations

import hsfp
from hsfp import Attack, Code, EndTurn, EventKind, PlayCard, Tag, Zone, testing
from hsfp.testing import end_turns, refusal, transition

YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2
BOAR_TOKEN = "VAN_CS2_boar"  # 1/1
STONETUSK = "VAN_CS2_171"  # 1/1 Charge
FOOTMAN = "VAN_CS1_042"  # 1/2 Taunt
WAR_GOLEM = "VAN_CS2_186"  # 7/7
HEALING_TOTEM = "VAN_NEW1_009"  # 0/2
BERSERKER = "VAN_EX1_399"  # Gurubashi Berserker 2/7, +3 Attack whenever it takes damage
WATER_ELEMENTAL = "VAN_CS2_033"  # 3/6, freezes what it damages
FIERY_WAR_AXE = "VAN_CS2_106"  # 3/2 weapon
FIREBALL = "VAN_CS2_029"
FROSTBOLT = "VAN_CS2_024"  # 3 damage and Freeze
FLAMESTRIKE = "VAN_CS2_032"  # 4 damage to enemy minions
MOONFIRE = "VAN_CS2_008"  # 1 damage


# --------------------------------------------------------------------------- snapshot, simultaneity


def test_attack_damage_uses_the_attack_values_from_before_either_hit():
    # The Berserker's +3 from being hit comes after the exchange: the Yeti takes 2, not 5.
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, berserker = testing.put(state, 1, BERSERKER, Zone.PLAY)
    state = testing.act(state, Attack(yeti, berserker))
    assert hsfp.health(state, yeti) == 5 - 2
    assert hsfp.health(state, berserker) == 7 - 4
    assert hsfp.attack(state, berserker) == 2 + 3


def test_two_minions_that_kill_each_other_both_die():
    state = testing.scenario()
    state, mine = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, theirs = testing.put(state, 1, RAPTOR, Zone.PLAY)
    t = transition(state, Attack(mine, theirs))
    assert mine in hsfp.zone(t.state, 0, Zone.GRAVEYARD)
    assert theirs in hsfp.zone(t.state, 1, Zone.GRAVEYARD)
    damage = [e for e in t.events if e.kind == EventKind.DAMAGE]
    deaths = [e for e in t.events if e.kind == EventKind.DEATH]
    assert len(damage) == 2 and len(deaths) == 2
    # both hits land before the first death is processed
    assert max(t.events.index(e) for e in damage) < min(t.events.index(e) for e in deaths)


# ------------------------------------------------------------------------------------------ taunt


def test_taunt_must_be_attacked_before_the_hero_or_other_minions():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, footman = testing.put(state, 1, FOOTMAN, Zone.PLAY)
    state, other = testing.put(state, 1, RAPTOR, Zone.PLAY)
    assert hsfp.attack_targets(state, yeti) == (footman,)
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.INVALID_TARGET
    assert refusal(state, Attack(yeti, other)) == Code.INVALID_TARGET
    state = testing.act(state, Attack(yeti, footman))
    assert footman in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_a_stealthed_taunt_gives_no_protection():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, footman = testing.put(state, 1, FOOTMAN, Zone.PLAY, stealth=1)
    hero = hsfp.hero(state, 1)
    assert hero in hsfp.attack_targets(state, yeti)
    assert footman not in hsfp.attack_targets(state, yeti)
    state = testing.act(state, Attack(yeti, hero))
    assert hsfp.health(state, hero) == 26


def test_spells_ignore_taunt():
    state = testing.scenario()
    state, _footman = testing.put(state, 1, FOOTMAN, Zone.PLAY)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    hero = hsfp.hero(state, 1)
    state = testing.act(state, PlayCard(fireball, target=hero))
    assert hsfp.health(state, hero) == 24


# ------------------------------------------------------------------------------ charge, exhaustion


def test_a_charge_minion_attacks_the_turn_it_is_played():
    state = testing.scenario()
    state, boar = testing.put(state, 0, STONETUSK, Zone.HAND)
    state = testing.act(state, PlayCard(boar))
    hero = hsfp.hero(state, 1)
    state = testing.act(state, Attack(boar, hero))
    assert hsfp.health(state, hero) == 29


def test_a_minion_without_charge_cannot_attack_the_turn_it_is_played():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.CANNOT_ATTACK
    assert not any(isinstance(a, Attack) for a in hsfp.legal_actions(state))


def test_an_exhausted_minion_cannot_attack_until_its_controllers_next_turn():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, exhausted=1)
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.CANNOT_ATTACK
    state = end_turns(state, 2)
    assert hsfp.can_attack(state, yeti)


def test_a_minion_attacks_only_once_per_turn():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state = testing.act(state, Attack(yeti, hsfp.hero(state, 1)))
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.CANNOT_ATTACK


def test_a_windfury_minion_attacks_twice_but_not_three_times():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, windfury=1)
    hero = hsfp.hero(state, 1)
    state = testing.act(state, Attack(yeti, hero), Attack(yeti, hero))
    assert hsfp.health(state, hero) == 30 - 8
    assert refusal(state, Attack(yeti, hero)) == Code.CANNOT_ATTACK


# ------------------------------------------------------------------------------------ divine shield


def test_divine_shield_absorbs_a_hit_and_no_damage_event_fires():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, divine_shield=1)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    t = transition(state, PlayCard(fireball, target=yeti))
    assert hsfp.health(t.state, yeti) == 5
    assert hsfp.tag(t.state, yeti, Tag.DIVINE_SHIELD) == 0
    assert [e.entity for e in t.events if e.kind == EventKind.DIVINE_SHIELD_LOST] == [yeti]
    assert not any(e.kind == EventKind.DAMAGE for e in t.events)


def test_divine_shield_absorbs_only_one_hit():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, divine_shield=1)
    state, m1 = testing.put(state, 0, MOONFIRE, Zone.HAND)
    state, m2 = testing.put(state, 0, MOONFIRE, Zone.HAND)
    state = testing.act(state, PlayCard(m1, target=yeti), PlayCard(m2, target=yeti))
    assert hsfp.health(state, yeti) == 4


def test_divine_shield_is_not_lost_to_a_zero_damage_hit():
    # Attacking a 0-Attack minion deals the attacker 0 damage: the shield stays.
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, divine_shield=1)
    state, totem = testing.put(state, 1, HEALING_TOTEM, Zone.PLAY)
    t = transition(state, Attack(yeti, totem))
    assert hsfp.tag(t.state, yeti, Tag.DIVINE_SHIELD) == 1
    assert not any(e.kind == EventKind.DIVINE_SHIELD_LOST for e in t.events)


def test_poisonous_does_nothing_through_divine_shield():
    state = testing.scenario()
    state, boar = testing.put(state, 0, BOAR_TOKEN, Zone.PLAY, poisonous=1)
    state, golem = testing.put(state, 1, WAR_GOLEM, Zone.PLAY, divine_shield=1)
    state = testing.act(state, Attack(boar, golem))
    assert golem in hsfp.zone(state, 1, Zone.PLAY)
    assert hsfp.health(state, golem) == 7
    assert hsfp.tag(state, golem, Tag.DIVINE_SHIELD) == 0


def test_a_1_1_poisonous_attacking_a_10_10_both_die():
    state = testing.scenario()
    state, boar = testing.put(state, 0, BOAR_TOKEN, Zone.PLAY, poisonous=1)
    state, big = testing.put(state, 1, WAR_GOLEM, Zone.PLAY, atk=10, health=10)
    assert (hsfp.attack(state, big), hsfp.health(state, big)) == (10, 10)
    state = testing.act(state, Attack(boar, big))
    assert boar in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert big in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_poisonous_defender_destroys_the_minion_that_attacks_it():
    state = testing.scenario()
    state, golem = testing.put(state, 0, WAR_GOLEM, Zone.PLAY)
    state, boar = testing.put(state, 1, BOAR_TOKEN, Zone.PLAY, poisonous=1)
    state = testing.act(state, Attack(golem, boar))
    assert golem in hsfp.zone(state, 0, Zone.GRAVEYARD)


def test_poisonous_does_not_destroy_a_hero():
    state = testing.scenario()
    state, boar = testing.put(state, 0, BOAR_TOKEN, Zone.PLAY, poisonous=1)
    hero = hsfp.hero(state, 1)
    state = testing.act(state, Attack(boar, hero))
    assert hsfp.health(state, hero) == 29
    assert not hsfp.is_terminal(state)


# ---------------------------------------------------------------------------------------- armour


def test_armour_absorbs_damage_before_health():
    state = testing.scenario()
    hero = hsfp.hero(state, 1)
    state = testing.set_tag(state, hero, Tag.ARMOR, 2)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    t = transition(state, PlayCard(fireball, target=hero))
    assert hsfp.tag(t.state, hero, Tag.ARMOR) == 0
    assert hsfp.health(t.state, hero) == 30 - 4
    assert [e.amount for e in t.events if e.kind == EventKind.DAMAGE] == [4]


def test_armour_larger_than_the_hit_leaves_health_untouched():
    state = testing.scenario()
    hero = hsfp.hero(state, 1)
    state = testing.set_tag(state, hero, Tag.ARMOR, 10)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(fireball, target=hero))
    assert hsfp.tag(state, hero, Tag.ARMOR) == 4
    assert hsfp.health(state, hero) == 30


# ---------------------------------------------------------------------------------------- weapons


def test_a_hero_attacking_with_a_weapon_deals_its_attack_and_spends_one_durability():
    state = testing.scenario()
    state, axe = testing.put(state, 0, FIERY_WAR_AXE, Zone.PLAY)
    me, them = hsfp.hero(state, 0), hsfp.hero(state, 1)
    assert hsfp.attack(state, me) == 3
    state = testing.act(state, Attack(me, them))
    assert hsfp.health(state, them) == 27
    assert hsfp.weapon(state, 0) == axe
    assert hsfp.tag(state, axe, Tag.DURABILITY) - hsfp.tag(state, axe, Tag.DAMAGE) == 1


def test_a_weapon_breaks_when_its_durability_reaches_zero():
    state = testing.scenario()
    state, axe = testing.put(state, 0, FIERY_WAR_AXE, Zone.PLAY)
    me, them = hsfp.hero(state, 0), hsfp.hero(state, 1)
    state = testing.act(state, Attack(me, them))
    state = end_turns(state, 2)
    t = transition(state, Attack(me, them))
    assert hsfp.health(t.state, them) == 24
    assert hsfp.weapon(t.state, 0) is None
    assert axe in hsfp.zone(t.state, 0, Zone.GRAVEYARD)
    assert hsfp.attack(t.state, me) == 0
    assert not hsfp.can_attack(t.state, me)


def test_a_hero_attacking_a_minion_takes_its_attack_back():
    state = testing.scenario()
    state, _axe = testing.put(state, 0, FIERY_WAR_AXE, Zone.PLAY)
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    me = hsfp.hero(state, 0)
    state = testing.act(state, Attack(me, raptor))
    assert raptor in hsfp.zone(state, 1, Zone.GRAVEYARD)
    assert hsfp.health(state, me) == 27


def test_a_hero_attacked_on_the_opponents_turn_deals_no_weapon_damage_and_keeps_durability():
    state = testing.scenario()
    state, axe = testing.put(state, 0, FIERY_WAR_AXE, Zone.PLAY)
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    me = hsfp.hero(state, 0)
    state = testing.act(state, EndTurn())
    assert hsfp.attack(state, me) == 0
    state = testing.act(state, Attack(raptor, me))
    assert hsfp.health(state, me) == 27
    assert hsfp.health(state, raptor) == 2
    assert hsfp.tag(state, axe, Tag.DAMAGE) == 0
    assert hsfp.weapon(state, 0) == axe


# ----------------------------------------------------------------------------------------- immune


def test_an_immune_minion_takes_no_damage():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, immune=1)
    state, flamestrike = testing.put(state, 0, FLAMESTRIKE, Zone.HAND)
    t = transition(state, PlayCard(flamestrike))
    assert hsfp.health(t.state, yeti) == 5
    assert not any(e.kind == EventKind.DAMAGE for e in t.events)


def test_an_immune_minion_cannot_be_targeted_or_attacked():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, immune=1)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    assert yeti not in hsfp.legal_targets(state, fireball)
    assert refusal(state, PlayCard(fireball, target=yeti)) == Code.INVALID_TARGET
    assert refusal(state, Attack(mine, yeti)) == Code.INVALID_TARGET


# ---------------------------------------------------------------------------------------- stealth


def test_a_stealthed_enemy_cannot_be_targeted_or_attacked_but_area_damage_hits_it():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, stealth=1)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state, flamestrike = testing.put(state, 0, FLAMESTRIKE, Zone.HAND)
    state, mine = testing.put(state, 0, YETI, Zone.PLAY)
    assert refusal(state, PlayCard(fireball, target=yeti)) == Code.INVALID_TARGET
    assert refusal(state, Attack(mine, yeti)) == Code.INVALID_TARGET
    state = testing.act(state, PlayCard(flamestrike))
    assert hsfp.health(state, yeti) == 1


def test_stealth_is_lost_when_the_minion_attacks():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, stealth=1)
    assert hsfp.tag(state, yeti, Tag.STEALTH) == 1
    state = testing.act(state, Attack(yeti, hsfp.hero(state, 1)))
    assert hsfp.tag(state, yeti, Tag.STEALTH) == 0


# ----------------------------------------------------------------------------------------- freeze


def test_water_elemental_freezes_the_minion_it_attacks():
    state = testing.scenario()
    state, elemental = testing.put(state, 0, WATER_ELEMENTAL, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, Attack(elemental, yeti))
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1
    assert hsfp.tag(state, elemental, Tag.FROZEN) == 0


def test_water_elemental_freezes_a_minion_that_attacks_it():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, elemental = testing.put(state, 1, WATER_ELEMENTAL, Zone.PLAY)
    state = testing.act(state, Attack(yeti, elemental))
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1


def test_water_elemental_freezes_the_hero_it_hits():
    state = testing.scenario()
    state, elemental = testing.put(state, 0, WATER_ELEMENTAL, Zone.PLAY)
    hero = hsfp.hero(state, 1)
    state = testing.act(state, Attack(elemental, hero))
    assert hsfp.tag(state, hero, Tag.FROZEN) == 1


def test_a_frozen_minion_cannot_attack():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, frozen=1)
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.CANNOT_ATTACK


def test_a_minion_frozen_by_the_enemy_misses_exactly_its_controllers_next_turn():
    state = testing.scenario()
    state, frostbolt = testing.put(state, 0, FROSTBOLT, Zone.HAND)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state = testing.act(state, PlayCard(frostbolt, target=yeti), EndTurn())
    # player 1's turn: frozen, cannot attack
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1
    assert refusal(state, Attack(yeti, hsfp.hero(state, 0))) == Code.CANNOT_ATTACK
    state = testing.act(state, EndTurn())
    # thawed at the end of player 1's turn
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 0
    state = testing.act(state, EndTurn())
    assert hsfp.can_attack(state, yeti)


def test_a_minion_frozen_after_it_attacked_stays_frozen_through_its_controllers_next_turn():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, _elemental = testing.put(state, 1, WATER_ELEMENTAL, Zone.PLAY)
    state = testing.act(state, Attack(yeti, _elemental))
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1
    state = end_turns(state, 2)
    # player 0's next turn: still frozen
    assert hsfp.current_player(state) == 0
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.CANNOT_ATTACK
    state = end_turns(state, 1)
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 0
    state = end_turns(state, 1)
    assert hsfp.can_attack(state, yeti)


def test_a_friendly_minion_frozen_before_it_attacked_thaws_at_the_end_of_this_turn():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, frostbolt = testing.put(state, 0, FROSTBOLT, Zone.HAND)
    state = testing.act(state, PlayCard(frostbolt, target=yeti), EndTurn())
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 0


def test_a_minion_frozen_on_the_turn_it_was_summoned_stays_frozen_through_its_controllers_next_turn():
    # It could not have attacked this turn, so freezing it must still cost it an attack
    # (Hearthstone Wiki, "Freeze": characters with summoning sickness are unfrozen at the end of the
    # controller's next turn).
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state, frostbolt = testing.put(state, 0, FROSTBOLT, Zone.HAND)
    state = testing.act(state, PlayCard(yeti), PlayCard(frostbolt, target=yeti))
    state = end_turns(state, 2)
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.CANNOT_ATTACK
    state = end_turns(state, 2)
    assert hsfp.can_attack(state, yeti)


# ----------------------------------------------------------------------------- damage triggers


def test_gurubashi_berserker_gains_3_attack_per_damage_instance_not_per_point():
    state = testing.scenario()
    state, berserker = testing.put(state, 1, BERSERKER, Zone.PLAY)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(fireball, target=berserker))
    assert hsfp.attack(state, berserker) == 2 + 3


def test_gurubashi_berserker_gains_3_attack_for_each_separate_hit():
    state = testing.scenario()
    state, berserker = testing.put(state, 1, BERSERKER, Zone.PLAY)
    state, m1 = testing.put(state, 0, MOONFIRE, Zone.HAND)
    state, m2 = testing.put(state, 0, MOONFIRE, Zone.HAND)
    state = testing.act(state, PlayCard(m1, target=berserker), PlayCard(m2, target=berserker))
    assert hsfp.attack(state, berserker) == 2 + 3 + 3
    assert hsfp.health(state, berserker) == 5


def test_gurubashi_berserker_behind_divine_shield_gains_nothing():
    state = testing.scenario()
    state, berserker = testing.put(state, 1, BERSERKER, Zone.PLAY, divine_shield=1)
    state, m1 = testing.put(state, 0, MOONFIRE, Zone.HAND)
    state = testing.act(state, PlayCard(m1, target=berserker))
    assert hsfp.attack(state, berserker) == 2
