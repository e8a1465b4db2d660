//! Snapshots of what players read: every served game's board, as a seat and as a
//! spectator sees it, and the turn mail of the seat to act (subject and text part,
//! HTML part), in English and in Japanese, at a position of a recorded game under
//! tests/it/golden/. A change to a template, a catalog or a view shows up here as
//! a diff of the snapshot under tests/it/snapshots/, to be reviewed and accepted.
//!
//! Everything that goes into them is fixed (the position, the names, the times of
//! the events, the chat, the deadline, the base URL), except the signed links'
//! expiry and signature, which are redacted. HTML is laid out one block element a
//! line, so a diff shows what changed; a mail's inlined stylesheet is left out.

use crate::common;

use chrono::{NaiveDate, NaiveDateTime};
use letterbox::app::App;
use letterbox::boards::{self, BoardCtx};
use letterbox::engine::i18n::Catalog;
use letterbox::engine::{Export, Match, Seat, Viewer};
use letterbox::store::chat::ChatMessage;
use letterbox::store::users::User;
use std::collections::BTreeMap;

/// A position: `answers` recorded answers into the golden game `file`.
struct Position {
    file: &'static str,
    answers: usize,
}

/// Each game's positions: mid-game, with hands, a prompt and scores; the second
/// Dominion one is a buy with coins to spend among four players, the second
/// Innovation one a team game where a seat answers another's dogma.
const DOMINION: &[Position] =
    &[Position { file: "dominion-2p-first-game", answers: 152 }, Position { file: "dominion-4p-random", answers: 179 }];
const EMINENT_DOMAIN: &[Position] = &[Position { file: "eminent-domain-2p", answers: 47 }];
const INNOVATION: &[Position] =
    &[Position { file: "innovation-2p", answers: 96 }, Position { file: "innovation-teams", answers: 114 }];
const QUO_VADIS: &[Position] = &[Position { file: "quo-vadis-3p", answers: 131 }];
const VOIDFALL: &[Position] = &[Position { file: "voidfall-2p", answers: 125 }];

const NAMES: [&str; 5] = ["Ann", "Bob", "Cy", "Dee", "Eve"];
const LANGS: [&str; 2] = ["en", "ja"];

/// The golden game folded to the position, and the seat whose decision is next.
fn fold(pos: &Position) -> (Match, Seat) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/it/golden/{}.json", pos.file));
    let export: Export = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let game = boards::find_game(&export.game).unwrap_or_else(|| panic!("{} is not served", export.game));
    let seed = export.seed.expect("a recorded game has its seed");
    let m = Match::fold(game, export.seats, &export.options, seed, &export.events[..pos.answers], false).unwrap();
    let next = &export.events[pos.answers];
    assert!(!next.auto, "{} after {}: the next answer is a forced one", pos.file, pos.answers);
    assert!(m.prompt_for(next.seat).is_some(), "{} after {}: seat {} has no prompt", pos.file, pos.answers, next.seat);
    (m, next.seat)
}

fn names(m: &Match) -> Vec<String> {
    NAMES[..m.seats()].iter().map(std::string::ToString::to_string).collect()
}

/// Redactions of what differs between runs: a signed link's expiry and signature
/// (in HTML the `&` before them is `&amp;`).
fn filters() -> Vec<(&'static str, &'static str)> {
    vec![(r"([?&;]e=)\d+", "${1}[expires]"), (r"([?&;]s=)[0-9a-f]{16,}", "${1}[signature]")]
}

fn snapshot(name: &str, description: String, value: &str) {
    insta::with_settings!({
        filters => filters(),
        description => description,
        omit_expression => true,
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_snapshot!(name, value);
    });
}

/// Tags laid out one a line: a newline before each opens and after each closes.
#[rustfmt::skip]
const BLOCKS: &[&str] = &[
    "html", "head", "body", "title", "style", "meta", "div", "section", "header", "footer", "nav", "aside", "p", "ul",
    "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tr", "th", "td", "h1", "h2", "h3", "h4", "h5", "details",
    "summary", "form", "fieldset", "hr", "br", "svg", "g", "polygon", "path", "circle", "rect", "line", "text", "figure",
    "figcaption", "button", "select", "option",
];

