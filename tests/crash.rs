//! kill -9 the server during a burst of moves: after a restart every move that got
//! a success response is in the log, at the seq it was acknowledged for, and none
//! is there twice.

mod common;

use common::web::{Client, big_money, free_port, wait_for_port};
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

    let mut ann = Client::new(&base);
    ann.signup("ann@example.org", "Ann", "correct horse");
    let mut bob = Client::new(&base);
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
