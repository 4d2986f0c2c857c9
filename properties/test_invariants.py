"""Invariants over random games (seed 000, ch. 32.1, layer one).

After every step of a random game: `hsfp.validation.problems` finds nothing (board and hand limits,
zones agreeing with ZONE tags, no dead minion in play, mana within bounds, no leftover work, computed
values up to date); every legal action tried at a state is accepted and leads to a sound state; the
game ends within the turn limit with a result, and a finished game takes no more actions.
"""

from __future__ import annotations

import random

from hypothesis import event, given
from hypothesis import strategies as st

import hsfp
import hsfp.api as api
from hsfp.core.actions import Choose, Code, Concede, EndTurn, Mulligan, Transition
from hsfp.core.state import DRAW_RESULT, PLAYER_ENTITY, ChoiceKind, GameState
from hsfp.core.tags import PlayState, Status, Tag, Zone, column, tag_of
from hsfp.validation import problems
from properties.strategies import (
    accepted,
    aux_randoms,
    choose,
    game_settings,
    player_randoms,
    playout,
    refused,
    setups,
    styles,
    zone,
)

SUITE = "test_invariants"
#: Legal actions tried at each state besides the one the game goes on with.
SAMPLED = 3


def assert_sound(state: GameState, context: str) -> None:
    """Fails listing every broken invariant of a state."""
    found = problems(state)
    assert found == [], f"{context}:\n- " + "\n- ".join(found)


def assert_choice_shape(state: GameState, legal: tuple[object, ...]) -> None:
    """While a choice is pending the legal actions are exactly its answers, and the chooser acts."""
    pending = state.pending
    if pending is None:
        assert not any(isinstance(a, (Choose, Mulligan)) for a in legal)
        assert legal[-1] == EndTurn() or api.is_terminal(state)
        assert api.current_player(state) == state.current
        return
    assert api.current_player(state) == pending.player
    if pending.kind == ChoiceKind.MULLIGAN:
        assert all(isinstance(a, Mulligan) for a in legal)
        assert len(legal) == 2 ** len(pending.options)
    else:
        assert legal == tuple(Choose(o) for o in pending.options)


def assert_finished(state: GameState) -> None:
    """A finished game has a result, lists no action and refuses every action with GAME_OVER."""
    assert api.is_terminal(state)
    assert state.status == Status.OVER
    assert hsfp.winner(state) in (0, 1, None)
    assert state.winner in (0, 1, DRAW_RESULT)
    r = api.returns(state)
    assert r[0] + r[1] == 0 and r[0] in (-1.0, 0.0, 1.0)
    assert (hsfp.winner(state) is None) == (r == (0.0, 0.0))
    plays = tuple(PlayState(state.rows[PLAYER_ENTITY[p]][column(Tag.PLAYSTATE)]) for p in (0, 1))
    w = hsfp.winner(state)
    if w is None:
        assert plays == (PlayState.TIED, PlayState.TIED), plays
    else:
        assert plays[w] == PlayState.WON and plays[1 - w] in (PlayState.LOST, PlayState.CONCEDED), plays
    assert api.legal_actions(state) == ()
    assert state.pending is None and state.work == () and state.queue == ()
    for action in (EndTurn(), Concede(), Mulligan(()), Choose(4)):
        assert refused(state, action).code == Code.GAME_OVER


def assert_counts_sane(state: GameState) -> None:
    """Damage, armor and the per-turn counters are never negative."""
    for e in range(4, len(state.rows)):
        r = state.rows[e]
        assert r[DAMAGE] >= 0, f"entity {e} ({state.cards[e]}) has {r[DAMAGE]} damage"
        assert r[ARMOR] >= 0, f"entity {e} ({state.cards[e]}) has {r[ARMOR]} armor"
    for p in (0, 1):
        r = state.rows[PLAYER_ENTITY[p]]
        for tag in COUNTERS:
            assert tag_of(r, tag) >= 0, f"player {p} has {tag.name} {tag_of(r, tag)}"


