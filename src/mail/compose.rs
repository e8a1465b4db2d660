//! Composing mail: "your turn" (the decision with its signed links, what happened
//! since the player's last move, the board), game over, invitations,
//! password resets and the daily digest. Every string comes from the service's
//! catalog in the recipient's language, every game text from the game's catalog.

use super::Composed;
use super::markup::{MailStyle, for_mail, text_of_html};
use app::App;
use app::i18n::Strings;
use app::links::{LinkLabel, UnsubscribeLink, decision_links};
use app::zones;
use askama::Template;
use boards::BoardCtx;
use chrono::{Duration, NaiveDateTime, NaiveTime, TimeZone, Utc};
use diesel::QueryResult;
use diesel::prelude::*;
use diesel::result::Error as DbError;
use engine::{Match, Seat, Viewer};
use std::collections::{BTreeMap, HashSet};
use store::chat::{ChatMessage, chat_since};
use store::conn::{AnyConnection, on_backend};
use store::lobby::seat_users;
use store::outbox::{Queued, insert_mail};
use store::schema::{games, seats};
use store::users::{MailPref, User};
use store::{Appended, StoreError, TimeControl, event_times_on, now};

/// Outbox kinds.
pub const YOUR_TURN: &str = "your_turn";
pub const GAME_OVER: &str = "game_over";
pub const INVITE: &str = "invite";
pub use store::outbox::{RESET, VERIFY};
/// A row that only marks "this user has a game waiting" for the daily digest.
pub const DIGEST: &str = "digest";
pub const REMIND: &str = "remind";
pub const AWAY: &str = "away";
pub const CHAT: &str = "chat";

/// Three templates (subject, text, HTML) over one data struct.
macro_rules! mail_templates {
    ($data:ident, $subject:ident = $sp:tt, $text:ident = $tp:tt, $html:ident = $hp:tt) => {
        #[derive(Template)]
        #[template(path = $sp)]
        struct $subject<'a> {
            d: &'a $data<'a>,
        }
        #[derive(Template)]
        #[template(path = $tp)]
        struct $text<'a> {
            d: &'a $data<'a>,
        }
        #[derive(Template)]
        #[template(path = $hp)]
        struct $html<'a> {
            d: &'a $data<'a>,
        }
        impl $data<'_> {
            fn compose(
                &self,
                to: &str,
                to_name: &str,
                unsubscribe: Option<String>,
            ) -> Result<$crate::Composed, askama::Error> {
                Ok($crate::Composed {
                    to: to.to_string(),
                    to_name: to_name.to_string(),
                    subject: $subject { d: self }.render()?.trim().to_string(),
                    text: $text { d: self }.render()?,
                    html: $html { d: self }.render()?,
                    unsubscribe,
                })
            }
        }
    };
}
pub(crate) use mail_templates;

pub struct LinkOption {
    pub label: String,
    /// What choosing it does (its note, its cards' texts), beside the link.
    pub details: Vec<String>,
    pub url: String,
}

pub struct MailChat {
    pub author: String,
    pub body: String,
    pub at: String,
}

/// A log entry of "since your last move": its text, and the time of its event
/// in the recipient's zone on the first entry of an event whose time differs
/// from the one shown last.
pub struct SinceLine {
    pub text: String,
    pub html: String,
    pub at: Option<String>,
}

pub struct YourTurn<'a> {
    pub s: &'a Strings,
    pub title: String,
    pub game_id: i64,
    pub reminder: bool,
    /// When the decision times out, in the recipient's zone (games with a limit).
    pub deadline: Option<String>,
    pub name: String,
    pub prompt_text: String,
    pub prompt_html: String,
    pub links: Vec<LinkOption>,
    pub since: Vec<SinceLine>,
    /// Entries since the last move left out of the mail (the oldest).
    pub since_earlier: usize,
    /// Chat since the seat's last move, times in the recipient's zone.
    pub chat: Vec<MailChat>,
    pub board_html: String,
    pub board_text: String,
    /// The game's stylesheet, inlined (mail readers load no linked styles).
    pub board_css: String,
    pub game_url: String,
    pub rules_url: String,
    pub settings_url: String,
}
mail_templates!(
    YourTurn,
    YourTurnSubject = "email/your_turn/subject.txt",
    YourTurnText = "email/your_turn/body.txt",
    YourTurnHtml = "email/your_turn/body.html"
);

