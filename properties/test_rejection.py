"""Rejection: an illegal or malformed action is a `Failure(Rejected(code, reason))` with a `Code` member
and a sentence, and the input state is untouched; and the validator and `legal_actions` agree exactly.
"""

from __future__ import annotations

import dataclasses
import pickle
import random
from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Success

import hsfp.api as api
from hsfp.agents import first_playable
from hsfp.core.actions import (
    Action,
    Attack,
    Choose,
    Code,
    Concede,
    EndTurn,
    HeroPower,
    Mulligan,
    PlayCard,
    Trade,
    UseLocation,
)
from hsfp.core.registry import CARDS
from hsfp.core.state import ChoiceKind, GameState
from hsfp.core.tags import CardType, Tag, Zone, column
from properties.strategies import (
    NON_ACTIONS,
    aux_randoms,
    card_type,
    characters,
    choose,
    game_settings,
    huge_ids,
    illegal_action,
    player_randoms,
    playout,
    refused,
    setups,
    styles,
    unknown_ids,
    zone,
)
from reducers.legal import validate

SUITE = "test_rejection"
#: Illegal actions tried at every state of a game.
PER_STATE = 4


def snapshot(state: GameState) -> GameState:
    """Returns a deep copy of a state that shares nothing with it."""
    return pickle.loads(pickle.dumps(state))


def assert_refused(state: GameState, action: object, codes: frozenset[Code] | None) -> None:
    """The action is refused with an allowed code and a sentence, twice alike, and the state is untouched."""
    before = snapshot(state)
    rej = refused(state, action)
    if codes is not None:
        assert rej.code in codes, f"{action!r} was refused as {rej.code} ({rej.reason}), expected one of {codes}"
    assert api.step(state, action) == Failure(rej)  # type: ignore[arg-type]
    assert state == before, f"refusing {action!r} changed the state"


# ----------------------------------------------------------------------- illegal actions in random games


@game_settings(40)
@given(setup=setups(), rnd=player_randoms(), style=styles(), aux=aux_randoms())
def test_illegal_actions_are_refused_in_random_games(setup, rnd, style, aux: random.Random) -> None:
    """At every state of a random game (the mulligan, picks and the finished game included), random illegal
    actions of every family are refused with the right code, a sentence, and the state untouched."""

    def on_state(state: GameState, legal: tuple[Action, ...]) -> None:
        # repr, not ==: HeroPower(4.0) == HeroPower(4) and PlayCard(True) == PlayCard(1), yet a float or a
        # bool is no entity id and must be refused as MALFORMED.
        listed = {repr(a) for a in legal}
        for _ in range(PER_STATE):
            action, codes = illegal_action(state, aux)
            assert repr(action) not in listed, f"the generator made a legal action {action!r}"
            assert_refused(state, action, codes)

    playout(setup.start(), rnd, style=style, suite=SUITE, on_state=on_state)


def wrong_types() -> st.SearchStrategy[object]:
    """Returns values that are not entity ids, positions or choices (ints that are not bools)."""
    return st.one_of(
        st.text(max_size=4), st.floats(), st.booleans(), st.binary(max_size=3), st.complex_numbers(),
        st.fractions(), st.decimals(allow_nan=False), st.tuples(st.integers()), st.lists(st.integers(), max_size=2),
        st.dictionaries(st.integers(), st.integers(), max_size=1), st.sampled_from(NON_ACTIONS).filter(
            lambda x: x is not None and not (isinstance(x, int) and not isinstance(x, bool))),
    )


