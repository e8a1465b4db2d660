//! A real Letterbox HTTP server inside the test process (or as a child process),
//! and a small cookie-keeping HTTP client that fills in forms like a browser.

use letterbox::app::App;
use letterbox::config::Config;
use letterbox::engine::conformance::random_answer;
use letterbox::engine::{Answer, Choice, GameRng, Prompt};
use letterbox::store::Store;
use letterbox::web::Site;
use std::collections::BTreeMap;
use std::net::TcpListener;
use std::sync::Arc;

pub struct TestServer {
    pub app: Arc<App>,
    pub site: Arc<Site>,
    pub base: String,
    pub dir: tempfile::TempDir,
    /// The database this server made for itself, removed with it.
    own_db: Option<super::TestDb>,
}

/// A configuration for tests: a data directory, a database, a base URL.
pub fn test_config(db_url: &str, dir: &std::path::Path, base: &str, extra: &[(&str, &str)]) -> Config {
    let mut vars: BTreeMap<String, String> = BTreeMap::new();
    vars.insert("LETTERBOX_DATABASE_URL".into(), db_url.into());
    vars.insert("LETTERBOX_DATA_DIR".into(), dir.display().to_string());
    vars.insert("LETTERBOX_BASE_URL".into(), base.into());
    vars.insert("LETTERBOX_MAIL_TRANSPORT".into(), "stub".into());
    vars.insert("LETTERBOX_MAIL_DIR".into(), dir.join("mail").display().to_string());
    // Tests sign up many players from one address; the limit has its own test.
    vars.insert("LETTERBOX_LIMITS_SIGNUPS_PER_HOUR".into(), "1000".into());
    for (k, v) in extra {
        vars.insert(k.to_string(), v.to_string());
    }
    Config::from_sources(None, &|k| vars.get(k).cloned()).expect("test config")
}

