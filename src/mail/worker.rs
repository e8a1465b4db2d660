//! The outbox worker: claims due mail, sends it, and retries failures with
//! exponential backoff until the mail is too old (then it is marked failed and
//! shown in the user's settings). A transport outage delays mail, never loses
//! it: each row is marked sent as soon as the transport accepted it.
//!
//! One mail is in flight at a time, on purpose. SMTP is at-least-once: a mail the
//! server has accepted but whose row is not yet marked sent goes again after a
//! crash, and every mail in flight is such a mail at the moment of a kill -9.
//! Sending one at a time means a crash repeats at most that one. (Sixteen sends
//! in parallel drained faster, and repeated up to sixteen after a crash.)

use super::compose::DIGEST;
use super::{Composed, Relay, build, console_block};
use app::App;
use chrono::{Duration, NaiveDateTime};
use std::sync::Arc;
use store::StoreError;
use store::digests::DigestClaim;
use store::outbox::OutboxRow;

const BATCH: i64 = 100;
/// A claimed row is someone else's to retry after this long.
const LEASE_SECS: i64 = 120;
const MAX_BACKOFF_SECS: i64 = 3600;
/// Poll this often even without a wake-up (mail queued by other nodes, retries).
const POLL: std::time::Duration = std::time::Duration::from_secs(1);
/// After a wake-up, wait this long before claiming: the mail that the moves of
/// these moments queue goes out under one claim. A claim is a write, and on
/// SQLite moves queue behind every write.
const GATHER: std::time::Duration = std::time::Duration::from_millis(20);

/// Seconds to wait after the `attempts`-th failure: 2, 4, 8, … up to an hour.
pub fn backoff_secs(attempts: i32) -> i64 {
    2i64.saturating_pow(attempts.clamp(0, 30) as u32 + 1).min(MAX_BACKOFF_SECS)
}

/// Send one batch of due mail; returns how many rows were claimed.
pub fn drain(app: &App) -> Result<usize, StoreError> {
    drain_at(app, store::now())
}

/// One pass of the worker with the clock at `at` (tests pass their own): send
/// one batch of the mail due then; a failure is due again after its backoff
/// from `at`. Returns how many rows were claimed.
pub fn drain_at(app: &App, at: NaiveDateTime) -> Result<usize, StoreError> {
    let rows = app.store.claim_outbox_at(BATCH, Duration::seconds(LEASE_SECS), at)?;
    for row in &rows {
        // Marked sent the moment its mail is out: a crash in the batch repeats
        // at most the one mail in flight.
        match send_row(app, row) {
            Ok(ids) => app.store.outbox_sent(&ids)?,
            Err(error) => {
                let retry = at + Duration::seconds(backoff_secs(row.attempts));
                let give_up_before = at - Duration::hours(app.config.limits.mail_give_up_hours);
                app.store.outbox_failed(row.id, &error, retry, give_up_before)?;
            }
        }
    }
    Ok(rows.len())
}

/// Send a row; returns the rows it accounts for (a digest covers all of a user's
/// digest rows).
fn send_row(app: &App, row: &OutboxRow) -> Result<Vec<i64>, String> {
    if row.kind == DIGEST {
        let user_id = row.user_id.ok_or("a digest row without a user")?;
        let at = store::now();
        // One digest per user and day, whichever node holds which of the rows.
        let claim = app.store.claim_digest(user_id, at, Duration::seconds(LEASE_SECS)).map_err(|e| e.to_string())?;
        if claim == DigestClaim::Held {
            // Another node is sending it; this row's lease runs out and the row
            // is looked at again, by then covered.
            return Ok(Vec::new());
        }
        let mut ids = app.store.digest_rows(user_id).map_err(|e| e.to_string())?;
        ids.push(row.id);
        if claim == DigestClaim::Send {
            let user = app.store.user(user_id).map_err(|e| e.to_string())?.ok_or("no such user")?;
            if let Some(mail) = super::compose::digest(app, &user)? {
                send(app, row.id, None, &mail)?;
            }
            app.store.digest_sent(user_id, at).map_err(|e| e.to_string())?;
        }
        return Ok(ids);
    }
    let payload = row.payload.as_ref().map_err(String::clone)?;
    let mail: Composed = serde_json::from_str(payload).map_err(|e| format!("payload: {e}"))?;
    send(app, row.id, row.game_id, &mail)?;
    Ok(vec![row.id])
}

/// Wrap a mail in its headers and send it. Mail written to files is also
/// announced on the console, so a first run on one machine needs no mail reader.
fn send(app: &App, outbox_id: i64, game_id: Option<i64>, mail: &Composed) -> Result<(), String> {
    let message = build(&app.config.mail.from, Relay::of(&app.config.mail), outbox_id, game_id, mail)?;
    if let Some(file) = app.transport.send(&message)? {
        let shown_at = match &app.local_mailbox {
            Some(_) => app.url(&format!("/mailbox/{file}")),
            None => app.config.mail.dir.join(format!("{file}.eml")).display().to_string(),
        };
        println!("{}", console_block(mail, &shown_at));
    }
    Ok(())
}

/// Run the worker on its own thread for the life of the process.
pub fn spawn(app: Arc<App>) {
    std::thread::Builder::new()
        .name("outbox".into())
        .spawn(move || {
            loop {
                match drain(&app) {
                    // A full batch: more may be due at once.
                    Ok(n) if n as i64 == BATCH => continue,
                    Ok(_) => {}
                    Err(e) => eprintln!("letterbox: outbox: {e}"),
                }
                let (lock, cv) = &app.mail_wake;
                let mut woken = lock.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                if !*woken {
                    woken = cv.wait_timeout(woken, POLL).unwrap_or_else(std::sync::PoisonError::into_inner).0;
                }
                let was_woken = std::mem::replace(&mut *woken, false);
                drop(woken);
                if was_woken {
                    std::thread::sleep(GATHER);
                }
            }
        })
        .expect("start the outbox thread");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_up_to_an_hour() {
        assert_eq!(backoff_secs(0), 2);
        assert_eq!(backoff_secs(1), 4);
        assert_eq!(backoff_secs(5), 64);
        assert_eq!(backoff_secs(40), MAX_BACKOFF_SECS);
    }
}
