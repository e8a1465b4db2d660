//! The outbox (mail to send) and alarms (work due at a time). Rows are written in
//! the transaction of whatever caused them; any app node's worker claims due rows
//! for a lease. PostgreSQL claims with `FOR UPDATE SKIP LOCKED`, so nodes never
//! wait on each other; SQLite's single writer makes a guarded UPDATE enough.

use super::conn::{self, AnyConnection, on_backend};
use super::schema::{alarms, nodes, outbox, outbox_bodies};
use super::{Store, StoreError, now};
use chrono::{Duration, NaiveDateTime};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, Nullable, Text, Timestamp};
use std::collections::HashMap;

#[derive(Clone, Debug)]
pub struct OutboxRow {
    pub id: i64,
    pub kind: String,
    pub user_id: Option<i64>,
    pub game_id: Option<i64>,
    /// The mail as queued, or why its stored body cannot be read.
    pub payload: Result<String, String>,
    pub attempts: i32,
}

/// An outbox row as [`Store::outbox_states`] reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct OutboxState {
    pub id: i64,
    pub kind: String,
    pub due_at: NaiveDateTime,
    /// Failed attempts so far.
    pub attempts: i32,
    pub last_error: Option<String>,
    pub sent: bool,
    /// Given up on.
    pub failed: bool,
}

/// An alarm not yet done, as [`Store::pending_alarms`] reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct PendingAlarm {
    pub id: i64,
    pub game_id: i64,
    pub kind: String,
    pub due_at: NaiveDateTime,
    /// Set while a worker holds it.
    pub claimed_until: Option<NaiveDateTime>,
}

/// An outbox row as claimed, before its body is read.
#[derive(QueryableByName)]
struct ClaimedMail {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Nullable<BigInt>)]
    user_id: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    game_id: Option<i64>,
    #[diesel(sql_type = Integer)]
    attempts: i32,
}

#[derive(Clone, Debug, QueryableByName)]
pub struct AlarmRow {
    #[diesel(sql_type = BigInt)]
    pub id: i64,
    #[diesel(sql_type = BigInt)]
    pub game_id: i64,
    #[diesel(sql_type = Text)]
    pub kind: String,
    #[diesel(sql_type = Text)]
    pub payload: String,
}

/// The mail and alarms a move queues: made before the move's transaction (mail
/// takes long to compose, and on SQLite every write waits for the one in its
/// transaction), written inside it, so they exist exactly if the move does.
#[derive(Default)]
pub struct Queued {
    mails: Vec<QueuedMail>,
    alarms: Vec<QueuedAlarm>,
}

struct QueuedMail {
    kind: &'static str,
    user_id: i64,
    game_id: i64,
    /// Packed here, before the transaction, for the same reason.
    packed: Vec<u8>,
    due_at: NaiveDateTime,
}

struct QueuedAlarm {
    kind: &'static str,
    game_id: i64,
    payload: String,
    due_at: NaiveDateTime,
}

impl Queued {
    pub fn mail(&mut self, kind: &'static str, user_id: i64, game_id: i64, payload: String, due_at: NaiveDateTime) {
        self.mails.push(QueuedMail { kind, user_id, game_id, packed: pack(&payload), due_at });
    }

    pub fn alarm(&mut self, game_id: i64, kind: &'static str, payload: String, due_at: NaiveDateTime) {
        self.alarms.push(QueuedAlarm { kind, game_id, payload, due_at });
    }

    /// Write the rows, inside the caller's transaction.
    pub fn insert(self, c: &mut AnyConnection) -> QueryResult<()> {
        for m in self.mails {
            insert_packed_mail(c, m.kind, Some(m.user_id), Some(m.game_id), &m.packed, m.due_at)?;
        }
        for a in self.alarms {
            insert_alarm(c, a.game_id, a.kind, &a.payload, a.due_at)?;
        }
        Ok(())
    }
}

/// Queue a mail inside the caller's transaction.
pub fn insert_mail(
    c: &mut AnyConnection,
    kind: &str,
    user_id: Option<i64>,
    game_id: Option<i64>,
    payload: &str,
    due_at: NaiveDateTime,
) -> QueryResult<()> {
    insert_packed_mail(c, kind, user_id, game_id, &pack(payload), due_at)
}

