//! The alarm worker: work due at a time. Reminders: a player still to decide (who
//! has not moved since) gets the "your turn" mail again, `reminder_hours` after
//! being prompted, or in a game with a time limit at half the time and when 12
//! hours are left. Deadlines: when a prompted seat's deadline passes, its sitter
//! answers for it (or declines, if the creator chose "skip"), through the same
//! store path and mail hook as a person's move; or, if the creator chose "end
//! the game", the late player loses and the game ends. Seats whose player left
//! (resigned, removed by vote) are played by their sitter on every pass.
//!
//! Alarms are claimed like outbox rows, so with several app nodes each fires
//! once; a deadline's move also names the seq it expects, so even a re-run after
//! a lease expired cannot move twice.

use super::compose::{AWAY, REMIND, YOUR_TURN, since_seq, your_turn};
use super::sat::mail_sat;
use app::App;
use app::endings::LifeNews;
use chrono::{Duration, NaiveDateTime};
use engine::{MoveError, Seat};
use serde::Deserialize;
use std::sync::Arc;
use store::chat::chat_since;
use store::life::{END_TIMEOUT, EarlyEnd};
use store::outbox::AlarmRow;
use store::timecontrol::Expiry;
use store::users::MailPref;
use store::{DEADLINE, Mover, StoreError};

/// How often each node looks for due alarms and seats left to the sitter (an
/// indexed query; a left seat's sitter answers within this).
const POLL: std::time::Duration = std::time::Duration::from_secs(5);

#[derive(Deserialize)]
struct Remind {
    seat: Seat,
    seq: u64,
}

/// Handle the alarms due now; returns how many there were.
pub fn process(app: &App) -> Result<usize, StoreError> {
    process_at(app, store::now())
}

/// Handle the alarms due at `at` (tests pass their own clock).
pub fn process_at(app: &App, at: NaiveDateTime) -> Result<usize, StoreError> {
    let rows = app.store.claim_alarms(50, Duration::seconds(300), at)?;
    for row in &rows {
        match row.kind.as_str() {
            REMIND => remind(app, row, at)?,
            DEADLINE => expire(app, row, at)?,
            _ => {}
        }
        app.store.alarm_done(row.id)?;
    }
    let sat = sit_for_left_seats(app, at)?;
    if !rows.is_empty() || sat > 0 {
        app.wake_mailer();
    }
    Ok(rows.len())
}

/// Let the sitter answer for every seat nobody holds any more (its player
/// resigned or was removed) that is to decide; returns how many moves it made.
/// Each move names the seq it was decided at, so several nodes doing this at
/// once move each seat once.
pub fn sit_for_left_seats(app: &App, at: NaiveDateTime) -> Result<usize, StoreError> {
    let mut moves = 0;
    // A sitter's move can prompt another left seat: go round until none is left
    // to decide (bounded, so a runaway game cannot hold the worker).
    for _ in 0..200 {
        let seats = app.store.unheld_prompted(50)?;
        if seats.is_empty() {
            break;
        }
        let mut progressed = false;
        for (game_id, seat) in seats {
            let seq = app.store.game_row(game_id)?.last_seq as u64;
            let mut hook = |c: &mut store::conn::AnyConnection, m: &engine::Match, a: &store::Appended| {
                super::compose::on_move(app, c, m, a)
            };
            match app.store.append_by(
                game_id,
                seq,
                seat,
                Mover::Sitter { decline: false, rest_of_turn: false },
                &mut hook,
                at,
            ) {
                Ok(_) => {
                    moves += 1;
                    progressed = true;
                }
                Err(StoreError::Conflict { .. } | StoreError::Move(MoveError::Stale { .. })) => progressed = true,
                Err(StoreError::Move(e)) => eprintln!("letterbox: sitter of game {game_id} seat {seat}: {e}"),
                Err(e) => return Err(e),
            }
        }
        if !progressed {
            break;
        }
    }
    Ok(moves)
}