impl TestServer {
    /// Start the service on a free loopback port. `workers`: also run the outbox
    /// and alarm workers (otherwise tests drain the outbox themselves).
    pub fn start(db_url: &str, extra: &[(&str, &str)], workers: bool) -> TestServer {
        let dir = tempfile::tempdir().expect("temp dir");
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let base = format!("http://{}", listener.local_addr().unwrap());
        let config = test_config(db_url, dir.path(), &base, extra);
        let app = Arc::new(App::open(config, letterbox::mail::HOOKS).expect("open the app"));
        if workers {
            letterbox::mail::worker::spawn(app.clone());
            letterbox::mail::alarms::spawn(app.clone());
        }
        let site = Arc::new(Site::new(app.clone()));
        let server_site = site.clone();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            actix_web::rt::System::new().block_on(async move {
                let server = actix_web::HttpServer::new(move || letterbox::letterbox_app!(server_site.clone()))
                    .workers(2)
                    .disable_signals()
                    .listen(listener)
                    .expect("listen")
                    .run();
                tx.send(()).unwrap();
                server.await.expect("server");
            });
        });
        rx.recv().expect("server started");
        TestServer { app, site, base, dir, own_db: None }
    }

    /// [`TestServer::start`] on a SQLite database of its own, which lives as long
    /// as the server (the database's folder must outlive every connection the
    /// server opens).
    pub fn on_sqlite(extra: &[(&str, &str)], workers: bool) -> TestServer {
        let db = super::sqlite();
        let mut server = TestServer::start(&db.url, extra, workers);
        server.own_db = Some(db);
        server
    }

    /// Ann and Bob, each signed up on this server, in a Dominion game Ann made
    /// and Bob joined: (Ann, Bob, the game's id).
    pub fn dominion_for_two(&self) -> (Client, Client, i64) {
        self.dominion_between(("ann@example.org", "Ann"), ("bob@example.org", "Bob"))
    }

    /// Two players, each signed up on this server as (email, name), in a Dominion
    /// game the first made and the second joined: (first, second, the game's id).
    pub fn dominion_between(&self, first: (&str, &str), second: (&str, &str)) -> (Client, Client, i64) {
        let mut maker = self.client();
        maker.signup(first.0, first.1, "correct horse");
        let mut joiner = self.client();
        joiner.signup(second.0, second.1, "correct horse");
        let id = maker.create_dominion("");
        joiner.join(id);
        (maker, joiner, id)
    }

    /// A client that can read the verification mail this server queues.
    pub fn client(&self) -> Client {
        let app = self.app.clone();
        Client::new(&self.base).with_mailbox(Arc::new(move |kind, email| newest_mail_text(&app.store, kind, email)))
    }

    /// The game's current seq and each seat's prompt.
    pub fn state(&self, game_id: i64) -> (u64, Vec<Prompt>, bool) {
        self.app.store.with_match(game_id, |m| (m.seq(), m.prompts(), m.is_over())).unwrap()
    }

    /// Send all due mail through the (stub) transport.
    pub fn drain_mail(&self) {
        while letterbox::mail::worker::drain(&self.app).unwrap() > 0 {}
    }

    /// One pass of the outbox worker, its clock at `at`: the rows it claimed.
    pub fn mail_pass(&self, at: chrono::NaiveDateTime) -> usize {
        letterbox::mail::worker::drain_at(&self.app, at).expect("an outbox pass")
    }

    /// Passes of the outbox worker at `at` until one claims nothing: the rows
    /// claimed in all.
    pub fn mail_passes(&self, at: chrono::NaiveDateTime) -> usize {
        let mut claimed = 0;
        loop {
            match self.mail_pass(at) {
                0 => return claimed,
                n => claimed += n,
            }
        }
    }

    /// One pass of the alarm worker, its clock at `at`: the alarms it claimed.
    pub fn alarm_pass(&self, at: chrono::NaiveDateTime) -> usize {
        letterbox::mail::alarms::process_at(&self.app, at).expect("an alarm pass")
    }

    /// The end-of-test check (see [`super::assert_settled`]) at the present time,
    /// with no failed attempt expected.
    pub fn assert_settled(&self) {
        super::assert_settled(&self.app.store, letterbox::store::now(), 0);
    }

    /// A started game of `slug` whose seed comes from `label`, set up as the
    /// new-game form sets one up (its options from the form's `opt.*` `fields`,
    /// listed, the default time control): the first of `players` (addresses of
    /// signed-up users) makes it and every one of them joins in order, the last
    /// join queuing the start's mail as the join form does. Only tests choose a
    /// seed, through the store; the form always draws a random one.
    pub fn seeded_game(&self, slug: &str, label: &str, fields: &[(&str, &str)], players: &[&str]) -> i64 {
        use letterbox::store::lobby::Joined;
        let game = self.app.game(slug).unwrap_or_else(|| panic!("{slug} is served"));
        let users: Vec<i64> = players
            .iter()
            .map(|email| self.app.store.user_by_email(email).unwrap().unwrap_or_else(|| panic!("{email} signed up")).id)
            .collect();
        let options = form_options(game, fields);
        let seed = letterbox::engine::Seed::from_label(label);
        let id =
            self.app.store.create_game(game, users.len(), &options, seed, Some(users[0])).unwrap().expect("options");
        self.app.store.set_game_settings(id, true, false).unwrap();
        self.app.store.set_time_control(id, letterbox::store::TimeControl::default()).unwrap();
        let on_start = self.app.mail.on_start;
        for (i, &user) in users.iter().enumerate() {
            let joined = self.app.store.join(id, user, &mut |c, id, m| on_start(&self.app, c, id, m)).unwrap();
            assert_eq!(joined, Joined::Seat { seat: i, started: i + 1 == users.len() }, "{} joins", players[i]);
        }
        self.app.wake_mailer();
        id
    }

    /// Mail the stub transport holds, as text.
    pub fn mails(&self) -> Vec<String> {
        self.app.transport.stub_sent().into_iter().map(|m| String::from_utf8_lossy(&m).into_owned()).collect()
    }
}

