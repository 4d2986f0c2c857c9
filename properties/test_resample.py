"""Determinization over random games: `hsfp.resample(state, player, seed)` gives a state the player cannot
tell from the real one, sound and playable, drawn from what the player sees alone, and with the hidden
parts actually drawn afresh."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st
from returns.result import Success

import hsfp
import hsfp.api as api
from hsfp.core.actions import Action, EndTurn, Mulligan, PlayCard
from hsfp.core.registry import CARDS
from hsfp.core.state import LAYERS_CHANGED, GameState, set_row
from hsfp.core.tags import N_ZONES, Tag, Zone, column
from hsfp.observation import hidden_entities, observation
from hsfp.validation import problems
from hsfp.views.resample import dealt_entities, prior_pool, resample, secret_pool
from properties.strategies import (
    CLASSIC_POOL,
    aux_randoms,
    decks,
    game_settings,
    player_randoms,
    playout,
    setups,
    styles,
    tracking_decks,
)
from reducers.auras import refresh
from reducers.base import create, fresh_row
from reducers.turn import COIN

SUITE = "test_resample"
#: States of each game the properties look at (the first one, the mulligan, always among them).
LOOKED_AT = 6
#: Seeds tried before concluding that the hidden parts never change: a pool of two different cards over
#: two places repeats itself with probability 2**-SEEDS.
SEEDS = 24


def random_game_states(setup: object, rnd: random.Random, style: str, aux: random.Random) -> list[GameState]:
    """Returns some states of a random game: the first, and others at random."""
    played = playout(setup.start(), rnd, style=style, suite=SUITE)  # type: ignore[attr-defined]
    states = [s for s in played.states if not api.is_terminal(s)]
    return [states[0], *aux.sample(states[1:], min(LOOKED_AT - 1, len(states) - 1))]


def zone(state: GameState, player: int, z: Zone) -> tuple[int, ...]:
    """Returns a player's ordered zone."""
    return state.zones[player * N_ZONES + z]


def hidden_layout(state: GameState, player: int) -> tuple[tuple[str, ...], ...]:
    """Returns the cards hidden from a player as card ids, place by place: the opponent's hand, secrets
    and deck, and the player's own deck, in order."""
    opp = 1 - player
    return tuple(tuple(state.cards[e] for e in ids) for ids in (
        zone(state, opp, Zone.HAND), zone(state, opp, Zone.SECRET), zone(state, opp, Zone.DECK),
        zone(state, player, Zone.DECK)))


def redrawable(state: GameState, player: int, z: Zone, of: int) -> list[str]:
    """Returns the cards of one of `of`'s zones a resample for `player` deals out again: those dealt
    from a deck list (enchanted or not)."""
    dealt = dealt_entities(state)
    return [state.cards[e] for e in zone(state, of, z) if e in dealt]


#: Place tags: what a card keeps from its entity when the card behind it changes.
PLACE = tuple(column(t) for t in (Tag.ZONE, Tag.CONTROLLER, Tag.OWNER, Tag.DRAWN_ON_TURN))


def with_cards(state: GameState, changes: dict[int, str]) -> GameState:
    """Returns the state with other cards behind some entities (each rebuilt from its printed row, its
    place kept) and the layered values recomputed: what the game would hold had other cards been there."""
    rows, cards = list(state.rows), state.cards.evolver()
    for e, card in changes.items():
        row = list(fresh_row(CARDS[card], 0, 0, 0))
        for t in PLACE:
            row[t] = state.rows[e][t]
        rows[e], cards[e] = tuple(row), card
    s = state._replace(rows=tuple(rows), cards=cards.persistent(), dirty=state.dirty | LAYERS_CHANGED)
    return refresh(s)._replace(doomed=state.doomed)


def disguised(state: GameState, player: int, rnd: random.Random) -> GameState | None:
    """Returns the state with hidden facts changed that `player` cannot see, or None if it has none to
    change: every hidden card of the opponent not dealt from its deck list (the Coin aside) made another
    card (a secret another of its colour), two of its dealt hidden cards swapped (an enchanted one if
    there is one), and a tag no printed card has set on one of its hidden cards."""
    opp = 1 - player
    hidden = hidden_entities(state, player)
    dealt, enchantments = dealt_entities(state), set(state.enchantments)
    own = set(zone(state, player, Zone.DECK))
    pending = state.pending
    shown = set(pending.options) if pending is not None and pending.player == player else set()
    mine = sorted(e for e in hidden if e not in enchantments and e not in own and e not in shown
                  and state.cards[e] != COIN)
    secrets = set(zone(state, opp, Zone.SECRET))
    changes: dict[int, str] = {}
    for e in mine:
        if e in dealt and state.rows[e][Tag.OWNER] == opp:
            continue
        card = state.cards[e]
        others = [c for c in (secret_pool(state.rows[e][Tag.CLASS]) if e in secrets else CLASSIC_POOL) if c != card]
        if others:
            changes[e] = rnd.choice(others)
    from_list = [e for e in mine if e in dealt and state.rows[e][Tag.OWNER] == opp and e not in secrets]
    enchanted = {state.rows[x][column(Tag.ATTACHED)] for x in enchantments}
    for a in sorted(from_list, key=lambda e: e not in enchanted):
        b = next((b for b in from_list if state.cards[b] != state.cards[a]), None)
        if b is not None:
            changes[a], changes[b] = state.cards[b], state.cards[a]
            break
    if not mine:
        return None
    s = with_cards(state, changes)
    marked = rnd.choice(mine)
    c = column(Tag.CREATOR)
    return s._replace(rows=set_row(s.rows, marked, (*s.rows[marked][:c], 4, *s.rows[marked][c + 1:])))


