"""A fixed action space and tensors for learners: action indices, the legal mask, observation tensors.

Actions (docs/encoding.md has the full layout): every action is an index in `0..NUM_ACTIONS-1`, relative
to the state it is taken in. A card is named by its hand position, a character by its slot (own hero,
own minions by board position, enemy hero, enemy minions), an answer to a pick by its position among the
options in entity-id order, a mulligan by the bitmask of the hand positions it replaces. The blocks, in
order: end turn; play card (hand slot x target slot x board position x Choose One option); attack
(attacker slot x defender slot); hero power (target slot); mulligan (bitmask); pick (option). Indices of
one version stay the indices of the next: blocks only grow at the end.

`index_action` returns the action an index names in a state and raises `UnmappedIndex` (a ValueError)
when it names nothing there (an empty hand or board slot, an option past the last, a board position for
a card that takes none). An index that names an action the rules refuse now (too expensive, a target the
card cannot take) is returned as that action and `step` refuses it with its code; `legal_mask` says
which indices are legal.

Tensors (float32, flat): `observation_tensor` and `information_state_tensor` are computed from
`hsfp.observation.observation(state, player)` alone, so two states a player cannot tell apart encode
alike (`observed_in_part` builds it with only the entity views the observation tensor reads). Cards
appear as indices into `CARD_VOCAB` (0: none or unknown), for a learner to embed.

>>> import hsfp
>>> from hsfp.views import encode
>>> state = hsfp.new_game(decks=(["VAN_CS2_182"] * 30,) * 2, heroes=("HERO_08", "HERO_01"), seed=7)
>>> mask = encode.legal_mask(state)
>>> int(mask.sum()) == len(hsfp.legal_actions(state)), encode.index_action(state, encode.MULLIGAN)
(True, Mulligan(replace=()))
>>> encode.observation_tensor(state, 0).shape == encode.OBSERVATION_SHAPE
True
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

import hsfp.api as api
from hsfp.core.actions import Action, Attack, Choose, EndTurn, HeroPower, Mulligan, PlayCard, Trade, UseLocation
from hsfp.core.registry import CARDS
from hsfp.core.state import PLAYER_ENTITY, ChoiceKind, GameState
from hsfp.core.tags import N_ZONES, CardType, Status, Tag, Zone, column, effective_column, full_row, rare
from hsfp.observation import EntityView, Observation, observation, observed_in_part

# ------------------------------------------------------------------------------------ the action space

#: Hand positions a card can be played from (the real game's hand size).
HAND_SLOTS = 10
#: Minions a side can have in play (the real game's board size).
BOARD_SLOTS = 7
#: Target slots: none, own hero, own minions 0..6, enemy hero, enemy minions 0..6.
TARGET_SLOTS = 2 + 2 * BOARD_SLOTS + 1
#: Board positions a minion can be placed at: 0..6 (with 7 in play no minion can be played).
POSITION_SLOTS = BOARD_SLOTS
#: Options of a Choose One card (0 also stands for "no choice" on the cards without Choose One).
CHOICE_SLOTS = 2
#: Attacker slots (own hero, own minions 0..6) and defender slots (enemy hero, enemy minions 0..6).
CHARACTER_SLOTS = 1 + BOARD_SLOTS
#: Cards in the largest starting hand (the second player's four), so 2**4 mulligan answers.
MULLIGAN_CARDS = 4
#: Options of a pending pick: Tracking offers three; the block holds a pick among every character in
#: play, and a test checks that no registered card can offer more.
PICK_SLOTS = 16

END_TURN = 0
PLAY_CARD = END_TURN + 1
ATTACK = PLAY_CARD + HAND_SLOTS * TARGET_SLOTS * POSITION_SLOTS * CHOICE_SLOTS
HERO_POWER = ATTACK + CHARACTER_SLOTS * CHARACTER_SLOTS
MULLIGAN = HERO_POWER + TARGET_SLOTS
PICK = MULLIGAN + (1 << MULLIGAN_CARDS)
# the blocks added with Tradeable and locations come after the first six, so those kept their indices
TRADE = PICK + PICK_SLOTS
USE_LOCATION = TRADE + HAND_SLOTS
NUM_ACTIONS = USE_LOCATION + BOARD_SLOTS * TARGET_SLOTS

#: Target slot offsets: own hero, own minion 0, enemy hero, enemy minion 0.
_OWN_HERO, _OWN_BOARD, _ENEMY_HERO, _ENEMY_BOARD = 1, 2, 2 + BOARD_SLOTS, 3 + BOARD_SLOTS

_HAND = int(Zone.HAND)
_PLAY = int(Zone.PLAY)
_DECK = int(Zone.DECK)
_CARDTYPE = column(Tag.CARDTYPE)
_HERO_ENTITY = column(Tag.HERO_ENTITY)
_MINION = int(CardType.MINION)
_LOCATION = int(CardType.LOCATION)
#: The card types played at a board position.
_PLACED = (_MINION, _LOCATION)


class UnmappedAction(ValueError):
    """An action that no index names in this state (a card not in hand, a target off the board)."""


class UnmappedIndex(ValueError):
    """An index that names no action in this state (an empty slot, an option past the last)."""


class _Slots:
    """The slots of one state: hand positions and target slots of the acting player."""

    __slots__ = ("board", "hand", "targets")

    def __init__(self, s: GameState) -> None:
        p = s.current
        zones, rows = s.zones, s.rows
        self.hand = zones[p * N_ZONES + _HAND]
        mine, theirs = zones[p * N_ZONES + _PLAY], zones[(1 - p) * N_ZONES + _PLAY]
        self.board = mine
        targets = [0] * TARGET_SLOTS
        targets[_OWN_HERO] = rows[PLAYER_ENTITY[p]][_HERO_ENTITY]
        targets[_ENEMY_HERO] = rows[PLAYER_ENTITY[1 - p]][_HERO_ENTITY]
        targets[_OWN_BOARD:_OWN_BOARD + len(mine)] = mine
        targets[_ENEMY_BOARD:_ENEMY_BOARD + len(theirs)] = theirs
        self.targets = targets

    def target_slot(self, entity: int | None) -> int:
        if entity is None:
            return 0
        if entity <= 0:
            raise UnmappedAction(f"entity {entity} is not a character in play")
        try:
            return self.targets.index(entity)
        except ValueError:
            raise UnmappedAction(f"entity {entity} is not a character in play") from None

    def hand_slot(self, card: int) -> int:
        try:
            slot = self.hand.index(card)
        except ValueError:
            raise UnmappedAction(f"entity {card} is not in the acting player's hand") from None
        if slot >= HAND_SLOTS:
            raise UnmappedAction(f"hand position {slot} is past the {HAND_SLOTS} hand slots")
        return slot


def _check_int(x: object, what: str) -> int:
    if not isinstance(x, int) or isinstance(x, bool):
        raise UnmappedAction(f"{what} must be an int, not {x!r}")
    return x


def _play_index(s: GameState, slots: _Slots, a: PlayCard) -> int:
    card = _check_int(a.card, "PlayCard.card")
    h = slots.hand_slot(card)
    t = slots.target_slot(None if a.target is None else _check_int(a.target, "PlayCard.target"))
    if s.rows[card][_CARDTYPE] in _PLACED:
        # None places the minion rightmost, as legal_actions' explicit last position does
        pos = len(slots.board) if a.position is None else _check_int(a.position, "PlayCard.position")
        if not 0 <= pos < POSITION_SLOTS:
            raise UnmappedAction(f"board position {pos} is outside 0..{POSITION_SLOTS - 1}")
    elif a.position is not None:
        raise UnmappedAction(f"{s.cards[card]} is not a minion or location and takes no board position")
    else:
        pos = 0
    n_options = len(CARDS[s.cards[card]].choose_one)
    if n_options:
        if a.choice is None:
            raise UnmappedAction(f"{s.cards[card]} is played with one of its Choose One options")
        c = _check_int(a.choice, "PlayCard.choice")
        if not 0 <= c < min(n_options, CHOICE_SLOTS):
            raise UnmappedAction(f"Choose One option {c} is outside 0..{min(n_options, CHOICE_SLOTS) - 1}")
    elif a.choice is not None:
        raise UnmappedAction(f"{s.cards[card]} has no Choose One")
    else:
        c = 0
    return PLAY_CARD + ((h * TARGET_SLOTS + t) * POSITION_SLOTS + pos) * CHOICE_SLOTS + c


def _attack_index(slots: _Slots, a: Attack) -> int:
    att = slots.target_slot(_check_int(a.attacker, "Attack.attacker"))
    dfd = slots.target_slot(_check_int(a.defender, "Attack.defender"))
    if not _OWN_HERO <= att < _ENEMY_HERO:
        raise UnmappedAction(f"entity {a.attacker} is not a character of the acting player")
    if dfd < _ENEMY_HERO:
        raise UnmappedAction(f"entity {a.defender} is not an enemy character")
    return ATTACK + (att - _OWN_HERO) * CHARACTER_SLOTS + (dfd - _ENEMY_HERO)


def _mulligan_index(s: GameState, a: Mulligan) -> int:
    pending = s.pending
    if pending is None or pending.kind != ChoiceKind.MULLIGAN:
        raise UnmappedAction("no mulligan is pending")
    hand = s.zones[pending.player * N_ZONES + _HAND]
    bits = 0
    for e in a.replace:
        if e not in pending.options or e not in hand:
            raise UnmappedAction(f"entity {e} is not one of the starting cards {pending.options}")
        i = hand.index(e)
        if i >= MULLIGAN_CARDS:
            raise UnmappedAction(f"hand position {i} is past the {MULLIGAN_CARDS} mulligan slots")
        if bits & 1 << i:
            raise UnmappedAction(f"entity {e} is replaced twice")
        bits |= 1 << i
    return MULLIGAN + bits


def _use_index(slots: _Slots, a: UseLocation) -> int:
    location = _check_int(a.location, "UseLocation.location")
    if location not in slots.board:
        raise UnmappedAction(f"entity {location} is not on the acting player's board")
    t = slots.target_slot(None if a.target is None else _check_int(a.target, "UseLocation.target"))
    return USE_LOCATION + slots.board.index(location) * TARGET_SLOTS + t


def _pick_index(s: GameState, a: Choose) -> int:
    pending = s.pending
    if pending is None or pending.kind == ChoiceKind.MULLIGAN:
        raise UnmappedAction("no pick is pending")
    options = sorted(pending.options)
    if a.option not in options:
        raise UnmappedAction(f"{a.option} is not one of the options {pending.options}")
    i = options.index(a.option)
    if i >= PICK_SLOTS:
        raise UnmappedAction(f"option {i} is past the {PICK_SLOTS} pick slots")
    return PICK + i


def _index(s: GameState, slots: _Slots, a: Action) -> int:
    if isinstance(a, PlayCard):
        return _play_index(s, slots, a)
    if isinstance(a, Attack):
        return _attack_index(slots, a)
    if isinstance(a, HeroPower):
        return HERO_POWER + slots.target_slot(None if a.target is None else _check_int(a.target, "HeroPower.target"))
    if isinstance(a, EndTurn):
        return END_TURN
    if isinstance(a, Mulligan):
        return _mulligan_index(s, a)
    if isinstance(a, Choose):
        return _pick_index(s, a)
    if isinstance(a, Trade):
        return TRADE + slots.hand_slot(_check_int(a.card, "Trade.card"))
    if isinstance(a, UseLocation):
        return _use_index(slots, a)
    raise UnmappedAction(f"{a!r} has no index (Concede is not part of the action space)")


def action_index(state: GameState, action: Action) -> int:
    """Returns the index of an action in this state; raises UnmappedAction if no index names it.

    A minion played with `position=None` has the index of its explicit rightmost position, and a
    mulligan lists its cards in any order: both are the same moves as the forms `legal_actions` gives.
    """
    return _index(state, _Slots(state), action)


def _decode_play(s: GameState, slots: _Slots, k: int) -> PlayCard:
    rest, c = divmod(k, CHOICE_SLOTS)
    rest, pos = divmod(rest, POSITION_SLOTS)
    h, t = divmod(rest, TARGET_SLOTS)
    if h >= len(slots.hand):
        raise UnmappedIndex(f"hand slot {h} is empty")
    card = slots.hand[h]
    target = None
    if t:
        target = slots.targets[t]
        if not target:
            raise UnmappedIndex(f"target slot {t} is empty")
    position: int | None = pos
    if s.rows[card][_CARDTYPE] not in _PLACED:
        if pos:
            raise UnmappedIndex(f"{s.cards[card]} is not a minion or location and takes no board position")
        position = None
    n_options = len(CARDS[s.cards[card]].choose_one)
    if not n_options and c:
        raise UnmappedIndex(f"{s.cards[card]} has no Choose One")
    if n_options and c >= n_options:
        raise UnmappedIndex(f"{s.cards[card]} has no Choose One option {c}")
    return PlayCard(card, target, position, c if n_options else None)


def _decode_attack(slots: _Slots, k: int) -> Attack:
    att, dfd = divmod(k, CHARACTER_SLOTS)
    attacker, defender = slots.targets[_OWN_HERO + att], slots.targets[_ENEMY_HERO + dfd]
    if not attacker or not defender:
        raise UnmappedIndex(f"attacker slot {att} or defender slot {dfd} is empty")
    return Attack(attacker, defender)


def _decode_mulligan(s: GameState, bits: int) -> Mulligan:
    pending = s.pending
    if pending is None or pending.kind != ChoiceKind.MULLIGAN:
        raise UnmappedIndex("no mulligan is pending")
    hand = s.zones[pending.player * N_ZONES + _HAND]
    chosen = set()
    for i in range(MULLIGAN_CARDS):
        if bits & 1 << i:
            if i >= len(hand) or hand[i] not in pending.options:
                raise UnmappedIndex(f"hand position {i} holds no starting card")
            chosen.add(hand[i])
    return Mulligan(tuple(o for o in pending.options if o in chosen))


def _decode_pick(s: GameState, i: int) -> Choose:
    pending = s.pending
    if pending is None or pending.kind == ChoiceKind.MULLIGAN:
        raise UnmappedIndex("no pick is pending")
    options = sorted(pending.options)
    if i >= len(options):
        raise UnmappedIndex(f"the pick has {len(options)} options, not {i + 1}")
    return Choose(options[i])


def _decode_late(s: GameState, k: int) -> Action:
    # the blocks after the pick: a trade by hand slot, a location's use by board slot and target slot
    slots = _Slots(s)
    if k < USE_LOCATION:
        h = k - TRADE
        if h >= len(slots.hand):
            raise UnmappedIndex(f"hand slot {h} is empty")
        return Trade(slots.hand[h])
    b, t = divmod(k - USE_LOCATION, TARGET_SLOTS)
    if b >= len(slots.board):
        raise UnmappedIndex(f"board slot {b} is empty")
    target = slots.targets[t] if t else None
    if t and not target:
        raise UnmappedIndex(f"target slot {t} is empty")
    return UseLocation(slots.board[b], target)


def index_action(state: GameState, index: int) -> Action:
    """Returns the action an index names in this state; raises UnmappedIndex if it names nothing here.

    The action may still be refused by `step` (see the module's documentation); `legal_mask` says which
    indices are legal.
    """
    if not isinstance(index, (int, np.integer)) or isinstance(index, bool) or not 0 <= index < NUM_ACTIONS:
        raise UnmappedIndex(f"{index!r} is not an index in 0..{NUM_ACTIONS - 1}")
    k = int(index)
    if k == END_TURN:
        return EndTurn()
    if k >= TRADE:
        return _decode_late(state, k)
    if k >= PICK:
        return _decode_pick(state, k - PICK)
    if k >= MULLIGAN:
        return _decode_mulligan(state, k - MULLIGAN)
    slots = _Slots(state)
    if k >= HERO_POWER:
        t = k - HERO_POWER
        target = slots.targets[t] if t else None
        if t and not target:
            raise UnmappedIndex(f"target slot {t} is empty")
        return HeroPower(target)
    if k >= ATTACK:
        return _decode_attack(slots, k - ATTACK)
    return _decode_play(state, slots, k - PLAY_CARD)


BoolArray = npt.NDArray[np.bool_]
FloatArray = npt.NDArray[np.float32]


#: The state `legal_indices` last indexed (by identity), the tuple `legal_actions` listed for it (by
#: identity: a card defined again lists a new one), and the indices: an environment that checks an index
#: against the mask of the state it just observed asks again for the same state. One triple, replaced
#: whole; derived, never part of a state.
_indices_memo: list[tuple[object, object, tuple[int, ...]]] = [(None, None, ())]


def legal_indices(state: GameState) -> list[int]:
    """Returns the indices of the legal actions, in the order of `legal_actions`."""
    legal = api.legal_actions(state)
    seen, listed, found = _indices_memo[0]
    if seen is state and listed is legal:
        return list(found)
    out = _indices(state, legal)
    _indices_memo[0] = (state, legal, tuple(out))
    return out


def _indices(state: GameState, legal: tuple[Action, ...]) -> list[int]:
    if not legal:
        return []
    if state.pending is not None:
        return [_index(state, _Slots(state), a) for a in legal]
    slots = _Slots(state)
    out = []
    # the main phase is the hot loop of a learner, so the common shapes are indexed inline
    targets, hand, rows = slots.targets, slots.hand, state.rows
    n_board = len(slots.board)
    for a in legal:
        try:
            if type(a) is Attack:
                att, dfd = targets.index(a.attacker), targets.index(a.defender)
                out.append(ATTACK + (att - _OWN_HERO) * CHARACTER_SLOTS + (dfd - _ENEMY_HERO))
                continue
            if type(a) is PlayCard:
                h = hand.index(a.card)
                t = 0 if a.target is None else targets.index(a.target)
                pos = a.position
                if pos is None:
                    pos = n_board if rows[a.card][_CARDTYPE] in _PLACED else 0
                c = a.choice or 0
                if h < HAND_SLOTS and pos < POSITION_SLOTS and c < CHOICE_SLOTS:
                    out.append(PLAY_CARD + ((h * TARGET_SLOTS + t) * POSITION_SLOTS + pos) * CHOICE_SLOTS + c)
                    continue
        except ValueError:
            pass
        out.append(_index(state, slots, a))  # the general path, which names what does not fit
    return out


def legal_mask(state: GameState) -> BoolArray:
    """Returns a bool array of shape (NUM_ACTIONS,): True at the index of every legal action."""
    mask = np.zeros(NUM_ACTIONS, dtype=np.bool_)
    mask[legal_indices(state)] = True
    return mask


# ------------------------------------------------------------------------------------ card vocabulary

#: Every registered card id, sorted, after "" (index 0: no card, or a card the viewer cannot see). Card
#: ids sort the same in every version, so an index names the same card as long as the set of cards does.
CARD_VOCAB: tuple[str, ...] = ("", *sorted(CARDS))
_CARD_INDEX: dict[str, int] = {c: i for i, c in enumerate(CARD_VOCAB)}


def card_index(card_id: str) -> int:
    """Returns a card's index in CARD_VOCAB (0 for no card or a card id the vocabulary does not hold)."""
    return _CARD_INDEX.get(card_id, 0)


# ------------------------------------------------------------------------------------ tensor layout


class Segment(NamedTuple):
    """A named run of features in a tensor: where it starts, how many slots, and the features of a slot."""

    name: str
    start: int
    slots: int
    features: tuple[str, ...]

    @property
    def size(self) -> int:
        """Returns the number of floats the segment holds."""
        return self.slots * len(self.features)

    @property
    def stop(self) -> int:
        """Returns the index just past the segment."""
        return self.start + self.size


GLOBAL_FEATURES = ("my_turn", "turn", "status_mulligan", "status_main", "status_over", "outcome", "went_first")
PENDING_FEATURES = ("pending_mulligan", "pending_pick", "pending_mine", "pending_options")
PLAYER_FEATURES = ("mana", "mana_crystals", "overload_owed", "overload_locked", "fatigue", "deck", "hand",
                   "secrets", "board", "cards_played_this_turn", "hero_power_used", "corpses")
HERO_FEATURES = ("card", "can_attack", "attack", "health", "max_health", "armor", "frozen", "immune",
                 "attacks_this_turn")
HERO_POWER_FEATURES = ("card", "cost")
WEAPON_FEATURES = ("present", "card", "attack", "durability", "max_durability")
SECRET_FEATURES = ("present", "card", "class")
SECRET_SLOTS = 5
#: Keyword features of a minion: 1 if it has the keyword now (auras and enchantments included).
KEYWORDS: tuple[tuple[str, Tag], ...] = (
    ("taunt", Tag.TAUNT), ("divine_shield", Tag.DIVINE_SHIELD), ("charge", Tag.CHARGE), ("rush", Tag.RUSH),
    ("stealth", Tag.STEALTH), ("poisonous", Tag.POISONOUS), ("lifesteal", Tag.LIFESTEAL),
    ("windfury", Tag.WINDFURY), ("mega_windfury", Tag.MEGA_WINDFURY), ("frozen", Tag.FROZEN),
    ("immune", Tag.IMMUNE), ("elusive", Tag.ELUSIVE), ("reborn", Tag.REBORN), ("silenced", Tag.SILENCED),
    ("dormant", Tag.DORMANT), ("cant_attack", Tag.CANT_ATTACK), ("exhausted", Tag.EXHAUSTED),
)
MINION_FEATURES = ("present", "card", "can_attack", "attack", "health", "max_health", "attacks_this_turn",
                   "turns_in_play", "spellpower", *(name for name, _ in KEYWORDS), "location")
HAND_FEATURES = ("present", "known", "card", "cost", "attack", "health")


def _build_layout() -> tuple[Segment, ...]:
    specs: list[tuple[str, int, tuple[str, ...]]] = [
        ("global", 1, GLOBAL_FEATURES), ("pending", 1, PENDING_FEATURES), ("pending_option_cards", PICK_SLOTS,
                                                                          ("card",))]
    for side in ("me", "opponent"):
        specs += [(f"{side}.player", 1, PLAYER_FEATURES), (f"{side}.hero", 1, HERO_FEATURES),
                  (f"{side}.hero_power", 1, HERO_POWER_FEATURES), (f"{side}.weapon", 1, WEAPON_FEATURES),
                  (f"{side}.secrets", SECRET_SLOTS, SECRET_FEATURES), (f"{side}.board", BOARD_SLOTS, MINION_FEATURES),
                  (f"{side}.hand", HAND_SLOTS, HAND_FEATURES)]
    out, start = [], 0
    for name, slots, features in specs:
        seg = Segment(name, start, slots, features)
        out.append(seg)
        start = seg.stop
    return tuple(out)


#: The observation tensor's segments in order (docs/encoding.md describes each feature).
OBSERVATION_LAYOUT: tuple[Segment, ...] = _build_layout()
OBSERVATION_SHAPE: tuple[int] = (OBSERVATION_LAYOUT[-1].stop,)
#: What the information state adds after the observation: card counts over CARD_VOCAB.
HISTORY_LAYOUT: tuple[Segment, ...] = tuple(
    Segment(name, OBSERVATION_SHAPE[0] + i * len(CARD_VOCAB), len(CARD_VOCAB), ("count",))
    for i, name in enumerate(("me.deck_cards", "me.graveyard_cards", "opponent.graveyard_cards"))
)
INFORMATION_STATE_SHAPE: tuple[int] = (HISTORY_LAYOUT[-1].stop,)


def segment(name: str) -> Segment:
    """Returns the segment of the observation or information state layout with this name."""
    for seg in (*OBSERVATION_LAYOUT, *HISTORY_LAYOUT):
        if seg.name == name:
            return seg
    raise KeyError(name)


def feature_index(segment_name: str, feature: str, slot: int = 0) -> int:
    """Returns the position in the tensor of one feature of one slot of a segment."""
    seg = segment(segment_name)
    if not 0 <= slot < seg.slots:
        raise IndexError(f"{segment_name} has {seg.slots} slots, not {slot + 1}")
    return seg.start + slot * len(seg.features) + seg.features.index(feature)


def _positions(segments: tuple[str, ...], features: tuple[str, ...]) -> npt.NDArray[np.intp]:
    out = []
    for seg in OBSERVATION_LAYOUT:
        if seg.name.endswith(segments):
            for slot in range(seg.slots):
                out += [seg.start + slot * len(seg.features) + seg.features.index(f) for f in features
                        if f in seg.features]
    return np.asarray(out, dtype=np.intp)


_FLAG_NAMES = ("can_attack", "frozen", "immune", *(name for name, _ in KEYWORDS))
#: The most each feature may hold: flags 1 (a row counts a keyword granted twice), the rest unbounded.
_CAP = np.full(OBSERVATION_SHAPE, np.iinfo(np.int32).max, dtype=np.int32)
_CAP[_positions((".board", ".hero"), _FLAG_NAMES)] = 1

# columns of an entity row as the game sees it now
_ATK = effective_column(Tag.ATK)
_HEALTH = effective_column(Tag.HEALTH)
_COST = effective_column(Tag.COST)
_DURABILITY = effective_column(Tag.DURABILITY)
_WINDFURY = effective_column(Tag.WINDFURY)
_CHARGE = effective_column(Tag.CHARGE)
_RUSH = effective_column(Tag.RUSH)
_CANT_ATTACK = effective_column(Tag.CANT_ATTACK)
_DAMAGE = column(Tag.DAMAGE)
_FROZEN = column(Tag.FROZEN)
_DORMANT = column(Tag.DORMANT)
_MEGA = column(Tag.MEGA_WINDFURY)
_EXHAUSTED = column(Tag.EXHAUSTED)
_ATTACKS = column(Tag.NUM_ATTACKS_THIS_TURN)
_CLASS = column(Tag.CLASS)
_FIRST = column(Tag.FIRST_PLAYER)

Getter = Callable[[Sequence[int]], tuple[int, ...]]
# each reads, in layout order, the features of a slot that come straight from the row
_HERO_VALUES: Getter = itemgetter(column(Tag.ARMOR), _FROZEN, effective_column(Tag.IMMUNE), _ATTACKS)
_MINION_VALUES: Getter = itemgetter(_ATTACKS, column(Tag.NUM_TURNS_IN_PLAY), effective_column(Tag.SPELLPOWER),
                                    *(effective_column(t) for _, t in KEYWORDS))
_HAND_VALUES: Getter = itemgetter(_COST, _ATK, _HEALTH)
_PLAYER_VALUES: Getter = itemgetter(column(Tag.MANA), column(Tag.MANA_CRYSTALS), column(Tag.OVERLOAD_OWED),
                                    column(Tag.OVERLOAD_LOCKED), column(Tag.FATIGUE))
_TURN_VALUES: Getter = itemgetter(column(Tag.CARDS_PLAYED_THIS_TURN), column(Tag.HERO_POWER_USES_THIS_TURN),
                                  column(Tag.CORPSES))

_EMPTY_MINION = (0,) * len(MINION_FEATURES)
_EMPTY_SECRET = (0,) * len(SECRET_FEATURES)
_EMPTY_HAND = (0,) * len(HAND_FEATURES)
_HIDDEN_HAND = (1, *(0,) * (len(HAND_FEATURES) - 1))
_NO_WEAPON = (0,) * len(WEAPON_FEATURES)
_NO_PENDING = (0,) * (len(PENDING_FEATURES) + PICK_SLOTS)
_SECRET_ZONE = Zone.SECRET
_PACK = struct.Struct(f"{OBSERVATION_SHAPE[0]}i").pack


def _ready(r: tuple[int, ...], atk: int, windfury: int) -> int:
    """Returns 1 if a character of the player to act can attack now, read from its row by the rule of
    reducers.legal.can_attack."""
    if r[_FROZEN] or rare(r, _CANT_ATTACK) or r[_DORMANT] or atk <= 0:
        return 0
    if r[_ATTACKS] >= (4 if rare(r, _MEGA) else (2 if windfury else 1)):
        return 0
    if r[_CARDTYPE] == _MINION and r[_EXHAUSTED] and not r[_CHARGE] and not rare(r, _RUSH):
        return 0
    return 1


def _side(out: list[int], obs: Observation, ents: dict[int, EntityView], p: int, mine: bool) -> None:
    view = obs.players[p]
    acting = obs.current == p and obs.status == Status.MAIN
    index = _CARD_INDEX.get
    prow = full_row(ents[PLAYER_ENTITY[p]].row)
    out += _PLAYER_VALUES(prow)
    out += (view.deck_size, view.hand_size, view.secret_count, len(view.board))
    out += _TURN_VALUES(prow)
    wv = ents.get(view.weapon) if view.weapon else None
    hv = ents[view.hero]
    hr = hv.row
    ready = 0
    if acting:
        w_atk = wv.row[_ATK] if wv is not None else 0
        ready = _ready(hr, hr[_ATK] + w_atk, rare(hr, _WINDFURY) or (wv is not None and rare(wv.row, _WINDFURY)))
    out += (index(hv.card_id, 0), ready, hr[_ATK], hr[_HEALTH] - hr[_DAMAGE], hr[_HEALTH])
    out += _HERO_VALUES(full_row(hr))
    pv = ents[view.hero_power]
    out += (index(pv.card_id, 0), pv.row[_COST])
    if wv is not None:
        wr = wv.row
        out += (1, index(wv.card_id, 0), wr[_ATK], wr[_DURABILITY] - wr[_DAMAGE], wr[_DURABILITY])
    else:
        out += _NO_WEAPON
    if mine:
        secrets = view.secrets[:SECRET_SLOTS]
        for e in secrets:
            sv = ents[e]
            out += (1, index(sv.card_id, 0), sv.row[_CLASS])
        n = len(secrets)
    else:
        n = 0
        for h in obs.hidden:
            if h.zone == _SECRET_ZONE and h.controller == p and n < SECRET_SLOTS:
                out += (1, 0, h.card_class)
                n += 1
    out += _EMPTY_SECRET * (SECRET_SLOTS - n)
    board = view.board[:BOARD_SLOTS]
    for e in board:
        mv = ents[e]
        r = mv.row
        atk, health = r[_ATK], r[_HEALTH]
        out += (1, index(mv.card_id, 0), _ready(r, atk, rare(r, _WINDFURY)) if acting else 0, atk, health - r[_DAMAGE],
                health)
        out += _MINION_VALUES(full_row(r))
        out.append(int(r[_CARDTYPE] == _LOCATION))  # a location's "health" is its Durability
    out += _EMPTY_MINION * (BOARD_SLOTS - len(board))
    if mine:
        hand = view.hand_cards[:HAND_SLOTS]
        for e in hand:
            cv = ents[e]
            out += (1, 1, index(cv.card_id, 0))
            out += _HAND_VALUES(cv.row)
        out += _EMPTY_HAND * (HAND_SLOTS - len(hand))
    else:
        n = min(view.hand_size, HAND_SLOTS)
        out += _HIDDEN_HAND * n + _EMPTY_HAND * (HAND_SLOTS - n)


def _features(obs: Observation, ents: dict[int, EntityView]) -> list[int]:
    me = obs.viewer
    status = obs.status
    outcome = 0 if status != Status.OVER or obs.winner not in (0, 1) else (1 if obs.winner == me else -1)
    out: list[int] = [int(obs.current == me), obs.turn, int(status == Status.MULLIGAN), int(status == Status.MAIN),
                      int(status == Status.OVER), outcome, ents[PLAYER_ENTITY[me]].row[_FIRST]]
    pending = obs.pending
    if pending is None:
        out += _NO_PENDING
    else:
        cards = [_CARD_INDEX.get(c, 0) for c in pending.option_cards[:PICK_SLOTS]]
        out += (int(pending.kind == ChoiceKind.MULLIGAN), int(pending.kind != ChoiceKind.MULLIGAN),
                int(pending.player == me), pending.n_options, *cards, *(0,) * (PICK_SLOTS - len(cards)))
    _side(out, obs, ents, me, True)
    _side(out, obs, ents, 1 - me, False)
    return out


def _entities(obs: Observation) -> dict[int, EntityView]:
    return {v.entity: v for v in obs.entities}


def _tensor(values: list[int], out: FloatArray) -> FloatArray:
    """Writes the features into `out` as floats, the flags clipped to 1."""
    if len(values) != OBSERVATION_SHAPE[0]:
        raise RuntimeError(f"the encoder wrote {len(values)} features, not {OBSERVATION_SHAPE[0]}: layout and "
                           "code differ")
    # packing the ints to bytes, then one clip-and-cast, is several times faster than numpy reading a list
    np.minimum(np.frombuffer(_PACK(*values), dtype=np.int32), _CAP, out=out)
    return out


def encode_observation(obs: Observation) -> FloatArray:
    """Returns the observation tensor of an observation (see OBSERVATION_LAYOUT)."""
    return _tensor(_features(obs, _entities(obs)), np.empty(OBSERVATION_SHAPE, dtype=np.float32))


def observation_tensor(state: GameState, player: int) -> FloatArray:
    """Returns what `player` observes of a state as a float32 array of shape OBSERVATION_SHAPE."""
    return encode_observation(observed_in_part(state, player))


def encode_information_state(obs: Observation) -> FloatArray:
    """Returns the information state tensor of an observation (see INFORMATION_STATE_SHAPE)."""
    ents = _entities(obs)
    t = np.empty(INFORMATION_STATE_SHAPE, dtype=np.float32)
    n, v = OBSERVATION_SHAPE[0], len(CARD_VOCAB)
    _tensor(_features(obs, ents), t[:n])
    index = _CARD_INDEX.get
    counts = [index(c, 0) for c in obs.own_deck]
    for k, p in ((v, obs.viewer), (2 * v, 1 - obs.viewer)):
        counts += [index(ents[e].card_id, 0) + k for e in obs.players[p].graveyard]
    t[n:] = np.bincount(np.asarray(counts, dtype=np.intp), minlength=3 * v)
    t[n] = t[n + v] = t[n + 2 * v] = 0.0  # index 0 stands for no card: cards outside the vocabulary
    return t


def information_state_tensor(state: GameState, player: int) -> FloatArray:
    """Returns what `player` knows of the game as a float32 array of shape INFORMATION_STATE_SHAPE: the
    observation tensor, then the own deck's remaining cards and each graveyard as counts over CARD_VOCAB."""
    return encode_information_state(observation(state, player))


__all__ = [
    "ATTACK", "BOARD_SLOTS", "CARD_VOCAB", "CHARACTER_SLOTS", "CHOICE_SLOTS", "END_TURN", "HAND_SLOTS", "HERO_POWER",
    "HISTORY_LAYOUT", "INFORMATION_STATE_SHAPE", "MULLIGAN", "MULLIGAN_CARDS", "NUM_ACTIONS", "OBSERVATION_LAYOUT",
    "OBSERVATION_SHAPE", "PICK", "PICK_SLOTS", "PLAY_CARD", "POSITION_SLOTS", "TARGET_SLOTS", "Segment",
    "UnmappedAction", "UnmappedIndex", "action_index", "card_index", "encode_information_state",
    "encode_observation", "feature_index", "index_action", "information_state_tensor", "legal_indices",
    "legal_mask", "observation_tensor", "segment",
]
