//! "The sitter played for you": the mail a late player gets after the sitter
//! took their turn, with what it played (the log lines of its decisions, as
//! that player may read them).

use super::compose::{mail_templates, payload, unsubscribe_url};
use super::markup::for_mail;
use app::App;
use app::i18n::Strings;
use askama::Template;
use engine::{Seat, Viewer};
use store::users::MailPref;
use store::{GameRow, StoreError};

/// Outbox kind.
pub const SAT: &str = "sat";

pub struct Sat<'a> {
    pub s: &'a Strings,
    pub title: String,
    pub game_id: i64,
    pub name: String,
    pub lines_text: Vec<String>,
    pub lines_html: Vec<String>,
    pub game_url: String,
    pub settings_url: String,
}
mail_templates!(
    Sat,
    SatSubject = "email/sat/subject.txt",
    SatText = "email/sat/body.txt",
    SatHtml = "email/sat/body.html"
);

/// Tell `seat`'s player what the sitter played for them in the events after
/// `from` up to `to`.
pub fn mail_sat(app: &App, game: &GameRow, seat: Seat, from: u64, to: u64) -> Result<(), StoreError> {
    let holders = app.store.seat_holders(game.id)?;
    let Some(user_id) = holders.get(seat).and_then(|h| h.user_id) else { return Ok(()) };
    let Some(user) = app.store.user(user_id)? else { return Ok(()) };
    if user.mail_pref() == MailPref::None || to <= from {
        return Ok(());
    }
    let s = app.langs.get(&user.lang);
    let Some(catalog) = app.catalog(&game.kind, s.lang) else { return Ok(()) };
    let names: Vec<String> = holders.iter().map(|h| h.name.clone().unwrap_or_default()).collect();
    let name_of = |i: Seat| names.get(i).cloned().unwrap_or_default();
    let (lines_text, lines_html) = app.store.with_match(game.id, |m| {
        m.log_since(Viewer::Seat(seat), from)
            .take_while(|l| l.seq <= to)
            .map(|l| (catalog.plain(&l.entry.text, &name_of), for_mail(&catalog.html(&l.entry.text, &name_of))))
            .unzip()
    })?;
    let data = Sat {
        s,
        title: app.game_title(&game.kind, s.lang),
        game_id: game.id,
        name: user.display_name.clone(),
        lines_text,
        lines_html,
        game_url: app.url(&format!("/games/{}", game.id)),
        settings_url: app.url("/settings"),
    };
    let mail = data
        .compose(&user.email, &user.display_name, Some(unsubscribe_url(app, &user)))
        .map_err(|e| StoreError::Corrupt { game_id: game.id, detail: format!("the sitter's mail: {e}") })?;
    app.store.enqueue_mail(SAT, Some(user.id), Some(game.id), &payload(&mail))
}
