"""Card content: the keyword library, card definitions by set, and the bridge to HearthSim's data."""