/// A game's options as the new-game form makes them from its `opt.KEY` fields:
/// a flag is on when named, a list holds every value named, a choice or number
/// not named is left to the game's default.
pub fn form_options(game: &dyn letterbox::engine::DynGame, fields: &[(&str, &str)]) -> serde_json::Value {
    use letterbox::engine::OptionKind;
    let mut out = serde_json::Map::new();
    for o in game.meta().options {
        let name = format!("opt.{}", o.key);
        let values: Vec<&str> = fields.iter().filter(|(k, _)| *k == name).map(|(_, v)| *v).collect();
        let value = match o.kind {
            OptionKind::Bool { .. } => serde_json::Value::Bool(!values.is_empty()),
            OptionKind::Many { .. } => values.iter().map(|v| serde_json::Value::from(*v)).collect(),
            OptionKind::One { .. } => match values.first() {
                Some(v) => serde_json::Value::from(*v),
                None => continue,
            },
            OptionKind::Number { .. } => match values.first() {
                Some(v) => serde_json::Value::from(v.parse::<i64>().expect("a number")),
                None => continue,
            },
        };
        out.insert(o.key.to_string(), value);
    }
    serde_json::Value::Object(out)
}

/// Where a test reads mail a server queued: (outbox kind, address) → the text
/// part of the newest such mail.
pub type Mailbox = Arc<dyn Fn(&str, &str) -> Option<String> + Send + Sync>;

/// The text of the newest mail of `kind` queued for the account of `email`.
pub fn newest_mail_text(store: &Store, kind: &str, email: &str) -> Option<String> {
    let user = store.user_by_email(email).ok()??;
    let payload = store.newest_mail(user.id, kind, None).ok()??;
    let mail: serde_json::Value = serde_json::from_str(&payload).ok()?;
    mail["text"].as_str().map(str::to_string)
}

/// The first URL in a mail's text containing `needle`.
pub fn link_in(text: &str, needle: &str) -> Option<String> {
    text.split_whitespace().find(|w| w.contains(needle)).map(str::to_string)
}

pub struct Resp {
    pub status: u16,
    pub body: String,
    pub location: Option<String>,
    /// Every header, names in lower case.
    pub headers: Vec<(String, String)>,
}

impl Resp {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// The value of the first `<input name=NAME value=…>` (or button) on the page.
    pub fn field(&self, name: &str) -> Option<String> {
        field(&self.body, name)
    }
}

/// The value attribute of the first element named `name`.
pub fn field(html: &str, name: &str) -> Option<String> {
    let needle = format!("name=\"{name}\" value=\"");
    let start = html.find(&needle)? + needle.len();
    let end = html[start..].find('"')?;
    Some(unescape(&html[start..start + end]))
}

/// Every value of elements named `name`, in page order.
pub fn fields(html: &str, name: &str) -> Vec<String> {
    let needle = format!("name=\"{name}\" value=\"");
    html.match_indices(&needle)
        .filter_map(|(i, _)| {
            let start = i + needle.len();
            html[start..].find('"').map(|end| unescape(&html[start..start + end]))
        })
        .collect()
}

/// HTML entities back to characters: the named ones and the numeric ones the
/// templates write (`&#38;` last, so nothing is decoded twice).
pub fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&#60;", "<")
        .replace("&gt;", ">")
        .replace("&#62;", ">")
        .replace("&amp;", "&")
        .replace("&#38;", "&")
}

/// How long a client waits at each step of a request.
const TIMEOUT: std::time::Duration = std::time::Duration::from_mins(1);

/// A browser stand-in: keeps cookies, never follows redirects.
pub struct Client {
    base: String,
    agent: ureq::Agent,
    pub cookies: BTreeMap<String, String>,
    /// The browser's `Accept-Language`, sent with every request when set.
    pub accept_language: Option<String>,
    /// An `X-Forwarded-For` sent with every request when set, as a proxy in
    /// front of the service would.
    pub forwarded_for: Option<String>,
    mailbox: Option<Mailbox>,
}

