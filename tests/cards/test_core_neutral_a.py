"""CORE Neutral cards, first half (Imprisoned Vilefiend to Demolition Renovator), played in real positions.
Imprisoned Vilefiend's Dormant has its own suite (tests/test_dormant.py)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import cards.core  # noqa: F401  (registers the CORE cards)
import hsfp
from cards.core.neutral_a import CORE_LEGENDARY_MINIONS
from cards.core.pools import CORE_CARDS, CORE_IDS
from cards.facts import facts
from cards.text import render
from cards.value import estimate_value
from hsfp import Attack, Choose, Code, EndTurn, HeroPower, PlayCard, Tag, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef, OfType, Side
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardType, Race
from hsfp.testing import board, cards_in, end_turns, hand, hero_health, play, player_tag, stats

YETI = "VAN_CS2_182"  # 4/5
WISP = "VAN_CS2_231"  # 1/1
MURLOC_RAIDER = "VAN_CS2_168"  # 2/1 Murloc
RAPTOR = "VAN_CS2_172"  # 3/2 Beast
DRAKE = "VAN_EX1_043"  # Twilight Drake, a Dragon
HARVEST_GOLEM = "VAN_EX1_556"  # a Mech
GRIZZLY = "VAN_CS2_125"  # Ironfur Grizzly 3/3 Taunt
CORE_HOUND = "VAN_CS2_201"  # 9/5
MOONFIRE = "VAN_CS2_008"  # 1 damage
FIREBALL = "VAN_CS2_029"  # 6 damage
SANGUINE_DEPTHS = "CORE_REV_990"  # a location

FINJA = "CORE_CFM_344"
PRIZE_VENDOR = "CORE_DMF_067"
EVASIVE_WYRM = "CORE_DRG_079"
BLOWTORCH = "CORE_DRG_403"
MERCH_SELLER = "CORE_ETC_111"
BLACK_KNIGHT = "CORE_EX1_002"
BIG_GAME_HUNTER = "CORE_EX1_005"
COLDLIGHT_SEER = "CORE_EX1_103"
CAIRNE = "CORE_EX1_110"
BRIGHTWING = "CORE_EX1_189"
WARLEADER = "CORE_EX1_507"
TIDECALLER = "CORE_EX1_509"
HENCH_CLAN_THUG = "CORE_GIL_534"
SWAMP_LEECH = "CORE_GIL_558"
LIFEDRINKER = "CORE_GIL_622"
WITCHWOOD_GRIZZLY = "CORE_GIL_623"
ANNOY_O_TRON = "CORE_GVG_085"
MICRO_MACHINE = "CORE_GVG_103"
SNEEDS = "CORE_GVG_114"
CURATOR = "CORE_KAR_061"
GORILLABOT = "CORE_LOE_039"
SLEEPY_DRAGON = "CORE_LOOT_137"
PLATED_BEETLE = "CORE_LOOT_413"
RENOVATOR = "CORE_REV_023"


# ------------------------------------------------------------------------------ printed keywords only


def test_the_keyword_minions_have_their_printed_keywords() -> None:
    state = testing.scenario()
    state, (wyrm, leech, tron, dragon) = testing.put_all(
        state, 1, [EVASIVE_WYRM, SWAMP_LEECH, ANNOY_O_TRON, SLEEPY_DRAGON])
    for e, tags in ((wyrm, (Tag.RUSH, Tag.DIVINE_SHIELD, Tag.ELUSIVE)), (leech, (Tag.LIFESTEAL,)),
                    (tron, (Tag.TAUNT, Tag.DIVINE_SHIELD)), (dragon, (Tag.TAUNT,))):
        assert all(hsfp.tag(state, e, t) for t in tags), e
    assert stats(state, dragon) == (6, 12)
    # Elusive: a spell cannot aim at the Wyrm
    state, bolt = testing.put(state, 0, FIREBALL, Zone.HAND)
    assert wyrm not in hsfp.legal_targets(state, bolt)


def test_swamp_leech_heals_its_hero_by_the_damage_it_deals() -> None:
    state = testing.scenario()
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 10)
    state, leech = testing.put(state, 0, SWAMP_LEECH, Zone.PLAY)
    state = testing.act(state, Attack(leech, hsfp.hero(state, 1)), check=True)
    assert hero_health(state, 1) == 28 and hero_health(state, 0) == 22  # a 2/1


# -------------------------------------------------------------------------------------- Battlecries


def test_prize_vendor_each_player_draws_when_played_and_when_it_dies() -> None:
    state = testing.scenario()
    state, _ = play(state, PRIZE_VENDOR, check=True)
    assert len(hand(state, 0)) == 1 and len(hand(state, 1)) == 1
    state, _ = play(state, FIREBALL, board(state, 0)[-1], check=True)
    assert not board(state, 0)
    assert len(hand(state, 0)) == 2 and len(hand(state, 1)) == 2


def test_blowtorch_saboteur_makes_the_opponents_next_hero_power_cost_two_more() -> None:
    state = testing.scenario()
    power = hsfp.hero_power(state, 1)
    assert hsfp.cost(state, power) == 2
    state, _ = play(state, BLOWTORCH, check=True)
    assert hsfp.cost(state, power) == 4
    assert hsfp.cost(state, hsfp.hero_power(state, 0)) == 2  # not its own player's
    state = end_turns(state)
    state = testing.set_player_tag(state, 1, Tag.MANA, 4)
    state = testing.act(state, HeroPower(), check=True)
    assert player_tag(state, 1, Tag.MANA) == 0  # paid 4
    assert hsfp.cost(state, power) == 2  # only the next one


def test_blowtorch_saboteur_can_price_the_hero_power_out_of_reach() -> None:
    state, _ = play(testing.scenario(), BLOWTORCH, check=True)
    state = end_turns(state)
    state = testing.set_player_tag(state, 1, Tag.MANA, 3)
    assert testing.refusal(state, HeroPower()) == Code.NOT_ENOUGH_MANA


def test_the_black_knight_destroys_an_enemy_taunt_only() -> None:
    state = testing.scenario()
    state, (taunt, yeti) = testing.put_all(state, 1, [GRIZZLY, YETI])
    state, own_taunt = testing.put(state, 0, GRIZZLY, Zone.PLAY)
    state, knight = testing.put(state, 0, BLACK_KNIGHT, Zone.HAND)
    assert hsfp.legal_targets(state, knight) == (taunt,)
    state = testing.act(state, PlayCard(knight, target=taunt), check=True)
    assert board(state, 1) == (yeti,) and own_taunt in board(state, 0)
    assert hsfp.tag(state, knight, Tag.TRADEABLE)


def test_big_game_hunter_destroys_a_minion_with_seven_or_more_attack() -> None:
    state = testing.scenario()
    state, (hound, yeti) = testing.put_all(state, 1, [CORE_HOUND, YETI])
    state, hunter = testing.put(state, 0, BIG_GAME_HUNTER, Zone.HAND)
    assert hsfp.legal_targets(state, hunter) == (hound,)
    state = testing.act(state, PlayCard(hunter, target=hound), check=True)
    assert board(state, 1) == (yeti,)
    # with no such minion it is still played, and destroys nothing
    state, _ = play(state, BIG_GAME_HUNTER, check=True)
    assert board(state, 1) == (yeti,) and len(board(state, 0)) == 2


def test_coldlight_seer_gives_your_other_murlocs_two_health() -> None:
    state = testing.scenario()
    state, (mine, yeti) = testing.put_all(state, 0, [MURLOC_RAIDER, YETI])
    state, theirs = testing.put(state, 1, MURLOC_RAIDER, Zone.PLAY)
    state, _ = play(state, COLDLIGHT_SEER, check=True)
    seer = board(state, 0)[-1]
    assert stats(state, mine) == (2, 3)
    assert stats(state, theirs) == (2, 1) and stats(state, yeti) == (4, 5) and stats(state, seer) == (2, 3)


def test_lifedrinker_deals_three_to_the_enemy_hero_and_restores_three_to_yours() -> None:
    state = testing.scenario()
    state = testing.set_tag(state, hsfp.hero(state, 0), Tag.DAMAGE, 5)
    state, _ = play(state, LIFEDRINKER, check=True)
    assert hero_health(state, 1) == 27 and hero_health(state, 0) == 28


def test_witchwood_grizzly_loses_one_health_per_card_in_the_opponents_hand() -> None:
    state = testing.scenario()
    state, _ = testing.put_all(state, 1, [YETI] * 4, Zone.HAND)
    state, _ = play(state, WITCHWOOD_GRIZZLY, check=True)
    bear = board(state, 0)[-1]
    assert stats(state, bear) == (3, 8) and hsfp.tag(state, bear, Tag.TAUNT)
    # with an empty enemy hand it keeps all 12
    state, _ = play(testing.scenario(), WITCHWOOD_GRIZZLY, check=True)
    assert stats(state, board(state, 0)[-1]) == (3, 12)


def test_brightwing_adds_a_legendary_minion_of_the_core_set() -> None:
    assert CORE_LEGENDARY_MINIONS.card_ids
    assert all(facts(c)["rarity"] == 5 and facts(c)["type"] == CardType.MINION
               for c in CORE_LEGENDARY_MINIONS.card_ids)
    for seed in range(5):
        state, _ = play(testing.scenario(seed=seed), BRIGHTWING, check=True)
        (added,) = cards_in(state, 0, Zone.HAND)
        assert added in CORE_LEGENDARY_MINIONS.card_ids


def test_the_curator_draws_a_beast_a_dragon_and_a_murloc() -> None:
    deck = [YETI] * 5 + [RAPTOR, DRAKE, MURLOC_RAIDER] + [YETI] * 5
    state = testing.scenario(decks=(deck, deck))
    state, _ = play(state, CURATOR, check=True)
    assert sorted(cards_in(state, 0, Zone.HAND)) == sorted([RAPTOR, DRAKE, MURLOC_RAIDER])
    assert cards_in(state, 0, Zone.DECK) == [YETI] * 10
    # a type the deck lacks is simply not drawn
    state, _ = play(testing.scenario(decks=([RAPTOR, YETI], [YETI])), CURATOR, check=True)
    assert cards_in(state, 0, Zone.HAND) == [RAPTOR]


def test_gorillabot_discovers_a_mech_only_if_you_control_another_mech() -> None:
    state, _ = play(testing.scenario(), GORILLABOT, check=True)
    assert state.pending is None and not hand(state, 0)
    state = testing.scenario()
    state, _ = testing.put(state, 0, HARVEST_GOLEM, Zone.PLAY)
    state, _ = play(state, GORILLABOT, check=True)
    assert state.pending is not None
    options = [state.cards[o] for o in state.pending.options]
    assert len(options) == 3 and all(CARDS[c].race == Race.MECHANICAL and c in CORE_IDS
                                      for c in options)
    state = testing.act(state, Choose(state.pending.options[0]), check=True)
    assert cards_in(state, 0, Zone.HAND) == [options[0]]


def test_demolition_renovator_destroys_an_enemy_location() -> None:
    state = testing.scenario()
    state, location = testing.put(state, 1, SANGUINE_DEPTHS, Zone.PLAY)
    state, own = testing.put(state, 0, SANGUINE_DEPTHS, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, renovator = testing.put(state, 0, RENOVATOR, Zone.HAND)
    assert hsfp.legal_targets(state, renovator) == (location,)
    state = testing.act(state, PlayCard(renovator, target=location), check=True)
    assert location not in board(state, 1) and yeti in board(state, 1) and own in board(state, 0)


# ----------------------------------------------------------------------------------------- triggers


def test_finja_summons_two_murlocs_from_the_deck_when_it_attacks_and_kills_a_minion() -> None:
    deck = [YETI, MURLOC_RAIDER, YETI, MURLOC_RAIDER, MURLOC_RAIDER]
    state = testing.scenario(decks=(deck, deck))
    state, finja = testing.put(state, 0, FINJA, Zone.PLAY)
    assert hsfp.tag(state, finja, Tag.STEALTH)
    state, (wisp, yeti) = testing.put_all(state, 1, [WISP, YETI])
    # attacking a minion it does not kill does nothing
    survived = testing.act(state, Attack(finja, yeti), check=True)
    assert board(survived, 0) == (finja,)
    state = testing.act(state, Attack(finja, wisp), check=True)
    murlocs = board(state, 0)[1:]
    assert board(state, 0)[0] == finja and testing.card_ids(state, murlocs) == [MURLOC_RAIDER] * 2
    assert cards_in(state, 0, Zone.DECK).count(MURLOC_RAIDER) == 1


def test_finja_attacking_the_hero_summons_nothing() -> None:
    state = testing.scenario(decks=([MURLOC_RAIDER] * 3, [YETI]))
    state, finja = testing.put(state, 0, FINJA, Zone.PLAY)
    state = testing.act(state, Attack(finja, hsfp.hero(state, 1)), check=True)
    assert board(state, 0) == (finja,)


def test_merch_seller_puts_a_random_spell_on_top_of_the_opponents_deck_at_the_end_of_your_turn() -> None:
    state = testing.scenario()
    state, _ = testing.put(state, 0, MERCH_SELLER, Zone.PLAY)
    state = testing.act(state, EndTurn(), check=True)
    # the opponent drew it at once: the top card is the next one drawn
    (drawn,) = cards_in(state, 1, Zone.HAND)
    assert CARDS[drawn].card_type == CardType.SPELL and drawn in CORE_IDS
    assert cards_in(state, 1, Zone.DECK) == [YETI] * 10
    # the opponent's turn end does not trigger it
    state = testing.act(state, EndTurn(), check=True)
    assert len(cards_in(state, 1, Zone.DECK)) == 10


def test_murloc_warleader_gives_your_other_murlocs_two_attack() -> None:
    state = testing.scenario()
    state, (mine, yeti) = testing.put_all(state, 0, [MURLOC_RAIDER, YETI])
    state, theirs = testing.put(state, 1, MURLOC_RAIDER, Zone.PLAY)
    state, leader = testing.put(state, 0, WARLEADER, Zone.PLAY)
    assert stats(state, mine) == (4, 1) and stats(state, leader) == (3, 3)
    assert stats(state, theirs) == (2, 1) and stats(state, yeti) == (4, 5)
    state, _ = play(state, MOONFIRE, leader, check=True)
    state, _ = play(state, FIREBALL, leader, check=True)
    assert stats(state, mine) == (2, 1)


def test_murloc_tidecaller_grows_when_you_summon_a_murloc() -> None:
    state = testing.scenario()
    state, caller = testing.put(state, 0, TIDECALLER, Zone.PLAY)
    state, _ = play(state, MURLOC_RAIDER, check=True)
    assert stats(state, caller) == (2, 2)
    state, _ = play(state, YETI, check=True)
    assert stats(state, caller) == (2, 2)
    state = end_turns(state)
    state, _ = play(state, MURLOC_RAIDER, player=1, check=True)  # an enemy Murloc does not count
    assert stats(state, caller) == (2, 2)


def test_hench_clan_thug_grows_after_your_hero_attacks() -> None:
    state = testing.scenario()
    state, thug = testing.put(state, 0, HENCH_CLAN_THUG, Zone.PLAY)
    state, _ = testing.put(state, 0, "VAN_CS2_106", Zone.PLAY)  # Fiery War Axe
    state = testing.act(state, Attack(thug, hsfp.hero(state, 1)), check=True)  # the minion itself: no
    assert stats(state, thug) == (3, 3)
    state = testing.act(state, Attack(hsfp.hero(state, 0), hsfp.hero(state, 1)), check=True)
    assert stats(state, thug) == (4, 4)
    # the enemy hero's attack does not count
    state = end_turns(state)
    state, _ = testing.put(state, 1, "VAN_CS2_106", Zone.PLAY)
    state = testing.act(state, Attack(hsfp.hero(state, 1), hsfp.hero(state, 0)), check=True)
    assert stats(state, thug) == (4, 4)


def test_micro_machine_gains_one_attack_at_the_start_of_each_turn() -> None:
    state = testing.scenario()
    state, machine = testing.put(state, 0, MICRO_MACHINE, Zone.PLAY)
    state = end_turns(state)
    assert stats(state, machine) == (2, 2)  # the opponent's turn counts too
    state = end_turns(state)
    assert stats(state, machine) == (3, 2)


# -------------------------------------------------------------------------------------- Deathrattles


def test_cairne_bloodhoof_leaves_a_five_five_baine_where_he_stood() -> None:
    state = testing.scenario()
    state, (left, cairne, right) = testing.put_all(state, 0, [WISP, CAIRNE, WISP])
    assert hsfp.tag(state, cairne, Tag.TAUNT)
    state = testing.set_tag(state, cairne, Tag.DAMAGE, 4)
    state, _ = play(state, MOONFIRE, cairne, check=True)
    mid = board(state, 0)[1]
    assert board(state, 0)[0] == left and board(state, 0)[2] == right
    assert hsfp.card_id(state, mid) == "EX1_110t" and stats(state, mid) == (5, 5)


def test_sneeds_old_shredder_summons_a_random_legendary_minion() -> None:
    for seed in range(4):
        state = testing.scenario(seed=seed)
        state, sneeds = testing.put(state, 0, SNEEDS, Zone.PLAY, damage=6)
        state, _ = play(state, MOONFIRE, sneeds, check=True)
        summoned = [c for c in cards_in(state, 0, Zone.PLAY)]
        assert len(summoned) == 1 and summoned[0] in CORE_LEGENDARY_MINIONS.card_ids


def test_plated_beetle_gives_three_armor_when_it_dies() -> None:
    state = testing.scenario()
    state, beetle = testing.put(state, 0, PLATED_BEETLE, Zone.PLAY)
    state, _ = play(state, FIREBALL, beetle, check=True)
    assert hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR) == 3


# ----------------------------------------------------------------------- the node: a card put on top


PUT_SPELL = dsl.PutOnTopOfDeck(OfType(CORE_CARDS, CardType.SPELL), Side.ENEMY)


def test_put_on_top_of_deck_round_trips_through_json_and_renders_in_both_languages() -> None:
    d = CardDef("TEST_PUT_ON_TOP", "Put on top", CardType.SPELL, play=PUT_SPELL)
    text = codec.to_json(d)
    assert codec.from_json(text) == d and codec.to_json(codec.from_json(text)) == text
    assert "on top of your opponent's deck" in render(d)
    assert "对手的牌库顶" in render(d, "zh")
    assert estimate_value(CARDS[MERCH_SELLER]) > 0


@settings(deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_the_card_put_on_top_is_the_next_card_drawn(seed: int) -> None:
    state = testing.scenario(seed=seed)
    state, _ = testing.put(state, 0, MERCH_SELLER, Zone.PLAY)
    deck_before = cards_in(state, 1, Zone.DECK)
    state = testing.act(state, EndTurn())
    (drawn,) = cards_in(state, 1, Zone.HAND)
    assert CARDS[drawn].card_type == CardType.SPELL and drawn in CORE_IDS
    assert cards_in(state, 1, Zone.DECK) == deck_before
