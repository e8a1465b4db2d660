//! Accounts and sessions: sign up with address verification by a signed mail
//! link, log in/out, password reset by a signed mail link, password change;
//! server-side sessions named by an encrypted cookie; CSRF tokens; login
//! throttling; the password policy.

use super::hashing::{HashPool, PoolGone};
use super::input::{self, HOUR};
use super::{Ctx, Site, Step, WebError, ok_page, redirect, run, run_hashing};
use actix_web::cookie::{Cookie, CookieJar, SameSite};
use actix_web::dev::Payload;
use actix_web::http::StatusCode;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use app::App;
use app::keys::{Keys, random_bytes};
use app::zones;
use askama::Template;
use chrono::Utc;
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::future::{Ready, ready};
use std::sync::Arc;
use std::time::Duration;
use store::sessions::Lifetimes;
use store::users::User;

const SESSION_COOKIE: &str = "lb_session";
/// A random nonce for visitors who have not signed in, so the sign-up and login
/// forms carry a CSRF token too.
const ANON_COOKIE: &str = "lb_anon";
const MIN_PASSWORD: usize = 8;
/// Longer passwords are refused: hashing cost should not depend on what a
/// visitor sends.
const MAX_PASSWORD_BYTES: usize = 256;
const MAX_NAME: usize = 40;
const MAX_EMAIL: usize = 200;
/// Password-reset links are valid this long.
const RESET_HOURS: i64 = 2;
/// Address-verification links are valid this long.
const VERIFY_HOURS: i64 = 72;

/// The language a visitor chose with the switch before signing in (plain cookie).
pub const LANG_COOKIE: &str = "lb_lang";
/// The time zone the browser's script reported (plain cookie, set by site.js).
const ZONE_COOKIE: &str = "lb_tz";
/// Longest `Accept-Language` header or return path we look at.
const MAX_HEADER: usize = 512;

/// Passwords too common to allow, one a line (see the file's header for its
/// source).
const COMMON_PASSWORDS: &str = include_str!("common_passwords.txt");

/// What the request's cookies say (a session secret and the visitor's nonce), and
/// what it says about its reader's language and zone.
/// Whether the session is alive is decided against the database in [`super::run`].
#[derive(Clone, Debug, Default)]
pub struct Session {
    pub secret: Option<String>,
    pub anon: Option<String>,
    /// A nonce minted for this request (the visitor had none): set as a cookie.
    minted: bool,
    accept_language: Option<String>,
    lang_cookie: Option<String>,
    /// The zone the browser reported, if any (unchecked).
    pub browser_zone: Option<String>,
    /// This page's path and query when it was a GET, for the language switch to
    /// come back to; otherwise the dashboard.
    pub here: String,
    /// The account a signed mail link was made for (see
    /// [`Session::for_link_reader`]), and that account once read.
    link_reader: Option<i64>,
    pub link_reader_account: Option<User>,
}

impl Session {
    fn from_request(req: &HttpRequest) -> Session {
        let Some(app) = req.app_data::<web::Data<Site>>() else { return Session::default() };
        let mut jar = CookieJar::new();
        for name in [SESSION_COOKIE, ANON_COOKIE] {
            if let Some(c) = req.cookie(name) {
                jar.add_original(c);
            }
        }
        let private = jar.private(&app.keys.cookie);
        let secret = private.get(SESSION_COOKIE).map(|c| c.value().to_string());
        let mut anon = private.get(ANON_COOKIE).map(|c| c.value().to_string());
        // Every visitor has a nonce, so forms work even when a session cookie
        // turns out to be dead.
        let minted = anon.is_none();
        if minted {
            anon = Some(hex::encode(random_bytes::<16>()));
        }
        let header = |name: actix_web::http::header::HeaderName| {
            req.headers().get(name).and_then(|v| v.to_str().ok()).filter(|v| v.len() <= MAX_HEADER).map(str::to_string)
        };
        let plain_cookie = |name: &str| req.cookie(name).map(|c| c.value().to_string()).filter(|v| v.len() <= 64);
        let here = match req.uri().path_and_query() {
            Some(pq) if req.method() == actix_web::http::Method::GET && pq.as_str().len() <= MAX_HEADER => {
                pq.as_str().to_string()
            }
            _ => "/".to_string(),
        };
        Session {
            secret,
            anon,
            minted,
            accept_language: header(actix_web::http::header::ACCEPT_LANGUAGE),
            lang_cookie: plain_cookie(LANG_COOKIE),
            browser_zone: plain_cookie(ZONE_COOKIE),
            here,
            link_reader: None,
            link_reader_account: None,
        }
    }

