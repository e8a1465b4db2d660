//! The event store on real SQLite and real PostgreSQL.

use crate::common;

use diesel::prelude::*;
use letterbox::engine::conformance::random_answer;
use letterbox::engine::registry::registered;
use letterbox::engine::testgame::HighCard;
use letterbox::engine::{Answer, DynGame, GameRng, MoveError, Seed};
use letterbox::store::schema::{events, games};
use letterbox::store::{Store, StoreError};
use serde_json::Value;
use std::sync::{Arc, Barrier};

fn find(slug: &str) -> Option<&'static dyn DynGame> {
    (slug == "highcard").then(registered::<HighCard>)
}

fn open(url: &str) -> Store {
    let store = Store::open(url, find).unwrap();
    store.migrate().unwrap();
    store
}

fn new_game(store: &Store, seats: usize, seed: &str) -> i64 {
    let id = store
        .create_game(registered::<HighCard>(), seats, &Value::Null, Seed::from_label(seed), None)
        .unwrap()
        .unwrap();
    store.start_game(id).unwrap();
    id
}

/// A stored event: seq, seat, answer, auto, digest.
type EventRow = (i64, i32, String, i32, String);

/// Everything the database holds about a game, and its folded state.
fn snapshot(store: &Store, id: i64) -> (Vec<EventRow>, String, Value) {
    let mut c = store.conn().unwrap();
    let evs = events::table
        .filter(events::game_id.eq(id))
        .order(events::seq)
        .select((events::seq, events::seat, events::answer, events::auto, events::digest))
        .load(&mut *c)
        .unwrap();
    let row: (i64, String, String) =
        games::table.find(id).select((games::last_seq, games::to_act, games::status)).first(&mut *c).unwrap();
    let state = store.with_match(id, |m| m.state().to_json()).unwrap();
    (evs, format!("{row:?}"), state)
}

#[test]
fn games_are_stored_folded_and_exported() {
    for db in common::databases() {
        let store = open(&db.url);
        let id = new_game(&store, 3, "round-trip");
        let mut rng = GameRng::from_u64(9);
        while !store.with_match(id, letterbox::engine::Match::is_over).unwrap() {
            let (seq, p) = store.with_match(id, |m| (m.seq(), m.prompts()[0].clone())).unwrap();
            let _ = store.append(id, seq, p.seat, &random_answer(&p.choice, &mut rng));
        }
        let final_state = store.with_match(id, |m| m.state().to_json()).unwrap();
        // A new process (no cache) folds the same state from the log.
        let other = Store::open(&db.url, find).unwrap();
        assert_eq!(other.with_match(id, |m| m.state().to_json()).unwrap(), final_state, "{}", db.name);
        let row = other.game_row(id).unwrap();
        assert_eq!(row.status, "finished");
        let export = other.export(id).unwrap();
        assert_eq!(export.events.len() as i64, row.last_seq);
        assert!(export.seed.is_some(), "a finished game's export reveals the seed");
        export.verify(find).unwrap();
    }
}

#[test]
fn a_running_game_exports_without_its_seed() {
    let db = common::sqlite();
    let store = open(&db.url);
    let id = new_game(&store, 2, "no-seed");
    let export = store.export(id).unwrap();
    assert!(export.seed.is_none());
    assert!(!serde_json::to_string(&export).unwrap().contains(&Seed::from_label("no-seed").to_hex()));
}

