"""The pyminion side of the bot benchmark (`cargo bench --bench bots` runs it).

Plays GAMES two-player games of Big Money against Big Money (buy Province with
8 coins, Gold with 6, Silver with 3; never an action) with pyminion, a pure-Python
Dominion engine, on the First Game kingdom, and prints one JSON line: games,
CPU seconds (this thread), games per CPU-second, mean turns per game.

    python3 benches/pyminion_bigmoney.py GAMES     (pyminion must be importable)
"""

import json
import logging
import sys
import time

from pyminion.bots.examples import BigMoney
from pyminion.expansions.base import (
    base_set, cellar, market, merchant, militia, mine, moat, remodel, smithy, village, workshop,
)
from pyminion.game import Game

FIRST_GAME = [cellar, market, merchant, militia, mine, moat, remodel, smithy, village, workshop]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    logging.disable(logging.CRITICAL)
    turns = 0
    start = time.thread_time()
    for i in range(games):
        game = Game(
            players=[BigMoney(player_id=f"a{i}"), BigMoney(player_id=f"b{i}")],
            expansions=[base_set],
            kingdom_cards=FIRST_GAME,
            log_stdout=False,
        )
        result = game.play()
        turns += result.turns
    cpu = time.thread_time() - start
    print(json.dumps({"games": games, "cpu_s": cpu, "games_per_cpu_s": games / cpu, "turns_per_game": turns / games}))


if __name__ == "__main__":
    main()
