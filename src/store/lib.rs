//! Persistence: the event log and its projections on SQLite or PostgreSQL.
//!
//! A move is: validate against the folded state, then in one transaction insert
//! the new events (PRIMARY KEY (game_id, seq) makes a concurrent writer of the same
//! seq fail), update the game's projections (guarded by the expected seq) and run
//! the caller's hook (outbox rows). Folded states are cached in memory, one lock
//! per game, so a move in a warm game costs no fold.
//!
//! Lookups by a unique key use `get_result`, never `first`: diesel binds the
//! `LIMIT` of `first` as a parameter, and SQLite compiles such a statement afresh
//! on every run instead of reusing the cached one (most of a page's CPU).

pub mod chat;
mod checkpoint;
pub mod conn;
pub mod digests;
pub mod life;
pub mod lobby;
pub mod outbox;
pub mod schema;
pub mod sessions;
pub mod timecontrol;
pub mod tokens;
pub mod users;
pub mod versions;
mod writer;
pub use checkpoint::RESTART_LOG_PAGES;
pub use writer::WriterStats;

use chrono::{NaiveDateTime, Utc};
use conn::{AnyConnection, Manager, Target};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DbError};
use engine::{Answer, DynGame, Event, Export, Match, MoveError, Prompt, Seat, Seed, seats_to_act};
use lru_cache::ByteLru;
use schema::{events, games, seats, snapshots};
use serde_json::Value;
use std::collections::BTreeMap;
use std::ops::RangeInclusive;
use std::sync::{Arc, Mutex};
pub use timecontrol::TimeControl;
use writer::SqliteWriter;

pub type Pool = r2d2::Pool<Manager>;
pub type Conn = r2d2::PooledConnection<Manager>;

/// Memory for folded games unless [`Store::set_cache_bytes`] says otherwise.
const CACHE_BYTES: usize = 256 * 1024 * 1024;

/// A game's folded state is snapshotted each time its log passes a multiple of
/// this many events.
const SNAPSHOT_EVERY: u64 = 200;

/// A game restored from a snapshot folds at least this many events after it, so
/// that a page's log (its newest entries) needs nothing folded from older ones.
const SNAPSHOT_TAIL: u64 = 150;

/// A game restored to read its newest state ([`Store::with_recent`]) holds at
/// least this many log entries for every reader, or is restored whole: a page
/// shows the newest hundred, and whether there are more.
pub const NEWEST_ENTRIES: usize = 101;

/// A game restored to read its newest state is given this many events before
/// its snapshot, where the take-back chain at the snapshot is found (see
/// [`Match::restore_recent`]).
const CHAIN_WINDOW: u64 = 64;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database unavailable: {0}")]
    Unavailable(String),
    #[error("database error: {0}")]
    Db(#[from] DbError),
    #[error("{0}")]
    BadUrl(String),
    #[error("migration failed: {0}")]
    Migration(String),
    #[error("no such game")]
    NotFound,
    #[error("the game has not started")]
    NotStarted,
    #[error(transparent)]
    Move(#[from] MoveError),
    #[error("someone moved first: the game is now at move {actual}")]
    Conflict { actual: u64 },
    #[error("stored game {game_id} cannot be rebuilt: {detail}")]
    Corrupt { game_id: i64, detail: String },
    /// The game was created under rules this build no longer plays, and its
    /// history reads differently under today's (see `engine::versions`).
    #[error("game {game_id} is frozen: it was played under rules version {version}, which this build no longer plays")]
    Frozen { game_id: i64, version: u32 },
}

impl StoreError {
    /// The database could not be reached or written with, for the reason the
    /// driver gives (without its trailing newline).
    pub(crate) fn unavailable(reason: impl std::fmt::Display) -> StoreError {
        StoreError::Unavailable(reason.to_string().trim().to_string())
    }
}

/// Lifecycle of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Waiting for seats to fill.
    Open,
    Running,
    Finished,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Running => "running",
            Status::Finished => "finished",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        [Status::Open, Status::Running, Status::Finished].into_iter().find(|st| st.as_str() == s)
    }
}

#[derive(Clone, Debug, Hash, Queryable, Selectable)]
#[diesel(table_name = games)]
pub struct GameRow {
    pub id: i64,
    pub kind: String,
    pub options: String,
    pub seats: i32,
    pub seed: String,
    pub seed_hash: String,
    pub rules_version: i32,
    pub status: String,
    pub last_seq: i64,
    pub to_act: String,
    pub deadline: Option<NaiveDateTime>,
    pub created_by: Option<i64>,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
    /// Shown in the lobby's list of open games (otherwise joined by link or invite).
    pub listed: i32,
    /// Replays of the finished game only for its players.
    pub replay_players_only: i32,
    /// The creator's [`TimeControl`], as JSON.
    pub time_control: String,
    /// The seq every player sees: that of the newest event others may see.
    /// `last_seq` counts every event, a standing order too, which only its
    /// seat sees: shown to others, its moving would tell them when an order
    /// changed.
    pub public_seq: i64,
}

impl GameRow {
    /// The row as any reader may see it, for keys of what readers are shown
    /// (pages, ETags): `last_seq` as the public seq.
    pub fn shown(&self) -> GameRow {
        GameRow { last_seq: self.public_seq, ..self.clone() }
    }

    pub fn status(&self) -> Status {
        Status::parse(&self.status).unwrap_or(Status::Open)
    }

    pub fn to_act(&self) -> Vec<Seat> {
        serde_json::from_str(&self.to_act).unwrap_or_default()
    }

    pub fn time_control(&self) -> TimeControl {
        TimeControl::from_json(&self.time_control)
    }
}

/// Who answers in [`Store::append_by`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover<'a> {
    /// The seat's player (a page, a mail link, the API).
    Player(&'a Answer),
    /// The seat's sitter, because the deadline passed; with `decline`, it takes the
    /// decision's way of doing nothing where there is one. `rest_of_turn`: a
    /// further decision of the same turn, which does not count as another
    /// missed deadline.
    Sitter { decline: bool, rest_of_turn: bool },
}

/// A seat's clock: its deadline (while prompted in a game with a time limit) and
/// how many sitter moves in a row it has had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatClock {
    pub deadline: Option<NaiveDateTime>,
    pub sitter_streak: u32,
    /// The sitter has played `away_after` moves in a row for this seat.
    pub away: bool,
}

#[derive(Queryable)]
struct EventRow {
    seq: i64,
    seat: i32,
    answer: String,
    auto: i32,
    digest: String,
    sitter: i32,
}