impl Client {
    pub fn new(base: &str) -> Client {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .max_redirects(0)
            .http_status_as_error(false)
            // A minute for each step but the name lookup (the base is an address):
            // with a whole-call limit ureq looked names up on a new thread per call.
            .timeout_connect(Some(TIMEOUT))
            .timeout_send_request(Some(TIMEOUT))
            .timeout_send_body(Some(TIMEOUT))
            .timeout_recv_response(Some(TIMEOUT))
            .timeout_recv_body(Some(TIMEOUT))
            .build()
            .into();
        Client {
            base: base.to_string(),
            agent,
            cookies: BTreeMap::new(),
            accept_language: None,
            forwarded_for: None,
            mailbox: None,
        }
    }

    /// A client whose browser asks for `accept_language`.
    pub fn speaking(base: &str, accept_language: &str) -> Client {
        Client { accept_language: Some(accept_language.to_string()), ..Client::new(base) }
    }

    fn request<B>(&self, r: ureq::RequestBuilder<B>) -> ureq::RequestBuilder<B> {
        let r = match &self.accept_language {
            Some(l) => r.header("Accept-Language", l),
            None => r,
        };
        match &self.forwarded_for {
            Some(chain) => r.header("X-Forwarded-For", chain),
            None => r,
        }
    }

    /// Let `signup` read the server's verification mail.
    pub fn with_mailbox(mut self, mailbox: Mailbox) -> Client {
        self.mailbox = Some(mailbox);
        self
    }

    fn cookie_header(&self) -> String {
        self.cookies.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("; ")
    }

