"""What the API shows of a game: observations, events and actions as JSON documents, for one seat or for
anyone (public information only).

A seat's documents come from `hsfp.observation` alone, so they hold nothing hidden from that seat. The
public view hides what either seat hides: both hands, both secrets' identities, both decks.
"""

from __future__ import annotations

from collections.abc import Iterable

from hsfp import api
from hsfp.core.actions import (
    Action,
    Attack,
    Choose,
    Concede,
    EndTurn,
    HeroPower,
    Mulligan,
    PlayCard,
    Trade,
    UseLocation,
)
from hsfp.core.events import Event
from hsfp.core.state import DRAW_RESULT, NO_WINNER, GameState
from hsfp.core.tags import Tag, value_of
from hsfp.observation import (
    ENTITY_TAGS,
    EntityView,
    HiddenCard,
    Observation,
    PendingView,
    PlayerView,
    hidden_entities,
    observation,
    see_event,
)
from hsfp.serve.schemas import (
    ActionBody,
    ActionDoc,
    AttackBody,
    ChooseBody,
    ConcedeBody,
    EndTurnBody,
    EntityDoc,
    EventDoc,
    HeroPowerBody,
    HiddenDoc,
    LegalDoc,
    MulliganBody,
    ObservationDoc,
    PendingDoc,
    PlayCardBody,
    PlayerDoc,
    TradeBody,
    UseLocationBody,
)
from hsfp.views import encode

#: Action types as the API names them.
ACTION_TYPES = ("play_card", "attack", "hero_power", "end_turn", "choose", "mulligan", "concede")

_COLUMNS = tuple((t.name, t, int(t) in ENTITY_TAGS) for t in Tag if t is not Tag.MODDED)