pub struct Standing {
    pub place: usize,
    pub name: String,
    pub score: i64,
}

/// "The sitter is playing for you": the seat went away after its sitter moved
/// `moves` times in a row.
pub struct Away<'a> {
    pub s: &'a Strings,
    pub title: String,
    pub game_id: i64,
    pub name: String,
    pub moves: u32,
    pub game_url: String,
    pub settings_url: String,
}
mail_templates!(
    Away,
    AwaySubject = "email/away/subject.txt",
    AwayText = "email/away/body.txt",
    AwayHtml = "email/away/body.html"
);

/// One chat message, mailed at once to a player who asked for that.
pub struct Chat<'a> {
    pub s: &'a Strings,
    pub title: String,
    pub game_id: i64,
    pub name: String,
    pub author: String,
    pub body: String,
    /// When it was written, in the recipient's zone.
    pub at: String,
    pub game_url: String,
    pub settings_url: String,
}
mail_templates!(
    Chat,
    ChatSubject = "email/chat/subject.txt",
    ChatText = "email/chat/body.txt",
    ChatHtml = "email/chat/body.html"
);

/// The mail of `message` in `game_id` for `user`, in their language and zone.
pub fn chat(app: &App, slug: &str, game_id: i64, user: &User, message: &ChatMessage) -> Result<Composed, String> {
    let s = app.langs.get(&user.lang);
    let data = Chat {
        s,
        title: app.game_title(slug, s.lang),
        game_id,
        name: user.display_name.clone(),
        author: message.author.clone(),
        body: message.body.clone(),
        at: s.datetime(message.at, zones::or_default(&user.time_zone, s.lang)),
        game_url: app.url(&format!("/games/{game_id}#chat")),
        settings_url: app.url("/settings"),
    };
    data.compose(&user.email, &user.display_name, Some(unsubscribe_url(app, user))).map_err(|e| e.to_string())
}

/// The hook of a chat message: mail it at once to the game's other players who
/// asked for each message. Runs inside the message's transaction.
pub fn on_chat(app: &App, c: &mut AnyConnection, game_id: i64, author: i64, message: &ChatMessage) -> QueryResult<()> {
    let slug: String = games::table.find(game_id).select(games::kind).get_result(c)?;
    for user in seat_users(c, game_id)?.into_iter().flatten() {
        if user.id == author || !user.wants_chat_mail() {
            continue;
        }
        let mail = chat(app, &slug, game_id, &user, message).map_err(render_failed)?;
        insert_mail(c, CHAT, Some(user.id), Some(game_id), &payload(&mail), now())?;
    }
    Ok(())
}

/// The mail telling `user` their seat in `game_id` is away.
pub fn away(app: &App, slug: &str, game_id: i64, user: &User, moves: u32) -> Result<Composed, String> {
    let s = app.langs.get(&user.lang);
    let data = Away {
        s,
        title: app.game_title(slug, s.lang),
        game_id,
        name: user.display_name.clone(),
        moves,
        game_url: app.url(&format!("/games/{game_id}")),
        settings_url: app.url("/settings"),
    };
    data.compose(&user.email, &user.display_name, Some(unsubscribe_url(app, user))).map_err(|e| e.to_string())
}