/// [`insert_mail`] of a body already packed.
fn insert_packed_mail(
    c: &mut AnyConnection,
    kind: &str,
    user_id: Option<i64>,
    game_id: Option<i64>,
    packed: &[u8],
    due_at: NaiveDateTime,
) -> QueryResult<()> {
    let id: i64 = on_backend!(c, |c| diesel::insert_into(outbox::table)
        .values((
            outbox::kind.eq(kind),
            outbox::user_id.eq(user_id),
            outbox::game_id.eq(game_id),
            outbox::created_at.eq(now()),
            outbox::due_at.eq(due_at),
        ))
        .returning(outbox::id)
        .get_result(c))?;
    on_backend!(c, |c| diesel::insert_into(outbox_bodies::table)
        .values((outbox_bodies::outbox_id.eq(id), outbox_bodies::payload.eq(""), outbox_bodies::packed.eq(packed)))
        .execute(c))
    .map(|_| ())
}

/// Larger than any mail we queue: a stored length above it is a damaged body,
/// refused before anything that size is allocated.
const MAX_BODY_BYTES: usize = 16 << 20;

/// A mail's body as stored: LZ4, its length first.
fn pack(payload: &str) -> Vec<u8> {
    lz4_flex::block::compress_prepend_size(payload.as_bytes())
}

/// A mail's body as read back: `packed` if the row has one, else `payload` as
/// it was written before bodies were packed.
#[derive(Queryable)]
struct StoredBody {
    payload: String,
    packed: Option<Vec<u8>>,
}

/// The columns of a [`StoredBody`].
const STORED_BODY: (outbox_bodies::payload, outbox_bodies::packed) = (outbox_bodies::payload, outbox_bodies::packed);

impl StoredBody {
    /// The mail as queued.
    fn unpack(self) -> Result<String, String> {
        let Some(packed) = self.packed else { return Ok(self.payload) };
        let length = packed.get(..4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize);
        if length.is_none_or(|n| n > MAX_BODY_BYTES) {
            return Err("a stored mail body is damaged (its length)".into());
        }
        let bytes = lz4_flex::block::decompress_size_prepended(&packed)
            .map_err(|e| format!("a stored mail body is damaged: {e}"))?;
        String::from_utf8(bytes).map_err(|_| "a stored mail body is damaged (not UTF-8)".into())
    }
}

/// Schedule an alarm inside the caller's transaction.
pub fn insert_alarm(
    c: &mut AnyConnection,
    game_id: i64,
    kind: &str,
    payload: &str,
    due_at: NaiveDateTime,
) -> QueryResult<()> {
    on_backend!(c, |c| diesel::insert_into(alarms::table)
        .values((
            alarms::game_id.eq(game_id),
            alarms::kind.eq(kind),
            alarms::payload.eq(payload),
            alarms::due_at.eq(due_at),
        ))
        .execute(c))
    .map(|_| ())
}

/// Outbox kinds the pages count to limit mail: password resets and address
/// verifications (per account and hour).
pub const RESET: &str = "reset";
pub const VERIFY: &str = "verify";

// A row is free when it was never claimed, its lease ran out, or the node that
// claimed it fell silent (killed: it will never finish it). Rows claimed before
// nodes had names wait for their lease.
const CLAIM_OUTBOX_PG: &str = "UPDATE outbox SET claimed_until = $1, claimed_by = $4 WHERE id IN (\
     SELECT id FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND due_at <= $2 \
     AND (claimed_until IS NULL OR claimed_until < $2 OR (claimed_by <> $4 \
     AND claimed_by NOT IN (SELECT id FROM nodes WHERE seen_at >= $5))) \
     ORDER BY due_at, id LIMIT $3 FOR UPDATE SKIP LOCKED) \
     RETURNING id, kind, user_id, game_id, attempts";
const CLAIM_OUTBOX_SQLITE: &str = "UPDATE outbox SET claimed_until = ?1, claimed_by = ?4 WHERE id IN (\
     SELECT id FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND due_at <= ?2 \
     AND (claimed_until IS NULL OR claimed_until < ?2 OR (claimed_by <> ?4 \
     AND claimed_by NOT IN (SELECT id FROM nodes WHERE seen_at >= ?5))) \
     ORDER BY due_at, id LIMIT ?3) \
     RETURNING id, kind, user_id, game_id, attempts";
const CLAIM_ALARMS_PG: &str = "UPDATE alarms SET claimed_until = $1, claimed_by = $4 WHERE id IN (\
     SELECT id FROM alarms WHERE done_at IS NULL AND due_at <= $2 \
     AND (claimed_until IS NULL OR claimed_until < $2 OR (claimed_by <> $4 \
     AND claimed_by NOT IN (SELECT id FROM nodes WHERE seen_at >= $5))) \
     ORDER BY due_at, id LIMIT $3 FOR UPDATE SKIP LOCKED) \
     RETURNING id, game_id, kind, payload";