    /// The session of a page opened from a signed mail link made for `user_id`:
    /// unless someone is signed in or chose a language with the switch, the page
    /// speaks the account's language (a mail read on a phone whose browser is
    /// set to another language still gets the language the player chose).
    /// Only the link's signature, checked by its handler, lets a page act for
    /// that account; this only picks the words.
    pub fn for_link_reader(mut self, user_id: i64) -> Session {
        self.link_reader = Some(user_id);
        self
    }

    /// Read the link's account (on the blocking pool, before the page's
    /// context is made), unless a signed-in user decides the language anyway.
    pub(crate) fn read_link_reader(&mut self, app: &App, signed_in: bool) {
        if let (Some(id), false) = (self.link_reader, signed_in) {
            self.link_reader_account = app.store.user(id).ok().flatten();
        }
    }

    /// The reader's language: a signed-in user's setting; else the one a visitor
    /// chose with the switch; else the setting of the account a mail link was
    /// made for; else the best match of the browser's
    /// `Accept-Language`; else English.
    pub fn language(&self, app: &App, user: Option<&User>) -> &'static str {
        user.and_then(|u| app.langs.find(&u.lang))
            .or_else(|| self.lang_cookie.as_deref().and_then(|l| app.langs.find(l)))
            .or_else(|| self.link_reader_account.as_ref().and_then(|u| app.langs.find(&u.lang)))
            .or_else(|| self.accept_language.as_deref().and_then(|h| app.langs.negotiate(h)))
            .unwrap_or("en")
    }

    /// The reader's time zone: a signed-in user's setting (or their language's
    /// default); a visitor's browser's zone, else the language's default.
    pub fn zone(&self, user: Option<&User>, lang: &str) -> chrono_tz::Tz {
        match user {
            Some(u) => zones::or_default(&u.time_zone, lang),
            None => match &self.link_reader_account {
                Some(u) => zones::or_default(&u.time_zone, lang),
                None => zones::or_default(self.browser_zone.as_deref().unwrap_or(""), lang),
            },
        }
    }

    /// The cookie to set when this request minted the visitor's nonce.
    pub fn new_anon_cookie(&self, app: &App) -> Option<Cookie<'static>> {
        let nonce = self.anon.as_ref().filter(|_| self.minted)?;
        Some(private_cookie(app, ANON_COOKIE, nonce.clone()))
    }
}

impl FromRequest for Session {
    type Error = actix_web::Error;
    type Future = Ready<Result<Session, actix_web::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(Session::from_request(req)))
    }
}

/// The lifetimes of sessions from the configuration.
pub fn lifetimes(app: &App) -> Lifetimes {
    Lifetimes {
        idle: chrono::Duration::hours(app.config.limits.session_idle_hours),
        absolute: chrono::Duration::hours(app.config.limits.session_max_hours),
    }
}

/// An encrypted, authenticated cookie (AES-GCM under the configured key); sent
/// only over HTTPS when the service is served over HTTPS.
fn private_cookie(app: &App, name: &'static str, value: String) -> Cookie<'static> {
    let mut jar = CookieJar::new();
    let mut c = Cookie::new(name, value);
    c.set_path("/");
    c.set_http_only(true);
    c.set_same_site(SameSite::Lax);
    c.set_secure(app.config.base_url.starts_with("https://"));
    jar.private_mut(&app.keys.cookie).add(c);
    jar.get(name).cloned().expect("just added")
}

/// Start a session for `user_id`: stored server-side, named by a random secret
/// that only the cookie holds.
pub fn start_session(app: &App, user_id: i64) -> Result<Cookie<'static>, WebError> {
    let secret = hex::encode(random_bytes::<32>());
    app.store.create_session(user_id, &secret)?;
    Ok(private_cookie(app, SESSION_COOKIE, secret))
}

