//! A real browser (Debian's Chromium, driven through chromedriver's W3C WebDriver
//! API): two people sign up, one creates a Dominion game and shares its join link,
//! the other joins, they play it to the end by clicking the pages (the board's
//! clickable cards where the prompt offers them, else the form's buttons), then
//! open the replay. Screenshots go to the test's temporary target directory.
//!
//! A third test opens a Quo Vadis board in a phone-sized viewport (360 CSS px)
//! and checks the page needs no horizontal scrolling.
//!
//! The tests share one lock: two Chromium instances and their drivers starting
//! at once on a small machine have broken a WebDriver connection before.

use crate::common;

use base64::Engine;
use common::poll_until;
use common::web::{TestServer, available, free_port, link_in, newest_mail_text, wait_for_port};
use letterbox::engine::Choice;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

/// One browser test at a time (see the module comment); a failed test leaves
/// the lock poisoned, which does not matter to the next.
static ONE_BROWSER: Mutex<()> = Mutex::new(());

fn one_browser() -> MutexGuard<'static, ()> {
    ONE_BROWSER.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// What every browser test starts with: the one browser at a time, Chromium
/// present (or the test skipped where that is allowed), a folder for its
/// screenshots (under `browser-screenshots/`), and a server on SQLite.
fn start_browser_test(folder: &str) -> Option<(MutexGuard<'static, ()>, PathBuf, TestServer)> {
    let one = one_browser();
    let present = Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists();
    if !available("BROWSER", present, "Debian's chromium and chromium-driver are not installed") {
        return None;
    }
    let shots: PathBuf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser-screenshots").join(folder);
    std::fs::create_dir_all(&shots).unwrap();
    Some((one, shots, TestServer::on_sqlite(&[], false)))
}

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

struct Driver {
    child: Child,
    base: String,
    agent: ureq::Agent,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Driver {
    fn start() -> Driver {
        let port = free_port();
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        wait_for_port(port, "chromedriver");
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_mins(1)))
            .build()
            .into();
        Driver { child, base: format!("http://127.0.0.1:{port}"), agent }
    }

    fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let url = format!("{}{path}", self.base);
        let r = match (method, body) {
            ("GET", _) => self.agent.get(&url).call(),
            ("DELETE", _) => self.agent.delete(&url).call(),
            (_, body) => {
                self.agent.post(&url).content_type("application/json").send(body.unwrap_or(json!({})).to_string())
            }
        };
        let mut r = r.expect("webdriver request");
        let text = r.body_mut().read_to_string().unwrap_or_default();
        serde_json::from_str(&text).unwrap_or(Value::Null)
    }

    fn session(&self, profile: &Path) -> Browser<'_> {
        self.session_speaking(profile, None)
    }

    /// A browser whose reader asks for `lang` first (`Accept-Language`).
    fn session_speaking(&self, profile: &Path, lang: Option<&str>) -> Browser<'_> {
        self.session_with(profile, lang, None)
    }

    /// A browser emulating a phone whose viewport is `width` CSS pixels wide.
    fn session_phone(&self, profile: &Path, width: u32) -> Browser<'_> {
        self.session_with(profile, None, Some(width))
    }

    fn session_with(&self, profile: &Path, lang: Option<&str>, phone_width: Option<u32>) -> Browser<'_> {
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--window-size=1280,1000",
        ]
        .iter()
        .map(std::string::ToString::to_string)
        .chain([format!("--user-data-dir={}", profile.display())])
        .chain(lang.map(|l| format!("--lang={l}")))
        .chain(lang.map(|l| format!("--accept-lang={l}")))
        .collect::<Vec<_>>();
        let mut options = json!({ "binary": CHROMIUM, "args": args });
        if let Some(l) = lang {
            options["prefs"] = json!({ "intl": { "accept_languages": l } });
        }
        if let Some(w) = phone_width {
            options["mobileEmulation"] =
                json!({ "deviceMetrics": { "width": w, "height": PHONE_HEIGHT, "pixelRatio": 2.0, "touch": true } });
        }
        let caps = json!({ "capabilities": { "alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": options
        }}});
        let v = self.call("POST", "/session", Some(caps));
        let id = v["value"]["sessionId"].as_str().unwrap_or_else(|| panic!("no session: {v}")).to_string();
        Browser { driver: self, id }
    }
}

struct Browser<'a> {
    driver: &'a Driver,
    id: String,
}

impl Drop for Browser<'_> {
    fn drop(&mut self) {
        self.driver.call("DELETE", &format!("/session/{}", self.id), None);
    }
}

impl Browser<'_> {
    fn cmd(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        self.driver.call(method, &format!("/session/{}{path}", self.id), body)["value"].clone()
    }

    fn go(&self, url: &str) {
        self.cmd("POST", "/url", Some(json!({ "url": url })));
    }

    fn url(&self) -> String {
        self.cmd("GET", "/url", None).as_str().unwrap_or_default().to_string()
    }

    /// The URL once it satisfies `done` (a click's navigation may still be under
    /// way when the click returns), or the last one seen after a few seconds.
    fn wait_url(&self, done: impl Fn(&str) -> bool) -> String {
        let mut url = String::new();
        poll_until(Duration::from_secs(10), || {
            url = self.url();
            done(&url)
        });
        url
    }

    fn find_all(&self, css: &str) -> Vec<String> {
        let v = self.cmd("POST", "/elements", Some(json!({ "using": "css selector", "value": css })));
        v.as_array()
            .map(|a| a.iter().filter_map(|e| e[ELEMENT].as_str().map(str::to_string)).collect())
            .unwrap_or_default()
    }

    fn find(&self, css: &str) -> String {
        self.find_all(css).into_iter().next().unwrap_or_else(|| panic!("no element {css} on {}", self.url()))
    }

    fn attr(&self, el: &str, name: &str) -> String {
        self.cmd("GET", &format!("/element/{el}/property/{name}"), None).as_str().unwrap_or_default().to_string()
    }

    /// Click; false if the browser refused (e.g. the element is covered).
    fn click(&self, el: &str) -> bool {
        let v = self.cmd("POST", &format!("/element/{el}/click"), Some(json!({})));
        v.get("error").is_none()
    }

    fn type_into(&self, css: &str, text: &str) {
        let el = self.find(css);
        self.cmd("POST", &format!("/element/{el}/value"), Some(json!({ "text": text })));
    }

    /// Run a script in the page and return its value.
    fn eval(&self, script: &str) -> Value {
        self.cmd("POST", "/execute/sync", Some(json!({ "script": script, "args": [] })))
    }

    /// Elements whose content does not fit them or that stick out of the window:
    /// buttons, table cells, list items, labels and the page itself. Empty when
    /// the page's text fits its layout.
    fn overflowing(&self) -> Vec<String> {
        let v = self.eval(
            r#"var out = [];
            var vw = document.documentElement.clientWidth;
            if (document.documentElement.scrollWidth > vw + 1) out.push("page: " + document.documentElement.scrollWidth + " > " + vw);
            document.querySelectorAll("button, td, th, li, label, h1, h2, h3, .seat, .badge, .prompt").forEach(function (el) {
              var r = el.getBoundingClientRect();
              if (r.width === 0) return;
              var inScroller = el.closest(".board, .log ol, .chat");
              if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible")
                out.push(el.tagName + " '" + el.textContent.trim().slice(0, 40) + "' " + el.scrollWidth + " > " + el.clientWidth);
              if (!inScroller && r.right > vw + 1) out.push(el.tagName + " '" + el.textContent.trim().slice(0, 40) + "' ends at " + r.right);
            });
            return out;"#,
        );
        v.as_array().map(|a| a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect()).unwrap_or_default()
    }

    /// A screenshot, after checking the page's text fits it.
    fn screenshot_fitting(&self, path: &Path) {
        self.screenshot(path);
        let bad = self.overflowing();
        assert!(bad.is_empty(), "text overflows its layout on {} ({}): {bad:#?}", self.url(), path.display());
    }

    fn screenshot(&self, path: &Path) {
        let b64 = self.cmd("GET", "/screenshot", None);
        let png = base64::engine::general_purpose::STANDARD.decode(b64.as_str().unwrap_or_default()).unwrap();
        std::fs::write(path, png).unwrap();
    }

    fn html_lang(&self) -> String {
        self.eval("return document.documentElement.lang;").as_str().unwrap_or_default().to_string()
    }

    /// Sign up, then open the mailed verification link and confirm it.
    fn signup(&self, server: &TestServer, email: &str, name: &str) {
        self.go(&format!("{}/signup", server.base));
        self.type_into("input[name=email]", email);
        self.type_into("input[name=name]", name);
        self.type_into("input[name=password]", "correct horse");
        assert!(self.click(&self.find("form[action='/signup'] button")));
        let mut text = None;
        poll_until(Duration::from_secs(10), || {
            text = newest_mail_text(&server.app.store, letterbox::mail::compose::VERIFY, email);
            text.is_some()
        });
        let link = link_in(&text.expect("a verification mail"), "/verify?").expect("a verification link");
        self.go(&link);
        assert!(self.click(&self.find("form[action='/verify'] button")));
        let url = self.wait_url(|u| u.ends_with('/'));
        assert!(url.ends_with('/'), "signed up: {url}");
    }
}

