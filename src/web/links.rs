//! The pages of signed mail links (made in `app::links`). Opening a link (GET)
//! only shows a page, because mail scanners prefetch links: a move link or a
//! proposed answer shows a confirm page, a decide link without an answer shows
//! the decision as a small form; their POST makes the move. A link stays good
//! while its seat faces the same question it was made for: other players
//! answering a simultaneous decision do not spoil it; the seat's own answer (or
//! any change of its prompt) does, so a link acts at most once.
//!
//! After a move the page shows the seat's next decision at once, with fresh
//! signed links and form, so a whole turn can be played from one mail without
//! signing in; once the seat has nothing to decide it says so.

use super::auth::Session;
use super::game::{Flash, LogLine, make_move, names, refusal_flash, seat_of};
use super::prompt_form::{PromptForm, fields, parse_answer, unsure};
use super::{Ctx, Page, Site, WebError, html, ok_page, run};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use app::links::{DecideLink, LinkLabel, MoveLink, UnsubscribeLink, decision_links};
use askama::Template;
use boards::BoardCtx;
use chrono::Utc;
use engine::i18n::Catalog;
use engine::{Answer, Choice, Match, MoveError, Prompt, Seat, Viewer};
use store::StoreError;
use store::users::MailPref;

/// The game a genuine link is about, as its seat sees it.
struct LinkGame<'a> {
    game_id: i64,
    user_id: i64,
    seat: Seat,
    title: String,
    names: Vec<String>,
    catalog: &'a Catalog,
    kind: String,
}

impl LinkGame<'_> {
    fn name_of(&self) -> impl Fn(Seat) -> String + '_ {
        |s| self.names.get(s).cloned().unwrap_or_default()
    }
}

/// The session of a request carrying a signed link made for `user_id`: only
/// a genuine link picks the page's language from that account.
fn reader_session(session: Session, genuine: bool, user_id: i64) -> Session {
    if genuine { session.for_link_reader(user_id) } else { session }
}

/// Check a link's signature and expiry and find its seat.
fn open<'a>(cx: &'a Ctx, genuine: bool, game_id: i64, user_id: i64, expires: i64) -> Result<LinkGame<'a>, WebError> {
    let app = cx.app;
    if !genuine {
        return Err(WebError::Forbidden("link-error-invalid"));
    }
    if expires < Utc::now().timestamp() {
        return Err(WebError::Forbidden("link-error-expired"));
    }
    let game = app.store.game_row(game_id)?;
    let holders = app.store.seat_holders(game_id)?;
    let Some(seat) = seat_of(&holders, Some(user_id)) else { return Err(WebError::Forbidden("link-error-invalid")) };
    Ok(LinkGame {
        game_id,
        user_id,
        seat,
        title: app.game_title(&game.kind, cx.s.lang),
        names: names(cx, &holders),
        catalog: app.catalog(&game.kind, cx.s.lang).ok_or(WebError::NotFound)?,
        kind: game.kind,
    })
}

/// The seat's decision now, if it is still the one it faced at `seq`; None means
/// the link is stale.
fn facing(m: &Match, seat: Seat, seq: u64) -> Option<Prompt> {
    let prompt = m.prompt_for(seat)?;
    (m.seq() == seq || same_question(m, seat, seq, &prompt)).then_some(prompt)
}

/// Whether `seat` faced `prompt` at `seq` already and has not answered since.
fn same_question(m: &Match, seat: Seat, seq: u64, prompt: &Prompt) -> bool {
    let Some(since) = m.events().get(seq as usize..) else { return false };
    if since.iter().any(|e| e.seat == seat) {
        return false;
    }
    Match::fold(m.game(), m.seats(), m.options(), *m.seed(), &m.events()[..seq as usize], false)
        .is_ok_and(|then| then.prompt_for(seat).as_ref() == Some(prompt))
}

/// What a genuine, current link proposes: the answer, in words, at the game's seq now.
struct Proposal {
    seq: u64,
    answer: Answer,
    prompt_html: String,
    choice_html: String,
    /// Why the proposed option is rarely wanted, if it is; the confirm page says so.
    warning_html: Option<String>,
    board_html: String,
}

