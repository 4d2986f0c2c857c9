"""The trusted step agrees with `step` on every action `legal_actions` lists, in random games; so does
`apply_action`, which steps the admitted action the same way without logging."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from hsfp import advance
from hsfp.core.actions import Attack, Concede, EndTurn, PlayCard
from hsfp.core.dsl import CardDef
from hsfp.core.registry import register, unregister
from hsfp.core.state import GameState, state_hash
from hsfp.core.tags import CardType
from hsfp.decks import random_deck


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_trusted_step_makes_the_transition_step_makes(seed: int) -> None:
    """At every state of a random game (random Basic and Classic decks, uniform legal actions), the
    trusted step of the chosen action gives the same next state, events and draws as `step`, and
    `advance` the same next state."""
    rnd = random.Random(seed)
    state = hsfp.new_game(decks=(random_deck(rnd), random_deck(rnd)), seed=seed)
    steps = 0
    while not hsfp.is_terminal(state) and steps < 3_000:
        legal = hsfp.legal_actions(state)
        action = legal[rnd.randrange(len(legal))]
        transition = hsfp.step(state, action).unwrap()
        trusted = hsfp.step_trusted(state, action)
        assert trusted == transition
        assert state_hash(trusted.state) == state_hash(transition.state)
        assert advance(state, action) == transition.state
        assert hsfp.apply_action(state, action) == transition.state
        state = transition.state
        steps += 1
    assert hsfp.is_terminal(state)


def test_trusted_step_leaves_its_input_untouched() -> None:
    """A kept state is the same value after the trusted step and `advance` were applied to it."""
    deck = ["VAN_CS2_182", "VAN_CS2_029", "VAN_CS2_189"] * 10
    state = hsfp.new_game(decks=(deck, deck), seed=7)
    while state.pending is not None:
        state = hsfp.step_trusted(state, hsfp.legal_actions(state)[0]).state
    kept = state_hash(state)
    for action in hsfp.legal_actions(state):
        hsfp.step_trusted(state, action)
        advance(state, action)
    assert state_hash(state) == kept
    assert hsfp.step_trusted(state, EndTurn()).state.current != state.current


def _yetis_game(end_turns: int = 0) -> GameState:
    """Returns a game of Chillwind Yeti, Fireball and Elven Archer decks past both mulligans (every card kept)
    and a number of ended turns."""
    deck = ["VAN_CS2_182", "VAN_CS2_029", "VAN_CS2_189"] * 10
    state = hsfp.new_game(decks=(deck, deck), seed=7)
    while state.pending is not None:
        state = hsfp.apply_action(state, hsfp.legal_actions(state)[0])
    for _ in range(end_turns):
        state = hsfp.apply_action(state, EndTurn())
    return state


def test_apply_action_refuses_what_step_refuses_and_changes_nothing() -> None:
    """An illegal or malformed action raises a ValueError naming the refusal's code, as `step` refuses
    it, and the state is the value it was."""
    state = _yetis_game()
    kept = state_hash(state)
    for bad in (PlayCard(10_000), Attack(1, 2), "end turn", PlayCard(True)):
        code = hsfp.step(state, bad).failure().code
        with pytest.raises(ValueError, match=rf"^{code.value}: "):
            hsfp.apply_action(state, bad)
    assert state_hash(state) == kept


def test_a_listed_action_steps_as_an_equal_copy_does_and_is_checked_again_on_another_state() -> None:
    """`step` takes an action `legal_actions` just listed for the same state without checking it again:
    the transition is the one an equal, freshly made action gives. The same object passed for another
    state is checked there: refused with the state unchanged when it is illegal there."""
    state = _yetis_game(end_turns=6)
    listed = hsfp.legal_actions(state)
    plays = [a for a in listed if isinstance(a, PlayCard)]
    assert plays
    play = plays[0]
    copy = PlayCard(play.card, play.target, play.position, play.choice)
    assert copy is not play
    assert hsfp.step(state, play).unwrap() == hsfp.step(state, copy).unwrap()
    after = hsfp.apply_action(state, play)
    hsfp.legal_actions(state)  # the memo holds `state` again; `after` is another state
    kept = state_hash(after)
    refused = hsfp.step(after, play)  # the card left the hand: not playable in `after`
    assert refused.failure().code.value == "not_in_hand"
    with pytest.raises(ValueError, match=r"^not_in_hand: "):
        hsfp.apply_action(after, play)
    assert state_hash(after) == kept


def test_a_first_playable_pick_steps_as_an_equal_copy_does_and_is_checked_again_on_another_state() -> None:
    """`step` takes what `first_playable` picked for a state without checking it again: the transition is
    the one an equal, freshly made action gives. The same object passed for another state, or for the same
    state once a card was defined meanwhile, is checked there: refused where it is illegal, the state
    unchanged."""
    from hsfp.agents import first_playable

    state = _yetis_game(end_turns=9)  # player 0, 5 mana: the first playable card is played
    rnd = random.Random(3)
    pick = first_playable(state, rnd)
    assert isinstance(pick, PlayCard)
    copy = PlayCard(pick.card, pick.target, pick.position, pick.choice)
    assert copy is not pick
    taken = hsfp.step(state, pick).unwrap()
    assert taken == hsfp.step(state, copy).unwrap()
    after = taken.state
    first_playable(state, random.Random(3))  # vouched for `state` again; `after` is another state
    kept = state_hash(after)
    assert hsfp.step(after, pick).failure().code.value == "not_in_hand"
    assert state_hash(after) == kept
    over = hsfp.apply_action(state, Concede())  # a finished game: whatever the policy picks is refused
    assert hsfp.is_terminal(over)
    assert hsfp.step(over, first_playable(over, rnd)).failure().code.value == "game_over"
    register(CardDef("TEST_VOUCHED_AGAIN", "Vouched Again", CardType.MINION, cost=1, atk=1, health=1))
    try:
        first_playable(state, random.Random(3))
        assert hsfp.step(state, pick).unwrap() == taken  # checked afresh under the new registry: still legal
    finally:
        unregister("TEST_VOUCHED_AGAIN")


def test_legal_actions_asked_again_for_the_same_state_lists_the_same_actions() -> None:
    """Asked twice in a row for one state, `legal_actions` hands back the same listing; asked for another
    state in between, it lists that state's actions, and the first state's again after."""
    state = _yetis_game(end_turns=6)
    first = hsfp.legal_actions(state)
    assert hsfp.legal_actions(state) is first
    after = hsfp.apply_action(state, next(a for a in first if isinstance(a, PlayCard)))
    listed_after = hsfp.legal_actions(after)
    assert listed_after != first
    assert hsfp.legal_actions(state) == first
    # a card defined meanwhile may change what is legal: the state is listed again
    again = hsfp.legal_actions(state)
    register(CardDef("TEST_LISTED_AGAIN", "Listed Again", CardType.MINION, cost=1, atk=1, health=1))
    try:
        relisted = hsfp.legal_actions(state)
        assert relisted == again and relisted is not again
    finally:
        unregister("TEST_LISTED_AGAIN")


def test_targets_asked_for_a_state_are_that_states_and_step_checks_against_them() -> None:
    """A card's targets and an attacker's targets are those of the state asked about, whichever state was
    asked about just before: a Fireball and an attack may aim at the enemy Yeti while it stands, not once
    a first Fireball has killed it, and `step` then refuses the attack, the state unchanged."""
    state = _yetis_game(end_turns=7)

    def first(s: GameState, player: int, card_id: str, zone: hsfp.Zone = hsfp.Zone.HAND) -> int:
        return next(e for e in hsfp.zone(s, player, zone) if hsfp.card_id(s, e) == card_id)

    state = hsfp.apply_action(state, PlayCard(first(state, 0, "VAN_CS2_182")))
    state = hsfp.apply_action(state, EndTurn())
    state = hsfp.apply_action(state, PlayCard(first(state, 1, "VAN_CS2_182")))
    state = hsfp.apply_action(state, EndTurn())
    mine, theirs = first(state, 0, "VAN_CS2_182", hsfp.Zone.PLAY), first(state, 1, "VAN_CS2_182", hsfp.Zone.PLAY)
    fireball = first(state, 0, "VAN_CS2_029")
    assert theirs in hsfp.legal_targets(state, fireball) and theirs in hsfp.attack_targets(state, mine)
    after = hsfp.apply_action(state, PlayCard(fireball, theirs))  # 6 damage to a 4/5: it dies
    again = first(after, 0, "VAN_CS2_029")
    assert theirs not in hsfp.legal_targets(after, again)
    assert theirs in hsfp.legal_targets(state, again)  # asked for the first state again: its Yeti stands
    assert theirs not in hsfp.attack_targets(after, mine)
    assert theirs in hsfp.attack_targets(state, mine)
    kept = state_hash(after)
    assert hsfp.step(after, Attack(mine, theirs)).failure().code.value == "invalid_target"
    assert state_hash(after) == kept
    assert hsfp.step(state, Attack(mine, theirs)).unwrap().state != state


def test_a_play_among_the_targets_just_asked_for_is_taken_and_any_other_form_of_it_refused() -> None:
    """After a policy asked for a card's targets (`play_targets`, as `first_playable` does), `step` takes a
    play of that card at one of them for that state as it takes the play freshly checked; the same card
    with a choice it does not have, a position a spell does not take, a target outside them, or the same
    play on another state is refused with the validator's code, the state unchanged."""
    from reducers.legal import play_targets

    state = _yetis_game(end_turns=9)  # player 0, 5 mana: Fireball (4) and Yeti (4) are playable
    hand = hsfp.zone(state, 0, hsfp.Zone.HAND)
    fireball = next(e for e in hand if hsfp.card_id(state, e) == "VAN_CS2_029")
    yeti = next(e for e in hand if hsfp.card_id(state, e) == "VAN_CS2_182")
    kept = state_hash(state)
    targets = play_targets(state, fireball)
    assert targets is not None and len(targets) >= 2
    aimed = targets[0]
    taken = hsfp.step(state, PlayCard(fireball, aimed)).unwrap()
    play_targets(state, yeti)  # the answer for another card in between: the Fireball is checked afresh
    assert hsfp.step(state, PlayCard(fireball, aimed)).unwrap() == taken
    for bad, code in ((PlayCard(fireball, aimed, None, -1), "invalid_choice"),
                      (PlayCard(fireball, aimed, None, 0), "invalid_choice"),
                      (PlayCard(fireball, aimed, 0), "invalid_position"),
                      (PlayCard(fireball, fireball), "invalid_target"),
                      (PlayCard(fireball), "invalid_target")):
        play_targets(state, fireball)
        assert hsfp.step(state, bad).failure().code.value == code, bad
    assert play_targets(state, yeti) == (None,)
    for bad, code in ((PlayCard(yeti, None, 99), "invalid_position"), (PlayCard(yeti, None, -1), "invalid_position")):
        play_targets(state, yeti)
        assert hsfp.step(state, bad).failure().code.value == code, bad
    play_targets(state, fireball)
    after = taken.state
    assert hsfp.step(after, PlayCard(fireball, aimed)).failure().code.value == "not_in_hand"
    assert state_hash(state) == kept


def test_an_event_no_card_listens_for_is_logged_by_step_and_changes_nothing_for_advance() -> None:
    """Playing a Yeti when no card of the game listens for summons: `step` still reports the PLAY_CARD,
    SUMMON and AFTER_SUMMON events, in order, and `advance`, which logs nothing and skips building them,
    reaches the very state `step` does."""
    from hsfp.core.tags import EventKind
    from reducers import triggers

    state = _yetis_game(end_turns=9)
    yeti = next(e for e in hsfp.zone(state, 0, hsfp.Zone.HAND) if hsfp.card_id(state, e) == "VAN_CS2_182")
    assert EventKind.AFTER_SUMMON not in triggers._game_listens(state.cards)[0]
    t = hsfp.step(state, PlayCard(yeti)).unwrap()
    kinds = [e.kind for e in t.events if e.entity == yeti]
    assert kinds[:2] == [EventKind.PLAY_CARD, EventKind.SUMMON] and EventKind.AFTER_SUMMON in kinds
    assert advance(state, PlayCard(yeti)) == t.state
