"""What one player may see: the observation and the per-player event stream never carry the card id of
a card in the opponent's hand or deck, of a card in the viewer's own deck order, or of an unrevealed
secret; a step's events group into PowerHistory blocks."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import hsfp
from hsfp import Attack, EndTurn, EventKind, Mulligan, PlayCard, Zone, testing
from hsfp.agents import uniform_random
from hsfp.core.registry import all_definitions
from hsfp.core.state import GameState, Rules
from hsfp.core.tags import N_ZONES, Tag, column, tag_of
from hsfp.decks import card_pool
from hsfp.observation import (
    ENTITY_TAGS,
    Block,
    BlockKind,
    SeenEvent,
    filter_blocks,
    filter_events,
    flatten,
    observation,
    power_history,
)
from hsfp.serialize import dumps, events_from_json, events_to_json
from reducers.base import move

YETIS = ["VAN_CS2_182"] * 30
SECRETS = tuple(d.card_id for d in all_definitions() if d.collectible and dict(d.tags).get(Tag.SECRET))


def forbidden(state: GameState, viewer: int) -> frozenset[int]:
    """The entities whose identity the viewer may not learn: the opponent's hand and secrets, both decks."""
    z = state.zones
    opp = (1 - viewer) * N_ZONES
    return frozenset((*z[opp + Zone.HAND], *z[opp + Zone.SECRET], *z[Zone.DECK], *z[N_ZONES + Zone.DECK]))


def _refs(row: tuple[int, ...]) -> list[int]:
    # the entity-valued tags a row has (the game's and the players' rows are narrower than a card's)
    return [tag_of(row, t) for t in ENTITY_TAGS]


def check_view(state: GameState, viewer: int, events: tuple[hsfp.Event, ...], text: bool) -> None:
    bad = forbidden(state, viewer)
    cards = state.cards
    seen = observation(state, viewer)
    assert bad.isdisjoint([v.entity for v in seen.entities]), "a hidden entity is in the observation"
    refs: set[int] = set()
    for v in seen.entities:
        refs.update(_refs(v.row))
    assert bad.isdisjoint(refs), "an entity-valued tag points at a hidden entity"
    deck = state.zones[viewer * N_ZONES + Zone.DECK]
    assert seen.own_deck == tuple(sorted(cards[e] for e in deck))  # a multiset: no order
    opp = seen.players[1 - viewer]
    assert opp.hand_cards == () and opp.secrets == ()
    assert len(seen.hidden) == opp.hand_size + opp.secret_count
    pending = seen.pending
    if pending is not None:
        if pending.player != viewer:
            assert pending.options == pending.option_cards == ()
        else:
            assert list(pending.options) == sorted(pending.options)  # never in deck order
    # Enchantments on hidden cards are hidden with them (their card could tell what the host is).
    may_hide = bad | {x for x in state.enchantments if state.rows[x][column(Tag.ATTACHED)] in bad}
    for se, ev in zip(filter_events(events, state, viewer), events, strict=True):
        for e, card, original in ((se.entity, se.entity_card, ev.entity), (se.source, se.source_card, ev.source),
                                  (se.target, se.target_card, ev.target)):
            if e:
                assert e == original and e not in bad and card == (cards[e] or None)
            else:
                assert card is None and (original == 0 or original in may_hide)
    if text:
        # No card id that only hidden cards have (and the viewer cannot know otherwise) is written anywhere.
        known = {cards[e] for e in range(1, len(state.rows)) if e not in bad} | set(seen.own_deck)
        if pending is not None:
            known |= set(pending.option_cards)
        secret_only = {cards[e] for e in bad} - known
        doc = dumps(seen) + events_to_json(filter_events(events, state, viewer))
        leaked = [c for c in secret_only if f'"{c}"' in doc]
        assert not leaked, f"card ids {leaked} leaked to player {viewer}"


def deck(rnd: random.Random) -> list[str]:
    basic = card_pool(basic_only=True)
    cards = [basic[rnd.randrange(len(basic))] for _ in range(25)]
    return cards + [SECRETS[rnd.randrange(len(SECRETS))] for _ in range(5)] if SECRETS else cards + cards[:5]


def test_no_hidden_card_leaks_in_500_random_games() -> None:
    steps = 0
    for game in range(500):
        rnd = random.Random(game)
        # Every fifth game at full health; the others at 15, so that 500 games stay quick to play.
        rules = Rules() if game % 5 == 0 else Rules(starting_health=15)
        state = hsfp.new_game(decks=(deck(rnd), deck(rnd)), heroes=("HERO_08", "HERO_05"), seed=game, rules=rules)
        check_view(state, 0, (), text=game % 50 == 0)
        check_view(state, 1, (), text=False)
        while not hsfp.is_terminal(state):
            t = hsfp.step(state, uniform_random(state, rnd)).unwrap()
            state = t.state
            steps += 1
            text = steps % 37 == 0
            check_view(state, 0, t.events, text)
            check_view(state, 1, t.events, text)
    assert steps > 15_000


