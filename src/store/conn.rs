//! One connection type over SQLite and PostgreSQL, chosen by the URL scheme, and our
//! own r2d2 manager so a database that is down reports its real error.

use diesel::backend::Backend;
use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::query_builder::{AsChangeset, AstPass, QueryFragment, QueryId};
use diesel::{PgConnection, SqliteConnection};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

#[derive(diesel::MultiConnection)]
pub enum AnyConnection {
    Postgresql(PgConnection),
    Sqlite(SqliteConnection),
}

/// Run a query on the backend's own connection: `on_backend!(conn, |c| query.load(c))`,
/// `conn` an `AnyConnection` behind a (smart) mutable reference.
/// Through [`AnyConnection`] diesel writes a statement's SQL text again on every
/// run to find its prepared statement; on the backend's connection it finds it
/// by the query's type. For the statements every move and view runs.
#[macro_export]
macro_rules! on_backend {
    ($conn:expr, |$c:ident| $body:expr) => {
        match &mut *$conn {
            $crate::conn::AnyConnection::Postgresql($c) => $body,
            $crate::conn::AnyConnection::Sqlite($c) => $body,
        }
    };
}
pub use crate::on_backend;

/// `UPDATE table SET … WHERE …`, kept prepared like a query: `update(seats::table,
/// seats::prompted.eq(1), seats::game_id.eq(id))`. diesel prepares each of its
/// UPDATE statements again on every run, since one built from optional values has
/// a SQL text for each subset of them; these set fixed columns, so each has one
/// text, by which the statement cache finds it. Preparing them was the most of a
/// move's SQL.
pub struct Update<F, S, W> {
    from: F,
    set: S,
    filter: W,
}

pub fn update<T, V, W>(table: T, values: V, filter: W) -> Update<T::FromClause, V::Changeset, W>
where
    T: Table,
    V: AsChangeset<Target = T>,
{
    Update { from: table.from_clause(), set: values.as_changeset(), filter }
}

impl<F, S, W, DB> QueryFragment<DB> for Update<F, S, W>
where
    DB: Backend,
    F: QueryFragment<DB>,
    S: QueryFragment<DB>,
    W: QueryFragment<DB>,
{
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, DB>) -> QueryResult<()> {
        out.push_sql("UPDATE ");
        self.from.walk_ast(out.reborrow())?;
        out.push_sql(" SET ");
        self.set.walk_ast(out.reborrow())?;
        out.push_sql(" WHERE ");
        self.filter.walk_ast(out.reborrow())
    }
}

/// No id by type (its values may be borrowed): the cache keys it by its SQL text.
impl<F, S, W> QueryId for Update<F, S, W> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<F, S, W, C> RunQueryDsl<C> for Update<F, S, W> {}

const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations/sqlite");
const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations/postgres");

/// Which database a URL names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    Postgres(String),
    /// A file path (or `:memory:`).
    Sqlite(String),
}

impl Target {
    /// `postgres://…` / `postgresql://…` → PostgreSQL; `sqlite://path`, `sqlite:path`
    /// or a bare path → SQLite. Any other `scheme://` is an error, so a misspelt
    /// URL does not quietly start an empty SQLite site.
    pub fn parse(url: &str) -> Result<Target, String> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            return Ok(Target::Postgres(url.to_string()));
        }
        if let Some(path) = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:")) {
            return Ok(Target::Sqlite(path.to_string()));
        }
        match url.split_once("://") {
            Some((scheme, _)) => Err(format!(
                "unknown database URL scheme \"{scheme}://\": use postgres://, postgresql://, sqlite:// or a file path"
            )),
            None => Ok(Target::Sqlite(url.to_string())),
        }
    }
}

/// SQLite settings on every connection: WAL so readers never block the writer, a
/// busy timeout so concurrent writers wait instead of failing, and foreign keys.
/// No memory map: after each commit every other connection finds the WAL changed
/// at its next read and drops its pages, and with a map it unmapped the whole map
/// each time (a `munmap`, with every core's TLB flushed, and faults to map pages
/// in again): 6% of all CPU under moves, against 3% for reading pages by `pread`.
const SQLITE_PRAGMAS: &str = "PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 10000; \
     PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA mmap_size = 0;";

pub fn establish(target: &Target) -> Result<AnyConnection, ConnectionError> {
    match target {
        Target::Postgres(url) => PgConnection::establish(url).map(AnyConnection::Postgresql),
        Target::Sqlite(path) => {
            let mut c = SqliteConnection::establish(path)?;
            c.batch_execute(SQLITE_PRAGMAS).map_err(ConnectionError::CouldntSetupConfiguration)?;
            Ok(AnyConnection::Sqlite(c))
        }
    }
}

