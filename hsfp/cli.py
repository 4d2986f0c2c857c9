"""The `hsfp` command: self-play and benchmarks."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table


def _out() -> Console:
    # Tables keep their columns readable when the output is a file or a pipe.
    return Console() if sys.stdout.isatty() else Console(width=120)


def _selfplay(args: argparse.Namespace) -> int:
    from hsfp import selfplay

    console = Console(stderr=True)
    records = []
    out = open(args.jsonl, "w", encoding="utf-8") if args.jsonl else None  # noqa: SIM115
    try:
        with Progress(TextColumn("self-play"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                      TimeRemainingColumn(), console=console, disable=args.quiet) as bar:
            task = bar.add_task("games", total=args.games)
            for rec in selfplay.run(args.games, args.seed, args.deck_p0, args.deck_p1):
                records.append(rec)
                if out is not None:
                    out.write(json.dumps(rec.as_json(), sort_keys=True) + "\n")
                bar.advance(task)
    finally:
        if out is not None:
            out.close()
    s = selfplay.summarise(records)
    table = Table(title=f"self-play: {args.games} games, seed {args.seed}")
    table.add_column("measure")
    table.add_column("value", justify="right")
    for name, value in (
        ("games", f"{s.games}"), ("wins player 0", f"{s.wins_p0}"), ("wins player 1", f"{s.wins_p1}"),
        ("draws", f"{s.draws}"), ("mean turns", f"{s.mean_turns:.2f}"), ("actions", f"{s.actions}"),
        ("actions/s", f"{s.actions_per_second:.0f}"), ("games/s", f"{s.games_per_second:.2f}"),
        ("exceptions", f"{s.exceptions}"), ("rejected actions", f"{s.rejected}"), ("stalled games", f"{s.stalled}"),
    ):
        table.add_row(name, value)
    _out().print(table)
    for r in records:
        if r.exception:
            console.print(f"[red]game {r.game} (seed {r.seed}) raised:[/red]\n{r.exception}")
    return 0 if (s.exceptions, s.rejected, s.stalled) == (0, 0, 0) else 1


def _bench(args: argparse.Namespace) -> int:
    from hsfp import bench

    console = Console(stderr=True)
    ref = None if args.no_reference else Path(args.reference)
    figures = bench.run_all(args.games, args.runs, ref, progress=lambda m: console.print(f"[dim]measuring {m}[/dim]"))
    table = Table(title=f"hsfp bench (medians of {args.runs} runs)")
    for col, justify in (("figure", "left"), ("median", "right"), ("unit", "left"), ("range", "right")):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for f in figures:
        table.add_row(f.name, f"{f.median:,.2f}", f.unit, f"{f.low:,.2f} – {f.high:,.2f}")
    _out().print(table)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Runs the `hsfp` command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="hsfp", description="A Hearthstone-style engine for research.")
    sub = parser.add_subparsers(dest="command", required=True)

    sp = sub.add_parser("selfplay", help="play random-agent games and summarise them")
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--deck-p0", default="random", help='"random", card ids separated by commas, or a file')
    sp.add_argument("--deck-p1", default="random", help='"random", card ids separated by commas, or a file')
    sp.add_argument("--jsonl", default=None, help="write one JSON record per game to this file")
    sp.add_argument("--quiet", action="store_true", help="no progress bar")
    sp.set_defaults(fn=_selfplay)

    bp = sub.add_parser("bench", help="measure random play, keeping states and branching")
    bp.add_argument("--games", type=int, default=200)
    bp.add_argument("--runs", type=int, default=5)
    bp.add_argument("--reference", default=str(Path("../shared/reference/bench_stoneheart.py")),
                    help="the reference engine's benchmark script, run in the same sitting if present")
    bp.add_argument("--no-reference", action="store_true")
    bp.set_defaults(fn=_bench)

    args = parser.parse_args(argv)
    return int(args.fn(args))


if __name__ == "__main__":
    sys.exit(main())
