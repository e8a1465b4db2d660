-- Time control: each game's settings (JSON), answers played by a seat's sitter,
-- each prompted seat's deadline and how many sitter moves it has had in a row,
-- and a player's declared vacation.
ALTER TABLE games ADD COLUMN time_control TEXT NOT NULL DEFAULT '{}';
ALTER TABLE events ADD COLUMN sitter INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN deadline TIMESTAMP;
ALTER TABLE seats ADD COLUMN sitter_streak INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN vacation_until TIMESTAMP;
CREATE INDEX seats_deadline ON seats (deadline);
