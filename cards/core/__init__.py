"""The CORE set (today's common base of Standard). Importing this package registers its cards."""

from cards.core import reprints  # noqa: F401