/// What a successful append did; given to the hook inside the transaction.
#[derive(Clone, Debug)]
pub struct Appended {
    pub game_id: i64,
    /// Seqs of the recorded events: the answer's, then forced ones that followed.
    pub recorded: RangeInclusive<u64>,
    pub to_act_before: Vec<Seat>,
    pub to_act_after: Vec<Seat>,
    pub finished: bool,
    /// The seats the move gave a new decision, each with its deadline (none
    /// without a time limit).
    pub deadlines: Vec<(Seat, Option<NaiveDateTime>)>,
    /// When the events are recorded, as the log's times show.
    pub recorded_at: NaiveDateTime,
    /// The mover's next decision, if the move left them one: what a client
    /// continuing its turn needs, without fetching the game again.
    pub mover_prompt: Option<Prompt>,
    /// The game's seq as every player sees it after the move ([`GameRow::public_seq`]):
    /// unchanged by a standing order.
    pub shown_seq: u64,
}

/// Makes the rows a move queues (its mail): runs after the move is made and before
/// its transaction, on a connection for reading; what it returns is written in
/// the move's transaction. An error takes the move back.
pub type Hook<'a> = &'a mut dyn FnMut(&mut AnyConnection, &Match, &Appended) -> QueryResult<outbox::Queued>;

pub struct Store {
    pool: Pool,
    find: fn(&str) -> Option<&'static dyn DynGame>,
    cache: Mutex<ByteLru<i64, Arc<CachedGame>>>,
    /// The folded games' memory (estimated: the state's JSON size and [`Match::history_bytes`]) is kept
    /// under this, least recently used out first.
    cache_bytes: std::sync::atomic::AtomicUsize,
    /// How reads of a game found the cache: current, caught up with events another
    /// process wrote, or folded afresh.
    pub cache_stats: CacheStats,
    /// SQLite has one writer at a time: every write of this process ([`Store::write`])
    /// queues here instead of in SQLite's busy handler, which sleeps in steps of
    /// milliseconds. None on PostgreSQL, where writes run in parallel.
    sqlite_writer: Option<Arc<SqliteWriter>>,
    /// How games missing from the cache were rebuilt: from a snapshot, or by
    /// folding the whole log.
    pub restore_stats: CacheStats,
    /// Write transactions this process has run, counted as each ends: what was
    /// read before a count was taken is current until the count moves (for
    /// this process's writes; see `web::known`). Moves are not counted here but
    /// in `moves`.
    writes: std::sync::atomic::AtomicU64,
    /// Moves this process has made, counted as each ends, in the stripe of its
    /// game (the id modulo [`MOVE_STRIPES`]): a move changes only its game's
    /// rows, so what was read of accounts and of other games stays current.
    moves: Box<[std::sync::atomic::AtomicU64]>,
    /// This process's name among the app nodes: what it claims (mail, alarms)
    /// carries it, so its claims end when it falls silent (see `outbox`).
    node: String,
}

/// How many counters [`Store::moves_in`] spreads games over: a move makes what was
/// read of the games sharing its stripe look stale too, so this keeps that rare
/// among the games a node serves at once.
const MOVE_STRIPES: usize = 1024;

/// A folded game in the cache, with its estimated size.
struct CachedGame {
    game: Mutex<Match>,
    /// The state's size as JSON when folded: a stand-in for its memory (it
    /// changes little as a game goes on, unlike the history).
    state_bytes: usize,
    /// Kept up to date as the game is played, under the game's lock only.
    bytes: std::sync::atomic::AtomicUsize,
}

/// How much of a game's history a reader of the cache needs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum History {
    /// Every event (moves, replays, exports, mail, take-backs).
    Whole,
    /// The newest state and log entries only (see [`Store::with_recent`]).
    Recent,
}

/// Counters of a cache, for the benchmarks and the operator.
#[derive(Default, Debug)]
pub struct CacheStats {
    pub hits: std::sync::atomic::AtomicU64,
    pub misses: std::sync::atomic::AtomicU64,
}

impl CacheStats {
    pub fn hit(&self) {
        self.hits.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    pub fn miss(&self) {
        self.misses.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    /// "hits/lookups (rate %)".
    pub fn summary(&self) -> String {
        let hits = self.hits.load(std::sync::atomic::Ordering::Relaxed);
        let total = hits + self.misses.load(std::sync::atomic::Ordering::Relaxed);
        format!("{hits}/{total} hits ({:.1}%)", if total == 0 { 0.0 } else { hits as f64 * 100.0 / total as f64 })
    }
}

pub fn now() -> NaiveDateTime {
    Utc::now().naive_utc()
}

/// A SQLite database that does not exist yet is made, with its folder: on the
/// first run that is what a newcomer wants (the default `data/letterbox.db`
/// lives in a folder nobody made). Each is said on the console, with its full
/// path, so a mistyped path shows as a new, empty database at once instead of
/// as accounts and games gone missing.
fn create_sqlite_file(path: &std::path::Path) -> Result<(), StoreError> {
    if path.exists() {
        return Ok(());
    }
    if let Some(dir) = path.parent().filter(|d| d.exists() && !d.is_dir()) {
        return Err(StoreError::Unavailable(format!("{}: not a folder", dir.display())));
    }
    let shown = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty() && !d.exists()) {
        std::fs::create_dir_all(dir).map_err(|e| StoreError::Unavailable(format!("{}: {e}", dir.display())))?;
        let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
        eprintln!("letterbox: made the folder {} for the database", dir.display());
    }
    eprintln!("letterbox: no database at {}: starting a new, empty one", shown.display());
    Ok(())
}

pub fn is_unique_violation(e: &DbError) -> bool {
    matches!(e, DbError::DatabaseError(DatabaseErrorKind::UniqueViolation, _))
}

impl Store {
    /// Connect to `url` (see [`Target::parse`]); `find` resolves game kinds. A
    /// database that cannot be reached gives its own error, not a pool timeout.
    pub fn open(url: &str, find: fn(&str) -> Option<&'static dyn DynGame>) -> Result<Store, StoreError> {
        let target = Target::parse(url).map_err(StoreError::BadUrl)?;
        if let Target::Sqlite(path) = &target
            && path != ":memory:"
        {
            create_sqlite_file(std::path::Path::new(path))?;
        }
        // Connect once directly, so the first error is the database's own; on
        // SQLite that connection is the writer's.
        let sqlite_writer = match &target {
            // SQLite's own message does not say which file.
            Target::Sqlite(path) => Some(Arc::new(
                SqliteWriter::open(&target).map_err(|e| StoreError::unavailable(format!("{path}: {e}")))?,
            )),
            Target::Postgres(_) => {
                conn::establish(&target).map_err(StoreError::unavailable)?;
                None
            }
        };
        let size = match target {
            // One writer at a time anyway; a few connections serve concurrent readers.
            Target::Sqlite(_) => 8,
            Target::Postgres(_) => 16,
        };
        // A server connection can break (a restart); a file connection cannot, so
        // SQLite skips the check query on every checkout (a page makes several).
        let check = matches!(target, Target::Postgres(_));
        let pool = r2d2::Pool::builder()
            .max_size(size)
            .test_on_check_out(check)
            .min_idle(Some(1))
            .connection_timeout(std::time::Duration::from_secs(10))
            .build(Manager::new(target.clone()))
            .map_err(|e| StoreError::Unavailable(e.to_string()))?;
        Ok(Store {
            pool,
            find,
            cache: Mutex::new(ByteLru::default()),
            cache_bytes: CACHE_BYTES.into(),
            cache_stats: CacheStats::default(),
            writes: 0.into(),
            moves: (0..MOVE_STRIPES).map(|_| 0.into()).collect(),
            node: outbox::new_node_name(),
            sqlite_writer,
            restore_stats: CacheStats::default(),
        })
    }