fn expired(name: &'static str) -> Cookie<'static> {
    let mut c = Cookie::new(name, "");
    c.set_path("/");
    c.make_removal();
    c
}

/// The CSRF token of a signed-in user, or of an anonymous visitor's nonce.
pub fn csrf_token(keys: &Keys, user_id: Option<i64>, anon: Option<&str>) -> String {
    match csrf_parts(user_id, anon) {
        Some(parts) => keys.sign_short(&parts.each_ref().map(String::as_str)),
        None => String::new(),
    }
}

/// What a CSRF token signs: the user, or else the visitor's nonce.
fn csrf_parts(user_id: Option<i64>, anon: Option<&str>) -> Option<[String; 2]> {
    match (user_id, anon) {
        (Some(id), _) => Some(["csrf".into(), id.to_string()]),
        (None, Some(nonce)) => Some(["csrf-anon".into(), nonce.to_string()]),
        (None, None) => None,
    }
}

/// Every state-changing form is checked with this: a missing or wrong token is a
/// 403 and nothing happens. The token is the one [`csrf_token`] gives the page's
/// reader (`cx.csrf`), checked by the MAC in constant time.
pub fn check_csrf(cx: &Ctx, submitted: &str) -> Result<(), WebError> {
    let same = csrf_parts(cx.user_id(), cx.anon.as_deref())
        .is_some_and(|parts| cx.app.keys.verify_short(&parts.each_ref().map(String::as_str), submitted));
    if same { Ok(()) } else { Err(WebError::Forbidden("error-csrf")) }
}

/// A new password's PHC string (Argon2id, the library's default cost), from the
/// hashing pool.
async fn hash_password(pool: &HashPool, password: &str) -> Result<Result<String, String>, PoolGone> {
    pool.hash(password).await
}

/// Whether `password` is the one behind the user's hash, checked by the hashing
/// pool. An unknown account costs the same work (against a random salt), so a
/// refusal takes as long whether or not the address has an account.
async fn password_matches(pool: &HashPool, user: Option<&User>, password: &str) -> Result<bool, PoolGone> {
    pool.verify(password, user.map(|u| u.password_hash.as_str())).await
}

/// Why a new password is refused (a catalog key), if it is.
fn weak_password(password: &str, email: &str, name: &str) -> Option<&'static str> {
    if password.chars().count() < MIN_PASSWORD {
        return Some("signup-error-password");
    }
    if password.len() > MAX_PASSWORD_BYTES || password.contains('\0') {
        return Some("signup-error-password-long");
    }
    let lower = password.to_lowercase();
    let common = COMMON_PASSWORDS.lines().filter(|l| !l.starts_with('#')).any(|l| l == lower);
    let own = lower == email.trim().to_lowercase() || lower == name.trim().to_lowercase();
    (common || own).then_some("signup-error-password-common")
}

/// Failed logins per account and per client address: after the limit within
/// the window, further attempts are refused until the window passes.
const MAX_FAILURES_ACCOUNT: u32 = 5;
/// Higher: many people may share one address.
const MAX_FAILURES_CLIENT: u32 = 50;
const LOGIN_WINDOW: Duration = Duration::from_mins(15);

fn account_key(email: &str) -> String {
    format!("login-account:{}", store::users::normalize_email(email))
}

fn client_key(peer: &str) -> String {
    format!("login-client:{peer}")
}

/// The client's address: the connection's, or behind trusted proxies the one
/// they forwarded (see [`super::client`]).
pub fn peer(req: &HttpRequest) -> String {
    match req.app_data::<web::Data<Site>>() {
        Some(site) => super::client::address(req, &site.config.proxies),
        None => req.peer_addr().map(|a| a.ip().to_string()).unwrap_or_default(),
    }
}

/// An email address as typed, checked for shape.
fn valid_email(email: &str) -> Option<&str> {
    let email = email.trim();
    let ok =
        email.contains('@') && email.len() <= MAX_EMAIL && !email.chars().any(|c| c.is_whitespace() || c.is_control());
    ok.then_some(email)
}

