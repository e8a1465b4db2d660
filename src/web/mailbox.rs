//! The local mailbox at `/mailbox`: on a first run on one machine, the mail the
//! service wrote as files, listed and readable in the browser, so a newcomer
//! can confirm their address without a mail reader. It exists only while mail
//! goes to files and nobody but this machine reaches the service (see
//! `app::transport::local_mailbox`); anywhere else every path here is a 404.

use super::auth::Session;
use super::{Ctx, Page, Site, WebError, html, ok_page, run};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use mail_parser::{Message, MessageParser};
use std::path::{Path, PathBuf};

/// The newest mails listed; older ones stay in their files.
const LISTED: usize = 100;

/// The HTML part is its own document with its inline styles (a mail's board
/// brings its stylesheet inline), and nothing else: no script, no frames.
const MAIL_CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; \
     form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/// A mail's line in the list.
pub struct Listed {
    /// Its file's name without `.eml`: the mail's path here.
    pub id: String,
    pub to: String,
    pub subject: String,
    pub sent: String,
    /// The outbox id in its Message-ID (`<mail-N@…>`): the list's order.
    order: i64,
}

/// A piece of a text part's line: words, or a link.
pub enum Piece {
    Text(String),
    Link(String),
}

/// One mail, opened.
pub struct Opened {
    pub id: String,
    pub to: String,
    pub subject: String,
    pub sent: String,
    /// The text part, line by line, its links as links.
    pub lines: Vec<Vec<Piece>>,
    pub has_html: bool,
}

#[derive(Template)]
#[template(path = "pages/mailbox.html")]
struct MailboxPage<'a> {
    cx: &'a Ctx<'a>,
    /// The list, or one mail opened.
    mails: Vec<Listed>,
    opened: Option<Opened>,
}

/// Routes of the local mailbox (every one answers 404 when there is none).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/mailbox").get(list))
        .service(web::resource("/mailbox/{id}").get(one))
        .service(web::resource("/mailbox/{id}/html").get(one_html));
}

/// The folder of the local mailbox, or not found.
fn folder(cx: &Ctx) -> Result<PathBuf, WebError> {
    cx.app.local_mailbox.clone().ok_or(WebError::NotFound)
}

/// A mail's file, for an id as the list names it (the transport's own names:
/// hex digits and dashes), or not found.
fn file(cx: &Ctx, id: &str) -> Result<Vec<u8>, WebError> {
    let dir = folder(cx)?;
    if id.is_empty() || id.len() > 64 || !id.bytes().all(|b| b.is_ascii_hexdigit() || b == b'-') {
        return Err(WebError::NotFound);
    }
    std::fs::read(dir.join(format!("{id}.eml"))).map_err(|_| WebError::NotFound)
}

/// The recipient as the mail names them: `Name <address>`.
fn recipient(m: &Message) -> String {
    let Some(to) = m.to().and_then(|a| a.first()) else { return String::new() };
    match (to.name(), to.address()) {
        (Some(name), Some(address)) => format!("{name} <{address}>"),
        (None, Some(address)) => address.to_string(),
        (name, None) => name.unwrap_or_default().to_string(),
    }
}

/// When the mail was sent, in the reader's zone.
fn sent(cx: &Ctx, m: &Message) -> String {
    m.date()
        .and_then(|d| chrono::DateTime::from_timestamp(d.to_timestamp(), 0))
        .map(|at| cx.datetime(&at.naive_utc()))
        .unwrap_or_default()
}

/// The outbox id a Message-ID carries, for the list's order (0 for others).
fn outbox_order(m: &Message) -> i64 {
    m.message_id().and_then(|id| id.strip_prefix("mail-")?.split('@').next()?.parse().ok()).unwrap_or(0)
}

/// The mails in `dir`, newest first.
fn listing(cx: &Ctx, dir: &Path) -> Vec<Listed> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut mails: Vec<Listed> = entries
        .filter_map(|e| {
            let path = e.ok()?.path();
            let id = path.file_name()?.to_str()?.strip_suffix(".eml")?.to_string();
            let raw = std::fs::read(&path).ok()?;
            let m = MessageParser::default().parse(&raw[..])?;
            Some(Listed {
                to: recipient(&m),
                subject: m.subject().unwrap_or_default().to_string(),
                sent: sent(cx, &m),
                order: outbox_order(&m),
                id,
            })
        })
        .collect();
    mails.sort_by(|a, b| b.order.cmp(&a.order).then_with(|| a.id.cmp(&b.id)));
    mails.truncate(LISTED);
    mails
}

/// A text part's lines with each web address a link.
fn linked_lines(text: &str) -> Vec<Vec<Piece>> {
    text.lines()
        .map(|line| {
            let mut pieces = Vec::new();
            let mut words = String::new();
            for (i, word) in line.split(' ').enumerate() {
                if i > 0 {
                    words.push(' ');
                }
                if word.starts_with("http://") || word.starts_with("https://") {
                    pieces.push(Piece::Text(std::mem::take(&mut words)));
                    pieces.push(Piece::Link(word.to_string()));
                } else {
                    words.push_str(word);
                }
            }
            pieces.push(Piece::Text(words));
            pieces
        })
        .collect()
}

pub async fn list(app: web::Data<Site>, session: Session) -> HttpResponse {
    run(app, session, move |cx| {
        let dir = folder(cx)?;
        ok_page(&MailboxPage { cx, mails: listing(cx, &dir), opened: None })
    })
    .await
}

pub async fn one(app: web::Data<Site>, session: Session, id: web::Path<String>) -> HttpResponse {
    let id = id.into_inner();
    run(app, session, move |cx| render_one(cx, id)).await
}

fn render_one(cx: &Ctx, id: String) -> Page {
    let raw = file(cx, &id)?;
    let m = MessageParser::default().parse(&raw[..]).ok_or(WebError::NotFound)?;
    let opened = Opened {
        to: recipient(&m),
        subject: m.subject().unwrap_or_default().to_string(),
        sent: sent(cx, &m),
        lines: linked_lines(&m.body_text(0).unwrap_or_default()),
        has_html: m.body_html(0).is_some(),
        id,
    };
    ok_page(&MailboxPage { cx, mails: Vec::new(), opened: Some(opened) })
}

/// The HTML part as the recipient's mail reader would show it.
pub async fn one_html(app: web::Data<Site>, session: Session, id: web::Path<String>) -> HttpResponse {
    let id = id.into_inner();
    run(app, session, move |cx| {
        let raw = file(cx, &id)?;
        let m = MessageParser::default().parse(&raw[..]).ok_or(WebError::NotFound)?;
        let part = m.body_html(0).ok_or(WebError::NotFound)?.into_owned();
        Ok(html(StatusCode::OK, part).with_header("Content-Security-Policy", MAIL_CSP.to_string()))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(lines: &[Vec<Piece>]) -> Vec<String> {
        lines
            .iter()
            .map(|l| {
                l.iter()
                    .map(|p| match p {
                        Piece::Text(t) => t.clone(),
                        Piece::Link(u) => format!("[{u}]"),
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn web_addresses_in_a_text_part_become_links_and_the_rest_stays() {
        let text = "Hello Ann,\n\nConfirm: http://127.0.0.1:8080/verify?u=1&s=x then  come back\nhttps://a.example/b";
        assert_eq!(
            shown(&linked_lines(text)),
            [
                "Hello Ann,",
                "",
                "Confirm: [http://127.0.0.1:8080/verify?u=1&s=x] then  come back",
                "[https://a.example/b]"
            ]
        );
    }
}
