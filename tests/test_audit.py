"""The card audits (`hsfp.audit`): the smoke over the Basic cards is clean, the smoke finds exceptions,
broken states and unhandled behaviour in cards built to have them, and `hsfp audit cards` counts VANILLA."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

import hsfp.api  # noqa: F401  (registers the cards)
from hsfp import audit
from hsfp.cli import main
from hsfp.core import dsl
from hsfp.core.dsl import CardDef, Effect, TriggerDef
from hsfp.core.registry import definition, is_defined, register, unregister
from hsfp.core.state import Ctx, GameState, set_row
from hsfp.core.tags import CardType, EventKind, Tag, column
from reducers.effects import SPECIALS

BASIC_MINIMUM = 150


@pytest.fixture(scope="module")
def basic_report() -> audit.SmokeReport:
    return audit.smoke(audit.basic_cards())


def test_the_smoke_over_the_basic_cards_finds_nothing(basic_report: audit.SmokeReport) -> None:
    assert basic_report.triggers_observed
    assert basic_report.smoked >= BASIC_MINIMUM
    findings = audit.finding_lines(basic_report)
    assert basic_report.exceptions == 0, findings
    assert basic_report.problems == 0, findings
    assert basic_report.unhandled == 0, findings
    assert basic_report.ok


def test_the_smoke_exercises_every_basic_card(basic_report: audit.SmokeReport) -> None:
    smoked = {c.card_id: c for c in basic_report.cards if audit.smokeable(definition(c.card_id))}
    assert {"VAN_CS2_029", "VAN_EX1_506", "HERO_08bp", "VAN_CS2_106"} <= set(smoked)
    for c in smoked.values():
        assert c.scenarios > 0 and c.actions > 0, c.card_id


def test_the_summary_line_gives_the_totals(basic_report: audit.SmokeReport) -> None:
    line = basic_report.summary()
    assert re.fullmatch(r"smoke: \d+ cards, \d+ scenarios, \d+ actions in [\d.]+ s: 0 exceptions, 0 problems, "
                        r"0 unhandled", line), line


def test_the_basic_selection_holds_the_basic_cards_hero_powers_tokens_and_enchantments() -> None:
    ids = set(audit.basic_cards())
    assert {"VAN_CS2_029", "HERO_02bp", "VAN_CS2_050", "VAN_EX1_506a", "CS2_092e"} <= ids
    assert "VAN_EX1_298" not in ids  # Ragnaros is Classic, not Basic


def test_the_tool_cards_are_gone_after_the_smoke(basic_report: audit.SmokeReport) -> None:
    assert not any(is_defined(t.card_id) for t in audit.TOOLS)


# ------------------------------------------------------------------------ cards built to be caught


@dataclass(frozen=True, slots=True)
class Teleport(Effect):
    """An effect node the interpreter does not know."""

    what: dsl.Selector


def _explode(s: GameState, ctx: Ctx) -> GameState:
    raise RuntimeError("kaboom")


def _corrupt(s: GameState, ctx: Ctx) -> GameState:
    # damage written behind the engine's back: no death phase comes, the minion stays in play below 0 health
    row = list(s.rows[ctx.source])
    row[column(Tag.DAMAGE)] = 99
    return s._replace(rows=set_row(s.rows, ctx.source, tuple(row)))


BROKEN = (
    CardDef("TEST_AUDIT_UNKNOWN_NODE", "Unknown Node", CardType.SPELL, target=dsl.Minions(dsl.Side.ANY),
            play=Teleport(dsl.Target())),
    CardDef("TEST_AUDIT_UNREGISTERED", "Unregistered", CardType.SPELL, play=dsl.Special("TEST_AUDIT_NOWHERE")),
    CardDef("TEST_AUDIT_EXPLODES", "Explodes", CardType.SPELL, play=dsl.Special("TEST_AUDIT_EXPLODE")),
    CardDef("TEST_AUDIT_CORRUPTS", "Corrupts", CardType.MINION, atk=1, health=2,
            battlecry=dsl.Special("TEST_AUDIT_CORRUPT")),
    CardDef("TEST_AUDIT_DEAF", "Deaf", CardType.MINION, atk=1, health=2,
            triggers=(TriggerDef(EventKind.MULLIGAN, dsl.Draw(1)),)),
    CardDef("TEST_AUDIT_DANGLING", "Dangling", CardType.SPELL, play=dsl.Summon("TEST_AUDIT_NOT_DEFINED")),
)


@pytest.fixture
def broken_cards() -> Iterator[tuple[str, ...]]:
    register(*BROKEN)
    SPECIALS["TEST_AUDIT_EXPLODE"] = _explode
    SPECIALS["TEST_AUDIT_CORRUPT"] = _corrupt
    try:
        yield tuple(d.card_id for d in BROKEN)
    finally:
        for d in BROKEN:
            unregister(d.card_id)
        SPECIALS.pop("TEST_AUDIT_EXPLODE", None)
        SPECIALS.pop("TEST_AUDIT_CORRUPT", None)


def _by_id(report: audit.SmokeReport) -> dict[str, audit.CardSmoke]:
    return {c.card_id: c for c in report.cards}


def test_the_smoke_reports_each_kind_of_finding(broken_cards: tuple[str, ...]) -> None:
    report = audit.smoke(broken_cards)
    cards = _by_id(report)
    assert any("no interpreter for effect Teleport" in m for m in cards["TEST_AUDIT_UNKNOWN_NODE"].unhandled)
    assert any("'TEST_AUDIT_NOWHERE' is not registered" in m for m in cards["TEST_AUDIT_UNREGISTERED"].unhandled)
    assert any("RuntimeError: kaboom" in m for m in cards["TEST_AUDIT_EXPLODES"].exceptions)
    assert any("is in play at -97 health" in m for m in cards["TEST_AUDIT_CORRUPTS"].problems), \
        cards["TEST_AUDIT_CORRUPTS"].problems
    assert any("trigger 0 (MULLIGAN) never fired" in m for m in cards["TEST_AUDIT_DEAF"].unhandled)
    assert any("TEST_AUDIT_NOT_DEFINED, which is not defined" in m for m in cards["TEST_AUDIT_DANGLING"].unhandled)
    assert report.exceptions >= 1 and report.problems >= 1 and report.unhandled >= 4
    assert not report.ok


def test_audit_smoke_exits_1_on_findings_and_0_when_clean(
        broken_cards: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", "smoke", "--quiet", "--cards", "TEST_AUDIT_EXPLODES"]) == 1
    out = capsys.readouterr().out
    assert "TEST_AUDIT_EXPLODES" in out and "RuntimeError: kaboom" in out
    assert re.search(r"[1-9]\d* exceptions, 0 problems, 0 unhandled$", out.strip())
    assert main(["audit", "smoke", "--quiet", "--cards", "VAN_CS2_029,VAN_EX1_506"]) == 0
    assert capsys.readouterr().out.strip().endswith("0 exceptions, 0 problems, 0 unhandled")


def test_static_findings_read_the_definition_alone() -> None:
    d = CardDef("X", "x", CardType.SPELL, play=dsl.Seq((dsl.Special("TEST_AUDIT_NOWHERE"), dsl.Summon("NOPE"))))
    found = audit.static_findings(d)
    assert any("not registered" in m for m in found) and any("NOPE" in m for m in found)
    assert audit.static_findings(definition("VAN_CS2_029")) == []


# --------------------------------------------------------------------------------------- coverage


@pytest.fixture(scope="module")
def db() -> dict[str, Any]:
    from cards.hsdata import database

    return database()


def test_coverage_lists_vanilla_first_with_its_defined_and_total_counts(db: dict[str, Any]) -> None:
    sets = audit.coverage(db)
    vanilla = sets[0]
    assert vanilla.name == "VANILLA"
    collectible = [c for c in db.values() if c.collectible and c.card_set.name == "VANILLA"]
    assert vanilla.total == len(collectible) == 382
    assert len(vanilla.defined) == sum(is_defined(c.id) for c in collectible)
    assert len(vanilla.defined) + len(vanilla.missing) == vanilla.total
    assert all(s.defined for s in sets[1:])


def test_audit_cards_prints_vanilla_with_its_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", "cards"]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if "VANILLA" in line)
    numbers = [int(n) for n in re.findall(r"\b\d+\b", row)]
    assert numbers[:2] == [len(audit.coverage()[0].defined), 382]
