//! Composing mail: "your turn" (the decision with its signed links, what happened
//! since the player's last move, the board), game over, invitations,
//! password resets and the daily digest. Every string comes from the service's
//! catalog in the recipient's language, every game text from the game's catalog.

use super::Composed;
use app::App;
use app::i18n::Strings;
use app::links::{LinkLabel, UnsubscribeLink, decision_links};
use app::zones;
use boards::BoardCtx;
use engine::{Match, Seat, Viewer};
use store::chat::{ChatMessage, chat_since};
use store::conn::{AnyConnection, on_backend};
use store::lobby::seat_users;
use store::outbox::{Queued, insert_mail};
use store::users::{MailPref, User};
use store::schema::{games, seats};
use store::{Appended, StoreError, TimeControl, event_times_on, now};
use std::collections::BTreeMap;
use askama::Template;
use chrono::{Duration, NaiveDateTime, NaiveTime, TimeZone, Utc};
use diesel::prelude::*;
use diesel::QueryResult;
use diesel::result::Error as DbError;

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
            fn compose(&self, to: &str, to_name: &str, unsubscribe: Option<String>) -> Result<Composed, askama::Error> {
                Ok(Composed {
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

pub struct LinkOption {
    pub label: String,
    pub url: String,
}

pub struct MailChat {
    pub author: String,
    pub body: String,
    pub at: String,
}

/// A log entry of "since your last move": its text, and the time of its event
/// in the recipient's zone on the first entry of each event only.
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
    pub settings_url: String,
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

fn payload(mail: &Composed) -> String {
    serde_json::to_string(mail).expect("composed mail serializes")
}

fn unsubscribe_url(app: &App, user: &User) -> String {
    app.url(&UnsubscribeLink::new(&app.keys, user.id).path())
}

/// The next midnight in the user's zone, in UTC: when their daily digest goes out
/// (a day later if that midnight does not exist there).
fn next_digest_time(tz: chrono_tz::Tz) -> chrono::NaiveDateTime {
    let now = Utc::now();
    let tomorrow = now.with_timezone(&tz).date_naive() + Duration::days(1);
    tz.from_local_datetime(&tomorrow.and_time(NaiveTime::MIN))
        .earliest()
        .map(|t| t.naive_utc())
        .unwrap_or_else(|| (now + Duration::days(1)).naive_utc())
}

/// Plain text from board markup: tags dropped, one line per block.
pub fn text_of_html(html: &str) -> String {
    let mut text = TextLines::default();
    let mut rest = html;
    while let Some(i) = rest.bytes().position(|b| b == b'<' || b == b'&') {
        text.line.push_str(&rest[..i]);
        rest = &rest[i..];
        if let Some(tag_on) = rest.strip_prefix('<') {
            // A tag never closed hides the rest.
            let Some(end) = tag_on.find('>') else { return text.finish() };
            let tag = &tag_on[..end];
            rest = &tag_on[end + 1..];
            let name = tag.trim_start_matches('/');
            let name = &name[..name.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(name.len())];
            if BLOCK_TAGS.iter().any(|b| b.eq_ignore_ascii_case(name)) {
                text.end_line();
            } else if !tag.starts_with('/') && (name.eq_ignore_ascii_case("td") || name.eq_ignore_ascii_case("th")) {
                text.line.push_str(" | ");
            } else {
                text.line.push(' ');
            }
        } else {
            let (decoded, len) =
                ENTITIES.iter().find(|(e, _)| rest.starts_with(e)).map_or(("&", 1), |(e, c)| (*c, e.len()));
            text.line.push_str(decoded);
            rest = &rest[len..];
        }
    }
    text.line.push_str(rest);
    text.finish()
}

/// Tags that start a line in [`text_of_html`].
const BLOCK_TAGS: [&str; 17] = [
    "div", "p", "li", "tr", "br", "h1", "h2", "h3", "h4", "section", "ul", "ol", "table", "thead", "tbody", "header",
    "footer",
];

/// The entities board markup escapes, and what they stand for.
const ENTITIES: [(&str, &str); 5] = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")];

/// The lines of [`text_of_html`]: each with its runs of whitespace as one space
/// and without the leading cell separators of a table row; empty ones dropped.
#[derive(Default)]
struct TextLines {
    out: String,
    line: String,
}

impl TextLines {
    fn end_line(&mut self) {
        // The same words either way (a vertical tab aside, which only the
        // Unicode split takes for a space); splitting ASCII is several times faster.
        if self.line.is_ascii() && !self.line.contains('\u{b}') {
            push_line(&mut self.out, self.line.split_ascii_whitespace());
        } else {
            push_line(&mut self.out, self.line.split_whitespace());
        }
        self.line.clear();
    }

    fn finish(mut self) -> String {
        self.end_line();
        self.out
    }
}

/// A line of [`TextLines`] from its words, unless it has none.
fn push_line<'a>(out: &mut String, words: impl Iterator<Item = &'a str>) {
    let mut words = words.skip_while(|w| *w == "|").peekable();
    if words.peek().is_some() {
        if !out.is_empty() {
            out.push('\n');
        }
        for (i, word) in words.enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(word);
        }
    }
}

/// Board or log markup made fit for mail. Dropped: `<details>` (folded extras
/// such as covered cards and discard piles: the game page has them, and many
/// mail readers would unfold them), `title` attributes (no mail reader shows
/// them; card texts in them made a mail several times larger), `data-*` and
/// `tabindex` attributes (nothing in a mail runs or focuses) and runs of
/// whitespace. Added: a space between adjacent tags, so that with its styles
/// stripped (as some readers do) card names never run together.
pub fn for_mail(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    let mut folded = 0usize;
    while let Some(i) = rest.find('<') {
        if folded == 0 {
            push_collapsed(&mut out, &rest[..i]);
        }
        let end = rest[i..].find('>').map(|e| i + e + 1).unwrap_or(rest.len());
        let tag = &rest[i..end];
        rest = &rest[end..];
        if tag.starts_with("<details") {
            folded += 1;
        } else if tag.starts_with("</details") {
            folded = folded.saturating_sub(1);
        } else if folded == 0 {
            if !out.ends_with(' ') && out.ends_with('>') {
                out.push(' ');
            }
            push_mail_tag(&mut out, tag);
        }
    }
    if folded == 0 {
        push_collapsed(&mut out, rest);
    }
    out
}

/// Text between tags with each run of whitespace as one space. Whitespace as
/// HTML collapses it: ASCII only, so a no-break or ideographic space stays.
fn push_collapsed(out: &mut String, text: &str) {
    let mut word_start = 0;
    for (i, b) in text.bytes().enumerate() {
        if b.is_ascii_whitespace() {
            // An ASCII byte is a character of its own: `i` is a boundary.
            out.push_str(&text[word_start..i]);
            if !out.ends_with(' ') {
                out.push(' ');
            }
            word_start = i + 1;
        }
    }
    out.push_str(&text[word_start..]);
}

/// A tag without the attributes mail has no use for (see [`for_mail`]), its
/// attributes one space apart, pushed onto `out`.
fn push_mail_tag(out: &mut String, tag: &str) {
    if is_mail_ready(tag) {
        out.push_str(tag);
    } else {
        push_mail_tag_rewritten(out, tag);
    }
}

/// Whether [`push_mail_tag_rewritten`] would give `tag` back as it is: closed,
/// not self-closing, ASCII, one space between its parts and no attribute mail
/// drops (most of a board's tags, which are checked far faster than rewritten).
fn is_mail_ready(tag: &str) -> bool {
    let b = tag.as_bytes();
    if !tag.ends_with('>') || tag.ends_with("/>") || tag.ends_with(" >") {
        return false;
    }
    // One pass over the tag: a board has thousands of them per mail.
    let mut previous = 0u8;
    for (i, &c) in b.iter().enumerate() {
        let dropped = match c {
            0x80.. | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => true,
            b' ' => previous == b' ',
            b't' => b[i..].starts_with(b"title") || b[i..].starts_with(b"tabindex"),
            b'd' => b[i..].starts_with(b"data-"),
            _ => false,
        };
        if dropped {
            return false;
        }
        previous = c;
    }
    true
}

/// [`push_mail_tag`] by taking the tag apart.
fn push_mail_tag_rewritten(out: &mut String, tag: &str) {
    let inner = tag.trim_start_matches('<').trim_end_matches('>');
    let self_closing = inner.ends_with('/');
    let inner = inner.trim_end_matches('/');
    let name_end = inner.find(char::is_whitespace).unwrap_or(inner.len());
    out.push('<');
    out.push_str(&inner[..name_end]);
    let mut rest = inner[name_end..].trim_start();
    while !rest.is_empty() {
        let name_len = rest.find(|c: char| c == '=' || c.is_whitespace()).unwrap_or(rest.len());
        let name = &rest[..name_len];
        let value = &rest[name_len..];
        let end = if let Some(quoted) = value.strip_prefix("=\"") {
            quoted.find('"').map(|e| name_len + 2 + e + 1).unwrap_or(rest.len())
        } else if value.starts_with('=') {
            value.find(char::is_whitespace).map(|e| name_len + e).unwrap_or(rest.len())
        } else {
            name_len.max(1)
        };
        if !(name == "title" || name == "tabindex" || name.starts_with("data-")) {
            out.push(' ');
            out.push_str(&rest[..end]);
        }
        rest = rest[end..].trim_start();
    }
    if self_closing {
        out.push_str(" /");
    }
    out.push('>');
}

/// A stylesheet without comments and with runs of whitespace as one space.
fn compact_css(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(i) = rest.find("/*") {
        push_collapsed(&mut out, &rest[..i]);
        rest = rest[i..].find("*/").map(|e| &rest[i + e + 2..]).unwrap_or("");
    }
    push_collapsed(&mut out, rest);
    out.trim().to_string()
}

/// The seq of the seat's own last decision (0 if none): the turn mail shows
/// what happened after it.
pub fn since_seq(m: &Match, seat: Seat) -> u64 {
    m.events().iter().rposition(|e| e.seat == seat && !e.auto).map(|i| i as u64 + 1).unwrap_or(0)
}

/// At most this many log entries of "since your last move" in a turn mail (the
/// newest); the game page has the rest.
pub const MAIL_SINCE: usize = 40;

/// The "your turn" mail for `seat` of the game in `m`, with the chat written since
/// the seat's last move.
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
    let links = decision_links(&app.keys, game_id, user.id, m.seq(), &prompt, expires)
        .into_iter()
        .map(|l| LinkOption {
            label: match &l.label {
                LinkLabel::Option(text) => catalog.plain(text, &name_of),
                LinkLabel::None => s.t("link-answer-none"),
                LinkLabel::All => s.t("link-answer-all"),
                LinkLabel::Form => s.t("link-answer-form"),
            },
            url: app.url(&l.path),
        })
        .collect();
    let served = app.served(slug).ok_or_else(|| format!("{slug} is not served"))?;
    let ctx = BoardCtx { catalog, names, viewer: Viewer::Seat(seat), prompt: None };
    let board_html = for_mail(&served.board.render(m.state(), &ctx).map_err(|e| e.to_string())?);
    let data = YourTurn {
        s,
        title: app.game_title(slug, s.lang),
        game_id,
        reminder,
        deadline: deadline.map(|d| s.datetime(d, tz)),
        name: user.display_name.clone(),
        prompt_text: catalog.plain(&prompt.text, &name_of),
        prompt_html: catalog.html(&prompt.text, &name_of),
        links,
        since: since
            .iter()
            .enumerate()
            .map(|(i, l)| SinceLine {
                text: catalog.plain(&l.entry.text, &name_of),
                html: for_mail(&catalog.html(&l.entry.text, &name_of)),
                at: (i == 0 || since[i - 1].seq != l.seq).then(|| times.get(&l.seq)).flatten().map(|t| s.datetime(*t, tz)),
            })
            .collect(),
        chat: chat
            .iter()
            .map(|c| MailChat { author: c.author.clone(), body: c.body.clone(), at: s.datetime(c.at, tz) })
            .collect(),
        since_earlier,
        board_text: text_of_html(&board_html),
        board_html,
        board_css: app.assets.text(served.css).map(|css| compact_css(&css)).unwrap_or_default(),
        game_url: app.url(&format!("/games/{game_id}")),
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
        settings_url: app.url("/settings"),
    };
    data.compose(&user.email, &user.display_name, Some(unsubscribe_url(app, user))).map(Some).map_err(|e| e.to_string())
}

