"""Search benchmarks: one plain UCT, run on hsfp and on the mutable reference engine, side by side.

The same UCT (UCB1 selection, one expansion per iteration, a uniform random rollout, the same leaf
value) runs over an adapter per engine:

- hsfp: a node holds its state value; expanding applies one action to the parent's value; a rollout
  starts from the node's value. Nothing is ever copied.
- reference, deep copy per node: a node holds its own `copy.deepcopy` of the parent's game with the
  action applied; a rollout plays on one more deep copy.
- reference, replay from one copy: each iteration deep-copies the root game once and replays the path
  of actions down the tree on it, then rolls out on the same copy.

Rollouts play uniform random legal actions until the end of the turn, for a fixed number of actions,
or to the end of the game (``rollout`` = ``"turn"``, an int, or ``"game"``); the leaf value is the game's
result if it ended, else the sign of the hero health difference from the root player's side. Rounds are
interleaved (hsfp, reference, hsfp, ...), the order reversed every other round, each variant in a worker
process of its own, and timed in CPU seconds; the figures are medians.
"""

from __future__ import annotations

import copy
import importlib.util
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Hashable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise
from multiprocessing.context import BaseContext
from pathlib import Path
from types import ModuleType
from typing import Any, Final, Generic, Protocol, TypeVar

from hsfp import api
from hsfp.agents import first_playable
from hsfp.core.actions import Action, EndTurn
from hsfp.core.state import GameState
from hsfp.core.tags import CardType
from hsfp.decks import card_pool, random_deck

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)

#: How far a rollout goes: to the end of the turn, a number of actions, or the end of the game.
Rollout = str | int
#: The rollout lengths the search bench measures unless asked for others.
ROLLOUTS: Final[tuple[Rollout, ...]] = ("turn", 10, "game")


class Engine(Protocol[S, A]):
    """What the UCT needs of an engine."""

    def actions(self, s: S) -> Sequence[A]:
        """Returns the legal actions."""

    def apply(self, s: S, a: A) -> S:
        """Returns the state after an action (a new value, or the same object changed in place)."""

    def fork(self, s: S) -> S:
        """Returns a state the search may change (a value for hsfp, a deep copy for the reference)."""

    def to_move(self, s: S) -> int:
        """Returns the player to act."""

    def outcome(self, s: S, player: int) -> float | None:
        """Returns the player's result if the game is over (1, -1, 0), else None."""

    def health_edge(self, s: S, player: int) -> float:
        """Returns the player's hero health less the opponent's."""

    def is_end_turn(self, a: A) -> bool:
        """Returns whether an action ends the turn."""


@dataclass
class _Node(Generic[S, A]):
    state: S | None
    player: int
    untried: list[A]
    action: A | None = None
    children: list[_Node[S, A]] = field(default_factory=list)
    visits: int = 0
    value: float = 0.0


def _leaf_value(engine: Engine[S, A], s: S, root_player: int) -> float:
    out = engine.outcome(s, root_player)
    if out is not None:
        return out
    edge = engine.health_edge(s, root_player)
    return 0.0 if edge == 0 else math.copysign(0.5, edge)


def _rollout(engine: Engine[S, A], s: S, rollout: Rollout, rng: random.Random) -> tuple[S, int]:
    # the state the rollout ends in, and how many actions it took
    steps = 0
    limit = rollout if isinstance(rollout, int) else 10_000
    while steps < limit and engine.outcome(s, 0) is None:
        acts = engine.actions(s)
        a = acts[rng.randrange(len(acts))]
        s = engine.apply(s, a)
        steps += 1
        if rollout == "turn" and engine.is_end_turn(a):
            break
    return s, steps


