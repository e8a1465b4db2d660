//! SQLite's one writer, with group commit.
//!
//! Every write of this process runs on one connection, one at a time, so no
//! write fails with "database is locked" because of another. A commit writes
//! every page the transaction touched to the write-ahead log, and most pages a
//! move touches (the tails of the event and outbox tables and their indexes, the
//! database header) are the same for every move. So writes that queue while
//! another runs join its transaction, each in a savepoint of its own, and the
//! last of them commits for all: each write still returns only once it is
//! committed (or with the error that kept it out), but the pages shared by a
//! batch are written once.

use super::StoreError;
use super::checkpoint::Checkpointer;
use super::conn::{self, AnyConnection, Target};
use diesel::Connection;
use diesel::connection::{AnsiTransactionManager, TransactionManager};
use diesel::result::Error as DbError;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

/// At most this many writes share one transaction, so that none waits for its
/// commit behind an endless queue.
const MOST_PER_BATCH: usize = 32;

type TxManager = <AnyConnection as Connection>::TransactionManager;

pub(super) struct SqliteWriter {
    target: Target,
    state: Mutex<WriterState>,
    /// Writes waiting for `state`: while there are any, the open transaction
    /// waits for them rather than committing.
    queued: AtomicUsize,
    /// Signalled when a batch ends (committed or not).
    batch_ended: Condvar,
    /// Writes run and transactions committed, for the benchmarks and tests.
    writes: AtomicU64,
    commits: AtomicU64,
    /// Checkpoints the log this connection writes, so that its commits need not.
    pub(super) checkpoints: Checkpointer,
}

/// Counts of SQLite's writer: writes that ended (committed or not), and
/// transactions committed, since the store opened; writes waiting now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriterStats {
    pub writes: u64,
    pub commits: u64,
    pub queued: usize,
}

struct WriterState {
    /// Connected when the store opens, and again after a write failed in a way
    /// that may have left the connection inside a transaction.
    conn: Option<AnyConnection>,
    /// The batch whose transaction is open: its number and how many writes ran
    /// in it.
    open: Option<(u64, usize)>,
    next_batch: u64,
    /// Every batch numbered up to this one has ended.
    ended_upto: u64,
    /// Batches that did not commit: the error, and how many of their writes have
    /// yet to read it.
    failed: HashMap<u64, (String, usize)>,
}

impl SqliteWriter {
    /// The writer of the database at `target`: connects now, so that the first
    /// error is the database's own.
    pub(super) fn open(target: &Target) -> Result<SqliteWriter, String> {
        Ok(SqliteWriter {
            target: target.clone(),
            state: Mutex::new(WriterState {
                conn: Some(establish(target).map_err(|e| e.to_string())?),
                open: None,
                next_batch: 1,
                ended_upto: 0,
                failed: HashMap::new(),
            }),
            queued: AtomicUsize::new(0),
            batch_ended: Condvar::new(),
            writes: AtomicU64::new(0),
            commits: AtomicU64::new(0),
            checkpoints: Checkpointer::start(target.clone()).map_err(|e| e.to_string())?,
        })
    }

    /// Run `f` in a transaction of this writer's, after the writes queued before
    /// it; returns once the transaction has committed. `f`'s own error rolls
    /// back what `f` wrote and nothing else; a commit that fails fails every
    /// write of its batch with [`StoreError::Unavailable`].
    pub(super) fn write<T, E: From<DbError>>(
        &self,
        f: impl FnOnce(&mut AnyConnection) -> Result<T, E>,
    ) -> Result<Result<T, E>, StoreError> {
        self.queued.fetch_add(1, Ordering::SeqCst);
        let mut state = self.lock();
        self.queued.fetch_sub(1, Ordering::SeqCst);
        let number = self.join(&mut state)?;
        let written = {
            let running = Running { writer: self, state: &mut state, number };
            match running.state.conn.as_mut() {
                Some(conn) => conn::write_transaction(conn, f),
                // `join` leaves the open batch with its connection; were it gone,
                // the batch ends here, failed, for the writes waiting on it.
                None => {
                    let waiting = running.state.open.map_or(0, |(_, count)| count);
                    self.end(running.state, number, Some(lost().to_string()), waiting);
                    return Err(lost());
                }
            }
        };
        // Only a write's commit (or its panic) ends a batch.
        let Some((_, count)) = state.open.as_mut() else { return Err(lost()) };
        *count += 1;
        let count = *count;
        let ended = if self.queued.load(Ordering::SeqCst) == 0 || count >= MOST_PER_BATCH {
            self.commit(state, number, count)
        } else {
            self.wait_for_commit(state, number)
        };
        self.checkpoints.wrote();
        self.writes.fetch_add(1, Ordering::Relaxed);
        ended.map(|()| written).map_err(StoreError::unavailable)
    }