#[test]
fn two_people_play_dominion_in_chromium_and_open_the_replay() {
    let Some((_one, shots, server)) = start_browser_test("") else { return };
    let base = server.base.clone();
    let driver = Driver::start();
    let profiles = tempfile::tempdir().unwrap();
    let ann = driver.session(&profiles.path().join("ann"));
    let bob = driver.session(&profiles.path().join("bob"));
    ann.signup(&server, "ann@example.org", "Ann");
    bob.signup(&server, "bob@example.org", "Bob");

    // Ann creates the game (Dominion's form, default options) and shares the link.
    ann.go(&format!("{base}/games/new"));
    ann.screenshot(&shots.join("1-new-game.png"));
    assert!(ann.click(&ann.find("form[action='/games']:has(input[value=dominion]) button[type=submit]")));
    let game_url = ann.wait_url(|u| u.rsplit('/').next().is_some_and(|id| id.parse::<i64>().is_ok()));
    let id: i64 = game_url.rsplit('/').next().unwrap().parse().expect("on the game page");
    let join_link = ann.attr(&ann.find("input.share"), "value");
    bob.go(&join_link);
    assert!(bob.click(&bob.find("form[action$='/join'] button")));
    let running = || server.app.store.game_row(id).unwrap().status() == letterbox::store::Status::Running;
    assert!(poll_until(Duration::from_secs(10), running), "the game started");

    let players = [&ann, &bob];
    let mut clicks = 0;
    let mut board_clicks = 0;
    loop {
        let (seq, prompts, over) = server.state(id);
        if over {
            break;
        }
        assert!(clicks < 2_000, "the game should end");
        let prompt = &prompts[0];
        let b = players[prompt.seat];
        b.go(&game_url);
        if clicks == 6 {
            b.screenshot(&shots.join("2-mid-game.png"));
        }
        // Big money: treasures, then Province, Gold, Silver; else end the phase.
        let key = match &prompt.choice {
            Choice::One { options } => ["treasures", "buy:province", "buy:gold", "buy:silver", "buy-phase", "end"]
                .into_iter()
                .find(|k| options.iter().any(|o| o.key == *k))
                .unwrap_or(&options[0].key)
                .to_string(),
            other => panic!("big money meets only One prompts, got {other:?}"),
        };
        // Tap the board's card when the prompt targets it (the page's script
        // selects that option of the form, and nothing moves), otherwise the
        // option itself; then confirm.
        let on_board = b.find_all(&format!("[data-option='{key}']"));
        let tapped = match on_board.first() {
            Some(el) if b.click(el) => {
                board_clicks += 1;
                assert_eq!(server.state(id).0, seq, "a tap on the board never moves");
                true
            }
            _ => false,
        };
        if !tapped {
            assert!(b.click(&one_option(b, &key)));
        }
        confirm_one(b, &key);
        clicks += 1;
        assert!(poll_until(Duration::from_secs(10), || server.state(id).0 > seq), "the click made the move ({key})");
    }
    eprintln!("{clicks} clicks ({board_clicks} on the board) played the game to its end");
    assert!(board_clicks > 0, "the board's clickable cards work");

    ann.go(&game_url);
    ann.screenshot(&shots.join("3-game-over.png"));
    assert!(!ann.find_all("section.outcome").is_empty(), "the outcome is shown");
    let last = server.state(id).0;
    ann.go(&format!("{game_url}/replay?as=all&step={}", last / 2));
    ann.screenshot(&shots.join("4-replay-middle.png"));
    assert!(!ann.find_all("figure.chart svg polyline").is_empty(), "the score chart");
    assert!(ann.click(&ann.find("a[rel=next]")));
    let next_step = format!("step={}", last / 2 + 1);
    assert!(ann.wait_url(|u| u.contains(&next_step)).contains(&next_step));
    bob.go(&format!("{game_url}/replay?as=1&step={last}"));
    bob.screenshot(&shots.join("5-replay-end.png"));
    eprintln!("screenshots in {}", shots.display());
}

/// Whoever is prompted answers through the page: for a One prompt the first of
/// `prefer` that is offered (else the first option that the rules accept), for a
/// Many prompt its first `min` options, else the form's defaults. Returns the
/// seat that moved.
fn play_a_decision(server: &TestServer, id: i64, players: [&Browser; 2], game_url: &str, prefer: &[&str]) -> usize {
    let (seq, prompts, over) = server.state(id);
    assert!(!over, "the game is still on");
    let prompt = &prompts[0];
    let b = players[prompt.seat];
    b.go(game_url);
    let moved = || server.state(id).0 > seq;
    match &prompt.choice {
        Choice::One { options } => {
            let mut keys: Vec<&str> = prefer.iter().copied().filter(|k| options.iter().any(|o| o.key == *k)).collect();
            keys.extend(options.iter().map(|o| o.key.as_ref()));
            for key in keys {
                let Some(radio) =
                    b.find_all("form.prompt-form input[name=one]").into_iter().find(|el| b.attr(el, "value") == key)
                else {
                    continue;
                };
                assert!(b.click(&radio));
                confirm_one(b, key);
                if poll_until(Duration::from_secs(10), || moved() || b.url().ends_with("/move")) && moved() {
                    break;
                }
                b.go(game_url);
            }
        }
        Choice::Many { options, min, .. } => {
            for o in &options[..*min] {
                let boxes = b.find_all("form.prompt-form input[name=many]");
                let el = boxes.into_iter().find(|el| b.attr(el, "value") == o.key).expect("a checkbox per option");
                assert!(b.click(&el));
            }
            assert!(b.click(&b.find("form.prompt-form button[type=submit]")));
        }
        _ => assert!(b.click(&b.find("form.prompt-form button[type=submit]"))),
    }
    assert!(poll_until(Duration::from_secs(10), moved), "the page made the move: {:?}", prompt.choice);
    prompt.seat
}

/// The radio button of option `key` of a One prompt's form.
fn one_option(b: &Browser, key: &str) -> String {
    b.find_all("form.prompt-form input[name=one]")
        .into_iter()
        .find(|el| b.attr(el, "value") == key)
        .unwrap_or_else(|| panic!("no option {key}"))
}