any_decks = st.one_of(decks(), tracking_decks())


@game_settings(40)
@given(setup=setups(any_decks), rnd=player_randoms(), style=styles(), aux=aux_randoms(),
       seed=st.one_of(st.integers(0, 2**32), st.integers(-(2**200), 2**200)))
def test_a_resample_looks_the_same_is_sound_and_plays_the_same(setup, rnd, style, aux, seed: int) -> None:
    """For both players: the observation is equal, no invariant is broken, the opponent's secrets are
    secrets; for the player to act, the legal actions are the same and each one steps."""
    for state in random_game_states(setup, rnd, style, aux):
        for player in (0, 1):
            other = resample(state, player, seed)
            assert observation(other, player) == observation(state, player)
            assert problems(other) == []
            assert all(any(t == Tag.SECRET and v for t, v in CARDS[other.cards[e]].tags)
                       for e in zone(other, 1 - player, Zone.SECRET))
            if player != api.current_player(state):
                continue
            legal = api.legal_actions(state)
            assert api.legal_actions(other) == legal
            for action in legal:
                result = api.step(other, action)
                assert isinstance(result, Success), f"{action!r} refused in the resample: {result.failure()}"
                assert problems(result.unwrap().state) == []


@game_settings(30)
@given(setup=setups(any_decks), rnd=player_randoms(), style=styles(), aux=aux_randoms(),
       seeds=st.tuples(st.integers(0, 2**64), st.integers(0, 2**64)))
def test_a_resample_depends_only_on_what_the_player_sees(setup, rnd, style, aux, seeds: tuple[int, int]) -> None:
    """Resampling a resample with a seed gives what resampling the real state with it gives: where each
    hidden card really was does not reach the result (so agents searching resamples are blind to it)."""
    j, k = seeds
    for state in random_game_states(setup, rnd, style, aux):
        for player in (0, 1):
            assert resample(resample(state, player, j), player, k) == resample(state, player, k)


@game_settings(30)
@given(setup=setups(any_decks), rnd=player_randoms(), style=styles(), aux=aux_randoms(),
       seed=st.integers(0, 2**256))
def test_hidden_facts_do_not_reach_the_resample(setup, rnd, style, aux, seed: int) -> None:
    """Two states the player cannot tell apart (the opponent's made cards being other cards, its dealt
    hidden cards swapped between an enchanted entity and a plain one, a hidden card carrying a stray tag)
    resample to the same state with the same seed: an agent searching resamples is blind to them."""
    for state in random_game_states(setup, rnd, style, aux):
        for player in (0, 1):
            other = disguised(state, player, aux)
            if other is None:
                continue
            assert observation(other, player) == observation(state, player)
            assert resample(other, player, seed) == resample(state, player, seed)


@game_settings(30)
@given(setup=setups(), rnd=player_randoms(), style=styles(), aux=aux_randoms(), base=st.integers(0, 2**64))
def test_the_hidden_parts_vary_over_seeds(setup, rnd, style, aux, base: int) -> None:
    """Over seeds the opponent's hand and deck and the player's own deck order change whenever they could:
    the opponent has two different cards to deal out, or the player's deck two different cards; a fresh
    random stream every time; and cards the caller says it knows keep their card."""
    for state in random_game_states(setup, rnd, style, aux):
        for player in (0, 1):
            opp = 1 - player
            real = hidden_layout(state, player)
            others = [resample(state, player, base + i) for i in range(SEEDS)]
            layouts = [hidden_layout(o, player) for o in others]
            pool = redrawable(state, player, Zone.HAND, opp) + redrawable(state, player, Zone.DECK, opp)
            if len(set(pool)) >= 2 and len(pool) >= 2:
                assert any(lay[0] != real[0] or lay[2] != real[2] for lay in layouts)
            if len(set(state.cards[e] for e in zone(state, player, Zone.DECK))) >= 2:
                assert any(lay[3] != real[3] for lay in layouts)
            assert len({o.rng for o in others}) == SEEDS and state.rng not in {o.rng for o in others}
            hand = zone(state, opp, Zone.HAND)
            if hand:
                kept = resample(state, player, base, known=hand)
                assert hidden_layout(kept, player)[0] == real[0]