#[test]
fn rejected_answers_leave_log_and_state_byte_identical() {
    for db in common::databases() {
        let store = open(&db.url);
        // A deal where seat 0 holds a 10, which the rules forbid swapping.
        let (id, ten) = (0..200)
            .find_map(|i| {
                let id = new_game(&store, 2, &format!("tens-{i}"));
                let p = store.with_match(id, |m| m.prompt_for(0)).unwrap()?;
                let ten = p.choice.options().iter().find(|o| o.label.key == "highcard-card-10")?.key.to_string();
                Some((id, ten))
            })
            .expect("some deal gives seat 0 a 10");
        let before = snapshot(&store, id);
        let seq = before.0.len() as u64;
        let cases: Vec<(usize, u64, Answer, &str)> = vec![
            (0, seq, Answer::Number(1), "wrong shape"),
            (0, seq, Answer::many(["nine"]), "unknown option"),
            (0, seq, Answer::many([ten.as_str()]), "illegal by the rules"),
            (0, seq + 1, Answer::Many(vec![]), "stale seq"),
            (7, seq, Answer::Many(vec![]), "no such seat"),
        ];
        for (seat, expected, answer, what) in cases {
            let err = store.append(id, expected, seat, &answer).unwrap_err();
            match (what, &err) {
                ("wrong shape" | "unknown option", StoreError::Move(MoveError::Shape { .. }))
                | ("illegal by the rules", StoreError::Move(MoveError::Rule { .. }))
                | ("stale seq", StoreError::Move(MoveError::Stale { .. }))
                | ("no such seat", StoreError::Move(MoveError::NoSuchSeat { .. })) => {}
                _ => panic!("{}: {what}: unexpected {err:?}", db.name),
            }
            assert_eq!(snapshot(&store, id), before, "{}: {what} changed something", db.name);
            // And a fresh fold agrees: nothing half-written reached the database.
            let fresh = Store::open(&db.url, find).unwrap();
            assert_eq!(fresh.with_match(id, |m| m.state().to_json()).unwrap(), before.2);
        }
        // The same seat can still make a legal move afterwards.
        store.append(id, seq, 0, &Answer::Many(vec![])).unwrap();
    }
}

#[test]
fn eight_writers_racing_on_one_game_lose_nothing_and_double_nothing() {
    for db in common::databases() {
        let setup = open(&db.url);
        let id = new_game(&setup, 4, "race");
        // Rounds: every writer reads the game, all wait at the barrier, then all
        // append against the seq they read, so every round is a real race (seven
        // writers must lose it) however the threads happen to be scheduled.
        let read = Arc::new(Barrier::new(8));
        let written = Arc::new(Barrier::new(8));
        let handles: Vec<_> = (0..8)
            .map(|t| {
                let url = db.url.clone();
                let (read, written) = (read.clone(), written.clone());
                std::thread::spawn(move || {
                    // Each writer is its own store (own pool, own cache), like separate
                    // server processes: only the database arbitrates.
                    let store = Store::open(&url, find).unwrap();
                    let mut rng = GameRng::from_u64(100 + t);
                    let (mut won, mut lost, mut errors) = (Vec::new(), 0u32, Vec::new());
                    loop {
                        let next = store
                            .with_match(id, |m| {
                                let ps = m.prompts();
                                (!ps.is_empty()).then(|| (m.seq(), ps[t as usize % ps.len()].clone()))
                            })
                            .unwrap();
                        read.wait();
                        let Some((seq, p)) = next else { break };
                        let answer = random_answer(&p.choice, &mut rng);
                        match store.append(id, seq, p.seat, &answer) {
                            Ok(a) => won.push((*a.recorded.start(), p.seat, answer)),
                            Err(
                                StoreError::Conflict { .. }
                                | StoreError::Move(
                                    MoveError::Stale { .. } | MoveError::NotPrompted { .. } | MoveError::GameOver,
                                ),
                            ) => lost += 1,
                            Err(StoreError::Move(MoveError::Rule { .. })) => {}
                            // Not a panic: the other writers would wait at the barrier forever.
                            Err(e) => errors.push(format!("writer {t}: {e}")),
                        }
                        written.wait();
                    }
                    (won, lost, errors)
                })
            })
            .collect();
        let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        let errors: Vec<&String> = results.iter().flat_map(|r| &r.2).collect();
        assert!(errors.is_empty(), "{}: {errors:?}", db.name);
        let conflicts: u32 = results.iter().map(|r| r.1).sum();
        let store = Store::open(&db.url, find).unwrap();
        let (evs, _, _) = snapshot(&store, id);
        // Every seq exactly once, no gaps.
        let seqs: Vec<i64> = evs.iter().map(|e| e.0).collect();
        assert_eq!(seqs, (1..=evs.len() as i64).collect::<Vec<_>>(), "{}", db.name);
        // Every acknowledged move is in the log, as sent.
        for (seq, seat, answer) in results.iter().flat_map(|r| &r.0) {
            let e = &evs[*seq as usize - 1];
            assert_eq!((e.1 as usize, e.2.clone()), (*seat, serde_json::to_string(answer).unwrap()), "{}", db.name);
        }
        let acknowledged: usize = results.iter().map(|r| r.0.len()).sum();
        let manual = evs.iter().filter(|e| e.3 == 0).count();
        assert_eq!(acknowledged, manual, "{}: acknowledged moves vs recorded answers", db.name);
        eprintln!("{}: {} events, {acknowledged} acknowledged moves, {conflicts} conflicts", db.name, evs.len());
        assert!(conflicts as usize >= acknowledged, "{}: racing writers lost too few races", db.name);
        assert!(
            store.with_match(id, letterbox::engine::Match::is_over).unwrap(),
            "{}: the game was played to the end",
            db.name
        );
    }
}