/// Confirm the chosen option of a One prompt's form, ticking its "are you sure?"
/// when it has one.
fn confirm_one(b: &Browser, key: &str) {
    if let Some(sure) =
        b.find_all("form.prompt-form input[name=sure]").into_iter().find(|el| b.attr(el, "value") == key)
    {
        assert!(b.click(&sure));
    }
    assert!(b.click(&b.find("form.prompt-form button.confirm")));
}

/// Make decisions until the seat that was prompted first has finished its turn
/// (another seat is prompted alone); returns how many decisions that took.
fn play_a_turn(server: &TestServer, id: i64, players: [&Browser; 2], game_url: &str, prefer: &[&str]) -> usize {
    let first = server.state(id).1[0].seat;
    let mut decisions = 0;
    loop {
        let (_, prompts, over) = server.state(id);
        if over || (decisions > 0 && prompts.iter().all(|p| p.seat != first)) {
            return decisions;
        }
        assert!(decisions < 60, "a turn ends");
        play_a_decision(server, id, players, game_url, prefer);
        decisions += 1;
    }
}

/// Start a two-player game of `slug` from the new-game page (its default options)
/// and have the other browser join by the shared link; returns the game's URL.
fn start_game(server: &TestServer, slug: &str, host: &Browser, guest: &Browser) -> (i64, String) {
    host.go(&format!("{}/games/new", server.base));
    assert!(host.click(&host.find(&format!("form[action='/games']:has(input[value={slug}]) button[type=submit]"))));
    let url = host.wait_url(|u| u.rsplit('/').next().is_some_and(|id| id.parse::<i64>().is_ok()));
    let id: i64 = url.rsplit('/').next().unwrap().parse().expect("on the game page");
    let join_link = host.attr(&host.find("input.share"), "value");
    guest.go(&join_link);
    assert!(guest.click(&guest.find("form[action$='/join'] button")));
    let running = || server.app.store.game_row(id).unwrap().status() == letterbox::store::Status::Running;
    assert!(poll_until(Duration::from_secs(10), running), "the game started");
    (id, url)
}

#[test]
fn japanese_players_play_a_dominion_and_an_innovation_turn_in_chromium() {
    let Some((_one, shots, server)) = start_browser_test("ja") else { return };
    let base = server.base.clone();
    let driver = Driver::start();
    let profiles = tempfile::tempdir().unwrap();
    let aki = driver.session_speaking(&profiles.path().join("aki"), Some("ja"));
    let ken = driver.session_speaking(&profiles.path().join("ken"), Some("ja-JP"));

    // A visitor whose browser asks for Japanese gets Japanese pages.
    aki.go(&format!("{base}/signup"));
    assert_eq!(aki.html_lang(), "ja", "Accept-Language: ja");
    aki.screenshot_fitting(&shots.join("1-signup.png"));
    aki.signup(&server, "aki@example.jp", "秋子");
    ken.signup(&server, "ken@example.jp", "健太");
    for email in ["aki@example.jp", "ken@example.jp"] {
        let user = server.app.store.user_by_email(email).unwrap().unwrap();
        assert_eq!(user.lang, "ja", "{email} signed up in Japanese");
        assert!(!user.time_zone.is_empty(), "the browser's zone was taken: {email}");
    }
    aki.go(&format!("{base}/games/new"));
    aki.screenshot_fitting(&shots.join("2-new-game.png"));

    // Dominion: the first player's whole turn through the pages.
    let (id, url) = start_game(&server, "dominion", &aki, &ken);
    let players = [&aki, &ken];
    let first = server.state(id).1[0].seat;
    players[first].go(&url);
    assert_eq!(players[first].html_lang(), "ja");
    players[first].screenshot_fitting(&shots.join("3-dominion-turn.png"));
    let big_money = ["treasures", "buy:province", "buy:gold", "buy:silver", "buy-phase", "end"];
    let decisions = play_a_turn(&server, id, players, &url, &big_money);
    assert!(decisions > 0);
    players[1 - first].go(&url);
    players[1 - first].screenshot_fitting(&shots.join("4-dominion-next-turn.png"));

    // Innovation: the opening melds, then the first player's turn.
    let (id, url) = start_game(&server, "innovation", &aki, &ken);
    aki.go(&url);
    aki.screenshot_fitting(&shots.join("5-innovation-opening.png"));
    let mut opened = std::collections::BTreeSet::new();
    while opened.len() < 2 {
        opened.insert(play_a_decision(&server, id, players, &url, &[]));
    }
    let first = server.state(id).1[0].seat;
    players[first].go(&url);
    players[first].screenshot_fitting(&shots.join("6-innovation-turn.png"));
    play_a_turn(&server, id, players, &url, &[]);
    players[1 - first].go(&url);
    players[1 - first].screenshot_fitting(&shots.join("7-innovation-next-turn.png"));
    let log_lines = players[1 - first].find_all(".log li");
    assert!(!log_lines.is_empty(), "the log shows the turn");

    // The settings: the language list in each language's own name, the zone.
    aki.go(&format!("{base}/settings"));
    aki.screenshot_fitting(&shots.join("8-settings.png"));
    let options: Vec<String> =
        aki.find_all("select[name=lang] option").iter().map(|o| aki.attr(o, "textContent")).collect();
    assert_eq!(options, ["English", "日本語"]);
    eprintln!("screenshots in {}", shots.display());
}

/// Play a game through the store with uniformly random answers until `stop`
/// holds (given the public view and the prompts), or the game ends.
fn advance_randomly(
    server: &TestServer,
    id: i64,
    rng: &mut letterbox::engine::GameRng,
    stop: impl Fn(&Value, &[letterbox::engine::Prompt]) -> bool,
) {
    use letterbox::engine::Viewer;
    use letterbox::engine::conformance::random_answer;
    for _ in 0..5_000 {
        let (seq, prompts, over) = server.state(id);
        let view = server.app.store.with_match(id, |m| m.view(Viewer::Spectator).unwrap()).unwrap();
        if over || stop(&view, &prompts) {
            return;
        }
        let p = &prompts[0];
        // A random answer of the right shape may still break a rule: try again.
        let moved = (0..200).any(|_| {
            let _ = server.app.store.append(id, seq, p.seat, &random_answer(&p.choice, rng));
            server.state(id).0 > seq
        });
        assert!(moved, "no random answer was accepted at event {seq}");
    }
    panic!("the game did not reach the wanted point");
}

/// Players of a phone test: Ann creates the game, the others join.
const PHONE_PLAYERS: [(&str, &str); 3] =
    [("ann@example.org", "Ann"), ("bea@example.org", "Bea"), ("cyd@example.org", "Cyd")];

/// A two-seat game of `slug` between the first two phone players (already signed
/// up): both log in, the first creates it, the second joins.
fn two_phone_players_game(server: &TestServer, slug: &str) -> i64 {
    let mut clients: Vec<_> = PHONE_PLAYERS[..2].iter().map(|_| server.client()).collect();
    for (c, (email, _)) in clients.iter_mut().zip(&PHONE_PLAYERS) {
        let csrf = c.csrf("/login");
        let r = c.post("/login", &[("csrf", &csrf), ("email", email), ("password", "correct horse")]);
        assert_eq!(r.status, 303, "log in: {}", r.body);
    }
    let csrf = clients[0].csrf("/games/new");
    let form = [("csrf", csrf.as_str()), ("game", slug), ("seats", "2"), ("listed", "1"), ("invite", "")];
    let r = clients[0].post("/games", &form);
    assert_eq!(r.status, 303, "create {slug}: {}", r.body);
    let id: i64 = r.location.unwrap().trim_start_matches("/games/").parse().unwrap();
    clients[1].join(id);
    id
}

