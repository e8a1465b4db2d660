//! The lobby: who sits where, the dashboard's lists, joining and invitations.

use super::conn::{AnyConnection, on_backend};
use super::schema::{games, invites, seats, users};
use super::users::{User, normalize_email};
use super::{GameRow, Status, Store, StoreError, now};
use chrono::NaiveDateTime;
use diesel::prelude::*;
use diesel::result::Error as DbError;
use engine::{Match, Seat};

/// A seat and who holds it.
#[derive(Clone, Debug, Hash)]
pub struct SeatHolder {
    pub seat: Seat,
    pub user_id: Option<i64>,
    pub name: Option<String>,
    /// When this seat's open decision times out (games with a time limit).
    pub deadline: Option<NaiveDateTime>,
    /// The end of the holder's declared vacation, past or not.
    pub vacation_until: Option<NaiveDateTime>,
    /// The seq of the seat's newest standing order (0: none): for its own
    /// player's pages only, never in what others are shown.
    pub orders_seq: i64,
}

impl SeatHolder {
    /// The seat as any reader may see it, for keys of what readers are shown.
    pub fn shown(&self) -> SeatHolder {
        SeatHolder { orders_seq: 0, ..self.clone() }
    }
}

/// One of a user's games, for the dashboard.
#[derive(Clone, Debug)]
pub struct MyGame {
    pub game: GameRow,
    pub seat: Seat,
    pub prompted: bool,
    pub deadline: Option<NaiveDateTime>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Joined {
    /// Took this seat; `started` when it was the last free one.
    Seat {
        seat: Seat,
        started: bool,
    },
    AlreadySeated(Seat),
    Full,
    NotOpen,
}

/// Runs inside the transaction that fills the last seat (e.g. to mail the seats
/// prompted at the start): an error rolls the join back.
pub type StartHook<'a> = &'a mut dyn FnMut(&mut AnyConnection, i64, &Match) -> QueryResult<()>;

impl Store {
    pub fn seat_holders(&self, game_id: i64) -> Result<Vec<SeatHolder>, StoreError> {
        type Row = (i32, Option<i64>, Option<String>, Option<NaiveDateTime>, Option<NaiveDateTime>, i64);
        let rows: Vec<Row> = on_backend!(self.conn()?, |c| seats::table
            .left_join(users::table.on(seats::user_id.eq(users::id.nullable())))
            .filter(seats::game_id.eq(game_id))
            .order(seats::seat)
            .select((
                seats::seat,
                seats::user_id,
                users::display_name.nullable(),
                seats::deadline,
                users::vacation_until.nullable(),
                seats::orders_seq,
            ))
            .load(c))?;
        Ok(rows
            .into_iter()
            .map(|(seat, user_id, name, deadline, vacation_until, orders_seq)| SeatHolder {
                seat: seat as Seat,
                user_id,
                name,
                deadline,
                vacation_until,
                orders_seq,
            })
            .collect())
    }

    /// A user's games: their turn first (the soonest deadline first, then those
    /// without one), then waiting, then finished; newest activity first otherwise.
    pub fn my_games(&self, user_id: i64) -> Result<Vec<MyGame>, StoreError> {
        let rows: Vec<(GameRow, i32, i32, Option<NaiveDateTime>)> = seats::table
            .inner_join(games::table)
            .filter(seats::user_id.eq(user_id))
            .order(games::updated_at.desc())
            .select((GameRow::as_select(), seats::seat, seats::prompted, seats::deadline))
            .load(&mut *self.conn()?)?;
        let mut out: Vec<MyGame> = rows
            .into_iter()
            .map(|(game, seat, prompted, deadline)| {
                let prompted = prompted != 0 && game.status() == Status::Running;
                MyGame { game, seat: seat as Seat, prompted, deadline: deadline.filter(|_| prompted) }
            })
            .collect();
        // Stable: within a group the query's newest-first order stays.
        out.sort_by_key(|g| match (g.prompted, g.game.status()) {
            (true, _) => (0, g.deadline.is_none(), g.deadline),
            (false, Status::Running | Status::Open) => (1, true, None),
            (false, Status::Finished) => (2, true, None),
        });
        Ok(out)
    }

    /// Open games the user may join: listed ones and those they were invited to.
    /// An invitation counts only once the address is the user's (verified):
    /// anyone may sign up with an invited address, and an unlisted game is not
    /// shown to them before that.
    pub fn open_games_for(&self, user: &User) -> Result<Vec<GameRow>, StoreError> {
        let mut c = self.conn()?;
        let mine = seats::table.filter(seats::user_id.eq(user.id)).select(seats::game_id);
        let mut open = games::table
            .filter(games::status.eq(Status::Open.as_str()))
            .filter(games::id.ne_all(mine))
            .order(games::id.desc())
            .limit(50)
            .select(GameRow::as_select())
            .into_boxed();
        open = if user.verified_at.is_some() {
            let invited =
                invites::table.filter(invites::email.eq(normalize_email(&user.email))).select(invites::game_id);
            open.filter(games::listed.eq(1).or(games::id.eq_any(invited)))
        } else {
            open.filter(games::listed.eq(1))
        };
        Ok(open.load(&mut *c)?)
    }

