//! The web service end to end, over real HTTP to a server in this process, on
//! SQLite and (when configured) PostgreSQL: accounts, lobby, a whole Dominion game
//! played through the forms, mail with move links, and the security properties.

mod common;

use common::web::{Client, TestServer, big_money, field, form_fields, play_one};
use letterbox::engine::{GameRng, Viewer};
use letterbox::store::Status;

const PASSWORD: &str = "correct horse";

/// Two players sign up; one creates a game and invites the other by email.
fn two_players(server: &TestServer) -> (Client, Client, i64) {
    let mut ann = server.client();
    ann.signup("ann@example.org", "Ann", PASSWORD);
    let mut bob = server.client();
    bob.signup("bob@example.org", "Bob", PASSWORD);
    let id = ann.create_dominion("bob@example.org");
    (ann, bob, id)
}

fn full_game(server: &TestServer) {
    let (mut ann, mut bob, id) = two_players(server);
    // The invitation went out by mail, with a join link.
    server.drain_mail();
    let invite = server.mails().into_iter().find(|m| m.contains("bob@example.org")).expect("invite mail");
    assert!(invite.contains(&format!("/games/{id}/join?s=")), "{invite}");
    // Bob sees it under open games and joins; the game starts.
    assert!(bob.get("/").body.contains(&format!("/games/{id}\"")));
    assert_eq!(server.app.store.game_row(id).unwrap().status(), Status::Open);
    bob.join(id);
    assert_eq!(server.app.store.game_row(id).unwrap().status(), Status::Running);
    // Whoever moves first has it on the dashboard under "your turn".
    let first = server.state(id).1[0].seat;
    let dash = [&mut ann, &mut bob][first].get("/").body;
    let turn_section = &dash[..dash.find("Waiting for others").unwrap()];
    assert!(turn_section.contains(&format!("/games/{id}\"")), "{dash}");

    let mut rng = GameRng::from_u64(7);
    let mut moves = 0;
    while play_one(server, &mut [&mut ann, &mut bob], id, &mut rng).is_some() {
        moves += 1;
        assert!(moves < 3_000, "the game should end");
    }
    // The outcome page: the result, the revealed seed matching its hash, the export.
    let page = ann.get(&format!("/games/{id}"));
    assert!(page.body.contains("The game is over"), "{}", page.body);
    let row = server.app.store.game_row(id).unwrap();
    assert_eq!(row.status(), Status::Finished);
    assert!(page.body.contains(&row.seed), "the seed is revealed");
    assert!(page.body.contains(&row.seed_hash));
    let outcome = server.app.store.with_match(id, |m| m.outcome()).unwrap().unwrap();
    let winner = ["Ann", "Bob"][outcome.winners()[0]];
    assert!(page.body.contains(&format!("<span class=\"player p{}\">{winner}</span>", outcome.winners()[0])));
    assert!(page.body.contains(&format!("{} points", outcome.scores[0])));
    let export = bob.get(&format!("/games/{id}/export"));
    assert_eq!(export.status, 200);
    let export: letterbox::engine::Export = serde_json::from_str(&export.body).unwrap();
    export.verify(letterbox::boards::find_game).expect("the export verifies");
    // Everyone was mailed the end.
    server.drain_mail();
    let over = server.mails().into_iter().filter(|m| m.contains("is over")).count();
    assert_eq!(over, 2);
    // The replay opens for anyone once the game is over, with the score chart.
    let mut carol = server.client();
    carol.signup("carol@example.org", "Carol", PASSWORD);
    let replay = carol.get(&format!("/games/{id}/replay?step=5&as=all"));
    assert_eq!(replay.status, 200);
    assert!(replay.body.contains("<polyline"), "score chart");
    assert!(replay.body.contains("Step 5 of"));
}

#[test]
fn two_users_play_dominion_to_the_end_on_sqlite() {
    full_game(&TestServer::start(&common::sqlite().url, &[], false));
}

#[test]
fn two_users_play_dominion_to_the_end_on_postgres() {
    let Some(db) = common::postgres() else { return };
    full_game(&TestServer::start(&db.url, &[], false));
}