/// A started game of `slug` for the first `seats` phone players, created with the
/// extra form `fields`; returns its id and Ann's seat.
fn phone_game(server: &TestServer, slug: &str, seats: usize, fields: &[(&str, &str)]) -> (i64, usize) {
    let names = &PHONE_PLAYERS[..seats];
    let mut clients: Vec<_> = names.iter().map(|_| server.client()).collect();
    for (c, (email, name)) in clients.iter_mut().zip(names) {
        c.signup(email, name, "correct horse");
    }
    let csrf = clients[0].csrf("/games/new");
    let seats_field = seats.to_string();
    let mut form =
        vec![("csrf", csrf.as_str()), ("game", slug), ("seats", seats_field.as_str()), ("listed", "1"), ("invite", "")];
    form.extend_from_slice(fields);
    let r = clients[0].post("/games", &form);
    assert_eq!(r.status, 303, "create: {}", r.body);
    let id: i64 = r.location.unwrap().trim_start_matches("/games/").parse().unwrap();
    for c in &mut clients[1..] {
        c.join(id);
    }
    let ann = server.app.store.user_by_email(names[0].0).unwrap().unwrap();
    let seat = server.app.store.seat_holders(id).unwrap().into_iter().find(|h| h.user_id == Some(ann.id)).unwrap().seat;
    (id, seat)
}

/// Sign in as `email` in the browser and open game `id`.
fn sign_in_and_open(phone: &Browser, base: &str, email: &str, id: i64) {
    phone.go(&format!("{base}/login"));
    phone.type_into("input[name=email]", email);
    phone.type_into("input[name=password]", "correct horse");
    assert!(phone.click(&phone.find("form[action='/login'] button")));
    phone.wait_url(|u| !u.ends_with("/login"));
    phone.go(&format!("{base}/games/{id}"));
}

/// At the phone's 360 px: no sideways scroll (screenshot saved as `shot`), the map
/// `map` ends inside the screen, and no text overflows.
fn assert_fits_the_phone(phone: &Browser, shot: &Path, game: &str, map: &str) {
    let width = phone.eval("return window.innerWidth;").as_u64().unwrap();
    assert_eq!(width, 360, "a phone-sized viewport");
    let scroll = phone.eval("return document.scrollingElement.scrollWidth;").as_u64().unwrap();
    phone.screenshot(shot);
    assert!(scroll <= width, "the {game} page scrolls sideways at {width} px: {scroll} px wide");
    // The map itself fits the screen, not only the page.
    let right =
        phone.eval(&format!("return document.querySelector('{map}').getBoundingClientRect().right;")).as_f64().unwrap();
    assert!(right <= width as f64 + 0.5, "the map ends at {right} px");
    let bad = phone.overflowing();
    assert!(bad.is_empty(), "text overflows its layout at {width} px: {bad:#?}");
}

#[test]
fn a_quo_vadis_board_fits_a_phone_in_chromium() {
    let Some((_one, shots, server)) = start_browser_test("phone") else { return };
    // Three players (Quo Vadis takes 3 to 5).
    let (id, seat) = phone_game(&server, "quo-vadis", 3, &[("opt.devotion", "1")]);

    // Random play until Ann picks an area in round 4: by then the map holds
    // workers and towns and the panels have generation rows.
    let mut rng = letterbox::engine::GameRng::from_u64(11);
    advance_randomly(&server, id, &mut rng, |view, prompts| {
        view["round"].as_u64().unwrap_or(0) >= 4 && view["step"] == "area" && prompts.iter().any(|p| p.seat == seat)
    });

    let driver = Driver::start();
    let profiles = tempfile::tempdir().unwrap();
    let phone = driver.session_phone(&profiles.path().join("ann"), 360);
    sign_in_and_open(&phone, &server.base, PHONE_PLAYERS[0].0, id);
    assert!(!phone.find_all(".qv-board svg polygon.qv-space").is_empty(), "the map is drawn");
    assert!(!phone.find_all("form.prompt-form").is_empty(), "Ann sees her prompt");
    assert_fits_the_phone(&phone, &shots.join("quo-vadis-360.png"), "Quo Vadis", ".qv-map svg");
    // The player panels and the hand, further down the page.
    phone.eval("document.querySelector('.qv-players').scrollIntoView(); return 0;");
    phone.screenshot(&shots.join("quo-vadis-360-panels.png"));
    eprintln!("screenshots in {}", shots.display());
}

#[test]
fn a_voidfall_board_fits_a_phone_in_chromium() {
    let Some((_one, shots, server)) = start_browser_test("phone") else { return };
    let (id, seat) = phone_game(&server, "voidfall", 2, &[]);

    // Random play into the second cycle, to a decision of Ann's: by then fleets,
    // corruption and tokens are on the map and the player boards are filled in.
    let mut rng = letterbox::engine::GameRng::from_u64(5);
    advance_randomly(&server, id, &mut rng, |view, prompts| {
        view["cycle"].as_u64().unwrap_or(0) >= 2 && prompts.iter().any(|p| p.seat == seat)
    });

    let driver = Driver::start();
    let profiles = tempfile::tempdir().unwrap();
    let phone = driver.session_phone(&profiles.path().join("ann"), 360);
    sign_in_and_open(&phone, &server.base, PHONE_PLAYERS[0].0, id);
    assert!(!phone.find_all(".vf-map svg").is_empty(), "the hex map is drawn");
    assert!(phone.eval("return document.title;").as_str().unwrap().starts_with("Voidfall"), "the game's own name");
    assert!(!phone.find_all("form.prompt-form").is_empty(), "Ann sees her prompt");
    assert_fits_the_phone(&phone, &shots.join("voidfall-360.png"), "Voidfall", ".vf-map svg");
    eprintln!("screenshots in {}", shots.display());
}

/// The new-game form (with its time control) and a Dominion game page (with the
/// standing orders and a deadline) at 360 px: no sideways scroll, no overflow.
#[test]
fn the_new_game_form_and_a_game_with_standing_orders_fit_a_phone_in_chromium() {
    let Some((_one, shots, server)) = start_browser_test("phone") else { return };
    let (id, _) =
        phone_game(&server, "dominion", 2, &[("tc.limit", "48"), ("tc.expiry", "skip"), ("tc.away_after", "3")]);

    let driver = Driver::start();
    let profiles = tempfile::tempdir().unwrap();
    let phone = driver.session_phone(&profiles.path().join("ann"), 360);
    sign_in_and_open(&phone, &server.base, PHONE_PLAYERS[0].0, id);
    assert!(!phone.find_all("form.standing-order").is_empty(), "Ann's standing orders are on the page");
    let fits = |shot: &str| {
        let width = phone.eval("return window.innerWidth;").as_u64().unwrap();
        let scroll = phone.eval("return document.scrollingElement.scrollWidth;").as_u64().unwrap();
        phone.screenshot(&shots.join(shot));
        assert!(scroll <= width, "{shot}: the page scrolls sideways at {width} px: {scroll} px wide");
        let bad = phone.overflowing();
        assert!(bad.is_empty(), "{shot}: text overflows its layout at {width} px: {bad:#?}");
    };
    fits("dominion-standing-360.png");
    phone.go(&format!("{}/games/new", server.base));
    assert!(!phone.find_all("select[name='tc.limit']").is_empty());
    fits("new-game-360.png");
}

