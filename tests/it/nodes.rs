//! Two app nodes on one PostgreSQL: real `letterbox serve` processes with the
//! same secret key. Players move alternately through both nodes and every page
//! and API read on the other node shows the latest state; a deadline action
//! happens once, the daily digest goes out once, every mail is sent once; and
//! after a kill -9 of one node mid-burst the other carries on with nothing lost
//! (only a mail in flight at the kill may go twice: mail is at-least-once).

use crate::common;

use common::wait_until;
use common::web::{Client, Mailbox, big_money, free_port, newest_mail_text, start_serving, test_config};
use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection, RunQueryDsl};
use letterbox::engine::{GameRng, Prompt};
use letterbox::store::Store;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Child, Command};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A node: `letterbox serve` on `port`, sharing the database, the key and the
/// mail directory with the other node.
fn node(port: u16, dir: &Path, db: &str, key: &str) -> Child {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_letterbox"));
    for (name, _) in std::env::vars().filter(|(k, _)| k.starts_with("LETTERBOX_")) {
        cmd.env_remove(name);
    }
    cmd.arg("serve")
        .env("LETTERBOX_BIND", format!("127.0.0.1:{port}"))
        .env("LETTERBOX_BASE_URL", format!("http://127.0.0.1:{port}"))
        .env("LETTERBOX_DATA_DIR", dir.join(format!("node-{port}")))
        .env("LETTERBOX_DATABASE_URL", db)
        .env("LETTERBOX_SECRET_KEY", key)
        .env("LETTERBOX_MAIL_TRANSPORT", "file")
        .env("LETTERBOX_MAIL_DIR", dir.join("mail"))
        .env("LETTERBOX_LIMITS_API_PER_MINUTE", "1000000")
        .env("LETTERBOX_LIMITS_SIGNUPS_PER_HOUR", "1000");
    start_serving(&mut cmd, port, &dir.join(format!("serve-{port}.log")))
}

struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Outbox ids in the Message-IDs of the delivered mail (`<mail-ID@domain>`), and
/// each delivered mail's text.
fn delivered(dir: &Path) -> Vec<(i64, String)> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    entries
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .filter_map(|m| {
            let line = m.lines().find(|l| l.to_lowercase().starts_with("message-id:"))?.to_string();
            let id = line.split("<mail-").nth(1)?.split('@').next()?.parse().ok()?;
            Some((id, m))
        })
        .collect()
}

fn sql(url: &str, statements: &str) {
    PgConnection::establish(url).unwrap().batch_execute(statements).unwrap();
}