def uct(engine: Engine[S, A], root_state: S, iterations: int, rollout: Rollout, rng: random.Random,
        keep_states: bool, c: float = 1.4, tally: list[int] | None = None) -> A:
    """Returns the most visited action of the root after a number of UCT iterations; `keep_states`:
    each node holds its state (else each iteration replays its path from one fork of the root); `tally`,
    if given, gets the number of actions the rollouts played appended."""
    played = 0
    root_player = engine.to_move(root_state)
    root: _Node[S, A] = _Node(root_state, root_player, list(engine.actions(root_state)))
    for _ in range(iterations):
        node = root
        path = [root]
        s = None if keep_states else engine.fork(root_state)
        while not node.untried and node.children:
            log_n = math.log(node.visits)
            node = max(node.children, key=lambda ch: ch.value / ch.visits + c * math.sqrt(log_n / ch.visits))
            path.append(node)
            if s is not None:
                assert node.action is not None
                s = engine.apply(s, node.action)
        if node.untried:
            a = node.untried.pop(rng.randrange(len(node.untried)))
            if keep_states:
                assert node.state is not None
                s = engine.apply(engine.fork(node.state), a)
            else:
                assert s is not None
                s = engine.apply(s, a)
            done = engine.outcome(s, 0) is not None
            child: _Node[S, A] = _Node(s if keep_states else None, engine.to_move(s),
                                       [] if done else list(engine.actions(s)), a)
            node.children.append(child)
            node = child
            path.append(child)
        assert s is not None or node.state is not None
        start = engine.fork(node.state) if keep_states and node.state is not None else s
        assert start is not None
        end, steps = _rollout(engine, start, rollout, rng)
        played += steps
        v = _leaf_value(engine, end, root_player)
        for n in path:
            n.visits += 1
        for parent, n in pairwise(path):
            n.value += v if parent.player == root_player else -v
    if tally is not None:
        tally.append(played)
    best = max(root.children, key=lambda ch: ch.visits)
    assert best.action is not None
    return best.action


# ---------------------------------------------------------------------------------------------- hsfp


class HsfpEngine:
    """hsfp behind the UCT's adapter: states are values, so forking is keeping a reference."""

    def actions(self, s: GameState) -> Sequence[Action]:
        """Returns the legal actions."""
        return api.legal_actions(s)

    def apply(self, s: GameState, a: Action) -> GameState:
        """Returns the next state of an action taken from `actions(s)`: the trusted path, as a search
        built on hsfp steps (the reference engine does not re-validate either)."""
        return api.advance(s, a)

    def fork(self, s: GameState) -> GameState:
        """Returns the state itself."""
        return s

    def to_move(self, s: GameState) -> int:
        """Returns the player to act."""
        return api.current_player(s)

    def outcome(self, s: GameState, player: int) -> float | None:
        """Returns the player's result if the game is over."""
        return api.returns(s)[player] if api.is_terminal(s) else None

    def health_edge(self, s: GameState, player: int) -> float:
        """Returns the player's hero health less the opponent's."""
        return float(api.health(s, api.hero(s, player)) - api.health(s, api.hero(s, 1 - player)))

    def is_end_turn(self, a: Action) -> bool:
        """Returns whether an action ends the turn."""
        return isinstance(a, EndTurn)


def hsfp_midgame(seed: int, turn: int = 8) -> GameState:
    """Returns an hsfp game played by the reference engine's policy to the start of a turn (Basic decks of
    minions and spells, as the reference's pool)."""
    rnd = random.Random(seed)
    pool = card_pool((CardType.MINION, CardType.SPELL), True)
    s = api.new_game((random_deck(rnd, pool), random_deck(rnd, pool)), ("HERO_08", "HERO_01"), seed=seed)
    while s.turn < turn and not api.is_terminal(s):  # the policy keeps every mulligan card
        s = api.apply_action(s, first_playable(s, rnd))
    return s


# ----------------------------------------------------------------------------------------- reference

RefAction = tuple[Any, ...]


