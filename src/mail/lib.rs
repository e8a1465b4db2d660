//! Mail: the outbox worker, the transports and the mails themselves.
//!
//! Mail is composed when it is queued (in the recipient's language, inside the
//! transaction of the move that caused it) and stored in the outbox as JSON; the
//! worker only wraps it in headers and sends it. Message-IDs derive from the outbox
//! id, and every mail of a game refers to the game's root id, so a game is one
//! thread in the reader's mailbox.

pub mod alarms;
pub mod compose;
pub mod endings;
pub mod markup;
pub mod sat;
pub mod worker;

use app::MailHooks;
use lettre::Message;
use lettre::message::{Body, Mailbox, MultiPart, SinglePart, header};
use serde::{Deserialize, Serialize};

/// What the pages may ask of mail, handed to `App::open`.
pub const HOOKS: MailHooks = MailHooks {
    on_move: compose::on_move,
    on_start: compose::on_start,
    on_chat: compose::on_chat,
    invite: compose::enqueue_invite,
    reset: compose::enqueue_reset,
    verify: compose::enqueue_verify,
    sit_left: alarms::sit_for_left_seats,
    on_life: endings::on_life,
};

/// A composed mail, as stored in the outbox.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Composed {
    pub to: String,
    pub to_name: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// The one-click unsubscribe URL, for `List-Unsubscribe`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unsubscribe: Option<String>,
}

/// The domain part of Message-IDs: the sender's.
fn id_domain(from: &Mailbox) -> &str {
    from.email.domain()
}

/// Wrap a composed mail in headers: ids for threading, text and HTML parts,
/// `List-Unsubscribe` when the mail can be turned off.
pub fn build(from: &str, outbox_id: i64, game_id: Option<i64>, mail: &Composed) -> Result<Message, String> {
    let from: Mailbox = from.parse().map_err(|e| format!("mail.from: {e}"))?;
    let name = (!mail.to_name.is_empty()).then(|| mail.to_name.clone());
    let to = Mailbox::new(name, mail.to.parse().map_err(|e| format!("{}: {e}", mail.to))?);
    let domain = id_domain(&from).to_string();
    let mut b = Message::builder()
        .from(from)
        .to(to)
        .subject(&mail.subject)
        .message_id(Some(format!("<mail-{outbox_id}@{domain}>")));
    if let Some(g) = game_id {
        let root = format!("<game-{g}@{domain}>");
        b = b.in_reply_to(root.clone()).references(root);
    }
    if let Some(url) = &mail.unsubscribe {
        b = b.header(ListUnsubscribe(format!("<{url}>"))).header(ListUnsubscribePost);
    }
    b.multipart(
        MultiPart::alternative()
            .singlepart(SinglePart::builder().header(header::ContentType::TEXT_PLAIN).body(text_body(&mail.text)))
            .singlepart(SinglePart::builder().header(header::ContentType::TEXT_HTML).body(text_body(&mail.html))),
    )
    .map_err(|e| e.to_string())
}