    fn finish(&mut self, r: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Resp {
        let mut r = r.expect("HTTP request");
        for h in r.headers().get_all("set-cookie") {
            let h = h.to_str().unwrap_or_default();
            let pair = h.split(';').next().unwrap_or_default();
            if let Some((k, v)) = pair.split_once('=') {
                if v.is_empty() || h.contains("Max-Age=0") {
                    self.cookies.remove(k.trim());
                } else {
                    self.cookies.insert(k.trim().to_string(), v.to_string());
                }
            }
        }
        let status = r.status().as_u16();
        let location = r.headers().get("location").and_then(|v| v.to_str().ok()).map(str::to_string);
        let headers = r
            .headers()
            .iter()
            .map(|(k, v)| (k.as_str().to_lowercase(), v.to_str().unwrap_or_default().to_string()))
            .collect();
        let body = r.body_mut().read_to_string().unwrap_or_default();
        Resp { status, body, location, headers }
    }

    fn url(&self, path: &str) -> String {
        if path.starts_with("http") { path.to_string() } else { format!("{}{path}", self.base) }
    }

    pub fn get(&mut self, path: &str) -> Resp {
        let r = self.request(self.agent.get(&self.url(path))).header("Cookie", &self.cookie_header()).call();
        self.finish(r)
    }

    /// GET with extra request headers (e.g. `If-None-Match`).
    pub fn get_with(&mut self, path: &str, headers: &[(&str, &str)]) -> Resp {
        let mut r = self.request(self.agent.get(&self.url(path))).header("Cookie", &self.cookie_header());
        for (k, v) in headers {
            r = r.header(*k, *v);
        }
        let r = r.call();
        self.finish(r)
    }

    /// An API GET with extra request headers, as a whole response.
    pub fn api_get_with(&mut self, path: &str, token: &str, headers: &[(&str, &str)]) -> Resp {
        let mut r = self.request(self.agent.get(&self.url(path))).header("Authorization", &format!("Bearer {token}"));
        for (k, v) in headers {
            r = r.header(*k, *v);
        }
        let r = r.call();
        self.finish(r)
    }

    pub fn post(&mut self, path: &str, form: &[(&str, &str)]) -> Resp {
        let body = form_urlencoded::Serializer::new(String::new()).extend_pairs(form).finish();
        let r = self
            .request(self.agent.post(&self.url(path)))
            .header("Cookie", &self.cookie_header())
            .header("Content-Type", "application/x-www-form-urlencoded")
            .send(body);
        self.finish(r)
    }

    /// POST any bytes with any content type (for fuzzing).
    pub fn post_raw(&mut self, path: &str, content_type: &str, body: &[u8]) -> Resp {
        let r = self
            .agent
            .post(&self.url(path))
            .header("Cookie", &self.cookie_header())
            .header("Content-Type", content_type)
            .send(body);
        self.finish(r)
    }

    /// Status 0 when the server could not be reached.
    fn finish_api(&mut self, r: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> (u16, serde_json::Value) {
        if r.is_err() {
            return (0, serde_json::Value::Null);
        }
        let r = self.finish(r);
        (r.status, serde_json::from_str(&r.body).unwrap_or_default())
    }

    pub fn api_get(&mut self, path: &str, token: &str) -> (u16, serde_json::Value) {
        let r =
            self.request(self.agent.get(&self.url(path))).header("Authorization", &format!("Bearer {token}")).call();
        self.finish_api(r)
    }

    pub fn api_post(&mut self, path: &str, token: &str, body: &serde_json::Value) -> (u16, serde_json::Value) {
        let r = self
            .request(self.agent.post(&self.url(path)))
            .header("Authorization", &format!("Bearer {token}"))
            .header("Content-Type", "application/json")
            .send(body.to_string());
        self.finish_api(r)
    }

    /// GET a page and return its CSRF token.
    pub fn csrf(&mut self, path: &str) -> String {
        let page = self.get(path);
        page.field("csrf").unwrap_or_else(|| panic!("no CSRF token on {path}: {}", page.status))
    }

    /// Sign up, then follow the mailed verification link, which signs in.
    pub fn signup(&mut self, email: &str, name: &str, password: &str) {
        self.signup_only(email, name, password);
        self.verify(email);
    }

    /// Sign up, leaving the mailed verification link unopened.
    pub fn signup_only(&mut self, email: &str, name: &str, password: &str) {
        let csrf = self.csrf("/signup");
        let r = self.post("/signup", &[("csrf", &csrf), ("email", email), ("name", name), ("password", password)]);
        assert_eq!(r.status, 200, "sign up {email}: {}", r.body);
        assert!(!r.body.contains("class=\"error\""), "sign up {email}: {}", r.body);
    }

    /// Open the newest verification link mailed to `email` and confirm it.
    pub fn verify(&mut self, email: &str) {
        let mailbox = self.mailbox.clone().expect("a client that can read the server's mail");
        let text = mailbox(letterbox::mail::compose::VERIFY, email)
            .unwrap_or_else(|| panic!("no verification mail to {email}"));
        let link = link_in(&text, "/verify?").expect("a verification link");
        let page = self.get(&link);
        assert_eq!(page.status, 200, "verification page: {}", page.body);
        let form: Vec<(String, String)> =
            ["csrf", "u", "e", "s"].iter().map(|k| (k.to_string(), page.field(k).expect(k))).collect();
        let pairs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        let r = self.post("/verify", &pairs);
        assert_eq!(r.status, 303, "verify {email}: {}", r.body);
    }

    /// Create a 2-player Dominion game (First Game kingdom); returns its id.
    pub fn create_dominion(&mut self, invite: &str) -> i64 {
        let csrf = self.csrf("/games/new");
        let r = self.post(
            "/games",
            &[
                ("csrf", &csrf),
                ("game", "dominion"),
                ("seats", "2"),
                ("opt.kingdom", "first-game"),
                ("listed", "1"),
                ("invite", invite),
            ],
        );
        assert_eq!(r.status, 303, "create: {}", r.body);
        r.location.unwrap().trim_start_matches("/games/").parse().unwrap()
    }

    pub fn join(&mut self, game_id: i64) {
        let csrf = self.csrf(&format!("/games/{game_id}"));
        let r = self.post(&format!("/games/{game_id}/join"), &[("csrf", &csrf)]);
        assert_eq!(r.status, 303, "join: {}", r.body);
    }

    /// Make an API token on the settings page.
    pub fn api_token(&mut self) -> String {
        let csrf = self.csrf("/settings");
        let r = self.post("/settings/tokens", &[("csrf", &csrf), ("label", "test")]);
        let start = r.body.find("lbt_").expect("token shown");
        r.body[start..start + 68].to_string()
    }
}

/// A simple Dominion policy ("big money"), so games end in a few dozen turns:
/// play all treasures, buy Province, Gold or Silver, never actions. Other
/// prompts get a random legal answer.
pub fn big_money(prompt: &Prompt, rng: &mut GameRng) -> Answer {
    if let Choice::One { options } = &prompt.choice {
        let has = |k: &str| options.iter().any(|o| o.key == k);
        for k in ["treasures", "buy:province", "buy:gold", "buy:silver", "buy-phase", "end"] {
            if has(k) {
                return Answer::one(k);
            }
        }
    }
    random_answer(&prompt.choice, rng)
}

/// An answer as the prompt form's fields (an option with a warning confirmed, as a
/// player ticking "are you sure?" does).
pub fn form_fields(answer: &Answer) -> Vec<(String, String)> {
    match answer {
        Answer::One(k) => vec![("kind".into(), "one".into()), ("one".into(), k.clone()), ("sure".into(), k.clone())],
        Answer::Many(ks) => {
            let mut f = vec![("kind".into(), "many".into())];
            f.extend(ks.iter().map(|k| ("many".to_string(), k.clone())));
            f
        }
        Answer::Order(ks) => {
            let mut f = vec![("kind".into(), "order".into())];
            f.extend(ks.iter().enumerate().map(|(i, k)| (format!("order.{k}"), (i + 1).to_string())));
            f
        }
        Answer::Number(n) => vec![("kind".into(), "number".into()), ("number".into(), n.to_string())],
        // Posted to the standing-orders form instead.
        Answer::Standing { order, choice } => vec![("order".into(), order.clone()), ("choice".into(), choice.clone())],
        // Posted to the take-back form instead, which names only the seat and seq.
        Answer::TakeBack => vec![],
    }
}

/// Whether an external program a test needs is there: with `REQUIRE_<WHAT>=1` its
/// absence fails the test, otherwise the test prints why it skips.
pub fn available(what: &str, present: bool, why: &str) -> bool {
    if present {
        return true;
    }
    assert!(!std::env::var(format!("REQUIRE_{what}")).is_ok_and(|v| v == "1"), "REQUIRE_{what}=1 but {why}");
    eprintln!("skipping: {why}");
    false
}

/// A free loopback port, never one this test binary has handed out before: the
/// kernel may hand a released port out again, and two tests running side by side
/// must not both start a server on it.
pub fn free_port() -> u16 {
    static HANDED_OUT: std::sync::Mutex<Vec<u16>> = std::sync::Mutex::new(Vec::new());
    let mut handed_out = HANDED_OUT.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    loop {
        let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        if !handed_out.contains(&port) {
            handed_out.push(port);
            return port;
        }
    }
}

/// Wait until something listens on `port`. A connection whose two ends are the
/// same address does not count: while nothing listens on a port in the ephemeral
/// range, the kernel may pick that very port as the source and connect the socket
/// to itself, which once let a test start before its server did.
pub fn wait_for_port(port: u16, what: &str) {
    super::wait_until(&format!("{what} to listen on port {port}"), std::time::Duration::from_secs(15), || {
        std::net::TcpStream::connect(("127.0.0.1", port))
            .is_ok_and(|stream| stream.local_addr().ok() != stream.peer_addr().ok())
    });
}

/// Spawn `letterbox serve` from `cmd` and return once it says it listens on
/// `port`: the line comes after the bind, from this very process, where a
/// connection to the port could reach another socket given the same port. Its
/// error output is appended to `log`, shown if it stops before that line.
pub fn start_serving(cmd: &mut std::process::Command, port: u16, log: &std::path::Path) -> std::process::Child {
    use std::io::BufRead;
    let errors = std::fs::OpenOptions::new().create(true).append(true).open(log).expect("the server's log file");
    let mut child = cmd.stdout(std::process::Stdio::piped()).stderr(errors).spawn().expect("start letterbox serve");
    let mut lines = std::io::BufReader::new(child.stdout.take().unwrap()).lines();
    let wanted = format!("listening on 127.0.0.1:{port}");
    loop {
        match lines.next() {
            Some(Ok(line)) if line.contains(&wanted) => break,
            Some(Ok(_)) => {}
            _ => panic!(
                "letterbox serve stopped before it listened on {port}: {}",
                std::fs::read_to_string(log).unwrap_or_default()
            ),
        }
    }
    // Whatever else it prints must not meet a closed pipe.
    std::thread::spawn(move || lines.for_each(drop));
    child
}

/// Make one decision through the prompt form of whoever is prompted (big money,
/// see above). Returns the HTTP status, or None once the game is over.
pub fn play_one(server: &TestServer, players: &mut [&mut Client], id: i64, rng: &mut GameRng) -> Option<u16> {
    let (seq, prompts, over) = server.state(id);
    if over {
        return None;
    }
    let prompt = &prompts[0];
    let client = &mut *players[prompt.seat];
    let page = client.get(&format!("/games/{id}"));
    assert_eq!(page.status, 200);
    assert!(page.body.contains("class=\"prompt-form\""), "seat {} sees its prompt form", prompt.seat);
    assert_eq!(page.field("seq"), Some(seq.to_string()));
    let csrf = page.field("csrf").unwrap();
    let mut form: Vec<(String, String)> =
        vec![("csrf".into(), csrf), ("seq".into(), seq.to_string()), ("seat".into(), prompt.seat.to_string())];
    form.extend(form_fields(&big_money(prompt, rng)));
    let pairs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let r = client.post(&format!("/games/{id}/move"), &pairs);
    // A random answer to a non-turn prompt may break a rule its shape allows: the
    // game's message is shown and nothing changes.
    if r.status == 422 {
        assert_eq!(server.state(id).0, seq);
    } else {
        assert_eq!(r.status, 303, "move: {}", r.body);
    }
    Some(r.status)
}

/// The signed links of a link page or mail part (`href="…"` naming `needle`), in
/// page order, unescaped.
pub fn hrefs(html: &str, needle: &str) -> Vec<String> {
    html.match_indices("href=\"")
        .filter_map(|(i, _)| {
            let start = i + 6;
            html[start..].find('"').map(|end| unescape(&html[start..start + end]))
        })
        .filter(|h| h.contains(needle))
        .collect()
}

/// Answer a decision on a page of mail links, never signing in: a `One` answer
/// through its one-click link (the confirm page, then its POST), a `Many` answer
/// through a link proposing it when the page has one, anything else through the
/// page's form. Returns the page the move leads to.
pub fn answer_on_link_page(client: &mut Client, page: &str, answer: &Answer) -> Resp {
    let encoded = |k: &str| form_urlencoded::byte_serialize(k.as_bytes()).collect::<String>();
    let proposal = match answer {
        Answer::One(k) => hrefs(page, "/link/move?").into_iter().find(|h| h.contains(&format!("&o={}&", encoded(k)))),
        Answer::Many(_) => {
            let json = serde_json::to_string(answer).unwrap();
            hrefs(page, "/link/decide?").into_iter().find(|h| h.contains(&format!("&a={}&", encoded(&json))))
        }
        _ => None,
    };
    if let Some(link) = proposal {
        let confirm = client.get(&link);
        assert_eq!(confirm.status, 200, "{link}: {}", confirm.body);
        let action = if link.contains("/link/move?") { "/link/move" } else { "/link/decide" };
        let names: &[&str] =
            if action == "/link/move" { &["g", "u", "q", "o", "e", "s"] } else { &["g", "u", "q", "a", "e", "s"] };
        let form: Vec<(String, String)> =
            names.iter().map(|k| (k.to_string(), field(&confirm.body, k).unwrap_or_default())).collect();
        let refs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        return client.post(action, &refs);
    }
    assert!(
        page.contains("action=\"/link/decide\""),
        "the page offers {answer:?} neither as a link nor as a form: {page}"
    );
    let mut form: Vec<(String, String)> =
        ["g", "u", "q", "a", "e", "s"].iter().map(|k| (k.to_string(), field(page, k).unwrap_or_default())).collect();
    form.extend(form_fields(answer));
    let refs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    client.post("/link/decide", &refs)
}
