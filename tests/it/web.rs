//! The web service end to end, over real HTTP to a server in this process, on
//! SQLite and (when configured) PostgreSQL: accounts, lobby, a whole Dominion game
//! played through the forms, mail with move links, and the security properties.

use crate::common;

use common::web::{Client, TestServer, big_money, field, form_fields, play_one};
use letterbox::engine::{GameRng, Prompt, Viewer};
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
    let invite = server
        .mails()
        .into_iter()
        .find(|m| m.contains("bob@example.org") && m.contains("invitation"))
        .expect("invite mail");
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
    let outcome = server.app.store.with_match(id, letterbox::engine::Match::outcome).unwrap().unwrap();
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
    assert!(replay.body.contains("dominion-open"), "the everything replay shows every hand and deck");
    // A rematch: same game and options, a new seed, the other player invited by mail.
    assert!(page.body.contains(&format!("/games/{id}/rematch")));
    let csrf = bob.csrf(&format!("/games/{id}"));
    let r = bob.post(&format!("/games/{id}/rematch"), &[("csrf", &csrf)]);
    assert_eq!(r.status, 303, "{}", r.body);
    let again: i64 = r.location.unwrap().trim_start_matches("/games/").parse().unwrap();
    let new_row = server.app.store.game_row(again).unwrap();
    assert_eq!(
        (new_row.kind.as_str(), new_row.seats, new_row.options.as_str()),
        (row.kind.as_str(), row.seats, row.options.as_str())
    );
    assert_ne!(new_row.seed, row.seed, "a new seed");
    assert_eq!(new_row.status(), Status::Open);
    server.drain_mail();
    assert!(
        server.mails().iter().any(|m| m.contains("ann@example.org") && m.contains(&format!("/games/{again}/join?"))),
        "Ann is invited"
    );
    ann.join(again);
    assert_eq!(server.app.store.game_row(again).unwrap().status(), Status::Running);
    // Nobody outside the game can start one, and a running game has no rematch.
    let csrf = carol.csrf(&format!("/games/{id}"));
    assert_eq!(carol.post(&format!("/games/{id}/rematch"), &[("csrf", &csrf)]).status, 403);
    let csrf = ann.csrf(&format!("/games/{again}"));
    assert_eq!(ann.post(&format!("/games/{again}/rematch"), &[("csrf", &csrf)]).status, 400);
    assert!(replay.body.contains("Step 5 of"));
}

#[test]
fn two_users_play_dominion_to_the_end_on_sqlite() {
    full_game(&TestServer::on_sqlite(&[], false));
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
    let server = TestServer::on_sqlite(&[], false);
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
    let server = TestServer::on_sqlite(&[], false);
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
fn a_player_sets_the_moat_standing_order_on_the_game_page_and_only_they_see_it() {
    let server = TestServer::on_sqlite(&[], false);
    let (mut ann, mut bob, id) = started_game(&server);
    let page = ann.get(&format!("/games/{id}")).body;
    assert!(page.contains("Standing orders") && page.contains(&format!("action=\"/games/{id}/standing\"")), "{page}");
    assert!(page.contains("value=\"always-reveal\" checked"), "always reveal is the default");
    assert!(page.contains("nobody learns anything"), "the page says what others can infer");
    let standing =
        |server: &TestServer| server.app.store.with_match(id, |m| m.standing_orders(0)[0].chosen.clone()).unwrap();
    let seq = server.state(id).0;
    let csrf = ann.csrf(&format!("/games/{id}"));
    let form = |choice: &'static str, csrf: &str| {
        vec![
            ("csrf".to_string(), csrf.to_string()),
            ("seat".into(), "0".into()),
            ("order".into(), "moat".into()),
            ("choice".into(), choice.into()),
        ]
    };
    let post = |c: &mut common::web::Client, f: Vec<(String, String)>| {
        let refs: Vec<(&str, &str)> = f.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        c.post(&format!("/games/{id}/standing"), &refs)
    };
    // Another player cannot set it for Ann.
    let bob_csrf = bob.csrf(&format!("/games/{id}"));
    assert_eq!(post(&mut bob, form("ask-me", &bob_csrf)).status, 403);
    // An order the game does not offer is refused and changes nothing.
    let r = post(&mut ann, form("sometimes", &csrf));
    assert_eq!(r.status, 422, "{}", r.body);
    assert_eq!((server.state(id).0, standing(&server)), (seq, "always-reveal".to_string()));
    // Ann asks to be asked: one recorded event, private to her.
    assert_eq!(post(&mut ann, form("ask-me", &csrf)).status, 303);
    assert_eq!((server.state(id).0, standing(&server)), (seq + 1, "ask-me".to_string()));
    assert!(ann.get(&format!("/games/{id}")).body.contains("From now on you are asked before revealing"));
    assert!(!bob.get(&format!("/games/{id}")).body.contains("From now on"), "nobody else sees it in the log");
    // Setting it again to what is in force is refused.
    let r = post(&mut ann, form("ask-me", &csrf));
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("already in force"), "{}", r.body);
    assert_eq!(server.state(id).0, seq + 1);
}

