//! N3: a standing order is its seat's alone. Changing one moves the whole log's
//! seq (it is an event, folded like any) but nothing another player is shown:
//! not the public seq on pages, in the API or its list, not a page's or the
//! API's ETag, not the game's time of last activity, and not the seq their open
//! forms carry, which still move. Its own player's page shows the change.

use crate::common;

use common::web::{TestServer, big_money};
use letterbox::engine::GameRng;

fn standing_orders_tell_nobody_else(db: &common::TestDb) {
    let server = TestServer::start(&db.url, &[], false);
    let (mut ann, mut bob, id) = server.dominion_for_two();
    // The seat to move watches; the other one (Ann at seat 0, or Bob) changes an order.
    let to_act = server.state(id).1[0].seat;
    let (watcher, changer, changer_seat) = if to_act == 0 { (&mut ann, &mut bob, 1) } else { (&mut bob, &mut ann, 0) };
    let token = watcher.api_token();
    let page = format!("/games/{id}");
    let api = format!("/api/v1/games/{id}");
    let before = watcher.get(&page);
    let etag = before.header("etag").expect("the page's ETag").to_string();
    let seen_seq: u64 = before.field("seq").expect("the watcher's form").parse().unwrap();
    let api_before = watcher.api_get_with(&api, &token, &[]);
    let api_etag = api_before.header("etag").expect("the API's ETag").to_string();
    let list_before = watcher.api_get("/api/v1/games", &token).1;
    let row_before = server.app.store.game_row(id).unwrap();
    let (log_seq, _, _) = server.state(id);
    assert_eq!(seen_seq, row_before.public_seq as u64);

    let csrf = changer.csrf(&page);
    let seat = changer_seat.to_string();
    let form = [("csrf", csrf.as_str()), ("seat", &seat), ("order", "moat"), ("choice", "ask-me")];
    assert_eq!(changer.post(&format!("/games/{id}/standing"), &form).status, 303, "{}", db.name);
    assert_eq!(server.state(id).0, log_seq + 1, "{}: the order is an event of the log", db.name);
    let own = changer.get(&page).body;
    assert!(own.contains("value=\"ask-me\" checked"), "{}: its player sees it", db.name);

    // Nothing the watcher is shown moved.
    let row = server.app.store.game_row(id).unwrap();
    assert_eq!((row.public_seq, row.updated_at), (row_before.public_seq, row_before.updated_at), "{}", db.name);
    assert_eq!(watcher.get_with(&page, &[("If-None-Match", &etag)]).status, 304, "{}: the page's ETag", db.name);
    assert_eq!(watcher.get(&page).body, before.body, "{}: the page", db.name);
    assert_eq!(watcher.api_get_with(&api, &token, &[("If-None-Match", &api_etag)]).status, 304, "{}", db.name);
    let (_, view) = watcher.api_get(&api, &token);
    assert_eq!(view["ok"]["seq"], seen_seq, "{}: the API's seq", db.name);
    assert_eq!(watcher.api_get("/api/v1/games", &token).1, list_before, "{}: the API's list", db.name);
    let replay = watcher.get(&format!("/games/{id}/replay"));
    assert!(replay.body.contains(&format!("max=\"{seen_seq}\"")), "{}: the replay's last step", db.name);

    // The watcher's form, made before the change, still moves.
    let prompt = server.state(id).1.into_iter().find(|p| p.seat == to_act).unwrap();
    let answer = big_money(&prompt, &mut GameRng::from_u64(7));
    let done = letterbox::web::game::make_move(&server.app, id, to_act, seen_seq, &answer).expect("not stale");
    assert!(done.shown_seq > seen_seq);
    let after = server.app.store.game_row(id).unwrap().public_seq as u64;
    assert_eq!(after, done.shown_seq, "{}: a move others see moves the public seq", db.name);
    assert_ne!(watcher.get(&page).header("etag").unwrap(), etag);
    // A stale form is told where the game is as its reader may know it.
    match letterbox::web::game::make_move(&server.app, id, to_act, seen_seq, &answer) {
        Err(letterbox::store::StoreError::Move(letterbox::engine::MoveError::Stale { actual, .. })) => {
            assert_eq!(actual, after, "{}", db.name);
        }
        other => panic!("{}: a stale move: {:?}", db.name, other.map(|a| a.recorded)),
    }
}

#[test]
fn standing_orders_tell_nobody_else_on_sqlite() {
    standing_orders_tell_nobody_else(&common::sqlite());
}

#[test]
fn standing_orders_tell_nobody_else_on_postgres() {
    if let Some(db) = common::postgres() {
        standing_orders_tell_nobody_else(&db);
    }
}
