"""Raptor Herald's Dark Gift and Kindred: three CORE Beasts offered, each with a random Dark Gift that the
chosen card keeps in hand and on the board; Kindred's discount when a card played last turn shares a
minion type or a spell school; the options and gifts hidden from the opponent; JSON and text."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from cards.core.pools import CORE_IDS
from cards.core.raptor_herald import DARK_GIFTS, KINDRED_DISCOUNT, RAPTOR_HERALD
from cards.text import render
from cards.value import estimate_value
from hsfp import Attack, Choose, PlayCard, Zone, testing
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS, register, unregister
from hsfp.core.state import GameState, state_hash
from hsfp.core.tags import CardClass, CardType, Race, Tag, column
from hsfp.observation import filter_events, observation
from reducers.auras import refresh
from reducers.enchant import attach

HERALD = RAPTOR_HERALD.card_id
HUNTER = ("HERO_05", "HERO_01")
LEECH = "CORE_GIL_558"  # Swamp Leech, a 1-Cost Beast
YETI = "VAN_CS2_182"  # Chillwind Yeti, no minion type
AMALGAM = CardDef("TEST_AMALGAM", "Amalgam", CardType.MINION, cost=0, atk=1, health=1, race=int(Race.ALL))
FIRE, FROST = ((Tag.SPELL_SCHOOL, 2),), ((Tag.SPELL_SCHOOL, 3),)
FIRE_SPARK = CardDef("TEST_FIRE_SPARK", "Fire spark", CardType.SPELL, cost=0, tags=FIRE, play=dsl.GainArmor(1))
FROST_SPARK = CardDef("TEST_FROST_SPARK", "Frost spark", CardType.SPELL, cost=0, tags=FROST, play=dsl.GainArmor(1))
#: A Fire spell with Kindred: 5 Armor if a card played last turn shares its school.
KINDRED_FIRE = CardDef("TEST_KINDRED_FIRE", "Kindred fire", CardType.SPELL, cost=0, tags=FIRE,
                       play=dsl.If(dsl.Kindred(), dsl.GainArmor(5)))
TEST_CARDS = (AMALGAM, FIRE_SPARK, FROST_SPARK, KINDRED_FIRE)
GIFTED = column(Tag.DARK_GIFT)


def _examples(n: int) -> int:
    return max(1, round(n * settings.default.max_examples / 100))


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    register(*TEST_CARDS)
    yield
    for d in TEST_CARDS:
        unregister(d.card_id)


def _herald(state: GameState | None = None, seed: int = 0) -> hsfp.Transition:
    state = testing.scenario(seed=seed, heroes=HUNTER) if state is None else state
    state, c = testing.put(state, 0, HERALD, Zone.HAND)
    return testing.transition(state, PlayCard(c))


def _options(state: GameState) -> tuple[int, ...]:
    assert state.pending is not None
    return state.pending.options


def _gift_of(state: GameState, option: int) -> str:
    return DARK_GIFTS[state.rows[option][GIFTED] - 1]


def _pick_with(state: GameState, gift: str) -> tuple[GameState, int]:
    """Chooses the first option, given the named gift, and returns the state and the card in hand."""
    option = _options(state)[0]
    state = testing.set_tag(state, option, Tag.DARK_GIFT, DARK_GIFTS.index(gift) + 1)
    return testing.keep_outcome(testing.act(state, Choose(option), check=True), check=True), option


def _enchantments_on(state: GameState, e: int) -> list[str]:
    return [state.cards[x] for x in state.enchantments if state.rows[x][column(Tag.ATTACHED)] == e]


def _known_to(state: GameState, viewer: int) -> set[str]:
    obs = observation(state, viewer)
    shown = {ent.card_id for ent in obs.entities if ent.card_id}
    if obs.pending is not None:
        shown.update(obs.pending.option_cards)
    return shown


def _played_last_turn(*cards: str) -> GameState:
    """A Hunter's game on their turn after a turn in which they played the cards."""
    state = testing.scenario(heroes=HUNTER)
    for c in cards:
        state, _ = testing.play(state, c)
    return testing.end_turns(state, 2)


# ------------------------------------------------------------------------------------------ Dark Gift