fn started_game(server: &TestServer) -> (Client, Client, i64) {
    let (ann, mut bob, id) = two_players(server);
    bob.join(id);
    (ann, bob, id)
}

/// The client whose seat is prompted, and the other.
fn mover<'a>(
    server: &TestServer,
    ann: &'a mut Client,
    bob: &'a mut Client,
    id: i64,
) -> (&'a mut Client, &'a mut Client, usize) {
    let seat = server.state(id).1[0].seat;
    if seat == 0 { (ann, bob, seat) } else { (bob, ann, seat) }
}

#[test]
fn csrf_and_seats_are_enforced() {
    let server = TestServer::start(&common::sqlite().url, &[], false);
    let (mut ann, mut bob, id) = started_game(&server);
    let (seq, prompts, _) = server.state(id);
    let seat = prompts[0].seat;
    let (me, other, _) = mover(&server, &mut ann, &mut bob, id);
    let answer = form_fields(&big_money(&prompts[0], &mut GameRng::from_u64(1)));
    let path = format!("/games/{id}/move");
    let seq_s = seq.to_string();
    let seat_s = seat.to_string();
    let with = |csrf: Option<&str>| {
        let mut f: Vec<(String, String)> = vec![("seq".into(), seq_s.clone()), ("seat".into(), seat_s.clone())];
        if let Some(c) = csrf {
            f.push(("csrf".into(), c.into()));
        }
        f.extend(answer.clone());
        f
    };
    let pairs = |f: &Vec<(String, String)>| f.iter().map(|(a, b)| (a.clone(), b.clone())).collect::<Vec<_>>();
    let post = |c: &mut Client, f: Vec<(String, String)>| {
        let p = pairs(&f);
        let refs: Vec<(&str, &str)> = p.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        c.post(&path, &refs).status
    };
    // Missing and wrong CSRF tokens: 403, nothing recorded.
    assert_eq!(post(me, with(None)), 403);
    assert_eq!(post(me, with(Some("0123456789abcdef0123456789abcdef"))), 403);
    // The other player's token is not this player's.
    let other_csrf = other.csrf(&format!("/games/{id}"));
    assert_eq!(post(me, with(Some(&other_csrf))), 403);
    assert_eq!(server.state(id).0, seq);
    // Acting for another seat, with a valid token: 403.
    assert_eq!(post(other, with(Some(&other_csrf))), 403);
    assert_eq!(server.state(id).0, seq);
    // A stranger (not seated) cannot move or chat either.
    let mut eve = server.client();
    eve.signup("eve@example.org", "Eve", PASSWORD);
    let eve_csrf = eve.csrf(&format!("/games/{id}"));
    assert_eq!(post(&mut eve, with(Some(&eve_csrf))), 403);
    assert_eq!(eve.post(&format!("/games/{id}/chat"), &[("csrf", &eve_csrf), ("body", "hi")]).status, 403);
    // Chat without a token: 403, nothing stored.
    assert_eq!(me.post(&format!("/games/{id}/chat"), &[("body", "hi")]).status, 403);
    assert!(server.app.store.chat(id, 10).unwrap().is_empty());
    // Sign-up and login forms need the token too.
    let mut anon = server.client();
    assert_eq!(anon.post("/signup", &[("email", "x@example.org"), ("name", "X"), ("password", PASSWORD)]).status, 403);
    assert!(server.app.store.user_by_email("x@example.org").unwrap().is_none());
    // With the right token the move goes through.
    let my_csrf = me.csrf(&format!("/games/{id}"));
    assert_eq!(post(me, with(Some(&my_csrf))), 303);
    assert!(server.state(id).0 > seq);
}

