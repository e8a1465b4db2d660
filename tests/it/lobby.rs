//! What a game shows before it starts: the join page a signed-out visitor opens
//! names the game (its kind, who made it, its seats) for the shared link and an
//! invitation's link; a game waiting for players (a new one, a rematch) or
//! cancelled before it started shows no dealt board, setup log or replay.

use crate::common;

use common::web::{Client, TestServer, link_in};

const PASSWORD: &str = "correct horse";

/// A two-seat Dominion game Ann made (unlisted, inviting `invite`): Ann and the id.
fn unlisted_game(server: &TestServer, invite: &str) -> (Client, i64) {
    let mut ann = server.client();
    ann.signup("ann@example.org", "Ann", PASSWORD);
    let csrf = ann.csrf("/games/new");
    let r = ann.post(
        "/games",
        &[("csrf", &csrf), ("game", "dominion"), ("seats", "2"), ("opt.kingdom", "first-game"), ("invite", invite)],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    (ann, r.location.unwrap().trim_start_matches("/games/").parse().unwrap())
}

/// The text inside the page's board section.
fn board_section(html: &str) -> &str {
    let start = html.find("id=\"board\">").expect("a board section");
    let rest = &html[start..];
    &rest[..rest.find("</section>").unwrap()]
}

#[test]
fn the_signed_out_join_page_names_the_game() {
    let server = TestServer::on_sqlite(&[], false);
    let (mut ann, id) = unlisted_game(&server, "bob@example.org");
    let page = ann.get(&format!("/games/{id}"));
    let share = page.body.split("value=\"").find(|v| v.contains("/join?s=")).unwrap().split('"').next().unwrap();
    let share = share.replace("&amp;", "&").replace(&server.base, "");
    server.drain_mail();
    let invite = server.mails().into_iter().find(|m| m.contains("bob@example.org")).expect("the invitation");
    let parsed = mail_parser::MessageParser::default().parse(invite.as_bytes()).unwrap();
    let invitation = link_in(&parsed.body_text(0).unwrap(), "/join?s=").unwrap();

    for (link, lang, words) in [
        (&share, "en", ["Dominion", "Made by Ann", "1 of 2 seats taken"]),
        (&invitation, "en", ["Dominion", "Made by Ann", "1 of 2 seats taken"]),
        (&share, "ja", ["ドミニオン", "作成者：Ann", "2席中1席が埋まっています"]),
    ] {
        let mut visitor = Client::speaking(&server.base, lang);
        let r = visitor.get(link);
        assert_eq!(r.status, 200, "{link}: {}", r.body);
        for w in words {
            assert!(r.body.contains(w), "{link} ({lang}) names {w}: {}", r.body);
        }
    }
    // A link that admits nobody tells nothing.
    let mut visitor = server.client();
    let forged = format!("/games/{id}/join?s={}", "0".repeat(32));
    let r = visitor.get(&forged);
    assert_eq!(r.status, 403);
    assert!(!r.body.contains("Ann") && !r.body.contains("Dominion"), "{}", r.body);
}

#[test]
fn no_dealt_board_before_the_game_starts_nor_after_a_cancel() {
    let server = TestServer::on_sqlite(&[], false);
    let (mut ann, id) = unlisted_game(&server, "");
    let waiting = ann.get(&format!("/games/{id}"));
    assert_eq!(waiting.status, 200);
    let board = board_section(&waiting.body);
    assert!(board.contains("The table is set up when every seat is taken"), "{board}");
    assert!(!waiting.body.contains("Copper"), "no card of the deal: {}", waiting.body);
    assert_eq!(ann.get(&format!("/games/{id}/replay")).status, 403, "no replay of a deal nobody played");

    // Cancelled before it started: never set up.
    let csrf = ann.csrf(&format!("/games/{id}"));
    assert_eq!(ann.post(&format!("/games/{id}/cancel"), &[("csrf", &csrf), ("confirm", "1")]).status, 303);
    let cancelled = ann.get(&format!("/games/{id}"));
    assert!(board_section(&cancelled.body).contains("ended before it started"), "{}", cancelled.body);
    assert!(!cancelled.body.contains("Copper"));
    let replay = ann.get(&format!("/games/{id}/replay?as=all"));
    assert_eq!(replay.status, 403);
    assert!(replay.body.contains("never started"), "{}", replay.body);

    // A rematch waits for its players: no board either, until they come.
    let csrf = ann.csrf(&format!("/games/{id}"));
    let r = ann.post(&format!("/games/{id}/rematch"), &[("csrf", &csrf)]);
    assert_eq!(r.status, 303, "{}", r.body);
    let rematch = r.location.unwrap();
    let page = ann.get(&rematch);
    assert!(board_section(&page.body).contains("The table is set up"), "{}", page.body);
    let rematch_id: i64 = rematch.trim_start_matches("/games/").parse().unwrap();
    let mut bob = server.client();
    bob.signup("bob@example.org", "Bob", PASSWORD);
    server.app.store.set_game_settings(rematch_id, true, false).unwrap();
    bob.join(rematch_id);
    let started = ann.get(&rematch);
    assert!(
        !started.body.contains("The table is set up") && started.body.contains("Copper"),
        "the board once it starts"
    );
}