    /// Keep the folded games' memory under `bytes` (configuration `cache.games_mb`).
    pub fn set_cache_bytes(&self, bytes: usize) {
        self.cache_bytes.store(bytes, std::sync::atomic::Ordering::Relaxed);
    }

    /// The estimated memory of the folded games held, and how many.
    pub fn cached_games(&self) -> (usize, usize) {
        let cache = self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        (cache.values().map(|e| e.bytes.load(std::sync::atomic::Ordering::Relaxed)).sum(), cache.len())
    }

    pub fn conn(&self) -> Result<Conn, StoreError> {
        self.pool.get().map_err(|e| StoreError::Unavailable(e.to_string()))
    }

    /// The one way to write: `f` runs in a transaction, on SQLite after this
    /// process's other writers (one at a time) and as `BEGIN IMMEDIATE` (see
    /// [`conn::write_transaction`]), so a write never fails with "database is
    /// locked" because of another write. `f` must not call back into the store.
    pub fn write<T>(&self, f: impl FnOnce(&mut AnyConnection) -> QueryResult<T>) -> Result<T, StoreError> {
        let written = on_writer(self.sqlite_writer.as_deref(), &self.pool, f);
        // Counted after the commit (or rollback): a reader that took the count
        // before may have read the old rows, and its count is now behind.
        self.writes.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Ok(written??)
    }

    /// [`Store::write`] for bookkeeping: the mail worker's rows of the outbox,
    /// alarms and digest days, and an API token's last use, which no page, API
    /// view or session reads (the settings page reads the last use afresh).
    /// It leaves the write count alone, so what this node read lately stays
    /// usable while mail goes out (see `web::known`).
    pub(crate) fn write_bookkeeping<T>(
        &self,
        f: impl FnOnce(&mut AnyConnection) -> QueryResult<T>,
    ) -> Result<T, StoreError> {
        Ok(on_writer(self.sqlite_writer.as_deref(), &self.pool, f)??)
    }

    /// What SQLite's one writer has done (none on PostgreSQL, which writes on any
    /// connection of the pool): writes that share a transaction commit together.
    pub fn writer_stats(&self) -> Option<WriterStats> {
        self.sqlite_writer.as_ref().map(|w| w.stats())
    }