pub struct Manager {
    target: Target,
}

impl Manager {
    pub fn new(target: Target) -> Manager {
        Manager { target }
    }
}

impl r2d2::ManageConnection for Manager {
    type Connection = AnyConnection;
    type Error = ConnectionError;

    fn connect(&self) -> Result<AnyConnection, ConnectionError> {
        establish(&self.target)
    }

    fn is_valid(&self, conn: &mut AnyConnection) -> Result<(), ConnectionError> {
        conn.batch_execute("SELECT 1").map_err(ConnectionError::CouldntSetupConfiguration)
    }

    fn has_broken(&self, _conn: &mut AnyConnection) -> bool {
        false
    }
}

/// Run `f` in a transaction that writes. On SQLite it begins `IMMEDIATE`, taking
/// the write lock up front: a deferred transaction that reads first and then
/// writes fails with SQLITE_BUSY at once when another connection committed in
/// between (its snapshot is stale, so the busy timeout cannot help).
pub fn write_transaction<T, E: From<diesel::result::Error>>(
    conn: &mut AnyConnection,
    f: impl FnOnce(&mut AnyConnection) -> Result<T, E>,
) -> Result<T, E> {
    use diesel::connection::{AnsiTransactionManager, TransactionManager};
    type Manager = <AnyConnection as Connection>::TransactionManager;
    match conn {
        AnyConnection::Postgresql(_) => return conn.transaction(f),
        AnyConnection::Sqlite(c) => {
            let depth = AnsiTransactionManager::transaction_manager_status_mut(c).transaction_depth();
            // Inside the SQLite writer's open transaction (a batch of writes, see
            // `store::writer`): a savepoint, so that this write's error undoes only it.
            if matches!(depth, Ok(None)) {
                AnsiTransactionManager::begin_transaction_sql(c, "BEGIN IMMEDIATE")?;
            } else {
                AnsiTransactionManager::begin_transaction(c)?;
            }
        }
    }
    match f(conn) {
        Ok(value) => {
            Manager::commit_transaction(conn)?;
            Ok(value)
        }
        Err(e) => match Manager::rollback_transaction(conn) {
            Ok(()) | Err(diesel::result::Error::BrokenTransactionManager) => Err(e),
            Err(rollback) => Err(rollback.into()),
        },
    }
}

/// Run pending migrations of the connection's backend; returns their names.
pub fn migrate(conn: &mut AnyConnection) -> Result<Vec<String>, String> {
    let applied = match conn {
        AnyConnection::Postgresql(c) => c.run_pending_migrations(POSTGRES_MIGRATIONS),
        AnyConnection::Sqlite(c) => c.run_pending_migrations(SQLITE_MIGRATIONS),
    }
    .map_err(|e| e.to_string())?;
    Ok(applied.iter().map(std::string::ToString::to_string).collect())
}

/// The id of the row just inserted by this connection. Portable stand-in for
/// RETURNING, which the common subset of both backends lacks.
pub fn last_insert_id(conn: &mut AnyConnection) -> QueryResult<i64> {
    #[derive(QueryableByName)]
    struct Id {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        id: i64,
    }
    let sql = match conn {
        AnyConnection::Postgresql(_) => "SELECT lastval() AS id",
        AnyConnection::Sqlite(_) => "SELECT last_insert_rowid() AS id",
    };
    diesel::sql_query(sql).get_result::<Id>(conn).map(|r| r.id)
}

#[cfg(test)]
mod tests {
    use super::Target;

    #[test]
    fn an_unknown_database_scheme_is_an_error() {
        assert!(matches!(Target::parse("postgres://u@h/db"), Ok(Target::Postgres(_))));
        assert!(matches!(Target::parse("sqlite://data/x.db"), Ok(Target::Sqlite(p)) if p == "data/x.db"));
        assert!(matches!(Target::parse("data/x.db"), Ok(Target::Sqlite(_))));
        assert!(matches!(Target::parse(":memory:"), Ok(Target::Sqlite(_))));
        for bad in ["postgress://u@h/db", "mysql://u@h/db", "sqlit://x.db"] {
            let e = Target::parse(bad).expect_err(bad);
            assert!(e.contains("unknown database URL scheme"), "{e}");
        }
    }
}