/// Every kind of page at 360 px, signed in and out: no sideways scroll, no text
/// overflowing, a screenshot each. On a game page with a decision the decision
/// starts within the first screen; tapping the board never moves.
#[test]
fn every_page_type_fits_a_phone_and_a_board_tap_never_moves() {
    let Some((_one, shots, server)) = start_browser_test("pages-360") else { return };
    let base = server.base.clone();
    let (dominion, seat) = phone_game(&server, "dominion", 2, &[("opt.kingdom", "first-game")]);
    let mut rng = letterbox::engine::GameRng::from_u64(7);
    // Ann's buy phase, some turns in: the supply is her clickable board.
    advance_randomly(&server, dominion, &mut rng, |view, prompts| {
        view["turn"]["number"].as_u64().unwrap_or(0) >= 5
            && prompts.iter().any(|p| p.seat == seat && p.choice.options().iter().any(|o| o.key.starts_with("buy:")))
    });
    // Eminent Domain and Innovation between the same two players, a few moves in.
    let eminent = two_phone_players_game(&server, "eminent-domain");
    let innovation = two_phone_players_game(&server, "innovation");
    for id in [eminent, innovation] {
        advance_randomly(&server, id, &mut rng, |_, prompts| {
            server.state(id).0 > 20 && prompts.iter().any(|p| p.seat == seat_of(&server, id, PHONE_PLAYERS[0].0))
        });
    }

    let driver = Driver::start();
    let profiles = tempfile::tempdir().unwrap();
    let phone = driver.session_phone(&profiles.path().join("ann"), 360);
    let fits = |shot: &str| {
        let width = phone.eval("return window.innerWidth;").as_u64().unwrap();
        assert_eq!(width, 360, "a phone-sized viewport");
        let scroll = phone.eval("return document.scrollingElement.scrollWidth;").as_u64().unwrap();
        phone.screenshot(&shots.join(shot));
        assert!(scroll <= width, "{shot} ({}): the page scrolls sideways: {scroll} px wide", phone.url());
        let bad = phone.overflowing();
        assert!(bad.is_empty(), "{shot} ({}): text overflows its layout: {bad:#?}", phone.url());
    };
    // Signed out: the welcome, sign-in, sign-up and reset pages, a game as a
    // spectator, a page that does not exist.
    for (path, shot) in [("/", "welcome"), ("/login", "login"), ("/signup", "signup"), ("/reset", "reset")] {
        phone.go(&format!("{base}{path}"));
        fits(&format!("{shot}-360.png"));
    }
    phone.go(&format!("{base}/games/{dominion}"));
    fits("dominion-spectator-360.png");
    phone.go(&format!("{base}/no-such-page"));
    fits("not-found-360.png");
    phone.go(&format!("{base}/games/{dominion}/replay?step=-1"));
    fits("bad-request-360.png");

    // A mail's links, never signed in: the confirm page and the decision form.
    let (seq, prompts, _) = server.state(dominion);
    let prompt = prompts.iter().find(|p| p.seat == seat).unwrap();
    let user = server.app.store.user_by_email(PHONE_PLAYERS[0].0).unwrap().unwrap();
    let far = chrono::Utc::now().timestamp() + 3600;
    let key = &prompt.choice.options()[0].key;
    let link = letterbox::app::links::MoveLink::new(&server.app.keys, dominion, user.id, seq, key, far);
    phone.go(&format!("{base}{}", link.path()));
    fits("link-confirm-360.png");
    let form = letterbox::app::links::DecideLink::new(&server.app.keys, dominion, user.id, seq, None, far);
    phone.go(&format!("{base}{}", form.path()));
    fits("link-form-360.png");
    assert_eq!(server.state(dominion).0, seq, "opening links changes nothing");

    // Signed in: the dashboard, a new game, settings, the game pages with a decision.
    sign_in_and_open(&phone, &base, PHONE_PLAYERS[0].0, dominion);
    let prompt_top =
        phone.eval("return document.querySelector('#prompt').getBoundingClientRect().top;").as_f64().unwrap();
    assert!(prompt_top < 400.0, "the decision starts near the top of a phone's screen, not at {prompt_top} px");
    fits("dominion-decision-360.png");
    // Tapping the board's supply selects the option and shows its text; nothing moves.
    let taps = phone.find_all("[data-option^='buy:']");
    assert!(!taps.is_empty(), "the supply is clickable");
    for el in taps.iter().take(3) {
        assert!(phone.click(el));
        assert_eq!(server.state(dominion).0, seq, "a tap on the board never changes the seq");
    }
    assert!(!phone.find_all("#tap-sheet").is_empty(), "the tap shows what was tapped");
    let chosen = phone
        .eval("var r = document.querySelector('form.prompt-form input[name=one]:checked'); return r ? r.value : '';");
    assert!(chosen.as_str().is_some_and(|v| v.starts_with("buy:")), "the tap selected its option: {chosen}");
    fits("dominion-tapped-360.png");
    for (id, shot) in [(eminent, "eminent-domain-360.png"), (innovation, "innovation-360.png")] {
        phone.go(&format!("{base}/games/{id}"));
        assert!(!phone.find_all("#prompt").is_empty(), "{shot}: Ann's decision is on the page");
        fits(shot);
    }
    phone.go(&format!("{base}/games/{dominion}/replay"));
    fits("replay-360.png");
    for (path, shot) in [("/", "dashboard"), ("/games/new", "new-game"), ("/settings", "settings")] {
        phone.go(&format!("{base}{path}"));
        fits(&format!("{shot}-360.png"));
        // Each radio and checkbox of a form sits beside the start of its words.
        let apart = phone.eval(
            "var bad = []; document.querySelectorAll('form.stack label').forEach(function (l) { \
               var i = l.querySelector('input[type=radio], input[type=checkbox]'); if (!i) return; \
               var r = document.createRange(); r.selectNodeContents(l); r.setStartAfter(i); \
               var t = r.getClientRects()[0], b = i.getBoundingClientRect(); \
               if (!t || t.top >= b.bottom || t.left < b.right) bad.push(l.textContent.trim()); }); return bad;",
        );
        assert_eq!(apart, json!([]), "{shot}: a radio or checkbox is not beside its label at 360 px");
    }
    eprintln!("screenshots in {}", shots.display());
}

/// The seat `email` holds in game `id`.
fn seat_of(server: &TestServer, id: i64, email: &str) -> usize {
    let user = server.app.store.user_by_email(email).unwrap().unwrap();
    server.app.store.seat_holders(id).unwrap().into_iter().find(|h| h.user_id == Some(user.id)).unwrap().seat
}

/// Option keys a mail player prefers, first to last: an entry ending in ':'
/// matches every key it starts (`play:` is any card to play).
const DOMINION_BY_MAIL: [&str; 6] = ["treasures", "play:", "buy:province", "buy:gold", "buy:silver", "buy-phase"];
const EMINENT_DOMAIN_BY_MAIL: [&str; 3] = ["survey", "colonize", "research"];

/// The first of `keys` a player with preferences `prefer` picks: the first key
/// any preference matches, else the first key.
fn preferred<'k>(keys: &'k [String], prefer: &[&str]) -> Option<&'k String> {
    let matches = |p: &str, k: &str| if p.ends_with(':') { k.starts_with(p) } else { k == p };
    prefer.iter().find_map(|p| keys.iter().find(|k| matches(p, k))).or_else(|| keys.first())
}

/// A query parameter of a (possibly relative) link.
fn query_param(link: &str, name: &str) -> Option<String> {
    let query = link.split_once('?')?.1;
    form_urlencoded::parse(query.as_bytes()).find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
}

/// Who plays by mail: a phone that never signs in, and where its pages go.
struct MailPlay<'a> {
    server: &'a TestServer,
    phone: &'a Browser<'a>,
    id: i64,
    /// Each seat's address, by seat.
    emails: Vec<String>,
    prefer: &'a [&'a str],
    shots: PathBuf,
    shot: usize,
    /// Decisions made through the pages of links, per link kind opened.
    decisions: usize,
    kinds: std::collections::BTreeSet<String>,
}