@settings(max_examples=_examples(30), deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_the_battlecry_offers_three_distinct_core_beasts_each_with_a_dark_gift(seed: int) -> None:
    t = _herald(seed=seed)
    options = _options(t.state)
    offered = [t.state.cards[o] for o in options]
    assert len(options) == 3 and len(set(offered)) == 3
    for c in offered:
        d = CARDS[c]
        assert c in CORE_IDS and d.card_type == CardType.MINION and d.race == Race.BEAST
        assert d.card_class in (int(CardClass.HUNTER), int(CardClass.NEUTRAL))
    assert all(1 <= t.state.rows[o][GIFTED] <= len(DARK_GIFTS) for o in options)


def test_the_chosen_beast_goes_to_hand_with_its_gift_and_the_others_leave_the_game() -> None:
    t = _herald(seed=5)
    options = _options(t.state)
    gift = _gift_of(t.state, options[1])
    state = testing.act(t.state, Choose(options[1]), check=True)
    assert testing.hand(state) == (options[1],)
    assert _enchantments_on(state, options[1]) == [gift]
    assert state.rows[options[1]][GIFTED] == 0
    for o in (options[0], options[2]):
        assert state.rows[o][column(Tag.ZONE)] == Zone.REMOVEDFROMGAME and state.cards[o] == ""


@settings(max_examples=_examples(20), deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_the_chooser_sees_the_options_and_their_gifts_the_opponent_neither(seed: int) -> None:
    t = _herald(seed=seed)
    options = _options(t.state)
    offered = {t.state.cards[o] for o in options} - {HERALD}  # it may offer itself, which is on the board
    mine = {ent.entity: ent for ent in observation(t.state, 0).entities}
    assert all(mine[o].row[GIFTED] == t.state.rows[o][GIFTED] for o in options)
    theirs = observation(t.state, 1)
    assert theirs.pending is not None and theirs.pending.n_options == 3 and theirs.pending.option_cards == ()
    assert not {ent.entity for ent in theirs.entities} & set(options)
    names = {c for ev in filter_events(t.events, t.state, 1) for c in (ev.entity_card, ev.source_card, ev.target_card)}
    assert not offered & (_known_to(t.state, 1) | names)
    pick = testing.transition(t.state, Choose(options[0]))
    # after the pick the cards not chosen and every gift are still unknown to the opponent
    assert not (offered - {pick.state.cards[options[0]]} | set(DARK_GIFTS)) & _known_to(pick.state, 1)


def test_waking_terror_gives_3_attack_and_lifesteal() -> None:
    state, c = _pick_with(_herald().state, "EDR_100te")
    atk = CARDS[state.cards[c]].atk
    state = testing.act(state, PlayCard(c), check=True)
    assert hsfp.attack(state, c) == atk + 3 and hsfp.tag(state, c, Tag.LIFESTEAL) == 1


def test_well_rested_gives_2_2_and_elusive() -> None:
    state, c = _pick_with(_herald().state, "EDR_100t1e")
    d = CARDS[state.cards[c]]
    state = testing.act(state, PlayCard(c), check=True)
    assert testing.stats(state, c) == (d.atk + 2, d.health + 2) and hsfp.tag(state, c, Tag.ELUSIVE) == 1


def test_short_claws_costs_2_less_and_has_2_less_attack() -> None:
    state, c = _pick_with(_herald().state, "EDR_100t2e")
    d = CARDS[state.cards[c]]
    assert hsfp.cost(state, c) == max(0, d.cost - 2)
    state = testing.act(state, PlayCard(c), check=True)
    assert hsfp.attack(state, c) == max(0, d.atk - 2)


def test_bundled_up_gives_4_health_and_taunt() -> None:
    state, c = _pick_with(_herald().state, "EDR_100t3e")
    d = CARDS[state.cards[c]]
    state = testing.act(state, PlayCard(c), check=True)
    assert testing.stats(state, c)[1] == d.health + 4 and hsfp.tag(state, c, Tag.TAUNT) == 1


def test_inner_demons_draws_2_cards_when_the_beast_dies() -> None:
    state, c = _pick_with(_herald().state, "EDR_100t4e")
    state = testing.act(state, PlayCard(c), check=True)
    before = len(testing.hand(state))
    state, _ = testing.play(state, "VAN_EX1_312", mana=10)  # Twisting Nether destroys it
    assert len(testing.hand(state)) == before + 2


def test_living_nightmare_summons_a_2_2_copy_when_the_beast_is_played() -> None:
    state, c = _pick_with(_herald().state, "EDR_100t5e")
    card = state.cards[c]
    state = testing.act(state, PlayCard(c), check=True)
    others = [m for m in testing.board(state) if m != c and state.cards[m] == card]
    assert len(others) == 1 and testing.stats(state, others[0]) == (2, 2)
    assert _enchantments_on(state, others[0]) == ["EDR_100t5e5"]  # the copy has no gift of its own


def test_sleepwalker_gives_charge() -> None:
    state, c = _pick_with(_herald().state, "EDR_100t6e")
    state = testing.act(state, PlayCard(c), check=True)
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, Attack(c, enemy), check=True)
    assert testing.hero_health(state, 1) < 30


#: A Beast whose Battlecry gives its hero 2 Armor, to count how many times a Battlecry ran.
ARMOURER = CardDef("TEST_ARMOURER", "Armourer", CardType.MINION, cost=1, atk=1, health=1, race=int(Race.BEAST),
                   battlecry=dsl.GainArmor(2))


def _armour_after_playing(gifts: tuple[str, ...], brann: bool = False) -> int:
    register(ARMOURER)
    try:
        state = testing.scenario(heroes=HUNTER)
        if brann:
            state, _ = testing.put(state, 0, "LOE_077", Zone.PLAY)
        state, c = testing.put(state, 0, ARMOURER.card_id, Zone.HAND)
        for gift in gifts:
            state = refresh(attach(state, c, gift, 0, c))
        state = testing.act(state, PlayCard(c), check=True)
        return hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR)
    finally:
        unregister(ARMOURER.card_id)