    pub fn set_game_settings(&self, game_id: i64, listed: bool, replay_players_only: bool) -> Result<(), StoreError> {
        self.write(|c| {
            diesel::update(games::table.find(game_id))
                .set((games::listed.eq(listed as i32), games::replay_players_only.eq(replay_players_only as i32)))
                .execute(c)
        })?;
        Ok(())
    }

    pub fn invite(&self, game_id: i64, email: &str, invited_by: i64) -> Result<(), StoreError> {
        self.write(|c| {
            diesel::insert_into(invites::table)
                .values((
                    invites::game_id.eq(game_id),
                    invites::email.eq(normalize_email(email)),
                    invites::created_at.eq(now()),
                    invites::invited_by.eq(invited_by),
                ))
                .execute(c)
        })?;
        Ok(())
    }

    /// The addresses invited to a game (each as stored: normalized).
    pub fn invited_addresses(&self, game_id: i64) -> Result<Vec<String>, StoreError> {
        Ok(invites::table
            .filter(invites::game_id.eq(game_id))
            .select(invites::email)
            .distinct()
            .load(&mut *self.conn()?)?)
    }

    pub fn is_invited(&self, game_id: i64, email: &str) -> Result<bool, StoreError> {
        let n: i64 = invites::table
            .filter(invites::game_id.eq(game_id).and(invites::email.eq(normalize_email(email))))
            .count()
            .get_result(&mut *self.conn()?)?;
        Ok(n > 0)
    }

    /// Invitations a user sent within `within`.
    pub fn invites_by_since(&self, user_id: i64, within: chrono::Duration) -> Result<i64, StoreError> {
        Ok(invites::table
            .filter(invites::invited_by.eq(user_id).and(invites::created_at.gt(now() - within)))
            .count()
            .get_result(&mut *self.conn()?)?)
    }

    /// Invitations an address received within `within`.
    pub fn invites_to_since(&self, email: &str, within: chrono::Duration) -> Result<i64, StoreError> {
        Ok(invites::table
            .filter(invites::email.eq(normalize_email(email)).and(invites::created_at.gt(now() - within)))
            .count()
            .get_result(&mut *self.conn()?)?)
    }

    /// Seat `user_id` in the first free seat. Filling the last seat starts the game
    /// and runs `on_start` in the same transaction.
    pub fn join(&self, game_id: i64, user_id: i64, on_start: StartHook) -> Result<Joined, StoreError> {
        // The game's lock serialises joins in this process; the guarded UPDATEs
        // below keep other processes from taking the same seat.
        self.with_match(game_id, |m| {
            let result = self.write(|c| {
                let status: String = games::table.find(game_id).select(games::status).get_result(c)?;
                let taken: Vec<(i32, Option<i64>)> = seats::table
                    .filter(seats::game_id.eq(game_id))
                    .order(seats::seat)
                    .select((seats::seat, seats::user_id))
                    .load(c)?;
                if let Some((seat, _)) = taken.iter().find(|(_, u)| *u == Some(user_id)) {
                    return Ok(Joined::AlreadySeated(*seat as Seat));
                }
                if status != Status::Open.as_str() {
                    return Ok(Joined::NotOpen);
                }
                let free: Vec<i32> = taken.iter().filter(|(_, u)| u.is_none()).map(|(s, _)| *s).collect();
                let Some(&seat) = free.first() else { return Ok(Joined::Full) };
                let n = diesel::update(seats::table.find((game_id, seat)).filter(seats::user_id.is_null()))
                    .set(seats::user_id.eq(user_id))
                    .execute(c)?;
                if n != 1 {
                    return Err(DbError::RollbackTransaction);
                }
                let started = free.len() == 1;
                if started {
                    let status = if m.is_over() { Status::Finished } else { Status::Running };
                    let n = diesel::update(games::table.find(game_id).filter(games::status.eq(Status::Open.as_str())))
                        .set((games::status.eq(status.as_str()), games::updated_at.eq(now())))
                        .execute(c)?;
                    if n != 1 {
                        return Err(DbError::RollbackTransaction);
                    }
                    let tc: String = games::table.find(game_id).select(games::time_control).get_result(c)?;
                    let tc = super::TimeControl::from_json(&tc);
                    for s in m.to_act() {
                        super::set_deadline(c, game_id, s, m.seq(), &tc, now())?;
                    }
                    on_start(c, game_id, m)?;
                }
                Ok(Joined::Seat { seat: seat as Seat, started })
            });
            match result {
                // Someone took the seat between our read and our write.
                Err(StoreError::Db(DbError::RollbackTransaction)) => Ok(Joined::Full),
                other => other,
            }
        })?
    }
}

/// The user in each seat, read inside the caller's transaction.
pub fn seat_users(c: &mut AnyConnection, game_id: i64) -> QueryResult<Vec<Option<crate::users::User>>> {
    use crate::users::User;
    let rows: Vec<(i32, Option<User>)> = on_backend!(c, |c| seats::table
        .left_join(users::table.on(seats::user_id.eq(users::id.nullable())))
        .filter(seats::game_id.eq(game_id))
        .order(seats::seat)
        .select((seats::seat, Option::<User>::as_select()))
        .load(c))?;
    Ok(rows.into_iter().map(|(_, u)| u).collect())
}