class ReferenceEngine:
    """The mutable reference engine behind the UCT's adapter: actions by entity id, forks by deep copy."""

    def __init__(self, module: ModuleType) -> None:
        self.sh = module

    def actions(self, g: Any) -> list[RefAction]:
        """Returns the legal actions: affordable cards (with each legal target), attacks, end turn."""
        sh = self.sh
        pid = g.current
        mana = g.player(pid)[sh.Tag.MANA_AVAILABLE]
        out: list[RefAction] = []
        for card in g.zones.get(pid, sh.Zone.HAND):
            if g.compute_cost(card) > mana or card[sh.Tag.LOCKED_UNTIL_TURN] > g.turn:
                continue
            if card.defn.targeting is not None:
                out.extend(("play", card.id, t.id) for t in g.legal_targets(card))
            else:
                out.append(("play", card.id, None))
        for m in [*g.zones.get(pid, sh.Zone.PLAY), g.player(pid).hero]:
            if g.can_attack(m):
                out.extend(("attack", m.id, t.id) for t in g.legal_attack_targets(m))
        out.append(("end",))
        return out

    def apply(self, g: Any, a: RefAction) -> Any:
        """Applies an action to the game in place and returns it."""
        try:
            if a[0] == "play":
                g.play_card(g.entities[a[1]], target=None if a[2] is None else g.entities[a[2]])
            elif a[0] == "attack":
                g.attack(g.entities[a[1]], g.entities[a[2]])
            else:
                g.end_turn()
        except self.sh.GameOver:
            g.over = True
        return g

    def fork(self, g: Any) -> Any:
        """Returns a deep copy of the game."""
        return copy.deepcopy(g)

    def to_move(self, g: Any) -> int:
        """Returns the player to act."""
        return int(g.current)

    def outcome(self, g: Any, player: int) -> float | None:
        """Returns the player's result if the game is over."""
        if not g.over:
            return None
        return 0.0 if g.winner is None else (1.0 if g.winner == player else -1.0)

    def health_edge(self, g: Any, player: int) -> float:
        """Returns the player's hero health less the opponent's."""
        def hp(p: int) -> float:
            h = g.player(p).hero
            return float(h[self.sh.Tag.HEALTH] - h[self.sh.Tag.DAMAGE])
        return hp(player) - hp(1 - player)

    def is_end_turn(self, a: RefAction) -> bool:
        """Returns whether an action ends the turn."""
        return bool(a[0] == "end")

    def midgame(self, seed: int, turn: int = 8) -> Any:
        """Returns a reference game played by its own policy to the start of a turn."""
        sh = self.sh
        rnd = random.Random(seed)
        pool = [k for k, v in sh.CARD_DB.items()
                if v.card_type in (sh.CardType.MINION, sh.CardType.SPELL) and k != "ENCH_GENERIC"]
        g = sh.Game(seed=seed, policy=lambda p, o, k: o[0])
        g.setup([rnd.choice(pool) for _ in range(30)], [rnd.choice(pool) for _ in range(30)])
        g.current = 0
        g.begin_turn()
        while g.turn < turn and not g.over:
            acts = self.actions(g)
            plays = [a for a in acts if a[0] == "play"]
            attacks = [a for a in acts if a[0] == "attack"]
            self.apply(g, plays[0] if plays else rnd.choice(attacks) if attacks else ("end",))
        return g


@cache
def load_reference(path: Path) -> ModuleType | None:
    """Returns the reference engine module beside a path (its bench script or the engine), or None; loaded
    once per path, so the UCT rounds and the rollout lengths run the same module."""
    engine = path if path.name == "stoneheart.py" else path.parent / "stoneheart.py"
    if not engine.exists():
        return None
    spec = importlib.util.spec_from_file_location("stoneheart", engine)
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("stoneheart", module)
    spec.loader.exec_module(module)
    return module


# -------------------------------------------------------------------------------------------- report


@dataclass(frozen=True)
class SearchFigure:
    """One figure of the search bench (by default iterations per second of one UCT variant at one rollout
    length): the median and the quartiles, in `unit`."""

    name: str
    rollout: str
    median: float
    q1: float
    q3: float
    unit: str = "it/s"


#: The search variants the bench times, each in a worker process of its own (`search_bench`).
HSFP_UCT: Final = "hsfp uct"
HSFP_MCTS: Final = "hsfp.agents.mcts"
DEEP_COPY: Final = "reference, deep copy per node"
REPLAY: Final = "reference, replay from one copy"


