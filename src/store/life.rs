//! A game's life outside its rules, and players' vacations.
//!
//! Resignations, votes, removals, cancellations and ends the platform decides
//! are rows added to `game_acts`, never to the game's event log: that log holds
//! only answers to the game's prompts, which `fold` replays and `verify` checks
//! against the seed; a resignation answers no prompt. A seat its player left
//! (resigned or removed) has no holder: in a running game the sitter plays it.
//! A game ended early is `finished` with its `end` act naming why and the places
//! (none: abandoned).

use super::conn::AnyConnection;
use super::outbox::insert_alarm;
use super::schema::{game_acts, games, seats, users, vacations};
use super::timecontrol::{TimeControl, shift_deadline};
use super::{DEADLINE, Status, Store, StoreError, is_unique_violation, now};
use chrono::{Duration, NaiveDateTime};
use diesel::prelude::*;
use engine::Seat;

/// Kinds of act.
pub const RESIGN: &str = "resign";
pub const VOTE_ABANDON: &str = "vote-abandon";
pub const VOTE_KICK: &str = "vote-kick";
pub const KICK: &str = "kick";
pub const CANCEL: &str = "cancel";
pub const END: &str = "end";

/// Why a game ended early (the `reason` of its end act).
pub const END_TIMEOUT: &str = "timeout";
pub const END_RESIGN: &str = "resign";
pub const END_ABANDON: &str = "abandon";

/// The seat of acts the platform did itself (a deadline ending the game).
pub const PLATFORM: i32 = -1;

#[derive(Clone, Debug, Queryable)]
pub struct Act {
    pub id: i64,
    pub kind: String,
    pub seat: i32,
    pub target: i32,
    pub user_id: Option<i64>,
    pub payload: String,
    pub created_at: NaiveDateTime,
}

/// How a game ended early.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct EarlyEnd {
    pub reason: String,
    /// Places per seat; none when the game was abandoned.
    pub places: Option<Vec<usize>>,
}

impl Act {
    pub fn end(&self) -> Option<EarlyEnd> {
        (self.kind == END).then(|| serde_json::from_str(&self.payload).ok()).flatten()
    }
}

impl Store {
    /// Every act of a game, oldest first.
    pub fn game_acts(&self, game_id: i64) -> Result<Vec<Act>, StoreError> {
        Ok(game_acts::table
            .filter(game_acts::game_id.eq(game_id))
            .order(game_acts::id)
            .select((
                game_acts::id,
                game_acts::kind,
                game_acts::seat,
                game_acts::target,
                game_acts::user_id,
                game_acts::payload,
                game_acts::created_at,
            ))
            .load(&mut *self.conn()?)?)
    }

    /// Who last held `seat` before leaving it (resigned or removed), if anyone.
    pub fn last_holder(&self, game_id: i64, seat: Seat) -> Result<Option<i64>, StoreError> {
        let holder: Option<Option<i64>> = game_acts::table
            .filter(
                game_acts::game_id
                    .eq(game_id)
                    .and(game_acts::kind.eq_any([RESIGN, KICK]))
                    .and(game_acts::target.eq(seat as i32)),
            )
            .order(game_acts::id.desc())
            .select(game_acts::user_id)
            .first(&mut *self.conn()?)
            .optional()?;
        Ok(holder.flatten())
    }