#[test]
fn an_unreachable_database_reports_its_own_error() {
    let err = Store::open("postgres://127.0.0.1:1/none", find).err().unwrap().to_string();
    assert!(err.contains("Connection refused"), "{err}");
    let err = Store::open("sqlite:///dev/null/x.db", find).err().unwrap().to_string();
    assert!(err.contains("/dev/null"), "{err}");
}

#[test]
fn postgres_is_tested_when_required() {
    if std::env::var("REQUIRE_POSTGRES").is_ok_and(|v| v == "1") {
        let db = common::postgres().expect("PostgreSQL required");
        assert!(open(&db.url).is_postgres().unwrap());
    }
}

/// Never buying anything, a Dominion game never ends: play treasures, end.
fn never_buy(prompt: &letterbox::engine::Prompt, rng: &mut GameRng) -> Answer {
    if let letterbox::engine::Choice::One { options } = &prompt.choice {
        for k in ["treasures", "end", "buy-phase"] {
            if options.iter().any(|o| o.key == k) {
                return Answer::one(k);
            }
        }
    }
    random_answer(&prompt.choice, rng)
}

/// A started two-player Dominion game of the first kingdom; `store` must know
/// every game (`letterbox::boards::find_game`).
fn new_dominion(store: &Store, seed: &str) -> i64 {
    let dominion = letterbox::boards::find_game("dominion").unwrap();
    let options = serde_json::json!({ "kingdom": "first-game" });
    let id = store.create_game(dominion, 2, &options, Seed::from_label(seed), None).unwrap().unwrap();
    store.start_game(id).unwrap();
    id
}