    /// How many write transactions this process has run, moves aside (see `writes`).
    pub fn writes(&self) -> u64 {
        self.writes.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// How many moves this process has made in the games of `game_id`'s stripe
    /// (see `moves`).
    pub fn moves_in(&self, game_id: i64) -> u64 {
        self.move_count(game_id).load(std::sync::atomic::Ordering::SeqCst)
    }

    fn move_count(&self, game_id: i64) -> &std::sync::atomic::AtomicU64 {
        &self.moves[game_id.rem_euclid(MOVE_STRIPES as i64) as usize]
    }

    /// Apply pending migrations; returns the versions applied.
    pub fn migrate(&self) -> Result<Vec<String>, StoreError> {
        conn::migrate(&mut *self.conn()?).map_err(StoreError::Migration)
    }

    pub fn is_postgres(&self) -> Result<bool, StoreError> {
        Ok(matches!(&*self.conn()?, AnyConnection::Postgresql(_)))
    }

    /// Set a game up (validating options) and store it, open for seats to fill.
    pub fn create_game(
        &self,
        game: &'static dyn DynGame,
        seats_n: usize,
        options: &Value,
        seed: Seed,
        created_by: Option<i64>,
    ) -> Result<Result<i64, engine::SetupError>, StoreError> {
        let m = match Match::new(game, seats_n, options, seed) {
            Ok(m) => m,
            Err(e) => return Ok(Err(e)),
        };
        let meta = game.meta();
        let t = now();
        let id = self.write(|c| {
            diesel::insert_into(games::table)
                .values((
                    games::kind.eq(meta.slug),
                    games::options.eq(m.options().to_string()),
                    games::seats.eq(seats_n as i32),
                    games::seed.eq(seed.to_hex()),
                    games::seed_hash.eq(seed.hash_hex()),
                    games::rules_version.eq(meta.rules_version as i32),
                    games::status.eq(Status::Open.as_str()),
                    games::last_seq.eq(m.seq() as i64),
                    games::public_seq.eq(m.seq() as i64),
                    games::to_act.eq(json_seats(&m.to_act())),
                    games::created_by.eq(created_by),
                    games::created_at.eq(t),
                    games::updated_at.eq(t),
                ))
                .execute(c)?;
            let id = conn::last_insert_id(c)?;
            let to_act = m.to_act();
            for s in 0..seats_n {
                diesel::insert_into(seats::table)
                    .values((
                        seats::game_id.eq(id),
                        seats::seat.eq(s as i32),
                        seats::prompted.eq(to_act.contains(&s) as i32),
                    ))
                    .execute(c)?;
            }
            insert_events(c, id, &m, 1..=m.seq(), t)?;
            Ok(id)
        })?;
        self.cache_put(id, m);
        Ok(Ok(id))
    }

    /// Mark a game running (all seats taken), or finished if it already ended.
    pub fn start_game(&self, game_id: i64) -> Result<(), StoreError> {
        let over = self.with_match(game_id, engine::Match::is_over)?;
        let status = if over { Status::Finished } else { Status::Running };
        let n = self.write(|c| {
            diesel::update(games::table.find(game_id).filter(games::status.eq(Status::Open.as_str())))
                .set((games::status.eq(status.as_str()), games::updated_at.eq(now())))
                .execute(c)
        })?;
        if n == 0 { Err(StoreError::NotStarted) } else { Ok(()) }
    }

    /// When each event of a game from `from_seq` on was recorded (UTC), by seq:
    /// the times beside log entries.
    pub fn event_times(&self, game_id: i64, from_seq: u64) -> Result<BTreeMap<u64, NaiveDateTime>, StoreError> {
        Ok(event_times_on(&mut *self.conn()?, game_id, from_seq)?)
    }

    pub fn game_row(&self, game_id: i64) -> Result<GameRow, StoreError> {
        on_backend!(self.conn()?, |c| games::table.find(game_id).select(GameRow::as_select()).get_result(c).optional())?
            .ok_or(StoreError::NotFound)
    }

    /// Read the game's current folded state. The cache is brought up to the
    /// database's last seq first (another process may have moved).
    pub fn with_match<R>(&self, game_id: i64, f: impl FnOnce(&Match) -> R) -> Result<R, StoreError> {
        let (entry, _) = self.fresh(game_id, History::Whole)?;
        let m = entry.game.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        Ok(f(&m))
    }

    /// Like [`Store::with_match`], for reading the game's newest state, its
    /// take-back chain and its newest [`NEWEST_ENTRIES`] log entries only: a
    /// game missing from the cache is restored with only the events from a
    /// little before its latest snapshot (the rest are read when something
    /// needs them), so that the first page after a restart does not wait for
    /// the whole history. `f` must not read [`Match::events`].
    /// `row` is the game's row as the caller just read it.
    pub fn with_recent<R>(&self, row: &GameRow, f: impl FnOnce(&Match) -> R) -> Result<R, StoreError> {
        let (entry, _) = self.fresh_from(row.clone(), History::Recent)?;
        let m = entry.game.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        Ok(f(&m))
    }

    /// Record `seat`'s answer if the game is still at `expected_seq`. Nothing is
    /// written unless the whole move commits.
    pub fn append(&self, game_id: i64, expected_seq: u64, seat: Seat, answer: &Answer) -> Result<Appended, StoreError> {
        self.append_with(game_id, expected_seq, seat, answer, &mut |_, _, _| Ok(outbox::Queued::default()))
    }

    pub fn append_with(
        &self,
        game_id: i64,
        expected_seq: u64,
        seat: Seat,
        answer: &Answer,
        hook: Hook,
    ) -> Result<Appended, StoreError> {
        self.append_by(game_id, expected_seq, seat, Mover::Player(answer), hook, now())
    }

    /// Record a move by the seat's player or its sitter, if the game is still at
    /// `expected_seq`, at time `at` (the deadlines it sets count from there). The
    /// sitter's answer is checked like a person's and recorded as an ordinary event
    /// marked as the sitter's.
    pub fn append_by(
        &self,
        game_id: i64,
        expected_seq: u64,
        seat: Seat,
        mover: Mover,
        hook: Hook,
        at: NaiveDateTime,
    ) -> Result<Appended, StoreError> {
        let (entry, row) = self.fresh(game_id, History::Whole)?;
        // One move at a time per game in this process; other processes are held
        // off by the primary key and the seq guard below (the row read by
        // `fresh` may be stale by now: the transaction, not this check, decides).
        let mut m = entry.game.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        check_movable(&row, &m)?;
        // A reader names the seq they saw: the public one, which no standing
        // order of another seat has moved since (nor told them of), or the
        // whole log's (mail links, the workers).
        let seen = expected_seq;
        let expected_seq = if seen == row.public_seq as u64 { m.seq() } else { seen };
        let to_act_before = m.to_act();
        // The move is made on the cached match itself and taken back if it does
        // not commit (no copy of the whole game per move).
        let (recorded, undo) = m
            .undoable(|m| match mover {
                Mover::Player(answer) => m.answer_at(expected_seq, seat, answer),
                Mover::Sitter { decline, .. } => m.sit_at(expected_seq, seat, decline),
            })
            .map_err(|e| match e {
                // Where the game is, as the reader may know it.
                MoveError::Stale { .. } => MoveError::Stale { expected: seen, actual: row.public_seq as u64 },
                e => e,
            })?;
        // Changing whom the game waits for shows: such a move is public.
        let private = is_private(&mover, &recorded) && m.to_act() == to_act_before;
        let shown_seq = if private { row.public_seq as u64 } else { *recorded.end() };
        let made = MadeMove { game_id, expected_seq, seat, mover, recorded, private, shown_seq };
        let (appended, queued) = match self.prepare_move(&m, &made, to_act_before, &row.time_control(), at, hook) {
            Ok(prepared) => prepared,
            Err(e) => {
                m.undo(undo);
                return Err(e);
            }
        };
        let next = &*m;
        let written = on_writer(self.sqlite_writer.as_deref(), &self.pool, |c| {
            write_move(c, next, &made, &appended)?;
            queued.insert(c)
        });
        let result = match written {
            Ok(result) => result,
            // No connection to write with: nothing was written.
            Err(unavailable) => {
                m.undo(undo);
                return Err(unavailable);
            }
        };
        // Counted in the game's stripe only, after the commit (or rollback), as in
        // `write`: a move writes its game's rows, events, seats, and outbox and
        // alarm rows, which no account or other game holds.
        self.move_count(game_id).fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        match result {
            Ok(()) => {
                self.after_commit(&entry, &m, &made);
                Ok(appended)
            }
            Err(e) => {
                m.undo(undo);
                drop(m);
                Err(self.after_rollback(game_id, e))
            }
        }
    }

    /// What the move gives the seats (who is to act, new deadlines) and the rows
    /// `hook` queues for it. Read and composed before the move's transaction, on a
    /// connection given back before it (a PostgreSQL write takes one of the same
    /// pool). A vacation changed meanwhile counts as changed just after the move.
    fn prepare_move(
        &self,
        next: &Match,
        made: &MadeMove,
        to_act_before: Vec<Seat>,
        tc: &TimeControl,
        at: NaiveDateTime,
        hook: Hook,
    ) -> Result<(Appended, outbox::Queued), StoreError> {
        // The game's prompts are asked for once: the seats to act, and the mover's own.
        let prompts_after = next.prompts();
        let to_act_after = seats_to_act(&prompts_after);
        let mover_prompt = prompts_after.into_iter().find(|p| p.seat == made.seat);
        let new_decisions = new_decisions(next, made, &to_act_before, &to_act_after);
        let mut reader = self.conn()?;
        let deadlines = new_decisions
            .iter()
            .map(|&s| Ok((s, deadline_for(&mut reader, made.game_id, s, tc, at)?)))
            .collect::<QueryResult<_>>()?;
        let appended = Appended {
            game_id: made.game_id,
            recorded: made.recorded.clone(),
            to_act_before,
            to_act_after,
            finished: next.is_over(),
            deadlines,
            recorded_at: now(),
            mover_prompt,
            shown_seq: made.shown_seq,
        };
        let queued = hook(&mut reader, next, &appended)?;
        Ok((appended, queued))
    }

    /// The cached game's new size, and a snapshot when the move crossed a multiple
    /// of [`SNAPSHOT_EVERY`].
    fn after_commit(&self, entry: &CachedGame, m: &Match, made: &MadeMove) {
        entry.bytes.store(entry.state_bytes + m.history_bytes(), std::sync::atomic::Ordering::Relaxed);
        if m.seq() / SNAPSHOT_EVERY > (*made.recorded.start() - 1) / SNAPSHOT_EVERY {
            self.snapshot_later(made.game_id, m);
        }
    }

    /// The error of a move that did not commit (already taken back).
    fn after_rollback(&self, game_id: i64, e: DbError) -> StoreError {
        if !(is_unique_violation(&e) || matches!(e, DbError::RollbackTransaction)) {
            return e.into();
        }
        // Another writer won. Our cached state is now behind: drop it.
        self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(&game_id);
        match self.game_row(game_id) {
            Ok(row) => StoreError::Conflict { actual: row.public_seq as u64 },
            Err(e) => e,
        }
    }

    /// The cached match, folded from the database if absent, and brought up to date
    /// with events other processes appended; with the game's row as read for that.
    fn fresh(&self, game_id: i64, history: History) -> Result<(Arc<CachedGame>, GameRow), StoreError> {
        self.fresh_from(self.game_row(game_id)?, history)
    }

    /// [`Store::fresh`] by the game's row as read just before.
    fn fresh_from(&self, row: GameRow, history: History) -> Result<(Arc<CachedGame>, GameRow), StoreError> {
        let game_id = row.id;
        let cached = self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner).get(&game_id).cloned();
        if let Some(entry) = cached {
            let mut m = entry.game.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if history == History::Whole && m.is_partial() {
                let earlier = self.load_events_between(game_id, 0, Some(m.events_not_held()))?;
                if let Err(e) = m.complete(earlier) {
                    eprintln!("game {game_id}: completing its history: {e}");
                    drop(m);
                    return self.rebuild(game_id, row, History::Whole);
                }
                entry.bytes.store(entry.state_bytes + m.history_bytes(), std::sync::atomic::Ordering::Relaxed);
            }
            let have = m.seq();
            if have == row.last_seq as u64 {
                drop(m);
                self.cache_stats.hit();
                return Ok((entry, row));
            }
            if have < row.last_seq as u64 {
                let more = self.load_events(game_id, have)?;
                if m.extend(&more).is_ok() && m.seq() == row.last_seq as u64 {
                    entry.bytes.store(entry.state_bytes + m.history_bytes(), std::sync::atomic::Ordering::Relaxed);
                    drop(m);
                    return Ok((entry, row));
                }
            }
        }
        self.rebuild(game_id, row, history)
    }

