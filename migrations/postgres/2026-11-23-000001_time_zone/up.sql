-- Each user's time zone (an IANA name such as Asia/Tokyo); empty until chosen,
-- which means the default of the user's language.
ALTER TABLE users ADD COLUMN time_zone TEXT NOT NULL DEFAULT '';