/// Where to go after signing in: `next` when it is a path on this site (one
/// leading slash, no scheme or host, no backslash or control character), else None.
pub fn safe_next(next: &str) -> Option<&str> {
    let bytes = next.as_bytes();
    let same_site = bytes.first() == Some(&b'/')
        && !matches!(bytes.get(1), Some(b'/' | b'\\'))
        && next.len() <= 2000
        && !next.chars().any(|c| c.is_control() || c == '\\');
    same_site.then_some(next)
}

/// `?next=…` on the sign-in and sign-up pages and through the verification link.
#[derive(Deserialize, Default)]
pub struct NextQuery {
    #[serde(default)]
    pub next: String,
}

/// The page after signing in: a safe `next`, else the dashboard.
fn after_sign_in(next: &str) -> &str {
    safe_next(next).unwrap_or("/")
}

#[derive(Template)]
#[template(path = "pages/signup.html")]
struct SignupPage<'a> {
    cx: &'a Ctx<'a>,
    error: Option<String>,
    email: String,
    name: String,
    /// The form was accepted: the page says to look for the verification mail.
    sent: bool,
    next: String,
}

#[derive(Template)]
#[template(path = "pages/login.html")]
struct LoginPage<'a> {
    cx: &'a Ctx<'a>,
    error: Option<String>,
    email: String,
    next: String,
}

#[derive(Template)]
#[template(path = "pages/reset.html")]
struct ResetPage<'a> {
    cx: &'a Ctx<'a>,
    sent: bool,
}

#[derive(Template)]
#[template(path = "pages/reset_confirm.html")]
struct ResetConfirmPage<'a> {
    cx: &'a Ctx<'a>,
    link: SignedLink,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "pages/verify.html")]
struct VerifyPage<'a> {
    cx: &'a Ctx<'a>,
    link: SignedLink,
    next: String,
}

pub async fn signup_page(app: web::Data<Site>, session: Session, q: web::Query<NextQuery>) -> HttpResponse {
    let next = safe_next(&q.next).unwrap_or_default().to_string();
    run(app, session, move |cx| {
        ok_page(&SignupPage { cx, error: None, email: String::new(), name: String::new(), sent: false, next })
    })
    .await
}

#[derive(Deserialize)]
pub struct SignupForm {
    #[serde(default)]
    csrf: String,
    email: String,
    name: String,
    password: String,
    /// The browser's time zone, filled in by the page's script.
    #[serde(default)]
    tz: String,
    /// Where the verification link leads after signing in.
    #[serde(default)]
    next: String,
}

/// A new account, unverified: the page says a link is on its way either way, so
/// it does not tell whether the address already has an account.
pub async fn signup(
    req: HttpRequest,
    app: web::Data<Site>,
    session: Session,
    form: web::Form<SignupForm>,
) -> HttpResponse {
    let form = form.into_inner();
    let browser_zone = session.browser_zone.clone();
    let peer = peer(&req);
    run_hashing(
        app,
        session,
        move |cx| {
            check_csrf(cx, &form.csrf)?;
            let again = |status, error: &str| {
                let page = SignupPage {
                    cx,
                    error: Some(cx.s.t(error)),
                    email: form.email.clone(),
                    name: form.name.clone(),
                    sent: false,
                    next: form.next.clone(),
                };
                Ok(Step::Reply(super::html(status, page.render()?)))
            };
            input::line(&form.email, MAX_EMAIL)?;
            input::line(&form.name, MAX_NAME * 10)?;
            input::secret(&form.password)?;
            let Some(email) = valid_email(&form.email) else {
                return again(StatusCode::UNPROCESSABLE_ENTITY, "signup-error-email");
            };
            let name = form.name.trim();
            if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
                return again(StatusCode::UNPROCESSABLE_ENTITY, "signup-error-name");
            }
            if let Some(why) = weak_password(&form.password, email, name) {
                return again(StatusCode::UNPROCESSABLE_ENTITY, why);
            }
            let limit = cx.app.config.limits.signups_per_hour;
            if !cx.app.limits.take(&[(&format!("signup:{peer}"), limit)], HOUR) {
                return again(StatusCode::TOO_MANY_REQUESTS, "error-rate-limited");
            }
            // The account speaks the language the visitor reads this page in, in the
            // zone their browser reported (none: the language's default).
            let zone = [Some(form.tz.as_str()), browser_zone.as_deref()]
                .into_iter()
                .flatten()
                .find(|z| zones::parse(z).is_some())
                .unwrap_or("")
                .to_string();
            let next = safe_next(&form.next).unwrap_or_default().to_string();
            Ok(Step::Hash((email.to_string(), name.to_string(), zone, form.password, next)))
        },
        |pool: Arc<HashPool>, (email, name, zone, password, next): (String, String, String, String, String)| async move {
            Ok((email, name, zone, hash_password(&pool, &password).await?, next))
        },
        |cx, (email, name, zone, hash, next)| {
            let hash = hash.map_err(WebError::BadRequest)?;
            if let Some(user) = cx.app.store.create_user(&email, &name, &hash, cx.s.lang, &zone)? {
                send_verification(cx.app, &user, &next)?;
            }
            let page = SignupPage { cx, error: None, email: String::new(), name: String::new(), sent: true, next };
            ok_page(&page)
        },
    )
    .await
}

