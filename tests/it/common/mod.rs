//! Shared by the integration tests: real databases to test against.
//!
//! SQLite always (a file in a temporary directory). PostgreSQL when
//! `TEST_DATABASE_URL` is set, in a fresh schema per test so tests run in
//! parallel; with `REQUIRE_POSTGRES=1` and no URL the tests fail instead of skipping.
#![allow(dead_code)]

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use std::sync::atomic::{AtomicUsize, Ordering};

pub mod web;

pub struct TestDb {
    pub name: &'static str,
    pub url: String,
    cleanup: Cleanup,
}

enum Cleanup {
    Dir(#[allow(dead_code)] tempfile::TempDir),
    Schema { base: String, schema: String },
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let Cleanup::Schema { base, schema } = &self.cleanup
            && let Ok(mut c) = PgConnection::establish(base)
        {
            let _ = c.batch_execute(&format!("DROP SCHEMA IF EXISTS {schema} CASCADE"));
        }
    }
}

pub fn sqlite() -> TestDb {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("test.db").display());
    TestDb { name: "sqlite", url, cleanup: Cleanup::Dir(dir) }
}

/// A fresh PostgreSQL schema, or None (with the reason printed) when no server is
/// configured. Panics when `REQUIRE_POSTGRES=1` and none is configured.
pub fn postgres() -> Option<TestDb> {
    static N: AtomicUsize = AtomicUsize::new(0);
    let Ok(base) = std::env::var("TEST_DATABASE_URL") else {
        assert!(
            !std::env::var("REQUIRE_POSTGRES").is_ok_and(|v| v == "1"),
            "REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set"
        );
        eprintln!("skipping PostgreSQL: TEST_DATABASE_URL is not set");
        return None;
    };
    let schema = format!("t{}_{}_{}", std::process::id(), N.fetch_add(1, Ordering::SeqCst), nanos());
    let mut c = PgConnection::establish(&base)
        .unwrap_or_else(|e| panic!("TEST_DATABASE_URL is set but PostgreSQL is unreachable: {e}"));
    c.batch_execute(&format!("CREATE SCHEMA {schema}")).expect("create schema");
    let sep = if base.contains('?') { '&' } else { '?' };
    let url = format!("{base}{sep}options=-csearch_path%3D{schema}");
    Some(TestDb { name: "postgres", url, cleanup: Cleanup::Schema { base, schema } })
}

fn nanos() -> u32 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos())
}

/// SQLite, and PostgreSQL when available.
pub fn databases() -> Vec<TestDb> {
    let mut dbs = vec![sqlite()];
    dbs.extend(postgres());
    dbs
}

/// Poll `done` until it holds or `limit` passes; whether it held. For what a test
/// cannot drive itself (a browser, another process): what the test can drive
/// (the mail and alarm workers) it runs one pass at a time instead.
pub fn poll_until(limit: std::time::Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = std::time::Instant::now();
    let mut pause = std::time::Duration::from_millis(5);
    loop {
        if done() {
            return true;
        }
        if start.elapsed() > limit {
            return false;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(std::time::Duration::from_millis(100));
    }
}

/// [`poll_until`], failing the test with `what` if `limit` passes first.
pub fn wait_until(what: &str, limit: std::time::Duration, done: impl FnMut() -> bool) {
    assert!(poll_until(limit, done), "timed out after {limit:?} waiting for {what}");
}

/// The end-of-test check of the outbox and alarms: no mail was given up on,
/// none failed an attempt and still waits, none due at `at` is left unsent, and
/// no alarm due at `at` is left undone. Mail and alarms due later (digests,
/// reminders, deadlines) are expected. `failures_expected` is how many rows may
/// show failed attempts (each of them sent in the end, never given up on).
pub fn assert_settled(store: &letterbox::store::Store, at: chrono::NaiveDateTime, failures_expected: usize) {
    let mail = store.outbox_states().expect("read the outbox");
    let failed: Vec<_> = mail.iter().filter(|m| m.failed).collect();
    assert!(failed.is_empty(), "mail was given up on: {failed:#?}");
    let retried: Vec<_> = mail.iter().filter(|m| m.attempts > 0).collect();
    assert!(retried.iter().all(|m| m.sent), "mail failed and still waits: {retried:#?}");
    assert!(retried.len() <= failures_expected, "{} mails failed an attempt: {retried:#?}", retried.len());
    let left: Vec<_> = mail.iter().filter(|m| !m.sent && m.due_at <= at).collect();
    assert!(left.is_empty(), "mail due was left unsent: {left:#?}");
    let alarms = store.pending_alarms().expect("read the alarms");
    let due: Vec<_> = alarms.iter().filter(|a| a.due_at <= at).collect();
    assert!(due.is_empty(), "alarms due were left undone: {due:#?}");
}
