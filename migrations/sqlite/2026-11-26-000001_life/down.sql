DROP TABLE digest_days;
DROP TABLE vacations;
DROP TABLE game_acts;