#[test]
fn a_stale_form_gets_the_conflict_page_and_changes_nothing() {
    let server = TestServer::start(&common::sqlite().url, &[], false);
    let (mut ann, mut bob, id) = started_game(&server);
    let (seq, prompts, _) = server.state(id);
    let (me, _, seat) = mover(&server, &mut ann, &mut bob, id);
    let page = me.get(&format!("/games/{id}"));
    let csrf = page.field("csrf").unwrap();
    let answer = big_money(&prompts[0], &mut GameRng::from_u64(1));
    let mut form =
        vec![("csrf".to_string(), csrf.clone()), ("seq".into(), seq.to_string()), ("seat".into(), seat.to_string())];
    form.extend(form_fields(&answer));
    let refs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(me.post(&format!("/games/{id}/move"), &refs).status, 303);
    let after = server.state(id).0;
    // The same form again (a second tab, a double click): 409, nothing changes.
    let r = me.post(&format!("/games/{id}/move"), &refs);
    assert_eq!(r.status, 409);
    assert!(r.body.contains("Someone moved first"), "{}", r.body);
    assert!(r.body.contains("class=\"board\""), "the page shows the new state");
    assert_eq!(server.state(id).0, after);
    // A rule error shows the game's own message and changes nothing.
    let (seq, prompts, _) = server.state(id);
    let (me, _, seat) = mover(&server, &mut ann, &mut bob, id);
    let csrf = me.csrf(&format!("/games/{id}"));
    let bogus = [
        ("csrf", csrf.as_str()),
        ("seq", &seq.to_string()),
        ("seat", &seat.to_string()),
        ("kind", "one"),
        ("one", "buy:nothing"),
    ];
    let r = me.post(&format!("/games/{id}/move"), &bogus);
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("That move is not allowed"));
    assert_eq!(server.state(id), (seq, prompts, false));
}

#[test]
fn move_links_in_mail_confirm_before_acting_and_refuse_tampering() {
    let server = TestServer::start(&common::sqlite().url, &[], false);
    let (_ann, _bob, id) = started_game(&server);
    server.drain_mail();
    let (seq, prompts, _) = server.state(id);
    let seat = prompts[0].seat;
    let email = ["ann@example.org", "bob@example.org"][seat];
    let mail = server.mails().into_iter().find(|m| m.contains(email) && m.contains("your turn")).unwrap();
    let parsed = mail_parser::MessageParser::default().parse(mail.as_bytes()).unwrap();
    let text = parsed.body_text(0).unwrap().into_owned();
    assert!(parsed.body_html(0).is_some());
    assert!(mail.contains("List-Unsubscribe: <"));
    let links: Vec<&str> = text.split_whitespace().filter(|w| w.contains("/link/move?")).collect();
    assert!(!links.is_empty() && links.len() <= 12, "{text}");
    let link = links[0];
    // Anyone opening the link (a mail scanner too) gets a confirm page; nothing moves.
    let mut scanner = server.client();
    let confirm = scanner.get(link);
    assert_eq!(confirm.status, 200, "{}", confirm.body);
    assert!(confirm.body.contains("Confirm this move"));
    assert_eq!(server.state(id).0, seq);
    // Tampered links: another option, another user, a later expiry, a bad signature.
    let o = field(&confirm.body, "o").unwrap();
    let post_link = |c: &mut Client, changes: &[(&str, &str)]| {
        let mut form: Vec<(String, String)> =
            ["g", "u", "q", "o", "e", "s"].iter().map(|k| (k.to_string(), field(&confirm.body, k).unwrap())).collect();
        for (k, v) in changes {
            form.iter_mut().find(|(name, _)| name == k).unwrap().1 = v.to_string();
        }
        let refs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        c.post("/link/move", &refs)
    };
    let other_option = prompts[0].choice.options().iter().map(|x| x.key.clone()).find(|k| *k != o).unwrap();
    for change in [("o", other_option.as_str()), ("u", "2"), ("e", "99999999999"), ("s", "00")] {
        let r = post_link(&mut scanner, &[change]);
        assert_eq!(r.status, 403, "{change:?}");
        assert!(r.body.contains("This link is not valid"));
        assert_eq!(server.state(id).0, seq);
    }
    let tampered = scanner.get(&link.replace("&o=", "&o=x"));
    assert_eq!(tampered.status, 403);
    // The genuine confirm POST makes the move.
    let done = post_link(&mut scanner, &[]);
    assert_eq!(done.status, 200, "{}", done.body);
    assert!(done.body.contains("Your move is made"));
    assert!(server.state(id).0 > seq);
    // Used again it is stale: a clear page, nothing changes.
    let now = server.state(id).0;
    let again = post_link(&mut scanner, &[]);
    assert_eq!(again.status, 409);
    assert!(again.body.contains("out of date"));
    assert_eq!(scanner.get(link).status, 409);
    assert_eq!(server.state(id).0, now);
}

