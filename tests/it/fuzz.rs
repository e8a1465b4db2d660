//! 5,000 requests of random junk over every form and API endpoint, on SQLite and
//! PostgreSQL, from a fixed seed: no response may be a server error (≥ 500).
//! Values mix the valid (real ids, CSRF tokens, a working API token) with the
//! hostile (NUL bytes, control characters, huge numbers, long text, bad JSON).

use crate::common;

use common::web::{Client, TestServer};
use letterbox::engine::GameRng;

const REQUESTS: usize = 5_000;
const PASSWORD: &str = "correct horse";

struct World {
    ids: Vec<String>,
    csrf: String,
    token: String,
}

fn pick<'a>(rng: &mut GameRng, items: &[&'a str]) -> &'a str {
    items[rng.below(items.len())]
}

/// A hostile or plausible value for any field.
fn value(rng: &mut GameRng, w: &World) -> String {
    let long = "x".repeat(70_000);
    let id = w.ids[rng.below(w.ids.len())].clone();
    match rng.below(16) {
        0 => String::new(),
        1 => "\0".into(),
        2 => "a\0b@example.org".into(),
        3 => "\u{1b}[31m\u{7}".into(),
        4 => "-1".into(),
        5 => "99999999999999999999999".into(),
        6 => "<script>alert(1)</script>".into(),
        7 => "日本語のテキスト".into(),
        8 => long[..rng.below(long.len())].to_string(),
        9 => "../../../../etc/passwd".into(),
        10 => id,
        11 => "someone@example.org".into(),
        12 => w.csrf.clone(),
        13 => PASSWORD.into(),
        14 => "%zz%00%".into(),
        _ => format!("{}", rng.below(5005) as i64 - 5),
    }
}

fn path_part(rng: &mut GameRng, w: &World) -> String {
    let id = w.ids[rng.below(w.ids.len())].clone();
    match rng.below(6) {
        0 => "0".into(),
        1 => "-7".into(),
        2 => "99999999999999999999".into(),
        3 => "%00".into(),
        _ => id,
    }
}

fn query(rng: &mut GameRng, w: &World, keys: &[&str]) -> String {
    let mut q = form_urlencoded::Serializer::new(String::new());
    for k in keys {
        if rng.below(5) > 0 {
            // Long values go in bodies; a URL has a length limit of its own.
            let v: String = value(rng, w).chars().take(2000).collect();
            q.append_pair(k, &v);
        }
    }
    q.finish()
}

const FORMS: &[(&str, &[&str])] = &[
    ("/signup", &["csrf", "email", "name", "password"]),
    ("/login", &["csrf", "email", "password"]),
    ("/logout", &["csrf"]),
    ("/reset", &["csrf", "email"]),
    ("/reset/confirm", &["csrf", "u", "e", "s", "password"]),
    ("/verify", &["csrf", "u", "e", "s"]),
    ("/verify/resend", &["csrf"]),
    ("/games", &["csrf", "game", "seats", "opt.kingdom", "listed", "replay_players_only", "invite"]),
    ("/games/{id}/join", &["csrf", "s"]),
    ("/games/{id}/invite", &["csrf", "emails"]),
    ("/games/{id}/move", &["csrf", "seq", "seat", "kind", "one", "many", "number", "order.a"]),
    ("/games/{id}/chat", &["csrf", "body"]),
    ("/link/move", &["g", "u", "q", "o", "e", "s"]),
    ("/unsubscribe", &["u", "s"]),
    ("/settings", &["csrf", "mail_pref", "chat_mail", "lang", "time_zone"]),
    ("/settings/tokens", &["csrf", "label"]),
    ("/settings/tokens/{id}/revoke", &["csrf"]),
    ("/settings/password", &["csrf", "current", "password"]),
];

const PAGES: &[(&str, &[&str])] = &[
    ("/", &[]),
    ("/signup", &[]),
    ("/login", &[]),
    ("/reset", &[]),
    ("/reset/confirm", &["u", "e", "s"]),
    ("/verify", &["u", "e", "s"]),
    ("/games/new", &[]),
    ("/games/{id}", &["s"]),
    ("/games/{id}/join", &["s"]),
    ("/games/{id}/export", &[]),
    ("/games/{id}/replay", &["step", "as"]),
    ("/link/move", &["g", "u", "q", "o", "e", "s"]),
    ("/unsubscribe", &["u", "s"]),
    ("/settings", &[]),
    ("/static/{id}", &[]),
];

