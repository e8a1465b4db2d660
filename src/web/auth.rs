//! Accounts and sessions: sign up, log in/out, password reset by a signed mail
//! link; the encrypted session cookie (the user id only); CSRF tokens; login
//! throttling.

use super::{Ctx, Site, WebError, ok_page, redirect, run};
use crate::app::App;
use crate::app::keys::{Keys, random_bytes};
use crate::app::zones;
use crate::store::users::User;
use actix_web::cookie::{Cookie, CookieJar, SameSite};
use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use askama::Template;
use chrono::Utc;
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::future::{Ready, ready};
use std::sync::Mutex;
use std::time::{Duration, Instant};

const SESSION_COOKIE: &str = "lb_session";
/// A random nonce for visitors who have not signed in, so the sign-up and login
/// forms carry a CSRF token too.
const ANON_COOKIE: &str = "lb_anon";
const MIN_PASSWORD: usize = 8;
const MAX_NAME: usize = 40;
/// Password-reset links are valid this long.
const RESET_HOURS: i64 = 2;

/// The language a visitor chose with the switch before signing in (plain cookie).
pub const LANG_COOKIE: &str = "lb_lang";
/// The time zone the browser's script reported (plain cookie, set by site.js).
const ZONE_COOKIE: &str = "lb_tz";
/// Longest `Accept-Language` header or return path we look at.
const MAX_HEADER: usize = 512;

/// The session cookie's contents: who is signed in, if anyone; and what the
/// request says about its reader's language and zone.
#[derive(Clone, Debug, Default)]
pub struct Session {
    pub user_id: Option<i64>,
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
        let user_id = private.get(SESSION_COOKIE).and_then(|c| c.value().parse().ok());
        let mut anon = private.get(ANON_COOKIE).map(|c| c.value().to_string());
        let minted = user_id.is_none() && anon.is_none();
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
            user_id,
            anon,
            minted,
            accept_language: header(actix_web::http::header::ACCEPT_LANGUAGE),
            lang_cookie: plain_cookie(LANG_COOKIE),
            browser_zone: plain_cookie(ZONE_COOKIE),
            here,
        }
    }

    /// The reader's language: a signed-in user's setting; else the one a visitor
    /// chose with the switch; else the best match of the browser's
    /// `Accept-Language`; else English.
    pub fn language(&self, app: &App, user: Option<&User>) -> &'static str {
        user.and_then(|u| app.langs.find(&u.lang))
            .or_else(|| self.lang_cookie.as_deref().and_then(|l| app.langs.find(l)))
            .or_else(|| self.accept_language.as_deref().and_then(|h| app.langs.negotiate(h)))
            .unwrap_or("en")
    }

    /// The reader's time zone: a signed-in user's setting (or their language's
    /// default); a visitor's browser's zone, else the language's default.
    pub fn zone(&self, user: Option<&User>, lang: &str) -> chrono_tz::Tz {
        match user {
            Some(u) => zones::or_default(&u.time_zone, lang),
            None => zones::or_default(self.browser_zone.as_deref().unwrap_or(""), lang),
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

fn session_cookie(app: &App, user_id: i64) -> Cookie<'static> {
    private_cookie(app, SESSION_COOKIE, user_id.to_string())
}

fn expired(name: &'static str) -> Cookie<'static> {
    let mut c = Cookie::new(name, "");
    c.set_path("/");
    c.make_removal();
    c
}

/// The CSRF token of a signed-in user, or of an anonymous visitor's nonce.
pub fn csrf_token(keys: &Keys, user_id: Option<i64>, anon: Option<&str>) -> String {
    match (user_id, anon) {
        (Some(id), _) => keys.sign(&["csrf", &id.to_string()])[..32].to_string(),
        (None, Some(nonce)) => keys.sign(&["csrf-anon", nonce])[..32].to_string(),
        (None, None) => String::new(),
    }
}

/// Every state-changing form is checked with this: a missing or wrong token is a
/// 403 and nothing happens.
pub fn check_csrf(cx: &Ctx, submitted: &str) -> Result<(), WebError> {
    let expected = &cx.csrf;
    let same = !expected.is_empty()
        && expected.len() == submitted.len()
        && expected.bytes().zip(submitted.bytes()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0;
    if same { Ok(()) } else { Err(WebError::Forbidden("error-csrf")) }
}

pub fn hash_password(password: &str) -> Result<String, WebError> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| WebError::BadRequest(e.to_string()))
}

fn password_matches(user: &User, password: &str) -> bool {
    PasswordHash::new(&user.password_hash)
        .is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
}

/// Failed logins per email address and per client address: after `MAX_FAILURES`
/// within `WINDOW`, further attempts are refused until the window passes. Kept in
/// memory, so each app node counts on its own.
#[derive(Default)]
pub struct Throttle {
    failures: Mutex<HashMap<String, (u32, Instant)>>,
}

/// Failures allowed per email address, and per client address (higher: many
/// people may share one address).
const MAX_FAILURES_EMAIL: u32 = 5;
const MAX_FAILURES_IP: u32 = 50;
const WINDOW: Duration = Duration::from_secs(15 * 60);

impl Throttle {
    fn blocked(&self, keys: &[String]) -> bool {
        let map = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        keys.iter().any(|k| {
            let max = if k.starts_with("ip:") { MAX_FAILURES_IP } else { MAX_FAILURES_EMAIL };
            map.get(k).is_some_and(|(n, since)| *n >= max && since.elapsed() < WINDOW)
        })
    }

    fn fail(&self, keys: &[String]) {
        let mut map = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        if map.len() > 100_000 {
            map.retain(|_, (_, since)| since.elapsed() < WINDOW);
        }
        for k in keys {
            let e = map.entry(k.clone()).or_insert((0, Instant::now()));
            if e.1.elapsed() >= WINDOW {
                *e = (0, Instant::now());
            }
            e.0 += 1;
        }
    }

    /// Forget the failures of these keys (a successful login or password reset).
    fn succeed(&self, keys: &[String]) {
        let mut map = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        for k in keys {
            map.remove(k);
        }
    }
}

fn email_key(email: &str) -> String {
    format!("email:{}", crate::store::users::normalize_email(email))
}

#[derive(Template)]
#[template(path = "pages/signup.html")]
struct SignupPage<'a> {
    cx: &'a Ctx<'a>,
    error: Option<String>,
    email: String,
    name: String,
}