/// HTML one block element a line, each line trimmed, no empty lines; a
/// stylesheet's body is left out (mail inlines the game's, one long line).
fn readable(html: &str) -> String {
    let mut html = html.to_string();
    let mut from = 0;
    while let Some(a) = html[from..].find("<style>").map(|a| from + a + "<style>".len()) {
        let Some(b) = html[a..].find("</style>").map(|b| a + b) else { break };
        html.replace_range(a..b, "[the game's stylesheet]");
        from = a;
    }
    let mut out = String::with_capacity(html.len() + html.len() / 8);
    let mut rest = html.as_str();
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        let end = rest[i..].find('>').map_or(rest.len(), |e| i + e + 1);
        let tag = &rest[i..end];
        let closing = tag.starts_with("</");
        let name: String =
            tag.trim_start_matches(['<', '/']).chars().take_while(char::is_ascii_alphanumeric).collect::<String>();
        let block = BLOCKS.contains(&name.to_ascii_lowercase().as_str());
        if block && !closing {
            out.push('\n');
        }
        out.push_str(tag);
        if block && (closing || tag.ends_with("/>") || matches!(name.as_str(), "br" | "hr" | "meta")) {
            out.push('\n');
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    let lines: Vec<&str> = out.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    lines.join("\n") + "\n"
}

fn who(viewer: Viewer) -> String {
    match viewer {
        Viewer::Seat(s) => format!("seat {s} ({})", NAMES[s]),
        _ => "a spectator".to_string(),
    }
}

/// The board of the position as the seat to act sees it on the game page (with
/// its prompt's clickable targets) and as a spectator does, in each language.
fn boards_at(positions: &[Position]) {
    for pos in positions {
        boards_at_one(pos);
    }
}

fn boards_at_one(pos: &Position) {
    let (m, seat) = fold(pos);
    let names = names(&m);
    let served = boards::find(m.game().slug()).unwrap();
    let prompt = m.prompt_for(seat);
    for lang in LANGS {
        let catalog = Catalog::for_game(&served.game.meta(), lang).unwrap();
        for (viewer, prompt, label) in [
            (Viewer::Seat(seat), prompt.as_ref(), format!("seat{seat}")),
            (Viewer::Spectator, None, "spectator".into()),
        ] {
            let ctx = BoardCtx { catalog: &catalog, names: &names, viewer, prompt, medium: boards::Medium::Page };
            let html = served.board.render(m.state(), &ctx).unwrap();
            snapshot(
                &format!("{}-{}-board-{label}-{lang}", pos.file, pos.answers),
                format!("{}.json after {} answers: the board {} sees, {lang}", pos.file, pos.answers, who(viewer)),
                &readable(&html),
            );
        }
    }
}

fn at(h: u32, min: u32) -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2026, 3, 14).unwrap().and_hms_opt(h, min, 0).unwrap()
}

/// An app on a SQLite database of its own, its links under a fixed base URL.
struct MailApp {
    app: App,
    _dir: tempfile::TempDir,
    _db: common::TestDb,
}

fn mail_app() -> MailApp {
    let db = common::sqlite();
    let dir = tempfile::tempdir().unwrap();
    let config = common::web::test_config(&db.url, dir.path(), "https://letterbox.example", &[]);
    let app = App::open(config, letterbox::mail::HOOKS).unwrap();
    MailApp { app, _dir: dir, _db: db }
}

/// The turn mail of the seat to act at the position, in each language: subject
/// and text part in one snapshot, the HTML part in another. Every event is
/// dated, one chat message came since the seat's last move, and the decision
/// has a deadline.
fn turn_mails_at(positions: &[Position]) {
    for pos in positions {
        turn_mails_at_one(pos);
    }
}

fn turn_mails_at_one(pos: &Position) {
    let (m, seat) = fold(pos);
    let names = names(&m);
    let mail = mail_app();
    let chat = [ChatMessage { author: NAMES[(seat + 1) % m.seats()].into(), body: "Your move!".into(), at: at(9, 30) }];
    let times: BTreeMap<u64, NaiveDateTime> =
        (1..=m.seq()).map(|seq| (seq, at(8, 0) + chrono::Duration::minutes(seq as i64))).collect();
    for lang in LANGS {
        let user = User {
            id: 1,
            email: format!("{}@example.org", NAMES[seat].to_lowercase()),
            display_name: NAMES[seat].into(),
            password_hash: String::new(),
            mail_pref: "every_turn".into(),
            lang: lang.into(),
            created_at: at(7, 0),
            time_zone: String::new(),
            verified_at: Some(at(7, 5)),
            chat_mail: 0,
        };
        let deadline = Some(at(20, 0) + chrono::Duration::days(2));
        let composed =
            letterbox::mail::compose::your_turn(&mail.app, &m, 1, seat, &user, &names, false, deadline, &chat, &times)
                .unwrap()
                .expect("the seat to act gets a turn mail");
        let description = format!(
            "{}.json after {} answers: the turn mail of seat {seat} ({}), {lang}",
            pos.file, pos.answers, NAMES[seat]
        );
        let name = format!("{}-{}-mail-seat{seat}-{lang}", pos.file, pos.answers);
        snapshot(
            &format!("{name}-text"),
            description.clone(),
            &format!("Subject: {}\n\n{}", composed.subject, composed.text),
        );
        snapshot(&format!("{name}-html"), description, &readable(&composed.html));
    }
}

#[test]
fn dominion_board() {
    boards_at(DOMINION);
}

#[test]
fn eminent_domain_board() {
    boards_at(EMINENT_DOMAIN);
}

#[test]
fn innovation_board() {
    boards_at(INNOVATION);
}

#[test]
fn quo_vadis_board() {
    boards_at(QUO_VADIS);
}

#[test]
fn voidfall_board() {
    boards_at(VOIDFALL);
}

#[test]
fn dominion_turn_mail() {
    turn_mails_at(DOMINION);
}

#[test]
fn eminent_domain_turn_mail() {
    turn_mails_at(EMINENT_DOMAIN);
}

#[test]
fn innovation_turn_mail() {
    turn_mails_at(INNOVATION);
}

#[test]
fn quo_vadis_turn_mail() {
    turn_mails_at(QUO_VADIS);
}

#[test]
fn voidfall_turn_mail() {
    turn_mails_at(VOIDFALL);
}

#[test]
fn every_served_game_has_snapshots() {
    let all = [DOMINION, EMINENT_DOMAIN, INNOVATION, QUO_VADIS, VOIDFALL];
    let covered: Vec<&str> = all.iter().flat_map(|ps| ps.iter()).map(|p| fold(p).0.game().slug()).collect();
    for served in boards::SERVED {
        assert!(covered.contains(&served.game.slug()), "{} has no snapshot position", served.game.slug());
    }
}