impl MailPlay<'_> {
    /// Save a screenshot of the page open now, after checking it fits the phone.
    fn snap(&mut self, what: &str) {
        self.shot += 1;
        let name = format!("{:02}-{what}.png", self.shot);
        let width = self.phone.eval("return window.innerWidth;").as_u64().unwrap();
        let scroll = self.phone.eval("return document.scrollingElement.scrollWidth;").as_u64().unwrap();
        self.phone.screenshot(&self.shots.join(&name));
        assert!(scroll <= width, "{name} ({}): the page scrolls sideways: {scroll} > {width} px", self.phone.url());
    }

    /// The links of the decision the page shows: (href, option key of a move
    /// link, answer of a decide link).
    fn page_links(&self) -> Vec<String> {
        let v = self.phone.eval(
            "return Array.prototype.map.call(document.querySelectorAll('#prompt ul.link-options a'), function (a) { return a.href; });",
        );
        v.as_array().map(|a| a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect()).unwrap_or_default()
    }

    /// Open the newest turn mail of the seat prompted now and its link for the
    /// decision: a move link by preference, else the decision's form link.
    fn open_mail(&mut self) {
        let (_, prompts, _) = self.server.state(self.id);
        let seat = prompts[0].seat;
        let text = newest_turn_mail(self.server, self.id, &self.emails[seat])
            .unwrap_or_else(|| panic!("seat {seat} was mailed its turn"));
        let links: Vec<String> = text.split_whitespace().filter(|w| w.contains("/link/")).map(str::to_string).collect();
        assert!(!links.is_empty(), "the turn mail of seat {seat} has links: {text}");
        let link = self.choose(&links).unwrap_or_else(|| panic!("a usable link in {links:?}"));
        self.phone.go(&link);
        self.kinds.insert(format!("mail {}", link_kind(&link)));
        self.snap(&format!("mail-link-seat{seat}"));
    }

    /// Of a decision's links: a move link by preference; else a proposed answer
    /// naming exactly one option (small "choose several" decisions); else the
    /// form link.
    fn choose(&self, links: &[String]) -> Option<String> {
        let keyed: Vec<String> = links.iter().filter_map(|l| query_param(l, "o")).collect();
        if let Some(key) = preferred(&keyed, self.prefer) {
            return links.iter().find(|l| query_param(l, "o").as_ref() == Some(key)).cloned();
        }
        let single = links.iter().find(|l| {
            query_param(l, "a")
                .and_then(|a| serde_json::from_str::<Value>(&a).ok())
                .is_some_and(|a| a["many"].as_array().is_some_and(|k| k.len() == 1))
        });
        single.or_else(|| links.iter().find(|l| l.contains("/link/decide") && query_param(l, "a").is_none())).cloned()
    }

    /// Make the decision the page shows (following its one-click link to the
    /// confirm page, or filling its form) and wait for the move.
    fn decide_on_page(&mut self) {
        let seq = self.server.state(self.id).0;
        let phone = self.phone;
        if phone.find_all("form.prompt-form").is_empty()
            && !phone.find_all("#prompt form button[type=submit]").is_empty()
        {
            // A confirm page (a mail's one-click link opened): its button moves.
            self.kinds.insert("confirm".into());
            assert!(phone.click(&phone.find("#prompt form button[type=submit]")));
        } else if let Some(link) =
            self.choose(&self.page_links()).filter(|l| !l.contains("/link/decide?") || query_param(l, "a").is_some())
        {
            self.kinds.insert(format!("chain {}", link_kind(&link)));
            phone.go(&link);
            self.snap("confirm");
            assert!(phone.click(&phone.find("#prompt form button[type=submit]")));
        } else {
            let kind = phone.eval("return document.querySelector('form.prompt-form').getAttribute('data-kind');");
            let kind = kind.as_str().unwrap_or_default().to_string();
            self.kinds.insert(format!("form {kind}"));
            match kind.as_str() {
                "one" => {
                    let radios = phone.find_all("form.prompt-form input[name=one]");
                    let keys: Vec<String> = radios.iter().map(|r| phone.attr(r, "value")).collect();
                    let key = preferred(&keys, self.prefer).expect("options").clone();
                    assert!(phone.click(&one_option(phone, &key)));
                    confirm_one(phone, &key);
                }
                "many" => {
                    let (min, max) = prompt_bounds(self.server, self.id);
                    let boxes = phone.find_all("form.prompt-form input[name=many]");
                    for b in boxes.iter().take(min.max(1).min(max)) {
                        assert!(phone.click(b));
                    }
                    assert!(phone.click(&phone.find("form.prompt-form button[type=submit]")));
                }
                _ => assert!(phone.click(&phone.find("form.prompt-form button[type=submit]"))),
            }
        }
        let moved = poll_until(Duration::from_secs(10), || self.server.state(self.id).0 > seq);
        assert!(moved, "the link page made the move ({})", phone.url());
        self.decisions += 1;
        phone.wait_url(|u| u.contains("/link/"));
        self.snap("after-move");
    }

    /// Play until `turn` (from the public view) changes: each decision from the
    /// page the last link left open, or else from the prompted seat's newest turn
    /// mail. Returns how many decisions that took.
    fn play_turn(&mut self, turn: impl Fn(&Value) -> Value) -> usize {
        use letterbox::engine::Viewer;
        let server = self.server;
        let view = |id| server.app.store.with_match(id, |m| m.view(Viewer::Spectator).unwrap()).unwrap();
        let start = turn(&view(self.id));
        let before = self.decisions;
        loop {
            let (_, _, over) = self.server.state(self.id);
            if over || turn(&view(self.id)) != start {
                return self.decisions - before;
            }
            assert!(self.decisions - before < 60, "a turn ends");
            let shows_decision = self.phone.url().contains("/link/") && !self.phone.find_all("#prompt").is_empty();
            if !shows_decision {
                self.open_mail();
            }
            self.decide_on_page();
        }
    }
}

/// The text of the newest turn mail queued for `email` about game `id`.
fn newest_turn_mail(server: &TestServer, id: i64, email: &str) -> Option<String> {
    let user = server.app.store.user_by_email(email).ok()??;
    let payload = server.app.store.newest_mail(user.id, letterbox::mail::compose::YOUR_TURN, Some(id)).ok()??;
    serde_json::from_str::<Value>(&payload).ok()?["text"].as_str().map(str::to_string)
}

/// What a link is: a one-click move, a proposed answer, or a decision's form.
fn link_kind(link: &str) -> &'static str {
    if link.contains("/link/move?") {
        "move"
    } else if query_param(link, "a").is_some() {
        "answer"
    } else {
        "form"
    }
}

/// The bounds of the "choose several" decision open now.
fn prompt_bounds(server: &TestServer, id: i64) -> (usize, usize) {
    match &server.state(id).1[0].choice {
        Choice::Many { min, max, .. } => (*min, *max),
        other => panic!("not a Many prompt: {other:?}"),
    }
}

/// Random answers through the service's own move path (so every seat newly
/// prompted is mailed, as in play) until `stop` holds of the public view, the
/// prompts and the log.
fn advance_with_mail(
    server: &TestServer,
    id: i64,
    rng: &mut letterbox::engine::GameRng,
    stop: impl Fn(&Value, &[letterbox::engine::Prompt], &[letterbox::engine::Event]) -> bool,
) {
    use letterbox::engine::Viewer;
    use letterbox::engine::conformance::random_answer;
    for _ in 0..5_000 {
        let (seq, prompts, over) = server.state(id);
        let (view, events) =
            server.app.store.with_match(id, |m| (m.view(Viewer::Spectator).unwrap(), m.events().to_vec())).unwrap();
        if over || stop(&view, &prompts, &events) {
            return;
        }
        let p = &prompts[0];
        let moved = (0..200).any(|_| {
            let _ = letterbox::web::game::make_move(&server.app, id, p.seat, seq, &random_answer(&p.choice, rng));
            server.state(id).0 > seq
        });
        assert!(moved, "no random answer was accepted at event {seq}");
    }
    panic!("the game did not reach the wanted point");
}