#[derive(Template)]
#[template(path = "pages/login.html")]
struct LoginPage<'a> {
    cx: &'a Ctx<'a>,
    error: Option<String>,
    email: String,
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
    link: ResetLink,
    error: Option<String>,
}

pub async fn signup_page(app: web::Data<Site>, session: Session) -> HttpResponse {
    run(app, session, |cx| ok_page(&SignupPage { cx, error: None, email: String::new(), name: String::new() })).await
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
}

pub async fn signup(app: web::Data<Site>, session: Session, form: web::Form<SignupForm>) -> HttpResponse {
    let form = form.into_inner();
    let browser_zone = session.browser_zone.clone();
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let again = |error: &str| {
            let page =
                SignupPage { cx, error: Some(cx.s.t(error)), email: form.email.clone(), name: form.name.clone() };
            Ok(super::html(actix_web::http::StatusCode::UNPROCESSABLE_ENTITY, page.render()?))
        };
        let email = form.email.trim();
        if !email.contains('@') || email.len() > 200 || email.chars().any(char::is_whitespace) {
            return again("signup-error-email");
        }
        let name = form.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
            return again("signup-error-name");
        }
        if form.password.chars().count() < MIN_PASSWORD {
            return again("signup-error-password");
        }
        let hash = hash_password(&form.password)?;
        // The account speaks the language the visitor reads this page in, in the
        // zone their browser reported (none: the language's default).
        let zone = [Some(form.tz.as_str()), browser_zone.as_deref()]
            .into_iter()
            .flatten()
            .find(|z| zones::parse(z).is_some())
            .unwrap_or("");
        let Some(user) = cx.app.store.create_user(email, name, &hash, cx.s.lang, zone)? else {
            return again("signup-error-taken");
        };
        Ok(redirect("/").with_cookie(session_cookie(cx.app, user.id)))
    })
    .await
}

pub async fn login_page(app: web::Data<Site>, session: Session) -> HttpResponse {
    run(app, session, |cx| ok_page(&LoginPage { cx, error: None, email: String::new() })).await
}

#[derive(Deserialize)]
pub struct LoginForm {
    #[serde(default)]
    csrf: String,
    email: String,
    password: String,
}

