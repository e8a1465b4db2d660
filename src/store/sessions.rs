//! Signed-in sessions, kept server-side so they can be revoked. The cookie holds
//! a random secret; only its SHA-256 is stored. A session ends when it has been
//! idle too long, when it is too old, on logout, on "log out everywhere" and when
//! the password changes (all but the session that changed it).

use super::schema::{sessions, users};
use super::users::User;
use super::{Store, StoreError, now};
use chrono::{Duration, NaiveDateTime};
use diesel::prelude::*;
use sha2::{Digest, Sha256};

/// How long sessions live: unused for `idle`, or older than `absolute`, they end.
#[derive(Clone, Copy, Debug)]
pub struct Lifetimes {
    pub idle: Duration,
    pub absolute: Duration,
}

/// `last_seen_at` is written at most this often, so reading pages stays reads.
const RENEW_EVERY_SECS: i64 = 60;

fn session_id(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

impl Store {
    /// A new session for `user_id` named by `secret` (random, from the caller).
    pub fn create_session(&self, user_id: i64, secret: &str) -> Result<(), StoreError> {
        let t = now();
        self.write(|c| {
            diesel::insert_into(sessions::table)
                .values((
                    sessions::id.eq(session_id(secret)),
                    sessions::user_id.eq(user_id),
                    sessions::created_at.eq(t),
                    sessions::last_seen_at.eq(t),
                ))
                .execute(c)
        })?;
        Ok(())
    }

    /// The user of a live session, renewing its idle time. An expired session is
    /// deleted. A failed renewal (a read-only database) does not refuse the read.
    pub fn session_user(&self, secret: &str, life: Lifetimes) -> Result<Option<User>, StoreError> {
        let id = session_id(secret);
        let found: Option<(NaiveDateTime, NaiveDateTime, User)> = sessions::table
            .inner_join(users::table.on(users::id.eq(sessions::user_id)))
            .filter(sessions::id.eq(&id))
            .select((sessions::created_at, sessions::last_seen_at, User::as_select()))
            .get_result(&mut *self.conn()?)
            .optional()?;
        let Some((created, seen, user)) = found else { return Ok(None) };
        let t = now();
        if t - seen > life.idle || t - created > life.absolute {
            let _ = self.write(|c| diesel::delete(sessions::table.find(&id)).execute(c));
            return Ok(None);
        }
        if t - seen > Duration::seconds(RENEW_EVERY_SECS) {
            let renewed =
                self.write(|c| diesel::update(sessions::table.find(&id)).set(sessions::last_seen_at.eq(t)).execute(c));
            if let Err(e) = renewed {
                eprintln!("letterbox: renewing a session: {e}");
            }
        }
        Ok(Some(user))
    }

    /// End one session (logout).
    pub fn end_session(&self, secret: &str) -> Result<(), StoreError> {
        self.write(|c| diesel::delete(sessions::table.find(session_id(secret))).execute(c))?;
        Ok(())
    }

    /// End every session of a user but `keep` (the one asking, if any).
    pub fn end_sessions(&self, user_id: i64, keep: Option<&str>) -> Result<(), StoreError> {
        let keep = keep.map(session_id).unwrap_or_default();
        self.write(|c| {
            diesel::delete(sessions::table.filter(sessions::user_id.eq(user_id)).filter(sessions::id.ne(keep))).execute(c)
        })?;
        Ok(())
    }

    /// How many live-looking sessions a user has (for the settings page).
    pub fn session_count(&self, user_id: i64) -> Result<i64, StoreError> {
        Ok(sessions::table.filter(sessions::user_id.eq(user_id)).count().get_result(&mut *self.conn()?)?)
    }
}
