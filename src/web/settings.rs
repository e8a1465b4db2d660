//! A user's settings: mail preference, language, time zone, personal API tokens;
//! and the language switch every page carries.

use super::auth::{LANG_COOKIE, Session, check_csrf};
use super::input::{self, HOUR};
use super::{Ctx, WebError, ok_page, redirect, run};
use actix_web::cookie::{Cookie, SameSite};
use actix_web::{HttpResponse, web};
use app::keys::random_bytes;
use app::zones;
use askama::Template;
use serde::Deserialize;
use store::tokens::TokenInfo;
use store::users::MailPref;

#[derive(Template)]
#[template(path = "pages/settings.html")]
struct SettingsPage<'a> {
    cx: &'a Ctx<'a>,
    prefs: Vec<(&'static str, String, bool)>,
    /// Each chat message mailed at once.
    chat_mail: bool,
    /// Zone names and whether each is the one chosen; none chosen means the
    /// language's default.
    zones: Vec<(&'static str, bool)>,
    zone_chosen: bool,
    default_zone: &'static str,
    tokens: Vec<TokenInfo>,
    new_token: Option<String>,
    /// How many sessions the user has.
    sessions: i64,
    /// Mail given up on: subject and when.
    failed_mail: Vec<(String, chrono::NaiveDateTime)>,
    vacation: super::life::VacationPanel,
}

fn settings_page(cx: &Ctx, new_token: Option<String>) -> super::Page {
    let user = cx.require_user()?;
    let prefs = MailPref::ALL
        .iter()
        .map(|p| (p.as_str(), cx.s.t(&format!("settings-mail-{}", p.as_str())), *p == user.mail_pref()))
        .collect();
    let chosen = zones::parse(&user.time_zone).map(chrono_tz::Tz::name);
    let zones = zones::names().map(|z| (z, Some(z) == chosen)).collect();
    let default_zone = zones::default_for(cx.s.lang).name();
    let tokens = cx.app.store.tokens(user.id)?;
    let sessions = cx.app.store.session_count(user.id)?;
    let failed_mail = cx.app.store.failed_mail(user.id)?;
    ok_page(&SettingsPage {
        cx,
        prefs,
        chat_mail: user.chat_mail != 0,
        zones,
        zone_chosen: chosen.is_some(),
        default_zone,
        tokens,
        new_token,
        sessions,
        failed_mail,
        vacation: super::life::vacation_panel(cx, user.id)?,
    })
}

pub async fn page(app: web::Data<super::Site>, session: Session) -> HttpResponse {
    run(app, session, |cx| settings_page(cx, None)).await
}

#[derive(Deserialize)]
pub struct SettingsForm {
    #[serde(default)]
    csrf: String,
    mail_pref: String,
    /// "1" when ticked; an unticked box sends nothing.
    #[serde(default)]
    chat_mail: String,
    lang: String,
    /// An IANA zone name; empty for the language's default.
    #[serde(default)]
    time_zone: String,
}

pub async fn save(app: web::Data<super::Site>, session: Session, form: web::Form<SettingsForm>) -> HttpResponse {
    let form = form.into_inner();
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let user = cx.require_user()?;
        let pref = MailPref::parse(&form.mail_pref).ok_or_else(|| WebError::BadRequest("mail_pref".into()))?;
        let lang = cx.app.langs.find(&form.lang).ok_or_else(|| WebError::BadRequest(cx.s.t("error-language")))?;
        let zone = match form.time_zone.as_str() {
            "" => "",
            name => zones::parse(name).ok_or_else(|| WebError::BadRequest(cx.s.t("error-time-zone")))?.name(),
        };
        let chat_mail = match form.chat_mail.as_str() {
            "" => false,
            "1" => true,
            _ => return Err(WebError::BadRequest("chat_mail".into())),
        };
        cx.app.store.set_preferences(user.id, pref, chat_mail, lang, zone)?;
        Ok(redirect("/settings"))
    })
    .await
}

#[derive(Deserialize)]
pub struct LanguageForm {
    #[serde(default)]
    csrf: String,
    lang: String,
    #[serde(default)]
    back: String,
}

/// The language switch in every page's header: a signed-in user's setting
/// changes; a visitor's choice is kept in a cookie. Back to the page it came
/// from (a path on this site only).
pub async fn switch_language(
    app: web::Data<super::Site>,
    session: Session,
    form: web::Form<LanguageForm>,
) -> HttpResponse {
    let form = form.into_inner();
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let lang = cx.app.langs.find(&form.lang).ok_or_else(|| WebError::BadRequest(cx.s.t("error-language")))?;
        if let Some(user) = &cx.user {
            cx.app.store.set_language(user.id, lang)?;
        }
        let mut cookie = Cookie::new(LANG_COOKIE, lang);
        cookie.set_path("/");
        cookie.set_same_site(SameSite::Lax);
        cookie.set_http_only(true);
        cookie.set_max_age(actix_web::cookie::time::Duration::days(365));
        let back = if is_local_path(&form.back) { form.back.as_str() } else { "/" };
        Ok(redirect(back).with_cookie(cookie))
    })
    .await
}

/// A path on this site (`/games/3?x`), not another site (`//evil`, `/\evil`,
/// `https://…`).
fn is_local_path(p: &str) -> bool {
    p.starts_with('/') && !p.starts_with("//") && p.len() <= 512 && !p.chars().any(|c| c.is_control() || c == '\\')
}

#[derive(Deserialize)]
pub struct TokenForm {
    #[serde(default)]
    csrf: String,
    label: String,
}

/// Make a token and show it once.
pub async fn create_token(app: web::Data<super::Site>, session: Session, form: web::Form<TokenForm>) -> HttpResponse {
    let form = form.into_inner();
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let user = cx.require_user()?;
        let label = input::line(&form.label, input::MAX_LABEL)?;
        if !cx.app.limits.take(&[(&format!("tokens:{}", user.id), cx.app.config.limits.tokens_per_hour)], HOUR) {
            return Err(WebError::TooMany);
        }
        let token = cx.app.store.create_token(user.id, label, random_bytes())?;
        settings_page(cx, Some(token))
    })
    .await
}

#[derive(Deserialize)]
pub struct CsrfOnly {
    #[serde(default)]
    csrf: String,
}

pub async fn revoke_token(
    app: web::Data<super::Site>,
    session: Session,
    path: web::Path<i64>,
    form: web::Form<CsrfOnly>,
) -> HttpResponse {
    let id = path.into_inner();
    let form = form.into_inner();
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let user = cx.require_user()?;
        cx.app.store.revoke_token(user.id, id)?;
        Ok(redirect("/settings"))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::is_local_path;

    #[test]
    fn the_switch_returns_only_to_this_site() {
        assert!(is_local_path("/"));
        assert!(is_local_path("/games/3/replay?step=4&as=all"));
        for bad in ["", "https://evil.example", "//evil.example", "/\\evil.example", "/a\r\nSet-Cookie: x", "evil"] {
            assert!(!is_local_path(bad), "{bad:?}");
        }
    }
}