/// Queue the mail whose link verifies the user's address (and then leads to
/// `next`, a safe path or empty).
fn send_verification(app: &App, user: &User, next: &str) -> Result<(), WebError> {
    let link = SignedLink::new(&app.keys, Purpose::Verify, user, Utc::now().timestamp() + VERIFY_HOURS * 3600);
    let mut path = link.path(Purpose::Verify);
    if let Some(next) = safe_next(next) {
        path.push_str("&next=");
        path.extend(form_urlencoded::byte_serialize(next.as_bytes()));
    }
    (app.mail.verify)(app, user, &app.url(&path))?;
    app.wake_mailer();
    Ok(())
}

pub async fn login_page(app: web::Data<Site>, session: Session, q: web::Query<NextQuery>) -> HttpResponse {
    let next = safe_next(&q.next).unwrap_or_default().to_string();
    run(app, session, move |cx| ok_page(&LoginPage { cx, error: None, email: String::new(), next })).await
}

#[derive(Deserialize)]
pub struct LoginForm {
    #[serde(default)]
    csrf: String,
    email: String,
    password: String,
    #[serde(default)]
    next: String,
}

pub async fn login(
    req: HttpRequest,
    app: web::Data<Site>,
    session: Session,
    form: web::Form<LoginForm>,
) -> HttpResponse {
    let form = form.into_inner();
    let peer = peer(&req);
    let typed = form.email.clone();
    let next = form.next.clone();
    run_hashing(
        app,
        session,
        move |cx| {
            check_csrf(cx, &form.csrf)?;
            input::line(&form.email, MAX_EMAIL)?;
            input::secret(&form.password)?;
            let (Some(email), true) = (valid_email(&form.email), form.password.len() <= MAX_PASSWORD_BYTES) else {
                return login_refused(cx, &form.email, &form.next, StatusCode::UNAUTHORIZED, "login-error")
                    .map(Step::Reply);
            };
            let (account, client) = (account_key(email), client_key(&peer));
            // The attempt is counted as it is checked: a burst of guesses cannot all
            // pass the check before the first of them is counted.
            let keys = [(account.as_str(), MAX_FAILURES_ACCOUNT), (client.as_str(), MAX_FAILURES_CLIENT)];
            if !cx.app.limits.take(&keys, LOGIN_WINDOW) {
                return login_refused(
                    cx,
                    &form.email,
                    &form.next,
                    StatusCode::TOO_MANY_REQUESTS,
                    "login-error-throttled",
                )
                .map(Step::Reply);
            }
            let user = cx.app.store.user_by_email(email)?;
            Ok(Step::Hash((user, form.password, account, client)))
        },
        |pool: Arc<HashPool>, (user, password, account, client): (Option<User>, String, String, String)| async move {
            let matches = password_matches(&pool, user.as_ref(), &password).await?;
            Ok((user.filter(|_| matches), account, client))
        },
        move |cx, (user, account, client)| {
            let Some(user) = user else {
                return login_refused(cx, &typed, &next, StatusCode::UNAUTHORIZED, "login-error");
            };
            // Success clears the account's failures only; the client's count keeps
            // its failures against other accounts (no unlimited spraying).
            cx.app.limits.forget(&account);
            cx.app.limits.give_back(&client);
            Ok(redirect(after_sign_in(&next)).with_cookie(start_session(cx.app, user.id)?))
        },
    )
    .await
}