#[test]
fn move_links_in_mail_confirm_before_acting_and_refuse_tampering() {
    let server = TestServer::on_sqlite(&[], false);
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
    let other_option = prompts[0].choice.options().iter().map(|x| x.key.to_string()).find(|k| *k != o).unwrap();
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

/// The HTML part of the newest "your turn" mail to `email` (stub transport).
fn turn_mail_html(server: &TestServer, email: &str) -> String {
    let mail = server.mails().into_iter().rev().find(|m| m.contains(email) && m.contains("your turn")).unwrap();
    let parsed = mail_parser::MessageParser::default().parse(mail.as_bytes()).unwrap();
    parsed.body_html(0).unwrap().into_owned()
}

#[test]
fn a_whole_turn_is_played_from_one_mail_without_signing_in() {
    let server = TestServer::on_sqlite(&[], false);
    let (_ann, _bob, id) = started_game(&server);
    server.drain_mail();
    let seat = server.state(id).1[0].seat;
    let email = ["ann@example.org", "bob@example.org"][seat];
    let html = turn_mail_html(&server, email);
    // The decision and its links come before the board.
    let decision = html.find("Your decision:").expect("the decision");
    assert!(
        decision < html.find("Your board:").unwrap()
            && html.find("/link/move?").unwrap() < html.find("Your board:").unwrap()
    );
    // A reader who never signed in plays every decision of the turn from the chain of pages.
    let mut reader = server.client();
    let mut rng = GameRng::from_u64(5);
    let mut page = html;
    let mut decisions = 0;
    let mut first_confirm: Option<Vec<(String, String)>> = None;
    while let Some(prompt) = server.state(id).1.into_iter().find(|p| p.seat == seat) {
        let before = server.state(id).0;
        let answer = big_money(&prompt, &mut rng);
        if first_confirm.is_none() {
            let link = common::web::hrefs(&page, "/link/move?").into_iter().next().unwrap();
            let confirm = reader.get(&link);
            assert_eq!(server.state(id).0, before, "opening a link changes nothing");
            first_confirm = Some(
                ["g", "u", "q", "o", "e", "s"]
                    .iter()
                    .map(|k| (k.to_string(), field(&confirm.body, k).unwrap()))
                    .collect(),
            );
        }
        let r = common::web::answer_on_link_page(&mut reader, &page, &answer);
        assert_eq!(r.status, 200, "{answer:?}: {}", r.body);
        assert!(r.body.contains("Your move is made"), "{}", r.body);
        assert!(server.state(id).0 > before, "{answer:?} was made");
        decisions += 1;
        page = r.body;
        assert!(decisions < 20, "the turn ends");
    }
    assert!(decisions >= 2, "a turn of several decisions, all from the chain ({decisions})");
    assert!(page.contains("nothing more to decide"), "{page}");
    assert!(!reader.cookies.contains_key("lb_session"), "never signed in");
    // The first link is spent: opened or posted again it is stale and changes nothing.
    let now = server.state(id).0;
    let form = first_confirm.unwrap();
    let refs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(reader.post("/link/move", &refs).status, 409);
    assert_eq!(server.state(id).0, now);
}

#[test]
fn decide_links_propose_signed_answers_and_open_forms() {
    use letterbox::app::links::DecideLink;
    use letterbox::engine::Answer;
    let server = TestServer::on_sqlite(&[], false);
    let (_ann, _bob, id) = started_game(&server);
    let (seq, prompts, _) = server.state(id);
    let seat = prompts[0].seat;
    let user = server.app.store.user_by_email(["ann@example.org", "bob@example.org"][seat]).unwrap().unwrap();
    let far = chrono::Utc::now().timestamp() + 3600;
    let key = prompts[0].choice.options()[0].key.to_string();
    let mut reader = server.client();
    // A form link: the decision as a form, its fields signed; GET changes nothing.
    let form_link = DecideLink::new(&server.app.keys, id, user.id, seq, None, far);
    let form = reader.get(&form_link.path());
    assert_eq!(form.status, 200, "{}", form.body);
    assert!(form.body.contains("action=\"/link/decide\"") && form.body.contains("name=\"kind\""));
    assert_eq!(server.state(id).0, seq);
    // A proposed answer whose signature does not match (the answer changed) is refused.
    let mut forged = DecideLink::new(&server.app.keys, id, user.id, seq, Some(&Answer::One(key.clone())), far);
    forged.a = serde_json::to_string(&Answer::One("buy:province".into())).unwrap();
    assert_eq!(reader.get(&forged.path()).status, 403);
    // A proposal of a different shape than the decision is stale, not an error page.
    let wrong_kind = DecideLink::new(&server.app.keys, id, user.id, seq, Some(&Answer::Number(3)), far);
    assert_eq!(reader.get(&wrong_kind.path()).status, 409);
    // A malformed posted answer: a clear refusal on the form page, nothing changes.
    let mut fields: Vec<(String, String)> = ["g", "u", "q", "a", "e", "s"]
        .iter()
        .map(|k| (k.to_string(), field(&form.body, k).unwrap_or_default()))
        .collect();
    fields.push(("kind".into(), "number".into()));
    fields.push(("number".into(), "x".into()));
    let refs: Vec<(&str, &str)> = fields.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let bad = reader.post("/link/decide", &refs);
    assert_eq!(bad.status, 422, "{}", bad.body);
    assert_eq!(server.state(id).0, seq);
    // The form answered: the move is made once; the same form again is stale.
    let mut fields: Vec<(String, String)> = ["g", "u", "q", "a", "e", "s"]
        .iter()
        .map(|k| (k.to_string(), field(&form.body, k).unwrap_or_default()))
        .collect();
    fields.extend(form_fields(&Answer::One(key)));
    let refs: Vec<(&str, &str)> = fields.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let done = reader.post("/link/decide", &refs);
    assert_eq!(done.status, 200, "{}", done.body);
    assert!(server.state(id).0 > seq);
    let now = server.state(id).0;
    assert_eq!(reader.post("/link/decide", &refs).status, 409);
    assert_eq!(reader.get(&form_link.path()).status, 409);
    assert_eq!(server.state(id).0, now);
}

#[test]
fn expired_move_links_are_refused() {
    // Links that expire at once.
    let server = TestServer::on_sqlite(&[("LETTERBOX_MAIL_LINK_HOURS", "-1")], false);
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
    let server = TestServer::on_sqlite(&[], false);
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
    let server = TestServer::on_sqlite(&[], false);
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
    let server = TestServer::on_sqlite(&[], false);
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
    // Each reply carries the mover's next decision as the game then gives it to
    // them: while their turn goes on, and null once it has passed.
    let (mut reply, mut mover, mut rng) = (v, seat, GameRng::from_u64(2));
    let (mut went_on, mut passed) = (0, 0);
    for _ in 0..12 {
        let (_, seen) = ann.api_get(&format!("/api/v1/games/{id}"), &tokens[mover]);
        assert_eq!(reply["ok"]["prompt"], seen["ok"]["prompt"]);
        let next = if reply["ok"]["prompt"].is_null() {
            passed += 1;
            mover = 1 - mover;
            ann.api_get(&format!("/api/v1/games/{id}"), &tokens[mover]).1["ok"].clone()
        } else {
            went_on += 1;
            reply["ok"].clone()
        };
        let prompt: Prompt = serde_json::from_value(next["prompt"].clone()).unwrap();
        let body = serde_json::json!({ "seq": next["seq"], "answer": big_money(&prompt, &mut rng) });
        let (status, answered) = ann.api_post(&format!("/api/v1/games/{id}/answer"), &tokens[mover], &body);
        assert_eq!(status, 200, "{answered}");
        reply = answered;
    }
    assert!(went_on > 0 && passed > 0, "{went_on} continued, {passed} passed");
    let (status, log) = ann.api_get(&format!("/api/v1/games/{id}/log?since=0"), &tokens[0]);
    assert_eq!(status, 200);
    assert!(log["ok"].as_array().unwrap().iter().all(|e| e["plain"].is_string()));
}

#[test]
fn logins_are_throttled_and_passwords_reset_by_signed_link() {
    let server = TestServer::on_sqlite(&[], false);
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
    let form: Vec<(String, String)> =
        ["csrf", "u", "e", "s"].iter().map(|k| (k.to_string(), page.field(k).unwrap())).collect();
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
    let server = TestServer::on_sqlite(&[], false);
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
    // The daily digest waits for its time (the next midnight in her zone); when due, Ann
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
    let server = TestServer::on_sqlite(&[], false);
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
    let server = TestServer::on_sqlite(&[], false);
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
        for p in &mut players {
            assert_eq!(p.get(&format!("/games/{id}/replay?step=4")).status, 200, "{} replay", meta.slug);
        }
    }
}

