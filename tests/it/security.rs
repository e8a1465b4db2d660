//! The security properties of the web service, one test per finding of the
//! outside probe: login throttling under concurrency, sessions, who may see a
//! game and its export, mail limits, sign-up limits and the password policy,
//! address verification, login CSRF, account enumeration, security headers,
//! input validation, undeliverable mail, the password hashing pool under 100
//! simultaneous sign-ups, a database turned read-only under a running server,
//! and mail links under a simultaneous decision.

use crate::common;

use common::web::{Client, Mailbox, TestServer, big_money, form_fields, link_in, newest_mail_text};
use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use letterbox::engine::{Answer, Choice, GameRng};
use letterbox::mail::compose::RESET;
use std::sync::{Arc, Barrier};

const PASSWORD: &str = "correct horse";

fn sqlite_server(extra: &[(&str, &str)]) -> TestServer {
    TestServer::on_sqlite(extra, false)
}

fn signed_up(server: &TestServer, email: &str, name: &str) -> Client {
    let mut c = server.client();
    c.signup(email, name, PASSWORD);
    c
}

/// Create a Dominion game through the form with extra fields; returns its id.
fn create(c: &mut Client, seats: &str, extra: &[(&str, &str)]) -> i64 {
    let csrf = c.csrf("/games/new");
    let mut form = vec![("csrf", csrf.as_str()), ("game", "dominion"), ("seats", seats), ("opt.kingdom", "first-game")];
    form.extend_from_slice(extra);
    let r = c.post("/games", &form);
    assert_eq!(r.status, 303, "create: {}", r.body);
    r.location.unwrap().trim_start_matches("/games/").parse().unwrap()
}

/// Play a running game to its end in-process (big money; a refused random
/// answer is simply tried again).
fn play_to_end(server: &TestServer, id: i64) {
    let mut rng = GameRng::from_u64(3);
    for _ in 0..20_000 {
        let (seq, prompts, over) = server.state(id);
        if over {
            return;
        }
        let p = &prompts[0];
        let _ = letterbox::web::game::make_move(&server.app, id, p.seat, seq, &big_money(p, &mut rng));
    }
    panic!("the game should end");
}

fn login(c: &mut Client, email: &str, password: &str) -> u16 {
    let csrf = c.csrf("/login");
    c.post("/login", &[("csrf", &csrf), ("email", email), ("password", password)]).status
}

#[test]
fn forty_simultaneous_guesses_are_counted_before_any_is_checked() {
    let server = sqlite_server(&[]);
    signed_up(&server, "ann@example.org", "Ann");
    let mut probe = server.client();
    let csrf = probe.csrf("/login");
    let cookies = probe.cookies.clone();
    let start = Arc::new(Barrier::new(40));
    let threads: Vec<_> = (0..40)
        .map(|i| {
            let (base, cookies, csrf, start) = (server.base.clone(), cookies.clone(), csrf.clone(), start.clone());
            std::thread::spawn(move || {
                let mut c = Client::new(&base);
                c.cookies = cookies;
                let password = format!("wrong guess {i}");
                start.wait();
                c.post("/login", &[("csrf", &csrf), ("email", "ann@example.org"), ("password", &password)]).status
            })
        })
        .collect();
    let statuses: Vec<u16> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let checked = statuses.iter().filter(|s| **s != 429).count();
    assert!(checked <= 5, "at most 5 guesses are checked, got {checked}: {statuses:?}");
    assert!(statuses.iter().all(|s| matches!(s, 401 | 429)), "{statuses:?}");
    // The right password after the burst is not checked either. (Among the burst,
    // a right guess checked early would have cleared the account's count, as a
    // success does, and let up to five more be checked.)
    assert_eq!(login(&mut probe, "ann@example.org", PASSWORD), 429);
}

#[test]
fn a_successful_login_clears_only_the_accounts_count_not_the_clients() {
    let server = sqlite_server(&[]);
    signed_up(&server, "ann@example.org", "Ann");
    let mut sprayer = server.client();
    // 48 failures spread over 12 addresses (4 each, under the per-account limit).
    for a in 0..12 {
        for _ in 0..4 {
            assert_eq!(login(&mut sprayer, &format!("victim{a}@example.org"), "Password2024"), 401);
        }
    }
    // The sprayer's own account signs in: that must not wipe the client's count.
    assert_eq!(login(&mut sprayer, "ann@example.org", PASSWORD), 303);
    assert_eq!(login(&mut sprayer, "victim12@example.org", "Password2024"), 401);
    assert_eq!(login(&mut sprayer, "victim13@example.org", "Password2024"), 401);
    assert_eq!(login(&mut sprayer, "victim14@example.org", "Password2024"), 429, "50 failures from one client");
}