#[test]
fn expired_move_links_are_refused() {
    // Links that expire at once.
    let server = TestServer::start(&common::sqlite().url, &[("LETTERBOX_MAIL_LINK_HOURS", "-1")], false);
    let (_ann, _bob, id) = started_game(&server);
    server.drain_mail();
    let seq = server.state(id).0;
    let mail = server.mails().into_iter().find(|m| m.contains("your turn")).unwrap();
    let parsed = mail_parser::MessageParser::default().parse(mail.as_bytes()).unwrap();
    let text = parsed.body_text(0).unwrap().into_owned();
    let link = text.split_whitespace().find(|w| w.contains("/link/move?")).unwrap().to_string();
    let r = server.client().get(&link);
    assert_eq!(r.status, 403);
    assert!(r.body.contains("This link has expired"));
    assert_eq!(server.state(id).0, seq);
}

#[test]
fn script_in_names_and_chat_is_escaped_in_pages_and_mail() {
    let server = TestServer::start(&common::sqlite().url, &[], false);
    let mut mal = server.client();
    mal.signup("mal@example.org", "<script>alert(1)</script>", PASSWORD);
    let mut bob = server.client();
    bob.signup("bob@example.org", "Bob", PASSWORD);
    let id = mal.create_dominion("");
    bob.join(id);
    let csrf = mal.csrf(&format!("/games/{id}"));
    let r = mal.post(&format!("/games/{id}/chat"), &[("csrf", &csrf), ("body", "<script>steal()</script>")]);
    assert_eq!(r.status, 303);
    for client in [&mut mal, &mut bob] {
        for path in [format!("/games/{id}"), "/".to_string()] {
            let page = client.get(&path).body;
            assert!(!page.contains("<script>alert"), "{path}");
            assert!(!page.contains("<script>steal"), "{path}");
        }
    }
    let page = bob.get(&format!("/games/{id}")).body;
    let escaped =
        |s: &str| [s.replace('<', "&lt;").replace('>', "&gt;"), s.replace('<', "&#60;").replace('>', "&#62;")];
    assert!(escaped("<script>alert(1)").iter().any(|e| page.contains(e.as_str())), "the name is shown, escaped");
    assert!(escaped("<script>steal()").iter().any(|e| page.contains(e.as_str())), "the chat is shown, escaped");
    server.drain_mail();
    let mails = server.mails();
    assert!(!mails.is_empty());
    for mail in mails {
        let parsed = mail_parser::MessageParser::default().parse(mail.as_bytes()).unwrap();
        if let Some(html) = parsed.body_html(0) {
            assert!(!html.contains("<script>"), "{html}");
        }
    }
}

#[test]
fn spectators_never_see_a_seats_hidden_information() {
    let server = TestServer::start(&common::sqlite().url, &[], false);
    let (mut ann, mut bob, id) = started_game(&server);
    let mut rng = GameRng::from_u64(3);
    for _ in 0..30 {
        play_one(&server, &mut [&mut ann, &mut bob], id, &mut rng);
    }
    let mut eve = server.client();
    eve.signup("eve@example.org", "Eve", PASSWORD);
    let private: Vec<String> = server
        .app
        .store
        .with_match(id, |m| {
            let catalog = server.app.catalog("dominion", "en").unwrap();
            let names = |s: usize| ["Ann", "Bob"][s].to_string();
            let public: Vec<String> =
                m.log_for(Viewer::Spectator).map(|l| catalog.html(&l.entry.text, &names)).collect();
            m.log_for(Viewer::Seat(0))
                .chain(m.log_for(Viewer::Seat(1)))
                .map(|l| catalog.html(&l.entry.text, &names))
                .filter(|h| !public.contains(h))
                .collect()
        })
        .unwrap();
    assert!(!private.is_empty(), "some log entries are private");
    for page in [eve.get(&format!("/games/{id}")).body, server.client().get(&format!("/games/{id}")).body] {
        assert!(!page.contains("dominion-hand"), "a spectator sees no hand");
        assert!(!page.contains("prompt-form"));
        for p in &private {
            assert!(!page.contains(p.as_str()), "{p}");
        }
    }
    assert!(ann.get(&format!("/games/{id}")).body.contains("dominion-hand"));
    // The running game's replay is for its players, and each sees only their view.
    assert_eq!(eve.get(&format!("/games/{id}/replay")).status, 403);
    assert_eq!(ann.get(&format!("/games/{id}/replay?as=1")).status, 403);
    assert_eq!(ann.get(&format!("/games/{id}/replay?as=all")).status, 403);
    assert_eq!(ann.get(&format!("/games/{id}/replay?step=3")).status, 200);
    // No export before the end: answers can name hidden cards.
    assert_eq!(eve.get(&format!("/games/{id}/export")).status, 403);
    // The API gives a stranger the spectator's view.
    let token = eve.api_token();
    let (status, v) = eve.api_get(&format!("/api/v1/games/{id}"), &token);
    assert_eq!(status, 200);
    let spectator_view = server.app.store.with_match(id, |m| m.view(Viewer::Spectator).unwrap()).unwrap();
    assert_eq!(v["ok"]["view"], spectator_view);
    assert!(v["ok"]["prompt"].is_null());
}