const API: &[&str] = &["/api/v1/games", "/api/v1/games/{id}", "/api/v1/games/{id}/log?since=3"];

fn json_body(rng: &mut GameRng, w: &World) -> Vec<u8> {
    let v = value(rng, w);
    let body = match rng.below(6) {
        0 => "{\"seq\": 1, \"answer\": {\"one\": \"end\"}}".to_string(),
        1 => serde_json::json!({ "seq": v.clone(), "answer": { "one": v } }).to_string(),
        2 => serde_json::json!({ "seq": -1, "answer": { "many": [v, "x"] } }).to_string(),
        3 => serde_json::json!({ "seq": 18_446_744_073_709_551_615_u64, "answer": { "number": 9e300 } }).to_string(),
        4 => "{\"seq\": 1, \"answer\": ".to_string(),
        _ => v,
    };
    body.into_bytes()
}

fn fuzz(db: &common::TestDb) {
    let server = TestServer::start(&db.url, &[], false);
    let mut ann = server.client();
    ann.signup("ann@example.org", "Ann", PASSWORD);
    let mut bob = server.client();
    bob.signup("bob@example.org", "Bob", PASSWORD);
    let open = ann.create_dominion("carol@example.org");
    let running = ann.create_dominion("");
    bob.join(running);
    let token = bob.api_token();
    let ids = vec![open.to_string(), running.to_string(), "1".into(), "2".into()];
    let mut visitor = server.client();
    let mut rng = GameRng::from_u64(20_261_123);
    let mut failures = Vec::new();
    for n in 0..REQUESTS {
        let w = World { ids: ids.clone(), csrf: ann.csrf("/settings"), token: token.clone() };
        let who = if rng.below(3) == 0 { &mut visitor } else { &mut ann };
        let (what, status) = match rng.below(10) {
            0..=4 => {
                let (path, keys) = FORMS[rng.below(FORMS.len())];
                let path = path.replace("{id}", &path_part(&mut rng, &w));
                let mut fields: Vec<(String, String)> = Vec::new();
                for k in keys {
                    if rng.below(6) > 0 {
                        fields.push((k.to_string(), value(&mut rng, &w)));
                    }
                }
                let pairs: Vec<(&str, &str)> = fields.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
                let r = if rng.below(8) == 0 {
                    let ctype =
                        pick(&mut rng, &["application/x-www-form-urlencoded", "text/plain", "application/json", ""]);
                    who.post_raw(&path, ctype, &json_body(&mut rng, &w))
                } else {
                    who.post(&path, &pairs)
                };
                (format!("POST {path}"), r.status)
            }
            5..=7 => {
                let (path, keys) = PAGES[rng.below(PAGES.len())];
                let path = format!("{}?{}", path.replace("{id}", &path_part(&mut rng, &w)), query(&mut rng, &w, keys));
                (format!("GET {path}"), who.get(&path).status)
            }
            _ => {
                // A header value must be visible ASCII, or the client refuses to send it.
                let junk: String = value(&mut rng, &w).chars().filter(char::is_ascii_graphic).take(200).collect();
                let token = if rng.below(4) == 0 { junk } else { w.token.clone() };
                let mut c = Client::new(&server.base);
                if rng.below(2) == 0 {
                    let path = API[rng.below(API.len())].replace("{id}", &path_part(&mut rng, &w));
                    (format!("GET {path}"), c.api_get(&path, &token).0)
                } else {
                    let path = format!("/api/v1/games/{}/answer", path_part(&mut rng, &w));
                    let body: serde_json::Value =
                        serde_json::from_slice(&json_body(&mut rng, &w)).unwrap_or(serde_json::Value::Null);
                    (format!("POST {path}"), c.api_post(&path, &token, &body).0)
                }
            }
        };
        // Sessions may end (logout, "log out everywhere"): sign back in.
        if ann.get("/settings").status != 200 {
            let csrf = ann.csrf("/login");
            ann.post("/login", &[("csrf", &csrf), ("email", "ann@example.org"), ("password", PASSWORD)]);
        }
        if status >= 500 || status == 0 {
            failures.push(format!("#{n} {what}: {status}"));
        }
    }
    assert!(failures.is_empty(), "{}: {} server errors:\n{}", db.name, failures.len(), failures.join("\n"));
}

#[test]
fn five_thousand_random_requests_get_no_server_error_on_sqlite() {
    fuzz(&common::sqlite());
}

#[test]
fn five_thousand_random_requests_get_no_server_error_on_postgres() {
    if let Some(db) = common::postgres() {
        fuzz(&db);
    }
}