    /// Rebuild the game (missing from the cache, or its cached match could not
    /// be brought up to date) with the history the reader needs, and cache it.
    fn rebuild(&self, game_id: i64, row: GameRow, history: History) -> Result<(Arc<CachedGame>, GameRow), StoreError> {
        self.cache_stats.miss();
        let recent = match history {
            History::Recent => self.fold_recent(&row)?,
            History::Whole => None,
        };
        let m = match recent {
            Some(m) => m,
            None => self.fold(&row)?,
        };
        Ok((self.cache_put(game_id, m), row))
    }

    /// For reading the newest state: the game restored from its latest snapshot
    /// with only the events from [`CHAIN_WINDOW`] before it (see
    /// [`Match::restore_recent`]); `None` where that could differ from the whole
    /// game, or there is no such snapshot.
    fn fold_recent(&self, row: &GameRow) -> Result<Option<Match>, StoreError> {
        let newest = (row.last_seq as u64).saturating_sub(SNAPSHOT_TAIL);
        if newest == 0 {
            return Ok(None);
        }
        let Some((at, state)) = self.snapshot_at_most(row.id, newest)? else { return Ok(None) };
        let (Ok(game), Ok(options), Ok(seed), Ok(state)) = (
            self.rules_of(row),
            serde_json::from_str::<Value>(&row.options),
            row.seed.parse::<Seed>(),
            serde_json::from_str::<Value>(&state),
        ) else {
            return Ok(None);
        };
        let held_from = at.saturating_sub(CHAIN_WINDOW);
        let events = self.load_events_between(row.id, held_from, None)?;
        let seats = row.seats as usize;
        let m = Match::restore_recent(game, seats, &options, seed, held_from, events, at, &state, NEWEST_ENTRIES);
        if m.is_some() {
            self.restore_stats.hit();
        }
        Ok(m)
    }

    /// Rebuild a game missing from the cache: from its latest snapshot old
    /// enough to leave a page's log to fold (checked against the log's digest;
    /// one that fails is ignored), else by folding the whole log.
    fn fold(&self, row: &GameRow) -> Result<Match, StoreError> {
        let corrupt = |detail: String| StoreError::Corrupt { game_id: row.id, detail };
        let game = self.rules_of(row)?;
        let options: Value = serde_json::from_str(&row.options).map_err(|e| corrupt(e.to_string()))?;
        let seed: Seed = row.seed.parse().map_err(corrupt)?;
        let mut evs = self.load_events(row.id, 0)?;
        let newest = (evs.len() as u64).saturating_sub(SNAPSHOT_TAIL);
        if newest > 0
            && let Some((at, state)) = self.snapshot_at_most(row.id, newest)?
        {
            let restored = serde_json::from_str::<Value>(&state).map_err(|e| e.to_string()).and_then(|state| {
                Match::restore(game, row.seats as usize, &options, seed, std::mem::take(&mut evs), at, &state)
                    .map_err(|e| e.to_string())
            });
            match restored {
                Ok(m) => {
                    self.restore_stats.hit();
                    return Ok(m);
                }
                Err(e) => {
                    eprintln!("game {}: snapshot after event {at} ignored: {e}", row.id);
                    // The restore took the events; a snapshot that fails is rare.
                    evs = self.load_events(row.id, 0)?;
                }
            }
        }
        self.restore_stats.miss();
        let m =
            Match::fold(game, row.seats as usize, &options, seed, &evs, false).map_err(|e| corrupt(e.to_string()))?;
        if m.seq() >= SNAPSHOT_EVERY {
            self.snapshot_later(row.id, &m);
        }
        Ok(m)
    }

