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

/// A live session: its user, when it began and when it was last used.
#[derive(Clone, Debug)]
pub struct LiveSession {
    pub user: User,
    pub created_at: NaiveDateTime,
    pub last_seen_at: NaiveDateTime,
}

impl LiveSession {
    /// Whether the session is still alive at `t`: used lately enough, and not too old.
    pub fn alive_at(&self, t: NaiveDateTime, life: Lifetimes) -> bool {
        t - self.last_seen_at <= life.idle && t - self.created_at <= life.absolute
    }

    /// Whether a use at `t` should write its new `last_seen_at`.
    pub fn renewal_due(&self, t: NaiveDateTime) -> bool {
        t - self.last_seen_at > Duration::seconds(RENEW_EVERY_SECS)
    }
}

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
        Ok(self.live_session(secret, life)?.map(|s| s.user))
    }

    /// [`Store::session_user`] with the session's times (as renewed).
    pub fn live_session(&self, secret: &str, life: Lifetimes) -> Result<Option<LiveSession>, StoreError> {
        let id = session_id(secret);
        let found: Option<(NaiveDateTime, NaiveDateTime, User)> = sessions::table
            .inner_join(users::table.on(users::id.eq(sessions::user_id)))
            .filter(sessions::id.eq(&id))
            .select((sessions::created_at, sessions::last_seen_at, User::as_select()))
            .get_result(&mut *self.conn()?)
            .optional()?;
        let Some((created_at, mut last_seen_at, user)) = found else { return Ok(None) };
        let t = now();
        let live = LiveSession { user, created_at, last_seen_at };
        if !live.alive_at(t, life) {
            let _ = self.write(|c| diesel::delete(sessions::table.find(&id)).execute(c));
            return Ok(None);
        }
        if live.renewal_due(t) {
            let renewed =
                self.write(|c| diesel::update(sessions::table.find(&id)).set(sessions::last_seen_at.eq(t)).execute(c));
            match renewed {
                Ok(_) => last_seen_at = t,
                Err(e) => eprintln!("letterbox: renewing a session: {e}"),
            }
        }
        Ok(Some(LiveSession { last_seen_at, ..live }))
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
            diesel::delete(sessions::table.filter(sessions::user_id.eq(user_id)).filter(sessions::id.ne(keep)))
                .execute(c)
        })?;
        Ok(())
    }

    /// How many live-looking sessions a user has (for the settings page).
    pub fn session_count(&self, user_id: i64) -> Result<i64, StoreError> {
        Ok(sessions::table.filter(sessions::user_id.eq(user_id)).count().get_result(&mut *self.conn()?)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_lives_until_idle_or_too_old_and_is_renewed_after_a_minute() {
        let t = now();
        let user = User {
            id: 1,
            email: "ann@example.org".into(),
            display_name: "Ann".into(),
            password_hash: String::new(),
            mail_pref: String::new(),
            lang: "en".into(),
            created_at: t,
            time_zone: String::new(),
            verified_at: None,
            chat_mail: 0,
        };
        let life = Lifetimes { idle: Duration::hours(1), absolute: Duration::hours(10) };
        let s = LiveSession { user, created_at: t, last_seen_at: t };
        assert!(s.alive_at(t, life) && !s.renewal_due(t));
        assert!(s.renewal_due(t + Duration::seconds(RENEW_EVERY_SECS + 1)));
        assert!(s.alive_at(t + Duration::hours(1), life));
        assert!(!s.alive_at(t + Duration::hours(1) + Duration::seconds(1), life), "idle too long");
        let used = LiveSession { last_seen_at: t + Duration::hours(10), ..s };
        assert!(used.alive_at(t + Duration::hours(10), life));
        assert!(!used.alive_at(t + Duration::hours(10) + Duration::seconds(1), life), "too old");
    }
}