def test_rude_awakening_makes_this_minions_battlecries_trigger_twice() -> None:
    assert _armour_after_playing(()) == 2
    assert _armour_after_playing(("EDR_100t7e",)) == 4
    assert _armour_after_playing(("EDR_100t7e",), brann=True) == 4  # twice, not four times, beside Brann
    assert _armour_after_playing(("EDR_100te",)) == 2  # another gift does not


def test_rude_awakening_is_only_for_its_own_minion() -> None:
    state, c = _pick_with(_herald().state, "EDR_100t7e")
    state = testing.act(state, PlayCard(c), check=True)
    register(ARMOURER)
    try:
        state, armourer = testing.put(state, 0, ARMOURER.card_id, Zone.HAND)
        before = hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR)
        state = testing.act(state, PlayCard(armourer), check=True)
        assert hsfp.tag(state, hsfp.hero(state, 0), Tag.ARMOR) - before == 2
    finally:
        unregister(ARMOURER.card_id)
    assert "This minion's Battlecries trigger twice" in render(CARDS["EDR_100t7e"])


ASSASSINATE = "VAN_CS2_076"
KINGS = "CS2_092e"  # Blessing of Kings: +4/+4


def _horror_yeti(*gifts: str) -> tuple[GameState, int]:
    state, yeti = testing.put(testing.scenario(heroes=HUNTER), 1, YETI, Zone.PLAY)
    state, _ = testing.put(state, 1, YETI, Zone.PLAY)  # a neighbour: the Yeti comes back where it was
    for gift in gifts:
        state = refresh(attach(state, yeti, gift, 1, yeti))
    state = testing.set_tag(state, yeti, Tag.DAMAGE, 2)
    return state, yeti


def test_persisting_horror_is_reborn_at_full_health_with_its_enchantments_once() -> None:
    state, yeti = _horror_yeti("EDR_100t9e", KINGS)
    assert testing.stats(state, yeti) == (8, 7)
    state, _ = testing.play(state, ASSASSINATE, yeti, mana=10)
    back = testing.board(state, 1)[0]
    assert back != yeti and state.cards[back] == YETI
    assert testing.stats(state, back) == (8, 9)  # full Health, Blessing of Kings kept
    assert _enchantments_on(state, back) == [KINGS]  # the Reborn is spent
    state, _ = testing.play(state, ASSASSINATE, back, mana=10)
    assert testing.card_ids(state, testing.board(state, 1)) == [YETI]  # and it stays dead the second time


def test_persisting_horror_silenced_brings_nothing_back() -> None:
    state, yeti = _horror_yeti("EDR_100t9e")
    state, _ = testing.play(state, "VAN_EX1_332", yeti, mana=10)  # Silence takes the gift away
    state, _ = testing.play(state, ASSASSINATE, yeti, mana=10)
    assert len(testing.board(state, 1)) == 1
    assert render(CARDS["EDR_100t9e"]).startswith("Reborn. Is Reborn with full Health and enchantments")


def test_sweet_dreams_puts_the_beast_on_top_of_the_deck_with_4_5() -> None:
    state, c = _pick_with(_herald().state, "EDR_100t8e1")
    d = CARDS[state.cards[c]]
    assert c not in testing.hand(state) and hsfp.zone(state, 0, Zone.DECK)[-1] == c
    state = testing.end_turns(state, 2)  # the next card drawn is the Beast, still gifted
    assert testing.hand(state)[-1] == c
    state = testing.act(state, PlayCard(c), check=True)
    assert testing.stats(state, c) == (d.atk + 4, d.health + 5)


def test_a_silence_removes_the_gift() -> None:
    state, c = _pick_with(_herald().state, "EDR_100t3e")
    d = CARDS[state.cards[c]]
    state = testing.act(state, PlayCard(c), check=True)
    state, _ = testing.play(state, "VAN_EX1_332", c, mana=10)  # Silence
    assert testing.stats(state, c)[1] == d.health and hsfp.tag(state, c, Tag.TAUNT) == 0