pub async fn login(
    req: HttpRequest,
    app: web::Data<Site>,
    session: Session,
    form: web::Form<LoginForm>,
) -> HttpResponse {
    let form = form.into_inner();
    let peer = req.peer_addr().map(|a| a.ip().to_string()).unwrap_or_default();
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let keys = [email_key(&form.email), format!("ip:{peer}")];
        let again = |status, error: &str| {
            let page = LoginPage { cx, error: Some(cx.s.t(error)), email: form.email.clone() };
            Ok(super::html(status, page.render()?))
        };
        if cx.app.throttle.blocked(&keys) {
            return again(actix_web::http::StatusCode::TOO_MANY_REQUESTS, "login-error-throttled");
        }
        match cx.app.store.user_by_email(&form.email)? {
            Some(user) if password_matches(&user, &form.password) => {
                cx.app.throttle.succeed(&keys);
                Ok(redirect("/").with_cookie(session_cookie(cx.app, user.id)))
            }
            _ => {
                cx.app.throttle.fail(&keys);
                again(actix_web::http::StatusCode::UNAUTHORIZED, "login-error")
            }
        }
    })
    .await
}

#[derive(Deserialize)]
pub struct CsrfForm {
    #[serde(default)]
    pub csrf: String,
}

pub async fn logout(app: web::Data<Site>, session: Session, form: web::Form<CsrfForm>) -> HttpResponse {
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
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

/// Mails a reset link if the address has an account; the page says the same
/// either way, so it does not reveal who has an account.
pub async fn reset_request(app: web::Data<Site>, session: Session, form: web::Form<ResetForm>) -> HttpResponse {
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        if let Some(user) = cx.app.store.user_by_email(&form.email)? {
            let expires = Utc::now().timestamp() + RESET_HOURS * 3600;
            let link = ResetLink::new(&cx.app.keys, &user, expires);
            (cx.app.mail.reset)(cx.app, &user, &cx.app.url(&link.path()), expires)?;
            cx.app.wake_mailer();
        }
        ok_page(&ResetPage { cx, sent: true })
    })
    .await
}

/// A signed password-reset link. The signature covers a fingerprint of the current
/// password hash, so the link stops working once the password has changed.
#[derive(Clone, Debug, Deserialize)]
pub struct ResetLink {
    pub u: i64,
    pub e: i64,
    pub s: String,
}

impl ResetLink {
    fn parts(user: &User, expires: i64) -> [String; 4] {
        let fingerprint = hex::encode(&Sha256::digest(user.password_hash.as_bytes())[..8]);
        ["reset".into(), user.id.to_string(), expires.to_string(), fingerprint]
    }

    pub fn new(keys: &Keys, user: &User, expires: i64) -> ResetLink {
        let parts = ResetLink::parts(user, expires);
        ResetLink { u: user.id, e: expires, s: keys.sign(&parts.each_ref().map(String::as_str)) }
    }

    pub fn path(&self) -> String {
        format!("/reset/confirm?u={}&e={}&s={}", self.u, self.e, self.s)
    }

    /// The user whose link this is, if it is genuine and not expired.
    fn check(&self, app: &App) -> Result<User, WebError> {
        let user = app.store.user(self.u)?.ok_or(WebError::Forbidden("link-error-invalid"))?;
        let parts = ResetLink::parts(&user, self.e);
        if !app.keys.verify(&parts.each_ref().map(String::as_str), &self.s) {
            return Err(WebError::Forbidden("link-error-invalid"));
        }
        if self.e < Utc::now().timestamp() {
            return Err(WebError::Forbidden("link-error-expired"));
        }
        Ok(user)
    }
}

pub async fn reset_confirm_page(app: web::Data<Site>, session: Session, q: web::Query<ResetLink>) -> HttpResponse {
    let link = q.into_inner();
    run(app, session, move |cx| {
        link.check(cx.app)?;
        ok_page(&ResetConfirmPage { cx, link, error: None })
    })
    .await
}

#[derive(Deserialize)]
pub struct ResetConfirmForm {
    u: i64,
    e: i64,
    s: String,
    password: String,
}

/// The link's signature stands in for a CSRF token here: only the mail's reader
/// has it.
pub async fn reset_confirm(app: web::Data<Site>, session: Session, form: web::Form<ResetConfirmForm>) -> HttpResponse {
    let form = form.into_inner();
    run(app, session, move |cx| {
        let link = ResetLink { u: form.u, e: form.e, s: form.s.clone() };
        let user = link.check(cx.app)?;
        if form.password.chars().count() < MIN_PASSWORD {
            let page = ResetConfirmPage { cx, link, error: Some(cx.s.t("signup-error-password")) };
            return Ok(super::html(actix_web::http::StatusCode::UNPROCESSABLE_ENTITY, page.render()?));
        }
        cx.app.store.set_password(user.id, &hash_password(&form.password)?)?;
        cx.app.throttle.succeed(&[email_key(&user.email)]);
        Ok(redirect("/").with_cookie(session_cookie(cx.app, user.id)))
    })
    .await
}
