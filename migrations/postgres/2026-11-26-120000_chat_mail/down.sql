ALTER TABLE users DROP COLUMN chat_mail;