def test_a_full_hand_loses_the_chosen_beast_and_its_gift() -> None:
    t = _herald()
    state, filler = testing.put_all(t.state, 0, [YETI] * 10, Zone.HAND)
    option = _options(state)[0]
    state = testing.act(state, Choose(option), check=True)
    assert testing.hand(state) == filler and not _enchantments_on(state, option)


# -------------------------------------------------------------------------------------------- Kindred


def test_kindred_a_beast_played_last_turn_makes_the_discovered_beast_cost_1_less() -> None:
    t = _herald(_played_last_turn(LEECH))
    state, c = _pick_with(t.state, "EDR_100te")  # a gift that leaves the cost alone
    assert hsfp.cost(state, c) == CARDS[state.cards[c]].cost - 1
    assert KINDRED_DISCOUNT in _enchantments_on(state, c)


def test_kindred_needs_a_shared_minion_type_and_a_card_of_last_turn() -> None:
    # a minion without a type last turn, nothing last turn, a Beast played this turn: no discount
    this_turn, _ = testing.play(testing.scenario(heroes=HUNTER), LEECH)
    for before in (_played_last_turn(YETI), _played_last_turn(), this_turn):
        state, c = _pick_with(_herald(before).state, "EDR_100te")
        assert hsfp.cost(state, c) == CARDS[state.cards[c]].cost


def test_kindred_an_all_type_minion_shares_a_type_with_a_beast() -> None:
    state, c = _pick_with(_herald(_played_last_turn(AMALGAM.card_id)).state, "EDR_100te")
    assert hsfp.cost(state, c) == CARDS[state.cards[c]].cost - 1


def test_kindred_looks_at_your_last_turn_only_not_the_opponents() -> None:
    # the opponent plays a Beast on the turn between: it is not your card of last turn
    state = testing.end_turns(testing.scenario(heroes=HUNTER), 1)
    state, _ = testing.play(state, LEECH, player=1)
    state = testing.end_turns(state, 1)
    state, c = _pick_with(_herald(state).state, "EDR_100te")
    assert hsfp.cost(state, c) == CARDS[state.cards[c]].cost


def test_kindred_on_a_spell_needs_the_same_spell_school() -> None:
    for played, armour in ((FIRE_SPARK, 5), (FROST_SPARK, 0)):
        state = _played_last_turn(played.card_id)
        hero = hsfp.hero(state, 0)
        before = hsfp.tag(state, hero, Tag.ARMOR)
        state, _ = testing.play(state, KINDRED_FIRE.card_id)
        assert hsfp.tag(state, hero, Tag.ARMOR) - before == armour


# --------------------------------------------------------------------------------- data, JSON and text


def test_a_pending_dark_gift_is_restored_exactly_from_json() -> None:
    t = _herald(seed=9)
    restored = hsfp.from_json(hsfp.to_json(t.state))
    assert state_hash(restored) == state_hash(t.state) and restored.pending == t.state.pending
    option = _options(t.state)[2]
    after, again = (testing.act(s, Choose(option)) for s in (t.state, restored))
    assert state_hash(after) == state_hash(again)


def test_the_nodes_round_trip_through_json() -> None:
    nodes = (RAPTOR_HERALD.battlecry, dsl.KeepGifted(DARK_GIFTS, dsl.Draw(1)), dsl.Kindred())
    for node in nodes:
        assert codec.decode(codec.encode(node)) == node
    for d in TEST_CARDS:
        assert codec.from_json(codec.to_json(d)) == d


def test_the_card_reads_in_both_languages_and_is_worth_more_than_its_body() -> None:
    en, zh = render(RAPTOR_HERALD, strict=True), render(RAPTOR_HERALD, "zh", strict=True)
    assert "Discover" in en and "with a Dark Gift" in en and "Kindred" in en and "cost (1) less" in en
    assert "发现" in zh and "黑暗之赐" in zh and "延系" in zh
    assert render(KINDRED_FIRE).startswith("If you played a card last turn that shares a minion type")
    keep = dsl.KeepGifted(DARK_GIFTS)
    assert "with its Dark Gift" in render(CardDef("TEST_KEEP", "k", CardType.SPELL, play=keep))
    assert "黑暗之赐" in render(CardDef("TEST_KEEP", "k", CardType.SPELL, play=keep), "zh")
    body = CardDef("TEST_BODY", "body", CardType.MINION, cost=3, atk=4, health=2, race=int(Race.BEAST))
    assert estimate_value(RAPTOR_HERALD) > estimate_value(body)