def variant_rate(variant: str, reference: Path | None, iterations: int, rollout: Rollout, root_seed: int,
                 rng_seed: int) -> tuple[float, int]:
    """Returns the iterations/s of one search variant from a round's root (made here from its seed), and
    the actions its rollouts played (0 for `hsfp.agents.mcts`, which does not count them)."""
    if variant == HSFP_UCT:
        return _uct_rate(HsfpEngine(), hsfp_midgame(root_seed), iterations, rollout, rng_seed, True)
    if variant == HSFP_MCTS:
        return _mcts_rate(hsfp_midgame(root_seed), iterations, rollout, random.Random(rng_seed)), 0
    module = load_reference(reference) if reference is not None else None
    if module is None or variant not in (DEEP_COPY, REPLAY):
        raise ValueError(f"no such search variant here: {variant!r}")
    ref = ReferenceEngine(module)
    return _uct_rate(ref, ref.midgame(root_seed), iterations, rollout, rng_seed, variant == DEEP_COPY)


def _worker_context() -> BaseContext:
    # fork where the platform has it (the worker starts with this process's modules loaded), else the default
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else None)


def _uct_rate(engine: Engine[S, A], root: S, iterations: int, rollout: Rollout, rng_seed: int,
              keep_states: bool) -> tuple[float, int]:
    # iterations/s of the bench's UCT on an engine, and the actions its rollouts played
    tally: list[int] = []
    t0 = time.process_time()
    uct(engine, root, iterations, rollout, random.Random(rng_seed), keep_states, tally=tally)
    return iterations / max(time.process_time() - t0, 1e-9), tally[0]


def _mcts_rate(s: GameState, iterations: int, rollout: Rollout, rng: random.Random) -> float:
    """Returns the iterations/s of `hsfp.agents.mcts`' search from a root, as its agent runs it (the state
    reseeded from the agent's generator), by the iterations it ran: it stops early once no iteration left
    could change its choice, and dividing its budget by its time would count iterations never run."""
    from hsfp.agents.mcts import Mcts  # the agents face, above this one
    from hsfp.agents.search import Budget
    from hsfp.agents.search import Rollout as Reach

    agent = Mcts(budget=Budget(iterations=iterations), rollout=Reach(rollout) if isinstance(rollout, str) else rollout)
    t0 = time.process_time()
    _, ran = agent.grow(s, rng)
    return ran / max(time.process_time() - t0, 1e-9)


def _quartiles(xs: list[float]) -> tuple[float, float, float]:
    if len(xs) < 2:
        return xs[0], xs[0], xs[0]
    q = statistics.quantiles(xs, n=4, method="inclusive")
    return statistics.median(xs), q[0], q[2]


def search_bench(reference: Path | None, iterations: int = 200, rounds: int = 5,
                 rollouts: Sequence[Rollout] = ROLLOUTS, seed: int = 1,
                 ) -> tuple[list[SearchFigure], list[tuple[str, str, float, float, float]]]:
    """Returns the iterations/s of each UCT variant per rollout length, and the paired-round ratios
    (hsfp over each reference variant) with their quartiles: of iterations, and of rollout actions.

    Each round's root is a different game on each engine, so a full-game rollout may be three times as
    long on one as on the other; the ratio of rollout actions per second (iterations/s times the actions
    the rollouts of that very run played, per iteration) takes the length out. About one action in six of
    an hsfp rollout is a hero power (the reference's heroes have none), among the cheapest actions: the
    ratio of iterations leans against hsfp, the ratio of actions towards it."""
    module = load_reference(reference) if reference is not None else None
    variants = [HSFP_UCT, HSFP_MCTS] + ([DEEP_COPY, REPLAY] if module is not None else [])
    figures: list[SearchFigure] = []
    ratios: list[tuple[str, str, float, float, float]] = []
    counted = (HSFP_UCT, DEEP_COPY, REPLAY)
    # Each variant runs in a worker process of its own, kept for the whole bench as a researcher's process
    # keeps its engine: what one variant leaves in its heap (after a tree of 200 deep copies, hsfp's next
    # full-game searches ran a median 13% slower) never meets another's, while the rounds still interleave.
    with ExitStack() as stack:
        context = _worker_context()
        workers = {v: stack.enter_context(context.Pool(1)) for v in variants}
        for rollout in rollouts:
            label = str(rollout)
            samples: dict[str, list[float]] = {v: [] for v in variants}
            played: dict[str, list[int]] = {v: [] for v in counted if v in samples}
            for r in range(rounds):
                # the order reversed every other round, as random play's
                for v in variants if r % 2 == 0 else variants[::-1]:
                    rate, actions = workers[v].apply(variant_rate, (v, reference, iterations, rollout, seed + r, r))
                    samples[v].append(rate)
                    if v in played:
                        played[v].append(actions)
            for name, xs in samples.items():
                figures.append(SearchFigure(name, label, *_quartiles(xs)))
            for name, counts in played.items():
                figures.append(SearchFigure(f"rollout actions per iteration, {name}", label,
                                            *_quartiles([n / iterations for n in counts]), unit="actions"))
            for name in (HSFP_UCT, HSFP_MCTS):
                for other in (DEEP_COPY, REPLAY):
                    if other in samples:
                        paired = [a / b for a, b in zip(samples[name], samples[other], strict=True)]
                        ratios.append((f"{name} / {other}", label, *_quartiles(paired)))
            for other in (DEEP_COPY, REPLAY):
                if other in samples:
                    # rollout actions per second: iterations/s times the actions per iteration of that run
                    work = [(a * n) / max(b * m, 1e-9) for a, n, b, m in zip(
                        samples[HSFP_UCT], played[HSFP_UCT], samples[other], played[other], strict=True)]
                    ratios.append((f"{HSFP_UCT} / {other}, per rollout action", label, *_quartiles(work)))
    return figures, ratios


