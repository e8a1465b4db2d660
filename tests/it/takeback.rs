//! Taking back a decision on the game page (and through the API): a Dominion
//! player plays a Copper, takes it back (the game is as before, the log shows
//! both lines), and is refused where the rule says no: a page that is stale,
//! another player's take-back, and after the turn passed to someone else.

use crate::common;

use common::web::{Client, TestServer, form_fields};
use letterbox::engine::{Answer, Viewer};
use serde_json::json;

const PASSWORD: &str = "correct horse";

fn digest(server: &TestServer, id: i64) -> String {
    server.app.store.with_match(id, |m| m.digest().to_hex()).unwrap()
}

fn post_take_back(client: &mut Client, id: i64, seq: u64, seat: usize) -> common::web::Resp {
    let csrf = client.csrf(&format!("/games/{id}"));
    client.post(
        &format!("/games/{id}/takeback"),
        &[("csrf", &csrf), ("seq", &seq.to_string()), ("seat", &seat.to_string())],
    )
}

fn post_move(client: &mut Client, id: i64, seq: u64, seat: usize, key: &str) {
    let csrf = client.csrf(&format!("/games/{id}"));
    let mut form = vec![("csrf".to_string(), csrf), ("seq".into(), seq.to_string()), ("seat".into(), seat.to_string())];
    form.extend(form_fields(&Answer::one(key)));
    let pairs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let r = client.post(&format!("/games/{id}/move"), &pairs);
    assert_eq!(r.status, 303, "{key}: {}", r.body);
}

fn take_back_a_copper(server: &TestServer) {
    let mut ann = server.client();
    ann.signup("ann@example.org", "Ann", PASSWORD);
    let mut bob = server.client();
    bob.signup("bob@example.org", "Bob", PASSWORD);
    let id = ann.create_dominion("");
    bob.join(id);
    let (seq, prompts, _) = server.state(id);
    let seat = prompts[0].seat;
    let other = 1 - seat;
    let (mover, waiter) = if seat == 0 { (&mut ann, &mut bob) } else { (&mut bob, &mut ann) };
    assert!(
        prompts[0].choice.options().iter().any(|o| o.key == "play:copper"),
        "the first turn opens in the Buy phase with Coppers in hand: {:?}",
        prompts[0]
    );
    let page = mover.get(&format!("/games/{id}"));
    assert!(!page.body.contains("/takeback"), "nothing to take back yet");

    // Play a Copper, then take it back from the page.
    let before = digest(server, id);
    post_move(mover, id, seq, seat, "play:copper");
    let page = mover.get(&format!("/games/{id}"));
    assert!(page.body.contains(&format!("action=\"/games/{id}/takeback\"")), "{}", page.body);
    assert!(page.body.contains("Take back my last decision"));
    assert!(!waiter.get(&format!("/games/{id}")).body.contains("/takeback"), "only the player who decided");
    let r = post_take_back(mover, id, seq + 1, seat);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(digest(server, id), before, "the game is as before the Copper");
    assert_eq!(server.state(id).0, seq + 2, "the take-back is an event of its own");
    let keys: Vec<String> = server
        .app
        .store
        .with_match(id, |m| m.log_for(Viewer::Spectator).map(|l| l.entry.text.key.to_string()).collect())
        .unwrap();
    assert_eq!(keys[keys.len() - 2..], ["dominion-log-play-treasures", "letterbox-took-back"]);
    let page = mover.get(&format!("/games/{id}"));
    let name = if seat == 0 { "Ann" } else { "Bob" };
    assert!(page.body.contains("took back a decision."), "{}", page.body);
    assert!(page.body.contains(&format!("{name}</span> plays")), "the Copper's line stays in the log");
    assert!(!page.body.contains("/takeback"), "nothing more to take back");
    // The replay shows the take-back as a step.
    let replay = mover.get(&format!("/games/{id}/replay?step={}&as={seat}", seq + 2));
    assert_eq!(replay.status, 200);
    assert!(replay.body.contains("took back a decision."));

    // Refusals change nothing: a stale page, the other player, nothing left.
    let now = digest(server, id);
    assert_eq!(post_take_back(mover, id, seq + 1, seat).status, 409, "a page from before the take-back is stale");
    let r = post_take_back(waiter, id, seq + 2, other);
    assert_eq!(r.status, 422);
    assert!(r.body.contains("There is no decision of yours in this turn to take back."), "{}", r.body);
    assert_eq!(post_take_back(waiter, id, seq + 2, seat).status, 403, "not the waiter's seat");
    assert_eq!(post_take_back(mover, id, seq + 2, seat).status, 422, "nothing left to take back");
    assert_eq!((digest(server, id), server.state(id).0), (now.clone(), seq + 2));

    // The API: the view says whether a take-back would be accepted, and the
    // answer "take_back" makes it.
    let token = mover.api_token();
    post_move(mover, id, seq + 2, seat, "play:copper");
    let (status, view) = mover.api_get(&format!("/api/v1/games/{id}"), &token);
    assert_eq!((status, &view["ok"]["can_take_back"]), (200, &json!(true)), "{view}");
    let (status, reply) =
        mover.api_post(&format!("/api/v1/games/{id}/answer"), &token, &json!({"seq": seq + 3, "answer": "take_back"}));
    assert_eq!(status, 200, "{reply}");
    assert_eq!(digest(server, id), now);

    // Ending the turn gives the other player a decision: that stands.
    post_move(mover, id, seq + 4, seat, "end");
    assert_eq!(server.state(id).1[0].seat, other);
    let page = mover.get(&format!("/games/{id}"));
    assert!(!page.body.contains("/takeback"));
    let at = server.state(id).0;
    let r = post_take_back(mover, id, at, seat);
    assert_eq!(r.status, 422);
    assert!(r.body.contains("gave another player something to decide"), "{}", r.body);
    let (status, reply) =
        mover.api_post(&format!("/api/v1/games/{id}/answer"), &token, &json!({"seq": at, "answer": "take_back"}));
    assert_eq!((status, &reply["kind"]), (422, &json!("rule")), "{reply}");
    assert_eq!(server.state(id).0, at);
}

#[test]
fn take_back_on_the_game_page_on_sqlite() {
    take_back_a_copper(&TestServer::on_sqlite(&[], false));
}

#[test]
fn take_back_on_the_game_page_on_postgres() {
    let Some(db) = common::postgres() else { return };
    take_back_a_copper(&TestServer::start(&db.url, &[], false));
}
