//! 32 clients at once create games, join them and play them through the API while
//! the mail worker sends the mail their moves queue: no request may answer 5xx
//! (on SQLite every write queues on the one write path instead of failing with
//! "database is locked"), and every create, join and move is accounted for.

use crate::common;

use common::web::{Client, TestServer, big_money};
use letterbox::engine::{GameRng, Prompt};
use std::sync::{Arc, Mutex};

const CLIENTS: usize = 32;
const GAMES_EACH: usize = 2;
/// Decisions played in each game (a Big Money game takes some 70).
const MOVES_EACH: usize = 12;

/// What one client saw: how many of each request succeeded, and every 5xx (or
/// other unexpected answer).
#[derive(Default)]
struct Tally {
    created: usize,
    joined: usize,
    moved: usize,
    errors: Vec<String>,
}

fn run(db: &common::TestDb) {
    let server = TestServer::start(
        &db.url,
        &[
            ("LETTERBOX_LIMITS_API_PER_MINUTE", "1000000"),
            ("LETTERBOX_LIMITS_GAMES_PER_HOUR", "1000"),
            ("LETTERBOX_LIMITS_SIGNUPS_PER_HOUR", "1000"),
        ],
        true,
    );
    // Accounts first (password hashing is its own queue, not under test here).
    let mut pairs: Vec<(Client, String, Client, String)> = (0..CLIENTS)
        .map(|i| {
            let mut host = server.client();
            host.signup(&format!("host{i}@example.org"), &format!("Host {i}"), "correct horse");
            let host_token = host.api_token();
            let mut guest = server.client();
            guest.signup(&format!("guest{i}@example.org"), &format!("Guest {i}"), "correct horse");
            let guest_token = guest.api_token();
            (host, host_token, guest, guest_token)
        })
        .collect();

    let tally = Arc::new(Mutex::new(Tally::default()));
    let threads: Vec<_> = pairs
        .drain(..)
        .enumerate()
        .map(|(i, (mut host, host_token, mut guest, guest_token))| {
            let tally = tally.clone();
            std::thread::spawn(move || {
                let mut rng = GameRng::from_u64(i as u64);
                let mut mine = Tally::default();
                let check = |what: &str, status: u16, body: &str, mine: &mut Tally| {
                    if status >= 500 {
                        mine.errors.push(format!("{what}: {status} {}", body.chars().take(200).collect::<String>()));
                    }
                };
                for _ in 0..GAMES_EACH {
                    let csrf = host.csrf("/games/new");
                    let r = host.post(
                        "/games",
                        &[
                            ("csrf", &csrf),
                            ("game", "dominion"),
                            ("seats", "2"),
                            ("opt.kingdom", "first-game"),
                            ("listed", "1"),
                        ],
                    );
                    check("create", r.status, &r.body, &mut mine);
                    let Some(id) =
                        r.location.as_deref().and_then(|l| l.trim_start_matches("/games/").parse::<i64>().ok())
                    else {
                        continue;
                    };
                    mine.created += 1;
                    let csrf = guest.csrf(&format!("/games/{id}"));
                    let r = guest.post(&format!("/games/{id}/join"), &[("csrf", &csrf)]);
                    check("join", r.status, &r.body, &mut mine);
                    if r.status != 303 {
                        if r.status < 500 {
                            mine.errors.push(format!("join: {}", r.status));
                        }
                        continue;
                    }
                    mine.joined += 1;
                    // Whoever is prompted answers, until this game has had its moves.
                    let tokens = [&host_token, &guest_token];
                    let mut made = 0;
                    let mut tries = 0;
                    while made < MOVES_EACH && tries < 4 * MOVES_EACH {
                        tries += 1;
                        let (status, v) = host.api_get(&format!("/api/v1/games/{id}"), &host_token);
                        check("view", status, &v.to_string(), &mut mine);
                        let Some(seat) = v["ok"]["to_act"].get(0).and_then(serde_json::Value::as_u64) else { break };
                        let (status, v) = host.api_get(&format!("/api/v1/games/{id}"), tokens[seat as usize]);
                        check("view", status, &v.to_string(), &mut mine);
                        let Ok(prompt) = serde_json::from_value::<Prompt>(v["ok"]["prompt"].clone()) else { continue };
                        let body = serde_json::json!({ "seq": v["ok"]["seq"], "answer": big_money(&prompt, &mut rng) });
                        let (status, v) =
                            host.api_post(&format!("/api/v1/games/{id}/answer"), tokens[seat as usize], &body);
                        check("move", status, &v.to_string(), &mut mine);
                        // 422: a random answer to a side prompt broke a rule; it is asked again.
                        if status != 200 && status != 422 && status < 500 {
                            mine.errors.push(format!("move: {status} {v}"));
                        }
                        if status == 200 {
                            made += 1;
                            mine.moved += 1;
                        }
                    }
                }
                let mut t = tally.lock().unwrap();
                t.created += mine.created;
                t.joined += mine.joined;
                t.moved += mine.moved;
                t.errors.extend(mine.errors);
            })
        })
        .collect();
    for t in threads {
        t.join().expect("a client thread");
    }
    let t = tally.lock().unwrap();
    assert!(t.errors.is_empty(), "{}: {} answers of 500 or more: {:#?}", db.name, t.errors.len(), t.errors);
    assert_eq!(t.created, CLIENTS * GAMES_EACH, "{}: games created", db.name);
    assert_eq!(t.joined, CLIENTS * GAMES_EACH, "{}: games joined", db.name);
    assert_eq!(t.moved, CLIENTS * GAMES_EACH * MOVES_EACH, "{}: moves made", db.name);
    // The mail worker was running all along: the moves' mail went out.
    let unsent = server.app.store.outbox_unsent().unwrap();
    assert!(server.mails().len() > CLIENTS, "{}: mail sent while playing ({unsent} unsent)", db.name);
}

#[test]
fn thirty_two_clients_create_join_and_move_without_a_5xx_on_sqlite() {
    run(&common::sqlite());
}

#[test]
fn thirty_two_clients_create_join_and_move_without_a_5xx_on_postgres() {
    if let Some(db) = common::postgres() {
        run(&db);
    }
}
