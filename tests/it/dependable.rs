//! A game that lasts weeks: a mail link used out of order, a player who reads
//! Japanese on an English phone, a late player whose turn the sitter plays, a
//! game that ends early, a build whose rules changed under running games.

use crate::common;

use chrono::Duration;
use common::web::{Client, TestServer, link_in, newest_mail_text};
use letterbox::engine::{Seed, Viewer};
use letterbox::store::Mover;
use letterbox::store::TimeControl;
use letterbox::store::now as store_now;
use letterbox::store::versions::Fate;

const PASSWORD: &str = "correct horse battery staple";

fn signed_up(server: &TestServer, emails: &[&str]) -> Vec<Client> {
    emails
        .iter()
        .map(|email| {
            let mut c = server.client();
            c.signup(email, email.split('@').next().unwrap(), PASSWORD);
            c
        })
        .collect()
}

/// Every signed link of a mail's text.
fn links(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == '"').filter(|w| w.contains("/link/")).map(str::to_string).collect()
}

/// A link's path and query, for a client of the test server.
fn path(link: &str) -> String {
    link.find("/link/").map(|i| link[i..].to_string()).unwrap()
}

/// A link's query parameter, decoded.
fn query(link: &str, key: &str) -> String {
    let (_, q) = link.split_once('?').unwrap_or_else(|| panic!("a query: {link}"));
    form_urlencoded::parse(q.as_bytes())
        .find(|(k, _)| k == key)
        .map_or_else(|| panic!("{key} in {link}"), |(_, v)| v.into_owned())
}

/// The confirm page's POST of a move link.
fn confirm(c: &mut Client, link: &str) -> common::web::Resp {
    let form: Vec<(String, String)> =
        ["g", "u", "q", "o", "e", "s"].iter().map(|k| (k.to_string(), query(link, k))).collect();
    let refs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    c.post("/link/move", &refs)
}

#[test]
fn a_stale_mail_link_offers_the_decision_now_in_the_accounts_language() {
    let server = TestServer::on_sqlite(&[], false);
    signed_up(&server, &["ann@example.org", "bob@example.org"]);
    let ann = server.app.store.user_by_email("ann@example.org").unwrap().unwrap();
    server.app.store.set_language(ann.id, "ja").unwrap();
    let id = server.seeded_game("dominion", "stale-links", &[], &["ann@example.org", "bob@example.org"]);
    let seat = server.state(id).1[0].seat;
    let email = if server.app.store.seat_holders(id).unwrap()[seat].user_id == Some(ann.id) {
        "ann@example.org"
    } else {
        "bob@example.org"
    };
    let mail = newest_mail_text(&server.app.store, "your_turn", email).expect("a turn mail");
    let all = links(&mail);
    let moves: Vec<&String> = all.iter().filter(|l| l.contains("/link/move?")).collect();
    assert!(moves.len() >= 2, "several one-click options: {mail}");

    // A phone whose browser speaks English, not signed in.
    let mut phone = Client::speaking(&server.base, "en-US,en;q=0.9");
    let opened = phone.get(&path(moves[0]));
    assert_eq!(opened.status, 200, "{}", opened.body);
    let ja = server.app.langs.get("ja");
    let en = server.app.langs.get("en");
    let (s, other) = if email.starts_with("ann") { (ja, en) } else { (en, ja) };
    assert!(opened.body.contains(&s.t("link-confirm")), "the account's language: {}", opened.body);
    assert!(!opened.body.contains(&other.t("link-confirm")), "not the browser's: {}", opened.body);
    let seq = server.state(id).0;
    assert_eq!(confirm(&mut phone, moves[0]).status, 200);
    assert!(server.state(id).0 > seq, "the move was made");

    // The player closes the page; later another link of the same mail.
    let after = server.state(id).0;
    let stale = phone.get(&path(moves[1]));
    assert_eq!(stale.status, 409, "{}", stale.body);
    assert!(stale.body.contains(&s.t("link-stale-detail")), "{}", stale.body);
    assert_eq!(server.state(id).0, after, "a stale link changes nothing");
    let still_to_decide = server.state(id).1.iter().any(|p| p.seat == seat);
    if still_to_decide {
        // The seat's decision now, with fresh signed links that work.
        let fresh = links(&stale.body.replace("&#38;", "&").replace("&amp;", "&"));
        // As one-click links, or as the decision's form, signed at the seq now.
        // (The language switch names the page's own address, the old link.)
        let now = after.to_string();
        let link = fresh.iter().find(|l| {
            (l.contains("/link/move?") || l.contains("/link/decide?")) && l.contains("q=") && query(l, "q") == now
        });
        let form = stale.body.contains("action=\"/link/decide\"")
            && stale.body.contains(&format!("name=\"q\" value=\"{now}\""));
        assert!(link.is_some() || form, "the decision now: {}", stale.body);
        if let Some(link) = link {
            assert_eq!(phone.get(&path(link)).status, 200);
        }
    }
    // A forged link picks no language and shows nothing of the game.
    let signature = query(moves[1], "s");
    let forged = path(moves[1]).replace(&format!("s={signature}"), "s=00");
    let refused = phone.get(&forged);
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.body.contains("lang=\"en\""), "a forged link speaks the browser's language");
}

