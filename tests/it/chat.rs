//! Chat by mail and times in the reader's zone, end to end over HTTP on SQLite
//! and (when configured) PostgreSQL: a player who asks for it gets each chat
//! message mailed at once (off by default); everyone gets the chat since their
//! last move in their next turn mail; chat and log times on the game page and
//! the replay are in the reader's zone and name it.

use crate::common;

use common::web::{Client, TestServer, newest_mail_text, play_one};
use letterbox::engine::GameRng;
use letterbox::mail::compose::{CHAT, YOUR_TURN};

const PASSWORD: &str = "correct horse";

/// Ann and Bob in a started Dominion game.
fn started(server: &TestServer) -> (Client, Client, i64) {
    let mut ann = server.client();
    ann.signup("ann@example.org", "Ann", PASSWORD);
    let mut bob = server.client();
    bob.signup("bob@example.org", "Bob", PASSWORD);
    let id = ann.create_dominion("");
    bob.join(id);
    (ann, bob, id)
}

fn settings(c: &mut Client, chat_mail: Option<&str>, zone: &str) -> u16 {
    let csrf = c.csrf("/settings");
    let mut form = vec![("csrf", csrf.as_str()), ("mail_pref", "every_turn"), ("lang", "en"), ("time_zone", zone)];
    if let Some(v) = chat_mail {
        form.push(("chat_mail", v));
    }
    c.post("/settings", &form).status
}

fn chat(c: &mut Client, id: i64, body: &str) {
    let csrf = c.csrf(&format!("/games/{id}"));
    assert_eq!(c.post(&format!("/games/{id}/chat"), &[("csrf", &csrf), ("body", body)]).status, 303);
}

/// How many chat mails `email` has been sent (queued).
fn chat_mails(server: &TestServer, email: &str) -> usize {
    use diesel::prelude::*;
    use letterbox::store::schema::outbox;
    let user = server.app.store.user_by_email(email).unwrap().unwrap();
    let n: i64 = outbox::table
        .filter(outbox::user_id.eq(user.id))
        .filter(outbox::kind.eq(CHAT))
        .count()
        .get_result(&mut *server.app.store.conn().unwrap())
        .unwrap();
    n as usize
}

