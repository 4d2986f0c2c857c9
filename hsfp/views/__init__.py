"""Views of a game for learners and search: what a player sees, encoded, and states consistent with it."""
