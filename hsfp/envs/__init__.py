"""Environments for reinforcement-learning libraries: a PettingZoo AEC environment for both seats, and
a Gymnasium single-agent environment against a chosen opponent agent, registered as ``hsfp/Duel-v0``.

>>> import gymnasium, hsfp.envs
>>> env = gymnasium.make("hsfp/Duel-v0", opponent="random")
>>> obs, info = env.reset(seed=1)
>>> sorted(obs), int(obs["action_mask"].sum()) > 0
(['action_mask', 'observation'], True)
"""

from __future__ import annotations

import gymnasium

from hsfp.envs.aec import HsfpAECEnv, aec_env
from hsfp.envs.duel import DuelEnv

if "hsfp/Duel-v0" not in gymnasium.registry:
    gymnasium.register(id="hsfp/Duel-v0", entry_point="hsfp.envs.duel:DuelEnv")

__all__ = ["DuelEnv", "HsfpAECEnv", "aec_env"]
