//! The web service under load (`cargo bench --bench web`, a release build, SQLite):
//! - a mid-game Dominion page as a signed-in player, next to a static file served
//!   by the same server in the same run (wrk: req/s, p50, p99, and their ratio);
//! - move submissions per second through the JSON API, many games at once;
//! - the outbox's drain rate to a local SMTP sink (aiosmtpd's Sink handler).
//!
//! wrk and aiosmtpd are external programs: each part says so and is skipped when
//! its program is missing.

#[path = "../tests/common/mod.rs"]
mod common;

use common::web::{Client, TestServer, big_money, free_port, play_one, wait_for_port};
use letterbox::engine::{GameRng, Prompt};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

const WRK_SECS: u32 = 10;
const MOVE_SECS: u64 = 10;
const MOVE_GAMES: usize = 8;
const MAILS: usize = 3_000;

struct WrkResult {
    rps: f64,
    p50: String,
    p99: String,
}

fn wrk(url: &str, cookie: &str) -> Option<WrkResult> {
    let out = Command::new("wrk")
        .args(["-t2", "-c32", &format!("-d{WRK_SECS}s"), "--latency", "-H", &format!("Cookie: {cookie}"), url])
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let find = |prefix: &str| {
        text.lines()
            .find_map(|l| l.trim().strip_prefix(prefix).map(|r| r.split_whitespace().next().unwrap_or("").to_string()))
    };
    if let Some(errors) = text.lines().find(|l| l.contains("Non-2xx") || l.contains("Socket errors")) {
        eprintln!("wrk {url}: {errors}");
    }
    Some(WrkResult { rps: find("Requests/sec:")?.parse().ok()?, p50: find("50%")?, p99: find("99%")? })
}

fn pages(server: &TestServer) {
    let mut ann = server.client();
    ann.signup("ann@example.org", "Ann", "correct horse");
    let mut bob = server.client();
    bob.signup("bob@example.org", "Bob", "correct horse");
    let id = ann.create_dominion("");
    bob.join(id);
    let mut rng = GameRng::from_u64(5);
    for _ in 0..40 {
        play_one(server, &mut [&mut ann, &mut bob], id, &mut rng);
    }
    breakdown(server, id);
    let cookie = ann.cookies.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("; ");
    let page_url = format!("{}/games/{id}", server.base);
    let bytes = ann.get(&format!("/games/{id}")).body.len();
    let Some(page) = wrk(&page_url, &cookie) else {
        eprintln!("skipping the page benchmark: wrk is not installed (apt-get install wrk)");
        return;
    };
    let static_file = wrk(&format!("{}/static/site.css", server.base), &cookie).expect("wrk ran once");
    println!(
        "game page (mid-game Dominion, {} events, {bytes} bytes): {:.0} req/s, p50 {}, p99 {}",
        server.state(id).0,
        page.rps,
        page.p50,
        page.p99
    );
    println!("static file (site.css): {:.0} req/s, p50 {}, p99 {}", static_file.rps, static_file.p50, static_file.p99);
    println!("page / static throughput: {:.2}", page.rps / static_file.rps);
}

/// Where a page's time goes, in-process, without HTTP: the whole page, the board,
/// the log, the database reads.
fn breakdown(server: &TestServer, id: i64) {
    use letterbox::boards::BoardCtx;
    use letterbox::engine::Viewer;
    use letterbox::web::Ctx;
    const N: u32 = 2_000;
    let app = &server.app;
    let user = app.store.user_by_email("ann@example.org").unwrap();
    let s = app.langs.get("en");
    let cx = Ctx {
        app: &server.site,
        user,
        s,
        tz: chrono_tz::UTC,
        here: "/".to_string(),
        csrf: "x".repeat(32),
        anon: None,
        session: None,
    };
    let time = |f: &dyn Fn()| {
        let start = Instant::now();
        for _ in 0..N {
            f();
        }
        start.elapsed().as_secs_f64() * 1e6 / N as f64
    };
    let page = time(&|| {
        letterbox::web::game::render_game(&cx, id, None, actix_web::http::StatusCode::OK).ok().unwrap();
    });
    let names = vec!["Ann".to_string(), "Bob".to_string()];
    let catalog = app.catalog("dominion", "en").unwrap();
    let render = letterbox::boards::find("dominion").unwrap().board;
    let board = time(&|| {
        app.store
            .with_match(id, |m| {
                let ctx = BoardCtx { catalog, names: &names, viewer: Viewer::Seat(0), prompt: None };
                render(m.state(), &ctx).unwrap();
            })
            .unwrap();
    });
    let log = time(&|| {
        app.store
            .with_match(id, |m| {
                for l in m.log_for(Viewer::Seat(0)) {
                    catalog.html(&l.entry.text, &|s| names[s].clone());
                }
            })
            .unwrap();
    });
    let reads = time(&|| {
        app.store.game_row(id).unwrap();
        app.store.seat_holders(id).unwrap();
        app.store.chat(id, 50).unwrap();
        app.store.user(1).unwrap();
    });
    println!(
        "game page in-process: {page:.0} µs (board {board:.0} µs, whole log {log:.0} µs, 4 database reads {reads:.0} µs)"
    );
}

