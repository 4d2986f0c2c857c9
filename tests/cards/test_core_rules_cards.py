"""CORE cards whose text is a rule of the game rather than an effect: Bulwark of Azzinoth, Bladed Gauntlet,
Death Metal Knight, Mayor Noggenfogger, Steamcleaner, Fiendish Servant's Attack at death."""

from __future__ import annotations

from hsfp import Attack, HeroPower, PlayCard, Tag, Zone, testing
from hsfp.core.actions import Code, EndTurn
from hsfp.core.state import PLAYER_ENTITY, GameState
from hsfp.core.tags import EventKind, column
from hsfp.testing import act, board, cards_in, end_turns, hand, hero_health, player_tag, refusal, stats, transition
from reducers.legal import attack_targets, legal_actions

YETI = "VAN_CS2_182"  # 4/5
WISP = "VAN_CS2_231"  # 1/1
ABUSIVE = "VAN_CS2_188"  # Battlecry: give a minion +2 Attack this turn
FIREBALL = "VAN_CS2_029"
BULWARK = "CORE_BT_781"
GAUNTLET = "CORE_LOOT_044"
DEATH_METAL_KNIGHT = "CORE_ETC_523"
NOGGENFOGGER = "CORE_CFM_670"
STEAMCLEANER = "CORE_REV_946"
SERVANT = "CORE_YOD_026"
FLASH_HEAL = "CORE_AT_055"  # restore 5 Health


def _hero(s: GameState, p: int) -> int:
    return int(s.rows[PLAYER_ENTITY[p]][column(Tag.HERO_ENTITY)])


def test_bulwark_takes_the_damage_as_lost_durability() -> None:
    s = testing.scenario(heroes=("HERO_01", "HERO_08"))
    s, weapon = testing.put(s, 0, BULWARK, Zone.PLAY)
    s = end_turns(s)
    s = act(s, HeroPower(_hero(s, 0)))  # Fireblast at the Warrior
    assert hero_health(s, 0) == 30
    assert testing.durability(s, weapon) == 3
    s, ball = testing.put(s, 1, FIREBALL, Zone.HAND)
    s = act(s, PlayCard(ball, _hero(s, 0)))
    assert hero_health(s, 0) == 30 and testing.durability(s, weapon) == 2
    s, yeti = testing.put(s, 1, YETI, Zone.PLAY)
    s = end_turns(s, 2)
    s = act(s, Attack(yeti, _hero(s, 0)))  # the enemy attacks: still no damage
    assert hero_health(s, 0) == 30 and testing.durability(s, weapon) == 1
    s = end_turns(s, 1)
    s = act(s, Attack(_hero(s, 0), yeti))  # attacking costs a Durability too, and the counter-hit another
    assert s.rows[weapon][column(Tag.ZONE)] == Zone.GRAVEYARD and hero_health(s, 0) == 30


def test_bladed_gauntlet_has_the_armor_as_attack_and_cannot_attack_heroes() -> None:
    s = testing.scenario(heroes=("HERO_01", "HERO_08"))
    s = testing.set_tag(s, _hero(s, 0), Tag.ARMOR, 3)
    s, gauntlet = testing.put(s, 0, GAUNTLET, Zone.HAND)
    s = act(s, PlayCard(gauntlet))
    hero = _hero(s, 0)
    assert stats(s, hero)[0] == 3
    s = act(s, HeroPower())  # Armor Up!: the Attack follows the armour
    assert stats(s, hero)[0] == 5
    assert _hero(s, 1) not in attack_targets(s, hero)
    assert refusal(s, Attack(hero, _hero(s, 1))) == Code.INVALID_TARGET
    s, yeti = testing.put(s, 1, YETI, Zone.PLAY)
    assert attack_targets(s, hero) == (yeti,)


def test_death_metal_knight_costs_health_after_the_hero_was_healed() -> None:
    s = testing.scenario(mana=3, heroes=("HERO_09", "HERO_08"))
    s = testing.set_tag(s, _hero(s, 0), Tag.DAMAGE, 10)
    s, knight = testing.put(s, 0, DEATH_METAL_KNIGHT, Zone.HAND)
    s = testing.set_player_tag(s, 0, Tag.MANA, 0)
    assert refusal(s, PlayCard(knight)) == Code.NOT_ENOUGH_MANA  # no mana, not healed: not playable
    s = testing.set_player_tag(s, 0, Tag.MANA, 2)
    s = act(s, HeroPower(_hero(s, 0)))  # Lesser Heal on the own hero: 20 -> 22
    assert hero_health(s, 0) == 22 and player_tag(s, 0, Tag.MANA) == 0
    t = transition(s, PlayCard(knight))
    s = t.state
    assert hero_health(s, 0) == 22 - 3 and player_tag(s, 0, Tag.MANA) == 0
    assert EventKind.DAMAGE not in [e.kind for e in t.events]  # paying Health is no damage
    assert board(s) == (knight,)


