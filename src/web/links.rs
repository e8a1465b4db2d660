//! Signed links in mail (made in `app::links`). Opening a move link (GET) only
//! shows a confirm page, because mail scanners prefetch links; the confirm page's
//! POST makes the move. The link is single-use
//! by construction: once the game's seq moves on, it is stale.

use super::auth::Session;
use super::game::{make_move, names, seat_of};
use super::{Ctx, Site, WebError, html, ok_page, run};
use crate::app::links::{MoveLink, UnsubscribeLink};
use crate::engine::{Answer, Choice};
use crate::store::users::MailPref;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::Utc;

/// What a genuine, current link proposes.
struct Proposal {
    seat: usize,
    title: String,
    prompt_html: String,
    option_html: String,
}

enum Checked {
    Ok(Proposal),
    /// Genuine, but the game has moved on (or the option is gone).
    Stale,
}

fn check(cx: &Ctx, link: &MoveLink) -> Result<Checked, WebError> {
    let app = cx.app;
    if !link.verify(&app.keys) {
        return Err(WebError::Forbidden("link-error-invalid"));
    }
    if link.e < Utc::now().timestamp() {
        return Err(WebError::Forbidden("link-error-expired"));
    }
    let game = app.store.game_row(link.g)?;
    let holders = app.store.seat_holders(link.g)?;
    let Some(seat) = seat_of(&holders, Some(link.u)) else { return Err(WebError::Forbidden("link-error-invalid")) };
    let names = names(cx, &holders);
    let name_of = |s: usize| names.get(s).cloned().unwrap_or_default();
    let catalog = app.catalog(&game.kind, cx.s.lang).ok_or(WebError::NotFound)?;
    let title = app.game_title(&game.kind, cx.s.lang);
    app.store
        .with_match(link.g, |m| {
            if m.seq() != link.q {
                return Checked::Stale;
            }
            let Some(prompt) = m.prompt_for(seat) else { return Checked::Stale };
            let Choice::One { options } = &prompt.choice else { return Checked::Stale };
            let Some(opt) = options.iter().find(|o| o.key == link.o) else { return Checked::Stale };
            Checked::Ok(Proposal {
                seat,
                title,
                prompt_html: catalog.html(&prompt.text, &name_of),
                option_html: catalog.html(&opt.label, &name_of),
            })
        })
        .map_err(WebError::from)
}

#[derive(Template)]
#[template(path = "pages/link_confirm.html")]
struct ConfirmPage<'a> {
    cx: &'a Ctx<'a>,
    link: MoveLink,
    p: Proposal,
}

#[derive(Template)]
#[template(path = "pages/link_result.html")]
struct ResultPage<'a> {
    cx: &'a Ctx<'a>,
    game_id: i64,
    title: String,
    message: String,
}

fn stale(cx: &Ctx, game_id: i64) -> super::Page {
    let page = ResultPage { cx, game_id, title: cx.s.t("link-stale"), message: cx.s.t("link-stale-detail") };
    Ok(html(StatusCode::CONFLICT, page.render()?))
}

pub async fn confirm_page(app: web::Data<Site>, session: Session, q: web::Query<MoveLink>) -> HttpResponse {
    let link = q.into_inner();
    run(app, session, move |cx| match check(cx, &link)? {
        Checked::Ok(p) => ok_page(&ConfirmPage { cx, link, p }),
        Checked::Stale => stale(cx, link.g),
    })
    .await
}

/// The confirm page's POST. The link's signature stands in for the CSRF token for
/// this one action: only the mail's reader has it.
pub async fn confirm_move(app: web::Data<Site>, session: Session, form: web::Form<MoveLink>) -> HttpResponse {
    let link = form.into_inner();
    run(app, session, move |cx| {
        let p = match check(cx, &link)? {
            Checked::Ok(p) => p,
            Checked::Stale => return stale(cx, link.g),
        };
        match make_move(cx.app, link.g, p.seat, link.q, &Answer::One(link.o.clone())) {
            Ok(_) => {
                let page = ResultPage { cx, game_id: link.g, title: cx.s.t("link-done"), message: p.option_html };
                ok_page(&page)
            }
            Err(crate::store::StoreError::Conflict { .. })
            | Err(crate::store::StoreError::Move(crate::engine::MoveError::Stale { .. })) => stale(cx, link.g),
            Err(e) => super::game::refusal(cx, link.g, e),
        }
    })
    .await
}

fn check_unsubscribe(cx: &Ctx, link: &UnsubscribeLink) -> Result<(), WebError> {
    if link.verify(&cx.app.keys) { Ok(()) } else { Err(WebError::Forbidden("link-error-invalid")) }
}

#[derive(Template)]
#[template(path = "pages/unsubscribe.html")]
struct UnsubscribePage<'a> {
    cx: &'a Ctx<'a>,
    link: UnsubscribeLink,
    done: bool,
}

pub async fn unsubscribe_page(app: web::Data<Site>, session: Session, q: web::Query<UnsubscribeLink>) -> HttpResponse {
    let link = q.into_inner();
    run(app, session, move |cx| {
        check_unsubscribe(cx, &link)?;
        ok_page(&UnsubscribePage { cx, link, done: false })
    })
    .await
}

/// One-click unsubscribe (RFC 8058): a POST to the link itself.
pub async fn unsubscribe(app: web::Data<Site>, session: Session, q: web::Query<UnsubscribeLink>) -> HttpResponse {
    let link = q.into_inner();
    run(app, session, move |cx| {
        check_unsubscribe(cx, &link)?;
        let user = cx.app.store.user(link.u)?.ok_or(WebError::NotFound)?;
        cx.app.store.set_mail_pref(user.id, MailPref::None)?;
        ok_page(&UnsubscribePage { cx, link, done: true })
    })
    .await
}