/// A Dominion turn and an Eminent Domain turn played on a phone (390 px) only
/// through the links of turn mails and the pages they open, never signed in:
/// every decision of the turn (other players' answers to it too) is made from a
/// mail or from the page the previous link left open.
#[test]
fn a_dominion_and_an_eminent_domain_turn_are_played_from_mail_on_a_phone() {
    let Some((_one, shots, server)) = start_browser_test("mail-390") else { return };
    let (dominion, ann) = phone_game(&server, "dominion", 2, &[("opt.kingdom", "first-game")]);
    let eminent = two_phone_players_game(&server, "eminent-domain");
    let emails = |id: i64| -> Vec<String> {
        let holders = server.app.store.seat_holders(id).unwrap();
        holders.iter().map(|h| server.app.store.user(h.user_id.unwrap()).unwrap().unwrap().email).collect()
    };

    // Dominion: random play (mailed as usual) to the start of one of Ann's turns,
    // some turns in, with an Action card to play: her turn then has more than
    // the buy.
    let mut rng = letterbox::engine::GameRng::from_u64(23);
    advance_with_mail(&server, dominion, &mut rng, |view, prompts, events| {
        let turn = &view["turn"];
        turn["number"].as_u64().unwrap_or(0) >= 5
            && turn["player"].as_u64() == Some(ann as u64)
            && events.iter().rev().find(|e| !e.auto).is_some_and(|e| e.seat != ann)
            && prompts.iter().any(|p| p.seat == ann && p.choice.options().iter().any(|o| o.key.starts_with("play:")))
    });

    let driver = Driver::start();
    let profiles = tempfile::tempdir().unwrap();
    let phone = driver.session_phone(&profiles.path().join("mail"), 390);
    let before = server.state(dominion).0;
    let mut play = MailPlay {
        server: &server,
        phone: &phone,
        id: dominion,
        emails: emails(dominion),
        prefer: &DOMINION_BY_MAIL,
        shots: shots.join("dominion"),
        shot: 0,
        decisions: 0,
        kinds: std::collections::BTreeSet::default(),
    };
    std::fs::create_dir_all(&play.shots).unwrap();
    let dominion_turn = |v: &Value| json!([v["turn"]["player"], v["turn"]["number"]]);
    let decisions = play.play_turn(dominion_turn);
    let dominion_kinds = std::mem::take(&mut play.kinds);
    let (after, prompts, _) = server.state(dominion);
    let made = server
        .app
        .store
        .with_match(dominion, |m| m.events()[before as usize..].iter().filter(|e| !e.auto).count())
        .unwrap();
    assert_eq!(made, decisions, "every decision of the turn came from a mail's link or the page it opened");
    assert!(decisions >= 2, "Ann played a card and bought: {decisions} decisions");
    assert!(after > before && prompts.iter().all(|p| p.seat != ann), "the turn passed on");
    eprintln!("Dominion: {decisions} decisions by mail, {dominion_kinds:?}");

    // Eminent Domain: the first turn of the game, the other player's follow or
    // dissent included.
    let before = server.state(eminent).0;
    play.id = eminent;
    play.emails = emails(eminent);
    play.prefer = &EMINENT_DOMAIN_BY_MAIL;
    play.shots = shots.join("eminent-domain");
    std::fs::create_dir_all(&play.shots).unwrap();
    phone.go("about:blank");
    let ed_turn = |v: &Value| json!([v["leader"], v["turn"]]);
    let decisions = play.play_turn(ed_turn);
    let made = server
        .app
        .store
        .with_match(eminent, |m| m.events()[before as usize..].iter().filter(|e| !e.auto).count())
        .unwrap();
    assert_eq!(made, decisions, "every decision of the turn came from a mail's link or the page it opened");
    let seats_moved: std::collections::BTreeSet<usize> = server
        .app
        .store
        .with_match(eminent, |m| m.events()[before as usize..].iter().filter(|e| !e.auto).map(|e| e.seat).collect())
        .unwrap();
    eprintln!("Eminent Domain: {decisions} decisions by mail, {:?}, seats {seats_moved:?}", play.kinds);
    assert!(decisions >= 2, "an action or a role and what follows it");

    // Never signed in: the settings still ask for a sign-in.
    phone.go(&format!("{}/settings", server.base));
    assert!(phone.url().contains("/login"), "the phone never signed in: {}", phone.url());
    eprintln!("screenshots in {}", shots.display());
}

/// A phone's screen in CSS pixels: 360 × 800.
const PHONE_HEIGHT: u32 = 800;

/// What a reader sees of one game page, measured in the page (see
/// [`READING_CHECKS`]).
#[derive(serde::Deserialize, Debug)]
struct Reading {
    /// Elements whose `title` holds text the page does not show.
    hidden_titles: Vec<String>,
    /// Short words broken over lines, one or two characters each.
    broken_words: Vec<String>,
    /// Legends and headings sticking out of the box they label.
    sticking_out: Vec<String>,
    /// The page's height with every reference (`details.ref`) folded.
    folded_height: f64,
}

/// The checks of [`Reading`], run in the page.
const READING_CHECKS: &str = r#"
var shown = document.body.innerText.replace(/\s+/g, " ");
var hidden_titles = [];
document.querySelectorAll("[title]").forEach(function (el) {
  var t = el.getAttribute("title").replace(/\s+/g, " ").trim();
  if (t && shown.indexOf(t) < 0) hidden_titles.push(el.tagName + ": " + t.slice(0, 60));
});
var broken_words = [];
document.querySelectorAll("span, a, td, th, li, label, button, .chip, .card").forEach(function (el) {
  if (el.children.length > 0) return;
  var text = el.textContent.trim();
  if (text.length < 2 || text.length > 8 || /\s/.test(text)) return;
  var rects = el.getClientRects();
  var style = getComputedStyle(el);
  var line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
  var r = el.getBoundingClientRect();
  if (r.width > 0 && (rects.length > 1 || r.height > line * 1.8) && r.width < parseFloat(style.fontSize) * 2.2)
    broken_words.push(text);
});
var sticking_out = [];
document.querySelectorAll("fieldset > legend, th, caption").forEach(function (el) {
  var box = el.parentElement.getBoundingClientRect(), r = el.getBoundingClientRect();
  if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1))
    sticking_out.push(el.tagName + " '" + el.textContent.trim().slice(0, 30) + "'");
});
var open = [];
document.querySelectorAll("details.ref[open], details[data-open-wide][open]").forEach(function (d) { open.push(d); d.open = false; });
var folded_height = document.documentElement.scrollHeight;
open.forEach(function (d) { d.open = true; });
return { hidden_titles: hidden_titles, broken_words: broken_words, sticking_out: sticking_out, folded_height: folded_height };
"#;

/// Tap each option of the decision form, and each board element that the
/// prompt targets or that carries a text: what it does must show inside the
/// visible screen. Returns the taps that showed nothing where something was
/// due, or showed it off-screen.
const TAP_CHECKS: &str = r#"
var out = [];
// SVG elements have no click(): a bubbling click event reaches the page's script alike.
var tap = function (el) { el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window })); };
var inView = function (el) {
  var r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= -1 && r.bottom <= window.innerHeight + 1 && r.left >= -1 && r.right <= window.innerWidth + 1;
};
var sheetShows = function (text) {
  var sheet = document.getElementById("tap-sheet");
  return sheet && !sheet.hidden && inView(sheet) && (!text || sheet.textContent.indexOf(text.slice(0, 30)) >= 0);
};
document.querySelectorAll("form.prompt-form label").forEach(function (label, i) {
  if (i >= 40) return;
  label.scrollIntoView({ block: "center" });
  label.click();
  label.querySelectorAll(".opt-detail").forEach(function (d) {
    if (!inView(d)) out.push("option '" + label.textContent.trim().slice(0, 40) + "': its text is off-screen");
  });
});
var targets = document.querySelectorAll(".board [data-option]");
for (var i = 0; i < targets.length && i < 12; i++) {
  targets[i].scrollIntoView({ block: "center" });
  tap(targets[i]);
  if (!sheetShows("")) out.push("board option " + targets[i].getAttribute("data-option") + ": nothing shown on screen");
}
var described = document.querySelectorAll(".board [data-text]:not([data-option])");
for (var j = 0; j < described.length && j < 12; j++) {
  var el = described[j];
  if (el.closest("details:not([open])") || el.closest("[data-option]")) continue;
  el.scrollIntoView({ block: "center" });
  tap(el);
  if (!sheetShows(el.getAttribute("data-text"))) out.push("'" + el.textContent.trim().slice(0, 30) + "': its text is not on screen");
}
return out;
"#;