def malformed(state: GameState) -> st.SearchStrategy[tuple[object, frozenset[Code]]]:
    """Returns actions with a field of the wrong type, out of range or an unknown entity id, with the refusal
    codes allowed when no choice is pending and the game runs."""
    bad_id = st.one_of(st.integers(-(2**63), -1), st.integers(len(state.rows), 2**63 - 1),
                       st.sampled_from(unknown_ids(state)))
    entity = st.integers(4, len(state.rows) - 1)
    maybe = st.one_of(st.none(), entity)
    wrong, unknown, none_pending = ({Code.MALFORMED}, {Code.UNKNOWN_ENTITY}, {Code.NO_CHOICE_PENDING})
    return st.one_of(
        st.one_of(st.none(), st.integers(), st.text(max_size=4), st.floats(), wrong_types(),
                  st.sampled_from(NON_ACTIONS)).map(lambda x: (x, frozenset(wrong))),
        st.builds(PlayCard, wrong_types(), maybe, st.none(), st.none()).map(lambda a: (a, frozenset(wrong))),
        st.builds(PlayCard, entity, wrong_types(), maybe, st.none()).map(lambda a: (a, frozenset(wrong))),
        st.builds(PlayCard, entity, maybe, wrong_types(), st.none()).map(lambda a: (a, frozenset(wrong))),
        st.builds(PlayCard, entity, maybe, maybe, wrong_types()).map(lambda a: (a, frozenset(wrong))),
        st.builds(Attack, wrong_types(), entity).map(lambda a: (a, frozenset(wrong))),
        st.builds(Attack, entity, wrong_types()).map(lambda a: (a, frozenset(wrong))),
        st.builds(HeroPower, wrong_types()).map(lambda a: (a, frozenset(wrong))),
        st.builds(PlayCard, st.sampled_from(huge_ids())).map(lambda a: (a, frozenset(wrong))),
        st.builds(Attack, st.sampled_from(characters(state)), st.sampled_from(huge_ids()))
        .map(lambda a: (a, frozenset(wrong))),
        st.builds(PlayCard, bad_id).map(lambda a: (a, frozenset(unknown))),
        st.builds(Attack, bad_id, st.sampled_from(characters(state))).map(lambda a: (a, frozenset(unknown))),
        st.builds(Attack, st.sampled_from(characters(state)), bad_id).map(lambda a: (a, frozenset(unknown))),
        st.builds(HeroPower, bad_id).map(lambda a: (a, frozenset(unknown))),
        st.builds(Choose, st.one_of(entity, bad_id)).map(lambda a: (a, frozenset(none_pending))),
        st.builds(Choose, wrong_types()).map(lambda a: (a, frozenset(wrong))),
        st.builds(Mulligan, st.one_of(st.tuples(entity), st.tuples(), st.lists(entity, max_size=2)))
        .map(lambda a: (a, frozenset(none_pending))),
        # a tuple or list of small ints is a well-formed answer, refused only because nothing is pending
        st.builds(Mulligan, wrong_types()).map(lambda a: (a, frozenset(wrong | none_pending))),
    )


@game_settings(40)
@given(setup=setups(with_rules=False), rnd=player_randoms(), at=st.integers(2, 120), data=st.data())
def test_malformed_actions_are_refused(setup, rnd, at: int, data: st.DataObject) -> None:
    """Hypothesis-made malformed actions (wrong types, ids beyond 64 bits, unknown or negative ids,
    non-actions, answers with nothing pending) are refused as MALFORMED, UNKNOWN_ENTITY or NO_CHOICE_PENDING
    in the main phase."""
    state, steps = setup.start(), 0
    while not api.is_terminal(state) and (steps < at or state.pending is not None):
        state = api.apply_action(state, choose(rnd, state, api.legal_actions(state)))
        steps += 1
    if api.is_terminal(state):
        return
    for _ in range(8):
        action, codes = data.draw(malformed(state), label="action")
        assert_refused(state, action, codes)


# ------------------------------------------------------------------- the validator agrees with the list


def canonical(state: GameState, action: Action) -> Action:
    """Returns the form `legal_actions` lists an action in: a minion or location played at position None
    ("rightmost", as documented on PlayCard) is listed at its explicit rightmost position."""
    if (isinstance(action, PlayCard) and action.position is None and state.pending is None
            and not api.is_terminal(state) and type(action.card) is int and 4 <= action.card < len(state.rows)
            and card_type(state, action.card) in (CardType.MINION, CardType.LOCATION)
            and state.rows[action.card][column(Tag.ZONE)] == Zone.HAND
            and state.rows[action.card][column(Tag.CONTROLLER)] == state.current):
        return dataclasses.replace(action, position=len(zone(state, state.current, Zone.PLAY)))
    return action


def candidates(state: GameState, rnd: random.Random) -> list[Action]:
    """Returns a family of actions over the current entities: every PlayCard of a card in the acting
    player's hand with every target (none, each character, some non-characters, an unknown id), every
    position (none, -1, 0 .. board+1) and every choice (none, -1, each Choose One option, one more);
    every other entity played plainly and at a target; every Attack
    between characters (and some non-characters); every HeroPower target; every Choose; Mulligans."""
    n = len(state.rows)
    p = api.current_player(state)
    chars = characters(state)
    everything = range(4, n)
    hand = zone(state, p, Zone.HAND)
    others = [e for e in everything if e not in chars and e not in hand]
    strays = (*rnd.sample(others, min(3, len(others))), n, -1)
    targets = (None, *chars, *strays)
    positions = (None, -1, *range(len(zone(state, p, Zone.PLAY)) + 2))
    out: list[Action] = [EndTurn()]
    for c in hand:
        n_choices = len(CARDS[state.cards[c]].choose_one)
        choices = (None, -1, *range(n_choices + 1)) if n_choices else (None, 0)
        out += [PlayCard(c, t, pos, ch) for t in targets for pos in positions for ch in choices]
    for c in (*(e for e in everything if e not in hand), n, -1, 0, 2):
        out += [PlayCard(c), PlayCard(c, rnd.choice(chars)), PlayCard(c, None, 0)]
    attackers = (*chars, *strays[:1], *hand[:1])
    out += [Attack(a, d) for a in attackers for d in (*chars, *strays)]
    out += [HeroPower(t) for t in targets]
    out += [Trade(c) for c in (*hand, *strays, *chars[:2])]
    out += [UseLocation(e, t) for e in (*zone(state, p, Zone.PLAY), *strays[:1], *hand[:1]) for t in targets]
    out += [Choose(o) for o in (*everything, n, -1)]
    pending = state.pending
    if pending is not None and pending.kind == ChoiceKind.MULLIGAN:
        opts = pending.options
        out += [Mulligan(c) for k in range(len(opts) + 1) for c in combinations(opts, k)]
        out += [Mulligan((opts[0], opts[0])), Mulligan((*opts, rnd.choice(others)))]
    else:
        out += [Mulligan(()), Mulligan(hand[:1])]
    return out