def _tags(row: tuple[int, ...], hidden: frozenset[int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for name, t, is_entity in _COLUMNS:
        v = int(value_of(row, t))  # 0 for a tag the row has not (the game's and the players' rows are narrower)
        if v and not (is_entity and v in hidden):
            out[name] = v
    return out

def _entity(e: EntityView, hidden: frozenset[int]) -> EntityDoc:
    return EntityDoc(entity=e.entity, card_id=e.card_id, controller=int(e.controller), zone=e.zone.name,
                     position=e.position, tags=_tags(e.row, hidden))

def _player(p: PlayerView, hidden: frozenset[int]) -> PlayerDoc:
    def shown(e: int) -> int:
        return 0 if e in hidden else int(e)

    return PlayerDoc(player=p.player, hero=shown(p.hero), hero_power=shown(p.hero_power), weapon=shown(p.weapon),
                     board=list(p.board), hand_size=p.hand_size, hand_cards=list(p.hand_cards),
                     deck_size=p.deck_size, secret_count=p.secret_count, secrets=list(p.secrets),
                     graveyard=list(p.graveyard))

def _pending(p: PendingView | None) -> PendingDoc | None:
    if p is None:
        return None
    return PendingDoc(kind=str(p.kind), player=p.player,
                      n_options=p.n_options, options=list(p.options), option_cards=list(p.option_cards))

def _hidden(h: HiddenCard) -> HiddenDoc:
    return HiddenDoc(controller=h.controller, zone=h.zone.name, position=h.position, card_class=int(h.card_class))

def _winner(w: int) -> int | None:
    return None if w in (NO_WINNER, DRAW_RESULT) else int(w)

def public_hidden(state: GameState) -> frozenset[int]:
    """Returns the entities hidden from anyone without a seat: what either seat may not know."""
    return hidden_entities(state, 0) | hidden_entities(state, 1)

def _public(state: GameState) -> tuple[Observation, frozenset[int]]:
    hidden = public_hidden(state)
    seen = [observation(state, p) for p in (0, 1)]
    obs = seen[0]
    players = tuple(v._replace(hand_cards=(), secrets=()) for v in obs.players)
    pending = obs.pending
    if pending is not None:
        pending = pending._replace(options=(), option_cards=())
    covered = tuple(h for h in seen[1].hidden if h.controller == 0) + tuple(h for h in obs.hidden if h.controller == 1)
    entities = tuple(e for e in obs.entities if e.entity not in hidden)
    public = obs._replace(players=(players[0], players[1]), entities=entities, hidden=covered, own_deck=(),
                          pending=pending)
    return public, hidden

def observation_doc(state: GameState, seat: int | None) -> ObservationDoc:
    """Returns the observation of a seat (None: the public view) as a document."""
    if seat is None:
        obs, hidden = _public(state)
    else:
        obs, hidden = observation(state, seat), hidden_entities(state, seat)
    return ObservationDoc(viewer=seat, turn=obs.turn, current=obs.current, status=obs.status.name,
                          winner=_winner(obs.winner), players=[_player(p, hidden) for p in obs.players],
                          entities=[_entity(e, hidden) for e in obs.entities], hidden=[_hidden(h) for h in obs.hidden],
                          own_deck=list(obs.own_deck), pending=_pending(obs.pending))

def events_doc(events: Iterable[Event], state: GameState, seat: int | None) -> list[EventDoc]:
    """Returns a step's events as a seat (None: anyone) sees them; `state` is the state after the step."""
    hidden = public_hidden(state) if seat is None else hidden_entities(state, seat)
    out = []
    for ev in events:
        s = see_event(ev, state, hidden)
        out.append(EventDoc(kind=s.kind.name, entity=s.entity, source=s.source, target=s.target, player=s.player,
                            amount=s.amount, before=s.before, position=s.position, fatal=bool(s.fatal),
                            entity_card=s.entity_card, source_card=s.source_card, target_card=s.target_card))
    return out

def action_doc(a: Action) -> ActionDoc:
    """Returns an engine action as the API writes it."""
    if isinstance(a, PlayCard):
        return ActionDoc(type="play_card", card=a.card, target=a.target, position=a.position, choice=a.choice)
    if isinstance(a, Attack):
        return ActionDoc(type="attack", attacker=a.attacker, defender=a.defender)
    if isinstance(a, HeroPower):
        return ActionDoc(type="hero_power", target=a.target)
    if isinstance(a, Choose):
        return ActionDoc(type="choose", option=a.option)
    if isinstance(a, Mulligan):
        return ActionDoc(type="mulligan", replace=list(a.replace))
    if isinstance(a, Trade):
        return ActionDoc(type="trade", card=a.card)
    if isinstance(a, UseLocation):
        return ActionDoc(type="use_location", location=a.location, target=a.target)
    if isinstance(a, Concede):
        return ActionDoc(type="concede")
    return ActionDoc(type="end_turn")

def action_of(body: ActionBody) -> Action:
    """Returns the engine action an action object of a request names."""
    if isinstance(body, PlayCardBody):
        return PlayCard(body.card, body.target, body.position, body.choice)
    if isinstance(body, AttackBody):
        return Attack(body.attacker, body.defender)
    if isinstance(body, HeroPowerBody):
        return HeroPower(body.target)
    if isinstance(body, ChooseBody):
        return Choose(body.option)
    if isinstance(body, MulliganBody):
        return Mulligan(tuple(body.replace))
    if isinstance(body, TradeBody):
        return Trade(body.card)
    if isinstance(body, UseLocationBody):
        return UseLocation(body.location, body.target)
    if isinstance(body, ConcedeBody):
        return Concede()
    assert isinstance(body, EndTurnBody)
    return EndTurn()

def legal_indices(state: GameState, seat: int | None) -> list[int]:
    """Returns the indices of a seat's legal actions; empty unless it must act."""
    if seat is None or api.is_terminal(state) or api.current_player(state) != seat:
        return []
    return list(encode.legal_indices(state))


def legal_doc(state: GameState, seat: int | None) -> LegalDoc:
    """Returns the legal actions of a seat with their indices and the mask; empty unless it must act."""
    if seat is None or api.is_terminal(state) or api.current_player(state) != seat:
        return LegalDoc(actions=[], indices=[], mask=[False] * encode.NUM_ACTIONS)
    actions = api.legal_actions(state)
    mask = encode.legal_mask(state)
    return LegalDoc(actions=[action_doc(a) for a in actions], indices=[encode.action_index(state, a) for a in actions],
                    mask=[bool(x) for x in mask])

def tensor(state: GameState, seat: int | None) -> list[float]:
    """Returns the seat's observation tensor (empty for the public view)."""
    if seat is None:
        return []
    return [float(x) for x in encode.observation_tensor(state, seat)]

__all__ = ["ACTION_TYPES", "action_doc", "action_of", "events_doc", "legal_doc", "legal_indices", "observation_doc",
           "public_hidden", "tensor"]
