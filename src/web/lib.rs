//! The web service: actix-web handlers, extractors and askama page structs.
//!
//! Handlers are thin: the session cookie is read on the executor, everything that
//! touches the database runs in [`run`] on the blocking pool with a [`Ctx`] (the
//! signed-in user, their language's strings, their CSRF token).

pub mod api;
pub mod assets;
pub mod auth;
pub mod cache;
pub mod client;
pub mod game;
pub mod hashing;
pub mod input;
pub mod known;
pub mod life;
pub mod limits;
pub mod links;
pub mod lobby;
pub mod mailbox;
pub mod prompt_form;
pub mod replay;
pub mod rules;
pub mod settings;

use actix_web::cookie::Cookie;
use actix_web::http::StatusCode;
use actix_web::web::Bytes;
use actix_web::{HttpResponse, web};
use app::App;
use app::i18n::Strings;
use askama::Template;
use boards::BoardError;
use engine::GameMeta;
use std::ops::Deref;
use std::sync::Arc;
use store::StoreError;
use store::users::User;

/// The web's state: the shared [`App`] and what only the pages keep (rate
/// limits, the password hashing pool, rendered logs). One per process; it reads as the
/// `App` it wraps.
pub struct Site {
    pub app: Arc<App>,
    /// In-memory rate limits (login failures, sign-ups, chat, API, …).
    pub limits: limits::Limiter,
    /// Every password hash and check is computed here (each needs 19 MiB).
    pub hashing: Arc<hashing::HashPool>,
    pub log_cache: game::LogCache,
    /// Rendered game pages and API views (see [`cache`]).
    pub page_cache: cache::RenderCache,
    /// Sessions and games read lately, for serving a rendered page without the
    /// database (see [`known`]).
    pub known: known::Known,
}

impl Site {
    pub fn new(app: Arc<App>) -> Site {
        Site {
            limits: limits::Limiter::default(),
            hashing: Arc::new(hashing::HashPool::per_core()),
            log_cache: game::LogCache::new(app.config.cache.logs_mb as usize * 1024 * 1024),
            page_cache: cache::RenderCache::new(app.config.cache.pages_mb as usize * 1024 * 1024),
            known: known::Known::new(std::time::Duration::from_millis(app.config.cache.recheck_ms)),
            app,
        }
    }
}

impl Site {
    /// Each cache's hit rate, one line each.
    pub fn cache_stats(&self) -> Vec<String> {
        vec![
            format!(
                "folded games: {} ({} games, ~{} KB held); rebuilt from a snapshot: {}",
                self.app.store.cache_stats.summary(),
                self.app.store.cached_games().1,
                self.app.store.cached_games().0 / 1024,
                self.app.store.restore_stats.summary()
            ),
            format!("rendered logs: {} ({} KB held)", self.log_cache.stats.summary(), self.log_cache.bytes().0 / 1024),
            format!(
                "rendered pages and API views: {} ({} KB held)",
                self.page_cache.stats.summary(),
                self.page_cache.bytes() / 1024
            ),
            format!(
                "sessions, API tokens and games read lately: {} ({} sessions and tokens, {} games held)",
                self.known.stats.summary(),
                self.known.held().0,
                self.known.held().1
            ),
        ]
    }
}

impl Deref for Site {
    type Target = App;

    fn deref(&self) -> &App {
        &self.app
    }
}

/// One request's view of the world, built on the blocking pool.
pub struct Ctx<'a> {
    pub app: &'a Site,
    pub user: Option<User>,
    /// The reader's language.
    pub s: &'a Strings,
    /// The reader's time zone.
    pub tz: chrono_tz::Tz,
    /// Where the language switch comes back to.
    pub here: String,
    /// The CSRF token every state-changing form of this page carries.
    pub csrf: String,
    /// The anonymous visitor's nonce, for forms shown before signing in.
    pub anon: Option<String>,
    /// The secret of the live session, if signed in.
    pub session: Option<String>,
}

