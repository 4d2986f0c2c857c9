"""The JSON documents of the HTTP API, as pydantic models (they are the OpenAPI schema)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from hsfp.views.encode import NUM_ACTIONS

#: Most card ids a deck given as a list may hold (the engine's own limit is 100).
MAX_DECK_ITEMS = 100
#: Longest string a request may put in a deck, a hero or a query.
MAX_TEXT = 200


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


# ----------------------------------------------------------------------------------------- actions


class PlayCardBody(_Strict):
    """Play a card from hand (entity ids as the observation names them)."""

    type: Literal["play_card"]
    card: int = Field(ge=0, le=1_000_000)
    target: int | None = Field(default=None, ge=0, le=1_000_000)
    position: int | None = Field(default=None, ge=0, le=1_000)
    choice: int | None = Field(default=None, ge=0, le=1_000)


class AttackBody(_Strict):
    """Attack with a character."""

    type: Literal["attack"]
    attacker: int = Field(ge=0, le=1_000_000)
    defender: int = Field(ge=0, le=1_000_000)


class HeroPowerBody(_Strict):
    """Use the hero power."""

    type: Literal["hero_power"]
    target: int | None = Field(default=None, ge=0, le=1_000_000)


class EndTurnBody(_Strict):
    """End the turn."""

    type: Literal["end_turn"]


class ChooseBody(_Strict):
    """Answer a pending pick with one of its options."""

    type: Literal["choose"]
    option: int = Field(ge=0, le=1_000_000)


class MulliganBody(_Strict):
    """Answer the mulligan: the hand cards to replace."""

    type: Literal["mulligan"]
    replace: list[Annotated[int, Field(ge=0, le=1_000_000)]] = Field(default_factory=list, max_length=10)


class TradeBody(_Strict):
    """Trade a Tradeable card from hand (1 mana: shuffle it into the deck, draw a card)."""

    type: Literal["trade"]
    card: int = Field(ge=0, le=1_000_000)


class UseLocationBody(_Strict):
    """Use a location on the board, with a target if its ability takes one."""

    type: Literal["use_location"]
    location: int = Field(ge=0, le=1_000_000)
    target: int | None = Field(default=None, ge=0, le=1_000_000)


class ConcedeBody(_Strict):
    """Concede the game."""

    type: Literal["concede"]


ActionBody = Annotated[PlayCardBody | AttackBody | HeroPowerBody | EndTurnBody | ChooseBody | MulliganBody
                       | TradeBody | UseLocationBody | ConcedeBody, Field(discriminator="type")]


class StepRequest(_Strict):
    """One action, by its index in the action space or as an action object (exactly one of the two)."""

    index: int | None = Field(default=None, ge=0, lt=NUM_ACTIONS)
    action: ActionBody | None = None


# --------------------------------------------------------------------------------------- requests


class NewGameRequest(_Strict):
    """A new game: each deck a preset name, a deck code, or a list of card ids; heroes by card id."""

    seed: int | None = Field(default=None, ge=0, le=2**256 - 1)
    decks: list[str | list[Annotated[str, Field(max_length=MAX_TEXT)]]] | None = Field(
        default=None, min_length=2, max_length=2)
    heroes: list[Annotated[str, Field(max_length=MAX_TEXT)]] | None = Field(default=None, min_length=2,
                                                                           max_length=2)
    format: Literal["classic"] = "classic"


class BranchRequest(_Strict):
    """A branch from a position of the timeline (default: the cursor)."""

    at: int | None = Field(default=None, ge=0, le=100_000)


class ResetRequest(_Strict):
    """A new game in the same session, with the same decks and heroes."""

    seed: int | None = Field(default=None, ge=0, le=2**256 - 1)


class SelfPlayRequest(_Strict):
    """A bounded self-play run: games, the agents of seat 0 and seat 1, the seed."""

    games: int = Field(default=10, ge=1, le=20)
    agents: list[Annotated[str, Field(max_length=MAX_TEXT)]] = Field(default_factory=lambda: ["random"],
                                                                     min_length=1, max_length=2)
    seed: int = Field(default=0, ge=0, le=2**256 - 1)


# -------------------------------------------------------------------------------------- responses


class ErrorDoc(BaseModel):
    """An error: what was wrong."""

    detail: str


class EntityDoc(BaseModel):
    """An entity the viewer can see: its card, owner, place and tags (current values, non-zero only)."""

    entity: int
    card_id: str
    controller: int
    zone: str
    position: int
    tags: dict[str, int]


class HiddenDoc(BaseModel):
    """A card the viewer knows is there but not what it is."""

    controller: int
    zone: str
    position: int
    card_class: int


class PendingDoc(BaseModel):
    """A pending choice; its options only for the seat that chooses."""

    kind: str
    player: int
    n_options: int
    options: list[int]
    option_cards: list[str]


class PlayerDoc(BaseModel):
    """One side as the viewer sees it."""

    player: int
    hero: int
    hero_power: int
    weapon: int
    board: list[int]
    hand_size: int
    hand_cards: list[int]
    deck_size: int
    secret_count: int
    secrets: list[int]
    graveyard: list[int]


class ObservationDoc(BaseModel):
    """What one seat (or, with `viewer` null, anyone) may know of the game."""

    viewer: int | None
    turn: int
    current: int
    status: str
    winner: int | None
    players: list[PlayerDoc]
    entities: list[EntityDoc]
    hidden: list[HiddenDoc]
    own_deck: list[str]
    pending: PendingDoc | None


class EventDoc(BaseModel):
    """An event as the viewer sees it (hidden entities as 0 and their cards as null)."""

    kind: str
    entity: int
    source: int
    target: int
    player: int
    amount: int
    before: int
    position: int
    fatal: bool
    entity_card: str | None
    source_card: str | None
    target_card: str | None


class ActionDoc(BaseModel):
    """An action as the API writes it (the fields its type takes)."""

    type: str
    card: int | None = None
    target: int | None = None
    position: int | None = None
    choice: int | None = None
    attacker: int | None = None
    defender: int | None = None
    option: int | None = None
    replace: list[int] | None = None
    location: int | None = None


class LegalDoc(BaseModel):
    """The legal actions of the seat (none unless it must act), their indices and the mask."""

    actions: list[ActionDoc]
    indices: list[int]
    mask: list[bool]


class StateDoc(BaseModel):
    """A game as one seat sees it."""

    session_id: str
    seat: int | None
    cursor: int
    length: int
    observation: ObservationDoc
    tensor: list[float]
    legal: LegalDoc
    current_player: int
    done: bool
    returns: list[float]
    full_state: str | None = None


class CreatedDoc(BaseModel):
    """A new session: its id, the seats' tokens (null for a seat the caller does not hold), what anyone
    may see of it, and what in the request broke the deck-building rules."""

    session_id: str
    tokens: list[str | None]
    observation: ObservationDoc
    warnings: list[str] = Field(default_factory=list)


class StepDoc(BaseModel):
    """The outcome of a step: refused (ok false, with the engine's code and reason) or applied."""

    ok: bool
    code: str | None = None
    reason: str | None = None
    applied: ActionDoc | None = None
    events: list[EventDoc] = Field(default_factory=list)
    reward: float = 0.0
    done: bool
    current_player: int
    legal_indices: list[int] = Field(default_factory=list, description="the seat's legal indices now, if it acts")
    observation: ObservationDoc


class MovedDoc(BaseModel):
    """Where the cursor is after an undo or a redo, and what the seat sees there."""

    cursor: int
    length: int
    observation: ObservationDoc


class DeletedDoc(BaseModel):
    """A session that was deleted."""

    session_id: str
    deleted: bool


class InfoDoc(BaseModel):
    """What the service is and what it offers."""

    service: str
    version: str
    num_actions: int
    observation_shape: list[int]
    action_types: list[str]
    endpoints: list[str]
    sessions: int
    store: str


class CardSummary(BaseModel):
    """A card in a search result."""

    id: str
    name: str
    type: str
    cost: int
    collectible: bool


class CardDoc(BaseModel):
    """One card: numbers, keywords, generated text in English and Chinese, and the official text."""

    id: str
    name: str
    name_zh: str
    type: str
    card_class: str
    cost: int
    attack: int
    health: int
    durability: int
    race: int
    rarity: int
    set: int
    collectible: bool
    keywords: list[str]
    text_en: str
    text_zh: str
    official_text: str
    official_text_zh: str


class DeckDoc(BaseModel):
    """A preset deck: its cards by name, which the engine has (as card ids) and which it lacks."""

    name: str
    card_class: str
    source: str
    complete: bool
    cards: list[str]
    card_ids: list[str]
    missing: list[str]


class StatsDoc(BaseModel):
    """Counts of the defined collectible cards by set, class and type."""

    cards: int
    collectible: int
    by_set: dict[str, int]
    by_class: dict[str, int]
    by_type: dict[str, int]


class SelfPlayRecordDoc(BaseModel):
    """One self-play game."""

    game: int
    seed: int
    heroes: list[str]
    winner: int | None
    turns: int
    actions: int
    final_hash: str
    exception: str | None


class SelfPlayDoc(BaseModel):
    """A self-play run: its summary table as data and its records."""

    games: int
    wins_p0: int
    wins_p1: int
    draws: int
    mean_turns: float
    actions: int
    exceptions: int
    rejected: int
    stalled: int
    records: list[SelfPlayRecordDoc]
