"""Agents from spec strings: a kind, then optionally `:` and budget parameters separated by commas.

>>> make("mcts:iterations=400,rollout=game")
Mcts(budget=Budget(iterations=400, seconds=None), rollout=<Rollout.GAME: 'game'>, c=0.7)
>>> split_specs("mcts:seconds=0.5,rollout=turn,greedy;beam:width=2")
['mcts:seconds=0.5,rollout=turn', 'greedy', 'beam:width=2']
"""

from __future__ import annotations

import re
from collections.abc import Callable

from hsfp.agents.basic import Agent, first_playable, uniform_random
from hsfp.agents.beam import Beam
from hsfp.agents.greedy import Greedy
from hsfp.agents.ismcts import Ismcts
from hsfp.agents.mcts import Mcts
from hsfp.agents.search import Budget, Reach, Rollout

Params = dict[str, str]


def _int(params: Params, name: str, default: int) -> int:
    return default if name not in params else _given_int(params, name)


def _given_int(params: Params, name: str) -> int:
    text = params.pop(name)
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"{name}={text!r} is not an integer") from None
    if value < 1:
        raise ValueError(f"{name}={value} must be at least 1")
    return value


def _float(params: Params, name: str, default: float) -> float:
    return default if name not in params else _given_float(params, name)


def _given_float(params: Params, name: str) -> float:
    text = params.pop(name)
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f"{name}={text!r} is not a number") from None
    if not value > 0 or value == float("inf"):
        raise ValueError(f"{name}={text} must be a positive number")
    return value


def _budget(params: Params, default_iterations: int) -> Budget:
    iterations = _given_int(params, "iterations") if "iterations" in params else None
    seconds = _given_float(params, "seconds") if "seconds" in params else None
    if iterations is None and seconds is None:
        iterations = default_iterations
    return Budget(iterations, seconds)


def _rollout(params: Params, default: Reach) -> Reach:
    text = params.pop("rollout", str(default))
    if text.isdigit():  # a number of actions; 0: the evaluation of the leaf itself
        return int(text)
    try:
        return Rollout(text)
    except ValueError:
        raise ValueError(f"rollout={text!r} is not one of {', '.join(r.value for r in Rollout)} or a number "
                         "of actions") from None


def _plain(agent: Agent) -> Callable[[Params], Agent]:
    return lambda params: agent


def _greedy(params: Params) -> Agent:
    return Greedy(samples=_int(params, "samples", 3))


def _beam(params: Params) -> Agent:
    return Beam(width=_int(params, "width", 4), depth=_int(params, "depth", 10))


def _mcts(params: Params) -> Agent:
    budget, until = _budget(params, 400), _rollout(params, Mcts.rollout)
    return Mcts(budget, until, _float(params, "c", 0.7))


def _ismcts(params: Params) -> Agent:
    budget, until = _budget(params, 200), _rollout(params, Ismcts.rollout)
    horizon = params.pop("horizon", "game")
    if horizon not in ("turn", "game"):
        raise ValueError(f"horizon={horizon!r} is not one of turn, game")
    return Ismcts(budget, until, _float(params, "c", 0.7), _int(params, "determinizations", 20), horizon == "turn")


#: The agent kinds and their builders (each takes the spec's parameters and removes those it knows).
KINDS: dict[str, Callable[[Params], Agent]] = {
    "random": _plain(uniform_random),
    "first-playable": _plain(first_playable),
    "greedy": _greedy,
    "beam": _beam,
    "mcts": _mcts,
    "ismcts": _ismcts,
}

_PARAM = re.compile(r"^([a-z_]+)=(.+)$")


def parse(spec: str) -> tuple[str, Params]:
    """Returns the kind and the parameters of a spec string; raises ValueError naming what is wrong."""
    kind, _, rest = spec.strip().partition(":")
    if kind not in KINDS:
        raise ValueError(f"unknown agent kind {kind!r} in {spec!r} (known: {', '.join(KINDS)})")
    params: Params = {}
    for part in (p.strip() for p in rest.split(",")) if rest.strip() else ():
        m = _PARAM.match(part)
        if m is None:
            raise ValueError(f"{part!r} in {spec!r} is not a name=value parameter")
        if m[1] in params:
            raise ValueError(f"parameter {m[1]!r} given twice in {spec!r}")
        params[m[1]] = m[2]
    return kind, params


def make(spec: str) -> Agent:
    """Returns the agent a spec string names, with its budget ("random", "greedy", "beam:width=4",
    "mcts:iterations=400", "mcts:seconds=0.5,rollout=turn", "ismcts:iterations=200"); raises ValueError
    naming the problem."""
    kind, params = parse(spec)
    try:
        agent = KINDS[kind](params)
    except ValueError as e:
        raise ValueError(f"{spec!r}: {e}") from None
    if params:
        raise ValueError(f"{spec!r}: {kind} takes no parameter {', '.join(sorted(params))}")
    return agent


def split_specs(text: str) -> list[str]:
    """Returns the agent specs of a list: separated by ';' or spaces, or by a comma followed by an agent
    kind ("mcts:seconds=0.5,rollout=turn,greedy" is two agents)."""
    specs: list[str] = []
    for chunk in re.split(r"[;\s]+", text.strip()):
        current: str | None = None
        for part in chunk.split(","):
            if current is None or part.partition(":")[0] in KINDS:
                if current:
                    specs.append(current)
                current = part
            else:
                current += "," + part
        if current:
            specs.append(current)
    return specs
