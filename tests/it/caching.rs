//! Cached pages and API views: the same page for the same game, seats and
//! reader carries the same ETag and is 304 for a reader who has it; a move, a
//! chat message or another reader gets the page afresh.

use crate::common;

use common::web::{TestServer, big_money};
use letterbox::engine::{GameRng, Prompt};

#[test]
fn a_page_is_cached_until_the_game_or_its_chat_changes() {
    let db = common::sqlite();
    let server = TestServer::start(&db.url, &[], false);
    let (mut ann, mut bob, id) = server.dominion_for_two();
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

/// Signs `client` in as `email` (a second session beside any other).
fn login(client: &mut common::web::Client, email: &str) {
    let csrf = client.csrf("/login");
    let r = client.post("/login", &[("csrf", &csrf), ("email", email), ("password", "correct horse")]);
    assert_eq!(r.status, 303, "log in {email}: {}", r.body);
}

/// One Big Money move through the API by the seat to play, of `seats` (client
/// and token per seat).
fn move_by_api(server: &TestServer, id: i64, seats: [(&mut common::web::Client, &String); 2], seed: u64) {
    let (seq, prompts, _) = server.state(id);
    let p = &prompts[0];
    let body = serde_json::json!({ "seq": seq, "answer": big_money(p, &mut GameRng::from_u64(seed)) });
    let [first, second] = seats;
    let (mover, token) = if p.seat == 0 { first } else { second };
    assert_eq!(mover.api_post(&format!("/api/v1/games/{id}/answer"), token, &body).0, 200);
}

/// How often a page was served on what the node had read lately of the session
/// and the game.
fn known_hits(server: &TestServer) -> u64 {
    server.site.known.stats.hits.load(std::sync::atomic::Ordering::Relaxed)
}

#[test]
fn a_page_served_without_the_database_follows_sign_outs_moves_chat_and_language() {
    let db = common::sqlite();
    let server = TestServer::start(&db.url, &[], false);
    let (mut ann, mut bob, id) = server.dominion_for_two();
    let path = format!("/games/{id}");
    let signed_in = ann.get(&path);
    assert!(signed_in.body.contains("action=\"/logout\""));
    let hits = known_hits(&server);
    assert_eq!(ann.get(&path).body, signed_in.body);
    assert!(known_hits(&server) > hits, "the second page came from what the node had read");

    // A move (on this node) shows at once.
    let (seq, prompts, _) = server.state(id);
    let p = &prompts[0];
    let token = if p.seat == 0 { ann.api_token() } else { bob.api_token() };
    ann.get(&path);
    ann.get(&path);
    let body = serde_json::json!({ "seq": seq, "answer": big_money(p, &mut GameRng::from_u64(2)) });
    let mover = if p.seat == 0 { &mut ann } else { &mut bob };
    assert_eq!(mover.api_post(&format!("/api/v1/games/{id}/answer"), &token, &body).0, 200);
    assert!(server.state(id).0 > seq);
    let moved = ann.get(&path);
    assert_ne!(moved.body, signed_in.body, "a new event is a new page");
    assert_ne!(moved.header("etag"), signed_in.header("etag"));

    // A chat message by Bob shows on Ann's page at once.
    ann.get(&path);
    let csrf = bob.csrf(&path);
    assert_eq!(bob.post(&format!("/games/{id}/chat"), &[("csrf", &csrf), ("body", "well played")]).status, 303);
    assert!(ann.get(&path).body.contains("well played"));

    // A language switch shows at once.
    ann.get(&path);
    let csrf = ann.csrf(&path);
    let r = ann.post("/language", &[("csrf", &csrf), ("lang", "ja"), ("back", &path)]);
    assert_eq!(r.status, 303);
    assert!(ann.get(&path).body.contains("<html lang=\"ja\">"));

    // Signed out, the old cookie sees the page as anyone would: no seat, no
    // sign-out form, no prompt.
    let old_cookies = ann.cookies.clone();
    ann.get(&path);
    let csrf = ann.csrf(&path);
    assert_eq!(ann.post("/logout", &[("csrf", &csrf)]).status, 303);
    let mut replayed = server.client();
    replayed.cookies = old_cookies;
    let after = replayed.get(&path);
    assert_eq!(after.status, 200);
    assert!(!after.body.contains("action=\"/logout\""), "a signed-out session sees no signed-in page");
    assert!(!after.body.contains("<span class=\"me\">Ann</span>"));
}

#[test]
fn signing_out_everywhere_ends_the_cached_pages_of_every_session_at_once() {
    let db = common::sqlite();
    let server = TestServer::start(&db.url, &[], false);
    let (mut ann, _bob, id) = server.dominion_for_two();
    let path = format!("/games/{id}");
    let mut ann_elsewhere = server.client();
    login(&mut ann_elsewhere, "ann@example.org");
    assert!(ann_elsewhere.get(&path).body.contains("action=\"/logout\""));
    assert!(ann_elsewhere.get(&path).body.contains("action=\"/logout\""));
    let csrf = ann.csrf("/settings");
    assert_eq!(ann.post("/settings/sessions/end", &[("csrf", &csrf)]).status, 303);
    assert!(!ann_elsewhere.get(&path).body.contains("action=\"/logout\""), "the other session is signed out");
}

/// Another node's writes cannot reach this node's memory: with `recheck_ms` 0
/// every page asks the database, so a sign-out there is honoured here at once;
/// otherwise after at most `recheck_ms`.
#[test]
fn a_sign_out_on_another_node_is_honoured_within_the_recheck_time() {
    let db = common::sqlite();
    // Nodes of one site share the key their cookies are sealed with.
    let key = "ab".repeat(64);
    for recheck in ["0", "200"] {
        let here = TestServer::start(
            &db.url,
            &[("LETTERBOX_CACHE_RECHECK_MS", recheck), ("LETTERBOX_SECRET_KEY", &key)],
            false,
        );
        let there = TestServer::start(&db.url, &[("LETTERBOX_SECRET_KEY", &key)], false);
        let mut ann = here.client();
        let email = format!("ann{recheck}@example.org");
        ann.signup(&email, "Ann", "correct horse");
        let id = ann.create_dominion("");
        let path = format!("/games/{id}");
        assert!(ann.get(&path).body.contains("action=\"/logout\""));
        assert!(ann.get(&path).body.contains("action=\"/logout\""));
        let mut ann_there = common::web::Client::new(&there.base);
        ann_there.cookies = ann.cookies.clone();
        assert!(ann_there.get(&path).body.contains("action=\"/logout\""), "the same session on the other node");
        let csrf = ann_there.csrf(&path);
        assert_eq!(ann_there.post("/logout", &[("csrf", &csrf)]).status, 303);
        if recheck != "0" {
            std::thread::sleep(std::time::Duration::from_millis(250));
        }
        assert!(!ann.get(&path).body.contains("action=\"/logout\""), "recheck {recheck}: signed out");
    }
}

/// The API's view of a game, served on what the node read lately of the token
/// and the game, follows moves, the language asked for, and a revoked token.
#[test]
fn an_api_view_served_without_the_database_follows_moves_languages_and_revoked_tokens() {
    let db = common::sqlite();
    let server = TestServer::start(&db.url, &[], false);
    let (mut ann, mut bob, id) = server.dominion_for_two();
    let (ann_token, bob_token) = (ann.api_token(), bob.api_token());
    let path = format!("/api/v1/games/{id}");
    // The first use stamps the token's last use: bookkeeping, which leaves what
    // was read with it usable.
    let first = ann.api_get(&path, &ann_token);
    assert_eq!(first.0, 200);
    let hits = known_hits(&server);
    assert_eq!(ann.api_get(&path, &ann_token), first);
    assert!(known_hits(&server) > hits, "the second view came from what the node had read");

    // Bob's view is Bob's, not Ann's cached one.
    let bobs = bob.api_get(&path, &bob_token);
    assert_eq!(bob.api_get(&path, &bob_token), bobs);
    assert_eq!(bobs.1["ok"]["seat"], 1);
    assert_eq!(bob.api_get(&path, &bob_token), bobs);

    // A move shows at once.
    move_by_api(&server, id, [(&mut ann, &ann_token), (&mut bob, &bob_token)], 2);
    let moved = ann.api_get(&path, &ann_token);
    assert!(moved.1["ok"]["seq"].as_u64() > first.1["ok"]["seq"].as_u64(), "a new event is a new view");
    assert_eq!(ann.api_get(&path, &ann_token), moved);

    // The language asked for is the language answered.
    let ja = ann.api_get(&format!("{path}?lang=ja"), &ann_token);
    assert_eq!(ja.1["ok"]["lang"], "ja");
    assert_eq!(ann.api_get(&path, &ann_token).1["ok"]["lang"], "en");

    // A revoked token is refused at once.
    let settings = ann.get("/settings");
    let start = settings.body.find("/settings/tokens/").expect("a token's revoke form");
    let action: String = settings.body[start..].chars().take_while(|c| *c != '"').collect();
    assert!(action.ends_with("/revoke"), "{action}");
    let csrf = ann.csrf("/settings");
    assert_eq!(ann.post(&action, &[("csrf", &csrf)]).status, 303);
    assert_eq!(ann.api_get(&path, &ann_token).0, 401, "a revoked token sees nothing");
}

/// A move writes only its game's rows: what the node read lately of API tokens
/// and of other games still serves their views without the database, and the
/// moved game's view is new at once.
#[test]
fn a_move_leaves_what_was_read_of_tokens_and_other_games_usable() {
    let db = common::sqlite();
    let server = TestServer::start(&db.url, &[], false);
    let (mut ann, mut bob, id) = server.dominion_for_two();
    let (ann_token, bob_token) = (ann.api_token(), bob.api_token());
    let (mut cara, _dan, other) = server.dominion_between(("cara@example.org", "Cara"), ("dan@example.org", "Dan"));
    let cara_token = cara.api_token();
    let (path, other_path) = (format!("/api/v1/games/{id}"), format!("/api/v1/games/{other}"));
    let before = ann.api_get(&path, &ann_token);
    let others_view = cara.api_get(&other_path, &cara_token);
    assert_eq!(cara.api_get(&other_path, &cara_token), others_view);

    move_by_api(&server, id, [(&mut ann, &ann_token), (&mut bob, &bob_token)], 3);

    let hits = known_hits(&server);
    assert_eq!(cara.api_get(&other_path, &cara_token), others_view);
    assert_eq!(known_hits(&server), hits + 2, "the other game's view came from its token and game as read before");
    let moved = ann.api_get(&path, &ann_token);
    assert!(moved.1["ok"]["seq"].as_u64() > before.1["ok"]["seq"].as_u64(), "the moved game's view is new");
}