    /// What the writer has done so far.
    pub(super) fn stats(&self) -> WriterStats {
        WriterStats {
            writes: self.writes.load(Ordering::Relaxed),
            commits: self.commits.load(Ordering::Relaxed),
            queued: self.queued.load(Ordering::SeqCst),
        }
    }

    fn lock(&self) -> MutexGuard<'_, WriterState> {
        // A panic cannot leave a batch open (see `Running`), so the state is
        // whole even after another write panicked.
        self.state.lock().unwrap_or_else(|poisoned| {
            self.state.clear_poison();
            poisoned.into_inner()
        })
    }

    /// Join the open batch or open one; returns its number.
    fn join(&self, state: &mut WriterState) -> Result<u64, StoreError> {
        if let Some((number, _)) = state.open {
            return Ok(number);
        }
        let conn = match state.conn.take() {
            Some(conn) => conn,
            None => establish(&self.target).map_err(StoreError::unavailable)?,
        };
        let conn = state.conn.insert(conn);
        self.checkpoints.between_writes(conn);
        let began = match conn {
            AnyConnection::Sqlite(c) => AnsiTransactionManager::begin_transaction_sql(c, "BEGIN IMMEDIATE"),
            AnyConnection::Postgresql(_) => Err(DbError::QueryBuilderError("the writer is SQLite's only".into())),
        };
        if let Err(e) = began {
            state.conn = None;
            return Err(StoreError::unavailable(e));
        }
        let number = state.next_batch;
        state.next_batch += 1;
        state.open = Some((number, 0));
        Ok(number)
    }

    /// Commit batch `number` of `count` writes for all of them; the others learn
    /// the outcome from the state.
    fn commit(&self, mut state: MutexGuard<'_, WriterState>, number: u64, count: usize) -> Result<(), String> {
        let committed = match state.conn.as_mut() {
            Some(conn) => TxManager::commit_transaction(conn).map_err(|e| e.to_string()),
            None => Err(lost().to_string()),
        };
        if committed.is_ok() {
            self.commits.fetch_add(1, Ordering::Relaxed);
        }
        self.end(&mut state, number, committed.as_ref().err().cloned(), count - 1);
        committed
    }

    /// Leave batch `number` open for the writes queued behind this one and wait
    /// until one of them ends it.
    fn wait_for_commit(&self, mut state: MutexGuard<'_, WriterState>, number: u64) -> Result<(), String> {
        while state.ended_upto < number {
            state = self.batch_ended.wait(state).unwrap_or_else(std::sync::PoisonError::into_inner);
        }
        let Some((error, unread)) = state.failed.get_mut(&number) else { return Ok(()) };
        let error = error.clone();
        *unread -= 1;
        if *unread == 0 {
            state.failed.remove(&number);
        }
        Err(error)
    }

    /// End the open batch; `error` if it did not commit, for the `waiting`
    /// writes that will read it from `failed`.
    fn end(&self, state: &mut WriterState, number: u64, error: Option<String>, waiting: usize) {
        let in_transaction = match state.conn.as_mut() {
            Some(AnyConnection::Sqlite(c)) => {
                !matches!(AnsiTransactionManager::transaction_manager_status_mut(c).transaction_depth(), Ok(None))
            }
            _ => false,
        };
        // Perhaps still inside the transaction, or with a broken transaction
        // manager: the next batch connects afresh (dropping the connection rolls
        // back what it holds).
        if error.is_some() || in_transaction {
            state.conn = None;
        }
        if let Some(error) = error
            && waiting > 0
        {
            state.failed.insert(number, (error, waiting));
        }
        state.open = None;
        state.ended_upto = number;
        self.batch_ended.notify_all();
    }
}

/// The writer's state while a write runs in the open batch. Dropped while
/// unwinding from a panic in the write, it ends the batch as failed, so that the
/// writes waiting for its commit do not wait forever.
struct Running<'a, 'w> {
    writer: &'w SqliteWriter,
    state: &'a mut WriterState,
    number: u64,
}

impl Drop for Running<'_, '_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            // The panicking write has not counted itself: all counted wait.
            let waiting = self.state.open.map_or(0, |(_, count)| count);
            self.writer.end(self.state, self.number, Some("a write in the same transaction failed".into()), waiting);
        }
    }
}

/// The error of a write whose batch lost its connection, which the writer's
/// own steps never do.
fn lost() -> StoreError {
    StoreError::Unavailable("the database connection for writing was lost".into())
}

/// The writer's connection: it leaves checkpoints to [`Checkpointer`], but for
/// the one that starts a long log over.
fn establish(target: &Target) -> Result<AnyConnection, diesel::ConnectionError> {
    use diesel::connection::SimpleConnection;
    let mut c = conn::establish(target)?;
    c.batch_execute("PRAGMA wal_autocheckpoint = 0").map_err(diesel::ConnectionError::CouldntSetupConfiguration)?;
    Ok(c)
}