/// The login page again, with why the login was refused.
fn login_refused(cx: &Ctx, email: &str, next: &str, status: StatusCode, error: &str) -> super::Page {
    let next = safe_next(next).unwrap_or_default().to_string();
    let page = LoginPage { cx, error: Some(cx.s.t(error)), email: email.to_string(), next };
    Ok(super::html(status, page.render()?))
}

#[derive(Deserialize)]
pub struct CsrfForm {
    #[serde(default)]
    pub csrf: String,
}

/// Ends this session on the server, so a copy of the cookie no longer works.
pub async fn logout(app: web::Data<Site>, session: Session, form: web::Form<CsrfForm>) -> HttpResponse {
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        if let Some(secret) = &cx.session {
            cx.app.store.end_session(secret)?;
        }
        Ok(redirect("/").with_cookie(expired(SESSION_COOKIE)))
    })
    .await
}

pub async fn reset_page(app: web::Data<Site>, session: Session) -> HttpResponse {
    run(app, session, |cx| ok_page(&ResetPage { cx, sent: false })).await
}

#[derive(Deserialize)]
pub struct ResetForm {
    #[serde(default)]
    csrf: String,
    email: String,
}

/// Mails a reset link if the address has an account and has not had too many
/// lately; the page says the same either way, so it does not reveal who has an
/// account.
pub async fn reset_request(
    req: HttpRequest,
    app: web::Data<Site>,
    session: Session,
    form: web::Form<ResetForm>,
) -> HttpResponse {
    let peer = peer(&req);
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let limits = &cx.app.config.limits;
        if !cx.app.limits.take(&[(&format!("reset:{peer}"), limits.resets_per_client_per_hour)], HOUR) {
            return Err(WebError::TooMany);
        }
        input::line(&form.email, MAX_EMAIL)?;
        let Some(email) = valid_email(&form.email) else { return ok_page(&ResetPage { cx, sent: true }) };
        if let Some(user) = cx.app.store.user_by_email(email)?
            && cx.app.store.mail_count_since(user.id, store::outbox::RESET, chrono::Duration::hours(1))?
                < i64::from(limits.resets_per_hour)
        {
            let expires = Utc::now().timestamp() + RESET_HOURS * 3600;
            let link = SignedLink::new(&cx.app.keys, Purpose::Reset, &user, expires);
            (cx.app.mail.reset)(cx.app, &user, &cx.app.url(&link.path(Purpose::Reset)), expires)?;
            cx.app.wake_mailer();
        }
        ok_page(&ResetPage { cx, sent: true })
    })
    .await
}

/// What a signed account link does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Choose a new password.
    Reset,
    /// Prove the address is the user's.
    Verify,
}

impl Purpose {
    fn as_str(self) -> &'static str {
        match self {
            Purpose::Reset => "reset",
            Purpose::Verify => "verify",
        }
    }
}

/// A signed link to one account. Its signature covers a fingerprint of the
/// current password hash, so it stops working once the password has changed
/// (a change, a reset); a verification link's covers the address it verifies
/// too, and it works once: an address already verified takes no more links
/// (it signs in, so it must not outlive the first use, nor a "log out
/// everywhere" after it).
#[derive(Clone, Debug, Deserialize)]
pub struct SignedLink {
    pub u: i64,
    pub e: i64,
    pub s: String,
}

impl SignedLink {
    fn parts(purpose: Purpose, user: &User, expires: i64) -> [String; 4] {
        let password = hex::encode(&Sha256::digest(user.password_hash.as_bytes())[..8]);
        let bound = match purpose {
            Purpose::Reset => password,
            Purpose::Verify => format!("{}\n{password}", user.email),
        };
        [purpose.as_str().into(), user.id.to_string(), expires.to_string(), bound]
    }

    pub fn new(keys: &Keys, purpose: Purpose, user: &User, expires: i64) -> SignedLink {
        let parts = SignedLink::parts(purpose, user, expires);
        SignedLink { u: user.id, e: expires, s: keys.sign(&parts.each_ref().map(String::as_str)) }
    }

