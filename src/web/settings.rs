//! A user's settings: mail preference, language, personal API tokens.

use super::auth::{Session, check_csrf};
use super::{Ctx, WebError, ok_page, redirect, run};
use crate::app::keys::random_bytes;
use crate::store::tokens::TokenInfo;
use crate::store::users::MailPref;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "pages/settings.html")]
struct SettingsPage<'a> {
    cx: &'a Ctx<'a>,
    prefs: Vec<(&'static str, String, bool)>,
    langs: Vec<(&'static str, bool)>,
    tokens: Vec<TokenInfo>,
    new_token: Option<String>,
}

fn settings_page(cx: &Ctx, new_token: Option<String>) -> super::Page {
    let user = cx.require_user()?;
    let prefs = MailPref::ALL
        .iter()
        .map(|p| (p.as_str(), cx.s.t(&format!("settings-mail-{}", p.as_str())), *p == user.mail_pref()))
        .collect();
    let langs = cx.app.langs.tags().map(|l| (l, l == user.lang)).collect();
    let tokens = cx.app.store.tokens(user.id)?;
    ok_page(&SettingsPage { cx, prefs, langs, tokens, new_token })
}

pub async fn page(app: web::Data<super::Site>, session: Session) -> HttpResponse {
    run(app, session, |cx| settings_page(cx, None)).await
}

#[derive(Deserialize)]
pub struct SettingsForm {
    #[serde(default)]
    csrf: String,
    mail_pref: String,
    lang: String,
}

pub async fn save(app: web::Data<super::Site>, session: Session, form: web::Form<SettingsForm>) -> HttpResponse {
    let form = form.into_inner();
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let user = cx.require_user()?;
        let pref = MailPref::parse(&form.mail_pref).ok_or_else(|| WebError::BadRequest("mail_pref".into()))?;
        let lang = cx.app.langs.tags().find(|l| *l == form.lang).ok_or_else(|| WebError::BadRequest("lang".into()))?;
        cx.app.store.set_preferences(user.id, pref, lang)?;
        Ok(redirect("/settings"))
    })
    .await
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
        let token = cx.app.store.create_token(user.id, &form.label, random_bytes())?;
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
