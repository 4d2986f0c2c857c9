"""Errors of the rules core that are classes of their own.

They live apart from the modules that raise them because the compiled build (docs/compiled.md) compiles
those modules, and mypyc compiles no subclass of a built-in exception: this module stays interpreted.
"""

from __future__ import annotations


class UnknownCard(KeyError):
    """A card id that no definition is registered for."""