const CLAIM_ALARMS_SQLITE: &str = "UPDATE alarms SET claimed_until = ?1, claimed_by = ?4 WHERE id IN (\
     SELECT id FROM alarms WHERE done_at IS NULL AND due_at <= ?2 \
     AND (claimed_until IS NULL OR claimed_until < ?2 OR (claimed_by <> ?4 \
     AND claimed_by NOT IN (SELECT id FROM nodes WHERE seen_at >= ?5))) \
     ORDER BY due_at, id LIMIT ?3) \
     RETURNING id, game_id, kind, payload";

/// How often a serving node says it is alive ([`Store::heartbeat`]).
pub const HEARTBEAT: std::time::Duration = std::time::Duration::from_secs(5);

/// A node not heard from for this long is taken for dead: its claims are free.
/// Four heartbeats, so a node that is merely busy is not taken for dead, and
/// nodes' clocks may differ by some seconds.
pub const SILENT_SECS: i64 = 20;

/// A name for this process among the app nodes: random, so a restarted node is
/// a new one and nodes never share a name.
pub fn new_node_name() -> String {
    use std::hash::{BuildHasher, Hasher};
    // The standard library seeds each of these from the system's randomness.
    let random = || std::collections::hash_map::RandomState::new().build_hasher().finish();
    format!("{:016x}{:016x}", random(), random())
}

/// Claim up to `limit` due rows for `node` until `lease` from `t`, with the SQL
/// of each backend. The claim says the node is alive too.
fn claim<R: QueryableByName<diesel::pg::Pg> + QueryableByName<diesel::sqlite::Sqlite> + 'static>(
    c: &mut AnyConnection,
    (pg, sqlite): (&str, &str),
    node: &str,
    limit: i64,
    lease: Duration,
    t: NaiveDateTime,
) -> QueryResult<Vec<R>> {
    beat(c, node, t)?;
    let (until, alive_since) = (t + lease, t - Duration::seconds(SILENT_SECS));
    match c {
        AnyConnection::Postgresql(c) => diesel::sql_query(pg)
            .bind::<Timestamp, _>(until)
            .bind::<Timestamp, _>(t)
            .bind::<BigInt, _>(limit)
            .bind::<Text, _>(node)
            .bind::<Timestamp, _>(alive_since)
            .load(c),
        AnyConnection::Sqlite(c) => diesel::sql_query(sqlite)
            .bind::<Timestamp, _>(until)
            .bind::<Timestamp, _>(t)
            .bind::<BigInt, _>(limit)
            .bind::<Text, _>(node)
            .bind::<Timestamp, _>(alive_since)
            .load(c),
    }
}

/// Record that `node` is alive at `t`.
fn beat(c: &mut AnyConnection, node: &str, t: NaiveDateTime) -> QueryResult<()> {
    let row = (nodes::id.eq(node), nodes::seen_at.eq(t));
    on_backend!(c, |c| diesel::insert_into(nodes::table)
        .values(row)
        .on_conflict(nodes::id)
        .do_update()
        .set(nodes::seen_at.eq(t))
        .execute(c))?;
    Ok(())
}

/// An outbox row as `outbox_states` reads it: id, kind, when due,
/// attempts, last error, when sent, when given up.
type OutboxStateRow = (i64, String, NaiveDateTime, i32, Option<String>, Option<NaiveDateTime>, Option<NaiveDateTime>);

impl Store {
    /// Queue a mail outside any move (invitations, password resets).
    pub fn enqueue_mail(
        &self,
        kind: &str,
        user_id: Option<i64>,
        game_id: Option<i64>,
        payload: &str,
    ) -> Result<(), StoreError> {
        let packed = pack(payload);
        self.write_bookkeeping(|c| insert_packed_mail(c, kind, user_id, game_id, &packed, now()))?;
        Ok(())
    }

    pub fn claim_outbox(&self, limit: i64, lease: Duration) -> Result<Vec<OutboxRow>, StoreError> {
        self.claim_outbox_at(limit, lease, now())
    }

    /// Claim mail due at `at` (the worker passes the clock, tests a chosen time).
    pub fn claim_outbox_at(
        &self,
        limit: i64,
        lease: Duration,
        at: NaiveDateTime,
    ) -> Result<Vec<OutboxRow>, StoreError> {
        self.write_bookkeeping(|c| {
            let claimed: Vec<ClaimedMail> =
                claim(c, (CLAIM_OUTBOX_PG, CLAIM_OUTBOX_SQLITE), &self.node, limit, lease, at)?;
            let ids: Vec<i64> = claimed.iter().map(|m| m.id).collect();
            let mut bodies: HashMap<i64, StoredBody> = outbox_bodies::table
                .filter(outbox_bodies::outbox_id.eq_any(&ids))
                .select((outbox_bodies::outbox_id, STORED_BODY))
                .load::<(i64, StoredBody)>(c)?
                .into_iter()
                .collect();
            Ok(claimed
                .into_iter()
                .map(|m| OutboxRow {
                    payload: bodies
                        .remove(&m.id)
                        .map_or_else(|| Err("the mail's body is missing".to_string()), StoredBody::unpack),
                    id: m.id,
                    kind: m.kind,
                    user_id: m.user_id,
                    game_id: m.game_id,
                    attempts: m.attempts,
                })
                .collect())
        })
    }