    pub fn path(&self, purpose: Purpose) -> String {
        let page = match purpose {
            Purpose::Reset => "/reset/confirm",
            Purpose::Verify => "/verify",
        };
        format!("{page}?u={}&e={}&s={}", self.u, self.e, self.s)
    }

    /// The user whose link this is, if it is genuine and not expired.
    fn check(&self, app: &App, purpose: Purpose) -> Result<User, WebError> {
        let user = app.store.user(self.u)?.ok_or(WebError::Forbidden("link-error-invalid"))?;
        let parts = SignedLink::parts(purpose, &user, self.e);
        if !app.keys.verify(&parts.each_ref().map(String::as_str), &self.s) {
            return Err(WebError::Forbidden("link-error-invalid"));
        }
        if self.e < Utc::now().timestamp() {
            return Err(WebError::Forbidden("link-error-expired"));
        }
        if purpose == Purpose::Verify && user.verified_at.is_some() {
            return Err(WebError::Forbidden("link-error-used"));
        }
        Ok(user)
    }
}

pub async fn reset_confirm_page(app: web::Data<Site>, session: Session, q: web::Query<SignedLink>) -> HttpResponse {
    let link = q.into_inner();
    run(app, session, move |cx| {
        link.check(cx.app, Purpose::Reset)?;
        ok_page(&ResetConfirmPage { cx, link, error: None })
    })
    .await
}

#[derive(Deserialize)]
pub struct ResetConfirmForm {
    #[serde(default)]
    csrf: String,
    u: i64,
    e: i64,
    s: String,
    password: String,
}

/// Needs both the link's signature (only the mail's reader has it) and the
/// page's CSRF token (so another site cannot post the attacker's own link and
/// sign the victim into the attacker's account). The new password ends every
/// other session of the account.
pub async fn reset_confirm(app: web::Data<Site>, session: Session, form: web::Form<ResetConfirmForm>) -> HttpResponse {
    let form = form.into_inner();
    run_hashing(
        app,
        session,
        move |cx| {
            check_csrf(cx, &form.csrf)?;
            let link = SignedLink { u: form.u, e: form.e, s: form.s.clone() };
            let user = link.check(cx.app, Purpose::Reset)?;
            input::secret(&form.password)?;
            if let Some(why) = weak_password(&form.password, &user.email, &user.display_name) {
                let page = ResetConfirmPage { cx, link, error: Some(cx.s.t(why)) };
                return Ok(Step::Reply(super::html(StatusCode::UNPROCESSABLE_ENTITY, page.render()?)));
            }
            Ok(Step::Hash((link, form.password)))
        },
        |pool: Arc<HashPool>, (link, password): (SignedLink, String)| async move {
            Ok((link, hash_password(&pool, &password).await?))
        },
        |cx, (link, hash)| {
            // Checked again: the link stops working once the password changes, so of
            // two uses at once only the first sets it.
            let user = link.check(cx.app, Purpose::Reset)?;
            cx.app.store.set_password(user.id, &hash.map_err(WebError::BadRequest)?)?;
            cx.app.store.end_sessions(user.id, None)?;
            // The link came by mail to the address: it is the user's.
            cx.app.store.mark_verified(user.id)?;
            cx.app.limits.forget(&account_key(&user.email));
            Ok(redirect("/").with_cookie(start_session(cx.app, user.id)?))
        },
    )
    .await
}

pub async fn verify_page(
    app: web::Data<Site>,
    session: Session,
    q: web::Query<SignedLink>,
    n: web::Query<NextQuery>,
) -> HttpResponse {
    let link = q.into_inner();
    let next = safe_next(&n.next).unwrap_or_default().to_string();
    run(app, session, move |cx| {
        link.check(cx.app, Purpose::Verify)?;
        ok_page(&VerifyPage { cx, link, next })
    })
    .await
}

#[derive(Deserialize)]
pub struct VerifyForm {
    #[serde(default)]
    csrf: String,
    u: i64,
    e: i64,
    s: String,
    #[serde(default)]
    next: String,
}

