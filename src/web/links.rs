//! Signed links in mail (made in `app::links`). Opening a move link (GET) only
//! shows a confirm page, because mail scanners prefetch links; the confirm page's
//! POST makes the move. A link stays good while its seat faces the same question
//! it was mailed about: other players answering a simultaneous decision do not
//! spoil it; the seat's own answer (or any change of its prompt) does, so a link
//! acts at most once.

use super::auth::Session;
use super::game::{make_move, names, seat_of};
use super::{Ctx, Site, WebError, html, ok_page, run};
use crate::app::links::{MoveLink, UnsubscribeLink};
use crate::engine::{Answer, Choice, Match, Prompt};
use crate::store::users::MailPref;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::Utc;

/// What a genuine, current link proposes.
struct Proposal {
    seat: usize,
    /// The game's seq now, which the move is made at.
    seq: u64,
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
            let Some(prompt) = m.prompt_for(seat) else { return Checked::Stale };
            if m.seq() != link.q && !same_question(m, seat, link.q, &prompt) {
                return Checked::Stale;
            }
            let Choice::One { options } = &prompt.choice else { return Checked::Stale };
            let Some(opt) = options.iter().find(|o| o.key == link.o) else { return Checked::Stale };
            Checked::Ok(Proposal {
                seat,
                seq: m.seq(),
                title,
                prompt_html: catalog.html(&prompt.text, &name_of),
                option_html: catalog.html(&opt.label, &name_of),
            })
        })
        .map_err(WebError::from)
}

/// Whether `seat` faced `prompt` at `seq` already and has not answered since.
fn same_question(m: &Match, seat: usize, seq: u64, prompt: &Prompt) -> bool {
    let Some(since) = m.events().get(seq as usize..) else { return false };
    if since.iter().any(|e| e.seat == seat) {
        return false;
    }
    Match::fold(m.game(), m.seats(), m.options(), *m.seed(), &m.events()[..seq as usize], false)
        .is_ok_and(|then| then.prompt_for(seat).as_ref() == Some(prompt))
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
        match make_move(cx.app, link.g, p.seat, p.seq, &Answer::One(link.o.clone())) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seed;
    use crate::engine::registry::registered;
    use crate::engine::testgame::HighCard;

    #[test]
    fn a_seat_faces_the_same_question_until_it_answers() {
        let game = registered::<HighCard>();
        let options = serde_json::json!({ "hand_size": 2 });
        let mut m = Match::new(game, 2, &options, Seed::from_label("links")).unwrap();
        // Both seats decide at once whether to swap.
        let (first, second) = (m.prompt_for(0).unwrap(), m.prompt_for(1).unwrap());
        m.answer(0, &Answer::Many(vec![])).unwrap();
        assert!(same_question(&m, 1, 0, &second), "the other seat's answer does not spoil seat 1's link");
        assert!(!same_question(&m, 0, 0, &first), "seat 0 answered: its link is spent");
        m.answer(1, &Answer::Many(vec![])).unwrap();
        assert!(!same_question(&m, 1, 0, &second), "seat 1 answered too");
    }
}