pub struct GameOver<'a> {
    pub s: &'a Strings,
    pub title: String,
    pub game_id: i64,
    pub name: String,
    pub summary_text: String,
    pub summary_html: String,
    pub standings: Vec<Standing>,
    pub game_url: String,
    pub replay_url: String,
    pub rules_url: String,
    pub settings_url: String,
    /// The final score by source, when the game keeps one.
    pub score_sheet_html: Option<String>,
    pub score_sheet_text: String,
}
mail_templates!(
    GameOver,
    GameOverSubject = "email/game_over/subject.txt",
    GameOverText = "email/game_over/body.txt",
    GameOverHtml = "email/game_over/body.html"
);

pub struct Invite<'a> {
    pub s: &'a Strings,
    pub title: String,
    pub inviter: String,
    pub join_url: String,
}
mail_templates!(
    Invite,
    InviteSubject = "email/invite/subject.txt",
    InviteText = "email/invite/body.txt",
    InviteHtml = "email/invite/body.html"
);

pub struct Reset<'a> {
    pub s: &'a Strings,
    pub name: String,
    pub url: String,
    /// When the link stops working, in the user's zone.
    pub until: String,
}
mail_templates!(
    Reset,
    ResetSubject = "email/reset/subject.txt",
    ResetText = "email/reset/body.txt",
    ResetHtml = "email/reset/body.html"
);

pub struct Verify<'a> {
    pub s: &'a Strings,
    pub name: String,
    pub url: String,
}
mail_templates!(
    Verify,
    VerifySubject = "email/verify/subject.txt",
    VerifyText = "email/verify/body.txt",
    VerifyHtml = "email/verify/body.html"
);

pub struct DigestGame {
    pub title: String,
    pub url: String,
}

pub struct Digest<'a> {
    pub s: &'a Strings,
    pub name: String,
    pub games: Vec<DigestGame>,
    pub settings_url: String,
}
mail_templates!(
    Digest,
    DigestSubject = "email/digest/subject.txt",
    DigestText = "email/digest/body.txt",
    DigestHtml = "email/digest/body.html"
);

fn render_failed(e: impl std::fmt::Display) -> DbError {
    DbError::QueryBuilderError(format!("composing mail: {e}").into())
}

pub(crate) fn payload(mail: &Composed) -> String {
    serde_json::to_string(mail).expect("composed mail serializes")
}

pub(crate) fn unsubscribe_url(app: &App, user: &User) -> String {
    app.url(&UnsubscribeLink::new(&app.keys, user.id).path())
}

/// The next midnight in the user's zone, in UTC: when their daily digest goes out
/// (a day later if that midnight does not exist there).
fn next_digest_time(tz: chrono_tz::Tz) -> chrono::NaiveDateTime {
    let now = Utc::now();
    let tomorrow = now.with_timezone(&tz).date_naive() + Duration::days(1);
    tz.from_local_datetime(&tomorrow.and_time(NaiveTime::MIN))
        .earliest()
        .map_or_else(|| (now + Duration::days(1)).naive_utc(), |t| t.naive_utc())
}

/// The lines of "since your last move" from its entries (seq, text, HTML),
/// with the time (`time_of` its event) on the first entry of an event, unless
/// the time last shown says the same: a burst of moves in one minute shows its
/// time once.
fn since_lines(
    entries: impl Iterator<Item = (u64, String, String)>,
    time_of: impl Fn(u64) -> Option<String>,
) -> Vec<SinceLine> {
    let (mut previous, mut shown): (Option<u64>, Option<String>) = (None, None);
    entries
        .map(|(seq, text, html)| {
            let at = (previous != Some(seq)).then(|| time_of(seq)).flatten().filter(|a| shown.as_ref() != Some(a));
            previous = Some(seq);
            if at.is_some() {
                shown.clone_from(&at);
            }
            SinceLine { text, html, at }
        })
        .collect()
}

/// The seq of the seat's own last decision (0 if none): the turn mail shows
/// what happened after it.
pub fn since_seq(m: &Match, seat: Seat) -> u64 {
    m.events().iter().rposition(|e| e.seat == seat && !e.auto).map_or(0, |i| i as u64 + 1)
}

