"""The Whispers of the Old Gods cards of the benchmark decks, played in real positions."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.text import render
from hsfp import Code, HeroPower, PlayCard, Tag, Zone
from hsfp.core import codec, dsl
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, CardType
from hsfp.testing import (
    board,
    cards_in,
    durability,
    end_turns,
    hand,
    play,
    player_tag,
    put,
    put_all,
    refusal,
    scenario,
    set_player_tag,
    stats,
)
from reducers.auras import refresh
from reducers.binding import bind
from reducers.history import count_summon

YETI = "VAN_CS2_182"  # 4/5
WISP = "VAN_CS2_231"  # 1/1
KOBOLD = "VAN_CS2_142"  # 2/2, Spell Damage +1
RAZORFEN = "VAN_CS2_196"  # Razorfen Hunter 2/3, Battlecry: summon a 1/1 Boar
SEARING_TOTEM = "VAN_CS2_050"  # 1/1 Totem
FLAMETONGUE = "VAN_EX1_565"  # 0/3 Totem, played from hand
WAR_AXE = "VAN_CS2_106"  # 3/2 weapon
FIREBALL = "VAN_CS2_029"

CABALISTS_TOME, FORBIDDEN_FLAME, THING_FROM_BELOW = "OG_090", "OG_086", "OG_028"
COUNCILMAN, LIBRARIAN, VILLAGER, SHADOWBEAST = "OG_113", "OG_109", "OG_241", "OG_241a"
CULTIST, FIRST_MATE, RUSTY_HOOK, PSYCH_O_TRON = "OG_315", "OG_312", "OG_058", "OG_145"
SEEDS = st.integers(min_value=0, max_value=2**31)


def examples(n: int) -> int:
    """Returns n scaled by the active Hypothesis profile, as `properties.strategies.examples` scales it."""
    return max(1, round(n * settings.default.max_examples / 100))


def _new(state: hsfp.GameState, before: tuple[int, ...], player: int = 0) -> list[int]:
    return [m for m in board(state, player) if m not in before]


def _weapon(state: hsfp.GameState, player: int = 0) -> int:
    w = hsfp.weapon(state, player)
    assert w is not None
    return w


# ------------------------------------------------------------------------------------------- mage


@settings(max_examples=examples(20), deadline=None)
@given(SEEDS)
def test_cabalists_tome_adds_three_mage_spells_of_their_own_printings(seed: int) -> None:
    state, _ = play(scenario(seed=seed), CABALISTS_TOME)
    added = cards_in(state, 0, Zone.HAND)
    assert len(added) == 3
    for c in added:
        d = CARDS[c]
        assert d.card_type == CardType.SPELL and d.card_class == CardClass.MAGE and d.collectible
        assert not c.startswith(("VAN_", "CORE_"))


def test_cabalists_tome_draws_from_the_games_random_stream() -> None:
    def spells(seed: int) -> list[str]:
        return cards_in(play(scenario(seed=seed), CABALISTS_TOME)[0], 0, Zone.HAND)

    assert spells(5) == spells(5)
    assert len({tuple(spells(s)) for s in range(6)}) > 1


def test_forbidden_flame_deals_the_mana_it_spends_and_leaves_none() -> None:
    state, yeti = put(scenario(), 1, YETI, Zone.PLAY)
    state, _ = play(state, FORBIDDEN_FLAME, yeti, mana=3)
    assert stats(state, yeti) == (4, 2)
    assert player_tag(state, 0, Tag.MANA) == 0


def test_forbidden_flame_with_enough_mana_kills() -> None:
    state, yeti = put(scenario(), 1, YETI, Zone.PLAY)
    state, _ = play(state, FORBIDDEN_FLAME, yeti, mana=7)
    assert board(state, 1) == ()


def test_forbidden_flame_at_no_mana_is_legal_and_deals_nothing() -> None:
    state, yeti = put(scenario(), 1, YETI, Zone.PLAY)
    state, flame = play(state, FORBIDDEN_FLAME, yeti, mana=0)
    assert stats(state, yeti) == (4, 5)
    assert hsfp.zone(state, 0, Zone.GRAVEYARD) == (flame,)


def test_forbidden_flame_gains_spell_damage() -> None:
    state, _ = put(scenario(), 0, KOBOLD, Zone.PLAY)
    state, yeti = put(state, 1, YETI, Zone.PLAY)
    state, _ = play(state, FORBIDDEN_FLAME, yeti, mana=2)
    assert stats(state, yeti) == (4, 2)


def test_forbidden_flame_needs_a_minion_to_aim_at() -> None:
    state, flame = put(scenario(), 0, FORBIDDEN_FLAME, Zone.HAND)
    assert refusal(state, PlayCard(flame, target=hsfp.hero(state, 1))) == Code.INVALID_TARGET
    assert refusal(state, PlayCard(flame)) == Code.INVALID_TARGET


def test_the_mana_spent_is_bound_before_the_effect_runs_and_a_nested_spend_binds_its_own() -> None:
    inner = dsl.SpendAllMana(dsl.Damage(dsl.Target(), dsl.SpentMana()))
    effect = dsl.Seq((dsl.Damage(dsl.Target(), dsl.SpentMana() + 1), inner))
    assert bind(effect, dsl.SpentMana, dsl.SpendAllMana, 4) == dsl.Seq((dsl.Damage(dsl.Target(), dsl.Plus(4, 1)),
                                                                       inner))


# ----------------------------------------------------------------------------------------- shaman


def _summoned(state: hsfp.GameState, player: int, minions: tuple[int, ...]) -> hsfp.GameState:
    # the minions (already in play) counted as summoned, and the layered values computed again
    for m in minions:
        state = count_summon(state, m, player)
    return refresh(state)


def test_thing_from_below_costs_one_less_per_totem_summoned_this_game() -> None:
    state, thing = put(scenario(), 0, THING_FROM_BELOW, Zone.HAND)
    assert hsfp.cost(state, thing) == 6
    state, totems = put_all(state, 0, (SEARING_TOTEM, FLAMETONGUE))
    state = _summoned(state, 0, totems)
    assert hsfp.cost(state, thing) == 4
    state, enemy_totems = put_all(state, 1, (SEARING_TOTEM,) * 3)
    state = _summoned(state, 1, enemy_totems)
    assert hsfp.cost(state, thing) == 4  # the opponent's Totems do not count
    state = _summoned(set_player_tag(state, 0, Tag.TOTEMS_SUMMONED, 8), 0, totems[:1])
    assert hsfp.cost(state, thing) == 0


def test_the_totem_counter_counts_each_totem_entering_play_for_its_player() -> None:
    state, (totem, wisp) = put_all(scenario(), 0, (SEARING_TOTEM, WISP))
    state = count_summon(state, totem, 0)
    state = count_summon(state, wisp, 0)
    assert player_tag(state, 0, Tag.TOTEMS_SUMMONED) == 1
    assert player_tag(state, 1, Tag.TOTEMS_SUMMONED) == 0
    state, enemy_totem = put(state, 1, SEARING_TOTEM, Zone.PLAY)
    state = count_summon(state, enemy_totem, 1)
    assert (player_tag(state, 0, Tag.TOTEMS_SUMMONED), player_tag(state, 1, Tag.TOTEMS_SUMMONED)) == (1, 1)


def test_totems_played_and_summoned_make_thing_from_below_cheaper_and_stay_counted() -> None:
    state = scenario(heroes=("HERO_02", "HERO_01"))
    state, thing = put(state, 0, THING_FROM_BELOW, Zone.HAND)
    state = hsfp.apply_action(state, HeroPower())  # Totemic Call
    state, _ = play(state, FLAMETONGUE)
    assert hsfp.cost(state, thing) == 4
    state, _ = play(state, FIREBALL, board(state, 0)[0])  # a Totem that dies stays counted
    assert hsfp.cost(state, thing) == 4


# ---------------------------------------------------------------------------------------- warlock


def test_darkshire_councilman_gains_attack_after_each_friendly_summon() -> None:
    state, councilman = play(scenario(), COUNCILMAN)
    assert stats(state, councilman) == (1, 5)  # not for itself
    state, _ = play(state, WISP)
    assert stats(state, councilman) == (2, 5)
    state, _ = play(state, RAZORFEN)  # the Boar it summons, then the Hunter itself
    assert stats(state, councilman) == (4, 5)


def test_darkshire_councilman_ignores_the_opponents_summons() -> None:
    state, councilman = play(scenario(), COUNCILMAN)
    state = end_turns(state)
    state, _ = play(state, RAZORFEN, player=1)
    assert stats(state, councilman) == (1, 5)


def test_darkshire_librarian_discards_a_random_card_and_draws_when_it_dies() -> None:
    state, (fireball,) = put_all(scenario(), 0, (FIREBALL,), Zone.HAND)
    state, librarian = play(state, LIBRARIAN)
    assert hand(state, 0) == ()
    assert fireball in hsfp.zone(state, 0, Zone.GRAVEYARD)
    deck = len(cards_in(state, 0, Zone.DECK))
    state = end_turns(state)
    state, _ = play(state, FIREBALL, librarian, player=1)
    assert len(cards_in(state, 0, Zone.DECK)) == deck - 1
    assert cards_in(state, 0, Zone.HAND) == [YETI]


def test_darkshire_librarian_with_an_empty_hand_is_still_played() -> None:
    state, librarian = play(scenario(), LIBRARIAN)
    assert board(state, 0) == (librarian,)


def test_possessed_villager_leaves_a_shadowbeast_where_it_stood() -> None:
    state, (wisp, villager, yeti) = put_all(scenario(), 1, (WISP, VILLAGER, YETI))
    state, _ = play(state, FIREBALL, villager)
    (beast,) = _new(state, (wisp, villager, yeti), 1)
    assert board(state, 1) == (wisp, beast, yeti)
    assert hsfp.card_id(state, beast) == SHADOWBEAST and stats(state, beast) == (1, 1)


# ---------------------------------------------------------------------------------------- warrior


def test_bloodsail_cultist_with_another_pirate_upgrades_the_weapon() -> None:
    state, _ = put(scenario(), 0, WAR_AXE, Zone.PLAY)
    state, _ = put(state, 0, FIRST_MATE, Zone.PLAY)
    axe = _weapon(state)
    state, _ = play(state, CULTIST)
    assert hsfp.attack(state, axe) == 4 and durability(state, axe) == 3


def test_bloodsail_cultist_alone_does_not_count_itself() -> None:
    state, _ = put(scenario(), 0, WAR_AXE, Zone.PLAY)
    axe = _weapon(state)
    state, _ = play(state, CULTIST)
    assert hsfp.attack(state, axe) == 3 and durability(state, axe) == 2


def test_bloodsail_cultist_without_a_weapon_does_nothing_else() -> None:
    state, _ = put(scenario(), 0, FIRST_MATE, Zone.PLAY)
    state, cultist = play(state, CULTIST)
    assert hsfp.weapon(state, 0) is None and stats(state, cultist) == (3, 4)


def test_nzoths_first_mate_equips_a_rusty_hook_replacing_the_weapon() -> None:
    state, axe = put(scenario(), 0, WAR_AXE, Zone.PLAY)
    state, _ = play(state, FIRST_MATE)
    hook = _weapon(state)
    assert hsfp.card_id(state, hook) == RUSTY_HOOK
    assert hsfp.attack(state, hook) == 1 and durability(state, hook) == 3
    assert axe in hsfp.zone(state, 0, Zone.GRAVEYARD)


# ---------------------------------------------------------------------------------------- neutral


def test_psych_o_tron_has_taunt_and_divine_shield() -> None:
    state, tron = play(scenario(), PSYCH_O_TRON)
    assert stats(state, tron) == (3, 4)
    assert hsfp.tag(state, tron, Tag.TAUNT) == 1 and hsfp.tag(state, tron, Tag.DIVINE_SHIELD) == 1


# ---------------------------------------------------------------------------- data, text and JSON


def test_the_old_gods_cards_survive_the_json_roundtrip_exactly() -> None:
    for cid in (CABALISTS_TOME, FORBIDDEN_FLAME, THING_FROM_BELOW, COUNCILMAN, CULTIST, FIRST_MATE):
        text = codec.to_json(CARDS[cid])
        assert codec.from_json(text) == CARDS[cid]
        assert codec.to_json(codec.from_json(text)) == text


def test_spending_all_mana_and_the_totem_counter_read_in_both_languages() -> None:
    flame, thing = CARDS[FORBIDDEN_FLAME], CARDS[THING_FROM_BELOW]
    assert render(flame) == "Spend all your Mana. Then deal damage equal to the Mana spent to a minion."
    assert render(flame, "zh") == "消耗你所有的法力值。然后对一个随从造成等同于所消耗的法力值的伤害。"
    assert "Totems summoned this game" in render(thing)
    assert "本局对战中召唤的图腾数" in render(thing, "zh")