COUNTERS = (Tag.FATIGUE, Tag.CARDS_PLAYED_THIS_TURN, Tag.HERO_POWER_USES_THIS_TURN, Tag.OVERLOAD_OWED,
            Tag.OVERLOAD_LOCKED)
DAMAGE, ARMOR = column(Tag.DAMAGE), column(Tag.ARMOR)


def coverage(state: GameState) -> set[str]:
    """Returns labels of rare situations a state is in (reported with Hypothesis statistics)."""
    out = set()
    for p in (0, 1):
        if len(zone(state, p, Zone.PLAY)) == state.rules.board_size:
            out.add("a full board")
        if len(zone(state, p, Zone.HAND)) == state.rules.hand_size:
            out.add("a full hand")
        if state.rows[PLAYER_ENTITY[p]][column(Tag.FATIGUE)]:
            out.add("fatigue")
        if state.rows[PLAYER_ENTITY[p]][column(Tag.WEAPON_ENTITY)]:
            out.add("a weapon")
    if state.pending is not None and state.pending.kind == ChoiceKind.PICK:
        out.add("a pending pick")
    if state.enchantments:
        out.add("enchantments")
    return out


def ending(state: GameState) -> str:
    """Returns how a finished game ended."""
    if hsfp.winner(state) is not None:
        return "a win"
    return "a draw at the turn limit" if state.turn >= state.rules.max_turns else "a draw"


@game_settings(120)
@given(setup=setups(), rnd=player_randoms(), style=styles(), aux=aux_randoms())
def test_invariants_hold_after_every_step(setup, rnd, style, aux: random.Random) -> None:
    """Every state of a random game is sound, every sampled legal action is accepted, and the game ends."""
    start = setup.start()
    assert_sound(start, "the new game")
    assert start.pending is not None and start.pending.kind == ChoiceKind.MULLIGAN

    def on_state(state: GameState, legal: tuple[object, ...]) -> None:
        if api.is_terminal(state):
            return
        assert_choice_shape(state, legal)
        for other in aux.sample(legal, min(SAMPLED, len(legal))):
            t = accepted(state, other)
            assert_sound(t.state, f"after legal action {other!r} (sampled) at turn {state.turn}")

    seen: set[str] = set()

    def on_step(before: GameState, action: object, t: Transition) -> None:
        after = t.state
        assert isinstance(t.events, tuple) and isinstance(t.draws, tuple)
        assert_sound(after, f"after {action!r} at turn {before.turn}")
        assert_counts_sane(after)
        assert after.turn >= before.turn
        assert len(after.rows) >= len(before.rows), "an entity disappeared from the entity table"
        if isinstance(action, EndTurn) and not api.is_terminal(after):
            assert (after.turn, after.current) == (before.turn + 1, 1 - before.current)
        seen.update(coverage(after))

    played = playout(start, rnd, style=style, suite=SUITE, on_state=on_state, on_step=on_step)
    final = played.final
    assert_finished(final)
    assert final.turn <= setup.max_turns
    seen.add("ending: " + ending(final))
    for label in sorted(seen):
        event(label)


@game_settings(40)
@given(setup=setups(), rnd=player_randoms(), style=styles(), at=st.integers(0, 200))
def test_concede_ends_the_game_for_whoever_must_act(setup, rnd, style, at: int) -> None:
    """Conceding at any point (a pending choice included) ends the game at once: the conceder loses."""
    state = setup.start()
    for _ in range(at):
        if api.is_terminal(state):
            break
        state = accepted(state, choose(rnd, state, api.legal_actions(state), style)).state
    if api.is_terminal(state):
        assert_finished(state)
        return
    conceder = api.current_player(state)
    after = accepted(state, Concede()).state
    assert_sound(after, "after Concede")
    assert_finished(after)
    assert hsfp.winner(after) == 1 - conceder
    assert after.rows[PLAYER_ENTITY[conceder]][column(Tag.PLAYSTATE)] == PlayState.CONCEDED