/// At most this many log entries of "since your last move" in a turn mail (the
/// newest); the game page has the rest.
pub const MAIL_SINCE: usize = 40;

/// The "your turn" mail for `seat` of the game in `m`, with the chat written since
/// the seat's last move.
#[allow(clippy::too_many_arguments, reason = "each input is read once; a struct would only name them again")]
pub fn your_turn(
    app: &App,
    m: &Match,
    game_id: i64,
    seat: Seat,
    user: &User,
    names: &[String],
    reminder: bool,
    deadline: Option<NaiveDateTime>,
    chat: &[ChatMessage],
    times: &BTreeMap<u64, NaiveDateTime>,
) -> Result<Option<Composed>, String> {
    let Some(prompt) = m.prompt_for(seat) else { return Ok(None) };
    let slug = m.game().slug();
    let s = app.langs.get(&user.lang);
    let catalog = app.catalog(slug, s.lang).ok_or_else(|| format!("no catalog for {slug}"))?;
    let name_of = |i: Seat| names.get(i).cloned().unwrap_or_default();
    let mut since: Vec<_> = m.log_since(Viewer::Seat(seat), since_seq(m, seat)).collect();
    let since_earlier = since.len().saturating_sub(MAIL_SINCE);
    since.drain(..since_earlier);
    let tz = zones::or_default(&user.time_zone, s.lang);
    let expires = Utc::now().timestamp() + app.config.mail.link_hours * 3600;
    // A card's text goes beside the first option naming it only: a choice
    // among a hand of several copies would repeat it for each.
    let mut texts_shown = HashSet::new();
    let links = decision_links(&app.keys, game_id, user.id, m.seq(), &prompt, expires)
        .into_iter()
        .map(|l| LinkOption {
            details: match &l.label {
                LinkLabel::Option(o) => boards::option_details(o, catalog, &name_of, false)
                    .into_iter()
                    .enumerate()
                    .filter(|(i, text)| *i < usize::from(o.note.is_some()) || texts_shown.insert(text.clone()))
                    .map(|(_, text)| text)
                    .collect(),
                _ => Vec::new(),
            },
            label: match &l.label {
                LinkLabel::Option(o) => catalog.plain(&o.label, &name_of),
                LinkLabel::None => s.t("link-answer-none"),
                LinkLabel::All => s.t("link-answer-all"),
                LinkLabel::Form => s.t("link-answer-form"),
            },
            url: app.url(&l.path),
        })
        .collect();
    let served = app.served(slug).ok_or_else(|| format!("{slug} is not served"))?;
    let ctx = BoardCtx { catalog, names, viewer: Viewer::Seat(seat), prompt: None, medium: boards::Medium::Mail };
    let board_html = for_mail(&served.board.render(m.state(), &ctx).map_err(|e| e.to_string())?);
    let prompt_html = catalog.html(&prompt.text, &name_of);
    let since = since_lines(
        since
            .iter()
            .map(|l| (l.seq, catalog.plain(&l.entry.text, &name_of), for_mail(&catalog.html(&l.entry.text, &name_of)))),
        |seq| times.get(&seq).map(|t| s.datetime(*t, tz)),
    );
    let mut styled: Vec<&str> = vec![&board_html, &prompt_html];
    styled.extend(since.iter().map(|l| l.html.as_str()));
    let style = MailStyle::new(&app.assets.text(served.css).unwrap_or_default(), &styled);
    let since = since.into_iter().map(|l| SinceLine { html: style.strip(&l.html), ..l }).collect();
    let data = YourTurn {
        s,
        title: app.game_title(slug, s.lang),
        game_id,
        reminder,
        deadline: deadline.map(|d| s.datetime(d, tz)),
        name: user.display_name.clone(),
        prompt_text: catalog.plain(&prompt.text, &name_of),
        prompt_html: style.strip(&prompt_html),
        links,
        since,
        chat: chat
            .iter()
            .map(|c| MailChat { author: c.author.clone(), body: c.body.clone(), at: s.datetime(c.at, tz) })
            .collect(),
        since_earlier,
        board_text: text_of_html(&board_html),
        board_html: style.strip(&board_html),
        board_css: style.css,
        game_url: app.url(&format!("/games/{game_id}")),
        rules_url: app.url(&format!("/rules/{slug}")),
        settings_url: app.url("/settings"),
    };
    data.compose(&user.email, &user.display_name, Some(unsubscribe_url(app, user))).map(Some).map_err(|e| e.to_string())
}

