//! Mail through a real SMTP server on loopback (Python's aiosmtpd, writing a
//! Maildir): the "your turn" mail arrives as valid MIME with text and HTML parts,
//! its move link opened and confirmed makes the move; every kind of decision
//! (one, several, an order, a number) is answered from a delivered mail and the
//! pages its links open; with the SMTP server down moves still succeed, a pass of
//! the outbox worker records a failed attempt per mail, and once the server is
//! back the next pass delivers every queued mail exactly once.
//!
//! The tests run the outbox worker themselves, one pass at a time with a clock
//! they choose, and play games seeded from fixed labels, so what they reach is
//! the same on every run.

use crate::common;

use common::web::{
    Client, TestServer, answer_on_link_page, available, field, free_port, hrefs, play_one, wait_for_port,
};
use letterbox::engine::conformance::random_answer;
use letterbox::engine::{Answer, Choice, GameRng, Prompt};
use letterbox::mail::worker::backoff_secs;
use letterbox::store::now;
use letterbox::web::game::make_move;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

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

/// How many delivered mails carry the Message-ID of outbox row `id`.
fn deliveries_of(all: &[String], id: i64) -> usize {
    let marker = format!("<mail-{id}@");
    all.iter().filter(|m| m.contains(&marker)).count()
}

/// A server on a SQLite database of its own whose mail goes over SMTP to a sink
/// on a free port, delivering into a Maildir in the server's data folder; no
/// worker threads, so the test runs the outbox worker's passes itself.
fn server_with_smtp_sink() -> (TestServer, SmtpSink, PathBuf, u16) {
    let port = free_port();
    let smtp_url = format!("smtp://127.0.0.1:{port}");
    let server = TestServer::on_sqlite(
        &[("LETTERBOX_MAIL_TRANSPORT", "smtp"), ("LETTERBOX_MAIL_SMTP_URL", smtp_url.as_str())],
        false,
    );
    let maildir = server.dir.path().join("Maildir");
    let sink = SmtpSink::start(port, &maildir);
    (server, sink, maildir, port)
}