/// A text part's body: lines ended by CRLF, sent as they are (7bit) where that
/// is valid for any server (ASCII, lines under 76 characters), else
/// quoted-printable. lettre would choose alike, but it puts in each CR by moving
/// the rest of the text along, and encodes a byte at a time: together a third
/// of the outbox worker's time for a turn mail.
fn text_body(text: &str) -> Body {
    let lines = || text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l).as_bytes());
    let mut out = Vec::with_capacity(text.len() + text.len() / 8);
    if text.is_ascii() && lines().all(|l| l.len() < 76) {
        for (i, line) in lines().enumerate() {
            if i > 0 {
                out.extend_from_slice(b"\r\n");
            }
            out.extend_from_slice(line);
        }
        return Body::dangerous_pre_encoded(out, header::ContentTransferEncoding::SevenBit);
    }
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    // Printable ASCII but `=` stands for itself, and so do spaces and tabs but at
    // the end of a line (where transports may drop them).
    let stands_for_itself = |b: u8| matches!(b, b'!'..=b'<' | b'>'..=b'~' | b' ' | b'\t');
    for (i, line) in lines().enumerate() {
        if i > 0 {
            out.extend_from_slice(b"\r\n");
        }
        let mut width = 0;
        let mut rest = line;
        while !rest.is_empty() {
            // The bytes up to the next one to encode are copied as they are.
            let mut run = rest.iter().position(|&b| !stands_for_itself(b)).unwrap_or(rest.len());
            if run == rest.len() && matches!(rest.last(), Some(b' ' | b'\t')) {
                run -= 1;
            }
            let (mut literal, encoded) = rest.split_at(run);
            while !literal.is_empty() {
                // A soft line break (`=`) keeps each line within 76 characters.
                if width == 75 {
                    out.extend_from_slice(b"=\r\n");
                    width = 0;
                }
                let n = literal.len().min(75 - width);
                out.extend_from_slice(&literal[..n]);
                width += n;
                literal = &literal[n..];
            }
            let Some((&b, after)) = encoded.split_first() else { break };
            if width + 3 > 75 {
                out.extend_from_slice(b"=\r\n");
                width = 0;
            }
            out.extend_from_slice(&[b'=', HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]);
            width += 3;
            rest = after;
        }
    }
    Body::dangerous_pre_encoded(out, header::ContentTransferEncoding::QuotedPrintable)
}

#[derive(Clone)]
struct ListUnsubscribe(String);

impl header::Header for ListUnsubscribe {
    fn name() -> header::HeaderName {
        header::HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(s.to_string()))
    }

    fn display(&self) -> header::HeaderValue {
        header::HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// RFC 8058: the unsubscribe URL accepts a one-click POST.
#[derive(Clone)]
struct ListUnsubscribePost;

impl header::Header for ListUnsubscribePost {
    fn name() -> header::HeaderName {
        header::HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }

    fn display(&self) -> header::HeaderValue {
        header::HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mail as a reader's program decodes it, line ends as in the composed mail.
    fn decoded(mail: &Composed) -> (String, String, String) {
        let raw = build("Letterbox <play@example.org>", 7, Some(3), mail).unwrap().formatted();
        let parsed = mail_parser::MessageParser::default().parse(&raw[..]).unwrap();
        let unix = |s: Option<std::borrow::Cow<str>>| s.unwrap().replace("\r\n", "\n");
        (unix(parsed.body_text(0)), unix(parsed.body_html(0)), String::from_utf8(raw).unwrap())
    }

    #[test]
    fn parts_arrive_as_composed_and_within_mail_line_limits() {
        let long = "A line longer than a mail line may be, with = signs, a tab\tand trailing spaces   ".repeat(4);
        let texts = [
            "Hello Ann,\n\nIt is your turn.\n".to_string(),
            format!("{long}\nあなたの番です。 =3D\r\n\n\t\nlast line without an end"),
            format!("<p>{long}</p>\n<p>{}</p>", "−".repeat(40)),
        ];
        for text in &texts {
            let mail = Composed {
                to: "ann@example.org".into(),
                to_name: "Ann".into(),
                subject: "Dominion #3".into(),
                text: text.clone(),
                html: text.clone(),
                unsubscribe: None,
            };
            let (plain, html, raw) = decoded(&mail);
            let want = text.replace("\r\n", "\n");
            assert_eq!((plain.as_str(), html.as_str()), (want.as_str(), want.as_str()));
            assert!(raw.split("\r\n").all(|l| l.len() <= 76 && l.is_ascii()), "{raw}");
        }
        let (_, _, raw) = decoded(&Composed {
            to: "ann@example.org".into(),
            to_name: "Ann".into(),
            subject: "s".into(),
            text: "short\nlines\n".into(),
            html: "<p>x</p>".into(),
            unsubscribe: None,
        });
        assert!(raw.contains("Content-Transfer-Encoding: 7bit\r\n\r\nshort\r\nlines\r\n"), "{raw}");
    }
}