# ------------------------------------------------------------------------------------- the observation


def test_the_opponents_hand_and_both_decks_are_counts() -> None:
    state = hsfp.new_game(decks=(YETIS, ["VAN_CS2_172"] * 30), heroes=("HERO_08", "HERO_01"), seed=7)
    seen = observation(state, 0)
    me, them = seen.players
    assert me.hand_cards == hsfp.zone(state, 0, Zone.HAND) and them.hand_cards == ()
    assert them.hand_size == len(hsfp.zone(state, 1, Zone.HAND))
    assert (me.deck_size, them.deck_size) == (len(hsfp.zone(state, 0, Zone.DECK)), len(hsfp.zone(state, 1, Zone.DECK)))
    assert seen.own_deck == ("VAN_CS2_182",) * me.deck_size
    assert "VAN_CS2_172" not in dumps(seen)
    assert hsfp.observation(state, 1).own_deck == ("VAN_CS2_172",) * them.deck_size


def test_the_mulligan_shows_its_options_to_the_chooser_only() -> None:
    state = hsfp.new_game(decks=(YETIS, YETIS), heroes=("HERO_08", "HERO_01"), seed=7)
    chooser = state.pending.player  # type: ignore[union-attr]
    mine, theirs = observation(state, chooser).pending, observation(state, 1 - chooser).pending
    assert mine is not None and theirs is not None
    assert mine.options == tuple(sorted(state.pending.options))  # type: ignore[union-attr]
    assert mine.option_cards == ("VAN_CS2_182",) * len(mine.options)
    assert (theirs.options, theirs.option_cards, theirs.n_options) == ((), (), len(mine.options))


def test_a_secret_is_hidden_from_the_opponent_until_revealed() -> None:
    state = testing.scenario()
    state, secret = testing.put(state, 1, "VAN_CS2_182", Zone.SECRET)  # any card in the secret zone
    mine, theirs = observation(state, 1), observation(state, 0)
    assert secret in mine.players[1].secrets and secret in {v.entity for v in mine.entities}
    assert theirs.players[1].secret_count == 1 and theirs.players[1].secrets == ()
    assert secret not in {v.entity for v in theirs.entities}
    assert [(h.zone, h.card_class) for h in theirs.hidden] == [(Zone.SECRET, hsfp.tag(state, secret, Tag.CLASS))]
    revealed = move(state, secret, int(Zone.GRAVEYARD))
    assert secret in {v.entity for v in observation(revealed, 0).entities}


def test_a_tracking_pick_shows_the_top_cards_to_the_hunter_only_and_without_their_order() -> None:
    cards = ["VAN_CS2_182", "VAN_CS2_172", "VAN_CS2_120", "VAN_CS2_168", "VAN_CS2_171"]
    state = testing.scenario(heroes=("HERO_05", "HERO_01"), decks=(cards, YETIS))
    state, tracking = testing.put(state, 0, "VAN_DS1_184", Zone.HAND)
    state = testing.act(state, PlayCard(tracking))
    pending = state.pending
    assert pending is not None
    view = observation(state, 0).pending
    assert view is not None and view.options == tuple(sorted(pending.options))
    assert view.option_cards == tuple(state.cards[o] for o in view.options)
    assert observation(state, 0).own_deck == tuple(sorted(cards))
    assert observation(state, 1).pending.options == ()  # type: ignore[union-attr]


def test_entity_valued_tags_pointing_at_hidden_cards_are_blanked() -> None:
    state = hsfp.new_game(decks=(YETIS, YETIS), heroes=("HERO_08", "HERO_01"), seed=7)
    for _ in range(2):
        state = hsfp.apply_action(state, Mulligan())
    game_row = next(v.row for v in observation(state, 0).entities if v.entity == 1)
    if "LAST_DRAWN" in Tag.__members__ and state.rows[1][Tag.LAST_DRAWN]:
        drawn = state.rows[1][Tag.LAST_DRAWN]
        mine = state.rows[drawn][Tag.CONTROLLER] == 0
        assert game_row[Tag.LAST_DRAWN] == (drawn if mine else 0)


# ------------------------------------------------------------------------------------- event streams


def test_the_opponents_draw_names_no_card() -> None:
    state = hsfp.new_game(decks=(YETIS, YETIS), heroes=("HERO_08", "HERO_01"), seed=7)
    state = hsfp.apply_action(state, Mulligan())
    t = hsfp.step(state, Mulligan()).unwrap()  # the first turn starts with a draw
    draw = next(e for e in t.events if e.kind == EventKind.DRAW)
    drawer = draw.player
    (mine,) = [e for e in filter_events(t.events, t.state, drawer) if e.kind == EventKind.DRAW]
    (theirs,) = [e for e in filter_events(t.events, t.state, 1 - drawer) if e.kind == EventKind.DRAW]
    assert (mine.entity, mine.entity_card) == (draw.entity, "VAN_CS2_182")
    assert (theirs.entity, theirs.entity_card, theirs.player) == (0, None, drawer)


