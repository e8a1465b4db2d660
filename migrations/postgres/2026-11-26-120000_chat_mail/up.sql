-- Whether a player wants each chat message of their games mailed at once
-- (1), besides the chat gathered into their next turn mail; off (0) by default.
ALTER TABLE users ADD COLUMN chat_mail INTEGER NOT NULL DEFAULT 0;
