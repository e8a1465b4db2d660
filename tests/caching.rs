//! Cached pages and API views: the same page for the same game, seats and
//! reader carries the same ETag and is 304 for a reader who has it; a move, a
//! chat message or another reader gets the page afresh.

mod common;

use common::web::{TestServer, big_money};
use letterbox::engine::{GameRng, Prompt};

#[test]
fn a_page_is_cached_until_the_game_or_its_chat_changes() {
    let db = common::sqlite();
    let server = TestServer::start(&db.url, &[], false);
    let mut ann = server.client();
    ann.signup("ann@example.org", "Ann", "correct horse");
    let mut bob = server.client();
    bob.signup("bob@example.org", "Bob", "correct horse");
    let id = ann.create_dominion("");
    bob.join(id);
    let path = format!("/games/{id}");

    let first = ann.get(&path);
    assert_eq!(first.status, 200);
    let tag = first.header("etag").expect("an ETag").to_string();
    let again = ann.get(&path);
    assert_eq!(again.body, first.body, "the cached page is the page");
    assert_eq!(again.header("etag"), Some(tag.as_str()));
    let not_modified = ann.get_with(&path, &[("If-None-Match", &tag)]);
    assert_eq!(not_modified.status, 304);
    assert!(not_modified.body.is_empty());
    // Another reader has another page (their seat, their CSRF token).
    let bobs = bob.get(&path);
    assert_ne!(bobs.header("etag"), Some(tag.as_str()));
    assert_eq!(bob.get_with(&path, &[("If-None-Match", &tag)]).status, 200);

    // A chat message changes the page.
    let csrf = ann.csrf(&path);
    let r = ann.post(&format!("/games/{id}/chat"), &[("csrf", &csrf), ("body", "good luck")]);
    assert_eq!(r.status, 303);
    let after_chat = ann.get_with(&path, &[("If-None-Match", &tag)]);
    assert_eq!(after_chat.status, 200);
    assert!(after_chat.body.contains("good luck"));

    // The API view: an ETag, 304 while nothing changes, a new view after a move.
    let token = ann.api_token();
    let view = ann.api_get_with(&format!("/api/v1/games/{id}"), &token, &[]);
    assert_eq!(view.status, 200);
    let api_tag = view.header("etag").expect("an ETag on the API view").to_string();
    let same = ann.api_get_with(&format!("/api/v1/games/{id}"), &token, &[("If-None-Match", &api_tag)]);
    assert_eq!(same.status, 304);
    let v: serde_json::Value = serde_json::from_str(&view.body).unwrap();
    let prompt: Prompt = serde_json::from_value(v["ok"]["prompt"].clone()).expect("Ann is to play");
    let body = serde_json::json!({ "seq": v["ok"]["seq"], "answer": big_money(&prompt, &mut GameRng::from_u64(1)) });
    assert_eq!(ann.api_post(&format!("/api/v1/games/{id}/answer"), &token, &body).0, 200);
    let moved = ann.api_get_with(&format!("/api/v1/games/{id}"), &token, &[("If-None-Match", &api_tag)]);
    assert_eq!(moved.status, 200);
    let v2: serde_json::Value = serde_json::from_str(&moved.body).unwrap();
    assert!(v2["ok"]["seq"].as_u64() > v["ok"]["seq"].as_u64());
    let page_after_move = ann.get(&path);
    assert_ne!(page_after_move.header("etag"), after_chat.header("etag"));
}