fn game_over(app: &App, m: &Match, game_id: i64, user: &User, names: &[String]) -> Result<Option<Composed>, String> {
    let Some(outcome) = m.outcome() else { return Ok(None) };
    let slug = m.game().slug();
    let s = app.langs.get(&user.lang);
    let catalog = app.catalog(slug, s.lang).ok_or_else(|| format!("no catalog for {slug}"))?;
    let name_of = |i: Seat| names.get(i).cloned().unwrap_or_default();
    let mut standings: Vec<Standing> = (0..m.seats())
        .map(|i| Standing {
            place: outcome.places.get(i).copied().unwrap_or(0),
            name: name_of(i),
            score: outcome.scores.get(i).copied().unwrap_or(0),
        })
        .collect();
    standings.sort_by_key(|st| st.place);
    let score_sheet_html =
        m.state().score_sheet(Viewer::Spectator).map(|sheet| for_mail(&boards::score_table(&sheet, catalog, names)));
    let data = GameOver {
        s,
        title: app.game_title(slug, s.lang),
        game_id,
        name: user.display_name.clone(),
        summary_text: catalog.plain(&outcome.summary, &name_of),
        summary_html: catalog.html(&outcome.summary, &name_of),
        standings,
        game_url: app.url(&format!("/games/{game_id}")),
        replay_url: app.url(&format!("/games/{game_id}/replay")),
        rules_url: app.url(&format!("/rules/{slug}")),
        settings_url: app.url("/settings"),
        score_sheet_text: score_sheet_html.as_deref().map(text_of_html).unwrap_or_default(),
        score_sheet_html,
    };
    data.compose(&user.email, &user.display_name, Some(unsubscribe_url(app, user))).map(Some).map_err(|e| e.to_string())
}

fn display_names(users: &[Option<User>], s: &Strings) -> Vec<String> {
    users
        .iter()
        .enumerate()
        .map(|(i, u)| u.as_ref().map_or_else(|| s.t_arg("seat-empty", "n", i + 1), |u| u.display_name.clone()))
        .collect()
}

/// What a seat newly prompted with the decision timing out at `deadline` should
/// get, by its player's preference, added to `queued`. `unwritten`: the move
/// that prompted it, when its events are not written yet.
#[allow(clippy::too_many_arguments)]
fn prompted(
    c: &mut AnyConnection,
    app: &App,
    m: &Match,
    game_id: i64,
    seat: Seat,
    deadline: Option<NaiveDateTime>,
    unwritten: Option<&Appended>,
    users: &[Option<User>],
    queued: &mut Queued,
) -> QueryResult<()> {
    let Some(Some(user)) = users.get(seat) else { return Ok(()) };
    match user.mail_pref() {
        MailPref::EveryTurn => {
            let names = display_names(users, app.langs.get(&user.lang));
            let chat = chat_since(c, game_id, seat)?;
            let mut times = event_times_on(c, game_id, since_seq(m, seat))?;
            if let Some(a) = unwritten {
                times.extend(a.recorded.clone().map(|seq| (seq, a.recorded_at)));
            }
            if let Some(mail) =
                your_turn(app, m, game_id, seat, user, &names, false, deadline, &chat, &times).map_err(render_failed)?
            {
                queued.mail(YOUR_TURN, user.id, game_id, payload(&mail), now());
            }
        }
        MailPref::DailyDigest => {
            let due = next_digest_time(zones::or_default(&user.time_zone, &user.lang));
            queued.mail(DIGEST, user.id, game_id, "{}".into(), due);
        }
        MailPref::None => {}
    }
    reminders(c, app, m, game_id, seat, deadline, queued)
}