fn chat_by_mail(server: &TestServer) {
    let (mut ann, mut bob, id) = started(server);
    // Off by default: the settings show the box unticked, and a message mails nobody.
    let page = bob.get("/settings").body;
    assert!(page.contains(r#"<input type="checkbox" name="chat_mail" value="1">"#), "unticked by default: {page}");
    chat(&mut ann, id, "hello before anyone asked");
    assert_eq!(chat_mails(server, "bob@example.org"), 0, "no chat mail unless asked for");

    // Bob asks for each message at once, in Tokyo time; a bad value changes nothing.
    assert_eq!(settings(&mut bob, Some("yes"), "Asia/Tokyo"), 400);
    assert_eq!(server.app.store.user_by_email("bob@example.org").unwrap().unwrap().chat_mail, 0);
    assert_eq!(settings(&mut bob, Some("1"), "Asia/Tokyo"), 303);
    assert!(bob.get("/settings").body.contains(r#"name="chat_mail" value="1" checked"#));
    chat(&mut ann, id, "see you at dawn");
    assert_eq!(chat_mails(server, "bob@example.org"), 1);
    let mail = newest_mail_text(&server.app.store, CHAT, "bob@example.org").expect("Bob's chat mail");
    assert!(mail.contains("see you at dawn") && mail.contains("Ann"), "{mail}");
    assert!(mail.contains(" JST"), "the time is Bob's and names his zone: {mail}");
    assert!(mail.contains(&format!("/games/{id}#chat")), "{mail}");
    // Nobody is mailed their own message, and Ann did not ask for chat mail.
    chat(&mut bob, id, "dawn it is");
    assert_eq!(chat_mails(server, "ann@example.org"), 0);
    assert_eq!(chat_mails(server, "bob@example.org"), 1);

    // No game mail at all (unsubscribed) means no chat mail either; nor once
    // the box is unticked.
    let user = server.app.store.user_by_email("bob@example.org").unwrap().unwrap();
    server.app.store.set_mail_pref(user.id, letterbox::store::users::MailPref::None).unwrap();
    chat(&mut ann, id, "anyone there?");
    assert_eq!(chat_mails(server, "bob@example.org"), 1);
    assert_eq!(settings(&mut bob, None, "Asia/Tokyo"), 303);
    chat(&mut ann, id, "still nobody?");
    assert_eq!(chat_mails(server, "bob@example.org"), 1);
    assert_eq!(server.app.store.user_by_email("bob@example.org").unwrap().unwrap().chat_mail, 0);

    // The chat since a player's last move comes with their next turn mail: the
    // seat to move now plays until the other seat is prompted.
    let first = server.state(id).1[0].seat;
    let other_email = ["ann@example.org", "bob@example.org"][1 - first];
    chat(if first == 0 { &mut ann } else { &mut bob }, id, "your move soon");
    let mut rng = GameRng::from_u64(3);
    for _ in 0..50 {
        if server.state(id).1.iter().any(|p| p.seat != first) {
            break;
        }
        play_one(server, &mut [&mut ann, &mut bob], id, &mut rng);
    }
    let turn = newest_mail_text(&server.app.store, YOUR_TURN, other_email).expect("a turn mail");
    assert!(turn.contains("Chat since your last move:") && turn.contains("your move soon"), "{turn}");
    // What happened since comes with times (each event's first entry).
    assert!(turn.lines().any(|l| l.starts_with("- (") && l.contains(':')), "log lines with times: {turn}");
}

#[test]
fn chat_is_mailed_at_once_only_to_who_asks_on_sqlite() {
    chat_by_mail(&TestServer::on_sqlite(&[], false));
}

#[test]
fn chat_is_mailed_at_once_only_to_who_asks_on_postgres() {
    let Some(db) = common::postgres() else { return };
    chat_by_mail(&TestServer::start(&db.url, &[], false));
}

/// The `<time>` texts of a page, in page order.
fn times(html: &str) -> Vec<String> {
    html.match_indices("<time class=\"muted\">")
        .filter_map(|(i, m)| {
            let start = i + m.len();
            html[start..].find("</time>").map(|end| html[start..start + end].to_string())
        })
        .collect()
}

#[test]
fn chat_and_log_times_are_in_the_readers_zone_and_name_it() {
    let server = TestServer::on_sqlite(&[], false);
    let (mut ann, mut bob, id) = started(&server);
    assert_eq!(settings(&mut ann, None, "Asia/Tokyo"), 303);
    assert_eq!(settings(&mut bob, None, "America/New_York"), 303);
    let mut rng = GameRng::from_u64(5);
    for _ in 0..6 {
        play_one(&server, &mut [&mut ann, &mut bob], id, &mut rng);
    }
    chat(&mut ann, id, "good game so far");
    let logged = server
        .app
        .store
        .with_match(id, |m| m.log_for(letterbox::engine::Viewer::Seat(0)).filter(|l| l.seq > 0).count())
        .unwrap();
    for (c, zone) in [(&mut ann, "JST"), (&mut bob, "E")] {
        let page = c.get(&format!("/games/{id}")).body;
        let log = &page[page.find("class=\"log\"").unwrap()..page.find("id=\"chat\"").unwrap()];
        let log_times = times(log);
        assert!(!log_times.is_empty() && log_times.len() <= logged, "log entries carry times: {log}");
        assert!(log_times.iter().all(|t| t.contains(zone)), "{zone}: {log_times:?}");
        let chat = &page[page.find("id=\"chat\"").unwrap()..];
        let chat_time = chat.split("good game so far").nth(1).unwrap();
        let chat_time = &chat_time[..chat_time.find("</li>").unwrap()];
        assert!(chat_time.contains(zone), "the chat's time names the zone: {chat_time}");
        // The replay's log too.
        let replay = c.get(&format!("/games/{id}/replay")).body;
        let replay_times = times(&replay);
        assert!(!replay_times.is_empty() && replay_times.iter().all(|t| t.contains(zone)), "{replay_times:?}");
    }
    // New York's abbreviation is EST or EDT by the season; Tokyo's never UTC.
    let bob_page = bob.get(&format!("/games/{id}")).body;
    assert!(times(&bob_page).iter().all(|t| t.contains("EST") || t.contains("EDT")), "{:?}", times(&bob_page));
}