fn count(url: &str, query: &str) -> i64 {
    #[derive(diesel::QueryableByName)]
    struct N {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    diesel::sql_query(query).get_result::<N>(&mut PgConnection::establish(url).unwrap()).unwrap().n
}

/// The prompted player of `game` answers (Big Money's way) through the node at
/// `via`; the new seq, or None if a rule refused the pick (nothing changed).
fn move_once(api: &mut Client, via: &str, game: i64, tokens: &[String; 2], rng: &mut GameRng) -> Option<u64> {
    let mut prompted = None;
    for token in tokens {
        let (_, v) = api.api_get(&format!("{via}/api/v1/games/{game}"), token);
        if let Ok(p) = serde_json::from_value::<Prompt>(v["ok"]["prompt"].clone()) {
            prompted = Some((p, v["ok"]["seq"].as_u64().unwrap()));
            break;
        }
    }
    let (prompt, seq) = prompted.expect("someone is prompted");
    let body = serde_json::json!({ "seq": seq, "answer": big_money(&prompt, rng) });
    let (status, v) = api.api_post(&format!("{via}/api/v1/games/{game}/answer"), &tokens[prompt.seat], &body);
    if status == 422 {
        return None;
    }
    assert_eq!(status, 200, "{v}");
    Some(v["ok"]["seq"].as_u64().unwrap_or(seq + 1))
}

/// A move the service acknowledged.
struct Ack {
    game: i64,
    seat: usize,
    seq: u64,
}

#[test]
fn two_nodes_on_one_database_act_once_and_survive_a_kill() {
    let Some(db) = common::postgres() else { return };
    let store = Arc::new(Store::open(&db.url, letterbox::boards::find_game).unwrap());
    // Migrate once before the nodes start (as an operator runs `letterbox migrate`).
    store.migrate().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let key = "5a".repeat(64);
    let ports = [free_port(), free_port()];
    let mut nodes: Vec<Option<Running>> =
        ports.iter().map(|&p| Some(Running(node(p, dir.path(), &db.url, &key)))).collect();
    let bases: Vec<String> = ports.iter().map(|p| format!("http://127.0.0.1:{p}")).collect();
    let mailbox: Mailbox = {
        let store = store.clone();
        Arc::new(move |kind, email| newest_mail_text(&store, kind, email))
    };

    // Ann signs up on node A, Bob on node B; each session works on both nodes.
    let mut ann = Client::new(&bases[0]).with_mailbox(mailbox.clone());
    ann.signup("ann@example.org", "Ann", "correct horse");
    let mut bob = Client::new(&bases[1]).with_mailbox(mailbox);
    bob.signup("bob@example.org", "Bob", "correct horse");
    assert_eq!(ann.get(&format!("{}/settings", bases[1])).status, 200, "Ann's session on node B");
    assert_eq!(bob.get(&format!("{}/settings", bases[0])).status, 200, "Bob's session on node A");
    let tokens = [ann.api_token(), bob.api_token()];

    // Three games with a day's limit per decision: created on A, joined on B.
    let games: Vec<i64> = (0..3)
        .map(|_| {
            let id = ann.create_dominion("");
            store
                .set_time_control(id, letterbox::store::TimeControl { limit_hours: 24, ..Default::default() })
                .unwrap();
            let csrf = bob.csrf(&format!("{}/games/{id}", bases[1]));
            assert_eq!(bob.post(&format!("{}/games/{id}/join", bases[1]), &[("csrf", &csrf)]).status, 303);
            id
        })
        .collect();

    // Alternate nodes move by move; after each, the other node shows the new
    // state at once, in the API and on the page.
    let mut rng = GameRng::from_u64(16);
    let game = games[0];
    let mut api = Client::new(&bases[0]);
    for k in 0..20 {
        let (via, other) = (&bases[k % 2], &bases[1 - k % 2]);
        let seq = store.game_row(game).unwrap().last_seq as u64;
        if move_once(&mut api, via, game, &tokens, &mut rng).is_none() {
            continue;
        }
        let now = store.game_row(game).unwrap().last_seq as u64;
        assert!(now > seq);
        let (_, seen) = api.api_get(&format!("{other}/api/v1/games/{game}"), &tokens[0]);
        assert_eq!(seen["ok"]["seq"].as_u64(), Some(now), "the other node's API is up to date");
        let to_act = store.with_match(game, letterbox::engine::Match::to_act).unwrap();
        let player = if to_act.contains(&0) { &mut ann } else { &mut bob };
        let page = player.get(&format!("{other}/games/{game}"));
        assert_eq!(page.field("seq"), Some(now.to_string()), "the other node's page is up to date");
    }

    // A deadline passes (moved into the past): the sitter moves once, whichever
    // node's alarm worker gets there.
    let late = games[1];
    let before = store.game_row(late).unwrap().last_seq;
    sql(
        &db.url,
        &format!(
            "UPDATE seats SET deadline = (now() at time zone 'utc') - interval '1 second' \
             WHERE game_id = {late} AND prompted = 1; \
             UPDATE alarms SET due_at = (now() at time zone 'utc') - interval '1 second' \
             WHERE game_id = {late} AND kind = 'deadline' AND done_at IS NULL"
        ),
    );
    let sitter_moves =
        || count(&db.url, &format!("SELECT count(*) AS n FROM events WHERE game_id = {late} AND sitter = 1"));
    let past_deadlines = || {
        count(
            &db.url,
            &format!(
                "SELECT count(*) AS n FROM alarms WHERE game_id = {late} AND kind = 'deadline' \
                 AND done_at IS NULL AND due_at <= (now() at time zone 'utc')"
            ),
        )
    };
    wait_until("the deadline's sitter move", Duration::from_secs(30), || sitter_moves() > 0);
    wait_until("the deadline's alarm to be done", Duration::from_secs(30), || past_deadlines() == 0);
    // The sitter played the late seat's whole turn (its alarm is done only
    // after). Another node's alarm worker passes, twice, with its clock past any
    // lease a node could hold on that alarm: it claims nothing, and the sitter
    // moves are still those of that one turn.
    let played = sitter_moves();
    let third = letterbox::app::App::open(
        test_config(
            &db.url,
            &dir.path().join("node-test"),
            "http://127.0.0.1:1",
            &[("LETTERBOX_SECRET_KEY", key.as_str())],
        ),
        letterbox::mail::HOOKS,
    )
    .unwrap();
    let past_leases = letterbox::store::now() + chrono::Duration::minutes(10);
    for pass in 0..2 {
        assert_eq!(letterbox::mail::alarms::process_at(&third, past_leases).unwrap(), 0, "pass {pass} claims nothing");
    }
    assert_eq!(sitter_moves(), played);
    assert!(store.game_row(late).unwrap().last_seq > before);

    // Ann takes the daily digest; play on until it is her turn in the third game
    // (each of her turns marks the digest), then her rows fall due at once, on
    // both nodes: one digest goes out.
    let csrf = ann.csrf("/settings");
    let r = ann.post("/settings", &[("csrf", &csrf), ("mail_pref", "daily"), ("lang", "en"), ("time_zone", "")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let third = games[2];
    for k in 0..40 {
        move_once(&mut api, &bases[k % 2], third, &tokens, &mut rng);
        let marked = count(&db.url, "SELECT count(*) AS n FROM outbox WHERE kind = 'digest'") > 0;
        if marked && store.with_match(third, |m| m.to_act().contains(&0)).unwrap() {
            break;
        }
    }
    assert!(store.with_match(third, |m| m.to_act().contains(&0)).unwrap(), "Ann's turn");
    let digest_due = "UPDATE outbox SET due_at = (now() at time zone 'utc') WHERE kind = 'digest' AND sent_at IS NULL";
    sql(&db.url, digest_due);
    wait_until("the digest", Duration::from_secs(30), || {
        count(&db.url, "SELECT count(*) AS n FROM outbox WHERE kind = 'digest' AND sent_at IS NULL") == 0
    });
    let digests = || {
        delivered(&dir.path().join("mail"))
            .iter()
            .filter(|(_, m)| m.contains("ann@example.org") && m.contains("waiting for you"))
            .count()
    };
    assert_eq!(digests(), 1, "one digest for Ann today, whichever node held which of her rows");

    // The burst: one thread per game and seat, alternating nodes; node A is
    // killed mid-burst and the threads carry on through node B.
    let acks: Arc<Mutex<Vec<Ack>>> = Arc::default();
    let a_down = Arc::new(AtomicBool::new(false));
    let stop = Arc::new(AtomicBool::new(false));
    let threads: Vec<_> = games
        .iter()
        .flat_map(|&g| (0..2).map(move |s| (g, s)))
        .map(|(game, seat)| {
            let (acks, a_down, stop, token, bases) =
                (acks.clone(), a_down.clone(), stop.clone(), tokens[seat].clone(), bases.clone());
            std::thread::spawn(move || {
                let mut c = Client::new(&bases[0]);
                let mut rng = GameRng::from_u64(game as u64 * 10 + seat as u64);
                let mut k = seat;
                while !stop.load(Ordering::SeqCst) {
                    k += 1;
                    let base = if a_down.load(Ordering::SeqCst) { &bases[1] } else { &bases[k % 2] };
                    let (status, v) = c.api_get(&format!("{base}/api/v1/games/{game}"), &token);
                    if v["ok"]["status"] == "finished" {
                        break;
                    }
                    let Ok(prompt) = serde_json::from_value::<Prompt>(v["ok"]["prompt"].clone()) else {
                        if status != 0 {
                            std::thread::sleep(Duration::from_millis(5));
                        }
                        continue;
                    };
                    let seq = v["ok"]["seq"].as_u64().unwrap();
                    let body = serde_json::json!({ "seq": seq, "answer": big_money(&prompt, &mut rng) });
                    let (status, _) = c.api_post(&format!("{base}/api/v1/games/{game}/answer"), &token, &body);
                    if status == 200 {
                        acks.lock().unwrap().push(Ack { game, seat, seq });
                    }
                }
            })
        })
        .collect();
    wait_until("moves before the kill", Duration::from_mins(1), || acks.lock().unwrap().len() >= 40);
    let mut a = nodes[0].take().unwrap();
    a.0.kill().expect("kill -9 node A"); // SIGKILL on Unix
    a.0.wait().unwrap();
    a_down.store(true, Ordering::SeqCst);
    let at_kill = acks.lock().unwrap().len();
    wait_until("moves after the kill", Duration::from_mins(1), || acks.lock().unwrap().len() >= at_kill + 40);
    stop.store(true, Ordering::SeqCst);
    for t in threads {
        t.join().unwrap();
    }

    // Every acknowledged move is in the log at its seq, by its seat, once.
    let acks = std::mem::take(&mut *acks.lock().unwrap());
    for &g in &games {
        let events = store.with_match(g, |m| m.events().to_vec()).unwrap();
        let mut seqs: Vec<u64> = acks.iter().filter(|a| a.game == g).map(|a| a.seq).collect();
        for ack in acks.iter().filter(|a| a.game == g) {
            assert_eq!(events[ack.seq as usize].seat, ack.seat, "game {g} event {}", ack.seq + 1);
        }
        let n = seqs.len();
        seqs.sort_unstable();
        seqs.dedup();
        assert_eq!(seqs.len(), n, "game {g}: no seq acknowledged twice");
    }

    // Node B sends everything due, including what node A had claimed when it
    // died (its lease runs out first). Ann's new digest rows wait for tomorrow.
    wait_until("the outbox to drain", Duration::from_secs(200), || {
        count(
            &db.url,
            "SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL \
             AND due_at <= (now() at time zone 'utc')",
        ) == 0
    });
    let mail = delivered(&dir.path().join("mail"));
    let mut times: BTreeMap<i64, usize> = BTreeMap::new();
    for (id, _) in &mail {
        *times.entry(*id).or_default() += 1;
    }
    let twice: Vec<i64> = times.iter().filter(|(_, n)| **n > 1).map(|(id, _)| *id).collect();
    assert!(twice.len() <= 1, "only the mail in flight at the kill may go twice: {twice:?}");
    let sent = count(&db.url, "SELECT count(*) AS n FROM outbox WHERE sent_at IS NOT NULL AND kind <> 'digest'");
    let delivered_rows = count(
        &db.url,
        &format!(
            "SELECT count(*) AS n FROM outbox WHERE sent_at IS NOT NULL AND kind <> 'digest' AND id IN ({})",
            times.keys().map(i64::to_string).collect::<Vec<_>>().join(",")
        ),
    );
    assert_eq!(delivered_rows, sent, "every mail marked sent was delivered");
    // A second digest today, even with her new rows made due now: none.
    sql(&db.url, digest_due);
    wait_until("the new digest rows", Duration::from_secs(30), || {
        count(&db.url, "SELECT count(*) AS n FROM outbox WHERE kind = 'digest' AND sent_at IS NULL") == 0
    });
    assert_eq!(digests(), 1, "still one digest today");
    common::assert_settled(&store, letterbox::store::now(), 0);
}