#[test]
fn a_player_who_does_not_move_gets_a_reminder() {
    let server = TestServer::on_sqlite(&[], false);
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

// Languages: pages, mail and the API in the reader's language.

/// Sign up a client whose browser asks for `accept_language`; the form's zone
/// field is `tz` (what the page's script fills in; empty without script).
fn signup_speaking(server: &TestServer, accept_language: &str, email: &str, name: &str, tz: &str) -> Client {
    let mut c = server.client();
    c.accept_language = Some(accept_language.to_string());
    let csrf = c.csrf("/signup");
    let r = c.post("/signup", &[("csrf", &csrf), ("email", email), ("name", name), ("password", PASSWORD), ("tz", tz)]);
    assert_eq!(r.status, 200, "sign up {email}: {}", r.body);
    assert!(!r.body.contains("class=\"error\""), "sign up {email}: {}", r.body);
    // Signing in is confirming the address through the mailed link.
    c.verify(email);
    c
}

fn switch_language(c: &mut Client, lang: &str, back: &str) -> common::web::Resp {
    let csrf = c.csrf("/");
    c.post("/language", &[("csrf", &csrf), ("lang", lang), ("back", back)])
}

#[test]
fn pages_speak_the_browsers_language_until_the_user_chooses() {
    let server = TestServer::on_sqlite(&[], false);
    // Visitors: the best match of Accept-Language; each language named in itself.
    let mut visitor = Client::speaking(&server.base, "ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7");
    let home = visitor.get("/").body;
    assert!(home.contains("<html lang=\"ja\">"), "{home}");
    assert!(home.contains("ログイン") && home.contains("新規登録"), "{home}");
    assert!(home.contains(">日本語</button>") && home.contains(">English</button>"), "{home}");
    let login = visitor.get("/login").body;
    assert!(login.contains("パスワードをお忘れですか"), "{login}");
    for (header, lang) in [("fr-FR, de;q=0.8", "en"), ("en-GB", "en"), ("de, ja;q=0.3", "ja"), ("ja;q=0, en", "en")] {
        let body = Client::speaking(&server.base, header).get("/").body;
        assert!(body.contains(&format!("<html lang=\"{lang}\">")), "{header}: {body}");
    }
    assert!(server.client().get("/").body.contains("<html lang=\"en\">"), "no header: English");

    // A visitor switches on any page and comes back to it; the choice sticks.
    let mut en_visitor = Client::speaking(&server.base, "en");
    let r = switch_language(&mut en_visitor, "ja", "/login");
    assert_eq!(r.status, 303);
    assert_eq!(r.location.as_deref(), Some("/login"));
    assert!(en_visitor.get("/signup").body.contains("<html lang=\"ja\">"));
    // Bad input changes nothing: a language we do not speak, no CSRF token, a
    // return path to another site (goes home instead).
    assert_eq!(switch_language(&mut en_visitor, "xx", "/").status, 400);
    assert_eq!(en_visitor.post("/language", &[("lang", "en"), ("back", "/")]).status, 403);
    assert!(en_visitor.get("/").body.contains("<html lang=\"ja\">"));
    for evil in ["//evil.example/", "https://evil.example/", "/\\evil.example"] {
        let r = switch_language(&mut en_visitor, "ja", evil);
        assert_eq!(r.location.as_deref(), Some("/"), "{evil}");
    }

    // Signing up in Japanese makes a Japanese account; without a zone from the
    // browser its zone is Japan's.
    let mut aki = signup_speaking(&server, "ja", "aki@example.jp", "秋子", "");
    let user = server.app.store.user_by_email("aki@example.jp").unwrap().unwrap();
    assert_eq!((user.lang.as_str(), user.time_zone.as_str()), ("ja", ""));
    let settings = aki.get("/settings").body;
    assert!(settings.contains("タイムゾーン") && settings.contains("言語に合わせる(Asia/Tokyo)"), "{settings}");
    assert!(settings.contains("<option value=\"ja\" lang=\"ja\" selected>日本語</option>"), "{settings}");
    // The user's setting wins over the browser.
    let csrf = aki.csrf("/settings");
    let r = aki.post("/settings", &[("csrf", &csrf), ("mail_pref", "every_turn"), ("lang", "en"), ("time_zone", "")]);
    assert_eq!(r.status, 303);
    assert!(aki.get("/").body.contains("<html lang=\"en\">"), "setting beats Accept-Language: ja");
    // The switch in the header changes the setting too.
    assert_eq!(switch_language(&mut aki, "ja", "/settings").location.as_deref(), Some("/settings"));
    assert_eq!(server.app.store.user(user.id).unwrap().unwrap().lang, "ja");
    // Zones: an unknown one is refused and changes nothing; a real one is kept.
    let csrf = aki.csrf("/settings");
    let bad = [("csrf", csrf.as_str()), ("mail_pref", "every_turn"), ("lang", "ja"), ("time_zone", "Mars/Olympus")];
    assert_eq!(aki.post("/settings", &bad).status, 400);
    assert_eq!(server.app.store.user(user.id).unwrap().unwrap().time_zone, "");
    let good = [("csrf", csrf.as_str()), ("mail_pref", "every_turn"), ("lang", "ja"), ("time_zone", "Europe/Berlin")];
    assert_eq!(aki.post("/settings", &good).status, 303);
    assert_eq!(server.app.store.user(user.id).unwrap().unwrap().time_zone, "Europe/Berlin");
    assert!(aki.get("/settings").body.contains("<option selected>Europe/Berlin</option>"));

    // The zone the browser reports at sign-up becomes the account's.
    signup_speaking(&server, "en-US", "ben@example.org", "Ben", "America/New_York");
    let ben = server.app.store.user_by_email("ben@example.org").unwrap().unwrap();
    assert_eq!((ben.lang.as_str(), ben.time_zone.as_str()), ("en", "America/New_York"));
    // A made-up zone from the form is ignored.
    signup_speaking(&server, "en", "cy@example.org", "Cy", "Nowhere/Land");
    assert_eq!(server.app.store.user_by_email("cy@example.org").unwrap().unwrap().time_zone, "");
}

#[test]
fn a_game_between_a_japanese_and_an_english_player_speaks_to_each_in_their_language() {
    use letterbox::engine::Audience;
    use letterbox::engine::i18n::Catalog;
    let server = TestServer::on_sqlite(&[], false);
    let mut aki = signup_speaking(&server, "ja", "aki@example.jp", "秋子", "");
    let mut ben = signup_speaking(&server, "en-US", "ben@example.org", "Ben", "America/New_York");
    let mailed = |to: &str| server.mails().into_iter().filter(|m| m.contains(to)).count();
    // The verification mails are already out; count only the game's mail.
    server.drain_mail();
    let (before_aki, before_ben) = (mailed("aki@example.jp"), mailed("ben@example.org"));
    let id = aki.create_dominion("");
    ben.join(id);
    let dominion = letterbox::boards::find_game("dominion").unwrap().meta();
    let (ja, en) = (Catalog::for_game(&dominion, "ja").unwrap(), Catalog::for_game(&dominion, "en").unwrap());
    let names = |s: usize| ["秋子", "Ben"][s].to_string();

    // Play until each has been mailed their turn at least once.
    let mut rng = GameRng::from_u64(3);
    loop {
        server.drain_mail();
        if mailed("aki@example.jp") > before_aki && mailed("ben@example.org") > before_ben {
            break;
        }
        play_one(&server, &mut [&mut aki, &mut ben], id, &mut rng).expect("the game goes on");
    }

    // The game page: each reads the board, the prompt and the log in their own
    // language, from the same log.
    let (_, prompts, _) = server.state(id);
    let seat = prompts[0].seat;
    let prompt = &prompts[0];
    let page_aki = aki.get(&format!("/games/{id}")).body;
    let page_ben = ben.get(&format!("/games/{id}")).body;
    assert!(page_aki.contains("<html lang=\"ja\">") && page_ben.contains("<html lang=\"en\">"));
    assert!(page_aki.contains("チャット") && page_ben.contains("Chat"));
    let (last_ja, last_en) = server
        .app
        .store
        .with_match(id, |m| {
            let l = m.log_for(Viewer::Spectator).filter(|l| l.entry.to == Audience::All).last().unwrap();
            (ja.html(&l.entry.text, &names), en.html(&l.entry.text, &names))
        })
        .unwrap();
    assert_ne!(last_ja, last_en, "the log line has a Japanese text");
    assert!(page_aki.contains(&last_ja) && page_ben.contains(&last_en), "{last_ja} / {last_en}");
    let prompt_ja = ja.html(&prompt.text, &names);
    assert_ne!(prompt_ja, en.html(&prompt.text, &names));
    assert!([&page_aki, &page_ben][seat].contains(&[prompt_ja, en.html(&prompt.text, &names)][seat]));
    // Chat times show in each reader's zone, named.
    let csrf = aki.csrf(&format!("/games/{id}"));
    assert_eq!(aki.post(&format!("/games/{id}/chat"), &[("csrf", &csrf), ("body", "よろしく")]).status, 303);
    assert!(aki.get(&format!("/games/{id}")).body.contains(" JST</span>"), "Japan's zone for a Japanese account");
    let ben_page = ben.get(&format!("/games/{id}")).body;
    assert!(ben_page.contains(" EST</span>") || ben_page.contains(" EDT</span>"), "{ben_page}");

    // The replay too.
    let replay = aki.get(&format!("/games/{id}/replay?as=0&step=1")).body;
    assert!(replay.contains("<html lang=\"ja\">") && replay.contains("視点"), "{replay}");

    // The "your turn" mails: Japanese for Aki, in text and HTML, with an encoded
    // subject within the header limits; English for Ben.
    let raw = server.mails().into_iter().filter(|m| m.contains("aki@example.jp")).nth(before_aki).unwrap();
    let mail = mail_parser::MessageParser::default().parse(raw.as_bytes()).unwrap();
    let subject = mail.subject().unwrap();
    assert!(subject.contains("あなたの番です") && subject.contains(&format!("#{id}")), "{subject}");
    let head = &raw[..raw.find("\r\n\r\n").unwrap()];
    assert!(head.is_ascii(), "headers are RFC 2047 encoded: {head}");
    assert!(head.lines().all(|l| l.len() <= 998), "RFC 5322's hard limit: {head}");
    let subject_lines: Vec<&str> = head
        .lines()
        .skip_while(|l| !l.starts_with("Subject:"))
        .enumerate()
        .take_while(|(i, l)| *i == 0 || l.starts_with(' '))
        .map(|(_, l)| l)
        .collect();
    assert!(subject_lines.iter().all(|l| l.len() <= 78), "the subject folds within 78 characters: {head}");
    assert!(head.contains("=?utf-8?") || head.contains("=?UTF-8?"), "{head}");
    let text = mail.body_text(0).unwrap();
    let html = mail.body_html(0).unwrap();
    for part in [&text, &html] {
        assert!(part.contains("秋子さん") && part.contains("あなたが決めること"), "{part}");
        assert!(!part.contains("Your decision") && !part.contains("Hello"), "{part}");
    }
    assert!(html.contains("<html lang=\"ja\">"));
    let ben_mail = server.mails().into_iter().filter(|m| m.contains("ben@example.org")).nth(before_ben).unwrap();
    let ben_mail = mail_parser::MessageParser::default().parse(ben_mail.as_bytes()).unwrap();
    assert!(ben_mail.subject().unwrap().ends_with("your turn"));
    assert!(ben_mail.body_text(0).unwrap().contains("Your decision"));

    // The API: `lang`, else Accept-Language, else the user's setting.
    let tokens = [aki.api_token(), ben.api_token()];
    let path = format!("/api/v1/games/{id}");
    let mut api = Client::new(&server.base);
    let (_, g) = api.api_get(&path, &tokens[0]);
    assert_eq!(g["ok"]["lang"], "ja", "Aki's setting");
    let (_, g) = api.api_get(&format!("{path}?lang=en"), &tokens[0]);
    assert_eq!(g["ok"]["lang"], "en");
    let (_, g) = Client::speaking(&server.base, "ja").api_get(&path, &tokens[seat]);
    assert_eq!(g["ok"]["lang"], "ja");
    assert_eq!(g["ok"]["title"], ja.message("dominion-title"));
    assert_eq!(g["ok"]["prompt_plain"]["text"], ja.plain(&prompt.text, &names));
    for o in prompt.choice.options() {
        assert_eq!(g["ok"]["prompt_plain"]["labels"][o.key.as_ref()], ja.plain(&o.label, &names));
    }
    let (status, _) = api.api_get(&format!("{path}?lang=xx"), &tokens[0]);
    assert_eq!(status, 400);
    let (_, log) = api.api_get(&format!("{path}/log?since=0&lang=ja"), &tokens[1]);
    let (_, log_en) = api.api_get(&format!("{path}/log?since=0"), &tokens[1]);
    assert_eq!(log["ok"].as_array().unwrap().len(), log_en["ok"].as_array().unwrap().len());
    assert_ne!(log["ok"], log_en["ok"], "Ben's token reads the log in Japanese when asked");
}

/// Visible text of mail markup as a reader that ignores `<style>` shows it: block
/// elements and table cells apart, inline elements run together.
fn unstyled_text(html: &str) -> String {
    let mut html = html.to_string();
    while let (Some(a), Some(b)) = (html.find("<style>"), html.find("</style>")) {
        html.replace_range(a..b + 8, "");
    }
    let mut out = String::new();
    let mut rest = html.as_str();
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        let end = rest[i..].find('>').map_or(rest.len(), |e| i + e + 1);
        let name: String =
            rest[i + 1..end].trim_start_matches('/').chars().take_while(char::is_ascii_alphanumeric).collect();
        if ["div", "p", "li", "tr", "td", "th", "br", "h1", "h2", "h3", "section", "ul", "ol", "table"]
            .contains(&name.as_str())
        {
            out.push('\n');
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// Every game's turn mails stay under 60 KB as sent, in both languages, to a
/// relay that takes 8-bit bytes and to one of 7-bit lines (where Japanese goes
/// in base64, a third larger); the largest of each language and relay is
/// printed, and its parts kept in the test's temporary folder.
#[test]
fn turn_mail_stays_small_and_reads_without_styles_for_every_game() {
    use letterbox::engine::conformance::random_answer;
    use letterbox::engine::{Match, Seed};
    use letterbox::mail::compose::your_turn;
    use letterbox::mail::{Relay, build};
    use std::collections::BTreeMap;
    let server = TestServer::on_sqlite(&[], false);
    let app = &server.app;
    server.client().signup("ann@example.org", "Ann", PASSWORD);
    let user = app.store.user_by_email("ann@example.org").unwrap().unwrap();
    let chat = [letterbox::store::chat::ChatMessage {
        author: "Bob".into(),
        body: "good luck".into(),
        at: chrono::Utc::now().naive_utc(),
    }];
    // Every event with its time: the most a mail can carry.
    let now = chrono::Utc::now().naive_utc();
    let times: std::collections::BTreeMap<u64, _> = (0..=1_500).map(|seq| (seq, now)).collect();
    let mut too_large = Vec::new();
    for served in app.games {
        let meta = served.game.meta();
        let seats = meta.max_seats;
        let names: Vec<String> = (0..seats).map(|i| format!("Player {}", i + 1)).collect();
        // The largest mail in each language to each relay: (bytes, where, its
        // parts as composed).
        let mut worst: BTreeMap<(&str, &str), (usize, String, String)> = BTreeMap::new();
        for (seed, lang) in [(0u64, "en"), (1, "en"), (0, "ja"), (1, "ja")] {
            let user = letterbox::store::users::User { lang: lang.into(), ..user.clone() };
            let label = format!("mail-size-{seed}");
            let mut m = Match::new(served.game, seats, &serde_json::json!({}), Seed::from_label(&label)).unwrap();
            let mut rng = GameRng::from_u64(seed);
            while !m.is_over() && m.seq() < 1_500 {
                let prompts = m.prompts();
                let p = &prompts[rng.below(prompts.len())];
                let mail = your_turn(app, &m, 1, p.seat, &user, &names, false, None, &chat, &times).unwrap().unwrap();
                for (relay, relay_name) in [(Relay::SevenBit, "7bit"), (Relay::EightBit, "8bit")] {
                    let size = build(&app.config.mail.from, relay, 1, Some(1), &mail).unwrap().formatted().len();
                    let (most, most_at, most_parts) = worst.entry((lang, relay_name)).or_default();
                    if size > *most {
                        (*most, *most_at) = (size, format!("{label} at event {}", m.seq()));
                        let board_at = mail.html.find("<div class=\"board\">").unwrap_or(0);
                        *most_parts = format!(
                            "text {} + html {}, before the board {}, the board {}",
                            mail.text.len(),
                            mail.html.len(),
                            board_at,
                            mail.html.len() - board_at,
                        );
                        let dump = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
                            .join(format!("turn-mail-{}-{lang}-{relay_name}", meta.slug));
                        std::fs::write(dump.with_extension("html"), &mail.html).unwrap();
                        std::fs::write(dump.with_extension("txt"), &mail.text).unwrap();
                    }
                }
                if meta.slug == "dominion" && m.seq() == 0 && lang == "en" {
                    // With its styles stripped, the mail still keeps card names apart.
                    let text = unstyled_text(&mail.html);
                    for card in
                        ["Cellar", "Market", "Merchant", "Militia", "Smithy", "Village", "Workshop", "Copper", "Estate"]
                    {
                        let mut found = false;
                        for (i, _) in text.match_indices(card) {
                            found = true;
                            let before = text[..i].chars().next_back().unwrap_or(' ');
                            let after = text[i + card.len()..].chars().next().unwrap_or(' ');
                            assert!(
                                !before.is_alphanumeric() && !after.is_alphanumeric(),
                                "{card} runs into its neighbours: {text}"
                            );
                        }
                        assert!(found, "{card} is in the mail: {text}");
                    }
                    assert!(text.contains("good luck"), "chat since the last move is in the mail");
                }
                let _ = m.answer(p.seat, &random_answer(&p.choice, &mut rng));
            }
        }
        for ((lang, relay), (most, at, parts)) in &worst {
            eprintln!(
                "largest {lang} turn mail for {} ({seats} seats), {relay} relay: {most} bytes ({at}; composed: {parts})",
                meta.slug
            );
            if *most >= 60_000 {
                too_large.push(format!("{} in {lang} to a {relay} relay: {most} bytes at {at}", meta.slug));
            }
        }
    }
    assert!(too_large.is_empty(), "turn mails of 60 KB or more: {too_large:?}");
}

#[test]
fn sign_in_and_sign_up_return_to_a_safe_next_page() {
    let server = TestServer::on_sqlite(&[], false);
    let (_ann, _bob, id) = started_game(&server);
    let game = format!("/games/{id}");
    // A game page seen signed out (from a mail) offers to log in and come back.
    let mut phone = server.client();
    let page = phone.get(&game);
    assert!(page.body.contains(&format!("/login?next=%2Fgames%2F{id}")), "{}", page.body);
    let login = phone.get(&format!("/login?next=%2Fgames%2F{id}"));
    assert_eq!(field(&login.body, "next").as_deref(), Some(game.as_str()));
    let sign_in = |c: &mut Client, next: &str| {
        let csrf = c.csrf("/login");
        let r =
            c.post("/login", &[("csrf", &csrf), ("email", "ann@example.org"), ("password", PASSWORD), ("next", next)]);
        assert_eq!(r.status, 303, "{}", r.body);
        r.location.unwrap()
    };
    assert_eq!(sign_in(&mut phone, &game), game);
    // Another site, scheme-relative or with a backslash: refused, the dashboard instead.
    for unsafe_next in
        ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "games/1"]
    {
        assert_eq!(sign_in(&mut server.client(), unsafe_next), "/", "{unsafe_next}");
    }
    assert!(server.client().get("/login?next=%2F%2Fevil.example").body.contains("name=\"next\" value=\"\""));
    // An invited friend signs up from the join link and lands on it after verifying.
    let join = letterbox::web::lobby::join_path(&server.app.keys, id);
    let mut friend = server.client();
    let csrf =
        friend.csrf(&format!("/signup?next={}", form_urlencoded::byte_serialize(join.as_bytes()).collect::<String>()));
    let r = friend.post(
        "/signup",
        &[("csrf", &csrf), ("email", "cy@example.org"), ("name", "Cy"), ("password", PASSWORD), ("next", &join)],
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let text =
        common::web::newest_mail_text(&server.app.store, letterbox::mail::compose::VERIFY, "cy@example.org").unwrap();
    let link = common::web::link_in(&text, "/verify?").unwrap();
    let page = friend.get(&link);
    let form: Vec<(String, String)> =
        ["csrf", "u", "e", "s", "next"].iter().map(|k| (k.to_string(), page.field(k).expect(k))).collect();
    let pairs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let r = friend.post("/verify", &pairs);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(r.location.as_deref(), Some(join.as_str()));
}

#[test]
fn a_rarely_wanted_option_asks_are_you_sure_before_it_moves() {
    let server = TestServer::on_sqlite(&[], false);
    let (mut ann, mut bob, id) = started_game(&server);
    let (seq, prompts, _) = server.state(id);
    let p = &prompts[0];
    assert!(
        p.choice.options().iter().any(|o| o.key == "buy:curse" && o.warning.is_some()),
        "buying a Curse is legal and warned about: {:?}",
        p.choice
    );
    let client = [&mut ann, &mut bob].into_iter().nth(p.seat).unwrap();
    let page = client.get(&format!("/games/{id}"));
    assert!(page.body.contains("name=\"sure\" value=\"buy:curse\""), "the form asks beside the option");
    let csrf = page.field("csrf").unwrap();
    let (seq_s, seat_s) = (seq.to_string(), p.seat.to_string());
    let mut form = vec![
        ("csrf", csrf.as_str()),
        ("seq", seq_s.as_str()),
        ("seat", seat_s.as_str()),
        ("kind", "one"),
        ("one", "buy:curse"),
    ];
    let unsure = client.post(&format!("/games/{id}/move"), &form);
    assert_eq!(unsure.status, 422, "{}", unsure.body);
    assert!(unsure.body.contains("Are you sure?"), "{}", unsure.body);
    assert_eq!(server.state(id).0, seq, "nothing moved");
    // Ticking "are you sure?" beside another option confirms nothing.
    form.push(("sure", "buy:copper"));
    assert_eq!(client.post(&format!("/games/{id}/move"), &form).status, 422);
    form.pop();
    form.push(("sure", "buy:curse"));
    let sure = client.post(&format!("/games/{id}/move"), &form);
    assert_eq!(sure.status, 303, "{}", sure.body);
    assert!(server.state(id).0 > seq);
}

#[test]
fn a_bad_replay_step_gets_a_clear_page() {
    let server = TestServer::on_sqlite(&[], false);
    let (mut ann, _bob, id) = started_game(&server);
    for step in ["-1", "x", "99999999999999999999999"] {
        let r = ann.get(&format!("/games/{id}/replay?step={step}"));
        assert_eq!(r.status, 400, "{step}: {}", r.body);
        assert!(r.body.contains("must be a whole number") && !r.body.contains("deserialize"), "{}", r.body);
    }
    assert_eq!(ann.get(&format!("/games/{id}/replay?step=1")).status, 200);
}
