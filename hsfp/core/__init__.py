"""Immutable data only: enums, the game state and its records, events, actions, the RNG, and the card
language's node types. Imports nothing else of the project."""