@game_settings(20)
@given(setup=setups(tracking_decks(), with_rules=False), rnd=player_randoms(), seed=st.integers(0, 2**64))
def test_an_opponents_pending_choice_is_resampled_soundly(setup, rnd, seed: int) -> None:
    """While the opponent chooses (a mulligan, a Tracking), the resample for the waiting player still
    looks the same, is sound, and the chooser's answers all step."""
    checked = 0

    def on_state(state: GameState, legal: tuple[object, ...]) -> None:
        nonlocal checked
        if state.pending is None:
            return
        waiting = 1 - state.pending.player
        other = resample(state, waiting, seed)
        assert observation(other, waiting) == observation(state, waiting)
        assert problems(other) == []
        assert api.legal_actions(other) == legal
        for action in legal[:8]:
            assert isinstance(api.step(other, action), Success)
        checked += 1

    playout(setup.start(), rnd, suite=SUITE, on_state=on_state)
    assert checked >= 2  # both mulligans at least


def test_resample_is_exported() -> None:
    assert hsfp.resample is resample


# ------------------------------------------------------------------------ two states, one observation

FAR_SIGHT = "VAN_CS2_053"  # "Draw a card. That card costs (3) less."
FILLERS = ("VAN_CS2_182", "VAN_CS2_189", "VAN_CS2_029", "VAN_CS2_120", "VAN_CS2_127", "VAN_CS2_200")


def after_mulligans(decks: tuple[tuple[str, ...], tuple[str, ...]], heroes: tuple[str, str],
                    seed: int) -> GameState:
    """Returns a new game with both mulligans kept."""
    state = api.new_game(decks, heroes, seed)
    while state.pending is not None:
        state = api.step(state, Mulligan()).unwrap().state
    return state


def first_play_of(state: GameState, player: int, card: str) -> GameState:
    """Returns the state after `player` first plays `card` (both ending their turns until it can)."""
    while True:
        legal: tuple[Action, ...] = api.legal_actions(state)
        play = next((a for a in legal if isinstance(a, PlayCard) and state.cards[a.card] == card), None)
        if api.current_player(state) == player and play is not None:
            return api.step(state, play).unwrap().state
        state = api.step(state, EndTurn()).unwrap().state


def test_a_card_made_in_the_opponents_hand_does_not_reach_the_resample() -> None:
    """Whatever card an effect gave the opponent, the player's resamples are the same: the card is drawn
    from the prior of the opponent's class and neutral, afresh over seeds."""
    deck = FILLERS * 5
    base = after_mulligans((deck, deck), ("HERO_08", "HERO_02"), seed=11)
    made = [refresh(create(base, card, 1, int(Zone.HAND))[0]) for card in ("EX1_014t", "VAN_CS2_029", "VAN_EX1_132")]
    entity = len(base.rows)
    assert len({observation(s, 0) for s in made}) == 1
    drawn = set()
    for seed in range(12):
        first, *rest = (resample(s, 0, seed) for s in made)
        assert all(r == first for r in rest)
        assert problems(first) == []
        drawn.add(first.cards[entity])
    assert drawn <= set(prior_pool(CARDS["HERO_02"].card_class)) and len(drawn) > 1


def test_the_card_behind_a_hidden_enchantment_does_not_reach_the_resample() -> None:
    """The card the opponent's Far Sight drew (enchanted to cost 3 less) is redrawn like any other: the
    enchantment stays on its entity, over whatever card is dealt there, so swapping the real card with
    one in the opponent's deck changes nothing the player's resamples hold."""
    shaman = (FAR_SIGHT,) * 10 + FILLERS * 3 + ("VAN_CS2_042", "VAN_CS2_045")
    state = first_play_of(after_mulligans((FILLERS * 5, shaman), ("HERO_08", "HERO_02"), seed=5), 1, FAR_SIGHT)
    (ench,) = (x for x in state.enchantments if state.cards[x] == "CS2_053e")
    host = state.rows[ench][column(Tag.ATTACHED)]
    assert host in zone(state, 1, Zone.HAND)
    other = next(e for e in zone(state, 1, Zone.DECK) if state.cards[e] != state.cards[host])
    swapped = with_cards(state, {host: state.cards[other], other: state.cards[host]})
    assert observation(swapped, 0) == observation(state, 0)
    behind = set()
    for seed in range(12):
        a = resample(state, 0, seed)
        assert a == resample(swapped, 0, seed) and problems(a) == []
        assert a.rows[ench][column(Tag.ATTACHED)] == host and ench in a.enchantments
        behind.add(a.cards[host])
    assert len(behind) > 1
