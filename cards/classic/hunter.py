"""Hunter (Classic)."""