/// A mid-game position of each game, reached from a fixed seed label by a
/// fixed walk of random answers (so every run reads the same pages), at a
/// decision of Ann's (seat 0).
struct Position {
    slug: &'static str,
    seats: usize,
    fields: &'static [(&'static str, &'static str)],
    walk: u64,
    /// Where to stop, given the spectator's view and the open prompts.
    reached: fn(&Value, u64) -> bool,
    /// Elements the page must show there (a war panel, fleets, storms).
    shows: &'static [&'static str],
}

const POSITIONS: [Position; 5] = [
    Position {
        slug: "quo-vadis",
        seats: 3,
        fields: &[],
        walk: 11,
        reached: |view, _| !view["war"].is_null(),
        shows: &[".qv-war"],
    },
    Position { slug: "dominion", seats: 2, fields: &[], walk: 7, reached: |_, seq| seq >= 60, shows: &[] },
    Position { slug: "eminent-domain", seats: 2, fields: &[], walk: 3, reached: |_, seq| seq >= 60, shows: &[] },
    Position { slug: "innovation", seats: 2, fields: &[], walk: 2, reached: |_, seq| seq >= 40, shows: &[] },
    Position {
        slug: "voidfall",
        seats: 2,
        fields: &[],
        walk: 5,
        reached: |view, _| view["cycle"].as_u64().unwrap_or(0) >= 2,
        // Fleets are their model's shape on the map; Voidstorms a path between hexes.
        shows: &[
            "svg.vf-hexes use.sym-corvette, svg.vf-hexes use.sym-sentry, svg.vf-hexes use.sym-destroyer, \
             svg.vf-hexes use.sym-dreadnought, svg.vf-hexes use.sym-carrier",
            "svg.vf-hexes path.vf-storm",
        ],
    },
];

/// Every game at a mid-game decision, at 360 px and 1280 px, in English and
/// Japanese: every option's text shows inside the screen when tapped, no
/// `title` holds text the page does not show, no short word breaks one
/// character per line, no legend sticks out of its box, and on a phone the
/// page with references folded is at most six screens tall. The Quo Vadis
/// war panel and Voidfall's fleets and storms are drawn. Screenshots of each.
#[test]
fn every_game_reads_at_a_glance_on_a_phone_and_a_desktop_in_both_languages() {
    let Some((_one, shots, server)) = start_browser_test("legible") else { return };
    let base = server.base.clone();
    for (email, name) in PHONE_PLAYERS {
        server.client().signup(email, name, "correct horse");
    }
    let emails: Vec<&str> = PHONE_PLAYERS.iter().map(|(e, _)| *e).collect();
    let games: Vec<i64> = POSITIONS
        .iter()
        .map(|p| {
            let id = server.seeded_game(p.slug, &format!("legible/{}", p.slug), p.fields, &emails[..p.seats]);
            let mut rng = letterbox::engine::GameRng::from_u64(p.walk);
            advance_randomly(&server, id, &mut rng, |view, prompts| {
                (p.reached)(view, server.state(id).0) && prompts.iter().any(|q| q.seat == 0)
            });
            id
        })
        .collect();

    let driver = Driver::start();
    let profiles = tempfile::tempdir().unwrap();
    let phone = driver.session_phone(&profiles.path().join("phone"), 360);
    let desktop = driver.session(&profiles.path().join("desktop"));
    let mut heights = Vec::new();
    for (browser, width) in [(&phone, 360), (&desktop, 1280)] {
        sign_in_and_open(browser, &base, PHONE_PLAYERS[0].0, games[0]);
        for lang in ["en", "ja"] {
            if browser.html_lang() != lang {
                assert!(browser.click(&browser.find(&format!("form.lang-switch button[value={lang}]"))));
                poll_until(Duration::from_secs(10), || browser.html_lang() == lang);
            }
            for (p, id) in POSITIONS.iter().zip(&games) {
                let what = format!("{}-{lang}-{width}", p.slug);
                browser.go(&format!("{base}/games/{id}"));
                assert_eq!(browser.html_lang(), lang, "{what}");
                assert!(!browser.find_all("form.prompt-form").is_empty(), "{what}: Ann's decision is on the page");
                browser.screenshot(&shots.join(format!("{what}.png")));
                for css in p.shows {
                    assert!(!browser.find_all(css).is_empty(), "{what}: the page shows {css}");
                }
                assert!(!browser.find_all("details.legend").is_empty(), "{what}: the board has a legend");
                let reading: Reading = serde_json::from_value(browser.eval(READING_CHECKS)).unwrap();
                assert!(
                    reading.hidden_titles.is_empty(),
                    "{what}: titles hold text the page does not show: {reading:#?}"
                );
                assert!(reading.broken_words.is_empty(), "{what}: words broken one character per line: {reading:#?}");
                assert!(reading.sticking_out.is_empty(), "{what}: labels stick out of their boxes: {reading:#?}");
                if width == 360 {
                    heights.push(format!("{what}: {} px", reading.folded_height));
                    assert!(
                        reading.folded_height <= f64::from(6 * PHONE_HEIGHT),
                        "{what}: the page is {} px tall with references folded, more than six screens",
                        reading.folded_height
                    );
                }
                let bad = browser.overflowing();
                assert!(bad.is_empty(), "{what}: text overflows its layout: {bad:#?}");
                let (seq, _, _) = server.state(*id);
                let taps = browser.eval(TAP_CHECKS);
                assert_eq!(taps, json!([]), "{what}: taps that did not show their text on screen");
                assert_eq!(server.state(*id).0, seq, "{what}: tapping never moves");
                browser.screenshot(&shots.join(format!("{what}-tapped.png")));
            }
            // The rules help of each game, and the replay's table, in this language.
            for p in &POSITIONS {
                browser.go(&format!("{base}/rules/{}", p.slug));
                assert!(!browser.find_all("section#symbols details.legend").is_empty(), "{} rules", p.slug);
                browser.screenshot(&shots.join(format!("rules-{}-{lang}-{width}.png", p.slug)));
                let bad = browser.overflowing();
                assert!(bad.is_empty(), "{} rules at {width} px: {bad:#?}", p.slug);
            }
            browser.go(&format!("{base}/games/{}/replay", games[1]));
            let reading: Reading = serde_json::from_value(browser.eval(READING_CHECKS)).unwrap();
            assert!(reading.sticking_out.is_empty(), "replay ({lang}, {width} px): {reading:#?}");
            browser.screenshot(&shots.join(format!("replay-{lang}-{width}.png")));
            browser.go(&format!("{base}/settings"));
            let reading: Reading = serde_json::from_value(browser.eval(READING_CHECKS)).unwrap();
            assert!(reading.sticking_out.is_empty(), "settings ({lang}, {width} px): {reading:#?}");
            browser.screenshot(&shots.join(format!("settings-{lang}-{width}.png")));
        }
        // The site's name stays on one line at 360 px, in Japanese too.
        let brand = browser.eval("return document.querySelector('header.site .brand').getClientRects().length;");
        assert_eq!(brand, json!(1), "the site's name on one line at {width} px");
    }
    eprintln!("page heights at 360 px with references folded: {heights:#?}");
    eprintln!("screenshots in {}", shots.display());
}