impl Ctx<'_> {
    /// The URL of a static file, with its content's hash.
    pub fn asset(&self, path: &str) -> String {
        self.app.assets.url(path)
    }

    pub fn user_id(&self) -> Option<i64> {
        self.user.as_ref().map(|u| u.id)
    }

    pub fn require_user(&self) -> Result<&User, WebError> {
        self.user.as_ref().ok_or(WebError::SignIn)
    }

    pub fn meta_title(&self, meta: &GameMeta) -> String {
        self.app.game_title(meta.slug, self.s.lang)
    }

    /// A moment (UTC) in the reader's zone, naming it.
    pub fn datetime(&self, at: &chrono::NaiveDateTime) -> String {
        self.s.datetime(*at, self.tz)
    }

    /// `?next=` back to this page, for the sign-in and sign-up links of a page seen
    /// signed out (none on the pages where it would lead nowhere new).
    pub fn back_here(&self) -> String {
        let path = self.here.split('?').next().unwrap_or("/");
        if ["/", "/login", "/signup", "/verify", "/reset", "/reset/confirm"].contains(&path) {
            return String::new();
        }
        format!("?next={}", form_urlencoded::byte_serialize(self.here.as_bytes()).collect::<String>())
    }

    /// A time limit per decision, in the reader's language.
    pub fn time_limit(&self, hours: u32) -> String {
        let (key, n) = store::TimeControl::limit_label(hours);
        self.s.args(key, &[("n", n.to_string())])
    }

    /// The date of a moment (UTC) in the reader's zone.
    pub fn date(&self, at: &chrono::NaiveDateTime) -> String {
        self.s.date(*at, self.tz)
    }

    /// The language switch: each language's tag, its name in itself, and whether
    /// the page is in it.
    pub fn languages(&self) -> Vec<(&'static str, String, bool)> {
        self.app.langs.tags().map(|t| (t, self.app.langs.get(t).own_name(), t == self.s.lang)).collect()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum WebError {
    #[error("not found")]
    NotFound,
    /// The message key says why.
    #[error("forbidden: {0}")]
    Forbidden(&'static str),
    #[error("bad request: {0}")]
    BadRequest(String),
    #[error("sign in first")]
    SignIn,
    /// Bad input; the message key says what is wrong.
    #[error("invalid input: {0}")]
    Invalid(&'static str),
    #[error("too many requests")]
    TooMany,
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("template: {0}")]
    Template(#[from] askama::Error),
    #[error("board: {0}")]
    Board(#[from] BoardError),
}

#[derive(Template)]
#[template(path = "pages/error.html")]
struct ErrorPage<'a> {
    cx: &'a Ctx<'a>,
    title: String,
    message: String,
}

impl WebError {
    fn status(&self) -> StatusCode {
        match self {
            WebError::NotFound => StatusCode::NOT_FOUND,
            WebError::Forbidden(_) => StatusCode::FORBIDDEN,
            WebError::BadRequest(_) | WebError::Invalid(_) => StatusCode::BAD_REQUEST,
            WebError::TooMany => StatusCode::TOO_MANY_REQUESTS,
            WebError::SignIn => StatusCode::SEE_OTHER,
            WebError::Store(StoreError::NotFound) => StatusCode::NOT_FOUND,
            WebError::Store(StoreError::Frozen { .. }) => StatusCode::CONFLICT,
            // Storage trouble (unreachable, read-only, disk full) is the service
            // being unavailable, not the request being wrong.
            WebError::Store(StoreError::Unavailable(_) | StoreError::Db(_)) => StatusCode::SERVICE_UNAVAILABLE,
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn into_reply(self, cx: &Ctx) -> Reply {
        if matches!(self, WebError::SignIn) {
            return redirect(&format!("/login{}", cx.back_here()));
        }
        let status = self.status();
        if status.is_server_error() {
            eprintln!("letterbox: {self}");
        }
        let (title, message) = match &self {
            WebError::NotFound | WebError::Store(StoreError::NotFound) => ("error-not-found", String::new()),
            WebError::Forbidden(why) => ("error-forbidden", cx.s.t(why)),
            WebError::BadRequest(detail) => ("error-bad-request", detail.clone()),
            WebError::Invalid(why) => ("error-bad-request", cx.s.t(why)),
            WebError::TooMany => ("error-too-many", cx.s.t("error-rate-limited")),
            WebError::Store(StoreError::Frozen { version, .. }) => {
                ("error-frozen", cx.s.t_arg("error-frozen-detail", "version", version.to_string()))
            }
            WebError::Store(StoreError::Unavailable(_) | StoreError::Db(_)) => ("error-unavailable", String::new()),
            _ => ("error-internal", String::new()),
        };
        let page = ErrorPage { cx, title: cx.s.t(title), message };
        match page.render() {
            Ok(body) => html(status, body),
            Err(_) => Reply { content_type: "text/plain; charset=utf-8", ..html(status, cx.s.t(title)) },
        }
    }
}

/// A response built on the blocking pool (actix's own response type stays on the
/// executor thread).
pub struct Reply {
    pub status: StatusCode,
    pub content_type: &'static str,
    pub headers: Vec<(&'static str, String)>,
    pub cookies: Vec<Cookie<'static>>,
    pub body: Bytes,
}

impl Reply {
    pub fn with_cookie(mut self, cookie: Cookie<'static>) -> Reply {
        self.cookies.push(cookie);
        self
    }

    pub fn with_header(mut self, name: &'static str, value: String) -> Reply {
        self.headers.push((name, value));
        self
    }

    fn into_response(self) -> HttpResponse {
        let mut r = HttpResponse::build(self.status);
        if !self.content_type.is_empty() {
            r.content_type(self.content_type);
        }
        for (k, v) in self.headers {
            r.insert_header((k, v));
        }
        for c in self.cookies {
            r.cookie(c);
        }
        r.body(self.body)
    }
}

pub type Page = Result<Reply, WebError>;

pub fn html(status: StatusCode, body: impl Into<Bytes>) -> Reply {
    Reply { status, content_type: "text/html; charset=utf-8", headers: vec![], cookies: vec![], body: body.into() }
}

pub fn ok_page(t: &impl Template) -> Page {
    Ok(html(StatusCode::OK, t.render()?))
}

pub fn redirect(location: &str) -> Reply {
    Reply {
        status: StatusCode::SEE_OTHER,
        content_type: "",
        headers: vec![("Location", location.to_string())],
        cookies: vec![],
        body: Bytes::new(),
    }
}

/// Run `f` on the blocking pool with the request's context; errors become pages
/// in the user's language.
pub async fn run<F>(app: web::Data<Site>, session: auth::Session, f: F) -> HttpResponse
where
    F: FnOnce(&Ctx) -> Page + Send + 'static,
{
    let app = app.into_inner();
    match with_ctx(&app, &session, move |cx| f(cx).unwrap_or_else(|e| e.into_reply(cx))).await {
        Ok(reply) => finish(reply, &app, &session),
        Err(unavailable) => unavailable,
    }
}

/// What the first step of a handler with password work decided.
pub enum Step<S> {
    /// The answer, without any hashing (bad input, a limit, …).
    Reply(Reply),
    /// Hand `S` to the password work, then to the second step.
    Hash(S),
}

/// A handler around password work, which only the hashing pool does: `first`
/// (on the blocking pool) checks the request; `work` awaits the pool, holding no
/// thread while it waits; `then` (on the blocking pool again, with a fresh
/// context) acts on the result.
pub async fn run_hashing<S, T, F, W, Fut, G>(
    app: web::Data<Site>,
    session: auth::Session,
    first: F,
    work: W,
    then: G,
) -> HttpResponse
where
    F: FnOnce(&Ctx) -> Result<Step<S>, WebError> + Send + 'static,
    S: Send + 'static,
    W: FnOnce(Arc<hashing::HashPool>, S) -> Fut,
    Fut: std::future::Future<Output = Result<T, hashing::PoolGone>>,
    T: Send + 'static,
    G: FnOnce(&Ctx, T) -> Page + Send + 'static,
{
    let app = app.into_inner();
    let checked = with_ctx(&app, &session, move |cx| match first(cx) {
        Ok(Step::Hash(s)) => Ok(s),
        Ok(Step::Reply(reply)) => Err(reply),
        Err(e) => Err(e.into_reply(cx)),
    })
    .await;
    let s = match checked {
        Ok(Ok(s)) => s,
        Ok(Err(reply)) => return finish(reply, &app, &session),
        Err(unavailable) => return unavailable,
    };
    let done = match work(app.hashing.clone(), s).await {
        Ok(done) => done,
        Err(e) => return unavailable(&app, &session, &e.to_string()),
    };
    match with_ctx(&app, &session, move |cx| then(cx, done).unwrap_or_else(|e| e.into_reply(cx))).await {
        Ok(reply) => finish(reply, &app, &session),
        Err(unavailable) => unavailable,
    }
}

/// Build the request's context on the blocking pool and run `f` with it. When
/// the database cannot say who the visitor is, the answer is a plain 503.
async fn with_ctx<R, F>(app: &Arc<Site>, session: &auth::Session, f: F) -> Result<R, HttpResponse>
where
    F: FnOnce(&Ctx) -> R + Send + 'static,
    R: Send + 'static,
{
    let (site, session_in) = (app.clone(), session.clone());
    let result = web::block(move || {
        let app = site;
        let mut session = session_in;
        let user = match &session.secret {
            Some(secret) => {
                let reading = app.known.reading(&app.store);
                match app.store.live_session(secret, auth::lifetimes(&app)) {
                    Ok(Some(live)) => {
                        let user = live.user.clone();
                        app.known.remember_session(&app.store, reading, secret, live);
                        Some(user)
                    }
                    Ok(None) => None,
                    Err(e) => return Err(e.to_string()),
                }
            }
            None => None,
        };
        session.read_link_reader(&app, user.is_some());
        let cx = context(&app, &session, user);
        Ok(f(&cx))
    })
    .await;
    match result {
        Ok(Ok(r)) => Ok(r),
        Ok(Err(e)) => Err(unavailable(app, session, &e)),
        Err(e) => {
            eprintln!("letterbox: {e}");
            Err(HttpResponse::InternalServerError().finish())
        }
    }
}

/// The request's context for `user` (already known to hold the live session
/// the cookie names, or `None`).
fn context<'a>(app: &'a Site, session: &auth::Session, user: Option<User>) -> Ctx<'a> {
    let live = user.as_ref().and(session.secret.clone());
    let lang = session.language(app, user.as_ref());
    let tz = session.zone(user.as_ref(), lang);
    let s = app.langs.get(lang);
    let csrf = auth::csrf_token(&app.keys, user.as_ref().map(|u| u.id), session.anon.as_deref());
    Ctx { app, user, s, tz, here: session.here.clone(), csrf, anon: session.anon.clone(), session: live }
}

/// A plain 503 in the visitor's language (said even when the database cannot
/// tell who they are); the reason goes to the log only.
fn unavailable(app: &Site, session: &auth::Session, why: &str) -> HttpResponse {
    eprintln!("letterbox: {why}");
    let message = app.langs.get(session.language(app, None)).t("error-unavailable");
    HttpResponse::ServiceUnavailable().content_type("text/plain; charset=utf-8").body(message)
}

/// The reply as actix's response, with the visitor's new nonce cookie if one was
/// minted for this request.
fn finish(mut reply: Reply, app: &Site, session: &auth::Session) -> HttpResponse {
    if let Some(cookie) = session.new_anon_cookie(app) {
        reply.cookies.push(cookie);
    }
    reply.into_response()
}

/// Every route of the service.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/").get(lobby::dashboard))
        .service(web::resource("/signup").get(auth::signup_page).post(auth::signup))
        .service(web::resource("/login").get(auth::login_page).post(auth::login))
        .service(web::resource("/logout").post(auth::logout))
        .service(web::resource("/reset").get(auth::reset_page).post(auth::reset_request))
        .service(web::resource("/reset/confirm").get(auth::reset_confirm_page).post(auth::reset_confirm))
        .service(web::resource("/verify").get(auth::verify_page).post(auth::verify))
        .service(web::resource("/verify/resend").post(auth::resend_verification))
        .service(web::resource("/games/new").get(lobby::new_game_page))
        .service(web::resource("/games").post(lobby::create_game))
        .service(web::resource("/games/{id}").get(game::page))
        .service(web::resource("/games/{id}/join").get(lobby::join_link_page).post(lobby::join))
        .service(web::resource("/games/{id}/invite").post(lobby::invite))
        .service(web::resource("/games/{id}/move").post(game::post_move))
        .service(web::resource("/games/{id}/chat").post(game::post_chat))
        .service(web::resource("/games/{id}/standing").post(game::post_standing))
        .service(web::resource("/games/{id}/takeback").post(game::post_take_back))
        .service(web::resource("/games/{id}/rematch").post(lobby::rematch))
        .service(web::resource("/games/{id}/export").get(game::export))
        .service(web::resource("/games/{id}/replay").get(replay::page))
        .service(web::resource("/rules/{slug}").get(rules::page))
        .service(web::resource("/link/move").get(links::confirm_page).post(links::confirm_move))
        .service(web::resource("/link/decide").get(links::decide_page).post(links::decide))
        .service(web::resource("/unsubscribe").get(links::unsubscribe_page).post(links::unsubscribe))
        .service(web::resource("/settings").get(settings::page).post(settings::save))
        .service(web::resource("/language").post(settings::switch_language))
        .service(web::resource("/settings/tokens").post(settings::create_token))
        .service(web::resource("/settings/password").post(auth::change_password))
        .service(web::resource("/settings/sessions/end").post(auth::logout_everywhere))
        .service(web::resource("/settings/tokens/{id}/revoke").post(settings::revoke_token))
        .service(web::resource("/api/v1/games").get(api::games))
        .service(web::resource("/api/v1/games/{id}").get(api::game))
        .service(web::resource("/api/v1/games/{id}/log").get(api::log))
        .service(web::resource("/api/v1/games/{id}/answer").post(api::answer))
        .service(web::resource("/static/{path:.*}").get(assets::serve));
    life::routes(cfg);
    mailbox::routes(cfg);
}

/// The content security policy: scripts, styles, images and forms from this site
/// only (no inline script anywhere), no plugins, never inside a frame.
pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
     object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// Headers on every response (unless a handler set its own): the CSP, no
/// framing, no MIME sniffing, no referrer (signed links carry secrets in their
/// URL), and no caching of pages (they may show secrets such as a new token).
pub fn security_headers() -> actix_web::middleware::DefaultHeaders {
    actix_web::middleware::DefaultHeaders::new()
        .add(("Content-Security-Policy", CSP))
        .add(("X-Frame-Options", "DENY"))
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("Referrer-Policy", "no-referrer"))
        .add(("Cache-Control", "no-store"))
}

/// Build the actix application for `site` (used by `serve` and the in-process tests).
#[macro_export]
macro_rules! letterbox_app {
    ($site:expr) => {{
        let site: std::sync::Arc<$crate::Site> = $site;
        actix_web::App::new()
            .wrap($crate::security_headers())
            .app_data(actix_web::web::Data::from(site))
            .app_data(actix_web::web::FormConfig::default().limit(64 * 1024))
            .configure($crate::routes)
    }};
}

/// Serve HTTP until the process is stopped (the mail workers are the caller's).
pub async fn serve(site: Arc<Site>, workers: usize) -> std::io::Result<()> {
    let bind = site.config.bind.clone();
    let base_url = site.config.base_url.clone();
    let server = actix_web::HttpServer::new(move || letterbox_app!(site.clone())).workers(workers).bind(&bind)?;
    // Printed once the socket listens, so whoever started the process (a test, a
    // supervisor) may read this line as "ready" and know it is this server's port.
    let listening: Vec<String> = server.addrs().iter().map(std::string::ToString::to_string).collect();
    println!("Letterbox is running at {base_url} (listening on {})", listening.join(", "));
    server.run().await
}
