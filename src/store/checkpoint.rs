//! Checkpoints of SQLite's write-ahead log, off the write path.
//!
//! By default SQLite copies the log back into the database file inside the commit
//! that grows it past a thousand pages, and syncs the file there. This process has
//! one writer, so every write waits meanwhile. The writer turns that off
//! (`wal_autocheckpoint = 0`) and this thread checkpoints instead, on a connection
//! of its own, in PASSIVE mode: it copies what no reader still needs and never
//! waits for the writer or the readers.
//!
//! A PASSIVE checkpoint never catches up with a writer that commits without
//! pause, and SQLite starts the log over only after one that did: under steady
//! load the log would grow without end (hundreds of megabytes in ten seconds of
//! the move benchmark), each commit's pages landing on fresh file pages the
//! kernel must allocate and zero. So once the log is long, this thread asks the
//! writer to checkpoint the rest itself between two of its transactions, when
//! nothing new can be written meanwhile; its next transaction then writes the
//! log from the start again.

use super::conn::{self, AnyConnection, Target};
use diesel::RunQueryDsl;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// A checkpoint runs once this many writes have committed since the last one...
const WRITES_PER_CHECKPOINT: u32 = 64;

/// ... or this long after a write, whichever comes first: an idle service leaves
/// no log behind for long.
const LONGEST_WAIT: Duration = Duration::from_secs(1);

/// A log of at least this many pages (16 MB of 4 KB pages) is started over: the
/// writer checkpoints what is left of it between two transactions.
pub const RESTART_LOG_PAGES: i32 = 4096;

/// The thread that checkpoints one database; stopped when dropped.
pub struct Checkpointer {
    shared: Arc<Shared>,
    thread: Option<std::thread::JoinHandle<()>>,
}

struct Shared {
    /// Writes committed since the last checkpoint began.
    writes: AtomicU32,
    /// The log is long: the writer should checkpoint it between transactions.
    restart_log: AtomicBool,
    stopping: Mutex<bool>,
    wake: Condvar,
}

impl Checkpointer {
    pub fn start(target: Target) -> std::io::Result<Checkpointer> {
        let shared = Arc::new(Shared {
            writes: AtomicU32::new(0),
            restart_log: AtomicBool::new(false),
            stopping: Mutex::new(false),
            wake: Condvar::new(),
        });
        let theirs = shared.clone();
        let thread = std::thread::Builder::new()
            .name("sqlite-checkpoint".into())
            .spawn(move || checkpoint_until_stopped(&target, &theirs))?;
        Ok(Checkpointer { shared, thread: Some(thread) })
    }

    /// Count a committed write; wakes the thread when enough have piled up.
    pub fn wrote(&self) {
        if self.shared.writes.fetch_add(1, Ordering::Relaxed) + 1 == WRITES_PER_CHECKPOINT {
            let _stopping = self.shared.stopping.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            self.shared.wake.notify_one();
        }
    }

    /// On the writer's own connection, between its transactions: if the log has
    /// grown long, checkpoint it. With no write in between, what no reader still
    /// needs is copied back, and the next transaction starts the log over
    /// (unless a reader that began before this still reads from it; this
    /// thread's next checkpoint then asks again).
    pub fn between_writes(&self, c: &mut AnyConnection) {
        let AnyConnection::Sqlite(c) = c else { return };
        if !self.shared.restart_log.swap(false, Ordering::Relaxed) {
            return;
        }
        match passive_checkpoint(c) {
            // This thread was checkpointing: try again before the next transaction.
            Ok(done) if done.busy != 0 => self.shared.restart_log.store(true, Ordering::Relaxed),
            Ok(_) => {}
            // Only the log stays long.
            Err(e) => eprintln!("letterbox: checkpointing the database between writes: {e}"),
        }
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        *self.shared.stopping.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = true;
        self.shared.wake.notify_one();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn checkpoint_until_stopped(target: &Target, shared: &Shared) {
    let mut connection: Option<AnyConnection> = None;
    loop {
        {
            let mut stopping = shared.stopping.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            while !*stopping && shared.writes.load(Ordering::Relaxed) < WRITES_PER_CHECKPOINT {
                let (guard, waited) =
                    shared.wake.wait_timeout(stopping, LONGEST_WAIT).unwrap_or_else(std::sync::PoisonError::into_inner);
                stopping = guard;
                if waited.timed_out() && shared.writes.load(Ordering::Relaxed) > 0 {
                    break;
                }
            }
            if *stopping {
                // The last connection to close checkpoints what is left.
                return;
            }
        }
        shared.writes.store(0, Ordering::Relaxed);
        let whole = checkpoint(target, &mut connection, &shared.restart_log).unwrap_or_else(|e| {
            eprintln!("letterbox: checkpointing the database: {}", e.trim());
            // Connect afresh next time, in case this connection is what failed.
            connection = None;
            false
        });
        if !whole {
            // A reader still needed part of the log, or the checkpoint failed:
            // try again within a second, even if nothing more is written.
            shared.writes.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// What `PRAGMA wal_checkpoint` reports: pages in the log, and how many of them
/// are now in the database file.
#[derive(diesel::QueryableByName)]
#[allow(clippy::struct_field_names, reason = "the fields are named for the columns SQLite returns")]
struct Checkpointed {
    /// 1 if another checkpoint was running.
    #[diesel(sql_type = diesel::sql_types::Integer)]
    busy: i32,
    #[diesel(sql_type = diesel::sql_types::Integer)]
    log: i32,
    #[diesel(sql_type = diesel::sql_types::Integer)]
    checkpointed: i32,
}

/// Copy what the log holds into the database file; whether all of it went. A
/// long log sets `restart_log`.
fn checkpoint(
    target: &Target,
    connection: &mut Option<AnyConnection>,
    restart_log: &AtomicBool,
) -> Result<bool, String> {
    let c = match connection {
        Some(c) => c,
        None => connection.insert(conn::establish(target).map_err(|e| e.to_string())?),
    };
    let AnyConnection::Sqlite(c) = c else { return Ok(true) };
    let done = passive_checkpoint(c).map_err(|e| e.to_string())?;
    if done.log >= RESTART_LOG_PAGES {
        restart_log.store(true, Ordering::Relaxed);
    }
    Ok(done.checkpointed >= done.log)
}

/// Copy back what no reader still needs, waiting for no one: the checkpoint both
/// this thread and the writer run.
fn passive_checkpoint(c: &mut diesel::SqliteConnection) -> diesel::QueryResult<Checkpointed> {
    diesel::sql_query("PRAGMA wal_checkpoint(PASSIVE)").get_result(c)
}
