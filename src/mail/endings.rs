//! The mail of a game's life outside its rules: an early end (a resignation in
//! a game of two, a vote to abandon, a deadline that ends the game), a cancel, a
//! player leaving a game that goes on. Every seated player is told, whatever
//! their turn-mail preference but "none": it is about their game, not a turn.

use super::compose::mail_templates;
use super::compose::{Standing, payload, unsubscribe_url};
use app::App;
use app::endings::{LifeNews, headline};
use app::i18n::Strings;
use askama::Template;
use store::StoreError;
use store::outbox::insert_mail;
use store::users::{MailPref, User};

/// Outbox kind.
pub const LIFE: &str = "life";

pub struct Life<'a> {
    pub s: &'a Strings,
    pub subject_key: &'static str,
    pub title: String,
    pub game_id: i64,
    pub name: String,
    pub headline: String,
    /// The places of an early end that ranks the players.
    pub standings: Vec<Standing>,
    /// Whether the game is over (a replay to step through).
    pub over: bool,
    pub game_url: String,
    pub replay_url: String,
    pub settings_url: String,
}
mail_templates!(
    Life,
    LifeSubject = "email/life/subject.txt",
    LifeText = "email/life/body.txt",
    LifeHtml = "email/life/body.html"
);

/// Queue the mail of `news` for every player of game `game_id`.
pub fn on_life(app: &App, game_id: i64, news: &LifeNews) -> Result<(), StoreError> {
    let game = app.store.game_row(game_id)?;
    let holders = app.store.seat_holders(game_id)?;
    let mut users: Vec<Option<User>> = Vec::with_capacity(holders.len());
    for h in &holders {
        users.push(match h.user_id {
            Some(id) => app.store.user(id)?,
            None => None,
        });
    }
    // A player who left is told too (their seat no longer names them).
    if let LifeNews::Left { seat, .. } | LifeNews::Ended { by: Some(seat), .. } = news
        && let Some(slot) = users.get_mut(*seat)
        && slot.is_none()
        && let Some(id) = app.store.last_holder(game_id, *seat)?
    {
        *slot = app.store.user(id)?;
    }
    let subject_key = match news {
        LifeNews::Ended { .. } => "mail-life-ended-subject",
        LifeNews::Cancelled => "mail-life-cancelled-subject",
        LifeNews::Left { .. } => "mail-life-left-subject",
    };
    for user in users.iter().flatten() {
        if user.mail_pref() == MailPref::None {
            continue;
        }
        let s = app.langs.get(&user.lang);
        let names: Vec<String> = users
            .iter()
            .enumerate()
            .map(|(i, u)| u.as_ref().map_or_else(|| s.t_arg("seat-empty", "n", i + 1), |u| u.display_name.clone()))
            .collect();
        let mut standings: Vec<Standing> = match news {
            LifeNews::Ended { end, .. } => end
                .places
                .iter()
                .flatten()
                .enumerate()
                .map(|(i, &place)| Standing { place, name: names.get(i).cloned().unwrap_or_default(), score: 0 })
                .collect(),
            _ => Vec::new(),
        };
        standings.sort_by_key(|st| st.place);
        let data = Life {
            s,
            subject_key,
            title: app.game_title(&game.kind, s.lang),
            game_id,
            name: user.display_name.clone(),
            headline: headline(s, news, &names),
            standings,
            over: matches!(news, LifeNews::Ended { .. }),
            game_url: app.url(&format!("/games/{game_id}")),
            replay_url: app.url(&format!("/games/{game_id}/replay")),
            settings_url: app.url("/settings"),
        };
        let mail = data
            .compose(&user.email, &user.display_name, Some(unsubscribe_url(app, user)))
            .map_err(|e| StoreError::Corrupt { game_id, detail: format!("the life mail: {e}") })?;
        app.store.write(|c| insert_mail(c, LIFE, Some(user.id), Some(game_id), &payload(&mail), store::now()))?;
    }
    app.wake_mailer();
    Ok(())
}
