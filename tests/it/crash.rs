//! kill -9 the server during a burst of moves: after a restart every move that got
//! a success response is in the log, at the seq it was acknowledged for, and none
//! is there twice. kill -9 it while it sends a batch of mail to a slow SMTP
//! server: after a restart every mail arrives, and at most the one in flight at
//! the kill arrives twice.

use crate::common;

use common::web::{Client, Mailbox, available, big_money, free_port, newest_mail_text, start_serving, wait_for_port};
use diesel::{Connection, RunQueryDsl, SqliteConnection};
use letterbox::engine::{Answer, GameRng, Prompt};
use letterbox::store::Store;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn start(port: u16, dir: &std::path::Path) -> Child {
    start_with(port, dir, &[])
}

fn start_with(port: u16, dir: &std::path::Path, env: &[(&str, String)]) -> Child {
    start_serving(
        Command::new(env!("CARGO_BIN_EXE_letterbox"))
            .arg("serve")
            .env("LETTERBOX_BIND", format!("127.0.0.1:{port}"))
            .env("LETTERBOX_BASE_URL", format!("http://127.0.0.1:{port}"))
            .env("LETTERBOX_DATA_DIR", dir)
            .env("LETTERBOX_DATABASE_URL", format!("sqlite://{}", dir.join("letterbox.db").display()))
            .env("LETTERBOX_MAIL_TRANSPORT", "file")
            .env("LETTERBOX_MAIL_DIR", dir.join("mail"))
            // A burst of moves as fast as the server takes them: no API rate limit.
            .env("LETTERBOX_LIMITS_API_PER_MINUTE", "1000000")
            .envs(env.iter().map(|(k, v)| (k, v))),
        port,
        &dir.join("serve.log"),
    )
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
    let db = Arc::new(
        Store::open(&format!("sqlite://{}", dir.path().join("letterbox.db").display()), letterbox::boards::find_game)
            .unwrap(),
    );
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

/// An SMTP server (aiosmtpd) that stores each message it receives as a file in
/// `dir` (one file per delivery: a mail delivered twice is two files), then
/// takes `delay` before its reply. Like a real mail server, it delivers what it
/// has received even if the client vanishes before the reply: so every mail in
/// flight at a kill is delivered, and goes again after the restart.
const SLOW_SINK: &str = r#"
import asyncio, os, sys, time
from aiosmtpd.controller import Controller

port, out, delay = int(sys.argv[1]), sys.argv[2], float(sys.argv[3])
os.makedirs(out, exist_ok=True)

class Slow:
    count = 0

    async def handle_DATA(self, server, session, envelope):
        Slow.count += 1
        name = os.path.join(out, "%d-%d" % (time.time_ns(), Slow.count))
        with open(name + ".tmp", "wb") as f:
            f.write(envelope.content)
        os.rename(name + ".tmp", name + ".eml")
        await asyncio.sleep(delay)
        return "250 OK"

Controller(Slow(), hostname="127.0.0.1", port=port).start()
while True:
    time.sleep(3600)
"#;

struct Sink(Child);

impl Drop for Sink {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn aiosmtpd_installed() -> bool {
    Command::new("python3").args(["-c", "import aiosmtpd"]).stderr(Stdio::null()).status().is_ok_and(|s| s.success())
}

/// Rows the outbox has marked sent.
fn marked_sent(url: &str) -> Vec<i64> {
    #[derive(diesel::QueryableByName)]
    struct Id {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        id: i64,
    }
    let mut c = SqliteConnection::establish(url.trim_start_matches("sqlite://")).unwrap();
    let ids: Vec<Id> = diesel::sql_query("SELECT id FROM outbox WHERE sent_at IS NOT NULL").load(&mut c).unwrap();
    ids.into_iter().map(|r| r.id).collect()
}

/// The outbox id in each delivered mail's Message-ID (`<mail-ID@domain>`).
fn delivered_ids(dir: &std::path::Path) -> Vec<i64> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    entries
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .filter_map(|m| {
            let line = m.lines().find(|l| l.to_lowercase().starts_with("message-id:"))?.to_string();
            let id = line.split("<mail-").nth(1)?.split('@').next()?;
            id.parse().ok()
        })
        .collect()
}

#[test]
fn kill_9_during_a_send_batch_repeats_at_most_the_mail_in_flight() {
    if !available("SMTP", aiosmtpd_installed(), "python3 with aiosmtpd is not installed (pip install aiosmtpd)") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("letterbox.db").display());
    // 30 mails wait in the outbox before the server starts: one claimed batch.
    let store = Store::open(&url, letterbox::boards::find_game).unwrap();
    store.migrate().unwrap();
    const MAILS: usize = 30;
    for i in 0..MAILS {
        let mail = serde_json::json!({
            "to": format!("p{i}@example.org"), "to_name": "", "subject": format!("mail {i}"),
            "text": "hello", "html": "<p>hello</p>",
        });
        store.enqueue_mail("reset", None, None, &mail.to_string()).unwrap();
    }
    // The SMTP server takes 150 ms per mail, so the batch takes some 4.5 s to
    // send and a kill after the 8th delivery lands in its middle.
    let script = dir.path().join("slow_sink.py");
    std::fs::write(&script, SLOW_SINK).unwrap();
    let inbox = dir.path().join("inbox");
    let smtp_port = free_port();
    let sink = Sink(
        Command::new("python3")
            .arg(&script)
            .args([smtp_port.to_string(), inbox.display().to_string(), "0.15".to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the SMTP sink"),
    );
    wait_for_port(smtp_port, "the SMTP sink");
    let env = [
        ("LETTERBOX_MAIL_TRANSPORT", "smtp".to_string()),
        ("LETTERBOX_MAIL_SMTP_URL", format!("smtp://127.0.0.1:{smtp_port}")),
    ];
    let port = free_port();
    let mut server = start_with(port, dir.path(), &env);
    let start_time = Instant::now();
    while delivered_ids(&inbox).len() < 8 {
        assert!(start_time.elapsed() < Duration::from_mins(1), "mail never started to arrive");
        std::thread::sleep(Duration::from_millis(5));
    }
    server.kill().expect("kill -9"); // SIGKILL on Unix
    server.wait().unwrap();
    // What the dead server had marked sent, and what had arrived.
    let sent_at_kill = marked_sent(&url);
    let arrived_at_kill = delivered_ids(&inbox);
    eprintln!("at the kill: {} marked sent, {} arrived", sent_at_kill.len(), arrived_at_kill.len());
    assert!(
        !arrived_at_kill.is_empty() && arrived_at_kill.len() < MAILS,
        "the kill landed in the middle of the batch: {} of {MAILS} delivered",
        arrived_at_kill.len()
    );
    let unmarked: Vec<i64> = arrived_at_kill.iter().filter(|id| !sent_at_kill.contains(id)).copied().collect();
    assert!(unmarked.len() <= 1, "at most one mail was out but not marked at the kill: {unmarked:?}");

    // Restart: the rest goes out once the dead server has been silent long
    // enough (see `store::outbox::SILENT_SECS`), well before its lease would end.
    let mut server = start_with(port, dir.path(), &env);
    let drained = Instant::now();
    while store.outbox_unsent().unwrap() > 0 {
        assert!(drained.elapsed() < Duration::from_mins(5), "the outbox drains after the restart");
        std::thread::sleep(Duration::from_millis(200));
    }
    let _ = server.kill();
    let _ = server.wait();
    drop(sink);

    let mut ids = delivered_ids(&inbox);
    let deliveries = ids.len();
    ids.sort_unstable();
    let mut twice: Vec<i64> = ids.windows(2).filter(|w| w[0] == w[1]).map(|w| w[0]).collect();
    twice.dedup();
    ids.dedup();
    eprintln!("{deliveries} deliveries of {} mails; twice: {twice:?}", ids.len());
    assert_eq!(ids.len(), MAILS, "every mail arrived");
    assert!(deliveries <= MAILS + 1, "at most one mail arrived twice: {twice:?}");
    for id in &twice {
        assert!(!sent_at_kill.contains(id), "a mail marked sent before the kill went again: {id}");
        assert_eq!(unmarked, vec![*id], "only the mail in flight at the kill went twice");
    }
}