#[test]
fn the_sitter_finishes_a_late_turn_marks_it_and_mails_the_player() {
    let server = TestServer::on_sqlite(&[], false);
    signed_up(&server, &["cat@example.org", "dan@example.org"]);
    let users: Vec<i64> = ["cat@example.org", "dan@example.org"]
        .iter()
        .map(|e| server.app.store.user_by_email(e).unwrap().unwrap().id)
        .collect();
    let game = server.app.game("dominion").unwrap();
    let options = serde_json::json!({});
    let id = server.app.store.create_game(game, 2, &options, Seed::from_label("late-turn"), Some(users[0])).unwrap();
    let id = id.unwrap();
    server.app.store.set_time_control(id, TimeControl { limit_hours: 24, ..TimeControl::default() }).unwrap();
    let on_start = server.app.mail.on_start;
    for &u in &users {
        server.app.store.join(id, u, &mut |c, id, m| on_start(&server.app, c, id, m)).unwrap();
    }
    // A move by the first seat starts the clock of the decision after it.
    let (seq, prompts, _) = server.state(id);
    let late = prompts[0].seat;
    let answer = server.app.store.with_match(id, |m| {
        let mut rng = letterbox::engine::GameRng::for_event(&Seed::from_label("late"), 1);
        m.state().sitter_answer(&prompts[0], &mut rng)
    });
    letterbox::web::game::make_move(&server.app, id, late, seq, &answer.unwrap()).unwrap();
    server.drain_mail();
    let (seq, prompts, _) = server.state(id);
    assert!(prompts.iter().any(|p| p.seat == late), "the turn goes on: {prompts:?}");
    let deadline = server.app.store.seat_clocks(id).unwrap()[late].deadline.expect("a time limit");
    server.alarm_pass(deadline + Duration::minutes(1));
    let (after, prompts, _) = server.state(id);
    assert!(after > seq + 1 || !prompts.iter().any(|p| p.seat == late), "more than one decision");
    assert!(!prompts.iter().any(|p| p.seat == late), "the whole turn was played, not one decision: {prompts:?}");
    // Marked in the log, for every reader.
    let marks = server.app.store.with_match(id, |m| {
        m.log_since(Viewer::Spectator, seq).filter(|l| l.entry.text.key == "letterbox-sitter-played").count()
    });
    assert!(marks.unwrap() >= 1, "the sitter's decisions are marked");
    let holders = server.app.store.seat_holders(id).unwrap();
    let user = server.app.store.user(holders[late].user_id.unwrap()).unwrap().unwrap();
    let mail = newest_mail_text(&server.app.store, "sat", &user.email).expect("the late player is told");
    assert!(mail.contains("the sitter finished your turn"), "{mail}");
    // The away streak counts one missed deadline, not one per decision.
    assert_eq!(server.app.store.seat_clocks(id).unwrap()[late].sitter_streak, 1);
}

#[test]
fn every_early_ending_is_mailed_to_every_player() {
    let server = TestServer::on_sqlite(&[], false);
    let mut ps = signed_up(&server, &["eve@example.org", "fay@example.org", "gus@example.org"]);
    // A resignation in a game of two ends it.
    let id = server.seeded_game("dominion", "resign", &[], &["eve@example.org", "fay@example.org"]);
    let csrf = ps[0].csrf(&format!("/games/{id}"));
    let r = ps[0].post(&format!("/games/{id}/resign"), &[("csrf", &csrf), ("confirm", "1")]);
    assert_eq!(r.status, 303, "{}", r.body);
    for email in ["eve@example.org", "fay@example.org"] {
        let mail = newest_mail_text(&server.app.store, "life", email).expect("the ending is mailed");
        assert!(mail.contains("resigned and loses"), "{mail}");
        assert!(mail.contains(&format!("/games/{id}/replay")), "a link to the replay: {mail}");
    }
    let token = ps[1].api_token();
    let (status, view) = ps[1].api_get(&format!("/api/v1/games/{id}"), &token);
    assert_eq!(status, 200, "{view}");
    assert!(view["ok"]["outcome_plain"].as_str().is_some_and(|s| s.contains("resigned")), "{view}");

    // A resignation in a game of three goes on; the others are told.
    let id =
        server.seeded_game("dominion", "resign-three", &[], &["eve@example.org", "fay@example.org", "gus@example.org"]);
    let csrf = ps[2].csrf(&format!("/games/{id}"));
    assert_eq!(ps[2].post(&format!("/games/{id}/resign"), &[("csrf", &csrf), ("confirm", "1")]).status, 303);
    let mail = newest_mail_text(&server.app.store, "life", "eve@example.org").unwrap();
    assert!(mail.contains("gus resigned"), "{mail}");
    assert!(newest_mail_text(&server.app.store, "life", "gus@example.org").unwrap().contains("gus resigned"));

    // Abandoned by everyone's vote.
    let id = server.seeded_game("dominion", "abandon", &[], &["eve@example.org", "fay@example.org"]);
    for p in ps.iter_mut().take(2) {
        let csrf = p.csrf(&format!("/games/{id}"));
        assert_eq!(p.post(&format!("/games/{id}/abandon"), &[("csrf", &csrf), ("confirm", "1")]).status, 303);
    }
    let mail = newest_mail_text(&server.app.store, "life", "fay@example.org").unwrap();
    assert!(mail.contains("abandoned the game"), "{mail}");

    // Cancelled before it began: the player who joined is told.
    let csrf = ps[0].csrf("/games/new");
    let r = ps[0].post("/games", &[("csrf", &csrf), ("game", "dominion"), ("seats", "3"), ("listed", "1")]);
    let id: i64 = r.location.unwrap().trim_start_matches("/games/").parse().unwrap();
    ps[1].join(id);
    let csrf = ps[0].csrf(&format!("/games/{id}"));
    assert_eq!(ps[0].post(&format!("/games/{id}/cancel"), &[("csrf", &csrf), ("confirm", "1")]).status, 303);
    let mail = newest_mail_text(&server.app.store, "life", "fay@example.org").unwrap();
    assert!(mail.contains("cancelled"), "{mail}");
    assert!(link_in(&mail, &format!("/games/{id}")).is_some(), "{mail}");
}