/// The deadline of `seat`'s open decision, if the game has a time limit.
fn seat_deadline(c: &mut AnyConnection, game_id: i64, seat: Seat) -> QueryResult<Option<NaiveDateTime>> {
    Ok(on_backend!(c, |c| seats::table
        .find((game_id, seat as i32))
        .select(seats::deadline)
        .get_result::<Option<NaiveDateTime>>(c)
        .optional())?
    .flatten())
}

/// The reminders of `seat`, to decide at the game's seq: with a time limit, at
/// half the time and with 12 hours left; otherwise after the configured hours.
fn reminders(
    c: &mut AnyConnection,
    app: &App,
    m: &Match,
    game_id: i64,
    seat: Seat,
    deadline: Option<NaiveDateTime>,
    queued: &mut Queued,
) -> QueryResult<()> {
    let p = serde_json::json!({ "seat": seat, "seq": m.seq() }).to_string();
    let start = now();
    match deadline {
        Some(deadline) => {
            let tc: String = on_backend!(c, |c| games::table.find(game_id).select(games::time_control).get_result(c))?;
            // A deadline pushed past a vacation runs its limit from the vacation's end.
            let limit = TimeControl::from_json(&tc).limit().unwrap_or_default();
            for due in TimeControl::from_json(&tc).reminders((deadline - limit).max(start), deadline) {
                queued.alarm(game_id, REMIND, p.clone(), due);
            }
        }
        None if app.config.mail.reminder_hours > 0 => {
            queued.alarm(game_id, REMIND, p, start + Duration::hours(app.config.mail.reminder_hours));
        }
        None => {}
    }
    Ok(())
}

/// The hook of every move: the mail of the seats that became prompted, and
/// everyone's at the end. Runs before the move's transaction, which writes it.
pub fn on_move(app: &App, c: &mut AnyConnection, m: &Match, appended: &Appended) -> QueryResult<Queued> {
    let mut queued = Queued::default();
    // A player who moved and still owes a decision of the same turn (and may
    // have closed the page or the mail link's result) is reminded of it: the
    // reminders set when the turn began skip a seat that has moved since.
    let mover = m.events().get(*appended.recorded.start() as usize - 1);
    if let (Some(_), Some(ev)) = (&appended.mover_prompt, mover)
        && !ev.sitter
    {
        let deadline = seat_deadline(c, appended.game_id, ev.seat)?;
        reminders(c, app, m, appended.game_id, ev.seat, deadline, &mut queued)?;
    }
    let newly_prompted = || appended.to_act_after.iter().filter(|s| !appended.to_act_before.contains(s));
    if !appended.finished && newly_prompted().next().is_none() {
        return Ok(queued);
    }
    let users = seat_users(c, appended.game_id)?;
    if appended.finished {
        for user in users.iter().flatten() {
            if user.mail_pref() == MailPref::None {
                continue;
            }
            let names = display_names(&users, app.langs.get(&user.lang));
            if let Some(mail) = game_over(app, m, appended.game_id, user, &names).map_err(render_failed)? {
                queued.mail(GAME_OVER, user.id, appended.game_id, payload(&mail), now());
            }
        }
        return Ok(queued);
    }
    for &seat in newly_prompted() {
        let deadline = appended.deadlines.iter().find(|(s, _)| *s == seat).and_then(|(_, d)| *d);
        prompted(c, app, m, appended.game_id, seat, deadline, Some(appended), &users, &mut queued)?;
    }
    Ok(queued)
}