    /// Record `user_id`'s vote (from `seat`) on a question (`kind`, `target`); false
    /// if they had already voted so.
    pub fn record_vote(
        &self,
        game_id: i64,
        kind: &str,
        seat: Seat,
        target: i32,
        user_id: i64,
    ) -> Result<bool, StoreError> {
        match self.write(|c| insert_act(c, game_id, kind, seat as i32, target, Some(user_id), "{}")) {
            Ok(()) => Ok(true),
            Err(StoreError::Db(e)) if is_unique_violation(&e) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// The player `user_id` leaves `seat` of a running game for good (`kind`:
    /// resigned, or removed by a vote from `by_seat`); the sitter plays it from
    /// now on. False if they no longer hold it or the game is not running.
    pub fn leave_seat(
        &self,
        game_id: i64,
        seat: Seat,
        user_id: i64,
        kind: &str,
        by_seat: i32,
    ) -> Result<bool, StoreError> {
        let left = self.write(|c| {
            let running: i64 = games::table
                .filter(games::id.eq(game_id).and(games::status.eq(Status::Running.as_str())))
                .count()
                .get_result(c)?;
            if running == 0 {
                return Ok(false);
            }
            let n = diesel::update(seats::table.find((game_id, seat as i32)).filter(seats::user_id.eq(user_id)))
                .set((seats::user_id.eq(None::<i64>), seats::sitter_streak.eq(0)))
                .execute(c)?;
            if n == 0 {
                return Ok(false);
            }
            insert_act(c, game_id, kind, by_seat, seat as i32, Some(user_id), "{}")?;
            Ok(true)
        })?;
        Ok(left)
    }

    /// End a running game outside its rules, if it is still at `seq` (the state
    /// the ending was decided on): finished, every deadline cleared, the end
    /// recorded. False if someone moved first or it had already ended.
    pub fn end_early(
        &self,
        game_id: i64,
        seq: u64,
        end: &EarlyEnd,
        seat: i32,
        user_id: Option<i64>,
    ) -> Result<bool, StoreError> {
        let payload = serde_json::to_string(end).expect("an end serializes");
        let ended = self.write(|c| {
            let n = diesel::update(
                games::table
                    .find(game_id)
                    .filter(games::status.eq(Status::Running.as_str()).and(games::last_seq.eq(seq as i64))),
            )
            .set((games::status.eq(Status::Finished.as_str()), games::updated_at.eq(now())))
            .execute(c)?;
            if n == 0 {
                return Ok(false);
            }
            diesel::update(seats::table.filter(seats::game_id.eq(game_id)))
                .set((seats::deadline.eq(None::<NaiveDateTime>), seats::prompted.eq(0)))
                .execute(c)?;
            insert_act(c, game_id, END, seat, PLATFORM, user_id, &payload)?;
            Ok(true)
        })?;
        Ok(ended)
    }

    /// Cancel a game that has not started: it is over, with nobody placed. False
    /// if it had started (or was cancelled) meanwhile.
    pub fn cancel_open(&self, game_id: i64, user_id: i64) -> Result<bool, StoreError> {
        let done = self.write(|c| {
            let n = diesel::update(games::table.find(game_id).filter(games::status.eq(Status::Open.as_str())))
                .set((games::status.eq(Status::Finished.as_str()), games::updated_at.eq(now())))
                .execute(c)?;
            if n == 0 {
                return Ok(false);
            }
            insert_act(c, game_id, CANCEL, PLATFORM, PLATFORM, Some(user_id), "{}")?;
            Ok(true)
        })?;
        Ok(done)
    }

    /// Seats of running games that nobody holds and that are to decide: the
    /// sitter's to play.
    pub fn unheld_prompted(&self, limit: i64) -> Result<Vec<(i64, Seat)>, StoreError> {
        let rows: Vec<(i64, i32)> = seats::table
            .inner_join(games::table)
            .filter(seats::user_id.is_null().and(seats::prompted.eq(1)))
            .filter(games::status.eq(Status::Running.as_str()))
            .order(seats::game_id)
            .limit(limit)
            .select((seats::game_id, seats::seat))
            .load(&mut *self.conn()?)?;
        Ok(rows.into_iter().map(|(g, s)| (g, s as Seat)).collect())
    }

    /// A user's vacation end, if one is declared (past or not).
    pub fn vacation_until(&self, user_id: i64) -> Result<Option<NaiveDateTime>, StoreError> {
        Ok(users::table.find(user_id).select(users::vacation_until).first(&mut *self.conn()?).optional()?.flatten())
    }

    /// A user's vacations begun after `since`: (start, end).
    pub fn vacations_since(
        &self,
        user_id: i64,
        since: NaiveDateTime,
    ) -> Result<Vec<(NaiveDateTime, NaiveDateTime)>, StoreError> {
        Ok(vacations::table
            .filter(vacations::user_id.eq(user_id).and(vacations::starts_at.gt(since)))
            .order(vacations::starts_at)
            .select((vacations::starts_at, vacations::ends_at))
            .load(&mut *self.conn()?)?)
    }

    /// Begin a vacation from `at` to `until` (the caller checked the limits): the
    /// deadlines of the user's seats in running games that allow vacations
    /// pause until then.
    pub fn declare_vacation(&self, user_id: i64, at: NaiveDateTime, until: NaiveDateTime) -> Result<(), StoreError> {
        self.write(|c| {
            diesel::insert_into(vacations::table)
                .values((vacations::user_id.eq(user_id), vacations::starts_at.eq(at), vacations::ends_at.eq(until)))
                .execute(c)?;
            diesel::update(users::table.find(user_id)).set(users::vacation_until.eq(Some(until))).execute(c)?;
            shift_deadlines(c, user_id, until - at, at)
        })?;
        Ok(())
    }

    /// End a vacation early, at `at`: the unused days come off the paused
    /// deadlines and off the year's count. False if the user was not on vacation.
    pub fn end_vacation(&self, user_id: i64, at: NaiveDateTime) -> Result<bool, StoreError> {
        let ended = self.write(|c| {
            let until: Option<NaiveDateTime> = users::table.find(user_id).select(users::vacation_until).first(c)?;
            let Some(until) = until.filter(|u| *u > at) else { return Ok(false) };
            diesel::update(vacations::table.filter(vacations::user_id.eq(user_id).and(vacations::ends_at.eq(until))))
                .set(vacations::ends_at.eq(at))
                .execute(c)?;
            diesel::update(users::table.find(user_id))
                .set(users::vacation_until.eq(None::<NaiveDateTime>))
                .execute(c)?;
            shift_deadlines(c, user_id, at - until, at)?;
            Ok(true)
        })?;
        Ok(ended)
    }
}

pub(crate) fn insert_act(
    c: &mut AnyConnection,
    game_id: i64,
    kind: &str,
    seat: i32,
    target: i32,
    user_id: Option<i64>,
    payload: &str,
) -> QueryResult<()> {
    diesel::insert_into(game_acts::table)
        .values((
            game_acts::game_id.eq(game_id),
            game_acts::kind.eq(kind),
            game_acts::seat.eq(seat),
            game_acts::target.eq(target),
            game_acts::user_id.eq(user_id),
            game_acts::payload.eq(payload),
            game_acts::created_at.eq(now()),
        ))
        .execute(c)?;
    touch_game(c, game_id)
}

/// A game's page shows its acts, and cached pages are keyed by the game's row:
/// moving `updated_at` is what renders them afresh.
fn touch_game(c: &mut AnyConnection, game_id: i64) -> QueryResult<()> {
    diesel::update(games::table.find(game_id)).set(games::updated_at.eq(now())).execute(c).map(|_| ())
}

/// Move the open deadlines of `user_id`'s seats in running games that allow
/// vacations by `by`, each with a new alarm (the old one finds a later deadline
/// and does nothing).
fn shift_deadlines(c: &mut AnyConnection, user_id: i64, by: Duration, at: NaiveDateTime) -> QueryResult<()> {
    let rows: Vec<(i64, i32, NaiveDateTime, String, i64)> = seats::table
        .inner_join(games::table)
        .filter(seats::user_id.eq(user_id).and(seats::deadline.is_not_null()))
        .filter(games::status.eq(Status::Running.as_str()))
        .select((seats::game_id, seats::seat, seats::deadline.assume_not_null(), games::time_control, games::last_seq))
        .load(c)?;
    for (game_id, seat, deadline, tc, seq) in rows {
        if !TimeControl::from_json(&tc).vacation_allowed {
            continue;
        }
        let moved = shift_deadline(deadline, by, at);
        diesel::update(seats::table.find((game_id, seat))).set(seats::deadline.eq(Some(moved))).execute(c)?;
        let payload = serde_json::json!({ "seat": seat, "seq": seq }).to_string();
        insert_alarm(c, game_id, DEADLINE, &payload, moved)?;
    }
    Ok(())
}