#[test]
fn your_turn_mail_over_smtp_with_a_working_move_link_and_no_loss_in_an_outage() {
    if !available("SMTP", aiosmtpd_installed(), "python3 with aiosmtpd is not installed (pip install aiosmtpd)") {
        return;
    }
    let (server, sink, maildir, port) = server_with_smtp_sink();
    let (mut ann, mut bob, id) = server.dominion_for_two();
    let (seq, prompts, _) = server.state(id);
    let email = ["ann@example.org", "bob@example.org"][prompts[0].seat];

    // The your-turn mail arrives, as MIME with a text and an HTML part.
    assert!(server.mail_passes(now()) > 0, "a pass sends the queued mail");
    let mail = delivered(&maildir)
        .into_iter()
        .find(|m| m.contains(email) && m.contains("your turn"))
        .expect("the your-turn mail was delivered");
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
    server.mail_passes(now());
    assert_eq!(server.app.store.outbox_unsent().unwrap(), 0, "the outbox is empty before the outage");
    let before_outage = delivered(&maildir).len();
    sink.stop();
    let mut rng = GameRng::from_u64(11);
    let mut moves = 0;
    while moves < 30 && play_one(&server, &mut [&mut ann, &mut bob], id, &mut rng).is_some() {
        moves += 1;
    }
    let queued = server.app.store.outbox_unsent().unwrap();
    assert!(queued > 0, "mail waits in the outbox");

    // A pass against the closed port: every queued mail is tried once, fails,
    // and waits out its backoff, still queued.
    let at = now();
    assert_eq!(server.mail_passes(at), queued as usize, "the pass tried every queued mail");
    assert_eq!(server.app.store.outbox_unsent().unwrap(), queued, "no mail lost or given up on");
    let waiting: Vec<_> = server.app.store.outbox_states().unwrap().into_iter().filter(|m| !m.sent).collect();
    assert_eq!(waiting.len() as i64, queued);
    for m in &waiting {
        assert_eq!(m.attempts, 1, "one failed attempt recorded: {m:?}");
        assert!(m.last_error.is_some() && !m.failed, "{m:?}");
        assert!(m.due_at > at, "retried later, not at once: {m:?}");
    }
    assert_eq!(delivered(&maildir).len(), before_outage, "nothing was delivered during the outage");

    // Back up: not before the backoff; then one pass delivers every queued mail,
    // each exactly once, and every mail of the test was delivered once.
    let _sink = SmtpSink::start(port, &maildir);
    assert_eq!(server.mail_pass(at), 0, "a failed mail waits out its backoff");
    let retry = at + chrono::Duration::seconds(backoff_secs(0));
    assert_eq!(server.mail_passes(retry), queued as usize, "the retry claims each queued mail");
    assert_eq!(server.app.store.outbox_unsent().unwrap(), 0);
    let all = delivered(&maildir);
    let rows = server.app.store.outbox_states().unwrap();
    for m in &rows {
        assert!(m.sent, "{m:?}");
        assert_eq!(deliveries_of(&all, m.id), 1, "mail {} of {} was delivered once", m.id, rows.len());
    }
    assert_eq!(all.len(), rows.len(), "no mail was delivered twice");
    common::assert_settled(&server.app.store, retry, queued as usize);
    eprintln!("{} mails delivered, {queued} of them queued during the outage", rows.len());
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
/// links in the mail. The game's seed and `rng` are fixed: every run plays the
/// same moves, which reach the wanted decision.
fn play_until_mailed(
    server: &TestServer,
    id: i64,
    rng: &mut GameRng,
    prefer: &[&str],
    wanted: &dyn Fn(&Prompt) -> bool,
) -> (Prompt, String) {
    let holders = server.app.store.seat_holders(id).unwrap();
    for _ in 0..4_000 {
        let (seq, prompts, over) = server.state(id);
        assert!(!over, "game {id} ended before the wanted decision was mailed");
        for p in prompts.iter().filter(|p| wanted(p)) {
            let user = holders[p.seat].user_id.unwrap();
            // Links name the game, the user and the seq they were made at.
            let needle = format!("g={id}&u={user}&q={seq}&");
            let mailed = server.app.store.newest_mail(user, "your_turn", None).unwrap();
            if mailed.is_some_and(|m| m.contains(&needle)) {
                return (p.clone(), needle);
            }
        }
        let p = &prompts[0];
        // A random answer may break a rule its shape allows: the next round tries another.
        let _ = make_move(&server.app, id, p.seat, seq, &preferring(p, prefer, rng));
    }
    panic!("no wanted decision was mailed");
}

/// The HTML part of the turn mail whose links contain `needle`, delivered by a
/// pass of the outbox worker.
fn delivered_at(server: &TestServer, maildir: &Path, needle: &str) -> String {
    server.mail_passes(now());
    delivered(maildir)
        .into_iter()
        .find_map(|raw| {
            let parsed = mail_parser::MessageParser::default().parse(raw.as_bytes())?;
            let text = parsed.body_text(0)?.into_owned();
            let html = parsed.body_html(0)?.into_owned();
            text.contains(needle).then_some(html)
        })
        .unwrap_or_else(|| panic!("no delivered turn mail has links with {needle}"))
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

/// The seed labels of the games below, each known to reach its decision with
/// the rng it is played with: Militia's discard, a Sentry whose two cards differ
/// (so their order is asked), a Quo Vadis war bid.
const MILITIA_GAME: &str = "smtp/militia/0";
const SENTRY_GAME: &str = "smtp/sentry/1";
const QUO_VADIS_GAME: &str = "smtp/quo-vadis/0";
const PLAYERS: [&str; 3] = ["ann@example.org", "bob@example.org", "cyd@example.org"];

const SENTRY_PREFER: [&str; 8] =
    ["play:sentry", "treasures", "buy:province", "buy:gold", "buy:sentry", "buy:silver", "buy-phase", "end"];

fn has_sentry(p: &Prompt) -> bool {
    p.choice.options().iter().any(|o| o.key == "play:sentry")
}

const MILITIA_PREFER: [&str; 8] =
    ["play:militia", "treasures", "buy:province", "buy:gold", "buy:militia", "buy:silver", "buy-phase", "end"];

#[test]
fn every_kind_of_decision_is_answered_from_a_delivered_mail() {
    if !available("SMTP", aiosmtpd_installed(), "python3 with aiosmtpd is not installed (pip install aiosmtpd)") {
        return;
    }
    let (server, _sink, maildir, _) = server_with_smtp_sink();
    for (n, email) in PLAYERS.iter().enumerate() {
        server.client().signup(email, ["ann", "bob", "cyd"][n], "correct horse");
    }
    let mut answered = std::collections::BTreeSet::new();
    // A reader who never signs in: the mail's links are all it needs.
    let mut reader = server.client();

    // Many: Militia makes the other player discard two of five, a form by mail.
    let militia = server.seeded_game("dominion", MILITIA_GAME, &[("opt.kingdom", "first-game")], &PLAYERS[..2]);
    let mut rng = GameRng::from_u64(3);
    let (prompt, needle) =
        play_until_mailed(&server, militia, &mut rng, &MILITIA_PREFER, &|p| p.choice.shape() == "many");
    let seq = server.state(militia).0;
    let answer = random_answer(&prompt.choice, &mut rng);
    answer_from(&mut reader, &delivered_at(&server, &maildir, &needle), &answer);
    assert!(server.state(militia).0 > seq);
    answered.insert("many");

    // One, then Many and Order down the chain: Sentry played from the turn mail,
    // "none of them" twice by their links, then the order on the form. (Two equal
    // cards left on the deck need no order: the game's seed gives two that differ.)
    let sentry = server.seeded_game("dominion", SENTRY_GAME, &[("opt.kingdom", "size-distortion")], &PLAYERS[..2]);
    let (prompt, needle) = play_until_mailed(&server, sentry, &mut GameRng::from_u64(4), &SENTRY_PREFER, &has_sentry);
    let mut page = answer_from(&mut reader, &delivered_at(&server, &maildir, &needle), &Answer::one("play:sentry"));
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
    assert!(answered.contains("order"), "Sentry's order was answered down the chain");

    // Number: a war bid in Quo Vadis, by the form its mail links to.
    let quo_vadis = server.seeded_game("quo-vadis", QUO_VADIS_GAME, &[], &PLAYERS);
    let (prompt, needle) =
        play_until_mailed(&server, quo_vadis, &mut GameRng::from_u64(5), &[], &|p| p.choice.shape() == "number");
    let seq = server.state(quo_vadis).0;
    let Choice::Number { max, .. } = prompt.choice else { unreachable!() };
    answer_from(&mut reader, &delivered_at(&server, &maildir, &needle), &Answer::Number(max));
    assert!(server.state(quo_vadis).0 > seq);
    answered.insert("number");

    assert_eq!(answered.into_iter().collect::<Vec<_>>(), ["many", "number", "one", "order"]);
    assert!(!reader.cookies.contains_key("lb_session"), "never signed in");
    server.mail_passes(now());
    server.assert_settled();
}
