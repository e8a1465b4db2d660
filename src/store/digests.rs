//! The daily digest, once per user and day across app nodes. Every node's outbox
//! worker may hold one of a user's digest rows (each node claims its own rows);
//! the digest itself is claimed here, per user and UTC day, for a lease: the
//! node that holds it sends and marks it sent, the others only mark their rows
//! covered. A node that dies holding it lets the lease run out and another sends.

use super::schema::digest_days;
use super::{Store, StoreError, is_unique_violation};
use chrono::{Duration, NaiveDateTime};
use diesel::prelude::*;

/// What a node may do with a user's digest of a day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DigestClaim {
    /// This node holds it: send it, then mark it sent.
    Send,
    /// It went out already: the rows are covered.
    Sent,
    /// Another node holds it now: leave the rows to be looked at again.
    Held,
}

fn day_of(at: NaiveDateTime) -> String {
    at.date().format("%Y-%m-%d").to_string()
}

impl Store {
    /// Claim `user_id`'s digest of the day of `at` until `at + lease`.
    pub fn claim_digest(&self, user_id: i64, at: NaiveDateTime, lease: Duration) -> Result<DigestClaim, StoreError> {
        let day = day_of(at);
        let inserted = self.write_bookkeeping(|c| {
            diesel::insert_into(digest_days::table)
                .values((
                    digest_days::user_id.eq(user_id),
                    digest_days::day.eq(&day),
                    digest_days::claimed_until.eq(at + lease),
                ))
                .execute(c)
        });
        match inserted {
            Ok(_) => return Ok(DigestClaim::Send),
            Err(StoreError::Db(e)) if is_unique_violation(&e) => {}
            Err(e) => return Err(e),
        }
        let row = digest_days::table.find((user_id, &day));
        let taken = self.write_bookkeeping(|c| {
            diesel::update(row.filter(digest_days::sent_at.is_null().and(digest_days::claimed_until.lt(at))))
                .set(digest_days::claimed_until.eq(at + lease))
                .execute(c)
        })?;
        if taken == 1 {
            return Ok(DigestClaim::Send);
        }
        let sent: Option<NaiveDateTime> = row.select(digest_days::sent_at).first(&mut *self.conn()?)?;
        Ok(if sent.is_some() { DigestClaim::Sent } else { DigestClaim::Held })
    }

    /// The digest claimed at `at` went out.
    pub fn digest_sent(&self, user_id: i64, at: NaiveDateTime) -> Result<(), StoreError> {
        self.write_bookkeeping(|c| {
            diesel::update(digest_days::table.find((user_id, day_of(at))))
                .set(digest_days::sent_at.eq(super::now()))
                .execute(c)
        })?;
        Ok(())
    }
}
