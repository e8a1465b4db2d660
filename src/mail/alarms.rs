//! The alarm worker: work due at a time. Today one kind, the reminder: a player
//! still to decide `reminder_hours` after being prompted (and who has not moved
//! since) gets the "your turn" mail again.

use super::compose::{REMIND, YOUR_TURN, your_turn};
use crate::app::App;
use crate::engine::Seat;
use crate::store::StoreError;
use crate::store::outbox::AlarmRow;
use crate::store::users::MailPref;
use chrono::Duration;
use serde::Deserialize;
use std::sync::Arc;

const POLL: std::time::Duration = std::time::Duration::from_secs(30);

#[derive(Deserialize)]
struct Remind {
    seat: Seat,
    seq: u64,
}

/// Handle the due alarms; returns how many there were.
pub fn process(app: &App) -> Result<usize, StoreError> {
    let rows = app.store.claim_alarms(50, Duration::seconds(300))?;
    for row in &rows {
        if row.kind == REMIND {
            remind(app, row)?;
        }
        app.store.alarm_done(row.id)?;
    }
    if !rows.is_empty() {
        app.wake_mailer();
    }
    Ok(rows.len())
}

fn remind(app: &App, row: &AlarmRow) -> Result<(), StoreError> {
    let Ok(r) = serde_json::from_str::<Remind>(&row.payload) else { return Ok(()) };
    let holders = app.store.seat_holders(row.game_id)?;
    let Some(user_id) = holders.get(r.seat).and_then(|h| h.user_id) else { return Ok(()) };
    let Some(user) = app.store.user(user_id)? else { return Ok(()) };
    if user.mail_pref() != MailPref::EveryTurn
        || app.store.game_row(row.game_id)?.status() != crate::store::Status::Running
    {
        return Ok(());
    }
    let names: Vec<String> = holders.iter().map(|h| h.name.clone().unwrap_or_default()).collect();
    let mail = app.store.with_match(row.game_id, |m| {
        let moved_since = m.events().iter().skip(r.seq as usize).any(|e| e.seat == r.seat && !e.auto);
        if moved_since || !m.to_act().contains(&r.seat) {
            return Ok(None);
        }
        your_turn(app, m, row.game_id, r.seat, &user, &names, true)
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
