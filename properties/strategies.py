"""Shared Hypothesis strategies for the property suites: random Basic decks, heroes, seeds, rules, and a
random playout helper that drives a whole game with choices taken from Hypothesis data.

A game's randomness has two sources here, kept apart: the engine's own RNG (the `seed` of `new_game`),
and the choices of the player, which come from a Hypothesis-driven `Random` so that Hypothesis can
replay and shrink them. Auxiliary sampling (which extra actions to try at a state) uses a plain
`random.Random` seeded from one Hypothesis integer, so it costs Hypothesis one choice per game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from returns.result import Failure, Success

import hsfp.api as api
from cards.facts import all_facts
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
    Rejected,
    Trade,
    Transition,
    UseLocation,
)
from hsfp.core.registry import CARDS, all_definitions
from hsfp.core.state import PLAYER_ENTITY, GameState, Rules
from hsfp.core.tags import N_ZONES, CardType, Tag, Zone, column, tag_of
from reducers.setup import is_deck_card

# --------------------------------------------------------------------------------------------- content

#: Rarity FREE: what sets the Basic cards apart from the rest of the VANILLA set in the card database.
FREE = 2
#: Every collectible Basic card a deck may hold (minions, spells, weapons). Classic cards share the VAN_
#: prefix, so the rarity recorded in facts.json keeps the decks to the Basic set.
BASIC_POOL: tuple[str, ...] = tuple(
    d.card_id
    for d in all_definitions()
    if d.collectible and d.card_type in (CardType.MINION, CardType.SPELL, CardType.WEAPON)
    and d.card_id.startswith("VAN_") and all_facts().get(d.card_id, {}).get("rarity") == FREE
)
#: Every collectible card of the Classic format (Basic and Classic): what random decks are drawn from, so
#: the kernel's laws are checked over the whole card pool.
CLASSIC_POOL: tuple[str, ...] = tuple(
    d.card_id
    for d in all_definitions()
    if d.collectible and d.card_type in (CardType.MINION, CardType.SPELL, CardType.WEAPON)
    and d.card_id.startswith("VAN_")
)
HEROES: tuple[str, ...] = tuple(f"HERO_{i:02d}" for i in range(1, 10))
#: Every defined collectible card of today's CORE set a deck may hold, and the heroes of its eleven classes:
#: half of the random games are CORE games, so every law is checked over today's mechanics too (trades,
#: locations, hero cards, Reborn, Outcast, Corpses, Dormant).
CORE_POOL: tuple[str, ...] = tuple(
    d.card_id
    for d in all_definitions()
    if d.collectible and is_deck_card(d.card_id) and all_facts().get(d.card_id, {}).get("set") == 1637
)
CORE_HEROES: tuple[str, ...] = tuple(f"HERO_{i:02d}" for i in range(1, 12))
#: Tracking: "Look at the top 3 cards of your deck. Draw one and discard the others." A Pick choice.
TRACKING = "VAN_DS1_184"
DECK_SIZE = 30

assert len(BASIC_POOL) >= 120, f"only {len(BASIC_POOL)} collectible Basic cards are registered"
assert TRACKING in BASIC_POOL

# ------------------------------------------------------------------------------------ run statistics

#: Counters over the whole session, printed in the terminal summary by `properties/conftest.py`:
#: "games" counts random games played to the end, "steps" the actions they took, and per-suite keys
#: ("games:test_invariants" ...) say where the games were played.
STATS: Counter[str] = Counter()


def count_game(suite: str) -> None:
    """Records one random game played to its end."""
    STATS["games"] += 1
    STATS[f"games:{suite}"] += 1


# --------------------------------------------------------------------------------------- settings


def examples(n: int) -> int:
    """Returns `n` scaled by the active profile (ci: 100 examples is 1.0; dev runs a tenth)."""
    return max(1, round(n * settings.default.max_examples / 100))


def game_settings(n: int, **extra: Any) -> settings:
    """Returns the settings of a game-playing property: `n` examples (scaled), no deadline."""
    return settings(max_examples=examples(n), deadline=None, suppress_health_check=[HealthCheck.too_slow],
                    **extra)


# ------------------------------------------------------------------------------------------- setups


class Setup(NamedTuple):
    """Everything `new_game` takes: two decks, two heroes, the seed, and the rules (None: the real game's)."""

    decks: tuple[tuple[str, ...], tuple[str, ...]]
    heroes: tuple[str, str]
    seed: int
    rules: Rules | None = None

    def start(self) -> GameState:
        """Returns the new game (waiting for the first mulligan)."""
        return api.new_game(self.decks, self.heroes, self.seed, self.rules)

    @property
    def max_turns(self) -> int:
        """Returns the turn limit of the rules."""
        return (self.rules or Rules()).max_turns


def seeds() -> st.SearchStrategy[int]:
    """Returns engine seeds: integers of any size and sign (every bit of a seed counts), small ones most
    often so examples shrink to them."""
    return st.one_of(st.integers(0, 2**32 - 1), st.integers(-(2**63), 2**64 + 5), st.integers(-(2**300), 2**300))


def decks(pool: Sequence[str] = CLASSIC_POOL) -> st.SearchStrategy[tuple[str, ...]]:
    """Returns random 30-card decks from the Basic pool (any number of copies)."""
    return st.lists(st.sampled_from(tuple(pool)), min_size=DECK_SIZE, max_size=DECK_SIZE).map(tuple)


def tracking_decks(min_tracking: int = 20) -> st.SearchStrategy[tuple[str, ...]]:
    """Returns 30-card decks with at least `min_tracking` Trackings, the rest random Basic cards."""
    return st.integers(min_tracking, DECK_SIZE).flatmap(
        lambda n: st.lists(st.sampled_from(BASIC_POOL), min_size=DECK_SIZE - n, max_size=DECK_SIZE - n)
        .map(lambda rest: (TRACKING,) * n + tuple(rest)))


def heroes() -> st.SearchStrategy[tuple[str, str]]:
    """Returns a hero for each player (mirror matches included)."""
    return st.tuples(st.sampled_from(HEROES), st.sampled_from(HEROES))


def custom_rules() -> st.SearchStrategy[Rules]:
    """Returns rulesets that reach the rare endings: a short turn limit (forced draw), low starting
    health (heroes die fast, sometimes both at once)."""
    return st.one_of(
        st.integers(0, 24).map(lambda n: Rules(max_turns=n)),
        st.integers(1, 12).map(lambda h: Rules(starting_health=h)),
        st.tuples(st.integers(1, 40), st.integers(1, 30)).map(lambda th: Rules(max_turns=th[0], starting_health=th[1])),
    )


def rules() -> st.SearchStrategy[Rules | None]:
    """Returns the real game's rules three times in four, else a custom ruleset (shrinks to the real one)."""
    return st.integers(0, 3).flatmap(lambda k: custom_rules() if k == 3 else st.none())


def setups(deck: st.SearchStrategy[tuple[str, ...]] | None = None,
           with_rules: bool = True) -> st.SearchStrategy[Setup]:
    """Returns random game setups: decks, heroes, seed and (if asked) rules. Without a deck strategy, a
    setup is a Classic game (Basic and Classic decks, the nine heroes) or a CORE game (CORE decks, the
    eleven classes), half each; examples shrink to Classic."""
    r = rules() if with_rules else st.none()
    if deck is not None:
        return st.builds(Setup, st.tuples(deck, deck), heroes(), seeds(), r)
    classic = st.builds(Setup, st.tuples(decks(), decks()), heroes(), seeds(), r)
    core_heroes = st.tuples(st.sampled_from(CORE_HEROES), st.sampled_from(CORE_HEROES))
    core = st.builds(Setup, st.tuples(decks(CORE_POOL), decks(CORE_POOL)), core_heroes, seeds(), r)
    return st.one_of(classic, core)


# ------------------------------------------------------------------------------------------ players

#: How the random player picks among the legal actions:
#: uniform: any legal action; eager: anything but ending the turn while something else is legal (full
#: boards, empty hands, many attacks); passive: mostly ends the turn (full hands, burned cards, fatigue).
STYLES = ("uniform", "eager", "passive")


def styles() -> st.SearchStrategy[str]:
    """Returns a player style."""
    return st.sampled_from(STYLES)


def player_randoms() -> st.SearchStrategy[random.Random]:
    """Returns a Random whose every draw is Hypothesis data (replayed and shrunk with the example)."""
    return st.randoms(use_true_random=False, note_method_calls=False)


def aux_randoms() -> st.SearchStrategy[random.Random]:
    """Returns a plain Random seeded from one Hypothesis integer, for cheap auxiliary sampling."""
    return st.integers(0, 2**32 - 1).map(random.Random)


Prefer = Callable[[GameState, tuple[Action, ...]], Sequence[Action]]


def choose(rnd: random.Random, state: GameState, legal: tuple[Action, ...], style: str = "uniform",
           prefer: Prefer | None = None) -> Action:
    """Returns the random player's pick among the legal actions of a running game."""
    assert legal, f"a running game has no legal action (turn {state.turn}, pending {state.pending})"
    if prefer is not None:
        favourites = prefer(state, legal)
        if favourites:
            return rnd.choice(list(favourites))
    if style == "eager":
        busy = [a for a in legal if not isinstance(a, EndTurn)]
        if busy:
            return rnd.choice(busy)
    elif style == "passive" and legal[-1] == EndTurn() and rnd.randrange(4) != 0:
        return legal[-1]
    return rnd.choice(legal)


def max_steps(state: GameState) -> int:
    """Returns a bound on the actions of a whole game: generous per turn, so only a hang exceeds it."""
    return 250 * (state.rules.max_turns + 2)


OnState = Callable[[GameState, tuple[Action, ...]], None]
OnStep = Callable[[GameState, Action, Transition], None]


class Played(NamedTuple):
    """A finished random game: the states from the start to the end, and the actions between them."""

    states: list[GameState]
    actions: list[Action]
    transitions: list[Transition]

    @property
    def final(self) -> GameState:
        """Returns the final state."""
        return self.states[-1]


def playout(state: GameState, rnd: random.Random, *, style: str = "uniform", suite: str = "?",
            on_state: OnState | None = None, on_step: OnStep | None = None,
            prefer: Prefer | None = None) -> Played:
    """Plays a game to its end with random legal actions and returns what happened.

    `on_state(state, legal)` runs at every state before the action is chosen (the final state included,
    with no legal actions); `on_step(before, action, transition)` after every step. Every chosen legal
    action must be accepted, and the game must end within `max_steps` and within the turn limit.
    """
    states = [state]
    actions: list[Action] = []
    transitions: list[Transition] = []
    limit = max_steps(state)
    while True:
        legal = api.legal_actions(state)
        if on_state is not None:
            on_state(state, legal)
        if api.is_terminal(state):
            assert legal == (), f"a finished game lists legal actions: {legal}"
            count_game(suite)
            return Played(states, actions, transitions)
        assert len(actions) < limit, f"the game is not over after {limit} actions (turn {state.turn})"
        action = choose(rnd, state, legal, style, prefer)
        transition = accepted(state, action)
        if on_step is not None:
            on_step(state, action, transition)
        STATS["steps"] += 1
        state = transition.state
        assert state.turn <= state.rules.max_turns, f"turn {state.turn} is past the limit {state.rules.max_turns}"
        states.append(state)
        actions.append(action)
        transitions.append(transition)


def accepted(state: GameState, action: Action) -> Transition:
    """Returns the transition of an action that must be accepted; fails naming the refusal otherwise."""
    result = api.step(state, action)
    if not isinstance(result, Success):
        rej = result.failure()
        raise AssertionError(f"legal action {action!r} was refused: {rej.code}: {rej.reason}")
    t = result.unwrap()
    assert isinstance(t, Transition)
    return t


def refused(state: GameState, action: object) -> Rejected:
    """Returns the refusal of an action that must be refused, checked for shape: a `Code` member and a
    non-empty sentence."""
    result = api.step(state, action)  # type: ignore[arg-type]
    assert isinstance(result, Failure), f"{action!r} was accepted (expected a refusal)"
    rej = result.failure()
    assert isinstance(rej, Rejected), rej
    assert isinstance(rej.code, Code) and rej.code in Code, rej.code
    assert is_sentence(rej.reason), f"reason {rej.reason!r} of {rej.code} is not a sentence"
    return rej


def is_sentence(text: object) -> bool:
    """Returns whether a refusal reason reads as a sentence: non-empty text, trimmed, with end punctuation."""
    return isinstance(text, str) and text.strip() == text and len(text) > 1 and text[-1] in ".!?"


# ------------------------------------------------------------------------------- illegal actions

#: Things that are not actions at all.
NON_ACTIONS: tuple[object, ...] = (
    None, 42, 0, -1, 3.5, True, "EndTurn", "", b"PlayCard", (), (4,), [], {}, {"card": 4}, frozenset(),
    EndTurn, PlayCard, Concede, Choose, Rejected(Code.MALFORMED, "Not an action."), ("PlayCard", 4, None, None),
)
#: Values of the wrong type for an entity id, position or choice field (None is allowed where optional).
WRONG_TYPES: tuple[object, ...] = (
    "4", "", "EndTurn", 4.0, 0.5, -1.0, float("nan"), float("inf"), True, False, b"\x04", (4,), [4], {4: 4},
    4 + 0j,
)

Expect = frozenset[Code] | None  # the codes a refusal may carry (None: any Code)

_ANY: Expect = None


def _codes(*codes: Code) -> frozenset[Code]:
    return frozenset(codes)


def unknown_ids(state: GameState) -> tuple[int, ...]:
    """Returns entity ids no entity has: negative, past the table, and as large as an id may be (ids beyond
    64 bits are malformed, not unknown: see `huge_ids`)."""
    n = len(state.rows)
    return (-1, -2, -4, -n, -(2**40), n, n + 1, n + 17, 2**31, 2**63 - 1, -(2**63))


def huge_ids() -> tuple[int, ...]:
    """Returns integers outside the 64 bits of an id, position or choice (refused as MALFORMED)."""
    return (2**63, -(2**63) - 1, 2**80, -(2**80), 10**400, -(10**5000))


def _controller(state: GameState, e: int) -> int:
    return int(state.rows[e][column(Tag.CONTROLLER)])


def illegal_action(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    """Returns a random action `step` must refuse in this state, with the codes the refusal may carry.

    Families: objects that are not actions; fields of the wrong type; unknown entity ids; cards played
    from the opponent's hand or from a deck; attacks by characters that cannot attack or at what cannot
    be attacked; a used hero power; answers with nothing pending or not among the options; and anything
    but an answer while a choice is pending. Preempting refusals follow the documented order: what is not
    a well-formed action is MALFORMED whatever the state, then a finished game refuses everything
    (GAME_OVER), a pending choice refuses every other action (CHOICE_PENDING).
    """
    makers = _makers(state)
    maker = rnd.choice(makers)
    action, codes = maker(state, rnd)
    if maker is _wrong_type or not isinstance(action, (PlayCard, Attack, HeroPower, EndTurn, Choose, Mulligan,
                                                       Concede, Trade, UseLocation)):
        return action, _codes(Code.MALFORMED)
    if api.is_terminal(state):
        return action, _codes(Code.GAME_OVER)
    if state.pending is not None and not isinstance(action, (Choose, Mulligan)):
        return action, _codes(Code.CHOICE_PENDING)
    return action, codes


Maker = Callable[[GameState, random.Random], tuple[object, Expect]]


def _makers(state: GameState) -> list[Maker]:
    makers: list[Maker] = [_non_action, _wrong_type, _unknown_entity, _answer_out_of_turn]
    if api.is_terminal(state) or state.pending is not None:
        makers.append(_main_phase_action)
    else:
        makers += [_foreign_card, _bad_attack, _bad_play_field, _bad_trade, _bad_use]
        pr = state.rows[PLAYER_ENTITY[state.current]]
        if pr[column(Tag.HERO_POWER_USES_THIS_TURN)] >= 1:
            makers.append(_used_power)
    return makers


def _non_action(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    return rnd.choice(NON_ACTIONS), _codes(Code.MALFORMED)


def _some_entity(state: GameState, rnd: random.Random) -> int:
    return rnd.randrange(4, len(state.rows))


def _wrong_type(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    """An action with a field that is no entity id (MALFORMED in any state)."""
    bad = rnd.choice(WRONG_TYPES)
    e = _some_entity(state, rnd)
    k = rnd.randrange(12)
    if k == 9:
        return Trade(bad), _codes(Code.MALFORMED)  # type: ignore[arg-type]
    if k == 10:
        return UseLocation(bad), _codes(Code.MALFORMED)  # type: ignore[arg-type]
    if k == 11:
        return UseLocation(e, bad), _codes(Code.MALFORMED)  # type: ignore[arg-type]
    if k == 0:
        return PlayCard(bad), _codes(Code.MALFORMED)  # type: ignore[arg-type]
    if k == 1:
        return PlayCard(e, target=bad), _codes(Code.MALFORMED)  # type: ignore[arg-type]
    if k == 2:
        return PlayCard(e, position=bad), _codes(Code.MALFORMED)  # type: ignore[arg-type]
    if k == 3:
        return PlayCard(e, choice=bad), _codes(Code.MALFORMED)  # type: ignore[arg-type]
    if k == 4:
        return Attack(bad, e), _codes(Code.MALFORMED)  # type: ignore[arg-type]
    if k == 5:
        return Attack(e, bad), _codes(Code.MALFORMED)  # type: ignore[arg-type]
    if k == 6:
        return HeroPower(bad), _codes(Code.MALFORMED)  # type: ignore[arg-type]
    if k == 7:
        return Choose(bad), _codes(Code.MALFORMED)  # type: ignore[arg-type]
    # (4,) and [4] are well-formed answers: a sequence of ids
    scalar = rnd.choice([x for x in WRONG_TYPES if not isinstance(x, (tuple, list))])
    replace = rnd.choice((scalar, [scalar], (scalar,), (e, scalar), None, str(e), {e}, (e,) * 11))
    return Mulligan(replace), _codes(Code.MALFORMED)  # type: ignore[arg-type]


def _unknown_entity(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    bad = rnd.choice(unknown_ids(state))
    p = state.current
    hand = zone(state, p, Zone.HAND)
    own = rnd.choice(hand) if hand else int(state.rows[PLAYER_ENTITY[p]][column(Tag.HERO_ENTITY)])
    k = rnd.randrange(6)
    if k == 0:
        return PlayCard(bad), _codes(Code.UNKNOWN_ENTITY)
    if k == 1:
        return PlayCard(own, target=bad), _codes(Code.UNKNOWN_ENTITY)
    if k == 2:
        return Attack(bad, rnd.choice(characters(state))), _codes(Code.UNKNOWN_ENTITY)
    if k == 3:
        return Attack(rnd.choice(characters(state)), bad), _codes(Code.UNKNOWN_ENTITY)
    if k == 4:
        return HeroPower(bad), _codes(Code.UNKNOWN_ENTITY)
    pending = state.pending
    if pending is None:
        return Choose(bad), _codes(Code.NO_CHOICE_PENDING)
    if pending.kind == "mulligan":
        return Mulligan((bad,)), _codes(Code.INVALID_CHOICE)
    return Choose(bad), _codes(Code.INVALID_CHOICE)


def _answer_out_of_turn(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    """An answer to a choice that is not pending, or that is not among the options."""
    pending = state.pending
    e = _some_entity(state, rnd)
    if pending is None:
        return rnd.choice((Choose(e), Mulligan(()), Mulligan((e,)))), _codes(Code.NO_CHOICE_PENDING)
    if pending.kind == "mulligan":
        opts = pending.options
        k = rnd.randrange(3)
        if k == 0:
            return Choose(rnd.choice(opts)), _codes(Code.INVALID_CHOICE)
        if k == 1:  # a starting card twice
            o = rnd.choice(opts)
            return Mulligan((o, o)), _codes(Code.INVALID_CHOICE)
        others = [x for x in range(4, len(state.rows)) if x not in opts]
        return Mulligan((*opts[:1], rnd.choice(others))), _codes(Code.INVALID_CHOICE)
    others = [x for x in range(4, len(state.rows)) if x not in pending.options]
    if others and rnd.randrange(2):
        return Choose(rnd.choice(others)), _codes(Code.INVALID_CHOICE)
    return Mulligan(()), _codes(Code.INVALID_CHOICE)


def _bad_trade(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    """A trade of a card that is not Tradeable, not in the acting player's hand, or past the mana."""
    p = state.current
    rows = state.rows
    e = _some_entity(state, rnd)
    r = rows[e]
    mine_in_hand = r[column(Tag.CONTROLLER)] == p and r[column(Tag.ZONE)] == Zone.HAND
    if not mine_in_hand:
        ok = (Code.NOT_YOUR_TURN, Code.NOT_IN_HAND) if r[column(Tag.CONTROLLER)] != p else (Code.NOT_IN_HAND,)
        return Trade(e), _codes(*ok)
    if not tag_of(r, Tag.TRADEABLE):
        return Trade(e), _codes(Code.NOT_TRADEABLE)
    if rows[PLAYER_ENTITY[p]][column(Tag.MANA)] < 1:
        return Trade(e), _codes(Code.NOT_ENOUGH_MANA)
    # a legal trade: trade the hero instead, which is no card in hand
    return Trade(int(rows[PLAYER_ENTITY[p]][column(Tag.HERO_ENTITY)])), _codes(Code.NOT_IN_HAND)


def _bad_use(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    """A location used that is not a location of the acting player's in play (a minion, a hero, a card)."""
    e = _some_entity(state, rnd)
    r = state.rows[e]
    if (r[column(Tag.CARDTYPE)] == CardType.LOCATION and r[column(Tag.ZONE)] == Zone.PLAY
            and r[column(Tag.CONTROLLER)] == state.current):
        e = int(state.rows[PLAYER_ENTITY[state.current]][column(Tag.HERO_ENTITY)])  # a location of one's own: the hero
    return UseLocation(e, rnd.choice((None, *characters(state)))), _codes(Code.NOT_A_LOCATION)


def _main_phase_action(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    """Any action of the main phase (refused while a choice is pending or after the game)."""
    e = _some_entity(state, rnd)
    c = rnd.choice(characters(state))
    return rnd.choice((EndTurn(), PlayCard(e), PlayCard(e, c, 0), Attack(c, e), HeroPower(), HeroPower(c))), _ANY


def _foreign_card(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    """A card played from the opponent's hand, a deck, the board, the graveyard, or a hero."""
    p = state.current
    sources: list[tuple[tuple[int, ...], Expect]] = [
        (zone(state, 1 - p, Zone.HAND), _codes(Code.NOT_YOUR_TURN)),
        (zone(state, p, Zone.DECK), _codes(Code.NOT_IN_HAND)),
        (zone(state, 1 - p, Zone.DECK), _codes(Code.NOT_YOUR_TURN)),
        (zone(state, p, Zone.PLAY), _codes(Code.NOT_IN_HAND)),
        (zone(state, 1 - p, Zone.PLAY), _codes(Code.NOT_YOUR_TURN)),
        (tuple(e for e in zone(state, p, Zone.GRAVEYARD) if _controller(state, e) == p), _codes(Code.NOT_IN_HAND)),
        ((int(state.rows[PLAYER_ENTITY[p]][column(Tag.HERO_ENTITY)]),
          int(state.rows[PLAYER_ENTITY[p]][column(Tag.HERO_POWER_ENTITY)])), _codes(Code.NOT_IN_HAND)),
        ((int(state.rows[PLAYER_ENTITY[1 - p]][column(Tag.HERO_ENTITY)]),), _codes(Code.NOT_YOUR_TURN)),
    ]
    ids, codes = rnd.choice([s for s in sources if s[0]])
    card = rnd.choice(ids)
    target = rnd.choice((None, *characters(state)))
    return PlayCard(card, target), codes


def _bad_attack(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    """An attack by what cannot attack (exhausted, frozen, no attack, an enemy, a card in hand), or at
    what cannot be attacked (a friend, a card in hand)."""
    p = state.current
    enemies = (int(state.rows[PLAYER_ENTITY[1 - p]][column(Tag.HERO_ENTITY)]), *zone(state, 1 - p, Zone.PLAY))
    friends = (int(state.rows[PLAYER_ENTITY[p]][column(Tag.HERO_ENTITY)]), *zone(state, p, Zone.PLAY))
    idle = [e for e in friends if not api.can_attack(state, e)]
    exhausted = [e for e in idle if state.rows[e][column(Tag.EXHAUSTED)]]
    ready = [e for e in friends if api.can_attack(state, e)]
    options: list[tuple[object, Expect]] = []
    for group in (exhausted, idle):
        if group:
            options.append((Attack(rnd.choice(group), rnd.choice(enemies)), _codes(Code.CANNOT_ATTACK)))
    options.append((Attack(rnd.choice(enemies), rnd.choice(friends)), _codes(Code.NOT_YOUR_TURN)))
    hand = zone(state, p, Zone.HAND)
    if hand:
        options.append((Attack(rnd.choice(hand), rnd.choice(enemies)), _codes(Code.CANNOT_ATTACK)))
    if ready:
        a = rnd.choice(ready)
        shut = [d for d in (*friends, *enemies, *hand) if d not in api.attack_targets(state, a)]
        if shut:
            options.append((Attack(a, rnd.choice(shut)), _codes(Code.INVALID_TARGET)))
    return rnd.choice(options)


def _used_power(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    return HeroPower(rnd.choice((None, *characters(state)))), _codes(Code.HERO_POWER_USED)


def _bad_play_field(state: GameState, rnd: random.Random) -> tuple[object, Expect]:
    """A card from hand with a choice it has no use for, or a board position it cannot take."""
    p = state.current
    hand = zone(state, p, Zone.HAND)
    if not hand:
        return _unknown_entity(state, rnd)
    card = rnd.choice(hand)
    if rnd.randrange(2):  # a choice the card does not offer
        n = len(CARDS[state.cards[card]].choose_one)
        return PlayCard(card, choice=rnd.choice((-1, n, n + 1, 99))), _codes(Code.INVALID_CHOICE)
    n = len(zone(state, p, Zone.PLAY))
    before_position = _codes(Code.NOT_ENOUGH_MANA, Code.INVALID_TARGET, Code.BOARD_FULL, Code.TOO_MANY_SECRETS,
                             Code.DUPLICATE_SECRET)
    if CARDS[state.cards[card]].choose_one:
        before_position |= {Code.INVALID_CHOICE}  # a Choose One card played without its choice
    if card_type(state, card) in (CardType.MINION, CardType.LOCATION):  # the cards that take a board slot
        return PlayCard(card, position=rnd.choice((-1, -5, n + 1, n + 2, 99))), before_position | {
            Code.INVALID_POSITION}
    return PlayCard(card, position=rnd.choice((0, 1, n))), before_position | {Code.INVALID_POSITION}


# --------------------------------------------------------------------------------- reading a state


def zone(state: GameState, player: int, z: Zone) -> tuple[int, ...]:
    """Returns a player's ordered zone."""
    return state.zones[player * N_ZONES + int(z)]


def characters(state: GameState) -> tuple[int, ...]:
    """Returns the heroes and the minions in play of both players."""
    out: list[int] = []
    for p in (0, 1):
        out.append(int(state.rows[PLAYER_ENTITY[p]][column(Tag.HERO_ENTITY)]))
        out.extend(zone(state, p, Zone.PLAY))
    return tuple(out)


def card_type(state: GameState, entity: int) -> int:
    """Returns the CARDTYPE tag of an entity."""
    return int(state.rows[entity][column(Tag.CARDTYPE)])


__all__ = [
    "BASIC_POOL",
    "CLASSIC_POOL",
    "HEROES",
    "NON_ACTIONS",
    "STATS",
    "STYLES",
    "TRACKING",
    "WRONG_TYPES",
    "Attack",
    "Choose",
    "Expect",
    "HeroPower",
    "Mulligan",
    "PlayCard",
    "Played",
    "Setup",
    "accepted",
    "aux_randoms",
    "card_type",
    "characters",
    "choose",
    "count_game",
    "custom_rules",
    "decks",
    "examples",
    "game_settings",
    "heroes",
    "huge_ids",
    "illegal_action",
    "is_sentence",
    "max_steps",
    "player_randoms",
    "playout",
    "refused",
    "rules",
    "seeds",
    "setups",
    "styles",
    "tracking_decks",
    "unknown_ids",
    "zone",
]
