//! kill -9 the server during a burst of moves: after a restart every move that got
//! a success response is in the log, at the seq it was acknowledged for, and none
//! is there twice.

mod common;

use common::web::{Client, Mailbox, big_money, free_port, newest_mail_text, wait_for_port};
use letterbox::engine::{Answer, GameRng, Prompt};
use letterbox::store::Store;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn start(port: u16, dir: &std::path::Path) -> Child {
    let child = Command::new(env!("CARGO_BIN_EXE_letterbox"))
        .arg("serve")
        .env("LETTERBOX_BIND", format!("127.0.0.1:{port}"))
        .env("LETTERBOX_BASE_URL", format!("http://127.0.0.1:{port}"))
        .env("LETTERBOX_DATA_DIR", dir)
        .env("LETTERBOX_DATABASE_URL", format!("sqlite://{}", dir.join("letterbox.db").display()))
        .env("LETTERBOX_MAIL_TRANSPORT", "file")
        .env("LETTERBOX_MAIL_DIR", dir.join("mail"))
        .env("LETTERBOX_STATIC_DIR", concat!(env!("CARGO_MANIFEST_DIR"), "/static"))
        // A burst of moves as fast as the server takes them: no API rate limit.
        .env("LETTERBOX_LIMITS_API_PER_MINUTE", "1000000")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start letterbox serve");
    wait_for_port(port, "letterbox serve");
    child
}

/// A move the server acknowledged.
struct Ack {
    game: i64,
    seat: usize,
    seq: u64,
    answer: Answer,
}

#[test]
fn acknowledged_moves_survive_kill_9() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let mut server = start(port, dir.path());

    // The verification mail is read from the server's database.
    let db = Arc::new(Store::open(&format!("sqlite://{}", dir.path().join("letterbox.db").display()), letterbox::boards::find_game).unwrap());
    let mailbox: Mailbox = Arc::new(move |kind, email| newest_mail_text(&db, kind, email));
    let mut ann = Client::new(&base).with_mailbox(mailbox.clone());
    ann.signup("ann@example.org", "Ann", "correct horse");
    let mut bob = Client::new(&base).with_mailbox(mailbox);
    bob.signup("bob@example.org", "Bob", "correct horse");
    let games: Vec<i64> = (0..4)
        .map(|_| {
            let id = ann.create_dominion("");
            bob.join(id);
            id
        })
        .collect();
    let tokens = [ann.api_token(), bob.api_token()];

    // One thread per (game, seat), each answering its own prompts as fast as it can.
    let acks: Arc<Mutex<Vec<Ack>>> = Arc::default();
    let down = Arc::new(AtomicBool::new(false));
    let threads: Vec<_> = games
        .iter()
        .flat_map(|&g| (0..2).map(move |s| (g, s)))
        .map(|(game, seat)| {
            let (acks, down, token, base) = (acks.clone(), down.clone(), tokens[seat].clone(), base.clone());
            std::thread::spawn(move || {
                let mut c = Client::new(&base);
                let mut rng = GameRng::from_u64(game as u64 * 10 + seat as u64);
                while !down.load(Ordering::SeqCst) {
                    let (status, v) = c.api_get(&format!("/api/v1/games/{game}"), &token);
                    if status == 0 || v["ok"]["status"] == "finished" {
                        break;
                    }
                    let Ok(prompt) = serde_json::from_value::<Prompt>(v["ok"]["prompt"].clone()) else { continue };
                    let seq = v["ok"]["seq"].as_u64().unwrap();
                    let answer = big_money(&prompt, &mut rng);
                    let body = serde_json::json!({ "seq": seq, "answer": answer });
                    let (status, _) = c.api_post(&format!("/api/v1/games/{game}/answer"), &token, &body);
                    if status == 0 {
                        break;
                    }
                    if status == 200 {
                        acks.lock().unwrap().push(Ack { game, seat, seq, answer });
                    }
                }
            })
        })
        .collect();

    let start_time = Instant::now();
    while acks.lock().unwrap().len() < 100 && start_time.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(5));
    }
    // Mid-burst: the games are far from over (each takes some 70 moves).
    server.kill().expect("kill -9"); // SIGKILL on Unix
    server.wait().unwrap();
    down.store(true, Ordering::SeqCst);
    for t in threads {
        t.join().unwrap();
    }
    let acks = std::mem::take(&mut *acks.lock().unwrap());
    assert!(acks.len() >= 10, "the burst made moves ({})", acks.len());

    // Restart on the same data: every acknowledged move is in the log, once.
    let mut server = start(port, dir.path());
    let store =
        Store::open(&format!("sqlite://{}", dir.path().join("letterbox.db").display()), letterbox::boards::find_game)
            .unwrap();
    for &g in &games {
        let events = store.with_match(g, |m| m.events().to_vec()).unwrap();
        for ack in acks.iter().filter(|a| a.game == g) {
            let ev = &events[ack.seq as usize];
            assert_eq!(
                (ev.seat, &ev.answer, ev.auto),
                (ack.seat, &ack.answer, false),
                "game {g} event {}",
                ack.seq + 1
            );
        }
        let mut seqs: Vec<u64> = acks.iter().filter(|a| a.game == g).map(|a| a.seq).collect();
        let n = seqs.len();
        seqs.dedup();
        assert_eq!(seqs.len(), n, "no seq acknowledged twice");
    }
    // And the service goes on.
    let (status, v) = ann.api_get(&format!("/api/v1/games/{}", games[0]), &tokens[0]);
    assert_eq!(status, 200, "{v}");
    eprintln!("{} acknowledged moves survived kill -9", acks.len());
    let _ = server.kill();
    let _ = server.wait();
}

/// The `.eml` files the file transport wrote, by Message-ID.
fn mail_ids(dir: &std::path::Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    entries
        .flatten()
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .filter_map(|m| m.lines().find(|l| l.to_lowercase().starts_with("message-id:")).map(str::to_string))
        .collect()
}

#[test]
fn kill_9_during_a_send_batch_repeats_only_the_mails_in_flight() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("letterbox.db").display());
    // 81 mails wait in the outbox before the server starts: one batch.
    let store = Store::open(&url, letterbox::boards::find_game).unwrap();
    store.migrate().unwrap();
    const MAILS: usize = 81;
    for i in 0..MAILS {
        let mail = serde_json::json!({
            "to": format!("p{i}@example.org"), "to_name": "", "subject": format!("mail {i}"),
            "text": "hello", "html": "<p>hello</p>",
        });
        store.enqueue_mail("reset", None, None, &mail.to_string()).unwrap();
    }
    let maildir = dir.path().join("mail");
    let port = free_port();
    let mut server = start(port, dir.path());
    // kill -9 in the middle of the batch.
    let start_time = Instant::now();
    while mail_ids(&maildir).len() < 40 && start_time.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(1));
    }
    server.kill().expect("kill -9");
    server.wait().unwrap();
    let at_kill = mail_ids(&maildir).len();
    // Restart: the rest goes out once the leases of the claimed rows expire.
    let mut server = start(port, dir.path());
    let drained = Instant::now();
    while store.outbox_unsent().unwrap() > 0 && drained.elapsed() < Duration::from_secs(240) {
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = server.kill();
    let _ = server.wait();
    let mut ids = mail_ids(&maildir);
    let written = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), MAILS, "every mail went out");
    let twice = written - ids.len();
    eprintln!("{at_kill} mails out at the kill; {twice} sent twice");
    assert!(
        twice <= letterbox::app::transport::PARALLEL_SENDS,
        "only mails in flight at the kill may go twice: {twice} of {at_kill}"
    );
}