    /// The game's rules at the version it plays (see `engine::versions`).
    pub fn rules_of(&self, row: &GameRow) -> Result<&'static dyn DynGame, StoreError> {
        let game = (self.find)(&row.kind).ok_or_else(|| StoreError::Corrupt {
            game_id: row.id,
            detail: format!("unknown game kind {:?}", row.kind),
        })?;
        let version = row.rules_version as u32;
        game.at_version(version).ok_or(StoreError::Frozen { game_id: row.id, version })
    }

    /// The newest snapshot of the game taken after at most `seq` events.
    fn snapshot_at_most(&self, game_id: i64, seq: u64) -> Result<Option<(u64, String)>, StoreError> {
        let rows: Vec<(i64, String)> = snapshots::table
            .filter(snapshots::game_id.eq(game_id).and(snapshots::seq.le(seq as i64)))
            .order(snapshots::seq.desc())
            .select((snapshots::seq, snapshots::state))
            .limit(1)
            .load(&mut self.conn()?)?;
        Ok(rows.into_iter().next().map(|(seq, state)| (seq as u64, state)))
    }

    /// Write a snapshot of `m`'s state on another thread, through the same
    /// queue as every write: a move does not wait for it. A snapshot that is
    /// lost (the process ends first) is simply not there; one already written
    /// for this seq is kept.
    fn snapshot_later(&self, game_id: i64, m: &Match) {
        let Some(digest) = m.events().last().map(|e| e.digest) else { return };
        let (seq, state) = (m.seq() as i64, m.state().clone_box());
        let (pool, writer) = (self.pool.clone(), self.sqlite_writer.clone());
        std::thread::spawn(move || {
            let json = state.to_json().to_string();
            let written = on_writer(writer.as_deref(), &pool, |c| {
                diesel::insert_into(snapshots::table)
                    .values((
                        snapshots::game_id.eq(game_id),
                        snapshots::seq.eq(seq),
                        snapshots::state.eq(&json),
                        snapshots::digest.eq(digest.to_hex()),
                        snapshots::created_at.eq(now()),
                    ))
                    .execute(c)
            });
            match written {
                Ok(Err(e)) if is_unique_violation(&e) => {}
                Ok(Err(e)) => eprintln!("game {game_id}: snapshot after event {seq} not written: {e}"),
                Err(e) => eprintln!("game {game_id}: snapshot after event {seq} not written: {e}"),
                Ok(Ok(_)) => {}
            }
        });
    }

    /// Check every stored snapshot against its game's log, folded afresh
    /// (`letterbox verify-snapshots`): returns how many were checked, or the
    /// first that is not the state the log gives.
    pub fn verify_snapshots(&self) -> Result<usize, StoreError> {
        let ids: Vec<i64> = snapshots::table.select(snapshots::game_id).distinct().load(&mut self.conn()?)?;
        let mut checked = 0;
        for game_id in ids {
            let row = self.game_row(game_id)?;
            let corrupt = |detail: String| StoreError::Corrupt { game_id, detail };
            let game = self.rules_of(&row)?;
            let options: Value = serde_json::from_str(&row.options).map_err(|e| corrupt(e.to_string()))?;
            let seed: Seed = row.seed.parse().map_err(corrupt)?;
            let evs = self.load_events(game_id, 0)?;
            let snaps: Vec<(i64, String, String)> = snapshots::table
                .filter(snapshots::game_id.eq(game_id))
                .order(snapshots::seq)
                .select((snapshots::seq, snapshots::state, snapshots::digest))
                .load(&mut self.conn()?)?;
            let mut m = Match::fold(game, row.seats as usize, &options, seed, &[], false)
                .map_err(|e| corrupt(e.to_string()))?;
            for (seq, state, digest) in snaps {
                let seq = seq as u64;
                let upto = evs
                    .get(m.seq() as usize..seq as usize)
                    .ok_or_else(|| corrupt(format!("snapshot after event {seq}: no such event")))?;
                m.extend(upto).map_err(|e| corrupt(e.to_string()))?;
                let folded = m.state().to_json();
                let stored: Value =
                    serde_json::from_str(&state).map_err(|e| corrupt(format!("snapshot after event {seq}: {e}")))?;
                if folded != stored || m.digest().to_hex() != digest || evs[seq as usize - 1].digest.to_hex() != digest
                {
                    return Err(corrupt(format!("the snapshot after event {seq} is not the state its log gives")));
                }
                checked += 1;
            }
        }
        Ok(checked)
    }

    fn load_events(&self, game_id: i64, after: u64) -> Result<Vec<Event>, StoreError> {
        self.load_events_between(game_id, after, None)
    }

    /// The events after `after`, up to `upto` (inclusive) if given.
    fn load_events_between(&self, game_id: i64, after: u64, upto: Option<u64>) -> Result<Vec<Event>, StoreError> {
        let upto = upto.map_or(i64::MAX, |u| u as i64);
        let rows: Vec<EventRow> = events::table
            .filter(events::game_id.eq(game_id).and(events::seq.gt(after as i64)).and(events::seq.le(upto)))
            .order(events::seq)
            .select((events::seq, events::seat, events::answer, events::auto, events::digest, events::sitter))
            .load(&mut self.conn()?)?;
        rows.into_iter()
            .enumerate()
            .map(|(i, r)| {
                if r.seq as u64 != after + 1 + i as u64 {
                    return Err(StoreError::Corrupt {
                        game_id,
                        detail: format!("event {} is missing", after + 1 + i as u64),
                    });
                }
                let answer = serde_json::from_str(&r.answer)
                    .map_err(|e| StoreError::Corrupt { game_id, detail: format!("event {}: {e}", r.seq) })?;
                let digest = r
                    .digest
                    .parse()
                    .map_err(|e| StoreError::Corrupt { game_id, detail: format!("event {}: {e}", r.seq) })?;
                Ok(Event { seat: r.seat as Seat, answer, auto: r.auto != 0, sitter: r.sitter != 0, digest })
            })
            .collect()
    }

    fn cache_put(&self, game_id: i64, m: Match) -> Arc<CachedGame> {
        use std::sync::atomic::Ordering::Relaxed;
        let state_bytes = m.state().to_json().to_string().len();
        let bytes = state_bytes + m.history_bytes();
        let entry = Arc::new(CachedGame { state_bytes, bytes: bytes.into(), game: Mutex::new(m) });
        let mut cache = self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        cache.insert(game_id, entry.clone(), bytes);
        // Games grow as they are played, outside this lock: their sizes are
        // counted again here, where they are compared with the bound.
        cache.reweigh(|e| e.bytes.load(Relaxed));
        let max = self.cache_bytes.load(Relaxed);
        if cache.bytes() > max {
            // Out go the least recently used games, down to three quarters of the
            // bound (so the scan is paid rarely); a game is folded again on its
            // next use. The game just put stays.
            cache.evict(max / 4 * 3, &game_id);
        }
        entry
    }

