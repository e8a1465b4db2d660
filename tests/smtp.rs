//! Mail through a real SMTP server on loopback (Python's aiosmtpd, writing a
//! Maildir): the "your turn" mail arrives as valid MIME with text and HTML parts,
//! its move link opened and confirmed makes the move; with the SMTP server down
//! moves still succeed, and once it is back every queued mail is delivered.

mod common;

use common::web::{TestServer, available, field, free_port, play_one, wait_for_port};
use letterbox::engine::GameRng;
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
    let mut ann = server.client();
    ann.signup("ann@example.org", "Ann", "correct horse");
    let mut bob = server.client();
    bob.signup("bob@example.org", "Bob", "correct horse");
    let id = ann.create_dominion("");
    bob.join(id);
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