/// The proposal of a link naming an answer, or None when it is stale.
fn propose(cx: &Ctx, lg: &LinkGame, seq: u64, answer: Answer) -> Result<Option<Proposal>, WebError> {
    let name_of = lg.name_of();
    cx.app.store.with_match(lg.game_id, |m| -> Result<_, WebError> {
        let Some(prompt) = facing(m, lg.seat, seq) else { return Ok(None) };
        if prompt.choice.check(&answer).is_err() {
            return Ok(None);
        }
        let choice_html = answer_html(cx, lg.catalog, &prompt, &answer, &name_of);
        let warning = match &answer {
            Answer::One(k) => prompt.choice.options().iter().find(|o| &o.key == k).and_then(|o| o.warning.as_ref()),
            _ => None,
        };
        let warning_html = warning.map(|w| lg.catalog.html(w, &name_of));
        Ok(Some(Proposal {
            seq: m.seq(),
            prompt_html: lg.catalog.html(&prompt.text, &name_of),
            choice_html,
            warning_html,
            board_html: board(cx, lg, m)?,
            answer,
        }))
    })?
}

/// The seat's view of the board (no clickable targets: these pages have no
/// board form).
fn board(cx: &Ctx, lg: &LinkGame, m: &Match) -> Result<String, WebError> {
    let served = cx.app.served(&lg.kind).ok_or(WebError::NotFound)?;
    let ctx = BoardCtx {
        catalog: lg.catalog,
        names: &lg.names,
        viewer: Viewer::Seat(lg.seat),
        prompt: None,
        medium: boards::Medium::Page,
    };
    Ok(served.board.render(m.state(), &ctx)?)
}

fn stylesheet(cx: &Ctx, lg: &LinkGame) -> String {
    cx.app.served(&lg.kind).map(|s| cx.app.assets.url(s.css)).unwrap_or_default()
}

#[derive(Template)]
#[template(path = "pages/link_confirm.html")]
struct ConfirmPage<'a> {
    cx: &'a Ctx<'a>,
    game_id: i64,
    title: String,
    prompt_html: String,
    choice_html: String,
    warning_html: Option<String>,
    action: &'static str,
    hidden: Vec<(&'static str, String)>,
    board_html: String,
    stylesheet: String,
}

fn confirm(cx: &Ctx, lg: &LinkGame, p: Proposal, action: &'static str, hidden: Vec<(&'static str, String)>) -> Page {
    ok_page(&ConfirmPage {
        cx,
        game_id: lg.game_id,
        title: lg.title.clone(),
        prompt_html: p.prompt_html,
        choice_html: p.choice_html,
        warning_html: p.warning_html,
        action,
        hidden,
        board_html: p.board_html,
        stylesheet: stylesheet(cx, lg),
    })
}

/// The seat's decision with its signed links and form, what happened since the
/// link was made, and the board; after a move, what was done.
#[derive(Template)]
#[template(path = "pages/link_decision.html")]
struct DecisionPage<'a> {
    cx: &'a Ctx<'a>,
    game_id: i64,
    title: String,
    flash: Option<Flash>,
    done_html: Option<String>,
    /// The decision's question; None once the seat has nothing to decide.
    prompt_html: Option<String>,
    /// (label as HTML, path): one-click options, each opening a confirm page.
    links: Vec<(String, String)>,
    /// The decision as a form, for kinds (or sizes) without one-click options.
    p: Option<PromptForm>,
    /// The signed fields the form carries.
    hidden: Vec<(&'static str, String)>,
    since: Vec<LogLine>,
    board_html: String,
    stylesheet: String,
}

fn link_label(cx: &Ctx, lg: &LinkGame, label: &LinkLabel) -> String {
    match label {
        LinkLabel::Option(o) => lg.catalog.html(&o.label, &lg.name_of()),
        LinkLabel::None => cx.s.t("link-answer-none"),
        LinkLabel::All => cx.s.t("link-answer-all"),
        LinkLabel::Form => cx.s.t("link-answer-form"),
    }
}