def test_a_filtered_stream_round_trips_through_json() -> None:
    state = hsfp.new_game(decks=(YETIS, YETIS), heroes=("HERO_08", "HERO_01"), seed=7)
    t = hsfp.step(hsfp.apply_action(state, Mulligan()), Mulligan()).unwrap()
    stream = filter_events(t.events, t.state, 0)
    assert all(isinstance(e, SeenEvent) for e in stream)
    assert events_from_json(events_to_json(stream)) == stream


# --------------------------------------------------------------------------------- PowerHistory blocks


def kinds(nodes: tuple[Any, ...]) -> list[Any]:
    return [(n.kind, kinds(n.children)) if isinstance(n, Block) else n.kind for n in nodes]


def test_a_spell_that_kills_is_a_play_block_with_a_power_block_and_a_deaths_block() -> None:
    state = testing.scenario(heroes=("HERO_08", "HERO_01"))
    state, yeti = testing.put(state, 1, "VAN_CS2_182", Zone.PLAY)
    state, fireball = testing.put(state, 0, "VAN_CS2_029", Zone.HAND)
    traced = power_history(state, PlayCard(fireball, yeti)).unwrap()
    assert traced.transition == hsfp.step(state, PlayCard(fireball, yeti)).unwrap()
    (play,) = traced.blocks
    assert (play.kind, play.source, play.target) == (BlockKind.PLAY, fireball, yeti)
    inner = [n for n in play.children if isinstance(n, Block)]
    assert [b.kind for b in inner] == [BlockKind.POWER, BlockKind.DEATHS]
    assert [e.kind for e in inner[0].children] == [EventKind.DAMAGE]
    assert [(e.kind, e.entity) for e in inner[1].children] == [(EventKind.DEATH, yeti)]
    assert EventKind.PLAY_CARD in [n.kind for n in play.children if not isinstance(n, Block)]
    assert flatten(traced.blocks) == traced.transition.events


def test_an_attack_is_an_attack_block_and_end_turn_shows_the_games_trigger_blocks() -> None:
    state = testing.scenario()
    state, a = testing.put(state, 0, "VAN_CS2_182", Zone.PLAY)
    state, b = testing.put(state, 1, "VAN_CS2_182", Zone.PLAY)
    (attack,) = power_history(state, Attack(a, b)).unwrap().blocks
    assert (attack.kind, attack.source, attack.target) == (BlockKind.ATTACK, a, b)
    end = power_history(state, EndTurn()).unwrap().blocks
    assert {n.kind for n in end if isinstance(n, Block)} == {BlockKind.TRIGGER}
    assert all(n.source == 1 for n in end if isinstance(n, Block))


@pytest.mark.parametrize("rules", [Rules(), Rules(trigger_limit=1), Rules(work_limit=40), Rules(death_rounds_limit=0)],
                         ids=["default", "trigger-guard", "work-guard", "death-guard"])
def test_blocks_trace_the_very_step_on_random_games(rules: Rules) -> None:
    found: set[BlockKind] = set()

    def collect(nodes: tuple[Any, ...]) -> None:
        for n in nodes:
            if isinstance(n, Block):
                found.add(n.kind)
                collect(n.children)

    for game in range(12):
        rnd = random.Random(game)
        state = hsfp.new_game(decks=(deck(rnd), deck(rnd)), heroes=("HERO_08", "HERO_07"), seed=game, rules=rules)
        while not hsfp.is_terminal(state):
            action = uniform_random(state, rnd)
            traced = power_history(state, action).unwrap()
            t = hsfp.step(state, action).unwrap()
            assert traced.transition == t
            assert flatten(traced.blocks) == t.events
            collect(traced.blocks)
            for viewer in (0, 1):
                assert flatten(filter_blocks(traced.blocks, t.state, viewer)) == filter_events(t.events, t.state,
                                                                                               viewer)
            state = t.state
    if rules == Rules():
        assert found == set(BlockKind)


def test_a_refused_action_has_no_history() -> None:
    state = hsfp.new_game(decks=(YETIS, YETIS), heroes=("HERO_08", "HERO_01"), seed=7)
    assert power_history(state, EndTurn()).failure().code == hsfp.Code.CHOICE_PENDING


def test_blocks_serialise() -> None:
    state = testing.scenario()
    state, a = testing.put(state, 0, "VAN_CS2_182", Zone.PLAY)
    state, b = testing.put(state, 1, "VAN_CS2_182", Zone.PLAY)
    blocks = power_history(state, Attack(a, b)).unwrap().blocks
    assert events_from_json(events_to_json(blocks)) == blocks
    assert json.loads(events_to_json(blocks))["body"][0]["kind"] == {"$enum": "BlockKind.ATTACK"}


@pytest.mark.parametrize("viewer", [0, 1])
def test_hsfp_observation_is_the_function(viewer: int) -> None:
    state = hsfp.new_game(decks=(YETIS, YETIS), heroes=("HERO_08", "HERO_01"), seed=7)
    assert hsfp.observation(state, viewer) == observation(state, viewer)