/// A game begun under Voidfall's rules 5, met by a build with rules 6: on
/// SQLite and PostgreSQL, decided once at start-up, shown on the game page;
/// a game this build cannot reproduce is frozen with a clear page.
#[test]
fn running_games_of_an_earlier_rules_version_are_migrated_kept_or_frozen() {
    use diesel::prelude::*;
    for db in common::databases() {
        let server = TestServer::start(&db.url, &[], false);
        let mut ps = signed_up(&server, &["hal@example.org", "ida@example.org"]);
        let users: Vec<i64> = ["hal@example.org", "ida@example.org"]
            .iter()
            .map(|e| server.app.store.user_by_email(e).unwrap().unwrap().id)
            .collect();
        let current = server.app.game("voidfall").unwrap();
        let v5 = current.at_version(5).expect("Voidfall keeps rules 5");
        let make = |label: &str| {
            let id = server
                .app
                .store
                .create_game(v5, 2, &serde_json::json!({}), Seed::from_label(label), Some(users[0]))
                .unwrap()
                .unwrap();
            for &u in &users {
                server.app.store.join(id, u, &mut |_, _, _| Ok(())).unwrap();
            }
            // Some decisions, taken by the sitter.
            for _ in 0..6 {
                let (seq, prompts, over) = server.state(id);
                let Some(p) = prompts.first().filter(|_| !over) else { break };
                let sitter = Mover::Sitter { decline: false, rest_of_turn: false };
                server
                    .app
                    .store
                    .append_by(id, seq, p.seat, sitter, &mut |_, _, _| Ok(Default::default()), store_now())
                    .unwrap();
            }
            id
        };
        let (kept_or_migrated, frozen) = (make("v5-a"), make("v5-b"));
        assert_eq!(server.app.store.game_row(kept_or_migrated).unwrap().rules_version, 5);
        // The second game: a version no longer played, with recorded states
        // that no rules here give.
        {
            let mut c = server.app.store.conn().unwrap();
            let sql = format!("UPDATE games SET rules_version = 1 WHERE id = {frozen}");
            diesel::sql_query(sql).execute(&mut *c).unwrap();
            // States no rules here give (their digests prove it).
            let zeros = "0".repeat(64);
            let sql = format!("UPDATE events SET digest = '{zeros}' WHERE game_id = {frozen}");
            diesel::sql_query(sql).execute(&mut *c).unwrap();
        }
        let decided = server.app.store.upgrade_rules().unwrap();
        assert_eq!(decided.len(), 2, "{}: {decided:?}", db.name);
        let fate = |id: i64| decided.iter().find(|(g, _)| *g == id).map(|(_, c)| c.fate).unwrap();
        assert_ne!(fate(kept_or_migrated), Fate::Frozen, "{}", db.name);
        assert!(server.app.store.upgrade_rules().unwrap().is_empty(), "decided once");
        let page = ps[0].get(&format!("/games/{kept_or_migrated}"));
        assert_eq!(page.status, 200, "{}", page.body);
        match fate(kept_or_migrated) {
            Fate::Migrated => {
                assert_eq!(server.app.store.game_row(kept_or_migrated).unwrap().rules_version, 6);
                assert!(page.body.contains("The rules were updated from version 5 to 6"), "{}", page.body);
            }
            _ => assert!(page.body.contains("keeps version 5"), "{}", page.body),
        }
        assert!(page.body.contains("Rules version 6: The Voidborn add a sector defense"), "{}", page.body);
        // Version 1 with events: no rules here reproduce its states.
        assert!(server.app.store.game_row(frozen).unwrap().last_seq > 1);
        assert_eq!(fate(frozen), Fate::Frozen, "{}", db.name);
        let page = ps[1].get(&format!("/games/{frozen}"));
        assert_eq!(page.status, 409, "{}", page.body);
        assert!(page.body.contains("This game cannot go on"), "{}", page.body);
    }
}