fn moves(server: &TestServer) {
    let mut ann = server.client();
    ann.signup("ann2@example.org", "Ann", "correct horse");
    let mut bob = server.client();
    bob.signup("bob2@example.org", "Bob", "correct horse");
    let tokens = [ann.api_token(), bob.api_token()];
    // Each client plays 8 games to their end (or until the time is up).
    let games: Vec<i64> = (0..MOVE_GAMES * 8)
        .map(|_| {
            let id = ann.create_dominion("");
            bob.join(id);
            id
        })
        .collect();
    let made = Arc::new(AtomicU64::new(0));
    let deadline = Instant::now() + Duration::from_secs(MOVE_SECS);
    let threads: Vec<_> = games
        .chunks(8)
        .map(|mine| {
            let (made, tokens, base, mine) = (made.clone(), tokens.clone(), server.base.clone(), mine.to_vec());
            std::thread::spawn(move || {
                let mut c = Client::new(&base);
                let mut rng = GameRng::from_u64(mine[0] as u64);
                let mut seat_of_turn = vec![0usize; mine.len()];
                let mut finished = vec![false; mine.len()];
                while Instant::now() < deadline && finished.contains(&false) {
                    for (i, &game) in mine.iter().enumerate() {
                        if finished[i] {
                            continue;
                        }
                        let token = &tokens[seat_of_turn[i]];
                        let (_, v) = c.api_get(&format!("/api/v1/games/{game}"), token);
                        if v["ok"]["status"] == "finished" {
                            finished[i] = true;
                            continue;
                        }
                        let Ok(prompt) = serde_json::from_value::<Prompt>(v["ok"]["prompt"].clone()) else {
                            seat_of_turn[i] = 1 - seat_of_turn[i];
                            continue;
                        };
                        let body = serde_json::json!({ "seq": v["ok"]["seq"], "answer": big_money(&prompt, &mut rng) });
                        if c.api_post(&format!("/api/v1/games/{game}/answer"), token, &body).0 == 200 {
                            made.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                }
            })
        })
        .collect();
    let start = Instant::now();
    for t in threads {
        t.join().unwrap();
    }
    let secs = start.elapsed().as_secs_f64();
    let n = made.load(Ordering::Relaxed);
    println!(
        "move submissions (JSON API, {} games, {MOVE_GAMES} clients; a move is a GET of the game and a POST): {n} in {secs:.1} s = {:.0} moves/s",
        MOVE_GAMES * 8,
        n as f64 / secs
    );
}

fn outbox(db_url: &str) {
    let aiosmtpd = Command::new("python3").args(["-c", "import aiosmtpd"]).stderr(Stdio::null()).status();
    if !aiosmtpd.is_ok_and(|s| s.success()) {
        eprintln!("skipping the outbox benchmark: python3 with aiosmtpd is not installed");
        return;
    }
    let port = free_port();
    let mut sink = Command::new("python3")
        .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Sink"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start aiosmtpd");
    wait_for_port(port, "aiosmtpd");
    let url = format!("smtp://127.0.0.1:{port}");
    let server = TestServer::start(
        db_url,
        &[("LETTERBOX_MAIL_TRANSPORT", "smtp"), ("LETTERBOX_MAIL_SMTP_URL", url.as_str())],
        false,
    );
    let mail = letterbox::mail::Composed {
        to: "player@example.org".into(),
        to_name: "Player".into(),
        subject: "Dominion #1: your turn".into(),
        text: "It is your turn.\n".repeat(20),
        html: "<p>It is your turn.</p>".repeat(20),
        unsubscribe: Some(format!("{}/unsubscribe?u=1&s=00", server.base)),
    };
    let payload = serde_json::to_string(&mail).unwrap();
    for _ in 0..MAILS {
        server.app.store.enqueue_mail("your_turn", None, None, &payload).unwrap();
    }
    let start = Instant::now();
    while letterbox::mail::worker::drain(&server.app).unwrap() > 0 {}
    let secs = start.elapsed().as_secs_f64();
    assert_eq!(server.app.store.outbox_unsent().unwrap(), 0, "every mail was accepted by the sink");
    println!("outbox drain to a local SMTP sink: {MAILS} mails in {secs:.2} s = {:.0} mails/s", MAILS as f64 / secs);
    let _ = sink.kill();
    let _ = sink.wait();
}

fn main() {
    // `cargo bench` passes harness flags; this benchmark takes none.
    let db = common::sqlite();
    // A load test: many games and API calls by one pair of users.
    let unlimited = [("LETTERBOX_LIMITS_GAMES_PER_HOUR", "1000000"), ("LETTERBOX_LIMITS_API_PER_MINUTE", "1000000")];
    let server = TestServer::start(&db.url, &unlimited, false);
    pages(&server);
    moves(&server);
    outbox(&common::sqlite().url);
}