/// The page for the seat's decision now (fresh links at the game's seq), with the
/// log since `since_seq`; as a form when `as_form` (a form link was opened) or
/// when the decision has no one-click options.
fn decision_page(
    cx: &Ctx,
    lg: &LinkGame,
    since_seq: u64,
    done_html: Option<String>,
    flash: Option<(StatusCode, Flash)>,
    as_form: bool,
) -> Page {
    let app = cx.app;
    let name_of = lg.name_of();
    let expires = Utc::now().timestamp() + app.config.mail.link_hours * 3600;
    let page = app.store.with_match(lg.game_id, |m| -> Result<_, WebError> {
        let prompt = if m.is_over() { None } else { m.prompt_for(lg.seat) };
        let mut links = Vec::new();
        let (mut form, mut hidden) = (None, Vec::new());
        if let Some(prompt) = &prompt {
            let all = decision_links(&app.keys, lg.game_id, lg.user_id, m.seq(), prompt, expires);
            if as_form || all.iter().any(|l| matches!(l.label, LinkLabel::Form)) {
                hidden = DecideLink::new(&app.keys, lg.game_id, lg.user_id, m.seq(), None, expires).fields();
                form = Some(PromptForm::new(
                    prompt,
                    m.seq(),
                    lg.catalog,
                    &name_of,
                    cx.app.served(&lg.kind).ok_or(WebError::NotFound)?,
                ));
            }
            // A form link to a small `One` decision shows the form alone.
            let one_click = !(as_form && matches!(prompt.choice, Choice::One { .. }));
            for l in all.into_iter().filter(|l| one_click && !matches!(l.label, LinkLabel::Form)) {
                links.push((link_label(cx, lg, &l.label), l.path));
            }
        }
        // Each entry with its time in the reader's zone, as on the game page.
        let times = app.store.event_times(lg.game_id, since_seq + 1)?;
        let since = m
            .log_since(Viewer::Seat(lg.seat), since_seq)
            .map(|l| LogLine {
                html: lg.catalog.html(&l.entry.text, &name_of),
                at: times.get(&l.seq).map(|t| cx.datetime(t)),
            })
            .collect();
        Ok(DecisionPage {
            cx,
            game_id: lg.game_id,
            title: lg.title.clone(),
            flash: None,
            done_html,
            prompt_html: prompt.as_ref().map(|p| lg.catalog.html(&p.text, &name_of)),
            links,
            p: form,
            hidden,
            since,
            board_html: board(cx, lg, m)?,
            stylesheet: stylesheet(cx, lg),
        })
    })??;
    let (status, flash) = match flash {
        Some((status, f)) => (status, Some(f)),
        None => (StatusCode::OK, None),
    };
    Ok(html(status, DecisionPage { flash, ..page }.render()?))
}

/// A link whose decision was answered, or changed, before it was used: the
/// seat's decision now (the link names its user, so the chain of signed links
/// goes on), with what happened since the link was made.
fn stale(cx: &Ctx, lg: &LinkGame, link_seq: u64) -> Page {
    let detail = cx.s.t("link-stale-detail");
    let flash = Flash { title: cx.s.t("link-stale"), html: engine::i18n::escape(&detail).into_owned() };
    decision_page(cx, lg, link_seq, None, Some((StatusCode::CONFLICT, flash)), false)
}

/// Make the seat's move at the game's current seq; then the next decision, or
/// why the move was refused.
fn act(cx: &Ctx, lg: &LinkGame, link_seq: u64, seq: u64, answer: &Answer, done_html: String) -> Page {
    match make_move(cx.app, lg.game_id, lg.seat, seq, answer) {
        Ok(_) => decision_page(cx, lg, link_seq, Some(done_html), None, false),
        Err(StoreError::Conflict { .. } | StoreError::Move(MoveError::Stale { .. })) => stale(cx, lg, link_seq),
        Err(e) => {
            let (status, flash) = refusal_flash(cx, lg.game_id, e)?;
            decision_page(cx, lg, link_seq, None, Some((status, flash)), true)
        }
    }
}

pub async fn confirm_page(app: web::Data<Site>, session: Session, q: web::Query<MoveLink>) -> HttpResponse {
    let link = q.into_inner();
    let session = reader_session(session, link.verify(&app.keys), link.u);
    run(app, session, move |cx| {
        let lg = open(cx, link.verify(&cx.app.keys), link.g, link.u, link.e)?;
        match propose(cx, &lg, link.q, Answer::One(link.o.clone()))? {
            Some(p) => confirm(cx, &lg, p, "/link/move", move_fields(&link)),
            None => stale(cx, &lg, link.q),
        }
    })
    .await
}

fn move_fields(link: &MoveLink) -> Vec<(&'static str, String)> {
    vec![
        ("g", link.g.to_string()),
        ("u", link.u.to_string()),
        ("q", link.q.to_string()),
        ("o", link.o.clone()),
        ("e", link.e.to_string()),
        ("s", link.s.clone()),
    ]
}

/// The confirm page's POST. The link's signature stands in for the CSRF token for
/// this one action: only the mail's reader has it.
pub async fn confirm_move(app: web::Data<Site>, session: Session, form: web::Form<MoveLink>) -> HttpResponse {
    let link = form.into_inner();
    let session = reader_session(session, link.verify(&app.keys), link.u);
    run(app, session, move |cx| {
        let lg = open(cx, link.verify(&cx.app.keys), link.g, link.u, link.e)?;
        match propose(cx, &lg, link.q, Answer::One(link.o.clone()))? {
            Some(p) => act(cx, &lg, link.q, p.seq, &p.answer, p.choice_html),
            None => stale(cx, &lg, link.q),
        }
    })
    .await
}