#[test]
fn the_api_reads_and_moves_with_the_same_checks() {
    let server = TestServer::start(&common::sqlite().url, &[], false);
    let (mut ann, mut bob, id) = started_game(&server);
    let tokens = [ann.api_token(), bob.api_token()];
    let (seq, prompts, _) = server.state(id);
    let seat = prompts[0].seat;
    let (status, v) = ann.api_get("/api/v1/games", &tokens[0]);
    assert_eq!(status, 200);
    assert_eq!(v["ok"][0]["id"], id);
    let (_, g) = ann.api_get(&format!("/api/v1/games/{id}"), &tokens[seat]);
    assert_eq!(g["ok"]["seq"], seq);
    assert_eq!(g["ok"]["prompt"]["seat"], seat);
    let answer = big_money(&prompts[0], &mut GameRng::from_u64(1));
    let body = serde_json::json!({ "seq": seq, "answer": answer });
    // The other seat's token may not answer this seat's prompt.
    let (status, _) = ann.api_post(&format!("/api/v1/games/{id}/answer"), &tokens[1 - seat], &body);
    assert_eq!(status, 409);
    assert_eq!(ann.api_post(&format!("/api/v1/games/{id}/answer"), "lbt_nope", &body).0, 401);
    assert_eq!(server.state(id).0, seq);
    let (status, v) = ann.api_post(&format!("/api/v1/games/{id}/answer"), &tokens[seat], &body);
    assert_eq!(status, 200, "{v}");
    assert!(v["ok"]["seq"].as_u64().unwrap() > seq);
    // A stale seq is a conflict.
    assert_eq!(ann.api_post(&format!("/api/v1/games/{id}/answer"), &tokens[seat], &body).0, 409);
    let (status, log) = ann.api_get(&format!("/api/v1/games/{id}/log?since=0"), &tokens[0]);
    assert_eq!(status, 200);
    assert!(log["ok"].as_array().unwrap().iter().all(|e| e["plain"].is_string()));
}