/// A long game rebuilt by a process with nothing cached comes from its newest
/// snapshot old enough (checked against the log's digest) and is the game the
/// whole log folds to, early log entries included; a snapshot that is not the
/// state its log gives is ignored, and `verify_snapshots` finds it.
#[test]
fn a_long_game_is_restored_from_a_checked_snapshot() {
    use letterbox::engine::Viewer;
    use letterbox::store::schema::snapshots;
    use std::sync::atomic::Ordering::Relaxed;
    for db in common::databases() {
        let open_all = || {
            let store = Store::open(&db.url, letterbox::boards::find_game).unwrap();
            store.migrate().unwrap();
            store
        };
        let store = open_all();
        let id = new_dominion(&store, "snapshots");
        let mut rng = GameRng::from_u64(3);
        for _ in 0..5_000 {
            let (seq, p) = store.with_match(id, |m| (m.seq(), m.prompts()[0].clone())).unwrap();
            if seq >= 520 {
                break;
            }
            let _ = store.append(id, seq, p.seat, &never_buy(&p, &mut rng));
        }
        assert!(store.with_match(id, letterbox::engine::Match::seq).unwrap() >= 520, "the game grew long enough");
        // Snapshots are written by another thread: wait for the two (after
        // events 200 and 400).
        let mut checked = 0;
        for _ in 0..500 {
            checked = store.verify_snapshots().unwrap();
            if checked >= 2 {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert!(checked >= 2, "two snapshots written, each the log's state");
        type Look = (u64, Value, Vec<letterbox::engine::Logged>, Vec<letterbox::engine::Logged>);
        let look = |s: &Store| -> Look {
            s.with_match(id, |m| {
                (
                    m.seq(),
                    m.state().to_json(),
                    m.log_rev(Viewer::Seat(0)).take(100).cloned().collect(),
                    m.log_for(Viewer::Seat(1)).cloned().collect(),
                )
            })
            .unwrap()
        };
        let folded = look(&store);
        let restored = open_all();
        assert_eq!(look(&restored), folded);
        assert_eq!(restored.restore_stats.hits.load(Relaxed), 1, "restored from a snapshot");
        // Restored to read its newest state, with only the events from a little
        // before the snapshot: the same state, prompts, take-backs and newest
        // log entries; anything else reads the whole game, read on demand.
        let newest = |m: &letterbox::engine::Match| {
            let log = |s| m.log_rev(Viewer::Seat(s)).take(101).cloned().collect::<Vec<_>>();
            (m.seq(), m.state().to_json(), m.prompts(), m.may_take_back(0), m.may_take_back(1), log(0), log(1))
        };
        let whole_newest = store.with_match(id, newest).unwrap();
        let for_reading = open_all();
        let row = for_reading.game_row(id).unwrap();
        assert_eq!(for_reading.with_recent(&row, newest).unwrap(), whole_newest);
        assert_eq!(for_reading.restore_stats.hits.load(Relaxed), 1, "restored from a snapshot");
        assert!(
            for_reading.with_recent(&row, letterbox::engine::Match::is_partial).unwrap(),
            "holding only the newest events"
        );
        assert_eq!(look(&for_reading), folded);
        assert!(
            !for_reading.with_recent(&row, letterbox::engine::Match::is_partial).unwrap(),
            "completed when the whole game was read"
        );
        // A snapshot that is not the log's state is not used.
        store
            .write(|c| {
                diesel::update(snapshots::table.filter(snapshots::game_id.eq(id)))
                    .set(snapshots::state.eq(r#"{"not":"a state"}"#))
                    .execute(c)
            })
            .unwrap();
        let refolded = open_all();
        assert_eq!(look(&refolded), folded);
        assert_eq!(refolded.restore_stats.hits.load(Relaxed), 0, "folded from the log");
        assert!(refolded.verify_snapshots().is_err());
    }
}

/// The writer never checkpoints SQLite's write-ahead log; a thread of the
/// store's does, so what is committed reaches the database file itself soon
/// after, with the store still open: a copy of that file alone, without its
/// log, holds every move.
#[test]
fn sqlite_commits_reach_the_database_file_while_the_store_is_open() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("letterbox.db");
    let store = Store::open(&format!("sqlite://{}", path.display()), letterbox::boards::find_game).unwrap();
    store.migrate().unwrap();
    let id = new_dominion(&store, "checkpoints");
    let mut rng = GameRng::from_u64(5);
    // More writes than one checkpoint waits for, and a few after the last.
    for _ in 0..100 {
        let (seq, p) = store.with_match(id, |m| (m.seq(), m.prompts()[0].clone())).unwrap();
        store.append(id, seq, p.seat, &never_buy(&p, &mut rng)).unwrap();
    }
    let written = store.with_match(id, letterbox::engine::Match::seq).unwrap() as i64;
    assert!(written > 64, "{written} moves are more than one checkpoint's worth");
    // The newest move in a copy of the file alone; none while a checkpoint
    // is halfway through writing it.
    let in_the_file_alone = || -> Option<i64> {
        let copy = dir.path().join("copy.db");
        std::fs::copy(&path, &copy).ok()?;
        let mut c = SqliteConnection::establish(copy.to_str()?).ok()?;
        let newest = events::table.filter(events::game_id.eq(id)).select(diesel::dsl::max(events::seq));
        newest.get_result::<Option<i64>>(&mut c).ok()?
    };
    // A checkpoint follows the last write within a second; allow far more.
    let mut seen = None;
    for _ in 0..300 {
        seen = in_the_file_alone();
        if seen == Some(written) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    assert_eq!(seen, Some(written), "the database file alone holds every move");
    drop(store);
}

/// Under writes without a pause, SQLite's write-ahead log is still started over
/// once it is long, rather than growing as long as the writes go on: here two
/// threads rewrite a large row each, together writing six times the length at
/// which the log starts over, and the log's file ends no longer than three times
/// that length (a log is never made shorter, only written from its start again).
#[test]
fn sqlite_log_starts_over_under_steady_writes() {
    use letterbox::store::RESTART_LOG_PAGES;
    use letterbox::store::schema::users;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("letterbox.db");
    let store = Arc::new(open(&format!("sqlite://{}", path.display())));
    const ROW_BYTES: usize = 60_000;
    let frame_bytes = 4096 + 24;
    let rewrites = 6 * RESTART_LOG_PAGES as usize * 4096 / ROW_BYTES / 2;
    let writers: Vec<_> = (0..2)
        .map(|n| {
            let store = store.clone();
            std::thread::spawn(move || {
                let email = format!("long{n}@example.org");
                let row = (
                    users::email.eq(&email),
                    users::display_name.eq(""),
                    users::password_hash.eq(""),
                    users::created_at.eq(chrono::Utc::now().naive_utc()),
                );
                store.write(|c| diesel::insert_into(users::table).values(row).execute(c)).unwrap();
                for i in 0..rewrites {
                    // A different long name each time, so every write changes every page of it.
                    let name: String = std::iter::repeat_n(char::from(b'a' + (i % 26) as u8), ROW_BYTES).collect();
                    let mine = users::table.filter(users::email.eq(&email));
                    store.write(|c| diesel::update(mine).set(users::display_name.eq(&name)).execute(c)).unwrap();
                }
            })
        })
        .collect();
    for w in writers {
        w.join().unwrap();
    }
    let log = std::fs::metadata(dir.path().join("letterbox.db-wal")).map_or(0, |m| m.len());
    let longest = 3 * RESTART_LOG_PAGES as u64 * frame_bytes;
    assert!(log <= longest, "the log is {log} bytes, more than {longest}, after {} rewrites", 2 * rewrites);
    drop(store);
}

/// Writes that queue for SQLite's writer while one runs share its transaction:
/// one commit for all, and each write still sees only its own outcome. Here the
/// first write holds the writer until seven more are queued behind it; one of
/// those fails, and undoes only its own row.
#[test]
fn queued_sqlite_writes_commit_together_and_fail_alone() {
    use letterbox::store::schema::users;
    let db = common::sqlite();
    let store = Arc::new(open(&db.url));
    let before = store.writer_stats().expect("SQLite has one writer");
    let add_user = |c: &mut letterbox::store::conn::AnyConnection, n: usize| {
        let row = (
            users::email.eq(format!("writer{n}@example.org")),
            users::display_name.eq(format!("Writer {n}")),
            users::password_hash.eq(""),
            users::created_at.eq(chrono::Utc::now().naive_utc()),
        );
        diesel::insert_into(users::table).values(row).execute(c)
    };
    let (started, running) = std::sync::mpsc::channel::<()>();
    let (release, held) = std::sync::mpsc::channel::<()>();
    let first = {
        let store = store.clone();
        std::thread::spawn(move || {
            store.write(|c| {
                add_user(c, 0)?;
                started.send(()).ok();
                held.recv().ok();
                Ok(())
            })
        })
    };
    running.recv().unwrap();
    let others: Vec<_> = (1..8)
        .map(|n| {
            let store = store.clone();
            std::thread::spawn(move || {
                store.write(|c| {
                    add_user(c, n)?;
                    if n == 3 { Err(diesel::result::Error::RollbackTransaction) } else { Ok(()) }
                })
            })
        })
        .collect();
    for _ in 0..6000 {
        if store.writer_stats().unwrap().queued == 7 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(store.writer_stats().unwrap().queued, 7, "seven writes wait behind the first");
    release.send(()).unwrap();
    assert!(first.join().unwrap().is_ok());
    for (i, other) in others.into_iter().enumerate() {
        let outcome = other.join().unwrap();
        assert_eq!(outcome.is_ok(), i + 1 != 3, "write {}: {:?}", i + 1, outcome.err());
    }
    let after = store.writer_stats().unwrap();
    let mut c = store.conn().unwrap();
    let mut written: Vec<String> = users::table.select(users::email).load(&mut *c).unwrap();
    written.sort();
    let want: Vec<String> = (0..8).filter(|&n| n != 3).map(|n| format!("writer{n}@example.org")).collect();
    assert_eq!(written, want, "every write's row but the failed one's");
    assert_eq!((after.writes - before.writes, after.commits - before.commits), (8, 1), "{before:?} → {after:?}");
}

/// N4: mail (and alarms) claimed by a node that dies wait only until it falls
/// silent, not the whole lease; a node that says it is alive keeps its claims
/// however long it sends.
#[test]
fn a_dead_nodes_claims_are_free_once_it_falls_silent() {
    use chrono::Duration;
    use letterbox::store::outbox::SILENT_SECS;
    let lease = Duration::seconds(120);
    let silent = Duration::seconds(SILENT_SECS);
    for db in common::databases() {
        let (a, b) = (open(&db.url), open(&db.url));
        assert_ne!(a.node(), b.node(), "every node has its own name");
        a.enqueue_mail("test", None, None, "{}").unwrap();
        let t = letterbox::store::now();
        assert_eq!(a.claim_outbox_at(10, lease, t).unwrap().len(), 1, "{}", db.name);
        // Alive (its claim said so), its claim holds.
        assert!(b.claim_outbox_at(10, lease, t + silent - Duration::seconds(1)).unwrap().is_empty(), "{}", db.name);
        // A sending node says so every few seconds: its claim still holds.
        a.heartbeat_at(t + silent).unwrap();
        assert!(b.claim_outbox_at(10, lease, t + silent * 2 - Duration::seconds(1)).unwrap().is_empty());
        // Then it dies: once silent, another node takes the mail, long before
        // the lease ends.
        let taken = b.claim_outbox_at(10, lease, t + silent * 2 + Duration::seconds(1)).unwrap();
        assert_eq!(taken.len(), 1, "{}: taken from the silent node", db.name);
        assert!(silent * 2 + Duration::seconds(1) < lease);
        // Now the living node's: a restarted first node (a new name) waits.
        let restarted = open(&db.url);
        assert!(restarted.claim_outbox_at(10, lease, t + silent * 2 + Duration::seconds(2)).unwrap().is_empty());

        // Alarms the same way.
        let game = new_game(&a, 2, "alarm");
        a.write(|c| letterbox::store::outbox::insert_alarm(c, game, "test", "{}", t)).unwrap();
        assert_eq!(a.claim_alarms(10, lease, t).unwrap().len(), 1);
        assert!(b.claim_alarms(10, lease, t + silent - Duration::seconds(1)).unwrap().is_empty());
        assert_eq!(b.claim_alarms(10, lease, t + silent + Duration::seconds(1)).unwrap().len(), 1, "{}", db.name);
    }
}