def rollout_lengths(reference: Path | None, rounds: int = 5, rollouts: int = 10, seed: int = 1,
                    ) -> list[SearchFigure]:
    """Returns how many actions a uniform full-game rollout takes from each round's root, on hsfp and on
    the reference (not timed): the full-game ratios compare iterations, and an engine whose rollouts run
    longer (hsfp lists hero powers, which the reference has not) does more work per iteration."""
    module = load_reference(reference) if reference is not None else None
    engines: list[tuple[str, Callable[[int], object], Engine[Any, Any]]] = [
        ("actions per full-game rollout, hsfp", hsfp_midgame, HsfpEngine())]
    if module is not None:
        ref = ReferenceEngine(module)
        engines.append(("actions per full-game rollout, reference", ref.midgame, ref))
    out = []
    for name, midgame, engine in engines:
        means = []
        for r in range(rounds):
            root = midgame(seed + r)
            rng = random.Random(r)
            total = sum(_rollout(engine, engine.fork(root), "game", rng)[1] for _ in range(rollouts))
            means.append(total / rollouts)
        out.append(SearchFigure(name, "game", *_quartiles(means), unit="actions"))
    return out


def call_costs(rounds: int = 5, seed: int = 1) -> list[SearchFigure]:
    """Returns the cost in µs of one call of `step`, `legal_actions`, `resample`, `legal_mask`,
    `observation_tensor` and `information_state_tensor` on mid-game states (interleaved, medians of
    per-round means)."""
    from hsfp.views import encode
    from hsfp.views.resample import resample

    states = [hsfp_midgame(seed + i, turn) for i in range(4) for turn in (6, 10, 14)]
    states = [s for s in states if not api.is_terminal(s)]
    firsts = [api.legal_actions(s)[0] for s in states]
    calls: dict[str, Callable[[GameState, int], object]] = {
        "step (first legal action)": lambda s, i: api.step(s, firsts[i]),
        "legal_actions": lambda s, i: api.legal_actions(s),
        "resample": lambda s, i: resample(s, api.current_player(s), i),
        "legal_mask": lambda s, i: encode.legal_mask(s),
        "observation_tensor": lambda s, i: encode.observation_tensor(s, api.current_player(s)),
        "information_state_tensor": lambda s, i: encode.information_state_tensor(s, api.current_player(s)),
    }
    samples: dict[str, list[float]] = {k: [] for k in calls}
    for _ in range(rounds):
        for name, call in calls.items():
            t0 = time.process_time()
            for _rep in range(10):
                for i, s in enumerate(states):
                    call(s, i)
            samples[name].append((time.process_time() - t0) / (10 * len(states)) * 1e6)
    return [SearchFigure(name, "", *_quartiles(xs), unit="µs per call") for name, xs in samples.items()]