    /// Set the time control of a game that has not started.
    pub fn set_time_control(&self, game_id: i64, tc: TimeControl) -> Result<(), StoreError> {
        let n = self.write(|c| {
            diesel::update(games::table.find(game_id).filter(games::status.eq(Status::Open.as_str())))
                .set(games::time_control.eq(tc.to_json()))
                .execute(c)
        })?;
        if n == 1 { Ok(()) } else { Err(StoreError::NotStarted) }
    }

    /// Every seat's clock, in seat order.
    pub fn seat_clocks(&self, game_id: i64) -> Result<Vec<SeatClock>, StoreError> {
        let tc = self.game_row(game_id)?.time_control();
        let rows: Vec<(Option<NaiveDateTime>, i32)> = seats::table
            .filter(seats::game_id.eq(game_id))
            .order(seats::seat)
            .select((seats::deadline, seats::sitter_streak))
            .load(&mut *self.conn()?)?;
        Ok(rows
            .into_iter()
            .map(|(deadline, streak)| {
                let sitter_streak = streak.max(0) as u32;
                SeatClock { deadline, sitter_streak, away: tc.is_away(sitter_streak) }
            })
            .collect())
    }

    /// Seat holders' display names (None for an empty seat).
    pub fn seat_names(&self, game_id: i64) -> Result<Vec<Option<String>>, StoreError> {
        let rows: Vec<(i32, Option<String>)> = seats::table
            .left_join(schema::users::table.on(seats::user_id.eq(schema::users::id.nullable())))
            .filter(seats::game_id.eq(game_id))
            .order(seats::seat)
            .select((seats::seat, schema::users::display_name.nullable()))
            .load(&mut self.conn()?)?;
        Ok(rows.into_iter().map(|(_, n)| n).collect())
    }

    /// The game as an export file; the seed only once it is over.
    pub fn export(&self, game_id: i64) -> Result<Export, StoreError> {
        let names = self.seat_names(game_id)?;
        let names = names.iter().all(Option::is_some).then(|| names.into_iter().flatten().collect());
        self.with_match(game_id, |m| m.export(names))
    }
}

/// Run `f` in a write transaction: on SQLite by this process's one writer,
/// after its other writes (see [`writer`]); else on one of the pool's
/// connections.
fn on_writer<T, E: From<DbError>>(
    writer: Option<&SqliteWriter>,
    pool: &Pool,
    f: impl FnOnce(&mut AnyConnection) -> Result<T, E>,
) -> Result<Result<T, E>, StoreError> {
    match writer {
        Some(writer) => writer.write(f),
        None => {
            let mut c = pool.get().map_err(StoreError::unavailable)?;
            Ok(conn::write_transaction(&mut c, f))
        }
    }
}

/// A move made on the cached match, not yet written.
struct MadeMove<'a> {
    game_id: i64,
    expected_seq: u64,
    seat: Seat,
    mover: Mover<'a>,
    recorded: RangeInclusive<u64>,
    /// Only its seat sees it ([`is_private`]).
    private: bool,
    /// The public seq after it.
    shown_seq: u64,
}

/// Whether a move may be seen by its seat alone: a standing order (which
/// changes nobody else's view, prompt or log) with no forced answers after it.
/// Such a move leaves the game's public seq, its time of last activity and the
/// seat's sitter streak as they were.
fn is_private(mover: &Mover, recorded: &RangeInclusive<u64>) -> bool {
    matches!(mover, Mover::Player(Answer::Standing { .. })) && recorded.start() == recorded.end()
}

/// Whether the game takes a move now, as its row was read: running, and at the
/// cached match's seq.
fn check_movable(row: &GameRow, m: &Match) -> Result<(), StoreError> {
    if row.status() != Status::Running {
        return Err(if row.status() == Status::Open { StoreError::NotStarted } else { MoveError::GameOver.into() });
    }
    if row.last_seq as u64 != m.seq() {
        return Err(StoreError::Conflict { actual: row.public_seq as u64 });
    }
    Ok(())
}

/// The seats with a new decision, which gets a new deadline: newly prompted, or
/// prompted again after its own move. A standing order answers nothing, so it
/// gives its seat no new time.
fn new_decisions(next: &Match, made: &MadeMove, to_act_before: &[Seat], to_act_after: &[Seat]) -> Vec<Seat> {
    let decided = |s: Seat| s == made.seat && !matches!(made.mover, Mover::Player(Answer::Standing { .. }));
    (0..next.seats()).filter(|&s| to_act_after.contains(&s) && (decided(s) || !to_act_before.contains(&s))).collect()
}

/// The move's rows, in its transaction: its events, the game's row, its seats'
/// rows and the mover's sitter streak.
fn write_move(c: &mut AnyConnection, next: &Match, made: &MadeMove, appended: &Appended) -> QueryResult<()> {
    insert_events(c, made.game_id, next, made.recorded.clone(), appended.recorded_at)?;
    if made.private {
        return write_private_move(c, next, made);
    }
    update_game_after_move(c, next, made, appended)?;
    update_seats_after_move(c, next, made.game_id, appended)?;
    update_sitter_streak(c, made)
}

/// A move only its seat sees: the whole log's seq (guarded like any move's) and
/// the seat's newest standing order, nothing any other reader is shown (the
/// public seq, the time of last activity, the seats to act, the sitter streak).
fn write_private_move(c: &mut AnyConnection, next: &Match, made: &MadeMove) -> QueryResult<()> {
    let update = conn::update(
        games::table,
        games::last_seq.eq(next.seq() as i64),
        games::id
            .eq(made.game_id)
            .and(games::last_seq.eq(made.expected_seq as i64))
            .and(games::status.eq(Status::Running.as_str())),
    );
    if on_backend!(c, |c| update.execute(c))? != 1 {
        return Err(DbError::RollbackTransaction);
    }
    let update = conn::update(seats::table, seats::orders_seq.eq(next.seq() as i64), seat_key(made.game_id, made.seat));
    on_backend!(c, |c| update.execute(c))?;
    Ok(())
}

/// The game's seq, seats to act and status; guarded by the seq expected and
/// by the status too: a game ended outside its rules meanwhile (a deadline, a
/// resignation) takes no more moves. A guard that fails rolls the move back.
fn update_game_after_move(
    c: &mut AnyConnection,
    next: &Match,
    made: &MadeMove,
    appended: &Appended,
) -> QueryResult<()> {
    let status = if next.is_over() { Status::Finished } else { Status::Running };
    let to_act = json_seats(&appended.to_act_after);
    let update = conn::update(
        games::table,
        (
            games::last_seq.eq(next.seq() as i64),
            games::public_seq.eq(next.seq() as i64),
            games::to_act.eq(&to_act),
            games::status.eq(status.as_str()),
            games::updated_at.eq(now()),
        ),
        games::id
            .eq(made.game_id)
            .and(games::last_seq.eq(made.expected_seq as i64))
            .and(games::status.eq(Status::Running.as_str())),
    );
    let updated = on_backend!(c, |c| update.execute(c))?;
    if updated != 1 {
        return Err(DbError::RollbackTransaction);
    }
    Ok(())
}

