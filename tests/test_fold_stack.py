"""What a step leaves on the work stack of the state it returns: the rest of its work when it stops at a
choice, nothing when the game ends."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import hsfp
from hsfp.core.actions import Choose, EndTurn, PlayCard
from hsfp.core.state import ChoiceKind, GameState, Rules, state_hash
from hsfp.core.tags import Zone
from hsfp.decks import random_deck
from reducers.fold import ItemKind


class _Seen:
    """A fold watcher that keeps the depth of the work stack it is shown at each item."""

    def __init__(self) -> None:
        self.depths: list[int] = []

    def top(self, s: GameState) -> None:
        return None

    def item(self, kind: ItemKind, detail: object, depth: int, before: GameState, after: GameState) -> None:
        assert len(before.work) == depth
        self.depths.append(depth)


def _started(deck: list[str], rules: Rules | None = None) -> GameState:
    state = hsfp.new_game(decks=(deck, deck), seed=11, rules=rules)
    while state.pending is not None:
        state = hsfp.step(state, hsfp.legal_actions(state)[0]).unwrap().state
    return state


def _until_playable(state: GameState, card_id: str) -> tuple[GameState, PlayCard]:
    for _ in range(40):
        for action in hsfp.legal_actions(state):
            if isinstance(action, PlayCard) and state.cards[action.card] == card_id:
                return state, action
        state = hsfp.step(state, EndTurn()).unwrap().state
    raise AssertionError(f"{card_id} never became playable")


def test_a_step_stopped_at_a_choice_keeps_the_rest_of_its_work() -> None:
    """Playing Tracking stops at its pick with the rest of the play still to do on the state's stack;
    the state is the same with a watcher, and answering it finishes the play from that state alone."""
    state, play = _until_playable(_started(["VAN_DS1_184"] * 30), "VAN_DS1_184")
    kept = state_hash(state)
    seen = _Seen()
    stopped = hsfp.step(state, play).unwrap().state
    assert stopped == hsfp.step(state, play, seen).unwrap().state
    assert state_hash(state) == kept
    assert stopped.pending is not None and stopped.pending.kind == ChoiceKind.PICK
    assert stopped.work, "the phases after the pick are still to run"
    assert seen.depths
    hand = len(stopped.zone_ids(stopped.current, Zone.HAND))
    answered = hsfp.step(stopped, Choose(stopped.pending.options[0])).unwrap().state
    assert answered.pending is None and answered.work == ()
    assert len(answered.zone_ids(answered.current, Zone.HAND)) == hand + 1


def test_a_step_that_ends_the_game_leaves_no_work() -> None:
    """A Fireball at a 1-health hero ends the game: the state it returns has no work and no triggers."""
    state, _ = _until_playable(_started(["VAN_CS2_029"] * 30, Rules(starting_health=1)), "VAN_CS2_029")
    enemy_hero = hsfp.hero(state, 1 - state.current)
    card = next(a.card for a in hsfp.legal_actions(state) if isinstance(a, PlayCard))
    over = hsfp.step(state, PlayCard(card, enemy_hero)).unwrap().state
    assert hsfp.is_terminal(over)
    assert over.work == () and over.queue == ()


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_watched_fold_makes_the_state_the_unwatched_fold_makes(seed: int) -> None:
    """The fold runs one loop for a watcher and a leaner one without: at every state of a random game
    (Basic and Classic decks, uniform legal actions), stepping with a watcher gives the state stepping
    without one gives; the watcher is shown the items at the depths their states hold."""
    rnd = random.Random(seed)
    state = hsfp.new_game(decks=(random_deck(rnd), random_deck(rnd)), seed=seed)
    steps = 0
    seen = _Seen()
    while not hsfp.is_terminal(state) and steps < 3_000:
        legal = hsfp.legal_actions(state)
        action = legal[rnd.randrange(len(legal))]
        watched = hsfp.step(state, action, seen).unwrap().state
        state = hsfp.step(state, action).unwrap().state
        assert watched == state
        assert state_hash(watched) == state_hash(state)
        steps += 1
    assert hsfp.is_terminal(state)
    assert len(seen.depths) > steps