fn display_names(users: &[Option<User>], s: &Strings) -> Vec<String> {
    users
        .iter()
        .enumerate()
        .map(|(i, u)| u.as_ref().map(|u| u.display_name.clone()).unwrap_or_else(|| s.t1("seat-empty", "n", i + 1)))
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
    // With a time limit, remind at half the time and with 12 hours left;
    // otherwise after the configured hours.
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
        let deadline: Option<NaiveDateTime> = on_backend!(c, |c| seats::table
            .find((game_id, seat as i32))
            .select(seats::deadline)
            .get_result(c)
            .optional())?
        .flatten();
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
    let lang = app.store.user_by_email(email)?.map(|u| u.lang).unwrap_or_else(|| inviter_lang.to_string());
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

    #[test]
    fn mail_markup_drops_what_mail_cannot_use_and_separates_tags() {
        let html = r#"<p><span class="card" title="Draw 3 &quot;cards&quot;" data-card="smithy">Smithy</span><span class="card"
            tabindex="0">Gold</span>
            <details class="more"><summary>2 below</summary><details><b>x</b></details><i>y</i></details><em>z</em></p>"#;
        assert_eq!(
            for_mail(html),
            r#"<p> <span class="card">Smithy</span> <span class="card">Gold</span> <em>z</em> </p>"#
        );
    }

    #[test]
    fn tags_taken_as_they_are_come_out_as_rewritten() {
        let tags = [
            "<p>",
            "</div>",
            "<!doctype html>",
            r#"<a href="http://x/y?a=1&#38;b=2" style="font-weight: bold;">"#,
            r#"<span class="dominion-card dominion-copper">"#,
            r#"<td class="a b" colspan=2>"#,
            "< p>",
            r#"<a href= "x">"#,
            r#"<a  href="x">"#,
            "<br/>",
            "<br />",
            "<td >",
            r#"<span title="x">"#,
            r#"<span data-option="buy:gold" class="c">"#,
            "<p\u{3000}class=\"x\">",
            "<p\tclass=\"x\">",
            "<p",
        ];
        for tag in tags {
            let (mut taken, mut rewritten) = (String::new(), String::new());
            push_mail_tag(&mut taken, tag);
            push_mail_tag_rewritten(&mut rewritten, tag);
            assert_eq!(taken, rewritten, "{tag}");
        }
        assert!(is_mail_ready(r#"<span class="dominion-card dominion-copper">"#));
        assert!(!is_mail_ready(r#"<span title="x">"#));
    }

    #[test]
    fn mail_markup_collapses_only_the_spaces_html_collapses() {
        assert_eq!(for_mail("<p> a \t\r\n b\u{3000}c\u{a0}\u{a0}d </p>"), "<p> a b\u{3000}c\u{a0}\u{a0}d </p>");
    }

    #[test]
    fn mail_stylesheets_lose_comments_and_spaces() {
        assert_eq!(compact_css("/* a */\n.a {  color: red; }\n/* b */ .b { }\n"), ".a { color: red; } .b { }");
    }

    #[test]
    fn board_markup_becomes_lines_of_text() {
        let html =
            "<div class=\"hand\"><h3>Your hand</h3><ul><li><span>Gold</span></li><li>Copper &amp; co</li></ul></div>";
        assert_eq!(text_of_html(html), "Your hand\nGold\nCopper & co");
        let table = "<table><tr><th>Name</th><td>a &lt;b&gt; &amp;lt; &#39;c&#39; &quot;d&quot; & e</td></tr>\
                     <tr><td> </td><td>|x</td></tr><tr><td></td></tr></table><p>left <b open";
        assert_eq!(text_of_html(table), "Name | a <b> &lt; 'c' \"d\" & e\n|x\nleft");
        // Lines with other spaces than ASCII's split as before (both take one).
        assert_eq!(text_of_html("<p>a\u{3000}b\u{b}c \t d</p><p>e\u{b}f</p>"), "a b c d\ne f");
    }
}