/// Each seat's prompted flag where it changed, and its deadline: a new one for
/// a new decision, none for a seat with no decision to make.
fn update_seats_after_move(c: &mut AnyConnection, next: &Match, game_id: i64, appended: &Appended) -> QueryResult<()> {
    for s in 0..next.seats() {
        let prompted = appended.to_act_after.contains(&s);
        if prompted != appended.to_act_before.contains(&s) {
            let update = conn::update(seats::table, seats::prompted.eq(prompted as i32), seat_key(game_id, s));
            on_backend!(c, |c| update.execute(c))?;
        }
        if let Some((_, deadline)) = appended.deadlines.iter().find(|(d, _)| *d == s) {
            set_deadline_to(c, game_id, s, next.seq(), *deadline)?;
        } else if !prompted {
            let update = conn::update(seats::table, seats::deadline.eq(None::<NaiveDateTime>), seat_key(game_id, s));
            on_backend!(c, |c| update.execute(c))?;
        }
    }
    Ok(())
}

/// The sitter's moves in a row: one more for the sitter's, none after the player's.
fn update_sitter_streak(c: &mut AnyConnection, made: &MadeMove) -> QueryResult<()> {
    let key = seat_key(made.game_id, made.seat);
    match made.mover {
        Mover::Player(_) => {
            let update = conn::update(seats::table, seats::sitter_streak.eq(0), key);
            on_backend!(c, |c| update.execute(c))?
        }
        Mover::Sitter { rest_of_turn: true, .. } => 0,
        Mover::Sitter { rest_of_turn: false, .. } => {
            let streak = seats::sitter_streak.eq(seats::sitter_streak + 1);
            let update = conn::update(seats::table, streak, key);
            on_backend!(c, |c| update.execute(c))?
        }
    };
    Ok(())
}

type SeatKey = diesel::dsl::And<diesel::dsl::Eq<seats::game_id, i64>, diesel::dsl::Eq<seats::seat, i32>>;

/// The filter for one seat's row.
fn seat_key(game_id: i64, seat: Seat) -> SeatKey {
    seats::game_id.eq(game_id).and(seats::seat.eq(seat as i32))
}

fn json_seats(seats: &[Seat]) -> String {
    serde_json::to_string(seats).unwrap_or_else(|_| "[]".into())
}

/// Give `seat` the deadline of a decision prompted at `at` (none without a time
/// limit) and schedule the alarm that runs it. The alarm carries the seq at which
/// the decision opened; a later decision's deadline supersedes it.
pub fn set_deadline(
    c: &mut AnyConnection,
    game_id: i64,
    seat: Seat,
    seq: u64,
    tc: &TimeControl,
    at: NaiveDateTime,
) -> QueryResult<()> {
    let deadline = deadline_for(c, game_id, seat, tc, at)?;
    set_deadline_to(c, game_id, seat, seq, deadline)
}

/// The deadline of `seat`'s decision prompted at `at`: the time limit counted
/// from then, or from the end of its player's vacation.
fn deadline_for(
    c: &mut AnyConnection,
    game_id: i64,
    seat: Seat,
    tc: &TimeControl,
    at: NaiveDateTime,
) -> QueryResult<Option<NaiveDateTime>> {
    // Without a time limit there is no deadline, whatever the player's vacation.
    let away_until: Option<NaiveDateTime> = match tc.limit() {
        Some(_) => on_backend!(c, |c| seats::table
            .inner_join(schema::users::table.on(seats::user_id.eq(schema::users::id.nullable())))
            .filter(seats::game_id.eq(game_id).and(seats::seat.eq(seat as i32)))
            .select(schema::users::vacation_until)
            .get_result::<Option<NaiveDateTime>>(c)
            .optional())?
        .flatten(),
        None => None,
    };
    Ok(tc.deadline(at, away_until))
}

/// Set `seat`'s deadline (of the decision open at `seq`) and schedule the alarm
/// that runs it.
fn set_deadline_to(
    c: &mut AnyConnection,
    game_id: i64,
    seat: Seat,
    seq: u64,
    deadline: Option<NaiveDateTime>,
) -> QueryResult<()> {
    let update = conn::update(seats::table, seats::deadline.eq(deadline), seat_key(game_id, seat));
    on_backend!(c, |c| update.execute(c))?;
    if let Some(due) = deadline {
        let payload = serde_json::json!({ "seat": seat, "seq": seq }).to_string();
        outbox::insert_alarm(c, game_id, DEADLINE, &payload, due)?;
    }
    Ok(())
}

/// The alarm kind of a seat's deadline.
pub const DEADLINE: &str = "deadline";

fn insert_events(
    c: &mut AnyConnection,
    game_id: i64,
    m: &Match,
    seqs: RangeInclusive<u64>,
    t: NaiveDateTime,
) -> QueryResult<()> {
    for seq in seqs {
        let Some(ev) = m.events().get(seq as usize - 1) else { continue };
        let (answer, digest) = (serde_json::to_string(&ev.answer).unwrap_or_default(), ev.digest.to_hex());
        on_backend!(c, |c| diesel::insert_into(events::table)
            .values((
                events::game_id.eq(game_id),
                events::seq.eq(seq as i64),
                events::seat.eq(ev.seat as i32),
                events::answer.eq(&answer),
                events::auto.eq(ev.auto as i32),
                events::digest.eq(&digest),
                events::created_at.eq(t),
                events::sitter.eq(ev.sitter as i32),
            ))
            .execute(c))?;
    }
    Ok(())
}

/// When each event of a game from `from_seq` on was recorded, on a connection
/// (the mail hook reads it inside the move's transaction).
pub fn event_times_on(c: &mut AnyConnection, game_id: i64, from_seq: u64) -> QueryResult<BTreeMap<u64, NaiveDateTime>> {
    let rows: Vec<(i64, NaiveDateTime)> = on_backend!(c, |c| events::table
        .filter(events::game_id.eq(game_id))
        .filter(events::seq.ge(from_seq as i64))
        .select((events::seq, events::created_at))
        .load(c))?;
    Ok(rows.into_iter().map(|(seq, at)| (seq as u64, at)).collect())
}