def test_death_metal_knight_needs_more_health_than_its_cost() -> None:
    s = testing.scenario(mana=0, heroes=("HERO_09", "HERO_08"))
    s = testing.set_tag(s, _hero(s, 0), Tag.DAMAGE, 27)  # 3 Health left
    s = testing.set_player_tag(s, 0, Tag.HERO_HEALED_THIS_TURN, 1)
    s, knight = testing.put(s, 0, DEATH_METAL_KNIGHT, Zone.HAND)
    assert refusal(s, PlayCard(knight)) == Code.NOT_ENOUGH_MANA
    s = testing.set_tag(s, _hero(s, 0), Tag.DAMAGE, 26)
    assert any(isinstance(a, PlayCard) and a.card == knight for a in legal_actions(s))


def test_noggenfogger_redraws_every_chosen_target_among_the_legal_ones() -> None:
    seen_targets = set()
    seen_defenders = set()
    for seed in range(24):
        s = testing.scenario(seed=seed)
        s, (mayor,) = testing.put_all(s, 1, (NOGGENFOGGER,))
        s, (a, b) = testing.put_all(s, 1, (YETI, YETI))
        s, mine = testing.put(s, 0, WISP, Zone.PLAY)
        s, ball = testing.put(s, 0, FIREBALL, Zone.HAND)
        t = transition(s, PlayCard(ball, a))
        hit = [e.entity for e in t.events if e.kind == EventKind.DAMAGE]
        assert len(hit) == 1
        seen_targets.add(hit[0])
        t = transition(s, Attack(mine, a))  # from the same position: the Wisp's attack
        attacked = [e.target for e in t.events if e.kind == EventKind.ATTACK]
        seen_defenders.add(attacked[0])
        assert attacked[0] in (mayor, a, b, _hero(s, 1))
    # any character could take the Fireball, the Wisp's own side included; the attack stays on enemies
    assert len(seen_targets) >= 4 and mine in seen_targets | {mine}
    assert len(seen_defenders) >= 3


def test_a_silenced_noggenfogger_leaves_targets_alone() -> None:
    s = testing.scenario()
    s, _mayor = testing.put(s, 1, NOGGENFOGGER, Zone.PLAY, silenced=1)
    s, yeti = testing.put(s, 1, YETI, Zone.PLAY)
    s, ball = testing.put(s, 0, FIREBALL, Zone.HAND)
    t = transition(s, PlayCard(ball, yeti))
    assert [e.entity for e in t.events if e.kind == EventKind.DAMAGE] == [yeti]


def test_steamcleaner_destroys_the_deck_cards_that_did_not_start_there() -> None:
    s = testing.scenario()
    start = len(s.zones[int(Zone.DECK)]), len(s.zones[Zone.DECK + len(Zone)])
    s, _ = testing.put(s, 0, WISP, Zone.DECK)
    s, _ = testing.put(s, 1, WISP, Zone.DECK)
    s, cleaner = testing.put(s, 0, STEAMCLEANER, Zone.HAND)
    s = act(s, PlayCard(cleaner))
    assert (len(s.zones[int(Zone.DECK)]), len(s.zones[Zone.DECK + len(Zone)])) == start
    assert cards_in(s, 0, Zone.DECK).count(WISP) == 0 and cards_in(s, 1, Zone.DECK).count(WISP) == 0


def test_fiendish_servant_gives_the_attack_it_died_with() -> None:
    s = testing.scenario()
    s, (servant, yeti) = testing.put_all(s, 0, (SERVANT, YETI))
    s, sergeant = testing.put(s, 0, ABUSIVE, Zone.HAND)
    s = act(s, PlayCard(sergeant, servant, 2))  # the Servant: 2 + 2 Attack this turn
    s, ball = testing.put(s, 0, FIREBALL, Zone.HAND)
    s = act(s, PlayCard(ball, servant))
    gained = {stats(s, m)[0] - base for m, base in ((yeti, 4), (sergeant, 2)) if m in board(s)}
    assert 4 in gained  # one of them got the 4 Attack the Servant died with
    assert hand(s) == () and EndTurn() in legal_actions(s)
