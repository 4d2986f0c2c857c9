"""The options of an offer (Discover and its kin) over random games with the benchmark decks: the opponent
of the chooser never learns a card id of an option, neither from its observation nor from the events it
is shown, while the choice is pending and when it is answered."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

import hsfp.api as api
from hsfp.core.actions import Action, Transition
from hsfp.core.state import ChoiceKind, GameState
from hsfp.core.tags import Tag, Zone, column
from hsfp.decks import preset, preset_names
from hsfp.observation import filter_events, observation
from properties.strategies import game_settings, player_randoms, playout, seeds

SUITE = "test_offers_hidden"
#: Stand-ins put under an option to check the opponent's view does not change (two, in case one is it).
_STAND_INS = ("VAN_CS2_231", "VAN_CS2_182")
#: Where an option is not public: set aside (generated), or still in a hand or deck.
_PRIVATE = frozenset({int(Zone.SETASIDE), int(Zone.DECK), int(Zone.HAND)})


def _private_options(state: GameState) -> tuple[int, ...]:
    p = state.pending
    if p is None or p.kind != ChoiceKind.PICK:
        return ()
    return tuple(o for o in p.options if state.rows[o][column(Tag.ZONE)] in _PRIVATE)


def _with_stand_ins(state: GameState, options: tuple[int, ...]) -> GameState:
    cards = state.cards
    for o in options:
        cards = cards.set(o, _STAND_INS[0] if cards[o] != _STAND_INS[0] else _STAND_INS[1])
    return state._replace(cards=cards)


def _shown_cards(state: GameState, viewer: int) -> set[str]:
    return {e.card_id for e in observation(state, viewer).entities if e.card_id}


def _named(t: Transition, viewer: int) -> set[str]:
    return {c for ev in filter_events(t.events, t.state, viewer)
            for c in (ev.entity_card, ev.source_card, ev.target_card) if c}


def _check_view(state: GameState, _legal: tuple[Action, ...]) -> None:
    options = _private_options(state)
    if not options:
        return
    assert state.pending is not None
    opponent = 1 - state.pending.player
    assert observation(state, opponent) == observation(_with_stand_ins(state, options), opponent), (
        "the opponent's observation changes with the cards offered")


def _check_events(before: GameState, _action: Action, t: Transition) -> None:
    for s in (before, t.state):
        options = _private_options(s)
        if not options:
            continue
        assert s.pending is not None
        opponent = 1 - s.pending.player
        offered = {s.cards[o] for o in options}
        # a card the opponent sees anyway (the same card on the board) is not a leak of the option
        seen_anyway = _shown_cards(before, opponent) | _shown_cards(t.state, opponent)
        leaked = (offered - seen_anyway) & _named(t, opponent)
        assert not leaked, f"the opponent is shown offered cards {sorted(leaked)}"


@game_settings(30)
@given(seed=seeds(), rnd=player_randoms(), pair=st.tuples(st.sampled_from(preset_names()),
                                                         st.sampled_from(preset_names())))
def test_the_opponent_never_learns_an_offered_card(seed: int, rnd: random.Random, pair: tuple[str, str]) -> None:
    a, b = preset(pair[0]), preset(pair[1])
    state = api.new_game((a.cards, b.cards), (a.hero, b.hero), seed)
    playout(state, rnd, style="eager", suite=SUITE, on_state=_check_view, on_step=_check_events)