#[test]
fn sessions_end_on_logout_password_change_reset_and_everywhere() {
    let server = sqlite_server(&[]);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    // A copied cookie stops working once its session logs out.
    let copied = ann.cookies.clone();
    assert_eq!(ann.get("/settings").status, 200);
    let csrf = ann.csrf("/");
    assert_eq!(ann.post("/logout", &[("csrf", &csrf)]).status, 303);
    let mut thief = server.client();
    thief.cookies = copied;
    assert_eq!(thief.get("/settings").status, 303, "a logged-out session is dead server-side");

    // Changing the password ends the other sessions, not this one.
    let mut a = server.client();
    let mut b = server.client();
    assert_eq!(login(&mut a, "ann@example.org", PASSWORD), 303);
    assert_eq!(login(&mut b, "ann@example.org", PASSWORD), 303);
    let csrf = a.csrf("/settings");
    let r = a.post("/settings/password", &[("csrf", &csrf), ("current", PASSWORD), ("password", "a brand new secret")]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(a.get("/settings").status, 200);
    assert_eq!(b.get("/settings").status, 303);

    // "Log out everywhere" ends them all.
    let mut c = server.client();
    assert_eq!(login(&mut c, "ann@example.org", "a brand new secret"), 303);
    let csrf = c.csrf("/settings");
    assert_eq!(c.post("/settings/sessions/end", &[("csrf", &csrf)]).status, 303);
    assert_eq!(a.get("/settings").status, 303);
    assert_eq!(c.get("/settings").status, 303);

    // A password reset ends every session.
    let mut d = server.client();
    assert_eq!(login(&mut d, "ann@example.org", "a brand new secret"), 303);
    let mut other = server.client();
    let csrf = other.csrf("/reset");
    assert_eq!(other.post("/reset", &[("csrf", &csrf), ("email", "ann@example.org")]).status, 200);
    let text = newest_mail_text(&server.app.store, RESET, "ann@example.org").unwrap();
    let page = other.get(&link_in(&text, "/reset/confirm?").unwrap());
    let form: Vec<(String, String)> =
        ["csrf", "u", "e", "s"].iter().map(|k| (k.to_string(), page.field(k).unwrap())).collect();
    let mut post: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    post.push(("password", "yet another secret"));
    assert_eq!(other.post("/reset/confirm", &post).status, 303);
    assert_eq!(d.get("/settings").status, 303);
    assert_eq!(other.get("/settings").status, 200, "the reset signs its user in afresh");
}

#[test]
fn sessions_expire_when_idle_and_when_old() {
    for (var, what) in [("LETTERBOX_LIMITS_SESSION_IDLE_HOURS", "idle"), ("LETTERBOX_LIMITS_SESSION_MAX_HOURS", "old")]
    {
        let server = sqlite_server(&[(var, "-1")]);
        let mut ann = signed_up(&server, "ann@example.org", "Ann");
        assert_eq!(ann.get("/settings").status, 303, "an {what} session has ended");
    }
    let server = sqlite_server(&[]);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    assert_eq!(ann.get("/settings").status, 200, "a fresh session lives");
}

#[test]
fn the_export_has_the_replays_audience() {
    let server = sqlite_server(&[]);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    let mut bob = signed_up(&server, "bob@example.org", "Bob");
    let id = create(&mut ann, "2", &[("listed", "1"), ("replay_players_only", "1")]);
    bob.join(id);
    play_to_end(&server, id);
    let path = format!("/games/{id}/export");
    let mut visitor = server.client();
    assert_eq!(visitor.get(&path).status, 403, "signed out");
    let mut carol = signed_up(&server, "carol@example.org", "Carol");
    let r = carol.get(&path);
    assert_eq!(r.status, 403, "not a player");
    assert!(!r.body.contains("\"seed\""));
    assert_eq!(carol.get(&format!("/games/{id}/replay?as=all")).status, 403);
    assert_eq!(bob.get(&path).status, 200, "a player");
}

#[test]
fn an_unlisted_game_is_for_players_invited_addresses_and_link_holders_only() {
    let server = sqlite_server(&[]);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    let mut bob = signed_up(&server, "bob@example.org", "Bob");
    let mut eve = signed_up(&server, "eve@example.org", "Eve");
    let mut carol = signed_up(&server, "carol@example.org", "Carol");
    let id = create(&mut ann, "3", &[("invite", "bob@example.org")]);
    let csrf = ann.csrf(&format!("/games/{id}"));
    let r = ann.post(&format!("/games/{id}/chat"), &[("csrf", &csrf), ("body", "secret plans")]);
    assert_eq!(r.status, 303);
    // Signed out and strangers: no such game, by page, replay, export or API.
    let mut visitor = server.client();
    for path in [format!("/games/{id}"), format!("/games/{id}/replay"), format!("/games/{id}/export")] {
        let r = visitor.get(&path);
        assert_eq!(r.status, 404, "{path} signed out");
        assert!(!r.body.contains("secret plans") && !r.body.contains("Ann"));
        assert_eq!(eve.get(&path).status, 404, "{path} for a stranger");
    }
    let token = eve.api_token();
    assert_eq!(eve.api_get(&format!("/api/v1/games/{id}"), &token).0, 404);
    assert_eq!(eve.api_get(&format!("/api/v1/games/{id}/log"), &token).0, 404);
    // Bob's invitation link works only for Bob's account.
    server.drain_mail();
    let invite = server
        .mails()
        .into_iter()
        .find(|m| m.contains("bob@example.org") && m.contains("invitation"))
        .expect("the invitation");
    let parsed = mail_parser::MessageParser::default().parse(invite.as_bytes()).unwrap();
    let link = link_in(&parsed.body_text(0).unwrap(), "/join?s=").unwrap();
    let s = link.split("s=").nth(1).unwrap().to_string();
    let eve_csrf = eve.csrf("/");
    assert_eq!(eve.post(&format!("/games/{id}/join"), &[("csrf", &eve_csrf), ("s", &s)]).status, 403);
    assert_eq!(bob.get(&format!("/games/{id}")).status, 200, "an invited address sees the game");
    let bob_csrf = bob.csrf("/");
    assert_eq!(bob.post(&format!("/games/{id}/join"), &[("csrf", &bob_csrf), ("s", &s)]).status, 303);
    // The shared link lets its holder see and join.
    let page = ann.get(&format!("/games/{id}"));
    let share = page.body.split("value=\"").find(|v| v.contains("/join?s=")).unwrap().split('"').next().unwrap();
    let share = share.replace("&amp;", "&");
    let signature = share.split("s=").nth(1).unwrap();
    assert_eq!(carol.get(&format!("/games/{id}?s={signature}")).status, 200);
    assert_eq!(carol.get(&share).status, 200);
    let carol_csrf = carol.csrf("/");
    assert_eq!(carol.post(&format!("/games/{id}/join"), &[("csrf", &carol_csrf), ("s", signature)]).status, 303);
    assert_eq!(carol.get(&format!("/games/{id}")).status, 200);
}

#[test]
fn invitations_and_resets_are_limited_and_subjects_carry_no_user_text() {
    let server = sqlite_server(&[]);
    let mut ann = signed_up(&server, "ann@example.org", "Ann <b>Evil</b> Corp");
    let store = &server.app.store;
    // One address gets at most 3 invitations a day, however often it is named.
    let id =
        create(&mut ann, "4", &[("invite", "x@example.org, x@example.org x@example.org,x@example.org,X@example.org")]);
    assert_eq!(store.invites_to_since("x@example.org", chrono::Duration::days(1)).unwrap(), 3);
    // A user sends at most 30 an hour.
    let invite = |c: &mut Client, list: &str| {
        let csrf = c.csrf(&format!("/games/{id}"));
        c.post(&format!("/games/{id}/invite"), &[("csrf", &csrf), ("emails", list)]).status
    };
    let list = |from: usize| (from..from + 20).map(|i| format!("p{i}@example.org")).collect::<Vec<_>>().join(",");
    assert_eq!(invite(&mut ann, &list(0)), 303);
    assert_eq!(invite(&mut ann, &list(20)), 429);
    assert_eq!(
        store
            .invites_by_since(
                server.app.store.user_by_email("ann@example.org").unwrap().unwrap().id,
                chrono::Duration::hours(1)
            )
            .unwrap(),
        30
    );
    // The subject names the game, not the sender.
    server.drain_mail();
    let mail = server.mails().into_iter().find(|m| m.contains("x@example.org")).unwrap();
    let parsed = mail_parser::MessageParser::default().parse(mail.as_bytes()).unwrap();
    let subject = parsed.subject().unwrap();
    assert!(!subject.contains("Ann") && !subject.contains("Evil"), "{subject}");
    // No invitations once the game has no free seat.
    let running = {
        let mut bob = signed_up(&server, "bob@example.org", "Bob");
        let g = create(&mut ann, "2", &[("listed", "1")]);
        bob.join(g);
        g
    };
    let before = store.outbox_unsent().unwrap();
    let csrf = ann.csrf(&format!("/games/{running}"));
    let r = ann.post(&format!("/games/{running}/invite"), &[("csrf", &csrf), ("emails", "late@example.org")]);
    assert_eq!(r.status, 400);
    assert_eq!(store.outbox_unsent().unwrap(), before, "nothing queued");
    // Reset mails: at most 3 an hour to one account; one client is cut off after 20.
    let mut other = server.client();
    let csrf = other.csrf("/reset");
    let statuses: Vec<u16> =
        (0..30).map(|_| other.post("/reset", &[("csrf", &csrf), ("email", "ann@example.org")]).status).collect();
    assert_eq!(statuses.iter().filter(|s| **s == 200).count(), 20);
    assert_eq!(statuses.iter().filter(|s| **s == 429).count(), 10);
    let ann_id = store.user_by_email("ann@example.org").unwrap().unwrap().id;
    assert_eq!(store.mail_count_since(ann_id, RESET, chrono::Duration::hours(1)).unwrap(), 3);
}

#[test]
fn sign_ups_are_limited_and_weak_or_huge_passwords_refused() {
    let server = sqlite_server(&[("LETTERBOX_LIMITS_SIGNUPS_PER_HOUR", "3")]);
    let mut c = server.client();
    let csrf = c.csrf("/signup");
    let mut signup = |email: &str, password: &str| {
        c.post("/signup", &[("csrf", &csrf), ("email", email), ("name", "N"), ("password", password)])
    };
    for (password, why) in [
        ("password", "too easy to guess"),
        ("12345678", "too easy to guess"),
        ("Password1", "too easy to guess"),
        ("weak@example.org", "too easy to guess"),
        ("short", "at least 8 characters"),
    ] {
        let r = signup("weak@example.org", password);
        assert_eq!(r.status, 422, "{password}");
        assert!(r.body.contains(why), "{password}: {}", r.body);
    }
    let huge = "x".repeat(300);
    let r = signup("huge@example.org", &huge);
    assert_eq!(r.status, 422);
    assert!(r.body.contains("at most 256 bytes"));
    assert!(server.app.store.user_by_email("weak@example.org").unwrap().is_none());
    for i in 0..3 {
        assert_eq!(signup(&format!("u{i}@example.org"), PASSWORD).status, 200);
    }
    assert_eq!(signup("u3@example.org", PASSWORD).status, 429, "the 4th sign-up in an hour from one address");
    assert!(server.app.store.user_by_email("u3@example.org").unwrap().is_none());
}

#[test]
fn only_verified_addresses_join_games() {
    let server = sqlite_server(&[]);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    let id = create(&mut ann, "2", &[("listed", "1")]);
    // Mallory signs up but does not open the mailed link; she can still log in.
    let mut mal = server.client();
    let csrf = mal.csrf("/signup");
    let r =
        mal.post("/signup", &[("csrf", &csrf), ("email", "mal@example.org"), ("name", "Mal"), ("password", PASSWORD)]);
    assert_eq!(r.status, 200);
    assert!(r.body.contains("confirm your address"));
    assert_eq!(login(&mut mal, "mal@example.org", PASSWORD), 303);
    assert!(mal.get("/").body.contains("Please confirm your address"));
    let csrf = mal.csrf("/");
    assert_eq!(mal.post(&format!("/games/{id}/join"), &[("csrf", &csrf)]).status, 403);
    let r = mal.post("/games", &[("csrf", &csrf), ("game", "dominion"), ("seats", "2"), ("opt.kingdom", "first-game")]);
    assert_eq!(r.status, 403);
    assert_eq!(server.app.store.game_row(id).unwrap().status(), letterbox::store::Status::Open);
    // Once verified, she may.
    mal.verify("mal@example.org");
    mal.join(id);
}

#[test]
fn a_reset_link_needs_the_pages_token_so_other_sites_cannot_post_it() {
    let server = sqlite_server(&[]);
    signed_up(&server, "ann@example.org", "Ann");
    let mut attacker = server.client();
    let csrf = attacker.csrf("/reset");
    attacker.post("/reset", &[("csrf", &csrf), ("email", "ann@example.org")]);
    let text = newest_mail_text(&server.app.store, RESET, "ann@example.org").unwrap();
    let page = attacker.get(&link_in(&text, "/reset/confirm?").unwrap());
    // The victim's browser posts the attacker's link without the page's token.
    let mut victim = server.client();
    let form: Vec<(String, String)> = ["u", "e", "s"].iter().map(|k| (k.to_string(), page.field(k).unwrap())).collect();
    let mut post: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    post.push(("password", "attackers secret"));
    assert_eq!(victim.post("/reset/confirm", &post).status, 403);
    assert!(!victim.cookies.contains_key("lb_session"));
    assert_eq!(login(&mut server.client(), "ann@example.org", PASSWORD), 303, "the password is unchanged");
}

#[test]
fn sign_up_and_login_do_not_tell_who_has_an_account() {
    let server = sqlite_server(&[]);
    signed_up(&server, "ann@example.org", "Ann");
    let mut c = server.client();
    let csrf = c.csrf("/signup");
    let taken =
        c.post("/signup", &[("csrf", &csrf), ("email", "ann@example.org"), ("name", "X"), ("password", PASSWORD)]);
    let fresh =
        c.post("/signup", &[("csrf", &csrf), ("email", "new@example.org"), ("name", "X"), ("password", PASSWORD)]);
    assert_eq!((taken.status, fresh.status), (200, 200));
    assert_eq!(taken.body, fresh.body);
    assert_eq!(server.app.store.user_by_email("ann@example.org").unwrap().unwrap().display_name, "Ann");
    let known = {
        let csrf = c.csrf("/login");
        c.post("/login", &[("csrf", &csrf), ("email", "ann@example.org"), ("password", "not it at all")])
    };
    let unknown = {
        let csrf = c.csrf("/login");
        c.post("/login", &[("csrf", &csrf), ("email", "nobody@example.org"), ("password", "not it at all")])
    };
    assert_eq!((known.status, unknown.status), (401, 401));
    assert_eq!(known.body.replace("ann@", "X@"), unknown.body.replace("nobody@", "X@"));
}

#[test]
fn every_response_has_the_security_headers_and_no_page_has_inline_script() {
    let server = sqlite_server(&[]);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    let csrf = ann.csrf("/settings");
    let token_page = ann.post("/settings/tokens", &[("csrf", &csrf), ("label", "bot")]);
    let mut visitor = server.client();
    let responses = [
        ("home", visitor.get("/")),
        ("login", visitor.get("/login")),
        ("not found", visitor.get("/games/999999")),
        ("static", visitor.get("/static/site.css")),
        ("new token", token_page),
    ];
    for (what, r) in &responses {
        let csp = r.header("content-security-policy").unwrap_or_else(|| panic!("{what}: CSP"));
        assert!(csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'self'"), "{what}: {csp}");
        assert!(!csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"), "{what}: {csp}");
        assert_eq!(r.header("x-content-type-options"), Some("nosniff"), "{what}");
        assert_eq!(r.header("x-frame-options"), Some("DENY"), "{what}");
        assert!(r.header("referrer-policy").is_some(), "{what}");
    }
    assert_eq!(responses[4].1.header("cache-control"), Some("no-store"), "the page with the new token");
    assert_eq!(visitor.api_get("/api/v1/games", "lbt_nope").0, 401);
    // No inline script or event handler anywhere in the page templates (the CSP
    // would block it).
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    let mut stack = vec![dir];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(d).unwrap().flatten() {
            let path = e.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default().to_lowercase();
            for (i, _) in text.match_indices("<script") {
                let tag = &text[i..i + text[i..].find('>').unwrap_or(0)];
                assert!(tag.contains("src="), "{}: inline script", path.display());
            }
            for handler in [" onclick=", " onload=", " onsubmit=", " onchange=", " oninput=", "javascript:"] {
                assert!(!text.contains(handler), "{}: {handler}", path.display());
            }
        }
    }
}

fn nul_bytes_get_a_clear_400(db: &common::TestDb) {
    let server = TestServer::start(&db.url, &[], false);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    let id = create(&mut ann, "3", &[("listed", "1")]);
    let mut visitor = server.client();
    let anon = visitor.csrf("/signup");
    let mine = ann.csrf("/settings");
    let signed_out: Vec<(&str, Vec<(&str, &str)>)> = vec![
        ("/login", vec![("csrf", &anon), ("email", "a\0@example.org"), ("password", "x\0y")]),
        ("/signup", vec![("csrf", &anon), ("email", "b@example.org"), ("name", "B\0"), ("password", PASSWORD)]),
        ("/signup", vec![("csrf", &anon), ("email", "b\0@example.org"), ("name", "B"), ("password", PASSWORD)]),
        ("/signup", vec![("csrf", &anon), ("email", "b@example.org"), ("name", "B"), ("password", "horse\0battery")]),
        ("/reset", vec![("csrf", &anon), ("email", "ann\0@example.org")]),
    ];
    let chat = format!("/games/{id}/chat");
    let invite = format!("/games/{id}/invite");
    let signed_in: Vec<(&str, Vec<(&str, &str)>)> = vec![
        (&chat, vec![("csrf", &mine), ("body", "hello\0there")]),
        ("/settings/tokens", vec![("csrf", &mine), ("label", "bot\0")]),
        (&invite, vec![("csrf", &mine), ("emails", "c\0@example.org")]),
        ("/settings/password", vec![("csrf", &mine), ("current", PASSWORD), ("password", "new\0secret!")]),
    ];
    for (path, form) in signed_out {
        let r = visitor.post(path, &form);
        assert_eq!(r.status, 400, "{} {path}: {}", db.name, r.body);
        assert!(r.body.contains("not allowed"), "{path}: a plain message: {}", r.body);
    }
    for (path, form) in signed_in {
        let r = ann.post(path, &form);
        assert_eq!(r.status, 400, "{} {path}: {}", db.name, r.body);
        assert!(r.body.contains("not allowed"), "{path}: a plain message: {}", r.body);
    }
    assert!(server.app.store.chat(id, 10).unwrap().is_empty());
    assert!(server.app.store.user_by_email("b@example.org").unwrap().is_none());
    assert!(
        server
            .app
            .store
            .tokens(server.app.store.user_by_email("ann@example.org").unwrap().unwrap().id)
            .unwrap()
            .is_empty()
    );
}

#[test]
fn nul_bytes_get_a_clear_400_on_sqlite() {
    nul_bytes_get_a_clear_400(&common::sqlite());
}

#[test]
fn nul_bytes_get_a_clear_400_on_postgres() {
    if let Some(db) = common::postgres() {
        nul_bytes_get_a_clear_400(&db);
    }
}

#[test]
fn undeliverable_mail_is_given_up_and_shown_in_settings() {
    let port = common::web::free_port();
    let url = format!("smtp://127.0.0.1:{port}");
    let server = sqlite_server(&[
        ("LETTERBOX_MAIL_TRANSPORT", "smtp"),
        ("LETTERBOX_MAIL_SMTP_URL", url.as_str()),
        ("LETTERBOX_LIMITS_MAIL_GIVE_UP_HOURS", "-1"),
    ]);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    server.drain_mail();
    assert_eq!(server.app.store.outbox_unsent().unwrap(), 0, "nothing is retried forever");
    let page = ann.get("/settings");
    assert!(page.body.contains("Mail we could not deliver"), "{}", page.body);
    assert!(page.body.contains("Confirm your address for Letterbox"));
    assert!(!page.body.contains(&port.to_string()), "no transport details for the user");
}

#[test]
fn a_hundred_simultaneous_sign_ups_hash_only_in_the_pool() {
    let server = sqlite_server(&[]);
    let mut probe = server.client();
    let csrf = probe.csrf("/signup");
    let cookies = probe.cookies.clone();
    const SIGN_UPS: usize = 100;
    let start = Arc::new(Barrier::new(SIGN_UPS));
    let threads: Vec<_> = (0..SIGN_UPS)
        .map(|i| {
            let (base, cookies, csrf, start) = (server.base.clone(), cookies.clone(), csrf.clone(), start.clone());
            std::thread::spawn(move || {
                let mut c = Client::new(&base);
                c.cookies = cookies;
                let (email, name) = (format!("p{i}@example.org"), format!("Player {i}"));
                start.wait();
                c.post("/signup", &[("csrf", &csrf), ("email", &email), ("name", &name), ("password", PASSWORD)]).status
            })
        })
        .collect();
    let statuses: Vec<u16> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    for i in 0..SIGN_UPS {
        assert!(server.app.store.user_by_email(&format!("p{i}@example.org")).unwrap().is_some());
    }
    // Every hash was computed by the pool: one thread per core, one 19 MiB
    // block each, never more at once than it has threads.
    let stats = server.site.hashing.stats();
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    eprintln!("{stats:?}");
    assert_eq!(stats.threads, cores);
    assert!(stats.hashes >= SIGN_UPS, "{stats:?}");
    assert!(stats.most_at_once >= 1 && stats.most_at_once <= stats.threads, "{stats:?}");
    assert!(stats.blocks_allocated <= stats.threads, "no block per request: {stats:?}");
    // And the accounts' passwords check (through the pool too).
    let mut c = server.client();
    assert_eq!(login(&mut c, "p7@example.org", PASSWORD), 303);
}

/// `url` with its user and password replaced.
fn as_user(url: &str, user: &str, password: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap();
    let host = rest.split_once('@').map_or(rest, |(_, host)| host);
    format!("{scheme}://{user}:{password}@{host}")
}

/// The database turns read-only under a running server (as a hot standby is):
/// pages, the API view and sessions still work; every write gets a 503 with a
/// plain message in the reader's language and no internal detail.
#[test]
fn a_read_only_database_serves_reads_and_answers_writes_with_503() {
    let Some(db) = common::postgres() else { return };
    let base = std::env::var("TEST_DATABASE_URL").unwrap();
    let schema = db.url.rsplit("search_path%3D").next().unwrap().to_string();
    // A role of this test's own, owning its schema, so only this server's
    // connections turn read-only.
    let role = format!("{schema}_app");
    let mut admin = PgConnection::establish(&base).unwrap();
    admin
        .batch_execute(&format!("CREATE ROLE {role} LOGIN PASSWORD 'app'; ALTER SCHEMA {schema} OWNER TO {role};"))
        .unwrap();
    let server = TestServer::start(&as_user(&db.url, &role, "app"), &[], false);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    let app = server.app.clone();
    let mailbox: Mailbox = Arc::new(move |kind, email| newest_mail_text(&app.store, kind, email));
    let mut kei = Client::speaking(&server.base, "ja").with_mailbox(mailbox);
    kei.signup("kei@example.org", "Kei", PASSWORD);
    let id = create(&mut ann, "2", &[("listed", "1")]);
    kei.join(id);
    let token = ann.api_token();
    let (seq, prompts, _) = server.state(id);

    admin
        .batch_execute(&format!(
            "ALTER ROLE {role} SET default_transaction_read_only = on; \
             SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '{role}';"
        ))
        .unwrap();

    // Reads.
    for (who, c) in [("ann", &mut ann), ("kei", &mut kei)] {
        let page = c.get(&format!("/games/{id}"));
        assert_eq!(page.status, 200, "{who}'s game page: {}", page.body);
        assert!(page.body.contains("Ann") && page.body.contains("Kei"), "{who} sees the game");
        assert_eq!(c.get("/").status, 200, "{who}'s dashboard");
    }
    let (status, view) = ann.api_get(&format!("/api/v1/games/{id}"), &token);
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["ok"]["seq"].as_u64(), Some(seq));

    // Writes: chat, a move through the page, a move through the API, sign-up.
    let unavailable = |lang: &str| server.app.langs.get(lang).t("error-unavailable");
    let no_detail = |body: &str| {
        for detail in ["read-only", "read only", "transaction", "ERROR", "diesel", "postgres"] {
            assert!(!body.contains(detail), "no internal detail ({detail}): {body}");
        }
    };
    for (lang, c) in [("en", &mut ann), ("ja", &mut kei)] {
        let csrf = c.csrf(&format!("/games/{id}"));
        let r = c.post(&format!("/games/{id}/chat"), &[("csrf", &csrf), ("body", "hello")]);
        assert_eq!(r.status, 503, "chat ({lang}): {}", r.body);
        assert!(r.body.contains(&unavailable(lang)), "the message in {lang}: {}", r.body);
        no_detail(&r.body);
    }
    let prompt = &prompts[0];
    let holders = server.app.store.seat_holders(id).unwrap();
    let ann_id = server.app.store.user_by_email("ann@example.org").unwrap().unwrap().id;
    let ann_moves = holders.iter().any(|h| h.seat == prompt.seat && h.user_id == Some(ann_id));
    let mover = if ann_moves { &mut ann } else { &mut kei };
    let mover_lang = if mover.accept_language.is_some() { "ja" } else { "en" };
    let csrf = mover.csrf(&format!("/games/{id}"));
    let answer = big_money(prompt, &mut GameRng::from_u64(1));
    let mut form =
        vec![("csrf".to_string(), csrf), ("seq".into(), seq.to_string()), ("seat".into(), prompt.seat.to_string())];
    form.extend(form_fields(&answer));
    let pairs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let r = mover.post(&format!("/games/{id}/move"), &pairs);
    assert_eq!(r.status, 503, "a move through the page: {}", r.body);
    assert!(r.body.contains(&unavailable(mover_lang)), "{}", r.body);
    no_detail(&r.body);
    let body = serde_json::json!({ "seq": seq, "answer": answer });
    let (status, v) = ann.api_post(&format!("/api/v1/games/{id}/answer"), &token, &body);
    assert_eq!((status, v["kind"].as_str()), (503, Some("unavailable")), "a move through the API: {v}");
    no_detail(&v.to_string());
    let mut visitor = Client::speaking(&server.base, "ja");
    let csrf = visitor.csrf("/signup");
    let r = visitor
        .post("/signup", &[("csrf", &csrf), ("email", "new@example.org"), ("name", "New"), ("password", PASSWORD)]);
    assert_eq!(r.status, 503, "sign-up: {}", r.body);
    assert!(r.body.contains(&unavailable("ja")), "{}", r.body);
    no_detail(&r.body);
    // Nothing changed.
    assert_eq!(server.state(id).0, seq);

    drop(server);
    let _ = admin.batch_execute(&format!(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '{role}'; \
         DROP SCHEMA IF EXISTS {schema} CASCADE; DROP ROLE IF EXISTS {role};"
    ));
}

/// Innovation's opening: both players choose their first card at once, each
/// mailed a link per card. Ann answers on the page; Bob's mailed link still
/// works and makes his move; Ann's own link, whose question she has answered,
/// is refused as stale and changes nothing.
#[test]
fn a_mail_link_survives_another_players_answer_to_a_simultaneous_decision() {
    let server = sqlite_server(&[]);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    let mut bob = signed_up(&server, "bob@example.org", "Bob");
    let csrf = ann.csrf("/games/new");
    let r = ann.post("/games", &[("csrf", &csrf), ("game", "innovation"), ("seats", "2"), ("listed", "1")]);
    assert_eq!(r.status, 303, "create: {}", r.body);
    let id: i64 = r.location.unwrap().trim_start_matches("/games/").parse().unwrap();
    bob.join(id);
    let (seq, prompts, _) = server.state(id);
    assert_eq!(prompts.len(), 2, "both players decide at once");

    // The your-turn mails as delivered, and the first move link in each.
    server.drain_mail();
    let link_for = |email: &str| {
        let mail = server
            .mails()
            .into_iter()
            .rev()
            .find(|m| m.contains(&format!("<{email}>")) && m.contains("/link/move"))
            .unwrap_or_else(|| panic!("a your-turn mail to {email}"));
        let parsed = mail_parser::MessageParser::default().parse(mail.as_bytes()).unwrap();
        link_in(&parsed.body_text(0).unwrap(), "/link/move?").expect("a move link")
    };
    let (ann_link, bob_link) = (link_for("ann@example.org"), link_for("bob@example.org"));
    let query = |link: &str, key: &str| {
        link.split(['?', '&']).find_map(|kv| kv.strip_prefix(&format!("{key}="))).unwrap().to_string()
    };
    let seat_of = |link: &str| {
        let user: i64 = query(link, "u").parse().unwrap();
        server.app.store.seat_holders(id).unwrap().iter().find(|h| h.user_id == Some(user)).unwrap().seat
    };
    let (ann_seat, bob_seat) = (seat_of(&ann_link), seat_of(&bob_link));

    // Ann answers on the page.
    let ann_prompt = prompts.iter().find(|p| p.seat == ann_seat).unwrap();
    let Choice::One { options } = &ann_prompt.choice else { panic!("a choice of one card") };
    let page = ann.get(&format!("/games/{id}"));
    let csrf = page.field("csrf").unwrap();
    let mut form =
        vec![("csrf".to_string(), csrf), ("seq".into(), seq.to_string()), ("seat".into(), ann_seat.to_string())];
    form.extend(form_fields(&Answer::One(options.last().unwrap().key.to_string())));
    let pairs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(ann.post(&format!("/games/{id}/move"), &pairs).status, 303);
    let after_ann = server.state(id).0;
    assert_eq!(after_ann, seq + 1);

    // Ann's own link: her question is answered, so it is stale, and says so.
    let stale_link = |c: &mut Client, link: &str| {
        let page = c.get(link);
        assert_eq!(page.status, 409, "{}", page.body);
        assert!(page.body.contains(&server.app.langs.get("en").t("link-stale")), "a clear page: {}", page.body);
        let form: Vec<(String, String)> =
            ["g", "u", "q", "o", "e", "s"].iter().map(|k| (k.to_string(), query(link, k))).collect();
        let refs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        let r = c.post("/link/move", &refs);
        assert_eq!(r.status, 409, "{}", r.body);
    };
    let mut reader = server.client();
    stale_link(&mut reader, &ann_link);
    assert_eq!(server.state(id).0, after_ann, "a stale link changes nothing");

    // Bob's link still works: opened (nothing happens), then confirmed.
    let mut bob_reader = server.client();
    let confirm = bob_reader.get(&bob_link);
    assert_eq!(confirm.status, 200, "{}", confirm.body);
    assert_eq!(server.state(id).0, after_ann, "opening a link changes nothing");
    let form: Vec<(String, String)> =
        ["g", "u", "q", "o", "e", "s"].iter().map(|k| (k.to_string(), confirm.field(k).unwrap())).collect();
    let refs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let done = bob_reader.post("/link/move", &refs);
    assert_eq!(done.status, 200, "{}", done.body);
    let events = server.app.store.with_match(id, |m| m.events().to_vec()).unwrap();
    let bobs = events.iter().find(|e| e.seat == bob_seat && !e.auto).expect("Bob's move is in the log");
    assert_eq!(bobs.answer, Answer::One(query(&bob_link, "o")), "the link's card");
    // Spent now, like Ann's.
    let now = server.state(id).0;
    stale_link(&mut reader, &bob_link);
    stale_link(&mut reader, &ann_link);
    assert_eq!(server.state(id).0, now);
}

/// The verification link mailed to `email`, opened: its confirm form's fields.
fn verification_form(c: &mut Client, server: &TestServer, email: &str) -> Result<Vec<(String, String)>, u16> {
    let text = newest_mail_text(&server.app.store, letterbox::mail::compose::VERIFY, email).unwrap();
    let page = c.get(&link_in(&text, "/verify?").unwrap());
    if page.status != 200 {
        return Err(page.status);
    }
    Ok(["csrf", "u", "e", "s"].iter().map(|k| (k.to_string(), page.field(k).unwrap())).collect())
}

/// Post a verification form as `c`; the status.
fn post_verification(c: &mut Client, form: &[(String, String)]) -> u16 {
    let pairs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    c.post("/verify", &pairs).status
}

/// N1: the verification link signs in once. Used again (after a password change,
/// a reset and "log out everywhere", as the review tried) it is refused; an
/// unused one ends when the password changes.
fn the_verification_link_works_once(db: &common::TestDb) {
    let server = TestServer::start(&db.url, &[], false);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    let mut thief = server.client();
    assert_eq!(verification_form(&mut thief, &server, "ann@example.org"), Err(403), "{}: used", db.name);

    // A form opened before the first use is refused after it: one sign-in only.
    let mut eve = server.client();
    eve.signup_only("eve@example.org", "Eve", PASSWORD);
    let mut first = server.client();
    let early = verification_form(&mut first, &server, "eve@example.org").unwrap();
    let mut second = server.client();
    let late = verification_form(&mut second, &server, "eve@example.org").unwrap();
    assert_eq!(post_verification(&mut first, &early), 303);
    assert_eq!(post_verification(&mut second, &late), 403, "{}: the second use", db.name);
    assert!(!second.cookies.contains_key("lb_session"));

    // Reused after a password change, a reset and "log out everywhere": refused.
    let csrf = ann.csrf("/settings");
    let r = ann.post("/settings/password", &[("csrf", &csrf), ("current", PASSWORD), ("password", "a new secret")]);
    assert_eq!(r.status, 303);
    assert_eq!(verification_form(&mut thief, &server, "ann@example.org"), Err(403));
    let csrf = ann.csrf("/settings");
    assert_eq!(ann.post("/settings/sessions/end", &[("csrf", &csrf)]).status, 303);
    assert_eq!(verification_form(&mut thief, &server, "ann@example.org"), Err(403));
    assert!(!thief.cookies.contains_key("lb_session"));

    // Not yet used, it ends when the password changes.
    let mut mal = server.client();
    mal.signup_only("mal@example.org", "Mal", PASSWORD);
    let unused = verification_form(&mut thief, &server, "mal@example.org").unwrap();
    assert_eq!(login(&mut mal, "mal@example.org", PASSWORD), 303);
    let csrf = mal.csrf("/settings");
    let r = mal.post("/settings/password", &[("csrf", &csrf), ("current", PASSWORD), ("password", "another secret")]);
    assert_eq!(r.status, 303);
    assert_eq!(post_verification(&mut thief, &unused), 403, "{}: after the password changed", db.name);
    assert_eq!(verification_form(&mut thief, &server, "mal@example.org"), Err(403));
    assert!(server.app.store.user_by_email("mal@example.org").unwrap().unwrap().verified_at.is_none());
    // A reset verifies the address: the link is used up by it too.
    let mut other = server.client();
    let csrf = other.csrf("/reset");
    assert_eq!(other.post("/reset", &[("csrf", &csrf), ("email", "mal@example.org")]).status, 200);
    let text = newest_mail_text(&server.app.store, RESET, "mal@example.org").unwrap();
    let page = other.get(&link_in(&text, "/reset/confirm?").unwrap());
    let form: Vec<(String, String)> =
        ["csrf", "u", "e", "s"].iter().map(|k| (k.to_string(), page.field(k).unwrap())).collect();
    let mut post: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    post.push(("password", "a third secret"));
    assert_eq!(other.post("/reset/confirm", &post).status, 303);
    assert!(server.app.store.user_by_email("mal@example.org").unwrap().unwrap().verified_at.is_some());
}

#[test]
fn the_verification_link_works_once_on_sqlite() {
    the_verification_link_works_once(&common::sqlite());
}

#[test]
fn the_verification_link_works_once_on_postgres() {
    if let Some(db) = common::postgres() {
        the_verification_link_works_once(&db);
    }
}

/// N4: anyone may sign up with an invited address; until the address is proved
/// theirs, the private game is not listed among their open games.
fn an_unverified_account_lists_no_private_game(db: &common::TestDb) {
    let server = TestServer::start(&db.url, &[], false);
    let mut ann = signed_up(&server, "ann@example.org", "Ann");
    let id = create(&mut ann, "2", &[("invite", "bob@example.org")]);
    let listed = create(&mut ann, "2", &[("listed", "1")]);
    let mut bob = server.client();
    bob.signup_only("bob@example.org", "Bob", PASSWORD);
    assert_eq!(login(&mut bob, "bob@example.org", PASSWORD), 303);
    let dashboard = bob.get("/");
    assert!(dashboard.body.contains(&format!("/games/{listed}\"")), "{}: listed games are open to all", db.name);
    assert!(!dashboard.body.contains(&format!("/games/{id}\"")), "{}: {}", db.name, dashboard.body);
    bob.verify("bob@example.org");
    assert!(bob.get("/").body.contains(&format!("/games/{id}\"")), "{}: once verified, it is listed", db.name);
}

#[test]
fn an_unverified_account_lists_no_private_game_on_sqlite() {
    an_unverified_account_lists_no_private_game(&common::sqlite());
}

#[test]
fn an_unverified_account_lists_no_private_game_on_postgres() {
    if let Some(db) = common::postgres() {
        an_unverified_account_lists_no_private_game(&db);
    }
}

/// A client of `server` whose requests a proxy forwards with `chain` as their
/// `X-Forwarded-For`.
fn forwarded(server: &TestServer, chain: &str) -> Client {
    let mut c = server.client();
    c.forwarded_for = Some(chain.to_string());
    c
}

/// N2: behind a trusted proxy every per-client limit counts the forwarded client,
/// not the proxy: one machine's failed logins and sign-ups do not lock out
/// another's, and what a client writes in the header beyond the proxy's own
/// entry changes nothing. Without `trusted_proxies` the header is ignored.
#[test]
fn behind_a_trusted_proxy_limits_count_the_forwarded_client() {
    let proxied = [("LETTERBOX_TRUSTED_PROXIES", "127.0.0.1, ::1"), ("LETTERBOX_LIMITS_SIGNUPS_PER_HOUR", "3")];
    let server = sqlite_server(&proxied);
    signed_up(&server, "ann@example.org", "Ann");
    // 50 failures from one machine, each with a made-up address before the
    // proxy's entry, spread over accounts so no account's own limit is reached.
    let mut attacker = forwarded(&server, "198.51.100.7");
    for a in 0..50 {
        attacker.forwarded_for = Some(format!("192.0.2.{a}, 198.51.100.7"));
        assert_eq!(login(&mut attacker, &format!("victim{}@example.org", a / 4), "Password2024"), 401);
    }
    assert_eq!(login(&mut attacker, "victim20@example.org", "Password2024"), 429, "the attacker's machine");
    let mut ann = forwarded(&server, "203.0.113.20");
    assert_eq!(login(&mut ann, "ann@example.org", PASSWORD), 303, "another machine behind the same proxy");
    // Sign-ups: three per machine and hour.
    let signup = |c: &mut Client, email: &str| {
        let csrf = c.csrf("/signup");
        c.post("/signup", &[("csrf", &csrf), ("email", email), ("name", "N"), ("password", PASSWORD)]).status
    };
    let mut spammer = forwarded(&server, "198.51.100.8");
    for i in 0..3 {
        assert_eq!(signup(&mut spammer, &format!("spam{i}@example.org")), 200);
    }
    assert_eq!(signup(&mut spammer, "spam3@example.org"), 429);
    assert_eq!(signup(&mut forwarded(&server, "203.0.113.21"), "carol@example.org"), 200, "sign-up stays open");
    assert!(server.app.store.user_by_email("carol@example.org").unwrap().is_some());

    // Off by default: the header is nobody's word, the connection is the client.
    let direct = sqlite_server(&[("LETTERBOX_LIMITS_SIGNUPS_PER_HOUR", "3")]);
    for i in 0..3 {
        assert_eq!(signup(&mut forwarded(&direct, &format!("198.51.100.{i}")), &format!("d{i}@example.org")), 200);
    }
    assert_eq!(signup(&mut forwarded(&direct, "198.51.100.99"), "d3@example.org"), 429);
}