fn remind(app: &App, row: &AlarmRow, at: NaiveDateTime) -> Result<(), StoreError> {
    let Ok(r) = serde_json::from_str::<Remind>(&row.payload) else { return Ok(()) };
    let holders = app.store.seat_holders(row.game_id)?;
    let Some(user_id) = holders.get(r.seat).and_then(|h| h.user_id) else { return Ok(()) };
    let Some(user) = app.store.user(user_id)? else { return Ok(()) };
    // Nobody is reminded on vacation (their deadlines wait for them).
    if user.mail_pref() != MailPref::EveryTurn
        || app.store.game_row(row.game_id)?.status() != store::Status::Running
        || app.store.vacation_until(user.id)?.is_some_and(|until| until > at)
    {
        return Ok(());
    }
    let names: Vec<String> = holders.iter().map(|h| h.name.clone().unwrap_or_default()).collect();
    let chat = chat_since(&mut *app.store.conn()?, row.game_id, r.seat)?;
    let mail = app.store.with_match(row.game_id, |m| {
        let moved_since = m.events().iter().skip(r.seq as usize).any(|e| e.seat == r.seat && !e.auto);
        if moved_since || !m.to_act().contains(&r.seat) {
            return Ok(None);
        }
        let deadline = holders.get(r.seat).and_then(|h| h.deadline);
        let times = app.store.event_times(row.game_id, since_seq(m, r.seat)).map_err(|e| e.to_string())?;
        your_turn(app, m, row.game_id, r.seat, &user, &names, true, deadline, &chat, &times)
    })?;
    match mail {
        Ok(Some(mail)) => app.store.enqueue_mail(
            YOUR_TURN,
            Some(user.id),
            Some(row.game_id),
            &serde_json::to_string(&mail).expect("composed mail serializes"),
        ),
        Ok(None) => Ok(()),
        Err(e) => {
            eprintln!("letterbox: reminder for game {}: {e}", row.game_id);
            Ok(())
        }
    }
}