def assert_agreement(state: GameState, rnd: random.Random) -> int:
    """Every candidate listed by `legal_actions` (up to the documented position alias) is accepted and
    every other is refused; the candidates cover every listed action. Returns how many were tried."""
    legal = api.legal_actions(state)
    listed = set(legal)
    assert len(listed) == len(legal), "legal_actions lists an action twice"
    family = candidates(state, rnd)
    covered = set()
    before = snapshot(state)
    for action in family:
        canon = canonical(state, action)
        result = api.step(state, action)
        if canon in listed:
            covered.add(canon)
            assert isinstance(result, Success), (
                f"{action!r} is listed by legal_actions but refused: {result.failure()}")
            if canon != action:  # the alias does exactly what the listed action does
                assert result == api.step(state, canon), f"{action!r} and {canon!r} differ"
        else:
            assert isinstance(result, Failure), f"{action!r} is accepted but not listed by legal_actions"
            assert isinstance(result.failure().code, Code)
    assert covered == listed, f"the candidates miss listed actions: {sorted(map(repr, listed - covered))[:5]}"
    assert state == before
    return len(family)


@game_settings(25)
@given(setup=setups(), rnd=player_randoms(), style=styles(), aux=aux_randoms())
def test_validate_and_legal_actions_agree(setup, rnd, style, aux: random.Random) -> None:
    """At random states of a random game (about one in four, the first and the last always), the validator
    accepts exactly the listed actions among a family of candidates over the current entities."""

    def on_state(state: GameState, legal: tuple[Action, ...]) -> None:
        if state.turn == 0 or api.is_terminal(state) or state.pending is not None or aux.randrange(4) == 0:
            assert_agreement(state, aux)

    playout(setup.start(), rnd, style=style, suite=SUITE, on_state=on_state)


@game_settings(25)
@given(setup=setups(), rnd=player_randoms(), style=styles(), aux=aux_randoms())
def test_what_a_policy_vouches_for_passes_the_full_check(setup, rnd, style, aux: random.Random) -> None:
    """At every state of a random game, the action `first_playable` picks, which `step` then takes for that
    state without checking it again (`reducers.legal.vouch`), is accepted by the full check of an equal
    state no memo knows, and makes the same transition there."""

    def on_state(state: GameState, legal: tuple[Action, ...]) -> None:
        seed = aux.randrange(1 << 30)
        pick = first_playable(state, random.Random(seed))
        fresh = snapshot(state)  # equal, but not the state any memo holds: every check runs
        assert fresh == state and fresh is not state
        if api.is_terminal(state):
            assert isinstance(api.step(state, pick), Failure)
            return
        assert validate(fresh, pick) is None, f"{pick!r} was vouched for but the full check refuses it"
        again = first_playable(state, random.Random(seed))
        assert again == pick  # the same pick for the same draws
        assert api.step(state, pick).unwrap() == api.step(fresh, pick).unwrap()

    playout(setup.start(), rnd, style=style, suite=SUITE, on_state=on_state)


def test_a_finished_game_refuses_everything() -> None:
    """A finished game lists nothing and refuses every candidate with GAME_OVER (malformed ones: MALFORMED)."""
    deck = ("VAN_CS2_182",) * 30
    state = api.new_game((deck, deck), ("HERO_08", "HERO_01"), seed=3)
    state = api.apply_action(state, Concede())
    assert api.legal_actions(state) == ()
    for action in candidates(state, random.Random(0)):
        assert_refused(state, action, frozenset({Code.GAME_OVER}))
    for thing in NON_ACTIONS:
        assert_refused(state, thing, frozenset({Code.MALFORMED}))
