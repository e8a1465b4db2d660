//! Mail through a real SMTP server on loopback (Python's aiosmtpd, writing a
//! Maildir): the "your turn" mail arrives as valid MIME with text and HTML parts,
//! its move link opened and confirmed makes the move; every kind of decision
//! (one, several, an order, a number) is answered from a delivered mail and the
//! pages its links open; with the SMTP server down moves still succeed, and once
//! it is back every queued mail is delivered.

use crate::common;

use common::web::{Client, TestServer, answer_on_link_page, available, field, free_port, hrefs, play_one, wait_for_port};
use letterbox::engine::conformance::random_answer;
use letterbox::engine::{Answer, Choice, GameRng, Prompt};
use letterbox::web::game::make_move;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn aiosmtpd_installed() -> bool {
    Command::new("python3").args(["-c", "import aiosmtpd"]).stderr(Stdio::null()).status().is_ok_and(|s| s.success())
}

struct SmtpSink {
    child: Child,
}

impl SmtpSink {
    fn start(port: u16, maildir: &Path) -> SmtpSink {
        let child = Command::new("python3")
            .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Mailbox"])
            .arg(maildir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start aiosmtpd");
        wait_for_port(port, "aiosmtpd");
        SmtpSink { child }
    }

    fn stop(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn delivered(maildir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for sub in ["new", "cur"] {
        if let Ok(entries) = std::fs::read_dir(maildir.join(sub)) {
            for e in entries.flatten() {
                out.push(std::fs::read_to_string(e.path()).unwrap_or_default());
            }
        }
    }
    out
}

fn wait_until(what: &str, limit: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < limit, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn your_turn_mail_over_smtp_with_a_working_move_link_and_no_loss_in_an_outage() {
    if !available("SMTP", aiosmtpd_installed(), "python3 with aiosmtpd is not installed (pip install aiosmtpd)") {
        return;
    }
    let db = common::sqlite();
    let port = free_port();
    let maildir_root = tempfile::tempdir().unwrap();
    let maildir: PathBuf = maildir_root.path().join("Maildir");
    let sink = SmtpSink::start(port, &maildir);
    let smtp_url = format!("smtp://127.0.0.1:{port}");
    let server = TestServer::start(
        &db.url,
        &[("LETTERBOX_MAIL_TRANSPORT", "smtp"), ("LETTERBOX_MAIL_SMTP_URL", smtp_url.as_str())],
        true,
    );
    let (mut ann, mut bob, id) = server.dominion_for_two();
    let (seq, prompts, _) = server.state(id);
    let email = ["ann@example.org", "bob@example.org"][prompts[0].seat];

    // The your-turn mail arrives, as MIME with a text and an HTML part.
    let mut mail = String::new();
    wait_until("the your-turn mail", Duration::from_secs(20), || {
        match delivered(&maildir).into_iter().find(|m| m.contains(email) && m.contains("your turn")) {
            Some(m) => {
                mail = m;
                true
            }
            None => false,
        }
    });
    let parsed = mail_parser::MessageParser::default().parse(mail.as_bytes()).expect("valid MIME");
    assert!(mail.contains("Content-Type: multipart/alternative"), "{mail}");
    assert_eq!((parsed.text_body.len(), parsed.html_body.len()), (1, 1));
    let text = parsed.body_text(0).expect("a text part").into_owned();
    let html = parsed.body_html(0).expect("an HTML part").into_owned();
    assert!(html.contains("<a href=\""), "{html}");
    assert!(parsed.message_id().is_some_and(|m| m.starts_with("mail-")));
    assert!(mail.contains(&format!("In-Reply-To: <game-{id}@")), "mail of a game threads under one root");
    assert!(mail.contains("List-Unsubscribe:"));

    // Its first move link: opened (nothing happens), then confirmed (the move).
    let link = text.split_whitespace().find(|w| w.contains("/link/move?")).expect("a move link").to_string();
    let mut reader = server.client();
    let confirm = reader.get(&link);
    assert_eq!(confirm.status, 200);
    assert_eq!(server.state(id).0, seq, "opening a link changes nothing");
    let form: Vec<(String, String)> =
        ["g", "u", "q", "o", "e", "s"].iter().map(|k| (k.to_string(), field(&confirm.body, k).unwrap())).collect();
    let refs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let done = reader.post("/link/move", &refs);
    assert_eq!(done.status, 200, "{}", done.body);
    assert!(server.state(id).0 > seq, "the confirmed link made the move");

    // The SMTP server goes away; moves go on.
    wait_until("the outbox to drain", Duration::from_secs(20), || server.app.store.outbox_unsent().unwrap() == 0);
    sink.stop();
    let mut rng = GameRng::from_u64(11);
    let mut moves = 0;
    while moves < 30 && play_one(&server, &mut [&mut ann, &mut bob], id, &mut rng).is_some() {
        moves += 1;
    }
    assert!(server.app.store.outbox_unsent().unwrap() > 0, "mail waits in the outbox");
    // Let the worker fail at least once against the closed port.
    std::thread::sleep(Duration::from_secs(2));
    let queued = server.app.store.outbox_unsent().unwrap();
    assert!(queued > 0);

    // Back up: every queued mail is delivered, none lost.
    let _sink = SmtpSink::start(port, &maildir);
    server.app.wake_mailer();
    wait_until("the queued mail", Duration::from_secs(120), || server.app.store.outbox_unsent().unwrap() == 0);
    let all = delivered(&maildir);
    let total: i64 = {
        use diesel::prelude::*;
        use letterbox::store::schema::outbox;
        outbox::table.count().get_result(&mut *server.app.store.conn().unwrap()).unwrap()
    };
    for outbox_id in 1..=total {
        let marker = format!("<mail-{outbox_id}@");
        assert!(all.iter().any(|m| m.contains(&marker)), "mail {outbox_id} of {total} was delivered");
    }
    eprintln!("{total} mails delivered, {queued} of them queued during the outage");
}

/// Create a started game of `slug` for `players` (the first creates it with the
/// extra form `fields`, the others join); returns its id.
fn started(players: &mut [&mut Client], slug: &str, fields: &[(&str, &str)]) -> i64 {
    let csrf = players[0].csrf("/games/new");
    let seats = players.len().to_string();
    let mut form = vec![("csrf", csrf.as_str()), ("game", slug), ("seats", seats.as_str()), ("listed", "1"), ("invite", "")];
    form.extend_from_slice(fields);
    let r = players[0].post("/games", &form);
    assert_eq!(r.status, 303, "create {slug}: {}", r.body);
    let id: i64 = r.location.unwrap().trim_start_matches("/games/").parse().unwrap();
    for p in players[1..].iter_mut() {
        p.join(id);
    }
    id
}

/// The first option of `prefer` that `prompt` offers, else a random answer.
fn preferring(prompt: &Prompt, prefer: &[&str], rng: &mut GameRng) -> Answer {
    if let Choice::One { options } = &prompt.choice
        && let Some(k) = prefer.iter().find(|k| options.iter().any(|o| o.key == **k))
    {
        return Answer::one(*k);
    }
    random_answer(&prompt.choice, rng)
}

/// Play on quickly (straight through the app: the moves queue their mail as any
/// move does) until a seat that `wanted` picks was mailed its decision at the
/// game's current seq; returns that seat's prompt and the needle that finds its
/// links in the mail, or `None` if the game (its seed is random) ended first.
fn play_until_mailed(
    server: &TestServer,
    id: i64,
    rng: &mut GameRng,
    prefer: &[&str],
    wanted: &dyn Fn(&Prompt) -> bool,
) -> Option<(Prompt, String)> {
    let holders = server.app.store.seat_holders(id).unwrap();
    for _ in 0..4_000 {
        let (seq, prompts, over) = server.state(id);
        if over {
            return None;
        }
        for p in prompts.iter().filter(|p| wanted(p)) {
            let user = holders[p.seat].user_id.unwrap();
            // Links name the game, the user and the seq they were made at.
            let needle = format!("g={id}&u={user}&q={seq}&");
            let mailed = server.app.store.newest_mail(user, "your_turn", None).unwrap();
            if mailed.is_some_and(|m| m.contains(&needle)) {
                return Some((p.clone(), needle));
            }
        }
        let p = &prompts[0];
        // A random answer may break a rule its shape allows: the next round tries another.
        let _ = make_move(&server.app, id, p.seat, seq, &preferring(p, prefer, rng));
    }
    panic!("no wanted decision was mailed");
}

/// The HTML part of the delivered turn mail whose links contain `needle`.
fn delivered_at(maildir: &Path, needle: &str) -> String {
    let mut found = None;
    wait_until("the turn mail", Duration::from_secs(30), || {
        found = delivered(maildir).into_iter().find_map(|raw| {
            let parsed = mail_parser::MessageParser::default().parse(raw.as_bytes())?;
            let text = parsed.body_text(0)?.into_owned();
            let html = parsed.body_html(0)?.into_owned();
            text.contains(needle).then_some(html)
        });
        found.is_some()
    });
    found.unwrap()
}

/// Answer from a mail (or a link page): straight through a link proposing the
/// answer when there is one, else through the decision's form page.
fn answer_from(reader: &mut Client, page: &str, answer: &Answer) -> String {
    let direct = match answer {
        Answer::One(_) => !hrefs(page, "/link/move?").is_empty(),
        Answer::Many(_) => {
            let json = serde_json::to_string(answer).unwrap();
            let encoded: String = form_urlencoded::byte_serialize(json.as_bytes()).collect();
            hrefs(page, "/link/decide?").iter().any(|h| h.contains(&format!("&a={encoded}&")))
        }
        _ => false,
    };
    let page = if direct || page.contains("action=\"/link/decide\"") {
        page.to_string()
    } else {
        let form = hrefs(page, "/link/decide?").into_iter().find(|h| !h.contains("&a=")).expect("a link to the form");
        let r = reader.get(&form);
        assert_eq!(r.status, 200, "{}", r.body);
        r.body
    };
    let r = answer_on_link_page(reader, &page, answer);
    assert_eq!(r.status, 200, "{answer:?}: {}", r.body);
    assert!(r.body.contains("Your move is made"), "{}", r.body);
    r.body
}

/// A game's seed is random, so one game may end before the wanted decision
/// comes up: a new game is started, up to five.
fn within_five_games<T>(mut play: impl FnMut() -> Option<T>) -> T {
    (0..5).find_map(|_| play()).expect("the wanted decision came up in one of five games")
}

#[test]
fn every_kind_of_decision_is_answered_from_a_delivered_mail() {
    if !available("SMTP", aiosmtpd_installed(), "python3 with aiosmtpd is not installed (pip install aiosmtpd)") {
        return;
    }
    let db = common::sqlite();
    let port = free_port();
    let maildir_root = tempfile::tempdir().unwrap();
    let maildir: PathBuf = maildir_root.path().join("Maildir");
    let _sink = SmtpSink::start(port, &maildir);
    let smtp_url = format!("smtp://127.0.0.1:{port}");
    let server = TestServer::start(
        &db.url,
        &[("LETTERBOX_MAIL_TRANSPORT", "smtp"), ("LETTERBOX_MAIL_SMTP_URL", smtp_url.as_str())],
        true,
    );
    let mut people: Vec<Client> = ["ann", "bob", "cyd"]
        .iter()
        .map(|n| {
            let mut c = server.client();
            c.signup(&format!("{n}@example.org"), n, "correct horse");
            c
        })
        .collect();
    let mut answered = std::collections::BTreeSet::new();
    let mut rng = GameRng::from_u64(3);
    // A reader who never signs in: the mail's links are all it needs.
    let mut reader = server.client();

    // Many: Militia makes the other player discard two of five, a form by mail.
    let [ann, bob, cyd] = &mut people[..] else { unreachable!() };
    let prefer = ["play:militia", "treasures", "buy:province", "buy:gold", "buy:militia", "buy:silver", "buy-phase", "end"];
    let (militia, (prompt, needle)) = within_five_games(|| {
        let id = started(&mut [&mut *ann, &mut *bob], "dominion", &[("opt.kingdom", "first-game")]);
        play_until_mailed(&server, id, &mut rng, &prefer, &|p| p.choice.shape() == "many").map(|found| (id, found))
    });
    let seq = server.state(militia).0;
    let answer = random_answer(&prompt.choice, &mut rng);
    answer_from(&mut reader, &delivered_at(&maildir, &needle), &answer);
    assert!(server.state(militia).0 > seq);
    answered.insert("many");

    // One, then Many and Order down the chain: Sentry played from the turn mail,
    // "none of them" twice by their links, then the order on the form.
    let prefer = ["play:sentry", "treasures", "buy:province", "buy:gold", "buy:sentry", "buy:silver", "buy-phase", "end"];
    let has_sentry = |p: &Prompt| p.choice.options().iter().any(|o| o.key == "play:sentry");
    // Two equal cards left on the deck need no order (the platform answers a
    // single possible order): then Sentry is played in another game. Early on
    // the two are often both Coppers, and five games once all missed the order.
    for _ in 0..12 {
        let (sentry, (prompt, needle)) = within_five_games(|| {
            let id = started(&mut [&mut *ann, &mut *bob], "dominion", &[("opt.kingdom", "size-distortion")]);
            play_until_mailed(&server, id, &mut rng, &prefer, &has_sentry).map(|found| (id, found))
        });
        let mut page = answer_from(&mut reader, &delivered_at(&maildir, &needle), &Answer::one("play:sentry"));
        answered.insert("one");
        while let Some(next) = server.state(sentry).1.into_iter().find(|p| p.seat == prompt.seat) {
            let answer = match &next.choice {
                Choice::Many { .. } => Answer::Many(vec![]),
                Choice::Order { items } => Answer::Order(items.iter().rev().map(|o| o.key.to_string()).collect()),
                _ => break,
            };
            answered.insert(next.choice.shape());
            page = answer_from(&mut reader, &page, &answer);
        }
        if answered.contains("order") {
            break;
        }
    }
    assert!(answered.contains("order"), "Sentry's order was answered down the chain");

    // Number: a war bid in Quo Vadis, by the form its mail links to.
    let (quo_vadis, (prompt, needle)) = within_five_games(|| {
        let id = started(&mut [&mut *ann, &mut *bob, &mut *cyd], "quo-vadis", &[]);
        play_until_mailed(&server, id, &mut rng, &[], &|p| p.choice.shape() == "number").map(|found| (id, found))
    });
    let seq = server.state(quo_vadis).0;
    let Choice::Number { max, .. } = prompt.choice else { unreachable!() };
    answer_from(&mut reader, &delivered_at(&maildir, &needle), &Answer::Number(max));
    assert!(server.state(quo_vadis).0 > seq);
    answered.insert("number");

    assert_eq!(answered.into_iter().collect::<Vec<_>>(), ["many", "number", "one", "order"]);
    assert!(!reader.cookies.contains_key("lb_session"), "never signed in");
}
