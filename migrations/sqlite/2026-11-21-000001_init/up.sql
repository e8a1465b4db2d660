CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    display_name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    mail_pref TEXT NOT NULL DEFAULT 'every_turn',
    lang TEXT NOT NULL DEFAULT 'en',
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    options TEXT NOT NULL,
    seats INTEGER NOT NULL,
    seed TEXT NOT NULL,
    seed_hash TEXT NOT NULL,
    rules_version INTEGER NOT NULL,
    status TEXT NOT NULL,
    last_seq BIGINT NOT NULL DEFAULT 0,
    to_act TEXT NOT NULL DEFAULT '[]',
    deadline TIMESTAMP,
    created_by BIGINT REFERENCES users (id),
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

CREATE TABLE seats (
    game_id BIGINT NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    user_id BIGINT REFERENCES users (id),
    prompted INTEGER NOT NULL DEFAULT 0,
    last_seen_seq BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_user ON seats (user_id);

CREATE TABLE events (
    game_id BIGINT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    seat INTEGER NOT NULL,
    answer TEXT NOT NULL,
    auto INTEGER NOT NULL DEFAULT 0,
    digest TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    user_id BIGINT REFERENCES users (id),
    game_id BIGINT REFERENCES games (id),
    payload TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    due_at TIMESTAMP NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    claimed_until TIMESTAMP,
    sent_at TIMESTAMP
);
CREATE INDEX outbox_due ON outbox (sent_at, due_at);

CREATE TABLE alarms (
    id INTEGER PRIMARY KEY,
    game_id BIGINT NOT NULL REFERENCES games (id),
    kind TEXT NOT NULL,
    due_at TIMESTAMP NOT NULL,
    claimed_until TIMESTAMP,
    done_at TIMESTAMP
);
CREATE INDEX alarms_due ON alarms (done_at, due_at);

CREATE TABLE chat_messages (
    id INTEGER PRIMARY KEY,
    game_id BIGINT NOT NULL REFERENCES games (id),
    user_id BIGINT NOT NULL REFERENCES users (id),
    body TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX chat_game ON chat_messages (game_id, id);

CREATE TABLE api_tokens (
    id INTEGER PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    token_hash TEXT NOT NULL UNIQUE,
    label TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP
);
