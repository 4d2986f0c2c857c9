"""Hero cards (2017): played from hand, the card becomes its player's hero. The player's current and
maximum Health stay as they were, the card's Armor is added to the hero's, the new hero is thawed and has
the attacks it had made this turn, the weapon stays, and the card's Hero Power replaces the old one
(usable this turn even if the old one was used). The old hero and Hero Power are removed from the game.
Then the card's Battlecry runs (`reducers.play`). Sources in docs/rulings.md."""

from __future__ import annotations

from typing import Final

from hsfp.core.registry import CARDS
from hsfp.core.state import PLAYER_ENTITY, GameState, Phase
from hsfp.core.tags import Tag, Zone, column
from reducers.base import (
    ARMOR,
    CONTROLLER,
    DAMAGE,
    HERO_ENTITY,
    HERO_POWER_ENTITY,
    NUM_ATTACKS,
    PLAY,
    create,
    mark_dirty,
    move,
    set_tags,
)
from reducers.enchant import detach_all
from reducers.work import phase

_HEALTH: Final = column(Tag.HEALTH)
_POWER_USES: Final = column(Tag.HERO_POWER_USES_THIS_TURN)
_REMOVED: Final = int(Zone.REMOVEDFROMGAME)


@phase(Phase.BECOME_HERO)
def _become_hero(s: GameState, args: tuple[int, ...]) -> GameState:
    (card,) = args
    p = s.rows[card][CONTROLLER]
    pe = PLAYER_ENTITY[p]
    old = s.rows[pe][HERO_ENTITY]
    o = s.rows[old]
    armor = o[ARMOR] + s.rows[card][ARMOR]
    s = detach_all(s, old)
    s = move(s, old, _REMOVED)
    s = move(s, card, PLAY)
    s = set_tags(s, card, ((_HEALTH, o[_HEALTH]), (DAMAGE, o[DAMAGE]), (ARMOR, armor), (NUM_ATTACKS, o[NUM_ATTACKS])))
    writes = [(HERO_ENTITY, card)]
    power = CARDS[s.cards[card]].hero_power
    if power:
        s = move(s, s.rows[pe][HERO_POWER_ENTITY], _REMOVED)
        s, hp = create(s, power, p, PLAY)
        writes += [(HERO_POWER_ENTITY, hp), (_POWER_USES, 0)]
    return mark_dirty(set_tags(s, pe, writes))