    pub fn outbox_sent(&self, ids: &[i64]) -> Result<(), StoreError> {
        let sent = (outbox::sent_at.eq(now()), outbox::claimed_until.eq(None::<NaiveDateTime>));
        self.write_bookkeeping(|c| match ids {
            // Most mail accounts for its own row alone: that statement is kept
            // prepared (an `IN` list is prepared again on every run).
            [id] => on_backend!(c, |c| conn::update(outbox::table, sent, outbox::id.eq(*id)).execute(c)),
            _ => diesel::update(outbox::table.filter(outbox::id.eq_any(ids))).set(sent).execute(c),
        })?;
        Ok(())
    }

    /// Record a failed attempt; the row is due again at `retry_at`, unless it was
    /// queued before `give_up_before`: then it is marked failed for good.
    pub fn outbox_failed(
        &self,
        id: i64,
        error: &str,
        retry_at: NaiveDateTime,
        give_up_before: NaiveDateTime,
    ) -> Result<(), StoreError> {
        self.write_bookkeeping(|c| {
            diesel::update(outbox::table.find(id))
                .set((
                    outbox::attempts.eq(outbox::attempts + 1),
                    outbox::last_error.eq(error),
                    outbox::due_at.eq(retry_at),
                    outbox::claimed_until.eq(None::<NaiveDateTime>),
                ))
                .execute(c)?;
            diesel::update(outbox::table.find(id).filter(outbox::created_at.lt(give_up_before)))
                .set(outbox::failed_at.eq(now()))
                .execute(c)
        })?;
        Ok(())
    }

    /// How many mails of `kind` were queued for a user within `within` (limits).
    pub fn mail_count_since(&self, user_id: i64, kind: &str, within: Duration) -> Result<i64, StoreError> {
        Ok(outbox::table
            .filter(outbox::user_id.eq(user_id).and(outbox::kind.eq(kind)))
            .filter(outbox::created_at.gt(now() - within))
            .count()
            .get_result(&mut *self.conn()?)?)
    }

    /// The payload of the newest mail of `kind` queued for a user (about
    /// `game_id`, if given).
    pub fn newest_mail(&self, user_id: i64, kind: &str, game_id: Option<i64>) -> Result<Option<String>, StoreError> {
        let mut newest = outbox::table
            .inner_join(outbox_bodies::table)
            .filter(outbox::user_id.eq(user_id).and(outbox::kind.eq(kind)))
            .order(outbox::id.desc())
            .select(STORED_BODY)
            .into_boxed();
        if let Some(game_id) = game_id {
            newest = newest.filter(outbox::game_id.eq(game_id));
        }
        let body: Option<StoredBody> = newest.first(&mut *self.conn()?).optional()?;
        body.map(StoredBody::unpack).transpose().map_err(StoreError::unavailable)
    }

    /// Mail to a user that was given up on: subject and when, newest first.
    pub fn failed_mail(&self, user_id: i64) -> Result<Vec<(String, NaiveDateTime)>, StoreError> {
        let rows: Vec<(StoredBody, Option<NaiveDateTime>)> = outbox::table
            .inner_join(outbox_bodies::table)
            .filter(outbox::user_id.eq(user_id).and(outbox::failed_at.is_not_null()))
            .order(outbox::id.desc())
            .limit(20)
            .select((STORED_BODY, outbox::failed_at))
            .load(&mut *self.conn()?)?;
        Ok(rows
            .into_iter()
            .filter_map(|(body, at)| {
                let payload = body.unpack().ok()?;
                let subject =
                    serde_json::from_str::<serde_json::Value>(&payload).ok()?["subject"].as_str()?.to_string();
                Some((subject, at?))
            })
            .collect())
    }

    /// Mail not yet sent (and not given up on).
    pub fn outbox_unsent(&self) -> Result<i64, StoreError> {
        Ok(outbox::table
            .filter(outbox::sent_at.is_null().and(outbox::failed_at.is_null()))
            .count()
            .get_result(&mut *self.conn()?)?)
    }

