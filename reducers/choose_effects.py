"""The interpreter of effects chosen from option cards, several times over ("Gain 2 of Rush, Taunt, Divine
Shield, or Windfury"): each step offers the options not chosen yet as set-aside entities only the chooser
sees, like Discover's; the chosen card's `play` runs as the source's own (as a Choose One sub-card's does),
and every option offered leaves the game blanked before the next step, so no later view names one."""

from __future__ import annotations

from typing import Final

from hsfp.core import dsl
from hsfp.core.registry import CARDS
from hsfp.core.state import ChoiceKind, Ctx, GameState, Pending, Run, retarget
from reducers.base import SETASIDE, ZONE, Handler, create, push
from reducers.pools import blank


def _offer(s: GameState, choice: dsl.ChooseEffects, chosen: tuple[str, ...], ctx: Ctx) -> GameState:
    if len(chosen) >= choice.picks:
        return s
    p = ctx.controller
    options: list[int] = []
    for c in choice.options:
        if c not in chosen and c in CARDS:
            s, o = create(s, c, p, SETASIDE)
            options.append(o)
    if not options:
        return s
    step = dsl.EffectChosen(choice, chosen, tuple(options))
    return s._replace(pending=Pending(ChoiceKind.PICK, p, tuple(options), step, ctx))


def _choose_effects(s: GameState, e: dsl.ChooseEffects, ctx: Ctx) -> GameState:
    return _offer(s, e, (), ctx)


def _effect_chosen(s: GameState, e: dsl.EffectChosen, ctx: Ctx) -> GameState:
    picked = s.cards[ctx.target]
    for o in e.offered:
        if s.rows[o][ZONE] == SETASIDE:
            s = blank(s, o)
    # an answer that is none of this step's options (a state resampled by another player) ends the choice
    if picked not in e.choice.options or picked in e.chosen:
        return s
    own = retarget(ctx, 0)
    chosen = (*e.chosen, picked)
    play = CARDS[picked].play
    if play is None:
        return _offer(s, e.choice, chosen, own)
    return push(s, Run(play, own), Run(dsl.EffectChosen(e.choice, chosen), own))


def _next_step(s: GameState, e: dsl.EffectChosen, ctx: Ctx) -> GameState:
    return _offer(s, e.choice, e.chosen, ctx)


def _run_step(s: GameState, e: dsl.EffectChosen, ctx: Ctx) -> GameState:
    # a step with options offered answers a pick; one without is the next offer, run after a chosen play
    return _effect_chosen(s, e, ctx) if e.offered else _next_step(s, e, ctx)


#: The handlers of this module's nodes, for the interpreter's dispatch table.
HANDLERS: Final[dict[type, Handler]] = {
    dsl.ChooseEffects: _choose_effects,
    dsl.EffectChosen: _run_step,
}