/// The hook of the join that fills the last seat: mail the seats prompted first.
/// Runs inside the join's transaction, after the seats' deadlines are set.
pub fn on_start(app: &App, c: &mut AnyConnection, game_id: i64, m: &Match) -> QueryResult<()> {
    let users = seat_users(c, game_id)?;
    let mut queued = Queued::default();
    for seat in m.to_act() {
        let deadline = seat_deadline(c, game_id, seat)?;
        prompted(c, app, m, game_id, seat, deadline, None, &users, &mut queued)?;
    }
    queued.insert(c)
}

/// The password-reset mail; the link works until `expires` (Unix seconds).
pub fn enqueue_reset(app: &App, user: &User, url: &str, expires: i64) -> Result<(), StoreError> {
    let s = app.langs.get(&user.lang);
    let until = chrono::DateTime::from_timestamp(expires, 0).unwrap_or_default().naive_utc();
    let until = s.datetime(until, zones::or_default(&user.time_zone, s.lang));
    let data = Reset { s, name: user.display_name.clone(), url: url.to_string(), until };
    let mail = data.compose(&user.email, &user.display_name, None).map_err(|e| StoreError::Db(render_failed(e)))?;
    app.store.enqueue_mail(RESET, Some(user.id), None, &payload(&mail))
}

pub fn enqueue_verify(app: &App, user: &User, url: &str) -> Result<(), StoreError> {
    let s = app.langs.get(&user.lang);
    let data = Verify { s, name: user.display_name.clone(), url: url.to_string() };
    let mail = data.compose(&user.email, &user.display_name, None).map_err(|e| StoreError::Db(render_failed(e)))?;
    app.store.enqueue_mail(VERIFY, Some(user.id), None, &payload(&mail))
}

/// An invitation, in the invitee's language if they have an account, else in the
/// inviter's (`inviter_lang`): friends mostly share one.
pub fn enqueue_invite(
    app: &App,
    game_id: i64,
    email: &str,
    inviter: &str,
    inviter_lang: &str,
    join_url: &str,
) -> Result<(), StoreError> {
    let game = app.store.game_row(game_id)?;
    let lang = app.store.user_by_email(email)?.map_or_else(|| inviter_lang.to_string(), |u| u.lang);
    let s = app.langs.get(&lang);
    let data = Invite {
        s,
        title: app.game_title(&game.kind, s.lang),
        inviter: inviter.to_string(),
        join_url: join_url.to_string(),
    };
    let mail = data.compose(email, "", None).map_err(|e| StoreError::Db(render_failed(e)))?;
    app.store.enqueue_mail(INVITE, None, Some(game_id), &payload(&mail))
}

/// The daily digest for a user: the games where it is their turn now.
pub fn digest(app: &App, user: &User) -> Result<Option<Composed>, String> {
    let s = app.langs.get(&user.lang);
    let games: Vec<DigestGame> = app
        .store
        .my_games(user.id)
        .map_err(|e| e.to_string())?
        .into_iter()
        .filter(|g| g.prompted)
        .map(|g| DigestGame {
            title: format!("{} #{}", app.game_title(&g.game.kind, s.lang), g.game.id),
            url: app.url(&format!("/games/{}", g.game.id)),
        })
        .collect();
    if games.is_empty() {
        return Ok(None);
    }
    let data = Digest { s, name: user.display_name.clone(), games, settings_url: app.url("/settings") };
    data.compose(&user.email, &user.display_name, Some(unsubscribe_url(app, user))).map(Some).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digests_go_out_at_the_users_midnight() {
        for tz in [chrono_tz::Asia::Tokyo, chrono_tz::America::New_York, chrono_tz::UTC] {
            let due = next_digest_time(tz);
            let local = tz.from_utc_datetime(&due);
            assert_eq!(local.time(), NaiveTime::MIN, "{tz}");
            let ahead = due - Utc::now().naive_utc();
            assert!(ahead > Duration::zero() && ahead <= Duration::hours(25), "{tz}: {ahead}");
        }
    }
}