    /// Every outbox row's state, oldest first: what was sent, what waits, what
    /// failed and after how many attempts (for checks, not for sending).
    pub fn outbox_states(&self) -> Result<Vec<OutboxState>, StoreError> {
        let rows: Vec<OutboxStateRow> = outbox::table
            .order(outbox::id)
            .select((
                outbox::id,
                outbox::kind,
                outbox::due_at,
                outbox::attempts,
                outbox::last_error,
                outbox::sent_at,
                outbox::failed_at,
            ))
            .load(&mut *self.conn()?)?;
        Ok(rows
            .into_iter()
            .map(|(id, kind, due_at, attempts, last_error, sent_at, failed_at)| OutboxState {
                id,
                kind,
                due_at,
                attempts,
                last_error,
                sent: sent_at.is_some(),
                failed: failed_at.is_some(),
            })
            .collect())
    }

    /// Every alarm not yet done, oldest first (for checks, not for firing).
    pub fn pending_alarms(&self) -> Result<Vec<PendingAlarm>, StoreError> {
        let rows: Vec<(i64, i64, String, NaiveDateTime, Option<NaiveDateTime>)> = alarms::table
            .filter(alarms::done_at.is_null())
            .order(alarms::id)
            .select((alarms::id, alarms::game_id, alarms::kind, alarms::due_at, alarms::claimed_until))
            .load(&mut *self.conn()?)?;
        Ok(rows
            .into_iter()
            .map(|(id, game_id, kind, due_at, claimed_until)| PendingAlarm { id, game_id, kind, due_at, claimed_until })
            .collect())
    }

    /// A user's unsent digest rows (claimed or not), to fold into one mail.
    pub fn digest_rows(&self, user_id: i64) -> Result<Vec<i64>, StoreError> {
        Ok(outbox::table
            .filter(outbox::user_id.eq(user_id).and(outbox::kind.eq("digest")).and(outbox::sent_at.is_null()))
            .filter(outbox::due_at.le(now()))
            .select(outbox::id)
            .load(&mut *self.conn()?)?)
    }

    /// Claim alarms due at `at` (the worker passes the clock, tests a chosen time).
    pub fn claim_alarms(&self, limit: i64, lease: Duration, at: NaiveDateTime) -> Result<Vec<AlarmRow>, StoreError> {
        self.write_bookkeeping(|c| claim(c, (CLAIM_ALARMS_PG, CLAIM_ALARMS_SQLITE), &self.node, limit, lease, at))
    }

    /// Say this node is alive (a serving node does so every [`HEARTBEAT`], so
    /// that its claims stay its own while it sends a long batch).
    pub fn heartbeat(&self) -> Result<(), StoreError> {
        self.heartbeat_at(now())
    }

    /// [`Store::heartbeat`] with the clock at `at` (tests pass their own).
    pub fn heartbeat_at(&self, at: NaiveDateTime) -> Result<(), StoreError> {
        self.write_bookkeeping(|c| beat(c, &self.node, at))
    }

    /// This node's name (its claims carry it).
    pub fn node(&self) -> &str {
        &self.node
    }

    pub fn alarm_done(&self, id: i64) -> Result<(), StoreError> {
        self.write_bookkeeping(|c| diesel::update(alarms::table.find(id)).set(alarms::done_at.eq(now())).execute(c))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unpack(payload: String, packed: Option<Vec<u8>>) -> Result<String, String> {
        StoredBody { payload, packed }.unpack()
    }

    #[test]
    fn bodies_are_packed_and_read_back() {
        let body = r#"{"subject":"Your turn — あなたの番です","html":"<p>a</p><p>a</p><p>a</p><p>a</p>"}"#;
        let packed = pack(body);
        assert!(packed.len() < body.len());
        assert_eq!(unpack(String::new(), Some(packed)).as_deref(), Ok(body));
        // Rows queued before bodies were packed keep theirs as text.
        assert_eq!(unpack(body.to_string(), None).as_deref(), Ok(body));
    }

    #[test]
    fn a_damaged_body_is_an_error() {
        let mut packed = pack("{\"subject\":\"hello hello hello hello\"}");
        assert!(unpack(String::new(), Some(packed[..3].to_vec())).is_err());
        let mut huge = packed.clone();
        huge[..4].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(unpack(String::new(), Some(huge)).unwrap_err().contains("length"));
        packed.truncate(packed.len() - 2);
        assert!(unpack(String::new(), Some(packed)).is_err());
        let not_utf8 = lz4_flex::block::compress_prepend_size(&[0xff, 0xfe]);
        assert!(unpack(String::new(), Some(not_utf8)).unwrap_err().contains("UTF-8"));
    }
}