/// A decide link opened: its proposed answer to confirm, or the decision's form.
pub async fn decide_page(app: web::Data<Site>, session: Session, q: web::Query<DecideLink>) -> HttpResponse {
    let link = q.into_inner();
    let session = reader_session(session, link.verify(&app.keys), link.u);
    run(app, session, move |cx| {
        let lg = open(cx, link.verify(&cx.app.keys), link.g, link.u, link.e)?;
        match link.answer() {
            Some(answer) => match propose(cx, &lg, link.q, answer)? {
                Some(p) => confirm(cx, &lg, p, "/link/decide", link.fields()),
                None => stale(cx, &lg, link.q),
            },
            None => {
                let current = cx.app.store.with_match(link.g, |m| facing(m, lg.seat, link.q).is_some())?;
                if !current {
                    return stale(cx, &lg, link.q);
                }
                decision_page(cx, &lg, link.q, None, None, true)
            }
        }
    })
    .await
}

/// A decide link's POST: its proposed answer, or the answer filled in its form.
pub async fn decide(app: web::Data<Site>, session: Session, body: web::Bytes) -> HttpResponse {
    let form = fields(&body);
    let get = |name: &str| form.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()).unwrap_or_default();
    let number = |name: &str| get(name).parse::<i64>().map_err(|_| WebError::BadRequest(name.to_string()));
    let link = (|| {
        let q = get("q").parse::<u64>().map_err(|_| WebError::BadRequest("q".into()))?;
        Ok::<_, WebError>(DecideLink { g: number("g")?, u: number("u")?, q, a: get("a"), e: number("e")?, s: get("s") })
    })();
    let session = match &link {
        Ok(link) => reader_session(session, link.verify(&app.keys), link.u),
        Err(_) => session,
    };
    run(app, session, move |cx| {
        let link = link?;
        let lg = open(cx, link.verify(&cx.app.keys), link.g, link.u, link.e)?;
        let answer = match link.answer() {
            Some(answer) => answer,
            None => match parse_answer(&form) {
                Ok(answer) => answer,
                Err(message) => {
                    let (status, flash) =
                        refusal_flash(cx, lg.game_id, StoreError::Move(MoveError::Shape { message }))?;
                    return decision_page(cx, &lg, link.q, None, Some((status, flash)), true);
                }
            },
        };
        let Some((seq, prompt)) =
            cx.app.store.with_match(link.g, |m| facing(m, lg.seat, link.q).map(|p| (m.seq(), p)))?
        else {
            return stale(cx, &lg, link.q);
        };
        let name_of = lg.name_of();
        // The form asks "are you sure?" beside a rarely wanted option, as the game page does.
        if let Some(warning) = unsure(&prompt, &answer, &form) {
            let flash = Flash { title: cx.s.t("prompt-not-confirmed"), html: lg.catalog.html(&warning, &name_of) };
            return decision_page(cx, &lg, link.q, None, Some((StatusCode::UNPROCESSABLE_ENTITY, flash)), true);
        }
        let done_html = answer_html(cx, lg.catalog, &prompt, &answer, &name_of);
        act(cx, &lg, link.q, seq, &answer, done_html)
    })
    .await
}

/// An answer in words, for "your move is made".
fn answer_html(
    cx: &Ctx,
    catalog: &Catalog,
    prompt: &Prompt,
    answer: &Answer,
    name_of: &dyn Fn(Seat) -> String,
) -> String {
    let label = |k: &String| {
        let opt = prompt.choice.options().iter().find(|o| &o.key == k);
        opt.map_or_else(|| engine::i18n::escape(k).into_owned(), |o| catalog.html(&o.label, name_of))
    };
    match (answer, &prompt.choice) {
        (Answer::One(k), _) => label(k),
        (Answer::Many(keys), _) if keys.is_empty() => cx.s.t("link-answer-none"),
        (Answer::Many(keys) | Answer::Order(keys), _) => keys.iter().map(label).collect::<Vec<_>>().join(", "),
        (Answer::Number(n), Choice::Number { .. }) => n.to_string(),
        _ => String::new(),
    }
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
    let session = reader_session(session, link.verify(&app.keys), link.u);
    run(app, session, move |cx| {
        check_unsubscribe(cx, &link)?;
        ok_page(&UnsubscribePage { cx, link, done: false })
    })
    .await
}

/// One-click unsubscribe (RFC 8058): a POST to the link itself.
pub async fn unsubscribe(app: web::Data<Site>, session: Session, q: web::Query<UnsubscribeLink>) -> HttpResponse {
    let link = q.into_inner();
    let session = reader_session(session, link.verify(&app.keys), link.u);
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
    use engine::Seed;
    use engine::registry::registered;
    use engine::testgame::HighCard;

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
        assert!(facing(&m, 0, 0).is_none() && facing(&m, 1, 0).is_none());
    }
}