#[test]
fn logins_are_throttled_and_passwords_reset_by_signed_link() {
    let server = TestServer::start(&common::sqlite().url, &[], false);
    let mut ann = server.client();
    ann.signup("ann@example.org", "Ann", PASSWORD);
    let mut other = server.client();
    let csrf = other.csrf("/login");
    for _ in 0..5 {
        let r = other.post("/login", &[("csrf", &csrf), ("email", "ann@example.org"), ("password", "wrong password")]);
        assert_eq!(r.status, 401);
    }
    let r = other.post("/login", &[("csrf", &csrf), ("email", "ann@example.org"), ("password", PASSWORD)]);
    assert_eq!(r.status, 429, "even the right password waits once throttled");
    // Reset by mail.
    let csrf = other.csrf("/reset");
    assert_eq!(other.post("/reset", &[("csrf", &csrf), ("email", "ann@example.org")]).status, 200);
    assert_eq!(other.post("/reset", &[("csrf", &csrf), ("email", "nobody@example.org")]).status, 200);
    server.drain_mail();
    let mail = server.mails().into_iter().find(|m| m.contains("Reset your Letterbox password")).unwrap();
    let parsed = mail_parser::MessageParser::default().parse(mail.as_bytes()).unwrap();
    let text = parsed.body_text(0).unwrap().into_owned();
    let link = text.split_whitespace().find(|w| w.contains("/reset/confirm?")).unwrap().to_string();
    let page = other.get(&link);
    assert_eq!(page.status, 200);
    let form: Vec<(String, String)> = ["u", "e", "s"].iter().map(|k| (k.to_string(), page.field(k).unwrap())).collect();
    let mut post = form.clone();
    post.push(("password".into(), "a new password".into()));
    let refs: Vec<(&str, &str)> = post.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(other.post("/reset/confirm", &refs).status, 303);
    // The link is spent once the password changed.
    assert_eq!(other.post("/reset/confirm", &refs).status, 403);
    let mut fresh = server.client();
    let csrf = fresh.csrf("/login");
    let r = fresh.post("/login", &[("csrf", &csrf), ("email", "ann@example.org"), ("password", "a new password")]);
    assert_eq!(r.status, 303);
    // Logging out needs the token, then ends the session.
    assert_eq!(fresh.post("/logout", &[]).status, 403);
    let csrf = fresh.csrf("/");
    assert_eq!(fresh.post("/logout", &[("csrf", &csrf)]).status, 303);
    assert!(fresh.get("/").body.contains("Board games by mail"));
}

#[test]
fn mail_preferences_and_unsubscribe() {
    let server = TestServer::start(&common::sqlite().url, &[], false);
    let mut ann = server.client();
    ann.signup("ann@example.org", "Ann", PASSWORD);
    let mut bob = server.client();
    bob.signup("bob@example.org", "Bob", PASSWORD);
    for (c, pref) in [(&mut ann, "daily"), (&mut bob, "daily")] {
        let csrf = c.csrf("/settings");
        assert_eq!(c.post("/settings", &[("csrf", &csrf), ("mail_pref", pref), ("lang", "en")]).status, 303);
    }
    let id = ann.create_dominion("");
    bob.join(id);
    server.drain_mail();
    assert!(server.mails().iter().all(|m| !m.contains("your turn")), "no per-turn mail");
    // The daily digest waits for its time (the next UTC midnight); when due, Ann
    // (prompted or not) gets one mail naming the games waiting for her.
    let first = server.state(id).1[0].seat;
    assert_eq!(server.app.store.outbox_unsent().unwrap(), 1);
    {
        use diesel::prelude::*;
        use letterbox::store::schema::outbox;
        diesel::update(outbox::table)
            .set(outbox::due_at.eq(letterbox::store::now()))
            .execute(&mut *server.app.store.conn().unwrap())
            .unwrap();
        server.drain_mail();
        let digest = server.mails().into_iter().find(|m| m.contains("A game is waiting for you")).expect("digest");
        assert!(digest.contains(&format!("/games/{id}")));
        assert!(digest.contains(["ann@example.org", "bob@example.org"][first]));
    }
    // One-click unsubscribe (RFC 8058) from a mail's header.
    let user = server.app.store.user_by_email("ann@example.org").unwrap().unwrap();
    let link = letterbox::app::links::UnsubscribeLink::new(&server.app.keys, user.id);
    let mut anon = server.client();
    assert_eq!(anon.get(&link.path()).status, 200);
    assert_eq!(server.app.store.user(user.id).unwrap().unwrap().mail_pref, "daily", "GET changes nothing");
    assert_eq!(anon.post(&link.path(), &[("List-Unsubscribe", "One-Click")]).status, 200);
    assert_eq!(server.app.store.user(user.id).unwrap().unwrap().mail_pref, "none");
    assert_eq!(anon.post(&format!("/unsubscribe?u={}&s=00", user.id), &[]).status, 403);
}

