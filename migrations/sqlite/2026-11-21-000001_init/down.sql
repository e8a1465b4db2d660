DROP TABLE api_tokens;
DROP TABLE chat_messages;
DROP TABLE alarms;
DROP TABLE outbox;
DROP TABLE events;
DROP TABLE seats;
DROP TABLE games;
DROP TABLE users;