/// A seat's deadline passed: if it is still that seat's current deadline (a later
/// decision has a later one), the sitter answers. Someone moving at the same
/// moment wins; the sitter then looks again at what is left to decide.
fn expire(app: &App, row: &AlarmRow, at: NaiveDateTime) -> Result<(), StoreError> {
    let Ok(d) = serde_json::from_str::<Remind>(&row.payload) else { return Ok(()) };
    for _ in 0..3 {
        let game = app.store.game_row(row.game_id)?;
        if game.status() != store::Status::Running {
            return Ok(());
        }
        let clocks = app.store.seat_clocks(row.game_id)?;
        if clocks.get(d.seat).and_then(|c| c.deadline).is_none_or(|deadline| deadline > at) {
            return Ok(());
        }
        let seq = game.last_seq as u64;
        if game.time_control().on_expiry == Expiry::End {
            if end_late(app, row.game_id, seq, d.seat)? {
                return Ok(());
            }
            continue;
        }
        let decline = game.time_control().on_expiry == Expiry::Skip;
        let mut hook = |c: &mut store::conn::AnyConnection, m: &engine::Match, a: &store::Appended| {
            super::compose::on_move(app, c, m, a)
        };
        let sitter = Mover::Sitter { decline, rest_of_turn: false };
        match app.store.append_by(row.game_id, seq, d.seat, sitter, &mut hook, at) {
            Ok(_) => {
                let last = finish_turn(app, row.game_id, d.seat, decline, at)?;
                mail_sat(app, &game, d.seat, seq, last)?;
                let clock = app.store.seat_clocks(row.game_id)?[d.seat];
                if clock.sitter_streak == game.time_control().away_after {
                    mail_away(app, &game, d.seat, clock.sitter_streak)?;
                }
                app.wake_mailer();
                return Ok(());
            }
            Err(StoreError::Conflict { .. } | StoreError::Move(MoveError::Stale { .. })) => {}
            Err(StoreError::Move(e)) => {
                eprintln!("letterbox: deadline of game {} seat {}: {e}", row.game_id, d.seat);
                return Ok(());
            }
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// After the sitter took a late seat's decision: the rest of that seat's turn
/// too (its decisions in a row, while nobody else has moved), so that one late
/// turn costs one time limit, not one per decision. Returns the game's seq after.
fn finish_turn(app: &App, game_id: i64, seat: Seat, decline: bool, at: NaiveDateTime) -> Result<u64, StoreError> {
    let mut hook = |c: &mut store::conn::AnyConnection, m: &engine::Match, a: &store::Appended| {
        super::compose::on_move(app, c, m, a)
    };
    // Bounded, so that a runaway game cannot hold the worker.
    for _ in 0..500 {
        let (seq, goes_on) = app.store.with_match(game_id, |m| {
            let own_last = m.events().last().is_some_and(|e| e.seat == seat || e.auto);
            (m.seq(), own_last && !m.is_over() && m.to_act().contains(&seat))
        })?;
        if !goes_on {
            return Ok(seq);
        }
        let sitter = Mover::Sitter { decline, rest_of_turn: true };
        match app.store.append_by(game_id, seq, seat, sitter, &mut hook, at) {
            Ok(_) => {}
            Err(StoreError::Conflict { actual } | StoreError::Move(MoveError::Stale { actual, .. })) => {
                return Ok(actual);
            }
            Err(StoreError::Move(e)) => {
                eprintln!("letterbox: sitter of game {game_id} seat {seat}: {e}");
                return Ok(seq);
            }
            Err(e) => return Err(e),
        }
    }
    Ok(app.store.game_row(game_id)?.last_seq as u64)
}

/// The deadline of `seat` ended the game at `seq`: that player loses, the others
/// keep the game's own ranking at this point among themselves; a game with no
/// ranking before its end is abandoned. False if someone moved first.
fn end_late(app: &App, game_id: i64, seq: u64, seat: Seat) -> Result<bool, StoreError> {
    let places = app.store.with_match(game_id, |m| {
        (m.seq() == seq).then(|| m.state().places_now().map(|p| engine::Outcome::places_with_losers(&p, &[seat])))
    })?;
    let Some(places) = places else { return Ok(false) };
    let end = EarlyEnd { reason: END_TIMEOUT.into(), places };
    if !app.store.end_early(game_id, seq, &end, seat as i32, None)? {
        return Ok(false);
    }
    super::endings::on_life(app, game_id, &LifeNews::Ended { end, by: Some(seat) })?;
    Ok(true)
}

/// Tell a player their seat went away (every mail preference but "none" gets it:
/// it is about their seat, not a turn).
fn mail_away(app: &App, game: &store::GameRow, seat: Seat, moves: u32) -> Result<(), StoreError> {
    let holders = app.store.seat_holders(game.id)?;
    let Some(user_id) = holders.get(seat).and_then(|h| h.user_id) else { return Ok(()) };
    let Some(user) = app.store.user(user_id)? else { return Ok(()) };
    if user.mail_pref() == MailPref::None {
        return Ok(());
    }
    match super::compose::away(app, &game.kind, game.id, &user, moves) {
        Ok(mail) => app.store.enqueue_mail(
            AWAY,
            Some(user.id),
            Some(game.id),
            &serde_json::to_string(&mail).expect("composed mail serializes"),
        ),
        Err(e) => {
            eprintln!("letterbox: away mail for game {}: {e}", game.id);
            Ok(())
        }
    }
}

pub fn spawn(app: Arc<App>) {
    std::thread::Builder::new()
        .name("alarms".into())
        .spawn(move || {
            loop {
                if let Err(e) = process(&app) {
                    eprintln!("letterbox: alarms: {e}");
                }
                std::thread::sleep(POLL);
            }
        })
        .expect("start the alarm thread");
}