#[test]
fn static_files_are_served_from_memory() {
    let server = TestServer::start(&common::sqlite().url, &[], false);
    let mut c = server.client();
    let css = c.get("/static/site.css");
    assert_eq!(css.status, 200);
    assert_eq!(css.body, std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/static/site.css")).unwrap());
    assert_eq!(c.get("/static/games/dominion.css").status, 200);
    assert_eq!(c.get("/static/../Cargo.toml").status, 404);
    assert_eq!(c.get("/static/nope.css").status, 404);
}

/// Every served game: created with its default options through the form, its seats
/// filled, then played for a while with random answers through the generic prompt
/// form (One, Many, Order and Number alike); every page renders for the players and
/// for a spectator.
#[test]
fn every_served_game_plays_through_the_generic_form() {
    use letterbox::engine::conformance::random_answer;
    let server = TestServer::start(&common::sqlite().url, &[], false);
    let mut rng = GameRng::from_u64(21);
    for game in letterbox::boards::games() {
        let meta = game.meta();
        let n = meta.min_seats;
        let mut players: Vec<Client> = (0..n)
            .map(|i| {
                let mut c = server.client();
                c.signup(&format!("{}{i}@example.org", meta.slug), &format!("P{i}"), PASSWORD);
                c
            })
            .collect();
        let csrf = players[0].csrf("/games/new");
        let seats = n.to_string();
        let r = players[0].post("/games", &[("csrf", &csrf), ("game", meta.slug), ("seats", &seats), ("listed", "1")]);
        assert_eq!(r.status, 303, "{}: {}", meta.slug, r.body);
        let id: i64 = r.location.unwrap().trim_start_matches("/games/").parse().unwrap();
        for p in players.iter_mut().skip(1) {
            p.join(id);
        }
        let mut refused = 0;
        for _ in 0..60 {
            let (seq, prompts, over) = server.state(id);
            if over {
                break;
            }
            let prompt = &prompts[0];
            let client = &mut players[prompt.seat];
            let page = client.get(&format!("/games/{id}"));
            assert_eq!(page.status, 200, "{}", meta.slug);
            assert!(page.body.contains(&format!("data-kind=\"{}\"", prompt.choice.shape())), "{}", meta.slug);
            let mut form = vec![
                ("csrf".to_string(), page.field("csrf").unwrap()),
                ("seq".into(), seq.to_string()),
                ("seat".into(), prompt.seat.to_string()),
            ];
            form.extend(form_fields(&random_answer(&prompt.choice, &mut rng)));
            let refs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
            match client.post(&format!("/games/{id}/move"), &refs).status {
                303 => assert!(server.state(id).0 > seq),
                422 => {
                    refused += 1;
                    assert_eq!(server.state(id).0, seq, "a refused move changes nothing");
                }
                other => panic!("{}: move answered {other}", meta.slug),
            }
        }
        assert!(server.state(id).0 > 10 - refused.min(10), "{} moved", meta.slug);
        assert_eq!(server.client().get(&format!("/games/{id}")).status, 200, "{} spectator page", meta.slug);
        for p in players.iter_mut() {
            assert_eq!(p.get(&format!("/games/{id}/replay?step=4")).status, 200, "{} replay", meta.slug);
        }
    }
}

#[test]
fn a_player_who_does_not_move_gets_a_reminder() {
    let server = TestServer::start(&common::sqlite().url, &[], false);
    let (_ann, _bob, id) = started_game(&server);
    server.drain_mail();
    let before = server.mails().len();
    // Pretend the reminder time has come.
    {
        use diesel::prelude::*;
        use letterbox::store::schema::alarms;
        diesel::update(alarms::table)
            .set(alarms::due_at.eq(letterbox::store::now()))
            .execute(&mut *server.app.store.conn().unwrap())
            .unwrap();
    }
    assert_eq!(letterbox::mail::alarms::process(&server.app).unwrap(), 1);
    server.drain_mail();
    let mails = server.mails();
    assert_eq!(mails.len(), before + 1);
    assert!(mails.last().unwrap().contains("Reminder:"));
    assert!(mails.last().unwrap().contains(&format!("/games/{id}")));
    // Done alarms do not fire again.
    assert_eq!(letterbox::mail::alarms::process(&server.app).unwrap(), 0);
}