/// The address is verified and its owner signed in. Like a reset, it needs the
/// page's CSRF token as well as the link.
pub async fn verify(app: web::Data<Site>, session: Session, form: web::Form<VerifyForm>) -> HttpResponse {
    let form = form.into_inner();
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let user = SignedLink { u: form.u, e: form.e, s: form.s.clone() }.check(cx.app, Purpose::Verify)?;
        // Of two uses at once, only the one that verified signs in.
        if !cx.app.store.mark_verified(user.id)? {
            return Err(WebError::Forbidden("link-error-used"));
        }
        Ok(redirect(after_sign_in(&form.next)).with_cookie(start_session(cx.app, user.id)?))
    })
    .await
}

/// Mail the verification link again (signed in, not yet verified), at most
/// as often as reset links.
pub async fn resend_verification(app: web::Data<Site>, session: Session, form: web::Form<CsrfForm>) -> HttpResponse {
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let user = cx.require_user()?;
        let recent = cx.app.store.mail_count_since(user.id, store::outbox::VERIFY, chrono::Duration::hours(1))?;
        if user.verified_at.is_none() {
            if recent >= i64::from(cx.app.config.limits.resets_per_hour) {
                return Err(WebError::TooMany);
            }
            send_verification(cx.app, user, "")?;
        }
        Ok(redirect("/"))
    })
    .await
}

/// Joining games and getting game mail need a verified address.
pub fn require_verified<'a>(cx: &'a Ctx<'a>) -> Result<&'a User, WebError> {
    let user = cx.require_user()?;
    if user.verified_at.is_none() {
        return Err(WebError::Forbidden("error-verify-first"));
    }
    Ok(user)
}

#[derive(Deserialize)]
pub struct PasswordForm {
    #[serde(default)]
    csrf: String,
    current: String,
    password: String,
}

/// Change the password (knowing the current one); every other session ends.
pub async fn change_password(
    req: HttpRequest,
    app: web::Data<Site>,
    session: Session,
    form: web::Form<PasswordForm>,
) -> HttpResponse {
    let peer = peer(&req);
    let form = form.into_inner();
    type Checked = (Option<User>, String, Option<Result<String, String>>, String, String);
    run_hashing(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let user = cx.require_user()?;
        input::secret(&form.current)?;
        input::secret(&form.password)?;
        let (account, client) = (account_key(&user.email), client_key(&peer));
        let keys = [(account.as_str(), MAX_FAILURES_ACCOUNT), (client.as_str(), MAX_FAILURES_CLIENT)];
        if !cx.app.limits.take(&keys, LOGIN_WINDOW) {
            return Err(WebError::TooMany);
        }
        if form.current.len() > MAX_PASSWORD_BYTES {
            return Err(WebError::Invalid("settings-password-wrong"));
        }
        Ok(Step::Hash((user.clone(), form.current, form.password, account, client)))
    },
    |pool: Arc<HashPool>, (user, current, password, account, client): (User, String, String, String, String)| async move {
        if !password_matches(&pool, Some(&user), &current).await? {
            return Ok((None, password, None, account, client));
        }
        // The new password is hashed only if it will be accepted.
        let hash = match weak_password(&password, &user.email, &user.display_name) {
            Some(_) => None,
            None => Some(hash_password(&pool, &password).await?),
        };
        Ok::<Checked, PoolGone>((Some(user), password, hash, account, client))
    },
    |cx, (user, password, hash, account, client)| {
        let Some(user) = user else { return Err(WebError::Invalid("settings-password-wrong")) };
        cx.app.limits.forget(&account);
        cx.app.limits.give_back(&client);
        if let Some(why) = weak_password(&password, &user.email, &user.display_name) {
            return Err(WebError::Invalid(why));
        }
        let hash = hash.ok_or(WebError::Invalid("signup-error-password"))?.map_err(WebError::BadRequest)?;
        cx.app.store.set_password(user.id, &hash)?;
        cx.app.store.end_sessions(user.id, cx.session.as_deref())?;
        Ok(redirect("/settings"))
    })
    .await
}

/// "Log out everywhere": every session of the user ends, this one included.
pub async fn logout_everywhere(app: web::Data<Site>, session: Session, form: web::Form<CsrfForm>) -> HttpResponse {
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let user = cx.require_user()?;
        cx.app.store.end_sessions(user.id, None)?;
        Ok(redirect("/login").with_cookie(expired(SESSION_COOKIE)))
    })
    .await
}
